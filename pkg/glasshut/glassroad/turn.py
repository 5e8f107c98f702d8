"""The course of the game: periods, card rounds and the pending-decision stack.

Every decision is a frame on `state.stack` (top last): {"k": kind, "s": seat, ...}.
The legal actions are the options of the top frame; each maps to a short list of
operations ("ops") that `run` carries out. A frame whose only option is one action
resolves itself. When the stack is empty, `flow` moves the game on (the next
reveal, card round, period...).

Frame kinds, by when anytime actions (Processing trades, removing a Pit, Grove or
Pond) are offered:
  OPEN  pick, play, resolve, gift, final: the seat's own decision points; anytime
        actions are offered here, to the seat that decides.
  STEP  choose (the secret choice of cards), repeat (an Immediate building used again
        and again): no anytime actions, but the wheels may turn after each action.
  MID   build, site, place, wheel, country, adjacent, tavern, clear (the Forest a
        card's fee clears): the middle of one transaction; no anytime actions and no
        wheel turns until it is complete.
"""

from __future__ import annotations

from typing import Any

from ..core.game import RulesError
from . import buildings, cards
from .data import (
    ADVANCE_STEPS,
    ANYTIME_LIMIT,
    BUILDING_ROWS,
    CARD_IDS,
    CARD_ROUNDS,
    CARDS_CHOSEN,
    EMPTY,
    FEWEST_BUILDINGS_PERIOD_3P,
    INDENTATIONS,
    SOLO_CARDS_CHOSEN,
)
from .landscape import building_cells, removable_cells, remove_forest
from .production import gain, note_turns, pay, settle
from .seating import after, order

OPEN = frozenset({"pick", "play", "resolve", "gift", "final"})
MID = frozenset({"build", "site", "place", "wheel", "country", "adjacent", "tavern", "clear"})

Ops = list[tuple]


# -- options --------------------------------------------------------------------------------
def options(state) -> dict[str, Ops]:
    """Legal action -> the operations it carries out, for the decision on top of the stack."""
    if state._cache is not None:
        return state._cache
    if not state.stack or state.phase == "over":
        return {}
    frame = state.stack[-1]
    kind, seat = frame["k"], frame["s"]
    player = state.players[seat]
    out: dict[str, Ops] = {}
    if kind == "choose":
        taken = set(player.chosen) | set(player.set_aside)
        for card in CARD_IDS:
            if card not in taken:
                out[f"choose:{card}"] = [("choose", card)]
    elif kind == "pick":
        for card in sorted(set(player.hand)):
            out[f"pick:{card}"] = [("pop",), ("pick", card)]
    elif kind == "play":
        for card in sorted(set(player.hand)):
            out[f"play:{card}"] = [("pop",), ("play", card)]
        if frame.get("alone"):
            out["pass"] = [("pop",)]
    elif kind == "resolve":
        out.update(cards.ability_plans(state, frame))
        out["done"] = [("pop",)]
    elif kind == "gift":
        out.update(cards.gift_plans(state, frame))
    elif kind == "final":
        out["finish"] = [("pop",)]
    else:
        out.update(buildings.step_plans(state, frame))
    if kind in OPEN and state.anytime_run < ANYTIME_LIMIT:
        out.update(anytime_plans(state, seat))
    state._cache = out
    return out


def anytime_plans(state, seat: int) -> dict[str, Ops]:
    player = state.players[seat]
    out: dict[str, Ops] = {}
    for cell in building_cells(player.cells):
        out.update(buildings.trade_plans(state, seat, player.cells[cell]))
    for cell in removable_cells(player.cells):
        out[f"remove:{cell}"] = [("remove", cell)]
    return out


def is_anytime(action: str) -> bool:
    return action.startswith(("use:", "remove:"))


# -- applying -------------------------------------------------------------------------------
def apply(state, action: str) -> None:
    plan = options(state)[action]
    state.anytime_run = state.anytime_run + 1 if is_anytime(action) else 0
    state._cache = None
    state.turned = {}  # this action's wheel turns, for its log line (effects.py)
    run(state, state.stack[-1]["s"], plan)
    state._cache = None
    advance(state)


