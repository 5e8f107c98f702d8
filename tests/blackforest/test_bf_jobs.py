"""Every Job: where it lies, its cost and its reward; a completed Job is kept and the
next one is revealed."""

from bfhelper import edited, finish, options_like, play, res, situation

from glasshut.blackforest import data


def do_job(job, spec, where=None):
    if data.JOBS[job][0] == "loc":
        st = situation(f"P0 zero at {job} {spec}; job {job}; act P0")
    else:
        st = situation(f"P0 zero at V1.1 {spec}; V1 {job} CattleFarmer; job {job}; act P0")
    finish(play(st, f"job {job}"))
    assert job in st.players[0].jobs and job not in st.village_jobs + st.location_jobs
    return st


def test_brickmaker_job():
    st = do_job("Brickmaker", "wood=7")
    assert [res(st, 0, r) for r in ("brick", "sand", "water", "glass", "wood")] == [5, 4, 4, 1, 0]


def test_cook_job():
    st = do_job("Cook", "meat=5")
    got = [res(st, 0, r) for r in ("wood", "sand", "porridge", "charcoal", "provisions", "meat")]
    assert got == [5, 5, 5, 4, 3, 0]


def test_glass_miller_job():
    st = do_job("GlassMiller", "charcoal=3+4")
    p = st.players[0]
    assert [res(st, 0, r) for r in ("brick", "wood", "glass", "charcoal")] == [4, 4, 1, 0]
    assert (p.pigs, p.cattle) == (1, 1)


def test_landowner_job():
    st = do_job("Landowner", "E0:0,3=field")
    p = st.players[0]
    assert (res(st, 0, "field"), res(st, 0, "pasture"), p.pigs, p.cattle) == (0, 2, 2, 2)


def test_lumberjack_job():
    st = do_job("Lumberjack", "")
    assert [res(st, 0, r) for r in ("wood", "meat", "forest")] == [5, 4, 0]
    assert st.players[0].cattle == 1


def test_captain_job_builds_a_small_building_for_free():
    st = do_job("Captain", "water=5")
    p = st.players[0]
    assert res(st, 0, "provisions") == 1 and len(p.buildings) == 1
    assert p.buildings[0] not in data.LARGE_IDS and res(st, 0, "glass") == 0


def test_count_job():
    st = do_job("Count", "sand=5")
    assert [res(st, 0, r) for r in ("porridge", "glass")] == [5, 2]
    assert len(st.players[0].estates) == 2


def test_feudal_lord_job():
    st = do_job("FeudalLord", "provisions=2+0 E0:0,2=empty E0:1,2=empty")
    counts = [res(st, 0, t) for t in ("forest", "field", "pond", "pasture")]
    assert counts == [4, 2, 3, 1] and st.players[0].progress == 2


def test_freiburg_job():
    st = do_job("Freiburg", "brick=7 E0:0,2=empty E0:1,2=empty")
    got = [res(st, 0, r) for r in ("charcoal", "meat", "water", "glass", "field", "brick")]
    assert got == [3, 3, 3, 1, 2, 0]


def test_hermit_job():
    st = do_job("Hermit", "porridge=7")
    assert (res(st, 0, "glass"), st.players[0].pigs) == (1, 3)


def test_market_job():
    st = do_job("Market", "pigs=3 cattle=2")
    assert (st.players[0].pigs, st.players[0].cattle, res(st, 0, "brick")) == (0, 0, 3)


def test_location_job_only_if_it_can_be_completed():
    # A Location Job may be the destination only when its action can be done there.
    st = situation("P0 at V1.1 brick=6; job Freiburg")
    assert "move Freiburg" not in st.legal_actions()
    st = situation("P0 at V1.1 brick=7; job Freiburg")
    play(st, "move Freiburg", "pay provisions 0+1")
    assert st.legal_actions()[0] == "job Freiburg" and not options_like(st, "visit")


def test_tradesperson_job_goes_to_its_village_or_the_next_free_one_clockwise():
    def brickmaker_at_the_cook(d):  # the Cook's village already holds a Job
        d["board"]["village_jobs"] = [None, "Brickmaker", None, None, None]

    st = edited(situation("V2 Cook; pile Lumberjack Cook; job Brickmaker"),
                brickmaker_at_the_cook)
    st._reveal(1)
    assert st.village_jobs[2] == "Cook"


def test_village_job_from_any_space_of_the_village():
    st = situation("P0 zero at V1.3 wood=7; V1 PigFarmer CattleFarmer Herder Butcher;"
                   " job Brickmaker; act P0")
    st.village_jobs[0] = "Brickmaker"
    st._advance()
    assert "job Brickmaker" in st.legal_actions()


def test_completing_a_job_reveals_the_next():
    st = situation("P0 zero at Freiburg brick=7; job Freiburg; pile Count; act P0")
    reveals = st.reveals
    finish(play(st, "job Freiburg"))
    assert st.location_jobs[3] == "Count" and st.reveals == reveals + 1
