"""The table on Black Forest: one turn line, unique choice labels, the end-of-turn
question only at the end of one's own turn, the first decision lit, replay."""

from __future__ import annotations

import html
import random
import re
from collections import Counter

import pytest

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.games import Replay, table_view, viewer_of
from glasshut.ui.messages import EN, msg
from glasshut.ui.table import asks_to_end_turn, render_scores, render_status, render_table
from viewhelp import random_match


def button_labels(markup: str) -> list[str]:
    return re.findall(r'<button type="button" class="act[^"]*" data-act="[^"]*">([^<]*)</button>',
                      markup)


def test_choice_buttons_never_share_a_label_and_say_one_provision():
    seen = 0
    for seed in range(2):
        match = Match.new("blackforest", seed, [Seat("Ann"), Seat("Bo"), Seat("Cy")])
        rng = random.Random(seed)
        while not match.is_over() and len(match.actions) < 250:
            view = table_view(match, interactive=True)
            markup = render_table(match, False, view=view, viewer=viewer_of(match))
            labels = button_labels(markup)
            assert not [t for t, k in Counter(labels).items() if k > 1], labels
            assert not any(" 1 provisions" in t for t in labels)
            seen += len(labels)
            match.play(rng.choice(match.legal_actions()))
    assert seen > 50


def test_the_neutral_pawns_first_placement_is_lit():
    match = Match.new("blackforest", 2, [Seat("Ann"), Seat("Bo")])
    legal = match.legal_actions()
    assert legal and all(a.startswith("neutral V") for a in legal)
    view = table_view(match, interactive=True)
    assert view.placed == set(legal)  # every one drawn on the map, none as a button
    for action in legal:
        tag = re.search(rf'<g class="legal bf-vpick" data-act="{action}"', view.board)
        assert tag, action


def test_the_turn_line_never_calls_a_bot_you_and_names_whose_turn_it_is():
    seats = [Seat("Ann"), Seat("Bo", "bot", "greedy")]
    match = random_match("blackforest", seats, 5, lambda m: m.to_move() == 1 and len(m.actions) > 3)
    line = render_status(match, table_view(match, interactive=False))
    assert "Bo" in line and "Greedy bot" in line and "you" not in line.lower()
    # A person answering during another seat's turn is told so.
    answer = random_match("blackforest", [Seat("Ann"), Seat("Bo")], 3,
                          lambda m: m.state.to_move() != m.state.current, limit=4000)
    assert answer is not None
    text = render_status(answer, table_view(answer, interactive=True))
    assert "answers during" in text


def test_only_the_end_of_ones_own_turn_asks_for_end_turn():
    asked = answered = 0
    for seed in range(12):
        match = Match.new("blackforest", seed, [Seat("Ann"), Seat("Bo"), Seat("Cy")])
        rng = random.Random(seed)
        while not match.is_over() and len(match.actions) < 300:
            actor, owner = match.to_move(), match.state.current
            match.play(rng.choice(match.legal_actions()))
            ask = asks_to_end_turn(match, actor, owner)
            if actor != owner:  # an answer inside another seat's turn
                answered += 1
                assert not ask
            elif ask:
                asked += 1
                assert match.to_move() != actor
            assert not asks_to_end_turn(match, actor, owner, setting=False)
    assert asked > 20 and answered > 0


