"""The rulebook's worked examples, replayed on the engine (line numbers of the rulebook)."""

from grhelper import choose, goods, new, pick, set_goods

from glasshut.glassroad.production import gain, settle
from glasshut.glassroad.scoring import lines


def test_gaining_two_sand_from_the_start_turns_the_glassworks_once():
    # Lines 234-254: from the start position, 2 sand empties sector 0; one turn makes 1 Glass.
    st = new(3)
    wheels = st.players[0].wheels
    gain(wheels, "sand", 2)
    assert settle(wheels) == {"g": 1}
    assert wheels["g"] == {"sand": 1, "food": 0, "charcoal": 1, "water": 2, "wood": 3, "glass": 1}


def test_wheel_turns_once_then_stops_when_glass_reaches_three():
    # Lines 414-420: sand 0 -> 2, water 2, wood 3, food and charcoal 4, glass 2:
    # one turn (glass 3), then sector 0 is still empty but the refined sector is full.
    st = new(3)
    wheels = st.players[0].wheels
    wheels["g"].update(sand=0, water=2, wood=3, food=4, charcoal=4, glass=2)
    gain(wheels, "sand", 2)
    assert settle(wheels) == {"g": 1}
    assert wheels["g"] == {"sand": 1, "food": 3, "charcoal": 3, "water": 1, "wood": 2, "glass": 3}
    assert settle(wheels) == {}


def _resolve_alone(st, card):
    """Seat 0 of a 3-player game plays `card` with nobody else holding it."""
    pool = ["pit_worker", "pond_builder", "feudal_lord", "cultivator", "supplier", "woodcutter"]
    others = [c for c in pool if c != card][:5]
    choose(st, {0: [card, *others[:4]], 1: others, 2: others})
    pick(st, {0: card, 1: "pit_worker", 2: "pit_worker"})


def test_charcoal_burner_alone_pays_one_wood_for_six_charcoal_on_two_wheels():
    # Lines 369-373 and 806: alone, 1 Wood gives 3 + 3 Charcoal, each 3 on a wheel of choice.
    st = new(3)
    _resolve_alone(st, "charcoal_burner")
    assert st.current == {"card": "charcoal_burner", "by": 0, "forced": [], "both": True}
    set_goods(st, 0, g={"charcoal": 0}, b={"charcoal": 0, "clay": 0})  # no wheel turns
    st.apply("ability:1:+g")
    st.apply("ability:2:+b")
    w = goods(st, 0)
    assert w["g"]["wood"] == 3 and w["g"]["charcoal"] == 3 and w["b"]["charcoal"] == 3


def test_charcoal_burner_shared_pays_one_wood_for_three_charcoal():
    st = new(3)
    hand = ["charcoal_burner", "pit_worker", "pond_builder", "feudal_lord", "cultivator"]
    choose(st, {0: hand, 1: hand, 2: ["supplier", *hand[1:]]})
    pick(st, {0: "charcoal_burner", 1: "pit_worker", 2: "pit_worker"})
    assert st.current["forced"] == [1] and not st.current["both"]
    set_goods(st, 0, g={"charcoal": 0}, b={"charcoal": 0, "clay": 0})
    st.apply("ability:1:+b")
    # One ability only: the resolution ends and seat 1 resolves its forced copy.
    assert st.to_move() == 1
    assert goods(st, 0)["g"]["wood"] == 3 and goods(st, 0)["b"]["charcoal"] == 3


def test_forced_play_example_mary_adele_chris_tim():
    # Lines 348-356: Mary and Adele pick the Forest Manager face down; Chris holds one in hand;
    # Tim never chose it. Mary's reveal forces Chris (one ability each); Adele alone gets both.
    st = new(4)
    fm = "forest_manager"
    rest = ["pit_worker", "pond_builder", "woodcutter", "clay_worker"]
    choose(st, {0: [fm, *rest], 1: [fm, *rest], 2: [fm, *rest], 3: ["supplier", *rest]})
    pick(st, {0: fm, 1: fm, 2: "pit_worker", 3: "woodcutter"})
    assert st.current == {"card": fm, "by": 0, "forced": [2], "both": False}
    assert st.players[2].forced == [fm]
    assert st.players[1].facedown == fm  # Adele may not reveal it out of turn
    st.apply("ability:2:wood")  # Mary: one ability, then Chris resolves his copy
    assert st.to_move() == 2
    st.apply("ability:1")
    st.apply("at:9")
    assert st.to_move() == 1  # Adele reveals next
    assert st.current == {"card": fm, "by": 1, "forced": [], "both": True}
    actions = st.legal_actions()
    assert "ability:1" in actions and "ability:2:wood" in actions


def test_colony_scores_half_a_point_per_sand_unrounded():
    # Line 527: 3 Quartz sand left make the Glassmaker's Colony worth 1.5 points.
    st = new(2)
    set_goods(st, 0, g={"sand": 3})
    colony = [line for line in lines(st.players[0]) if line.label == "Glassmaker's Colony"]
    assert colony[0].points == 1.5
    assert st.scores()[0].total == 1.5


