"""The message catalogue: every sentence the table and the menu show a player.

Strings are looked up by key and filled with `str.format` fields. Each language is
one dict here with exactly the keys and fields of English (a test checks it); the
languages, plural forms and number formats are common.i18n's, which every game's own
catalogue shares (docs/languages.md: adding a language).

The page sets the language from the settings (`set_language`); a game reads it with
`language()` for its own texts.
"""

from __future__ import annotations

from ..common.i18n import LANGUAGES, Catalogue, language, set_language

__all__ = ["CATALOGUES", "DE", "EN", "LANGUAGES", "bot_level", "error_text", "language",
           "msg", "msg_or", "set_language", "stop_notice"]

EN = {
    # turn line
    "turn.no": "Turn {n}",
    "turn.decide": "{name}: {prompt}",
    "turn.answer": "{name} answers during {owner}'s turn: {prompt}",
    "turn.bot": "{name} ({level} bot) is thinking…",
    "turn.bot_answer": "{name} ({level} bot) answers during {owner}'s turn…",
    "turn.confirm": "{name}: your turn is done. End turn, or Undo.",
    "turn.confirm_answer": "{name}: {other} answers next, during your turn. Go on, or Undo.",
    "turn.over": "The game is over.",
    "turn.default": "choose one of the highlighted options.",
    # bot levels, as the new-game form and the turn line name them
    "bot.random": "Random",
    "bot.greedy": "Greedy",
    "bot.strong": "Strong",
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
    "btn.go_on": "Go on",
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
    "tab.end": "Scores",
    "tabs.label": "Table areas",
    "tools.label": "Game menu",
    "choices.label": "Your choices",
    "choices.anytime": "Any time:",
    "choices.watch": "Nothing to choose now: watch the bots play.",
    "choices.placed": "Pick one of the highlighted choices.",
    "keys.hint": "Keys: U undo · H hint · E end turn · R rules · L log · Esc close",
    "seat.default": "Player {n}",
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
    "end.tie_break": "Level on points; the tie-break decides: {rule}.",
    "end.solo": "{name} scored {points} points",
    "end.solo_title": "{points} points: {title}",
    "end.points": "{points} points",
    "end.winner.glory": "{name} wins with {points} glory!",
    "end.tie.glory": "A tie: {names} with {points} glory.",
    "end.tie_break.glory": "Level on glory; the tie-break decides: {rule}.",
    "end.total": "Total",
    "end.rank": "#{rank}",
    # hint
    "hint.thinking": "The Strong bot is looking at your position…",
    "hint.says": "The Strong bot would choose: {choice}",
    "hint.why": "Why: {why}.",
    "hint.points": "it scores at once: +{n}",
    "hint.next_best": "it came out best in the bot's look-ahead ({n} lines played out);"
                      " next best: {choice}",
    "hint.only": "it is the only choice here",
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
    "share.copied": "Copied ✓",
    "share.copy_by_hand": "Selected: copy it by hand",
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
    "settings.language_note": "The menu, the table and every game's board, cards, log and"
                              " rules follow this choice.",
    "replay.title": "Replay",
    "replay.move": "Move {k} of {n}",
    "replay.start": "Start",
    "replay.prev": "\u2039 Move",
    "replay.next": "Move \u203a",
    "replay.prev_turn": "\u00ab Turn",
    "replay.next_turn": "Turn \u00bb",
    "replay.turn": "Turn {t}",
    "replay.slider": "Position",
    "replay.end": "End",
    "replay.about": "Step by move or by turn, or slide; the game itself does not change.",
    # hotseat hand-over
    "handover.head": "Pass the screen to {name}",
    "handover.about": "The next screen shows {name}'s secret cards. Everyone else, please"
                      " look away.",
    "handover.show": "I am {name}: show my cards",
    # start menu
    "menu.tagline": "Heavy Euro board games in your browser. No account, no install;"
                    " it keeps working offline.",
    "menu.games": "Games",
    "menu.no_games": "No games are installed.",
    "menu.players": "{n} players",
    "menu.players_solo": "solo to {high} players",
    "menu.players_range": "{low} to {high} players",
    "menu.new_game_of": "New game of {title}",
    "menu.saved": "Saved games",
    "menu.shared": "Open a shared game",
    "menu.paste": "Paste a save string or a link",
    "menu.open": "Open game",
    # saved games in the menu
    "saved.finished": "finished",
    "saved.turn": "turn {turn}, {name} to play",
    "saved.period": "period {period}, {name} to play",
    "saved.moves": "{n} moves played",
    "saved.confirm_delete": "Delete this game for good?",
    "saved.delete": "Delete",
    "saved.delete_label": "Delete this saved game",
    "saved.keep": "Keep it",
    "saved.export": "Export",
    "saved.resume": "Resume",
    "saved.damaged": "A saved game ({name}) is damaged and was skipped.",
    "saved.unreadable": "That saved game could not be read.",
    "saved.cannot_open": "That saved game could not be opened: {reason}",
    "saved.cannot_reopen": "Your last game could not be reopened: {reason}",
    "saved.from_position": "The rules changed since: it goes on from where it stood.",
    "saved.reopened_rules": (
        "This game was saved under rules version {saved} of {game}; this version of"
        " Glasshut plays rules version {current}. It goes on from where it stood. Its"
        " earlier moves stay in the log to read, but they can no longer be replayed."
    ),
    "saved.reopened_other": (
        "This game's moves no longer replay here ({reason}). It goes on from where it"
        " stood; its earlier moves stay in the log to read."
    ),
    "saved.stranded_link": (
        "{reason} If this game is still going on in someone's browser, Glasshut there"
        " goes on from its latest position: ask them to share it again from there."
    ),
    # the new-game form
    "setup.players": "Players",
    "setup.player": "Player {n}",
    "setup.name": "Name",
    "setup.plays_as": "Plays as",
    "setup.person": "a person at this screen",
    "setup.bot": "a bot ({level})",
    "setup.seed": "Seed (optional)",
    "setup.seed_hint": "random",
    "setup.start": "Start",
    "setup.back": "Back",
    "setup.bad_seed": "The seed must be a whole number from 0 to 18446744073709551615.",
    # the games' setup options (English: each game's own `option_labels`, a test checks)
    # each game's title, by game id: the menu, the saved-games list, the end screen
    "title.blackforest": "Black Forest",
    "title.glassroad": "Glass Road",
    "title.burgundy": "The Castles of Burgundy",
    "title.chickwood": "Chickwood Forest",
    # a position (a JSON game state) refused: which game, where in it, and why
    "pos.bad": "{title} position, {where}: {detail}",
    "why.pos_object": "expected an object with the keys {keys}",
    "why.pos_unknown": "unknown key {name} (known: {keys})",
    "why.pos_missing": "the key {name} is missing",
    "why.pos_int": "{value} is not a whole number from {low} to {high}",
    "why.pos_bool": "{value} is not true or false",
    "why.pos_list": "{value} is not a list",
    "why.pos_length": "the list has {count} entries, not {length}",
    "why.pos_game": "{value} is not {expected}",
    "why.pos_rules": "this does not fit the rules ({what})",
    "option.blackforest.first_game": "First game: every small Building on its A side",
    "option.glassroad.intro": "Introductory game: only the simpler Buildings",
    "option.glassroad.long": "Longer game: five building periods",
    "option.glassroad.small_board": "4 players: four Buildings a row, as with fewer players",
    "option.burgundy.varied_estates": "Varied estates: boards 2-9, start castle placed by"
                                      " choice",
    "option.burgundy.secret_estates": "With varied estates, choose them in secret",
    "option.chickwood.legendary": "Legendary cards: five special cards join the loot",
    # storage
    "storage.off": "Saving is off: this browser does not let the page store data, so"
                   " nothing is kept once the page is closed.",
    "storage.full": "Saving is off: this browser's storage for the page is full.",
    "storage.full_mirrored": "This browser's storage for the page is full: your moves are"
                             " kept only in its backup copy. Make room in the start menu.",
    # a stored game that could not be shown, and making room
    "saved.failed": "It could not be shown last time ({reason}), so it is not opened by"
                    " itself.",
    "saved.try_again": "Try again",
    "saved.interrupted": "the page stopped while drawing it",
    "saved.failed_notice": "A saved game could not be shown, so the start menu opened"
                           " instead: {reason}",
    "saved.cannot_show": "That game could not be shown: {reason}",
    "room.low": "Saved games fill {percent}% of the room this browser gives Glasshut (about"
                " {left} KB left).",
    "room.full": "The room this browser gives Glasshut is full.",
    "room.offer": "Export and remove the {n} oldest finished games",
    "room.none": "Export games you no longer play and delete them to make room.",
    "room.title": "Make room",
    "room.about": "Keep these links somewhere safe first: each one opens its game again,"
                  " here or in any browser. Then remove the games from this browser.",
    "room.links": "Links of the games, one per line",
    "room.remove": "Remove these {n} games",
    "storage.keep_playing": "You can keep playing; export a save to keep it.",
    "moved.title": "This game moved on elsewhere",
    "moved.about": "It was played further in another tab or window of this browser. This"
                   " page stops here so that neither overwrites the other.",
    "moved.continue": "Continue from there",
    "moved.menu": "Start menu",
    # errors
    "err.nothing_to_undo": "There is nothing of yours to take back now.",
    # an action the game refuses (core.match.REFUSALS, by code)
    "err.over": "The game is over: nothing more can be played.",
    "err.stopped": "This game reached {moves} moves, the most a game of {game} may last"
                   " here, and was stopped unfinished.",
    "err.not_legal": "That choice is not open now.",
    # why an action cannot be taken back (core.match.UNDO_BLOCKERS)
    "undo.no_seat": "There is no such seat.",
    "undo.bot": "Only human players take back actions.",
    "undo.nothing": "There is nothing to take back.",
    "undo.other_seat": "The last action was another player's; it cannot be taken back.",
    "undo.barrier": "Something was drawn or revealed, or a new turn began; it cannot be"
                    " taken back.",
    # a save string or link that does not open (core.savetext.MESSAGES: the same words)
    "save.not_save": 'This is not a Glasshut save string (those start with "GH").',
    "save.corrupt": "This save string is damaged ({detail}). Copy it again in full.",
    "save.truncated": "This save string is incomplete: its end is missing. Copy it again"
                      " in full.",
    "save.newer_format": "This save was made by a newer version of Glasshut (save format"
                         " {version}); update Glasshut to load it.",
    "save.unknown_game": "This save is for a game this version of Glasshut does not have"
                         " ({game}).",
    "save.wrong_game": "This save is for {game}, not {expected}.",
    "save.rules_changed": "This save was made with rules version {saved} of {game}, but"
                          " this version of Glasshut has rules version {current}, so its"
                          " moves cannot be replayed. Keep the save string: it stays intact"
                          " and can be exported.",
    "save.bad_setup": "This save's setup is not valid for {game}: {detail}",
    "save.illegal_move": "This save does not replay: move {move} is not legal ({detail}).",
    "save.bad_position": "This save's position is not a valid {game} position: {detail}",
    "save.too_long": "This save claims {moves} moves, more than a game of {game} can last"
                     " ({limit} at most), so it was not opened.",
    # what {detail} says (core.savetext.DETAILS and SETUP_MESSAGES, by `why`)
    "why.unpack": "its contents cannot be unpacked",
    "why.far_too_long": "it is far too long",
    "why.characters": "it contains characters no save string has",
    "why.header": "its header is damaged",
    "why.format": "save format {version} is not supported",
    "why.extra": "it has extra characters at the end",
    "why.checksum": "it fails its checksum",
    "why.contents": "its contents cannot be read",
    "why.unreadable": "it cannot be read",
    "why.game_over": "the game was already over",
    "why.no_action": "no action was possible",
    "why.left_over": "the save has choices left over after its last move",
    "why.seat_text": "Seat names and bot levels must be text.",
    "why.name_long": "A player's name has at most {limit} characters.",
    "why.level_long": "A bot level's name has at most {limit} characters.",
    "why.seed": "The seed must be an integer in [0, 2**64).",
    # what a bot's position is closest to (State.aim), after its last turn's summary
    "log.aim": "{summary}; heading for: {target}",
}

