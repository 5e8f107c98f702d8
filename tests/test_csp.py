"""The page's own Content-Security-Policy: the headers' policy, as a meta tag holds it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402


def directives(policy: str) -> dict[str, str]:
    return dict(part.strip().split(" ", 1) for part in policy.split(";"))


def test_the_meta_policy_is_the_header_policy_less_what_a_meta_tag_cannot_carry():
    header = directives(build.CONTENT_SECURITY_POLICY)
    meta = directives(build.META_CONTENT_SECURITY_POLICY)
    assert "frame-ancestors" in header and "frame-ancestors" not in meta
    assert not set(meta) & set(build.HEADER_ONLY_DIRECTIVES)
    assert meta == {k: v for k, v in header.items() if k not in build.HEADER_ONLY_DIRECTIVES}
    assert build.SECURITY_HEADERS["Content-Security-Policy"] == build.CONTENT_SECURITY_POLICY


def test_the_built_page_carries_the_policy_before_anything_it_loads(tmp_path):
    html = (build.build(tmp_path / "dist") / "index.html").read_text()
    found = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html)
    assert found and found.group(1) == build.META_CONTENT_SECURITY_POLICY
    first_load = min(html.index("<link rel=\"stylesheet\""), html.index("<script"))
    assert found.start() < first_load  # a policy applies only to what follows it