def test_a_hand_off_inside_ones_turn_is_not_called_the_end_of_it():
    # Two players: Ann picks the neutral pawn's village, Bo answers with its space, and
    # Ann's turn goes on. Before the hand-off the page asks, so Ann can still take it
    # back; the line said "your turn is done" there, and the button "End turn". (In
    # Glass Road such an answer can also be the last thing of the turn: the line says
    # only who answers.)
    match = Match.new("blackforest", 11, [Seat("Ann"), Seat("Bo")])
    actor = owner = match.to_move()
    match.play(match.legal_actions()[0])
    assert asks_to_end_turn(match, actor, owner)
    view = table_view(match, False, None, actor)
    line = render_status(match, view, confirm=True)
    assert "answers next, during your turn" in line and "Bo" in line
    assert "turn is done" not in line
    tools = re.search(r'<nav id="t-tools".*?</nav>', render_table(match, True, "", view, True,
                                                                    False, actor), re.S).group(0)
    assert ">Go on<" in tools and ">End turn<" not in tools
    # Ann's real end of the turn still says so.
    while match.state.current == actor:
        match.play(match.legal_actions()[0])
    assert match.log[-1].seat == actor
    view = table_view(match, False, None, actor)
    assert "your turn is done" in render_status(match, view, confirm=True)


def test_end_turn_takes_the_place_of_hint_in_the_toolbar():
    """A finished turn asks for End turn beside Undo, where Hint stood: the bar above
    the board keeps its rows, so the board does not move under the last click."""
    match = random_match("blackforest", [Seat("Ann"), Seat("Bo")], 3, lambda m: len(m.actions) >= 6)
    view = table_view(match, True, None, 0)
    waiting = render_table(match, True, "", view, False, False, 0)
    done = render_table(match, True, "", view, True, False, 0)

    def tools(markup):
        return re.search(r'<nav id="t-tools".*?</nav>', markup, re.S).group(0)

    def bar_choices(markup):
        return re.search(r'<div id="t-choices".*?</div>', markup, re.S).group(0)

    assert 'data-cmd="hint"' in tools(waiting) and 'data-cmd="confirm"' not in waiting
    assert 'data-cmd="confirm"' in tools(done) and 'data-cmd="hint"' not in done
    assert 'data-cmd="confirm"' not in bar_choices(done)
    assert done.count('class="primary"') == 1  # End turn leads; Undo steps back
    assert tools(done).count("<button") == tools(waiting).count("<button")
    # The place is as wide as the wider of its two labels in both states (the other one
    # laid out unseen), so the change moves no other tool to a new row.
    hint = re.search(r'<button[^>]*data-cmd="hint".*?</button>', waiting).group(0)
    finish = re.search(r'<button[^>]*data-cmd="confirm".*?</button>', done).group(0)
    assert '<span class="ghost" aria-hidden="true">End turn</span>' in hint
    assert '<span class="ghost" aria-hidden="true">Hint</span>' in finish


def test_the_row_of_choices_stays_while_there_is_nothing_to_press():
    """A bot's turn, a step chosen on the board, a finished turn: the row of choices is
    drawn empty (the page gives it one button's height), so the board does not move by
    a row between steps. A person choosing on the board is told where to look."""
    from glasshut.ui.table import render_choices

    def row(match, confirm=False):
        view = table_view(match, True, None, match.to_move())
        return render_choices(match, view, confirm)

    board_only = random_match("blackforest", [Seat("Ann"), Seat("Bo")], 3, lambda m: (
        m.legal_actions() and all(a in table_view(m, True).placed for a in m.legal_actions())))
    assert board_only is not None
    assert msg("choices.placed") in row(board_only)
    assert row(board_only, confirm=True) == '<div class="choices idle" aria-hidden="true"></div>'
    bots_turn = random_match("blackforest", [Seat("Ann"), Seat("Bo", "bot", "greedy")], 5,
                             lambda m: m.to_move() == 1)
    assert row(bots_turn) == '<div class="choices idle" aria-hidden="true"></div>'
    watched = Match.new("blackforest", 5, [Seat("A", "bot", "greedy"), Seat("B", "bot", "greedy")])
    assert msg("choices.watch") in row(watched)
    over = Match.new("blackforest", 5, [Seat("Ann")])
    while not over.is_over():
        over.play(over.legal_actions()[0])
    assert row(over) == ""  # the end screen has no row of choices


