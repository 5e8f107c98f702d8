"""Buildings and the Domain: which Buildings can be constructed and where (tasks `build`,
`site`), Building effects that ask something (`optional`, `grocer`, `lchoice`,
`bsplit`, `wild`, `tchoice`, `upto`), placing tiles (`place`), the Glass Hut's
progress and its move to a new Small Estate, and livestock: gaining animals, releasing
them, and choosing which go back when housing shrinks (`rehouse`). How Pastures,
stables and Forests house pigs and cattle is `Player.housable` (player.py).
"""

from __future__ import annotations

from . import board, data
from .costs import _basic_sum
from .markers import (
    EMPTY,
    FOREST,
    HUT,
    MARKER_INDEX,
    MARKER_RESOURCE,
    STABLE,
)
from .player import Player
from .texts import building_name, log_amount, log_word, tr
from .texts import plural as _plural

# What a player can construct depends on its resources (the totals), its Estates (tiles
# to pay with, room, the Fields and Ponds some Buildings ask for), the Buildings on offer
# and their costs (fixed by the number of players) only: building costs name resources
# and tiles, nothing else (checked below). A bot's look-ahead asks it for the same boards
# again and again (nine times in ten, measured on seeded Strong and Greedy games), and
# each answer checks every Building on offer, so the answers are kept by that content.
_BUILDABLE: dict[tuple, list] = {}
# About 1.5 kB an entry (measured with tracemalloc), so 6 MB at most, in the page too;
# a whole 80-action 2-player game of Strong against Greedy met about 1,800 boards.
_BUILDABLE_MAX = 4_000
if not all(
    name in data.RESOURCES or name in data.TILE_CODE
    for b in data.BUILDINGS.values()
    for name in b["cost"]
):
    raise ValueError("a building cost names something the key of _BUILDABLE leaves out")


