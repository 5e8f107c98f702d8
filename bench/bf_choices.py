"""Black Forest bots' choices and what they cost: seeded action sequences of Strong (at a
fixed iteration count) and Greedy, played as bench/tournament.py plays them.

    python3 bench/bf_choices.py [--set quick|full] [--baseline DIR] [--write FILE]
                                [--check FILE] [--profile OUT]

Strong at a fixed iteration count and Greedy are deterministic, so a change meant to
make the engine or the search faster must leave every sequence byte for byte as it
was. Each sequence prints its fingerprint (a hash of the actions in order) and its CPU
seconds (`time.process_time`: the machine is shared).

`--baseline DIR`: play the same sequences with the package in DIR (a checkout of the
code before the change, e.g. `git worktree add /tmp/base main`, then DIR=/tmp/base),
in a child process, alternating with this tree's runs so that a busy machine slows
both alike; the sequences must match and the CPU ratio is printed.
`--write FILE` / `--check FILE`: keep the sequences in a JSON file, or compare
against one. tests/blackforest/bot_choices.json holds both sets as played once Strong's
search widened its steps (2026-11-27); tests/blackforest/test_bf_bot_choices.py checks
the quick set against it. After a change meant to change the bots' play (the
evaluation, the search), rewrite it: `--set quick --write FILE`, `--set full --write FILE`.
`--profile OUT`: the sequences under cProfile, its statistics written to OUT.

Sets: "quick" (Strong 30 iterations, 40 actions of a solo game and of a 2-player game
against Greedy; seconds) and "full" (Strong 150 iterations, 60 solo actions on seeds
1 and 2 and 80 actions against Greedy on seeds 1 and 2; Greedy, 150 actions of a
4-player game; a few minutes). The last lines are name=value: cpu_s_<sequence>=,
cpu_s_total=, strong_playouts_per_cpu_s= (Strong's new play-outs over its own CPU
time: what a thinking time in the page buys), and with a baseline
baseline_cpu_s_total=, baseline_strong_playouts_per_cpu_s=, ratio= (this tree's CPU
time over the baseline's) and same_choices= (1 when every sequence matched).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import time
from pathlib import Path

# (name, seat levels, seed, actions, Strong's iterations)
SETS = {
    "quick": (
        ("strong30_solo_s1", ("strong",), 1, 40, 30),
        ("strong30_vs_greedy_s1", ("strong", "greedy"), 1, 40, 30),
    ),
    "full": (
        ("strong150_solo_s1", ("strong",), 1, 60, 150),
        ("strong150_solo_s2", ("strong",), 2, 60, 150),
        ("strong150_vs_greedy_s1", ("strong", "greedy"), 1, 80, 150),
        ("strong150_vs_greedy_s2", ("greedy", "strong"), 2, 80, 150),
        ("greedy_4p_s1", ("greedy",) * 4, 1, 150, 150),
    ),
}


def _use_package(root: Path) -> None:
    sys.path.insert(0, str(root / "pkg"))


def play(
    levels: tuple[str, ...], seed: int, actions: int, iterations: int, strong: dict | None = None
) -> list[str]:
    """The first `actions` actions of a seeded game, each seat played by its level, the
    way bench/tournament.py plays (the same bot seeds, Strong's tree kept over a turn).
    `strong`, if given, adds up Strong's thinking: "cpu_s" and "iterations" (its new
    play-outs, reused ones not counted)."""
    from glasshut.bots import make_thinker
    from glasshut.core.game import Seat
    from glasshut.core.registry import get_game
    from glasshut.core.rng import Rng

    seats = [Seat(f"{level} {i + 1}", "bot", level) for i, level in enumerate(levels)]
    state = get_game("blackforest").new_state(seed, seats)
    played: list[str] = []
    previous = None
    for move in range(actions):
        if state.is_over():
            break
        seat = state.to_move()
        bot_seed = Rng(seed * 1_000_003 + move).next_u64()
        start = time.process_time()
        thinker = make_thinker(state, seat, levels[seat], 0.0, bot_seed, iterations, previous)
        action = thinker.run()
        if strong is not None and levels[seat] == "strong":
            strong["cpu_s"] = strong.get("cpu_s", 0.0) + time.process_time() - start
            strong["iterations"] = strong.get("iterations", 0) + thinker.iterations
        state.apply(action)
        played.append(action)
        previous = (thinker, action)
    return played


def fingerprint(actions: list[str]) -> str:
    return hashlib.sha256("\n".join(actions).encode()).hexdigest()[:16]


def first_difference(a: list[str], b: list[str]) -> int:
    for k, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return k
    return min(len(a), len(b))


def run_one(spec) -> dict:
    """One sequence in this process: its actions, fingerprint and CPU seconds."""
    name, levels, seed, actions, iterations = spec
    strong: dict = {}
    start = time.process_time()
    played = play(levels, seed, actions, iterations, strong)
    return {
        "name": name,
        "actions": played,
        "fingerprint": fingerprint(played),
        "cpu_s": time.process_time() - start,
        "strong_cpu_s": strong.get("cpu_s", 0.0),
        "strong_iterations": strong.get("iterations", 0),
    }


def strong_rate(results: list[dict]) -> float:
    """Strong's play-outs per CPU second over these sequences (0 if none)."""
    cpu = sum(r["strong_cpu_s"] for r in results)
    return sum(r["strong_iterations"] for r in results) / cpu if cpu else 0.0


