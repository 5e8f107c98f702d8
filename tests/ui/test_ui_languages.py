"""Every catalogue speaks every offered language alike; plural forms and numbers."""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
from pathlib import Path

import glasshut
from glasshut.common.i18n import (
    LANGUAGES,
    Catalogue,
    fields_of,
    number,
    pick_language,
    set_language,
)


def _import_everything() -> None:
    for info in pkgutil.walk_packages(glasshut.__path__, "glasshut."):
        importlib.import_module(info.name)


def test_every_catalogue_has_the_same_keys_fields_and_forms_in_each_language():
    _import_everything()
    assert {c.name for c in Catalogue.every} >= {"shared"}
    problems = [p for c in Catalogue.every for p in c.problems()]
    assert problems == []


def test_a_plural_text_takes_its_form_from_n():
    cards = Catalogue("test-cards", {
        "en": {"cards": {"one": "1 card", "other": "{n} cards"}},
        "de": {"cards": {"one": "eine Karte", "other": "{n} Karten"}},
    })
    Catalogue.every.remove(cards)
    assert cards("cards", "en", n=1) == "1 card"
    assert cards("cards", "en", n=0) == "0 cards"
    assert cards("cards", "de", n=1) == "eine Karte"
    assert cards("cards", "de", n=2400) == "2.400 Karten"


def test_a_language_lacking_a_key_or_a_form_is_reported():
    broken = Catalogue("test-broken", {
        "en": {"a": "{n} wood", "b": "plain", "c": {"one": "1 x", "other": "{n} x"}},
        "de": {"a": "Holz", "c": {"other": "{n} x"}, "z": "extra"},
    })
    Catalogue.every.remove(broken)
    found = "\n".join(broken.problems())
    assert "de lacks key b" in found and "de has an extra key z" in found
    assert "de a fills set(), not {'n'}" in found
    assert "de c lacks forms {'one'}" in found


def test_numbers_are_written_the_languages_way_and_a_spec_keeps_them_plain():
    assert number(12345, "en") == "12,345" and number(12345, "de") == "12.345"
    assert number(1.5, "en") == "1.5" and number(1.5, "de") == "1,5"
    assert number(3.0, "de") == "3"
    seeds = Catalogue("test-seed", {"en": {"s": "Seed {seed!s}"}, "de": {"s": "Saat {seed!s}"}})
    Catalogue.every.remove(seeds)
    assert seeds("s", "de", seed=123456) == "Saat 123456"


def test_the_browsers_language_picks_the_first_offered_one():
    assert pick_language(["de-AT", "en-US"]) == "de"
    assert pick_language(["fr-FR", "en-GB"]) == "en"
    assert pick_language(["fr"]) == "en"
    set_language("xx")
    from glasshut.common.i18n import language
    assert language() == "en"


WEB = Path(__file__).resolve().parents[2] / "web"


def loader_words() -> dict[str, dict[str, str]]:
    """The loading screen's and update notice's words, as web/loader.js holds them."""
    script = (WEB / "loader.js").read_text()
    block = re.search(r"/\* loader-words \*/(.*?)/\* end loader-words \*/", script, re.S)
    return json.loads(block.group(1))


def test_the_loader_speaks_every_language_with_the_same_keys_and_fields():
    words = loader_words()
    assert set(words) == set(LANGUAGES)
    for lang, texts in words.items():
        assert set(texts) == set(words["en"]), lang
        for key, text in texts.items():
            assert fields_of(text) == fields_of(words["en"][key]), (lang, key)
    same = [key for key in words["en"] if words["en"][key] == words["de"][key]]
    assert same == [], same


def test_the_loader_words_every_text_it_shows_and_those_index_html_wrote():
    script = (WEB / "loader.js").read_text()
    # Every text the loader puts on the page comes from its words.
    for shown in re.findall(r"(?:textContent =|show\(\w+,|fail\()\s*([^;]*)", script):
        assert not re.search(r'"[A-Za-z][^"]* [^"]*"', shown), shown
    # The loading screen's English in index.html is the loader's English, which it
    # replaces with the chosen language's before the first paint.
    page = (WEB / "index.html").read_text()
    loading = re.search(r'<section id="loading".*?</section>', page, re.S).group(0)
    loading = re.sub(r"<noscript>.*?</noscript>", "", loading, flags=re.S)
    english = set(loader_words()["en"].values())
    written = [t.strip() for t in re.findall(r">([^<]+)<", loading) if t.strip()]
    written += re.findall(r'aria-label="([^"]*)"', loading)
    assert set(written) - {"Glasshut"} <= english, written
    for key in ("tagline", "fetching", "progress"):
        assert f'word("{key}")' in script or f'"{key}"]' in script, key



