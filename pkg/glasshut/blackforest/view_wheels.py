"""Black Forest's production wheels on a player's board: the printed face, the
markers on the dial, the hub saying whether the dial turns, and one chip per marker."""

from __future__ import annotations

import math
from html import escape

from ..ui.patch import part as id_part
from ..ui.svg import el, focusable, label, tip
from . import data as D
from . import icons as I
from . import texts as T
from .lang import style, tr
from .view_common import _Ctx, _fit, _lines, _memo, _part

# -- production wheels (viewBox 0 0 400 180) ---------------------------------------------
# Compact: the dial on the left, its name, state and chips on the right, the chips two
# to a row (icon and count; the name in the tooltip), so both wheels and the brick
# track stand in a laptop's Me area at once.
WHEEL_W, WHEEL_H = 400, 180
WHEEL_C, WHEEL_R = (90, 94), 84
CHIP_X, CHIP_Y, CHIP_W, CHIP_H, CHIP_STEP = 184, 82, 101, 28, 32
MARKER_R = 10
GLASS_MARKERS = ((D.SAND, "Sa", "sand"), (D.WATER, "Wa", "water"), (D.WOOD, "Wd", "wood"),
                 (D.CHARCOAL_GLASS, "Ch", "charcoal@glass"), (D.GLASS, "Gl", "glass"))
COOK_MARKERS = ((D.PORRIDGE, "Po", "porridge"), (D.MEAT, "Me", "meat"),
                (D.CHARCOAL_COOK, "Ch", "charcoal@cook"), (D.PROVISIONS_A, "P1", "provisions@a"),
                (D.PROVISIONS_B, "P2", "provisions@b"), (D.COMMODITIES, "Co", "commodities"))


def marker_word(name: str) -> str:
    """A marker's short name on its chip ("Prov. 1")."""
    return tr("mw." + name)


def _in_list(name: str) -> str:
    """A marker's name inside a sentence: English writes it small, German nouns stay
    capitalised."""
    said = marker_word(name)
    return said.lower() if style("marker_small_in_text") else said

