"""Helpers for the browser tests: a static server for dist/ and page waits."""

from __future__ import annotations

import functools
import http.server
import re
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    # Nothing but loopback resolves, so even requests the tests cannot route fail.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
READY = "document.documentElement.dataset.glasshut === 'ready'"
LOAD_TIMEOUT_MS = 60_000


class StaticServer:
    """dist/ served under `prefix` on a free loopback port, in a thread.

    Every response carries build.py's security headers (so every browser test runs
    under the Content-Security-Policy) and `cache_control`, e.g. "public, max-age=600"
    as GitHub Pages sends.
    """

    def __init__(
        self, directory: Path, prefix: str = "/", cache_control: str | None = "no-cache"
    ) -> None:
        self.prefix = prefix
        outer = self

        class Handler(build.Handler):
            def translate_path(self, path: str) -> str:
                if not path.startswith(outer.prefix):
                    return str(directory / "__outside_the_prefix__")
                return super().translate_path("/" + path[len(outer.prefix):])

            def log_message(self, format, *args):  # noqa: A002
                pass

        Handler.cache_control = cache_control

        handler = functools.partial(Handler, directory=str(directory))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}{self.prefix}"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def wait_ready(page) -> None:
    page.wait_for_function(READY, timeout=LOAD_TIMEOUT_MS)


def new_game(page, kinds: list[str], seed: int, names: list[str] | None = None,
             game: str = "blackforest") -> None:
    page.click(f"[data-cmd=setup][data-game={game}]")
    page.select_option("select[name=count]", str(len(kinds)))
    for i, kind in enumerate(kinds):
        page.select_option(f"select[name=kind{i}]", kind)
        if names:
            page.fill(f"input[name=name{i}]", names[i])
    page.fill("input[name=seed]", str(seed))
    page.click("#setup button[type=submit]")
    page.wait_for_selector("#table")


def moves(page) -> int:
    return int(page.get_attribute("#table", "data-moves"))


def open_menu(context, server):
    page = context.new_page()
    page.goto(server.url)
    wait_ready(page)
    return page


RULES_VERSION = re.compile(rb"^(    rules_version = )(\d+)", re.M)


def new_version(site: Path, bump_rules: bool = False) -> str:
    """Turn the built site in `site` into the next deploy: a changed engine wheel
    (optionally with Black Forest's rules version raised), the old wheel gone from the
    server, the page and the service worker rebuilt. Returns the new wheel's name."""
    files = []
    for name, data in build.engine_files():
        if bump_rules and name == "glasshut/blackforest/__init__.py":
            data, bumped = RULES_VERSION.subn(
                lambda m: b"%s%d" % (m[1], int(m[2]) + 1), data, count=1)
            assert bumped == 1, "Black Forest's rules_version line was not found"
        files.append((name, data))
    files.append(("glasshut/_deploy.py", b"DEPLOY = 2\n"))
    [old] = list((site / "wheels").glob("glasshut-*.whl"))
    wheel = build.build_wheel(site / "wheels", files)
    old.unlink()
    page = site / "index.html"
    page.write_text(page.read_text().replace(old.name, wheel.name))
    build.service_worker(site)
    return wheel.name


def wheel_name(site: Path) -> str:
    [wheel] = list((site / "wheels").glob("glasshut-*.whl"))
    return wheel.name
