"""Game-agnostic machinery: seeded randomness, the game protocol, saves, undo."""
