"""The page's start to its menu, in the pinned Pyodide under Node, for one or more trees.

For each tree (its `pkg/`), the engine wheel is built as the site ships it (bytecode
beside the sources), unpacked into a fresh Pyodide as PyScript does, and then timed:
importing the page's controller, building it over a storage and drawing the menu, as
the page does at start. Once with an empty storage and once with a stored game in the
list (Chickwood Forest, two seats, a few moves). Each run is a new Node process; the
runs of all trees are taken in turn, so machine noise hits them alike.

    python3 bench/start.py [--runs N] NAME=TREE [NAME=TREE ...]

Printed per tree and storage: the median CPU ms of Node (process.cpuUsage) over the
step, the modules it imported (the engine's, and all) and the stored games listed.
Needs Node (see README).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "pkg"))
import build  # noqa: E402

RUN = r"""
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
const [runtime, wheel, storeFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: runtime + path.sep });
py.FS.writeFile("/tmp/engine.whl", fs.readFileSync(wheel));
py.globals.set("stored", fs.readFileSync(storeFile, "utf8"));
py.runPython(`
import os, sys, zipfile
zipfile.ZipFile("/tmp/engine.whl").extractall(".")
sys.path.insert(0, os.getcwd())
`);
const before = process.cpuUsage();
const out = py.runPython(`
import json
known = set(sys.modules)
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

ctl = Controller(Storage(json.loads(stored)), Host(
    now_ms=lambda: 0.0, epoch_ms=lambda: 1_800_000_000_000,
    now_iso=lambda: "2027-01-01T00:00:00.000Z", local_time=str,
    page_url=lambda: "https://glasshut.test/"))
menu = "".join(getattr(e, "markup", "") for e in ctl.start(""))
assert 'id="menu"' in menu
new = sorted(set(sys.modules) - known)
json.dumps({"engine": len([m for m in new if m.startswith("glasshut")]), "all": len(new),
            "listed": menu.count('<li class="saved')})
`);
const used = process.cpuUsage(before);
console.log(JSON.stringify({ cpu_ms: (used.user + used.system) / 1000, ...JSON.parse(out) }));
"""


def stored_game() -> dict[str, str]:
    """localStorage with one game stored by the engine itself, not open."""
    from glasshut.core.game import Seat
    from glasshut.core.match import Match
    from glasshut.ui.saves import Shelf

    class Memory:
        def __init__(self) -> None:
            self.items: dict[str, str] = {}

        @property
        def length(self) -> int:
            return len(self.items)

        def key(self, i: int) -> str | None:
            return list(self.items)[i] if i < len(self.items) else None

        def getItem(self, k: str) -> str | None:  # noqa: N802 - the Web Storage API
            return self.items.get(k)

        def setItem(self, k: str, v: str) -> None:  # noqa: N802
            self.items[k] = v

        def removeItem(self, k: str) -> None:  # noqa: N802
            self.items.pop(k, None)

    match = Match.new("chickwood", 5, [Seat("Ann"), Seat("Bob", "bot", "greedy")])
    for _ in range(6):
        match.play(match.legal_actions()[0])
    storage = Memory()
    Shelf(storage).put("chickwood-1", match, "2027-01-01T00:00:00.000Z")
    return storage.items


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("trees", nargs="+", metavar="NAME=TREE",
                        help="a checkout (or export) of the repository: its pkg/ is built")
    args = parser.parse_args()
    runtime = build.node_runtime()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "run.mjs").write_text(RUN)
        stores = {"empty": work / "empty.json", "stored": work / "stored.json"}
        stores["empty"].write_text("{}")
        stores["stored"].write_text(json.dumps(stored_game()))
        wheels = {}
        for spec in args.trees:
            name, _, tree = spec.partition("=")
            build.PKG = Path(tree).resolve() / "pkg"
            out = work / "wheels" / name
            shutil.rmtree(out, ignore_errors=True)
            wheels[name] = build.build_wheel(out)
        results: dict[tuple[str, str], list[dict]] = {
            (name, store): [] for name in wheels for store in stores}
        loads = [os.getloadavg()[0]]
        for _ in range(args.runs):
            for name, wheel in wheels.items():
                for store, path in stores.items():
                    done = subprocess.run(
                        ["node", str(work / "run.mjs"), str(runtime), str(wheel), str(path)],
                        capture_output=True, text=True, check=True)
                    results[(name, store)].append(json.loads(done.stdout.splitlines()[-1]))
            loads.append(os.getloadavg()[0])
    print("load_average=" + ",".join(f"{x:.1f}" for x in loads))  # 1 min, each round
    for (name, store), runs in results.items():
        last = runs[-1]
        print(f"{name}_{store}_cpu_ms={statistics.median(r['cpu_ms'] for r in runs):.0f}")
        print(f"{name}_{store}_engine_modules={last['engine']}")
        print(f"{name}_{store}_all_modules={last['all']}")
        print(f"{name}_{store}_listed={last['listed']}")


if __name__ == "__main__":
    main()
