"""Menu and table markup: every legal action offered, every player text escaped."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.core.registry import get_game
from glasshut.ui.menu import render_menu, render_setup
from glasshut.ui.saves import SavedGame
from glasshut.ui.table import render_export, render_table

HOSTILE = ["<script>alert(1)</script>", '"><svg onload=alert(1)>']


class Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def parse(markup: str) -> list[tuple[str, dict]]:
    parser = Collect()
    parser.feed(markup)
    return parser.tags


def assert_inert(markup: str) -> None:
    tags = parse(markup)
    assert not any(tag in ("script", "svg") for tag, _ in tags)
    assert not any(name.startswith("on") for _, attrs in tags for name in attrs)


def test_table_offers_exactly_the_legal_actions():
    match = Match.new("tiny", 5, [Seat("A"), Seat("B")])
    tags = parse(render_table(match, undo_ok=False))
    offered = [attrs["data-act"] for tag, attrs in tags if "data-act" in attrs]
    assert offered == match.legal_actions()
    undo = next(attrs for tag, attrs in tags if attrs.get("data-cmd") == "undo")
    assert "disabled" in undo


def test_hostile_names_are_escaped_everywhere():
    match = Match.new("tiny", 5, [Seat(HOSTILE[0]), Seat(HOSTILE[1])])
    while not match.is_over():
        match.play(match.legal_actions()[-1])
    table = render_table(match, undo_ok=True, notice=HOSTILE[1])
    assert_inert(table)
    assert "&lt;script&gt;" in table
    saved = SavedGame(HOSTILE[1], "tiny", HOSTILE[0], tuple(HOSTILE), 3, False, "t", HOSTILE[1])
    menu = render_menu([get_game("tiny")], [saved], notices=[HOSTILE[0]])
    assert_inert(menu)
    assert_inert(render_export(HOSTILE[0], HOSTILE[1]))


def test_final_scores_show_each_breakdown():
    match = Match.new("tiny", 9, [Seat("A"), Seat("B")])
    while not match.is_over():
        match.play(match.legal_actions()[0])
    table = render_table(match, undo_ok=False)
    scores = sorted(match.scores(), key=lambda s: (s.rank or 99, s.seat))
    # One column per seat, the winner first; a row per scoring line, then the totals.
    heads = re.findall(r'<th scope="col" class="seat-s(\d)">', table)
    assert [int(h) for h in heads] == [s.seat for s in scores]
    for line in scores[0].lines:
        row = re.search(rf'<tr><th scope="row">{line.label}</th>(.*?)</tr>', table).group(1)
        cells = re.findall(r"<td>(-?\d+)</td>", row)
        assert cells == [str(next((ln.points for ln in s.lines if ln.label == line.label), 0))
                         for s in scores]
    totals = re.search(r'<tr class="total">.*?</tr>', table).group(0)
    assert re.findall(r"<td>(-?\d+)</td>", totals) == [str(s.total) for s in scores]
    winner = scores[0]
    assert f"wins with {winner.total} points" in table or "A tie" in table
    assert 'data-cmd="rematch"' in table and 'data-cmd="newgame"' in table
    undo = re.search(r'<button[^>]*data-cmd="undo"[^>]*>', render_table(match, undo_ok=True))
    assert "disabled" in undo.group(0)  # no undo after the end


def test_setup_form_has_a_row_per_possible_seat():
    game = get_game("tiny")
    tags = parse(render_setup(game, ("random", "greedy"), seats=2))
    seats = [attrs for tag, attrs in tags if tag == "fieldset"]
    assert len(seats) == game.max_seats
    assert sum("hidden" in attrs for attrs in seats) == game.max_seats - 2


def test_setup_offers_bot_levels_and_the_games_options():
    game = get_game("blackforest")
    tags = parse(render_setup(game, ("random", "greedy", "strong")))
    kinds = [attrs["value"] for tag, attrs in tags if tag == "option" and "value" in attrs]
    assert {"human", "bot:random", "bot:greedy", "bot:strong"} <= set(kinds)
    boxes = [attrs["name"] for tag, attrs in tags if attrs.get("type") == "checkbox"]
    assert boxes == ["opt:first_game"]


def test_rules_summary_is_offered_for_black_forest():
    from glasshut.games import rules_summary
    from glasshut.ui.table import render_rules

    summary = rules_summary("blackforest")
    markup = render_rules("Black Forest", summary)
    assert_inert(markup)
    headings = [heading for heading, _points in summary]
    assert {"Your turn", "The end"} <= set(headings)
    assert markup.count("<li>") == sum(len(points) for _h, points in summary)
    match = Match.new("blackforest", 1, [Seat("A"), Seat("B")])
    assert 'data-cmd="rules"' in render_table(match, undo_ok=False)


def test_log_shows_the_latest_moves_newest_first_grouped_by_seat():
    from glasshut.ui.table import render_log

    match = Match.new("tiny", 2, [Seat("A"), Seat("B")])
    while not match.is_over():
        match.play(match.legal_actions()[0])
    total = len(match.log)
    markup = render_log(match, shown=5)
    tags = parse(markup)
    numbers = [int(attrs["value"]) for tag, attrs in tags if tag == "li" and "value" in attrs]
    assert numbers == list(range(total, total - 5, -1))  # newest first
    runs = [attrs["data-seat"] for tag, attrs in tags if "log-run" in attrs.get("class", "")]
    seats = [str(e.seat) for e in reversed(match.log[-5:])]
    assert runs == [s for k, s in enumerate(seats) if k == 0 or seats[k - 1] != s]
    assert f"{total - 5} earlier moves" in markup
    assert "earlier moves" not in render_log(match, shown=total)


def _saved(**changes):
    match = Match.new("tiny", 2, [Seat("Ann"), Seat("Bo")])
    fields = dict(save_id="g1", game_id="tiny", title="Tiny Race", players=("Ann", "Bo"),
                  moves=5, over=False, updated="2026-11-25T23:30:00.000Z",
                  save=match.to_save(), turn=3, to_move="Bo")
    fields.update(changes)
    return SavedGame(**fields)


def test_saved_games_show_local_time_turn_and_who_is_to_move():
    menu = render_menu([get_game("tiny")], [_saved()], local_time=lambda iso: "26/11 00:30")
    row = menu[menu.index('<li class="saved"'):]
    assert "turn 3, Bo to play · 26/11 00:30" in row and "moves played" not in row
    assert 'data-cmd="resume"' in row and 'data-cmd="delete"' in row


def test_delete_asks_first():
    menu = render_menu([get_game("tiny")], [_saved()], confirm_delete="g1")
    assert "Delete this game for good?" in menu
    assert 'data-cmd="delete-confirmed" data-save="g1"' in menu
    assert 'data-cmd="delete" ' not in menu


def test_a_save_of_other_rules_offers_export_instead_of_resume():
    from glasshut.core.codec import SaveHeader, pack

    save = pack(SaveHeader("tiny", 9, 5, (Seat("Ann"), Seat("Bo")), {}, 0), [])
    menu = render_menu([get_game("tiny")], [_saved(save=save)])
    assert 'data-cmd="export-saved"' in menu and 'data-cmd="resume"' not in menu
    assert "rules version 9" in menu


def test_import_fields_take_no_more_than_a_save_string_can_be():
    from glasshut.core.codec import MAX_CHARS

    menu = render_menu([get_game("tiny")])
    dialog = render_export("GHabc", "http://x/#play=GHabc")
    for markup in (menu, dialog):
        assert 'id="import-text" name="save"' in markup
        assert f'maxlength="{MAX_CHARS}"' in markup
