# The page's shell, the only Python that touches the DOM: each event becomes one call of
# the controller (glasshut.ui.app.Controller), which holds the page's state and decides;
# the effects it returns (glasshut.ui.app_effects) are applied here, in order. DOM work
# of several steps is in loader.js ("The shell's hands"), one call each.
import json

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from glasshut.selfcheck import fingerprint
from glasshut.ui import app_effects as fx
from glasshut.ui.app import COMMAND_ATTRS, Controller
from glasshut.ui.app_state import WIDE_PX, Host, Key
from glasshut.ui.saves import MirroredStorage

_keep = []  # proxies handed to JavaScript must stay referenced, or Python collects them
app = document.getElementById("app")
root = document.documentElement
timers = {}  # a timer's name -> the browser's handle
tickers = {}  # a timer's name -> what the browser calls when it is due
painted = []  # what waits for the new drawing to be on screen, in the order asked
event_now = None  # the event being handled (a key press the controller may take)


def proxy(fn):
    p = create_proxy(fn)
    _keep.append(p)
    return p


def js_options(**kw):
    return to_js(kw, dict_converter=window.Object.fromEntries)


def local_storage():
    """localStorage, None where site data is blocked (reading it throws), with every
    write mirrored into IndexedDB (loader.js) where it can."""
    try:
        storage = window.localStorage
        storage.length  # noqa: B018
    except Exception:  # noqa: BLE001
        return None
    mirror = getattr(window, "glasshutMirror", None)
    return MirroredStorage(storage, mirror) if mirror else storage


ctl = Controller(local_storage(), Host(
    now_ms=lambda: float(window.performance.now()),
    epoch_ms=lambda: int(window.Date.now()),
    now_iso=lambda: str(window.Date.new().toISOString()),
    local_time=lambda iso: str(window.Date.new(iso).toLocaleString(root.lang or "en")),
    page_url=lambda: str(window.location.href).split("#", 1)[0],
    languages=lambda: [str(tag) for tag in window.navigator.languages or []],
))


# -- applying effects ---------------------------------------------------------------------


def apply(effects):
    """Apply an event's effects; should the page fail in them, the controller hears
    why (a game being opened turns to the menu), else the failure stands."""
    try:
        run(effects)
    except Exception as err:  # noqa: BLE001
        answer = ctl.failed(f"{type(err).__name__}: {err}"[:200])
        if answer is None:
            raise
        run(answer)


def run(effects):
    for effect in effects:
        APPLY[type(effect)](effect)


def screen(e):
    app.innerHTML = e.markup
    if e.table:
        window.glasshutTipAfterRedraw(True)  # what a tip was about is gone


def patch(e):
    # One call swaps every block: a person's own click updates them in place, another
    # seat's move replaces them (they flash). A block not found: all is drawn anew.
    if not window.glasshutPatch(e.steps, e.in_place):
        screen(fx.Screen(e.markup, table=True))
        return
    if e.flash or e.slide:
        targets = json.dumps([step[0] for step in json.loads(e.steps)])
        window.glasshutMarkMoved(json.dumps(e.flash), targets, e.slide, e.slow)


def mark_tabs(e):
    marked = str(window.glasshutMarkTabs(e.anytime, e.roving))
    run(ctl.tabs_marked(marked, wide=window.innerWidth >= WIDE_PX))


def mark_hint(e):
    area = str(window.glasshutMarkHint(e.action))
    if area:
        run(ctl.tab(area))
    window.glasshutHintInView()


def after_paint(fn):
    """Run `fn` once the new drawing is on screen, when reading the layout is free: all
    asked for during one event in one call after the paint (loader.js)."""
    painted.append(fn)
    if len(painted) == 1:
        window.glasshutAfterPaint(after_paint_proxy)


def run_after_paint(*_):
    waiting = painted[:]
    painted.clear()
    for fn in waiting:
        fn()


