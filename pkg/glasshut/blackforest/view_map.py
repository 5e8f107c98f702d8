"""Black Forest's village map: villages with their Tradespeople, pawn spaces and
Job slots, the Locations, the roads with their cost badges, the pawns (sliding in
after another seat's move) and the arrows of the moves made since the viewer's last."""

from __future__ import annotations

import math
from html import escape

from ..ui.patch import block
from ..ui.svg import el, focusable, label, tip
from . import board as B
from . import data as D
from . import texts as T
from .lang import language, tr
from .view_common import (
    SEAT_MARK,
    _cost_tokens,
    _Ctx,
    _fit,
    _glyph_line,
    _lines,
    _memo,
    _part,
    _reward_tokens,
    _trade_glyphs,
)

# -- the village map (viewBox 0 0 1000 735) ----------------------------------------------
# Three rows: Village 1 between the Feudal Lord and Freiburg; Villages 5 and 2 at the
# sides with the Captain between them; Villages 4 and 3 at the bottom with the Hermit
# above their meeting, the Count and the Market at the ends. Wider than tall, as a
# laptop's Board area: the map fits it whole with its text near 11 px.
SOLO_MARK = {"blue": "B", "yellow": "Y", "red": "R", "black": "K", "white": "W"}
MAP_W, MAP_H = 1000, 735
VILLAGE_XY = ((500, 135), (825, 284), (680, 608), (320, 598), (175, 284))
LOC_XY = {
    "Freiburg": (782, 110), "Market": (925, 488), "Hermit": (420, 428),
    "Count": (75, 488), "FeudalLord": (218, 110), "Captain": (470, 309),
}
INFO_XY = (75, 60)
CARD_W, CARD_H = 116, 58
TEXT = 14  # the map's smallest text: about 11 px when fitted to a laptop's Board area
SLOT_W, SLOT_H = 124, 72
LOC_W, LOC_H = 136, 118
SPACE_R, HIT_R = 20, 28
# Ring layouts relative to the village centre: card k, then pawn space k (between
# card k and card k+1), the Job slot, and the label/background box.
RINGS = {
    4: {
        "cards": ((-86, -76), (86, -76), (86, 76), (-86, 76)),
        "spaces": ((0, -76), (86, 0), (0, 76), (-86, 0)),
        "slot": (0, 0),
        "box": (-150, -130, 300, 245),
    },
    3: {
        "cards": ((-100, -50), (100, -50), (0, 95)),
        "spaces": ((0, -50), (85, 50), (-85, 50)),
        "slot": (0, 14),
        "box": (-168, -104, 336, 238),
    },
}


SLIDE_S = 0.6  # chosen: how long a pawn takes to slide to its new place


def _pawn(x: float, y: float, cls: str, mark: str, about: str, at: int, r: float = 15,
          slide: tuple[float, float] | None = None) -> str:
    """A pawn; `slide`, how far it stood from here before another seat moved it: the
    page starts the slide (never with animations off or reduced motion)."""
    move = "" if slide is None else (
        f'<animateTransform class="bf-slide" attributeName="transform" type="translate"'
        f' from="{slide[0]:.0f} {slide[1]:.0f}" to="0 0" dur="{SLIDE_S}s"'
        ' begin="indefinite" fill="remove"/>')
    return el("g", tip(about), el("circle", cx=x, cy=y, r=r),
              label(x, y + 5, mark, class_="bf-pmark"), move, class_=f"bf-pawn {cls}",
              data_at=B.pos_text(at), data_mark=mark)


def _pawns_at(ctx: _Ctx) -> dict[int, list[tuple[str, str, str]]]:
    """Board position -> pawns there as (css class, mark, tooltip)."""
    s = ctx.s
    at: dict[int, list[tuple[str, str, str]]] = {}
    if s.solo:
        for k, pos in enumerate(s.solo_pawns):
            if pos >= 0:
                colour = D.SOLO_PAWNS[k]
                at.setdefault(pos, []).append(
                    (f"bf-solo-{colour}", SOLO_MARK.get(colour, "?"),
                     tr("v.solo_pawn", colour=tr("solo." + colour))))
    else:
        for i, p in enumerate(s.players):
            if p.pawn >= 0:
                at.setdefault(p.pawn, []).append(
                    (f"bf-s{i}", SEAT_MARK[i], tr("v.seat_pawn", name=ctx.name(i))))
    if s.neutral_pawn >= 0:
        at.setdefault(s.neutral_pawn, []).append(("bf-neutral", "N", tr("v.neutral_pawn")))
    return at


