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
from typing import Any

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


@dataclass
class UndoReport:
    leaks: list[str] = field(default_factory=list)  # one sentence per leak found
    undoable: int = 0  # moves after which undo was offered, each checked
    redealt: int = 0  # of the worlds compared, those whose hidden cards differed


def cards_dealt(data: Any) -> Any:
    """A position without its generator: what was dealt, apart from draws to come."""
    if isinstance(data, dict):
        return {k: cards_dealt(v) for k, v in data.items() if k != "rng"}
    if isinstance(data, list):
        return [cards_dealt(v) for v in data]
    return data


def _shown(match: Match, seat: int, text: str) -> tuple:
    """What `seat` has been shown right after a move: the move's log line, its own view,
    who decides next and, if it is `seat`, its choices, and whether undo is offered."""
    mover = match.to_move()
    legal = match.legal_actions() if mover == seat else None
    return text, match.view(seat), mover, legal, match.can_undo(seat)


def find_undo_leaks(game_id: str, players: int, seeds: Iterable[int], steps: int = 3000,
                    worlds: int = 2, options: dict | None = None) -> UndoReport:
    """Play seeded random games of `game_id` with people in every seat. After each move
    that its player may still take back, play the same move again from `worlds` copies
    of the position before it with everything hidden from that player dealt otherwise
    (`State.determinize`): what the player is shown must be the same in every copy, or
    taking the move back would let them probe hidden cards (or a random draw)."""
    report = UndoReport()
    seats = [Seat(f"P{i + 1}") for i in range(players)]
    for seed in seeds:
        match = Match.new(game_id, seed, seats, options)
        pick = Rng(seed + 1)
        deal = Rng(seed + 2)
        for step in range(steps):
            if match.is_over():
                break
            seat = match.to_move()
            assert seat is not None
            before = match.state.clone()
            legal = match.legal_actions()
            action = legal[pick.randbelow(len(legal))]
            entry = match.play(action)
            if not match.can_undo(seat):
                continue
            report.undoable += 1
            shown = _shown(match, seat, entry.text)
            for _ in range(worlds):
                other = before.determinize(seat, Rng(deal.next_u64()))
                if other.view(seat) != before.view(seat):
                    report.leaks.append(f"seed {seed}, move {step + 1}: the re-dealt"
                                        f" position looks different to seat {seat}")
                    continue
                report.redealt += cards_dealt(other.snapshot()) != cards_dealt(before.snapshot())
                copy = Match(match.game, other)
                if action not in copy.legal_actions():
                    report.leaks.append(f"seed {seed}, move {step + 1}: {action!r} is not"
                                        " legal in a re-dealt position")
                    continue
                again = _shown(copy, seat, copy.play(action).text)
                if again != shown:
                    what = [k for k, a, b in zip(("log line", "view", "next seat", "choices",
                                                  "undo"), shown, again, strict=True) if a != b]
                    report.leaks.append(
                        f"seed {seed}, move {step + 1}: {action!r} can be taken back, yet"
                        f" its {', '.join(what)} depend on cards hidden from seat {seat}")
    return report
