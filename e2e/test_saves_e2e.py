"""Stored games: two tabs, a killed browser, the hand-over, the saved-games list and
hostile input typed or linked into the page."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import zlib

from browsing import CHROMIUM_ARGS, build, wait_ready
from glasshut.core.codec import _str, _varint, _wrap
from glasshut.core.game import Seat
from glasshut.core.match import Match


def link(server, match: Match) -> str:
    return f"{server.url}#play={match.to_save()}"


def open_page(context, url):
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def click_first(page) -> None:
    before = page.get_attribute("#table", "data-moves")
    page.locator("#table [data-act]").first.click()
    page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{before}'")


# -- item 3: two tabs ---------------------------------------------------------------------
def test_an_older_tab_stops_and_offers_the_newer_game(context, server, watch):
    tab_a = open_page(context, link(server, Match.new("tiny", 5, [Seat("Ann"), Seat("Bo")])))
    click_first(tab_a)
    tab_b = open_page(context, server.url)  # resumes the same stored game
    assert tab_b.get_attribute("#table", "data-moves") == "1"
    click_first(tab_a)
    tab_b.wait_for_selector("#moved-on", timeout=10_000)
    # B's copy is out of date: its board no longer plays.
    tab_b.locator("#table [data-act]").first.click(force=True)
    assert tab_b.get_attribute("#table", "data-moves") == "1"
    tab_b.click("[data-cmd=reload-game]")
    tab_b.wait_for_function("document.querySelector('#table').dataset.moves === '2'")
    assert tab_b.get_attribute("#table", "data-digest") == tab_a.get_attribute(
        "#table", "data-digest"
    )
    click_first(tab_b)  # now B is the newer one, and A hears of it
    tab_a.wait_for_selector("#moved-on", timeout=10_000)
    assert watch.errors == []


CSP_WATCH = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation',
  e => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
"""


# -- item 5: the hand-over (and a bot game under the security headers) ---------------
def test_a_reload_during_the_hand_over_keeps_it(context, server, watch):
    context.add_init_script(CSP_WATCH)
    match = Match.new("tiny", 6, [Seat("Ann"), Seat("Bot", "bot", "greedy")])
    page = context.new_page()
    response = page.goto(link(server, match))
    for name, value in build.SECURITY_HEADERS.items():
        assert response.headers[name.lower()] == value
    wait_ready(page)
    for _ in range(10):
        if page.get_attribute("#table", "data-confirm") == "true":
            break
        click_first(page)
    assert page.get_attribute("#table", "data-confirm") == "true"
    moves = page.get_attribute("#table", "data-moves")
    page.reload()
    wait_ready(page)
    assert page.get_attribute("#table", "data-confirm") == "true"
    assert page.get_attribute("#table", "data-moves") == moves  # the bot did not move
    assert page.is_enabled("[data-cmd=undo]")
    page.click("[data-cmd=confirm]")
    page.wait_for_function(f"document.querySelector('#table').dataset.moves !== '{moves}'")
    assert page.evaluate("window.__cspViolations") == []  # the bot ran under the policy
    assert watch.errors == []


# -- item 4: a killed browser ------------------------------------------------------------
# Whether the stored game has `moves` moves (a move is saved once its table is painted)
# and IndexedDB's copy of it equals localStorage's (loader.js).
MIRROR_HOLDS_LATEST = """async (moves) => {
  const key = Object.keys(localStorage).find(k => k.startsWith('glasshut:save:'));
  if (!key || JSON.parse(localStorage.getItem(key)).moves !== moves) return false;
  const db = await new Promise((ok, no) => {
    const open = indexedDB.open('glasshut', 1);
    open.onsuccess = () => ok(open.result);
    open.onerror = () => no(open.error);
  });
  const copy = await new Promise(ok => {
    const get = db.transaction('storage').objectStore('storage').get(key);
    get.onsuccess = () => ok(get.result);
  });
  db.close();
  return copy === localStorage.getItem(key);
}"""


