"""The state of a game of Chickwood Forest: typed fields, setup, and the position format.

Cards are their kind ids (data.LOOT). A card lying face up or face down (in front of a
castle, or set aside at the end of a round) is a `Played` record that remembers who
played it and who has seen it. Castles are their values; one castle of each value in
play stands in a row, with a pile of castle cards behind it.

`snapshot()` is the position format: JSON, complete, and `from_snapshot` rebuilds an
equal state from it (docs/chickwood.md lists it key by key).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.game import Score, Seat, State
from ..core.rng import Rng
from . import data, scoring, turn, views
from .played import Played

# Phases, in the order a round takes them; the last three come once, after the last round.
PHASES = ("scout", "spy", "raid", "key", "alms", "entertainers", "arrow", "beard", "over")


@dataclass
class ChickwoodState(State):
    players: int = 0
    hand_size: int = 0
    phase: str = "scout"
    round: int = 1
    order: list[int] = field(default_factory=list)  # this round's turn order (seats)
    turn: int = 0  # index into `order` of the seat scouting or raiding
    deck: list[str] = field(default_factory=list)  # the top card is the last
    hands: list[list[str]] = field(default_factory=list)
    plays: list[int] = field(default_factory=list)  # cards each seat played this round
    piles: list[int] = field(default_factory=list)  # castle cards left, by value (index 0 unused)
    at_castle: list[list[Played]] = field(default_factory=list)  # by castle value
    raided: list[bool] = field(default_factory=list)  # by castle value, this round
    castles: list[list[int]] = field(default_factory=list)  # each seat's stack, top last
    loot: list[dict[str, int]] = field(default_factory=list)  # each seat's collection
    alms: list[int] = field(default_factory=list)  # alms left in each seat's store
    grid: list[str] = field(default_factory=list)  # village kind per cell
    spaces: list[list[int]] = field(default_factory=list)  # per cell: giver of each filled space
    set_aside: list[Played] = field(default_factory=list)  # leftovers at the castles
    spent: list[str] = field(default_factory=list)  # benefactors resolved, public
    boxed: list[str] = field(default_factory=list)  # setup removals and the used Key
    spied: int = 0  # castle looked at with the Spy Glass this round (0: none yet)
    spy_done: bool = False  # the Spy Glass step of this round is over
    key_used: bool = False
    announced: int = 0  # castle the raider chose, waiting for the Key holder's answer
    refused: int = 0  # castle the Key closed to the current raider
    giver: int = -1  # seat giving alms now
    to_give: int = 0  # alms still to place in the current snake
    snake: list[int] = field(default_factory=list)  # cells given to in the current snake
    swap_from: int = -1  # Entertainers: first alms chosen, as cell * 16 + space
    arrow_give: str = ""  # Golden Arrow: own treasure chosen to exchange
    narrate: bool = field(default=False, repr=False)  # record automatic steps (describe)
    auto_steps: list[str] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.players:  # rebuilt by from_snapshot: fields are set by the caller
            return
        setup(self)

    # -- protocol ---------------------------------------------------------------------
    def to_move(self) -> int | None:
        return turn.to_move(self)

    def legal_actions(self) -> list[str]:
        return turn.legal_actions(self)

    def _apply(self, action: str) -> None:
        turn.apply(self, action)

    def scores(self) -> list[Score]:
        return scoring.scores(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.view(self, seat)

    def describe(self, action: str) -> str:
        return views.describe(self, action)

    def turn_id(self) -> int:
        """The round: with two players the last raider of a round may scout first in the
        next, and the bots' look at "the rest of my turn" must stop at the new hands."""
        return self.round

    def determinize(self, seat: int | None, rng: Rng) -> ChickwoodState:
        """A clone in which every card `seat` has not seen is dealt again.

        The unseen cards are the deck, the other hands, and the cards lying face down
        (at the castles or set aside) that `seat` neither played nor spied; each place
        keeps its number of cards, so the clone looks the same to `seat`.
        """
        other = self.clone()
        other.rng.state = rng.next_u64()
        places: list[tuple[list, int, bool]] = []  # (list, index, is a Played record)
        pool: list[str] = []
        for i, card in enumerate(other.deck):
            places.append((other.deck, i, False))
            pool.append(card)
        for s, hand in enumerate(other.hands):
            if s != seat:
                for i, card in enumerate(hand):
                    places.append((hand, i, False))
                    pool.append(card)
        for cards in [*other.at_castle, other.set_aside]:
            for i, played in enumerate(cards):
                if not played.visible_to(seat):
                    places.append((cards, i, True))
                    pool.append(played.kind)
        pool.sort()  # the result depends on what `seat` knows, not on where cards are
        rng.shuffle(pool)
        for (where, i, is_played), card in zip(places, pool, strict=True):
            if is_played:
                where[i].kind = card
            else:
                where[i] = card
        for s, hand in enumerate(other.hands):
            if s != seat:
                hand.sort(key=data.KIND_ORDER.__getitem__)
        return other

    # The bots' hooks (bots/__init__.py): the bots sit above the rules, so the game
    # object, which knows both, supplies them.
    def evaluate(self, seat: int) -> float:
        return self.game.evaluate(self, seat)

    def strong_bot(self, seat: int | None, previous=None, **settings):
        return self.game.strong_bot(self, seat, previous=previous, **settings)

    def note(self, text: str) -> None:
        """Record a step the rules took by themselves (only while narrating, for the log)."""
        if self.narrate:
            self.auto_steps.append(text)

    def clone(self) -> ChickwoodState:
        other = ChickwoodState.__new__(ChickwoodState)
        d = other.__dict__
        d.update(self.__dict__)
        other.rng = self.rng.copy()
        other.order = self.order[:]
        other.deck = self.deck[:]
        other.hands = [h[:] for h in self.hands]
        other.plays = self.plays[:]
        other.piles = self.piles[:]
        other.at_castle = [[p.copy() for p in cards] for cards in self.at_castle]
        other.raided = self.raided[:]
        other.castles = [c[:] for c in self.castles]
        other.loot = [dict(c) for c in self.loot]
        other.alms = self.alms[:]
        other.grid = self.grid[:]
        other.spaces = [s[:] for s in self.spaces]
        other.set_aside = [p.copy() for p in self.set_aside]
        other.spent = self.spent[:]
        other.boxed = self.boxed[:]
        other.snake = self.snake[:]
        other.narrate = False
        other.auto_steps = []
        return other

    def snapshot(self) -> dict[str, Any]:
        return {
            "game": "chickwood",
            "format": 1,  # position.FORMAT
            "seed": self.seed,
            "seats": [[s.name, s.kind, s.level] for s in self.seats],
            "options": dict(self.options),
            "rng": [self.rng.state, self.rng.draws],
            "reveals": self.reveals,
            "phase": self.phase,
            "round": self.round,
            "order": list(self.order),
            "turn": self.turn,
            "deck": list(self.deck),
            "hands": [list(h) for h in self.hands],
            "plays": list(self.plays),
            "piles": list(self.piles),
            "at_castle": [[p.to_json() for p in cards] for cards in self.at_castle],
            "raided": list(self.raided),
            "castles": [list(c) for c in self.castles],
            "loot": [dict(sorted(c.items())) for c in self.loot],
            "alms": list(self.alms),
            "grid": list(self.grid),
            "spaces": [list(s) for s in self.spaces],
            "set_aside": [p.to_json() for p in self.set_aside],
            "spent": list(self.spent),
            "boxed": list(self.boxed),
            "spied": self.spied,
            "spy_done": self.spy_done,
            "key_used": self.key_used,
            "announced": self.announced,
            "refused": self.refused,
            "giver": self.giver,
            "to_give": self.to_give,
            "snake": list(self.snake),
            "swap_from": self.swap_from,
            "arrow_give": self.arrow_give,
        }

    # -- helpers shared by the rules modules ------------------------------------------------
    def in_play(self, value: int) -> bool:
        """A castle takes cards and raids while its pile still has a card."""
        return 0 < value < len(self.piles) and self.piles[value] > 0

    def castle_values(self) -> list[int]:
        return [v for v in range(1, len(self.piles)) if self.piles[v] > 0]

    def top_castle(self, seat: int) -> int:
        return self.castles[seat][-1]

    def holder(self, kind: str) -> int | None:
        """The seat whose collection holds `kind` (a Legendary card is unique)."""
        for seat, collection in enumerate(self.loot):
            if collection.get(kind):
                return seat
        return None

    def name(self, seat: int) -> str:
        return self.seats[seat].name


