"""The message catalogue: every language has English's keys and fields, and with German
set the menu, the new-game form, the table and its dialogs show no English sentence."""

from __future__ import annotations

import html
import random
import re
from string import Formatter

from test_ui_saves import MemoryStorage

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.games import Replay, menu_games, rules_summary, table_view
from glasshut.ui import messages
from glasshut.ui.menu import players_label, render_menu, render_setup
from glasshut.ui.messages import CATALOGUES, DE, EN, LANGUAGES, bot_level, msg, set_language
from glasshut.ui.saves import Shelf, render_moved_on
from glasshut.ui.table import (
    render_export,
    render_handover,
    render_replay,
    render_rules,
    render_settings,
    render_table,
)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


def test_every_language_has_exactly_the_english_keys_and_fields():
    assert set(CATALOGUES) == set(LANGUAGES)
    for lang, catalogue in CATALOGUES.items():
        assert set(catalogue) == set(EN), lang
        for key, text in catalogue.items():
            assert fields(text) == fields(EN[key]), (lang, key)
            assert text.strip() == text and text, (lang, key)


def test_every_german_message_fills_in_and_differs_where_words_differ():
    for key, text in DE.items():
        filled = msg(key, "de", **dict.fromkeys(fields(text), "x"))
        assert "{" not in filled and "}" not in filled, key
    # A catalogue copied from English would pass the key check: most texts differ.
    same = [key for key in EN if EN[key] == DE[key]]
    assert len(same) < len(EN) // 10, same


def test_the_catalogue_has_every_games_setup_options_in_the_games_own_words():
    for game in menu_games():
        for key, label in game.option_labels.items():
            assert EN[f"option.{game.id}.{key}"] == label


def test_the_language_falls_back_to_english():
    set_language("xx")
    try:
        assert messages.language() == "en" and msg("btn.undo") == "Undo"
    finally:
        set_language("en")
    assert msg("btn.undo", "de") == "Rückgängig"
    assert bot_level("greedy") == "Greedy" and bot_level("cunning") == "Cunning"


def english_fragments() -> set[str]:
    """The English catalogue's words that German must not show: every text whose
    German differs, cut at its fields (found as whole words, so "Start" is not found
    in "Startmenü")."""
    pieces = set()
    for key, text in EN.items():
        if DE[key] == text:
            continue
        for piece in re.split(r"\{\w+\}", text):
            piece = piece.strip(" .,:;!?()#…'")
            if len(piece) >= 4:
                pieces.add(piece)
    return pieces


def readable(markup: str) -> str:
    """The text a player reads: element text and the labels and tips in attributes."""
    attributes = re.findall(r'(?:aria-label|data-tip|title|placeholder)="([^"]*)"', markup)
    attributes += re.findall(r'<input [^>]*value="([^"]*)"', markup)  # not an option's
    text = re.sub(r"<[^>]+>", "\n", markup)
    return html.unescape(text + "\n" + "\n".join(attributes))


