"""Chickwood Forest in German, drawn as the page draws it: whole seeded games for 2 to
5 players, the hot-seat viewer's table with its tooltips, the log, the last turn, the
end screen and the rules summary at every step, hold no text of an English catalogue;
the same game drawn in English holds no German."""

from __future__ import annotations

import random
import re

import pytest

from glasshut.chickwood.texts import CATALOGUE
from glasshut.common.i18n import Catalogue, set_language
from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.games import rules_summary, screen_viewer, table_view
from glasshut.ui.messages import game_title
from glasshut.ui.table import render_rules, render_table
from langhelp import _stretches, english_leaks, english_stretches, screen_words

NAMES = ("Anna", "Benno", "Carla", "Dario", "Emma")


def screens_of_a_game(players: int, seed: int) -> set[str]:
    """Every line of words the page shows over a whole game, each once."""
    match = Match.new("chickwood", seed, [Seat(n) for n in NAMES[:players]],
                      {"legendary": players % 2 == 1})
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
    lines.update(screen_words(render_rules(game_title("chickwood"),
                                           rules_summary("chickwood"))).split("\n"))
    assert "end-head" in markup  # the end screen was drawn
    return lines


def as_markup(lines: set[str]) -> str:
    return "".join(f"<p>{line}</p>" for line in sorted(lines))


@pytest.fixture
def language():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_whole_game_drawn_in_german_shows_no_english(language, players):
    language("de")
    lines = screens_of_a_game(players, 40 + players)
    assert len(lines) > 150
    assert english_leaks(as_markup(lines), english_stretches()) == []
    words = "\n".join(lines)
    for german in ("Schloss", "Ruhm", "Almosen", "verdeckt"):
        assert german in words, german


def test_the_same_game_drawn_in_english_shows_no_german(language):
    german = set().union(*(_stretches(text) for text in CATALOGUE.texts["de"].values()))
    english = set()
    for catalogue in Catalogue.every:
        english |= set().union(*(_stretches(text) for text in catalogue.texts["en"].values()))
    only_german = {s for s in german if not any(s in e for e in english)}
    assert len(only_german) > 100
    found = as_markup(screens_of_a_game(3, 43))
    assert english_leaks(found, only_german) == []
    assert not re.search(r"[äöüß]", screen_words(found))
