"""The rules named in the issue, one test each, the rule said in our own words first."""

import pytest
from grhelper import OTHERS, alone, choose, goods, new, pick, set_goods

from glasshut.core.game import Seat
from glasshut.glassroad import GAME, data
from glasshut.glassroad.turn import building_count


# -- setup ------------------------------------------------------------------------------
@pytest.mark.parametrize("n,size", [(1, 4), (2, 4), (3, 4), (4, 5)])
def test_building_board_has_three_rows_of_four_or_five(n, size):
    # Rule: 4 Buildings per row with 1-3 players, 5 with 4; each row from its own stack.
    st = new(n)
    for row in data.BUILDING_ROWS:
        assert len(st.rows[row]) == size
        assert all(data.BUILDINGS[b].kind == row for b in st.rows[row])
        assert len(st.stacks[row]) == 31 - size


def test_a_first_four_player_game_may_use_the_smaller_board():
    # Rulebook line 195: with 4 players for the first time, the 1-3 player side.
    st = new(4, small_board=True)
    assert all(len(st.rows[row]) == 4 for row in data.BUILDING_ROWS)


def test_introductory_game_uses_only_the_marked_buildings():
    st = new(4, intro=True)
    on_board = [b for row in st.rows.values() for b in row]
    in_stacks = [b for s in st.stacks.values() for b in s]
    assert all(data.BUILDINGS[b].intro for b in on_board + in_stacks)
    assert len(on_board + in_stacks) == sum(1 for b in data.BUILDINGS.values() if b.intro)


def test_start_landscape_wheels_and_start_buildings():
    # Rule: 6 Forests, 2 Pits, 2 Groves, 2 Ponds; Glassworks sand 0 food 1 charcoal 2
    # water 3 wood 4 glass 0; Brickworks clay 1 food 2 charcoal 0 brick 0; 3 Start buildings.
    p = new(2).players[0]
    assert len(p.forests) == 6 and p.cells.count("forest") == 12
    assert [p.cells.count(t) for t in ("pit", "grove", "pond")] == [2, 2, 2]
    assert p.wheels["g"] == {"sand": 0, "food": 1, "charcoal": 2, "water": 3, "wood": 4, "glass": 0}
    assert p.wheels["b"] == {"clay": 1, "food": 2, "charcoal": 0, "brick": 0}
    assert p.upgrades == {b: "" for b in data.START_BUILDINGS}


def test_period_counts_and_options():
    assert new(3).periods == 4 and new(3, long=True).periods == 5 and new(1).periods == 7
    with pytest.raises(ValueError):
        new(1, long=True)
    with pytest.raises(ValueError):
        new(2, intro="yes")
    with pytest.raises(ValueError):
        new(2, start_player=2)
    with pytest.raises(ValueError):
        GAME.new_state(1, [Seat(f"P{i}") for i in range(5)])


# -- the secret choice and card rounds ---------------------------------------------------------
def test_each_player_chooses_five_of_fifteen_in_secret():
    st = new(3)
    assert st.to_move() == 0 and len(st.legal_actions()) == 15
    st.apply("choose:woodcutter")
    assert "choose:woodcutter" not in st.legal_actions()
    for c in OTHERS[:4]:
        st.apply(f"choose:{c}")
    assert st.to_move() == 1
    seen = st.view(1)["players"][0]
    assert seen["chosen"] is None and seen["hand"] is None and seen["has_chosen"]
    assert st.view(1)["players"][1]["has_chosen"] is False
    assert "woodcutter" not in st.describe("choose:pit_worker")


def test_face_down_cards_stay_hidden_until_revealed():
    st = new(3)
    choose(st, {0: OTHERS, 1: OTHERS, 2: OTHERS})
    st.apply("pick:supplier")
    assert st.view(1)["players"][0]["facedown"] is True
    assert st.view(0)["players"][0]["facedown"] == "supplier"
    assert "supplier" not in st.describe("pick:cultivator").lower()


def test_forced_plays_stop_once_both_indentations_are_full():
    # Rule: a copy in hand must be played while an indentation is free; never more than two.
    st = new(3)
    choose(
        st,
        {
            0: ["pit_worker", "feudal_lord", "woodcutter", "clay_worker", "water_carrier"],
            1: ["pit_worker", "pond_builder", "feudal_lord", "cultivator", "supplier"],
            2: ["pond_builder", "woodcutter", "clay_worker", "water_carrier", "fish_farmer"],
        },
    )
    pick(st, {0: "pit_worker", 1: "cultivator", 2: "pond_builder"})
    while st.card_round == 1:
        acts = st.legal_actions()
        st.apply("done" if "done" in acts else acts[0])
    assert st.players[1].forced == ["pit_worker", "pond_builder"]
    pick(st, {0: "feudal_lord", 1: "supplier", 2: "fish_farmer"})
    assert st.current["card"] == "feudal_lord" and st.current["forced"] == []
    assert st.players[1].hand == ["feudal_lord"]  # held, but no indentation is free
    assert st.current["both"] is True


