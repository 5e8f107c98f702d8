"""A turn of Black Forest: spending a commodity to swap the Traveling Merchant, the
turn's first choice (swap, move or beg), Begging, the action window (visits and Jobs),
ending the turn and the end of the game, and the anytime actions offered between those
steps. Where a pawn may travel, moving it, paying the pawns in the village entered and
the neutral pawn are in travel.py.

Each step is a task on the state's pending-decision stack: `_ask_<task>` returns the
seat to decide and its options (or resolves the task and returns None), and
`_answer_<task>` carries out the option chosen. Task names (in positions, see
docs/position-format.md): `turn` (swap, move or beg), `act` (the action after moving),
`second` (the second visit), `endw` (end the turn), `jobdone` (a completed Job leaves
the board), `endturn`; travel.py's are `nsv`, `nss`, `neutral`, `give` and `offer`.
"""

from __future__ import annotations

from ..core.game import IllegalAction
from . import board, data
from .markers import (
    CENTER,
    COMMODITIES,
    FIELD,
    LOC,
    PASTURE,
    POND,
    PROVISIONS_A,
    PROVISIONS_B,
)
from .texts import building_name, job_named, log_word, tp_name, tr

# A preview says this for a Job drawn from the face-down pile; the log line written once
# the action is played names the Job instead (`describe_played`).
UNSAID_JOB = "log.reveals_hidden"
HIDDEN_JOB = tr(UNSAID_JOB, "en")  # the English words of it


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
        self._say(seat, "log.swaps", tp=tp_name(tradesperson))
        if self.n_players == 2:  # the neutral pawn is a 2-player rule; solo has none
            self.stack.append(["neutral", seat])
        for effect in p.has_perm("swap_gain"):
            self._push_reward(seat, effect[1])
        self._produce(seat)

    def _do_beg(self, seat: int) -> None:
        p = self.players[seat]
        if self.solo:
            pawn = self.solo_used.index(False) if False in self.solo_used[:4] else 4
            self.solo_used[pawn] = True
            self.solo_moving = -1
            self._say(seat, "log.begs_with", colour=tr("solo." + data.SOLO_PAWNS[pawn]))
        else:
            if 0 <= p.pawn < CENTER:
                p.pawn = CENTER + board.SPACE_VILLAGE[p.pawn]
            self._say(seat, "log.begs")
        self.stack.append(["endturn", seat])
        self._push_reward(seat, (("provisions", 1),))

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
            self._say(seat, "log.ends_turn")
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
                self._say(seat, "log.uses", building=building_name("34B"))
                self._do_visit(seat, rest, {"water": 2})
            else:
                self._do_visit(seat, rest)
        elif verb == "end":
            self._say(seat, "log.ends_turn")
            self.stack[-1] = ["endturn", seat]
        else:
            self._anytime_do(seat, action)

    def _ask_endw(self, task):
        return task[1], ["end"] + self._anytime(task[1])

    def _open_endw(self, task) -> bool:
        return self._has_anytime(task[1])

    def _answer_endw(self, task, action):
        if action == "end":
            self._say(task[1], "log.ends_turn")
            self.stack[-1] = ["endturn", task[1]]
        else:
            self._anytime_do(task[1], action)

    def _do_job(self, seat: int, job: str) -> None:
        _, cost, reward = data.JOBS[job]
        self._say(seat, "log.completes", job=job_named(job))
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
                where = tr("log.on_own_space")
            else:
                v = next(v for v in range(data.N_VILLAGES) if job in self.villages[v])
                for step in range(data.N_VILLAGES):
                    w = (v + step) % data.N_VILLAGES
                    if self.village_jobs[w] is None:
                        break
                self.village_jobs[w] = job
                where = tr("log.in_village", v=w + 1)
            self._revealed.append(tr("log.reveals", job=job_named(job), where=where))
            self._say(-1, UNSAID_JOB)  # describe() runs before: which Job stays unsaid

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
                    self._say(-1, "log.deals_anew", year=data.SOLO_RESHUFFLE_YEAR)
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
                self._say(seat, "log.triggers_end")
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
            self._say(seat, "log.uses", building=building_name(building))
            self._push_reward(seat, reward)
            self.stack.append(["pay", seat, [[n, v] for n, v in cost.items()], None])
        elif verb == "remove":
            kind, cell = rest.split()
            self._remove_cell(seat, cell)
            self._say(seat, "log.removes", what=log_word(kind), cell=cell)
            self._rehouse(seat)
        elif verb == "release":
            self._release(seat, rest)
        else:
            raise IllegalAction(action)
