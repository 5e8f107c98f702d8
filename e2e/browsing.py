"""Helpers for the browser tests: a static server for dist/, page waits, and playing
by clicking what the table offers."""

from __future__ import annotations

import functools
import http.server
import json
import random
import re
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.match import Match  # noqa: E402

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    # Nothing but loopback resolves, so even requests the tests cannot route fail.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
READY = "document.documentElement.dataset.glasshut === 'ready'"
LOAD_TIMEOUT_MS = 60_000
LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
ARTIFACTS = ROOT / "e2e" / "artifacts"  # screenshots for people to look at


class StaticServer:
    """dist/ served under `prefix` on a free loopback port, in a thread.

    Every response carries build.py's security headers (so every browser test runs
    under the Content-Security-Policy; `security_headers=False` sends none, as GitHub
    Pages) and `cache_control`, e.g. "public, max-age=600" as GitHub Pages sends.
    `served` records (path, status) of every response, in order. Once a path ending
    in `offline_after` has been served, or while `offline` is set, every request goes
    unanswered, as when the network is gone.
    """

    def __init__(
        self, directory: Path, prefix: str = "/", cache_control: str | None = "no-cache",
        security_headers: bool = True,
    ) -> None:
        self.prefix = prefix
        self.served: list[tuple[str, int]] = []
        self.offline = False
        self.offline_after: str | None = None
        outer = self

        class Handler(build.Handler):
            def translate_path(self, path: str) -> str:
                if not path.startswith(outer.prefix):
                    return str(directory / "__outside_the_prefix__")
                return super().translate_path("/" + path[len(outer.prefix):])

            def do_GET(self):  # noqa: N802 - the stdlib's name
                if outer.offline:
                    self.close_connection = True  # no answer at all
                    return
                super().do_GET()
                if outer.offline_after and self.path.split("?", 1)[0].endswith(
                        outer.offline_after):
                    outer.offline = True

            def send_response(self, code, message=None):
                outer.served.append((self.path.split("?", 1)[0], int(code)))
                super().send_response(code, message)

            def log_message(self, format, *args):  # noqa: A002
                pass

        Handler.cache_control = cache_control
        Handler.security_headers = security_headers

        handler = functools.partial(Handler, directory=str(directory))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}{self.prefix}"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def wait_ready(page) -> None:
    page.wait_for_function(READY, timeout=LOAD_TIMEOUT_MS)


def new_game(page, kinds: list[str], seed: int, names: list[str] | None = None,
             game: str = "blackforest") -> None:
    """Start a game from the menu's new-game form: one seat per entry of `kinds`
    ("human", "bot:greedy", ...)."""
    page.click(f"[data-cmd=setup][data-game={game}]")
    page.select_option("select[name=count]", str(len(kinds)))
    for i, kind in enumerate(kinds):
        page.select_option(f"select[name=kind{i}]", kind)
        if names:
            page.fill(f"input[name=name{i}]", names[i])
    page.fill("input[name=seed]", str(seed))
    page.click("#setup button[type=submit]")
    page.wait_for_selector(f"#table[data-game={game}]")


def toggle_pace(page) -> None:
    """Switch the bots' pace: a tool of the bar on a laptop, behind More on a phone."""
    if not page.locator("[data-cmd=speed]").is_visible():
        page.click("[data-cmd=more]")
    page.click("[data-cmd=speed]")


def moves(page) -> int:
    return int(page.get_attribute("#table", "data-moves"))


def open_menu(context, server):
    page = context.new_page()
    page.goto(server.url)
    wait_ready(page)
    return page


RULES_VERSION = re.compile(rb"^(    rules_version = )(\d+)", re.M)


def new_version(site: Path, bump_rules: bool = False) -> str:
    """Turn the built site in `site` into the next deploy: a changed engine wheel
    (optionally with Black Forest's rules version raised), the old wheel gone from the
    server, the page and the service worker rebuilt. Returns the new wheel's name."""
    files = []
    for name, data in build.engine_files():
        if bump_rules and name == "glasshut/blackforest/__init__.py":
            data, bumped = RULES_VERSION.subn(
                lambda m: b"%s%d" % (m[1], int(m[2]) + 1), data, count=1)
            assert bumped == 1, "Black Forest's rules_version line was not found"
        files.append((name, data))
    files.append(("glasshut/_deploy.py", b"DEPLOY = 2\n"))
    [old] = list((site / "wheels").glob("glasshut-*.whl"))
    wheel = build.build_wheel(site / "wheels", files)
    old.unlink()
    page = site / "index.html"
    page.write_text(page.read_text().replace(old.name, wheel.name))
    build.service_worker(site)
    return wheel.name


def wheel_name(site: Path) -> str:
    [wheel] = list((site / "wheels").glob("glasshut-*.whl"))
    return wheel.name


