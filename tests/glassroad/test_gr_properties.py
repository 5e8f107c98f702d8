"""Seeded random games: they end, stay within the rules' limits, replay and hide secrets."""

import json
from collections import Counter

import pytest
from grhelper import new, play_random
from hypothesis import HealthCheck, given, settings, strategies

from glasshut.core.rng import Rng
from glasshut.glassroad import data
from glasshut.glassroad.production import turns_due
from glasshut.glassroad.state import from_snapshot
from glasshut.glassroad.turn import MID

MODES = [
    (1, {}),
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"long": True}),
    (3, {"long": True}),
    (4, {"intro": True}),
    (4, {"small_board": True}),
    (3, {"intro": True, "long": True}),
]


def check_invariants(st):
    for p in st.players:
        for w, goods in p.wheels.items():
            refined = data.WHEEL_REFINED[w]
            for g, v in goods.items():
                top = data.REFINED_MAX if g == refined else data.BASIC_MAX
                assert 0 <= v <= top, (g, v)
            if not any(f["k"] in MID for f in st.stack):
                assert not turns_due(goods, data.WHEEL_BASICS[w], refined)
        for pair in p.forests:
            assert all(p.cells[c] == "forest" for c in pair)
        assert p.cells.count("forest") == 2 * len(p.forests)
        assert len(p.forced) <= data.INDENTATIONS
        if st.phase not in ("final", "over"):
            cards = p.hand + p.played + p.forced + ([p.facedown] if p.facedown else [])
            if st.phase != "choose":
                assert Counter(cards) == Counter(p.chosen)
            assert len(set(p.chosen)) == len(p.chosen)
    # Every Building is in exactly one place (out of the game included).
    places = [b for row in st.rows.values() for b in row if b]
    places += [b for s in st.stacks.values() for b in s]
    places += st.out_of_game
    places += [f["b"] for f in st.stack if f["k"] == "site"]  # paid for, its space not chosen yet
    for p in st.players:
        places += p.offer + [c for c in p.cells if c in data.BUILDINGS]
        places += [b for b in p.upgrades.values() if b]
    assert sorted(places) == sorted(
        b for b in data.BUILDINGS if not st.options.get("intro") or data.BUILDINGS[b].intro
    )


@pytest.mark.parametrize("n,options", MODES)
def test_random_games_end_within_the_rules_limits(n, options):
    for seed in range(3):
        st = new(n, seed=seed, **options)
        check_invariants(st)
        play_random(st, seed, check_invariants)
        assert st.is_over() and st.legal_actions() == []
        assert st.period == st.periods + 1
        assert all(s.rank >= 1 for s in st.scores())


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_seed_and_its_choices_give_the_same_game(n):
    a, b = new(n, seed=11), new(n, seed=11)
    play_random(a, 5)
    play_random(b, 5)
    assert a.digest() == b.digest()
    c = new(n, seed=12)
    play_random(c, 5)
    assert c.digest() != a.digest()


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_snapshot_round_trips_and_plays_on_identically(n):
    st = new(n, seed=21)
    rng = Rng(3)
    k = 0
    while not st.is_over():
        if k % 7 == 0:
            snap = st.snapshot()
            json.dumps(snap)  # JSON as it is
            again = from_snapshot(json.loads(json.dumps(snap)))
            assert again.snapshot() == snap and again.digest() == st.digest()
            assert again.legal_actions() == st.legal_actions()
            assert again.view(0) == st.view(0)
        legal = st.legal_actions()
        action = legal[rng.randbelow(len(legal))]
        if k % 7 == 0:
            again.apply(action)
        st.apply(action)
        if k % 7 == 0:
            assert again.digest() == st.digest()
        k += 1


def test_from_snapshot_rejects_what_is_not_a_position():
    with pytest.raises(ValueError):
        from_snapshot({"version": 99})


@pytest.mark.parametrize("n", [2, 3, 4])
def test_views_hide_other_hands_and_face_down_cards_and_determinize_keeps_the_view(n):
    st = new(n, seed=31)
    rng = Rng(8)
    while not st.is_over():
        seat = st.to_move()
        mine = st.view(seat)
        for i, p in enumerate(mine["players"]):
            if i != seat:
                assert p["hand"] is None and p["chosen"] is None
                assert p["facedown"] in (True, False)
        for p in st.view(None)["players"]:  # a spectator sees no secret at all
            assert p["hand"] is None and p["chosen"] is None and p["facedown"] in (True, False)
        other = st.determinize(seat, Rng(rng.next_u64()))
        assert other.view(seat) == mine
        assert other.legal_actions() == st.legal_actions()
        legal = st.legal_actions()
        action = legal[rng.randbelow(len(legal))]
        text = st.describe(action)
        if action.startswith(("choose:", "pick:")):
            assert not any(s.name.lower() in text.lower() for s in data.SPECIALISTS)
        st.apply(action)


def test_determinize_redeals_other_hands_from_cards_they_could_hold():
    st = new(4, seed=41)
    while st.phase != "reveal":
        st.apply(st.legal_actions()[0])
    seen = set()
    for k in range(30):
        other = st.determinize(0, Rng(k))
        assert other.players[0].hand == st.players[0].hand
        for i in (1, 2, 3):
            q = other.players[i]
            assert len(q.hand) == len(st.players[i].hand)
            assert not set(q.hand) & (set(q.played) | set(q.forced))
            assert not set(q.hand) & set(q.absent)
        seen.add(tuple(other.players[1].hand))
    assert len(seen) > 1


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=strategies.integers(1, 4),
    seed=strategies.integers(0, 2**32 - 1),
    picks=strategies.lists(strategies.integers(0, 10**6), min_size=40, max_size=40),
    intro=strategies.booleans(),
)
def test_any_seed_and_choices_keep_the_invariants_and_replay(n, seed, picks, intro):
    a = new(n, seed=seed, start_player=-1, intro=intro)
    actions = []
    k = 0
    while not a.is_over():
        legal = a.legal_actions()
        assert legal
        action = legal[picks[k % len(picks)] % len(legal)]
        actions.append(action)
        a.apply(action)
        check_invariants(a)
        k += 1
    b = new(n, seed=seed, start_player=-1, intro=intro)
    for action in actions:
        b.apply(action)
    assert b.digest() == a.digest()
