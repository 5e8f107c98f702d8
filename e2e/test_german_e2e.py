"""German in the page: a German browser gets the loading screen and the menu in German
on its first visit, the setting chosen wins after; and each game, opened from a link
in the middle of a game and switched to German there, keeps its header's height and
shows no text running out of its box on a phone and on a laptop.

The words themselves are checked in CPython (tests/ui, each game's German test); this
file checks what only a browser shows: the language chosen before Python runs, and the
layout of longer German words.
"""

from __future__ import annotations

import random
from pathlib import Path

from browsing import LAPTOP, PHONE, READY, wait_ready
from glasshut.core.game import Seat
from glasshut.core.match import Match

SHOTS = Path("/tmp/glasshut-german")  # screenshots of each game in both languages

# The loading screen's German (web/loader.js), any step of it.
LOADING_DE = ("Die Seite wird geholt …", "PyScript startet …", "Python wird heruntergeladen …",
              "Pythons Standardbibliothek wird entpackt …", "Python startet …",
              "Die Spiel-Engine wird installiert …", "Das Spielmenü öffnet sich …")


def loading_screen(context, url: str) -> tuple[dict, object]:
    """The loading screen's words while the engine's download is held back, and the
    page, which then goes on to load."""
    held = []
    page = context.new_page()
    page.route("**/wheels/glasshut-*", lambda route: held.append(route))
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function("document.getElementById('loading-step')")
    page.wait_for_timeout(300)  # the loader ran (deferred): the words it set stay
    words = page.evaluate("""() => ({
        lang: document.documentElement.lang,
        tagline: document.querySelector('#loading .tagline').textContent,
        step: document.getElementById('loading-step').textContent,
        bar: document.getElementById('loading-bar').getAttribute('aria-label'),
        preview: (document.querySelector('.preview') || {textContent: ''}).textContent.trim(),
    })""")
    while not held:
        page.wait_for_timeout(100)
    for route in held:
        route.continue_()
    page.unroute("**/wheels/glasshut-*")
    return words, page


def open_settings(page) -> None:
    if not page.locator("[data-cmd=settings]").is_visible():
        page.click("[data-cmd=more]")
    page.click("[data-cmd=settings]")


def choose_language(page, lang: str) -> None:
    open_settings(page)
    page.select_option("select[name=lang]", lang)
    page.click("#settings [data-cmd=close]")
    page.wait_for_function(f"document.documentElement.lang === '{lang}'")


def test_a_german_browser_gets_german_until_the_player_chooses(browser, server, watch):
    ctx = browser.new_context(service_workers="block", viewport=PHONE, locale="de-DE")
    ctx.on("page", watch.attach)
    try:
        words, page = loading_screen(ctx, server.url)
        assert words["lang"] == "de", words
        assert words["tagline"] == "Anspruchsvolle Brettspiele im Browser"
        assert words["step"] in LOADING_DE and words["bar"] == "Ladefortschritt", words
        assert words["preview"] == ""  # the board drawn at build time, without its English
        page.wait_for_function(READY, timeout=60_000)
        page.wait_for_selector("#menu")
        assert page.evaluate("document.documentElement.lang") == "de"
        assert "Spiele" in page.inner_text("#menu h2") and "Partie öffnen" in page.inner_text(
            "#menu")
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / "menu-de-390x844.png"))
        # The player chooses English in the menu: it wins over the browser from then on,
        # from the loading screen on.
        page.select_option("#menu select[name=lang]", "en")
        page.wait_for_selector("#menu h2:has-text('Games')")
        page.close()
        words, page = loading_screen(ctx, server.url)
        assert words["lang"] == "en" and words["tagline"] == (
            "Heavy Euro board games in your browser"), words
        assert "Village" in words["preview"]
        page.wait_for_function(READY, timeout=60_000)
        assert page.evaluate("document.documentElement.lang") == "en"
        assert "Games" in page.inner_text("#menu")
        assert watch.errors == []
    finally:
        ctx.close()