def table_context(browser, watch, viewport):
    """A fresh profile at `viewport` whose pages report errors to `watch`."""
    context = browser.new_context(viewport=viewport, service_workers="block")
    context.on("page", watch.attach)
    return context


def screenshot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name))


# The smallest text on screen inside `root`, in CSS pixels as drawn: an SVG text's font
# size times its drawing's scale (a map fitted into its area shrinks its text), and
# where it was found. Only text inside the window and its area counts.
SMALLEST_TEXT = """(root) => {
  let least = [Infinity, ''];
  for (const el of document.querySelectorAll(root + ' *')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.checkVisibility()) continue;
    const r = el.getBoundingClientRect();
    const area = el.closest('.panel');
    const a = area ? area.getBoundingClientRect() : {top: 0, left: 0, bottom: innerHeight,
                                                      right: innerWidth};
    if (!r.width || r.bottom <= Math.max(0, a.top) || r.top >= Math.min(innerHeight, a.bottom)
        || r.right <= Math.max(0, a.left) || r.left >= Math.min(innerWidth, a.right)) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement && el.getScreenCTM()) {
      const m = el.getScreenCTM();
      size *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    }
    if (size < least[0]) least = [size, el.textContent.trim().slice(0, 30)];
  }
  return least;
}"""


def smallest_text(page, root: str = "#table") -> tuple[float, str]:
    """The smallest text shown inside `root` (SMALLEST_TEXT) and the words it belongs to."""
    size, words = page.evaluate(SMALLEST_TEXT, root)
    return size, words


# -- playing by clicking ------------------------------------------------------------------

# One look at the page after a click: scrolling, what is on screen, the button labels.
LOOK = """() => {
  const inView = (el) => {
    if (!el || !el.checkVisibility()) return false;
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
  };
  // Every button the bar shows (the last turn's line is one, hidden before any turn).
  const buttons = [...document.querySelectorAll('#t-choices button:not([hidden])')];
  // A row of choices wider than the screen scrolls sideways on its own, in view.
  const reachable = (b) => {
    const row = b.closest('.choices');
    return inView(b) || (!!row && row.scrollWidth > row.clientWidth && inView(row));
  };
  return {
    handover: document.querySelector('#table.handover') !== null,
    scrollY: scrollY,
    scrollTop: document.documentElement.scrollTop + document.body.scrollTop,
    status: inView(document.getElementById('status')),
    buttonsOut: buttons.filter(b => !reachable(b)).map(b => b.textContent),
    labels: buttons.filter(b => b.dataset.act).map(b => b.textContent),
  };
}"""

# True once one of the turn's choices (or, with none, one open at any time) shows inside
# its area and the window, or when nothing is offered. A choice on a tab not shown
# counts as not in view: the page opens the area holding the turn's choices and
# scrolls it after painting, and this waits for that.
CHOICE_IN_VIEW = """() => {
  const all = [...document.querySelectorAll('#table [data-act]')];
  const turn = all.filter(e => !e.matches('.anytime, .bf-anytime'));
  const offered = turn.length ? turn : all;
  return !offered.length || offered.some(e => {
    if (!e.checkVisibility()) return false;
    const r = e.getBoundingClientRect();
    const area = e.closest('.panel');
    const a = area ? area.getBoundingClientRect() : {top: 0, bottom: innerHeight};
    return r.width > 0 && r.bottom > Math.max(0, a.top) && r.top < Math.min(innerHeight, a.bottom)
      && r.right > 0 && r.left < innerWidth;
  });
}"""


# For a failure message: the tab shown and, per offered choice, its area and its box.
OFFERED_WHERE = """() => ({
  tab: document.getElementById('table').dataset.tab,
  offered: [...document.querySelectorAll('#table [data-act]')].slice(0, 12).map(e => {
    const r = e.getBoundingClientRect(), area = e.closest('.panel');
    return [e.dataset.act, area ? area.dataset.panel : 'bar', e.checkVisibility(),
            [r.left, r.top, r.width, r.height].map(Math.round)];
  }),
})"""


def check_cockpit(page) -> None:
    """The page did not scroll by itself, the turn line and the choice buttons are on
    screen, no two choice buttons share a label, and a choice on the board shows."""
    look = page.evaluate(LOOK)
    assert look["scrollY"] == 0 and look["scrollTop"] == 0, "the page scrolled by itself"
    if look["handover"]:  # a screen between two people: no turn line, no choices
        return
    assert look["status"], "the turn line left the screen"
    assert look["buttonsOut"] == [], f"choice buttons off screen: {look['buttonsOut']}"
    labels = look["labels"]
    assert len(labels) == len(set(labels)), f"two choice buttons share a label: {labels}"
    try:
        page.wait_for_function(CHOICE_IN_VIEW, timeout=5_000)
    except PlaywrightTimeout:
        where = page.evaluate(OFFERED_WHERE)
        raise AssertionError(f"none of the offered choices is in view: {where}") from None


