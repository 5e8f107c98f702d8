"""A short rules summary for players, in our own words (shown by the table's Rules button),
in English and German. `SUMMARY` reads as the one for the page's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from .lang import language

Summary = tuple[tuple[str, tuple[str, ...]], ...]

# (heading, points). Plain text: the page escapes it.
EN: Summary = (
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

DE: Summary = (
    ("Ziel", (
        "Baue rund um eine wandernde Glashütte einen Hof auf; wer am Ende die meisten"
        " Punkte hat, gewinnt.",
    )),
    ("Dein Zug", (
        "Wenn du willst, tauschst du zuerst für eine Handelsware den Wanderhändler mit"
        " einem anderen Handwerker (zu zweit ziehst du danach die neutrale Figur).",
        "Ziehe deine Figur: innerhalb deines Dorfes kostenlos, sonst über Wege in ein"
        " anderes Dorf. Jeder Weg der günstigsten Strecke kostet 1 Proviant, und jeder"
        " Mitspieler, der dort schon steht, bekommt 1 Grundrohstoff von dir.",
        "Dann handelst du: Besuche einen oder beide Handwerker neben deiner Figur, in"
        " beliebiger Reihenfolge, oder erfülle einen Auftrag in deinem Dorf oder an dem"
        " Ortsauftrag, zu dem du gereist bist.",
        "Statt all dem kannst du betteln gehen (und musst es, wenn du nicht ziehen kannst)."
        " Hast du den Wanderhändler getauscht, hat dein Zug schon begonnen: Dann darfst du"
        " nur noch betteln, wenn kein Zug möglich ist.",
    )),
    ("Die zwei Räder", (
        "Grundrohstoffe zählen bis 7, Glas, Proviant und Handelswaren bis 3.",
        "Ein Rad dreht sich von selbst, sobald keiner seiner Grundrohstoffe auf 0 steht und"
        " seine veredelten Waren unter 3 liegen: Jeder Grundrohstoff dort sinkt um 1, jede"
        " veredelte Ware steigt um 1. Mitten in einer Zahlung dreht es sich nie.",
        "Holzkohle und Proviant haben je zwei Marker: Was du erhältst, kommt auf einen,"
        " Zahlungen darfst du aufteilen.",
    )),
    ("Dein Land", (
        "Äcker, Teiche, Weiden, Wälder und Gebäude brauchen je einen leeren Platz; was"
        " keinen Platz findet, verfällt.",
        "Glashüttenschritte rücken die Hütte vor; oben angekommen zieht sie auf ein neues"
        " Kleines Gut.",
        "Eine Weide fasst 3 Tiere einer Art, ein Stall 2 Rinder, ein Wald 1 Schwein. Tiere"
        " ohne Platz gehen in den Vorrat zurück; welche, wählst du.",
        "Außerhalb von Zahlungen und Besuchen darfst du jederzeit Tausch-Gebäude nutzen,"
        " Tiere umsetzen, Tiere in den Vorrat zurückgeben und Äcker, Teiche und Weiden"
        " räumen.",
    )),
    ("Solo", (
        "Du setzt fünf Jahre lang je fünf Figuren, eine pro Zug; es gibt keine neutrale"
        " Figur und keine Sanduhr.",
        "Setzt du eine Figur in ein anderes Dorf als die vorige, zahlst du die Reise von"
        " dort und 1 Rohstoff je Figur, die schon im neuen Dorf steht (die weiße Figur"
        " zahlt nichts davon).",
    )),
    ("Das Ende", (
        "Erreicht am Ende eines Zuges ein Proviantmarker die Sanduhr, macht jeder, auch"
        " dieser Spieler, noch einen letzten Zug.",
        "Wertung: Glas, der Zeiger des Kochrads, 2 je Kleines Gut, Tiere auf Weiden, die"
        " Sterne der Gebäude und ihre Boni. Bei Gleichstand gewinnt, wer das Ende ausgelöst"
        " hat, dann wer als Nächstes am Zug gewesen wäre.",
    )),
)

SUMMARIES = {"en": EN, "de": DE}


class _InPageLanguage(Sequence):
    """The summary of the page's language, read when the Rules dialog is drawn (so a
    change of language needs no reload)."""

    def __getitem__(self, index):
        return SUMMARIES.get(language(), EN)[index]

    def __len__(self) -> int:
        return len(SUMMARIES.get(language(), EN))


SUMMARY = _InPageLanguage()
