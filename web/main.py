# The page's Python glue: the only Python that touches the DOM. Game logic and markup
# come from the glasshut wheel; this file wires them to the page.
from pyodide.ffi import create_proxy
from pyscript import document, window

from glasshut import games  # noqa: F401 - registers every game
from glasshut.core.registry import all_games
from glasshut.selfcheck import fingerprint
from glasshut.ui.menu import render_menu

# Proxies handed to JavaScript must stay referenced, or Python collects them.
_keep = []


def expose(name, fn):
    proxy = create_proxy(fn)
    _keep.append(proxy)
    setattr(window, name, proxy)


def show_menu():
    document.getElementById("app").innerHTML = render_menu(all_games())


expose("glasshutFingerprint", lambda seed: fingerprint(int(seed)))
show_menu()
root = document.documentElement
root.dataset.readyMs = str(round(window.performance.now()))  # read by bench/load.py
root.dataset.glasshut = "ready"
