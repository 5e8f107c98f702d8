#!/usr/bin/env python3
"""Glasshut's one task runner (standard library only).

    python3 build.py                 build the static site into dist/
    python3 build.py serve [--port N]  build, then serve dist/ on 127.0.0.1 until Ctrl-C
    python3 build.py test [pytest args]  set up .venv, build, lint and run every test

The browser runtime is pinned and hash-checked, and cached in .cache/ so a second
build needs no network.
"""

from __future__ import annotations

import argparse
import base64
import csv
import functools
import hashlib
import http.server
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"
PKG = ROOT / "pkg"
WEB = ROOT / "web"

# The runtime, pinned by version and by the sha256 of the exact file we fetch.
PYODIDE = (
    "pyodide",
    "314.0.7",
    "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0",
)
PYSCRIPT = (
    "@pyscript/core",
    "0.7.31",
    "b2ca1a0c0956aebd990a7c8524cca1eb061444a8319a7264d2f31ef30bea276a",
)
MICROPIP = (
    "micropip",
    "0.11.1",
    "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3",
)

# Only what the page loads from each package, each file pinned by its sha256 and
# shipped unmodified (the micropip variant alone rewrites Pyodide's lock). Pyodide: no
# consoles, typings or maps. PyScript: its core and the plugins its core always loads
# (each page start requests exactly these); the editor, terminal, TOML and MicroPython
# chunks (about 0.9 MB) load only for features the page does not use, and would only be
# downloaded by the offline copy.
PYODIDE_FILES = {
    "pyodide.mjs": "6f1d60f7bf529beb300f0f47983c921d3982363640ba20af0e38efdddbc66109",
    "pyodide.asm.mjs": "f7cdc8ece80678ceb712f8e65ebe6d3a83203a180c399865f49612a051693635",
    "pyodide.asm.wasm": "cc36e3cab04fdfc9a63ff13eb52eae2b911bf46c025cc7b281f394bd3de1d5e6",
    "python_stdlib.zip": "fa1957e5777068fc4f7437f96d860ae2fbe9c19732ba06c84e004ec16dd7dd7a",
    "pyodide-lock.json": "5dc2fc119108bc148c7457dc86e7675b5c87e1cafd420b9c34c1eaef7b36c010",
}
PYSCRIPT_FILES = {
    "core.js": "e3c6992c6625630423d8e720ebba6cfe1d2ad7a9e4be7224a1e4a3c52edc8d07",
    "core.css": "4a3d70ab34376a646ccfc1216cd79b9c31e80bc3816e2496d2d4d0136e811165",
    "core-C9KDLldu.js": "6ebd3fd9f13faa7859f54bed5304c532da8a194fffbe14baf1986af1a1f17dd6",
    "deprecations-manager-UpAPKqCb.js":
        "853a48e814afe7ad7fd93d8dfa20abe3992d7a91994f85eb97b806cd7d712c52",
    "donkey-4Hrqd7WZ.js": "bf4cb5d7e5dde003a79f7ece9f25dae17d9aaacab4e84bbb0a3cc9570a3dffa1",
    "error-D2315lOB.js": "872d9b91b2b1ba283fc6d0d98af1e49dedebfa1a026c15265d712e5f84a599ee",
    "py-editor-C4XsZtn7.js": "4dc3047ff5fbf69690b04b4cf684eeaa982d869842a22314b8116fcb00a1ad89",
    "py-game-DWiCrr7a.js": "02c550364adf2a2dc6a5234653c7819f9707c73a8d6e3330df28f0d477410d53",
    "py-terminal-CwQ6kcjg.js": "111421dd0a1f185eb5b0371b8f8216fcbd2415d9a4b335c5f3368d187b6fd716",
}
# Loaded by PyScript only to install "packages" (the micropip variant).
PYSCRIPT_PACKAGES_FILES = {
    "pyodide_graph-CX6fRcVL.js": "46c1b3a9290317e4bb651c66f743e62d9e5dc56eb099c71a8264fdbb340bb2ca",
}

RUNTIME_DIR = f"runtime/pyodide-{PYODIDE[1]}"
PYSCRIPT_DIR = f"runtime/pyscript-{PYSCRIPT[1]}"


