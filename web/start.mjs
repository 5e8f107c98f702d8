// The page's Python runtime as PyScript sees it (its `interpreter`): the pinned
// Pyodide's own module, whose loadPyodide is given two things PyScript cannot pass.
// - The runtime's folder as indexURL (PyScript would take this module's folder).
// - The bytecode of the standard modules a start imports, compiled at build time by
//   this same runtime (the runtime's standard library holds sources only, which
//   Python would compile again at every start). It is written beside the standard
//   library before Python starts and put ahead of it on sys.path. If it cannot be
//   fetched, Python starts from the sources as it would without it.
import * as runtime from "__PYODIDE__";

export const version = runtime.version;

const INDEX_URL = new URL("__RUNTIME__/", import.meta.url).href;
const BYTECODE_URL = new URL("__BYTECODE__", import.meta.url).href;
const BYTECODE_PATH = "/lib/start-bytecode.zip";

export async function loadPyodide(options) {
  // The page preloads this file beside the runtime's, so this takes that download.
  const bytecode = fetch(BYTECODE_URL)
    .then((answer) => (answer.ok ? answer.arrayBuffer() : null))
    .catch(() => null);
  const given = options || {};
  return runtime.loadPyodide(Object.assign({}, given, {
    indexURL: INDEX_URL,
    env: Object.assign({}, given.env, { PYTHONPATH: BYTECODE_PATH }),
    fsInit: async (FS, info) => {
      const bytes = await bytecode;
      if (bytes) FS.writeFile(BYTECODE_PATH, new Uint8Array(bytes));
      if (given.fsInit) await given.fsInit(FS, info);
    },
  }));
}
