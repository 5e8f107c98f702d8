"""Load time of the real site against a bare PyScript + Pyodide page, in one run.

Cold: a fresh browser profile (empty HTTP cache, no service worker).
Warm: a reload in the same profile after one full visit.
Reopen: a game left in mid-game (stored in localStorage), the page reloaded after one
full visit, for each game of the menu; "playable" is when one of the game's choices
can be clicked (Python ready, a choice in the table not inert nor disabled).
"Ready" is the page's own `performance.now()` when its Python has finished starting.

    python3 bench/load.py [--runs N] [--dist DIR] [--site NAME=DIR ...] [--no-reopen]
                          [--games ID ...]
    python3 bench/load.py --phone [--runs N]   first and return visits, 4G and slow 3G
Needs a built dist/ (python3 build.py), Playwright and Chromium (see README).
`--site` adds another built site (an older build, say) measured like dist/ in the same
run, so two builds can be compared under the same machine load.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "pkg"))
from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
from browsing import CHROMIUM_ARGS, StaticServer  # noqa: E402

BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./{pyscript}/core.js"></script></head>
<body><script type="py" config="{config}">
from pyscript import document, window
root = document.documentElement
root.dataset.readyMs = str(round(window.performance.now()))
root.dataset.glasshut = "ready"
</script></body></html>
"""

# Installed before the page's own scripts: the page's clock when a game's table first
# shows (`paint`, before Python is ready if the page draws the stored table itself) and
# when one of its choices can first be clicked (`playable`).
REOPEN_WATCH = """(() => {
  const marks = window.__reopen = {};
  const live = (e) => !e.disabled && !e.closest('[inert]');
  const look = () => {
    const table = document.querySelector('#table[data-game]');
    if (!table) return;
    const now = performance.now();
    const ready = document.documentElement.dataset.glasshut === 'ready';
    if (marks.paint === undefined) { marks.paint = now; marks.paintBeforeReady = !ready; }
    if (marks.playable === undefined && ready
        && [...table.querySelectorAll('[data-act]')].some(live)) {
      marks.playable = now;
      watcher.disconnect();
    }
  };
  const watcher = new MutationObserver(look);
  watcher.observe(document, {subtree: true, childList: true, attributes: true,
                             attributeFilter: ['data-glasshut', 'data-game', 'inert',
                                               'disabled']});
})();"""


def make_bare_site(dist: Path, into: Path) -> Path:
    """The same runtime files, a page that only starts Pyodide through PyScript."""
    for folder in (build.RUNTIME_DIR, build.PYSCRIPT_DIR):
        shutil.copytree(dist / folder, into / folder)
    config = json.dumps({"interpreter": f"./{build.RUNTIME_DIR}/pyodide.mjs"})
    page = BARE_PAGE.format(pyscript=build.PYSCRIPT_DIR, config=config.replace('"', "&quot;"))
    (into / "index.html").write_text(page)
    return into


def mid_game_links() -> dict[str, str]:
    """For each game of the menu, a `#play=` link to a game half a dozen rounds in:
    Greedy played both seats; the person (seat 0) is to move."""
    from glasshut.bots import choose
    from glasshut.core.game import Seat
    from glasshut.core.match import Match
    from glasshut.games import MENU_IDS

    links = {}
    for game_id in MENU_IDS:
        match = Match.new(game_id, 7, [Seat("Ann"), Seat("Bot", "bot", "greedy")])
        while not match.is_over() and (len(match.actions) < 60 or match.to_move() != 0):
            match.play(choose(match.state, level="greedy", seed=len(match.actions)))
        links[game_id] = f"#play={match.to_save()}"
    return links


def ready_ms(page, timeout_ms: int = 120_000) -> float:
    page.wait_for_function("document.documentElement.dataset.glasshut === 'ready'",
                           timeout=timeout_ms)
    return float(page.evaluate("document.documentElement.dataset.readyMs"))


def settle(page) -> None:
    """Let the service worker (real site) finish pre-caching before the next visit."""
    page.evaluate("navigator.serviceWorker && navigator.serviceWorker.getRegistration()"
                  ".then(r => r && navigator.serviceWorker.ready)")
    page.wait_for_timeout(500)


