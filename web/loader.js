// Shows loading progress while Python starts, tells what went wrong if it cannot,
// and registers the offline cache and offers new versions once the page is ready.
// Runs before PyScript; everything after "ready" is done by the Python glue.

// PyScript watches the whole page for new Python scripts and py-* event attributes,
// and looks through every element the page adds, on every change. This page adds
// neither once Python runs, and that watching cost a few ms of each click's swap, so
// the observers PyScript's core creates are kept here and disconnected by
// glasshutQuietRuntime (web/main.py, once the page is ready).
(function () {
  "use strict";
  var Native = window.MutationObserver;
  var runtime = [];
  function Observer(callback) {
    var observer = new Native(callback);
    if (/\/pyscript-[^/]*\/core-/.test(new Error().stack || "")) runtime.push(observer);
    return observer;
  }
  Observer.prototype = Native.prototype;
  window.MutationObserver = Observer;
  window.glasshutQuietRuntime = function () {
    runtime.forEach(function (observer) { observer.disconnect(); });
    return runtime.length;
  };
})();

(function () {
  "use strict";
  // Each file the start-up fetches, in order, and how far along it puts us.
  // The words shown before Python runs, in each language the settings offer (the same
  // keys in each; tests/ui/test_ui_languages.py reads this block as JSON).
  var WORDS = /* loader-words */ {
    "en": {
      "tagline": "Heavy Euro board games in your browser",
      "progress": "Loading progress",
      "fetching": "Fetching the page…",
      "core": "Starting PyScript…",
      "pyodide": "Downloading Python…",
      "wasm": "Unpacking Python's standard library…",
      "stdlib": "Starting Python…",
      "micropip": "Installing the game engine…",
      "engine": "Opening the game menu…",
      "failed": "Glasshut could not start.",
      "failed_why": "Glasshut could not start ({reason}). This can happen just after the site was updated. Your saved games stay in this browser: the button below does not touch them.",
      "clear": "Clear the offline copy and reload",
      "update": "A new version of Glasshut is ready. Your games are saved.",
      "update_now": "Switch now",
      "switching": "Switching once the bots have moved…",
      "file_failed": "a file could not be loaded",
      "unknown": "an unknown error",
      "python_failed": "Python failed",
      "answered": "{file} answered {status}",
      "stalled": "no progress for {seconds} seconds",
      "starting": "Starting… clicks count once ready",
      "click_lost": "That click came before the game was ready and no longer fits the table: please choose again."
    },
    "de": {
      "tagline": "Anspruchsvolle Brettspiele im Browser",
      "progress": "Ladefortschritt",
      "fetching": "Die Seite wird geholt …",
      "core": "PyScript startet …",
      "pyodide": "Python wird heruntergeladen …",
      "wasm": "Pythons Standardbibliothek wird entpackt …",
      "stdlib": "Python startet …",
      "micropip": "Die Spiel-Engine wird installiert …",
      "engine": "Das Spielmenü öffnet sich …",
      "failed": "Glasshut konnte nicht starten.",
      "failed_why": "Glasshut konnte nicht starten ({reason}). Das kann kurz nach einer Aktualisierung der Seite passieren. Deine gespeicherten Partien bleiben in diesem Browser: Der Knopf unten rührt sie nicht an.",
      "clear": "Offline-Kopie löschen und neu laden",
      "update": "Eine neue Version von Glasshut ist bereit. Deine Partien sind gespeichert.",
      "update_now": "Jetzt wechseln",
      "switching": "Wechsel, sobald die Bots gezogen haben …",
      "file_failed": "eine Datei ließ sich nicht laden",
      "unknown": "ein unbekannter Fehler",
      "python_failed": "Python ist gescheitert",
      "answered": "{file} antwortete mit {status}",
      "stalled": "seit {seconds} Sekunden kein Fortschritt",
      "starting": "Startet … Klicks zählen, sobald bereit",
      "click_lost": "Dieser Klick kam, bevor das Spiel bereit war, und passt nicht mehr zum Tisch: bitte wähle erneut."
    }
  } /* end loader-words */;
  // The language of the settings stored by the page, else the browser's first offered
  // one (as common/i18n.py's pick_language), else English.
  var LANG = (function () {
    try {
      var stored = JSON.parse(localStorage.getItem("glasshut:settings") || "{}").lang;
      if (WORDS[stored]) return stored;
    } catch (err) { /* site data blocked or unreadable: the browser's language */ }
    var tags = navigator.languages || [navigator.language || ""];
    for (var i = 0; i < tags.length; i++) {
      var code = String(tags[i]).split("-")[0].toLowerCase();
      if (WORDS[code]) return code;
    }
    return "en";
  })();
  // Once the page runs, its root carries the language the settings chose since.
  function word(key, fields) {
    var lang = WORDS[document.documentElement.lang] ? document.documentElement.lang : LANG;
    return WORDS[lang][key].replace(/\{(\w+)\}/g, function (all, name) {
      return String(fields[name]);
    });
  }
  // The loading screen as index.html wrote it, in that language.
  document.documentElement.lang = LANG;
  [["#loading .tagline", "tagline"], ["#loading-step", "fetching"]].forEach(function (pair) {
    var el = document.querySelector(pair[0]);
    if (el) el.textContent = word(pair[1]);
  });
  var loadingBar = document.getElementById("loading-bar");
  if (loadingBar) loadingBar.setAttribute("aria-label", word("progress"));
  // The board behind it is drawn when the site is built, in English: in another
  // language it shows without its words.
  if (LANG !== "en") {
    document.querySelectorAll(".preview").forEach(function (preview) {
      var walk = document.createTreeWalker(preview, NodeFilter.SHOW_TEXT), texts = [];
      while (walk.nextNode()) texts.push(walk.currentNode);
      texts.forEach(function (node) { node.nodeValue = ""; });
    });
  }

  // Each file the start-up fetches, in order, and how far along it puts us.
  var STAGES = [
    ["core.js", 10, "core"],
    ["pyodide.mjs", 20, "pyodide"],
    ["pyodide.asm.wasm", 55, "wasm"],
    ["python_stdlib.zip", 70, "stdlib"],
    ["micropip", 80, "micropip"],
    ["glasshut-", 92, "engine"],
    // The page's script, fetched once the engine is unpacked (the wheel itself was
    // preloaded beside the runtime, and PyScript's fetch of it is no new download).
    ["/app/main.", 92, "engine"],
  ];
  // No file arrived for this long while starting: something is stuck (a slow phone
  // still gets a file every few seconds, and Python starts within this time).
  var STALL_MS = 45000;
  var reached = 0;
  var lastProgress = Date.now();
  var failed = false;

  function isReady() {
    return document.documentElement.dataset.glasshut === "ready";
  }

  function show(value, text) {
    var bar = document.getElementById("loading-bar");
    var step = document.getElementById("loading-step");
    if (bar && value > bar.value) bar.value = value;
    if (step && text) step.textContent = text;
  }

  if ("PerformanceObserver" in window) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        lastProgress = Date.now();
        // A file answered with an error (e.g. the engine of another version, gone):
        // the start-up cannot succeed. The standard library's bytecode is the one
        // file Python starts without (from the library's sources: web/start.mjs).
        var optional = /\/stdlib-bytecode\.[^/]*\.zip$/.test(entry.name.split("?")[0]);
        if (entry.responseStatus >= 400 && !optional) {
          fail(word("answered", { file: entry.name.split("/").pop(), status: entry.responseStatus }));
        }
        // The engine's wheel is preloaded by the page (index.html) while Python starts:
        // its download is no sign that Python has started.
        if (entry.initiatorType === "link" && /\.whl$/.test(entry.name.split("?")[0])) return;
        STAGES.forEach(function (stage, i) {
          if (i >= reached && entry.name.indexOf(stage[0]) !== -1) {
            reached = i + 1;
            show(stage[1], word(stage[2]));
          }
        });
      });
    }).observe({ type: "resource", buffered: true });
  }

  // Creep forward between milestones so the page never looks frozen.
  var creep = setInterval(function () {
    if (isReady()) {
      clearInterval(creep);
      registerOfflineCache();
      return;
    }
    if (failed) return;
    var bar = document.getElementById("loading-bar");
    if (!bar) return;
    var cap = reached < STAGES.length ? STAGES[reached][1] - 1 : 99;
    if (bar.value < cap) bar.value = bar.value + 0.5;
    if (Date.now() - lastProgress > STALL_MS) {
      fail(word("stalled", { seconds: Math.round(STALL_MS / 1000) }));
    }
  }, 200);

  // -- site data blocked: an IndexedDB in memory ---------------------------------------
  // Where the browser lets the page store nothing ("block site data"), reading
  // localStorage throws and every indexedDB.open fails, and PyScript's own cache in
  // IndexedDB then stops the start. PyScript gets this stand-in instead (just what its
  // key-value store uses); the page plays in memory and says so (web/main.py).
  function memoryIndexedDB() {
    function later(request, run) {
      setTimeout(function () {
        try {
          request.result = run();
        } catch (err) {
          request.error = err;
          if (request.onerror) request.onerror({ target: request });
          return;
        }
        if (request.onsuccess) request.onsuccess({ target: request });
      }, 0);
      return request;
    }
    function database() {
      var items = new Map();
      var store = {
        count: function () { return later({}, function () { return items.size; }); },
        clear: function () { return later({}, function () { items.clear(); }); },
        delete: function (k) { return later({}, function () { items.delete(k); }); },
        get: function (k) { return later({}, function () { return items.get(k); }); },
        getKey: function (k) { return later({}, function () { return items.has(k) ? k : undefined; }); },
        getAllKeys: function () { return later({}, function () { return Array.from(items.keys()); }); },
        put: function (v, k) { return later({}, function () { items.set(k, v); return k; }); },
      };
      return {
        objectStoreNames: { length: 1, contains: function () { return true; } },
        createObjectStore: function () { return store; },
        transaction: function () { return { objectStore: function () { return store; } }; },
        close: function () {},
      };
    }
    var databases = {};
    return {
      open: function (name) {
        return later({}, function () {
          return databases[name] || (databases[name] = database());
        });
      },
    };
  }

  var siteDataBlocked = false;
  function storeInMemory() {
    if (siteDataBlocked) return;
    siteDataBlocked = true;
    document.documentElement.dataset.storage = "memory";
    Object.defineProperty(window, "indexedDB", {
      value: memoryIndexedDB(), configurable: true, writable: true,
    });
  }
  try {
    if (!window.localStorage || !window.indexedDB) storeInMemory();
  } catch (err) {
    storeInMemory();  // reading localStorage throws: site data is blocked
  }

  // -- a crash-safe copy of the saved games -----------------------------------------
  // Chromium writes localStorage to disk lazily, so a killed browser loses the last
  // half minute of moves. ui/saves.py's MirroredStorage sends every write here too;
  // an IndexedDB transaction with strict durability completes only once on disk. At
  // start-up, whichever copy of a game has the higher revision goes back into
  // localStorage, before Python (seconds later) reads it.
  var DB_NAME = "glasshut";
  var STORE = "storage";
  var database = null;

  function openDatabase() {
    if (!database) {
      database = new Promise(function (resolve, reject) {
        if (siteDataBlocked) { reject(new Error("site data is blocked")); return; }
        var request = indexedDB.open(DB_NAME, 1);
        request.onupgradeneeded = function () { request.result.createObjectStore(STORE); };
        request.onsuccess = function () { resolve(request.result); };
        request.onerror = function () {
          storeInMemory();  // IndexedDB refused (a private mode): PyScript's too
          reject(request.error);
        };
      });
    }
    return database;
  }

  function durably(change) {
    return openDatabase().then(function (db) {
      return new Promise(function (resolve, reject) {
        var tx = db.transaction(STORE, "readwrite", { durability: "strict" });
        change(tx.objectStore(STORE));
        tx.oncomplete = function () { resolve(); };
        tx.onerror = tx.onabort = function () { reject(tx.error); };
      });
    });
  }

  // Newer copies of games that did not fit back into a full localStorage at start-up:
  // ui/saves.py's MirroredStorage reads them from here (held()).
  var unrestored = {};

  window.glasshutMirror = {
    put: function (key, value) {
      durably(function (store) { store.put(value, key); }).catch(function () {});
    },
    remove: function (key) {
      delete unrestored[key];
      durably(function (store) { store.delete(key); }).catch(function () {});
    },
    held: function () { return JSON.stringify(unrestored); },
  };

  // Whether JSON text nests deeper than `limit` (brackets in strings not counted):
  // stored text is never trusted to a parser's stack.
  function tooDeep(text, limit) {
    var depth = 0, inString = false;
    for (var i = 0; i < text.length; i++) {
      var c = text.charCodeAt(i);
      if (inString) {
        if (c === 92) i++;  // a backslash escapes the next character
        else if (c === 34) inString = false;
      } else if (c === 34) inString = true;
      else if (c === 91 || c === 123) { if (++depth > limit) return true; }
      else if (c === 93 || c === 125) depth--;
    }
    return false;
  }

  function revision(text) {
    if (typeof text !== "string" || tooDeep(text, 64)) return -1;
    try {
      var rev = JSON.parse(text).rev;
      return typeof rev === "number" ? rev : 0;
    } catch (err) {
      return -1;  // damaged: any readable copy is better
    }
  }

  function recover() {
    return openDatabase().then(function (db) {
      return new Promise(function (resolve) {
        var restored = 0;
        var request = db.transaction(STORE, "readonly").objectStore(STORE).openCursor();
        request.onsuccess = function () {
          var cursor = request.result;
          if (!cursor) { resolve(restored); return; }
          try {
            var kept = localStorage.getItem(cursor.key);
            var isGame = String(cursor.key).indexOf("glasshut:save:") === 0;
            if (kept === null || (isGame && revision(cursor.value) > revision(kept))) {
              try {
                localStorage.setItem(cursor.key, cursor.value);
                restored += 1;
              } catch (err) {
                if (isGame) unrestored[cursor.key] = cursor.value;  // full: read from here
              }
            }
          } catch (err) { /* storage off: the banner says so later */ }
          cursor.continue();
        };
        request.onerror = function () { resolve(restored); };
      });
    }).catch(function () { return 0; });
  }
  recover().then(function (restored) {
    document.documentElement.dataset.recovered = String(restored);
  });


  // -- the table as last seen, before Python starts -------------------------------------
  // Reopening mid-game, the page shows the current game's table as it was left (the
  // same markup the table showed, so nothing it did not show), with a quiet "starting"
  // mark, seconds before Python can draw it. Clicks on it wait and are played once
  // Python is ready, or the page says they could not be. The stored markup is
  // untrusted: tied to the game and its revision, size-capped, parsed in a template
  // and stripped of scripts and handlers (the page's CSP refuses inline script anyway).
  var PAINTED_KEY = "glasshut:painted";
  var PAINTED_MAX = 400000;  // characters; a table is far smaller, a bigger one is not ours
  var paintedAt = null;  // performance.now() when the stored table was on screen
  var queuedClicks = [];
  var CLICK_ATTRS = ["data-act", "data-cmd", "data-game", "data-save", "data-tab", "data-target"];

  function storedRevision(saveId) {
    try { return revision(localStorage.getItem("glasshut:save:" + saveId)); }
    catch (err) { return -1; }
  }

  function rememberTable() {
    if (!isReady()) return;
    try {
      var app = document.getElementById("app");
      var current = localStorage.getItem("glasshut:current");
      var table = app && document.getElementById("table");
      if (!current || !table || !document.documentElement.classList.contains("at-table")) {
        localStorage.removeItem(PAINTED_KEY);
        return;
      }
      var copy = app.cloneNode(true);
      // Only the table itself: no open dialog, tooltip or notice comes back.
      copy.querySelectorAll("dialog, [role=tooltip], [role=alert], .tip").forEach(function (el) {
        el.remove();
      });
      var markup = copy.innerHTML;
      if (markup.length > PAINTED_MAX) { localStorage.removeItem(PAINTED_KEY); return; }
      localStorage.setItem(PAINTED_KEY, JSON.stringify({
        save: current, rev: storedRevision(current), markup: markup,
        width: window.innerWidth, scroll: window.scrollY,
        font: document.documentElement.style.fontSize || "",
        palette: document.documentElement.dataset.palette || "",
        motion: document.documentElement.dataset.motion || "",
      }));
    } catch (err) { /* storage full or blocked: the next start shows the loading screen */ }
  }
  window.addEventListener("pagehide", rememberTable);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "hidden") rememberTable();
  });

  function storedTable() {
    if (siteDataBlocked || location.hash.length > 1) return null;  // a link opens its own
    try {
      var text = localStorage.getItem(PAINTED_KEY);
      if (!text || text.length > PAINTED_MAX + 2000 || tooDeep(text, 4)) return null;
      var kept = JSON.parse(text);
      var current = localStorage.getItem("glasshut:current");
      if (!kept || typeof kept.markup !== "string" || kept.save !== current) return null;
      if (typeof kept.rev !== "number" || kept.rev < 0 || kept.rev !== storedRevision(current)) return null;
      return kept;
    } catch (err) {
      return null;
    }
  }

  // The markup as inert nodes: no script, no embedded document, no handler or
  // script URL survives.
  function cleanTable(markup) {
    var holder = document.createElement("template");
    holder.innerHTML = markup;
    var body = holder.content;
    body.querySelectorAll("script, iframe, object, embed, link, meta, base, style, form[action]")
      .forEach(function (el) { el.remove(); });
    body.querySelectorAll("*").forEach(function (el) {
      Array.prototype.slice.call(el.attributes).forEach(function (attr) {
        var name = attr.name.toLowerCase();
        var value = attr.value.replace(/\s+/g, "").toLowerCase();
        if (name === "style") {  // sizes the page set by script: set the same way again
          el.removeAttribute("style");
          el.style.cssText = attr.value;
        } else if (name.indexOf("on") === 0 || name === "srcdoc" ||
            (/(^|:)(href|src|action|formaction)$/.test(name) && value.indexOf("#") !== 0 &&
             value.indexOf("data:image/") !== 0)) {
          el.removeAttribute(attr.name);
        }
      });
    });
    return body.querySelector("#table") ? body : null;
  }

  function paintStoredTable() {
    var kept = storedTable();
    var app = document.getElementById("app");
    var loading = document.getElementById("loading");
    if (!kept || !app || !loading) return;
    var body = cleanTable(kept.markup);
    if (!body) return;
    var root = document.documentElement;
    if (kept.font && /^\d{2,3}(\.\d+)?%$/.test(kept.font)) root.style.fontSize = kept.font;
    if (/^[\w-]{0,20}$/.test(kept.palette)) root.dataset.palette = kept.palette;
    if (/^[\w-]{0,20}$/.test(kept.motion)) root.dataset.motion = kept.motion;
    root.classList.add("at-table");
    root.dataset.painted = "1";
    loading.hidden = true;
    loading.style.display = "none";  // its class sets a display of its own
    app.querySelectorAll(".preview").forEach(function (el) { el.remove(); });
    app.appendChild(body);
    app.setAttribute("aria-busy", "true");
    var mark = document.createElement("p");
    mark.id = "painted-starting";
    mark.className = "painted-starting";
    mark.setAttribute("role", "status");
    mark.textContent = word("starting");
    // The stylesheet knows nothing of it: placed by the script (CSP allows no inline style).
    Object.assign(mark.style, {
      position: "fixed", left: "50%", bottom: "0.75rem", transform: "translateX(-50%)",
      margin: "0", padding: "0.35rem 0.8rem", borderRadius: "1rem", zIndex: "50",
      background: "rgba(30, 30, 30, 0.78)", color: "#fff", fontSize: "0.85rem",
      pointerEvents: "none", whiteSpace: "nowrap",
    });
    app.appendChild(mark);
    if (kept.width === window.innerWidth && typeof kept.scroll === "number") {
      window.scrollTo(0, kept.scroll);
    }
    paintedAt = performance.now();
    root.dataset.paintedMs = String(Math.round(paintedAt));  // read by bench/load.py
    window.addEventListener("click", holdClick, true);
    window.addEventListener("submit", holdClick, true);
    new MutationObserver(function (records, observer) {
      if (!isReady()) return;
      observer.disconnect();
      wakeUp();
    }).observe(root, { attributes: true, attributeFilter: ["data-glasshut"] });
  }

  // A click on the painted table: nothing happens yet; what it pointed at is noted.
  function holdClick(event) {
    if (isReady() || !paintedAt) return;
    var target = event.target && event.target.closest && event.target.closest("#app");
    if (!target) return;  // the update banner, a failure's button: their own
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type !== "click") return;
    var el = event.target.closest("[data-act], [data-cmd]");
    if (!el) return;
    var selector = CLICK_ATTRS.filter(function (name) { return el.hasAttribute(name); })
      .map(function (name) { return "[" + name + '="' + CSS.escape(el.getAttribute(name)) + '"]'; })
      .join("");
    queuedClicks.push(selector);
    el.classList.add("painted-held");
    document.documentElement.dataset.heldClicks = String(queuedClicks.length);
  }

  function unpaint() {
    if (!paintedAt) return;
    window.removeEventListener("click", holdClick, true);
    window.removeEventListener("submit", holdClick, true);
    var mark = document.getElementById("painted-starting");
    if (mark) mark.remove();
    var table = document.querySelector("#app > #table");
    var loading = document.getElementById("loading");
    if (!isReady()) {
      if (table) table.remove();
      document.documentElement.classList.remove("at-table");
      if (loading) { loading.hidden = false; loading.style.display = ""; }
    }
    document.getElementById("app").removeAttribute("aria-busy");
    paintedAt = null;
  }

  // Python drew the table anew: the held clicks are played on it, in order, each on
  // the element that now carries the same command; one that finds none is said.
  function wakeUp() {
    unpaint();
    var played = 0, lost = 0;
    queuedClicks.splice(0).forEach(function (selector) {
      var el = document.querySelector("#app " + selector);
      if (el && !el.disabled) { el.click(); played += 1; }
      else lost += 1;
    });
    document.documentElement.dataset.heldPlayed = String(played);
    if (lost) {
      var box = document.getElementById("banner");
      if (box) { box.textContent = word("click_lost"); box.hidden = false; }
    }
  }
  paintStoredTable();

  // -- start-up failures: never a loading screen without a message ---------------------
  function fail(reason) {
    if (failed || isReady()) return;
    failed = true;
    unpaint();
    document.documentElement.dataset.glasshut = "failed";
    show(0, word("failed"));
    var box = document.createElement("div");
    box.id = "load-failed";
    box.className = "load-failed";
    box.setAttribute("role", "alert");
    var text = document.createElement("p");
    text.textContent = word("failed_why", { reason: reason });
    var button = document.createElement("button");
    button.type = "button";
    button.id = "clear-and-reload";
    button.textContent = word("clear");
    button.addEventListener("click", clearAndReload);
    box.appendChild(text);
    box.appendChild(button);
    (document.getElementById("loading") || document.body).appendChild(box);
  }

  // Drops the site's offline copy and service worker (never localStorage or
  // IndexedDB, where the games are), then loads everything afresh.
  function clearAndReload() {
    var jobs = [];
    if (window.caches) {
      jobs.push(caches.keys().then(function (keys) {
        return Promise.all(keys.map(function (key) { return caches.delete(key); }));
      }));
    }
    if ("serviceWorker" in navigator) {
      jobs.push(navigator.serviceWorker.getRegistrations().then(function (regs) {
        return Promise.all(regs.map(function (reg) { return reg.unregister(); }));
      }));
    }
    Promise.all(jobs).catch(function () {}).then(function () { location.reload(); });
  }

  window.addEventListener("error", function (event) {
    // A script or stylesheet that failed to load reports on its element, without a
    // message; the capture phase sees those too.
    var el = event.target;
    var what = event.message || (el && (el.src || el.href));
    fail(what ? String(what) : word("file_failed"));
  }, true);
  window.addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    fail(String((reason && reason.message) || reason || word("unknown")));
  });
  // PyScript shows its own failures (a Python traceback, a missing file) in an
  // element of class "py-error".
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(function (node) {
        if (node.classList && node.classList.contains("py-error")) {
          var lines = (node.textContent || "").trim().split("\n");
          fail(lines[lines.length - 1].slice(0, 300) || word("python_failed"));
        }
      });
    });
  }).observe(document.documentElement, { childList: true, subtree: true });

  // -- the offline copy and updates --------------------------------------------------
  // Registered only once Python is ready: pre-caching the site earlier would compete
  // with the first load for the same bandwidth and CPU.
  function registerOfflineCache() {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    var switching = false;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (switching) location.reload();  // only the tab that asked reloads
    });
    // Until an offline copy exists: the page as shown, from the HTTP cache, handed to
    // the worker's install. A worker cannot read the cache entry of a page's own
    // navigation, and offline just after the first visit it could not fetch the page
    // again (sw.template.js).
    var handOver = Promise.resolve();
    if (window.caches && !navigator.serviceWorker.controller) {
      handOver = fetch(location.href.split("#")[0], { cache: "force-cache" })
        .then(function (response) {
          if (!response.ok) return null;
          return caches.open("glasshut-page").then(function (cache) {
            return cache.put(new URL("./", location.href).href, response);
          });
        }).catch(function () {});
    }
    handOver.then(function () {
      return navigator.serviceWorker.register("./sw.js");
    }).then(function (reg) {
      function watch(worker) {
        if (!worker) return;
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && navigator.serviceWorker.controller) {
            offerUpdate(reg);
          }
        });
      }
      if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(reg);
      watch(reg.installing);
      reg.addEventListener("updatefound", function () { watch(reg.installing); });
      // A tab left open for days still hears of new versions.
      setInterval(function () { reg.update().catch(function () {}); }, 3600 * 1000);
    }).catch(function (err) {
      console.warn("Offline play is unavailable:", err && err.message);
    });

    // The new version takes over only when the player says so, and then at a safe
    // moment: the page sets data-busy="1" while a bot is about to move or thinks.
    function offerUpdate(reg) {
      if (document.getElementById("update")) return;
      var box = document.createElement("div");
      box.id = "update";
      box.className = "update";
      box.setAttribute("role", "status");
      var text = document.createElement("span");
      text.textContent = word("update");
      var button = document.createElement("button");
      button.type = "button";
      button.id = "update-now";
      button.textContent = word("update_now");
      button.addEventListener("click", function () {
        button.disabled = true;
        text.textContent = word("switching");
        var wait = setInterval(function () {
          if (document.documentElement.dataset.busy === "1") return;
          clearInterval(wait);
          var worker = reg.waiting;
          if (!worker) { location.reload(); return; }
          switching = true;
          worker.postMessage("glasshut:switch");
        }, 100);
      });
      box.appendChild(text);
      box.appendChild(button);
      document.body.appendChild(box);
    }
  }

  // Tooltips: every component with data-tip explains itself on hover, on keyboard
  // focus and on a tap, in a box that stays inside the screen.
  function tipBox() {
    var box = document.getElementById("tip");
    if (!box) {
      box = document.createElement("div");
      box.id = "tip";
      box.setAttribute("role", "tooltip");
      box.hidden = true;
      document.body.appendChild(box);
    }
    return box;
  }
  var tipAnchor = null;  // the element whose tip shows
  function hideTip() {
    tipAnchor = null;
    var box = document.getElementById("tip");
    if (box) box.hidden = true;
  }
  function showTip(target) {
    var el = target && target.closest ? target.closest("[data-tip]") : null;
    var box = tipBox();
    if (!el) { hideTip(); return; }
    if (el === tipAnchor && !box.hidden) return;  // shown already: no second layout
    tipAnchor = el;
    box.textContent = el.getAttribute("data-tip");  // text only, never markup
    box.hidden = false;
    var r = el.getBoundingClientRect();
    var w = box.offsetWidth, h = box.offsetHeight;
    var x = Math.min(Math.max(4, r.left + r.width / 2 - w / 2), window.innerWidth - w - 4);
    var y = r.top - h - 6 < 4 ? r.bottom + 6 : r.top - h - 6;
    box.style.left = x + window.scrollX + "px";
    box.style.top = y + window.scrollY + "px";
  }
  // On a touch screen a tip shows for what was just tapped only: the page redrawn under
  // a finger that has left also reports a "mouseover", which must not raise a tip.
  var tapped = null, tappedAt = 0;
  // After a click the table is redrawn under a mouse that has not moved, and the
  // browser reports a "mouseover" for whatever is drawn there now: no tip for that
  // until the mouse moves away from where it pressed (it would explain a component
  // the person never pointed at).
  var pressedX = null, pressedY = null;
  function stillWherePressed(e) {
    // (a pointer's position may be fractional, a mouse event's is whole pixels)
    return Math.abs(e.clientX - pressedX) < 1 && Math.abs(e.clientY - pressedY) < 1;
  }
  document.addEventListener("mousemove", function (e) {
    if (pressedX === null || stillWherePressed(e)) return;
    pressedX = pressedY = null;
    showTip(e.target);  // the mouse is pointing again: at what is drawn there now
  }, true);
  document.addEventListener("mouseover", function (e) {
    if (pressedX !== null && stillWherePressed(e)) return;
    if (tapped === null || (e.target === tapped && performance.now() - tappedAt < 1000)) {
      showTip(e.target);
    }
  });
  // Focus shows a tip only when the keyboard moved it (not after a click re-render).
  var keyboard = false;
  document.addEventListener("keydown", function () { keyboard = true; }, true);
  // A choice pressed with the mouse does not take the focus (the keyboard's focus is
  // web/main.py's to place): when a focused element's tabindex changes, the browser
  // lays the page out there and then, so a move that changes the clicked choice would
  // lay it out several times in the middle of its swap.
  document.addEventListener("mousedown", function (e) {
    if (e.button === 0 && e.target.closest && e.target.closest("#table [data-act]")) {
      e.preventDefault();
    }
  });
  // A tap or click anywhere puts the tip away; a tap on a component then shows that
  // component's own tip (the mouseover a tap brings follows the pointerdown). On a
  // touch screen nothing else would: no pointer leaves what was tapped.
  document.addEventListener("pointerdown", function (e) {
    keyboard = false;
    hideTip();
    tapped = e.pointerType === "touch" ? e.target : null;
    tappedAt = performance.now();
    if (e.pointerType === "mouse") { pressedX = e.clientX; pressedY = e.clientY; }
  }, true);
  document.addEventListener("focusin", function (e) { if (keyboard) showTip(e.target); });
  document.addEventListener("focusout", hideTip);
  document.addEventListener("scroll", hideTip, true);
  // After a redraw (web/main.py via glasshutPatch): the person's own move puts the tip
  // away, and so does another seat's move that redrew the component it was about.
  window.glasshutTipAfterRedraw = function (ownMove) {
    if (tipAnchor && (ownMove || !tipAnchor.isConnected)) hideTip();
  };
})();

