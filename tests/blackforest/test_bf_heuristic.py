"""The bots' view of a Black Forest position: points now plus what can still score."""

import statistics

from bfhelper import situation
from pytest import approx

from glasshut.blackforest import GAME, data
from glasshut.blackforest import heuristic as H
from glasshut.blackforest.state import BlackForestState
from glasshut.bots import choose
from glasshut.core.game import Seat
from glasshut.core.rng import Rng


def new(n: int, seed: int = 1) -> BlackForestState:
    return GAME.new_state(seed, [Seat(f"P{i}") for i in range(n)])


def play_out(state, level="random", seed=0):
    rng = Rng(seed)
    while not state.is_over():
        if level == "random":
            state.apply(rng.choice(state.legal_actions()))
        else:
            state.apply(choose(state, None, level, seed=rng.next_u64()))
    return state


def test_turns_left_solo_counts_the_pawns_still_to_place():
    state = new(1)
    assert H.turns_left(state, 0) == data.SOLO_YEARS * 5  # 25 turns
    state.year, state.solo_used = 5, [True, True, True, False, False]
    assert H.turns_left(state, 0) == 2
    assert H.turns_left(play_out(new(1, 2)), 0) == 0


def test_turns_left_with_players_follows_the_nearest_hourglass():
    state = new(2)
    # Nobody has cooked: every player is HOURGLASS + 1 (the lower marker holds 1) away.
    gap = data.HOURGLASS + 1
    assert H.turns_left(state, 0) == 1 + H.TURNS_PER_HOURGLASS_STEP * gap
    state.players[1].cooking_steps = 5  # 5 - 1 = 4: two steps from the end
    assert H.turns_left(state, 0) == 1 + H.TURNS_PER_HOURGLASS_STEP * 2
    # Once the end is triggered, each seat has its last turn or none.
    state.final_turns_left, state.current = 1, 1
    assert [H.turns_left(state, s) for s in (0, 1)] == [0, 1]


def test_stock_is_worth_points_and_less_as_the_end_nears():
    state = new(1)
    base = H.evaluate(state, 0)
    assert base > state.scores()[0].total  # the starting resources count for something
    plan = H.plan_value(state, state.players[0])
    state.players[0].markers[data.BRICK] += 3
    # 25 turns: full weight (and the brick may bring a Building nearer)
    nearer = H.plan_value(state, state.players[0]) - plan
    assert H.evaluate(state, 0) - base == approx(3 * H.WEIGHTS["brick"] + nearer)
    # With 2 turns left a third of that weight remains (2 / horizon 6).
    late = new(1)
    late.year, late.solo_used = 5, [True, True, True, False, False]
    before = H.evaluate(late, 0)
    plan = H.plan_value(late, late.players[0])
    late.players[0].markers[data.BRICK] += 3
    gained = H.evaluate(late, 0) - before
    nearer = H.plan_value(late, late.players[0]) - plan
    assert gained == approx((3 * H.WEIGHTS["brick"] + nearer) * 2 / H.WEIGHTS["horizon"])


def test_a_building_within_reach_is_a_plan_worth_more_the_nearer_it_is():
    state = new(1, 6)
    me = state.players[0]
    target = max(state.available_buildings, key=lambda b: data.BUILDINGS[b]["vp"])
    cost = state.building_costs[target]
    name, n = next((k, v) for k, v in cost.items() if k in data.SINGLE_MARKER)
    values = []
    for missing in (3, 1, 0):
        for k in range(len(me.markers)):
            me.markers[k] = 0  # nothing but this Building's price, less `missing`
        for k, v in cost.items():
            if k in data.SINGLE_MARKER:
                me.markers[data.SINGLE_MARKER[k]] = v
            elif k == "charcoal":
                me.markers[data.CHARCOAL_GLASS] = v
        me.markers[data.SINGLE_MARKER[name]] = max(0, n - missing)
        values.append(H.plan_value(state, me))
    assert 0 < values[0] < values[1] < values[2]
    # Affordable now: the best Building it can pay for, with its points and use.
    ready = max((data.BUILDINGS[b]["vp"] + H.WEIGHTS["building_use"]) * H.WEIGHTS["plan"]
                for b in state.available_buildings
                if H._shortfall(me, state.building_costs[b]) == 0)
    assert values[2] == approx(ready)
    # Nothing toward any Building: no plan.
    for k in range(len(me.markers)):
        me.markers[k] = 0
    me.estates = [[data.EMPTY] * len(e) for e in me.estates]
    me.pigs = me.cattle = me.progress = 0
    if all(H._shortfall(me, state.building_costs[b]) > H.AIM_REACH
           for b in state.available_buildings):
        assert H.plan_value(state, me) == 0


