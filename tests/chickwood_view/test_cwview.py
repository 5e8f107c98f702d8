"""Chickwood Forest at the table: every legal action is placed on its element or
becomes a uniquely labelled button; no hidden card shows; names are escaped; the
hand-over step keeps hands hidden at a shared screen; German follows the setting."""

from __future__ import annotations

import random
import re
from html import escape
from html.parser import HTMLParser

import pytest

from glasshut import games
from glasshut.chickwood import GAME, data
from glasshut.chickwood import texts as T
from glasshut.chickwood.state import Played
from glasshut.chickwood.view import areas
from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.ui import messages
from glasshut.ui.table import needs_handover, render_handover

NAMES = ("Red", "Yellow", "Purple", "Blue", "Green")


class _Elements(HTMLParser):
    """Start tags with their attributes; checks the markup nests properly."""

    VOID = {"input", "br", "img", "meta", "link", "use", "rect", "circle", "path"}

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.open: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        assert self.open and self.open[-1] == tag, f"</{tag}> closes {self.open[-1:]}"
        self.open.pop()


def elements(markup: str) -> list[tuple[str, dict]]:
    parser = _Elements()
    parser.feed(markup)
    parser.close()
    assert parser.open == [], parser.open
    return parser.tags


def played_positions(players: int, seed: int, legendary: bool, every: int = 1):
    """The positions of one seeded random game, every `every`-th one."""
    state = GAME.new_state(seed, [Seat(NAMES[i]) for i in range(players)],
                           {"legendary": legendary})
    rng = random.Random(seed)
    k = 0
    while not state.is_over():
        if k % every == 0:
            yield state
        state = state.clone()
        state.apply(rng.choice(state.legal_actions()))
        k += 1
    yield state


CASES = [(n, seed, legendary) for n in (2, 3, 4, 5) for seed in (1, 6) for legendary in
         (False, True)]


@pytest.mark.parametrize(("players", "seed", "legendary"), CASES)
def test_every_legal_action_is_placed_or_a_unique_button(players, seed, legendary):
    for state in played_positions(players, seed, legendary, every=3):
        legal = state.legal_actions()
        view = areas(state, state.to_move(), legal)
        markup = view.board + view.me + view.others
        tags = elements(markup)
        acts = [a for _, a in tags if "data-act" in a]
        on_board = [a["data-act"] for a in acts]
        assert len(on_board) == len(set(on_board)), "an action is drawn twice"
        assert set(on_board) == view.placed
        assert view.placed <= set(legal)
        for a in acts:
            assert "legal" in a["class"].split()
            assert a["tabindex"] == "0"
            assert a["aria-label"] == view.labels[a["data-act"]]
        labels = [view.labels[a] for a in legal]
        assert len(set(labels)) == len(labels), labels
        # Information elements are no Tab stops.
        assert all(a.get("tabindex") in (None, "-1") for _, a in tags if "data-act" not in a)


def test_scouting_cards_sit_on_the_hand_and_raids_on_the_castles():
    state = GAME.new_state(3, [Seat("Red"), Seat("Yellow"), Seat("Purple")], {})
    mover = state.to_move()
    view = areas(state, mover, state.legal_actions())
    assert view.placed == set(state.legal_actions())
    for kind in set(state.hands[mover]):
        assert f'data-act="play:{kind}@1"' in view.board
    face = T.WORDS["en"]["up"]
    assert f"Play {T.name(state.hands[mover][0])} {face} at castle 1" in view.labels.values()


def _hidden_names(state, viewer):
    """Names of cards the viewer must not see: other hands, unseen face-down cards."""
    names = set()
    for seat, hand in enumerate(state.hands):
        if seat != viewer:
            names |= set(hand)
    for cards in state.at_castle:
        names |= {p.kind for p in cards if not p.visible_to(viewer)}
    return names


def _seen_names(state, viewer):
    seen = set(state.hands[viewer]) if viewer is not None else set()
    for cards in state.at_castle:
        seen |= {p.kind for p in cards if p.visible_to(viewer)}
    for seat in range(state.players):
        seen |= {k for k, n in state.loot[seat].items() if n}
    return seen


@pytest.mark.parametrize("players", [2, 3, 5])
def test_no_hidden_card_name_appears_for_a_viewer_who_cannot_see_it(players):
    checked = 0
    for state in played_positions(players, 7, True):
        for viewer in (None, *range(players)):
            secret = _hidden_names(state, viewer) - _seen_names(state, viewer)
            if not secret:
                continue
            legal = state.legal_actions() if viewer == state.to_move() else []
            view = areas(state, viewer, legal)
            markup = view.board + view.me + view.others + view.strip
            for kind in secret:
                # A card is named in its element's text and at the start of its tip
                # (score lines and rule texts may mention a kind by name).
                name = escape(T.name(kind))
                for shown in (f'cw-cname">{name}<', f'data-tip="{name}', f'aria-label="{name}'):
                    assert shown not in markup, (kind, viewer)
                assert f":{kind}@" not in markup and f"play:{kind}" not in markup
            checked += 1
    assert checked > 20


