"""The page's controller played through in CPython, as a person and the bots play the
page: a game started from the form, turns, undo, hint, replay, language, rematch,
links, two tabs, full storage, and the saved-games list."""

from __future__ import annotations

import json

from apphelp import Page, _block, _text
from test_ui_saves import MemoryStorage

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.ui import app_effects as fx
from glasshut.ui.messages import set_language
from viewhelp import random_match


def play_own_turn(page: Page, limit: int = 40) -> None:
    """The person at the screen plays first choices until the turn is done, and ends it."""
    for _ in range(limit):
        if page.attrs.get("data-confirm") == "true":
            page.click("confirm")
            return
        mover = page.match.to_move()
        if page.match.seats[mover].kind != "human":
            return
        page.act(page.choices()[0] if page.choices() else page.match.legal_actions()[0])
    raise AssertionError("the turn never ended")


def test_a_game_from_the_form_a_turn_and_the_bots_answer():
    page = Page().start()
    assert 'id="menu"' in page.app and page.settings.lang == "en"
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    assert page.ctl.s.screen == "table" and page.at_table
    assert "Ann" in page.status() and page.attrs["data-moves"] == "0"
    assert page.attrs["data-digest"] == page.match.digest()
    # Stored at once, and remembered as the game to reopen once drawn.
    (save_id,) = page.stored()
    assert page.storage.items["glasshut:current"] == save_id.removeprefix("glasshut:save:")
    first = page.choices()[0]
    assert first in page.match.legal_actions()
    page.act(first)
    assert list(page.match.actions) == [first]
    # Saved after the paint, not before.
    kinds = [type(e) for e in page.log]
    assert kinds.index(fx.SaveWhenIdle) > kinds.index(fx.Patch)
    assert page.stored()[save_id]["moves"] == 1
    play_own_turn(page)
    assert page.timers.get("bot") == 900 and page.busy  # a pace a person can follow
    ticks = page.run_bots()
    assert ticks >= 1 and not page.busy
    assert page.match.seats[page.match.to_move()].kind == "human"
    assert page.root["botMs"].isdigit()
    # The bot's move flashed what it changed (not the quiet blocks).
    marked = [e for e in page.effects_of(fx.Patch) if not e.in_place]
    assert marked and all(t != "status" and not t.startswith("in-")
                          for e in marked for t in e.flash)
    assert page.stored()[save_id]["moves"] == len(page.match.actions)


def test_undo_takes_back_the_own_move_and_is_stored():
    page = Page().start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    page.act(page.choices()[0])
    assert page.attrs["data-confirm"] == "true"
    page.click("undo")
    assert not page.match.actions and page.attrs["data-confirm"] == "false"
    (entry,) = page.stored().values()
    assert entry["moves"] == 0 and entry["handover"] is False
    # Nothing left to take back: the table says so.
    page.click("undo")
    assert "nothing of yours to take back" in _text(_block(page.app, "t-choices"))


def test_hint_marks_a_choice_and_the_turn_line_comes_back():
    page = Page().start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    line = page.status()
    page.click("hint")
    assert "looking at your position" in page.status()
    assert page.timers == {"hint": 0}
    while "hint" in page.timers:
        page.tick("hint")
    hinted = page.ctl.s.hinted
    assert hinted in page.match.legal_actions()
    assert page.effects_of(fx.MarkHint)[-1].action == hinted
    said = _text(_block(page.app, "t-choices"))
    assert "would choose" in said
    # With a reason from the bot's own look: the next best choice it weighed.
    assert "Why:" in said and "next best:" in said, said
    # The turn line is the turn line again, not the bot still looking.
    assert page.status() == line
    page.act(hinted)  # the mark goes with the move
    assert page.ctl.s.hinted is None


def test_replay_steps_through_without_changing_the_game():
    page = Page().start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    play_own_turn(page)
    page.run_bots()
    moves = list(page.match.actions)
    page.click("replay")
    assert 'id="replay"' in page.dialog and f"{len(moves)} of {len(moves)}" in page.dialog
    page.click("replay-go", step=0)
    assert "0 of" in page.dialog and isinstance(page.log[-1], fx.DialogContent)
    page.key("ArrowRight")
    assert page.ctl.s.replay_step == 1 and "1 of" in page.dialog
    page.key("ArrowLeft")
    page.key("ArrowLeft")  # no step before the first
    assert page.ctl.s.replay_step == 0
    page.apply(page.ctl.dialog_closed("replay"))  # Esc
    assert page.ctl.s.replay is None and page.ctl.s.dialog is None
    assert list(page.match.actions) == moves


