"""Pyodide's memory snapshot (loadPyodide's private `_makeSnapshot` / `_loadSnapshot`),
tried with the engine imported, against a normal start, in one run.

The pinned Pyodide runs under Node (the same runtime the build compiles bytecode with;
Node has no compiled-code cache for WebAssembly, so its start costs more CPU than a warm
browser's). Both starts unpack the engine wheel into the file system, as the page does:
the snapshot holds the wasm heap only, not the in-memory file system.

    python3 bench/snapshot.py [--runs N] [--dist DIR]
Prints the CPU and wall time of each start (medians), the snapshot's size raw and
gzipped, whether a restored interpreter plays, and whether `random` comes back in the
same state from every restore (it must then be reseeded).
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

# What main.py imports before the page is ready.
START_IMPORTS = ("json", "glasshut.ui.app", "glasshut.selfcheck", "glasshut.ui.saves")

# argv: runtime folder, mode (make | plain | restore), wheel, snapshot file.
START = r"""
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
const [runtime, mode, wheel, snapFile, imports] = process.argv.slice(2);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const c0 = cpu(), w0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const options = { indexURL: runtime + path.sep };
if (mode === "make") options._makeSnapshot = true;
if (mode === "restore") options._loadSnapshot = fs.readFileSync(snapFile);
const py = await loadPyodide(options);
const booted = [cpu() - c0, performance.now() - w0];
const held = py.runPython("import sys; len([m for m in sys.modules if m.startswith('glasshut')])");
py.FS.mkdirTree("/home/pyodide");
py.FS.writeFile("/tmp/engine.whl", fs.readFileSync(wheel));
py.runPython("import zipfile; zipfile.ZipFile('/tmp/engine.whl').extractall('/home/pyodide')");
py.runPython("import sys\nif '/home/pyodide' not in sys.path: sys.path.insert(0, '/home/pyodide')\n"
             + imports.split(",").map((m) => `import ${m}`).join("\n"));
const ready = [cpu() - c0, performance.now() - w0];
const out = { booted, ready, held };
if (mode === "make") {
  fs.writeFileSync(snapFile, py.makeMemorySnapshot());
} else {
  // A game from the restored interpreter: a module imported only now, and one move.
  out.plays = py.runPython(`
from glasshut.core.game import Seat
from glasshut.core.match import Match
m = Match.new("burgundy", 3, [Seat("A"), Seat("B")])
m.play(m.legal_actions()[0])
len(m.actions)`);
  out.random = py.runPython("import random; random.random()");
}
console.log(JSON.stringify(out));
"""


def start(script: Path, runtime: Path, mode: str, wheel: Path, snap: Path) -> dict:
    result = subprocess.run(
        ["node", str(script), str(runtime), mode, str(wheel), str(snap), ",".join(START_IMPORTS)],
        capture_output=True, text=True,
    )
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        errors = [line for line in result.stderr.splitlines() if "Error" in line][-3:]
        return {"failed": " | ".join(errors) or f"exit {result.returncode}"}
    return json.loads(lines[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=build.DIST, help="the built site")
    args = parser.parse_args()
    if not (args.dist / "index.html").exists():
        build.build(args.dist)
    [wheel] = (args.dist / "wheels").glob("glasshut-*.whl")
    runtime = build.node_runtime()
    with tempfile.TemporaryDirectory() as tmp:
        script, snap = Path(tmp) / "start.mjs", Path(tmp) / "heap.bin"
        script.write_text(START)
        made = start(script, runtime, "make", wheel, snap)
        if "failed" in made or not snap.exists():
            print(f"snapshot_made=0 ({made.get('failed')})")
            return
        raw = snap.read_bytes()
        runs: dict[str, list[dict]] = {"plain": [], "restore": []}
        for _ in range(args.runs):  # alternated, so machine noise hits both alike
            for mode in runs:
                runs[mode].append(start(script, runtime, mode, wheel, snap))
    failed = [r["failed"] for rs in runs.values() for r in rs if "failed" in r]
    for failure in failed:
        print(f"failed: {failure}")
    med = {}
    for mode, results in runs.items():
        ok = [r for r in results if "failed" not in r]
        med[mode] = {"ready": statistics.median(r["ready"][0] for r in ok),
                     "ready_wall": statistics.median(r["ready"][1] for r in ok)}
        print(f"{mode}: ready cpu {[round(r['ready'][0]) for r in ok]} ms, "
              f"wall {[round(r['ready'][1]) for r in ok]} ms")
    restored = [r for r in runs["restore"] if "failed" not in r]
    print(f"snapshot_bytes={len(raw)}")
    print(f"snapshot_gzip_bytes={len(gzip.compress(raw, 6))}")
    print(f"restored_engine_modules={restored[0]['held'] if restored else 0}")
    print(f"restored_plays={int(all(r.get('plays') == 1 for r in restored) and bool(restored))}")
    print(f"restored_random_repeats={int(len({r['random'] for r in restored}) == 1)}")
    print(f"start_failures={len(failed)}")
    print(f"plain_ready_cpu_ms={med['plain']['ready']:.0f}")
    print(f"restore_ready_cpu_ms={med['restore']['ready']:.0f}")
    print(f"restore_cpu_ratio={med['restore']['ready'] / med['plain']['ready']:.3f}")
    print(f"restore_wall_ratio={med['restore']['ready_wall'] / med['plain']['ready_wall']:.3f}")


if __name__ == "__main__":
    main()