def test_a_face_down_card_is_a_back_for_others_and_named_for_its_owner():
    state = GAME.new_state(5, [Seat("Red"), Seat("Yellow"), Seat("Purple")], {})
    state.at_castle[2].append(Played("henchman", 1, False, 1 << 1))
    for seat in range(3):
        state.hands[seat] = [k for k in state.hands[seat] if k != "henchman"]
    owner = areas(state, 1, []).board
    other = areas(state, 0, []).board
    assert "Henchman" in owner
    assert "Henchman" not in other and "face-down card" in other
    assert "Henchman" not in areas(state, None, []).board


def test_names_are_escaped():
    hostile = '<img src=x onerror=alert(1)>"'
    state = GAME.new_state(2, [Seat(hostile), Seat("Bo")], {})
    state.at_castle[1].append(Played("henchman", 0, False, 1))
    view = areas(state, 1, state.legal_actions())
    markup = view.board + view.me + view.others + view.strip
    assert "<img" not in markup
    assert "&lt;img" in markup
    elements(markup)


def test_villages_show_every_space_and_light_the_reachable_ones():
    state = GAME.new_state(4, [Seat("Red"), Seat("Yellow"), Seat("Purple")], {})
    state.phase, state.giver, state.to_give = "alms", 0, 2
    legal = state.legal_actions()
    assert legal and all(a.startswith("alms:") for a in legal)
    view = areas(state, 0, legal)
    assert view.placed == set(legal)
    free = sum(data.VILLAGE_KINDS[k].spaces for k in state.grid)
    assert view.board.count("cw-dot cw-free") == free
    for action in legal:
        assert re.search(rf'class="legal [^"]*cw-reach"[^>]*data-act="{action}"', view.board)


def test_the_view_follows_the_language_setting():
    state = GAME.new_state(1, [Seat("Red"), Seat("Yellow"), Seat("Purple")], {})
    try:
        messages.set_language("de")
        view = areas(state, state.to_move(), state.legal_actions())
        assert "Schloss 1" in view.board and "Dörfer" in view.board
        assert view.prompt == T.prompt(state, "de")
    finally:
        messages.set_language("en")
    assert "Castle 1" in areas(state, None, []).board


def test_the_end_screen_has_each_seats_loot():
    *_, state = played_positions(3, 4, False)
    match = Match.new("chickwood", 4, [Seat("Red"), Seat("Yellow"), Seat("Purple")])
    view = areas(state, 0, [])
    assert state.is_over() and view.end_extra
    for seat in range(3):
        assert f"seat-s{seat}" in view.end_extra
    assert match.game.id == "chickwood"


def test_the_game_is_in_the_menu_with_its_view_and_summary():
    assert "chickwood" in [g.id for g in games.menu_games()]
    assert games.rules_summary("chickwood")
    match = Match.new("chickwood", 3, [Seat("Ann"), Seat("Bot", "bot", "greedy")])
    if match.seats[match.to_move()].kind == "bot":
        match.play(match.legal_actions()[0])
    view = games.table_view(match, True)
    assert view.board and view.placed == set(match.legal_actions())


def _hotseat(seed=3):
    return Match.new("chickwood", seed, [Seat("Ann"), Seat("Bo")])


def test_a_shared_screen_hands_over_before_showing_the_next_hand():
    match = _hotseat()
    first = games.viewer_of(match)
    view = games.table_view(match, True)
    assert view.private  # it shows a hand
    assert not needs_handover(match, first, first, view)
    match.play(match.legal_actions()[0])
    second = games.viewer_of(match, first)
    assert second != first
    assert needs_handover(match, second, first, games.table_view(match, False, viewer=second))
    page = render_handover(match, second)
    assert 'data-cmd="handover"' in page and "data-act" not in page
    assert all(T.name(k) not in page for k in match.state.hands[second])


def test_no_hand_over_with_one_person_or_in_games_without_secret_hands():
    solo = Match.new("chickwood", 3, [Seat("Ann"), Seat("Bot", "bot", "greedy")])
    view = games.table_view(solo, False)
    assert not needs_handover(solo, 0, 1, view)
    forest = Match.new("blackforest", 3, [Seat("Ann"), Seat("Bo")])
    assert not needs_handover(forest, 1, 0, games.table_view(forest, False, viewer=1))


def test_one_card_is_said_in_the_singular():
    for state in played_positions(3, 6, False):
        view = areas(state, 0, [])
        markup = view.me + view.others + view.notes + view.strip
        assert not re.search(r"(?<![0-9])1 cards", markup)
        if "1 card in hand" in markup:
            return
    raise AssertionError("no position of the seeded game left a seat one card")


def test_the_end_screen_counts_glory_and_no_longer_says_now():
    from glasshut.ui.table import render_scores

    *_, state = played_positions(3, 4, False)
    match = Match.new("chickwood", 4, [Seat("Red"), Seat("Yellow"), Seat("Purple")])
    match.state = state  # the played-out game, for its end screen
    view = areas(state, 0, [])
    end = render_scores(match, view)
    head = re.search(r'<h2 id="end-head"[^>]*>(.*?)</h2>', end).group(1)
    assert "glory" in head and "points" not in head, head
    assert "glory now" not in view.me + view.others
    assert re.search(r'cw-pscore">\d+ glory<', view.me + view.others)
    # the strip above the tabs says it too
    assert "Glory now" not in view.strip and 'cw-slabel">Glory<' in view.strip
