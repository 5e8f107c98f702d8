"""Final scoring (rulebook lines 962-1159): every worked example, and the tie-breaks."""

import pytest
from cwhelp import fresh

from glasshut.chickwood import data, scoring


def lines(collection):
    return {line.label.split(" (")[0]: line.points for line in scoring.loot_lines(collection)}


def test_one_bust_discards_a_chest_of_the_most_common_kind():
    chests, discarded = scoring.chests_after_busts({"bust": 1, "emerald": 3, "gold": 1})
    assert chests == {"gold": 1, "silver": 0, "emerald": 2, "ruby": 0} and discarded == 1


def test_two_busts_recheck_the_most_common_kind_after_each_discard():
    # The first bust takes an emerald (4 -> 3); now emerald and silver tie at 3 and the
    # second bust takes one of them: either way the chests then score the same.
    chests, discarded = scoring.chests_after_busts({"bust": 2, "emerald": 4, "silver": 3})
    assert discarded == 2
    assert sorted(chests.values()) == [0, 0, 2, 3]
    assert scoring.chest_points(chests) == 9 - 2


def test_a_bust_without_chests_does_nothing():
    assert scoring.chests_after_busts({"bust": 3})[1] == 0
    assert lines({"bust": 3})["Chests"] == 0


def test_chests_example_4x4_minus_3_minus_1_is_12():
    assert lines({"gold": 4, "silver": 3, "emerald": 1})["Chests"] == 12


def test_chests_example_2x2_minus_2_is_2_whichever_kind_is_chosen():
    assert lines({"gold": 2, "emerald": 2})["Chests"] == 2


def test_garments_example_one_armour_one_jerkin_and_a_pair_of_gowns_is_10():
    assert lines({"armour": 1, "jerkin": 1, "gown": 2})["Garments"] == 10


def test_jewels_example_two_rings_three_pendants_one_bracelet_is_19():
    assert lines({"ring": 2, "pendant": 3, "bracelet": 1})["Jewels"] == 19


def test_maid_marihen_example_nine_kinds_of_treasure_is_9_and_counts_once():
    collection = {"gold": 1, "silver": 2, "ruby": 1, "armour": 2, "jerkin": 1, "cloak": 1,
                  "bracelet": 1, "pendant": 1, "ring": 3}
    assert lines({**collection, "maid": 1})["Maid Marihen"] == 9
    assert lines({**collection, "maid": 3})["Maid Marihen"] == 9  # more Maids add nothing
    assert lines(collection)["Maid Marihen"] == 0


def test_maid_marihen_counts_the_chests_left_after_the_busts():
    assert lines({"maid": 1, "gold": 1, "bust": 1})["Maid Marihen"] == 0


def test_henchmen_example_two_henchmen_is_minus_6():
    assert lines({"henchman": 2})["Henchmen"] == -6


def test_castles_example_2_5_5_2_1_5_is_20():
    state = fresh(5)
    state.castles[0] = [2, 5, 5, 2, 1, 5]  # the starting castle 2 counts too
    assert {line.label: line.points for line in state.scores()[0].lines}["Castles"] == 20


def test_villages_example_1_the_later_giver_wins_the_tie_and_a_locked_row_pays_nothing():
    # Yellow gave after Red, so Yellow wins the tie; the 6-glory row has no alms, so
    # only the 3 of the first row is unlocked: Yellow 3, Red nothing. The rulebook's
    # picture holds both alms in the first row, so this village's first row has two
    # spaces (the small village of the design note has one: see docs/chickwood.md).
    red, yellow = 0, 1
    rows = ((2, 3), (1, 6))
    assert scoring.village_glory(rows, [red, yellow]) == {yellow: 3}


def test_villages_example_2_ties_go_to_the_later_giver_down_the_places():
    # Red gave after Blue and Green after Yellow: Red 8, Blue 4, Green 2, Yellow nothing.
    red, yellow, blue, green = 0, 1, 3, 4
    rows = data.VILLAGE_KINDS["medium"].rows
    assert scoring.village_glory(rows, [yellow, green, blue, red]) == {red: 8, blue: 4,
                                                                      green: 2}


