"""Text into markup and back: `escape` and `unescape`, as the standard `html` module's.

The page's start imports these instead of `html`, whose import brings the whole table
of named character references (`html.entities`); the runtime in the browser compiles
that table from source at every start. `escape` is the standard one to the character.
`unescape` reads the references `escape` writes by itself; text with any other
(or with an "&" that begins none) goes to `html.unescape`, imported then, so both give
the same text for every input.

This module sits below the games and the page: it imports nothing of glasshut.
"""

from __future__ import annotations

import re

# The references `escape` writes, and what each stands for.
_OWN = {"&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'"}
_OWN_REF = re.compile("|".join(_OWN))


def escape(text: str, quote: bool = True) -> str:
    """`&`, `<` and `>` as references, and with `quote` both quotation marks too."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        text = text.replace('"', "&quot;").replace("'", "&#x27;")
    return text


def unescape(text: str) -> str:
    """The text that markup `text` stands for (its character references read)."""
    if "&" not in text:
        return text
    found = _OWN_REF.findall(text)
    if len(found) != text.count("&"):
        from html import unescape as read  # another kind of reference: the standard's

        return read(text)
    return _OWN_REF.sub(lambda ref: _OWN[ref.group(0)], text)
