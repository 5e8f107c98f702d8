"""The Black Forest board view: the whole table as HTML with inline SVG.

`render(state, viewer, legal)` returns `(markup, placed)`. The markup is a set of
separate <svg> blocks (village map, one tile per Building, each player's wheels,
tracks and Estates) inside small HTML containers, so web/board.css can stack them
on a phone and lay them side by side on a wide screen; every <svg> has a viewBox
and scales. `placed` names the legal actions drawn on a board element: each such
element carries data-act, class "legal", tabindex and an aria-label from
`state.describe`. The page shows the other legal actions as buttons.

Every top-level block has a stable id (bf-status, bf-map, bf-tile-14A, bf-p0-glass,
bf-p0-e1, ...) and, thanks to a cache, unchanged blocks come out as the same
string: a page may replace only the blocks whose markup changed.

Only what every seat may see is drawn: the Job pile is shown as a count, never
its order. Every text goes through ui.svg, which escapes it.

This module assembles the table and words its buttons; each area is drawn by its own
module: view_map (villages, Locations, pawns, roads), view_buildings (the Buildings
panel), view_board (a player's board, tracks and Estates) with view_wheels (the
production wheels), and view_strip (the resource strip). view_common holds what they
share: the render context, the markup cache and text and icon helpers.
"""

from __future__ import annotations

from html import escape

from ..ui.patch import block
from ..ui.words import as_command
from . import data as D
from . import icons as I
from . import texts as T
from .lang import style, tr
from .view_board import _player
from .view_buildings import _buildings
from .view_common import _badge, _Ctx
from .view_map import _map
from .view_strip import _strip


# -- entry point ---------------------------------------------------------------------------
def render(state, viewer: int | None, legal: list[str]) -> tuple[str, set[str]]:
    ctx = _Ctx(state, viewer, legal)
    parts = [
        block("bf-status", _status(ctx)),
        '<div class="bf-main">',
        f'<section class="bf-mapwrap" aria-label="{escape(tr("v.village_map"), quote=True)}">',
        block("bf-map", _map(ctx)),
        "</section>",
        _buildings(ctx),
        "</div>",
        '<div class="bf-players">',
        *(_player(ctx, i) for i in _seat_order(ctx)),
        "</div>",
    ]
    return '<div class="bf">' + "".join(parts) + "</div>", ctx.placed


def _seat_order(ctx: _Ctx) -> list[int]:
    n = len(ctx.s.players)
    first = ctx.viewer if ctx.viewer is not None and 0 <= ctx.viewer < n else 0
    return [(first + k) % n for k in range(n)]


# -- status ---------------------------------------------------------------------------------
def _status(ctx: _Ctx) -> str:
    s = ctx.s
    out = ['<div class="bf-status" id="bf-status">']
    if s.is_over():
        out.append(f'<p class="bf-turn">{escape(tr("over"))}</p>')
    else:
        cur = s.current
        line = tr("v.turn_line", n=s.turn_number, who=_badge(ctx, cur))
        if ctx.mover is not None and ctx.mover != cur:
            line += tr("v.decides", who=_badge(ctx, ctx.mover))
        out.append(f'<p class="bf-turn">{line}.</p>')
        who = tr("v.you") if ctx.viewer is not None and ctx.viewer == ctx.mover else (
            ctx.name(ctx.mover) if ctx.mover is not None else "")
        out.append(f'<p class="bf-prompt">{escape(T.prompt(s, who))}</p>')
    if s.solo:
        used = sum(1 for u in s.solo_used if u)
        year = tr("v.year", year=s.year, years=D.SOLO_YEARS, used=used, pawns=len(s.solo_used))
        out.append(f'<p class="bf-year">{escape(year)}</p>')
    if s.end_triggered_by is not None:
        left = "" if s.final_turns_left is None or s.is_over() else (
            tr("v.final_turns", n=s.final_turns_left))
        said = tr("v.triggered", who=_badge(ctx, s.end_triggered_by), left=escape(left))
        out.append(f'<p class="bf-end" role="note">{said}</p>')
    out.append("</div>")
    return "".join(out)


# -- the bar's buttons, notes and the end screen ----------------------------------------
# The two markers a split payment or gain may share, by the action's second word.
SPLIT_PARTS = {
    "provisions": ("provisions@a", "provisions@b"),
    "charcoal": ("charcoal@glass", "charcoal@cook"),
    "livestock": ("pig", "cattle"),
}


# A choice's button reads as what to do: the preview's first verb, in the imperative.
def _as_choice(s, said: str) -> str:
    """A preview sentence as a button's words, without the deciding player's name (the
    turn line names them): "Ann goes Begging: gains 1 provision." -> "Go Begging: gains
    1 provision."; a sentence that starts otherwise stays as it is."""
    seat = s.to_move()
    prefix = f"{s.seats[seat].name} " if seat is not None else ""
    if not prefix or not said.startswith(prefix):
        return said
    return _command(said[len(prefix):])


def _command(said: str) -> str:
    """A log sentence's predicate as a button asks for it: "takes 1 wood." becomes "Take
    1 wood.", "nimmt 1 Holz." "Nimm 1 Holz." (the log tells what a seat did, a button
    what to do)."""
    commands = style("commands")
    if commands is None:
        return as_command(said)
    verb, _, rest = said.partition(" ")
    asked = commands.get(verb)
    if asked is None:
        return said[:1].upper() + said[1:]
    return asked + (" " + rest if rest else "")


