"""Short texts that explain Black Forest components in the board view.

Every text is generated from the component data (data.py), in our own words, so a
corrected value there changes the tooltip too. Two lengths: `long` sentences for
tooltips and screen readers, `short` abbreviated lines that fit on a card.
Unknown effect keys (the rules may grow) fall back to a plain description
instead of failing.
"""

from __future__ import annotations

import re

from . import data as D

# name -> (singular, plural, short word for a card line). The short words are words,
# never codes: a card line too narrow for them is squeezed, or drawn with icons.
# What decides between equal totals (State.scores), for the end screen.
TIE_BREAK = "the player who brought the end, then whoever would have moved next"

WORDS = {
    "sand": ("sand", "sand", "sand"),
    "water": ("water", "water", "water"),
    "wood": ("wood", "wood", "wood"),
    "charcoal": ("charcoal", "charcoal", "charcoal"),
    "charcoal@glass": ("charcoal (Glassmaking wheel)", "charcoal (Glassmaking wheel)",
                       "charcoal"),
    "charcoal@cook": ("charcoal (Cooking wheel)", "charcoal (Cooking wheel)", "charcoal"),
    "porridge": ("porridge", "porridge", "porridge"),
    "meat": ("meat", "meat", "meat"),
    "brick": ("brick", "brick", "brick"),
    "glass": ("glass", "glass", "glass"),
    "provisions": ("provision", "provisions", "provision"),
    "commodities": ("commodity", "commodities", "goods"),
    "forest": ("Forest", "Forests", "Forest"),
    "field": ("Field", "Fields", "Field"),
    "pond": ("Pond", "Ponds", "Pond"),
    "pasture": ("Pasture", "Pastures", "Pasture"),
    "pig": ("pig", "pigs", "pig"),
    "cattle": ("cattle", "cattle", "cattle"),
    "livestock": ("livestock", "livestock", "animal"),
    "progress": ("Glass Hut step", "Glass Hut steps", "Hut step"),
    "empty": ("empty space", "empty spaces", "empty"),
    "empty_pasture": ("empty Pasture", "empty Pastures", "empty Pasture"),
    "pig_on_forest": ("pig on a Forest", "pigs on Forests", "pig on Forest"),
    "tannery_pigs": ("pig kept on it", "pigs kept on it", "pig"),
    "small_estates": ("Small Estate", "Small Estates", "Estate"),
    "fpp_sets": ("set of Field, Pond and Pasture", "sets of Field, Pond and Pasture",
                 "Field+Pond+Pasture"),
    "brick_wood_sets": ("pair of 1 brick and 1 wood", "pairs of brick and wood",
                        "brick+wood"),
    "adj_empty": ("empty space next to it", "empty spaces next to it", "empty beside"),
    "adj_buildings": ("different Building next to it", "different Buildings next to it",
                      "Building beside"),
    "adj_pastures_2": ("Pasture next to it holding 2+ animals",
                       "Pastures next to it holding 2+ animals", "full Pasture beside"),
}


def word(name: str, n: int = 1) -> str:
    w = WORDS.get(name)
    if w is None:
        return name.replace("_", " ")
    return w[0] if n == 1 else w[1]


def abbr(name: str) -> str:
    w = WORDS.get(name)
    return w[2] if w else name[:3]


def qty(n: int, name: str) -> str:
    return f"{n} {word(name, n)}"


def join(items: list[str]) -> str:
    items = [x for x in items if x]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


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
        each = f"1 {word(name)} for each {word(what)}" if div == 1 else (
            f"1 {word(name)} for every {div} {word(what, 2)}")
        return each + (f" (at most {cap})" if cap is not None else "")
    if spec[0] == "table":
        steps = ", ".join(f"{v} with {need}+" for need, v in spec[2])
        return f"{word(name, 2)} by how many {word(spec[1], 2)} you have ({steps})"
    return word(name, 2)


def _amount_short(name: str, spec) -> str:
    if isinstance(spec, int):
        return f"+{spec} {abbr(name)}"
    if spec[0] == "per":
        _, what, div, cap = spec
        per = abbr(what) if div == 1 else f"{div} {abbr(what)}"
        return f"+1 {abbr(name)}/{per}" + (f" ≤{cap}" if cap is not None else "")
    if spec[0] == "table":
        return f"+{abbr(name)} by {abbr(spec[1])}"
    return f"+{abbr(name)}"


