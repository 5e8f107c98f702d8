"""Saves made under rules version 1, when the round's last action rolled the next
round's dice itself: they replay with the roll put in, to the very same game."""

from glasshut.burgundy import GAME
from glasshut.core.match import Match
from glasshut.ui.saves import SavedGame, reopen

# Made by the version-1 code (the commit before the roll became a step): 3 seats
# (Anna, Benno a Greedy bot, Carla), seed 4242, start player 0, random legal moves.
# The first ends with the move that rolled phase B's round 2; the second 3 moves
# later. Beside each, the digest of the game it held then.
ENDS_WITH_A_ROLL = (
    "GHAVfp40gqLUovzUupZJykyMzimJeXyMDA6pSal5fPyJZelJqaUsnqnFiUAxQVqlYqLkksKokvyEmsTC1"
    "SsjKo9ea7U5OaaDMpjK8_85aO0bPDa-3FntumJwEAbgpO6w",
    "b505476a41a8fc8f",
    75,
)
MID_ROUND = (
    "GHAVh440gqLUovzUupZJykyMzimJeXyMDA6pSal5fPyJZelJqaUsnqnFiUAxQVqlYqLkksKokvyEmsTC1"
    "SsjKo9TNp1eqUc_rC_bCau2DZ72I3vSu7xZ7bpicBAPVfdmw",
    "4d54379bcd5f03a8",
    78,
)
ROLLS = 6  # phase A's rounds 2-5, phase B's rounds 1-2


def test_a_version_1_save_replays_to_the_same_game_with_the_rolls_as_steps():
    assert GAME.rules_version == 2 and 1 in GAME.older_rules_versions
    for save, digest, moves in (ENDS_WITH_A_ROLL, MID_ROUND):
        match = Match.from_save(save, expect_game="burgundy")
        assert match.digest() == digest
        assert len(match.actions) == moves + ROLLS and match.actions.count("roll") == ROLLS
        assert (match.state.phase, match.state.round) == (1, 2)
        rolls = [e.text for e in match.log if e.action == "roll"]
        assert rolls[-1].startswith(
            "Carla starts round 2 of phase B, and the dice are rolled: Carla ")
        # Saved again, it is a save of the current rules, and the game goes on.
        again = Match.from_save(match.to_save())
        assert again.digest() == digest and again.actions == match.actions
        while not again.state.awaits_roll():
            again.play(again.legal_actions()[0])
        again.play("roll")


def test_a_stored_version_1_game_reopens_from_its_moves_without_a_notice():
    save, digest, moves = MID_ROUND
    stored = SavedGame("burgundy-1", "burgundy", "The Castles of Burgundy",
                       ("Anna", "Benno", "Carla"), moves, False, "2026-11-26T10:00:00", save,
                       rules=1)
    assert stored.unplayable() is None and not stored.from_position()
    match, notice = reopen(stored)
    assert notice == "" and match.digest() == digest
