"""The 26 knowledge tiles, each with its own rule (rulebook lines 502-554), and the
rulebook's examples for them."""

import pytest
from burghelper import line, new_game, pass_turn, play, points, turn_of

from glasshut.burgundy import data as D


def owner(n=2, *knowledge, **kwargs):
    """Seat 0's turn, owning these knowledge tiles (on board 1's yellow spaces)."""
    spaces = ["C4", "B4", "A4", "F3", "G2", "G3"]
    estate = dict(kwargs.pop("estate", {}))
    for k, number in enumerate(knowledge):
        estate[spaces[k]] = f"k{number}"
    return turn_of(new_game(n), 0, estate=estate, **kwargs)


def test_1_the_same_building_more_than_once_in_a_city():
    st = owner(2, 1, dice=(1, 1), storage=["bank"], estate={"E4": "bank"})
    assert "a:place bank E5" in st.legal_actions()


def test_2_each_mine_also_brings_a_worker_at_phase_end():
    # The same game with and without tile 2: the phase end differs by one worker per mine.
    workers = []
    for knowledge in ((2,), ()):
        st = owner(2, *knowledge, dice=(4, 1), storage=["mine"], workers=0, silverlings=0)
        play(st, "a:place mine E3")
        while st.phase == 0:
            pass_turn(st)
        workers.append(st.workers[0])
    assert workers[0] - workers[1] == 1


def test_3_a_sale_brings_two_silverlings_also_from_a_warehouse():
    st = owner(2, 3, dice=(4, 3), goods={4: 1, 2: 1}, silverlings=0, storage=["warehouse"])
    play(st, "a:sell 4")
    assert st.silverlings[0] == 2
    play(st, "b:place warehouse C3", "sell 2")
    assert st.silverlings[0] == 4


def test_4_a_sale_also_brings_a_worker():
    st = owner(2, 4, dice=(4, 3), goods={4: 1}, workers=0)
    play(st, "a:sell 4")
    assert st.workers[0] == 1


def test_5_a_ship_may_empty_two_neighbouring_goods_spaces():
    st = owner(2, 5, dice=(2, 4), storage=["ship"], goods={},
               depot_goods={1: [1], 2: [2], 3: [3], 4: [], 5: [], 6: [6]})
    play(st, "a:place ship D3")
    legal = st.legal_actions()
    assert {"goods 1+2", "goods 2+3", "goods 1+6"} <= set(legal)
    assert "goods 3+4" not in legal  # depot 4 has no goods
    play(st, "goods 1+2")
    assert st.goods[0][0] == 1 and st.goods[0][1] == 1


def test_6_the_purchase_may_come_from_any_depot_still_once_a_turn():
    st = owner(2, 6, dice=(4, 3), silverlings=4, storage=[], depots={0: ["bank"],
                                                                       5: ["ship"]})
    legal = st.legal_actions()
    assert "buy black bank" in legal and "buy 5 ship" in legal
    play(st, "buy 5 ship")
    assert not any(a.startswith("buy") for a in st.legal_actions())


def test_7_example_each_scoring_animal_tile_one_point_more():
    # Rulebook example: 3 sheep join a pasture with 4 sheep: (3+1) + (4+1) = 9; a later
    # 2-pig tile there scores 3.
    st = owner(2, 7, dice=(1, 2), storage=["sheep3", "pig2"],
               estate={"C3": "bank", "C2": "sheep4"})
    play(st, "a:place sheep3 B2")
    assert points(st, 0, "animals") == 9
    play(st, "b:place pig2 B1")
    assert points(st, 0, "animals") == 12


def test_8_example_a_worker_turns_a_die_up_to_two():
    # Rulebook example: a 6 becomes a 3 with 2 workers.
    st = owner(2, 8, dice=(6, 1), workers=2)
    play(st, "a-2", "a-")
    assert st.dice[0][0] == 3 and st.workers[0] == 0


@pytest.mark.parametrize("number, tile, target, die", [
    (9, "bank", "C3", 2), (9, "bank", "C3", 4),
    (10, "ship", "D3", 1), (10, "ship", "D3", 3),
    (11, "mine", "E3", 3), (11, "mine", "E3", 5),
])
def test_9_10_11_placing_some_colours_with_a_die_one_off(number, tile, target, die):
    st = owner(2, number, dice=(die, die), storage=[tile])
    assert f"a:place {tile} {target}" in st.legal_actions()
    without = turn_of(new_game(2), 0, dice=(die, die), storage=[tile])
    assert f"a:place {tile} {target}" not in without.legal_actions()


