"""The games offered in the start menu, in menu order."""

from __future__ import annotations

from .core.game import Game
from .core.registry import get_game

MENU_IDS = ("blackforest",)


def menu_games() -> list[Game]:
    return [get_game(game_id) for game_id in MENU_IDS]
