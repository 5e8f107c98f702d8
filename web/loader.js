// Shows loading progress while Python starts, and registers the offline cache.
// Runs before PyScript; everything after "ready" is done by the Python glue.
(function () {
  "use strict";
  // Each file the start-up fetches, in order, and how far along it puts us.
  var STAGES = [
    ["core.js", 10, "Starting PyScript…"],
    ["pyodide.mjs", 20, "Downloading Python…"],
    ["pyodide.asm.wasm", 55, "Unpacking Python's standard library…"],
    ["python_stdlib.zip", 70, "Starting Python…"],
    ["micropip", 80, "Installing the game engine…"],
    ["glasshut-", 92, "Opening the game menu…"],
  ];
  var reached = 0;

  function show(value, text) {
    var bar = document.getElementById("loading-bar");
    var step = document.getElementById("loading-step");
    if (bar && value > bar.value) bar.value = value;
    if (step && text) step.textContent = text;
  }

  if ("PerformanceObserver" in window) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        STAGES.forEach(function (stage, i) {
          if (i >= reached && entry.name.indexOf(stage[0]) !== -1) {
            reached = i + 1;
            show(stage[1], stage[2]);
          }
        });
      });
    }).observe({ type: "resource", buffered: true });
  }

  // Creep forward between milestones so the page never looks frozen.
  var creep = setInterval(function () {
    var bar = document.getElementById("loading-bar");
    if (document.documentElement.dataset.glasshut === "ready") {
      clearInterval(creep);
      registerOfflineCache();
      return;
    }
    if (!bar) return;
    var cap = reached < STAGES.length ? STAGES[reached][1] - 1 : 99;
    if (bar.value < cap) bar.value = bar.value + 0.5;
  }, 200);

  window.addEventListener("error", function (event) {
    if (document.documentElement.dataset.glasshut === "ready") return;
    show(0, "Glasshut could not start: " + (event.message || "unknown error") +
      ". Reloading the page may help.");
  });

  // Registered only once Python is ready: pre-caching the site earlier would compete
  // with the first load for the same bandwidth and CPU.
  function registerOfflineCache() {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    navigator.serviceWorker.register("./sw.js").catch(function (err) {
      console.warn("Offline play is unavailable:", err && err.message);
    });
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
  function showTip(target) {
    var el = target && target.closest ? target.closest("[data-tip]") : null;
    var box = tipBox();
    if (!el) { box.hidden = true; return; }
    box.textContent = el.getAttribute("data-tip");  // text only, never markup
    box.hidden = false;
    var r = el.getBoundingClientRect();
    var w = box.offsetWidth, h = box.offsetHeight;
    var x = Math.min(Math.max(4, r.left + r.width / 2 - w / 2), window.innerWidth - w - 4);
    var y = r.top - h - 6 < 4 ? r.bottom + 6 : r.top - h - 6;
    box.style.left = x + window.scrollX + "px";
    box.style.top = y + window.scrollY + "px";
  }
  document.addEventListener("mouseover", function (e) { showTip(e.target); });
  // Focus shows a tip only when the keyboard moved it (not after a click re-render).
  var keyboard = false;
  document.addEventListener("keydown", function () { keyboard = true; }, true);
  document.addEventListener("pointerdown", function () { keyboard = false; }, true);
  document.addEventListener("focusin", function (e) { if (keyboard) showTip(e.target); });
  document.addEventListener("focusout", function () { tipBox().hidden = true; });
  document.addEventListener("scroll", function () { tipBox().hidden = true; }, true);
})();
