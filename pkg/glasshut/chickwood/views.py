"""What each seat may see (`view`) and the log's sentences (`describe`).

Secrets: the hands, the deck, and each face-down card (seen only by whoever played
it, and by the Spy Glass holder for the castle they looked at). The log is public:
it never names a card face down for anyone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import alms, castles, data, legendary

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
    verb, _, arg = action.partition(":")
    who = state.to_move()
    name = state.name(who) if who is not None else "?"
    if verb == "play":
        kind, _, value = arg.partition("@")
        if castles.face_up_next(state, who):
            return f"{name} plays {data.a_card(kind)} face up at castle {value}."
        return f"{name} plays a card face down at castle {value}."
    if verb == "raid":
        value = int(arg)
        if castles.key_can_stop(state, who):
            return f"{name} sets out to raid castle {value}."
        return castles.raid_sentence(state, who, value)
    if verb == "alms":
        return alms.gift_sentence(state, data.cell_index(arg))
    if verb == "spy":
        if arg == "none":
            return f"{name} keeps the Spy Glass in the pocket this round."
        return f"{name} looks through the Spy Glass at castle {arg}'s face-down cards."
    if verb == "key":
        raider = state.name(state.order[state.turn])
        if arg == "force":
            return (
                f"{name} uses the Key: {raider} must raid another castle than"
                f" castle {state.announced}."
            )
        return castles.raid_sentence(state, state.order[state.turn], state.announced)
    if verb == "swap":
        if arg == "none":
            return f"{name} lets the Travelling Entertainers rest."
        return f"{name} picks the alms at {arg} for the Travelling Entertainers."
    if verb == "swap-with":
        first = legendary.space_name(*divmod(state.swap_from, 16))
        return f"{name}'s Travelling Entertainers swap the alms at {first} and {arg}."
    if verb == "arrow":
        if arg == "none":
            return f"{name} keeps the Golden Arrow in the quiver."
        return f"{name} offers {data.a_card(arg)} for the Golden Arrow's exchange."
    if verb == "arrow-take":
        seat_text, _, kind = arg.partition(":")
        other = state.name(int(seat_text))
        give = data.a_card(state.arrow_give)
        return f"{name} swaps {give} for {other}'s {data.KINDS[kind].name} (Golden Arrow)."
    if verb == "beard":
        if arg == "none":
            return f"{name} keeps the Fake Beard's henchman."
        return f"{name} passes a henchman to {state.name(int(arg))} in a Fake Beard."
    return f"{name}: {action}"
