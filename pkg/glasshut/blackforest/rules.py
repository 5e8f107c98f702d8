"""Black Forest rules: the state, its decision machine, and scoring.

Every choice is one action string. Compound choices live on `stack`, a list of small
task lists (the top is the last item): a handler either resolves its task on its own
or names the seat to decide and the options. A step with one option resolves itself.

Action forms (see docs/rules-decisions.md for the full list):
  neutral V3 | neutral V3.2       2-player setup / moving the neutral pawn
  swap Lumberjack                 spend 1 commodity: swap the Traveling Merchant
  move V3.2 | move Freiburg       move (solo: "move V3.2 white" places the white pawn)
  beg                             go Begging
  visit Herder porridge           visit an adjacent Tradesperson (option key if any)
  job Freiburg                    complete a Job
  end                             end the turn
  convert 22A:2 | remove field E0:0,2     anytime actions
  pay charcoal 1+2 | pay provisions 0+2 | pay livestock 2+3 | pay wood | remove forest E0:0,0
  gain charcoal@cook | gain provisions 1+1 | gain livestock 2+2
  choose sand | take sand | place pond E1:0,2 | build 14A | place 14A E0:0,3
  accept | accept charcoal@glass | decline | skip
"""

from __future__ import annotations

from typing import Any

from ..core.game import IllegalAction, RulesError, Score, ScoreLine, State
from . import board as B
from . import data as D
from . import heuristic
from .position import write_position

SAND, WATER, WOOD, CHG, PORRIDGE, MEAT, CHC, BRICK, GLASS, PROVA, PROVB, COMM = range(12)
EMPTY, FOREST, FIELD, POND, PASTURE, STABLE, HUT = (
    D.EMPTY, D.FOREST, D.FIELD, D.POND, D.PASTURE, D.STABLE, D.HUT)
CENTER, LOC = B.CENTER, B.LOC
# Logical resources (charcoal and provisions summed over their two markers).
LX = {name: k for k, name in enumerate(D.RESOURCES)}
L_CHAR, L_PROV = LX["charcoal"], LX["provisions"]
BASIC_IDX = tuple(LX[b] for b in D.BASIC)
MARKER_OF = dict(D.SINGLE_MARKER)
MARKER_OF["charcoal@glass"] = CHG
MARKER_OF["charcoal@cook"] = CHC
MARKER_LOGICAL = ("sand", "water", "wood", "charcoal", "porridge", "meat", "charcoal",
                  "brick", "glass", "provisions", "provisions", "commodities")
TILE_NAMES = ("forest", "field", "pond", "pasture")
PLAIN = frozenset(D.RESOURCES) | {"charcoal@glass", "charcoal@cook", "pig", "cattle",
                                  "progress"} | set(TILE_NAMES)
WHEEL = {"sand": "G", "water": "G", "wood": "G", "glass": "G", "charcoal@glass": "G",
         "porridge": "C", "meat": "C", "provisions": "C", "commodities": "C",
         "charcoal@cook": "C", "charcoal": "GC"}
CAP = (7, 7, 7, 7, 7, 7, 7, 7, 3, 3, 3, 3)
ALL_TP = tuple(D.TRADESPEOPLE)
# A preview says this for a Job drawn from the face-down pile; the log line written once
# the action is played names the Job instead (`describe_played`).
HIDDEN_JOB = "reveals a Job from the pile"


def _plural(n: int, name: str) -> str:
    if name in ("pig", "field", "pond", "pasture", "forest", "Small Estate"):
        return f"{n} {name}{'' if n == 1 else 's'}"
    if name == "progress":
        return f"{n} Glass Hut step{'' if n == 1 else 's'}"
    return f"{n} {name}"


class Player:
    __slots__ = ("r", "potash", "cook", "gsteps", "reminder", "progress", "estates", "hut",
                 "pigs", "cattle", "buildings", "jobs", "tannery", "pos", "extra",
                 "castle", "forest_pigs")

    def __init__(self) -> None:
        self.r = list(D.START_RESOURCES)
        self.potash = False  # Glassmaking charcoal marker removed (Potash Manufacturer)
        self.cook = 0  # Cooking dial steps taken
        self.gsteps = 0  # Glassmaking dial steps taken
        self.reminder = True  # Job + Resource reminder still on the wheel
        self.progress = 0
        self.estates = [B.new_estate(D.MAIN_ESTATE)]
        self.hut = 0  # Estate holding the Glass Hut
        self.pigs = 0
        self.cattle = 0
        self.buildings: list[str] = []
        self.jobs: list[str] = []
        self.tannery = 0
        self.pos = B.OFF
        self.extra = 0  # extra turns owed (Clockmaker)
        self.castle = False  # Castle Hotel built: no more Small Estates
        self.forest_pigs = D.FOREST_PIGS

    def clone(self) -> Player:
        q = Player.__new__(Player)
        q.r = self.r[:]
        q.potash, q.cook, q.gsteps, q.reminder = self.potash, self.cook, self.gsteps, self.reminder
        q.progress, q.hut, q.pigs, q.cattle = self.progress, self.hut, self.pigs, self.cattle
        q.estates = [e[:] for e in self.estates]
        q.buildings = self.buildings[:]
        q.jobs = self.jobs[:]
        q.tannery, q.pos, q.extra = self.tannery, self.pos, self.extra
        q.castle, q.forest_pigs = self.castle, self.forest_pigs
        return q

    # -- counts -------------------------------------------------------------------
    def count(self, code: int) -> int:
        return sum(e.count(code) for e in self.estates)

    def logical(self) -> list[int]:
        r = self.r
        return [r[0], r[1], r[2], r[3] + r[6], r[4], r[5], r[7], r[8], r[9] + r[10], r[11]]

    def housing(self) -> tuple[int, int, int]:
        """(Pastures, cattle places in free stables, pig places in Forests)."""
        n = s = f = 0
        for e in self.estates:
            n += e.count(PASTURE)
            s += e.count(STABLE)
            f += e.count(FOREST)
        return n, s * D.STABLE_CAP, f * self.forest_pigs

    def housable(self, pigs: int, cattle: int) -> bool:
        """Can this herd live in the Domain? Each Pasture takes one kind, up to 3."""
        n, s, f = self.housing()
        need = 0
        if pigs > f:
            need += (pigs - f + 2) // 3
        if cattle > s:
            need += (cattle - s + 2) // 3
        return need <= n

    def has_perm(self, event: str):
        for bid in self.buildings:
            for perm in D.BUILDINGS[bid]["perm"]:
                if perm[0] == event:
                    yield perm


