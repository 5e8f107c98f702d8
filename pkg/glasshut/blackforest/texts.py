"""Short texts that explain Black Forest components in the board view, in the page's
language (lang.py holds the words).

Every text is generated from the component data (data.py), in our own words, so a
corrected value there changes the tooltip too. Two lengths: `long` sentences for
tooltips and screen readers, `short` abbreviated lines that fit on a card.
Unknown effect keys (the rules may grow) fall back to a plain description
instead of failing. The rules' log sentences are built from keyed texts too
(`plural`, `log_word`, `log_place` give their amounts and names).
"""

from __future__ import annotations

import re

from . import data as D
from .lang import style, tr
from .lang_en import _WORDS as WORDS  # (singular, plural, short word) in English

__all__ = ["WORDS", "tr"]


def tie_break() -> str:
    """What decides between equal totals (State.scores), for the end screen."""
    return tr("tie_break")


def word(name: str, n: int = 1) -> str:
    key = "w." + name
    if key not in tr:
        return name.replace("_", " ")
    return tr(key, n=n)


def abbr(name: str) -> str:
    key = "a." + name
    return tr(key) if key in tr else name[:3]


def qty(n: int, name: str) -> str:
    return f"{n} {word(name, n)}"


def join(items: list[str]) -> str:
    items = [x for x in items if x]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + tr("and") + items[-1]


def building_name(bid: str) -> str:
    key = "b." + bid
    return tr(key) if key in tr else bid


def cost_long(cost: dict) -> str:
    return join([qty(n, k) if isinstance(n, int) else f"{n} {word(k, 2)}"
                 for k, n in cost.items()])


def cost_short(cost: dict) -> str:
    return " ".join(f"{n} {abbr(k)}" for k, n in cost.items())


# -- rewards ---------------------------------------------------------------------------
def _amount_long(name: str, spec) -> str:
    if isinstance(spec, int):
        return qty(spec, name)
    if spec[0] == "per":
        _, what, div, cap = spec
        each = tr("per_each", name=word(name), what=word(what)) if div == 1 else (
            tr("per_every", name=word(name), div=div, what=word(what, 2)))
        return each + (tr("at_most", cap=cap) if cap is not None else "")
    if spec[0] == "table":
        steps = ", ".join(tr("table_step", v=v, need=need) for need, v in spec[2])
        return tr("by_table", name=word(name, 2), what=word(spec[1], 2), steps=steps)
    return word(name, 2)


def _amount_short(name: str, spec) -> str:
    if isinstance(spec, int):
        return f"+{spec} {abbr(name)}"
    if spec[0] == "per":
        _, what, div, cap = spec
        per = abbr(what) if div == 1 else f"{div} {abbr(what)}"
        return f"+1 {abbr(name)}/{per}" + (f" ≤{cap}" if cap is not None else "")
    if spec[0] == "table":
        return tr("short_by", name=abbr(name), what=abbr(spec[1]))
    return f"+{abbr(name)}"


def _plain(prefix: str, key: str) -> str:
    return tr(prefix + key) if prefix + key in tr else key.replace("_", " ")


def _special_long(part) -> str:
    key = part[1]
    if key == "optional":
        return tr("spx.optional", cost=cost_long(part[2]), reward=rewards_long(part[3]))
    if key == "grocer":
        return tr("spx.grocer", n=part[2], reward=rewards_long(part[3]))
    if key == "livestock_choice":
        return tr("spx.livestock_choice", amount=_amount_long("livestock", part[2]))
    if key == "breeding":
        return tr("spx.breeding", text=tr("sp.breeding"), n=part[2])
    if key == "tile_choice":
        return tr("spx.tile_choice", alts=tr("or").join(rewards_long(alt) for alt in part[2]))
    if key == "same_estate_tiles":
        return tr("spx.same_estate_tiles", amount=qty(part[3], part[2]))
    return _plain("sp.", key)


def _special_short(part) -> str:
    key = part[1]
    if key == "optional":
        return tr("spxs.optional", cost=cost_short(part[2]), reward=rewards_short(part[3]))
    if key == "same_estate_tiles":
        return tr("spxs.same_estate_tiles", n=part[3], what=abbr(part[2]))
    return _plain("ss.", key)


def rewards_long(parts) -> str:
    out = []
    for part in parts:
        head = part[0]
        if head == "cond":
            need = join([f"{m} {word(w, m)}" for w, m in part[1]])
            out.append(tr("if_then_have", reward=rewards_long(part[2]), need=need))
        elif head == "special":
            out.append(_special_long(part))
        elif head == "build":
            out.append(tr("build_one"))
        else:
            out.append(_amount_long(head, part[1]))
    return join(out)


