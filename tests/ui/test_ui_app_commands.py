"""Each command of the page's controller on its own: the menu's, the table's tools,
dialogs, keys, and what the page reports back (tabs, Tab stops, hiding)."""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

from apphelp import Page, _block
from test_ui_saves import MemoryStorage

from glasshut.ui import app_effects as fx
from glasshut.ui.app import _COMMANDS, Controller


def at_table(game: str = "blackforest", seats=("Ann", "Bob:greedy"), **kw) -> Page:
    page = Page(**kw).start()
    page.new_game(game, list(seats))
    return page


def test_the_form_shows_its_seats_and_refuses_a_bad_seed():
    page = Page().start()
    page.click("setup", game="burgundy")
    assert page.ctl.s.screen == "setup" and 'data-game="burgundy"' in page.app
    assert page.apply(page.ctl.seat_count(3))[-1] == fx.ShowSeats(3)
    page.apply(page.ctl.start_game("burgundy", {"count": "2", "seed": "²"}))
    assert page.form_error and "seed" in page.form_error.lower()
    assert page.ctl.s.screen == "setup" and not page.stored()


def test_menu_leaves_the_game_saved_and_lists_it():
    page = at_table()
    page.apply(page.ctl.act(page.choices()[0]))
    page.click("menu")
    assert page.ctl.s.screen == "menu" and not page.at_table and page.match is None
    assert 'data-cmd="resume"' in page.app and "glasshut:current" not in page.storage.items
    assert next(iter(page.stored().values()))["moves"] == 1


def test_resume_a_saved_game_and_a_missing_one():
    page = at_table()
    page.act(page.choices()[0])
    save_id = page.ctl.s.save_id
    page.click("menu")
    page.click("resume", save=save_id)
    assert page.ctl.s.save_id == save_id and len(page.match.actions) == 1
    assert page.ctl.s.confirm  # its End turn waits as it did
    page.click("resume", save="nothing-here")
    assert page.ctl.s.screen == "menu" and "could not be read" in page.app


def test_delete_asks_first():
    page = at_table()
    save_id = page.ctl.s.save_id
    page.click("menu")
    page.click("delete", save=save_id)
    assert 'data-cmd="delete-confirmed"' in page.app and page.stored()
    page.click("delete-confirmed", save=save_id)
    assert not page.stored() and 'data-cmd="resume"' not in page.app


def test_make_room_exports_and_removes_finished_games():
    storage = MemoryStorage()
    page = at_table(storage=storage)
    done = page.ctl.s.save_id
    key = "glasshut:save:" + done
    entry = json.loads(storage.items[key])
    entry["over"] = True
    storage.items[key] = json.dumps(entry)
    page.t += 1000
    page.click("rematch")  # a game still going stays
    page.click("menu")
    page.click("make-room")
    assert 'id="make-room"' in page.dialog and f'data-saves="{done}"' in page.dialog
    assert "https://glasshut.test/#play=" in page.dialog
    page.click("copy", target="room-links")
    assert page.log[-1] == fx.Copy("room-links", "Copied \u2713", "Selected: copy it by hand")
    page.click("make-room-confirmed", saves=done)
    assert page.dialog is None and key not in storage.items and len(page.stored()) == 1


def test_export_a_saved_game_and_a_damaged_entry():
    storage = MemoryStorage()
    page = at_table(storage=storage)
    save_id = page.ctl.s.save_id
    page.click("menu")
    page.click("export-saved", save=save_id)
    assert 'id="export"' in page.dialog and page.log[-1].focus_id == "export-link"
    assert "https://glasshut.test/#play=" in page.dialog
    storage.items["glasshut:save:broken"] = '{"v": 2, "oops"'
    page.click("close")
    page.click("export-saved", save="broken")
    assert "oops" in page.dialog


def test_import_a_save_string_from_the_menu_and_from_share():
    first = at_table()
    save = first.match.to_save()
    page = Page().start()
    page.apply(page.ctl.submit("import", {"save": "  " + save + "\n"}))
    assert page.ctl.s.screen == "table" and page.match.to_save() == save
    page.click("export")
    page.apply(page.ctl.import_text("not a save"))
    assert page.dialog is None and page.match.to_save() == save  # the game stays
    assert 'class="notice"' in _block(page.app, "t-choices")


def test_hotseat_hands_the_screen_over():
    page = at_table("glassroad", ("Ann", "Bo"))
    while page.attrs.get("data-confirm") != "true":
        page.act(page.choices()[0])
    page.key("e")  # End turn by its key
    assert page.ctl.s.screen == "handover" and page.attrs["data-handover"] == "1"
    assert page.attrs["data-legal"] == "0" and "data-act" not in page.app
    page.key("h")  # no Hint on the hand-over screen
    assert page.ctl.s.hint is None
    page.click("handover")
    assert page.ctl.s.screen == "table" and page.ctl.s.shown == 1 and page.choices()


