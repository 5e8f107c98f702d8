"""Chickwood Forest in the page: the phone layout, the hand-over at a shared screen and
the language setting. Whole games by clicking, and a game saved and shared, are in
test_games_e2e.py."""

from __future__ import annotations

from browsing import PHONE, new_game, open_menu, screenshot


def test_phone_layout_and_hand_over_at_a_shared_screen(browser, server, watch):
    ctx = browser.new_context(service_workers="block", viewport=PHONE)
    try:
        page = open_menu(ctx, server)
        watch.attach(page)
        new_game(page, ["human", "human"], seed=5, names=["Ann", "Bo"], game="chickwood")
        # The first person set the game up at this screen: their hand shows; every
        # later hand waits until its person takes the screen.
        page.wait_for_selector(".cw-hand")
        first_hand = page.inner_text(".cw-hand")
        screenshot(page, "chickwood-390x844.png")
        page.locator("#table [data-act]:visible").first.click()
        page.wait_for_selector("#table[data-moves='1']")
        if page.get_attribute("#table", "data-confirm") == "true":
            # Asked to end the turn, the screen is still the player's own.
            assert page.inner_text(".cw-hand") != first_hand  # one card fewer
            page.click("[data-cmd=confirm]")
        page.wait_for_selector("[data-cmd=handover]")
        assert page.locator(".cw-hand").count() == 0
        assert page.locator("#table [data-act]").count() == 0
        screenshot(page, "chickwood-handover-390x844.png")
        page.click("[data-cmd=handover]")
        page.wait_for_selector(".cw-hand")
        assert page.inner_text(".cw-hand") != first_hand
        # Fits the phone: the page itself does not scroll; the smallest text is 12 px.
        assert page.evaluate("document.documentElement.scrollHeight") <= 844
        smallest = page.evaluate("""() => Math.min(...[...document.querySelectorAll(
            '#table .cw *')].filter(e => e.childNodes.length && [...e.childNodes].some(
            n => n.nodeType === 3 && n.textContent.trim())).map(
            e => parseFloat(getComputedStyle(e).fontSize)))""")
        assert smallest >= 12
        page.click("[data-tab=me]")
        screenshot(page, "chickwood-me-390x844.png")
        # The language setting reaches the table and the game's board at once, without
        # reloading the page (a mark left on the window survives).
        page.click("[data-tab=board]")
        page.evaluate("window.beforeSwitch = 1")
        page.click("[data-cmd=more]")
        page.click("[data-cmd=settings]")
        page.select_option("select[name=lang]", "de")
        page.click("#settings [data-cmd=close]")
        page.wait_for_selector(".cw-cv:has-text('Schloss 1')")
        assert "Lege eine Karte" in page.inner_text("#status")
        assert page.inner_text("[data-cmd=undo]") == "Rückgängig"
        assert page.evaluate("window.beforeSwitch") == 1
        screenshot(page, "chickwood-de-390x844.png")
        assert watch.errors == []
    finally:
        ctx.close()


def test_a_tooltip_goes_away_on_a_phone(browser, server, watch):
    """A tap shows a component's tooltip; it goes on the next tap elsewhere, on a
    scroll, and once a move is played."""
    ctx = browser.new_context(service_workers="block", viewport=PHONE, has_touch=True,
                              is_mobile=True)
    # The largest text, so that the board is long enough to scroll.
    ctx.add_init_script("localStorage.setItem('glasshut:settings', '{\"text\": \"1.3\"}')")
    try:
        page = open_menu(ctx, server)
        watch.attach(page)
        new_game(page, ["human", "bot:greedy"], seed=5, names=["Ann", "Bo"], game="chickwood")
        page.wait_for_selector(".cw-hand")
        tip = page.locator("#tip")
        assert not tip.is_visible()  # the page drawn under the finger that tapped Start
        info = "#table .panel-board [data-tip]:not([data-act]):visible"

        page.locator(info).first.tap()
        assert tip.is_visible() and tip.inner_text()
        page.locator("#status").tap()  # the turn line explains nothing: the tip goes
        assert not tip.is_visible()

        page.locator(info).first.tap()
        assert tip.is_visible()
        page.evaluate("document.getElementById('panel-board').scrollBy(0, 40)")
        page.wait_for_function("document.getElementById('tip').hidden")

        choice = page.locator("#table [data-act]:visible").first
        choice.tap()
        page.wait_for_function("Number(document.querySelector('#table').dataset.moves) >= 1")
        assert not tip.is_visible()
        assert watch.errors == []
    finally:
        ctx.close()
