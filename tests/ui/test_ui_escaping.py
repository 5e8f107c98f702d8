"""glasshut.common.markup's escape and unescape give what the standard html module's do
(the page's start imports them in its place)."""

from __future__ import annotations

import html
import random
import subprocess
import sys
from pathlib import Path

from glasshut.common.markup import escape, unescape

ROOT = Path(__file__).resolve().parents[2]

TRICKY = [
    "", "plain", "&", "&&", "&amp;", "&amp;amp;", "&amp;lt;", "&lt;b&gt;", "&quot;'",
    "&#x27;", "&#X27;", "&#39;", "&#x41;&#66;", "&amp", "&lt", "&copy;", "&copy",
    "&nbsp;x", "&AMP;", "a & b", "&;", "&#;", "&#x;", "&#0;", "&#128;", "&#xD800;",
    "Brot & Spiele <b>\"Glas\"</b> 'Hütte' ★", "&notin;", "&notit;", "\x00&lt;",
]


def test_escape_is_the_standard_one():
    for text in TRICKY:
        for quote in (True, False):
            assert escape(text, quote) == html.escape(text, quote), text
            assert escape(text, quote=quote) == html.escape(text, quote=quote)
    assert escape("\"'") == "&quot;&#x27;"


def test_unescape_reads_as_the_standard_one():
    for text in TRICKY:
        assert unescape(text) == html.unescape(text), text
        assert unescape(escape(text)) == text
    rng = random.Random(7)
    letters = "&;#xX0123456789abfltgmpquoAMPnbs <>'\"ü"
    for _ in range(5000):
        text = "".join(rng.choice(letters) for _ in range(rng.randrange(12)))
        assert unescape(text) == html.unescape(text), repr(text)
        assert escape(text) == html.escape(text)
        assert unescape(escape(text)) == text


def test_what_escape_writes_is_read_without_the_html_module():
    script = (
        "import sys\n"
        "from glasshut.common.markup import escape, unescape\n"
        "text = 'a & <b> \"c\" \\'d\\''\n"
        "assert unescape(escape(text)) == text\n"
        "print('html' in sys.modules)\n"
        "assert unescape('&copy;') == '\\u00a9'\n"  # another reference: the standard's
        "print('html' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT / "pkg"), "PATH": "/usr/bin:/bin"},
                          cwd=ROOT, timeout=60, check=True)
    assert done.stdout.split() == ["False", "True"]
