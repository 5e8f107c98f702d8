"""Black Forest's resource strip: the viewer's counts, grouped by wheel, each named."""

from __future__ import annotations

from html import escape

from ..ui.patch import block
from . import data as D
from . import icons as I
from .lang import tr
from .view_common import _badge, _Ctx

# The strip's groups: the markers of each wheel, then what lies beside the wheels.
# (resource, marker or None, the word under its count: a short word, or the strip's
# full name where one short word would not tell two apart).
GLASS_WHEEL = (("sand", D.SAND, "a.sand"), ("water", D.WATER, "a.water"),
               ("wood", D.WOOD, "a.wood"), ("charcoal@glass", D.CHARCOAL_GLASS, "a.charcoal"),
               ("glass", D.GLASS, "a.glass"))
COOK_WHEEL = (("porridge", D.PORRIDGE, "a.porridge"), ("meat", D.MEAT, "a.meat"),
              ("charcoal@cook", D.CHARCOAL_COOK, "a.charcoal"),
              ("provisions@a", D.PROVISIONS_A, "sw.provisions@a"),
              ("provisions@b", D.PROVISIONS_B, "sw.provisions@b"),
              ("commodities", D.COMMODITIES, "a.commodities"))
BESIDE = (("brick", D.BRICK, "a.brick"), ("pig", None, "a.pig"),
          ("cattle", None, "a.cattle"), ("progress", None, "a.progress"),
          ("points", None, "sw.points"))


def _cell(name: str, n: int, short: str) -> str:
    """One count: its icon, the number and its name under them (the full name, which
    says the wheel for the two charcoals, in the tooltip and for screen readers)."""
    word = tr("sw." + name)
    key = f"res-{name.replace('@', '-')}"
    # One block per resource: a click that changes one count redraws that one.
    return block(key, f'<li class="res" id="{key}" data-res="{escape(name, quote=True)}"'
                      f' title="{escape(word, quote=True)}: {n}">'
                      f'<span class="res-top">{I.html(name, word)}'
                      f'<span class="res-n">{n}</span></span>'
                      f'<span class="res-name" aria-hidden="true">{escape(tr(short))}</span>'
                      "</li>")


def _strip(ctx: _Ctx, i: int) -> str:
    """The seat's resources in one strip: the counts of each wheel under its name, then
    brick, animals, Glass Hut progress and points, every count named under it."""
    p = ctx.s.players[i]
    extra = {"pig": p.pigs, "cattle": p.cattle, "progress": p.progress,
             "points": ctx.scores()[i]}

    def group(cls: str, title: str, items) -> str:
        cells = "".join(
            _cell(name, p.markers[m] if m is not None else extra[name], short)
            for name, m, short in items
            if not (name == "charcoal@glass" and p.potash))
        head = f'<span class="res-wheel">{escape(title)}</span>' if title else ""
        return f'<li class="res-group {cls}">{head}<ul class="res-row">{cells}</ul></li>'

    who = escape(tr("v.resources_of", who=ctx.name(i)), quote=True)
    return (f'<ul class="strip bf-strip" aria-label="{who}">'
            f'<li class="strip-who">{_badge(ctx, i)}</li>'
            + group("res-glass", tr("v.wheel.glass"), GLASS_WHEEL)
            + group("res-cook", tr("v.wheel.cook"), COOK_WHEEL)
            + group("res-beside", "", BESIDE)
            + "</ul>")
