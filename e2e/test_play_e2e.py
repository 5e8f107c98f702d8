"""Playing in the page: autosave and resume, share links, bad input, storage trouble."""

from __future__ import annotations

from browsing import wait_ready
from glasshut.core.game import Seat
from glasshut.core.match import Match

HOSTILE = ["<script>alert(1)</script>", '"><svg onload=alert(1)>']

BLOCK_STORAGE = """
Object.defineProperty(window, 'localStorage', {
  get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }
});
"""
FULL_STORAGE = """
Storage.prototype.setItem = function () {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};
"""


def link(server, match: Match) -> str:
    return f"{server.url}#play={match.to_save()}"


def open_page(context, url):
    page = context.new_page()
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(url)
    wait_ready(page)
    return page, dialogs


def click_actions(page, count: int) -> None:
    """Play `count` actions by clicking the first offered one, confirming hand-overs."""
    for _ in range(count):
        if page.get_attribute("#table", "data-confirm") == "true":
            page.click("[data-cmd=confirm]")
            page.wait_for_selector("#table[data-confirm=false]")
        before = page.get_attribute("#table", "data-moves")
        page.locator("#table [data-act]:visible").first.click()
        page.wait_for_function(
            f"document.querySelector('#table').dataset.moves !== '{before}'"
        )


def test_play_reload_resume_and_share(context, browser, server, watch):
    match = Match.new("tiny", 3, [Seat(HOSTILE[0]), Seat(HOSTILE[1])])
    page, dialogs = open_page(context, link(server, match))
    click_actions(page, 4)
    digest = page.get_attribute("#table", "data-digest")
    log = page.inner_text(".log-list")
    assert HOSTILE[0] in log  # shown as text, never run

    page.reload()
    wait_ready(page)
    assert page.get_attribute("#table", "data-moves") == "4"
    assert page.get_attribute("#table", "data-digest") == digest
    assert page.inner_text(".log-list") == log

    page.click("[data-cmd=export]")
    shared = page.input_value("#export-link")
    assert "#play=" in shared
    fresh = browser.new_context(service_workers="block")
    try:
        other = fresh.new_page()
        other.goto(shared)
        wait_ready(other)
        assert other.get_attribute("#table", "data-digest") == digest
        assert other.inner_text(".log-list") == log
    finally:
        fresh.close()
    assert dialogs == [] and watch.errors == []


def test_undo_takes_back_own_moves_only(context, server, watch):
    match = Match.new("tiny", 3, [Seat("Ann"), Seat("Bo")])
    page, _ = open_page(context, link(server, match))
    assert page.is_disabled("[data-cmd=undo]")
    page.click("#table h1")  # a click on nothing in particular does nothing
    assert page.get_attribute("#table", "data-moves") == "0"
    click_actions(page, 1)
    assert page.is_enabled("[data-cmd=undo]")
    page.click("[data-cmd=undo]")
    page.wait_for_function("document.querySelector('#table').dataset.moves === '0'")
    assert watch.errors == []


def test_bad_save_strings_get_a_clear_message_and_keep_the_game(context, server):
    match = Match.new("tiny", 3, [Seat("Ann"), Seat("Bo")])
    page, _ = open_page(context, link(server, match))
    click_actions(page, 2)
    digest = page.get_attribute("#table", "data-digest")
    save = match.to_save()
    page.evaluate("s => { location.hash = 'play=' + s }", save[:-6] + "AAAAAA")
    page.wait_for_selector("#table .notice")
    assert "save" in page.inner_text("#table .notice").lower()
    assert page.get_attribute("#table", "data-digest") == digest  # nothing was lost

    # The same from the game's Share dialog, by pasting.
    page.click("[data-cmd=export]")
    page.fill("#import-text", "not a save at all")
    page.click("#export .import button[type=submit]")
    page.wait_for_function("document.querySelector('#table .notice') !== null")
    assert page.get_attribute("#table", "data-digest") == digest
    other = Match.new("tiny", 99, [Seat("Cy"), Seat("Di"), Seat("Ed")])
    page.click("[data-cmd=export]")
    page.fill("#import-text", other.to_save())
    page.click("#export .import button[type=submit]")
    page.wait_for_function(
        f"document.querySelector('#table').dataset.digest === '{other.digest()}'"
    )


def test_menu_lists_saves_and_survives_a_corrupt_entry(context, server):
    page, _ = open_page(context, link(server, Match.new("tiny", 8, [Seat("Ann"), Seat("Bo")])))
    click_actions(page, 1)
    page.evaluate("localStorage.setItem('glasshut:save:broken', '{oops')")
    page.click("[data-cmd=menu]")
    page.wait_for_selector("#menu")
    assert "damaged" in page.inner_text("#menu")
    # The damaged entry has its own row (export or delete it); the game is listed whole.
    assert page.locator('.saved.damaged[data-save="broken"]').count() == 1
    rows = page.locator(".saved:not(.damaged)")
    assert rows.count() == 1 and "Ann, Bo" in rows.first.inner_text()
    rows.first.locator("[data-cmd=resume]").click()
    page.wait_for_selector("#table")
    assert page.get_attribute("#table", "data-moves") == "1"
    page.click("[data-cmd=menu]")
    rows.locator("[data-cmd=delete]").click()
    rows.locator("[data-cmd=delete-confirmed]").click()  # delete asks first
    page.wait_for_function("document.querySelectorAll('.saved:not(.damaged)').length === 0")
    assert page.locator(".saved.damaged").count() == 1  # only what was asked goes


def test_disabled_storage_shows_a_banner_and_play_goes_on(context, server, watch):
    context.add_init_script(BLOCK_STORAGE)
    page, _ = open_page(context, link(server, Match.new("tiny", 4, [Seat("A"), Seat("B")])))
    assert page.is_visible("#banner") and "Saving is off" in page.inner_text("#banner")
    click_actions(page, 2)
    assert watch.errors == []


def test_full_storage_shows_a_banner_and_play_goes_on(context, server, watch):
    context.add_init_script(FULL_STORAGE)
    page, _ = open_page(context, link(server, Match.new("tiny", 4, [Seat("A"), Seat("B")])))
    assert "full" in page.inner_text("#banner")
    click_actions(page, 2)
    assert watch.errors == []
