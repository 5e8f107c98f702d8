"""The table view of The Castles of Burgundy: the game board (depots, goods spaces,
the round's dice, tracks) and each player's estate as a hex board.

Every legal action is drawn on the thing it acts on: a die's choice of a depot tile
is a small "die 4" button under that tile, a placement is the estate space, a sale is
the goods kind, a worker's turn of a die is a button beside the die; ending a turn
unbought, passing on a building's offer and the round's roll sit with the dice. What
has no place (a second way to fill the same space, a goods kind to keep) becomes a
table button with a label naming the die and the target. Nothing here touches the DOM.
"""

from __future__ import annotations

import math
from collections import Counter
from html import escape

from ..ui.patch import block, part
from . import data as D
from . import icons as I
from . import scoring
from .texts import (
    T,
    animals,
    colour,
    face_name,
    goods_name,
    roll_recap,
    the_tile,
    tile_name,
    tile_text,
)
from .turn import BUY_PREFIX, next_value
from .view_estate import (
    CENTRES,
    COLOUR_ICON,
    HEX_R,
    ROW_LETTERS,
    ROW_MARGIN,
    _space_art,
    _still_space,
    tile_about,
)

SPACE_FILL = I.KIND_FILL  # the kinds' colours, icons and patterns: icons.py
PASSES = ("cityhall", "warehouse", "gain")  # frames whose pass is worded by its own


def __getattr__(name: str) -> str:
    """The pieces' explanations (GOODS_TEXT and the like), read in the table's language."""
    from . import texts

    return getattr(texts, name)


def _empty(tag: str, key: str = "empty") -> str:
    return f'<{tag} class="cb-empty">{escape(T(key))}</{tag}>'


def _fill(key: str, **marked: str) -> str:
    """A text whose fields are markup already: its own words escaped, the fields not."""
    holes = {name: f"\x00{k}\x00" for k, name in enumerate(marked)}
    text = escape(T(key, **holes))
    for name, hole in holes.items():
        text = text.replace(hole, marked[name])
    return text


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


class _Ctx:
    """The position, the viewer, the legal actions, and what has been drawn."""

    def __init__(self, state, viewer: int | None, legal: list[str], since=None) -> None:
        self.s = state
        # The position before the other seats' moves (their changes are marked), or None.
        # Only the game's play is compared: a secret choice of estates shows nothing.
        self.since = since if since is not None and state.stage != "setup" else None
        self.viewer = viewer
        self.legal = set(legal)
        self.placed: set[str] = set()
        self.mover = state.to_move()
        self.frame = state.stack[-1][0] if state.stack else ""

    def name(self, seat: int) -> str:
        return self.s.seats[seat].name or T("player", n=seat + 1)

    def die_value(self, label: str) -> int | None:
        if label == "x":
            return None
        return self.s.dice[self.s.current]["ab".index(label)]

    def with_die(self, label: str, short: bool = False) -> str:
        """How an action names its die: "Use die 4 to" ("Die 4: " `short`), or the free
        action's source."""
        if label == "x":
            return T("use.cityhall" if self.frame == "cityhall" else "use.castle")
        value = self.die_value(label)
        other = self.s.dice[self.s.current]["ba".index(label)]
        if short:
            return T("use.short", value=value)
        if value == other:  # equal dice: the number alone names them both
            return T("use.pair", value=value)
        return T("use.die", value=value)

    def label(self, action: str, short: bool = False) -> str:
        """The words for one legal action (unique among a position's actions); `short`,
        a stored tile's placement in fewer words ("Die 3: warehouse to C3")."""
        return _cap(self._label(action, short))

    def _label(self, action: str, short: bool) -> str:
        s = self.s
        head, _, rest = action.partition(":")
        if rest and head in ("a", "b", "x"):
            verb, _, arg = rest.partition(" ")
            short = short and verb == "place"
            lead = self.with_die(head, short)
            cap = lead.endswith(": ")
            def start(text: str) -> str:
                return lead + (text[0].upper() + text[1:] if cap else text)
            if verb == "take":
                depot, tile = arg.split(" ", 1)
                return start(T("do.take", the=the_tile(tile), depot=depot))
            if verb == "place":
                tile, space = arg.split(" ")
                key = "do.place_short" if short else "do.place"
                return start(T(key, tile=tile_name(tile), space=space))
            if verb == "sell":
                kind = int(arg)
                count = s.goods[s.current][kind - 1]
                return start(T("do.sell", count=count, goods=goods_name(kind)))
            if verb == "workers":
                many = 4 if s.has_knowledge(s.current, 14) else D.WORKERS_PER_ACTION
                return start(T("do.workers", n=many))
        if action[:1] in "ab" and action[1:2] in "+-":
            value = self.die_value(action[0])
            step = int(action[2:] or 1) * (1 if action[1] == "+" else -1)
            return T("do.turn_die", n=abs(step), value=value, to=next_value(value, step))
        word, _, arg = action.partition(" ")
        if word in ("buy", "gain"):
            depot, tile = arg.split(" ", 1)
            key = "do.buy_black" if depot == "black" else f"do.{word}"
            return T(key, the=the_tile(tile), depot=depot)
        if word == "discard":
            return T("do.discard", tile=tile_name(arg))
        if word == "goods":
            depots = arg.split("+")
            if len(depots) == 1:
                return T("do.ship_one", a=depots[0])
            return T("do.ship_two", a=depots[0], b=depots[1])
        if word == "keep":
            return T("do.keep", goods=goods_name(int(arg)))
        if word == "sell":
            kind = int(arg)
            return T("do.warehouse_sell", count=s.goods[s.current][kind - 1],
                     goods=goods_name(kind))
        if word == "estate":
            return T("do.estate", board=arg)
        if word == "castle":
            return T("do.castle", space=arg)
        if action in ("end", "roll"):
            return T(f"do.{action}")
        if action == "pass":
            return T(f"do.pass.{self.frame}" if self.frame in PASSES else "do.pass")
        return s.describe(action)

    def act(self, tag: str, action: str, inner: str, cls: str = "", about: str = "",
            **attrs: str) -> str:
        """A clickable element for a legal action (HTML or SVG)."""
        self.placed.add(action)
        said = self.label(action)
        tip = f"{said}. {about}" if about else said
        extra = "".join(f' {k.replace("_", "-")}="{escape(v, quote=True)}"'
                        for k, v in attrs.items())
        button = ' type="button"' if tag == "button" else ' role="button"'
        classes = f"legal {cls}".strip()
        return (f'<{tag}{button} class="{classes}" data-act="{escape(action, quote=True)}"'
                f' tabindex="0" aria-label="{escape(said, quote=True)}"'
                f' data-tip="{escape(tip, quote=True)}"{extra}>{inner}</{tag}>')


