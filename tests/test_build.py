"""build.py: the engine wheel, the runtime fix-ups and the assembled dist/."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    return build.build(tmp_path_factory.mktemp("site") / "dist")


def test_wheel_name_follows_its_content(tmp_path, monkeypatch):
    first = build.build_wheel(tmp_path / "a")
    again = build.build_wheel(tmp_path / "b")
    assert first.name == again.name  # same code, same name (reproducible)
    files = build.engine_files()
    changed = files + [("glasshut/_probe.py", b"X = 1\n")]
    monkeypatch.setattr(build, "engine_files", lambda: changed)
    other = build.build_wheel(tmp_path / "c")
    assert other.name != first.name
    assert re.fullmatch(r"glasshut-\d+\.\d+\.\d+\+g[0-9a-f]{10}-py3-none-any\.whl", other.name)


def test_wheel_is_a_valid_pure_wheel(tmp_path):
    wheel = build.build_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        assert "glasshut/core/game.py" in names
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        for line in zf.read(record).decode().splitlines():
            name, digest, _size = line.split(",")
            if not digest:
                continue
            data = zf.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert digest == "sha256=" + expected.decode()


def test_wheel_ships_bytecode_for_the_runtimes_python(dist):
    """Every module has its .pyc where the page's Python looks first, made for that
    Python (its magic number, asked of the pinned runtime itself) and never compared
    with the source's time (unchecked hash: the wheel's files carry no real times)."""
    magic = bytes.fromhex(
        build.runtime_python("import importlib.util; importlib.util.MAGIC_NUMBER.hex()"))
    tag = build.runtime_python("import sys; sys.implementation.cache_tag")
    [wheel] = (dist / "wheels").glob("*.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        sources = {n for n in names if n.endswith(".py")}
        assert "glasshut/core/match.py" in sources
        for source in sources:
            folder, _, module = source.rpartition("/")
            pyc = zf.read(f"{folder}/__pycache__/{module[:-3]}.{tag}.pyc")
            assert pyc[:4] == magic, source
            assert int.from_bytes(pyc[4:8], "little") == 0b01, source  # hash, unchecked
        assert len([n for n in names if n.endswith(".pyc")]) == len(sources)


def test_micropip_variant_fixes_the_lock_file(tmp_path):
    site = build.build(tmp_path / "dist", engine_via="micropip")
    assert '.whl" as="fetch"' not in (site / "index.html").read_text()  # micropip fetches it
    runtime = site / build.RUNTIME_DIR
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    entry = lock["packages"]["micropip"]
    assert build.sha256_file(runtime / entry["file_name"]) == entry["sha256"]


def test_page_uses_relative_urls_only(dist):
    html = (dist / "index.html").read_text()
    urls = re.findall(r'(?:src|href)="([^"]*)"', html)
    assert urls, "the page references its assets"
    for url in urls:
        # "#..." points inside the page itself (an icon drawn by the board's sprite).
        assert url.startswith(("./", "data:", "#")), url
        if url.startswith("./"):
            assert (dist / url[2:]).exists(), url
    config = re.search(r'config="([^"]*)"', html).group(1).replace("&quot;", '"')
    config = json.loads(config)
    for url in [config["interpreter"], *config["files"]]:
        assert url.startswith("./") and (dist / url[2:]).exists()


def test_page_preloads_the_engine_wheel_pyscript_unpacks(dist):
    """The wheel in PyScript's `files` is fetched beside the runtime (the same relative
    URL, as a fetch without credentials, as PyScript's own fetch asks for it), once."""
    html = (dist / "index.html").read_text()
    config = json.loads(re.search(r'config="([^"]*)"', html).group(1).replace("&quot;", '"'))
    [wheel] = [url for url in config["files"] if url.endswith(".whl")]
    preloads = re.findall(r"<link rel=\"preload\"[^>]*>", html)
    assert preloads[-1] == (f'<link rel="preload" href="{wheel}" as="fetch" crossorigin'
                            ' fetchpriority="low">')
    assert html.index(preloads[0]) < html.index("core.js")  # before the runtime starts
    sw = (dist / "sw.js").read_text()
    assert wheel in json.loads(re.search(r"PRECACHE = (\[.*?\]);", sw, re.S).group(1))
    assert "__" not in html.split("<body>")[0]  # every placeholder filled in


