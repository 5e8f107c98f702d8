"""Load time of the real site against a bare PyScript + Pyodide page, in one run.

Cold: a fresh browser profile (empty HTTP cache, no service worker).
Warm: a reload in the same profile after one full visit.
"Ready" is the page's own `performance.now()` when its Python has finished starting.

    python3 bench/load.py [--runs N]
Needs a built dist/ (python3 build.py), Playwright and Chromium (see README).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))
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


def make_bare_site(dist: Path, into: Path) -> Path:
    """The same runtime files, a page that only starts Pyodide through PyScript."""
    for folder in (build.RUNTIME_DIR, build.PYSCRIPT_DIR):
        shutil.copytree(dist / folder, into / folder)
    config = json.dumps({"interpreter": f"./{build.RUNTIME_DIR}/pyodide.mjs"})
    page = BARE_PAGE.format(pyscript=build.PYSCRIPT_DIR, config=config.replace('"', "&quot;"))
    (into / "index.html").write_text(page)
    return into


def ready_ms(page) -> float:
    page.wait_for_function("document.documentElement.dataset.glasshut === 'ready'",
                           timeout=120_000)
    return float(page.evaluate("document.documentElement.dataset.readyMs"))


def measure(browser, url: str, runs: int) -> tuple[list[float], list[float]]:
    cold, warm = [], []
    for _ in range(runs):
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        cold.append(ready_ms(page))
        # Let the service worker (real site) finish pre-caching before the warm visit.
        page.evaluate("navigator.serviceWorker && navigator.serviceWorker.getRegistration()"
                      ".then(r => r && navigator.serviceWorker.ready)")
        page.wait_for_timeout(500)
        page.reload()
        warm.append(ready_ms(page))
        context.close()
    return cold, warm


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    dist = build.DIST
    if not (dist / "index.html").exists():
        build.build()
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        bare = make_bare_site(dist, Path(tmp) / "bare")
        # The same site with the engine installed by micropip instead of unpacked.
        via_micropip = build.build(Path(tmp) / "micropip", engine_via="micropip")
        servers = {
            "real": StaticServer(dist),
            "bare": StaticServer(bare),
            "micropip": StaticServer(via_micropip),
        }
        browser = pw.chromium.launch(executable_path=build.find_chromium(), args=CHROMIUM_ARGS)
        results = {name: ([], []) for name in servers}
        # Interleave the pages so machine noise hits all alike.
        for _ in range(args.runs):
            for name, server in servers.items():
                cold, warm = measure(browser, server.url, 1)
                results[name][0].extend(cold)
                results[name][1].extend(warm)
        browser.close()
        for server in servers.values():
            server.stop()

    med = {name: (statistics.median(c), statistics.median(w)) for name, (c, w) in results.items()}
    for name, (c, w) in results.items():
        print(f"{name}: cold {[round(x) for x in c]} ms, warm {[round(x) for x in w]} ms")
    print(f"real_cold_ms={med['real'][0]:.0f}")
    print(f"real_warm_ms={med['real'][1]:.0f}")
    print(f"bare_cold_ms={med['bare'][0]:.0f}")
    print(f"bare_warm_ms={med['bare'][1]:.0f}")
    print(f"micropip_cold_ratio={med['micropip'][0] / med['bare'][0]:.3f}")
    print(f"micropip_warm_ratio={med['micropip'][1] / med['bare'][1]:.3f}")
    print(f"cold_ratio={med['real'][0] / med['bare'][0]:.3f}")
    print(f"warm_ratio={med['real'][1] / med['bare'][1]:.3f}")
    print(f"dist_bytes={build.dist_size(dist)}")


if __name__ == "__main__":
    main()
