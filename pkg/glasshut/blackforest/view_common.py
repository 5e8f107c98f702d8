"""What every part of Black Forest's table drawing shares: one render's context
(`_Ctx`: the state, the legal actions and those already drawn), the markup cache,
fitted and wrapped text, trades drawn as icons, seat badges and redrawable parts."""

from __future__ import annotations

from html import escape

from ..ui.patch import block
from ..ui.svg import el, focusable, label
from . import board as B
from . import icons as I
from . import texts as T
from .lang import language, tr

SEAT_MARK = ("1", "2", "3", "4")  # shown inside every pawn and seat badge

# Markup that depends only on its key (no legal action on it) is kept between renders:
# most of the table does not change from one click to the next.
_MEMO: dict = {}


def _memo(key, make) -> str:
    key = (language(), key)  # the same part reads otherwise in another language
    hit = _MEMO.get(key)
    if hit is None:
        if len(_MEMO) > 20000:
            _MEMO.clear()
        hit = _MEMO[key] = make()
    return hit


def _fit(value: str, x: float, y: float, width: float, size: float, **kw) -> str:
    """A text line squeezed to `width` when it would overflow (estimated)."""
    if len(value) * size * 0.6 > width:
        kw["textLength"] = width
        kw["lengthAdjust"] = "spacingAndGlyphs"
    return label(x, y, value, font_size=size, **kw)


def _lines(value: str, width: float, size: float, most: int = 2) -> list[str]:
    """Greedy word wrap by estimated width; the last line keeps the rest."""
    per = max(4, int(width / (size * 0.58)))
    words, out, line = value.split(), [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > per and len(out) < most - 1:
            out.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    out.append(line)
    return out


def _cost_tokens(cost: dict) -> list | None:
    out: list = []
    for k, n in cost.items():
        if not isinstance(n, int) or not I.known(k):
            return None
        out += [("n", str(n)), ("i", k)]
    return out


def _reward_tokens(parts) -> list | None:
    out: list = []
    for part in parts:
        head = part[0]
        if head in ("special", "cond", "build") or not I.known(head):
            return None
        spec = part[1]
        if isinstance(spec, int):
            out += [("n", str(spec)), ("i", head)]
        elif spec[0] == "per" and I.known(spec[1]):
            _, what, div, cap = spec
            out += [("n", "1"), ("i", head), ("t", "/" if div == 1 else f"/{div}"), ("i", what)]
            if cap is not None:
                out.append(("t", f"≤{cap}"))
        else:
            return None
    return out


def _glyph_line(tokens, x: float, y: float, width: float, size: float = 12,
                cls: str = "") -> str | None:
    """Numbers and icons in one centred line (baseline y); None if it would not fit even
    with icons as high as the text (the text never shrinks)."""
    for icon in (size * 1.25, size * 1.05, size * 0.9):
        widths = [len(v) * size * 0.62 if kind != "i" else icon for kind, v in tokens]
        total = sum(widths) + 2 * (len(tokens) - 1)
        if total <= width:
            break
    else:
        return None
    at = x - total / 2
    out = []
    for (kind, value), w in zip(tokens, widths, strict=True):
        if kind == "i":
            out.append(I.use(value, at, y - icon * 0.82, icon))
        else:
            out.append(label(at + w / 2, y, value, font_size=size, class_=cls or None))
        at += w + 2
    return "".join(out)


def _trade_glyphs(cost: dict, reward, x: float, y: float, width: float,
                  size: float = 12) -> str | None:
    """A trade as icons ("1 [wood] -> 4 [charcoal]"), or None to fall back to words."""
    left = _cost_tokens(cost) if cost else []
    right = _reward_tokens(reward)
    if left is None or right is None:
        return None
    tokens = [*left, ("t", "→"), *right] if left else [("t", "+"), *right]
    return _glyph_line(tokens, x, y, width, size)


class _Ctx:
    """One render: the state, the actions still to place, and those placed."""

    def __init__(self, state, viewer: int | None, legal: list[str]) -> None:
        self.s = state
        self.viewer = viewer
        self.legal = set(legal)
        self.placed: set[str] = set()
        self.mover = state.to_move()
        task = state.stack[-1][0] if state.stack and not state.is_over() else ""
        self.paying = task == "pay"
        self.slides: dict[str, tuple[float, float]] = {}  # pawn class -> slide (_slides)
        self._scores: dict[int, int] | None = None

    def scores(self) -> dict[int, int]:
        if self._scores is None:
            self._scores = {sc.seat: sc.total for sc in self.s.scores()}
        return self._scores

    def name(self, seat: int) -> str:
        return self.s.seats[seat].name or tr("v.player", n=seat + 1)

    def can(self, action: str) -> bool:
        return action in self.legal and action not in self.placed

    def entry_fee(self, action: str) -> str:
        """A move into a village with pawns in it costs 1 basic resource per pawn there,
        paid in the next step: the label says so up front."""
        s = self.s
        words = action.split()
        if s.solo or len(words) != 2 or words[0] != "move" or words[1] not in B.TXT_SPACE:
            return ""
        i = self.mover
        p = s.players[i]
        dv = B.SPACE_VILLAGE[B.TXT_SPACE[words[1]]]
        if p.pawn < 0 or B.village_of(p.pawn) == dv or any(
                True for _ in p.has_perm("no_pawn_payment")):
            return ""
        there = sum(1 for j, q in enumerate(s.players) if j != i and B.village_of(q.pawn) == dv)
        there += B.village_of(s.neutral_pawn) == dv
        if not there:
            return ""
        return tr("v.entry_fee", n=there, v=dv + 1)

    def act(self, tag: str, action: str, about: str, *children, cls: str = "", **kw) -> str:
        """An element that plays `action` when clicked or activated by keyboard."""
        said = T.wording(self.s.describe(action)) + self.entry_fee(action)
        self.placed.add(action)
        hint = f"{said} ({about})" if about else said
        return el(tag, *children, class_=f"legal {cls}".strip(), data_act=action,
                  tabindex=0, role="button", aria_label=said, data_tip=hint, **kw)

    def thing(self, tag: str, about: str, *children, action: str | None = None,
              cls: str = "", **kw) -> str:
        """A component: clickable if `action` is legal, else it explains itself."""
        if action is not None and self.can(action):
            return self.act(tag, action, about, *children, cls=cls, **kw)
        return focusable(tag, about, *children, class_=cls or None, **kw)


def _badge(ctx: _Ctx, seat: int) -> str:
    return (f'<span class="bf-badge bf-s{seat}" aria-hidden="true">{SEAT_MARK[seat]}</span>'
            f"{escape(ctx.name(seat))}")


def _part(part_id: str, markup: str) -> str:
    """A part of a drawing that is redrawn on its own (a group carrying its id)."""
    return block(part_id, f'<g id="{part_id}">{markup}</g>')