def test_service_worker_precaches_every_file(dist):
    sw = (dist / "sw.js").read_text()
    listed = set(json.loads(re.search(r"PRECACHE = (\[.*?\]);", sw, re.S).group(1)))
    files = {
        "./" + p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file() and p.name not in ("sw.js", "index.html", "_headers")
    }
    assert files <= listed and "./" in listed


def test_runtime_files_are_the_pinned_ones_unmodified(dist):
    for folder, pinned in ((build.RUNTIME_DIR, build.PYODIDE_FILES),
                           (build.PYSCRIPT_DIR, build.PYSCRIPT_FILES)):
        shipped = {p.name: build.sha256_file(p) for p in (dist / folder).iterdir()}
        assert shipped == pinned, folder


def test_a_runtime_file_unlike_its_pin_fails_the_build(tmp_path, monkeypatch):
    pins = dict(build.PYSCRIPT_FILES, **{"core.js": "0" * 64})
    monkeypatch.setattr(build, "PYSCRIPT_FILES", pins)
    with pytest.raises(build.BuildError, match="core.js: sha256 .* does not match the pinned"):
        build.build(tmp_path / "dist")


def test_default_site_ships_no_micropip(dist):
    # The engine is unpacked from its wheel, so micropip would be dead weight.
    assert not list((dist / build.RUNTIME_DIR).glob("micropip-*"))


def test_cache_name_changes_with_the_site(tmp_path):
    one = build.build(tmp_path / "one")
    name = re.search(r'CACHE = "([^"]+)"', (one / "sw.js").read_text()).group(1)
    (one / "app" / "extra.txt").write_text("changed")
    build.service_worker(one)
    assert re.search(r'CACHE = "([^"]+)"', (one / "sw.js").read_text()).group(1) != name


def test_site_stays_under_16_mb(dist):
    assert build.dist_size(dist) < 16 * 1024 * 1024


def test_missing_npm_gives_one_clear_line(tmp_path, monkeypatch):
    monkeypatch.setattr(build, "CACHE", tmp_path)
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    with pytest.raises(build.BuildError, match="npm was not found: install Node.js"):
        build.fetch_npm(*build.PYSCRIPT)


def test_tampered_download_is_refused(tmp_path, monkeypatch):
    bad = tmp_path / "x.tgz"
    bad.write_bytes(b"not the pinned file")
    with pytest.raises(build.BuildError, match="does not match the pinned"):
        build._checked(bad, "0" * 64)
    assert not bad.exists()


def test_first_paint_is_drawn_by_the_engine_view(dist):
    html = (dist / "index.html").read_text()
    preview = html[html.index('class="preview'):]
    assert "<svg" in preview and "Village V1" in preview
    assert "data-act" not in preview  # a picture only: nothing to click before Python


# -- security headers -------------------------------------------------------------------
def test_netlify_sends_the_same_security_headers_and_caching():
    import tomllib

    config = tomllib.loads((ROOT / "netlify.toml").read_text())
    by_path = {}
    for rule in config["headers"]:
        by_path.setdefault(rule["for"], {}).update(rule["values"])
    for name, value in build.SECURITY_HEADERS.items():
        assert by_path["/*"][name] == value
    for path, cache in build.CACHE_RULES.items():
        assert by_path[path]["Cache-Control"] == cache
    assert "'unsafe-eval'" in build.CONTENT_SECURITY_POLICY  # Pyodide needs it


