"""Local saves: autosave after every action, list, resume and delete.

Works on any object with localStorage's four methods (getItem, setItem, removeItem,
key + length), so it runs unchanged against the browser and a dict in tests. Storage
that is full or disabled never stops play: `Shelf.enabled` turns False and `problem`
says why. A corrupt entry is reported and skipped, never breaks the listing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

from ..core.match import Match

PREFIX = "glasshut:save:"
ENTRY_VERSION = 1


class Storage(Protocol):
    length: int

    def key(self, index: int) -> str | None: ...
    def getItem(self, key: str) -> str | None: ...  # noqa: N802 - the Web Storage API
    def setItem(self, key: str, value: str) -> None: ...  # noqa: N802
    def removeItem(self, key: str) -> None: ...  # noqa: N802


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


class Shelf:
    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage
        self.problem: str | None = None
        if storage is None:
            self.problem = "Saving is off: this browser does not let the page store data."
        else:
            try:  # a write, not just a read, proves saving works (private modes, quotas)
                storage.setItem(PREFIX + "probe", "1")
                storage.removeItem(PREFIX + "probe")
            except Exception as exc:  # noqa: BLE001 - any storage failure means "off"
                self.problem = _storage_problem(exc)

    @property
    def enabled(self) -> bool:
        return self.problem is None

    def put(self, save_id: str, match: Match, updated: str) -> bool:
        """Autosave; False (and `problem` set) if the browser refused."""
        if self.storage is None:
            return False
        entry = {
            "v": ENTRY_VERSION,
            "game": match.game.id,
            "title": match.game.title,
            "players": [seat.name for seat in match.seats],
            "moves": len(match.actions),
            "over": match.is_over(),
            "updated": updated,
            "save": match.to_save(),
        }
        try:
            self.storage.setItem(PREFIX + save_id, json.dumps(entry, ensure_ascii=False))
        except Exception as exc:  # noqa: BLE001
            self.problem = _storage_problem(exc)
            return False
        self.problem = None
        return True

    def listing(self) -> tuple[list[SavedGame], list[str]]:
        """Saved games, newest first, and a message per entry that could not be read."""
        games: list[SavedGame] = []
        skipped: list[str] = []
        if self.storage is None:
            return games, skipped
        try:
            keys = [self.storage.key(i) for i in range(self.storage.length)]
        except Exception as exc:  # noqa: BLE001
            self.problem = _storage_problem(exc)
            return games, skipped
        for key in keys:
            if not key or not key.startswith(PREFIX) or key == PREFIX + "probe":
                continue
            save_id = key[len(PREFIX):]
            try:
                games.append(_parse(save_id, self.storage.getItem(key)))
            except Exception:  # noqa: BLE001 - whatever is in there, skip it
                skipped.append(f"A saved game ({save_id[:24]}) is damaged and was skipped.")
        games.sort(key=lambda g: g.updated, reverse=True)
        return games, skipped

    def get(self, save_id: str) -> SavedGame | None:
        if self.storage is None:
            return None
        try:
            return _parse(save_id, self.storage.getItem(PREFIX + save_id))
        except Exception:  # noqa: BLE001
            return None

    def delete(self, save_id: str) -> None:
        if self.storage is not None:
            try:
                self.storage.removeItem(PREFIX + save_id)
            except Exception as exc:  # noqa: BLE001
                self.problem = _storage_problem(exc)


def _parse(save_id: str, raw: Any) -> SavedGame:
    data = json.loads(raw)
    if not isinstance(data, dict) or data.get("v") != ENTRY_VERSION:
        raise ValueError("unknown entry")
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise ValueError("bad players")
    fields = (data["game"], data["title"], data["updated"], data["save"])
    if not all(isinstance(f, str) for f in fields):
        raise ValueError("bad text field")
    if not isinstance(data["moves"], int) or not isinstance(data["over"], bool):
        raise ValueError("bad counters")
    return SavedGame(save_id, data["game"], data["title"], tuple(players), data["moves"],
                     data["over"], data["updated"], data["save"])


def _storage_problem(exc: Exception) -> str:
    name = type(exc).__name__ + " " + str(exc)
    if "quota" in name.lower() or "full" in name.lower():
        return "Saving is off: this browser's storage for the page is full."
    return "Saving is off: this browser does not let the page store data."
