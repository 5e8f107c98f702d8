"""State.determinize: the seat sees the same game; what it cannot see is redrawn."""

from collections import Counter

import pytest
from botcases import positions

from glasshut.core.game import State
from glasshut.core.rng import Rng


def cards(state) -> Counter:
    held = [c for hand in state.hands for c in hand]
    return Counter(state.deck + held + [b for b in state.bids if b])


@pytest.mark.parametrize("n_seats", [1, 2, 4])
def test_tiny_determinize_keeps_every_view_of_the_seat_and_leaves_the_game_alone(n_seats):
    rng = Rng(n_seats)
    for state in positions("tiny", n_seats, 100 + n_seats):
        digest = state.digest()
        for seat in [*range(n_seats), None]:
            world = state.determinize(seat, rng)
            assert world.view(seat) == state.view(seat)
            assert cards(world) == cards(state)  # a re-deal, not new cards
            if seat == state.to_move():  # the mover's options come from what it sees
                assert world.legal_actions() == state.legal_actions()
            assert world.rng.draws == state.rng.draws
        assert state.digest() == digest


def test_tiny_determinize_redraws_hands_deck_bids_and_dice():
    state = positions("tiny", 3, 8)[0]
    worlds = [state.determinize(0, Rng(s)) for s in range(30)]
    assert all(w.hands[0] == state.hands[0] for w in worlds)  # its own hand: known
    assert len({tuple(w.hands[1] + w.hands[2]) for w in worlds}) > 3
    assert len({tuple(w.deck) for w in worlds}) > 10
    assert len({w.rng.state for w in worlds}) == 30  # future dice unknown too
    # A committed secret bid is hidden from the others, so it is redrawn for them.
    bidding = next(
        s for s in positions("tiny", 3, 8) if s.phase == "bid" and s.current == 2 and s.bids[1]
    )
    redrawn = {bidding.determinize(2, Rng(s)).bids[1] for s in range(40)}
    assert len(redrawn) > 1
    assert {bidding.determinize(1, Rng(s)).bids[1] for s in range(10)} == {bidding.bids[1]}


def test_a_spectator_knows_no_hand():
    state = positions("tiny", 2, 3)[0]
    hands = {tuple(map(tuple, state.determinize(None, Rng(s)).hands)) for s in range(30)}
    assert len({h[0] for h in hands}) > 1 and len({h[1] for h in hands}) > 1


def test_the_default_hook_redraws_only_the_future():
    state = positions("tiny", 2, 6)[0]  # a turn start: "roll" is legal
    world = State.determinize(state, 0, Rng(9))  # the protocol's default, not Tiny's
    assert world.snapshot()["rng"] != state.snapshot()["rng"]
    assert world.rng.draws == state.rng.draws
    same = {k: v for k, v in world.snapshot().items() if k != "rng"}
    assert same == {k: v for k, v in state.snapshot().items() if k != "rng"}
    # So the die rolls differently in the determinized world (with another seed, at least).
    rolls = set()
    for s in range(10):
        w = State.determinize(state, 0, Rng(s))
        w.apply("roll")
        rolls.add(w.pos[state.current])
    assert len(rolls) > 1


def test_blackforest_determinize_keeps_every_view():
    for state in positions("blackforest", 2, 5)[::25]:
        for seat in (0, 1, None):
            world = state.determinize(seat, Rng(9))
            assert world.view(seat) == state.view(seat)
            if seat == state.to_move():
                assert world.legal_actions() == state.legal_actions()
            assert world.rng.draws == state.rng.draws and world.rng.state != state.rng.state
