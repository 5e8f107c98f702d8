"""Games by id: the start menu, the save format and the bots look them up here."""

from __future__ import annotations

from .game import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"Unknown game {game_id!r}.") from None


def all_games() -> list[Game]:
    return list(_GAMES.values())
