"""Wheels, a turn (swap, move, action, Begging), anytime actions and the end."""

from bfhelper import edited, grant, new_game, options_like, play, res, situation

from glasshut.blackforest import data


# -- resources and production -----------------------------------------------------
def test_basic_resources_cap_at_seven_refined_at_three():
    st = situation("P0 zero wood=6 glass=2")
    grant(st, 0, ("wood", 3))
    grant(st, 0, ("glass", 3))
    assert res(st, 0, "wood") == 7 and res(st, 0, "glass") == 3


def test_brick_track_caps_at_seven():
    st = situation("P0 zero brick=5")
    grant(st, 0, ("brick", 4))
    assert res(st, 0, "brick") == 7


def test_charcoal_is_gained_on_one_wheel_of_choice():
    st = situation("P0 zero")
    grant(st, 0, ("charcoal", 3))
    assert st.legal_actions() == ["gain charcoal@glass", "gain charcoal@cook"]
    play(st, "gain charcoal@glass")
    markers = st.players[0].markers
    assert markers[data.CHARCOAL_GLASS] == 3 and markers[data.CHARCOAL_COOK] == 0


def test_charcoal_is_spent_from_both_wheels():
    st = situation("P0 zero at V1.1 charcoal=1+2 build 03A@E0:0,3")
    play(st, "convert 03A")
    assert st.legal_actions() == ["pay charcoal 0+2", "pay charcoal 1+1"]


def test_provisions_may_be_split_over_both_markers():
    st = situation("P0 zero provisions=1+1")
    grant(st, 0, ("provisions", 2))
    assert st.legal_actions() == [
        "gain provisions 0+2", "gain provisions 1+1", "gain provisions 2+0"]


def test_glass_production_turns_the_dial_until_a_dark_space_fills():
    st = situation("P0 zero water=3 wood=3 charcoal=2+0")
    grant(st, 0, ("sand", 5))
    p = st.players[0]
    # 2 turns: the charcoal marker reaches 0 and fills the large section's dark space.
    assert res(st, 0, "glass") == 2 and p.markers[data.SAND] == 3 and p.glass_steps == 2


def test_production_happens_between_parts_of_a_reward_in_the_chosen_order():
    # The player picks the order of the parts; the dial turns between two parts.
    # Water first: water is already full, the extra water is lost, then sand produces.
    st = situation("P0 zero water=7 wood=1 charcoal=1+0")
    grant(st, 0, ("sand", 1), ("water", 1))
    assert st.legal_actions() == ["take sand", "take water"]
    play(st, "take water")
    assert res(st, 0, "glass") == 1 and res(st, 0, "water") == 6
    # Sand first: production uses a water, then the water part refills it.
    st = situation("P0 zero water=7 wood=1 charcoal=1+0")
    grant(st, 0, ("sand", 1), ("water", 1))
    play(st, "take sand")
    assert res(st, 0, "glass") == 1 and res(st, 0, "water") == 7


def test_no_production_while_paying():
    # Paying down a provisions marker from 3 frees the dial only after the payment.
    st = situation("P0 zero porridge=1 meat=1 charcoal=0+1 provisions=3+0 at V1.1;"
                   " V2 CattleFarmer PigFarmer Herder")
    play(st, "move V2.1")
    p = st.players[0]
    assert p.cooking_steps == 1
    assert (p.markers[data.PROVISIONS_A], p.markers[data.PROVISIONS_B]) == (3, 1)


def test_job_reminder_reveals_a_job_and_gives_a_basic_resource():
    st = edited(situation("P0 zero cook=1 porridge=1 meat=1"),
                lambda d: d["players"][0].update(reminder=True))
    before = st.reveals
    grant(st, 0, ("charcoal@cook", 1))
    assert st.reveals == before + 1
    assert "choose sand" in st.legal_actions() and "choose glass" not in st.legal_actions()
    play(st, "choose sand")
    assert res(st, 0, "sand") == 1


def test_second_player_to_reach_the_reminder_reveals_two_jobs_with_two_players():
    def one_moved(d):
        d["turn"]["reminders_moved"] = 1
        d["players"][1]["reminder"] = True

    st = edited(situation("P1 zero cook=1 porridge=1 meat=1"), one_moved)
    grant(st, 1, ("charcoal@cook", 1))
    assert sum(1 for j in st.village_jobs + st.location_jobs if j) == 2


