"""Tooltip texts: generated from the component data, complete. (That they are in our
own words needs the rulebook: bench/own_words.py.)"""

from __future__ import annotations

import random

from bfviewhelp import played

from glasshut.blackforest import data as D
from glasshut.blackforest import texts as T


def all_texts() -> list[str]:
    out = [T.building_long(b) for b in D.BUILDINGS]
    out += [T.tp_long(tp) for tp in D.TRADESPEOPLE]
    out += [T.job_long(j) for j in D.JOBS]
    return out


def test_every_component_text_names_it_and_its_cost():
    for bid, b in D.BUILDINGS.items():
        text = T.building_long(bid)
        assert text.startswith(b["name"]) and f"{b['vp']} point" in text
        for name, n in b["cost"].items():
            assert f"{n} {T.word(name, n if isinstance(n, int) else 2)}" in text
    for tp, options in D.TRADESPEOPLE.items():
        text = T.tp_long(tp)
        assert text.startswith(T.tp_name(tp))
        for cost, _ in options.values():
            for name, n in cost.items():
                assert f"{n} {T.word(name, n)}" in text
    for job, (_, cost, reward) in D.JOBS.items():
        text = T.job_long(job)
        assert T.job_name(job) in text
        for name, n in cost.items():
            assert f"{n} {T.word(name, n)}" in text
        for part in reward:
            if isinstance(part[1], int):
                assert f"{part[1]} {T.word(part[0], part[1])}" in text


def test_effect_texts_cover_every_effect_key():
    for bid in D.BUILDINGS:
        text = T.building_long(bid)
        assert "_" not in text  # no raw data key leaked into a sentence
        assert T.building_short(bid)


def test_short_lines_fit_the_cards_without_codes():
    from glasshut.blackforest import view_map as V

    for tp, options in D.TRADESPEOPLE.items():
        for key, (cost, reward) in options.items():
            line = T.tp_option_label(tp, key)
            # Drawn as numbers and icons on the card when they fit, else in words.
            drawn = V._trade_glyphs(cost, reward, 0, 0, V.CARD_W - 8, 11.5)
            assert drawn is not None or len(line) <= 30, (tp, key, line)
            for code in ("Wa", "Wd", "Fo", "Pd", "Pa ", "Br", "Po", "Lv"):
                assert code not in line.split(), (tp, key, line)
    for job in D.JOBS:
        cost, gain = T.job_short(job)
        assert len(cost) <= 24 and len(gain) <= 48


def test_prompts_follow_the_decision():
    st = played(2, 60, 0)
    assert st.stack[-1][0] in ("nsv", "turn")
    seen = set()
    rng = random.Random(60)
    while not st.is_over() and len(seen) < 12:
        kind = st.stack[-1][0]
        line = T.prompt(st, "Ada")
        assert line.startswith("Ada: ") and line.endswith((".", "?"))
        if kind in T._PROMPTS:
            assert "highlighted options" not in line  # the specific prompt was used
        seen.add(kind)
        st.apply(rng.choice(st.legal_actions()))
    assert {"turn", "act"} <= seen


def test_the_table_names_places_as_the_board_does():
    # The rules say "V1.4" and "E0:1,2"; a player reads "Village V1, space 4" and
    # "the Main Estate, row 2, column 3" in the log, the last-turn line and the buttons.
    import re
    from html import unescape

    from glasshut.core.game import Seat
    from glasshut.core.match import Match
    from glasshut.games import table_view
    from glasshut.ui.table import render_table

    code = re.compile(r"\bV\d\.\d\b|\bE\d+:\d+,\d+\b")
    match = Match.new("blackforest", 4, [Seat("Ann"), Seat("Bo")])
    rng = random.Random(4)
    seen = {"Village V": 0, "Main Estate, row": 0}
    for _ in range(120):
        if match.is_over():
            break
        view = table_view(match, True)
        page = render_table(match, True, "", view)
        text = unescape(re.sub(r"<[^>]*>", " ", page))  # what is read, not the attributes
        assert not code.search(text), code.search(text)
        for words in seen:
            seen[words] += words in text
        match.play(rng.choice(match.legal_actions()))
    assert all(seen.values()), seen  # the log did name a village space and a cell
