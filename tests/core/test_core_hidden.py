"""The generic hidden-information check that every game's tests call."""

from glasshut.core.hidden import find_leaks
from glasshut.core.tinygame import TinyState


def test_tiny_race_previews_and_log_name_nothing_hidden():
    report = find_leaks("tiny", players=3, seeds=range(5))
    assert not report.leaks and report.previews > 50 and report.log


def test_the_check_reports_a_preview_and_a_log_line_that_name_a_hidden_card(monkeypatch):
    # Pretend the die is a face-down card named "rolls": every roll preview leaks.
    monkeypatch.setattr(TinyState, "hidden_names", lambda self, viewer: frozenset({"rolls"}))
    report = find_leaks("tiny", players=2, seeds=[1], steps=30)
    assert any("the preview of 'roll'" in leak for leak in report.leaks)
    assert any("the log line of 'roll'" in leak for leak in report.leaks)
