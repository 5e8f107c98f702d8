"""Positions read back with every value checked (position.py): impossible values are
refused with a sentence naming the key, and no position of a real game is refused."""

from __future__ import annotations

import copy
import json
import re
from functools import cache

import pytest
from cwhelp import fresh, raid_position, random_game, seats

from glasshut.bots import make_thinker
from glasshut.chickwood import GAME, alms, data, from_snapshot
from glasshut.core.game import PositionError, RulesError
from glasshut.core.match import Match
from glasshut.core.rng import Rng


def _json(state) -> dict:
    return json.loads(json.dumps(state.snapshot()))


def _prefer(legal: list[str], pick: Rng) -> str:
    """Random play that takes the Key's and the end-of-game cards' choices when offered,
    so one game passes every step."""
    if "key:force" in legal:
        return "key:force"
    keen = [a for a in legal if a.split(":")[0] in ("swap", "arrow", "beard", "spy")
            and not a.endswith(":none")]
    return pick.choice(keen) if keen else pick.choice(legal)


STEPS = {
    "scout": lambda s: s.phase == "scout" and sum(s.plays) == 4,
    "spy": lambda s: s.phase == "spy",
    "raid": lambda s: s.phase == "raid" and s.turn > 0,
    "key": lambda s: s.phase == "key",
    "refused": lambda s: s.refused != 0,
    "alms": lambda s: s.phase == "alms" and bool(s.snake),
    "entertainers": lambda s: s.phase == "entertainers" and s.swap_from < 0,
    "swap_from": lambda s: s.swap_from >= 0,
    "arrow": lambda s: s.phase == "arrow" and not s.arrow_give,
    "arrow_give": lambda s: bool(s.arrow_give),
    "beard": lambda s: s.phase == "beard",
    "over": lambda s: s.phase == "over",
}


@cache
def _positions() -> dict[str, str]:
    """The first position of each step in one 3-player Legendary game (as JSON text)."""
    state, pick, found = fresh(3, 3, True), Rng(3), {}
    while True:
        for name, test in STEPS.items():
            if name not in found and test(state):
                found[name] = json.dumps(state.snapshot())
        if state.is_over():
            return found
        state.apply(_prefer(state.legal_actions(), pick))


def at(step: str) -> dict:
    return json.loads(_positions()[step])


def refused(position: dict, key: str) -> str:
    """The refusal's sentence, which must name `key` first."""
    with pytest.raises(PositionError) as caught:
        GAME.from_position(position)
    text = str(caught.value)
    assert text.startswith(f"Chickwood Forest position, {key}"), text
    return text


def test_the_game_passes_every_step():
    assert set(_positions()) == set(STEPS)
    for step in STEPS:
        state = GAME.from_position(at(step))
        assert state.snapshot() == at(step)


# -- the known cases --------------------------------------------------------------------
def test_a_card_owned_by_a_seat_not_in_the_game_is_refused():
    position = at("scout")
    value = next(v for v, cards in enumerate(position["at_castle"]) if cards)
    position["at_castle"][value][0][1] = 7
    text = refused(position, f"at_castle[{value}][0][1] (the owner)")
    assert "7 is not a whole number from 0 to 2" in text


def test_a_hand_holding_an_unknown_card_is_refused():
    position = at("scout")
    seat = next(s for s, hand in enumerate(position["hands"]) if hand)
    position["hands"][seat][0] = "diamond"
    assert "'diamond' is not a loot card" in refused(position, f"hands[{seat}][0]")


def test_a_card_in_two_places_at_once_is_refused():
    position = at("scout")
    seat = next(s for s, hand in enumerate(position["hands"]) if hand)
    kind = position["hands"][seat][0]
    position["deck"].append(kind)  # the hand's card also lies in the deck
    assert f"{kind} cards" in refused(position, "cards")


def test_a_card_gone_missing_is_refused():
    position = at("raid")
    position["deck"].pop()
    refused(position, "cards")


@pytest.mark.parametrize("bad, shown", [(-1, "-1"), (float("nan"), "NaN"), (1.5, "1.5"),
                                         (True, "True"), ("3", "'3'")])
def test_a_count_that_is_not_a_whole_number_in_range_is_refused(bad, shown):
    position = at("raid")
    seat = next(s for s, c in enumerate(position["loot"]) if c)
    kind = next(iter(position["loot"][seat]))
    position["loot"][seat][kind] = bad
    assert f"{shown} is not a whole number" in refused(position, f"loot[{seat}].{kind}")
    position = at("raid")
    position["alms"][0] = bad
    refused(position, "alms[0]")


