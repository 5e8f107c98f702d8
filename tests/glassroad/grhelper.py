"""Helpers for Glass Road tests: set up a game, choose and pick cards, set goods."""

from __future__ import annotations

from glasshut.core.game import Seat
from glasshut.core.rng import Rng
from glasshut.glassroad import GAME
from glasshut.glassroad.state import GlassRoadState

NAMES = ("Mary", "Adele", "Chris", "Tim")


def new(n: int, seed: int = 1, **options) -> GlassRoadState:
    options.setdefault("start_player", 0)
    return GAME.new_state(seed, [Seat(NAMES[i]) for i in range(n)], options)


def choose(state: GlassRoadState, hands: dict[int, list[str]]) -> None:
    """Every seat asked in turn chooses its listed cards (the secret choice of a period)."""
    while state.phase == "choose" and state.stack and state.stack[-1]["k"] == "choose":
        seat = state.to_move()
        card = hands[seat][len(state.players[seat].chosen)]
        state.apply(f"choose:{card}")


def pick(state: GlassRoadState, picks: dict[int, str]) -> None:
    """Every seat asked places its listed card face down."""
    while state.stack and state.stack[-1]["k"] == "pick":
        seat = state.to_move()
        state.apply(f"pick:{picks[seat]}")


def set_goods(state: GlassRoadState, seat: int, g: dict | None = None, b: dict | None = None):
    """Set wheel values directly (g: Glassworks, b: Brickworks); others unchanged."""
    wheels = state.players[seat].wheels
    wheels["g"].update(g or {})
    wheels["b"].update(b or {})
    state._cache = None


def goods(state: GlassRoadState, seat: int) -> dict:
    w = state.players[seat].wheels
    return {"g": dict(w["g"]), "b": dict(w["b"])}


def play_random(state: GlassRoadState, seed: int, check=None, limit: int = 20000) -> int:
    """Random legal actions to the end; `check(state)` after each. Returns the decision count."""
    pick_rng = Rng(seed)
    count = 0
    while not state.is_over():
        legal = state.legal_actions()
        assert legal, "no legal action before the end"
        state.apply(legal[pick_rng.randbelow(len(legal))])
        count += 1
        if check:
            check(state)
        assert count < limit
    return count


OTHERS = ["pit_worker", "pond_builder", "feudal_lord", "cultivator", "supplier"]


def alone(st, card, extra=()):
    """Seat 0 of 3 reveals `card` that nobody else holds; its resolution is next."""
    mine = [card, *[c for c in OTHERS if c != card]][:5]
    theirs = [c for c in OTHERS + ["woodcutter"] if c != card][:5]
    choose(st, {0: mine, 1: theirs, 2: theirs})
    pick(st, {0: card, 1: theirs[0], 2: theirs[0]})
    assert st.current["card"] == card and st.current["both"]
