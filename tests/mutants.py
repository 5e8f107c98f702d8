"""One-value edits of real positions: each must be refused, or play on as a game.

A link or a save of format 2 carries a whole position, so whoever opens it runs what
its author wrote. `run_campaign` takes positions from seeded games, changes one value
in each copy (a count made negative, huge, fractional or NaN; an id made unknown or
swapped for another id of the position; a list shortened, repeated or emptied; a key
dropped or added) and requires of every mutant one of two outcomes:

- refused: `from_position` raises `PositionError` (and nothing else);
- played on: the match opens, the table is drawn for every seat, the game has a legal
  action while it is not over, 20 random moves play, and a Greedy and a Strong bot each
  choose a legal action, all within `BUDGET_S`.

The game tests run a campaign of at least 2,000 mutants each; `bench/hostile.py` runs
larger ones. `tests/conftest.py` (and the bench) put this folder on the import path.
"""

from __future__ import annotations

import copy
import json
import math
import random
import signal
import time
from dataclasses import dataclass, field
from typing import Any

from glasshut.bots import make_thinker
from glasshut.core.game import PositionError, Seat
from glasshut.core.match import Match
from glasshut.games import table_view
from glasshut.ui.table import render_table

BUDGET_S = 10.0  # one mutant, from import to the Strong bot's choice
RANDOM_MOVES = 20
STRONG_ITERATIONS = 12  # enough to run the search's every path, cheap enough for thousands


class Hang(Exception):
    """A mutant ran past BUDGET_S."""


@dataclass
class Report:
    refused: int = 0
    played: int = 0
    failures: list[tuple[str, str, str]] = field(default_factory=list)  # (path, edit, error)
    worst_s: float = 0.0
    worst_path: str = ""

    def summary(self) -> str:
        lines = [f"refused={self.refused} played={self.played} failures={len(self.failures)}"]
        lines += [f"  {path}: {edit} -> {error}" for path, edit, error in self.failures[:20]]
        return "\n".join(lines)


def positions(game_id: str, players: int, seed: int, count: int = 8) -> list[dict]:
    """`count` positions spread over a seeded random game of `players` (JSON copies)."""
    seats = [Seat(f"P{i + 1}", "human" if i == 0 else "bot", "greedy") for i in range(players)]
    match = Match.new(game_id, seed, seats)
    rng = random.Random(seed * 7919 + players)
    out, moves = [], 0
    gaps = [rng.randint(1, 40) for _ in range(count)]
    for gap in gaps:
        for _ in range(gap):
            if match.is_over():
                break
            match.play(rng.choice(match.legal_actions()))
            moves += 1
        out.append(json.loads(json.dumps(match.state.snapshot())))
        if match.is_over():
            break
    return out


def _paths(data: Any, path: tuple = ()) -> list[tuple]:
    """Every place in the position, containers included, as a key path."""
    found = [path] if path else []
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*path, index))
    return found


def _strings(data: Any) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in _strings(v)] + [str(k) for k in data]
    if isinstance(data, list):
        return [s for v in data for s in _strings(v)]
    return []


def _edits(value: Any, rng: random.Random, strings: list[str]) -> list[tuple[str, Any]]:
    """What one place may be changed to: (description, new value or DROP)."""
    if isinstance(value, bool):
        return [("flipped", not value), ("0", 0), ("None", None)]
    if isinstance(value, int):
        return [("-1", -1), ("+1", value + 1), ("-1 off", value - 1), ("7", 7),
                ("10**9", 10**9), ("2**70", 2**70), ("1.5", 1.5), ("NaN", math.nan),
                ("true", True), ("None", None), ("'3'", "3"), ("+100", value + 100)]
    if isinstance(value, float):
        return [("NaN", math.nan), ("inf", math.inf), ("-1", -1), ("int", int(value))]
    if isinstance(value, str):
        other = rng.choice(strings) if strings else "x"
        return [("unknown id", "volcano"), ("empty", ""), (f"other id {other!r}", other),
                ("suffixed", value + "x"), ("a number", 3), ("None", None)]
    if value is None:
        return [("0", 0), ("'x'", "x"), ("[]", []), ("-1", -1)]
    if isinstance(value, list):
        edits = [("emptied", []), ("extended", [*value, copy.deepcopy(value[-1])] if value
                                    else [0]), ("a number", 5), ("None", None)]
        if value:
            drop = rng.randrange(len(value))
            edits.append((f"item {drop} dropped", value[:drop] + value[drop + 1:]))
            twin = rng.randrange(len(value))
            edits.append((f"item {twin} repeated",
                          [*value[:twin + 1], copy.deepcopy(value[twin]), *value[twin + 1:]]))
            if len(value) > 1:
                edits.append(("reversed", value[::-1]))
        return edits
    if isinstance(value, dict):
        edits = [("emptied", {}), ("a key added", {**value, "extra": 1}), ("[]", [])]
        if value:
            key = rng.choice(list(value))
            edits.append((f"key {key!r} dropped", {k: v for k, v in value.items() if k != key}))
        return edits
    return [("None", None)]