# A marker's resource name where an action names the logical resource ("take sand").
MARKER_LOGICAL = {
    "sand": "sand", "water": "water", "wood": "wood", "glass": "glass", "porridge": "porridge",
    "meat": "meat", "commodities": "commodities", "brick": "brick",
}
REFINED = (D.GLASS, D.PROVISIONS_A, D.PROVISIONS_B, D.COMMODITIES)  # the refined goods


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
        rn = WHEEL_R - 7
        out.append(label(cx + rn * math.cos(m), cy + rn * math.sin(m) + 4, k,
                         class_="bf-secnum" + (" bf-secnum-trigger" if k == 0 else "")))
    for j in range(4):  # refined values 0..3 counter-clockwise from the hand
        a1 = -90 - 30 * j
        cls = "bf-sec-refined" + (" bf-sec-trigger" if j == 3 else "")
        out.append(el("path", d=_arc(cx, cy, 32, WHEEL_R, a1 - 30, a1), class_=cls))
        m = math.radians(a1 - 15)
        rn = WHEEL_R - 7
        out.append(label(cx + rn * math.cos(m), cy + rn * math.sin(m) + 4, j,
                         class_="bf-secnum" + (" bf-secnum-trigger" if j == 3 else "")))
    out.append(el("polygon", points=f"{cx - 8},{cy - WHEEL_R - 8} {cx + 8},{cy - WHEEL_R - 8}"
                  f" {cx},{cy - WHEEL_R + 6}", class_="bf-hand"))
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
           f'aria-label="{escape(tr("v.wheel_of." + kind, name=ctx.name(i)), quote=True)}">']
    title = tr("v.wheel." + kind)
    col = CHIP_X
    out.append(label(col, 16, title, class_="bf-h", text_anchor="start"))
    # The printed face and each marker's chip are parts of their own: a move changes
    # one or two chips and the dial's markers, and the rest stays on the page.
    out.append(_part(f"bf-p{i}-{kind}-face", _wheel_face(kind)))
    # Markers: several on one value share the sector side by side.
    outer, inner = WHEEL_R * 0.71, WHEEL_R * 0.5
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
            out.append(el("g", tip(f"{marker_word(name)}: {value}"),
                          el("circle", cx=x, cy=y, r=MARKER_R, class_=f"bf-marker bf-m-{short}"),
                          I.use(name, x - 7, y - 7, 14), class_="bf-mk"))
    # The hub says how close the wheel is to turning: it turns while no basic
    # marker is at 0 and no refined marker is at 3.
    low = min(basic, key=lambda m: r[m[0]])
    high = max(refined, key=lambda m: r[m[0]])
    zero = [_in_list(m[2]) for m in basic if r[m[0]] == 0]
    full = [_in_list(m[2]) for m in refined if r[m[0]] >= D.REFINED_CAP]
    steps = p.glass_steps if glass else p.cooking_steps
    stuck = not glass and p.cooking_steps >= D.COOKING_MAX_STEPS
    if stuck:
        state_line = tr("v.dial_last")
    elif zero or full:
        needs = [tr("v.needs", what=T.join(zero))] if zero else []
        needs += [tr("v.full", what=T.join(full))] if full else []
        state_line = tr("v.waits", needs="; ".join(needs))
    else:
        state_line = tr("v.turns_now")
    waits = bool(zero or full or stuck)
    out.append(el("circle", cx=cx, cy=cy, r=31,
                  class_="bf-hub" + (" bf-hub-wait" if waits else "")))
    out.append(label(cx, cy - 5, tr("v.low", n=r[low[0]]), class_="bf-hubtext"
                     + (" bf-bad" if r[low[0]] == 0 else "")))
    out.append(label(cx, cy + 13, tr("v.high", n=r[high[0]]), class_="bf-hubtext"
                     + (" bf-bad" if r[high[0]] >= D.REFINED_CAP else "")))
    hub_about = tr("v.hub_about", low=_in_list(low[2]), lv=r[low[0]], high=_in_list(high[2]),
                   hv=r[high[0]], cap=D.REFINED_CAP, state=state_line)
    out.append(focusable("g", hub_about, el("circle", cx=cx, cy=cy, r=31, class_="bf-hit"),
                         class_="bf-hubg"))
    extra = tr("v.dial_turned", n=steps)
    if glass and p.potash:
        extra += tr("v.no_charcoal")
    margin = D.HOURGLASS - (p.cooking_steps - min(r[D.PROVISIONS_A], r[D.PROVISIONS_B]))
    if not glass:
        pts = D.COOKING_POINTS[min(p.cooking_steps, len(D.COOKING_POINTS) - 1)]
        extra = tr("v.dial_step", n=p.cooking_steps, most=D.COOKING_MAX_STEPS, pts=pts)
    # Right column: the name (above), a reminder beside the dial's line, the wheel's
    # state, then one chip per marker, two to a row.
    box_x = WHEEL_W - 78
    if not glass and s.solo:  # solo ends after its years: show what is left instead
        clock = s.solo_clock()
        years_after = clock["years"] - clock["year"]
        out.append(focusable(
            "g", tr("v.solo_clock", year=clock["year"], years=clock["years"],
                    n=clock["pawns_left"], more=years_after),
            el("rect", x=box_x, y=2, width=74, height=24, rx=5, class_="bf-hourglass"),
            _fit(tr("v.solo_short", more=years_after, n=clock["pawns_left"]), box_x + 37, 19,
                 70, 12, class_="bf-small")))
    elif not glass:
        out.append(focusable(
            "g", tr("v.hourglass", h=D.HOURGLASS, steps=p.cooking_steps, a=r[D.PROVISIONS_A],
                    b=r[D.PROVISIONS_B]),
            el("rect", x=box_x, y=2, width=74, height=24, rx=5, class_="bf-hourglass"),
            _fit(tr("v.end_in", n=margin) if margin > 0 else tr("v.end_due"), box_x + 37, 19,
                 70, 12, class_="bf-small")))
    reminder = not glass and p.reminder
    if reminder:
        out.append(focusable(
            "g", tr("v.reminder", n=D.REMINDER_STEP),
            el("rect", x=box_x, y=28, width=74, height=22, rx=5, class_="bf-reminder"),
            _fit(tr("v.job_at", n=D.REMINDER_STEP), box_x + 37, 44, 70, 12, class_="bf-small")))
    out.append(_fit(extra, col, 38, (box_x - 6 if reminder else WHEEL_W - 4) - col, 13.5,
                    class_="bf-small", text_anchor="start"))
    # A waiting wheel's line is bold, so its letters are wider than _lines estimates.
    for k, line in enumerate(_lines(state_line, WHEEL_W - col - 4, 13.5 * (1.12 if waits else 1))):
        out.append(label(col, 58 + k * 15, line, text_anchor="start",
                         class_="bf-small" + (" bf-bad" if waits else "")))
    mine = ctx.mover == i
    for k, (m, short, name) in enumerate(markers):
        x = col + (k % 2) * (CHIP_W + 6)
        y = CHIP_Y + (k // 2) * CHIP_STEP
        cap = D.REFINED_CAP if m in REFINED else D.BASIC_CAP
        chip = [el("rect", x=x, y=y, width=CHIP_W, height=CHIP_H, rx=7, class_="bf-chip"),
                el("circle", cx=x + 16, cy=y + CHIP_H / 2, r=12,
                   class_=f"bf-marker bf-m-{short}"),
                I.use(name, x + 7, y + CHIP_H / 2 - 9, 18),
                label(x + 52, y + CHIP_H / 2 + 7, r[m], class_="bf-count"),
                label(x + CHIP_W - 8, y + CHIP_H / 2 + 5, f"/{cap}", text_anchor="end",
                      class_="bf-small bf-dim")]
        about = tr("v.of", what=marker_word(name), n=r[m], cap=cap)
        action = next((a for a in _marker_actions(name) if ctx.can(a)), None) if mine else None
        out.append(id_part(f"bf-p{i}-{kind}-{short}",
                           ctx.thing("g", about, *chip, action=action, cls="bf-chipg",
                                     data_marker=name)))
    out.append("</svg>")
    return "".join(out)