def test_the_last_turn_line_opens_the_log_where_the_whole_turn_is():
    # The line is cut short on a phone: it is a button to the Log tab, its full text in
    # its title.
    from glasshut.ui.table import render_recent

    match = random_match("blackforest", [Seat("Ann"), Seat("Bo", "bot", "greedy")], 5,
                         lambda m: m.to_move() == 0 and len(m.actions) > 6)
    line = render_recent(match, 0)
    assert line.startswith('<button type="button" id="t-recent" class="recent" data-cmd="tab"'
                           ' data-tab="log" title="Last turn, Bo')
    assert line.endswith("</button>")


def test_the_last_turn_line_keeps_the_part_before_the_viewers_answer():
    """Two-player Black Forest: Ann picks a village for the neutral pawn, Bo answers by
    placing it, Ann's turn goes on. Bo's line of Ann's last turn tells all of it, not
    only what came after Bo's answer."""
    from glasshut.ui.table import render_recent

    for seed in range(10):
        match = Match.new("blackforest", seed, [Seat("Ann", "bot", "random"), Seat("Bo")])
        rng = random.Random(seed)
        while len(match.log) < 3 or match.log[-2].seat != 1:
            match.play(rng.choice(match.legal_actions()))
            if len(match.log) > 40:
                break
        before, answer, after = match.log[-3:]
        if before.seat == after.seat == 0 and answer.seat == 1:
            break
    else:
        raise AssertionError("no game had Bo answer inside Ann's turn")
    line = html.unescape(render_recent(match, 1))
    assert before.text.split("Ann ", 1)[1].rstrip(".") in line, line
    assert after.text.split("Ann ", 1)[1].rstrip(".") in line, line
    assert answer.text.split("Bo ", 1)[1].rstrip(".") not in line, line


def test_a_turn_left_open_for_anytime_actions_ends_from_the_toolbar_in_one_click():
    """Black Forest keeps a turn open for anytime actions after its last choice. Ending
    it then is the toolbar's End turn, in Hint's place, and plays the game's own end;
    while another choice is open (a second visit), ending stays a button in the row."""

    def turn_choices(match, view):
        return [a for a in match.legal_actions() if a not in view.anytime]

    def tools(markup):
        return re.search(r'<nav id="t-tools".*?</nav>', markup, re.S).group(0)

    seats = [Seat("Ann"), Seat("Bo")]
    for seed in range(20):
        match = random_match("blackforest", seats, seed, lambda m: turn_choices(
            m, table_view(m, True, None, m.to_move())) == ["end"] and len(m.actions) > 4)
        if match is not None:
            break
    assert match is not None
    seat = match.to_move()
    view = table_view(match, True, None, seat)
    markup = render_table(match, True, "", view, False, False, seat)
    end = re.search(r'<button[^>]*data-act="end"[^>]*>', tools(markup))
    assert end is not None and 'data-cmd="confirm"' in end.group(0)
    assert 'class="primary"' in end.group(0) and 'data-cmd="hint"' not in markup
    assert 'data-act="end"' not in markup.replace(end.group(0), "")  # not twice
    assert markup.count('class="primary"') == 1  # End turn leads; Undo steps back
    # Hint comes back, and End turn is not offered, while the turn has other choices.
    open_turn = random_match("blackforest", seats, 2, lambda m: "end" in m.legal_actions() and len(
        turn_choices(m, table_view(m, True, None, m.to_move()))) > 1 and len(m.actions) > 4)
    assert open_turn is not None
    seat = open_turn.to_move()
    view = table_view(open_turn, True, None, seat)
    markup = render_table(open_turn, True, "", view, False, False, seat)
    assert 'data-cmd="hint"' in tools(markup) and 'data-act="end"' not in tools(markup)
    assert "End the turn</button>" in markup


