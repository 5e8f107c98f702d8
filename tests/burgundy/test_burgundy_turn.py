"""A turn: two actions, one per die, workers to turn dice, one purchase a turn.
Rulebook lines 168-200, 443-453."""

import pytest
from burghelper import new_game, pass_turn, play, space, turn_of

from glasshut.core.game import IllegalAction


def test_a_turn_is_two_actions_one_per_die_then_the_next_seat_moves():
    # Each die does one action; when both are used the turn passes on.
    st = turn_of(new_game(2), 0, dice=(3, 5), depots={5: []})
    assert st.to_move() == 0
    play(st, "a:workers")
    assert st.to_move() == 0 and st.dice_used == [True, False]
    assert not any(a.startswith("a") for a in st.legal_actions())
    play(st, "b:workers")
    assert st.to_move() == 1


def test_the_same_action_twice_is_allowed():
    st = turn_of(new_game(2), 0, dice=(3, 5), workers=0, depots={5: []})
    play(st, "a:workers", "b:workers")
    assert st.workers[0] == 4


def test_take_a_tile_from_the_depot_of_the_die_into_storage():
    # The die's number names the depot; the tile goes to storage, not the estate.
    st = turn_of(new_game(2), 0, dice=(4, 2), storage=[],
                 depots={4: ["bank", "ship"], 2: ["k3"]})
    legal = st.legal_actions()
    assert "a:take 4 bank" in legal and "a:take 4 ship" in legal
    assert "a:take 2 k3" not in legal  # die a shows 4, not 2
    play(st, "a:take 4 bank")
    assert st.storage[0] == ["bank"] and st.depots[4] == ["ship"]
    assert st.estates[0].count("bank") == 0


def test_taking_into_full_storage_first_discards_a_stored_tile():
    st = turn_of(new_game(2), 0, dice=(4, 2), storage=["mine", "cow2", "k1"],
                 depots={4: ["bank"]})
    play(st, "a:take 4 bank")
    assert st.legal_actions() == ["discard cow2", "discard k1", "discard mine"]
    play(st, "discard cow2")
    assert sorted(st.storage[0]) == ["bank", "k1", "mine"]
    assert st.to_move() == 0 and st.stack == [["turn"]]


def test_add_a_stored_tile_on_an_empty_space_of_the_die_and_colour_next_to_a_covered_one():
    # Board 1: the start castle on D4; beside it C3 (city, die 3), E4 (city, die 3),
    # C4 (knowledge, die 1), D3 (river, die 2), D5 (river, die 5), E3 (mine, die 4).
    st = turn_of(new_game(2), 0, dice=(3, 6), storage=["bank", "ship"])
    legal = st.legal_actions()
    assert "a:place bank C3" in legal and "a:place bank E4" in legal
    assert "a:place bank C6" not in legal  # a city space of die 3 but not next to a tile
    assert not any(a.startswith("a:place ship") for a in legal)  # no river space of die 3
    play(st, "a:place bank C3")
    assert st.estates[0][space("C3")] == "bank" and st.storage[0] == ["ship"]


def test_the_first_tile_goes_next_to_the_start_castle_only():
    st = turn_of(new_game(2), 0, dice=(2, 2), storage=["ship"])
    places = [a for a in st.legal_actions() if ":place" in a]
    assert places == ["a:place ship D3"]  # die 2 river spaces: D3 only touches the castle


def test_sell_all_goods_of_the_die_kind():
    # A silverling and, with 2 players, 2 points per tile; every tile of the kind goes.
    st = turn_of(new_game(2), 0, dice=(4, 1), goods={4: 3, 2: 1}, silverlings=0)
    legal = st.legal_actions()
    assert "a:sell 4" in legal and not any(a.startswith("a:sell 2") for a in legal)
    play(st, "a:sell 4")
    assert st.goods[0][3] == 0 and st.sold[0][3] == 3
    assert st.silverlings[0] == 1 and sum(st.points[0]) == 6


