"""Raiding (rulebook lines 894-904) and the end of a round (lines 949-955)."""

from cwhelp import card, raid_position, seats

from glasshut.core.match import Match


def test_a_raid_takes_the_castle_and_all_its_loot_face_up():
    state = raid_position(3)
    raider = state.to_move()
    state.at_castle[3] = [card("gold", 0), card("ring", 1, face_up=False), card("henchman", 2)]
    stack = list(state.castles[raider])
    pile = state.piles[3]
    reveals = state.reveals
    state.apply("raid:3")
    assert state.castles[raider] == stack + [3]  # on top of the old castle
    assert state.piles[3] == pile - 1
    assert state.loot[raider] == {"gold": 1, "ring": 1, "henchman": 1}
    assert state.at_castle[3] == []
    assert state.reveals == reveals + 1  # the face-down ring is now public
    assert state.view(None)["players"][raider]["loot"]["ring"] == 1


def test_a_castle_raided_this_round_is_closed_but_an_empty_one_can_be_raided():
    state = raid_position(3)
    first = state.to_move()
    state.apply("raid:4")  # nobody played a card there: still a legal raid
    assert state.castles[first][-1] == 4 and state.loot[first] == {}
    assert "raid:4" not in state.legal_actions()
    assert state.legal_actions() == ["raid:1", "raid:2", "raid:3"]


def test_the_last_raider_with_one_castle_left_takes_it_by_itself():
    state = raid_position(2)  # castles 1-3, two raiders
    last = state.order[1]
    state.apply("raid:1")
    assert state.to_move() == last
    state.apply("raid:2")
    assert state.castles[last][-1] == 2
    assert state.round == 2


def test_the_new_castles_set_the_next_rounds_order_and_leftovers_are_set_aside():
    # After the raids, loot left at castles goes aside unseen; new hands are dealt and
    # the castles just taken order the new round, lowest first.
    state = raid_position(3)
    state.at_castle[4] = [card("ring", 0, face_up=False)]
    first, second, third = state.order
    state.apply("raid:3")
    state.apply("raid:2")
    assert state.to_move() == third
    state.apply("raid:1")
    assert state.round == 2 and state.phase == "scout"
    assert state.order == [third, second, first]
    assert [p.kind for p in state.set_aside] == ["ring"]
    assert state.view(third)["set_aside"] == [{"card": None, "owner": 0, "face_up": False}]
    assert all(len(h) == 3 for h in state.hands)


def test_the_game_ends_when_the_deck_cannot_give_everyone_a_full_hand():
    state = raid_position(3)
    state.deck = state.deck[:8]  # 8 cards, 9 needed
    for value in (1, 2, 3):
        state.apply(f"raid:{value}")
    assert state.is_over() and state.to_move() is None
    state = raid_position(3)
    state.deck = state.deck[:9]  # exactly enough: one more round
    for value in (1, 2, 3):
        state.apply(f"raid:{value}")
    assert not state.is_over() and state.deck == []


def test_a_raider_with_no_castle_left_takes_nothing():
    # chosen: piles can run out; a raider who finds no castle left keeps their stack.
    state = raid_position(3)
    state.piles[3] = state.piles[4] = 0
    first, second, third = state.order
    state.apply("raid:1")  # the second raider's only castle is 2: taken by itself
    assert state.castles[second][-1] == 2
    assert state.round == 2
    assert len(state.castles[third]) == 1


def test_undo_takes_back_a_card_play_but_never_a_raid_that_reveals():
    match = Match.new("chickwood", 3, seats(3))
    seat = match.to_move()
    match.play(match.legal_actions()[0])
    assert match.can_undo(seat)
    match.undo(seat)
    assert match.to_move() == seat and match.actions == ()
    while match.state.phase == "scout":
        match.play(match.legal_actions()[0])
    if match.state.phase == "spy":  # pragma: no cover - no Spy Glass without the variant
        match.play("spy:none")
    hidden = [v for v in match.state.castle_values()
              if any(not p.face_up for p in match.state.at_castle[v])]
    raider = match.to_move()
    match.play(f"raid:{hidden[0]}")
    assert not match.can_undo(raider)
    assert "revealed" in match.undo_blocker(raider)


def test_new_hands_are_a_reveal_and_a_new_turn_for_undo_and_the_bots():
    state = raid_position(3)
    reveals = state.reveals
    for value in (1, 2, 3):
        state.apply(f"raid:{value}")  # bare castles: nothing turned up until the deal
        assert state.reveals == reveals or value == 3
    assert state.round == 2 and state.reveals == reveals + 1 and state.turn_id() == 2