def rewards_short(parts) -> str:
    out = []
    for part in parts:
        head = part[0]
        if head == "cond":
            need = " ".join(f"{m} {abbr(w)}" for w, m in part[1])
            out.append(tr("if_short", reward=rewards_short(part[2]), need=need))
        elif head == "special":
            out.append(_special_short(part))
        elif head == "build":
            out.append(tr("build_short"))
        else:
            out.append(_amount_short(head, part[1]))
    return " ".join(out)


def trade_long(cost: dict, reward) -> str:
    if not cost:
        plain = reward and reward[0][0] not in ("build", "special")
        return tr("trade.take", reward=rewards_long(reward)) if plain else rewards_long(reward)
    if set(cost) <= set(D.TILE_CODE):
        return tr("trade.clear", cost=cost_long(cost), reward=rewards_long(reward))
    return tr("trade.hand_in", cost=cost_long(cost), reward=rewards_long(reward))


def trade_short(cost: dict, reward) -> str:
    if not cost:
        return rewards_short(reward)
    return f"{cost_short(cost)} → {rewards_short(reward).replace('+', '')}"


# -- Tradespeople ----------------------------------------------------------------------
def tp_name(tp: str) -> str:
    return tr("tp." + tp) if "tp." + tp in tr else tp


def tp_option_label(tp: str, key: str) -> str:
    """Short card line for one visiting option."""
    cost, reward = D.TRADESPEOPLE[tp][key]
    return trade_short(cost, reward)


def tp_long(tp: str) -> str:
    opts = D.TRADESPEOPLE.get(tp, {})
    ways = [trade_long(cost, reward) for cost, reward in opts.values()]
    text = tr("tp.long", name=tp_name(tp), ways=tr("or_way").join(ways))
    if tp == D.MERCHANT:
        text += tr("tp.merchant_swap")
    return text


# -- Jobs -----------------------------------------------------------------------------
def job_name(job: str) -> str:
    return tr("job." + job) if "job." + job in tr else job


def job_named(job: str) -> str:
    """A Job as sentences name it: "Count Job"."""
    return tr("job.named", name=job_name(job))


def job_long(job: str) -> str:
    kind, cost, reward = D.JOBS[job]
    where = tr("job.where_tp" if kind == "tp" else "job.where_loc")
    return tr("job.long", name=job_name(job), where=where, cost=cost_long(cost),
              reward=rewards_long(reward))


def job_short(job: str) -> tuple[str, str]:
    _, cost, reward = D.JOBS[job]
    amounts = {part[1] for part in reward}
    if len(amounts) == 1 and {part[0] for part in reward} == set(D.BASIC):
        return cost_short(cost), tr("job.each_basic", n=amounts.pop())
    return cost_short(cost), rewards_short(reward).replace("+", "")


# -- Buildings -------------------------------------------------------------------------
KIND_MARK = {"conv": "⇄", "instant": "!", "perm": "∞", "end": "★"}


def kind_label(kind: str) -> str:
    """A Building's kind of effect in one word ("Any time")."""
    return tr("kind." + kind)


def building_kinds(b: dict) -> list[str]:
    return [k for k in ("conv", "instant", "perm", "end") if b.get(k)]


def _perm_long(perm) -> str:
    ev = perm[0]
    tp = tp_name(perm[1]) if len(perm) > 1 and isinstance(perm[1], str) else ""
    key = "perm." + ev
    if ev == "estate_added_raise":
        return tr(key, what=word(perm[1]), n=perm[2])
    if ev in ("estate_added_gain", "forest_removed_gain", "swap_gain"):
        return tr(key, reward=rewards_long(perm[1]))
    if ev in ("visit_gain", "enter_village_gain"):
        return tr(key, tp=tp, reward=rewards_long(perm[2]))
    if ev == "glass_gained":
        return tr(key, what=word(perm[1]))
    if ev in ("butcher_extra_meat", "tannery", "forest_pigs"):
        return tr(key, n=perm[1])
    if ev == "option_bonus":
        return tr(key, tp=tp, option=word(perm[2], 1), cost=cost_long(perm[3]),
                  reward=rewards_long(perm[4]))
    if ev == "option_gain":
        return tr(key, tp=tp, option=word(perm[2], 1), amount=qty(perm[4], perm[3]),
                  reward=rewards_long(perm[5]))
    if ev == "distillery":
        return tr(key, tp=tp, cost=cost_long(perm[2]))
    if key in tr:
        return tr(key)
    return ev.replace("_", " ").capitalize() + "."


