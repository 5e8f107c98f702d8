"""A game screen that works for any game through the protocol alone.

It lists whose turn it is, the legal actions as buttons, the action log, undo,
export, and the score breakdown at the end. Games with their own board view build
on the same pieces.
"""

from __future__ import annotations

from collections.abc import Collection
from html import escape

from ..core.match import Match
from .patch import block


def seat_label(match: Match, seat: int) -> str:
    return match.seats[seat].name or f"Player {seat + 1}"


def render_status(match: Match) -> str:
    if match.is_over():
        return "The game is over."
    seat = match.to_move()
    return f"{seat_label(match, seat)} to play."


def render_actions(match: Match, placed: Collection[str] = ()) -> str:
    """Buttons for the legal actions that the board view did not place on itself."""
    if match.is_over():
        return ""
    seat = match.to_move()
    if match.seats[seat].kind == "bot":
        return '<p class="thinking" aria-live="polite">The bot is thinking…</p>'
    buttons = []
    for action in match.legal_actions():
        if action in placed:
            continue
        act = escape(action, quote=True)
        buttons.append(
            f'<button type="button" class="act" data-act="{act}">'
            f"{escape(match.state.describe(action))}</button>"
        )
    if not buttons:
        return ""
    return (
        '<div class="actions" role="group" aria-label="Your choices">'
        + "".join(buttons)
        + "</div>"
    )


def render_confirm(match: Match) -> str:
    """Shown once a human's action hands the turn on: commit it, or take it back."""
    last = match.log[-1].seat
    return (
        '<div class="confirm" role="group" aria-label="End of turn">'
        f"<p>{escape(seat_label(match, last))}, your turn is complete."
        " Hand over to the next player, or undo to change it.</p>"
        '<button type="button" data-cmd="confirm">End turn</button>'
        "</div>"
    )


LOG_SHOWN = 150  # entries drawn: the log is redrawn on every move, so keep it bounded


def render_log(match: Match, shown: int = LOG_SHOWN) -> str:
    log = match.log
    earlier = max(0, len(log) - shown)
    items = "".join(
        f'<li value="{entry.number}">{escape(entry.text)}</li>' for entry in log[earlier:]
    )
    note = (
        f'<p class="log-earlier">{earlier} earlier moves are kept in the save.</p>'
        if earlier
        else ""
    )
    return (
        '<section id="t-log" class="log" aria-label="Action log"><h2>Log</h2>'
        f'{note}<ol class="log-list">{items}</ol></section>'
    )


def render_scores(match: Match) -> str:
    parts = []
    for score in sorted(match.scores(), key=lambda s: (s.rank or 99, s.seat)):
        lines = "".join(
            f"<tr><td>{escape(line.label)}</td><td>{line.points}</td></tr>" for line in score.lines
        )
        title = f" — {escape(score.title)}" if score.title else ""
        parts.append(
            f'<table class="score" data-seat="{score.seat}"><caption>'
            f"{'🏆 ' if score.rank == 1 else ''}{escape(seat_label(match, score.seat))}: "
            f"{score.total} points{title}</caption><tbody>{lines}</tbody></table>"
        )
    return '<section class="scores" aria-label="Final scores"><h2>Scores</h2>' + "".join(
        parts
    ) + "</section>"


def table_state(match: Match, confirm: bool = False) -> dict[str, str]:
    """Attributes of the table element that change with every action (the page sets
    them after drawing; tests and benchmarks read them)."""
    return {
        "data-moves": str(len(match.actions)),
        "data-over": str(match.is_over()).lower(),
        "data-confirm": str(confirm).lower(),
        "data-digest": match.digest(),
    }


def render_table(
    match: Match,
    undo_ok: bool,
    notice: str = "",
    board: str = "",
    placed: Collection[str] = (),
    confirm: bool = False,
    fast_bots: bool = False,
) -> str:
    """The whole game screen. `board` is the game's own drawing (may be empty), and
    `placed` the legal actions it made clickable; the others become buttons."""
    title = escape(match.game.title)
    note = f'<p class="notice" role="alert">{escape(notice)}</p>' if notice else ""
    undo = " disabled" if not undo_ok else ""
    speed = "Bots: fast" if fast_bots else "Bots: normal pace"
    if match.is_over():
        main = render_scores(match)
    elif confirm:
        main = render_confirm(match)
    else:
        main = render_actions(match, placed)
    head = (
        f'<header id="t-head" class="table-head"><h1>{title}</h1>'
        f'<p id="status" class="status" aria-live="polite">{escape(render_status(match))}</p>'
        '<nav class="toolbar" aria-label="Game menu">'
        f'<button type="button" data-cmd="undo"{undo}>Undo</button>'
        + (
            f'<button type="button" class="secondary" data-cmd="speed"'
            f' aria-pressed="{str(fast_bots).lower()}">{speed}</button>'
            if any(seat.kind == "bot" for seat in match.seats)
            else ""
        )
        + '<button type="button" class="secondary" data-cmd="rules">Rules</button>'
        '<button type="button" data-cmd="export">Share…</button>'
        '<button type="button" class="secondary" data-cmd="menu">Menu</button>'
        "</nav></header>"
    )
    return (
        # The attributes of table_state() are set by the page after each drawing, so
        # that they do not count as a change of the skeleton.
        f'<section id="table" class="table" data-game="{escape(match.game.id, quote=True)}">'
        + block("t-head", head)
        + block("t-main", f'<div id="t-main">{note}{main}</div>')
        + (f'<div class="board">{board}</div>' if board else "")
        + block("t-log", render_log(match))
        + "</section>"
    )


def render_rules(title: str, summary) -> str:
    sections = "".join(
        f"<h3>{escape(heading)}</h3><ul>" + "".join(f"<li>{escape(p)}</li>" for p in points)
        + "</ul>"
        for heading, points in summary
    )
    return (
        '<div id="rules" class="dialog rules" role="dialog" tabindex="-1"'
        ' aria-labelledby="rules-title">'
        f'<h2 id="rules-title">{escape(title)} in short</h2>{sections}'
        '<button type="button" class="secondary" data-cmd="close">Close</button>'
        "</div>"
    )


def render_export(save: str, link: str) -> str:
    return (
        '<div id="export" class="dialog" role="dialog" aria-labelledby="export-title">'
        '<h2 id="export-title">Share this game</h2>'
        "<p>Anyone who opens the link, or pastes the save string into Glasshut's menu,"
        " continues this game from here.</p>"
        '<label for="export-link">Link</label>'
        f'<input id="export-link" readonly value="{escape(link, quote=True)}">'
        '<button type="button" data-cmd="copy" data-target="export-link">Copy link</button>'
        '<label for="export-save">Save string</label>'
        f'<textarea id="export-save" readonly rows="3">{escape(save)}</textarea>'
        '<button type="button" data-cmd="copy" data-target="export-save">Copy save string</button>'
        '<form class="import" data-cmd="import"><label for="import-text">Or open another'
        ' game: paste its save string or link</label>'
        '<textarea id="import-text" name="save" rows="2" spellcheck="false"'
        ' maxlength="20000"></textarea>'  # codec.MAX_CHARS: never megabytes of paste
        '<button type="submit">Open game</button></form>'
        '<button type="button" class="secondary" data-cmd="close">Close</button>'
        "</div>"
    )
