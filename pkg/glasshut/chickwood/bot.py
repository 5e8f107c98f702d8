"""Chickwood Forest's Strong bot: each choice tried in sampled deals, the round played out.

A turn here is one card or one raid, so the generic search of the seat's own turn
(bots/search.py) is little more than greedy: what makes a play good is what the
others play after it and where everyone raids. Each iteration therefore deals the
cards the seat has not seen again (`determinize`: other hands, face-down cards, the
deck), takes one of the seat's legal actions (UCB over the iterations so far) and
plays the rest of the round out with a quick policy for every seat:

- scouting: each card goes where it does its player most good, judged by where every
  raider would raid (raiders in order, each taking the castle that looks best by
  what *they* can see: a face-down card they have not seen counts as an average
  card), the gains valued as they really are in the sampled deal;
- raiding: the castle that looks best to the raider, the same way;
- the alms snake and the rare steps: a random legal choice.

When the round is over (or the game), the position is valued by the game's
evaluation (heuristic.py) for the seat. The most visited action is played.

Bluffing: where the seat's next card goes face down, the choice is drawn (seeded)
among the plays whose value is within BLUFF_MARGIN of the best, so a face-down card
cannot be read off the castle it lies at.
"""

from __future__ import annotations

import math

from ..bots.flat import FlatSearch
from ..core.rng import Rng
from . import castles, data, heuristic, scoring
from .state import ChickwoodState

VISITS_PER_OPTION = 16  # a decision stops at this many root visits per legal action
MIN_VISITS = 24
EXPLORE = 0.7
BLUFF_MARGIN = 0.75  # chosen (bots): face-down plays this close to the best are equal
MAX_ROLLOUT = 60  # decisions a playout takes at most (a round takes about 20)

_LOOT_MEMO: dict[tuple, int] = {}


def loot_points(collection: dict[str, int]) -> int:
    """scoring.loot_points, remembered: playouts ask for the same few collections."""
    key = tuple(sorted(collection.items()))
    points = _LOOT_MEMO.get(key)
    if points is None:
        if len(_LOOT_MEMO) > 50_000:
            _LOOT_MEMO.clear()
        points = _LOOT_MEMO[key] = scoring.loot_points(collection)
    return points


def castle_gains(world: ChickwoodState, value: int, base: list[int]) -> list[tuple[float, float]]:
    """For each seat: (what taking castle `value` looks worth to the seat by what it can
    see, what it is really worth in this deal)."""
    out = []
    cards = world.at_castle[value]
    for seat in range(world.players):
        loot = world.loot[seat]
        seen = dict(loot)
        real = dict(loot)
        seen_gift = real_gift = unseen = 0
        for played in cards:
            row = data.KINDS[played.kind]
            visible = played.visible_to(seat)
            if not visible:
                unseen += 1
            if row.family == "benefactor":
                real_gift += row.value
                if visible:
                    seen_gift += row.value
            else:
                real[played.kind] = real.get(played.kind, 0) + 1
                if visible:
                    seen[played.kind] = seen.get(played.kind, 0) + 1
        store = world.alms[seat]
        alms = heuristic.ALMS_GLORY
        real_gain = loot_points(real) - base[seat] + value + min(real_gift, store) * alms
        if unseen:
            seen_gain = (
                loot_points(seen) - base[seat] + value + min(seen_gift, store) * alms
                + unseen * heuristic.UNSEEN_CARD
            )
        else:
            seen_gain = real_gain
        out.append((seen_gain, real_gain))
    return out


def raid_outcome(
    world: ChickwoodState, gains: dict[int, list[tuple[float, float]]], first: int
) -> list[float]:
    """What each seat gains from the raids from turn `first` on: each raider takes the
    open castle that looks best to them (ties: the lower castle)."""
    out = [0.0] * world.players
    open_castles = [v for v in gains if not world.raided[v]]
    for k in range(first, world.players):
        if not open_castles:
            break
        seat = world.order[k]
        pick = max(open_castles, key=lambda v: (gains[v][seat][0], -v))
        out[seat] += gains[pick][seat][1]
        open_castles.remove(pick)
    return out


def _margin(totals: list[float], seat: int) -> float:
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def scout_choice(world: ChickwoodState) -> str:
    """The quick policy's card: the play that leaves its player best placed once
    everyone raids, as in raid_outcome."""
    from .state import Played

    seat = world.order[world.turn]
    base = [loot_points(world.loot[s]) for s in range(world.players)]
    values = world.castle_values()
    gains = {v: castle_gains(world, v, base) for v in values}
    up = castles.face_up_next(world, seat)
    best, best_value = "", -math.inf
    for kind in dict.fromkeys(world.hands[seat]):
        for v in castles.castles_with_room(world):
            cards = world.at_castle[v]
            cards.append(Played(kind, seat, up, 1 << seat))
            saved = gains[v]
            gains[v] = castle_gains(world, v, base)
            result = _margin(raid_outcome(world, gains, 0), seat)
            gains[v] = saved
            cards.pop()
            if result > best_value:
                best, best_value = f"play:{kind}@{v}", result
    return best


def raid_choice(world: ChickwoodState) -> str:
    seat = world.order[world.turn]
    base = [loot_points(world.loot[s]) for s in range(world.players)]
    options = castles.raid_options(world)
    pick = max(options, key=lambda v: (castle_gains(world, v, base)[seat][0], -v))
    return f"raid:{pick}"


class ChickwoodSearch(FlatSearch):
    explore = EXPLORE

    def __init__(
        self,
        state: ChickwoodState,
        seat: int | None = None,
        budget_s: float = 1.5,
        iterations: int | None = None,
        seed: int = 0,
        per_option: int = VISITS_PER_OPTION,
    ) -> None:
        super().__init__(state, seat, None, budget_s, iterations, seed, per_option, MIN_VISITS)
        self._choice: str | None = None

    def _iterate(self) -> None:
        rng, seat = self.rng, self.seat
        k = self._pick_root()
        world = self.state.determinize(seat, rng)
        world._apply(self.legal[k])
        self._rollout(world, rng)
        self.tried.add(k, heuristic.evaluate(world, seat))

    def _rollout(self, world: ChickwoodState, rng: Rng) -> None:
        round_no = world.round
        for _ in range(MAX_ROLLOUT):
            if world.phase == "over" or world.round != round_no:
                return
            if world.phase == "scout":
                action = scout_choice(world)
            elif world.phase == "raid":
                action = raid_choice(world)
            else:
                legal = world.legal_actions()
                action = legal[rng.randbelow(len(legal))]
            world._apply(action)

    # -- answering --------------------------------------------------------------------
    def stats(self) -> dict[str, tuple[int, float]]:
        """Visits and mean value (for the searching seat) of each root action."""
        return self.tried.means(self.legal)

    def best(self) -> str:
        if self._choice is None or not self.done:
            self._choice = self._pick()
        return self._choice

    def _pick(self) -> str:
        stats = self.stats()
        if not stats:
            return self.legal[0]
        choice = max(stats, key=lambda a: (stats[a][0], stats[a][1]))
        state = self.state
        if state.phase == "scout" and not castles.face_up_next(state, self.seat):
            # A face-down card: any play about as good as the chosen one will do.
            top = stats[choice][1]
            close = sorted(
                a
                for a, (visits, value) in stats.items()
                if value >= top - BLUFF_MARGIN and visits * 4 >= stats[choice][0]
            )
            if len(close) > 1:
                choice = close[Rng(self.rng.state ^ 0xB1FF).randbelow(len(close))]
        return choice
