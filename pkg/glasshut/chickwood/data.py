"""Chickwood Forest's components and every value the rulebook leaves open, as rows.

The rulebook's text (German, then English from line 628) is the specification; the
facts its pictures lost come from `chickwood-forest-gaps.md`.
Values the rulebook does not give are marked `# chosen:` and listed in docs/rules-decisions.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import ChickwoodState

# -- loot cards -----------------------------------------------------------------------
CHESTS = ("gold", "silver", "emerald", "ruby")  # chosen: names (gaps note)
GARMENTS = ("armour", "jerkin", "gown", "cloak")  # chosen: names (gaps note)
JEWELS = ("bracelet", "pendant", "ring")  # chosen: names (gaps note)
BENEFACTORS = ("alms1", "alms2", "alms3")
LEGENDARY = ("spyglass", "key", "entertainers", "arrow", "beard")
TREASURES = CHESTS + GARMENTS + JEWELS


@dataclass(frozen=True)
class LootKind:
    kind: str  # the stable id used in actions and positions
    family: str  # chest, garment, jewel, maid, henchman, bust, benefactor, legendary
    name: str  # the English name for the log
    count: int  # cards in the box
    value: int = 0  # a jewel's glory, a benefactor's alms


LOOT = (
    LootKind("bust", "bust", "bust", 3),
    *(LootKind(k, "chest", f"{k} chest", 7) for k in CHESTS),
    *(LootKind(k, "garment", k, 2) for k in GARMENTS),
    LootKind("bracelet", "jewel", "bracelet", 6, 2),
    LootKind("pendant", "jewel", "pendant", 4, 3),
    LootKind("ring", "jewel", "ring", 3, 4),
    LootKind("maid", "maid", "Maid Marihen", 3),
    LootKind("henchman", "henchman", "henchman", 12),
    LootKind("alms1", "benefactor", "benefactor (1 alms)", 9, 1),
    LootKind("alms2", "benefactor", "benefactor (2 alms)", 9, 2),
    LootKind("alms3", "benefactor", "benefactor (3 alms)", 5, 3),
    LootKind("spyglass", "legendary", "Spy Glass", 0),
    LootKind("key", "legendary", "Key", 0),
    LootKind("entertainers", "legendary", "Travelling Entertainers", 0),
    LootKind("arrow", "legendary", "Golden Arrow", 0),
    LootKind("beard", "legendary", "Fake Beard", 0),
)
KINDS = {row.kind: row for row in LOOT}


def a_card(kind: str) -> str:
    """A card's name with its article, for the log: "an emerald chest", "the Key"."""
    row = KINDS[kind]
    if row.family == "maid":
        return row.name
    if row.family == "legendary":
        return f"the {row.name}"
    return f"{'an' if row.name[0] in 'aeiou' else 'a'} {row.name}"
KIND_ORDER = {row.kind: i for i, row in enumerate(LOOT)}  # the sort order of hands

# Set aside with two players (the cards with the two-player symbol).
TWO_PLAYER_REMOVED = (*CHESTS, "henchman", "henchman", "alms1", "alms2", "alms3")  # chosen
# The Legendary variant: these leave the box's deck and the five Legendary cards join it.
LEGENDARY_REMOVED = ("bracelet", "pendant", "ring", "henchman")

HAND_SIZE = {2: 4, 3: 3, 4: 3, 5: 3}
ALMS_PER_PLAYER = 15
SEAT_COLOURS = ("red", "yellow", "purple", "blue", "green")  # the five alms colours


def loot_deck(players: int, legendary: bool) -> list[str]:
    """Every loot card in play for this setup, in a fixed order (shuffled at setup)."""
    cards = [row.kind for row in LOOT for _ in range(row.count)]
    removed = list(TWO_PLAYER_REMOVED if players == 2 else ())
    if legendary:
        removed += LEGENDARY_REMOVED
        cards += list(LEGENDARY)
    for kind in removed:
        cards.remove(kind)
    return cards