DE = {
    # turn line
    "turn.no": "Zug {n}",
    "turn.decide": "{name}: {prompt}",
    "turn.answer": "{name} antwortet im Zug von {owner}: {prompt}",
    "turn.bot": "{name} (Bot „{level}“) überlegt …",
    "turn.bot_answer": "{name} (Bot „{level}“) antwortet im Zug von {owner} …",
    "turn.confirm": "{name}: Dein Zug ist fertig. Zug beenden oder Rückgängig.",
    "turn.confirm_answer": "{name}: {other} antwortet jetzt in deinem Zug. Weiter oder Rückgängig.",
    "turn.over": "Die Partie ist zu Ende.",
    "turn.default": "Wähle eine der hervorgehobenen Möglichkeiten.",
    # bot levels
    "bot.random": "Zufall",
    "bot.greedy": "Gierig",
    "bot.strong": "Stark",
    # buttons and tabs
    "btn.undo": "Rückgängig",
    "btn.hint": "Tipp",
    "btn.rules": "Regeln",
    "btn.share": "Teilen …",
    "btn.menu": "Menü",
    "btn.more": "Mehr …",
    "btn.settings": "Einstellungen",
    "btn.replay": "Nachspielen",
    "btn.end_turn": "Zug beenden",
    "btn.go_on": "Weiter",
    "btn.close": "Schließen",
    "btn.rematch": "Revanche",
    "btn.new_game": "Neue Partie",
    "btn.bots_fast": "Bots: schnell",
    "btn.bots_normal": "Bots: normal",
    "btn.zoom_in": "Vergrößern",
    "btn.zoom_out": "Einpassen",
    # "Plan", not "Spielplan": the end screen's six tabs then fit a 390 px phone
    "tab.board": "Plan",
    "tab.me": "Ich",
    "tab.others": "Andere",
    "tab.log": "Verlauf",
    "tab.end": "Wertung",
    "tabs.label": "Bereiche des Spieltischs",
    "tools.label": "Spielmenü",
    "choices.label": "Deine Möglichkeiten",
    "choices.anytime": "Jederzeit:",
    "choices.watch": "Gerade gibt es nichts zu wählen: Sieh den Bots beim Spielen zu.",
    "choices.placed": "Wähle eine der hervorgehobenen Möglichkeiten.",
    "keys.hint": "Tasten: U Rückgängig · H Tipp · E Zug beenden · R Regeln · L Verlauf"
                 " · Esc Schließen",
    "seat.default": "Spieler {n}",
    # log
    "log.title": "Verlauf",
    "log.empty": "Noch keine Züge.",
    "log.earlier": "{n} ältere Schritte stehen im Spielstand.",
    "log.before_origin": (
        "Die Züge 1 bis {n} wurden nach früheren Regeln gespielt: Man kann sie hier"
        " lesen, aber nicht nachspielen."
    ),
    "log.last": "Letzter Zug von {name}: {summary}",
    # end screen
    "end.title": "Schlusswertung",
    "end.winner": "{name} gewinnt mit {points} Punkten!",
    "end.tie": "Gleichstand: {names} mit je {points} Punkten.",
    "end.tie_break": "Punktgleich; es entscheidet: {rule}.",
    "end.solo": "{name} erreicht {points} Punkte",
    "end.solo_title": "{points} Punkte: {title}",
    "end.points": "{points} Punkte",
    "end.winner.glory": "{name} gewinnt mit {points} Ruhm!",
    "end.tie.glory": "Gleichstand: {names} mit je {points} Ruhm.",
    "end.tie_break.glory": "Gleich viel Ruhm; es entscheidet: {rule}.",
    "end.total": "Summe",
    "end.rank": "{rank}.",
    # hint
    "hint.thinking": "Der Bot „Stark“ sieht sich deine Lage an …",
    "hint.says": "Der Bot „Stark“ würde wählen: {choice}",
    "hint.why": "Warum: {why}.",
    "hint.points": "das zählt sofort: +{n}",
    "hint.next_best": "in der Vorausschau des Bots ({n} Verläufe durchgespielt) am besten;"
                      " danach: {choice}",
    "hint.only": "es ist die einzige Wahl",
    # dialogs
    "rules.title": "{title} in Kürze",
    "rules.learn": "Du weißt nicht weiter? Drücke „Tipp“: Der Bot „Stark“ markiert, was er"
                   " an deiner Stelle wählen würde. Wer seinen Vorschlägen folgt, lernt das"
                   " Spiel schnell. Mit „Nachspielen“ gehst du die Züge jeder Partie durch,"
                   " deiner eigenen wie einer geteilten.",
    "share.title": "Diese Partie teilen",
    "share.about": "Wer den Link öffnet oder den Spielstand in Glasshuts Menü einfügt,"
                   " spielt diese Partie von hier aus weiter.",
    "share.link": "Link",
    "share.copy_link": "Link kopieren",
    "share.copied": "Kopiert ✓",
    "share.copy_by_hand": "Markiert: bitte selbst kopieren",
    "share.save": "Spielstand",
    "share.copy_save": "Spielstand kopieren",
    "share.import": "Oder eine andere Partie öffnen: ihren Spielstand oder Link einfügen",
    "share.open": "Partie öffnen",
    "settings.title": "Einstellungen",
    "settings.text": "Schriftgröße",
    "settings.text_normal": "Normal",
    "settings.text_large": "Groß",
    "settings.text_larger": "Größer",
    "settings.palette": "Spielerfarben, die auch bei Farbenblindheit gut zu unterscheiden"
                        " sind",
    "settings.motion": "Animationen",
    "settings.motion_normal": "Normal",
    "settings.motion_slow": "Langsam",
    "settings.motion_off": "Aus",
    "settings.confirm": "Vor dem Weitergeben des Zuges nachfragen („Zug beenden“)",
    "settings.language": "Sprache",
    "settings.language_note": "Das Menü, der Spieltisch und bei jedem Spiel Spielplan,"
                              " Karten, Verlauf und Regeln folgen dieser Wahl.",
    "replay.title": "Nachspielen",
    "replay.move": "Schritt {k} von {n}",
    "replay.start": "Anfang",
    "replay.prev": "\u2039 Schritt",
    "replay.next": "Schritt \u203a",
    "replay.prev_turn": "\u00ab Zug",
    "replay.next_turn": "Zug \u00bb",
    "replay.turn": "Zug {t}",
    "replay.slider": "Stand",
    "replay.end": "Ende",
    "replay.about": "Schritt für Schritt, Zug für Zug oder mit dem Regler; die Partie"
                    " selbst bleibt, wie sie ist.",
    # hotseat hand-over
    "handover.head": "Gib den Bildschirm an {name} weiter",
    "handover.about": "Der nächste Bildschirm zeigt die geheimen Karten von {name}. Alle"
                      " anderen schauen bitte weg.",
    "handover.show": "Ich bin {name}: Meine Karten zeigen",
    # start menu
    "menu.tagline": "Anspruchsvolle Brettspiele im Browser. Ohne Konto, ohne Installation;"
                    " läuft auch offline weiter.",
    "menu.games": "Spiele",
    "menu.no_games": "Es sind keine Spiele installiert.",
    "menu.players": "{n} Spieler",
    "menu.players_solo": "Solo bis {high} Spieler",
    "menu.players_range": "{low} bis {high} Spieler",
    "menu.new_game_of": "Neue Partie {title}",
    "menu.saved": "Gespeicherte Partien",
    "menu.shared": "Geteilte Partie öffnen",
    "menu.paste": "Spielstand oder Link einfügen",
    "menu.open": "Partie öffnen",
    # saved games in the menu
    "saved.finished": "beendet",
    "saved.turn": "Zug {turn}, {name} ist am Zug",
    "saved.period": "Periode {period}, {name} ist am Zug",
    "saved.moves": "{n} Schritte gespielt",
    "saved.confirm_delete": "Diese Partie endgültig löschen?",
    "saved.delete": "Löschen",
    "saved.delete_label": "Diese gespeicherte Partie löschen",
    "saved.keep": "Behalten",
    "saved.export": "Exportieren",
    "saved.resume": "Weiterspielen",
    "saved.damaged": "Eine gespeicherte Partie ({name}) ist beschädigt und wurde"
                     " übersprungen.",
    "saved.unreadable": "Diese gespeicherte Partie ließ sich nicht lesen.",
    "saved.cannot_open": "Diese gespeicherte Partie ließ sich nicht öffnen: {reason}",
    "saved.cannot_reopen": "Deine letzte Partie ließ sich nicht wieder öffnen: {reason}",
    "saved.from_position": "Die Regeln haben sich seitdem geändert: Die Partie geht an"
                           " ihrem letzten Stand weiter.",
    "saved.reopened_rules": (
        "Diese Partie wurde mit Regelversion {saved} von {game} gespeichert; diese"
        " Glasshut-Version spielt Regelversion {current}. Die Partie geht an ihrem letzten"
        " Stand weiter. Die früheren Züge bleiben im Verlauf lesbar, lassen sich aber"
        " nicht mehr nachspielen."
    ),
    "saved.reopened_other": (
        "Die Züge dieser Partie lassen sich hier nicht mehr nachspielen ({reason}). Sie"
        " geht an ihrem letzten Stand weiter; die früheren Züge bleiben im Verlauf lesbar."
    ),
    "saved.stranded_link": (
        "{reason} Läuft diese Partie noch im Browser eines anderen Spielers, geht Glasshut"
        " dort an ihrem letzten Stand weiter: Bitte ihn, sie von dort aus neu zu teilen."
    ),
    # the new-game form
    "setup.players": "Spieleranzahl",
    "setup.player": "Spieler {n}",
    "setup.name": "Name",
    "setup.plays_as": "Gespielt von",
    "setup.person": "einem Menschen an diesem Bildschirm",
    "setup.bot": "einem Bot („{level}“)",
    "setup.seed": "Startwert (optional)",
    "setup.seed_hint": "zufällig",
    "setup.start": "Los geht’s",
    "setup.back": "Zurück",
    "setup.bad_seed": "Der Startwert muss eine ganze Zahl von 0 bis 18446744073709551615"
                      " sein.",
    # the games' setup options
    "title.blackforest": "Black Forest",
    "title.glassroad": "Glass Road",
    "title.burgundy": "Die Burgen von Burgund",
    "title.chickwood": "Chickwood Forest",
    "pos.bad": "Stellung für {title}, {where}: {detail}",
    "why.pos_object": "erwartet ein Objekt mit den Schlüsseln {keys}",
    "why.pos_unknown": "unbekannter Schlüssel {name} (bekannt: {keys})",
    "why.pos_missing": "der Schlüssel {name} fehlt",
    "why.pos_int": "{value} ist keine ganze Zahl von {low} bis {high}",
    "why.pos_bool": "{value} ist weder true noch false",
    "why.pos_list": "{value} ist keine Liste",
    "why.pos_length": "die Liste hat {count} Einträge statt {length}",
    "why.pos_game": "{value} ist nicht {expected}",
    "why.pos_rules": "das passt nicht zu den Regeln (Angabe der Regeln: {what})",
    "option.blackforest.first_game": "Erste Partie: alle kleinen Gebäude mit der A-Seite",
    "option.glassroad.intro": "Einführungspartie: nur die einfacheren Gebäude",
    "option.glassroad.long": "Lange Partie: fünf Bauphasen",
    "option.glassroad.small_board": "4 Spieler: vier Gebäude pro Reihe, wie mit weniger"
                                    " Spielern",
    "option.burgundy.varied_estates": "Verschiedene Fürstentümer: Tableaus 2–9, Startburg"
                                      " frei platziert",
    "option.burgundy.secret_estates": "Bei verschiedenen Fürstentümern: geheim wählen",
    "option.chickwood.legendary": "Legendäre Karten: Fünf besondere Karten kommen zur"
                                  " Beute dazu",
    # storage
    "storage.off": "Speichern ist aus: Dieser Browser erlaubt der Seite nicht, Daten"
                   " abzulegen; nach dem Schließen der Seite ist nichts mehr da.",
    "storage.full": "Speichern ist aus: Der Speicher dieses Browsers für die Seite ist voll.",
    "storage.full_mirrored": "Der Speicher dieses Browsers für die Seite ist voll: Deine"
                             " Züge liegen nur noch in seiner Sicherungskopie. Schaffe im"
                             " Startmenü Platz.",
    "saved.failed": "Sie ließ sich zuletzt nicht anzeigen ({reason}) und wird deshalb nicht"
                    " von selbst geöffnet.",
    "saved.try_again": "Erneut versuchen",
    "saved.interrupted": "die Seite brach beim Anzeigen ab",
    "saved.failed_notice": "Eine gespeicherte Partie ließ sich nicht anzeigen, deshalb"
                           " öffnete sich das Startmenü: {reason}",
    "saved.cannot_show": "Diese Partie ließ sich nicht anzeigen: {reason}",
    "room.low": "Gespeicherte Partien belegen {percent} % des Platzes, den dieser Browser"
                " Glasshut gibt (etwa {left} KB frei).",
    "room.full": "Der Platz, den dieser Browser Glasshut gibt, ist voll.",
    "room.offer": "Die {n} ältesten beendeten Partien exportieren und entfernen",
    "room.none": "Exportiere Partien, die du nicht mehr spielst, und lösche sie, um Platz"
                 " zu schaffen.",
    "room.title": "Platz schaffen",
    "room.about": "Bewahre diese Links zuerst gut auf: Jeder öffnet seine Partie wieder,"
                  " hier oder in jedem Browser. Dann entferne die Partien aus diesem"
                  " Browser.",
    "room.links": "Links der Partien, einer pro Zeile",
    "room.remove": "Diese {n} Partien entfernen",
    "storage.keep_playing": "Du kannst weiterspielen; exportiere den Spielstand, um ihn zu"
                            " behalten.",
    "moved.title": "Diese Partie ging anderswo weiter",
    "moved.about": "Sie wurde in einem anderen Tab oder Fenster dieses Browsers"
                   " weitergespielt. Diese Seite hält hier an, damit keine die andere"
                   " überschreibt.",
    "moved.continue": "Dort weiterspielen",
    "moved.menu": "Startmenü",
    # errors
    "err.nothing_to_undo": "Gerade gibt es nichts von dir zurückzunehmen.",
    # an action the game refuses
    "err.over": "Die Partie ist zu Ende: Es kann nichts mehr gespielt werden.",
    "err.stopped": "Diese Partie hat {moves} Schritte erreicht, so viele, wie eine Partie"
                   " {game} hier höchstens dauern darf, und wurde unvollendet angehalten.",
    "err.not_legal": "Diese Wahl steht gerade nicht offen.",
    # why an action cannot be taken back
    "undo.no_seat": "Diesen Platz gibt es nicht.",
    "undo.bot": "Nur menschliche Spieler nehmen Schritte zurück.",
    "undo.nothing": "Es gibt nichts zurückzunehmen.",
    "undo.other_seat": "Der letzte Schritt war der eines anderen Spielers; er lässt sich"
                       " nicht zurücknehmen.",
    "undo.barrier": "Etwas wurde gezogen oder aufgedeckt, oder ein neuer Zug hat begonnen;"
                    " das lässt sich nicht zurücknehmen.",
    # a save string or link that does not open
    "save.not_save": "Das ist kein Glasshut-Spielstand (diese beginnen mit „GH“).",
    "save.corrupt": "Dieser Spielstand ist beschädigt ({detail}). Kopiere ihn noch einmal"
                    " vollständig.",
    "save.truncated": "Dieser Spielstand ist unvollständig: Sein Ende fehlt. Kopiere ihn"
                      " noch einmal vollständig.",
    "save.newer_format": "Dieser Spielstand stammt von einer neueren Glasshut-Version"
                         " (Format {version}); aktualisiere Glasshut, um ihn zu laden.",
    "save.unknown_game": "Dieser Spielstand gehört zu einem Spiel, das diese"
                         " Glasshut-Version nicht kennt ({game}).",
    "save.wrong_game": "Dieser Spielstand gehört zu {game}, nicht zu {expected}.",
    "save.rules_changed": "Dieser Spielstand wurde mit Regelversion {saved} von {game}"
                          " gespeichert, diese Glasshut-Version hat aber Regelversion"
                          " {current}; seine Schritte lassen sich daher nicht nachspielen."
                          " Bewahre den Spielstand auf: Er bleibt unversehrt und lässt sich"
                          " exportieren.",
    "save.bad_setup": "Die Aufstellung dieses Spielstands ist für {game} nicht gültig:"
                      " {detail}",
    "save.illegal_move": "Dieser Spielstand lässt sich nicht nachspielen: Schritt {move}"
                         " ist nicht erlaubt ({detail}).",
    "save.bad_position": "Die Stellung in diesem Spielstand ist keine gültige Stellung"
                         " von {game}: {detail}",
    "save.too_long": "Dieser Spielstand gibt {moves} Schritte an, mehr als eine Partie"
                     " {game} dauern kann (höchstens {limit}); er wurde daher nicht"
                     " geöffnet.",
    # what {detail} says
    "why.unpack": "sein Inhalt lässt sich nicht entpacken",
    "why.far_too_long": "er ist viel zu lang",
    "why.characters": "er enthält Zeichen, die in keinem Spielstand vorkommen",
    "why.header": "sein Kopf ist beschädigt",
    "why.format": "das Spielstandformat {version} wird nicht unterstützt",
    "why.extra": "an seinem Ende stehen überzählige Zeichen",
    "why.checksum": "seine Prüfsumme stimmt nicht",
    "why.contents": "sein Inhalt lässt sich nicht lesen",
    "why.unreadable": "er lässt sich nicht lesen",
    "why.game_over": "die Partie war schon zu Ende",
    "why.no_action": "es war kein Schritt möglich",
    "why.left_over": "nach seinem letzten Schritt bleiben Entscheidungen übrig",
    "why.seat_text": "Spielernamen und Bot-Stufen müssen Text sein.",
    "why.name_long": "Ein Spielername hat höchstens {limit} Zeichen.",
    "why.level_long": "Der Name einer Bot-Stufe hat höchstens {limit} Zeichen.",
    "why.seed": "Der Startwert muss eine ganze Zahl von 0 bis 2**64 − 1 sein.",
    # what a bot's position is closest to (State.aim), after its last turn's summary
    "log.aim": "{summary}; Ziel: {target}",
}

