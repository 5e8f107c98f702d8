"""Small things a player notices, in the page: Undo with nothing to take back looks
unpressable, Hint gives a reason and hands the turn line back, Copy says Copied, and
the saved-games list counts a game by its period where the game has periods, and the
turn's first choice takes the focus without a tooltip over the card to read."""

from __future__ import annotations

import random

from browsing import LAPTOP, PHONE, new_game, open_menu, table_context, wait_ready
from glasshut.core.game import Seat
from glasshut.core.match import Match

LOOK = """(sel) => {
  const style = getComputedStyle(document.querySelector(sel));
  return {bg: style.backgroundColor, border: style.borderStyle};
}"""


def test_undo_hint_and_copy_on_a_laptop(browser, server, watch):
    context = table_context(browser, watch, LAPTOP)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "bot:greedy"], 3)
        # Nothing to take back yet: Undo is not drawn as the filled main button.
        assert page.is_disabled("[data-cmd=undo]")
        undo = page.evaluate(LOOK, "[data-cmd=undo]")
        assert undo["bg"] == "rgba(0, 0, 0, 0)" and undo["border"] == "dashed", undo
        page.wait_for_selector("[data-cmd=hint]:not([disabled])", timeout=30_000)
        line = page.inner_text("#status")
        page.click("[data-cmd=hint]")
        page.wait_for_selector("#table .hinted", state="attached", timeout=30_000)
        said = page.inner_text("#t-choices")
        assert "would choose" in said and "Why:" in said, said
        assert "looking at" not in page.inner_text("#status")
        assert page.inner_text("#status") == line
        page.click("[data-cmd=export]")
        page.click("[data-cmd=copy][data-target=export-link]")
        button = page.locator("[data-cmd=copy][data-target=export-link]")
        button.filter(has_text="Copied").wait_for(timeout=5_000)
        copied = page.evaluate("navigator.clipboard.readText()")
        assert copied == page.input_value("#export-link") and "#play=" in copied
        # The label comes back after a moment.
        button.filter(has_text="Copy link").wait_for(timeout=5_000)
    finally:
        context.close()
    assert watch.errors == []


def test_the_saved_games_list_gives_glass_roads_period(browser, server, watch):
    seats = [Seat("Ann"), Seat("Bo", "bot", "greedy")]
    match = Match.new("glassroad", 6, seats)
    rng = random.Random(6)
    while match.state.period < 2 or match.to_move() != 0:
        match.play(rng.choice(match.legal_actions()))
    context = table_context(browser, watch, PHONE)
    try:
        page = context.new_page()
        page.goto(f"{server.url}#play={match.to_save()}")
        wait_ready(page)
        page.wait_for_selector("#table[data-game=glassroad]")
        if not page.locator("[data-cmd=menu]").is_visible():
            page.click("[data-cmd=more]")
        page.click("[data-cmd=menu]")
        entry = page.locator(".saved").first.inner_text()
        assert f"period {match.state.period}, Ann to play" in entry, entry
    finally:
        context.close()
    assert watch.errors == []


TIP = """() => {
  const tip = document.getElementById('tip');
  return tip && !tip.hidden ? tip.textContent : null;
}"""


def test_the_turns_first_choice_takes_the_focus_without_a_tip_over_the_card(
    browser, server, watch
):
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        page.click("[data-cmd=setup][data-game=chickwood]")
        page.select_option("select[name=kind1]", "bot:greedy")
        page.fill("input[name=seed]", "3")
        page.focus("#setup button[type=submit]")
        page.keyboard.press("Enter")  # started from the keyboard: focus tips are on
        page.wait_for_selector("#table[data-game=chickwood] [data-act]:focus", timeout=30_000)
        assert page.evaluate(TIP) is None
        # Moving on with the keyboard shows the tip of the choice it reached.
        page.keyboard.press("ArrowRight")
        page.wait_for_function(TIP, timeout=5_000)
        assert page.evaluate(TIP)
    finally:
        context.close()
    assert watch.errors == []