def test_production_never_moves_a_marker_towards_the_hourglass():
    st = situation("P0 zero porridge=5 meat=5 provisions=0+0")
    p = st.players[0]
    gap = p.cooking_steps - min(p.markers[data.PROVISIONS_A], p.markers[data.PROVISIONS_B])
    grant(st, 0, ("charcoal@cook", 3))
    lower = min(p.markers[data.PROVISIONS_A], p.markers[data.PROVISIONS_B])
    assert p.cooking_steps == 3 and p.cooking_steps - lower == gap


# -- a turn ---------------------------------------------------------------------------
def test_first_turn_places_the_pawn_for_free():
    st = new_game(3)
    moves = options_like(st, "move ")
    assert len(moves) == 17 and all(m.startswith("move V") for m in moves)
    before = res(st, 0, "provisions")
    play(st, "move V3.2")
    assert res(st, 0, "provisions") == before


def test_moving_within_the_village_is_free_to_another_costs_the_cheapest_path():
    st = situation("P0 zero provisions=2+0 at V1.1; V4 CattleFarmer PigFarmer Herder")
    assert "move V1.2" in st.legal_actions()
    play(st, "move V4.1")  # V1-V3-V4 or V1-V5-V4: 2 paths
    assert res(st, 0, "provisions") == 0


def test_moving_needs_the_provisions():
    st = situation("P0 zero provisions=0+0 at V1.1")
    assert not [m for m in options_like(st, "move V") if not m.startswith("move V1")]


def test_mover_pays_each_player_there_who_may_decline():
    st = situation("P0 zero provisions=1+0 wood=1 sand=1 at V1.1; P1 at V2.2;"
                   " V2 CattleFarmer PigFarmer Herder")
    play(st, "move V2.1")
    assert st.legal_actions() == ["pay sand", "pay wood"]
    play(st, "pay wood")
    assert st.to_move() == 1 and "decline" in st.legal_actions()
    play(st, "decline")
    assert res(st, 0, "wood") == 0 and res(st, 1, "wood") == 3


def test_a_handed_resource_with_no_room_offers_only_decline_and_says_why():
    # A wheel never goes past 7: a player whose wood is at 7 cannot accept 1 more, so the
    # only choice is to decline, and the prompt says so rather than "accept or decline".
    from glasshut.blackforest.texts import decision

    st = situation("P0 zero provisions=1+0 wood=1 sand=1 at V1.1; P1 wood=7 at V2.2;"
                   " V2 CattleFarmer PigFarmer Herder")
    play(st, "move V2.1")
    play(st, "pay wood")
    assert st.to_move() == 1
    assert [a for a in st.legal_actions() if a.startswith(("accept", "decline"))] == ["decline"]
    assert "7 of 7" in decision(st) and "accept it or decline" not in decision(st)


def test_neutral_pawn_costs_a_resource_and_blocks_its_space():
    st = situation("P0 zero provisions=1+0 wood=1 at V1.1; neutral V2.2;"
                   " V2 CattleFarmer PigFarmer Herder")
    assert "move V2.2" not in st.legal_actions()
    play(st, "move V2.1")
    assert res(st, 0, "wood") == 0 and st.to_move() == 0


def test_two_player_setup_places_the_neutral_pawn():
    # The start player picks the village, the other player the space.
    st = new_game(2)
    assert st.to_move() == 0 and st.legal_actions()[0] == "neutral V1"
    play(st, "neutral V3")
    assert st.to_move() == 1 and st.legal_actions() == [
        "neutral V3.1", "neutral V3.2", "neutral V3.3", "neutral V3.4"]
    play(st, "neutral V3.4")
    assert st.to_move() == 0 and "move V3.4" not in st.legal_actions()


def test_swap_costs_a_commodity_once_per_turn_then_moves_the_neutral_pawn():
    st = situation("P0 zero commodities=2 at V1.1")
    play(st, "swap Lumberjack")
    assert options_like(st, "neutral V")
    play(st, st.legal_actions()[0])
    assert not options_like(st, "swap ") and res(st, 0, "commodities") == 1