def _map(ctx: _Ctx, since=None) -> str:
    s = ctx.s
    pawns = _pawns_at(ctx)
    ctx.slides = _slides(ctx, since) if since is not None else {}
    out = [f'<svg class="bf-map" id="bf-map" viewBox="0 0 {MAP_W} {MAP_H}" role="group" '
           f'aria-label="{escape(tr("v.map_label"), quote=True)}">']
    roads, badges = _paths(tuple(len(r) for r in s.villages))
    out.append(roads)
    # Each village, Location and the pile is a block: a move redraws the parts it
    # touched, not the whole map.
    for v in range(D.N_VILLAGES):
        out.append(block(f"bf-v{v}", _village(ctx, v, pawns)))
    for k, loc in enumerate(D.LOCATIONS):
        out.append(block(f"bf-l{k}", _location(ctx, k, loc, pawns)))
    out.append(badges)
    out.append(block("bf-trails", '<g id="bf-trails">'
                     + (_moved(ctx, since) if since is not None else "") + "</g>"))
    x, y = INFO_XY
    pile = len(s.job_pile)  # only the count: the order is hidden from everyone
    jobs_in_play = sum(1 for j in s.village_jobs if j) + sum(1 for j in s.location_jobs if j)
    about = tr("v.pile_about", pile=pile, jobs=jobs_in_play, most=D.max_jobs(s.n_players))
    out.append(block("bf-pile", focusable(
        "g", about,
        el("rect", x=x - 55, y=y - 34, width=110, height=68, rx=8, class_="bf-pile"),
        label(x, y - 10, tr("v.pile"), class_="bf-h"),
        label(x, y + 14, tr("v.face_down", n=pile), class_="bf-small"),
        class_="bf-info", id="bf-pile")))
    out.append("</svg>")
    return "".join(out)


def _pos_xy(s, pos: int) -> tuple[float, float] | None:
    """Where a pawn at `pos` stands on the map."""
    if pos < 0:
        return None
    if pos < B.CENTER:
        v = B.SPACE_VILLAGE[pos]
        n = len(s.villages[v])
        dx, dy = (RINGS.get(n) or _ring_layout(n))["spaces"][pos - B.VOFF[v]]
        return VILLAGE_XY[v][0] + dx, VILLAGE_XY[v][1] + dy
    if pos < B.LOC:
        return VILLAGE_XY[pos - B.CENTER]
    x, y = LOC_XY[D.LOCATIONS[pos - B.LOC]]
    return x + LOC_W / 2 - 20, y - LOC_H / 2 + 20


def _pawn_moves(ctx: _Ctx, since) -> list[tuple[str, int, int]]:
    """(pawn class, where it stood at `since`, where it stands now) for the other seats'
    pawns and the neutral pawn."""
    s = ctx.s
    moves = []
    if not s.solo and len(since.players) == len(s.players):
        moves += [(f"bf-s{i}", since.players[i].pawn, p.pawn) for i, p in enumerate(s.players)
                  if i != ctx.viewer]
    moves.append(("bf-neutral", since.neutral_pawn, s.neutral_pawn))
    return moves


def _slides(ctx: _Ctx, since) -> dict[str, tuple[float, float]]:
    """How far each pawn that moved since `since` slides to reach its place."""
    out = {}
    for cls, old, new in _pawn_moves(ctx, since):
        a, b = _pos_xy(ctx.s, old), _pos_xy(ctx.s, new)
        if old != new and a is not None and b is not None:
            out[cls] = (a[0] - b[0], a[1] - b[1])
    return out


# The arrowhead stops this far before the pawn's centre: past the pawn's rim (r=15), so
# the pawn it points at stays in sight.
TRAIL_GAP = 24


