"""A start that always recovers and storage that never silently stops: deep JSON in
storage, games that failed to show, a full localStorage, making room, the seed field."""

from __future__ import annotations

import json
import time
from html import escape

import pytest
from test_ui_saves import MemoryStorage

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.games import menu_games
from glasshut.ui import saves
from glasshut.ui.menu import parse_seed, render_make_room, render_menu
from glasshut.ui.messages import msg
from glasshut.ui.saves import (
    FAILED_KEY,
    PREFIX,
    QUOTA_CHARS,
    MirroredStorage,
    Shelf,
    nested_within,
    read_json,
)


def played(moves: int, seed: int = 11) -> Match:
    match = Match.new("tiny", seed, [Seat("Ann"), Seat("Bo")])
    for _ in range(moves):
        if match.is_over():
            break
        match.play(match.legal_actions()[0])
    return match


def finished(seed: int = 11) -> Match:
    match = played(10_000, seed)
    assert match.is_over()
    return match


# -- deep JSON ----------------------------------------------------------------------


@pytest.mark.parametrize("depth", [3_000, 10_000, 100_000])
def test_deep_nesting_is_refused_before_the_parser_sees_it(depth):
    text = "[" * depth + "]" * depth
    started = time.perf_counter()
    assert not nested_within(text, 24)
    with pytest.raises(ValueError):
        read_json(text)
    assert time.perf_counter() - started < 0.5  # cheap: runs on every entry at start


def test_nesting_counts_real_brackets_only():
    assert nested_within('{"a": [[1, 2], {"b": "[[[[[[[[[["}]}', 3)
    assert not nested_within('{"a": [[1, 2], {"b": [[]]}]}', 3)
    assert nested_within('{"a": [[1, 2], {"b": [[]]}]}', 5)
    assert not nested_within("[" * 30 + "}" * 30, 20)  # mismatched: never JSON anyway
    assert nested_within('"\\"[[[[[[" ' + "[1]" * 50, 1)  # an escaped quote inside a string


def test_a_deep_or_corrupt_entry_is_skipped_and_listed_to_export_or_delete():
    storage = MemoryStorage()
    shelf = Shelf(storage)
    assert shelf.put("good", played(3), "2026-11-25T10:00:00Z")
    storage.items[PREFIX + "deep"] = "[" * 10_000 + "]" * 10_000
    storage.items[PREFIX + "shape"] = json.dumps({"v": 2, "players": "Ann"})
    games, skipped = shelf.listing()
    assert [g.save_id for g in games] == ["good"]
    assert len(skipped) == 2 and sorted(shelf.damaged) == ["deep", "shape"]
    with pytest.raises(ValueError):
        Shelf.entry_revision(storage.items[PREFIX + "deep"])
    assert not shelf.is_newer_elsewhere("deep", storage.items[PREFIX + "deep"])
    assert shelf.raw("shape").startswith('{"v": 2')
    menu = render_menu(menu_games(), games, skipped, damaged=shelf.damaged)
    row = menu[menu.index('data-save="deep"'):]
    row = row[:row.index("</li>")]
    assert 'data-cmd="export-saved"' in row and 'data-cmd="delete"' in row
    assert 'data-cmd="resume"' not in row


# -- a stored game that failed to show ------------------------------------------------


def test_a_game_that_failed_to_show_is_offered_to_export_retry_or_delete():
    storage = MemoryStorage()
    shelf = Shelf(storage)
    shelf.put("g", played(2), "2026-11-25T10:00:00Z")
    shelf.begin_open("g")
    # The page stopped while drawing it: the next start finds it, marked.
    again = Shelf(storage)
    assert again.interrupted() == "g" and again.interrupted() is None
    assert "stopped" in again.failures()["g"]
    again.mark_failed("g", "KeyError: 'volcano'")
    games, _ = again.listing()
    menu = render_menu(menu_games(), games, failures=again.failures())
    assert "KeyError: &#x27;volcano&#x27;" in menu
    for cmd in ("export-saved", "resume", "delete"):
        assert f'data-cmd="{cmd}" data-save="g"' in menu
    assert msg("saved.try_again") in menu and msg("saved.resume") not in menu
    again.opened("g")  # drawn at last: the mark goes
    assert again.failures() == {} and FAILED_KEY not in storage.items
    again.mark_failed("g", "x")
    again.delete("g")
    assert again.failures() == {}
    storage.items[FAILED_KEY] = "[" * 5_000  # unreadable marks read as none
    assert again.failures() == {}


# -- a full localStorage -------------------------------------------------------------


class Mirror:
    def __init__(self, held: str | None = None) -> None:
        self.items: dict[str, str] = {}
        self._held = held

    def put(self, key, value):
        self.items[key] = value

    def remove(self, key):
        self.items.pop(key, None)

    def held(self):
        return self._held


