"""Chickwood Forest at the table: the castles with the loot in front of them, the
viewer's hand, the village grid with its alms, and every player's won loot.

`areas(state, viewer, legal, since)` returns the table's GameView. Everything is drawn
from `state.view(viewer)`, which already hides what the viewer may not see: a
face-down card they have not seen is a card back, other hands are counts. Legal
actions sit on their element (a castle to raid or spy on, a castle button on a hand
card, a village for the next alms, an alms space to swap, a treasure to trade); the
rest become buttons with the labels given here. Texts follow the table's language
(`ui.messages.language()`); the component texts come from `texts.py`.
"""

from __future__ import annotations

from html import escape

from ..common.i18n import Catalogue, language
from ..ui.patch import block, part
from . import data, scoring
from . import texts as T

# The view's own words, English and German (component texts live in texts.py).
WORDS = {
    "en": {
        "castles": "Castles",
        "castle": "Castle {value}",
        "glory": "{n} glory",
        "pile": "{n} left",
        "limit": "max {n}",
        "raided": "raided",
        "empty": "no loot yet",
        "back": "face-down card",
        "back_tip": "A face-down card played by {name}. Nobody else knows what it is"
                    " until the castle is raided.",
        "yours_down": "face down: only you know it",
        "hand": "Your hand",
        "hand_hidden": "{name}'s hand is hidden",
        "villages": "Villages",
        "space_free": "free alms space",
        "space_of": "alms of {name}",
        "row": "row of {n} for {g} glory",
        "play": "Play {card} {face} at castle {value}",
        "raid": "Raid castle {value}",
        "spy": "Look at castle {value} with the Spy Glass",
        "alms": "Give the next alms to the {village} at {cell}",
        "swap": "Swap the alms of {name} at {cell}",
        "offer": "Offer your {card} for the Golden Arrow",
        "take": "Take {name}'s {card} for the Golden Arrow",
        "spy_none": "Keep the Spy Glass in the pocket",
        "key_allow": "Let them raid",
        "key_force": "Use the Key: send them elsewhere",
        "swap_none": "No swap",
        "arrow_none": "No trade",
        "beard_none": "Keep the henchman",
        "beard": "Give a henchman to {name}",
        "to": "to",
        "score": "{n} glory now",
        "score_final": "{n} glory",
        "alms_left": "{n} alms in store",
        "stack": "Castles taken",
        "next": "Next play: {face}",
        "done": "All cards played this round",
        "loot": "Won loot",
        "no_loot": "No loot yet.",
        "cards": "{n} cards in hand",
        "cards_1": "1 card in hand",
        "round": "Round {n}",
        "deck": "{n} cards in the deck",
        "deck_1": "1 card in the deck",
        "strip_alms": "Alms",
        "strip_castle": "Top castle",
        "strip_score": "Glory now",
        "strip_score_final": "Glory",
        "strip_hand": "Hand",
        "end_loot": "{name}: loot and castles",
        "busted": "Chests thrown away by busts: {n}",
        "seat_of": "{name}",
        "reach": "the snake can reach it",
        "legend": "Arrows on a castle: your 1st, 2nd, 3rd… card each round goes ↑ face up"
                  " or ↓ face down, while that castle is on top of your stack.",
        "do_raid": "Raid",
        "do_spy": "Look",
    },
    "de": {
        "castles": "Schlösser",
        "castle": "Schloss {value}",
        "glory": "{n} Ruhm",
        "pile": "noch {n}",
        "limit": "max. {n}",
        "raided": "ausgeraubt",
        "empty": "noch keine Beute",
        "back": "verdeckte Karte",
        "back_tip": "Eine verdeckte Karte von {name}. Niemand sonst weiß, was sie ist,"
                    " bis das Schloss ausgeraubt wird.",
        "yours_down": "verdeckt: nur du kennst sie",
        "hand": "Deine Hand",
        "hand_hidden": "Die Hand von {name} ist verdeckt",
        "villages": "Dörfer",
        "space_free": "freies Almosenfeld",
        "space_of": "Almosen von {name}",
        "row": "Reihe mit {n} für {g} Ruhm",
        "play": "{card} {face} vor Schloss {value} legen",
        "raid": "Schloss {value} ausrauben",
        "spy": "Schloss {value} mit dem Fernglas ansehen",
        "alms": "Nächstes Almosen: {village} auf {cell}",
        "swap": "Almosen von {name} auf {cell} tauschen",
        "offer": "{card} für den Goldenen Pfeil anbieten",
        "take": "{card} von {name} mit dem Goldenen Pfeil nehmen",
        "spy_none": "Das Fernglas in der Tasche lassen",
        "key_allow": "Ausrauben lassen",
        "key_force": "Schlüssel nutzen: woandershin schicken",
        "swap_none": "Nicht tauschen",
        "arrow_none": "Nicht tauschen",
        "beard_none": "Den Schergen behalten",
        "beard": "{name} einen Schergen geben",
        "to": "vor",
        "score": "jetzt {n} Ruhm",
        "score_final": "{n} Ruhm",
        "alms_left": "{n} Almosen im Vorrat",
        "stack": "Ausgeraubte Schlösser",
        "next": "Nächste Karte: {face}",
        "done": "Alle Karten dieser Runde gespielt",
        "loot": "Beute",
        "no_loot": "Noch keine Beute.",
        "cards": "{n} Karten auf der Hand",
        "cards_1": "1 Karte auf der Hand",
        "round": "Runde {n}",
        "deck": "{n} Karten im Nachziehstapel",
        "deck_1": "1 Karte im Nachziehstapel",
        "strip_alms": "Almosen",
        "strip_castle": "Oberstes Schloss",
        "strip_score": "Ruhm jetzt",
        "strip_score_final": "Ruhm",
        "strip_hand": "Hand",
        "end_loot": "{name}: Beute und Schlösser",
        "busted": "Von Attrappen weggeworfene Truhen: {n}",
        "seat_of": "{name}",
        "reach": "die Schlange kann es erreichen",
        "legend": "Pfeile an einem Schloss: deine 1., 2., 3.… Karte jeder Runde kommt"
                  " ↑ offen oder ↓ verdeckt, solange dieses Schloss oben auf deinem Stapel"
                  " liegt.",
        "do_raid": "Ausrauben",
        "do_spy": "Ansehen",
    },
}
VIEW_WORDS = Catalogue("chickwood-view", WORDS)

