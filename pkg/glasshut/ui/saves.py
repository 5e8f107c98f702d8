"""Local saves: autosave after every action, list, resume and delete.

Works on any object with localStorage's four methods (getItem, setItem, removeItem,
key + length), so it runs unchanged against the browser and a dict in tests. Storage
that is full or disabled never stops play: `Shelf.enabled` turns False and `problem`
says why. A corrupt entry is reported and skipped, never breaks the listing.

Each entry carries a revision number, raised by every write. A page remembers the
revision it last read or wrote per game and never writes over a newer one: when
another tab moved the same game on, `put` refuses and sets `moved_on`, and the page
offers to reload the game instead (it also hears of it at once from the browser's
`storage` event, see `entry_revision`).

Stored text is never trusted: its bracket nesting is checked before `json.loads` sees
it (`read_json`), since deeply nested JSON exhausts the parser's stack, fatally so
inside Pyodide. A finished game is kept as its save string alone (`put`), and the
menu offers to export and remove finished games before the browser's room runs out
(`Shelf.room`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..common.markup import escape
from ..core.codec import SaveError, unpack
from ..core.match import LogEntry, Match
from ..core.registry import loaded_game
from ..core.savetext import read_header, rules_refusal
from ..facts import FACTS_BY_ID
from .messages import error_text, msg

PREFIX = "glasshut:save:"
ENTRY_VERSION = 2  # 2 added rev, rules, turn, to_move, handover, position and log
READABLE_VERSIONS = (1, 2)
LOG_KEPT = 300  # log lines stored beside the save: readable should new rules strand it
FAILED_KEY = "glasshut:failed"  # games that failed to open or draw: id -> reason
INTERRUPTED = "the page stopped while drawing it"  # the reason stored for that, worded when read
OPENING_KEY = "glasshut:opening"  # the game being opened, until its table is drawn
# The deepest nesting read from storage; entries stay near 10 (a position is at most
# 16 deep, codec.MAX_POSITION_DEPTH, inside the entry's own two levels).
MAX_STORED_DEPTH = 24
# localStorage holds about five million characters per site in Chromium, Firefox and
# Safari (keys and values counted); the page cannot ask, so it counts its own use.
QUOTA_CHARS = 5_000_000
ROOM_LOW = 0.7  # from this share of QUOTA_CHARS used, the menu offers to make room
ROOM_TARGET = 0.5  # making room removes finished games until this share is left used

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_EMPTY_PAIR = re.compile(r"\[\]|\{\}")


def nested_within(text: str, limit: int) -> bool:
    """Whether JSON `text` nests brackets at most `limit` deep (brackets inside strings
    do not count; mismatched brackets count as too deep). A few passes of C-speed
    regular expressions, cheap enough for every stored entry at every start."""
    if text.count("[") + text.count("{") <= limit:
        return True
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(limit):
        brackets, removed = _EMPTY_PAIR.subn("", brackets)
        if not brackets:
            return True
        if not removed:
            return False
    return not brackets


def read_json(raw: Any, limit: int = MAX_STORED_DEPTH) -> Any:
    """Stored JSON text, parsed; ValueError for what is not text (a missing item reads
    as JavaScript's null, not None, in the page), nests too deeply, or is not JSON."""
    if not isinstance(raw, str):
        raise ValueError("not text")
    if not nested_within(raw, limit):
        raise ValueError("nested too deeply")
    return json.loads(raw)


class Storage(Protocol):
    length: int

    def key(self, index: int) -> str | None: ...
    def getItem(self, key: str) -> str | None: ...  # noqa: N802 - the Web Storage API
    def setItem(self, key: str, value: str) -> None: ...  # noqa: N802
    def removeItem(self, key: str) -> None: ...  # noqa: N802


class Mirror(Protocol):
    """A second, crash-safe copy of what is written (the page's IndexedDB)."""

    def put(self, key: str, value: str) -> Any: ...
    def remove(self, key: str) -> Any: ...


class MirroredStorage:
    """localStorage whose writes are also sent to a mirror.

    Chromium commits localStorage to disk lazily: a killed browser loses the last
    half minute or so of writes. The page mirrors each write into IndexedDB with
    strict durability, and at start-up puts back whichever copy is newer (loader.js).

    A write localStorage refuses (full) still goes to the mirror, and is held here so
    that this page reads it back; the mirror's newer copies that did not fit back into
    localStorage at start-up (`mirror.held()`, JSON of key -> text) are held the same way.
    """

    def __init__(self, storage: Storage, mirror: Mirror) -> None:
        self.storage = storage
        self.mirror = mirror
        self.held: dict[str, str] = {}
        try:
            held = read_json(mirror.held(), 2) if hasattr(mirror, "held") else {}
        except Exception:  # noqa: BLE001 - nothing held is the safe reading
            held = {}
        if isinstance(held, dict):
            self.held = {k: v for k, v in held.items()
                         if isinstance(k, str) and isinstance(v, str)}

    def _keys(self) -> list[str]:
        keys = [self.storage.key(i) for i in range(self.storage.length)]
        return keys + [k for k in self.held if k not in keys]

    @property
    def length(self) -> int:
        return len(self._keys()) if self.held else self.storage.length

    def key(self, index: int) -> str | None:
        if not self.held:
            return self.storage.key(index)
        keys = self._keys()
        return keys[index] if 0 <= index < len(keys) else None

    def getItem(self, key: str) -> str | None:  # noqa: N802
        if key in self.held:
            return self.held[key]
        return self.storage.getItem(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        try:
            self.storage.setItem(key, value)
            self.held.pop(key, None)
        except Exception:
            if not key.endswith("probe") and key.startswith(PREFIX):
                self.held[key] = value  # kept in the mirror: this page reads it back
            raise
        finally:
            if not key.endswith("probe"):
                try:
                    self.mirror.put(key, value)
                except Exception:  # noqa: BLE001 - the mirror is a bonus, never a blocker
                    pass

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.held.pop(key, None)
        self.storage.removeItem(key)
        try:
            self.mirror.remove(key)
        except Exception:  # noqa: BLE001
            pass



def storage_size(storage: Storage) -> int:
    """Characters in localStorage's keys and values, as browsers count them against
    its quota (what only the mirror holds does not count)."""
    if isinstance(storage, MirroredStorage):
        storage = storage.storage
    total = 0
    for i in range(storage.length):
        key = storage.key(i)
        if isinstance(key, str):
            value = storage.getItem(key)
            total += len(key) + (len(value) if isinstance(value, str) else 0)
    return total


@dataclass(frozen=True)
class SavedGame:
    save_id: str
    game_id: str
    title: str
    players: tuple[str, ...]
    moves: int
    over: bool
    updated: str  # ISO time, as given by the page
    save: str
    rev: int = 0  # raised by every write; entries of version 1 count as 0
    rules: int | None = None  # the rules version the save string was made with
    turn: int | None = None  # the turn number, for the listing
    to_move: str | None = None  # who decides now (None when over)
    handover: bool = False  # the turn is complete and awaits "End turn"
    # The latest position in the game's own position format, kept for when a new
    # rules version can no longer replay `save`; None in entries written before.
    position: Any = None
    log: tuple[LogEntry, ...] = ()  # the last LOG_KEPT log lines, as they were shown
    size: int = 0  # characters the entry takes in storage, its key included
    shown: int | None = None  # the person whose cards the screen showed (hotseat)
    period: int | None = None  # the period, in a game counted in periods (Glass Road)

    def unplayable(self) -> str | None:
        """Why this version of Glasshut cannot reopen the game at all (rules changed and
        no position kept, game gone), or None. The save string can always be exported."""
        err = self._refusal()
        if err is None:
            return None
        if err.code == "rules_changed" and self.position is not None:
            return None  # it goes on from its position (see `reopen`)
        if err.code in ("rules_changed", "unknown_game", "newer_format"):
            return error_text(err)
        return None

    def from_position(self) -> bool:
        """Whether reopening goes on from the kept position (the moves no longer replay)."""
        if self.position is None:
            return False
        err = self._refusal()
        return err is not None and err.code == "rules_changed"

    def _refusal(self) -> SaveError | None:
        """What refuses the save string before its moves are replayed, as far as the
        listing asks: damage, a newer format, an unknown game, or rules this version no
        longer replays. For the menu's games it is read from the save's header and the
        rules versions in `glasshut.facts` (the game's own once its package is imported),
        so the listing imports no game's package; whether the moves themselves still
        replay is found out when it is opened."""
        try:
            header, _ = read_header(self.save)
        except SaveError as err:
            return err
        game = loaded_game(header.game_id) or FACTS_BY_ID.get(header.game_id)
        if game is None:  # not one of the menu's games: as the save string says
            try:
                unpack(self.save)
            except SaveError as err:
                return err
            return None
        return rules_refusal(header, game.title, game.rules_version, game.older_rules_versions)


def reopen(saved: SavedGame) -> tuple[Match, str]:
    """The stored game as a Match, with a notice for the table ("" if none).

    From its save string when this version replays it; otherwise from the position kept
    beside it (new rules, or moves that no longer replay), its earlier log kept to read.
    Raises the save string's SaveError when neither works.
    """
    try:
        return Match.from_save(saved.save), ""
    except SaveError as err:
        if saved.position is None or err.code in ("unknown_game", "newer_format"):
            raise
        failure = err
    try:
        match = Match.from_position(saved.game_id, saved.position, _moves_before(saved),
                                    saved.turn or 1, saved.log)
    except Exception:  # noqa: BLE001 - a bad position leaves the first reason standing
        raise failure from None
    if failure.code == "rules_changed":
        notice = msg("saved.reopened_rules", **failure.fields)
    else:
        notice = msg("saved.reopened_other", reason=error_text(failure).rstrip("."))
    return match, notice


def stranded_link(err: SaveError) -> str:
    """The message for a link or save string that new rules cannot replay."""
    if err.code == "rules_changed":
        return msg("saved.stranded_link", reason=err)
    return error_text(err)


def _moves_before(saved: SavedGame) -> int:
    return saved.moves


class Shelf:
    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage
        # Why saving is off, as a catalogue key ("storage.off", "storage.full") or None;
        # `problem` words it in the language set when it is read.
        self.problem_key: str | None = None
        # Revision of each game this page last read or wrote.
        self.revisions: dict[str, int] = {}
        # The game another page moved on, which this one must not overwrite.
        self.moved_on: str | None = None
        # The entries the last listing could not read (ids): listed to export or delete.
        self.damaged: list[str] = []
        self.probe()

    def probe(self) -> None:
        """Find out whether saving works, and set `problem_key` accordingly."""
        if self.storage is None:
            self.problem_key = "storage.off"
            return
        try:  # a write, not just a read, proves saving works (private modes, quotas)
            self.storage.setItem(PREFIX + "probe", "1")
            self.storage.removeItem(PREFIX + "probe")
            self.problem_key = None
        except Exception as exc:  # noqa: BLE001 - any storage failure means "off"
            self.problem_key = _storage_problem(exc)

    @property
    def problem(self) -> str | None:
        """Why saving is off, for the player, or None while it works."""
        if self.problem_key == "storage.full" and isinstance(self.storage, MirroredStorage):
            return msg("storage.full_mirrored")  # the moves still reach IndexedDB
        return msg(self.problem_key) if self.problem_key else None

    @property
    def enabled(self) -> bool:
        return self.problem_key is None

    def put(
        self,
        save_id: str,
        match: Match,
        updated: str,
        handover: bool = False,
        shown: int | None = None,
    ) -> bool:
        """Autosave; False if the browser refused (`problem` set) or if another page
        saved a newer revision of this game meanwhile (`moved_on` set, nothing written).

        The game's latest position (its position format, `State.snapshot()`) and its
        last log lines are kept beside the save string, for when new rules cannot
        replay it (`reopen`).
        """
        from ..games import period_of  # (games imports the table, not this module)

        if self.storage is None:
            return False
        try:
            stored = self.entry_revision(self.storage.getItem(PREFIX + save_id))
        except Exception:  # noqa: BLE001 - an unreadable entry is simply replaced
            stored = None
        known = self.revisions.get(save_id)
        if stored is not None and stored != known:
            self.moved_on = save_id
            return False
        seat = match.to_move()
        rev = (stored or 0) + 1
        over = match.is_over()
        entry = {
            "v": ENTRY_VERSION,
            "game": match.game.id,
            "title": match.game.title,
            "players": [seat.name for seat in match.seats],
            "moves": match.moves_before + len(match.actions),
            "over": match.is_over(),
            "updated": updated,
            "save": match.to_save(),
            "rev": rev,
            "rules": match.game.rules_version,
            "turn": match.turn_number(),
            "period": period_of(match),  # the listing names it where turns are not counted
            "to_move": None if match.is_over() or seat is None else match.seats[seat].name,
            "handover": bool(handover),
            "shown": shown,  # reopened, the screen shows the same person (or hands over)
            # A finished game is kept compact, as its save string alone: a finished
            # 4-player game's position and log took 20,000 characters or more.
            "position": None if over else match.state.snapshot(),
            "log": [] if over else [[e.number, e.seat, e.text]
                                    for e in [*match.earlier_log, *match.log][-LOG_KEPT:]],
        }
        try:
            self.storage.setItem(PREFIX + save_id, json.dumps(entry, ensure_ascii=False))
        except Exception as exc:  # noqa: BLE001
            self.problem_key = _storage_problem(exc)
            if isinstance(self.storage, MirroredStorage) and PREFIX + save_id in (
                    self.storage.held):
                self.revisions[save_id] = rev  # kept by the mirror, and read back here
            return False
        self.revisions[save_id] = rev
        self.problem_key = None
        return True

    @staticmethod
    def entry_revision(raw: Any) -> int | None:
        """The revision in a stored entry's text (the `storage` event's newValue), or None."""
        if not isinstance(raw, str):  # None, or JavaScript's null in the page
            return None
        data = read_json(raw)
        rev = data.get("rev", 0) if isinstance(data, dict) else None
        return rev if isinstance(rev, int) else None

    def is_newer_elsewhere(self, save_id: str, raw: Any) -> bool:
        """Whether `raw` (another page's write of `save_id`) is newer than what we hold."""
        try:
            rev = self.entry_revision(raw)
        except Exception:  # noqa: BLE001
            return False
        return rev is not None and rev != self.revisions.get(save_id)

    def listing(self) -> tuple[list[SavedGame], list[str]]:
        """Saved games, newest first, and a message per entry that could not be read."""
        games: list[SavedGame] = []
        skipped: list[str] = []
        damaged: list[str] = []
        if self.storage is None:
            return games, skipped
        try:
            keys = [self.storage.key(i) for i in range(self.storage.length)]
        except Exception as exc:  # noqa: BLE001
            self.problem_key = _storage_problem(exc)
            return games, skipped
        for key in keys:
            if not key or not key.startswith(PREFIX) or key == PREFIX + "probe":
                continue
            save_id = key[len(PREFIX):]
            try:
                games.append(_parse(save_id, self.storage.getItem(key)))
            except Exception:  # noqa: BLE001 - whatever is in there, skip it
                skipped.append(msg("saved.damaged", name=save_id[:24]))
                damaged.append(save_id)
        self.damaged = damaged
        games.sort(key=lambda g: g.updated, reverse=True)
        return games, skipped

    def get(self, save_id: str) -> SavedGame | None:
        """The stored game; this page then holds its revision (and may write after it)."""
        if self.storage is None:
            return None
        try:
            saved = _parse(save_id, self.storage.getItem(PREFIX + save_id))
        except Exception:  # noqa: BLE001
            return None
        self.revisions[save_id] = saved.rev
        if self.moved_on == save_id:
            self.moved_on = None
        return saved

    def raw(self, save_id: str, limit: int = 20_000) -> str:
        """An entry's stored text as it is (a damaged one's export), cut at `limit`."""
        try:
            raw = self.storage.getItem(PREFIX + save_id) if self.storage is not None else None
        except Exception:  # noqa: BLE001
            raw = None
        return raw[:limit] if isinstance(raw, str) else ""

    def find(self, save: str) -> SavedGame | None:
        """A stored game whose save string is exactly `save` (an import seen before)."""
        games, _ = self.listing()
        for saved in games:
            if saved.save == save:
                return saved
        return None

    def delete(self, save_id: str) -> None:
        if self.storage is not None:
            try:
                self.storage.removeItem(PREFIX + save_id)
            except Exception as exc:  # noqa: BLE001
                self.problem_key = _storage_problem(exc)
        self.revisions.pop(save_id, None)
        self.opened(save_id, forget=True)

    # -- games that failed to open: never reopened by themselves ---------------------

    def _read_small(self, key: str) -> Any:
        try:
            raw = self.storage.getItem(key) if self.storage is not None else None
            return read_json(raw, 2) if isinstance(raw, str) else None
        except Exception:  # noqa: BLE001 - unreadable: as if nothing were there
            return None

    def failures(self) -> dict[str, str]:
        """The stored games that failed to open or draw: id -> the reason, in short (in
        the page's language where it is the page's own)."""
        return {k: msg("saved.interrupted") if v == INTERRUPTED else v
                for k, v in self._failures().items()}

    def _failures(self) -> dict[str, str]:
        data = self._read_small(FAILED_KEY)
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}

    def _write_small(self, key: str, value: str | None) -> None:
        if self.storage is None:
            return
        try:
            if value is None:
                self.storage.removeItem(key)
            else:
                self.storage.setItem(key, value)
        except Exception:  # noqa: BLE001 - a full storage: the menu's notice still shows
            pass

    def mark_failed(self, save_id: str, reason: str) -> None:
        """Remember that the game failed to open or draw (and is no longer opening)."""
        failed = self._failures()
        failed[save_id] = reason[:200]
        self._write_small(FAILED_KEY, json.dumps(failed, ensure_ascii=False))
        if self._read_small_text(OPENING_KEY) == save_id:
            self._write_small(OPENING_KEY, None)

    def begin_open(self, save_id: str) -> None:
        """Remember the game being opened until `opened`: should the page stop while
        drawing it (the engine failing past all recovery), the next start knows."""
        self._write_small(OPENING_KEY, save_id)

    def opened(self, save_id: str, forget: bool = False) -> None:
        """The game's table was drawn (or, with `forget`, the game is gone): its mark
        of a failure goes."""
        if self._read_small_text(OPENING_KEY) == save_id:
            self._write_small(OPENING_KEY, None)
        failed = self._failures()
        if save_id in failed:
            del failed[save_id]
            self._write_small(FAILED_KEY, json.dumps(failed, ensure_ascii=False)
                              if failed else None)

    def _read_small_text(self, key: str) -> str | None:
        try:
            raw = self.storage.getItem(key) if self.storage is not None else None
        except Exception:  # noqa: BLE001
            return None
        return raw[:200] if isinstance(raw, str) else None  # JavaScript's null: nothing

    def interrupted(self) -> str | None:
        """The game whose opening never finished in an earlier visit, or None; it is
        marked as failed and the mark of opening goes."""
        save_id = self._read_small_text(OPENING_KEY)
        if save_id is None:
            return None
        self._write_small(OPENING_KEY, None)
        self.mark_failed(save_id, INTERRUPTED)
        return save_id

    # -- room -----------------------------------------------------------------------

    def compact(self) -> int:
        """Rewrite finished games stored with their position and log as their save
        string alone (`put` stores them so now); returns how many were rewritten."""
        if self.storage is None or not self.enabled:
            return 0
        games, _ = self.listing()
        count = 0
        for saved in games:
            if not saved.over or (saved.position is None and not saved.log):
                continue
            try:
                data = read_json(self.storage.getItem(PREFIX + saved.save_id))
                data["position"], data["log"] = None, []
                self.storage.setItem(PREFIX + saved.save_id,
                                     json.dumps(data, ensure_ascii=False))
                count += 1
            except Exception:  # noqa: BLE001 - left as it was; the listing still reads it
                continue
        return count

    def room(self, games: Sequence[SavedGame]) -> Room:
        """How full the browser's storage is, and which finished games to export and
        remove (oldest first) to bring it down to ROOM_TARGET of the quota."""
        used = 0
        if self.storage is not None:
            try:
                used = storage_size(self.storage)
            except Exception:  # noqa: BLE001
                used = 0
        full = self.problem_key == "storage.full"
        if full:
            used = max(used, QUOTA_CHARS)
        removable: list[SavedGame] = []
        freed = 0
        for saved in sorted((g for g in games if g.over), key=lambda g: g.updated):
            if removable and used - freed <= QUOTA_CHARS * ROOM_TARGET:
                break
            removable.append(saved)
            freed += saved.size
        return Room(used, QUOTA_CHARS, tuple(removable), full)


@dataclass(frozen=True)
class Room:
    """The storage the saved games take, for the menu's offer to make room."""

    used: int  # characters stored
    quota: int  # characters the browser allows, as estimated (QUOTA_CHARS)
    removable: tuple[SavedGame, ...]  # finished games, oldest first, to make room
    full: bool = False  # the browser refused a write: storage is full

    @property
    def left(self) -> int:
        return 0 if self.full else max(0, self.quota - self.used)

    @property
    def low(self) -> bool:
        """Whether the menu offers to make room."""
        return self.full or self.used >= self.quota * ROOM_LOW

    @property
    def percent(self) -> int:
        return 100 if self.full else min(100, round(100 * self.used / self.quota))


def _parse(save_id: str, raw: Any) -> SavedGame:
    data = read_json(raw)
    if not isinstance(data, dict) or data.get("v") not in READABLE_VERSIONS:
        raise ValueError("unknown entry")
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise ValueError("bad players")
    fields = (data["game"], data["title"], data["updated"], data["save"])
    if not all(isinstance(f, str) for f in fields):
        raise ValueError("bad text field")
    if not isinstance(data["moves"], int) or not isinstance(data["over"], bool):
        raise ValueError("bad counters")
    rev, rules, turn = data.get("rev", 0), data.get("rules"), data.get("turn")
    to_move, handover = data.get("to_move"), data.get("handover", False)
    if not isinstance(rev, int) or not isinstance(handover, bool):
        raise ValueError("bad revision")
    if not all(x is None or isinstance(x, int) for x in (rules, turn)):
        raise ValueError("bad counters")
    if to_move is not None and not isinstance(to_move, str):
        raise ValueError("bad text field")
    return SavedGame(save_id, data["game"], data["title"], tuple(players), data["moves"],
                     data["over"], data["updated"], data["save"], rev, rules, turn,
                     to_move, handover, data.get("position"), _log(data.get("log")),
                     len(PREFIX) + len(save_id) + len(raw),
                     shown=_seat(data.get("shown")), period=_count(data.get("period")))


def _seat(raw: Any) -> int | None:
    return raw if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw < 8 else None


def _count(raw: Any) -> int | None:
    return raw if isinstance(raw, int) and not isinstance(raw, bool) and 0 < raw < 100 else None


def _log(raw: Any) -> tuple[LogEntry, ...]:
    """Stored log lines; anything malformed is dropped (they are only there to read)."""
    if not isinstance(raw, list):
        return ()
    entries = []
    for item in raw[-LOG_KEPT:]:
        if (isinstance(item, list) and len(item) == 3 and isinstance(item[0], int)
                and isinstance(item[1], int) and isinstance(item[2], str)):
            entries.append(LogEntry(item[0], item[1], "", item[2][:500]))
    return tuple(entries)


def _storage_problem(exc: Exception) -> str:
    """The catalogue key of what went wrong with the storage."""
    name = type(exc).__name__ + " " + str(exc)
    if "quota" in name.lower() or "full" in name.lower():
        return "storage.full"
    return "storage.off"


def render_moved_on() -> str:
    """The dialog of a page whose game was moved on by another tab or window."""
    return (
        '<div id="moved-on" class="dialog" role="alertdialog" aria-labelledby="moved-on-title">'
        f'<h2 id="moved-on-title">{escape(msg("moved.title"))}</h2>'
        f'<p>{escape(msg("moved.about"))}</p>'
        '<div class="buttons"><button type="button" data-cmd="reload-game">'
        f'{escape(msg("moved.continue"))}</button>'
        '<button type="button" class="secondary" data-cmd="menu">'
        f'{escape(msg("moved.menu"))}</button></div>'
        "</div>"
    )
