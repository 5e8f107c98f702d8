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
})();
