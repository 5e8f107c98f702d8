"""Checks that a game's refused positions are worded in German, shared by the games'
tests: `english_left` finds English words of a refusal left in its German wording, and
`unkeyed_fails` finds `_fail(...)` calls of a position.py that still pass a free English
sentence (why left at "pos_rules") instead of a key of the game's catalogue."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from glasshut.core.game import PositionError
from glasshut.ui.messages import error_text

# Words the same in both languages: names, and the literals of the position format.
SAME_IN_BOTH = {"in", "null", "true", "false", "human", "bot", "Glasshut", "V"}
# Quoted data ('human', `forests`): an opening quote follows no letter (cursor's is a word).
_QUOTED = re.compile(r"(?<![A-Za-z])'[^']*'|`[^`]*`")
_DATA_TOKEN = re.compile(r"\S*[_@\d]\S*")
_WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+")


def _words(text: str) -> set[str]:
    return set(_WORD.findall(_DATA_TOKEN.sub(" ", _QUOTED.sub(" ", text))))


def english_left(refusal: PositionError, names: set[str] = frozenset()) -> set[str]:
    """The words of the refusal's English reason that its German wording repeats,
    beyond the values of its fields (names, ids, numbers) and `names`."""
    fields = refusal.fields
    english, german = error_text(refusal, "en"), error_text(refusal, "de")
    where = f"{fields['where']}: "
    assert where in english and where in german, (english, german)
    reason_en, reason_de = english.split(where, 1)[1], german.split(where, 1)[1]
    assert reason_en == fields["what"], (reason_en, fields["what"])
    known = set(SAME_IN_BOTH) | set(names)
    for name, value in fields.items():
        if name not in ("what", "why", "where"):
            known |= set(_WORD.findall(str(value)))
    return (_words(reason_en) & _words(reason_de)) - known


def unkeyed_fails(source_path: Path) -> list[str]:
    """`_fail(...)` calls that pass no shape reason ("pos_<shape>"), outside `_rule`:
    each would show an English sentence on the German page."""
    tree = ast.parse(source_path.read_text(encoding="utf-8"))
    rule = [range(f.lineno, f.end_lineno + 1) for f in ast.walk(tree)
            if isinstance(f, ast.FunctionDef) and f.name == "_rule"]
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "_fail") or any(node.lineno in r for r in rule):
            continue
        why = node.args[2] if len(node.args) > 2 else next(
            (k.value for k in node.keywords if k.arg == "why"), None)
        shape = (isinstance(why, ast.Constant) and isinstance(why.value, str)
                 and why.value.startswith("pos_") and why.value != "pos_rules")
        if not shape:
            found.append(f"line {node.lineno}: {ast.unparse(node)[:90]}")
    return found


def keys_worded_in_german(game, catalogue, cases, names: set[str] = frozenset()):
    """Reads each spoilt position `(case, data, expected)` with `game`: a refusal must
    give a keyed reason (a shape check's, or a key of `catalogue` starting with
    `expected` when one is given), each game key worded in German without the English
    words. Returns the game keys raised, and all of the catalogue's `pos.` keys."""
    seen = set()
    for case, data, expected in cases:
        try:
            game.from_position(data)
        except PositionError as refusal:
            why = refusal.fields["why"]
            assert expected is None or why.startswith(expected), (case, refusal)
            assert why.startswith(("pos_", "pos.")) and why != "pos_rules", (case, refusal)
            if why.startswith("pos."):
                assert why in catalogue, why
                seen.add(why)
                left = english_left(refusal, names)
                assert not left, (case, left, str(refusal))
        else:
            assert expected is None, f"{case}: taken"
    return seen, {key for key in catalogue.texts["en"] if key.startswith("pos.")}
