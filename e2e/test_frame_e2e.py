"""The table's frame holds still: over a run of clicks in the middle of each game, at a
laptop's and a phone's size, the bar above the tabs keeps its height and the board's
top stays where it was (within 2 px), whatever the turn line, the choices and the last
turn say. Black Forest's strip names every count on screen, the two charcoals apart.
"""

from __future__ import annotations

import random

import pytest

from browsing import (
    LAPTOP,
    PHONE,
    midgame_link,
    play_clicks,
    table_context,
    toggle_pace,
    wait_ready,
)

FRAME = """() => ({
  header: document.querySelector('.t-bar').getBoundingClientRect().height,
  board: document.querySelector('.t-body').getBoundingClientRect().top,
})"""


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["laptop", "phone"])
@pytest.mark.parametrize("game", ["blackforest", "glassroad", "burgundy", "chickwood"])
def test_the_frame_holds_still_through_a_run_of_clicks(browser, server, watch, game, viewport):
    context = table_context(browser, watch, viewport)
    frames = []
    try:
        page = context.new_page()
        page.goto(f"{server.url}#play={midgame_link(game, 4)}")
        wait_ready(page)
        page.wait_for_selector("#table.cockpit", state="attached")
        toggle_pace(page)
        frames.append(page.evaluate(FRAME))
        play_clicks(page, random.Random(4), 8, check=lambda p: frames.append(p.evaluate(FRAME)),
                    prefer=lambda action: not action.endswith(("+", "-")))
    finally:
        context.close()
    assert watch.errors == []
    assert len(frames) > 8
    heights = [f["header"] for f in frames]
    tops = [f["board"] for f in frames]
    assert max(heights) - min(heights) <= 2, heights
    assert max(tops) - min(tops) <= 2, tops


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_black_forest_s_strip_names_every_count(browser, server, watch, viewport):
    context = table_context(browser, watch, viewport)
    try:
        page = context.new_page()
        page.goto(f"{server.url}#play={midgame_link('blackforest', 6)}")
        wait_ready(page)
        page.wait_for_selector("#t-strip .res", state="attached")
        cells = page.evaluate("""() => {
          const strip = document.getElementById('t-strip').getBoundingClientRect();
          return [...document.querySelectorAll('#t-strip .res')].map(cell => {
            const name = cell.querySelector('.res-name'), r = name.getBoundingClientRect();
            const group = cell.closest('.res-group').querySelector('.res-wheel');
            return {res: cell.dataset.res, name: name.textContent,
                    n: cell.querySelector('.res-n').textContent,
                    shown: r.width > 0 && r.top >= strip.top - 1 && r.bottom <= strip.bottom + 1
                      && r.right <= innerWidth && r.left >= 0,
                    wheel: group ? group.textContent : ''};
          });
        }""")
    finally:
        context.close()
    assert watch.errors == []
    assert {c["res"] for c in cells} >= {"sand", "glass", "porridge", "brick", "points",
                                         "charcoal@cook", "provisions@a", "provisions@b"}
    assert all(c["name"] and c["shown"] for c in cells), cells
    # Every number is a plain count, named on its own: no "1+2", no subscripts.
    assert all(c["n"].isdigit() for c in cells), cells
    provisions = [c["name"] for c in cells if c["res"].startswith("provisions@")]
    assert len(set(provisions)) == 2, provisions
    # Each charcoal sits under its own wheel's name.
    wheels = {c["res"]: c["wheel"] for c in cells}
    assert wheels["charcoal@cook"] == "Cooking wheel"
    if "charcoal@glass" in wheels:  # gone once the Potash is built
        assert wheels["charcoal@glass"] == "Glassmaking wheel"