class BuildingRules:
    """Mixed into BlackForestState (state.py)."""

    def _buildable(self, seat: int, totals, mode: str, woodworker: bool = False) -> list:
        """Buildings player i can construct now: [(id, cost)]. mode "free": small, no cost.
        The list is kept (see _BUILDABLE): read it, never change it."""
        return self._kept_buildable(seat, totals, mode, woodworker)[0]

    def _cheapest_buildable(self, seat: int, totals, woodworker: bool = False) -> int | None:
        """The fewest basic resources that a Building `seat` can construct now asks
        for (None: it can construct none)."""
        return self._kept_buildable(seat, totals, "must", woodworker)[1]

    def _kept_buildable(self, seat: int, totals, mode: str, woodworker: bool) -> tuple:
        p = self.players[seat]
        key = (
            tuple(totals), tuple(map(tuple, p.estates)), tuple(self.available_buildings),
            self.n_players, mode, woodworker,
        )
        found = _BUILDABLE.get(key)
        if found is None:
            if len(_BUILDABLE) >= _BUILDABLE_MAX:
                _BUILDABLE.clear()
            buildable = self._list_buildable(p, totals, mode, woodworker)
            cheapest = min((_basic_sum(c) for _, c in buildable), default=None)
            found = _BUILDABLE[key] = (buildable, cheapest)
        return found

    def _list_buildable(self, p: Player, totals, mode: str, woodworker: bool) -> list:
        out = []
        for building in self.available_buildings:
            large = building in data.LARGE_IDS
            if mode == "free":
                if large:
                    continue
                cost = {}
            else:
                cost = self.building_costs[building]
                if not self._can_pay(p, cost, totals, 1 if woodworker else 0):
                    continue
            cond = data.BUILDINGS[building]["cond"]
            if cond and cond[0] == "min" and self._count(p, cond[1]) < cond[2]:
                continue
            rem = {data.TILE_CODE[k]: n for k, n in cost.items() if k in data.TILE_CODE}
            if woodworker:
                rem[FOREST] = rem.get(FOREST, 0) + 1
            if self._site_possible(p, building, rem):
                out.append((building, cost))
        return out

    def _site_possible(self, p: Player, building: str, rem: dict) -> bool:
        """Could bid be placed once the tiles counted in rem are removed?"""
        large = building in data.LARGE_IDS
        alone = data.BUILDINGS[building]["cond"] == ("alone_on_estate",)
        for estate in p.estates:
            if alone and any(isinstance(c, str) for c in estate):
                continue
            if not large:
                for c in estate:
                    if c == EMPTY or (rem.get(c, 0) > 0 and isinstance(c, int)):
                        return True
                continue
            for a, b in board.PAIRS[len(estate)]:
                ca, cb = estate[a], estate[b]
                if isinstance(ca, str) or isinstance(cb, str):
                    continue
                if ca != EMPTY and rem.get(ca, 0) < 1:
                    continue
                if cb != EMPTY and rem.get(cb, 0) < 1:
                    continue
                if ca == cb != EMPTY and rem.get(ca, 0) < 2:
                    continue
                return True
        return False

    def _sites(self, p: Player, building: str) -> list[str]:
        large = building in data.LARGE_IDS
        alone = data.BUILDINGS[building]["cond"] == ("alone_on_estate",)
        out = []
        for e, estate in enumerate(p.estates):
            if alone and any(isinstance(c, str) for c in estate):
                continue
            size = len(estate)
            if large:
                for a, b in board.PAIRS[size]:
                    if estate[a] == EMPTY and estate[b] == EMPTY:
                        rb, cb = divmod(b, board.COLS[size])
                        out.append(f"place {building} {board.cell_text(e, a, size)}+{rb},{cb}")
            else:
                for c, code in enumerate(estate):
                    if code == EMPTY:
                        out.append(f"place {building} {board.cell_text(e, c, size)}")
        return out

    def _ask_build(self, task):
        seat, mode = task[1], task[2]
        buildable = self._buildable(seat, self.players[seat].totals(), mode)
        if not buildable:
            self.stack.pop()
            self._say(seat, "log.no_building")
            return None
        return seat, ["build " + building for building, _ in buildable]

    def _answer_build(self, task, action):
        self.stack.pop()
        seat, mode = task[1], task[2]
        building = action.split()[1]
        self.stack.append(["site", seat, building])
        if mode != "free":
            cost = self.building_costs[building]
            flag = building if building in data.LARGE_IDS else None
            self.stack.append(["pay", seat, [[k, n] for k, n in cost.items()], flag])

    def _ask_site(self, task):
        seat, building = task[1], task[2]
        options = self._sites(self.players[seat], building)
        if not options:
            self.stack.pop()
            self._say(seat, "log.no_room_building", building=building_name(building))
            return None
        return seat, options

    def _answer_site(self, task, action):
        self.stack.pop()
        seat, building = task[1], task[2]
        p = self.players[seat]
        cell = action.split()[2]
        if "+" in cell:
            first, second = cell.split("+")
            estate, k = self._cell_ref(p, first)
            r2, c2 = second.split(",")
            k2 = int(r2) * board.COLS[len(estate)] + int(c2)
            estate[k] = estate[k2] = building
            cells = (k, k2)
        else:
            estate, k = self._cell_ref(p, cell)
            estate[k] = building
            cells = (k,)
        e = board.parse_cell(cell.split("+")[0])[0]
        self.available_buildings.remove(building)
        p.buildings.append(building)
        self._say(seat, "log.builds", building=building_name(building), cell=cell.split("+")[0])
        b = data.BUILDINGS[building]
        for effect in b["perm"]:
            if effect[0] == "no_estates":
                p.no_more_estates = True
            elif effect[0] == "forest_pigs":
                p.pigs_per_forest = data.FOREST_PIGS + effect[1]
        self._push_reward(seat, b["instant"], (e, cells))

    def _ask_optional(self, task):
        seat, cost = task[1], task[2]
        if not self._can_pay(self.players[seat], cost):
            self.stack.pop()
            return None
        return seat, ["accept", "decline"]

    def _answer_optional(self, task, action):
        self.stack.pop()
        seat = task[1]
        if action == "accept":
            self._push_reward(seat, task[3])
            self.stack.append(["pay", seat, [[k, n] for k, n in task[2].items()], None])
        else:
            self._say(seat, "log.declines_exchange")

    def _ask_grocer(self, task):
        seat, chosen, need = task[1], task[2], task[3]
        markers = self.players[seat].markers
        kinds = {MARKER_RESOURCE[m] for m in range(data.N_MARKERS) if markers[m] > 0} - set(chosen)
        if len(kinds) < need - len(chosen):
            self.stack.pop()
            return None
        options = []  # compulsory when it can be made: no "may" in its text
        for m in range(data.N_MARKERS):
            if markers[m] > 0 and MARKER_RESOURCE[m] not in chosen:
                options.append("pay " + data.MARKER_NAMES[m])
        return seat, options

    def _answer_grocer(self, task, action):
        seat = task[1]
        m = MARKER_INDEX.get(action.split()[1], None)
        if m is None:
            m = data.MARKER_NAMES.index(action.split()[1])
        self.players[seat].markers[m] -= 1
        self._say(seat, "log.pays", what=_plural(1, MARKER_RESOURCE[m]))
        task[2].append(MARKER_RESOURCE[m])
        if len(task[2]) == task[3]:
            self.stack.pop()
            self._push_reward(seat, task[4])
            self._produce(seat)

    def _ask_lchoice(self, task):
        seat, n = task[1], task[2]
        p = self.players[seat]
        options = []
        if p.housable(p.pigs + 1, p.cattle):
            options.append("choose pig")
        if p.housable(p.pigs, p.cattle + 1):
            options.append("choose cattle")
        if n <= 0 or not options:
            self.stack.pop()
            if n > 0:
                self._say(seat, "log.no_housing", n=n)
            return None
        return seat, options

    def _answer_lchoice(self, task, action):
        task[2] -= 1
        self._gain_animals(task[1], action.split()[1], 1)

    def _ask_bsplit(self, task):
        seat, pp, cp, cap = task[1], task[2], task[3], task[4]
        return seat, [
            f"gain livestock {a}+{cap - a}" for a in range(max(0, cap - cp), min(pp, cap) + 1)
        ]

    def _answer_bsplit(self, task, action):
        self.stack.pop()
        x, y = (int(v) for v in action.split()[2].split("+"))
        self._push_reward(task[1], (("pig", x), ("cattle", y)))

    def _ask_wild(self, task):
        seat, e, cells = task[1], task[2], task[3]
        estate = self.players[seat].estates[e]
        while cells and estate[cells[0]] is not EMPTY:
            cells.pop(0)
        if not cells:
            self.stack.pop()
            return None
        txt = board.cell_text(e, cells[0], len(estate))
        return seat, [f"place {k} {txt}" for k in ("field", "pond", "pasture")]

    def _answer_wild(self, task, action):
        task[3].pop(0)
        self._answer_place([None, task[1], None, 0], action)

    def _ask_tchoice(self, task):
        return task[1], ["choose " + alt[0][0] for alt in task[2]]

    def _answer_tchoice(self, task, action):
        self.stack.pop()
        name = action.split()[1]
        for alt in task[2]:
            if alt[0][0] == name:
                k = alt[0][1]
                self._say(task[1], "log.takes", what=log_amount(k, name))
                self._push_reward(task[1], alt)

    def _ask_upto(self, task):
        seat, kind, n, e = task[1], task[2], task[3], task[4]
        estate = self.players[seat].estates[e]
        options = [
            f"place {kind} {board.cell_text(e, c, len(estate))}"
            for c, code in enumerate(estate)
            if code is EMPTY
        ]
        if n <= 0 or not options:
            self.stack.pop()
            return None
        return seat, options + ["skip"]

    def _answer_upto(self, task, action):
        if action == "skip":
            self.stack.pop()
            return
        self._answer_place(task, action)

    def _ask_place(self, task):
        seat, kind, n, est_only = task[1], task[2], task[3], task[4]
        p = self.players[seat]
        options = []
        for e, estate in enumerate(p.estates):
            if est_only >= 0 and e != est_only:
                continue
            size = len(estate)
            for c, code in enumerate(estate):
                if code is EMPTY:
                    options.append(f"place {kind} {board.cell_text(e, c, size)}")
        if n <= 0 or not options:
            self.stack.pop()
            if n > 0:
                self._say(seat, "log.no_room", what=_plural(n, kind))
            return None
        return seat, options

    def _answer_place(self, task, action):
        seat = task[1]
        _, kind, cell = action.split()
        estate, k = self._cell_ref(self.players[seat], cell)
        estate[k] = data.TILE_CODE[kind]
        self._say(seat, "log.places", what=log_word(kind), cell=cell)
        task[3] -= 1

    def _progress(self, seat: int, n: int) -> None:
        p = self.players[seat]
        for _ in range(n):
            if p.progress >= data.PROGRESS_TOP:
                self._say(seat, "log.loses_step")
                continue
            p.progress += 1
            if p.progress == data.PROGRESS_TOP and not p.no_more_estates:
                self._relocate(seat)
        self._say(seat, "log.advances", n=n, now=p.progress)

    def _relocate(self, seat: int) -> None:
        p = self.players[seat]
        old = p.estates[p.glass_hut_estate]
        old[old.index(HUT)] = STABLE
        p.estates.append(board.new_estate(data.SMALL_ESTATE))
        p.glass_hut_estate = len(p.estates) - 1
        p.progress = 0
        self._say(seat, "log.relocates")
        for effect in p.has_perm("estate_added_raise"):
            m = MARKER_INDEX[effect[1]]
            if p.markers[m] < effect[2]:
                p.markers[m] = effect[2]
                self._say(seat, "log.raises", what=log_word(effect[1]), n=effect[2])
                self._produce(seat)
        for effect in p.has_perm("estate_added_gain"):
            self._push_reward(seat, effect[1])

    def _gain_animals(self, seat: int, kind: str, n: int) -> None:
        p = self.players[seat]
        got = 0
        for _ in range(n):
            if kind == "pig" and p.housable(p.pigs + 1, p.cattle):
                p.pigs += 1
                got += 1
            elif kind == "cattle" and p.housable(p.pigs, p.cattle + 1):
                p.cattle += 1
                got += 1
        lost = tr("log.without_housing", n=n - got) if n > got else ""
        if got:
            self._say(seat, "log.gains", what=_plural(got, kind), where="", lost=lost)
        else:
            self._say(seat, "log.gains_no", what=log_word(kind, 0), where="", lost=lost)

    def _release(self, seat: int, kind: str) -> None:
        p = self.players[seat]
        if kind == "pig":
            p.pigs -= 1
        else:
            p.cattle -= 1
        self._say(seat, "log.returns", what=_plural(1, kind))

    def _rehouse(self, seat: int) -> None:
        """Animals that lost their housing go back to the supply. The player keeps as
        many as possible and chooses which kind goes when both could (a `rehouse` task)."""
        p = self.players[seat]
        if p.housable(p.pigs, p.cattle):
            return
        self.stack.append(["rehouse", seat])

    def _ask_rehouse(self, task):
        seat = task[1]
        p = self.players[seat]
        if p.housable(p.pigs, p.cattle):
            self.stack.pop()
            return None
        most = _most_housed(p, p.pigs, p.cattle)
        options = []
        if p.pigs and _most_housed(p, p.pigs - 1, p.cattle) == most:
            options.append("release pig")
        if p.cattle and _most_housed(p, p.pigs, p.cattle - 1) == most:
            options.append("release cattle")
        return seat, options

    def _answer_rehouse(self, task, action):
        self._release(task[1], action.split()[1])


def _most_housed(p: Player, pigs: int, cattle: int) -> int:
    """The largest herd within (pigs, cattle) that the Domain can house."""
    best = 0
    for keep_pigs in range(pigs, -1, -1):
        for keep_cattle in range(cattle, -1, -1):
            if keep_pigs + keep_cattle <= best:
                break
            if p.housable(keep_pigs, keep_cattle):
                best = keep_pigs + keep_cattle
                break
    return best
