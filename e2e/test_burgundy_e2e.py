"""The Castles of Burgundy in the page: the board and the estate at laptop and phone
sizes. Whole games by clicking, and a game saved and shared, are in test_games_e2e.py.
"""

from __future__ import annotations

from browsing import new_game, open_menu, screenshot


def fits(page) -> None:
    width = page.viewport_size["width"]
    overflow = page.evaluate("document.scrollingElement.scrollHeight - window.innerHeight")
    assert overflow <= 1, "the page itself scrolls"
    for selector in ("#status", "#table [data-act]:visible"):
        box = page.locator(selector).first.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width + 1


def test_the_table_reads_at_laptop_and_phone_sizes(browser, server, watch):
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
            screenshot(page, f"burgundy-board-{width}x{height}.png")
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
            screenshot(page, f"burgundy-me-{width}x{height}.png")
        finally:
            context.close()
    assert watch.errors == []


def test_no_tooltip_for_what_is_redrawn_under_a_still_mouse(browser, server, watch):
    """A click's move redraws the table under the mouse: what is drawn there now shows
    no tooltip until the mouse moves (the person never pointed at it); then it does."""
    context = browser.new_context(viewport={"width": 1280, "height": 800},
                                  service_workers="block")
    context.on("page", watch.attach)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "human"], seed=7, game="burgundy")
        tip = page.locator("#tip")
        choice = page.locator("#table [data-act]:visible").first
        box = choice.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        page.mouse.move(x, y)
        page.wait_for_function("!document.getElementById('tip').hidden")  # hovered: explained
        page.mouse.down()
        page.mouse.up()
        page.wait_for_function("Number(document.querySelector('#table').dataset.moves) >= 1")
        page.wait_for_timeout(300)  # the browser's own "mouseover" comes a frame later
        under = page.evaluate(f"document.elementFromPoint({x}, {y}).closest('[data-tip]')"
                              " !== null")
        assert under, "something with a tooltip is drawn under the mouse after the move"
        assert not tip.is_visible()
        page.mouse.move(x + 2, y + 2)
        page.wait_for_function("!document.getElementById('tip').hidden")
        assert watch.errors == []
    finally:
        context.close()
