"""Glass Road, The Castles of Burgundy and Chickwood Forest in the page, each the same
way: whole games by clicking at a laptop's and a phone's size (with --long); a few turns at
both sizes, with the game saved, shared and opened in a fresh browser between them.

After every click the page must not have scrolled by itself, and the turn line, the
choice buttons and one of the board's choices must be on screen (check_cockpit).
Screenshots go to e2e/artifacts/.
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
    table_context,
    toggle_pace,
    wait_moved,
    wait_ready,
)
from glasshut.core.match import Match

SOLO = {"glassroad"}  # the games here with a solo game
# The game's own breakdown on the end screen, below the table's.
END_EXTRA = {"glassroad": ".gr-endextra", "burgundy": ".cb-endextra", "chickwood": ".end-more"}
END_LINES = {"burgundy": ("Completed regions (by size)", "Silverlings", "Spaces covered (of 37)")}
NAMES = ["Ann", "<i>Bo</i>"]  # a name is text, never markup
SAMPLE_CLICKS = 10  # the test command's few turns per size


def prefer(game: str):
    """Burgundy's worker steps (+1/-1 on a die) are clicked rarely, so turns move on."""
    if game == "burgundy":
        return lambda action: action[1:2] not in ("+", "-")
    return None


def size_name(viewport) -> str:
    return f"{viewport['width']}x{viewport['height']}"


def check_end(page, game: str, players: int) -> None:
    """The end screen: winner (or solo score), the breakdown per seat, rematch, and the
    game's own breakdown; names shown as text."""
    assert page.get_attribute("#table", "data-over") == "true"
    head = page.inner_text("#t-end .end-head")
    if players == 1:  # Glass Road's solo game has a score and no titles
        assert "scored" in head, head
    else:
        assert "wins" in head or "tie" in head.lower(), head
        assert NAMES[1] in page.inner_text("#t-end")
    assert page.locator("#t-end .breakdown thead th[scope=col]").count() >= players
    assert page.locator("#t-end .breakdown tbody tr").count() >= 3
    assert page.locator("[data-cmd=rematch]").is_visible()
    assert page.is_disabled("[data-cmd=undo]")
    assert page.locator(f"#t-end {END_EXTRA[game]}").count() == 1
    text = page.inner_text("#t-end")
    for line in END_LINES.get(game, ()):
        assert line in text
    check_cockpit(page)


def reload_resumes(page) -> None:
    digest = page.get_attribute("#table", "data-digest")
    page.reload()
    wait_ready(page)
    assert page.get_attribute("#table", "data-digest") == digest  # resumed mid-game


WHOLE_GAMES = [
    pytest.param(game, viewport, kinds, seed, marks=pytest.mark.long,
                 id=f"{game}-{size}-{'solo' if len(kinds) == 1 else 'greedy'}")
    for n, (game, kinds) in enumerate(
        [(g, ["human", "bot:greedy"]) for g in ("glassroad", "burgundy", "chickwood")]
        + [(g, ["human"]) for g in sorted(SOLO)])
    for size, viewport, seed in (("laptop", LAPTOP, 60 + 2 * n), ("phone", PHONE, 61 + 2 * n))
]


@pytest.mark.parametrize(("game", "viewport", "kinds", "seed"), WHOLE_GAMES)
def test_a_whole_game_by_clicking(browser, server, watch, game, viewport, kinds, seed):
    context = table_context(browser, watch, viewport)
    mode = "solo" if len(kinds) == 1 else "greedy"
    shots = {6: "mid", 30: "later"}
    phone = viewport is PHONE

    def after(page, clicks):
        if clicks == 14:  # the game is stored as it goes: a reload resumes it
            reload_resumes(page)
            if len(kinds) > 1:
                toggle_pace(page)  # the pace is the page's, not the game's
        if clicks % 40 == 0:
            check_newest_log(page, phone)
        if clicks in shots:
            screenshot(page, f"{game}-{mode}-{size_name(viewport)}-{shots[clicks]}.png")

    try:
        page = open_menu(context, server)
        new_game(page, kinds, seed=seed, names=NAMES[:len(kinds)], game=game)
        if len(kinds) > 1:
            toggle_pace(page)  # bots at a quick pace
        try:
            clicks = play_clicks(page, random.Random(seed), check=check_cockpit,
                                 prefer=prefer(game), after=after)
        except AssertionError:  # a picture of what went wrong, for people to look at
            screenshot(page, f"{game}-{mode}-{size_name(viewport)}-failed.png")
            raise
        assert page.get_attribute("#table", "data-over") == "true", f"{clicks} clicks"
        screenshot(page, f"{game}-{mode}-{size_name(viewport)}-end.png")
        check_end(page, game, len(kinds))
        check_newest_log(page, phone)
    finally:
        context.close()
    assert watch.errors == []


