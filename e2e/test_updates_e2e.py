"""Deploys and start-up failures, as a real host serves the site.

Two versions of the site are served one after the other, with GitHub Pages' caching
(max-age=600 on every file) and with no-cache: the page must never stay on the
loading screen without a message, and no stored game may become unreachable.
"""

from __future__ import annotations

import shutil

import pytest

from browsing import StaticServer, new_game, new_version, wait_ready, wheel_name

PAGES_CACHING = "public, max-age=600"

# Which engine wheel the page loaded (its file name carries the content hash).
LOADED_WHEEL = """() => performance.getEntriesByType('resource').map(e => e.name)
    .filter(n => n.includes('/wheels/glasshut-')).map(n => n.split('/').pop())"""
# The engine wheel each offline cache's page names.
CACHED_PAGES = """async () => {
  const out = {};
  for (const key of await caches.keys()) {
    const page = await (await caches.open(key)).match('./');
    out[key] = page ? (await page.text()).match(/glasshut-[^&"]+\\.whl/)[0] : null;
  }
  return out;
}"""


STORED_SAVES = """Object.keys(localStorage).filter(k => k.startsWith('glasshut:save:'))
    .map(k => JSON.parse(localStorage.getItem(k)).save)"""


RULES_OF_STORED = """Object.keys(localStorage).filter(k => k.startsWith('glasshut:save:'))
    .map(k => JSON.parse(localStorage.getItem(k)).rules)[0]"""


def open_ready(context, url):
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def controlled(page) -> None:
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)


def copied_site(dist, tmp_path, cache_control):
    """A copy of the built site (the next deploy changes it) and its server."""
    site = tmp_path / "site"
    shutil.copytree(dist, site)
    return site, StaticServer(site, cache_control=cache_control)


def a_game_in_progress(context, server, seed: int, clicks: int):
    """A solo game started under the offline copy, a few choices in: (page, digest)."""
    page = open_ready(context, server.url)
    controlled(page)
    new_game(page, ["human"], seed=seed)
    play_first_choices(page, clicks)
    return page, page.get_attribute("#table", "data-digest")


def play_first_choices(page, count: int) -> None:
    for _ in range(count):
        before = page.get_attribute("#table", "data-moves")
        page.locator("#table [data-act]").first.click()
        page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'")


@pytest.mark.parametrize("cache_control", [
    PAGES_CACHING, pytest.param("no-cache", marks=pytest.mark.long)])
def test_a_deploy_is_offered_then_loads_whole(sw_context, dist, tmp_path, cache_control, watch):
    site, server = copied_site(dist, tmp_path, cache_control)
    try:
        page, digest = a_game_in_progress(sw_context, server, seed=7, clicks=3)

        new_wheel = new_version(site)
        page.reload()  # the old version still opens, and the new one installs beside it
        wait_ready(page)
        assert page.get_attribute("#table", "data-digest") == digest
        page.wait_for_selector("#update-now", timeout=60_000)
        # The new offline copy is whole: its page names the new wheel, not a cached
        # old page beside the new wheel.
        cached = page.evaluate(CACHED_PAGES)
        assert new_wheel in cached.values(), cached

        # Never while a bot is about to move or thinking: the switch waits for that.
        page.evaluate("document.documentElement.dataset.busy = '1'; window.oldPage = true")
        page.click("#update-now")
        page.wait_for_timeout(1_500)
        assert page.evaluate("window.oldPage") is True and page.is_disabled("#update-now")
        with page.expect_navigation(timeout=60_000):
            page.evaluate("document.documentElement.dataset.busy = ''")
        wait_ready(page)
        assert page.evaluate(LOADED_WHEEL) == [new_wheel]
        assert page.get_attribute("#table", "data-digest") == digest  # the game went on
        assert list(page.evaluate(CACHED_PAGES).values()) == [new_wheel]
        url = server.url
    finally:
        server.stop()
    page.reload()  # offline: the new version, whole
    wait_ready(page)
    assert page.evaluate(LOADED_WHEEL) == [new_wheel]
    assert page.get_attribute("#table", "data-digest") == digest
    # Offline, "/index.html" is the same page as "/".
    assert open_ready(sw_context, url + "index.html").locator("#table").count() == 1
    assert watch.errors == []


@pytest.mark.parametrize("cache_control", [
    PAGES_CACHING, pytest.param("no-cache", marks=pytest.mark.long)])
def test_a_rules_change_leaves_every_stored_game_reachable(
        sw_context, browser, dist, tmp_path, watch, cache_control):
    site, server = copied_site(dist, tmp_path, cache_control)
    try:
        page, digest = a_game_in_progress(sw_context, server, seed=11, clicks=2)
        [old_save] = page.evaluate(STORED_SAVES)
        old_rules = page.evaluate(RULES_OF_STORED)

        new_version(site, bump_rules=True)
        page.reload()
        wait_ready(page)
        page.wait_for_selector("#update-now", timeout=60_000)
        with page.expect_navigation(timeout=60_000):
            page.click("#update-now")
        wait_ready(page)
        # The new rules cannot replay the moves: the game goes on from its kept
        # position, says so in a sentence, and its earlier moves stay in the log.
        notice = page.inner_text("#table .notice")
        assert f"rules version {old_rules}" in notice
        assert f"rules version {old_rules + 1}" in notice
        assert page.get_attribute("#table", "data-digest") == digest
        assert page.locator("#table [data-act]").count() > 0
        assert "earlier rules" in page.text_content("#t-log")
        # Stored again under the new rules, and exported as its position.
        [new_save] = page.evaluate(STORED_SAVES)
        assert new_save != old_save and page.evaluate(RULES_OF_STORED) == old_rules + 1
        url = server.url
        # The old link, opened where this game is not stored, says what happened and
        # what can still be done.
        other = browser.new_context()
        try:
            stranger = open_ready(other, url + "#play=" + old_save)
            message = stranger.inner_text("#menu .notice")
            assert "cannot be replayed" in message and "share it again" in message
            # The game's new save string opens there, the same game.
            stranger.goto(url + "#play=" + new_save)
            stranger.wait_for_selector("#table")
            assert stranger.get_attribute("#table", "data-digest") == digest
        finally:
            other.close()
        assert watch.errors == []
    finally:
        server.stop()


def test_a_start_up_failure_shows_a_message_and_a_way_out(context, dist, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(dist, site)
    wheel = site / "wheels" / wheel_name(site)
    kept = tmp_path / wheel.name
    wheel.rename(kept)  # the page names an engine the server no longer has
    server = StaticServer(site, cache_control=PAGES_CACHING)
    try:
        page = context.new_page()
        page.goto(server.url)
        page.wait_for_selector("#load-failed", timeout=60_000)
        assert "could not start" in page.inner_text("#load-failed")
        assert page.is_visible("#clear-and-reload")
        kept.rename(wheel)  # the host is fixed; the button loads everything afresh
        with page.expect_navigation():
            page.click("#clear-and-reload")
        wait_ready(page)
        assert page.locator("#menu").is_visible()
    finally:
        server.stop()
