"""One-value edits of real positions of The Castles of Burgundy (tests/mutants.py): each
is refused with a PositionError, or the game plays on from it without an error."""

import json
import random

import mutants
from glasshut.burgundy import GAME
from glasshut.core.game import Seat
from glasshut.core.rng import Rng


def test_two_thousand_mutants_of_standard_games_are_refused_or_play_on():
    report = mutants.run_campaign("burgundy", [2, 3, 4], [101, 102], 2_100, seed=7)
    assert not report.failures, report.summary()
    assert report.refused + report.played == 2_100
    assert report.refused > report.played > 0  # both outcomes are reached


def varied_positions() -> list[dict]:
    """Positions of varied-estate games, open and secret, setup included."""
    out = []
    for seed, n, secret in ((31, 3, False), (32, 4, True), (33, 2, True)):
        options = {"varied_estates": True, "secret_estates": secret}
        seats = [Seat(f"P{i + 1}", "human" if i == 0 else "bot", "greedy") for i in range(n)]
        st = GAME.new_state(seed, seats, options)
        pick, k = Rng(seed), 0
        while not st.is_over():
            if k < 2 * n or k % 61 == 0:  # every setup step, then now and then
                out.append(json.loads(json.dumps(st.snapshot())))
            legal = st.legal_actions()
            st.apply(legal[pick.randbelow(len(legal))])
            k += 1
        out.append(json.loads(json.dumps(st.snapshot())))
    return out


def test_mutants_of_varied_estate_games_are_refused_or_play_on():
    pool = varied_positions()
    rng = random.Random(11)
    outcomes = []
    for k in range(300):
        (path, edit, mutant), = mutants.mutants(pool[k % len(pool)], rng, 1)
        try:
            outcomes.append(mutants.play_on("burgundy", mutant, k))
        except Exception as err:  # noqa: BLE001  every failure is a finding
            raise AssertionError(f"{path}: {edit} -> {type(err).__name__}: {err}") from None
    assert "refused" in outcomes and "played" in outcomes
