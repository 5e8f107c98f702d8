"""What another seat changed since the viewer last looked is marked on the table."""

from __future__ import annotations

import random
from collections import Counter

from cbviewhelp import classes, new, parse

from glasshut.burgundy import view as V
from glasshut.burgundy.texts import tile_name


def other_seats_turns(seed: int, turns: int = 12):
    """Yield (before, after) around each whole turn of seat 1 in a random 2-player game,
    seat 0 being the viewer."""
    st = new(2, seed)
    rng = random.Random(seed)
    seen = 0
    while not st.is_over() and seen < turns:
        if st.stage == "play" and st.to_move() == 1:
            before = st.clone()
            while not st.is_over() and st.to_move() == 1:
                st.apply(rng.choice(st.legal_actions()))
            seen += 1
            yield before, st
        else:
            st.apply(rng.choice(st.legal_actions()))


def marked(markup: str) -> list:
    return [n for n in parse(markup).iter() if "cb-changed" in classes(n)]


def test_nothing_is_marked_without_an_earlier_position():
    for _, st in other_seats_turns(3, 4):
        v = V.areas(st, 0, st.legal_actions() if st.to_move() == 0 else [])
        assert not marked(v.board + v.me + v.others)
        assert "cb-delta" not in v.board + v.me + v.others


def test_the_other_seats_filled_spaces_taken_tiles_and_counts_are_marked():
    checked = Counter()
    for seed in (1, 2, 5):
        for before, st in other_seats_turns(seed):
            legal = st.legal_actions() if st.to_move() == 0 else []
            v = V.areas(st, 0, legal, before)
            others = parse(v.others)
            # Estate spaces: exactly those that changed.
            spaces = {n.get("id"): "cb-changed" in classes(n) for n in others.iter()
                      if n.get("id", "").startswith("cb-p1-h")}
            for k, now in enumerate(st.estates[1]):
                assert spaces[f"cb-p1-h{k}"] == (now != before.estates[1][k])
                checked["space"] += now != before.estates[1][k]
            # Depot tiles taken (within a phase), named in their depot.
            board = parse(v.board)
            for depot in range(1, 7):
                section = next(n for n in board.iter() if n.get("id") == f"cb-d{depot}")
                gone = Counter(before.depots[depot]) - Counter(st.depots[depot])
                text = "".join(section.itertext())
                if gone and before.phase == st.phase:
                    checked["taken"] += 1
                    assert "cb-changed" in classes(section)
                    for tile in gone:
                        assert tile_name(tile) in text
                else:
                    assert "Taken:" not in text
            # Silverlings and workers: marked with how much they changed.
            for count, icon in ((st.silverlings, "silverling"), (st.workers, "worker")):
                was = (before.silverlings if icon == "silverling" else before.workers)[1]
                res = next(n for n in others.iter()
                           if (n.get("data-tip") or "").endswith(
                               V.SILVERLING_TEXT if icon == "silverling" else V.WORKER_TEXT)
                           and "res" in classes(n))
                text = "".join(res.itertext())
                assert ("cb-changed" in classes(res)) == (count[1] != was)
                if count[1] != was:
                    checked[icon] += 1
                    step = count[1] - was
                    assert ("+" if step > 0 else "−") + str(abs(step)) in text
    # The sample saw each kind of change.
    assert checked["space"] and checked["taken"] and checked["silverling"] and checked["worker"]


def test_a_move_on_the_turn_order_track_is_marked():
    for seed in range(1, 12):
        for before, st in other_seats_turns(seed, 20):
            if before.track[1] != st.track[1]:
                v = V.areas(st, 0, [], before)
                rows = [n for n in parse(v.board).iter() if n.tag == "tr"
                        and "cb-changed" in classes(n)]
                assert any("Benno" in "".join(r.itertext()) for r in rows)
                return
    raise AssertionError("no ship moved seat 1 on the track in the sample")
