"""The page's state, as the controller (`ui.app`) keeps it, and what it is given."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.match import Match
from .patch import Drawing
from .table import GameView

CURRENT_KEY = "glasshut:current"
SETTINGS_KEY = "glasshut:settings"
DEFAULT_SETTINGS: dict[str, Any] = {"text": "1", "palette": False, "motion": "normal",
                                    "confirm": True, "lang": "en"}
# Blocks that change on every move anyway, and the panels' and log's containers:
# never flashed as "changed".
QUIET_BLOCKS = frozenset({"t-head", "status", "t-tools", "t-choices", "t-log"})
QUIET_PREFIXES = ("in-", "log-")
BOT_DELAY_MS = {False: 900, True: 150}  # by "fast bots": a pace a person can follow
# A bot's thinking budget counts only its own slices; the page also draws and handles
# events between them. Past this wall-clock time it plays the best choice found so far.
DECISION_LIMIT_S = 1.4
SLICE_MS = 30  # one slice of thinking between two timer callbacks
WIDE_PX = 900  # web/style.css: from this width Me and the Log stay beside the board
BOT_TIMER, HINT_TIMER = "bot", "hint"
# What a page whose game moved on elsewhere still does.
STALE_OK = frozenset({"reload-game", "menu", "export", "copy", "close"})
SHORTCUTS = {"u": "undo", "h": "hint", "e": "confirm", "r": "rules", "l": "log"}
ARROWS = {"ArrowRight": True, "ArrowDown": True, "ArrowLeft": False, "ArrowUp": False}


@dataclass
class Host:
    """What the controller asks of the page around it: the clocks and the address.
    The page gives the browser's; tests give their own, and tick them."""

    now_ms: Callable[[], float]  # a monotonic clock in milliseconds (performance.now)
    epoch_ms: Callable[[], int]  # milliseconds since 1970 (Date.now), for save ids
    now_iso: Callable[[], str]  # the time as ISO text, stored with a save
    local_time: Callable[[str], str] | None = None  # ISO -> the player's local time
    page_url: Callable[[], str] = lambda: ""  # the page's address without its hash
    # The browser's preferred languages, first first (navigator.languages): the page's
    # language until the player chooses one in the settings.
    languages: Callable[[], Sequence[str]] = lambda: ()


@dataclass(frozen=True)
class Key:
    """A key press, as far as the controller needs to know it."""

    key: str
    typing: bool = False  # in a text field or a select
    modifier: bool = False  # Ctrl, Meta or Alt held
    on_choice: bool = False  # the focus is on a choice of the board (not a button)
    among_choices: bool = False  # ... or on any choice, the row of buttons included


@dataclass
class PageState:
    """Everything the page holds between two events."""

    screen: str = "loading"  # "menu", "setup", "table", "handover"
    match: Match | None = None
    save_id: str | None = None
    confirm: bool = False  # a person's action handed the turn on and awaits "End turn"
    fast: bool = False  # bots play at a quick pace
    stale: bool = False  # another tab moved this game on: this page stops playing it
    view: GameView | None = None  # the game's areas last drawn
    tab: str = "board"  # the area shown (on a phone: the only one)
    since: Any = None  # the state when the person at the screen last handed over
    shown: int | None = None  # the person whose secrets the screen showed last (hotseat)
    whole_map: bool = False  # "Whole map": the board's map fitted whole rather than panned
    keyboard: bool = False  # the last input came from the keyboard
    roving: dict[str, str] = field(default_factory=dict)  # area -> its Tab stop's choice
    wide: bool = False  # the screen is wide enough for Me and the Log beside the board
    # Bots and hints.
    bot_due: bool = False  # a bot's timer is pending
    thinker: Any = None  # the bot thinking now
    last_thinker: Any = None  # the one that chose the move before (its tree is reused)
    think_start: float = 0.0
    hint: Any = None  # a Strong bot thinking for the Hint button
    hinted: str | None = None  # the action it suggested, marked until the next move
    # Dialogs.
    dialog: str | None = None  # the id of the open dialog
    replay: Any = None  # glasshut.games.Replay of the open replay dialog
    replay_step: int = 0
    # Drawing and saving.
    drawn: Drawing | None = None  # the table last drawn, as ui.patch.split() gives it
    save_due: bool = False  # a person's move waits to be saved until it is painted
    settings: dict[str, Any] = field(default_factory=lambda: dict(DEFAULT_SETTINGS))