def mid_game_link(server, game: str, seed: int, moves: int) -> str:
    """A link to a game some moves in, the person at the screen to play (the bots wait)."""
    seats = [Seat("Anna"), Seat("Bernhard", "bot", "greedy"), Seat("Cleo", "bot", "greedy")]
    match = Match.new(game, seed, seats)
    rng = random.Random(seed)
    while (len(match.actions) < moves or match.to_move() != 0) and not match.is_over():
        match.play(rng.choice(match.legal_actions()))
    assert not match.is_over()
    return f"{server.url}#play={match.to_save()}"


# The table's text cut off: an element whose own text is wider than its box, or that
# reaches past the edge of the box clipping it (a scrolling area included: a tab or a
# card half out of sight is cut off too). SVG text is checked by each game's view
# tests. Not counted: a line ending in "..." by design (the last turn's line, a button
# that opens the whole log), and the one-line row of what happened under the choices
# (.t-after: notice, notes, last turn), which the fixed header cuts at its edge by
# design. Each with its words, to say which.
CUT_OFF = """() => {
  const cut = [];
  for (const el of document.querySelectorAll('#table *')) {
    if (el instanceof SVGElement || !el.checkVisibility()) continue;
    if (![...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    const style = getComputedStyle(el);
    if (style.textOverflow === 'ellipsis') continue;
    if (el.closest('.t-after')) continue;
    const r = el.getBoundingClientRect();
    let clip = el.parentElement;
    while (clip && clip.id !== 'table' && getComputedStyle(clip).overflowX === 'visible') {
      clip = clip.parentElement;
    }
    const c = clip ? clip.getBoundingClientRect() : {left: 0, right: innerWidth};
    const wider = el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1
      && !['auto', 'scroll'].includes(style.overflowX);
    if (wider || r.right > c.right + 1 || r.left < c.left - 1) {
      cut.push([el.className || el.tagName, el.textContent.trim().slice(0, 40),
                Math.round(r.left), Math.round(r.right), Math.round(c.left), Math.round(c.right)]);
    }
  }
  return cut;
}"""

# How much taller the header may be in German than in English. On a phone: not at all.
# On a laptop, the longer German buttons (Rückgängig, Nachspielen, Einstellungen) put a
# toolbar of eight buttons on a row of its own under the turn line, which then needs one
# line instead of two: 20 px more (Black Forest, Glass Road).
HEAD_GROWTH = {"390x844": 1, "1280x800": 24}

GAMES = (("blackforest", 3, 40), ("glassroad", 4, 30), ("burgundy", 5, 40),
         ("chickwood", 6, 12))


def check_games_in_german(browser, server, watch, viewport: dict) -> None:
    size = f"{viewport['width']}x{viewport['height']}"
    ctx = browser.new_context(service_workers="block", viewport=viewport)
    ctx.on("page", watch.attach)
    SHOTS.mkdir(exist_ok=True)
    try:
        page = ctx.new_page()
        page.goto(server.url)
        wait_ready(page)
        found = {}
        for game, seed, moves in GAMES:
            page.goto(mid_game_link(server, game, seed, moves))
            page.wait_for_selector(f"#table[data-game={game}]")
            page.wait_for_timeout(300)
            head = page.locator("#t-head").bounding_box()["height"]
            page.screenshot(path=str(SHOTS / f"{game}-en-{size}.png"))
            choose_language(page, "de")
            page.wait_for_selector(f"#table[data-game={game}]")
            page.wait_for_timeout(300)
            page.screenshot(path=str(SHOTS / f"{game}-de-{size}.png"))
            found[game] = {
                "head": (head, page.locator("#t-head").bounding_box()["height"]),
                "cut": page.evaluate(CUT_OFF),
            }
            choose_language(page, "en")  # the next game opens in English
        grown = {game: seen["head"] for game, seen in found.items()
                 if not -1 <= seen["head"][1] - seen["head"][0] <= HEAD_GROWTH[size]}
        cut = {game: seen["cut"] for game, seen in found.items() if seen["cut"]}
        assert (grown, cut) == ({}, {}), size
        assert watch.errors == []
    finally:
        ctx.close()


def test_each_game_switched_to_german_mid_game_on_a_phone(browser, server, watch):
    check_games_in_german(browser, server, watch, PHONE)


def test_each_game_switched_to_german_mid_game_on_a_laptop(browser, server, watch):
    check_games_in_german(browser, server, watch, LAPTOP)
