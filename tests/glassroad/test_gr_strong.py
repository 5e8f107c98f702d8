"""Glass Road's own Strong bot (bot.py): what its search looks at, and clear decisions."""

from grhelper import choose, new, set_goods

from glasshut.bots import make_thinker
from glasshut.bots.greedy import Greedy
from glasshut.core.rng import Rng
from glasshut.glassroad import bot
from glasshut.glassroad.data import BUILDINGS, EMPTY, STRONG_CANDIDATES, STRONG_TRADES_IN_A_ROW
from glasshut.glassroad.turn import is_anytime

HAND = ["builder", "woodcutter", "pit_worker", "pond_builder", "supplier"]
OTHER = ["clay_worker", "fish_farmer", "water_carrier", "feudal_lord", "charcoal_burner"]


def duel(seed: int = 1):
    """A 2-player game at seat 0's first play of the period."""
    st = new(2, seed=seed)
    choose(st, {0: HAND, 1: OTHER})
    assert st.phase == "duel" and st.to_move() == 0
    return st


def test_tiles_come_off_only_when_there_is_no_room():
    st = duel()
    legal = st.legal_actions()
    assert any(a.startswith("remove:") for a in legal)
    assert not any(a.startswith("remove:") for a in bot.considered(st, legal))
    cells = st.players[0].cells
    for c, v in enumerate(cells):
        if v == EMPTY:
            cells[c] = "pond"
    st._cache = None
    legal = st.legal_actions()
    kept = bot.considered(st, legal)
    assert any(a.startswith("remove:") for a in kept)
    assert [a for a in kept if not a.startswith("remove:")] == [
        a for a in legal if not a.startswith("remove:")
    ]


def test_no_more_anytime_actions_in_a_row_than_the_limit():
    st = duel()
    st.players[0].cells[0] = "clay_pit"  # a Processing building: water for 2 clay
    set_goods(st, 0, g={"water": 5})
    legal = st.legal_actions()
    assert any(a.startswith("use:clay_pit") for a in bot.considered(st, legal))
    st.anytime_run = STRONG_TRADES_IN_A_ROW
    kept = bot.considered(st, st.legal_actions())
    assert kept and not any(a.startswith(("use:", "remove:")) for a in kept)
    assert all(a.startswith("play:") for a in kept)


def test_the_hook_gives_glass_roads_own_bot_repeatably_without_touching_the_game():
    st = duel()
    before = st.digest()
    first = make_thinker(st, 0, "strong", seed=5, iterations=30)
    assert isinstance(first, bot.PeriodSearch)  # a card to play: the period played out
    choice = first.run()
    assert choice in st.legal_actions()
    assert make_thinker(st, 0, "strong", seed=5, iterations=30).run() == choice
    st.apply(choice)
    at_ability = st.digest()
    look = make_thinker(st, 0, "strong", seed=5, iterations=30)
    assert isinstance(look, Greedy)  # the card's abilities: the greedy look
    assert look.run() in st.legal_actions()
    assert make_thinker(st, 0, "strong", seed=5, iterations=30).run() == look.run()
    assert st.digest() == at_ability
    assert before != at_ability


def solo_at_a_card():
    """A solo game at the first card drawn of the period (the Pit Worker on seed 1)."""
    st = new(1, seed=1)
    for card in ("builder", "woodcutter", "pit_worker"):
        st.apply(f"choose:{card}")
    assert st.phase == "solo" and st.stack[-1]["k"] == "resolve"
    return st


def test_a_solo_decision_gets_the_turn_search():
    st = solo_at_a_card()
    search = make_thinker(st, 0, "strong", seed=5, iterations=30)
    assert isinstance(search, bot.GlassRoadSearch)
    assert search.run() in st.legal_actions()


def test_a_wide_decision_is_narrowed_to_the_best_looking_candidates():
    st = duel()
    st.players[0].cells[0] = "clay_pit"  # trades around the five cards in hand
    st.players[0].cells[1] = "charcoal_kiln"
    set_goods(st, 0, g={"wood": 6, "water": 3})
    assert len(bot.considered(st, st.legal_actions())) > STRONG_CANDIDATES
    search = bot.GlassRoadSearch(st, 0, iterations=24, seed=3)
    choice = search.run()  # the narrowing is the first part of the thinking
    assert len(search.legal) == STRONG_CANDIDATES and choice in search.legal
    assert set(search.legal) <= set(st.legal_actions())


def test_the_tree_is_handed_on_to_the_next_decision_of_the_turn():
    st = solo_at_a_card()
    first = make_thinker(st, 0, "strong", seed=2, iterations=60)
    assert isinstance(first, bot.GlassRoadSearch)
    choice = first.run()
    turn = st.turn_id()
    st.apply(choice)
    assert st.to_move() == 0 and st.turn_id() == turn  # another decision of the same card
    second = make_thinker(st, 0, "strong", seed=2, iterations=60, previous=(first, choice))
    assert second.reused > 0
    # Not the position that choice led to: nothing is handed on.
    other = solo_at_a_card()
    set_goods(other, 0, g={"wood": 6})
    other.apply(choice)
    assert bot.strong_bot(other, 0, iterations=10, seed=2, previous=(first, choice)).reused == 0


