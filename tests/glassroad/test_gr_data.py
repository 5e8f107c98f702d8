"""The Building rows agree with the rulebook's index: name, introductory mark, costs, points."""

from pathlib import Path

import pytest

from glasshut.glassroad import data

RULEBOOK = Path(__file__).resolve().parents[2].parent / "shared/seeds/glass-road-rulebook.txt"


def index_rows():
    rows = {}
    for line in RULEBOOK.read_text(encoding="utf-8").splitlines():
        parts = [p.strip() for p in line.strip().strip("|").split("|")]
        if len(parts) < 7 or not line.startswith("| ") or "---" in line:
            continue
        name = parts[0]
        if not name or name == "NAME" or not all(c.isdigit() or c == "" for c in parts[1:5]):
            continue
        cost = tuple(int(c) if c else 0 for c in parts[1:5])
        rows[name.rstrip("*").strip().lower()] = (name.endswith("*"), cost, parts[5])
    return rows


def test_building_rows_match_the_index():
    if not RULEBOOK.exists():
        pytest.skip("the rulebook text is not on this machine")
    rows = index_rows()
    assert len(data.BUILDINGS) == 93
    for b in data.BUILDINGS.values():
        intro, cost, points = rows[b.name.lower()]
        assert (b.intro, b.cost) == (intro, cost), b.name
        assert b.points == (int(points) if points else 0), b.name


def test_thirty_one_of_each_kind_six_upgrades_and_fifteen_specialists():
    kinds = [b.kind for b in data.BUILDINGS.values()]
    assert [kinds.count(k) for k in data.BUILDING_ROWS] == [31, 31, 31]
    assert sum(1 for b in data.BUILDINGS.values() if b.upgrades) == 6
    assert len(data.SPECIALISTS) == 15 and len(set(data.CARD_IDS)) == 15
