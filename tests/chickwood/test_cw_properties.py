"""Property tests: seeded random games of every size and mode end with the invariants
of cwhelp.check after every action; a game is its seed and actions; positions round-trip."""

import json

import pytest
from cwhelp import fresh, random_game, seats

from glasshut.chickwood import data, from_snapshot
from glasshut.core.match import Match
from glasshut.core.rng import Rng

MODES = [(n, legendary) for n in (2, 3, 4, 5) for legendary in (False, True)]


@pytest.mark.parametrize("n, legendary", MODES)
def test_random_games_end_with_the_invariants_after_every_action(n, legendary):
    for seed in (n * 100 + legendary, 7 + n):
        state, actions = random_game(seed, n, legendary)
        assert state.phase == "over"
        assert len(state.deck) < n * state.hand_size
        # Every round deals a full hand to everyone, until the deck runs short.
        assert state.round == len(data.loot_deck(n, legendary)) // (n * state.hand_size)
        scores = state.scores()
        assert sorted(s.rank for s in scores)[0] == 1 and all(len(s.lines) == 7 for s in scores)


@pytest.mark.parametrize("n, legendary", [(2, True), (5, False), (3, True)])
def test_a_game_is_its_seed_and_actions(n, legendary):
    state, actions = random_game(31 + n, n, legendary, check_every=50)
    again = fresh(n, 31 + n, legendary)
    for action in actions:
        again.apply(action)
    assert again.digest() == state.digest()
    assert [s.total for s in again.scores()] == [s.total for s in state.scores()]


@pytest.mark.parametrize("n, legendary", MODES)
def test_the_position_format_round_trips_at_every_step(n, legendary):
    state = fresh(n, 5 + n, legendary)
    pick = Rng(77 + n)
    step = 0
    while not state.is_over():
        if step % 7 == 0:
            text = json.dumps(state.snapshot())
            rebuilt = from_snapshot(json.loads(text))
            assert rebuilt.snapshot() == state.snapshot()
            assert rebuilt.legal_actions() == state.legal_actions()
            assert rebuilt.view(0) == state.view(0)
        legal = state.legal_actions()
        state.apply(legal[pick.randbelow(len(legal))])
        step += 1
    rebuilt = from_snapshot(json.loads(json.dumps(state.snapshot())))
    assert rebuilt.is_over() and rebuilt.digest() == state.digest()


def test_a_rebuilt_position_plays_on_exactly_like_the_original():
    state = fresh(4, 3, True)
    pick = Rng(5)
    for _ in range(40):
        legal = state.legal_actions()
        state.apply(legal[pick.randbelow(len(legal))])
    twin = from_snapshot(state.snapshot())
    while not state.is_over():
        legal = state.legal_actions()
        action = legal[pick.randbelow(len(legal))]
        state.apply(action)
        twin.apply(action)
    assert twin.digest() == state.digest()


def test_a_damaged_position_is_refused_with_a_sentence():
    snap = fresh(3).snapshot()
    with pytest.raises(ValueError, match="loot card"):
        from_snapshot({**snap, "deck": ["diamond"]})
    with pytest.raises(ValueError, match="phase"):
        from_snapshot({**snap, "phase": "nap"})
    with pytest.raises(ValueError, match="village"):
        from_snapshot({**snap, "grid": ["castle"] * 9})


def test_a_whole_game_survives_a_save_string():
    match = Match.new("chickwood", 12, seats(5), {"legendary": True})
    pick = Rng(12)
    while not match.is_over():
        legal = match.legal_actions()
        match.play(legal[pick.randbelow(len(legal))])
    text = match.to_save()
    assert len(text) <= 1000
    again = Match.from_save(text, "chickwood")
    assert again.digest() == match.digest() and again.options == {"legendary": True}