def first_visit(storage, browser: list[str]):
    """The page's language, its menu's markup and the controller, when the page starts
    for a browser that prefers `browser`'s languages."""
    from glasshut.ui import app_effects as fx
    from glasshut.ui.app import Controller
    from glasshut.ui.app_state import Host

    ctl = Controller(storage, Host(now_ms=lambda: 0.0, epoch_ms=lambda: 0,
                                   now_iso=lambda: "2027-01-01T00:00:00Z",
                                   languages=lambda: browser))
    try:
        effects = ctl.start()
        lang = next(e.lang for e in effects if isinstance(e, fx.Settings))
        menu = next(e.markup for e in effects if isinstance(e, fx.Screen))
        return lang, menu, ctl
    finally:
        set_language("en")


def test_the_first_visit_follows_the_browser_and_the_setting_wins_after():
    from test_ui_saves import MemoryStorage

    lang, menu, _ = first_visit(MemoryStorage(), ["de-DE", "en-US"])
    assert lang == "de" and "<h2>Spiele</h2>" in menu and "<h2>Games</h2>" not in menu
    lang, menu, _ = first_visit(MemoryStorage(), ["fr-FR", "en-GB"])
    assert lang == "en" and "<h2>Games</h2>" in menu
    assert first_visit(None, ["de"])[0] == "de"  # site data blocked: the browser decides
    # The player's choice is stored and wins over the browser from then on.
    storage = MemoryStorage()
    first_visit(storage, ["de-AT"])[2].setting("lang", "en")
    set_language("en")
    assert first_visit(storage, ["de-AT"])[0] == "en"
    storage = MemoryStorage()
    first_visit(storage, ["en-US"])[2].setting("lang", "de")
    set_language("en")
    lang, menu, _ = first_visit(storage, ["en-US"])
    assert lang == "de" and "<h2>Spiele</h2>" in menu


def test_the_menu_offers_the_language_and_is_drawn_again_in_the_one_chosen():
    from test_ui_saves import MemoryStorage

    from glasshut.ui import app_effects as fx

    lang, menu, ctl = first_visit(MemoryStorage(), ["en-US"])
    assert '<select name="lang" data-cmd="setting">' in menu
    assert '<option value="de" lang="de">Deutsch</option>' in menu
    set_language(lang)
    try:
        effects = ctl.setting("lang", "de")
        [screen] = [e for e in effects if isinstance(e, fx.Screen)]
        assert "<h2>Spiele</h2>" in screen.markup
        assert '<option value="de" lang="de" selected>' in screen.markup
        assert fx.Focus("#menu select[name=lang]") in effects
    finally:
        set_language("en")


def test_a_language_switch_mid_game_redraws_the_table_in_the_new_words():
    """The switch redraws the open table at once in the other language."""
    from test_ui_saves import MemoryStorage

    from glasshut.core.game import Seat
    from glasshut.core.match import Match
    from glasshut.ui import app_effects as fx

    match = Match.new("chickwood", 4, [Seat("Anna"), Seat("Ben", "bot", "greedy")])
    while match.to_move() != 0:
        match.play(match.legal_actions()[0])
    _, _, ctl = first_visit(MemoryStorage(), ["en-US"])
    try:
        opened = ctl.open_link("#play=" + match.to_save())
        assert any(isinstance(e, fx.Screen) and "Undo" in e.markup for e in opened)
        switched = ctl.setting("lang", "de")
        assert any(isinstance(e, fx.Screen) and "Rückgängig" in e.markup for e in switched)
    finally:
        set_language("en")


def test_every_games_rules_summary_has_the_same_shape_in_every_language():
    from glasshut.games import SUMMARY_MODULES, rules_summary

    for game_id in SUMMARY_MODULES:
        shapes, headings = {}, {}
        for lang in LANGUAGES:
            set_language(lang)
            try:
                summary = tuple(rules_summary(game_id))
            finally:
                set_language("en")
            shapes[lang] = [len(points) for _, points in summary]
            headings[lang] = [heading for heading, _ in summary]
        assert shapes["en"], game_id
        for lang in LANGUAGES:
            assert shapes[lang] == shapes["en"], (game_id, lang)
            assert lang == "en" or headings[lang] != headings["en"], (game_id, lang)