def test_plan_surplus_counts_only_what_a_building_adds_to_the_price_held():
    # With "plan_surplus" at 1 the price in hand, which counts already (each unit by
    # its weight, a glass also by its point), is taken off the plan's Building, and a
    # Building worth more than its price looks better built than kept. (The chosen
    # weights leave it at 0: docs/performance.md, issue #16's seventh round.)
    state = situation(
        "act P0; P0 at V1.1 zero glass=2 brick=1 wood=1;"
        " V1 Herder Builder Lumberjack Brickmaker; avail 12A"
    )
    state.available_buildings = ["12A"]  # the Charcoal Pile: 5 points for 2 glass, brick, wood
    me, w = state.players[0], dict(H.WEIGHTS, plan_surplus=1.0)
    held = 2 * (1 + w["glass"]) + w["brick"] + w["wood"]
    assert H.plan_value(state, me, w) == approx((5 + w["building_use"] - held) * w["plan"])
    assert H.plan_value(state, me, dict(w, plan_surplus=0.0)) == approx(6 * w["plan"])
    before = H.evaluate(state, 0, w)
    state.apply("visit Builder")  # the only Building on offer: straight to placing it
    state.apply("place 12A E0:0,3")
    assert "12A" in state.players[0].buildings
    assert H.evaluate(state, 0, w) > before


def test_at_the_end_only_the_final_scores_count():
    solo = play_out(new(1, 3))
    assert H.evaluate(solo, 0) == solo.scores()[0].total
    duo = play_out(new(2, 4))
    scores = duo.scores()
    for me in (0, 1):
        other = scores[1 - me]
        edge = 0.5 if scores[me].rank < other.rank else -0.5
        assert H.evaluate(duo, me) == scores[me].total - other.total + edge


def test_the_cooking_wheel_counts_its_goods_as_sets():
    # The wheel turns only on porridge, meat and Cooking charcoal together: beyond its
    # own weight, the good that makes two of the three is worth more than the first,
    # and the whole next set is worth the dial's points for that step.
    state = new(1)
    me = state.players[0]
    for marker in (data.PORRIDGE, data.MEAT, data.CHARCOAL_COOK):
        me.markers[marker] = 0
    values = [H.evaluate(state, 0)]
    for marker in (data.PORRIDGE, data.MEAT):
        me.markers[marker] = 1
        values.append(H.evaluate(state, 0))
    first = values[1] - values[0] - H.WEIGHTS["porridge"]
    second = values[2] - values[1] - H.WEIGHTS["meat"]
    assert 0 < first < second
    early = H.cooking_value(me)
    me.cooking_steps = 6  # the 7th step scores 2 points (data.COOKING_POINTS), not 1
    assert H.cooking_value(me) == approx(2 * early)
    me.markers[data.CHARCOAL_COOK] = 1  # a whole set waiting (the wheel full)
    assert H.cooking_value(me) == approx(H.WEIGHTS["cook_set"] * 2)
    me.cooking_steps = data.COOKING_MAX_STEPS  # the dial at its end: sets are no use
    assert H.cooking_value(me) == 0