FAMILY_MARK = {"chest": "▣", "garment": "♠", "jewel": "◆", "bust": "☗", "maid": "♥",
               "henchman": "☠", "benefactor": "✚", "legendary": "★"}


class _Ctx:
    """One drawing: the state, the viewer's view of it, the language, the actions."""

    def __init__(self, state, viewer: int | None, legal: list[str], since=None) -> None:
        self.s = state
        self.viewer = viewer
        self.v = state.view(viewer)
        self.legal = set(legal)
        self.placed: set[str] = set()
        self.labels: dict[str, str] = {}
        self.lang = language() if language() in T.LANGUAGES else "en"
        self.since = since.view(viewer) if since is not None else None

    def w(self, key: str, **fields) -> str:
        """The view's words for `key`; with n=1, its singular ("key_1") where it has one."""
        if fields.get("n") == 1 and f"{key}_1" in VIEW_WORDS:
            key = f"{key}_1"
        return VIEW_WORDS(key, self.lang, **fields)

    def name(self, seat: int) -> str:
        return self.s.name(seat)

    def card(self, kind: str) -> str:
        return T.name(kind, self.lang)

    def info(self, tag: str, about: str, inner: str, cls: str = "") -> str:
        """A component that explains itself (hover or tap), not a Tab stop."""
        return (f'<{tag} class="{cls}" tabindex="-1" aria-label="{escape(about, quote=True)}"'
                f' data-tip="{escape(about, quote=True)}">{inner}</{tag}>')


def _act(ctx: _Ctx, tag: str, action: str, label: str, inner: str, cls: str = "",
         tip: str = "") -> str:
    ctx.placed.add(action)
    ctx.labels[action] = label
    hint = f"{label}. {tip}" if tip else label
    role = ' type="button"' if tag == "button" else ' role="button"'
    return (f'<{tag}{role} class="{("legal " + cls).strip()}"'
            f' data-act="{escape(action, quote=True)}" tabindex="0"'
            f' aria-label="{escape(label, quote=True)}" data-tip="{escape(hint, quote=True)}">'
            f"{inner}</{tag}>")


