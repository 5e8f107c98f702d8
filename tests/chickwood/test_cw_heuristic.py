"""The bots' evaluation looks ahead to this round's raids."""

from cwhelp import card, raid_position

from glasshut.chickwood import heuristic


def test_the_first_raider_is_expected_to_take_the_richest_castle():
    state = raid_position(3)
    first, second, third = state.order
    state.at_castle[2] = [card("ring", 0), card("ring", 1)]  # 8 glory + castle 2
    state.at_castle[4] = [card("henchman", 2)] * 3  # -9 + castle 4
    now = [s.total for s in state.scores()]
    totals = heuristic.projected(state, 0)
    assert totals[first] == now[first] + 8 + 2
    assert totals[second] == now[second] + 3  # castle 3 beats 1 and the henchmen
    assert totals[third] == now[third] + 1  # castle 1 (1) beats castle 4 (4 - 9)


def test_a_good_card_is_worth_more_where_the_seat_will_raid():
    state = raid_position(3)
    first = state.order[0]
    state.at_castle[4] = [card("ring", first)]
    ring_at_4 = heuristic.evaluate(state, first)
    state.at_castle[4] = [card("henchman", first)]
    henchman_at_4 = heuristic.evaluate(state, first)
    assert ring_at_4 > henchman_at_4


def test_alms_to_give_count_for_the_giver():
    state = raid_position(3)
    giver = state.order[0]
    state.at_castle[1] = [card("alms3", 1)]
    state.apply("raid:1")
    assert state.phase == "alms"
    before = heuristic.projected(state, 0)[giver]
    assert before >= state.scores()[giver].total + 3 * heuristic.ALMS_GLORY


def test_a_face_down_henchman_fools_a_raider_who_cannot_see_it():
    # The bluff: the second raider does not know the face-down card at castle 4 is a
    # henchman, expects an average card there, takes it, and loses 3 glory by it.
    state = raid_position(3)
    first, second, third = state.order
    state.at_castle[4] = [card("henchman", first, face_up=False)]
    now = [s.total for s in state.scores()]
    totals = heuristic.projected(state, first)  # as the bluffer sees it
    assert totals[first] == now[first] + 3  # the first raider knows: castle 3
    assert totals[second] == now[second] + 4 - 3  # castle 4 with the henchman
    # The third player cannot tell either: to them it is an average card.
    assert heuristic.projected(state, third)[second] == now[second] + 4 + heuristic.UNSEEN_CARD
    state.at_castle[4][0].face_up = True  # face up, nobody is fooled
    assert heuristic.projected(state, first)[second] == now[second] + 2
