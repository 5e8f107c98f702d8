"""The board view draws the whole table: map, Buildings, tableaus, status."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from bfviewhelp import (
    NAMES,
    classes,
    draw,
    find_class,
    new,
    played,
    section,
    title,
)

from glasshut.blackforest import board as B
from glasshut.blackforest import data as D
from glasshut.blackforest import texts as T
from glasshut.blackforest.view import render

SETUPS = [(n, seed) for n in (1, 2, 3, 4) for seed in (1, 2)]
MIDGAME = [(n, seed, steps) for n in (1, 2, 3, 4) for seed, steps in ((3, 120), (4, 400))]


def all_states():
    for n, seed in SETUPS:
        yield new(n, seed)
    for n, seed, steps in MIDGAME:
        yield played(n, seed, steps)


@pytest.mark.parametrize("st", list(all_states()),
                         ids=lambda s: f"{s.n_players}p-turn{s.turn_number}")
def test_markup_is_well_formed_and_every_svg_scales(st):
    markup, _, root, _ = draw(st)
    blocks = re.findall(r"<svg\b.*?</svg>", markup, re.S)
    assert len(blocks) >= 1 + 36 + 3 * st.n_players  # map, small Buildings, wheels and tracks
    for block in blocks:
        svg = ET.fromstring(block)
        assert re.fullmatch(r"0 0 \d+ \d+", svg.get("viewBox"))
    assert root.tag == "div" and "bf" in classes(root)


@pytest.mark.parametrize("st", list(all_states()),
                         ids=lambda s: f"{s.n_players}p-turn{s.turn_number}")
def test_map_has_villages_tradespeople_locations_and_paths(st):
    _, _, root, _ = draw(st)
    villages = [n.get("data-village") for n in root.iter() if n.get("data-village")]
    assert villages == [f"V{v + 1}" for v in range(D.N_VILLAGES)]
    cards = {n.get("data-tp"): n for n in root.iter() if n.get("data-tp")}
    assert sorted(cards) == sorted(D.TRADESPEOPLE)  # all 17
    for v, ring in enumerate(st.villages):
        village = next(n for n in root.iter() if n.get("data-village") == f"V{v + 1}")
        here = [n.get("data-tp") for n in village.iter() if n.get("data-tp")]
        assert here == ring  # in ring order, in the right village
    for tp, card in cards.items():
        assert T.tp_long(tp) in title(card)  # also when the card is a button
        assert T.tp_name(tp) in "".join(card.itertext())
    spaces = {n.get("data-space") for n in root.iter() if n.get("data-space")}
    assert spaces == set(B.SPACE_TXT) | set(D.LOCATIONS)
    badges = find_class(root, "bf-cost")
    assert len(badges) == len(D.VILLAGE_PATHS) + 2 * len(D.LOCATIONS)
    assert all("provision" in title(b) for b in badges)


def test_jobs_on_the_board_show_and_explain_themselves():
    st = played(3, 5, 600)
    _, _, root, _ = draw(st)
    shown = {n.get("data-job"): n for n in root.iter() if n.get("data-job")}
    on_board = {j for j in st.village_jobs + st.location_jobs if j}
    assert on_board  # the game has revealed Jobs by now
    assert set(shown) == on_board
    for job, card in shown.items():
        about = title(card) or card.get("aria-label")
        assert T.job_name(job) in about and "Hand in" in about
        where = next(n for n in root.iter() if n.get("data-village") or n.get("data-loc")
                     if card in list(n.iter()))
        if job in st.village_jobs:
            assert where.get("data-village") == f"V{st.village_jobs.index(job) + 1}"
        else:
            assert where.get("data-loc") == job


def pawn_spots(root) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for node in find_class(root, "bf-pawn"):
        out.setdefault(node.get("data-mark"), []).append(node.get("data-at"))
    return out


@pytest.mark.parametrize("n,seed,steps", MIDGAME)
def test_pawns_stand_where_the_state_says(n, seed, steps):
    st = played(n, seed, steps)
    _, _, root, _ = draw(st)
    spots = pawn_spots(root)
    if st.solo:
        for k, pos in enumerate(st.solo_pawns):
            mark = D.SOLO_PAWNS[k][0].upper() if D.SOLO_PAWNS[k] != "black" else "K"
            expected = [B.pos_text(pos)] if pos >= 0 else []
            assert spots.get(mark, []) == expected
    else:
        for i, p in enumerate(st.players):
            expected = [B.pos_text(p.pawn)] if p.pawn >= 0 else []
            assert spots.get(str(i + 1), []) == expected
    expected = [B.pos_text(st.neutral_pawn)] if st.neutral_pawn >= 0 else []
    assert spots.get("N", []) == expected


def test_two_player_game_shows_the_neutral_pawn():
    st = played(2, 6, 60)
    assert st.neutral_pawn >= 0
    _, _, root, _ = draw(st)
    (node,) = [n for n in find_class(root, "bf-pawn") if n.get("data-mark") == "N"]
    assert node.get("data-at") == B.pos_text(st.neutral_pawn)
    assert "neutral" in title(node)


def test_pawn_on_a_location_and_begging_pawns_are_drawn():
    st = played(3, 3, 5)
    st.players[0].pawn = B.LOC + B.LOC_INDEX["Hermit"]
    st.players[1].pawn = B.CENTER + 2
    _, _, root, _ = draw(st, legal=[])
    spots = pawn_spots(root)
    assert spots["1"] == ["Hermit"] and spots["2"] == ["V3"]


@pytest.mark.parametrize("n,seed,steps", MIDGAME)
def test_every_player_has_wheels_tracks_estates_and_points(n, seed, steps):
    st = played(n, seed, steps)
    _, _, root, _ = draw(st)
    scores = {s.seat: s.total for s in st.scores()}
    for i, p in enumerate(st.players):
        sec = section(root, i)
        svgs = list(sec.iter("svg"))
        kinds = [sorted(classes(s)) for s in svgs]
        assert ["bf-glass", "bf-wheel"] in kinds and ["bf-cook", "bf-wheel"] in kinds
        assert sum(1 for s in svgs if "bf-tracks" in classes(s)) == 1
        estates = [s for s in svgs if "bf-estate" in classes(s)]
        assert len(estates) == len(p.estates)
        for est, svg in zip(p.estates, estates, strict=True):
            for code, cls in ((D.FOREST, "bf-t-forest"), (D.FIELD, "bf-t-field"),
                              (D.POND, "bf-t-pond"), (D.PASTURE, "bf-t-pasture")):
                drawn = len(find_class(svg, cls))
                assert drawn == sum(1 for c in est if type(c) is int and c == code)
            built = {c for c in est if type(c) is str}
            shown = {n.get("data-building") for n in svg.iter() if n.get("data-building")}
            assert shown == built
        text = " ".join(sec.itertext())
        assert re.search(rf"\b{scores[i]} points? now", text)
        pts = D.COOKING_POINTS[p.cooking_steps]
        assert f"{pts}★ cooking" in text
        # Each marker's count is printed beside its wheel.
        counts = {n.get("data-marker"): n for n in sec.iter() if n.get("data-marker")}
        for m, name in enumerate(D.MARKER_NAMES):
            if name == "charcoal@glass" and p.potash:
                assert name not in counts
                continue
            assert f": {p.markers[m]} of" in (title(counts[name]) or counts[name].get("aria-label"))


@pytest.mark.parametrize("n,seed,steps", MIDGAME)
def test_livestock_is_housed_on_the_estates(n, seed, steps):
    st = played(n, seed, steps)
    _, _, root, _ = draw(st)
    for i, p in enumerate(st.players):
        estates = [s for s in section(root, i).iter("svg") if "bf-estate" in classes(s)]
        pigs = sum(len(find_class(s, "bf-pig")) for s in estates)
        cattle = sum(len(find_class(s, "bf-cow")) for s in estates)
        assert (pigs, cattle) == (p.pigs, p.cattle)


def test_completed_jobs_are_listed_with_their_text():
    st = played(2, 8, 1500)
    i = max(range(st.n_players), key=lambda k: len(st.players[k].jobs))
    jobs = st.players[i].jobs
    assert jobs
    _, _, root, _ = draw(st)
    tracks = next(s for s in section(root, i).iter("svg") if "bf-tracks" in classes(s))
    done = [title(n) for n in tracks.iter("g") if title(n).startswith("Completed:")]
    assert len(done) == min(len(jobs), 8)
    assert all(T.job_name(j) in t for j, t in zip(jobs, done, strict=False))


@pytest.mark.parametrize("n,seed,steps", MIDGAME)
def test_buildings_show_the_side_in_play_with_cost_points_and_effect(n, seed, steps):
    st = played(n, seed, steps)
    _, _, root, _ = draw(st)
    tiles = {n.get("data-building"): n for n in root.find(".//section[@class='bf-buildings']")
             .iter() if n.get("data-building")}
    built = {b for p in st.players for b in p.buildings}
    small = [b for b in st.available_buildings if b not in D.LARGE_IDS]
    assert set(small) <= set(tiles)
    numbers = sorted(b[:2] for b in tiles if b not in D.LARGE_IDS)
    assert numbers == list(D.SMALL_NUMBERS)  # one tile per number, on the side in play
    large = {b for b in st.available_buildings if b in D.LARGE_IDS} | (built & D.LARGE_IDS)
    assert {b for b in tiles if b in D.LARGE_IDS} == large
    for bid, node in tiles.items():
        about = title(node) or node.get("aria-label")
        b = D.BUILDINGS[bid]
        assert b["name"] in about and f"{b['vp']} point" in about
        text = "".join(node.itertext())
        assert f"{b['vp']}★" in text and "cost" in text  # then amounts and icons
        assert ("Built by" in about) == (bid in built)


def test_small_buildings_are_grouped_by_glass_cost():
    st = new(2, 9)
    markup, _, _, _ = draw(st)
    heads = re.findall(r'<h3 class="bf-bhead">([^<]*)</h3>', markup)
    assert heads[:3] == ["Small Buildings, no glass", "Small Buildings, 1 glass",
                         "Small Buildings, 2 glass"] and heads[3] == "Large Buildings"
    groups = re.split(r'<h3 class="bf-bhead">', markup)[1:4]
    for glass, group in enumerate(groups):
        for bid in re.findall(r'data-building="(\w+)"', group):
            assert st.building_costs[bid].get("glass", 0) == glass


def test_wheel_tells_how_close_it_is_to_turning():
    st = new(2, 1)
    p = st.players[0]
    p.markers[D.SAND], p.markers[D.WATER], p.markers[D.WOOD] = 0, 3, 4
    p.markers[D.CHARCOAL_GLASS], p.markers[D.GLASS] = 2, 1
    p.markers[D.PORRIDGE], p.markers[D.MEAT], p.markers[D.CHARCOAL_COOK] = 2, 2, 2
    p.markers[D.PROVISIONS_A], p.markers[D.PROVISIONS_B], p.markers[D.COMMODITIES] = 1, 3, 0
    _, _, root, _ = draw(st, legal=[])
    sec = section(root, 0)
    glass = next(s for s in sec.iter("svg") if "bf-glass" in classes(s))
    cook = next(s for s in sec.iter("svg") if "bf-cook" in classes(s))
    gtext = " ".join(glass.itertext())
    assert "needs sand" in gtext and "low 0" in gtext and "high 1" in gtext
    ctext = " ".join(cook.itertext())
    assert "low 2" in ctext and "high 3" in ctext and "full" in ctext
    p.markers[D.SAND], p.markers[D.PROVISIONS_B] = 1, 2
    _, _, root, _ = draw(st, legal=[])
    sec = section(root, 0)
    assert "turns now" in " ".join(next(s for s in sec.iter("svg")
                                        if "bf-glass" in classes(s)).itertext())
    assert "turns now" in " ".join(next(s for s in sec.iter("svg")
                                        if "bf-cook" in classes(s)).itertext())


def test_markers_sit_on_their_values_on_the_wheel():
    st = new(1, 1)
    _, _, root, _ = draw(st, legal=[])
    glass = next(s for s in section(root, 0).iter("svg") if "bf-glass" in classes(s))
    tips = sorted(title(g) for g in find_class(glass, "bf-mk"))
    assert tips == ["Charcoal: 1", "Glass: 0", "Sand: 0", "Water: 2", "Wood: 3"]


def test_status_names_the_player_and_what_to_decide():
    st = played(3, 3, 40)
    while st.stack[-1][0] != "turn":
        st.apply(st.legal_actions()[0])
    markup, _, root, _ = draw(st, viewer=None)
    name = st.seats[st.to_move()].name
    prompt = next(n for n in root.iter("p") if n.get("class") == "bf-prompt").text
    assert prompt.startswith(name + ": ") and "move your pawn" in prompt
    markup, _, root, _ = draw(st)
    prompt = next(n for n in root.iter("p") if n.get("class") == "bf-prompt").text
    assert prompt.startswith("You: ")
    assert "triggered the end" not in markup
    st.end_triggered_by, st.final_turns_left = 1, 2
    markup, _, _, _ = draw(st)
    assert "triggered the end of the game" in markup and "2 final turns to go" in markup


def test_solo_shows_the_year_and_the_pawns_used():
    st = played(1, 2, 30)
    markup, _, _, _ = draw(st)
    used = sum(st.solo_used)
    assert f"Year {st.year} of {D.SOLO_YEARS}: {used} of 5 pawns used." in markup


def test_game_over_is_stated():
    st = played(2, 11, 20000)
    assert st.is_over()
    markup, placed, _, _ = draw(st, legal=[])
    assert "The game is over." in markup and placed == set()


def test_player_names_do_not_stick_to_cached_parts():
    a = played(2, 12, 200)
    render(a, 0, a.legal_actions())
    b = played(2, 12, 200, names=("Zora", "Yann"))
    markup, _ = render(b, 0, b.legal_actions())
    assert "Zora" in markup and "Yann" in markup
    assert NAMES[0] not in markup and NAMES[1] not in markup


def blocks(markup: str) -> dict[str, str]:
    return dict(re.findall(r'(?s)(?=<svg [^>]*id="([^"]+)")(<svg .*?</svg>)', markup))


def test_blocks_have_unique_ids_and_unchanged_blocks_repeat_exactly():
    st = new(4, 70, names=("Same",) * 4)  # identical players must not share an id
    markup, _, root, _ = draw(st)
    ids = [n.get("id") for n in root.iter() if n.get("id")]
    assert len(ids) == len(set(ids)) and all(i.startswith("bf-") for i in ids)
    assert {"bf-status", "bf-map", "bf-p3-cook", "bf-p3-e0"} <= set(ids)
    before = blocks(render(st, None, [])[0])
    after_state = st.clone()
    after_state.apply(next(a for a in st.legal_actions() if a.startswith("move ")))
    after = blocks(render(after_state, None, [])[0])
    assert before.keys() == after.keys()
    same = [k for k in before if before[k] == after[k]]
    # Nothing changed there.
    assert all(f"bf-tile-{b}" in same for b in after_state.available_buildings)
    assert before["bf-map"] != after["bf-map"]  # the first pawn was placed


def test_pawns_another_seat_moved_slide_from_where_they_stood():
    from glasshut.blackforest.view import areas
    from glasshut.blackforest.view_map import _pos_xy
    from glasshut.core.game import Seat
    from glasshut.core.match import Match

    match = Match.new("blackforest", 12, [Seat("Ann"), Seat("Bo", "bot", "greedy")])
    for _ in range(400):  # until Bo's pawn moved from one place to another
        if match.to_move() == 1:
            since = match.state.clone()
            while not match.is_over() and match.to_move() == 1:
                match.play(match.legal_actions()[0])
            old, new = since.players[1].pawn, match.state.players[1].pawn
            if old >= 0 and new >= 0 and old != new:
                break
        match.play(match.legal_actions()[0])
    else:
        pytest.fail("Bo's pawn never moved")
    board = areas(match.state, 0, match.legal_actions(), since).board
    (a, b), (c, d) = _pos_xy(match.state, old), _pos_xy(match.state, new)
    assert f'from="{a - c:.0f} {b - d:.0f}" to="0 0"' in board  # Bo's pawn slides in
    assert board.count('class="bf-slide"') <= 2  # Bo's pawn and the neutral pawn at most
    assert 'class="bf-slide"' not in areas(match.state, 0, match.legal_actions()).board


def test_trail_arrowhead_stops_before_the_pawn_it_points_at():
    from glasshut.blackforest.view_map import TRAIL_GAP, _short_of

    tip = _short_of((0.0, 0.0), (100.0, 0.0), TRAIL_GAP)
    assert tip == (100.0 - TRAIL_GAP, 0.0)  # beyond the pawn's rim (r=15)
    assert _short_of((0.0, 0.0), (0.0, 30.0), TRAIL_GAP) == (0.0, 15.0)  # close: halfway
