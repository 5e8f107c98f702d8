"""Previews never name a Job still in the face-down pile; the log names it once drawn."""

import pytest
from bfhelper import situation

from glasshut.blackforest.data import JOB_NAMES
from glasshut.blackforest.turn import HIDDEN_JOB
from glasshut.core.hidden import find_leaks
from glasshut.core.match import Match


@pytest.mark.parametrize("players,seeds", [(1, range(2)), (2, range(3)), (4, range(2))])
def test_no_preview_or_log_line_names_a_face_down_job(players, seeds):
    report = find_leaks("blackforest", players, seeds, every=2)
    assert not report.leaks, report.leaks[:3]
    assert report.previews > 500
    # The check is not vacuous: Jobs were drawn, and the log named them once face up.
    assert any("reveals the " in line and " Job " in line for line in report.log)
    assert not any(HIDDEN_JOB in line for line in report.log)


def test_the_preview_says_a_job_is_revealed_and_the_log_says_which():
    # The Cooking dial's 2nd step moves the reminder: a Job is drawn from the pile.
    st = situation("P0 zero cook=1 porridge=1 meat=1 wood=1 at V1.1 provisions=0+0;"
                   " V1 CharcoalBurner Builder; act P0")
    st.apply("visit CharcoalBurner")
    on_top = JOB_NAMES[st.job_pile[-1]]
    preview = st.describe("gain charcoal@cook")
    assert HIDDEN_JOB in preview and on_top not in preview
    assert f"{on_top} Job" in st.hidden_names(0)
    match = Match(st.game, st)
    entry = match.play("gain charcoal@cook")
    assert HIDDEN_JOB not in entry.text and "reveals the " in entry.text
    assert f"reveals the {on_top} Job" in entry.text