def _end_long(end) -> str:
    what, each, div, cap = end
    lose = each < 0
    per = tr("end.each", what=word(what)) if div == 1 else tr(
        "end.every", div=div, what=word(what, 2))
    have = "" if what in ("tannery_pigs", "adj_empty", "adj_buildings",
                          "adj_pastures_2") else tr("end.you_have")
    limit = tr("end.at_most", cap=f"{'-' if lose else ''}{cap}") if cap is not None else ""
    return tr("end.long", minus=tr("end.minus") if lose else "",
              points=tr("points", n=abs(each)), per=per, have=have, cap=limit)


def _cond_long(cond) -> str:
    if cond[0] == "alone_on_estate":
        return tr("cond.alone")
    if cond[0] == "min":
        return tr("cond.min", amount=qty(cond[2], cond[1]))
    return ""


def building_cost(bid: str, cost: dict | None = None) -> dict:
    return cost if cost is not None else D.BUILDINGS[bid]["cost"]


def building_long(bid: str, cost: dict | None = None) -> str:
    b = D.BUILDINGS[bid]
    size = tr("size.large") if bid in D.LARGE_IDS else tr("size.small", bid=bid)
    parts = [tr("building.head", name=building_name(bid), size=size,
                points=tr("points", n=b["vp"]), cost=cost_long(building_cost(bid, cost)))]
    convs = b["conv"]
    if convs:
        ways = [trade_long(c, r) for c, r in convs]
        parts.append(tr("building.any_time", ways=tr("or_way").join(ways)))
    if b["instant"]:
        parts.append(tr("building.when_built", reward=rewards_long(b["instant"])))
    for perm in b["perm"]:
        parts.append(_perm_long(perm))
    if b["end"]:
        parts.append(_end_long(b["end"]))
    if b["cond"]:
        parts.append(_cond_long(b["cond"]))
    if bid in D.LARGE_IDS:
        parts.append(tr("building.two_spaces"))
    return " ".join(p for p in parts if p)


def building_short(bid: str) -> str:
    """One short line for the tile: the first effect, abbreviated."""
    b = D.BUILDINGS[bid]
    if b["conv"]:
        return " | ".join(trade_short(c, r) for c, r in b["conv"])
    if b["instant"]:
        return rewards_short(b["instant"])
    if b["perm"]:
        perm = b["perm"][0]
        text = _plain("ps.", perm[0])
        if perm[0] in ("visit_gain", "enter_village_gain"):
            text = f"{tp_name(perm[1])}: {rewards_short(perm[2])}"
        elif perm[0] in ("swap_gain", "forest_removed_gain", "estate_added_gain"):
            text += rewards_short(perm[1]).lstrip("+")
        elif perm[0] == "glass_gained":
            text += "1 " + abbr(perm[1])
        return text
    if b["end"]:
        what, each, div, cap = b["end"]
        per = abbr(what) if div == 1 else f"{div} {abbr(what)}"
        return f"{each}★/{per}" + (f" ≤{cap}" if cap is not None else "")
    if b["cond"] and b["cond"][0] == "alone_on_estate":
        return tr("short.alone")
    return tr("short.points_only")


# -- decision prompts ------------------------------------------------------------------
def prompt(state, name: str) -> str:
    """What the seat to move must decide now, from the task on top of the stack."""
    if state.is_over():
        return tr("over")
    return name + ": " + decision(state)


def decision(state) -> str:
    """What the seat to move decides now, without a name in front."""
    if state.is_over():
        return ""
    t = state.stack[-1] if state.stack else ["?"]
    kind = t[0]
    try:
        return _PROMPTS.get(kind, _default)(state, t)
    except Exception:  # a task shape this view does not know yet: stay generic
        return _default(state, t)


def wording(text: str) -> str:
    """A sentence built by the rules, as the table shows it: "1 provisions" becomes "1
    provision", and the rules' short names of places the names on the board: "V1.4"
    is "Village V1, space 4", "E0:1,2" "the Main Estate, row 2, column 3"."""
    text = text.replace(" 1 provisions", " 1 provision").replace(
        " 1 commodities", " 1 commodity")
    text = _VILLAGE_SPACE.sub(
        lambda found: tr("village_space", v=int(found[1]), s=int(found[2])), text)
    return _ESTATE_CELL.sub(_estate_cell, text)


_VILLAGE_SPACE = re.compile(r"\bV(\d)\.(\d)\b")
_ESTATE_CELL = re.compile(r"\bE(\d+):(\d+),(\d+)\b")


def _estate_cell(found: re.Match) -> str:
    estate, row, column = (int(g) for g in found.groups())
    where = tr("main_estate_the") if estate == 0 else tr("small_estate", e=estate)
    return tr("estate_cell", where=where, row=row + 1, column=column + 1)


