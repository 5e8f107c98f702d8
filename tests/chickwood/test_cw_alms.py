"""Giving alms (rulebook lines 908-945): a snake through orthogonally adjacent villages,
one alms per village per round, in its first free space."""

from cwhelp import card, grid, raid_position

from glasshut.chickwood import alms, data

# The first two examples' layout: forests in the middle and at the left of the middle
# row, villages everywhere else (a1 is the top left, c3 the bottom right).
EXAMPLE = grid("small medium large", "forest forest small", "large medium small")


def snake_position(gift_cards, layout=EXAMPLE, n=3):
    """The first raider is about to raid castle 3, where benefactors wait."""
    state = raid_position(n)
    state.grid = list(layout)
    state.spaces = [[] for _ in layout]
    state.at_castle[3] = [card(kind, 1) for kind in gift_cards]
    return state


def test_five_alms_from_the_bottom_middle_to_the_top_middle():
    # Example 1: benefactors worth 5; starting at the bottom middle the snake passes
    # bottom right, middle right, top right and ends at the top middle.
    state = snake_position(["alms2", "alms2", "alms1"])
    giver = state.to_move()
    state.apply("raid:3")
    assert state.phase == "alms" and state.to_give == 5
    assert state.legal_actions() == [f"alms:{c}" for c in ("a1", "b1", "c1", "c2", "a3",
                                                          "b3", "c3")]
    state.apply("alms:b3")
    assert state.legal_actions() == ["alms:a3", "alms:c3"]
    state.apply("alms:c3")  # from here the way is forced: c2, c1, b1
    given = [data.cell_name(c) for c, cell in enumerate(state.spaces) if giver in cell]
    assert sorted(given) == ["b1", "b3", "c1", "c2", "c3"]
    assert state.alms[giver] == 10
    assert state.phase == "raid" and state.to_move() != giver


def test_four_alms_when_the_snake_is_stopped_and_the_fifth_stays_in_store():
    # Example 2: starting at the middle right and going down, the snake reaches the
    # bottom left after four villages and can go no further; one alms stays.
    state = snake_position(["alms3", "alms2"])
    giver = state.to_move()
    state.apply("raid:3")
    state.apply("alms:c2")
    assert state.legal_actions() == ["alms:c1", "alms:c3"]
    state.apply("alms:c3")  # then b3 and a3 by themselves
    given = sorted(data.cell_name(c) for c, cell in enumerate(state.spaces) if giver in cell)
    assert given == ["a3", "b3", "c2", "c3"]
    assert state.alms[giver] == 11


def test_a_snake_cannot_cross_a_forest():
    # Example 3: from the middle right, the top middle is only reachable through the
    # top right, never through the forest in the middle.
    state = snake_position(["alms3"])
    state.apply("raid:3")
    state.apply("alms:c2")
    assert "alms:b2" not in state.legal_actions()
    assert "alms:b1" not in state.legal_actions()
    assert alms.neighbours(data.cell_index("c2"), 9) == [2, 4, 8]  # c1, b2, c3


def all_snakes(state):
    """Every set of villages a snake can give to, trying every choice."""
    if state.phase != "alms":
        return [frozenset()]
    found = []
    for action in state.legal_actions():
        after = state.clone()
        giver = state.giver
        before = [len(c) for c in after.spaces]
        after.apply(action)
        given = frozenset(
            c for c, cell in enumerate(after.spaces) if len(cell) > before[c] and giver in cell
        )
        found.append(given)
    return found


def test_a_full_village_blocks_the_way_and_snakes_never_go_diagonally():
    # Example 4: 5 alms cannot reach both large villages (bottom left, top right): the
    # middle village is full and a snake never moves diagonally.
    layout = grid("forest small large", "small medium small", "large medium forest")
    state = snake_position(["alms3", "alms2"], layout)
    middle = data.cell_index("b2")
    state.spaces[middle] = [0, 2, 0, 2, 0]  # all five spaces of the medium village
    state.apply("raid:3")
    bottom_left, top_right = data.cell_index("a3"), data.cell_index("c1")
    snakes = all_snakes(state)
    assert snakes and not any({bottom_left, top_right} <= s for s in snakes)
    state.apply("alms:a2")
    assert state.phase == "raid"  # from a2 the way on is only b2 (full) or a1 (forest)
    assert data.cell_index("b1") not in alms.neighbours(data.cell_index("a2"), 9)


def test_alms_fill_the_first_free_space_and_a_village_once_per_round():
    state = snake_position(["alms3"])
    giver = state.to_move()
    state.spaces[0] = [2]  # the small village a1 has one alms already: one space left
    state.apply("raid:3")
    state.apply("alms:a1")
    assert state.spaces[0] == [2, giver]
    assert "alms:a1" not in state.legal_actions()  # full now, and visited anyway


def test_the_store_limits_the_gift_and_an_empty_store_gives_nothing():
    state = snake_position(["alms3", "alms3"])
    giver = state.to_move()
    state.alms[giver] = 2  # 13 alms given in earlier rounds
    state.apply("raid:3")
    assert state.to_give == 2
    state = snake_position(["alms3"])
    giver = state.to_move()
    state.alms[giver] = 0
    state.apply("raid:3")
    assert state.phase == "raid" and state.to_move() != giver  # nothing to give


def test_benefactors_are_set_aside_once_their_alms_are_given():
    state = snake_position(["alms1", "gold"])
    giver = state.to_move()
    state.apply("raid:3")
    state.apply("alms:a1")
    assert state.loot[giver] == {"gold": 1}
    assert state.spent == ["alms1"]
