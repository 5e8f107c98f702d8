"""Glass Road at the table: the viewer's landscape and wheels, the Building board, the
Specialist cards, the other seats, as markup for `glasshut.ui.table`.

Everything hidden is read through `state.view(viewer)` (views.py), never from the
state itself, so a card the viewer may not see cannot reach the markup: the other
seats' hands, choices and face-down cards show as counts and card backs.

Every legal action the drawing can place sits on its element (`data-act`, class
`legal`, `tabindex="0"`, an `aria-label`): cards to choose, pick or play, Buildings
to build, spaces for a Building or a tile, tiles to take off (any time, styled
apart). The rest (abilities, trades, answers) become the table's buttons, with labels
that name the card or Building they belong to.
"""

from __future__ import annotations

import math
from html import escape

from ..ui.patch import block, part
from ..ui.words import as_command
from . import icons as I
from . import texts as T
from .data import (
    ALL_BUILDINGS,
    BASIC_MAX,
    BONUS,
    BUILDING_ROWS,
    CARD_IDS,
    COLUMNS,
    IMMEDIATE,
    PROCESSING,
    REFINED_MAX,
    SPECIALIST,
    START_BUILDINGS,
    WHEEL_BASICS,
    WHEEL_NAMES,
    WHEEL_REFINED,
    WHEELS,
)

ROW_TITLES = {PROCESSING: "Processing", IMMEDIATE: "Immediate", BONUS: "Bonus"}
ROW_NOTES = {
    PROCESSING: "a trade you may use any time",
    IMMEDIATE: "an effect once, when built",
    BONUS: "points at the end for a condition",
}
TILE_KINDS = ("forest", "pit", "grove", "pond")
GOOD_ORDER = ("wood", "clay", "sand", "water", "food", "charcoal", "glass", "brick")


def num(value) -> str:
    """A point value as players read it: 3, 1.5 (a half point stays a half)."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value)


def _name(state, seat: int) -> str:
    return state.seats[seat].name or f"Player {seat + 1}"


def _seat_tag(state, seat: int) -> str:
    return (f'<span class="seat seat-s{seat}"><span class="dot" aria-hidden="true">{seat + 1}'
            f"</span>{escape(_name(state, seat))}</span>")


class _Ctx:
    """One drawing: the state, the viewer's public view, the legal actions by text."""

    def __init__(self, state, viewer: int | None, legal: list[str]) -> None:
        self.state = state
        self.viewer = viewer
        self.pv = state.view(viewer)  # hides what the viewer may not see
        self.legal = set(legal)
        self.placed: set[str] = set()

    def act(self, action: str, label: str, anytime: bool = False) -> tuple[str, str]:
        """(extra classes, attributes) that make an element a choice; ("", "") when
        `action` is not legal (or already placed elsewhere)."""
        if not action or action not in self.legal or action in self.placed:
            return "", ""
        self.placed.add(action)
        return (" legal anytime" if anytime else " legal",
                f' data-act="{escape(action, quote=True)}" tabindex="0" role="button"'
                f' aria-label="{escape(label, quote=True)}"')


def _open(tag: str, base: str, act: tuple[str, str], tip: str) -> str:
    """An element's opening tag: a choice (from `_Ctx.act`) or an information element
    that explains itself on hover and tap but is no Tab stop."""
    extra, attrs = act
    if not attrs and tip:
        attrs = f' tabindex="-1" aria-label="{escape(tip, quote=True)}"'
    tipattr = f' data-tip="{escape(tip, quote=True)}"' if tip else ""
    return f'<{tag} class="{base}{extra}"{attrs}{tipattr}>'


# -- goods and wheels ----------------------------------------------------------------------


def _goods_line(costs: dict[str, int]) -> str:
    if not costs:
        return '<span class="gr-free">free</span>'
    return "".join(f'<span class="gr-amt">{n}{I.html(g)}</span>' for g, n in costs.items())


