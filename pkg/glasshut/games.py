"""The games offered in the start menu, and each game's board view."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from .core.game import Game
from .core.match import Match
from .core.registry import get_game
from .ui.table import GameView

MENU_IDS = ("blackforest", "chickwood")

# A table view: areas(state, viewer, legal) -> glasshut.ui.table.GameView (its board,
# panels, player areas, resource strip, prompt and button labels).
VIEW_MODULES = {"blackforest": "glasshut.blackforest.view",
                "chickwood": "glasshut.chickwood.view"}
# A rules summary: SUMMARY = ((heading, (point, ...)), ...), in our own words.
SUMMARY_MODULES = {"blackforest": "glasshut.blackforest.summary",
                   "chickwood": "glasshut.chickwood.summary"}
# Games with secrets per seat (hands): with several people at one screen, a seat's
# secrets are drawn only after that person has taken the screen (a hand-over step).
SECRET_HANDS = frozenset({"chickwood"})


def rules_summary(game_id: str) -> tuple:
    module = SUMMARY_MODULES.get(game_id)
    return importlib.import_module(module).SUMMARY if module else ()


def menu_games() -> list[Game]:
    return [get_game(game_id) for game_id in MENU_IDS]


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


def viewer_of(match: Match) -> int | None:
    """Whose eyes the board is drawn for: the human to move, else the first human."""
    seat = match.to_move()
    if seat is not None and match.seats[seat].kind == "human":
        return seat
    humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
    return humans[0] if humans else None


def handover_to(match: Match, shown_to: int | None) -> int | None:
    """The person who must take the screen before the board may show their secrets:
    None when the board may be drawn for `viewer_of(match)` now. `shown_to` is the
    seat whose secrets the screen last showed, after their hand-over."""
    if match.game.id not in SECRET_HANDS or match.is_over():
        return None
    if sum(1 for seat in match.seats if seat.kind == "human") < 2:
        return None
    seat = viewer_of(match)
    return None if seat is None or seat == shown_to else seat


def board_view(match: Match, interactive: bool) -> tuple[str, set[str]]:
    """The game's whole drawing in one piece, and the legal actions placed on it (the
    build's loading-screen picture uses it)."""
    module = VIEW_MODULES.get(match.game.id)
    if module is None or _view(match.game.id) is None:
        return "", set()
    legal = match.legal_actions() if interactive and not match.is_over() else []
    return importlib.import_module(module).render(match.state, viewer_of(match), legal)


def table_view(match: Match, interactive: bool, since=None, public: bool = False) -> GameView:
    """The game's areas for the current position; legal actions only if `interactive`;
    `since`, an earlier state, marks what the other seats changed since then; `public`
    draws what every seat may see (while the screen is being handed over)."""
    areas = _view(match.game.id)
    if areas is None:
        return GameView()
    legal = match.legal_actions() if interactive and not match.is_over() else []
    return areas(match.state, None if public else viewer_of(match), legal, since)


class Replay:
    """Any game's positions move by move, replayed from its setup: stepping through
    never changes the match it came from. Positions are kept once computed, so
    stepping back and forth costs one action at most."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.actions = match.actions
        self.log = match.log
        start = match.game.new_state(match.seed, match.seats, match.options)
        self._states = [start]

    def __len__(self) -> int:
        return len(self.actions)

    def state(self, step: int):
        step = max(0, min(step, len(self.actions)))
        while len(self._states) <= step:
            nxt = self._states[-1].clone()
            nxt.apply(self.actions[len(self._states) - 1])
            self._states.append(nxt)
        return self._states[step]

    def view(self, step: int) -> GameView:
        areas = _view(self.match.game.id)
        return areas(self.state(step), None, []) if areas else GameView()
