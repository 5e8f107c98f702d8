"""Whether the table holds still while one plays, and whether the choices are in sight.

Each of the four games opens from a mid-game link (one person against a Greedy bot,
the first half of the game played by Greedy bots), at 1280x800 and at 390x844; the
person then clicks offered choices (a fixed sequence per game) while the bot answers
at the fast pace. At every step where the person decides:

- header_jitter_px_max: the bar above the tabs (turn line, choices without a place on
  the board, tools, strip): its tallest minus its shortest height over the run, the
  largest over games and sizes (the goal: 0, at most 2).
- board_shift_px_max: the same for the top of the areas under the tabs (the board).
- blind_steps: steps where none of the offered choices shows on screen inside its area
  once the page has settled (the goal: 0).
- inner_scrolls_laptop: steps at 1280x800 where an offered choice of the turn, on an
  area shown, lies outside that area's visible box: reachable only by scrolling it.
- click_ms_median: a click on a choice to the redrawn table on screen (as bench/ui.py).
- phone_page_px: the page's scroll height at 390x844, the largest seen (the goal: at
  most 1.2 times 844).

    python3 bench/table.py [--dist DIR] [--clicks N] [--games a,b] [--saves FILE] [--shots DIR]
Needs Playwright and Chromium (see README); builds dist/ when --dist is not given.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))
sys.path.insert(0, str(ROOT / "pkg"))
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
from browsing import (  # noqa: E402
    CHOICE_IN_VIEW,
    CHROMIUM_ARGS,
    LAPTOP,
    OFFERED,
    PHONE,
    StaticServer,
    toggle_pace,
    wait_moved,
    wait_ready,
)
from glasshut.bots import BOTS  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.match import Match  # noqa: E402

GAMES = ("blackforest", "glassroad", "burgundy", "chickwood")
MIDGAME_SHARE = 0.45  # of a whole Greedy game's moves

# One look at the frame: the bar's height, the areas' top, the page's height, and the
# turn's choices lying outside the visible box of the area (or bar) that scrolls them.
FRAME = """() => {
  const box = (sel) => document.querySelector(sel).getBoundingClientRect();
  const all = [...document.querySelectorAll('#table [data-act]')].filter(e => e.checkVisibility());
  const turn = all.filter(e => !e.matches('.anytime, .bf-anytime'));
  const clipped = (turn.length ? turn : all).filter(e => {
    const r = e.getBoundingClientRect();
    const area = e.closest('.panel, #t-choices .choices, #t-choices');
    if (!area || r.width === 0) return false;
    const a = area.getBoundingClientRect();
    return r.top < a.top - 1 || r.bottom > a.bottom + 1 || r.left < a.left - 1
      || r.right > a.right + 1;
  });
  return {
    header: box('.t-bar').height,
    board: box('.t-body').top,
    page: document.documentElement.scrollHeight,
    clipped: clipped.map(e => e.dataset.act).slice(0, 6),
  };
}"""


# Open the tab of the area holding the first choice (none shows on the area shown).
OPEN_CHOICES_TAB = """() => {
  const panel = document.querySelector('#table .panel [data-act]').closest('.panel');
  document.querySelector(`.tab[data-tab=${panel.dataset.panel}]`).click();
}"""


def midgame_link(game: str, seed: int) -> str:
    """A save of `game` about halfway through, the person (seat 0) to move."""
    seats = [Seat("You"), Seat("Greedy", "bot", "greedy")]
    whole = Match.new(game, seed, seats)
    while not whole.is_over():
        whole.play(BOTS["greedy"](whole))
    match = Match.new(game, seed, seats)
    for action in whole.actions[: int(len(whole.actions) * MIDGAME_SHARE)]:
        match.play(action)
    while match.to_move() != 0 and not match.is_over():
        match.play(BOTS["greedy"](match))
    return match.to_save()


def settle(page) -> bool:
    """Until one of the offered choices shows (the page opens and scrolls the area
    holding them after painting); False when none does."""
    try:
        page.wait_for_function(CHOICE_IN_VIEW, timeout=2_000)
        return True
    except PlaywrightTimeout:
        return False


def run(browser, url: str, save: str, game: str, viewport: dict, clicks: int,
        shots: Path | None) -> dict:
    """One game at one size: the frame's figures over `clicks` of the person's clicks."""
    context = browser.new_context(service_workers="block", viewport=viewport)
    page = context.new_page()
    page.goto(f"{url}#play={save}")
    wait_ready(page)
    page.wait_for_selector("#table.cockpit", state="attached", timeout=60_000)
    toggle_pace(page)
    rng = random.Random(f"{game}-{viewport['width']}")
    frames, times, blind, inner = [], [], 0, 0
    made = 0
    while made < clicks:
        state = page.evaluate(OFFERED)
        if state["over"]:
            break
        if state["confirm"]:
            frames.append(page.evaluate(FRAME))
            page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table[data-confirm=false]")
            continue
        acts = state["acts"]
        legal = page.get_attribute("#table", "data-legal") != "0"
        if not acts and not legal:  # the bot's turn
            wait_moved(page, state["moves"])
            continue
        if not settle(page):
            blind += 1
        if not acts:  # the person's choices are all on an area not shown: open it
            page.evaluate(OPEN_CHOICES_TAB)
            continue
        frame = page.evaluate(FRAME)
        frames.append(frame)
        if frame["clipped"]:
            inner += 1
        if shots is not None and made == clicks // 2:
            size = f"{viewport['width']}x{viewport['height']}"
            page.screenshot(path=str(shots / f"{game}-{size}.png"))
        # Burgundy's worker steps and Glass Road's trades go round: mostly other choices.
        moving = [a for a in acts if not a.endswith(("+", "-"))]
        pool = moving if moving and rng.random() < 0.9 else acts
        action = pool[rng.randrange(len(pool))]
        seq = page.evaluate("Number(document.documentElement.dataset.clickSeq || 0)")
        page.locator(f"#table [data-act={json.dumps(action)}]:visible").first.click()
        page.wait_for_function(
            f"Number(document.documentElement.dataset.clickSeq || 0) > {seq}")
        times.append(float(page.evaluate("document.documentElement.dataset.clickMs")))
        wait_moved(page, state["moves"])
        made += 1
    context.close()
    heights = [f["header"] for f in frames]
    tops = [f["board"] for f in frames]
    return {
        "steps": len(frames), "clicks": made, "times": times, "blind": blind, "inner": inner,
        "header": (min(heights), max(heights)), "board": (min(tops), max(tops)),
        "page": max(f["page"] for f in frames),
        "clipped": next((f["clipped"] for f in frames if f["clipped"]), []),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dist", type=Path, default=None, help="a built site (else dist/)")
    parser.add_argument("--clicks", type=int, default=16, help="the person's clicks per run")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--saves", type=Path, default=None,
                        help="a file keeping the mid-game links between runs (they take a while)")
    parser.add_argument("--shots", type=Path, default=None, help="a folder for screenshots")
    args = parser.parse_args()
    dist = args.dist or build.DIST
    if args.dist is None and not (dist / "index.html").exists():
        build.build()
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    games = args.games.split(",")
    known = json.loads(args.saves.read_text()) if args.saves and args.saves.exists() else {}
    saves = {game: known.get(f"{game}-{args.seed}") or midgame_link(game, args.seed)
             for game in games}
    if args.saves:
        known.update({f"{game}-{args.seed}": save for game, save in saves.items()})
        args.saves.write_text(json.dumps(known))
    server = StaticServer(dist)
    results = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=build.find_chromium(), args=CHROMIUM_ARGS)
        for game in games:
            for name, size in (("laptop", LAPTOP), ("phone", PHONE)):
                results[game, name] = r = run(browser, server.url, saves[game], game, size,
                                              args.clicks, args.shots)
                print(f"{game} {name}: {r['clicks']} clicks, {r['steps']} steps;"
                      f" header {r['header'][0]:.0f}-{r['header'][1]:.0f} px,"
                      f" board top {r['board'][0]:.0f}-{r['board'][1]:.0f} px,"
                      f" blind {r['blind']}, inner scrolls {r['inner']} {r['clipped']},"
                      f" page {r['page']} px", flush=True)
        browser.close()
    server.stop()
    times = [t for r in results.values() for t in r["times"]]
    spread = [hi - lo for r in results.values() for lo, hi in (r["header"],)]
    shift = [hi - lo for r in results.values() for lo, hi in (r["board"],)]
    print(f"header_jitter_px_max={max(spread):.0f}")
    print(f"board_shift_px_max={max(shift):.0f}")
    print(f"blind_steps={sum(r['blind'] for r in results.values())}")
    print(f"inner_scrolls_laptop="
          f"{sum(r['inner'] for (_, name), r in results.items() if name == 'laptop')}")
    print(f"click_ms_median={statistics.median(times):.1f}")
    print(f"phone_page_px={max(r['page'] for (_, name), r in results.items() if name == 'phone')}")


if __name__ == "__main__":
    main()
