# The page's Python glue: the only Python that touches the DOM or localStorage.
# Game rules, markup and the save shelf come from the glasshut wheel; this file
# wires them to the page's events.
import json

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from glasshut.bots import LEVELS, think
from glasshut.core.codec import SaveError
from glasshut.core.game import IllegalAction, Seat
from glasshut.core.match import Match
from glasshut.core.registry import get_game
from glasshut.games import (
    Replay,
    menu_games,
    reopened_shown,
    rules_summary,
    screen_viewer,
    table_view,
    viewer_of,
)
from glasshut.selfcheck import fingerprint
from glasshut.ui.menu import parse_seed, render_make_room, render_menu, render_setup
from glasshut.ui.messages import LANGUAGES, msg, set_language
from glasshut.ui.patch import plan, split
from glasshut.ui.saves import (
    PREFIX,
    MirroredStorage,
    Shelf,
    read_json,
    render_moved_on,
    reopen,
    stranded_link,
)
from glasshut.ui.table import (
    asks_to_end_turn,
    needs_handover,
    render_export,
    render_handover,
    render_replay,
    render_rules,
    render_settings,
    render_table,
    table_state,
)

CURRENT_KEY = "glasshut:current"
SETTINGS_KEY = "glasshut:settings"
DEFAULT_SETTINGS = {"text": "1", "palette": False, "motion": "normal", "confirm": True,
                    "lang": "en"}
# Blocks that change on every move anyway, and the panels' and log's containers:
# never flashed as "changed".
QUIET_BLOCKS = {"t-head", "status", "t-tools", "t-choices", "t-log"}
QUIET_PREFIXES = ("in-", "log-")
BOT_DELAY_MS = {False: 900, True: 150}  # by "fast bots": a pace a person can follow
# A bot's thinking budget counts only its own slices; the page also draws and handles
# events between them. Past this wall-clock time it plays the best choice found so far.
DECISION_LIMIT_S = 1.4

# Proxies handed to JavaScript must stay referenced, or Python collects them.
_keep = []
app = document.getElementById("app")
session = {
    "match": None,
    "save_id": None,
    "bot_timer": None,
    "thinker": None,
    "last_thinker": None,
    "think_start": 0.0,
    "confirm": False,  # a human's action handed the turn on and awaits "End turn"
    "fast": False,  # bots play at a quick pace
    "drawn": None,  # the table last drawn, as ui.patch.split() gives it
    "stale": False,  # another tab moved this game on: this page stops playing it
    "view": None,  # the game's areas last drawn (glasshut.ui.table.GameView)
    "tab": "board",  # the area shown (on a phone: the only one)
    "since": None,  # the state when the person at the screen last handed over
    "hint": None,  # a Strong bot thinking for the Hint button
    "hinted": None,  # the action it suggested, marked until the next move
    "replay": None,  # glasshut.games.Replay of the open replay dialog
    "replay_step": 0,
    "keyboard": False,  # the last input came from the keyboard
    "shown": None,  # the person whose secrets the screen showed last (hotseat)
    "roving": {},  # area -> the choice that holds the area's one Tab stop
    "save_due": False,  # a person's move waits to be saved until its table is painted
    "whole_map": False,  # "Whole map": the board's map fitted whole rather than panned
    "row_seat": None,  # the person whose run of decisions the choices row's height follows
}
settings = dict(DEFAULT_SETTINGS)


def proxy(fn):
    p = create_proxy(fn)
    _keep.append(p)
    return p


def local_storage():
    try:
        storage = window.localStorage  # reading it throws where storage is disabled
        storage.length  # noqa: B018
        return storage
    except Exception:  # noqa: BLE001
        return None


def saved_storage():
    """localStorage, with every write mirrored into IndexedDB (loader.js) where it can."""
    storage = local_storage()
    mirror = getattr(window, "glasshutMirror", None)
    return MirroredStorage(storage, mirror) if storage is not None and mirror else storage


shelf = Shelf(saved_storage())


def show_banner():
    banner = document.getElementById("banner")
    if shelf.problem:
        banner.textContent = shelf.problem + " " + msg("storage.keep_playing")
        banner.hidden = False
    else:
        banner.hidden = True


def now_iso():
    return str(window.Date.new().toISOString())


def remember_current(save_id):
    if shelf.storage is None:
        return
    try:
        if save_id:
            shelf.storage.setItem(CURRENT_KEY, save_id)
        else:
            shelf.storage.removeItem(CURRENT_KEY)
    except Exception:  # noqa: BLE001 - the shelf reports storage trouble itself
        pass


# -- screens ----------------------------------------------------------------------------


def local_time(iso):
    return str(window.Date.new(iso).toLocaleString())


def show_menu(notices=(), confirm_delete=None):
    flush_autosave()  # the game left behind keeps its last move
    document.documentElement.classList.remove("at-table")
    stop_bot()
    session["match"] = session["save_id"] = None
    session["stale"] = False
    remember_current(None)
    saved, skipped = shelf.listing()
    session["drawn"] = None
    app.innerHTML = render_menu(
        menu_games(), saved, [*notices, *skipped], local_time, confirm_delete,
        shelf.room(saved), shelf.failures(), shelf.damaged
    )
    show_banner()


