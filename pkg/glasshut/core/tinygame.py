"""Tiny Race: a 1-4 player race, the protocol's worked example and the core's test game.

It is small on purpose but touches everything the core must handle: random draws
(a die), hidden information (hands, secret bids), a simultaneous choice asked seat
by seat with hidden commits, forced moves, itemized scores and tie-breaks.

Rules. Everyone starts at 0 on a track to `target`. A deck of twelve cards (values
1-3, four each) is shuffled at setup and each player gets two, hidden. A round:

1. Turns, starting with a rotating first player. On your turn you may `step` (+1)
   up to twice, then either `roll` (advance by a die of `die` sides; ends the turn)
   or `end` (ends the turn and, if the deck is not empty, draws a card).
2. Bidding: in seat order each player secretly commits a card from hand (`bid:V`;
   `bid:0` with an empty hand). When all have committed, the bids are revealed and
   everyone advances by their bid; bid cards are discarded.

The game ends after the bidding of a round in which someone reached the target, or
after `rounds` rounds. Score: distance (capped at the target), +2 for reaching it.
Ties are broken by the value of cards left in hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .game import Game, IllegalAction, PositionError, Score, ScoreLine, Seat, State
from .registry import register
from .rng import Rng


@dataclass
class TinyState(State):
    target: int = 0
    rounds: int = 0
    die: int = 0
    round: int = 1
    phase: str = "turn"  # "turn", "bid" or "over"
    current: int = 0  # seat whose turn or bid it is
    first: int = 0  # first player of this round
    steps: int = 0  # steps taken this turn
    pos: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    bids: list[int | None] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__post_init__()
        n = len(self.seats)
        self.target = self.options["target"]
        self.rounds = self.options["rounds"]
        self.die = self.options["die"]
        self.pos = [0] * n
        self.deck = [v for v in (1, 2, 3) for _ in range(4)]
        self.rng.shuffle(self.deck)  # setup draws happen before move 1: nothing to undo
        self.hands = [sorted(self.deck.pop() for _ in range(2)) for _ in range(n)]
        self.bids = [None] * n

    # -- protocol ---------------------------------------------------------------------
    def to_move(self) -> int | None:
        return None if self.phase == "over" else self.current

    def legal_actions(self) -> list[str]:
        if self.phase == "turn":
            return (["step"] if self.steps < 2 else []) + ["roll", "end"]
        if self.phase == "bid":
            hand = self.hands[self.current]
            return [f"bid:{v}" for v in sorted(set(hand))] if hand else ["bid:0"]
        return []

    def _apply(self, action: str) -> None:
        seat = self.current
        if action == "step":
            self.steps += 1
            self._advance(seat, 1)
        elif action == "roll":
            self._advance(seat, 1 + self.rng.randbelow(self.die))
            self._next_turn()
        elif action == "end":
            if self.deck:
                self.hands[seat] = sorted(self.hands[seat] + [self.deck.pop()])
                self.reveals += 1  # the player now sees a hidden card
            self._next_turn()
        elif action.startswith("bid:"):
            value = int(action[4:])
            if value:
                self.hands[seat].remove(value)
            self.bids[seat] = value
            if seat + 1 < len(self.seats):
                self.current = seat + 1
            else:
                self._reveal_bids()
        else:  # pragma: no cover - apply() only passes legal actions
            raise IllegalAction(action)

    def scores(self) -> list[Score]:
        lines = [
            (
                ScoreLine("Distance", min(p, self.target)),
                ScoreLine("Reached the target", 2 if p >= self.target else 0),
            )
            for p in self.pos
        ]
        totals = [sum(line.points for line in ls) for ls in lines]
        keys = [(totals[i], sum(self.hands[i])) for i in range(len(self.seats))]
        result = []
        for i in range(len(self.seats)):
            rank = 1 + sum(1 for k in keys if k > keys[i])
            title = ""
            if len(self.seats) == 1 and self.phase == "over":
                title = "Hare" if self.pos[0] >= self.target else "Tortoise"
            result.append(Score(i, totals[i], lines[i], rank, title))
        return result

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "round": self.round,
            "rounds": self.rounds,
            "phase": self.phase,
            "to_move": self.to_move(),
            "target": self.target,
            "positions": list(self.pos),
            "steps": self.steps,
            "deck": len(self.deck),
            "hand_sizes": [len(h) for h in self.hands],
            "hand": list(self.hands[seat]) if seat is not None else None,
            # Others' bids stay hidden until the reveal; only "committed or not" shows.
            "bids": [
                b if i == seat else ("hidden" if b is not None else None)
                for i, b in enumerate(self.bids)
            ],
        }

    def snapshot(self) -> Any:
        return {
            "seed": self.seed,
            "seats": [[s.name, s.kind, s.level] for s in self.seats],
            "options": dict(self.options),
            "rng": [self.rng.state, self.rng.draws],
            "reveals": self.reveals,
            "round": self.round,
            "phase": self.phase,
            "current": self.current,
            "first": self.first,
            "steps": self.steps,
            "pos": list(self.pos),
            "deck": list(self.deck),
            "hands": [list(h) for h in self.hands],
            "bids": list(self.bids),
        }

    def describe(self, action: str) -> str:
        name = self.seats[self.current].name
        if action == "step":
            return f"{name} steps to {self.pos[self.current] + 1}."
        if action == "roll":
            return f"{name} rolls the die."
        if action == "end":
            return f"{name} ends the turn" + (" and draws a card." if self.deck else ".")
        return f"{name} commits a secret bid."  # never the value: the log is public

    def determinize(self, seat: int | None, rng: Rng) -> TinyState:
        """Others' hands, their secret bids and the deck order, re-dealt from the unseen cards.

        The unseen cards are the deck plus every other seat's hand and secret bid;
        each keeps its size (a bid of 0 stays 0: it is made only with an empty hand,
        which everyone sees).
        """
        other = super().determinize(seat, rng)
        hidden = [i for i in range(len(self.seats)) if i != seat]
        pool = list(other.deck)
        for i in hidden:
            pool += other.hands[i]
            if other.bids[i]:
                pool.append(other.bids[i])
        pool.sort()  # so the result depends on what `seat` knows, not on where cards are
        rng.shuffle(pool)
        for i in hidden:
            other.hands[i] = sorted(pool.pop() for _ in other.hands[i])
            if other.bids[i]:
                other.bids[i] = pool.pop()
        other.deck = pool
        return other

    # -- rules ------------------------------------------------------------------------
    def _advance(self, seat: int, n: int) -> None:
        self.pos[seat] += n

    def _next_turn(self) -> None:
        self.steps = 0
        n = len(self.seats)
        self.current = (self.current + 1) % n
        if self.current == self.first:
            self.phase = "bid"
            self.current = 0

    def _reveal_bids(self) -> None:
        self.reveals += 1
        for i, bid in enumerate(self.bids):
            self.pos[i] += bid or 0
        self.bids = [None] * len(self.seats)
        if self.round >= self.rounds or max(self.pos) >= self.target:
            self.phase = "over"
            return
        self.round += 1
        self.first = (self.round - 1) % len(self.seats)
        self.current = self.first
        self.phase = "turn"


class TinyGame(Game):
    id = "tiny"
    title = "Tiny Race"
    rules_version = 1
    min_seats = 1
    max_seats = 4
    # At most 99 rounds of 4 seats, each a handful of actions.
    max_actions = 2_000
    default_options = {"target": 20, "rounds": 6, "die": 3}

    def new_state(
        self, seed: int, seats: Sequence[Seat], options: Mapping[str, Any] | None = None
    ) -> TinyState:
        merged = self.check_setup(seats, options)
        for key in ("target", "rounds", "die"):
            value = merged[key]
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 99:
                raise ValueError(f"Option {key!r} must be a whole number from 1 to 99.")
        return TinyState(seed, tuple(seats), merged)

    def from_position(self, data: Any) -> TinyState:
        """A state from `TinyState.snapshot()` data, every key checked."""

        def fail(key: str, what: str) -> PositionError:
            return PositionError(f"Tiny Race position, {key}: {what}")

        def number(key: str, value: Any, low: int, high: int) -> int:
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise fail(key, f"{value!r} is not a whole number from {low} to {high}")
            return value

        if not isinstance(data, dict):
            raise fail("top level", "expected an object")
        unknown = sorted(set(data) - set(POSITION_KEYS))
        missing = [k for k in POSITION_KEYS if k not in data]
        if unknown or missing:
            raise fail(unknown[0] if unknown else missing[0],
                       "unknown key" if unknown else "missing key")
        try:
            seats = [Seat(*s) for s in data["seats"]]
            state = self.new_state(number("seed", data["seed"], 0, 2**64 - 1), seats,
                                   data["options"])
        except PositionError:
            raise
        except (ValueError, TypeError) as exc:
            raise fail("seats/options", str(exc)) from None
        n = len(seats)
        state.rng.state = number("rng", data["rng"][0], 0, 2**64 - 1)
        state.rng.draws = number("rng", data["rng"][1], 0, 2**63)
        state.reveals = number("reveals", data["reveals"], 0, 2**31)
        state.round = number("round", data["round"], 1, state.rounds)
        if data["phase"] not in ("turn", "bid", "over"):
            raise fail("phase", f"{data['phase']!r} is not turn, bid or over")
        state.phase = data["phase"]
        state.current = number("current", data["current"], 0, n - 1)
        state.first = number("first", data["first"], 0, n - 1)
        state.steps = number("steps", data["steps"], 0, 2)
        if len(data["pos"]) != n or len(data["hands"]) != n or len(data["bids"]) != n:
            raise fail("pos/hands/bids", f"one entry per seat ({n})")
        state.pos = [number("pos", p, 0, 999) for p in data["pos"]]
        state.deck = [number("deck", c, 1, 3) for c in data["deck"]]
        state.hands = [sorted(number("hands", c, 1, 3) for c in h) for h in data["hands"]]
        state.bids = [None if b is None else number("bids", b, 0, 3) for b in data["bids"]]
        cards = state.deck + [c for h in state.hands for c in h] + [b for b in state.bids if b]
        if len(cards) > 12 or any(cards.count(v) > 4 for v in (1, 2, 3)):
            raise fail("deck/hands/bids", "more cards than the twelve (four each of 1-3)")
        committed = [b is not None for b in state.bids]
        if state.phase == "bid" and committed != [i < state.current for i in range(n)]:
            raise fail("bids", "exactly the seats before the one to bid have committed")
        if state.phase != "bid" and any(committed):
            raise fail("bids", "bids are committed only during the bidding")
        return state


POSITION_KEYS = ("seed", "seats", "options", "rng", "reveals", "round", "phase", "current",
                 "first", "steps", "pos", "deck", "hands", "bids")
TINY = register(TinyGame())
TinyState.game = TINY
