"""One-value edits of Black Forest positions: refused, or a game that plays on.

A link carries a whole position; whoever opens it must get either a clear refusal or
a game whose table draws and whose play and bots go on (see tests/mutants.py)."""

from __future__ import annotations

import json

import pytest

import mutants
from glasshut.blackforest import GAME, state
from glasshut.core.game import PositionError, RulesError
from glasshut.core.match import Match


def test_two_thousand_mutants_are_refused_or_play_on():
    report = mutants.run_campaign("blackforest", [1, 2, 3, 4], [11, 12], 2000, seed=3)
    assert not report.failures, report.summary()
    assert report.refused + report.played == 2000
    assert report.played >= 100  # the campaign reaches play, not only the reader


def _mid_game(players=2, seed=11):
    return mutants.positions("blackforest", players, seed, 3)[-1]


def test_a_task_below_the_top_that_names_no_tradesperson_is_refused():
    position = _mid_game()
    position["stack"].insert(0, ["second", 0, "Lumberjack", "Nobody"])
    with pytest.raises(PositionError, match=r"stack\[0\]"):
        GAME.from_position(position)


def test_names_that_are_lists_are_refused_not_crashed_on():
    position = _mid_game()
    position["board"]["village_jobs"][2] = []
    with pytest.raises(PositionError, match="board.village_jobs"):
        GAME.from_position(position)


def test_solo_extra_turn_without_a_moved_pawn_is_refused():
    position = mutants.positions("blackforest", 1, 4, 1)[0]
    position["players"][0]["extra_turns"] = 1
    position["solo"]["moving"] = -1
    with pytest.raises(PositionError, match="extra_turns"):
        GAME.from_position(position)


def test_rules_that_never_come_to_a_decision_stop_with_rules_error(monkeypatch):
    match = Match.from_position("blackforest", json.loads(json.dumps(_mid_game())))
    before = match.state.digest()
    monkeypatch.setattr(state, "ADVANCE_BOUND", 0)
    with pytest.raises(RulesError):
        match.play(match.legal_actions()[0])
    assert match.state.digest() == before  # the match kept the state before the action
