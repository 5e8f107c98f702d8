"""The games offered in the start menu, and each game's board view."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from .core.match import Match
from .facts import MENU_FACTS, GameFacts
from .ui.table import GameView

MENU_IDS = tuple(facts.id for facts in MENU_FACTS)

# A table view: areas(state, viewer, legal) -> glasshut.ui.table.GameView (its board,
# panels, player areas, resource strip, prompt and button labels).
VIEW_MODULES = {game_id: f"glasshut.{game_id}.view" for game_id in MENU_IDS}
# A rules summary: SUMMARY = ((heading, (point, ...)), ...), in our own words.
SUMMARY_MODULES = {game_id: f"glasshut.{game_id}.summary" for game_id in MENU_IDS}


def rules_summary(game_id: str) -> tuple:
    module = SUMMARY_MODULES.get(game_id)
    return importlib.import_module(module).SUMMARY if module else ()


def menu_games() -> list[GameFacts]:
    """The menu's games: their titles, player counts and options, no rules imported
    (a game's package is imported when it is opened: `core.registry.get_game`)."""
    return list(MENU_FACTS)


def _view(game_id: str) -> Callable | None:
    module = VIEW_MODULES.get(game_id)
    if module is None:
        return None
    try:
        return importlib.import_module(module).areas
    except ModuleNotFoundError as exc:
        if exc.name != module:  # a real import bug inside the view: let it show
            raise
        return None


# Games whose turns are counted within periods: the saved-games list names the period,
# as the table does, where a count of turns would stay at 1 (Glass Road's turns pass
# the card round around the table and never end as a seat's own).
PERIOD_GAMES = frozenset({"glassroad"})


def period_of(match: Match) -> int | None:
    """The period the game is in, for a game counted in periods; else None."""
    return getattr(match.state, "period", None) if match.game.id in PERIOD_GAMES else None


def viewer_of(match: Match, last: int | None = None) -> int | None:
    """Whose eyes the board is drawn for: the human to move, else `last` (the person
    the screen showed last, so a bot's move hands nothing over), else the first human."""
    seat = match.to_move()
    if seat is not None and match.seats[seat].kind == "human":
        return seat
    if last is not None:
        return last
    humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
    return humans[0] if humans else None


def screen_viewer(match: Match, confirm: bool, shown: int | None) -> int | None:
    """Whose eyes the table is drawn for at the page: while a turn awaits End turn, the
    person who played it (`shown`, the one the screen showed), else `viewer_of`."""
    return shown if confirm and shown is not None else viewer_of(match, shown)


def reopened_shown(match: Match, confirm: bool, stored: object = None) -> int | None:
    """The person the screen showed when a stored game was left, for reopening it: the
    seat kept with it (`stored`) if it is a person's. An entry kept before that was
    stored: while a turn awaits End turn, the person who played it; else with several
    people, someone other than the person to move, so that they are handed the screen
    rather than shown their cards at once. The seat to move is never assumed to be the
    person at the screen."""
    seats = match.seats
    humans = [i for i, s in enumerate(seats) if s.kind == "human"]
    if isinstance(stored, int) and not isinstance(stored, bool) and stored in humans:
        return stored
    if confirm and match.log and match.log[-1].seat in humans:
        return match.log[-1].seat
    first = viewer_of(match)
    others = [i for i in humans if i != first]
    if not others or not match.log:  # one person, or nobody has moved: the first person
        return first
    last = next((e.seat for e in reversed(match.log) if e.seat in others), None)
    return last if last is not None else others[0]


def board_view(match: Match, interactive: bool) -> tuple[str, set[str]]:
    """The game's whole drawing in one piece, and the legal actions placed on it (the
    build's loading-screen picture uses it)."""
    module = VIEW_MODULES.get(match.game.id)
    if module is None or _view(match.game.id) is None:
        return "", set()
    legal = match.legal_actions() if interactive and not match.is_over() else []
    return importlib.import_module(module).render(match.state, viewer_of(match), legal)


def table_view(match: Match, interactive: bool, since=None, viewer: int | None | str = "auto"
               ) -> GameView:
    """The game's areas for the current position; legal actions only if `interactive`;
    `since`, an earlier state, marks what the other seats changed since then; `viewer`,
    whose eyes (default: `viewer_of(match)`)."""
    areas = _view(match.game.id)
    if areas is None:
        return GameView()
    legal = match.legal_actions() if interactive and not match.is_over() else []
    seat = viewer_of(match) if viewer == "auto" else viewer
    return areas(match.state, seat, legal, since)


class Replay:
    """Any game's positions move by move, replayed from its setup: stepping through
    never changes the match it came from. Positions are kept once computed, so
    stepping back and forth costs one action at most."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.actions = match.actions
        self.log = match.log
        self._states = [match.start_state()]
        turns = match.move_turns()
        if len(set(turns)) <= 1:
            # A game that counts no turns of its own (Glass Road plays by rounds and
            # phases): a turn is a run of one seat's moves.
            turns, number = [], match.turn_at_origin
            for k, entry in enumerate(self.log):
                number += k > 0 and entry.seat != self.log[k - 1].seat
                turns.append(number)
        self.turns = turns  # the turn of each move
        # Positions where a turn begins: stepping by turn lands on these.
        self.turn_starts = [0] + [k for k in range(1, len(turns)) if turns[k] != turns[k - 1]]

    def __len__(self) -> int:
        return len(self.actions)

    def state(self, step: int):
        step = max(0, min(step, len(self.actions)))
        while len(self._states) <= step:
            nxt = self._states[-1].clone()
            nxt.apply(self.actions[len(self._states) - 1])
            self._states.append(nxt)
        return self._states[step]

    def turn_of(self, step: int) -> int:
        """The turn the position after `step` moves belongs to (its last move's)."""
        if step <= 0 or not self.turns:
            return self.match.turn_at_origin
        return self.turns[min(step, len(self.turns)) - 1]

    def next_turn(self, step: int) -> int:
        return next((k for k in self.turn_starts if k > step), len(self.actions))

    def previous_turn(self, step: int) -> int:
        return max((k for k in self.turn_starts if k < step), default=0)

    def turn_moves(self, step: int) -> range:
        """The moves (0-based) of the turn played up to `step`, this step's included."""
        if step <= 0:
            return range(0)
        return range(self.previous_turn(step), min(step, len(self.actions)))

    def viewer(self, step: int) -> int | None:
        """Whose eyes the position after `step` is drawn for, as the table would: the
        human who moved next there, once the game is over or at a shared screen any
        mover; while bots still hold hidden cards, never a bot (the table's viewer)."""
        state = self.state(step)
        mover = state.to_move()
        seats = self.match.seats
        if mover is not None and (self.match.is_over() or seats[mover].kind == "human"):
            return mover
        return viewer_of(self.match)

    def view(self, step: int) -> GameView:
        areas = _view(self.match.game.id)
        return areas(self.state(step), self.viewer(step), []) if areas else GameView()