# Sent with every file by `serve`, the test server, `dist/_headers` and netlify.toml
# (tests/test_build.py checks they agree), and written into the page's own meta tag for
# hosts that send no headers (GitHub Pages). Pyodide compiles WebAssembly and also
# evaluates JavaScript it generates, hence both eval sources; nothing else is allowed
# from anywhere but the site itself.
CSP_DIRECTIVES = (
    ("default-src", "'self'"),
    ("script-src", "'self' 'wasm-unsafe-eval' 'unsafe-eval'"),
    ("style-src", "'self'"),
    ("img-src", "'self' data:"),
    ("connect-src", "'self'"),
    ("worker-src", "'self'"),
    ("object-src", "'none'"),
    ("base-uri", "'none'"),
    ("form-action", "'none'"),
    ("frame-ancestors", "'none'"),
)
# Directives a <meta> policy cannot carry: browsers ignore them there.
HEADER_ONLY_DIRECTIVES = ("frame-ancestors", "report-uri", "sandbox")


def content_security_policy(meta: bool = False) -> str:
    """The policy as a header sends it, or (`meta`) as the page's meta tag can hold it."""
    return "; ".join(f"{name} {value}" for name, value in CSP_DIRECTIVES
                     if not (meta and name in HEADER_ONLY_DIRECTIVES))


CONTENT_SECURITY_POLICY = content_security_policy()
META_CONTENT_SECURITY_POLICY = content_security_policy(meta=True)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
# Caching by path, for hosts that read `_headers`: the page and the worker are always
# revalidated; everything else has its content hash or version in its path.
CACHE_RULES = {
    "/": "no-cache",
    "/index.html": "no-cache",
    "/sw.js": "no-cache",
    "/app/*": "public, max-age=31536000, immutable",
    "/wheels/*": "public, max-age=31536000, immutable",
    "/runtime/*": "public, max-age=31536000, immutable",
}


class BuildError(Exception):
    """A one-line, actionable message for the person running the build."""


# -- fetching the pinned runtime -------------------------------------------------------


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _checked(path: Path, expected: str) -> Path:
    actual = sha256_file(path)
    if actual != expected:
        path.unlink()
        raise BuildError(f"{path.name}: sha256 {actual} does not match the pinned {expected}.")
    return path


def fetch_npm(name: str, version: str, digest: str) -> Path:
    tarball = CACHE / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if tarball.exists() and sha256_file(tarball) == digest:
        return tarball
    if shutil.which("npm") is None:
        raise BuildError("npm was not found: install Node.js with npm (e.g. apt-get install npm).")
    CACHE.mkdir(exist_ok=True)
    result = subprocess.run(
        ["npm", "pack", f"{name}@{version}", "--pack-destination", str(CACHE)],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0 or not tarball.exists():
        raise BuildError(
            f"npm could not fetch {name}@{version}; check the network or the npm registry"
            f" setting ({result.stderr.strip().splitlines()[-1:] or ['no output']})."
        )
    return _checked(tarball, digest)


def fetch_wheel(name: str, version: str, digest: str) -> Path:
    wheel = CACHE / f"{name}-{version}-py3-none-any.whl"
    if wheel.exists() and sha256_file(wheel) == digest:
        return wheel
    CACHE.mkdir(exist_ok=True)
    result = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--python-version",
         "3.14", "--only-binary=:all:", "-d", str(CACHE), f"{name}=={version}"],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0 or not wheel.exists():
        raise BuildError(
            f"pip could not download {name}=={version}; check the network or pip's index"
            " setting."
        )
    return _checked(wheel, digest)


def extract(tarball: Path, members: dict[str, Path]) -> None:
    """Copy the named members of an npm tarball (paths under package/) to targets."""
    with tarfile.open(tarball) as tar:
        for member, target in members.items():
            data = tar.extractfile(f"package/{member}")
            if data is None:
                raise BuildError(f"{tarball.name} has no {member}.")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data.read())


# -- the engine wheel, built by hand (a pure wheel is a zip with three metadata files) --