SPECIAL_LONG = {
    "woodworker": "1 wood, and then you must construct a Building (that wood may help pay)",
    "merchant": "name a basic resource: you take 2 and every other player may take 1",
    "free_small": "one small Building of your choice without paying for it",
    "clockmaker": "every basic resource at 0 goes up to 1, and you take one more turn",
    "coal_merchant": "4 charcoal on each wheel",
    "potash": "the charcoal marker leaves the Glassmaking wheel for good: glass then needs"
              " only sand, water and wood",
    "breeding": "1 more pig per 2 pigs and 1 more cattle per 2 cattle you own",
    "wilderness": "a Field, Pond or Pasture (your pick) on each empty space beside it",
    "livestock_choice": "livestock of your choice",
    "grocer": "an exchange of different resources, compulsory when you can make it",
    "optional": "an optional exchange",
    "tile_choice": "one of several tile sets",
    "same_estate_tiles": "tiles on this same Estate",
}
SPECIAL_SHORT = {
    "woodworker": "+1 wood, build", "merchant": "+2 you, +1 others",
    "free_small": "free Building", "clockmaker": "0s→1, extra turn",
    "coal_merchant": "+4 charcoal each wheel", "potash": "no charcoal for glass",
    "breeding": "breed", "wilderness": "tiles beside",
    "livestock_choice": "+animals by Fields", "grocer": "swap 3 kinds", "optional": "may trade",
    "tile_choice": "pick tiles", "same_estate_tiles": "Pasture here",
}


def _special_long(part) -> str:
    key = part[1]
    if key == "optional":
        return f"you may also pay {cost_long(part[2])} for {rewards_long(part[3])}"
    if key == "grocer":
        return (f"you hand in {part[2]} resources of different kinds for "
                f"{rewards_long(part[3])} (compulsory when you have them)")
    if key == "livestock_choice":
        return _amount_long("livestock", part[2]) + ", each a pig or a cattle as you like"
    if key == "breeding":
        return SPECIAL_LONG[key] + f" (at most {part[2]} in all)"
    if key == "tile_choice":
        return "your pick of " + " or ".join(rewards_long(alt) for alt in part[2])
    if key == "same_estate_tiles":
        return f"up to {qty(part[3], part[2])} on this same Estate"
    return SPECIAL_LONG.get(key, key.replace("_", " "))


def _special_short(part) -> str:
    key = part[1]
    if key == "optional":
        return f"may {cost_short(part[2])}→{rewards_short(part[3])}"
    if key == "same_estate_tiles":
        return f"≤{part[3]} {abbr(part[2])} here"
    return SPECIAL_SHORT.get(key, key.replace("_", " "))


def rewards_long(parts) -> str:
    out = []
    for part in parts:
        head = part[0]
        if head == "cond":
            need = join([f"{m} {word(w, m)}" for w, m in part[1]])
            out.append(f"{rewards_long(part[2])} if you then have at least {need}")
        elif head == "special":
            out.append(_special_long(part))
        elif head == "build":
            out.append("construct one Building")
        else:
            out.append(_amount_long(head, part[1]))
    return join(out)


def rewards_short(parts) -> str:
    out = []
    for part in parts:
        head = part[0]
        if head == "cond":
            need = " ".join(f"{m} {abbr(w)}" for w, m in part[1])
            out.append(f"{rewards_short(part[2])} if {need}")
        elif head == "special":
            out.append(_special_short(part))
        elif head == "build":
            out.append("build")
        else:
            out.append(_amount_short(head, part[1]))
    return " ".join(out)


def trade_long(cost: dict, reward) -> str:
    if not cost:
        plain = reward and reward[0][0] not in ("build", "special")
        return ("take " if plain else "") + rewards_long(reward)
    if set(cost) <= set(D.TILE_CODE):
        return f"clear {cost_long(cost)} from your Domain for {rewards_long(reward)}"
    return f"hand in {cost_long(cost)} for {rewards_long(reward)}"


