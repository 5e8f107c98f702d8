"""The table a person sees is the same markup whatever the cards hidden from them are.

Each game's table is drawn as the page draws it (web/main.py's show_table: the
viewer, the hand-over screen, the End-turn confirm state, a bot's turn) for sampled
positions of seeded games, then drawn again with everything hidden from that viewer
dealt otherwise (`State.determinize`); the two must be equal, the table element's
attributes included (the state's digest aside: a hash of the whole game, which the
save string gives away anyway, see the README).
"""

from __future__ import annotations

import copy

import pytest

from glasshut.core.game import Seat
from glasshut.core.hidden import cards_dealt
from glasshut.core.match import Match
from glasshut.core.rng import Rng
from glasshut.games import screen_viewer, table_view
from glasshut.ui.table import (
    asks_to_end_turn,
    needs_handover,
    render_handover,
    render_table,
    table_state,
)


def draw(match: Match, confirm: bool, shown: int | None, since=None):
    """The page's screen: (viewer, whether it is the hand-over screen, markup)."""
    seat = match.undo_seat()
    undo_ok = seat is not None and match.seats[seat].kind == "human" and not match.is_over()
    mover = match.to_move()
    interactive = (mover is not None and match.seats[mover].kind == "human" and not confirm)
    viewer = screen_viewer(match, confirm, shown)
    view = table_view(match, interactive, since, viewer)
    handover = needs_handover(match, viewer, shown, view)
    attrs = table_state(match, confirm, handover)
    del attrs["data-digest"]
    markup = (render_handover(match, viewer) if handover
              else render_table(match, undo_ok, "", view, confirm, False, viewer))
    return viewer, handover, (markup, attrs)


def redealt(match: Match, viewer: int | None, rng: Rng) -> Match:
    """The same match with every card hidden from `viewer` dealt otherwise."""
    other = copy.copy(match)
    other.state = match.state.determinize(viewer, rng)
    assert other.state.view(viewer) == match.state.view(viewer)
    return other


def screens(match: Match, owner: int | None):
    """(confirm, shown) for each screen the page may show at this position: the
    person to move, someone else before the hand-over, the End-turn question."""
    mover = match.to_move()
    people = [i for i, s in enumerate(match.seats) if s.kind == "human"]
    out = []
    if mover is not None and match.seats[mover].kind == "human":
        out.append((False, mover))
    out += [(False, s) for s in people if s != mover][:1]
    actor = match.log[-1].seat if match.log else None
    if actor is not None and asks_to_end_turn(match, actor, owner):
        out.append((True, actor))
    return out


def check_game(game_id: str, players: int, seeds, every: int, bots: bool = False,
               options: dict | None = None) -> tuple[int, int, int]:
    """Compare the screens of every `every`-th position; returns (positions, screens
    compared, how many of them were re-dealt differently from the game's own cards)."""
    seats = [Seat(f"P{i + 1}", "bot" if bots and i else "human", "greedy" if bots and i
                  else "") for i in range(players)]
    positions = compared = differed = 0
    for seed in seeds:
        match = Match.new(game_id, seed, seats, options)
        pick, deal = Rng(seed + 1), Rng(seed + 2)
        since = None
        step = 0
        while not match.is_over():
            legal = match.legal_actions()
            owner = match.to_move()
            view = table_view(match, False, None, owner)
            turn_owner = view.turn_seat if view.turn_seat is not None else owner
            if step % 7 == 3:
                since = match.state.clone()
            match.play(legal[pick.randbelow(len(legal))])
            step += 1
            if step % every or match.is_over():
                continue
            positions += 1
            for confirm, shown in screens(match, turn_owner):
                viewer, handover, seen = draw(match, confirm, shown, since)
                other = redealt(match, None if handover else viewer, Rng(deal.next_u64()))
                again = draw(other, confirm, shown, since)
                assert again == (viewer, handover, seen), (
                    f"{game_id} seed {seed} move {step}: the screen for seat {viewer}"
                    f" (hand-over {handover}, End turn {confirm}) tells the deals apart")
                compared += 1
                differed += (cards_dealt(other.state.snapshot())
                             != cards_dealt(match.state.snapshot()))
    return positions, compared, differed


@pytest.mark.parametrize(("players", "seeds", "every", "bots", "options"), [
    (2, range(2), 1, False, None),
    (3, [2], 2, False, None),
    (4, [3], 3, True, None),
    (2, [4, 5], 1, True, {"intro": True}),
])
def test_glass_road_screens_do_not_depend_on_hidden_cards(players, seeds, every, bots,
                                                           options):
    positions, compared, differed = check_game("glassroad", players, seeds, every, bots,
                                               options)
    assert positions >= 80 and differed * 5 > compared * 4


@pytest.mark.parametrize(("players", "seeds", "every", "bots", "options"), [
    (2, range(3), 1, False, None),
    (3, [555, 3, 4], 1, False, None),  # seed 555: the game of the issue
    (5, [6], 1, True, {"legendary": True}),
    (4, [7], 1, True, None),
])
def test_chickwood_screens_do_not_depend_on_hidden_cards(players, seeds, every, bots,
                                                          options):
    positions, compared, differed = check_game("chickwood", players, seeds, every, bots,
                                               options)
    assert positions >= 80 and differed * 5 > compared * 4


def test_black_forest_and_burgundy_screens_do_not_depend_on_face_down_piles():
    positions, _, differed = check_game("blackforest", 2, [1], 16)
    assert positions >= 60 and differed
    positions, _, differed = check_game("burgundy", 2, [2], 3, False,
                                        {"varied_estates": True, "secret_estates": True})
    assert positions >= 60 and differed
