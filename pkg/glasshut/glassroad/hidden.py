"""The bots' view of the unknown: re-deal what a seat cannot see.

Unknown to a seat: the cards other seats chose and still hold, their face-down
cards, and what future draws (Building stacks, the solo draw) bring. The draws are
made at the moment from the state's generator, so a new generator state hides
them. The others' cards are re-dealt from the cards they could still hold: not a
card they have played or been forced to play, and not a card a reveal showed they
lacked (they had a free indentation and were not forced). They are not dealt
uniformly: each card is drawn with a weight, its worth to that seat by the bots'
evaluation, so a world in which the others chose what serves them is likelier. This
is how the bots reason about what the others are likely to choose.
"""

from __future__ import annotations

from ..core.rng import Rng
from .data import CARD_IDS


def determinize(state, seat: int | None, rng: Rng):
    other = state.clone()
    other.rng.state = rng.next_u64()  # keeps `draws`: only the future changes
    other._cache = None
    for i, p in enumerate(other.players):
        if i == seat:
            continue
        if state.phase == "choose":
            if p.chosen:
                pool = [c for c in CARD_IDS if c not in p.set_aside]
                p.chosen = _sample(pool, len(p.chosen), rng, _weights(state, i))
            continue
        if not p.hand and not p.facedown:
            continue
        known = set(p.played) | set(p.forced) | set(p.set_aside)
        pool = [c for c in CARD_IDS if c not in known]
        allowed = [c for c in pool if c not in p.absent]
        if len(allowed) < len(p.hand):
            allowed = pool
        hand = _sample(allowed, len(p.hand), rng, _weights(state, i))
        if p.facedown:
            # The face-down card was placed before this round's reveals: only earlier
            # rounds' inferences rule cards out for it.
            rest = [
                c
                for c in pool
                if c not in hand and not (c in p.absent and p.absent[c] < state.card_round)
            ]
            if not rest:
                rest = [c for c in pool if c not in hand]
            p.facedown = rest[rng.randbelow(len(rest))]
        p.hand = sorted(hand)
        p.chosen = sorted(set(p.played) | set(p.forced) | set(hand) | ({p.facedown} - {""}))
    return other


def _weights(state, seat: int) -> dict[str, int]:
    """How likely `seat` is to hold each card: its worth to the seat now, in whole steps."""
    from .buildings import affordable, on_offer
    from .heuristic import card_values

    player = state.players[seat]
    can_build = any(affordable(player, b) for b in on_offer(state, seat))
    values = card_values(state, seat, can_build)
    return {c: max(1, round(4 * values[c])) for c in CARD_IDS}


def _sample(items: list[str], k: int, rng: Rng, weights: dict[str, int]) -> list[str]:
    """`k` distinct items drawn one by one, each in proportion to its weight."""
    items = sorted(items)
    chosen = []
    for _ in range(min(k, len(items))):
        total = sum(weights[c] for c in items)
        x = rng.randbelow(total)
        for idx, c in enumerate(items):
            x -= weights[c]
            if x < 0:
                chosen.append(items.pop(idx))
                break
    return sorted(chosen)