def setup(state: ChickwoodState) -> None:
    """The rulebook's setup (lines 781-851): removals, hands, alms, villages, castles, order."""
    n = len(state.seats)
    legendary = bool(state.options.get("legendary", False))
    state.players = n
    state.hand_size = data.HAND_SIZE[n]
    rng = state.rng
    deck = data.loot_deck(n, legendary)
    state.boxed = sorted(
        (list(data.TWO_PLAYER_REMOVED) if n == 2 else [])
        + (list(data.LEGENDARY_REMOVED) if legendary else []),
        key=data.KIND_ORDER.__getitem__,
    )
    rng.shuffle(deck)
    state.deck = deck
    state.hands = [[] for _ in range(n)]
    state.plays = [0] * n
    state.loot = [{} for _ in range(n)]
    state.alms = [data.ALMS_PER_PLAYER] * n
    villages = data.village_cards(n)
    rng.shuffle(villages)
    state.grid = villages
    state.spaces = [[] for _ in villages]
    values = data.CASTLE_VALUES[n]
    state.piles = [0] * (max(values) + 1)
    for v in values:
        state.piles[v] = data.CASTLE_COUNTS[v]
    state.at_castle = [[] for _ in state.piles]
    state.raided = [False] * len(state.piles)
    starting = list(values)
    rng.shuffle(starting)  # one castle of each value, one to each seat; one goes back
    state.castles = [[starting[s]] for s in range(n)]
    for s in range(n):
        state.piles[starting[s]] -= 1
    turn.start_round(state, first=True)