def test_villages_example_3_nobody_third_so_the_third_value_stays_unearned():
    red, yellow = 0, 1
    rows = data.VILLAGE_KINDS["large"].rows
    assert scoring.unlocked_glory(rows, 5) == [9, 5, 0]
    assert scoring.village_glory(rows, [red, yellow, red, yellow, red]) == {red: 9, yellow: 5}


def test_villages_example_4_two_alms_in_the_first_row_of_a_large_village_earn_0():
    rows = data.VILLAGE_KINDS["large"].rows
    assert scoring.unlocked_glory(rows, 2) == [0]
    assert scoring.village_glory(rows, [0, 0]) == {0: 0}


def test_only_three_places_score_and_more_alms_beat_later_alms():
    rows = data.VILLAGE_KINDS["large"].rows
    spaces = [0, 1, 2, 3, 0, 1, 4]  # 0 and 1 gave two (1 later); 2, 3, 4 one (4 latest)
    assert scoring.village_glory(rows, spaces) == {1: 9, 0: 5, 4: 0}


def test_the_village_line_adds_every_village():
    state = fresh(3)
    state.grid = ["small", "medium", "large", "forest", "small", "small", "medium", "large",
                  "forest"]
    state.spaces = [[0], [0, 1, 1], [], [], [2, 0], [], [], [], []]
    # small a1: 0 alone, 3; medium b1: 1 has 2 -> 4, 0 -> 2; small b2: 0 later -> 6, 2 -> 3
    totals = {s.seat: dict((line.label, line.points) for line in s.lines)["Villages"]
              for s in state.scores()}
    assert totals == {0: 3 + 2 + 6, 1: 4, 2: 3}


@pytest.mark.parametrize("n", [3, 5])
def test_the_most_glory_wins_and_ties_go_to_village_glory_then_castles(n):
    state = fresh(n)
    for s in range(n):
        state.castles[s] = [1]
    state.loot[0] = {"ring": 1}  # 4 jewels + 1 castle = 5
    state.loot[1] = {"bracelet": 1}  # 2 + 1 castle + 2 village glory = 5
    state.grid[0], state.spaces[0] = "medium", [1]
    ranks = {s.seat: (s.total, s.rank) for s in state.scores()}
    assert ranks[0] == (5, 2) and ranks[1] == (5, 1)
    state.spaces[0] = []
    state.loot[1] = {"bracelet": 1, "pendant": 1}  # 2 + 3 + 1 = 6: most glory wins
    ranks = {s.seat: (s.total, s.rank) for s in state.scores()}
    assert ranks[1] == (6, 1) and ranks[0] == (5, 2)
    state.loot[1] = {"bracelet": 1}
    state.castles[1] = [3]  # 2 + 3 = 5: equal glory, equal villages, castles decide
    ranks = {s.seat: (s.total, s.rank) for s in state.scores()}
    assert ranks[1] == (5, 1) and ranks[0] == (5, 2)
    state.castles[0] = state.castles[1] = [2]
    state.loot[0] = state.loot[1] = {"pendant": 1}
    ranks = {s.seat: (s.total, s.rank) for s in state.scores()}
    assert ranks[0] == ranks[1] == (5, 1)  # still tied: the first place is shared


def test_the_breakdown_lists_every_part_under_the_same_labels_for_every_seat():
    state = fresh(3)
    state.loot[0] = {"bust": 1, "gold": 3, "ruby": 1}
    labels = [line.label for line in state.scores()[0].lines]
    assert labels == [line.label for line in state.scores()[1].lines]
    assert labels == ["Chests", "Garments", "Jewels", "Maid Marihen",
                      "Henchmen", "Castles", "Villages"]
    assert state.scores()[0].lines[0].points == 4 - 1
