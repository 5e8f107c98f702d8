"""The message catalogue: every sentence the table and the menu show a player.

Strings are looked up by key and filled with `str.format` fields, so a second
language is one more dict here (the keys and fields stay) and no code changes.
A key missing from a language falls back to English.
"""

from __future__ import annotations

EN = {
    # turn line
    "turn.no": "Turn {n}",
    "turn.decide": "{name}: {prompt}",
    "turn.answer": "{name} answers during {owner}'s turn: {prompt}",
    "turn.bot": "{name} ({level} bot) is thinking…",
    "turn.bot_answer": "{name} ({level} bot) answers during {owner}'s turn…",
    "turn.confirm": "{name}: your turn is complete. End turn, or Undo to change it.",
    "turn.over": "The game is over.",
    "turn.default": "choose one of the highlighted options.",
    # buttons and tabs
    "btn.undo": "Undo",
    "btn.hint": "Hint",
    "btn.rules": "Rules",
    "btn.share": "Share…",
    "btn.menu": "Menu",
    "btn.more": "More…",
    "btn.settings": "Settings",
    "btn.replay": "Replay",
    "btn.end_turn": "End turn",
    "btn.close": "Close",
    "btn.rematch": "Rematch",
    "btn.new_game": "New game",
    "btn.bots_fast": "Bots: fast",
    "btn.bots_normal": "Bots: normal",
    "btn.zoom_in": "Zoom in",
    "btn.zoom_out": "Fit",
    "tab.board": "Board",
    "tab.me": "Me",
    "tab.others": "Opponents",
    "tab.log": "Log",
    "tabs.label": "Table areas",
    "choices.label": "Your choices",
    "choices.anytime": "Any time:",
    "choices.watch": "Nothing to choose now: watch the bots play.",
    "keys.hint": "Keys: U undo · H hint · R rules · L log · Esc close",
    # log
    "log.title": "Log",
    "log.empty": "No moves yet.",
    "log.earlier": "{n} earlier moves are kept in the save.",
    "log.before_origin": (
        "Moves 1 to {n} were played under earlier rules: they can be read here, not replayed."
    ),
    "log.last": "Last turn, {name}: {summary}",
    # end screen
    "end.title": "Final scores",
    "end.winner": "{name} wins with {points} points!",
    "end.tie": "A tie: {names} with {points} points.",
    "end.solo": "{name} scored {points} points",
    "end.solo_title": "{points} points: {title}",
    "end.points": "{points} points",
    "end.total": "Total",
    "end.rank": "#{rank}",
    # hint
    "hint.thinking": "The Strong bot is looking at your position…",
    "hint.says": "The Strong bot would choose: {choice}",
    # dialogs
    "rules.title": "{title} in short",
    "rules.learn": "Stuck? Press Hint: the Strong bot marks the choice it would make in"
                   " your place. Watching its suggestions is a quick way to learn the game."
                   " Replay steps through any game's moves, yours or a shared one.",
    "share.title": "Share this game",
    "share.about": "Anyone who opens the link, or pastes the save string into Glasshut's"
                   " menu, continues this game from here.",
    "share.link": "Link",
    "share.copy_link": "Copy link",
    "share.save": "Save string",
    "share.copy_save": "Copy save string",
    "share.import": "Or open another game: paste its save string or link",
    "share.open": "Open game",
    "settings.title": "Settings",
    "settings.text": "Text size",
    "settings.text_normal": "Normal",
    "settings.text_large": "Large",
    "settings.text_larger": "Larger",
    "settings.palette": "Colour-blind safe player colours",
    "settings.motion": "Animations",
    "settings.motion_normal": "Normal",
    "settings.motion_slow": "Slow",
    "settings.motion_off": "Off",
    "settings.confirm": "Ask before handing the turn on (End turn)",
    "settings.language": "Language",
    "replay.title": "Replay",
    "replay.move": "Move {k} of {n}",
    "replay.start": "Start",
    "replay.prev": "Back",
    "replay.next": "Forward",
    "replay.end": "End",
    "replay.about": "Step through the moves; the game itself does not change.",
    # hotseat hand-over
    "handover.head": "Pass the screen to {name}",
    "handover.about": "The next screen shows {name}'s secret cards. Everyone else, please"
                      " look away.",
    "handover.show": "I am {name}: show my cards",
    # errors
    "err.nothing_to_undo": "There is nothing of yours to take back now.",
}

CATALOGUES = {"en": EN}
LANGUAGES = {"en": "English", "de": "Deutsch"}

# The language the page set (settings); games read it through language() for their
# own texts. The table's catalogue has English only so far: other keys fall back.
_current = {"lang": "en"}


def set_language(lang: str) -> None:
    _current["lang"] = lang if lang in LANGUAGES else "en"


def language() -> str:
    return _current["lang"]


def msg(key: str, lang: str | None = None, **fields: object) -> str:
    """The text for `key` in `lang` (default: the language set; English if missing),
    with its fields filled in."""
    text = CATALOGUES.get(lang or _current["lang"], EN).get(key) or EN[key]
    return text.format(**fields) if fields else text
