"""The table as a player meets it, at a laptop's and a phone's size.

Whole games are played by clicking what is offered. After every click the page must
not have scrolled by itself, and the turn line and the choice buttons must be on
screen; the newest log entry is checked on its panel; the end screen shows the
winner and a rematch button, with Undo disabled.
"""

from __future__ import annotations

import random

import pytest

from browsing import (
    LAPTOP,
    PHONE,
    check_cockpit,
    check_newest_log,
    moves,
    new_game,
    open_menu,
    play_clicks,
    screenshot,
    smallest_text,
    table_context,
    toggle_pace,
    wait_ready,
)
from glasshut.core.game import Seat
from glasshut.core.match import Match


def play_by_clicking(page, rng, phone: bool, pause=None) -> int:
    """Click offered choices at random until the game ends, checking the cockpit after
    every click and the newest log entry every 40 clicks; `pause(page)` runs once,
    after 14 clicks."""

    def after(page, clicks: int) -> None:
        if pause is not None and clicks == 14:
            pause(page)
        if clicks % 40 == 0:
            check_newest_log(page, phone)

    return play_clicks(page, rng, check=check_cockpit, after=after)


def check_end_screen(page, solo: bool) -> None:
    assert page.get_attribute("#table", "data-over") == "true"
    head = page.locator("#t-end .end-head")
    assert head.is_visible()
    text = head.inner_text()
    assert ("scored" in text) if solo else ("wins" in text or "tie" in text), text
    if solo:
        assert page.locator("#t-end .end-title").is_visible()  # the solo title
    assert page.locator("[data-cmd=rematch]").is_visible()
    assert page.is_disabled("[data-cmd=undo]")
    rows = page.locator("#t-end .breakdown tbody tr")
    assert rows.count() >= 4  # a line per scoring category, and the total
    check_cockpit(page)


def cockpit_picture(page) -> None:
    """A picture of the cockpit mid-game, for people to look at; the page is one
    screen high."""
    size = page.viewport_size
    screenshot(page, f"cockpit-{size['width']}x{size['height']}.png")
    assert page.evaluate("document.documentElement.scrollHeight") <= 1.2 * size["height"]


def reload_resumes(page) -> None:
    digest = page.get_attribute("#table", "data-digest")
    page.reload()
    wait_ready(page)
    assert page.get_attribute("#table", "data-digest") == digest  # resumed mid-game


@pytest.mark.parametrize(("viewport", "seed"), [
    pytest.param(LAPTOP, 21, marks=pytest.mark.long), (PHONE, 22)], ids=["laptop", "phone"])
def test_a_whole_solo_game(browser, server, watch, viewport, seed):
    context = table_context(browser, watch, viewport)
    try:
        page = open_menu(context, server)
        new_game(page, ["human"], seed=seed)
        phone = viewport is PHONE
        play_by_clicking(page, random.Random(seed), phone, pause=reload_resumes)
        check_end_screen(page, solo=True)
        check_newest_log(page, phone)
    finally:
        context.close()
    assert watch.errors == []


@pytest.mark.parametrize(("viewport", "seed"), [
    pytest.param(LAPTOP, 31, marks=pytest.mark.long),
    pytest.param(PHONE, 32, marks=pytest.mark.long)], ids=["laptop", "phone"])
def test_a_whole_game_against_a_bot(browser, server, watch, viewport, seed):
    context = table_context(browser, watch, viewport)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "bot:greedy"], seed=seed, names=["Ann", "Bo"])
        toggle_pace(page)
        phone = viewport is PHONE
        play_by_clicking(page, random.Random(seed), phone, pause=cockpit_picture)
        check_end_screen(page, solo=False)
        # Rematch: the same seats, a new deal.
        digest = page.get_attribute("#table", "data-digest")
        page.click("[data-cmd=rematch]")
        page.wait_for_selector("#table[data-over=false]")
        assert page.get_attribute("#table", "data-digest") != digest
        assert "Bo" in page.inner_text("#t-head") or "Ann" in page.inner_text("#t-head")
    finally:
        context.close()
    assert watch.errors == []


