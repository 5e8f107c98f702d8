"""Strong (at a fixed iteration count) and Greedy choose exactly as recorded, so a change
meant only to make the engine or the search faster changes no choice: a seeded
40-action solo game and 40 actions of a 2-player game against Greedy, Strong at 30
iterations (bench/bf_choices.py, the "quick" set; the "full" set in the same file is
checked by the bench script).

A change meant to change how the bots play (the evaluation, the search) changes these
sequences too; then rewrite the file, see bench/bf_choices.py.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KEPT = Path(__file__).with_name("bot_choices.json")


def load_bench():
    spec = importlib.util.spec_from_file_location("bf_choices", ROOT / "bench" / "bf_choices.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BENCH = load_bench()


@pytest.mark.parametrize("spec", BENCH.SETS["quick"], ids=lambda spec: spec[0])
def test_the_bots_choose_as_recorded(spec):
    name, levels, seed, actions, iterations = spec
    kept = json.loads(KEPT.read_text())[name]
    assert len(kept) == actions
    assert BENCH.play(levels, seed, actions, iterations) == kept