def engine_files() -> list[tuple[str, bytes]]:
    files = []
    for path in sorted((PKG / "glasshut").rglob("*.py")):
        files.append((path.relative_to(PKG).as_posix(), path.read_bytes()))
    return files


# Runs Python code in the pinned Pyodide through Node: argv is the runtime's folder, a
# file with the code, a file whose text the code finds as `data`, and the file to write
# the code's last expression (a str) to.
RUN_IN_RUNTIME = r"""
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
const [runtime, codeFile, dataFile, outFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: runtime + path.sep });
py.globals.set("data", fs.readFileSync(dataFile, "utf8"));
fs.writeFileSync(outFile, String(py.runPython(fs.readFileSync(codeFile, "utf8"))));
"""

# Compiles the sources in `data` (JSON {name: base64 source}) as the runtime imports
# them. Unchecked-hash .pyc: at import the .py beside it in the same wheel is neither
# read nor compared by time (it is kept for tracebacks only).
COMPILE_IN_RUNTIME = """
import base64, importlib.util, json, os, py_compile, sys
out = {}
for name, text in json.loads(data).items():
    src = os.path.join("/tmp/src", name)
    os.makedirs(os.path.dirname(src), exist_ok=True)
    with open(src, "wb") as f:
        f.write(base64.b64decode(text))
    cfile = py_compile.compile(
        src, cfile=src + "c", dfile=name, doraise=True,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(cfile, "rb") as f:
        out[name] = base64.b64encode(f.read()).decode()
json.dumps({"magic": importlib.util.MAGIC_NUMBER.hex(), "tag": sys.implementation.cache_tag,
            "pyc": out})
"""


def node_runtime() -> Path:
    """The pinned Pyodide unpacked in .cache/, for running it through Node at build time."""
    folder = CACHE / f"pyodide-{PYODIDE[1]}"
    if not all((folder / name).exists() for name in PYODIDE_FILES):
        extract_pinned(fetch_npm(*PYODIDE), "", PYODIDE_FILES, folder)
    return folder


def runtime_python(code: str, data: str = "") -> str:
    """What `code` (its last expression, a str) gives in the pinned Pyodide under Node."""
    if shutil.which("node") is None:
        raise BuildError("node was not found: install Node.js (e.g. apt-get install nodejs).")
    runtime = node_runtime()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "run.mjs").write_text(RUN_IN_RUNTIME)
        (work / "code.py").write_text(code)
        (work / "data.txt").write_text(data)
        result = subprocess.run(
            ["node", str(work / "run.mjs"), str(runtime), str(work / "code.py"),
             str(work / "data.txt"), str(work / "out.txt")],
            capture_output=True, text=True,
        )
        if result.returncode != 0:
            last = result.stderr.strip().splitlines()[-1:] or ["no output"]
            raise BuildError(f"Python in the pinned Pyodide failed under Node ({last[0]}).")
        return (work / "out.txt").read_text()


def compile_in_runtime(files: list[tuple[str, bytes]]) -> tuple[str, dict[str, bytes]]:
    """The runtime's cache tag and each Python file's unchecked-hash .pyc, compiled by
    the pinned Pyodide (through Node). Kept in .cache/ by content, so a build compiles
    only the files that changed and starts no Node when none did."""
    store = CACHE / f"pyc-pyodide-{PYODIDE[1]}"
    store.mkdir(parents=True, exist_ok=True)

    def key(name: str, data: bytes) -> Path:
        digest = hashlib.sha256(name.encode() + b"\0" + data).hexdigest()
        return store / f"{digest}.pyc"

    todo = {name: data for name, data in files if not key(name, data).exists()}
    about = store / "runtime.json"  # the runtime's magic number and cache tag
    if todo or not about.exists():
        sources = {name: base64.b64encode(data).decode() for name, data in todo.items()}
        out = json.loads(runtime_python(COMPILE_IN_RUNTIME, json.dumps(sources)))
        # Written whole or not at all: builds may run side by side on one cache.
        for path, data in [(key(name, todo[name]), base64.b64decode(text))
                           for name, text in out["pyc"].items()] + [
                (about, json.dumps({"magic": out["magic"], "tag": out["tag"]}).encode())]:
            part = path.with_name(f"{path.name}.{os.getpid()}.part")
            part.write_bytes(data)
            os.replace(part, path)
    runtime = json.loads(about.read_text())
    magic = bytes.fromhex(runtime["magic"])
    pycs = {name: key(name, data).read_bytes() for name, data in files}
    for name, pyc in pycs.items():
        if pyc[:4] != magic:
            raise BuildError(f"{name}: its .pyc is not for the pinned runtime's Python.")
    return runtime["tag"], pycs


