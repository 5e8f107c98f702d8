"""Chickwood Forest's own Strong bot (chickwood/bot.py): the round played out in
sampled deals, the other seats' plays and raids included; face-down plays drawn
among near-equal ones."""

from cwhelp import card, fresh

from glasshut.bots import make_thinker
from glasshut.chickwood import bot, castles
from glasshut.chickwood.bot import ChickwoodSearch


def last_play(henchman_holder_raids_second: bool = True):
    """2 players; everything is played but one henchman of the second in order, whose
    4th play of the round goes face down. The first raider left a ring at castle 3."""
    state = fresh(2, 5)
    first, second = state.order
    for hand in state.hands:
        state.deck.extend(hand)
        hand.clear()
    state.hands[second] = ["henchman"]
    state.plays[first], state.plays[second] = 4, 3
    state.turn = 1
    state.at_castle[3] = [card("ring", first)]
    return state, first, second


def test_the_game_gives_its_own_strong_bot():
    state = fresh(3, 2)
    thinker = make_thinker(state, None, "strong", iterations=20, seed=1)
    assert isinstance(thinker, ChickwoodSearch)
    action = thinker.run()
    assert action in state.legal_actions()
    assert thinker.iterations == 20


def test_the_henchman_goes_where_the_first_raider_will_raid():
    # The first raider takes castle 3 for its ring whatever lies face down there, so
    # the last card, a henchman, is dumped there: the second raider then takes castle 2.
    state, first, second = last_play()
    assert not castles.face_up_next(state, second)
    for seed in range(3):
        assert make_thinker(state, second, "strong", iterations=60, seed=seed).run() == (
            "play:henchman@3"
        )


def test_the_strong_raider_weighs_the_loot():
    state, first, second = last_play()
    state.apply("play:henchman@3")
    assert state.phase == "raid" and state.to_move() == first
    # The first raider played the ring and saw nothing else: castle 3 (ring, one
    # face-down card) looks best, and no card the face-down one can be spoils it.
    choice = make_thinker(state, first, "strong", iterations=60, seed=2).run()
    assert choice == "raid:3"


def test_thinking_leaves_the_game_alone_and_repeats_with_its_seed():
    state = fresh(4, 8)
    for _ in range(5):
        state.apply(state.legal_actions()[-1])
    before = state.digest()
    a = make_thinker(state, None, "strong", iterations=40, seed=9).run()
    b = make_thinker(state, None, "strong", iterations=40, seed=9).run()
    assert a == b and state.digest() == before


def face_down_choice(state, seat, seed):
    """The bluff rule alone: every play equally good, as if the search found so."""
    thinker = ChickwoodSearch(state, seat, iterations=1, seed=seed)
    thinker.tried.visits = [10] * len(thinker.legal)
    thinker.tried.totals = [5.0] * len(thinker.legal)
    thinker.done = True
    return thinker.best()


def test_face_down_plays_are_drawn_among_equally_good_ones():
    state = fresh(2, 3)
    seat = state.order[0]
    state.plays[seat] = 3  # the 4th play of a 2-player round goes face down
    assert not castles.face_up_next(state, seat)
    picks = {face_down_choice(state, seat, seed) for seed in range(12)}
    assert len(picks) >= 3
    assert picks <= set(state.legal_actions())


def test_face_up_plays_follow_the_search():
    state = fresh(2, 3)
    seat = state.order[0]
    assert castles.face_up_next(state, seat)
    picks = {face_down_choice(state, seat, seed) for seed in range(12)}
    assert len(picks) == 1


def test_a_clearly_better_face_down_play_is_not_given_up():
    state = fresh(2, 3)
    seat = state.order[0]
    state.plays[seat] = 3
    thinker = ChickwoodSearch(state, seat, iterations=1, seed=4)
    thinker.tried.visits = [10] * len(thinker.legal)
    thinker.tried.totals = [0.0] * len(thinker.legal)
    thinker.tried.totals[2] = 40 * (bot.BLUFF_MARGIN + 1)  # a mean beyond the margin
    thinker.tried.visits[2] = 40
    thinker.done = True
    assert thinker.best() == thinker.legal[2]


def test_on_a_time_budget_the_search_stops_once_the_budget_is_spent():
    state = fresh(3, 2)
    search = ChickwoodSearch(state, None, budget_s=1.0, seed=1)
    ticks = iter(range(1, 10_000))
    search.clock = lambda: next(ticks) * 0.05  # every reading of the clock is 0.05 s later
    choice = search.run()
    assert choice in state.legal_actions()
    assert 2 <= search.iterations < search.enough
    assert 1.0 <= search.thinking_time() <= 1.0 + 0.25  # a few readings of the clock a step
