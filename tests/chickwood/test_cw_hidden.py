"""Hidden information: hands, face-down cards and the deck stay secret in views, logs
and bots' worlds; `determinize` deals the unseen cards again."""

import json
import re

import pytest
from cwhelp import card, check, fresh, raid_position

from glasshut.chickwood import data
from glasshut.core.rng import Rng

NAMES = {kind: row.name for kind, row in data.KINDS.items()}


def positions(n, seed, legendary, every=3):
    state = fresh(n, seed, legendary)
    pick = Rng(seed + 99)
    k = 0
    while not state.is_over():
        if k % every == 0:
            yield state
        legal = state.legal_actions()
        state.apply(legal[pick.randbelow(len(legal))])
        k += 1


def named(sentence):
    return {kind for kind, name in NAMES.items() if re.search(rf"\b{re.escape(name)}\b", sentence)}


@pytest.mark.parametrize("n, legendary", [(2, False), (3, True), (5, True)])
def test_a_view_shows_only_what_its_seat_may_see(n, legendary):
    for state in positions(n, 40 + n, legendary):
        for seat in [*range(n), None]:
            view = state.view(seat)
            json.dumps(view)
            assert view["hand"] == (state.hands[seat] if seat is not None else None)
            assert "hands" not in view and isinstance(view["deck"], int)
            for castle in view["castles"]:
                for shown, played in zip(castle["cards"], state.at_castle[castle["value"]],
                                         strict=True):
                    secret = not played.face_up and played.owner != seat and not (
                        seat is not None and played.seen >> seat & 1)
                    assert (shown["card"] is None) == secret
            for shown, played in zip(view["set_aside"], state.set_aside, strict=True):
                assert (shown["card"] is None) == (not played.visible_to(seat))


@pytest.mark.parametrize("n, legendary", [(2, True), (4, False), (5, True)])
def test_determinize_redeals_the_unseen_cards_and_keeps_the_view(n, legendary):
    rng = Rng(3)
    changed = 0
    for state in positions(n, 60 + n, legendary, every=5):
        for seat in [*range(n), None]:
            world = state.determinize(seat, rng)
            assert world.view(seat) == state.view(seat)
            check(world)
            changed += world.deck != state.deck
            if seat is not None:
                assert world.hands[seat] == state.hands[seat]
    assert changed  # the unseen cards really move


def test_a_face_down_play_is_logged_without_its_card():
    state = fresh(3, seed=5)
    seen_down = 0
    while state.phase == "scout":
        seat = state.to_move()
        action = state.legal_actions()[0]
        sentence = state.describe(action)
        kind = action.split(":")[1].split("@")[0]
        if data.banner(state.top_castle(seat), 3)[state.plays[seat]] == "D":
            assert "face down" in sentence and not named(sentence)
            seen_down += 1
        else:
            assert NAMES[kind] in sentence
        state.apply(action)
    assert seen_down


@pytest.mark.parametrize("n, legendary", [(3, True), (5, False)])
def test_log_sentences_name_only_face_up_loot(n, legendary):
    for state in positions(n, 70 + n, legendary, every=1):
        for action in state.legal_actions():
            sentence = state.describe(action)
            assert sentence.endswith((".", "?"))
            if action.startswith(("raid:", "key:")):
                shown = {p.kind for cards in state.at_castle for p in cards if p.face_up}
                assert named(sentence) <= shown | {"key"}, sentence


def test_the_log_tells_the_steps_the_rules_take_by_themselves():
    state = raid_position(2)  # castles 1-3, two raiders
    first, second = state.order
    state.deck.remove("ring")
    state.at_castle[3] = [card("ring", first, face_up=False)]
    state.piles[2] = 0  # castle 2 is out: the second raider can only take castle 3
    sentence = state.describe("raid:1")
    name = state.name(second)
    assert sentence.startswith(f"{state.name(first)} raids castle 1, which has no loot.")
    assert "Round 1 ends; new hands are dealt." in sentence
    assert f"{name} raids castle 3 and takes 1 face-down card." in sentence
    assert "ring" not in sentence
    assert state.round == 1 and state.phase == "raid"  # describing changed nothing
