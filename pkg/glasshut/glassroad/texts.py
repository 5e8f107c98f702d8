"""Player-facing words: what each component does, and a log sentence for every action.

All in our own words. The explanations of Buildings are built from their data rows,
so a text never disagrees with what the engine does.
"""

from __future__ import annotations

from .data import (
    ALL_BUILDINGS,
    BONUS,
    BUILDINGS,
    COLUMNS,
    GOOD_NAMES,
    IMMEDIATE,
    PROCESSING,
    SHARED_GOODS,
    SPECIALIST,
    SPECIALISTS,
    WHEEL_NAMES,
    Trade,
)

TILE_NAMES = {"pit": "Pit", "grove": "Grove", "pond": "Pond", "forest": "Forest"}
KIND_NAMES = {
    PROCESSING: "Processing building: its trade can be made at any time, as often as you like.",
    IMMEDIATE: "Immediate building: its effect happens once, right when it is built.",
    BONUS: "Bonus building: scores its condition at the end.",
}


def good(name: str, n: int = 1) -> str:
    return f"{n} {GOOD_NAMES.get(name, name)}"


def goods(d: dict) -> str:
    parts = []
    for g, n in d.items():
        if g == "any":
            parts.append(f"{n} of one basic good of your choice")
        elif g == "other":
            parts.append(f"{n} of one basic good other than Wood")
        elif g == "tile":
            parts.append("a Pit, Grove or Pond of your choice, placed on an empty space")
        elif g == "offer":
            parts.append(
                f"{n} Building{'s' if n > 1 else ''} of your private offer (out of the game)"
            )
        else:
            parts.append(good(g, n))
    return " and ".join(parts)


def space(cell: int) -> str:
    row, col = divmod(cell, COLUMNS)
    return f"row {row + 1}, column {col + 1}"


def trade_text(trade: Trade) -> str:
    give = []
    if trade.pay:
        give.append(goods(trade.pay))
    if trade.remove:
        give.append(f"a {TILE_NAMES[trade.remove]} taken off your board")
    return f"give {' and '.join(give)}, get {goods(trade.gain)}"


_ABILITY_WORDS = {
    "offer": "draw one Building from each stack into your private offer (only you may build them)",
    "tile_any": "put a Pit, Grove or Pond of your choice on an empty space",
    "supply": "take 2 of one basic good (1 in solo); every opponent may take 1 of it too",
    "build": "build one Building from the board or your private offer",
}


def ability_text(effect: tuple) -> str:
    kind = effect[0]
    if kind in _ABILITY_WORDS:
        return _ABILITY_WORDS[kind]
    if kind == "gain":
        return f"get {goods(effect[1])}"
    if kind == "tile":
        extra = f", and get {goods(effect[2])}" if effect[2] else ""
        return f"put a {TILE_NAMES[effect[1]]} on an empty space{extra}"
    if kind == "count":
        options = " or ".join(GOOD_NAMES[g] for g in effect[2])
        return f"get 1 {options} for every {TILE_NAMES[effect[1]]} you have"
    if kind == "hand":
        return f"get 1 {GOOD_NAMES[effect[1]]} for every card left in your hand"
    raise ValueError(kind)  # pragma: no cover


def fee_text(fee: str) -> str:
    if not fee:
        return "no entry fee"
    if fee == "forest":
        return "entry fee: take a Forest off your board"
    return f"entry fee: {good(fee)}"


CARD_TEXTS = {
    s.id: (
        f"{s.name} ({fee_text(s.fee)}). First: {ability_text(s.abilities[0])}."
        f" Second: {ability_text(s.abilities[1])}."
    )
    for s in SPECIALISTS
}

_IMMEDIATE_WORDS = {
    "country_house": "put up to 2 tiles of one kind (Pit, Grove or Pond) on empty spaces"
    " next to it",
    "tavern": "repeat the one-time effect of an Immediate building next to it",
}
_PER_WORDS = {
    "ponds": "Pond you have",
    "adjacent_empty": "empty space next to it",
    "adjacent_ponds": "Pond next to it",
    "water": "Water you have (you keep the Water)",
    "wood": "Wood you have (you keep the Wood)",
}


def immediate_text(effect: tuple) -> str:
    kind = effect[0]
    if kind in _IMMEDIATE_WORDS:
        return _IMMEDIATE_WORDS[kind]
    if kind == "gain":
        return f"get {goods(effect[1])}"
    if kind == "each_wheel":
        return f"get {good(effect[1], effect[2])} on each wheel"
    if kind == "per":
        return f"get {good(effect[1], effect[2])} for every {_PER_WORDS[effect[3]]}"
    if kind == "fill":
        return f"put a {TILE_NAMES[effect[1]]} on every empty space next to it"
    if kind == "repeat":
        return f"as often as you like: {trade_text(effect[1])}"
    raise ValueError(kind)  # pragma: no cover


