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

# A position refused by position.py beyond the shared shape checks ("pos.<name>"): a
# key of the position, a card id or a step name stays as the position writes it.
POSITION = {
    "en": {
        "not_loot": "{value} is not a loot card",
        "read_back": "the position does not read back as written ({error})",
        "format": "version {value} is not {expected}, the one this version reads",
        "player_count": {"one": "{n} seats; the game takes 2 to 5 players",
                         "other": "{n} seats; the game takes 2 to 5 players"},
        "seat": "{value} is not a seat [name, kind, level]",
        "name": "a name is text of at most {most} characters",
        "kind": "{value} is neither 'human' nor 'bot'",
        "level": "a bot level is text of at most {most} characters",
        "options": '{value} is not {{"legendary": true or false}}',
        "not_step": "{value} is not a step ({steps})",
        "order": "{order} does not name each seat once",
        "hand_size": "{count} cards in hand and {played} played this round (plays[{seat}]) do"
                     " not make the hand of {hand}",
        "loot_object": "{value} is not an object {{card: count}}",
        "benefactor_loot": "a benefactor gives its alms when won and is spent",
        "not_benefactor": "{value} is not a benefactor",
        "played": "{value} is not a played card [kind, owner, face_up, seen]",
        "owner_seen": "its owner, seat {seat}, has seen it: bit {seat} is set",
        "castle_zero": "there is no castle 0",
        "start_castle": "every seat keeps its starting castle",
        "not_castle": "{value} is not a castle of {players} players ({values})",
        "castle_stack": "{count} castles: a seat starts with one and raids once a round, so by"
                        " round {round} it holds at most {most}",
        "start_castles": "the starting castles (first of each stack) differ in value",
        "castle_count": "{left} left and {taken} in the seats' stacks are not the {total} castle"
                        " cards of value {value}",
        "at_castle": "cards lie only in front of a castle in play that was not raided this"
                     " round",
        "castle_limit": "{count} cards where castle {castle} takes {limit} while a castle"
                        " without a limit is in play",
        "not_village": "{value} is not a village card ({kinds})",
        "villages": "the village cards of {players} players are {cards}",
        "village_room": {"one": "{count} alms in the {village} at {cell}, which has {n} spaces",
                         "other": "{count} alms in the {village} at {cell}, which has {n}"
                                  " spaces"},
        "alms_count": "{store} in the store and {given} in the villages are not the {total} alms"
                      " of a seat",
        "arrow_give": "{value} is neither '' nor a treasure",
        "legendary_off": "belongs to the Legendary cards, which this game leaves out",
        "card_count": "{count} {kind} cards lie in the deck, hands, at_castle, set_aside, loot,"
                      " spent and boxed together; this setup has {total}",
        "boxed": "out of the game are the setup's removals ({expected}), not {boxed}",
        "boxed_empty": "out of the game are the setup's removals ({expected}), not none",
        "boxed_key": "out of the game are the setup's removals and the used Key ({expected}),"
                     " not {boxed}",
        "boxed_key_empty": "out of the game are the setup's removals and the used Key"
                           " ({expected}), not none",
        "boxed_none": "out of the game are the setup's removals (none), not {boxed}",
        "round_deck": "round {round} does not fit a deck of {cards} cards: each round deals"
                      " {deal} of the {total}",
        "lying": "seat {seat} has {count} cards at the castles but played {played} this round",
        # by the Legendary card a step needs
        "no_holder.spyglass": "nobody holds the Spy Glass for this step",
        "no_holder.key": "nobody holds the Key for this step",
        "no_holder.entertainers": "nobody holds the Travelling Entertainers for this step",
        "no_holder.arrow": "nobody holds the Golden Arrow for this step",
        "no_holder.beard": "nobody holds the Fake Beard for this step",
        "hands_out": "the hands are played out before the {step} step",
        "turn_past": "{value} is past the last seat in order",
        "raided_early": "no castle is raided before the raids",
        "spy_early": "the Spy Glass is used after the scouting",
        "order_tops": "the round's order goes from the lowest castle on top of a stack to the"
                      " highest; these tops are {tops}",
        "scout_turn": {"one": "after {n} cards played this round, turn is {turn}",
                       "other": "after {n} cards played this round, turn is {turn}"},
        "scout_plays": "seat {seat}, {place}. in order, has played {want} of the {total} cards,"
                       " not {played}",
        "spy_turn": "the raids that follow the Spy Glass start at turn 0",
        "idle": "is {value} outside the {step} step, where it is set",
        "refused_phase": "the Key closes a castle only to the raider choosing again",
        "spied": "a castle is spied only in the Spy Glass step, which is done",
        "raider_past": "{value} is past the last raider in order",
        "spy_done": "the Spy Glass step is over once the raids begin",
        "raided_count": "{count} castles raided before raider {raider} ({most} at most)",
        "refused_unused": "a castle is closed by the Key only once it is used",
        "refused_castle": "castle {castle} is not in play",
        "key_own": "the Key holder cannot turn away their own raid",
        "announced": "the raider awaits the Key for a castle open to them ({castles}) with"
                     " another to go to",
        "announced_none": "the raider awaits the Key for a castle open to them (none) with"
                          " another to go to",
        "giver": "the raider, seat {seat}, gives the alms",
        "alms_after_raid": "seat {seat} gives alms after raiding the castle on top",
        "to_give": "{count} alms to give, from a store of {store}",
        "snake_twice": "a snake gives to each village once",
        "snake_last": "the last alms at {cell} is not the giver's, seat {seat}",
        "snake_next": "{cell} is not next to {previous}",
        "final_turn": "every seat has raided once the rounds are over: turn is {turn}",
        "final_deck": "the game ends once the deck cannot deal a round; {count} cards are left"
                      " for one more",
        "final_at_castle": "the leftover loot is set aside at the end of the rounds",
        "swap_empty": "{space} holds no alms to swap",
        "arrow_holder": "the Golden Arrow's holder, seat {seat}, has no {card} to give",
        "misfit": "the {step} step does not fit the position ({error})",
        "nobody": "nobody is to move in the {step} step",
        "no_action": "seat {seat} is to move in the {step} step but has no legal action",
    },
    "de": {
        "not_loot": "{value} ist keine Beutekarte",
        "read_back": "die Stellung wird nicht so zurückgeschrieben, wie sie gelesen wurde"
                     " ({error})",
        "format": "Fassung {value} ist nicht {expected}, die Fassung, die dieses Spiel liest",
        "player_count": {"one": "{n} Platz; das Spiel ist für 2 bis 5 Spieler",
                         "other": "{n} Plätze; das Spiel ist für 2 bis 5 Spieler"},
        "seat": "{value} ist kein Platz [Name, Art, Stufe]",
        "name": "ein Name ist ein Text aus höchstens {most} Zeichen",
        "kind": "{value} ist weder 'human' noch 'bot'",
        "level": "eine Bot-Stufe ist ein Text aus höchstens {most} Zeichen",
        "options": '{value} ist nicht {{"legendary": true oder false}}',
        "not_step": "{value} ist kein Schritt ({steps})",
        "order": "{order} nennt nicht jeden Platz genau einmal",
        "hand_size": "{count} Handkarten und {played} in dieser Runde gespielte (plays[{seat}])"
                     " ergeben nicht die Hand von {hand} Karten",
        "loot_object": "{value} ist kein Objekt {{Karte: Anzahl}}",
        "benefactor_loot": "ein Wohltäter gibt seine Almosen, sobald er erbeutet ist, und ist"
                           " dann verbraucht",
        "not_benefactor": "{value} ist kein Wohltäter",
        "played": "{value} ist keine gespielte Karte [Art, Besitzer, offen, gesehen von]",
        "owner_seen": "ihr Besitzer, Platz {seat}, hat sie gesehen: Bit {seat} ist gesetzt",
        "castle_zero": "es gibt kein Schloss 0",
        "start_castle": "jeder Platz behält sein Startschloss",
        "not_castle": "{value} ist kein Schloss des Spiels zu {players} ({values})",
        "castle_stack": "{count} Schlösser: Ein Platz beginnt mit einem und raubt einmal je"
                        " Runde, hat also in Runde {round} höchstens {most}",
        "start_castles": "die Startschlösser (jeweils das erste eines Stapels) haben"
                         " verschiedene Werte",
        "castle_count": "{left} übrige und {taken} in den Stapeln der Plätze sind nicht die"
                        " {total} Schlosskarten mit Wert {value}",
        "at_castle": "Karten liegen nur vor einem Schloss im Spiel, das in dieser Runde noch"
                     " nicht ausgeraubt wurde",
        "castle_limit": "{count} Karten, wo Schloss {castle} nur {limit} zulässt, solange ein"
                        " Schloss ohne Grenze im Spiel ist",
        "not_village": "{value} ist keine Dorfkarte ({kinds})",
        "villages": "die Dorfkarten für {players} Spieler sind {cards}",
        "village_room": {"one": "{count} Almosen in {village} auf {cell}, das nur {n} Feld hat",
                         "other": "{count} Almosen in {village} auf {cell}, das nur {n} Felder"
                                  " hat"},
        "alms_count": "{store} im Vorrat und {given} in den Dörfern sind nicht die {total}"
                      " Almosen eines Platzes",
        "arrow_give": "{value} ist weder '' noch ein Schatz",
        "legendary_off": "gehört zu den Legendären Karten, die dieses Spiel weglässt",
        "card_count": "{count} Karten {kind} liegen im Stapel, auf den Händen, vor den"
                      " Schlössern, beiseitegelegt, in der Beute, verbraucht und aus dem Spiel"
                      " zusammen; dieser Aufbau hat {total}",
        "boxed": "aus dem Spiel sind die beim Aufbau entfernten Karten ({expected}), nicht"
                 " {boxed}",
        "boxed_empty": "aus dem Spiel sind die beim Aufbau entfernten Karten ({expected}), doch"
                       " dort liegt keine Karte",
        "boxed_key": "aus dem Spiel sind die beim Aufbau entfernten Karten und der benutzte"
                     " Schlüssel ({expected}), nicht {boxed}",
        "boxed_key_empty": "aus dem Spiel sind die beim Aufbau entfernten Karten und der"
                           " benutzte Schlüssel ({expected}), doch dort liegt keine Karte",
        "boxed_none": "aus dem Spiel sind die beim Aufbau entfernten Karten (keine), nicht"
                      " {boxed}",
        "round_deck": "Runde {round} passt nicht zu einem Stapel von {cards} Karten: Jede Runde"
                      " teilt {deal} der {total} aus",
        "lying": "Platz {seat} hat {count} Karten vor den Schlössern, aber in dieser Runde"
                 " {played} gespielt",
        "no_holder.spyglass": "niemand hat das Fernglas für diesen Schritt",
        "no_holder.key": "niemand hat den Schlüssel für diesen Schritt",
        "no_holder.entertainers": "niemand hat die Gaukler für diesen Schritt",
        "no_holder.arrow": "niemand hat den Goldenen Pfeil für diesen Schritt",
        "no_holder.beard": "niemand hat den Falschen Bart für diesen Schritt",
        "hands_out": "vor dem Schritt {step} sind die Hände ausgespielt",
        "turn_past": "{value} liegt hinter dem letzten Platz der Reihenfolge",
        "raided_early": "vor den Raubzügen ist kein Schloss ausgeraubt",
        "spy_early": "das Fernglas kommt erst nach dem Auslegen zum Einsatz",
        "order_tops": "die Reihenfolge der Runde geht vom niedrigsten obersten Schloss eines"
                      " Stapels zum höchsten; die obersten sind hier {tops}",
        "scout_turn": {"one": "nach {n} gespielten Karte in dieser Runde ist turn {turn}",
                       "other": "nach {n} gespielten Karten in dieser Runde ist turn {turn}"},
        "scout_plays": "Platz {seat}, {place}. der Reihenfolge, hat {want} der {total} Karten"
                       " gespielt, nicht {played}",
        "spy_turn": "die Raubzüge nach dem Fernglas beginnen bei turn 0",
        "idle": "ist {value} außerhalb des Schritts {step}, in dem der Wert gesetzt wird",
        "refused_phase": "der Schlüssel sperrt ein Schloss nur für den Räuber, der neu wählt",
        "spied": "ein Schloss wird nur im Schritt des Fernglases ausgespäht, der vorbei ist",
        "raider_past": "{value} liegt hinter dem letzten Räuber der Reihenfolge",
        "spy_done": "der Schritt des Fernglases ist vorbei, sobald die Raubzüge beginnen",
        "raided_count": "{count} Schlösser ausgeraubt vor Räuber {raider} (höchstens {most})",
        "refused_unused": "der Schlüssel sperrt ein Schloss erst, wenn er benutzt ist",
        "refused_castle": "Schloss {castle} ist nicht im Spiel",
        "key_own": "wer den Schlüssel hat, kann den eigenen Raubzug nicht umlenken",
        "announced": "der Räuber wartet auf den Schlüssel für ein ihm offenes Schloss"
                     " ({castles}), während ihm ein weiteres bleibt",
        "announced_none": "der Räuber wartet auf den Schlüssel für ein ihm offenes Schloss"
                          " (keines), während ihm ein weiteres bleibt",
        "giver": "der Räuber, Platz {seat}, gibt die Almosen",
        "alms_after_raid": "Platz {seat} gibt Almosen, nachdem er das oberste Schloss ausgeraubt"
                           " hat",
        "to_give": "{count} Almosen zu geben, aus einem Vorrat von {store}",
        "snake_twice": "eine Schlange gibt jedem Dorf nur einmal",
        "snake_last": "das letzte Almosen auf {cell} gehört nicht dem Gebenden, Platz {seat}",
        "snake_next": "{cell} liegt nicht neben {previous}",
        "final_turn": "sind die Runden vorbei, hat jeder Platz geraubt: turn ist {turn}",
        "final_deck": "das Spiel endet, sobald der Stapel keine Runde mehr austeilen kann; {count}"
                      " Karten reichen noch für eine",
        "final_at_castle": "die übrige Beute wird am Ende der Runden beiseitegelegt",
        "swap_empty": "auf {space} liegt kein Almosen zum Tauschen",
        "arrow_holder": "wer den Goldenen Pfeil hat, Platz {seat}, hat kein {card} zum Geben",
        "misfit": "der Schritt {step} passt nicht zur Stellung ({error})",
        "nobody": "im Schritt {step} ist niemand am Zug",
        "no_action": "Platz {seat} ist im Schritt {step} am Zug, hat aber keine erlaubte Aktion",
    },
}

# The game's one catalogue: each table above is an area of its keys ("log.raid").
AREAS = {"names": NAMES, "family": FAMILY_TEXTS, "legendary": LEGENDARY_TEXTS,
         "words": WORDS, "prompts": PROMPTS, "a_card": A_CARD, "village": VILLAGE_IN_LOG,
         "log": LOG, "score": SCORE_LABELS, "tie_break": TIE_BREAK, "pos": POSITION}
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
