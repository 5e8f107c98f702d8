"""Player-facing wording that every game's view shares."""

from __future__ import annotations

# Verbs whose command is not the log's verb less its s.
_IRREGULAR = {"goes": "go", "has": "have", "is": "be", "does": "do"}


def as_command(said: str, phrases: dict[str, str] | None = None) -> str:
    """A log sentence's predicate as a button asks for it: "takes 1 Wood." becomes "Take
    1 Wood." (the log tells what a seat did, a button what to do). `phrases`: whole
    openings a game words otherwise ("has finished trading" -> "finish trading")."""
    for told, asked in (phrases or {}).items():
        if said.startswith(told):
            said = asked + said[len(told):]
            return said[:1].upper() + said[1:]
    verb = said.split(" ", 1)[0].rstrip(".:,")
    command = _IRREGULAR.get(verb)
    if command is None:
        if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
            command = verb[:-2]  # passes, finishes, reaches
        elif verb.endswith("s") and not verb.endswith("ss"):
            command = verb[:-1]  # takes, chooses, stops
        else:
            command = verb
    said = command + said[len(verb):]
    return said[:1].upper() + said[1:]