def _badge(ctx: _Ctx, seat: int) -> str:
    return (f'<span class="seat seat-s{seat}"><span class="dot" aria-hidden="true">{seat + 1}'
            f"</span>{escape(ctx.name(seat))}</span>")


def _face(ctx: _Ctx, up: bool) -> str:
    return T.WORDS[ctx.lang]["up" if up else "down"]


def _arrows(flags: str) -> str:
    return "".join("↑" if f == "U" else "↓" for f in flags)


# -- cards -------------------------------------------------------------------------------
def _card(ctx: _Ctx, card: dict, new: bool) -> str:
    owner = card["owner"]
    cls = f"cw-card cw-o{owner}" + (" cw-new" if new else "")
    if card["card"] is None:
        about = ctx.w("back_tip", name=ctx.name(owner))
        inner = (f'<span class="cw-owner" aria-hidden="true">{owner + 1}</span>'
                 f'<span class="cw-cname">{escape(ctx.w("back"))}</span>')
        return ctx.info("li", about, inner, cls + " cw-back")
    kind = card["card"]
    family = data.KINDS[kind].family
    name = ctx.card(kind)
    down = ("" if card["face_up"]
            else f' <span class="cw-down">({escape(ctx.w("yours_down"))})</span>')
    about = f"{name} ({ctx.name(owner)}): {T.card_text(kind, ctx.lang)}"
    if not card["face_up"]:
        about += f" [{ctx.w('yours_down')}]"
    inner = (f'<span class="cw-owner" aria-hidden="true">{owner + 1}</span>'
             f'<span class="cw-mark" aria-hidden="true">{FAMILY_MARK[family]}</span>'
             f'<span class="cw-cname">{escape(name)}</span>{down}')
    return ctx.info("li", about, inner, f"{cls} cw-f-{family}" + ("" if card["face_up"]
                                                                    else " cw-seen"))


def _castles(ctx: _Ctx) -> str:
    v = ctx.v
    before = {c["value"]: len(c["cards"]) for c in ctx.since["castles"]} if ctx.since else {}
    cols = []
    for c in v["castles"]:
        value = c["value"]
        head_inner = (
            f'<span class="cw-cv">{escape(ctx.w("castle", value=value))}</span>'
            f'<span class="cw-glory">{escape(ctx.w("glory", n=value))}</span>'
            f'<span class="cw-banner" aria-hidden="true">{_arrows(c["banner"])}</span>'
            + (f'<span class="cw-limit">{escape(ctx.w("limit", n=c["limit"]))}</span>'
               if c["limit"] else "")
            + f'<span class="cw-pile">{escape(ctx.w("pile", n=c["pile"]))}</span>')
        about = T.castle_text(value, ctx.s.players, ctx.lang)
        raid, spy = f"raid:{value}", f"spy:{value}"
        if raid in ctx.legal:
            do = f'<span class="cw-do" aria-hidden="true">{escape(ctx.w("do_raid"))}</span>'
            head = _act(ctx, "div", raid, ctx.w("raid", value=value), head_inner + do,
                        "cw-chead", about)
        elif spy in ctx.legal:
            do = f'<span class="cw-do" aria-hidden="true">{escape(ctx.w("do_spy"))}</span>'
            head = _act(ctx, "div", spy, ctx.w("spy", value=value), head_inner + do,
                        "cw-chead", about)
        else:
            head = ctx.info("div", about, head_inner, "cw-chead")
        shown = before.get(value, len(c["cards"]))
        cards = "".join(_card(ctx, card, i >= shown and ctx.since is not None)
                        for i, card in enumerate(c["cards"]))
        if not cards and not c["raided"]:
            cards = f'<li class="cw-none">{escape(ctx.w("empty"))}</li>'
        cls = "cw-castle" + (" cw-raided" if c["raided"] else "")
        raided = (f'<p class="cw-raidnote">{escape(ctx.w("raided"))}</p>' if c["raided"] else "")
        # Each castle a block of its own: a card played redraws its castle only.
        cols.append(part(f"cw-c{value}", f'<div class="{cls}">{head}{raided}'
                         f'<ul class="cw-cards">{cards}</ul></div>'))
    castles = escape(ctx.w("castles"), quote=True)
    return (f'<section class="cw-castles" id="cw-castles" aria-label="{castles}">'
            f'<div class="cw-crow">{"".join(cols)}</div>'
            f'<p class="cw-legend">{escape(ctx.w("legend"))}</p></section>')


