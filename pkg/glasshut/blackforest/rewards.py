"""Rewards: a reward is a list of parts received one at a time (a `reward` task), in
printed order unless the order changes the result, when the player picks (`take`).
Resources go to their wheel, tiles to the Domain, livestock into housing; special
parts start their own routine. Tasks: `reward`, `charcoal` (which wheel), `prov`
(split provisions over the two markers), `anybasic` (the Job reminder's resource).
"""

from __future__ import annotations

from ..core.game import IllegalAction
from . import board, data
from .markers import (
    BRICK,
    CHARCOAL_COOK,
    CHARCOAL_GLASS,
    EMPTY,
    MARKER_INDEX,
    MEAT,
    PART_WHEELS,
    PLAIN_PARTS,
    PORRIDGE,
    PROVISIONS_A,
    PROVISIONS_B,
    SAND,
    WATER,
    WOOD,
)
from .player import Player
from .texts import log_word
from .texts import plural as _plural


class RewardRules:
    """Mixed into BlackForestState (state.py)."""

    def _resolve(self, seat: int, parts) -> list:
        p = self.players[seat]
        out = []
        for part in parts:
            head = part[0]
            if head == "cond":
                if all(self._count(p, w) >= m for w, m in part[1]):
                    out += self._resolve(seat, part[2])
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

    def _push_reward(self, seat: int, parts, ctx=None) -> None:
        parts = self._resolve(seat, parts)
        if parts:
            self.stack.append(["reward", seat, parts, ctx])
        else:
            self._say(seat, "log.gains_nothing")

    def _order_matters(self, seat: int, plain: list) -> bool:
        names = {x[0] for x in plain}
        if len(names) < 2:
            return False
        p = self.players[seat]
        g = c = 0
        animals = tiles = progress = 0
        kinds = set()
        for name, n in plain:
            w = PART_WHEELS.get(name)
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
        if (
            progress
            and g
            and (
                any(True for _ in p.has_perm("estate_added_raise"))
                or any(True for _ in p.has_perm("estate_added_gain"))
            )
        ):
            return True
        if "glass" in names and c and any(True for _ in p.has_perm("glass_gained")):
            return True
        return False

    def _ask_reward(self, task):
        seat, parts = task[1], task[2]
        if not parts:
            self.stack.pop()
            return None
        plain = [x for x in parts if x[0] in PLAIN_PARTS]
        if len(plain) >= 2 and self._order_matters(seat, plain):
            names = []
            for x in plain:
                if x[0] not in names:
                    names.append(x[0])
            return seat, ["take " + x for x in names]
        part = plain[0] if plain else parts[0]
        parts.remove(part)
        self._take(seat, part, task[3])
        return None

    def _answer_reward(self, task, action):
        name = action.split()[1]
        self._say(task[1], "log.takes_first", what=log_word(name))
        for part in task[2]:
            if part[0] == name:
                task[2].remove(part)
                self._take(task[1], part, task[3])
                return
        raise IllegalAction(action)

    def _take(self, seat: int, part, ctx) -> None:
        name = part[0]
        p = self.players[seat]
        m = MARKER_INDEX.get(name)
        if m is not None:
            if m == CHARCOAL_GLASS and p.potash:
                # chosen: without its Glassmaking marker, charcoal goes to Cooking
                m = CHARCOAL_COOK
            self._gain(seat, m, part[1])
        elif name == "charcoal":
            if p.potash:
                self._gain(seat, CHARCOAL_COOK, part[1])
            else:
                self.stack.append(["charcoal", seat, part[1]])
        elif name == "provisions":
            self.stack.append(["prov", seat, part[1]])
        elif name == "pig" or name == "cattle":
            self._gain_animals(seat, name, part[1])
        elif name in data.TILE_CODE:
            self.stack.append(["place", seat, name, part[1], -1])
        elif name == "progress":
            self._progress(seat, part[1])
        elif name == "build":
            self.stack.append(["build", seat, part[1] if len(part) > 1 else "must"])
        elif name == "special":
            self._special(seat, part, ctx)
        else:
            raise ValueError(part)

    def _special(self, seat: int, part, ctx) -> None:
        key = part[1]
        p = self.players[seat]
        markers = p.markers
        if key == "merchant":
            self.stack.append(["merchant", seat])
        elif key == "free_small":
            self.stack.append(["build", seat, "free"])
        elif key == "clockmaker":
            for m in (SAND, WATER, WOOD, CHARCOAL_GLASS, PORRIDGE, MEAT, CHARCOAL_COOK, BRICK):
                if markers[m] == 0 and not (m == CHARCOAL_GLASS and p.potash):
                    markers[m] = 1
            p.extra_turns += 1
            self._say(seat, "log.clockmaker")
            self._produce(seat)
        elif key == "coal_merchant":
            parts = (
                [("charcoal@cook", 4)]
                if p.potash
                else [("charcoal@glass", 4), ("charcoal@cook", 4)]
            )
            self._push_reward(seat, parts, ctx)
        elif key == "potash":
            markers[CHARCOAL_GLASS] = 0
            p.potash = True
            self._say(seat, "log.potash")
            self._produce(seat)
        elif key == "optional":
            self.stack.append(["optional", seat, part[2], part[3]])
        elif key == "grocer":
            self.stack.append(["grocer", seat, [], part[2], part[3]])
        elif key == "livestock_choice":
            self.stack.append(["lchoice", seat, part[2]])
        elif key == "breeding":
            pp, cp, cap = p.pigs // 2, p.cattle // 2, part[2]
            if pp + cp <= cap:
                self._push_reward(seat, (("pig", pp), ("cattle", cp)))
            else:
                self.stack.append(["bsplit", seat, pp, cp, cap])
        elif key == "wilderness":
            e, cells = ctx
            estate = p.estates[e]
            adj = sorted(
                {n for c in cells for n in board.ADJ[len(estate)][c] if estate[n] is EMPTY}
            )
            if adj:
                self.stack.append(["wild", seat, e, adj])
        elif key == "tile_choice":
            self.stack.append(["tchoice", seat, part[2]])
        elif key == "same_estate_tiles":
            self.stack.append(["upto", seat, part[2], part[3], ctx[0]])
        else:
            raise ValueError(part)

    def _ask_charcoal(self, task):
        return task[1], ["gain charcoal@glass", "gain charcoal@cook"]

    def _answer_charcoal(self, task, action):
        self.stack.pop()
        self._gain(task[1], MARKER_INDEX[action.split()[1]], task[2])

    def _ask_prov(self, task):
        seat, n = task[1], task[2]
        markers = self.players[seat].markers
        ra, rb = 3 - markers[PROVISIONS_A], 3 - markers[PROVISIONS_B]
        total = min(n, ra + rb)
        if total == 0:
            self.stack.pop()
            self._say(seat, "log.no_provisions")
            return None
        return seat, [
            f"gain provisions {x}+{total - x}"
            for x in range(max(0, total - rb), min(ra, total) + 1)
        ]

    def _answer_prov(self, task, action):
        self.stack.pop()
        seat = task[1]
        x, y = (int(v) for v in action.split()[2].split("+"))
        markers = self.players[seat].markers
        markers[PROVISIONS_A] += x
        markers[PROVISIONS_B] += y
        self._say(seat, "log.gains", what=_plural(x + y, "provisions"), where="", lost="")
        self._produce(seat)

    def _ask_anybasic(self, task):
        seat = task[1]
        p = self.players[seat]
        options = []
        for b in data.BASIC:
            if b == "charcoal":
                if not p.potash:
                    options.append("choose charcoal@glass")
                options.append("choose charcoal@cook")
            else:
                options.append("choose " + b)
        owed = self._pawns_still_owed(seat)
        if owed:
            # The travel's provisions moved the reminder: a resource that sets a wheel
            # producing uses up others, so only what still leaves the pawns paid and a
            # visit possible is offered (brick turns no wheel: one always stays).
            options = [o for o in options if self._slack_after_anybasic(task, o) >= owed]
        return seat, options

    def _pawns_still_owed(self, seat: int) -> int:
        """The resources a moving seat still owes for the pawns where it went: the
        `give` task waiting under this one, if any, before the seat's action."""
        for below in reversed(self.stack[:-1]):
            if below[1] != seat or below[0] == "act":
                return 0
            if below[0] == "give":
                return len(below[2])
        return 0

    def _slack_after_anybasic(self, task, action: str) -> int:
        trial = self.clone()
        trial._answer_anybasic(task, action)
        return trial._action_slack(task[1])

    def _answer_anybasic(self, task, action):
        self.stack.pop()
        self._gain(task[1], MARKER_INDEX[action.split()[1]], 1)
