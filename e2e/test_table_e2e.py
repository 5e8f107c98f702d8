"""The table as a player meets it, at a laptop's and a phone's size.

Whole games are played by clicking what is offered. After every click the page must
not have scrolled by itself, and the turn line and the choice buttons must be on
screen; the newest log entry is checked on its panel; the end screen shows the
winner and a rematch button, with Undo disabled.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from browsing import moves, new_game, open_menu, wait_ready

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
MAX_CLICKS = 3000

# One look at the page after a click: scrolling, what is on screen, the button labels.
LOOK = """() => {
  const inView = (el) => {
    if (!el || !el.checkVisibility()) return false;
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
  };
  const buttons = [...document.querySelectorAll('#t-choices button')];
  return {
    scrollY: scrollY,
    scrollTop: document.documentElement.scrollTop + document.body.scrollTop,
    status: inView(document.getElementById('status')),
    buttonsOut: buttons.filter(b => !inView(b)).map(b => b.textContent),
    labels: buttons.filter(b => b.dataset.act).map(b => b.textContent),
    confirm: document.getElementById('table').dataset.confirm,
  };
}"""
NEWEST_LOG = """() => {
  const panel = document.getElementById('panel-log');
  const entry = panel.querySelector('.log-run li');
  if (!entry || !entry.checkVisibility()) return 'hidden';
  const p = panel.getBoundingClientRect(), r = entry.getBoundingClientRect();
  if (!(r.top >= p.top - 1 && r.bottom <= p.bottom + 1 && r.bottom <= innerHeight + 1))
    return 'out of view';
  const moves = document.getElementById('table').dataset.moves;
  return entry.getAttribute('value') === moves ? 'ok' : 'not the newest';
}"""


def table_context(browser, watch, viewport):
    context = browser.new_context(viewport=viewport, service_workers="block")
    context.on("page", watch.attach)
    return context


def check_cockpit(page) -> None:
    look = page.evaluate(LOOK)
    assert look["scrollY"] == 0 and look["scrollTop"] == 0, "the page scrolled by itself"
    assert look["status"], "the turn line left the screen"
    assert look["buttonsOut"] == [], f"choice buttons off screen: {look['buttonsOut']}"
    labels = look["labels"]
    assert len(labels) == len(set(labels)), f"two choice buttons share a label: {labels}"


def check_newest_log(page, phone: bool) -> None:
    if phone:
        page.click(".tab[data-tab=log]")
    # One look, so a bot's move in between cannot make it stale.
    assert page.evaluate(NEWEST_LOG) == "ok", "the newest log entry is not in view"
    if phone:
        page.click(".tab[data-tab=board]")


def play_by_clicking(page, rng, phone: bool, limit: int = MAX_CLICKS, log_every: int = 40,
                     pause=None):
    """Click offered choices at random (confirming hand-overs) until the game ends;
    `pause(page)` runs once, after 14 clicks."""
    clicks = 0
    while page.get_attribute("#table", "data-over") == "false" and clicks < limit:
        if pause is not None and clicks == 14:
            pause(page)
            pause = None
        if page.get_attribute("#table", "data-confirm") == "true":
            page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table[data-confirm=false]")
            check_cockpit(page)
            continue
        before = moves(page)
        # The turn's choices first: actions open at any time (releasing an animal,
        # removing a Field) only make a random game longer.
        offered = page.locator("#table [data-act]:visible:not(.anytime):not(.bf-anytime)")
        if offered.count() == 0:
            offered = page.locator("#table [data-act]:visible")
        count = offered.count()
        if count:
            offered.nth(rng.randrange(count)).click()
            clicks += 1
        # A bot's move, or the click's: either way the table moves on.
        page.wait_for_function(
            f"document.querySelector('#table').dataset.moves !== '{before}'", timeout=60_000)
        check_cockpit(page)
        if clicks % log_every == 0 and moves(page):
            check_newest_log(page, phone)
    return clicks


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


def screenshot(page) -> None:
    """A picture of the cockpit mid-game, for people to look at; the page is one
    screen high."""
    ARTIFACTS.mkdir(exist_ok=True)
    size = page.viewport_size
    page.screenshot(path=str(ARTIFACTS / f"cockpit-{size['width']}x{size['height']}.png"))
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
        page.click("[data-cmd=speed]")
        phone = viewport is PHONE
        play_by_clicking(page, random.Random(seed), phone, pause=screenshot)
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
            page.wait_for_function("document.querySelector('dialog[open]') === null")
        # Keys: R opens the rules, Esc closes them; L shows the log.
        page.keyboard.press("r")
        page.wait_for_selector("dialog#rules[open]")
        assert "Hint" in page.inner_text("#rules")  # the help says how to learn
        page.keyboard.press("Escape")
        page.wait_for_function("document.querySelector('dialog[open]') === null")
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
