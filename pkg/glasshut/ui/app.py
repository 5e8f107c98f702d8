"""The page's logic, runnable without a browser: a controller.

The page (web/main.py) turns each DOM event into one call here: a click on a choice
(`act`) or a command (`click`, by its `data-cmd`), a form sent (`submit`), a key
(`key`), a timer's tick (`tick`: the bots' and the hint's slices of thinking),
another tab's write (`storage_event`), the address's link (`open_link`). Each call
changes the page's state (`PageState`) and returns what the page must do, as a list
of effects (`ui.app_effects`): markup to draw or patch, a dialog to open, focus to
move, a timer to set, the root's settings. Storage goes through `ui.saves.Shelf` over
any object with localStorage's methods, and the clocks come from a `Host`, so tests
drive the whole page in CPython with a dict for storage and a clock they tick.

    event -> Controller.<command>() -> rules (Match) -> view (ui.table) -> [effects]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..bots import LEVELS
from ..common.markup import unescape
from ..core.codec import SaveError
from ..core.game import IllegalAction, Seat
from ..core.match import Match
from ..core.registry import get_game
from ..games import Replay, rules_summary, viewer_of
from .app_effects import (
    AtTable,
    ClearHash,
    Copy,
    DialogContent,
    Effect,
    FormError,
    OpenDialog,
    Prevent,
    Screen,
    ShowSeats,
    StepFocus,
    ToggleMore,
    WholeMap,
)
from .app_saves import SavesMixin
from .app_state import (
    ARROWS,
    BOT_TIMER,
    HINT_TIMER,
    SHORTCUTS,
    STALE_OK,
    Host,
    Key,
    PageState,
)
from .app_table import TableMixin
from .menu import parse_seed, render_make_room, render_setup
from .messages import LANGUAGES, error_text, game_title, msg, stop_notice
from .saves import Shelf, Storage, reopen
from .table import (
    asks_to_end_turn,
    render_export,
    render_replay,
    render_rules,
    render_settings,
)

# The attributes of a clicked element that a command reads.
COMMAND_ATTRS = ("data-game", "data-save", "data-saves", "data-tab", "data-target",
                 "data-step")
_ID = re.compile(r'\bid="([^"]*)"')


def _button(markup: str, cmd: str) -> str | None:
    """The opening tag of the button of command `cmd` in `markup`, if any."""
    found = re.search(r'<button\b[^>]*\bdata-cmd="' + re.escape(cmd) + r'"[^>]*>', markup)
    return found.group(0) if found else None


class Controller(TableMixin, SavesMixin):
    """The page's state and every command that changes it (see the module's text)."""

    def __init__(self, storage: Storage | None, host: Host) -> None:
        self.shelf = Shelf(storage)
        self.host = host
        self.s = PageState()
        self.out: list[Effect] = []
        self.screen_markup = ""  # what the app element holds (the table, the menu...)
        self.opening: tuple[str, bool, bool] | None = None  # a game drawn, not yet shown

    def _take(self) -> list[Effect]:
        out, self.out = self.out, []
        return out

    # -- the page opens -----------------------------------------------------------------

    def start(self, hash_text: str = "") -> list[Effect]:
        """The page has loaded: a link in the address opens its game, else the game
        last played (unless it failed to show), else the menu."""
        self._load_settings()
        self._apply_settings()
        if hash_text.startswith("#play="):
            return self.open_link(hash_text)
        self.shelf.compact()
        stuck = self.shelf.interrupted()  # the page stopped while drawing it last time
        if stuck is not None:
            self._remember_current(None)
            self._show_menu([msg("saved.failed_notice",
                                 reason=self.shelf.failures().get(stuck, ""))])
            return self._take()
        current = self._current()
        saved = self.shelf.get(current) if current else None
        if saved is not None and saved.save_id not in self.shelf.failures():
            self._open_saved(saved, "saved.cannot_reopen")  # or the menu, with the reason
        else:
            self._show_menu()
        return self._take()

    def open_link(self, hash_text: str) -> list[Effect]:
        """The address holds a link to a game (`#play=...`)."""
        if hash_text.startswith("#play="):
            # Dropped from the address, so that a reload resumes the autosave instead.
            self.out.append(ClearHash())
            self._import_save(hash_text)
        return self._take()

    # -- events ---------------------------------------------------------------------------

    def act(self, action: str, pointer: bool = False) -> list[Effect]:
        """A choice of the game clicked, tapped, or entered with the keyboard."""
        s = self.s
        if pointer:
            s.keyboard = False
        match = s.match
        if (match is None or s.confirm or match.is_over() or s.stale or s.dialog
                or s.screen != "table"):
            return self._take()
        actor = match.to_move()
        view = s.view
        owner = view.turn_seat if view is not None and view.turn_seat is not None else actor
        try:
            match.play(action)
        except IllegalAction as err:
            self._show_table(error_text(err))
            return self._take()
        self._stop_hint()
        s.since = None  # the person acted: earlier marks are seen
        handed = not match.is_over() and match.to_move() != actor
        # The game's own end of a turn (End turn in the toolbar, or "End the turn")
        # said it already: no second End turn is asked.
        ended = view is not None and action == view.end_turn
        s.confirm = not ended and asks_to_end_turn(match, actor, owner,
                                                   bool(s.settings["confirm"]))
        if handed and not s.confirm:
            s.since = match.state.clone()
            # Watch the others' moves on the board. While End turn is pending, the area
            # the move was made in stays (confirm() opens the board).
            s.tab = "board"
        self._show_table(stop_notice(match))
        self._autosave_soon()  # after the paint; a "moved on" notice is not drawn over
        return self._take()

    def click(self, cmd: str, data: dict[str, str] | None = None,
              pointer: bool = True) -> list[Effect]:
        """A button or link with `data-cmd` clicked; `data`: its COMMAND_ATTRS."""
        data = data or {}
        if pointer:
            self.s.keyboard = False
        if self.s.stale and cmd not in STALE_OK:
            return self._take()  # this page's copy of the game is out of date
        handler = _COMMANDS.get(cmd)
        if handler is None:
            return self._take()
        return handler(self, data)

    def submit(self, cmd: str, fields: dict[str, Any], game_id: str = "") -> list[Effect]:
        """A form sent: the import box (menu, Share), or the new-game form of `game_id`."""
        if cmd == "import":
            return self.import_text(str(fields.get("save") or ""))
        if cmd == "start":
            return self.start_game(game_id, fields)
        return self._take()

    def key(self, press: Key, action: str | None = None) -> list[Effect]:
        """A key pressed; `action`: the choice the focus rests on (a board element)."""
        s = self.s
        s.keyboard = True
        name = press.key
        if s.replay is not None and name in _REPLAY_KEYS and not press.typing:
            # Arrows step one move, Page Up/Down one turn (the slider steps by itself).
            self.out.append(Prevent())
            step, replay = s.replay_step, s.replay
            self._show_replay({"ArrowLeft": step - 1, "ArrowRight": step + 1,
                               "PageUp": replay.previous_turn(step),
                               "PageDown": replay.next_turn(step)}[name])
            return self._take()
        # Board elements are not buttons: Enter or Space on a focused one acts.
        if name in ("Enter", " "):
            if press.on_choice and action:
                self.out.append(Prevent())
                return self.act(action)  # its effects, the Prevent first among them
            return self._take()
        if press.typing or press.modifier or s.dialog or s.match is None:
            return self._take()
        if name in ARROWS and press.among_choices:
            self.out += [Prevent(), StepFocus(ARROWS[name])]
            return self._take()
        cmd = SHORTCUTS.get(name.lower())
        if cmd == "log":
            self._show_tab("log", focus=True)
        elif cmd and s.screen in ("table", "handover"):
            tag = _button(self.screen_markup, cmd)
            if tag is not None and " disabled" not in tag:
                self.out.append(Prevent())
                act = re.search(r'\bdata-act="([^"]*)"', tag)
                # Each command takes what waits in `out`, the Prevent first.
                return (self.act(unescape(act.group(1))) if act
                        else self.click(cmd, pointer=False))
        return self._take()

    def tick(self, name: str) -> list[Effect]:
        """A timer set by `Timer(name, ...)` is due."""
        if name == BOT_TIMER:
            self._bot_step()
        elif name == HINT_TIMER:
            self._hint_step()
        return self._take()

    def dialog_closed(self, dialog_id: str) -> list[Effect]:
        """A dialog closed by itself (Esc)."""
        if dialog_id == "replay":
            self.s.replay = None
        if self.s.dialog == dialog_id:
            self.s.dialog = None
        return self._take()

    # -- commands ------------------------------------------------------------------------

    def menu(self) -> list[Effect]:
        self._close_dialogs()
        self._show_menu()
        return self._take()

    def setup(self, game_id: str) -> list[Effect]:
        """The new-game form of a game (the menu's card, or the end screen's New game)."""
        self._close_dialogs()
        self._stop_hint()
        self._stop_bot()
        self._flush()
        s = self.s
        s.screen, s.drawn = "setup", None
        self.screen_markup = render_setup(get_game(game_id), LEVELS)
        self.out += [AtTable(False), Screen(self.screen_markup)]
        return self._take()

    def seat_count(self, count: int) -> list[Effect]:
        """The new-game form's number of players changed."""
        self.out.append(ShowSeats(count))
        return self._take()

    def start_game(self, game_id: str, fields: dict[str, Any]) -> list[Effect]:
        """The new-game form sent: its fields as the browser's FormData holds them."""
        try:
            game = get_game(game_id)
            seats = []
            for i in range(int(fields.get("count") or 0)):
                name = str(fields.get(f"name{i}") or "").strip() or msg("setup.player", n=i + 1)
                kind = str(fields.get(f"kind{i}") or "human")
                seats.append(Seat(name, "bot", kind[4:]) if kind.startswith("bot:")
                             else Seat(name))
            options = {key: bool(fields.get(f"opt:{key}")) for key in game.option_labels}
            seed = parse_seed(str(fields.get("seed") or ""))
            match = Match.new(game_id, seed, seats, options)
        except ValueError as err:
            self.out.append(FormError(error_text(err)))
            return self._take()
        self._open_match(match)
        return self._take()

    def import_text(self, text: str) -> list[Effect]:
        """A save string or link pasted (the menu) or sent from the Share dialog."""
        self._close_dialogs()  # the opened game takes the screen
        self._import_save(text)
        return self._take()

    def rematch(self) -> list[Effect]:
        """The same seats and options, a new seed."""
        match = self.s.match
        if match is not None:
            self._open_match(Match.new(match.game.id, None, match.seats, match.options))
        return self._take()

    def resume(self, save_id: str) -> list[Effect]:
        saved = self.shelf.get(save_id)
        if saved is None:
            self._show_menu([msg("saved.unreadable")])
        else:
            self._open_saved(saved)
        return self._take()

    def reload_game(self) -> list[Effect]:
        """Continue from the newer copy another tab stored."""
        self._close_dialogs()
        saved = self.shelf.get(self.s.save_id or "")
        if saved is None:
            self._show_menu([msg("saved.unreadable")])
        else:
            self._open_saved(saved)
        return self._take()

    def delete(self, save_id: str) -> list[Effect]:
        self._show_menu(confirm_delete=save_id)
        return self._take()

    def delete_confirmed(self, save_id: str) -> list[Effect]:
        self.shelf.delete(save_id)
        self._show_menu()
        return self._take()

    def make_room(self) -> list[Effect]:
        saved, _ = self.shelf.listing()
        link = self.host.page_url() + "#play="
        self._open_dialog(render_make_room(self.shelf.room(saved).removable, link.__add__))
        return self._take()

    def make_room_confirmed(self, save_ids: str) -> list[Effect]:
        self._close_dialogs()
        for save_id in save_ids.split():
            self.shelf.delete(save_id)
        self.shelf.probe()
        self._show_menu()
        return self._take()

    def export_saved(self, save_id: str) -> list[Effect]:
        saved = self.shelf.get(save_id)
        if saved is None:  # a damaged entry: exported as it is stored
            self._open_dialog(render_export(self.shelf.raw(save_id), ""))
            return self._take()
        try:  # a game that goes on from its position is exported as that position
            text = reopen(saved)[0].to_save() if saved.from_position() else saved.save
        except SaveError:
            text = saved.save
        self._open_dialog(render_export(text, self.host.page_url() + "#play=" + text),
                          "export-link")
        return self._take()

    def undo(self) -> list[Effect]:
        match = self.s.match
        if match is None or self.s.screen != "table":
            return self._take()
        try:
            seat = match.undo_seat()
            if match.is_over() or seat is None or match.seats[seat].kind != "human":
                raise IllegalAction(msg("err.nothing_to_undo"))
            self._stop_bot()
            self._stop_hint()
            match.undo(seat)
            self.s.confirm = False
        except IllegalAction as err:
            self._show_table(error_text(err))
            return self._take()
        self._show_table()
        self._autosave()
        return self._take()

    def confirm(self) -> list[Effect]:
        """End turn (or Go on): the turn passes on."""
        match = self.s.match
        if match is not None and self.s.screen == "table":
            self.s.confirm = False
            self.s.since = match.state.clone()
            self.s.tab = "board"  # watch the others' moves on the board
            self._show_table()
            self._autosave()  # the hand-over is stored: a reload resumes after it
        return self._take()

    def handover(self) -> list[Effect]:
        """The next person at the screen says it is them."""
        match = self.s.match
        if match is not None:
            self.s.shown = viewer_of(match, self.s.shown)
            self._show_table()
        return self._take()

    def speed(self) -> list[Effect]:
        if self.s.match is not None:
            self.s.fast = not self.s.fast
            self._show_table()
        return self._take()

    def tab(self, tab: str) -> list[Effect]:
        self._show_tab(tab)
        return self._take()

    def more(self) -> list[Effect]:
        self.out.append(ToggleMore())
        return self._take()

    def zoom(self) -> list[Effect]:
        """The map is drawn at a readable size and pans; this shows it whole, or back."""
        self.s.whole_map = not self.s.whole_map
        self.out.append(WholeMap(self.s.whole_map))
        return self._take()

    def hint(self) -> list[Effect]:
        self._start_hint()
        return self._take()

    def export(self) -> list[Effect]:
        match = self.s.match
        if match is not None:
            save = match.to_save()
            self._open_dialog(render_export(save, self.host.page_url() + "#play=" + save),
                              "export-link")
        return self._take()

    def copy(self, target_id: str) -> list[Effect]:
        self.out.append(Copy(target_id, msg("share.copied"), msg("share.copy_by_hand")))
        return self._take()

    def rules(self) -> list[Effect]:
        match = self.s.match
        if match is not None:
            self._open_dialog(render_rules(game_title(match.game.id), rules_summary(match.game.id)))
        return self._take()

    def settings(self) -> list[Effect]:
        self._open_dialog(render_settings(self.s.settings, LANGUAGES))
        return self._take()

    def replay(self) -> list[Effect]:
        match = self.s.match
        if match is not None:
            self._close_dialogs()
            self.s.replay = Replay(match)
            self._show_replay(len(match.actions))
        return self._take()

    def replay_go(self, step: int) -> list[Effect]:
        if self.s.replay is not None:
            self._show_replay(step)
        return self._take()

    def close(self) -> list[Effect]:
        self._close_dialogs()
        return self._take()

    # -- dialogs --------------------------------------------------------------------------

    def _open_dialog(self, markup: str, focus_id: str | None = None) -> None:
        found = _ID.search(markup)
        self.s.dialog = found.group(1) if found else ""
        self.out.append(OpenDialog(markup, focus_id))

    def _show_replay(self, step: int) -> None:
        replay = self.s.replay
        step = max(0, min(step, len(replay)))
        self.s.replay_step = step
        markup = render_replay(replay.match, step, replay.view(step), replay)
        if self.s.dialog == "replay":
            # Same dialog, new position: its content swapped, so it stays open and modal.
            self.out.append(DialogContent("replay", markup))
        else:
            self._open_dialog(markup)


