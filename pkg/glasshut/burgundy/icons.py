"""Small SVG icons for The Castles of Burgundy, drawn once per page.

`SPRITE` is a hidden <svg> of <symbol>s (viewBox 0 0 24 24) and of the six space
kinds' patterns; any drawing shows one with `use(name, ...)`, HTML text with
`html(name)`, a tile as a little hexagon with `tile_hex(tile)`.

No kind is told apart by colour alone: every kind has its own icon (`KIND_ICON`, on
each empty estate space and on every tile of it) and its own pattern over the colour
(`PATTERNS`: grass, battlements, lines of text, bricks, waves, hatching), and goods
show their die number as pips. The six colours (`KIND_FILL`, the same in
burgundy.css) are chosen to stay apart for the common colour-vision deficiencies:
tests/burgundy_view/test_cbview_colours.py holds them to it.
"""

from __future__ import annotations

import math
from html import escape

INK = 'stroke="#222" stroke-width="1.4"'

# The six space kinds' colours, as on the physical boards (castle dark green, pasture
# light green, knowledge yellow, buildings brown, river blue, mines grey), each picked
# so that every pair stays at least 18 CIEDE2000 apart for normal vision and for
# simulated protan, deutan and tritan vision (the drawing's colours before were 5.4
# apart at worst: pasture by knowledge for protans, pasture by buildings for deutans,
# knowledge by buildings for tritans). The ink is what numbers are written in.
KIND_FILL = {"G": "#9dc18b", "C": "#094732", "Y": "#feea33", "B": "#9d6c3a",
             "W": "#3776ba", "M": "#878585"}
KIND_INK = {"G": "#111", "C": "#fff", "Y": "#111", "B": "#fff", "W": "#fff", "M": "#111"}
KIND_ICON = {"G": "pasture", "C": "castle", "Y": "knowledge", "B": "city", "W": "ship",
             "M": "mine"}

# Each kind's pattern (a second cue besides the colour), drawn over the fill.
PATTERNS = {
    "G": (14, 12, '<path d="M1 10 L2.5 6.5 L4 10 M8 4.5 L9.5 1 L11 4.5" fill="none"'
                  ' stroke="#1e3d12" stroke-opacity="0.3" stroke-width="1"/>'),
    "C": (8, 8, '<path d="M0 6 H2 V3 H4 V6 H6 V3 H8" fill="none" stroke="#fff"'
                ' stroke-opacity="0.2" stroke-width="1"/>'),
    "Y": (10, 8, '<path d="M1 2.5 H9 M1 6.5 H6" stroke="#5c4b00" stroke-opacity="0.25"'
                 ' stroke-width="1"/>'),
    "B": (12, 8, '<path d="M0 0.5 H12 M0 4.5 H12 M3 0.5 V4.5 M9 4.5 V8" fill="none"'
                 ' stroke="#fff" stroke-opacity="0.22" stroke-width="1"/>'),
    "W": (12, 7, '<path d="M0 4 Q3 1 6 4 T12 4" fill="none" stroke="#fff"'
                 ' stroke-opacity="0.35" stroke-width="1.2"/>'),
    "M": (6, 6, '<path d="M-1 7 L7 -1 M-1 1 L1 -1 M5 7 L7 5" stroke="#1a1a1a"'
                ' stroke-opacity="0.3" stroke-width="1"/>'),
}

# The goods' colours by die number (the goods tiles are square, in six colours).
GOODS_FILL = {1: "#2f5fb3", 2: "#7b3fa0", 3: "#f4a6c8", 4: "#c62828", 5: "#7a4e2d",
              6: "#f39a2b"}
PIPS = {1: ((12, 12),), 2: ((8, 8), (16, 16)), 3: ((7, 7), (12, 12), (17, 17)),
        4: ((8, 8), (16, 8), (8, 16), (16, 16)),
        5: ((7, 7), (17, 7), (12, 12), (7, 17), (17, 17)),
        6: ((8, 6.5), (16, 6.5), (8, 12), (16, 12), (8, 17.5), (16, 17.5))}