# -- a refused position, worded in the page's language ---------------------------------
def _bad_positions(game_id: str):
    """A real position of a fresh 2-player game, spoilt one way at a time."""
    from glasshut.core.game import Seat
    from glasshut.core.registry import get_game

    game = get_game(game_id)
    good = game.new_state(7, [Seat("Ann"), Seat("Bo")]).snapshot()
    flags = [k for k, v in good.items() if isinstance(v, bool)]
    wholes = [k for k, v in good.items()
              if type(v) is int and k not in ("format", "seed", "to_move", "version")]
    spoilt = {
        "game": {**good, "game": "chess"},
        "unknown": {**good, "colour": 1},
        "missing": {k: v for k, v in good.items() if k != "seats"},
    }
    if wholes:
        spoilt["whole"] = {**good, wholes[0]: "many"}
    if flags:
        spoilt["flag"] = {**good, flags[0]: 3}
    return game, spoilt


def test_a_refused_position_is_worded_in_german_with_german_chosen():
    from glasshut.core.game import PositionError
    from glasshut.ui.messages import error_text

    german_words = {
        "game": "ist nicht", "unknown": "unbekannter Schlüssel", "missing": "fehlt",
        "whole": "keine ganze Zahl", "flag": "weder true noch false",
    }
    titles = {"blackforest": "Black Forest", "glassroad": "Glass Road",
              "burgundy": "Die Burgen von Burgund", "chickwood": "Chickwood Forest"}
    for game_id, title in titles.items():
        game, spoilt = _bad_positions(game_id)
        assert len(spoilt) >= 4
        for case, position in spoilt.items():
            try:
                game.from_position(position)
            except PositionError as refusal:
                german, english = error_text(refusal, "de"), error_text(refusal, "en")
            else:
                raise AssertionError(f"{game_id}: the {case} position was taken")
            assert german.startswith(f"Stellung für {title}, "), german
            assert german_words[case] in german, (game_id, case, german)
            assert english.startswith(f"{game.title} position, "), english
            assert german.split(": ")[0].split(", ")[-1] == english.split(": ")[0].split(", ")[-1]


def test_a_games_own_refusal_is_worded_from_its_catalogue():
    """A rules check of one game (here: Glass Road seats five) names its reason in the
    game's own catalogue, so German players read it in German, English in the message."""
    from glasshut.core.game import PositionError, Seat
    from glasshut.core.registry import get_game
    from glasshut.ui.messages import error_text

    game = get_game("glassroad")
    good = game.new_state(7, [Seat("Ann"), Seat("Bo")]).snapshot()
    five = {**good, "seats": [list(s) for s in good["seats"]] * 3}
    five["seats"] = five["seats"][:5]
    try:
        game.from_position(five)
    except PositionError as refusal:
        assert refusal.fields["why"] == "pos.player_count"
        assert "takes 1 to 4 players, not 5" in str(refusal)
        assert error_text(refusal, "en") == str(refusal)
        german = error_text(refusal, "de")
    else:
        raise AssertionError("a 5-seat Glass Road position was taken")
    assert german == "Stellung für Glass Road, seats: Glass Road wird zu 1 bis 4 Spielern" \
                     " gespielt, nicht zu 5", german


def test_a_save_whose_position_is_refused_words_the_refusal_in_german():
    """A link or save whose position a game refuses: the English message stays as it
    was, and a German page reads the game's title and the refusal in German too."""
    from glasshut.core import codec
    from glasshut.core.game import Seat
    from glasshut.core.match import Match
    from glasshut.core.savetext import SaveError
    from glasshut.ui.messages import error_text, game_title

    spoilt = {"chickwood": ("raided", [True, False, False, False, False], "raided[0]",
                            "there is no castle 0", "es gibt kein Schloss 0"),
              "burgundy": ("white_die", 0, "white_die", "0 is not a die of 1 to 6",
                           "0 ist keine Würfelzahl von 1 bis 6")}
    for game_id, (key, value, where, english_reason, german_reason) in spoilt.items():
        match = Match.new(game_id, 3, [Seat("Ann"), Seat("Bo"), Seat("Cy")])
        position = match.state.snapshot()
        position[key] = value
        header = codec.SaveHeader(game_id, match.game.rules_version, 3, tuple(match.seats),
                                  {}, 0, position)
        try:
            Match.from_save(codec.pack(header, []))
        except SaveError as refused:
            english, german = error_text(refused, "en"), error_text(refused, "de")
            message = str(refused)
        else:
            raise AssertionError(f"{game_id}: a spoilt position was taken")
        title, german_title = game_title(game_id, "en"), game_title(game_id, "de")
        assert english == message == (
            f"This save's position is not a valid {title} position: {title} position,"
            f" {where}: {english_reason}"), english
        assert german == (
            f"Die Stellung in diesem Spielstand ist keine gültige Stellung von {german_title}:"
            f" Stellung für {german_title}, {where}: {german_reason}"), german
