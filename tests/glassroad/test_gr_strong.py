"""Glass Road's own Strong bot (bot.py): what its search looks at, and clear decisions."""

from grhelper import choose, new, set_goods

from glasshut.bots import make_thinker
from glasshut.glassroad import bot
from glasshut.glassroad.data import EMPTY, STRONG_CANDIDATES, STRONG_TRADES_IN_A_ROW

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


def test_the_hook_gives_glass_roads_own_search_repeatably_without_touching_the_game():
    st = duel()
    before = st.digest()
    first = make_thinker(st, 0, "strong", seed=5, iterations=30)
    assert isinstance(first, bot.GlassRoadSearch)
    choice = first.run()
    assert choice in st.legal_actions()
    assert make_thinker(st, 0, "strong", seed=5, iterations=30).run() == choice
    assert st.digest() == before


def test_a_wide_decision_is_narrowed_to_the_best_looking_candidates():
    st = duel()
    st.players[0].cells[0] = "clay_pit"  # trades around the five cards in hand
    st.players[0].cells[1] = "charcoal_kiln"
    set_goods(st, 0, g={"wood": 6, "water": 3})
    assert len(bot.considered(st, st.legal_actions())) > STRONG_CANDIDATES
    search = bot.strong_bot(st, 0, iterations=24, seed=3)
    choice = search.run()  # the narrowing is the first part of the thinking
    assert len(search.legal) == STRONG_CANDIDATES and choice in search.legal
    assert set(search.legal) <= set(st.legal_actions())


def test_the_tree_is_handed_on_to_the_next_decision_of_the_turn():
    st = duel()
    set_goods(st, 0, g={"wood": 6, "glass": 2, "food": 3}, b={"clay": 4, "brick": 2})
    first = bot.strong_bot(st, 0, iterations=60, seed=2)
    st.apply(first.run())
    if st.to_move() == 0:
        assert bot.strong_bot(st, 0, iterations=60, seed=2).reused > 0
    other = duel(seed=2)  # a different position: nothing to hand on
    assert bot.strong_bot(other, 0, iterations=10, seed=2).reused == 0


def test_a_builder_with_the_means_builds_rather_than_letting_the_card_go():
    st = duel()
    set_goods(st, 0, g={"wood": 7, "glass": 3, "food": 3}, b={"clay": 5, "brick": 3})
    st.apply("play:builder")
    choice = bot.strong_bot(st, 0, iterations=60, seed=1).run()
    assert choice != "done"
    assert choice.startswith(("ability:", "use:"))


def test_the_time_budget_covers_the_greedy_look_too():
    st = duel()
    st.players[0].cells[0] = "clay_pit"
    st.players[0].cells[1] = "charcoal_kiln"
    set_goods(st, 0, g={"wood": 6, "water": 3})
    search = bot.strong_bot(st, 0, budget_s=0.5, seed=4)
    ticks = iter(range(1, 10_000))
    search.clock = lambda: next(ticks) * 0.1  # every reading of the clock is 0.1 s later
    choice = search.run()
    assert search._look is not None  # stopped by the clock before the look was done
    assert choice in st.legal_actions() and search.thinking_time() <= 0.8
