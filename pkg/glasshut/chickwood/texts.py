"""Player-facing words for Chickwood Forest, in English and German.

Our own words throughout. Values (glory, alms, castle limits, banners) are read from
data.py, so a corrected value there corrects the tooltip too. `card_text(kind)`,
`castle_text(value, players)`, `village_text(kind)` and `prompt(state)` take a
`lang` ("en" or "de"); an unknown language falls back to English. The log's sentences
(`log`) and the score lines (`score_label`) are in the language the table is set to
(`current()`), like the board; each dict has the same keys and fields in both
languages. Every table below is one area of the game's catalogue (`CATALOGUE`, keys
"names.gold", "log.raid", ...), which common/i18n.py's test checks with every other:
the same keys, fields and plural forms in each language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..common.i18n import LANGUAGES as OFFERED
from ..common.i18n import Catalogue, language
from . import data

if TYPE_CHECKING:
    from .state import ChickwoodState

LANGUAGES = tuple(OFFERED)  # every language the page offers has these texts

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
            " Schmuck), die du besitzt. Eine zweite oder dritte Maid bringt nichts mehr."
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
        "row": "{spaces} spaces for {glory} glory",
        "row_one": "{spaces} space for {glory} glory",
        "forest_text": "A forest: no alms can be given here, and no snake of alms crosses it.",
        "then": ", then ",
    },
    "de": {
        "up": "offen",
        "down": "verdeckt",
        "castle": "Schloss {value}",
        "castle_text": (
            "Schloss {value}: Wer es ausraubt, bekommt {value} Ruhm. Liegt es oben auf"
            " deinem Stapel, legst du deine Karten einer Runde {banner}."
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
        "row": "{spaces} Felder für {glory} Ruhm",
        "row_one": "{spaces} Feld für {glory} Ruhm",
        "forest_text": (
            "Ein Wald: Hier kann niemand Almosen geben, und keine Almosen-Schlange"
            " führt hindurch."
        ),
        "then": ", dann ",
    },
}

PROMPTS = {
    "en": {
        "scout": "play a card {face} in front of a castle.",
        "spy": "look at one castle's face-down cards with the Spy Glass, or not.",
        "raid": "choose the castle to raid.",
        "key": "{raider} wants castle {castle}. Use the Key to send them elsewhere?",
        "alms": "give one alms ({left} left): choose the next village of the snake.",
        "entertainers": "Travelling Entertainers: choose two alms to swap, or none.",
        "arrow": "Golden Arrow: choose a treasure to trade, or none.",
        "beard": "Fake Beard: choose who gets one of your henchmen, or nobody.",
        "over": "The game is over.",
    },
    "de": {
        "scout": "Lege eine Karte {face} vor ein Schloss.",
        "spy": "Sieh dir mit dem Fernglas die verdeckten Karten eines Schlosses an – oder"
               " lass es.",
        "raid": "Wähle das Schloss, das du ausraubst.",
        "key": "{raider} will Schloss {castle} ausrauben. Mit dem Schlüssel woandershin"
               " schicken?",
        "alms": "Gib ein Almosen ({left} übrig): Wähle das nächste Dorf der Schlange.",
        "entertainers": "Gaukler: Wähle zwei Almosen zum Vertauschen – oder keine.",
        "arrow": "Goldener Pfeil: Wähle einen Schatz zum Tauschen – oder keinen.",
        "beard": "Falscher Bart: Wähle, wer einen deiner Schergen bekommt – oder behalte"
                 " ihn.",
        "over": "Die Partie ist zu Ende.",
    },
}


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


def name(kind: str, lang: str = "en") -> str:
    """The name of a loot card or a village card."""
    return CATALOGUE(f"names.{kind}", _lang(lang))


def card_text(kind: str, lang: str = "en") -> str:
    """What a loot card does, in a sentence or two."""
    lang = _lang(lang)
    row = data.KINDS[kind]
    if row.family == "legendary":
        return CATALOGUE(f"legendary.{kind}", lang)
    return CATALOGUE(f"family.{row.family}", lang, value=row.value, name=name(kind, lang))


def banner_words(flags: str, lang: str = "en") -> str:
    lang = _lang(lang)
    faces = (CATALOGUE("words.up" if f == "U" else "words.down", lang) for f in flags)
    return CATALOGUE("words.then", lang).join(faces)


def castle_text(value: int, players: int, lang: str = "en") -> str:
    lang = _lang(lang)
    banner = banner_words(data.banner(value, players), lang)
    text = CATALOGUE("words.castle_text", lang, value=value, banner=banner)
    if players == 2:
        text = text.replace(".", CATALOGUE("words.night", lang) + ".", 1)
    limit = data.CASTLE_LIMITS.get(value)
    if limit is not None:
        text += CATALOGUE("words.limit", lang, limit=limit)
    return text


def village_text(kind: str, lang: str = "en") -> str:
    lang = _lang(lang)
    row = data.VILLAGE_KINDS[kind]
    if not row.rows:
        return CATALOGUE("words.forest_text", lang)
    rows = "; ".join(
        CATALOGUE("words.row" if spaces > 1 else "words.row_one", lang, spaces=spaces,
                  glory=glory)
        for spaces, glory in row.rows
    )
    return CATALOGUE("words.village_text", lang, name=name(kind, lang), rows=rows)


def prompt(state: ChickwoodState, lang: str = "en") -> str:
    """What the seat to move is asked to do now."""
    lang = _lang(lang)
    phase = state.phase
    if phase == "scout":
        from .data import face_up_next

        seat = state.order[state.turn]
        face = CATALOGUE("words.up" if face_up_next(state, seat) else "words.down", lang)
        return CATALOGUE("prompts.scout", lang, face=face)
    if phase == "key":
        raider = state.name(state.order[state.turn])
        return CATALOGUE("prompts.key", lang, raider=raider, castle=state.announced)
    if phase == "alms":
        return CATALOGUE("prompts.alms", lang, left=state.to_give)
    return CATALOGUE(f"prompts.{phase}", lang)


def current() -> str:
    """The table's language if this game speaks it, else English."""
    return _lang(language())


