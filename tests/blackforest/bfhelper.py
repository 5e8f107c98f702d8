"""Build a Black Forest situation from a short description, so a rule fits in three lines.

    st = situation("P0 at V1.1 charcoal=0+1; V1 Brickmaker Builder Herder Lumberjack")
    st.apply("visit Brickmaker")
    assert res(st, 0, "brick") == 7

Statements are separated by ";" or new lines. The first word says what they set:

  P0 ... P3   a player: `zero` (every resource to 0), `wood=5` (any marker name: sand
              water wood porridge meat brick glass commodities), `charcoal=G+C` and
              `provisions=A+B` (two markers),
              `pigs=2 cattle=1 progress=2 cook=5 tannery=1`, `estates=2` (that many
              Small Estates, Glass Hut on the last), `E0:0,3=pasture` (a cell: empty
              forest field pond pasture stable), `build 14A@E0:0,3` (a Building already
              built; a large one `build Inn@E0:0,3+1,3`), `clear` (every Field, Pond and
              Forest of the Main Estate removed), `at V1.2` (pawn), `potash`, `extra=1`.
  V1 ... V5   the ring of Tradespeople of that village, e.g. `V3 Cook Farmhand Herder Butcher`
              (others are swapped out so each Tradesperson stays unique).
  job X       put Job X on the board (its space or village), taken from the pile.
  pile X Y    the Job pile, the last named on top.
  avail X Y   make these Buildings available (a small one replaces its other side).
  neutral V2.1  the neutral pawn.
  turn P1     whose turn it is (default P0); `act P1` = the pawn is placed, the action is next.
  solo year=3 pawns=V1.1,V2.1   (solo: the year and the pawns already placed this year)
"""

from __future__ import annotations

import re

from glasshut.blackforest import GAME, data
from glasshut.blackforest import board as B
from glasshut.blackforest.state import BlackForestState
from glasshut.core.game import Seat

COLORS = ("Blue", "Yellow", "Red", "Black")
CELL = {"empty": data.EMPTY, "forest": data.FOREST, "field": data.FIELD, "pond": data.POND,
        "pasture": data.PASTURE, "stable": data.STABLE}


def new_game(players: int = 2, seed: int = 1, **options) -> BlackForestState:
    opts = {"first_game": True, "start_player": 0}
    opts.update(options)
    return GAME.new_state(seed, [Seat(COLORS[i]) for i in range(players)], opts)


def _cell(p, text):
    e, r, c = B.parse_cell(text)
    est = p.estates[e]
    return est, r * B.COLS[len(est)] + c


def situation(spec: str = "", players: int = 2, seed: int = 1, **options) -> BlackForestState:
    st = new_game(players, seed, **options)
    st.stack = []
    st.neutral_pawn = B.OFF
    cur, phase = 0, "turn"
    for stmt in re.split(r"[;\n]", spec):
        words = stmt.split()
        if not words:
            continue
        head, rest = words[0], words[1:]
        if re.fullmatch(r"P\d", head):
            _player(st, int(head[1:]), rest)
        elif re.fullmatch(r"V\d", head):
            _ring(st, int(head[1:]) - 1, rest)
        elif head == "job":
            for job in rest:
                if job in st.job_pile:
                    st.job_pile.remove(job)
                _place_job(st, job)
        elif head == "pile":
            for job in rest:
                if job in st.job_pile:
                    st.job_pile.remove(job)
            st.job_pile += rest
        elif head == "avail":
            for bid in rest:
                other = bid[:2] + ("A" if bid[2:] == "B" else "B")
                if other in st.available_buildings:  # a small Building shows one side only
                    st.available_buildings[st.available_buildings.index(other)] = bid
                elif bid not in st.available_buildings:
                    st.available_buildings.append(bid)
        elif head == "neutral":
            st.neutral_pawn = B.TXT_SPACE[rest[0]]
        elif head in ("turn", "act"):
            cur, phase = int(rest[0][1:]), head
        elif head == "solo":
            for word in rest:
                key, _, value = word.partition("=")
                if key == "year":
                    st.year = int(value)
                elif key == "pawns":
                    for k, sp in enumerate(value.split(",")):
                        st.solo_pawns[k] = B.TXT_SPACE[sp] if sp in B.TXT_SPACE else (
                            B.LOC + B.LOC_INDEX[sp])
                        st.solo_used[k] = True
                        st.solo_last_placed = st.solo_pawns[k]
        else:
            raise ValueError(f"unknown statement {stmt!r}")
    st.current = cur
    st.over = False
    if phase == "act" and st.solo:
        st.solo_moving = max(k for k in range(5) if st.solo_used[k])
    st.stack = [[phase, cur]]
    st._advance()
    return st


def _place_job(st, job):
    if data.JOBS[job][0] == "loc":
        st.location_jobs[B.LOC_INDEX[job]] = job
    else:
        v = next(v for v in range(5) if job in st.villages[v])
        st.village_jobs[v] = job


def _ring(st, v, names):
    for k, name in enumerate(names):
        # find where name stands and swap it with the one in its target slot
        for w in range(5):
            if name in st.villages[w]:
                j = st.villages[w].index(name)
                st.villages[w][j], st.villages[v][k] = st.villages[v][k], name
                break