def reason_of(err):
    """An exception in a few words, for a notice."""
    return f"{type(err).__name__}: {err}"[:200]


def open_or_menu(match, *args):
    """open_match, or the menu with the reason when the game cannot be shown at all
    (nothing is stored for a game whose table was never drawn)."""
    try:
        open_match(match, *args)
    except Exception as err:  # noqa: BLE001 - any failure: a notice, never a dead page
        show_menu([msg("saved.cannot_show", reason=reason_of(err))])


def human_to_move(match):
    seat = match.to_move()
    return seat is not None and match.seats[seat].kind == "human"


def js_options(**kw):
    return to_js(kw, dict_converter=window.Object.fromEntries)


def focus_quietly(el):
    """Move focus without scrolling the page: the page never scrolls by itself."""
    el.focus(js_options(preventScroll=True))


def draw(markup, mark=False):
    """Swap in the table: only the blocks that changed when the layout is the same,
    moving the unchanged parts that changed place (ui.patch.plan).
    `mark`: flash the swapped blocks (another seat's move changed them)."""
    drawn = split(markup)
    steps = plan(session["drawn"], drawn)
    session["drawn"] = drawn
    if steps is not None:
        # One call into the page's script (loader.js) does every swap: far fewer
        # crossings between Python and JavaScript than one per element. A person's
        # own click updates elements in place; another seat's move replaces them, so
        # that they flash.
        moves = json.dumps([[step.target, step.markup, step.keep] for step in steps])
        if not steps or window.glasshutPatch(moves, not mark):
            if steps:  # the log follows the game: its newest entry is on top
                after_paint(log_to_top)
            if mark and settings["motion"] != "off":
                for step in steps:
                    if (step.target not in QUIET_BLOCKS
                            and not step.target.startswith(QUIET_PREFIXES)):
                        node = document.getElementById(step.target)
                        if node:
                            node.classList.add("changed")
                if not window.matchMedia("(prefers-reduced-motion: reduce)").matches:
                    slide_pawns([step.target for step in steps])
            return
    app.innerHTML = markup
    window.glasshutTipAfterRedraw(True)  # what a tip was about is gone


SLIDE_SLOW = 3  # "slow" animations: pawns slide this many times slower


def slide_pawns(targets):
    """Pawns another seat moved slide from where they stood (drawings mark them with a
    `bf-slide` animation that waits to be started)."""
    for target in targets:
        for slide in document.querySelectorAll(f"#{target} animateTransform.bf-slide"):
            if settings["motion"] == "slow":
                seconds = float(str(slide.getAttribute("dur")).rstrip("s"))
                slide.setAttribute("dur", f"{seconds * SLIDE_SLOW:g}s")
            slide.beginElement()


def show_whole_map():
    """The map fitted whole or at its readable size, as last chosen: kept over redraws
    (the drawing itself always comes at the readable size)."""
    board = document.querySelector("#table .bf-mapwrap")
    if board:
        whole = session["whole_map"]
        if board.classList.contains("zoomed") != whole:
            board.classList.toggle("zoomed", whole)
        button = board.querySelector("[data-cmd=zoom]")
        if button:
            button.setAttribute("aria-pressed", str(whole).lower())


def log_to_top(*_):
    panel = document.getElementById("panel-log")
    if panel and panel.scrollTop:
        panel.scrollTop = 0


def show_tab(tab, focus=False):
    """Show one area of the table (on a wide screen Me and Log stay shown anyway)."""
    table = document.getElementById("table")
    if not table:
        return
    if not document.querySelector(f'#table .panel[data-panel="{tab}"]'):
        tab = "board" if document.querySelector('#table .panel[data-panel="board"]') else "log"
    session["tab"] = tab
    table.setAttribute("data-tab", tab)
    for button in document.querySelectorAll("#table .tab"):
        selected = button.getAttribute("data-tab") == tab
        button.setAttribute("aria-selected", str(selected).lower())
        button.setAttribute("tabindex", "0")
        if selected:
            reveal_in_row(button)
    if focus:
        panel = document.getElementById(f"panel-{tab}")
        if panel:
            focus_quietly(panel)


def reveal_in_row(button):
    """Scroll a row of tabs too long for a phone (German, six tabs at the end) so the
    selected one shows whole; only the row moves, never the page."""
    row = button.parentElement
    left = button.offsetLeft - row.offsetLeft  # both from the same offset parent
    right = left + button.offsetWidth
    margin = 6  # px of the row's edge left beside it
    if right + margin > row.scrollLeft + row.clientWidth:
        row.scrollLeft = right + margin - row.clientWidth
    elif left - margin < row.scrollLeft:
        row.scrollLeft = max(0, left - margin)


def visible(el):
    return bool(el.checkVisibility()) if hasattr(el, "checkVisibility") else True


WIDE_PX = 900  # web/style.css: from this width Me and the Log stay beside the board