def with_bytecode(files: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    """The files, each module followed by its .pyc in __pycache__/ where the runtime's
    import looks first."""
    python = [(name, data) for name, data in files if name.endswith(".py")]
    tag, pycs = compile_in_runtime(python)
    out = []
    for name, data in files:
        out.append((name, data))
        if name in pycs:
            folder, _, module = name.rpartition("/")
            out.append((f"{folder}/__pycache__/{module[:-3]}.{tag}.pyc", pycs[name]))
    return out


# Lists the standard modules a page start imports, and compiles each as the runtime
# imports it. `data` is the engine wheel (base64): it is unpacked and imported as the
# page does, every game is played a few moves and drawn, and the bots' search is
# imported; PyScript's own Python imports the modules named first. Unchecked-hash .pyc
# with the source's path inside the standard library's zip, so a traceback names it.
START_BYTECODE_IN_RUNTIME = r"""
import base64, io, json, os, py_compile, sys, zipfile
zipfile.ZipFile(io.BytesIO(base64.b64decode(data))).extractall("/home/pyodide")
sys.path.insert(0, "/home/pyodide")
import asyncio, base64, collections, functools, inspect, json, os, pathlib
import glasshut.selfcheck, glasshut.ui.app, glasshut.ui.app_effects, glasshut.ui.saves
import glasshut.bots.search
from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.games import board_view
for game, players in (("blackforest", 2), ("glassroad", 3), ("burgundy", 2), ("chickwood", 3)):
    match = Match.new(game, 7, [Seat(str(i), "bot", "greedy") for i in range(players)])
    for _ in range(5):
        match.play(match.legal_actions()[0])
    board_view(match, interactive=False)
stdlib = next(p for p in sys.path if p.endswith(".zip"))
origins = [getattr(getattr(m, "__spec__", None), "origin", None) or ""
           for m in list(sys.modules.values())]
names = sorted({o[len(stdlib) + 1:] for o in origins if o.startswith(stdlib + "/")})
source = zipfile.ZipFile(stdlib)
out = {}
for name in names:
    src = os.path.join("/tmp/stdlib", name)
    os.makedirs(os.path.dirname(src), exist_ok=True)
    with open(src, "wb") as f:
        f.write(source.read(name))
    py_compile.compile(src, cfile=src + "c", dfile=f"{stdlib}/{name}", doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(src + "c", "rb") as f:
        out[name + "c"] = base64.b64encode(f.read()).decode()
json.dumps(out)
"""


def start_bytecode(wheel: Path) -> bytes:
    """A zip of the runtime's bytecode for the standard modules a page start imports
    (web/start.mjs puts it ahead of the standard library). Pyodide ships its standard
    library as sources, so without it each start compiles them all again. Made by the
    pinned runtime through Node, kept in .cache/ by the wheel's content."""
    data = wheel.read_bytes()
    key = hashlib.sha256(
        PYODIDE[1].encode() + START_BYTECODE_IN_RUNTIME.encode() + data).hexdigest()[:16]
    cached = CACHE / f"start-bytecode-{PYODIDE[1]}" / f"{key}.zip"
    if cached.exists():
        return cached.read_bytes()
    pycs = json.loads(runtime_python(START_BYTECODE_IN_RUNTIME, base64.b64encode(data).decode()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for name in sorted(pycs):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))  # reproducible
            info.external_attr = 0o644 << 16
            zf.writestr(info, base64.b64decode(pycs[name]), zipfile.ZIP_DEFLATED, 9)
    cached.parent.mkdir(parents=True, exist_ok=True)
    part = cached.with_name(f"{cached.name}.{os.getpid()}.part")
    part.write_bytes(out.getvalue())
    os.replace(part, cached)
    return out.getvalue()


def project_version() -> str:
    for line in (ROOT / "pyproject.toml").read_text().splitlines():
        if line.startswith("version"):
            return line.split("=", 1)[1].strip().strip('"')
    raise BuildError("pyproject.toml has no version.")


def build_wheel(
    out_dir: Path, files: list[tuple[str, bytes]] | None = None, bytecode: bool = True
) -> Path:
    """The engine wheel; with `bytecode`, each module also as the runtime's .pyc, so
    nothing is compiled when the page starts."""
    files = engine_files() if files is None else files
    if bytecode:
        files = with_bytecode(files)
    content = hashlib.sha256()
    for name, data in files:
        content.update(name.encode() + b"\0" + data + b"\0")
    # The content hash is part of the version, so the file name changes with the code
    # and no browser cache (HTTP, service worker or micropip's) can serve stale engine.
    version = f"{project_version()}+g{content.hexdigest()[:10]}"
    dist_info = f"glasshut-{version}.dist-info"
    meta = {
        f"{dist_info}/METADATA": (
            f"Metadata-Version: 2.1\nName: glasshut\nVersion: {version}\n"
            "Requires-Python: >=3.11\n"
        ).encode(),
        f"{dist_info}/WHEEL": (
            b"Wheel-Version: 1.0\nGenerator: glasshut-build\nRoot-Is-Purelib: true\n"
            b"Tag: py3-none-any\n"
        ),
    }
    entries = files + list(meta.items())
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for name, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(data)])
    writer.writerow([f"{dist_info}/RECORD", "", ""])
    entries.append((f"{dist_info}/RECORD", record.getvalue().encode()))

    out_dir.mkdir(parents=True, exist_ok=True)
    wheel = out_dir / f"glasshut-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))  # reproducible
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return wheel


