"""A Match: one game being played, as the UI and the tests hold it.

It owns the setup (game, seed, seats, options), the action list, the live State and
the log, and adds what every game needs and no game should write: the legality
check, undo, save strings and digests.

Undo policy: a human may take back their own last action, and again, back to the
start of their run of consecutive actions, but never across another seat's action,
an action during which `state.rng.draws` rose (something random happened),
`state.reveals` rose (hidden information was shown) or `state.turn_id()` changed
(a new turn began; only games with consecutive turns of one seat, such as solo
modes, need to say so). Undo restores a snapshot taken
before the action (`State.clone`, kept only while it can still be used); a Match
loaded from a save has none and replays from the seed instead. Both give the state
that replaying the remaining actions gives.

A match may also start from a position (`Match.from_position`) instead of a seed:
when new rules can no longer replay a stored game's moves, it goes on from its latest
position. The moves before it stay readable (`earlier_log`) but are not replayed;
undo, saves and replays then start from that position.

The Match never plays an action by itself, even a forced one: a game should resolve
steps that offer a single option inside its own rules, and a decision it does ask for
is a real one (the codec stores forced moves for free anyway).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import savetext
from .game import Game, IllegalAction, PositionError, RulesError, Score, Seat, State
from .registry import get_game
from .savetext import SaveError, SaveHeader, SetupError

DESCRIBED_ON_LOAD = 300  # log sentences built when a save is loaded (the newest moves)


class CannotUndo(IllegalAction):
    """Raised by `Match.undo` when the undo policy forbids it; nothing changes.
    `code` is a key of `UNDO_BLOCKERS`, for the page to word it."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.fields: dict[str, Any] = {}
        super().__init__(UNDO_BLOCKERS[code])


class Refused(IllegalAction):
    """An action `Match.play` does not play: `code` is a key of `REFUSALS`, `fields`
    fill it in (the page words it from them)."""

    def __init__(self, code: str, **fields: Any) -> None:
        self.code = code
        self.fields = fields
        super().__init__(REFUSALS[code].format(**fields))


# Why an action cannot be taken back, by `CannotUndo.code`.
UNDO_BLOCKERS = {
    "no_seat": "There is no such seat.",
    "bot": "Only human players take back actions.",
    "nothing": "There is nothing to take back.",
    "other_seat": "The last action was another player's; it cannot be taken back.",
    "barrier": "Something was drawn or revealed, or a new turn began; it cannot be taken back.",
}
# Why `Match.play` refuses an action, by `Refused.code`.
REFUSALS = {
    "over": "The game is over; {action!r} cannot be played.",
    "stopped": (
        "This game reached {moves} moves, the most a game of {game} may last here, and"
        " was stopped unfinished."
    ),
    "not_legal": "{action!r} is not a legal action now.",
}


@dataclass(frozen=True)
class LogEntry:
    number: int  # 1-based move number
    seat: int  # who acted
    action: str
    text: str  # `state.describe_played(action, state.describe(action))`


@dataclass(frozen=True)
class _Move:
    index: int  # position in legal_actions() when played
    count: int  # len(legal_actions()) when played
    barrier: bool  # a random draw, a reveal or a new turn: undo stops here
    turn: int  # the turn number once it was played (1 + how often turn_id() changed)


