"""A Black Forest player's board: the heading, both wheels (view_wheels), the tracks
(brick, Glass Hut progress, livestock, Jobs done) and the Estates with their tiles,
animals, Buildings and the actions placed on them."""

from __future__ import annotations

import re
from html import escape

from ..ui.patch import block
from ..ui.svg import el, focusable, label, tip
from . import board as B
from . import data as D
from . import icons as I
from . import texts as T
from .lang import tr
from .view_buildings import _cost
from .view_common import _badge, _Ctx, _fit, _lines, _memo
from .view_wheels import _marker_actions, _wheel

# -- looks: an Estate's tiles, in cells of CELL px -----------------------------------------
TILE_CLASS = {
    D.EMPTY: "empty", D.FOREST: "forest", D.FIELD: "field", D.POND: "pond",
    D.PASTURE: "pasture", D.STABLE: "stable", D.HUT: "hut",
}
TILE_WORD = {
    D.FOREST: "tile.forest", D.FIELD: "tile.field", D.POND: "tile.pond",
    D.PASTURE: "tile.pasture", D.STABLE: "tile.stable", D.HUT: "tile.hut",
}


def tile_label(code) -> str:
    """A tile's name as drawn on it ("" for an empty space)."""
    return tr(TILE_WORD[code]) if code in TILE_WORD else ""
CELL = 64
# An action on an Estate's cell, or on two neighbouring cells (a tile that spans them).
_CELL_ACT = re.compile(r"^(place|remove) (\S+) E(\d+):(\d+),(\d+)(?:\+(\d+),(\d+))?$")


# -- the board ------------------------------------------------------------------------------
def _player(ctx: _Ctx, i: int) -> str:
    s = ctx.s
    p = s.players[i]
    score = ctx.scores()[i]
    flags = []
    if ctx.viewer == i:
        flags.append(tr("v.flag.you"))
    if i == s.start_player and not s.solo:
        flags.append(tr("v.flag.start"))
    if not s.is_over() and i == s.current:
        flags.append(tr("v.flag.turn"))
    if s.end_triggered_by == i:
        flags.append(tr("v.flag.ended"))
    flag = f' <span class="bf-flags">({escape(", ".join(flags))})</span>' if flags else ""
    out = [f'<section class="bf-player" id="bf-p{i}" data-seat="{i}" '
           f'aria-label="{escape(tr("v.tableau", name=ctx.name(i)), quote=True)}">',
           block(f"bf-p{i}-head",
                 f'<h3 class="bf-phead" id="bf-p{i}-head">{_badge(ctx, i)}{flag}'
                 f' <span class="bf-score">{escape(tr("v.points_now", n=score))}</span>'
                 "</h3>"),
           '<div class="bf-parts">',
           block(f"bf-p{i}-glass", _wheel(ctx, i, "glass")),
           block(f"bf-p{i}-cook", _wheel(ctx, i, "cook")),
           block(f"bf-p{i}-tracks", _tracks(ctx, i))]
    cells = _cell_actions(ctx, i)
    animals = _animal_layout(p)
    for e in range(len(p.estates)):
        out.append(block(f"bf-p{i}-e{e}", _estate(ctx, i, e, cells, animals)))
    out.append("</div></section>")
    # A block of its own: on a hotseat table the boards move between Me and Opponents.
    return block(f"bf-p{i}", "".join(out))


# -- tracks -------------------------------------------------------------------------------
def _tracks(ctx: _Ctx, i: int) -> str:
    p = ctx.s.players[i]
    acts = _marker_actions("brick") + ["take progress", "take pig", "choose pig", "take cattle",
                                       "choose cattle"]
    if ctx.mover == i and any(ctx.can(a) for a in acts):
        return _tracks_make(ctx, i)
    key = ("tracks", i, ctx.name(i), p.markers[D.BRICK], p.progress, p.no_more_estates, p.pigs,
           p.cattle, p.cooking_steps, tuple(p.jobs))
    return _memo(key, lambda: _tracks_make(ctx, i))


