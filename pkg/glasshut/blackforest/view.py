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
"""

from __future__ import annotations

import math
import re
from html import escape

from ..ui.patch import block
from ..ui.patch import part as id_part
from ..ui.svg import el, focusable, label, tip
from ..ui.words import as_command
from . import board as B
from . import data as D
from . import icons as I
from . import texts as T

# Player-facing words of this view that the message catalogue does not hold yet.
WORDS = {
    "whole_map": "Whole map",
    "end": "End the turn",  # a button in the row while a second visit is still open
}

# -- looks ------------------------------------------------------------------------------
SEAT_MARK = ("1", "2", "3", "4")  # shown inside every pawn and seat badge
SOLO_MARK = {"blue": "B", "yellow": "Y", "red": "R", "black": "K", "white": "W"}
TILE_CLASS = {
    D.EMPTY: "empty", D.FOREST: "forest", D.FIELD: "field", D.POND: "pond",
    D.PASTURE: "pasture", D.STABLE: "stable", D.HUT: "hut",
}
TILE_LABEL = {
    D.EMPTY: "", D.FOREST: "Forest", D.FIELD: "Field", D.POND: "Pond",
    D.PASTURE: "Pasture", D.STABLE: "Stable", D.HUT: "Glass Hut",
}

# -- the village map (viewBox 0 0 1000 850) ----------------------------------------------
MAP_W, MAP_H = 1000, 850
VILLAGE_XY = ((500, 150), (820, 335), (740, 700), (265, 700), (180, 335))
LOC_XY = {
    "Freiburg": (790, 110), "Market": (925, 520), "Hermit": (511, 790),
    "Count": (75, 520), "FeudalLord": (210, 110), "Captain": (545, 450),
}
INFO_XY = (410, 440)
CARD_W, CARD_H = 116, 58
SLOT_W, SLOT_H = 124, 60
LOC_W, LOC_H = 136, 104
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
        "slot": (0, 10),
        "box": (-168, -104, 336, 238),
    },
}

# -- production wheels (viewBox 0 0 400 300) ---------------------------------------------
WHEEL_W, WHEEL_H = 400, 300
WHEEL_C, WHEEL_R = (122, 180), 106
CHIP_X, CHIP_Y, CHIP_W, CHIP_H, CHIP_STEP = 240, 76, 156, 32, 37
GLASS_MARKERS = ((D.SAND, "Sa", "sand"), (D.WATER, "Wa", "water"), (D.WOOD, "Wd", "wood"),
                 (D.CHARCOAL_GLASS, "Ch", "charcoal@glass"), (D.GLASS, "Gl", "glass"))
COOK_MARKERS = ((D.PORRIDGE, "Po", "porridge"), (D.MEAT, "Me", "meat"),
                (D.CHARCOAL_COOK, "Ch", "charcoal@cook"), (D.PROVISIONS_A, "P1", "provisions@a"),
                (D.PROVISIONS_B, "P2", "provisions@b"), (D.COMMODITIES, "Co", "commodities"))
MARKER_WORD = {
    "sand": "Sand", "water": "Water", "wood": "Wood", "charcoal@glass": "Charcoal",
    "glass": "Glass", "porridge": "Porridge", "meat": "Meat", "charcoal@cook": "Charcoal",
    "provisions@a": "Prov. 1", "provisions@b": "Prov. 2", "commodities": "Goods",
    "brick": "Brick",
}
# A marker's resource name where an action names the logical resource ("take sand").
MARKER_LOGICAL = {
    "sand": "sand", "water": "water", "wood": "wood", "glass": "glass", "porridge": "porridge",
    "meat": "meat", "commodities": "commodities", "brick": "brick",
}
CELL = 64
REFINED = (D.GLASS, D.PROVISIONS_A, D.PROVISIONS_B, D.COMMODITIES)  # the refined goods

# Markup that depends only on its key (no legal action on it) is kept between renders:
# most of the table does not change from one click to the next.
_MEMO: dict = {}


def _memo(key, make) -> str:
    hit = _MEMO.get(key)
    if hit is None:
        if len(_MEMO) > 20000:
            _MEMO.clear()
        hit = _MEMO[key] = make()
    return hit


_CELL_ACT = re.compile(r"^(place|remove) (\S+) E(\d+):(\d+),(\d+)(?:\+(\d+),(\d+))?$")


def _fit(value: str, x: float, y: float, width: float, size: float, **kw) -> str:
    """A text line squeezed to `width` when it would overflow (estimated)."""
    if len(value) * size * 0.6 > width:
        kw["textLength"] = width
        kw["lengthAdjust"] = "spacingAndGlyphs"
    return label(x, y, value, font_size=size, **kw)


def _lines(value: str, width: float, size: float, most: int = 2) -> list[str]:
    """Greedy word wrap by estimated width; the last line keeps the rest."""
    per = max(4, int(width / (size * 0.58)))
    words, out, line = value.split(), [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > per and len(out) < most - 1:
            out.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    out.append(line)
    return out


def _cost_tokens(cost: dict) -> list | None:
    out: list = []
    for k, n in cost.items():
        if not isinstance(n, int) or not I.known(k):
            return None
        out += [("n", str(n)), ("i", k)]
    return out


def _reward_tokens(parts) -> list | None:
    out: list = []
    for part in parts:
        head = part[0]
        if head in ("special", "cond", "build") or not I.known(head):
            return None
        spec = part[1]
        if isinstance(spec, int):
            out += [("n", str(spec)), ("i", head)]
        elif spec[0] == "per" and I.known(spec[1]):
            _, what, div, cap = spec
            out += [("n", "1"), ("i", head), ("t", "/" if div == 1 else f"/{div}"), ("i", what)]
            if cap is not None:
                out.append(("t", f"≤{cap}"))
        else:
            return None
    return out


def _glyph_line(tokens, x: float, y: float, width: float, size: float = 12,
                cls: str = "") -> str | None:
    """Numbers and icons in one centred line (baseline y); None if it would not fit even
    with icons as high as the text (the text never shrinks)."""
    for icon in (size * 1.25, size * 1.05):
        widths = [len(v) * size * 0.62 if kind != "i" else icon for kind, v in tokens]
        total = sum(widths) + 2 * (len(tokens) - 1)
        if total <= width:
            break
    else:
        return None
    at = x - total / 2
    out = []
    for (kind, value), w in zip(tokens, widths, strict=True):
        if kind == "i":
            out.append(I.use(value, at, y - icon * 0.82, icon))
        else:
            out.append(label(at + w / 2, y, value, font_size=size, class_=cls or None))
        at += w + 2
    return "".join(out)


def _trade_glyphs(cost: dict, reward, x: float, y: float, width: float,
                  size: float = 12) -> str | None:
    """A trade as icons ("1 [wood] -> 4 [charcoal]"), or None to fall back to words."""
    left = _cost_tokens(cost) if cost else []
    right = _reward_tokens(reward)
    if left is None or right is None:
        return None
    tokens = [*left, ("t", "→"), *right] if left else [("t", "+"), *right]
    return _glyph_line(tokens, x, y, width, size)


class _Ctx:
    """One render: the state, the actions still to place, and those placed."""

    def __init__(self, state, viewer: int | None, legal: list[str]) -> None:
        self.s = state
        self.viewer = viewer
        self.legal = set(legal)
        self.placed: set[str] = set()
        self.mover = state.to_move()
        task = state.stack[-1][0] if state.stack and not state.is_over() else ""
        self.paying = task == "pay"
        self.slides: dict[str, tuple[float, float]] = {}  # pawn class -> slide (_slides)
        self._scores: dict[int, int] | None = None

    def scores(self) -> dict[int, int]:
        if self._scores is None:
            self._scores = {sc.seat: sc.total for sc in self.s.scores()}
        return self._scores

    def name(self, seat: int) -> str:
        return self.s.seats[seat].name or f"Player {seat + 1}"

    def can(self, action: str) -> bool:
        return action in self.legal and action not in self.placed

    def entry_fee(self, action: str) -> str:
        """A move into a village with pawns in it costs 1 basic resource per pawn there,
        paid in the next step: the label says so up front."""
        s = self.s
        words = action.split()
        if s.solo or len(words) != 2 or words[0] != "move" or words[1] not in B.TXT_SPACE:
            return ""
        i = self.mover
        p = s.players[i]
        dv = B.SPACE_VILLAGE[B.TXT_SPACE[words[1]]]
        if p.pawn < 0 or B.village_of(p.pawn) == dv or any(
                True for _ in p.has_perm("no_pawn_payment")):
            return ""
        there = sum(1 for j, q in enumerate(s.players) if j != i and B.village_of(q.pawn) == dv)
        there += B.village_of(s.neutral_pawn) == dv
        if not there:
            return ""
        return (f" Entering costs {there} basic resource{'s' if there > 1 else ''}"
                f" (1 per pawn in V{dv + 1}).")

    def act(self, tag: str, action: str, about: str, *children, cls: str = "", **kw) -> str:
        """An element that plays `action` when clicked or activated by keyboard."""
        said = T.wording(self.s.describe(action)) + self.entry_fee(action)
        self.placed.add(action)
        hint = f"{said} ({about})" if about else said
        return el(tag, *children, class_=f"legal {cls}".strip(), data_act=action,
                  tabindex=0, role="button", aria_label=said, data_tip=hint, **kw)

    def thing(self, tag: str, about: str, *children, action: str | None = None,
              cls: str = "", **kw) -> str:
        """A component: clickable if `action` is legal, else it explains itself."""
        if action is not None and self.can(action):
            return self.act(tag, action, about, *children, cls=cls, **kw)
        return focusable(tag, about, *children, class_=cls or None, **kw)


# -- entry point ---------------------------------------------------------------------------
def render(state, viewer: int | None, legal: list[str]) -> tuple[str, set[str]]:
    ctx = _Ctx(state, viewer, legal)
    parts = [
        block("bf-status", _status(ctx)),
        '<div class="bf-main">',
        '<section class="bf-mapwrap" aria-label="Village map">', block("bf-map", _map(ctx)),
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
def _badge(ctx: _Ctx, seat: int) -> str:
    return (f'<span class="bf-badge bf-s{seat}" aria-hidden="true">{SEAT_MARK[seat]}</span>'
            f"{escape(ctx.name(seat))}")


def _status(ctx: _Ctx) -> str:
    s = ctx.s
    out = ['<div class="bf-status" id="bf-status">']
    if s.is_over():
        out.append('<p class="bf-turn">The game is over.</p>')
    else:
        cur = s.current
        line = f"Turn {s.turn_number}: {_badge(ctx, cur)} is playing"
        if ctx.mover is not None and ctx.mover != cur:
            line += f"; {_badge(ctx, ctx.mover)} decides now"
        out.append(f'<p class="bf-turn">{line}.</p>')
        who = "You" if ctx.viewer is not None and ctx.viewer == ctx.mover else (
            ctx.name(ctx.mover) if ctx.mover is not None else "")
        out.append(f'<p class="bf-prompt">{escape(T.prompt(s, who))}</p>')
    if s.solo:
        used = sum(1 for u in s.solo_used if u)
        out.append(f'<p class="bf-year">Year {s.year} of {D.SOLO_YEARS}: '
                   f"{used} of {len(s.solo_used)} pawns used.</p>")
    if s.end_triggered_by is not None:
        left = "" if s.final_turns_left is None or s.is_over() else (
            f" {s.final_turns_left} final turn{'s' if s.final_turns_left != 1 else ''} to go.")
        out.append(f'<p class="bf-end" role="note">{_badge(ctx, s.end_triggered_by)} triggered the '
                   f"end of the game: everyone takes one last turn.{escape(left)}</p>")
    out.append("</div>")
    return "".join(out)


# -- map ------------------------------------------------------------------------------------
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
                    (f"bf-solo-{colour}", SOLO_MARK.get(colour, "?"), f"The {colour} pawn"))
    else:
        for i, p in enumerate(s.players):
            if p.pawn >= 0:
                at.setdefault(p.pawn, []).append(
                    (f"bf-s{i}", SEAT_MARK[i], f"{ctx.name(i)}'s pawn"))
    if s.neutral_pawn >= 0:
        at.setdefault(s.neutral_pawn, []).append(("bf-neutral", "N", "The neutral pawn"))
    return at


def _map(ctx: _Ctx, since=None) -> str:
    s = ctx.s
    pawns = _pawns_at(ctx)
    ctx.slides = _slides(ctx, since) if since is not None else {}
    out = [f'<svg class="bf-map" id="bf-map" viewBox="0 0 {MAP_W} {MAP_H}" role="group" '
           'aria-label="Villages, Location Jobs and paths">']
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
    about = (f"Job pile: {pile} face down. {jobs_in_play} Job(s) in play, at most "
             f"{D.max_jobs(s.n_players)}. A new Job is revealed when one is completed.")
    out.append(block("bf-pile", focusable(
        "g", about,
        el("rect", x=x - 55, y=y - 34, width=110, height=68, rx=8, class_="bf-pile"),
        label(x, y - 10, "Job pile", class_="bf-h"),
        label(x, y + 14, f"{pile} face down", class_="bf-small"),
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
        out.append(el("line", x1=a[0], y1=a[1], x2=b[0], y2=b[1], class_=f"bf-trail {cls}",
                      marker_end="url(#bf-arrow)"))
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
    hit = _PATHS.get(sizes)
    if hit is None:
        hit = _PATHS[sizes] = _paths_make(sizes)
    return hit


_PATHS: dict = {}  # the same for every game with these village sizes: kept for good


def _paths_make(sizes: tuple[int, ...]) -> tuple[str, str]:
    rects = _obstacles(sizes)
    taken: list[tuple[float, float]] = []
    roads, links, badges = [], [], []
    ends = [(VILLAGE_XY[a], VILLAGE_XY[b], f"Path V{a + 1}–V{b + 1}", roads)
            for a, b in D.VILLAGE_PATHS]
    ends += [(LOC_XY[loc], VILLAGE_XY[v], f"Path {T.job_name(loc)}–V{v + 1}", links)
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
    return el("g", tip(f"{what}: travelling it costs {D.PATH_COST} provision"),
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
           label(0, by + 20, f"Village V{v + 1}", class_="bf-vname")]
    # Cards, the Job slot and spaces are blocks: lighting a village's spaces for a
    # move leaves its cards alone.
    for k, tp in enumerate(ring):
        x, y = layout["cards"][k]
        out.append(_part(f"bf-v{v}-c{k}", _tradesperson(ctx, tp, x, y)))
    sx, sy = layout["slot"]
    out.append(_part(f"bf-v{v}-j", _village_slot(ctx, v, sx, sy)))
    # Begging pawns stand in the village, not on a space: beside its name.
    for k, (cls, mark, about) in enumerate(pawns.get(B.CENTER + v, [])):
        out.append(_pawn(60 + k * 22, by + 15, cls, mark, about + " (Begging)",
                         B.CENTER + v, r=10, slide=ctx.slides.get(cls)))
    for k in range(n):
        x, y = layout["spaces"][k]
        space = B.VOFF[v] + k
        out.append(_part(f"bf-v{v}-s{k}", _space(ctx, space, x, y, pawns.get(space, []))))
    out.append("</g>")
    return "".join(out)


def _part(part_id: str, markup: str) -> str:
    """A part of a drawing that is redrawn on its own (a group carrying its id)."""
    return block(part_id, f'<g id="{part_id}">{markup}</g>')


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
            _fit(T.tp_name(tp), x, top + 16, CARD_W - 8, 13, class_="bf-cardname")]
    visits = [f"visit {tp} {key}" if key else f"visit {tp}" for key in opts]
    rows = []
    row_h = (CARD_H - 22) / len(opts)  # rows touch: on a phone each is 24 px to tap
    for k, key in enumerate(opts):
        ry = top + 21 + k * row_h
        line = T.tp_option_label(tp, key) if key in D.TRADESPEOPLE.get(tp, {}) else ""
        inner = [el("rect", x=left + 3, y=ry, width=CARD_W - 6, height=row_h, rx=4,
                    class_="bf-opt"),
                 _trade_glyphs(*D.TRADESPEOPLE[tp][key], x, ry + row_h / 2 + 4.5, CARD_W - 8,
                               12) if key in D.TRADESPEOPLE.get(tp, {}) else None]
        if inner[-1] is None:
            inner[-1] = _fit(line, x, ry + row_h / 2 + 4, CARD_W - 12, 12,
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
                  label(x, y + 4, empty, class_="bf-small bf-dim"))
    cost, gain = T.job_short(job)
    body = [el("rect", x=left, y=top, width=w, height=h, rx=6, class_="bf-job"),
            _fit(T.job_name(job) + " Job", x, top + 14, w - 8, 12, class_="bf-cardname"),
            ]
    _, jcost, jreward = D.JOBS[job]
    pay = _cost_tokens(jcost)
    get = _reward_tokens(jreward)
    line = _glyph_line([("t", "pay"), *pay], x, top + 30, w - 6, 12) if pay else None
    body.append(line or _fit("pay " + cost, x, top + 29, w - 8, 12, class_="bf-jobcost"))
    line = _glyph_line([("t", "get"), *get], x, top + 48, w - 6, 12) if get else None
    if line:
        body.append(line)
    else:
        for k, text in enumerate(_lines("get " + gain, w - 8, 12)):
            body.append(_fit(text, x, top + 42 + k * 13, w - 8, 12))
    return ctx.thing("g", T.job_long(job), *body, action=f"job {job}", cls="bf-jobcard",
                     data_job=job)


def _village_slot(ctx: _Ctx, v: int, x: float, y: float) -> str:
    job = ctx.s.village_jobs[v]
    card = _job_card(ctx, job, x, y, SLOT_W, SLOT_H, "Job space")
    out = [card]
    choose = f"neutral V{v + 1}"
    if ctx.can(choose):  # 2-player setup: pick the neutral pawn's village here
        out = [ctx.act("g", choose, f"village V{v + 1}", card, cls="bf-vpick")]
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
    pair = f"the {T.tp_name(ring[k])} and the {T.tp_name(ring[(k + 1) % len(ring)])}"
    about = f"{T.wording(txt)}: a pawn space between {pair}."
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
        out.append(ctx.act("g", white, "the white pawn pays no pawns",
                           el("circle", cx=x + 22, cy=y - 20, r=12, class_="bf-solo-white"),
                           label(x + 22, y - 16, "W", class_="bf-pmark"), cls="bf-white"))
    for k, (cls, mark, who) in enumerate(here):
        out.append(_pawn(x + k * 8, y - k * 8, cls, mark, f"{who} on {T.wording(txt)}", space,
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
    about = (f"{T.job_name(loc)}: a Location Job space between V{a + 1} and V{b + 1}."
             " You may only travel here to complete its Job.")
    spot = [el("circle", cx=spot_x, cy=spot_y, r=HIT_R - 6, class_="bf-hit"),
            el("circle", cx=spot_x, cy=spot_y, r=16, class_="bf-space")]
    move = f"move {loc}"
    if ctx.can(move):
        out.append(ctx.act("g", move, about, *spot, cls="bf-spaceg", data_space=loc))
    else:
        out.append(el("g", tip(about), *spot, class_="bf-spaceg", data_space=loc))
    white = move + " white"
    if ctx.can(white):
        out.append(ctx.act("g", white, "the white pawn pays no pawns",
                           el("circle", cx=spot_x - 30, cy=spot_y, r=12,
                              class_="bf-solo-white"),
                           label(spot_x - 30, spot_y + 4, "W", class_="bf-pmark"),
                           cls="bf-white"))
    for j, (cls, mark, who) in enumerate(pawns.get(B.LOC + k, [])):
        out.append(_pawn(spot_x - j * 10, spot_y + j * 6, cls, mark, f"{who} at {loc}",
                         B.LOC + k, r=13, slide=ctx.slides.get(cls)))
    out.append(_job_card(ctx, job, x, top + 70, LOC_W - 10, 60, "no Job now"))
    out.append("</g>")
    return "".join(out)


# -- buildings ------------------------------------------------------------------------------
def _buildings(ctx: _Ctx) -> str:
    s = ctx.s
    avail = set(s.available_buildings)
    built = {bid: i for i, p in enumerate(s.players) for bid in p.buildings}
    groups: dict[int, list[str]] = {}
    for num in D.SMALL_NUMBERS:
        side = next((num + x for x in "AB" if num + x in avail), None)
        if side is None:
            side = next((num + x for x in "AB" if num + x in built), None)
        if side is None:
            continue
        glass = _cost(s, side).get("glass", 0)
        groups.setdefault(glass, []).append(
            block(f"bf-tile-{side}", _tile(ctx, side, built.get(side), 150)))
    out = ['<section class="bf-buildings" aria-label="Buildings">']
    for glass in sorted(groups):
        head = "Small Buildings, no glass" if glass == 0 else (
            f"Small Buildings, {glass} glass")
        out.append(f'<h3 class="bf-bhead">{escape(head)}</h3><div class="bf-tiles">'
                   + "".join(groups[glass]) + "</div>")
    large = [bid for bid in s.available_buildings if bid in D.LARGE_IDS]
    large += [bid for bid in built if bid in D.LARGE_IDS]
    out.append('<h3 class="bf-bhead">Large Buildings</h3><div class="bf-tiles bf-large">')
    out += [block(f"bf-tile-{bid}", _tile(ctx, bid, built.get(bid), 200)) for bid in large]
    out.append("</div></section>")
    return "".join(out)


def _cost(s, bid: str) -> dict:
    costs = s.building_costs
    return costs[bid] if bid in costs else D.BUILDINGS[bid]["cost"]


def _level(bid: str) -> str:
    for level, ids in D.LARGE_LEVELS.items():
        if bid in ids:
            return "I" * level
    return ""


def _tile(ctx: _Ctx, bid: str, owner: int | None, w: int) -> str:
    cost = _cost(ctx.s, bid)
    if ctx.can(f"build {bid}"):
        return _tile_make(ctx, bid, owner, w, cost)
    who = None if owner is None else ctx.name(owner)
    return _memo(("tile", bid, who, tuple(cost.items()), w),
                 lambda: _tile_make(ctx, bid, owner, w, cost))


def _tile_make(ctx: _Ctx, bid: str, owner: int | None, w: int, cost: dict) -> str:
    b = D.BUILDINGS[bid]
    h = 96
    about = T.building_long(bid, cost)
    kinds = T.building_kinds(b)
    large = bid in D.LARGE_IDS
    # Top left: when the tile acts (words, not marks; the tooltip says more), and a
    # Large Building's level.
    said = " · ".join(T.KIND_LABEL[kind][1] for kind in kinds)
    tag = " · ".join(x for x in (f"Level {_level(bid)}" if large else "", said) if x)
    body = [el("rect", x=1, y=1, width=w - 2, height=h - 2, rx=8,
               class_=f"bf-bg bf-k-{kinds[0] if kinds else 'none'}"),
            _fit(tag, 8, 18, w - 50, 12.5, class_="bf-small bf-kinds", text_anchor="start"),
            label(w - 8, 18, f"{b['vp']}★", class_="bf-vp", text_anchor="end"),
            _fit(b["name"], w / 2, 37, w - 12, 13, class_="bf-cardname"),
            (_glyph_line([("t", "cost"), *_cost_tokens(cost)], w / 2, 57, w - 10, 12.5)
             if _cost_tokens(cost) else None)
            or _fit("cost " + T.cost_short(cost), w / 2, 55, w - 12, 12, class_="bf-costline")]
    x = 6
    effect = None
    if len(b["conv"]) == 1 and not b["instant"]:
        effect = _trade_glyphs(*b["conv"][0], (x + w - 6) / 2, 80, w - 6 - x, 12)
    elif b["instant"] and not b["conv"]:
        tokens = _reward_tokens(b["instant"])
        effect = _glyph_line([("t", "+"), *tokens], (x + w - 6) / 2, 80, w - 6 - x,
                             12) if tokens else None
    body.append(effect or _fit(T.building_short(bid), (x + w - 6) / 2, 79, w - 6 - x, 12,
                               class_="bf-effect"))
    if owner is not None:
        body.append(el("rect", x=1, y=1, width=w - 2, height=h - 2, rx=8, class_="bf-gone"))
        body.append(_fit(f"built by {ctx.name(owner)}", w / 2, 60, w - 12, 12,
                         class_="bf-builtby"))
        about = f"Built by {ctx.name(owner)}. " + about
    inner = ctx.thing("g", about, *body, action=f"build {bid}", data_building=bid)
    cls = "bf-tile" + (" bf-built" if owner is not None else "") + (
        " bf-can" if f"build {bid}" in ctx.placed else "")
    return f'<svg class="{cls}" id="bf-tile-{bid}" viewBox="0 0 {w} {h}">{inner}</svg>'


# -- players --------------------------------------------------------------------------------
def _player(ctx: _Ctx, i: int) -> str:
    s = ctx.s
    p = s.players[i]
    score = ctx.scores()[i]
    flags = []
    if ctx.viewer == i:
        flags.append("you")
    if i == s.start_player and not s.solo:
        flags.append("start player")
    if not s.is_over() and i == s.current:
        flags.append("on turn")
    if s.end_triggered_by == i:
        flags.append("triggered the end")
    flag = f' <span class="bf-flags">({escape(", ".join(flags))})</span>' if flags else ""
    out = [f'<section class="bf-player" id="bf-p{i}" data-seat="{i}" '
           f'aria-label="{escape(ctx.name(i), quote=True)}: tableau">',
           block(f"bf-p{i}-head",
                 f'<h3 class="bf-phead" id="bf-p{i}-head">{_badge(ctx, i)}{flag}'
                 f' <span class="bf-score">{score} point{"s" if score != 1 else ""} now</span>'
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


def _marker_actions(name: str) -> list[str]:
    acts = [f"pay {name}", f"choose {name}", f"gain {name}", f"accept {name}"]
    logical = MARKER_LOGICAL.get(name)
    if logical:
        acts.append(f"take {logical}")
    return acts


def _arc(cx: float, cy: float, r0: float, r1: float, a0: float, a1: float) -> str:
    p0, p1 = math.radians(a0), math.radians(a1)
    pts = [(cx + r1 * math.cos(p0), cy + r1 * math.sin(p0)),
           (cx + r1 * math.cos(p1), cy + r1 * math.sin(p1)),
           (cx + r0 * math.cos(p1), cy + r0 * math.sin(p1)),
           (cx + r0 * math.cos(p0), cy + r0 * math.sin(p0))]
    f = [f"{a:.1f},{b:.1f}" for a, b in pts]
    return (f"M{f[0]} A{r1},{r1} 0 0 1 {f[1]} L{f[2]} A{r0},{r0} 0 0 0 {f[3]} Z")


_WHEEL_CACHE: dict[str, str] = {}


def _wheel_face(kind: str) -> str:
    """The printed part of a wheel (sectors and numbers): the same for everyone."""
    if kind in _WHEEL_CACHE:
        return _WHEEL_CACHE[kind]
    cx, cy = WHEEL_C
    out = []
    for k in range(8):  # basic values 0..7 clockwise from the hand
        a0 = -90 + 30 * k
        cls = "bf-sec-basic" + (" bf-sec-trigger" if k == 0 else "")
        out.append(el("path", d=_arc(cx, cy, 32, WHEEL_R, a0, a0 + 30), class_=cls))
        m = math.radians(a0 + 15)
        rn = WHEEL_R - 13
        out.append(label(cx + rn * math.cos(m), cy + rn * math.sin(m) + 4, k,
                         class_="bf-secnum" + (" bf-secnum-trigger" if k == 0 else "")))
    for j in range(4):  # refined values 0..3 counter-clockwise from the hand
        a1 = -90 - 30 * j
        cls = "bf-sec-refined" + (" bf-sec-trigger" if j == 3 else "")
        out.append(el("path", d=_arc(cx, cy, 32, WHEEL_R, a1 - 30, a1), class_=cls))
        m = math.radians(a1 - 15)
        rn = WHEEL_R - 13
        out.append(label(cx + rn * math.cos(m), cy + rn * math.sin(m) + 4, j,
                         class_="bf-secnum" + (" bf-secnum-trigger" if j == 3 else "")))
    out.append(el("polygon", points=f"{cx - 8},{cy - WHEEL_R - 12} {cx + 8},{cy - WHEEL_R - 12}"
                  f" {cx},{cy - WHEEL_R + 2}", class_="bf-hand"))
    _WHEEL_CACHE[kind] = "".join(out)
    return _WHEEL_CACHE[kind]


def _wheel(ctx: _Ctx, i: int, kind: str) -> str:
    p = ctx.s.players[i]
    names = [m[2] for m in (GLASS_MARKERS if kind == "glass" else COOK_MARKERS)]
    if ctx.mover == i and any(ctx.can(a) for n in names for a in _marker_actions(n)):
        return _wheel_make(ctx, i, kind)
    key = ("wheel", kind, i, ctx.name(i), tuple(p.markers), p.potash, p.glass_steps,
           p.cooking_steps, p.reminder, ctx.s.year, tuple(ctx.s.solo_used))
    return _memo(key, lambda: _wheel_make(ctx, i, kind))


def _wheel_make(ctx: _Ctx, i: int, kind: str) -> str:
    s = ctx.s
    p = s.players[i]
    r = p.markers
    glass = kind == "glass"
    markers = [m for m in (GLASS_MARKERS if glass else COOK_MARKERS)
               if not (glass and m[0] == D.CHARCOAL_GLASS and p.potash)]
    basic = [m for m in markers if m[0] not in REFINED]
    refined = [m for m in markers if m not in basic]
    cx, cy = WHEEL_C
    out = [f'<svg class="bf-wheel bf-{kind}" id="bf-p{i}-{kind}" width="{WHEEL_W}"'
           f' height="{WHEEL_H}" viewBox="0 0 {WHEEL_W} {WHEEL_H}" role="group" '
           f'aria-label="{"Glassmaking" if glass else "Cooking"} wheel of '
           f'{escape(ctx.name(i), quote=True)}">']
    title = "Glassmaking wheel" if glass else "Cooking wheel"
    out.append(label(8, 20, title, class_="bf-h", text_anchor="start"))
    # The printed face and each marker's chip are parts of their own: a move changes
    # one or two chips and the dial's markers, and the rest stays on the page.
    out.append(_part(f"bf-p{i}-{kind}-face", _wheel_face(kind)))
    # Markers: several on one value share the sector side by side.
    outer, inner = WHEEL_R * 0.72, WHEEL_R * 0.5
    slots = ((outer, 0), (outer, -9), (outer, 9), (inner, -12), (inner, 12), (inner, 0))
    by_value: dict[tuple[bool, int], list] = {}
    for m in markers:
        by_value.setdefault((m in basic, r[m[0]]), []).append(m)
    for (is_basic, value), group in by_value.items():
        centre = (-90 + 15 + 30 * value) if is_basic else (-90 - 15 - 30 * value)
        order = (slots[0],) if len(group) == 1 else slots[1:]
        for (rad, da), (_, short, name) in zip(order, group, strict=False):
            a = math.radians(centre + da)
            x, y = cx + rad * math.cos(a), cy + rad * math.sin(a)
            out.append(el("g", tip(f"{MARKER_WORD[name]}: {value}"),
                          el("circle", cx=x, cy=y, r=12, class_=f"bf-marker bf-m-{short}"),
                          I.use(name, x - 8.5, y - 8.5, 17), class_="bf-mk"))
    # The hub says how close the wheel is to turning: it turns while no basic
    # marker is at 0 and no refined marker is at 3.
    low = min(basic, key=lambda m: r[m[0]])
    high = max(refined, key=lambda m: r[m[0]])
    zero = [MARKER_WORD[m[2]].lower() for m in basic if r[m[0]] == 0]
    full = [MARKER_WORD[m[2]].lower() for m in refined if r[m[0]] >= D.REFINED_CAP]
    steps = p.glass_steps if glass else p.cooking_steps
    stuck = not glass and p.cooking_steps >= D.COOKING_MAX_STEPS
    if stuck:
        state_line = "dial at its last step"
    elif zero or full:
        needs = [f"needs {T.join(zero)}"] if zero else []
        needs += [f"{T.join(full)} full"] if full else []
        state_line = "waits: " + "; ".join(needs)
    else:
        state_line = "turns now"
    waits = bool(zero or full or stuck)
    out.append(el("circle", cx=cx, cy=cy, r=31,
                  class_="bf-hub" + (" bf-hub-wait" if waits else "")))
    out.append(label(cx, cy - 5, f"low {r[low[0]]}", class_="bf-hubtext"
                     + (" bf-bad" if r[low[0]] == 0 else "")))
    out.append(label(cx, cy + 13, f"high {r[high[0]]}", class_="bf-hubtext"
                     + (" bf-bad" if r[high[0]] >= D.REFINED_CAP else "")))
    hub_about = (f"Lowest basic marker: {MARKER_WORD[low[2]].lower()} at {r[low[0]]}; "
                 f"highest refined: {MARKER_WORD[high[2]].lower()} at {r[high[0]]} of "
                 f"{D.REFINED_CAP}. The dial turns when no basic marker is at 0 and no "
                 f"refined one is at {D.REFINED_CAP}: {state_line}.")
    out.append(focusable("g", hub_about, el("circle", cx=cx, cy=cy, r=31, class_="bf-hit"),
                         class_="bf-hubg"))
    extra = f"dial turned {steps}×"
    if glass and p.potash:
        extra += ", no charcoal needed"
    margin = D.HOURGLASS - (p.cooking_steps - min(r[D.PROVISIONS_A], r[D.PROVISIONS_B]))
    if not glass:
        pts = D.COOKING_POINTS[min(p.cooking_steps, len(D.COOKING_POINTS) - 1)]
        extra = f"dial step {p.cooking_steps} of {D.COOKING_MAX_STEPS}: {pts}★"
    out.append(label(8, 40, extra, class_="bf-small", text_anchor="start"))
    # Right column: reminders, the wheel's state, then one chip per marker.
    col = CHIP_X
    if not glass and s.solo:  # solo ends after its years: show what is left instead
        clock = s.solo_clock()
        years_after = clock["years"] - clock["year"]
        out.append(focusable(
            "g", f"Solo: year {clock['year']} of {clock['years']}; {clock['pawns_left']} pawns"
                 f" left this year, then {years_after} more years.",
            el("rect", x=col, y=6, width=74, height=24, rx=5, class_="bf-hourglass"),
            label(col + 37, 23, f"{years_after}y {clock['pawns_left']}p left",
                  class_="bf-small")))
    elif not glass:
        out.append(focusable(
            "g", f"Hourglass: the end is triggered when a provisions marker falls "
                 f"{D.HOURGLASS} behind the Cooking dial (steps {p.cooking_steps}, provisions "
                 f"{r[D.PROVISIONS_A]} and {r[D.PROVISIONS_B]}).",
            el("rect", x=col, y=6, width=74, height=24, rx=5, class_="bf-hourglass"),
            label(col + 37, 23, f"end in {margin}" if margin > 0 else "end due",
                  class_="bf-small")))
    if not glass and p.reminder:
        out.append(focusable(
            "g", f"Job + Resource reminder: the Cooking dial's step {D.REMINDER_STEP} reveals"
                 " Jobs and gives 1 basic resource of your choice.",
            el("rect", x=col + 80, y=6, width=74, height=24, rx=5, class_="bf-reminder"),
            label(col + 117, 23, f"Job at {D.REMINDER_STEP}", class_="bf-small")))
    for k, line in enumerate(_lines(state_line, WHEEL_W - col - 4, 13.5)):
        out.append(label(col, 50 + k * 15, line, text_anchor="start",
                         class_="bf-small" + (" bf-bad" if waits else "")))
    mine = ctx.mover == i
    for k, (m, short, name) in enumerate(markers):
        y = CHIP_Y + k * CHIP_STEP
        cap = D.REFINED_CAP if m in REFINED else D.BASIC_CAP
        chip = [el("rect", x=col, y=y, width=CHIP_W, height=CHIP_H, rx=7, class_="bf-chip"),
                el("circle", cx=col + 18, cy=y + CHIP_H / 2, r=13,
                   class_=f"bf-marker bf-m-{short}"),
                I.use(name, col + 8, y + CHIP_H / 2 - 10, 20),
                label(col + 38, y + CHIP_H / 2 + 5, MARKER_WORD[name], class_="bf-chipname",
                      text_anchor="start"),
                label(col + CHIP_W - 30, y + CHIP_H / 2 + 7, r[m], class_="bf-count"),
                label(col + CHIP_W - 8, y + CHIP_H / 2 + 6, f"/{cap}", text_anchor="end",
                      class_="bf-small bf-dim")]
        about = f"{MARKER_WORD[name]}: {r[m]} of {cap}"
        action = next((a for a in _marker_actions(name) if ctx.can(a)), None) if mine else None
        out.append(id_part(f"bf-p{i}-{kind}-{short}",
                           ctx.thing("g", about, *chip, action=action, cls="bf-chipg",
                                     data_marker=name)))
    out.append("</svg>")
    return "".join(out)


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
           f'aria-label="Tracks of {escape(ctx.name(i), quote=True)}">']
    # Brick track 0..7.
    out.append(label(8, 18, "Brick track", class_="bf-h", text_anchor="start"))
    brick = p.markers[D.BRICK]
    boxes = [el("rect", x=8, y=26, width=238, height=28, class_="bf-hit")]  # no gaps to miss
    for k in range(D.BASIC_CAP + 1):
        x = 8 + k * 30
        boxes.append(el("rect", x=x, y=26, width=28, height=28, rx=4,
                        class_="bf-box" + (" bf-on" if k == brick else "")))
        boxes.append(label(x + 14, 45, k, class_="bf-small"))
    action = next((a for a in _marker_actions("brick") if ctx.can(a)), None) if mine else None
    out.append(ctx.thing("g", f"Brick: {brick} of {D.BASIC_CAP}", *boxes, action=action,
                         cls="bf-chipg", data_marker="brick"))
    # Glass Hut progress 0..top.
    out.append(label(8, 78, "Glass Hut progress", class_="bf-h", text_anchor="start"))
    top = D.PROGRESS_TOP
    steps = [el("rect", x=8, y=86, width=48 * top + 44, height=28, class_="bf-hit")]
    for k in range(top + 1):
        x = 8 + k * 48
        steps.append(el("rect", x=x, y=86, width=44, height=28, rx=4,
                        class_="bf-box" + (" bf-on" if k == p.progress else "")
                        + (" bf-top" if k == top else "")))
        steps.append(label(x + 22, 105, "move" if k == top else k, class_="bf-small"))
    about = (f"Glass Hut progress: {p.progress} of {top}. Reaching {top} moves the Glass Hut"
             " to a new Small Estate (2 points each at the end).")
    if p.no_more_estates:
        about += " The Castle Hotel keeps it where it is."
    out.append(ctx.thing("g", about, *steps, action="take progress" if mine else None,
                         cls="bf-chipg"))
    # Livestock, Cooking points, Jobs done.
    pts = D.COOKING_POINTS[min(p.cooking_steps, len(D.COOKING_POINTS) - 1)]
    out.append(label(8, 138, "Livestock and points", class_="bf-h", text_anchor="start"))
    facts = [
        (f"{p.pigs} pig{'s' if p.pigs != 1 else ''}", "Pig",
         f"{p.pigs} pigs in the Domain", "bf-pig", "pig"),
        (f"{p.cattle} cattle", "Cow", f"{p.cattle} cattle in the Domain", "bf-cow", "cattle"),
        (f"{pts}★ cooking", "★", f"The Cooking dial points at {pts} points"
         f" (step {p.cooking_steps}).", "bf-star", ""),
    ]
    for k, (value, _mark, about, cls, kind) in enumerate(facts):
        x = 8 + k * 84
        chip = [el("rect", x=x, y=146, width=80, height=28, rx=6, class_="bf-chip"),
                I.use({"bf-pig": "pig", "bf-cow": "cattle"}.get(cls, "points"), x + 3, 150, 20),
                _fit(value, x + 50, 165, 54, 12)]
        action = next((a for a in (f"take {kind}", f"choose {kind}") if ctx.can(a)),
                      None) if mine and kind else None
        out.append(ctx.thing("g", about, *chip, action=action, cls="bf-chipg"))
    out.append(label(8, 196, f"Jobs done: {len(p.jobs)}", class_="bf-h", text_anchor="start"))
    for k, job in enumerate(p.jobs[:8]):
        x = 8 + k * 31
        out.append(focusable("g", "Completed: " + T.job_long(job),
                             el("rect", x=x, y=202, width=28, height=24, rx=4, class_="bf-job"),
                             label(x + 14, 219, "✓", class_="bf-small")))
    if len(p.jobs) > 8:
        out.append(label(252, 196, f"+{len(p.jobs) - 8} more", class_="bf-small",
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
    title = "Main Estate" if e == 0 else f"Small Estate {e}"
    if e == p.glass_hut_estate:
        title += " · Glass Hut"
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
        where = f"{title}, row {r_ + 1}, column {c_ + 1}"
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
            _fit(TILE_LABEL.get(code, ""), x + CELL / 2, y + 15, CELL - 6, 12.5,
                 class_="bf-celltext")]
    about = f"{where}: {TILE_LABEL.get(code) or 'empty'}"
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
            body.append(label(x + CELL / 2, y + 40, "remove", class_="bf-small"))
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
        return D.BUILDINGS[kind]["name"]
    return T.word(kind)


def _place_abbr(kind: str) -> str:
    return D.BUILDINGS[kind]["name"] if kind in D.BUILDINGS else T.abbr(kind)


def _pair_pill(ctx: _Ctx, acts, a: int, b: int, cols: int) -> str:
    ra, ca = divmod(a, cols)
    rb, cb = divmod(b, cols)
    x = 6 + (ca + cb + 1) * CELL / 2
    y = 26 + (ra + rb + 1) * CELL / 2
    out = []
    for k, (action, _kind) in enumerate(acts):
        dx = k * 26 if ra == rb else 0
        dy = k * 26 if ra != rb else 0
        out.append(ctx.act("g", action, "spans the two spaces on either side",
                           el("rect", x=x - 13 + dx, y=y - 13 + dy, width=26, height=26, rx=13,
                              class_="bf-pill"),
                           label(x + dx, y + 5 + dy, "⇔" if ra == rb else "⇕",
                                 class_="bf-small"),
                           cls="bf-pairact"))
    return "".join(out)


def _building_cell(ctx: _Ctx, i: int, bid: str, x, y, w, h, where: str) -> str:
    b = D.BUILDINGS.get(bid)
    name = b["name"] if b else bid
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
                               label(cx + 14, y + h - 8, str(k + 1) if len(convs) > 1 else "use",
                                     class_="bf-small"),
                               cls="bf-convert bf-anytime"))
    return "".join(out)


# -- the table's areas ------------------------------------------------------------------------
STRIP = (("sand", D.SAND, "Sand"), ("water", D.WATER, "Water"), ("wood", D.WOOD, "Wood"),
         ("charcoal@glass", D.CHARCOAL_GLASS, "Charcoal (Glassmaking)"),
         ("glass", D.GLASS, "Glass"),
         ("porridge", D.PORRIDGE, "Porridge"), ("meat", D.MEAT, "Meat"),
         ("charcoal@cook", D.CHARCOAL_COOK, "Charcoal (Cooking)"),
         ("provisions@a", D.PROVISIONS_A, "Provisions 1"),
         ("provisions@b", D.PROVISIONS_B, "Provisions 2"),
         ("commodities", D.COMMODITIES, "Commodities"), ("brick", D.BRICK, "Brick"))
SPLIT_PARTS = {
    "provisions": ("Provisions 1", "Provisions 2"),
    "charcoal": ("the Glassmaking wheel", "the Cooking wheel"),
    "livestock": ("pigs", "cattle"),
}


def _strip(ctx: _Ctx, i: int) -> str:
    """The seat's resources in one compact row of icons and numbers."""
    p = ctx.s.players[i]
    items = []
    for name, m, word in STRIP:
        if name == "charcoal@glass" and p.potash:
            continue
        items.append((name, p.markers[m], word))
    items += [("pig", p.pigs, "Pigs"), ("cattle", p.cattle, "Cattle"),
              ("progress", p.progress, "Glass Hut progress"),
              ("points", ctx.scores()[i], "Points now")]
    # One block per resource: a click that changes one count redraws that one.
    cells = "".join(
        block(f"res-{name.replace('@', '-')}",
              f'<li class="res" id="res-{name.replace("@", "-")}"'
              f' data-res="{escape(name, quote=True)}" title="{escape(word, quote=True)}:'
              f' {n}">{I.html(name, word)}<span class="res-n">{n}</span>'
              + (f'<span class="res-sub" aria-hidden="true">{word[-1]}</span>'
                 if name.startswith("provisions@") else "")
              + "</li>")
        for name, n, word in items)
    who = escape(ctx.name(i), quote=True)
    return (f'<ul class="strip bf-strip" aria-label="Resources of {who}">'
            f'<li class="strip-who">{_badge(ctx, i)}</li>{cells}</ul>')


