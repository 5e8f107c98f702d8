"""Languages for every catalogue of words: the page's shared one and each game's own.

A catalogue maps a language to a dict of keyed texts with `str.format` fields. A text
may instead be a dict of plural forms ({"one": "1 Karte", "other": "{n} Karten"}),
chosen by the field `n`. Numbers given as fields are written the language's way
(12,345 and 1.5 in English; 12.345 and 1,5 in German) unless the text gives a format
spec. A key missing from a language falls back to English.

Adding a language is data only: one entry in each table below, and one dict in each
catalogue (docs/languages.md lists them). Every `Catalogue` registers itself, so one
test checks them all: the same keys, fields and plural forms in every language.

This module sits below the games and the page: it imports nothing of glasshut.
"""

from __future__ import annotations

import string
from typing import Any

# The languages the settings offer, by code, in their own names.
LANGUAGES = {"en": "English", "de": "Deutsch"}

# Plural forms by language: the form for a count of exactly one, else "other".
# (English and German need no more; a language with more forms names them here.)
PLURAL_FORMS = {"en": ("one", "other"), "de": ("one", "other")}

# Thousands and decimal separators.
SEPARATORS = {"en": (",", "."), "de": (".", ",")}

_current = {"lang": "en"}


def set_language(lang: str) -> None:
    """The page's language, from the settings or the browser; unknown means English."""
    _current["lang"] = lang if lang in LANGUAGES else "en"


def language() -> str:
    return _current["lang"]


def pick_language(preferred: list[str] | tuple[str, ...]) -> str:
    """The first offered language among a browser's preferences ("de-AT" -> "de")."""
    for tag in preferred:
        code = str(tag).split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


# The counts whose text takes the "one" form, by language (French would list 0 and 1).
ONE_FORM = {"en": (1,), "de": (1,)}


def plural_form(n: object, lang: str) -> str:
    return "one" if n in ONE_FORM.get(lang, (1,)) else "other"


def number(value: int | float, lang: str | None = None) -> str:
    """A number as the language writes it: 12,345.5 or 12.345,5."""
    thousands, decimal = SEPARATORS.get(lang or _current["lang"], SEPARATORS["en"])
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, float) and not value.is_integer():
        whole, _, frac = f"{value:,.2f}".rstrip("0").partition(".")
        text = whole.replace(",", "\0") + (decimal + frac if frac else "")
    else:
        text = f"{int(value):,}".replace(",", "\0")
    return text.replace("\0", thousands)


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if not format_spec and isinstance(value, (int, float)) and not isinstance(value, bool):
            return number(value, self.lang)
        return super().format_field(value, format_spec)


def fields_of(text: str) -> set[str]:
    """The field names a text fills ("{n} Karten" -> {"n"})."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


class Catalogue:
    """One set of keyed texts in every language; call it to get a filled-in text."""

    every: list[Catalogue] = []  # each catalogue made, for the test that checks them all

    def __init__(self, name: str, texts: dict[str, dict[str, Any]]) -> None:
        self.name = name
        self.texts = texts
        Catalogue.every.append(self)

    def __contains__(self, key: str) -> bool:
        return key in self.texts["en"]

    @classmethod
    def named(cls, name: str) -> Catalogue | None:
        """The catalogue made under `name` (a game's is named by its id), if imported."""
        for catalogue in cls.every:
            if catalogue.name == name:
                return catalogue
        return None

    def __call__(self, key: str, lang: str | None = None, **fields: object) -> str:
        lang = lang or _current["lang"]
        entries = self.texts.get(lang)
        text = entries.get(key) if entries else None
        if text is None:
            lang, text = "en", self.texts["en"][key]
        if isinstance(text, dict):
            text = text.get(plural_form(fields.get("n"), lang)) or text["other"]
        return _Formatter(lang).format(text, **fields) if fields else text

    def problems(self) -> list[str]:
        """How each language differs from English in keys, fields or plural forms."""
        found = []
        english = self.texts["en"]
        for lang, entries in self.texts.items():
            if lang not in LANGUAGES:
                found.append(f"{self.name}: {lang} is not an offered language")
                continue
            for key in sorted(set(english) ^ set(entries)):
                side = "lacks" if key in english else "has an extra"
                found.append(f"{self.name}: {lang} {side} key {key}")
            for key in sorted(set(english) & set(entries)):
                want, got = _shape(english[key]), _shape(entries[key])
                if isinstance(entries[key], dict):
                    missing = set(PLURAL_FORMS[lang]) - set(entries[key])
                    if missing:
                        found.append(f"{self.name}: {lang} {key} lacks forms {missing}")
                if want[0] != got[0]:
                    found.append(f"{self.name}: {lang} {key} fills {got[0]}, not {want[0]}")
        for lang in LANGUAGES:
            if lang not in self.texts:
                found.append(f"{self.name}: no {lang} texts")
        return found


def _shape(text: Any) -> tuple[set[str], bool]:
    if isinstance(text, dict):
        names: set[str] = set()
        for form in text.values():
            names |= fields_of(form)
        return names, True
    return fields_of(text), False