def _player(st, i, words):
    p = st.players[i]
    it = iter(words)
    for word in it:
        if word == "at":
            p.pawn = _pos(next(it))
            if st.solo:
                st.solo_pawns[0] = p.pawn
                st.solo_used[0] = True
                st.solo_last_placed = p.pawn
        elif word == "build":
            bid, _, where = next(it).partition("@")
            _build(st, p, bid, where)
        elif word == "clear":
            est = p.estates[0]
            for k, c in enumerate(est):
                if c in (data.FOREST, data.FIELD, data.POND):
                    est[k] = data.EMPTY
        elif word == "zero":
            p.markers = [0] * data.N_MARKERS
        elif word == "potash":
            p.potash = True
            p.markers[data.CHARCOAL_GLASS] = 0
        elif "=" in word:
            key, _, value = word.partition("=")
            if key.startswith("E"):
                est, k = _cell(p, key)
                est[k] = CELL[value]
            elif key == "charcoal":
                g, c = value.split("+")
                p.markers[data.CHARCOAL_GLASS], p.markers[data.CHARCOAL_COOK] = int(g), int(c)
            elif key == "provisions":
                a, b = value.split("+")
                p.markers[data.PROVISIONS_A], p.markers[data.PROVISIONS_B] = int(a), int(b)
            elif key in data.SINGLE_MARKER:
                p.markers[data.SINGLE_MARKER[key]] = int(value)
            elif key == "pigs":
                p.pigs = int(value)
            elif key == "cattle":
                p.cattle = int(value)
            elif key == "progress":
                p.progress = int(value)
            elif key == "cook":
                p.cooking_steps = int(value)
                p.reminder = p.cooking_steps < data.REMINDER_STEP
            elif key == "tannery":
                p.tannery = int(value)
            elif key == "extra":
                p.extra_turns = int(value)
            elif key == "estates":
                for _ in range(int(value)):
                    old = p.estates[p.glass_hut_estate]
                    old[old.index(data.HUT)] = data.STABLE
                    p.estates.append(B.new_estate(data.SMALL_ESTATE))
                    p.glass_hut_estate = len(p.estates) - 1
            else:
                raise ValueError(f"unknown player setting {word!r}")
        else:
            raise ValueError(f"unknown player word {word!r}")


def _pos(text):
    if text in B.TXT_SPACE:
        return B.TXT_SPACE[text]
    if text in B.LOC_INDEX:
        return B.LOC + B.LOC_INDEX[text]
    return B.CENTER + int(text[1:]) - 1


def _build(st, p, bid, where):
    if bid in st.available_buildings:
        st.available_buildings.remove(bid)
    if "+" in where:
        first, second = where.split("+")
        est, k = _cell(p, first)
        r2, c2 = second.split(",")
        est[k] = bid
        est[int(r2) * B.COLS[len(est)] + int(c2)] = bid
    else:
        est, k = _cell(p, where)
        est[k] = bid
    p.buildings.append(bid)
    for perm in data.BUILDINGS[bid]["perm"]:
        if perm[0] == "no_estates":
            p.no_more_estates = True
        elif perm[0] == "forest_pigs":
            p.pigs_per_forest = data.FOREST_PIGS + perm[1]


def edited(st, change) -> BlackForestState:
    """The same game with its position (docs/position-format.md) changed by
    `change(data)`, read back through `GAME.from_position`, which checks it."""
    data = st.snapshot()
    change(data)
    return GAME.from_position(data)


# -- reading and playing ---------------------------------------------------------------
def res(st, seat: int, name: str) -> int:
    """A player's amount of a resource (charcoal and provisions: both markers)."""
    p = st.players[seat]
    if name == "charcoal":
        return p.markers[data.CHARCOAL_GLASS] + p.markers[data.CHARCOAL_COOK]
    if name == "provisions":
        return p.markers[data.PROVISIONS_A] + p.markers[data.PROVISIONS_B]
    if name == "pigs":
        return p.pigs
    if name == "cattle":
        return p.cattle
    if name in CELL:
        return p.count(CELL[name])
    return p.markers[data.SINGLE_MARKER[name]]


def play(st, *actions: str) -> BlackForestState:
    """Apply actions in order; each must be legal."""
    for action in actions:
        legal = st.legal_actions()
        assert action in legal, f"{action!r} not in {legal}"
        st.apply(action)
    return st


def options_like(st, prefix: str) -> list[str]:
    return [a for a in st.legal_actions() if a.startswith(prefix)]


def resources(st, seat: int) -> dict[str, int]:
    return {name: res(st, seat, name) for name in data.RESOURCES}


def grant(st, seat: int, *parts) -> BlackForestState:
    """Give a reward now (as a Tradesperson would), e.g. grant(st, 0, ("progress", 1))."""
    st._push_reward(seat, parts)
    st._advance()
    return st


def finish(st, seat: int = 0) -> BlackForestState:
    """Take the first option of every pending decision of `seat` until its turn window
    or end-of-action window comes back (the options then offer "end" or "beg")."""
    for _ in range(200):
        legal = st.legal_actions()
        if st.to_move() != seat or "end" in legal or "beg" in legal:
            return st
        st.apply(legal[0])
    raise AssertionError("no end in sight")


def cost_text(bid: str, players: int = 2) -> str:
    """Resource settings that pay exactly for Building `bid` (charcoal on Cooking)."""
    cost = dict(data.BUILDINGS[bid]["cost"])
    if cost.get("brick") == "X":
        cost["brick"] = {1: 1, 2: 2}.get(players, players - 1)
    words = []
    for name, n in cost.items():
        if name == "charcoal":
            words.append(f"charcoal=0+{n}")
        elif name in data.SINGLE_MARKER:
            words.append(f"{name}={n}")
    return " ".join(words)


def construct(st, bid: str, via: str = "visit Builder") -> BlackForestState:
    """Visit the Builder (or `via`) and choose Building `bid`; a choice with a single
    option resolves itself, so "build X" is only played when it is still asked."""
    play(st, via)
    if f"build {bid}" in st.legal_actions():
        st.apply(f"build {bid}")
    return st
