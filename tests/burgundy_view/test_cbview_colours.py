"""The Castles of Burgundy's six space kinds stay apart for colour-blind eyes.

The kinds' fill colours (icons.KIND_FILL) are passed through the colour-vision
deficiency simulation of Machado, Oliveira and Fernandes (2009) at severity 1.0 --
protanopia, deuteranopia, tritanopia -- applied in linear sRGB, and compared in
CIELAB with the CIEDE2000 difference. Every pair of kinds must stay MIN_DELTA_E
apart for normal vision and for each simulation. 18 is chosen: far above a just
noticeable difference (about 1 to 2), about the gap between two swatches one names
differently at a glance. The colours the board had before (BEFORE) came to 5.4 at
worst (knowledge by buildings for tritans, pasture by knowledge for protans, pasture
by buildings for deutans; the two greens were 30 apart) and fail; the colours now
come to 20.0 at worst.

Colour is not the only cue: every kind has its own icon and its own pattern, checked
here on the estate's drawing too.
"""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path

import pytest
from cbviewhelp import view, walk, whole

from glasshut.burgundy import data as D
from glasshut.burgundy import icons as I
from glasshut.burgundy.view import _tile_face
from glasshut.burgundy.view_estate import _space_art_in

MIN_DELTA_E = 18.0
CSS = Path(__file__).resolve().parents[2] / "web" / "burgundy.css"

# Machado et al. 2009, severity 1.0, for linear RGB.
MACHADO = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
               (0.004733, 0.691367, 0.303900)),
}
VISIONS = {"normal": None, **MACHADO}

# The board's colours before these were chosen, to show the check can fail.
BEFORE = {"G": "#b9dc8a", "C": "#3f7a4a", "Y": "#f2d86b", "B": "#dcc29e", "W": "#8cc4ea",
          "M": "#a7a7a7"}


def linear(hex_colour: str) -> list[float]:
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    out = []
    for i in (0, 2, 4):
        c = int(h[i:i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return out


def simulate(rgb: list[float], matrix) -> list[float]:
    if matrix is None:
        return rgb
    return [min(1.0, max(0.0, sum(matrix[i][j] * rgb[j] for j in range(3))))
            for i in range(3)]


def lab(rgb: list[float]) -> tuple[float, float, float]:
    """Linear sRGB to CIELAB (D65)."""
    x = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2]
    y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2]
    z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2]

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / 0.95047), f(y), f(z / 1.08883)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(p, q) -> float:
    """The CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation)."""
    l1, a1, b1 = p
    l2, a2, b2 = q
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + (360 if h1p + h2p < 360 else -360)) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6))
         - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_big_h / s_h) ** 2
                     + r_t * (dc / s_c) * (d_big_h / s_h))


def closest(palette: dict[str, str]) -> dict[str, tuple[float, str]]:
    """For each vision, the smallest difference between two kinds and which two."""
    out = {}
    for vision, matrix in VISIONS.items():
        labs = {k: lab(simulate(linear(c), matrix)) for k, c in palette.items()}
        out[vision] = min((delta_e2000(labs[a], labs[b]), a + b)
                          for a, b in itertools.combinations(sorted(palette), 2))
    return out


