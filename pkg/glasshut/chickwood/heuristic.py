"""How a position looks to the bots: glory now, plus what this round's raids will bring.

Cards at the castles are worth nothing to anyone until a raid, so the score alone
cannot tell a good scouting play from a bad one. The evaluation therefore plays out
the round's remaining raids in turn order, each raider taking the castle that adds
most to their own glory (its loot, its value, its alms), and compares the seat's
projected glory with the best projected glory of the others. It runs on determinized
clones (bots never see real secrets), where every card is known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data, scoring

if TYPE_CHECKING:
    from .state import ChickwoodState

ALMS_GLORY = 1.5  # chosen (bots): the village glory one alms given is expected to earn
RAID_PHASES = ("scout", "spy", "raid", "key", "alms")


def raid_gain(state: ChickwoodState, seat: int, value: int, loot: list[dict[str, int]]) -> float:
    """What taking castle `value` now adds to `seat`'s glory, by this estimate."""
    collection = dict(loot[seat])
    gift = 0
    for played in state.at_castle[value]:
        row = data.KINDS[played.kind]
        if row.family == "benefactor":
            gift += row.value
        else:
            collection[played.kind] = collection.get(played.kind, 0) + 1
    alms = min(gift, state.alms[seat]) * ALMS_GLORY
    return scoring.loot_points(collection) - scoring.loot_points(loot[seat]) + value + alms


def projected(state: ChickwoodState) -> list[float]:
    """Every seat's glory now plus its gain from the raids still to come this round."""
    totals: list[float] = [float(s.total) for s in state.scores()]
    if state.phase not in RAID_PHASES:
        return totals
    if state.phase == "alms":
        totals[state.giver] += state.to_give * ALMS_GLORY
        first = state.turn + 1
    else:
        first = state.turn if state.phase in ("raid", "key") else 0
    open_castles = [v for v in state.castle_values() if not state.raided[v]]
    loot = state.loot
    for k in range(first, state.players):
        seat = state.order[k]
        options = [v for v in open_castles if not (k == state.turn and v == state.refused)]
        if not options:
            continue
        gains = [(raid_gain(state, seat, v, loot), -v) for v in options]
        best, negative_value = max(gains)
        totals[seat] += best
        open_castles.remove(-negative_value)
    return totals


def evaluate(state: ChickwoodState, seat: int) -> float:
    totals = projected(state)
    best_other = max(t for s, t in enumerate(totals) if s != seat)
    return totals[seat] - best_other
