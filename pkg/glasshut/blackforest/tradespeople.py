"""The Tradespeople: who stands beside a space, what a visit costs and gives (with the
permanent effects of Buildings that add to it), the Traveling Merchant's choice, and
the look-ahead that decides whether a space or a visit is possible at all (the
"slack": basic resources left over after an option's needs, -1 when impossible).
Task: `merchant` (name the basic resource the Traveling Merchant gives).
"""

from __future__ import annotations

from . import board, data
from .costs import _basic_sum
from .markers import (
    ALL_TRADESPEOPLE,
    BASIC_TOTALS,
    CENTER,
    LOC,
)


class TradespeopleRules:
    """Mixed into BlackForestState (state.py)."""

    def _tradespeople_at(self, pos: int) -> tuple[str, str]:
        v = board.SPACE_VILLAGE[pos]
        ring = self.villages[v]
        k = pos - board.VOFF[v]
        return ring[k], ring[(k + 1) % len(ring)]

    def _visit_options(
        self, seat: int, tradesperson: str, totals, extra_water: int = 0
    ) -> list[str]:
        out = []
        for key, (cost, reward) in data.TRADESPEOPLE[tradesperson].items():
            if extra_water:
                if totals[1] < extra_water + cost.get("water", 0):
                    continue
            if self._alt_slack(seat, cost, reward, totals) >= 0:
                out.append(f"visit {tradesperson} {key}" if key else f"visit {tradesperson}")
        return out

    def _do_visit(self, seat: int, rest: str, extra: dict | None = None) -> None:
        words = rest.split()
        tradesperson, key = words[0], (words[1] if len(words) > 1 else "")
        p = self.players[seat]
        cost, reward = data.TRADESPEOPLE[tradesperson][key]
        parts = list(reward)
        if parts[0] == ("special", "woodworker"):
            parts = [("wood", 1), ("build", "must")]
        for effect in p.has_perm("visit_gain"):
            if effect[1] == tradesperson:
                parts += effect[2]
        if tradesperson == "Butcher":
            for effect in p.has_perm("butcher_extra_meat"):
                parts.append(("meat", effect[1]))
        for effect in p.has_perm("option_gain"):
            if effect[1] == tradesperson and effect[2] == key:
                parts.append(("cond", ((effect[3], effect[4]),), effect[5]))
        for effect in p.has_perm("option_bonus"):
            if effect[1] == tradesperson and effect[2] == key:
                parts.append(("special", "optional", effect[3], effect[4]))
        self._say(seat, f"visits the {data.TP_NAMES[tradesperson]}")
        if tradesperson == "Butcher" and key == "pig":
            for effect in p.has_perm("tannery"):
                if p.tannery < effect[1]:
                    p.tannery += 1
                    self._say(seat, "puts the pig on the Tannery")
        self._push_reward(seat, parts)
        items = [[k, n] for k, n in cost.items()]
        if extra:
            items += [[k, n] for k, n in extra.items()]
        if items:
            flag = "woodworker" if tradesperson == "Woodworker" else None
            self.stack.append(["pay", seat, items, flag])

    def _alt_slack(self, seat: int, cost: dict, reward, totals, base=None, cache=None) -> int:
        """Basic resources left over after this option's needs, or -1 if impossible."""
        p = self.players[seat]
        if not self._can_pay(p, cost, totals):
            return -1
        if base is None:
            base = sum(totals[k] for k in BASIC_TOTALS)
        base -= _basic_sum(cost)
        head = reward[0]
        if head[0] == "build":
            buildable = self._build_cache(seat, totals, False, cache)
            if not buildable:
                return -1
            return base - min(_basic_sum(c) for _, c in buildable)
        if head == ("special", "woodworker"):
            totals_after = totals[:]
            totals_after[2] = min(7, totals_after[2] + 1)
            buildable = self._build_cache(seat, totals_after, True, cache)
            if not buildable:
                return -1
            base += totals_after[2] - totals[2]
            return base - min(_basic_sum(c) for _, c in buildable)
        return base

    def _build_cache(self, seat: int, totals, woodworker: bool, cache) -> list:
        if cache is None:
            return self._buildable(seat, totals, "must", woodworker=woodworker)
        got = cache.get(woodworker)
        if got is None:
            got = cache[woodworker] = self._buildable(seat, totals, "must", woodworker=woodworker)
        return got

    def _tradesperson_slacks(self, seat: int, totals) -> dict[str, int]:
        out = {}
        base = sum(totals[k] for k in BASIC_TOTALS)
        cache: dict = {}
        for tradesperson in ALL_TRADESPEOPLE:
            best = -1
            for cost, reward in data.TRADESPEOPLE[tradesperson].values():
                s = self._alt_slack(seat, cost, reward, totals, base, cache)
                if s > best:
                    best = s
            out[tradesperson] = best
        return out

    def _job_slack(self, seat: int, job: str, totals) -> int:
        cost = data.JOBS[job][1]
        if not self._can_pay(self.players[seat], cost, totals):
            return -1
        return sum(totals[k] for k in BASIC_TOTALS) - _basic_sum(cost)

    def _action_slack(self, seat: int) -> int:
        """Best slack of the actions possible from this turn's pawn position."""
        pos = self._pawn_pos(seat)
        totals = self.players[seat].totals()
        if pos >= LOC:
            job = self.location_jobs[pos - LOC]
            return self._job_slack(seat, job, totals) if job else -1
        if pos < 0 or pos >= CENTER:
            return -1
        best = -1
        for tradesperson in self._tradespeople_at(pos):
            for cost, reward in data.TRADESPEOPLE[tradesperson].values():
                best = max(best, self._alt_slack(seat, cost, reward, totals))
        job = self.village_jobs[board.SPACE_VILLAGE[pos]]
        if job:
            best = max(best, self._job_slack(seat, job, totals))
        return best

    def _ask_merchant(self, task):
        return task[1], ["choose " + b for b in data.BASIC]

    def _answer_merchant(self, task, action):
        self.stack.pop()
        seat = task[1]
        resource = action.split()[1]
        if not self.solo:
            for k in range(self.n_players - 1, 0, -1):
                self.stack.append(["offer", (seat + k) % self.n_players, resource, seat])
        self._say(seat, f"chooses {resource}")
        self._push_reward(seat, ((resource, data.MERCHANT_SELF),))
