"""A short rules summary for players, in our own words (shown by the table's Rules button)."""

from __future__ import annotations

# (heading, points). Plain text: the page escapes it.
SUMMARY: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Goal", (
        "Outlaws of the forest: win loot from the castles, give alms to the villages,"
        " and end with the most glory.",
    )),
    ("A round", (
        "Everyone gets a hand of cards (4 with two players, else 3).",
        "Scouting: in turn order, each player lays one hand card in front of a castle,"
        " until every hand is empty. The arrows on the castle you hold on top say whether"
        " your 1st, 2nd, 3rd card goes face up or face down. Castle 1 takes at most 2 cards,"
        " castle 2 at most 3.",
        "Raiding: in the same order, each player takes one castle nobody took this round,"
        " with every card in front of it, even none. Face-down cards are turned up. The new"
        " castle goes on top of your stack: the lower it is, the earlier you play next round.",
        "Alms: a benefactor you win gives 1-3 alms at once, one per village, as a chain"
        " of neighbouring villages (not through forests or full villages).",
        "Cards left at the castles are set aside unseen. The game ends when the deck"
        " cannot give everyone a full hand.",
    )),
    ("Scoring", (
        "Chests: your most numerous kind scores its count times itself; each other chest"
        " costs 1. A bust first throws away one chest of your most numerous kind.",
        "Garments: 5 for every kind you hold exactly once; a pair of one kind scores 0.",
        "Jewels: their value. Maid Marihen: 1 per kind of treasure you own (once).",
        "Henchmen: -3 each. Castles: the values of all castles you took, the first one too.",
        "Villages: a row of a village pays once it holds an alms; the paying rows go,"
        " highest first, to the players with the most, second and third most alms there;"
        " an equal count goes to whoever gave later.",
    )),
    ("Bluffing", (
        "A face-down card is known only to whoever played it: a henchman laid face down"
        " at a castle someone else wants is a trap.",
        "With the Legendary cards, the Spy Glass peeks at one castle, the Key sends a raider"
        " elsewhere once, and three more cards act just before the final scoring.",
    )),
    ("At this table", (
        "Hand cards carry a button for every castle you may play them to.",
        "When you raid, click a castle's heading. When you give alms, the villages you may"
        " reach are lit: click one per alms.",
        "With several people at one screen, hands stay hidden until the next person"
        " presses the hand-over button.",
    )),
)
