"""The Castles of Burgundy: every component and every chosen value, as rows.

Facts come from the rulebook text; what its pictures lost comes from the design
notes (board geometry, depot layout, tile mix). Values decided here, with no source
at all, carry a `# chosen:` comment and are listed in docs/rules-decisions.md.
"""

from __future__ import annotations

# -- the estate (player board) ----------------------------------------------------------
ROW_LENGTHS = (4, 5, 6, 7, 6, 5, 4)
ROW_NAMES = "ABCDEFG"  # a space is written row letter + column from the left: "D4"

# The die number of every space, row by row; the same on every board.
DIE_ROWS = (
    "6543",
    "21654",
    "543123",
    "6126541",
    "254312",
    "61256",
    "3413",
)

# Colours of the six kinds of six-sided tiles (and of the spaces that take them).
ANIMAL, CASTLE, KNOWLEDGE, BUILDING, SHIP, MINE = "G", "C", "Y", "B", "W", "M"
COLOURS = (ANIMAL, CASTLE, KNOWLEDGE, BUILDING, SHIP, MINE)
COLOUR_NAMES = {
    ANIMAL: "pasture",
    CASTLE: "castle",
    KNOWLEDGE: "knowledge",
    BUILDING: "city",
    SHIP: "river",
    MINE: "mine",
}
COLOUR_TILE_NAMES = {
    ANIMAL: "animal",
    CASTLE: "castle",
    KNOWLEDGE: "knowledge",
    BUILDING: "building",
    SHIP: "ship",
    MINE: "mine",
}

# Estate colours, row by row separated by "/", boards 1-9 (first edition).
BOARDS = {
    1: "GCCY/GGCYB/GGBYBB/WWWCWWW/BBMBBG/BMYBB/MYYB",
    2: "WBGC/GWBGB/GGGBYB/BBBBBYC/YYMYMW/BBMYW/CWWC",
    3: "GGGG/WWCWW/BMYYWB/BBYCYBB/BBYYBB/CGMMC/BGWB",
    4: "CBWB/GGBWW/BGBWCM/GGGYYMW/BCYBBY/BMBYB/WBYC",
    5: "GBBW/GGBMM/BCYWWW/BBGYCBB/YCGYWB/BGBCW/YYBM",
    6: "YYCW/YBBWB/GGMWBB/YBBCWBB/YBBMWB/YMGGW/CGGC",
    7: "YCCW/YGGGW/WMBBMG/WYBBBGB/BYBBGB/BWMYB/WCCY",
    8: "BBWB/BCYCB/BYMYYW/WGYMGYW/WGGMGB/BCGCB/BWBB",
    9: "BBCY/BBGGW/BBGGWW/CYYMWCY/WWYMBG/YBBBG/MCBB",
}
STANDARD_BOARD = 1
VARIED_BOARDS = (2, 3, 4, 5, 6, 7, 8, 9)
# chosen: with varied estates each player is dealt this many different random boards
# of 2-9 (the two sides of a double-sided board; which numbers share a board is not
# known) and picks one.
BOARDS_DEALT = 2
START_CASTLE_SPACE = "D4"  # board 1: the dark-green middle space (die 6)
COLOUR_COUNTS = {ANIMAL: 6, CASTLE: 4, KNOWLEDGE: 6, BUILDING: 12, SHIP: 6, MINE: 3}


