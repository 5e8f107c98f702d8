"""Redrawing only the parts of the table that changed."""

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.games import table_view, viewer_of
from glasshut.ui.patch import block, changed, split
from glasshut.ui.table import render_table


def test_split_keeps_the_skeleton_and_the_blocks():
    markup = "<div>" + block("a", '<p id="a">1</p>') + block("b", '<p id="b">2</p>') + "</div>"
    skeleton, blocks = split(markup)
    assert skeleton == "<div><!--b:a--><!--b:b--></div>"
    assert blocks == {"a": '<p id="a">1</p>', "b": '<p id="b">2</p>'}


def test_changed_lists_only_the_blocks_that_differ():
    one = split("<div>" + block("a", "<p>1</p>") + block("b", "<p>2</p>") + "</div>")
    two = split("<div>" + block("a", "<p>1</p>") + block("b", "<p>3</p>") + "</div>")
    assert changed(None, one) is None
    assert changed(one, two) == ["b"]
    three = split("<section>" + block("a", "<p>1</p>") + "</section>")
    assert changed(two, three) is None  # another skeleton: redraw everything


def draw(match):
    view = table_view(match, interactive=True)
    return split(render_table(match, False, view=view, viewer=viewer_of(match)))


def test_within_a_turn_a_click_redraws_a_few_blocks_and_every_block_has_its_id():
    match = Match.new("blackforest", 21, [Seat("Ann"), Seat("Bo")])
    before = draw(match)
    small = 0
    for _ in range(40):
        seat = match.to_move()
        match.play(match.legal_actions()[0])
        after = draw(match)
        for bid, markup in after[1].items():
            assert f'id="{bid}"' in markup.split(">", 1)[0]  # the block's root has its id
        ids = changed(before, after)
        if ids is not None and match.to_move() == seat:
            small += len(ids) < len(after[1]) // 2
        before = after
    assert small > 0  # some clicks within a turn left most of the table alone
