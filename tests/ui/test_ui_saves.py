"""Local saves: autosave, listing, corrupt entries, full or disabled storage."""

from __future__ import annotations

import json

import pytest

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


# -- two tabs, crash copies, hand-over, rules changes --------------------------------
def test_an_older_tab_never_overwrites_a_newer_revision():
    storage = MemoryStorage()
    Shelf(storage).put("g", tiny_match(1), "t1")
    tab_a, tab_b = Shelf(storage), Shelf(storage)
    game_a = Match.from_save(tab_a.get("g").save)
    game_b = Match.from_save(tab_b.get("g").save)
    game_a.play(game_a.legal_actions()[0])
    assert tab_a.put("g", game_a, "t2")
    game_b.play(game_b.legal_actions()[-1])
    assert not tab_b.put("g", game_b, "t3")  # B was opened earlier: it must not win
    assert tab_b.moved_on == "g" and tab_b.enabled
    # Reloaded, B continues from A's moves and may save again.
    assert Match.from_save(tab_b.get("g").save).digest() == game_a.digest()
    assert tab_b.moved_on is None
    assert tab_b.put("g", Match.from_save(tab_b.get("g").save), "t4")
    assert tab_a.is_newer_elsewhere("g", storage.items[PREFIX + "g"])
    assert not tab_b.is_newer_elsewhere("g", storage.items[PREFIX + "g"])


def test_revisions_rise_with_every_write():
    shelf = Shelf(MemoryStorage())
    match = tiny_match(1)
    for expected in (1, 2, 3):
        assert shelf.put("g", match, "t")
        assert shelf.get("g").rev == expected


def test_entries_of_the_first_version_are_still_read():
    storage = MemoryStorage()
    old = {"v": 1, "game": "tiny", "title": "Tiny Race", "players": ["Ann", "Bo"],
           "moves": 2, "over": False, "updated": "2026-11-01T00:00:00Z",
           "save": tiny_match(2).to_save()}
    storage.items[PREFIX + "old"] = json.dumps(old)
    shelf = Shelf(storage)
    saved = shelf.get("old")
    assert saved.rev == 0 and saved.handover is False and saved.turn is None
    assert shelf.put("old", Match.from_save(saved.save), "t") and shelf.get("old").rev == 1


def test_the_hand_over_turn_and_player_to_move_are_stored():
    shelf = Shelf(MemoryStorage())
    match = tiny_match(3)
    shelf.put("g", match, "t", handover=True)
    saved = shelf.get("g")
    assert saved.handover is True and saved.turn == match.turn_number() >= 1
    assert saved.to_move == match.seats[match.to_move()].name
    assert saved.rules == 1 and saved.position == match.state.snapshot()
    shelf.put("g", match, "t")
    assert shelf.get("g").handover is False


class RecordingMirror:
    def __init__(self, broken: bool = False) -> None:
        self.items: dict[str, str] = {}
        self.broken = broken

    def put(self, key, value):
        if self.broken:
            raise RuntimeError("IndexedDB is unavailable")
        self.items[key] = value

    def remove(self, key):
        if self.broken:
            raise RuntimeError("IndexedDB is unavailable")
        self.items.pop(key, None)


def test_every_save_is_mirrored_and_a_broken_mirror_never_stops_saving():
    from glasshut.ui.saves import MirroredStorage

    mirror = RecordingMirror()
    storage = MemoryStorage()
    shelf = Shelf(MirroredStorage(storage, mirror))
    shelf.put("g", tiny_match(2), "t")
    assert mirror.items == {PREFIX + "g": storage.items[PREFIX + "g"]}
    shelf.delete("g")
    assert mirror.items == {} and storage.items == {}
    broken = Shelf(MirroredStorage(MemoryStorage(), RecordingMirror(broken=True)))
    assert broken.put("g", tiny_match(2), "t") and broken.enabled


def test_an_imported_save_already_stored_is_found():
    shelf = Shelf(MemoryStorage())
    match = tiny_match(2)
    shelf.put("g", match, "t")
    assert shelf.find(match.to_save()).save_id == "g"
    assert shelf.find(tiny_match(3).to_save()) is None