def measure(browser, url: str) -> tuple[float, float]:
    """One cold visit and one warm reload: each one's ready time."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    cold = ready_ms(page)
    settle(page)
    page.reload()
    warm = ready_ms(page)
    context.close()
    return cold, warm


def reopen(browser, url: str, game_id: str, link: str) -> tuple[float, float, bool]:
    """A game opened from its link (stored), the page reloaded: when its table showed,
    when a choice could be clicked, and whether it showed before Python was ready."""
    context = browser.new_context()
    context.add_init_script(REOPEN_WATCH)
    page = context.new_page()
    page.goto(url + link)
    page.wait_for_function("window.__reopen.playable !== undefined", timeout=120_000)
    game = page.get_attribute("#table", "data-game")
    if game != game_id:
        raise RuntimeError(f"the link to {game_id} opened {game!r}")
    page.wait_for_function("Object.keys(localStorage).some(k => k.startsWith('glasshut:save:'))")
    settle(page)
    page.reload()
    page.wait_for_function("window.__reopen.playable !== undefined", timeout=120_000)
    if page.get_attribute("#table", "data-game") != game_id:
        raise RuntimeError(f"the reload did not reopen {game_id}")
    marks = page.evaluate("window.__reopen")
    context.close()
    return marks["paint"], marks["playable"], marks["paintBeforeReady"]


# Chromium DevTools' throttling presets (bytes per second; latency in ms).
NETWORKS = {
    "4g": {"latency": 165, "downloadThroughput": 1_012_500, "uploadThroughput": 168_750},
    "slow3g": {"latency": 2000, "downloadThroughput": 50_000, "uploadThroughput": 50_000},
}


def compressed_sizes(dist: Path) -> dict[str, int]:
    """The site's bytes as sent: raw, gzip and (when the brotli module is at hand) brotli
    at the levels static hosts use."""
    sizes = {"raw": 0, "gzip": 0}
    try:
        import brotli
    except ImportError:
        brotli = None
    for path in dist.rglob("*"):
        if path.is_file() and path.name != "_headers":
            data = path.read_bytes()
            sizes["raw"] += len(data)
            sizes["gzip"] += len(gzip.compress(data, 6))
            if brotli is not None:
                sizes["brotli"] = sizes.get("brotli", 0) + len(brotli.compress(data, quality=11))
    return sizes


class GzipServer:
    """`dist` served as a static host does: gzip to browsers that accept it, content-
    hashed and versioned paths cached for a year, the page and the worker revalidated."""

    def __init__(self, dist: Path) -> None:
        packed: dict[Path, bytes] = {}

        class Handler(build.Handler):
            def do_GET(self):  # noqa: N802 - the stdlib's name
                path = Path(self.translate_path(self.path.split("?", 1)[0]))
                if path.is_dir():
                    path = path / "index.html"
                if "gzip" not in self.headers.get("Accept-Encoding", "") or not path.is_file():
                    return super().do_GET()
                if path not in packed:
                    packed[path] = gzip.compress(path.read_bytes(), 6)
                hashed = self.path.startswith(("/app/", "/wheels/", "/runtime/"))
                self.cache_control = ("public, max-age=31536000, immutable" if hashed
                                      else "no-cache")
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(path)))
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(packed[path])))
                self.end_headers()
                self.wfile.write(packed[path])

            def log_message(self, format, *args):  # noqa: A002
                pass

        handler = functools.partial(Handler, directory=str(dist))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def phone_visits(browser, url: str, network: dict, worker: bool) -> tuple[float, float, int]:
    """A first visit and a return visit (a new page once the offline copy is made) on a
    throttled network: each one's ready time, and the bytes the first one received."""
    context = browser.new_context()
    page = context.new_page()
    received = []
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.on("Network.loadingFinished", lambda e: received.append(e["encodedDataLength"]))
    cdp.send("Network.emulateNetworkConditions", {"offline": False, **network})
    page.goto(url, timeout=600_000)
    first = ready_ms(page, 600_000)
    first_bytes = sum(received)
    if worker:  # the offline copy made (the worker installs once it holds every file)
        page.wait_for_function(
            "navigator.serviceWorker.getRegistration().then(r => !!(r && r.active))",
            timeout=600_000, polling=500)
    again = context.new_page()
    cdp_again = context.new_cdp_session(again)
    cdp_again.send("Network.enable")
    cdp_again.send("Network.emulateNetworkConditions", {"offline": False, **network})
    again.goto(url, timeout=600_000)
    second = ready_ms(again, 600_000)
    context.close()
    return first, second, first_bytes