# A choice's button reads as what to do: the preview's first verb, in the imperative.
def _as_choice(s, said: str) -> str:
    """A preview sentence as a button's words, without the deciding player's name (the
    turn line names them): "Ann goes Begging: gains 1 provision." -> "Go Begging: gains
    1 provision."; a sentence that starts otherwise stays as it is."""
    seat = s.to_move()
    prefix = f"{s.seats[seat].name} " if seat is not None else ""
    if not prefix or not said.startswith(prefix):
        return said
    return as_command(said[len(prefix):])


def _split_label(s, action: str) -> str | None:
    """Button words for the choices that differ only in which marker pays or gains."""
    words = action.split()
    if len(words) != 3 or words[0] not in ("pay", "gain") or words[1] not in SPLIT_PARTS:
        return None
    a, b = (int(x) for x in words[2].split("+"))
    first, second = SPLIT_PARTS[words[1]]
    if words[1] == "livestock":
        parts = [f"{a} {T.word('pig', a)}" if a else "", f"{b} cattle" if b else ""]
        head = ("Pay " if words[0] == "pay" else "Take ") + T.join(parts)
    else:
        unit = "provision" if words[1] == "provisions" else "charcoal"
        prep = "from" if words[0] == "pay" else "onto"
        parts = [f"{n} {prep} {where}" for n, where in ((a, first), (b, second)) if n]
        verb = "Pay" if words[0] == "pay" else "Take"
        head = f"{verb} {a + b} {unit}{'s' if a + b != 1 and unit == 'provision' else ''}: " + (
            T.join(parts))
    said = T.wording(s.describe(action))
    name = s.seats[s.to_move()].name
    rest = said[len(name) + 1:] if said.startswith(name + " ") else said
    rest = rest.split(": ", 1)[1] if ": " in rest else ""
    return head + (f", then {rest.rstrip('.')}" if rest else "")


