"""The two production wheels: gaining onto a marker (up to its cap) and turning the
Glassmaking and Cooking dials while no basic marker is at 0 and no refined one full.
The Cooking dial's 2nd step moves the Job + Resource reminder: Jobs are revealed and
a basic resource is chosen.
"""

from __future__ import annotations

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
from .texts import plural as _plural


class ProductionRules:
    """Mixed into BlackForestState (state.py)."""

    def _gain(self, seat: int, m: int, n: int) -> None:
        p = self.players[seat]
        markers = p.markers
        got = min(n, MARKER_CAPS[m] - markers[m])
        markers[m] += got
        lost = n - got
        name = MARKER_RESOURCE[m]
        text = "gains " + _plural(got, name) if got else f"gains no {name}"
        if m in (CHARCOAL_GLASS, CHARCOAL_COOK):
            text += " on the " + ("Glassmaking" if m == CHARCOAL_GLASS else "Cooking") + " wheel"
        self._say(seat, text + (f" ({lost} lost: the wheel is full)" if lost else ""))
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
        g = 0
        if p.potash:
            while markers[GLASS] < 3 and markers[SAND] and markers[WATER] and markers[WOOD]:
                markers[SAND] -= 1
                markers[WATER] -= 1
                markers[WOOD] -= 1
                markers[GLASS] += 1
                g += 1
        else:
            while (
                markers[GLASS] < 3
                and markers[SAND]
                and markers[WATER]
                and markers[WOOD]
                and markers[CHARCOAL_GLASS]
            ):
                markers[SAND] -= 1
                markers[WATER] -= 1
                markers[WOOD] -= 1
                markers[CHARCOAL_GLASS] -= 1
                markers[GLASS] += 1
                g += 1
        if g:
            p.glass_steps += g
            self._say(seat, f"produces {g} glass")
            self._glass_gained(seat, g)
        c = 0
        reminder = False
        while (
            p.cooking_steps < data.COOKING_MAX_STEPS
            and markers[PORRIDGE]
            and markers[MEAT]
            and markers[CHARCOAL_COOK]
            and markers[PROVISIONS_A] < 3
            and markers[PROVISIONS_B] < 3
            and markers[COMMODITIES] < 3
        ):
            markers[PORRIDGE] -= 1
            markers[MEAT] -= 1
            markers[CHARCOAL_COOK] -= 1
            markers[PROVISIONS_A] += 1
            markers[PROVISIONS_B] += 1
            markers[COMMODITIES] += 1
            p.cooking_steps += 1
            c += 1
            if p.cooking_steps == data.REMINDER_STEP and p.reminder:
                reminder = True
        if c:
            self._say(
                seat,
                f"cooks {c} time{'s' if c > 1 else ''}: +{2 * c} provisions, "
                f"+{c} commodit{'y' if c == 1 else 'ies'}",
            )
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
