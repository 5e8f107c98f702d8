"""Glass Road in a Match: undo stays within a seat's own steps and stops at every reveal."""

from glasshut.core.game import Seat
from glasshut.core.match import Match


def test_undo_takes_back_own_steps_but_never_a_reveal_and_saves_replay():
    match = Match.new("glassroad", 9, [Seat("Ann"), Seat("Bob"), Seat("Cy")], {"start_player": 0})
    match.play("choose:woodcutter")
    match.play("choose:supplier")
    assert match.can_undo(0)
    match.undo(0)
    assert match.state.players[0].chosen == ["woodcutter"]
    for card in ("supplier", "cultivator", "builder", "clay_worker"):
        match.play(f"choose:{card}")
    assert match.to_move() == 1
    match.play("choose:pit_worker")
    assert not match.can_undo(0)  # another seat has acted since
    while match.state.phase == "choose":
        match.play(match.legal_actions()[0])
    while match.state.phase == "pick":
        match.play(next(a for a in match.legal_actions() if a.startswith("pick:")))
    # The last face-down card triggered the first reveal: it cannot be taken back.
    assert match.state.phase == "reveal"
    last = match.log[-1].seat
    assert not match.can_undo(last)
    again = Match.from_save(match.to_save())
    assert again.digest() == match.digest()
