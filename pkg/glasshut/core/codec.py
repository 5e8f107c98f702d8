"""Save strings as the rest of the program uses them: the format (savetext.py) plus
`encode` and `decode`, which replay a game through a Match.

The format sits below the Match, which packs and unpacks its own moves with it; these
two sit above it, so the imports run one way (tests/test_import_layers.py). `decode`
is `Match.from_save`; both raise only `SaveError`, whatever the input.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .game import Seat
from .match import Match
from .savetext import (
    FORMAT_VERSION,
    MAX_BODY,
    MAX_CHARS,
    MAX_LEVEL,
    MAX_NAME,
    MAX_OPTIONS,
    MAX_POSITION_DEPTH,
    MAX_SEATS,
    MESSAGES,
    NEWEST_FORMAT,
    PACK_CHUNK,
    POSITION_FORMAT,
    PREFIX,
    SEED_LIMIT,
    Choices,
    SaveError,
    SaveHeader,
    _mixed_radix,
    _nesting,
    _str,
    _varint,
    _wrap,
    check_seats,
    non_default_options,
    pack,
    parse_options,
    parse_position,
    unpack,
)

# The format's names, and the byte helpers the hostile-input tests build strings with.
__all__ = [
    "FORMAT_VERSION",
    "MAX_BODY",
    "MAX_CHARS",
    "MAX_LEVEL",
    "MAX_NAME",
    "MAX_OPTIONS",
    "MAX_POSITION_DEPTH",
    "MAX_SEATS",
    "MESSAGES",
    "NEWEST_FORMAT",
    "PACK_CHUNK",
    "POSITION_FORMAT",
    "PREFIX",
    "SEED_LIMIT",
    "Choices",
    "SaveError",
    "SaveHeader",
    "_mixed_radix",
    "_nesting",
    "_str",
    "_varint",
    "_wrap",
    "check_seats",
    "decode",
    "encode",
    "non_default_options",
    "pack",
    "parse_options",
    "parse_position",
    "unpack",
]


def encode(
    game_id: str,
    seed: int,
    seats: Sequence[Seat],
    options: Mapping[str, Any] | None,
    actions: Iterable[str],
) -> str:
    """The save string for a game given as setup plus action texts (replayed to check)."""
    match = Match.new(game_id, seed, seats, options)
    for action in actions:
        match.play(action)
    return match.to_save()


def decode(text: str, expect_game: str | None = None) -> Match:
    """The fully replayed Match in a save string; raises only SaveError."""
    return Match.from_save(text, expect_game)
