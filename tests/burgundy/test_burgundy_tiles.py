"""What each six-sided tile does when added: ships, animals, castles, mines and the
eight buildings (rulebook lines 214-260, 262-328, 375-381)."""

import pytest
from burghelper import line, new_game, pass_turn, play, points, space, turn_of

from glasshut.burgundy import data as D

# Board 1 around the start castle (D4): C3 city (die 3), C4 knowledge (1), D3 river (2),
# D5 river (5), E3 mine (4), E4 city (3).


# -- ships --------------------------------------------------------------------------------
def test_a_ship_takes_all_goods_of_one_depot_of_choice_whatever_the_die():
    st = turn_of(new_game(2), 0, dice=(2, 6), storage=["ship"], goods={},
                 depot_goods={1: [], 2: [4, 4], 3: [], 4: [], 5: [6], 6: []})
    play(st, "a:place ship D3")
    assert st.legal_actions() == ["goods 2", "goods 5"]
    play(st, "goods 2")
    assert st.goods[0][3] == 2 and st.depot_goods[2] == []


def test_ship_example_goods_that_do_not_fit_stay_behind():
    # Rulebook example (Carla): she holds two kinds; the goods space has one of those and
    # two new kinds; the known kind joins its pile, and she keeps one of the new kinds.
    st = turn_of(new_game(2), 0, dice=(2, 6), storage=["ship"], goods={1: 1, 4: 1},
                 depot_goods={1: [], 2: [], 3: [1, 3, 5], 4: [], 5: [], 6: []})
    play(st, "a:place ship D3")
    assert st.goods[0][0] == 2  # the blue one joined her blue good at once
    assert st.legal_actions() == ["keep 3", "keep 5"]
    play(st, "keep 3")
    assert st.goods[0][2] == 1 and st.depot_goods[3] == [5]
    assert st.to_move() == 0 and st.stack == [["turn"]]


def test_a_ship_moves_its_owner_up_the_turn_order_on_top_of_a_tower():
    st = turn_of(new_game(3), 2, dice=(2, 5), storage=["ship", "ship"],
                 depot_goods={d: [] for d in range(7)}, estate={"D3": ""})
    play(st, "a:place ship D3")
    assert st.track[2][0] == 1
    assert st.turn_order()[0] == 2
    turn_of(st, 0, dice=(2, 5), storage=["ship"])
    play(st, "a:place ship D3")
    # Seat 0 joins seat 2 on the same space, on top: it goes first now.
    assert st.track[0][0] == st.track[2][0] == 1
    assert st.turn_order()[:2] == [0, 2]


def test_the_next_round_follows_the_new_turn_order():
    st = new_game(2, seed=3)
    assert st.round_order == [0, 1]
    pass_turn(st)
    turn_of(st, 1, dice=(2, 4), storage=["ship"], depot_goods={d: [] for d in range(7)})
    st.round_order = [0, 1]
    st.turn_index = 1
    play(st, "a:place ship D3")
    pass_turn(st)
    assert st.round == 2 and st.round_order == [1, 0] and st.to_move() == 1


# -- animals ------------------------------------------------------------------------------
def test_animal_example_four_cows_next_to_three_cows_score_seven_then_eleven():
    # Rulebook example: a 4-cow tile joins a pasture with 3 cows: 4 + 3 = 7; another
    # 4-cow tile in that pasture later: 4 + 4 + 3 = 11.
    st = turn_of(new_game(2), 0, dice=(1, 2), storage=["cow4", "cow4"],
                 estate={"C3": "bank", "C2": "cow3", "C1": "pig2", "E6": "cow2"})
    play(st, "a:place cow4 B2")
    assert points(st, 0, "animals") == 7
    play(st, "b:place cow4 B1")
    assert points(st, 0, "animals") == 18


def test_animals_of_another_pasture_or_kind_do_not_score_again():
    st = turn_of(new_game(2), 0, dice=(2, 1), storage=["cow2"],
                 estate={"E4": "bank", "E5": "bank", "F5": "bank", "C2": "cow4"})
    # E6 is a pasture of its own (die 2), next to E5.
    play(st, "a:place cow2 E6")
    assert points(st, 0, "animals") == 2