def _split_label(s, action: str) -> str | None:
    """Button words for the choices that differ only in which marker pays or gains."""
    words = action.split()
    if len(words) != 3 or words[0] not in ("pay", "gain") or words[1] not in SPLIT_PARTS:
        return None
    a, b = (int(x) for x in words[2].split("+"))
    first, second = SPLIT_PARTS[words[1]]
    verb = "pay" if words[0] == "pay" else "take"
    if words[1] == "livestock":
        parts = [T.qty(a, "pig") if a else "", T.qty(b, "cattle") if b else ""]
        head = tr(f"v.{verb}_head", what=T.join(parts))
    else:
        parts = [tr(f"v.part.{verb}.{where}", n=n) for n, where in ((a, first), (b, second)) if n]
        head = tr(f"v.{verb}_split", amount=T.qty(a + b, words[1]), parts=T.join(parts))
    said = T.wording(s.describe(action))
    name = s.seats[s.to_move()].name
    rest = said[len(name) + 1:] if said.startswith(name + " ") else said
    rest = rest.split(": ", 1)[1] if ": " in rest else ""
    return head + (tr("v.then", rest=rest.rstrip(".")) if rest else "")


def _notes(ctx: _Ctx) -> str:
    s = ctx.s
    out = []
    if s.solo:
        used = sum(1 for u in s.solo_used if u)
        year = tr("v.year_note", year=s.year, years=D.SOLO_YEARS, used=used,
                  pawns=len(s.solo_used))
        out.append(f'<span class="note">{escape(year)}</span>')
    if s.end_triggered_by is not None and not s.is_over():
        left = "" if s.final_turns_left is None else tr("v.final_turns", n=s.final_turns_left)
        said = tr("v.triggered_note", who=_badge(ctx, s.end_triggered_by), left=escape(left))
        out.append(f'<span class="note bf-end" role="note">{said}</span>')
    return "".join(out)


def _end_buildings(ctx: _Ctx) -> str:
    """End screen: each seat's Buildings with their points."""
    s = ctx.s
    rows = []
    for i, p in enumerate(s.players):
        items = "".join(
            f"<li>{escape(T.building_name(bid))} <b>{D.BUILDINGS[bid]['vp']}★</b></li>"
            for bid in p.buildings) or f"<li>{escape(tr('v.none'))}</li>"
        head = tr("v.seat_buildings", who=_badge(ctx, i))
        rows.append(f'<section class="end-seat"><h3>{head}</h3>'
                    f'<ul class="end-buildings">{items}</ul></section>')
    return '<div class="end-more">' + "".join(rows) + "</div>"


def areas(state, viewer: int | None, legal: list[str], since=None):
    """The table's areas (glasshut.ui.table.GameView) for `viewer`'s eyes; `since`, an
    earlier state, marks the pawns that moved since then."""
    from ..ui.table import GameView  # the view stays importable without the table

    ctx = _Ctx(state, viewer, legal)
    board = ('<div class="bf bf-boardpanel"><section class="bf-mapwrap"'
             f' aria-label="{escape(tr("v.village_map"), quote=True)}">'
             '<button type="button" class="zoom secondary" data-cmd="zoom"'
             f' aria-pressed="false">{escape(tr("v.whole_map"))}</button>'
             + block("bf-map", _map(ctx, since)) + "</section></div>")
    buildings = '<div class="bf">' + _buildings(ctx) + "</div>"
    order = _seat_order(ctx)
    me = others = ""
    if viewer is not None:
        me = ('<div class="bf"><div class="bf-players">' + _player(ctx, order[0])
              + "</div></div>")
        order = order[1:]
    if order:
        others = ('<div class="bf"><div class="bf-players">'
                  + "".join(_player(ctx, i) for i in order) + "</div></div>")
    rest = [a for a in legal if a not in ctx.placed]
    labels = {a: lab for a in rest if (lab := _split_label(state, a))}
    for a in rest:
        if a not in labels:
            labels[a] = tr("v.end") if a == "end" else _as_choice(
                state, T.wording(state.describe(a)))
    for a in labels:
        if a.startswith("release "):
            # "Return 1 pig": short enough to share a phone's row with the step's own
            # choice, so the board does not move down when one joins it.
            labels[a] = labels[a].replace(tr("v.to_supply"), "")
    building = T.paying_for(state) if ctx.paying else ""
    if building:  # a payment step says what it pays for
        labels = {a: text.rstrip(".") + tr("v.for_building", building=building)
                  for a, text in labels.items()}
    over = state.is_over()
    return GameView(
        board=board,
        panels=(("buildings", tr("v.buildings"), buildings),),
        me=me,
        others=others,
        strip=_strip(ctx, viewer) if viewer is not None else "",
        sprite=I.SPRITE,
        notes=_notes(ctx),
        placed=ctx.placed,
        prompt=T.wording(T.decision(state)),
        turn_seat=None if over else state.current,
        turn_no=None if over or state.solo else state.turn_number,
        # Removing a tile while paying is the payment, not an anytime action.
        anytime=set() if ctx.paying else {
            a for a in legal if a.split(" ", 1)[0] in ("convert", "remove", "release")},
        labels=labels,
        titles={},
        end_extra=_end_buildings(ctx) if over else "",
        tie_break=T.tie_break(),
        wording=T.wording,
        end_turn="end",
    )
