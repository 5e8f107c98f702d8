"""The controller's table: drawing it, its tabs, the bots' turns and the hint."""

from __future__ import annotations

import json

from ..bots import think
from ..common.markup import escape
from ..core.match import Match
from ..games import screen_viewer, table_view
from .app_effects import (
    AfterPaint,
    AtTable,
    Banner,
    Busy,
    CancelTimer,
    ChoicesInView,
    Effect,
    Focus,
    LogToTop,
    MarkHint,
    MarkTabs,
    NoteFocus,
    Patch,
    RefocusChoice,
    RootData,
    Screen,
    ShowTab,
    TableAttrs,
    Timer,
    WholeMap,
)
from .app_state import (
    BOT_DELAY_MS,
    BOT_TIMER,
    DECISION_LIMIT_S,
    HINT_TIMER,
    QUIET_BLOCKS,
    QUIET_PREFIXES,
    SLICE_MS,
    Host,
    PageState,
)
from .hints import hint_reason
from .messages import msg, stop_notice
from .patch import plan, split
from .saves import Shelf
from .table import (
    needs_handover,
    render_handover,
    render_table,
    table_state,
    toolbar_end,
)


def human_to_move(match: Match) -> bool:
    seat = match.to_move()
    return seat is not None and match.seats[seat].kind == "human"


