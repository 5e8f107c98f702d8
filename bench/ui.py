"""Responsiveness of a game's table in the page (Black Forest unless --game ID).

- first_paint_ms: navigation to the first contentful paint (fresh profile), median.
- click_ms: from a click on a highlighted choice to the redrawn table on screen,
  measured in the page (event time stamp to a task after the next animation frame,
  so parsing, layout and paint are included), over a scripted 2-player hotseat game
  at 1280x800; median and 95th percentile. baseline_click_ms: the same for Tiny Race
  (a table of buttons, no board) in the same run, to tell the machine's speed apart.
  click_python_ms: Python's share of a click (rules, drawing, swapping the markup in).
  The clicks go round the offered choices in turn; in Glass Road, Burgundy and
  Chickwood only the turn's own choices (not the trades open at any time, not
  Burgundy's worker steps), so the game moves on; hand-overs are taken and not timed.
- phone_page_px: the page's scroll height at 390x844 in the middle of a game
  (the goal: at most 1.2 times the viewport's 844).
- self_scrolls: how often the page itself scrolled (window scroll events) over the
  scripted games at both sizes (the goal: 0).
- strong_decision_s: a Strong bot's thinking time per decision in the page, in a game
  of two Strong bots of the same game, 95th percentile; strong_visits: how many
  playouts its choice rests on (root visits, reused ones included), median;
  bench/tournament.py's `--iterations` stands for the page's thinking when set near it.

    python3 bench/ui.py [--game ID] [--clicks N] [--bot-decisions N] [--phone-clicks N]
Needs a built dist/ (python3 build.py), Playwright and Chromium (see README).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "pkg"))
from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
from browsing import CHROMIUM_ARGS, StaticServer, new_game, wait_ready  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.match import Match  # noqa: E402

# Counts the page's own scrolling: window scroll events (an area scrolling inside
# fires on that element, not on the window).
COUNT_SCROLLS = "window.__scrolls = 0; addEventListener('scroll', () => window.__scrolls++);"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def first_paint(browser, url: str, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(
            "performance.getEntriesByName('first-contentful-paint').length > 0"
        )
        times.append(page.evaluate(
            "performance.getEntriesByName('first-contentful-paint')[0].startTime"))
        wait_ready(page)
        context.close()
    return times


PYTHON_MS: list[float] = []  # Python's share of each click measured last

# The choices the clicks go round. Black Forest keeps the sequence its earlier figures
# were measured with; the other games skip choices that need not move the game on.
CHOICES = {"blackforest": "#table [data-act]:visible"}
TURN_CHOICES = ("#table [data-act]:visible:not(.anytime)"
                ":not([data-act$='+']):not([data-act$='-'])")


def click_latency(browser, url: str, clicks: int, viewport=None, tiny: bool = False,
                  phone_at: int = -1, game: str = "blackforest"
                  ) -> tuple[list[float], int, int]:
    """Click times (ms), the page's own scroll events, and the page height after
    `phone_at` clicks (0 if not asked)."""
    context = browser.new_context(service_workers="block",
                                  viewport=viewport or {"width": 1280, "height": 800})
    context.add_init_script(COUNT_SCROLLS)
    page = context.new_page()
    if tiny:
        match = Match.new("tiny", 7, [Seat("Ann"), Seat("Bo")])
        page.goto(url + "#play=" + match.to_save())
        wait_ready(page)
    else:
        page.goto(url)
        wait_ready(page)
        new_game(page, ["human", "human"], seed=7, game=game)
    offered = CHOICES.get(game, TURN_CHOICES)
    times = []
    python: list[float] = []
    height = 0
    while len(times) < clicks and page.get_attribute("#table", "data-over") == "false":
        if page.get_attribute("#table", "data-confirm") == "true":
            page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table[data-confirm=false]")
            continue
        if page.locator("[data-cmd=handover]").count():  # the next person takes the screen
            page.click("[data-cmd=handover]")
            page.wait_for_selector("[data-cmd=handover]", state="detached")
            continue
        if len(times) == phone_at:
            height = page.evaluate("document.documentElement.scrollHeight")
        seq = page.evaluate("Number(document.documentElement.dataset.clickSeq || 0)")
        # Alternate among the offered choices so the game moves on in varied ways.
        choices = page.locator(offered)
        if not choices.count():
            choices = page.locator("#table [data-act]:visible")
        choices.nth(len(times) % choices.count()).click()
        page.wait_for_function(
            f"Number(document.documentElement.dataset.clickSeq || 0) > {seq}")
        times.append(float(page.evaluate("document.documentElement.dataset.clickMs")))
        share = page.evaluate("document.documentElement.dataset.pyMs")
        if share:
            python.append(float(share))
    scrolls = int(page.evaluate("window.__scrolls"))
    context.close()
    PYTHON_MS.extend(python)
    return times, scrolls, height


def bot_decisions(browser, url: str, count: int, game: str = "blackforest"
                  ) -> tuple[list[float], list[int | None]]:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    new_game(page, ["bot:strong", "bot:strong"], seed=11, game=game)
    page.click("[data-cmd=speed]")
    times: list[float] = []
    visits: list[int | None] = []  # None: a thinker that shows no count (not a search)
    while len(times) < count and page.get_attribute("#table", "data-over") == "false":
        before = page.get_attribute("#table", "data-moves")
        page.wait_for_function(
            f"document.querySelector('#table').dataset.moves !== '{before}'", timeout=60_000)
        times.append(float(page.evaluate("document.documentElement.dataset.botMs")) / 1000)
        looked = page.get_attribute("html", "data-bot-visits")
        visits.append(int(looked) if looked else None)
    context.close()
    return times, visits


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="blackforest", help="the game's id")
    parser.add_argument("--clicks", type=int, default=150)
    parser.add_argument("--bot-decisions", type=int, default=60)
    parser.add_argument("--paint-runs", type=int, default=5)
    parser.add_argument("--phone-clicks", type=int, default=60)
    args = parser.parse_args()
    if not (build.DIST / "index.html").exists():
        build.build()
    server = StaticServer(build.DIST)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=build.find_chromium(), args=CHROMIUM_ARGS)
        paint = first_paint(browser, server.url, args.paint_runs)
        baseline, base_scrolls, _ = click_latency(browser, server.url, args.clicks, tiny=True)
        PYTHON_MS.clear()  # the game's clicks only, not the baseline's
        clicks, scrolls, _ = click_latency(browser, server.url, args.clicks, game=args.game)
        python = list(PYTHON_MS)
        phone = {"width": 390, "height": 844}
        phone_clicks, phone_scrolls, phone_px = click_latency(
            browser, server.url, args.phone_clicks, phone, phone_at=args.phone_clicks // 2,
            game=args.game)
        bots, visits = (bot_decisions(browser, server.url, args.bot_decisions, args.game)
                        if args.bot_decisions else ([], []))
        browser.close()
    server.stop()
    print(f"game: {args.game}")
    print(f"first paint runs (ms): {[round(x) for x in paint]}")
    print(f"clicks measured: {len(clicks)}, max {max(clicks):.1f} ms")
    if bots:
        print(f"strong decisions measured: {len(bots)}, max {max(bots):.2f} s")
        print(f"strong_decision_s_p95={percentile(bots, 0.95):.2f}")
        print(f"strong_decision_s_median={statistics.median(bots):.2f}")
    counted = [v for v in visits if v is not None]
    if counted:
        # The decisions stopped by the clock rather than by their share of visits:
        # how far the page gets there is what the tournament's --iterations stands for.
        limited = [v for t, v in zip(bots, visits, strict=True) if t >= 1.3 and v is not None]
        print(f"strong decisions stopped by the clock: {len(limited)}, visits {sorted(limited)}")
        print(f"strong_visits_median={statistics.median(counted):g}")
        if limited:
            print(f"strong_visits_at_limit_median={statistics.median(limited):g}")
    print(f"phone clicks measured: {len(phone_clicks)},"
          f" median {statistics.median(phone_clicks):.1f} ms")
    print(f"baseline_click_ms_median={statistics.median(baseline):.1f}")
    print(f"click_ms_median={statistics.median(clicks):.1f}")
    print(f"click_ms_p95={percentile(clicks, 0.95):.1f}")
    if python:
        print(f"click_python_ms_median={statistics.median(python):.1f}")
    print(f"first_paint_ms={statistics.median(paint):.0f}")
    print(f"phone_page_px={phone_px}")
    print(f"self_scrolls={base_scrolls + scrolls + phone_scrolls}")


if __name__ == "__main__":
    main()
