"""Options listed when asked for: a decision the state leaves unlisted (its task's
`_open_<task>` said two options at least) lists the same options later, at least two,
for the seat `to_move()` already named, and listing them changes nothing in the state."""

from __future__ import annotations

import pytest

from glasshut.blackforest import GAME
from glasshut.blackforest.state import BlackForestState
from glasshut.core.game import Seat
from glasshut.core.rng import Rng


@pytest.mark.parametrize("players,seed", [(1, 3), (2, 4), (3, 5), (4, 6)])
def test_an_unlisted_decision_lists_two_options_or_more_and_changes_nothing(players, seed):
    st = GAME.new_state(seed, [Seat(f"P{i}") for i in range(players)])
    pick = Rng(seed)
    unlisted = 0
    for _ in range(400):
        if st.is_over():
            break
        if st._legal is None:
            unlisted += 1
            task = st.stack[-1]
            assert task[0] in BlackForestState._OPEN
            seat, digest = st.to_move(), st.digest()
            other = st.clone()
            asked_seat, options = BlackForestState._ASK[task[0]](other, other.stack[-1])
            legal = st.legal_actions()
            assert legal == options and len(legal) >= 2
            assert asked_seat == seat == st.to_move()
            assert st.digest() == digest
        legal = st.legal_actions()
        st.apply(legal[pick.randbelow(len(legal))])
    assert unlisted >= 10  # the turns, actions and ends of turns of a few rounds
