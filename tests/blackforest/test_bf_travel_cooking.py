"""Paying for travel can turn the Cooking wheel, and that turn eats a porridge, a meat
and a charcoal the visit may still need. A move is offered only when some way of paying
its provisions leaves the visit, and the pawns already there, payable; the payment then
offers only such ways. Before, a bot game reached a move that could not be finished and
the engine stopped with a rules error."""

import json
from pathlib import Path

from bfhelper import new_game

from glasshut.blackforest import GAME
from glasshut.core.game import RulesError
from glasshut.core.rng import Rng

HERE = Path(__file__).parent


def test_the_position_that_stopped_a_game_shows_the_cooking_wheel_eating_the_charcoal():
    # Seat 0 moved 2 paths to a village holding one other pawn (1 resource owed) with
    # 1 charcoal, its Cooking wheel one provision short of turning.
    st = GAME.from_position(json.loads((HERE / "travel_cooks_position.json").read_text()))
    seat = st.to_move()
    assert st.players[seat].totals()[3] == 1  # charcoal before paying
    for totals in st._totals_after_travel(seat, 2).values():
        assert totals[3] == 0  # whichever marker pays, the wheel turns and takes it
    assert st._travel_splits_that_visit(seat, 2, 1) == []  # so this move was never legal


def finish_move(st, seat, depth=0):
    """Every way of answering the payments of a move, until the seat acts; raises
    RulesError if one of them cannot be finished."""
    legal = st.legal_actions()
    if st.to_move() != seat or not any(a.startswith(("pay ", "decline")) for a in legal):
        return 1
    ways = 0
    for action in legal:
        branch = st.clone()
        branch.apply(action)
        ways += finish_move(branch, seat, depth + 1)
    return ways


def test_every_move_offered_in_seeded_games_can_be_paid_for_every_way_offered():
    checked = 0
    # 3 players, seed 42 reached a move that could not be paid for before the fix.
    for players, seed in ((2, 1), (2, 2), (3, 42), (4, 1)):
        st = new_game(players, seed)
        pick = Rng(seed)
        for _ in range(1500):
            if st.is_over():
                break
            legal = st.legal_actions()
            seat = st.to_move()
            for action in legal:
                if action.startswith("move "):
                    branch = st.clone()
                    try:
                        branch.apply(action)
                        finish_move(branch, seat)
                    except RulesError as exc:  # pragma: no cover - the failure's message
                        raise AssertionError(f"{players}p seed {seed}: {action}: {exc}") from exc
                    checked += 1
            st.apply(pick.choice(legal))
    assert checked > 1000


def test_no_village_visit_costs_provisions():
    # The move check reuses the slacks from before the travel payment when the wheel
    # does not turn: that holds only while no Tradesperson or village Job costs any.
    from glasshut.blackforest import data

    for name, options in data.TRADESPEOPLE.items():
        for cost, _ in options.values():
            assert "provisions" not in cost, name
    for name, job in data.JOBS.items():
        if job[0] != "loc":
            assert "provisions" not in job[1], name
