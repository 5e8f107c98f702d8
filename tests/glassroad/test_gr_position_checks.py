"""Glass Road positions read back: every value checked, real positions never refused.

A position may come from a link, so `GAME.from_position` refuses anything the rules
could not have left (PositionError naming the key), and `turn.advance` is bounded so
that a state that slipped past the checks cannot hang the page.
"""

from __future__ import annotations

import copy
import json
import math
import time

import pytest
from grhelper import alone, new

from glasshut.bots import make_thinker
from glasshut.core import codec
from glasshut.core.codec import SaveError, SaveHeader
from glasshut.core.game import PositionError, RulesError, Seat
from glasshut.core.match import Match
from glasshut.core.rng import Rng
from glasshut.glassroad import GAME
from glasshut.glassroad.state import from_snapshot


def _json(state) -> dict:
    return json.loads(json.dumps(state.snapshot()))


def _refused(data, where: str) -> str:
    """The PositionError's message, which must start with the game and name `where`."""
    with pytest.raises(PositionError) as err:
        GAME.from_position(data)
    text = str(err.value)
    assert text.startswith("Glass Road position, "), text
    assert where in text, text
    return text


def _bot_duel() -> dict:
    seats = [Seat("Ann"), Seat("Bot", "bot", "greedy")]
    return _json(GAME.new_state(1, seats, {"start_player": 0}))


# -- the known cases --------------------------------------------------------------------------
def _bogus_phase() -> dict:
    data = _bot_duel()
    data["phase"] = "bogus"
    data["stack"] = [{"k": "choose", "s": 1, "n": 1}]
    return data


def test_an_unknown_phase_with_a_bot_to_move_is_refused():
    _refused(_bogus_phase(), "phase: 'bogus' is not a phase")


def test_a_save_of_that_position_with_a_move_after_it_is_refused_at_once():
    header = SaveHeader(game_id="glassroad", rules_version=GAME.rules_version, seed=0,
                        seats=(), options={}, n_actions=1, position=_bogus_phase())
    text = codec.pack(header, [(0, 15)])
    started = time.perf_counter()
    with pytest.raises(SaveError) as err:
        Match.from_save(text)
    assert "phase" in str(err.value)
    assert time.perf_counter() - started < 2


def test_advance_is_bounded_and_the_match_restores_the_state_before():
    # Built past the checks: the one choice empties the stack, and no phase follows. (A
    # person's move is undone from a copy; a bot's by replaying the game's moves.)
    data = _bogus_phase()
    data["seats"][1][1:] = ["human", ""]
    state = from_snapshot(data)
    match = Match(GAME, state)
    before = match.digest()
    action = match.legal_actions()[0]
    started = time.perf_counter()
    with pytest.raises(RulesError, match="did not reach a decision"):
        match.play(action)
    assert time.perf_counter() - started < 5
    assert match.digest() == before


def test_an_unknown_landscape_cell_is_refused():
    data = _json(new(2))
    data["players"][0]["cells"][9] = "volcano"
    _refused(data, "players[0].cells[9]: 'volcano' is neither")


# -- positions of seeded games ----------------------------------------------------------------
def _positions(n: int, seed: int, options=None, every: int = 1, greedy: bool = False):
    """Every `every`-th position of a seeded game (random moves, or Greedy for seat 0)."""
    options = {"start_player": 0, **(options or {})}
    state = GAME.new_state(seed, [Seat(f"P{i}") for i in range(n)], options)
    picker = Rng(seed)
    count = 0
    while True:
        if count % every == 0 or state.is_over():
            yield state
        if state.is_over():
            return
        if greedy and state.to_move() == 0:
            action = make_thinker(state, None, "greedy", budget_s=1.0, seed=seed).run()
        else:
            action = picker.choice(state.legal_actions())
        state.apply(action)
        count += 1


def _first(n: int, test, seed: int = 3, options=None) -> dict:
    for s in range(seed, seed + 40):
        for state in _positions(n, s, options):
            if test(state):
                return _json(state)
    raise AssertionError("no such position in 40 games")


def _top(kind: str):
    return lambda st: bool(st.stack) and st.stack[-1]["k"] == kind


@pytest.mark.parametrize("n,seed,options", [
    (1, 5, {}), (2, 6, {"long": True}), (3, 7, {"intro": True}), (4, 8, {}),
    (4, 9, {"small_board": True}),
])
def test_every_position_of_random_games_is_read_back(n, seed, options):
    count = 0
    for state in _positions(n, seed, options):
        again = GAME.from_position(_json(state))
        assert again.digest() == state.digest()
        count += 1
    assert count > 60


@pytest.mark.parametrize("n", [1, 3])
def test_every_position_of_a_greedy_game_is_read_back(n):
    count = 0
    for state in _positions(n, 11, greedy=True, every=2):
        assert GAME.from_position(_json(state)).digest() == state.digest()
        count += 1
    assert count > 30


