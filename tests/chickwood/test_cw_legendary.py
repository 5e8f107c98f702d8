"""The Legendary variant (rulebook lines 1161-1201): each card's effect."""

from cwhelp import card, check, fresh, raid_position

from glasshut.chickwood import legendary


def give(state, seat, kind, count=1):
    """Move a card from the deck (or a hand) into a seat's collection."""
    for _ in range(count):
        if kind in state.deck:
            state.deck.remove(kind)
        else:
            next(h for h in state.hands if kind in h).remove(kind)
        state.loot[seat][kind] = state.loot[seat].get(kind, 0) + 1


def test_the_spy_glass_looks_at_one_castles_face_down_cards_before_the_raids():
    state = fresh(3, seed=8, legendary=True)
    spy = state.order[2]
    give(state, spy, "spyglass")
    while state.phase == "scout":
        seat = state.to_move()
        state.apply(f"play:{state.hands[seat][0]}@3")
    assert state.phase == "spy" and state.to_move() == spy
    others_hidden = [p for p in state.at_castle[3] if not p.face_up and p.owner != spy]
    assert others_hidden
    assert state.legal_actions() == ["spy:none", "spy:3"]
    reveals = state.reveals
    before = state.view(spy)["castles"][2]["cards"]
    assert any(c["card"] is None for c in before)
    state.apply("spy:3")
    assert state.reveals == reveals + 1
    seen = state.view(spy)["castles"][2]["cards"]
    assert [c["card"] for c in seen] == [p.kind for p in state.at_castle[3]]
    assert state.view(spy)["spied"] == 3
    viewer = next(s for s in range(3) if s != spy)
    assert any(c["card"] is None for c in state.view(viewer)["castles"][2]["cards"])
    assert state.view(viewer)["spied"] == 0
    assert state.phase == "raid"  # once a round: the raids begin
    check(state)


def test_no_spy_step_when_there_is_nothing_hidden_from_the_holder():
    state = fresh(3, seed=8, legendary=True)
    give(state, state.order[0], "spyglass")
    state.castles = [[1] for _ in range(3)]  # every banner face up: nothing hidden
    while state.phase == "scout":
        state.apply(state.legal_actions()[0])
    assert state.phase == "raid"


def key_position():
    state = raid_position(3, legendary=True)
    first, second, third = state.order
    give(state, third, "key")
    state.deck.remove("gold")
    state.at_castle[3] = [card("gold", 1)]
    return state, first, second, third


def test_the_key_sends_a_raider_to_another_castle_of_their_choice_once_per_game():
    state, first, second, third = key_position()
    state.apply("raid:3")
    assert state.phase == "key" and state.to_move() == third
    assert state.legal_actions() == ["key:allow", "key:force"]
    state.apply("key:force")
    assert state.to_move() == first and state.legal_actions() == ["raid:1", "raid:2", "raid:4"]
    assert "key" in state.boxed and "key" not in state.loot[third] and state.key_used
    state.apply("raid:4")
    assert state.castles[first][-1] == 4 and state.loot[first] == {}
    state.apply("raid:3")  # the Key is gone: no one is asked any more
    assert state.loot[second] == {"gold": 1}
    check(state)


def test_the_key_holder_may_let_the_raid_happen():
    state, first, _, third = key_position()
    state.apply("raid:3")
    state.apply("key:allow")
    assert state.loot[first] == {"gold": 1} and state.loot[third] == {"key": 1}
    assert state.to_move() != third or state.phase == "raid"


def test_the_key_is_not_asked_for_its_holders_own_raid_or_a_forced_last_raid():
    state, first, second, third = key_position()
    state.apply("raid:1")
    state.apply("key:allow")
    state.apply("raid:2")
    state.apply("key:allow")
    # The holder raids last with two castles left: nobody else holds the Key.
    assert state.to_move() == third and state.phase == "raid"
    state.apply("raid:3")
    assert state.loot[third] == {"key": 1, "gold": 1}
    state = raid_position(3, legendary=True)
    first, second, third = state.order
    give(state, first, "key")
    state.piles[4] = 0  # castles 1-3 only
    state.apply("raid:1")  # the holder's own raid: nobody is asked
    assert state.to_move() == second and state.phase == "raid"
    state.apply("raid:2")  # two castles open for the second raider: the holder is asked
    assert state.phase == "key" and state.to_move() == first
    state.apply("key:allow")  # the third raider has only castle 3: no Key, no question
    assert state.round == 2 and state.castles[third][-1] == 3


def final_position(**cards):
    state = fresh(3, seed=12, legendary=True)
    for kind, seat in cards.items():
        give(state, seat, kind)
    return state


def test_the_travelling_entertainers_swap_any_two_alms():
    state = final_position(entertainers=0)
    state.grid = ["small", "medium", "large", "forest", "small", "small", "medium", "large",
                  "forest"]
    state.spaces[0] = [1, 2]  # small a1: 2 wins (later) 6, 1 gets 3
    state.spaces[2] = [0]
    state.alms = [14, 14, 14]
    legendary.start_final(state)
    assert state.phase == "entertainers" and state.to_move() == 0
    assert state.legal_actions() == ["swap:none", "swap:a1.0", "swap:a1.1", "swap:c1.0"]
    state.apply("swap:c1.0")
    assert state.legal_actions() == ["swap-with:a1.0", "swap-with:a1.1"]
    state.apply("swap-with:a1.1")
    assert state.spaces[0] == [1, 0] and state.spaces[2] == [2]
    villages = {s.seat: s.lines[-1].points for s in state.scores()}
    assert villages == {0: 6, 1: 3, 2: 0}
    assert state.is_over()


def test_the_golden_arrow_trades_one_treasure_with_another_players():
    state = final_position(arrow=0, gold=0, ring=1)
    give(state, 2, "gold")
    legendary.start_final(state)
    assert state.phase == "arrow"
    assert state.legal_actions() == ["arrow:none", "arrow:gold"]
    state.apply("arrow:gold")
    assert state.legal_actions() == ["arrow-take:1:ring"]  # another gold would change nothing
    state.apply("arrow-take:1:ring")
    assert state.loot[0] == {"arrow": 1, "ring": 1} and state.loot[1] == {"gold": 1}
    assert state.is_over()


def test_the_fake_beard_hands_a_henchman_to_another_player():
    state = final_position(beard=1)
    give(state, 1, "henchman", 2)
    legendary.start_final(state)
    assert state.legal_actions() == ["beard:none", "beard:0", "beard:2"]
    state.apply("beard:2")
    assert state.loot[1]["henchman"] == 1 and state.loot[2] == {"henchman": 1}
    assert state.is_over()


def test_the_end_cards_act_in_order_and_only_when_they_could_change_something():
    state = final_position(entertainers=2, arrow=1, beard=0, silver=1, pendant=2)
    give(state, 0, "henchman")
    state.spaces[0] = [0]
    state.spaces[1] = [1]
    legendary.start_final(state)
    phases = []
    while not state.is_over():
        phases.append((state.phase, state.to_move()))
        state.apply(state.legal_actions()[0])  # the "none" of each card
    assert phases == [("entertainers", 2), ("arrow", 1), ("beard", 0)]
    state = final_position(beard=0, arrow=1)  # no henchman to give, no treasure to trade
    legendary.start_final(state)
    assert state.is_over()
