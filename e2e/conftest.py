"""Browser tests: the built site in Debian's Chromium, served on 127.0.0.1.

Every request to another host is blocked and recorded; a test that made one fails.
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import sync_playwright

from browsing import CHROMIUM_ARGS, ROOT, StaticServer, build


# Whole games played click by click take minutes each. The test command runs one whole
# game per table size and a sample of each game's table; `--long` runs them all.
def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", help="also play the long whole games")


def pytest_configure(config):
    config.addinivalue_line("markers", "long: a whole game by clicking (run with --long)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--long"):
        return
    kept = [item for item in items if "long" not in item.keywords]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in kept])
        items[:] = kept


@pytest.fixture(scope="session")
def dist() -> Path:
    path = Path(os.environ.get("GLASSHUT_DIST", ROOT / "dist"))
    if not (path / "index.html").exists():
        build.build(path)
    return path


@pytest.fixture(scope="session")
def server(dist):
    srv = StaticServer(dist)
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def browser():
    executable = build.find_chromium()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class Watch:
    """Console errors, page errors and requests to other hosts, seen by one context."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.foreign: list[str] = []

    def attach(self, page) -> None:
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def request(self, url: str) -> None:
        host = urlsplit(url).hostname
        if url.startswith(("http:", "https:", "ws:", "wss:")) and host != "127.0.0.1":
            self.foreign.append(url)


@pytest.fixture
def watch():
    return Watch()


@pytest.fixture
def context(browser, watch):
    """A fresh profile with every request routed: other hosts are blocked and recorded.

    Routing cannot see service-worker fetches, so service workers are off here; the
    offline tests use `sw_context` instead.
    """
    ctx = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})

    def route(r):
        before = len(watch.foreign)
        watch.request(r.request.url)
        if len(watch.foreign) > before:
            r.abort()
        else:
            r.continue_()

    ctx.route("**/*", route)
    ctx.on("page", watch.attach)
    yield ctx
    ctx.close()
    assert watch.foreign == [], f"requests to other hosts: {watch.foreign}"


@pytest.fixture
def sw_context(browser, watch):
    """A fresh profile with service workers on; requests are recorded, not routed."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.on("request", lambda r: watch.request(r.url))
    ctx.on("page", watch.attach)
    yield ctx
    ctx.close()
    assert watch.foreign == [], f"requests to other hosts: {watch.foreign}"