def _delta(now: int, before: int | None) -> str:
    """How much a count changed since the viewer last looked ("+2", "−1"), or ""."""
    if before is None or now == before:
        return ""
    sign = "+" if now > before else "−"
    return f'<span class="cb-delta">{sign}{abs(now - before)}</span>'


def _changed(cls: str, changed: bool) -> str:
    return f"{cls} cb-changed" if changed else cls


def _info(tag: str, about: str, inner: str, cls: str = "") -> str:
    """A component that explains itself on hover or tap (not a Tab stop)."""
    c = f' class="{cls}"' if cls else ""
    return (f'<{tag}{c} tabindex="-1" role="img" aria-label="{escape(about, quote=True)}"'
            f' data-tip="{escape(about, quote=True)}">{inner}</{tag}>')


def _goods_chip(kind: int, count: int | None = None) -> str:
    """A goods tile as the game's square tile of its colour with its die number in pips
    (the number is said to screen readers)."""
    n = f'<span class="cb-gcount">×{count}</span>' if count is not None else ""
    return (f'<span class="cb-goods">{I.html(f"goods{kind}", goods_name(kind))}</span>{n}')


def _tile_face(tile: str, name: str = "") -> str:
    """A six-sided tile as a little hexagon of its kind with its icon, and its name (the
    short one on its face unless `name` is given)."""
    return (f'<span class="cb-tface">{I.tile_hex(tile, D.tile_colour(tile))}'
            f'<span class="cb-tname">{escape(name or face_name(tile))}</span></span>')


