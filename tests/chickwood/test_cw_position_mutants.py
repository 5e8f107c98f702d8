"""One-value edits of real Chickwood Forest positions (tests/mutants.py): each mutant is
refused with a PositionError or plays on cleanly, in the base game and the Legendary one."""

from __future__ import annotations

import json
import random
import signal

from cwhelp import fresh

import mutants
from glasshut.core.rng import Rng


def test_two_thousand_mutants_of_the_base_game_are_refused_or_play_on():
    report = mutants.run_campaign("chickwood", [2, 3, 4, 5], [1, 2], 2000)
    assert not report.failures, report.summary()
    assert report.refused + report.played == 2000
    assert report.played > 50  # harmless edits (a name, a face-down card's kind) play on


def _legendary_pool() -> list[dict]:
    """Positions of Legendary games, every step of the variant among them."""
    pool = []
    for n, seed in ((2, 5), (3, 3), (4, 6), (5, 7)):
        state, pick = fresh(n, seed, True), Rng(seed)
        step = 0
        while not state.is_over():
            if state.phase != "scout" or step % 9 == 0:
                pool.append(json.loads(json.dumps(state.snapshot())))
            legal = state.legal_actions()
            keen = [a for a in legal if a == "key:force" or (
                a.split(":")[0] in ("swap", "arrow", "beard", "spy") and not a.endswith(":none"))]
            state.apply(pick.choice(keen or legal))
            step += 1
        pool.append(json.loads(json.dumps(state.snapshot())))
    return pool


def test_mutants_of_legendary_positions_are_refused_or_play_on():
    pool = _legendary_pool()
    assert {p["phase"] for p in pool} >= {"spy", "key", "entertainers", "arrow", "beard", "over"}
    rng = random.Random(2)
    outcomes, failures = {"refused": 0, "played": 0}, []
    previous = signal.signal(signal.SIGALRM, mutants._on_alarm)
    try:
        for k in range(600):
            (path, edit, mutant), = mutants.mutants(pool[k % len(pool)], rng, 1)
            signal.setitimer(signal.ITIMER_REAL, mutants.BUDGET_S)
            try:
                outcomes[mutants.play_on("chickwood", mutant, k)] += 1
            except Exception as err:  # noqa: BLE001  every failure is a finding
                failures.append(f"{path} {edit}: {type(err).__name__}: {err}"[:300])
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert not failures, "\n".join(failures[:20])
    assert outcomes["played"] > 10 and outcomes["refused"] > 300