def test_positions_of_the_rules_tests_setups_are_read_back():
    state = new(3)
    alone(state, "supplier")
    for _ in range(3):
        assert GAME.from_position(_json(state)).digest() == state.digest()
        state.apply(state.legal_actions()[0])


def test_a_position_written_before_the_format_key_is_still_read():
    state = new(3)
    data = _json(state)
    assert (data["game"], data["format"]) == ("glassroad", 1)
    older = {"version": 1, **{k: v for k, v in data.items() if k not in ("game", "format")}}
    assert GAME.from_position(older).digest() == state.digest()
    older["version"] = 2
    _refused(older, "version: 2 is not a known version")


# -- one-value edits, one per kind of check ---------------------------------------------------
def _set(*path_value):
    *path, value = path_value

    def edit(data):
        node = data
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


START3 = _json(new(3))
PICK3 = _first(3, lambda st: st.phase == "pick" and st.card_round == 2)
REVEAL3 = _first(3, lambda st: st.phase == "reveal" and _top("resolve")(st)
                 and len(st.current["forced"]) == 1)
BUILD3 = _first(3, _top("site"))
GIFT3 = _first(3, _top("gift"), options={})
DUEL = _first(2, lambda st: st.phase == "duel" and _top("play")(st))
SOLO = _first(1, lambda st: st.phase == "solo" and st.period == 2)
FINAL = _first(3, lambda st: st.phase == "final")
OVER = _first(2, lambda st: st.phase == "over")


def _move_card(data):
    p = data["players"][0]
    p["hand"] = p["hand"][1:]


def _duplicate_building(data):
    data["players"][1]["cells"][9] = data["rows"]["processing"][0]


def _drop_building(data):
    data["stacks"]["bonus"].pop()


def _unsorted_stack(data):
    data["stacks"]["bonus"].reverse()


def _unsettled(data):
    data["players"][0]["wheels"]["g"].update(sand=1, food=1, charcoal=1, water=1, wood=1)


def _used_up(data):
    top = data["stack"][-1]
    top.update(used=[0, 1] if top["both"] else [0], fee=True)


def _nothing_to_build(data):
    seat = data["stack"][-1]["s"]
    for good in data["players"][seat]["wheels"]["g"]:
        if good in ("wood", "glass"):
            data["players"][seat]["wheels"]["g"][good] = 0
    for good in ("clay", "brick"):
        data["players"][seat]["wheels"]["b"][good] = 0
    data["stack"][-1] = {"k": "build", "s": seat}


def _repeated_seat(data):
    data["stack"][1]["s"] = data["stack"][2]["s"]