# -- the game board -----------------------------------------------------------------------
def _depot_tiles(ctx: _Ctx, depot: int) -> str:
    s = ctx.s
    out = []
    for tile in sorted(set(s.depots[depot])):
        count = s.depots[depot].count(tile)
        chips = []
        if depot == D.BLACK_DEPOT:
            buy = f"buy black {tile}"
            face = _tile_face(tile) + (f'<span class="cb-many">×{count}</span>' if count > 1
                                       else "")
            if buy in ctx.legal:
                out.append(ctx.act("button", buy, face, "cb-tile",
                                   about=tile_text(tile)))
            else:
                out.append(_info("span", T("tip.black_tile", about=tile_about(tile)), face,
                                 "cb-tile"))
            continue
        for label in ("a", "b", "x"):
            action = f"{label}:take {depot} {tile}"
            if action in ctx.legal:
                value = ctx.die_value(label)
                word = T("chip.free") if value is None else T("chip.die", value=value)
                chips.append(ctx.act("button", action, escape(word), "cb-chip",
                                     about=tile_text(tile)))
        for action, word in ((f"buy {depot} {tile}", T("chip.buy")),
                             (f"gain {depot} {tile}", T("chip.take"))):
            if action in ctx.legal:
                chips.append(ctx.act("button", action, word, "cb-chip", about=tile_text(tile)))
        many = f'<span class="cb-many">×{count}</span>' if count > 1 else ""
        face = _info("span", tile_about(tile), _tile_face(tile) + many, "cb-tile")
        # The chips a block of their own: using a die changes the chips under every
        # depot's tiles, and this way only they are redrawn, not the depots.
        chip_row = part(f"cb-d{depot}-{tile}", f'<span class="cb-chips">{"".join(chips)}</span>')
        out.append(f'<li class="cb-dtile">{face}{chip_row}</li>')
    if depot == D.BLACK_DEPOT:
        return "".join(f'<li class="cb-dtile">{t}</li>' for t in out)
    return "".join(out)


def _same_phase(ctx: _Ctx) -> bool:
    """Whether the depots still hold the tiles they held when the viewer last looked (a
    new phase lays out new ones: nothing is marked as taken then)."""
    return ctx.since is not None and ctx.since.phase == ctx.s.phase


def _taken(ctx: _Ctx, depot: int) -> str:
    """The tiles another seat took from `depot` since the viewer last looked."""
    if not _same_phase(ctx):
        return ""
    gone = Counter(ctx.since.depots[depot]) - Counter(ctx.s.depots[depot])
    if not gone:
        return ""
    names = ", ".join(tile_name(t) + (f" ×{n}" if n > 1 else "") for t, n in sorted(gone.items()))
    return f'<p class="cb-taken">{escape(T("taken", names=names))}</p>'


def _goods_space(ctx: _Ctx, depot: int) -> str:
    goods = ctx.s.depot_goods[depot]
    inner = "".join(_goods_chip(k) for k in goods) or (
        f'<span class="cb-empty">{escape(T("no_goods"))}</span>')
    action = f"goods {depot}"
    about = T("tip.goods_space", depot=depot,
              goods=", ".join(goods_name(k) for k in goods) if goods else T("empty"))
    changed = _same_phase(ctx) and ctx.since.depot_goods[depot] != goods
    cls = _changed("cb-gspace", changed)
    if action in ctx.legal:
        return ctx.act("button", action, inner, cls, about=about)
    return _info("span", about, inner, cls)


def _depots(ctx: _Ctx) -> str:
    cards = []
    for depot in D.DEPOTS:
        about = T("tip.depot", depot=depot)
        name = escape(T("depot", depot=depot))
        head = _info("span", about, f'<span class="cb-dieface">{depot}</span> {name}',
                     "cb-dhead")
        tiles = _depot_tiles(ctx, depot)
        body = f'<ul class="cb-dtiles">{tiles}</ul>' if tiles else _empty("p")
        taken = _taken(ctx, depot)
        body += taken
        cls = _changed("cb-depot", bool(taken))
        cards.append(block(f"cb-d{depot}", f'<section class="{cls}" id="cb-d{depot}"'
                           f' aria-label="{name}">{head}'
                           f"{_goods_space(ctx, depot)}{body}</section>"))
    black = _depot_tiles(ctx, D.BLACK_DEPOT)
    taken = _taken(ctx, D.BLACK_DEPOT)
    black_head = _info("span", T("tip.black"), escape(T("black.head")), "cb-dhead")
    cls = _changed("cb-depot cb-black", bool(taken))
    cards.append(block("cb-dblack", f'<section class="{cls}" id="cb-dblack"'
                       f' aria-label="{escape(T("black"))}">{black_head}'
                       f'<ul class="cb-dtiles">{black or _empty("li")}</ul>{taken}'
                       "</section>"))
    return f'<div class="cb-depots" id="cb-depots">{"".join(cards)}</div>'


def _die(value: int, cls: str = "") -> str:
    classes = f"cb-die {cls}".strip()
    return f'<span class="{classes}">{value}</span>'


