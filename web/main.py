# The page's Python glue: the only Python that touches the DOM or localStorage.
# Game rules, markup and the save shelf come from the glasshut wheel; this file
# wires them to the page's events.
from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

from glasshut.bots import LEVELS, think
from glasshut.core.codec import SaveError
from glasshut.core.game import IllegalAction, Seat
from glasshut.core.match import Match
from glasshut.core.registry import get_game
from glasshut.games import board_view, menu_games, rules_summary
from glasshut.selfcheck import fingerprint
from glasshut.ui.menu import render_menu, render_setup
from glasshut.ui.patch import changed, split
from glasshut.ui.saves import PREFIX, MirroredStorage, Shelf, render_moved_on
from glasshut.ui.table import render_export, render_rules, render_table, table_state

CURRENT_KEY = "glasshut:current"
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
}


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
        banner.textContent = shelf.problem + " You can keep playing; export a save to keep it."
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
    stop_bot()
    session["match"] = session["save_id"] = None
    session["stale"] = False
    remember_current(None)
    saved, skipped = shelf.listing()
    session["drawn"] = None
    app.innerHTML = render_menu(
        menu_games(), saved, [*notices, *skipped], local_time, confirm_delete
    )
    show_banner()


def human_to_move(match):
    seat = match.to_move()
    return seat is not None and match.seats[seat].kind == "human"


def draw(markup):
    """Swap in the table: only the blocks that changed when the layout is the same."""
    drawn = split(markup)
    ids = changed(session["drawn"], drawn)
    nodes = [document.getElementById(bid) for bid in ids] if ids is not None else []
    if ids is None or not all(nodes):
        app.innerHTML = markup
    else:
        for node, bid in zip(nodes, ids, strict=True):
            node.outerHTML = drawn[1][bid]
    session["drawn"] = drawn


def show_table(notice=""):
    match = session["match"]
    seat = match.undo_seat()
    undo_ok = seat is not None and match.seats[seat].kind == "human"
    interactive = human_to_move(match) and not session["confirm"]
    board, placed = board_view(match, interactive)
    draw(render_table(match, undo_ok, notice, board, placed, session["confirm"], session["fast"]))
    table = document.getElementById("table")
    for name, value in table_state(match, session["confirm"]).items():
        table.setAttribute(name, value)
    show_banner()
    first = document.querySelector("#table [data-act]")
    # DOM look-ups give JavaScript's null (falsy), not None.
    if first and (not document.activeElement or document.activeElement == document.body):
        first.focus()
    schedule_bot()


def open_match(match, save_id=None, handover=False):
    """Show `match`; a stored one (`save_id`) is resumed as stored, hand-over included."""
    session["match"] = match
    session["confirm"] = handover
    session["stale"] = False
    session["save_id"] = save_id or f"{match.game.id}-{window.Date.now()}-{match.seed}"
    remember_current(session["save_id"])
    if save_id is None:
        autosave()
    show_table(match.stop_notice())


def open_saved(saved):
    """Resume a stored game (a SavedGame); False, with the menu's message, if it cannot."""
    try:
        match = Match.from_save(saved.save)
    except SaveError as err:
        show_menu([f"That saved game could not be opened: {err}"])
        return False
    open_match(match, saved.save_id, saved.handover)
    return True


def autosave():
    ok = shelf.put(session["save_id"], session["match"], now_iso(), session["confirm"])
    if not ok and shelf.moved_on == session["save_id"]:
        moved_on_elsewhere()


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
    match.play(action)
    show_table(match.stop_notice())
    autosave()


bot_proxy = proxy(bot_step)


# -- commands -----------------------------------------------------------------------------


def import_save(text, notice_on_error=True):
    text = (text or "").strip()
    if "#play=" in text:
        text = text.split("#play=", 1)[1]
    try:
        match = Match.from_save(text)
    except SaveError as err:
        if session["match"] is not None:
            show_table(str(err))  # the game in progress stays as it was
        else:
            show_menu([str(err)])
        return
    stored = shelf.find(match.to_save())
    if stored is not None and shelf.get(stored.save_id) is not None:
        open_match(match, stored.save_id, stored.handover)  # the same game, not a copy
        return
    open_match(match)