def panels_shown():
    """The areas on screen, from the tab and the width alone (no layout needed)."""
    tab = session["tab"]
    shown = {tab}
    if window.innerWidth >= WIDE_PX:
        shown |= {"me", "log"}
        if tab in ("me", "log"):
            shown.add("board")
    return shown


def panel_of(el):
    panel = el.closest(".panel")
    return panel.getAttribute("data-panel") if panel else None


def anytime_json():
    """The actions open at any time (they never lead an area), as JSON for loader.js."""
    view = session["view"]
    return json.dumps(sorted(view.anytime) if view is not None else [])


def mark_tabs():
    """Each tab counts the choices in its area; when none of the turn's choices is on
    screen but some are in another area, that area opens (the player never hunts for
    the next decision). Nothing here reads the layout, so nothing forces it early.
    The page's script does the counting in one call (loader.js, glasshutMarkTabs)."""
    marked = json.loads(str(window.glasshutMarkTabs(anytime_json(),
                                                    json.dumps(session["roving"]))))
    session["roving"] = marked["roving"]
    first = marked["first"]
    if not first or marked["bar"]:
        return
    if not any(key in panels_shown() for key in first):
        show_tab(first[0])
    after_paint(keep_choices_in_view)


PAINTED = []  # what waits for the new table to be on screen, in the order asked


def run_after_paint(*_):
    waiting = PAINTED[:]
    PAINTED.clear()
    for fn in waiting:
        fn()


def after_paint(fn):
    """Run `fn` once the new table is on screen, when reading the layout is free.
    Everything asked for during one click runs in one call after the paint, and the
    frame itself runs no Python (loader.js, glasshutAfterPaint): each crossing into
    Python costs time, and before the paint it delays the paint."""
    PAINTED.append(fn)
    if len(PAINTED) == 1:
        window.glasshutAfterPaint(after_paint_proxy)


after_paint_proxy = proxy(run_after_paint)


def keep_choices_in_view(*_):
    """The area holding the turn's choices scrolls (never the page) so one shows."""
    window.glasshutChoicesInView(anytime_json(), json.dumps(sorted(panels_shown())))


def in_panel_view(el):
    panel = el.closest(".panel")
    if not panel:
        return True
    r, p = el.getBoundingClientRect(), panel.getBoundingClientRect()
    return r.bottom > p.top and r.top < p.bottom and r.right > p.left and r.left < p.right


def bring_into_panel(el):
    """Scroll the area (never the page) so that `el` shows near its top, and near its
    left when the area pans sideways (a phone's map)."""
    window.glasshutBringIntoArea(el)


HELD_STILL = ("t-head", "t-choices")  # the blocks above the board that keep their height
HOLD_MAX_PX = 100  # the most they are held above their own height: two rows of buttons


def show_table(notice="", mark=False):
    match = session["match"]
    seat = match.undo_seat()
    undo_ok = seat is not None and match.seats[seat].kind == "human" and not match.is_over()
    interactive = human_to_move(match) and not session["confirm"]
    # Hotseat: while a turn awaits End turn, the screen stays with the one who played.
    shown = session["shown"]
    viewer = screen_viewer(match, session["confirm"], shown)
    view = table_view(match, interactive, session["since"], viewer)
    session["view"] = view
    if needs_handover(match, viewer, shown, view):
        # Several people at this screen: nothing of the next one's shows before they say
        # it is them. Bots keep playing behind it.
        session["drawn"] = None
        app.innerHTML = render_handover(match, viewer)
        table = document.getElementById("table")
        for name, value in table_state(match, session["confirm"], handover=True).items():
            table.setAttribute(name, value)
        table.setAttribute("data-handover", str(viewer))
        button = table.querySelector("[data-cmd=handover]")
        if button:
            focus_quietly(button)
        schedule_bot()
        return
    # Who the screen shows now, secrets or not: while a turn awaits End turn the
    # screen stays with them (a game without secrets too, e.g. their own strip).
    if viewer is not None:
        session["shown"] = viewer
    had_focus = document.activeElement and document.activeElement != document.body
    # Through one person's run of decisions, and while it awaits End turn, the turn
    # line and the row of choices do not shrink by up to two rows (a prompt of two
    # lines, two lines of long buttons), so the board under them stays where it was
    # for the next click. A bigger drop goes through (five buttons of a Specialist's
    # ways, then a space on the board: kept, it left 180 px blank on a phone), and so
    # does any drop once someone else moves.
    deciding = match.to_move() if interactive else None
    keep = session["confirm"] or (deciding is not None and deciding == session["row_seat"])
    kept = {}
    for key in HELD_STILL:
        node = document.getElementById(key)
        kept[key] = node.getBoundingClientRect().height if node and keep else 0
    if not session["confirm"]:
        session["row_seat"] = deciding
    draw(render_table(match, undo_ok, notice, view, session["confirm"], session["fast"],
                      viewer), mark)
    for key, height in kept.items():
        node = document.getElementById(key)
        if node:
            node.style.minHeight = ""
            if height and height - node.getBoundingClientRect().height <= HOLD_MAX_PX:
                node.style.minHeight = f"{height}px"
    document.documentElement.classList.add("at-table")
    table = document.getElementById("table")
    for name, value in table_state(match, session["confirm"]).items():
        table.setAttribute(name, value)
    show_tab("end" if match.is_over() else session["tab"])
    if session["whole_map"]:
        show_whole_map()
    mark_tabs()
    show_banner()
    # Keyboard players keep their place: when the focus was lost or rests on what is no
    # longer a choice, the first choice (an area's Tab stop) takes it, quietly.
    active = document.activeElement
    panel = active.closest(".panel") if active is not None else None
    lost = not had_focus or active is None or active == document.body or (
        panel is not None and panel != active and not active.hasAttribute("data-act"))
    if session["keyboard"] and lost:
        first = document.querySelector('#table .panel [data-act][tabindex="0"],'
                                       " #t-choices [data-act], #t-tools [data-cmd=confirm]")
        if first and visible(first):
            focus_quietly(first)
    mark_hint()
    schedule_bot()