def _just_ended(s, viewer) -> bool:
    """Whether `viewer` played the turn just before the current one, in this round, and
    the current player has used no die yet."""
    k = s.turn_index
    return (isinstance(viewer, int) and viewer != s.current and not any(s.dice_used)
            and 0 < k <= len(s.round_order) and s.round_order[k - 1] == viewer)


def _dice(ctx: _Ctx) -> str:
    """The current player's two dice, with the worker turns and the workers action."""
    s = ctx.s
    if s.stage != "play":
        return '<div class="cb-dice" id="cb-dice" hidden=""></div>'
    seat = s.current
    if s.awaits_roll():
        # The dice's place holds the roll: nobody's dice are known before it.
        about = roll_about(s)
        if "roll" in ctx.legal:
            roll = ctx.act("button", "roll", escape(T("do.roll")), "cb-roll", about=about)
        else:
            roll = _info("span", about, escape(T("dice.rolls_next", name=ctx.name(seat))),
                         "cb-roll-wait")
        ended = s.round_in_play()[1]  # the next round shows only once it is rolled
        return (f'<div class="cb-dice" id="cb-dice"><span class="cb-label">'
                f'{escape(T("dice.round", round=ended))}</span>{roll}</div>')
    spent = _just_ended(s, ctx.viewer)
    if spent:
        # The viewer's turn has just passed on (its End turn may still be pending): their
        # own dice, both spent, stay in view until the next player uses a die.
        seat = ctx.viewer
    parts = []
    for i, label in enumerate("ab"):
        value = s.dice[seat][i]
        used = spent or s.dice_used[i]
        buttons = []
        for action in (f"{label}-2", f"{label}-", f"{label}+", f"{label}+2"):
            if action in ctx.legal:
                sign = "−" if "-" in action else "+"
                buttons.append(ctx.act("button", action, sign + action[2:], "cb-chip cb-turn",
                                       about=T("text.worker")))
        work = f"{label}:workers"
        if work in ctx.legal:
            buttons.append(ctx.act("button", work, escape(T("chip.workers")), "cb-chip",
                                   about=T("tip.workers_chip")))
        about = T("tip.die_used" if used else "tip.die_ready", name=ctx.name(seat),
                  die=T(f"die.{label}"), value=value)
        face = _info("span", about, _die(value, "cb-used" if used else ""), "cb-dwrap")
        parts.append(f'<div class="cb-dieblock">{face}<span class="cb-chips">'
                     f'{"".join(buttons)}</span></div>')
    white = _info("span", T("tip.white", white=s.white_die), _die(s.white_die, "cb-white"),
                  "cb-dwrap")
    who = escape(T("dice.yours") if seat == ctx.viewer else T("dice.of", name=ctx.name(seat)))
    # Passing on a building's offer is drawn with the dice, not as a table button: it
    # may end the turn, and the row of table buttons would vanish with the click and
    # move the board. Ending the turn unbought is the toolbar's End turn (`end_turn`).
    end = ""
    if "pass" in ctx.legal:
        word = T(f"chip.pass.{ctx.frame}" if ctx.frame in PASSES else "chip.pass")
        end = ctx.act("button", "pass", escape(word), "cb-chip cb-end")
    return (f'<div class="cb-dice" id="cb-dice"><span class="cb-label">{who}</span>{"".join(parts)}'
            f'<span class="cb-label">{escape(T("dice.white"))}</span>{white}{end}</div>')


def _round_line(ctx: _Ctx) -> str:
    s = ctx.s
    if s.stage == "setup":
        return f'<p class="cb-round" id="cb-round">{escape(T("round.setup"))}</p>'
    phase_no, round_no = s.round_in_play()  # the round just ended until the next is rolled
    phase = D.PHASES[min(phase_no, 4)]
    to_come = "".join(_goods_chip(k) for k in s.round_goods)
    come = _info("span", T("tip.to_come"), to_come or escape(T("none")), "cb-come")
    if s.stage == "over":
        return f'<p class="cb-round" id="cb-round">{escape(T("round.over"))}</p>'
    line = _fill("round.line", come=come,
                 phase=f'<strong>{escape(T("round.phase", phase=phase))}</strong>',
                 round=f'<strong>{escape(T("round.round", round=round_no))}</strong>')
    return f'<p class="cb-round" id="cb-round">{line}</p>'