def _goods(kind: int) -> str:
    pip = "#111" if kind in (3, 6) else "#fff"
    return (f'<rect x="2.5" y="2.5" width="19" height="19" rx="2.5" fill="{GOODS_FILL[kind]}"'
            f' {INK}/>' + "".join(f'<circle cx="{x:g}" cy="{y:g}" r="1.9" fill="{pip}"/>'
                                   for x, y in PIPS[kind]))

SHAPES = {
    "castle": f'<path d="M4 21 V9 H7 V6 H10 V9 H14 V6 H17 V9 H20 V21 Z" fill="#cfd8c4" {INK}/>'
              '<path d="M10 21 V16 a2 2 0 0 1 4 0 V21" fill="#3a5a2a"/>',
    "mine": f'<path d="M3 21 L12 5 L21 21 Z" fill="#d6d6d6" {INK}/>'
            '<path d="M9 21 V16 a3 3 0 0 1 6 0 V21" fill="#222"/>',
    "knowledge": f'<path d="M3 6 Q8 4 12 7 Q16 4 21 6 V19 Q16 17 12 20 Q8 17 3 19 Z"'
                 f' fill="#fff6cf" {INK}/><path d="M12 7 V20" stroke="#222" stroke-width="1.2"/>',
    "ship": '<path d="M3 15 H21 L18 20 H6 Z" fill="#6b4a2a" stroke="#222" stroke-width="1.4"/>'
            f'<path d="M12 3 V15" {INK}/><path d="M12 4 L19 13 H12 Z" fill="#fff" {INK}/>',
    "cow": f'<ellipse cx="12" cy="14" rx="7" ry="6" fill="#fff" {INK}/>'
           '<path d="M5 10 L2 6 M19 10 L22 6" stroke="#222" stroke-width="1.8"/>'
           '<circle cx="9" cy="13" r="1.6" fill="#222"/><ellipse cx="12" cy="18" rx="3"'
           ' ry="1.6" fill="#e8a0a0" stroke="#222"/>',
    "pig": f'<circle cx="12" cy="13" r="8" fill="#f4b6c2" {INK}/>'
           '<ellipse cx="12" cy="15" rx="3.4" ry="2.4" fill="#e58aa0" stroke="#222"/>'
           '<circle cx="11" cy="15" r="0.7" fill="#222"/><circle cx="13" cy="15" r="0.7"'
           ' fill="#222"/><path d="M5 7 L7 3 L9 6 M15 6 L17 3 L19 7" fill="#f4b6c2"'
           ' stroke="#222"/>',
    "sheep": '<path d="M5 12 a3 3 0 0 1 3 -4 a3 3 0 0 1 5 -1 a3 3 0 0 1 5 2 a3 3 0 0 1 1 5'
             ' a3 3 0 0 1 -4 4 a3 3 0 0 1 -5 0 a3 3 0 0 1 -5 -6 Z" fill="#f3f3f3"'
             f' {INK}/><ellipse cx="5" cy="13" rx="2.4" ry="3" fill="#444"/>',
    "hen": f'<path d="M6 10 a6 7 0 1 0 12 4 L21 10 L16 11 Q12 4 6 10 Z" fill="#fff" {INK}/>'
           '<path d="M6 10 L3 11 L6 12 Z" fill="#e8a32a" stroke="#222"/>'
           '<path d="M7 5 q1 -2 2 0 q1 -2 2 0 L10 8 H7 Z" fill="#d33"/>',
    "warehouse": f'<rect x="3" y="8" width="18" height="13" fill="#d9b38c" {INK}/>'
                 f'<path d="M2 9 L12 3 L22 9" fill="none" {INK}/><path d="M7 21 V13 H17 V21'
                 ' M7 13 L17 21 M17 13 L7 21" fill="none" stroke="#222"/>',
    "watchtower": f'<path d="M8 21 L9 8 H15 L16 21 Z" fill="#c9b79a" {INK}/>'
                  f'<path d="M6 8 L12 2 L18 8 Z" fill="#b5483a" {INK}/>'
                  '<rect x="10.5" y="11" width="3" height="3" fill="#222"/>',
    "carpenter": f'<path d="M4 20 L14 10" stroke="#6b4a2a" stroke-width="3"/>'
                 f'<rect x="11" y="4" width="10" height="5" fill="#999" {INK}'
                 ' transform="rotate(45 16 6.5)"/><path d="M3 21 H21" stroke="#222"/>',
    "church": f'<path d="M5 21 V11 L12 6 L19 11 V21 Z" fill="#eee3c8" {INK}/>'
              '<path d="M12 1 V7 M9.5 3.5 H14.5" stroke="#222" stroke-width="1.8"/>'
              '<path d="M10 21 V16 a2 2 0 0 1 4 0 V21" fill="#444"/>',
    "market": f'<path d="M3 9 H21 L19 5 H5 Z" fill="#e05a47" {INK}/><path d="M7 5 L6 9 M12 5'
              ' V9 M17 5 L18 9" stroke="#fff" stroke-width="1.5"/>'
              f'<rect x="4" y="9" width="16" height="11" fill="#f0dfb0" {INK}/>'
              '<circle cx="9" cy="15" r="2" fill="#8bc34a" stroke="#222"/><circle cx="15"'
              ' cy="15" r="2" fill="#ff9800" stroke="#222"/>',
    "boardinghouse": f'<path d="M3 11 L12 4 L21 11 V21 H3 Z" fill="#e6cfa8" {INK}/>'
                     '<rect x="6" y="13" width="4" height="3" fill="#5b8fd1" stroke="#222"/>'
                     '<rect x="14" y="13" width="4" height="3" fill="#5b8fd1" stroke="#222"/>'
                     '<rect x="10.5" y="16" width="3" height="5" fill="#444"/>',
    "bank": f'<path d="M3 9 L12 3 L21 9 Z" fill="#ddd" {INK}/><path d="M5 10 V18 M9.5 10 V18'
            ' M14.5 10 V18 M19 10 V18" stroke="#222" stroke-width="2"/>'
            f'<rect x="3" y="18" width="18" height="3" fill="#ddd" {INK}/>',
    "cityhall": f'<rect x="3" y="10" width="18" height="11" fill="#e8d9b5" {INK}/>'
                f'<rect x="9" y="4" width="6" height="6" fill="#e8d9b5" {INK}/>'
                '<circle cx="12" cy="7" r="1.6" fill="#fff" stroke="#222"/>'
                '<path d="M6 13 V18 M10 13 V18 M14 13 V18 M18 13 V18" stroke="#222"'
                ' stroke-width="1.5"/>',
    "pasture": '<path d="M2 20 H22" stroke="#2d5a1a" stroke-width="2"/>'
               f'<path d="M5 20 V9 M12 20 V9 M19 20 V9" {INK}/>'
               '<path d="M3 12 H21 M3 16 H21" stroke="#6b4a2a" stroke-width="2"/>'
               '<path d="M6 6 L7 3 L8 6 M15 6 L16.5 2.5 L18 6" fill="none" stroke="#2d5a1a"'
               ' stroke-width="1.4"/>',
    "city": f'<path d="M2 21 V11 L7 6 L12 11 V21 Z" fill="#e6cfa8" {INK}/>'
            f'<path d="M12 21 V8 L17 3 L22 8 V21 Z" fill="#d9b38c" {INK}/>'
            '<rect x="5" y="14" width="4" height="7" fill="#444"/>'
            '<rect x="15" y="10" width="4" height="3" fill="#5b8fd1" stroke="#222"/>'
            '<rect x="15" y="15" width="4" height="3" fill="#5b8fd1" stroke="#222"/>',
    "goods": f'<rect x="4" y="6" width="16" height="14" rx="2" fill="#e7d7b1" {INK}/>'
             '<path d="M4 10 H20" stroke="#222"/>',
    "silverling": f'<circle cx="12" cy="12" r="9" fill="#d7dde3" {INK}/>'
                  '<circle cx="12" cy="12" r="5.5" fill="none" stroke="#555" stroke-width="1.2"/>',
    "worker": f'<circle cx="12" cy="6" r="3.5" fill="#f2f2f2" {INK}/>'
              f'<path d="M5 21 Q5 11 12 11 Q19 11 19 21 Z" fill="#f2f2f2" {INK}/>',
    "die": f'<rect x="3" y="3" width="18" height="18" rx="4" fill="#fff" {INK}/>'
           '<circle cx="8" cy="8" r="1.8" fill="#222"/><circle cx="16" cy="16" r="1.8"'
           ' fill="#222"/><circle cx="12" cy="12" r="1.8" fill="#222"/>',
    "bonus": f'<path d="M4 4 H20 V15 L12 21 L4 15 Z" fill="#f6d365" {INK}/>'
             '<path d="M8 11 L11 14 L16 8" fill="none" stroke="#222" stroke-width="2"/>',
    "points": '<path d="M12 2 L14.9 8.6 L22 9.3 L16.6 14 L18.2 21 L12 17.3 L5.8 21 L7.4 14'
              ' L2 9.3 L9.1 8.6 Z" fill="#f7d54a" stroke="#7a5a00" stroke-width="1.3"/>',
}