# -- assembling dist/ -----------------------------------------------------------------


def short_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:10]


def copy_hashed(src: Path, dest_dir: Path, stem: str, suffix: str) -> str:
    data = src.read_bytes()
    name = f"{stem}.{short_hash(data)}{suffix}"
    (dest_dir / name).write_bytes(data)
    return name


def add_micropip(runtime: Path) -> None:
    micropip = fetch_wheel(*MICROPIP)
    # Pyodide's lock pins a micropip hash that is not PyPI's wheel; the browser would
    # refuse our copy (integrity error), so point the lock at the wheel we ship.
    shutil.copy(micropip, runtime / micropip.name)
    lock_path = runtime / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    entry = lock["packages"]["micropip"]
    entry["file_name"] = micropip.name
    entry["sha256"] = sha256_file(micropip)
    lock_path.write_text(json.dumps(lock, separators=(",", ":")))


def extract_pinned(tarball: Path, folder: str, files: dict[str, str], into: Path) -> None:
    """Copy `files` from the tarball's `folder` into `into`, each checked against its pin."""
    extract(tarball, {f"{folder}{name}": into / name for name in files})
    for name, digest in files.items():
        _checked(into / name, digest)


def build_runtime(dist: Path, engine_via: str) -> None:
    runtime = dist / RUNTIME_DIR
    extract_pinned(fetch_npm(*PYODIDE), "", PYODIDE_FILES, runtime)
    pyscript = dict(PYSCRIPT_FILES)
    if engine_via == "micropip":
        add_micropip(runtime)
        pyscript.update(PYSCRIPT_PACKAGES_FILES)
    extract_pinned(fetch_npm(*PYSCRIPT), "dist/", pyscript, dist / PYSCRIPT_DIR)


def service_worker(dist: Path) -> None:
    files = sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file() and p.name not in ("sw.js", "_headers")  # _headers is for the host
    )
    content = hashlib.sha256()
    for name in files:
        content.update(name.encode() + b"\0" + (dist / name).read_bytes())
    precache = ["./"] + [f"./{name}" for name in files if name != "index.html"]
    template = (WEB / "sw.template.js").read_text()
    sw = template.replace("__CACHE_NAME__", f"glasshut-{content.hexdigest()[:16]}").replace(
        "__PRECACHE__", json.dumps(precache, indent=1)
    )
    (dist / "sw.js").write_text(sw)


