"""Save strings: a whole game (setup plus every action) in one short pasteable string.

A save holds no state, only what is needed to replay the game: the setup and, per
action, which entry of `legal_actions()` was taken. Those indices are packed as one
mixed-radix integer (an action chosen among n costs log2(n) bits, a forced move costs
nothing), so loading a save always means replaying it under the current rules.

Text form: "GH" + URL-safe base64 (no padding) of these bytes:

    V  1 byte   format version (1); every future format keeps this byte first
    L  varint   length of D
    H  1 byte   crc32(V L) & 0xFF: a damaged header is told apart from a cut-off string
    D  L bytes  raw deflate (RFC 1951) of the body below
    C  4 bytes  crc32(V L H D), big-endian

Body (varint = unsigned LEB128; str = varint byte length + UTF-8, lone surrogates kept):

    str game id, varint rules version, varint seed,
    varint seat count, then per seat: str name, varint kind (0 human, 1 bot), str bot level,
    str options as compact JSON, only those differing from the game's defaults ("" if none),
    varint number of actions N,
    the rest: the choice integer, big-endian, minimal length (empty for 0).

The choice integer is sum(index_i * prod(count_j for j < i)): the decoder takes
`index = value % count; value //= count` move by move while replaying.

A game that goes on from a position (its moves from the start could no longer be
replayed: the rules changed) is saved in format 2, whose body starts from that position
instead of a seed:

    str game id, varint rules version, str the position as compact JSON (the game's
    position format, docs/position-format.md), varint the number of moves played
    before the position, varint the turn number at the position,
    varint number of actions N, the rest: the choice integer, as in format 1.

A format-2 save with no moves after its position loads under any rules version that
reads the position; one with moves needs the same rules version, like format 1.

`unpack` checks everything up to the rules version and raises only `SaveError`,
whatever the input. This module is the format alone, below the Match that packs its
moves with it; codec.py adds `encode` and `decode`, which replay through a Match.
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .game import Seat
from .registry import get_game

FORMAT_VERSION = 1  # a game from its seed
POSITION_FORMAT = 2  # a game from a position (see above)
NEWEST_FORMAT = POSITION_FORMAT
PREFIX = "GH"
MAX_CHARS = 20_000  # the longest real save is about 1,500 characters; bounds work on junk
MAX_BODY = 1 << 16  # inflated body limit: no zip bombs
MAX_SEATS = 64
MAX_NAME = 40  # characters in a player's name, as in the new-game form
MAX_LEVEL = 40  # characters in a bot level's name
MAX_OPTIONS = 1_000  # characters of options JSON: a flat mapping of a few scalars
MAX_POSITION_DEPTH = 16  # bracket nesting of a position; real ones stay under 8
SEED_LIMIT = 1 << 64
PACK_CHUNK = 64  # moves per leaf when building the choice integer (see `_mixed_radix`)

_B64 = re.compile(r"[A-Za-z0-9_-]*")
_WS = re.compile(r"\s+")

# Player-facing messages, one per failure kind. `SaveError.code` names the kind.
MESSAGES = {
    "not_save": 'This is not a Glasshut save string (those start with "GH").',
    "corrupt": "This save string is damaged ({detail}). Copy it again in full.",
    "truncated": "This save string is incomplete: its end is missing. Copy it again in full.",
    "newer_format": (
        "This save was made by a newer version of Glasshut (save format {version});"
        " update Glasshut to load it."
    ),
    "unknown_game": "This save is for a game this version of Glasshut does not have ({game}).",
    "wrong_game": "This save is for {game}, not {expected}.",
    "rules_changed": (
        "This save was made with rules version {saved} of {game}, but this version of"
        " Glasshut has rules version {current}, so its moves cannot be replayed."
        " Keep the save string: it stays intact and can be exported."
    ),
    "bad_setup": "This save's setup is not valid for {game}: {detail}",
    "illegal_move": "This save does not replay: move {move} is not legal ({detail}).",
    "bad_position": "This save's position is not a valid {game} position: {detail}",
    "too_long": (
        "This save claims {moves} moves, more than a game of {game} can last"
        " ({limit} at most), so it was not opened."
    ),
}


# What a message's {detail} says, by `why` (a field of the error): the page words each
# in the player's language from this key and the error's other fields.
DETAILS = {
    "unpack": "its contents cannot be unpacked",
    "far_too_long": "it is far too long",
    "characters": "it contains characters no save string has",
    "header": "its header is damaged",
    "format": "save format {version} is not supported",
    "extra": "it has extra characters at the end",
    "checksum": "it fails its checksum",
    "contents": "its contents cannot be read",
    "unreadable": "it cannot be read",
    "game_over": "the game was already over",
    "no_action": "no action was possible",
    "left_over": "the save has choices left over after its last move",
}

# A setup the engine refuses (`SetupError.code`): the seats, names and seed.
SETUP_MESSAGES = {
    "seat_text": "Seat names and bot levels must be text.",
    "name_long": "A player's name has at most {limit} characters.",
    "level_long": "A bot level's name has at most {limit} characters.",
    "seed": "The seed must be an integer in [0, 2**64).",
}


class SaveError(ValueError):
    """The one exception save loading raises. `code` is a key of `MESSAGES`; `why`,
    where given, a key of `DETAILS` (or of `SETUP_MESSAGES`) saying what {detail} is."""

    def __init__(self, code: str, **fields: Any) -> None:
        if "why" in fields and "detail" not in fields:
            fields["detail"] = DETAILS[fields["why"]].format(**fields)
        self.code = code
        self.fields = fields
        super().__init__(MESSAGES[code].format(**fields))


class SetupError(ValueError):
    """A new game's setup refused: `code` is a key of `SETUP_MESSAGES`."""

    def __init__(self, code: str, **fields: Any) -> None:
        self.code = code
        self.fields = fields
        super().__init__(SETUP_MESSAGES[code].format(**fields))


