"""Glass Road in the page: the secret choice and the smallest text on a phone, and two
people at one screen handing it over. Whole games by clicking, and a game saved and
shared, are in test_games_e2e.py.
"""

from __future__ import annotations

import random

from browsing import (
    LAPTOP,
    PHONE,
    check_cockpit,
    moves,
    new_game,
    open_menu,
    play_clicks,
    screenshot,
    table_context,
    toggle_pace,
)


def test_phone_layout_and_the_smallest_text(browser, server, watch):
    context = table_context(browser, watch, PHONE)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "bot:greedy"], seed=42, names=["Ann", "Bo"], game="glassroad")
        toggle_pace(page)
        # The secret choice comes first: all 15 Specialists, lit, in the viewer's area.
        page.wait_for_selector(".gr-card[data-act^='choose:']", timeout=30_000)
        assert page.locator(".gr-card[data-act^='choose:']").count() == 15
        screenshot(page, "glassroad-390x844-choice.png")
        play_clicks(page, random.Random(42), 14, check=check_cockpit)
        screenshot(page, "glassroad-390x844-mid.png")
        assert page.evaluate("document.documentElement.scrollHeight") <= 844 * 1.2
        smallest = page.evaluate(
            "Math.min(...[...document.querySelectorAll('#table .gr *')]"
            ".filter(e => e.checkVisibility() && [...e.childNodes].some("
            "n => n.nodeType === 3 && n.textContent.trim()))"
            ".map(e => parseFloat(getComputedStyle(e).fontSize)))")
        assert smallest >= 12, smallest
        page.click(".tab[data-tab=buildings]")
        screenshot(page, "glassroad-390x844-buildings.png")
        assert page.locator(".gr-btile").count() >= 12
    finally:
        context.close()
    assert watch.errors == []


def test_two_people_hand_the_screen_over(browser, server, watch):
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "human"], seed=43, names=["Ann", "Bo"], game="glassroad")
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