class BlackForestState(State):
    """A game of Black Forest. Create through `GAME.new_state` (see __init__.py)."""

    def __init__(self, seed: int, seats, options: dict) -> None:
        State.__init__(self, seed, tuple(seats), dict(options))
        self._log: list | None = None
        self._revealed: list[str] = []  # log phrases naming the Jobs revealed so far
        self._setup()
        self._advance()

    # -- setup ------------------------------------------------------------------------
    def _setup(self) -> None:
        rng = self.rng
        n = self.n = len(self.seats)
        self.solo = n == 1
        sides = ["A"] * 36
        if not self.options.get("first_game", False):
            order = list(range(36))
            rng.shuffle(order)
            for k in order[: D.N_SIDE_B]:
                sides[k] = "B"
        self.avail = [f"{k + 1:02d}{sides[k]}" for k in range(36)]
        counts = D.large_counts(n)
        for level in (1, 2, 3):
            ids = list(D.LARGE_LEVELS[level])
            rng.shuffle(ids)
            self.avail += ids[: counts[level]]
        self.ring: list[list[str]] = [[] for _ in range(D.N_VILLAGES)]
        self._deal_tradespeople()
        self.pile = list(D.JOBS)
        rng.shuffle(self.pile)
        self.vjob: list[str | None] = [None] * D.N_VILLAGES
        self.ljob: list[str | None] = [None] * len(D.LOCATIONS)
        start = self.options.get("start_player", -1)
        if start is None or start < 0:
            start = rng.randbelow(n) if n > 1 else 0
        self.start = start % n
        self.players = [Player() for _ in range(n)]
        # Fort: X brick = number of other players (2 players: 2, the neutral pawn counts).
        x = 1 if n == 1 else (2 if n == 2 else n - 1)
        self.bcost = {}
        for bid, b in D.BUILDINGS.items():
            cost = dict(b["cost"])
            if cost.get("brick") == "X":
                cost["brick"] = x
            self.bcost[bid] = cost
        for place, extras in D.EXTRA_START.get(n, {}).items():
            p = self.players[(self.start + place) % n]
            for name, amount in extras:
                if name == "provisions":
                    p.r[PROVA] += amount  # chosen: onto marker a (1 + 2 -> 2 + 2)
                elif name == "pig":
                    p.pigs += amount
                elif name == "cattle":
                    p.cattle += amount
                else:
                    m = MARKER_OF[name]
                    p.r[m] = min(CAP[m], p.r[m] + amount)
        self.neutral = B.OFF
        self.reminded = 0  # players whose reminder has moved (2 players: the 2nd reveals 2)
        self.stack: list[list] = []
        self.over = False
        self.final_left: int | None = None
        self.trigger: int | None = None
        self.last = self.start
        self.turn_no = 0
        self.cur = self.start
        self.swapped = False
        self.extra_turn = False
        self.year = 1
        self.spawns = [B.OFF] * 5  # solo: positions of the 5 pawns this year
        self.sused = [False] * 5  # solo: pawns already placed (or set aside) this year
        self.slast = B.OFF  # solo: where the previous pawn of this year was placed
        self.spawn_now = -1  # solo: pawn moving this turn
        self._seat: int | None = None
        self._opts: list[str] = []
        if n == 2:
            self._begin_turn(self.start)
            self.stack.append(["nss", 1 - self.start, -1])
            self.stack.append(["nsv", self.start])
        else:
            self._begin_turn(self.start)

    def _deal_tradespeople(self) -> None:
        by_back = {back: list(tps) for back, tps in D.BACKS.items()}
        for tps in by_back.values():
            self.rng.shuffle(tps)
        for v, backs in enumerate(D.VILLAGE_BACKS):
            self.ring[v] = [by_back[back].pop() for back in backs]

    # -- protocol ---------------------------------------------------------------------
    def to_move(self) -> int | None:
        return self._seat

    def legal_actions(self) -> list[str]:
        return list(self._opts)

    def apply(self, action: str) -> None:
        if self._seat is None:
            raise IllegalAction(f"The game is over; {action!r} cannot be played.")
        if action not in self._opts:
            raise IllegalAction(f"{action!r} is not a legal action now.")
        self._apply(action)

    def _apply(self, action: str) -> None:
        t = self.stack[-1]
        self._ACT[t[0]](self, t, action)
        self._advance()

    def turn_id(self) -> Any:
        return self.turn_no

    def clone(self) -> BlackForestState:
        c = BlackForestState.__new__(BlackForestState)
        d = c.__dict__
        d.update(self.__dict__)
        c.rng = self.rng.copy()
        c.players = [p.clone() for p in self.players]
        c.avail = self.avail[:]
        c.ring = [r[:] for r in self.ring]
        c.pile = self.pile[:]
        c.vjob = self.vjob[:]
        c.ljob = self.ljob[:]
        c.spawns = self.spawns[:]
        c.sused = self.sused[:]
        c.stack = [_copy_task(t) for t in self.stack]
        c._opts = self._opts[:]
        c._log = None
        c._revealed = []
        return c

    def determinize(self, seat, rng) -> BlackForestState:
        """A clone for search bots: future draws and the Job pile order redrawn."""
        other = super().determinize(seat, rng)
        rng.shuffle(other.pile)
        return other

    def _advance(self) -> None:
        stack, handlers, acts = self.stack, self._HANDLE, self._ACT
        while True:
            if self.over or not stack:
                self.over = True
                self._seat, self._opts = None, []
                return
            t = stack[-1]
            res = handlers[t[0]](self, t)
            if res is None:
                continue
            seat, opts = res
            if len(opts) == 1:
                acts[t[0]](self, t, opts[0])
                continue
            self._seat, self._opts = seat, opts
            return

    # -- log -----------------------------------------------------------------------------
    def _say(self, i: int, text: str) -> None:
        if self._log is not None:
            self._log.append((i, text))

    def describe(self, action: str) -> str:
        seat = self._seat
        if seat is None or action not in self._opts:
            return super().describe(action)
        c = self.clone()
        c._log = []
        c._apply(action)
        events = c._log or [(seat, action)]
        parts: list[str] = []
        who, phrases = None, []
        for i, text in events:
            if i != who and phrases:
                parts.append(self._sentence(who, phrases))
                phrases = []
            who = i
            phrases.append(text)
        parts.append(self._sentence(who, phrases))
        return "; ".join(parts) + "."

    def describe_played(self, action: str, preview: str) -> str:
        """The preview with the Jobs the action drew named, now that they are face up."""
        hidden = preview.count(HIDDEN_JOB)
        if not hidden:
            return preview
        for text in self._revealed[-hidden:]:
            preview = preview.replace(HIDDEN_JOB, text, 1)
        return preview

    def hidden_names(self, viewer: int | None) -> frozenset[str]:
        """The Jobs still in the face-down pile, as texts name them (for everyone)."""
        return frozenset(f"{D.JOB_NAMES[job]} Job" for job in self.pile)

    def _sentence(self, i, phrases: list[str]) -> str:
        name = self.seats[i].name if i is not None and i >= 0 else "The game"
        if len(phrases) == 1:
            return f"{name} {phrases[0]}"
        return f"{name} {phrases[0]}: {', '.join(phrases[1:])}"

    # -- turns ---------------------------------------------------------------------------
    def _begin_turn(self, i: int, extra: bool = False) -> None:
        self.cur = i
        self.swapped = False
        self.extra_turn = extra
        self.turn_no += 1
        self.stack.append(["turn", i])

    def _h_turn(self, t):
        i = t[1]
        p = self.players[i]
        opts = []
        if not self.swapped and p.r[COMM] > 0:
            for ring in self.ring:
                for tp in ring:
                    if tp != D.MERCHANT:
                        opts.append("swap " + tp)
        moves = self._move_options(i)
        opts += moves
        # Begging replaces a standard turn: after a swap only when no move is possible.
        if not self.swapped or not moves:
            opts.append("beg")
        opts += self._anytime(i)
        return i, opts

    def _a_turn(self, t, a):
        i = t[1]
        verb, _, rest = a.partition(" ")
        if verb == "swap":
            self._do_swap(i, rest)
        elif verb == "move":
            self.stack.pop()
            self._do_move(i, rest)
        elif verb == "beg":
            self.stack.pop()
            self._do_beg(i)
        else:
            self._anytime_do(i, a)

    def _do_swap(self, i: int, tp: str) -> None:
        p = self.players[i]
        p.r[COMM] -= 1
        self.swapped = True
        for ring in self.ring:
            for k, name in enumerate(ring):
                if name == D.MERCHANT:
                    ring[k] = "\0"
                elif name == tp:
                    ring[k] = D.MERCHANT
        for ring in self.ring:
            for k, name in enumerate(ring):
                if name == "\0":
                    ring[k] = tp
        self._say(i, f"spends 1 commodity to swap the Traveling Merchant with the "
                     f"{D.TP_NAMES[tp]}")
        if self.n == 2:  # the neutral pawn is a 2-player rule; solo has none
            self.stack.append(["neutral", i])
        for perm in p.has_perm("swap_gain"):
            self._push_reward(i, perm[1])
        self._produce(i)

    def _h_neutral(self, t):
        occ = self._occupied()
        opts = ["neutral " + B.SPACE_TXT[s] for s in range(B.N_SPACES)
                if s not in occ and s != self.neutral]
        if not opts:
            self.stack.pop()
            return None
        return t[1], opts

    def _a_neutral(self, t, a):
        self.stack.pop()
        self.neutral = B.TXT_SPACE[a.split()[1]]
        self._say(t[1], f"moves the neutral pawn to {a.split()[1]}")

    def _h_nsv(self, t):
        return t[1], [f"neutral V{v + 1}" for v in range(D.N_VILLAGES)]

    def _a_nsv(self, t, a):
        self.stack.pop()
        v = int(a.split()[1][1:]) - 1
        self.stack[-1][2] = v
        self._say(t[1], f"chooses village V{v + 1} for the neutral pawn")

    def _h_nss(self, t):
        return t[1], ["neutral " + B.SPACE_TXT[s] for s in B.VILLAGE_SPACES[t[2]]]

    def _a_nss(self, t, a):
        self.stack.pop()
        self.neutral = B.TXT_SPACE[a.split()[1]]
        self._say(t[1], f"places the neutral pawn on {a.split()[1]}")

    # -- movement ----------------------------------------------------------------------
    def _occupied(self) -> set[int]:
        occ = {p.pos for p in self.players if 0 <= p.pos < CENTER}
        if self.solo:
            occ.update(s for s in self.spawns if 0 <= s < CENTER)
        if self.neutral >= 0:
            occ.add(self.neutral)
        return occ

    def _origin(self, i: int) -> tuple[int, bool]:
        """Where this turn's movement starts, and whether it is a free placement."""
        if not self.solo:
            pos = self.players[i].pos
            return pos, pos < 0
        if self.extra_turn and self.spawn_now >= 0:
            return self.spawns[self.spawn_now], False
        return self.slast, self.slast < 0

    def _pawns_in(self, i: int, v: int) -> int:
        """Pawns already in village v that a mover there must pay for (centre included).
        Solo: the pawn moving now (`spawn_now`, -1 before a placement) is not counted."""
        k = 0
        if self.solo:
            for j, pos in enumerate(self.spawns):
                if B.village_of(pos) == v and j != self.spawn_now:
                    k += 1
        else:
            for j, p in enumerate(self.players):
                if j != i and B.village_of(p.pos) == v:
                    k += 1
        if self.neutral >= 0 and B.village_of(self.neutral) == v:
            k += 1
        return k

    def _move_options(self, i: int) -> list[str]:
        p = self.players[i]
        origin, free = self._origin(i)
        occ = self._occupied()
        L = p.logical()
        slack = self._tp_slacks(i, L)
        vslack = [self._job_slack(i, j, L) if j else -1 for j in self.vjob]
        solo = self.solo
        white_variant = (solo and not self.extra_turn and not self.sused[4]
                         and not all(self.sused[:4]))
        moving_white = solo and (self.spawn_now == 4 if self.extra_turn else all(self.sused[:4]))
        fort = any(True for _ in p.has_perm("no_pawn_payment"))
        here = B.node(origin) if origin >= 0 else -1
        hv = B.village_of(origin) if origin >= 0 else -1
        provs = L[L_PROV]
        out: list[str] = []
        ring = self.ring
        for v in range(D.N_VILLAGES):
            if free or v == hv:
                need = 0
            else:
                if B.DIST[here][v] > provs:
                    continue
                need = 0 if fort else self._pawns_in(i, v)
            for s in B.VILLAGE_SPACES[v]:
                if s in occ or s == origin:
                    continue
                k = s - B.VOFF[v]
                r = ring[v]
                best = max(slack[r[k]], slack[r[(k + 1) % len(r)]], vslack[v])
                txt = "move " + B.SPACE_TXT[s]
                if best >= (0 if moving_white else need):
                    out.append(txt)
                if white_variant and best >= 0:
                    out.append(txt + " white")
        if not self.solo and free:
            return out  # the first placement is in a village
        for k, job in enumerate(self.ljob):
            if job is None:
                continue
            cost = 0 if free else B.DIST[here][D.N_VILLAGES + k]
            if cost > provs:
                continue
            L2 = L[:]
            L2[L_PROV] -= cost
            if self._job_slack(i, job, L2) >= 0:
                txt = "move " + D.LOCATIONS[k]
                out.append(txt)
                if white_variant:
                    out.append(txt + " white")
        return out

    def _do_move(self, i: int, rest: str) -> None:
        p = self.players[i]
        words = rest.split()
        target = words[0]
        origin, free = self._origin(i)
        if target in B.TXT_SPACE:
            dest = B.TXT_SPACE[target]
        else:
            dest = LOC + B.LOC_INDEX[target]
        white = False
        if self.solo:
            if self.extra_turn and self.spawn_now >= 0:
                pawn = self.spawn_now
            elif len(words) > 1:
                pawn = 4
            else:
                pawn = self.sused.index(False)
            white = pawn == 4
            self.spawns[pawn] = dest
            self.sused[pawn] = True
            self.slast = dest
            self.spawn_now = pawn
            who = f"places the {D.SOLO_PAWNS[pawn]} pawn on {target}"
        else:
            who = f"moves to {target}"
        dv = B.village_of(dest)
        hv = B.village_of(origin) if origin >= 0 else -1
        cost, need = 0, 0
        if not free and not (dv >= 0 and dv == hv):
            cost = B.DIST[B.node(origin)][B.node(dest)]
            if dv >= 0 and not white and not any(True for _ in p.has_perm("no_pawn_payment")):
                need = self._pawns_in(i, dv)
                receivers = []
                if not self.solo:
                    order = [(i + k) % self.n for k in range(1, self.n)]
                    receivers = [j for j in order if B.village_of(self.players[j].pos) == dv]
                receivers += [-1] * (need - len(receivers))
        if not self.solo:
            p.pos = dest
        self._say(i, who + (f" for {cost} provisions" if cost else ""))
        self.stack.append(["act", i])
        if cost and dv >= 0 and dv != hv:
            for perm in p.has_perm("enter_village_gain"):
                if perm[1] in self.ring[dv]:
                    self._push_reward(i, perm[2])
        if need:
            self.stack.append(["give", i, receivers])
        if cost:
            self.stack.append(["pay", i, [["provisions", cost]], None])

    def _do_beg(self, i: int) -> None:
        p = self.players[i]
        if self.solo:
            pawn = self.sused.index(False) if False in self.sused[:4] else 4
            self.sused[pawn] = True
            self.spawn_now = -1
            self._say(i, f"goes Begging with the {D.SOLO_PAWNS[pawn]} pawn")
        else:
            if 0 <= p.pos < CENTER:
                p.pos = CENTER + B.SPACE_VILLAGE[p.pos]
            self._say(i, "goes Begging")
        self.stack.append(["endturn", i])
        self._push_reward(i, (("provisions", 1),))

    def _h_give(self, t):
        i, receivers = t[1], t[2]
        if not receivers:
            self.stack.pop()
            self._produce(i)
            return None
        p = self.players[i]
        left = len(receivers) - 1
        opts = []
        for m in (SAND, WATER, WOOD, CHG, PORRIDGE, MEAT, CHC, BRICK):
            if p.r[m] <= 0:
                continue
            p.r[m] -= 1
            ok = self._action_slack(i) >= left
            p.r[m] += 1
            if ok:
                opts.append("pay " + D.MARKER_NAMES[m])
        if not opts:  # the move was judged legal, so asking for more is a rules bug
            raise RulesError(f"{self.seats[i].name} cannot pay {len(receivers)} more"
                             " resource(s) for the pawns after a legal move.")
        return i, opts

    def _a_give(self, t, a):
        i, receivers = t[1], t[2]
        name = a.split()[1]
        m = MARKER_OF[name]
        self.players[i].r[m] -= 1
        j = receivers.pop(0)
        res = MARKER_LOGICAL[m]
        if j < 0:
            self._say(i, f"pays 1 {res} for the pawn there")
        else:
            self._say(i, f"pays 1 {res} to {self.seats[j].name}")
            self.stack.append(["offer", j, res, i])

    def _h_offer(self, t):
        j, res = t[1], t[2]
        q = self.players[j]
        opts = []
        if res == "charcoal":
            if not q.potash and q.r[CHG] < 7:
                opts.append("accept charcoal@glass")
            if q.r[CHC] < 7:
                opts.append("accept charcoal@cook")
        elif q.r[MARKER_OF[res]] < 7:
            opts.append("accept")
        opts.append("decline")
        opts += self._anytime(j)
        return j, opts

    def _a_offer(self, t, a):
        j, res = t[1], t[2]
        if a == "decline":
            self.stack.pop()
            self._say(j, f"declines the {res}")
        elif a.startswith("accept"):
            self.stack.pop()
            name = a.split()[1] if " " in a else res
            self._gain(j, MARKER_OF[name], 1)
        else:
            self._anytime_do(j, a)

    # -- the action ----------------------------------------------------------------------
    def _pawn_pos(self, i: int) -> int:
        if self.solo:
            return self.spawns[self.spawn_now] if self.spawn_now >= 0 else B.OFF
        return self.players[i].pos

    def _tps_at(self, pos: int) -> tuple[str, str]:
        v = B.SPACE_VILLAGE[pos]
        r = self.ring[v]
        k = pos - B.VOFF[v]
        return r[k], r[(k + 1) % len(r)]

    def _visit_options(self, i: int, tp: str, L, extra_water: int = 0) -> list[str]:
        out = []
        for key, (cost, reward) in D.TRADESPEOPLE[tp].items():
            if extra_water:
                if L[1] < extra_water + cost.get("water", 0):
                    continue
            if self._alt_slack(i, cost, reward, L) >= 0:
                out.append(f"visit {tp} {key}" if key else f"visit {tp}")
        return out

    def _h_act(self, t):
        i = t[1]
        pos = self._pawn_pos(i)
        p = self.players[i]
        L = p.logical()
        opts: list[str] = []
        if pos >= LOC:
            job = self.ljob[pos - LOC]
            if job and self._job_slack(i, job, L) >= 0:
                opts.append("job " + job)
        elif 0 <= pos < CENTER:
            for tp in self._tps_at(pos):
                opts += self._visit_options(i, tp, L)
            job = self.vjob[B.SPACE_VILLAGE[pos]]
            if job and self._job_slack(i, job, L) >= 0:
                opts.append("job " + job)
        if not opts:
            opts.append("end")  # anytime actions left no action possible
        opts += self._anytime(i)
        return i, opts

    def _a_act(self, t, a):
        i = t[1]
        verb, _, rest = a.partition(" ")
        if verb == "visit":
            tp = rest.split()[0]
            a1, a2 = self._tps_at(self._pawn_pos(i))
            other = a2 if tp == a1 else a1
            self.stack[-1] = ["second", i, tp, other]
            self._do_visit(i, rest)
        elif verb == "job":
            self.stack[-1] = ["endw", i]
            self._do_job(i, rest)
        elif verb == "end":
            self._say(i, "ends the turn")
            self.stack[-1] = ["endturn", i]
        else:
            self._anytime_do(i, a)

    def _h_second(self, t):
        i, first, other = t[1], t[2], t[3]
        p = self.players[i]
        L = p.logical()
        opts = self._visit_options(i, other, L)
        if first == "Farmhand":
            for perm in p.has_perm("distillery"):
                water = perm[2]["water"]
                for ring in self.ring:
                    for tp in ring:
                        if tp not in (first, other):
                            opts += self._visit_options(i, tp, L, water)
                break
        opts.append("end")
        opts += self._anytime(i)
        return i, opts

    def _a_second(self, t, a):
        i, other = t[1], t[3]
        verb, _, rest = a.partition(" ")
        if verb == "visit":
            self.stack[-1] = ["endw", i]
            tp = rest.split()[0]
            if tp != other:
                self._say(i, "uses the Distillery")
                self._do_visit(i, rest, {"water": 2})
            else:
                self._do_visit(i, rest)
        elif verb == "end":
            self._say(i, "ends the turn")
            self.stack[-1] = ["endturn", i]
        else:
            self._anytime_do(i, a)

    def _h_endw(self, t):
        return t[1], ["end"] + self._anytime(t[1])

    def _a_endw(self, t, a):
        if a == "end":
            self._say(t[1], "ends the turn")
            self.stack[-1] = ["endturn", t[1]]
        else:
            self._anytime_do(t[1], a)

    def _do_visit(self, i: int, rest: str, extra: dict | None = None) -> None:
        words = rest.split()
        tp, key = words[0], (words[1] if len(words) > 1 else "")
        p = self.players[i]
        cost, reward = D.TRADESPEOPLE[tp][key]
        parts = list(reward)
        if parts[0] == ("special", "woodworker"):
            parts = [("wood", 1), ("build", "must")]
        for perm in p.has_perm("visit_gain"):
            if perm[1] == tp:
                parts += perm[2]
        if tp == "Butcher":
            for perm in p.has_perm("butcher_extra_meat"):
                parts.append(("meat", perm[1]))
        for perm in p.has_perm("option_gain"):
            if perm[1] == tp and perm[2] == key:
                parts.append(("cond", ((perm[3], perm[4]),), perm[5]))
        for perm in p.has_perm("option_bonus"):
            if perm[1] == tp and perm[2] == key:
                parts.append(("special", "optional", perm[3], perm[4]))
        self._say(i, f"visits the {D.TP_NAMES[tp]}")
        if tp == "Butcher" and key == "pig":
            for perm in p.has_perm("tannery"):
                if p.tannery < perm[1]:
                    p.tannery += 1
                    self._say(i, "puts the pig on the Tannery")
        self._push_reward(i, parts)
        items = [[k, n] for k, n in cost.items()]
        if extra:
            items += [[k, n] for k, n in extra.items()]
        if items:
            flag = "woodworker" if tp == "Woodworker" else None
            self.stack.append(["pay", i, items, flag])

    def _do_job(self, i: int, job: str) -> None:
        _, cost, reward = D.JOBS[job]
        self._say(i, f"completes the {D.JOB_NAMES[job]} Job")
        self.stack.append(["jobdone", i, job])
        self._push_reward(i, reward)
        self.stack.append(["pay", i, [[k, n] for k, n in cost.items()], None])

    def _h_jobdone(self, t):
        self.stack.pop()
        i, job = t[1], t[2]
        self.players[i].jobs.append(job)
        if job in self.vjob:
            self.vjob[self.vjob.index(job)] = None
        if job in self.ljob:
            self.ljob[self.ljob.index(job)] = None
        self._reveal(1)
        return None

    def _h_endturn(self, t):
        self.stack.pop()
        i = t[1]
        p = self.players[i]
        if self.solo:
            if p.extra:
                p.extra -= 1
                self._begin_turn(0, extra=True)
                return None
            if all(self.sused):
                if self.year == D.SOLO_YEARS:
                    self.over = True
                    return None
                self.year += 1
                self.spawns = [B.OFF] * 5
                self.sused = [False] * 5
                self.slast = B.OFF
                if self.year == D.SOLO_RESHUFFLE_YEAR:
                    self._deal_tradespeople()
                    self._say(-1, "deals the Tradespeople anew for year 4")
            self.spawn_now = -1
            self._begin_turn(0)
            return None
        if self.final_left is None:
            if p.cook - min(p.r[PROVA], p.r[PROVB]) >= D.HOURGLASS:
                self.final_left = self.n
                self.trigger = i
                self._say(i, "triggers the end of the game: everyone takes one last turn")
        elif not self.extra_turn:
            self.final_left -= 1
        self.last = i
        if p.extra:
            p.extra -= 1
            self._begin_turn(i, extra=True)
        elif self.final_left == 0:
            self.over = True
        else:
            self._begin_turn((i + 1) % self.n)
        return None

    # -- feasibility -------------------------------------------------------------------
    def _count(self, p: Player, what: str) -> int:
        code = D.TILE_CODE.get(what)
        if code is not None:
            return p.count(code)
        if what == "empty":
            return p.count(EMPTY)
        if what == "cattle":
            return p.cattle
        if what == "pig":
            return p.pigs
        if what in LX:
            return p.logical()[LX[what]]
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

    def _can_pay(self, p: Player, cost: dict, L=None, forest_used: int = 0) -> bool:
        if L is None:
            L = p.logical()
        for k, n in cost.items():
            j = LX.get(k)
            if j is not None:
                if L[j] < n:
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
                code = D.TILE_CODE[k]
                if p.count(code) < n + (forest_used if code == FOREST else 0):
                    return False
        return True

    def _alt_slack(self, i: int, cost: dict, reward, L, base=None, cache=None) -> int:
        """Basic resources left over after this option's needs, or -1 if impossible."""
        p = self.players[i]
        if not self._can_pay(p, cost, L):
            return -1
        if base is None:
            base = sum(L[k] for k in BASIC_IDX)
        base -= _basic_sum(cost)
        head = reward[0]
        if head[0] == "build":
            blds = self._build_cache(i, L, False, cache)
            if not blds:
                return -1
            return base - min(_basic_sum(c) for _, c in blds)
        if head == ("special", "woodworker"):
            L2 = L[:]
            L2[2] = min(7, L2[2] + 1)
            blds = self._build_cache(i, L2, True, cache)
            if not blds:
                return -1
            base += L2[2] - L[2]
            return base - min(_basic_sum(c) for _, c in blds)
        return base

    def _build_cache(self, i: int, L, woodworker: bool, cache) -> list:
        if cache is None:
            return self._buildable(i, L, "must", woodworker=woodworker)
        got = cache.get(woodworker)
        if got is None:
            got = cache[woodworker] = self._buildable(i, L, "must", woodworker=woodworker)
        return got

    def _tp_slacks(self, i: int, L) -> dict[str, int]:
        out = {}
        base = sum(L[k] for k in BASIC_IDX)
        cache: dict = {}
        for tp in ALL_TP:
            best = -1
            for cost, reward in D.TRADESPEOPLE[tp].values():
                s = self._alt_slack(i, cost, reward, L, base, cache)
                if s > best:
                    best = s
            out[tp] = best
        return out

    def _job_slack(self, i: int, job: str, L) -> int:
        cost = D.JOBS[job][1]
        if not self._can_pay(self.players[i], cost, L):
            return -1
        return sum(L[k] for k in BASIC_IDX) - _basic_sum(cost)

    def _action_slack(self, i: int) -> int:
        """Best slack of the actions possible from this turn's pawn position."""
        pos = self._pawn_pos(i)
        L = self.players[i].logical()
        if pos >= LOC:
            job = self.ljob[pos - LOC]
            return self._job_slack(i, job, L) if job else -1
        if pos < 0 or pos >= CENTER:
            return -1
        best = -1
        for tp in self._tps_at(pos):
            for cost, reward in D.TRADESPEOPLE[tp].values():
                best = max(best, self._alt_slack(i, cost, reward, L))
        job = self.vjob[B.SPACE_VILLAGE[pos]]
        if job:
            best = max(best, self._job_slack(i, job, L))
        return best

    def _buildable(self, i: int, L, mode: str, woodworker: bool = False) -> list:
        """Buildings player i can construct now: [(id, cost)]. mode "free": small, no cost."""
        p = self.players[i]
        out = []
        for bid in self.avail:
            large = bid in D.LARGE_IDS
            if mode == "free":
                if large:
                    continue
                cost = {}
            else:
                cost = self.bcost[bid]
                if not self._can_pay(p, cost, L, 1 if woodworker else 0):
                    continue
            cond = D.BUILDINGS[bid]["cond"]
            if cond and cond[0] == "min" and self._count(p, cond[1]) < cond[2]:
                continue
            rem = {D.TILE_CODE[k]: n for k, n in cost.items() if k in D.TILE_CODE}
            if woodworker:
                rem[FOREST] = rem.get(FOREST, 0) + 1
            if self._site_possible(p, bid, rem):
                out.append((bid, cost))
        return out

    def _site_possible(self, p: Player, bid: str, rem: dict) -> bool:
        """Could bid be placed once the tiles counted in rem are removed?"""
        large = bid in D.LARGE_IDS
        alone = D.BUILDINGS[bid]["cond"] == ("alone_on_estate",)
        for est in p.estates:
            if alone and any(isinstance(c, str) for c in est):
                continue
            if not large:
                for c in est:
                    if c == EMPTY or (rem.get(c, 0) > 0 and isinstance(c, int)):
                        return True
                continue
            for a, b in B.PAIRS[len(est)]:
                ca, cb = est[a], est[b]
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

    def _sites(self, p: Player, bid: str) -> list[str]:
        large = bid in D.LARGE_IDS
        alone = D.BUILDINGS[bid]["cond"] == ("alone_on_estate",)
        out = []
        for e, est in enumerate(p.estates):
            if alone and any(isinstance(c, str) for c in est):
                continue
            size = len(est)
            if large:
                for a, b in B.PAIRS[size]:
                    if est[a] == EMPTY and est[b] == EMPTY:
                        rb, cb = divmod(b, B.COLS[size])
                        out.append(f"place {bid} {B.cell_text(e, a, size)}+{rb},{cb}")
            else:
                for c, code in enumerate(est):
                    if code == EMPTY:
                        out.append(f"place {bid} {B.cell_text(e, c, size)}")
        return out

    # -- anytime actions -----------------------------------------------------------------
    def _anytime(self, i: int) -> list[str]:
        p = self.players[i]
        out = []
        L = None
        for bid in p.buildings:
            convs = D.BUILDINGS[bid]["conv"]
            if not convs:
                continue
            if L is None:
                L = p.logical()
            for k, (cost, _) in enumerate(convs):
                if self._can_pay(p, cost, L):
                    out.append(f"convert {bid}" if len(convs) == 1 else f"convert {bid}:{k + 1}")
        for e, est in enumerate(p.estates):
            size = len(est)
            for c, code in enumerate(est):
                if code is FIELD or code is POND or code is PASTURE:
                    out.append(f"remove {D.CODE_NAME[code]} {B.cell_text(e, c, size)}")
        if p.pigs:
            out.append("release pig")
        if p.cattle:
            out.append("release cattle")
        return out

    def _anytime_do(self, i: int, a: str) -> None:
        verb, _, rest = a.partition(" ")
        if verb == "convert":
            bid, _, k = rest.partition(":")
            cost, reward = D.BUILDINGS[bid]["conv"][int(k) - 1 if k else 0]
            self._say(i, f"uses the {D.BUILDINGS[bid]['name']}")
            self._push_reward(i, reward)
            self.stack.append(["pay", i, [[n, v] for n, v in cost.items()], None])
        elif verb == "remove":
            kind, cell = rest.split()
            self._remove_cell(i, cell)
            self._say(i, f"removes a {kind} from {cell}")
            self._rehouse(i)
        elif verb == "release":
            self._release(i, rest)
        else:
            raise IllegalAction(a)

    def _cell_ref(self, p: Player, text: str) -> tuple[list, int]:
        e, r, c = B.parse_cell(text)
        est = p.estates[e]
        return est, r * B.COLS[len(est)] + c

    def _remove_cell(self, i: int, text: str) -> None:
        est, k = self._cell_ref(self.players[i], text)
        est[k] = EMPTY

    # -- paying ---------------------------------------------------------------------------
    def _h_pay(self, t):
        i, items, flag = t[1], t[2], t[3]
        p = self.players[i]
        r = p.r
        while items:
            name, n = items[0]
            if n <= 0:
                items.pop(0)
                continue
            m = D.SINGLE_MARKER.get(name)
            if m is not None:
                if r[m] < n:
                    raise RulesError(f"asked for {n} {name}, the player has {r[m]}")
                r[m] -= n
                self._say(i, "pays " + _plural(n, name))
                items.pop(0)
            elif name == "charcoal" or name == "provisions":
                ma, mb = (CHG, CHC) if name == "charcoal" else (PROVA, PROVB)
                lo, hi = max(0, n - r[mb]), min(n, r[ma])
                if lo == hi:
                    r[ma] -= lo
                    r[mb] -= n - lo
                    self._say(i, "pays " + _plural(n, name))
                    items.pop(0)
                else:
                    return i, [f"pay {name} {g}+{n - g}" for g in range(lo, hi + 1)]
            elif name == "pig" or name == "cattle":
                if name == "pig":
                    p.pigs -= n
                else:
                    p.cattle -= n
                self._say(i, "pays " + _plural(n, name))
                items.pop(0)
            elif name == "livestock":
                lo, hi = max(0, n - p.cattle), min(n, p.pigs)
                if lo == hi:
                    p.pigs -= lo
                    p.cattle -= n - lo
                    self._say(i, f"pays {n} livestock")
                    items.pop(0)
                else:
                    return i, [f"pay livestock {g}+{n - g}" for g in range(lo, hi + 1)]
            elif name == "progress":
                p.progress -= n
                self._say(i, "pays " + _plural(n, "progress"))
                items.pop(0)
            else:
                code = D.TILE_CODE[name]
                cands = self._tile_candidates(i, code, n, flag)
                if len(cands) > 1 and len(cands) > n:
                    return i, [f"remove {name} {c}" for c in cands]
                self._remove_tile(i, name, cands[0] if cands else None)
                items[0] = [name, n - 1]
                if self.stack[-1] is not t:  # animals lost their housing: choose first
                    return None
        self.stack.pop()
        self._rehouse(i)
        self._produce(i)
        return None

    def _tile_candidates(self, i: int, code: int, n: int, flag) -> list[str]:
        """Cells of this tile that may be removed now (keeping the intended Building
        possible when paying for it)."""
        p = self.players[i]
        cands = []
        for e, est in enumerate(p.estates):
            size = len(est)
            for c, x in enumerate(est):
                if x is code:
                    cands.append((e, c, B.cell_text(e, c, size)))
        if len(cands) <= 1 or not flag:
            return [x[2] for x in cands]
        keep = []
        for e, c, txt in cands:
            est = p.estates[e]
            est[c] = EMPTY
            if flag == "woodworker":
                L = p.logical()
                L[2] = min(7, L[2] + 1)
                ok = bool(self._buildable(i, L, "must"))
            else:
                rem = {}
                for item in self.stack[-1][2]:
                    if item[0] in D.TILE_CODE:
                        rem[D.TILE_CODE[item[0]]] = item[1]
                rem[code] = n - 1
                ok = flag not in D.LARGE_IDS or self._site_possible(p, flag, rem)
            est[c] = code
            if ok:
                keep.append(txt)
        return keep or [x[2] for x in cands]

    def _remove_tile(self, i: int, name: str, cell: str | None) -> None:
        if cell is None:
            return
        self._remove_cell(i, cell)
        self._say(i, f"removes a {name} from {cell}")
        if name == "forest":  # the reward comes once the payment (on top) is complete
            for perm in self.players[i].has_perm("forest_removed_gain"):
                self.stack.insert(len(self.stack) - 1, ["reward", i, list(perm[1]), None])
        self._rehouse(i)

    def _a_pay(self, t, a):
        i, items = t[1], t[2]
        p = self.players[i]
        words = a.split()
        if words[0] == "remove":
            self._remove_tile(i, words[1], words[2])
            items[0] = [items[0][0], items[0][1] - 1]
            return
        name, split = words[1], words[2]
        g, h = (int(x) for x in split.split("+"))
        if name == "livestock":
            p.pigs -= g
            p.cattle -= h
            self._say(i, f"pays {g + h} livestock")
        else:
            ma, mb = (CHG, CHC) if name == "charcoal" else (PROVA, PROVB)
            p.r[ma] -= g
            p.r[mb] -= h
            self._say(i, "pays " + _plural(g + h, name))
        items.pop(0)

    # -- gaining -------------------------------------------------------------------------
    def _resolve(self, i: int, parts) -> list:
        p = self.players[i]
        out = []
        for part in parts:
            head = part[0]
            if head == "cond":
                if all(self._count(p, w) >= m for w, m in part[1]):
                    out += self._resolve(i, part[2])
                continue
            if head == "special" or head == "build":
                if head == "special" and part[1] == "livestock_choice":
                    n = self._amount(p, part[2])
                    if n:
                        out.append(("special", "livestock_choice", n))
                    continue
                out.append(part)
                continue
            n = self._amount(p, part[1])
            if n > 0:
                out.append((head, n))
        return out

    def _amount(self, p: Player, spec) -> int:
        if isinstance(spec, int):
            return spec
        if spec[0] == "per":
            _, what, div, cap = spec
            n = self._count(p, what) // div
            return n if cap is None else min(n, cap)
        if spec[0] == "table":
            have = self._count(p, spec[1])
            n = 0
            for need, value in spec[2]:
                if have >= need:
                    n = value
            return n
        raise ValueError(spec)

    def _push_reward(self, i: int, parts, ctx=None) -> None:
        parts = self._resolve(i, parts)
        if parts:
            self.stack.append(["reward", i, parts, ctx])
        else:
            self._say(i, "gains nothing")

    def _order_matters(self, i: int, plain: list) -> bool:
        names = {x[0] for x in plain}
        if len(names) < 2:
            return False
        p = self.players[i]
        g = c = 0
        animals = tiles = progress = 0
        kinds = set()
        for name, n in plain:
            w = WHEEL.get(name)
            if w:
                if "G" in w and not (p.potash and name == "charcoal"):
                    g += 1
                if "C" in w:
                    c += 1
            elif name in ("pig", "cattle"):
                animals += 1
            elif name == "progress":
                progress = 1
            else:
                tiles += n
                kinds.add(name)
        if g >= 2 or c >= 2 or (animals and (tiles or progress)) or (progress and tiles):
            return True
        if len(kinds) >= 2 and tiles > p.count(EMPTY):
            return True
        if "pig" in names and "cattle" in names:
            pg = sum(n for name, n in plain if name == "pig")
            ct = sum(n for name, n in plain if name == "cattle")
            if not p.housable(p.pigs + pg, p.cattle + ct):
                return True
        if progress and g and (any(True for _ in p.has_perm("estate_added_raise"))
                               or any(True for _ in p.has_perm("estate_added_gain"))):
            return True
        if "glass" in names and c and any(True for _ in p.has_perm("glass_gained")):
            return True
        return False

    def _h_reward(self, t):
        i, parts = t[1], t[2]
        if not parts:
            self.stack.pop()
            return None
        plain = [x for x in parts if x[0] in PLAIN]
        if len(plain) >= 2 and self._order_matters(i, plain):
            names = []
            for x in plain:
                if x[0] not in names:
                    names.append(x[0])
            return i, ["take " + x for x in names]
        part = plain[0] if plain else parts[0]
        parts.remove(part)
        self._take(i, part, t[3])
        return None

    def _a_reward(self, t, a):
        name = a.split()[1]
        self._say(t[1], f"takes the {name} first")
        for part in t[2]:
            if part[0] == name:
                t[2].remove(part)
                self._take(t[1], part, t[3])
                return
        raise IllegalAction(a)

    def _take(self, i: int, part, ctx) -> None:
        name = part[0]
        p = self.players[i]
        m = MARKER_OF.get(name)
        if m is not None:
            if m == CHG and p.potash:
                m = CHC  # chosen: without its Glassmaking marker, charcoal goes to Cooking
            self._gain(i, m, part[1])
        elif name == "charcoal":
            if p.potash:
                self._gain(i, CHC, part[1])
            else:
                self.stack.append(["charcoal", i, part[1]])
        elif name == "provisions":
            self.stack.append(["prov", i, part[1]])
        elif name == "pig" or name == "cattle":
            self._gain_animals(i, name, part[1])
        elif name in D.TILE_CODE:
            self.stack.append(["place", i, name, part[1], -1])
        elif name == "progress":
            self._progress(i, part[1])
        elif name == "build":
            self.stack.append(["build", i, part[1] if len(part) > 1 else "must"])
        elif name == "special":
            self._special(i, part, ctx)
        else:
            raise ValueError(part)

    def _gain(self, i: int, m: int, n: int) -> None:
        p = self.players[i]
        r = p.r
        got = min(n, CAP[m] - r[m])
        r[m] += got
        lost = n - got
        name = MARKER_LOGICAL[m]
        text = "gains " + _plural(got, name) if got else f"gains no {name}"
        if m in (CHG, CHC):
            text += " on the " + ("Glassmaking" if m == CHG else "Cooking") + " wheel"
        self._say(i, text + (f" ({lost} lost: the wheel is full)" if lost else ""))
        if m == GLASS and got:
            self._glass_gained(i, got)
        self._produce(i)

    def _glass_gained(self, i: int, n: int) -> None:
        for _ in self.players[i].has_perm("glass_gained"):
            self.stack.append(["reward", i, [("porridge", n)], None])

    def _gain_animals(self, i: int, kind: str, n: int) -> None:
        p = self.players[i]
        got = 0
        for _ in range(n):
            if kind == "pig" and p.housable(p.pigs + 1, p.cattle):
                p.pigs += 1
                got += 1
            elif kind == "cattle" and p.housable(p.pigs, p.cattle + 1):
                p.cattle += 1
                got += 1
        text = "gains " + _plural(got, kind) if got else f"gains no {kind}"
        self._say(i, text + (f" ({n - got} without housing)" if n > got else ""))

    def _release(self, i: int, kind: str) -> None:
        p = self.players[i]
        if kind == "pig":
            p.pigs -= 1
        else:
            p.cattle -= 1
        self._say(i, f"returns 1 {kind} to the supply")

    def _rehouse(self, i: int) -> None:
        """Animals that lost their housing go back to the supply. The player keeps as
        many as possible and chooses which kind goes when both could (a `rehouse` task)."""
        p = self.players[i]
        if p.housable(p.pigs, p.cattle):
            return
        self.stack.append(["rehouse", i])

    def _h_rehouse(self, t):
        i = t[1]
        p = self.players[i]
        if p.housable(p.pigs, p.cattle):
            self.stack.pop()
            return None
        most = _most_housed(p, p.pigs, p.cattle)
        opts = []
        if p.pigs and _most_housed(p, p.pigs - 1, p.cattle) == most:
            opts.append("release pig")
        if p.cattle and _most_housed(p, p.pigs, p.cattle - 1) == most:
            opts.append("release cattle")
        return i, opts

    def _a_rehouse(self, t, a):
        self._release(t[1], a.split()[1])

    def _produce(self, i: int) -> None:
        """Turn the dials while both dark spaces of a wheel are empty."""
        p = self.players[i]
        r = p.r
        g = 0
        if p.potash:
            while r[GLASS] < 3 and r[SAND] and r[WATER] and r[WOOD]:
                r[SAND] -= 1
                r[WATER] -= 1
                r[WOOD] -= 1
                r[GLASS] += 1
                g += 1
        else:
            while r[GLASS] < 3 and r[SAND] and r[WATER] and r[WOOD] and r[CHG]:
                r[SAND] -= 1
                r[WATER] -= 1
                r[WOOD] -= 1
                r[CHG] -= 1
                r[GLASS] += 1
                g += 1
        if g:
            p.gsteps += g
            self._say(i, f"produces {g} glass")
            self._glass_gained(i, g)
        c = 0
        reminder = False
        while (p.cook < D.COOKING_MAX_STEPS and r[PORRIDGE] and r[MEAT] and r[CHC]
               and r[PROVA] < 3 and r[PROVB] < 3 and r[COMM] < 3):
            r[PORRIDGE] -= 1
            r[MEAT] -= 1
            r[CHC] -= 1
            r[PROVA] += 1
            r[PROVB] += 1
            r[COMM] += 1
            p.cook += 1
            c += 1
            if p.cook == D.REMINDER_STEP and p.reminder:
                reminder = True
        if c:
            self._say(i, f"cooks {c} time{'s' if c > 1 else ''}: +{2 * c} provisions, "
                         f"+{c} commodit{'y' if c == 1 else 'ies'}")
        if reminder:
            p.reminder = False
            self.reminded += 1
            k = D.SOLO_REVEAL if self.solo else (2 if self.n == 2 and self.reminded == 2 else 1)
            self._reveal(k)
            self.stack.append(["anybasic", i])

    def _reveal(self, k: int) -> None:
        cap = D.max_jobs(self.n)
        for _ in range(k):
            in_play = sum(1 for j in self.vjob if j) + sum(1 for j in self.ljob if j)
            if not self.pile or in_play >= cap:
                return
            job = self.pile.pop()
            self.reveals += 1
            kind = D.JOBS[job][0]
            if kind == "loc":
                self.ljob[B.LOC_INDEX[job]] = job
                where = "on its own space"
            else:
                v = next(v for v in range(D.N_VILLAGES) if job in self.ring[v])
                for step in range(D.N_VILLAGES):
                    w = (v + step) % D.N_VILLAGES
                    if self.vjob[w] is None:
                        break
                self.vjob[w] = job
                where = f"in village V{w + 1}"
            self._revealed.append(f"reveals the {D.JOB_NAMES[job]} Job {where}")
            self._say(-1, HIDDEN_JOB)  # describe() runs before: which Job stays unsaid

    def _progress(self, i: int, n: int) -> None:
        p = self.players[i]
        for _ in range(n):
            if p.progress >= D.PROGRESS_TOP:
                self._say(i, "loses a Glass Hut step (the tracker is at the top)")
                continue
            p.progress += 1
            if p.progress == D.PROGRESS_TOP and not p.castle:
                self._relocate(i)
        self._say(i, f"advances the Glass Hut by {n} (now {p.progress})")

    def _relocate(self, i: int) -> None:
        p = self.players[i]
        old = p.estates[p.hut]
        old[old.index(HUT)] = STABLE
        p.estates.append(B.new_estate(D.SMALL_ESTATE))
        p.hut = len(p.estates) - 1
        p.progress = 0
        self._say(i, "relocates the Glass Hut to a new Small Estate")
        for perm in p.has_perm("estate_added_raise"):
            m = MARKER_OF[perm[1]]
            if p.r[m] < perm[2]:
                p.r[m] = perm[2]
                self._say(i, f"raises {perm[1]} to {perm[2]}")
                self._produce(i)
        for perm in p.has_perm("estate_added_gain"):
            self._push_reward(i, perm[1])

    # -- small decision tasks -------------------------------------------------------------
    def _h_charcoal(self, t):
        return t[1], ["gain charcoal@glass", "gain charcoal@cook"]

    def _a_charcoal(self, t, a):
        self.stack.pop()
        self._gain(t[1], MARKER_OF[a.split()[1]], t[2])

    def _h_prov(self, t):
        i, n = t[1], t[2]
        r = self.players[i].r
        ra, rb = 3 - r[PROVA], 3 - r[PROVB]
        total = min(n, ra + rb)
        if total == 0:
            self.stack.pop()
            self._say(i, "gains no provisions (both markers are full)")
            return None
        return i, [f"gain provisions {x}+{total - x}"
                   for x in range(max(0, total - rb), min(ra, total) + 1)]

    def _a_prov(self, t, a):
        self.stack.pop()
        i = t[1]
        x, y = (int(v) for v in a.split()[2].split("+"))
        r = self.players[i].r
        r[PROVA] += x
        r[PROVB] += y
        self._say(i, "gains " + _plural(x + y, "provisions"))
        self._produce(i)

    def _h_place(self, t):
        i, kind, n, est_only = t[1], t[2], t[3], t[4]
        p = self.players[i]
        opts = []
        for e, est in enumerate(p.estates):
            if est_only >= 0 and e != est_only:
                continue
            size = len(est)
            for c, code in enumerate(est):
                if code is EMPTY:
                    opts.append(f"place {kind} {B.cell_text(e, c, size)}")
        if n <= 0 or not opts:
            self.stack.pop()
            if n > 0:
                self._say(i, f"has no room for {_plural(n, kind)}")
            return None
        return i, opts

    def _a_place(self, t, a):
        i = t[1]
        _, kind, cell = a.split()
        est, k = self._cell_ref(self.players[i], cell)
        est[k] = D.TILE_CODE[kind]
        self._say(i, f"places a {kind} on {cell}")
        t[3] -= 1

    def _h_anybasic(self, t):
        p = self.players[t[1]]
        opts = []
        for b in D.BASIC:
            if b == "charcoal":
                if not p.potash:
                    opts.append("choose charcoal@glass")
                opts.append("choose charcoal@cook")
            else:
                opts.append("choose " + b)
        return t[1], opts

    def _a_anybasic(self, t, a):
        self.stack.pop()
        self._gain(t[1], MARKER_OF[a.split()[1]], 1)

    def _h_merchant(self, t):
        return t[1], ["choose " + b for b in D.BASIC]

    def _a_merchant(self, t, a):
        self.stack.pop()
        i = t[1]
        res = a.split()[1]
        if not self.solo:
            for k in range(self.n - 1, 0, -1):
                self.stack.append(["offer", (i + k) % self.n, res, i])
        self._say(i, f"chooses {res}")
        self._push_reward(i, ((res, D.MERCHANT_SELF),))

    def _h_build(self, t):
        i, mode = t[1], t[2]
        blds = self._buildable(i, self.players[i].logical(), mode)
        if not blds:
            self.stack.pop()
            self._say(i, "finds no Building to construct")
            return None
        return i, ["build " + bid for bid, _ in blds]

    def _a_build(self, t, a):
        self.stack.pop()
        i, mode = t[1], t[2]
        bid = a.split()[1]
        self.stack.append(["site", i, bid])
        if mode != "free":
            cost = self.bcost[bid]
            flag = bid if bid in D.LARGE_IDS else None
            self.stack.append(["pay", i, [[k, n] for k, n in cost.items()], flag])

    def _h_site(self, t):
        i, bid = t[1], t[2]
        opts = self._sites(self.players[i], bid)
        if not opts:
            self.stack.pop()
            self._say(i, f"finds no room for the {D.BUILDINGS[bid]['name']}")
            return None
        return i, opts

    def _a_site(self, t, a):
        self.stack.pop()
        i, bid = t[1], t[2]
        p = self.players[i]
        cell = a.split()[2]
        if "+" in cell:
            first, second = cell.split("+")
            est, k = self._cell_ref(p, first)
            r2, c2 = second.split(",")
            k2 = int(r2) * B.COLS[len(est)] + int(c2)
            est[k] = est[k2] = bid
            cells = (k, k2)
        else:
            est, k = self._cell_ref(p, cell)
            est[k] = bid
            cells = (k,)
        e = B.parse_cell(cell.split("+")[0])[0]
        self.avail.remove(bid)
        p.buildings.append(bid)
        b = D.BUILDINGS[bid]
        self._say(i, f"builds the {b['name']} on {cell.split('+')[0]}")
        for perm in b["perm"]:
            if perm[0] == "no_estates":
                p.castle = True
            elif perm[0] == "forest_pigs":
                p.forest_pigs = D.FOREST_PIGS + perm[1]
        self._push_reward(i, b["instant"], (e, cells))

    def _special(self, i: int, part, ctx) -> None:
        key = part[1]
        p = self.players[i]
        r = p.r
        if key == "merchant":
            self.stack.append(["merchant", i])
        elif key == "free_small":
            self.stack.append(["build", i, "free"])
        elif key == "clockmaker":
            for m in (SAND, WATER, WOOD, CHG, PORRIDGE, MEAT, CHC, BRICK):
                if r[m] == 0 and not (m == CHG and p.potash):
                    r[m] = 1
            p.extra += 1
            self._say(i, "raises every empty basic resource to 1 and earns another turn")
            self._produce(i)
        elif key == "coal_merchant":
            parts = [("charcoal@cook", 4)] if p.potash else [
                ("charcoal@glass", 4), ("charcoal@cook", 4)]
            self._push_reward(i, parts, ctx)
        elif key == "potash":
            r[CHG] = 0
            p.potash = True
            self._say(i, "removes the charcoal marker from the Glassmaking wheel")
            self._produce(i)
        elif key == "optional":
            self.stack.append(["optional", i, part[2], part[3]])
        elif key == "grocer":
            self.stack.append(["grocer", i, [], part[2], part[3]])
        elif key == "livestock_choice":
            self.stack.append(["lchoice", i, part[2]])
        elif key == "breeding":
            pp, cp, cap = p.pigs // 2, p.cattle // 2, part[2]
            if pp + cp <= cap:
                self._push_reward(i, (("pig", pp), ("cattle", cp)))
            else:
                self.stack.append(["bsplit", i, pp, cp, cap])
        elif key == "wilderness":
            e, cells = ctx
            est = p.estates[e]
            adj = sorted({n for c in cells for n in B.ADJ[len(est)][c] if est[n] is EMPTY})
            if adj:
                self.stack.append(["wild", i, e, adj])
        elif key == "tile_choice":
            self.stack.append(["tchoice", i, part[2]])
        elif key == "same_estate_tiles":
            self.stack.append(["upto", i, part[2], part[3], ctx[0]])
        else:
            raise ValueError(part)

    def _h_optional(self, t):
        i, cost = t[1], t[2]
        if not self._can_pay(self.players[i], cost):
            self.stack.pop()
            return None
        return i, ["accept", "decline"]

    def _a_optional(self, t, a):
        self.stack.pop()
        i = t[1]
        if a == "accept":
            self._push_reward(i, t[3])
            self.stack.append(["pay", i, [[k, n] for k, n in t[2].items()], None])
        else:
            self._say(i, "declines the exchange")

    def _h_grocer(self, t):
        i, chosen, need = t[1], t[2], t[3]
        r = self.players[i].r
        kinds = {MARKER_LOGICAL[m] for m in range(D.NRES) if r[m] > 0} - set(chosen)
        if len(kinds) < need - len(chosen):
            self.stack.pop()
            return None
        opts = []  # compulsory when it can be made: no "may" in its text
        for m in range(D.NRES):
            if r[m] > 0 and MARKER_LOGICAL[m] not in chosen:
                opts.append("pay " + D.MARKER_NAMES[m])
        return i, opts

    def _a_grocer(self, t, a):
        i = t[1]
        m = MARKER_OF.get(a.split()[1], None)
        if m is None:
            m = D.MARKER_NAMES.index(a.split()[1])
        self.players[i].r[m] -= 1
        self._say(i, "pays 1 " + MARKER_LOGICAL[m])
        t[2].append(MARKER_LOGICAL[m])
        if len(t[2]) == t[3]:
            self.stack.pop()
            self._push_reward(i, t[4])
            self._produce(i)

    def _h_lchoice(self, t):
        i, n = t[1], t[2]
        p = self.players[i]
        opts = []
        if p.housable(p.pigs + 1, p.cattle):
            opts.append("choose pig")
        if p.housable(p.pigs, p.cattle + 1):
            opts.append("choose cattle")
        if n <= 0 or not opts:
            self.stack.pop()
            if n > 0:
                self._say(i, f"has no housing for {n} more livestock")
            return None
        return i, opts

    def _a_lchoice(self, t, a):
        t[2] -= 1
        self._gain_animals(t[1], a.split()[1], 1)

    def _h_bsplit(self, t):
        i, pp, cp, cap = t[1], t[2], t[3], t[4]
        return i, [f"gain livestock {a}+{cap - a}"
                   for a in range(max(0, cap - cp), min(pp, cap) + 1)]

    def _a_bsplit(self, t, a):
        self.stack.pop()
        x, y = (int(v) for v in a.split()[2].split("+"))
        self._push_reward(t[1], (("pig", x), ("cattle", y)))

    def _h_wild(self, t):
        i, e, cells = t[1], t[2], t[3]
        est = self.players[i].estates[e]
        while cells and est[cells[0]] is not EMPTY:
            cells.pop(0)
        if not cells:
            self.stack.pop()
            return None
        txt = B.cell_text(e, cells[0], len(est))
        return i, [f"place {k} {txt}" for k in ("field", "pond", "pasture")]

    def _a_wild(self, t, a):
        t[3].pop(0)
        self._a_place([None, t[1], None, 0], a)

    def _h_tchoice(self, t):
        return t[1], ["choose " + alt[0][0] for alt in t[2]]

    def _a_tchoice(self, t, a):
        self.stack.pop()
        name = a.split()[1]
        for alt in t[2]:
            if alt[0][0] == name:
                self._push_reward(t[1], alt)

    def _h_upto(self, t):
        i, kind, n, e = t[1], t[2], t[3], t[4]
        est = self.players[i].estates[e]
        opts = [f"place {kind} {B.cell_text(e, c, len(est))}"
                for c, code in enumerate(est) if code is EMPTY]
        if n <= 0 or not opts:
            self.stack.pop()
            return None
        return i, opts + ["skip"]

    def _a_upto(self, t, a):
        if a == "skip":
            self.stack.pop()
            return
        self._a_place(t, a)

    # -- scoring -------------------------------------------------------------------------
    def _pasture_points(self, p: Player) -> tuple[int, int]:
        """(Livestock on Pastures, Livestock Farm bonus) for the best arrangement."""
        n, s, f = p.housing()
        adj = 0
        if "LivestockFarm" in p.buildings:
            for est in p.estates:
                cells = [k for k, c in enumerate(est) if c == "LivestockFarm"]
                if cells:
                    near = {x for k in cells for x in B.ADJ[len(est)][k]}
                    adj = sum(1 for x in near if est[x] is PASTURE)
        best = (-1, 0, 0)
        P, C = p.pigs, p.cattle
        for ap in range(adj + 1):
            for ac in range(adj - ap + 1):
                for np_ in range(n - adj + 1):
                    kp = ap + np_
                    kc = ac + (n - adj - np_)
                    x = min(P, 3 * kp)
                    y = min(C, 3 * kc)
                    if P - x > f or C - y > s:
                        continue
                    bonus = 2 * (min(ap, x // 2) + min(ac, y // 2))
                    if x + y + bonus > best[0]:
                        best = (x + y + bonus, x + y, bonus)
        if best[0] < 0:
            return 0, 0
        return best[1], best[2]

    def _end_count(self, p: Player, what: str, bid: str) -> int:
        if what == "tannery_pigs":
            return p.tannery
        if what == "small_estates":
            return len(p.estates) - 1
        if what == "fpp_sets":
            return min(p.count(FIELD), p.count(POND), p.count(PASTURE))
        if what == "brick_wood_sets":
            return min(p.r[BRICK], p.r[WOOD])
        if what in ("adj_empty", "adj_buildings"):
            for est in p.estates:
                cells = [k for k, c in enumerate(est) if c == bid]
                if not cells:
                    continue
                near = {x for k in cells for x in B.ADJ[len(est)][k]} - set(cells)
                if what == "adj_empty":
                    return sum(1 for x in near if est[x] is EMPTY)
                return len({est[x] for x in near if isinstance(est[x], str)})
            return 0
        return self._count(p, what)

    def score_lines(self, i: int) -> list[ScoreLine]:
        p = self.players[i]
        on_pasture, farm_bonus = self._pasture_points(p)
        lines = [
            ScoreLine("Glass", p.r[GLASS]),
            ScoreLine("Cooking wheel", D.COOKING_POINTS[p.cook]),
            ScoreLine("Small Estates", 2 * (len(p.estates) - 1)),
            ScoreLine("Livestock on Pastures", on_pasture),
            ScoreLine("Buildings", sum(D.BUILDINGS[b]["vp"] for b in p.buildings)),
        ]
        for bid in p.buildings:
            b = D.BUILDINGS[bid]
            end = b["end"]
            if not end:
                continue
            what, each, div, cap = end
            if what == "adj_pastures_2":
                pts = farm_bonus
            else:
                pts = each * (self._end_count(p, what, bid) // div)
                if cap is not None:
                    pts = max(-cap, min(cap, pts))
            lines.append(ScoreLine(b["name"], pts))
        return lines

    def scores(self) -> list[Score]:
        totals = []
        for i in range(self.n):
            lines = self.score_lines(i)
            totals.append((sum(x.points for x in lines), lines))
        nxt = self.cur if not self.over else (self.last + 1) % self.n

        def key(i: int):
            tie = 0 if i == self.trigger else 1
            return (-totals[i][0], tie, (i - nxt) % self.n)

        order = sorted(range(self.n), key=key)
        rank = {seat: k + 1 for k, seat in enumerate(order)}
        out = []
        for i in range(self.n):
            total, lines = totals[i]
            title = ""
            if self.solo:
                title = next(name for low, name in D.SOLO_TITLES if total >= low)
            out.append(Score(i, total, tuple(lines), rank[i], title))
        return out

    def evaluate(self, seat: int) -> float:
        """For the bots (see heuristic.py): the seat's outlook in points."""
        return heuristic.evaluate(self, seat)

    # -- views -----------------------------------------------------------------------------
    def _player_data(self, i: int) -> dict:
        p = self.players[i]
        return {
            "seat": i,
            "name": self.seats[i].name,
            "resources": {D.MARKER_NAMES[m]: p.r[m] for m in range(D.NRES)},
            "potash": p.potash,
            "cooking_steps": p.cook,
            "glass_steps": p.gsteps,
            "reminder": p.reminder,
            "progress": p.progress,
            "estates": [[c if isinstance(c, str) else D.CODE_NAME[c] for c in est]
                        for est in p.estates],
            "glass_hut": p.hut,
            "pigs": p.pigs,
            "cattle": p.cattle,
            "buildings": list(p.buildings),
            "jobs": list(p.jobs),
            "tannery": p.tannery,
            "pawn": B.pos_text(p.pos),
            "extra_turns": p.extra,
        }

    def _board_data(self) -> dict:
        return {
            "villages": [list(r) for r in self.ring],
            "village_jobs": list(self.vjob),
            "location_jobs": {D.LOCATIONS[k]: j for k, j in enumerate(self.ljob) if j},
            "neutral": B.pos_text(self.neutral),
            "available_buildings": list(self.avail),
            "solo_pawns": [B.pos_text(s) for s in self.spawns] if self.solo else [],
            "solo_used": list(self.sused) if self.solo else [],
        }

    def view(self, seat: int | None) -> dict[str, Any]:
        out = {
            "game": "blackforest",
            "players": [self._player_data(i) for i in range(self.n)],
            "board": self._board_data(),
            "job_pile": len(self.pile),  # the order stays hidden from everyone
            "current": self.cur,
            "start_player": self.start,
            "year": self.year if self.solo else None,
            # Solo ends after its years, not at the hourglass: what is left to play.
            "solo": self.solo_clock() if self.solo else None,
            "end_triggered_by": self.trigger,
            "to_move": self._seat,
            "over": self.over,
        }
        if seat is not None and seat == self._seat:
            out["actions"] = list(self._opts)
        return out

    def solo_clock(self) -> dict[str, int]:
        """Solo: the year, the number of years, and the pawns still to place this year."""
        return {"year": self.year, "years": D.SOLO_YEARS, "pawns_left": self.sused.count(False)}

    def snapshot(self) -> Any:
        """The position (docs/position-format.md); `GAME.from_position` reads it back."""
        return write_position(self)


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


_BASIC_SUMS: dict[tuple, int] = {}


def _basic_sum(cost: dict) -> int:
    """Basic resources a cost asks for (memoized on the cost's items)."""
    key = tuple(cost.items())
    got = _BASIC_SUMS.get(key)
    if got is None:
        got = _BASIC_SUMS[key] = sum(cost.get(b, 0) for b in D.BASIC)
    return got


def _copy_task(t: list) -> list:
    """Tasks hold lists (copied) and immutable tuples and dicts from data (shared)."""
    return [_copy_val(x) for x in t]


def _copy_val(x):
    if type(x) is list:
        return [_copy_val(y) for y in x]
    return x


BlackForestState._HANDLE = {
    name[3:]: fn for name, fn in vars(BlackForestState).items() if name.startswith("_h_")
}
BlackForestState._ACT = {
    name[3:]: fn for name, fn in vars(BlackForestState).items() if name.startswith("_a_")
}
