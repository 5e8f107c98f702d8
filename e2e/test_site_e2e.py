"""The built site: loads, runs offline, works under a sub-path, runs the same engine."""

from __future__ import annotations

from browsing import StaticServer, wait_ready
from glasshut.selfcheck import fingerprint


def open_ready(context, url):
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def test_loading_screen_shows_before_python(context, server):
    page = context.new_page()
    page.goto(server.url, wait_until="commit")
    page.wait_for_selector("#loading-bar", state="visible")
    assert "Glasshut" in page.inner_text("#loading")
    wait_ready(page)


def test_reaches_start_menu_without_errors(context, server, watch):
    page = open_ready(context, server.url)
    menu = page.locator("#menu")
    assert menu.is_visible()
    assert "Black Forest" in menu.inner_text()
    assert page.locator("#loading").count() == 0
    # PyScript's page-wide watcher was found and let go once the page was ready (it
    # ran on every change of the table): a PyScript that creates it elsewhere shows here.
    assert page.evaluate("window.glasshutQuietRuntime()") == 1
    assert watch.errors == []


BYTECODE_FETCHES = """performance.getEntriesByType('resource').map((e) => e.name)
    .filter((name) => /\\/stdlib-bytecode\\.[0-9a-f]+\\.zip$/.test(name))"""


def test_python_starts_from_the_standard_librarys_bytecode(context, server, watch):
    page = open_ready(context, server.url)
    assert page.evaluate("document.documentElement.dataset.stdlib") == "bytecode"
    assert len(page.evaluate(BYTECODE_FETCHES)) == 1  # preloaded, and taken from there
    assert watch.errors == []


def test_starts_from_the_sources_when_the_bytecode_is_missing(context, server, watch):
    """The bytecode is the one file the start can do without: gone (say, a host that
    dropped it), Python compiles the standard library's sources as it would anyway."""
    page = context.new_page()
    page.route("**/stdlib-bytecode.*.zip", lambda r: r.fulfill(status=404, body="gone"))
    page.goto(server.url)
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.stdlib") == "source"
    assert "Black Forest" in page.inner_text("#menu")
    assert page.locator("#banner").is_hidden()
    # The browser's own line about the missing file, and nothing else.
    assert all("404" in error for error in watch.errors), watch.errors


def test_offline_after_first_visit(sw_context, dist, watch):
    server = StaticServer(dist)
    try:
        page = open_ready(sw_context, server.url)
        # The worker pre-caches the whole site during install; wait until it controls us.
        page.evaluate("navigator.serviceWorker.ready")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
        url = server.url
    finally:
        server.stop()
    page.reload()
    wait_ready(page)
    assert "Black Forest" in page.inner_text("#menu")
    second = open_ready(sw_context, url)
    assert second.locator("#menu").is_visible()
    assert watch.errors == []


def test_works_under_a_sub_path(context, dist, watch):
    server = StaticServer(dist, prefix="/some/sub/path/")
    try:
        page = open_ready(context, server.url)
        assert page.locator("#menu").is_visible()
        assert watch.errors == []
    finally:
        server.stop()


def test_page_runs_the_same_engine_as_the_host(context, server):
    page = open_ready(context, server.url)
    for seed in (1, 20261125):
        assert page.evaluate("s => window.glasshutFingerprint(s)", seed) == fingerprint(seed)
