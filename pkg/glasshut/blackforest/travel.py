"""Where pawns go in Black Forest: the travel a pawn may make (judged on what the
best split of its provisions leaves for a visit or Job there), moving it, the pawns
paid for in the village entered, and the neutral pawn of the 2-player game.

Tasks (see turn.py for how tasks work): `nsv`/`nss` (2-player setup: the neutral
pawn's village, then its space), `neutral` (move it after a swap), `give` (pay the
pawns in the village entered), `offer` (a resource handed to another player: accept
or decline).
"""

from __future__ import annotations

from ..core.game import RulesError
from . import board, data
from .markers import (
    BRICK,
    CENTER,
    CHARCOAL_COOK,
    CHARCOAL_GLASS,
    LOC,
    MARKER_INDEX,
    MARKER_RESOURCE,
    MEAT,
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
from .texts import log_place, log_word, tr


class TravelRules:
    """Mixed into BlackForestState (state.py)."""

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
        self._say(task[1], "log.neutral_to", space=action.split()[1])

    def _ask_nsv(self, task):
        return task[1], [f"neutral V{v + 1}" for v in range(data.N_VILLAGES)]

    def _answer_nsv(self, task, action):
        self.stack.pop()
        v = int(action.split()[1][1:]) - 1
        self.stack[-1][2] = v
        self._say(task[1], "log.neutral_village", v=v + 1)

    def _ask_nss(self, task):
        return task[1], ["neutral " + board.SPACE_TXT[s] for s in board.VILLAGE_SPACES[task[2]]]

    def _answer_nss(self, task, action):
        self.stack.pop()
        self.neutral_pawn = board.TXT_SPACE[action.split()[1]]
        self._say(task[1], "log.neutral_on", space=action.split()[1])

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
            who = ("log.places_pawn", {"colour": tr("solo." + data.SOLO_PAWNS[pawn]),
                                        "place": log_place(target)})
        else:
            who = ("log.moves", {"place": log_place(target)})
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
        self._say(seat, who[0], cost=tr("log.travel_cost", n=cost) if cost else "", **who[1])
        self.stack.append(["act", seat])
        if cost and target_village >= 0 and target_village != home_village:
            for effect in p.has_perm("enter_village_gain"):
                if effect[1] in self.villages[target_village]:
                    self._push_reward(seat, effect[2])
        if need:
            self.stack.append(["give", seat, receivers])
        if cost:  # the flag: only splits after which the visit can still be paid for
            self.stack.append(["pay", seat, [["provisions", cost]], ["travel", need]])

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
            self._say(seat, "log.pays_pawn_there", what=log_word(resource))
        else:
            self._say(seat, "log.pays_to", what=log_word(resource), name=self.seats[other].name)
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
            self._say(other, "log.declines", what=log_word(resource))
        elif action.startswith("accept"):
            self.stack.pop()
            name = action.split()[1] if " " in action else resource
            self._gain(other, MARKER_INDEX[name], 1)
        else:
            self._anytime_do(other, action)