class Match:
    """Create with `Match.new` or `Match.from_save`."""

    def __init__(self, game: Game, state: State) -> None:
        self.game = game
        self.state = state  # the live state: read it, never change it directly
        # Set by `from_position`: the position the game goes on from, as data, with
        # the moves and the turn number before it and their readable log.
        self.origin: Any = None
        self.moves_before = 0
        self.turn_at_origin = 1
        self.earlier_log: tuple[LogEntry, ...] = ()
        self._actions: list[str] = []
        self._moves: list[_Move] = []
        self._log: list[LogEntry] = []
        # States before each of the last len(_snapshots) actions, all undoable.
        self._snapshots: list[State] = []

    # -- creating ---------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_id: str,
        seed: int | None,
        seats: Sequence[Seat],
        options: Mapping[str, Any] | None = None,
    ) -> Match:
        """A fresh match. `seed=None` picks a random one. Raises ValueError on bad setup."""
        game = get_game(game_id)
        if seed is None:
            import secrets  # here, not at start: it brings hmac and hashlib

            seed = secrets.randbits(32)  # 32 bits: plenty of games, short saves
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**64:
            raise SetupError("seed")
        seats = tuple(seats)
        for seat in seats:
            if not isinstance(seat, Seat):
                raise ValueError(f"Seats must be Seat objects, not {type(seat).__name__}.")
            if seat.kind not in ("human", "bot"):
                raise ValueError(f"A seat is 'human' or 'bot', not {seat.kind!r}.")
        savetext.check_seats(seats)
        return cls(game, game.new_state(seed, seats, options))

    @classmethod
    def from_position(
        cls,
        game_id: str,
        data: Any,
        moves_before: int = 0,
        turn: int = 1,
        earlier_log: Sequence[LogEntry] = (),
    ) -> Match:
        """A match going on from a position (the game's position format): nothing before
        it is replayed. `moves_before` and `turn` keep the move and turn numbers going;
        `earlier_log` is the log of the moves before, kept to read.

        Raises PositionError for a position the game does not read, or with bad seats.
        """
        game = get_game(game_id)
        state = game.from_position(data)
        try:
            savetext.check_seats(state.seats)
        except ValueError as exc:
            raise PositionError(str(exc)) from None
        if any(seat.kind not in ("human", "bot") for seat in state.seats):
            raise PositionError("A seat is a human or a bot.")
        match = cls(game, state)
        match.origin = state.snapshot()  # as the game writes it: a copy, never shared
        match.moves_before = max(0, int(moves_before))
        match.turn_at_origin = max(1, int(turn))
        seats = len(state.seats)
        match.earlier_log = tuple(e for e in earlier_log if 0 <= e.seat < seats)
        return match

    def start_state(self) -> State:
        """A fresh copy of the state the game starts from: its setup, or its origin."""
        if self.origin is not None:
            return self.game.from_position(self.origin)
        return self.game.new_state(self.seed, self.seats, self.options)

    @classmethod
    def from_save(cls, text: str, expect_game: str | None = None) -> Match:
        """The match in a save string, replayed and checked move by move.

        Raises only SaveError (see savetext.MESSAGES), whatever `text` is.
        """
        header, choices = savetext.unpack(text, expect_game)
        if header.position is not None:
            try:
                match = cls.from_position(header.game_id, header.position,
                                          header.moves_before, header.turn_at_position)
            except Exception as exc:  # whatever the position holds: one error kind
                # a refusal kept whole, for the page to word in the player's language
                kept = {"refusal": exc} if isinstance(exc, PositionError) else {}
                raise SaveError("bad_position", game=_title(header.game_id),
                                detail=_clean(exc), **kept) from None
        else:
            try:
                match = cls.new(header.game_id, header.seed, header.seats, header.options)
            except SetupError as exc:
                raise SaveError("bad_setup", game=_title(header.game_id), detail=str(exc),
                                why=exc.code, **exc.fields) from None
            except Exception as exc:
                raise SaveError("bad_setup", game=_title(header.game_id),
                                detail=str(exc)) from None
        # Only the latest moves get a log sentence: describing a move costs about as
        # much as playing it, and the table shows no more than these.
        described_from = header.n_actions - DESCRIBED_ON_LOAD
        older = header.rules_version if header.rules_version != match.game.rules_version else None
        for number in range(1, header.n_actions + 1):
            try:
                if older is not None:
                    match._play_older_steps(older, describe=number > described_from)
                if match.state.is_over():
                    raise SaveError("illegal_move", move=number, why="game_over")
                legal = match.state.legal_actions()
                if not legal:
                    raise SaveError("illegal_move", move=number, why="no_action")
                action = legal[choices.take(len(legal))]
                match._play(action, legal, snapshot=False, describe=number > described_from)
            except SaveError:
                raise
            except Exception as exc:
                raise SaveError("illegal_move", move=number, detail=_clean(exc)) from None
        if older is not None:
            try:
                match._play_older_steps(older, describe=True)
            except Exception as exc:
                raise SaveError("illegal_move", move=header.n_actions + 1,
                                detail=_clean(exc)) from None
        if not choices.exhausted():
            raise SaveError("illegal_move", move=header.n_actions + 1, why="left_over")
        return match

    def _play_older_steps(self, rules_version: int, describe: bool) -> None:
        """A save of older rules: play the steps those rules took by themselves."""
        for _ in range(self.game.max_actions):  # bounded: a game has no more moves
            if self.state.is_over():
                return
            action = self.game.older_rules_step(self.state, rules_version)
            if action is None:
                return
            legal = self.state.legal_actions()
            if action not in legal:
                raise IllegalAction(f"{action!r} is not a legal action now")
            self._play(action, legal, snapshot=False, describe=describe)
        raise RulesError("The older rules' own steps did not come to an end.")

    # -- reading ----------------------------------------------------------------------
    @property
    def seed(self) -> int:
        return self.state.seed

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(self.state.seats)

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.state.options)

    @property
    def actions(self) -> tuple[str, ...]:
        return tuple(self._actions)

    @property
    def log(self) -> list[LogEntry]:
        return list(self._log)

    def to_move(self) -> int | None:
        return self.state.to_move()

    def move_turns(self) -> list[int]:
        """The turn each move of `log` was played in (the turn number before it: a move
        that ends a turn belongs to it)."""
        turns, before = [], self.turn_at_origin
        for move in self._moves:
            turns.append(before)
            before = move.turn
        return turns

    def turn_number(self) -> int:
        """Which turn it is, counting from 1: how often `state.turn_id()` changed, plus 1."""
        return self._moves[-1].turn if self._moves else self.turn_at_origin

    def legal_actions(self) -> list[str]:
        return [] if self.is_over() else self.state.legal_actions()

    def is_over(self) -> bool:
        """Finished by the rules, or stopped at the game's length bound."""
        return self.state.is_over() or self.at_length_limit()

    def at_length_limit(self) -> bool:
        """True once the game reached `Game.max_actions`: it is stopped there, unfinished."""
        return len(self._actions) >= self.game.max_actions and not self.state.is_over()

    def stop_notice(self) -> str:
        """A sentence for the table when the game stopped at its length bound, else ""."""
        if not self.at_length_limit():
            return ""
        return str(self.stopped())

    def stopped(self) -> Refused:
        """Why a game stopped at its length bound plays no more (its stop notice)."""
        return Refused("stopped", moves=self.game.max_actions, game=self.game.title)

    def scores(self) -> list[Score]:
        return self.state.scores()

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.state.view(seat)

    def digest(self) -> str:
        """Equal digests mean equal games (same setup, same state)."""
        return self.state.digest()

    # -- playing ----------------------------------------------------------------------
    def play(self, action: str) -> LogEntry:
        """Apply `action` for the seat to move. IllegalAction if not legal; nothing changes."""
        if self.state.is_over():
            raise Refused("over", action=action)
        if self.at_length_limit():
            raise self.stopped()
        legal = self.state.legal_actions()
        if action not in legal:
            raise Refused("not_legal", action=action)
        return self._play(action, legal, snapshot=True)

    def _play(
        self, action: str, legal: list[str], snapshot: bool, describe: bool = True
    ) -> LogEntry:
        state = self.state
        seat = state.to_move()
        assert seat is not None
        # A replayed old move gets no sentence (describing thousands is slow); its raw
        # action text could name a secret card, so the log says only who moved.
        preview = state.describe(action) if describe else f"{state.seats[seat].name} moved."
        human = state.seats[seat].kind == "human"
        before = state.clone() if snapshot and human else None
        draws, reveals, turn = state.rng.draws, state.reveals, state.turn_id()
        try:
            # Legality is checked above, so `_apply` directly: no second legal_actions().
            state._apply(action)
        except Exception:
            # A rules bug: never leave a half-applied action behind.
            if before is not None:
                self.state = before
            else:
                try:
                    self.state = self._replayed(self._actions)
                except Exception:
                    pass  # the original error is the one worth raising
            raise
        # A new turn bounds undo only where the same seat moves on (or the game ended):
        # where another seat moves next, its first action bounds undo anyway, and until
        # then a turn's last action can be taken back, as in every game.
        new_turn = state.turn_id() != turn and state.to_move() in (seat, None)
        barrier = state.rng.draws != draws or state.reveals != reveals or new_turn
        last_seat = self._log[-1].seat if self._log else None
        if not human or barrier or last_seat != seat or before is None:
            self._snapshots.clear()
        if before is not None and not barrier:
            self._snapshots.append(before)
        # Asked after the action: it may name what the action turned face up.
        text = state.describe_played(action, preview) if describe else preview
        entry = LogEntry(self.moves_before + len(self._actions) + 1, seat, action, text)
        self._actions.append(action)
        turn_no = self.turn_number() + (state.turn_id() != turn)
        self._moves.append(_Move(legal.index(action), len(legal), barrier, turn_no))
        self._log.append(entry)
        return entry

    # -- undo -------------------------------------------------------------------------
    def undo_blocker(self, seat: int) -> str | None:
        """Why `seat` cannot take back an action now, or None if it can."""
        code = self.undo_block(seat)
        return None if code is None else UNDO_BLOCKERS[code]

    def undo_block(self, seat: int) -> str | None:
        """The key of `UNDO_BLOCKERS` saying why `seat` cannot undo now, or None."""
        if not 0 <= seat < len(self.state.seats):
            return "no_seat"
        if self.state.seats[seat].kind != "human":
            return "bot"
        if not self._log:
            return "nothing"
        if self._log[-1].seat != seat:
            return "other_seat"
        if self._moves[-1].barrier:
            return "barrier"
        return None

    def can_undo(self, seat: int) -> bool:
        return self.undo_blocker(seat) is None

    def undo_seat(self) -> int | None:
        """The seat that may take back the last action now (for the UI's button), or None."""
        if not self._log:
            return None
        seat = self._log[-1].seat
        return seat if self.can_undo(seat) else None

    def undo(self, seat: int) -> LogEntry:
        """Take back `seat`'s last action; returns its log entry. CannotUndo if forbidden."""
        blocked = self.undo_block(seat)
        if blocked is not None:
            raise CannotUndo(blocked)
        if self._snapshots:
            self.state = self._snapshots.pop()
        else:
            self.state = self._replayed(self._actions[:-1])
        self._actions.pop()
        self._moves.pop()
        return self._log.pop()

    def _replayed(self, actions: Sequence[str]) -> State:
        replay = Match(self.game, self.start_state())
        for action in actions:
            replay.play(action)
        return replay.state

    # -- saving -----------------------------------------------------------------------
    def to_save(self) -> str:
        header = SaveHeader(
            game_id=self.game.id,
            rules_version=self.game.rules_version,
            seed=self.seed,
            seats=self.seats,
            options=savetext.non_default_options(self.game.default_options, self.state.options),
            n_actions=len(self._moves),
            position=self.origin,
            moves_before=self.moves_before,
            turn_at_position=self.turn_at_origin,
        )
        return savetext.pack(header, ((m.index, m.count) for m in self._moves))


def _title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except Exception:
        return repr(game_id)


def _clean(exc: Exception) -> str:
    """An exception as a short phrase for a message."""
    text = str(exc).strip().rstrip(".") or type(exc).__name__
    return text[:200]