def assert_german(markup: str) -> None:
    text = readable(markup)
    left = sorted(piece for piece in english_fragments()
                  if re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", text))
    assert not left, left


def chickwood_match(moves: int, bots: bool = True) -> Match:
    seats = [Seat("Anna"), Seat("Ben", "bot", "greedy") if bots else Seat("Ben"),
             Seat("Cleo", "bot", "strong") if bots else Seat("Cleo")]
    match = Match.new("chickwood", 8, seats, {"legendary": True})
    rng = random.Random(8)
    while len(match.actions) < moves and not match.is_over():
        match.play(rng.choice(match.legal_actions()))
    return match


def test_the_menu_and_the_new_game_form_speak_german(german):
    shelf = Shelf(MemoryStorage())
    shelf.put("a", chickwood_match(5), "2026-11-25T10:00:00Z")
    shelf.put("b", chickwood_match(500), "2026-11-25T11:00:00Z")
    saved, _ = shelf.listing()
    menu = render_menu(menu_games(), saved, ["Hinweis"])
    assert "Gespeicherte Partien" in menu and "Weiterspielen" in menu and "beendet" in menu
    assert_german(menu)
    asking = render_menu(menu_games(), saved, confirm_delete="a")
    assert "Diese Partie endgültig löschen?" in asking
    assert_german(asking)
    for game in menu_games():
        form = render_setup(game, ["random", "greedy", "strong"])
        assert "Spieler 1" in form and "einem Bot („Gierig“)" in form
        assert_german(form)
    chickwood = next(g for g in menu_games() if g.id == "chickwood")
    assert "Legendäre Karten" in render_setup(chickwood, ["greedy"])
    assert players_label(chickwood) == "2 bis 5 Spieler"


def test_storage_notices_follow_the_language_when_read(german):
    shelf = Shelf(MemoryStorage(full=True))  # the notice is worded when it is shown
    assert not shelf.enabled and "voll" in shelf.problem
    set_language("en")
    assert "full" in shelf.problem
    set_language("de")
    assert_german(render_moved_on())
    broken = Shelf(MemoryStorage())
    broken.storage.items["glasshut:save:x"] = "{not json"
    _, skipped = broken.listing()
    assert skipped and "beschädigt" in skipped[0]


def test_the_chickwood_table_and_its_dialogs_speak_german(german):
    match = chickwood_match(14)
    view = table_view(match, True, None, 0)
    for confirm in (False, True):
        assert_german(render_table(match, True, "", view, confirm, False, 0))
    assert_german(render_rules(match.game.title, rules_summary("chickwood")))
    assert_german(render_settings({"lang": "de"}, LANGUAGES))
    assert_german(render_export("save", "link"))
    assert_german(render_replay(match, 5, Replay(match).view(5)))
    assert_german(render_handover(match, 0))
    people = chickwood_match(30, bots=False)
    assert_german(render_table(people, True, "", table_view(people, True, None, 0), False,
                               False, people.to_move()))
    over = chickwood_match(1000)
    assert over.is_over()
    end = render_table(over, False, "", table_view(over, False, None, 0), False, False, 0)
    assert "Schlusswertung" in end and "Revanche" in end and "Truhen" in end
    assert_german(end)


def test_switching_the_language_redraws_the_same_game():
    match = chickwood_match(20)
    digest, moves = match.digest(), len(match.actions)
    drawn = {}
    for lang in ("en", "de", "en"):
        set_language(lang)
        try:
            drawn[lang] = render_table(match, True, "", table_view(match, True, None, 0))
        finally:
            set_language("en")
    assert "Undo" in drawn["en"] and "Rückgängig" in drawn["de"]
    assert "Castle 1" in drawn["en"] and "Schloss 1" in drawn["de"]
    assert match.digest() == digest and len(match.actions) == moves


def test_the_english_error_words_are_the_engines_own():
    from glasshut.core import match as core_match
    from glasshut.core import savetext

    tables = {"save": savetext.MESSAGES, "why": {**savetext.DETAILS,
                                                 **savetext.SETUP_MESSAGES},
              "undo": core_match.UNDO_BLOCKERS}
    for area, table in tables.items():
        for code, text in table.items():
            assert EN[f"{area}.{code}"] == text, (area, code)
    assert {f"err.{code}" for code in core_match.REFUSALS} <= set(EN)


def damaged(save: str, at: int) -> str:
    return save[:at] + ("A" if save[at] != "A" else "B") + save[at + 1:]


def test_engine_errors_read_in_the_players_language(german):
    from glasshut.core.match import CannotUndo, Refused
    from glasshut.core.savetext import SaveError, SetupError
    from glasshut.ui.messages import error_text, stop_notice

    save = chickwood_match(12).to_save()
    errors = {}
    for name, text in (("checksum", damaged(save, len(save) // 2)), ("cut", save[:-6]),
                       ("not_save", "hello"), ("extra", save + "AAAA")):
        try:
            Match.from_save(text)
        except SaveError as err:
            errors[name] = err
    assert set(errors) == {"checksum", "cut", "not_save", "extra"}
    try:
        Match.new("chickwood", 1, [Seat("A" * 41), Seat("B")])
    except SetupError as err:
        errors["name"] = err
    match = chickwood_match(3, bots=False)
    try:
        match.undo(1 - match.log[-1].seat if match.log[-1].seat in (0, 1) else 0)
    except CannotUndo as err:
        errors["undo"] = err
    try:
        match.play("no such action")
    except Refused as err:
        errors["refused"] = err
    worded = {name: error_text(err) for name, err in errors.items()}
    assert worded["checksum"].startswith("Dieser Spielstand ist beschädigt (")
    assert "kein Glasshut-Spielstand" in worded["not_save"]
    assert worded["name"] == "Ein Spielername hat höchstens 40 Zeichen."
    assert worded["undo"].startswith("Der letzte Schritt war der eines anderen")
    assert worded["refused"] == "Diese Wahl steht gerade nicht offen."
    for name, text in worded.items():
        assert text != str(errors[name]), name
        assert_german(text.join("><"))
    # An error given to a sentence as its reason is worded too; English is the engine's.
    assert "beschädigt" in msg("saved.cannot_open", reason=errors["checksum"])
    set_language("en")
    assert all(error_text(errors[name]) == str(errors[name])
               for name in ("checksum", "cut", "not_save", "extra", "name", "undo"))
    assert stop_notice(match) == ""


def test_a_game_the_page_stopped_drawing_is_told_in_the_language_read(german):
    from test_ui_saves import MemoryStorage

    storage = MemoryStorage()
    shelf = Shelf(storage)
    shelf.put("g", chickwood_match(4), "2026-11-25T10:00:00Z")
    shelf.begin_open("g")
    again = Shelf(storage)
    assert again.interrupted() == "g"
    assert again.failures()["g"] == "die Seite brach beim Anzeigen ab"
    set_language("en")
    assert again.failures()["g"] == "the page stopped while drawing it"