def open_match(match, save_id=None, handover=False, notice="", shown=None):
    """Show `match`; a stored one (`save_id`) is resumed as stored, hand-over included.
    `notice`: a sentence for the table (a game that went on from its position)."""
    stop_hint()
    flush_autosave()  # the game left behind keeps its last move
    session["match"] = match
    session["confirm"] = handover
    session["stale"] = False
    session["since"] = None
    session["drawn"] = None
    session["tab"] = "board"
    # The first person need not hand over to themselves; a stored game shows whom it
    # showed (`shown`), never the person to move just because they move.
    session["shown"] = viewer_of(match) if shown is None else shown
    session["save_id"] = save_id or f"{match.game.id}-{window.Date.now()}-{match.seed}"
    show_table(notice or match.stop_notice())
    # Stored, and remembered as the game to reopen, only once its table was drawn.
    if save_id is None or notice:
        autosave()  # a game that went on from its position is stored that way at once
    remember_current(session["save_id"])
    shelf.opened(session["save_id"])


def open_saved(saved, failure="saved.cannot_open"):
    """Resume a stored game (a SavedGame), from its position if new rules cannot replay
    its moves; False, with the menu's message, if it cannot be opened at all."""
    shelf.begin_open(saved.save_id)
    try:
        match, notice = reopen(saved)
    except SaveError as err:
        shelf.opened(saved.save_id)  # nothing was drawn: the listing says why
        show_menu([msg(failure, reason=err)])
        return False
    try:
        open_match(match, saved.save_id, saved.handover, notice,
                   reopened_shown(match, saved.handover, saved.shown))
    except Exception as err:  # noqa: BLE001 - never reopened by itself again
        shelf.mark_failed(saved.save_id, reason_of(err))
        show_menu([msg("saved.failed_notice", reason=reason_of(err))])
        return False
    return True


def autosave():
    session["save_due"] = False
    ok = shelf.put(session["save_id"], session["match"], now_iso(), session["confirm"],
                   shown=session["shown"])
    if not ok and shelf.moved_on == session["save_id"]:
        moved_on_elsewhere()


def autosave_soon():
    """Save once the click's new table is on screen: the paint goes first, the save in
    the next idle moment. Nothing is lost: hiding or closing the page saves at once
    (flush_autosave), and so does leaving this game for another or the menu."""
    if session["save_due"]:
        return
    session["save_due"] = True

    def when_idle(*_):
        idle = getattr(window, "requestIdleCallback", None)
        if idle is not None:
            idle(flush_autosave_proxy, js_options(timeout=250))
        else:
            window.setTimeout(flush_autosave_proxy, 0)

    after_paint(when_idle)


def flush_autosave(*_):
    """The save autosave_soon promised, now, if it is still due."""
    if session["save_due"] and session["match"] is not None and session["save_id"]:
        autosave()
    session["save_due"] = False


flush_autosave_proxy = proxy(flush_autosave)


def on_page_hidden(*_):
    # The last chance a closing or backgrounded page is sure to get.
    if str(document.visibilityState) == "hidden":
        flush_autosave()


def moved_on_elsewhere():
    """Another tab saved a newer revision of this game: stop, never overwrite it."""
    stop_bot()
    session["stale"] = True
    close_dialogs()
    app.insertAdjacentHTML("beforeend", render_moved_on())
    document.querySelector("#moved-on button").focus()


def on_storage(event):
    save_id = session["save_id"]
    if save_id is None or session["stale"] or event.key != PREFIX + save_id:
        return
    if event.newValue is not None and shelf.is_newer_elsewhere(save_id, event.newValue):
        moved_on_elsewhere()


# -- bots ---------------------------------------------------------------------------------


def stop_bot():
    session["thinker"] = None
    if session["bot_timer"] is not None:
        window.clearTimeout(session["bot_timer"])
        session["bot_timer"] = None
    mark_busy()


def mark_busy():
    """data-busy="1" while a bot is about to move: loader.js never switches to a new
    version then."""
    document.documentElement.dataset.busy = "1" if session["bot_timer"] is not None else ""


