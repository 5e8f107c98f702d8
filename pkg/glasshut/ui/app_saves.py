"""The controller's games kept and opened: the menu, autosave, links, settings."""

from __future__ import annotations

import json
from typing import Any

from ..common.i18n import pick_language
from ..core.codec import SaveError
from ..core.match import Match
from ..games import menu_games, reopened_shown, viewer_of
from .app_effects import (
    AfterPaint,
    AtTable,
    CloseDialogs,
    Effect,
    Focus,
    Notice,
    SaveWhenIdle,
    Screen,
    Settings,
    Shown,
)
from .app_state import CURRENT_KEY, DEFAULT_SETTINGS, SETTINGS_KEY, Host, PageState
from .menu import render_menu
from .messages import msg, set_language, stop_notice
from .saves import (
    PREFIX,
    SavedGame,
    Shelf,
    read_json,
    render_moved_on,
    reopen,
    stranded_link,
)


def reason_of(err: BaseException) -> str:
    """An exception in a few words, for a notice."""
    return f"{type(err).__name__}: {err}"[:200]


class SavesMixin:
    """Part of `ui.app.Controller`: the menu, opening and saving games, settings."""

    s: PageState
    host: Host
    shelf: Shelf
    out: list[Effect]
    screen_markup: str
    opening: tuple[str, bool, bool] | None  # a game drawn, not yet shown: id, store, stored

    # -- the menu ---------------------------------------------------------------------

    def _show_menu(self, notices: tuple[str, ...] | list[str] = (),
                   confirm_delete: str | None = None) -> None:
        self._flush()  # the game left behind keeps its last move
        self._stop_hint()
        self.out.append(AtTable(False))
        self._stop_bot()
        s = self.s
        s.match = s.save_id = None
        s.stale, s.confirm, s.screen, s.drawn = False, False, "menu", None
        self._remember_current(None)
        saved, skipped = self.shelf.listing()
        self.screen_markup = render_menu(
            menu_games(), saved, [*notices, *skipped], self.host.local_time, confirm_delete,
            self.shelf.room(saved), self.shelf.failures(), self.shelf.damaged)
        self.out.append(Screen(self.screen_markup))
        self._banner()

    def _remember_current(self, save_id: str | None) -> None:
        storage = self.shelf.storage
        if storage is None:
            return
        try:
            if save_id:
                storage.setItem(CURRENT_KEY, save_id)
            else:
                storage.removeItem(CURRENT_KEY)
        except Exception:  # noqa: BLE001 - the shelf reports storage trouble itself
            pass

    def _current(self) -> str | None:
        if self.shelf.storage is None:
            return None
        try:
            current = self.shelf.storage.getItem(CURRENT_KEY)
        except Exception:  # noqa: BLE001
            return None
        return str(current) if current else None

    # -- opening ----------------------------------------------------------------------

    def _open_or_menu(self, match: Match, *args: Any) -> None:
        """_open_match, or the menu with the reason when the game cannot be shown at
        all (nothing is stored for a game whose table was never drawn)."""
        try:
            self._open_match(match, *args)
        except Exception as err:  # noqa: BLE001 - any failure: a notice, never a dead page
            self._show_menu([msg("saved.cannot_show", reason=reason_of(err))])

    def _open_match(self, match: Match, save_id: str | None = None, handover: bool = False,
                    notice: str = "", shown: int | None = None, stored: bool = False) -> None:
        """Show `match`; a stored one (`save_id`) is resumed as stored, hand-over
        included. `notice`: a sentence for the table (a game that went on from its
        position). `stored`: reopened from the saved games (should the page fail to
        draw it, it is never reopened by itself)."""
        self._stop_hint()
        self._flush()  # the game left behind keeps its last move
        s = self.s
        s.match, s.confirm, s.stale = match, handover, False
        s.since, s.drawn, s.tab = None, None, "board"
        # The first person need not hand over to themselves; a stored game shows whom
        # it showed (`shown`), never the person to move just because they move.
        s.shown = viewer_of(match) if shown is None else shown
        s.save_id = save_id or f"{match.game.id}-{self.host.epoch_ms()}-{match.seed}"
        self._show_table(notice or stop_notice(match))
        # Stored, and remembered as the game to reopen, only once its table was drawn:
        # once the page applied the drawing (`shown`), which may fail (`failed`).
        self.opening = (s.save_id, save_id is None or bool(notice), stored)
        self.out.append(Shown())

    def shown(self) -> list[Effect]:
        """The page applied every effect before `Shown`: a game being opened is drawn."""
        opening, self.opening = self.opening, None
        if opening is not None and opening[0] == self.s.save_id:
            if opening[1]:
                self._autosave()  # a game that went on from its position is stored at once
            self._remember_current(opening[0])
            self.shelf.opened(opening[0])
        return self._take()

    def failed(self, reason: str) -> list[Effect] | None:
        """Applying the effects failed in the page. While a game was being opened: the
        menu says why, and a stored game is never reopened by itself (Export, Try
        again, Delete). Else None: not the controller's to handle."""
        opening, self.opening = self.opening, None
        self.out.clear()
        if opening is None:
            return None
        if opening[2]:
            self.shelf.mark_failed(opening[0], reason)
            self._show_menu([msg("saved.failed_notice", reason=reason)])
        else:
            self._show_menu([msg("saved.cannot_show", reason=reason)])
        return self._take()

    def _open_saved(self, saved: SavedGame, failure: str = "saved.cannot_open") -> bool:
        """Resume a stored game, from its position if new rules cannot replay its
        moves; False, with the menu's message, if it cannot be opened at all."""
        self.shelf.begin_open(saved.save_id)
        try:
            match, notice = reopen(saved)
        except SaveError as err:
            self.shelf.opened(saved.save_id)  # nothing was drawn: the listing says why
            self._show_menu([msg(failure, reason=err)])
            return False
        try:
            self._open_match(match, saved.save_id, saved.handover, notice,
                             reopened_shown(match, saved.handover, saved.shown), stored=True)
        except Exception as err:  # noqa: BLE001 - never reopened by itself again
            self.shelf.mark_failed(saved.save_id, reason_of(err))
            self._show_menu([msg("saved.failed_notice", reason=reason_of(err))])
            return False
        return True

    def _import_save(self, text: str) -> None:
        """A save string or a link: a game stored here opens as stored, another anew."""
        text = (text or "").strip()
        if "#play=" in text:
            text = text.split("#play=", 1)[1]
        try:
            match = Match.from_save(text)
        except SaveError as err:
            stored = self.shelf.find(text) if err.code == "rules_changed" else None
            if stored is not None and self.shelf.get(stored.save_id) is not None:
                self._open_saved(stored)  # our own game: it goes on from its kept position
            elif self.s.match is not None:
                self._show_table(stranded_link(err))  # the game in progress stays as it was
            else:
                self._show_menu([stranded_link(err)])
            return
        stored = self.shelf.find(match.to_save())
        if stored is not None and self.shelf.get(stored.save_id) is not None:
            self._open_or_menu(match, stored.save_id, stored.handover, "",  # the same game
                               reopened_shown(match, stored.handover, stored.shown))
            return
        self._open_or_menu(match)

    # -- saving -----------------------------------------------------------------------

    def _autosave(self) -> None:
        s = self.s
        s.save_due = False
        problem = self.shelf.problem_key
        ok = self.shelf.put(s.save_id, s.match, self.host.now_iso(), s.confirm, shown=s.shown)
        if not ok and self.shelf.moved_on == s.save_id:
            self._moved_on_elsewhere()
        elif self.shelf.problem_key != problem:
            self._banner()  # saving stopped, or works again: said at once

    def _autosave_soon(self) -> None:
        """Save once the click's new table is on screen: the paint goes first, the save
        in the next idle moment. Nothing is lost: hiding or closing the page saves at
        once (`flush_autosave`), and so does leaving this game for another or the menu."""
        if self.s.save_due:
            return
        self.s.save_due = True
        self.out.append(AfterPaint((SaveWhenIdle(),)))

    def _flush(self) -> None:
        """The save `_autosave_soon` promised, now, if it is still due."""
        s = self.s
        if s.save_due and s.match is not None and s.save_id:
            self._autosave()
        s.save_due = False

    def flush_autosave(self) -> list[Effect]:
        """The idle moment after a move's paint (`SaveWhenIdle`): its save."""
        self._flush()
        return self._take()

    def page_hidden(self) -> list[Effect]:
        """The page is hidden or closed: the last chance it is sure to get."""
        self._flush()
        return self._take()

    def _moved_on_elsewhere(self) -> None:
        """Another tab saved a newer revision of this game: stop, never overwrite it."""
        self._stop_bot()
        self._stop_hint()
        self.s.stale = True
        self._close_dialogs()
        self.out.append(Notice(render_moved_on(), "#moved-on button"))

    def storage_event(self, key: str | None, new_value: str | None) -> list[Effect]:
        """Another tab wrote to storage: if it moved this game on, this page stops."""
        save_id = self.s.save_id
        if (save_id is not None and not self.s.stale and key == PREFIX + save_id
                and new_value is not None and self.shelf.is_newer_elsewhere(save_id, new_value)):
            self._moved_on_elsewhere()
        return self._take()

    def _close_dialogs(self) -> None:
        self.out.append(CloseDialogs())
        self.s.dialog = None
        self.s.replay = None

    # -- settings ---------------------------------------------------------------------

    def _load_settings(self) -> None:
        """The stored settings; the language, until the player chose one, follows the
        browser's preferences (as web/loader.js did for the loading screen)."""
        chosen = False
        try:
            if self.shelf.storage is not None:
                stored = read_json(self.shelf.storage.getItem(SETTINGS_KEY) or "{}")
                for key in DEFAULT_SETTINGS:
                    if key in stored:
                        self.s.settings[key] = stored[key]
                chosen = "lang" in stored
        except Exception:  # noqa: BLE001 - unreadable settings: the defaults hold
            pass
        if not chosen:
            self.s.settings["lang"] = pick_language(list(self.host.languages()))

    def _apply_settings(self) -> None:
        settings = self.s.settings
        try:
            scale = float(settings["text"])
        except (TypeError, ValueError):
            scale = 1.0
        lang = str(settings["lang"])
        set_language(lang)
        self.out.append(Settings(f"{100 * scale:g}%", "safe" if settings["palette"] else "normal",
                                 str(settings["motion"]), lang))

    def _retell_in_language(self) -> None:
        """The game's texts follow the language at once, its log too: log lines are
        written when a move is played, so the game is replayed from its save."""
        match = self.s.match
        self._stop_bot()
        try:
            retold = Match.from_save(match.to_save())
        except SaveError:
            retold = match  # cannot happen for a game this page plays; keep the old log
        retold.earlier_log = match.earlier_log
        self.s.match = retold
        # Heights seen before were those of the other language (and of the menu that
        # opened the settings): nothing is held from them.
        if self.s.screen in ("table", "handover"):
            self._show_table()

    def setting(self, name: str, value: str | bool) -> list[Effect]:
        """A control of the Settings dialog changed (a checkbox gives a bool)."""
        if name not in DEFAULT_SETTINGS:
            return self._take()
        self.s.settings[name] = value
        self._apply_settings()
        if name == "lang" and self.s.match is not None:
            self._retell_in_language()
        elif name == "lang" and self.s.screen == "menu":
            self._show_menu()  # the menu's own language choice: redrawn in it
            self.out.append(Focus("#menu select[name=lang]"))
        if self.shelf.storage is not None:
            try:
                self.shelf.storage.setItem(SETTINGS_KEY, json.dumps(self.s.settings))
            except Exception:  # noqa: BLE001 - the setting holds for this visit
                pass
        return self._take()
