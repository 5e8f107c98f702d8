"""Invariants of a Castles of Burgundy position, checked after actions in random games."""

from __future__ import annotations

from collections import Counter

from glasshut.burgundy import data as D
from glasshut.burgundy.heuristic import quick_total

ALL_TILES = Counter(t for tiles in D.NORMAL_SUPPLY.values() for t in tiles)
ALL_TILES.update(D.BLACK_SUPPLY)


def check(st) -> None:
    n = st.players
    # Goods are neither created nor lost: 7 of each kind somewhere.
    for kind in D.GOODS_KINDS:
        where = st.goods_pool.count(kind) + st.round_goods.count(kind)
        where += sum(g.count(kind) for g in st.depot_goods)
        where += sum(st.goods[s][kind - 1] + st.sold[s][kind - 1] for s in range(n))
        assert where == D.GOODS_PER_KIND, kind
    # Six-sided tiles are neither created nor lost: supplies, depots, storage, estates
    # and the tiles out of the game (discarded, or cleared from the depots) hold them all.
    seen = Counter()
    for tiles in st.supply.values():
        seen.update(tiles)
    seen.update(st.black_supply)
    for depot in st.depots:
        seen.update(depot)
    for seat in range(n):
        seen.update(st.storage[seat])
        seen.update(t for t in st.estates[seat] if t)
    seen.update(st.box)
    seen.update(frame[1] for frame in st.stack if frame[0] == "discard")  # on its way in
    seen["castle"] -= sum(1 for e in st.estates if any(e))  # the start castles
    assert +seen == ALL_TILES, (seen - ALL_TILES, ALL_TILES - seen)
    totals = [score.total for score in st.scores()]
    for seat in range(n):
        assert len(st.storage[seat]) <= D.STORAGE_SPACES
        assert sum(1 for g in st.goods[seat] if g) <= D.MAX_GOODS_KINDS
        assert st.workers[seat] >= 0 and st.silverlings[seat] >= 0
        assert all(p >= 0 for p in st.points[seat])
        assert quick_total(st, seat) == totals[seat]
        if not st.boards[seat]:
            continue
        estate, colours = st.estates[seat], st.colours[seat]
        covered = [s for s, t in enumerate(estate) if t]
        if not covered:
            continue  # the board is chosen, the start castle not placed yet
        for space in covered:
            assert D.tile_colour(estate[space]) == colours[space]
        # Everything is joined to the start castle.
        start = [s for s in covered if estate[s] == "castle"][0]
        reach, todo = {start}, [start]
        while todo:
            for other in D.NEIGHBOURS[todo.pop()]:
                if estate[other] and other not in reach:
                    reach.add(other)
                    todo.append(other)
        assert reach == set(covered)
        if not st.has_knowledge(seat, 1):
            for space in covered:
                if colours[space] == D.BUILDING:
                    city = [estate[s] for s in st.regions[seat][space] if estate[s]]
                    assert len(city) == len(set(city))
        ships = estate.count("ship")
        assert st.track[seat][0] <= ships
    for claims in st.bonus_claims.values():
        assert len(claims) <= 2 and len(set(claims)) == len(claims)
    if st.stage == "play":
        if st.awaits_roll():  # the round's dice are not known before its roll
            assert all(v == 0 for dice in st.dice for v in dice) and st.white_die == 0
            assert st.legal_actions() == ["roll"]
        else:
            assert all(1 <= v <= 6 for v in st.dice[st.current])
        assert st.legal_actions()