def test_a_save_of_other_rules_is_listed_with_the_reason_and_keeps_its_string():
    from glasshut.core.codec import SaveHeader, pack

    header = SaveHeader("tiny", 2, 5, (Seat("Ann"), Seat("Bo")), {}, 0)
    storage = MemoryStorage()
    shelf = Shelf(storage)
    shelf.put("g", tiny_match(1), "t")
    entry = json.loads(storage.items[PREFIX + "g"])
    entry["save"] = pack(header, [])
    del entry["position"]  # an entry written before positions were kept beside saves
    storage.items[PREFIX + "g"] = json.dumps(entry)
    [saved], skipped = shelf.listing()
    assert skipped == [] and saved.save == entry["save"]
    assert "rules version 2" in saved.unplayable()
    assert shelf.get("g").unplayable() is not None
    current = Shelf(MemoryStorage())
    current.put("h", tiny_match(1), "t")
    assert current.get("h").unplayable() is None


def _rules_raised(monkeypatch, game_id: str) -> None:
    from glasshut.core.registry import get_game

    game = type(get_game(game_id))
    monkeypatch.setattr(game, "rules_version", game.rules_version + 1)


def test_a_game_stranded_by_new_rules_goes_on_from_its_kept_position(monkeypatch):
    from glasshut.ui.saves import reopen

    shelf = Shelf(MemoryStorage())
    match = Match.new("blackforest", 5, [Seat("Ann"), Seat("Bo", "bot", "greedy")])
    for _ in range(12):
        match.play(match.legal_actions()[0])
    shelf.put("g", match, "t")
    _rules_raised(monkeypatch, "blackforest")
    saved = shelf.get("g")
    assert saved.unplayable() is None and saved.from_position()
    resumed, notice = reopen(saved)
    assert resumed.digest() == match.digest()
    assert "rules version" in notice and "can no longer be replayed" in notice
    # The earlier moves can be read, numbered as they were; new ones carry on.
    assert [e.text for e in resumed.earlier_log] == [e.text for e in match.log]
    assert resumed.play(resumed.legal_actions()[0]).number == 13
    # Stored again, it is a game of the current rules, with its position and old log.
    assert shelf.put("g", resumed, "t2")
    again = shelf.get("g")
    assert not again.from_position() and again.rules == resumed.game.rules_version
    replayed, notice = reopen(again)
    assert notice == "" and replayed.digest() == resumed.digest()
    assert len(replayed.earlier_log) == 0  # the save string does not carry the old log
    assert [e.number for e in again.log] == list(range(1, 14))


def test_a_stranded_game_without_a_position_still_exports_its_string(monkeypatch):
    from glasshut.core.codec import SaveError
    from glasshut.ui.saves import reopen

    storage = MemoryStorage()
    shelf = Shelf(storage)
    shelf.put("g", tiny_match(2), "t")
    entry = json.loads(storage.items[PREFIX + "g"])
    del entry["position"]  # written before positions were kept
    storage.items[PREFIX + "g"] = json.dumps(entry)
    _rules_raised(monkeypatch, "tiny")
    saved = shelf.get("g")
    assert "rules version" in saved.unplayable() and saved.save == entry["save"]
    with pytest.raises(SaveError):
        reopen(saved)


def test_a_damaged_kept_position_leaves_the_first_reason(monkeypatch):
    from glasshut.core.codec import SaveError
    from glasshut.ui.saves import reopen

    storage = MemoryStorage()
    shelf = Shelf(storage)
    shelf.put("g", tiny_match(2), "t")
    entry = json.loads(storage.items[PREFIX + "g"])
    entry["position"] = {"nonsense": True}
    entry["log"] = [[1, 0, "fine"], "junk", [2, 9, None]]
    storage.items[PREFIX + "g"] = json.dumps(entry)
    _rules_raised(monkeypatch, "tiny")
    saved = shelf.get("g")
    assert [e.text for e in saved.log] == ["fine"]  # malformed lines are dropped
    with pytest.raises(SaveError) as err:
        reopen(saved)
    assert err.value.code == "rules_changed"


def test_a_link_from_older_rules_says_what_can_still_be_done(monkeypatch):
    from glasshut.core.codec import SaveError
    from glasshut.ui.saves import stranded_link

    text = tiny_match(2).to_save()
    _rules_raised(monkeypatch, "tiny")
    with pytest.raises(SaveError) as err:
        Match.from_save(text)
    message = stranded_link(err.value)
    assert "cannot be replayed" in message and "share it again" in message