def _spaces() -> tuple[tuple[str, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    names, numbers, rows = [], [], []
    for r, length in enumerate(ROW_LENGTHS):
        row = []
        for c in range(length):
            row.append(len(names))
            names.append(f"{ROW_NAMES[r]}{c + 1}")
            numbers.append(int(DIE_ROWS[r][c]))
        rows.append(row)
    neighbours: list[set[int]] = [set() for _ in names]

    def link(a: int, b: int) -> None:
        neighbours[a].add(b)
        neighbours[b].add(a)

    middle = len(ROW_LENGTHS) // 2
    for r, row in enumerate(rows):
        for j, space in enumerate(row):
            if j + 1 < len(row):
                link(space, row[j + 1])
            if r + 1 < len(rows):
                below = rows[r + 1]
                # Rows widen down to the middle row, then narrow.
                for k in (j, j + 1) if r < middle else (j - 1, j):
                    if 0 <= k < len(below):
                        link(space, below[k])
    return tuple(names), tuple(numbers), tuple(tuple(sorted(n)) for n in neighbours)


SPACE_NAMES, SPACE_NUMBERS, NEIGHBOURS = _spaces()
SPACE_INDEX = {name: i for i, name in enumerate(SPACE_NAMES)}
N_SPACES = len(SPACE_NAMES)  # 37


def board_colours(board: int) -> str:
    """The 37 space colours of an estate board, in space order."""
    return BOARDS[board].replace("/", "")


def board_regions(board: int) -> tuple[tuple[int, ...], ...]:
    """Each space's region: the connected spaces of its colour (itself included)."""
    colours = board_colours(board)
    region_of: list[tuple[int, ...]] = [()] * N_SPACES
    for start in range(N_SPACES):
        if region_of[start]:
            continue
        seen, todo = {start}, [start]
        while todo:
            space = todo.pop()
            for other in NEIGHBOURS[space]:
                if other not in seen and colours[other] == colours[start]:
                    seen.add(other)
                    todo.append(other)
        region = tuple(sorted(seen))
        for space in region:
            region_of[space] = region
    return tuple(region_of)


# -- six-sided tiles ----------------------------------------------------------------------
# Tile codes are short, stable words used in actions and logs.
BUILDINGS = (
    "warehouse",
    "watchtower",
    "carpenter",
    "church",
    "market",
    "boardinghouse",
    "bank",
    "cityhall",
)
ANIMAL_KINDS = ("cow", "pig", "sheep", "hen")
KNOWLEDGE_TILES = tuple(f"k{n}" for n in range(1, 27))
BLACK_KNOWLEDGE = (7, 12, 14, 15, 24, 25)
# Knowledge tiles 16-23 score end points for one building type each, in the order above.
KNOWLEDGE_BUILDING = {16 + i: building for i, building in enumerate(BUILDINGS)}


def tile_colour(tile: str) -> str:
    if tile in BUILDINGS:
        return BUILDING
    if tile == "ship":
        return SHIP
    if tile == "mine":
        return MINE
    if tile == "castle":
        return CASTLE
    if tile[0] == "k" and tile[1:].isdigit():
        return KNOWLEDGE
    return ANIMAL


def animal_kind(tile: str) -> str:
    return tile[:-1]


def animal_count(tile: str) -> int:
    return int(tile[-1])


def knowledge_number(tile: str) -> int:
    return int(tile[1:])


def _normal_supply() -> dict[str, list[str]]:
    """The normal-backed tiles, by colour (start castles not included)."""
    animals = []
    for kind in ANIMAL_KINDS:
        animals += [f"{kind}2", f"{kind}2", f"{kind}3", f"{kind}3", f"{kind}4"]
    knowledge = [f"k{n}" for n in range(1, 27) if n not in BLACK_KNOWLEDGE]
    return {
        BUILDING: sorted(b for b in BUILDINGS for _ in range(5)),
        ANIMAL: sorted(animals),
        KNOWLEDGE: knowledge,
        SHIP: ["ship"] * 20,
        MINE: ["mine"] * 10,
        # chosen: the 4 start castles are kept apart, so 10 castles are in the supply
        # whatever the player count (16 castles = 4 start + 10 normal + 2 black).
        CASTLE: ["castle"] * 10,
    }


def _black_supply() -> list[str]:
    tiles = [b for b in BUILDINGS for _ in range(2)]
    tiles += [f"{kind}{n}" for kind in ANIMAL_KINDS for n in (3, 4)]
    tiles += [f"k{n}" for n in BLACK_KNOWLEDGE]
    tiles += ["ship"] * 6 + ["mine"] * 2 + ["castle"] * 2
    return sorted(tiles)


NORMAL_SUPPLY = _normal_supply()
BLACK_SUPPLY = tuple(_black_supply())

# -- the main board ---------------------------------------------------------------------
# Depot spaces: (colour, fewest players that use the space), four per numbered depot.
# (The split of the 3- and 4-player spaces is a low-confidence reading of the pictures.)
DEPOT_SPACES = {
    1: ((BUILDING, 2), (SHIP, 2), (KNOWLEDGE, 3), (ANIMAL, 4)),
    2: ((KNOWLEDGE, 2), (CASTLE, 2), (BUILDING, 3), (BUILDING, 4)),
    3: ((ANIMAL, 2), (BUILDING, 2), (SHIP, 3), (KNOWLEDGE, 4)),
    4: ((SHIP, 2), (BUILDING, 2), (ANIMAL, 3), (MINE, 4)),
    5: ((MINE, 2), (KNOWLEDGE, 2), (BUILDING, 3), (BUILDING, 4)),
    6: ((BUILDING, 2), (ANIMAL, 2), (CASTLE, 3), (SHIP, 4)),
}
DEPOTS = (1, 2, 3, 4, 5, 6)
BLACK_DEPOT = 0
# 3 players: depot 6's castle space takes a mine in phases B and D (indexes 1 and 3).
THREE_PLAYER_MINE_PHASES = (1, 3)
# chosen: black-backed tiles laid out per phase by player count (8 for 4 players
# uses all 40 black tiles over the 5 phases).
BLACK_DEPOT_TILES = {2: 4, 3: 6, 4: 8}
# chosen: the six goods spaces sit in a ring, so depots 6 and 1 are neighbours too
# (knowledge tile 5 takes goods from two neighbouring depots).
NEIGHBOUR_DEPOTS = tuple((d, d % 6 + 1) for d in DEPOTS)

PHASES = "ABCDE"
ROUNDS_PER_PHASE = 5
GOODS_PER_PHASE = 5

# -- goods, money, workers ------------------------------------------------------------------
GOODS_KINDS = (1, 2, 3, 4, 5, 6)  # a goods tile is known by the die number that sells it
GOODS_NAMES = {1: "blue", 2: "purple", 3: "pink", 4: "red", 5: "brown", 6: "orange"}
GOODS_PER_KIND = 7
START_GOODS = 3
MAX_GOODS_KINDS = 3  # goods storage spaces
STORAGE_SPACES = 3  # spaces for six-sided tiles waiting to be added
START_SILVERLINGS = 1
BLACK_DEPOT_PRICE = 2
WORKERS_PER_ACTION = 2


def start_workers(turn_position: int) -> int:
    """Workers at setup: 1 for the start player, 2 for the next, and so on."""
    return turn_position + 1


def sale_points(players: int) -> int:
    """Points per goods tile sold: 2, 3 or 4 with 2, 3 or 4 players."""
    return players


# -- scoring tables ----------------------------------------------------------------------------
REGION_POINTS = (0, 1, 3, 6, 10, 15, 21, 28, 36)  # by region size 1..8
PHASE_BONUS = (10, 8, 6, 4, 2)  # per completed region, phases A..E
WATCHTOWER_POINTS = 4
BOARDING_HOUSE_WORKERS = 4
BANK_SILVERLINGS = 2


def large_bonus(players: int) -> int:
    """The first player to cover every space of a colour: 5, 6 or 7 points."""
    return players + 3


def small_bonus(players: int) -> int:
    """The second player to do so: 2, 3 or 4 points."""
    return players


# End scoring.
END_POINTS_PER_GOOD = 1
END_POINTS_PER_SILVERLING = 1
END_WORKERS_PER_POINT = 2
KNOWLEDGE_SOLD_KIND_POINTS = 3  # tile 15
KNOWLEDGE_BUILDING_POINTS = 4  # tiles 16-23
KNOWLEDGE_ANIMAL_KIND_POINTS = 4  # tile 24
KNOWLEDGE_SOLD_TILE_POINTS = 1  # tile 25
KNOWLEDGE_BONUS_TILE_POINTS = 2  # tile 26

# chosen: a position is refused with more workers, silverlings or points of one kind
# than this; the rules set no limit (workers and silverlings are unlimited), and no
# game comes near it.
POSITION_MAX_COUNT = 10_000
# chosen: the steps with a single option that one action may resolve by itself; a real
# turn takes a few (a ship's kinds, a castle's extra action), so more is a rules bug.
MAX_AUTO_STEPS = 100

# chosen: the most actions a game may take (a bound on replaying a save). The game is 25
# rounds of at most 4 players; a turn is two dice, worker changes, one purchase and the
# choices tiles bring. Random 2-4 player games took at most about 400 actions.
MAX_ACTIONS = 3_000

# Where a seat's points on the track came from, in this order (state.points).
POINT_SOURCES = ("animals", "regions", "phase_bonus", "colour_bonus", "sales", "watchtowers")

# Bot values: they change how the Strong bot plays, not the rules (bot.py).
# chosen (bots): how a step of the turn is valued in the search: "best", its best
# follow-up, or "mean", the average of every result through it. Set 2026-11-26 on the
# games bench/burgundy_tune.py plays (deals 1-10, both seats, 300 iterations, against
# Greedy): mean 0.700 won, margin +12.2 +- 6.7; the shared search with "best" 0.600,
# +8.2 +- 5.3. The 200-game tournament then gave 0.640 (docs/burgundy.md, Bots).
BOT_BACKUP = "mean"
# chosen (bots): the search stops at this many root visits per legal action (at
# least 24), or at the page's time budget. 24 against the shared 12, set 2026-11-26 on
# bench/burgundy_tune.py's deals 201-215, both seats, against Greedy: 24 (with up to
# 600 iterations) won 0.700, margin +10.5 +- 3.5, 10.2 s CPU a game; 12 (up to 300)
# 0.667, +7.5 +- 4.7, 7.5 s. (30 with "best" did no better, on deals 1-10: 0.550.)
BOT_VISITS_PER_OPTION = 24
# chosen (bots): UCB's exploration constant (the shared value, not tuned).
BOT_EXPLORE = 0.7
