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