def _launch(profile):
    process = subprocess.Popen(
        [build.find_chromium(), "--headless=new", f"--user-data-dir={profile}",
         "--remote-debugging-port=0", *CHROMIUM_ARGS, "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )
    for line in process.stderr:
        found = re.search(r"DevTools listening on (ws://\S+)", line)
        if found:
            return process, found.group(1)
    raise RuntimeError("Chromium did not start")


def _kill(process) -> None:
    os.killpg(process.pid, signal.SIGKILL)  # the whole browser, as a crash would
    process.wait()
    process.stderr.close()


def test_a_killed_browser_loses_no_move(browser, server, tmp_path):
    profile = tmp_path / "profile"
    match = Match.new("tiny", 9, [Seat("Ann"), Seat("Bo")])
    process, endpoint = _launch(profile)
    try:
        remote = browser.browser_type.connect_over_cdp(endpoint)
        page = open_page(remote.contexts[0], link(server, match))
        for _ in range(6):
            click_first(page)
        digest = page.get_attribute("#table", "data-digest")
        # The latest autosave is in IndexedDB too, written to disk (strict durability).
        for _ in range(100):
            if page.evaluate(MIRROR_HOLDS_LATEST, 6):
                break
            page.wait_for_timeout(100)
        assert page.evaluate(MIRROR_HOLDS_LATEST, 6)
    finally:
        _kill(process)
    process, endpoint = _launch(profile)
    try:
        remote = browser.browser_type.connect_over_cdp(endpoint)
        page = open_page(remote.contexts[0], server.url)
        assert page.get_attribute("#table", "data-moves") == "6"
        assert page.get_attribute("#table", "data-digest") == digest
        remote.close()
    finally:
        _kill(process)


# -- the saved-games list ---------------------------------------------------------------
def test_saved_games_show_local_time_and_turn_and_delete_asks(browser, server):
    context = browser.new_context(service_workers="block", timezone_id="Pacific/Auckland")
    try:
        match = Match.new("tiny", 4, [Seat("Ann"), Seat("Bo")])
        page = open_page(context, link(server, match))
        click_first(page)
        page.click("[data-cmd=menu]")
        row = page.locator(".saved")
        text = row.inner_text()
        assert "turn 1, Bo to play" in text or "to play" in text
        stored = page.evaluate(
            "Object.keys(localStorage).filter(k => k.startsWith('glasshut:save:'))"
            ".map(k => JSON.parse(localStorage.getItem(k)).updated)[0]"
        )
        assert page.evaluate("iso => new Date(iso).toLocaleString()", stored) in text
        assert stored[11:16] not in text  # not the UTC clock time

        row.locator("[data-cmd=delete]").click()
        page.wait_for_selector("[data-cmd=delete-confirmed]")
        page.click(".saved [data-cmd=menu]")  # keep it
        page.wait_for_selector(".saved [data-cmd=resume]")
        assert page.locator(".saved").count() == 1

        # The same save pasted twice opens the stored game, not a copy.
        save = Match.from_save(match.to_save())
        save.play(save.legal_actions()[0])
        for _ in range(2):
            page.fill("#import-text", save.to_save())
            page.click("#menu .import button[type=submit]")
            page.wait_for_selector("#table")
            page.click("[data-cmd=menu]")
            page.wait_for_selector("#menu")
        assert page.locator(".saved").count() == 1

        page.locator(".saved [data-cmd=delete]").click()
        page.click("[data-cmd=delete-confirmed]")
        page.wait_for_function("document.querySelectorAll('.saved').length === 0")
    finally:
        context.close()


# -- hostile input typed or linked ----------------------------------------------------
def _forged_link(server, options: str) -> str:
    body = _str("tiny") + _varint(1) + _varint(7) + _varint(2)
    for name in ("Ann", "Bo"):
        body += _str(name) + _varint(0) + _str("")
    body += _str(options) + _varint(0)
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
    return f"{server.url}#play={_wrap(squeeze.compress(body) + squeeze.flush())}"


def test_hostile_links_and_fields_get_a_message_not_a_crash(context, server, watch):
    page = open_page(context, _forged_link(server, "[" * 10_000 + "]" * 10_000))
    assert "damaged" in page.inner_text("#menu .notice")
    assert page.get_attribute("#import-text", "maxlength") == "20000"

    page.click("[data-cmd=setup][data-game=blackforest]")
    page.evaluate("document.querySelector('input[name=seed]').removeAttribute('maxlength')")
    page.fill("input[name=seed]", "9" * 5_000)
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#setup .notice")
    assert "seed" in page.inner_text("#setup .notice").lower()
    assert page.locator("#table").count() == 0
    assert watch.errors == []
