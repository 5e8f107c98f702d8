"""Seeded random games play exactly as they did when the golden file was written.

Each game's fingerprint hashes, at every decision, the state's digest and its legal
actions in order. The golden file was written from the engine before the rules module
became a package; a change of behaviour shows here. After an intended change of rules
(with a new rules_version) rewrite it:

    .venv/bin/python tests/blackforest/test_bf_golden.py --write
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "pkg"))

from glasshut.blackforest import GAME  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402

GOLDEN = Path(__file__).with_name("golden_digests.json")
GAMES = [(1, seed) for seed in range(8)] + [(2, seed) for seed in range(8)] + [
    (3, seed) for seed in range(4)] + [(4, seed) for seed in range(4)]


def fingerprint(players: int, seed: int) -> str:
    st = GAME.new_state(seed, [Seat(f"P{i}") for i in range(players)], {"first_game": False})
    pick = Rng(seed * 7 + players)
    h = hashlib.sha256()
    decisions = 0
    while True:
        legal = st.legal_actions()
        h.update(f"{st.digest()}|{'|'.join(legal)}\n".encode())
        if st.is_over() or decisions >= 2500:
            break
        st.apply(legal[pick.randbelow(len(legal))])
        decisions += 1
    return f"{decisions}:{h.hexdigest()[:24]}"


@pytest.mark.parametrize("players,seed", GAMES)
def test_seeded_game_matches_the_golden_file(players, seed):
    golden = json.loads(GOLDEN.read_text())
    assert fingerprint(players, seed) == golden[f"{players}p-{seed}"]


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    table = {f"{n}p-{s}": fingerprint(n, s) for n, s in GAMES}
    GOLDEN.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(table)} fingerprints to {GOLDEN}")