def schedule_bot():
    stop_bot()
    match = session["match"]
    if match is None or match.is_over() or session["confirm"]:
        return
    if match.seats[match.to_move()].kind == "bot":
        session["bot_timer"] = window.setTimeout(bot_proxy, BOT_DELAY_MS[session["fast"]])
    mark_busy()


def bot_step(*_):
    session["bot_timer"] = None
    match = session["match"]
    if match is None or match.is_over():
        return
    seat = match.seats[match.to_move()]
    if seat.kind != "bot":
        return
    # Think in short slices between timer callbacks, so the page stays responsive.
    if session["thinker"] is None:
        session["thinker"] = think(match, seat.level, previous=session["last_thinker"])
        session["think_start"] = window.performance.now()
    done = session["thinker"].step(max_ms=30)
    waited = (window.performance.now() - session["think_start"]) / 1000
    if not done and waited < DECISION_LIMIT_S:
        session["bot_timer"] = window.setTimeout(bot_proxy, 0)
        return
    action = session["thinker"].best()
    session["last_thinker"] = session["thinker"]  # the next decision of its turn reuses it
    session["thinker"] = None
    # Thinking time of this decision, read by bench/ui.py.
    elapsed = window.performance.now() - session["think_start"]
    document.documentElement.dataset.botMs = f"{elapsed:.0f}"
    root = getattr(session["last_thinker"], "root", None)  # a search: how far it looked
    document.documentElement.dataset.botVisits = str(root.visits) if root else ""
    humans = any(s.kind == "human" for s in match.seats)
    if session["since"] is None or not humans:
        session["since"] = match.state.clone()  # what changes from here is marked
    match.play(action)
    show_table(match.stop_notice(), mark=True)
    autosave()


bot_proxy = proxy(bot_step)


# -- hint: the Strong bot thinks in the player's place --------------------------------------


def stop_hint():
    session["hint"] = None
    session["hinted"] = None


def hint_step(*_):
    match = session["match"]
    thinker = session["hint"]
    if match is None or thinker is None:
        return
    done = thinker.step(max_ms=30)
    waited = (window.performance.now() - session["think_start"]) / 1000
    if not done and waited < DECISION_LIMIT_S:
        window.setTimeout(hint_proxy, 0)
        return
    action = thinker.best()
    session["hint"] = None
    session["hinted"] = action
    label = (session["view"].labels.get(action) if session["view"] else None) or (
        match.state.describe(action))
    show_table(msg("hint.says", choice=label))
    mark_hint()


hint_proxy = proxy(hint_step)


def mark_hint():
    action = session["hinted"]
    if not action:
        return
    for el in document.querySelectorAll("#table [data-act]"):
        if el.getAttribute("data-act") == action:
            el.classList.add("hinted")
            panel = el.closest(".panel")
            if panel and not visible(el):
                show_tab(panel.getAttribute("data-panel"))
            if not in_panel_view(el):
                bring_into_panel(el)


def start_hint():
    match = session["match"]
    if match is None or match.is_over() or not human_to_move(match) or session["confirm"]:
        return
    session["hint"] = think(match, "strong")
    session["think_start"] = window.performance.now()
    status = document.getElementById("status")
    if status:
        status.textContent = msg("hint.thinking")
    window.setTimeout(hint_proxy, 0)


# -- commands -----------------------------------------------------------------------------


def import_save(text, notice_on_error=True):
    text = (text or "").strip()
    if "#play=" in text:
        text = text.split("#play=", 1)[1]
    try:
        match = Match.from_save(text)
    except SaveError as err:
        stored = shelf.find(text) if err.code == "rules_changed" else None
        if stored is not None and shelf.get(stored.save_id) is not None:
            open_saved(stored)  # our own game: it goes on from its kept position
            return
        if session["match"] is not None:
            show_table(stranded_link(err))  # the game in progress stays as it was
        else:
            show_menu([stranded_link(err)])
        return
    stored = shelf.find(match.to_save())
    if stored is not None and shelf.get(stored.save_id) is not None:
        open_or_menu(match, stored.save_id, stored.handover, "",  # the same game, not a copy
                     reopened_shown(match, stored.handover, stored.shown))
        return
    open_or_menu(match)


def start_from_form(form):
    game_id = form.getAttribute("data-game")
    data = window.FormData.new(form)
    count = int(data.get("count"))
    seats = []
    for i in range(count):
        name = str(data.get(f"name{i}") or "").strip() or msg("setup.player", n=i + 1)
        kind = str(data.get(f"kind{i}"))
        if kind.startswith("bot:"):
            seats.append(Seat(name, "bot", kind[4:]))
        else:
            seats.append(Seat(name))
    options = {key: bool(data.get(f"opt:{key}")) for key in get_game(game_id).option_labels}
    try:
        seed = parse_seed(str(data.get("seed") or ""))
        open_match(Match.new(game_id, seed, seats, options))
    except ValueError as err:
        notice = document.createElement("p")
        notice.className = "notice"
        notice.setAttribute("role", "alert")
        notice.textContent = str(err)  # textContent: never parsed as markup
        form.prepend(notice)


