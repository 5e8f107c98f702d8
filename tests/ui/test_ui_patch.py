"""Redrawing only the parts of the table that changed."""

import pytest

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.games import table_view, viewer_of
from glasshut.ui.patch import ROOT, block, changed, plan, split
from glasshut.ui.table import render_table


def p(bid: str, text: str) -> str:
    return block(bid, f'<p id="{bid}">{text}</p>')


def test_split_reads_nested_blocks_their_markup_and_their_own_shell():
    inner = block("b", '<b id="b">2</b>')
    markup = "<div>" + block("a", f'<p id="a">1{inner}</p>') + p("c", "3") + "</div>"
    drawing = split(markup)
    assert drawing.shell(ROOT) == "<div><!--b:a--><!--/b:a--><!--b:c--><!--/b:c--></div>"
    assert drawing.text("a") == f'<p id="a">1{inner}</p>'
    assert drawing.shell("a") == '<p id="a">1<!--b:b--><!--/b:b--></p>'
    assert drawing.blocks == {"a": f'<p id="a">1{inner}</p>', "b": '<b id="b">2</b>',
                              "c": '<p id="c">3</p>'}


def test_a_block_left_open_or_closed_out_of_order_is_an_error():
    with pytest.raises(ValueError):
        split("<div><!--b:a--><p id='a'></p></div>")
    with pytest.raises(ValueError):
        split("<!--b:a--><!--b:b--><!--/b:a--><!--/b:b-->")


def test_changed_lists_only_the_innermost_blocks_that_differ():
    one = split("<div>" + block("a", '<p id="a">' + p("x", "1") + p("y", "2") + "</p>")
                + p("b", "2") + "</div>")
    two = split("<div>" + block("a", '<p id="a">' + p("x", "1") + p("y", "5") + "</p>")
                + p("b", "3") + "</div>")
    assert changed(None, one) is None
    assert changed(one, one) == []
    assert changed(one, two) == ["y", "b"]
    three = split("<section>" + p("a", "1") + "</section>")
    assert changed(two, three) is None  # another outer layout: redraw everything


def test_a_changed_container_moves_its_unchanged_parts_instead_of_redrawing_them():
    # Two panels trade their contents (a hotseat table's Me and Opponents).
    one = split(block("me", '<div id="me">' + p("p0", "Ann") + "</div>")
                + block("others", '<div id="others">' + p("p1", "Bo") + "</div>"))
    two = split(block("me", '<div id="me">' + p("p1", "Bo") + "</div>")
                + block("others", '<div id="others">' + p("p0", "Ann!") + "</div>"))
    steps = plan(one, two)
    assert [s.target for s in steps] == ["me", "others"]
    me, others = steps
    assert me.keep == ["p1"]  # unchanged: moved over, not parsed again
    assert me.markup == '<div id="me"><glasshut-keep data-keep="p1"></glasshut-keep></div>'
    assert others.keep == []  # changed on the way: drawn anew
    assert '<p id="p0">Ann!</p>' in others.markup


def draw(match):
    view = table_view(match, interactive=True)
    return split(render_table(match, False, view=view, viewer=viewer_of(match)))


@pytest.mark.parametrize("game", ["blackforest", "glassroad", "burgundy", "chickwood"])
def test_every_block_of_a_table_has_its_id_and_a_game_keeps_its_outer_layout(game):
    """Two people at a shared screen: the table's outer markup stays put from move
    to move (the viewer changing included), and moves redraw a small part of it. A
    block whose root lacks its id could not be found on the page, which would then
    redraw the whole table."""
    match = Match.new(game, 21, [Seat("Ann"), Seat("Bo")])
    before = draw(match)
    sizes = []
    for _ in range(60):
        if match.is_over():
            break
        match.play(match.legal_actions()[0])
        after = draw(match)
        for bid, markup in after.blocks.items():
            assert f'id="{bid}"' in markup.split(">", 1)[0]  # the block's root has its id
        steps = plan(before, after)
        assert steps is not None
        sizes.append(sum(len(step.markup) for step in steps))
        before = after
    whole = len(after.markup)
    assert sorted(sizes)[len(sizes) // 2] < whole // 4  # the median click: a small part


def test_a_burgundy_die_used_redraws_the_chips_under_the_depot_tiles_not_the_depots():
    """The "die N" chips under every depot tile change when a die is used: they are
    blocks of their own, so the depots around them stay on the page."""
    match = Match.new("burgundy", 21, [Seat("Ann"), Seat("Bo")])
    while "a:workers" not in match.legal_actions():
        match.play(match.legal_actions()[0])
    before = draw(match)
    match.play("a:workers")
    after = draw(match)
    depots = [f"cb-d{n}" for n in range(1, 7)]
    assert any(before.text(d) != after.text(d) for d in depots)  # the chips did change
    targets = [step.target for step in plan(before, after)]
    assert not set(targets) & {*depots, "cb-depots"}
    assert any(t.startswith(tuple(f"{d}-" for d in depots)) for t in targets)


def test_black_forest_wheels_are_never_drawn_again_only_their_markers_and_chips():
    """A wheel's printed face is a block that never changes, and each marker's chip is
    one: moves redraw the dial's markers and the chips whose counts changed."""
    match = Match.new("blackforest", 21, [Seat("Ann"), Seat("Bo")])
    before = draw(match)
    chips = 0
    for _ in range(60):
        match.play(match.legal_actions()[0])
        after = draw(match)
        steps = plan(before, after)
        assert steps is not None
        for step in steps:
            assert "bf-sec-basic" not in step.markup  # the face stays on the page
            chips += "bf-chipg" in step.markup.split(">", 1)[0]
        before = after
    assert chips  # chips were redrawn on their own
