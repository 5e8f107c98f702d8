// The site's start module (web/start.mjs) with Pyodide's memory snapshot, for
// `python3 bench/snapshot.py --browser` only (the site does not ship it:
// docs/performance.md says why). `loadPyodide` restores the heap stored in IndexedDB
// under this module's URL, if any, and reseeds `random` (a restored heap repeats its
// state); any error starts Python as the site does. `makeSnapshot` starts a second
// runtime with the private `_makeSnapshot` option, unpacks the engine wheel as
// PyScript does, imports what web/main.py imports from it, and stores the heap. Both
// options pass through web/start.mjs to the runtime's own loadPyodide.
import * as site from "__START__";

export const version = site.version;

const KEY = import.meta.url;

function store(mode, run) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("glasshut-start", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("heap");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction("heap", mode);
      const req = run(tx.objectStore("heap"));
      tx.oncomplete = () => { db.close(); resolve(req.result); };
      tx.onerror = () => { db.close(); reject(tx.error); };
    };
  });
}

export async function loadPyodide(options) {
  const t0 = performance.now();
  let snapshot = null;
  try {
    snapshot = await store("readonly", (s) => s.get(KEY));
  } catch (err) {
    snapshot = null;
  }
  globalThis.__snapRead = performance.now() - t0;
  if (snapshot) {
    try {
      const py = await site.loadPyodide(Object.assign({}, options, { _loadSnapshot: snapshot }));
      py.runPython("import random; random.seed()");
      globalThis.__snapUsed = true;
      globalThis.__bootMs = performance.now() - t0;
      return py;
    } catch (err) {
      console.warn("snapshot failed, a normal start", err);
    }
  }
  const py = await site.loadPyodide(options);
  globalThis.__bootMs = performance.now() - t0;
  return py;
}

export async function makeSnapshot(wheelUrl) {
  const py = await site.loadPyodide({ _makeSnapshot: true });
  const wheel = new Uint8Array(await (await fetch(wheelUrl)).arrayBuffer());
  py.FS.writeFile("/tmp/engine.whl", wheel);
  py.runPython([
    "import zipfile", "zipfile.ZipFile('/tmp/engine.whl').extractall('.')",
    "import json, glasshut.ui.app, glasshut.selfcheck, glasshut.ui.saves, glasshut.ui.app_effects",
  ].join("\n"));
  const heap = py.makeMemorySnapshot();
  await store("readwrite", (s) => s.put(heap, KEY));
  return heap.length;
}