def test_headers_file_lists_security_headers_for_every_path(dist):
    text = (dist / "_headers").read_text()
    assert text.startswith("/*\n")
    for name, value in build.SECURITY_HEADERS.items():
        assert f"  {name}: {value}\n" in text
    assert "/sw.js\n  Cache-Control: no-cache\n" in text
    assert "_headers" not in (dist / "sw.js").read_text()  # the host's file, not the page's


def test_serve_sends_the_security_headers(dist):
    import functools
    import http.server
    import threading
    import urllib.request

    handler = functools.partial(build.Handler, directory=str(dist))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        with urllib.request.urlopen(url) as response:
            headers = response.headers
        for name, value in build.SECURITY_HEADERS.items():
            assert headers[name] == value
        assert headers["Cache-Control"] == "no-cache"
    finally:
        server.shutdown()
        server.server_close()


def test_python_starts_with_the_standard_librarys_bytecode(dist):
    """PyScript starts Python through web/start.mjs, which the page fetches at once
    with the bytecode it puts ahead of the standard library: for each standard module
    a start imports (Pyodide's own, PyScript's, the engine's and every game's view),
    the pinned runtime's unchecked-hash .pyc of exactly the pinned library's source."""
    html = (dist / "index.html").read_text()
    config = json.loads(re.search(r'config="([^"]*)"', html).group(1).replace("&quot;", '"'))
    module = config["interpreter"]
    assert re.fullmatch(r"\./app/start\.[0-9a-f]{10}\.mjs", module)
    text = (dist / module[2:]).read_text()
    [bytecode] = re.findall(r'new URL\("\./(stdlib-bytecode\.[0-9a-f]{10}\.zip)"', text)
    assert f'import * as runtime from "../{build.RUNTIME_DIR}/pyodide.mjs";' in text
    assert f'<link rel="modulepreload" href="{module}">' in html
    assert f'<link rel="preload" href="./app/{bytecode}" as="fetch" crossorigin>' in html
    assert html.index(bytecode) < html.index("core.js")

    magic = bytes.fromhex(
        build.runtime_python("import importlib.util; importlib.util.MAGIC_NUMBER.hex()"))
    with zipfile.ZipFile(build.node_runtime() / "python_stdlib.zip") as zf:
        sources = set(zf.namelist())
    with zipfile.ZipFile(dist / "app" / bytecode) as zf:
        names = zf.namelist()
        for name in names:
            assert name.endswith(".pyc") and name[:-1] in sources, name
            pyc = zf.read(name)
            assert pyc[:4] == magic and int.from_bytes(pyc[4:8], "little") == 0b01, name
    for module_file in ("encodings/__init__.pyc", "asyncio/__init__.pyc", "json/__init__.pyc",
                        "pyodide/webloop.pyc", "dataclasses.pyc", "html/entities.pyc"):
        assert module_file in names
    assert len(names) < len([n for n in sources if n.endswith(".py")]) / 2  # a start's only


def test_the_standard_librarys_bytecode_is_what_the_runtime_would_compile(dist):
    """Each .pyc holds the hash of the pinned library's source as the runtime computes
    it, so Python could check it against the source (here, in the runtime itself)."""
    [bytecode] = (dist / "app").glob("stdlib-bytecode.*.zip")
    check = """
import base64, importlib.util, json, sys, zipfile
stdlib = zipfile.ZipFile(next(p for p in sys.path if p.endswith(".zip")))
wrong = []
for name, pyc in json.loads(data).items():
    source = stdlib.read(name[:-1])
    if base64.b64decode(pyc)[8:16] != importlib.util.source_hash(source):
        wrong.append(name)
json.dumps(wrong)
"""
    with zipfile.ZipFile(bytecode) as zf:
        pycs = {n: base64.b64encode(zf.read(n)).decode() for n in zf.namelist()}
    assert json.loads(build.runtime_python(check, json.dumps(pycs))) == []
