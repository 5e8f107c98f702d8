"""Save string sizes of complete games played with random legal actions.

    python3 bench/savesize.py [--game ID] [--games N] [--seed S] [--players P]

Defaults: Black Forest if it is installed (else Tiny Race, with a note), 4 players,
50 games. Every save is loaded back and checked against the played game. The last
lines are `name=value` pairs; `save_chars_max` and `save_chars_median` come last.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pkg"))

from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.match import Match  # noqa: E402
from glasshut.core.registry import get_game  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402

NAMES = ("Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6")
MAX_ACTIONS = 100_000  # a game this long is a rules bug, not a measurement


def pick_game(requested: str | None) -> str:
    if requested:
        get_game(requested)  # KeyError with a clear message if unknown
        return requested
    try:
        get_game("blackforest")
        return "blackforest"
    except KeyError:
        print("blackforest is not registered yet; measuring tiny instead.", file=sys.stderr)
        return "tiny"


def play_one(game_id: str, seed: int, players: int) -> Match:
    seats = [Seat(NAMES[i]) for i in range(players)]
    match = Match.new(game_id, seed, seats)
    picker = Rng(seed ^ 0x5EED)
    while not match.is_over():
        if len(match.actions) >= MAX_ACTIONS:
            raise RuntimeError(f"game {seed} did not end within {MAX_ACTIONS} actions")
        match.play(picker.choice(match.legal_actions()))
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", help="game id (default: blackforest, else tiny)")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1, help="first seed")
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()

    game_id = pick_game(args.game)
    game = get_game(game_id)
    players = min(max(args.players, game.min_seats), game.max_seats)
    sizes, lengths, load_times = [], [], []
    for seed in range(args.seed, args.seed + args.games):
        match = play_one(game_id, seed, players)
        save = match.to_save()
        start = time.perf_counter()
        loaded = Match.from_save(save, expect_game=game_id)
        load_times.append(time.perf_counter() - start)
        if loaded.digest() != match.digest():
            raise SystemExit(f"seed {seed}: the save does not load back into the same game")
        sizes.append(len(save))
        lengths.append(len(match.actions))

    print(f"game={game_id}")
    print(f"players={players}")
    print(f"games={len(sizes)}")
    print(f"actions_median={statistics.median(lengths)}")
    print(f"actions_max={max(lengths)}")
    print(f"load_ms_median={statistics.median(load_times) * 1000:.1f}")
    print(f"save_chars_min={min(sizes)}")
    print(f"save_chars_max={max(sizes)}")
    print(f"save_chars_median={statistics.median(sizes)}")


if __name__ == "__main__":
    main()