// Swaps the changed parts of the table in one call from Python (web/main.py, draw):
// `stepsJson` is JSON of [target id, markup, [ids of unchanged parts to move in]] as
// glasshut.ui.patch.plan gives them. Every element is found before anything changes;
// false (nothing changed) when one is missing, and the page redraws it all.
// With `morph`, a target is updated in place: elements that keep their tag keep
// their node and only their changed attributes and texts are set, so lighting a
// choice restyles one element instead of laying out a new one (and focus stays).
(function () {
  function morph(old, fresh) {
    if (old.nodeType !== fresh.nodeType || old.nodeName !== fresh.nodeName ||
        old.namespaceURI !== fresh.namespaceURI) {
      old.replaceWith(fresh);
      return;
    }
    if (old.nodeType !== 1) {
      if (old.data !== fresh.data) old.data = fresh.data;
      return;
    }
    if (old.isEqualNode(fresh)) return;  // nothing to do (a native deep compare)
    var i, name, value;
    for (i = old.attributes.length - 1; i >= 0; i--) {
      name = old.attributes[i].name;
      if (!fresh.hasAttribute(name)) old.removeAttribute(name);
    }
    for (i = 0; i < fresh.attributes.length; i++) {
      name = fresh.attributes[i].name;
      value = fresh.attributes[i].value;
      if (old.getAttribute(name) !== value) old.setAttribute(name, value);
    }
    var before = Array.prototype.slice.call(old.childNodes);
    var after = Array.prototype.slice.call(fresh.childNodes);
    if (before.length === after.length) {
      for (i = 0; i < after.length; i++) morph(before[i], after[i]);
      return;
    }
    // Children came or went (a log grows at its top, a list at its end): the unchanged
    // runs at both ends stay as they are, the rest is updated in place where it pairs
    // up, and only what is left over is removed or added.
    var shorter = Math.min(before.length, after.length), head = 0, tail = 0;
    while (head < shorter && before[head].isEqualNode(after[head])) head++;
    while (tail < shorter - head && before[before.length - 1 - tail].isEqualNode(
      after[after.length - 1 - tail])) tail++;
    var oldMiddle = before.slice(head, before.length - tail);
    var newMiddle = after.slice(head, after.length - tail);
    var next = tail ? before[before.length - tail] : null;
    var paired = Math.min(oldMiddle.length, newMiddle.length);
    for (i = 0; i < paired; i++) morph(oldMiddle[i], newMiddle[i]);
    for (i = paired; i < oldMiddle.length; i++) oldMiddle[i].remove();
    for (i = paired; i < newMiddle.length; i++) old.insertBefore(newMiddle[i], next);
  }

  window.glasshutPatch = function (stepsJson, inPlace) {
    var steps = JSON.parse(stepsJson);
    var targets = [], kept = [], i, k;
    for (i = 0; i < steps.length; i++) {
      var node = document.getElementById(steps[i][0]);
      if (!node) return false;
      targets.push(node);
      for (k = 0; k < steps[i][2].length; k++) {
        var part = document.getElementById(steps[i][2][k]);
        if (!part) return false;
        kept.push(part);
      }
    }
    // Parts that move are taken out first, so that no update in place reuses them.
    for (i = 0; i < kept.length; i++) kept[i].remove();
    var range = document.createRange();
    for (i = 0; i < steps.length; i++) {
      if (!inPlace) {
        targets[i].outerHTML = steps[i][1];
        continue;
      }
      range.selectNode(targets[i]);  // parsed where it goes: SVG inside SVG
      var fresh = range.createContextualFragment(steps[i][1]).firstElementChild;
      if (fresh) morph(targets[i], fresh);
      else targets[i].outerHTML = steps[i][1];
    }
    for (i = 0; i < kept.length; i++) {
      var spot = document.querySelector('[data-keep="' + kept[i].id + '"]');
      if (spot) spot.replaceWith(kept[i]);
    }
    window.glasshutTipAfterRedraw(inPlace);
    return true;
  };
})();