def test_first_decision_lit_tab_stops_and_dialogs(browser, server, watch):
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "human"], seed=2)
        # The neutral pawn's village is the first decision: every choice is lit.
        villages = page.locator(".bf-vpick[data-act]")
        assert villages.count() == int(page.get_attribute("#table", "data-legal"))
        for k in range(villages.count()):
            stroke = villages.nth(k).locator("rect").first.evaluate(
                "el => getComputedStyle(el).stroke")
            assert stroke == "rgb(228, 87, 46)", stroke
        # Tab visits the fixed controls and, once, the board's choices (a roving tab
        # index); nothing else.
        page.locator("#status").click()
        stops = []
        for _ in range(80):
            page.keyboard.press("Tab")
            key = page.evaluate(
                "() => { const e = document.activeElement;"
                " return e === document.body ? '' : e.dataset.act || e.dataset.cmd"
                " + ':' + (e.dataset.tab || e.textContent) }")
            if key in stops:
                break
            if key:
                stops.append(key)
        legal = int(page.get_attribute("#table", "data-legal"))
        fixed = page.evaluate(
            "[...document.querySelectorAll('#table button[data-cmd]')]"
            ".filter(b => !b.disabled && b.checkVisibility()).length")
        assert len(stops) == 1 + fixed, stops
        board_stop = [s for s in stops if s.startswith("neutral ")]
        assert len(board_stop) == 1, stops
        # The arrow keys move between the board's choices, visiting each; Enter plays.
        page.focus(f'#table [data-act="{board_stop[0]}"]')
        seen = {board_stop[0]}
        for _ in range(legal - 1):
            page.keyboard.press("ArrowRight")
            seen.add(page.evaluate("document.activeElement.dataset.act"))
        assert len(seen) == legal and all(s.startswith("neutral ") for s in seen), seen
        assert page.locator('#table [data-act][tabindex="0"]').count() == 1  # it roved
        before = moves(page)
        page.keyboard.press("Enter")
        page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'")
        # Every dialog is modal and Esc closes it.
        for cmd in ("rules", "settings", "export", "replay"):
            page.click(f"#table [data-cmd={cmd}]")
            page.wait_for_selector("dialog[open]")
            assert page.evaluate("document.querySelector('dialog[open]').matches(':modal')")
            page.keyboard.press("Escape")
            # Gone from the page: its close event (queued after Esc) told Python.
            page.wait_for_function("document.querySelector('dialog') === null")
        # Keys: R opens the rules, Esc closes them; L shows the log.
        page.keyboard.press("r")
        page.wait_for_selector("dialog#rules[open]")
        assert "Hint" in page.inner_text("#rules")  # the help says how to learn
        page.keyboard.press("Escape")
        page.wait_for_function("document.querySelector('dialog') === null")
        check_cockpit(page)
    finally:
        context.close()
    assert watch.errors == []


def test_hint_marks_the_strong_bots_choice(browser, server, watch):
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        new_game(page, ["human"], seed=9)
        page.keyboard.press("h")
        page.wait_for_selector("#table .hinted", timeout=30_000)
        assert "Strong bot would choose" in page.inner_text("#t-choices")
        before = moves(page)
        page.locator("#table .hinted").first.click()
        page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'")
        assert page.locator("#table .hinted").count() == 0
        check_cockpit(page)
    finally:
        context.close()
    assert watch.errors == []