def test_language_switch_mid_game_retells_the_game():
    page = Page().start()
    try:
        page.new_game("chickwood", ["Ann", "Bo:greedy"])
        play_own_turn(page)
        page.run_bots()
        log_en = _text(_block(page.app, "t-log"))
        page.click("settings")
        assert 'id="settings"' in page.dialog
        page.apply(page.ctl.setting("lang", "de"))
        assert page.settings.lang == "de"
        assert "Rückgängig" in page.app
        log_de = _text(_block(page.app, "t-log"))
        assert log_de != log_en and page.match.actions  # the log retold, the game kept
        assert json.loads(page.storage.items["glasshut:settings"])["lang"] == "de"
    finally:
        set_language("en")


def test_rematch_keeps_seats_and_options_with_a_new_deal():
    page = Page().start()
    page.new_game("glassroad", ["Ann", "Bo:random"])
    old = page.ctl.s.save_id
    page.act(page.choices()[0])
    page.t += 5000
    page.click("rematch")
    assert page.ctl.s.save_id != old and not page.match.actions
    assert [s.name for s in page.match.seats] == ["Ann", "Bo"]
    assert len(page.stored()) == 2


def test_a_link_to_a_stored_game_opens_it_as_stored():
    storage = MemoryStorage()
    first = Page(storage).start()
    first.new_game("blackforest", ["Ann", "Bob:greedy"])
    first.act(first.choices()[0])
    save_id = first.ctl.s.save_id
    first.click("export")
    assert 'id="export"' in first.dialog and "https://glasshut.test/#play=" in first.dialog
    link = "https://glasshut.test/#play=" + first.match.to_save()
    later = Page(storage).start("#play=" + link.split("#play=", 1)[1])
    assert later.hash_cleared and later.ctl.s.save_id == save_id  # the same game, no copy
    assert later.ctl.s.confirm  # its End turn kept
    assert len(later.stored()) == 1


def test_a_stranded_link_leaves_the_menu_or_the_game_as_it_was():
    page = Page().start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    save = page.match.to_save()
    broken = save[:-6] + "AAAAAA"
    fresh = Page().start("#play=" + broken)
    assert 'id="menu"' in fresh.app and 'class="notice"' in fresh.app
    page.act(page.choices()[0])
    moves = list(page.match.actions)
    page.apply(page.ctl.open_link("#play=" + broken))
    assert page.ctl.s.screen == "table" and list(page.match.actions) == moves
    assert 'class="notice"' in _block(page.app, "t-choices")


def test_a_game_moved_on_in_another_tab_stops_here():
    storage = MemoryStorage()
    one = Page(storage).start()
    one.new_game("blackforest", ["Ann", "Bob:greedy"])
    save_id = one.ctl.s.save_id
    two = Page(storage).start()  # reopens the current game
    assert two.ctl.s.save_id == save_id
    two.act(two.choices()[0])
    key = "glasshut:save:" + save_id
    one.apply(one.ctl.storage_event(key, storage.items[key]))
    assert one.ctl.s.stale and 'id="moved-on"' in one.notice
    before = storage.items[key]
    one.act(one.choices()[0])  # ignored: this copy is out of date
    one.click("undo")
    assert storage.items[key] == before and not one.match.actions
    one.click("reload-game")
    assert not one.ctl.s.stale and one.match.actions == two.match.actions


def test_a_save_refused_for_a_newer_copy_shows_the_notice():
    storage = MemoryStorage()
    one = Page(storage).start()
    one.new_game("blackforest", ["Ann", "Bob:greedy"])
    two = Page(storage).start()
    two.act(two.choices()[0])
    one.act(one.choices()[1])  # its save finds the newer revision
    assert one.ctl.s.stale and one.notice is not None
    assert json.loads(storage.items["glasshut:save:" + one.ctl.s.save_id])["moves"] == 1


def test_full_storage_keeps_play_going_with_a_banner():
    storage = MemoryStorage()
    page = Page(storage).start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    storage.full = True
    page.act(page.choices()[0])
    assert page.banner and "full" in page.banner.lower()
    assert page.match.actions  # play goes on
    page.click("menu")
    assert 'id="room"' in page.app


def test_bot_turns_run_by_ticking_the_scheduler():
    page = Page().start()
    page.new_game("chickwood", ["Ann:random", "Bo:random", "Cy:greedy"])
    assert page.timers == {"bot": 900} and page.busy
    page.click("speed")
    assert page.timers == {"bot": 150}
    for _ in range(12):
        page.tick("bot")
    assert len(page.match.actions) >= 6
    assert int(page.attrs["data-moves"]) == len(page.match.actions)
    assert page.stored()[f"glasshut:save:{page.ctl.s.save_id}"]["moves"] == len(
        page.match.actions)


def test_the_saved_games_list_names_glass_roads_period():
    match = random_match("glassroad", [Seat("Ann"), Seat("Bo", "bot", "greedy")], 5,
                         lambda m: m.state.period == 2)
    assert match.turn_number() == 1  # turns are not Glass Road's count
    page = Page().start("#play=" + match.to_save())
    page.click("menu")
    entry = next(iter(page.stored().values()))
    assert entry["period"] == 2
    row = _text(page.app[page.app.index('class="saved"'):])
    assert "period 2," in row and "turn 1" not in row


