"""Player-facing words: what each component does, and a log sentence for every action.

All in our own words, in the page's language (`common.i18n.language()`): the keyed
texts are in lang_en.py and lang_de.py, one catalogue `T`. The explanations of
Buildings are built from their data rows, so a text never disagrees with what the
engine does. A Specialist's or Building's name takes its article from the catalogue by
case and by the name's gender in that language (`the`); the tables below
(`GOOD_NAMES`, `CARD_TEXTS`, ...) read in the language set when they are read.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ..common.i18n import Catalogue, language
from . import data, lang_de, lang_en
from .data import (
    ALL_BUILDINGS,
    BUILDINGS,
    COLUMNS,
    IMMEDIATE,
    PROCESSING,
    SHARED_GOODS,
    SPECIALIST,
    WHEELS,
    Trade,
)

T = Catalogue("glassroad", {"en": lang_en.EN, "de": lang_de.DE})
GENDERS = {"en": lang_en.GENDERS, "de": lang_de.GENDERS}
SHORTER = {"en": lang_en.SHORTER, "de": lang_de.SHORTER}
TILE_KINDS = ("pit", "grove", "pond", "forest")
_GOOD_IDS = tuple(data.GOOD_NAMES)
_WHEEL_IDS = tuple(data.WHEEL_NAMES)


class _Live(Mapping):
    """A table of texts by id, read in the language set when it is read (and kept per
    language once made)."""

    def __init__(self, ids, make) -> None:
        self._ids = tuple(ids)
        self._make = make
        self._made: dict[str, dict[str, str]] = {}

    def __getitem__(self, key: str) -> str:
        if key not in self._ids:
            raise KeyError(key)
        made = self._made.setdefault(language(), {})
        if key not in made:
            made[key] = self._make(key)
        return made[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


# -- names ----------------------------------------------------------------------------------
def card_name(card: str) -> str:
    return T(f"card.{card}")


def building_name(building: str) -> str:
    return T(f"building.{building}")


def the(component: str, case: str = "acc") -> str:
    """A Specialist's or Building's name with its article ("the Woodcutter", "den
    Holzfäller", "dem Holzfäller"), by `case`: "acc", "dat", or "obj" for the object
    of a button's verb ("Holzfäller spielen")."""
    name = card_name(component) if component in SPECIALIST else building_name(component)
    gender = GENDERS.get(language(), {}).get(component, "n")
    return T(f"the.{case}.{gender}", name=name)


GOOD_NAMES = _Live(_GOOD_IDS, lambda g: T(f"good.{g}"))
WHEEL_NAMES = _Live(_WHEEL_IDS, lambda w: T(f"wheel.{w}"))
TILE_NAMES = _Live(TILE_KINDS, lambda k: T(f"tile.{k}"))


def join(words: list[str], how: str = "and") -> str:
    """Words joined as a list is said: "A, B and C" (`how`: "and" or "or")."""
    if len(words) < 2:
        return "".join(words)
    return T(how, a=", ".join(words[:-1]), b=words[-1])


def join_all(words: list[str], how: str = "and") -> str:
    """Words each joined by the word itself: "A and B and C"."""
    text = words[0] if words else ""
    for word in words[1:]:
        text = T(how, a=text, b=word)
    return text


def good(name: str, n: int = 1) -> str:
    return T("amount", n=n, good=GOOD_NAMES.get(name, name))


def goods(d: dict) -> str:
    parts = []
    for g, n in d.items():
        if g in ("any", "other", "offer"):
            parts.append(T(f"goods.{g}", n=n))
        elif g == "tile":
            parts.append(T("goods.tile"))
        else:
            parts.append(good(g, n))
    return join_all(parts)


def space(cell: int) -> str:
    row, col = divmod(cell, COLUMNS)
    return T("space", row=row + 1, col=col + 1)


def trade_text(trade: Trade) -> str:
    give = []
    if trade.pay:
        give.append(goods(trade.pay))
    if trade.remove:
        give.append(T("trade.remove", tile=T(f"tile_a.{trade.remove}")))
    return T("trade", give=join_all(give), gain=goods(trade.gain))


# -- Specialists ----------------------------------------------------------------------------
def ability_text(effect: tuple) -> str:
    kind = effect[0]
    if kind in ("offer", "tile_any", "supply", "build"):
        return T(f"ability.{kind}")
    if kind == "gain":
        return T("ability.gain", goods=goods(effect[1]))
    if kind == "tile":
        tile = T(f"tile_a.{effect[1]}")
        if effect[2]:
            return T("ability.tile_gain", tile=tile, goods=goods(effect[2]))
        return T("ability.tile", tile=tile)
    if kind == "count":
        options = join_all([GOOD_NAMES[g] for g in effect[2]], "or")
        return T("ability.count", options=options, tile=TILE_NAMES[effect[1]])
    if kind == "hand":
        return T("ability.hand", good=GOOD_NAMES[effect[1]])
    raise ValueError(kind)  # pragma: no cover


def fee_text(fee: str) -> str:
    if not fee:
        return T("fee.none")
    if fee == "forest":
        return T("fee.forest")
    return T("fee.good", good=good(fee))


def card_text(card: str) -> str:
    s = SPECIALIST[card]
    return T("card.text", name=card_name(card), fee=fee_text(s.fee),
             first=ability_text(s.abilities[0]), second=ability_text(s.abilities[1]))


CARD_TEXTS = _Live(SPECIALIST, card_text)


# -- Buildings ------------------------------------------------------------------------------
def immediate_text(effect: tuple) -> str:
    kind = effect[0]
    if kind in ("country_house", "tavern"):
        return T(f"immediate.{kind}")
    if kind == "gain":
        return T("immediate.gain", goods=goods(effect[1]))
    if kind == "each_wheel":
        return T("immediate.each_wheel", good=good(effect[1], effect[2]))
    if kind == "per":
        return T("immediate.per", good=good(effect[1], effect[2]), what=T(f"per.{effect[3]}"))
    if kind == "fill":
        return T("immediate.fill", tile=T(f"tile_a.{effect[1]}"))
    if kind == "repeat":
        return T("immediate.repeat", trade=trade_text(effect[1]))
    raise ValueError(kind)  # pragma: no cover


def bonus_text(effect: tuple) -> str:
    kind = effect[0]
    if kind == "goods":
        _, g, per, points = effect
        if per == 1:
            return T("bonus.goods", n=points, good=GOOD_NAMES[g])
        return T("bonus.goods_per", n=points, per=per, good=GOOD_NAMES[g])
    if kind in ("lower_wheel", "paid"):
        return T(f"bonus.{kind}", good=GOOD_NAMES[effect[1]])
    if kind == "adjacent":
        what = T("word.building") if effect[1] == "building" else TILE_NAMES[effect[1]]
        return T("bonus.adjacent", n=effect[2], what=what)
    if kind == "sets":
        return T("bonus.sets", n=effect[1])
    if kind == "square":
        return T("bonus.square", n=effect[2], tiles=T(f"tiles.{effect[1]}"))
    if kind == "network":
        return T("bonus.network", tile=TILE_NAMES[effect[1]])
    if kind in ("forests", "immediate_buildings"):
        return T(f"bonus.{kind}")
    if kind == "forests_at_least":
        return T("bonus.forests_at_least", n=effect[2], least=effect[1])
    if kind == "church":
        return T("bonus.church", n=effect[1])
    if kind == "high_tokens":
        return T("bonus.high_tokens", n=effect[1])
    raise ValueError(kind)  # pragma: no cover


def cost_text(costs: dict[str, int]) -> str:
    return ", ".join(good(g, n) for g, n in costs.items()) or T("cost.nothing")


def building_text(building_id: str) -> str:
    b = ALL_BUILDINGS[building_id]
    if b.kind == PROCESSING:
        body = T("building.trade", trade=trade_text(b.effect))
    elif b.kind == IMMEDIATE:
        body = T("building.once", effect=immediate_text(b.effect))
    else:
        body = T("building.end", bonus=bonus_text(b.effect))
    name = building_name(building_id)
    if b.kind == "start":
        return T("building.start", name=name, body=body)
    upgrade = T("building.upgrade", start=building_name(b.upgrades)) if b.upgrades else ""
    worth = (T("building.worth", n=abs(b.points), points=b.points)
             if b.kind in (PROCESSING, IMMEDIATE) else "")
    return T("building.text", name=name, cost=cost_text(b.cost_of()), body=body, worth=worth,
             upgrade=upgrade)


BUILDING_TEXTS = _Live(ALL_BUILDINGS, building_text)
TILE_TEXTS = _Live(TILE_KINDS, lambda k: T(f"tiletext.{k}"))
WHEEL_TEXTS = _Live(WHEELS, lambda w: T(f"wheeltext.{w}"))


# -- log sentences --------------------------------------------------------------------------
def describe(state, action: str) -> str:
    """The log sentence for `action`; the first answer to a card also says how it came out."""
    text = _describe(state, action)
    frame = state.stack[-1] if state.stack else {}
    if (
        frame.get("k") == "resolve"
        and not frame["used"]
        and not action.startswith(("use:", "remove:"))
    ):
        text = f"{card_context(state, frame)} {text}"
    return text


def card_context(state, frame) -> str:
    """Whose card is out, who had to follow, and whether it gives one ability or both."""
    current = state.current
    card = the(frame["c"])
    forced = current.get("forced", [])
    names = join_all([state.seats[i].name for i in forced])
    if frame["s"] != current.get("by"):
        return T("ctx.follow", name=state.seats[frame["s"]].name, card=card)
    who = state.seats[frame["s"]].name
    if current.get("drawn"):
        return T("ctx.drawn", name=who, card=card)
    if len(state.players) <= 2:
        # The card's play has its own log line just before: say only what follows.
        if names:
            return T("ctx.two_forced", names=names, card=card, n=len(forced))
        return T("ctx.two_alone", name=who, card=card)
    if names:
        return T("ctx.reveal_forced", name=who, card=card, names=names, n=len(forced))
    return T("ctx.reveal_alone", name=who, card=card)


def _resolving_card(state) -> str:
    """The card whose ability is being resolved under the top decision, or ""."""
    return next((f["c"] for f in reversed(state.stack) if f["k"] == "resolve"), "")


def ability_details(state, action: str) -> list[str]:
    """How an ability action is used, part by part ("paying from the Glassworks")."""
    frame = state.stack[-1]
    card = SPECIALIST[frame["c"]]
    tokens = action.split(":")[2:]
    words = [token_words(t) for t in tokens]
    if words and card.fee in SHARED_GOODS and tokens[0][1:] in _WHEEL_IDS:
        # The first token pays the card's entry fee: say which good it is, as the
        # wheel alone ("paying from the Glassworks") left the reader guessing.
        words[0] = T("tok.fee", good=GOOD_NAMES[card.fee], wheel=WHEEL_NAMES[tokens[0][1:]])
    return words


def _details(words: list[str]) -> str:
    return T("detail", parts=", ".join(words)) if words else ""


def sentence(state, action: str, mode: str = "log") -> str:
    """The words for `action`: the log's sentence about the seat (`mode` "log") or the
    button's command (`mode` "btn"), from the same fields. A button's verb takes its
    object without an article where the language says so ("Köhler spielen")."""
    obj = "obj" if mode == "btn" else "acc"
    frame = state.stack[-1] if state.stack else {}
    seat = frame.get("s", 0)
    name = state.seats[seat].name
    parts = action.split(":")
    head = parts[0]
    fields: dict[str, object] = {"name": name}
    key = head
    if head == "choose":
        fields.update(done=len(state.players[seat].chosen) + 1, n=frame["n"])
    elif head == "play":
        fields["card"] = the(parts[1], obj)
    elif head == "ability":
        card = SPECIALIST[frame["c"]]
        effect = card.abilities[int(parts[1]) - 1]
        fields.update(ordinal=T(f"ordinal.{parts[1]}"), card=the(card.id, "dat"),
                      ability=ability_text(effect),
                      detail=_details(ability_details(state, action)))
    elif head == "done":
        fields["card"] = the(frame["c"], "dat")
    elif head == "gift":
        fields["good"] = GOOD_NAMES[frame["g"]]
        if parts[1] == "refuse":
            key = "gift_refuse"
        elif len(parts) > 2 and parts[2][1:] in _WHEEL_IDS:
            key = "gift_take_on"
            fields["wheel"] = WHEEL_NAMES[parts[2][1:]]
        else:
            key = "gift_take"
    elif head == "build":
        fields["building"] = the(parts[1], obj)
    elif head == "at":
        fields["space"] = space(int(parts[1]))
        if frame.get("k") == "site":
            key, fields["building"] = "site", the(frame["b"], obj)
        else:
            key, fields["tile"] = "place", T(f"tile_a.{frame['t']}")
    elif head == "clear":
        fields["space"] = space(int(parts[1]))
        card = _resolving_card(state)
        if card:
            key, fields["card"] = "clear_for", the(card)
    elif head == "wheel":
        fields.update(amount=good(frame["g"], frame["n"]), wheel=WHEEL_NAMES[parts[1]])
    elif head == "tile":
        fields["tiles"] = T(f"tiles.{parts[1]}")
    elif head == "copy":
        fields["building"] = the(parts[1], "obj")
    elif head == "use":
        b = BUILDINGS[parts[1]]
        fields.update(building=the(b.id, obj), trade=trade_text(b.effect),
                      detail=_details([token_words(t) for t in parts[2:]]))
    elif head == "again":
        fields.update(building=the(frame["b"], obj),
                      detail=_details([token_words(t) for t in parts[1:]]))
    elif head == "remove":
        cell = int(parts[1])
        tile = state.players[seat].cells[cell]
        article = "tile_obj" if mode == "btn" else "tile_the"
        fields.update(space=space(cell), tile=T(f"{article}.{tile}") if tile in TILE_KINDS
                      else tile)
    elif head not in ("pick", "pass", "finish", "stop"):
        return T("log.other", name=name, action=action)
    return T(f"{mode}.{key}", **fields)


def _describe(state, action: str) -> str:
    return sentence(state, action, "log")


def token_words(token: str) -> str:
    if token.startswith("-") and token[1:] in _WHEEL_IDS:
        return T("tok.pay", wheel=WHEEL_NAMES[token[1:]])
    if token.startswith("+") and token[1:] in _WHEEL_IDS:
        return T("tok.onto", wheel=WHEEL_NAMES[token[1:]])
    if token.startswith("@"):
        return T("tok.clear", space=space(int(token[1:])))
    if "@" in token:
        kind, cell = token.split("@")
        return T("tok.tile_at", tile=T(f"tile_a.{kind}"), space=space(int(cell)))
    if "+" in token:
        g, w = token.split("+")
        return T("tok.good_onto", good=GOOD_NAMES[g], wheel=WHEEL_NAMES[w])
    if token.startswith("no-") and token[3:] in _GOOD_IDS:
        return T("tok.leave", good=GOOD_NAMES[token[3:]])
    if token in _GOOD_IDS:
        return GOOD_NAMES[token]
    if token in TILE_KINDS:
        return T(f"tile_a.{token}")
    if all(b in BUILDINGS for b in token.split(",")):
        return T("tok.give_up", names=join_all([building_name(b) for b in token.split(",")]))
    return token


_token_words = token_words  # the name the view's tests knew


def shorter(text: str, which: str) -> str:
    """Button words shortened by the language's rules (lang_*.SHORTER[which])."""
    for long, short in SHORTER.get(language(), lang_en.SHORTER)[which]:
        text = text.replace(long, short)
    return text
