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

Every word is the game's catalogue's (texts.T), in the page's language.
"""

from __future__ import annotations

import math
from html import escape

from ..common.i18n import number
from ..ui.messages import msg
from ..ui.patch import block, part
from . import icons as I
from . import texts
from .data import (
    ALL_BUILDINGS,
    BASIC_MAX,
    BONUS,
    BUILDING_ROWS,
    CARD_IDS,
    CARD_ROUNDS,
    COLUMNS,
    REFINED_MAX,
    SHARED_GOODS,
    SPECIALIST,
    START_BUILDINGS,
    WHEEL_BASICS,
    WHEEL_REFINED,
    WHEELS,
)
from .production import room
from .texts import T, the

TILE_KINDS = ("forest", "pit", "grove", "pond")
GOOD_ORDER = ("wood", "clay", "sand", "water", "food", "charcoal", "glass", "brick")


def num(value) -> str:
    """A point value as players read it: 3, 1.5 (a half point stays a half; 1,5 in German)."""
    return number(value)


def _name(state, seat: int) -> str:
    return state.seats[seat].name or msg("seat.default", n=seat + 1)


def _with_tags(text: str, tags: dict[str, str]) -> str:
    """`text` escaped, its placeholders (as given to the catalogue) turned into markup."""
    out = escape(text)
    for mark, markup in tags.items():
        out = out.replace(mark, markup)
    return out


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
        return f'<span class="gr-free">{escape(T("goods.free"))}</span>'
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
                name = texts.GOOD_NAMES[good]
                parts.append(f'<g class="gr-token" data-tip="{escape(f"{name}: {k}", quote=True)}">'
                             + I.use(good, x, y, icon) + "</g>")
    refined = WHEEL_REFINED[wheel_id]
    parts.append(f'<circle cx="{c:g}" cy="{c:g}" r="{inner:g}" class="gr-wheel-hub"/>')
    parts.append(I.use(refined, c - 12, c - inner + 6, 24))
    parts.append(f'<text x="{c:g}" y="{c + 16:g}" text-anchor="middle" class="gr-hub-no">'
                 f"{counts[refined]}/{REFINED_MAX}</text>")
    said = ", ".join(f"{texts.GOOD_NAMES[g]} {counts[g]}"
                     for g in (*WHEEL_BASICS[wheel_id], refined))
    tip = T("wheel.tip", text=texts.WHEEL_TEXTS[wheel_id], said=said)
    said = escape(tip, quote=True)
    return (f'<figure class="gr-wheel" tabindex="-1" role="img" aria-label="{said}"'
            f' data-tip="{said}"><svg viewBox="0 0 {size} {size}" width="{size}"'
            f' height="{size}">{"".join(parts)}</svg>'
            f"<figcaption>{escape(texts.WHEEL_NAMES[wheel_id])}</figcaption></figure>")


def goods_of(player: dict) -> dict[str, int]:
    """Each good's amount; Food and Charcoal, on both wheels, summed."""
    g, b = player["wheels"]["g"], player["wheels"]["b"]
    return {good: g.get(good, 0) + b.get(good, 0) for good in GOOD_ORDER}


def _strip(ctx: _Ctx, seat: int) -> str:
    """The viewer's goods grouped by wheel under the wheel's name, so Food and Charcoal,
    kept on both wheels, read as two named counts (never "1+2")."""
    player = ctx.pv["players"][seat]
    parts = []
    for wheel in WHEELS:
        on = player["wheels"][wheel]
        wheel_name = texts.WHEEL_NAMES[wheel]
        goods = []
        for good in (*WHEEL_BASICS[wheel], WHEEL_REFINED[wheel]):
            tip = T("strip.on", good=texts.GOOD_NAMES[good], wheel=wheel_name, n=on[good])
            goods.append(f'<span class="gr-good" data-tip="{escape(tip, quote=True)}"'
                         f' aria-label="{escape(tip, quote=True)}" tabindex="-1">{I.html(good)}'
                         f"<b>{on[good]}</b></span>")
        parts.append(f'<span class="gr-wgroup"><span class="gr-wname">{escape(wheel_name)}</span>'
                     f'{"".join(goods)}</span>')
    score = next(s.total for s in ctx.state.scores() if s.seat == seat)
    parts.append(f'<span class="gr-good" data-tip="{escape(T("strip.points"), quote=True)}"'
                 f' tabindex="-1">{I.html("points")}<b>{num(score)}</b></span>')
    return f'<div class="gr-strip">{"".join(parts)}</div>'


