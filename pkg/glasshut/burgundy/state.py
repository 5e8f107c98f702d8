"""The State of a game of The Castles of Burgundy: fields, setup, phases and rounds,
and the position format (`snapshot()` out, `from_snapshot()` in).

Face-down things (the tile supplies, the goods not yet laid out, future dice) are
drawn from the state's RNG only when they are laid out, so the state never holds a
secret order: re-seeding the RNG (`determinize`) re-deals everything still hidden.
The one secret that the state does hold is an estate chosen in secret at setup.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields
from typing import Any

from ..core.game import RulesError, Score, State
from ..core.rng import Rng
from . import data as D
from . import scoring, texts, turn
from .data import POINT_SOURCES

SNAPSHOT_VERSION = 1


@dataclass
class BurgundyState(State):
    players: int = 0
    stage: str = "setup"  # "setup" (estates being chosen), "play" or "over"
    start_player: int = 0  # the first start player (workers and tie-breaks)
    phase: int = 0  # 0..4 = A..E
    round: int = 1  # 1..5 within the phase
    boards: list[int] = field(default_factory=list)  # estate board per seat (0: not chosen)
    dealt: list[list[int]] = field(default_factory=list)  # varied estates: boards to pick from
    secret: list[list[int]] = field(default_factory=list)  # secret picks: [board, space] or []
    estates: list[list[str]] = field(default_factory=list)  # 37 tile codes per seat, "" empty
    storage: list[list[str]] = field(default_factory=list)  # up to 3 tiles per seat
    goods: list[list[int]] = field(default_factory=list)  # unsold goods per kind 1..6
    sold: list[list[int]] = field(default_factory=list)  # sold goods per kind 1..6
    silverlings: list[int] = field(default_factory=list)
    workers: list[int] = field(default_factory=list)
    points: list[list[int]] = field(default_factory=list)  # per POINT_SOURCES
    bonus_claims: dict[str, list[int]] = field(default_factory=dict)  # colour -> seats
    track: list[list[int]] = field(default_factory=list)  # turn order: [space, stamp]
    track_stamp: int = 0  # the highest stamp: the piece on top of its tower
    round_order: list[int] = field(default_factory=list)
    turn_index: int = 0  # index in round_order of the seat whose turn it is
    current: int = 0  # that seat
    dice: list[list[int]] = field(default_factory=list)  # each seat's two dice
    dice_used: list[bool] = field(default_factory=list)  # the current turn's dice a, b
    bought: bool = False  # a purchase was made this turn
    white_die: int = 0
    depots: list[list[str]] = field(default_factory=list)  # 0 = black depot, 1-6
    depot_goods: list[list[int]] = field(default_factory=list)  # goods spaces (0 unused)
    round_goods: list[int] = field(default_factory=list)  # this phase's goods still to come
    supply: dict[str, list[str]] = field(default_factory=dict)  # normal backs, by colour
    black_supply: list[str] = field(default_factory=list)
    goods_pool: list[int] = field(default_factory=list)  # goods never laid out yet
    box: list[str] = field(default_factory=list)  # six-sided tiles out of the game, sorted
    stack: list[list] = field(default_factory=list)  # pending decisions, top last

    # -- setup -----------------------------------------------------------------------------
    def __post_init__(self) -> None:
        super().__post_init__()
        n = self.players = len(self.seats)
        rng = self.rng
        start = self.options["start_player"]
        self.start_player = rng.randbelow(n) if start < 0 else start
        order = [(self.start_player + i) % n for i in range(n)]
        position = {seat: k for k, seat in enumerate(order)}
        # One tower on the first space; the start player's piece on top.
        self.track = [[0, n - position[s]] for s in range(n)]
        self.track_stamp = n
        self.round_order = order
        self.workers = [D.start_workers(position[s]) for s in range(n)]
        self.silverlings = [D.START_SILVERLINGS] * n
        self.points = [[0] * len(POINT_SOURCES) for _ in range(n)]
        self.sold = [[0] * 6 for _ in range(n)]
        self.goods = [[0] * 6 for _ in range(n)]
        self.goods_pool = [k for k in D.GOODS_KINDS for _ in range(D.GOODS_PER_KIND)]
        for seat in order:
            for _ in range(D.START_GOODS):
                self.goods[seat][self._draw(self.goods_pool) - 1] += 1
        self.supply = {c: list(tiles) for c, tiles in D.NORMAL_SUPPLY.items()}
        self.black_supply = list(D.BLACK_SUPPLY)
        self.bonus_claims = {c: [] for c in D.COLOURS}
        self.estates = [[""] * D.N_SPACES for _ in range(n)]
        self.storage = [[] for _ in range(n)]
        self.dice = [[0, 0] for _ in range(n)]
        self.dice_used = [False, False]
        self.depots = [[] for _ in range(7)]
        self.depot_goods = [[] for _ in range(7)]
        self.secret = [[] for _ in range(n)]
        self.boards = [0] * n
        self._derive()
        if not self.options["varied_estates"]:
            self.dealt = [[] for _ in range(n)]
            centre = D.SPACE_INDEX[D.START_CASTLE_SPACE]
            for seat in range(n):
                self._set_board(seat, D.STANDARD_BOARD)
                self.estates[seat][centre] = "castle"
            self._begin_play()
            return
        boards = list(D.VARIED_BOARDS)
        rng.shuffle(boards)
        k = D.BOARDS_DEALT
        pairs = [sorted(boards[k * p: k * p + k]) for p in range(n)]
        self.dealt = [pairs[position[s]] for s in range(n)]
        # Asked in turn order, the first player's question on top of the stack.
        self.stack = [["estate", seat] for seat in reversed(order)]

    def _derive(self) -> None:
        """Fields that follow from the others (not part of the position format)."""
        self._events: list[str] | None = None
        self._legal: list[str] | None = None
        self.colours = [D.board_colours(b) if b else "" for b in self.boards]
        self.regions = [D.board_regions(b) if b else () for b in self.boards]
        self.knowledge = [0] * self.players
        for seat, estate in enumerate(self.estates):
            for tile in estate:
                if tile and D.tile_colour(tile) == D.KNOWLEDGE:
                    self.knowledge[seat] |= 1 << D.knowledge_number(tile)

    def _draw(self, pool: list) -> Any:
        return pool.pop(self.rng.randbelow(len(pool)))

    def secret_setup(self) -> bool:
        return bool(self.options["varied_estates"] and self.options["secret_estates"])

    def chosen_board(self, seat: int) -> int:
        if self.secret_setup():
            return self.secret[seat][0]
        return self.boards[seat]

    def choose_estate(self, seat: int, board: int) -> None:
        """Varied estates: the board; the start castle's space is asked next."""
        if self.secret_setup():
            self.secret[seat] = [board]
            self.say("estate_secret")
        else:
            self._set_board(seat, board)
            self.say("estate", board=board)
        self.stack.append(["castle", seat])

    def _set_board(self, seat: int, board: int) -> None:
        self.boards[seat] = board
        self.colours[seat] = D.board_colours(board)
        self.regions[seat] = D.board_regions(board)

    def choose_castle(self, seat: int, space: int) -> None:
        """Varied estates: the start castle's space. It scores nothing (no region or
        bonus is claimed at setup). After the last choice the game begins."""
        if self.secret_setup():
            self.secret[seat].append(space)
            self.say("castle_secret")
            if all(len(pick) == 2 for pick in self.secret):
                self.reveals += 1  # every secret estate is shown now
                for other, (board, castle) in enumerate(self.secret):
                    self._set_board(other, board)
                    self.estates[other][castle] = "castle"
        else:
            self.estates[seat][space] = "castle"
            self.say("castle", space=D.SPACE_NAMES[space])
        if not self.stack:
            self._begin_play()

    def _begin_play(self) -> None:
        """The first round is rolled as part of the setting up (nothing before it could
        be taken back); every later round waits for its start player's roll."""
        self.stage = "play"
        self.phase = 0
        self._setup_phase()
        self._start_round()

    # -- phases and rounds -----------------------------------------------------------------
    def _setup_phase(self) -> None:
        """Clear the depots, lay out new tiles for the player count, the black depot and
        the phase's five goods. Goods left on the goods spaces stay."""
        self._clear_depots()
        self._lay_out_phase()
        self.round = 1

    def _clear_depots(self) -> None:
        """A phase's end: the tiles left on the depots leave the game."""
        for depot in self.depots:
            self.box += depot
        self.box.sort()
        self.depots = [[] for _ in range(7)]

    def _lay_out_phase(self) -> None:
        """A phase's new tiles and goods, drawn from what nobody has seen."""
        n = self.players
        for d in D.DEPOTS:
            for colour, fewest in D.DEPOT_SPACES[d]:
                if n < fewest:
                    continue
                if n == 3 and d == 6 and colour == D.CASTLE:
                    if self.phase in D.THREE_PLAYER_MINE_PHASES:
                        colour = D.MINE
                if self.supply[colour]:
                    self.depots[d].append(self._draw(self.supply[colour]))
        for _ in range(min(D.BLACK_DEPOT_TILES[n], len(self.black_supply))):
            self.depots[D.BLACK_DEPOT].append(self._draw(self.black_supply))
        for depot in self.depots:
            depot.sort()
        self.round_goods = [self._draw(self.goods_pool) for _ in range(D.GOODS_PER_PHASE)]

    def turn_order(self) -> list[int]:
        """Rightmost space first; in a tower, the top piece first."""
        return sorted(range(self.players), key=lambda s: (-self.track[s][0], -self.track[s][1]))

    def _start_round(self) -> None:
        """Everyone rolls; the start player's white die puts the round's goods on a depot."""
        self.round_order = self.turn_order()
        self._roll_dice()

    def _roll_dice(self) -> None:
        for seat in self.round_order:
            self.dice[seat] = [1 + self.rng.randbelow(6), 1 + self.rng.randbelow(6)]
        self.white_die = 1 + self.rng.randbelow(6)
        self.depot_goods[self.white_die].append(self.round_goods.pop(0))
        self.turn_index = 0
        self._start_turn()

    def _await_roll(self) -> None:
        """The next round's order is set and its start player rolls next, as a step of
        its own: the turn that ended the round draws nothing, so its player may still
        take it back, and nobody sees the new dice before the roll."""
        self.round_order = self.turn_order()
        self.turn_index = 0
        self.current = self.round_order[0]
        self.dice = [[0, 0] for _ in range(self.players)]
        self.white_die = 0
        self.dice_used = [False, False]
        self.bought = False
        self.stack = [["roll"]]

    def awaits_roll(self) -> bool:
        return bool(self.stack) and self.stack[-1][0] == "roll"

    def round_in_play(self) -> tuple[int, int]:
        """The phase and round the table shows: while the next round awaits its roll,
        the one just ended (its last turn may still be taken back), not the next."""
        if not self.awaits_roll():
            return self.phase, self.round
        if self.round > 1:
            return self.phase, self.round - 1
        return self.phase - 1, D.ROUNDS_PER_PHASE

    def automatic_action(self) -> str | None:
        """The round's roll is no decision: the page rolls once the turn that ended the
        round is ended, and bots and tests play it as the only legal action."""
        return "roll" if self.awaits_roll() else None

    def roll(self) -> None:
        """The start player's roll: a new phase's tiles and goods first, then every
        seat's dice and the white die (the same draws, in the same order, as when the
        round's last action rolled them itself under rules version 1)."""
        self.stack.pop()
        if self.round == 1:
            self._lay_out_phase()
        self._roll_dice()

    def _start_turn(self) -> None:
        self.current = self.round_order[self.turn_index]
        self.dice_used = [False, False]
        self.bought = False
        self.stack = [["turn"]]

    def end_turn(self) -> None:
        self.say("end_turn")
        self.turn_index += 1
        if self.turn_index < self.players:
            self._events = None  # the next turn is not this action's news
            self._start_turn()
            return
        if self.round < D.ROUNDS_PER_PHASE:
            self.round += 1
            self._await_roll()
            return
        self._end_phase()
        if self.phase + 1 == len(D.PHASES):
            self.stage = "over"
            self.stack = []
            return
        self.phase += 1
        self.round = 1
        self._clear_depots()  # the new phase's tiles come with the roll
        self._await_roll()

    def _end_phase(self) -> None:
        """Each mine pays a silverling (and a worker with knowledge tile 2)."""
        paid = []
        for seat in range(self.players):
            mines = sum(1 for tile in self.estates[seat] if tile == "mine")
            self.silverlings[seat] += mines
            if self.has_knowledge(seat, 2):
                self.workers[seat] += mines
            if mines:
                paid.append(f"{self.seats[seat].name} {mines}")
        if self._events is None:
            return
        ends = "game_end" if self.phase + 1 == len(D.PHASES) else "phase_end"
        income = texts.T("log.income", paid=", ".join(paid)) if paid else ""
        self.say(ends, phase=D.PHASES[self.phase], income=income)

    # -- helpers for the rules modules -----------------------------------------------------
    def has_knowledge(self, seat: int, number: int) -> bool:
        return bool(self.knowledge[seat] >> number & 1)

    def score(self, seat: int, source: str, points: int) -> None:
        self.points[seat][POINT_SOURCES.index(source)] += points

    def track_points(self, seat: int) -> int:
        return sum(self.points[seat])

    def say(self, key: str, **fields: object) -> None:
        """A phrase for the log (texts.said: `key` of lang_en's "log.*", raw values),
        worded only while an action is being described."""
        if self._events is not None:
            self._events.append(texts.said(key, fields))

    # -- protocol --------------------------------------------------------------------------
    def to_move(self) -> int | None:
        if self.stage == "over":
            return None
        return turn.frame_seat(self)

    def legal_actions(self) -> list[str]:
        if self.stage == "over":
            return []
        if self._legal is None:
            self._legal = turn.legal_actions(self)
        return list(self._legal)  # a copy: a caller may change its list, not ours

    def _apply(self, action: str) -> None:
        seat, turn_no = self.to_move(), self.turn_id()
        self._legal = None
        turn.apply(self, action)
        # A step of the same turn with a single option resolves itself; the roll never
        # does: it is a step of its own, the one that cannot be taken back.
        steps = 0
        while self.stage != "over" and self.to_move() == seat and self.turn_id() == turn_no:
            if self.awaits_roll():
                break
            steps += 1
            if steps > D.MAX_AUTO_STEPS:
                raise RulesError(
                    f"{action!r} went on through {D.MAX_AUTO_STEPS} steps with a single option"
                )
            legal = self.legal_actions()
            if len(legal) != 1:
                break
            self._legal = None
            turn.apply(self, legal[0])

    def turn_key(self) -> tuple:
        return (self.stage, self.phase, self.round, self.turn_index)

    def turn_id(self) -> Any:
        """A seat can end one round and start the next (a ship moved it up): two turns.
        The roll between them belongs to the turn that ended the round, so that its
        player may still take that turn's last action back; the roll starts the next."""
        if self.awaits_roll():
            if self.round > 1:
                return (self.stage, self.phase, self.round - 1, self.players - 1)
            return (self.stage, self.phase - 1, D.ROUNDS_PER_PHASE, self.players - 1)
        return self.turn_key()

    def scores(self) -> list[Score]:
        return scoring.scores(self)

    # The bots' hooks (bots/__init__.py): the bots sit above the rules, so the game
    # object, which knows both, supplies them.
    def strong_bot(self, seat: int | None, previous=None, **settings):
        return self.game.strong_bot(self, seat, previous=previous, **settings)

    def evaluate(self, seat: int) -> float:
        return self.game.evaluate(self, seat)

    def describe(self, action: str) -> str:
        seat = self.to_move()
        if seat is None or action not in self.legal_actions():
            return super().describe(action)
        trial = self.clone()
        events: list[str] = []
        trial._events = events
        trial._apply(action)
        name = self.seats[seat].name
        if action == "roll":  # the dice are not known before they are rolled
            return texts.sentence(name, [texts.roll_preview(self.phase, self.round)])
        label = action[0] if action[1:2] == ":" else ""
        value = self.dice[seat]["ab".index(label)] if label in ("a", "b") else 0
        if action == "pass":
            events.insert(0, texts.T("log.pass"))
        return texts.sentence(name, events or [action], label, value)

    def describe_played(self, action: str, preview: str) -> str:
        if action != "roll" or self.stage != "play":
            return preview
        seat = self.round_order[0]
        dice = [(self.seats[s].name, self.dice[s]) for s in self.round_order]
        return texts.sentence(self.seats[seat].name, [texts.roll_played(self, dice)])

    def determinize(self, seat: int | None, rng: Rng) -> BurgundyState:
        """Future draws re-seeded; others' secret estate picks redrawn from their options."""
        other = super().determinize(seat, rng)
        for s, pick in enumerate(other.secret):
            if s == seat or not pick:
                continue
            board = other.dealt[s][rng.randbelow(len(other.dealt[s]))]
            pick[0] = board
            if len(pick) == 2:
                colours = D.board_colours(board)
                castles = [k for k in range(D.N_SPACES) if colours[k] == D.CASTLE]
                pick[1] = castles[rng.randbelow(len(castles))]
        other._legal = None
        return other

    def clone(self) -> BurgundyState:
        other = copy.copy(self)
        other.rng = self.rng.copy()
        other.boards = list(self.boards)
        other.secret = [list(p) for p in self.secret]
        other.estates = [list(e) for e in self.estates]
        other.storage = [list(s) for s in self.storage]
        other.goods = [list(g) for g in self.goods]
        other.sold = [list(g) for g in self.sold]
        other.silverlings = list(self.silverlings)
        other.workers = list(self.workers)
        other.points = [list(p) for p in self.points]
        other.bonus_claims = {c: list(s) for c, s in self.bonus_claims.items()}
        other.track = [list(t) for t in self.track]
        other.round_order = list(self.round_order)
        other.dice = [list(d) for d in self.dice]
        other.dice_used = list(self.dice_used)
        other.depots = [list(d) for d in self.depots]
        other.depot_goods = [list(g) for g in self.depot_goods]
        other.round_goods = list(self.round_goods)
        other.supply = {c: list(t) for c, t in self.supply.items()}
        other.black_supply = list(self.black_supply)
        other.goods_pool = list(self.goods_pool)
        other.box = list(self.box)
        other.stack = [list(f) for f in self.stack]
        other.colours = list(self.colours)
        other.regions = list(self.regions)
        other.knowledge = list(self.knowledge)
        other._events = None
        return other

    # -- the position format ---------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """The whole position as JSON data; `from_snapshot` rebuilds the state from it."""
        data = self.public()
        data.update(
            {
                "version": SNAPSHOT_VERSION,
                "seed": self.seed,
                "seats": [[s.name, s.kind, s.level] for s in self.seats],
                "options": dict(self.options),
                "rng": [self.rng.state, self.rng.draws],
                "reveals": self.reveals,
                "secret": [list(p) for p in self.secret],
                "supply": {c: list(t) for c, t in self.supply.items()},
                "black_supply": list(self.black_supply),
                "goods_pool": list(self.goods_pool),
            }
        )
        return data

    def public(self) -> dict[str, Any]:
        """Everything every seat sees (secret estate picks and the supplies excluded)."""
        return {
            "game": "burgundy",
            "players": self.players,
            "stage": self.stage,
            "start_player": self.start_player,
            "phase": self.phase,
            "round": self.round,
            "boards": list(self.boards),
            "dealt": [list(d) for d in self.dealt],
            "estates": [list(e) for e in self.estates],
            "storage": [list(s) for s in self.storage],
            "goods": [list(g) for g in self.goods],
            "sold": [list(g) for g in self.sold],
            "silverlings": list(self.silverlings),
            "workers": list(self.workers),
            "points": [list(p) for p in self.points],
            "bonus_claims": {c: list(s) for c, s in self.bonus_claims.items()},
            "track": [list(t) for t in self.track],
            "track_stamp": self.track_stamp,
            "round_order": list(self.round_order),
            "turn_index": self.turn_index,
            "current": self.current,
            "dice": [list(d) for d in self.dice],
            "dice_used": list(self.dice_used),
            "bought": self.bought,
            "white_die": self.white_die,
            "depots": [list(d) for d in self.depots],
            "depot_goods": [list(g) for g in self.depot_goods],
            "round_goods": list(self.round_goods),
            "box": list(self.box),
            "stack": [list(f) for f in self.stack],
        }

    def view(self, seat: int | None) -> dict[str, Any]:
        out = self.public()
        # Secret estate picks: a seat sees its own; of the others only whether they chose.
        out["secret"] = [
            list(pick) if other == seat else ["hidden"] * len(pick)
            for other, pick in enumerate(self.secret)
        ]
        out["supply_left"] = {c: len(t) for c, t in self.supply.items()}
        out["black_supply_left"] = len(self.black_supply)
        out["goods_left"] = len(self.goods_pool)
        out["to_move"] = self.to_move()
        if seat is not None and seat == self.to_move():
            out["actions"] = list(self.legal_actions())
        return out

    @classmethod
    def from_snapshot(cls, data: dict[str, Any]) -> BurgundyState:
        """The state `snapshot()` described. ValueError if the data is not one."""
        from ..core.game import Seat

        if not isinstance(data, dict) or data.get("game") != "burgundy":
            raise ValueError("This is not a position of The Castles of Burgundy.")
        if data.get("version") != SNAPSHOT_VERSION:
            raise ValueError(f"Unknown position format version {data.get('version')!r}.")
        st = cls.__new__(cls)
        try:
            st.seed = data["seed"]
            st.seats = tuple(Seat(*s) for s in data["seats"])
            st.options = dict(data["options"])
            st.rng = Rng(0)
            st.rng.state, st.rng.draws = data["rng"]
            st.reveals = data["reveals"]
            for name in (f.name for f in fields(cls)):  # not the ClassVar `game`
                if name in ("seed", "seats", "options", "rng", "reveals"):
                    continue
                setattr(st, name, copy.deepcopy(data[name]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"The position lacks or garbles {exc}.") from None
        problem = _position_problem(st)
        if problem:
            raise ValueError(f"The position is not consistent: {problem}.")
        st._derive()
        return st


def _position_problem(st: BurgundyState) -> str:
    """What is wrong with a position read from data, or "" (a light check of shapes)."""
    n = len(st.seats)
    if st.players != n or not 2 <= n <= 4:
        return "the player count does not match the seats"
    per_seat = ("boards", "estates", "storage", "goods", "sold", "silverlings", "workers",
                "points", "track", "dice", "secret")
    for name in per_seat:
        if len(getattr(st, name)) != n:
            return f"{name} does not have one entry per seat"
    if any(len(estate) != D.N_SPACES for estate in st.estates):
        return f"an estate does not have {D.N_SPACES} spaces"
    if any(board and board not in D.BOARDS for board in st.boards):
        return "an estate board is unknown"
    if len(st.depots) != 7 or len(st.depot_goods) != 7:
        return "there are not 7 depots"
    for frame in st.stack:
        if not frame or frame[0] not in turn.FRAME_KINDS:
            return f"the decision {frame!r} is unknown"
    if st.stage not in ("setup", "play", "over"):
        return f"the stage {st.stage!r} is unknown"
    return ""