def test_tabs_more_zoom_rules_and_close():
    page = at_table()
    page.click("tab", tab="log")
    assert page.tab == "log" and page.ctl.s.tab == "log"
    page.click("tab", tab="nowhere")  # a tab this table lacks: the board
    assert page.tab == "board"
    assert page.click("more")[-1] == fx.ToggleMore()
    page.click("zoom")
    assert page.log[-1] == fx.WholeMap(True)
    page.act(page.choices()[0])  # kept over redraws
    assert fx.WholeMap(True) in page.log[-12:]
    page.click("zoom")
    assert page.log[-1] == fx.WholeMap(False)
    page.click("rules")
    assert 'id="rules"' in page.dialog and page.ctl.s.dialog == "rules"
    page.act(page.match.legal_actions()[0])  # the board behind a dialog takes no clicks
    assert len(page.match.actions) == 1
    page.click("close")
    assert page.dialog is None and page.ctl.s.dialog is None


def test_the_tabs_counted_by_the_page_open_the_area_of_the_choices():
    page = at_table()
    page.click("tab", tab="log")
    effects = page.ctl.tabs_marked(json.dumps({"roving": {"board": "neutral V2"},
                                               "first": ["board"], "bar": False}))
    assert effects[0] == fx.ShowTab("board") and isinstance(effects[1], fx.AfterPaint)
    assert page.ctl.s.roving == {"board": "neutral V2"}
    # A wide screen shows the board beside the log: nothing opens.
    page.click("tab", tab="log")
    effects = page.ctl.tabs_marked(json.dumps({"roving": {}, "first": ["board"],
                                               "bar": False}), wide=True)
    assert [type(e) for e in effects] == [fx.AfterPaint]
    # Choices in the bar above: the tab stays; after the paint the page only brings
    # the bar's row of choices into view (web/loader.js, glasshutChoicesInView).
    shown = page.ctl.s.tab
    effects = page.ctl.tabs_marked(json.dumps({"roving": {}, "first": ["board"],
                                               "bar": True}))
    assert [type(e) for e in effects] == [fx.AfterPaint]
    assert [type(e) for e in effects[0].effects] == [fx.ChoicesInView]
    assert page.ctl.s.tab == shown


def test_arrow_keys_move_the_tab_stop_and_the_page_reports_it():
    page = at_table()
    effects = page.key("ArrowRight", on_choice=True, among_choices=True)
    assert effects == [fx.Prevent(), fx.StepFocus(True)]
    assert page.key("ArrowUp", among_choices=True)[-1] == fx.StepFocus(False)
    assert page.key("ArrowUp") == []  # not on a choice: the page scrolls as usual
    page.apply(page.ctl.roving_moved("board", "neutral V3"))
    page.act(page.choices()[0])
    (marks,) = [e for e in page.log[-15:] if isinstance(e, fx.MarkTabs)]
    assert json.loads(marks.roving)["board"] == "neutral V3"


def test_keys_play_undo_hint_and_open_the_rules_and_log():
    page = at_table()
    choice = page.choices()[0]
    assert page.key("Enter", action=choice, on_choice=True)[0] == fx.Prevent()
    assert list(page.match.actions) == [choice]
    page.key("u")
    assert not page.match.actions and page.ctl.s.keyboard
    assert fx.RefocusChoice() in page.log[-12:]  # keyboard play keeps its place
    page.key("x", typing=True)
    page.key("u", modifier=True)
    page.key("h", typing=True)
    assert page.ctl.s.hint is None
    page.key("h")
    assert page.ctl.s.hint is not None
    page.key("l")
    assert page.log[-1] == fx.ShowTab("log", focus=True)
    page.key("r")
    assert 'id="rules"' in page.dialog
    page.key("u")  # a dialog is open: keys are its own
    assert page.dialog is not None


def test_end_turn_key_plays_the_games_own_end_of_turn():
    page = at_table()
    for _ in range(30):
        tools = _block(page.app, "t-tools")
        if re.search(r'data-cmd="confirm"[^>]*data-act=', tools):
            break
        if page.attrs["data-confirm"] == "true":
            page.click("confirm")
        elif "bot" in page.timers:
            page.run_bots()
        else:
            page.act(page.match.legal_actions()[0])
    before = len(page.match.actions)
    page.key("e")
    assert len(page.match.actions) == before + 1  # Black Forest's own "end", played
    assert page.attrs["data-confirm"] == "false"  # no second End turn asked


def test_hiding_the_page_saves_a_move_not_yet_saved():
    page = at_table()
    page.ctl.act(page.choices()[0])  # the move's effects, not yet painted
    assert next(iter(page.stored().values()))["moves"] == 0
    page.apply(page.ctl.page_hidden())
    assert next(iter(page.stored().values()))["moves"] == 1
    assert page.ctl.flush_autosave() == []  # nothing due any more


def test_a_start_after_a_game_failed_to_show_opens_the_menu():
    storage = MemoryStorage()
    page = at_table(storage=storage)
    save_id = page.ctl.s.save_id
    storage.items["glasshut:opening"] = save_id  # the page stopped while drawing it
    again = Page(storage).start()
    assert again.ctl.s.screen == "menu" and 'data-cmd="export-saved"' in again.app
    assert Page(storage).start().ctl.s.screen == "menu"  # never reopened by itself


