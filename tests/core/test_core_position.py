"""Positions as data for Tiny Race: snapshot -> from_position round trip, and errors."""

import json

import pytest
from tinyplay import FOUR

from glasshut.core.game import PositionError, Seat
from glasshut.core.registry import get_game
from glasshut.core.rng import Rng
from glasshut.core.tinygame import TINY


def random_states():
    for seed in range(6):
        state = TINY.new_state(seed, FOUR[: 1 + seed % 4])
        picker = Rng(seed)
        while True:
            yield state
            if state.is_over():
                break
            state = state.clone()
            state.apply(picker.choice(state.legal_actions()))


def test_every_position_round_trips():
    count = 0
    for state in random_states():
        data = json.loads(json.dumps(state.snapshot()))
        other = TINY.from_position(data)
        assert other.digest() == state.digest()
        assert other.legal_actions() == state.legal_actions()
        count += 1
    assert count > 100


def _start():
    return TINY.new_state(3, [Seat("A"), Seat("B")]).snapshot()


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(colour="red"), "colour: unknown key"),
    (lambda d: d.update(steps=5), "steps: 5 is not a whole number from 0 to 2"),
    (lambda d: d.update(deck=d["deck"] + [3, 3, 3, 3]), "more cards than the twelve"),
    (lambda d: d.update(bids=[d["deck"].pop(), None]), "committed only during the bidding"),
])
def test_bad_positions_say_what_is_wrong(change, message):
    data = _start()
    change(data)
    with pytest.raises(PositionError, match=message):
        TINY.from_position(data)


# The other games read their positions through core.game.read_snapshot.
OTHER_GAMES = {"glassroad": 4, "burgundy": 4, "chickwood": 5}


@pytest.mark.parametrize("game_id", sorted(OTHER_GAMES))
def test_other_games_round_trip_sampled_positions(game_id):
    game = get_game(game_id)
    checked = 0
    for players in range(game.min_seats, OTHER_GAMES[game_id] + 1):
        state = game.new_state(players, [Seat(f"P{i}") for i in range(players)])
        picker = Rng(players)
        moves = 0
        while not state.is_over():
            if moves % 7 == 0:
                data = json.loads(json.dumps(state.snapshot()))
                other = game.from_position(data)
                assert other.digest() == state.digest()
                assert other.legal_actions() == state.legal_actions()
                checked += 1
            state.apply(picker.choice(state.legal_actions()))
            moves += 1
    assert checked > 20


@pytest.mark.parametrize("game_id", sorted(OTHER_GAMES))
def test_other_games_refuse_what_is_not_their_position(game_id):
    game = get_game(game_id)
    data = json.loads(json.dumps(game.new_state(1, [Seat("A"), Seat("B")]).snapshot()))
    for bad in ([], "x", {}, {**data, "surprise": 1}, TINY.new_state(1, FOUR[:2]).snapshot()):
        with pytest.raises(PositionError):
            game.from_position(bad)