def start_from_form(form):
    game_id = form.getAttribute("data-game")
    data = window.FormData.new(form)
    count = int(data.get("count"))
    seats = []
    for i in range(count):
        name = str(data.get(f"name{i}") or "").strip() or f"Player {i + 1}"
        kind = str(data.get(f"kind{i}"))
        if kind.startswith("bot:"):
            seats.append(Seat(name, "bot", kind[4:]))
        else:
            seats.append(Seat(name))
    seed_text = str(data.get("seed") or "").strip()
    options = {key: bool(data.get(f"opt:{key}")) for key in get_game(game_id).option_labels}
    try:
        # Inside the try: int() refuses over 4,300 digits, and Match.new checks the range.
        seed = int(seed_text) if seed_text.isdigit() and len(seed_text) <= 20 else None
        if seed_text and seed is None:
            raise ValueError("The seed must be a whole number from 0 to 18446744073709551615.")
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
    frame, then a task after it, runs once the new board has been laid out and painted."""

    def painted(*_):
        root = document.documentElement
        root.dataset.clickMs = f"{window.performance.now() - start:.1f}"
        root.setAttribute("data-click-seq", str(int(root.getAttribute("data-click-seq") or 0) + 1))

    def frame(*_):
        window.setTimeout(create_once_callable(painted), 0)

    window.requestAnimationFrame(create_once_callable(frame))


def close_dialogs():
    for dialog in document.querySelectorAll(".dialog"):
        dialog.remove()


def on_click(event):
    el = event.target.closest("[data-act], [data-cmd]")
    if not el or el.tagName == "FORM" or el.tagName == "SELECT":
        return
    match = session["match"]
    cmd = el.getAttribute("data-cmd")
    if session["stale"] and cmd not in ("reload-game", "menu", "export", "copy", "close"):
        return  # this page's copy of the game is out of date
    if el.hasAttribute("data-act") and match is not None and not session["confirm"]:
        actor = match.to_move()
        try:
            match.play(el.getAttribute("data-act"))
        except IllegalAction as err:
            show_table(str(err))
            return
        # The turn passed on: ask before handing over, while undo is still possible.
        session["confirm"] = (
            not match.is_over() and match.to_move() != actor and match.undo_seat() == actor
        )
        show_table(match.stop_notice())
        autosave()
        measure_paint(event.timeStamp)
        return
    if cmd == "menu":
        show_menu()
    elif cmd == "setup":
        session["drawn"] = None
        app.innerHTML = render_setup(get_game(el.getAttribute("data-game")), LEVELS)
    elif cmd == "resume":
        saved = shelf.get(el.getAttribute("data-save"))
        if saved is None:
            show_menu(["That saved game could not be read."])
            return
        open_saved(saved)
    elif cmd == "reload-game":
        close_dialogs()
        saved = shelf.get(session["save_id"] or "")
        if saved is None:
            show_menu(["That saved game could not be read."])
        else:
            open_saved(saved)
    elif cmd == "delete":
        show_menu(confirm_delete=el.getAttribute("data-save"))
    elif cmd == "delete-confirmed":
        shelf.delete(el.getAttribute("data-save"))
        show_menu()
    elif cmd == "export-saved":
        saved = shelf.get(el.getAttribute("data-save"))
        if saved is not None:
            close_dialogs()
            link = str(window.location.href).split("#", 1)[0] + "#play=" + saved.save
            app.insertAdjacentHTML("beforeend", render_export(saved.save, link))
            document.getElementById("export-link").focus()
    elif cmd == "undo" and match is not None:
        try:
            seat = match.undo_seat()
            if seat is None or match.seats[seat].kind != "human":
                raise IllegalAction("There is nothing of yours to take back now.")
            stop_bot()
            match.undo(seat)
            session["confirm"] = False
        except IllegalAction as err:
            show_table(str(err))
            return
        show_table()
        autosave()
    elif cmd == "confirm" and match is not None:
        session["confirm"] = False
        show_table()
        autosave()  # the hand-over is stored: a reload resumes after it, not before
    elif cmd == "speed" and match is not None:
        session["fast"] = not session["fast"]
        show_table()
    elif cmd == "export" and match is not None:
        close_dialogs()
        save = match.to_save()
        link = str(window.location.href).split("#", 1)[0] + "#play=" + save
        app.insertAdjacentHTML("beforeend", render_export(save, link))
        document.getElementById("export-link").focus()
    elif cmd == "copy":
        copy_field(el.getAttribute("data-target"))
    elif cmd == "rules" and match is not None:
        close_dialogs()
        app.insertAdjacentHTML(
            "beforeend", render_rules(match.game.title, rules_summary(match.game.id))
        )
        document.getElementById("rules").focus()  # from the top, for reading
    elif cmd == "close":
        close_dialogs()


def on_key(event):
    # Board elements are not buttons: Enter or Space on a focused one acts like a click.
    if event.key not in ("Enter", " "):
        return
    el = event.target
    if el.tagName != "BUTTON" and el.hasAttribute("data-act"):
        event.preventDefault()
        on_click(event)


def on_submit(event):
    form = event.target
    event.preventDefault()
    if form.getAttribute("data-cmd") == "import":
        import_save(form.querySelector("textarea").value)
    elif form.getAttribute("data-cmd") == "start":
        start_from_form(form)


def on_change(event):
    el = event.target
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
    document.addEventListener("click", proxy(on_click))
    document.addEventListener("submit", proxy(on_submit))
    document.addEventListener("keydown", proxy(on_key))
    document.addEventListener("change", proxy(on_change))
    window.addEventListener("hashchange", proxy(on_hash))
    window.addEventListener("storage", proxy(on_storage))
    window.glasshutFingerprint = proxy(lambda seed: fingerprint(int(seed)))
    if str(window.location.hash).startswith("#play="):
        on_hash()
        return
    current = None
    if shelf.storage is not None:
        try:
            current = shelf.storage.getItem(CURRENT_KEY)
        except Exception:  # noqa: BLE001
            current = None
    saved = shelf.get(str(current)) if current else None
    if saved is not None:
        try:
            match = Match.from_save(saved.save)
        except SaveError as err:
            show_menu([f"Your last game could not be reopened: {err}"])
            return
        open_match(match, saved.save_id, saved.handover)
        return
    show_menu()


start()
root = document.documentElement
root.dataset.readyMs = str(round(window.performance.now()))  # read by bench/load.py
root.dataset.glasshut = "ready"