def trade_short(cost: dict, reward) -> str:
    if not cost:
        return rewards_short(reward)
    return f"{cost_short(cost)} → {rewards_short(reward).replace('+', '')}"


# -- Tradespeople ----------------------------------------------------------------------
def tp_name(tp: str) -> str:
    return D.TP_NAMES.get(tp, tp)


def tp_option_label(tp: str, key: str) -> str:
    """Short card line for one visiting option."""
    cost, reward = D.TRADESPEOPLE[tp][key]
    return trade_short(cost, reward)


def tp_long(tp: str) -> str:
    opts = D.TRADESPEOPLE.get(tp, {})
    ways = [trade_long(cost, reward) for cost, reward in opts.values()]
    text = f"{tp_name(tp)} (Tradesperson). Visit to " + "; or ".join(ways) + "."
    if tp == D.MERCHANT:
        text += " Anyone may spend 1 commodity on their turn to swap the Merchant with" \
                " another Tradesperson."
    return text


# -- Jobs -----------------------------------------------------------------------------
def job_name(job: str) -> str:
    return D.JOB_NAMES.get(job, job)


def job_long(job: str) -> str:
    kind, cost, reward = D.JOBS[job]
    where = ("waits in a village: stand anywhere in that village to complete it"
             if kind == "tp" else "has its own space: travel there to complete it")
    return (f"{job_name(job)} Job. It {where}. Hand in {cost_long(cost)} to receive "
            f"{rewards_long(reward)}.")


def job_short(job: str) -> tuple[str, str]:
    _, cost, reward = D.JOBS[job]
    amounts = {part[1] for part in reward}
    if len(amounts) == 1 and {part[0] for part in reward} == set(D.BASIC):
        return cost_short(cost), f"{amounts.pop()} of each basic"
    return cost_short(cost), rewards_short(reward).replace("+", "")


# -- Buildings -------------------------------------------------------------------------
KIND_LABEL = {
    "conv": ("⇄", "Any time", "conversion you may use at any time, as often as you can pay"),
    "instant": ("!", "Once", "one-time reward when you construct it"),
    "perm": ("∞", "Always", "lasting effect"),
    "end": ("★", "End", "extra points when the game ends"),
}


def building_kinds(b: dict) -> list[str]:
    return [k for k in ("conv", "instant", "perm", "end") if b.get(k)]


def _perm_long(perm) -> str:
    ev = perm[0]
    tp = tp_name(perm[1]) if len(perm) > 1 and isinstance(perm[1], str) else ""
    if ev == "estate_added_raise":
        return f"Whenever you gain a Small Estate, your {word(perm[1])} rises to {perm[2]}" \
               " if it is lower."
    if ev == "estate_added_gain":
        return f"Whenever you gain a Small Estate, also take {rewards_long(perm[1])}."
    if ev == "visit_gain":
        return f"Every visit to the {tp} also brings {rewards_long(perm[2])}."
    if ev == "enter_village_gain":
        return (f"Whenever you travel into a village where the {tp} stands, take "
                f"{rewards_long(perm[2])}.")
    if ev == "forest_removed_gain":
        return f"Each Forest you clear brings {rewards_long(perm[1])}."
    if ev == "swap_gain":
        return ("Whenever you spend a commodity to move the Traveling Merchant, take "
                f"{rewards_long(perm[1])}.")
    if ev == "glass_gained":
        return f"For each glass you gain, take 1 {word(perm[1])} as well."
    if ev == "butcher_extra_meat":
        return f"The Butcher pays you {perm[1]} more meat."
    if ev == "option_bonus":
        return (f"When you take the {tp}'s {word(perm[2], 1)} option you may also pay "
                f"{cost_long(perm[3])} for {rewards_long(perm[4])}.")
    if ev == "option_gain":
        return (f"When you take the {tp}'s {word(perm[2], 1)} option while owning at least "
                f"{qty(perm[4], perm[3])}, also take {rewards_long(perm[5])}.")
    if ev == "tannery":
        return f"Pigs you take to the Butcher are kept here, up to {perm[1]}."
    if ev == "forest_pigs":
        return f"Each Forest houses {perm[1]} more pig."
    if ev == "distillery":
        return (f"Once you have seen the {tp}, handing in {cost_long(perm[2])} lets your"
                " second visit go to a Tradesperson anywhere on the map.")
    if ev == "no_pawn_payment":
        return "You never pay other pawns when you enter their village."
    if ev == "no_estates":
        return "You take no more Small Estates: the Glass Hut stays where it is."
    return ev.replace("_", " ").capitalize() + "."