def _short_of(a: tuple[float, float], b: tuple[float, float], gap: float) -> tuple[float, float]:
    """The point `gap` before `b` on the way from `a` (halfway when they are closer)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = (dx * dx + dy * dy) ** 0.5
    keep = max(length - gap, length / 2) / length if length else 1.0
    return round(a[0] + dx * keep, 1), round(a[1] + dy * keep, 1)


def _moved(ctx: _Ctx, since) -> str:
    """Arrows from where the other seats' pawns (and the neutral pawn) stood at `since`
    to where they stand now: what changed while the viewer waited."""
    s = ctx.s
    out = []
    for cls, old, new in _pawn_moves(ctx, since):
        a, b = _pos_xy(s, old), _pos_xy(s, new)
        if old == new or b is None:
            continue
        if a is None:  # placed from off the board: a ring around its new space
            out.append(el("circle", cx=b[0], cy=b[1], r=30, class_=f"bf-trail {cls}"))
            continue
        tip = _short_of(a, b, TRAIL_GAP)
        out.append(el("line", x1=a[0], y1=a[1], x2=tip[0], y2=tip[1],
                      class_=f"bf-trail {cls}", marker_end="url(#bf-arrow)"))
        out.append(el("circle", cx=a[0], cy=a[1], r=9, class_=f"bf-trail-from {cls}"))
    if not out:
        return ""
    return ('<defs><marker id="bf-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5"'
            ' markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 Z"'
            ' class="bf-arrowhead"/></marker></defs><g class="bf-trails">' + "".join(out) + "</g>")


def _obstacles(sizes: tuple[int, ...]) -> list[tuple[float, float, float, float]]:
    """Rectangles a cost badge must not cover: cards, spaces, Job slots, labels, boxes."""
    out = []
    for v, n in enumerate(sizes):
        lay = RINGS.get(n) or _ring_layout(n)
        cx, cy = VILLAGE_XY[v]
        for x, y in lay["cards"]:
            out.append((cx + x - CARD_W / 2, cy + y - CARD_H / 2, cx + x + CARD_W / 2,
                        cy + y + CARD_H / 2))
        for x, y in lay["spaces"]:
            out.append((cx + x - SPACE_R, cy + y - SPACE_R, cx + x + SPACE_R, cy + y + SPACE_R))
        sx, sy = lay["slot"]
        out.append((cx + sx - SLOT_W / 2, cy + sy - SLOT_H / 2, cx + sx + SLOT_W / 2,
                    cy + sy + SLOT_H / 2 + 12))
        by = lay["box"][1]
        out.append((cx - 60, cy + by, cx + 60, cy + by + 26))
    for x, y in LOC_XY.values():
        out.append((x - LOC_W / 2, y - LOC_H / 2, x + LOC_W / 2, y + LOC_H / 2))
    x, y = INFO_XY
    out.append((x - 55, y - 34, x + 55, y + 34))
    return out


def _clearance(x: float, y: float, rects, taken) -> float:
    """Distance from (x, y) to the nearest drawn rectangle, badge or map edge."""
    best = min(x, y, MAP_W - x, MAP_H - y)
    for x0, y0, x1, y1 in rects:
        dx = max(x0 - x, 0.0, x - x1)
        dy = max(y0 - y, 0.0, y - y1)
        best = min(best, math.hypot(dx, dy))
    for a, b in taken:
        best = min(best, math.hypot(x - a, y - b) - 13)
    return best


def _badge_spot(p, q, rects, taken) -> tuple[float, float]:
    """A point on the road p-q clear of everything drawn, nearest its middle."""
    (x1, y1), (x2, y2) = p, q
    lo_x, hi_x = min(x1, x2) - 40, max(x1, x2) + 40
    lo_y, hi_y = min(y1, y2) - 40, max(y1, y2) + 40
    rects = [r for r in rects if r[0] < hi_x and r[2] > lo_x and r[1] < hi_y and r[3] > lo_y]
    best, spot = -1.0, (x1 + (x2 - x1) / 2, y1 + (y2 - y1) / 2)
    for k in range(41):
        t = 0.5 + (k + 1) // 2 * 0.02 * (1 if k % 2 else -1)
        x, y = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
        room = _clearance(x, y, rects, taken)
        if room >= 15:
            return x, y
        if room > best:
            best, spot = room, (x, y)
    return spot


def _paths(sizes: tuple[int, ...]) -> tuple[str, str]:
    """The roads (drawn under everything) and their cost badges (drawn on top)."""
    key = (language(), sizes)  # the badges' tooltips are words
    hit = _PATHS.get(key)
    if hit is None:
        hit = _PATHS[key] = _paths_make(sizes)
    return hit


_PATHS: dict = {}  # the same for every game with these village sizes: kept for good


def _paths_make(sizes: tuple[int, ...]) -> tuple[str, str]:
    rects = _obstacles(sizes)
    taken: list[tuple[float, float]] = []
    roads, links, badges = [], [], []
    ends = [(VILLAGE_XY[a], VILLAGE_XY[b], tr("v.path", a=a + 1, b=b + 1), roads)
            for a, b in D.VILLAGE_PATHS]
    ends += [(LOC_XY[loc], VILLAGE_XY[v], tr("v.loc_path", name=T.job_name(loc), v=v + 1), links)
             for loc, pair in D.LOCATION_VILLAGES.items() for v in pair]
    for p, q, what, bucket in ends:
        bucket.append(el("line", x1=p[0], y1=p[1], x2=q[0], y2=q[1]))
        x, y = _badge_spot(p, q, rects, taken)
        taken.append((x, y))
        badges.append(_cost_badge(x, y, what))
    under = ('<g class="bf-path">' + "".join(roads) + '</g><g class="bf-path bf-loclink">'
             + "".join(links) + "</g>")
    return under, '<g class="bf-costs">' + "".join(badges) + "</g>"


def _cost_badge(x: float, y: float, what: str) -> str:
    return el("g", tip(tr("v.path_cost", what=what, n=D.PATH_COST)),
              el("circle", cx=x, cy=y, r=13), label(x, y + 5, D.PATH_COST),
              class_="bf-cost")


def _village(ctx: _Ctx, v: int, pawns) -> str:
    s = ctx.s
    ring = s.villages[v]
    n = len(ring)
    layout = RINGS.get(n) or _ring_layout(n)
    cx, cy = VILLAGE_XY[v]
    bx, by, bw, bh = layout["box"]
    out = [f'<g class="bf-village" id="bf-v{v}" data-village="V{v + 1}"'
           f' transform="translate({cx},{cy})">',
           el("rect", x=bx, y=by, width=bw, height=bh, rx=22, class_="bf-vbg"),
           label(0, by + 20, tr("v.village", v=v + 1), class_="bf-vname")]
    # Cards, the Job slot and spaces are blocks: lighting a village's spaces for a
    # move leaves its cards alone.
    for k, tp in enumerate(ring):
        x, y = layout["cards"][k]
        out.append(_part(f"bf-v{v}-c{k}", _tradesperson(ctx, tp, x, y)))
    sx, sy = layout["slot"]
    out.append(_part(f"bf-v{v}-j", _village_slot(ctx, v, sx, sy)))
    # Begging pawns stand in the village, not on a space: beside its name.
    for k, (cls, mark, about) in enumerate(pawns.get(B.CENTER + v, [])):
        out.append(_pawn(60 + k * 22, by + 15, cls, mark, about + tr("v.begging"),
                         B.CENTER + v, r=10, slide=ctx.slides.get(cls)))
    for k in range(n):
        x, y = layout["spaces"][k]
        space = B.VOFF[v] + k
        out.append(_part(f"bf-v{v}-s{k}", _space(ctx, space, x, y, pawns.get(space, []))))
    out.append("</g>")
    return "".join(out)


def _ring_layout(n: int) -> dict:
    """Fallback for a village size without a hand-tuned layout: cards on a circle."""
    cards, spaces = [], []
    for k in range(n):
        a = math.radians(-90 - 180 / n + 360 * k / n)
        b = math.radians(-90 + 360 * k / n)
        cards.append((round(115 * math.cos(a)), round(95 * math.sin(a))))
        spaces.append((round(95 * math.cos(b)), round(80 * math.sin(b))))
    return {"cards": tuple(cards), "spaces": tuple(spaces), "slot": (0, 0),
            "box": (-180, -140, 360, 280)}


def _tradesperson(ctx: _Ctx, tp: str, x: float, y: float) -> str:
    opts = list(D.TRADESPEOPLE.get(tp, {"": None}))
    acts = [f"visit {tp} {key}" if key else f"visit {tp}" for key in opts] + [f"swap {tp}"]
    if not any(ctx.can(a) for a in acts):
        return _memo(("tp", tp, x, y), lambda: _tradesperson_make(ctx, tp, x, y, opts))
    return _tradesperson_make(ctx, tp, x, y, opts)


def _tradesperson_make(ctx: _Ctx, tp: str, x: float, y: float, opts: list[str]) -> str:
    about = T.tp_long(tp)
    left, top = x - CARD_W / 2, y - CARD_H / 2
    body = [el("rect", x=left, y=top, width=CARD_W, height=CARD_H, rx=7, class_="bf-card"),
            _fit(T.tp_name(tp), x, top + 16, CARD_W - 8, TEXT, class_="bf-cardname")]
    visits = [f"visit {tp} {key}" if key else f"visit {tp}" for key in opts]
    rows = []
    row_h = (CARD_H - 22) / len(opts)  # rows touch: on a phone each is 24 px to tap
    for k, key in enumerate(opts):
        ry = top + 21 + k * row_h
        line = T.tp_option_label(tp, key) if key in D.TRADESPEOPLE.get(tp, {}) else ""
        inner = [el("rect", x=left + 3, y=ry, width=CARD_W - 6, height=row_h, rx=4,
                    class_="bf-opt"),
                 _trade_glyphs(*D.TRADESPEOPLE[tp][key], x, ry + row_h / 2 + 5, CARD_W - 6,
                               TEXT) if key in D.TRADESPEOPLE.get(tp, {}) else None]
        if inner[-1] is None:
            inner[-1] = _fit(line, x, ry + row_h / 2 + 5, CARD_W - 12, TEXT,
                             class_="bf-optline")
        if len(opts) > 1 and ctx.can(visits[k]):
            rows.append(ctx.act("g", visits[k], about, *inner, cls="bf-optact"))
        else:
            rows.append("".join(inner))
    body += rows
    # A single visit, or swapping the Merchant here, is played on the whole card.
    whole = next((a for a in (visits[0] if len(opts) == 1 else None, f"swap {tp}")
                  if a and ctx.can(a)), None)
    attrs = {"class_": "bf-tp", "data_tp": tp}
    if whole:
        cls = "bf-tp bf-swap" if whole.startswith("swap ") else "bf-tp"
        return ctx.act("g", whole, about, *body, **{"data_tp": tp}, cls=cls)
    if any('data-act="' in r for r in rows):
        # Options inside are the controls; the card is their labelled group.
        return el("g", *body, role="group", aria_label=about, data_tip=about,
                  **attrs)
    return focusable("g", about, *body, **attrs)


def _job_card(ctx: _Ctx, job: str | None, x: float, y: float, w: float, h: float,
              empty: str) -> str:
    left, top = x - w / 2, y - h / 2
    if job is None:
        return el("g", el("rect", x=left, y=top, width=w, height=h, rx=6, class_="bf-slot"),
                  _fit(empty, x, y + 5, w - 8, TEXT, class_="bf-small bf-dim"))
    cost, gain = T.job_short(job)
    body = [el("rect", x=left, y=top, width=w, height=h, rx=6, class_="bf-job"),
            _fit(T.job_named(job), x, top + 15, w - 8, TEXT, class_="bf-cardname"),
            ]
    _, jcost, jreward = D.JOBS[job]
    pay = _cost_tokens(jcost)
    get = _reward_tokens(jreward)
    line = _glyph_line([("t", tr("v.pay_word")), *pay], x, top + 32, w - 6, TEXT) if pay else None
    body.append(line or _fit(tr("v.pay_line", what=cost), x, top + 31, w - 8, TEXT,
                             class_="bf-jobcost"))
    line = _glyph_line([("t", tr("v.get_word")), *get], x, top + 52, w - 6, TEXT) if get else None
    if line:
        body.append(line)
    else:
        for k, text in enumerate(_lines(tr("v.get_line", what=gain), w - 4, TEXT)):
            body.append(_fit(text, x, top + 49 + k * 15, w - 8, TEXT))
    return ctx.thing("g", T.job_long(job), *body, action=f"job {job}", cls="bf-jobcard",
                     data_job=job)


def _village_slot(ctx: _Ctx, v: int, x: float, y: float) -> str:
    job = ctx.s.village_jobs[v]
    card = _job_card(ctx, job, x, y, SLOT_W, SLOT_H, tr("v.job_space"))
    out = [card]
    choose = f"neutral V{v + 1}"
    if ctx.can(choose):  # 2-player setup: pick the neutral pawn's village here
        out = [ctx.act("g", choose, tr("v.village_small", v=v + 1), card, cls="bf-vpick")]
    return "".join(out)


def _space(ctx: _Ctx, space: int, x: float, y: float, here) -> str:
    txt = B.SPACE_TXT[space]
    sliding = any(cls in ctx.slides for cls, _, _ in here)
    if not sliding and not any(
            ctx.can(a) for a in (f"move {txt}", f"neutral {txt}", f"move {txt} white")):
        ring = ctx.s.villages[B.SPACE_VILLAGE[space]]
        return _memo(("space", space, x, y, tuple(ring), tuple(here)),
                     lambda: _space_make(ctx, space, x, y, here))
    return _space_make(ctx, space, x, y, here)


def _space_make(ctx: _Ctx, space: int, x: float, y: float, here) -> str:
    txt = B.SPACE_TXT[space]
    v = B.SPACE_VILLAGE[space]
    ring = ctx.s.villages[v]
    k = space - B.VOFF[v]
    about = tr("v.space_about", space=T.wording(txt), a=T.tp_name(ring[k]),
               b=T.tp_name(ring[(k + 1) % len(ring)]))
    body = [el("circle", cx=x, cy=y, r=HIT_R, class_="bf-hit"),
            el("circle", cx=x, cy=y, r=SPACE_R, class_="bf-space"),
            label(x, y + 5, txt.split(".")[1], class_="bf-spacenum")]
    action = next((a for a in (f"move {txt}", f"neutral {txt}") if ctx.can(a)), None)
    if action:
        out = [ctx.act("g", action, about, *body, cls="bf-spaceg", data_space=txt)]
    else:  # hover explains it; no Tab stop for a space nobody can enter now
        out = [el("g", tip(about), *body, class_="bf-spaceg", data_space=txt)]
    white = f"move {txt} white"
    if ctx.can(white):  # solo: the white pawn may go here instead of the next pawn
        out.append(ctx.act("g", white, tr("v.white_free"),
                           el("circle", cx=x + 22, cy=y - 20, r=12, class_="bf-solo-white"),
                           label(x + 22, y - 16, "W", class_="bf-pmark"), cls="bf-white"))
    for k, (cls, mark, who) in enumerate(here):
        out.append(_pawn(x + k * 8, y - k * 8, cls, mark,
                         tr("v.on", who=who, place=T.wording(txt)), space,
                         slide=ctx.slides.get(cls)))
    return "".join(out)


def _location(ctx: _Ctx, k: int, loc: str, pawns) -> str:
    job = ctx.s.location_jobs[k]
    sliding = any(cls in ctx.slides for cls, _, _ in pawns.get(B.LOC + k, ()))
    if not sliding and not any(
            ctx.can(a) for a in (f"move {loc}", f"move {loc} white", f"job {job}")):
        return _memo(("loc", k, job, tuple(pawns.get(B.LOC + k, ()))),
                     lambda: _location_make(ctx, k, loc, pawns))
    return _location_make(ctx, k, loc, pawns)


def _location_make(ctx: _Ctx, k: int, loc: str, pawns) -> str:
    x, y = LOC_XY[loc]
    a, b = D.LOCATION_VILLAGES[loc]
    left, top = x - LOC_W / 2, y - LOC_H / 2
    job = ctx.s.location_jobs[k]
    out = [f'<g class="bf-loc" id="bf-l{k}" data-loc="{escape(loc, quote=True)}">',
           el("rect", x=left, y=top, width=LOC_W, height=LOC_H, rx=10, class_="bf-locbg"),
           _fit(T.job_name(loc), left + 8, top + 19, LOC_W - 50, 14, class_="bf-locname",
                text_anchor="start")]
    spot_x, spot_y = left + LOC_W - 20, top + 20
    about = tr("v.loc_about", name=T.job_name(loc), a=a + 1, b=b + 1)
    spot = [el("circle", cx=spot_x, cy=spot_y, r=HIT_R - 6, class_="bf-hit"),
            el("circle", cx=spot_x, cy=spot_y, r=16, class_="bf-space")]
    move = f"move {loc}"
    if ctx.can(move):
        out.append(ctx.act("g", move, about, *spot, cls="bf-spaceg", data_space=loc))
    else:
        out.append(el("g", tip(about), *spot, class_="bf-spaceg", data_space=loc))
    white = move + " white"
    if ctx.can(white):
        out.append(ctx.act("g", white, tr("v.white_free"),
                           el("circle", cx=spot_x - 30, cy=spot_y, r=12,
                              class_="bf-solo-white"),
                           label(spot_x - 30, spot_y + 4, "W", class_="bf-pmark"),
                           cls="bf-white"))
    for j, (cls, mark, who) in enumerate(pawns.get(B.LOC + k, [])):
        out.append(_pawn(spot_x - j * 10, spot_y + j * 6, cls, mark,
                         tr("v.at", who=who, place=T.log_place(loc)),
                         B.LOC + k, r=13, slide=ctx.slides.get(cls)))
    out.append(_job_card(ctx, job, x, top + 78, LOC_W - 10, 72, tr("v.no_job")))
    out.append("</g>")
    return "".join(out)