def _int(text: Any) -> int:
    try:
        return int(str(text))
    except ValueError:
        return 0


_REPLAY_KEYS = ("ArrowLeft", "ArrowRight", "PageUp", "PageDown")
_COMMANDS: dict[str, Callable[[Controller, dict[str, str]], list[Effect]]] = {
    "menu": lambda c, d: c.menu(),
    "setup": lambda c, d: c.setup(d.get("data-game", "")),
    "newgame": lambda c, d: c.setup(d.get("data-game", "")),
    "rematch": lambda c, d: c.rematch(),
    "resume": lambda c, d: c.resume(d.get("data-save", "")),
    "reload-game": lambda c, d: c.reload_game(),
    "delete": lambda c, d: c.delete(d.get("data-save", "")),
    "delete-confirmed": lambda c, d: c.delete_confirmed(d.get("data-save", "")),
    "make-room": lambda c, d: c.make_room(),
    "make-room-confirmed": lambda c, d: c.make_room_confirmed(d.get("data-saves", "")),
    "export-saved": lambda c, d: c.export_saved(d.get("data-save", "")),
    "undo": lambda c, d: c.undo(),
    "confirm": lambda c, d: c.confirm(),
    "handover": lambda c, d: c.handover(),
    "speed": lambda c, d: c.speed(),
    "tab": lambda c, d: c.tab(d.get("data-tab", "board")),
    "more": lambda c, d: c.more(),
    "zoom": lambda c, d: c.zoom(),
    "hint": lambda c, d: c.hint(),
    "export": lambda c, d: c.export(),
    "copy": lambda c, d: c.copy(d.get("data-target", "")),
    "rules": lambda c, d: c.rules(),
    "settings": lambda c, d: c.settings(),
    "replay": lambda c, d: c.replay(),
    "replay-go": lambda c, d: c.replay_go(_int(d.get("data-step"))),
    "close": lambda c, d: c.close(),
}