def _child(root: Path, set_name: str, index: int) -> dict:
    """One sequence in a fresh process on the package under `root`."""
    out = subprocess.run(
        [sys.executable, __file__, "--child", str(root), set_name, str(index)],
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", default="full", choices=sorted(SETS))
    parser.add_argument("--baseline", type=Path, help="a checkout of the code to compare with")
    parser.add_argument("--write", type=Path, help="keep the sequences in this JSON file")
    parser.add_argument("--check", type=Path, help="compare with the sequences in this file")
    parser.add_argument("--profile", type=Path, help="write cProfile statistics here")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    here = Path(__file__).resolve().parent.parent
    if args.child:
        root, set_name, index = Path(args.child[0]), args.child[1], int(args.child[2])
        _use_package(root)
        print(json.dumps(run_one(SETS[set_name][index])))
        return 0
    specs = SETS[args.set]
    mine: list[dict] = []
    theirs: list[dict] = []
    if args.profile:
        import cProfile

        _use_package(here)
        profiler = cProfile.Profile()
        profiler.enable()
        mine = [run_one(spec) for spec in specs]
        profiler.disable()
        profiler.dump_stats(str(args.profile))
    else:
        for index, spec in enumerate(specs):
            # Baseline first on even sequences, this tree first on odd ones.
            order = [args.baseline, here] if args.baseline else [here]
            if index % 2:
                order.reverse()
            for root in order:
                result = _child(root, args.set, index)
                (theirs if root == args.baseline else mine).append(result)
            print(f"# {spec[0]}: {len(mine[-1]['actions'])} actions,"
                  f" {mine[-1]['fingerprint']}, {mine[-1]['cpu_s']:.2f} s"
                  + (f" (baseline {theirs[-1]['fingerprint']}, {theirs[-1]['cpu_s']:.2f} s)"
                     if theirs else ""), flush=True)
    same = True
    if theirs:
        for a, b in zip(mine, theirs, strict=True):
            if a["actions"] != b["actions"]:
                same = False
                k = first_difference(a["actions"], b["actions"])
                print(f"# {a['name']}: differs from the baseline at action {k}")
    if args.check:
        kept = json.loads(args.check.read_text())
        for a in mine:
            if kept.get(a["name"]) != a["actions"]:
                same = False
                print(f"# {a['name']}: differs from {args.check}")
    if args.write:  # the other set's sequences in the file stay
        kept = json.loads(args.write.read_text()) if args.write.exists() else {}
        kept.update({a["name"]: a["actions"] for a in mine})
        args.write.write_text(json.dumps(kept, indent=1, sort_keys=True) + "\n")
        print(f"# wrote {len(mine)} sequences to {args.write}")
    for a in mine:
        print(f"cpu_s_{a['name']}={a['cpu_s']:.2f}")
    total = sum(a["cpu_s"] for a in mine)
    print(f"cpu_s_total={total:.2f}")
    if strong_rate(mine):
        print(f"strong_playouts_per_cpu_s={strong_rate(mine):.0f}")
    if theirs:
        base = sum(b["cpu_s"] for b in theirs)
        print(f"baseline_cpu_s_total={base:.2f}")
        if strong_rate(theirs):
            print(f"baseline_strong_playouts_per_cpu_s={strong_rate(theirs):.0f}")
        print(f"ratio={total / base:.3f}")
    if theirs or args.check:
        print(f"same_choices={int(same)}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
