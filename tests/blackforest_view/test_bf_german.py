"""Black Forest in German: a whole seeded game per player count, drawn at sampled steps
as a hotseat page draws it (table with tooltips and buttons, every move's preview, the
log, the last turn, the end screen with its breakdown, the rules summary), shows no text
of the English catalogues; the same game in English shows no German one. German
grammar: plural forms, names, the button's imperative."""

from __future__ import annotations

import pytest

from glasshut.blackforest import GAME, texts
from glasshut.blackforest.lang import tr
from glasshut.blackforest.view import _command
from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.core.rng import Rng
from glasshut.games import rules_summary, table_view
from glasshut.ui.table import render_log, render_recent, render_rules, render_scores, render_table
from langhelp import english_stretches, german_stretches, quick_leaks

NAMES = ("Ann", "Bo", "Cy", "Di")
# Steps drawn: Black Forest games are long (hundreds of decisions), so every k-th.
EVERY = {1: 9, 2: 13, 3: 17, 4: 21}
STEPS = 1500  # a game that has not ended by then is drawn where it stands


def screens(players: int, seed: int):
    """Every screen a hotseat table of `players` people draws at every sampled step of
    a seeded game (moves drawn as the Random bot draws them, which brings the end):
    the table with its buttons and tooltips, every move's preview, the log, the last
    turn, the rules; at the end, the end screen and its breakdown."""
    match = Match.new("blackforest", seed, [Seat(NAMES[i]) for i in range(players)])
    rng = Rng(seed)
    step = 0
    while True:
        over = match.is_over() or step >= STEPS
        if over or step % EVERY[players] == 0:
            view = table_view(match, True)
            parts = [render_table(match, True, "", view), render_log(match),
                     render_recent(match, None)]
            if match.is_over():
                parts.append(render_scores(match, view))
            else:
                legal = match.legal_actions()
                parts += [f"<p>{match.state.describe(a)}</p>" for a in legal[:40]]
            yield "".join(parts)
        if over:
            return
        legal = match.legal_actions()
        match.play(match.state.random_choice(legal, rng))
        step += 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_whole_game_in_german_shows_no_english(german, players):
    stretches = english_stretches()
    assert {"Glassmaking wheel", "visits the", "Small Buildings, no glass"} <= stretches
    rules = render_rules(GAME.title, rules_summary("blackforest"))
    assert quick_leaks(rules, stretches) == []
    assert "Die zwei Räder" in rules and "Ziel" in rules
    seen = 0
    for markup in screens(players, 50 + players):
        assert quick_leaks(markup, stretches) == [], markup[:0]
        seen += 1
    assert seen > 10
    assert "Glasrad" in markup and "Kochrad" in markup and "Gebäude" in markup


def test_the_same_game_in_english_shows_no_german():
    stretches = german_stretches()
    assert {"besucht den", "Kleine Gebäude, ohne Glas"} <= stretches
    for markup in screens(2, 52):
        assert quick_leaks(markup, stretches) == []


def test_amounts_names_and_buttons_read_as_german(german):
    assert texts.qty(1, "wood") == "1 Holz" and texts.qty(2, "wood") == "2 Holz"
    assert texts.qty(1, "pig") == "1 Schwein" and texts.qty(3, "pig") == "3 Schweine"
    assert texts.plural(2, "Small Estate") == "2 Kleine Güter"
    assert texts.building_name("06A") == "Sägemühle" and texts.tp_name("Cook") == "Koch"
    assert texts.job_named("Count") == "Auftrag „Graf“"
    assert tr("log.cooks", n=1, prov=2) == "kocht 1-mal: +2 Proviant, +1 Handelsware"
    assert tr("v.final_turns", n=2) == " Noch 2 letzte Züge."
    assert texts.tie_break().startswith("wer das Ende ausgelöst hat")
    assert texts.wording("baut „Lehmgrube“ (E0:1,2)") == (
        "baut „Lehmgrube“ (Hauptgut, Reihe 2, Spalte 3)")
    assert _command("zahlt 2 Holz.") == "Zahle 2 Holz."
    assert _command("nimmt 1 Schwein: erhält 1 Fleisch.") == "Nimm 1 Schwein: erhält 1 Fleisch."
    st = GAME.new_state(3, [Seat("Ann"), Seat("Bo")], {"start_player": 0})
    assert texts.prompt(st, "Ann").startswith("Ann: ")
    score = st.scores()[0]
    assert [line.label for line in score.lines][:5] == [
        "Glas", "Kochrad", "Kleine Güter", "Tiere auf Weiden", "Gebäude"]


def test_english_reads_as_before():
    assert texts.qty(1, "provisions") == "1 provision"
    assert texts.plural(2, "pig") == "2 pigs" and texts.log_word("pig") == "pig"
    assert texts.job_named("Count") == "Count Job"
    assert _command("takes 1 wood.") == "Take 1 wood."
    assert texts.building_long("06A").startswith("Sawmill (Small Building 06A, ")