def test_a_count_given_as_nan_in_json_text_is_refused():
    text = json.dumps(at("scout")).replace('"reveals": ', '"reveals": NaN, "x": ', 1)
    position = json.loads(text)
    del position["x"]
    assert "NaN is not a whole number" in refused(position, "reveals")


def test_repeated_seats_in_the_turn_order_are_refused():
    position = at("scout")
    position["order"][1] = position["order"][0]
    assert "does not name each seat once" in refused(position, "order")


def test_an_empty_castle_stack_mid_game_is_refused():
    position = at("raid")
    position["castles"][1] = []
    refused(position, "castles[1]")


def test_a_step_that_leaves_nobody_a_move_mid_game_is_refused():
    position = at("beard")
    holder = next(s for s, c in enumerate(position["loot"]) if c.get("beard"))
    henchmen = position["loot"][holder].pop("henchman")
    position["set_aside"] += [["henchman", holder, True, 1 << holder]] * henchmen
    assert "has no legal action" in refused(position, "phase")
    position = at("raid")
    position["phase"] = "over"  # the raids are not over: the final checks refuse it
    refused(position, "turn")


# -- one-value edits, one per kind of check ------------------------------------------------
def _set(path: str, value):
    def edit(p):
        *keys, last = path.split("/")
        node = p
        for key in keys:
            node = node[int(key) if key.lstrip("-").isdigit() else key]
        node[int(last) if last.lstrip("-").isdigit() else last] = value
    return edit


def _take_back_a_card(p):
    """A card at a castle goes back to its owner's hand, as if never played."""
    cards = next(c for c in p["at_castle"] if c)
    kind, owner, _, _ = cards.pop()
    p["hands"][owner].append(kind)
    p["plays"][owner] -= 1


def _give_what_is_not_held(p):
    holder = next(s for s, c in enumerate(p["loot"]) if c.get("arrow"))
    p["arrow_give"] = next(k for k in data.TREASURES if not p["loot"][holder].get(k))


def _refill_deck(p):
    """Set-aside cards back in the deck, up to one more round's deal."""
    while len(p["deck"]) < 9:
        p["deck"].append(p["set_aside"].pop()[0])


def _swap_seats_tops(p):
    first, second = p["order"][0], p["order"][-1]
    p["order"][0], p["order"][-1] = second, first


def _key_holder_raids(p):
    holder = next(s for s, c in enumerate(p["loot"]) if c.get("key"))
    raider = p["order"][p["turn"]]
    p["loot"][holder], p["loot"][raider] = p["loot"][raider], p["loot"][holder]


def _nobody_holds(card: str):
    def edit(p):
        holder = next(s for s, c in enumerate(p["loot"]) if c.get(card))
        del p["loot"][holder][card]
        p["set_aside"].append([card, holder, True, 1 << holder])
    return edit


