"""Fuzzing the save decoder: whatever the input, it returns a Match or raises SaveError.

About 10,500 inputs in total: arbitrary text, mutations of real saves (flips,
insertions, deletions, cuts, splices), and well-framed saves (valid checksum) with
random contents, which reach the body parser and the replay. `test_fuzz_total`
checks the count when the whole file runs.
"""

from __future__ import annotations

import base64
import functools
import zlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tinyplay import FOUR, random_match

from glasshut.core import codec
from glasshut.core.codec import MESSAGES, SaveError, decode
from glasshut.core.game import Seat
from glasshut.core.match import Match

FUZZ = settings(
    deadline=None,
    database=None,  # nothing written into the work tree
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
ODD = "=+/ .\n\t\x00é🦔\u202e"
EXPECT = st.sampled_from([None, None, "tiny", "blackforest", "nope"])
COUNTS: dict[str, int] = {}


@functools.cache
def valid_saves() -> tuple[str, ...]:
    saves = []
    for seed in range(12):
        n = 1 + seed % 4
        seats = tuple(
            Seat(name, "bot" if i % 2 else "human", "random" if i % 2 else "")
            for i, name in enumerate(["Ann", "<script>alert(1)</script>", "🦔", "שלום"][:n])
        )
        options = {"target": 5 + seed} if seed % 3 == 0 else None
        moves = None if seed % 2 == 0 else 3 * seed
        saves.append(random_match(seed, seats=seats, options=options, moves=moves).to_save())
    return tuple(saves)


def check(kind: str, text, expect_game=None) -> None:
    COUNTS[kind] = COUNTS.get(kind, 0) + 1
    try:
        match = decode(text, expect_game)
    except SaveError as err:
        assert type(err) is SaveError
        assert err.code in MESSAGES and str(err)
        return
    # Whatever loads is a real, consistent game.
    assert isinstance(match, Match)
    assert expect_game in (None, match.game.id)
    assert Match.from_save(match.to_save()).digest() == match.digest()


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


# -- arbitrary input -------------------------------------------------------------------
@settings(FUZZ, max_examples=2500)
@given(
    text=st.one_of(
        st.text(max_size=300),
        st.text(alphabet=B64, max_size=300).map(lambda s: "GH" + s),
        st.binary(max_size=200).map(lambda b: "GH" + b64(b)),
        st.text(alphabet=B64 + ODD, max_size=120).map(lambda s: "GH" + s),
    ),
    expect_game=EXPECT,
)
def test_fuzz_arbitrary_text(text, expect_game):
    check("arbitrary", text, expect_game)


# -- mutations of real saves ------------------------------------------------------------
@st.composite
def mutated(draw) -> str:
    text = draw(st.sampled_from(valid_saves()))
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.sampled_from(["flip", "insert", "delete", "cut", "swap", "dup", "case"]))
        i = draw(st.integers(0, max(0, len(text) - 1)))
        ch = draw(st.sampled_from(B64 + ODD))
        if op == "flip":
            text = text[:i] + ch + text[i + 1 :]
        elif op == "insert":
            text = text[:i] + ch + text[i:]
        elif op == "delete":
            text = text[:i] + text[i + 1 :]
        elif op == "cut":
            text = text[:i]
        elif op == "swap" and i + 1 < len(text):
            text = text[:i] + text[i + 1] + text[i] + text[i + 2 :]
        elif op == "dup":
            j = draw(st.integers(i, len(text)))
            text = text[:j] + text[i:j] + text[j:]
        elif op == "case":
            text = text[:i] + text[i:].swapcase()
    return text


@settings(FUZZ, max_examples=3000)
@given(text=mutated(), expect_game=EXPECT)
def test_fuzz_mutated_saves(text, expect_game):
    check("mutated", text, expect_game)


@settings(FUZZ, max_examples=2000)
@given(
    a=st.sampled_from(valid_saves()),
    b=st.sampled_from(valid_saves()),
    i=st.integers(0, 200),
    j=st.integers(0, 200),
    tail=st.text(alphabet=B64, max_size=8),
)
def test_fuzz_cuts_and_splices(a, b, i, j, tail):
    check("spliced", a[:i] + tail)
    check("spliced", a[:i] + b[j:])


# -- well-framed saves with random contents ---------------------------------------------
@settings(FUZZ, max_examples=1500)
@given(body=st.binary(max_size=300), deflate=st.booleans(), version=st.sampled_from([1, 1, 2]))
def test_fuzz_framed_random_bodies(body, deflate, version):
    if deflate:
        squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
        body = squeeze.compress(body) + squeeze.flush()
    check("framed", codec._wrap(body, version))


@st.composite
def random_body(draw) -> bytes:
    """A body that parses, with random setup, length and choices: the replay is fuzzed."""
    game = draw(st.sampled_from(["tiny", "tiny", "tiny", "nope", ""]))
    seats = draw(
        st.lists(
            st.tuples(st.text(max_size=12), st.integers(0, 2), st.text(max_size=6)),
            max_size=5,
        )
    )
    options = draw(
        st.sampled_from(["", "", '{"target":3}', '{"rounds":1,"die":9}', '{"x":1}', "[1]", "{"])
    )
    out = codec._str(game) + codec._varint(draw(st.sampled_from([1, 1, 1, 2])))
    out += codec._varint(draw(st.integers(0, 2**64 + 5)))
    out += codec._varint(len(seats))
    for name, kind, level in seats:
        out += codec._str(name) + codec._varint(kind) + codec._str(level)
    out += codec._str(options)
    out += codec._varint(draw(st.integers(0, 150)))
    choice = draw(st.integers(0, 2**400))
    return out + choice.to_bytes((choice.bit_length() + 7) // 8, "big")


@settings(FUZZ, max_examples=1500)
@given(body=random_body())
def test_fuzz_framed_random_setups_and_choices(body):
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    check("replayed", codec._wrap(squeeze.compress(body) + squeeze.flush()))


def test_fuzz_total():
    """Runs last in this file; counts only when every fuzz test above ran."""
    kinds = {"arbitrary", "mutated", "spliced", "framed", "replayed"}
    if set(COUNTS) != kinds:
        import pytest

        pytest.skip("the count needs the whole fuzz file")
    assert sum(COUNTS.values()) >= 10_000, COUNTS


def test_valid_pool_really_loads():
    # The mutation pool is made of loadable saves (else the mutations prove little).
    for text in valid_saves():
        assert decode(text).to_save() == text
    assert len(set(valid_saves())) == len(valid_saves())
    assert decode(random_match(1, seats=FOUR).to_save()).is_over()
