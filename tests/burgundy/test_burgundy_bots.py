"""The generic bots play The Castles of Burgundy at every player count; the game's
evaluation agrees with its scores and prefers obvious gains."""

import pytest
from burghelper import new_game, seats, space, turn_of

from glasshut.bots import choose, make_thinker
from glasshut.bots.greedy import Greedy
from glasshut.burgundy import GAME
from glasshut.burgundy import data as D
from glasshut.burgundy.heuristic import quick_total


def bot_game(seed, levels, options=None):
    """A whole game; greedy is made cheap (few trials) to keep the test short."""
    st = GAME.new_state(seed, seats(len(levels)), options or {})
    move = 0
    while not st.is_over():
        seat = st.to_move()
        level = levels[seat]
        if level == "greedy":
            bot = Greedy(st, seat, seed=move, samples=1, horizon=2, trials=40)
        else:
            bot = make_thinker(st, seat, level, seed=move, iterations=4)
        st.apply(bot.run())  # apply() refuses anything illegal
        move += 1
    return st


def test_random_greedy_and_strong_finish_games_at_every_player_count():
    for n, levels in ((2, ("greedy", "random")), (3, ("random", "greedy", "random")),
                      (4, ("random",) * 4)):
        assert bot_game(n, levels).is_over()


def test_strong_plays_legal_actions_through_a_turn():
    st = new_game(2, seed=5)
    turn = st.turn_key()
    while st.turn_key() == turn:
        action = choose(st, None, "strong", seed=1, iterations=12)
        assert action in st.legal_actions()
        st.apply(action)


def test_greedy_beats_random():
    wins = 0
    for seed in range(3):
        st = bot_game(seed, ("greedy", "random"))
        wins += st.scores()[0].rank == 1
    assert wins == 3


def test_the_quick_total_is_the_score():
    st = turn_of(new_game(2), 0, goods={2: 3}, silverlings=3, workers=5,
                 estate={"C4": "k25", "B4": "k26"})
    st.sold[0] = [1, 2, 0, 0, 0, 0]
    assert quick_total(st, 0) == st.scores()[0].total


def test_greedy_takes_the_obvious_points():
    # A 1-space city to complete with the die as rolled: 11 points at once.
    st = turn_of(new_game(2), 0, dice=(3, 6), storage=["watchtower"], workers=0)
    while st.to_move() == 0:
        st.apply(choose(st, None, "greedy", seed=1))
    assert st.estates[0][space("C3")] == "watchtower"


def test_strong_is_the_games_own_search_with_its_chosen_settings():
    st = new_game(2, seed=3)
    bot = make_thinker(st, None, "strong", iterations=10)
    assert bot.backup == D.BOT_BACKUP
    assert bot.explore == D.BOT_EXPLORE


def play_turn(st, seat, level, iterations=200):
    while st.to_move() == seat:
        st.apply(choose(st, None, level, seed=2, iterations=iterations))


def test_strong_takes_the_obvious_points():
    st = turn_of(new_game(2), 0, dice=(3, 6), storage=["watchtower"], workers=0)
    play_turn(st, 0, "strong")
    assert st.estates[0][space("C3")] == "watchtower"


def test_strong_spends_a_worker_to_complete_a_city():
    # No die shows 3, but a worker turns the 2 into one: 11 points for a worker.
    st = turn_of(new_game(2), 0, dice=(2, 5), storage=["watchtower"], workers=1)
    play_turn(st, 0, "strong")
    assert st.estates[0][space("C3")] == "watchtower"
    assert st.workers[0] == 0


def test_a_stored_tile_counts_as_live_exactly_where_the_rules_give_it_a_space():
    # The evaluation finds open spaces on its own (bit masks, for speed); it must agree
    # with the rules' open_spaces, the once-a-city rule for buildings and tile 1 included.
    from glasshut.burgundy import estate
    from glasshut.burgundy.heuristic import WEIGHTS, potential

    tiles = ["watchtower", "church", "ship", "mine", "castle", "k1", "cow3", "pig2"]
    checked = {True: 0, False: 0}
    for seed in (1, 2):
        st = GAME.new_state(seed, seats(2))  # every position of phases A-C of greedy play
        move = 0
        while not st.is_over() and st.phase < 3:
            bot = Greedy(st, st.to_move(), seed=move, samples=1, horizon=2, trials=40)
            st.apply(bot.run())
            move += 1
            for tile in tiles:
                trial = st.clone()
                trial.storage[0] = []
                bare = potential(trial, 0)
                trial.storage[0] = [tile]
                live = bool(estate.open_spaces(trial, 0, tile))
                expected = WEIGHTS["stored_tile"] if live else WEIGHTS["stored_dead"]
                if live and D.tile_colour(tile) == D.ANIMAL:
                    expected += WEIGHTS["stored_animal"] * D.animal_count(tile)
                assert potential(trial, 0) - bare == pytest.approx(expected)
                checked[live] += 1
    assert checked[True] and checked[False]


def test_a_stored_building_its_last_open_city_already_has_counts_as_dead():
    from glasshut.burgundy.heuristic import WEIGHTS, potential

    st = turn_of(new_game(2), 0)
    colours, regions = st.colours[0], st.regions[0]
    city = next(r for r in regions if len(r) >= 2 and colours[r[0]] == D.BUILDING)
    st.estates[0] = ["castle"] * D.N_SPACES  # every space covered but one in the city
    st.estates[0][city[0]] = ""
    st.estates[0][city[1]] = "watchtower"

    def stored_value(tile):
        trial = st.clone()
        trial.storage[0] = [tile]
        return potential(trial, 0) - potential(st, 0)

    assert stored_value("watchtower") == pytest.approx(WEIGHTS["stored_dead"])
    assert stored_value("church") == pytest.approx(WEIGHTS["stored_tile"])
    st.knowledge[0] |= 1 << 1  # tile 1: the same building twice in a city
    assert stored_value("watchtower") == pytest.approx(WEIGHTS["stored_tile"])
