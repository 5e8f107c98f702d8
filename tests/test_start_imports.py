"""The start menu imports no game: only the facts it shows (glasshut.facts).

A fresh interpreter builds the page's controller and its menu, as the page does at
start, and lists what it imported; a game's package comes in only when it is opened.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from glasshut.core.registry import get_game
from glasshut.games import menu_games

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
    # A new game's seed needs `secrets` (with hmac), only when a game is started.
    assert not {"secrets", "hmac"} & set(menu)
    assert "glasshut.facts" in menu


def test_a_game_is_imported_when_it_is_opened_and_a_stored_list_imports_its_own():
    page = Page().start()
    page.new_game("chickwood", ["Ann", "Bob:greedy"])
    storage = dict(page.storage.items)
    storage.pop("glasshut:current", None)  # back at the menu, the game listed there
    steps = started(storage, open_game="glassroad")
    assert "Chickwood Forest" in steps["menu_markup"]
    # The list checks that each stored game still replays (its rules version), which
    # imports that game's package, and no other.
    assert games_in(steps["menu"]) == {"chickwood"}
    assert games_in(steps["setup"]) == {"chickwood", "glassroad"}


def test_the_facts_agree_with_each_games_own_class():
    for facts in menu_games():
        game = get_game(facts.id)
        assert (facts.title, facts.min_seats, facts.max_seats) == (
            game.title, game.min_seats, game.max_seats)
        assert dict(facts.default_options) == dict(game.default_options)
        assert dict(facts.option_labels) == dict(game.option_labels), facts.id
