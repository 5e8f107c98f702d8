"""Hidden cards stay hidden at a shared screen: a reload at End turn, a card played
face up, and the table's attributes while the next person's hand is in play."""

from __future__ import annotations

import json

from browsing import LAPTOP, new_game, open_menu, table_context, wait_ready
from glasshut.core.match import Match

MOVED = "document.querySelector('#table').dataset.moves !== '{}'"
HAND_NAMES = ("[...document.querySelectorAll('.gr-sub')].filter(h => h.textContent"
              ".startsWith('Your hand')).flatMap(h => [...h.nextElementSibling"
              ".querySelectorAll('.gr-cname')].map(n => n.textContent))")


def stored_match(page) -> Match:
    """The game as the page stored it, once its last move is stored."""
    page.wait_for_function(
        "() => { const e = JSON.parse(localStorage.getItem('glasshut:save:'"
        " + localStorage.getItem('glasshut:current')) || 'null');"
        " return e && String(e.moves) === document.querySelector('#table').dataset.moves; }")
    raw = page.evaluate("localStorage.getItem('glasshut:save:'"
                        " + localStorage.getItem('glasshut:current'))")
    return Match.from_save(json.loads(raw)["save"])


def step(page) -> None:
    """One step of play: hand the screen over, end a turn, or take the first choice."""
    before = page.get_attribute("#table", "data-moves")
    if page.locator("#table.handover").count():
        page.click("[data-cmd=handover]")
        page.wait_for_selector("#table.cockpit")
    elif page.get_attribute("#table", "data-confirm") == "true":
        page.click("[data-cmd=confirm]")
        page.wait_for_function("document.querySelector('#table').dataset.confirm"
                               " === 'false'")
    else:
        page.locator("#table [data-act]:visible").first.click()
        page.wait_for_function(MOVED.format(before))


def test_glass_road_two_people_reload_at_end_turn_shows_no_other_hand(browser, server, watch):
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "human"], seed=43, names=["Ann", "Bo"], game="glassroad")
        played = False
        for _ in range(80):
            # Playing a card face up tells whether the other hand holds it: no undo.
            card = page.locator(".gr-card[data-act^='play:']")
            if not played and page.locator("#table.cockpit").count() and card.count():
                before = page.get_attribute("#table", "data-moves")
                card.first.click()
                page.wait_for_function(MOVED.format(before))
                assert page.locator("[data-cmd=undo]").is_disabled()
                played = True
            confirm = page.get_attribute("#table", "data-confirm") == "true"
            if played and confirm and page.evaluate(HAND_NAMES):
                break
            step(page)
        else:
            raise AssertionError("no End turn with a hand in play")
        match = stored_match(page)
        actor, mover = match.log[-1].seat, match.to_move()
        names = {0: "Ann", 1: "Bo"}
        assert actor != mover and match.state.players[mover].hand
        own = sorted(page.evaluate(HAND_NAMES))
        assert page.get_attribute("#table", "data-legal") == "0"
        for reopen in ("reload", "menu"):
            if reopen == "reload":
                page.reload()
                wait_ready(page)
            else:
                page.click("[data-cmd=menu]")
                page.locator("[data-cmd=resume]").first.click()
            page.wait_for_selector("#table")
            # The same person as before, still asked to end the turn: their own hand.
            assert page.get_attribute("#table", "data-confirm") == "true"
            assert sorted(page.evaluate(HAND_NAMES)) == own
            assert names[actor] in page.inner_text("#status")
            assert page.get_attribute("#table", "data-legal") == "0"
        # Ended, then reloaded: the next person is handed the screen first.
        page.click("[data-cmd=confirm]")
        page.wait_for_selector("#table.handover")
        page.reload()
        wait_ready(page)
        page.wait_for_selector("#table.handover")
        assert page.evaluate(HAND_NAMES) == []
        assert page.locator("#table [data-act]").count() == 0
        assert page.get_attribute("#table", "data-legal") == "0"
        assert names[mover] in page.inner_text("#table")
    finally:
        context.close()
    assert watch.errors == []


def test_chickwood_attributes_count_no_hand_but_the_one_shown(browser, server, watch):
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "human", "human"], seed=555, names=["Ann", "Bo", "Cy"],
                 game="chickwood")
        seen = set()
        for _ in range(12):
            handover = bool(page.locator("#table.handover").count())
            confirm = page.get_attribute("#table", "data-confirm") == "true"
            legal = int(page.get_attribute("#table", "data-legal"))
            if handover or confirm:
                # The next person's choices (the kinds in their hand) are not counted.
                assert legal == 0
                seen.add("handover" if handover else "confirm")
            else:
                assert legal > 0
            step(page)
        assert seen == {"handover", "confirm"}
    finally:
        context.close()
    assert watch.errors == []