def test_entry_fee_is_paid_once_and_not_at_all_when_unused():
    st = new(3)
    alone(st, "clay_worker")
    set_goods(st, 0, g={"water": 3}, b={"clay": 0, "food": 0})
    st.apply("ability:1")
    st.apply("ability:2")
    w = goods(st, 0)
    assert w["g"]["water"] == 2 and w["b"]["clay"] == 4
    st2 = new(3)
    alone(st2, "clay_worker")
    set_goods(st2, 0, g={"water": 3})
    st2.apply("done")  # played, not used: nothing paid
    assert goods(st2, 0)["g"]["water"] == 3


def test_an_ability_whose_fee_cannot_be_paid_is_not_offered():
    st = new(3)
    alone(st, "builder")
    set_goods(st, 0, g={"food": 0}, b={"food": 0})
    assert not any(a.startswith("ability") for a in st.legal_actions())


def test_both_abilities_only_when_alone_and_never_one_twice():
    st = new(3)
    alone(st, "woodcutter")
    set_goods(st, 0, g={"wood": 0, "water": 0})
    st.apply("ability:1")
    st.apply("clear:0")
    assert not any(a.startswith("ability:1") for a in st.legal_actions())
    st.apply("ability:2")  # the fee (a Forest) is not paid again
    assert len(st.players[0].forests) == 5 and goods(st, 0)["g"]["wood"] == 4


# -- each Specialist ------------------------------------------------------------------------
def test_feudal_lord_draws_one_building_of_each_stack_into_a_private_offer():
    st = new(3)
    alone(st, "feudal_lord")
    sizes = {r: len(s) for r, s in st.stacks.items()}
    reveals = st.reveals
    st.apply("ability:1")
    assert len(st.players[0].offer) == 3 and st.reveals > reveals
    assert all(len(st.stacks[r]) == sizes[r] - 1 for r in sizes)
    st.apply("ability:2")
    assert goods(st, 0)["g"]["wood"] == 5 and goods(st, 0)["b"]["clay"] == 2


def test_forest_manager_new_grove_counts_for_its_second_ability():
    # Rulebook line 642: the new Grove already pays back.
    st = new(3)
    alone(st, "forest_manager")
    set_goods(st, 0, g={"wood": 0, "water": 0})
    st.apply("ability:1")
    st.apply("at:9")
    assert st.players[0].cells[9] == "grove" and goods(st, 0)["g"]["wood"] == 1
    st.apply("ability:2:wood")
    assert goods(st, 0)["g"]["wood"] == 4  # 3 Groves


def test_pit_worker_and_pond_builder_count_their_tiles():
    st = new(3)
    alone(st, "pit_worker")
    set_goods(st, 0, b={"food": 0})
    st.apply("ability:2:clay")
    assert goods(st, 0)["b"]["clay"] == 3  # 1 + 2 Pits
    st2 = new(3)
    alone(st2, "pond_builder")
    st2.apply("ability:2:water")
    assert goods(st2, 0)["g"]["water"] == 5


def test_cultivator_places_a_tile_of_choice_and_builds():
    st = new(3)
    alone(st, "cultivator")
    st.apply("ability:1:pond")
    st.apply("at:14")
    assert st.players[0].cells[14] == "pond"
    assert "ability:2" in st.legal_actions()


def test_supplier_gives_two_and_each_opponent_may_take_one():
    st = new(3)
    alone(st, "supplier")
    st.apply("ability:1:clay")
    assert goods(st, 0)["b"]["clay"] == 3
    assert st.to_move() == 1 and "gift:take" in st.legal_actions()
    st.apply("gift:take")
    assert st.to_move() == 2
    st.apply("gift:refuse")
    assert goods(st, 1)["b"]["clay"] == 2 and goods(st, 2)["b"]["clay"] == 1
    assert st.to_move() == 0  # back to the Supplier for its second ability


def test_solo_supplier_gives_one():
    st = new(1, seed=5)
    choose(st, {0: ["supplier", "woodcutter", "clay_worker"]})
    while st.current.get("card") != "supplier":
        if st.stack[-1]["k"] == "play":
            st.apply("play:supplier")
            break
        st.apply("done")
    set_goods(st, 0, g={"food": 0})  # so the Glassworks does not turn
    st.apply("ability:1:sand")
    assert goods(st, 0)["g"]["sand"] == 1


