"""Finding English left in a screen drawn in German.

A screen's words are its text nodes and its `title`, `aria-label` and `data-tip`
attributes. An English text "leaks" when a literal stretch of an English catalogue
entry (the words between its fields, at least two words or ten letters) shows up in
the German screen, unless the German catalogues use the same stretch too (names that
are the same in both languages) or it is on the caller's allow-list.
"""

from __future__ import annotations

import re
import string
from html import unescape

from glasshut.common.i18n import Catalogue

_WORDS = re.compile(r">([^<]+)<|(?:title|aria-label|data-tip|placeholder)=\"([^\"]*)\"")


def screen_words(markup: str) -> str:
    """The words a player reads or hears on a screen, one stretch per line."""
    found = []
    for text, attr in _WORDS.findall(markup):
        words = unescape(text or attr).strip()
        if words:
            found.append(" ".join(words.split()))
    return "\n".join(found)


def _stretches(text) -> set[str]:
    if isinstance(text, dict):
        return set().union(*(_stretches(form) for form in text.values()))
    out = set()
    for literal, *_ in string.Formatter().parse(text):
        for piece in re.split(r"[.:;!?()\"“”]", literal or ""):
            piece = " ".join(piece.split()).strip(" ,-–")
            if len(piece.split()) >= 2 or sum(c.isalpha() for c in piece) >= 10:
                out.add(piece)
    return out


def english_stretches(allow: set[str] | frozenset[str] = frozenset()) -> set[str]:
    """English-only stretches of every catalogue made so far."""
    english, other = set(), set()
    for catalogue in Catalogue.every:
        for lang, entries in catalogue.texts.items():
            for text in entries.values():
                (english if lang == "en" else other).update(_stretches(text))
    shared = {s for s in english if any(s in o for o in other)}
    return {s for s in english - shared - set(allow) if s}


def english_leaks(markup: str, stretches: set[str]) -> list[str]:
    """The English stretches a German screen still shows."""
    words = screen_words(markup)
    return sorted(s for s in stretches if re.search(
        r"(?<![\w])" + re.escape(s) + r"(?![\w])", words))


def quick_leaks(markup: str, stretches: set[str]) -> list[str]:
    """english_leaks, with a plain substring look first: the word-bounded search is the
    slow part, so only the stretches present at all are searched for exactly."""
    words = screen_words(markup)
    return english_leaks(markup, {s for s in stretches if s in words})


def german_stretches() -> set[str]:
    """German-only stretches of every catalogue made so far (those in no English text),
    to check an English screen shows no German."""
    german, english = set(), set()
    for catalogue in Catalogue.every:
        for lang, entries in catalogue.texts.items():
            for text in entries.values():
                (german if lang == "de" else english).update(_stretches(text))
    return {s for s in german if not any(s in e for e in english)}


def as_markup(lines: set[str]) -> str:
    """Lines of words as a screen's markup, for `english_leaks`."""
    return "".join(f"<p>{line}</p>" for line in sorted(lines))


def german_only_stretches(catalogue: Catalogue) -> set[str]:
    """Stretches of `catalogue`'s German texts that no English text of any catalogue has."""
    german = set().union(*(_stretches(text) for text in catalogue.texts["de"].values()))
    english = set()
    for each in Catalogue.every:
        english |= set().union(*(_stretches(text) for text in each.texts["en"].values()))
    return {s for s in german if not any(s in e for e in english)}


def whole_game_screens(match, seed: int):
    """Plays `match` to its end with seeded random moves, drawing the table as the page
    does at every step (the hot-seat viewer's, tooltips and log included), then the
    rules summary: every line of words shown, each once, and the last view drawn."""
    import random

    from glasshut.games import rules_summary, screen_viewer, table_view
    from glasshut.ui.messages import game_title
    from glasshut.ui.table import render_rules, render_table

    pick = random.Random(seed)
    lines: set[str] = set()
    since = None
    while True:
        viewer = screen_viewer(match, False, match.to_move())
        view = table_view(match, not match.is_over(), since, viewer)
        markup = render_table(match, True, "", view, False, False, viewer)
        lines.update(screen_words(markup).split("\n"))
        if match.is_over():
            break
        since = match.state.clone()
        match.play(pick.choice(match.legal_actions()))
    game = match.game.id
    lines.update(screen_words(render_rules(game_title(game), rules_summary(game))).split("\n"))
    assert "end-head" in markup  # the end screen was drawn
    return lines, view
