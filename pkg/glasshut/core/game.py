"""The protocol every game implements.

A game is a decision-point machine: at any moment one seat (or nobody, once the
game is over) must pick one action out of `legal_actions()`. Actions are short,
stable strings, so logs, tests, bots and save strings all speak the same language.
Simultaneous secret choices are asked seat by seat; `view(seat)` keeps choices not
yet revealed hidden from the other seats.
"""

from __future__ import annotations

import copy
import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .rng import Rng


class IllegalAction(ValueError):
    """Raised by `State.apply` for an action that is not legal now; nothing changes."""


class PositionError(ValueError):
    """Raised by `Game.from_position` for a position that cannot be a game of this
    kind: an unknown key, an impossible value, or a pending decision that does not fit.
    The message names the key and says what is wrong, for a person to fix."""

    @classmethod
    def refused(cls, game_id: str, title: str, where: str, what: str, why: str = "pos_rules",
                **fields: object) -> PositionError:
        """The refusal, in English in its message; `code` and `fields` let the page word
        it in the player's language (`why` names the reason, its fields fill it in)."""
        err = cls(f"{title} position, {where}: {what}")
        err.code = "bad"
        err.fields = {"game": game_id, "where": where, "why": why, "what": what, **fields}
        return err


class RulesError(RuntimeError):
    """A rules bug the engine caught in itself (e.g. asked to collect more than a legal
    action costs). Never the player's fault: the Match restores the state from before
    the action and re-raises, so nothing is half-applied or silently patched over."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"  # "human" or "bot"
    level: str = ""  # bot level, e.g. "random", "greedy", "strong"


@dataclass(frozen=True)
class ScoreLine:
    label: str
    points: int


@dataclass(frozen=True)
class Score:
    seat: int
    total: int
    lines: tuple[ScoreLine, ...] = ()
    rank: int = 0  # 1 = winner; equal ranks only when the tie-breaks tie too
    title: str = ""  # e.g. the solo rank title


@dataclass
class State(ABC):
    """One game in progress. Subclasses add their own typed fields."""

    game: ClassVar[Game]
    seed: int
    seats: tuple[Seat, ...]
    options: dict[str, Any]
    rng: Rng = field(init=False)
    reveals: int = field(init=False, default=0)  # bump when hidden information is shown

    def __post_init__(self) -> None:
        self.rng = Rng(self.seed)

    # -- what a game must provide -------------------------------------------------
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[str]:
        """Every action the seat to move may take, as text forms."""

    @abstractmethod
    def _apply(self, action: str) -> None:
        """Carry out a legal action (already checked)."""

    @abstractmethod
    def scores(self) -> list[Score]:
        """Scores with an itemized breakdown, one per seat (valid at any time)."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator). JSON-compatible."""

    @abstractmethod
    def snapshot(self) -> Any:
        """The full state as JSON-compatible data: the game's position format.

        `game.from_position(state.snapshot())` builds an equal state (same digest,
        same legal actions), so a test, a bug report or a puzzle can write a position
        down like a chess FEN. Each game documents its keys (docs/position-format.md).
        """

    def describe(self, action: str) -> str:
        """A sentence for `action` about to be applied: the preview of a choice. Games
        should override. It must not name a card in `hidden_names(seat to move)`: a game
        that plays the action out on a clone to describe it says "reveals a Job", never
        which (see `core/hidden.py` for the check every game's tests run)."""
        who = self.seats[self.to_move()].name if self.to_move() is not None else "?"
        return f"{who}: {action}"

    def describe_played(self, action: str, preview: str) -> str:
        """The log sentence for `action`, asked right after it was applied, given the
        `describe()` text from before. Cards the action turned face up may be named
        now; nothing still in `hidden_names()` of any viewer. Default: the preview."""
        return preview

    def hidden_names(self, viewer: int | None) -> frozenset[str]:
        """The phrases by which this game's texts name the cards `viewer` cannot see
        now (a face-down pile, other seats' hands), e.g. "Cook Job". Previews and the
        log must never contain them. Default: nothing is hidden by name."""
        return frozenset()

    def turn_id(self) -> Any:
        """Which turn it is; undo never goes back across an action that changed it and
        left the same seat to move (or ended the game).

        Only games where a seat can take several turns in a row (solo modes) need
        this: otherwise another seat's action already bounds undo. Default: None.
        """
        return None

    def automatic_action(self) -> str | None:
        """The action the rules take by themselves now, or None. It is the only legal
        action and no decision (Burgundy's roll for a new round): a step of its own
        only so that the action before it can still be taken back. Bots and tests
        play it as any action; the page plays it itself once the turn before it is
        ended (End turn said), and it is never taken back. Default: None."""
        return None

    def determinize(self, seat: int | None, rng: Rng) -> State:
        """For bots' search: a clone in which all that `seat` cannot see is re-randomized.

        The clone must look the same to `seat` (`view(seat)` unchanged) while
        everything hidden from it is drawn from `rng` again, consistently with what
        it has seen: other hands re-dealt from the unseen cards, shuffled piles
        reshuffled, other seats' secret commits redrawn. The default suits a game whose
        only secret is the future: the clone's generator gets a new state from `rng`,
        so dice and draws still to come are unknown. A game that keeps hidden cards
        or pile orders in its state overrides this (calling it first).
        """
        other = self.clone()
        other.rng.state = rng.next_u64()  # keeps `draws`: only the future changes
        return other

    # -- provided -----------------------------------------------------------------
    def is_over(self) -> bool:
        return self.to_move() is None

    def apply(self, action: str) -> None:
        if self.is_over():
            raise IllegalAction(f"The game is over; {action!r} cannot be played.")
        if action not in self.legal_actions():
            raise IllegalAction(f"{action!r} is not a legal action now.")
        self._apply(action)

    def clone(self) -> State:
        return copy.deepcopy(self)

    def digest(self) -> str:
        """A hash of the full state: equal digests mean equal games."""
        data = json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(data.encode()).hexdigest()[:16]


