"""The Castles of Burgundy in German: whole seeded games for 2, 3 and 4 players, drawn
as the page draws them at every step (the hot-seat viewer's table with its tooltips,
the log, the last turn, the end screen with its score lines, the rules summary), hold
no text of an English catalogue; the same games in English hold no text of the German
one. English words that no catalogue holds are looked for too."""

from __future__ import annotations

import re

import pytest

from glasshut.burgundy.texts import T
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

# (players, seed, options): the setup choices of varied and secret estates drawn too.
GAMES = ((2, 11, {}), (3, 12, {"varied_estates": True}),
         (4, 13, {"varied_estates": True, "secret_estates": True}))

# Everyday English words a German screen would show if a text escaped the catalogues.
ENGLISH_WORDS = re.compile(
    r"\b(the|and|of|to|your|with|from|for|dice|goods|tiles?|space|round|phase|points|"
    r"silverlings?|workers?|storage|estate|takes|adds|buys|sells|rolls|empty|none|free|"
    r"sold|pass|Player|Board|Depot \d+: a)\b")


def screens_of_a_game(players: int, seed: int, options: dict) -> set[str]:
    """Every line of words the page shows over a whole game, each once."""
    seats = [Seat(name) for name in ("Anna", "Benno", "Carla", "Dario")[:players]]
    lines, view = whole_game_screens(Match.new("burgundy", seed, seats, options), seed)
    assert view.end_extra  # the end screen's estates table was drawn
    lines.add(view.tie_break)  # shown on equal points only
    return lines


@pytest.fixture
def language():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("players, seed, options", GAMES)
def test_a_whole_game_drawn_in_german_shows_no_english(language, players, seed, options):
    language("de")
    lines = screens_of_a_game(players, seed, options)
    assert len(lines) > 300
    assert english_leaks(as_markup(lines), english_stretches()) == []
    stray = sorted({line for line in lines
                    if ENGLISH_WORDS.search(line)})
    assert stray == []
    # The German words are there: the log, prompts, tooltips and score lines.
    words = "\n".join(lines)
    for german in ("Würfel", "Fürstentum", "Silberling", "Spielende", "Depot",
                   T("score.unsold"), T("end.caption"), T("rules.die")):
        assert german in words, german


def test_the_same_game_drawn_in_english_shows_no_german(language):
    players, seed, options = GAMES[2]
    lines = screens_of_a_game(players, seed, options)
    found = as_markup(lines)
    stretches = german_only_stretches(T)
    assert len(stretches) > 200
    assert english_leaks(found, stretches) == []
    assert not re.search(r"[äöüß]", screen_words(found))
