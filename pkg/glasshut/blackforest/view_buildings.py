"""Black Forest's Buildings panel: the Small Buildings grouped by their glass cost,
then the Large ones, each a tile that is built by clicking it."""

from __future__ import annotations

from html import escape

from ..ui.patch import block
from ..ui.svg import el, label
from . import data as D
from . import texts as T
from .lang import tr
from .view_common import (
    _cost_tokens,
    _Ctx,
    _fit,
    _glyph_line,
    _memo,
    _reward_tokens,
    _trade_glyphs,
)


def _buildings(ctx: _Ctx) -> str:
    """The tiles by their glass cost, then the Large ones. While the viewer chooses a
    Building to construct, the ones offered come first under a heading of their own, so
    a laptop's Buildings area shows them all without scrolling it."""
    s = ctx.s
    avail = set(s.available_buildings)
    built = {bid: i for i, p in enumerate(s.players) for bid in p.buildings}
    offered = {a[6:] for a in ctx.legal if a.startswith("build ")}
    groups: dict[int, list[str]] = {}
    first: list[str] = []
    for num in D.SMALL_NUMBERS:
        side = next((num + x for x in "AB" if num + x in avail), None)
        if side is None:
            side = next((num + x for x in "AB" if num + x in built), None)
        if side is None:
            continue
        tile = block(f"bf-tile-{side}", _tile(ctx, side, built.get(side), 150))
        if side in offered:
            first.append(tile)
            continue
        glass = _cost(s, side).get("glass", 0)
        groups.setdefault(glass, []).append(tile)
    large = [bid for bid in s.available_buildings if bid in D.LARGE_IDS]
    large += [bid for bid in built if bid in D.LARGE_IDS]
    large_first = [bid for bid in large if bid in offered]
    out = [f'<section class="bf-buildings" aria-label="{escape(tr("v.buildings"), quote=True)}">']
    if first or large_first:
        # One grid: a Large Building offered is drawn as narrow as a Small one here, so
        # the last row is not one of its own (its longer words are squeezed to fit).
        first += [block(f"bf-tile-{bid}", _tile(ctx, bid, None, 150)) for bid in large_first]
        out.append(f'<h3 class="bf-bhead">{escape(tr("v.can_build"))}</h3>'
                   '<div class="bf-tiles">' + "".join(first) + "</div>")
    for glass in sorted(groups):
        head = tr("v.small_none") if glass == 0 else tr("v.small_glass", n=glass)
        out.append(f'<h3 class="bf-bhead">{escape(head)}</h3><div class="bf-tiles">'
                   + "".join(groups[glass]) + "</div>")
    rest = [bid for bid in large if bid not in offered]
    if rest:
        out.append(f'<h3 class="bf-bhead">{escape(tr("v.large"))}</h3>'
                   '<div class="bf-tiles bf-large">')
        out += [block(f"bf-tile-{bid}", _tile(ctx, bid, built.get(bid), 200)) for bid in rest]
        out.append("</div>")
    out.append("</section>")
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
    said = " · ".join(T.kind_label(kind) for kind in kinds)
    tag = " · ".join(x for x in (tr("v.level", level=_level(bid)) if large else "", said) if x)
    body = [el("rect", x=1, y=1, width=w - 2, height=h - 2, rx=8,
               class_=f"bf-bg bf-k-{kinds[0] if kinds else 'none'}"),
            _fit(tag, 8, 18, w - 50, 12.5, class_="bf-small bf-kinds", text_anchor="start"),
            label(w - 8, 18, f"{b['vp']}★", class_="bf-vp", text_anchor="end"),
            _fit(T.building_name(bid), w / 2, 37, w - 12, 13, class_="bf-cardname"),
            (_glyph_line([("t", tr("v.cost")), *_cost_tokens(cost)], w / 2, 57, w - 10, 12.5)
             if _cost_tokens(cost) else None)
            or _fit(tr("v.cost_words", cost=T.cost_short(cost)), w / 2, 55, w - 12, 12,
                    class_="bf-costline")]
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
        body.append(_fit(tr("v.built_by", name=ctx.name(owner)), w / 2, 60, w - 12, 12,
                         class_="bf-builtby"))
        about = tr("v.built_by_about", name=ctx.name(owner)) + about
    inner = ctx.thing("g", about, *body, action=f"build {bid}", data_building=bid)
    cls = "bf-tile" + (" bf-built" if owner is not None else "") + (
        " bf-can" if f"build {bid}" in ctx.placed else "")
    return f'<svg class="{cls}" id="bf-tile-{bid}" viewBox="0 0 {w} {h}">{inner}</svg>'