def test_a_lead_counts_more_the_fewer_turns_are_left():
    state = new(2)
    me = state.players[0]
    me.markers[data.GLASS], me.cooking_steps = 3, 5  # 3 glass and 5 Cooking points: 8 ahead
    # 5 - 3: four steps from the end
    me.markers[data.PROVISIONS_A] = me.markers[data.PROVISIONS_B] = 3
    early = H.evaluate(state, 0)
    me.markers[data.PROVISIONS_A] = 0  # 5 - 0: one step from the end
    late = H.evaluate(state, 0)
    assert 0 < early < late
    assert H.evaluate(state, 1) < 0  # and the seat behind sees it as a deficit


def test_the_state_hands_the_bots_this_evaluation():
    state = new(3, 5)
    for seat in range(3):
        assert state.evaluate(seat) == H.evaluate(state, seat)


def test_greedy_scores_more_solo_with_it_than_with_points_alone(monkeypatch):
    # Measured over seeds 1-3: 21.7 mean with the estimate, 16 with points alone.
    def greedy_solo(seed):
        return play_out(new(1, seed), "greedy", seed).scores()[0].total

    seeds = (1, 2, 3)
    informed = [greedy_solo(s) for s in seeds]
    # Without the hook the bots fall back to the points on the board now.
    monkeypatch.setattr(BlackForestState, "evaluate", None)
    plain = [greedy_solo(s) for s in seeds]
    assert statistics.mean(informed) >= statistics.mean(plain) + 3


def test_a_player_keeps_a_way_out_and_bots_grow_impatient_in_overtime():
    # Without provisions a player cannot travel or move the hourglass: the first two
    # are worth more than the rest.
    state = new(2)
    me = state.players[0]
    me.markers[data.PROVISIONS_A] = me.markers[data.PROVISIONS_B] = 0
    values, cooking = [], []
    for k in range(4):
        me.markers[data.PROVISIONS_A] = k
        values.append(H.stock_value(state, 0))
        cooking.append(H.cooking_value(me))
    steps = [b - a for a, b in zip(values, values[1:], strict=False)]
    assert steps[0] == approx(steps[1]) and steps[1] > steps[2]
    # The third is a plain provision, less what it costs the Cooking set on the wheel
    # (a full marker stops the wheel).
    assert steps[2] == approx(H.WEIGHTS["provisions"] + cooking[3] - cooking[2])
    # P1 giving up a provision (one hourglass step nearer the end) pleases P0; past
    # OVERTIME_ROUNDS it pleases P1 too: every bot then wants the end to come.
    me.markers[data.PROVISIONS_A], me.markers[data.PROVISIONS_B] = 1, 2  # as dealt
    spent = state.clone()
    spent.players[1].markers[data.PROVISIONS_A] = 0
    assert H.hourglass(spent) == H.hourglass(state) + 1
    for rounds, pleased in (
        (H.OVERTIME_ROUNDS, (True, False)),
        (H.OVERTIME_ROUNDS + 2, (True, True)),
    ):
        state.turn_number = spent.turn_number = 2 * rounds
        assert [H.evaluate(spent, s) > H.evaluate(state, s) for s in (0, 1)] == list(pleased)


def test_in_overtime_goods_towards_the_next_cooking_set_bring_the_end_nearer():
    # One step short of the end, the last step needs a whole Cooking set: past
    # OVERTIME_ROUNDS each kind held (porridge, meat, Cooking charcoal) counts as a
    # third of an hourglass step, so gathering the set is worth doing for its own sake.
    state = new(2)
    me = state.players[0]
    me.markers[data.PORRIDGE] = 0
    fed = state.clone()
    fed.players[0].markers[data.PORRIDGE] = 1
    assert H.cooking_progress(fed, 0)[1] == H.cooking_progress(state, 0)[1] + 1

    def gain(rounds):
        state.turn_number = fed.turn_number = 2 * rounds
        return H.evaluate(fed, 0) - H.evaluate(state, 0)

    # Before overtime the round does not change what porridge is worth.
    assert gain(H.OVERTIME_ROUNDS - 5) == approx(gain(H.OVERTIME_ROUNDS))
    extra = 3  # rounds past OVERTIME_ROUNDS
    assert gain(H.OVERTIME_ROUNDS + extra) - gain(H.OVERTIME_ROUNDS) == approx(
        H.WEIGHTS["impatience"] * extra / 3)


