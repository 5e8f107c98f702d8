"""The start menu and the new-game dialog, rendered as HTML strings (all text escaped)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from html import escape

from ..core.codec import MAX_CHARS
from ..core.game import Game
from .messages import bot_level, msg, msg_or
from .saves import SavedGame

# The import box takes a save string or a whole link, never megabytes of pasted text.
IMPORT_MAX_CHARS = MAX_CHARS


def players_label(game: Game) -> str:
    if game.min_seats == game.max_seats:
        return msg("menu.players", n=game.min_seats)
    if game.min_seats == 1:
        return msg("menu.players_solo", high=game.max_seats)
    return msg("menu.players_range", low=game.min_seats, high=game.max_seats)


def _saved_row(
    saved: SavedGame,
    local_time: Callable[[str], str] | None = None,
    confirm_delete: bool = False,
) -> str:
    sid = escape(saved.save_id, quote=True)
    if saved.over:
        status = msg("saved.finished")
    elif saved.turn is not None and saved.to_move is not None:
        status = msg("saved.turn", turn=saved.turn, name=saved.to_move)
    else:
        status = msg("saved.moves", n=saved.moves)
    when = local_time(saved.updated) if local_time else saved.updated[:16].replace("T", " ")
    unplayable = saved.unplayable()
    if confirm_delete:
        buttons = (
            f'<span class="saved-confirm" role="alert">{escape(msg("saved.confirm_delete"))}'
            "</span>"
            f'<button type="button" data-cmd="delete-confirmed" data-save="{sid}">'
            f'{escape(msg("saved.delete"))}</button>'
            '<button type="button" class="secondary" data-cmd="menu">'
            f'{escape(msg("saved.keep"))}</button>'
        )
    else:
        # A save this version cannot replay is still exported, never stranded.
        first = (
            f'<button type="button" data-cmd="export-saved" data-save="{sid}">'
            f'{escape(msg("saved.export"))}</button>'
            if unplayable
            else f'<button type="button" data-cmd="resume" data-save="{sid}">'
            f'{escape(msg("saved.resume"))}</button>'
        )
        buttons = first + (
            f'<button type="button" class="secondary" data-cmd="delete" data-save="{sid}"'
            f' aria-label="{escape(msg("saved.delete_label"), quote=True)}">'
            f'{escape(msg("saved.delete"))}</button>'
        )
    if saved.from_position():  # `unplayable` is None: it resumes from its position
        note = f'<span class="saved-note">{escape(msg("saved.from_position"))}</span>'
    else:
        note = f'<span class="saved-note">{escape(unplayable)}</span>' if unplayable else ""
    return (
        f'<li class="saved" data-save="{sid}">'
        f"<span class=\"saved-title\">{escape(saved.title)}</span>"
        f'<span class="saved-players">{escape(", ".join(saved.players))}</span>'
        f'<span class="saved-status">{escape(status)} · {escape(when)}</span>'
        + note
        + buttons
        + "</li>"
    )


def render_menu(
    games: Iterable[Game],
    saved: Sequence[SavedGame] = (),
    notices: Sequence[str] = (),
    local_time: Callable[[str], str] | None = None,
    confirm_delete: str | None = None,
) -> str:
    """The start menu. `local_time` turns a stored ISO time into the player's local
    time (the page's clock knows the time zone; Python in the page does not), and
    `confirm_delete` names the saved game whose deletion awaits a yes."""
    cards = []
    for game in games:
        gid = escape(game.id, quote=True)
        cards.append(
            f'<li class="game-card" data-game="{gid}">'
            f"<h3>{escape(game.title)}</h3>"
            f'<p class="players">{escape(players_label(game))}</p>'
            f'<button type="button" class="new-game" data-cmd="setup" data-game="{gid}">'
            f'{escape(msg("menu.new_game_of", title=game.title))}</button>'
            "</li>"
        )
    listing = "".join(cards) or f'<li class="empty">{escape(msg("menu.no_games"))}</li>'
    notes = "".join(f'<p class="notice" role="alert">{escape(n)}</p>' for n in notices)
    saves = ""
    if saved:
        saves = (
            f'<h2>{escape(msg("menu.saved"))}</h2><ul class="saves">'
            + "".join(
                _saved_row(s, local_time, confirm_delete == s.save_id) for s in saved
            )
            + "</ul>"
        )
    return (
        '<section id="menu" class="menu" aria-labelledby="menu-title">'
        '<h1 id="menu-title" class="brand">Glasshut</h1>'
        f'<p class="tagline">{escape(msg("menu.tagline"))}</p>'
        + notes
        + f'<h2>{escape(msg("menu.games"))}</h2><ul class="games">'
        + listing
        + "</ul>"
        + saves
        + f'<h2>{escape(msg("menu.shared"))}</h2><form class="import" data-cmd="import">'
        f'<label for="import-text">{escape(msg("menu.paste"))}</label>'
        f'<textarea id="import-text" name="save" rows="3" spellcheck="false"'
        f' maxlength="{IMPORT_MAX_CHARS}"></textarea>'
        f'<button type="submit">{escape(msg("menu.open"))}</button></form>'
        "</section>"
    )


def render_setup(game: Game, bot_levels: Sequence[str] = (), seats: int | None = None) -> str:
    """The new-game form: player count, a name and human/bot level per seat, the
    game's yes/no options, and an optional seed."""
    # By default one person against one Greedy bot (the middle level).
    count = seats or min(max(2, game.min_seats), game.max_seats)
    default_bot = "greedy" if "greedy" in bot_levels else (bot_levels[0] if bot_levels else "")
    gid = escape(game.id, quote=True)
    options = "".join(
        f'<option value="{n}"{" selected" if n == count else ""}>{n}</option>'
        for n in range(game.min_seats, game.max_seats + 1)
    )
    rows = []
    for i in range(game.max_seats):
        hidden = "" if i < count else " hidden"
        player = msg("setup.player", n=i + 1)
        rows.append(
            f'<fieldset class="seat" data-seat="{i}"{hidden}>'
            f"<legend>{escape(player)}</legend>"
            f'<label>{escape(msg("setup.name"))} <input name="name{i}"'
            f' value="{escape(player, quote=True)}" maxlength="40"></label>'
            f'<label>{escape(msg("setup.plays_as"))} <select name="kind{i}">'
            f'<option value="human"{"" if i and bot_levels else " selected"}>'
            f'{escape(msg("setup.person"))}</option>'
            + "".join(
                f'<option value="bot:{escape(level, quote=True)}"'
                f'{" selected" if i and level == default_bot else ""}>'
                f'{escape(msg("setup.bot", level=bot_level(level)))}</option>'
                for level in bot_levels
            )
            + "</select></label></fieldset>"
        )
    toggles = "".join(
        f'<label class="option"><input type="checkbox" name="opt:{escape(key, quote=True)}"'
        f'{" checked" if game.default_options.get(key) else ""}>'
        f' {escape(msg_or(f"option.{game.id}.{key}", text))}</label>'
        for key, text in game.option_labels.items()
    )
    return (
        f'<section id="setup" class="setup" data-game="{gid}" aria-labelledby="setup-title">'
        f'<h1 id="setup-title">{escape(msg("menu.new_game_of", title=game.title))}</h1>'
        f'<form data-cmd="start" data-game="{gid}">'
        f'<label>{escape(msg("setup.players"))} <select name="count" data-cmd="count">'
        f"{options}</select></label>"
        + "".join(rows)
        + toggles
        + f'<label>{escape(msg("setup.seed"))} <input name="seed" inputmode="numeric"'
        ' pattern="[0-9]*" maxlength="20"'
        f' placeholder="{escape(msg("setup.seed_hint"), quote=True)}"></label>'
        f'<div class="buttons"><button type="submit">{escape(msg("setup.start"))}</button>'
        '<button type="button" class="secondary" data-cmd="menu">'
        f'{escape(msg("setup.back"))}</button></div>'
        "</form></section>"
    )
