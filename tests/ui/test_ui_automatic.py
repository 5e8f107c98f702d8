"""The steps the rules take by themselves (`State.automatic_action`): The Castles of
Burgundy's roll for a new round is played by the page, only once the turn that ended
the round is ended, and never taken back; bots and tests play it as any action."""

from __future__ import annotations

from apphelp import Page

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.ui.table import asks_to_end_turn


def finish_choice(page: Page) -> str:
    """Workers with a die while one is left, else the end of the turn."""
    legal = page.match.legal_actions()
    return next((a for a in legal if a.endswith(":workers")), "end")


def to_round_end(page: Page) -> int:
    """Two people take workers until a turn ends the round and End turn is asked;
    returns the seat that ended it."""
    for _ in range(40):
        actor = page.match.to_move()
        page.act(finish_choice(page))
        if page.ctl.s.confirm and page.match.state.awaits_roll():
            return actor
        if page.ctl.s.confirm:
            page.click("confirm")
    raise AssertionError("no round ended")


def test_the_round_is_rolled_at_end_turn_and_not_taken_back():
    page = Page().start()
    page.new_game("burgundy", ["Ann", "Bob"], seed=21)
    actor = to_round_end(page)
    match = page.match
    draws, moves = match.state.rng.draws, len(match.actions)
    # Awaiting End turn: nothing is rolled, the round's last die can be taken back,
    # and the screen offers no roll.
    assert match.undo_seat() == actor and "roll" not in page.choices()
    assert "Round 1 is over" in page.app and "once this turn is ended" in page.app
    page.click("undo")
    assert len(match.actions) == moves - 1 and not page.ctl.s.confirm
    page.act(finish_choice(page))
    assert page.ctl.s.confirm and match.state.awaits_roll() and match.state.rng.draws == draws
    page.click("confirm")
    # End turn: the page rolled, the log says so with every seat's dice, and the
    # roll is not taken back.
    assert len(match.actions) == moves + 1 and match.actions[-1] == "roll"
    assert not match.state.awaits_roll() and match.state.rng.draws > draws
    roll = match.log[-1].text
    assert "starts round 2 of phase A, and the dice are rolled: " in roll
    assert all(seat.name in roll.partition(": ")[2] for seat in match.seats)
    assert match.undo_seat() is None
    page.click("undo")
    assert len(match.actions) == moves + 1
    assert page.attrs["data-moves"] == str(moves + 1) and page.attrs["data-confirm"] == "false"


def test_a_bot_that_ends_the_round_leaves_the_person_with_rolled_dice():
    """No bot waits for a click and no person clicks a roll: whoever ends a round,
    the table is never left at the roll without End turn pending."""
    page = Page().start()
    page.new_game("burgundy", ["Ann", "Bo:random"], seed=20)
    rolls = 0
    for _ in range(200):
        match = page.match
        if match.state.round_in_play() >= (0, 3):
            break
        assert page.ctl.s.confirm or not match.state.awaits_roll()
        if page.ctl.s.confirm:
            page.click("confirm")
        elif match.seats[match.to_move()].kind == "bot":
            page.tick("bot")
        else:
            page.act(finish_choice(page))
        rolls = match.actions.count("roll")
    assert rolls >= 2  # rounds 2 and 3 were rolled, by whichever seat started them
    starters = {e.seat for e in page.match.log if e.action == "roll"}
    assert starters  # the roll is logged as its start player's step


def test_end_turn_is_asked_when_the_same_seat_starts_the_next_round():
    """A ship can move the round's last player to the front: they end one round and
    start the next. End turn is still asked, so the last die can be taken back before
    the roll."""
    import random

    for seed in range(60):
        match = Match.new("burgundy", seed, [Seat("Ann"), Seat("Bob")], {"start_player": 0})
        rng = random.Random(seed)
        for _ in range(400):
            if match.is_over():
                break
            actor = match.to_move()
            match.play(rng.choice(match.legal_actions()))
            if match.state.awaits_roll():
                if match.to_move() == actor:
                    assert asks_to_end_turn(match, actor, actor)
                    assert not asks_to_end_turn(match, actor, actor, setting=False)
                    return
                match.play("roll")
    raise AssertionError("no seat ended a round and started the next")