def _default(state, t) -> str:
    return tr("p.default")


def _p_turn(state, t) -> str:
    if state.solo:
        return tr("p.solo_turn")
    if state.players[t[1]].pawn < 0:
        return tr("p.first_turn")
    swap = any(a.startswith("swap ") for a in state.legal_actions())
    return tr("p.turn", swap=tr("p.turn_swap") if swap else "")


def paying_for(state) -> str:
    """The Building a payment on top of the stack is for, or "" (a Tradesperson, a Job,
    travel)."""
    stack = state.stack
    if len(stack) >= 2 and stack[-1][0] == "pay" and stack[-2][0] == "site":
        return building_name(stack[-2][2])
    return ""


def _p_pay(state, t) -> str:
    items = [qty(n, k) for k, n in t[2] if n > 0]
    building = paying_for(state)
    what = tr("p.pay_for", building=building) if building else ""
    return tr("p.pay", what=what, items=join(items) if items else tr("p.the_cost"))


def _p_offer(state, t) -> str:
    giver = state.seats[t[3]].name if len(t) > 3 and t[3] >= 0 else tr("p.someone")
    if any(a.startswith("accept") for a in state.legal_actions()):
        return tr("p.offer", giver=giver, what=log_word(t[2]))
    # Only Decline is offered: say why (every wheel it could go on is at 7 of 7).
    return tr("p.offer_full", giver=giver, what=log_word(t[2]))


_PROMPTS = {
    "turn": _p_turn,
    "neutral": lambda s, t: tr("p.neutral"),
    "nsv": lambda s, t: tr("p.nsv"),
    "nss": lambda s, t: tr("p.nss", v=t[2] + 1),
    "act": lambda s, t: tr("p.act"),
    "second": lambda s, t: tr("p.second"),
    "endw": lambda s, t: tr("p.endw"),
    "give": lambda s, t: tr("p.give"),
    "offer": _p_offer,
    "pay": _p_pay,
    "reward": lambda s, t: tr("p.reward"),
    "charcoal": lambda s, t: tr("p.charcoal", n=t[2]),
    "prov": lambda s, t: tr("p.prov", n=t[2]),
    "place": lambda s, t: tr("p.place", amount=qty(t[3], t[2])),
    "wild": lambda s, t: tr("p.wild", building=building_name("28B")),
    "upto": lambda s, t: tr("p.upto", amount=qty(t[3], t[2])),
    "anybasic": lambda s, t: tr("p.anybasic"),
    "merchant": lambda s, t: tr("p.merchant", tp=tp_name(D.MERCHANT)),
    "build": lambda s, t: tr("p.build"),
    "site": lambda s, t: tr("p.site", building=building_name(t[2])),
    "optional": lambda s, t: tr("p.optional"),
    "grocer": lambda s, t: tr("p.grocer", building=building_name("17B")),
    "rehouse": lambda s, t: tr("p.rehouse"),
    "lchoice": lambda s, t: tr("p.lchoice", n=t[2]),
    "bsplit": lambda s, t: tr("p.bsplit"),
    "tchoice": lambda s, t: tr("p.tchoice"),
}


# -- the rules' log sentences ------------------------------------------------------------
# The rules name things by their data keys; English log sentences keep those words as
# they always read ("2 pigs", "1 field"), other languages take the catalogue's word.
_LOG_KEYS = {"Small Estate": "small_estates", "provision": "provisions",
             "commodity": "commodities", "livestock": "livestock"}


def plural(n: int, name: str) -> str:
    """'2 pigs', '1 Glass Hut step', '3 sand': amounts in the rules' log sentences."""
    if not style("log_data_words"):
        return qty(n, _LOG_KEYS.get(name, name))
    if name in ("pig", "field", "pond", "pasture", "forest", "Small Estate"):
        return f"{n} {name}{'' if n == 1 else 's'}"
    if name == "progress":
        return f"{n} Glass Hut step{'' if n == 1 else 's'}"
    return f"{n} {name}"


def log_word(name: str, n: int = 1) -> str:
    """A data key as the log names it: itself in English ("pig"), else the word."""
    return name if style("log_data_words") else word(_LOG_KEYS.get(name, name), n)


def log_amount(n: int, name: str) -> str:
    """An amount the log spells with a plain "s" in English ("2 pastures")."""
    if style("log_data_words"):
        return f"{n} {name}{'s' if n != 1 else ''}"
    return qty(n, _LOG_KEYS.get(name, name))


def log_place(target: str) -> str:
    """Where a pawn went: a space ("V1.4", worded later) or a Location Job's name."""
    if style("log_data_words") or target not in D.JOB_NAMES:
        return target
    return job_name(target)