def copy_field(target_id):
    field = document.getElementById(target_id)
    field.select()
    try:
        window.navigator.clipboard.writeText(field.value)
    except Exception:  # noqa: BLE001 - the text stays selected for a manual copy
        pass


def measure_paint(start):
    """Click to the updated board on screen, read by bench/ui.py: the next animation
    frame, then a task after it, runs once the new board has been laid out and painted
    (after what else waited for that paint)."""

    def painted():
        root = document.documentElement
        root.dataset.clickMs = f"{window.performance.now() - start:.1f}"
        root.setAttribute("data-click-seq", str(int(root.getAttribute("data-click-seq") or 0) + 1))

    after_paint(painted)


def close_dialogs():
    for dialog in document.querySelectorAll("dialog.dialog"):
        if dialog.open:
            dialog.close()
        dialog.remove()
    session["replay"] = None


def on_dialog_close(event):
    # Esc (the browser's own) or a Close button: the dialog goes, focus stays put.
    if event.target.tagName == "DIALOG":
        if event.target.id == "replay":
            session["replay"] = None
        event.target.remove()


def open_dialog(markup, focus_id=None):
    replay = session["replay"]
    close_dialogs()
    session["replay"] = replay  # set just before opening the replay dialog
    document.body.insertAdjacentHTML("beforeend", markup)
    dialog = document.body.lastElementChild
    dialog.addEventListener("close", dialog_close_proxy)
    dialog.showModal()  # modal: the board behind it takes no clicks or keys
    target = document.getElementById(focus_id) if focus_id else dialog
    if target:
        if target == dialog:
            dialog.setAttribute("tabindex", "-1")
        focus_quietly(target)
    dialog.scrollTop = 0  # read from the top (showModal focused its last button)


dialog_close_proxy = proxy(on_dialog_close)


def show_replay(step):
    replay = session["replay"]
    step = max(0, min(step, len(replay)))
    session["replay_step"] = step
    markup = render_replay(replay.match, step, replay.view(step))
    old = document.getElementById("replay")
    if old:
        # Same dialog, new position: swap its content so it stays open and modal.
        holder = document.createElement("div")
        holder.innerHTML = markup
        old.innerHTML = holder.firstElementChild.innerHTML
    else:
        open_dialog(markup)


def load_settings():
    if shelf.storage is None:
        return
    try:
        stored = read_json(shelf.storage.getItem(SETTINGS_KEY) or "{}")
        for key in DEFAULT_SETTINGS:
            if key in stored:
                settings[key] = stored[key]
    except Exception:  # noqa: BLE001 - unreadable settings: the defaults hold
        pass


def apply_settings():
    root = document.documentElement
    try:
        scale = float(settings["text"])
    except (TypeError, ValueError):
        scale = 1.0
    root.style.setProperty("font-size", f"{100 * scale:g}%")
    root.dataset.palette = "safe" if settings["palette"] else "normal"
    root.dataset.motion = str(settings["motion"])
    root.lang = str(settings["lang"])
    set_language(str(settings["lang"]))


def retell_in_language():
    """The game's texts follow the language at once, its log too: log lines are written
    when a move is played, so the game is replayed from its save to retell them."""
    match = session["match"]
    stop_bot()
    try:
        retold = Match.from_save(match.to_save())
    except SaveError:
        retold = match  # cannot happen for a game this page plays; keep the old log
    retold.earlier_log = match.earlier_log
    session["match"] = retold
    show_table()
    schedule_bot()


def save_setting(el):
    name = el.getAttribute("name")
    if name not in DEFAULT_SETTINGS:
        return
    settings[name] = bool(el.checked) if el.type == "checkbox" else str(el.value)
    apply_settings()
    if name == "lang" and session["match"] is not None:
        retell_in_language()
    if shelf.storage is not None:
        try:
            shelf.storage.setItem(SETTINGS_KEY, json.dumps(settings))
        except Exception:  # noqa: BLE001 - the setting holds for this visit
            pass


def play_action(action, event=None):
    match = session["match"]
    if match is None or session["confirm"] or match.is_over() or session["stale"]:
        return
    started = window.performance.now()
    actor = match.to_move()
    view = session["view"]
    owner = view.turn_seat if view is not None and view.turn_seat is not None else actor
    try:
        match.play(action)
    except IllegalAction as err:
        show_table(str(err))
        return
    stop_hint()
    session["since"] = None  # the person acted: earlier marks are seen
    handed = not match.is_over() and match.to_move() != actor
    # The game's own end of a turn (End turn in the toolbar, or "End the turn") said it
    # already: no second End turn is asked.
    ended = view is not None and action == view.end_turn
    session["confirm"] = not ended and asks_to_end_turn(match, actor, owner,
                                                        bool(settings["confirm"]))
    if handed and not session["confirm"]:
        session["since"] = match.state.clone()
    if handed:
        session["tab"] = "board"  # watch the others' moves on the board
    show_table(match.stop_notice())
    autosave_soon()  # after the paint; a "moved on elsewhere" notice is not drawn over
    # Python's share of the click (rules, drawing, swapping), read by bench/ui.py.
    document.documentElement.dataset.pyMs = f"{window.performance.now() - started:.1f}"
    if event is not None:
        measure_paint(event.timeStamp)


