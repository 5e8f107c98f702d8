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