after_paint_proxy = proxy(run_after_paint)
flush_proxy = proxy(lambda *_: apply(ctl.flush_autosave()))


def set_timer(e):
    cancel_timer(e)
    if e.name not in tickers:  # one proxy a name: bots tick every few milliseconds
        tickers[e.name] = proxy(lambda *_, name=e.name: tick(name))
    timers[e.name] = window.setTimeout(tickers[e.name], e.ms)


def tick(name):
    timers.pop(name, None)
    apply(ctl.tick(name))


def cancel_timer(e):
    if e.name in timers:
        window.clearTimeout(timers.pop(e.name))


def focus(e):
    el = document.querySelector(e.selector)
    if el:
        el.focus(js_options(preventScroll=True))  # the page never scrolls by itself


def step_focus(e):
    moved = str(window.glasshutStepFocus(e.forward) or "")
    if moved:
        run(ctl.roving_moved(*json.loads(moved)))


dialog_closed_proxy = proxy(lambda dialog_id: apply(ctl.dialog_closed(str(dialog_id))))


def settings(e):
    root.style.setProperty("font-size", e.font_percent)
    root.dataset.palette, root.dataset.motion, root.lang = e.palette, e.motion, e.lang


def banner(e):  # storage trouble, said above the page
    box = document.getElementById("banner")
    box.textContent = e.text or ""
    box.hidden = not e.text


APPLY = {
    fx.Screen: screen,
    fx.Patch: patch,
    fx.AtTable: lambda e: root.classList.toggle("at-table", e.on),
    fx.TableAttrs: lambda e: [document.getElementById("table").setAttribute(name, value)
                              for name, value in e.attrs.items()],
    fx.NoteFocus: lambda e: window.glasshutNoteFocus(),
    fx.ShowTab: lambda e: window.glasshutShowTab(e.tab, e.focus),
    fx.WholeMap: lambda e: window.glasshutWholeMap(e.on),
    fx.MarkTabs: mark_tabs,
    fx.ChoicesInView: lambda e: window.glasshutChoicesInView(e.anytime, e.shown),
    fx.LogToTop: lambda e: window.glasshutLogToTop(),
    fx.AfterPaint: lambda e: after_paint(lambda: apply(list(e.effects))),
    fx.SaveWhenIdle: lambda e: window.glasshutWhenIdle(flush_proxy),
    fx.Shown: lambda e: run(ctl.shown()),
    fx.RefocusChoice: lambda e: window.glasshutRefocusChoice(),
    fx.MarkHint: mark_hint,
    fx.Focus: focus,
    fx.StepFocus: step_focus,
    fx.Timer: set_timer,
    fx.CancelTimer: cancel_timer,
    fx.Busy: lambda e: setattr(root.dataset, "busy", "1" if e.on else ""),
    fx.RootData: lambda e: [setattr(root.dataset, k, v) for k, v in e.data.items()],
    fx.OpenDialog: lambda e: window.glasshutOpenDialog(e.markup, e.focus_id,
                                                       dialog_closed_proxy),
    fx.DialogContent: lambda e: window.glasshutDialogContent(e.dialog_id, e.markup),
    fx.CloseDialogs: lambda e: window.glasshutCloseDialogs(),
    fx.Notice: lambda e: window.glasshutNotice(e.markup, e.focus),
    fx.FormError: lambda e: window.glasshutFormError(e.text),
    fx.Copy: lambda e: window.glasshutCopy(e.target_id, e.done, e.by_hand),
    fx.ToggleMore: lambda e: window.glasshutToggleMore(event_now.target),
    fx.ShowSeats: lambda e: window.glasshutShowSeats(e.count),
    fx.ClearHash: lambda e: window.history.replaceState(None, "", ctl.host.page_url()),
    fx.Banner: banner,
    fx.Settings: settings,
    fx.Prevent: lambda e: event_now.preventDefault(),
}


# -- events -------------------------------------------------------------------------------


