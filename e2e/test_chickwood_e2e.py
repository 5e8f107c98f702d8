"""Chickwood Forest in the page: a whole game against a bot by clicking, the phone
layout, and the hand-over at a shared screen."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from browsing import moves, open_menu

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
MAX_CLICKS = 400  # a safety net: a 2-player game takes about 60 decisions per player


def new_chickwood(page, kinds: list[str], seed: int, names: list[str] | None = None) -> None:
    page.click("[data-cmd=setup][data-game=chickwood]")
    page.select_option("select[name=count]", str(len(kinds)))
    for i, kind in enumerate(kinds):
        page.select_option(f"select[name=kind{i}]", kind)
        if names:
            page.fill(f"input[name=name{i}]", names[i])
    page.fill("input[name=seed]", str(seed))
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#table[data-game=chickwood]")


def click_until_over(page, rng: random.Random, limit: int = MAX_CLICKS, shot=None) -> int:
    """Click random highlighted choices, handing over and ending turns as asked."""
    clicks = 0
    while page.get_attribute("#table", "data-over") == "false" and clicks < limit:
        if page.locator("[data-cmd=handover]").count():
            page.click("[data-cmd=handover]")
            page.wait_for_selector("[data-cmd=handover]", state="detached")
            continue
        if page.get_attribute("#table", "data-confirm") == "true":
            page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table[data-confirm=false]")
            continue
        before = moves(page)
        offered = page.locator("#table [data-act]:visible")
        # One round trip for the count and the labels: the page is slow enough.
        labels = offered.evaluate_all(
            "els => els.map(e => e.getAttribute('aria-label') || e.textContent)")
        if labels:
            assert len(labels) == len(set(labels)), labels
            if shot:
                shot(clicks)
            offered.nth(rng.randrange(len(labels))).click()
            clicks += 1
            assert page.evaluate("scrollY") == 0, "the page scrolled by itself"
        page.wait_for_function(
            f"document.querySelector('#table').dataset.moves !== '{before}'", timeout=20_000)
    return clicks


@pytest.mark.long
def test_a_whole_game_against_a_bot_by_clicking(context, server, watch):
    ARTIFACTS.mkdir(exist_ok=True)
    page = open_menu(context, server)
    new_chickwood(page, ["human", "bot:random"], seed=11, names=["Ann", "<i>Bo</i>"])
    page.click("[data-cmd=speed]")  # bots at a quick pace
    assert page.locator("[data-cmd=handover]").count() == 0  # one person: no hand-over

    def shot(clicks: int) -> None:
        if clicks == 6:
            page.screenshot(path=str(ARTIFACTS / "chickwood-1280x800.png"))

    clicks = click_until_over(page, random.Random(11), shot=shot)
    assert page.get_attribute("#table", "data-over") == "true"
    assert clicks > 20
    page.screenshot(path=str(ARTIFACTS / "chickwood-end-1280x800.png"))
    head = page.inner_text("#t-end .end-head")
    assert "wins" in head or "tie" in head.lower()
    assert page.locator("#t-end [data-cmd=rematch]").is_visible()
    assert page.locator("[data-cmd=undo]").is_disabled()
    assert page.locator("#t-end .breakdown thead th[scope=col]").count() == 2
    assert "<i>Bo</i>" in page.inner_text("#t-end")  # names are text, never markup
    assert page.locator("#t-end .end-more .end-seat").count() == 2
    assert watch.errors == []


def test_phone_layout_and_hand_over_at_a_shared_screen(browser, server, watch):
    ARTIFACTS.mkdir(exist_ok=True)
    ctx = browser.new_context(service_workers="block", viewport={"width": 390, "height": 844})
    try:
        page = open_menu(ctx, server)
        watch.attach(page)
        new_chickwood(page, ["human", "human"], seed=5, names=["Ann", "Bo"])
        # The first person set the game up at this screen: their hand shows; every
        # later hand waits until its person takes the screen.
        page.wait_for_selector(".cw-hand")
        first_hand = page.inner_text(".cw-hand")
        page.screenshot(path=str(ARTIFACTS / "chickwood-390x844.png"))
        page.locator("#table [data-act]:visible").first.click()
        page.wait_for_selector("#table[data-moves='1']")
        if page.get_attribute("#table", "data-confirm") == "true":
            # Asked to end the turn, the screen is still the player's own.
            assert page.inner_text(".cw-hand") != first_hand  # one card fewer
            page.click("[data-cmd=confirm]")
        page.wait_for_selector("[data-cmd=handover]")
        assert page.locator(".cw-hand").count() == 0
        assert page.locator("#table [data-act]").count() == 0
        page.screenshot(path=str(ARTIFACTS / "chickwood-handover-390x844.png"))
        page.click("[data-cmd=handover]")
        page.wait_for_selector(".cw-hand")
        assert page.inner_text(".cw-hand") != first_hand
        # Fits the phone: the page itself does not scroll; the smallest text is 12 px.
        assert page.evaluate("document.documentElement.scrollHeight") <= 844
        smallest = page.evaluate("""() => Math.min(...[...document.querySelectorAll(
            '#table .cw *')].filter(e => e.childNodes.length && [...e.childNodes].some(
            n => n.nodeType === 3 && n.textContent.trim())).map(
            e => parseFloat(getComputedStyle(e).fontSize)))""")
        assert smallest >= 12
        page.click("[data-tab=me]")
        page.screenshot(path=str(ARTIFACTS / "chickwood-me-390x844.png"))
        # The language setting reaches the table and the game's board at once, without
        # reloading the page (a mark left on the window survives).
        page.click("[data-tab=board]")
        page.evaluate("window.beforeSwitch = 1")
        page.click("[data-cmd=more]")
        page.click("[data-cmd=settings]")
        page.select_option("select[name=lang]", "de")
        page.click("#settings [data-cmd=close]")
        page.wait_for_selector(".cw-cv:has-text('Schloss 1')")
        assert "Lege eine Karte" in page.inner_text("#status")
        assert page.inner_text("[data-cmd=undo]") == "Rückgängig"
        assert page.evaluate("window.beforeSwitch") == 1
        page.screenshot(path=str(ARTIFACTS / "chickwood-de-390x844.png"))
        assert watch.errors == []
    finally:
        ctx.close()