def _tracks(ctx: _Ctx) -> str:
    s = ctx.s
    order = s.turn_order()
    rows = []
    totals = {sc.seat: sc.total for sc in scoring.scores(s)}
    before = ctx.since.turn_order() if ctx.since is not None else order
    for place, seat in enumerate(order, 1):
        playing = s.stage == "play" and not s.awaits_roll()  # nobody moves before the roll
        now = escape(T("order.now")) if playing and seat == s.current else ""
        moved = ctx.since is not None and (ctx.since.track[seat] != s.track[seat]
                                           or before.index(seat) != place - 1)
        cls = ' class="cb-changed"' if moved else ""
        was = ctx.since.track_points(seat) if ctx.since is not None else None
        rows.append(f'<tr{cls}><td>{place}</td><th scope="row"><span class="seat seat-s{seat}">'
                    f'<span class="dot" aria-hidden="true">{seat + 1}</span>'
                    f"{escape(ctx.name(seat))}</span>{now}</th><td>{s.track[seat][0] + 1}</td>"
                    f"<td>{s.track_points(seat)}{_delta(s.track_points(seat), was)}</td>"
                    f"<td>{totals[seat]}</td></tr>")
    bonus = []
    for code in D.COLOURS:
        claims = s.bonus_claims.get(code, [])
        who = ", ".join(ctx.name(c) for c in claims) or T("bonus.open")
        about = T("tip.bonus", every=T(f"every.{code}"), large=D.large_bonus(s.players),
                  small=D.small_bonus(s.players), who=who)
        inner = (f'<span class="cb-sw cb-fill-{code}">'
                 f'{I.html(COLOUR_ICON[code])}</span> {escape(colour(code))}: {escape(who)}')
        bonus.append(f"<li>{_info('span', about, inner)}</li>")
    heads = "".join(f"<th>{escape(T(key))}</th>" for key in (
        "tracks.player", "tracks.track", "tracks.points", "tracks.if_now"))
    return ('<section class="cb-tracks" id="cb-tracks"'
            f' aria-label="{escape(T("tracks.label"), quote=True)}">'
            f'<table class="cb-order"><caption>{escape(T("tracks.caption"))}'
            f'</caption><thead><tr><th>#</th>{heads}</tr></thead>'
            # The rows a block of their own: they change on most turns, the bonus list
            # below them seldom.
            + part("cb-order-rows", "<tbody>" + "".join(rows) + "</tbody>") + "</table>"
            f'<p class="cb-label">{escape(T("tracks.bonus"))}</p>'
            f'<ul class="cb-bonus">{"".join(bonus)}'
            "</ul></section>")


# -- estates --------------------------------------------------------------------------------
def _estate_svg(ctx: _Ctx, seat: int, board: int, estate: list[str], mine: bool,
                ids: bool = True) -> str:
    """A seat's estate; `ids`: its spaces are blocks of their own (a click redraws the
    spaces it changed), not for the boards offered at setup."""
    colours = D.board_colours(board)
    before = ctx.since.estates[seat] if ctx.since is not None else None
    by_space: dict[str, list[str]] = {}
    if mine:
        for action in sorted(ctx.legal):
            parts = action.split(" ")
            if action.startswith(("a:place", "b:place", "x:place")) or parts[0] == "castle":
                by_space.setdefault(parts[-1], []).append(action)
    cells = []
    for k in range(len(CENTRES)):
        colour = colours[k]
        name = D.SPACE_NAMES[k]
        tile = estate[k]
        actions = by_space.get(name, [])
        space_cls = _changed("cb-space", before is not None and before[k] != tile)
        cell_id = f"cb-p{seat}-h{k}" if ids else ""
        if actions:
            art, about = _space_art(colour, k, tile)
            named = {"id": cell_id} if ids else {}
            cell = ctx.act("g", actions[0], art, space_cls, about=about, **named)
            cells.append(block(cell_id, cell) if ids else cell)
        else:
            cells.append(_still_space(colour, k, tile, space_cls, cell_id))
    w = 7 * math.sqrt(3) * HEX_R + 8
    h = 2 * HEX_R + 6 * 1.5 * HEX_R + 8
    svg_id = f' id="cb-p{seat}-est"' if ids else ""
    return (f'<svg class="cb-estate"{svg_id}'
            f' viewBox="{-ROW_MARGIN} 0 {w + ROW_MARGIN:.0f} {h:.0f}" role="group"'
            f' aria-label="{escape(T("estate.label", name=ctx.name(seat)), quote=True)}">'
            + ROW_LETTERS + "".join(cells) + "</svg>")


