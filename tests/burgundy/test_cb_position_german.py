"""Every position refusal of The Castles of Burgundy is worded in German on a German page:
the rules checks name a key of the game's catalogue (pos.<name>), none passes an English
sentence."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import mutants
from glasshut.burgundy import GAME, position
from glasshut.burgundy import data as D
from glasshut.burgundy.texts import T
from glasshut.core.game import PositionError, Seat
from glasshut.ui.messages import error_text
from refusalwords import keys_worded_in_german, unkeyed_fails

# Names of the position's keys that a German sentence quotes as they are.
KEY_NAMES = {"current"}


def _game(seed: int, n: int, options: dict, steps: int) -> list[dict]:
    """Positions of a seeded random game: after each of its first `steps` actions."""
    seats = [Seat(f"P{i + 1}", "human" if i == 0 else "bot", "greedy") for i in range(n)]
    st = GAME.new_state(seed, seats, dict(options))
    rng = random.Random(seed)
    out = [copy.deepcopy(st.snapshot())]
    for _ in range(steps):
        if st.is_over():
            break
        st.apply(rng.choice(st.legal_actions()))
        out.append(copy.deepcopy(st.snapshot()))
    return out


PLAY = _game(5, 3, {}, 400)
OPEN = _game(6, 3, {"varied_estates": True}, 30)
SECRET = _game(7, 3, {"varied_estates": True, "secret_estates": True}, 30)


def _first(positions, test):
    return copy.deepcopy(next(p for p in positions if test(p)))


def _midturn(p):
    return p["stage"] == "play" and p["stack"] == [["turn"]]


def _awaiting(p):
    return p["stage"] == "play" and p["stack"] == [["roll"]] and p["round"] > 1


def _setup(p):
    return p["stage"] == "setup" and len(p["stack"]) == 3 and p["stack"][-1][0] == "estate"


def _rolled(p):
    return p["stage"] == "play" and p["stack"] and p["stack"][0] == ["turn"]


def _stored(p):
    return _midturn(p) and p["storage"][p["current"]]


def _discard_own_tile(d):
    seat = d["current"]
    d["stack"].append(["discard", d["storage"][seat].pop()])


def _pour_depot(d):
    full = max(range(1, 7), key=lambda k: len(d["depots"][k]))
    into = 1 if full != 1 else 2
    d["depots"][into] = sorted(d["depots"][into] + d["depots"][full])
    d["depots"][full] = []


def _goods_to_depot(d):
    d["depot_goods"][1].append(d["goods_pool"].pop())


def _round_order_reversed(d):
    d["round_order"].reverse()
    d["current"] = d["round_order"][0]


def _board_shown_early(d):
    seat = d["stack"][0][1]  # the last seat of the order, not asked yet
    d["boards"][seat] = d["dealt"][seat][0]


def _castle_off_its_space(d):
    pick = d["secret"][d["round_order"][0]]  # the first seat's [board, castle space]
    colours = D.board_colours(pick[0])
    pick[1] = next(s for s in range(D.N_SPACES) if colours[s] != D.CASTLE)


# Rules spoilt one at a time: (the key it is refused by, positions, which one, edit).
RULES = [
    ("pos.black_goods", PLAY, _midturn, lambda d: d["depot_goods"][0].append(1)),
    ("pos.claims", PLAY, _midturn, lambda d: d["bonus_claims"].update(G=[0, 0])),
    ("pos.start_player", PLAY, _midturn,
     lambda d: d["options"].update(start_player=(d["start_player"] + 1) % 3)),
    ("pos.setup_varied", PLAY, _midturn, lambda d: d.update(stage="setup")),
    ("pos.first_roll", PLAY, _midturn, lambda d: d.update(stack=[["roll"]], round=1, phase=0)),
    ("pos.white_zero", PLAY, _midturn, lambda d: d.update(white_die=0)),
    ("pos.unrolled_used", PLAY, _awaiting, lambda d: d.update(bought=True)),
    ("pos.turn_past", PLAY, _midturn, lambda d: d.update(turn_index=3)),
    ("pos.roll_turn", PLAY, _awaiting, lambda d: d.update(turn_index=1)),
    ("pos.dealt_varied", PLAY, _midturn, lambda d: d["dealt"].__setitem__(0, [2, 3])),
    ("pos.secret_only", OPEN, _midturn, lambda d: d["secret"].__setitem__(0, [d["boards"][0]])),
    ("pos.board_missing", OPEN, _midturn, lambda d: d["boards"].__setitem__(1, 0)),
    ("pos.setup_stack", OPEN, _setup, lambda d: d.update(stack=[])),
    ("pos.setup_order", OPEN, _setup, lambda d: d["round_order"].reverse()),
    ("pos.start_silverlings", OPEN, _setup, lambda d: d["silverlings"].__setitem__(0, 2)),
    ("pos.round_goods", PLAY, _midturn, lambda d: d["round_goods"].append(d["goods_pool"].pop())),
    ("pos.goods_pool", PLAY, _midturn, _goods_to_depot),
    ("pos.track_order", PLAY, _awaiting, _round_order_reversed),
    ("pos.claim_uncovered.G", PLAY, _midturn, lambda d: d["bonus_claims"].update(G=[0])),
    ("pos.claim_uncovered.W", PLAY, _midturn, lambda d: d["bonus_claims"].update(W=[1])),
    ("pos.gain", PLAY, _midturn, lambda d: d["stack"].append(["gain", "bank"])),
    ("pos.discard", PLAY, _stored, _discard_own_tile),
    ("pos.keep_depots", PLAY, _midturn, lambda d: d["stack"].append(["keep", [1, 4]])),
    ("pos.over_stack", PLAY, lambda p: p["stage"] == "over",
     lambda d: d.update(stack=[["turn"]])),
    ("pos.over_turn", PLAY, lambda p: p["stage"] == "over", lambda d: d.update(turn_index=0)),
    ("pos.depot_room.", PLAY, _rolled, _pour_depot),
    ("pos.board_set", OPEN, _setup, _board_shown_early),
    ("pos.setup_storage", OPEN, _setup, lambda d: d["sold"][0].__setitem__(0, 1)),
    ("pos.setup_points", OPEN, _setup, lambda d: d["points"][1].__setitem__(0, 1)),
    ("pos.stage_phase", OPEN, _setup, lambda d: d.update(phase=1)),
    ("pos.start_castle_space", SECRET, lambda p: p["stage"] == "setup"
     and len(p["secret"][p["round_order"][0]]) == 2, _castle_off_its_space),
    ("pos.secret_nothing", SECRET, _setup,
     lambda d: d["secret"].__setitem__(d["stack"][0][1], d["dealt"][d["stack"][0][1]][:1])),
    ("pos.player_count", PLAY, _midturn, lambda d: d.update(seats=d["seats"] * 2)),
    ("pos.pick_not_dealt", SECRET, lambda p: p["stage"] == "setup" and p["secret"][0],
     lambda d: d["secret"][0].__setitem__(0, next(b for b in range(2, 10)
                                                 if b not in d["dealt"][0]))),
]


def _spoilt():
    """Real positions spoilt one rule at a time, for the refusals one-value edits rarely
    reach, then one-value edits of positions of seeded games (standard, open and secret
    varied estates) for the rest."""
    for key, positions, which, edit in RULES:
        data = _first(positions, which)
        edit(data)
        yield key, data, key
    pool = [p for n in (2, 3, 4) for p in mutants.positions("burgundy", n, 5, 4)]
    pool += PLAY[::40] + OPEN[::4] + SECRET[::4]
    rng = random.Random(4)
    for k in range(2500):
        (where, edit, data), = mutants.mutants(pool[k % len(pool)], rng, 1)
        yield f"{where} {edit}", data, None


def test_refusals_of_the_rules_are_worded_in_german():
    seen, keys = keys_worded_in_german(GAME, T, _spoilt(), KEY_NAMES)
    # a good sample: about three quarters of the keys, each worded in German without English
    assert len(seen) >= 78, (len(seen), " ".join(sorted(keys - seen)))


def test_a_refusal_with_a_count_reads_in_english_as_before_and_in_german():
    data = _first(OPEN, _setup)
    data["silverlings"][0] = 2
    try:
        GAME.from_position(data)
    except PositionError as refusal:
        english, german, message = (error_text(refusal, "en"), error_text(refusal, "de"),
                                    str(refusal))
    else:
        raise AssertionError("a seat starting with 2 silverlings was taken")
    assert english == message == (
        "The Castles of Burgundy position, silverlings[0]: every seat starts with 1"), english
    assert german == ("Stellung für Die Burgen von Burgund, silverlings[0]: jeder Platz"
                      " beginnt mit 1 Silberling"), german


def test_no_refusal_of_the_rules_passes_an_english_sentence():
    assert unkeyed_fails(Path(position.__file__)) == []
