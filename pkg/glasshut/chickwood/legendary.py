"""The five Legendary cards (the variant): two act during the rounds, three at the end.

Spy Glass: once a round, after the scouting, its holder may look at the face-down
cards of one castle. Key: once a game, its holder may turn another raider away from
the castle they chose; the raider picks another and the Key leaves the game.
At the end, in this order, before the final scoring: the Travelling Entertainers
swap two alms anywhere, the Golden Arrow exchanges a treasure of its holder's with
one of another player's, the Fake Beard passes one of its holder's henchmen on.
Each is optional for its holder.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game import RulesError
from . import data

if TYPE_CHECKING:
    from .state import ChickwoodState

CARD_OF_PHASE = {
    "spy": "spyglass",
    "key": "key",
    "entertainers": "entertainers",
    "arrow": "arrow",
    "beard": "beard",
}
FINAL_PHASES = ("entertainers", "arrow", "beard")


def space_name(cell: int, space: int) -> str:
    return f"{data.cell_name(cell)}.{space}"


def parse_space(text: str) -> tuple[int, int]:
    cell, _, space = text.partition(".")
    return data.cell_index(cell), int(space)


# -- Spy Glass --------------------------------------------------------------------------
def spy_options(state: ChickwoodState) -> list[int]:
    """Castles with a face-down card the Spy Glass holder has not seen (once a round)."""
    holder = state.holder("spyglass")
    if holder is None or state.spy_done:
        return []
    return [
        v
        for v in state.castle_values()
        if any(not p.visible_to(holder) for p in state.at_castle[v])
    ]


# -- end of the game ----------------------------------------------------------------------
def start_final(state: ChickwoodState) -> None:
    state.phase = FINAL_PHASES[0]
    skip_idle(state)


def skip_idle(state: ChickwoodState) -> None:
    """Move past end-of-game cards nobody holds, or whose holder could change nothing."""
    for _ in range(len(FINAL_PHASES) + 1):  # each pass moves on by one step
        if state.phase not in FINAL_PHASES or actions(state):
            return
        following = FINAL_PHASES.index(state.phase) + 1
        state.phase = FINAL_PHASES[following] if following < len(FINAL_PHASES) else "over"
    raise RulesError("The end-of-game cards did not come to an end.")


def next_final(state: ChickwoodState) -> None:
    following = FINAL_PHASES.index(state.phase) + 1
    state.phase = FINAL_PHASES[following] if following < len(FINAL_PHASES) else "over"
    skip_idle(state)


def treasures(state: ChickwoodState, seat: int) -> list[str]:
    return [k for k in data.TREASURES if state.loot[seat].get(k)]


def actions(state: ChickwoodState) -> list[str]:
    phase = state.phase
    holder = state.holder(CARD_OF_PHASE[phase])
    if holder is None:
        return []
    if phase == "spy":
        return ["spy:none"] + [f"spy:{v}" for v in spy_options(state)]
    if phase == "key":
        return ["key:allow", "key:force"]
    if phase == "entertainers":
        filled = [(c, i, s) for c, cell in enumerate(state.spaces) for i, s in enumerate(cell)]
        if state.swap_from >= 0:
            cell, space = divmod(state.swap_from, 16)
            mover = state.spaces[cell][space]
            return [f"swap-with:{space_name(c, i)}" for c, i, s in filled if s != mover]
        if len({s for _, _, s in filled}) < 2:
            return []  # every alms is one player's: a swap would change nothing
        return ["swap:none"] + [f"swap:{space_name(c, i)}" for c, i, _ in filled]
    if phase == "arrow":
        theirs = {(s, k) for s in range(state.players) if s != holder for k in treasures(state, s)}
        if state.arrow_give:
            return [
                f"arrow-take:{s}:{k}"
                for s, k in sorted(theirs, key=_seat_kind)
                if k != state.arrow_give
            ]
        mine = [k for k in treasures(state, holder) if any(t != k for _, t in theirs)]
        return (["arrow:none"] + [f"arrow:{k}" for k in mine]) if mine else []
    if phase == "beard":
        if not state.loot[holder].get("henchman"):
            return []
        return ["beard:none"] + [f"beard:{s}" for s in range(state.players) if s != holder]
    return []


def _seat_kind(pair: tuple[int, str]) -> tuple[int, int]:
    return pair[0], data.KIND_ORDER[pair[1]]


def spy(state: ChickwoodState, arg: str) -> None:
    """The Spy Glass holder looks at castle `arg`'s face-down cards, or not ("none");
    the raids follow (turn.py)."""
    holder = state.holder("spyglass")
    if arg != "none":
        state.spied = int(arg)
        for played in state.at_castle[state.spied]:
            played.seen |= 1 << holder
        state.reveals += 1


def use_key(state: ChickwoodState) -> None:
    """The Key turns the raider away from the castle they announced and leaves the
    game; the raider then picks another (turn.py)."""
    value = state.announced
    _take(state, state.holder("key"), "key")
    state.boxed.append("key")
    state.key_used = True
    state.refused, state.announced = value, 0


def apply(state: ChickwoodState, verb: str, arg: str) -> None:
    """An end-of-game card's step (the Spy Glass and the Key are turn.py's, as they
    steer the raids)."""
    if verb == "swap":
        if arg == "none":
            next_final(state)
        else:
            cell, space = parse_space(arg)
            state.swap_from = cell * 16 + space
    elif verb == "swap-with":
        first_cell, first_space = divmod(state.swap_from, 16)
        cell, space = parse_space(arg)
        cells = state.spaces
        cells[first_cell][first_space], cells[cell][space] = (
            cells[cell][space],
            cells[first_cell][first_space],
        )
        state.swap_from = -1
        next_final(state)
    elif verb == "arrow":
        if arg == "none":
            next_final(state)
        else:
            state.arrow_give = arg
    elif verb == "arrow-take":
        holder = state.holder("arrow")
        seat_text, _, kind = arg.partition(":")
        other = int(seat_text)
        _take(state, holder, state.arrow_give)
        _add(state, other, state.arrow_give)
        _take(state, other, kind)
        _add(state, holder, kind)
        state.arrow_give = ""
        next_final(state)
    elif verb == "beard":
        if arg != "none":
            holder = state.holder("beard")
            _take(state, holder, "henchman")
            _add(state, int(arg), "henchman")
        next_final(state)
    else:  # pragma: no cover - apply() only passes legal actions
        raise ValueError(f"Unknown action {verb}:{arg}")


def _take(state: ChickwoodState, seat: int, kind: str) -> None:
    collection = state.loot[seat]
    collection[kind] -= 1
    if not collection[kind]:
        del collection[kind]


def _add(state: ChickwoodState, seat: int, kind: str) -> None:
    collection = state.loot[seat]
    collection[kind] = collection.get(kind, 0) + 1
