"""The package's imports run one way: no module imports, directly or through others, a
module that imports it back, and no layer imports a layer above it.

Every `import` and `from ... import` counts, at module level or inside a function: a
function-level import is still a dependency, only a later one. Relative imports are
resolved, a package's `__init__` is a module of its own, and `from pkg import name`
points at the submodule `pkg.name` when there is one, else at `pkg`.

One kind of import is left out of the graph on purpose: those under
`if TYPE_CHECKING:`. They never run (every such module has
`from __future__ import annotations`, checked below), so they order no loading and
call nothing; they only name a type for the reader and the type checker, as a rules
helper naming the State it is given. The layer rules below still see them.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "pkg" / "glasshut"
GAMES = ("blackforest", "glassroad", "burgundy", "chickwood")
BROWSER_ONLY = ("js", "pyscript", "pyodide")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PKG.rglob("*.py"))}


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(node: ast.AST, typing_only: bool) -> Iterator[tuple[ast.stmt, bool]]:
    """Every import statement under `node`, with whether it sits under TYPE_CHECKING."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            yield child, typing_only
        elif isinstance(child, ast.If) and _type_checking(child):
            for stmt in child.body:
                yield from _imports(ast.Module(body=[stmt], type_ignores=[]), True)
            for stmt in child.orelse:
                yield from _imports(ast.Module(body=[stmt], type_ignores=[]), typing_only)
        else:
            yield from _imports(child, typing_only)


def _targets(name: str, path: Path, stmt: ast.stmt) -> Iterator[str]:
    """The absolute names `stmt` imports, submodules resolved."""
    if isinstance(stmt, ast.Import):
        yield from (alias.name for alias in stmt.names)
        return
    assert isinstance(stmt, ast.ImportFrom)
    base = stmt.module or ""
    if stmt.level:
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        package = package[: len(package) - (stmt.level - 1)]
        base = ".".join(package + ([stmt.module] if stmt.module else []))
    for alias in stmt.names:
        submodule = f"{base}.{alias.name}"
        yield submodule if submodule in MODULES else base


def imports_of(name: str, with_typing: bool = False) -> dict[str, int]:
    """Every name `name` imports (modules of ours or not), by first line."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: dict[str, int] = {}
    for stmt, typing_only in _imports(tree, False):
        if typing_only and not with_typing:
            continue
        for target in _targets(name, path, stmt):
            out.setdefault(target, stmt.lineno)
    return out


def ours(target: str) -> str | None:
    """`target` if it is a module of ours (`_targets` already turned a name imported
    from a module into that module)."""
    return target if target in MODULES else None


def graph(with_typing: bool = False) -> dict[str, dict[str, int]]:
    out = {}
    for name in MODULES:
        edges: dict[str, int] = {}
        for target, line in imports_of(name, with_typing).items():
            module = ours(target)
            if module is not None:
                edges.setdefault(module, line)
        out[name] = edges
    return out


def components(edges: dict[str, dict[str, int]]) -> list[list[str]]:
    """Strongly connected components (Tarjan's), iterative: no recursion limit."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                found.append(sorted(component))
    return found


def circles(edges: dict[str, dict[str, int]]) -> list[str]:
    """Each import circle, told as its modules and the lines that close it."""
    out = []
    for component in components(edges):
        if len(component) == 1 and component[0] not in edges[component[0]]:
            continue
        inside = set(component)
        links = [
            f"{module}:{line} -> {target}"
            for module in component
            for target, line in sorted(edges[module].items())
            if target in inside
        ]
        out.append(f"{len(component)} modules: " + "; ".join(links))
    return out


def layer(name: str) -> str:
    return name.split(".")[1] if "." in name else ""


# -- the walk itself ------------------------------------------------------------------------
def test_the_walk_sees_every_kind_of_import():
    edges = graph()
    assert {"glasshut", "glasshut.core.match", "glasshut.chickwood"} <= edges.keys()
    # relative, with a module (`from .game import Seat`), at module level
    assert "glasshut.core.game" in edges["glasshut.core.match"]
    # `from . import data` is the submodule, not the package
    assert "glasshut.burgundy.data" in edges["glasshut.burgundy.state"]
    assert "glasshut.burgundy" not in edges["glasshut.burgundy.state"]
    # two levels up, inside a function (the view's table import)
    assert "glasshut.ui.table" in edges["glasshut.burgundy.view"]
    # typing-only imports are seen, and kept apart
    assert "glasshut.burgundy.state" in graph(with_typing=True)["glasshut.burgundy.turn"]
    assert "glasshut.burgundy.state" not in edges["glasshut.burgundy.turn"]


def test_a_circle_is_found_and_named():
    made_up = {"a": {"b": 3}, "b": {"c": 5}, "c": {"a": 7}, "d": {"d": 1}, "e": {"a": 2}}
    found = circles(made_up)
    assert found == ["3 modules: a:3 -> b; b:5 -> c; c:7 -> a", "1 modules: d:1 -> d"]
    assert circles({"a": {"b": 1}, "b": {}}) == []


# -- the rules --------------------------------------------------------------------------------
def test_every_import_of_ours_names_a_module():
    # Else an edge would go missing from the graph unseen.
    for name in MODULES:
        missing = [
            t for t in imports_of(name, with_typing=True)
            if t.split(".")[0] == "glasshut" and t not in MODULES
        ]
        assert not missing, f"{name} imports {missing}, which are not modules of the package"


def test_no_import_circles():
    found = circles(graph())
    assert not found, "import circles:\n" + "\n".join(found)


def test_typing_only_imports_never_run():
    # The graph may leave TYPE_CHECKING imports out only because annotations stay text.
    for name, path in MODULES.items():
        typed = set(imports_of(name, with_typing=True)) - set(imports_of(name))
        if typed:
            text = path.read_text(encoding="utf-8")
            assert "from __future__ import annotations" in text, name


def test_core_imports_no_layer_above_it():
    for name in MODULES:
        if layer(name) in ("core", "common"):
            targets = {ours(t) for t in imports_of(name, with_typing=True)}
            upward = {t for t in targets if t and layer(t) not in ("core", "common")}
            assert not upward, f"{name} imports {sorted(upward)}"


def test_a_games_rules_do_not_import_the_page_or_its_bots():
    # Only a game's drawing (view*.py) uses the table's helpers, and only its bot.py
    # the shared bots; everything else in a game package is rules, data and texts.
    for name in MODULES:
        if layer(name) not in GAMES:
            continue
        stem = name.rpartition(".")[2]
        targets = {t for t in map(ours, imports_of(name, with_typing=True)) if t}
        if not stem.startswith("view"):
            assert not {t for t in targets if layer(t) == "ui"}, name
        if stem != "bot":
            assert not {t for t in targets if layer(t) == "bots"}, name


def test_nothing_imports_the_browser():
    # The wheel runs in CPython for the tests: only web/ may touch the page.
    for name in MODULES:
        roots = {t.split(".")[0] for t in imports_of(name, with_typing=True)}
        assert not roots & set(BROWSER_ONLY), f"{name} imports {sorted(roots & set(BROWSER_ONLY))}"
