"""Hidden information, log sentences and undo: the view shows only what a seat may
see, descriptions never depend on what is still face-down, bots re-deal it."""

import json
from html import escape

import pytest
from burghelper import new_game, pass_turn, play, seats, space, turn_of

from glasshut.burgundy import GAME
from glasshut.core.match import CannotUndo, Match
from glasshut.core.rng import Rng


def sample_positions(n, seed, options=None, every=9):
    st = GAME.new_state(seed, seats(n), options or {})
    pick = Rng(seed)
    found = []
    k = 0
    while not st.is_over():
        if k % every == 0:
            found.append(st.clone())
        legal = st.legal_actions()
        st.apply(legal[pick.randbelow(len(legal))])
        k += 1
    return found


def test_the_view_is_json_and_holds_no_face_down_order():
    st = new_game(3, seed=2)
    for seat in (0, 1, 2, None):
        view = st.view(seat)
        json.dumps(view)
        for secret in ("supply", "black_supply", "goods_pool", "rng"):
            assert secret not in view
        assert view["supply_left"]["B"] == len(st.supply["B"])
        assert view["goods_left"] == len(st.goods_pool)
    assert "actions" in st.view(st.to_move()) and "actions" not in st.view(None)


def test_descriptions_do_not_depend_on_anything_face_down():
    # A determinized world differs only in what the seat cannot see: future dice, the
    # white die, the tiles and goods still to be laid out. Every description matches.
    rng = Rng(77)
    for options in ({}, {"varied_estates": True, "secret_estates": True}):
        for st in sample_positions(3, 5, options, every=23):
            seat = st.to_move()
            world = st.determinize(seat, rng)
            assert world.view(seat) == st.view(seat)
            for action in st.legal_actions():
                assert world.describe(action) == st.describe(action)


def test_determinize_redraws_the_future_and_secret_picks_of_others():
    st = new_game(2, seed=3)
    worlds = [st.determinize(0, Rng(k)) for k in range(6)]
    for world in worlds:
        while world.round == 1:
            pass_turn(world)
    assert len({tuple(w.dice[0]) + tuple(w.dice[1]) for w in worlds}) > 1
    secret = new_game(2, seed=4, varied_estates=True, secret_estates=True)
    play(secret, secret.legal_actions()[0])
    play(secret, secret.legal_actions()[-1])
    picks = {tuple(secret.determinize(1, Rng(k)).secret[0]) for k in range(12)}
    assert len(picks) > 1
    assert {tuple(secret.determinize(0, Rng(k)).secret[0]) for k in range(5)} == {
        tuple(secret.secret[0])
    }


def test_log_sentences_name_the_die_and_what_happened():
    st = turn_of(new_game(2), 0, dice=(2, 3), workers=1, storage=["bank"],
                 depots={3: ["ship"]})
    assert st.describe("a+") == "Anna spends a worker to turn a 2 into a 3."
    assert st.describe("b:take 3 ship") == (
        "Anna with the 3 takes the ship from depot 3."
    )
    text = st.describe("b:place bank C3")
    assert text.startswith("Anna with the 3 adds the bank to space C3")
    assert "completes a city region of 1: 1 + 10 (phase A) points" in text
    assert "takes 2 silverlings" in text


def test_the_last_action_of_a_turn_says_so_and_nothing_of_the_next_roll():
    st = turn_of(new_game(2), 0, dice=(2, 3), workers=0)
    play(st, "a:workers")
    assert st.describe("b:workers") == "Anna with the 3 takes 2 workers, then ends the turn."


