"""The start menu, rendered as an HTML string (every text escaped)."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from ..core.game import Game


def players_label(game: Game) -> str:
    if game.min_seats == game.max_seats:
        return f"{game.min_seats} players"
    low = "solo" if game.min_seats == 1 else str(game.min_seats)
    return f"{low} to {game.max_seats} players"


def render_menu(games: Iterable[Game]) -> str:
    cards = []
    for game in games:
        gid = escape(game.id, quote=True)
        cards.append(
            f'<li class="game-card" data-game="{gid}">'
            f"<h3>{escape(game.title)}</h3>"
            f'<p class="players">{escape(players_label(game))}</p>'
            f'<button type="button" class="new-game" data-game="{gid}">'
            f"New game of {escape(game.title)}</button>"
            "</li>"
        )
    listing = "".join(cards) or '<li class="empty">No games are installed.</li>'
    return (
        '<section id="menu" class="menu" aria-labelledby="menu-title">'
        '<h1 id="menu-title" class="brand">Glasshut</h1>'
        '<p class="tagline">Heavy Euro board games in your browser. No account, no install;'
        " it keeps working offline.</p>"
        '<h2>Games</h2><ul class="games">' + listing + "</ul>"
        "</section>"
    )
