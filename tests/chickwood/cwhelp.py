"""Helpers for the Chickwood Forest tests: seeded states, staged positions, invariants."""

from __future__ import annotations

from collections import Counter

from glasshut.chickwood import GAME, data
from glasshut.chickwood.state import ChickwoodState, Played
from glasshut.core.game import Seat
from glasshut.core.rng import Rng

NAMES = ("Red", "Yellow", "Purple", "Blue", "Green")


def seats(n: int) -> list[Seat]:
    return [Seat(NAMES[i]) for i in range(n)]


def fresh(n: int, seed: int = 1, legendary: bool = False) -> ChickwoodState:
    return GAME.new_state(seed, seats(n), {"legendary": legendary})


def card(kind: str, owner: int, face_up: bool = True) -> Played:
    return Played(kind, owner, face_up, 1 << owner)


def grid(*rows: str) -> list[str]:
    """A village grid from rows of kinds, e.g. grid("small forest large", ...)."""
    return [kind for row in rows for kind in row.split()]


def raid_position(n: int = 3, seed: int = 1, legendary: bool = False) -> ChickwoodState:
    """A state whose scouting is over (hands empty, castles bare): the first raid is next."""
    state = fresh(n, seed, legendary)
    for hand in state.hands:
        state.deck.extend(hand)
        hand.clear()
    state.plays = [state.hand_size] * n
    state.phase, state.turn, state.spy_done = "raid", 0, True
    return state


def random_game(seed: int, n: int, legendary: bool, check_every: int = 1):
    state = fresh(n, seed, legendary)
    pick = Rng(seed ^ 0xC0FFEE)
    actions = []
    check(state)
    while not state.is_over():
        legal = state.legal_actions()
        assert legal, state.phase
        action = legal[pick.randbelow(len(legal))]
        state.apply(action)
        actions.append(action)
        if len(actions) % check_every == 0:
            check(state)
        assert len(actions) < 2000
    check(state)
    return state, actions


def all_cards(state: ChickwoodState) -> Counter:
    """Every loot card wherever it is: none may appear or vanish."""
    found = Counter(state.deck)
    for hand in state.hands:
        found.update(hand)
    for cards in [*state.at_castle, state.set_aside]:
        found.update(p.kind for p in cards)
    for collection in state.loot:
        found.update(collection)
    found.update(state.spent)
    found.update(state.boxed)
    return found


def box(n: int, legendary: bool) -> Counter:
    cards = Counter(data.loot_deck(n, legendary))
    if n == 2:
        cards.update(data.TWO_PLAYER_REMOVED)
    if legendary:
        cards.update(data.LEGENDARY_REMOVED)
    return cards


def check(state: ChickwoodState) -> None:
    """The invariants that hold after every action."""
    n = state.players
    legendary = state.options["legendary"]
    assert all_cards(state) == box(n, legendary)
    for seat in range(n):
        placed = sum(cell.count(seat) for cell in state.spaces)
        assert state.alms[seat] + placed == data.ALMS_PER_PLAYER
        assert state.alms[seat] >= 0
        assert all(count > 0 for count in state.loot[seat].values())
    for value in data.CASTLE_VALUES[n]:
        taken = sum(stack.count(value) for stack in state.castles)
        assert state.piles[value] + taken == data.CASTLE_COUNTS[value]
        assert state.piles[value] >= 0
    for kind, spaces in zip(state.grid, state.spaces, strict=True):
        assert len(spaces) <= data.VILLAGE_KINDS[kind].spaces
    assert Counter(state.grid) == Counter(data.village_cards(n))
    if any(state.in_play(v) for v in range(3, len(state.piles))):
        for value, limit in data.CASTLE_LIMITS.items():
            assert len(state.at_castle[value]) <= limit
    for cards in state.at_castle:
        for played in cards:
            assert played.seen >> played.owner & 1
    if not state.is_over():
        assert state.legal_actions()
