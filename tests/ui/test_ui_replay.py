"""Replay as a player steps through it: by move and by turn, with a slider, the whole
table (board, every seat's area, the resources) at each step, and only what the person
at the screen could see while bots still hold hidden cards."""

from __future__ import annotations

import re

import pytest
from apphelp import Page
from test_ui_app import play_own_turn

from glasshut.core.game import Seat
from glasshut.games import MENU_IDS, Replay, table_view
from glasshut.ui import app_effects as fx
from glasshut.ui.messages import set_language
from glasshut.ui.table import render_replay
from viewhelp import random_match


def _turns_played(game_id: str, seats, turns: int):
    """A game played at random until its replay counts more than `turns` turns."""
    match = random_match(game_id, seats, 5,
                         lambda m: len(m.actions) > 10 * turns
                         and Replay(m).turn_of(len(m.actions)) > turns, 20000)
    assert match is not None
    return match


@pytest.mark.parametrize("game_id", MENU_IDS)
def test_stepping_by_turn_lands_on_each_turn_start(game_id):
    match = _turns_played(game_id, [Seat("Ann"), Seat("Bo")], 8)
    replay = Replay(match)
    turns = replay.turns
    steps, step = [0], 0
    while step < len(replay):
        step = replay.next_turn(step)
        steps.append(step)
    # One click per turn: every click ends on the first move of a new turn.
    assert len(steps) - 1 == len(set(turns))
    for a, b in zip(steps, steps[1:], strict=False):
        assert len(set(turns[a:b])) == 1
        assert replay.previous_turn(b) == a
        assert list(replay.turn_moves(b)) == list(range(a, b))
        assert replay.turn_of(b) == turns[a]


@pytest.mark.parametrize("game_id", MENU_IDS)
def test_the_dialog_shows_the_whole_table_at_that_step(game_id):
    match = _turns_played(game_id, [Seat("Ann"), Seat("Bo")], 4)
    replay = Replay(match)
    step = replay.previous_turn(len(replay))
    markup = render_replay(match, step, replay.view(step), replay)
    view = replay.view(step)
    assert view.board and (view.me or view.others)
    assert 'class="replay-area replay-board board"' in markup
    assert "replay-me" in markup or "replay-others" in markup
    assert f'id="replay-slider" data-cmd="replay-go" min="0" max="{len(replay)}"' in markup
    assert f'value="{step}"' in markup
    # Nothing in the copy can be played, and its ids do not clash with the table's.
    table = markup.split('class="replay-table"', 1)[1]
    assert "data-act=" not in table and " id=" not in table and "data-rcmd" not in table
    said = markup.split('class="replay-move"', 1)[1].split("</ol>", 1)[0]
    shown = re.findall(r"<li[^>]*>(.*?)</li>", said)
    assert len(shown) == len(replay.turn_moves(step)) and shown
    assert 'aria-current="step"' in markup or "aria-current=step" in markup


def test_mid_game_replay_never_sees_through_a_bots_eyes():
    seats = [Seat("Ann"), Seat("Bot", "bot", "greedy")]
    match = _turns_played("chickwood", seats, 6)
    replay = Replay(match)
    assert not match.is_over()
    assert {replay.viewer(step) for step in range(len(replay) + 1)} == {0}
    # The last step is what the table shows now, seen by the same eyes.
    assert replay.view(len(replay)).me == table_view(match, False, None, 0).me


def test_a_hotseat_replay_shows_each_movers_own_area():
    match = _turns_played("glassroad", [Seat("Ann"), Seat("Bo")], 3)
    replay = Replay(match)
    movers = {match.log[k].seat for k in range(len(replay))}
    assert {replay.viewer(k) for k in range(len(replay))} == movers == {0, 1}


def test_the_page_steps_by_turn_by_move_and_by_slider():
    page = Page().start()
    page.new_game("blackforest", ["Ann", "Bob:greedy"])
    for _ in range(3):
        play_own_turn(page)
        page.run_bots()
    moves = list(page.match.actions)
    page.click("replay")
    replay = page.ctl.s.replay
    assert page.ctl.s.replay_step == len(moves)
    page.key("PageUp")
    start = page.ctl.s.replay_step
    assert 0 < start < len(moves) and start in replay.turn_starts
    assert isinstance(page.log[-1], fx.DialogContent)
    page.key("PageUp")
    assert page.ctl.s.replay_step == replay.previous_turn(start)
    page.key("PageDown")
    assert page.ctl.s.replay_step == start
    page.key("ArrowLeft")
    assert page.ctl.s.replay_step == start - 1
    page.click("replay-go", step=2)  # the slider let go at 2
    assert page.ctl.s.replay_step == 2 and 'value="2"' in page.dialog
    page.key("PageUp", typing=True)  # the slider's own keys: the page leaves them be
    assert page.ctl.s.replay_step == 2
    assert list(page.match.actions) == moves


def test_replay_speaks_german():
    set_language("de")
    try:
        match = _turns_played("burgundy", [Seat("Ann"), Seat("Bo")], 3)
        replay = Replay(match)
        markup = render_replay(match, 4, replay.view(4), replay)
        assert "Zug \u00bb" in markup and "Stand" in markup and "Schritt 4 von" in markup
        assert "Turn" not in markup and "Move" not in markup
    finally:
        set_language("en")
