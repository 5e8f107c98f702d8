"""Save strings: roundtrips, size, layout, and every SaveError case with its message."""

import base64
import json
import statistics
import zlib

import pytest
from tinyplay import FOUR, HUMANS, random_match

from glasshut.core import codec
from glasshut.core.codec import SaveError, SaveHeader, decode, encode, pack, unpack
from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.core.registry import register
from glasshut.core.tinygame import TinyGame

NASTY_NAMES = (
    "<script>alert(1)</script>",
    '"><svg onload=alert(1)>',
    "🦔🌲 Igel",
    "שלום עולם",  # right-to-left
    "\u202eevil\u202c",  # an RTL override
    "",
    "a\x00b\nc\t'\"\\",
    "\ud800 lone surrogate",
    "ÅÄÖ " * 9 + "ÅÄÖ",  # 39 characters: with "2" appended, the longest name allowed
)


def _raw(text: str) -> bytes:
    data = text[2:]
    return base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))


def _text(raw: bytes) -> str:
    return "GH" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _deflate(data: bytes) -> bytes:
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    return squeeze.compress(data) + squeeze.flush()


def _error(text, expect_game=None) -> SaveError:
    with pytest.raises(SaveError) as info:
        decode(text, expect_game)
    assert type(info.value) is SaveError and isinstance(info.value, ValueError)
    return info.value


def _header(**changes) -> SaveHeader:
    fields = dict(game_id="tiny", rules_version=1, seed=5, seats=FOUR, options={}, n_actions=0)
    fields.update(changes)
    return SaveHeader(**fields)


# -- roundtrips ---------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 1, 12345, 2**32 - 1, 2**64 - 1])
def test_finished_game_roundtrips_exactly(seed):
    match = random_match(seed)
    assert match.is_over()
    text = match.to_save()
    again = decode(text, expect_game="tiny")
    assert again.actions == match.actions
    assert again.digest() == match.digest()
    assert again.seats == match.seats and again.seed == seed
    assert [e.text for e in again.log] == [e.text for e in match.log]
    assert again.scores() == match.scores()
    assert again.to_save() == text  # canonical: the same game always gives the same string


@pytest.mark.parametrize("moves", [0, 1, 2, 5, 17, 30])
def test_unfinished_game_roundtrips_including_a_pending_forced_move(moves):
    match = random_match(3, moves=moves)
    again = Match.from_save(match.to_save())
    assert again.actions == match.actions and again.digest() == match.digest()
    assert again.to_move() == match.to_move()


def test_forced_moves_are_replayed_not_dropped():
    # A save ending on forced moves must still contain them (they count in N).
    for seed in range(40):
        match = random_match(seed)
        counts = [m.count for m in match._moves]
        if 1 in counts:
            break
    else:  # pragma: no cover
        pytest.fail("no forced move in 40 games")
    forced_at = counts.index(1) + 1
    partial = Match.from_save(random_match(seed, moves=forced_at).to_save())
    assert len(partial.actions) == forced_at
    assert partial.actions == match.actions[:forced_at]


@pytest.mark.parametrize("name", NASTY_NAMES)
def test_any_unicode_name_roundtrips(name):
    seats = (Seat(name), Seat(name + "2", "bot", "strong 🧠"), Seat("x"))
    match = random_match(8, seats=seats, moves=10)
    again = decode(match.to_save())
    assert [s.name for s in again.seats] == [name, name + "2", "x"]
    assert again.seats == seats


def test_options_roundtrip_and_only_non_defaults_are_stored():
    match = random_match(4, options={"target": 9, "die": 3})
    header, _ = unpack(match.to_save())
    assert header.options == {"target": 9}  # die=3 is the default
    again = decode(match.to_save())
    assert again.options == {"target": 9, "rounds": 6, "die": 3}
    assert again.digest() == match.digest()


def test_encode_helper_agrees_with_match():
    match = random_match(21, moves=25)
    assert encode("tiny", 21, FOUR, None, match.actions) == match.to_save()


def test_saves_are_short():
    sizes = [len(random_match(seed, seats=HUMANS).to_save()) for seed in range(30)]
    # A whole 4-player Tiny Race (about 60 actions) fits in about 90 characters.
    assert max(sizes) <= 110, sizes
    assert statistics.median(sizes) <= 95


def test_layout_is_as_documented():
    match = random_match(6, moves=12)
    text = match.to_save()
    assert text.startswith("GH") and "=" not in text
    raw = _raw(text)
    assert raw[0] == codec.FORMAT_VERSION
    length, pos = raw[1], 2  # a short save: one-byte varint
    assert raw[pos] == zlib.crc32(raw[:pos]) & 0xFF
    body_end = pos + 1 + length
    assert len(raw) == body_end + 4
    assert int.from_bytes(raw[body_end:], "big") == zlib.crc32(raw[:body_end])
    body = zlib.decompress(raw[pos + 1 : body_end], -15)
    assert body.startswith(b"\x04tiny\x01\x06\x04\x03Ann\x00\x00\x03Bob\x01\x06random")


