"""What the page must do after a command of the controller (`ui.app`): effects.

Each is plain data. The page's shell (web/main.py) applies them in order with the
browser's APIs, and tests read them. None carries a decision left to the page: the
shell only measures, focuses, scrolls and swaps markup, and where the outcome
depends on the layout (which tabs hold choices, which element is visible) it calls
back into the controller with what it found.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Effect:
    pass


@dataclass(frozen=True)
class Screen(Effect):
    """Put `markup` in the app element as a whole (the menu, a form, the hand-over
    screen, or a table that cannot be patched). `table`: a tip over the old table goes."""

    markup: str
    table: bool = False


@dataclass(frozen=True)
class Patch(Effect):
    """Swap the changed blocks (`steps`: JSON of [target, markup, kept ids], as
    `ui.patch.plan` gives them) in place after the person's own click, or replacing
    them after another seat's move (`in_place` False). Should the page not find a
    block, it draws `markup` whole instead. `flash`: blocks to mark as changed once;
    `slide`: start the pawns' slides there (`slow`: three times slower)."""

    steps: str
    in_place: bool
    markup: str
    flash: tuple[str, ...] = ()
    slide: bool = False
    slow: bool = False


@dataclass(frozen=True)
class AtTable(Effect):
    on: bool


@dataclass(frozen=True)
class TableAttrs(Effect):
    """Attributes set on the table element after a drawing (`ui.table.table_state`)."""

    attrs: dict[str, str]


@dataclass(frozen=True)
class NoteFocus(Effect):
    """Before a drawing: note whether the focus rested on something, so that
    `RefocusChoice` afterwards knows whether the drawing lost it."""


@dataclass(frozen=True)
class ShowTab(Effect):
    """Show the area `tab` (already checked to exist); `focus`: move the focus to it."""

    tab: str
    focus: bool = False


@dataclass(frozen=True)
class WholeMap(Effect):
    on: bool


@dataclass(frozen=True)
class MarkTabs(Effect):
    """Count each tab's choices and set each area's Tab stop (loader.js); the shell
    passes the answer to `Controller.tabs_marked`."""

    anytime: str  # JSON list of the actions open at any time
    roving: str  # JSON: area -> the choice holding its Tab stop


@dataclass(frozen=True)
class ChoicesInView(Effect):
    """Scroll the area holding the turn's choices so that one shows."""

    anytime: str
    shown: str  # JSON list of the areas on screen


@dataclass(frozen=True)
class LogToTop(Effect):
    pass


@dataclass(frozen=True)
class AfterPaint(Effect):
    """Apply `effects` once the new drawing is on screen."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class SaveWhenIdle(Effect):
    """In the next idle moment, call `Controller.flush_autosave`."""


@dataclass(frozen=True)
class Shown(Effect):
    """Everything before it was applied: call `Controller.shown` (a game opened is
    remembered only once drawn). Should applying fail, call `Controller.failed`."""


@dataclass(frozen=True)
class RefocusChoice(Effect):
    """Keyboard play: when the focus was lost in the drawing or rests on what is no
    longer a choice, the first choice (an area's Tab stop) takes it, quietly."""


@dataclass(frozen=True)
class MarkHint(Effect):
    """Mark the choice `action` as hinted, and bring it into view (an area that does
    not show it: `Controller.tab`)."""

    action: str


@dataclass(frozen=True)
class Focus(Effect):
    selector: str


@dataclass(frozen=True)
class StepFocus(Effect):
    """The arrow keys: the next (or previous) visible choice takes the focus and its
    area's Tab stop; the shell tells `Controller.roving_moved`."""

    forward: bool


@dataclass(frozen=True)
class Timer(Effect):
    """Call `Controller.tick(name)` after `ms` (replacing a pending one of that name)."""

    name: str
    ms: int


@dataclass(frozen=True)
class CancelTimer(Effect):
    name: str


@dataclass(frozen=True)
class Busy(Effect):
    """A bot is about to move: the page does not switch to a new version now."""

    on: bool


@dataclass(frozen=True)
class RootData(Effect):
    """data-* attributes of the root element, read by benchmarks."""

    data: dict[str, str]


@dataclass(frozen=True)
class OpenDialog(Effect):
    """Close any dialog, then open `markup` (a `<dialog>`) modally, focusing
    `focus_id` or else the dialog itself."""

    markup: str
    focus_id: str | None = None


@dataclass(frozen=True)
class DialogContent(Effect):
    """Swap the content of the open dialog `dialog_id` (it stays open and modal)."""

    dialog_id: str
    markup: str


@dataclass(frozen=True)
class CloseDialogs(Effect):
    pass


@dataclass(frozen=True)
class Notice(Effect):
    """A notice added at the end of the page (the game moved on elsewhere), focused."""

    markup: str
    focus: str


@dataclass(frozen=True)
class FormError(Effect):
    """A sentence at the top of the open form (as text, never markup)."""

    text: str


@dataclass(frozen=True)
class Copy(Effect):
    """Select a field's text and copy it to the clipboard; the button that asked says
    `done` for a moment, or `by_hand` where the browser refuses the clipboard."""

    target_id: str
    done: str = ""
    by_hand: str = ""


@dataclass(frozen=True)
class ToggleMore(Effect):
    """Show or hide the toolbar's less used tools (a phone)."""


@dataclass(frozen=True)
class ShowSeats(Effect):
    """The new-game form shows the first `count` seats."""

    count: int


@dataclass(frozen=True)
class ClearHash(Effect):
    """Drop the link from the address, so that a reload resumes the autosave."""


@dataclass(frozen=True)
class Banner(Effect):
    text: str | None


@dataclass(frozen=True)
class Settings(Effect):
    """The root element's text size, palette, motion and language."""

    font_percent: str
    palette: str
    motion: str
    lang: str


@dataclass(frozen=True)
class Prevent(Effect):
    """The key press is handled: the browser does nothing more with it."""
