"""Legal actions on board elements, keyboard access, hidden information, escaping."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from bfviewhelp import acted, ancestors, classes, draw, new, parents, played, walk

from glasshut.blackforest import texts as T
from glasshut.blackforest.view import _Ctx, render
from viewhelp import random_match

# Actions that always have an element of their own on the board.
ON_BOARD = [re.compile(p) for p in (
    r"^move (V\d+\.\d+|[A-Za-z]+)( white)?$",
    r"^neutral V\d+(\.\d+)?$",
    r"^visit \S+( \S+)?$",
    r"^job \S+$",
    r"^swap \S+$",
    r"^build \S+$",
    r"^place \S+ E\d+:\d+,\d+(\+\d+,\d+)?$",
    r"^remove \S+ E\d+:\d+,\d+$",
    r"^convert \S+$",
    r"^(gain|accept|choose|pay) charcoal@(glass|cook)$",
    r"^(pay|choose) (sand|water|wood|porridge|meat|brick)$",
    r"^pay (glass|commodities|provisions@a|provisions@b)$",
    r"^take (sand|water|wood|porridge|meat|brick|glass|commodities|progress|pig|cattle)$",
    r"^choose (pig|cattle)$",
)]
GAMES = [(n, seed) for n in (1, 2, 3, 4) for seed in (21, 22)]


def fee(st, action: str) -> str:
    return _Ctx(st, st.to_move(), st.legal_actions()).entry_fee(action)


def check_controls(st) -> None:
    markup, placed, root, legal = draw(st)
    found = acted(root)
    assert set(found) == placed  # `placed` is exactly what carries data-act
    assert placed <= set(legal)
    for action, nodes in found.items():
        assert len(nodes) == 1, action  # one element per action
        node = nodes[0]
        assert "legal" in classes(node)
        assert node.get("tabindex") == "0" and node.get("role") == "button"
        # The rules' sentence, in good English, and the entry fee if there is one.
        said = T.wording(st.describe(action))
        assert node.get("aria-label").startswith(said)
        assert node.get("aria-label") in (said, said + fee(st, action))
    missing = [a for a in legal if a not in placed and any(p.match(a) for p in ON_BOARD)]
    assert not missing, (st.stack[-1][0], missing)


@pytest.mark.parametrize("n,seed", GAMES)
def test_every_decision_places_its_board_actions(n, seed):
    for st in walk(n, seed, 400, every=4):
        check_controls(st)


def test_first_placement_puts_every_move_on_its_space():
    st = new(3, 4)
    assert st.stack[-1][0] == "turn"
    _, placed, root, legal = draw(st)
    moves = [a for a in legal if a.startswith("move ")]
    assert len(moves) == 17  # any free village space
    found = acted(root)
    for action in moves:
        assert found[action][0].get("data-space") == action.split()[1]
    assert "beg" not in placed  # left to the page's buttons


def first(n, seed, task, pattern=".", steps=3000):
    """The first decision of a random game on `task` with an action matching `pattern`."""
    for st in walk(n, seed, steps):
        if st.stack[-1][0] == task and any(re.search(pattern, a) for a in st.legal_actions()):
            return st
    pytest.fail(f"the seeded game never reached a {task} decision: pick another seed")


def test_visits_and_jobs_sit_on_their_cards():
    st = first(2, 31, "act", r"^visit \S+ \S+$")
    _, _, root, legal = draw(st)
    up = parents(root)
    for action, (node,) in acted(root).items():
        if action.startswith("visit "):
            tp = action.split()[1]
            owners = [node, *ancestors(node, up)]
            assert any(n.get("data-tp") == tp for n in owners)
    st = first(3, 36, "act", r"^job ")
    _, _, root, legal = draw(st)
    job = next(a for a in legal if a.startswith("job "))
    assert acted(root)[job][0].get("data-job") == job.split()[1]


def test_swaps_sit_on_the_tradespeople():
    st = first(3, 33, "turn", r"^swap ")
    _, _, root, legal = draw(st)
    for action in (a for a in legal if a.startswith("swap ")):
        assert acted(root)[action][0].get("data-tp") == action.split()[1]


def test_builds_sit_on_the_building_tiles_and_sites_on_the_estate():
    st = first(2, 34, "build", r"^build ")
    _, _, root, legal = draw(st)
    for action in (a for a in legal if a.startswith("build ")):
        assert acted(root)[action][0].get("data-building") == action.split()[1]
    st = first(2, 34, "site", r"^place ")
    _, _, root, legal = draw(st)
    up = parents(root)
    seat = st.to_move()
    for action in legal:
        node = acted(root)[action][0]
        svg = next(a for a in ancestors(node, up) if a.tag == "svg")
        estate = int(action.split()[2][1:].split(":")[0])
        sec = next(a for a in ancestors(node, up) if a.get("data-seat") is not None)
        assert sec.get("data-seat") == str(seat) and "bf-estate" in classes(svg)
        estates = [s for s in sec.iter("svg") if "bf-estate" in classes(s)]
        assert estates.index(svg) == estate


def test_large_building_sites_are_placed_between_two_spaces():
    found = next((st for seed in range(40, 60) for st in walk(2, seed, 2500)
                  if st.stack[-1][0] == "site" and any("+" in a for a in st.legal_actions())),
                 None)
    assert found is not None, "no seeded game built a large Building: pick other seeds"
    _, placed, root, legal = draw(found)
    pairs = [a for a in legal if "+" in a]
    assert set(pairs) <= placed
    for action in pairs:
        assert "bf-pairact" in classes(acted(root)[action][0])


def test_charcoal_choice_is_made_on_the_wheels():
    st = first(3, 35, "charcoal")
    _, _, root, legal = draw(st)
    found = acted(root)
    up = parents(root)
    for wheel, action in (("bf-glass", "gain charcoal@glass"), ("bf-cook", "gain charcoal@cook")):
        svg = next(a for a in ancestors(found[action][0], up) if a.tag == "svg")
        assert wheel in classes(svg)


def test_tile_placement_marks_every_empty_cell():
    st = first(2, 36, "place", r"^place (field|pond|pasture|forest) ")
    _, placed, root, legal = draw(st)
    assert set(legal) == placed  # nothing left for buttons


def test_a_spectator_gets_no_controls():
    st = played(4, 37, 300)
    markup, placed = render(st, None, [])
    assert placed == set() and "data-act" not in markup and 'class="legal' not in markup


def test_only_the_given_actions_are_placed():
    st = played(3, 38, 50)
    legal = st.legal_actions()
    some = legal[: len(legal) // 2]
    _, placed, root, _ = draw(st, legal=some)
    assert placed <= set(some) and set(acted(root)) == placed


# -- hidden information -----------------------------------------------------------------
@pytest.mark.parametrize("n,steps", [(1, 0), (2, 0), (2, 300), (3, 500), (4, 900)])
def test_the_job_pile_order_is_not_in_the_markup(n, steps):
    st = played(n, 40 + n, steps)
    assert len(st.job_pile) >= 2
    markup, _ = render(st, st.to_move(), st.legal_actions())
    other = st.clone()
    random.Random(1).shuffle(other.job_pile)
    other.job_pile.reverse()
    assert other.job_pile != st.job_pile
    again, _ = render(other, st.to_move(), st.legal_actions())
    assert again == markup
    assert f"{len(st.job_pile)} face down" in markup  # the count is public


# -- escaping -------------------------------------------------------------------------------
HOSTILE = ("<script>alert(1)</script>", '"><svg onload=alert(1)>', "Ada & <b>Co</b>",
           "x' onmouseover='alert(1)")


@pytest.mark.parametrize("steps", [0, 150, 600])
def test_hostile_player_names_come_out_as_text(steps):
    st = played(4, 50, steps, names=HOSTILE)
    for viewer in (None, st.to_move()):
        markup, _ = render(st, viewer, st.legal_actions())
        assert "<script" not in markup and "<svg onload" not in markup and "<b>" not in markup
        root = ET.fromstring(markup)  # would fail on a broken-out attribute or tag
        for node in root.iter():
            assert node.tag in {"div", "section", "p", "span", "h3", "svg", "g", "rect",
                                "circle", "line", "path", "polygon", "text", "title",
                                "use", "defs", "marker"}
            assert not any(name.lower().startswith("on") for name in node.attrib)
        texts = " ".join(t for n in root.iter() for t in (n.text or "", n.tail or ""))
        labels = " ".join(n.get("aria-label") or "" for n in root.iter())
        for name in HOSTILE:
            assert name in texts and name in labels  # shown as plain text, intact


def test_row_buttons_say_what_to_do_without_the_players_name():
    """A choice drawn as a button reads as what to do ("Go Begging."), not as the log's
    sentence about the player ("Ada goes Begging."): the turn line names who decides."""
    from glasshut.blackforest.view import areas

    seen = set()
    for st in walk(2, 3, 400):
        legal = st.legal_actions()
        view = areas(st, st.to_move(), legal)
        name = st.seats[st.to_move()].name
        for action, label in view.labels.items():
            verb = action.split()[0]
            if verb in ("beg", "release", "decline", "choose"):
                assert not label.startswith(name), (action, label)
                assert label.split()[0] in ("Go", "Return", "Decline", "Choose"), label
                seen.add(verb)
    assert {"beg", "release"} <= seen


def test_a_choice_of_tiles_reads_as_what_it_gives():
    # A reward that offers 2 Fields, 1 Pond or 1 Pasture: each button says which, and so
    # does the log ("Ann choose field." before, the bare action).
    from glasshut.core.game import Seat
    from glasshut.games import table_view

    seats = [Seat(x) for x in ("Ann", "Bo", "Cy", "Di")]
    match = random_match("blackforest", seats, 4, lambda m: "choose field" in m.legal_actions(),
                         limit=500)
    assert match is not None, "the seeded game offered no choice of tiles"
    labels = table_view(match, True).labels
    assert labels["choose field"] == "Take 2 fields."
    assert labels["choose pond"] == "Take 1 pond."
    assert labels["choose pasture"] == "Take 1 pasture."
    match.play("choose pond")
    assert match.log[-1].text.endswith("takes 1 pond.")


def test_returning_an_animal_is_a_short_button():
    # "Return 1 pig" (the supply is implied) fits a phone's row beside the step's own
    # choice, so the row keeps one line and the board stays where it was.
    from glasshut.core.game import Seat
    from glasshut.games import table_view

    match = random_match("blackforest", [Seat("Ann"), Seat("Bo")], 3,
                         lambda m: "release pig" in m.legal_actions(), limit=300)
    assert match is not None, "the seeded game never offered to return a pig"
    assert table_view(match, True).labels["release pig"] == "Return 1 pig."
