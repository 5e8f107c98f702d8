"""Black Forest in the page: whole games played by clicking only what is offered."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from browsing import moves, new_game, open_menu, play_clicks, wait_ready

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


def assert_final_scores(page, players: int) -> None:
    columns = page.locator("#t-end .breakdown thead th[scope=col]")
    assert columns.count() == players
    assert page.locator("#t-end .breakdown tbody tr").count() >= 3  # an itemized breakdown
    assert "points" in page.inner_text("#t-end .end-head")


@pytest.mark.long
def test_full_hotseat_game_for_two(context, browser, server, watch):
    page = open_menu(context, server)
    new_game(page, ["human", "human"], seed=8, names=["Ada", "<b>Bo</b>"])
    rng = random.Random(8)
    play_clicks(page, rng, limit=60)
    page.click("[data-cmd=export]")
    link = page.input_value("#export-link")
    digest = page.get_attribute("#table", "data-digest")
    fresh = browser.new_context(service_workers="block")
    try:
        other = fresh.new_page()
        other.goto(link)
        wait_ready(other)
        assert other.get_attribute("#table", "data-digest") == digest
    finally:
        fresh.close()
    page.click("[data-cmd=close]")
    play_clicks(page, rng)
    assert_final_scores(page, 2)
    assert "<b>Bo</b>" in page.inner_text("#t-end")
    assert watch.errors == []


def test_one_full_turn_with_the_keyboard_only(context, server, watch):
    page = open_menu(context, server)
    new_game(page, ["human", "human"], seed=5)
    start = moves(page)
    seat_line = page.inner_text("#status")
    # The turn's end: End turn is asked, or (anytime actions still open) the toolbar's
    # End turn plays the game's own end.
    done = ("document.getElementById('table').dataset.confirm === 'true'"
            " || !!document.querySelector('#t-tools [data-act]')")
    for _ in range(200):
        if page.evaluate(done):
            break
        # Any choice but ending early (the second visit's "End the turn") or End turn.
        focused = page.evaluate("document.activeElement.hasAttribute('data-act')"
                                " && document.activeElement.dataset.act !== 'end'"
                                " && !document.activeElement.closest('#t-tools')")
        if not focused:  # Tab until a choice has focus
            page.keyboard.press("Tab")
            continue
        before = moves(page)
        page.keyboard.press("Enter")
        page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'")
    assert page.evaluate(done), "the turn came to its end"
    assert moves(page) > start
    for _ in range(40):
        if page.evaluate("document.activeElement.dataset.cmd === 'confirm'"):
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.wait_for_selector("#table[data-confirm=false]")
    assert page.inner_text("#status") != seat_line  # the next player's turn
    assert watch.errors == []


def check_inside(page, selector: str, tap_target: bool = True) -> None:
    box = page.locator(selector).first.bounding_box()
    width = page.viewport_size["width"]
    assert box is not None, f"{selector} is not shown"
    assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1, f"{selector} off screen"
    if tap_target:
        assert box["width"] >= 24 and box["height"] >= 24, f"{selector} too small to tap"


def check_showing(page, selector: str, tap_target: bool = True) -> None:
    """`selector`'s first element shows on screen; a choice on the map, which pans, may
    run past the screen's edge, so its part on screen is what must be large enough."""
    box = page.locator(selector).first.bounding_box()
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    assert box is not None, f"{selector} is not shown"
    shown_w = min(box["x"] + box["width"], width) - max(box["x"], 0)
    shown_h = min(box["y"] + box["height"], height) - max(box["y"], 0)
    least = 24 if tap_target else 1
    assert shown_w >= least and shown_h >= least, f"{selector}: {shown_w}x{shown_h} on screen"


TAP_SIZES = """[...document.querySelectorAll('#table [data-act]')]
  .filter(e => e.checkVisibility()).map(e => e.getBoundingClientRect())
  .map(r => [Math.round(r.width), Math.round(r.height)])"""


def test_table_fits_laptop_and_phone(browser, server, watch):
    ARTIFACTS.mkdir(exist_ok=True)
    for width, height in ((1280, 800), (390, 844)):
        context = browser.new_context(
            viewport={"width": width, "height": height}, service_workers="block"
        )
        context.on("page", watch.attach)
        try:
            page = open_menu(context, server)
            page.screenshot(path=str(ARTIFACTS / f"menu-{width}x{height}.png"))
            check_inside(page, "[data-cmd=setup]")
            new_game(page, ["human", "bot:random", "human"], seed=4)
            play_clicks(page, random.Random(4), limit=25)
            if page.get_attribute("#table", "data-confirm") == "true":
                page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table [data-act]")  # a person's turn again
            page.screenshot(path=str(ARTIFACTS / f"table-{width}x{height}.png"), full_page=True)
            check_inside(page, "#status", tap_target=False)
            page.click("[data-cmd=rules]")
            check_inside(page, "#rules h2", tap_target=False)
            page.screenshot(path=str(ARTIFACTS / f"rules-{width}x{height}.png"))
            page.click("#rules [data-cmd=close]")
            assert page.locator("#rules").count() == 0
            if width < 900:  # a phone keeps the less used tools behind More
                page.click("[data-cmd=more]")
            for selector in ["[data-cmd=undo]", "[data-cmd=speed]", "[data-cmd=menu]"]:
                check_inside(page, selector)
            # Tap sizes matter on the phone (a laptop's option rows are smaller).
            check_showing(page, "#table [data-act]:visible", tap_target=width < 900)
            if width < 900:
                # On the phone every choice in view is large enough to tap (its map is
                # drawn at a readable size and pans): the Board's and Me's.
                for tab in ("board", "me"):
                    page.click(f".tab[data-tab={tab}]")
                    sizes = page.evaluate(TAP_SIZES)
                    assert all(w >= 24 and h >= 24 for w, h in sizes), (tab, sizes)
        finally:
            context.close()
    assert watch.errors == []