# -- castles and mines ---------------------------------------------------------------------
def test_a_castle_gives_an_extra_action_with_any_number():
    st = turn_of(new_game(2), 0, dice=(6, 1), storage=["castle", "mine"], goods={2: 1},
                 estate={"C3": "bank"}, depots={3: ["bank"], 5: ["ship"]})
    play(st, "a:place castle B3")
    legal = st.legal_actions()
    assert st.stack[-1] == ["extra"]
    assert {"x:take 3 bank", "x:take 5 ship", "x:place mine E3", "x:sell 2",
            "x:workers"} <= set(legal)
    play(st, "x:place mine E3")
    assert st.estates[0][space("E3")] == "mine" and st.stack == [["turn"]]


def test_mines_pay_a_silverling_each_at_the_end_of_every_phase():
    st = turn_of(new_game(2), 0, dice=(4, 1), storage=["mine"], silverlings=0,
                 depots={1: []})
    play(st, "a:place mine E3")
    pass_turn(st)
    silver = st.silverlings[0]
    while st.phase == 0:
        pass_turn(st)
    assert st.silverlings[0] == silver + 1


# -- buildings -------------------------------------------------------------------------------
def test_warehouse_sells_a_kind_of_choice_without_a_die():
    st = turn_of(new_game(2), 0, dice=(3, 1), storage=["warehouse"], goods={2: 2, 5: 1},
                 silverlings=0)
    play(st, "a:place warehouse C3")
    assert st.legal_actions() == ["sell 2", "sell 5", "pass"]
    play(st, "sell 2")
    assert st.goods[0][1] == 0 and st.silverlings[0] == 1 and points(st, 0, "sales") == 4


def test_watchtower_scores_four():
    st = turn_of(new_game(2), 0, dice=(3, 1), storage=["watchtower"])
    play(st, "a:place watchtower E4")
    assert points(st, 0, "watchtowers") == 4


@pytest.mark.parametrize("building, wanted, unwanted", [
    ("carpenter", ["gain 2 bank", "gain 5 church"], ["gain 4 ship", "gain 1 mine"]),
    ("church", ["gain 1 mine", "gain 3 k5", "gain 6 castle"], ["gain 2 bank", "gain 4 ship"]),
    ("market", ["gain 4 ship", "gain 6 pig3"], ["gain 1 mine", "gain 2 bank"]),
])
def test_workshop_church_and_market_take_a_tile_of_their_colours_from_a_numbered_depot(
    building, wanted, unwanted
):
    st = turn_of(new_game(2), 0, dice=(3, 1), storage=[building],
                 depots={0: ["bank", "castle", "ship", "k7"], 1: ["mine"], 2: ["bank"],
                         3: ["k5"], 4: ["ship"], 5: ["church"], 6: ["castle", "pig3"]})
    play(st, f"a:place {building} E4")
    legal = st.legal_actions()
    assert set(wanted) <= set(legal) and "pass" in legal
    assert not set(unwanted) & set(legal)
    assert not any(" 0 " in a for a in legal)  # never the black depot
    play(st, wanted[0])
    tile = wanted[0].split()[-1]
    assert st.storage[0] == [tile]


def test_boarding_house_gives_four_workers_and_bank_two_silverlings():
    st = turn_of(new_game(2), 0, dice=(3, 3), storage=["boardinghouse", "bank"], workers=0,
                 silverlings=0)
    play(st, "a:place boardinghouse E4", "b:place bank C3")
    assert st.workers[0] == 4 and st.silverlings[0] == 2


def test_city_hall_adds_another_stored_tile_with_any_number():
    st = turn_of(new_game(2), 0, dice=(3, 1), storage=["cityhall", "mine"])
    play(st, "a:place cityhall C3")
    assert st.legal_actions() == ["x:place mine E3", "pass"]
    play(st, "x:place mine E3")
    assert st.estates[0][space("E3")] == "mine"


def test_chains_city_hall_places_a_castle_which_gives_an_action():
    st = turn_of(new_game(2), 0, dice=(3, 1), storage=["cityhall", "castle", "bank"],
                 estate={"E4": "market", "C4": "k20"})
    play(st, "a:place cityhall C3", "x:place castle B3")
    assert st.stack[-1] == ["extra"]
    play(st, "x:place bank E5")  # ... and that action adds a bank
    assert st.estates[0][space("E5")] == "bank" and st.silverlings[0] == 3


