"""Whose eyes the table is drawn for is kept with a stored game: reopened at a shared
screen, it shows the same person as before, or the hand-over screen, never the cards
of the person who moves next just because they move next."""

from __future__ import annotations

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.games import reopened_shown, screen_viewer, table_view, viewer_of
from glasshut.ui.saves import Shelf, reopen
from glasshut.ui.table import asks_to_end_turn, needs_handover


class MemoryStorage(dict):
    """localStorage over a dict: enough for a shelf that works."""

    @property
    def length(self) -> int:
        return len(self)

    def key(self, index: int) -> str | None:
        return list(self)[index] if index < len(self) else None

    getItem = dict.get  # noqa: N815 - the Web Storage API
    setItem = dict.__setitem__  # noqa: N815

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.pop(key, None)


def awaiting_end_turn(game_id: str, players: int, seed: int) -> Match:
    """People in every seat, played (first choice each time) up to a move that ends a
    turn and hands over: the page asks the player to End turn there."""
    match = Match.new(game_id, seed, [Seat(f"P{i + 1}") for i in range(players)])
    while True:
        actor = match.to_move()
        view = table_view(match, False, None, actor)
        owner = view.turn_seat if view.turn_seat is not None else actor
        match.play(match.legal_actions()[0])
        if asks_to_end_turn(match, actor, owner) and match.state.phase != "choose":
            return match


def screen(match: Match, confirm: bool, shown: int | None) -> tuple[int | None, bool]:
    """(whose eyes, hand-over screen first?) as the page decides."""
    viewer = screen_viewer(match, confirm, shown)
    view = table_view(match, not confirm, None, viewer)
    return viewer, needs_handover(match, viewer, shown, view)


def stored(match: Match, confirm: bool, shown: int | None):
    storage = MemoryStorage()
    Shelf(storage).put("g", match, "2026-01-01T10:00:00", confirm, shown=shown)
    return Shelf(storage).get("g")


def test_reopened_at_end_turn_the_screen_stays_with_the_person_who_played():
    for game_id, players, seed in (("glassroad", 2, 7), ("chickwood", 3, 555)):
        match = awaiting_end_turn(game_id, players, seed)
        actor, mover = match.log[-1].seat, match.to_move()
        assert actor != mover
        saved = stored(match, True, actor)
        assert saved.shown == actor and saved.handover
        again, _ = reopen(saved)
        # The page used to take the seat to move as the person at the screen.
        assert screen(again, True, viewer_of(again)) == (mover, False)
        shown = reopened_shown(again, saved.handover, saved.shown)
        assert screen(again, True, shown) == (actor, False)
        # Ended, and stored again: reopened, the next person is handed the screen.
        saved = stored(again, False, actor)
        assert screen(again, False, reopened_shown(again, False, saved.shown)) == (mover, True)


def test_an_entry_stored_before_the_viewer_was_kept_never_shows_the_next_hand():
    match = awaiting_end_turn("glassroad", 2, 7)
    actor, mover = match.log[-1].seat, match.to_move()
    assert screen(match, True, reopened_shown(match, True, None)) == (actor, False)
    assert screen(match, False, reopened_shown(match, False, None)) == (mover, True)
    # Nonsense in the entry counts as nothing kept.
    for junk in (True, 9, -1, "1"):
        assert reopened_shown(match, False, junk) == actor


def test_one_person_against_bots_and_a_fresh_game_need_no_hand_over():
    seats = [Seat("Ann"), Seat("Bot", "bot", "greedy")]
    match = Match.new("glassroad", 3, seats)
    assert reopened_shown(match, False, None) == 0
    while match.to_move() != 1:
        match.play(match.legal_actions()[0])
    assert screen(match, False, reopened_shown(match, False, None)) == (0, False)
    fresh = Match.new("chickwood", 555, [Seat("A"), Seat("B"), Seat("C")])
    assert screen(fresh, False, reopened_shown(fresh, False, None)) == (fresh.to_move(), False)
