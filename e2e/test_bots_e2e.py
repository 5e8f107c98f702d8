"""Bots in the page: they play on their own, and the page stays usable meanwhile."""

from __future__ import annotations

from browsing import moves, new_game, open_menu


def finish_turn(page) -> None:
    """Click the first offered choice until the turn is complete and awaits hand-over."""
    while page.get_attribute("#table", "data-confirm") != "true":
        before = moves(page)
        page.locator("#table [data-act]:visible").first.click()
        page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'")


def test_page_stays_usable_while_a_strong_bot_thinks(context, server, watch):
    page = open_menu(context, server)
    new_game(page, ["human", "bot:strong"], seed=12)
    finish_turn(page)  # the human's first turn, up to the hand-over
    mine = moves(page)
    page.click("[data-cmd=confirm]")
    page.wait_for_selector(".thinking")

    # While it thinks: the rules panel opens, and the human may still take back a move.
    page.click("[data-cmd=rules]")
    page.wait_for_selector("#rules")
    page.click("#rules [data-cmd=close]")
    assert moves(page) == mine, "the bot had not moved yet"
    page.click("[data-cmd=undo]")
    page.wait_for_function(f"document.querySelector('#table').dataset.moves === '{mine - 1}'")
    assert page.locator(".thinking").count() == 0

    finish_turn(page)  # again; the bot then plays its whole turn by itself
    page.click("[data-cmd=confirm]")
    page.wait_for_selector("#table [data-act]", timeout=120_000)  # the human's turn again
    assert moves(page) > mine
    assert "Player 2" in page.inner_text(".log-list")
    assert watch.errors == []


def test_a_game_of_bots_can_be_watched(context, server, watch):
    page = open_menu(context, server)
    new_game(page, ["bot:random", "bot:greedy"], seed=13)
    page.click("[data-cmd=speed]")
    page.wait_for_function("Number(document.querySelector('#table').dataset.moves) >= 30",
                           timeout=120_000)
    assert page.locator("#table [data-act]").count() == 0  # nothing for a spectator to click
    assert watch.errors == []
