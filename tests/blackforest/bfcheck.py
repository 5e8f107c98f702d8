"""Invariants that hold after every action of every Black Forest game."""

from __future__ import annotations

from itertools import product

from glasshut.blackforest import board as B
from glasshut.blackforest import data

ALL_TP = sorted(tp for tps in data.BACKS.values() for tp in tps)


def check(st, buildings0: set[str]) -> None:
    # Tradespeople: each of the 17 stands on exactly one place.
    assert sorted(tp for ring in st.villages for tp in ring) == ALL_TP
    # Jobs: every Job is in the pile, on the board or with one player, exactly once.
    jobs = list(st.job_pile) + [j for j in st.village_jobs + st.location_jobs if j]
    for p in st.players:
        jobs += p.jobs
    assert sorted(jobs) == sorted(data.JOBS)
    # Buildings: on the board or in exactly one Domain, on 1 (small) or 2 (large) cells.
    built = [b for p in st.players for b in p.buildings]
    assert len(built) == len(set(built))
    assert set(built) | set(st.available_buildings) == buildings0
    assert not set(built) & set(st.available_buildings)
    occupied = set()
    for p in st.players:
        for bid in p.buildings:
            cells = sum(est.count(bid) for est in p.estates)
            assert cells == (2 if bid in data.LARGE_IDS else 1), bid
        strs = {c for est in p.estates for c in est if isinstance(c, str)}
        assert strs == set(p.buildings)
        # Resources stay in range.
        for m, v in enumerate(p.markers):
            refined = (data.GLASS, data.PROVISIONS_A, data.PROVISIONS_B, data.COMMODITIES)
            cap = 3 if m in refined else 7
            assert 0 <= v <= cap, (data.MARKER_NAMES[m], v)
        if p.potash:
            assert p.markers[data.CHARCOAL_GLASS] == 0
        # One Glass Hut, on the newest Estate; every other Estate's stable is free.
        assert sum(est.count(data.HUT) for est in p.estates) == 1
        assert data.HUT in p.estates[p.glass_hut_estate]
        assert p.count(data.STABLE) == len(p.estates)
        assert 0 <= p.progress <= data.PROGRESS_TOP
        assert 0 <= p.cooking_steps <= data.COOKING_MAX_STEPS
        # No animal is unhoused.
        assert p.pigs >= 0 and p.cattle >= 0
        choosing = st.stack and st.stack[-1][0] == "rehouse"  # which animals go back
        assert p.housable(p.pigs, p.cattle) or choosing
        assert 0 <= p.tannery <= 5
        if 0 <= p.pawn < B.CENTER:
            assert p.pawn not in occupied
            occupied.add(p.pawn)
    if st.neutral_pawn >= 0:
        assert st.neutral_pawn not in occupied
    # Scores: every total is the sum of its lines, and ranks are 1..n.
    scores = st.scores()
    for s in scores:
        assert s.total == sum(line.points for line in s.lines)
    assert sorted(s.rank for s in scores) == list(range(1, st.n_players + 1))
    if not st.is_over():
        assert st.legal_actions(), "a live game must offer an action"
        assert len(set(st.legal_actions())) == len(st.legal_actions())


def brute_pasture_points(p) -> int:
    """Most livestock on Pastures over every arrangement (slow, for small herds)."""
    n, s, f = p.housing()
    best = -1
    for kinds in product((0, 1), repeat=n):
        kp = kinds.count(0)
        kc = n - kp
        for x in range(min(p.pigs, 3 * kp) + 1):
            for y in range(min(p.cattle, 3 * kc) + 1):
                if p.pigs - x <= f and p.cattle - y <= s:
                    best = max(best, x + y)
    return best
