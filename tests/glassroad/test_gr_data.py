"""The component counts. (The rows against the rulebook's index: bench/own_words.py.)"""

from glasshut.glassroad import data


def test_thirty_one_of_each_kind_six_upgrades_and_fifteen_specialists():
    kinds = [b.kind for b in data.BUILDINGS.values()]
    assert [kinds.count(k) for k in data.BUILDING_ROWS] == [31, 31, 31]
    assert sum(1 for b in data.BUILDINGS.values() if b.upgrades) == 6
    assert len(data.SPECIALISTS) == 15 and len(set(data.CARD_IDS)) == 15
