"""Setup for 2-4 players, the varied estates option, and the set-up of each phase
(rulebook lines 55-110, 124-150, 556-560)."""

from collections import Counter

import pytest
from burghelper import new_game, pass_turn, play, seats, space

from glasshut.burgundy import GAME
from glasshut.burgundy import data as D


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_player_starts_with_a_castle_three_goods_a_silverling_and_the_track(n):
    st = new_game(n, start_player=1)
    order = [(1 + k) % n for k in range(n)]
    assert st.round_order == order and st.turn_order() == order
    for seat in range(n):
        assert st.boards[seat] == 1
        assert st.estates[seat][space("D4")] == "castle"
        assert sum(1 for t in st.estates[seat] if t) == 1
        assert sum(st.goods[seat]) == 3
        assert st.silverlings[seat] == 1
        assert st.track[seat][0] == 0  # one tower on the first space
    # 1 worker for the start player, 2 for the next ... by turn order.
    assert [st.workers[s] for s in order] == list(range(1, n + 1))
    assert st.to_move() == 1
    assert all(claims == [] for claims in st.bonus_claims.values())


def test_the_start_castle_sits_on_the_dark_green_middle_space_with_a_six():
    centre = space(D.START_CASTLE_SPACE)
    assert D.board_colours(1)[centre] == D.CASTLE and D.SPACE_NUMBERS[centre] == 6
    assert D.SPACE_NAMES[centre] == "D4"


@pytest.mark.parametrize("n, tiles, black", [(2, 12, 4), (3, 18, 6), (4, 24, 8)])
def test_the_depots_take_12_18_or_24_tiles_of_their_spaces_colours(n, tiles, black):
    st = new_game(n, seed=n)
    assert sum(len(st.depots[d]) for d in D.DEPOTS) == tiles
    for d in D.DEPOTS:
        wanted = Counter(c for c, fewest in D.DEPOT_SPACES[d] if n >= fewest)
        assert Counter(D.tile_colour(t) for t in st.depots[d]) == wanted
    assert len(st.depots[D.BLACK_DEPOT]) == black
    assert Counter(st.depots[0]) <= Counter(D.BLACK_SUPPLY)


def test_three_players_depot_six_has_a_mine_for_its_castle_in_phases_b_and_d():
    st = new_game(3, seed=9)
    seen = []
    while st.stage != "over":
        if st.round == 1 and st.turn_index == 0:
            seen.append(sorted(D.tile_colour(t) for t in st.depots[6]))
        pass_turn(st)
    castle = sorted([D.BUILDING, D.ANIMAL, D.CASTLE])
    mine = sorted([D.BUILDING, D.ANIMAL, D.MINE])
    assert seen == [castle, mine, castle, mine, castle]


def test_each_phase_clears_the_tiles_lays_out_new_ones_and_keeps_the_goods():
    st = new_game(2, seed=5)
    for _ in range(2 * 5 - 1):
        pass_turn(st)
    goods_before = [list(g) for g in st.depot_goods]
    assert sum(len(g) for g in goods_before) == 5 and st.phase == 0
    pass_turn(st)
    assert st.phase == 1 and st.round == 1
    assert sum(len(g) for g in st.depot_goods) == 6  # the 5 kept plus the new round's
    assert sum(len(st.depots[d]) for d in D.DEPOTS) == 12
    assert len(st.round_goods) == 4


def test_the_game_has_five_phases_of_five_rounds_then_ends():
    st = new_game(2, seed=6)
    turns = 0
    while not st.is_over():
        pass_turn(st)
        turns += 1
    assert turns == 5 * 5 * 2
    assert st.to_move() is None and st.legal_actions() == []
    assert st.goods_pool.__len__() == 42 - 2 * 3 - 25


def test_a_random_start_player_follows_the_seed():
    starts = {GAME.new_state(seed, seats(4)).start_player for seed in range(20)}
    assert len(starts) > 1
    assert GAME.new_state(3, seats(4)).start_player == GAME.new_state(3, seats(4)).start_player


@pytest.mark.parametrize("n, options, message", [
    (1, {}, "2 to 4"),
    (5, {}, "2 to 4"),
    (2, {"first_game": True}, "no option"),
    (2, {"varied_estates": "yes"}, "true or false"),
    (2, {"start_player": 2}, "seat number"),
])
def test_bad_setups_get_a_clear_message(n, options, message):
    with pytest.raises(ValueError, match=message):
        GAME.new_state(1, seats(n) if n <= 4 else seats(4) + seats(1), options)


# -- varied estates ------------------------------------------------------------------------------
def test_varied_estates_each_player_picks_a_board_then_a_castle_space_in_turn_order():
    st = new_game(3, varied_estates=True, start_player=2)
    assert st.stage == "setup"
    dealt = st.dealt
    assert len({b for pair in dealt for b in pair}) == 6
    assert all(set(pair) <= set(D.VARIED_BOARDS) for pair in dealt)
    for seat in (2, 0, 1):
        assert st.to_move() == seat
        assert st.legal_actions() == [f"estate {b}" for b in dealt[seat]]
        board = dealt[seat][1]
        play(st, f"estate {board}")
        castles = [D.SPACE_NAMES[s] for s in range(37) if D.board_colours(board)[s] == "C"]
        assert st.legal_actions() == [f"castle {name}" for name in castles]
        play(st, f"castle {castles[-1]}")
        assert st.boards[seat] == board
        assert st.estates[seat][space(castles[-1])] == "castle"
    assert st.stage == "play" and st.to_move() == 2
    assert sum(len(st.depots[d]) for d in D.DEPOTS) == 18


def test_secret_estates_stay_hidden_until_everyone_has_chosen():
    st = new_game(2, varied_estates=True, secret_estates=True)
    board = st.dealt[0][0]
    play(st, f"estate {board}")
    castle = st.legal_actions()[0]
    play(st, castle)
    assert st.to_move() == 1
    seen_by_other = st.view(1)
    assert seen_by_other["secret"][0] == ["hidden", "hidden"]
    assert seen_by_other["boards"][0] == 0 and "castle" not in seen_by_other["estates"][0]
    assert st.view(0)["secret"][0] == [board, space(castle.split()[1])]
    reveals = st.reveals
    text = st.describe("estate " + str(st.dealt[1][0]))
    assert str(board) not in text.replace(str(st.dealt[1][0]), "")
    play(st, f"estate {st.dealt[1][0]}")
    play(st, st.legal_actions()[0])
    assert st.reveals == reveals + 1
    assert st.boards == [board, st.dealt[1][0]] and st.stage == "play"