# localStorage's entry for the game on the table, once it holds the table's move count.
STORED = """() => {
  const moves = document.getElementById('table').dataset.moves;
  const entries = Object.keys(localStorage).filter(k => k.startsWith('glasshut:save:'))
    .map(k => JSON.parse(localStorage.getItem(k)));
  const entry = entries.find(e => String(e.moves) === moves);
  return entry ? entry.save : null;
}"""


def wait_for_the_person(page) -> None:
    """End the turn if asked, then wait until the person (seat 0) is to move again, so
    no bot moves while the game is compared."""
    if page.get_attribute("#table", "data-confirm") == "true":
        before = page.get_attribute("#table", "data-moves")
        page.click("[data-cmd=confirm]")
        if page.get_attribute("#table", "data-mover") != "0":
            wait_moved(page, before)
    page.wait_for_selector("#table[data-mover='0'][data-confirm=false]", timeout=60_000)


def sample_turns(page, game: str, seed: int) -> None:
    """A few turns by clicking, checked after every click; a screenshot after them."""
    check_cockpit(page)
    play_clicks(page, random.Random(seed), SAMPLE_CLICKS, check=check_cockpit,
                prefer=prefer(game))
    assert page.get_attribute("#table", "data-over") == "false"
    screenshot(page, f"{game}-sample-{size_name(page.viewport_size)}.png")
    # The page is one screen high.
    assert page.evaluate("document.documentElement.scrollHeight") <= page.viewport_size["height"]


# One page load takes many seconds on a busy machine, so one test per game plays a few
# turns on a laptop, then reloads, shares and opens the game on a phone to play on.
@pytest.mark.parametrize("game", ["glassroad", "burgundy", "chickwood"])
def test_a_few_turns_saved_shared_and_played_on_in_a_fresh_browser(
        browser, context, server, watch, game):
    page = open_menu(context, server)  # 1280x800
    new_game(page, ["human", "bot:greedy"], seed=80, names=NAMES, game=game)
    toggle_pace(page)
    sample_turns(page, game, 80)
    wait_for_the_person(page)
    digest = page.get_attribute("#table", "data-digest")
    played = moves(page)

    # Stored in localStorage as it goes: the entry is the game on the table.
    page.wait_for_function(STORED)
    stored = page.evaluate(STORED)
    assert Match.from_save(stored).digest() == digest
    page.reload()
    wait_ready(page)
    assert page.get_attribute("#table", "data-digest") == digest
    assert moves(page) == played

    # Share gives a link and a save string.
    page.click("[data-cmd=export]")
    link = page.input_value("#export-link")
    save = page.input_value("#export-save")
    assert "#play=" in link and Match.from_save(save).digest() == digest
    page.click("#export [data-cmd=close]")

    # A fresh browser, a phone, opens the link: the same game, and it goes on there.
    fresh = table_context(browser, watch, PHONE)
    try:
        other = fresh.new_page()
        other.goto(link)
        wait_ready(other)
        assert other.get_attribute("#table", "data-game") == game
        assert other.get_attribute("#table", "data-digest") == digest
        assert moves(other) == played
        # The save string pasted into its menu opens the game stored there, not a copy.
        other.click("[data-cmd=more]")  # a phone keeps the menu behind More
        other.click("[data-cmd=menu]")
        assert other.locator(".saved").count() == 1
        other.fill("#import-text", save)
        other.click("#menu .import button[type=submit]")
        other.wait_for_selector("#table")
        assert other.get_attribute("#table", "data-digest") == digest
        sample_turns(other, game, 82)
        assert moves(other) > played
        other.click("[data-cmd=more]")
        other.click("[data-cmd=menu]")
        assert other.locator(".saved").count() == 1
    finally:
        fresh.close()
    assert watch.errors == []
