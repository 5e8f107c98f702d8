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

    python3 bench/snapshot.py --browser [--runs N] [--dist DIR]
The same in headless Chromium: the built site, a copy whose start module is
bench/snapshot_start.mjs (a snapshot made in the page, kept in IndexedDB) and the bare
page, each reloaded warm in turn; then a stored snapshot spoilt two ways (cut short,
overwritten), to see whether the start falls back.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
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


def snapshot_site(dist: Path, into: Path) -> Path:
    """A copy of the site whose page starts Python with bench/snapshot_start.mjs, which
    wraps the site's own start module."""
    shutil.copytree(dist, into)
    [start] = (into / "app").glob("start.*.mjs")
    text = (ROOT / "bench" / "snapshot_start.mjs").read_text()
    (into / "app" / "start-snapshot.mjs").write_text(text.replace("__START__", f"./{start.name}"))
    page = into / "index.html"
    page.write_text(page.read_text().replace(f"./app/{start.name}", "./app/start-snapshot.mjs"))
    return into


SPOIL = """([module, how]) => new Promise((resolve, reject) => {
  const open = indexedDB.open("glasshut-start", 1);
  open.onsuccess = () => {
    const tx = open.result.transaction("heap", "readwrite"), store = tx.objectStore("heap");
    const key = new URL(module, location.href).href;
    const got = store.get(key);
    got.onsuccess = () => {
      const heap = got.result;
      store.put(how === "short" ? heap.slice(0, heap.length >> 1)
                                : heap.map((_, i) => (i * 2654435761) >>> 24), key);
    };
    tx.oncomplete = () => resolve(true);
    tx.onerror = () => reject(tx.error);
  };
})"""


def browser_runs(dist: Path, runs: int) -> None:
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "e2e"))
    sys.path.insert(0, str(ROOT / "bench"))
    import load
    from browsing import CHROMIUM_ARGS, StaticServer

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        snap = snapshot_site(dist, Path(tmp) / "snapshot")
        module = snap / "app" / "start-snapshot.mjs"
        [wheel] = (snap / "wheels").glob("glasshut-*.whl")
        make = f"import('./app/{module.name}').then(m => m.makeSnapshot('./wheels/{wheel.name}'))"
        servers = {"bare": StaticServer(load.make_bare_site(dist, Path(tmp) / "bare")),
                   "site": StaticServer(dist), "snapshot": StaticServer(snap)}
        browser = pw.chromium.launch(executable_path=build.find_chromium(), args=CHROMIUM_ARGS)
        warm: dict[str, list[float]] = {name: [] for name in servers}
        boots, reads, used, size = [], [], [], 0
        for _ in range(runs):  # in turn, so machine noise hits all three alike
            for name, server in servers.items():
                context = browser.new_context()
                page = context.new_page()
                page.goto(server.url)
                load.ready_ms(page)
                load.settle(page)
                if name == "snapshot":
                    size = page.evaluate(make)
                page.reload()
                warm[name].append(load.ready_ms(page))
                if name == "snapshot":
                    got = page.evaluate("[!!globalThis.__snapUsed, globalThis.__snapRead,"
                                        " globalThis.__bootMs]")
                    used.append(got[0])
                    reads.append(got[1])
                    boots.append(got[2])
                context.close()
        fell_back = []
        for how in ("short", "overwritten"):
            context = browser.new_context()
            page = context.new_page()
            page.goto(servers["snapshot"].url)
            load.ready_ms(page)
            page.evaluate(make)
            page.evaluate(SPOIL, [f"./app/{module.name}", how])
            errors: list[str] = []
            page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
            page.reload()
            try:
                load.ready_ms(page, 60_000)
                ok = not page.evaluate("!!globalThis.__snapUsed")
            except Exception:  # noqa: BLE001 - a start that never ends is the finding
                ok = False
            print(f"spoilt snapshot ({how}): started normally {ok}; page errors {errors[:2]}")
            fell_back.append(ok)
            context.close()
        browser.close()
        for server in servers.values():
            server.stop()
    for name, times in warm.items():
        print(f"{name}: warm {[round(t) for t in times]} ms")
    print(f"snapshot_bytes={size}")
    print(f"snapshot_used_runs={sum(used)}")
    print(f"snapshot_read_ms={statistics.median(reads):.0f}")
    print(f"snapshot_boot_ms={statistics.median(boots):.0f}")
    for name, times in warm.items():
        print(f"{name}_warm_ms={statistics.median(times):.0f}")
    site, bare = statistics.median(warm["site"]), statistics.median(warm["bare"])
    print(f"site_warm_ratio={site / bare:.3f}")
    print(f"snapshot_warm_ratio={statistics.median(warm['snapshot']) / bare:.3f}")
    print(f"snapshot_over_site={statistics.median(warm['snapshot']) / site:.3f}")
    print(f"spoilt_falls_back={sum(fell_back)}/{len(fell_back)}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=build.DIST, help="the built site")
    parser.add_argument("--browser", action="store_true",
                        help="in headless Chromium, against the site and the bare page")
    args = parser.parse_args()
    if not (args.dist / "index.html").exists():
        build.build(args.dist)
    if args.browser:
        browser_runs(args.dist, args.runs)
        return
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
