"""A start that always recovers, and storage that never silently stops: a stored game
that fails to show, deep or corrupt storage, a link to an impossible position, a full
localStorage, site data blocked, the first visit's downloads, and the page's own
Content-Security-Policy on a host that sends no headers."""

from __future__ import annotations

import json

from browsing import CHROMIUM_ARGS, StaticServer, wait_ready
from glasshut.core import codec
from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.ui.saves import PREFIX, Shelf

CURRENT = "glasshut:current"
MOVED = "document.querySelector('#table').dataset.moves !== '{}'"

# Every draw of the table fails while localStorage holds "test:break": whatever the
# cause (an engine's drawing, the page's script), the page must come through it.
BREAK_THE_TABLE = """(() => {
  let real;
  Object.defineProperty(window, 'glasshutMarkTabs', {
    configurable: true,
    set(fn) { real = fn; },
    get() {
      return localStorage.getItem('test:break')
        ? () => { throw new Error('the table broke'); } : real;
    },
  });
})();"""


def tiny_link(server, seed: int = 5) -> str:
    return f"{server.url}#play={Match.new('tiny', seed, [Seat('Ann'), Seat('Bo')]).to_save()}"


def open_page(context, url):
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def click_first(page) -> None:
    before = page.get_attribute("#table", "data-moves")
    page.locator("#table [data-act]").first.click()
    page.wait_for_function(MOVED.format(before))


def restart(page) -> None:
    page.goto(page.url.split("#", 1)[0])
    wait_ready(page)


def test_a_stored_game_that_fails_to_show_is_never_reopened_by_itself(context, server, watch):
    context.add_init_script(BREAK_THE_TABLE)
    page = open_page(context, tiny_link(server))
    click_first(page)
    [key] = page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{PREFIX}'))")
    save_id = key[len(PREFIX):]
    assert page.evaluate(f"localStorage.getItem('{CURRENT}')") == save_id
    page.evaluate("localStorage.setItem('test:break', '1')")
    for _ in range(2):  # the failure, then a start that does not try again
        restart(page)
        assert page.locator("#table").count() == 0 and page.is_visible("#menu")
        assert page.evaluate(f"localStorage.getItem('{CURRENT}')") is None
        row = page.locator(f'.saved.failed[data-save="{save_id}"]')
        assert "the table broke" in row.inner_text()
        for cmd in ("export-saved", "resume", "delete"):
            assert row.locator(f"[data-cmd={cmd}]").is_visible()
    restart(page)
    assert page.locator("#menu .notice").count() == 0  # said once, at the failure
    row.locator("[data-cmd=export-saved]").click()
    page.wait_for_selector("#export[open]")
    save = page.input_value("#export-save")
    assert save == page.evaluate(f"JSON.parse(localStorage.getItem('{key}')).save")
    assert len(Match.from_save(save).actions) == 1
    page.keyboard.press("Escape")
    page.evaluate("localStorage.removeItem('test:break')")  # mended: the player asks
    row.locator("[data-cmd=resume]").click()
    page.wait_for_selector("#table[data-moves='1']")
    restart(page)  # drawn once more: the current game again, its mark gone
    assert page.get_attribute("#table", "data-moves") == "1"
    assert page.evaluate("localStorage.getItem('glasshut:failed')") is None
    assert watch.errors == []


def test_deep_or_corrupt_storage_still_reaches_the_menu(context, server, watch):
    page = open_page(context, server.url)
    deep = "[" * 10_000 + "]" * 10_000
    page.evaluate("""([prefix, current, deep]) => {
        localStorage.setItem(prefix + 'deep', deep);
        localStorage.setItem(prefix + 'corrupt', '{"v": 2, "players": 7');
        localStorage.setItem('glasshut:settings', deep);
        localStorage.setItem(current, 'deep');
    }""", [PREFIX, CURRENT, deep])
    restart(page)
    assert page.is_visible("#menu") and page.locator("#table").count() == 0
    assert page.locator("#menu .notice", has_text="damaged").count() == 2
    assert page.evaluate("document.documentElement.lang") == "en"  # settings: defaults
    row = page.locator('.saved.damaged[data-save="deep"]')
    assert row.locator("[data-cmd=export-saved]").is_visible()
    row.locator("[data-cmd=delete]").click()
    page.click("[data-cmd=delete-confirmed]")
    page.wait_for_selector('.saved[data-save="deep"]', state="detached")
    assert page.locator(".saved.damaged").count() == 1
    assert watch.errors == []