@pytest.mark.parametrize("n, per_tile", [(2, 2), (3, 3), (4, 4)])
def test_sale_points_by_player_count(n, per_tile):
    st = turn_of(new_game(n), 0, dice=(6, 1), goods={6: 2})
    play(st, "a:sell 6")
    assert sum(st.points[0]) == 2 * per_tile


def test_take_workers_with_any_die():
    st = turn_of(new_game(2), 0, dice=(5, 5), workers=0)
    assert "a:workers" in st.legal_actions()
    play(st, "a:workers")
    assert st.workers[0] == 2


def test_worker_example_a_two_becomes_a_six_with_two_workers():
    # Rulebook example: 2 workers turn a 2 into a 6 (2 -> 1 -> 6), then depot 6.
    st = turn_of(new_game(2), 0, dice=(2, 4), workers=2, depots={6: ["castle"]})
    assert "a:take 6 castle" not in st.legal_actions()
    play(st, "a-", "a-")
    assert st.dice[0][0] == 6 and st.workers[0] == 0
    assert "a:take 6 castle" in st.legal_actions()
    play(st, "a:take 6 castle")
    assert st.storage[0][-1] == "castle"


def test_workers_turn_a_six_into_a_one_and_back():
    st = turn_of(new_game(2), 0, dice=(6, 3), workers=2)
    play(st, "a+")
    assert st.dice[0][0] == 1
    play(st, "a-")
    assert st.dice[0][0] == 6 and st.workers[0] == 0


def test_no_worker_no_adjustment():
    st = turn_of(new_game(2), 0, dice=(6, 1), workers=0)
    assert not any(a in st.legal_actions() for a in ("a+", "a-", "b+", "b-"))


def test_two_equal_dice_are_offered_once():
    # Both dice showing 3 do the same things: die a stands for both until one is used.
    st = turn_of(new_game(2), 0, dice=(3, 3), workers=1)
    assert not any(a.startswith("b") for a in st.legal_actions())
    play(st, "a:workers")
    assert "b:workers" in st.legal_actions()


def test_buy_from_the_black_depot_once_per_turn_for_two_silverlings():
    st = turn_of(new_game(2), 0, dice=(1, 2), silverlings=5, storage=[],
                 depots={0: ["bank", "k7", "mine"]})
    play(st, "buy black k7")
    assert st.silverlings[0] == 3 and st.storage[0] == ["k7"]
    assert not any(a.startswith("buy") for a in st.legal_actions())


def test_no_purchase_without_two_silverlings():
    st = turn_of(new_game(2), 0, dice=(1, 2), silverlings=1, depots={0: ["bank"]})
    assert not any(a.startswith("buy") for a in st.legal_actions())


def test_the_purchase_may_follow_both_dice_then_the_turn_ends_by_choice():
    st = turn_of(new_game(2), 0, dice=(1, 2), silverlings=2, storage=[],
                 depots={0: ["bank"]})
    play(st, "a:workers", "b:workers")
    assert st.to_move() == 0 and st.legal_actions() == ["buy black bank", "end"]
    play(st, "buy black bank")
    assert st.to_move() == 1  # nothing left to do: the turn ended by itself


def test_an_illegal_action_changes_nothing():
    st = turn_of(new_game(2), 0, dice=(1, 2))
    before = st.digest()
    with pytest.raises(IllegalAction):
        st.apply("a:take 5 bank")
    assert st.digest() == before


def test_the_white_die_puts_the_rounds_goods_on_its_depot():
    st = new_game(3, seed=11)
    placed = [g for d in range(1, 7) for g in st.depot_goods[d]]
    assert len(placed) == 1 and st.depot_goods[st.white_die] == placed
    assert len(st.round_goods) == 4


def test_every_round_everyone_rolls_and_the_order_follows_the_track():
    st = new_game(3, seed=4)
    for seat in range(3):
        assert all(1 <= v <= 6 for v in st.dice[seat])
    assert st.round_order == [0, 1, 2]
    for seat in (0, 1, 2):
        assert st.to_move() == seat
        pass_turn(st)
    assert st.round == 2 and len(st.round_goods) == 3