def test_swap_exchanges_the_merchant_with_the_chosen_tradesperson():
    st = situation("P0 zero commodities=1 at V1.1", players=3)
    spot = {tp: (v, k) for v in range(5) for k, tp in enumerate(st.villages[v])}
    play(st, "swap Lumberjack")
    assert st.villages[spot["Lumberjack"][0]][spot["Lumberjack"][1]] == "TravelingMerchant"
    m = spot["TravelingMerchant"]
    assert st.villages[m[0]][m[1]] == "Lumberjack"


def test_begging_moves_the_pawn_to_the_centre_and_gives_a_provision():
    st = situation("P0 zero provisions=0+0 at V1.1")
    play(st, "beg", "gain provisions 1+0")
    assert st.players[0].pawn == 100 and res(st, 0, "provisions") == 1 and st.to_move() == 1


def test_begging_is_forced_when_no_move_is_possible():
    # No provisions and every other space of the village taken: the turn begs itself.
    st = situation("P0 zero clear provisions=0+0 at V2.1; P1 at V2.2; neutral V2.3")
    assert st.players[0].pawn == 101  # in the centre of V2
    assert st.legal_actions() == ["gain provisions 0+1", "gain provisions 1+0"]


def test_a_space_without_any_possible_action_cannot_be_chosen():
    st = situation("P0 zero provisions=1+0 at V1.1; V2 Brickmaker Butcher Lumberjack;"
                   " P0 clear")
    assert not options_like(st, "move V2")


def test_anytime_actions_at_turn_start_but_not_while_paying():
    st = situation("P0 zero charcoal=1+2 at V1.1 build 03A@E0:0,3")
    assert options_like(st, "remove field")
    play(st, "convert 03A")
    assert not options_like(st, "remove") and not options_like(st, "convert")


def test_removing_a_pasture_loses_animals_without_housing():
    st = situation("P0 zero cattle=4 E0:0,3=pasture")
    play(st, "remove pasture E0:0,3")
    assert st.players[0].cattle == 2


# -- the end ---------------------------------------------------------------------------
def _end_turn(st):
    while "end" not in st.legal_actions():
        st.apply(st.legal_actions()[0])
    st.apply("end")


def test_hourglass_triggers_one_last_turn_for_everyone():
    # At the end of a turn, a provisions marker at or past the hourglass triggers the
    # end; everyone, the trigger player included, takes one more turn.
    st = situation(f"P0 zero cook={data.HOURGLASS} provisions=0+2 at V1.1; P1 at V3.1;"
                   " P2 at V4.1; V1 PigFarmer CattleFarmer; act P0", players=3)
    play(st, "visit PigFarmer")
    _end_turn(st)
    assert st.end_triggered_by == 0 and st.final_turns_left == 3 and st.to_move() == 1
    for _ in range(3):
        play(st, "beg")
        while not st.is_over() and "beg" not in st.legal_actions():
            st.apply(st.legal_actions()[0])
    assert st.is_over()


def test_tie_break_favours_the_trigger_player_then_the_next_in_turn():
    def over(trigger):
        def change(d):
            d["over"], d["stack"] = True, []
            d["turn"].update(end_triggered_by=trigger, last=2,
                             final_turns_left=None if trigger is None else 0)
            del d["to_move"], d["legal_actions"]
        return change

    st = edited(situation("", players=3), over(2))
    assert [s.total for s in st.scores()] == [0, 0, 0]
    assert [s.rank for s in st.scores()] == [2, 3, 1]
    st = edited(st, over(None))
    assert [s.rank for s in st.scores()] == [1, 2, 3]


def test_the_end_needs_as_many_cooking_steps_as_the_hourglass():
    # A marker never holds fewer than 0 provisions, so the end needs HOURGLASS steps.
    st = situation(f"P0 zero cook={data.HOURGLASS - 1} provisions=0+0 at V1.1;"
                   " V1 PigFarmer CattleFarmer; act P0")
    play(st, "visit PigFarmer")
    _end_turn(st)
    assert st.end_triggered_by is None
