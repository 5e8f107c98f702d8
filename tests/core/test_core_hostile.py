"""Hostile save strings: claimed moves, nested options, long names, huge strings.

Each is refused with a SaveError before any costly work, and play itself stops at a
game's length bound.
"""

from __future__ import annotations

import zlib

import pytest
from tinyplay import HUMANS, random_match

from glasshut.core import codec
from glasshut.core.codec import SaveError, _str, _varint, _wrap
from glasshut.core.game import IllegalAction, Seat
from glasshut.core.match import Match
from glasshut.core.registry import BUILTIN_MODULES, get_game, register
from glasshut.core.tinygame import TinyGame


class _ShortTiny(TinyGame):
    """Tiny Race with a length bound small enough to reach in a test."""

    id = "tiny-short"
    title = "Short Tiny Race"
    max_actions = 5


register(_ShortTiny())


def forged(
    game_id: str = "tiny",
    n_actions: int = 0,
    names: tuple[str, ...] = ("Ann", "Bo"),
    options: str = "",
    choices: bytes = b"",
    rules_version: int = 1,
) -> str:
    """A well-framed save string whose body says whatever the caller wants."""
    body = _str(game_id) + _varint(rules_version) + _varint(7) + _varint(len(names))
    for name in names:
        body += _str(name) + _varint(0) + _str("")
    body += _str(options) + _varint(n_actions) + choices
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    return _wrap(squeeze.compress(body) + squeeze.flush())


def _error(text: str) -> SaveError:
    with pytest.raises(SaveError) as info:
        Match.from_save(text)
    return info.value


# -- claimed moves -------------------------------------------------------------------
@pytest.mark.parametrize("claimed", [2_001, 200_000, 10**12])
def test_a_save_claiming_more_moves_than_the_game_allows_is_refused_unplayed(claimed):
    err = _error(forged(n_actions=claimed))
    assert err.code == "too_long"
    assert f"claims {claimed} moves" in str(err) and "2000 at most" in str(err)


def test_every_built_in_game_has_a_length_bound():
    for game_id in BUILTIN_MODULES:
        assert get_game(game_id).max_actions > 0, game_id


def test_play_stops_at_the_length_bound_with_a_message():
    match = Match.new("tiny-short", 3, HUMANS)
    for _ in range(5):
        assert not match.is_over()
        match.play(match.legal_actions()[0])
    assert match.is_over() and match.at_length_limit() and not match.state.is_over()
    assert match.legal_actions() == []
    assert "reached 5 moves" in match.stop_notice()
    with pytest.raises(IllegalAction, match="stopped unfinished"):
        match.play(match.state.legal_actions()[0])
    # The stopped game still saves and loads, and a save one move longer is refused.
    assert Match.from_save(match.to_save()).digest() == match.digest()
    err = _error(forged("tiny-short", n_actions=6, names=tuple(s.name for s in HUMANS)))
    assert err.code == "too_long"


def test_a_finished_game_has_no_stop_notice():
    match = random_match(5)
    assert match.is_over() and not match.at_length_limit() and match.stop_notice() == ""


# -- packing ---------------------------------------------------------------------------
@pytest.mark.parametrize("length", [0, 1, 63, 64, 65, 200, 1_000])
def test_packing_in_halves_gives_the_move_by_move_integer(length):
    pairs = [((i * 7) % (i % 5 + 2), i % 5 + 2) for i in range(length)]
    folded = 0
    for index, count in reversed(pairs):
        folded = folded * count + index
    value, radix = codec._mixed_radix(pairs)
    assert value == folded
    expected_radix = 1
    for _, count in pairs:
        expected_radix *= count
    assert radix == expected_radix


# -- options -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "options",
    [
        "[" * 10_000 + "]" * 10_000,
        '{"target":' + "[" * 10_000 + "]" * 10_000 + "}",
        '{"target":[1]}',
        '{"target":{"a":1}}',
        '{"target":9' + " " * 2_000 + "}",
    ],
)
def test_options_that_are_not_a_short_flat_mapping_are_refused_before_parsing(options):
    err = _error(forged(options=options))
    assert err.code == "corrupt"


def test_brackets_inside_option_strings_are_not_nesting():
    assert codec.parse_options('{"a":"[[{\\"]]"}') == {"a": '[[{"]]'}
    assert codec._nesting('{"a":"[[["}') == 1


# -- names and sizes -------------------------------------------------------------------
def test_a_name_longer_than_the_setup_form_allows_is_refused():
    err = _error(forged(names=("A" * 41, "Bo")))
    assert err.code == "bad_setup" and "40 characters" in str(err)
    assert _error(forged(names=("x" * 249_000,))).code in ("bad_setup", "corrupt")
    with pytest.raises(ValueError, match="40 characters"):
        Match.new("tiny", 1, [Seat("A" * 41)])


def test_the_longest_allowed_name_roundtrips():
    seats = (Seat("N" * 40), Seat("ü" * 40))
    match = random_match(3, seats=seats, moves=6)
    assert Match.from_save(match.to_save()).seats == seats


def test_a_megabyte_string_is_refused_as_too_long():
    err = _error("GH" + "A" * 1_000_000)
    assert err.code == "corrupt" and "far too long" in str(err)
