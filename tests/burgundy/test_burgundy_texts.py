"""Every component explains itself in our own words."""

from glasshut.burgundy import data as D
from glasshut.burgundy import texts


def every_tile():
    tiles = {t for group in D.NORMAL_SUPPLY.values() for t in group}
    return sorted(tiles | set(D.BLACK_SUPPLY))


def test_every_tile_has_a_name_and_an_explanation():
    tiles = every_tile()
    assert len([t for t in tiles if t in D.BUILDINGS]) == 8
    assert len([t for t in tiles if D.tile_colour(t) == D.KNOWLEDGE]) == 26
    assert len([t for t in tiles if D.tile_colour(t) == D.ANIMAL]) == 12  # 4 kinds x 2-4
    for tile in tiles:
        assert texts.tile_name(tile)
        text = texts.tile_text(tile)
        assert len(text) > 15 and text.endswith(".")


def test_names_read_well_in_sentences():
    assert texts.tile_name("carpenter") == "carpenter's workshop"
    assert texts.tile_name("sheep3") == "3 sheep"
    assert texts.tile_name("k12") == "knowledge tile 12"
    assert "4 points" in texts.tile_text("k17") and "watchtower" in texts.tile_text("k17")


def test_goods_and_other_pieces_are_explained():
    for text in (texts.GOODS_TEXT, texts.SILVERLING_TEXT, texts.WORKER_TEXT,
                 texts.BONUS_TEXT, texts.RULES_SUMMARY):
        assert len(text) > 30


def test_german_names_take_their_article_and_plural(german):
    assert texts.tile_name("carpenter") == "Schreinerei"
    assert texts.the_tile("watchtower") == "den Wachturm"
    assert texts.the_tile("cityhall") == "das Rathaus"
    assert texts.the_tile("cow3") == "die 3 Kühe"
    assert texts.the_tile("k12") == "das Wissensplättchen 12"
    assert texts.T("silverlings", n=1) == "1 Silberling"
    assert texts.T("silverlings", n=2) == "2 Silberlinge"
    assert "jeden Wachturm" in texts.tile_text("k17")
    assert texts.goods_name(4) == "rote Waren (4)"


def test_a_log_sentence_in_german_joins_its_phrases():
    from glasshut.common.i18n import set_language

    set_language("de")
    try:
        said = [texts.said("add", {"the": "market", "space": "C3"}),
                texts.said("region", {"region": D.BUILDING, "n": 1, "points": 1, "bonus": 10,
                                      "phase": "A"}),
                texts.said("sell", {"n": 1, "goods": 2, "points": 2, "silver": 1,
                                    "extra": ""})]
        sentence = texts.sentence("Anna", said, "a", 3)
    finally:
        set_language("en")
    assert sentence == ("Anna nutzt die 3 und legt den Markt auf Feld C3, vollendet ein"
                        " Stadtgebiet aus 1 Feld: 1 + 10 (Phase A) Punkte und verkauft 1 lila"
                        " Ware: 2 Punkte, 1 Silberling.")
    assert texts.sentence("Anna", ["passes", "ends the turn"]) == (
        "Anna passes, then ends the turn.")