def _player(ctx: _Ctx, seat: int) -> str:
    s = ctx.s
    mine = seat == ctx.viewer
    board = s.boards[seat]
    if not board and mine and s.secret_setup() and s.secret[seat]:
        board = s.secret[seat][0]
    estate = s.estates[seat]
    choices = [f"estate {b}" for b in (s.dealt[seat] if mine else ())]
    if not board and any(a in ctx.legal for a in choices):
        # Choosing an estate: each dealt board drawn, the drawing is the choice.
        picture = '<div class="cb-pick">' + "".join(
            ctx.act("button", a, f'<span class="cb-label">'
                    f'{escape(T("estate.board", board=a.split()[1]))}</span>'
                    + _estate_svg(ctx, seat, int(a.split()[1]), [""] * D.N_SPACES, False,
                                  ids=False),
                    "cb-board-pick") for a in choices if a in ctx.legal) + "</div>"
    elif not board:
        if s.secret_setup() and s.secret[seat] and not mine:
            picture = _empty("p", "estate.secret")
        else:
            picture = _empty("p", "estate.none")
    else:
        if not mine and s.secret_setup() and not s.boards[seat]:
            estate = [""] * D.N_SPACES
        elif mine and not s.boards[seat] and len(s.secret[seat]) == 2:
            estate = [""] * D.N_SPACES
            estate[s.secret[seat][1]] = "castle"
        picture = block(f"cb-p{seat}-est", _estate_svg(ctx, seat, board, estate, mine))
    was = ctx.since  # the position when the viewer last looked: changes are marked
    new_tiles = Counter(s.storage[seat]) - Counter(was.storage[seat] if was else s.storage[seat])
    store = []
    for tile in s.storage[seat]:
        action = f"discard {tile}"
        cls = _changed("cb-tile", new_tiles[tile] > 0)
        new_tiles[tile] -= 1
        if mine and action in ctx.legal and action not in ctx.placed:
            store.append(ctx.act("button", action, _tile_face(tile), cls,
                                 about=tile_text(tile)))
        else:
            store.append(_info("span", tile_about(tile), _tile_face(tile), cls))
    store += ['<span class="cb-slot" aria-hidden="true"></span>'] * (
        D.STORAGE_SPACES - len(s.storage[seat]))
    goods = []
    for kind in D.GOODS_KINDS:
        count = s.goods[seat][kind - 1]
        before = was.goods[seat][kind - 1] if was else count
        if not count:
            if before:  # sold since: shown once more, at nought
                goods.append(_info("span", T("tip.sold_out", goods=goods_name(kind)),
                                   _goods_chip(kind, 0) + _delta(0, before),
                                   "cb-gbtn cb-changed"))
            continue
        chip = _goods_chip(kind, count) + _delta(count, before)
        sells = [a for a in (f"a:sell {kind}", f"b:sell {kind}", f"x:sell {kind}",
                             f"sell {kind}") if mine and a in ctx.legal]
        cls = _changed("cb-gbtn", count != before)
        if sells:
            goods.append(ctx.act("button", sells[0], chip, cls, about=T("text.goods")))
        else:
            about = f"{goods_name(kind)}: {count}. {T('text.goods')}"
            goods.append(_info("span", about, chip, cls))
    sold = sum(s.sold[seat])
    points = s.track_points(seat)
    bonuses = [colour(c) for c, seats in s.bonus_claims.items() if seat in seats]
    knowledge = [t for t in estate if t and D.tile_colour(t) == D.KNOWLEDGE]
    def count(now: int, before: int | None) -> tuple[str, str]:
        """The count's words with its change, and its class (marked when it changed)."""
        return f" {now}{_delta(now, before)}", _changed("res", before not in (None, now))

    points_text, points_cls = count(points, was.track_points(seat) if was else None)
    silver_text, silver_cls = count(s.silverlings[seat], was.silverlings[seat] if was else None)
    worker_text, worker_cls = count(s.workers[seat], was.workers[seat] if was else None)
    sold_text, sold_cls = count(sold, sum(was.sold[seat]) if was else None)
    res = (
        _info("span", T("tip.points", n=points), I.html("points") + points_text,
              points_cls)
        + _info("span", T("tip.silverlings", n=s.silverlings[seat]) + " "
                + T("text.silverling"), I.html("silverling") + silver_text, silver_cls)
        + _info("span", T("tip.workers", n=s.workers[seat]) + " " + T("text.worker"),
                I.html("worker") + worker_text, worker_cls)
        + _info("span", T("tip.sold", n=sold), escape(T("res.sold")) + sold_text, sold_cls)
        + _info("span", T("text.bonus") + " "
                + T("tip.claimed", colours=", ".join(bonuses) or T("none")),
                I.html("bonus") + f" {len(bonuses)}", "res")
    )
    know = ""
    if knowledge:
        know = ('<ul class="cb-know">' + "".join(
            f"<li>{_info('span', tile_about(t), _tile_face(t, tile_name(t)))}</li>"
            for t in knowledge) + "</ul>")
    who = (f'<h2 class="cb-phead"><span class="seat seat-s{seat}"><span class="dot"'
           f' aria-hidden="true">{seat + 1}</span>{escape(ctx.name(seat))}</span></h2>')
    # Each part a block of its own: a click redraws only the parts it changed.
    p = f"cb-p{seat}"
    return block(p, (
        f'<section class="cb-player" id="{p}" aria-label="{escape(ctx.name(seat), quote=True)}">'
        f'{who}' + block(f"{p}-res", f'<div class="cb-res" id="{p}-res">{res}</div>')
        + block(f"{p}-store", f'<div class="cb-row" id="{p}-store"><span class="cb-label">'
                f'{escape(T("row.storage"))}</span>{"".join(store)}</div>')
        + block(f"{p}-goods", f'<div class="cb-row" id="{p}-goods"><span class="cb-label">'
                f'{escape(T("row.goods"))}</span>'
                f'{"".join(goods) or _empty("span", "none")}</div>')
        + f"{picture}{know}</section>"))