def _set(data: Any, path: tuple, value: Any) -> Any:
    out = copy.deepcopy(data)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


def mutants(position: dict, rng: random.Random, n: int):
    """`n` one-value edits of `position`, spread over every place: (path, edit, mutant)."""
    places = _paths(position)
    strings = sorted(set(_strings(position)))
    for _ in range(n):
        path = rng.choice(places)
        node = position
        for key in path:
            node = node[key]
        edit, value = rng.choice(_edits(node, rng, strings))
        yield "/".join(map(str, path)), edit, _set(position, path, value)


def _on_alarm(signum, frame):
    raise Hang(f"ran past {BUDGET_S} s")


def play_on(game_id: str, position: dict, seed: int) -> str:
    """'refused' or 'played'; raises whatever goes wrong in between."""
    try:
        match = Match.from_position(game_id, position)
    except PositionError:
        return "refused"
    play_match(match, seed)
    return "played"


def play_match(match: Match, seed: int) -> None:
    """The table for every seat and both bots' choices at the position as read, after
    half the random moves and after all of them; raises whatever goes wrong."""
    for stage in range(3):
        for viewer in range(len(match.seats)):
            view = table_view(match, True, viewer=viewer)
            render_table(match, match.can_undo(viewer), "", view, viewer=viewer)
        if match.is_over():
            return
        if not match.legal_actions():
            raise AssertionError("no legal action while the game is not over")
        for level, extra in (("greedy", {}), ("strong", {"iterations": STRONG_ITERATIONS})):
            choice = make_thinker(match.state, None, level, budget_s=1.0, seed=seed,
                                  **extra).run()
            if choice not in match.legal_actions():
                raise AssertionError(f"the {level} bot chose {choice!r}, not a legal action")
        if stage == 2:
            return
        rng = random.Random(seed + stage)
        for _ in range(RANDOM_MOVES // 2):
            if match.is_over():
                break
            legal = match.legal_actions()
            if not legal:
                raise AssertionError("no legal action while the game is not over")
            match.play(rng.choice(legal))


def run_campaign(game_id: str, players_list, seeds, n_mutants: int,
                 positions_per_game: int = 6, seed: int = 1) -> Report:
    """`n_mutants` mutants spread evenly over positions of the seeded games."""
    pool = [p for players in players_list for s in seeds
            for p in positions(game_id, players, s, positions_per_game)]
    rng = random.Random(seed)
    report = Report()
    previous = signal.signal(signal.SIGALRM, _on_alarm)
    try:
        for k in range(n_mutants):
            position = pool[k % len(pool)]
            (path, edit, mutant), = mutants(position, rng, 1)
            started = time.perf_counter()
            signal.setitimer(signal.ITIMER_REAL, BUDGET_S)
            try:
                outcome = play_on(game_id, mutant, seed + k)
            except Exception as err:  # noqa: BLE001  every failure is a finding
                report.failures.append((path, edit, f"{type(err).__name__}: {err}"[:300]))
                continue
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            spent = time.perf_counter() - started
            if spent > report.worst_s:
                report.worst_s, report.worst_path = spent, f"{path} {edit}"
            if outcome == "refused":
                report.refused += 1
            else:
                report.played += 1
    finally:
        signal.signal(signal.SIGALRM, previous)
    return report
