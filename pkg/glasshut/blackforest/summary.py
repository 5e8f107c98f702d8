"""A short rules summary for players, in our own words (shown by the table's Rules button)."""

from __future__ import annotations

# (heading, points). Plain text: the page escapes it.
SUMMARY: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Goal", (
        "Grow a farming domain around a wandering glassworks; most points at the end wins.",
    )),
    ("Your turn", (
        "Optionally trade one commodity to swap the Traveling Merchant with another"
        " Tradesperson (with 2 players, then move the neutral pawn).",
        "Move your pawn: within your village for free, or along paths to another village,"
        " paying 1 provision per path on the cheapest route and 1 basic resource to each"
        " player already there.",
        "Then act: hire one or both Tradespeople beside your pawn, in either order, or"
        " finish a Job in your village or at the Location Job you walked to.",
        "Or beg instead of all this (you must when you cannot move). Once you have"
        " swapped the Merchant you have begun a normal turn: you may beg only if no"
        " move is possible.",
    )),
    ("The two wheels", (
        "Basic resources count up to 7, glass, provisions and commodities up to 3.",
        "A wheel turns by itself as soon as none of its basic resources is at 0 and its"
        " refined ones are below 3: every basic resource there drops by 1 and every"
        " refined one rises by 1. It never turns in the middle of a payment.",
        "Charcoal and provisions have two markers: gains go to one, payments may split.",
    )),
    ("Your domain", (
        "Fields, Ponds, Pastures, Forests and Buildings each need an empty space;"
        " what finds no room is lost.",
        "Glass Hut steps move the hut along; at the top it moves to a new Small Estate.",
        "Pastures hold 3 animals of one kind, stables 2 cattle, Forests 1 pig. Animals"
        " without a home go back to the supply; you choose which ones.",
        "At any time outside a payment or a visit you may use conversion Buildings,"
        " move animals, return animals to the supply, and clear Fields, Ponds and"
        " Pastures.",
    )),
    ("Solo", (
        "You place five pawns a year, one per turn, for five years; there is no"
        " neutral pawn and no hourglass.",
        "A pawn placed in another village than the previous one pays travel from it,"
        " and 1 resource per pawn already in its new village (the white pawn pays none).",
    )),
    ("The end", (
        "Once a provisions marker reaches the hourglass at the end of a turn, everyone,"
        " including that player, takes one more turn.",
        "Score: glass, the Cooking dial, 2 per Small Estate, animals on Pastures, Building"
        " stars and Building bonuses. Ties go to whoever triggered the end, then to the"
        " player who would move next.",
    )),
)
