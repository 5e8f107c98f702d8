"""A production wheel: basic goods on a dial that turns into refined goods.

Glass Road's Glassworks and Brickworks and Black Forest's Glassmaking and Cooking
wheels are the same machine. A wheel holds counts of its basic goods (its inputs)
and of its refined goods (its outputs). While every input is above 0 and every
output is below its top, the wheel turns: each input -1, each output +1, and it
keeps turning while that holds. A chain of turns is one step that nothing
interrupts; when a wheel may turn (never in the middle of paying a cost) is the
game's rule, so the games call `turn` at their own moments.

Counts are whatever the game keeps its goods in, indexed by the names the wheel is
given: a dict keyed by good (Glass Road) or a list indexed by marker (Black Forest).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Wheel:
    inputs: tuple[Any, ...]  # the basic goods the wheel consumes, one of each per turn
    outputs: tuple[Any, ...]  # the refined goods it makes, one of each per turn
    top: int  # an output never goes beyond this

    def due(self, counts) -> bool:
        """Whether the wheel must turn now: no input at 0 and no output at its top."""
        return all(counts[g] > 0 for g in self.inputs) and all(
            counts[g] < self.top for g in self.outputs
        )

    def turn(self, counts, limit: int | None = None) -> int:
        """Turn while due (at most `limit` turns); how many turns it made."""
        return turn_while_due(counts, self.inputs, self.outputs, self.top, limit)


def turn_while_due(
    counts, inputs: tuple[Any, ...], outputs: tuple[Any, ...], top: int, limit: int | None = None
) -> int:
    """Turn a wheel while every input is above 0 and every output below `top` (at most
    `limit` turns): each turn takes 1 of every input and adds 1 to every output.
    How many turns it made."""
    count = 0
    while limit is None or count < limit:
        for good in inputs:
            if counts[good] <= 0:
                return count
        for good in outputs:
            if counts[good] >= top:
                return count
        for good in inputs:
            counts[good] -= 1
        for good in outputs:
            counts[good] += 1
        count += 1
    return count
