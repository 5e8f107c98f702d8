"""Chickwood Forest in German, drawn as the page draws it: whole seeded games for 2 to
5 players, the hot-seat viewer's table with its tooltips, the log, the last turn, the
end screen and the rules summary at every step, hold no text of an English catalogue;
the same game drawn in English holds no German."""

from __future__ import annotations

import re

import pytest

from glasshut.chickwood.texts import CATALOGUE
from glasshut.common.i18n import set_language
from glasshut.core.game import Seat
from glasshut.core.match import Match
from langhelp import (
    as_markup,
    english_leaks,
    english_stretches,
    german_only_stretches,
    screen_words,
    whole_game_screens,
)

NAMES = ("Anna", "Benno", "Carla", "Dario", "Emma")


def screens_of_a_game(players: int, seed: int) -> set[str]:
    """Every line of words the page shows over a whole game, each once."""
    match = Match.new("chickwood", seed, [Seat(n) for n in NAMES[:players]],
                      {"legendary": players % 2 == 1})
    return whole_game_screens(match, seed)[0]


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
    only_german = german_only_stretches(CATALOGUE)
    assert len(only_german) > 100
    found = as_markup(screens_of_a_game(3, 43))
    assert english_leaks(found, only_german) == []
    assert not re.search(r"[äöüß]", screen_words(found))
