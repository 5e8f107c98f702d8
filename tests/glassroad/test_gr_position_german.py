"""Every Glass Road position refusal is worded in German on a German page: the rules
checks name a key of the game's catalogue (pos.<name>), none passes an English sentence."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import test_gr_position_checks as checks

import mutants
from glasshut.core.game import PositionError
from glasshut.glassroad import GAME, position
from glasshut.glassroad.texts import T
from refusalwords import keys_worded_in_german, unkeyed_fails

# Names of the position's keys that a German sentence quotes as they are.
KEY_NAMES = {"Glass", "Road"}


def _older(data):
    del data["game"], data["format"]
    data["version"] = 2


def _second_play(data):
    data["stack"].append({**data["stack"][-1], "s": 1 - data["stack"][-1]["s"]})


def _one_card_chosen(data):
    data["players"][0]["chosen"] = ["builder"]
    data["stack"] = [f for f in data["stack"] if f["s"] != 0]


# More checks of the rules, spoilt one at a time: (the key it is refused by, position, edit).
RULES = [
    ("pos.version", checks.START3, _older),
    ("pos.phase_solo", checks.SOLO, lambda d: d.update(phase="duel")),
    ("pos.phase_many", checks.START3, lambda d: d.update(phase="duel")),
    ("pos.set_aside_solo", checks.START3,
     lambda d: d["players"][0].update(set_aside=["builder"])),
    ("pos.chosen_all", checks.START3, _one_card_chosen),
    ("pos.periods_over", checks.FINAL, lambda d: d["players"][0].update(chosen=["builder"])),
    ("pos.alone_true", checks.DUEL, lambda d: d["stack"][-1].update(alone=False)),
    ("pos.play_needs_hand", checks.DUEL, lambda d: d["stack"][-1].update(alone=True)),
    ("pos.one_play", checks.DUEL, _second_play),
    ("pos.only_kind", checks.START3, lambda d: d["stack"].append({"k": "pick", "s": 0})),
    ("pos.used_abilities", checks.REVEAL3,
     lambda d: d["stack"][0].update(used=[0, 0], fee=True, both=True)),
]


def _spoilt():
    """The one-value edits of the position checks' tests (one per kind of check), more
    checks spoilt one at a time, then one-value edits of positions of seeded games at every
    player count."""
    for what, base, edit, _ in checks.EDITS:
        data = copy.deepcopy(base)
        edit(data)
        yield what, data, None
    for key, base, edit in RULES:
        data = copy.deepcopy(base)
        edit(data)
        yield key, data, key
    pool = [p for n in (1, 2, 3, 4) for p in mutants.positions("glassroad", n, 5, 4)]
    pool += [checks.PICK3, checks.REVEAL3, checks.BUILD3, checks.GIFT3, checks.DUEL,
             checks.SOLO, checks.FINAL]
    rng = random.Random(4)
    for k in range(4000):
        (where, edit, data), = mutants.mutants(pool[k % len(pool)], rng, 1)
        yield f"{where} {edit}", data, None


def test_refusals_of_the_rules_are_worded_in_german():
    seen, keys = keys_worded_in_german(GAME, T, _spoilt(), KEY_NAMES)
    # a good sample: about two thirds of the keys, each worded in German without English
    assert len(seen) >= 65, (len(seen), " ".join(sorted(keys - seen)))


def test_a_refusal_with_a_count_reads_in_english_as_before_and_in_german():
    from glasshut.ui.messages import error_text

    data = copy.deepcopy(checks.START3)
    _one_card_chosen(data)
    try:
        GAME.from_position(data)
    except PositionError as refusal:
        english, german, message = error_text(refusal, "en"), error_text(refusal, "de"), str(
            refusal)
    else:
        raise AssertionError("a seat done choosing with one card was taken")
    assert english == message == (
        "Glass Road position, players[0].chosen: holds 1 cards, but this seat has chosen all"
        " 5 cards"), english
    assert german == ("Stellung für Glass Road, players[0].chosen: enthält eine Karte, doch"
                      " dieser Platz hat alle 5 Karten gewählt"), german


def test_no_refusal_of_the_rules_passes_an_english_sentence():
    assert unkeyed_fails(Path(position.__file__)) == []
