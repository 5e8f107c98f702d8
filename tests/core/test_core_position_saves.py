"""A game that goes on from a position: `Match.from_position`, and save format 2.

When new rules can no longer replay a game's moves, the game goes on from its latest
position. From then on undo, saves and replays start from that position, and the move
and turn numbers carry on from where they stood.
"""

from __future__ import annotations

import json
import zlib

import pytest

from glasshut.core import codec
from glasshut.core.codec import SaveError
from glasshut.core.game import PositionError, Seat
from glasshut.core.match import Match
from glasshut.core.registry import get_game
from glasshut.core.rng import Rng

GAMES = [("blackforest", 2), ("glassroad", 3), ("burgundy", 2), ("chickwood", 3), ("tiny", 2)]


def played(game_id: str, players: int, moves: int, seed: int = 7) -> Match:
    seats = [Seat("Ann"), *(Seat(f"Bot {i}", "bot", "greedy") for i in range(1, players))]
    match = Match.new(game_id, seed, seats)
    picker = Rng(seed)
    for _ in range(moves):
        if match.is_over():
            break
        match.play(picker.choice(match.legal_actions()))
    return match


def going_on(match: Match) -> Match:
    return Match.from_position(match.game.id, json.loads(json.dumps(match.state.snapshot())),
                               len(match.actions), match.turn_number(), match.log)


@pytest.mark.parametrize("game_id,players", GAMES)
def test_a_game_from_its_position_plays_and_saves_like_the_original(game_id, players):
    original = played(game_id, players, 25)
    resumed = going_on(original)
    assert resumed.digest() == original.digest()
    assert resumed.legal_actions() == original.legal_actions()
    picker = Rng(3)
    for _ in range(15):
        if original.is_over():
            break
        action = picker.choice(original.legal_actions())
        original.play(action)
        resumed.play(action)
    text = resumed.to_save()
    assert text != original.to_save()  # format 2 carries the position, not the seed
    reloaded = Match.from_save(text)
    assert reloaded.digest() == original.digest()
    assert reloaded.turn_number() == original.turn_number()
    # Move numbers go on from the moves before the position.
    assert [e.number for e in reloaded.log] == [e.number for e in original.log[25:]]


def test_undo_and_replay_start_from_the_position():
    from glasshut.games import Replay

    original = played("blackforest", 2, 30)
    resumed = going_on(original)
    start = resumed.digest()
    seat = resumed.to_move()
    while resumed.to_move() == seat and len(resumed.actions) < 3:
        resumed.play(resumed.legal_actions()[0])
    reloaded = Match.from_save(resumed.to_save())  # no snapshots: undo replays
    while reloaded.undo_seat() is not None:
        reloaded.undo(reloaded.undo_seat())
    replay = Replay(reloaded)
    assert replay.state(0).digest() == start
    assert replay.state(len(replay)).digest() == reloaded.digest()


def test_the_earlier_log_is_kept_to_read_and_numbers_go_on():
    original = played("tiny", 2, 6)
    resumed = going_on(original)
    assert [e.text for e in resumed.earlier_log] == [e.text for e in original.log]
    assert resumed.log == []
    entry = resumed.play(resumed.legal_actions()[0])
    assert entry.number == 7


def test_a_bare_position_loads_under_other_rules(monkeypatch):
    match = going_on(played("blackforest", 2, 20))
    text = match.to_save()
    game = type(get_game("blackforest"))
    monkeypatch.setattr(game, "rules_version", game.rules_version + 1)
    # No moves after the position: the position alone is read under the new rules.
    assert Match.from_save(text).digest() == match.digest()
    assert codec.unpack(Match.from_save(text).to_save())[0].rules_version == game.rules_version


def test_moves_after_a_position_need_the_same_rules(monkeypatch):
    match = going_on(played("blackforest", 2, 20))
    match.play(match.legal_actions()[0])
    text = match.to_save()
    game = type(get_game("blackforest"))
    monkeypatch.setattr(game, "rules_version", game.rules_version + 1)
    with pytest.raises(SaveError) as err:
        Match.from_save(text)
    assert err.value.code == "rules_changed"


def position_save(position_text: str, game_id: str = "tiny", rules: int = 1) -> str:
    body = codec._str(game_id) + codec._varint(rules) + codec._str(position_text)
    body += codec._varint(0) + codec._varint(1) + codec._varint(0)
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    return codec._wrap(squeeze.compress(body) + squeeze.flush(), codec.POSITION_FORMAT)


@pytest.mark.parametrize("position,code", [
    ("[" * 5000 + "]" * 5000, "corrupt"),  # would exhaust the JSON parser's stack
    ('{"seed": 1}', "bad_position"),
    ("not json", "corrupt"),
    ("null", "corrupt"),
    ("[1, 2]", "corrupt"),
])
def test_hostile_positions_get_a_clear_message(position, code):
    with pytest.raises(SaveError) as err:
        Match.from_save(position_save(position))
    assert err.value.code == code
    assert str(err.value)


def test_a_position_with_a_bad_seat_is_refused():
    data = played("tiny", 2, 2).state.snapshot()
    data["seats"][0][0] = "x" * 200
    with pytest.raises(PositionError):
        Match.from_position("tiny", data)
