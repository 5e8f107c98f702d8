"""The engine's size limits: no class over 600 lines and no module over 800 lines, so a
rule or a drawing stays findable and a change stays reviewable. A module or class that
grows past them is split by concern (Black Forest's view_*.py and rule mixins show how)."""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "pkg" / "glasshut"
MAX_CLASS = 600
MAX_MODULE = 800


def sizes() -> tuple[dict[str, int], dict[str, int]]:
    """Lines per module and per class (nested ones too), by their name."""
    modules, classes = {}, {}
    for path in sorted(PKG.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(PKG.parent).as_posix()
        modules[name] = len(text.splitlines())
        for node in ast.walk(ast.parse(text, filename=name)):
            if isinstance(node, ast.ClassDef):
                first = min([node.lineno] + [d.lineno for d in node.decorator_list])
                classes[f"{name}:{node.name}"] = node.end_lineno - first + 1
    return modules, classes


def test_sizes_are_measured():
    modules, classes = sizes()
    # The walk reaches every game package and counts a class by its span.
    assert {"glasshut/blackforest/state.py", "glasshut/core/match.py"} <= modules.keys()
    assert classes["glasshut/blackforest/state.py:BlackForestState"] > 100
    assert modules["glasshut/blackforest/view.py"] > 100


def test_no_module_over_800_lines():
    modules, _ = sizes()
    over = {name: n for name, n in modules.items() if n > MAX_MODULE}
    assert not over, f"modules over {MAX_MODULE} lines: {over}"


def test_no_class_over_600_lines():
    _, classes = sizes()
    over = {name: n for name, n in classes.items() if n > MAX_CLASS}
    assert not over, f"classes over {MAX_CLASS} lines: {over}"
