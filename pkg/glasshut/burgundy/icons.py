"""Small SVG icons for The Castles of Burgundy, drawn once per page.

`SPRITE` is a hidden <svg> of <symbol>s (viewBox 0 0 24 24); any drawing shows one
with `use(name, ...)`, HTML text with `html(name)`. Every tile kind has its own
shape, so no kind is told apart by colour alone; goods also carry their number.
"""

from __future__ import annotations

from html import escape

INK = 'stroke="#222" stroke-width="1.4"'

SHAPES = {
    "castle": f'<path d="M4 21 V9 H7 V6 H10 V9 H14 V6 H17 V9 H20 V21 Z" fill="#cfd8c4" {INK}/>'
              '<path d="M10 21 V16 a2 2 0 0 1 4 0 V21" fill="#3a5a2a"/>',
    "mine": f'<path d="M3 21 L12 5 L21 21 Z" fill="#8d8d8d" {INK}/>'
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

SPRITE = (
    '<svg class="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false"'
    '><defs>'
    + "".join(f'<symbol id="cb-i-{name}" viewBox="0 0 24 24">{body}</symbol>'
              for name, body in SHAPES.items())
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