def contrast(fg: str, bg: str) -> float:
    def lum(c: str) -> float:
        r, g, b = linear(c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    hi, lo = sorted((lum(fg), lum(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize(("p", "q", "expected"), [
    # Sharma, Wu and Dalal's test data (pairs 1, 7, 17 and 34).
    ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
    ((50, 0, 0), (50, -1, 2), 2.3669),
    ((50, 2.5, 0), (73, 25, -18), 27.1492),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
])
def test_the_difference_formula_matches_its_published_test_data(p, q, expected):
    assert delta_e2000(p, q) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_keeps_grey_grey_and_merges_red_with_green_for_deutans():
    grey = linear("#808080")
    for matrix in MACHADO.values():
        assert simulate(grey, matrix) == pytest.approx(grey, abs=2e-3)
    red, green = lab(simulate(linear("#d0a000"), MACHADO["deutan"])), lab(
        simulate(linear("#a0b000"), MACHADO["deutan"]))
    assert delta_e2000(red, green) < 5  # an olive and an ochre a deutan cannot tell apart


def test_every_two_kinds_stay_apart_for_normal_and_colour_blind_vision():
    worst = closest(I.KIND_FILL)
    assert set(I.KIND_FILL) == set(D.COLOURS)
    for vision, (difference, pair) in worst.items():
        assert difference >= MIN_DELTA_E, (vision, pair, round(difference, 1))


def test_the_colours_before_would_have_failed():
    worst = closest(BEFORE)
    failing = {v for v, (d, _) in worst.items() if d < MIN_DELTA_E}
    assert failing == {"normal", "protan", "deutan", "tritan"}
    assert min(d for d, _ in worst.values()) == pytest.approx(5.4, abs=0.1)


def test_the_numbers_on_each_kind_are_readable():
    for kind in D.COLOURS:
        assert contrast(I.KIND_INK[kind], I.KIND_FILL[kind]) >= 4.5, kind


def test_the_page_swatches_use_the_same_colours_whatever_the_palette_setting():
    css = CSS.read_text(encoding="utf-8")
    for kind in D.COLOURS:
        rule = re.search(rf"^\.cb-fill-{kind} \{{ background: (#\w+); color: (#\w+); \}}$",
                         css, re.M)
        assert rule, kind
        assert rule.group(1) == I.KIND_FILL[kind]
        assert linear(rule.group(2)) == linear(I.KIND_INK[kind])
    # The colour-blind setting changes the seats' colours only: the hexes need no help.
    assert "data-palette" not in css


def test_each_kind_has_its_own_icon_and_pattern():
    assert len(set(I.KIND_ICON.values())) == len(D.COLOURS)
    assert len({body for _, _, body in I.PATTERNS.values()}) == len(D.COLOURS)
    for kind in D.COLOURS:
        assert f'id="cb-i-{I.KIND_ICON[kind]}"' in I.SPRITE
        # The pattern lies on the kind's colour: the colour checked is the one drawn.
        pattern = re.search(rf'<pattern id="cb-pat-{kind}" [^>]*><rect [^>]*fill="(#\w+)"',
                            I.SPRITE)
        assert pattern and pattern.group(1) == I.KIND_FILL[kind]
    # No tile's own icon is an empty space's icon of another kind.
    tiles = (D.BUILDINGS + D.KNOWLEDGE_TILES + tuple(f"{a}{n}" for a in D.ANIMAL_KINDS
                                                     for n in (2, 3, 4))
             + ("ship", "mine", "castle"))
    for tile in tiles:
        icon = I.tile_icon(tile)
        assert f'id="cb-i-{icon}"' in I.SPRITE, tile
        kind = D.tile_colour(tile)
        assert icon not in {v for k, v in I.KIND_ICON.items() if k != kind}, tile


def test_an_empty_space_shows_its_kind_icon_pattern_and_die_number():
    for kind in D.COLOURS:
        art, about = _space_art_in(kind, 0, "", "en")
        assert f"#cb-i-{I.KIND_ICON[kind]}" in art
        assert f"url(#cb-pat-{kind})" in art
        assert f">{D.SPACE_NUMBERS[0]}</text>" in art
        assert about


def test_a_placed_tile_is_drawn_as_a_tile_of_its_kind():
    art, _ = _space_art_in(D.ANIMAL, 5, "sheep4", "en")
    assert art.count("#cb-i-sheep") == 4  # as many animals as the tile counts
    assert art.count("url(#cb-pat-G)") == 2  # the space and the tile on it
    art, _ = _space_art_in(D.BUILDING, 5, "church", "en")
    assert art.count("#cb-i-church") == 1 and "url(#cb-pat-B)" in art
    # A city hall may put a tile on a space of another colour: the tile keeps its own.
    art, _ = _space_art_in(D.SHIP, 5, "mine", "en")
    assert "url(#cb-pat-W)" in art and "url(#cb-pat-M)" in art


def test_tiles_and_goods_on_the_board_are_drawn_with_the_same_icons():
    face = _tile_face("pig3")
    assert 'class="cb-thex"' in face and "#cb-i-pig" in face and "url(#cb-pat-G)" in face
    seen_goods = seen_tiles = 0
    for st in walk(3, 7, 200, every=20):
        v, _ = view(st)
        text = whole(v)
        for kind in re.findall(r'<span class="cb-goods">(.*?)</span>', text):
            seen_goods += 1
            assert re.search(r'href="#cb-i-goods[1-6]"', kind)
        for face in re.findall(r'<span class="cb-tface">(.*?)</svg>', text):
            seen_tiles += 1
            assert "url(#cb-pat-" in face and "#cb-i-" in face
    assert seen_goods and seen_tiles


def test_goods_show_their_die_number_as_pips():
    for kind in range(1, 7):
        symbol = re.search(rf'<symbol id="cb-i-goods{kind}" [^>]*>(.*?)</symbol>', I.SPRITE)
        assert symbol and symbol.group(1).count("<circle") == kind