EDITS = [
    # structure
    ("scout", lambda p: p.update(colour="red"), "top level", "unknown key 'colour'"),
    ("scout", lambda p: p.pop("deck"), "top level", "missing key 'deck'"),
    ("scout", _set("game", "blackforest"), "game", "is not 'chickwood'"),
    ("scout", _set("format", 2), "format", "version 2 is not 1"),
    ("scout", _set("seed", -1), "seed", "-1 is not a whole number"),
    ("scout", lambda p: p["seats"].pop(), "order", "has 3 entries, not 2"),
    ("scout", lambda p: p["seats"].append(["X", "human", ""]), "order", "has 3 entries, not 4"),
    ("scout", _set("seats/1/1", "robot"), "seats[1][1]", "neither 'human' nor 'bot'"),
    ("scout", _set("seats/1/0", "x" * 500), "seats[1][0]", "a name is text"),
    ("scout", _set("options/legendary", "yes"), "options.legendary", "not true or false"),
    ("scout", _set("options", {"legendary": True, "x": 1}), "options", "is not"),
    ("scout", _set("rng/0", 2.5), "rng[0]", "2.5 is not a whole number"),
    ("scout", _set("phase", "nap"), "phase", "'nap' is not a step"),
    ("scout", _set("round", 12), "round", "12 is not a whole number from 1 to 11"),
    ("scout", _set("turn", 4), "turn", "4 is not a whole number from 0 to 3"),
    # ids and seats
    ("scout", _set("deck/0", "volcano"), "deck[0]", "is not a loot card"),
    ("raid", _set("spent/0", "gold"), "spent[0]", "is not a benefactor"),
    ("raid", _set("boxed/0", "volcano"), "boxed[0]", "is not a loot card"),
    ("raid", _set("grid/0", "castle"), "grid[0]", "is not a village card"),
    ("raid", _set("spaces/0", [5]), "spaces[0][0]", "5 is not a whole number"),
    ("raid", _set("castles/0/0", 9), "castles[0][0]", "9 is not a castle of 3 players"),
    ("raid", _set("piles", [0, 1, 2]), "piles", "has 3 entries, not 5"),
    ("raid", _set("piles/0", 1), "piles[0] (unused)", "1 is not"),
    ("raid", _set("raided/0", True), "raided[0]", "there is no castle 0"),
    ("raid", _set("arrow_give", "diamond"), "arrow_give", "neither '' nor a treasure"),
    ("raid", _set("snake", [12]), "snake[0]", "12 is not a whole number from 0 to 8"),
    ("raid", _set("giver", 3), "giver", "3 is not a whole number from -1 to 2"),
    ("raid", _set("set_aside", [["gold", 0, 1, 1]]), "set_aside[0][2]", "not true or false"),
    ("scout", lambda p: p["at_castle"][next(v for v, c in enumerate(p["at_castle"]) if c)][0]
     .__setitem__(3, 0), "at_castle", "its owner"),
    ("raid", lambda p: p["loot"][0].update(alms2=1), "loot[0].alms2", "a benefactor gives"),
    # conservation
    ("raid", lambda p: p["piles"].__setitem__(1, p["piles"][1] - 1), "piles[1]",
     "castle cards of value 1"),
    ("raid", lambda p: p["alms"].__setitem__(0, p["alms"][0] - 1), "alms[0]",
     "are not the 15 alms"),
    ("raid", lambda p: p["grid"].__setitem__(p["grid"].index("forest"), "small"), "grid",
     "the village cards of 3 players"),
    ("raid", lambda p: p.update(round=p["round"] + 2), "round", "does not fit a deck"),
    ("refused", _set("key_used", False), "boxed", "the setup's removals"),
    ("raid", lambda p: p["castles"][1].__setitem__(0, p["castles"][0][0]) or
     p["piles"].__setitem__(p["castles"][0][0], p["piles"][p["castles"][0][0]] - 1),
     "castles", "the starting castles"),
    ("scout", lambda p: p["castles"][0].extend([1, 1, 1]), "castles[0]", "at most 2"),
    # the step of the round and its pending choice
    ("scout", _set("turn", 2), "turn", "after 4 cards played this round, turn is 1"),
    ("scout", _swap_seats_tops, "order", "from the lowest castle"),
    ("scout", lambda p: p["raided"].__setitem__(p["at_castle"].index([], 1), True), "raided",
     "no castle is raided before the raids"),
    ("scout", _set("giver", 0), "giver", "outside the alms step"),
    ("spy", _set("spy_done", True), "spy_done", "after the scouting"),
    ("spy", _set("turn", 1), "turn", "start at turn 0"),
    ("raid", _take_back_a_card, "hands", "played out before the raid step"),
    ("raid", _set("spy_done", False), "spy_done", "once the raids begin"),
    ("raid", _set("announced", 2), "announced", "outside the key step"),
    ("key", _set("announced", 0), "announced", "the raider awaits the Key"),
    ("key", _key_holder_raids, "phase", "cannot turn away their own raid"),
    ("refused", _set("phase", "scout"), "refused", "the Key closes a castle"),
    ("alms", lambda p: p.update(giver=(p["giver"] + 1) % 3), "giver", "gives the alms"),
    ("alms", _set("to_give", 15), "to_give", "from a store of"),
    ("alms", lambda p: p["snake"].append(p["snake"][-1]), "snake", "each village once"),
    ("entertainers", _set("turn", 1), "turn", "every seat has raided"),
    ("entertainers", _nobody_holds("entertainers"), "phase", "nobody holds the Travelling"),
    ("swap_from", _set("swap_from", 8 * 16 + 15), "swap_from", "holds no alms to swap"),
    ("arrow_give", _give_what_is_not_held, "arrow_give", "to give"),
    ("over", lambda p: p["deck"].extend(p["boxed"]) or p["boxed"].clear(),
     "boxed", "the setup's removals"),
    ("over", _refill_deck, "phase", "cannot deal a round"),
]