def on_click(event):
    el = event.target.closest("[data-act], [data-cmd]")
    if not el or el.tagName == "FORM" or el.tagName == "SELECT" or el.tagName == "INPUT":
        return
    if event.detail:  # a real pointer click (a key press gives 0)
        session["keyboard"] = False
    match = session["match"]
    cmd = el.getAttribute("data-cmd")
    if session["stale"] and cmd not in ("reload-game", "menu", "export", "copy", "close"):
        return  # this page's copy of the game is out of date
    if el.hasAttribute("data-act"):
        if document.querySelector("dialog[open]"):
            return
        play_action(el.getAttribute("data-act"), event)
        return
    if cmd == "menu":
        close_dialogs()
        show_menu()
    elif cmd == "setup" or cmd == "newgame":
        close_dialogs()
        stop_bot()
        document.documentElement.classList.remove("at-table")
        session["drawn"] = None
        app.innerHTML = render_setup(get_game(el.getAttribute("data-game")), LEVELS)
    elif cmd == "rematch" and match is not None:
        # The same seats and options, a new seed.
        open_match(Match.new(match.game.id, None, match.seats, match.options))
    elif cmd == "resume":
        saved = shelf.get(el.getAttribute("data-save"))
        if saved is None:
            show_menu([msg("saved.unreadable")])
            return
        open_saved(saved)
    elif cmd == "reload-game":
        close_dialogs()
        saved = shelf.get(session["save_id"] or "")
        if saved is None:
            show_menu([msg("saved.unreadable")])
        else:
            open_saved(saved)
    elif cmd == "delete":
        show_menu(confirm_delete=el.getAttribute("data-save"))
    elif cmd == "delete-confirmed":
        shelf.delete(el.getAttribute("data-save"))
        show_menu()
    elif cmd == "make-room":
        saved, _ = shelf.listing()
        page_link = str(window.location.href).split("#", 1)[0] + "#play="
        open_dialog(render_make_room(shelf.room(saved).removable, page_link.__add__))
    elif cmd == "make-room-confirmed":
        close_dialogs()
        for save_id in str(el.getAttribute("data-saves")).split():
            shelf.delete(save_id)
        shelf.probe()
        show_menu()
    elif cmd == "export-saved":
        saved = shelf.get(el.getAttribute("data-save"))
        if saved is None:  # a damaged entry: exported as it is stored
            open_dialog(render_export(shelf.raw(el.getAttribute("data-save")), ""))
        else:
            try:  # a game that goes on from its position is exported as that position
                text = reopen(saved)[0].to_save() if saved.from_position() else saved.save
            except SaveError:
                text = saved.save
            link = str(window.location.href).split("#", 1)[0] + "#play=" + text
            open_dialog(render_export(text, link), "export-link")  # shown, modal
    elif cmd == "undo" and match is not None:
        try:
            seat = match.undo_seat()
            if match.is_over() or seat is None or match.seats[seat].kind != "human":
                raise IllegalAction(msg("err.nothing_to_undo"))
            stop_bot()
            stop_hint()
            match.undo(seat)
            session["confirm"] = False
        except IllegalAction as err:
            show_table(str(err))
            return
        show_table()
        autosave()
    elif cmd == "confirm" and match is not None:
        session["confirm"] = False
        session["since"] = match.state.clone()
        session["tab"] = "board"  # watch the others' moves on the board
        show_table()
        autosave()  # the hand-over is stored: a reload resumes after it, not before
    elif cmd == "handover" and match is not None:
        session["shown"] = viewer_of(match, session["shown"])
        show_table()
    elif cmd == "speed" and match is not None:
        session["fast"] = not session["fast"]
        show_table()
    elif cmd == "tab":
        show_tab(el.getAttribute("data-tab"))
    elif cmd == "more":
        bar = el.closest(".toolbar")
        shown = bar.classList.toggle("show-more")
        el.setAttribute("aria-expanded", str(bool(shown)).lower())
    elif cmd == "zoom":
        # The map is drawn at a readable size and pans; this shows it whole, or back.
        session["whole_map"] = not session["whole_map"]
        show_whole_map()
    elif cmd == "hint":
        start_hint()
    elif cmd == "export" and match is not None:
        save = match.to_save()
        link = str(window.location.href).split("#", 1)[0] + "#play=" + save
        open_dialog(render_export(save, link), "export-link")
    elif cmd == "copy":
        copy_field(el.getAttribute("data-target"))
    elif cmd == "rules" and match is not None:
        open_dialog(render_rules(match.game.title, rules_summary(match.game.id)))
    elif cmd == "settings":
        open_dialog(render_settings(settings, LANGUAGES))
    elif cmd == "replay" and match is not None:
        close_dialogs()
        session["replay"] = Replay(match)
        show_replay(len(match.actions))
    elif cmd == "replay-go" and session["replay"] is not None:
        show_replay(int(el.getAttribute("data-step")))
    elif cmd == "close":
        close_dialogs()


