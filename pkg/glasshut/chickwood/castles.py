"""Scouting (cards played in front of the castles) and raiding (taking a castle and its loot)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data
from . import texts as T
from .data import face_up_next
from .played import Played

if TYPE_CHECKING:
    from .state import ChickwoodState


# -- scouting -------------------------------------------------------------------------------
def castles_with_room(state: ChickwoodState) -> list[int]:
    values = state.castle_values()
    free = [
        v
        for v in values
        if (limit := data.CASTLE_LIMITS.get(v)) is None or len(state.at_castle[v]) < limit
    ]
    return free or values  # chosen: every castle full, so the limits give way


def play_actions(state: ChickwoodState) -> list[str]:
    seat = state.order[state.turn]
    kinds = dict.fromkeys(state.hands[seat])  # hand order, each kind once
    targets = castles_with_room(state)
    return [f"play:{kind}@{v}" for kind in kinds for v in targets]


def play(state: ChickwoodState, kind: str, value: int) -> None:
    seat = state.order[state.turn]
    up = face_up_next(state, seat)
    state.hands[seat].remove(kind)
    state.plays[seat] += 1
    state.at_castle[value].append(Played(kind, seat, up, 1 << seat))


# -- raiding --------------------------------------------------------------------------------
def raid_options(state: ChickwoodState) -> list[int]:
    """Castles in play not raided this round (and not the one the Key closed)."""
    return [v for v in state.castle_values() if not state.raided[v] and v != state.refused]


def key_can_stop(state: ChickwoodState, raider: int) -> bool:
    """Another seat holds the unused Key and the raider has somewhere else to go."""
    holder = state.holder("key")
    return holder is not None and holder != raider and len(raid_options(state)) > 1


def raid_sentence(state: ChickwoodState, raider: int, value: int) -> str:
    """A log sentence that names the face-up loot only: it is read before the reveal."""
    cards = state.at_castle[value]
    name = state.name(raider)
    if not cards:
        return T.log("raid_empty", name=name, value=value)
    shown = [T.a_card(p.kind) for p in cards if p.face_up]
    hidden = sum(1 for p in cards if not p.face_up)
    if hidden:
        shown.append(T.log("face_down_one") if hidden == 1
                     else T.log("face_down_many", n=hidden))
    return T.log("raid", name=name, value=value, loot=T.join(shown))


def take_castle(state: ChickwoodState, value: int) -> int:
    """The raider takes the castle card and all its loot, face up; the alms its
    benefactors give (turn.py starts the snake)."""
    raider = state.order[state.turn]
    state.piles[value] -= 1
    state.castles[raider].append(value)
    state.raided[value] = True
    state.announced = state.refused = 0
    cards = state.at_castle[value]
    state.at_castle[value] = []
    if any(not p.face_up for p in cards):
        state.reveals += 1
    collection = state.loot[raider]
    gift = 0
    for played in cards:
        row = data.KINDS[played.kind]
        if row.family == "benefactor":
            gift += row.value
            state.spent.append(played.kind)
        else:
            collection[played.kind] = collection.get(played.kind, 0) + 1
    return gift