# -- the landscape ---------------------------------------------------------------------------


def _cell_tip(value: str, cell: int) -> str:
    where = texts.space(cell)
    if value == "":
        return T("cell.empty", space=where)
    if value in texts.TILE_TEXTS:
        return f"{texts.TILE_TEXTS[value]} ({where})"
    return f"{texts.BUILDING_TEXTS[value]} ({where})"


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
            where = texts.space(cell)
            if value == "":
                act = ctx.act(f"at:{cell}", _place_label(ctx, cell))
            elif value == "forest":
                act = ctx.act(f"clear:{cell}", T("cell.clear", space=where))
            elif value in ("pit", "grove", "pond"):
                act = ctx.act(f"remove:{cell}",
                              T("cell.remove", tile=T(f"tile_obj.{value}"), space=where),
                              anytime=True)
        if value == "":
            body = f'<span class="gr-cell-note">{"+" if act[1] else ""}</span>'
        elif value in TILE_KINDS:
            body = I.html(value, "1.8em") + f'<span>{escape(texts.TILE_NAMES[value])}</span>'
        else:
            body = f'<span class="gr-bname">{escape(texts.building_name(value))}</span>'
        tip = _cell_tip(value, cell)
        out.append(_open("div", base, act, tip) + body + "</div>")
    starts = []
    for start in START_BUILDINGS:
        upgrade = player["upgrades"].get(start, "")
        shown = upgrade or start
        tip = texts.BUILDING_TEXTS[shown]
        kind = T("start.upgrade" if upgrade else "start.start")
        starts.append(_open("div", "gr-start" + (" gr-upgraded" if upgrade else ""), ("", ""), tip)
                      + f'<span class="gr-bname">{escape(texts.building_name(shown))}</span>'
                      + f'<span class="gr-kind">{escape(kind)}</span></div>')
    label = T("land.mine") if mine else T("land.of", name=_name(ctx.state, seat))
    return (f'<section class="gr-land" aria-label="{escape(label, quote=True)}">'
            f'<div class="gr-grid">{"".join(out)}</div>'
            f'<div class="gr-starts">{"".join(starts)}</div></section>')


def _place_label(ctx: _Ctx, cell: int) -> str:
    frame = ctx.state.stack[-1] if ctx.state.stack else {}
    where = texts.space(cell)
    if frame.get("k") == "site":
        text = T("place.building", building=the(frame["b"], "obj"), space=where)
    elif frame.get("k") == "place" and frame["t"] in TILE_KINDS:
        text = T("place.tile", tile=T(f"tile_a.{frame['t']}"), space=where)
    else:
        text = T("place.here", space=where)
    return text[:1].upper() + text[1:]  # "Einen Hain ... legen"


# -- the Building board ----------------------------------------------------------------------


def _building_tile(ctx: _Ctx, building_id: str, where: str) -> str:
    b = ALL_BUILDINGS[building_id]
    cost = b.cost_of()
    act = ctx.act(f"build:{building_id}", T("build.label", building=the(building_id, "obj"),
                                            where=where, cost=texts.cost_text(cost)))
    points = (f'<span class="gr-pts">{I.html("points")}{b.points}</span>'
              if b.kind != BONUS
              else f'<span class="gr-pts gr-bonus">{escape(T("tile.is_bonus"))}</span>')
    return (_open("div", f"gr-btile gr-{b.kind}", act, texts.BUILDING_TEXTS[building_id])
            + f'<span class="gr-bname">{escape(texts.building_name(building_id))}</span>'
            + f'<span class="gr-brow">{_goods_line(cost)}{points}</span></div>')


