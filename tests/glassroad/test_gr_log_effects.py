"""Glass Road's log names every change a move makes: goods on both wheels, the wheels'
turns, landscape, Buildings and points, of every seat, in that move's own log line.

Whole games are played through a Match by bots (a sample of seeds, 1 to 4 players);
before and after each move the table is read through the state's public fields and
`scores()`, and what changed is looked for in the move's log line, in English: a
good's signed amount ("+2 Wood", "−1 Food (Glassworks)") once the wheel's stated turns
("the Glassworks turns 2 times") are taken out, a changed space by its row and
column, a Building by its name, a new total as "now N points".
"""

from __future__ import annotations

import re

import pytest
from grhelper import NAMES, alone, new

from glasshut.bots import Greedy, RandomBot
from glasshut.common.i18n import number
from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.glassroad import GAME, data
from glasshut.glassroad.texts import GOOD_NAMES, WHEEL_NAMES, building_name, space


def table(state) -> list[dict]:
    """Each seat's goods, landscape, Buildings and points; last, the Building board."""
    scores = {s.seat: s.total for s in state.scores()}
    board = sorted(b for row in state.rows.values() for b in row if b)
    return [
        {
            "wheels": {w: dict(g) for w, g in p.wheels.items()},
            "cells": list(p.cells),
            "forests": [tuple(f) for f in p.forests],
            "upgrades": dict(p.upgrades),
            "offer": sorted(p.offer),
            "points": scores[seat],
        }
        for seat, p in enumerate(state.players)
    ] + [{"board": board}]


def _turns(text: str, wheel: str) -> int:
    """How often the line says the wheel turned (0 if it does not say)."""
    found = re.search(rf"the {WHEEL_NAMES[wheel]} turns(?: (\d+) times)?:", text)
    if not found:
        return 0
    return int(found.group(1) or 1)


def _named(word: str, text: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(word)}", text) is not None


def unnamed(state, before: list[dict], after: list[dict], text: str, mover: int) -> list[str]:
    """Every change between `before` and `after` that `text` does not tell."""
    missing = []
    # A Building taken from the board is named (one that came onto it is a refill).
    for b in set(before[-1]["board"]) - set(after[-1]["board"]):
        if not _named(building_name(b), text):
            missing.append(f"{b} taken from the board, not named")
    for seat, (old, new_) in enumerate(zip(before[:-1], after[:-1], strict=True)):
        if old == new_:
            continue
        if seat != mover and state.seats[seat].name not in text:
            missing.append(f"seat {seat} changed but is not named")
        for w in data.WHEELS:
            turns = _turns(text, w)
            refined = data.WHEEL_REFINED[w]
            for good, now in new_["wheels"][w].items():
                made = turns if good == refined else -turns
                delta = now - old["wheels"][w][good] - made
                name = GOOD_NAMES[good]
                if good in data.SHARED_GOODS:
                    name = f"{name} ({WHEEL_NAMES[w]})"
                if delta and (("+" if delta > 0 else "−") + f"{abs(delta)} {name}") not in text:
                    missing.append(f"{w}.{good} {delta:+d}")
        gone = [f for f in old["forests"] if f not in new_["forests"]]
        for cell, (was, now) in enumerate(zip(old["cells"], new_["cells"], strict=True)):
            if was == now:
                continue
            pair = next((f for f in gone if cell in f), (cell,))
            if not any(space(c) in text for c in pair):
                missing.append(f"cell {cell}: {was!r} -> {now!r} at no named space")
            if now in data.BUILDINGS and not _named(building_name(now), text):
                missing.append(f"Building {now} not named")
            if now in ("pit", "grove", "pond") and not _named(now.capitalize(), text):
                missing.append(f"tile {now} not named")
        for start, b in new_["upgrades"].items():
            if b != old["upgrades"][start] and not _named(building_name(b), text):
                missing.append(f"upgrade {b} not named")
        for b in set(old["offer"]) ^ set(new_["offer"]):
            if not _named(building_name(b), text):
                missing.append(f"private offer {b} not named")
        if new_["points"] != old["points"]:
            points = number(new_["points"], "en")
            if f"now {points} point" not in text:
                missing.append(f"points {old['points']} -> {points}")
    return missing