def run(state, seat: int, ops: Ops) -> None:
    """Carry out operations for `seat` (the seat of the decision they answer)."""
    player = state.players[seat]
    for op in ops:
        name = op[0]
        if name == "pop":
            state.stack.pop()
        elif name == "push":
            state.stack.append(dict(op[1]))
        elif name == "gain":
            gain(player.wheels, op[1], op[2], op[3])
        elif name == "pay":
            pay(player.wheels, op[1], op[2], op[3])
        elif name == "remove":
            player.cells[op[1]] = EMPTY
        elif name == "unforest":
            remove_forest(player.cells, player.forests, op[1])
        elif name == "tile":
            if player.cells[op[2]] != EMPTY:
                raise ValueError("a tile goes on an empty space")
            player.cells[op[2]] = op[1]
        elif name == "discard":
            player.offer.remove(op[1])
            state.out_of_game.append(op[1])
        elif name == "choose":
            player.chosen.append(op[1])
            if len(player.chosen) >= state.stack[-1]["n"]:
                state.stack.pop()
        elif name == "pick":
            player.hand.remove(op[1])
            player.facedown = op[1]
        elif name == "play":
            play_face_up(state, seat, op[1])
        else:
            cards.run_op(state, seat, op) if name in cards.OPS else buildings.run_op(
                state, seat, op
            )


def advance(state) -> None:
    """Settle the wheels, resolve single-option steps and move the game on to the next decision.

    Bounded: a position whose steps never reach a decision is a rules bug, not a hang.
    """
    for _ in range(ADVANCE_STEPS):
        if not any(f["k"] in MID for f in state.stack):
            for seat, player in enumerate(state.players):
                turned = settle(player.wheels)
                if turned:
                    note_turns(state, seat, turned)
        if not state.stack:
            if state.phase == "over":
                return
            flow(state)
            continue
        top = state.stack[-1]
        if top["k"] == "resolve" and len(top["used"]) >= (2 if top["both"] else 1):
            state.stack.pop()
            continue
        state._cache = None
        opts = options(state)
        # A card's resolution is always asked, even when only `done` is left: its
        # first answer is where the log tells whose card came out and who followed.
        if len(opts) == 1 and top["k"] != "resolve":
            (plan,) = opts.values()
            state._cache = None
            run(state, top["s"], plan)
            continue
        if not opts:  # pragma: no cover - every frame offers a way on
            raise RulesError(f"no option at {top}")
        return
    raise RulesError(f"the game did not reach a decision in {ADVANCE_STEPS} steps")


# -- the course of a period -----------------------------------------------------------------
def begin_period(state) -> None:
    state.phase = "choose"
    state.card_round = 1
    state.cursor = 0
    state.current = {}
    n = len(state.players)
    count = SOLO_CARDS_CHOSEN[state.period - 1] if n == 1 else CARDS_CHOSEN
    for seat in reversed(order(state)):
        state.stack.append({"k": "choose", "s": seat, "n": count})


def flow(state) -> None:
    """The stack is empty: the next step of the period."""
    n = len(state.players)
    phase = state.phase
    if phase == "choose":
        for player in state.players:
            player.hand = list(player.chosen)
        if n == 1:
            state.phase = "solo"
            solo_next(state)
        elif n == 2:
            state.phase = "duel"
            state.cursor = state.start_player
            state.stack.append({"k": "play", "s": state.cursor})
        else:
            state.phase = "pick"
            push_picks(state)
    elif phase == "pick":
        state.phase = "reveal"
        state.cursor = 0
        reveal(state, order(state)[0])
    elif phase == "reveal":
        state.cursor += 1
        if state.cursor < n:
            reveal(state, order(state)[state.cursor])
            return
        state.card_round += 1
        state.current = {}
        if state.card_round <= CARD_ROUNDS:
            state.phase = "pick"
            push_picks(state)
        else:
            end_period(state)
    elif phase == "duel":
        state.current = {}
        if any(not p.hand for p in state.players):
            state.phase = "duel_end"
            for seat in reversed(order(state)):
                if len(state.players[seat].hand) > INDENTATIONS:
                    state.stack.append({"k": "play", "s": seat, "alone": True})
            if not state.stack:
                end_period(state)
        else:
            state.cursor = 1 - state.cursor
            state.stack.append({"k": "play", "s": state.cursor})
    elif phase == "duel_end":
        end_period(state)
    elif phase == "solo":
        solo_next(state)
    elif phase == "solo_last":
        end_period(state)
    elif phase == "final":
        state.phase = "over"