def from_snapshot(snapshot: dict[str, Any]) -> ChickwoodState:
    """The state a `snapshot()` describes (the position format read back)."""
    seats = tuple(Seat(str(name), str(kind), str(level)) for name, kind, level in snapshot["seats"])
    options = ChickwoodState.game.check_setup(seats, snapshot["options"])
    state = ChickwoodState(int(snapshot["seed"]), seats, options, players=len(seats))
    state.hand_size = data.HAND_SIZE[len(seats)]
    state.rng.state, state.rng.draws = (int(x) for x in snapshot["rng"])
    state.reveals = int(snapshot["reveals"])
    phase = snapshot["phase"]
    if phase not in PHASES:
        raise ValueError(f"Unknown phase {phase!r} in the position.")
    state.phase = phase
    for key in ("round", "turn", "spied", "announced", "refused", "giver", "to_give", "swap_from"):
        setattr(state, key, int(snapshot[key]))
    for key in ("spy_done", "key_used"):
        setattr(state, key, bool(snapshot[key]))
    state.arrow_give = str(snapshot["arrow_give"])
    state.order = [int(s) for s in snapshot["order"]]
    state.deck = [_kind(k) for k in snapshot["deck"]]
    state.hands = [[_kind(k) for k in hand] for hand in snapshot["hands"]]
    state.plays = [int(x) for x in snapshot["plays"]]
    state.piles = [int(x) for x in snapshot["piles"]]
    state.at_castle = [[Played.from_json(p) for p in cards] for cards in snapshot["at_castle"]]
    state.raided = [bool(x) for x in snapshot["raided"]]
    state.castles = [[int(v) for v in stack] for stack in snapshot["castles"]]
    state.loot = [{_kind(k): int(c) for k, c in coll.items()} for coll in snapshot["loot"]]
    state.alms = [int(x) for x in snapshot["alms"]]
    state.grid = [str(k) for k in snapshot["grid"]]
    for kind in state.grid:
        if kind not in data.VILLAGE_KINDS:
            raise ValueError(f"Unknown village card {kind!r} in the position.")
    state.spaces = [[int(s) for s in cell] for cell in snapshot["spaces"]]
    state.set_aside = [Played.from_json(p) for p in snapshot["set_aside"]]
    state.spent = [_kind(k) for k in snapshot["spent"]]
    state.boxed = [_kind(k) for k in snapshot["boxed"]]
    state.snake = [int(c) for c in snapshot["snake"]]
    return state


def _kind(kind: Any) -> str:
    if kind not in data.KINDS:
        raise ValueError(f"Unknown loot card {kind!r} in the position.")
    return str(kind)
