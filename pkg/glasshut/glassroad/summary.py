"""A short rules summary for players, in our own words (shown by the table's Rules button).

`SUMMARY` is read in the page's language each time: ((heading, (point, ...)), ...), plain
text (the page escapes it). The words are the catalogue's "rules.N" (a heading) and
"rules.N.M" (its points), in lang_en.py and lang_de.py.
"""

from __future__ import annotations

from .texts import T

# How many points each heading has, in order.
POINTS = (1, 5, 2, 3, 1, 3, 3)


def summary() -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple(
        (T(f"rules.{h}"), tuple(T(f"rules.{h}.{p}") for p in range(1, count + 1)))
        for h, count in enumerate(POINTS, start=1)
    )


def __getattr__(name: str):
    if name == "SUMMARY":
        return summary()
    raise AttributeError(name)