_BONUS_WORDS = {
    "lower_wheel": "1 point per {g} on the wheel with less of it",
    "paid": "1 point per {g} you paid for Buildings",
}


def bonus_text(effect: tuple) -> str:
    kind = effect[0]
    if kind == "goods":
        _, g, per, points = effect
        if per == 1:
            return f"{points} point{'s' if points != 1 else ''} per {GOOD_NAMES[g]}"
        return f"{points} point per {per} {GOOD_NAMES[g]}"
    if kind in _BONUS_WORDS:
        return _BONUS_WORDS[kind].format(g=GOOD_NAMES[effect[1]])
    if kind == "adjacent":
        what = "Building" if effect[1] == "building" else TILE_NAMES[effect[1]]
        return f"{effect[2]} point{'s' if effect[2] != 1 else ''} per {what} next to it"
    if kind == "sets":
        return f"{effect[1]} points per set of Pit, Grove and Pond"
    if kind == "square":
        return f"{effect[2]} points for four {TILE_NAMES[effect[1]]}s in a 2x2 block"
    if kind == "network":
        return f"1 point per {TILE_NAMES[effect[1]]} in your largest connected group of them"
    if kind == "forests":
        return "1 point per Forest left"
    if kind == "forests_at_least":
        return f"{effect[2]} points with at least {effect[1]} Forests left"
    if kind == "immediate_buildings":
        return "1 point per Immediate building you own"
    if kind == "church":
        return f"{effect[1]} points, plus 1 per empty space next to it"
    if kind == "high_tokens":
        return f"1 point per basic-good token at {effect[1]} or more on your wheels"
    raise ValueError(kind)  # pragma: no cover


def building_text(building_id: str) -> str:
    b = ALL_BUILDINGS[building_id]
    if b.kind == PROCESSING:
        body = f"Trade: {trade_text(b.effect)}."
    elif b.kind == IMMEDIATE:
        body = f"Once, when built: {immediate_text(b.effect)}."
    else:
        body = f"At the end: {bonus_text(b.effect)}."
    cost = ", ".join(good(g, n) for g, n in b.cost_of().items()) or "nothing"
    where = (
        f" Goes on top of your {ALL_BUILDINGS[b.upgrades].name}, replacing its score."
        if b.upgrades
        else ""
    )
    points = (
        f" Worth {b.points} point{'s' if abs(b.points) != 1 else ''}."
        if b.kind in (PROCESSING, IMMEDIATE)
        else ""
    )
    if b.kind == "start":
        return f"{b.name}: one of your three Start buildings. {body}"
    return f"{b.name} (costs {cost}). {body}{points}{where}"


BUILDING_TEXTS = {b: building_text(b) for b in ALL_BUILDINGS}
TILE_TEXTS = {
    "forest": "Forest: covers two spaces; only some Specialists and Buildings can clear it.",
    "pit": "Pit: a landscape tile; you may take it off your board at any time.",
    "grove": "Grove: a landscape tile; you may take it off your board at any time.",
    "pond": "Pond: a landscape tile; you may take it off your board at any time.",
}
WHEEL_TEXTS = {
    "g": "Glassworks: when no basic good on it is at 0 and Glass is below 3, it turns:"
    " each of its basic goods -1, Glass +1.",
    "b": "Brickworks: when Clay, Food and Charcoal on it are all above 0 and Brick is below 3,"
    " it turns: each -1, Brick +1.",
}


# -- log sentences --------------------------------------------------------------------------
ORDINAL = {"1": "first", "2": "second"}


def _where(token: str) -> str:
    return f"on the {WHEEL_NAMES[token[1]]}" if token[1:] in WHEEL_NAMES else ""


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
    card = SPECIALIST[frame["c"]].name
    names = [state.seats[i].name for i in current.get("forced", [])]
    if frame["s"] != current.get("by"):
        return f"{state.seats[frame['s']].name} must play the {card} from hand too."
    who = state.seats[frame["s"]].name
    if current.get("drawn"):
        return f"{who} draws the {card} (one ability)."
    if len(state.players) <= 2:
        # The card's play has its own log line just before: say only what follows.
        if names:
            return f"{' and '.join(names)} must play the {card} too (one ability each)."
        return f"{who} alone has the {card}: both abilities."
    if names:
        return (
            f"{who} reveals the {card}; {' and '.join(names)} must play theirs"
            " (one ability each)."
        )
    return f"{who} reveals the {card}, alone: both abilities."