# A card as the log names it, with its article: English "a"/"an"/"the" (data.a_card),
# German in the accusative (every log sentence uses the card as an object).
A_CARD = {
    "en": {kind: data.a_card(kind) for kind in data.KINDS},
    "de": {
        "bust": "eine Attrappe",
        "gold": "eine Goldtruhe",
        "silver": "eine Silbertruhe",
        "emerald": "eine Smaragdtruhe",
        "ruby": "eine Rubintruhe",
        "armour": "eine Rüstung",
        "jerkin": "ein Wams",
        "gown": "ein Kleid",
        "cloak": "einen Umhang",
        "bracelet": "einen Armreif",
        "pendant": "einen Anhänger",
        "ring": "einen Ring",
        "maid": "Maid Marihenn",
        "henchman": "einen Schergen",
        "alms1": "einen Wohltäter (1 Almosen)",
        "alms2": "einen Wohltäter (2 Almosen)",
        "alms3": "einen Wohltäter (3 Almosen)",
        "spyglass": "das Fernglas",
        "key": "den Schlüssel",
        "entertainers": "die Gaukler",
        "arrow": "den Goldenen Pfeil",
        "beard": "den Falschen Bart",
    },
}

# A village as the log's gift sentence names it (German: the dative of "gibt ... ein
# Almosen").
VILLAGE_IN_LOG = {
    "en": {"small": "the small village", "medium": "the medium village",
           "large": "the large village"},
    "de": {"small": "dem kleinen Dorf", "medium": "dem mittleren Dorf",
           "large": "dem großen Dorf"},
}

