"""How long importing a hostile save string takes: the worst case must stay short.

    python3 bench/hostile.py [--repeat N]

Times `Match.from_save` (what the page's import box and links call) on a set of
hostile saves: games played to the length bound by always taking the first or the
last choice (Black Forest need not end), saves claiming 200,000 or 10**12 moves,
options with 10,000 nested brackets, names of 41 and 249,000 characters, 1 MB
strings, and saves of format 2 (a game going on from a position) whose position is
nested 10,000 deep, fills the 64 KiB body, or claims 200,000 moves after it.
Each is timed as the best of N runs, beside the baseline of a whole solo
game's save. The goal is under 1 s each in CPython. Ends with `baseline_import_s=`,
`worst_import_s=` and `worst_case=`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pkg"))

import glasshut.blackforest  # noqa: E402,F401  (registers the game)
from glasshut.core.codec import POSITION_FORMAT, SaveError, _str, _varint, _wrap  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.match import Match  # noqa: E402
from glasshut.core.registry import get_game  # noqa: E402

RULES = get_game("blackforest").rules_version  # forged saves pass the version check


def forged(n_actions=0, names=("Ann", "Bo"), options="", choices=b"") -> str:
    body = _str("blackforest") + _varint(RULES) + _varint(7) + _varint(len(names))
    for name in names:
        body += _str(name) + _varint(0) + _str("")
    body += _str(options) + _varint(n_actions) + choices
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    return _wrap(squeeze.compress(body) + squeeze.flush())


def forged_position(position: str, n_actions=0, choices=b"") -> str:
    body = _str("blackforest") + _varint(RULES) + _str(position) + _varint(0) + _varint(1)
    body += _varint(n_actions) + choices
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    return _wrap(squeeze.compress(body) + squeeze.flush(), POSITION_FORMAT)


def real_position() -> str:
    match = Match.new("blackforest", 3, [Seat("Ann"), Seat("Bo")])
    for _ in range(40):
        match.play(match.legal_actions()[0])
    return json.dumps(match.state.snapshot(), separators=(",", ":"))


def played_to_bound(players: int, pick) -> str:
    """A real save of a game whose seats always take the same end of the choices."""
    match = Match.new("blackforest", 3, [Seat(f"P{i + 1}") for i in range(players)])
    while not match.is_over():
        legal = match.legal_actions()
        match.play(pick(legal))
    return match.to_save()


def solo_game() -> str:
    match = Match.new("blackforest", 5, [Seat("Solo")])
    while not match.is_over():
        match.play(match.legal_actions()[0])
    return match.to_save()


def cases() -> dict[str, str]:
    return {
        "first_choice_2p": played_to_bound(2, lambda legal: legal[0]),
        "first_choice_4p": played_to_bound(4, lambda legal: legal[0]),
        "last_choice_2p": played_to_bound(2, lambda legal: legal[-1]),
        "claims_200000_moves": forged(200_000),
        "claims_10e12_moves": forged(10**12, choices=b"\xff" * 4_000),
        "nested_options": forged(options="[" * 10_000 + "]" * 10_000),
        "name_41_chars": forged(names=("A" * 41, "Bo")),
        "name_249000_chars": forged(names=("A" * 249_000, "Bo")),
        "string_1mb": "GH" + "A" * 1_000_000,
        "string_1mb_spaces": "GH" + " " * 1_000_000,
        "link_1mb": "https://example.invalid/#play=GH" + "x" * 1_000_000,
        "position_nested": forged_position("[" * 10_000 + "]" * 10_000),
        "position_64kib": forged_position('{"game":"' + "x" * 65_000 + '"}'),
        "position_claims_200000": forged_position(real_position(), 200_000, b"\xff" * 4_000),
    }


def timed(text: str, repeat: int) -> tuple[float, str]:
    best, outcome = float("inf"), ""
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            match = Match.from_save(text)
            outcome = f"opened, {len(match.actions)} moves"
        except SaveError as err:
            outcome = f"refused: {err.code}"
        best = min(best, time.perf_counter() - start)
    return best, outcome


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per case (best is kept)")
    args = parser.parse_args(argv)
    baseline, _ = timed(solo_game(), args.repeat)
    print(f"{'case':<22} {'seconds':>8}  outcome")
    print(f"{'baseline_solo_game':<22} {baseline:8.3f}")
    worst, worst_name = 0.0, ""
    for name, text in cases().items():
        seconds, outcome = timed(text, args.repeat)
        print(f"{name:<22} {seconds:8.3f}  {outcome}")
        if seconds > worst:
            worst, worst_name = seconds, name
    print(f"baseline_import_s={baseline:.3f}")
    print(f"worst_import_s={worst:.3f}")
    print(f"worst_case={worst_name}")


if __name__ == "__main__":
    main()
