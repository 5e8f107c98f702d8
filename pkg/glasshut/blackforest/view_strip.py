"""Black Forest's resource strip: the viewer's counts in one row of icons."""

from __future__ import annotations

from html import escape

from ..ui.patch import block
from . import data as D
from . import icons as I
from .view_common import _badge, _Ctx

STRIP = (("sand", D.SAND, "Sand"), ("water", D.WATER, "Water"), ("wood", D.WOOD, "Wood"),
         ("charcoal@glass", D.CHARCOAL_GLASS, "Charcoal (Glassmaking)"),
         ("glass", D.GLASS, "Glass"),
         ("porridge", D.PORRIDGE, "Porridge"), ("meat", D.MEAT, "Meat"),
         ("charcoal@cook", D.CHARCOAL_COOK, "Charcoal (Cooking)"),
         ("provisions@a", D.PROVISIONS_A, "Provisions 1"),
         ("provisions@b", D.PROVISIONS_B, "Provisions 2"),
         ("commodities", D.COMMODITIES, "Commodities"), ("brick", D.BRICK, "Brick"))


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