LOG = {
    "en": {
        "play_up": "{name} plays {card} face up at castle {value}.",
        "play_down": "{name} plays a card face down at castle {value}.",
        "raid_announce": "{name} sets out to raid castle {value}.",
        "raid_empty": "{name} raids castle {value}, which has no loot.",
        "raid": "{name} raids castle {value} and takes {loot}.",
        "face_down_one": "1 face-down card",
        "face_down_many": "{n} face-down cards",
        "and": " and ",
        "no_castle": "{name} finds no castle left to raid.",
        "spy_none": "{name} keeps the Spy Glass in the pocket this round.",
        "spy": "{name} looks through the Spy Glass at castle {value}'s face-down cards.",
        "key_force": "{name} uses the Key: {raider} must raid another castle than castle"
                     " {value}.",
        "swap_none": "{name} lets the Travelling Entertainers rest.",
        "swap": "{name} picks the alms at {space} for the Travelling Entertainers.",
        "swap_with": "{name}'s Travelling Entertainers swap the alms at {first} and"
                     " {second}.",
        "arrow_none": "{name} keeps the Golden Arrow in the quiver.",
        "arrow": "{name} offers {card} for the Golden Arrow's exchange.",
        "arrow_take": "{name} swaps {give} for {card} from {other} (Golden Arrow).",
        "beard_none": "{name} keeps the Fake Beard's henchman.",
        "beard": "{name} passes a henchman to {other} in a Fake Beard.",
        "gift": "{name} gives one alms to {village} at {cell}.",
        "alms_short": "{name} has only {n} alms left to give.",
        "stuck_one": "The snake can go no further; 1 alms stays in the store.",
        "stuck_many": "The snake can go no further; {n} alms stay in the store.",
        "round_next": "Round {n} ends; new hands are dealt.",
        "round_last": "Round {n} ends; the deck cannot give everyone a hand.",
        "other": "{name}: {action}",
    },
    "de": {
        "play_up": "{name} legt {card} offen vor Schloss {value}.",
        "play_down": "{name} legt eine Karte verdeckt vor Schloss {value}.",
        "raid_announce": "{name} macht sich auf, Schloss {value} auszurauben.",
        "raid_empty": "{name} raubt Schloss {value} aus, vor dem keine Beute liegt.",
        "raid": "{name} raubt Schloss {value} aus und erbeutet {loot}.",
        "face_down_one": "eine verdeckte Karte",
        "face_down_many": "{n} verdeckte Karten",
        "and": " und ",
        "no_castle": "{name} findet kein Schloss mehr, das noch auszurauben wäre.",
        "spy_none": "{name} lässt das Fernglas in dieser Runde in der Tasche.",
        "spy": "{name} blickt durchs Fernglas auf die verdeckten Karten vor Schloss {value}.",
        "key_force": "{name} setzt den Schlüssel ein: {raider} muss sich ein anderes Schloss"
                     " als Schloss {value} suchen.",
        "swap_none": "{name} lässt die Gaukler ruhen.",
        "swap": "{name} wählt für die Gaukler das Almosen auf {space}.",
        "swap_with": "Die Gaukler von {name} vertauschen die Almosen auf {first} und"
                     " {second}.",
        "arrow_none": "{name} lässt den Goldenen Pfeil im Köcher.",
        "arrow": "{name} bietet {card} zum Tausch mit dem Goldenen Pfeil an.",
        "arrow_take": "{name} tauscht {give} gegen {card} von {other} (Goldener Pfeil).",
        "beard_none": "{name} behält den Schergen des Falschen Barts.",
        "beard": "{name} schiebt {other} mit dem Falschen Bart einen Schergen unter.",
        "gift": "{name} gibt {village} auf {cell} ein Almosen.",
        "alms_short": "{name} hat nur noch {n} Almosen zu vergeben.",
        "stuck_one": "Die Schlange kommt nicht weiter; 1 Almosen bleibt im Vorrat.",
        "stuck_many": "Die Schlange kommt nicht weiter; {n} Almosen bleiben im Vorrat.",
        "round_next": "Runde {n} endet; neue Handkarten werden ausgeteilt.",
        "round_last": "Runde {n} endet; der Stapel reicht nicht mehr für volle Hände.",
        "other": "{name}: {action}",
    },
}

# The score lines (the same labels for every seat: the end screen lines seats up by them).
SCORE_LABELS = {
    "en": {"chests": "Chests", "garments": "Garments", "jewels": "Jewels",
           "maid": "Maid Marihen", "henchmen": "Henchmen", "castles": "Castles",
           "villages": "Villages"},
    "de": {"chests": "Truhen", "garments": "Gewänder", "jewels": "Schmuck",
           "maid": "Maid Marihenn", "henchmen": "Schergen", "castles": "Schlösser",
           "villages": "Dörfer"},
}


# What decides between equal totals (data.TIE_BREAKS), for the end screen.
TIE_BREAK = {"en": {"rule": "more glory from villages, then from castles"},
             "de": {"rule": "mehr Ruhm aus Dörfern, dann aus Schlössern"}}

# The game's one catalogue: each table above is an area of its keys ("log.raid").
AREAS = {"names": NAMES, "family": FAMILY_TEXTS, "legendary": LEGENDARY_TEXTS,
         "words": WORDS, "prompts": PROMPTS, "a_card": A_CARD, "village": VILLAGE_IN_LOG,
         "log": LOG, "score": SCORE_LABELS, "tie_break": TIE_BREAK}
CATALOGUE = Catalogue("chickwood", {
    lang: {f"{area}.{key}": text for area, table in AREAS.items()
           for key, text in table[lang].items()}
    for lang in LANGUAGES
})


def log(key: str, **fields: object) -> str:
    """A log sentence in the table's language."""
    return CATALOGUE(f"log.{key}", current(), **fields)


def a_card(kind: str, lang: str | None = None) -> str:
    """A card's name with its article, as the log uses it ("an emerald chest")."""
    return CATALOGUE(f"a_card.{kind}", _lang(lang or current()))


def village_in_log(kind: str) -> str:
    return CATALOGUE(f"village.{kind}", current())


def join(parts: list[str]) -> str:
    """"a, b and c" in the table's language."""
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + CATALOGUE("log.and", current()) + parts[-1]


def score_label(key: str) -> str:
    return CATALOGUE(f"score.{key}", current())


def tie_break() -> str:
    return CATALOGUE("tie_break.rule", current())
