"""Reopening mid-game: the table as last seen shows before Python is ready, a click made
then is played once it is, and a stored table never shows for another game."""

from __future__ import annotations

from browsing import new_game, open_menu, wait_ready

GO_ON = "#t-tools [data-cmd=confirm]"  # the turn left with a choice made, to confirm
CHOICE = ("#t-choices [data-act]:visible:not(.anytime):not([data-act=end]),"
          " #table .panel [data-act]:visible:not(.anytime)")


def hold_engine(page) -> list:
    """Hold the engine's wheel until the test lets it go: Python cannot start before."""
    held = []
    page.route("**/glasshut-*.whl", lambda route: held.append(route))
    return held


def test_reopened_game_shows_its_table_and_keeps_a_click(context, server):
    page = open_menu(context, server)
    new_game(page, ["human", "bot:greedy"], seed=11)
    page.locator(CHOICE).first.click()
    page.wait_for_timeout(2000)
    game = page.get_attribute("#table", "data-game")
    held = hold_engine(page)
    page.reload()
    page.wait_for_selector("html[data-painted='1'] #table")
    assert page.get_attribute("html", "data-glasshut") != "ready"
    assert page.get_attribute("#table", "data-game") == game
    assert page.is_visible("#painted-starting")
    assert not page.is_visible("#loading")
    page.screenshot(path="/tmp/shots/paint/reopen-painted-before-python.png")
    moves_then = page.get_attribute("#table", "data-moves")
    page.click(GO_ON)
    assert page.get_attribute("html", "data-held-clicks") == "1"
    for route in held:
        route.continue_()
    page.unroute("**/glasshut-*.whl")
    wait_ready(page)
    page.wait_for_function(f"document.querySelector('#table').dataset.moves !== {moves_then!r}")
    assert page.get_attribute("html", "data-held-played") == "1"
    assert not page.is_visible("#painted-starting")
    page.screenshot(path="/tmp/shots/paint/reopen-after-python.png")


def test_stored_table_of_another_game_is_ignored(context, server):
    page = open_menu(context, server)
    new_game(page, ["human", "bot:greedy"], seed=12)
    page.locator(CHOICE).first.click()
    page.locator(CHOICE).first.wait_for()
    page.evaluate("dispatchEvent(new PageTransitionEvent('pagehide'))")
    assert page.evaluate("localStorage.getItem('glasshut:painted')")
    page.evaluate("localStorage.setItem('glasshut:current', 'another-game')")
    held = hold_engine(page)
    page.reload()
    page.wait_for_selector("#loading")
    page.wait_for_timeout(500)
    assert page.get_attribute("html", "data-painted") is None
    assert not page.query_selector("#app #table")
    for route in held:
        route.continue_()
    page.unroute("**/glasshut-*.whl")
    wait_ready(page)