@pytest.mark.parametrize("step, edit, key, words", EDITS,
                         ids=[f"{e[2]}-{i}" for i, e in enumerate(EDITS)])
def test_a_one_value_edit_is_refused_naming_the_key(step, edit, key, words):
    position = at(step)
    assert GAME.from_position(copy.deepcopy(position)).snapshot() == position
    edit(position)
    assert words in refused(position, key)


def test_a_refusal_is_one_plain_sentence():
    position = at("raid")
    position["alms"][0] = -1
    text = refused(position, "alms[0]")
    assert re.fullmatch(r"Chickwood Forest position, [^:]+: [^\n]+", text)


# -- no false refusals ------------------------------------------------------------------------
@pytest.mark.parametrize("n, legendary", [(2, True), (3, False), (4, True), (5, False)])
def test_every_position_of_seeded_random_games_is_read_back(n, legendary):
    for seed in (11, 12):
        state, pick = fresh(n, seed, legendary), Rng(seed + n)
        while True:
            again = GAME.from_position(_json(state))
            assert again.digest() == state.digest()
            assert again.legal_actions() == state.legal_actions()
            if state.is_over():
                break
            state.apply(_prefer(state.legal_actions(), pick))


def test_every_position_of_greedy_games_is_read_back():
    for n, legendary in ((3, True), (5, False), (2, False)):
        match = Match.new("chickwood", 40 + n, seats(n), {"legendary": legendary})
        while not match.is_over():
            assert GAME.from_position(_json(match.state)).digest() == match.digest()
            match.play(make_thinker(match.state, None, "greedy", seed=n).run())
        assert GAME.from_position(_json(match.state)).is_over()


def test_the_helpers_positions_are_read_back():
    states = [fresh(n, 2, legendary) for n in (2, 5) for legendary in (False, True)]
    states += [raid_position(n, 3, legendary) for n in (2, 4) for legendary in (False, True)]
    states.append(random_game(8, 4, True, check_every=200)[0])
    for state in states:
        assert GAME.from_position(_json(state)).digest() == state.digest()
    # A staged raid puts the hands back in the deck: its game deals one round more.
    for n in (2, 5):
        state, pick = raid_position(n, 4, True), Rng(n)
        while not state.is_over():
            assert GAME.from_position(_json(state)).digest() == state.digest()
            state.apply(pick.choice(state.legal_actions()))
        assert GAME.from_position(_json(state)).is_over()


def test_a_position_written_before_the_format_key_is_read():
    position = at("alms")
    for key in ("game", "format"):
        del position[key]
    state = GAME.from_position(position)
    assert state.snapshot() == at("alms")
    assert from_snapshot(position).digest() == state.digest()


# -- the engine's loops are bounded -------------------------------------------------------------
def test_a_snake_that_would_never_end_stops_with_a_rules_error(monkeypatch):
    state = GAME.from_position(at("alms"))
    monkeypatch.setattr(alms, "next_cells", lambda s: [s.snake[-1] if s.snake else 0])
    state.to_give = 10**6
    state.alms[state.giver] = 10**6
    before = len(state.snake)
    with pytest.raises(RulesError, match="snake"):
        alms.resolve_forced(state)
    assert len(state.snake) - before <= len(state.grid) + 1


def test_a_raider_outside_the_order_stops_with_a_rules_error():
    from glasshut.chickwood import turn

    state = GAME.from_position(at("raid"))
    state.turn = -5
    with pytest.raises(RulesError, match="turn order"):
        turn.prepare_raider(state)


def test_the_match_keeps_its_state_when_the_rules_stop(monkeypatch):
    match = Match.from_position("chickwood", at("alms"))
    match.state.to_give = match.state.alms[match.state.giver] = 10**6  # a snake without end
    before, legal = match.digest(), match.legal_actions()
    monkeypatch.setattr(alms, "next_cells", lambda s: [s.snake[-1] if s.snake else 0])
    with pytest.raises(RulesError):
        match.play(match.legal_actions()[0])
    monkeypatch.undo()
    assert match.digest() == before
    assert match.legal_actions() == legal
