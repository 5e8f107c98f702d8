"""The table: the game screen every game shares, through the protocol and a GameView.

A cockpit: a bar that never leaves the screen (one turn line, the choices that have
no place on the board, Undo and the viewer's own resources), tabs over the areas
(Board, the game's extra panels such as Buildings, Me, Opponents, Log) and the log
newest first. On a wide screen the Board, Me and Log areas are shown together; on a
phone one tab at a time. The page (web/main.py) only swaps this markup in.

A game gives the table a `GameView` (see `glasshut.games.board_view`): its drawings
and texts. Games without one get a plain table of buttons.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from ..common.i18n import number
from ..common.markup import escape, unescape
from ..core.match import Match
from .messages import EN, bot_level, game_title, msg
from .messages import msg as _msg
from .patch import block


@dataclass
class GameView:
    """What a game draws for the table. Every markup string is escaped by the game."""

    board: str = ""  # the main drawing: the Board tab
    panels: tuple[tuple[str, str, str], ...] = ()  # extra tabs: (key, tab label, markup)
    me: str = ""  # the viewer's own area
    others: str = ""  # the other seats' areas
    strip: str = ""  # a compact strip of the viewer's resources, always on screen
    sprite: str = ""  # the game's icon sprite: drawn once, outside every block
    notes: str = ""  # short status notes beside the turn line (year, end triggered)
    placed: set[str] = field(default_factory=set)  # legal actions drawn on the board
    prompt: str = ""  # what the seat to move decides now, without its name
    turn_seat: int | None = None  # whose turn it is (may differ from who decides now)
    turn_no: int | None = None
    anytime: set[str] = field(default_factory=set)  # actions open at any time
    labels: dict[str, str] = field(default_factory=dict)  # button labels by action
    titles: dict[int, str] = field(default_factory=dict)  # end screen: seat -> title
    end_extra: str = ""  # end screen: the game's own breakdown (e.g. per Building)
    tie_break: str = ""  # end screen: what decides between equal totals, in the game's words
    score_unit: str = ""  # end screen: "" counts points; "glory" (Chickwood) its own word
    wording: Callable[[str], str] | None = None  # touches up the rules' log sentences
    # A move's words in the one-line summary of a turn, from (action, log sentence):
    # a game shortens there what the log spells out in full (a roll's every die).
    recap: Callable[[str, str], str] | None = None
    # The action that ends a turn left open for anytime actions (Black Forest's "end"):
    # once it is the turn's only choice it is the toolbar's End turn; no second End
    # turn is asked after it, wherever it was clicked.
    end_turn: str = ""
    private: bool = False  # shows the viewer's secrets (a hand): hotseat hands over first


def _btn(label: str, cls: str = "secondary", **attrs: object) -> str:
    """A button; keyword attributes data_cmd="x" -> data-cmd="x" (values escaped)."""
    extra = "".join(f' {k.replace("_", "-")}="{escape(str(v), quote=True)}"'
                    for k, v in attrs.items())
    return f'<button type="button" class="{cls}"{extra}>{escape(label)}</button>'


def seat_label(match: Match, seat: int) -> str:
    return match.seats[seat].name or msg("seat.default", n=seat + 1)


def badge(match: Match, seat: int) -> str:
    """A seat's name after a dot in its player colour (the colour is not the only cue:
    the name is always written)."""
    return (f'<span class="seat seat-s{seat}"><span class="dot" aria-hidden="true">'
            f"{seat + 1}</span>{escape(seat_label(match, seat))}</span>")


def render_status(match: Match, view: GameView | None = None, confirm: bool = False) -> str:
    """The one turn line: whose turn it is and what they decide now (markup)."""
    view = view or GameView()
    if match.is_over():
        return escape(msg("turn.over"))
    mover = match.to_move()
    owner = view.turn_seat if view.turn_seat is not None else mover
    if confirm:
        actor = match.log[-1].seat
        if hands_off_inside_turn(match, view):
            return (escape(msg("turn.confirm_answer", name="\x00", other="\x01"))
                    .replace("\x00", badge(match, actor)).replace("\x01", badge(match, mover)))
        return escape(msg("turn.confirm", name="\x00")).replace("\x00", badge(match, actor))
    prefix = (f'<span class="turn-no">{escape(msg("turn.no", n=view.turn_no))}</span> '
              if view.turn_no else "")
    seat = match.seats[mover]
    if seat.kind == "bot":
        key = "turn.bot" if owner == mover else "turn.bot_answer"
        text = msg(key, name="\x00", level=bot_level(seat.level), owner="\x01")
    else:
        key = "turn.decide" if owner == mover else "turn.answer"
        text = msg(key, name="\x00", owner="\x01", prompt=view.prompt or msg("turn.default"))
    line = (escape(text).replace("\x00", badge(match, mover))
            .replace("\x01", badge(match, owner) if owner is not None else ""))
    if seat.kind == "bot":
        line = f'<span class="thinking">{line}</span>'
    return prefix + line


def _plain_text(markup: str) -> str:
    """The words of a piece of markup, for a tooltip."""
    return unescape(re.sub(r"<[^>]*>", "", markup))


def _unique_labels(match: Match, actions: list[str], view: GameView) -> dict[str, str]:
    labels = {a: view.labels.get(a) or match.state.describe(a) for a in actions}
    twice = {text for text, k in Counter(labels.values()).items() if k > 1}
    # Still the same words: the action's own text form tells them apart.
    return {a: f"{text} ({a})" if text in twice else text for a, text in labels.items()}


def toolbar_end(match: Match, view: GameView, confirm: bool = False) -> str:
    """The game's end-of-turn action when the toolbar's End turn plays it now (a person
    to move whose only choice left, apart from anytime actions, is to end), else ""."""
    end = view.end_turn
    if not end or confirm or match.is_over() or match.seats[match.to_move()].kind != "human":
        return ""
    choices = [a for a in match.legal_actions() if a not in view.anytime]
    return end if choices == [end] else ""


def render_choices(match: Match, view: GameView | None = None, confirm: bool = False,
                   ends: str | None = None) -> str:
    """Buttons for the legal actions the board did not place on itself; the actions
    open at any time apart from the turn's choices. `ends`: toolbar_end's answer, if
    the caller has it (that action is drawn in the toolbar, not here)."""
    view = view or GameView()
    if match.is_over():
        return ""
    if confirm:
        return _idle_choices("")  # End turn stands in the toolbar (render_table)
    seat = match.to_move()
    if match.seats[seat].kind == "bot":
        watching = all(s.kind == "bot" for s in match.seats)
        return _idle_choices(msg("choices.watch") if watching else "")
    if ends is None:
        ends = toolbar_end(match, view)
    rest = [a for a in match.legal_actions() if a not in view.placed and a != ends]
    labels = _unique_labels(match, rest, view)
    turn = [a for a in rest if a not in view.anytime]
    anytime = [a for a in rest if a in view.anytime]

    def button(action: str, cls: str) -> str:
        return (f'<button type="button" class="{cls}" data-act="{escape(action, quote=True)}">'
                f"{escape(labels[action])}</button>")

    parts = [button(a, "act") for a in turn]
    if anytime:
        parts.append(f'<span class="anytime-label">{escape(msg("choices.anytime"))}</span>')
        parts += [button(a, "act anytime") for a in anytime]
    if not parts:
        placed = any(a in view.placed for a in match.legal_actions())
        return _idle_choices(msg("choices.placed") if placed else "")
    return (f'<div class="choices" role="group" aria-label="{escape(msg("choices.label"))}">'
            + "".join(parts) + "</div>")


def _idle_choices(cue: str) -> str:
    """The row of choices with no button in it. It keeps its height while there is
    nothing to press (a bot's turn, a step chosen on the board), so the board below
    does not move by a row from one step to the next."""
    if not cue:
        return '<div class="choices idle" aria-hidden="true"></div>'
    return f'<div class="choices idle"><p class="choices-cue">{escape(cue)}</p></div>'


LOG_SHOWN = 150  # entries drawn: the log is redrawn on every move, so keep it bounded


def _runs(entries, turns: list[int] | None = None) -> list[tuple[int, list]]:
    """Consecutive entries of one seat, oldest first: a turn, or an answer inside one.
    With `turns` (each entry's turn, Match.move_turns), a run also ends where the
    turn changes."""
    runs: list[tuple[int, list]] = []
    last = None
    for k, entry in enumerate(entries):
        key = entry.seat if turns is None else (entry.seat, turns[k])
        if runs and key == last:
            runs[-1][1].append(entry)
        else:
            runs.append((entry.seat, [entry]))
        last = key
    return runs


def _plain(match: Match, seat: int, text: str) -> str:
    """An entry without its actor's name in front (the group heading names them)."""
    name = seat_label(match, seat)
    return text[len(name) + 1:] if text.startswith(name + " ") else text


def turn_summary(match: Match, entries,
                 recap: Callable[[str, str], str] | None = None) -> str:
    """One line for a run of moves: what the seat did, in order. Steps that differ only
    in a count ("chooses a card in secret (2 of 5)", then "(3 of 5)") show the last."""
    said: list[str] = []
    for e in entries:
        text = _plain(match, e.seat, recap(e.action, e.text) if recap else e.text).rstrip(".")
        if said and _COUNT.sub("", said[-1]) == _COUNT.sub("", text) != text:
            said[-1] = text
        else:
            said.append(text)
    return " · ".join(said)


_COUNT = re.compile(r" \(\d+ \w+ \d+\)")  # "(2 of 5)", "(2 von 5)": any language


def render_log(match: Match, shown: int = LOG_SHOWN,
               wording: Callable[[str], str] | None = None) -> str:
    """The log, newest first, grouped into runs of one seat's moves, in seat colours."""
    log = [*match.earlier_log, *match.log]  # moves before a rules change, to read
    fix = wording or (lambda text: text)
    earlier = max(0, len(log) - shown)
    groups = []
    for seat, entries in reversed(_runs(log[earlier:])):
        items = "".join(
            f'<li value="{e.number}">{escape(fix(_plain(match, seat, e.text)))}</li>'
            for e in reversed(entries))
        # A run keeps its id (its first entry's number) while it grows: a move redraws
        # the newest run only.
        run_id = f"log-{entries[0].number}"
        groups.append(block(run_id, f'<li id="{run_id}" class="log-run seat-s{seat}"'
                                    f' data-seat="{seat}"><p class="log-who">'
                                    f'{badge(match, seat)}</p>'
                                    f'<ol class="log-moves" reversed>{items}</ol></li>'))
    note = (f'<p class="log-earlier">{escape(msg("log.earlier", n=earlier))}</p>'
            if earlier else "")
    empty = "" if log else f'<p class="log-empty">{escape(msg("log.empty"))}</p>'
    if match.earlier_log:
        last = match.earlier_log[-1].number
        note += f'<p class="log-earlier">{escape(msg("log.before_origin", n=last))}</p>'
    return (f'<section id="t-log" class="log" aria-label="{escape(msg("log.title"))}">'
            f'<h2 class="panel-title">{escape(msg("log.title"))}</h2>{empty}'
            f'<ol class="log-list">{"".join(groups)}</ol>{note}</section>')


def render_recent(match: Match, viewer: int | None,
                  wording: Callable[[str], str] | None = None,
                  recap: Callable[[str, str], str] | None = None) -> str:
    """A one-line summary of the last run of moves made by a seat other than the
    viewer (a bot's turn, or the other person's at this screen); for a bot, what its
    position is closest to when the game tells (`State.aim`)."""
    # Runs of one seat within one turn: a seat that ends a round and starts the next
    # (Burgundy's ship) shows its last turn, not both.
    turns = match.move_turns()[-60:]
    runs = _runs(match.log[-60:], turns)
    at = next((k for k in range(len(runs) - 1, -1, -1) if runs[k][0] != viewer), None)
    if at is None or match.is_over():
        return '<button type="button" id="t-recent" class="recent" hidden></button>'
    seat, entries = runs[at]
    # The viewer's answer inside that seat's turn (a gift taken, a pawn placed) split
    # it: the line still tells the whole turn, the part before the answer included.
    turn_of = {id(e): t for e, t in zip(match.log[-60:], turns, strict=True)}
    while (at >= 2 and runs[at - 1][0] == viewer and runs[at - 2][0] == seat
           and turn_of[id(runs[at - 2][1][0])] == turn_of[id(entries[0])]):
        at -= 2
        entries = runs[at][1] + entries
    summary = turn_summary(match, entries, recap)
    summary = wording(summary) if wording else summary
    aim = getattr(match.state, "aim", None)  # a game may say what a bot is after
    target = aim(seat) if aim is not None and match.seats[seat].kind == "bot" else None
    if target:
        summary = msg("log.aim", summary=summary, target=target)
    text = msg("log.last", name="\x00", summary=summary)
    plain = text.replace("\x00", seat_label(match, seat))
    # One line, cut short on a phone: a tap opens the Log, where the whole turn is.
    return (f'<button type="button" id="t-recent" class="recent" data-cmd="tab" data-tab="log"'
            f' title="{escape(plain, quote=True)}">'
            + escape(text).replace("\x00", badge(match, seat)) + "</button>")


def render_scores(match: Match, view: GameView | None = None) -> str:
    """The end screen: the winner, every seat's breakdown side by side, the solo
    title, rematch and new-game buttons."""
    view = view or GameView()

    def msg(key: str, **fields: object) -> str:  # the game's unit where it has its own
        unit = f"{key}.{view.score_unit}"
        return _msg(unit if view.score_unit and unit in EN else key, **fields)

    scores = sorted(match.scores(), key=lambda s: (s.rank or 99, s.seat))
    top = [s for s in scores if s.rank == 1] or scores[:1]
    if len(match.seats) == 1:
        best = scores[0]
        head = msg("end.solo", name="\x00", points=best.total)
        title = view.titles.get(best.seat) or best.title
        line = msg("end.solo_title", points=best.total, title=title)
        sub = (f'<p class="end-title">{escape(line)}</p>'
               if title else "")
    elif len(top) > 1:
        head = msg("end.tie", names="\x00", points=top[0].total)
        sub = ""
    else:
        head = msg("end.winner", name="\x00", points=top[0].total)
        # Equal totals, one winner: say what decided it (three seats on 52, and the
        # winner named without a word of why).
        level = scores[1].total == top[0].total
        sub = (f'<p class="end-title">{escape(msg("end.tie_break", rule=view.tie_break))}</p>'
               if level and view.tie_break else "")
    names = ", ".join(badge(match, s.seat) for s in top)
    headline = escape(head).replace("\x00", names)
    # One table: a row per scoring line, a column per seat, the winner first.
    labels: list[str] = []
    for s in scores:
        for line in s.lines:
            if line.label not in labels:
                labels.append(line.label)
    heads = "".join(
        f'<th scope="col" class="seat-s{s.seat}">{escape(msg("end.rank", rank=s.rank or "–"))} '
        f"{badge(match, s.seat)}</th>" for s in scores)
    rows = []
    for text in labels:
        cells = "".join(
            f"<td>{number(next((ln.points for ln in s.lines if ln.label == text), 0))}</td>"
            for s in scores)
        rows.append(f'<tr><th scope="row">{escape(text)}</th>{cells}</tr>')
    totals = "".join(f"<td>{number(s.total)}</td>" for s in scores)
    rows.append(f'<tr class="total"><th scope="row">{escape(msg("end.total"))}</th>'
                f"{totals}</tr>")
    return (
        '<section id="t-end" class="scores end" aria-labelledby="end-head">'
        f'<h2 id="end-head" class="end-head">{headline}</h2>{sub}'
        '<div class="end-buttons">'
        + _btn(msg("btn.rematch"), "primary", data_cmd="rematch")
        + _btn(msg("btn.new_game"), data_cmd="newgame", data_game=match.game.id)
        +         "</div>"
        f'<div class="breakdown-box"><table class="breakdown">'
        f'<caption>{escape(msg("end.title"))}</caption>'
        f"<thead><tr><th></th>{heads}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        f"{view.end_extra}</section>"
    )


def needs_handover(match: Match, viewer: int | None, shown: int | None,
                   view: GameView) -> bool:
    """Hotseat: the drawing holds `viewer`'s secrets, several people share this screen
    and it last showed another person's (`shown`): hand the screen over first."""
    people = sum(1 for seat in match.seats if seat.kind == "human")
    return (view.private and people > 1 and viewer is not None and shown is not None
            and viewer != shown and not match.is_over())


def render_handover(match: Match, viewer: int) -> str:
    """The screen between two people at one screen: nothing secret on it."""
    name = seat_label(match, viewer)
    head = escape(msg("handover.head", name="\x00")).replace("\x00", badge(match, viewer))
    game = escape(match.game.id, quote=True)
    return (
        f'<section id="table" class="table handover" data-game="{game}">'
        f'<div class="handover-box" role="dialog" aria-labelledby="handover-head">'
        f'<h2 id="handover-head">{head}</h2>'
        f'<p>{escape(msg("handover.about", name=name))}</p>'
        + _btn(msg("handover.show", name=name), "primary", data_cmd="handover")
        + _btn(msg("btn.menu"), data_cmd="menu")
        + "</div></section>"
    )


def hands_off_inside_turn(match: Match, view: GameView) -> bool:
    """Does the action awaiting End turn hand the decision to another seat for an
    answer inside the actor's own turn (Black Forest's 2-player neutral pawn, Glass
    Road's Specialist that another seat holds too)? Then "your turn is done" is not
    sure: the turn may come back to the actor after the answer (the neutral pawn) or
    end with it (Glass Road), so the page says only who answers."""
    if match.is_over() or not match.log:
        return False
    actor = match.log[-1].seat
    return view.turn_seat == actor and match.to_move() != actor


def asks_to_end_turn(match: Match, actor: int, owner: int | None, setting: bool = True) -> bool:
    """After `actor`'s action: ask before handing over? Only when their own turn just
    ended (`owner`, whose turn it was, is the actor) and they may still take it back.
    An answer given during another seat's turn (a gift, a payment) passes straight
    back, so no bot ever waits for a click. A step the rules take by themselves next
    (a round's roll) waits for End turn too, even where the same seat moves on."""
    if not setting or match.is_over():
        return False
    if match.to_move() == actor and match.state.automatic_action() is None:
        return False
    return (owner is None or owner == actor) and match.undo_seat() == actor


def table_state(match: Match, confirm: bool = False, handover: bool = False) -> dict[str, str]:
    """Attributes of the table element that change with every action (the page sets
    them after drawing; tests and benchmarks read them). `data-legal` counts the
    choices the screen offers: none on the hand-over screen, while a turn awaits End
    turn or during a bot's turn, where the count of the next seat's choices would tell
    about its hidden cards (Chickwood Forest: the kinds of card in a hand)."""
    mover = None if match.is_over() else match.to_move()
    offered = (not confirm and not handover and mover is not None
               and match.seats[mover].kind == "human")
    return {
        "data-moves": str(len(match.actions)),
        "data-over": str(match.is_over()).lower(),
        "data-confirm": str(confirm).lower(),
        "data-digest": match.digest(),
        "data-mover": "" if mover is None else str(mover),
        "data-legal": str(len(match.legal_actions())) if offered else "0",
    }


ROVING_FROM, ROVING_TO = ' tabindex="0"', ' tabindex="-1"'


def _tab(key: str, label: str, always: bool = False) -> str:
    cls = "tab tab-wide" if always else "tab"
    return (f'<button type="button" class="{cls}" role="tab" data-cmd="tab" data-tab="{key}"'
            f' aria-controls="panel-{key}"><span>{escape(label)}</span>'
            f'<span class="tab-count" aria-hidden="true"></span></button>')


def render_table(
    match: Match,
    undo_ok: bool,
    notice: str = "",
    view: GameView | None = None,
    confirm: bool = False,
    fast_bots: bool = False,
    viewer: int | None = None,
) -> str:
    """The whole game screen. `view` is the game's drawing (None: buttons only)."""
    view = view or GameView()
    title = escape(game_title(match.game.id))
    note = (f'<p class="notice" role="alert" tabindex="0" title="{escape(notice, quote=True)}">'
            f"{escape(notice)}</p>" if notice else "")
    over = match.is_over()
    undo = " disabled" if not undo_ok or over else ""
    speed = msg("btn.bots_fast") if fast_bots else msg("btn.bots_normal")
    has_bots = any(seat.kind == "bot" for seat in match.seats)
    hint_ok = not over and not confirm and match.seats[match.to_move()].kind == "human"

    def tool(cmd: str, label: str, key: str = "", cls: str = "secondary", extra: str = "",
             other: str = "", act: str = "") -> str:
        """A toolbar button; `other`: the label the same place shows at other times."""
        shortcut = f' aria-keyshortcuts="{key}" title="{escape(label)} ({key})"' if key else ""
        text = escape(label)
        if other:  # as wide as the wider label, so a change of label moves no other tool
            text = (f'<span class="slot"><span>{text}</span>'
                    f'<span class="ghost" aria-hidden="true">{escape(other)}</span></span>')
        if act:  # a move of the game (the click plays it), keyed as the command's place
            extra += f' data-act="{escape(act, quote=True)}"'
        return (f'<button type="button" class="{cls}" data-cmd="{cmd}"{shortcut}{extra}>'
                f"{text}</button>")

    # A finished turn's End turn takes the place of Hint (there is nothing left to
    # hint) beside Undo: the bar keeps its height, so the board does not move under
    # the pointer that played the turn's last choice.
    ends = toolbar_end(match, view, confirm)
    if confirm and not over or ends:
        label = "btn.go_on" if confirm and hands_off_inside_turn(match, view) else "btn.end_turn"
        finish = tool("confirm", msg(label), "E", "primary", other=msg("btn.hint"), act=ends)
    else:
        finish = tool("hint", msg("btn.hint"), "H", extra="" if hint_ok else " disabled",
                      other=msg("btn.end_turn"))
    toolbar = (
        f'<nav id="t-tools" class="toolbar" aria-label="{escape(msg("tools.label"))}">'
        + tool("undo", msg("btn.undo"), "U", "secondary" if confirm or ends else "primary", undo)
        + finish
        + tool("rules", msg("btn.rules"), "R")
        # On a phone the rest hides behind More, so the bar keeps to one row.
        + tool("more", msg("btn.more"), cls="secondary tool-more",
               extra=' aria-expanded="false" aria-controls="tools-extra"')
        + '<span id="tools-extra" class="tools-extra">'
        + (tool("speed", speed, extra=f' aria-pressed="{str(fast_bots).lower()}"',
                other=msg("btn.bots_normal") if fast_bots else msg("btn.bots_fast"))
           if has_bots and not over else "")
        + tool("replay", msg("btn.replay"))
        + tool("settings", msg("btn.settings"))
        + tool("export", msg("btn.share"))
        + tool("menu", msg("btn.menu"))
        + "</span></nav>"
    )
    # The turn line changes on every move, the tools now and then: blocks of their own.
    # Its row has one height whatever it says: a long line is cut, whole in its tooltip.
    status = render_status(match, view, confirm)
    head = (
        '<div id="t-head" class="t-head">'
        f'<h1 class="t-title">{title}</h1>'
        + block("status", '<p id="status" class="turn-line" aria-live="polite"'
                f' title="{escape(_plain_text(status), quote=True)}">{status}</p>')
        + block("t-tools", toolbar)
        + "</div>"
    )
    choices = render_choices(match, view, confirm, ends)
    # Two rows of fixed height: the choices, then one line of what happened (a notice,
    # the game's notes, the last turn), cut short with the whole of it in the Log.
    bar_main = (f'<div id="t-choices" class="t-choices">{choices}<div class="t-after">{note}'
                f'{f"<div class=notes>{view.notes}</div>" if view.notes else ""}'
                f"{render_recent(match, viewer, view.wording, view.recap)}</div></div>")
    strip = f'<div id="t-strip" class="t-strip">{view.strip}</div>'
    tabs = ['<nav class="tabs" role="tablist" aria-label="' + escape(msg("tabs.label")) + '">']
    panels = []
    if over:
        tabs.append(_tab("end", msg("tab.end")))  # short: five tabs fit a phone
        panels.append(('end', block("t-end", render_scores(match, view))))
    if view.board:
        tabs.append(_tab("board", msg("tab.board")))
        panels.append(("board", f'<div id="t-board" class="board">{view.board}</div>'))
    for key, label, markup in view.panels:
        tabs.append(_tab(key, label))
        panels.append((key, markup))
    if view.me:
        tabs.append(_tab("me", msg("tab.me"), always=True))
        panels.append(("me", view.me))
    if view.others:
        tabs.append(_tab("others", msg("tab.others")))
        panels.append(("others", view.others))
    tabs.append(_tab("log", msg("tab.log"), always=True))
    panels.append(("log", block("t-log", render_log(match, wording=view.wording))))
    tabs.append("</nav>")
    # Each area's content is a block of its own (inside a box-less wrapper, so that
    # replacing it keeps the area's scroll position): the table's outer markup stays
    # the same from move to move, and a change inside an area redraws that area's
    # changed parts only.
    # The choices drawn in an area are one Tab stop together (a roving tab index):
    # the page gives tabindex 0 to one of them, and the arrow keys move between them.
    body = "".join(
        f'<section class="panel panel-{key}" id="panel-{key}" role="tabpanel"'
        f' data-panel="{key}" tabindex="-1">'
        + block(f"in-{key}", f'<div class="panel-in" id="in-{key}">'
                f'{markup.replace(ROVING_FROM, ROVING_TO)}</div>')
        + "</section>"
        for key, markup in panels)
    return (
        # The attributes of table_state() are set by the page after each drawing, so
        # that they do not count as a change of the skeleton.
        f'<section id="table" class="table cockpit{" with-board" if view.board else ""}'
        f'{" with-me" if view.me else ""}" data-game="{escape(match.game.id, quote=True)}">'
        f"{view.sprite}"
        '<header class="t-bar">'
        + block("t-head", head)
        + block("t-choices", bar_main)
        + block("t-strip", strip)
        + "</header>"
        + "".join(tabs)
        + f'<div class="t-body">{body}</div>'
        + "</section>"
    )


def render_rules(title: str, summary) -> str:
    sections = "".join(
        f"<h3>{escape(heading)}</h3><ul>" + "".join(f"<li>{escape(p)}</li>" for p in points)
        + "</ul>"
        for heading, points in summary
    )
    return (
        '<dialog id="rules" class="dialog rules" aria-labelledby="rules-title">'
        f'<h2 id="rules-title">{escape(msg("rules.title", title=title))}</h2>'
        f'<p class="learn">{escape(msg("rules.learn"))}</p>'
        f'<p class="keys">{escape(msg("keys.hint"))}</p>{sections}'
        + _btn(msg("btn.close"), data_cmd="close") +
        "</dialog>"
    )


def render_export(save: str, link: str) -> str:
    return (
        '<dialog id="export" class="dialog" aria-labelledby="export-title">'
        f'<h2 id="export-title">{escape(msg("share.title"))}</h2>'
        f"<p>{escape(msg('share.about'))}</p>"
        f'<label for="export-link">{escape(msg("share.link"))}</label>'
        f'<input id="export-link" readonly value="{escape(link, quote=True)}">'
        + _btn(msg("share.copy_link"), "", data_cmd="copy", data_target="export-link") +
        f'<label for="export-save">{escape(msg("share.save"))}</label>'
        f'<textarea id="export-save" readonly rows="3">{escape(save)}</textarea>'
        + _btn(msg("share.copy_save"), "", data_cmd="copy", data_target="export-save") +
        '<form class="import" data-cmd="import">'
        f'<label for="import-text">{escape(msg("share.import"))}</label>'
        '<textarea id="import-text" name="save" rows="2" spellcheck="false"'
        ' maxlength="20000"></textarea>'  # codec.MAX_CHARS: never megabytes of paste
        f'<button type="submit">{escape(msg("share.open"))}</button></form>'
        + _btn(msg("btn.close"), data_cmd="close") +
        "</dialog>"
    )


def render_settings(settings: dict, languages: dict[str, str]) -> str:
    """The settings dialog; the page keeps the values in localStorage."""

    def radios(name: str, options: list[tuple[str, str]]) -> str:
        return "".join(
            f'<label class="radio"><input type="radio" name="{name}" value="{value}"'
            f' data-cmd="setting"{" checked" if str(settings.get(name)) == value else ""}>'
            f" {escape(label)}</label>" for value, label in options)

    def check(name: str, label: str) -> str:
        return (f'<label class="check"><input type="checkbox" name="{name}" data-cmd="setting"'
                f'{" checked" if settings.get(name) else ""}> {escape(label)}</label>')

    langs = "".join(
        f'<option value="{escape(k, quote=True)}"'
        f'{" selected" if settings.get("lang") == k else ""}>{escape(v)}</option>'
        for k, v in languages.items())
    return (
        '<dialog id="settings" class="dialog" aria-labelledby="settings-title">'
        f'<h2 id="settings-title">{escape(msg("settings.title"))}</h2>'
        f'<fieldset><legend>{escape(msg("settings.text"))}</legend>'
        + radios("text", [("1", msg("settings.text_normal")), ("1.15", msg("settings.text_large")),
                          ("1.3", msg("settings.text_larger"))])
        + f'</fieldset><fieldset><legend>{escape(msg("settings.motion"))}</legend>'
        + radios("motion", [("normal", msg("settings.motion_normal")),
                            ("slow", msg("settings.motion_slow")),
                            ("off", msg("settings.motion_off"))])
        + "</fieldset>"
        + check("palette", msg("settings.palette"))
        + check("confirm", msg("settings.confirm"))
        + f'<label>{escape(msg("settings.language"))} <select name="lang" data-cmd="setting">'
        f"{langs}</select></label>"
        f'<p class="setting-note">{escape(msg("settings.language_note"))}</p>'
        + _btn(msg("btn.close"), data_cmd="close") +
        "</dialog>"
    )


def _replay_copy(markup: str) -> str:
    """A drawing of the table shown again: its ids renamed so they stay unique, its
    commands dropped, since nothing in a replay is played."""
    markup = re.sub(r"<button[^>]* data-cmd=[^>]*>.*?</button>", "", markup)
    return re.sub(r' (id|data-cmd|data-act)="', r' data-r\1="', markup)


def render_replay(match: Match, step: int, view: GameView | None, replay=None) -> str:
    """The replay dialog: the whole table (board, every seat's area and resources)
    after `step` moves of `match` (a copy), with steps by move and by turn and a slider.
    `replay`: the glasshut.games.Replay that knows the turns (None: moves only)."""
    n = len(match.actions)
    view = view or GameView()
    log = match.log
    words = view.wording or (lambda text: text)
    turn_moves = replay.turn_moves(step) if replay else range(max(0, step - 1), step)
    lines = "".join(
        f'<li{" class=now aria-current=step" if k == step - 1 else ""}>'
        f'<span class="seat seat-s{log[k].seat}"><span class="dot" aria-hidden="true">'
        f"{log[k].seat + 1}</span></span> {escape(words(log[k].text))}</li>"
        for k in turn_moves)
    prev_turn = replay.previous_turn(step) if replay else 0
    next_turn = replay.next_turn(step) if replay else n
    turn = replay.turn_of(step) if replay else None
    where = msg("replay.move", k=step, n=n)
    if turn is not None:
        where = msg("replay.turn", t=turn) + " \u00b7 " + where

    def go(key: str, to: int, rid: str, shortcut: str = "") -> str:
        extra = {"aria_keyshortcuts": shortcut} if shortcut else {}
        off = {"disabled": "disabled"} if to == step else {}
        return _btn(msg(key), data_cmd="replay-go", data_step=to, id=rid, **extra, **off)

    # The seats' areas right after the board: what a player looks back at most.
    areas = [("board", view.board), ("me", view.me), ("others", view.others),
             *((key, markup) for key, _label, markup in view.panels)]
    table = "".join(f'<div class="replay-area replay-{key} board">{_replay_copy(markup)}</div>'
                    for key, markup in areas if markup)
    strip = (f'<div class="replay-strip t-strip">{_replay_copy(view.strip)}</div>'
             if view.strip else "")
    return (
        '<dialog id="replay" class="dialog replay" aria-labelledby="replay-title">'
        f'<h2 id="replay-title">{escape(msg("replay.title"))}: '
        f'<span id="replay-pos">{escape(where)}</span></h2>'
        f'<p class="replay-about">{escape(msg("replay.about"))}</p>'
        '<div class="replay-buttons">'
        + go("replay.start", 0, "replay-start")
        + go("replay.prev_turn", prev_turn, "replay-prev-turn", "PageUp")
        + go("replay.prev", max(0, step - 1), "replay-prev", "ArrowLeft")
        + go("replay.next", min(n, step + 1), "replay-next", "ArrowRight")
        + go("replay.next_turn", next_turn, "replay-next-turn", "PageDown")
        + go("replay.end", n, "replay-end")
        + "</div>"
        f'<label class="replay-slide">{escape(msg("replay.slider"))} '
        f'<input type="range" id="replay-slider" data-cmd="replay-go" min="0" max="{n}"'
        f' step="1" value="{step}" aria-valuetext="{escape(where, quote=True)}"></label>'
        f'<ol class="replay-move" aria-live="polite">{lines}</ol>'
        f'<div class="replay-table">{strip}{table}</div>'
        + _btn(msg("btn.close"), data_cmd="close") +
        "</dialog>"
    )
