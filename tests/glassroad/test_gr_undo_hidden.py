"""Glass Road: undo never crosses what a move told its player about hidden cards.

With two players a card played face up is checked against the other hand ("one
ability" or "both abilities"), and a step that ends a card's resolution can play the
other seat's last card by itself. Were either undoable, a player could play each card
of their hand, read the turn line, take it back and so learn the other hand.
"""

from glasshut.core.game import Seat
from glasshut.core.hidden import find_undo_leaks
from glasshut.core.match import Match
from glasshut.core.rng import Rng


def duel(seed: int) -> Match:
    match = Match.new("glassroad", seed, [Seat("Ann"), Seat("Bob")], {"start_player": 0})
    while match.state.phase == "choose":
        # Ann takes the first five Specialists, Bob the third to seventh: three alike.
        match.play(match.legal_actions()[0 if match.to_move() == 0 else 2])
    return match


def test_a_card_played_face_up_with_two_players_cannot_be_taken_back():
    match = duel(777)
    seat = match.to_move()
    hand = [a for a in match.legal_actions() if a.startswith("play:")]
    assert len(hand) == 5
    alone = []
    for action in hand:  # the probe: each card in turn, read the turn line, take it back
        probe = Match.from_save(match.to_save())
        probe.play(action)
        alone.append(probe.view(seat)["current"]["both"])
        assert not probe.can_undo(seat), action
        assert "drawn or revealed" in probe.undo_blocker(seat)
    assert alone == [False, True, False, True, False]  # Bob holds three of them


def test_a_step_that_plays_the_other_seats_last_card_by_itself_cannot_be_taken_back():
    found = 0
    for seed in range(6):
        match = Match.new("glassroad", seed, [Seat("Ann"), Seat("Bob")], {"start_player": 0})
        pick = Rng(seed)
        while not match.is_over():
            seat = match.to_move()
            legal = match.legal_actions()
            action = legal[pick.randbelow(len(legal))]
            played = len(match.state.players[1 - seat].played)
            match.play(action)
            if not action.startswith("play:") and len(
                    match.state.players[1 - seat].played) > played:
                assert not match.can_undo(seat), (seed, len(match.actions), action)
                found += 1
    assert found >= 3


def test_no_undoable_move_depends_on_cards_hidden_from_its_player():
    for players, options in ((1, None), (2, None), (2, {"intro": True}), (3, None),
                             (4, {"long": True})):
        report = find_undo_leaks("glassroad", players, range(3), options=options)
        assert not report.leaks, report.leaks[:5]
        assert report.undoable > 100
        if players > 1:  # the other hands were really dealt otherwise
            assert report.redealt > report.undoable