def _building_board(ctx: _Ctx) -> str:
    rows = []
    for row in BUILDING_ROWS:
        gone = escape(T("tile.empty"), quote=True)
        tiles = [
            _building_tile(ctx, b, T("where.board")) if b
            else f'<div class="gr-btile gr-gone" aria-label="{gone}">—</div>'
            for b in ctx.pv["rows"][row]
        ]
        note = T("row.left", note=T(f"rownote.{row}"), n=ctx.pv["stacks"][row])
        rows.append(f'<h3 class="gr-rowhead">{escape(T(f"row.{row}"))} <span class="gr-rownote">'
                    f"{escape(note)}</span></h3>"
                    f'<div class="gr-brow-tiles">{"".join(tiles)}</div>')
    offer = ""
    if ctx.viewer is not None:
        mine = ctx.pv["players"][ctx.viewer]["offer"]
        if mine:
            offer = (f'<h3 class="gr-rowhead">{escape(T("offer.head"))} <span class="gr-rownote">'
                     f'{escape(T("offer.note"))}</span></h3><div class="gr-brow-tiles">'
                     + "".join(_building_tile(ctx, b, T("where.offer")) for b in mine)
                     + "</div>")
    label = escape(T("board.label"), quote=True)
    return (f'<section class="gr-bboard" aria-label="{label}">{"".join(rows)}{offer}'
            "</section>")


# -- cards ---------------------------------------------------------------------------------


