"""Redraw only what changed.

Markup marks its parts that change on their own with `block(id, markup)`; the root
element of each such part carries that id. `split` separates the markup into the
skeleton (everything outside blocks) and the blocks. When the skeleton is unchanged
since the last drawing, the page swaps only the blocks whose markup differs, so the
browser re-lays-out a wheel or a log instead of the whole table.
"""

from __future__ import annotations

_OPEN = "<!--b:"


def block(block_id: str, markup: str) -> str:
    return f"{_OPEN}{block_id}-->{markup}<!--/b:{block_id}-->"


def split(markup: str) -> tuple[str, dict[str, str]]:
    # Plain find() rather than a regular expression: a table is 100-200 KB and this
    # runs on every click.
    blocks: dict[str, str] = {}
    skeleton: list[str] = []
    pos = 0
    while (start := markup.find(_OPEN, pos)) != -1:
        name_end = markup.index("-->", start)
        block_id = markup[start + len(_OPEN):name_end]
        close = f"<!--/b:{block_id}-->"
        end = markup.index(close, name_end)
        skeleton.append(markup[pos:name_end + 3])
        blocks[block_id] = markup[name_end + 3:end]
        pos = end + len(close)
    skeleton.append(markup[pos:])
    return "".join(skeleton), blocks


def changed(
    old: tuple[str, dict[str, str]] | None, new: tuple[str, dict[str, str]]
) -> list[str] | None:
    """Ids of the blocks to swap, or None when the skeleton changed (redraw it all)."""
    if old is None or old[0] != new[0]:
        return None
    return [bid for bid, markup in new[1].items() if old[1].get(bid) != markup]