def test_the_phone_bar_keeps_one_row_when_the_turn_is_done(browser, server, watch):
    """At 390 px in German (the longest labels), against a bot: End turn takes Hint's
    place without a second row of tools, so the board stays where the last click was."""
    context = table_context(browser, watch, PHONE)
    tool_rows = """() => new Set([...document.querySelectorAll('#t-tools button')]
        .filter(b => b.offsetParent).map(b => Math.round(b.getBoundingClientRect().top))).size"""
    body_top = "document.querySelector('.t-body').getBoundingClientRect().top"
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "bot:greedy"], seed=7, game="blackforest")
        page.click("[data-cmd=more]")
        page.click("[data-cmd=settings]")
        page.select_option("select[name=lang]", "de")
        page.click("#settings [data-cmd=close]")
        page.wait_for_selector("[data-cmd=hint]:has-text('Tipp')")
        # Until End turn shows: asked after the turn's last choice, or (anytime actions
        # still open) the toolbar's End turn that plays the game's own end.
        done = ("document.getElementById('table').dataset.confirm === 'true'"
                " || !!document.querySelector('#t-tools [data-act]')")
        top = None
        for _ in range(30):
            assert page.evaluate(tool_rows) == 1
            if page.evaluate(done):
                if page.inner_text("[data-cmd=confirm]") != "Weiter":
                    break
                # A hand-off inside the turn (the neutral pawn's space is the bot's):
                # "Go on", and the turn goes on.
                page.click("[data-cmd=confirm]")
                page.wait_for_selector("#table[data-confirm=false]")
                continue
            top = page.evaluate(body_top)
            before = page.get_attribute("#table", "data-moves")
            page.locator("#t-choices [data-act]:visible:not(.anytime):not([data-act=end]),"
                         " #table .panel [data-act]:visible:not(.anytime)").first.click()
            page.wait_for_function(
                f"document.querySelector('#table').dataset.moves !== '{before}'")
        assert page.inner_text("[data-cmd=confirm]") == "Zug beenden"
        assert page.evaluate(tool_rows) == 1
        assert page.evaluate(body_top) == top
        toggle_pace(page)  # behind More on a phone; choosing it closes More again
        assert page.get_attribute("[data-cmd=speed]", "aria-pressed") == "true"
        assert page.evaluate(tool_rows) == 1
    finally:
        context.close()
    assert watch.errors == []


@pytest.mark.parametrize("game", ["blackforest", "glassroad", "burgundy", "chickwood"])
def test_no_text_under_12_px_on_a_laptop(browser, server, watch, game):
    """At 1280x800 no text on screen is under 12 px as drawn (a drawing's text counts at
    its drawing's scale), on every tab, a few moves into a game. Black Forest's map is
    fitted whole to its area, nothing of it under the right column, its text 11 px or
    more."""
    context = table_context(browser, watch, LAPTOP)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "bot:greedy"], seed=5, game=game)
        play_clicks(page, random.Random(5), limit=6)
        if page.get_attribute("#table", "data-confirm") == "true":
            page.click("[data-cmd=confirm]")
        tabs = page.evaluate("[...document.querySelectorAll('#table .tab')]"
                             ".filter(t => t.checkVisibility()).map(t => t.dataset.tab)")
        assert "board" in tabs
        for tab in tabs:
            page.click(f".tab[data-tab={tab}]")
            if game == "blackforest" and tab == "board":
                size, words = smallest_text(page, "#panel-board")
                assert size >= 11 - 0.01, (size, words)
                size, words = min(smallest_text(page, root)
                                  for root in (".t-bar", "#panel-me", "#panel-log"))
            else:
                size, words = smallest_text(page)
            assert size >= 12 - 0.01, (tab, size, words)
        if game == "blackforest":
            page.click(".tab[data-tab=board]")
            area = page.locator("#panel-board").bounding_box()
            side = page.locator("#panel-me").bounding_box()
            for place in (".bf-map", "[data-loc=Freiburg]", "[data-village=V2]",
                          "[data-loc=Market]"):
                box = page.locator(place).bounding_box()
                assert box["x"] >= area["x"] - 1 and box["y"] >= area["y"] - 1, place
                assert box["x"] + box["width"] <= min(area["x"] + area["width"], side["x"]) + 1
                assert box["y"] + box["height"] <= area["y"] + area["height"] + 1, place
            screenshot(page, "blackforest-map-1280x800.png")
    finally:
        context.close()
    assert watch.errors == []


