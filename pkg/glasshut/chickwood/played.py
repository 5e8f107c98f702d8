"""A loot card lying on the table, in front of a castle or set aside: the one record the
rules, the views and the bots share, so it sits below them all."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Played:
    """A loot card in front of a castle or set aside: what, whose, which way up, and
    the seats that have seen it (a bit per seat; its owner always has)."""

    kind: str
    owner: int
    face_up: bool
    seen: int  # bit mask of seats

    def visible_to(self, seat: int | None) -> bool:
        return self.face_up or (seat is not None and bool(self.seen >> seat & 1))

    def to_json(self) -> list:
        return [self.kind, self.owner, self.face_up, self.seen]

    @classmethod
    def from_json(cls, row: list) -> Played:
        kind, owner, face_up, seen = row
        return cls(str(kind), int(owner), bool(face_up), int(seen))

    def copy(self) -> Played:
        return Played(self.kind, self.owner, self.face_up, self.seen)
