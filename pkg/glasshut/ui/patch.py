"""Redraw only what changed.

Markup marks its parts that change on their own with `block(id, markup)`; the root
element of each such part carries that id. Blocks nest: a panel is a block, a
player's board inside it is one, and each wheel inside that is one too.

`split` reads the block structure of a drawing; `plan` compares two drawings and
says what the page must do to turn the old one into the new one:

- a block whose markup is the same: nothing;
- a block whose own markup (its text outside its child blocks, including which
  children it has and in what order) is the same: only its children are compared;
- any other block is replaced, but the parts of it that are already on the page
  unchanged (blocks with the same markup, wherever they were) are moved into the
  new markup rather than parsed and laid out again. This is what keeps a hotseat
  game cheap when the board shown as "Me" changes hands.

Only when the drawing's outermost markup changed (another layout) is everything
redrawn. Parsing uses plain find() rather than regular expressions: a table is
100-200 KB and this runs on every click.
"""

from __future__ import annotations

from dataclasses import dataclass, field

_OPEN = "<!--b:"
_CLOSE = "<!--/b:"
ROOT = ""  # the drawing itself, as the block holding the outermost blocks
KEEP_ATTR = "data-keep"  # placeholders for parts moved from the old drawing


def block(block_id: str, markup: str) -> str:
    return f"{_OPEN}{block_id}-->{markup}{_CLOSE}{block_id}-->"


def part(block_id: str, markup: str) -> str:
    """`markup` (one root element without an id) as a block, its root given the id."""
    name_end = next(k for k, ch in enumerate(markup) if k and ch in " >/")
    return block(block_id, f'{markup[:name_end]} id="{block_id}"{markup[name_end:]}')


@dataclass
class _Span:
    start: int  # where the block's markup starts (after its opening marker)
    end: int  # where it ends (before its closing marker)
    children: list[str] = field(default_factory=list)
    # Where each child's markers begin and end: (marker start, marker end).
    edges: list[tuple[int, int]] = field(default_factory=list)


class Drawing:
    """A drawing's markup and its blocks, nested."""

    def __init__(self, markup: str) -> None:
        self.markup = markup
        self.spans: dict[str, _Span] = {ROOT: _Span(0, len(markup))}
        stack = [ROOT]
        pos = 0
        next_open = markup.find(_OPEN)
        next_close = markup.find(_CLOSE)
        while next_close != -1:
            if next_open != -1 and next_open < next_close:
                name_end = markup.index("-->", next_open)
                block_id = markup[next_open + len(_OPEN):name_end]
                self.spans[block_id] = _Span(name_end + 3, -1)
                parent = self.spans[stack[-1]]
                parent.children.append(block_id)
                parent.edges.append((next_open, -1))
                stack.append(block_id)
                pos = name_end + 3
                next_open = markup.find(_OPEN, pos)
            else:
                name_end = markup.index("-->", next_close)
                block_id = markup[next_close + len(_CLOSE):name_end]
                if stack[-1] != block_id:
                    raise ValueError(f"block {block_id!r} closes inside {stack[-1]!r}")
                stack.pop()
                self.spans[block_id].end = next_close
                parent = self.spans[stack[-1]]
                parent.edges[-1] = (parent.edges[-1][0], name_end + 3)
                pos = name_end + 3
                next_close = markup.find(_CLOSE, pos)
        if len(stack) != 1 or next_open != -1:
            raise ValueError(f"block {stack[-1] or markup[next_open:next_open + 40]!r} "
                             "is never closed")

    def __contains__(self, block_id: str) -> bool:
        return block_id in self.spans

    @property
    def blocks(self) -> dict[str, str]:
        """Every block's whole markup by id (nested blocks inside)."""
        return {bid: self.text(bid) for bid in self.spans if bid != ROOT}

    def text(self, block_id: str) -> str:
        span = self.spans[block_id]
        return self.markup[span.start:span.end]

    def shell(self, block_id: str) -> str:
        """The block's own markup: its children as their markers only."""
        span = self.spans[block_id]
        parts, at = [], span.start
        for child, (open_at, close_end) in zip(span.children, span.edges, strict=True):
            parts.append(self.markup[at:open_at])
            parts.append(block(child, ""))
            at = close_end
        parts.append(self.markup[at:span.end])
        return "".join(parts)


def split(markup: str) -> Drawing:
    return Drawing(markup)


@dataclass
class Replace:
    """Put `markup` where the element with id `target` is, then move the old page's
    elements named in `keep` into the placeholders (`data-keep="<id>"`) for them."""

    target: str
    markup: str
    keep: list[str]


def _with_kept(old: Drawing, new: Drawing, block_id: str) -> tuple[str, list[str]]:
    """The new markup of `block_id`, its unchanged descendants left as placeholders."""
    keep: list[str] = []
    parts: list[str] = []

    def emit(bid: str) -> None:
        span = new.spans[bid]
        at = span.start
        for child, (open_at, close_end) in zip(span.children, span.edges, strict=True):
            parts.append(new.markup[at:open_at])
            if child in old and old.text(child) == new.text(child):
                keep.append(child)
                parts.append(f'<glasshut-keep {KEEP_ATTR}="{child}"></glasshut-keep>')
            else:
                parts.append(new.markup[open_at:new.spans[child].start])
                emit(child)
                parts.append(new.markup[new.spans[child].end:close_end])
            at = close_end
        parts.append(new.markup[at:span.end])

    emit(block_id)
    return "".join(parts), keep


def plan(old: Drawing | None, new: Drawing) -> list[Replace] | None:
    """What turns `old` into `new` on the page, or None: redraw it all."""
    if old is None:
        return None
    if old.shell(ROOT) != new.shell(ROOT):
        return None
    steps: list[Replace] = []

    def walk(bid: str) -> None:
        if old.text(bid) == new.text(bid):
            return
        if old.shell(bid) == new.shell(bid):
            for child in new.spans[bid].children:
                walk(child)
            return
        markup, keep = _with_kept(old, new, bid)
        steps.append(Replace(bid, markup, keep))

    for child in new.spans[ROOT].children:
        walk(child)
    return steps


def changed(old: Drawing | None, new: Drawing) -> list[str] | None:
    """Ids of the blocks to replace, or None when everything is redrawn."""
    steps = plan(old, new)
    return None if steps is None else [step.target for step in steps]
