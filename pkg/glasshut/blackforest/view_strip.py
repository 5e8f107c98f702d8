"""Black Forest's resource strip: the viewer's counts in one row of icons."""

from __future__ import annotations

from html import escape

from ..ui.patch import block
from . import data as D
from . import icons as I
from .lang import tr
from .view_common import _badge, _Ctx

# (resource, marker); each one's name is the catalogue's "sw." + resource.
STRIP = (("sand", D.SAND), ("water", D.WATER), ("wood", D.WOOD),
         ("charcoal@glass", D.CHARCOAL_GLASS), ("glass", D.GLASS),
         ("porridge", D.PORRIDGE), ("meat", D.MEAT), ("charcoal@cook", D.CHARCOAL_COOK),
         ("provisions@a", D.PROVISIONS_A), ("provisions@b", D.PROVISIONS_B),
         ("commodities", D.COMMODITIES), ("brick", D.BRICK))


def _strip(ctx: _Ctx, i: int) -> str:
    """The seat's resources in one compact row of icons and numbers."""
    p = ctx.s.players[i]
    items = []
    for name, m in STRIP:
        if name == "charcoal@glass" and p.potash:
            continue
        items.append((name, p.markers[m], tr("sw." + name)))
    items += [(name, n, tr("sw." + name)) for name, n in (
        ("pig", p.pigs), ("cattle", p.cattle), ("progress", p.progress),
        ("points", ctx.scores()[i]))]
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
    who = escape(tr("v.resources_of", who=ctx.name(i)), quote=True)
    return (f'<ul class="strip bf-strip" aria-label="{who}">'
            f'<li class="strip-who">{_badge(ctx, i)}</li>{cells}</ul>')