def engine_config(wheel: Path, engine_via: str, interpreter: str) -> dict:
    """How PyScript gets the engine into Python.

    "files" (the default) unzips the wheel into Python's working directory, which is
    on sys.path; "micropip" installs it as a package. Both load the same wheel file;
    "files" skips loading micropip, which bench/load.py measured as the larger cost.
    `interpreter` is the module PyScript starts Python with (web/start.mjs).
    """
    config = {"interpreter": interpreter}
    if engine_via == "files":
        config["files"] = {f"./wheels/{wheel.name}": "./*"}
    elif engine_via == "micropip":
        config["packages"] = [f"./wheels/{wheel.name}"]
    else:
        raise BuildError(f"unknown engine loading {engine_via!r}")
    return config


def engine_preload(config: dict, start: tuple[str, str] | None = None) -> str:
    """The page's hints to fetch at once, beside the runtime's files:
    - the module that starts Python and the standard library's bytecode it writes
      before Python starts (`start`: their URLs), at the runtime's own priority;
    - the engine's wheel: PyScript fetches its `files` only once Pyodide has started,
      and takes this download then (a plain fetch of the same relative URL, from the
      browser's preload cache). Low priority: the runtime's own files come first, the
      wheel in the time Pyodide takes to start."""
    links = []
    if start:
        module, bytecode = start
        links += [f'<link rel="modulepreload" href="{module}">',
                  f'<link rel="preload" href="{bytecode}" as="fetch" crossorigin>']
    links += [f'<link rel="preload" href="{url}" as="fetch" crossorigin fetchpriority="low">'
              for url in config.get("files", {}) if url.endswith(".whl")]
    return "\n".join(links)


def start_module(app: Path, wheel: Path) -> tuple[str, str]:
    """web/start.mjs and the standard library's bytecode in app/, by content hash:
    their URLs from the page."""
    bytecode = f"stdlib-bytecode.{short_hash(data := start_bytecode(wheel))}.zip"
    (app / bytecode).write_bytes(data)
    text = (WEB / "start.mjs").read_text()
    for key, value in {"__PYODIDE__": f"../{RUNTIME_DIR}/pyodide.mjs",
                       "__RUNTIME__": f"../{RUNTIME_DIR}",
                       "__BYTECODE__": f"./{bytecode}"}.items():
        text = text.replace(key, value)
    module = f"start.{short_hash(text.encode())}.mjs"
    (app / module).write_text(text)
    return f"./app/{module}", f"./app/{bytecode}"


def preview_markup() -> str:
    """A starting table drawn at build time by the engine's own view code, shown as
    the first paint while Python loads in the page."""
    sys.path.insert(0, str(PKG))
    try:
        from glasshut.core.game import Seat
        from glasshut.core.match import Match
        from glasshut.games import board_view

        # Bot seats: the picture is drawn for a spectator, with no "your turn" prompt.
        seats = [Seat("Blue", "bot", "greedy"), Seat("Red", "bot", "greedy")]
        match = Match.new("blackforest", 1, seats)
        board, _placed = board_view(match, interactive=False)
    finally:
        sys.path.remove(str(PKG))
    if not board:
        return ""
    return f'<div class="preview board" aria-hidden="true" inert>{board}</div>'