def _tracks_make(ctx: _Ctx, i: int) -> str:
    s = ctx.s
    p = s.players[i]
    mine = ctx.mover == i
    out = [f'<svg class="bf-tracks" id="bf-p{i}-tracks" width="260" height="230"'
           ' viewBox="0 0 260 230" role="group" '
           f'aria-label="{escape(tr("v.tracks_of", name=ctx.name(i)), quote=True)}">']
    # Brick track 0..7.
    out.append(label(8, 18, tr("v.brick_track"), class_="bf-h", text_anchor="start"))
    brick = p.markers[D.BRICK]
    boxes = [el("rect", x=8, y=26, width=238, height=28, class_="bf-hit")]  # no gaps to miss
    for k in range(D.BASIC_CAP + 1):
        x = 8 + k * 30
        boxes.append(el("rect", x=x, y=26, width=28, height=28, rx=4,
                        class_="bf-box" + (" bf-on" if k == brick else "")))
        boxes.append(label(x + 14, 45, k, class_="bf-small"))
    action = next((a for a in _marker_actions("brick") if ctx.can(a)), None) if mine else None
    about = tr("v.of", what=tr("mw.brick"), n=brick, cap=D.BASIC_CAP)
    out.append(ctx.thing("g", about, *boxes, action=action, cls="bf-chipg",
                         data_marker="brick"))
    # Glass Hut progress 0..top.
    out.append(label(8, 78, tr("v.progress"), class_="bf-h", text_anchor="start"))
    top = D.PROGRESS_TOP
    steps = [el("rect", x=8, y=86, width=48 * top + 44, height=28, class_="bf-hit")]
    for k in range(top + 1):
        x = 8 + k * 48
        steps.append(el("rect", x=x, y=86, width=44, height=28, rx=4,
                        class_="bf-box" + (" bf-on" if k == p.progress else "")
                        + (" bf-top" if k == top else "")))
        steps.append(label(x + 22, 105, tr("v.progress_move") if k == top else k,
                           class_="bf-small"))
    about = tr("v.progress_about", n=p.progress, top=top)
    if p.no_more_estates:
        about += tr("v.progress_kept", building=T.building_name("CastleHotel"))
    out.append(ctx.thing("g", about, *steps, action="take progress" if mine else None,
                         cls="bf-chipg"))
    # Livestock, Cooking points, Jobs done.
    pts = D.COOKING_POINTS[min(p.cooking_steps, len(D.COOKING_POINTS) - 1)]
    out.append(label(8, 138, tr("v.livestock_points"), class_="bf-h", text_anchor="start"))
    facts = [
        (T.qty(p.pigs, "pig"), "Pig", tr("v.pigs_domain", n=p.pigs), "bf-pig", "pig"),
        (T.qty(p.cattle, "cattle"), "Cow", tr("v.cattle_domain", n=p.cattle), "bf-cow",
         "cattle"),
        (tr("v.cooking_points", n=pts), "★",
         tr("v.cooking_about", n=pts, step=p.cooking_steps), "bf-star", ""),
    ]
    for k, (value, _mark, about, cls, kind) in enumerate(facts):
        x = 8 + k * 84
        chip = [el("rect", x=x, y=146, width=80, height=28, rx=6, class_="bf-chip"),
                I.use({"bf-pig": "pig", "bf-cow": "cattle"}.get(cls, "points"), x + 3, 150, 20),
                _fit(value, x + 50, 165, 54, 12)]
        action = next((a for a in (f"take {kind}", f"choose {kind}") if ctx.can(a)),
                      None) if mine and kind else None
        out.append(ctx.thing("g", about, *chip, action=action, cls="bf-chipg"))
    out.append(label(8, 196, tr("v.jobs_done", n=len(p.jobs)), class_="bf-h", text_anchor="start"))
    for k, job in enumerate(p.jobs[:8]):
        x = 8 + k * 31
        out.append(focusable("g", tr("v.completed", text=T.job_long(job)),
                             el("rect", x=x, y=202, width=28, height=24, rx=4, class_="bf-job"),
                             label(x + 14, 219, "✓", class_="bf-small")))
    if len(p.jobs) > 8:
        out.append(label(252, 196, tr("v.more", n=len(p.jobs) - 8), class_="bf-small",
                         text_anchor="end"))
    out.append("</svg>")
    return "".join(out)


# -- Estates --------------------------------------------------------------------------------
def _cell_actions(ctx: _Ctx, i: int) -> dict:
    """(estate, cell) -> [(action, kind)], and (estate, a, b) -> pair actions."""
    out: dict = {}
    if ctx.mover != i:
        return out
    p = ctx.s.players[i]
    for action in ctx.legal:
        m = _CELL_ACT.match(action)
        if not m:
            continue
        e, r, c = int(m[3]), int(m[4]), int(m[5])
        if e >= len(p.estates):
            continue
        cols = B.COLS.get(len(p.estates[e]), 4)
        a = r * cols + c
        if m[6] is not None:
            b = int(m[6]) * cols + int(m[7])
            out.setdefault((e, a, b), []).append((action, m[2]))
        else:
            out.setdefault((e, a), []).append((action, m[2]))
    for v in out.values():
        v.sort()
    return out