def test_a_link_to_an_impossible_position_leaves_a_working_menu(context, server, watch):
    match = Match.new("glassroad", 3, [Seat("Ann"), Seat("Bot", "bot", "greedy")])
    position = match.state.snapshot()
    position["players"][0]["cells"][0] = "volcano"
    header = codec.SaveHeader("glassroad", match.game.rules_version, 3, tuple(match.seats),
                              {}, 0, position)
    page = open_page(context, f"{server.url}#play={codec.pack(header, [])}")
    # Refused as a damaged link, or accepted and then failing to draw: either way a
    # sentence on a working menu, and nothing stored to fail again.
    assert page.is_visible("#menu") and page.locator("#table").count() == 0
    assert page.inner_text("#menu .notice").strip()
    assert page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{PREFIX}'))"
                         ) == []
    restart(page)
    assert page.locator("#menu .notice").count() == 0
    page.click("[data-cmd=setup][data-game=glassroad]")
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#table[data-game=glassroad]")
    assert watch.errors == []


FILL_STORAGE = """() => {
  let n = 0;
  for (let size = 1 << 20; size >= 8; ) {
    try { localStorage.setItem('fill:' + n, 'x'.repeat(size)); n++; }
    catch (err) { size >>= 1; }
  }
  return n;
}"""

# The moves of the stored game in localStorage and in IndexedDB (loader.js's copy).
STORED_MOVES = """async (key) => {
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
  return [JSON.parse(localStorage.getItem(key)).moves, copy && JSON.parse(copy).moves];
}"""


def mirrored(page, key: str, moves: int) -> list:
    """[moves in localStorage, moves in IndexedDB] once IndexedDB holds `moves` (a move
    is saved once its table is painted, and the copy follows), or as they stand after
    ten seconds."""
    for _ in range(100):
        stored = page.evaluate(STORED_MOVES, key)
        if stored[1] == moves:
            break
        page.wait_for_timeout(100)
    return stored


def finished_entries() -> dict[str, str]:
    """Three finished games as the page stores them."""
    storage = {}

    class Local:
        length = property(lambda self: len(storage))
        key = staticmethod(lambda i: list(storage)[i])
        getItem = staticmethod(storage.get)  # noqa: N815
        setItem = staticmethod(storage.__setitem__)  # noqa: N815
        removeItem = staticmethod(lambda k: storage.pop(k, None))  # noqa: N815

    shelf = Shelf(Local())
    for i in range(3):
        match = Match.new("tiny", 30 + i, [Seat("Ann"), Seat("Bo")])
        while not match.is_over():
            match.play(match.legal_actions()[0])
        shelf.put(f"old{i}", match, f"2025-0{i + 1}-01T10:00:00Z")
    return storage


def test_a_full_local_storage_keeps_moves_in_indexeddb_and_offers_room(context, server, watch):
    page = open_page(context, tiny_link(server, 8))
    page.evaluate("entries => Object.entries(entries).forEach(([k, v]) =>"
                  " localStorage.setItem(k, v))", finished_entries())
    click_first(page)
    key = page.evaluate(f"localStorage.getItem('{CURRENT}')")
    key = PREFIX + key
    assert mirrored(page, key, 1) == [1, 1]
    assert page.evaluate(FILL_STORAGE) > 0
    click_first(page)
    click_first(page)
    page.wait_for_selector("#banner:not([hidden])")
    assert "full" in page.inner_text("#banner")
    assert mirrored(page, key, 3) == [1, 3]  # localStorage refused two moves
    restart(page)  # the newer copy does not fit back, yet the game goes on from it
    assert page.get_attribute("#table", "data-moves") == "3"
    page.click("[data-cmd=menu]")
    room = page.locator("#room")
    assert "full" in room.inner_text()
    room.locator("[data-cmd=make-room]").click()
    links = page.input_value("#room-links").splitlines()
    assert len(links) == 3 and all("#play=" in link for link in links)
    page.click("[data-cmd=make-room-confirmed]")
    page.wait_for_selector(".saved[data-save=old0]", state="detached")
    assert page.locator(".saved").count() == 1
    assert watch.errors == []