def test_a_purchase_into_full_storage_discards_first():
    st = turn_of(new_game(2), 0, dice=(1, 2), silverlings=2, storage=["mine", "k1", "cow2"],
                 depots={0: ["bank"]})
    play(st, "buy black bank")
    assert st.legal_actions() == ["discard cow2", "discard k1", "discard mine"]
    play(st, "discard mine")
    assert sorted(st.storage[0]) == ["bank", "cow2", "k1"] and "mine" in st.box


def _to_round_end(st):
    """Play workers until the round's last die is used (the next step is the roll)."""
    while not st.awaits_roll():
        legal = st.legal_actions()
        workers = [a for a in legal if a.endswith(":workers")]
        play(st, workers[0] if workers else "end")


def test_the_next_round_is_rolled_as_a_step_of_its_own_by_its_start_player():
    # The round's last die draws nothing: the next round's order is set and its start
    # player rolls, the only choice; everyone's dice and the white die come with it.
    st = new_game(3, seed=8)
    draws = st.rng.draws
    _to_round_end(st)
    assert st.rng.draws == draws and st.round == 2
    assert st.to_move() == st.turn_order()[0] and st.legal_actions() == ["roll"]
    assert st.automatic_action() == "roll"  # no decision: the page rolls by itself
    goods_before = sum(len(g) for g in st.depot_goods)
    play(st, "roll")
    assert st.automatic_action() is None
    assert st.rng.draws == draws + 2 * 3 + 1
    assert all(1 <= v <= 6 for dice in st.dice for v in dice) and 1 <= st.white_die <= 6
    assert sum(len(g) for g in st.depot_goods) == goods_before + 1
    assert st.to_move() == st.round_order[0] and st.stack == [["turn"]]


def test_the_dice_of_a_round_are_not_known_before_its_roll():
    # Before the roll no seat's dice are in the position, the roll's preview names
    # none, and worlds that differ only in what nobody has seen roll different dice.
    from glasshut.core.rng import Rng

    st = new_game(2, seed=5)
    _to_round_end(st)
    assert st.dice == [[0, 0], [0, 0]] and st.white_die == 0
    seat = st.to_move()
    preview = st.describe("roll")
    assert preview == (f"{st.seats[seat].name} starts round 2 of phase A, and the dice are"
                       " rolled.")
    rolled = set()
    for k in range(8):
        world = st.determinize(seat, Rng(k))
        assert world.view(seat) == st.view(seat) and world.describe("roll") == preview
        play(world, "roll")
        rolled.add((tuple(map(tuple, world.dice)), world.white_die))
    assert len(rolled) > 1


def test_a_new_phase_is_laid_out_by_the_roll_after_the_phase_end():
    # The phase's last die pays the mines and clears the depots; its tiles and goods
    # come with the next roll, so before it the depots are empty and nothing is drawn.
    st = new_game(2, seed=2)
    for _ in range(9):
        pass_turn(st)
    draws = st.rng.draws
    _to_round_end(st)
    assert (st.phase, st.round) == (1, 1) and st.rng.draws == draws
    assert st.round_in_play() == (0, 5)  # the table shows the ended phase until the roll
    assert all(not depot for depot in st.depots) and st.round_goods == []
    play(st, "roll")
    assert st.rng.draws > draws and st.depots[1] and len(st.round_goods) == 4


def test_the_second_die_waits_for_its_own_choice():
    # Using one die never spends the other: its every use stays on offer, none is
    # picked for the player, and the turn waits until it is chosen.
    st = turn_of(new_game(2), 0, dice=(4, 2), storage=[], workers=0,
                 depots={4: ["bank"], 2: ["k3", "ship"]})
    play(st, "a:take 4 bank")
    assert st.to_move() == 0 and st.dice_used == [True, False]
    legal = st.legal_actions()
    assert {"b:take 2 k3", "b:take 2 ship", "b:workers"} <= set(legal)
    assert "end" not in legal
    assert st.storage[0] == ["bank"] and st.depots[2] == ["k3", "ship"]
    play(st, "b:take 2 ship")
    assert st.to_move() == 1 and st.storage[0] == ["bank", "ship"]