def _strip(ctx: _Ctx, seat: int) -> str:
    s = ctx.s
    goods = "".join(_goods_chip(k, s.goods[seat][k - 1]) for k in D.GOODS_KINDS
                    if s.goods[seat][k - 1])
    # The viewer's dice all round (spent once their turn is over), so the strip keeps
    # its size when the turn passes on; before a round's roll, none yet.
    dice = ""
    if s.stage == "play":
        if s.awaits_roll():
            faces = '<span class="cb-die cb-unrolled">?</span>' * 2
        else:
            spent = s.round_order.index(seat) < s.turn_index
            faces = " ".join(
                _die(v, "cb-used" if spent or (s.current == seat and s.dice_used[i]) else "")
                for i, v in enumerate(s.dice[seat]))
        dice = f'<li class="res">{escape(T("strip.dice"))} {faces}</li>'

    return (f'<ul class="strip cb-strip"><li class="strip-who">{escape(ctx.name(seat))}</li>'
            f'<li class="res">{I.html("points", T("strip.points"))} {s.track_points(seat)}</li>'
            f'<li class="res">{I.html("silverling", T("strip.silverlings"))}'
            f" {s.silverlings[seat]}</li>"
            f'<li class="res">{I.html("worker", T("strip.workers"))} {s.workers[seat]}</li>'
            f'<li class="res">{escape(T("strip.storage", n=len(s.storage[seat])))}</li>'
            f'<li class="res">{goods}</li>{dice}</ul>')


# The decisions a prompt of its own asks for ("prompt.<frame>"). Prompts are short
# enough for two lines of a phone's turn line with the name before them: the line
# keeps its height when the turn is done, so the board below does not move.
PROMPTS = ("discard", "ship", "keep", "extra", "cityhall", "warehouse", "gain", "estate",
           "castle")


def roll_about(s) -> str:
    """What the roll that starts a round does (a new phase lays out its tiles first)."""
    if s.round == 1:
        return T("roll.first", phase=D.PHASES[s.phase])
    return T("roll.next", round=s.round, phase=D.PHASES[s.phase])


def _prompt(s, frame: str) -> str:
    if frame == "roll":
        if s.round == 1:
            return T("prompt.roll_first", phase=D.PHASES[s.phase])
        return T("prompt.roll", round=s.round)
    if frame == "turn":
        if not any(s.dice_used):
            return T("prompt.two_dice")
        if not all(s.dice_used):
            return T("prompt.one_die")
        return T("prompt.buy_any" if s.has_knowledge(s.current, 6) else "prompt.buy_black")
    return T(f"prompt.{frame}") if frame in PROMPTS else ""