def test_10_covers_animals_too_and_11_castles():
    st = owner(2, 10, 11, dice=(5, 5), storage=["cow2", "castle"],
               estate={"C3": "bank", "E4": "bank", "E5": "bank", "F5": "bank"})
    legal = st.legal_actions()
    assert "a:place castle B3" in legal  # B3 shows 6
    assert "a:place cow2 E6" not in legal  # E6 shows 2: too far
    st.dice[0] = [1, 1]
    st._legal = None
    assert "a:place cow2 E6" in st.legal_actions()


def test_12_taking_a_tile_with_a_die_one_off():
    st = owner(2, 12, dice=(3, 3), depots={2: ["bank"], 4: ["ship"], 5: ["mine"]})
    legal = st.legal_actions()
    assert "a:take 2 bank" in legal and "a:take 4 ship" in legal
    assert "a:take 5 mine" not in legal


def test_13_taking_workers_also_brings_a_silverling_but_not_from_a_boarding_house():
    st = owner(2, 13, dice=(3, 5), workers=0, silverlings=0, storage=["boardinghouse"])
    play(st, "b:workers")
    assert st.workers[0] == 2 and st.silverlings[0] == 1
    play(st, "a:place boardinghouse E4")
    assert st.workers[0] == 6 and st.silverlings[0] == 1


def test_14_taking_workers_brings_four():
    st = owner(2, 14, dice=(3, 5), workers=0)
    play(st, "a:workers")
    assert st.workers[0] == 4


def test_15_example_three_points_per_goods_kind_sold():
    # Rulebook example (Dario): 4 red, 3 violet, 3 pink and 1 orange sold: 4 kinds, 12.
    st = owner(2, 15)
    st.sold[0] = [0, 3, 3, 4, 0, 1]
    assert line(st, 0, "Knowledge 15: goods kinds sold") == 12


def test_16_to_23_example_four_points_per_building_of_the_type():
    # Rulebook example (Benno): tiles 17 and 22, 2 watchtowers and 4 banks: 24 points.
    st = owner(2, 17, 22, estate={"C3": "watchtower", "E4": "watchtower", "E1": "bank",
                                  "E5": "bank", "B5": "bank", "F1": "bank"})
    assert line(st, 0, "Knowledge 17: watchtowers") == 8
    assert line(st, 0, "Knowledge 22: banks") == 16


@pytest.mark.parametrize("number", range(16, 24))
def test_16_to_23_each_tile_counts_its_own_building(number):
    building = D.KNOWLEDGE_BUILDING[number]
    st = owner(2, number, estate={"C3": building, "E4": building})
    lines = [x for x in st.scores()[0].lines if x.label.startswith(f"Knowledge {number}:")]
    assert [x.points for x in lines] == [8]


def test_24_example_four_points_per_animal_kind():
    # Rulebook example (Anna): 1 cow, 1 hen and 3 sheep tiles: 3 kinds, 12 points.
    st = owner(2, 24, estate={"A1": "cow2", "B1": "hen3", "B2": "sheep2", "C1": "sheep3",
                              "C2": "sheep4"})
    assert line(st, 0, "Knowledge 24: animal kinds") == 12


def test_25_example_one_point_per_goods_tile_sold():
    # Rulebook: Dario with this tile would get 11 points for his 11 sold tiles.
    st = owner(2, 25)
    st.sold[0] = [0, 3, 3, 4, 0, 1]
    assert line(st, 0, "Knowledge 25: goods tiles sold") == 11


def test_26_two_points_per_bonus_tile_large_or_small():
    st = owner(2, 26)
    st.bonus_claims["M"] = [0, 1]
    st.bonus_claims["W"] = [1, 0]
    assert line(st, 0, "Knowledge 26: bonus tiles") == 4


def test_every_knowledge_tile_exists_once():
    from glasshut.burgundy.state import BurgundyState  # noqa: F401

    normal = D.NORMAL_SUPPLY[D.KNOWLEDGE]
    black = [t for t in D.BLACK_SUPPLY if D.tile_colour(t) == D.KNOWLEDGE]
    assert sorted(normal + black, key=lambda t: int(t[1:])) == list(D.KNOWLEDGE_TILES)
    assert sorted(int(t[1:]) for t in black) == list(D.BLACK_KNOWLEDGE)