def test_an_upgrade_replaces_its_start_buildings_points():
    # Line 531: the Forest Hut on the Forest Glassworks scores its own 2, not the Glass.
    st = new(2)
    set_goods(st, 0, g={"glass": 3})
    before = {line.label: line.points for line in lines(st.players[0])}
    assert before["Forest Glassworks"] == 3
    st.players[0].upgrades["forest_glassworks"] = "forest_hut"
    after = {line.label: line.points for line in lines(st.players[0])}
    assert "Forest Glassworks" not in after and after["Forest Hut"] == 2


def test_water_carrier_order_matters():
    # Lines 826-828: with room for only 3 more Water, using the second ability first lets
    # the wheel turn after the sand, making room for the first ability's 2 Water.
    st = new(3)
    _resolve_alone(st, "water_carrier")
    set_goods(st, 0, g={"water": 4, "sand": 0, "food": 2, "charcoal": 1, "wood": 3, "glass": 0})
    st.apply("ability:2:-g")  # pay 1 Food from the Glassworks: food 1; water 6, sand 1 -> turn
    w = goods(st, 0)["g"]
    assert w == {"water": 5, "sand": 0, "food": 0, "charcoal": 0, "wood": 2, "glass": 1}
    st.apply("ability:1")
    assert goods(st, 0)["g"]["water"] == 7 and goods(st, 0)["g"]["wood"] == 3


def test_solo_example_draws_one_then_chooses_one_of_two_and_sets_them_aside():
    # Lines 569: Pit Worker, Cultivator and Water Carrier chosen; one is drawn at random and
    # gives one ability; the player picks one of the other two for both abilities; the three
    # cannot be chosen in period 2 and are available again in period 3.
    st = new(1, seed=3)
    chosen = ["pit_worker", "cultivator", "water_carrier"]
    choose(st, {0: chosen})
    drawn = st.current["card"]
    assert drawn in chosen and st.current["both"] is False
    while st.stack[-1]["k"] == "resolve":
        st.apply("done")
    remaining = sorted(set(chosen) - {drawn})
    assert sorted(a for a in st.legal_actions() if a.startswith("play:")) == [
        f"play:{c}" for c in remaining
    ]
    st.apply(f"play:{remaining[0]}")
    assert st.current["both"] is True
    while st.period == 1:
        st.apply("done" if "done" in st.legal_actions() else st.legal_actions()[0])
    assert st.period == 2
    assert not any(a in st.legal_actions() for a in (f"choose:{c}" for c in chosen))
    assert st.stack[-1]["n"] == 4
    choose(st, {0: ["woodcutter", "clay_worker", "fish_farmer", "feudal_lord"]})
    while st.period == 2:
        st.apply("done" if "done" in st.legal_actions() else st.legal_actions()[0])
    assert all(f"choose:{c}" in st.legal_actions() for c in chosen)
    assert st.stack[-1]["n"] == 5


def test_cultivator_pond_then_sand_island_beside_it_gives_two_sand():
    # Line 666: alone with the Cultivator, a Pond next to an empty space, then the Sand
    # Island on that space: 2 Quartz sand.
    st = new(3)
    _resolve_alone(st, "cultivator")
    st.rows["immediate"][0] = "sand_island"
    st.stacks["immediate"] = [b for b in st.stacks["immediate"] if b != "sand_island"]
    set_goods(st, 0, g={"food": 0, "sand": 0})  # so the Glassworks does not turn
    st.apply("ability:1:pond")
    st.apply("at:14")
    st.apply("ability:2")
    st.apply("build:sand_island")  # space 9 is the only empty one: it is taken at once
    assert st.players[0].cells[9] == "sand_island" and goods(st, 0)["g"]["sand"] == 2


def test_supplier_gift_can_wait_for_a_trade_first():
    # Lines 683-684: with 7 Wood, a player trades Wood away before taking the gift.
    st = new(3)
    st.players[1].cells[9] = "cooperage"
    _resolve_alone(st, "supplier")
    set_goods(st, 1, g={"wood": 7, "water": 2, "food": 0})
    st.apply("ability:1:wood")
    assert st.to_move() == 1
    st.apply("use:cooperage")
    st.apply("gift:take")
    assert goods(st, 1)["g"]["wood"] == 7 and goods(st, 1)["g"]["water"] == 4


def test_supplier_gift_is_not_offered_onto_a_wheel_already_at_seven():
    # Line 682: a good cannot be gained on a wheel that already shows seven of it. Food
    # sits on both wheels: with 7 on the Glassworks only the Brickworks (or refusing) is
    # offered, and with 7 on both only refusing, the prompt saying why.
    from glasshut.glassroad.view import prompt

    st = new(3)
    _resolve_alone(st, "supplier")
    set_goods(st, 1, g={"food": 7}, b={"food": 3})
    set_goods(st, 2, g={"food": 7}, b={"food": 7})
    st.apply("ability:1:food+g")
    assert st.to_move() == 1
    gifts = {a for a in st.legal_actions() if a.startswith("gift:")}
    assert gifts == {"gift:take:+b", "gift:refuse"}
    assert "Glassworks already shows 7 Food" in prompt(st)
    st.apply("gift:take:+b")
    assert goods(st, 1)["b"]["food"] == 4
    assert st.to_move() == 2
    assert {a for a in st.legal_actions() if a.startswith("gift:")} == {"gift:refuse"}
    assert "you already have 7 Food" in prompt(st)