def blocked_profile(path):
    """A profile whose browser lets no site store data (Chromium's own setting)."""
    (path / "Default").mkdir(parents=True)
    (path / "Default" / "Preferences").write_text(json.dumps(
        {"profile": {"default_content_setting_values": {"cookies": 2}}}))
    return path


def test_with_site_data_blocked_the_page_plays_in_memory(browser, server, tmp_path):
    context = browser.browser_type.launch_persistent_context(
        str(blocked_profile(tmp_path / "profile")), executable_path=browser_path(browser),
        args=CHROMIUM_ARGS, viewport={"width": 1280, "height": 800})
    try:
        errors = []
        page = context.pages[0] if context.pages else context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(server.url)
        wait_ready(page)
        assert page.evaluate("(() => { try { localStorage; return 'open' }"
                             " catch (e) { return e.name } })()") == "SecurityError"
        assert "nothing is kept" in page.inner_text("#banner")
        page.goto(tiny_link(server))  # a shared game opens, and plays
        page.wait_for_selector("#table[data-game=tiny]")
        for _ in range(3):
            click_first(page)
        if not page.is_visible("[data-cmd=export]"):
            page.click("[data-cmd=more]")
        page.click("[data-cmd=export]")
        link = page.input_value("#export-link")
        shared = Match.from_save(link.split("#play=", 1)[1])
        assert shared.digest() == page.get_attribute("#table", "data-digest")
        assert errors == []
    finally:
        context.close()


def browser_path(browser) -> str:
    import build
    return build.find_chromium()


def test_the_first_visit_fetches_each_file_once_and_keeps_an_offline_copy(
        browser, dist, tmp_path):
    server = StaticServer(dist)
    server.offline_after = "/sw.js"  # the network goes as soon as the worker is fetched
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=browser_path(browser), args=CHROMIUM_ARGS)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(server.url)
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        assert server.offline
        fetched: dict[str, int] = {}
        for path, status in server.served:
            if status == 200 and path.startswith(("/app/", "/wheels/", "/runtime/")):
                fetched[path] = fetched.get(path, 0) + 1
        assert fetched and max(fetched.values()) == 1, {
            p: n for p, n in fetched.items() if n > 1}
        assert any(p.endswith(".wasm") for p in fetched)
        page.reload()  # offline: the copy made on the first visit
        wait_ready(page)
        assert page.is_visible("#menu")
    finally:
        context.close()
        server.stop()


CSP_WATCH = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation',
  e => window.__cspViolations.push(e.violatedDirective));
"""


def test_the_pages_own_policy_holds_without_headers(context, dist, watch):
    server = StaticServer(dist, security_headers=False)
    try:
        context.add_init_script(CSP_WATCH)
        page = context.new_page()
        response = page.goto(tiny_link(server))
        assert "content-security-policy" not in response.headers
        wait_ready(page)
        click_first(page)
        click_first(page)
        assert page.evaluate("window.__cspViolations") == []
        page.evaluate("""() => {
            const s = document.createElement('script');
            s.textContent = 'window.__injected = true';
            document.body.appendChild(s);
        }""")
        assert page.evaluate("window.__injected") is None
        # The violation is reported by an event queued after the refusal.
        page.wait_for_function("window.__cspViolations.includes('script-src-elem')",
                               timeout=10_000)
        watch.errors[:] = [e for e in watch.errors if "Content Security Policy" not in e]
        assert watch.errors == []
    finally:
        server.stop()
