"""Positions read by `GAME.from_position` are checked key by key: the known crafted
cases, one-value edits of real positions for every kind of check, and no refusal of
any position that real play reaches."""

import json
import math
from functools import cache

import pytest
from burghelper import new_game, pass_turn, seats, turn_of

from glasshut.bots.greedy import Greedy
from glasshut.burgundy import GAME
from glasshut.burgundy import data as D
from glasshut.burgundy.state import POINT_SOURCES
from glasshut.core.game import PositionError, RulesError
from glasshut.core.match import Match
from glasshut.core.rng import Rng

MODES = [{}, {"varied_estates": True}, {"varied_estates": True, "secret_estates": True}]


def data_of(st) -> dict:
    return json.loads(json.dumps(st.snapshot()))


def refused(data, key: str, words: str = "") -> str:
    """The position is refused with a message naming `key` (and saying `words`)."""
    with pytest.raises(PositionError) as err:
        GAME.from_position(data)
    text = str(err.value)
    assert text.startswith(f"The Castles of Burgundy position, {key}"), text
    assert words in text, text
    return text


def random_states(seed, n, options=None, moves=None):
    """Every state of a seeded random game (or its first `moves` actions)."""
    st = GAME.new_state(seed, seats(n), dict(options or {}))
    pick = Rng(seed ^ 0xC0DE)
    yield st.clone()
    k = 0
    while not st.is_over() and (moves is None or k < moves):
        legal = st.legal_actions()
        st.apply(legal[pick.randbelow(len(legal))])
        k += 1
        yield st.clone()


@cache
def found(name: str) -> str:
    """The JSON of the first position of seeded random games with a feature."""
    tests = {
        "midgame": lambda s: s.phase == 1 and s.stack == [["turn"]] and any(s.storage),
        "roll": lambda s: s.awaits_roll() and s.round > 1,
        "roll_new_phase": lambda s: s.awaits_roll() and s.round == 1,
        "watchtower": lambda s: s.stage == "play" and "watchtower" in s.estates[0],
        "ship_frame": lambda s: s.stack[-1:] == [["ship"]],
        "discard_frame": lambda s: s.stack[-1][:1] == ["discard"] if s.stack else False,
        "bonus": lambda s: s.stage == "play" and any(len(c) == 1 for c in s.bonus_claims.values()),
        "over": lambda s: s.stage == "over",
    }
    for seed in range(1, 40):
        for st in random_states(seed, 2 + seed % 3):
            if tests[name](st):
                return json.dumps(st.snapshot())
    raise AssertionError(f"no random game reached {name}")


def real(name: str) -> dict:
    return json.loads(found(name))


def setup_position(secret: bool) -> dict:
    """Varied estates, the first seat has chosen its board, the castle is asked."""
    options = {"varied_estates": True, "secret_estates": secret}
    st = new_game(3, seed=4, **options)
    st.apply(st.legal_actions()[0])
    assert st.stack[-1] == ["castle", 0]
    return data_of(st)


# -- the known crafted cases -----------------------------------------------------------------
def test_a_stored_unknown_tile_is_refused_before_the_table_is_drawn():
    data = real("midgame")
    seat = next(k for k, s in enumerate(data["storage"]) if s)
    data["storage"][seat][0] = "dragon"
    refused(data, f"storage[{seat}][0]", "'dragon' is not a six-sided tile")


@pytest.mark.parametrize("value", [7, 0, -1])
def test_a_die_off_its_faces_is_refused(value):
    data = real("midgame")
    data["dice"][1][0] = value
    refused(data, "dice[1]")


def test_a_seat_that_does_not_exist_in_the_turn_order_is_refused():
    data = real("midgame")
    data["round_order"][-1] = len(data["seats"])
    refused(data, f"round_order[{len(data['seats']) - 1}]", "is not a whole number from 0")


def test_a_seat_repeated_in_the_turn_order_is_refused():
    data = real("midgame")
    data["round_order"][1] = data["round_order"][0]
    refused(data, "round_order", "does not name every seat exactly once")


@pytest.mark.parametrize("key", ["silverlings", "workers"])
def test_negative_silverlings_and_workers_are_refused(key):
    data = real("midgame")
    data[key][0] = -1
    refused(data, f"{key}[0]", "-1 is not a whole number from 0")