def _wheel(wheel_id: str, counts: dict[str, int], small: bool = False) -> str:
    """A production wheel: eight numbered sectors (0-7) around, a token per basic good
    in the sector of its count, the refined good's 0-3 track in the middle."""
    size = 150 if small else 190
    c = size / 2
    outer, inner = c - 4, c * 0.42
    parts = [f'<circle cx="{c:g}" cy="{c:g}" r="{outer:g}" class="gr-wheel-rim"/>']
    for k in range(BASIC_MAX + 1):
        a0 = math.radians(-90 - 22.5 + k * 45)
        a1 = a0 + math.radians(45)
        x0, y0 = c + outer * math.cos(a0), c + outer * math.sin(a0)
        x1, y1 = c + outer * math.cos(a1), c + outer * math.sin(a1)
        shade = "gr-sector-a" if k % 2 else "gr-sector-b"
        parts.append(f'<path d="M{c:g} {c:g} L{x0:.1f} {y0:.1f} A{outer:g} {outer:g} 0 0 1'
                     f' {x1:.1f} {y1:.1f} Z" class="{shade}"/>')
        am = math.radians(-90 + k * 45)
        parts.append(f'<text x="{c + (outer - 9) * math.cos(am):.1f}"'
                     f' y="{c + (outer - 9) * math.sin(am) + 4.5:.1f}" class="gr-sector-no"'
                     f' text-anchor="middle">{k}</text>')
    by_sector: dict[int, list[str]] = {}
    for good in WHEEL_BASICS[wheel_id]:
        by_sector.setdefault(counts[good], []).append(good)
    scale = size / 190
    for k, goods in by_sector.items():
        # Tokens sharing a sector sit side by side along it (two rings when crowded),
        # never over the hub.
        rings = [goods] if len(goods) <= 2 else [goods[:(len(goods) + 1) // 2],
                                                 goods[(len(goods) + 1) // 2:]]
        icon = (22 if len(goods) <= 2 else 18) * scale
        for ring_no, ring in enumerate(rings):
            r = (64 if len(rings) == 1 else (70, 51)[ring_no]) * scale
            for j, good in enumerate(ring):
                am = math.radians(-90 + k * 45 + (j - (len(ring) - 1) / 2) * 19)
                x, y = c + r * math.cos(am) - icon / 2, c + r * math.sin(am) - icon / 2
                name = T.GOOD_NAMES[good]
                parts.append(f'<g class="gr-token" data-tip="{escape(f"{name}: {k}", quote=True)}">'
                             + I.use(good, x, y, icon) + "</g>")
    refined = WHEEL_REFINED[wheel_id]
    parts.append(f'<circle cx="{c:g}" cy="{c:g}" r="{inner:g}" class="gr-wheel-hub"/>')
    parts.append(I.use(refined, c - 12, c - inner + 6, 24))
    parts.append(f'<text x="{c:g}" y="{c + 16:g}" text-anchor="middle" class="gr-hub-no">'
                 f"{counts[refined]}/{REFINED_MAX}</text>")
    said = ", ".join(f"{T.GOOD_NAMES[g]} {counts[g]}" for g in (*WHEEL_BASICS[wheel_id], refined))
    tip = f"{T.WHEEL_TEXTS[wheel_id]} Now: {said}."
    said = escape(tip, quote=True)
    return (f'<figure class="gr-wheel" tabindex="-1" role="img" aria-label="{said}"'
            f' data-tip="{said}"><svg viewBox="0 0 {size} {size}" width="{size}"'
            f' height="{size}">{"".join(parts)}</svg>'
            f"<figcaption>{escape(WHEEL_NAMES[wheel_id])}</figcaption></figure>")


def goods_of(player: dict) -> dict[str, str]:
    """Each good's amount as text; Food and Charcoal sit on both wheels."""
    g, b = player["wheels"]["g"], player["wheels"]["b"]
    out = {}
    for good in GOOD_ORDER:
        if good in ("food", "charcoal"):
            out[good] = f"{g[good]}+{b[good]}"
        else:
            out[good] = str((g if good in g else b)[good])
    return out


def _strip(ctx: _Ctx, seat: int) -> str:
    player = ctx.pv["players"][seat]
    parts = []
    for good, amount in goods_of(player).items():
        name = T.GOOD_NAMES[good]
        tip = (f"{name}: {amount.replace('+', ' on the Glassworks, ')} on the Brickworks"
               if "+" in amount else f"{name}: {amount}")
        parts.append(f'<span class="gr-good" data-tip="{escape(tip, quote=True)}"'
                     f' aria-label="{escape(tip, quote=True)}" tabindex="-1">{I.html(good)}'
                     f"<b>{escape(amount)}</b></span>")
    score = next(s.total for s in ctx.state.scores() if s.seat == seat)
    parts.append(f'<span class="gr-good" data-tip="Points if the game ended now"'
                 f' tabindex="-1">{I.html("points")}<b>{num(score)}</b></span>')
    return f'<div class="gr-strip">{"".join(parts)}</div>'


# -- the landscape ---------------------------------------------------------------------------


def _cell_tip(value: str, cell: int) -> str:
    where = T.space(cell)
    if value == "":
        return f"Empty space ({where})."
    if value in T.TILE_TEXTS:
        return f"{T.TILE_TEXTS[value]} ({where})"
    return f"{T.BUILDING_TEXTS[value]} ({where})"


def _landscape(ctx: _Ctx, seat: int, since_cells: list[str] | None, mine: bool) -> str:
    player = ctx.pv["players"][seat]
    cells = player["cells"]
    pairs = {tuple(p) for p in player["forests"]}
    covered = {c for p in pairs for c in p}
    out = []
    for cell, value in enumerate(cells):
        row, col = divmod(cell, COLUMNS)
        span = 1
        if cell in covered:
            pair = next(p for p in pairs if cell in p)
            if cell != min(pair):
                continue
            span = 2
        # Where it sits in the grid, as classes (the site's policy allows no inline styles).
        place = f" gr-row{row + 1} gr-col{col + 1}" + (" gr-span2" if span == 2 else "")
        kind = "empty" if value == "" else value if value in TILE_KINDS else "building"
        changed = since_cells is not None and since_cells[cell] != value
        base = f"gr-cell gr-{kind}{place}" + (" gr-changed" if changed else "")
        act = ("", "")
        if mine:
            where = T.space(cell)
            if value == "":
                act = ctx.act(f"at:{cell}", _place_label(ctx, cell))
            elif value == "forest":
                act = ctx.act(f"clear:{cell}", f"Clear the Forest at {where} for the entry fee")
            elif value in ("pit", "grove", "pond"):
                act = ctx.act(f"remove:{cell}",
                              f"Take the {T.TILE_NAMES[value]} off ({where}), any time",
                              anytime=True)
        if value == "":
            body = f'<span class="gr-cell-note">{"+" if act[1] else ""}</span>'
        elif value in TILE_KINDS:
            body = I.html(value, "1.8em") + f'<span>{escape(T.TILE_NAMES[value])}</span>'
        else:
            b = ALL_BUILDINGS[value]
            body = f'<span class="gr-bname">{escape(b.name)}</span>'
        tip = _cell_tip(value, cell)
        out.append(_open("div", base, act, tip) + body + "</div>")
    starts = []
    for start in START_BUILDINGS:
        upgrade = player["upgrades"].get(start, "")
        shown = upgrade or start
        b = ALL_BUILDINGS[shown]
        tip = T.BUILDING_TEXTS[shown]
        starts.append(_open("div", "gr-start" + (" gr-upgraded" if upgrade else ""), ("", ""), tip)
                      + f'<span class="gr-bname">{escape(b.name)}</span>'
                      + f'<span class="gr-kind">{"upgrade" if upgrade else "start"}</span></div>')
    label = "Your landscape" if mine else f"{_name(ctx.state, seat)}'s landscape"
    return (f'<section class="gr-land" aria-label="{escape(label, quote=True)}">'
            f'<div class="gr-grid">{"".join(out)}</div>'
            f'<div class="gr-starts">{"".join(starts)}</div></section>')


def _place_label(ctx: _Ctx, cell: int) -> str:
    frame = ctx.state.stack[-1] if ctx.state.stack else {}
    what = "here"
    if frame.get("k") == "site":
        what = f"the {ALL_BUILDINGS[frame['b']].name}"
    elif frame.get("k") == "place":
        what = f"a {T.TILE_NAMES.get(frame['t'], frame['t'])}"
    return f"Put {what} at {T.space(cell)}"


# -- the Building board ----------------------------------------------------------------------


def _building_tile(ctx: _Ctx, building_id: str, where: str) -> str:
    b = ALL_BUILDINGS[building_id]
    cost = b.cost_of()
    cost_words = ", ".join(T.good(g, n) for g, n in cost.items()) or "nothing"
    act = ctx.act(f"build:{building_id}", f"Build the {b.name} ({where}; costs {cost_words})")
    points = (f'<span class="gr-pts">{I.html("points")}{b.points}</span>'
              if b.kind != BONUS else '<span class="gr-pts gr-bonus">bonus</span>')
    return (_open("div", f"gr-btile gr-{b.kind}", act, T.BUILDING_TEXTS[building_id])
            + f'<span class="gr-bname">{escape(b.name)}</span>'
            + f'<span class="gr-brow">{_goods_line(cost)}{points}</span></div>')


def _building_board(ctx: _Ctx) -> str:
    rows = []
    for row in BUILDING_ROWS:
        tiles = [
            _building_tile(ctx, b, "Building board") if b
            else '<div class="gr-btile gr-gone" aria-label="empty">—</div>'
            for b in ctx.pv["rows"][row]
        ]
        left = ctx.pv["stacks"][row]
        rows.append(f'<h3 class="gr-rowhead">{ROW_TITLES[row]} <span class="gr-rownote">'
                    f"({ROW_NOTES[row]}; {left} left in the stack)</span></h3>"
                    f'<div class="gr-brow-tiles">{"".join(tiles)}</div>')
    offer = ""
    if ctx.viewer is not None:
        mine = ctx.pv["players"][ctx.viewer]["offer"]
        if mine:
            offer = ('<h3 class="gr-rowhead">Your private offer <span class="gr-rownote">'
                     "(only you may build these)</span></h3>"
                     '<div class="gr-brow-tiles">'
                     + "".join(_building_tile(ctx, b, "your private offer") for b in mine)
                     + "</div>")
    return (f'<section class="gr-bboard" aria-label="Building board">{"".join(rows)}{offer}'
            "</section>")


# -- cards ---------------------------------------------------------------------------------


def _card(ctx: _Ctx, card: str, action: str = "", label: str = "", note: str = "") -> str:
    s = SPECIALIST[card]
    act = ctx.act(action, label)
    fee = T.fee_text(s.fee)
    first, second = (T.ability_text(a) for a in s.abilities)
    return (_open("div", "gr-card" + (" gr-card-note" if note else ""), act,
                        T.CARD_TEXTS[card])
            + f'<span class="gr-cname">{escape(s.name)}</span>'
            + f'<span class="gr-cfee">{escape(fee)}</span>'
            + f'<span class="gr-cab">1: {escape(first)}</span>'
            + f'<span class="gr-cab">2: {escape(second)}</span>'
            + (f'<span class="gr-cstate">{escape(note)}</span>' if note else "")
            + "</div>")


def _card_back(text: str) -> str:
    return (f'<div class="gr-back" tabindex="-1" role="img" aria-label="{escape(text, quote=True)}"'
            f' data-tip="{escape(text, quote=True)}">{I.html("card", "2em")}'
            f"<span>{escape(text)}</span></div>")


def _my_cards(ctx: _Ctx, seat: int) -> str:
    state, player = ctx.state, ctx.pv["players"][seat]
    phase = ctx.pv["phase"]
    frame = state.stack[-1] if state.stack else {}
    parts = []
    if phase == "choose" and player["chosen"] is not None:
        chosen = set(player["chosen"])
        need = frame.get("n", 0) if frame.get("k") == "choose" and frame.get("s") == seat else 0
        head = (f"Choose your Specialists in secret: {len(chosen)} of {need} chosen"
                if need else f"Your chosen Specialists ({len(chosen)})")
        cards = []
        for card in CARD_IDS:
            name = SPECIALIST[card].name
            if card in chosen:
                cards.append(_card(ctx, card, note="chosen"))
            elif card in player["set_aside"]:
                cards.append(_card(ctx, card, note="set aside (last period)"))
            else:
                cards.append(_card(ctx, card, f"choose:{card}", f"Choose the {name} (secret)"))
        parts.append(f'<h3 class="gr-sub">{escape(head)}</h3>'
                     f'<div class="gr-cards">{"".join(cards)}</div>')
    else:
        hand = player["hand"] or []
        verb = "pick" if any(a.startswith("pick:") for a in ctx.legal) else "play"
        what = {"pick": "Place the {} face down", "play": "Play the {} face up"}[verb]
        cards = [_card(ctx, c, f"{verb}:{c}", what.format(SPECIALIST[c].name)) for c in hand]
        parts.append(f'<h3 class="gr-sub">Your hand ({len(hand)})</h3>'
                     f'<div class="gr-cards">{"".join(cards) or "<p>No cards in hand.</p>"}</div>')
        facedown = player["facedown"]
        if isinstance(facedown, str) and facedown:
            parts.append('<h3 class="gr-sub">Face down (only you see it)</h3>'
                         f'<div class="gr-cards">{_card(ctx, facedown, note="face down")}</div>')
    parts.append(_played(ctx, seat))
    return "".join(parts)


def _played(ctx: _Ctx, seat: int) -> str:
    player = ctx.pv["players"][seat]
    bits = []
    if player["played"]:
        bits.append("Played: " + ", ".join(SPECIALIST[c].name for c in player["played"]))
    forced = [SPECIALIST[c].name for c in player["forced"]]
    # At most two cards a period are played from hand in others' turns.
    bits.append(f"played in others' turns: {', '.join(forced) or 'none'}"
                f" (room for {2 - len(forced)} more this period)")
    text = "; ".join(bits)
    return f'<p class="gr-played">{escape(text[:1].upper() + text[1:])}</p>'


def _round_box(ctx: _Ctx) -> str:
    """Period, card round, the goblet, and the card being resolved with who follows."""
    pv, state = ctx.pv, ctx.state
    lines = []
    phase = pv["phase"]
    if phase == "over":
        lines.append("The game is over.")
    else:
        head = f"Period {pv['period']} of {pv['periods']}"
        if phase in ("pick", "reveal"):
            head += f", card round {pv['card_round']} of 3"
        elif phase == "choose":
            head += ": choosing Specialists"
        elif phase == "final":
            head += ": last trades"
        lines.append(head)
    goblet = (f'<span class="gr-goblet" data-tip="The goblet: the start player of this period"'
              f' tabindex="-1">{I.html("goblet")} {_seat_tag(state, pv["start_player"])}</span>')
    current = pv["current"]
    now = ""
    if current.get("card"):
        card = SPECIALIST[current["card"]].name
        by = _seat_tag(state, current["by"])
        forced = [_seat_tag(state, s) for s in current.get("forced", [])]
        verb = "revealed" if len(state.players) > 2 else "played"
        if current.get("drawn"):
            now = f"{by} drew the {escape(card)}: one ability."
        elif forced:
            now = (f"{by} {verb} the {escape(card)}; {' and '.join(forced)} must play"
                   " theirs too: one ability each.")
        else:
            now = f"{by} played the {escape(card)} alone: both abilities."
    return (f'<div class="gr-round" id="gr-round"><p><b>{escape(lines[0])}</b> · {goblet}</p>'
            + (f'<p class="gr-now">{now}</p>' if now else "") + "</div>")


def _seat_status(ctx: _Ctx, seat: int) -> str:
    """What anyone may know about a seat's cards: counts, card backs, played cards."""
    player, phase = ctx.pv["players"][seat], ctx.pv["phase"]
    bits = []
    if phase == "choose":
        bits.append(_card_back("has chosen" if player["has_chosen"] else "still choosing"))
    else:
        bits.append(_card_back(f"{player['hand_size']} in hand"))
        if player["facedown"] is True:
            bits.append(_card_back("a card face down"))
    return f'<div class="gr-backs">{"".join(bits)}</div>{_played(ctx, seat)}'


# -- areas ---------------------------------------------------------------------------------


def _player_area(ctx: _Ctx, seat: int, since, mine: bool, cards: bool = True) -> str:
    state = ctx.state
    since_cells = since.players[seat].cells if since is not None else None
    score = next(s.total for s in state.scores() if s.seat == seat)
    player = ctx.pv["players"][seat]
    goblet = " · has the goblet" if ctx.pv["start_player"] == seat else ""
    built = player["buildings"]
    head = (f'<h2 class="gr-phead">{_seat_tag(state, seat)}<span class="gr-score">'
            f"{num(score)} point{'' if score == 1 else 's'} now"
            f" · {built} Building{'' if built == 1 else 's'}{goblet}</span></h2>")
    # Each part a block of its own: a click redraws only the parts it changed.
    p = f"gr-p{seat}"
    wheels = "".join(part(f"{p}-{w}", _wheel(w, player["wheels"][w], small=not mine))
                     for w in WHEELS)
    zone = (part(f"{p}-zone", f'<div class="gr-cardzone">{_seat_status(ctx, seat)}</div>')
            if cards else "")
    return part(p, f'<section class="gr-player seat-s{seat}">' + part(f"{p}-head", head)
                + '<div class="gr-parts">'
                + part(f"{p}-land", _landscape(ctx, seat, since_cells, mine))
                + f'<div class="gr-wheels">{wheels}</div></div>{zone}</section>')


PROMPTS = {
    "pick": "place one card face down (the others see only its back).",
    "play": "play a card face up.",
    "final": "make any last trades, then Finish.",
    "build": "choose a Building to build (the board, or your private offer).",
    "country": "choose the kind of tiles to put next to the Country House.",
    "adjacent": "choose where the next tile goes.",
    "repeat": "repeat the effect, or Stop.",
    "tavern": "choose the Building whose effect the Tavern repeats.",
}


def prompt(state) -> str:
    frame = state.stack[-1] if state.stack else {}
    kind = frame.get("k", "")
    if kind == "choose":
        have = len(state.players[frame["s"]].chosen)
        more = frame["n"] - have
        return (f"choose {more} more Specialist card{'s' if more > 1 else ''}"
                f" for this period, in secret ({have} of {frame['n']} chosen).")
    if kind == "resolve":
        card = SPECIALIST[frame["c"]].name
        how = "both abilities, in either order" if frame["both"] else "one ability"
        return f"use the {card}: {how}, or Done."
    if kind == "gift":
        return f"take 1 {T.GOOD_NAMES[frame['g']]} from the Supplier, or decline."
    if kind == "site":
        return f"choose an empty space for the {ALL_BUILDINGS[frame['b']].name}."
    if kind == "place":
        return f"choose an empty space for the {T.TILE_NAMES.get(frame['t'], frame['t'])}."
    if kind == "clear":
        card = next((f["c"] for f in reversed(state.stack) if f["k"] == "resolve"), "")
        fee = f"the {SPECIALIST[card].name}'s entry fee" if card else "the entry fee"
        return f"choose the Forest you clear for {fee}."
    if kind == "wheel":
        return f"choose the wheel for {frame['n']} {T.GOOD_NAMES[frame['g']]}."
    return PROMPTS.get(kind, "choose one of the highlighted options.")


# An ability's words short enough to stand in each of its buttons beside how it is used.
SHORT_ABILITY = 30


def _how_parts(state, action: str, ability: str) -> list[str]:
    """How an ability action is used, as the log sentence says it after the ability's
    words: "(paying from the Glassworks, onto the Brickworks)" -> its two parts."""
    text = T._describe(state, action).rstrip(".")
    extra = text[text.index(ability) + len(ability):].strip(" ()")
    return extra.split(", ") if extra else []


def button_label(state, action: str) -> str:
    """A button's words: the log sentence without the seat's name and the card context
    (the turn line says both), so the buttons stay short."""
    text = T._describe(state, action)
    frame = state.stack[-1] if state.stack else {}
    name = state.seats[frame.get("s", 0)].name
    if action.startswith("ability:"):
        card = SPECIALIST[frame["c"]]
        number = action.split(":")[1]
        which = "1st" if number == "1" else "2nd"
        ability = T.ability_text(card.abilities[int(number) - 1])
        ways = [a for a in state.legal_actions() if a.startswith(f"ability:{number}")]
        if len(ways) == 1:
            how = ", ".join(_how_parts(state, action, ability))
            return f"{card.name}, {which} ability: {ability}" + (f" ({how})" if how else "")
        # Several ways to use one ability (which Forest, which wheel, what to leave out):
        # the prompt names the card and the card says what the ability does, so each
        # button says how, less what every way shares (the one wheel they all pay from).
        # Three buttons that each repeated the whole ability filled a phone's screen.
        shared = set.intersection(*(set(_how_parts(state, a, ability)) for a in ways))
        how = ", ".join(p for p in _how_parts(state, action, ability) if p not in shared)
        if len(ways) <= 3 and len(ability) <= SHORT_ABILITY:
            return f"{which}: {ability}" + (f" ({how})" if how else "")
        how = (how or ability).replace("paying the ", "")  # "Food fee from the Glassworks"
        if len(ways) > 3:
            for long, short in (("clearing ", "clear "), (", column ", " col "),
                                (", onto the ", " → "), ("onto the ", "→ ")):
                how = how.replace(long, short)
        return f"{which}: {how}"
    if action == "done":
        return f"Done with the {SPECIALIST[frame['c']].name}"
    if text.startswith(name + " "):
        text = as_command(text[len(name) + 1:], {"has finished trading": "finish trading"})
    return text[:1].upper() + text[1:].rstrip(".")


def _end_extra(ctx: _Ctx) -> str:
    rows = []
    for score in sorted(ctx.state.scores(), key=lambda s: (s.rank or 99, s.seat)):
        player = ctx.pv["players"][score.seat]
        left = ", ".join(f"{T.GOOD_NAMES[g]} {a}" for g, a in goods_of(player).items())
        rows.append(f"<li>{_seat_tag(ctx.state, score.seat)}: {num(score.total)} points from "
                    f"{len(score.lines)} Buildings (the three Start buildings included);"
                    f" goods left: {escape(left)}</li>")
    return ('<section class="gr-endextra"><h3>Buildings and goods</h3>'
            '<p>A half point (1.5) comes from the Glassmaker\'s Colony: half a point per'
            ' Quartz sand, not rounded.</p>'
            f'<ul>{"".join(rows)}</ul></section>')


def _order(ctx: _Ctx) -> list[int]:
    n = len(ctx.state.players)
    first = ctx.viewer if ctx.viewer is not None else 0
    return [(first + k) % n for k in range(n)]


def areas(state, viewer: int | None, legal: list[str], since=None):
    """The table's areas (glasshut.ui.table.GameView) for `viewer`'s eyes."""
    from ..ui.table import GameView  # the view stays importable without the table

    ctx = _Ctx(state, viewer, legal)
    order = _order(ctx)
    shown = order[0]
    # The Board tab: the round, then the viewer's (or the first seat's) whole area.
    board = (f'<div class="gr">{block("gr-round", _round_box(ctx))}'
             + _player_area(ctx, shown, since, mine=viewer is not None, cards=viewer is None)
             + "</div>")
    me = (f'<div class="gr gr-me">{_my_cards(ctx, viewer)}</div>' if viewer is not None else "")
    buildings = f'<div class="gr">{_building_board(ctx)}</div>'
    others = "".join(_player_area(ctx, s, since, mine=False) for s in order[1:])
    rest = [a for a in legal if a not in ctx.placed]
    labels = {a: button_label(state, a) for a in rest}
    over = state.is_over()
    frame = state.stack[-1] if state.stack else {}
    return GameView(
        board=board,
        panels=(("buildings", "Buildings", buildings),),
        me=me,
        others=f'<div class="gr">{others}</div>' if others else "",
        sprite=I.SPRITE,
        strip=_strip(ctx, viewer) if viewer is not None else "",
        notes="",
        placed=ctx.placed,
        prompt=prompt(state),
        turn_seat=None if over else (state.current.get("by") if state.current else frame.get("s")),
        turn_no=None,
        anytime={a for a in legal if a.startswith(("use:", "remove:"))},
        labels=labels,
        titles={},
        end_extra=_end_extra(ctx) if over else "",
        private=viewer is not None,  # the hand and the secret choice
    )


def render(state, viewer: int | None, legal: list[str]) -> tuple[str, set[str]]:
    """The board in one piece and the actions placed on it (the loading-screen picture)."""
    view = areas(state, viewer, legal)
    return view.board, view.placed
