"""Replay in the page: opened on a game with a bot, stepped by turn and by move, moved
with its slider from the keyboard, and showing the player boards beside the map."""

from __future__ import annotations

import os

from browsing import LAPTOP, PHONE, new_game, open_menu, table_context

SHOTS = os.environ.get("GLASSHUT_SHOTS", "")


def _play_a_few_turns(page, clicks: int) -> None:
    """The person plays first choices (and ends turns), the bot answering between."""
    for _ in range(clicks):
        choice = page.locator("#t-tools [data-cmd=confirm]:visible,"
                              " #table [data-act]:not([disabled]):visible").first
        choice.wait_for(timeout=30_000)
        choice.click()


def _replay_by_turn(page, size: str) -> None:
    page.click("[data-cmd=more]") if page.is_visible("[data-cmd=more]") else None
    page.click("[data-cmd=replay]")
    dialog = page.locator("dialog#replay[open]")
    dialog.wait_for(timeout=10_000)
    slider = page.locator("#replay-slider")
    n = int(slider.get_attribute("max"))
    assert n > 0 and slider.input_value() == str(n)
    # Back to the start in one click, then through the game a turn at a time.
    page.click("#replay-start")
    page.wait_for_function("document.querySelector('#replay-slider').value === '0'")
    steps = [0]
    for _ in range(n):
        if steps[-1] == n:
            break
        page.click("#replay-next-turn")
        page.wait_for_function(f"+document.querySelector('#replay-slider').value > {steps[-1]}")
        steps.append(int(slider.input_value()))
    assert steps[-1] == n and len(steps) - 1 < n  # fewer clicks than moves
    assert "Turn" in page.inner_text("#replay-pos")
    # The player boards and resources are there, not only the map.
    assert dialog.locator(".replay-board").count() == 1
    assert dialog.locator(".replay-me, .replay-others").count() >= 1
    # The slider from the keyboard: Home to the start, then one move on; the focus stays.
    slider.focus()
    page.keyboard.press("Home")
    page.wait_for_function("document.querySelector('#replay-slider').value === '0'")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.querySelector('#replay-slider').value === '1'")
    page.wait_for_selector("#replay-pos:has-text('Move 1 of')")
    assert page.evaluate("document.activeElement.id") == "replay-slider"
    assert dialog.locator(".replay-move li.now").count() == 1
    page.click("#replay-next-turn")
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/after-replay-{size}.png")
    page.keyboard.press("Escape")


def test_replay_by_turn(browser, server, watch):
    for size, viewport in (("1280x800", LAPTOP), ("390x844", PHONE)):
        context = table_context(browser, watch, viewport)
        try:
            page = open_menu(context, server)
            new_game(page, ["human", "bot:greedy"], 3)
            _play_a_few_turns(page, 25)
            _replay_by_turn(page, size)
        finally:
            context.close()
    assert watch.errors == []
