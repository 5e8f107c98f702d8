"""The games offered in the start menu, and each game's board view."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from .core.game import Game
from .core.match import Match
from .core.registry import get_game

MENU_IDS = ("blackforest",)

# A board view: render(state, viewer, legal) -> (markup, actions placed on the board).
VIEW_MODULES = {"blackforest": "glasshut.blackforest.view"}
# A rules summary: SUMMARY = ((heading, (point, ...)), ...), in our own words.
SUMMARY_MODULES = {"blackforest": "glasshut.blackforest.summary"}


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
        return importlib.import_module(module).render
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


def board_view(match: Match, interactive: bool) -> tuple[str, set[str]]:
    """The game's drawing for the current position; legal actions only if `interactive`."""
    render = _view(match.game.id)
    if render is None:
        return "", set()
    legal = match.legal_actions() if interactive and not match.is_over() else []
    return render(match.state, viewer_of(match), legal)
