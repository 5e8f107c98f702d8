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
