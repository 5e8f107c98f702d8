"""A turn of Black Forest: spending a commodity to swap the Traveling Merchant (and, with
2 players, moving the neutral pawn), travel and pawn payments, Begging, the action
window (visits and Jobs), ending the turn and the end of the game, and the anytime
actions offered between those steps.

Each step is a task on the state's pending-decision stack: `_ask_<task>` returns the
seat to decide and its options (or resolves the task and returns None), and
`_answer_<task>` carries out the option chosen. Task names (in positions, see
docs/position-format.md): `turn` (swap, move or beg), `nsv`/`nss` (2-player setup:
the neutral pawn's village, then its space), `neutral` (move it after a swap), `give`
(pay the pawns in the village entered), `offer` (a resource handed to another player:
accept or decline), `act` (the action after moving), `second` (the second visit),
`endw` (end the turn), `jobdone` (a completed Job leaves the board), `endturn`.
"""

from __future__ import annotations

from ..core.game import IllegalAction, RulesError
from . import board, data
from .markers import (
    BRICK,
    CENTER,
    CHARCOAL_COOK,
    CHARCOAL_GLASS,
    COMMODITIES,
    FIELD,
    LOC,
    MARKER_INDEX,
    MARKER_RESOURCE,
    MEAT,
    PASTURE,
    POND,
    PORRIDGE,
    PROVISIONS_A,
    PROVISIONS_B,
    PROVISIONS_TOTAL,
    SAND,
    WATER,
    WOOD,
)
from .player import totals_of
from .production import COOKING

# A preview says this for a Job drawn from the face-down pile; the log line written once
# the action is played names the Job instead (`describe_played`).
HIDDEN_JOB = "reveals a Job from the pile"


# Each Building's conversions as (cost, action), worked out once: the anytime actions
# are listed at nearly every decision.
CONVERSIONS = {
    building: tuple(
        (cost, f"convert {building}" if len(row["conv"]) == 1 else f"convert {building}:{k + 1}")
        for k, (cost, _reward) in enumerate(row["conv"])
    )
    for building, row in data.BUILDINGS.items()
    if row["conv"]
}
_REMOVALS: dict[tuple, str] = {}


def _removal(code: int, e: int, c: int, size: int) -> str:
    """The action removing the tile `code` from cell c of Estate e (the texts are kept:
    a few hundred at most)."""
    key = (code, e, c, size)
    text = _REMOVALS.get(key)
    if text is None:
        text = _REMOVALS[key] = f"remove {data.CODE_NAME[code]} {board.cell_text(e, c, size)}"
    return text