def test_replay_steps_through_a_game_without_changing_it():
    match = random_match("blackforest", [Seat("Ann"), Seat("Bo")], 7,
                         lambda m: len(m.actions) >= 40)
    digest = match.digest()
    replay = Replay(match)
    assert len(replay) == 40
    again = Match.new("blackforest", 7, match.seats)
    for k, action in enumerate(match.actions[:25]):
        assert replay.state(k).digest() == again.digest()
        again.play(action)
    assert replay.state(40).digest() == digest
    assert replay.state(3).digest() != digest  # back again, from what was kept
    assert "data-act" not in replay.view(10).board  # a picture: nothing to click
    assert match.digest() == digest and len(match.actions) == 40


def test_every_message_fills_in():
    for key, text in EN.items():
        fields = dict.fromkeys(re.findall(r"{(\w+)}", text), "x")
        assert "{" not in msg(key, **fields)


def test_no_game_draws_inline_styles():
    # The site's content security policy (style-src 'self') blocks style attributes:
    # every game's table must style through its stylesheet only.
    from glasshut.games import MENU_IDS

    for game_id in MENU_IDS:
        seats = [Seat("Ann"), Seat("Bo")]
        match = Match.new(game_id, 4, seats)
        rng = random.Random(4)
        for _ in range(30):
            if match.is_over():
                break
            view = table_view(match, True)
            markup = render_table(match, True, "", view, viewer=viewer_of(match))
            assert " style=" not in markup, game_id
            match.play(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("game_id, players, rule", [
    ("blackforest", 2, "the player who brought the end"),
    ("burgundy", 2, "fewer empty spaces on the estate"),
    ("chickwood", 4, "more glory from villages"),
])
def test_a_win_on_equal_points_says_what_decided_it(game_id, players, rule):
    # Three seats on 52 and "Player 3 wins with 52 points!" said nothing of why: the end
    # screen names the game's tie-break when the winner's total is level with the next.
    seats = [Seat(f"P{i}") for i in range(players)]
    for seed in range(1, 120):
        match = Match.new(game_id, seed, seats)
        rng = random.Random(seed)
        while not match.is_over():
            match.play(rng.choice(match.legal_actions()))
        ranked = sorted(match.scores(), key=lambda s: s.rank)
        if ranked[0].total == ranked[1].total and ranked[0].rank < ranked[1].rank:
            break
    else:
        raise AssertionError("no game won on equal points")
    markup = render_scores(match, table_view(match, False))
    assert "the tie-break decides: " + rule in markup
    # A clear win says nothing of it.
    while True:
        seed += 1
        match = Match.new(game_id, seed, seats)
        rng = random.Random(seed)
        while not match.is_over():
            match.play(rng.choice(match.legal_actions()))
        ranked = sorted(match.scores(), key=lambda s: s.rank)
        if ranked[0].total > ranked[1].total:
            break
    assert "tie-break" not in render_scores(match, table_view(match, False))


def test_a_run_of_counted_steps_shows_only_the_last_count_in_either_language():
    from types import SimpleNamespace

    from glasshut.ui.table import turn_summary

    match = Match.new("glassroad", 1, [Seat("Ann"), Seat("Bo")])
    for said in (("chooses (1 of 5)", "chooses (2 of 5)"), ("wählt (1 von 5)", "wählt (2 von 5)")):
        entries = [SimpleNamespace(seat=0, action="x", text=f"Ann {t}.") for t in said]
        assert turn_summary(match, entries) == said[1]


def test_the_end_screen_writes_its_numbers_the_languages_way():
    from glasshut.common.i18n import set_language
    from glasshut.core.game import Score, ScoreLine

    match = Match.new("blackforest", 1, [Seat("Ann"), Seat("Bo")])
    view = table_view(match, False)
    scores = [Score(0, 1234, (ScoreLine("x", 1234),), 1), Score(1, 3, (ScoreLine("x", 3),), 2)]
    match.scores = lambda: scores  # a made-up result, for the numbers' form only
    try:
        set_language("de")
        assert "<td>1.234</td>" in render_scores(match, view)
    finally:
        set_language("en")
    assert "<td>1,234</td>" in render_scores(match, view)
