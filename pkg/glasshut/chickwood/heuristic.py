"""How a position looks to the bots: glory now, plus what this round's raids will bring.

Cards at the castles are worth nothing to anyone until a raid, so the score alone
cannot tell a good scouting play from a bad one. The evaluation therefore plays out
the round's remaining raids in turn order, each raider taking the castle that adds
most to their own glory (its loot, its value, its alms), and compares the seat's
projected glory with the best projected glory of the others. It runs on determinized
clones, but reads only what the evaluating seat can see: a face-down card it has
not seen counts as an average card (UNSEEN_CARD), so the value does not swing with
the cards a determinization happened to deal. Each raider is modelled choosing by
what *they* can see, so a henchman slipped face down where another player will raid
is worth something: the bluff the game is about.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data, scoring

if TYPE_CHECKING:
    from .state import ChickwoodState

ALMS_GLORY = 1.5  # chosen (bots): the village glory one alms given is expected to earn
UNSEEN_CARD = 1.0  # chosen (bots): what a raider expects of a card they cannot see
RAID_PHASES = ("scout", "spy", "raid", "key", "alms")


def raid_gain(
    state: ChickwoodState, seat: int, value: int, judge: int, base: int | None = None
) -> float:
    """What taking castle `value` now adds to `seat`'s glory, as `judge` can tell: a
    face-down card `judge` has not seen counts as UNSEEN_CARD. `base`: the loot points
    of the seat's collection now, if the caller has them already."""
    before = state.loot[seat]
    collection = None
    gift = 0
    unseen = 0
    for played in state.at_castle[value]:
        if not played.visible_to(judge):
            unseen += 1
            continue
        row = data.KINDS[played.kind]
        if row.family == "benefactor":
            gift += row.value
        else:
            if collection is None:
                collection = dict(before)
            collection[played.kind] = collection.get(played.kind, 0) + 1
    alms = min(gift, state.alms[seat]) * ALMS_GLORY
    loot = 0
    if collection is not None:  # nothing visible to add: the loot's glory is unchanged
        if base is None:
            base = scoring.loot_points(before)
        loot = scoring.loot_points(collection) - base
    return loot + value + alms + unseen * UNSEEN_CARD


def projected(state: ChickwoodState, viewer: int) -> list[float]:
    """Every seat's glory now plus its gain from the raids still to come this round,
    as `viewer` can foresee them: each raider picks by what the raider can see, and the
    pick is valued by what `viewer` can see."""
    totals: list[float] = [float(s.total) for s in state.scores()]
    if state.phase not in RAID_PHASES:
        return totals
    if state.phase == "alms":
        totals[state.giver] += state.to_give * ALMS_GLORY
        first = state.turn + 1
    else:
        first = state.turn if state.phase in ("raid", "key") else 0
    open_castles = [v for v in state.castle_values() if not state.raided[v]]
    for k in range(first, state.players):
        seat = state.order[k]
        options = [v for v in open_castles if not (k == state.turn and v == state.refused)]
        if not options:
            continue
        base = scoring.loot_points(state.loot[seat])
        _, negative_value = max((raid_gain(state, seat, v, seat, base), -v) for v in options)
        totals[seat] += raid_gain(state, seat, -negative_value, viewer, base)
        open_castles.remove(-negative_value)
    return totals


def margins(totals: list[float]) -> list[float]:
    """Each seat's projected glory minus the best projected glory of the others."""
    out = []
    for seat, mine in enumerate(totals):
        out.append(mine - max(t for s, t in enumerate(totals) if s != seat))
    return out


def evaluate(state: ChickwoodState, seat: int) -> float:
    return margins(projected(state, seat))[seat]
