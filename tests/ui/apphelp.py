"""A page in memory for the controller's tests (`glasshut.ui.app`): it applies the
effects as web/main.py does, with a dict for localStorage, a clock the test owns and
timers it ticks. The markup of the app element is kept as text, and a patch swaps
the blocks it names there (`ui.patch`'s markers stay in the markup, as the browser
keeps them as comments), so what the page shows is read from the same text."""

from __future__ import annotations

import json
import re
from html import unescape

from test_ui_saves import MemoryStorage

from glasshut.ui import app_effects as fx
from glasshut.ui.app import Controller
from glasshut.ui.app_state import Host, Key
from glasshut.ui.saves import Storage

BASE_URL = "https://glasshut.test/"


class Page:
    def __init__(self, storage: Storage | None = None, step_ms: float = 100.0,
                 blocked: bool = False) -> None:
        """`blocked`: the browser lets the page store nothing (site data blocked)."""
        self.storage = storage if storage is not None else MemoryStorage()
        self.t = 0.0
        self.step_ms = step_ms  # how far the clock moves each time it is read
        self.ctl = Controller(None if blocked else self.storage, Host(
            now_ms=self._now, epoch_ms=lambda: 1_800_000_000_000 + int(self.t),
            now_iso=lambda: f"2027-01-01T00:00:{int(self.t / 1000) % 60:02d}.000Z",
            local_time=lambda iso: "local " + iso, page_url=lambda: BASE_URL))
        self.app = ""  # the app element's markup
        self.attrs: dict[str, str] = {}  # the table element's attributes set by effects
        self.timers: dict[str, int] = {}
        self.dialog: str | None = None
        self.notice: str | None = None
        self.banner: str | None = None
        self.tab: str | None = None
        self.settings: fx.Settings | None = None
        self.root: dict[str, str] = {}
        self.busy = False
        self.at_table = False
        self.form_error: str | None = None
        self.hash_cleared = False
        self.log: list[fx.Effect] = []  # every effect applied, in order
        self.painted: list[fx.Effect] = []
        self.broken = False  # the page's own script fails while drawing a table

    def _now(self) -> float:
        self.t += self.step_ms
        return self.t

    # -- applying effects ---------------------------------------------------------------

    def apply(self, effects: list[fx.Effect]) -> list[fx.Effect]:
        """As the page's shell: should applying fail, the controller hears why."""
        try:
            return self._apply(effects)
        except RuntimeError as err:
            answer = self.ctl.failed(str(err))
            if answer is None:
                raise
            return self._apply(answer)

    def _apply(self, effects: list[fx.Effect]) -> list[fx.Effect]:
        for effect in effects:
            self._one(effect)
        # The paint: what waited for it runs now, in the order asked.
        while self.painted:
            waiting, self.painted = self.painted, []
            for effect in waiting:
                self._one(effect)
        return effects

    def _one(self, e: fx.Effect) -> None:
        self.log.append(e)
        if isinstance(e, fx.Screen):
            self.app, self.attrs = e.markup, {}
        elif isinstance(e, fx.Patch):
            self._patch(e)
        elif isinstance(e, fx.TableAttrs):
            self.attrs.update(e.attrs)
        elif isinstance(e, fx.Timer):
            self.timers[e.name] = e.ms
        elif isinstance(e, fx.CancelTimer):
            self.timers.pop(e.name, None)
        elif isinstance(e, fx.OpenDialog):
            self.dialog = e.markup
        elif isinstance(e, fx.DialogContent):
            self.dialog = e.markup
        elif isinstance(e, fx.CloseDialogs):
            self.dialog = None
        elif isinstance(e, fx.Notice):
            self.notice = e.markup
        elif isinstance(e, fx.Banner):
            self.banner = e.text
        elif isinstance(e, fx.ShowTab):
            self.tab = e.tab
        elif isinstance(e, fx.Settings):
            self.settings = e
        elif isinstance(e, fx.RootData):
            self.root.update(e.data)
        elif isinstance(e, fx.Busy):
            self.busy = e.on
        elif isinstance(e, fx.AtTable):
            self.at_table = e.on
        elif isinstance(e, fx.FormError):
            self.form_error = e.text
        elif isinstance(e, fx.ClearHash):
            self.hash_cleared = True
        elif isinstance(e, fx.AfterPaint):
            self.painted += e.effects
        elif isinstance(e, fx.SaveWhenIdle):
            self._apply(self.ctl.flush_autosave())
        elif isinstance(e, fx.Shown):
            self._apply(self.ctl.shown())
        elif isinstance(e, fx.MarkTabs):
            if self.broken:
                raise RuntimeError("the table broke")
            self._apply(self.ctl.tabs_marked(self._mark_tabs(e), wide=False))

    def _patch(self, e: fx.Patch) -> None:
        page = self.app
        for target, markup, keep in json.loads(e.steps):
            inner = _block(page, target)
            if inner is None:  # the page redraws it all
                self.app, self.attrs = e.markup, {}
                return
            for kept in keep:
                markup = markup.replace(f'<glasshut-keep data-keep="{kept}"></glasshut-keep>',
                                        f"<!--b:{kept}-->{_block(page, kept)}<!--/b:{kept}-->")
            start = page.index(f"<!--b:{target}-->") + len(f"<!--b:{target}-->")
            page = page[:start] + markup + page[start + len(inner):]
        self.app = page

    def _mark_tabs(self, e: fx.MarkTabs) -> str:
        """What loader.js's glasshutMarkTabs answers, read from the markup."""
        anytime = set(json.loads(e.anytime))
        first, any_first = [], []
        for key, body in re.findall(r'<section class="panel[^"]*" id="panel-([\w-]+)"'
                                    r"(.*?)</section>", self.app, re.S):
            acts = re.findall(r'data-act="([^"]*)"', body)
            if acts:
                any_first.append(key)
            if any(unescape(a) not in anytime for a in acts):
                first.append(key)
        bar = _block(self.app, "t-choices") or ""
        return json.dumps({"roving": {}, "first": first or any_first,
                           "bar": bool(re.search(r'data-act="', bar))})

    # -- what a person does ---------------------------------------------------------------

    def start(self, hash_text: str = "") -> Page:
        self.apply(self.ctl.start(hash_text))
        return self

    def click(self, cmd: str, **data: object) -> list[fx.Effect]:
        return self.apply(self.ctl.click(cmd, {f"data-{k}": str(v) for k, v in data.items()}))

    def act(self, action: str) -> list[fx.Effect]:
        return self.apply(self.ctl.act(action, pointer=True))

    def key(self, name: str, action: str | None = None, **kw: bool) -> list[fx.Effect]:
        return self.apply(self.ctl.key(Key(name, **kw), action))

    def new_game(self, game_id: str, seats: list[str], seed: int = 7,
                 **options: bool) -> list[fx.Effect]:
        """The new-game form filled in: `seats` as "Name" (a person) or "Name:level"."""
        self.click("setup", game=game_id)
        fields: dict[str, str] = {"count": str(len(seats)), "seed": str(seed)}
        for i, seat in enumerate(seats):
            name, _, level = seat.partition(":")
            fields[f"name{i}"] = name
            fields[f"kind{i}"] = f"bot:{level}" if level else "human"
        fields.update({f"opt:{k}": "on" for k, v in options.items() if v})
        return self.apply(self.ctl.submit("start", fields, game_id))

    def tick(self, name: str = "bot") -> list[fx.Effect]:
        self.t += self.timers.pop(name)
        return self.apply(self.ctl.tick(name))

    def run_bots(self, limit: int = 2000) -> int:
        """Tick the bots' timer until nobody waits for it; how many ticks it took."""
        ticks = 0
        while "bot" in self.timers and ticks < limit:
            self.tick("bot")
            ticks += 1
        return ticks

    # -- what the page shows --------------------------------------------------------------

    @property
    def match(self):
        return self.ctl.s.match

    def status(self) -> str:
        return _text(_block(self.app, "status") or "")

    def choices(self) -> list[str]:
        return [unescape(a) for a in re.findall(r'data-act="([^"]*)"', self.app)]

    def stored(self) -> dict[str, dict]:
        return {k: json.loads(v) for k, v in self.storage.items.items()
                if k.startswith("glasshut:save:") and not k.endswith("probe")}

    def effects_of(self, kind: type) -> list:
        return [e for e in self.log if isinstance(e, kind)]


def _block(markup: str, block_id: str) -> str | None:
    """The markup inside block `block_id`'s markers, or None."""
    start = markup.find(f"<!--b:{block_id}-->")
    if start < 0:
        return None
    start += len(f"<!--b:{block_id}-->")
    return markup[start:markup.index(f"<!--/b:{block_id}-->", start)]


def _text(markup: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", markup)).split())
