"""Bots in the page: they play on their own, and the page stays usable meanwhile."""

from __future__ import annotations

from browsing import moves, new_game, open_menu, toggle_pace


def play_until_the_bot_thinks(page) -> None:
    """Click the first offered choice until the bot is on the move (a person's turn
    ends either with End turn or, when nothing can be taken back, by itself)."""
    for _ in range(60):
        if page.locator(".thinking").count():
            return
        if page.get_attribute("#table", "data-confirm") == "true":
            page.click("[data-cmd=confirm]")
            continue
        page.wait_for_selector("#table [data-act]:visible, .thinking", timeout=120_000)
        if page.locator(".thinking").count():
            return
        before = moves(page)
        page.locator("#table [data-act]:visible").first.click()
        page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'")
    raise AssertionError("the bot never came to move")


def test_page_stays_usable_while_a_strong_bot_thinks(context, server, watch):
    page = open_menu(context, server)
    new_game(page, ["human", "bot:strong"], seed=12)
    play_until_the_bot_thinks(page)
    mine = moves(page)
    # While it thinks: the rules open as a modal dialog and close again.
    page.click("[data-cmd=rules]")
    page.wait_for_selector("#rules[open]")
    page.click("#rules [data-cmd=close]")
    assert page.locator("#rules").count() == 0
    # The bot plays its turn by itself; then the person has choices again.
    page.wait_for_selector("#table [data-act]:visible", timeout=120_000)
    assert moves(page) > mine
    assert "Player 2" in page.inner_text(".log-list")
    assert watch.errors == []


def test_a_game_of_bots_can_be_watched(context, server, watch):
    page = open_menu(context, server)
    new_game(page, ["bot:random", "bot:greedy"], seed=13)
    toggle_pace(page)
    page.wait_for_function("Number(document.querySelector('#table').dataset.moves) >= 30",
                           timeout=120_000)
    assert page.locator("#table [data-act]").count() == 0  # nothing for a spectator to click
    assert watch.errors == []
