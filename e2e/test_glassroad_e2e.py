"""Glass Road in the page: a whole game against a bot by clicking, the phone layout,
and two people at one screen handing it over.

After every click the page must not have scrolled by itself, the turn line and the
choice buttons must be on screen and no two buttons share a label (the table's own
checks). Screenshots at both sizes go to e2e/artifacts/.
"""

from __future__ import annotations

import random

import pytest

from browsing import moves, open_menu
from test_table_e2e import (
    ARTIFACTS,
    LAPTOP,
    PHONE,
    check_cockpit,
    check_end_screen,
    check_newest_log,
    table_context,
)

MAX_CLICKS = 400
TURN_CHOICES = "#table [data-act]:visible:not(.anytime)"


def start(page, kinds: list[str], seed: int, names: list[str]) -> None:
    page.click("[data-cmd=setup][data-game=glassroad]")
    page.select_option("select[name=count]", str(len(kinds)))
    for i, kind in enumerate(kinds):
        page.select_option(f"select[name=kind{i}]", kind)
        page.fill(f"input[name=name{i}]", names[i])
    page.fill("input[name=seed]", str(seed))
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#table")


def click_turns(page, rng, limit: int, shots: dict[int, str] | None = None) -> int:
    """Click the turn's choices at random (never the any-time trades, which could go
    round in circles), confirming the end of each turn, until the game ends or
    `limit` clicks; a screenshot after the clicks named in `shots`."""
    clicks = 0
    while page.get_attribute("#table", "data-over") == "false" and clicks < limit:
        if page.get_attribute("#table", "data-confirm") == "true":
            page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table[data-confirm=false]")
            check_cockpit(page)
            continue
        before = moves(page)
        offered = page.locator(TURN_CHOICES)
        count = offered.count()
        if count:
            offered.nth(rng.randrange(count)).click()
            clicks += 1
        page.wait_for_function(
            f"document.querySelector('#table').dataset.moves !== '{before}'", timeout=60_000)
        check_cockpit(page)
        if shots and clicks in shots:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / shots.pop(clicks)))
    return clicks


@pytest.mark.long
def test_a_whole_game_against_a_bot_by_clicking(browser, server, watch):
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        start(page, ["human", "bot:greedy"], seed=41, names=["Ann", "Bo"])
        page.click("[data-cmd=speed]")
        # The secret choice comes first: all 15 Specialists, lit, in the viewer's area.
        page.wait_for_selector(".gr-card[data-act^='choose:']", timeout=30_000)
        assert page.locator(".gr-card[data-act^='choose:']").count() == 15
        clicks = click_turns(page, random.Random(41), MAX_CLICKS,
                             {3: "glassroad-1280x800-choice.png",
                              30: "glassroad-1280x800-mid.png"})
        assert clicks < MAX_CLICKS
        check_end_screen(page, solo=False)
        check_newest_log(page, phone=False)
        page.screenshot(path=str(ARTIFACTS / "glassroad-1280x800-end.png"))
        # Half points show as such; the game's own breakdown follows the table.
        assert page.locator(".gr-endextra").is_visible()
    finally:
        context.close()
    assert watch.errors == []


def test_phone_layout_and_the_smallest_text(browser, server, watch):
    context = table_context(browser, watch, PHONE)
    try:
        page = open_menu(context, server)
        start(page, ["human", "bot:greedy"], seed=42, names=["Ann", "Bo"])
        page.click("[data-cmd=speed]")
        click_turns(page, random.Random(42), 14, {1: "glassroad-390x844-choice.png",
                                                  12: "glassroad-390x844-mid.png"})
        assert page.evaluate("document.documentElement.scrollHeight") <= 844 * 1.2
        smallest = page.evaluate(
            "Math.min(...[...document.querySelectorAll('#table .gr *')]"
            ".filter(e => e.checkVisibility() && [...e.childNodes].some("
            "n => n.nodeType === 3 && n.textContent.trim()))"
            ".map(e => parseFloat(getComputedStyle(e).fontSize)))")
        assert smallest >= 12, smallest
        page.click(".tab[data-tab=buildings]")
        page.screenshot(path=str(ARTIFACTS / "glassroad-390x844-buildings.png"))
        assert page.locator(".gr-btile").count() >= 12
    finally:
        context.close()
    assert watch.errors == []


def test_two_people_hand_the_screen_over(browser, server, watch):
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        start(page, ["human", "human"], seed=43, names=["Ann", "Bo"])
        for _ in range(5):  # Ann's secret choice
            before = moves(page)
            page.locator(".gr-card[data-act^='choose:']").first.click()
            page.wait_for_function(
                f"document.querySelector('#table').dataset.moves !== '{before}'")
        chosen = page.locator(".gr-card-note .gr-cname").all_inner_texts()
        assert len(chosen) == 5
        if page.get_attribute("#table", "data-confirm") == "true":
            page.click("[data-cmd=confirm]")
        # Bo is next: a screen with nothing of Ann's (or Bo's) cards on it.
        page.wait_for_selector("#table.handover")
        text = page.inner_text("#table")
        assert "Bo" in text and not any(name in text for name in chosen)
        assert page.locator("#table [data-act]").count() == 0
        # The hand-over button has the focus: Enter shows Bo's table.
        page.keyboard.press("Enter")
        page.wait_for_selector("#table.cockpit")
        # Bo chooses with no sign of Ann's choice, here with the keyboard.
        assert page.locator(".gr-card-note").count() == 0
        assert page.locator(".gr-card[data-act^='choose:']").count() == 15
        before = moves(page)
        page.locator(".gr-card[data-act^='choose:']").first.focus()
        page.keyboard.press("Enter")
        page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'")
        assert page.locator(".gr-card-note").count() == 1
    finally:
        context.close()
    assert watch.errors == []
