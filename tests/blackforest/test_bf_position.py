"""Positions as data: snapshot() -> GAME.from_position() gives the same game, and a
position that cannot be a game is refused with a message that says why."""

import json

import pytest
from bfhelper import new_game, situation

from glasshut.blackforest import GAME
from glasshut.core.game import PositionError, Seat
from glasshut.core.rng import Rng


def random_positions(players, seed, every):
    st = GAME.new_state(seed, [Seat(f"P{i}") for i in range(players)], {"first_game": False})
    pick = Rng(seed)
    step = 0
    while True:
        if step % every == 0 or st.is_over():
            yield st
        if st.is_over():
            return
        legal = st.legal_actions()
        st.apply(legal[pick.randbelow(len(legal))])
        step += 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_position_of_seeded_games_round_trips(players):
    count = 0
    for seed in (1, 2):
        for st in random_positions(players, seed, every=1 if players == 1 else 9):
            data = json.loads(json.dumps(st.snapshot()))  # through JSON text
            other = GAME.from_position(data)
            assert other.digest() == st.digest()
            assert other.legal_actions() == st.legal_actions()
            assert other.to_move() == st.to_move()
            count += 1
    assert count > 100


def test_a_game_read_from_its_position_plays_on_identically():
    for st in random_positions(2, 3, every=150):
        if st.is_over():
            break
        other = GAME.from_position(st.snapshot())
        twin = st.clone()
        pick_a, pick_b = Rng(9), Rng(9)
        for _ in range(60):
            if twin.is_over():
                break
            twin.apply(twin.legal_actions()[pick_a.randbelow(len(twin.legal_actions()))])
            other.apply(other.legal_actions()[pick_b.randbelow(len(other.legal_actions()))])
            assert other.digest() == twin.digest()


def _bad(change):
    data = new_game(2).snapshot()
    change(data)
    return data


def _set(path, value):
    def change(d):
        *keys, last = path
        for k in keys:
            d = d[k]
        d[last] = value
    return change


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(weather="rain"), "top level: unknown key 'weather'"),
    (lambda d: d["players"][0].update(gold=3), "players\\[0\\]: unknown key 'gold'"),
    (_set(("players", 0, "resources", "glass"), 4),
     "players\\[0\\].resources.glass: 4 is not a whole number from 0 to 3"),
    (_set(("players", 1, "estates", 0, 3), "castle"),
     "players\\[1\\].estates\\[0\\]\\[3\\]: 'castle' is neither a space"),
    (_set(("players", 0, "pawn"), "V9.9"), "players\\[0\\].pawn: 'V9.9' is not a place"),
    (_set(("job_pile",), []), "the Brickmaker Job is in 0 places"),
    (_set(("format",), 99), "format: version 99"),
    (_set(("stack",), [["fly", 0]]), "stack\\[0\\]: \\['fly', 0\\] is not a pending decision"),
    (_set(("stack",), [["turn", 7]]), "stack\\[0\\]\\[1\\] \\(the seat\\): 7"),
    (_set(("stack",), [["pay", 0]]), "stack: the pending decisions do not fit"),
    (_set(("to_move",), 1), "to_move: the pending decisions ask seat 0, not 1"),
])
def test_an_impossible_position_is_refused_with_a_reason(change, message):
    with pytest.raises(PositionError, match=message):
        GAME.from_position(_bad(change))


def test_position_error_is_a_value_error():
    assert issubclass(PositionError, ValueError)


def test_a_herd_without_housing_is_refused():
    data = situation("P0 zero cattle=2").snapshot()
    data["players"][0]["cattle"] = 9
    del data["to_move"], data["legal_actions"]
    with pytest.raises(PositionError, match="9 cattle do not fit"):
        GAME.from_position(data)
