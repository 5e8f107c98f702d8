"""Every component explains itself; every action has a log sentence. (That the texts
are in our own words needs the rulebook: bench/own_words.py.)"""

from grhelper import alone, new

from glasshut.core.rng import Rng
from glasshut.glassroad import data, texts


def test_every_card_building_tile_and_wheel_has_an_explanation():
    assert set(texts.CARD_TEXTS) == set(data.SPECIALIST)
    assert set(texts.BUILDING_TEXTS) == set(data.ALL_BUILDINGS)
    assert set(texts.TILE_TEXTS) == {"forest", "pit", "grove", "pond"}
    assert set(texts.WHEEL_TEXTS) == set(data.WHEELS)
    for text in [*texts.CARD_TEXTS.values(), *texts.BUILDING_TEXTS.values()]:
        assert len(text) > 20 and "{" not in text


def test_every_action_of_random_games_has_a_sentence():
    for n in (1, 2, 3, 4):
        st = new(n, seed=50 + n)
        rng = Rng(n)
        while not st.is_over():
            legal = st.legal_actions()
            for action in legal:
                sentence = st.describe(action)
                assert sentence.endswith(".") and f": {action}" not in sentence
            st.apply(legal[rng.randbelow(len(legal))])


def test_buttons_ask_what_the_log_tells():
    # The log says what a seat did ("Player 2 takes 1 Clay from the Supplier"); the
    # same step's button asks the player to do it ("Take 1 Clay from the Supplier").
    from glasshut.glassroad.view import button_label

    st = new(3)
    alone(st, "supplier")
    st.apply("ability:1:clay")
    assert button_label(st, "gift:take") == "Take 1 Clay from the Supplier"
    assert button_label(st, "gift:refuse") == "Decline the Supplier's Clay"
    for n in (2, 4):
        st = new(n, seed=70 + n)
        rng = Rng(n)
        while not st.is_over():
            legal = st.legal_actions()
            for action in legal:
                first = button_label(st, action).split(" ", 1)[0]
                assert first not in {"Takes", "Declines", "Builds", "Chooses", "Places",
                                     "Puts", "Uses", "Has", "Is", "Stops", "Keeps", "Plays",
                                     "Clears", "Repeats"}, (action, button_label(st, action))
            st.apply(legal[rng.randbelow(len(legal))])