SHAPES.update({f"goods{kind}": _goods(kind) for kind in GOODS_FILL})

SPRITE = (
    '<svg class="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false"'
    '><defs>'
    + "".join(f'<symbol id="cb-i-{name}" viewBox="0 0 24 24">{body}</symbol>'
              for name, body in SHAPES.items())
    # A kind's pattern carries its colour too, so a hexagon is one polygon.
    + "".join(f'<pattern id="cb-pat-{kind}" width="{w}" height="{h}"'
              f' patternUnits="userSpaceOnUse"><rect x="-1" y="-1" width="{w + 2}"'
              f' height="{h + 2}" fill="{KIND_FILL[kind]}"/>{body}</pattern>'
              for kind, (w, h, body) in PATTERNS.items())
    + "</defs></svg>"
)


def tile_icon(tile: str) -> str:
    """The icon name of a tile code: "cow3" -> "cow", "k12" -> "knowledge"."""
    if tile in SHAPES:
        return tile
    if tile[0] == "k" and tile[1:].isdigit():
        return "knowledge"
    return tile.rstrip("0123456789")


def use(name: str, x: float, y: float, size: float = 20, cls: str = "cb-icon") -> str:
    """An icon inside an SVG drawing, its top-left corner at (x, y)."""
    return (f'<use href="#cb-i-{name}" x="{x:g}" y="{y:g}" width="{size:g}"'
            f' height="{size:g}" class="{cls}"/>')


