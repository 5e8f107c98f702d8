"""The incremental shape shared by every bot level.

Pyodide runs Python on the page's main thread, so a bot never thinks in one long
call: the page calls `step(max_ms)` from timer callbacks until it returns True,
then plays `best()`. Tests and the bench use `run()` (see `choose`).
"""

from __future__ import annotations

import time

from ..core.game import State


def spare_waste(state, choice: str, values: dict[str, float]) -> str:
    """`choice`, or when the game calls it wasteful (`State.wasteful(action)`: it gives
    something up and brings nothing by itself, such as Black Forest's Fields cleared
    in a last turn) the best valued action that is not, if that one is worth no less
    than `State.waste_margin` below it by `values`. A search's values are noisy, and a
    step that keeps the turn open has the most follow-ups below it, so the best of
    them overrates it; a person would not give something up for less."""
    wasteful = getattr(state, "wasteful", None)
    if wasteful is None or choice not in values or not wasteful(choice):
        return choice
    floor = values[choice] - state.waste_margin
    spare = [a for a, v in values.items() if v >= floor and not wasteful(a)]
    return max(spare, key=values.__getitem__) if spare else choice


class Thinker:
    """Subclasses set `self.legal` and `self.done`, and implement `_work` and `best`."""

    # Seconds, monotonic. Tests give an instance a clock of their own, so what they
    # check does not depend on how busy the machine is.
    clock = staticmethod(time.perf_counter)

    def __init__(self, state: State, seat: int | None) -> None:
        if state.is_over():
            raise ValueError("The game is over: there is nothing to decide.")
        to_move = state.to_move()
        if seat is not None and seat != to_move:
            raise ValueError(f"Seat {seat} is not the one to move (seat {to_move} is).")
        self.seat: int = to_move  # type: ignore[assignment]
        self.legal = state.legal_actions()
        self.done = len(self.legal) == 1  # nothing to think about
        self.elapsed = 0.0  # seconds spent inside step(), summed
        self._started = 0.0  # when the current step() began
        self._match: tuple | None = None  # set by think(): (id of the match, its move count)

    def _work(self) -> None:
        """One small unit of thinking; sets `self.done` when finished."""
        raise NotImplementedError

    def best(self) -> str:
        raise NotImplementedError

    def thinking_time(self) -> float:
        """Seconds spent thinking so far, the current step() included."""
        return self.elapsed + (self.clock() - self._started if self._started else 0.0)

    def step(self, max_ms: float = 30.0) -> bool:
        """Think for about `max_ms` (at least one unit of work); True once done."""
        start = self._started = self.clock()
        deadline = start + max_ms / 1000.0
        try:
            while not self.done:
                self._work()
                if self.clock() >= deadline:
                    break
        finally:
            self.elapsed += self.clock() - start
            self._started = 0.0
        return self.done

    def run(self) -> str:
        """Think to the end in one call and return the choice."""
        while not self.step(1000.0):
            pass
        return self.best()