def test_a_page_behind_another_tab_keeps_only_what_is_safe():
    storage = MemoryStorage()
    one = at_table(storage=storage)
    two = Page(storage).start()
    two.act(two.choices()[0])
    key = "glasshut:save:" + one.ctl.s.save_id
    one.apply(one.ctl.storage_event(key, storage.items[key]))
    for cmd in ("hint", "speed", "replay", "rules", "settings", "undo", "confirm"):
        assert one.click(cmd) == [], cmd
    one.click("export")  # Share still works
    assert 'id="export"' in one.dialog
    assert one.ctl.storage_event("other", "{}") == []


def test_every_command_is_a_method_with_a_test():
    public = {name for name, _ in inspect.getmembers(Controller, inspect.isfunction)
              if not name.startswith("_")}
    text = "".join(Path(__file__).parent.joinpath(f).read_text()
                   for f in ("test_ui_app.py", "test_ui_app_commands.py", "apphelp.py"))
    clicked = set(re.findall(r'click\("([\w-]+)"', text))
    called = set(re.findall(r"\bctl\.(\w+)\(", text)) | {c.replace("-", "_") for c in clicked}
    assert public - called == set()
    assert set(_COMMANDS) - clicked == {"newgame"}  # the end screen's, as "setup"


def test_a_table_the_page_fails_to_draw_is_never_reopened_by_itself():
    storage = MemoryStorage()
    page = at_table(storage=storage)
    save_id = page.ctl.s.save_id
    page.act(page.choices()[0])
    broken = Page(storage)
    broken.broken = True
    broken.start()
    assert broken.ctl.s.screen == "menu" and "the table broke" in broken.app
    assert "glasshut:current" not in storage.items
    assert save_id in json.loads(storage.items["glasshut:failed"])
    again = Page(storage).start()
    assert again.ctl.s.screen == "menu" and 'data-cmd="export-saved"' in again.app
    again.click("resume", save=save_id)  # Try again: the player's own choice
    assert again.ctl.s.screen == "table" and "glasshut:failed" not in storage.items
    # A new game the page fails to draw: the menu says so, nothing is stored.
    fresh = Page(MemoryStorage()).start()
    fresh.broken = True
    fresh.new_game("blackforest", ["Ann", "Bob:greedy"])
    assert fresh.ctl.s.screen == "menu" and "could not be shown" in fresh.app
    assert not fresh.stored()


def test_a_key_that_plays_or_clicks_gives_each_effect_once():
    page = at_table(seats=("Ann", "Bo"))
    effects = page.key("Enter", action=page.choices()[0], on_choice=True)
    assert effects[0] == fx.Prevent() and effects.count(fx.Prevent()) == 1
    assert len([e for e in effects if isinstance(e, fx.MarkTabs)]) == 1
    page.key("l")  # the log, on a phone the only area shown
    effects = page.key("u")
    assert len([e for e in effects if isinstance(e, fx.Patch)]) == 1
    # The choices are on the board: it opens, and the page and the controller agree.
    assert not page.match.actions and page.tab == "board" and page.ctl.s.tab == "board"


def test_the_tab_stays_while_end_turn_in_the_toolbar_is_left_to_do():
    """The Castles of Burgundy after both dice: End turn is in the toolbar, above the
    tabs, and the black depot is open all turn long; the Me tab one acted on stays."""
    for seed in range(20):
        page = Page().start()
        page.new_game("burgundy", ["Ann", "Bo:random"], seed=seed)
        if page.match.to_move() != 0:
            continue
        for _ in range(2):  # each die: a sale if there is one, else workers
            legal = page.match.legal_actions()
            page.act(next((a for a in legal if ":sell " in a),
                          next(a for a in legal if a.endswith(":workers"))))
        legal = page.match.legal_actions()
        if page.match.to_move() == 0 and "end" in legal and len(legal) > 1:
            break
    else:
        raise AssertionError("no seed left a purchase after both dice")
    assert 'data-cmd="confirm"' in page.app and 'data-act="end"' in page.app
    page.click("tab", tab="me")
    counted = json.dumps({"roving": {}, "first": ["board"], "bar": False})
    assert page.ctl.tabs_marked(counted) == []  # no tab opens
    assert page.ctl.s.tab == "me"
    page.act("end")  # End turn said by the game's own end: no second End turn
    assert not page.ctl.s.confirm and page.match.to_move() == 1


def test_a_move_that_hands_the_turn_on_keeps_its_area_until_end_turn():
    """On a phone, the area the move was made in (here Me) stays open while End turn is
    pending; End turn opens the board to watch the others."""
    page = Page().start()
    page.new_game("glassroad", ["Ann", "Bo:random"], seed=3)
    for _ in range(200):
        page.click("tab", tab="me")
        page.act(page.match.legal_actions()[0])
        if page.ctl.s.confirm:
            break
    else:
        raise AssertionError("no move handed the turn on")
    assert page.ctl.s.tab == "me"
    page.click("confirm")
    assert not page.ctl.s.confirm and page.ctl.s.tab == "board"
