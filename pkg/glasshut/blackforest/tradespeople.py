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
    BASIC_SLICE,
    CENTER,
    LOC,
)
from .texts import building_name, log_word, tp_name

# Each Tradesperson's options as (key, cost, reward, basic resources the cost asks
# for), worked out once: whether a visit is possible is asked at nearly every decision.
TP_OPTIONS = {
    tradesperson: tuple(
        (key, cost, reward, _basic_sum(cost)) for key, (cost, reward) in options.items()
    )
    for tradesperson, options in data.TRADESPEOPLE.items()
}


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
        base = sum(totals[BASIC_SLICE])
        for key, cost, reward, basic in TP_OPTIONS[tradesperson]:
            if extra_water:
                if totals[1] < extra_water + cost.get("water", 0):
                    continue
            if self._alt_slack(seat, cost, reward, totals, base - basic) >= 0:
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
        self._say(seat, "log.visits", tp=tp_name(tradesperson))
        if tradesperson == "Butcher" and key == "pig":
            for effect in p.has_perm("tannery"):
                if p.tannery < effect[1]:
                    p.tannery += 1
                    self._say(seat, "log.tannery", building=building_name("23A"))
        self._push_reward(seat, parts)
        items = [[k, n] for k, n in cost.items()]
        if extra:
            items += [[k, n] for k, n in extra.items()]
        if items:
            flag = "woodworker" if tradesperson == "Woodworker" else None
            self.stack.append(["pay", seat, items, flag])

    def _alt_slack(self, seat: int, cost: dict, reward, totals, left: int, cache=None) -> int:
        """Basic resources left over after this option's needs, or -1 if impossible.
        `left`: the player's basic resources less those the option's cost asks for."""
        p = self.players[seat]
        if not self._can_pay(p, cost, totals):
            return -1
        head = reward[0]
        if head[0] == "build":
            cheapest = self._cheapest_build(seat, totals, False, cache)
            return -1 if cheapest is None else left - cheapest
        if head == ("special", "woodworker"):
            totals_after = totals[:]
            totals_after[2] = min(7, totals_after[2] + 1)
            cheapest = self._cheapest_build(seat, totals_after, True, cache)
            if cheapest is None:
                return -1
            return left + totals_after[2] - totals[2] - cheapest
        return left

    def _cheapest_build(self, seat: int, totals, woodworker: bool, cache) -> int | None:
        """`_cheapest_buildable`, kept in `cache` (a dict) for one set of totals."""
        if cache is None:
            return self._cheapest_buildable(seat, totals, woodworker)
        if woodworker not in cache:
            cache[woodworker] = self._cheapest_buildable(seat, totals, woodworker)
        return cache[woodworker]

    def _tradesperson_slacks(self, seat: int, totals) -> dict[str, int]:
        out = {}
        base = sum(totals[BASIC_SLICE])
        cache: dict = {}
        for tradesperson, options in TP_OPTIONS.items():
            best = -1
            for _key, cost, reward, basic in options:
                s = self._alt_slack(seat, cost, reward, totals, base - basic, cache)
                if s > best:
                    best = s
            out[tradesperson] = best
        return out

    def _job_slack(self, seat: int, job: str, totals) -> int:
        cost = data.JOBS[job][1]
        if not self._can_pay(self.players[seat], cost, totals):
            return -1
        return sum(totals[BASIC_SLICE]) - _basic_sum(cost)

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
        base = sum(totals[BASIC_SLICE])
        for tradesperson in self._tradespeople_at(pos):
            for _key, cost, reward, basic in TP_OPTIONS[tradesperson]:
                best = max(best, self._alt_slack(seat, cost, reward, totals, base - basic))
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
        self._say(seat, "log.chooses", what=log_word(resource))
        self._push_reward(seat, ((resource, data.MERCHANT_SELF),))