def html(name: str, label: str = "") -> str:
    """An icon in HTML text; `label` is what a screen reader says instead."""
    aria = (f'role="img" aria-label="{escape(label, quote=True)}"' if label
            else 'aria-hidden="true"')
    return f'<svg class="icon" viewBox="0 0 24 24" {aria}><use href="#cb-i-{name}"/></svg>'


def hex_points(x: float, y: float, r: float) -> str:
    """A pointy-topped hexagon of radius `r` around (x, y), as SVG points."""
    return " ".join(f"{x + r * math.cos(math.radians(60 * k - 30)):.1f},"
                    f"{y + r * math.sin(math.radians(60 * k - 30)):.1f}" for k in range(6))


def kind_hex(kind: str, points: str, cls: str = "") -> str:
    """A hexagon in a kind's colour with its pattern over it (`cls` on it)."""
    c = f' class="{cls}"' if cls else ""
    return (f'<polygon points="{points}" fill="url(#cb-pat-{kind})" stroke="#222"'
            f' stroke-width="1"{c}/>')


ANIMAL_SPOTS = {2: ((-0.5, 0), (0.5, 0)), 3: ((0, -0.5), (-0.5, 0.45), (0.5, 0.45)),
                4: ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5))}


def animals(tile: str, x: float, y: float, size: float) -> str:
    """An animal tile's animals, as many as it shows (2 to 4), centred at (x, y)."""
    kind, n = tile[:-1], int(tile[-1])
    return "".join(use(kind, x + cx * size - size / 2, y + cy * size - size / 2, size)
                   for cx, cy in ANIMAL_SPOTS[n])


def tile_hex(tile: str, kind: str) -> str:
    """A six-sided tile in HTML text: a little hexagon of its kind with its icon."""
    return ('<svg class="cb-thex" viewBox="0 0 28 32" aria-hidden="true">'
            + kind_hex(kind, hex_points(14, 16, 13.5))
            + use(tile_icon(tile), 3, 5, 22) + "</svg>")