def test_builder_needs_food_and_builds_twice():
    st = new(3)
    alone(st, "builder")
    set_goods(st, 0, g={"wood": 7, "glass": 3, "food": 1}, b={"clay": 7, "brick": 3})
    st.apply("ability:1:-g")
    assert st.stack[-1]["k"] == "build" and not any(
        a.startswith("use:") for a in st.legal_actions()
    )
    first = st.legal_actions()[0]
    st.apply(first)
    if st.stack[-1]["k"] == "site":
        st.apply(st.legal_actions()[0])
    while st.stack[-1]["k"] != "resolve":
        st.apply(st.legal_actions()[-1])
    assert goods(st, 0)["g"]["food"] == 0
    assert any(a.startswith("ability:2") for a in st.legal_actions())


def test_carpenter_slash_and_burn_fees_remove_a_forest():
    st = new(3)
    alone(st, "slash_and_burn_farmer")
    set_goods(st, 0, g={"charcoal": 0}, b={"food": 0, "charcoal": 0, "clay": 0})
    # The ability is chosen first (6 ways at most: ability and wheel), then the Forest on
    # the board: 6 Forests were 6 times as many buttons.
    abilities = [a for a in st.legal_actions() if a.startswith("ability:")]
    assert sorted(abilities) == ["ability:1:+b", "ability:1:+g", "ability:2:+b", "ability:2:+g"]
    st.apply("ability:1:+b")
    assert st.stack[-1]["k"] == "clear" and "done" not in st.legal_actions()
    assert sorted(st.legal_actions()) == sorted(f"clear:{c}" for c in (0, 2, 5, 10, 15, 17))
    assert "Forest at row 4, column 3 for the Slash-and-burn Farmer" in st.describe("clear:17")
    st.apply("clear:17")
    assert st.players[0].cells[17] == st.players[0].cells[18] == ""
    assert "ability:2:+b" in st.legal_actions()  # the fee is paid once
    st.apply("ability:2:+b")
    assert goods(st, 0)["b"]["charcoal"] == 2 and goods(st, 0)["b"]["food"] == 2
    st2 = new(3)
    alone(st2, "carpenter")
    st2.apply("ability:1")
    st2.apply("clear:0")
    assert goods(st2, 0)["g"]["wood"] == 5 and len(st2.players[0].forests) == 5


def test_the_carpenters_forest_makes_room_for_its_building():
    st = new(3)
    alone(st, "carpenter")
    player = st.players[0]
    for cell, value in enumerate(player.cells):
        if value == "":
            player.cells[cell] = "pit"  # no empty space left
    set_goods(st, 0, g={"wood": 7, "glass": 3}, b={"clay": 7, "brick": 3})
    assert "ability:2" in st.legal_actions()  # the Forest it clears will be the space
    st.apply("ability:2")
    assert st.stack[-1]["k"] == "clear"
    st.apply("clear:5")
    assert st.stack[-1]["k"] == "build" and player.cells[5] == player.cells[6] == ""


def test_fuel_collector_counts_cards_left_in_hand():
    st = new(3)
    alone(st, "fuel_collector")
    set_goods(st, 0, b={"charcoal": 0, "clay": 0})
    st.apply("ability:1:charcoal+b")
    assert goods(st, 0)["b"]["charcoal"] == 4  # 4 cards still in hand in round 1


def test_fish_farmer_pays_charcoal_from_either_wheel():
    st = new(3)
    alone(st, "fish_farmer")
    set_goods(st, 0, g={"charcoal": 2, "food": 0}, b={"clay": 0})
    st.apply("ability:2:-g:food+b")
    assert goods(st, 0)["g"]["charcoal"] == 1 and goods(st, 0)["b"]["food"] == 4


# -- end of a period -------------------------------------------------------------------------
def _finish_period(st):
    period = st.period
    while st.period == period and not st.is_over():
        acts = st.legal_actions()
        if st.stack[-1]["k"] == "choose":
            raise AssertionError("period ended unexpectedly")
        st.apply("done" if "done" in acts else acts[0])


def test_end_of_period_discards_leftovers_refills_rows_and_passes_the_goblet():
    st = new(3)
    choose(st, {s: OTHERS for s in range(3)})
    st.rows["processing"][0] = ""
    for _ in range(3):
        pick(st, {s: st.players[s].hand[0] for s in range(3)})
        rnd = st.card_round
        while st.card_round == rnd and st.period == 1:
            acts = st.legal_actions()
            st.apply("done" if "done" in acts else acts[0])
    assert st.period == 2 and st.start_player == 1
    assert all(not p.hand and not p.forced for p in st.players)
    assert all(st.rows["processing"])