def test_whitespace_from_line_wrapping_is_ignored():
    match = random_match(2, moves=20)
    text = match.to_save()
    wrapped = "  " + "\n".join(text[i : i + 10] for i in range(0, len(text), 10)) + " \r\n"
    assert decode(wrapped).digest() == match.digest()


def test_pack_refuses_inconsistent_input():
    with pytest.raises(ValueError):
        pack(_header(n_actions=1), [])
    with pytest.raises(ValueError):
        pack(_header(n_actions=1), [(3, 3)])
    with pytest.raises(ValueError):
        pack(_header(seed=-1), [])


# -- every error case ---------------------------------------------------------------------
@pytest.mark.parametrize("text", ["", "hello", "gh", "G", "{}", "HG" + "A" * 30, None, b"GH", 5])
def test_not_a_save_string(text):
    err = _error(text)
    assert err.code == "not_save"
    assert str(err) == 'This is not a Glasshut save string (those start with "GH").'


def test_bad_characters_are_corrupt():
    err = _error("GHabc$def")
    assert err.code == "corrupt"
    assert str(err) == (
        "This save string is damaged (it contains characters no save string has)."
        " Copy it again in full."
    )


def test_flipped_character_fails_the_checksum():
    text = random_match(1).to_save()
    i = len(text) // 2
    flipped = text[:i] + ("B" if text[i] != "B" else "C") + text[i + 1 :]
    err = _error(flipped)
    assert err.code == "corrupt"
    assert str(err) == "This save string is damaged (it fails its checksum). Copy it again in full."


def test_damaged_header_is_not_mistaken_for_truncation():
    raw = bytearray(_raw(random_match(1).to_save()))
    raw[1] ^= 0x04  # the body length
    err = _error(_text(bytes(raw)))
    assert err.code == "corrupt" and "header is damaged" in str(err)


def test_extra_characters_at_the_end():
    err = _error(random_match(1).to_save() + "AAAA")
    assert err.code == "corrupt" and "extra characters at the end" in str(err)


def test_body_that_does_not_inflate_is_corrupt():
    err = _error(codec._wrap(b"\xff\xfe\xfd not deflate"))
    assert err.code == "corrupt"
    assert str(err) == (
        "This save string is damaged (its contents cannot be unpacked). Copy it again in full."
    )


def test_unreadable_body_with_a_valid_checksum_is_corrupt():
    for body in [b"", b"\x04tin", b"\x04tiny\x01\x05\x01\x01A\x07\x00\x00\x00", b"\xff" * 20]:
        err = _error(codec._wrap(_deflate(body)))
        assert err.code == "corrupt"
        assert str(err) == (
            "This save string is damaged (its contents cannot be read). Copy it again in full."
        )


def test_options_that_are_not_a_mapping_are_corrupt():
    body = b"\x04tiny\x01\x05\x01\x01A\x00\x00\x02[]\x00"
    assert _error(codec._wrap(_deflate(body))).code == "corrupt"


@pytest.mark.parametrize("seed", [1, 2])
def test_every_cut_is_reported_as_truncated(seed):
    text = random_match(seed).to_save()
    for end in range(2, len(text)):
        err = _error(text[:end])
        assert err.code == "truncated", (end, err)
        assert str(err) == (
            "This save string is incomplete: its end is missing. Copy it again in full."
        )


def test_newer_format_version():
    text = codec._wrap(_deflate(b"whatever a future format holds"), version=codec.NEWEST_FORMAT + 1)
    err = _error(text)
    assert err.code == "newer_format"
    assert str(err) == (
        "This save was made by a newer version of Glasshut (save format 3);"
        " update Glasshut to load it."
    )


def test_unknown_older_format_version_is_corrupt():
    err = _error(codec._wrap(_deflate(b"x"), version=0))
    assert err.code == "corrupt" and "save format 0 is not supported" in str(err)


def test_unknown_game():
    err = _error(pack(_header(game_id="no-such-game"), []))
    assert err.code == "unknown_game"
    assert str(err) == (
        "This save is for a game this version of Glasshut does not have ('no-such-game')."
    )


class _OtherGame(TinyGame):
    id = "tiny-other-for-tests"
    title = "Other Race"


register(_OtherGame())


