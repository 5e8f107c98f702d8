"""A short rules summary for players, in our own words (shown by the table's Rules button)."""

from __future__ import annotations

# (heading, points). Plain text: the page escapes it.
SUMMARY: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Goal", (
        "Turn a forest valley into a glassmaking landscape; the most points from your"
        " Buildings at the end wins. Solo: 30 points or more is a remarkable game.",
    )),
    ("A period", (
        "Every player has the same 15 Specialist cards. At the start of a period you secretly"
        " keep 5 of them as your hand for the period.",
        "Three card rounds follow. In each, everyone lays one card face down; then the cards"
        " are turned over one by one, starting with the goblet holder.",
        "When a card is turned over, everyone else holding that card in hand must play it"
        " too (at most two such forced plays per period). Alone, a card gives both of its"
        " abilities; shared, it gives each player one.",
        "A card's entry fee is paid once, and only if you use one of its abilities.",
        "At the end of a period, unplayed cards return, the Building board is refilled and"
        " the goblet moves on.",
    )),
    ("Two players and solo", (
        "Two players play their cards face up in turn until one hand is empty.",
        "Solo: seven periods; the cards you chose are drawn at random and give one ability"
        " each until two are left, then you play one of those with both abilities.",
    )),
    ("The two wheels", (
        "The Glassworks holds sand, water, wood, food and charcoal; the Brickworks holds"
        " clay, food and charcoal. Basic goods go up to 7, glass and brick up to 3.",
        "As soon as none of a wheel's basic goods is at 0 (and its glass or brick is below"
        " 3), it turns: each basic good there drops by 1 and glass or brick rises by 1.",
        "Food and charcoal sit on both wheels: you choose where a gain goes and which"
        " wheel pays.",
    )),
    ("Your landscape", (
        "Forests cover two spaces; Pits, Groves and Ponds one. Buildings and new tiles need"
        " an empty space. You may take a Pit, Grove or Pond off your board at any time.",
    )),
    ("Buildings", (
        "Processing buildings offer a trade you may use at any time, as often as you like,"
        " even on other players' turns.",
        "Immediate buildings act once, when built. Bonus buildings score a condition at"
        " the end. Start-building upgrades go on top of a Start building.",
        "At the end everyone may still trade; then every Building scores. A half point"
        " (from the Glassmaker's Colony) counts as a half.",
    )),
    ("At this table", (
        "Choices are highlighted: your cards, Buildings on the board and spaces on your"
        " landscape. Abilities and answers are buttons in the bar at the top.",
        "Trades and taking tiles off are marked 'any time' and drawn with a dashed edge:"
        " they never end your turn.",
        "With several people at one screen, the screen hides your cards until you say it"
        " is you.",
    )),
)
