"""The round's steps and who decides in each: scout, (spy), raid, (key), alms; then,
after the last round, the Legendary cards that act before the final scoring.

Every decision is one action string:

    play:gold@3        scout: a hand card to castle 3 (face up or down: the banner says)
    spy:4 / spy:none   the Spy Glass holder looks at castle 4's face-down cards, or not
    raid:2             take castle 2 with the loot in front of it
    key:force / key:allow   the Key holder sends the raider elsewhere, or lets them be
    alms:b2            the next alms of the snake goes to the village at b2
    swap:b2.1 then swap-with:c3.0 / swap:none      Travelling Entertainers
    arrow:ring then arrow-take:2:gold / arrow:none Golden Arrow (seat 2's gold chest)
    beard:1 / beard:none                           Fake Beard (a henchman to seat 1)

A step left with one option resolves itself (the last castle of a round, the only
village the snake can reach); `state.auto_steps` records it when `state.narrate` is on,
so the log can tell it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game import RulesError
from . import alms, castles, data, legendary
from . import texts as T

if TYPE_CHECKING:
    from .state import ChickwoodState


def to_move(state: ChickwoodState) -> int | None:
    phase = state.phase
    if phase in ("scout", "raid"):
        return state.order[state.turn]
    if phase == "alms":
        return state.giver
    if phase == "over":
        return None
    return state.holder(legendary.CARD_OF_PHASE[phase])


def legal_actions(state: ChickwoodState) -> list[str]:
    phase = state.phase
    if phase == "scout":
        return castles.play_actions(state)
    if phase == "raid":
        return [f"raid:{v}" for v in castles.raid_options(state)]
    if phase == "alms":
        return [f"alms:{data.cell_name(c)}" for c in alms.next_cells(state)]
    if phase == "over":
        return []
    return legendary.actions(state)


def apply(state: ChickwoodState, action: str) -> None:
    state.auto_steps.clear()
    verb, _, arg = action.partition(":")
    if verb == "play":
        kind, _, castle = arg.partition("@")
        castles.play(state, kind, int(castle))
        after_play(state)
    elif verb == "raid":
        choose_raid(state, int(arg))
    elif verb == "alms":
        if alms.give(state, data.cell_index(arg)):
            next_raider(state)
    elif verb == "spy":
        legendary.spy(state, arg)
        start_raids(state)
    elif verb == "key":
        value = state.announced
        state.phase = "raid"
        if arg == "force":
            legendary.use_key(state)
            prepare_raider(state)
        else:
            resolve_raid(state, value)
    else:
        legendary.apply(state, verb, arg)


# -- the flow of a round ------------------------------------------------------------------
def start_round(state: ChickwoodState, first: bool = False) -> None:
    """Turn order from the castles on top of each stack, lowest first; new hands."""
    previous = {seat: i for i, seat in enumerate(state.order)}
    # Two equal castles happen only when someone found no castle to raid: they keep
    # their places relative to each other.
    state.order = sorted(
        range(state.players), key=lambda s: (state.top_castle(s), previous.get(s, s))
    )
    for seat in state.order:
        hand = [state.deck.pop() for _ in range(state.hand_size)]
        hand.sort(key=data.KIND_ORDER.__getitem__)
        state.hands[seat] = hand
    if not first:
        state.reveals += 1  # everyone sees new cards
    state.plays = [0] * state.players
    state.raided = [False] * len(state.piles)
    state.spied, state.spy_done = 0, False
    state.phase, state.turn = "scout", 0


def after_play(state: ChickwoodState) -> None:
    state.turn = (state.turn + 1) % state.players
    if any(state.hands):
        return
    if legendary.spy_options(state):
        state.phase = "spy"
    else:
        start_raids(state)


def start_raids(state: ChickwoodState) -> None:
    state.spy_done = True
    state.phase, state.turn = "raid", 0
    prepare_raider(state)


def prepare_raider(state: ChickwoodState) -> None:
    """The next raider in order: skipped without a castle, forced with a single one.

    A forced raid comes back here for the raider after (through the alms), one seat
    further each time: `turn` only rises, so the raids of a round end within `players`.
    """
    if not 0 <= state.turn <= state.players:
        raise RulesError(f"Raider {state.turn} is not a place in the turn order.")
    while state.turn < state.players:
        options = castles.raid_options(state)
        if len(options) > 1:
            return
        if options:
            state.note(castles.raid_sentence(state, state.order[state.turn], options[0]))
            resolve_raid(state, options[0])  # continues the flow itself
            return
        state.note(T.log("no_castle", name=state.name(state.order[state.turn])))
        state.turn += 1
    end_round(state)


def choose_raid(state: ChickwoodState, value: int) -> None:
    """The raider names a castle; the Key's holder may answer before the raid."""
    raider = state.order[state.turn]
    if castles.key_can_stop(state, raider):
        state.announced = value
        state.phase = "key"
        return
    resolve_raid(state, value)


def resolve_raid(state: ChickwoodState, value: int) -> None:
    """The raid itself, then the alms of its benefactors; the next raider once the
    snake is over."""
    raider = state.order[state.turn]
    gift = castles.take_castle(state, value)
    if alms.start_snake(state, raider, gift):
        next_raider(state)


def next_raider(state: ChickwoodState) -> None:
    state.phase = "raid"
    state.turn += 1
    prepare_raider(state)


def end_round(state: ChickwoodState) -> None:
    """Leftover loot is set aside unseen; new hands, or the end of the game."""
    for cards in state.at_castle:
        state.set_aside.extend(cards)
        cards.clear()
    if len(state.deck) < state.players * state.hand_size:
        state.note(T.log("round_last", n=state.round))
        legendary.start_final(state)
        return
    state.note(T.log("round_next", n=state.round))
    state.round += 1
    start_round(state)