def test_wrong_game_when_the_caller_expects_another():
    text = random_match(1, moves=5).to_save()
    err = _error(text, expect_game="tiny-other-for-tests")
    assert err.code == "wrong_game"
    assert str(err) == "This save is for Tiny Race, not Other Race."
    # Unknown on either side still reads sensibly.
    err = _error(pack(_header(game_id="zzz"), []), expect_game="tiny")
    assert str(err) == "This save is for 'zzz', not Tiny Race."
    assert decode(text, expect_game="tiny").actions == random_match(1, moves=5).actions


@pytest.mark.parametrize("saved", [0, 2, 99])
def test_changed_rules_version(saved):
    err = _error(pack(_header(rules_version=saved), []))
    assert err.code == "rules_changed"
    assert str(err) == (
        f"This save was made with rules version {saved} of Tiny Race, but this version of"
        " Glasshut has rules version 1, so its moves cannot be replayed."
        " Keep the save string: it stays intact and can be exported."
    )


def test_illegal_move_after_the_game_ended():
    match = random_match(10)
    moves = [(m.index, m.count) for m in match._moves]
    n = len(moves)
    header = _header(seed=10, n_actions=n + 1)
    err = _error(pack(header, moves + [(0, 1)]))
    assert err.code == "illegal_move"
    assert str(err) == (
        f"This save does not replay: move {n + 1} is not legal (the game was already over)."
    )


def test_choices_replayed_from_another_seed_load_or_name_a_move():
    # Any choice integer decodes to legal indices, so a save is only as strict as its
    # checksum and rules version; replaying under other randomness gives another game
    # of another length, or one whose choices do not fit: then a move is named.
    match = random_match(10)
    moves = [(m.index, m.count) for m in match._moves]
    outcomes = set()
    for seed in range(11, 60):
        header = _header(seed=seed, n_actions=len(moves))
        try:
            other = decode(pack(header, moves))
        except SaveError as err:
            assert err.code == "illegal_move"
            assert str(err).startswith("This save does not replay: move ")
            outcomes.add("error")
        else:
            assert other.digest() != match.digest() and len(other.actions) == len(moves)
            outcomes.add("loaded")
    assert outcomes == {"error", "loaded"}


def test_leftover_choices_are_reported():
    header = _header(n_actions=0)
    text = codec._wrap(
        _deflate(
            b"\x04tiny\x01\x05\x04"
            + b"".join(
                codec._str(s.name) + bytes([s.kind == "bot"]) + codec._str(s.level) for s in FOUR
            )
            + b"\x00\x00\x07"
        )
    )
    assert unpack(text)[0] == header
    err = _error(text)
    assert err.code == "illegal_move"
    assert str(err) == (
        "This save does not replay: move 1 is not legal"
        " (the save has choices left over after its last move)."
    )


def test_game_bug_during_replay_names_the_move(monkeypatch):
    from glasshut.core.tinygame import TinyState

    text = random_match(4).to_save()
    first_roll = random_match(4).actions.index("roll") + 1
    original = TinyState._apply

    def broken(self, action):
        if action == "roll":
            raise KeyError("oops")
        original(self, action)

    monkeypatch.setattr(TinyState, "_apply", broken)
    err = _error(text)
    assert err.code == "illegal_move"
    assert str(err) == f"This save does not replay: move {first_roll} is not legal ('oops')."


@pytest.mark.parametrize(
    ("seats", "options", "detail"),
    [
        (FOUR + (Seat("Eve"),), {}, "Tiny Race takes 1 to 4 players, not 5."),
        ((), {}, "Tiny Race takes 1 to 4 players, not 0."),
        (FOUR, {"turbo": True}, "Tiny Race has no option 'turbo'."),
        (FOUR, {"target": "far"}, "Option 'target' must be a whole number from 1 to 99."),
    ],
)
def test_bad_setup(seats, options, detail):
    err = _error(pack(_header(seats=seats, options=options), []))
    assert err.code == "bad_setup"
    assert str(err) == f"This save's setup is not valid for Tiny Race: {detail}"


def test_messages_are_distinct_per_case():
    filled = {
        code: message.format(
            detail="d", version=2, game="G", expected="E", saved=1, current=2, move=3,
            moves=4, limit=5,
        )
        for code, message in codec.MESSAGES.items()
    }
    assert len(set(filled.values())) == len(filled)
    assert {
        "not_save",
        "corrupt",
        "truncated",
        "newer_format",
        "unknown_game",
        "wrong_game",
        "rules_changed",
        "illegal_move",
        "too_long",
    } <= set(filled)


def test_options_json_is_compact_and_sorted():
    match = random_match(4, options={"target": 9, "rounds": 3})
    body = zlib.decompress(_raw(match.to_save())[3:-4], -15)
    assert json.dumps({"rounds": 3, "target": 9}, separators=(",", ":")).encode() in body