def _card(ctx: _Ctx, card: str, action: str = "", label: str = "", note: str = "") -> str:
    s = SPECIALIST[card]
    act = ctx.act(action, label)
    fee = texts.fee_text(s.fee)
    first, second = (texts.ability_text(a) for a in s.abilities)
    return (_open("div", "gr-card" + (" gr-card-note" if note else ""), act,
                  texts.CARD_TEXTS[card])
            + f'<span class="gr-cname">{escape(texts.card_name(card))}</span>'
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
        head = (T("cards.choose_head", k=len(chosen), n=need)
                if need else T("cards.chosen_head", n=len(chosen)))
        cards = []
        for card in CARD_IDS:
            if card in chosen:
                cards.append(_card(ctx, card, note=T("note.chosen")))
            elif card in player["set_aside"]:
                cards.append(_card(ctx, card, note=T("note.set_aside")))
            else:
                cards.append(_card(ctx, card, f"choose:{card}",
                                   T("card.choose", card=the(card, "obj"))))
        parts.append(f'<h3 class="gr-sub">{escape(head)}</h3>'
                     f'<div class="gr-cards gr-choose">{"".join(cards)}</div>')
    else:
        hand = player["hand"] or []
        verb = "pick" if any(a.startswith("pick:") for a in ctx.legal) else "play"
        cards = [_card(ctx, c, f"{verb}:{c}", T(f"card.{verb}", card=the(c, "obj")))
                 for c in hand]
        none = f"<p>{escape(T('hand.none'))}</p>"
        parts.append(f'<h3 class="gr-sub">{escape(T("hand.head", n=len(hand)))}</h3>'
                     f'<div class="gr-cards">{"".join(cards) or none}</div>')
        facedown = player["facedown"]
        if isinstance(facedown, str) and facedown:
            card = _card(ctx, facedown, note=T("note.facedown"))
            parts.append(f'<h3 class="gr-sub">{escape(T("facedown.head"))}</h3>'
                         f'<div class="gr-cards">{card}</div>')
    parts.append(_played(ctx, seat))
    return "".join(parts)


def _played(ctx: _Ctx, seat: int) -> str:
    player = ctx.pv["players"][seat]
    bits = []
    if player["played"]:
        bits.append(T("played.list", names=", ".join(texts.card_name(c)
                                                     for c in player["played"])))
    forced = [texts.card_name(c) for c in player["forced"]]
    # At most two cards a period are played from hand in others' turns.
    bits.append(T("played.forced", names=", ".join(forced) or T("played.none"),
                  n=2 - len(forced)))
    text = "; ".join(bits)
    return f'<p class="gr-played">{escape(text[:1].upper() + text[1:])}</p>'


def _round_box(ctx: _Ctx) -> str:
    """Period, card round, the goblet, and the card being resolved with who follows."""
    pv, state = ctx.pv, ctx.state
    lines = []
    phase = pv["phase"]
    if phase == "over":
        lines.append(T("round.over"))
    else:
        # The last trades come after the last period, whose number the turn line keeps.
        period = {"period": min(pv["period"], pv["periods"]), "periods": pv["periods"]}
        if phase in ("pick", "reveal"):
            head = T("round.card", **period, round=pv["card_round"], rounds=CARD_ROUNDS)
        elif phase in ("choose", "final"):
            head = T(f"round.{phase}", **period)
        else:
            head = T("round.period", **period)
        lines.append(head)
    goblet = (f'<span class="gr-goblet" data-tip="{escape(T("goblet.tip"), quote=True)}"'
              f' tabindex="-1">{I.html("goblet")} {_seat_tag(state, pv["start_player"])}</span>')
    current = pv["current"]
    now = ""
    if current.get("card"):
        card = the(current["card"])
        # The seats' names are markup (their colour tags): placeholders in the text.
        tags = {"\x00": _seat_tag(state, current["by"])}
        for k, s in enumerate(current.get("forced", [])):
            tags[chr(1 + k)] = _seat_tag(state, s)
        forced = list(tags)[1:]
        verb = "revealed" if len(state.players) > 2 else "played"
        if current.get("drawn"):
            text = T("now.drawn", name="\x00", card=card)
        elif forced:
            text = T(f"now.{verb}_forced", name="\x00", card=card,
                     names=texts.join_all(forced), n=len(forced))
        else:
            text = T("now.alone", name="\x00", card=card)
        now = _with_tags(text, tags)
        if current["card"] in SPECIALIST:  # its abilities in full: the buttons are short
            first, second = (texts.ability_text(e) for e in SPECIALIST[current["card"]].abilities)
            now += (f' <span class="gr-nowab">1: {escape(first)} · 2: {escape(second)}</span>')
    return (f'<div class="gr-round" id="gr-round"><p><b>{escape(lines[0])}</b> · {goblet}</p>'
            + (f'<p class="gr-now">{now}</p>' if now else "") + "</div>")


def _seat_status(ctx: _Ctx, seat: int) -> str:
    """What anyone may know about a seat's cards: counts, card backs, played cards."""
    player, phase = ctx.pv["players"][seat], ctx.pv["phase"]
    bits = []
    if phase == "choose":
        bits.append(_card_back(T("back.chosen" if player["has_chosen"] else "back.choosing")))
    else:
        bits.append(_card_back(T("back.hand", n=player["hand_size"])))
        if player["facedown"] is True:
            bits.append(_card_back(T("back.facedown")))
    return f'<div class="gr-backs">{"".join(bits)}</div>{_played(ctx, seat)}'


# -- areas ---------------------------------------------------------------------------------


def _player_area(ctx: _Ctx, seat: int, since, mine: bool, cards: bool = True) -> str:
    state = ctx.state
    since_cells = since.players[seat].cells if since is not None else None
    score = next(s.total for s in state.scores() if s.seat == seat)
    player = ctx.pv["players"][seat]
    goblet = T("head.goblet") if ctx.pv["start_player"] == seat else ""
    said = (T("head.points", n=score) + " · " + T("head.buildings", n=player["buildings"])
            + goblet)
    head = (f'<h2 class="gr-phead">{_seat_tag(state, seat)}<span class="gr-score">'
            f"{escape(said)}</span></h2>")
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


# Decisions whose prompt names nothing: the catalogue's "prompt.<kind>".
PLAIN_PROMPTS = ("pick", "play", "final", "build", "country", "adjacent", "repeat", "tavern")


def _gift_prompt(state, frame) -> str:
    """The Supplier's gift, saying why a wheel already at 7 of the good is not offered."""
    good = frame["g"]
    wheels = state.players[frame["s"]].wheels
    name = texts.GOOD_NAMES[good]
    if good not in SHARED_GOODS:
        if room(wheels, good) > 0:
            return T("prompt.gift", good=name)
        return T("prompt.gift_no_room", good=name)
    full = [w for w in WHEELS if room(wheels, good, w) <= 0]
    if not full:
        return T("prompt.gift", good=name)
    if len(full) == len(WHEELS):
        return T("prompt.gift_no_room", good=name)
    (other,) = (w for w in WHEELS if w not in full)
    return T("prompt.gift_one_full", good=name, wheel=texts.WHEEL_NAMES[full[0]],
             other=texts.WHEEL_NAMES[other])


def prompt(state) -> str:
    frame = state.stack[-1] if state.stack else {}
    kind = frame.get("k", "")
    if kind == "choose":
        have = len(state.players[frame["s"]].chosen)
        return T("prompt.choose", n=frame["n"] - have, have=have, total=frame["n"])
    if kind == "resolve":
        which = "prompt.resolve_both" if frame["both"] else "prompt.resolve_one"
        return T(which, card=the(frame["c"]))
    if kind == "gift":
        return _gift_prompt(state, frame)
    if kind == "site":
        return T("prompt.site", building=the(frame["b"]))
    if kind == "place":
        tile = frame["t"]
        return T("prompt.place", tile=T(f"tile_the.{tile}") if tile in TILE_KINDS else tile)
    if kind == "clear":
        card = texts._resolving_card(state)
        return T("prompt.clear_for", card=the(card)) if card else T("prompt.clear")
    if kind == "wheel":
        return T("prompt.wheel", amount=texts.good(frame["g"], frame["n"]))
    return T(f"prompt.{kind}" if kind in PLAIN_PROMPTS else "prompt.default")


# An ability's words short enough to stand in each of its buttons beside how it is used;
# longer ones are cut at a word with "…" (the round box above the board says the card's
# abilities in full), so a row of choices fits a laptop's width.
SHORT_ABILITY = 22


def _clip(text: str, most: int = SHORT_ABILITY) -> str:
    """`text`, or its first words and "…" when it is longer than `most` characters."""
    if len(text) <= most:
        return text
    cut = text[: most - 1].rsplit(" ", 1)[0].rstrip(",;:(")
    return cut + "…"


def _how_parts(state, action: str, ability: str = "") -> list[str]:
    """How an ability action is used, part by part, as the log sentence says it after
    the ability's words: "(paying from the Glassworks, onto the Brickworks)"."""
    words = texts.ability_details(state, action)
    return ", ".join(words).split(", ") if words else []


def button_label(state, action: str) -> str:
    """A button's words: what to do, without the seat's name and the card context (the
    turn line says both), so the buttons stay short."""
    frame = state.stack[-1] if state.stack else {}
    if action == "done" and frame.get("c") in SPECIALIST:
        return T("btn.done_short")  # the turn line names the card
    if action.startswith("ability:"):
        card = SPECIALIST[frame["c"]]
        number = action.split(":")[1]
        which = T(f"which.{number}")
        ability = texts.ability_text(card.abilities[int(number) - 1])
        legal = state.legal_actions()
        ways = [a for a in legal if a.startswith(f"ability:{number}")]
        if len(ways) == 1:
            how = texts.shorter(", ".join(_how_parts(state, action)), "always")
            if not how:
                return T("btn.way", which=which, how=_clip(ability))
            return T("btn.way", which=which,  # the fee's words leave less for the ability's
                     how=_clip(ability, SHORT_ABILITY - 8) + T("detail", parts=how))
        # Several ways to use one ability (which Forest, which wheel, what to leave out):
        # the prompt names the card and the round box says what the ability does, so each
        # button says how, less what every way shares (the one wheel they all pay from).
        # Buttons that each repeated the whole ability overflowed the row.
        shared = set.intersection(*(set(_how_parts(state, a)) for a in ways))
        how = ", ".join(p for p in _how_parts(state, action) if p not in shared)
        how = texts.shorter(how or _clip(ability), "always")  # "Food fee from the Glassworks"
        if sum(a.startswith("ability:") for a in legal) > 3:
            how = texts.shorter(how, "many")
        return T("btn.way", which=which, how=how)
    text = texts.sentence(state, action, "btn")
    return text[:1].upper() + text[1:].rstrip(".")


def _end_extra(ctx: _Ctx) -> str:
    rows = []
    for score in sorted(ctx.state.scores(), key=lambda s: (s.rank or 99, s.seat)):
        player = ctx.pv["players"][score.seat]
        left = ", ".join(f"{texts.GOOD_NAMES[g]} {a}" for g, a in goods_of(player).items())
        text = T("end.row", name="\x00", points=score.total, n=score.total,
                 count=len(score.lines), left=left)
        rows.append(f"<li>{_with_tags(text, {chr(0): _seat_tag(ctx.state, score.seat)})}</li>")
    return (f'<section class="gr-endextra"><h3>{escape(T("end.head"))}</h3>'
            f'<p>{escape(T("end.half", half=1.5))}</p>'
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
        panels=(("buildings", T("panel.buildings"), buildings),),
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