// The tabs' choice counts and each area's one Tab stop, for web/main.py (mark_tabs), in
// one call: a loop over every choice from Python would cross into JavaScript several
// times per choice, on every click. `anytimeJson`: the actions open at any time (they
// never lead an area); `rovingJson`: area -> the choice that held its Tab stop.
// Returns JSON {roving, first: the areas holding the turn's choices (else any choice),
// in page order, bar: whether the bar above holds a choice of the turn}.
(function () {
  function areaOf(el) {
    var panel = el.closest(".panel");
    return panel ? panel.getAttribute("data-panel") : null;
  }

  window.glasshutMarkTabs = function (anytimeJson, rovingJson) {
    var anytime = new Set(JSON.parse(anytimeJson));
    var roving = JSON.parse(rovingJson);
    var counts = {}, first = {}, anyFirst = {}, order = [], anyOrder = [], i;
    var choices = document.querySelectorAll("#table .panel [data-act]");
    for (i = 0; i < choices.length; i++) {
      var el = choices[i], key = areaOf(el);
      counts[key] = (counts[key] || 0) + 1;
      if (!(key in anyFirst)) { anyFirst[key] = el; anyOrder.push(key); }
      if (!(key in first) && !anytime.has(el.getAttribute("data-act"))) {
        first[key] = el;
        order.push(key);
      }
    }
    var tabs = document.querySelectorAll("#table .tab");
    for (i = 0; i < tabs.length; i++) {
      var count = counts[tabs[i].getAttribute("data-tab")] || 0;
      var badge = tabs[i].querySelector(".tab-count");
      var text = count ? String(count) : "";
      if (badge && badge.textContent !== text) badge.textContent = text;
    }
    // One Tab stop per area: the choice last moved to with the arrows if it is still
    // offered, else the area's first choice of the turn.
    for (i = 0; i < anyOrder.length; i++) {
      var area = anyOrder[i], stop = first[area] || anyFirst[area], held = roving[area];
      if (held && held !== stop.getAttribute("data-act")) {
        stop = document.querySelector("#panel-" + area + ' [data-act="' + CSS.escape(held) +
                                      '"]') || stop;
      }
      stop.setAttribute("tabindex", "0");
      roving[area] = stop.getAttribute("data-act");
    }
    return JSON.stringify({
      roving: roving,
      first: order.length ? order : anyOrder,
      bar: !!document.querySelector("#t-choices [data-act]:not(.anytime)"),
    });
  };

  // Whether the middle of `el` shows in its area (an edge peeping in is not enough).
  function inAreaView(el) {
    var panel = el.closest(".panel");
    if (!panel) return true;
    var r = el.getBoundingClientRect(), p = panel.getBoundingClientRect();
    var x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    return r.width > 0 && y > p.top && y < p.bottom && x > p.left && x < p.right;
  }

  // After the paint (reading the layout is free then): when none of the turn's choices
  // in the areas shown (`shownJson`) is in view, scroll the area holding the first one
  // (never the page) so that it shows near the area's top, and near its left when the
  // area pans sideways (a phone's map).
  window.glasshutChoicesInView = function (anytimeJson, shownJson) {
    var anytime = new Set(JSON.parse(anytimeJson)), shown = new Set(JSON.parse(shownJson));
    var choices = document.querySelectorAll("#table .panel [data-act]"), offered = [], i;
    // The turn's choices in the bar's row: the row keeps its sideways scroll from one
    // drawing to the next, so when none of them shows whole, it scrolls to the first.
    var row = document.querySelector("#t-choices .choices");
    var own = row ? row.querySelectorAll("[data-act]:not(.anytime)") : [];
    if (own.length) {
      var b = row.getBoundingClientRect(), whole = false;
      for (i = 0; i < own.length; i++) {
        var r = own[i].getBoundingClientRect();
        if (r.width > 0 && r.left >= b.left - 1 && r.right <= b.right + 1) whole = true;
      }
      if (!whole) row.scrollLeft += own[0].getBoundingClientRect().left - b.left - 6;
      return;
    }
    for (i = 0; i < choices.length; i++) {
      if (!anytime.has(choices[i].getAttribute("data-act")) && shown.has(areaOf(choices[i]))) {
        offered.push(choices[i]);
      }
    }
    for (i = 0; i < offered.length; i++) if (inAreaView(offered[i])) return;
    if (offered.length) window.glasshutBringIntoArea(offered[0]);
  };

  // Calls `fn` (web/main.py, after_paint) in a task after the next paint: reading the
  // layout there is free, and the frame itself runs no Python.
  window.glasshutAfterPaint = function (fn) {
    requestAnimationFrame(function () { setTimeout(fn, 0); });
  };

  window.glasshutBringIntoArea = function (el) {
    var panel = el.closest(".panel");
    if (!panel) return;
    var r = el.getBoundingClientRect(), p = panel.getBoundingClientRect();
    // Below the area's pinned "Whole map" button, which would hide the choice's top.
    var pinned = panel.querySelector(".zoom");
    panel.scrollTop = panel.scrollTop + (r.top - p.top) - 12 - (pinned ? pinned.offsetHeight : 0);
    if (r.left < p.left || r.right > p.right) {
      panel.scrollLeft = panel.scrollLeft + (r.left - p.left) - 12;
    }
  };
})();