# Whether the log's newest entry is on screen, on its panel.
NEWEST_LOG = """() => {
  const panel = document.getElementById('panel-log');
  const entry = panel.querySelector('.log-run li');
  if (!entry || !entry.checkVisibility()) return 'hidden';
  const p = panel.getBoundingClientRect(), r = entry.getBoundingClientRect();
  if (!(r.top >= p.top - 1 && r.bottom <= p.bottom + 1 && r.bottom <= innerHeight + 1))
    return 'out of view';
  const moves = document.getElementById('table').dataset.moves;
  return entry.getAttribute('value') === moves ? 'ok' : 'not the newest';
}"""


def check_newest_log(page, phone: bool) -> None:
    shown = page.get_attribute("#table", "data-tab")
    if phone:
        page.click(".tab[data-tab=log]")
    # One look, so a bot's move in between cannot make it stale.
    assert page.evaluate(NEWEST_LOG) == "ok", "the newest log entry is not in view"
    if phone:  # back where the player was (the turn's choices may be on Me, not Board)
        page.click(f".tab[data-tab={shown or 'board'}]")


# The table's state and the choices offered, in one round trip. The turn's own choices
# come first: actions open at any time (trades, releasing an animal, removing a tile)
# can go round in circles and only make a random game longer.
OFFERED = """() => {
  const table = document.getElementById('table');
  const shown = [...table.querySelectorAll('[data-act]')].filter(e => e.checkVisibility());
  const turn = shown.filter(e => !e.matches('.anytime, .bf-anytime'));
  return {
    over: table.dataset.over === 'true',
    confirm: table.dataset.confirm === 'true',
    handover: table.querySelector('[data-cmd=handover]') !== null,
    moves: table.dataset.moves,
    acts: [...new Set((turn.length ? turn : shown).map(e => e.dataset.act))],
  };
}"""

MAX_CLICKS = 4000  # a safety net: real games end long before


def wait_moved(page, before: str, timeout: int = 60_000) -> None:
    """Until the table has moved on from `before` moves (a click's move or a bot's)."""
    page.wait_for_function(
        f"document.querySelector('#table').dataset.moves !== '{before}'", timeout=timeout)


def play_clicks(page, rng, limit: int = MAX_CLICKS, *,
                check: Callable | None = None,
                prefer: Callable[[str], bool] | None = None,
                after: Callable[[object, int], None] | None = None) -> int:
    """Click the offered choices at random, taking the screen when asked to hand it
    over and ending turns when asked, until the game ends or after `limit` clicks.
    Returns the clicks made.

    `check(page)` runs after every click, hand-over and End turn (e.g. check_cockpit);
    `prefer(action)`: nine clicks in ten go to a preferred choice when there is one
    (e.g. not Burgundy's worker steps, so each turn moves on); `after(page, clicks)`
    runs after each click (screenshots, a reload)."""
    clicks = 0
    while clicks < limit:
        state = page.evaluate(OFFERED)
        if state["over"]:
            break
        if state["handover"]:
            page.click("[data-cmd=handover]")
            page.wait_for_selector("[data-cmd=handover]", state="detached")
        elif state["confirm"]:
            page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table[data-confirm=false]")
        else:
            acts = state["acts"]
            if acts:
                preferred = [a for a in acts if prefer(a)] if prefer else []
                pool = preferred if preferred and rng.random() < 0.9 else acts
                action = pool[rng.randrange(len(pool))]
                selector = f"#table [data-act={json.dumps(action, ensure_ascii=False)}]:visible"
                page.locator(selector).first.click()
                clicks += 1
            # The click's move, or a bot's: either way the table moves on.
            wait_moved(page, state["moves"])
            if acts and after is not None:
                after(page, clicks)
        if check is not None:
            check(page)
    return clicks


def midgame_link(game: str, seed: int, share: float = 0.4) -> str:
    """A link to `game` part-way through (random moves), the person (seat 0) to move,
    against a Greedy bot."""
    seats = [Seat("Ann"), Seat("Bo", "bot", "greedy")]
    rng = random.Random(seed)
    whole = Match.new(game, seed, seats)
    while not whole.is_over():
        whole.play(rng.choice(whole.legal_actions()))
    match = Match.new(game, seed, seats)
    for action in whole.actions[: int(len(whole.actions) * share)]:
        match.play(action)
    while match.to_move() != 0 and not match.is_over():
        match.play(rng.choice(match.legal_actions()))
    return match.to_save()