def push_picks(state) -> None:
    for seat in reversed(order(state)):
        state.stack.append({"k": "pick", "s": seat})


def solo_next(state) -> None:
    """Solo: draw a card at random while more than two are left; then the player picks one."""
    player = state.players[0]
    state.current = {}
    if len(player.hand) > 2:
        card = player.hand.pop(state.rng.randbelow(len(player.hand)))
        player.played.append(card)
        state.reveals += 1
        state.current = {"card": card, "by": 0, "forced": [], "both": False, "drawn": True}
        state.stack.append(resolve_frame(0, card, both=False))
    else:
        state.phase = "solo_last"
        state.stack.append({"k": "play", "s": 0})


def resolve_frame(seat: int, card: str, both: bool) -> dict[str, Any]:
    return {"k": "resolve", "s": seat, "c": card, "both": both, "used": [], "fee": False}


def reveal(state, seat: int) -> None:
    """The seat turns its face-down card up; copies still in hands must follow."""
    player = state.players[seat]
    card, player.facedown = player.facedown, ""
    player.played.append(card)
    state.reveals += 1
    card_played(state, seat, card)


def play_face_up(state, seat: int, card: str) -> None:
    """2 players and solo: a card played from hand, face up."""
    player = state.players[seat]
    player.hand.remove(card)
    player.played.append(card)
    if len(state.players) > 1:
        # The copy check tells the player about the other hand (and a card played for
        # the other seat by itself shows that card): not to be undone.
        state.reveals += 1
    card_played(state, seat, card)


def card_played(state, seat: int, card: str) -> None:
    """Force the copies still in hand, then queue everyone's resolution: the player first."""
    forced = []
    for other in after(state, seat):
        them = state.players[other]
        if len(them.forced) >= INDENTATIONS:
            continue  # both indentations full: cannot be forced, and nothing is learnt
        if card in them.hand:
            them.hand.remove(card)
            them.forced.append(card)
            forced.append(other)
        else:
            them.absent[card] = state.card_round
    alone = not forced
    state.current = {"card": card, "by": seat, "forced": forced, "both": alone}
    for other in reversed(forced):
        state.stack.append(resolve_frame(other, card, both=False))
    state.stack.append(resolve_frame(seat, card, both=alone))


def end_period(state) -> None:
    n = len(state.players)
    for player in state.players:
        if n == 1:
            player.set_aside = list(player.chosen)
        player.chosen, player.hand, player.played, player.forced = [], [], [], []
        player.facedown = ""
        player.absent = {}
    state.current = {}
    refill(state)
    if n > 1:
        state.start_player = next_start_player(state)
    state.period += 1
    if state.period > state.periods:
        state.phase = "final"
        for seat in reversed(order(state)):
            state.stack.append({"k": "final", "s": seat})
    else:
        begin_period(state)


def refill(state) -> None:
    """Fill the empty spaces of each row from its own stack, drawn at random."""
    drew = False
    for row in BUILDING_ROWS:
        slots, stack = state.rows[row], state.stacks[row]
        for i, slot in enumerate(slots):
            if slot == EMPTY and stack:
                slots[i] = stack.pop(state.rng.randbelow(len(stack)))
                drew = True
    if drew:
        state.reveals += 1


def building_count(player) -> int:
    """Building tiles on the landscape (upgrades on Start buildings do not count)."""
    return len(building_cells(player.cells))


def next_start_player(state) -> int:
    """The goblet passes clockwise; before some last periods it goes to the fewest Buildings."""
    n = len(state.players)
    long_game = state.periods > 4
    if n == 3 and state.period == FEWEST_BUILDINGS_PERIOD_3P:
        return fewest_buildings(state, exclude=None)
    if long_game and state.period == 4:
        return fewest_buildings(state, exclude=state.start_player if n == 3 else None)
    return (state.start_player + 1) % n


def fewest_buildings(state, exclude: int | None) -> int:
    """Fewest Buildings; a tie goes to the first tied seat clockwise after the start player."""
    n = len(state.players)
    seats = [(state.start_player + i) % n for i in range(1, n + 1)]  # the start player last
    seats = [s for s in seats if s != exclude]
    fewest = min(building_count(state.players[s]) for s in seats)
    return next(s for s in seats if building_count(state.players[s]) == fewest)
