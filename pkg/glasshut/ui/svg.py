"""A tiny SVG/HTML builder: every attribute and text is escaped, so player names
and component texts can never become markup."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

Node = str  # built markup


_VOID = frozenset(("rect", "circle", "line", "path", "ellipse", "polygon", "use"))
_ATTR_NAMES: dict[str, str] = {}


def attrs(**kwargs: object) -> str:
    """Keyword arguments as attributes: class_ -> class, data_x -> data-x; None skipped.

    Numbers skip escaping (nothing to escape), which is most of a large drawing's time.
    """
    parts = []
    for key, value in kwargs.items():
        if value is None or value is False:
            continue
        name = _ATTR_NAMES.get(key)
        if name is None:
            name = _ATTR_NAMES[key] = key.rstrip("_").replace("_", "-")
        kind = type(value)
        if kind is int:
            parts.append(f' {name}="{value}"')
        elif kind is float:
            parts.append(f' {name}="' + f"{value:.2f}".rstrip("0").rstrip(".") + '"')
        elif value is True:
            parts.append(" " + name)
        else:
            parts.append(f' {name}="{escape(str(value), quote=True)}"')
    return "".join(parts)


def el(tag: str, *children: Node | Iterable[Node] | None, **kwargs: object) -> Node:
    inner = []
    for child in children:
        if child is None:
            continue
        if isinstance(child, str):
            inner.append(child)
        else:
            inner.extend(c for c in child if c)
    if not inner and tag in _VOID:
        return f"<{tag}{attrs(**kwargs)}/>"
    return f"<{tag}{attrs(**kwargs)}>{''.join(inner)}</{tag}>"


def text(value: object) -> Node:
    """Escaped text content."""
    return escape(str(value))


def label(x: float, y: float, value: object, **kwargs: object) -> Node:
    return f"<text{attrs(x=x, y=y, **kwargs)}>{escape(str(value))}</text>"


def tip(summary: str) -> Node:
    """A tooltip for hover (SVG <title>) that screen readers also announce."""
    return el("title", text(summary))


def focusable(tag: str, summary: str, *children: Node | None, **kwargs: object) -> Node:
    """An element that explains itself on hover and on a tap (the page's tooltip reads
    data-tip; no <title> as well, or hovering would show two tips). Not a Tab stop
    (tabindex -1): Tab moves through the choices only."""
    return el(tag, *children, tabindex=-1, role="img",
              aria_label=summary, data_tip=summary, **kwargs)
