"""Escaping, tooltips for every component, and nothing hidden shown."""

from __future__ import annotations

from cbviewhelp import new, parse, view, walk, whole

from glasshut import games
from glasshut.burgundy import data as D
from glasshut.burgundy import view as V
from glasshut.burgundy.texts import tile_text


def test_player_names_are_escaped():
    st = new(2, 3, names=("<b>Ann</b>", 'Bo "&" Co'))
    v, _ = view(st)
    markup = whole(v)
    assert "<b>Ann</b>" not in markup
    assert "&lt;b&gt;Ann&lt;/b&gt;" in markup
    parse(markup)


def test_every_tile_has_its_own_tooltip():
    tiles = list(D.BUILDINGS) + list(D.KNOWLEDGE_TILES) + ["ship", "mine", "castle"]
    tiles += [f"{kind}{n}" for kind in D.ANIMAL_KINDS for n in (2, 3, 4)]
    about = [V.tile_about(t) for t in tiles]
    assert len(set(about)) == len(tiles)
    for tile in D.KNOWLEDGE_TILES:
        assert tile_text(tile) in V.tile_about(tile)


def test_depot_tiles_and_bonus_tiles_explain_themselves():
    st = new(2, 8)
    v, _ = view(st)
    root = parse(v.board)
    tips = [n.get("data-tip") for n in root.iter() if n.get("data-tip")]
    for depot in D.DEPOTS:
        assert any(t.startswith(f"Depot {depot}:") for t in tips)
    assert any(t.startswith("Black depot") for t in tips)
    assert sum(1 for t in tips if t.startswith("Bonus for covering")) == 6
    for tile in set(st.depots[1]):
        assert any(V.tile_about(tile) in t for t in tips)


def test_secret_estates_stay_secret_until_revealed():
    for st in walk(2, 5, 6, varied_estates=True, secret_estates=True):
        if st.stage != "setup":
            break
        mover = st.to_move()
        for seat in range(2):
            if seat == mover or len(st.secret[seat]) == 0:
                continue
            v, _ = view(st)
            assert "Chose an estate in secret" in v.others
            assert "cb-estate" not in v.others


def test_face_down_supplies_are_not_shown():
    st = new(2, 2)
    v, _ = view(st)
    markup = whole(v)
    for tile in set(st.black_supply) - set(st.depots[0]) - {"castle", "ship", "mine"}:
        if tile.startswith("k") and tile not in str(st.depots):
            assert V.tile_name(tile) + "." not in markup


def test_registered_in_the_menu_with_a_summary():
    assert "burgundy" in games.MENU_IDS
    assert games.rules_summary("burgundy")
    assert games.VIEW_MODULES["burgundy"] == "glasshut.burgundy.view"


def _awaiting_roll(n=2, seed=4):
    st = new(n, seed)
    while not st.awaits_roll():
        legal = st.legal_actions()
        st.apply(([a for a in legal if a.endswith(":workers")] or ["end"])[0])
    return st


def test_the_roll_stands_where_the_dice_will_be_and_shows_no_number():
    st = _awaiting_roll()
    roller = st.to_move()
    v, legal = view(st)
    assert legal == ["roll"] and v.placed == {"roll"}
    dice = parse(v.board).find(".//*[@id='cb-dice']")
    button = dice.find(".//*[@data-act='roll']")
    assert button is not None and button.get("aria-label") == "Roll the dice"
    assert "Round 2 of phase A" in button.get("data-tip")
    assert v.prompt == "you start round 2: roll everyone's dice." and v.turn_seat == roller
    assert "cb-unrolled" in v.strip and not any(ch.isdigit() for ch in "".join(dice.itertext())
                                                  .replace("Round 1", ""))
    other, _ = view(st, 1 - roller)
    waiting = parse(other.board).find(".//*[@id='cb-dice']")
    assert waiting.find(".//*[@data-act]") is None
    said = "".join(waiting.itertext())
    assert said.startswith("Round 1 is over")
    assert f"{st.seats[roller].name} starts the next round once this turn is ended" in said


def test_until_its_roll_the_table_shows_the_round_just_ended():
    # The turn that ended round 1 awaits End turn: the round line, the note and the
    # turn order still show round 1 with nobody "now"; round 2 shows once it is rolled.
    st = _awaiting_roll()
    v, _ = view(st, 1 - st.to_move())
    assert (st.phase, st.round) == (0, 2) and st.round_in_play() == (0, 1)
    line = "".join(parse(v.board).find(".//*[@id='cb-round']").itertext())
    assert "round 1 of 5" in line and "Phase A, round 1/5" in v.notes
    assert "(now)" not in v.board
    st.apply("roll")
    v, _ = view(st, 1 - st.to_move())
    line = "".join(parse(v.board).find(".//*[@id='cb-round']").itertext())
    assert "round 2 of 5" in line and "Phase A, round 2/5" in v.notes
    assert "(now)" in v.board


def test_the_strip_keeps_the_viewers_dice_when_the_turn_passes_on():
    st = new(2, 6)
    first = st.to_move()
    dice = list(st.dice[first])
    while st.to_move() == first:
        legal = st.legal_actions()
        st.apply(([a for a in legal if a.endswith(":workers")] or ["end"])[0])
    v, _ = view(st, first)
    assert v.strip.count('class="cb-die cb-used"') == 2  # spent, still shown
    faces = [n.text for n in parse(v.strip).iter() if n.get("class") == "cb-die cb-used"]
    assert faces == [str(d) for d in dice]  # the dice it rolled (no worker turned them)


def test_a_turn_just_ended_keeps_its_own_spent_dice_in_view():
    # After your turn passes on (End turn may still be pending), the dice area goes on
    # showing your two dice, spent, and not yet the next player's, until they use one.
    st = new(2, 4)
    mover = st.to_move()
    while st.to_move() == mover and not st.awaits_roll():
        legal = st.legal_actions()
        st.apply(([a for a in legal if a.endswith(":workers")] or ["end"])[0])
    assert not st.awaits_roll() and st.to_move() != mover and not any(st.dice_used)
    own, _ = view(st, mover)
    dice = parse(own.board).find(".//*[@id='cb-dice']")
    assert "".join(dice.itertext()).startswith("Your dice")
    faces = [e for e in dice.iter() if "cb-die" in (e.get("class") or "").split()
             and "cb-white" not in e.get("class")]
    assert len(faces) == 2 and all("cb-used" in e.get("class") for e in faces)
    assert [int(e.text) for e in faces] == st.dice[mover]
    # The next player sees their own dice, ready; once a die is used, everyone does.
    theirs, _ = view(st, st.to_move())
    assert "".join(parse(theirs.board).find(".//*[@id='cb-dice']").itertext()).startswith(
        "Your dice")
    st.apply([a for a in st.legal_actions() if a.endswith(":workers")][0])
    later, _ = view(st, mover)
    assert f"{st.seats[st.to_move()].name}'s dice" in "".join(
        parse(later.board).find(".//*[@id='cb-dice']").itertext())