def test_a_link_stranded_by_new_rules_opens_the_kept_game_or_says_why(monkeypatch):
    from glasshut.core.registry import get_game

    storage = MemoryStorage()
    page = Page(storage).start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    for _ in range(3):
        play_own_turn(page)
        page.run_bots()
    save, digest, save_id = page.match.to_save(), page.match.digest(), page.ctl.s.save_id
    stranger = Match.new("blackforest", 99, [Seat("Cy"), Seat("Di")])
    stranger.play(stranger.legal_actions()[0])
    elsewhere = stranger.to_save()  # made under the rules of today
    game = type(get_game("blackforest"))
    monkeypatch.setattr(game, "rules_version", game.rules_version + 1)
    # Our own game: it goes on from the position kept beside it.
    later = Page(storage).start("#play=" + save)
    assert later.ctl.s.save_id == save_id and later.match.digest() == digest
    assert "rules" in _text(_block(later.app, "t-choices"))
    # Someone else's: the menu says the rules changed.
    other = Page().start("#play=" + elsewhere)
    assert other.ctl.s.screen == "menu" and "rules version" in _text(other.app)


def test_site_data_blocked_plays_in_memory_and_says_so():
    page = Page(blocked=True).start()
    assert 'id="menu"' in page.app
    assert "does not let the page store" in page.banner and "keep playing" in page.banner
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    page.act(page.choices()[0])
    assert page.match.actions and page.banner  # play goes on, still said
    page.click("export")  # the way to keep the game
    assert 'id="export"' in page.dialog
    page.click("menu")
    assert 'data-cmd="resume"' not in page.app and page.storage.items == {}


def test_full_storage_keeps_the_moves_in_the_indexeddb_copy_for_the_next_start():
    from test_ui_saves import RecordingMirror

    from glasshut.ui.saves import MirroredStorage

    storage, mirror = MemoryStorage(), RecordingMirror()
    page = Page(MirroredStorage(storage, mirror)).start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    save_id = page.ctl.s.save_id
    storage.full = True
    page.act(page.choices()[0])
    assert "moves are" in page.banner  # kept elsewhere, and said so
    key = "glasshut:save:" + save_id
    assert json.loads(storage.items[key])["moves"] == 0
    assert json.loads(mirror.items[key])["moves"] == 1
    # The next start: the copy that did not fit back into localStorage is read from
    # the mirror (loader.js holds it), and the game opens at its last move.
    mirror.held = lambda: json.dumps({key: mirror.items[key]})
    later = Page(MirroredStorage(storage, mirror)).start()
    assert later.ctl.s.save_id == save_id and len(later.match.actions) == 1


def test_a_hint_says_the_points_its_choice_scores_at_once():
    from glasshut.core.game import Seat
    from glasshut.core.match import Match
    from glasshut.ui.hints import hint_reason

    # A Burgundy start position: whatever the choice, the reason names the next best
    # and, when the chosen move scores, its points (checked against the scores).
    match = Match.new("burgundy", 3, [Seat("Ann"), Seat("Bo")])
    state = match.state
    seat = state.to_move()
    for action in state.legal_actions()[:40]:
        after = state.clone()
        after.apply(action)
        gained = after.scores()[seat].total - state.scores()[seat].total
        stats = {action: (5, 0.6), "other": (3, 0.4)}
        why = hint_reason(state, action, stats, lambda a: a.upper())
        assert why.startswith("Why: ") and "next best: OTHER" in why
        assert ("at once: +" in why) == (gained > 0 and after.reveals == state.reveals)


def test_every_table_drawing_notes_the_focus_first():
    # A keyboard player keeps their place: the page learns before each drawing whether
    # the focus rested on something (RefocusChoice then knows whether it was lost).
    page = Page().start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    page.act(page.choices()[0])
    page.click("confirm")
    page.run_bots()
    drawn = 0
    noted = False
    for effect in page.log:
        if isinstance(effect, fx.NoteFocus):
            noted = True
        elif isinstance(effect, fx.Patch) or (isinstance(effect, fx.Screen) and effect.table):
            assert noted, "a table drawn without noting the focus first"
            noted = False
            drawn += 1
    assert drawn >= 3


def test_the_log_follows_the_game_once_a_move_is_painted():
    page = Page().start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    start = len(page.log)
    page.act(page.choices()[0])
    kinds = [type(e) for e in page.log[start:]]
    assert kinds.index(fx.LogToTop) > kinds.index(fx.Patch)
    waiting = [e for e in page.log[start:] if isinstance(e, fx.AfterPaint)]
    assert any(fx.LogToTop() in e.effects for e in waiting)  # after the paint, not before
