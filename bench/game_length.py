"""How long a Black Forest game lasts with the bots: the hourglass tuning.

    python3 bench/game_length.py [--seeds N] [--first F] [--level greedy] [--jobs J]
        [--players 2,3,4] [--iterations I] [--per-game]
    python3 bench/game_length.py --seed-list 4,11,15 [...]
    python3 bench/game_length.py --from-logs LOG [LOG ...]

Plays N seeded games for 2, 3 and 4 players, every seat the same bot level, and
prints per player count the median number of turns per player (a Clockmaker's extra
turn counts as a turn; a game stopped at MAX_ROUNDS counts as the longest) and the
spread of the winners' scores in finished games. The target for the
hourglass value (data.HOURGLASS) is a median of 20-26 turns per player. Ends with
`turns_median_<P>p=`, `turns_max_<P>p=` and `cpu_s_per_game_<P>p=` (CPU seconds a game) per
player count, and `hourglass=`.

A long count can be played in pieces (`--first`, `--seeds`) with `--per-game`, each
piece's output kept in a file; `--from-logs` reads those files and prints the same
summary over every game in them, playing nothing (a seed given twice counts once, the
later line). `--seed-list` plays chosen seeds again, such as the games that lasted long
enough for a change late in the game to alter them.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pkg"))

from glasshut.blackforest import data as D  # noqa: E402
from glasshut.bots import make_thinker  # noqa: E402
from glasshut.core.game import RulesError, Seat  # noqa: E402
from glasshut.core.registry import get_game  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402
from tournament import _Serial  # noqa: E402  (bench/ is the script's own folder)

MAX_ACTIONS = 20_000
MAX_ROUNDS = 100  # as in tournament.py: a longer game is stopped and counted apart
LONG_ROUNDS = 40  # the bots' goal: no game longer than this many turns per player


def game(
    players: int, seed: int, level: str, iterations: int | None = None
) -> tuple[float | None, list[int], float]:
    """(Turns per player, final totals, CPU seconds) of one game; turns None if it
    was stopped, NaN if the engine stopped it with a rules error."""
    started = time.process_time()
    try:
        turns, totals = _play(players, seed, level, iterations)
    except RulesError as exc:  # as in tournament.py: left out, and said
        print(f"# {players} players, seed {seed}: rules error {exc}", flush=True)
        return math.nan, [], time.process_time() - started
    return turns, totals, time.process_time() - started


def _play(
    players: int, seed: int, level: str, iterations: int | None
) -> tuple[float | None, list[int]]:
    seats = [Seat(f"{level} {i + 1}", "bot", level) for i in range(players)]
    state = get_game("blackforest").new_state(seed, seats)
    turns, last, previous = 0, None, None
    for move in range(MAX_ACTIONS):
        if state.is_over():
            return turns / players, [s.total for s in state.scores()]
        if state.turn_id() != last:
            turns, last = turns + 1, state.turn_id()
            if turns > MAX_ROUNDS * players:
                return None, [s.total for s in state.scores()]
        seat = state.to_move()
        bot = make_thinker(
            state, seat, level, seed=Rng(seed * 1_000_003 + move).next_u64(),
            iterations=iterations, previous=previous,
        )
        action = bot.run()
        state.apply(action)
        previous = (bot, action)
    raise RuntimeError(f"game {seed} did not end within {MAX_ACTIONS} actions")


def summarize(players: int, games: list[tuple[int, tuple]]) -> tuple[float, float, float]:
    """Print one player count's summary line over `games` ((seed, game()'s result)
    pairs); returns the median and longest turns per player and the CPU a game."""
    n = len(games)
    kept = [(r, seed) for seed, r in games if r[0] is None or not math.isnan(r[0])]
    errors = n - len(kept)
    results = [r for r, _seed in kept]
    seeds = [seed for _r, seed in kept]
    # A stopped game lasted longer than any finished one: it sorts last.
    lengths = sorted(t if t is not None else math.inf for t, _totals, _s in results)
    stopped = sum(1 for t, _totals, _s in results if t is None)
    winners = sorted(max(totals) for t, totals, _s in results if t is not None)
    median = statistics.median(lengths)
    cpu = statistics.fmean(s for _t, _totals, s in results)
    long = sum(1 for t in lengths if t > LONG_ROUNDS)
    per_seed = [(t if t is not None else math.inf, seed)
                for (t, _totals, _s), seed in zip(results, seeds, strict=True)]
    worst = max(per_seed)[1]
    print(
        f"{players} players: turns per player median {median:g},"
        f" range {lengths[0]:g}-{lengths[-1]:g} (longest: seed {worst}),"
        f" {long} past {LONG_ROUNDS}, {stopped} stopped at {MAX_ROUNDS};"
        f" winning score median {statistics.median(winners) if winners else 'n/a'},"
        f" range {winners[0] if winners else '-'}-{winners[-1] if winners else '-'};"
        f" {cpu:.2f} s CPU a game"
        f"{f'; {errors} left out (rules error)' if errors else ''}",
        flush=True,
    )
    return median, lengths[-1], cpu


# The lines --per-game prints, as --from-logs reads them back.
GAME_LINE = re.compile(
    r"^# (\d+) players, seed (\d+): (?:([\d.]+) turns per player, scores \[([\d, ]*)\],"
    r" ([\d.]+) s CPU|stopped at \d+ rounds(?:, ([\d.]+) s CPU)?|rules error .*)$")


def read_logs(paths: list[str]) -> dict[int, dict[int, tuple]]:
    """Games by player count and seed from --per-game output."""
    games: dict[int, dict[int, tuple]] = {}
    for path in paths:
        for line in Path(path).read_text().splitlines():
            m = GAME_LINE.match(line)
            if not m:
                continue
            players, seed = int(m[1]), int(m[2])
            if m[3] is not None:
                result = (float(m[3]), [int(x) for x in m[4].split(",") if x.strip()],
                          float(m[5]))
            elif "stopped" in line:
                result = (None, [], float(m[6]) if m[6] else math.nan)
            else:
                result = (math.nan, [], math.nan)
            games.setdefault(players, {})[seed] = result
    return games


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=10, help="games per player count")
    parser.add_argument("--first", type=int, default=1, help="first seed")
    parser.add_argument("--level", default="greedy", help="bot level of every seat")
    parser.add_argument("--players", default="2,3,4", help="player counts, comma-separated")
    parser.add_argument("--iterations", type=int, default=150, help="strong: per decision")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--per-game", action="store_true",
                        help="also print each game as it ends (long runs keep what they played)")
    parser.add_argument("--seed-list", type=lambda text: [int(x) for x in text.split(",")],
                        help="these seeds (e.g. 4,11,15) in place of --first and --seeds")
    parser.add_argument("--from-logs", nargs="+", metavar="LOG",
                        help="summarize the games in these --per-game outputs; play none")
    args = parser.parse_args(argv)
    if args.from_logs:
        medians, longest, seconds = {}, {}, {}
        for players, by_seed in sorted(read_logs(args.from_logs).items()):
            print(f"{players} players: {len(by_seed)} games, seeds {min(by_seed)}-{max(by_seed)}")
            medians[players], longest[players], seconds[players] = summarize(
                players, sorted(by_seed.items()))
        _key_figures(medians, longest, seconds)
        return
    count = len(args.seed_list) if args.seed_list else args.seeds
    print(f"hourglass {D.HOURGLASS}; {count} games per player count; {args.level} bots")
    medians, longest, seconds = {}, {}, {}
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for players in (int(k) for k in args.players.split(",")):
            seeds = args.seed_list or range(args.first, args.first + args.seeds)
            n = len(seeds)
            played = []
            for seed, result in zip(seeds, pool.map(
                game, [players] * n, seeds, [args.level] * n, [args.iterations] * n
            ), strict=True):
                played.append(result)
                if args.per_game:
                    turns, totals, cpu = result
                    print(f"# {players} players, seed {seed}: {turns:g} turns per player,"
                          f" scores {totals}, {cpu:.2f} s CPU" if turns is not None else
                          f"# {players} players, seed {seed}: stopped at {MAX_ROUNDS} rounds,"
                          f" {cpu:.2f} s CPU",
                          flush=True)
            medians[players], longest[players], seconds[players] = summarize(
                players, list(zip(seeds, played, strict=True)))
    _key_figures(medians, longest, seconds)


def _key_figures(medians: dict, longest: dict, seconds: dict) -> None:
    for players, median in medians.items():
        print(f"turns_median_{players}p={median:g}")
        print(f"turns_max_{players}p={longest[players]:g}")
        print(f"cpu_s_per_game_{players}p={seconds[players]:.2f}")
    print(f"hourglass={D.HOURGLASS}")


if __name__ == "__main__":
    main()