CATALOGUES = {"en": EN, "de": DE}
SHARED = Catalogue("shared", CATALOGUES)


def msg(key: str, lang: str | None = None, **fields: object) -> str:
    """The text for `key` in `lang` (default: the language set; English if missing),
    with its fields filled in (numbers written the language's way; an engine error
    given as a field is worded by `error_text`)."""
    for name, value in fields.items():
        if isinstance(value, Exception):
            fields[name] = error_text(value, lang)
    return SHARED(key, lang, **fields)


# The engine's keyed errors by class name, and the area of this catalogue that words
# them (named, not imported: the games' views import this module, and the engine
# imports the games).
ERROR_AREAS = {"SaveError": "save", "SetupError": "why", "CannotUndo": "undo",
               "Refused": "err", "PositionError": "pos"}


def error_text(err: BaseException, lang: str | None = None) -> str:
    """An engine error in the player's language: from its `code` and `fields` (a `why`
    field words the {detail}); an error without a key keeps its own words."""
    code = getattr(err, "code", None)
    for cls in type(err).__mro__:
        area = ERROR_AREAS.get(cls.__name__)
        if area is not None and f"{area}.{code}" in EN:
            fields = dict(getattr(err, "fields", None) or {})
            if "game" in fields:
                fields["title"] = game_title(fields["game"], lang)
            why = fields.get("why")
            own = Catalogue.named(str(fields.get("game")))
            if f"why.{why}" in EN:
                fields["detail"] = SHARED(f"why.{why}", lang, **fields)
            elif own is not None and isinstance(why, str) and why in own:
                # a game's own reason, keyed in its catalogue ("pos.<name>")
                fields["detail"] = own(why, lang, **fields)
            refusal = fields.get("refusal")
            if isinstance(refusal, BaseException):  # a save's position, refused: in full
                fields["detail"] = error_text(refusal, lang)
                inner = getattr(refusal, "fields", None) or {}
                if "game" in inner:
                    fields["game"] = game_title(str(inner["game"]), lang)
            return SHARED(f"{area}.{code}", lang, **fields)
    return str(err)


def game_title(game_id: str, lang: str | None = None) -> str:
    """A game's title as its players know it in the language ("Die Burgen von Burgund")."""
    return SHARED(f"title.{game_id}", lang) if f"title.{game_id}" in EN else game_id


def stop_notice(match) -> str:
    """The table's notice for a game stopped at its length bound, else ""."""
    return error_text(match.stopped()) if match.at_length_limit() else ""


def msg_or(key: str, default: str, **fields: object) -> str:
    """`msg(key)` where the catalogue has the key, else `default` (a game's own
    words: a bot level or a setup option it names itself)."""
    return msg(key, **fields) if key in EN else default


def bot_level(level: str) -> str:
    """A bot level's name for players ("greedy" -> "Greedy", "Gierig")."""
    return msg_or(f"bot.{level}", level.capitalize())
