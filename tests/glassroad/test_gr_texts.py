"""Every component explains itself; every action has a log sentence. (That the texts
are in our own words needs the rulebook: bench/own_words.py.)"""

from grhelper import new

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
