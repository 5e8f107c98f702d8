"""The page's shell (web/main.py) stays a shell: short, without the games' code, and
able to apply every effect the controller returns with what loader.js provides."""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

from glasshut.ui import app_effects as fx

WEB = Path(__file__).resolve().parents[2] / "web"
SHELL = WEB / "main.py"
MAX_LINES = 300
# What the shell may import from the wheel: the controller, its effects and state, the
# storage mirror, and the engine's self-check that the host compares with its own.
ALLOWED = {"glasshut.ui", "glasshut.ui.app", "glasshut.ui.app_state", "glasshut.ui.saves",
           "glasshut.selfcheck"}


def _tree() -> ast.Module:
    return ast.parse(SHELL.read_text())


def test_the_shell_is_at_most_300_lines():
    lines = len(SHELL.read_text().splitlines())
    assert lines <= MAX_LINES, f"web/main.py has {lines} lines; the logic goes in ui/app*.py"


def test_the_shell_imports_no_game_rules_or_views():
    imported = set()
    for node in ast.walk(_tree()):
        if isinstance(node, ast.ImportFrom):
            imported.add(node.module)
        elif isinstance(node, ast.Import):
            imported |= {alias.name for alias in node.names}
    from_wheel = {name for name in imported if name.split(".")[0] == "glasshut"}
    assert from_wheel - ALLOWED == set()
    assert imported - from_wheel <= {"json", "pyodide.ffi", "pyscript"}


def test_every_effect_has_its_way_to_the_page():
    effects = {name for name, cls in inspect.getmembers(fx, inspect.isclass)
               if issubclass(cls, fx.Effect) and cls is not fx.Effect}
    (table,) = [node.value for node in _tree().body if isinstance(node, ast.Assign)
                and any(getattr(t, "id", None) == "APPLY" for t in node.targets)]
    applied = {key.attr for key in table.keys}
    assert applied == effects


def test_the_shell_calls_only_what_loader_js_defines():
    called = set(re.findall(r"window\.(glasshut\w+)\(", SHELL.read_text()))
    defined = set(re.findall(r"window\.(glasshut\w+) = ", (WEB / "loader.js").read_text()))
    assert called and called <= defined, called - defined
