"""Redraw only what changed.

Markup marks its parts that change on their own with `block(id, markup)`; the root
element of each such part carries that id. `split` separates the markup into the
skeleton (everything outside blocks) and the blocks. When the skeleton is unchanged
since the last drawing, the page swaps only the blocks whose markup differs, so the
browser re-lays-out a wheel or a log instead of the whole table.
"""

from __future__ import annotations

import re

_BLOCK = re.compile(r"<!--b:([\w-]+)-->(.*?)<!--/b:\1-->", re.S)


def block(block_id: str, markup: str) -> str:
    return f"<!--b:{block_id}-->{markup}<!--/b:{block_id}-->"


def split(markup: str) -> tuple[str, dict[str, str]]:
    blocks: dict[str, str] = {}

    def keep(found: re.Match) -> str:
        blocks[found.group(1)] = found.group(2)
        return f"<!--b:{found.group(1)}-->"

    return _BLOCK.sub(keep, markup), blocks


def changed(
    old: tuple[str, dict[str, str]] | None, new: tuple[str, dict[str, str]]
) -> list[str] | None:
    """Ids of the blocks to swap, or None when the skeleton changed (redraw it all)."""
    if old is None or old[0] != new[0]:
        return None
    return [bid for bid, markup in new[1].items() if old[1].get(bid) != markup]
