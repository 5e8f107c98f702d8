"""Checks that need a rulebook text, which lives outside the repository.

    python3 bench/own_words.py [--glassroad PATH] [--blackforest PATH]

Each game's player-facing texts are compared with its rulebook: the longest run of
words shared with the rulebook (`*_longest_shared_run`), and how many texts share a run
long enough to count as a copied sentence (`*_copied_texts`, goal 0). For Glass Road
the Building rows are also checked against the rulebook's index (names, introductory
marks, costs, points: `glassroad_index_mismatches`, goal 0). The unit tests cannot do
this: a clean clone has no rulebook beside it. The last lines are name=value pairs; the
exit status is 1 when a goal is missed, 2 when a given file cannot be read.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pkg"))

# A run of this many words found in the rulebook counts as a copied sentence.
GLASSROAD_RUN = 9
BLACKFOREST_RUN = 7


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def longest_shared_run(text_words: list[str], book: str) -> int:
    """The longest run of consecutive words of the text found, in order, in `book`
    (the rulebook's words joined by single spaces, with a space at both ends)."""
    best = 0
    for i in range(len(text_words)):
        j = i + best + 1  # only a longer run can change the answer
        while j <= len(text_words) and f" {' '.join(text_words[i:j])} " in book:
            best = j - i
            j += 1
    return best


def glassroad(path: Path) -> tuple[dict[str, int], bool]:
    from glasshut.glassroad import data, texts

    raw = path.read_text(encoding="utf-8")
    book = f" {' '.join(words(raw))} "
    all_texts = [*texts.CARD_TEXTS.values(), *texts.BUILDING_TEXTS.values(),
                 *texts.TILE_TEXTS.values(), *texts.WHEEL_TEXTS.values()]
    runs = [longest_shared_run(words(t), book) for t in all_texts]
    copied = sum(1 for r in runs if r >= GLASSROAD_RUN)

    index = {}
    for line in raw.splitlines():
        parts = [p.strip() for p in line.strip().strip("|").split("|")]
        if len(parts) < 7 or not line.startswith("| ") or "---" in line:
            continue
        name = parts[0]
        if not name or name == "NAME" or not all(c.isdigit() or c == "" for c in parts[1:5]):
            continue
        cost = tuple(int(c) if c else 0 for c in parts[1:5])
        points = int(parts[5]) if re.fullmatch(r"-?\d+", parts[5]) else 0
        index[name.rstrip("*").strip().lower()] = (name.endswith("*"), cost, points)
    mismatches = 0
    for b in data.BUILDINGS.values():
        if index.get(b.name.lower()) != (b.intro, b.cost, b.points):
            mismatches += 1
            print(f"index row differs: {b.name}")
    figures = {"glassroad_texts": len(all_texts), "glassroad_longest_shared_run": max(runs),
               "glassroad_copied_texts": copied, "glassroad_index_rows": len(index),
               "glassroad_index_mismatches": mismatches}
    return figures, copied == 0 and mismatches == 0 and len(data.BUILDINGS) == 93


def blackforest(path: Path) -> tuple[dict[str, int], bool]:
    from glasshut.blackforest import data as D
    from glasshut.blackforest import texts as T

    all_texts = [T.building_long(b) for b in D.BUILDINGS]
    all_texts += [T.tp_long(tp) for tp in D.TRADESPEOPLE]
    all_texts += [T.job_long(j) for j in D.JOBS]
    book_words = words(path.read_text(encoding="utf-8"))
    book = f" {' '.join(book_words)} "
    # Lists of amounts ("3 wood, 3 charcoal and 1 sand") are data, not prose: a copied
    # run must hold at least 4 words that are neither numbers nor good names.
    amounts = {"and", "or", "s"} | {x for name in T.WORDS for x in words(" ".join(T.WORDS[name]))}
    runs7 = {tuple(book_words[k:k + BLACKFOREST_RUN]) for k in range(len(book_words))}
    copied = 0
    for text in all_texts:
        w = words(text)
        for k in range(len(w) - BLACKFOREST_RUN + 1):
            run = tuple(w[k:k + BLACKFOREST_RUN])
            if run in runs7 and sum(1 for x in run if not x.isdigit() and x not in amounts) >= 4:
                copied += 1
                print(f"copied run: {' '.join(run)}")
                break
    longest = max(longest_shared_run(words(t), book) for t in all_texts)
    figures = {"blackforest_texts": len(all_texts), "blackforest_longest_shared_run": longest,
               "blackforest_copied_texts": copied}
    return figures, copied == 0


def main() -> int:
    seeds = Path(__file__).resolve().parents[2] / "shared" / "seeds"
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--glassroad", type=Path, default=seeds / "glass-road-rulebook.txt")
    parser.add_argument("--blackforest", type=Path, default=seeds / "black-forest-rulebook.txt")
    args = parser.parse_args()
    ok = True
    figures: dict[str, int] = {}
    for check, path in ((glassroad, args.glassroad), (blackforest, args.blackforest)):
        try:
            found, passed = check(path)
        except OSError as exc:
            print(f"cannot read the rulebook {path}: {exc.strerror}", file=sys.stderr)
            return 2
        figures.update(found)
        ok = ok and passed
    for name, value in figures.items():
        print(f"{name}={value}")
    print(f"own_words_ok={int(ok)}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