# -- the hand -------------------------------------------------------------------------------
def _hand(ctx: _Ctx) -> str:
    v = ctx.v
    if ctx.viewer is None:
        return '<section class="cw-hand" id="cw-hand" hidden=""></section>'
    hand = v["hand"] or []
    counts: dict[str, int] = {}
    for kind in hand:
        counts[kind] = counts.get(kind, 0) + 1
    me = v["players"][ctx.viewer]
    face_up = me["next_face_up"]
    items = []
    for kind, n in counts.items():
        family = data.KINDS[kind].family
        name = ctx.card(kind)
        goes = []
        for c in v["castles"]:
            action = f"play:{kind}@{c['value']}"
            if action in ctx.legal:
                label = ctx.w("play", card=name, face=_face(ctx, bool(face_up)), value=c["value"])
                goes.append(_act(ctx, "button", action, label,
                                 f'<span aria-hidden="true">{escape(ctx.w("to"))} </span>'
                                 f"{c['value']}", "cw-go"))
        count = f'<span class="cw-count">×{n}</span>' if n > 1 else ""
        about = f"{name}: {T.card_text(kind, ctx.lang)}"
        card = ctx.info("span", about,
                        f'<span class="cw-mark" aria-hidden="true">{FAMILY_MARK[family]}</span>'
                        f'<span class="cw-cname">{escape(name)}</span>{count}',
                        f"cw-hcard cw-f-{family}")
        gobox = f'<span class="cw-gos">{"".join(goes)}</span>' if goes else ""
        items.append(f'<li class="cw-hitem">{card}{gobox}</li>')
    face = (f'<span class="cw-nextface">{escape(ctx.w("next", face=_face(ctx, bool(face_up))))}'
            "</span>" if face_up is not None and hand else "")
    body = "".join(items) or f'<li class="cw-none">{escape(ctx.w("done"))}</li>'
    hand_label = escape(ctx.w("hand"), quote=True)
    return (f'<section class="cw-hand" id="cw-hand" aria-label="{hand_label}">'
            f'<h2 class="cw-h">{escape(ctx.w("hand"))} {face}</h2>'
            f'<ul class="cw-hlist">{body}</ul></section>')


# -- villages ---------------------------------------------------------------------------------
def _villages(ctx: _Ctx) -> str:
    v = ctx.v
    reach = set(v["reachable"])
    snake = set(v["snake"])
    before = ({x["cell"]: len(x["spaces"]) for x in ctx.since["villages"]}
              if ctx.since else {})
    cells = []
    for village in v["villages"]:
        cell, kind, spaces = village["cell"], village["kind"], village["spaces"]
        row = data.VILLAGE_KINDS[kind]
        name = ctx.card(kind)
        about = T.village_text(kind, ctx.lang)
        rows_html = []
        index = 0
        for count, glory in row.rows:
            dots = []
            for _ in range(count):
                giver = spaces[index] if index < len(spaces) else None
                new = ctx.since is not None and index >= before.get(cell, len(spaces))
                dots.append(_space(ctx, cell, index, giver, new))
                index += 1
            rows_html.append(
                f'<li class="cw-vrow"><span class="cw-dots">{"".join(dots)}</span>'
                f'<span class="cw-vglory">{escape(ctx.w("glory", n=glory))}</span></li>')
        inner = (f'<span class="cw-vname">{escape(name)} <span class="cw-cell">{cell}</span>'
                 "</span>"
                 + (f'<ul class="cw-vrows">{"".join(rows_html)}</ul>' if rows_html else ""))
        cls = f"cw-village cw-v-{kind}" + (" cw-snake" if cell in snake else "")
        action = f"alms:{cell}"
        if action in ctx.legal:
            label = ctx.w("alms", village=name, cell=cell)
            drawn = _act(ctx, "div", action, label, inner, cls + " cw-reach", about)
        else:
            cls += " cw-reach" if cell in reach else ""
            drawn = ctx.info("div", about, inner, cls)
        cells.append(part(f"cw-v{cell}", drawn))  # a village redraws on its own
    cols = f"cw-rows{data.grid_rows(ctx.s.players)}"
    villages = escape(ctx.w("villages"), quote=True)
    return (f'<section class="cw-villages" id="cw-villages" aria-label="{villages}">'
            f'<h2 class="cw-h">{escape(ctx.w("villages"))}</h2>'
            f'<div class="cw-grid {cols}">{"".join(cells)}</div></section>')