def test_a_full_storage_still_reaches_the_mirror_and_reads_back():
    local = MemoryStorage()
    mirror = Mirror()
    storage = MirroredStorage(local, mirror)
    shelf = Shelf(storage)
    match = played(2)
    assert shelf.put("g", match, "2026-11-25T10:00:00Z")
    local.full = True
    match.play(match.legal_actions()[0])
    assert not shelf.put("g", match, "2026-11-25T10:01:00Z")
    assert shelf.problem == msg("storage.full_mirrored")
    kept = json.loads(mirror.items[PREFIX + "g"])
    assert kept["moves"] == 3 and json.loads(local.items[PREFIX + "g"])["moves"] == 2
    assert shelf.get("g").moves == 3  # this page reads its latest move back
    match.play(match.legal_actions()[0])
    assert not shelf.put("g", match, "2026-11-25T10:02:00Z")  # no "moved on" refusal
    assert json.loads(mirror.items[PREFIX + "g"])["moves"] == 4
    local.full = False
    assert shelf.put("g", match, "2026-11-25T10:03:00Z") and storage.held == {}


def test_copies_that_did_not_fit_back_at_start_are_listed():
    shelf = Shelf(MemoryStorage())
    shelf.put("g", played(5), "2026-11-25T10:00:00Z")
    entry = shelf.storage.items[PREFIX + "g"]
    storage = MirroredStorage(MemoryStorage(), Mirror(json.dumps({PREFIX + "g": entry})))
    games, skipped = Shelf(storage).listing()
    assert [g.moves for g in games] == [5] and skipped == []
    deep = MirroredStorage(MemoryStorage(), Mirror("[" * 10_000))
    assert deep.held == {} and deep.length == 0


# -- room ---------------------------------------------------------------------------


def test_finished_games_are_kept_as_their_save_string():
    storage = MemoryStorage()
    shelf = Shelf(storage)
    match = finished()
    shelf.put("over", match, "2026-11-25T10:00:00Z")
    entry = json.loads(storage.items[PREFIX + "over"])
    assert entry["position"] is None and entry["log"] == []
    assert Match.from_save(shelf.get("over").save).digest() == match.digest()
    # One stored before, with its position and log, is rewritten compactly.
    entry["position"], entry["log"] = {"big": "x" * 5_000}, [[1, 0, "y" * 100]]
    storage.items[PREFIX + "over"] = json.dumps(entry)
    shelf.put("going", played(2), "2026-11-25T10:00:00Z")
    going = storage.items[PREFIX + "going"]
    assert shelf.compact() == 1
    assert len(storage.items[PREFIX + "over"]) < 1_000
    assert storage.items[PREFIX + "going"] == going  # a game in progress keeps its own


def test_the_menu_offers_to_export_and_remove_the_oldest_finished_games(monkeypatch):
    storage = MemoryStorage()
    shelf = Shelf(storage)
    for i in range(6):
        shelf.put(f"f{i}", finished(20 + i), f"2026-11-2{i}T10:00:00Z")
    shelf.put("going", played(2), "2026-11-29T10:00:00Z")
    games, _ = shelf.listing()
    assert not shelf.room(games).low
    assert 'id="room"' not in render_menu(menu_games(), games, room=shelf.room(games))
    # Something else fills the storage to 80 %.
    storage.items["filler"] = "x" * int(QUOTA_CHARS * 0.8)
    room = shelf.room(games)
    assert room.low and room.percent == 80 + round(100 * (room.used - QUOTA_CHARS * 0.8)
                                                   / QUOTA_CHARS)
    # The filler cannot go: every finished game is offered, oldest first.
    assert [g.save_id for g in room.removable] == [f"f{i}" for i in range(6)]
    menu = render_menu(menu_games(), games, room=room)
    assert 'data-cmd="make-room"' in menu and msg("room.offer", n=6) in menu
    assert f"about {room.left // 1000} KB left" in menu
    dialog = render_make_room(room.removable, "https://x.test/#play=".__add__)
    assert dialog.count("https://x.test/#play=") == 6
    assert 'data-saves="f0 f1 f2 f3 f4 f5"' in dialog
    # Only what brings it down to half, the oldest first (a quota the saves fill 75 %).
    del storage.items["filler"]
    used = shelf.room(games).used
    monkeypatch.setattr(saves, "QUOTA_CHARS", int(used / 0.75))
    partial = shelf.room(games)
    sizes = [g.size for g in sorted(games, key=lambda g: g.updated) if g.over]
    needed = next(k for k in range(1, 7) if used - sum(sizes[:k]) <= partial.quota / 2)
    assert partial.low and [g.save_id for g in partial.removable] == [
        f"f{i}" for i in range(needed)]
    assert 0 < needed < 6
    monkeypatch.undo()
    # A refused write says full, whatever the count.
    storage.full = True
    shelf.probe()
    room = shelf.room(games)
    assert room.full and room.low and room.left == 0
    assert escape(msg("room.full")) in render_menu(menu_games(), games, room=room)
    storage.full = False
    shelf.probe()
    assert shelf.enabled


# -- the seed field --------------------------------------------------------------------


@pytest.mark.parametrize("text", ["²", "٣", "1²", "-1", "1.5", "1e3", "x", "9" * 21,
                                  str(2**64), "9" * 5_000])
def test_a_bad_seed_gets_the_forms_own_sentence(text):
    with pytest.raises(ValueError) as err:
        parse_seed(text)
    assert str(err.value) == msg("setup.bad_seed")


def test_good_seeds_are_read():
    assert parse_seed("") is None and parse_seed("  ") is None
    assert parse_seed(" 42 ") == 42 and parse_seed("0") == 0
    assert parse_seed(str(2**64 - 1)) == 2**64 - 1
