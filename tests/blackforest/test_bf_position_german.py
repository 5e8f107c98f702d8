"""Every Black Forest position refusal is worded in German on a German page: the rules
checks name a key of the game's catalogue (pos.<name>), none passes an English sentence."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import mutants
from glasshut.blackforest import GAME, position
from glasshut.blackforest.lang import tr
from glasshut.core.game import PositionError
from refusalwords import english_left, unkeyed_fails


def _spoilt() -> list[tuple[str, dict]]:
    """Real positions spoilt one rule at a time, for the refusals one-value edits rarely
    reach, then one-value edits of positions of seeded games for the rest."""
    two = mutants.positions("blackforest", 2, 11, 2)[-1]
    three = mutants.positions("blackforest", 3, 11, 1)[0]
    solo = mutants.positions("blackforest", 1, 4, 1)[0]
    cases = []

    def spoil(name, base, change):
        data = copy.deepcopy(base)
        change(data)
        cases.append((name, data))

    def covers_nothing(d):
        d["players"][0]["buildings"].append(d["board"]["available_buildings"].pop())

    def both_sides(d):
        small = next(b for b in d["board"]["available_buildings"] if b[2:] == "A")
        d["board"]["available_buildings"].append(small[:2] + "B")

    def same_space(d):
        d["players"][0]["pawn"] = d["players"][1]["pawn"] = "V1.1"

    def owed_turn(d):
        d["players"][0]["extra_turns"] = 1
        d["solo"]["moving"] = -1

    spoil("building_spaces", two, covers_nothing)
    spoil("not_job_in_jobs", two, lambda d: d["players"][1]["jobs"].append("Nothing"))
    spoil("both_sides", two, both_sides)
    spoil("space_taken", two, same_space)
    spoil("neutral_pawn", three, lambda d: d["board"].update(neutral_pawn="V2.1"))
    spoil("extra_turn_unmoved", solo, owed_turn)
    spoil("setup", two, lambda d: d.update(options="first_game"))
    spoil("player_count", two, lambda d: d.update(seats=d["seats"] * 3))
    spoil("over_no_stack", two, lambda d: d.update(over=True))
    spoil("stack_needed", two, lambda d: d.update(stack=[]))
    spoil("no_option", two, lambda d: d["options"].update(weather="rain"))
    spoil("end_pair", two, lambda d: d["turn"].update(end_triggered_by=0))
    spoil("glass_hut", two, lambda d: d["players"][0].update(estates=[
        ["empty" if c == "Glass Hut" else c for c in d["players"][0]["estates"][0]]]))
    spoil("housing", two, lambda d: [d["players"][0].update(cattle=9), d.pop("to_move"),
                                     d.pop("legal_actions")])
    spoil("location_job", two, lambda d: d["board"].update(location_jobs={"Freiburg": "Cook"}))
    spoil("solo_used", solo, lambda d: d["solo"].update(pawns=["V1.1"] + ["off the board"] * 4,
                                                       used=[False] * 5))
    spoil("stack_misfit", two, lambda d: d.update(stack=[["pay", 0]]))
    spoil("task_misfit", two, lambda d: d["stack"].insert(0, ["second", 0, "Lumberjack", "No"]))
    spoil("potash", two, lambda d: d["players"][1].update(potash=True))
    spoil("reminder", two, lambda d: d["players"][1].update(cooking_steps=7))
    spoil("to_move", two, lambda d: d.update(to_move=1 - d["to_move"]))
    spoil("legal_actions", two, lambda d: d.update(legal_actions=["beg"]))
    spoil("tradespeople", two, lambda d: d["board"]["villages"][0].reverse() or
          d["board"]["villages"][0].__setitem__(0, d["board"]["villages"][1][0]))
    spoil("seat", two, lambda d: d["seats"][1].update(kind="cat"))
    spoil("format", two, lambda d: d.update(format=2))
    pool = [p for n in (1, 2, 3, 4) for p in mutants.positions("blackforest", n, 12, 3)]
    rng = random.Random(8)
    for k in range(500):
        (where, edit, data), = mutants.mutants(pool[k % len(pool)], rng, 1)
        cases.append((f"{where} {edit}", data))
    return cases


def test_every_refusal_of_the_rules_is_worded_in_german():
    keys = {key for key in tr.texts["en"] if key.startswith("pos.")}
    seen = set()
    for case, data in _spoilt():
        try:
            GAME.from_position(data)
        except PositionError as refusal:
            why = refusal.fields["why"]
            assert why.startswith(("pos_", "pos.")) and why != "pos_rules", (case, refusal)
            if why.startswith("pos."):
                seen.add(why)
                left = english_left(refusal, {"Black", "Forest", "Freiburg"})
                assert not left, (case, left, str(refusal))
    # every key of the catalogue was raised and read in German above
    assert keys - seen == set(), sorted(keys - seen)


def test_a_spoilt_position_reads_the_same_in_english_and_in_its_own_words_in_german():
    from glasshut.ui.messages import error_text

    data = mutants.positions("blackforest", 2, 11, 1)[0]
    data["players"][0]["cattle"] = 9
    data["players"][0]["pigs"] = 1
    del data["to_move"], data["legal_actions"]
    try:
        GAME.from_position(data)
    except PositionError as refusal:
        assert str(refusal) == ("Black Forest position, players[0]: 1 pigs and 9 cattle do"
                                " not fit in this Domain")
        assert error_text(refusal, "en") == str(refusal)
        assert error_text(refusal, "de") == (
            "Stellung für Black Forest, players[0]: Schweine: 1, Rinder: 9; so viele Tiere"
            " passen nicht in diesen Besitz")
    else:
        raise AssertionError("nine cattle in a fresh Domain were taken")


def test_no_refusal_of_the_rules_passes_an_english_sentence():
    assert unkeyed_fails(Path(position.__file__)) == []