def test_a_card_to_play_is_valued_by_playing_the_period_out_for_every_seat():
    st = duel()
    before = st.digest()
    search = bot.strong_bot(st, 0, iterations=40, seed=7)
    assert isinstance(search, bot.PeriodSearch)
    assert search.plans == [(f"play:{c}",) for c in sorted(HAND)]  # no trades at the root
    choice = search.run()
    stats = search.stats()
    assert sum(visits for visits, _ in stats.values()) == 40
    assert set(stats) == set(search.plans)  # every card tried at least once
    assert (choice,) == search.plan == max(stats, key=lambda a: stats[a])
    assert st.digest() == before  # the play-outs ran on copies


def test_the_playout_policy_answers_every_decision_until_the_period_ends():
    st = duel()
    rng = Rng(3)
    for _ in range(bot.MAX_PLAYOUT):
        if st.period != 1:
            break
        action = bot.policy_move(st, rng)
        assert action in st.legal_actions()
        assert not is_anytime(action) or all(is_anytime(a) for a in st.legal_actions())
        st.apply(action)
    assert st.period == 2 and st.phase == "choose"


def test_a_builder_with_the_means_builds_rather_than_letting_the_card_go():
    st = duel()
    set_goods(st, 0, g={"wood": 7, "glass": 3, "food": 3}, b={"clay": 5, "brick": 3})
    st.apply("play:builder")
    first = bot.strong_bot(st, 0, iterations=60, seed=1).run()
    assert first != "done"
    for _ in range(30):  # the rest of the card, each decision by the bot
        if st.to_move() != 0 or not any(f["k"] == "resolve" for f in st.stack):
            break
        st.apply(bot.strong_bot(st, 0, iterations=60, seed=1).run())
    built = [v for v in st.players[0].cells if v in BUILDINGS]
    assert len(built) == 2  # one Building for each of the Builder's abilities


def test_the_time_budget_covers_the_greedy_look_too():
    st = duel()
    st.players[0].cells[0] = "clay_pit"
    st.players[0].cells[1] = "charcoal_kiln"
    set_goods(st, 0, g={"wood": 6, "water": 3})
    search = bot.GlassRoadSearch(st, 0, budget_s=0.5, seed=4)
    ticks = iter(range(1, 10_000))
    search.clock = lambda: next(ticks) * 0.1  # every reading of the clock is 0.1 s later
    choice = search.run()
    assert search._look is not None  # stopped by the clock before the look was done
    assert choice in st.legal_actions() and search.thinking_time() <= 0.8


def test_the_choice_of_the_period_plays_out_whole_sets_and_follows_the_best_one():
    st = new(2, seed=1)
    seat = st.to_move()
    search = make_thinker(st, seat, "strong", seed=4, iterations=30)
    assert isinstance(search, bot.ChooseSearch)
    sets = [set(plan) for plan in search.plans]
    assert len(sets) == 1 + 2 * 3 and all(len(s) == 5 for s in sets)
    assert all(a in st.legal_actions() for plan in search.plans for a in plan)
    assert len({frozenset(s) for s in sets}) == len(sets)  # each set once
    choice = search.run()
    assert choice == search.plan[0] and search.plan in search.plans
    # The other four cards of the set follow, one decision each, without a new search.
    previous = (search, choice)
    for expected in search.plan[1:]:
        st.apply(previous[1])
        thinker = make_thinker(st, seat, "strong", seed=4, iterations=30, previous=previous)
        assert isinstance(thinker, bot.FollowPlan) and thinker.run() == expected
        assert thinker.root.visits == search.root.visits == 30  # what the plan rests on
        previous = (thinker, expected)
    st.apply(previous[1])
    assert sorted(st.players[seat].chosen) == sorted(a[7:] for a in search.plan)
    # Without the thinker before, a choice is searched afresh.
    other = new(2, seed=1)
    other.apply(choice)
    assert isinstance(make_thinker(other, seat, "strong", seed=4, iterations=10), bot.ChooseSearch)


def test_a_play_out_search_stops_before_another_play_out_would_overrun_the_budget():
    st = duel()
    search = bot.strong_bot(st, 0, budget_s=1.0, seed=4)
    assert isinstance(search, bot.PeriodSearch)
    ticks = iter(range(1, 10_000))
    search.clock = lambda: next(ticks) * 0.05  # every reading of the clock is 0.05 s later
    choice = search.run()
    assert choice in st.legal_actions()
    assert search.iterations >= 2
    # Each play-out "takes" as long as the ones before: the last would have overrun.
    assert search.thinking_time() <= 1.0 + 0.05


def test_a_policy_step_is_the_policy_move_played():
    # The play-outs keep the copy the policy valued instead of playing its move again.
    st = duel()
    moved, stepped = st.clone(), st.clone()
    rng_a, rng_b = Rng(11), Rng(11)
    for _ in range(60):
        if moved.period != 1:
            break
        moved._apply(bot.policy_move(moved, rng_a))
        stepped = bot.policy_step(stepped, rng_b)
        assert stepped.snapshot() == moved.snapshot()
    assert stepped.snapshot() == moved.snapshot()