@dataclass(frozen=True)
class SaveHeader:
    """Everything in a save except the actions themselves."""

    game_id: str
    rules_version: int
    seed: int
    seats: tuple[Seat, ...]
    options: Mapping[str, Any]  # only those differing from the game's defaults
    n_actions: int
    # Format 2 only: the position the game goes on from (seed, seats and options are
    # then the position's own), with the moves and the turn number before it.
    position: Any = None
    moves_before: int = 0
    turn_at_position: int = 1


class Choices:
    """Reads action indices out of the mixed-radix choice integer, move by move."""

    def __init__(self, value: int) -> None:
        self.value = value

    def take(self, count: int) -> int:
        self.value, index = divmod(self.value, count)
        return index

    def exhausted(self) -> bool:
        return self.value == 0


# -- bytes -----------------------------------------------------------------------------
def _varint(n: int) -> bytes:
    if n < 0:
        raise ValueError("varints are unsigned")
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _str(s: str) -> bytes:
    data = s.encode("utf-8", "surrogatepass")
    return _varint(len(data)) + data


class _Truncated(Exception):
    pass


class _Reader:
    def __init__(self, data: bytes, pos: int = 0) -> None:
        self.data = data
        self.pos = pos

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise _Truncated
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self, max_bytes: int = 10) -> int:
        n = shift = 0
        for _ in range(max_bytes):
            b = self.byte()
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return n
        raise ValueError("varint too long")

    def raw(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise _Truncated
        self.pos += n
        return self.data[self.pos - n : self.pos]

    def text(self) -> str:
        return self.raw(self.varint(4)).decode("utf-8", "surrogatepass")

    def rest(self) -> bytes:
        out = self.data[self.pos :]
        self.pos = len(self.data)
        return out


def _crc(data: bytes) -> int:
    return zlib.crc32(data) & 0xFFFFFFFF


# -- packing ---------------------------------------------------------------------------
def pack(header: SaveHeader, choices: Iterable[tuple[int, int]]) -> str:
    """The save string for `header` and the (index, count) of every action, in order."""
    choices = list(choices)
    if len(choices) != header.n_actions:
        raise ValueError("one (index, count) pair per action is needed")
    if not 0 <= header.seed < SEED_LIMIT:
        raise ValueError("seeds are integers in [0, 2**64)")
    for index, count in choices:
        if not 0 <= index < count:
            raise ValueError(f"choice {index} out of range for {count} options")
    value, _ = _mixed_radix(choices)
    body = bytearray()
    body += _str(header.game_id)
    body += _varint(header.rules_version)
    if header.position is not None:
        body += _str(json.dumps(header.position, sort_keys=True, separators=(",", ":")))
        body += _varint(header.moves_before)
        body += _varint(header.turn_at_position)
        return _deflated(body, header.n_actions, value, POSITION_FORMAT)
    body += _varint(header.seed)
    body += _varint(len(header.seats))
    for seat in header.seats:
        body += _str(seat.name)
        body += _varint(1 if seat.kind == "bot" else 0)
        body += _str(seat.level)
    options = dict(header.options)
    body += _str(json.dumps(options, sort_keys=True, separators=(",", ":")) if options else "")
    return _deflated(body, header.n_actions, value, FORMAT_VERSION)


def _deflated(body: bytearray, n_actions: int, value: int, version: int) -> str:
    body += _varint(n_actions)
    body += value.to_bytes((value.bit_length() + 7) // 8, "big")
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    return _wrap(squeeze.compress(bytes(body)) + squeeze.flush(), version)


def _mixed_radix(choices: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """(sum(index_i * prod(count_j, j < i)), prod(count_i)) of (index, count) pairs.

    Folding move by move (`value * count + index`) redoes a multiplication on a
    growing integer per move: quadratic. Splitting in halves and joining them as
    low + radix(low) * high keeps every multiplication balanced, so the cost stays
    close to one multiplication of the final size (what CPython's int allows).
    """
    if len(choices) <= PACK_CHUNK:
        value, radix = 0, 1
        for index, count in choices:
            value += index * radix
            radix *= count
        return value, radix
    half = len(choices) // 2
    low, low_radix = _mixed_radix(choices[:half])
    high, high_radix = _mixed_radix(choices[half:])
    return low + low_radix * high, low_radix * high_radix


def _wrap(deflated: bytes, version: int = FORMAT_VERSION) -> str:
    """Frame (V L H D C) and text-encode already deflated body bytes."""
    head = bytes([version]) + _varint(len(deflated))
    head += bytes([_crc(head) & 0xFF])
    raw = head + deflated
    raw += _crc(raw).to_bytes(4, "big")
    return PREFIX + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _inflate(data: bytes) -> bytes:
    d = zlib.decompressobj(-15)
    try:
        out = d.decompress(data, MAX_BODY)
    except zlib.error:
        raise SaveError("corrupt", why="unpack") from None
    if d.unconsumed_tail or not d.eof or d.unused_data:
        raise SaveError("corrupt", why="unpack")
    return out


def _frame(text: Any) -> tuple[int, bytes]:
    """The format version and body bytes inside a save string, after every check."""
    if not isinstance(text, str):
        raise SaveError("not_save")
    if len(text) > MAX_CHARS:
        raise SaveError("corrupt", why="far_too_long")
    text = _WS.sub("", text)  # mail and chat wrap long strings
    if not text.startswith(PREFIX):
        raise SaveError("not_save")
    data = text[len(PREFIX) :]
    if not _B64.fullmatch(data):
        raise SaveError("corrupt", why="characters")
    if len(data) % 4 == 1:
        data = data[:-1]  # a lone last character carries no whole byte: the string was cut
    raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))

    reader = _Reader(raw)
    try:
        version = reader.byte()
        length = reader.varint(4)
        head_len = reader.pos
        check = reader.byte()
    except _Truncated:
        raise SaveError("truncated") from None
    except ValueError:
        raise SaveError("corrupt", why="header") from None
    if check != _crc(raw[:head_len]) & 0xFF:
        raise SaveError("corrupt", why="header")
    if version > NEWEST_FORMAT:
        raise SaveError("newer_format", version=version)
    if version not in (FORMAT_VERSION, POSITION_FORMAT):
        raise SaveError("corrupt", why="format", version=version)
    end = reader.pos + length
    if len(raw) < end + 4:
        raise SaveError("truncated")
    if len(raw) > end + 4:
        raise SaveError("corrupt", why="extra")
    if int.from_bytes(raw[end:], "big") != _crc(raw[:end]):
        raise SaveError("corrupt", why="checksum")
    return version, _inflate(raw[reader.pos : end])


def _parse_body(body: bytes, version: int = FORMAT_VERSION) -> tuple[SaveHeader, Choices]:
    r = _Reader(body)
    game_id = r.text()
    rules_version = r.varint()
    if version == POSITION_FORMAT:
        position = parse_position(r.text())
        if not isinstance(position, dict):
            raise ValueError("a position is a mapping")
        moves_before, turn_at_position, n_actions = r.varint(), r.varint(), r.varint()
        value = int.from_bytes(r.rest(), "big")
        header = SaveHeader(game_id, rules_version, 0, (), {}, n_actions, position,
                            moves_before, max(1, turn_at_position))
        return header, Choices(value)
    seed = r.varint()
    n_seats = r.varint()
    if n_seats > MAX_SEATS:
        raise ValueError("too many seats")
    seats = []
    for _ in range(n_seats):
        name = r.text()
        kind = r.varint()
        if kind > 1:
            raise ValueError("unknown seat kind")
        seats.append(Seat(name, "bot" if kind else "human", r.text()))
    options = parse_options(r.text())
    n_actions = r.varint()
    value = int.from_bytes(r.rest(), "big")
    if seed >= SEED_LIMIT:
        raise ValueError("seed out of range")
    header = SaveHeader(game_id, rules_version, seed, tuple(seats), options, n_actions)
    return header, Choices(value)


def parse_options(text: str) -> dict[str, Any]:
    """A save's options: a flat JSON mapping from names to scalars ("" for none).

    Length and shape are checked before `json.loads` sees the text, because deeply
    nested brackets exhaust the parser's stack (fatally so inside Pyodide).
    """
    if not text:
        return {}
    if len(text) > MAX_OPTIONS or _nesting(text) > 1:
        raise ValueError("options are not a flat mapping")
    options = json.loads(text)
    if not isinstance(options, dict) or not all(
        isinstance(v, (str, int, float, bool)) or v is None for v in options.values()
    ):
        raise ValueError("options are not a flat mapping")
    return options


def parse_position(text: str) -> Any:
    """A position's JSON, its nesting checked before `json.loads` sees it (as above)."""
    if _nesting(text) > MAX_POSITION_DEPTH:
        raise ValueError("the position is nested too deeply")
    return json.loads(text)


def _nesting(text: str) -> int:
    """The deepest bracket nesting of JSON text, brackets inside strings ignored."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def check_seats(seats: Sequence[Seat]) -> None:
    """SetupError (a ValueError) unless every seat's name and bot level is text of a
    sane length."""
    for seat in seats:
        if not isinstance(seat.name, str) or not isinstance(seat.level, str):
            raise SetupError("seat_text")
        if len(seat.name) > MAX_NAME:
            raise SetupError("name_long", limit=MAX_NAME)
        if len(seat.level) > MAX_LEVEL:
            raise SetupError("level_long", limit=MAX_LEVEL)


def read_header(text: str) -> tuple[SaveHeader, Choices]:
    """A save string's header and moves as written, checked for damage only: no game
    is looked up (nor imported), so neither its rules version nor its setup is checked
    (`unpack` does that). SaveError for what cannot be read."""
    try:
        version, body = _frame(text)
    except SaveError:
        raise
    except Exception:
        raise SaveError("corrupt", why="unreadable") from None  # as `unpack`, belt and braces
    try:
        return _parse_body(body, version)
    except Exception:
        # Passed the checksum yet unreadable: written by something else.
        raise SaveError("corrupt", why="contents") from None


def rules_refusal(header: SaveHeader, title: str, current: int,
                  older: Collection[int] = ()) -> SaveError | None:
    """The "rules_changed" refusal of a save's header by a game whose rules version is
    `current` and which still replays the `older` ones, or None where it replays."""
    # A bare position is data, not moves: it may outlive the rules it was saved under.
    bare_position = header.position is not None and header.n_actions == 0
    if header.rules_version == current or bare_position or header.rules_version in older:
        return None
    return SaveError("rules_changed", game=title, saved=header.rules_version, current=current)


def unpack(text: str, expect_game: str | None = None) -> tuple[SaveHeader, Choices]:
    """Check and parse a save string up to (not including) the replay.

    Raises SaveError for every problem: damage, truncation, a newer format, another
    game than `expect_game`, a game not installed, or a different rules version.
    """
    try:
        header, choices = read_header(text)
        if expect_game is not None and header.game_id != expect_game:
            raise SaveError("wrong_game", game=_title(header.game_id), expected=_title(expect_game))
        try:
            game = get_game(header.game_id)
        except Exception:
            raise SaveError("unknown_game", game=repr(header.game_id)) from None
        refusal = rules_refusal(header, game.title, game.rules_version,
                                game.older_rules_versions)
        if refusal is not None:
            raise refusal
        if header.n_actions > game.max_actions:
            raise SaveError(
                "too_long", game=game.title, moves=header.n_actions, limit=game.max_actions
            )
        try:
            check_seats(header.seats)
        except SetupError as exc:
            raise SaveError("bad_setup", game=game.title, detail=str(exc), why=exc.code,
                            **exc.fields) from None
        return header, choices
    except SaveError:
        raise
    except Exception:
        # Belt and braces: no input may escape as another exception type.
        raise SaveError("corrupt", why="unreadable") from None


def _title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except Exception:
        return repr(game_id)


def non_default_options(defaults: Mapping[str, Any], options: Mapping[str, Any]) -> dict:
    """The options worth storing: those whose value differs from the default."""
    return {k: v for k, v in options.items() if k not in defaults or defaults[k] != v}

