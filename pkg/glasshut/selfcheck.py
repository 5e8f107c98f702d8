"""A fingerprint of the engine's behaviour, equal wherever the same wheel runs.

The page and the host both compute it; equal results prove that the browser runs
the same engine code and that seeded games are bit-for-bit reproducible across
Python versions.
"""

from __future__ import annotations

import hashlib

from .core.game import Seat
from .core.registry import get_game
from .core.rng import Rng

# Every game whose seeded random play goes into the fingerprint.
GAME_IDS = ("blackforest", "tiny")


def fingerprint(seed: int, max_actions: int = 400) -> str:
    h = hashlib.sha256()
    rng = Rng(seed)
    h.update(",".join(str(rng.randbelow(1000)) for _ in range(64)).encode())
    deck = list(range(52))
    rng.shuffle(deck)
    h.update(bytes(deck))
    for game in map(get_game, GAME_IDS):
        seats = [Seat(f"P{i + 1}", "bot", "random") for i in range(max(2, game.min_seats))]
        state = game.new_state(seed, seats)
        for _ in range(max_actions):
            if state.is_over():
                break
            actions = state.legal_actions()
            state.apply(actions[rng.randbelow(len(actions))])
        h.update(f"{game.id}:{state.digest()}".encode())
    return h.hexdigest()[:20]