class TurnRules:
    """Mixed into BlackForestState (state.py)."""

    def _begin_turn(self, seat: int, extra: bool = False) -> None:
        self.current = seat
        self.swapped = False
        self.extra_turn = extra
        self.turn_number += 1
        # For the bots (heuristic.in_last_turn): whether this turn has begun. Not a
        # rule, so not in the position format: a position read back counts from there.
        self.turn_steps = 0
        self.stack.append(["turn", seat])

    def _ask_turn(self, task):
        seat = task[1]
        p = self.players[seat]
        options = []
        if not self.swapped and p.markers[COMMODITIES] > 0:
            for ring in self.villages:
                for tradesperson in ring:
                    if tradesperson != data.MERCHANT:
                        options.append("swap " + tradesperson)
        moves = self._move_options(seat)
        options += moves
        # Begging replaces a standard turn: after a swap only when no move is possible.
        if not self.swapped or not moves:
            options.append("beg")
        options += self._anytime(seat)
        return seat, options

    def _open_turn(self, task) -> bool:
        """Whether the turn surely offers two options or more, whatever its moves: a
        move or Begging is always one, and an anytime action, or before a swap a swap,
        another. (An `_open_<task>` method that says so lets the state list the
        options only when they are asked for; `_ask_<task>` must then change nothing.)"""
        seat = task[1]
        if not self.swapped and self.players[seat].markers[COMMODITIES] > 0:
            return True
        return self._has_anytime(seat)

    def _answer_turn(self, task, action):
        seat = task[1]
        verb, _, rest = action.partition(" ")
        if verb == "swap":
            self._do_swap(seat, rest)
        elif verb == "move":
            self.stack.pop()
            self._do_move(seat, rest)
        elif verb == "beg":
            self.stack.pop()
            self._do_beg(seat)
        else:
            self._anytime_do(seat, action)

    def _do_swap(self, seat: int, tradesperson: str) -> None:
        p = self.players[seat]
        p.markers[COMMODITIES] -= 1
        self.swapped = True
        for ring in self.villages:
            for k, name in enumerate(ring):
                if name == data.MERCHANT:
                    ring[k] = "\0"
                elif name == tradesperson:
                    ring[k] = data.MERCHANT
        for ring in self.villages:
            for k, name in enumerate(ring):
                if name == "\0":
                    ring[k] = tradesperson
        who = data.TP_NAMES[tradesperson]
        self._say(seat, f"spends 1 commodity to swap the Traveling Merchant with the {who}")
        if self.n_players == 2:  # the neutral pawn is a 2-player rule; solo has none
            self.stack.append(["neutral", seat])
        for effect in p.has_perm("swap_gain"):
            self._push_reward(seat, effect[1])
        self._produce(seat)

    def _ask_neutral(self, task):
        occupied = self._occupied()
        options = [
            "neutral " + board.SPACE_TXT[s]
            for s in range(board.N_SPACES)
            if s not in occupied and s != self.neutral_pawn
        ]
        if not options:
            self.stack.pop()
            return None
        return task[1], options

    def _answer_neutral(self, task, action):
        self.stack.pop()
        self.neutral_pawn = board.TXT_SPACE[action.split()[1]]
        self._say(task[1], f"moves the neutral pawn to {action.split()[1]}")

    def _ask_nsv(self, task):
        return task[1], [f"neutral V{v + 1}" for v in range(data.N_VILLAGES)]

    def _answer_nsv(self, task, action):
        self.stack.pop()
        v = int(action.split()[1][1:]) - 1
        self.stack[-1][2] = v
        self._say(task[1], f"chooses village V{v + 1} for the neutral pawn")

    def _ask_nss(self, task):
        return task[1], ["neutral " + board.SPACE_TXT[s] for s in board.VILLAGE_SPACES[task[2]]]

    def _answer_nss(self, task, action):
        self.stack.pop()
        self.neutral_pawn = board.TXT_SPACE[action.split()[1]]
        self._say(task[1], f"places the neutral pawn on {action.split()[1]}")

    def _occupied(self) -> set[int]:
        occupied = {p.pawn for p in self.players if 0 <= p.pawn < CENTER}
        if self.solo:
            occupied.update(s for s in self.solo_pawns if 0 <= s < CENTER)
        if self.neutral_pawn >= 0:
            occupied.add(self.neutral_pawn)
        return occupied

    def _origin(self, seat: int) -> tuple[int, bool]:
        """Where this turn's movement starts, and whether it is a free placement."""
        if not self.solo:
            pos = self.players[seat].pawn
            return pos, pos < 0
        if self.extra_turn and self.solo_moving >= 0:
            return self.solo_pawns[self.solo_moving], False
        return self.solo_last_placed, self.solo_last_placed < 0

    def _pawns_in(self, seat: int, v: int) -> int:
        """Pawns already in village v that a mover there must pay for (centre included).
        Solo: the pawn moving now (`spawn_now`, -1 before a placement) is not counted."""
        k = 0
        if self.solo:
            for other, pos in enumerate(self.solo_pawns):
                if board.village_of(pos) == v and other != self.solo_moving:
                    k += 1
        else:
            for other, p in enumerate(self.players):
                if other != seat and board.village_of(p.pawn) == v:
                    k += 1
        if self.neutral_pawn >= 0 and board.village_of(self.neutral_pawn) == v:
            k += 1
        return k

    def _move_options(self, seat: int) -> list[str]:
        p = self.players[seat]
        origin, free = self._origin(seat)
        occupied = self._occupied()
        totals = p.totals()
        slack = self._tradesperson_slacks(seat, totals)
        job_slack_by_village = [
            self._job_slack(seat, other, totals) if other else -1 for other in self.village_jobs
        ]
        solo = self.solo
        white_variant = (
            solo and not self.extra_turn and not self.solo_used[4] and not all(self.solo_used[:4])
        )
        moving_white = solo and (
            self.solo_moving == 4 if self.extra_turn else all(self.solo_used[:4])
        )
        fort = any(True for _ in p.has_perm("no_pawn_payment"))
        here = board.node(origin) if origin >= 0 else -1
        home_village = board.village_of(origin) if origin >= 0 else -1
        provs = totals[PROVISIONS_TOTAL]
        out: list[str] = []
        ring = self.villages
        # Paying the travel can turn the Cooking wheel, which eats porridge, meat and
        # charcoal a visit may need: a move is judged on what the best split of its
        # provisions leaves (one list of slacks per split, by cost).
        after_travel: dict[int, list[tuple[dict[str, int], list[int]]]] = {}
        for v in range(data.N_VILLAGES):
            if free or v == home_village:
                need = 0
                slacks = [(slack, job_slack_by_village)]
            else:
                cost = board.DIST[here][v]
                if cost > provs:
                    continue
                need = 0 if fort else self._pawns_in(seat, v)
                if cost not in after_travel:
                    outcomes = list(self._totals_after_travel(seat, cost).values())
                    unturned = totals[:]
                    unturned[PROVISIONS_TOTAL] -= cost
                    if all(t == unturned for t in outcomes):
                        # The wheel stays put, and no village visit costs provisions:
                        # the slacks before paying hold (and cost nothing more to find).
                        after_travel[cost] = [(slack, job_slack_by_village)]
                    else:
                        after_travel[cost] = [
                            (
                                self._tradesperson_slacks(seat, t),
                                [self._job_slack(seat, j, t) if j else -1
                                 for j in self.village_jobs],
                            )
                            for t in outcomes
                        ]
                slacks = after_travel[cost]
            for s in board.VILLAGE_SPACES[v]:
                if s in occupied or s == origin:
                    continue
                k = s - board.VOFF[v]
                around = ring[v]
                best = max(
                    max(by_tp[around[k]], by_tp[around[(k + 1) % len(around)]], by_job[v])
                    for by_tp, by_job in slacks
                )
                txt = "move " + board.SPACE_TXT[s]
                if best >= (0 if moving_white else need):
                    out.append(txt)
                if white_variant and best >= 0:
                    out.append(txt + " white")
        if not self.solo and free:
            return out  # the first placement is in a village
        for k, job in enumerate(self.location_jobs):
            if job is None:
                continue
            cost = 0 if free else board.DIST[here][data.N_VILLAGES + k]
            if cost > provs:
                continue
            outcomes = self._totals_after_travel(seat, cost).values() if cost else [totals]
            if any(self._job_slack(seat, job, t) >= 0 for t in outcomes):
                txt = "move " + data.LOCATIONS[k]
                out.append(txt)
                if white_variant:
                    out.append(txt + " white")
        return out

    def _travel_splits(self, seat: int, cost: int) -> dict[int, list[int]]:
        """The markers after paying `cost` provisions, g from marker A and the rest
        from B, and the Cooking wheel turning as it then does: {g: markers}."""
        p = self.players[seat]
        m = p.markers
        out = {}
        for g in range(max(0, cost - m[PROVISIONS_B]), min(cost, m[PROVISIONS_A]) + 1):
            after = m[:]
            after[PROVISIONS_A] -= g
            after[PROVISIONS_B] -= cost - g
            COOKING.turn(after, limit=max(0, data.COOKING_MAX_STEPS - p.cooking_steps))
            out[g] = after
        return out

    def _totals_after_travel(self, seat: int, cost: int) -> dict[int, list[int]]:
        return {g: totals_of(m) for g, m in self._travel_splits(seat, cost).items()}

    def _do_move(self, seat: int, rest: str) -> None:
        p = self.players[seat]
        words = rest.split()
        target = words[0]
        origin, free = self._origin(seat)
        if target in board.TXT_SPACE:
            dest = board.TXT_SPACE[target]
        else:
            dest = LOC + board.LOC_INDEX[target]
        white = False
        if self.solo:
            if self.extra_turn and self.solo_moving >= 0:
                pawn = self.solo_moving
            elif len(words) > 1:
                pawn = 4
            else:
                pawn = self.solo_used.index(False)
            white = pawn == 4
            self.solo_pawns[pawn] = dest
            self.solo_used[pawn] = True
            self.solo_last_placed = dest
            self.solo_moving = pawn
            who = f"places the {data.SOLO_PAWNS[pawn]} pawn on {target}"
        else:
            who = f"moves to {target}"
        target_village = board.village_of(dest)
        home_village = board.village_of(origin) if origin >= 0 else -1
        cost, need = 0, 0
        if not free and not (target_village >= 0 and target_village == home_village):
            cost = board.DIST[board.node(origin)][board.node(dest)]
            if (
                target_village >= 0
                and not white
                and not any(True for _ in p.has_perm("no_pawn_payment"))
            ):
                need = self._pawns_in(seat, target_village)
                receivers = []
                if not self.solo:
                    order = [(seat + k) % self.n_players for k in range(1, self.n_players)]
                    receivers = [
                        other
                        for other in order
                        if board.village_of(self.players[other].pawn) == target_village
                    ]
                receivers += [-1] * (need - len(receivers))
        if not self.solo:
            p.pawn = dest
        self._say(seat, who + (f" for {cost} provisions" if cost else ""))
        self.stack.append(["act", seat])
        if cost and target_village >= 0 and target_village != home_village:
            for effect in p.has_perm("enter_village_gain"):
                if effect[1] in self.villages[target_village]:
                    self._push_reward(seat, effect[2])
        if need:
            self.stack.append(["give", seat, receivers])
        if cost:  # the flag: only splits after which the visit can still be paid for
            self.stack.append(["pay", seat, [["provisions", cost]], ["travel", need]])

    def _do_beg(self, seat: int) -> None:
        p = self.players[seat]
        if self.solo:
            pawn = self.solo_used.index(False) if False in self.solo_used[:4] else 4
            self.solo_used[pawn] = True
            self.solo_moving = -1
            self._say(seat, f"goes Begging with the {data.SOLO_PAWNS[pawn]} pawn")
        else:
            if 0 <= p.pawn < CENTER:
                p.pawn = CENTER + board.SPACE_VILLAGE[p.pawn]
            self._say(seat, "goes Begging")
        self.stack.append(["endturn", seat])
        self._push_reward(seat, (("provisions", 1),))

    def _ask_give(self, task):
        seat, receivers = task[1], task[2]
        if not receivers:
            self.stack.pop()
            self._produce(seat)
            return None
        p = self.players[seat]
        left = len(receivers) - 1
        options = []
        for m in (SAND, WATER, WOOD, CHARCOAL_GLASS, PORRIDGE, MEAT, CHARCOAL_COOK, BRICK):
            if p.markers[m] <= 0:
                continue
            p.markers[m] -= 1
            ok = self._action_slack(seat) >= left
            p.markers[m] += 1
            if ok:
                options.append("pay " + data.MARKER_NAMES[m])
        if not options:  # the move was judged legal, so asking for more is a rules bug
            raise RulesError(
                f"{self.seats[seat].name} cannot pay {len(receivers)} more"
                " resource(s) for the pawns after a legal move."
            )
        return seat, options

    def _answer_give(self, task, action):
        seat, receivers = task[1], task[2]
        name = action.split()[1]
        m = MARKER_INDEX[name]
        self.players[seat].markers[m] -= 1
        other = receivers.pop(0)
        resource = MARKER_RESOURCE[m]
        if other < 0:
            self._say(seat, f"pays 1 {resource} for the pawn there")
        else:
            self._say(seat, f"pays 1 {resource} to {self.seats[other].name}")
            self.stack.append(["offer", other, resource, seat])

    def _ask_offer(self, task):
        other, resource = task[1], task[2]
        other_player = self.players[other]
        options = []
        if resource == "charcoal":
            if not other_player.potash and other_player.markers[CHARCOAL_GLASS] < 7:
                options.append("accept charcoal@glass")
            if other_player.markers[CHARCOAL_COOK] < 7:
                options.append("accept charcoal@cook")
        elif other_player.markers[MARKER_INDEX[resource]] < 7:
            options.append("accept")
        options.append("decline")
        options += self._anytime(other)
        return other, options

    def _answer_offer(self, task, action):
        other, resource = task[1], task[2]
        if action == "decline":
            self.stack.pop()
            self._say(other, f"declines the {resource}")
        elif action.startswith("accept"):
            self.stack.pop()
            name = action.split()[1] if " " in action else resource
            self._gain(other, MARKER_INDEX[name], 1)
        else:
            self._anytime_do(other, action)

    def _pawn_pos(self, seat: int) -> int:
        if self.solo:
            return self.solo_pawns[self.solo_moving] if self.solo_moving >= 0 else board.OFF
        return self.players[seat].pawn

    def _ask_act(self, task):
        seat = task[1]
        pos = self._pawn_pos(seat)
        p = self.players[seat]
        totals = p.totals()
        options: list[str] = []
        if pos >= LOC:
            job = self.location_jobs[pos - LOC]
            if job and self._job_slack(seat, job, totals) >= 0:
                options.append("job " + job)
        elif 0 <= pos < CENTER:
            for tradesperson in self._tradespeople_at(pos):
                options += self._visit_options(seat, tradesperson, totals)
            job = self.village_jobs[board.SPACE_VILLAGE[pos]]
            if job and self._job_slack(seat, job, totals) >= 0:
                options.append("job " + job)
        if not options:
            options.append("end")  # anytime actions left no action possible
        options += self._anytime(seat)
        return seat, options

    def _open_act(self, task) -> bool:
        """An action or "end", and an anytime action: two options at least."""
        return self._has_anytime(task[1])

    def _answer_act(self, task, action):
        seat = task[1]
        verb, _, rest = action.partition(" ")
        if verb == "visit":
            tradesperson = rest.split()[0]
            a1, a2 = self._tradespeople_at(self._pawn_pos(seat))
            other = a2 if tradesperson == a1 else a1
            self.stack[-1] = ["second", seat, tradesperson, other]
            self._do_visit(seat, rest)
        elif verb == "job":
            self.stack[-1] = ["endw", seat]
            self._do_job(seat, rest)
        elif verb == "end":
            self._say(seat, "ends the turn")
            self.stack[-1] = ["endturn", seat]
        else:
            self._anytime_do(seat, action)

    def _ask_second(self, task):
        seat, first, other = task[1], task[2], task[3]
        p = self.players[seat]
        totals = p.totals()
        options = self._visit_options(seat, other, totals)
        if first == "Farmhand":
            for effect in p.has_perm("distillery"):
                water = effect[2]["water"]
                for ring in self.villages:
                    for tradesperson in ring:
                        if tradesperson not in (first, other):
                            options += self._visit_options(seat, tradesperson, totals, water)
                break
        options.append("end")
        options += self._anytime(seat)
        return seat, options

    def _open_second(self, task) -> bool:
        """"end" and an anytime action: two options at least."""
        return self._has_anytime(task[1])

    def _answer_second(self, task, action):
        seat, other = task[1], task[3]
        verb, _, rest = action.partition(" ")
        if verb == "visit":
            self.stack[-1] = ["endw", seat]
            tradesperson = rest.split()[0]
            if tradesperson != other:
                self._say(seat, "uses the Distillery")
                self._do_visit(seat, rest, {"water": 2})
            else:
                self._do_visit(seat, rest)
        elif verb == "end":
            self._say(seat, "ends the turn")
            self.stack[-1] = ["endturn", seat]
        else:
            self._anytime_do(seat, action)

    def _ask_endw(self, task):
        return task[1], ["end"] + self._anytime(task[1])

    def _open_endw(self, task) -> bool:
        return self._has_anytime(task[1])

    def _answer_endw(self, task, action):
        if action == "end":
            self._say(task[1], "ends the turn")
            self.stack[-1] = ["endturn", task[1]]
        else:
            self._anytime_do(task[1], action)

    def _do_job(self, seat: int, job: str) -> None:
        _, cost, reward = data.JOBS[job]
        self._say(seat, f"completes the {data.JOB_NAMES[job]} Job")
        self.stack.append(["jobdone", seat, job])
        self._push_reward(seat, reward)
        self.stack.append(["pay", seat, [[k, n] for k, n in cost.items()], None])

    def _ask_jobdone(self, task):
        self.stack.pop()
        seat, job = task[1], task[2]
        self.players[seat].jobs.append(job)
        if job in self.village_jobs:
            self.village_jobs[self.village_jobs.index(job)] = None
        if job in self.location_jobs:
            self.location_jobs[self.location_jobs.index(job)] = None
        self._reveal(1)
        return None

    def _reveal(self, k: int) -> None:
        cap = data.max_jobs(self.n_players)
        for _ in range(k):
            in_play = sum(1 for other in self.village_jobs if other) + sum(
                1 for other in self.location_jobs if other
            )
            if not self.job_pile or in_play >= cap:
                return
            job = self.job_pile.pop()
            self.reveals += 1
            kind = data.JOBS[job][0]
            if kind == "loc":
                self.location_jobs[board.LOC_INDEX[job]] = job
                where = "on its own space"
            else:
                v = next(v for v in range(data.N_VILLAGES) if job in self.villages[v])
                for step in range(data.N_VILLAGES):
                    w = (v + step) % data.N_VILLAGES
                    if self.village_jobs[w] is None:
                        break
                self.village_jobs[w] = job
                where = f"in village V{w + 1}"
            self._revealed.append(f"reveals the {data.JOB_NAMES[job]} Job {where}")
            self._say(-1, HIDDEN_JOB)  # describe() runs before: which Job stays unsaid

    def _ask_endturn(self, task):
        self.stack.pop()
        seat = task[1]
        p = self.players[seat]
        if self.solo:
            if p.extra_turns:
                p.extra_turns -= 1
                self._begin_turn(0, extra=True)
                return None
            if all(self.solo_used):
                if self.year == data.SOLO_YEARS:
                    self.over = True
                    return None
                self.year += 1
                self.solo_pawns = [board.OFF] * 5
                self.solo_used = [False] * 5
                self.solo_last_placed = board.OFF
                if self.year == data.SOLO_RESHUFFLE_YEAR:
                    self._deal_tradespeople()
                    self._say(-1, "deals the Tradespeople anew for year 4")
            self.solo_moving = -1
            self._begin_turn(0)
            return None
        if self.final_turns_left is None:
            if (
                p.cooking_steps - min(p.markers[PROVISIONS_A], p.markers[PROVISIONS_B])
                >= data.HOURGLASS
            ):
                self.final_turns_left = self.n_players
                self.end_triggered_by = seat
                self._say(seat, "triggers the end of the game: everyone takes one last turn")
        elif not self.extra_turn:
            self.final_turns_left -= 1
        self.last_seat = seat
        if p.extra_turns:
            p.extra_turns -= 1
            self._begin_turn(seat, extra=True)
        elif self.final_turns_left == 0:
            self.over = True
        else:
            self._begin_turn((seat + 1) % self.n_players)
        return None

    def _anytime(self, seat: int) -> list[str]:
        p = self.players[seat]
        out = []
        totals = None
        for building in p.buildings:
            convs = CONVERSIONS.get(building)
            if not convs:
                continue
            if totals is None:
                totals = p.totals()
            for cost, action in convs:
                if self._can_pay(p, cost, totals):
                    out.append(action)
        for e, estate in enumerate(p.estates):
            if FIELD in estate or POND in estate or PASTURE in estate:
                size = len(estate)
                for c, code in enumerate(estate):
                    if code is FIELD or code is POND or code is PASTURE:
                        out.append(_removal(code, e, c, size))
        if p.pigs:
            out.append("release pig")
        if p.cattle:
            out.append("release cattle")
        return out

    def _has_anytime(self, seat: int) -> bool:
        """Whether `_anytime` offers anything (without listing it all when the answer
        is plain: a Field, Pond or Pasture can always be removed, livestock released)."""
        p = self.players[seat]
        if p.pigs or p.cattle:
            return True
        for estate in p.estates:
            if FIELD in estate or POND in estate or PASTURE in estate:
                return True
        return bool(self._anytime(seat))

    def _anytime_do(self, seat: int, action: str) -> None:
        verb, _, rest = action.partition(" ")
        if verb == "convert":
            building, _, k = rest.partition(":")
            cost, reward = data.BUILDINGS[building]["conv"][int(k) - 1 if k else 0]
            self._say(seat, f"uses the {data.BUILDINGS[building]['name']}")
            self._push_reward(seat, reward)
            self.stack.append(["pay", seat, [[n, v] for n, v in cost.items()], None])
        elif verb == "remove":
            kind, cell = rest.split()
            self._remove_cell(seat, cell)
            self._say(seat, f"removes a {kind} from {cell}")
            self._rehouse(seat)
        elif verb == "release":
            self._release(seat, rest)
        else:
            raise IllegalAction(action)
