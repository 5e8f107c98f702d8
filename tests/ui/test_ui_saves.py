"""Local saves: autosave, listing, corrupt entries, full or disabled storage."""

from __future__ import annotations

import json

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.ui.saves import PREFIX, Shelf


class MemoryStorage:
    """The Web Storage API over a dict, with switches for the browser's failures."""

    def __init__(self, full: bool = False, broken: bool = False) -> None:
        self.items: dict[str, str] = {}
        self.full = full
        self.broken = broken

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if index < len(keys) else None

    def getItem(self, key):  # noqa: N802
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        if self.broken:
            raise RuntimeError("SecurityError: The operation is insecure.")
        if self.full:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded.")
        self.items[key] = value

    def removeItem(self, key):  # noqa: N802
        self.items.pop(key, None)


def tiny_match(moves: int = 3, names=("Ann", "Bo")) -> Match:
    match = Match.new("tiny", 11, [Seat(n) for n in names])
    for _ in range(moves):
        match.play(match.legal_actions()[0])
    return match


def test_autosave_then_resume_gives_the_same_game():
    shelf = Shelf(MemoryStorage())
    match = tiny_match(4)
    assert shelf.put("g1", match, "2026-11-25T10:00:00Z")
    saved = shelf.get("g1")
    assert saved.moves == 4 and saved.players == ("Ann", "Bo") and saved.title == "Tiny Race"
    assert Match.from_save(saved.save).digest() == match.digest()


def test_listing_is_newest_first_and_delete_removes():
    shelf = Shelf(MemoryStorage())
    shelf.put("old", tiny_match(1), "2026-11-01T00:00:00Z")
    shelf.put("new", tiny_match(2), "2026-11-20T00:00:00Z")
    games, skipped = shelf.listing()
    assert [g.save_id for g in games] == ["new", "old"] and skipped == []
    shelf.delete("old")
    assert [g.save_id for g in shelf.listing()[0]] == ["new"]


def test_corrupt_entries_are_reported_and_skipped():
    storage = MemoryStorage()
    shelf = Shelf(storage)
    shelf.put("good", tiny_match(1), "2026-11-01T00:00:00Z")
    storage.items[PREFIX + "broken-json"] = "{not json"
    storage.items[PREFIX + "wrong-shape"] = json.dumps({"v": 1, "game": 3})
    storage.items["someone-else"] = "not ours, ignored"
    games, skipped = shelf.listing()
    assert [g.save_id for g in games] == ["good"]
    assert len(skipped) == 2 and all("damaged" in s for s in skipped)
    assert shelf.get("broken-json") is None


def test_full_storage_turns_saving_off_but_play_goes_on():
    storage = MemoryStorage()
    shelf = Shelf(storage)
    assert shelf.enabled
    storage.full = True
    match = tiny_match(1)
    assert not shelf.put("g", match, "t")
    assert not shelf.enabled and "full" in shelf.problem
    match.play(match.legal_actions()[0])  # the game itself is untouched
    storage.full = False
    assert shelf.put("g", match, "t") and shelf.enabled


def test_disabled_storage_is_detected_up_front():
    assert not Shelf(MemoryStorage(broken=True)).enabled
    shelf = Shelf(None)
    assert not shelf.enabled and shelf.listing() == ([], [])
    assert not shelf.put("g", tiny_match(0), "t")


def test_any_unicode_name_survives_a_save():
    names = ("<script>alert(1)</script>", '"><svg onload=alert(1)>', "Zoë 🦊 שלום")
    shelf = Shelf(MemoryStorage())
    shelf.put("u", tiny_match(2, names), "t")
    saved = shelf.get("u")
    assert saved.players == names
    assert [s.name for s in Match.from_save(saved.save).seats] == list(names)