def _notes(ctx: _Ctx) -> str:
    s = ctx.s
    out = []
    if s.solo:
        used = sum(1 for u in s.solo_used if u)
        out.append(f'<span class="note">Year {s.year} of {D.SOLO_YEARS} · '
                   f"{used} of {len(s.solo_used)} pawns used</span>")
    if s.end_triggered_by is not None and not s.is_over():
        left = "" if s.final_turns_left is None else (
            f" {s.final_turns_left} final turn{'s' if s.final_turns_left != 1 else ''} to go.")
        who = _badge(ctx, s.end_triggered_by)
        out.append(f'<span class="note bf-end" role="note">{who} triggered'
                   f" the end: everyone takes one last turn.{escape(left)}</span>")
    return "".join(out)


def _end_buildings(ctx: _Ctx) -> str:
    """End screen: each seat's Buildings with their points."""
    s = ctx.s
    rows = []
    for i, p in enumerate(s.players):
        items = "".join(
            f"<li>{escape(D.BUILDINGS[bid]['name'])} <b>{D.BUILDINGS[bid]['vp']}★</b></li>"
            for bid in p.buildings) or "<li>none</li>"
        rows.append(f'<section class="end-seat"><h3>{_badge(ctx, i)}: Buildings</h3>'
                    f'<ul class="end-buildings">{items}</ul></section>')
    return '<div class="end-more">' + "".join(rows) + "</div>"


