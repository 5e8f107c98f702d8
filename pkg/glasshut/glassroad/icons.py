"""Small SVG icons for Glass Road's goods and landscape tiles, drawn once per page.

`SPRITE` is a hidden <svg> of <symbol>s (viewBox 0 0 24 24, ids `gr-NAME`); any
drawing shows one with `use(name, ...)`, HTML text with `html(name)`. Each icon has
its own shape, so none depends on its colour alone.
"""

from __future__ import annotations

from html import escape

SHAPES = {
    "wood": '<rect x="2" y="7" width="20" height="10" rx="5" fill="#b98a5a" stroke="#5a3a1a"'
            ' stroke-width="1.5"/><ellipse cx="18" cy="12" rx="3" ry="4.5" fill="#e2c39a"'
            ' stroke="#5a3a1a" stroke-width="1.2"/>',
    "clay": '<path d="M3 18 Q4 8 12 7 Q20 8 21 18 Z" fill="#d08a5c" stroke="#6a3210"'
            ' stroke-width="1.5"/><path d="M8 14 q4 -3 8 0" fill="none" stroke="#6a3210"/>',
    "sand": '<path d="M2 20 Q12 2 22 20 Z" fill="#e9c660" stroke="#7a5b12" stroke-width="1.5"/>'
            '<circle cx="9" cy="15" r="1.2" fill="#7a5b12"/><circle cx="14" cy="12" r="1.2"'
            ' fill="#7a5b12"/><circle cx="15" cy="17" r="1.2" fill="#7a5b12"/>',
    "water": '<path d="M12 2 C7 10 5 13 5 16 a7 7 0 0 0 14 0 C19 13 17 10 12 2 Z" fill="#5aa7de"'
             ' stroke="#1d4f7a" stroke-width="1.5"/><path d="M9 16 a3 3 0 0 0 3 3" fill="none"'
             ' stroke="#fff" stroke-width="1.5"/>',
    "food": '<path d="M3 11 H21 a9 8 0 0 1 -18 0 Z" fill="#f5e9c8" stroke="#7a5b12"'
            ' stroke-width="1.5"/><path d="M8 7 q2 -3 0 -5 M13 7 q2 -3 0 -5" fill="none"'
            ' stroke="#7a5b12" stroke-width="1.3"/>',
    "charcoal": '<path d="M3 17 L6 8 L12 5 L19 8 L21 16 L14 20 Z" fill="#4a4a4a" stroke="#111"'
                ' stroke-width="1.5"/><path d="M8 10 L12 8" stroke="#999" stroke-width="1.5"/>',
    "glass": '<path d="M6 3 H18 L16 12 a4 4 0 0 1 -8 0 Z" fill="#bfe8ef" stroke="#2d5f68"'
             ' stroke-width="1.5"/><path d="M12 16 V20 M8 21 H16" stroke="#2d5f68"'
             ' stroke-width="1.8"/>',
    "brick": '<rect x="2" y="7" width="20" height="10" rx="1.5" fill="#c4562b" stroke="#5a1a0a"'
             ' stroke-width="1.5"/><path d="M2 12 H22 M9 7 V12 M15 12 V17" stroke="#5a1a0a"'
             ' stroke-width="1.2"/>',
    "forest": '<path d="M12 2 L20 15 H4 Z" fill="#3f7a34" stroke="#1a3a14" stroke-width="1.5"/>'
              '<rect x="10.5" y="15" width="3" height="6" fill="#5a3a1a"/>',
    "pit": '<ellipse cx="12" cy="14" rx="10" ry="6" fill="#c9a27a" stroke="#5a3a1a"'
           ' stroke-width="1.5"/><ellipse cx="12" cy="14" rx="5" ry="2.6" fill="#6a4a2a"/>',
    "grove": '<circle cx="8" cy="11" r="5" fill="#6fae4f" stroke="#1f4a14" stroke-width="1.3"/>'
             '<circle cx="16" cy="11" r="5" fill="#6fae4f" stroke="#1f4a14" stroke-width="1.3"/>'
             '<path d="M8 16 V21 M16 16 V21" stroke="#5a3a1a" stroke-width="2"/>',
    "pond": '<ellipse cx="12" cy="13" rx="10" ry="7" fill="#8cc7ec" stroke="#1d4f7a"'
            ' stroke-width="1.5"/><path d="M7 13 q2.5 -2 5 0 t5 0" fill="none" stroke="#fff"'
            ' stroke-width="1.4"/>',
    "points": '<path d="M12 2 L14.9 8.6 L22 9.3 L16.6 14 L18.2 21 L12 17.3 L5.8 21 L7.4 14'
              ' L2 9.3 L9.1 8.6 Z" fill="#f7d54a" stroke="#7a5a00" stroke-width="1.3"/>',
    "goblet": '<path d="M6 2 H18 Q18 11 12 12 Q6 11 6 2 Z" fill="#cfe9f0" stroke="#2d5f68"'
              ' stroke-width="1.5"/><path d="M12 12 V19 M7 21 H17" stroke="#2d5f68"'
              ' stroke-width="2"/>',
    "card": '<rect x="5" y="2" width="14" height="20" rx="2" fill="#3c5a66" stroke="#1a2a30"'
            ' stroke-width="1.5"/><path d="M8 6 L16 18 M16 6 L8 18" stroke="#a9c6d0"'
            ' stroke-width="1.2"/>',
}

SPRITE = (
    '<svg class="icon-sprite" aria-hidden="true" width="0" height="0">'
    + "".join(f'<symbol id="gr-{name}" viewBox="0 0 24 24">{shape}</symbol>'
              for name, shape in SHAPES.items())
    + "</svg>"
)


def use(name: str, x: float, y: float, size: float = 20) -> str:
    """An icon inside an SVG drawing."""
    return f'<use href="#gr-{name}" x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}"/>'


def html(name: str, size: str = "1.15em") -> str:
    """An icon inline in HTML text (decorative: the words beside it say the same)."""
    return (f'<svg class="gr-icon" aria-hidden="true" width="{size}" height="{size}">'
            f'<use href="#gr-{escape(name, quote=True)}"/></svg>')