EDITS = [
    # the shape: keys, the game and its format
    ("an unknown key", START3, _set("surprise", 1), "top level: 'surprise' is not a key"),
    ("a missing key", START3, lambda d: d.pop("cursor"), "the key 'cursor' is missing"),
    ("another game", START3, _set("game", "blackforest"), "game:"),
    ("a newer format", START3, _set("format", 2), "format: 2"),
    ("a player's unknown key", START3, _set("players", 0, "gold", 1), "players[0]"),
    # types and ranges of counts
    ("a bool count", START3, _set("players", 0, "wheels", "g", "sand", True),
     "players[0].wheels.g.sand: True is not a whole number from 0 to 7"),
    ("a float count", START3, _set("players", 1, "wheels", "b", "clay", 1.5),
     "players[1].wheels.b.clay: 1.5"),
    ("a NaN count", START3, _set("players", 1, "wheels", "b", "clay", math.nan),
     "players[1].wheels.b.clay: nan"),
    ("a negative count", START3, _set("players", 2, "wheels", "g", "wood", -1),
     "players[2].wheels.g.wood: -1"),
    ("a refined good over 3", START3, _set("players", 0, "wheels", "g", "glass", 4),
     "players[0].wheels.g.glass: 4 is not a whole number from 0 to 3"),
    ("a huge draw count", START3, _set("rng", 1, 2**70), "rng[1]"),
    ("too many anytime actions", START3, _set("anytime_run", 41), "anytime_run: 41"),
    ("a wrong game length", START3, _set("periods", 5), "periods: 5"),
    ("a period past the end", START3, _set("period", 5), "period: 5"),
    ("the longer game solo", SOLO, _set("options", "long", True), "options.long"),
    ("a card round in the choice", START3, _set("card_round", 2), "card_round: 2"),
    ("a cursor off the seats", REVEAL3, _set("cursor", 3), "cursor: 3"),
    # seats and turn order
    ("a start player that is not a seat", START3, _set("start_player", 3), "start_player: 3"),
    ("a decision for a seat that is not there", START3, _set("stack", 0, "s", 5),
     "stack[0].s: 5"),
    ("a seat asked twice in the turn order", START3, _repeated_seat,
     "stack: seat 0 is asked twice"),
    ("a fifth seat", START3, lambda d: d["seats"].extend([["E", "human", ""]] * 2), "seats"),
    # known ids
    ("an unknown card in hand", PICK3, _set("players", 0, "hand", 0, "wizard"),
     "players[0].hand[0]: 'wizard' is not a Specialist card"),
    ("a card twice in hand", PICK3, lambda d: d["players"][0]["hand"].append(
        d["players"][0]["hand"][0]), "players[0].hand: names a card twice"),
    ("an unknown Building in a row", START3, _set("rows", "bonus", 0, "castle"),
     "rows.bonus[0]: 'castle'"),
    ("a Building in the wrong row", START3, lambda d: d["rows"].update(
        bonus=[d["rows"]["immediate"][0], *d["rows"]["bonus"][1:]]), "is not a bonus Building"),
    ("an upgrade on the landscape", START3, _set("players", 0, "cells", 9, "artists_colony"),
     "players[0].cells[9]"),
    ("an unknown upgrade", START3, _set("players", 0, "upgrades", "glassmakers_colony", "shed"),
     "players[0].upgrades.glassmakers_colony"),
    ("an unknown gift", GIFT3, lambda d: d["stack"][-1].update(g="glass"), ".g: 'glass'"),
    # conservation of Buildings, cards and Forests
    ("a Building in two places", START3, _duplicate_building, "each Building exists once"),
    ("a Building nowhere", START3, _drop_building, "is nowhere"),
    ("an unsorted stack", START3, _unsorted_stack, "stacks.bonus: a stack is kept sorted"),
    ("glass paid that no Building cost", START3, _set("players", 0, "paid", "glass", 2),
     "players[0].paid.glass: 2 is not the 0 glass"),
    ("a card lost from hand", PICK3, _move_card, "players[0]: the chosen cards are not"),
    ("a Forest with a tile on it", START3, _set("players", 0, "cells", 0, "pit"),
     "players[0].cells[0]: a space holds a Forest"),
    ("a Forest that never was", START3, lambda d: d["players"][0]["forests"].append([8, 9]),
     "players[0].forests[6]"),
    ("a card face down with 2 players", DUEL, _set("players", 0, "facedown", "builder"),
     "players[0]"),
    ("a card chosen twice over two solo periods", SOLO, lambda d: d["players"][0].update(
        set_aside=[*d["players"][0]["set_aside"][:-1], d["players"][0]["chosen"][0]]),
     "players[0].chosen: a card set aside"),
    ("a card played early", PICK3, lambda d: d["players"][1]["played"].append("builder"),
     "players[1]"),
    # phase, current card and the pending decisions
    ("a phase of another player count", DUEL, _set("phase", "reveal"),
     "'reveal' is not a phase of the 2-player game"),
    ("the card being resolved swapped", REVEAL3, lambda d: d["current"].update(card="builder"),
     "current.card"),
    ("a resolution of another card", REVEAL3, lambda d: d["stack"][0].update(c="builder"),
     "stack[0].c"),
    ("a resolution already used up", REVEAL3, _used_up, "taken by itself"),
    ("a wheel that should have turned", START3, _unsettled,
     "players[0].wheels.g: the wheel would have turned"),
    ("a Building to place with no free space", BUILD3,
     lambda d: d["players"][d["stack"][-1]["s"]]["cells"].__setitem__(
         slice(None), [c or "pond" for c in d["players"][d["stack"][-1]["s"]]["cells"]]),
     "no empty space"),
    ("a build step with nothing affordable", REVEAL3, _nothing_to_build, "stack"),
    ("a pick step in the reveal", REVEAL3, lambda d: d["stack"].insert(
        0, {"k": "pick", "s": 0}), "stack: the resolutions waiting"),
    ("a gift without a Supplier", REVEAL3, lambda d: d["stack"].append(
        {"k": "gift", "s": (d["stack"][-1]["s"] + 1) % 3, "g": "wood"}), "stack"),
    ("no decision in a game going on", DUEL, _set("stack", []), "stack: a game in progress"),
    ("a decision after the end", OVER, _set("stack", [{"k": "final", "s": 0}]),
     "stack: a finished game"),
    ("the final decision of a seat twice", FINAL, lambda d: d["stack"].append(
        dict(d["stack"][-1])), "stack"),
]


@pytest.mark.parametrize("what,position,edit,where", EDITS, ids=[e[0] for e in EDITS])
def test_a_one_value_edit_is_refused_naming_the_key(what, position, edit, where):
    assert GAME.from_position(copy.deepcopy(position))  # the position itself is read
    data = copy.deepcopy(position)
    edit(data)
    _refused(data, where)