# -- castles --------------------------------------------------------------------------
# chosen: how many castle cards of each value (50 in all; the rulebook gives the total)
CASTLE_COUNTS = {1: 10, 2: 10, 3: 10, 4: 8, 5: 7, 6: 5}
# How many cards may lie in front of a castle (the others take any number).
CASTLE_LIMITS = {1: 2, 2: 3}
# Banners: face up (U) or down (D) for the owner's 1st, 2nd, ... play of a round.
# Castle 1 = UUU and castle 4 = UDD come from the rulebook; the rest are chosen.
DAY_BANNERS = {1: "UUU", 2: "UUD", 3: "UDU", 4: "UDD", 5: "DUD", 6: "DDD"}  # chosen: 2, 3, 5, 6
NIGHT_BANNERS = {1: "UUUD", 2: "UUDD", 3: "UDDD"}  # chosen
CASTLE_VALUES = {2: (1, 2, 3), 3: (1, 2, 3, 4), 4: (1, 2, 3, 4, 5), 5: (1, 2, 3, 4, 5, 6)}


def banner(value: int, players: int) -> str:
    return (NIGHT_BANNERS if players == 2 else DAY_BANNERS)[value]


def face_up_next(state: ChickwoodState, seat: int) -> bool:
    """The banner of the seat's own castle orders each play of the round: up or down."""
    flags = banner(state.top_castle(seat), state.players)
    return flags[min(state.plays[seat], len(flags) - 1)] == "U"


# -- villages -------------------------------------------------------------------------
@dataclass(frozen=True)
class VillageKind:
    kind: str
    name: str
    count: int
    rows: tuple[tuple[int, int], ...]  # (alms spaces, glory) from top to bottom; () = forest

    @property
    def spaces(self) -> int:
        return sum(n for n, _ in self.rows)

    def row_of_space(self) -> tuple[int, ...]:
        """For each alms space in filling order, the index of its row."""
        return tuple(r for r, (n, _) in enumerate(self.rows) for _ in range(n))


# chosen: the rows and glory of each kind (gaps note; consistent with the examples)
VILLAGES = (
    VillageKind("small", "small village", 3, ((1, 3), (1, 6))),
    VillageKind("medium", "medium village", 2, ((1, 2), (2, 4), (2, 8))),
    VillageKind("large", "large village", 2, ((2, 0), (2, 5), (3, 9))),
    VillageKind("forest", "forest", 2, ()),
)
VILLAGE_KINDS = {row.kind: row for row in VILLAGES}
TWO_PLAYER_VILLAGES_REMOVED = ("small", "large", "forest")  # chosen (gaps note)
PLACES_SCORED = 3  # the first, second and third most generous earn glory


def village_cards(players: int) -> list[str]:
    cards = [row.kind for row in VILLAGES for _ in range(row.count)]
    if players == 2:
        for kind in TWO_PLAYER_VILLAGES_REMOVED:
            cards.remove(kind)
    return cards


def grid_rows(players: int) -> int:
    return 2 if players == 2 else 3


GRID_COLUMNS = 3
COLUMN_LETTERS = "abc"


def cell_name(cell: int) -> str:
    """Cells count left to right, top to bottom; named like a chess square: column
    letter, then row number from the top (a1 = top left)."""
    return f"{COLUMN_LETTERS[cell % GRID_COLUMNS]}{cell // GRID_COLUMNS + 1}"


def cell_index(name: str) -> int:
    return (int(name[1:]) - 1) * GRID_COLUMNS + COLUMN_LETTERS.index(name[0])


# -- end of the game --------------------------------------------------------------------
# The rulebook names no tie-break for the most glory.
# chosen: a tie goes to more village glory (the game's theme: generosity), then to more
# castle glory; still tied, the places are shared.
TIE_BREAKS = ("villages", "castles")
# chosen: when every castle in play is full (castles 1 and 2 are limited), a card may
# go to any castle in play; when no castle is left for a raid, the raider takes none.

# chosen: the most actions a game may take (a bound on replaying a save). A round is
# 3-4 plays, a raid and alms per player, and the deck lasts a few rounds; random 2-5
# player games took at most about 150 actions.
MAX_ACTIONS = 1_000