def areas(state, viewer: int | None, legal: list[str], since=None):
    """The table's areas (glasshut.ui.table.GameView) for `viewer`'s eyes; `since`, an
    earlier state, marks the pawns that moved since then."""
    from ..ui.table import GameView  # the view stays importable without the table

    ctx = _Ctx(state, viewer, legal)
    board = ('<div class="bf bf-boardpanel"><section class="bf-mapwrap" aria-label="Village map">'
             '<button type="button" class="zoom secondary" data-cmd="zoom"'
             f' aria-pressed="false">{WORDS["whole_map"]}</button>'
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
            labels[a] = WORDS["end"] if a == "end" else _as_choice(
                state, T.wording(state.describe(a)))
    for a in labels:
        if a.startswith("release "):
            # "Return 1 pig": short enough to share a phone's row with the step's own
            # choice, so the board does not move down when one joins it.
            labels[a] = labels[a].replace(" to the supply", "")
    building = T.paying_for(state) if ctx.paying else ""
    if building:  # a payment step says what it pays for
        labels = {a: f"{text.rstrip('.')} (for the {building})" for a, text in labels.items()}
    over = state.is_over()
    return GameView(
        board=board,
        panels=(("buildings", "Buildings", buildings),),
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
        tie_break=T.TIE_BREAK,
        wording=T.wording,
        end_turn="end",
    )
