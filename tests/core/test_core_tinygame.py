"""Tiny Race, the example game: its rules, hidden information and scoring."""

import json

import pytest
from tinyplay import HUMANS, random_match

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.core.registry import get_game
from glasshut.core.tinygame import TinyGame


def test_registered_and_described():
    game = get_game("tiny")
    assert isinstance(game, TinyGame) and game.title == "Tiny Race"
    assert (game.min_seats, game.max_seats, game.rules_version) == (1, 4, 1)


def test_setup_deals_two_hidden_cards_from_a_shuffled_deck():
    state = Match.new("tiny", 8, HUMANS).state
    cards = sorted(state.deck + [c for h in state.hands for c in h])
    assert cards == [1] * 4 + [2] * 4 + [3] * 4
    assert [len(h) for h in state.hands] == [2, 2, 2, 2]
    assert state.rng.draws > 0 and state.reveals == 0
    hands = {tuple(tuple(h) for h in Match.new("tiny", s, HUMANS).state.hands) for s in range(8)}
    assert len(hands) > 4  # the seed matters


def test_views_hide_other_hands_and_uncommitted_bids():
    match = Match.new("tiny", 8, HUMANS)
    for _ in range(4):
        match.play("roll")
    match.play(match.legal_actions()[-1])  # Ann commits her highest card
    ann_bid = int(match.actions[-1][4:])
    for seat in range(4):
        view = match.view(seat)
        assert view["hand"] == match.state.hands[seat]
        assert view["bids"] == [ann_bid if seat == 0 else "hidden", None, None, None]
        json.dumps(view)  # JSON-compatible
        # Nothing else in a view can carry a card: others' hands show only as sizes.
        assert set(view) == {
            "round",
            "rounds",
            "phase",
            "to_move",
            "target",
            "positions",
            "steps",
            "deck",
            "hand_sizes",
            "hand",
            "bids",
        }
        assert view["hand_sizes"] == [len(h) for h in match.state.hands]
    spectator = match.view(None)
    assert spectator["hand"] is None and spectator["bids"][0] == "hidden"
    json.dumps(match.state.snapshot())


def test_bids_are_revealed_together_and_move_everyone():
    match = Match.new("tiny", 8, HUMANS)
    for _ in range(4):
        match.play("roll")
    before = list(match.state.pos)
    reveals = match.state.reveals
    bids = []
    for _ in range(4):
        match.play(match.legal_actions()[0])
        bids.append(int(match.actions[-1][4:]))
    assert match.state.reveals == reveals + 1
    assert match.state.pos == [p + b for p, b in zip(before, bids, strict=True)]
    assert match.state.round == 2 and match.to_move() == 1  # the first player rotates


def test_empty_hand_means_a_forced_zero_bid():
    match = Match.new("tiny", 2, (Seat("Solo"),), {"rounds": 9, "target": 99})
    while match.state.hands[0] or match.state.phase != "bid":
        legal = match.legal_actions()
        match.play("roll" if match.state.phase == "turn" else legal[0])
    assert match.legal_actions() == ["bid:0"]


def test_turn_offers_at_most_two_steps():
    match = Match.new("tiny", 2, HUMANS)
    assert match.legal_actions() == ["step", "roll", "end"]
    match.play("step")
    match.play("step")
    assert match.legal_actions() == ["roll", "end"]


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_random_games_end_within_the_round_limit(n):
    for seed in range(15):
        match = random_match(seed, seats=HUMANS[:n])
        state = match.state
        assert match.is_over() and state.round <= state.rounds
        assert len(match.actions) <= state.rounds * 4 * n
        assert state.round == state.rounds or max(state.pos) >= state.target


def test_scores_itemized_and_ranked():
    for seed in range(20):
        match = random_match(seed)
        scores = match.scores()
        assert [s.seat for s in scores] == [0, 1, 2, 3]
        for s in scores:
            assert s.total == sum(line.points for line in s.lines)
            assert [line.label for line in s.lines] == ["Distance", "Reached the target"]
            better = [o for o in scores if o.total > s.total]
            assert s.rank >= len(better) + 1
        assert min(s.rank for s in scores) == 1


def test_ties_share_a_rank_only_when_the_tie_break_ties():
    state = Match.new("tiny", 1, HUMANS).state
    state.pos = [5, 5, 5, 3]
    state.hands = [[1], [3], [1], [3]]
    ranks = [s.rank for s in state.scores()]
    assert ranks == [2, 1, 2, 4]


def test_solo_title():
    match = random_match(3, seats=(Seat("Solo"),), options={"target": 4})
    assert match.is_over() and match.scores()[0].title == "Hare"
    match = random_match(3, seats=(Seat("Solo"),), options={"target": 99, "rounds": 1})
    assert match.scores()[0].title == "Tortoise"
    assert random_match(3, seats=(Seat("Solo"),), moves=1).scores()[0].title == ""


@pytest.mark.parametrize("bad", [0, 100, "5", 2.5, True, None])
def test_options_must_be_small_whole_numbers(bad):
    with pytest.raises(ValueError, match="whole number from 1 to 99"):
        Match.new("tiny", 1, HUMANS, {"target": bad})