def test_an_empty_stack_mid_game_is_refused():
    data = real("midgame")
    data["stack"] = []
    refused(data, "stack", "is not [['turn'], ...]")


# -- the domain of every value ---------------------------------------------------------------
@pytest.mark.parametrize(
    "path, value, key",
    [
        (("silverlings", 0), True, "silverlings[0]"),
        (("workers", 1), 2.0, "workers[1]"),
        (("points", 0, 0), math.nan, "points[0][0]"),
        (("goods", 0, 2), 8, "goods[0][2]"),
        (("silverlings", 1), D.POSITION_MAX_COUNT + 1, "silverlings[1]"),
        (("phase",), 5, "phase"),
        (("round",), 0, "round"),
        (("current",), 4, "current"),
        (("white_die",), 7, "white_die"),
        (("bought",), 0, "bought"),
        (("dice_used", 0), None, "dice_used[0]"),
        (("track", 0, 1), "1", "track[0][1]"),
        (("rng", 0), 2**64, "rng[0]"),
        (("seed",), -1, "seed"),
        (("boards", 0), 10, "boards[0]"),
        (("estates", 0, 0), "volcano", "estates[0][0]"),
        (("box",), ["castle", "volcano"], "box[1]"),
        (("supply", "W", 0), "mine", "supply.W[0]"),
        (("depot_goods", 2), [7], "depot_goods[2][0]"),
        (("goods_pool", 0), 0, "goods_pool[0]"),
        (("bonus_claims", "G"), [0, 0], "bonus_claims.G"),
        (("stage",), "intermission", "stage"),
        (("options", "varied_estates"), 1, "options.varied_estates"),
        (("seats", 0), ["Anna", "alien", ""], "seats[0]"),
        (("version",), 2, "version"),
        (("game",), "blackforest", "game"),
        (("players",), 5, "players"),
    ],
)
def test_a_value_outside_its_domain_is_refused(path, value, key):
    data = real("midgame")
    node = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    refused(data, key)


def test_unknown_and_missing_keys_are_refused():
    data = real("midgame")
    data["weather"] = "rain"
    refused(data, "top level", "unknown key 'weather'")
    data = real("midgame")
    del data["box"]
    refused(data, "top level", "missing key 'box'")
    data = real("midgame")
    data["options"]["house_rule"] = True
    refused(data, "options", "unknown key 'house_rule'")
    data = real("midgame")
    data["seats"] = data["seats"][:1]
    data["players"] = 1
    refused(data, "seats", "2 to 4 players")


# -- components counted --------------------------------------------------------------------------
def test_a_tile_made_or_lost_is_refused():
    data = real("midgame")
    data["box"] = sorted([*data["box"], "k3"])
    refused(data, "depots", "k3 tiles are in play")
    data = real("midgame")
    data["supply"]["W"].pop()
    refused(data, "supply.W", "tiles left")
    data = real("midgame")
    data["black_supply"].append(data["black_supply"][0])
    refused(data, "black_supply")


def test_a_depot_holds_only_what_its_spaces_take_in_sorted_order():
    data = real("midgame")
    n = len(data["seats"])
    moved = False
    for d in D.DEPOTS:
        room = {colour for colour, fewest in D.DEPOT_SPACES[d] if n >= fewest}
        for other in D.DEPOTS:
            stray = [t for t in data["depots"][other] if D.tile_colour(t) not in room]
            if other != d and stray and not moved:
                data["depots"][other].remove(stray[0])
                data["depots"][d] = sorted([*data["depots"][d], stray[0]])
                moved, where = True, d
    assert moved
    refused(data, f"depots[{where}]", "has no room for so many")
    data = real("midgame")
    d = next(d for d in range(7) if len(set(data["depots"][d])) > 1)
    data["depots"][d].reverse()
    refused(data, f"depots[{d}]", "sorted order")


def test_goods_are_counted_and_held_in_three_kinds_at_most():
    data = real("midgame")
    data["goods_pool"].append(3)
    refused(data, "goods", "goods tiles of kind 3 are in play")
    data = real("midgame")
    data["depot_goods"][0] = [data["goods_pool"].pop()]
    refused(data, "depot_goods[0]", "no goods space")
    data = real("midgame")
    data["round_goods"].append(data["goods_pool"].pop())
    refused(data, "round_goods", "goods left")
    data = real("midgame")
    for k in range(6):
        held = sum(1 for count in data["goods"][0] if count)
        if held < 4 and not data["goods"][0][k] and k + 1 in data["goods_pool"]:
            data["goods_pool"].remove(k + 1)
            data["goods"][0][k] += 1
    refused(data, "goods[0]", "4 kinds held")


