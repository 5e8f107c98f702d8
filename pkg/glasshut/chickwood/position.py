"""Chickwood Forest positions read back with every value checked: `read_position(game, data)`.

`State.snapshot()` writes a position (docs/position-format.md lists the keys). Before
a state is built from one, each value is checked against the components of the setup
(ids, seats, counts), every card, castle card and alms is found in exactly one place,
and the step of the round (phase, turn, the Key, the snake, the end-of-game cards)
must fit the rest. A refusal is a PositionError naming the key and saying what is
wrong. The state built must then write the same position back, and a game not over
must offer its seat to move a legal action.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

from ..core.codec import MAX_LEVEL, MAX_NAME
from ..core.game import PositionError, read_snapshot
from . import alms, castles, data, legendary
from .state import PHASES, from_snapshot

FORMAT = 1  # bump when a key changes meaning; positions written before carry no format key
GAME_ID = "chickwood"
RAID_STEPS = ("raid", "key", "alms")
FINAL = (*legendary.FINAL_PHASES, "over")
TOP_KEYS = (
    "game",
    "format",
    "seed",
    "seats",
    "options",
    "rng",
    "reveals",
    "phase",
    "round",
    "order",
    "turn",
    "deck",
    "hands",
    "plays",
    "piles",
    "at_castle",
    "raided",
    "castles",
    "loot",
    "alms",
    "grid",
    "spaces",
    "set_aside",
    "spent",
    "boxed",
    "spied",
    "spy_done",
    "key_used",
    "announced",
    "refused",
    "giver",
    "to_give",
    "snake",
    "swap_from",
    "arrow_give",
)
OPTIONAL = ("game", "format")  # positions written before they existed lack them
SPACE_STRIDE = 16  # swap_from is cell * 16 + space (state.py)
MAX_REVEALS = 2**31


def _fail(where: str, what: str, why: str = "pos_rules", **fields) -> PositionError:
    return PositionError.refused("chickwood", "Chickwood Forest", where, what, why, **fields)


def _rule(where: str, key: str, **fields) -> PositionError:
    """A rules check refused, worded by `key` ("pos.<name>") of the game's catalogue:
    English in the error's message, the player's language on the page (which fills in
    `where` too, so the text is always formatted)."""
    from .texts import CATALOGUE

    return _fail(where, CATALOGUE(key, "en", where=where, **fields), key, **fields)


def _int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        shown = "NaN" if isinstance(value, float) and math.isnan(value) else repr(value)
        raise _fail(
            where, f"{shown} is not a whole number from {low} to {high}",
            "pos_int", value=shown, low=low, high=high,
        )
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(where, f"{value!r} is not true or false", "pos_bool", value=repr(value))
    return value


def _list(value: Any, where: str, length: int | None = None) -> list:
    if not isinstance(value, list):
        raise _fail(where, f"{_short(value)} is not a list", "pos_list", value=_short(value))
    if length is not None and len(value) != length:
        raise _fail(
            where, f"has {len(value)} entries, not {length}",
            "pos_length", count=len(value), length=length,
        )
    return value


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _kind(value: Any, where: str) -> str:
    if not isinstance(value, str) or value not in data.KINDS:
        raise _rule(where, "pos.not_loot", value=_short(value))
    return value


# -- the whole position ---------------------------------------------------------------------
def read_position(game, position: Any):
    """The state `position` describes; PositionError for anything it cannot be."""
    check_position(position)
    full = {"game": GAME_ID, "format": FORMAT, **position}
    try:
        state = read_snapshot(game, from_snapshot, full)
    except PositionError as err:  # the checks above should leave nothing for it to find
        raise _rule("top level", "pos.read_back", error=str(err)) from None
    _check_playable(state)
    return state


def check_position(position: Any) -> None:
    """Every check that needs only the data; PositionError at the first problem."""
    if not isinstance(position, dict):
        raise _fail(
            "top level", f"expected an object with keys {', '.join(TOP_KEYS)}",
            "pos_object", keys=", ".join(TOP_KEYS),
        )
    unknown = [k for k in position if k not in TOP_KEYS]
    if unknown:
        raise _fail(
            "top level", f"unknown key {_short(unknown[0])}",
            "pos_unknown", name=_short(unknown[0]), keys=", ".join(TOP_KEYS),
        )
    missing = [k for k in TOP_KEYS if k not in position and k not in OPTIONAL]
    if missing:
        raise _fail(
            "top level", f"missing key {missing[0]!r}", "pos_missing", name=repr(missing[0])
        )
    if position.get("game", GAME_ID) != GAME_ID:
        raise _fail(
            "game", f"{_short(position['game'])} is not {GAME_ID!r}",
            "pos_game", value=_short(position["game"]), expected=repr("chickwood"),
        )
    if "format" in position and (
        isinstance(position["format"], bool) or position["format"] != FORMAT
    ):
        raise _rule("format", "pos.format", value=_short(position["format"]), expected=str(FORMAT))
    p = position
    _int(p["seed"], "seed", 0, 2**64 - 1)
    n = _check_seats(p["seats"])
    legendary_on = _check_options(p["options"])
    rng = _list(p["rng"], "rng", 2)
    _int(rng[0], "rng[0] (the generator's state)", 0, 2**64 - 1)
    _int(rng[1], "rng[1] (numbers drawn)", 0, 2**63)
    _int(p["reveals"], "reveals", 0, MAX_REVEALS)
    Setup(p, n, legendary_on).check()


def _check_seats(seats: Any) -> int:
    seats = _list(seats, "seats")
    if not 2 <= len(seats) <= 5:
        raise _rule("seats", "pos.player_count", n=len(seats))
    for k, seat in enumerate(seats):
        where = f"seats[{k}]"
        if not isinstance(seat, list) or len(seat) != 3:
            raise _rule(where, "pos.seat", value=_short(seat))
        name, kind, level = seat
        if not isinstance(name, str) or len(name) > MAX_NAME:
            raise _rule(f"{where}[0]", "pos.name", most=MAX_NAME)
        if kind not in ("human", "bot"):
            raise _rule(f"{where}[1]", "pos.kind", value=_short(kind))
        if not isinstance(level, str) or len(level) > MAX_LEVEL:
            raise _rule(f"{where}[2]", "pos.level", most=MAX_LEVEL)
    return len(seats)


def _check_options(options: Any) -> bool:
    if not isinstance(options, dict) or list(options) != ["legendary"]:
        raise _rule("options", "pos.options", value=_short(options))
    return _bool(options["legendary"], "options.legendary")


class Setup:
    """The checks that depend on the number of players and the variant."""

    def __init__(self, p: dict, n: int, legendary_on: bool) -> None:
        self.p, self.n, self.legendary = p, n, legendary_on
        self.hand = data.HAND_SIZE[n]
        self.values = data.CASTLE_VALUES[n]
        self.deck_size = len(data.loot_deck(n, legendary_on))
        self.rounds = self.deck_size // (n * self.hand)
        self.cells = data.grid_rows(n) * data.GRID_COLUMNS

    def seat(self, value: Any, where: str) -> int:
        return _int(value, where, 0, self.n - 1)

    def check(self) -> None:
        p, n = self.p, self.n
        phase = p["phase"]
        if phase not in PHASES:
            raise _rule("phase", "pos.not_step", value=_short(phase), steps=", ".join(PHASES))
        # The deck decides the round (conservation): a position may have put a round's
        # hands back in the deck (a staged raid), which buys one round more.
        _int(p["round"], "round", 1, self.rounds + 1)
        order = _list(p["order"], "order", n)
        for k, seat in enumerate(order):
            self.seat(seat, f"order[{k}]")
        if sorted(order) != list(range(n)):
            raise _rule("order", "pos.order", order=str(order))
        _int(p["turn"], "turn", 0, n)
        self.cards()
        self.castle_cards()
        self.villages()
        self.legendary_state()
        self.conservation()
        self.step()

    # -- domains ---------------------------------------------------------------------------
    def cards(self) -> None:
        p, n = self.p, self.n
        for k, kind in enumerate(_list(p["deck"], "deck")):
            _kind(kind, f"deck[{k}]")
        hands = _list(p["hands"], "hands", n)
        plays = _list(p["plays"], "plays", n)
        for s in range(n):
            hand = _list(hands[s], f"hands[{s}]")
            for k, kind in enumerate(hand):
                _kind(kind, f"hands[{s}][{k}]")
            _int(plays[s], f"plays[{s}]", 0, self.hand)
            if len(hand) + plays[s] != self.hand:
                raise _rule(f"hands[{s}]", "pos.hand_size", count=len(hand), played=plays[s],
                            seat=s, hand=self.hand)
        loot = _list(p["loot"], "loot", n)
        for s, collection in enumerate(loot):
            if not isinstance(collection, dict):
                raise _rule(f"loot[{s}]", "pos.loot_object", value=_short(collection))
            for kind, count in collection.items():
                where = f"loot[{s}].{kind}"
                _kind(kind, where)
                if data.KINDS[kind].family == "benefactor":
                    raise _rule(where, "pos.benefactor_loot")
                _int(count, where, 1, data.KINDS[kind].count or 1)
        for k, kind in enumerate(_list(p["spent"], "spent")):
            if _kind(kind, f"spent[{k}]") not in data.BENEFACTORS:
                raise _rule(f"spent[{k}]", "pos.not_benefactor", value=repr(kind))
        for k, kind in enumerate(_list(p["boxed"], "boxed")):
            _kind(kind, f"boxed[{k}]")
        for k, row in enumerate(_list(p["set_aside"], "set_aside")):
            self.played(row, f"set_aside[{k}]")

    def played(self, row: Any, where: str) -> None:
        if not isinstance(row, list) or len(row) != 4:
            raise _rule(where, "pos.played", value=_short(row))
        _kind(row[0], f"{where}[0]")
        owner = self.seat(row[1], f"{where}[1] (the owner)")
        _bool(row[2], f"{where}[2] (face up)")
        seen = _int(row[3], f"{where}[3] (the seats that have seen it)", 0, 2**self.n - 1)
        if not seen >> owner & 1:
            raise _rule(f"{where}[3]", "pos.owner_seen", seat=owner)

    def castle_cards(self) -> None:
        p, n = self.p, self.n
        size = max(self.values) + 1
        piles = _list(p["piles"], "piles", size)
        _int(piles[0], "piles[0] (unused)", 0, 0)
        for v in self.values:
            _int(piles[v], f"piles[{v}]", 0, data.CASTLE_COUNTS[v])
        at_castle = _list(p["at_castle"], "at_castle", size)
        for v, cards in enumerate(at_castle):
            for k, row in enumerate(_list(cards, f"at_castle[{v}]")):
                self.played(row, f"at_castle[{v}][{k}]")
        raided = _list(p["raided"], "raided", size)
        for v, flag in enumerate(raided):
            _bool(flag, f"raided[{v}]")
        if raided[0]:
            raise _rule("raided[0]", "pos.castle_zero")
        stacks = _list(p["castles"], "castles", n)
        for s, stack in enumerate(stacks):
            stack = _list(stack, f"castles[{s}]")
            if not stack:
                raise _rule(f"castles[{s}]", "pos.start_castle")
            for k, value in enumerate(stack):
                if isinstance(value, bool) or value not in self.values:
                    raise _rule(f"castles[{s}][{k}]", "pos.not_castle", value=_short(value),
                                players=n, values=", ".join(map(str, self.values)))
            if len(stack) > p["round"] + 1:
                raise _rule(f"castles[{s}]", "pos.castle_stack", count=len(stack),
                            round=p["round"], most=p["round"] + 1)
        starting = [stack[0] for stack in stacks]
        if len(set(starting)) != n:
            raise _rule("castles", "pos.start_castles")
        for v in self.values:
            taken = sum(stack.count(v) for stack in stacks)
            if piles[v] + taken != data.CASTLE_COUNTS[v]:
                raise _rule(f"piles[{v}]", "pos.castle_count", left=piles[v], taken=taken,
                            total=data.CASTLE_COUNTS[v], value=v)
        for v, cards in enumerate(at_castle):
            if cards and (not piles[v] or raided[v]):
                raise _rule(f"at_castle[{v}]", "pos.at_castle")
        if any(piles[v] for v in self.values if v not in data.CASTLE_LIMITS):
            for v, limit in data.CASTLE_LIMITS.items():
                if len(at_castle[v]) > limit:
                    raise _rule(f"at_castle[{v}]", "pos.castle_limit",
                                count=len(at_castle[v]), castle=v, limit=limit)

    def villages(self) -> None:
        p, n = self.p, self.n
        grid = _list(p["grid"], "grid", self.cells)
        for c, kind in enumerate(grid):
            if not isinstance(kind, str) or kind not in data.VILLAGE_KINDS:
                raise _rule(f"grid[{c}]", "pos.not_village", value=_short(kind),
                            kinds=", ".join(data.VILLAGE_KINDS))
        if Counter(grid) != Counter(data.village_cards(n)):
            want = Counter(data.village_cards(n))
            raise _rule("grid", "pos.villages", players=n,
                        cards=", ".join(f"{c} {k}" for k, c in want.items()))
        spaces = _list(p["spaces"], "spaces", self.cells)
        for c, cell in enumerate(spaces):
            cell = _list(cell, f"spaces[{c}]")
            for k, seat in enumerate(cell):
                self.seat(seat, f"spaces[{c}][{k}]")
            room = alms.capacity(grid[c])
            if len(cell) > room:
                raise _rule(f"spaces[{c}]", "pos.village_room", count=len(cell),
                            village=grid[c], cell=data.cell_name(c), n=room)
        stores = _list(p["alms"], "alms", n)
        for s in range(n):
            _int(stores[s], f"alms[{s}]", 0, data.ALMS_PER_PLAYER)
            given = sum(cell.count(s) for cell in spaces)
            if stores[s] + given != data.ALMS_PER_PLAYER:
                raise _rule(f"alms[{s}]", "pos.alms_count", store=stores[s], given=given,
                            total=data.ALMS_PER_PLAYER)

    def legendary_state(self) -> None:
        p = self.p
        size = len(p["piles"])
        for key in ("spied", "announced", "refused"):
            _int(p[key], key, 0, size - 1)
        _bool(p["spy_done"], "spy_done")
        _bool(p["key_used"], "key_used")
        _int(p["giver"], "giver", -1, self.n - 1)
        _int(p["to_give"], "to_give", 0, data.ALMS_PER_PLAYER)
        snake = _list(p["snake"], "snake")
        for k, cell in enumerate(snake):
            _int(cell, f"snake[{k}]", 0, self.cells - 1)
        _int(p["swap_from"], "swap_from", -1, self.cells * SPACE_STRIDE - 1)
        give = p["arrow_give"]
        if not isinstance(give, str) or (give and give not in data.TREASURES):
            raise _rule("arrow_give", "pos.arrow_give", value=_short(give))
        if not self.legendary:
            for key, idle in (("spied", 0), ("key_used", False), ("refused", 0),
                              ("announced", 0), ("swap_from", -1), ("arrow_give", "")):
                if p[key] != idle:
                    raise _rule(key, "pos.legendary_off")

    def conservation(self) -> None:
        """Every loot card of this setup in exactly one place; the boxed ones as set up."""
        p = self.p
        found = Counter(p["deck"])
        for hand in p["hands"]:
            found.update(hand)
        for cards in [*p["at_castle"], p["set_aside"]]:
            found.update(row[0] for row in cards)
        for collection in p["loot"]:
            for kind, count in collection.items():
                found[kind] += count
        found.update(p["spent"])
        found.update(p["boxed"])
        removed = list(data.TWO_PLAYER_REMOVED if self.n == 2 else ())
        removed += list(data.LEGENDARY_REMOVED if self.legendary else ())
        box = Counter(data.loot_deck(self.n, self.legendary)) + Counter(removed)
        for kind in data.KINDS:
            if found[kind] != box[kind]:
                raise _rule("cards", "pos.card_count", count=found[kind], kind=kind,
                            total=box[kind])
        expected = Counter(removed) + Counter(["key"] if p["key_used"] else [])
        if Counter(p["boxed"]) != expected:
            key = "pos.boxed_key" if p["key_used"] else "pos.boxed"
            if not expected:
                key = "pos.boxed_none"  # nothing is removed: more than two seats, no Key
            elif not p["boxed"]:
                key += "_empty"
            raise _rule("boxed", key, expected=", ".join(sorted(expected.elements())),
                        boxed=", ".join(sorted(p["boxed"])))
        dealt = self.deck_size - len(p["deck"])
        deal = self.n * self.hand
        if not (p["round"] - 1) * deal <= dealt <= p["round"] * deal:
            raise _rule("round", "pos.round_deck", round=p["round"], cards=len(p["deck"]),
                        deal=deal, total=self.deck_size)

    # -- the step of the round -------------------------------------------------------------
    def step(self) -> None:
        p, n = self.p, self.n
        phase, turn = p["phase"], p["turn"]
        played_now = sum(p["plays"])
        at_castle = p["at_castle"]
        lying = Counter(row[1] for cards in at_castle for row in cards)
        for s in range(n):
            if lying[s] > p["plays"][s]:
                raise _rule("at_castle", "pos.lying", seat=s, count=lying[s],
                            played=p["plays"][s])
        self.idle_unless(phase)
        holder_card = legendary.CARD_OF_PHASE.get(phase)
        if holder_card and not any(c.get(holder_card) for c in p["loot"]):
            raise _rule("phase", f"pos.no_holder.{holder_card}")
        if phase not in ("scout",) and any(p["hands"]):
            raise _rule("hands", "pos.hands_out", step=phase)
        if phase in ("scout", "spy"):
            if turn >= n:
                raise _rule("turn", "pos.turn_past", value=turn)
            if any(p["raided"]):
                raise _rule("raided", "pos.raided_early")
            if p["spy_done"] or p["spied"]:
                raise _rule("spy_done", "pos.spy_early")
            tops = [p["castles"][s][-1] for s in p["order"]]
            if tops != sorted(tops):
                raise _rule("order", "pos.order_tops", tops=str(tops))
        if phase == "scout":
            k = played_now
            if turn != k % n:
                raise _rule("turn", "pos.scout_turn", n=k, turn=k % n)
            for i, s in enumerate(p["order"]):
                want = k // n + (1 if i < k % n else 0)
                if p["plays"][s] != want:
                    raise _rule(f"plays[{s}]", "pos.scout_plays", seat=s, place=i + 1,
                                want=want, total=k, played=p["plays"][s])
        elif phase == "spy":
            if turn != 0:
                raise _rule("turn", "pos.spy_turn")
        elif phase in RAID_STEPS:
            self.raids()
        else:
            self.final()

    def idle_unless(self, phase: str) -> None:
        """The values of a pending choice are at rest outside its own step."""
        p = self.p
        rest = {
            "announced": ("key", 0),
            "giver": ("alms", -1),
            "to_give": ("alms", 0),
            "snake": ("alms", []),
            "swap_from": ("entertainers", -1),
            "arrow_give": ("arrow", ""),
        }
        for key, (own, idle) in rest.items():
            if phase != own and p[key] != idle:
                raise _rule(key, "pos.idle", value=_short(p[key]), step=own)
        if p["refused"] and phase != "raid":
            raise _rule("refused", "pos.refused_phase")
        if p["spied"] and not p["spy_done"]:
            raise _rule("spied", "pos.spied")

    def raids(self) -> None:
        p, n = self.p, self.n
        phase, turn, order = p["phase"], p["turn"], p["order"]
        if turn >= n:
            raise _rule("turn", "pos.raider_past", value=turn)
        if not p["spy_done"]:
            raise _rule("spy_done", "pos.spy_done")
        raided = [v for v in self.values if p["raided"][v]]
        most = turn + (1 if phase == "alms" else 0)
        if len(raided) > most:
            raise _rule("raided", "pos.raided_count", count=len(raided), raider=turn, most=most)
        raider = order[turn]
        open_castles = [
            v for v in self.values
            if p["piles"][v] > 0 and not p["raided"][v] and v != p["refused"]
        ]
        if p["refused"]:
            if not p["key_used"]:
                raise _rule("refused", "pos.refused_unused")
            if p["refused"] not in self.values or not p["piles"][p["refused"]]:
                raise _rule("refused", "pos.refused_castle", castle=p["refused"])
        if phase == "key":
            key_holder = next(s for s, c in enumerate(p["loot"]) if c.get("key"))
            if key_holder == raider:
                raise _rule("phase", "pos.key_own")
            if p["announced"] not in open_castles or len(open_castles) < 2:
                raise _rule("announced", "pos.announced" if open_castles else "pos.announced_none",
                            castles=", ".join(map(str, open_castles)))
        if phase == "alms":
            if p["giver"] != raider:
                raise _rule("giver", "pos.giver", seat=raider)
            if not p["raided"][p["castles"][raider][-1]]:
                raise _rule("castles", "pos.alms_after_raid", seat=raider)
            if not 1 <= p["to_give"] <= p["alms"][raider]:
                raise _rule("to_give", "pos.to_give", count=p["to_give"], store=p["alms"][raider])
            self.snake(raider)

    def snake(self, giver: int) -> None:
        p = self.p
        snake = p["snake"]
        if len(set(snake)) != len(snake):
            raise _rule("snake", "pos.snake_twice")
        for k, cell in enumerate(snake):
            if not p["spaces"][cell] or p["spaces"][cell][-1] != giver:
                raise _rule(f"snake[{k}]", "pos.snake_last", cell=data.cell_name(cell), seat=giver)
            if k and cell not in alms.neighbours(snake[k - 1], self.cells):
                raise _rule(f"snake[{k}]", "pos.snake_next", cell=data.cell_name(cell),
                            previous=data.cell_name(snake[k - 1]))

    def final(self) -> None:
        p, n = self.p, self.n
        phase = p["phase"]
        if p["turn"] != n:
            raise _rule("turn", "pos.final_turn", turn=n)
        if len(p["deck"]) >= n * self.hand:
            raise _rule("phase", "pos.final_deck", count=len(p["deck"]))
        if any(p["at_castle"]):
            raise _rule("at_castle", "pos.final_at_castle")
        if phase == "entertainers" and p["swap_from"] >= 0:
            cell, space = divmod(p["swap_from"], SPACE_STRIDE)
            if space >= len(p["spaces"][cell]):
                raise _rule("swap_from", "pos.swap_empty", space=legendary.space_name(cell, space))
        if phase == "arrow" and p["arrow_give"]:
            holder = next(s for s, c in enumerate(p["loot"]) if c.get("arrow"))
            if not p["loot"][holder].get(p["arrow_give"]):
                raise _rule("arrow_give", "pos.arrow_holder", seat=holder, card=p["arrow_give"])


# -- after building ---------------------------------------------------------------------------
def _check_playable(state) -> None:
    try:
        mover = state.to_move()
        legal = state.legal_actions()
        state.scores()
        if state.phase == "scout":
            castles.face_up_next(state, mover)
    except Exception as exc:  # noqa: BLE001  any failure here means the position is unusable
        raise _rule("phase", "pos.misfit", step=state.phase, error=type(exc).__name__) from None
    if mover is None and state.phase != "over":
        raise _rule("phase", "pos.nobody", step=state.phase)
    if mover is not None and not legal:
        raise _rule("phase", "pos.no_action", seat=mover, step=state.phase)
