"""A short rules summary for players, in our own words (shown by the table's Rules button).

`SUMMARY` reads as ((heading, (point, ...)), ...) in the table's language, when the
Rules dialog is drawn; the words are the catalogue's "rules.*" entries (lang_en.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from .texts import T

# Each section's key and how many points it has. Plain text: the page escapes it.
SECTIONS = (("goal", 1), ("round", 2), ("die", 4), ("once", 1), ("tiles", 3), ("scoring", 3))


class _InTableLanguage(Sequence):
    def __getitem__(self, index):
        key, points = SECTIONS[index]
        return T(f"rules.{key}"), tuple(T(f"rules.{key}.{k}") for k in range(1, points + 1))

    def __len__(self) -> int:
        return len(SECTIONS)


SUMMARY = _InTableLanguage()
