"""Glass Road at the table: every legal action is placed or a unique button, nothing
hidden reaches a viewer who may not see it, names are escaped, the hand-over screen."""

from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.core.rng import Rng
from glasshut.games import rules_summary, table_view
from glasshut.glassroad import GAME
from glasshut.glassroad.data import CARD_IDS, SPECIALIST
from glasshut.glassroad.view import areas, num
from glasshut.ui.table import (
    GameView,
    _unique_labels,
    needs_handover,
    render_handover,
    render_scores,
    render_table,
)
from viewhelp import random_match

NAMES = ("Ann", "Bo", "Cy", "Di")
# Each placed action names its element: cards, Buildings, spaces, tiles.
PLACED = re.compile(r"^(choose|pick|play|build):[a-z_]+$|^(at|remove|clear):\d+$")


class Elements(HTMLParser):
    """Every element's attributes, in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[dict[str, str]] = []

    def handle_starttag(self, tag, attrs):
        self.items.append({"tag": tag, **{k: v or "" for k, v in attrs}})


def elements(markup: str) -> list[dict[str, str]]:
    parser = Elements()
    parser.feed(markup)
    return parser.items


def positions(n: int, seed: int, every: int = 3):
    """States of a seeded random game, every `every`-th decision, to the end."""
    st = GAME.new_state(seed, [Seat(NAMES[i]) for i in range(n)])
    rng = Rng(seed)
    k = 0
    while not st.is_over():
        if k % every == 0:
            yield st
        legal = st.legal_actions()
        st.apply(legal[rng.randbelow(len(legal))])
        k += 1
    yield st


def view_markup(view: GameView) -> str:
    return view.board + "".join(m for _, _, m in view.panels) + view.me + view.others


def test_every_legal_action_is_placed_once_or_a_unique_button():
    checked = 0
    for n in (1, 2, 3, 4):
        for seed in (3, 4):
            for st in positions(n, seed, every=9):
                if st.is_over():
                    continue
                seat = st.to_move()
                legal = st.legal_actions()
                view = areas(st, seat, legal)
                acts = [e for e in elements(view_markup(view)) if "data-act" in e]
                found = Counter(e["data-act"] for e in acts)
                assert set(found) == view.placed <= set(legal)
                assert all(k == 1 for k in found.values()), found
                for e in acts:
                    assert "legal" in e["class"].split() and e["tabindex"] == "0", e
                    assert e["aria-label"], e
                labels = [e["aria-label"] for e in acts]
                assert len(labels) == len(set(labels)), labels
                # Cards, Buildings and spaces always sit on their element.
                assert {a for a in legal if PLACED.match(a)} == view.placed
                rest = [a for a in legal if a not in view.placed]
                match = Match.new("glassroad", seed, [Seat(NAMES[i]) for i in range(n)])
                match.state = st
                buttons = _unique_labels(match, rest, view)
                assert len(set(buttons.values())) == len(rest)
                assert all("(" + a + ")" not in text for a, text in buttons.items()), buttons
                assert view.anytime == {a for a in legal if a.startswith(("use:", "remove:"))}
                checked += 1
    assert checked > 80


def test_a_forest_fee_is_chosen_on_the_forest_itself():
    st = GAME.new_state(1, [Seat(NAMES[i]) for i in range(3)], {"start_player": 0})
    mine = ["slash_and_burn_farmer", "pit_worker", "pond_builder", "feudal_lord", "supplier"]
    theirs = ["cultivator", "pit_worker", "pond_builder", "feudal_lord", "supplier"]
    for hand in (mine, theirs, theirs):
        for card in hand:
            st.apply(f"choose:{card}")
    for card in ("slash_and_burn_farmer", "cultivator", "cultivator"):
        st.apply(f"pick:{card}")
    assert st.current["card"] == "slash_and_burn_farmer" and st.to_move() == 0
    first = areas(st, 0, st.legal_actions())
    # Before the Forest: only the ability and its wheel, a few buttons.
    assert len([a for a in st.legal_actions() if a.startswith("ability:")]) == 4
    st.apply("ability:1:+g")
    legal = st.legal_actions()
    view = areas(st, 0, legal)
    forests = [e for e in elements(view.board) if "gr-forest" in e.get("class", "").split()]
    assert len(forests) == 6
    assert {e.get("data-act") for e in forests} == set(legal) == view.placed
    assert all(e["aria-label"].startswith("Clear the Forest at row") for e in forests)
    assert "Forest you clear for the Slash-and-burn Farmer" in view.prompt
    assert first.placed.isdisjoint(legal)


def test_no_hidden_card_reaches_a_viewer_who_cannot_see_it():
    """The markup for a viewer is the same whatever the others secretly hold: their
    hands, choices and face-down cards re-dealt (as the bots' determinization does)
    change nothing a viewer is shown."""
    differed = 0
    for n in (2, 3, 4):
        for st in positions(n, 8 + n, every=7):
            for viewer in (None, *range(n)):
                shown = areas(st, viewer, [])
                for k in range(1):
                    other = st.determinize(viewer, Rng(100 * n + k))
                    again = areas(other, viewer, [])
                    assert view_markup(again) + again.strip == view_markup(shown) + shown.strip
                    secrets = [(p.hand, p.chosen, p.facedown) for p in st.players]
                    dealt = [(p.hand, p.chosen, p.facedown) for p in other.players]
                    differed += secrets != dealt
    assert differed > 40  # the re-deals did change hidden cards


def test_the_viewer_sees_their_own_hand_and_face_down_card():
    for st in positions(3, 5, every=1):
        if st.phase == "reveal" and st.players[0].facedown and st.players[0].hand:
            view = areas(st, 0, [])
            assert SPECIALIST[st.players[0].facedown].name in view.me
            assert all(SPECIALIST[c].name in view.me for c in st.players[0].hand)
            assert "a card face down" not in view.me
            return
    raise AssertionError("no seeded position had a face-down card and a hand")


def test_names_are_escaped():
    hostile = ('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>')
    match = Match.new("glassroad", 2, [Seat(hostile[0]), Seat(hostile[1], "bot", "greedy")])
    rng = Rng(2)
    for _ in range(40):
        if match.is_over():
            break
        view = table_view(match, True)
        page = render_table(match, True, "", view)
        assert "<script>" not in page and "<img" not in page
        legal = match.legal_actions()
        match.play(legal[rng.randbelow(len(legal))])
    assert "<script>" not in render_handover(match, 0)


def test_end_screen_shows_half_points_and_the_breakdown():
    for seed in range(1, 40):
        st = GAME.new_state(seed, [Seat("Ann")])
        rng = Rng(seed)
        while not st.is_over():
            legal = st.legal_actions()
            st.apply(legal[rng.randbelow(len(legal))])
        total = st.scores()[0].total
        if isinstance(total, float) and not total.is_integer():
            break
    else:
        raise AssertionError("no seeded solo game ended on a half point")
    match = Match.new("glassroad", seed, [Seat("Ann")])
    match.state = st
    view = areas(st, 0, [])
    end = render_scores(match, view)
    assert num(total) in end and ".5" in num(total) and "Glassmaker" in end
    assert "Buildings and goods" in view.end_extra
    assert num(3.0) == "3" and num(1.5) == "1.5"


def test_hotseat_hands_over_before_a_seats_cards_show():
    people = Match.new("glassroad", 1, [Seat("Ann"), Seat("Bo")])
    view = table_view(people, True, viewer=1)
    assert view.private
    assert needs_handover(people, 1, 0, view)
    assert not needs_handover(people, 1, 1, view)
    screen = render_handover(people, 1)
    assert "Bo" in screen and "data-act" not in screen
    assert not any(SPECIALIST[c].name in screen for c in CARD_IDS)
    against_bot = Match.new("glassroad", 1, [Seat("Ann"), Seat("Bo", "bot", "greedy")])
    assert not needs_handover(against_bot, 0, 1, table_view(against_bot, True, viewer=0))
    # A game whose view holds no secret never asks (Black Forest).
    assert not needs_handover(people, 1, 0, GameView())


def test_rules_summary_is_there():
    summary = rules_summary("glassroad")
    assert len(summary) >= 5 and all(points for _, points in summary)


def test_the_last_turn_line_gives_a_secret_choice_once_with_its_count():
    # Five secret choices in a row read as one step with its count, not five.
    from glasshut.ui.table import render_recent

    match = Match.new("glassroad", 3, [Seat("Ann"), Seat("Bo", "bot", "greedy")])
    while match.state.to_move() == 0:
        match.play(match.legal_actions()[0])
    for _ in range(4):
        match.play(match.legal_actions()[0])
    line = render_recent(match, 0).split(">", 1)[1]  # the text, past the title
    assert line.count("chooses a Specialist in secret") == 1, line
    assert "(4 of 5)" in line


def test_the_played_line_names_cards_as_the_cards_do():
    # "Played: Charcoal Burner", not "charcoal burner" (a capitalize() of the line).
    match = random_match("glassroad", [Seat("Ann"), Seat("Bo")], 4,
                         lambda m: any(p.played for p in m.state.players))
    assert match is not None
    view = table_view(match, True, viewer=0)
    lines = re.findall(r'<p class="gr-played">([^<]*)</p>', view.me + view.others)
    names = [SPECIALIST[c].name for p in match.state.players for c in p.played]
    assert names and all(any(name in line for line in lines) for name in names), lines
    assert all("in others&#x27; turns" in line for line in lines)


def test_the_ways_to_use_one_ability_are_short_buttons():
    # Several buttons for one ability (which tile, which wheel, what to leave out) say
    # how, and repeat the ability's words only where they are short: the Cultivator's
    # three buttons each gave its whole ability and filled a phone's screen.
    from glasshut.glassroad import texts as T
    from glasshut.glassroad.view import SHORT_ABILITY, button_label

    long_abilities = {T.ability_text(e) for c in CARD_IDS for e in SPECIALIST[c].abilities
                      if len(T.ability_text(e)) > SHORT_ABILITY}
    seen = 0
    for seed in range(1, 9):
        match = Match.new("glassroad", seed, [Seat("Ann"), Seat("Bo"), Seat("Cy")])
        rng = Rng(seed)
        while not match.is_over():
            legal = match.legal_actions()
            for number, which in (("1", "1st: "), ("2", "2nd: ")):
                ways = [a for a in legal if a.startswith(f"ability:{number}")]
                if len(ways) < 2:
                    continue
                labels = [button_label(match.state, a) for a in ways]
                assert all(label.startswith(which) for label in labels), labels
                assert len(set(labels)) == len(labels), labels
                assert not any(text in label for text in long_abilities for label in labels)
                seen += 1
            match.play(legal[rng.randbelow(len(legal))])
    assert seen > 10


def test_a_fee_paid_from_a_wheel_names_its_good():
    # Food and Charcoal sit on both wheels, so a card's fee can come from either; the
    # button and the log say which good it is ("Food fee from the Glassworks"), where
    # "paying from the Glassworks" left a player guessing what was paid.
    from glasshut.glassroad import texts as T
    from glasshut.glassroad.data import SHARED_GOODS
    from glasshut.glassroad.view import button_label

    seen = set()
    for seed in range(1, 9):
        match = Match.new("glassroad", seed, [Seat("Ann"), Seat("Bo"), Seat("Cy")])
        rng = Rng(seed)
        while not match.is_over():
            legal = match.legal_actions()
            state = match.state
            for action in legal:
                parts = action.split(":")
                if parts[0] != "ability" or len(parts) < 3 or parts[2] not in ("-g", "-b"):
                    continue
                card = SPECIALIST[state.stack[-1]["c"]]
                assert card.fee in SHARED_GOODS, action
                good = T.GOOD_NAMES[card.fee]
                wheel = T.WHEEL_NAMES[parts[2][1:]]
                assert f"paying the {good} fee from the {wheel}" in T._describe(state, action)
                label = button_label(state, action)
                assert "paying from" not in label, label
                seen.add(card.id)
            match.play(legal[rng.randbelow(len(legal))])
    assert {"builder", "water_carrier"} <= seen, seen
