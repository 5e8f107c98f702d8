"""Scouting (rulebook lines 858-892): one hand card per turn in front of any castle,
face up or down as the banner of one's own castle orders."""

import pytest
from cwhelp import card, fresh

from glasshut.chickwood import data


def play_first(state, castle):
    seat = state.to_move()
    kind = state.hands[seat][0]
    state.apply(f"play:{kind}@{castle}")
    return seat, kind


def test_banner_example_castle_4_plays_up_then_down_then_down():
    # Holding castle 4: the first card of the round goes face up, the second and the
    # third face down.
    state = fresh(3, seed=5)
    owner = next(s for s in range(3) if state.top_castle(s) == 4)
    faces = []
    while any(state.hands):
        seat, _ = play_first(state, 3)
        if seat == owner:
            faces.append(state.at_castle[3][-1].face_up)
    assert data.banner(4, 3) == "UDD"
    assert faces == [True, False, False]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_banner_is_followed_for_every_play(n):
    state = fresh(n, seed=11 + n)
    while any(state.hands):
        seat = state.to_move()
        index = state.plays[seat]
        play_first(state, state.castle_values()[-1])
        played = state.at_castle[state.castle_values()[-1]][-1]
        assert played.face_up == (data.banner(state.top_castle(seat), n)[index] == "U")


@pytest.mark.parametrize("n, plays", [(2, 4), (3, 3), (4, 3), (5, 3)])
def test_turns_go_round_in_order_until_the_hands_are_empty(n, plays):
    # Everyone plays one card, then the next in turn order; 3 rounds of plays, or 4
    # with two players, empty the hands.
    state = fresh(n, seed=3)
    movers = []
    while state.phase == "scout":
        movers.append(state.to_move())
        play_first(state, state.castle_values()[-1])
    assert movers == state.order * plays
    assert state.phase in ("raid", "spy")


def test_castle_one_takes_two_cards_and_castle_two_three():
    state = fresh(4, seed=2)
    for _ in range(2):
        play_first(state, 1)
    assert not any(a.endswith("@1") for a in state.legal_actions())
    for _ in range(3):
        play_first(state, 2)
    legal = state.legal_actions()
    assert not any(a.endswith("@2") for a in legal)
    assert any(a.endswith("@3") for a in legal)


def test_when_every_castle_is_full_the_limits_give_way():
    # chosen: only castles 1 and 2 left in play and both full: a card may go to either.
    state = fresh(3, seed=2)
    state.piles[3] = state.piles[4] = 0
    state.at_castle[1] = [card("ring", 1), card("ring", 1)]
    state.at_castle[2] = [card("ring", 1)] * 3
    kinds = dict.fromkeys(state.hands[state.to_move()])
    assert state.legal_actions() == [f"play:{k}@{v}" for k in kinds for v in (1, 2)]


def test_a_card_can_go_to_any_castle_in_play_and_only_from_the_hand():
    state = fresh(5, seed=4)
    seat = state.to_move()
    expected = [f"play:{k}@{v}" for k in dict.fromkeys(state.hands[seat]) for v in range(1, 7)]
    assert state.legal_actions() == expected
    state.piles[6] = 0  # an empty pile: that castle is out of the game
    assert not any(a.endswith("@6") for a in state.legal_actions())
