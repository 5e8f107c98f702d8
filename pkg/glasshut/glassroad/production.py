"""The two production wheels: goods on dials, and the turns that refine them.

A wheel holds basic goods at 0..7 and one refined good at 0..3. Whenever no basic
good of a wheel sits at 0 and its refined good is below 3, the wheel turns: every
basic good of that wheel -1, the refined good +1; it keeps turning while that holds.
Turns never happen in the middle of a transaction: the turn engine calls `settle`
once a transaction is complete, and a chain of turns is one step that nothing
interrupts.

The turning itself is `common.wheel`, the machine Black Forest's Glassmaking and
Cooking wheels run on too.
"""

from __future__ import annotations

from ..common.wheel import Wheel
from .data import (
    BASIC_MAX,
    HOME_WHEEL,
    REFINED_MAX,
    SHARED_GOODS,
    WHEEL_BASICS,
    WHEEL_REFINED,
    WHEELS,
)

Wheels = dict[str, dict[str, int]]


# The Glassworks and the Brickworks, on the machine Black Forest's wheels share.
WHEEL_MACHINES = {
    name: Wheel(WHEEL_BASICS[name], (WHEEL_REFINED[name],), REFINED_MAX) for name in WHEELS
}


def turns_due(wheel: dict[str, int], basics: tuple[str, ...], refined: str) -> bool:
    """Both brown sectors empty: no basic good at 0 and the refined good below its top."""
    return Wheel(basics, (refined,), REFINED_MAX).due(wheel)


def settle(wheels: Wheels) -> dict[str, int]:
    """Turn every wheel as long as it must; how many turns each wheel made."""
    turned = {}
    for name in WHEELS:
        count = WHEEL_MACHINES[name].turn(wheels[name])
        if count:
            turned[name] = count
    return turned


def note_turns(state, seat: int, turned: dict[str, int]) -> None:
    """Count a seat's wheel turns in the action being played (`state.turned`), which
    the log tells (effects.py): the goods alone cannot tell a turn from a payment."""
    for wheel, n in turned.items():
        key = (seat, wheel)
        state.turned[key] = state.turned.get(key, 0) + n


def amount(wheels: Wheels, good: str) -> int:
    """How many of `good` a player has, over both wheels for Food and Charcoal."""
    if good in SHARED_GOODS:
        return sum(wheels[w][good] for w in WHEELS)
    return wheels[HOME_WHEEL[good]][good]


def room(wheels: Wheels, good: str, wheel: str = "") -> int:
    """How many more of `good` fit on its wheel (a basic good stops at 7, a refined one at 3)."""
    top = REFINED_MAX if good in WHEEL_REFINED.values() else BASIC_MAX
    return top - wheels[wheel or HOME_WHEEL[good]][good]


def gain(wheels: Wheels, good: str, n: int, wheel: str = "") -> int:
    """Add up to `n` of `good` (on `wheel` for Food and Charcoal); what did not fit is lost.

    Returns how many were gained.
    """
    if good in SHARED_GOODS and not wheel:
        raise ValueError(f"{good} needs a wheel")
    name = wheel or HOME_WHEEL[good]
    got = max(0, min(n, room(wheels, good, name)))
    wheels[name][good] += got
    return got


def can_pay(wheels: Wheels, good: str, n: int, wheel: str = "") -> bool:
    if wheel:
        return wheels[wheel][good] >= n
    return amount(wheels, good) >= n


def pay(wheels: Wheels, good: str, n: int, wheel: str = "") -> None:
    """Take `n` of `good` away (from `wheel` for Food and Charcoal)."""
    if good in SHARED_GOODS and not wheel:
        raise ValueError(f"{good} needs a wheel")
    name = wheel or HOME_WHEEL[good]
    if wheels[name][good] < n:
        raise ValueError(f"not enough {good}")
    wheels[name][good] -= n


def paying_wheels(wheels: Wheels, good: str) -> tuple[str, ...]:
    """The wheels that could give 1 of a shared good ("" for a one-wheel good that is there)."""
    if good in SHARED_GOODS:
        return tuple(w for w in WHEELS if wheels[w][good] > 0)
    return ("",) if amount(wheels, good) > 0 else ()


def tokens_at_least(wheels: Wheels, sector: int) -> int:
    """How many basic-good tokens stand at `sector` or higher (the Warehouse's count)."""
    return sum(1 for w in WHEELS for g in WHEEL_BASICS[w] if wheels[w][g] >= sector)