def test_undo_within_the_turn_and_of_its_last_action_until_another_seat_or_a_roll():
    """A player may take back their moves within the turn, and the move that ended it
    too while the next seat has not acted (the table asks for End turn then); never once
    another seat has acted, nor a move that rolled dice or drew tiles."""
    match = Match.new("burgundy", 12, seats(2), {"start_player": 0})
    seat, dealt = match.to_move(), match.state.rng.draws
    match.play("a:workers" if "a:workers" in match.legal_actions() else "b:workers")
    assert match.can_undo(seat)
    match.undo(seat)
    while match.to_move() == seat:
        legal = match.legal_actions()
        match.play([a for a in legal if a.endswith(":workers")][0] if any(
            a.endswith(":workers") for a in legal) else "end")
    other = match.to_move()
    assert other != seat and match.state.rng.draws == dealt  # mid-round: nothing rolled
    assert match.undo_seat() == seat
    match.undo(seat)
    assert match.to_move() == seat
    match.play(match.legal_actions()[0])
    while match.to_move() == seat:
        match.play(match.legal_actions()[0])
    match.play(match.legal_actions()[0])  # the other seat acts
    with pytest.raises(CannotUndo):
        match.undo(seat)
    # The die that ends the round draws nothing: it is taken back and played again like
    # any other; the next round's start player then rolls, which cannot be taken back.
    while not match.state.awaits_roll():
        mover, draws = match.to_move(), match.state.rng.draws
        match.play(match.legal_actions()[0])
        assert match.state.rng.draws == draws
    ender = match.log[-1].seat
    assert match.undo_seat() == ender and ender == mover
    ended, last = match.digest(), match.undo(ender)
    assert match.to_move() == ender and not match.state.awaits_roll()
    match.play(last.action)
    assert match.digest() == ended and match.legal_actions() == ["roll"]
    roller = match.to_move()
    assert roller == match.state.turn_order()[0] != ender
    match.play("roll")
    assert match.state.rng.draws > draws and match.undo_seat() is None
    assert not match.can_undo(roller) and not match.can_undo(ender)


def test_a_seat_that_ends_a_round_and_starts_the_next_takes_back_its_die_not_the_roll():
    """A ship moved the last seat of the round to the front: it ends one round and rolls
    for the next. Its last die is still its own turn's (no End turn is asked: the roll
    button follows); the roll begins its new turn and bounds undo."""
    match = Match.new("burgundy", 12, seats(2), {"start_player": 0})
    while match.state.turn_index == 0:
        match.play(match.legal_actions()[0])
    last = match.to_move()
    match.state.track[last] = [6, match.state.track_stamp + 1]  # first in the next round
    turn = match.state.turn_id()
    while not match.state.awaits_roll():
        match.play([a for a in match.legal_actions() if a.endswith(":workers")][0])
    assert match.to_move() == last and match.state.turn_id() == turn
    assert match.undo_seat() == last
    ended, taken = match.digest(), match.undo(last)
    match.play(taken.action)
    assert match.digest() == ended
    match.play("roll")
    assert match.to_move() == last and match.state.turn_id() != turn
    assert not match.can_undo(last)


def test_a_save_replays_to_the_same_game():
    match = Match.new("burgundy", 99, seats(4), {"varied_estates": True})
    pick = Rng(5)
    while not match.is_over():
        legal = match.legal_actions()
        match.play(legal[pick.randbelow(len(legal))])
    again = Match.from_save(match.to_save())
    assert again.digest() == match.digest()


def test_the_last_turn_of_a_phase_tells_the_phase_end_and_the_mines_income():
    st = new_game(2, seed=2)
    for _ in range(9):
        pass_turn(st)
    st.estates[1][space("E3")] = "mine"
    seat = st.to_move()
    st.silverlings[seat] = 0  # no purchase: the turn ends with the second die
    st._legal = None
    play(st, [a for a in st.legal_actions() if a.endswith(":workers")][0])
    last = [a for a in st.legal_actions() if a.endswith(":workers")][0]
    assert st.describe(last).endswith(
        "takes 2 workers, then ends the turn, then phase A ends"
        " (silverlings from mines: Benno 1)."
    )


