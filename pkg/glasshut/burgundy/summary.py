"""A short rules summary for players, in our own words (shown by the table's Rules button)."""

from __future__ import annotations

# (heading, points). Plain text: the page escapes it.
SUMMARY: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Goal", (
        "Build up your estate, a board of 37 hexagonal spaces, over five phases of five"
        " rounds; the most points at the end wins.",
    )),
    ("A round", (
        "Every player rolls two dice; the white die puts one goods tile on the goods"
        " space of the depot with its number.",
        "In turn order, each player uses both dice, one action per die, in any order.",
    )),
    ("What a die does", (
        "Take a tile from the depot with the die's number into your storage (3 spaces;"
        " on the board: the “die N” button under a tile).",
        "Add a stored tile to an empty estate space of the tile's colour that shows the"
        " die's number and touches a covered space (click the highlighted space).",
        "Sell all your goods of the die's number: a silverling and points per tile.",
        "Or take 2 workers. Each worker you pay turns a die one pip up or down (6 and 1"
        " touch): the ± buttons beside the die.",
    )),
    ("Once a turn", (
        "Pay 2 silverlings for a tile from the black depot (click the tile).",
    )),
    ("Tiles", (
        "Castle: a free extra action with any number. Mine: a silverling at every phase"
        " end. Ship: load the goods of one goods space, then move up the turn order.",
        "Animals score their count, plus every tile of the same animal already in that"
        " pasture. Buildings each do something once; a city holds each kind only once.",
        "Knowledge tiles change a rule for you or score at the end (hover a tile to read).",
    )),
    ("Scoring", (
        "A completed region scores by its size plus a bonus that falls phase by phase.",
        "The first and second player to cover every space of a colour take a bonus tile.",
        "At the end: 1 point per unsold goods tile and per silverling, 1 per 2 workers,"
        " and the end-scoring knowledge tiles.",
    )),
)
