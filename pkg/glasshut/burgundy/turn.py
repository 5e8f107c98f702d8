"""The turn's steps and the pending-decision stack.

Every decision is one frame on `state.stack` (a JSON list, kind first); the frame on
top asks. A compound choice is several frames: taking a tile into full storage
pushes a "discard" frame, adding a castle pushes an "extra" frame, and so on.

Actions (text forms; dice are "a" and "b", "x" is the free action of a castle or
city hall, which needs no die):
  a+  a-  a+2  a-2        spend a worker: die a one (or with knowledge 8, two) up/down
  a:take 3 bank           die a takes the bank from depot 3 into storage
  a:place bank C3         die a adds the stored bank to space C3
  a:sell 4                die a sells every goods tile of kind 4
  a:workers               die a takes workers
  buy black mine          pay 2 silverlings for a black-depot tile (knowledge 6: a depot)
  end                     end the turn (asked only while a purchase is still possible)
  discard cow2            full storage: this stored tile leaves the game
  goods 3  goods 2+3      a ship empties a goods space (knowledge 5: two neighbours)
  keep 4                  a ship brought more new kinds than storage takes: keep kind 4
  sell 4 / pass           a warehouse sells a kind, or not
  gain 3 bank / pass      a carpenter's workshop, church or market takes a tile
  estate 5  castle C2     setup with varied estates: the board, then the castle space
  roll                    the start player rolls for a round after the first (a new
                          phase's tiles and goods are laid out first): a step of its
                          own, so the turn that ended the round drew nothing
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D
from . import estate, goods, tiles

if TYPE_CHECKING:
    from .state import BurgundyState

DICE = "ab"
BUY_PREFIX = "buy "


def next_value(value: int, step: int) -> int:
    """A die turned by `step` pips, 6 and 1 touching."""
    return (value - 1 + step) % 6 + 1


def parse_space(name: str) -> int:
    return D.SPACE_INDEX[name]


# -- legal actions -----------------------------------------------------------------------
def legal_actions(st: BurgundyState) -> list[str]:
    frame = st.stack[-1]
    return _LEGAL[frame[0]](st, frame)


def _turn(st: BurgundyState, frame: list) -> list[str]:
    seat = st.current
    values = st.dice[seat]
    out: list[str] = []
    for i, label in enumerate(DICE):
        if st.dice_used[i]:
            continue
        if i == 1 and not st.dice_used[0] and values[0] == values[1]:
            continue  # two equal dice: die a stands for both
        if st.workers[seat]:
            out += [f"{label}+", f"{label}-"]
            if st.has_knowledge(seat, 8):
                out += [f"{label}+2", f"{label}-2"]
        out += die_actions(st, seat, label, values[i])
    out += purchases(st, seat)
    if all(st.dice_used):
        out.append("end")
    return out


def die_actions(st: BurgundyState, seat: int, label: str, value: int | None) -> list[str]:
    """What a die of `value` does (None: any number, for a castle's extra action)."""
    out = []
    if value is None:
        depots = D.DEPOTS
    else:
        depots = estate.die_numbers(value, st.has_knowledge(seat, 12))
    for d in sorted(depots):
        for tile in sorted(set(st.depots[d])):
            out.append(f"{label}:take {d} {tile}")
    numbers = None if value is None else (value,)
    for tile, space in estate.placements(st, seat, numbers):
        out.append(f"{label}:place {tile} {D.SPACE_NAMES[space]}")
    for kind in goods.held_kinds(st, seat):
        if value is None or kind == value:
            out.append(f"{label}:sell {kind}")
    out.append(f"{label}:workers")
    return out


def purchases(st: BurgundyState, seat: int) -> list[str]:
    if st.bought or st.silverlings[seat] < D.BLACK_DEPOT_PRICE:
        return []
    out = [f"buy black {tile}" for tile in sorted(set(st.depots[D.BLACK_DEPOT]))]
    if st.has_knowledge(seat, 6):
        for d in D.DEPOTS:
            out += [f"buy {d} {tile}" for tile in sorted(set(st.depots[d]))]
    return out


def _discard(st: BurgundyState, frame: list) -> list[str]:
    return [f"discard {tile}" for tile in sorted(set(st.storage[st.current]))]


def _ship(st: BurgundyState, frame: list) -> list[str]:
    return goods.ship_choices(st, st.current)


def _keep(st: BurgundyState, frame: list) -> list[str]:
    return [f"keep {kind}" for kind in goods.new_kinds(st, st.current, frame[1])]


def _extra(st: BurgundyState, frame: list) -> list[str]:
    return die_actions(st, st.current, "x", None)


def _cityhall(st: BurgundyState, frame: list) -> list[str]:
    places = estate.placements(st, st.current, None)
    return [f"x:place {tile} {D.SPACE_NAMES[space]}" for tile, space in places] + ["pass"]


def _warehouse(st: BurgundyState, frame: list) -> list[str]:
    return [f"sell {kind}" for kind in goods.held_kinds(st, st.current)] + ["pass"]


def _gain(st: BurgundyState, frame: list) -> list[str]:
    return [f"gain {d} {tile}" for d, tile in tiles.gain_choices(st, frame[1])] + ["pass"]


def _estate(st: BurgundyState, frame: list) -> list[str]:
    return [f"estate {board}" for board in st.dealt[frame[1]]]


def _castle_space(st: BurgundyState, frame: list) -> list[str]:
    seat = frame[1]
    board = st.chosen_board(seat)
    colours = D.board_colours(board)
    return [f"castle {D.SPACE_NAMES[s]}" for s in range(D.N_SPACES) if colours[s] == D.CASTLE]


def _roll(st: BurgundyState, frame: list) -> list[str]:
    return ["roll"]


_LEGAL = {
    "turn": _turn,
    "roll": _roll,
    "discard": _discard,
    "ship": _ship,
    "keep": _keep,
    "extra": _extra,
    "cityhall": _cityhall,
    "warehouse": _warehouse,
    "gain": _gain,
    "estate": _estate,
    "castle": _castle_space,
}


FRAME_KINDS = frozenset(_LEGAL)


def frame_seat(st: BurgundyState) -> int:
    frame = st.stack[-1]
    if frame[0] in ("estate", "castle"):
        return frame[1]
    return st.current


# -- applying -------------------------------------------------------------------------------
def apply(st: BurgundyState, action: str) -> None:
    frame = st.stack[-1]
    seat = frame_seat(st)
    kind = frame[0]
    if kind == "turn":
        _apply_turn(st, seat, action)
        return
    if kind == "roll":
        st.roll()
        return
    st.stack.pop()
    rest = action.partition(" ")[2]
    if kind == "discard":
        tile = rest
        st.storage[seat].remove(tile)
        st.box.append(tile)
        st.box.sort()
        st.say("discard", tile=tile)
        st.storage[seat].append(frame[1])
    elif kind == "ship":
        depots = [int(d) for d in rest.split("+")]
        if len(depots) == 1:
            st.say("ship_one", a=depots[0])
        else:
            st.say("ship_two", a=depots[0], b=depots[1])
        held = sum(st.goods[seat])
        if goods.load_ship(st, seat, depots):
            st.stack.append(["keep", depots])
        elif sum(st.goods[seat]) == held:
            st.say("no_room")
    elif kind == "keep":
        depots = frame[1]
        goods.load(st, seat, depots, int(rest))
        if goods.load_ship(st, seat, depots):
            st.stack.append(["keep", depots])
    elif kind in ("extra", "cityhall"):
        if action != "pass":
            _die_action(st, seat, action.partition(":")[2])
    elif kind == "warehouse":
        if action != "pass":
            goods.sell(st, seat, int(rest))
    elif kind == "gain":
        if action != "pass":
            depot, tile = rest.split(" ")
            st.depots[int(depot)].remove(tile)
            st.say("take", the=tile, depot=int(depot))
            store(st, seat, tile)
    elif kind == "estate":
        st.choose_estate(seat, int(rest))
    elif kind == "castle":
        st.choose_castle(seat, parse_space(rest))
    else:  # pragma: no cover - legal_actions() never offers one
        raise ValueError(action)


def _apply_turn(st: BurgundyState, seat: int, action: str) -> None:
    if action == "end":
        st.end_turn()
        return
    if action.startswith(BUY_PREFIX):
        depot, tile = action[len(BUY_PREFIX):].split(" ")
        d = D.BLACK_DEPOT if depot == "black" else int(depot)
        st.depots[d].remove(tile)
        st.silverlings[seat] -= D.BLACK_DEPOT_PRICE
        st.bought = True
        if d == D.BLACK_DEPOT:
            st.say("buy_black", the=tile)
        else:
            st.say("buy", the=tile, depot=d)
        store(st, seat, tile)
        return
    label, i = action[0], DICE.index(action[0])
    if action[1] in "+-":
        step = int(action[1:]) if len(action) > 2 else (1 if action[1] == "+" else -1)
        old = st.dice[seat][i]
        st.dice[seat][i] = next_value(old, step)
        st.workers[seat] -= 1
        st.say("turn_die", label=label, old=old, new=st.dice[seat][i])
        return
    st.dice_used[i] = True
    _die_action(st, seat, action[2:])


def _die_action(st: BurgundyState, seat: int, what: str) -> None:
    verb, _, rest = what.partition(" ")
    if verb == "take":
        depot, tile = rest.split(" ")
        st.depots[int(depot)].remove(tile)
        st.say("take", the=tile, depot=int(depot))
        store(st, seat, tile)
    elif verb == "place":
        tile, space = rest.split(" ")
        tiles.add_tile(st, seat, tile, parse_space(space))
    elif verb == "sell":
        goods.sell(st, seat, int(rest))
    elif verb == "workers":
        goods.take_workers(st, seat)
    else:  # pragma: no cover
        raise ValueError(what)


def store(st: BurgundyState, seat: int, tile: str) -> None:
    """Into storage; full storage first asks which stored tile to discard."""
    if len(st.storage[seat]) < D.STORAGE_SPACES:
        st.storage[seat].append(tile)
    else:
        st.stack.append(["discard", tile])
