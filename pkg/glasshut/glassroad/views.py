"""What a seat may see: everything on the table, its own hand and face-down card only.

Hidden from a seat: the other seats' chosen cards, hands and face-down cards (only
whether they have chosen, and how many cards they hold), and the order of the
Building stacks (only how many tiles each holds).
"""

from __future__ import annotations

from typing import Any

from .data import BUILDING_ROWS
from .turn import building_count


def view(state, seat: int | None) -> dict[str, Any]:
    players = []
    for i, p in enumerate(state.players):
        mine = i == seat
        players.append(
            {
                "name": state.seats[i].name,
                "wheels": {w: dict(g) for w, g in p.wheels.items()},
                "cells": list(p.cells),
                "forests": [list(pair) for pair in p.forests],
                "upgrades": dict(p.upgrades),
                "offer": list(p.offer),
                "played": list(p.played),
                "forced": list(p.forced),
                "paid": dict(p.paid),
                "set_aside": list(p.set_aside),
                "buildings": building_count(p),
                "hand_size": len(p.hand),
                "hand": sorted(p.hand) if mine else None,
                "chosen": sorted(p.chosen) if mine else None,
                "has_chosen": state.phase != "choose" or not _choosing(state, i),
                "facedown": (p.facedown or None) if mine else bool(p.facedown),
            }
        )
    top = state.stack[-1] if state.stack else None
    return {
        "period": state.period,
        "periods": state.periods,
        "phase": state.phase,
        "card_round": state.card_round,
        "start_player": state.start_player,
        "to_move": state.to_move(),
        "decision": _public_frame(top) if top else None,
        "current": dict(state.current),
        "rows": {r: list(state.rows[r]) for r in BUILDING_ROWS},
        "stacks": {r: len(state.stacks[r]) for r in BUILDING_ROWS},
        "players": players,
    }


def _choosing(state, seat: int) -> bool:
    """True while `seat` still has cards to choose this period."""
    return any(f["k"] == "choose" and f["s"] == seat for f in state.stack)


def _public_frame(frame: dict[str, Any]) -> dict[str, Any]:
    # Every frame field is public (cards in frames are revealed ones); copy to keep it JSON.
    return {
        k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
        for k, v in frame.items()
    }
