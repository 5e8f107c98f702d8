"""What each seat may see (`view`) and the log's sentences (`describe`).

Secrets: the hands, the deck, and each face-down card (seen only by whoever played
it, and by the Spy Glass holder for the castle they looked at). The log is public:
it never names a card face down for anyone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import alms, castles, data, legendary
from . import texts as T

if TYPE_CHECKING:
    from .state import ChickwoodState, Played


def _card(played: Played, seat: int | None) -> dict[str, Any]:
    return {
        "card": played.kind if played.visible_to(seat) else None,
        "owner": played.owner,
        "face_up": played.face_up,
    }


def view(state: ChickwoodState, seat: int | None) -> dict[str, Any]:
    scores = state.scores()
    return {
        "round": state.round,
        "phase": state.phase,
        "to_move": state.to_move(),
        "order": list(state.order),
        "turn": state.turn,
        "deck": len(state.deck),
        "hand": list(state.hands[seat]) if seat is not None else None,
        "hand_sizes": [len(h) for h in state.hands],
        "castles": [
            {
                "value": v,
                "pile": state.piles[v],
                "limit": data.CASTLE_LIMITS.get(v),
                "banner": data.banner(v, state.players),
                "night": state.players == 2,
                "raided": state.raided[v],
                "cards": [_card(p, seat) for p in state.at_castle[v]],
            }
            for v in range(1, len(state.piles))
            if state.piles[v] > 0 or state.at_castle[v]
        ],
        "players": [
            {
                "seat": s,
                "name": state.name(s),
                "colour": data.SEAT_COLOURS[s],
                "castles": list(state.castles[s]),
                "banner": data.banner(state.top_castle(s), state.players),
                "next_face_up": castles.face_up_next(state, s)
                if state.plays[s] < state.hand_size
                else None,
                "plays": state.plays[s],
                "loot": dict(state.loot[s]),
                "alms": state.alms[s],
                "score": scores[s].total,
                "lines": [[line.label, line.points] for line in scores[s].lines],
            }
            for s in range(state.players)
        ],
        "villages": [
            {"cell": data.cell_name(c), "kind": kind, "spaces": list(state.spaces[c])}
            for c, kind in enumerate(state.grid)
        ],
        "set_aside": [_card(p, seat) for p in state.set_aside],
        "spent": len(state.spent),
        "boxed": list(state.boxed),
        "spied": state.spied if seat is not None and seat == state.holder("spyglass") else 0,
        "key_used": state.key_used,
        "announced": state.announced,
        "refused": state.refused,
        "snake": [data.cell_name(c) for c in state.snake],
        "to_give": state.to_give,
        "reachable": [data.cell_name(c) for c in alms.next_cells(state)]
        if state.phase == "alms"
        else [],
        "swap_from": legendary.space_name(*divmod(state.swap_from, 16))
        if state.swap_from >= 0
        else None,
        "arrow_give": state.arrow_give or None,
    }


def describe(state: ChickwoodState, action: str) -> str:
    """The log sentence for `action`, with the steps the rules then take by themselves."""
    first = sentence(state, action)
    after = state.clone()
    after.narrate = True
    after._apply(action)
    return " ".join([first, *after.auto_steps])


def sentence(state: ChickwoodState, action: str) -> str:
    """The log sentence of `action` alone, in the table's language (texts.LOG)."""
    verb, _, arg = action.partition(":")
    who = state.to_move()
    name = state.name(who) if who is not None else "?"
    if verb == "play":
        kind, _, value = arg.partition("@")
        if castles.face_up_next(state, who):
            return T.log("play_up", name=name, card=T.a_card(kind), value=value)
        return T.log("play_down", name=name, value=value)
    if verb == "raid":
        value = int(arg)
        if castles.key_can_stop(state, who):
            return T.log("raid_announce", name=name, value=value)
        return castles.raid_sentence(state, who, value)
    if verb == "alms":
        return alms.gift_sentence(state, data.cell_index(arg))
    if verb == "spy":
        if arg == "none":
            return T.log("spy_none", name=name)
        return T.log("spy", name=name, value=arg)
    if verb == "key":
        raider = state.name(state.order[state.turn])
        if arg == "force":
            return T.log("key_force", name=name, raider=raider, value=state.announced)
        return castles.raid_sentence(state, state.order[state.turn], state.announced)
    if verb == "swap":
        if arg == "none":
            return T.log("swap_none", name=name)
        return T.log("swap", name=name, space=arg)
    if verb == "swap-with":
        first = legendary.space_name(*divmod(state.swap_from, 16))
        return T.log("swap_with", name=name, first=first, second=arg)
    if verb == "arrow":
        if arg == "none":
            return T.log("arrow_none", name=name)
        return T.log("arrow", name=name, card=T.a_card(arg))
    if verb == "arrow-take":
        seat_text, _, kind = arg.partition(":")
        other = state.name(int(seat_text))
        give = T.a_card(state.arrow_give)
        return T.log("arrow_take", name=name, give=give, card=T.a_card(kind), other=other)
    if verb == "beard":
        if arg == "none":
            return T.log("beard_none", name=name)
        return T.log("beard", name=name, other=state.name(int(arg)))
    return T.log("other", name=name, action=action)
