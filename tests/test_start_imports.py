"""The start menu imports no game: only the facts it shows (glasshut.facts).

A fresh interpreter builds the page's controller and its menu, as the page does at
start, and lists what it imported; a game's package comes in only when it is opened,
even with stored games in the list (their rules versions are among the facts).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html import escape
from pathlib import Path

import pytest

from glasshut.core.codec import SaveError, SaveHeader, pack, unpack
from glasshut.core.game import Seat
from glasshut.core.registry import get_game
from glasshut.games import menu_games
from glasshut.ui.messages import error_text
from glasshut.ui.saves import PREFIX

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "ui"))
from apphelp import Page  # noqa: E402  (the page's controller, played in CPython)

GAMES = ("blackforest", "glassroad", "burgundy", "chickwood")

# Builds the controller and its menu from the storage given on stdin, then opens the
# game named in argv (if any) and prints the modules imported at each step.
SCRIPT = """
import json, sys
from glasshut.ui.app import Controller
from glasshut.ui.app_state import Host

class Storage:
    def __init__(self, items): self.items = items
    @property
    def length(self): return len(self.items)
    def key(self, i): return list(self.items)[i] if i < len(self.items) else None
    def getItem(self, k): return self.items.get(k)
    def setItem(self, k, v): self.items[k] = v
    def removeItem(self, k): self.items.pop(k, None)

ctl = Controller(Storage(json.load(sys.stdin)), Host(
    now_ms=lambda: 0.0, epoch_ms=lambda: 1_800_000_000_000,
    now_iso=lambda: "2027-01-01T00:00:00.000Z", local_time=str,
    page_url=lambda: "https://glasshut.test/"))
effects = ctl.start("")
menu = "".join(getattr(e, "markup", "") for e in effects)
steps = {"menu": sorted(sys.modules), "menu_markup": menu}
if len(sys.argv) > 1:
    ctl.click("setup", {"data-game": sys.argv[1]})
    steps["setup"] = sorted(sys.modules)
print(json.dumps(steps))
"""


def started(storage: dict[str, str], open_game: str | None = None) -> dict:
    env = {"PYTHONPATH": str(ROOT / "pkg"), "PATH": "/usr/bin:/bin"}
    argv = [sys.executable, "-c", SCRIPT, *([open_game] if open_game else [])]
    done = subprocess.run(argv, input=json.dumps(storage), capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120, check=True)
    return json.loads(done.stdout)


def games_in(modules: list[str]) -> set[str]:
    return {m.split(".")[1] for m in modules if m.split(".")[:2][-1] in GAMES and "." in m}


def test_the_menu_imports_no_game_and_no_rarely_needed_standard_module():
    steps = started({})
    menu = steps["menu"]
    assert 'id="menu"' in steps["menu_markup"]
    for game in menu_games():  # every game is offered, by its title
        assert game.title in steps["menu_markup"]
    assert games_in(menu) == set()
    # A new game's seed needs `secrets` (with hmac), only when a game is started; the
    # page's markup is escaped by glasshut.common.markup, not `html` (whose import
    # brings the table of named references, `html.entities`).
    assert not {"secrets", "hmac", "html", "html.entities"} & set(menu)
    assert "glasshut.facts" in menu
    # A bot's tree search comes in when a Strong bot (or a Hint) first thinks.
    assert "glasshut.bots.search" not in menu


def _row(markup: str, save_id: str) -> str:
    found = re.search(rf'<li class="saved[^"]*" data-save="{re.escape(save_id)}">.*?</li>', markup)
    assert found, save_id
    return found.group(0)


def test_a_stored_list_imports_no_game_and_tells_old_rules_from_the_facts():
    page = Page().start()
    page.new_game("chickwood", ["Ann", "Bob:greedy"])
    storage = dict(page.storage.items)
    storage.pop("glasshut:current", None)  # back at the menu, the game listed there
    [key] = [k for k in storage if k.startswith(PREFIX)]
    entry = json.loads(storage[key])
    # Two more: a Chickwood Forest game saved under rules this version no longer
    # replays, with no position kept beside it, and a Glass Road game saved under the
    # older rules version that Glass Road still replays.
    made = {"stale": ("chickwood", 0), "older": ("glassroad", 2)}
    for save_id, (game_id, version) in made.items():
        text = pack(SaveHeader(game_id, version, 7, (Seat("Ann"), Seat("Bob")), {}, 0), [])
        storage[PREFIX + save_id] = json.dumps(
            {**entry, "game": game_id, "save": text, "position": None, "log": []})
    steps = started(storage, open_game="glassroad")
    menu = steps["menu_markup"]
    assert "Chickwood Forest" in menu and "Glass Road" in menu
    # The list reads each save's header and the rules versions in glasshut.facts: no
    # game's package is imported until one is opened.
    assert games_in(steps["menu"]) == set()
    assert not {"html", "html.entities", "glasshut.bots.search"} & set(steps["menu"])
    assert games_in(steps["setup"]) == {"glassroad"}
    # Its verdicts are the games' own (their packages imported here).
    with pytest.raises(SaveError) as stale:
        unpack(json.loads(storage[PREFIX + "stale"])["save"])
    assert stale.value.code == "rules_changed"
    assert escape(error_text(stale.value)) in _row(menu, "stale")
    assert 'data-cmd="export-saved"' in _row(menu, "stale")
    assert 'data-cmd="resume"' not in _row(menu, "stale")
    unpack(json.loads(storage[PREFIX + "older"])["save"])  # replays: no refusal
    for save_id in ("older", key[len(PREFIX):]):
        assert 'data-cmd="resume"' in _row(menu, save_id)
        assert "saved-note" not in _row(menu, save_id)


def test_the_facts_agree_with_each_games_own_class():
    for facts in menu_games():
        game = get_game(facts.id)
        assert (facts.title, facts.min_seats, facts.max_seats) == (
            game.title, game.min_seats, game.max_seats)
        assert dict(facts.default_options) == dict(game.default_options)
        assert dict(facts.option_labels) == dict(game.option_labels), facts.id
        # The saved-games list decides from these whether a save still replays.
        assert facts.rules_version == game.rules_version, facts.id
        assert facts.older_rules_versions == frozenset(game.older_rules_versions), facts.id


def test_the_tree_search_is_imported_when_a_strong_bot_first_thinks():
    script = """
import sys
from glasshut.bots import make_thinker
from glasshut.core.match import Match
from glasshut.core.game import Seat
match = Match.new("tiny", 3, [Seat("Ann"), Seat("Bo", "bot", "strong")])
print("glasshut.bots.search" in sys.modules)
make_thinker(match.state, None, "greedy").run()
print("glasshut.bots.search" in sys.modules)
thinker = make_thinker(match.state, None, "strong", iterations=20)
legal = match.legal_actions()
print("glasshut.bots.search" in sys.modules, type(thinker).__name__, thinker.run() in legal)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT / "pkg"), "PATH": "/usr/bin:/bin"},
                          cwd=ROOT, timeout=120, check=True)
    assert done.stdout.split("\n")[:3] == ["False", "False", "True Search True"]
