"""The Castles of Burgundy in the page: the board and the estate at laptop and phone
sizes. Whole games by clicking, and a game saved and shared, are in test_games_e2e.py.
"""

from __future__ import annotations

from browsing import LAPTOP, PHONE, new_game, open_menu, screenshot, table_context


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


# The die that completes a turn, drawn with the dice, or End turn once both are used.
FINISH = "#cb-dice [data-act$=':workers']:visible, [data-cmd=confirm][data-act=end]:visible"
BODY_TOP = "document.querySelector('.t-body').getBoundingClientRect().top"


def table(page, name: str) -> str:
    return page.get_attribute("#table", f"data-{name}")


def finish_turns_to_the_round_end(page, one_viewer: bool) -> str:
    """Take workers with every die (or end unbought) until a turn ends the round; the
    page then asks End turn. Returns the last action clicked. Checks on the way that
    the board's top stays put at each click that completes a turn, and at End turn
    where the screen stays with one person (`one_viewer`: at one screen, the next
    person's bar holds their own strip and the last turn of the one before)."""
    for _ in range(40):
        top, before = page.evaluate(BODY_TOP), table(page, "moves")
        action = page.locator(FINISH).first.get_attribute("data-act")
        page.locator(FINISH).first.click()
        page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'")
        if table(page, "confirm") == "true":
            assert page.evaluate(BODY_TOP) == top, "the board moved when the turn was done"
            if page.locator("#cb-dice .cb-roll-wait").count():  # the next round waits
                return action
            page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table[data-confirm=false]")
            if one_viewer:
                assert page.evaluate(BODY_TOP) == top, "the board moved at End turn"
    raise AssertionError("no round ended")


def test_the_die_that_ends_a_round_is_taken_back_and_end_turn_rolls_the_next(
        browser, server, watch):
    """Two people at a phone: the last die of the round asks End turn and can be taken
    back and played again, while the table still shows the round that ended; End turn
    rolls the next round without a click and hands the screen to its start player; the
    roll is in the log with everyone's dice and cannot be taken back."""
    context = table_context(browser, watch, PHONE)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "human"], seed=21, names=["Ann", "Bob"], game="burgundy")
        last = finish_turns_to_the_round_end(page, one_viewer=False)
        done, moves = table(page, "digest"), table(page, "moves")
        roller = table(page, "mover")  # the next round's start player: the other person
        screenshot(page, "burgundy-round-done-390x844.png")
        assert page.inner_text("#cb-dice").startswith("Round 1 is over")
        assert "round 1 of 5" in " ".join(page.inner_text("#cb-round").split())
        assert page.locator("#cb-dice [data-act=roll]").count() == 0
        page.click("[data-cmd=undo]")
        page.wait_for_selector("#table[data-confirm=false]")
        assert int(table(page, "moves")) == int(moves) - 1
        assert page.locator(f"#cb-dice [data-act='{last}']").is_visible()
        page.locator(f"#cb-dice [data-act='{last}']").click()
        page.wait_for_selector("#table[data-confirm=true]")
        assert table(page, "digest") == done
        page.click("[data-cmd=confirm]")
        page.wait_for_selector("#table[data-confirm=false]")
        assert table(page, "moves") == str(int(moves) + 1)  # the roll, played by the page
        assert page.locator("#cb-dice [data-act=roll]").count() == 0
        assert "round 2 of 5" in " ".join(page.inner_text("#cb-round").split())
        screenshot(page, "burgundy-rolled-390x844.png")
        assert table(page, "mover") == roller  # the roller starts the round
        assert page.locator("[data-cmd=undo]").is_disabled()
        assert page.locator(".cb-strip .cb-unrolled").count() == 0
        page.click(".tab[data-tab=log]")
        run = page.locator("#panel-log .log-run").first
        assert run.get_attribute("data-seat") == roller
        name = ["Ann", "Bob"][int(roller)]  # its dice first: the roller is first in order
        newest = run.locator("li").first.inner_text()
        assert newest.startswith(
            f"starts round 2 of phase A, and the dice are rolled: {name} "), newest
    finally:
        context.close()
    assert watch.errors == []


def test_a_bot_that_starts_the_round_plays_after_the_roll(browser, server, watch):
    """Against a bot on a laptop: the person's round-ending die asks End turn, and then
    the next round is rolled and the bot, first in it, plays on."""
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        # Seed 20: the bot is the start player, and stays first (only workers are taken).
        new_game(page, ["bot:greedy", "human"], seed=20, names=["Bo", "Ann"], game="burgundy")
        page.wait_for_selector("#table[data-mover='1']")
        finish_turns_to_the_round_end(page, one_viewer=True)
        assert "Bo starts the next round once this turn is ended" in page.inner_text("#cb-dice")
        screenshot(page, "burgundy-bot-rolls-1280x800.png")
        moves = int(table(page, "moves"))
        page.click("[data-cmd=confirm]")
        page.wait_for_function(
            f"Number(document.querySelector('#table').dataset.moves) > {moves}")
        page.wait_for_selector(
            "#panel-log .log-run[data-seat='0']"
            " li:has-text('starts round 2 of phase A, and the dice are rolled: Bo ')")
    finally:
        context.close()
    assert watch.errors == []
