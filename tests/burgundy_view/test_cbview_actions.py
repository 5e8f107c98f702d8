"""Every legal action is drawn on its element once, or becomes a uniquely labelled
button; placed elements are keyboard choices with a spoken label."""

from __future__ import annotations

import re

import pytest
from cbviewhelp import acted, classes, new, parse, view, walk, whole

GAMES = [(n, seed) for n in (2, 3, 4) for seed in (5, 6)]
# Actions that always have an element of their own on the board or estate.
ON_BOARD = [re.compile(p) for p in (
    r"^[abx]:take \d \S+$",      # a die chip under the depot tile
    r"^buy (black|\d) \S+$",     # the black depot tile (or a chip)
    r"^gain \d \S+$",
    r"^[ab][+-]2?$",             # a worker's turn beside the die
    r"^[ab]:workers$",
    r"^[abx]:sell \d$|^sell \d$",  # the goods kind
    r"^goods \d$",               # the goods space
    r"^discard \S+$",            # the stored tile
    r"^castle [A-G]\d$",
    r"^estate \d$",              # the drawing of the dealt board
    r"^pass$",                   # beside the spent dice ("end" is the toolbar's End turn)
    r"^roll$",                   # where the round's dice will be
)]


def check(st) -> None:
    v, legal = view(st)
    root = parse(whole(v))
    found = acted(root)
    assert set(found) == v.placed  # `placed` is exactly what carries data-act
    assert v.placed <= set(legal)
    for action, nodes in found.items():
        assert len(nodes) == 1, action
        node = nodes[0]
        assert "legal" in classes(node)
        assert node.get("tabindex") == "0"
        assert node.get("aria-label"), action
    labels = [n[0].get("aria-label") for n in found.values()]
    labels += [v.labels[a] for a in legal if a not in v.placed]
    assert len(labels) == len(set(labels)), sorted(labels)  # every choice its own words
    assert len(labels) == len(legal)
    missing = [a for a in legal if a not in v.placed and any(p.match(a) for p in ON_BOARD)]
    assert not missing, (st.stack[-1], missing)
    # Ending the turn unbought is End turn in the toolbar, the purchases open all turn.
    assert v.end_turn == "end" and "end" not in v.placed
    assert v.anytime == {a for a in legal if a.startswith("buy ")}
    # Placements: at least one per target space is on the estate.
    spaces = {a.split()[-1] for a in legal if re.match(r"^[abx]:place ", a)}
    placed_spaces = {a.split()[-1] for a in v.placed if re.match(r"^[abx]:place ", a)}
    assert spaces == placed_spaces


@pytest.mark.parametrize("n,seed", GAMES)
def test_every_decision_places_or_labels_its_actions(n, seed):
    count = 0
    for st in walk(n, seed, 700, every=2):
        check(st)
        count += 1
    assert count > 60


@pytest.mark.parametrize("secret", [False, True])
def test_varied_estates_setup_is_placed(secret):
    for st in walk(3, 9, 40, varied_estates=True, secret_estates=secret):
        check(st)


def test_die_words_name_the_die_and_the_target():
    st = new(2, 4)
    v, legal = view(st)
    root = parse(whole(v))
    takes = [n.get("aria-label") for a, (n,) in acted(root).items() if ":take " in a]
    assert takes
    assert all(re.match(r"^Use (a )?die \d to take the .+ from depot \d$", t) for t in takes)
    seat = st.to_move()
    values = st.dice[seat]
    for action, (node,) in acted(root).items():
        if action.startswith("a:take"):
            assert node.text == f"die {values[0]}"


def test_a_whole_game_draws_to_the_end_screen():
    last = None
    for st in walk(2, 3, 5000):
        last = st
    assert last is not None
    st = last.clone()
    while not st.is_over():
        st.apply(st.legal_actions()[0])
    v, legal = view(st, None)
    assert legal == [] and v.placed == set()
    parse(whole(v))
    assert "Spaces covered" in v.end_extra
