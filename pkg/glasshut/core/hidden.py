"""A check that previews and the log never name a card that is still face down.

Any game with hidden cards states them with `State.hidden_names(viewer)`; its tests
then call `find_leaks` on many seeded random games. At each checked position every
legal action is described (`describe`, the preview a player reads before choosing)
and compared with the names hidden from the seat to move; then one action is played
through a `Match`, and its log line (`describe_played`) is compared with the names
still hidden from anyone afterwards.

    report = find_leaks("blackforest", players=2, seeds=range(5))
    assert not report.leaks, report.leaks[:5]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .game import Seat
from .match import Match
from .rng import Rng


@dataclass
class LeakReport:
    leaks: list[str] = field(default_factory=list)  # one sentence per leak found
    previews: int = 0  # describe() texts checked
    log: list[str] = field(default_factory=list)  # every log line written, in order


def find_leaks(game_id: str, players: int, seeds: Iterable[int], steps: int = 3000,
               every: int = 1, options: dict | None = None) -> LeakReport:
    """Play seeded random games of `game_id` (at most `steps` actions each) and report
    every preview or log line that names a card still hidden. Every `every`-th
    position has all its legal actions described; every action's log line is checked."""
    report = LeakReport()
    seats = [Seat(f"P{i + 1}") for i in range(players)]
    viewers: list[int | None] = [None, *range(players)]
    for seed in seeds:
        match = Match.new(game_id, seed, seats, options)
        pick = Rng(seed + 1)  # the players' randomness, apart from the game's
        for step in range(steps):
            if match.is_over():
                break
            state = match.state
            seat = state.to_move()
            legal = state.legal_actions()
            if step % every == 0:
                hidden = state.hidden_names(seat)
                for action in legal:
                    text = state.describe(action)
                    report.previews += 1
                    for name in hidden:
                        if name in text:
                            report.leaks.append(f"seed {seed}, move {step + 1}: the preview"
                                                f" of {action!r} names {name!r}: {text}")
            entry = match.play(legal[pick.randbelow(len(legal))])
            report.log.append(entry.text)
            after = set().union(*(match.state.hidden_names(v) for v in viewers))
            for name in after:
                if name in entry.text:
                    report.leaks.append(f"seed {seed}, move {step + 1}: the log line of"
                                        f" {entry.action!r} names {name!r}: {entry.text}")
    return report