def test_aim_names_what_the_seat_can_nearly_pay_for_from_public_facts_only():
    state = new(2, 6)
    me = state.players[0]
    target = state.available_buildings[0]
    cost = state.building_costs[target]
    # Give the seat exactly what that Building costs in resources, nothing else.
    for k in range(len(me.markers)):
        me.markers[k] = 0
    for name, n in cost.items():
        if name in data.SINGLE_MARKER:
            me.markers[data.SINGLE_MARKER[name]] = n
        elif name in ("charcoal", "provisions"):
            me.markers[data.CHARCOAL_GLASS if name == "charcoal" else data.PROVISIONS_A] = n
    aim = state.aim(0)
    assert aim is not None
    names = {data.BUILDINGS[b]["name"]: state.building_costs[b]
             for b in state.available_buildings}
    jobs = {f"{data.JOB_NAMES[j]} Job": data.JOBS[j][1]
            for j in (*state.village_jobs, *state.location_jobs) if j}
    costs = {**names, **jobs}
    shortfall = {name: H._shortfall(me, c) for name, c in costs.items()}
    assert shortfall[aim] == min(shortfall.values()) <= H.AIM_REACH
    assert aim in names or shortfall[aim] < min(shortfall[n] for n in names)
    # The Job pile is face down: its order never changes the aim.
    hidden = state.clone()
    hidden.job_pile.reverse()
    assert hidden.aim(0) == aim
    # Far from everything: no aim.
    for k in range(len(me.markers)):
        me.markers[k] = 0
    me.estates = [[data.EMPTY] * len(e) for e in me.estates]
    me.pigs = me.cattle = me.progress = 0
    assert all(H._shortfall(me, c) > 0 for c in costs.values())
    if min(H._shortfall(me, c) for c in costs.values()) > H.AIM_REACH:
        assert state.aim(0) is None


def test_the_table_says_what_a_bot_is_after_and_never_a_persons_aim():
    from glasshut.core.match import Match
    from glasshut.ui.messages import msg
    from glasshut.ui.table import render_recent

    for kind, level in (("bot", "greedy"), ("human", "")):
        match = Match.new("blackforest", 3, [Seat("Me"), Seat("Other", kind, level)])
        rng = Rng(4)
        # Play until the other seat has taken a whole turn and it is Me's move again.
        while not (match.state.to_move() == 0 and any(e.seat == 1 for e in match.log)):
            match.play(rng.choice(match.state.legal_actions()))
        line = render_recent(match, 0)
        target = match.state.aim(1)
        assert target, "the second seat should be near something at the start"
        said = msg("log.aim", summary="", target=target)
        assert (said in line.replace("&#x27;", "'")) == (kind == "bot")


def test_a_set_on_a_stopped_cooking_wheel_counts_for_less():
    # A refined marker at its top stops the Cooking wheel: the set waiting on it is
    # worth "cook_blocked" of what it is worth on a wheel that turns.
    me = new(1, 3).players[0]
    me.cooking_steps = 5
    for marker, amount in ((data.PORRIDGE, 1), (data.MEAT, 1), (data.CHARCOAL_COOK, 1),
                           (data.PROVISIONS_A, 1), (data.PROVISIONS_B, 1),
                           (data.COMMODITIES, 2)):
        me.markers[marker] = amount
    turning = H.cooking_value(me)
    assert turning > 0
    for full in (data.PROVISIONS_A, data.PROVISIONS_B, data.COMMODITIES):
        me.markers[full] = data.REFINED_CAP
        assert H.cooking_value(me) == approx(H.WEIGHTS["cook_blocked"] * turning)
        me.markers[full] = 1 if full != data.COMMODITIES else 2