def play_checked(match: Match, pick) -> int:
    """Play `match` to its end with `pick(state, seat, move)`; check every move's line."""
    moves = 0
    while not match.is_over():
        state = match.state
        seat = state.to_move()
        before = table(state)
        entry = match.play(pick(state, seat, moves))
        missing = unnamed(match.state, before, table(match.state), entry.text, seat)
        assert not missing, (entry.action, entry.text, missing)
        moves += 1
    return moves


def random_pick(state, seat, move):
    return RandomBot(state, seat, seed=move).run()


def greedy_pick(state, seat, move):
    return Greedy(state, seat, seed=move, samples=1, trials=12, horizon=1).run()


def _match(n: int, seed: int, **options) -> Match:
    return Match.new("glassroad", seed, [Seat(NAMES[i]) for i in range(n)], options)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_change_of_random_games_is_in_the_log(n):
    moves = 0
    for seed in range(10):
        moves += play_checked(_match(n, 100 * n + seed, long=n > 1 and seed % 3 == 0,
                                   intro=seed % 4 == 1), random_pick)
    assert moves > 500  # whole games were played


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_change_of_a_greedy_game_is_in_the_log(n):
    assert play_checked(_match(n, 40 + n), greedy_pick) > 50


def test_the_sheds_glass_and_the_points_it_brings_are_in_the_log():
    st = new(3)
    alone(st, "cultivator")
    player = st.players[0]
    for row in st.rows.values():
        if "shed" in row:
            row[row.index("shed")] = ""
    for stack in st.stacks.values():
        if "shed" in stack:
            stack.remove("shed")
    player.offer.append("shed")
    player.wheels["g"].update(wood=3, glass=0)
    st._cache = None
    match = Match(GAME, st)
    match.play("ability:2")  # the Cultivator's building
    match.play("build:shed")
    entry = match.play("at:9")
    # The Shed is worth 1 point; the Start buildings score nothing here.
    assert entry.text == "Mary places the Shed at row 2, column 5 → +1 Glass; now 1 point."


def test_a_wheel_turn_is_told_with_what_it_made():
    st = new(3)
    alone(st, "water_carrier")
    # Every basic good of the Glassworks above 0 but the Quartz sand: 1 Sand turns it.
    st.players[0].wheels["g"].update(sand=0, food=1, charcoal=1, water=1, wood=1, glass=0)
    st._cache = None
    match = Match(GAME, st)
    before = table(st)
    entry = match.play("ability:2:-b")  # the Food fee from the Brickworks; 2 Water, 1 Sand
    assert entry.text.endswith(
        "→ +1 Quartz sand, +2 Water, −1 Food (Brickworks); the Glassworks turns: +1 Glass,"
        " its basic goods −1; now 1 point."
    )
    assert not unnamed(st, before, table(st), entry.text, 0)
    assert st.players[0].wheels["g"] == {
        "sand": 0, "food": 0, "charcoal": 0, "water": 2, "wood": 0, "glass": 1}


def test_a_move_that_changes_nothing_keeps_its_sentence():
    match = _match(3, 5, start_player=0)
    entry = match.play("choose:woodcutter")
    assert entry.text == "Mary chooses a Specialist in secret (1 of 5)."


def test_the_new_period_and_its_start_player_are_told():
    match = _match(2, 8, start_player=0)
    texts = []
    while match.state.period == 1:
        seat = match.to_move()
        texts.append(match.play(random_pick(match.state, seat, len(texts))).text)
    assert "period 2 begins, Adele starts." in texts[-1]


def test_a_loaded_save_tells_the_same_changes():
    match = _match(3, 21, start_player=0)
    for move in range(200):
        match.play(random_pick(match.state, match.to_move(), move))
    again = Match.from_save(match.to_save())
    assert [e.text for e in again.log] == [e.text for e in match.log]
    assert sum("→" in e.text for e in match.log) > 25
