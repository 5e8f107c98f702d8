"""Costs: counting what a player has, whether a cost can be paid, and paying it (a
`pay` task: `["pay", seat, [[what, amount], ...], flag]`), including the choices a
payment leaves open (which charcoal or provisions marker, which tile to remove). A
payment the engine cannot collect after a legal move is a rules bug: RulesError.
"""

from __future__ import annotations

from ..core.game import RulesError
from . import board, data
from .markers import (
    CHARCOAL_COOK,
    CHARCOAL_GLASS,
    EMPTY,
    FOREST,
    PROVISIONS_A,
    PROVISIONS_B,
    RESOURCE_INDEX,
)
from .player import Player
from .texts import log_word
from .texts import plural as _plural


class CostRules:
    """Mixed into BlackForestState (state.py)."""

    def _count(self, p: Player, what: str) -> int:
        code = data.TILE_CODE.get(what)
        if code is not None:
            return p.count(code)
        if what == "empty":
            return p.count(EMPTY)
        if what == "cattle":
            return p.cattle
        if what == "pig":
            return p.pigs
        if what in RESOURCE_INDEX:
            return p.totals()[RESOURCE_INDEX[what]]
        n, s, f = p.housing()
        if what == "pig_on_forest":
            need_c = (p.cattle - s + 2) // 3 if p.cattle > s else 0
            for y in range(min(p.pigs, f), -1, -1):
                if need_c + (p.pigs - y + 2) // 3 <= n:
                    return y
            return 0
        if what == "empty_pasture":
            need = (p.pigs - f + 2) // 3 if p.pigs > f else 0
            need += (p.cattle - s + 2) // 3 if p.cattle > s else 0
            return max(0, n - need)
        raise KeyError(what)

    def _can_pay(self, p: Player, cost: dict, totals=None, forest_used: int = 0) -> bool:
        if totals is None:
            totals = p.totals()
        for k, n in cost.items():
            other = RESOURCE_INDEX.get(k)
            if other is not None:
                if totals[other] < n:
                    return False
            elif k == "pig":
                if p.pigs < n:
                    return False
            elif k == "cattle":
                if p.cattle < n:
                    return False
            elif k == "livestock":
                if p.pigs + p.cattle < n:
                    return False
            elif k == "progress":
                if p.progress < n:
                    return False
            else:
                code = data.TILE_CODE[k]
                if p.count(code) < n + (forest_used if code == FOREST else 0):
                    return False
        return True

    def _travel_splits_that_visit(self, seat: int, cost: int, need: int) -> list[int]:
        """The splits of a travel payment after which the pawn there can still act and
        pay `need` resources for the pawns already there (the move was judged legal
        for at least one of them)."""
        p = self.players[seat]
        kept = p.markers
        fine = []
        for g, after in self._travel_splits(seat, cost).items():
            p.markers = after
            if self._action_slack(seat) >= need:
                fine.append(g)
            p.markers = kept
        return fine

    def _ask_pay(self, task):
        seat, items, flag = task[1], task[2], task[3]
        p = self.players[seat]
        markers = p.markers
        while items:
            name, n = items[0]
            if n <= 0:
                items.pop(0)
                continue
            m = data.SINGLE_MARKER.get(name)
            if m is not None:
                if markers[m] < n:
                    raise RulesError(f"asked for {n} {name}, the player has {markers[m]}")
                markers[m] -= n
                self._say(seat, "log.pays", what=_plural(n, name))
                items.pop(0)
            elif name == "charcoal" or name == "provisions":
                ma, mb = (
                    (CHARCOAL_GLASS, CHARCOAL_COOK)
                    if name == "charcoal"
                    else (PROVISIONS_A, PROVISIONS_B)
                )
                lo, hi = max(0, n - markers[mb]), min(n, markers[ma])
                splits = range(lo, hi + 1)
                if isinstance(flag, list) and flag[0] == "travel":
                    splits = self._travel_splits_that_visit(seat, n, flag[1]) or splits
                if len(splits) == 1:
                    lo = splits[0]
                    markers[ma] -= lo
                    markers[mb] -= n - lo
                    self._say(seat, "log.pays", what=_plural(n, name))
                    items.pop(0)
                else:
                    return seat, [f"pay {name} {g}+{n - g}" for g in splits]
            elif name == "pig" or name == "cattle":
                if name == "pig":
                    p.pigs -= n
                else:
                    p.cattle -= n
                self._say(seat, "log.pays", what=_plural(n, name))
                items.pop(0)
            elif name == "livestock":
                lo, hi = max(0, n - p.cattle), min(n, p.pigs)
                if lo == hi:
                    p.pigs -= lo
                    p.cattle -= n - lo
                    self._say(seat, "log.pays_livestock", n=n)
                    items.pop(0)
                else:
                    return seat, [f"pay livestock {g}+{n - g}" for g in range(lo, hi + 1)]
            elif name == "progress":
                p.progress -= n
                self._say(seat, "log.pays", what=_plural(n, "progress"))
                items.pop(0)
            else:
                code = data.TILE_CODE[name]
                candidates = self._tile_candidates(seat, code, n, flag)
                if len(candidates) > 1 and len(candidates) > n:
                    return seat, [f"remove {name} {c}" for c in candidates]
                self._remove_tile(seat, name, candidates[0] if candidates else None)
                items[0] = [name, n - 1]
                if self.stack[-1] is not task:  # animals lost their housing: choose first
                    return None
        self.stack.pop()
        self._rehouse(seat)
        self._produce(seat)
        return None

    def _tile_candidates(self, seat: int, code: int, n: int, flag) -> list[str]:
        """Cells of this tile that may be removed now (keeping the intended Building
        possible when paying for it)."""
        p = self.players[seat]
        candidates = []
        for e, estate in enumerate(p.estates):
            size = len(estate)
            for c, x in enumerate(estate):
                if x is code:
                    candidates.append((e, c, board.cell_text(e, c, size)))
        if len(candidates) <= 1 or not flag:
            return [x[2] for x in candidates]
        keep = []
        for e, c, txt in candidates:
            estate = p.estates[e]
            estate[c] = EMPTY
            if flag == "woodworker":
                totals = p.totals()
                totals[2] = min(7, totals[2] + 1)
                ok = bool(self._buildable(seat, totals, "must"))
            else:
                rem = {}
                for item in self.stack[-1][2]:
                    if item[0] in data.TILE_CODE:
                        rem[data.TILE_CODE[item[0]]] = item[1]
                rem[code] = n - 1
                ok = flag not in data.LARGE_IDS or self._site_possible(p, flag, rem)
            estate[c] = code
            if ok:
                keep.append(txt)
        return keep or [x[2] for x in candidates]

    def _remove_tile(self, seat: int, name: str, cell: str | None) -> None:
        if cell is None:
            return
        self._remove_cell(seat, cell)
        self._say(seat, "log.removes", what=log_word(name), cell=cell)
        if name == "forest":  # the reward comes once the payment (on top) is complete
            for effect in self.players[seat].has_perm("forest_removed_gain"):
                self.stack.insert(len(self.stack) - 1, ["reward", seat, list(effect[1]), None])
        self._rehouse(seat)

    def _answer_pay(self, task, action):
        seat, items = task[1], task[2]
        p = self.players[seat]
        words = action.split()
        if words[0] == "remove":
            self._remove_tile(seat, words[1], words[2])
            items[0] = [items[0][0], items[0][1] - 1]
            return
        name, split = words[1], words[2]
        g, h = (int(x) for x in split.split("+"))
        if name == "livestock":
            p.pigs -= g
            p.cattle -= h
            self._say(seat, "log.pays_livestock", n=g + h)
        else:
            ma, mb = (
                (CHARCOAL_GLASS, CHARCOAL_COOK)
                if name == "charcoal"
                else (PROVISIONS_A, PROVISIONS_B)
            )
            p.markers[ma] -= g
            p.markers[mb] -= h
            self._say(seat, "log.pays", what=_plural(g + h, name))
        items.pop(0)

    def _cell_ref(self, p: Player, text: str) -> tuple[list, int]:
        e, markers, c = board.parse_cell(text)
        estate = p.estates[e]
        return estate, markers * board.COLS[len(estate)] + c

    def _remove_cell(self, seat: int, text: str) -> None:
        estate, k = self._cell_ref(self.players[seat], text)
        estate[k] = EMPTY


_BASIC_SUMS: dict[tuple, int] = {}


def _basic_sum(cost: dict) -> int:
    """Basic resources a cost asks for (memoized on the cost's items)."""
    key = tuple(cost.items())
    got = _BASIC_SUMS.get(key)
    if got is None:
        got = _BASIC_SUMS[key] = sum(cost.get(b, 0) for b in data.BASIC)
    return got
