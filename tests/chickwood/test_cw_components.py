"""One test per component: every loot card, castle and village card does what it says,
and each has its own explanation in English and German."""

import pytest
from cwhelp import card, fresh, raid_position

from glasshut.chickwood import data, scoring, texts

# The glory one card adds to an otherwise empty collection.
ALONE = {"bust": 0, "gold": 1, "silver": 1, "emerald": 1, "ruby": 1, "armour": 5,
         "jerkin": 5, "gown": 5, "cloak": 5, "bracelet": 2, "pendant": 3, "ring": 4,
         "maid": 0, "henchman": -3}


def loot_total(collection):
    return sum(line.points for line in scoring.loot_lines(collection))


@pytest.mark.parametrize("kind", sorted(ALONE))
def test_each_kind_of_loot_scores_its_own_way(kind):
    assert loot_total({kind: 1}) == ALONE[kind]


def test_a_second_card_of_a_kind_shows_each_rule():
    assert loot_total({"gold": 2}) == 4  # chests: count squared
    assert loot_total({"gold": 2, "ruby": 1}) == 3  # ... minus one per other chest
    assert loot_total({"armour": 2}) == 0  # a pair of garments is worth nothing
    assert loot_total({"ring": 2}) == 8  # jewels simply add up
    assert loot_total({"maid": 1, "ring": 1, "gold": 1}) == 4 + 1 + 2  # +1 per kind
    assert loot_total({"bust": 1, "gold": 2}) == 1  # a bust takes a chest first
    assert loot_total({"henchman": 2}) == -6


@pytest.mark.parametrize("kind, alms", [("alms1", 1), ("alms2", 2), ("alms3", 3)])
def test_each_benefactor_gives_its_alms_at_once(kind, alms):
    state = raid_position(3)
    state.at_castle[4] = [card(kind, 0, face_up=False)]
    giver = state.to_move()
    state.apply("raid:4")
    assert state.to_give == alms and state.giver == giver and kind not in state.loot[giver]


@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
def test_each_castle_is_worth_its_value_and_has_a_day_banner(value):
    state = fresh(5)
    state.castles[0] = [value]
    assert state.scores()[0].lines[5].points == value
    assert len(data.DAY_BANNERS[value]) == 3
    assert str(value) in texts.castle_text(value, 5)


@pytest.mark.parametrize("value", [1, 2, 3])
def test_each_night_castle_orders_four_plays(value):
    assert len(data.NIGHT_BANNERS[value]) == 4 and data.banner(value, 2).count("U") == 4 - value


@pytest.mark.parametrize("kind", ["small", "medium", "large"])
def test_each_village_pays_its_rows_to_a_lone_giver_who_fills_it(kind):
    rows = data.VILLAGE_KINDS[kind].rows
    full = [0] * data.VILLAGE_KINDS[kind].spaces
    assert scoring.village_glory(rows, full) == {0: max(g for _, g in rows)}
    assert scoring.village_glory(rows, [0]) == {0: rows[0][1]}  # only the first row open


def test_the_forest_takes_no_alms():
    assert data.VILLAGE_KINDS["forest"].spaces == 0
    state = fresh(3)
    from glasshut.chickwood import alms

    assert not any(state.grid[c] == "forest" for c in alms.open_cells(state))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_component_has_its_own_explanation(lang):
    for kind in data.KINDS:
        assert texts.card_text(kind, lang) and texts.name(kind, lang)
    legendary = {texts.card_text(kind, lang) for kind in data.LEGENDARY}
    assert len(legendary) == 5  # each Legendary card its own words
    for kind in data.VILLAGE_KINDS:
        assert texts.village_text(kind, lang) and texts.name(kind, lang)
    for value in range(1, 7):
        assert texts.castle_text(value, 3, lang)
    for value in range(1, 4):
        assert texts.castle_text(value, 2, lang) != texts.castle_text(value, 3, lang)
    assert texts.name("ring", "xx") == "Ring"  # an unknown language falls back to English


def test_texts_follow_the_data():
    assert "9 glory" in texts.village_text("large")
    assert "4 glory" in texts.card_text("ring")
    assert "face up, then face down, then face down" in texts.castle_text(4, 3)
    assert "At most 2 cards" in texts.castle_text(1, 3)


def test_prompts_exist_for_every_phase():
    state = fresh(3)
    assert "face" in texts.prompt(state) and "Karte" in texts.prompt(state, "de")
    for phase in ("spy", "raid", "entertainers", "arrow", "beard", "over"):
        state.phase = phase
        assert texts.prompt(state) and texts.prompt(state, "de")