def build(dist: Path = DIST, engine_via: str = "files", bytecode: bool = True,
          stdlib_bytecode: bool = True) -> Path:
    """The site in `dist`. `bytecode`: the engine's modules also as bytecode;
    `stdlib_bytecode`: Python started by web/start.mjs with the standard library's
    bytecode (without it, PyScript starts the runtime's own module, as before)."""
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    build_runtime(dist, engine_via)
    wheel = build_wheel(dist / "wheels", bytecode=bytecode)
    app = dist / "app"
    app.mkdir()
    # One stylesheet: the page's own first, then each game's board styles.
    styles = [WEB / "style.css", *sorted(p for p in WEB.glob("*.css") if p.name != "style.css")]
    css_data = b"\n".join(p.read_bytes() for p in styles)
    css = f"style.{short_hash(css_data)}.css"
    (app / css).write_bytes(css_data)
    loader = copy_hashed(WEB / "loader.js", app, "loader", ".js")
    main = copy_hashed(WEB / "main.py", app, "main", ".py")
    start = start_module(app, wheel) if stdlib_bytecode else None
    interpreter = start[0] if start else f"./{RUNTIME_DIR}/pyodide.mjs"
    config = engine_config(wheel, engine_via, interpreter)
    page = (WEB / "index.html").read_text()
    for key, value in {
        "__PYSCRIPT__": f"./{PYSCRIPT_DIR}",
        "__STYLE__": f"./app/{css}",
        "__LOADER__": f"./app/{loader}",
        "__MAIN__": f"./app/{main}",
        "__CONFIG__": json.dumps(config).replace('"', "&quot;"),
        "__PRELOAD__": engine_preload(config, start),
        "__CSP__": META_CONTENT_SECURITY_POLICY,
        "__PREVIEW__": preview_markup(),
    }.items():
        page = page.replace(key, value)
    (dist / "index.html").write_text(page)
    headers_file(dist)
    service_worker(dist)
    return dist


def headers_file(dist: Path) -> None:
    """`dist/_headers`: the security headers and caching rules, for hosts that read it."""
    lines = ["/*"] + [f"  {name}: {value}" for name, value in SECURITY_HEADERS.items()]
    for path, cache in CACHE_RULES.items():
        lines += [path, f"  Cache-Control: {cache}"]
    (dist / "_headers").write_text("\n".join(lines) + "\n")


def dist_size(dist: Path = DIST) -> int:
    return sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())


# -- serving ----------------------------------------------------------------------------


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".py": "text/plain",
        ".whl": "application/zip",
        ".json": "application/json",
    }

    # Cache-Control for every response, or None to send none (as Python's server does).
    cache_control: str | None = "no-cache"
    # False serves without the security headers, as a host that sends none (GitHub
    # Pages): the page's meta tag then carries the policy alone.
    security_headers: bool = True

    def end_headers(self) -> None:
        for name, value in SECURITY_HEADERS.items() if self.security_headers else ():
            self.send_header(name, value)
        if self.cache_control is not None:
            self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - stdlib signature
        if os.environ.get("GLASSHUT_QUIET") != "1":
            super().log_message(format, *args)


def serve(port: int) -> None:
    handler = functools.partial(Handler, directory=str(DIST))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Serving Glasshut at http://127.0.0.1:{port}/ (Ctrl-C to stop)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("\nStopped.")


# -- tests --------------------------------------------------------------------------------


def find_chromium() -> str:
    path = os.environ.get("GLASSHUT_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).exists():
        raise BuildError(
            "Chromium was not found: install it (apt-get install chromium) or set"
            " GLASSHUT_CHROMIUM to its path."
        )
    return path


def venv_python() -> Path:
    return VENV / "bin" / "python"


def setup_venv() -> None:
    """Create .venv with the dev dependencies; redo it only when pyproject.toml changes."""
    stamp = VENV / ".glasshut-stamp"
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == wanted and venv_python().exists():
        return
    print("Setting up .venv with the test dependencies ...", flush=True)
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(VENV)], check=True)
    result = subprocess.run(
        [str(venv_python()), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[dev]"]
    )
    if result.returncode != 0:
        raise BuildError("pip could not install the test dependencies; check the network.")
    stamp.write_text(wanted)


def run_tests(pytest_args: list[str]) -> int:
    chromium = find_chromium()
    setup_venv()
    build()
    env = {**os.environ, "GLASSHUT_CHROMIUM": chromium, "GLASSHUT_DIST": str(DIST)}
    return subprocess.call([str(venv_python()), "-m", "pytest", *pytest_args], cwd=ROOT, env=env)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Build, serve or test Glasshut.")
    parser.add_argument("command", nargs="?", default="build", choices=["build", "serve", "test"])
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8000)))
    args, rest = parser.parse_known_args(argv)
    try:
        if args.command == "test":
            return run_tests(rest)
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        build()
        print(f"Built dist/ ({dist_size() / 1e6:.1f} MB).")
        if args.command == "serve":
            serve(args.port)
    except BuildError as err:
        print(f"build.py: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
