"""The Specialist cards: what each ability offers, its entry fee, and the Supplier's gift.

An ability action reads `ability:N[:token...]`, N = 1 or 2, the tokens in this order:
  the entry fee   `-g` / `-b`: the wheel paying 1 Food or Charcoal (a Forest fee is
                  the next step, `clear:C`: the Forest by its first cell C, chosen on
                  the board)
  a choice        a good (`sand`, `food`, ...) or a tile kind (`pit`, `grove`, `pond`)
  a wheel         `+g` / `+b`: where gained Food or Charcoal goes (rules P2, G2)
  `no-GOOD`       for a gain of two kinds of goods: leave that kind out (rule P1)
Joined tokens such as `food+g` mean "Food, on the Glassworks".
"""

from __future__ import annotations

from itertools import product

from .data import (
    FOREST,
    LANDSCAPE_TILES,
    SHARED_GOODS,
    SOLO_SUPPLIER_GAIN,
    SPECIALIST,
    SUPPLY_GOODS,
    WHEELS,
)
from .landscape import count, empty_cells
from .production import amount, gain, room
from .seating import after

OPS = frozenset({"used", "offer", "supply"})


def fee_options(player, fee: str) -> list[tuple[list[str], list[tuple]]]:
    """Ways to pay a fee in goods: (tokens, ops); empty when it cannot be paid. (A Forest
    fee is a step of its own, see ability_plans.)"""
    if fee in SHARED_GOODS:
        return [([f"-{w}"], [("pay", fee, 1, w)]) for w in WHEELS if player.wheels[w][fee] > 0]
    return [([], [("pay", fee, 1, "")])] if amount(player.wheels, fee) > 0 else []


def gain_options(goods: dict[str, int]) -> list[tuple[list[str], list[tuple]]]:
    """Every way to place a fixed gain: one wheel choice per shared good.

    A gain of two kinds of goods may also leave one kind out (`no-wood`): taking fewer
    is allowed (rule P1), and keeping a good at 0 can stop a wheel from turning.
    """
    out = _placements(goods)
    if len(goods) > 1:
        for left_out in goods:
            rest = {g: n for g, n in goods.items() if g != left_out}
            out += [([f"no-{left_out}", *t], ops) for t, ops in _placements(rest)]
    return out


def _placements(goods: dict[str, int]) -> list[tuple[list[str], list[tuple]]]:
    per_good = []
    for good, n in goods.items():
        if good in SHARED_GOODS:
            per_good.append([(f"+{w}", ("gain", good, n, w)) for w in WHEELS])
        else:
            per_good.append([("", ("gain", good, n, ""))])
    return [([t for t, _ in combo if t], [op for _, op in combo]) for combo in product(*per_good)]


def choice_options(goods, n: int) -> list[tuple[list[str], list[tuple]]]:
    """n of one good out of `goods`, the player's choice (and wheel for Food and Charcoal)."""
    out = []
    for good in goods:
        if good in SHARED_GOODS:
            out += [([f"{good}+{w}"], [("gain", good, n, w)]) for w in WHEELS]
        else:
            out.append(([good], [("gain", good, n, "")]))
    return out


def effect_options(state, seat: int, effect: tuple, frees_cells: bool):
    """(tokens, ops) for each way to use one ability; none if it cannot be used now."""
    from . import buildings

    player = state.players[seat]
    kind = effect[0]
    has_space = frees_cells or bool(empty_cells(player.cells))
    if kind == "gain":
        return gain_options(effect[1])
    if kind == "offer":
        return [([], [("offer",)])] if any(state.stacks.values()) else []
    if kind == "tile":
        if not has_space:
            return []
        return [([], [("push", {"k": "place", "s": seat, "t": effect[1], "then": effect[2]})])]
    if kind == "tile_any":
        if not has_space:
            return []
        return [
            ([t], [("push", {"k": "place", "s": seat, "t": t, "then": {}})])
            for t in LANDSCAPE_TILES
        ]
    if kind == "count":
        n = count(player.cells, effect[1])
        return choice_options(effect[2], n) if n else []
    if kind == "hand":
        n = len(player.hand)
        return choice_options((effect[1],), n) if n else []
    if kind == "supply":
        n = SOLO_SUPPLIER_GAIN if len(state.players) == 1 else 2
        return [
            (tokens, [("supply",) + ops[0][1:]]) for tokens, ops in choice_options(SUPPLY_GOODS, n)
        ]
    if kind == "build":
        if buildings.can_build_any(state, seat, frees_cells):
            return [([], [("push", {"k": "build", "s": seat})])]
        return []
    raise ValueError(f"unknown ability kind {kind!r}")  # pragma: no cover


def ability_plans(state, frame) -> dict[str, list[tuple]]:
    """The abilities the resolving seat may still use, with every way to use them."""
    seat = frame["s"]
    player = state.players[seat]
    card = SPECIALIST[frame["c"]]
    if len(frame["used"]) >= (2 if frame["both"] else 1):
        return {}
    # A Forest fee is chosen on the board once the ability is chosen: the `clear` step
    # comes on top of whatever the ability pushed, so the Forest goes first (and may make
    # room for the Carpenter's Building).
    clear_forest = card.fee == FOREST and not frame["fee"]
    then: list[tuple] = []
    if clear_forest:
        if not player.forests:
            return {}
        fees = [([], [])]
        then = [("push", {"k": "clear", "s": seat})]
    elif frame["fee"] or not card.fee:
        fees = [([], [])]
    else:
        fees = fee_options(player, card.fee)
    out: dict[str, list[tuple]] = {}
    for index in (0, 1):
        if index in frame["used"]:
            continue
        for fee_tokens, fee_ops in fees:
            for tokens, ops in effect_options(state, seat, card.abilities[index], clear_forest):
                action = ":".join(["ability", str(index + 1), *fee_tokens, *tokens])
                out[action] = [*fee_ops, ("used", index), *ops, *then]
    return out


def gift_plans(state, frame) -> dict[str, list[tuple]]:
    """An opponent's Supplier: take 1 of the good (on a wheel of one's choice) or refuse.

    A good cannot be gained on a wheel that already shows 7 of it, so a full wheel is not
    offered; an anytime Processing building may make room first (the frame stays open)."""
    good = frame["g"]
    wheels = state.players[frame["s"]].wheels
    out: dict[str, list[tuple]] = {}
    if good in SHARED_GOODS:
        for w in WHEELS:
            if room(wheels, good, w) > 0:
                out[f"gift:take:+{w}"] = [("pop",), ("gain", good, 1, w)]
    elif room(wheels, good) > 0:
        out["gift:take"] = [("pop",), ("gain", good, 1, "")]
    out["gift:refuse"] = [("pop",)]
    return out


def run_op(state, seat: int, op: tuple) -> None:
    player = state.players[seat]
    name = op[0]
    if name == "used":
        frame = state.stack[-1]
        frame["used"].append(op[1])
        frame["fee"] = True
    elif name == "offer":
        drew = False
        for row in sorted(state.stacks):
            stack = state.stacks[row]
            if stack:
                player.offer.append(stack.pop(state.rng.randbelow(len(stack))))
                drew = True
        if drew:
            state.reveals += 1
    elif name == "supply":
        _, good, n, wheel = op
        gain(player.wheels, good, n, wheel)
        for other in reversed(after(state, seat)):
            state.stack.append({"k": "gift", "s": other, "g": good})
