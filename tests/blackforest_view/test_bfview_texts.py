"""Tooltip texts: generated from the component data, complete, in our own words."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from bfviewhelp import played

from glasshut.blackforest import data as D
from glasshut.blackforest import texts as T

RULEBOOK = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "black-forest-rulebook.txt"


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


def test_short_lines_fit_the_cards():
    for tp, options in D.TRADESPEOPLE.items():
        for key in options:
            assert len(T.tp_option_label(tp, key)) <= 24, (tp, key)
    for job in D.JOBS:
        cost, gain = T.job_short(job)
        assert len(cost) <= 12 and len(gain) <= 40


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook seed is not beside the repo")
def test_no_sentence_is_copied_from_the_rulebook():
    def words(text: str) -> list[str]:
        return re.findall(r"[a-z0-9]+", text.lower())

    # Lists of amounts ("3 wood, 3 charcoal and 1 sand") are data, not prose.
    data = {"and", "or", "s"} | {x for name in T.WORDS for x in words(" ".join(T.WORDS[name]))}

    def prose(run: tuple[str, ...]) -> bool:
        return sum(1 for x in run if not x.isdigit() and x not in data) >= 4

    book = words(RULEBOOK.read_text(encoding="utf-8"))
    runs = {tuple(book[k:k + 7]) for k in range(len(book) - 6)}
    for text in all_texts():
        w = words(text)
        copied = [" ".join(run) for run in (tuple(w[k:k + 7]) for k in range(len(w) - 6))
                  if run in runs and prose(run)]
        assert not copied, (text, copied)


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
