"""Player-facing words for Chickwood Forest's components, in English and German.

Our own words throughout. Values (glory, alms, castle limits, banners) are read from
data.py, so a corrected value there corrects the tooltip too. `card_text(kind)`,
`castle_text(value, players)`, `village_text(kind)` and `prompt(state)` take a
`lang` ("en" or "de"); an unknown language falls back to English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data

if TYPE_CHECKING:
    from .state import ChickwoodState

LANGUAGES = ("en", "de")

NAMES = {
    "en": {
        "bust": "Bust",
        "gold": "Gold chest",
        "silver": "Silver chest",
        "emerald": "Emerald chest",
        "ruby": "Ruby chest",
        "armour": "Armour",
        "jerkin": "Jerkin",
        "gown": "Gown",
        "cloak": "Cloak",
        "bracelet": "Bracelet",
        "pendant": "Pendant",
        "ring": "Ring",
        "maid": "Maid Marihen",
        "henchman": "Henchman",
        "alms1": "Benefactor (1 alms)",
        "alms2": "Benefactor (2 alms)",
        "alms3": "Benefactor (3 alms)",
        "spyglass": "Spy Glass",
        "key": "Key",
        "entertainers": "Travelling Entertainers",
        "arrow": "Golden Arrow",
        "beard": "Fake Beard",
        "small": "Small village",
        "medium": "Medium village",
        "large": "Large village",
        "forest": "Forest",
    },
    "de": {
        "bust": "Attrappe",
        "gold": "Goldtruhe",
        "silver": "Silbertruhe",
        "emerald": "Smaragdtruhe",
        "ruby": "Rubintruhe",
        "armour": "Rüstung",
        "jerkin": "Wams",
        "gown": "Kleid",
        "cloak": "Umhang",
        "bracelet": "Armreif",
        "pendant": "Anhänger",
        "ring": "Ring",
        "maid": "Maid Marihenn",
        "henchman": "Scherge",
        "alms1": "Wohltäter (1 Almosen)",
        "alms2": "Wohltäter (2 Almosen)",
        "alms3": "Wohltäter (3 Almosen)",
        "spyglass": "Fernglas",
        "key": "Schlüssel",
        "entertainers": "Gaukler",
        "arrow": "Goldener Pfeil",
        "beard": "Falscher Bart",
        "small": "Kleines Dorf",
        "medium": "Mittleres Dorf",
        "large": "Großes Dorf",
        "forest": "Wald",
    },
}

# What each loot card does, by family; {value} and {name} are filled in from data.py.
FAMILY_TEXTS = {
    "en": {
        "chest": (
            "A chest. At the end only your most numerous kind of chest pays: its count"
            " times itself. Every chest of another kind costs you a glory."
        ),
        "garment": (
            "A garment. Owning exactly one of a kind is worth 5 glory; the pair of a kind"
            " is worth nothing."
        ),
        "jewel": "A jewel, worth {value} glory at the end.",
        "bust": (
            "A fake bust. Before scoring it throws away one chest of the kind you hold"
            " most of."
        ),
        "maid": (
            "Maid Marihen adds a glory for every kind of treasure (chest, garment or"
            " jewel) you own. A second or third Maid adds nothing more."
        ),
        "henchman": "A henchman costs you 3 glory at the end.",
        "benefactor": (
            "A benefactor. The raid that wins it lets you give {value} alms to the"
            " villages at once; then it is set aside."
        ),
    },
    "de": {
        "chest": (
            "Eine Truhe. Am Ende zählt nur deine häufigste Truhensorte: ihre Anzahl mal"
            " sich selbst. Jede Truhe einer anderen Sorte kostet dich einen Ruhm."
        ),
        "garment": (
            "Ein Gewand. Ein einzelnes Stück einer Sorte bringt 5 Ruhm, beide Stücke"
            " einer Sorte bringen nichts."
        ),
        "jewel": "Ein Schmuckstück, am Ende {value} Ruhm wert.",
        "bust": (
            "Eine Attrappe. Vor der Wertung wirft sie eine Truhe deiner häufigsten Sorte"
            " weg."
        ),
        "maid": (
            "Maid Marihenn bringt einen Ruhm für jede Schatzsorte (Truhe, Gewand oder"
            " Schmuck), die du besitzt. Weitere Maids bringen nichts dazu."
        ),
        "henchman": "Ein Scherge kostet dich am Ende 3 Ruhm.",
        "benefactor": (
            "Ein Wohltäter. Wer ihn erbeutet, gibt sofort {value} Almosen an die Dörfer;"
            " danach wird er beiseitegelegt."
        ),
    },
}

LEGENDARY_TEXTS = {
    "en": {
        "spyglass": (
            "Once every round, after all cards are played and before the first raid,"
            " its owner may look at every face-down card at one castle."
        ),
        "key": (
            "Once in the game, when another player picks a castle to raid, its owner"
            " may send them to a different castle of their own choosing. Then the Key"
            " leaves the game."
        ),
        "entertainers": (
            "At the end of the game, before scoring, its owner may swap any two alms"
            " on the villages."
        ),
        "arrow": (
            "At the end of the game, before scoring, its owner may trade one of their"
            " treasures for one treasure of another player."
        ),
        "beard": (
            "At the end of the game, before scoring, its owner may hand one of their"
            " henchmen to another player."
        ),
    },
    "de": {
        "spyglass": (
            "Einmal pro Runde, wenn alle Karten gespielt sind und vor dem ersten"
            " Überfall, darf sein Besitzer alle verdeckten Karten eines Schlosses ansehen."
        ),
        "key": (
            "Einmal im Spiel darf sein Besitzer einen Mitspieler, der ein Schloss"
            " ausrauben will, zu einem anderen Schloss seiner Wahl schicken. Danach"
            " verlässt der Schlüssel das Spiel."
        ),
        "entertainers": (
            "Am Spielende, vor der Wertung, darf ihr Besitzer zwei beliebige Almosen"
            " auf den Dörfern vertauschen."
        ),
        "arrow": (
            "Am Spielende, vor der Wertung, darf sein Besitzer einen seiner Schätze"
            " gegen einen Schatz eines Mitspielers tauschen."
        ),
        "beard": (
            "Am Spielende, vor der Wertung, darf sein Besitzer einen seiner Schergen"
            " einem Mitspieler geben."
        ),
    },
}

WORDS = {
    "en": {
        "up": "face up",
        "down": "face down",
        "castle": "Castle {value}",
        "castle_text": (
            "Castle {value}, worth {value} glory to whoever takes it. Holding it on top"
            " of your stack, you play your cards {banner} in a round."
        ),
        "limit": " At most {limit} cards may lie in front of it.",
        "night": " (night side, two players)",
        "village_text": (
            "{name}. Alms fill its spaces left to right, top to bottom. A row's glory is"
            " unlocked once one alms lies in it: {rows}. The unlocked glory, highest"
            " first, goes to the most, second and third most generous; an equal count"
            " goes to whoever gave later."
        ),
        "row": "{spaces} space{s} for {glory} glory",
        "forest_text": "A forest: no alms can be given here, and no snake of alms crosses it.",
        "then": ", then ",
    },
    "de": {
        "up": "offen",
        "down": "verdeckt",
        "castle": "Schloss {value}",
        "castle_text": (
            "Schloss {value}, {value} Ruhm wert für wen es erobert. Liegt es oben auf"
            " deinem Stapel, spielst du deine Karten in einer Runde {banner}."
        ),
        "limit": " Höchstens {limit} Karten dürfen davor liegen.",
        "night": " (Nachtseite, zu zweit)",
        "village_text": (
            "{name}. Almosen füllen die Felder von links nach rechts, von oben nach"
            " unten. Der Ruhm einer Reihe ist freigeschaltet, sobald ein Almosen darin"
            " liegt: {rows}. Der freigeschaltete Ruhm geht absteigend an den"
            " großzügigsten, zweit- und drittgroßzügigsten Spieler; bei Gleichstand an"
            " den, der später gegeben hat."
        ),
        "row": "{spaces} Feld{s} für {glory} Ruhm",
        "forest_text": (
            "Ein Wald: hier kann niemand Almosen geben, und keine Almosen-Schlange"
            " führt hindurch."
        ),
        "then": ", dann ",
    },
}

PROMPTS = {
    "en": {
        "scout": "Play a card {face} in front of a castle.",
        "spy": "Look at one castle's face-down cards with the Spy Glass, or not.",
        "raid": "Choose the castle to raid.",
        "key": "{raider} wants castle {castle}. Use the Key to send them elsewhere?",
        "alms": "Give one alms ({left} left): choose the next village of the snake.",
        "entertainers": "Travelling Entertainers: choose two alms to swap, or none.",
        "arrow": "Golden Arrow: choose a treasure to trade, or none.",
        "beard": "Fake Beard: choose who gets one of your henchmen, or nobody.",
        "over": "The game is over.",
    },
    "de": {
        "scout": "Spiele eine Karte {face} vor ein Schloss.",
        "spy": "Sieh mit dem Fernglas die verdeckten Karten eines Schlosses an, oder nicht.",
        "raid": "Wähle das Schloss, das du ausraubst.",
        "key": "{raider} will Schloss {castle}. Mit dem Schlüssel woandershin schicken?",
        "alms": "Gib ein Almosen ({left} übrig): wähle das nächste Dorf der Schlange.",
        "entertainers": "Gaukler: wähle zwei Almosen zum Vertauschen, oder keine.",
        "arrow": "Goldener Pfeil: wähle einen Schatz zum Tauschen, oder keinen.",
        "beard": "Falscher Bart: wähle, wer einen deiner Schergen bekommt, oder niemand.",
        "over": "Das Spiel ist vorbei.",
    },
}


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


def name(kind: str, lang: str = "en") -> str:
    """The name of a loot card or a village card."""
    return NAMES[_lang(lang)][kind]


def card_text(kind: str, lang: str = "en") -> str:
    """What a loot card does, in a sentence or two."""
    lang = _lang(lang)
    row = data.KINDS[kind]
    if row.family == "legendary":
        return LEGENDARY_TEXTS[lang][kind]
    return FAMILY_TEXTS[lang][row.family].format(value=row.value, name=name(kind, lang))


def banner_words(flags: str, lang: str = "en") -> str:
    words = WORDS[_lang(lang)]
    return words["then"].join(words["up"] if f == "U" else words["down"] for f in flags)


def castle_text(value: int, players: int, lang: str = "en") -> str:
    words = WORDS[_lang(lang)]
    text = words["castle_text"].format(
        value=value, banner=banner_words(data.banner(value, players), lang)
    )
    if players == 2:
        text = text.replace(".", words["night"] + ".", 1)
    limit = data.CASTLE_LIMITS.get(value)
    if limit is not None:
        text += words["limit"].format(limit=limit)
    return text


def village_text(kind: str, lang: str = "en") -> str:
    words = WORDS[_lang(lang)]
    row = data.VILLAGE_KINDS[kind]
    if not row.rows:
        return words["forest_text"]
    rows = "; ".join(
        words["row"].format(
            spaces=spaces,
            glory=glory,
            s=("s" if lang == "en" else "er") if spaces > 1 else "",
        )
        for spaces, glory in row.rows
    )
    return words["village_text"].format(name=name(kind, lang), rows=rows)


def prompt(state: ChickwoodState, lang: str = "en") -> str:
    """What the seat to move is asked to do now."""
    lang = _lang(lang)
    phase = state.phase
    if phase == "scout":
        from .castles import face_up_next

        seat = state.order[state.turn]
        face = WORDS[lang]["up" if face_up_next(state, seat) else "down"]
        return PROMPTS[lang]["scout"].format(face=face)
    if phase == "key":
        raider = state.name(state.order[state.turn])
        return PROMPTS[lang]["key"].format(raider=raider, castle=state.announced)
    if phase == "alms":
        return PROMPTS[lang]["alms"].format(left=state.to_give)
    return PROMPTS[lang][phase]