def test_black_forest_whole_map_fills_a_phone(browser, server, watch):
    """On a phone held upright "Whole map" shows the map whole inside the Board area and
    fills at least two thirds of its height (turned a quarter), not a strip at the top."""
    context = table_context(browser, watch, PHONE)
    try:
        page = open_menu(context, server)
        new_game(page, ["human", "bot:greedy"], seed=5, game="blackforest")
        page.click(".tab[data-tab=board]")
        page.click("[data-cmd=zoom]")
        assert page.get_attribute("[data-cmd=zoom]", "aria-pressed") == "true"
        box = page.locator(".bf-map").bounding_box()
        area = page.locator("#panel-board").bounding_box()
        for x, size in (("x", "width"), ("y", "height")):
            assert box[x] >= area[x] - 1, (x, box, area)
            assert box[x] + box[size] <= area[x] + area[size] + 1, (x, box, area)
        assert box["height"] >= area["height"] * 2 / 3, (box, area)
        screenshot(page, "blackforest-whole-map-390x844.png")
        page.click("[data-cmd=zoom]")  # back to the readable size: wider than the phone
        assert page.locator(".bf-map").bounding_box()["width"] > area["width"]
    finally:
        context.close()
    assert watch.errors == []


BODY_TOP = "document.querySelector('.t-body').getBoundingClientRect().top"


@pytest.mark.parametrize("game, size, kinds, seed", [
    ("glassroad", LAPTOP, ["human", "human", "human"], 1),
    ("blackforest", PHONE, ["human", "bot:greedy"], 7),
])
def test_the_board_holds_still_through_ones_run_of_choices(browser, server, watch, game, size,
                                                          kinds, seed):
    """From one click of a person to their next, with nobody else moving between, the
    area under the row of choices does not move: the header has a fixed height, also
    while End turn waits. Glass Road's answer to a shared Specialist (choose the
    ability, then the space on the board) once moved the board up 21 px between the
    two clicks."""
    context = table_context(browser, watch, size)
    runs = []  # (deciding seat, body top) after each step; None: a hand-over between

    def check(page) -> None:
        if page.locator("#table.handover").count():
            runs.append(None)
            return
        confirm = page.get_attribute("#table", "data-confirm") == "true"
        mover = page.get_attribute("#table", "data-mover")
        last = runs[-1] if runs else None
        seat = last[0] if confirm and last else mover
        top = page.evaluate(BODY_TOP)
        if last is not None and last[0] == seat and kinds[int(seat)] == "human":
            assert abs(last[1] - top) <= 2, (seat, last[1], top, len(runs))
        runs.append((seat, top))

    try:
        page = open_menu(context, server)
        new_game(page, kinds, seed=seed, game=game)
        if "human" != kinds[-1]:
            toggle_pace(page)
        play_clicks(page, random.Random(seed), 50, check=check)
    finally:
        context.close()
    assert watch.errors == []
    assert sum(1 for r in runs if r is not None) > 40


def test_a_tab_chosen_past_the_phone_row_s_edge_comes_into_view(browser, server, watch):
    """A finished Glass Road game in German with the larger text has six tabs, wider
    than 390 px: the row scrolls on its own so the chosen tab shows whole (L for the
    Log, at the far end), and the page itself never scrolls."""
    match = Match.new("glassroad", 3, [Seat(f"P{i + 1}") for i in range(4)])
    rng = random.Random(3)
    while not match.is_over():
        match.play(rng.choice(match.legal_actions()))
    context = table_context(browser, watch, PHONE)
    shown = """() => { const row = document.querySelector('.tabs').getBoundingClientRect();
        const tab = document.querySelector('.tab[aria-selected=true]').getBoundingClientRect();
        return tab.left >= row.left && tab.right <= row.right; }"""
    try:
        page = context.new_page()
        page.goto(f"{server.url}#play={match.to_save()}")
        wait_ready(page)
        page.wait_for_selector("#table[data-over=true]", state="attached")
        page.click("[data-cmd=more]")
        page.click("[data-cmd=settings]")
        page.select_option("select[name=lang]", "de")
        page.check("input[name=text][value='1.3']")
        page.click("#settings [data-cmd=close]")
        page.wait_for_selector(".tab[data-tab=log]:has-text('Verlauf')")
        assert page.evaluate("(() => { const t = document.querySelector('.tabs');"
                             " return t.scrollWidth > t.clientWidth; })()")
        page.keyboard.press("l")
        page.wait_for_selector(".tab[data-tab=log][aria-selected=true]")
        assert page.evaluate(shown)
        page.click(".tab[data-tab=end]")
        assert page.evaluate(shown)
        assert page.evaluate("window.scrollY") == 0
    finally:
        context.close()
    assert watch.errors == []
