"""Small SVG icons for Black Forest's resources and tiles, drawn once per page.

`SPRITE` is a hidden <svg> of <symbol>s (viewBox 0 0 24 24) that the table puts in
its skeleton; anything on the page then shows an icon with `use(name, ...)`, inside
any SVG, or `html(name)` in HTML text. Every icon has its own shape, so no icon
depends on its colour alone.
"""

from __future__ import annotations

from html import escape

# name -> drawing inside a 24x24 box
SHAPES = {
    "sand": '<path d="M2 20 Q12 2 22 20 Z" fill="#e9c660" stroke="#7a5b12" stroke-width="1.5"/>'
            '<circle cx="9" cy="15" r="1.2" fill="#7a5b12"/><circle cx="14" cy="12" r="1.2"'
            ' fill="#7a5b12"/><circle cx="15" cy="17" r="1.2" fill="#7a5b12"/>',
    "water": '<path d="M12 2 C7 10 5 13 5 16 a7 7 0 0 0 14 0 C19 13 17 10 12 2 Z" fill="#5aa7de"'
             ' stroke="#1d4f7a" stroke-width="1.5"/><path d="M9 16 a3 3 0 0 0 3 3" fill="none"'
             ' stroke="#fff" stroke-width="1.5"/>',
    "wood": '<rect x="2" y="7" width="20" height="10" rx="5" fill="#b98a5a" stroke="#5a3a1a"'
            ' stroke-width="1.5"/><ellipse cx="18" cy="12" rx="3" ry="4.5" fill="#e2c39a"'
            ' stroke="#5a3a1a" stroke-width="1.2"/>',
    "charcoal": '<path d="M3 17 L6 8 L12 5 L19 8 L21 16 L14 20 Z" fill="#4a4a4a" stroke="#111"'
                ' stroke-width="1.5"/><path d="M8 10 L12 8" stroke="#999" stroke-width="1.5"/>',
    "glass": '<path d="M6 3 H18 L16 12 a4 4 0 0 1 -8 0 Z" fill="#bfe8ef" stroke="#2d5f68"'
             ' stroke-width="1.5"/><path d="M12 16 V20 M8 21 H16" stroke="#2d5f68"'
             ' stroke-width="1.8"/>',
    "porridge": '<path d="M3 11 H21 a9 8 0 0 1 -18 0 Z" fill="#f5e9c8" stroke="#7a5b12"'
                ' stroke-width="1.5"/><path d="M8 7 q2 -3 0 -5 M13 7 q2 -3 0 -5" fill="none"'
                ' stroke="#7a5b12" stroke-width="1.3"/>',
    "meat": '<ellipse cx="10" cy="11" rx="8" ry="6" fill="#e3867a" stroke="#7a2a1a"'
            ' stroke-width="1.5"/><path d="M15 15 L21 21" stroke="#7a2a1a" stroke-width="2.5"/>'
            '<circle cx="21" cy="21" r="2" fill="#fff" stroke="#7a2a1a"/>',
    "provisions": '<path d="M5 9 H19 L17 21 H7 Z" fill="#b7d27e" stroke="#3d5a1a"'
                  ' stroke-width="1.5"/><path d="M8 9 a4 5 0 0 1 8 0" fill="none"'
                  ' stroke="#3d5a1a" stroke-width="1.5"/>',
    "commodities": '<rect x="3" y="6" width="18" height="14" rx="2" fill="#d6b6e8" stroke="#4a2a66"'
                   ' stroke-width="1.5"/><path d="M3 11 H21 M12 6 V20" stroke="#4a2a66"'
                   ' stroke-width="1.3"/>',
    "brick": '<rect x="2" y="7" width="20" height="10" rx="1.5" fill="#c4562b" stroke="#5a1a0a"'
             ' stroke-width="1.5"/><path d="M2 12 H22 M9 7 V12 M15 12 V17" stroke="#5a1a0a"'
             ' stroke-width="1.2"/>',
    "pig": '<ellipse cx="12" cy="13" rx="9" ry="7" fill="#f2a7b8" stroke="#7a3947"'
           ' stroke-width="1.5"/><ellipse cx="17" cy="13" rx="3" ry="2.4" fill="#e07a92"'
           ' stroke="#7a3947"/><path d="M6 7 L7 3 L10 7" fill="#f2a7b8" stroke="#7a3947"/>',
    "cattle": '<path d="M6 8 Q12 5 18 8 L17 17 Q12 21 7 17 Z" fill="#8b5a2b" stroke="#2d1a08"'
              ' stroke-width="1.5"/><path d="M6 8 Q2 7 3 3 M18 8 Q22 7 21 3" fill="none"'
              ' stroke="#2d1a08" stroke-width="1.8"/><ellipse cx="12" cy="16" rx="3.5" ry="2"'
              ' fill="#e2c39a"/>',
    "points": '<path d="M12 2 L14.9 8.6 L22 9.3 L16.6 14 L18.2 21 L12 17.3 L5.8 21 L7.4 14'
              ' L2 9.3 L9.1 8.6 Z" fill="#f7d54a" stroke="#7a5a00" stroke-width="1.3"/>',
    "progress": '<path d="M3 12 L12 3 L21 12 V21 H3 Z" fill="#a5d3db" stroke="#2d5f68"'
                ' stroke-width="1.5"/><rect x="9" y="14" width="6" height="7" fill="#2d5f68"/>',
    "forest": '<path d="M12 2 L20 15 H4 Z" fill="#3f7a34" stroke="#1a3a14" stroke-width="1.5"/>'
              '<rect x="10.5" y="15" width="3" height="6" fill="#5a3a1a"/>',
    "field": '<path d="M7 21 V8 M12 21 V5 M17 21 V8" stroke="#8a6a10" stroke-width="2"/>'
             '<ellipse cx="7" cy="7" rx="2" ry="3.5" fill="#e0b93a"/><ellipse cx="12" cy="4.5"'
             ' rx="2" ry="3.5" fill="#e0b93a"/><ellipse cx="17" cy="7" rx="2" ry="3.5"'
             ' fill="#e0b93a"/>',
    "pond": '<ellipse cx="12" cy="14" rx="10" ry="6" fill="#5aa7de" stroke="#1d4f7a"'
            ' stroke-width="1.5"/><path d="M6 14 q3 -2 6 0 t6 0" fill="none" stroke="#fff"'
            ' stroke-width="1.4"/>',
    "pasture": '<path d="M2 20 H22" stroke="#3d6a1a" stroke-width="2"/><path d="M4 20 L6 12 L8'
               ' 20 M10 20 L12 9 L14 20 M16 20 L18 12 L20 20" fill="#8cc26a" stroke="#3d6a1a"'
               ' stroke-width="1.4"/>',
    "stable": '<path d="M3 10 L12 4 L21 10 V21 H3 Z" fill="#c6a27c" stroke="#4a2a10"'
              ' stroke-width="1.5"/><path d="M9 21 V14 H15 V21 M9 14 L15 21 M15 14 L9 21"'
              ' fill="none" stroke="#4a2a10" stroke-width="1.3"/>',
    "hut": '<path d="M3 12 L12 3 L21 12 V21 H3 Z" fill="#a5d3db" stroke="#2d5f68"'
           ' stroke-width="1.5"/><rect x="9" y="14" width="6" height="7" fill="#2d5f68"/>',
    "livestock": '<ellipse cx="12" cy="13" rx="9" ry="7" fill="#f2a7b8" stroke="#7a3947"'
                 ' stroke-width="1.5"/><path d="M6 8 Q2 7 3 3 M18 8 Q22 7 21 3" fill="none"'
                 ' stroke="#2d1a08" stroke-width="1.8"/>',
}
# Marker names of the wheels -> icon names.
ALIAS = {
    "charcoal@glass": "charcoal", "charcoal@cook": "charcoal", "provisions@a": "provisions",
    "provisions@b": "provisions", "cow": "cattle", "Glass Hut": "hut",
}

SPRITE = (
    '<svg class="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false"'
    '><defs>'
    + "".join(f'<symbol id="bf-i-{name}" viewBox="0 0 24 24">{body}</symbol>'
              for name, body in SHAPES.items())
    + "</defs></svg>"
)


def known(name: str) -> bool:
    return ALIAS.get(name, name) in SHAPES


def use(name: str, x: float, y: float, size: float = 20, cls: str = "bf-icon") -> str:
    """An icon inside an SVG drawing, its top-left corner at (x, y)."""
    icon = ALIAS.get(name, name)
    return (f'<use href="#bf-i-{icon}" x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}"'
            f' class="{cls}"/>')


def html(name: str, label: str = "") -> str:
    """An icon in HTML text; `label` is what a screen reader says instead."""
    icon = ALIAS.get(name, name)
    aria = f'role="img" aria-label="{escape(label, quote=True)}"' if label else 'aria-hidden="true"'
    return (f'<svg class="icon" viewBox="0 0 24 24" {aria}>'
            f'<use href="#bf-i-{icon}"/></svg>')