def _space(ctx: _Ctx, cell: str, index: int, giver: int | None, new: bool) -> str:
    if giver is None:
        return (f'<span class="cw-dot cw-free" role="img"'
                f' aria-label="{escape(ctx.w("space_free"), quote=True)}"></span>')
    cls = f"cw-dot cw-o{giver}" + (" cw-new" if new else "")
    inner = f"{giver + 1}"
    for verb in ("swap", "swap-with"):
        action = f"{verb}:{cell}.{index}"
        if action in ctx.legal:
            label = ctx.w("swap", name=ctx.name(giver), cell=f"{cell}.{index + 1}")
            return _act(ctx, "button", action, label, inner, cls)
    return (f'<span class="{cls}" role="img" aria-label="'
            f'{escape(ctx.w("space_of", name=ctx.name(giver)), quote=True)}">{inner}</span>')


# -- players ----------------------------------------------------------------------------------
def _loot_items(ctx: _Ctx, seat: int) -> str:
    loot = ctx.v["players"][seat]["loot"]
    items = []
    for kind in sorted(loot, key=data.KIND_ORDER.__getitem__):
        n = loot[kind]
        if not n:
            continue
        family = data.KINDS[kind].family
        name = ctx.card(kind)
        inner = (f'<span class="cw-mark" aria-hidden="true">{FAMILY_MARK[family]}</span>'
                 f'<span class="cw-cname">{escape(name)}</span>'
                 + (f'<span class="cw-count">×{n}</span>' if n > 1 else ""))
        about = f"{name}: {T.card_text(kind, ctx.lang)}"
        offer, take = f"arrow:{kind}", f"arrow-take:{seat}:{kind}"
        if offer in ctx.legal and seat == ctx.s.to_move():
            items.append("<li>" + _act(ctx, "button", offer, ctx.w("offer", card=name), inner,
                                       f"cw-loot cw-f-{family}", about) + "</li>")
        elif take in ctx.legal:
            items.append("<li>" + _act(ctx, "button", take,
                                       ctx.w("take", name=ctx.name(seat), card=name), inner,
                                       f"cw-loot cw-f-{family}", about) + "</li>")
        else:
            items.append(ctx.info("li", about, inner, f"cw-loot cw-f-{family}"))
    if not items:
        return f'<p class="cw-none">{escape(ctx.w("no_loot"))}</p>'
    return f'<ul class="cw-lootlist">{"".join(items)}</ul>'


def _player(ctx: _Ctx, seat: int) -> str:
    p = ctx.v["players"][seat]
    stack = " ".join(str(c) for c in p["castles"])
    top = p["castles"][-1] if p["castles"] else 0
    next_face = (ctx.w("next", face=_face(ctx, bool(p["next_face_up"])))
                 if p["next_face_up"] is not None else ctx.w("done"))
    hand_n = ctx.v["hand_sizes"][seat]
    # After the end the glory is final, no longer "now".
    score_key = "score_final" if ctx.s.is_over() else "score"
    facts = [
        ctx.w("alms_left", n=p["alms"]),
        f'{ctx.w("stack")}: {stack}',
        f'{ctx.w("castle", value=top)} {_arrows(p["banner"])}' if top else "",
        next_face,
        ctx.w("cards", n=hand_n),
    ]
    lines = "".join(f"<li>{escape(label)}: <b>{points}</b></li>" for label, points in p["lines"])
    lines += _busted(ctx, seat, "li")
    return part(f"cw-p{seat}", f'<section class="cw-player seat-s{seat}" aria-label="'
            f'{escape(ctx.name(seat), quote=True)}">'
            f'<h2 class="cw-phead">{_badge(ctx, seat)}'
            f'<span class="cw-pscore">{escape(ctx.w(score_key, n=p["score"]))}</span></h2>'
            f'<p class="cw-facts">{" · ".join(escape(f) for f in facts if f)}</p>'
            f'<h3 class="cw-h3">{escape(ctx.w("loot"))}</h3>{_loot_items(ctx, seat)}'
            f'<ul class="cw-lines">{lines}</ul></section>')