def _end_long(end) -> str:
    what, each, div, cap = end
    pts = f"{abs(each)} point{'s' if abs(each) != 1 else ''}"
    lose = each < 0
    per = f"each {word(what)}" if div == 1 else f"every {div} {word(what, 2)}"
    text = f"At the end: {'minus ' if lose else ''}{pts} for {per}"
    if what not in ("tannery_pigs", "adj_empty", "adj_buildings", "adj_pastures_2"):
        text += " you have"
    if cap is not None:
        text += f" (at most {'-' if lose else ''}{cap})"
    return text + "."


def _cond_long(cond) -> str:
    if cond[0] == "alone_on_estate":
        return "It must stand alone: no other Building on its Estate."
    if cond[0] == "min":
        return f"You need at least {qty(cond[2], cond[1])} to build it."
    return ""


def building_cost(bid: str, cost: dict | None = None) -> dict:
    return cost if cost is not None else D.BUILDINGS[bid]["cost"]


def building_long(bid: str, cost: dict | None = None) -> str:
    b = D.BUILDINGS[bid]
    size = "Large Building" if bid in D.LARGE_IDS else f"Small Building {bid}"
    pts = b["vp"]
    parts = [f"{b['name']} ({size}, {pts} point{'s' if pts != 1 else ''}). "
             f"Costs {cost_long(building_cost(bid, cost))}."]
    convs = b["conv"]
    if convs:
        ways = [trade_long(c, r) for c, r in convs]
        parts.append("Any time: " + "; or ".join(ways) + ".")
    if b["instant"]:
        parts.append("When built: " + rewards_long(b["instant"]) + ".")
    for perm in b["perm"]:
        parts.append(_perm_long(perm))
    if b["end"]:
        parts.append(_end_long(b["end"]))
    if b["cond"]:
        parts.append(_cond_long(b["cond"]))
    if bid in D.LARGE_IDS:
        parts.append("Takes two neighbouring empty spaces of one Estate.")
    return " ".join(p for p in parts if p)


PERM_SHORT = {
    "estate_added_raise": "new Estate: raise", "estate_added_gain": "new Estate: +",
    "visit_gain": "visit bonus", "enter_village_gain": "enter bonus",
    "forest_removed_gain": "clear Forest: +", "swap_gain": "swap: +",
    "glass_gained": "per glass: +", "butcher_extra_meat": "Butcher +meat",
    "option_bonus": "option bonus", "option_gain": "option bonus", "tannery": "keeps pigs",
    "forest_pigs": "+1 pig/Forest", "distillery": "far 2nd visit",
    "no_pawn_payment": "no pawn fees",
    "no_estates": "no new Estates",
}


def building_short(bid: str) -> str:
    """One short line for the tile: the first effect, abbreviated."""
    b = D.BUILDINGS[bid]
    if b["conv"]:
        return " | ".join(trade_short(c, r) for c, r in b["conv"])
    if b["instant"]:
        return rewards_short(b["instant"])
    if b["perm"]:
        perm = b["perm"][0]
        text = PERM_SHORT.get(perm[0], perm[0].replace("_", " "))
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
        return "alone on its Estate"
    return "points only"


# -- decision prompts ------------------------------------------------------------------
def prompt(state, name: str) -> str:
    """What the seat to move must decide now, from the task on top of the stack."""
    if state.is_over():
        return "The game is over."
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
    text = _VILLAGE_SPACE.sub(r"Village V\1, space \2", text)
    return _ESTATE_CELL.sub(_estate_cell, text)


_VILLAGE_SPACE = re.compile(r"\bV(\d)\.(\d)\b")
_ESTATE_CELL = re.compile(r"\bE(\d+):(\d+),(\d+)\b")


