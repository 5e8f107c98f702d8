"""Undo never crosses a reveal or a random draw, in every game: after each move its
player may still take back, the same move from the position before it, with every
card hidden from that player dealt otherwise, shows them exactly the same."""

import pytest

from glasshut.core.hidden import find_undo_leaks
from glasshut.glassroad import turn as glassroad_turn

CASES = [
    ("blackforest", 1, None),
    ("blackforest", 3, None),
    ("burgundy", 2, {"varied_estates": True, "secret_estates": True}),
    ("burgundy", 4, None),
    ("chickwood", 2, None),
    ("chickwood", 3, None),
    ("chickwood", 5, {"legendary": True}),
    ("tiny", 3, None),
]


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_no_undoable_move_depends_on_cards_hidden_from_its_player(game_id, players, options):
    report = find_undo_leaks(game_id, players, range(2), options=options)
    assert not report.leaks, report.leaks[:5]
    assert report.undoable > 40


def test_black_forest_and_chickwood_are_really_dealt_otherwise():
    # The Job pile, the deck and the other hands change from world to world: the check
    # compares positions that differ in what is hidden, not copies of one.
    for game_id, players in (("blackforest", 2), ("chickwood", 3)):
        report = find_undo_leaks(game_id, players, [5], steps=300)
        assert report.redealt > report.undoable


def test_the_check_finds_a_move_that_tells_what_another_hand_holds(monkeypatch):
    # Glass Road as it was: a card played face up with two players did not count as
    # a reveal, though its copy check told whether the other hand held the card.
    def play_face_up(state, seat, card):
        state.players[seat].hand.remove(card)
        state.players[seat].played.append(card)
        glassroad_turn.card_played(state, seat, card)

    monkeypatch.setattr(glassroad_turn, "play_face_up", play_face_up)
    report = find_undo_leaks("glassroad", 2, [1], steps=200)
    assert any("'play:" in leak and "view" in leak for leak in report.leaks), report.leaks[:3]