def handling(fn):
    """An event handler that keeps its event at hand for the effects that need it."""

    def handler(event):
        global event_now
        event_now = event
        try:
            fn(event)
        finally:
            event_now = None

    return proxy(handler)


def on_click(event):
    el = event.target.closest("[data-act], [data-cmd]")
    if not el or el.tagName in ("FORM", "SELECT", "INPUT"):
        return
    pointer = bool(event.detail)  # a real pointer click (a key press gives 0)
    if not el.hasAttribute("data-act"):
        data = {name: str(el.getAttribute(name)) for name in COMMAND_ATTRS
                if el.hasAttribute(name)}
        apply(ctl.click(str(el.getAttribute("data-cmd")), data, pointer))
        return
    started, clicked = window.performance.now(), event.timeStamp
    apply(ctl.act(str(el.getAttribute("data-act")), pointer))
    # Python's share of the click, and the click to its paint: read by bench/ui.py.
    root.dataset.pyMs = f"{window.performance.now() - started:.1f}"
    after_paint(lambda: painted_after_click(clicked))


def painted_after_click(clicked):
    root.dataset.clickMs = f"{window.performance.now() - clicked:.1f}"
    root.dataset.clickSeq = str(int(root.getAttribute("data-click-seq") or 0) + 1)


def on_key(event):
    el = event.target
    choice = el.hasAttribute("data-act")
    press = Key(str(event.key), typing=el.tagName in ("INPUT", "TEXTAREA", "SELECT"),
                modifier=bool(event.ctrlKey or event.metaKey or event.altKey),
                on_choice=choice and el.tagName != "BUTTON",
                among_choices=choice or bool(el.closest("#t-choices")))
    apply(ctl.key(press, str(el.getAttribute("data-act")) if choice else None))


def on_submit(event):
    event.preventDefault()
    form = event.target
    fields = json.loads(str(window.JSON.stringify(
        window.Object.fromEntries(window.FormData.new(form)))))
    apply(ctl.submit(str(form.getAttribute("data-cmd")), fields,
                     str(form.getAttribute("data-game") or "")))


def on_change(event):
    el = event.target
    cmd = el.getAttribute("data-cmd")
    if cmd == "setting":
        value = bool(el.checked) if el.type == "checkbox" else str(el.value)
        apply(ctl.setting(str(el.getAttribute("name")), value))
    elif cmd == "count":
        apply(ctl.seat_count(int(el.value)))
    elif cmd == "replay-go":  # the replay's slider, let go or stepped by its keys
        apply(ctl.replay_go(int(el.value)))


def on_page_hidden(*_):
    # The last chance a closing or backgrounded page is sure to get.
    if str(document.visibilityState) == "hidden":
        apply(ctl.page_hidden())


document.addEventListener("click", handling(on_click))
document.addEventListener("submit", handling(on_submit))
document.addEventListener("keydown", handling(on_key))
document.addEventListener("change", handling(on_change))
window.addEventListener("hashchange", proxy(lambda *_: apply(
    ctl.open_link(str(window.location.hash)))))
# Another tab wrote to storage (JavaScript's strings and null arrive as str and None).
window.addEventListener("storage", proxy(lambda e: apply(ctl.storage_event(e.key, e.newValue))))
document.addEventListener("visibilitychange", proxy(on_page_hidden))
window.addEventListener("pagehide", proxy(lambda *_: apply(ctl.page_hidden())))
window.glasshutFingerprint = proxy(lambda seed: fingerprint(int(seed)))
apply(ctl.start(str(window.location.hash)))
window.glasshutQuietRuntime()  # loader.js: PyScript need not watch the page any more
root.dataset.readyMs = str(round(window.performance.now()))  # read by bench/load.py
# Whether the standard modules came from the bytecode web/start.mjs wrote (read by
# e2e/test_site_e2e.py; "source" when it could not be fetched).
root.dataset.stdlib = "bytecode" if json.__spec__.origin.endswith(".pyc") else "source"
root.dataset.glasshut = "ready"