# -- estates, track and points ---------------------------------------------------------------------
def test_an_estate_keeps_colours_and_the_start_castle():
    st = turn_of(new_game(2, seed=3), estate={"E4": "ship"}, storage=[])
    refused(data_of(st), f"estates[0][{D.SPACE_INDEX['E4']}]", "does not go on space E4")
    data = real("midgame")
    data["estates"][0][D.SPACE_INDEX["D4"]] = ""
    data["box"] = sorted([*data["box"], "castle"])
    refused(data, f"estates[0][{D.SPACE_INDEX['D4']}]", "the start castle stands on D4")


def test_a_tile_apart_from_the_castle_and_two_equal_buildings_in_a_city_are_refused():
    st = turn_of(new_game(2, seed=3), estate={"C6": "bank"}, storage=[])
    refused(data_of(st), f"estates[0][{D.SPACE_INDEX['C6']}]", "stands apart")
    st = turn_of(new_game(2, seed=3), estate={"E4": "bank", "E5": "bank"}, storage=[])
    refused(data_of(st), "estates[0]", "one building of a kind")


def test_the_track_follows_the_ships():
    data = real("midgame")
    data["track"][0][0] += 1
    refused(data, "track[0][0]", "ships added")
    data = real("midgame")
    data["track_stamp"] += 1
    refused(data, "track_stamp", "ships added")
    data = real("roll")
    order = data["round_order"]
    data["round_order"] = order[1:] + order[:1]
    data["current"] = data["round_order"][0]
    refused(data, "round_order", "the track gives the next round's order")


def test_points_with_a_known_source_must_match_it():
    data = real("watchtower")
    k = POINT_SOURCES.index("watchtowers")
    data["points"][0][k] += 4
    refused(data, f"points[0][{k}] (watchtowers)")
    data = real("midgame")
    k = POINT_SOURCES.index("sales")
    data["points"][1][k] += 1
    refused(data, f"points[1][{k}] (sales)")
    data = real("midgame")
    k = POINT_SOURCES.index("regions")
    data["points"][0][k] += 1
    refused(data, f"points[0][{k}] (regions)")
    data = real("midgame")
    k = POINT_SOURCES.index("phase_bonus")
    data["points"][0][k] += 1
    refused(data, f"points[0][{k}] (phase_bonus)")
    data = real("bonus")
    colour = next(c for c, s in data["bonus_claims"].items() if len(s) == 1)
    data["bonus_claims"][colour] = []
    refused(data, f"bonus_claims.{colour}", "while a bonus tile was left")


# -- stage, round and the pending decisions --------------------------------------------------------
def test_the_stack_fits_the_stage_and_the_turn():
    data = real("midgame")
    data["stack"] = [["turn"], ["fly"]]
    refused(data, "stack[1]", "is not one of the turn's decisions")
    data = real("midgame")
    data["stack"] = [["turn"], ["extra"], ["extra"]]
    refused(data, "stack", "one decision at a time")
    data = real("midgame")
    stored = data["storage"][data["current"]]
    assert stored  # a stored tile goes back on its way in: storage is no longer full
    data["stack"] = [["turn"], ["discard", stored.pop()]]
    refused(data, "stack[1]", "only when storage is full")
    data = real("midgame")
    data["stack"] = [["turn"], ["gain", "bank"]]
    refused(data, "stack[1][1]")
    data = real("midgame")
    data["stack"] = [["turn"], ["keep", [1, 3]]]
    refused(data, "stack[1][1]", "two neighbours")
    data = real("over")
    data["stack"] = [["turn"]]
    refused(data, "stack", "no pending decisions")


def test_a_decision_with_no_legal_action_is_refused_after_building():
    data = real("midgame")
    n, sales = len(data["seats"]), POINT_SOURCES.index("sales")
    for kinds in data["depot_goods"]:  # every goods space emptied, as sales of seat 0
        for kind in kinds:
            data["sold"][0][kind - 1] += 1
            data["points"][0][sales] += D.sale_points(n)
    data["depot_goods"] = [[] for _ in range(7)]
    data["stack"] = [["turn"], ["ship"]]
    refused(data, "stack", "leaves no legal action")


