"""bench/game_length.py: a count played in pieces and read back from their --per-game
output gives the summary of the whole count played at once."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "bench" / "game_length.py"


def run(*args: str) -> str:
    done = subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True,
                          text=True, check=True, timeout=600)
    return done.stdout


def summary(out: str) -> list[str]:
    """The summary lines and key figures, less the CPU time (it differs from run to run)."""
    lines = []
    for line in out.splitlines():
        if "players: turns" in line:
            lines.append(line[:line.rindex("; ")])
        elif "=" in line and not line.startswith("cpu_"):
            lines.append(line)
    return lines


def test_a_count_in_pieces_reads_back_as_one(tmp_path):
    whole = run("--seeds", "3", "--first", "5", "--players", "2", "--jobs", "1",
                "--level", "random")
    logs = []
    for first, seeds in (("5", "2"), ("7", "1")):
        log = tmp_path / f"piece{first}.log"
        log.write_text(run("--seeds", seeds, "--first", first, "--players", "2", "--jobs", "1",
                           "--level", "random", "--per-game"))
        logs.append(str(log))
    read = run("--from-logs", *logs)
    assert "2 players: 3 games, seeds 5-7" in read
    assert summary(read) == summary(whole) and summary(whole)
    # One seed played again by name comes out as in the count.
    again = run("--seed-list", "6", "--players", "2", "--jobs", "1", "--level", "random",
                "--per-game")
    line = next(x for x in again.splitlines() if x.startswith("# 2 players, seed 6:"))
    assert line.rsplit(", ", 1)[0] in Path(logs[0]).read_text()  # the same but the CPU
