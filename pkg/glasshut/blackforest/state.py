"""The Black Forest state: setup, the decision loop, the log, views and the position.

`BlackForestState` is one game in progress. Its rules come in by module, each a mixin
over the same state (find a rule by the file name):

  turn.py          a turn: commodity swap, Begging, the action, Jobs, the end of a
                   turn and of the game, anytime actions
  travel.py        where a pawn may travel, moving it, pawn payments, the neutral pawn
  tradespeople.py  visits, the Traveling Merchant, whether a space or visit is possible
  costs.py         counting, affording and paying costs
  rewards.py       receiving rewards part by part, in an order the player may pick
  production.py    the two wheels and their dials, the Job + Resource reminder
  buildings.py     constructing Buildings, their effects, tiles, the Glass Hut,
                   livestock (gaining, releasing, rehousing)
  scoring.py       scores, ranks and tie-breaks
  player.py        one player's boards (markers, Domain, livestock housing)
  position.py      the position format: snapshot() <-> GAME.from_position()

Every choice is one action string. Compound choices live on `stack`, a list of small
task lists (the top is the last item): `_ask_<task>` either resolves its task on its
own (returns None) or names the seat to decide and the options; `_answer_<task>`
carries out the option chosen. A step with one option resolves itself.

Action forms (see docs/rules-decisions.md for the full list):
  neutral V3 | neutral V3.2       2-player setup / moving the neutral pawn
  swap Lumberjack                 spend 1 commodity: swap the Traveling Merchant
  move V3.2 | move Freiburg       move (solo: "move V3.2 white" places the white pawn)
  beg                             go Begging
  visit Herder porridge           visit an adjacent Tradesperson (option key if any)
  job Freiburg                    complete a Job
  end                             end the turn
  convert 22A:2 | remove field E0:0,2 | release pig      anytime actions
  pay charcoal 1+2 | pay provisions 0+2 | pay livestock 2+3 | pay wood | remove forest E0:0,0
  gain charcoal@cook | gain provisions 1+1 | gain livestock 2+2
  choose sand | take sand | place pond E1:0,2 | build 14A | place 14A E0:0,3
  accept | accept charcoal@glass | decline | skip
"""

from __future__ import annotations

from typing import Any

from ..core.game import IllegalAction, RulesError, State
from . import board, data, heuristic
from .buildings import BuildingRules
from .costs import CostRules
from .markers import (
    MARKER_CAPS,
    MARKER_INDEX,
    PROVISIONS_A,
)
from .player import Player
from .position import write_player, write_position
from .production import ProductionRules
from .rewards import RewardRules
from .scoring import ScoringRules
from .texts import job_named, tr
from .tradespeople import TradespeopleRules
from .travel import TravelRules
from .turn import UNSAID_JOB, TurnRules

# The most tasks one decision may resolve (a few dozen in play): a position whose
# tasks never come to a decision stops with RulesError, not a frozen page.
ADVANCE_BOUND = 10_000
# The free removals and releases (turn.py `_anytime`), as actions begin.
WASTE = ("remove field", "remove pond", "remove pasture", "release ")


