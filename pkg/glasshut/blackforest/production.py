"""The two production wheels: gaining onto a marker (up to its cap) and turning the
Glassmaking and Cooking dials while no basic marker is at 0 and no refined one full.
The Cooking dial's 2nd step moves the Job + Resource reminder: Jobs are revealed and
a basic resource is chosen.
"""

from __future__ import annotations

from ..common.wheel import Wheel
from . import data
from .markers import (
    CHARCOAL_COOK,
    CHARCOAL_GLASS,
    COMMODITIES,
    GLASS,
    MARKER_CAPS,
    MARKER_RESOURCE,
    MEAT,
    PORRIDGE,
    PROVISIONS_A,
    PROVISIONS_B,
    SAND,
    WATER,
    WOOD,
)
from .texts import log_word, tr
from .texts import plural as _plural

# The wheels, on the machine Glass Road's wheels share (common/wheel.py). With Potash
# the Glassmaking wheel turns without charcoal.
GLASSMAKING = Wheel((SAND, WATER, WOOD, CHARCOAL_GLASS), (GLASS,), 3)
GLASSMAKING_POTASH = Wheel((SAND, WATER, WOOD), (GLASS,), 3)
COOKING = Wheel((PORRIDGE, MEAT, CHARCOAL_COOK), (PROVISIONS_A, PROVISIONS_B, COMMODITIES), 3)


class ProductionRules:
    """Mixed into BlackForestState (state.py)."""

    def _gain(self, seat: int, m: int, n: int) -> None:
        p = self.players[seat]
        markers = p.markers
        got = min(n, MARKER_CAPS[m] - markers[m])
        markers[m] += got
        lost = n - got
        name = MARKER_RESOURCE[m]
        where = ""
        if m in (CHARCOAL_GLASS, CHARCOAL_COOK):
            where = tr("log.on_glass_wheel" if m == CHARCOAL_GLASS else "log.on_cook_wheel")
        full = tr("log.wheel_full", n=lost) if lost else ""
        if got:
            self._say(seat, "log.gains", what=_plural(got, name), where=where, lost=full)
        else:
            self._say(seat, "log.gains_no", what=log_word(name, 0), where=where, lost=full)
        if m == GLASS and got:
            self._glass_gained(seat, got)
        self._produce(seat)

    def _glass_gained(self, seat: int, n: int) -> None:
        for _ in self.players[seat].has_perm("glass_gained"):
            self.stack.append(["reward", seat, [("porridge", n)], None])

    def _produce(self, seat: int) -> None:
        """Turn the dials while both dark spaces of a wheel are empty."""
        p = self.players[seat]
        markers = p.markers
        g = (GLASSMAKING_POTASH if p.potash else GLASSMAKING).turn(markers)
        if g:
            p.glass_steps += g
            self._say(seat, "log.produces", n=g)
            self._glass_gained(seat, g)
        before = p.cooking_steps
        c = COOKING.turn(markers, limit=max(0, data.COOKING_MAX_STEPS - before))
        p.cooking_steps += c
        # The reminder moves when the dial passes its step during these turns.
        reminder = bool(p.reminder) and before < data.REMINDER_STEP <= before + c
        if c:
            self._say(seat, "log.cooks", n=c, prov=2 * c)
        if reminder:
            p.reminder = False
            self.reminders_moved += 1
            k = (
                data.SOLO_REVEAL
                if self.solo
                else (2 if self.n_players == 2 and self.reminders_moved == 2 else 1)
            )
            self._reveal(k)
            self.stack.append(["anybasic", seat])