def test_each_building_type_only_once_per_city():
    # E4, E5, F4, F5, G4 are one city on board 1.
    st = turn_of(new_game(2), 0, dice=(1, 1), storage=["bank", "market"],
                 estate={"E4": "bank"})
    legal = st.legal_actions()
    assert "a:place market E5" in legal and "a:place bank E5" not in legal


def test_a_building_whose_advantage_is_gone_may_still_be_added():
    st = turn_of(new_game(2), 0, dice=(3, 1), storage=["market"],
                 depots={d: [] for d in range(1, 7)})
    play(st, "a:place market E4")
    assert st.estates[0][space("E4")] == "market" and st.stack == [["turn"]]


# -- completing regions and colours -------------------------------------------------------------
def test_a_completed_region_scores_its_size_and_the_phase_bonus():
    # C3 is a 1-space city: 1 point plus 10 in phase A.
    st = turn_of(new_game(2), 0, dice=(3, 1), storage=["bank"])
    play(st, "a:place bank C3")
    assert points(st, 0, "regions") == 1 and points(st, 0, "phase_bonus") == 10


@pytest.mark.parametrize("phase, bonus", enumerate(D.PHASE_BONUS))
def test_the_phase_bonus_falls_from_ten_to_two(phase, bonus):
    st = turn_of(new_game(2), 0, dice=(4, 1), storage=["mine"], estate={"F2": "mine",
                                                                          "G1": "mine"})
    st.phase = phase
    play(st, "a:place mine E3")
    assert points(st, 0, "regions") == 6 and points(st, 0, "phase_bonus") == bonus


@pytest.mark.parametrize("n", [2, 3, 4])
def test_colour_bonus_tiles_first_large_then_small_then_nothing(n):
    st = new_game(n)
    got = []
    for seat in range(n):
        turn_of(st, seat, dice=(4, 1), storage=["mine"], estate={"F2": "mine", "G1": "mine"})
        play(st, "a:place mine E3")
        got.append(line(st, seat, "Colour bonus tiles"))
    assert got[:3] == [n + 3, n, 0][: len(got[:3])]
    assert st.bonus_claims["M"] == [0, 1]


def test_a_ship_with_no_goods_on_the_board_still_moves_up():
    st = turn_of(new_game(2), 0, dice=(2, 6), storage=["ship"],
                 depot_goods={d: [] for d in range(7)})
    play(st, "a:place ship D3")
    assert st.stack == [["turn"]] and st.track[0][0] == 1


def test_a_single_goods_space_with_goods_is_emptied_without_asking():
    st = turn_of(new_game(2), 0, dice=(2, 6), storage=["ship"], goods={},
                 depot_goods={1: [], 2: [], 3: [], 4: [3], 5: [], 6: []})
    play(st, "a:place ship D3")
    assert st.goods[0][2] == 1 and st.stack == [["turn"]]


def test_a_warehouse_with_no_goods_asks_nothing():
    st = turn_of(new_game(2), 0, dice=(3, 1), storage=["warehouse"], goods={})
    play(st, "a:place warehouse C3")
    assert st.stack == [["turn"]]


FILLERS = {"G": "cow2", "C": "castle", "Y": "k16", "W": "ship", "M": "mine", "B": "watchtower"}
LAST = {"G": "pig3", "C": "castle", "Y": "k17", "W": "ship", "M": "mine", "B": "bank"}


@pytest.mark.parametrize("colour", list(D.COLOURS))
def test_covering_every_space_of_a_colour_claims_its_bonus_tile(colour):
    # Everything is covered but the last space of this colour, which the die fits.
    colours = D.board_colours(1)
    centre = space("D4")  # the start castle's space stays as it is
    last = max(s for s in range(D.N_SPACES) if colours[s] == colour and s != centre)
    st = new_game(3)
    estate = {D.SPACE_NAMES[s]: FILLERS[colours[s]] for s in range(D.N_SPACES)
              if s != last and colours[s] != "C"}
    estate.update({D.SPACE_NAMES[s]: "castle" for s in range(D.N_SPACES)
                   if colours[s] == "C" and s != last})
    number = D.SPACE_NUMBERS[last]
    turn_of(st, 0, dice=(number, number), storage=[LAST[colour]], estate=estate,
            depot_goods={d: [] for d in range(7)})
    play(st, f"a:place {LAST[colour]} {D.SPACE_NAMES[last]}")
    assert st.bonus_claims[colour] == [0]
    assert points(st, 0, "colour_bonus") == 6  # the large tile with 3 players