def read_snapshot(game: Game, reader: Callable[[Any], State], data: Any) -> State:
    """`Game.from_position` for a game whose `reader` rebuilds a state from its own
    `snapshot()`: any failure becomes a PositionError, and the state read must write
    the same position back, so unknown keys and values it would not keep are refused."""
    try:
        state = reader(data)
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as err:
        raise PositionError(f"This is not a {game.title} position ({err}).") from None
    if _canonical(state.snapshot()) != _canonical(data):
        raise PositionError(
            f"This {game.title} position holds keys or values the game does not use."
        )
    return state


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


class Game(ABC):
    """The rules of one game: metadata plus a factory for states."""

    id: ClassVar[str]  # stable, used in save strings
    title: ClassVar[str]
    rules_version: ClassVar[int]  # bump whenever the same actions could mean another game
    # Older rules versions whose saves still replay: the newer rules ask as a step of
    # its own what those played by themselves (see `older_rules_step`).
    older_rules_versions: ClassVar[frozenset[int]] = frozenset()
    # The most actions a game can take. Some games need not end (players may avoid the
    # end trigger), so each sets a bound from its rulebook: saves claiming more are
    # refused before replaying, and play stops there with a message.
    max_actions: ClassVar[int]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    default_options: ClassVar[Mapping[str, Any]] = {}
    # Yes/no options offered in the new-game dialog, with the question to show.
    option_labels: ClassVar[Mapping[str, str]] = {}

    @abstractmethod
    def new_state(
        self, seed: int, seats: Sequence[Seat], options: Mapping[str, Any] | None = None
    ) -> State:
        """A fresh game. Raises ValueError for a bad seat count or unknown option."""

    def from_position(self, data: Any) -> State:
        """A state from a position written by `State.snapshot()` (or by hand).

        Checked: unknown keys, impossible values and a pending-decision stack that does
        not fit the position raise `PositionError` with a sentence saying what is wrong.
        Every game provides it; the default says it is missing.
        """
        raise NotImplementedError(f"{self.title} cannot read positions yet.")

    def older_rules_step(self, state: State, rules_version: int) -> str | None:
        """Replaying a save of an older rules version (one of `older_rules_versions`):
        the action that those rules took by themselves inside the move before and the
        current rules ask for now, else None. The replay plays it without reading a
        move from the save, so the older save goes on as the same game."""
        return None

    def check_setup(self, seats: Sequence[Seat], options: Mapping[str, Any] | None) -> dict:
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise ValueError(
                f"{self.title} takes {self.min_seats} to {self.max_seats} players,"
                f" not {len(seats)}."
            )
        merged = dict(self.default_options)
        for key, value in (options or {}).items():
            if key not in merged:
                raise ValueError(f"{self.title} has no option {key!r}.")
            merged[key] = value
        return merged
