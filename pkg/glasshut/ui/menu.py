"""The start menu and the new-game dialog, rendered as HTML strings (all text escaped)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..common.markup import escape
from ..core.codec import MAX_CHARS
from ..core.game import Game
from .messages import LANGUAGES, bot_level, game_title, language, msg, msg_or
from .saves import Room, SavedGame

# The import box takes a save string or a whole link, never megabytes of pasted text.
IMPORT_MAX_CHARS = MAX_CHARS
SEED_MAX = 2**64 - 1  # as setup.bad_seed says
SEED_DIGITS = "0123456789"


def parse_seed(text: str) -> int | None:
    """The new-game form's seed: None when left empty, else a whole number in range;
    ValueError with the form's own sentence for anything else. Only ASCII digits count:
    str.isdigit() also takes "²", which int() then refuses in words of its own."""
    text = (text or "").strip()
    if not text:
        return None
    if len(text) > len(str(SEED_MAX)) or any(ch not in SEED_DIGITS for ch in text):
        raise ValueError(msg("setup.bad_seed"))
    seed = int(text)
    if seed > SEED_MAX:
        raise ValueError(msg("setup.bad_seed"))
    return seed


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
    failed: str | None = None,
) -> str:
    sid = escape(saved.save_id, quote=True)
    if saved.over:
        status = msg("saved.finished")
    elif saved.period is not None and saved.to_move is not None:
        status = msg("saved.period", period=saved.period, name=saved.to_move)
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
    elif failed is not None:
        # It failed to show: nothing opens it but the player's own "Try again".
        buttons = (
            f'<button type="button" data-cmd="export-saved" data-save="{sid}">'
            f'{escape(msg("saved.export"))}</button>'
            f'<button type="button" class="secondary" data-cmd="resume" data-save="{sid}">'
            f'{escape(msg("saved.try_again"))}</button>'
            f'<button type="button" class="secondary" data-cmd="delete" data-save="{sid}"'
            f' aria-label="{escape(msg("saved.delete_label"), quote=True)}">'
            f'{escape(msg("saved.delete"))}</button>'
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
    if failed is not None:
        note = f'<span class="saved-note">{escape(msg("saved.failed", reason=failed))}</span>'
    elif saved.from_position():  # `unplayable` is None: it resumes from its position
        note = f'<span class="saved-note">{escape(msg("saved.from_position"))}</span>'
    else:
        note = f'<span class="saved-note">{escape(unplayable)}</span>' if unplayable else ""
    return (
        f'<li class="saved{" failed" if failed is not None else ""}" data-save="{sid}">'
        f"<span class=\"saved-title\">{escape(game_title(saved.game_id))}</span>"
        f'<span class="saved-players">{escape(", ".join(saved.players))}</span>'
        f'<span class="saved-status">{escape(status)} · {escape(when)}</span>'
        + note
        + buttons
        + "</li>"
    )


def _damaged_row(save_id: str, confirm_delete: bool) -> str:
    """An entry that could not be read: exported as it is stored, or deleted."""
    sid = escape(save_id, quote=True)
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
        buttons = (
            f'<button type="button" data-cmd="export-saved" data-save="{sid}">'
            f'{escape(msg("saved.export"))}</button>'
            f'<button type="button" class="secondary" data-cmd="delete" data-save="{sid}"'
            f' aria-label="{escape(msg("saved.delete_label"), quote=True)}">'
            f'{escape(msg("saved.delete"))}</button>'
        )
    return (
        f'<li class="saved damaged" data-save="{sid}">'
        f'<span class="saved-title">{escape(msg("saved.damaged", name=save_id[:24]))}</span>'
        + buttons
        + "</li>"
    )


def render_menu(
    games: Iterable[Game],
    saved: Sequence[SavedGame] = (),
    notices: Sequence[str] = (),
    local_time: Callable[[str], str] | None = None,
    confirm_delete: str | None = None,
    room: Room | None = None,
    failures: dict[str, str] | None = None,
    damaged: Sequence[str] = (),
) -> str:
    """The start menu. `local_time` turns a stored ISO time into the player's local
    time (the page's clock knows the time zone; Python in the page does not),
    `confirm_delete` names the saved game whose deletion awaits a yes, `room` says how
    full the browser's storage is (an offer to make room when it runs low), and
    `failures` are the saved games that failed to show (id -> reason), `damaged` the
    ids of entries that could not be read (listed to export as they are, or delete)."""
    failures = failures or {}
    cards = []
    for game in games:
        gid = escape(game.id, quote=True)
        cards.append(
            f'<li class="game-card" data-game="{gid}">'
            f"<h3>{escape(game_title(game.id))}</h3>"
            f'<p class="players">{escape(players_label(game))}</p>'
            f'<button type="button" class="new-game" data-cmd="setup" data-game="{gid}">'
            f'{escape(msg("menu.new_game_of", title=game_title(game.id)))}</button>'
            "</li>"
        )
    listing = "".join(cards) or f'<li class="empty">{escape(msg("menu.no_games"))}</li>'
    notes = "".join(f'<p class="notice" role="alert">{escape(n)}</p>' for n in notices)
    saves = ""
    if saved or damaged:
        saves = (
            f'<h2>{escape(msg("menu.saved"))}</h2><ul class="saves">'
            + "".join(
                _saved_row(s, local_time, confirm_delete == s.save_id,
                           failures.get(s.save_id))
                for s in saved
            )
            + "".join(_damaged_row(d, confirm_delete == d) for d in damaged)
            + "</ul>"
        )
    if room is not None and room.low:
        saves = _room_section(room) + saves
    return (
        '<section id="menu" class="menu" aria-labelledby="menu-title">'
        '<h1 id="menu-title" class="brand">Glasshut</h1>'
        f'<p class="tagline">{escape(msg("menu.tagline"))}</p>'
        + _language_choice()
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


def _language_choice() -> str:
    """The language, chosen from the menu too: a first visit follows the browser, and a
    player who reads another language need not start a game to change it."""
    options = "".join(
        f'<option value="{escape(code, quote=True)}" lang="{escape(code, quote=True)}"'
        f'{" selected" if code == language() else ""}>{escape(name)}</option>'
        for code, name in LANGUAGES.items())
    return (f'<label class="menu-lang">{escape(msg("settings.language"))}'
            f' <select name="lang" data-cmd="setting">{options}</select></label>')


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
        f'<h1 id="setup-title">{escape(msg("menu.new_game_of", title=game_title(game.id)))}</h1>'
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


def _room_section(room: Room) -> str:
    """The notice that storage runs low, with the offer to make room."""
    about = msg("room.full") if room.full else msg(
        "room.low", percent=room.percent, left=max(0, room.left // 1000))
    if room.removable:
        action = (
            '<button type="button" data-cmd="make-room">'
            f'{escape(msg("room.offer", n=len(room.removable)))}</button>'
        )
    else:
        action = f"<p>{escape(msg('room.none'))}</p>"
    return (
        f'<div id="room" class="room notice" role="status"><p>{escape(about)}</p>'
        f"{action}</div>"
    )


def render_make_room(games: Sequence[SavedGame], link_of: Callable[[str], str]) -> str:
    """The dialog that exports finished games (their links, one per line) before
    removing them; `link_of` turns a save string into the page's link."""
    ids = " ".join(g.save_id for g in games)
    links = "\n".join(link_of(g.save) for g in games)
    return (
        '<dialog id="make-room" class="dialog" aria-labelledby="make-room-title">'
        f'<h2 id="make-room-title">{escape(msg("room.title"))}</h2>'
        f"<p>{escape(msg('room.about'))}</p>"
        f'<label for="room-links">{escape(msg("room.links"))}</label>'
        f'<textarea id="room-links" readonly rows="6" spellcheck="false">{escape(links)}'
        "</textarea>"
        '<div class="buttons">'
        f'<button type="button" data-cmd="copy" data-target="room-links">'
        f'{escape(msg("share.copy_link"))}</button>'
        f'<button type="button" data-cmd="make-room-confirmed" data-saves="'
        f'{escape(ids, quote=True)}">{escape(msg("room.remove", n=len(games)))}</button>'
        '<button type="button" class="secondary" data-cmd="close">'
        f'{escape(msg("btn.close"))}</button></div>'
        "</dialog>"
    )
