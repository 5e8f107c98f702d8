"""Chickwood Forest in English and German: every text table has the same keys and
fields in both, and with German set the log, the prompts, the score lines and the rules
summary are German from the first move to the final scoring."""

from __future__ import annotations

import re
from string import Formatter

import pytest
from cwhelp import card, raid_position, seats

from glasshut.chickwood import data, summary
from glasshut.chickwood import texts as T
from glasshut.chickwood import view as V
from glasshut.chickwood.castles import face_up_next
from glasshut.core.match import Match
from glasshut.core.rng import Rng
from glasshut.ui.messages import set_language

TABLES = {
    "NAMES": T.NAMES, "FAMILY_TEXTS": T.FAMILY_TEXTS, "LEGENDARY_TEXTS": T.LEGENDARY_TEXTS,
    "WORDS": T.WORDS, "PROMPTS": T.PROMPTS, "LOG": T.LOG, "SCORE_LABELS": T.SCORE_LABELS,
    "VILLAGE_IN_LOG": T.VILLAGE_IN_LOG, "view.WORDS": V.WORDS,
}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


def test_every_text_table_has_the_same_keys_and_fields_in_both_languages():
    for name, table in TABLES.items():
        assert set(table) == set(T.LANGUAGES), name
        for key, text in table["en"].items():
            assert key in table["de"], (name, key)
            assert fields(table["de"][key]) == fields(text), (name, key)
        assert set(table["de"]) == set(table["en"]), name
    assert set(T.A_CARD["de"]) == set(data.KINDS)


def test_the_rules_summary_has_the_same_shape_in_both_languages_and_follows_the_table():
    en, de = summary.SUMMARIES["en"], summary.SUMMARIES["de"]
    assert [len(points) for _, points in en] == [len(points) for _, points in de]
    assert {heading for heading, _ in en}.isdisjoint(heading for heading, _ in de)
    assert list(summary.SUMMARY) == list(en)
    set_language("de")
    try:
        assert list(summary.SUMMARY) == list(de) and summary.SUMMARY[0][0] == "Ziel"
    finally:
        set_language("en")


# English words of the log, prompts and score lines that a German game must not show.
ENGLISH = re.compile(r"\b(plays|raids|takes|gives|castle|face|round|alms|card|cards|"
                     r"chest|Chests|Garments|Jewels|Henchmen|Castles|Villages|the|and)\b")
GERMAN_NAMES = {kind: name for kind, name in T.NAMES["de"].items()}


def named_in_german(sentence: str) -> set[str]:
    return {kind for kind, name in GERMAN_NAMES.items()
            if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", sentence)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_whole_game_in_german(german, players):
    match = Match.new("chickwood", 30 + players, seats(players), {"legendary": True})
    pick = Rng(players)
    while not match.is_over():
        state = match.state
        prompt = T.prompt(state, T.current())
        assert not ENGLISH.search(prompt), prompt
        legal = state.legal_actions()
        for action in legal:
            assert not ENGLISH.search(state.describe(action)), action
        action = legal[pick.randbelow(len(legal))]
        face_down = action.startswith("play:") and not face_up_next(state, state.to_move())
        entry = match.play(action)
        assert not ENGLISH.search(entry.text), entry.text
        if face_down:  # a card played face down is never named
            assert "verdeckt" in entry.text and not named_in_german(entry.text), entry.text
    for score in match.scores():
        labels = [line.label for line in score.lines]
        assert labels == list(T.SCORE_LABELS["de"].values())


def test_a_raid_names_only_the_face_up_loot_in_german(german):
    state = raid_position(2)  # castles 1-3, two raiders
    first, second = state.order
    state.deck.remove("ring")
    state.at_castle[3] = [card("ring", first, face_up=False)]
    state.piles[2] = 0  # castle 2 is out: the second raider can only take castle 3
    sentence = state.describe("raid:1")
    name = state.name(second)
    assert sentence.startswith(f"{state.name(first)} raubt Schloss 1 aus, vor dem keine"
                               " Beute liegt.")
    assert "Runde 1 endet; neue Handkarten werden ausgeteilt." in sentence
    assert f"{name} raubt Schloss 3 aus und erbeutet eine verdeckte Karte." in sentence
    assert "Ring" not in sentence


def test_loot_is_named_with_its_german_article(german):
    state = raid_position(3)
    raider = state.order[0]
    state.at_castle[4] = [card("gold", 1), card("cloak", 2), card("jerkin", 1),
                          card("henchman", 2), card("pendant", 1, face_up=False)]
    for kind in ("gold", "cloak", "jerkin", "henchman", "pendant"):
        state.deck.remove(kind)
    sentence = state.describe("raid:4")
    assert sentence.startswith(
        f"{state.name(raider)} raubt Schloss 4 aus und erbeutet eine Goldtruhe, einen Umhang,"
        " ein Wams, einen Schergen und eine verdeckte Karte.")
    assert "Anhänger" not in sentence


def test_a_game_opened_in_german_has_its_whole_log_in_german():
    match = Match.new("chickwood", 12, seats(3))
    pick = Rng(12)
    for _ in range(40):
        legal = match.legal_actions()
        match.play(legal[pick.randbelow(len(legal))])
    assert all(ENGLISH.search(entry.text) for entry in match.log[:3])
    set_language("de")
    try:
        opened = Match.from_save(match.to_save())  # as the page opens a stored game
    finally:
        set_language("en")
    assert opened.digest() == match.digest()
    assert [e.action for e in opened.log] == [e.action for e in match.log]
    for entry in opened.log:
        assert not ENGLISH.search(entry.text), entry.text