def _describe(state, action: str) -> str:
    frame = state.stack[-1] if state.stack else {}
    seat = frame.get("s", 0)
    name = state.seats[seat].name
    parts = action.split(":")
    head = parts[0]
    if head == "choose":
        done = len(state.players[seat].chosen) + 1
        return f"{name} chooses a Specialist in secret ({done} of {frame['n']})."
    if head == "pick":
        return f"{name} places a card face down."
    if head == "play":
        return f"{name} plays the {SPECIALIST[parts[1]].name}."
    if head == "pass":
        return f"{name} keeps the cards left in hand."
    if head == "ability":
        card = SPECIALIST[frame["c"]]
        effect = card.abilities[int(parts[1]) - 1]
        words = [_token_words(t) for t in parts[2:]]
        if words and card.fee in SHARED_GOODS and parts[2][1:] in WHEEL_NAMES:
            # The first token pays the card's entry fee: say which good it is, as the
            # wheel alone ("paying from the Glassworks") left the reader guessing.
            words[0] = f"paying the {GOOD_NAMES[card.fee]} fee from the {WHEEL_NAMES[parts[2][1:]]}"
        detail = f" ({', '.join(words)})" if words else ""
        # One ability or both: the card's first step says so (card_context).
        return (
            f"{name} uses the {ORDINAL[parts[1]]} ability of the {card.name}:"
            f" {ability_text(effect)}{detail}."
        )
    if head == "done":
        return f"{name} is done with the {SPECIALIST[frame['c']].name}."
    if head == "gift":
        g = GOOD_NAMES[frame["g"]]
        if parts[1] == "refuse":
            return f"{name} declines the Supplier's {g}."
        where = f" {_where(parts[2])}" if len(parts) > 2 else ""
        return f"{name} takes 1 {g} from the Supplier{where}."
    if head == "finish":
        return f"{name} has finished trading."
    if head == "build":
        return f"{name} builds the {BUILDINGS[parts[1]].name}."
    if head == "at":
        cell = int(parts[1])
        if frame.get("k") == "site":
            return f"{name} places the {BUILDINGS[frame['b']].name} at {space(cell)}."
        return f"{name} puts a {TILE_NAMES[frame['t']]} at {space(cell)}."
    if head == "clear":
        card = next((f["c"] for f in reversed(state.stack) if f["k"] == "resolve"), "")
        fee = f" for the {SPECIALIST[card].name}" if card else ""
        return f"{name} clears the Forest at {space(int(parts[1]))}{fee}."
    if head == "wheel":
        return f"{name} takes {good(frame['g'], frame['n'])} on the {WHEEL_NAMES[parts[1]]}."
    if head == "tile":
        return f"{name} chooses {TILE_NAMES[parts[1]]}s for the Country House."
    if head == "stop":
        return f"{name} stops."
    if head == "copy":
        return f"{name} repeats the effect of the {BUILDINGS[parts[1]].name} with the Tavern."
    if head == "use":
        b = BUILDINGS[parts[1]]
        detail = f" ({', '.join(_token_words(t) for t in parts[2:])})" if parts[2:] else ""
        return f"{name} uses the {b.name}: {trade_text(b.effect)}{detail}."
    if head == "again":
        b = BUILDINGS[frame["b"]]
        detail = f" ({', '.join(_token_words(t) for t in parts[1:])})" if parts[1:] else ""
        return f"{name} uses the {b.name} again{detail}."
    if head == "remove":
        cell = int(parts[1])
        tile = state.players[seat].cells[cell]
        return f"{name} takes the {TILE_NAMES.get(tile, tile)} at {space(cell)} off the board."
    return f"{name}: {action}"


def _token_words(token: str) -> str:
    if token.startswith("-") and token[1:] in WHEEL_NAMES:
        return f"paying from the {WHEEL_NAMES[token[1:]]}"
    if token.startswith("+") and token[1:] in WHEEL_NAMES:
        return f"onto the {WHEEL_NAMES[token[1:]]}"
    if token.startswith("@"):
        return f"clearing {space(int(token[1:]))}"
    if "@" in token:
        kind, cell = token.split("@")
        return f"a {TILE_NAMES[kind]} at {space(int(cell))}"
    if "+" in token:
        g, w = token.split("+")
        return f"{GOOD_NAMES[g]} onto the {WHEEL_NAMES[w]}"
    if token.startswith("no-") and token[3:] in GOOD_NAMES:
        return f"leaving the {GOOD_NAMES[token[3:]]} out"
    if token in GOOD_NAMES:
        return GOOD_NAMES[token]
    if token in TILE_NAMES:
        return f"a {TILE_NAMES[token]}"
    if all(b in BUILDINGS for b in token.split(",")):
        return "giving up " + " and ".join(BUILDINGS[b].name for b in token.split(","))
    return token