def phone(browser, dist: Path, bare: Path, runs: int, others: dict[str, Path]) -> None:
    sites = {"real": GzipServer(dist), "bare": GzipServer(bare)}
    sites.update({name: GzipServer(site) for name, site in others.items()})
    for name, size in compressed_sizes(dist).items():
        print(f"site_{name}_bytes={size}")
    for net_name, network in NETWORKS.items():
        got = {site: ([], [], []) for site in sites}
        for _ in range(runs):
            for site, server in sites.items():
                visits = phone_visits(browser, server.url, network, worker=site != "bare")
                for into, value in zip(got[site], visits, strict=True):
                    into.append(value)
        for site, (first, second, first_bytes) in got.items():
            print(f"{net_name}_{site}_first_ms={statistics.median(first):.0f}")
            print(f"{net_name}_{site}_return_ms={statistics.median(second):.0f}")
            print(f"{net_name}_{site}_first_received_bytes={statistics.median(first_bytes):.0f}")
        for i, visit in ((0, "first"), (1, "return")):
            for site in sites:
                if site == "bare":
                    continue
                ratio = statistics.median(got[site][i]) / statistics.median(got["bare"][i])
                prefix = "" if site == "real" else f"{site}_"
                print(f"{prefix}{net_name}_{visit}_ratio={ratio:.3f}")
    for server in sites.values():
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=build.DIST, help="the built site")
    parser.add_argument("--site", action="append", default=[], metavar="NAME=DIR",
                        help="another built site to measure like dist/")
    parser.add_argument("--no-micropip", action="store_true",
                        help="skip the micropip variant (shorter runs)")
    parser.add_argument("--phone", action="store_true",
                        help="only the first and return visits on throttled networks")
    parser.add_argument("--no-reopen", action="store_true",
                        help="skip reopening games (cold and warm only)")
    parser.add_argument("--games", nargs="*", metavar="ID",
                        help="reopen only these games (default: every game of the menu)")
    args = parser.parse_args()
    dist = args.dist
    if not (dist / "index.html").exists():
        build.build(dist)
    if args.phone:
        with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=build.find_chromium(),
                                         args=CHROMIUM_ARGS)
            others = dict(spec.split("=", 1) for spec in args.site)
            phone(browser, dist, make_bare_site(dist, Path(tmp) / "bare"), args.runs,
                  {name: Path(folder) for name, folder in others.items()})
            browser.close()
        return
    links = {} if args.no_reopen else mid_game_links()
    if args.games:
        links = {game_id: links[game_id] for game_id in args.games}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        bare = make_bare_site(dist, Path(tmp) / "bare")
        servers = {"real": StaticServer(dist), "bare": StaticServer(bare)}
        if not args.no_micropip:
            # The same site with the engine installed by micropip instead of unpacked.
            via_micropip = build.build(Path(tmp) / "micropip", engine_via="micropip")
            servers["micropip"] = StaticServer(via_micropip)
        playable_sites = ["real"]
        for spec in args.site:
            name, _, folder = spec.partition("=")
            servers[name] = StaticServer(Path(folder))
            playable_sites.append(name)
        browser = pw.chromium.launch(executable_path=build.find_chromium(), args=CHROMIUM_ARGS)
        loads = {name: ([], []) for name in servers}
        reopens = {(site, g): ([], []) for site in playable_sites for g in links}
        painted_early = {site: True for site in playable_sites}
        # Interleave the pages so machine noise hits all alike.
        for _ in range(args.runs):
            for name, server in servers.items():
                cold, warm = measure(browser, server.url)
                loads[name][0].append(cold)
                loads[name][1].append(warm)
            for site in playable_sites:
                for game_id, link in links.items():
                    paint, playable, early = reopen(browser, servers[site].url, game_id, link)
                    reopens[site, game_id][0].append(paint)
                    reopens[site, game_id][1].append(playable)
                    painted_early[site] &= early
        browser.close()
        for server in servers.values():
            server.stop()

    med = {name: (statistics.median(c), statistics.median(w)) for name, (c, w) in loads.items()}
    for name, (c, w) in loads.items():
        print(f"{name}: cold {[round(x) for x in c]} ms, warm {[round(x) for x in w]} ms")
    for (site, game_id), (_paint, playable) in reopens.items():
        print(f"{site} reopen {game_id}: playable {[round(x) for x in playable]} ms")
    bare_cold, bare_warm = med["bare"]
    print(f"bare_cold_ms={bare_cold:.0f}")
    print(f"bare_warm_ms={bare_warm:.0f}")
    if "micropip" in med:
        print(f"micropip_cold_ratio={med['micropip'][0] / bare_cold:.3f}")
        print(f"micropip_warm_ratio={med['micropip'][1] / bare_warm:.3f}")
    for site in playable_sites:
        prefix = "" if site == "real" else f"{site}_"
        load_name = "real_" if site == "real" else prefix
        print(f"{load_name}cold_ms={med[site][0]:.0f}")
        print(f"{load_name}warm_ms={med[site][1]:.0f}")
        if links:
            playable = {g: statistics.median(reopens[site, g][1]) for g in links}
            paint = max(statistics.median(reopens[site, g][0]) for g in links)
            for game_id, ms in playable.items():
                print(f"{prefix}reopen_{game_id}_ms={ms:.0f}")
            # Only a table painted before Python is ready is the stored table at once.
            if painted_early[site]:
                print(f"{prefix}reopen_paint_ms={paint:.0f}")
            print(f"{prefix}reopen_playable_ratio={max(playable.values()) / bare_warm:.3f}")
        print(f"{prefix}cold_ratio={med[site][0] / bare_cold:.3f}")
        print(f"{prefix}warm_ratio={med[site][1] / bare_warm:.3f}")
    print(f"dist_bytes={build.dist_size(dist)}")


if __name__ == "__main__":
    main()