def test_three_players_last_period_goes_to_fewest_buildings():
    st = new(3)
    st.period = 3
    st.players[0].cells[9] = "shed"
    st.players[2].cells[9] = "shed"
    from glasshut.glassroad.turn import next_start_player

    assert next_start_player(st) == 1
    st.players[1].cells[14] = "storage"
    st.players[1].upgrades["glassmakers_colony"] = "artists_colony"  # upgrades do not count
    assert building_count(st.players[1]) == 1
    assert next_start_player(st) == 1  # a tie: the first tied seat after the start player


def test_long_game_fifth_period_start_player_skips_the_fourth_one_with_three():
    st = new(3, long=True)
    st.period, st.start_player = 4, 1
    from glasshut.glassroad.turn import next_start_player

    assert next_start_player(st) == 2  # all tied; seat 1 ignored
    st4 = new(4, long=True)
    st4.period, st4.start_player = 4, 2
    st4.players[3].cells[9] = "shed"
    assert next_start_player(st4) == 0


# -- two players -----------------------------------------------------------------------------
def _done_all(st):
    while st.stack and st.stack[-1]["k"] in ("resolve", "gift"):
        acts = st.legal_actions()
        st.apply("done" if "done" in acts else "gift:refuse")


def test_two_players_play_face_up_until_one_runs_out_and_three_left_play_one_alone():
    # Rule: turns alternate from the start player; a copy in the other hand is forced; the
    # period ends when a hand is empty; a player left with 3 cards may play one alone.
    st = new(2, start_player=1)
    choose(
        st,
        {
            0: ["woodcutter", "pit_worker", "pond_builder", "feudal_lord", "cultivator"],
            1: ["clay_worker", "water_carrier", "fish_farmer", "woodcutter", "pit_worker"],
        },
    )
    assert st.to_move() == 1
    for seat, card in [
        (1, "clay_worker"),
        (0, "woodcutter"),
        (1, "water_carrier"),
        (0, "pit_worker"),
        (1, "fish_farmer"),
    ]:
        assert st.to_move() == seat and st.stack[-1]["k"] == "play"
        st.apply(f"play:{card}")
        assert st.view(1 - seat)["players"][seat]["played"][-1] == card  # face up
        _done_all(st)
    assert st.players[1].forced == ["woodcutter", "pit_worker"] and not st.players[1].hand
    assert st.phase == "duel_end" and st.to_move() == 0
    assert {"pass", "play:cultivator", "play:feudal_lord", "play:pond_builder"} <= set(
        st.legal_actions()
    )
    st.apply("play:cultivator")
    assert st.current["both"] is True
    _done_all(st)
    assert st.period == 2


# -- anytime actions and the end -------------------------------------------------------------
def test_processing_trades_and_removal_are_offered_at_own_decisions_only():
    st = new(3)
    st.players[0].cells[9] = "cooperage"
    alone(st, "woodcutter")
    acts = st.legal_actions()
    assert "use:cooperage" in acts and "remove:7" in acts
    st.apply("use:cooperage")
    assert goods(st, 0)["g"]["wood"] == 3 and goods(st, 0)["g"]["water"] == 5
    st.apply("ability:1")
    assert "use:cooperage" not in st.legal_actions()  # not in the middle of paying the fee
    st.apply("clear:0")
    st.apply("done")
    assert st.to_move() == 1 and "use:cooperage" not in st.legal_actions()


def test_a_player_answering_on_another_turn_may_trade_first():
    st = new(3)
    st.players[1].cells[9] = "cooperage"
    alone(st, "supplier")
    st.apply("ability:1:wood")
    assert st.to_move() == 1 and "use:cooperage" in st.legal_actions()


def test_no_trade_in_the_middle_of_building():
    st = new(3)
    st.players[0].cells[9] = "cooperage"
    alone(st, "cultivator")
    set_goods(st, 0, g={"wood": 7, "glass": 3}, b={"clay": 7, "brick": 3})
    st.apply("ability:2")
    assert all(a.startswith("build:") for a in st.legal_actions())


def test_after_the_last_period_everyone_may_trade_then_the_game_ends_and_ties_share():
    st = new(2)
    st.players[0].cells[9] = "cooperage"
    st.period = st.periods
    while st.phase != "final":
        acts = st.legal_actions()
        st.apply(
            "done"
            if "done" in acts
            else "gift:refuse"
            if "gift:refuse" in acts
            else next((a for a in acts if a.startswith(("choose", "play", "pass"))), acts[0])
        )
    assert st.stack[-1]["k"] == "final"
    while not st.is_over():
        st.apply("finish")
    scores = st.scores()
    totals = [s.total for s in scores]
    assert [s.rank for s in scores] == [1 + sum(t > x for t in totals) for x in totals]
