"""Glass Road in German: a whole seeded game per player count, drawn at every sampled
step as the page draws it (table, tooltips, buttons, log, last turn, end screen with
its breakdown, rules summary), shows no text of the English catalogues; the same game
in English shows no German one. German grammar: articles by gender, plural forms."""

from __future__ import annotations

import re

import pytest

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.core.rng import Rng
from glasshut.games import rules_summary, table_view
from glasshut.glassroad import GAME, texts
from glasshut.glassroad.view import button_label, num
from glasshut.ui.messages import set_language
from glasshut.ui.table import render_log, render_recent, render_rules, render_scores, render_table
from langhelp import english_stretches, german_stretches, quick_leaks

NAMES = ("Ann", "Bo", "Cy", "Di")
# Steps drawn: every one in a solo game, then fewer as games grow longer.
EVERY = {1: 1, 2: 2, 3: 3, 4: 4}


def screens(players: int, seed: int):
    """Every screen a hotseat table of `players` people draws at every sampled step of
    a seeded random game: the table with its buttons and tooltips, the log, the last
    turn, the rules; at the end, the end screen and its breakdown."""
    match = Match.new("glassroad", seed, [Seat(NAMES[i]) for i in range(players)])
    rng = Rng(seed)
    step = 0
    while True:
        if match.is_over() or step % EVERY[players] == 0:
            view = table_view(match, True)
            parts = [render_table(match, True, "", view), render_log(match),
                     render_recent(match, None)]
            if match.is_over():
                parts.append(render_scores(match, view))
            else:
                # The buttons the table may show, and the log sentence of every move.
                legal = match.legal_actions()
                parts += [f"<p>{button_label(match.state, a)}</p>" for a in legal]
                parts += [f"<p>{match.state.describe(a)}</p>" for a in legal]
            yield "".join(parts)
        if match.is_over():
            return
        legal = match.legal_actions()
        match.play(legal[rng.randbelow(len(legal))])
        step += 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_whole_game_in_german_shows_no_english(german, players):
    stretches = english_stretches()
    rules = render_rules(GAME.title, rules_summary("glassroad"))
    assert quick_leaks(rules, stretches) == []
    assert "Bauphase" in rules and "Ziel" in rules
    seen = 0
    for markup in screens(players, 40 + players):
        assert quick_leaks(markup, stretches) == []
        seen += 1
    assert seen > 20
    assert "Gebäude und Waren" in markup and "Schlusswertung" in markup


def test_the_same_game_in_english_shows_no_german():
    stretches = german_stretches()
    assert {"Eintrittsgebühr", "Deine private Auslage"} <= stretches
    for markup in screens(3, 43):
        assert quick_leaks(markup, stretches) == []


def test_names_take_their_articles_and_counts_their_plural_forms(german):
    st = GAME.new_state(5, [Seat("Ann"), Seat("Bo"), Seat("Cy")], {"start_player": 0})
    assert texts.the("charcoal_burner") == "den Köhler"
    assert texts.the("joinery").replace("\u00ad", "") == "die Schreinerei"
    assert texts.the("sawmill", "dat") == "dem Sägewerk"
    assert texts.the("sawmill", "obj") == "Sägewerk"
    assert texts.good("wood", 1) == "1 Holz" and texts.good("wood", 2) == "2 Holz"
    assert texts.T("back.hand", n=1) == "1 auf der Hand"
    assert texts.T("prompt.choose", n=1, have=4, total=5) == (
        "Wähle geheim noch 1 Spezialisten (4 von 5 gewählt).")
    assert texts.T("goods.offer", n=1) == "1 Gebäude deiner privaten Auslage (aus dem Spiel)"
    assert texts.T("head.points", n=1) == "jetzt 1 Punkt"
    assert texts.T("head.points", n=1.5) == "jetzt 1,5 Punkte"
    assert num(1.5) == "1,5"
    # A button's verb takes its object bare; the log names it with its article.
    st.apply("choose:charcoal_burner")
    assert st.describe("choose:woodcutter") == "Ann wählt geheim einen Spezialisten (2 von 5)."
    # Long names may break where a soft hyphen says, and nowhere else.
    assert texts.building_name("forest_glassworks") == "Wald\u00adglas\u00adhütte"
    glassworks = texts.BUILDING_TEXTS["glassworks"].replace("\u00ad", "")
    assert glassworks.startswith("Glasmanufaktur (kostet ")
    assert re.search(r"Kommt auf dein Startgebäude „Waldglashütte“", glassworks)
    assert texts.CARD_TEXTS["woodcutter"].startswith("Holzfäller (Eintrittsgebühr: einen Wald")
    assert GAME.option_labels["long"] == "Lange Partie: fünf Bauphasen"
    set_language("en")
    assert texts.the("charcoal_burner") == "the Charcoal Burner"
    assert GAME.option_labels["long"] == "Longer game: five building periods"


def test_every_component_has_a_german_gender():
    from glasshut.glassroad import lang_de
    from glasshut.glassroad.data import ALL_BUILDINGS, SPECIALIST

    assert set(lang_de.GENDERS) == set(ALL_BUILDINGS) | set(SPECIALIST)
    assert set(lang_de.GENDERS.values()) <= {"m", "f", "n"}
