"""Property tests: seeded random games for every player count and option run to the
end with the invariants of burgcheck after every action; a game is its seed and
actions; the position format round-trips."""

import json
import os

from burgcheck import check
from burghelper import seats
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from glasshut.burgundy import GAME
from glasshut.burgundy.state import BurgundyState
from glasshut.core.rng import Rng

GAMES = int(os.environ.get("BURGUNDY_GAMES", "12"))
LIMIT = 5000  # decisions; a random 4-player game takes about 400

MODES = [{}, {"varied_estates": True}, {"varied_estates": True, "secret_estates": True}]


def random_game(seed, n, options, every=1):
    st = GAME.new_state(seed, seats(n), options)
    pick = Rng(seed ^ 0x5EED)
    actions = []
    while not st.is_over():
        legal = st.legal_actions()
        assert legal
        action = legal[pick.randbelow(len(legal))]
        st.apply(action)
        actions.append(action)
        if len(actions) % every == 0:
            check(st)
        assert len(actions) < LIMIT
    check(st)
    return st, actions


@settings(max_examples=GAMES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=hs.integers(0, 2**32 - 1), n=hs.integers(2, 4), mode=hs.integers(0, 2))
def test_random_games_end_with_invariants_after_every_action(seed, n, mode):
    st, actions = random_game(seed, n, MODES[mode])
    assert st.stage == "over" and st.phase == 4 and st.round == 5
    scores = st.scores()
    assert sorted(s.rank for s in scores) == list(range(1, n + 1))
    assert all(s.lines for s in scores)


def test_every_player_count_and_mode_ends():
    for n in (2, 3, 4):
        for k, options in enumerate(MODES):
            st, _ = random_game(100 * n + k, n, options, every=25)
            assert st.is_over()


def test_a_game_is_its_seed_and_actions():
    for n in (2, 4):
        st, actions = random_game(7 + n, n, {"varied_estates": True}, every=50)
        again = GAME.new_state(7 + n, seats(n), {"varied_estates": True})
        for action in actions:
            again.apply(action)
        assert again.digest() == st.digest()


def test_the_position_format_round_trips_at_every_stage():
    st = GAME.new_state(21, seats(3), {"varied_estates": True, "secret_estates": True})
    pick = Rng(3)
    k = 0
    while not st.is_over():
        if k % 17 == 0:
            data = json.loads(json.dumps(st.snapshot()))
            back = BurgundyState.from_snapshot(data)
            assert back.snapshot() == st.snapshot() and back.digest() == st.digest()
            assert back.legal_actions() == st.legal_actions()
            assert back.to_move() == st.to_move() and back.scores() == st.scores()
            # The rebuilt state plays on exactly like the original.
            twin, follow = st.clone(), Rng(k)
            for _ in range(30):
                if twin.is_over():
                    break
                legal = twin.legal_actions()
                assert back.legal_actions() == legal
                action = legal[follow.randbelow(len(legal))]
                twin.apply(action)
                back.apply(action)
            assert back.digest() == twin.digest()
        legal = st.legal_actions()
        st.apply(legal[pick.randbelow(len(legal))])
        k += 1


def test_a_bad_position_is_refused_with_a_message():
    import pytest

    with pytest.raises(ValueError, match="not a position"):
        BurgundyState.from_snapshot({"game": "chess"})
    data = GAME.new_state(1, seats(2)).snapshot()
    del data["depots"]
    with pytest.raises(ValueError, match="depots"):
        BurgundyState.from_snapshot(data)
    data = GAME.new_state(1, seats(2)).snapshot()
    data["estates"][1] = data["estates"][1][:30]
    with pytest.raises(ValueError, match="37 spaces"):
        BurgundyState.from_snapshot(data)
    data = GAME.new_state(1, seats(2)).snapshot()
    data["stack"] = [["fly"]]
    with pytest.raises(ValueError, match="unknown"):
        BurgundyState.from_snapshot(data)


def test_a_clone_is_independent():
    st = GAME.new_state(5, seats(2))
    twin = st.clone()
    twin.apply(twin.legal_actions()[-1])
    assert twin.digest() != st.digest()
    assert GAME.new_state(5, seats(2)).digest() == st.digest()
