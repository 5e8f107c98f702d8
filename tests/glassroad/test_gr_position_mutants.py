"""One-value edits of real Glass Road positions (tests/mutants.py): each mutant is
refused with a PositionError or plays on cleanly, at every player count and in the
middle of every kind of pending decision."""

from __future__ import annotations

import json
import random
import signal

import mutants
from glasshut.core.game import Seat
from glasshut.core.rng import Rng
from glasshut.glassroad import GAME


def test_two_thousand_mutants_are_refused_or_play_on():
    report = mutants.run_campaign("glassroad", [1, 2, 3, 4], [1, 2], 2000)
    assert not report.failures, report.summary()
    assert report.refused + report.played == 2000
    assert report.played > 50  # harmless edits (a name, a count on a wheel) play on


# Decisions that a random game reaches rarely, and that the sampled positions may miss.
RARE = ("country", "adjacent", "tavern", "repeat", "wheel", "gift", "clear", "site", "place")


def _rare_pool() -> list[dict]:
    """Positions whose top decision is one of RARE, one per kind and player count."""
    pool, seen = [], set()
    for seed in range(1, 200):
        if len(seen) == len(RARE) * 3:
            break
        n = 2 + seed % 3
        state = GAME.new_state(seed, [Seat(f"P{i}") for i in range(n)], {})
        pick = Rng(seed)
        while not state.is_over():
            kind = state.stack[-1]["k"]
            if kind in RARE and (kind, n) not in seen:
                seen.add((kind, n))
                pool.append(json.loads(json.dumps(state.snapshot())))
            legal = state.legal_actions()
            keen = [a for a in legal if a.startswith(("build:", "ability:", "tile:", "copy:"))]
            state.apply(pick.choice(keen or legal))
    assert {kind for kind, _ in seen} == set(RARE)
    return pool


def test_mutants_of_rare_decisions_are_refused_or_play_on():
    pool = _rare_pool()
    rng = random.Random(5)
    failures = []
    previous = signal.signal(signal.SIGALRM, mutants._on_alarm)
    try:
        for k in range(300):
            (path, edit, mutant), = mutants.mutants(pool[k % len(pool)], rng, 1)
            signal.setitimer(signal.ITIMER_REAL, mutants.BUDGET_S)
            try:
                mutants.play_on("glassroad", mutant, k)
            except Exception as err:  # noqa: BLE001  every failure is a finding
                failures.append(f"{path} {edit}: {type(err).__name__}: {err}"[:300])
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert not failures, "\n".join(failures[:20])
