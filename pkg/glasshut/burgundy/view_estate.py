"""The Castles of Burgundy's estate drawn: the hexagons' places, a space with or without
its tile (drawn once per colour, space, tile and language), the row letters. The
choices on it are the table view's (`view.py`)."""

from __future__ import annotations

import math
from functools import lru_cache
from html import escape

from ..common.i18n import language
from ..ui.patch import block
from . import data as D
from . import icons as I
from .texts import T, tile_name, tile_text

SPACE_INK = I.KIND_INK
COLOUR_ICON = I.KIND_ICON
HEX_R = 26  # estate hex radius in drawing units


def tile_about(tile: str) -> str:
    """A tile's tooltip: its name, then what it does."""
    name = tile_name(tile)
    return f"{name[:1].upper() + name[1:]}. {tile_text(tile)}"


# -- the spaces --------------------------------------------------------------------------------
def _hex_centres() -> list[tuple[float, float]]:
    w = math.sqrt(3) * HEX_R
    out = []
    for r, length in enumerate(D.ROW_LENGTHS):
        x0 = (7 - length) * w / 2 + w / 2 + 4
        for c in range(length):
            out.append((x0 + c * w, HEX_R + 4 + r * 1.5 * HEX_R))
    return out


CENTRES = _hex_centres()


_hex_points = I.hex_points


HEX_POINTS = [_hex_points(x, y, HEX_R - 1) for x, y in CENTRES]
# A tile on a space: a little smaller, its shadow below and right, so it lies on the board.
TILE_POINTS = [_hex_points(x, y, HEX_R - 3.5) for x, y in CENTRES]
SHADOW_POINTS = [_hex_points(x + 1.5, y + 2, HEX_R - 3.5) for x, y in CENTRES]


def _space_art(colour: str, k: int, tile: str) -> tuple[str, str]:
    return _space_art_in(colour, k, tile, language())


@lru_cache(maxsize=2048)
def _space_art_in(colour: str, k: int, tile: str, lang: str) -> tuple[str, str]:
    """An estate space's drawing and what its tooltip says: the same for the same
    colour, space, tile and language, so drawn once."""
    x, y = CENTRES[k]
    name = D.SPACE_NAMES[k]
    number = D.SPACE_NUMBERS[k]
    ink = SPACE_INK[colour]
    poly = I.kind_hex(colour, HEX_POINTS[k], "cb-hex")
    if tile:
        # The tile lies on the space, in the space's colour and pattern, with a light
        # rim; an animal tile shows its animals, as many as it counts.
        kind = D.tile_colour(tile)
        tile_art = (f'<polygon points="{SHADOW_POINTS[k]}" fill="#000" fill-opacity="0.45"/>'
                    + I.kind_hex(kind, TILE_POINTS[k])
                    + f'<polygon points="{TILE_POINTS[k]}" fill="none" stroke="#fff"'
                    ' stroke-opacity="0.7" stroke-width="1.5"/>')
        if kind == D.ANIMAL:
            icon = I.animals(tile, x, y - 4, 14)
        else:
            icon = I.use(I.tile_icon(tile), x - 12, y - 17, 24)
        art = (tile_art + icon + f'<text x="{x:.1f}" y="{y + 18:.1f}" class="cb-hnum"'
               f' fill="{SPACE_INK[kind]}">{number}</text>')
        about = f"{name}: {tile_about(tile)}"
    else:
        art = (I.use(COLOUR_ICON[colour], x - 8, y - 18, 16)
               + f'<text x="{x:.1f}" y="{y + 12:.1f}" class="cb-hnum cb-big" fill="{ink}">'
               f"{number}</text>")
        about = T(f"space.{colour}", name=name, number=number)
    return poly + art, about


def _still_space(colour: str, k: int, tile: str, space_cls: str, cell_id: str) -> str:
    return _still_space_in(colour, k, tile, space_cls, cell_id, language())


@lru_cache(maxsize=4096)
def _still_space_in(colour: str, k: int, tile: str, space_cls: str, cell_id: str,
                    lang: str) -> str:
    """An estate space with no choice on it (`cell_id` "": not a block of its own), in
    `lang`. A click redraws the whole estate's markup, and most of its 37 spaces are
    these."""
    art, about = _space_art(colour, k, tile)
    id_attr = f' id="{cell_id}"' if cell_id else ""
    tip = escape(about, quote=True)
    cell = (f'<g class="{space_cls}"{id_attr} tabindex="-1"'
            f' role="img" aria-label="{tip}" data-tip="{tip}">{art}</g>')
    return block(cell_id, cell) if cell_id else cell


# The log names a space by its row letter and its place from the left ("E3"): the
# letters stand left of the rows, as a chessboard's do.
ROW_MARGIN = 14
ROW_LETTERS = "".join(
    f'<text x="{CENTRES[sum(D.ROW_LENGTHS[:r])][0] - math.sqrt(3) * HEX_R / 2 - 3:.1f}"'
    f' y="{CENTRES[sum(D.ROW_LENGTHS[:r])][1] + 5:.1f}" class="cb-rowname"'
    f' aria-hidden="true">{letter}</text>'
    for r, letter in enumerate(D.ROW_NAMES))