def test_the_last_turn_line_names_a_roll_without_its_dice_and_then_the_moves_after_it():
    """The one-line summary of another seat's moves says that it rolled, not every die
    (the log and the board show those); once it plays, its new turn shows alone."""
    from glasshut.burgundy.view import areas
    from glasshut.ui.table import render_recent

    match = Match.new("burgundy", 12, seats(2), {"start_player": 0})
    while not match.state.awaits_roll():
        match.play(match.legal_actions()[0])
    roller = match.to_move()
    viewer = 1 - roller
    assert match.log[-1].seat == viewer  # the other seat ended the round
    match.play("roll")
    assert "white die" in match.log[-1].text  # the log spells the roll out
    view = areas(match.state, viewer, [])
    line = render_recent(match, viewer, view.wording, view.recap)
    assert "the dice are rolled" in line and "white die" not in line
    assert "white die" in render_recent(match, viewer)  # without the game's recap
    match.play(match.legal_actions()[0])  # the start player's first die: its new turn
    view = areas(match.state, viewer, [])
    line = render_recent(match, viewer, view.wording, view.recap)
    assert escape(_plain(match, match.log[-1].text)).rstrip(".") in line
    assert "dice are rolled" not in line


def test_the_last_turn_line_shows_only_the_last_turn_of_a_seat_that_plays_two_in_a_row():
    """A seat whose ship moved it up ends one round and starts the next: the one-line
    summary shows the turn it is playing now, not the one before (the log keeps both)."""
    import random

    from glasshut.burgundy.view import areas
    from glasshut.ui.table import render_recent

    found = None
    for seed in range(40):
        match = Match.new("burgundy", seed, seats(2), {"start_player": 0})
        rng = random.Random(seed)
        for _ in range(300):
            if match.is_over():
                break
            match.play(rng.choice(match.legal_actions()))
            log, turns = match.log, match.move_turns()
            if (len(log) > 3 and log[-1].seat == log[-2].seat == log[-3].seat
                    and log[-2].action == "roll" and turns[-1] != turns[-3]):
                found = match
                break
        if found:
            break
    assert found is not None
    log, turns = found.log, found.move_turns()
    seat, viewer = log[-1].seat, 1 - log[-1].seat
    view = areas(found.state, viewer, [])
    line = render_recent(found, viewer, view.wording, view.recap)
    assert escape(_plain(found, log[-1].text)).rstrip(".") in line
    # The roll ended the turn before (its turn number); nothing of that turn shows.
    assert turns[-2] == turns[-3] and "dice are rolled" not in line
    before = [e for e, t in zip(log, turns, strict=True) if t == turns[-3] and e.seat == seat]
    assert before and all(escape(_plain(found, e.text)).rstrip(".") not in line
                          for e in before if e.action != "roll")


def _plain(match, text: str) -> str:
    for s in match.seats:
        if text.startswith(s.name + " "):
            return text[len(s.name) + 1:]
    return text


def test_many_placements_are_short_buttons():
    # Stored tiles that fit several spaces, with either die: four or more buttons each
    # say "Die 2: 2 hens to B1", not "Use die 2 to add your stored 2 hens to space B1",
    # so the row of choices leaves a phone most of its screen. With fewer, the long form.
    import random

    from glasshut.core.game import Seat
    from glasshut.games import table_view

    crowded = few = 0
    for seed in range(1, 25):
        match = Match.new("burgundy", seed, [Seat("Ann"), Seat("Bo")])
        rng = random.Random(seed)
        while not match.is_over():
            view = table_view(match, True, None, match.to_move())
            rest = [a for a in match.legal_actions() if a not in view.placed]
            for action in rest:
                if ":place " not in action or action.startswith("x:"):
                    continue
                label = view.labels[action]
                if len(rest) > 3:
                    crowded += 1
                    assert label.startswith("Die ") and label.endswith(f" to {action[-2:]}")
                else:
                    few += 1
                    assert label.startswith("Use ") and " to add your stored " in label
            assert len(set(view.labels.values())) == len(view.labels)
            match.play(rng.choice(match.legal_actions()))
    assert crowded and few