class BlackForestState(
    TurnRules,
    TravelRules,
    TradespeopleRules,
    CostRules,
    RewardRules,
    ProductionRules,
    BuildingRules,
    ScoringRules,
    State,
):
    """A game of Black Forest. Create through `GAME.new_state` (see __init__.py)."""

    def __init__(self, seed: int, seats, options: dict) -> None:
        State.__init__(self, seed, tuple(seats), dict(options))
        self._log: list | None = None
        self._revealed: list[str] = []  # log phrases naming the Jobs revealed so far
        self._setup()
        self._advance()

    def _setup(self) -> None:
        rng = self.rng
        n = self.n_players = len(self.seats)
        self.solo = n == 1
        sides = ["A"] * 36
        if not self.options.get("first_game", False):
            order = list(range(36))
            rng.shuffle(order)
            for k in order[: data.N_SIDE_B]:
                sides[k] = "B"
        self.available_buildings = [f"{k + 1:02d}{sides[k]}" for k in range(36)]
        counts = data.large_counts(n)
        for level in (1, 2, 3):
            ids = list(data.LARGE_LEVELS[level])
            rng.shuffle(ids)
            self.available_buildings += ids[: counts[level]]
        self.villages: list[list[str]] = [[] for _ in range(data.N_VILLAGES)]
        self._deal_tradespeople()
        self.job_pile = list(data.JOBS)
        rng.shuffle(self.job_pile)
        self.village_jobs: list[str | None] = [None] * data.N_VILLAGES
        self.location_jobs: list[str | None] = [None] * len(data.LOCATIONS)
        start = self.options.get("start_player", -1)
        if start is None or start < 0:
            start = rng.randbelow(n) if n > 1 else 0
        self.start_player = start % n
        self.players = [Player() for _ in range(n)]
        # Fort: X brick = number of other players (2 players: 2, the neutral pawn counts).
        x = 1 if n == 1 else (2 if n == 2 else n - 1)
        self.building_costs = {}
        for building, b in data.BUILDINGS.items():
            cost = dict(b["cost"])
            if cost.get("brick") == "X":
                cost["brick"] = x
            self.building_costs[building] = cost
        for place, extras in data.EXTRA_START.get(n, {}).items():
            p = self.players[(self.start_player + place) % n]
            for name, amount in extras:
                if name == "provisions":
                    p.markers[PROVISIONS_A] += amount  # chosen: onto marker a (1 + 2 -> 2 + 2)
                elif name == "pig":
                    p.pigs += amount
                elif name == "cattle":
                    p.cattle += amount
                else:
                    m = MARKER_INDEX[name]
                    p.markers[m] = min(MARKER_CAPS[m], p.markers[m] + amount)
        self.neutral_pawn = board.OFF
        self.reminders_moved = 0  # players whose reminder has moved (2 players: the 2nd reveals 2)
        self.stack: list[list] = []
        self.over = False
        self.final_turns_left: int | None = None
        self.end_triggered_by: int | None = None
        self.last_seat = self.start_player
        self.turn_number = 0
        self.current = self.start_player
        self.swapped = False
        self.extra_turn = False
        self.year = 1
        self.solo_pawns = [board.OFF] * 5  # solo: positions of the 5 pawns this year
        self.solo_used = [False] * 5  # solo: pawns already placed (or set aside) this year
        self.solo_last_placed = board.OFF  # solo: where the previous pawn of this year was placed
        self.solo_moving = -1  # solo: pawn moving this turn
        self._deciding_seat: int | None = None
        # The options of the decision now; None: not listed yet (`_options`).
        self._legal: list[str] | None = []
        if n == 2:
            self._begin_turn(self.start_player)
            self.stack.append(["nss", 1 - self.start_player, -1])
            self.stack.append(["nsv", self.start_player])
        else:
            self._begin_turn(self.start_player)

    def _deal_tradespeople(self) -> None:
        by_back = {back: list(tps) for back, tps in data.BACKS.items()}
        for tps in by_back.values():
            self.rng.shuffle(tps)
        for v, backs in enumerate(data.VILLAGE_BACKS):
            self.villages[v] = [by_back[back].pop() for back in backs]

    def to_move(self) -> int | None:
        return self._deciding_seat

    def legal_actions(self) -> list[str]:
        return list(self._options())

    def _options(self) -> list[str]:
        """The options of the decision now, listed here if `_advance` left them unlisted."""
        legal = self._legal
        if legal is None:
            task = self.stack[-1]
            legal = self._ASK[task[0]](self, task)[1]
            if len(legal) < 2:  # its _open_ method promised two at least: a rules bug
                raise RulesError(f"{task[0]!r} listed {legal} after it was judged open")
            self._legal = legal
        return legal

    def apply(self, action: str) -> None:
        if self._deciding_seat is None:
            raise IllegalAction(f"The game is over; {action!r} cannot be played.")
        if action not in self._options():
            raise IllegalAction(f"{action!r} is not a legal action now.")
        self._apply(action)

    def _apply(self, action: str) -> None:
        task = self.stack[-1]
        self.turn_steps += 1  # (a turn this action ends starts the count again)
        self._ANSWER[task[0]](self, task, action)
        self._advance()

    def turn_id(self) -> Any:
        return self.turn_number

    def clone(self) -> BlackForestState:
        c = BlackForestState.__new__(BlackForestState)
        c.__dict__ = self.__dict__.copy()  # (faster than updating the new one's)
        c.rng = self.rng.copy()
        c.players = [p.clone() for p in self.players]
        c.available_buildings = self.available_buildings[:]
        c.villages = [ring[:] for ring in self.villages]
        c.job_pile = self.job_pile[:]
        c.village_jobs = self.village_jobs[:]
        c.location_jobs = self.location_jobs[:]
        c.solo_pawns = self.solo_pawns[:]
        c.solo_used = self.solo_used[:]
        c.stack = [_copy_task(task) for task in self.stack]
        # _legal is shared: every list of options is a new one, never changed in place.
        c._log = None
        c._revealed = []
        return c

    def determinize(self, seat, rng) -> BlackForestState:
        """A clone for search bots: future draws and the Job pile order redrawn."""
        other = super().determinize(seat, rng)
        rng.shuffle(other.job_pile)
        return other

    def _advance(self) -> None:
        """Resolve tasks until one asks a seat to choose among several options."""
        stack, ask, answer, is_open = self.stack, self._ASK, self._ANSWER, self._OPEN
        for _ in range(ADVANCE_BOUND):
            if self.over or not stack:
                self.over = True
                self._deciding_seat, self._legal = None, []
                return
            task = stack[-1]
            opened = is_open.get(task[0])
            if opened is not None and opened(self, task):
                # Sure to be a decision of task[1]'s: its options wait until someone
                # asks for them (`_options`). Bots' look-aheads mostly value the
                # position a step leaves without reading them (three times in four).
                self._deciding_seat, self._legal = task[1], None
                return
            asked = ask[task[0]](self, task)
            if asked is None:
                continue
            seat, options = asked
            if len(options) == 1:
                answer[task[0]](self, task, options[0])
                continue
            self._deciding_seat, self._legal = seat, options
            return
        raise RulesError(f"The rules resolved {ADVANCE_BOUND} steps without a decision.")

    def _say(self, i: int, key: str, **fields) -> None:
        """Log what seat `i` (-1: the game) did: a keyed text, worded only when a
        preview or the log is listening (bots' look-aheads never are)."""
        if self._log is not None:
            self._log.append((i, tr(key, **fields)))

    def describe(self, action: str) -> str:
        seat = self._deciding_seat
        if seat is None or action not in self._options():
            return super().describe(action)
        trial = self.clone()  # play it out: the preview says what happens (hidden cards aside)
        trial._log = []
        trial._apply(action)
        events = trial._log or [(seat, action)]
        parts: list[str] = []
        who, phrases = None, []
        for i, text in events:
            if i != who and phrases:
                parts.append(self._sentence(who, phrases))
                phrases = []
            who = i
            phrases.append(text)
        parts.append(self._sentence(who, phrases))
        return "; ".join(parts) + "."

    def describe_played(self, action: str, preview: str) -> str:
        """The preview with the Jobs the action drew named, now that they are face up."""
        unsaid = tr(UNSAID_JOB)
        hidden = preview.count(unsaid)
        if not hidden:
            return preview
        for text in self._revealed[-hidden:]:
            preview = preview.replace(unsaid, text, 1)
        return preview

    def hidden_names(self, viewer: int | None) -> frozenset[str]:
        """The Jobs still in the face-down pile, as texts name them (for everyone)."""
        return frozenset(job_named(job) for job in self.job_pile)

    def _sentence(self, i, phrases: list[str]) -> str:
        name = self.seats[i].name if i is not None and i >= 0 else tr("log.the_game")
        if len(phrases) == 1:
            return f"{name} {phrases[0]}"
        return f"{name} {phrases[0]}: {', '.join(phrases[1:])}"

    def evaluate(self, seat: int) -> float:
        """For the bots (see heuristic.py): the seat's outlook in points."""
        return heuristic.evaluate(self, seat)

    # How Strong's search values a step and picks its move (bots/search.py), as
    # measured: see heuristic.SEARCH_BACKUP.
    search_backup = heuristic.SEARCH_BACKUP
    search_pick = heuristic.SEARCH_PICK
    search_widen = heuristic.SEARCH_WIDEN

    def wasteful(self, action: str) -> bool:
        """For the bots (bots/thinker.spare_waste): in the last round, once the end is
        triggered, clearing a Field, Pond or Pasture or releasing livestock gives
        something up and brings no point by itself: what the bots' values make of it
        is noise, and they tore their Domain down on their last turn (three Fields, a
        Pond and the cattle), which looks broken."""
        return self.final_turns_left is not None and action.startswith(WASTE)

    waste_margin = heuristic.WASTE_MARGIN

    def random_choice(self, legal: list[str], rng) -> str:
        """For the Random bot: an action that brings the deciding seat's next Cooking
        set nearer (turns the wheel, or brings one of its three goods that was
        missing), or else a move from which a visit does so, if there is one;
        otherwise uniform among the turn's choices, and only one draw in
        data.RANDOM_ANYTIME_ONE_IN among all legal actions, anytime ones included.
        Conversions, removals and releases are open at nearly every decision, so a
        uniform pick among all of them rarely moved on and a game never ended; and
        the Cooking wheel, the game's clock, stalled for want of one of its three
        goods while a uniform pick passed by the places that supplied it."""
        seat = self._deciding_seat
        anytime = set(self._anytime(seat))
        turn = [a for a in legal if a not in anytime]
        if len(turn) > 1:
            now = heuristic.cooking_progress(self, seat)
            nearer = [a for a in turn if self._brings_cooking(a, seat, now, 0)]
            if not nearer:
                moves = [a for a in turn if a.startswith("move ")]
                nearer = [a for a in moves if self._brings_cooking(a, seat, now, 2)]
            if nearer:
                return nearer[rng.randbelow(len(nearer))]
        if not turn or rng.randbelow(data.RANDOM_ANYTIME_ONE_IN) == 0:
            return legal[rng.randbelow(len(legal))]
        return turn[rng.randbelow(len(turn))]

    def _brings_cooking(self, action: str, seat: int, now: tuple, depth: int) -> bool:
        """Whether `action`, or it and up to `depth` more of `seat`'s decisions in this
        turn, bring its next Cooking set nearer than `now` (heuristic.cooking_progress)."""
        turn = self.turn_id()
        after = self.clone()
        after.apply(action)
        if heuristic.cooking_progress(after, seat) > now:
            return True
        if depth == 0 or after.is_over() or after.to_move() != seat or after.turn_id() != turn:
            return False
        anytime = set(after._anytime(seat))
        return any(after._brings_cooking(a, seat, now, depth - 1)
                   for a in after.legal_actions() if a not in anytime)

    def aim(self, seat: int) -> str | None:
        """The Building or Job `seat` looks closest to, by name, for the table's line
        on a bot's turn (heuristic.aim); None if none is near."""
        return heuristic.aim(self, seat)

    def _player_data(self, i: int) -> dict:
        return {"seat": i, "name": self.seats[i].name, **write_player(self.players[i])}

    def _board_data(self) -> dict:
        return {
            "villages": [list(ring) for ring in self.villages],
            "village_jobs": list(self.village_jobs),
            "location_jobs": {data.LOCATIONS[k]: j for k, j in enumerate(self.location_jobs) if j},
            "neutral": board.pos_text(self.neutral_pawn),
            "available_buildings": list(self.available_buildings),
            "solo_pawns": [board.pos_text(s) for s in self.solo_pawns] if self.solo else [],
            "solo_used": list(self.solo_used) if self.solo else [],
        }

    def view(self, seat: int | None) -> dict[str, Any]:
        out = {
            "game": "blackforest",
            "players": [self._player_data(i) for i in range(self.n_players)],
            "board": self._board_data(),
            "job_pile": len(self.job_pile),  # the order stays hidden from everyone
            "current": self.current,
            "start_player": self.start_player,
            "year": self.year if self.solo else None,
            # Solo ends after its years, not at the hourglass: what is left to play.
            "solo": self.solo_clock() if self.solo else None,
            "end_triggered_by": self.end_triggered_by,
            "to_move": self._deciding_seat,
            "over": self.over,
        }
        if seat is not None and seat == self._deciding_seat:
            out["actions"] = list(self._options())
        return out

    def solo_clock(self) -> dict[str, int]:
        """Solo: the year, the number of years, and the pawns still to place this year."""
        return {
            "year": self.year,
            "years": data.SOLO_YEARS,
            "pawns_left": self.solo_used.count(False),
        }

    def snapshot(self) -> Any:
        """The position (docs/position-format.md); `GAME.from_position` reads it back."""
        return write_position(self)


def _copy_task(task: list) -> list:
    """Tasks hold lists (copied) and immutable tuples and dicts from data (shared)."""
    return [_copy_val(x) if type(x) is list else x for x in task]


def _copy_val(x):
    if type(x) is list:
        return [_copy_val(y) for y in x]
    return x


def _handlers(prefix: str) -> dict:
    """Task name -> function, from the `_ask_<task>` or `_answer_<task>` methods of every
    rules module (plain functions looked up once: the decision loop calls them often)."""
    table = {}
    for klass in reversed(BlackForestState.__mro__):
        for name, fn in vars(klass).items():
            if name.startswith(prefix):
                table[name[len(prefix) :]] = fn
    return table


BlackForestState._ASK = _handlers("_ask_")
BlackForestState._ANSWER = _handlers("_answer_")
BlackForestState._OPEN = _handlers("_open_")
