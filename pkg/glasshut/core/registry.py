"""Games by id: the start menu, the save format and the bots look them up here.

A game module calls `register(MyGame())` when imported. `get_game` also imports the
module of a built-in game on first use, so loading a save needs no import order.
"""

from __future__ import annotations

import importlib

from .game import Game

_GAMES: dict[str, Game] = {}

# Built-in games, imported on demand by `get_game` (a fixed table: a save string
# never makes us import a module it names).
BUILTIN_MODULES: dict[str, str] = {
    "blackforest": "glasshut.blackforest",
    "glassroad": "glasshut.glassroad",
    "burgundy": "glasshut.burgundy",
    "chickwood": "glasshut.chickwood",
    "tiny": "glasshut.core.tinygame",
}


def register(game: Game) -> Game:
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    if game_id not in _GAMES and game_id in BUILTIN_MODULES:
        module = BUILTIN_MODULES[game_id]
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            # Only "not installed (yet)" counts as unknown; real import bugs propagate.
            if exc.name is None or not module.startswith(exc.name):
                raise
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"Unknown game {game_id!r}.") from None


def loaded_game(game_id: str) -> Game | None:
    """The game if its module is already imported, else None (nothing is imported)."""
    return _GAMES.get(game_id)


def all_games() -> list[Game]:
    return list(_GAMES.values())