def areas(state, viewer: int | None, legal: list[str], since=None):
    """The table's areas (glasshut.ui.table.GameView) for `viewer`'s eyes; `since`, an
    earlier state, marks what the other seats changed since then: estate spaces filled,
    tiles taken from the depots, goods loaded, counts that moved (with how much), new
    stored tiles, and the turn order."""
    from ..ui.table import GameView  # the view stays importable without the table

    ctx = _Ctx(state, viewer, legal, since)
    s = state
    order = list(range(s.players))
    if viewer is not None:
        order = order[viewer:] + order[:viewer]
    me = others = ""
    if viewer is not None:
        me = '<div class="cb">' + _player(ctx, viewer) + "</div>"
        order = order[1:]
    if order:
        others = '<div class="cb">' + "".join(_player(ctx, seat) for seat in order) + "</div>"
    board = ('<div class="cb cb-board">' + block("cb-round", _round_line(ctx))
             + block("cb-dice", _dice(ctx)) + block("cb-depots", _depots(ctx))
             + block("cb-tracks", _tracks(ctx)) + "</div>")
    rest = [a for a in legal if a not in ctx.placed]
    # Four or more buttons (stored tiles that fit several spaces, with either die): the
    # placements in fewer words, so the row of choices leaves a phone most of its screen.
    labels = {a: ctx.label(a, short=len(rest) > 3) for a in rest}
    over = s.stage == "over"
    turn_no = None
    if s.stage == "play":
        turn_no = (s.phase * D.ROUNDS_PER_PHASE + s.round - 1) * s.players + s.turn_index + 1
    return GameView(
        board=board,
        me=me,
        others=others,
        sprite=I.SPRITE,
        strip=_strip(ctx, viewer) if viewer is not None else "",
        notes=_notes(ctx),
        placed=ctx.placed,
        prompt="" if over else _prompt(s, ctx.frame),
        turn_seat=None if over or s.stage != "play" else s.current,
        turn_no=turn_no,
        labels=labels,
        # A purchase is open all turn long; once both dice are used, the toolbar's End
        # turn ends the turn unbought.
        anytime={a for a in legal if a.startswith(BUY_PREFIX)},
        end_turn="end",
        end_extra=_end_extra(ctx) if over else "",
        tie_break=T("tie_break"),
        recap=_recap,
    )


def _recap(action: str, text: str) -> str:
    """A move in the one-line summary of a turn: a roll without its dice (the log and
    the board show them), so the moves after it stay in view."""
    return roll_recap() if action == "roll" else text


def render(state, viewer: int | None, legal: list[str]) -> tuple[str, set[str]]:
    """The whole drawing in one piece (the loading screen's picture)."""
    ctx = _Ctx(state, viewer, legal)
    seats = "".join(_player(ctx, seat) for seat in range(state.players))
    markup = (I.SPRITE + '<div class="cb cb-board">' + _round_line(ctx) + _dice(ctx)
              + _depots(ctx) + seats + "</div>")
    return markup, ctx.placed


def _notes(ctx: _Ctx) -> str:
    s = ctx.s
    if s.stage != "play":
        return ""
    phase, round_no = s.round_in_play()
    note = T("notes", phase=D.PHASES[phase], round=round_no)
    return f'<span class="cb-note">{escape(note)}</span>'


def _end_extra(ctx: _Ctx) -> str:
    s = ctx.s
    heads = "".join(f'<th scope="col">{escape(ctx.name(seat))}</th>'
                    for seat in range(s.players))
    def row(label: str, values) -> str:
        return (f'<tr><th scope="row">{escape(label)}</th>'
                + "".join(f"<td>{v}</td>" for v in values) + "</tr>")
    covered = [sum(1 for t in s.estates[seat] if t) for seat in range(s.players)]
    kinds_held = []
    for seat in range(s.players):
        kinds = sorted({D.animal_kind(t) for t in s.estates[seat]
                        if t and D.tile_colour(t) == D.ANIMAL})
        kinds_held.append(escape(", ".join(animals(k) for k in kinds) or T("none")))
    sold = [sum(s.sold[seat]) for seat in range(s.players)]
    bonus = [sum(1 for c in s.bonus_claims.values() if seat in c) for seat in range(s.players)]
    return ('<table class="breakdown cb-endextra">'
            f'<caption>{escape(T("end.caption"))}</caption>'
            f"<thead><tr><th></th>{heads}</tr></thead><tbody>"
            + row(T("end.covered"), covered) + row(T("end.animals"), kinds_held)
            + row(T("end.sold"), sold) + row(T("end.bonus"), bonus)
            + "</tbody></table>")
