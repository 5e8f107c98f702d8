"""How long importing a hostile save string takes: the worst case must stay short.

    python3 bench/hostile.py [--repeat N]

Times `Match.from_save` (what the page's import box and links call) on a set of
hostile saves: games played to the length bound by always taking the first or the
last choice (Black Forest need not end), saves claiming 200,000 or 10**12 moves,
options with 10,000 nested brackets, names of 41 and 249,000 characters, 1 MB
strings, and saves of format 2 (a game going on from a position) whose position is
nested 10,000 deep, fills the 64 KiB body, or claims 200,000 moves after it.
Each is timed as the best of N runs, beside the baseline of a whole solo
game's save. The goal is under 1 s each in CPython.

Then the positions from outside: for each of the four games, format-2 saves whose
position is a real one with one value changed (tests/mutants.py: counts made negative,
huge or NaN, ids unknown or swapped, lists cut or repeated, keys dropped or added),
`--mutants` of them in all (20,000 by default). Each is imported as the page does
(`Match.from_save`); one accepted must then draw its table for every seat, play 20
random moves and let a Greedy and a Strong bot choose, within 10 s.

Ends with `baseline_import_s=`, `worst_import_s=`, `worst_case=`, `mutants=`,
`refused=`, `accepted=`, `accepted_then_crashed=`, `import_crashed=`, `hangs=`,
`worst_mutant_import_s=` and `worst_mutant_s=`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pkg"))
sys.path.insert(0, str(ROOT / "tests"))

import random  # noqa: E402
import signal  # noqa: E402

import mutants  # noqa: E402  (tests/mutants.py: the one-value edits)
from glasshut import games  # noqa: E402,F401  (registers every game)
from glasshut.core import codec  # noqa: E402
from glasshut.core.codec import POSITION_FORMAT, SaveError, _str, _varint, _wrap  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.match import Match  # noqa: E402
from glasshut.core.registry import get_game  # noqa: E402

GAME_PLAYERS = {"blackforest": (1, 2, 3, 4), "glassroad": (1, 2, 3, 4),
                "burgundy": (2, 3, 4), "chickwood": (2, 3, 4, 5)}

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


def position_save(game_id: str, position) -> str:
    """A format-2 save (a game going on from a position) holding `position` as given."""
    game = get_game(game_id)
    header = codec.SaveHeader(
        game_id=game_id, rules_version=game.rules_version, seed=0, seats=(), options={},
        n_actions=0, position=position, moves_before=0, turn_at_position=1)
    return codec.pack(header, [])


def position_cases() -> dict[str, str]:
    """Positions that broke the page before every value was checked."""
    out = {}
    gr = mutants.positions("glassroad", 2, 5, 2)[-1]
    bogus = {**gr, "phase": "bogus", "stack": [{"k": "choose", "s": 1, "n": 1}]}
    out["gr_phase_bogus"] = position_save("glassroad", bogus)
    volcano = json.loads(json.dumps(gr))
    volcano["players"][0]["cells"][0] = "volcano"
    out["gr_volcano_cell"] = position_save("glassroad", volcano)
    cb = mutants.positions("burgundy", 2, 5, 2)[-1]
    _first_string_under(cb, "storage", "nosuchtile")
    out["cb_unknown_storage_tile"] = position_save("burgundy", cb)
    cw = mutants.positions("chickwood", 3, 5, 2)[-1]
    owned = next(c for c in cw["at_castle"] if c)  # [card, seat, ...] at a castle
    owned[0][1] = 7
    out["cw_castle_card_of_seat_7"] = position_save("chickwood", cw)
    return out


def _first_string_under(data, key: str, value: str) -> bool:
    """Set the first string (or number) found under `key` anywhere in `data`."""
    if isinstance(data, dict):
        for k, v in data.items():
            if k == key and _set_first_leaf(v, value):
                return True
            if _first_string_under(v, key, value):
                return True
    elif isinstance(data, list):
        return any(_first_string_under(v, key, value) for v in data)
    return False


def _set_first_leaf(data, value) -> bool:
    items = list(data.items()) if isinstance(data, dict) else (
        list(enumerate(data)) if isinstance(data, list) else [])
    for k, v in items:
        if isinstance(v, (str, int)) and not isinstance(v, bool):
            data[k] = value
            return True
        if _set_first_leaf(v, value):
            return True
    return False


def campaign(total: int) -> dict[str, float]:
    """`total` mutated position saves spread over the four games, imported as the page
    does and played on when accepted."""
    counts = dict(refused=0, accepted=0, accepted_then_crashed=0, import_crashed=0, hangs=0)
    worst_import = worst = 0.0
    previous = signal.signal(signal.SIGALRM, mutants._on_alarm)
    rng = random.Random(20_000)
    per_game = total // len(GAME_PLAYERS)
    try:
        for game_id, players in GAME_PLAYERS.items():
            pool = [p for n in players for seed in (31, 32, 33)
                    for p in mutants.positions(game_id, n, seed, 6)]
            for k in range(per_game):
                (path, edit, mutant), = mutants.mutants(pool[k % len(pool)], rng, 1)
                text = position_save(game_id, mutant)
                started = time.perf_counter()
                signal.setitimer(signal.ITIMER_REAL, mutants.BUDGET_S)
                stage = "import"
                try:
                    try:
                        match = Match.from_save(text)
                    except SaveError:
                        counts["refused"] += 1
                        continue
                    finally:
                        worst_import = max(worst_import, time.perf_counter() - started)
                    counts["accepted"] += 1
                    stage = "play"
                    mutants.play_match(match, k)
                except mutants.Hang:
                    counts["hangs"] += 1
                    print(f"hang: {game_id} {path} {edit} ({stage})")
                except Exception as err:  # noqa: BLE001  every failure is a finding
                    counts["import_crashed" if stage == "import" else
                           "accepted_then_crashed"] += 1
                    print(f"crash: {game_id} {path} {edit} ({stage}): "
                          f"{type(err).__name__}: {err}"[:240])
                finally:
                    signal.setitimer(signal.ITIMER_REAL, 0)
                    worst = max(worst, time.perf_counter() - started)
    finally:
        signal.signal(signal.SIGALRM, previous)
    return {"mutants": per_game * len(GAME_PLAYERS), **counts,
            "worst_mutant_import_s": worst_import, "worst_mutant_s": worst}


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
    parser.add_argument("--mutants", type=int, default=20_000,
                        help="mutated position saves across the four games")
    args = parser.parse_args(argv)
    baseline, _ = timed(solo_game(), args.repeat)
    print(f"{'case':<26} {'seconds':>8}  outcome")
    print(f"{'baseline_solo_game':<26} {baseline:8.3f}")
    worst, worst_name = 0.0, ""
    for name, text in {**cases(), **position_cases()}.items():
        seconds, outcome = timed(text, args.repeat)
        print(f"{name:<26} {seconds:8.3f}  {outcome}")
        if seconds > worst:
            worst, worst_name = seconds, name
    found = campaign(args.mutants)
    print(f"baseline_import_s={baseline:.3f}")
    print(f"worst_import_s={worst:.3f}")
    print(f"worst_case={worst_name}")
    for key, value in found.items():
        print(f"{key}={value:.3f}" if isinstance(value, float) else f"{key}={value}")


if __name__ == "__main__":
    main()