class TableMixin:
    """Part of `ui.app.Controller`: everything that draws the table."""

    s: PageState
    host: Host
    shelf: Shelf
    out: list[Effect]
    screen_markup: str  # what the app element holds, as last drawn whole or patched

    # -- drawing ----------------------------------------------------------------------

    def _draw(self, markup: str, mark: bool = False) -> None:
        """Swap in the table: only the blocks that changed when the layout is the same
        (`ui.patch.plan`); `mark`: flash them (another seat's move changed them)."""
        drawn = split(markup)
        steps = plan(self.s.drawn, drawn)
        self.s.drawn = drawn
        self.screen_markup = markup
        if steps is None:
            self.out.append(Screen(markup, table=True))
            return
        if not steps:
            return
        motion = self.s.settings["motion"]
        moving = mark and motion != "off"
        flash = tuple(step.target for step in steps
                      if step.target not in QUIET_BLOCKS
                      and not step.target.startswith(QUIET_PREFIXES)) if moving else ()
        self.out += [Patch(
            json.dumps([[step.target, step.markup, step.keep] for step in steps]),
            not mark, markup, flash, moving, motion == "slow"),
            AfterPaint((LogToTop(),))]  # the log follows the game: its newest entry on top

    def _banner(self) -> None:
        problem = self.shelf.problem
        self.out.append(Banner(problem + " " + msg("storage.keep_playing") if problem else None))

    def _play_automatic(self) -> None:
        """The steps the rules take by themselves (`State.automatic_action`, e.g. a
        round's roll) are played here, never while a turn awaits End turn: the roll
        comes after the turn before it is ended, and is never taken back."""
        s = self.s
        match = s.match
        for _ in range(match.game.max_actions):  # bounded: a game has no more moves
            if s.confirm or s.stale or match.is_over():
                return
            action = match.state.automatic_action()
            if action is None:
                return
            match.play(action)

    def _show_table(self, notice: str = "", mark: bool = False) -> None:
        s = self.s
        match = s.match
        self._play_automatic()
        seat = match.undo_seat()
        undo_ok = seat is not None and match.seats[seat].kind == "human" and not match.is_over()
        interactive = human_to_move(match) and not s.confirm
        # Hotseat: while a turn awaits End turn, the screen stays with the one who played.
        viewer = screen_viewer(match, s.confirm, s.shown)
        view = table_view(match, interactive, s.since, viewer)
        s.view = view
        if needs_handover(match, viewer, s.shown, view):
            # Several people at this screen: nothing of the next one's shows before they
            # say it is them. Bots keep playing behind it.
            s.screen, s.drawn = "handover", None
            self.screen_markup = render_handover(match, viewer)
            self.out.append(Screen(self.screen_markup))
            attrs = table_state(match, s.confirm, handover=True)
            attrs["data-handover"] = str(viewer)
            self.out += [TableAttrs(attrs), Focus("#table [data-cmd=handover]")]
            self._schedule_bot()
            return
        s.screen = "table"
        # Who the screen shows now, secrets or not: while a turn awaits End turn the
        # screen stays with them (a game without secrets too, e.g. their own strip).
        if viewer is not None:
            s.shown = viewer
        self.out.append(NoteFocus())
        self._draw(render_table(match, undo_ok, notice, view, s.confirm, s.fast, viewer), mark)
        self.out += [AtTable(True),
                     TableAttrs(table_state(match, s.confirm))]
        self._show_tab("end" if match.is_over() else s.tab)
        if s.whole_map:
            self.out.append(WholeMap(True))
        self.out.append(MarkTabs(self._anytime(), json.dumps(s.roving)))
        self._banner()
        if s.keyboard:
            self.out.append(RefocusChoice())
        if s.hinted:
            self.out.append(MarkHint(s.hinted))
        self._schedule_bot()

    def _anytime(self) -> str:
        """The actions open at any time (they never lead an area), as JSON."""
        view = self.s.view
        return json.dumps(sorted(view.anytime) if view is not None else [])

    # -- tabs -------------------------------------------------------------------------

    def _show_tab(self, tab: str, focus: bool = False) -> None:
        """Show one area of the table (on a wide screen Me and Log stay shown anyway);
        an area the table does not have gives way to the board, else the log."""
        if self.s.screen not in ("table", "handover"):
            return
        if f'data-panel="{tab}"' not in self.screen_markup:
            tab = "board" if 'data-panel="board"' in self.screen_markup else "log"
        self.s.tab = tab
        self.out.append(ShowTab(tab, focus))

    def _panels_shown(self) -> set[str]:
        """The areas on screen, from the tab and the width alone."""
        tab = self.s.tab
        shown = {tab}
        if self.s.wide:
            shown |= {"me", "log"}
            if tab in ("me", "log"):
                shown.add("board")
        return shown

    def tabs_marked(self, marked_json: str, wide: bool = False) -> list[Effect]:
        """The page counted each tab's choices (`MarkTabs`): when none of the turn's
        choices is on screen but some are in another area, that area opens (the player
        never hunts for the next decision), and the choices scroll into view. The tab
        stays while a choice is above the tabs: in the row of choices, or the turn's
        end as the toolbar's End turn (what is left elsewhere is open all turn long)."""
        self.s.wide = bool(wide)
        marked = json.loads(marked_json)
        self.s.roving = dict(marked.get("roving") or {})
        first = marked.get("first") or []
        above = marked.get("bar") or self._toolbar_end()
        if first and not above and not any(key in self._panels_shown() for key in first):
            self._show_tab(first[0])
        # After the paint the page scrolls the area of the first choice, or the bar's
        # row of choices, to where it shows (neither when End turn alone is left).
        if (first and not above) or marked.get("bar"):
            self.out.append(AfterPaint((ChoicesInView(
                self._anytime(), json.dumps(sorted(self._panels_shown()))),)))
        return self._take()

    def _toolbar_end(self) -> bool:
        """Does the toolbar's End turn play the game's end of the turn now?"""
        s = self.s
        if s.match is None or s.view is None or s.screen != "table":
            return False
        return bool(toolbar_end(s.match, s.view, s.confirm))

    def roving_moved(self, area: str, action: str) -> list[Effect]:
        """The arrow keys gave `action` its area's Tab stop."""
        self.s.roving[area] = action
        return self._take()

    # -- bots -------------------------------------------------------------------------

    def _stop_bot(self) -> None:
        self.s.thinker = None
        if self.s.bot_due:
            self.out.append(CancelTimer(BOT_TIMER))
            self.s.bot_due = False
        self.out.append(Busy(False))

    def _schedule_bot(self) -> None:
        self._stop_bot()
        match = self.s.match
        if match is None or match.is_over() or self.s.confirm or self.s.stale:
            return
        if match.seats[match.to_move()].kind == "bot":
            self.s.bot_due = True
            self.out += [Timer(BOT_TIMER, BOT_DELAY_MS[self.s.fast]), Busy(True)]

    def _bot_step(self) -> None:
        """A slice of the bot's thinking; its move once done or out of time."""
        s = self.s
        s.bot_due = False
        match = s.match
        if match is None or match.is_over() or s.stale:
            self.out.append(Busy(False))
            return
        seat = match.seats[match.to_move()]
        if seat.kind != "bot":
            self.out.append(Busy(False))
            return
        if s.thinker is None:
            s.thinker = think(match, seat.level, previous=s.last_thinker)
            s.think_start = self.host.now_ms()
        done = s.thinker.step(max_ms=SLICE_MS)
        waited = (self.host.now_ms() - s.think_start) / 1000
        if not done and waited < DECISION_LIMIT_S:
            s.bot_due = True
            self.out.append(Timer(BOT_TIMER, 0))
            return
        action = s.thinker.best()
        s.last_thinker, s.thinker = s.thinker, None  # the next decision reuses its tree
        root = getattr(s.last_thinker, "root", None)  # a search: how far it looked
        self.out.append(RootData({"botMs": f"{self.host.now_ms() - s.think_start:.0f}",
                                  "botVisits": str(root.visits) if root else ""}))
        humans = any(seat.kind == "human" for seat in match.seats)
        if s.since is None or not humans:
            s.since = match.state.clone()  # what changes from here is marked
        match.play(action)
        self._show_table(stop_notice(match), mark=True)
        self._autosave()

    # -- hint: the Strong bot thinks in the player's place ----------------------------

    def _stop_hint(self) -> None:
        if self.s.hint is not None:
            self.out.append(CancelTimer(HINT_TIMER))
        self.s.hint = None
        self.s.hinted = None

    def _start_hint(self) -> None:
        s = self.s
        match = s.match
        if (match is None or match.is_over() or not human_to_move(match) or s.confirm
                or s.stale or s.hint is not None):
            return
        s.hint = think(match, "strong")
        s.think_start = self.host.now_ms()
        if s.drawn is not None and "status" in s.drawn:
            # The turn line says the bot is looking, as part of the drawing: the next
            # drawing then puts the turn line back.
            span = s.drawn.spans["status"]
            line = ('<p id="status" class="turn-line" aria-live="polite">'
                    f"{escape(msg('hint.thinking'))}</p>")
            self._draw(s.drawn.markup[:span.start] + line + s.drawn.markup[span.end:])
        self.out.append(Timer(HINT_TIMER, 0))

    def _hint_step(self) -> None:
        s = self.s
        match, thinker = s.match, s.hint
        if match is None or thinker is None:
            return
        done = thinker.step(max_ms=SLICE_MS)
        waited = (self.host.now_ms() - s.think_start) / 1000
        if not done and waited < DECISION_LIMIT_S:
            self.out.append(Timer(HINT_TIMER, 0))
            return
        action = thinker.best()
        s.hint, s.hinted = None, action

        def label_of(choice: str) -> str:
            return (s.view.labels.get(choice) if s.view else None) or match.state.describe(choice)

        stats = thinker.stats() if hasattr(thinker, "stats") else {}
        why = hint_reason(match.state, action, stats, label_of)
        self._show_table(msg("hint.says", choice=label_of(action)) + (" " + why if why else ""))