def test_real_decision_frames_are_read_and_edits_of_them_refused():
    data = real("discard_frame")
    GAME.from_position(data)
    seat = data["current"]
    data["storage"][seat].pop()
    data["box"] = sorted([*data["box"], real("discard_frame")["storage"][seat][-1]])
    refused(data, "stack[1]", "only when storage is full")
    data = real("ship_frame")
    assert GAME.from_position(data).legal_actions()[0].startswith("goods ")


def test_phase_round_dice_and_turn_fit_the_stage():
    data = real("roll")
    data["turn_index"] = 1
    data["current"] = data["round_order"][1]
    refused(data, "turn_index", "rolls")
    data = real("roll")
    data["dice"][0] = [3, 4]
    refused(data, "dice[0]", "no die is rolled")
    data = real("roll_new_phase")
    data["depots"][1] = [data["box"].pop()]
    refused(data, "depots", "cleared the depots")
    data = real("midgame")
    data["current"] = data["round_order"][(data["turn_index"] + 1) % len(data["seats"])]
    refused(data, "current")
    data = real("over")
    data["phase"] = 3
    refused(data, "phase")
    data = real("midgame")
    data["turn_index"] = len(data["seats"])
    refused(data, "turn_index", "past the last turn")


def test_setup_with_varied_estates_goes_seat_by_seat():
    for secret in (False, True):
        data = setup_position(secret)
        GAME.from_position(data)
        data["stack"] = data["stack"][::-1]
        refused(data, "stack")
    data = setup_position(False)
    data["boards"][0] = 0
    refused(data, "boards[0]", "once its seat chose it")
    data = setup_position(True)
    data["boards"][0] = data["secret"][0][0]
    refused(data, "secret[0]", "no board shown")
    data = setup_position(False)
    data["dealt"][1] = list(data["dealt"][0])
    refused(data, "dealt", "dealt to two seats")
    data = setup_position(False)
    data["stage"] = "play"
    refused(data, "dice[0]")
    data = real("midgame")
    data["stage"] = "setup"
    refused(data, "stage", "only varied estates")


# -- loops are bounded ---------------------------------------------------------------------------
def test_an_action_that_would_never_end_raises_a_rules_error_and_changes_nothing():
    match = Match.new("burgundy", 5, seats(2))
    before = match.state.snapshot()
    match.state.legal_actions = lambda: ["a:workers"]  # a rules bug: one option for ever
    with pytest.raises(RulesError, match="single option"):
        match.play("a:workers")
    assert match.state.snapshot() == before


# -- no false refusals ----------------------------------------------------------------------------
@pytest.mark.parametrize("seed, n, mode", [(1, 2, 0), (2, 3, 1), (3, 4, 2), (4, 4, 0), (5, 2, 2)])
def test_every_position_of_random_games_is_read_back_equal(seed, n, mode):
    count = 0
    for st in random_states(seed, n, MODES[mode]):
        back = GAME.from_position(data_of(st))
        assert back.digest() == st.digest()
        count += 1
    assert st.is_over() and count > 200


def test_every_position_of_a_greedy_game_is_read_back_equal():
    st = GAME.new_state(9, seats(3), {})
    move = 0
    while not st.is_over():
        assert GAME.from_position(data_of(st)).digest() == st.digest()
        bot = Greedy(st, st.to_move(), seed=move, samples=1, horizon=1, trials=8)
        st.apply(bot.run())
        move += 1
    assert GAME.from_position(data_of(st)).digest() == st.digest()


def test_positions_made_with_the_test_helpers_are_read_when_they_keep_the_components():
    st = new_game(3, seed=2)
    for _ in range(7):  # whole turns of taking workers, through a round's roll
        pass_turn(st)
        assert GAME.from_position(data_of(st)).digest() == st.digest()
    depot = next(d for d in D.DEPOTS if st.depots[d])
    tile = st.depots[depot].pop(0)
    turn_of(st, seat=1, dice=(4, 4), storage=[tile], workers=3)
    back = GAME.from_position(data_of(st))
    assert back.legal_actions() == st.legal_actions() and back.to_move() == 1
    # A helper that makes a tile out of nothing gives no real position.
    turn_of(st, seat=1, storage=[tile, "ship"])
    refused(data_of(st), "depots", "ship tiles are in play")
