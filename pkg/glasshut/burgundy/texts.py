"""Player-facing words for The Castles of Burgundy, in the table's language.

Every text is a keyed entry of one catalogue, `T` (lang_en.py, lang_de.py: our own
words); this module puts tiles, goods and log phrases together from them. Texts are
read when asked for, so a change of language shows on the next drawing, and the log
is written in the language set when its moves are described (a game opened again
is described anew).
"""

from __future__ import annotations

from ..common.i18n import Catalogue
from . import data as D
from .lang_de import DE
from .lang_en import EN

T = Catalogue("burgundy", {"en": EN, "de": DE})


def _tile_key(tile: str) -> tuple[str, dict[str, object]]:
    colour = D.tile_colour(tile)
    if colour == D.KNOWLEDGE:
        return "knowledge", {"number": D.knowledge_number(tile)}
    if colour == D.ANIMAL:
        return "animal", {"n": D.animal_count(tile),
                          "animals": T(f"animals.{D.animal_kind(tile)}")}
    return tile, {}


def tile_name(tile: str) -> str:
    """A tile's name: "bank", "3 cows", "knowledge tile 12"."""
    key, fields = _tile_key(tile)
    return T(f"tile.{key}", **fields)


def the_tile(tile: str) -> str:
    """A tile as a sentence's object: "the bank" (German: "den Markt")."""
    key, fields = _tile_key(tile)
    return T(f"the.{key}", **fields)


def face_name(tile: str) -> str:
    """A tile's name on its face, where room is short: "K12", "carpenter"."""
    key, fields = _tile_key(tile)
    return T(f"face.{key}", **fields) if f"face.{key}" in T else tile_name(tile)


def tile_text(tile: str) -> str:
    """What a tile does, for its tooltip."""
    if tile in D.BUILDINGS:
        return T("tip.building", text=T(f"does.{tile}"))
    colour = D.tile_colour(tile)
    if colour == D.KNOWLEDGE:
        return T("tip.knowledge", text=T(f"know.{D.knowledge_number(tile)}"))
    if colour == D.ANIMAL:
        return T("tip.animal", n=D.animal_count(tile),
                 animals=T(f"animals_of.{D.animal_kind(tile)}"))
    return T(f"does.{tile}")


def goods_name(kind: int) -> str:
    """A goods kind by its colour and number: "blue goods (1)"."""
    return T("goods.name", colour=T(f"goods.colour.{kind}"), kind=kind)


def animals(kind: str) -> str:
    return T(f"animals.{kind}")


def colour(code: str) -> str:
    """An estate colour's short name ("pasture")."""
    return T(f"colour.{code}")


# The short texts the table explains its pieces with, read in the table's language
# (`texts.GOODS_TEXT` and the like still read as before).
_PIECES = {"GOODS_TEXT": "text.goods", "SILVERLING_TEXT": "text.silverling",
           "WORKER_TEXT": "text.worker", "BONUS_TEXT": "text.bonus",
           "RULES_SUMMARY": "text.rules", "TIE_BREAK": "tie_break"}


def __getattr__(name: str) -> str:
    if name in _PIECES:
        return T(_PIECES[name])
    raise AttributeError(name)


def tie_break() -> str:
    """What decides between equal totals (scoring.tie_key), for the end screen."""
    return T("tie_break")


# -- the log -------------------------------------------------------------------------------
def said(key: str, fields: dict[str, object]) -> str:
    """A log phrase (what a player did, after the name) from the rules' raw values: a
    tile code as `the` is named as an object, a goods kind as `goods` by its colour, an
    estate colour as `every` or `region`, a silverling count as `silver`, and `extra`
    is the key of a phrase added at the end (or "")."""
    if "the" in fields:
        fields["the"] = the_tile(str(fields["the"]))
    if "tile" in fields:
        fields["tile"] = tile_name(str(fields["tile"]))
    if "goods" in fields:
        fields["colour"] = T(f"goods.colour.{fields.pop('goods')}")
    if "every" in fields:
        fields["every"] = T(f"every.{fields['every']}")
    if "region" in fields:
        fields["region"] = T(f"region.{fields['region']}")
    if "silver" in fields:
        fields["silver"] = T("silverlings", n=fields["silver"])
    if "extra" in fields:
        fields["extra"] = T(f"log.{fields['extra']}") if fields["extra"] else ""
    return T(f"log.{key}", **fields)


def sentence(name: str, events: list[str], label: str = "", value: int = 0) -> str:
    """A move's log sentence: the player's phrases in order, after the die used (`label`
    "a" or "b", showing `value`; "x" a free action; "" none)."""
    joined = events[0] if events else ""
    for k, event in enumerate(events[1:], 2):
        joined += T("log.then_last" if k == len(events) else "log.then") + event
    if label == "x":
        return T("log.free", name=name, events=joined)
    if label:
        return T("log.die", name=name, label=label, value=value, events=joined)
    return T("log.plain", name=name, events=joined)


def roll_preview(phase: int, round_no: int) -> str:
    """What the start player's roll does, said before the dice are known."""
    if round_no == 1:
        return T("log.roll_first", phase=D.PHASES[phase])
    return T("log.roll", round=round_no, phase=D.PHASES[phase])


def roll_recap() -> str:
    """A roll in the one-line summary of a turn."""
    return T("log.recap_roll")


def roll_played(state, dice: list[tuple[str, list[int]]]) -> str:
    """The roll once done: every seat's dice, and where the white die put the goods."""
    rolled = ", ".join(T("log.dice", name=name, a=a, b=b) for name, (a, b) in dice)
    kind, white = state.depot_goods[state.white_die][-1], state.white_die
    head = roll_preview(state.phase, state.round)
    return T("log.rolled", head=head, rolled=rolled, white=white, goods=goods_name(kind))
