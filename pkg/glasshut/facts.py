"""What the start menu shows of each game, without importing the game.

A game's package holds its rules, texts and bots; importing one costs tens of
milliseconds in the page, so the menu reads these facts instead and a game's package
is imported only when the game is opened. Each game's `Game` class carries the same
values (tests/test_start_imports.py compares them): a game's rules version is here
too, so that the saved-games list tells from a save's header alone whether this
version still replays it. Bumping a game's `rules_version` (or its
`older_rules_versions`) means changing it here as well.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


@dataclass(frozen=True)
class GameFacts:
    id: str
    title: str
    min_seats: int
    max_seats: int
    default_options: Mapping[str, object] = field(default_factory=dict)
    # English names of the yes/no options; the menu shows them in the page's language.
    option_labels: Mapping[str, str] = field(default_factory=dict)
    # The game's `rules_version`, and the older ones whose saves it still replays.
    rules_version: int = 0
    older_rules_versions: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "default_options", MappingProxyType(dict(self.default_options)))
        object.__setattr__(self, "option_labels", MappingProxyType(dict(self.option_labels)))
        object.__setattr__(self, "older_rules_versions", frozenset(self.older_rules_versions))


MENU_FACTS = (
    GameFacts(
        "blackforest", "Black Forest", 1, 4,
        {"first_game": False, "start_player": -1},
        {"first_game": "First game: every small Building on its A side"},
        rules_version=2,
    ),
    GameFacts(
        "glassroad", "Glass Road", 1, 4,
        {"intro": False, "long": False, "small_board": False, "start_player": -1},
        {
            "intro": "Introductory game: only the simpler Buildings",
            "long": "Longer game: five building periods",
            "small_board": "4 players: four Buildings a row, as with fewer players",
        },
        rules_version=3, older_rules_versions=frozenset({2}),
    ),
    GameFacts(
        "burgundy", "The Castles of Burgundy", 2, 4,
        {"start_player": -1, "varied_estates": False, "secret_estates": False},
        {
            "varied_estates": "Varied estates: boards 2-9, start castle placed by choice",
            "secret_estates": "With varied estates, choose them in secret",
        },
        rules_version=2, older_rules_versions=frozenset({1}),
    ),
    GameFacts(
        "chickwood", "Chickwood Forest", 2, 5,
        {"legendary": False},
        {"legendary": "Legendary cards: five special cards join the loot"},
        rules_version=1,
    ),
)

FACTS_BY_ID = {facts.id: facts for facts in MENU_FACTS}
