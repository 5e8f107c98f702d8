"""Player-facing words for the components of The Castles of Burgundy (our own words),
for tooltips, the log and the rules summary."""

from __future__ import annotations

from . import data as D

# What decides between equal totals (scoring.tie_key), for the end screen.
TIE_BREAK = "fewer empty spaces on the estate, then the later place in turn order"

BUILDING_NAMES = {
    "warehouse": "warehouse",
    "watchtower": "watchtower",
    "carpenter": "carpenter's workshop",
    "church": "church",
    "market": "market",
    "boardinghouse": "boarding house",
    "bank": "bank",
    "cityhall": "city hall",
}

BUILDING_TEXTS = {
    "warehouse": "Sell one kind of your goods at once, as the sell action does, with no die.",
    "watchtower": "4 points at once.",
    "carpenter": "Take any building tile from a numbered depot into storage.",
    "church": "Take a mine, knowledge or castle tile from a numbered depot into storage.",
    "market": "Take a ship or animal tile from a numbered depot into storage.",
    "boardinghouse": "Take 4 workers.",
    "bank": "Take 2 silverlings.",
    "cityhall": "Add one more stored tile to your estate at once, any die number,"
    " and it works as usual.",
}

KNOWLEDGE_TEXTS = {
    1: "Your cities may hold the same building type more than once.",
    2: "At each phase end, every mine of yours also brings a worker.",
    3: "Every sale brings 2 silverlings instead of 1.",
    4: "Every sale also brings a worker.",
    5: "A ship may empty two neighbouring goods spaces instead of one.",
    6: "Your one purchase a turn may come from any numbered depot, not only the black one.",
    7: "Each animal tile that scores brings 1 point more.",
    8: "A worker turns a die by up to 2 pips instead of 1.",
    9: "Adding a building, a die counts as one more or one less for free.",
    10: "Adding a ship or an animal, a die counts as one more or one less for free.",
    11: "Adding a castle, mine or knowledge tile, a die counts as one more or one less"
    " for free.",
    12: "Taking a tile from a depot, a die counts as one more or one less for free.",
    13: "Taking workers with a die also brings a silverling.",
    14: "Taking workers with a die brings 4 instead of 2.",
    15: "Game end: 3 points for each goods kind you have sold at least once.",
    24: "Game end: 4 points for each animal kind in your estate.",
    25: "Game end: 1 point for each goods tile you have sold.",
    26: "Game end: 2 points for each bonus tile you have claimed.",
}
for _number, _building in D.KNOWLEDGE_BUILDING.items():
    KNOWLEDGE_TEXTS[_number] = (
        f"Game end: 4 points for each {BUILDING_NAMES[_building]} in your estate."
    )

ANIMAL_NAMES = {"cow": "cows", "pig": "pigs", "sheep": "sheep", "hen": "hens"}

OTHER_TEXTS = {
    "ship": "Empty one goods space of the board into your goods storage, then move one"
    " step up the turn order.",
    "mine": "A silverling at the end of every phase.",
    "castle": "One extra action at once, as if with a die of any number.",
}


def tile_name(tile: str) -> str:
    """A tile's name for sentences: "bank", "3 cows", "knowledge tile 12"."""
    if tile in BUILDING_NAMES:
        return BUILDING_NAMES[tile]
    colour = D.tile_colour(tile)
    if colour == D.KNOWLEDGE:
        return f"knowledge tile {D.knowledge_number(tile)}"
    if colour == D.ANIMAL:
        return f"{D.animal_count(tile)} {ANIMAL_NAMES[D.animal_kind(tile)]}"
    return tile


def tile_text(tile: str) -> str:
    """What a tile does, for its tooltip."""
    if tile in BUILDING_TEXTS:
        return (
            f"Building: {BUILDING_TEXTS[tile]} A city holds each building type only once."
        )
    colour = D.tile_colour(tile)
    if colour == D.KNOWLEDGE:
        return f"Knowledge: {KNOWLEDGE_TEXTS[D.knowledge_number(tile)]}"
    if colour == D.ANIMAL:
        return (
            f"Animals: {D.animal_count(tile)} points when added, and every tile of"
            f" {ANIMAL_NAMES[D.animal_kind(tile)]} already in that pasture scores again."
        )
    return OTHER_TEXTS[tile]


GOODS_TEXT = (
    "Goods: sold with a die of their number, all of one kind at once, for a silverling"
    " and points per tile. Up to three kinds fit in storage."
)
SILVERLING_TEXT = "Silverling: two buy a tile from the black depot; 1 point each at the end."
WORKER_TEXT = "Worker: turns a die one pip up or down (6 and 1 touch); 1 point per 2 at the end."
BONUS_TEXT = (
    "Bonus tile: the first to cover every space of a colour takes the large one,"
    " the second the small one."
)

RULES_SUMMARY = (
    "Five phases of five rounds. Each round everyone rolls two dice; on your turn each"
    " die does one action: take a tile from the depot of its number into storage, add a"
    " stored tile to your estate on an empty space of its number and colour next to a"
    " covered space, sell the goods of its number, or take 2 workers. Workers turn dice."
    " Once a turn, 2 silverlings buy a black-depot tile. Completing a region scores by"
    " its size plus a phase bonus. At the end, goods, silverlings, workers and some"
    " knowledge tiles score; most points wins."
)


def roll_preview(phase: int, round_no: int) -> str:
    """What the start player's roll does, said before the dice are known."""
    if round_no == 1:
        return f"lays out phase {D.PHASES[phase]}'s tiles and goods and rolls for its round 1"
    return f"rolls for round {round_no} of phase {D.PHASES[phase]}"


def roll_recap() -> str:
    """A roll in the one-line summary of a turn."""
    return "rolls the dice"


def roll_played(state, dice: list[tuple[str, list[int]]]) -> str:
    """The roll once done: every seat's dice, and where the white die put the goods."""
    rolled = ", ".join(f"{name} {a} and {b}" for name, (a, b) in dice)
    kind, white = state.depot_goods[state.white_die][-1], state.white_die
    head = roll_preview(state.phase, state.round)
    return (f"{head}: {rolled}; white die {white}: {D.GOODS_NAMES[kind]} goods ({kind})"
            f" to depot {white}")