def _animal_layout(p) -> dict[tuple[int, int], tuple[str, int]]:
    """A housing of the herd that puts as many animals on Pastures as possible."""
    pastures, stables, forests = [], [], []
    for e, est in enumerate(p.estates):
        for c, code in enumerate(est):
            if code == D.PASTURE and type(code) is int:
                pastures.append((e, c))
            elif code == D.STABLE and type(code) is int:
                stables.append((e, c))
            elif code == D.FOREST and type(code) is int:
                forests.append((e, c))
    pigs, cattle = p.pigs, p.cattle
    per_forest = p.pigs_per_forest
    n = len(pastures)
    best = None
    for kp in range(n + 1):
        for kc in range(n - kp + 1):
            x = min(pigs, D.PASTURE_CAP * kp)
            y = min(cattle, D.PASTURE_CAP * kc)
            if pigs - x > len(forests) * per_forest or cattle - y > len(stables) * D.STABLE_CAP:
                continue
            if best is None or x + y > best[0]:
                best = (x + y, kp, kc)
    kp, kc = (best[1], best[2]) if best else (n, 0)
    out = {}
    left_p, left_c = pigs, cattle
    for cell in pastures[:kp]:
        k = min(left_p, D.PASTURE_CAP)
        if k:
            out[cell] = ("pig", k)
            left_p -= k
    for cell in pastures[kp:kp + kc]:
        k = min(left_c, D.PASTURE_CAP)
        if k:
            out[cell] = ("cattle", k)
            left_c -= k
    for cell in stables:
        k = min(left_c, D.STABLE_CAP)
        if k:
            out[cell] = ("cattle", k)
            left_c -= k
    for cell in forests:
        k = min(left_p, per_forest)
        if k:
            out[cell] = ("pig", k)
            left_p -= k
    return out


def _estate(ctx: _Ctx, i: int, e: int, cell_acts: dict, animals: dict) -> str:
    p = ctx.s.players[i]
    est = p.estates[e]
    bids = {c for c in est if type(c) is str}
    busy = any(key[0] == e for key in cell_acts) or (ctx.mover == i and any(
        a.startswith("convert ") and a[8:].partition(":")[0] in bids for a in ctx.legal))
    if busy:
        return _estate_make(ctx, i, e, cell_acts, animals)
    herd = tuple(sorted((c, v) for (ee, c), v in animals.items() if ee == e))
    key = ("estate", i, ctx.name(i), e, tuple(est), p.glass_hut_estate == e, herd, p.tannery)
    return _memo(key, lambda: _estate_make(ctx, i, e, cell_acts, animals))


def _estate_make(ctx: _Ctx, i: int, e: int, cell_acts: dict, animals: dict) -> str:
    p = ctx.s.players[i]
    est = p.estates[e]
    size = len(est)
    cols = B.COLS.get(size, 4)
    rows = size // cols
    w, h = cols * CELL + 12, rows * CELL + 34
    title = tr("v.main_estate") if e == 0 else tr("small_estate", e=e)
    if e == p.glass_hut_estate:
        title += " · " + tr("tile.hut")
    out = [f'<svg class="bf-estate{" bf-main-estate" if e == 0 else ""}" id="bf-p{i}-e{e}"'
           f' width="{w}" height="{h}" viewBox="0 0 {w} {h}"'
           f' role="group" aria-label="{escape(ctx.name(i), quote=True)}: {escape(title)}">',
           _fit(title, 6, 18, w - 12, 14, class_="bf-h", text_anchor="start")]
    done = set()
    for c, code in enumerate(est):
        if c in done:
            continue
        r_, c_ = divmod(c, cols)
        x, y = 6 + c_ * CELL, 26 + r_ * CELL
        where = tr("estate_cell", where=title, row=r_ + 1, column=c_ + 1)
        if type(code) is str:
            # A large Building covers its neighbour holding the same id.
            other = next((o for o in B.ADJ[size][c] if o > c and est[o] == code), None)
            wide = CELL * 2 if other == c + 1 else CELL
            tall = CELL * 2 if other is not None and other != c + 1 else CELL
            if other is not None:
                done.add(other)
            out.append(_building_cell(ctx, i, code, x, y, wide, tall, where))
            continue
        out.append(_tile_cell(ctx, code, x, y, where, cell_acts.get((e, c), []),
                              animals.get((e, c))))
    for key, acts in cell_acts.items():
        if len(key) == 3 and key[0] == e:
            out.append(_pair_pill(ctx, acts, key[1], key[2], cols))
    out.append("</svg>")
    return "".join(out)


