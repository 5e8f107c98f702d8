"""A short rules summary for players, in our own words (shown by the table's Rules button),
in English and German. `SUMMARY` reads as the one for the table's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from .texts import current

Summary = tuple[tuple[str, tuple[str, ...]], ...]

# (heading, points). Plain text: the page escapes it.
EN: Summary = (
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

DE: Summary = (
    ("Ziel", (
        "Ihr seid Gesetzlose im Wald: Erbeutet Schätze aus den Schlössern, gebt den Dörfern"
        " Almosen und sammelt bis zum Schluss den meisten Ruhm.",
    )),
    ("Eine Runde", (
        "Alle bekommen Handkarten (zu zweit 4, sonst 3).",
        "Ausspähen: Reihum legt jeder eine Handkarte vor ein Schloss, bis alle Hände leer"
        " sind. Die Pfeile auf dem Schloss oben auf deinem Stapel zeigen, ob deine 1., 2.,"
        " 3. Karte offen oder verdeckt liegt. Vor Schloss 1 passen höchstens 2 Karten, vor"
        " Schloss 2 höchstens 3.",
        "Ausrauben: In derselben Reihenfolge nimmt jeder ein Schloss, das in dieser Runde"
        " noch niemand genommen hat, samt allen Karten davor, auch wenn dort keine liegen."
        " Verdeckte Karten werden umgedreht. Das neue Schloss kommt oben auf deinen Stapel:"
        " Je niedriger sein Wert, desto früher bist du in der nächsten Runde dran.",
        "Almosen: Ein erbeuteter Wohltäter gibt sofort 1 bis 3 Almosen, je eines pro Dorf,"
        " als Kette benachbarter Dörfer (nicht durch Wälder oder volle Dörfer).",
        "Was vor den Schlössern liegen bleibt, kommt ungesehen aus dem Spiel. Die Partie"
        " endet, wenn der Stapel nicht mehr allen eine volle Hand geben kann.",
    )),
    ("Wertung", (
        "Truhen: Deine häufigste Sorte zählt ihre Anzahl mal sich selbst; jede andere Truhe"
        " kostet 1. Jede Attrappe wirft vorher eine Truhe deiner häufigsten Sorte weg.",
        "Gewänder: 5 für jede Sorte, die du genau einmal hast; ein Paar einer Sorte zählt 0.",
        "Schmuck: sein Wert. Maid Marihenn: 1 pro Schatzsorte, die du besitzt (nur einmal).",
        "Schergen: je -3. Schlösser: die Werte aller deiner Schlösser, das erste"
        " eingeschlossen.",
        "Dörfer: Eine Reihe eines Dorfes zählt, sobald ein Almosen darin liegt. Die"
        " zählenden Reihen gehen, die höchste zuerst, an die Spieler mit den meisten,"
        " zweit- und drittmeisten Almosen dort; bei Gleichstand gewinnt, wer später gegeben"
        " hat.",
    )),
    ("Bluffen", (
        "Eine verdeckte Karte kennt nur, wer sie gelegt hat: Ein verdeckter Scherge vor"
        " einem Schloss, auf das jemand anderes aus ist, ist eine Falle.",
        "Mit den Legendären Karten späht das Fernglas in ein Schloss, der Schlüssel schickt"
        " einmal einen Räuber woandershin, und drei weitere Karten wirken kurz vor der"
        " Schlusswertung.",
    )),
    ("An diesem Tisch", (
        "Jede Handkarte trägt einen Knopf für jedes Schloss, vor das du sie legen darfst.",
        "Zum Ausrauben klickst du auf den Kopf eines Schlosses. Beim Almosengeben leuchten"
        " die Dörfer, die du erreichen kannst: Klicke eines pro Almosen.",
        "Sitzen mehrere Menschen an einem Bildschirm, bleiben die Hände verdeckt, bis die"
        " nächste Person auf den Übergabe-Knopf drückt.",
    )),
)

SUMMARIES = {"en": EN, "de": DE}


class _InTableLanguage(Sequence):
    """The summary of the language the table is set to, read when the Rules dialog
    is drawn (so a change of language needs no reload)."""

    def __getitem__(self, index):
        return SUMMARIES[current()][index]

    def __len__(self) -> int:
        return len(SUMMARIES[current()])


SUMMARY = _InTableLanguage()
