"""The Castles of Burgundy on a phone: the tab one acts on stays open after the move."""

from __future__ import annotations

from browsing import PHONE, new_game, open_menu, screenshot, table_context


def first_turn_with_a_move_on_me(browser, server, watch):
    """A fresh game whose first die, taking a tile on the Board tab, leaves the other
    die a move on the Me tab (placing or selling depends on the deal)."""
    for seed in range(11, 21):
        context = table_context(browser, watch, PHONE)
        page = open_menu(context, server)
        new_game(page, ["human", "bot:random"], seed=seed, game="burgundy")
        page.wait_for_selector("#table [data-act]")
        page.locator("#table .cb-depot [data-act*=':take ']:visible").first.click()
        page.wait_for_selector("#table [data-act]")
        assert page.get_attribute("#table", "data-tab") != "me"
        page.click("[data-cmd=tab][data-tab=me]")
        if page.locator("#panel-me [data-act]:visible").count():
            return context, page
        context.close()
    raise AssertionError("no seed offered a move on the Me tab")


def test_the_tab_kept_after_a_move_on_the_phone(browser, server, watch):
    """After both dice, what is left (the black depot, open all turn long, and End
    turn in the toolbar) keeps the Me tab open: End turn is above the tabs."""
    context, page = first_turn_with_a_move_on_me(browser, server, watch)
    try:
        moves = page.get_attribute("#table", "data-moves")
        page.locator("#panel-me [data-act]:visible").first.click()
        page.wait_for_function(
            f"document.querySelector('#table').dataset.moves !== '{moves}'")
        page.wait_for_timeout(300)
        screenshot(page, "burgundy-after-a-move-on-me-390x844.png")
        assert page.get_attribute("#table", "data-tab") == "me"
        assert page.get_attribute("[data-cmd=tab][data-tab=me]", "aria-selected") == "true"
    finally:
        context.close()
    assert watch.errors == []


def test_the_second_die_is_asked_for_after_the_first(browser, server, watch):
    """A die used: the other die's uses are offered (its workers beside it, its tiles
    under the depots), nothing is picked for the person and the turn waits for it."""
    context = table_context(browser, watch, PHONE)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "bot:random"], seed=11, game="burgundy")
        page.wait_for_selector("#table[data-mover='0'] [data-act]")
        first = page.locator("#table .cb-depot [data-act*=':take ']:visible").first
        used = first.get_attribute("data-act")[0]
        other = "b" if used == "a" else "a"
        before = int(page.get_attribute("#table", "data-moves"))  # the bot may start
        moves = str(before + 1)
        first.click()
        page.wait_for_function(
            f"document.querySelector('#table').dataset.moves === '{moves}'")
        page.wait_for_timeout(1500)  # time for anything the page would do by itself
        screenshot(page, "burgundy-second-die-390x844.png")
        assert page.get_attribute("#table", "data-moves") == moves
        assert page.get_attribute("#table", "data-mover") == "0"
        assert page.get_attribute("#table", "data-confirm") == "false"
        assert page.locator("#cb-dice .cb-die.cb-used").count() == 1
        assert page.locator(f"#cb-dice [data-act='{other}:workers']").is_visible()
        assert page.locator(f"#cb-dice [data-act^='{used}']").count() == 0
        takes = page.locator(f"#table .cb-depot [data-act^='{other}:take ']")
        assert takes.count() >= 1
        assert page.locator("[data-act=end]").count() == 0  # no end before the second die
        assert "die" in page.inner_text("#status")
        page.locator(f"#cb-dice [data-act='{other}:workers']").click()
        page.wait_for_function(
            f"document.querySelector('#table').dataset.moves !== '{moves}'")
        assert page.locator("#cb-dice .cb-die.cb-used").count() in (0, 2)  # the turn is done
    finally:
        context.close()
    assert watch.errors == []
