"""Every game's log speaks in words: no line is the engine's bare action ("Ann choose
field.", "Bo goods 6."), which is what a game's preview falls back to when its step
says nothing."""

import random

import pytest

from glasshut.core.game import Seat
from glasshut.core.match import Match

GAMES = ("blackforest", "glassroad", "burgundy", "chickwood")


@pytest.mark.parametrize("game", GAMES)
def test_no_log_line_is_a_bare_action(game):
    lines = 0
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        match = Match.new(game, seed, [Seat(n) for n in ("Ann", "Bo", "Cy", "Di")[:players]])
        rng = random.Random(seed)
        for _ in range(700):
            if match.is_over():
                break
            action = rng.choice(match.legal_actions())
            match.play(action)
            text = match.log[-1].text
            assert not text.endswith(f" {action}."), (action, text)
            assert f": {action}" not in text, (action, text)
            lines += 1
    assert lines > 300


def test_a_log_predicate_becomes_a_command():
    from glasshut.ui.words import as_command

    assert as_command("takes 1 Wood.") == "Take 1 Wood."
    assert as_command("goes Begging: gains 1 provision.") == "Go Begging: gains 1 provision."
    assert as_command("stops.") == "Stop."
    assert as_command("chooses a card.") == "Choose a card."
    assert as_command("passes.") == "Pass."
    assert as_command("finishes the trade.") == "Finish the trade."
    assert as_command("has finished trading.", {"has finished trading": "finish trading"}) \
        == "Finish trading."