def _estate_cell(found: re.Match) -> str:
    estate, row, column = (int(g) for g in found.groups())
    where = "the Main Estate" if estate == 0 else f"Small Estate {estate}"
    return f"{where}, row {row + 1}, column {column + 1}"


def _default(state, t) -> str:
    return "choose one of the highlighted options."


def _p_turn(state, t) -> str:
    if state.solo:
        return "place your next pawn (or go Begging)."
    if state.players[t[1]].pawn < 0:
        return "place your pawn on any free village space (or go Begging)."
    text = "move your pawn, or go Begging"
    if any(a.startswith("swap ") for a in state.legal_actions()):
        text += " (a commodity may first swap the Traveling Merchant)"
    return text + "."


def paying_for(state) -> str:
    """The Building a payment on top of the stack is for, or "" (a Tradesperson, a Job,
    travel)."""
    stack = state.stack
    if len(stack) >= 2 and stack[-1][0] == "pay" and stack[-2][0] == "site":
        return D.BUILDINGS[stack[-2][2]]["name"]
    return ""


def _p_pay(state, t) -> str:
    items = [f"{n} {word(k, n)}" for k, n in t[2] if n > 0]
    building = paying_for(state)
    what = f" for the {building}" if building else ""
    return f"choose how to pay{what}: " + (join(items) if items else "the cost") + "."


def _p_place(state, t) -> str:
    return f"put {qty(t[3], t[2])} on empty Estate spaces."


def _p_site(state, t) -> str:
    return f"choose where the {D.BUILDINGS[t[2]]['name']} stands."


def _p_offer(state, t) -> str:
    giver = state.seats[t[3]].name if len(t) > 3 and t[3] >= 0 else "Someone"
    return f"{giver} hands you 1 {t[2]}: accept it or decline."


_PROMPTS = {
    "turn": _p_turn,
    "neutral": lambda s, t: "move the neutral pawn to an empty village space.",
    "nsv": lambda s, t: "choose the village for the neutral pawn.",
    "nss": lambda s, t: f"choose the neutral pawn's space in village V{t[2] + 1}.",
    "act": lambda s, t: "visit a Tradesperson beside your pawn, or complete a Job.",
    "second": lambda s, t: "visit the other Tradesperson too, or end the turn.",
    "endw": lambda s, t: "end your turn (anytime actions are still open).",
    "give": lambda s, t: "pay 1 basic resource for each pawn already in this village.",
    "offer": _p_offer,
    "pay": _p_pay,
    "reward": lambda s, t: "choose which part of the reward to take first.",
    "charcoal": lambda s, t: f"put the {t[2]} charcoal on which wheel?",
    "prov": lambda s, t: f"split {t[2]} provisions between the two markers.",
    "place": _p_place,
    "wild": lambda s, t: "choose the tile for the space beside the Wilderness Hut.",
    "upto": lambda s, t: f"put up to {qty(t[3], t[2])} on this Estate, or skip.",
    "anybasic": lambda s, t: "Job reminder: take 1 basic resource of your choice.",
    "merchant": lambda s, t: "Traveling Merchant: name a basic resource.",
    "build": lambda s, t: "choose a Building to construct.",
    "site": _p_site,
    "optional": lambda s, t: "accept or decline the optional exchange.",
    "grocer": lambda s, t: "Grocer: hand in resources of different kinds.",
    "rehouse": lambda s, t: "housing shrank: choose which animal goes back to the supply.",
    "lchoice": lambda s, t: f"choose pig or cattle ({t[2]} to go).",
    "bsplit": lambda s, t: "split the new livestock between pigs and cattle.",
    "tchoice": lambda s, t: "choose which tiles to take.",
}


def plural(n: int, name: str) -> str:
    """'2 pigs', '1 Glass Hut step', '3 sand': amounts in the rules' log sentences."""
    if name in ("pig", "field", "pond", "pasture", "forest", "Small Estate"):
        return f"{n} {name}{'' if n == 1 else 's'}"
    if name == "progress":
        return f"{n} Glass Hut step{'' if n == 1 else 's'}"
    return f"{n} {name}"