def _tile_cell(ctx: _Ctx, code: int, x: float, y: float, where: str, acts, herd) -> str:
    cls = TILE_CLASS.get(code, "empty")
    body = [el("rect", x=x + 1, y=y + 1, width=CELL - 2, height=CELL - 2, rx=6,
               class_=f"bf-cell bf-t-{cls}"),
            _fit(tile_label(code), x + CELL / 2, y + 15, CELL - 6, 12.5,
                 class_="bf-celltext")]
    about = f"{where}: {tile_label(code) or tr('tile.empty')}"
    if herd:
        kind, k = herd
        about += f", {k} {T.word(kind, k)}"
        for j in range(k):
            tx = x + 12 + j * 14
            body.append(el("circle", cx=tx, cy=y + CELL - 14, r=6,
                           class_="bf-pig" if kind == "pig" else "bf-cow"))
        body.append(I.use(kind, x + CELL - 19, y + CELL - 20, 16))
    if not acts:
        return el("g", tip(about), *body)
    anytime = not ctx.paying
    if len(acts) == 1:
        action, kind = acts[0]
        extra = "bf-anytime" if action.startswith("remove") and anytime else ""
        if action.startswith("place"):
            for k, line in enumerate(_lines("+ " + _place_word(kind), CELL - 6, 12)):
                body.append(_fit(line, x + CELL / 2, y + 36 + k * 13, CELL - 6, 12))
        else:
            body.append(_fit(tr("v.remove"), x + CELL / 2, y + 40, CELL - 6, 12, class_="bf-small"))
        return ctx.act("g", action, about, *body, cls=f"bf-cellact {extra}".strip())
    # Several choices for one cell (e.g. which tile goes here): one chip each.
    out = [el("g", tip(about), *body)]
    for k, (action, kind) in enumerate(acts[:4]):
        cx = x + 4 + (k % 2) * 29
        cy = y + 20 + (k // 2) * 21
        mark = (I.use(kind, cx + 5, cy + 1.5, 16) if I.known(kind)
                else _fit(_place_abbr(kind), cx + 13.5, cy + 14, 24, 12))
        out.append(ctx.act("g", action, about,
                           el("rect", x=cx, y=cy, width=27, height=19, rx=4, class_="bf-pick"),
                           mark, cls="bf-cellchip"))
    return "".join(out)


def _place_word(kind: str) -> str:
    if kind in D.BUILDINGS:
        return T.building_name(kind)
    return T.word(kind)


def _place_abbr(kind: str) -> str:
    return T.building_name(kind) if kind in D.BUILDINGS else T.abbr(kind)


def _pair_pill(ctx: _Ctx, acts, a: int, b: int, cols: int) -> str:
    ra, ca = divmod(a, cols)
    rb, cb = divmod(b, cols)
    x = 6 + (ca + cb + 1) * CELL / 2
    y = 26 + (ra + rb + 1) * CELL / 2
    out = []
    for k, (action, _kind) in enumerate(acts):
        dx = k * 26 if ra == rb else 0
        dy = k * 26 if ra != rb else 0
        out.append(ctx.act("g", action, tr("v.spans"),
                           el("rect", x=x - 13 + dx, y=y - 13 + dy, width=26, height=26, rx=13,
                              class_="bf-pill"),
                           label(x + dx, y + 5 + dy, "⇔" if ra == rb else "⇕",
                                 class_="bf-small"),
                           cls="bf-pairact"))
    return "".join(out)


def _building_cell(ctx: _Ctx, i: int, bid: str, x, y, w, h, where: str) -> str:
    b = D.BUILDINGS.get(bid)
    name = T.building_name(bid)
    about = f"{where}: " + (T.building_long(bid, _cost(ctx.s, bid)) if b else bid)
    kinds = T.building_kinds(b) if b else []
    body = [el("rect", x=x + 1, y=y + 1, width=w - 2, height=h - 2, rx=6,
               class_=f"bf-cell bf-bcell bf-k-{kinds[0] if kinds else 'none'}")]
    for k, line in enumerate(_lines(name, w - 8, 10)):
        body.append(_fit(line, x + w / 2, y + 14 + k * 12, w - 8, 10, class_="bf-celltext"))
    body.append(label(x + w - 6, y + 40, f"{b['vp'] if b else 0}★", class_="bf-small",
                      text_anchor="end"))
    if bid == "23A" and ctx.s.players[i].tannery:
        body.append(label(x + 6, y + 40, f"{ctx.s.players[i].tannery}P", class_="bf-small",
                          text_anchor="start"))
    out = [focusable("g", about, *body, class_="bf-bldg", data_building=bid)]
    convs = b["conv"] if b else ()
    if ctx.mover == i:
        for k, (cost, reward) in enumerate(convs):
            action = f"convert {bid}" if len(convs) == 1 else f"convert {bid}:{k + 1}"
            if not ctx.can(action):
                continue
            cx = x + 3 + k * 30
            out.append(ctx.act("g", action, T.trade_long(cost, reward),
                               el("rect", x=cx, y=y + h - 21, width=28, height=18, rx=4,
                                  class_="bf-pick"),
                               label(cx + 14, y + h - 8,
                                     str(k + 1) if len(convs) > 1 else tr("v.use"),
                                     class_="bf-small"),
                               cls="bf-convert bf-anytime"))
    return "".join(out)