def _busted(ctx: _Ctx, seat: int, tag: str) -> str:
    """How many chests the seat's busts will throw away (or threw away), if any."""
    _, lost = scoring.chests_after_busts(ctx.v["players"][seat]["loot"])
    return f"<{tag}>{escape(ctx.w('busted', n=lost))}</{tag}>" if lost else ""


def _strip(ctx: _Ctx, seat: int) -> str:
    p = ctx.v["players"][seat]
    top = p["castles"][-1] if p["castles"] else 0
    items = [  # after the end the glory is final, no longer "now"
        (ctx.w("strip_score_final" if ctx.s.is_over() else "strip_score"), str(p["score"])),
        (ctx.w("strip_alms"), str(p["alms"])),
        (ctx.w("strip_castle"), f"{top} {_arrows(p['banner'])}" if top else "–"),
        (ctx.w("strip_hand"), str(ctx.v["hand_sizes"][seat])),
    ]
    cells = "".join(f'<li class="res"><span class="cw-slabel">{escape(label)}</span>'
                    f'<span class="res-n">{escape(value)}</span></li>' for label, value in items)
    return (f'<ul class="strip cw-strip" aria-label="{escape(ctx.name(seat), quote=True)}">'
            f'<li class="strip-who">{_badge(ctx, seat)}</li>{cells}</ul>')


def _notes(ctx: _Ctx) -> str:
    v = ctx.v
    if ctx.s.is_over():
        return ""
    return (f'<span class="note">{escape(ctx.w("round", n=v["round"]))} · '
            f'{escape(ctx.w("deck", n=v["deck"]))}</span>')


def _end_loot(ctx: _Ctx) -> str:
    rows = []
    for seat in range(ctx.s.players):
        p = ctx.v["players"][seat]
        castles = ", ".join(str(c) for c in p["castles"])
        rows.append(f'<section class="end-seat"><h3>{_badge(ctx, seat)}</h3>'
                    f'{_loot_items(ctx, seat)}{_busted(ctx, seat, "p")}'
                    f'<p>{escape(ctx.w("stack"))}: {escape(castles)}</p></section>')
    return '<div class="end-more cw">' + "".join(rows) + "</div>"


def _button_label(ctx: _Ctx, action: str) -> str | None:
    verb, _, arg = action.partition(":")
    if arg == "none":
        return ctx.w({"spy": "spy_none", "swap": "swap_none", "arrow": "arrow_none",
                      "beard": "beard_none"}.get(verb, "swap_none"))
    if verb == "key":
        return ctx.w("key_allow" if arg == "allow" else "key_force")
    if verb == "beard":
        return ctx.w("beard", name=ctx.name(int(arg)))
    return None


def areas(state, viewer: int | None, legal: list[str], since=None):
    """The table's areas (glasshut.ui.table.GameView) as `viewer` may see them; `since`,
    an earlier state, marks the cards and alms added since then."""
    from ..ui.table import GameView  # the view stays importable without the table

    ctx = _Ctx(state, viewer, legal, since)
    board = ('<div class="cw cw-board">' + block("cw-castles", _castles(ctx))
             + block("cw-hand", _hand(ctx)) + block("cw-villages", _villages(ctx)) + "</div>")
    order = list(range(state.players))
    me = ""
    if viewer is not None:
        me = f'<div class="cw">{_player(ctx, viewer)}</div>'
        order.remove(viewer)
    others = '<div class="cw">' + "".join(_player(ctx, s) for s in order) + "</div>"
    labels = dict(ctx.labels)
    for action in legal:
        if action not in labels:
            labels[action] = _button_label(ctx, action) or state.describe(action)
    over = state.is_over()
    return GameView(
        board=board,
        me=me,
        others=others,
        strip=_strip(ctx, viewer) if viewer is not None else "",
        notes=_notes(ctx),
        placed=ctx.placed,
        prompt="" if over else T.prompt(state, ctx.lang),
        turn_seat=None,
        turn_no=None,
        labels=labels,
        end_extra=_end_loot(ctx) if over else "",
        tie_break=T.tie_break(),
        score_unit="glory",
        private=viewer is not None,  # the viewer's hand: a shared screen is handed over first
    )


def render(state, viewer: int | None, legal: list[str]) -> tuple[str, set[str]]:
    """The whole drawing in one piece (the build's loading-screen picture)."""
    view = areas(state, viewer, legal)
    return view.board, view.placed
