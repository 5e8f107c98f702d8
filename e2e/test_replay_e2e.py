"""Replay in the page: opened on a mid-game link against a bot, stepped by turn and by move, moved
with its slider from the keyboard, and showing the player boards beside the map."""

from __future__ import annotations

import os

from browsing import LAPTOP, PHONE, midgame_link, table_context, wait_ready

SHOTS = os.environ.get("GLASSHUT_SHOTS", "")


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
    link = midgame_link("blackforest", 3)  # made here, not clicked: the time goes to the replay
    for size, viewport in (("1280x800", LAPTOP), ("390x844", PHONE)):
        context = table_context(browser, watch, viewport)
        try:
            page = context.new_page()
            page.goto(f"{server.url}#play={link}")
            wait_ready(page)
            page.wait_for_selector("#table.cockpit", state="attached")
            _replay_by_turn(page, size)
        finally:
            context.close()
    assert watch.errors == []
