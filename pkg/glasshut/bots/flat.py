"""Flat Monte Carlo at a decision's root, for the games' own Strong bots that play
each option out to a horizon (Chickwood Forest's round, Glass Road's period)."""

from __future__ import annotations

import math


def ucb_pick(visits: list[int], totals: list[float], played: int,
             lo: float, hi: float, explore: float) -> int:
    """The option to play out next: each once in turn, then UCB1 on the mean results
    scaled to 0-1 between the lowest (`lo`) and highest (`hi`) result seen so far."""
    if played < len(visits):
        return played
    span = hi - lo
    best, best_score = 0, -math.inf
    log_n = math.log(played)
    for k, seen in enumerate(visits):
        q = (totals[k] / seen - lo) / span if span > 0 else 0.5
        score = q + explore * math.sqrt(log_n / seen)
        if score > best_score:
            best, best_score = k, score
    return best
