"""Every Chickwood Forest position refusal is worded in German on a German page: the rules
checks name a key of the game's catalogue (pos.<name>), none passes an English sentence."""

from __future__ import annotations

import random
from pathlib import Path

import test_cw_position_checks as checks

import mutants
from glasshut.chickwood import GAME, position
from glasshut.chickwood.texts import CATALOGUE as T
from glasshut.core.game import PositionError
from glasshut.ui.messages import error_text
from refusalwords import keys_worded_in_german, unkeyed_fails

# Names of the position's keys that a German sentence quotes as they are.
KEY_NAMES = {"legendary", "turn"}


def _seen_by_nobody(p):
    row = next(c for c in p["at_castle"] if c)[0]
    row[3] = 0


def _more_cards_lying(p):
    """A card a seat played this round counted as not played."""
    owner = next(c for c in p["at_castle"] if c)[0][1]
    p["plays"][owner] -= 1
    p["hands"][owner].append(p["deck"].pop())


def _leftover_left_lying(p):
    """A set-aside card back in front of a castle still in play."""
    castle = next(v for v, n in enumerate(p["piles"]) if v and n and not p["raided"][v])
    p["at_castle"][castle].append(p["set_aside"].pop())


def _key_not_used(p):
    """The Key back with a seat, unused, while a castle stays closed by it."""
    p["boxed"].remove("key")
    p["loot"][0]["key"] = 1
    p["key_used"] = False


# More checks of the rules, spoilt one at a time: (the key it is refused by, step, edit).
RULES = [
    ("pos.player_count", "scout", lambda d: d.update(seats=d["seats"] * 2)),
    ("pos.seat", "scout", lambda d: d["seats"].__setitem__(0, ["Ann", "human"])),
    ("pos.level", "scout", lambda d: d["seats"][1].__setitem__(2, "x" * 500)),
    ("pos.not_benefactor", "raid", lambda d: d["spent"].append("gold")),
    ("pos.owner_seen", "scout", _seen_by_nobody),
    ("pos.start_castle", "raid", lambda d: d["castles"].__setitem__(0, [])),
    ("pos.loot_object", "raid", lambda d: d["loot"].__setitem__(0, [])),
    ("pos.played", "raid", lambda d: d["set_aside"].append(["gold", 0])),
    ("pos.order", "scout", lambda d: d.update(order=[0, 0, 1])),
    ("pos.legendary_off", "refused", lambda d: d["options"].update(legendary=False)),
    ("pos.spied", "scout", lambda d: d.update(spied=1)),
    ("pos.raider_past", "raid", lambda d: d.update(turn=3)),
    ("pos.raided_count", "raid", lambda d: d.update(turn=0)),  # a castle was raided
    ("pos.no_holder.key", "key", checks._nobody_holds("key")),
    ("pos.no_holder.arrow", "arrow", checks._nobody_holds("arrow")),
    ("pos.final_at_castle", "over", _leftover_left_lying),
    ("pos.refused_unused", "refused", _key_not_used),
]


def _spoilt():
    """The one-value edits of the position checks' tests (one per kind of check), more
    checks spoilt one at a time, then one-value edits of positions of seeded games, with
    and without the Legendary cards, at every player count."""
    for step, edit, key, _ in checks.EDITS:
        data = checks.at(step)
        edit(data)
        yield f"{key} ({step})", data, None
    for key, step, edit in RULES:
        data = checks.at(step)
        edit(data)
        yield key, data, key
    pool = [p for n in (2, 3, 4, 5) for p in mutants.positions("chickwood", n, 5, 4)]
    pool += [checks.at(step) for step in checks.STEPS]
    rng = random.Random(4)
    for k in range(2500):
        (where, edit, data), = mutants.mutants(pool[k % len(pool)], rng, 1)
        yield f"{where} {edit}", data, None


def test_refusals_of_the_rules_are_worded_in_german():
    seen, keys = keys_worded_in_german(GAME, T, _spoilt(), KEY_NAMES)
    # a good sample: four fifths of the keys, each worded in German without English
    assert len(seen) >= 62, (len(seen), " ".join(sorted(keys - seen)))


def test_a_refusal_with_a_count_reads_in_english_as_before_and_in_german():
    data = checks.at("scout")
    data["turn"] = 2
    try:
        GAME.from_position(data)
    except PositionError as refusal:
        english, german, message = (error_text(refusal, "en"), error_text(refusal, "de"),
                                    str(refusal))
    else:
        raise AssertionError("a scouting turn out of step was taken")
    assert english == message == (
        "Chickwood Forest position, turn: after 4 cards played this round, turn is 1"), english
    assert german.endswith(", turn: nach 4 gespielten Karten in dieser Runde ist turn 1"), german


def test_no_refusal_of_the_rules_passes_an_english_sentence():
    assert unkeyed_fails(Path(position.__file__)) == []
