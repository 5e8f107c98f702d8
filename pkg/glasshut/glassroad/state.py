"""The Glass Road state: typed fields, setup, and the position format (snapshot) in and out.

The rules that move a state on live in turn.py (the turn's steps and the decision
stack), cards.py (Specialists), buildings.py (Buildings and trades) and scoring.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.game import Score, Seat
from ..core.game import State as BaseState
from ..core.rng import Rng
from .data import (
    BUILDING_ROWS,
    BUILDINGS,
    EMPTY,
    FOREST,
    LONG_PERIODS,
    PERIODS,
    SOLO_CARDS_CHOSEN,
    STACKS,
    START_BUILDINGS,
    START_FORESTS,
    START_TILES,
    START_WHEELS,
    row_size,
)

GAME_ID = "glassroad"
FORMAT = 1  # the position format; positions written before it carry "version": 1


@dataclass
class Player:
    wheels: dict[str, dict[str, int]]
    cells: list[str]  # 20 spaces, see landscape.py
    forests: list[list[int]]  # the cells each Forest covers
    upgrades: dict[str, str]  # Start building -> the upgrade on it ("" none)
    offer: list[str] = field(default_factory=list)  # the private offer (Feudal Lord)
    chosen: list[str] = field(default_factory=list)  # Specialists chosen this period
    hand: list[str] = field(default_factory=list)  # chosen and not yet played
    facedown: str = ""  # the card placed face down this card round
    played: list[str] = field(default_factory=list)  # played on own turns this period
    forced: list[str] = field(default_factory=list)  # in the two indentations this period
    paid: dict[str, int] = field(default_factory=lambda: {"glass": 0, "brick": 0})
    set_aside: list[str] = field(default_factory=list)  # solo: last period's choice
    # Public inference, kept for the bots' determinization: card -> card round in which
    # a reveal showed this player did not hold it (a free indentation, not forced).
    absent: dict[str, int] = field(default_factory=dict)

    @classmethod
    def fresh(cls) -> Player:
        cells = [EMPTY] * 20
        for pair in START_FORESTS:
            for c in pair:
                cells[c] = FOREST
        for c, kind in START_TILES.items():
            cells[c] = kind
        return cls(
            wheels={w: dict(goods) for w, goods in START_WHEELS.items()},
            cells=cells,
            forests=[list(p) for p in START_FORESTS],
            upgrades={b: "" for b in START_BUILDINGS},
        )

    def copy(self) -> Player:
        return Player(
            {w: dict(g) for w, g in self.wheels.items()},
            list(self.cells),
            [list(p) for p in self.forests],
            dict(self.upgrades),
            list(self.offer),
            list(self.chosen),
            list(self.hand),
            self.facedown,
            list(self.played),
            list(self.forced),
            dict(self.paid),
            list(self.set_aside),
            dict(self.absent),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "wheels": {w: dict(g) for w, g in self.wheels.items()},
            "cells": list(self.cells),
            "forests": [list(p) for p in self.forests],
            "upgrades": dict(self.upgrades),
            "offer": list(self.offer),
            "chosen": list(self.chosen),
            "hand": list(self.hand),
            "facedown": self.facedown,
            "played": list(self.played),
            "forced": list(self.forced),
            "paid": dict(self.paid),
            "set_aside": list(self.set_aside),
            "absent": dict(self.absent),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        return cls(
            {w: dict(g) for w, g in data["wheels"].items()},
            list(data["cells"]),
            [list(p) for p in data["forests"]],
            dict(data["upgrades"]),
            list(data["offer"]),
            list(data["chosen"]),
            list(data["hand"]),
            data["facedown"],
            list(data["played"]),
            list(data["forced"]),
            dict(data["paid"]),
            list(data["set_aside"]),
            {k: int(v) for k, v in data["absent"].items()},
        )


@dataclass
class GlassRoadState(BaseState):
    # A step is worth the mean of its results: anytime trades keep a decision open, and
    # the best of their many follow-ups overrates them (bots/search.py, _Node.update).
    search_backup = "mean"
    players: list[Player] = field(default_factory=list)
    period: int = 1
    periods: int = PERIODS
    start_player: int = 0
    phase: str = "choose"  # choose, pick, reveal, duel, duel_end, solo, solo_last, final, over
    card_round: int = 1
    cursor: int = 0  # reveal: position in seat order; duel: whose turn
    rows: dict[str, list[str]] = field(default_factory=dict)  # the Building board, "" = empty
    stacks: dict[str, list[str]] = field(default_factory=dict)  # kept sorted: drawn at random
    stack: list[dict[str, Any]] = field(default_factory=list)  # pending decisions, top last
    current: dict[str, Any] = field(default_factory=dict)  # the card being resolved, public
    anytime_run: int = 0  # anytime actions since the last other decision (see turn.py)
    out_of_game: list[str] = field(default_factory=list)  # private-offer Buildings given up
    _cache: Any = field(default=None, repr=False, compare=False)
    # The move being played: its wheels' turns by (seat, wheel), counted for the log
    # (effects.py); and what `describe` saw before it, for `describe_played`.
    turned: dict[tuple[int, str], int] = field(default_factory=dict, repr=False, compare=False)
    _told: Any = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.players:  # rebuilt from a snapshot: nothing to set up
            return
        n = len(self.seats)
        self.players = [Player.fresh() for _ in range(n)]
        if n == 1:
            self.periods = len(SOLO_CARDS_CHOSEN)
        elif self.options.get("long"):
            self.periods = LONG_PERIODS
        intro = bool(self.options.get("intro"))
        self.stacks = {
            row: sorted(b for b in STACKS[row] if not intro or BUILDINGS[b].intro)
            for row in BUILDING_ROWS
        }
        size = row_size(n, bool(self.options.get("small_board")))
        self.rows = {row: [EMPTY] * size for row in BUILDING_ROWS}
        from . import turn

        turn.refill(self)
        start = self.options.get("start_player", -1)
        self.start_player = self.rng.randbelow(n) if start < 0 else start
        turn.begin_period(self)
        turn.advance(self)

    # -- protocol -----------------------------------------------------------------------
    def to_move(self) -> int | None:
        if self.phase == "over" or not self.stack:
            return None
        return self.stack[-1]["s"]

    def legal_actions(self) -> list[str]:
        from . import turn

        return list(turn.options(self))

    def _apply(self, action: str) -> None:
        from . import turn

        turn.apply(self, action)

    def scores(self) -> list[Score]:
        from . import scoring

        return scoring.scores(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        from . import views

        return views.view(self, seat)

    def snapshot(self) -> dict[str, Any]:
        return {
            "game": GAME_ID,
            "format": FORMAT,
            "seed": self.seed,
            "seats": [[s.name, s.kind, s.level] for s in self.seats],
            "options": dict(self.options),
            "rng": [self.rng.state, self.rng.draws],
            "reveals": self.reveals,
            "period": self.period,
            "periods": self.periods,
            "start_player": self.start_player,
            "phase": self.phase,
            "card_round": self.card_round,
            "cursor": self.cursor,
            "rows": {r: list(v) for r, v in self.rows.items()},
            "stacks": {r: list(v) for r, v in self.stacks.items()},
            "stack": [_frame_copy(f) for f in self.stack],
            "current": _frame_copy(self.current),
            "anytime_run": self.anytime_run,
            "out_of_game": list(self.out_of_game),
            "players": [p.to_json() for p in self.players],
        }

    def describe(self, action: str) -> str:
        """The log sentence for `action`; it also notes the table as it is now, for
        `describe_played` to tell what the action changed."""
        from . import effects, texts

        self._told = (action, effects.record(self))
        return texts.describe(self, action)

    def describe_played(self, action: str, preview: str) -> str:
        """The sentence, then every change the action made: goods, wheels' turns,
        landscape, Buildings, points (effects.py)."""
        from . import effects

        told, self._told = self._told, None
        if told is None or told[0] != action:
            return preview
        return effects.tell(self, told[1], preview)

    def turn_id(self) -> Any:
        # Solo: a new card (drawn or played) begins a new turn; so do periods.
        if len(self.seats) == 1:
            return (self.period, len(self.players[0].played))
        return None

    def determinize(self, seat: int | None, rng: Rng) -> GlassRoadState:
        from . import hidden

        return hidden.determinize(self, seat, rng)

    def clone(self) -> GlassRoadState:
        other = object.__new__(GlassRoadState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        other.players = [p.copy() for p in self.players]
        other.rows = {r: list(v) for r, v in self.rows.items()}
        other.stacks = {r: list(v) for r, v in self.stacks.items()}
        other.stack = [_frame_copy(f) for f in self.stack]
        other.current = _frame_copy(self.current)
        other.options = dict(self.options)
        other.out_of_game = list(self.out_of_game)
        return other

    # The bots' hooks (bots/__init__.py): the bots sit above the rules, so the game
    # object, which knows both, supplies them.
    def strong_bot(self, seat: int | None, previous=None, **settings):
        return self.game.strong_bot(self, seat, previous=previous, **settings)

    def evaluate(self, seat: int) -> float:
        return self.game.evaluate(self, seat)


def _frame_copy(frame: dict[str, Any]) -> dict[str, Any]:
    return {
        k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
        for k, v in frame.items()
    }


def from_snapshot(data: dict[str, Any]) -> GlassRoadState:
    """The state a snapshot describes; `from_snapshot(s.snapshot())` plays on exactly like `s`."""
    if isinstance(data, dict) and "version" in data and "format" not in data:  # older
        data = {"game": GAME_ID, "format": data["version"], **data}
        del data["version"]
    if not isinstance(data, dict) or data.get("game") != GAME_ID or data.get("format") != FORMAT:
        raise ValueError("This is not a Glass Road position of a known version.")
    seats = tuple(Seat(name, kind, level) for name, kind, level in data["seats"])
    players = [Player.from_json(p) for p in data["players"]]
    state = GlassRoadState(int(data["seed"]), seats, dict(data["options"]), players=players)
    state.rng.state, state.rng.draws = data["rng"]
    state.reveals = data["reveals"]
    state.period = data["period"]
    state.periods = data["periods"]
    state.start_player = data["start_player"]
    state.phase = data["phase"]
    state.card_round = data["card_round"]
    state.cursor = data["cursor"]
    state.rows = {r: list(v) for r, v in data["rows"].items()}
    state.stacks = {r: list(v) for r, v in data["stacks"].items()}
    state.stack = [_frame_copy(f) for f in data["stack"]]
    state.current = _frame_copy(data["current"])
    state.anytime_run = data["anytime_run"]
    state.out_of_game = list(data["out_of_game"])
    return state
