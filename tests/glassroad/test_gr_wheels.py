"""The production wheels: turning, caps, the shared Food and Charcoal, and transactions."""

from grhelper import choose, goods, new, pick, set_goods

from glasshut.glassroad.production import amount, gain, pay, settle


def test_a_wheel_turns_while_no_basic_good_is_at_zero_and_refined_is_below_three():
    wheels = new(2).players[0].wheels
    wheels["g"].update(sand=3, food=3, charcoal=3, water=3, wood=5, glass=0)
    # One process: three turns in a row, stopped by the goods reaching 0.
    assert settle(wheels) == {"g": 3}
    assert wheels["g"] == {"sand": 0, "food": 0, "charcoal": 0, "water": 0, "wood": 2, "glass": 3}


def test_the_brickworks_turns_on_clay_food_and_charcoal():
    wheels = new(2).players[0].wheels
    gain(wheels, "charcoal", 2, "b")
    assert settle(wheels) == {"b": 1}
    assert wheels["b"] == {"clay": 0, "food": 1, "charcoal": 1, "brick": 1}


def test_caps_basic_goods_stop_at_seven_refined_at_three():
    wheels = new(2).players[0].wheels
    assert gain(wheels, "wood", 5) == 3 and wheels["g"]["wood"] == 7
    assert gain(wheels, "brick", 9) == 3 and wheels["b"]["brick"] == 3


def test_food_and_charcoal_have_a_token_on_each_wheel():
    wheels = new(2).players[0].wheels
    assert amount(wheels, "food") == 3 and amount(wheels, "charcoal") == 2
    pay(wheels, "food", 1, "b")
    assert wheels["b"]["food"] == 1 and wheels["g"]["food"] == 1


def test_no_turn_in_the_middle_of_paying_a_building():
    # Paying 1 Wood and 1 Glass: had the wheel turned after the Glass, the Wood would be
    # gone; it turns only once the whole cost is paid (and then it cannot: Wood is at 0).
    st = new(3)
    pool = ["pit_worker", "pond_builder", "feudal_lord", "supplier", "woodcutter"]
    choose(st, {0: ["cultivator", *pool[:4]], 1: pool, 2: pool})
    pick(st, {0: "cultivator", 1: "pit_worker", 2: "pit_worker"})
    st.rows["processing"][0] = "carving_workshop"
    set_goods(st, 0, g={"sand": 1, "food": 1, "charcoal": 1, "water": 1, "wood": 1, "glass": 3})
    st.apply("ability:2")
    st.apply("build:carving_workshop")
    assert goods(st, 0)["g"] == {
        "sand": 1,
        "food": 1,
        "charcoal": 1,
        "water": 1,
        "wood": 0,
        "glass": 2,
    }


def test_the_turning_loop_serves_other_wheel_shapes_too():
    # The same machine with several outputs and a turn limit (as Black Forest's Cooking
    # wheel needs): it stops at the limit, at an empty input or at a full output.
    from glasshut.common.wheel import turn_while_due

    counts = {"porridge": 5, "meat": 2, "charcoal": 4, "a": 0, "b": 1}
    assert turn_while_due(counts, ("porridge", "meat", "charcoal"), ("a", "b"), 3) == 2
    assert counts == {"porridge": 3, "meat": 0, "charcoal": 2, "a": 2, "b": 3}
    counts = {"x": 5, "y": 0}
    assert turn_while_due(counts, ("x",), ("y",), top=9, limit=3) == 3


def test_every_trade_may_turn_the_wheels_and_tiles_come_off_at_any_decision():
    st = new(3)
    st.players[0].cells[9] = "sand_pit"
    pool = ["pit_worker", "pond_builder", "feudal_lord", "supplier", "woodcutter"]
    choose(st, {0: pool, 1: pool, 2: pool})
    # Sand 0 -> 2 by the Sand Pit (paying 1 Water): the Glassworks turns right after.
    st.apply("use:sand_pit")
    assert goods(st, 0)["g"] == {
        "sand": 1,
        "food": 0,
        "charcoal": 1,
        "water": 1,
        "wood": 3,
        "glass": 1,
    }
    st.apply("remove:7")
    assert st.players[0].cells[7] == "" and st.to_move() == 0


def test_a_two_good_gain_may_leave_one_good_out_to_keep_a_wheel_still():
    # Rule P1: take fewer. The Water Carrier's 2 Water and 1 Wood, without the Wood: Wood
    # stays at 0 and the Glassworks does not turn.
    st = new(3)
    pool = ["pit_worker", "pond_builder", "feudal_lord", "supplier", "woodcutter"]
    choose(st, {0: ["water_carrier", *pool[:4]], 1: pool, 2: pool})
    pick(st, {0: "water_carrier", 1: "pit_worker", 2: "pit_worker"})
    set_goods(st, 0, g={"sand": 1, "food": 2, "charcoal": 1, "water": 1, "wood": 0, "glass": 0})
    assert "ability:1:-g:no-wood" in st.legal_actions()
    st.apply("ability:1:-g:no-wood")
    assert goods(st, 0)["g"] == {
        "sand": 1,
        "food": 1,
        "charcoal": 1,
        "water": 3,
        "wood": 0,
        "glass": 0,
    }


def test_black_forest_turns_its_wheels_on_the_same_machine():
    # One machine for both games: Black Forest keeps its markers in a list, so the wheel
    # is indexed by marker number there and by good name here.
    from glasshut.blackforest import production as black_forest
    from glasshut.common.wheel import Wheel
    from glasshut.glassroad import production as glass_road

    wheels = [black_forest.GLASSMAKING, black_forest.COOKING]
    assert all(isinstance(w, Wheel) for w in wheels + list(glass_road.WHEEL_MACHINES.values()))
    cooking_like = Wheel((0, 1, 2), (3, 4), 3)
    full = [2, 1, 1, 0, 3]  # an output at its top: no turn
    assert not cooking_like.due(full) and cooking_like.turn(full) == 0
    markers = [2, 1, 1, 0, 2]
    assert cooking_like.due(markers)
    assert cooking_like.turn(markers) == 1 and markers == [1, 0, 0, 1, 3]
    assert not cooking_like.due(markers)