SHORTCUTS = {"u": "undo", "h": "hint", "e": "confirm", "r": "rules", "l": "log"}


def step_focus(el, forward):
    """Arrow keys: the next or previous choice on the table, in reading order. The
    choice moved to takes its area's Tab stop (a roving tab index)."""
    choices = [c for c in document.querySelectorAll("#table [data-act], #t-choices button")
               if visible(c)]
    if not choices:
        return
    try:
        k = choices.index(el)
    except ValueError:
        k = -1 if forward else 0
    target = choices[(k + (1 if forward else -1)) % len(choices)]
    key = panel_of(target)
    if key is not None and target.hasAttribute("data-act"):
        for other in document.querySelectorAll(f'#panel-{key} [data-act][tabindex="0"]'):
            other.setAttribute("tabindex", "-1")
        target.setAttribute("tabindex", "0")
        session["roving"][key] = target.getAttribute("data-act")
    focus_quietly(target)


def on_key(event):
    session["keyboard"] = True
    el = event.target
    key = str(event.key)
    typing = el.tagName in ("INPUT", "TEXTAREA", "SELECT")
    if session["replay"] is not None and key in ("ArrowLeft", "ArrowRight") and not typing:
        event.preventDefault()
        show_replay(session["replay_step"] + (1 if key == "ArrowRight" else -1))
        return
    # Board elements are not buttons: Enter or Space on a focused one acts like a click.
    if key in ("Enter", " "):
        if el.tagName != "BUTTON" and el.hasAttribute("data-act"):
            event.preventDefault()
            play_action(el.getAttribute("data-act"))
        return
    if typing or event.ctrlKey or event.metaKey or event.altKey:
        return
    if document.querySelector("dialog[open]") or session["match"] is None:
        return
    if key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp") and (
            el.hasAttribute("data-act") or el.closest("#t-choices")):
        event.preventDefault()
        step_focus(el, key in ("ArrowRight", "ArrowDown"))
        return
    cmd = SHORTCUTS.get(key.lower())
    if cmd == "log":
        show_tab("log", focus=True)
    elif cmd:
        button = document.querySelector(f"#table [data-cmd={cmd}]")
        if button and not button.disabled:
            event.preventDefault()
            button.click()


def on_submit(event):
    form = event.target
    event.preventDefault()
    if form.getAttribute("data-cmd") == "import":
        close_dialogs()  # the Share dialog's form: the opened game takes the screen
        import_save(form.querySelector("textarea").value)
    elif form.getAttribute("data-cmd") == "start":
        start_from_form(form)


def on_change(event):
    el = event.target
    if el.getAttribute("data-cmd") == "setting":
        save_setting(el)
        return
    if el.getAttribute("data-cmd") == "count":
        count = int(el.value)
        for fieldset in document.querySelectorAll("#setup fieldset.seat"):
            fieldset.hidden = int(fieldset.getAttribute("data-seat")) >= count


def on_hash(*_):
    hash_text = str(window.location.hash)
    if hash_text.startswith("#play="):
        # Drop the link from the address so a reload resumes the autosave instead.
        window.history.replaceState(None, "", str(window.location.href).split("#", 1)[0])
        import_save(hash_text)


def start():
    load_settings()
    apply_settings()
    document.addEventListener("click", proxy(on_click))
    document.addEventListener("submit", proxy(on_submit))
    document.addEventListener("keydown", proxy(on_key))
    document.addEventListener("change", proxy(on_change))
    window.addEventListener("hashchange", proxy(on_hash))
    window.addEventListener("storage", proxy(on_storage))
    document.addEventListener("visibilitychange", proxy(on_page_hidden))
    window.addEventListener("pagehide", proxy(flush_autosave))
    window.glasshutFingerprint = proxy(lambda seed: fingerprint(int(seed)))
    if str(window.location.hash).startswith("#play="):
        on_hash()
        return
    shelf.compact()
    stuck = shelf.interrupted()  # the page stopped while drawing it last time
    if stuck is not None:
        remember_current(None)
        show_menu([msg("saved.failed_notice", reason=shelf.failures().get(stuck, ""))])
        return
    current = None
    if shelf.storage is not None:
        try:
            current = shelf.storage.getItem(CURRENT_KEY)
        except Exception:  # noqa: BLE001
            current = None
    saved = shelf.get(str(current)) if current else None
    if saved is not None and saved.save_id not in shelf.failures():
        open_saved(saved, "saved.cannot_reopen")  # or the menu, with the reason
        return
    show_menu()


start()
window.glasshutQuietRuntime()  # loader.js: PyScript need not watch the page any more
root = document.documentElement
root.dataset.readyMs = str(round(window.performance.now()))  # read by bench/load.py
root.dataset.glasshut = "ready"
