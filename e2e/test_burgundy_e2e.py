"""The Castles of Burgundy in the page: a game against a bot played by clicking only
what is offered, to the end screen; the table at laptop and phone sizes."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from browsing import moves, new_game, open_menu
from glasshut.core.game import Seat
from glasshut.core.match import Match

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
MAX_CLICKS = 600  # a safety net: a whole game takes far fewer
CLICKED_ROUNDS = 3  # rounds of phase A played by clicking from the menu


def play_clicks(page, rng: random.Random, limit: int = MAX_CLICKS) -> int:
    """Click highlighted choices (confirming hand-overs) until the game ends. Worker
    turns are clicked rarely, so each turn moves on."""
    clicks = 0
    while page.get_attribute("#table", "data-over") == "false" and clicks < limit:
        if page.get_attribute("#table", "data-confirm") == "true":
            page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table[data-confirm=false]")
            continue
        before = moves(page)
        offered = page.locator("#table [data-act]:visible")
        count = offered.count()
        if count:
            acts = [offered.nth(i).get_attribute("data-act") for i in range(count)]
            useful = [i for i, a in enumerate(acts) if a[1:2] not in ("+", "-")]
            pick = rng.choice(useful) if useful and rng.random() < 0.9 else rng.randrange(count)
            offered.nth(pick).click()
            clicks += 1
        page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'",
                               timeout=60_000)
    return clicks


def near_the_end(seed: int) -> Match:
    """A human-and-bot game played on the host to the human's turn in the last round."""
    match = Match.new("burgundy", seed, [Seat("Ada"), Seat("<i>Bot</i>", "bot", "random")])
    rng = random.Random(seed)
    while not (match.state.phase == 4 and match.state.round == 5 and match.to_move() == 0):
        match.play(rng.choice(match.legal_actions()))
    return match


@pytest.mark.long
def test_a_game_against_a_bot_by_clicking_to_the_end(context, server, watch):
    ARTIFACTS.mkdir(exist_ok=True)
    page = open_menu(context, server)
    new_game(page, ["human", "bot:random"], seed=3, names=["Ada", "<i>Bot</i>"],
             game="burgundy")
    page.click("[data-cmd=speed]")
    page.wait_for_selector("#table [data-act]")
    rng = random.Random(3)
    # Several rounds by clicking, from the menu's new game.
    while "round 1/5" in page.inner_text("#t-choices") or any(
            f"round {r}/5" in page.inner_text("#t-choices") for r in range(2, CLICKED_ROUNDS + 1)):
        play_clicks(page, rng, limit=1)
    assert "Phase A, round" in page.inner_text("#t-choices")
    assert "<i>Bot</i>" in page.inner_text(".log-list")
    # The last round: a game brought near its end on the host, opened by pasting its
    # save, then clicked to the end screen.
    match = near_the_end(4)
    page.click("[data-cmd=export]")
    page.fill("#import-text", match.to_save())
    page.click("#export .import button[type=submit]")
    page.wait_for_function(
        f"document.querySelector('#table').dataset.digest === '{match.digest()}'")
    clicks = play_clicks(page, rng)
    assert page.get_attribute("#table", "data-over") == "true", f"over after {clicks} clicks"
    page.screenshot(path=str(ARTIFACTS / "burgundy-end-1280x800.png"))
    columns = page.locator("#t-end .breakdown thead th[scope=col]")
    assert columns.count() >= 2
    end = page.inner_text("#t-end")
    assert "points" in page.inner_text("#t-end .end-head")
    for line in ("Completed regions (by size)", "Silverlings", "Spaces covered (of 37)"):
        assert line in end
    assert "<i>Bot</i>" in end
    assert watch.errors == []


def fits(page) -> None:
    width = page.viewport_size["width"]
    overflow = page.evaluate("document.scrollingElement.scrollHeight - window.innerHeight")
    assert overflow <= 1, "the page itself scrolls"
    for selector in ("#status", "#table [data-act]:visible"):
        box = page.locator(selector).first.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width + 1


def test_the_table_reads_at_laptop_and_phone_sizes(browser, server, watch):
    ARTIFACTS.mkdir(exist_ok=True)
    for width, height in ((1280, 800), (390, 844)):
        context = browser.new_context(viewport={"width": width, "height": height},
                                      service_workers="block")
        context.on("page", watch.attach)
        try:
            page = open_menu(context, server)
            new_game(page, ["human", "bot:random"], seed=11, game="burgundy")
            page.wait_for_selector("#table [data-act]")
            # Take a tile with a die, then look at the position.
            page.locator("#table .cb-depot [data-act*=':take ']:visible").first.click()
            page.wait_for_selector("#table [data-act]")
            fits(page)
            page.screenshot(path=str(ARTIFACTS / f"burgundy-board-{width}x{height}.png"))
            if width < 900:
                page.click("[data-cmd=tab][data-tab=me]")
            estate = page.locator("#panel-me svg.cb-estate").bounding_box()
            assert estate is not None and estate["x"] >= 0
            assert estate["x"] + estate["width"] <= width + 1  # the hexes fit the width
            smallest = page.evaluate(
                "Math.min(...[...document.querySelectorAll('#table .cb *')]"
                ".filter(e => e.childNodes.length && [...e.childNodes].some("
                "n => n.nodeType === 3 && n.textContent.trim()))"
                ".filter(e => e.getClientRects().length)"
                ".map(e => parseFloat(getComputedStyle(e).fontSize)"
                " * (e.closest('svg') ? e.closest('svg').getBoundingClientRect().width"
                " / e.closest('svg').viewBox.baseVal.width : 1)))")
            assert smallest >= 12 - 0.01, smallest
            page.screenshot(path=str(ARTIFACTS / f"burgundy-me-{width}x{height}.png"))
        finally:
            context.close()
    assert watch.errors == []
