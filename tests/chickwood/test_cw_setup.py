"""Setup for 2 to 5 players (rulebook lines 781-851)."""

from collections import Counter

import pytest
from cwhelp import box, fresh, seats

from glasshut.chickwood import GAME, data


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_hands_deck_and_alms_by_player_count(n):
    # Each player gets 3 cards (4 with two players) from the shuffled loot deck, the rest
    # is the face-down deck, and everyone has 15 alms of their own colour.
    state = fresh(n, seed=n)
    size = 4 if n == 2 else 3
    assert [len(h) for h in state.hands] == [size] * n
    in_play = Counter(state.deck) + sum((Counter(h) for h in state.hands), Counter())
    assert in_play == Counter(data.loot_deck(n, False))
    assert state.alms == [15] * n
    assert all(sum(1 for c in cell) == 0 for cell in state.spaces)


def test_two_players_remove_the_marked_loot_and_keep_the_rest():
    # With two players one chest of each kind, 2 henchmen and one benefactor of each
    # value leave the game.
    two, three = Counter(data.loot_deck(2, False)), Counter(data.loot_deck(3, False))
    assert three - two == Counter(
        {"gold": 1, "silver": 1, "emerald": 1, "ruby": 1, "henchman": 2, "alms1": 1,
         "alms2": 1, "alms3": 1}
    )
    assert sum(three.values()) == 90
    state = fresh(2)
    assert Counter(state.boxed) == Counter(data.TWO_PLAYER_REMOVED)


@pytest.mark.parametrize("n, rows", [(2, 2), (3, 3), (4, 3), (5, 3)])
def test_villages_lie_in_rows_of_three(n, rows):
    # 3 rows of 3 village cards; with two players the cards left after the removals
    # (5 villages and 1 forest) make 2 rows of 3.
    state = fresh(n)
    assert len(state.grid) == rows * 3
    kinds = Counter(state.grid)
    if n == 2:
        assert kinds == Counter({"small": 2, "medium": 2, "large": 1, "forest": 1})
    else:
        assert kinds == Counter({"small": 3, "medium": 2, "large": 2, "forest": 2})


@pytest.mark.parametrize("n, values", [(2, (1, 2, 3)), (3, (1, 2, 3, 4)), (4, (1, 2, 3, 4, 5)),
                                        (5, (1, 2, 3, 4, 5, 6))])
def test_castles_by_player_count_and_the_night_side_for_two(n, values):
    # Castles 1-4 with three players, 1-5 with four, 1-6 with five (the value-6 castles
    # are the five-player cards); two players use castles 1-3 on their night side.
    state = fresh(n)
    assert state.castle_values() == list(values)
    view = state.view(0)
    assert all(c["night"] == (n == 2) for c in view["castles"])
    assert all(len(c["banner"]) == (4 if n == 2 else 3) for c in view["castles"])


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_turn_order_from_one_random_castle_each_lowest_first(n):
    # One castle of each value is shuffled and dealt, one to each player; the spare one
    # goes back to its pile. The lowest castle starts, then upwards.
    firsts = set()
    for seed in range(30):
        state = fresh(n, seed)
        starting = [stack[0] for stack in state.castles]
        assert len(set(starting)) == n and all(len(s) == 1 for s in state.castles)
        assert sorted(starting) == [starting[s] for s in state.order]
        for value in data.CASTLE_VALUES[n]:
            assert state.piles[value] == data.CASTLE_COUNTS[value] - starting.count(value)
        firsts.add(state.order[0])
    assert firsts == set(range(n))  # anyone may start


def test_the_legendary_variant_swaps_four_cards_for_the_five_legendary_ones():
    # One jewel of each value and one henchman leave; the five Legendary cards join.
    plain, variant = Counter(data.loot_deck(3, False)), Counter(data.loot_deck(3, True))
    assert variant - plain == Counter(data.LEGENDARY)
    assert plain - variant == Counter({"bracelet": 1, "pendant": 1, "ring": 1, "henchman": 1})
    state = fresh(4, legendary=True)
    held = Counter(state.deck) + sum((Counter(h) for h in state.hands), Counter())
    assert held + Counter(state.boxed) == box(4, True)


def test_setup_is_a_function_of_the_seed():
    assert fresh(4, 9).snapshot() == fresh(4, 9).snapshot()
    assert fresh(4, 9).deck != fresh(4, 10).deck


def test_bad_setups_are_refused_with_a_sentence():
    with pytest.raises(ValueError, match="2 to 5 players"):
        GAME.new_state(1, seats(1))
    with pytest.raises(ValueError, match="2 to 5 players"):
        GAME.new_state(1, seats(5) + seats(1))
    with pytest.raises(ValueError, match="true or false"):
        GAME.new_state(1, seats(3), {"legendary": "yes"})
    with pytest.raises(ValueError, match="no option"):
        GAME.new_state(1, seats(3), {"solo": True})