// The shell's hands (web/main.py): the DOM work some effects of the page's controller
// (glasshut.ui.app_effects) ask for, each in one call, since every crossing between
// Python and JavaScript costs time. None decides anything: where the outcome depends
// on the layout, they return what they found and the shell tells the controller.
(function () {
  function quietly(el) {  // focus without scrolling: the page never scrolls by itself
    if (el) el.focus({ preventScroll: true });
  }
  function visible(el) {
    return el.checkVisibility ? el.checkVisibility() : true;
  }

  // ShowTab: one area of the table shows (on a wide screen Me and Log stay beside it).
  window.glasshutShowTab = function (tab, focus) {
    var table = document.getElementById("table");
    if (!table) return;
    table.setAttribute("data-tab", tab);
    document.querySelectorAll("#table .tab").forEach(function (button) {
      var selected = button.getAttribute("data-tab") === tab;
      button.setAttribute("aria-selected", String(selected));
      button.setAttribute("tabindex", "0");
      if (selected) revealInRow(button);
    });
    if (focus) quietly(document.getElementById("panel-" + tab));
  };

  // A row of tabs too long for a phone (German, six tabs) scrolls so the selected
  // one shows whole; only the row moves, never the page.
  function revealInRow(button) {
    var row = button.parentElement, margin = 6;
    var left = button.offsetLeft - row.offsetLeft, right = left + button.offsetWidth;
    if (right + margin > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = right + margin - row.clientWidth;
    } else if (left - margin < row.scrollLeft) {
      row.scrollLeft = Math.max(0, left - margin);
    }
  }

  // NoteFocus: before a drawing, whether the focus rested on something.
  var hadFocus = false;
  window.glasshutNoteFocus = function () {
    hadFocus = !!document.activeElement && document.activeElement !== document.body;
  };

  // RefocusChoice: a keyboard player keeps their place; when the focus was lost in the
  // drawing or rests on what is no longer a choice, the first choice takes it.
  window.glasshutRefocusChoice = function () {
    var active = document.activeElement;
    var panel = active ? active.closest(".panel") : null;
    var lost = !hadFocus || !active || active === document.body ||
      (panel && panel !== active && !active.hasAttribute("data-act"));
    if (!lost) return;
    var first = document.querySelector('#table .panel [data-act][tabindex="0"],' +
                                       " #t-choices [data-act], #t-tools [data-cmd=confirm]");
    if (!first || !visible(first)) return;
    quietly(first);
    // A focus placed by the page raises no tip: it would cover the card one must read.
    window.glasshutTipAfterRedraw(true);
  };

  // Patch's marks: blocks another seat's move changed flash once; its pawns slide from
  // where they stood (`slow`: three times slower), unless the system asks for less motion.
  window.glasshutMarkMoved = function (flashJson, targetsJson, slide, slow) {
    JSON.parse(flashJson).forEach(function (id) {
      var node = document.getElementById(id);
      if (node) node.classList.add("changed");
    });
    if (!slide || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    JSON.parse(targetsJson).forEach(function (id) {
      document.querySelectorAll("#" + id + " animateTransform.bf-slide").forEach(function (el) {
        if (slow) el.setAttribute("dur", parseFloat(el.getAttribute("dur")) * 3 + "s");
        el.beginElement();
      });
    });
  };

  // WholeMap: the board's map fitted whole or at its readable size, kept over redraws.
  window.glasshutWholeMap = function (whole) {
    var board = document.querySelector("#table .bf-mapwrap");
    if (!board) return;
    board.classList.toggle("zoomed", whole);
    var button = board.querySelector("[data-cmd=zoom]");
    if (button) button.setAttribute("aria-pressed", String(whole));
  };

  // MarkHint: the hinted choice is marked; the answer is its area when it does not
  // show (the shell asks the controller to show that tab, then glasshutHintInView).
  window.glasshutMarkHint = function (action) {
    var hidden = "";
    document.querySelectorAll("#table [data-act]").forEach(function (el) {
      if (el.getAttribute("data-act") !== action) return;
      el.classList.add("hinted");
      var panel = el.closest(".panel");
      if (panel && !visible(el) && !hidden) hidden = panel.getAttribute("data-panel");
    });
    return hidden;
  };
  window.glasshutHintInView = function () {
    document.querySelectorAll("#table .hinted").forEach(function (el) {
      var panel = el.closest(".panel");
      if (!panel) return;
      var r = el.getBoundingClientRect(), p = panel.getBoundingClientRect();
      if (!(r.bottom > p.top && r.top < p.bottom && r.right > p.left && r.left < p.right)) {
        window.glasshutBringIntoArea(el);
      }
    });
  };

  // StepFocus: the arrow keys move to the next or previous choice in reading order;
  // it takes its area's Tab stop. Answers JSON [area, action] for the controller.
  window.glasshutStepFocus = function (forward) {
    var choices = Array.prototype.filter.call(
      document.querySelectorAll("#table [data-act], #t-choices button"), visible);
    if (!choices.length) return "";
    var k = choices.indexOf(document.activeElement);
    if (k < 0) k = forward ? -1 : 0;
    var target = choices[(k + (forward ? 1 : -1) + choices.length) % choices.length];
    var panel = target.closest(".panel"), moved = "";
    if (panel && target.hasAttribute("data-act")) {
      var area = panel.getAttribute("data-panel");
      panel.querySelectorAll('[data-act][tabindex="0"]').forEach(function (other) {
        other.setAttribute("tabindex", "-1");
      });
      target.setAttribute("tabindex", "0");
      moved = JSON.stringify([area, target.getAttribute("data-act")]);
    }
    quietly(target);
    return moved;
  };

  // Dialogs: one at a time, modal (the board behind takes no clicks or keys). `onClose`
  // hears a dialog the browser closed by itself (Esc), by its id.
  window.glasshutCloseDialogs = function () {
    document.querySelectorAll("dialog.dialog").forEach(function (dialog) {
      dialog.remove();  // removed first: its close event is not the person's Esc
      if (dialog.open) dialog.close();
    });
  };
  window.glasshutOpenDialog = function (markup, focusId, onClose) {
    window.glasshutCloseDialogs();
    document.body.insertAdjacentHTML("beforeend", markup);
    var dialog = document.body.lastElementChild;
    dialog.addEventListener("close", function () {
      if (!dialog.isConnected) return;
      dialog.remove();
      onClose(dialog.id);
    });
    dialog.showModal();
    var target = focusId ? document.getElementById(focusId) : dialog;
    if (target === dialog) dialog.setAttribute("tabindex", "-1");
    quietly(target);
    dialog.scrollTop = 0;  // read from the top (showModal focused its last button)
  };
  // Notice: a notice at the end of the page (the game moved on elsewhere), focused.
  window.glasshutNotice = function (markup, focusSelector) {
    document.getElementById("app").insertAdjacentHTML("beforeend", markup);
    var target = document.querySelector(focusSelector);
    if (target) target.focus();
  };
  // FormError: a sentence at the top of the new-game form, as text (never markup).
  window.glasshutFormError = function (text) {
    var p = document.createElement("p");
    p.className = "notice";
    p.setAttribute("role", "alert");
    p.textContent = text;
    document.querySelector("form[data-cmd=start]").prepend(p);
  };
  // ShowSeats: the new-game form shows its first `count` seats.
  window.glasshutShowSeats = function (count) {
    document.querySelectorAll("#setup fieldset.seat").forEach(function (fieldset) {
      fieldset.hidden = Number(fieldset.getAttribute("data-seat")) >= count;
    });
  };
  // ToggleMore: the toolbar of the clicked "More" shows or hides its less used tools.
  window.glasshutToggleMore = function (clicked) {
    var button = clicked.closest("[data-cmd=more]");
    var shown = button.closest(".toolbar").classList.toggle("show-more");
    button.setAttribute("aria-expanded", String(shown));
  };
  // Copy: a field's text selected and copied (selected, it can still be copied by hand);
  // the button that asked says what happened for a moment, also to a screen reader.
  window.glasshutCopy = function (id, done, byHand) {
    var field = document.getElementById(id);
    var button = document.querySelector('[data-cmd="copy"][data-target="' + id + '"]');
    field.select();
    function say(text) {
      if (!button || !text) return;
      if (!button.hasAttribute("data-label")) button.setAttribute("data-label", button.textContent);
      button.textContent = text;
      button.setAttribute("aria-live", "polite");
      clearTimeout(button.copiedTimer);
      button.copiedTimer = setTimeout(function () {
        button.textContent = button.getAttribute("data-label");
      }, 2000);
    }
    try {
      navigator.clipboard.writeText(field.value).then(function () { say(done); },
                                                      function () { say(byHand); });
    } catch (err) { say(byHand); }
  };
  // LogToTop: the log follows the game, its newest entry on top.
  window.glasshutLogToTop = function () {
    var panel = document.getElementById("panel-log");
    if (panel && panel.scrollTop) panel.scrollTop = 0;
  };
  // SaveWhenIdle: `fn` in the browser's next idle moment (or soon, where it has none).
  window.glasshutWhenIdle = function (fn) {
    if (window.requestIdleCallback) requestIdleCallback(fn, { timeout: 250 });
    else setTimeout(fn, 0);
  };
  // DialogContent: the same dialog, new content: it stays open and modal.
  window.glasshutDialogContent = function (id, markup) {
    var old = document.getElementById(id);
    if (!old) return;
    var holder = document.createElement("div");
    holder.innerHTML = markup;
    // The focus stays on the control that asked (a replay's slider or step button).
    var focused = document.activeElement;
    var keep = focused && focused.id && old.contains(focused) ? focused.id : "";
    old.innerHTML = holder.firstElementChild.innerHTML;
    var again = keep && document.getElementById(keep);
    if (again) again.focus();
  };
})();
