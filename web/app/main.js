// Page entry: paints the boot progress, starts the engine and shows what it
// offers. <html data-app-state> goes "loading" -> "ready" or "error".

import { Engine } from "./engine.js";

const html = document.documentElement;
const $ = (id) => document.getElementById(id);

function megabytes(bytes) {
  return (bytes / 1e6).toFixed(1);
}

function showProgress({ stage, items }) {
  const total = items.reduce((sum, item) => sum + item.total, 0);
  const loaded = items.reduce((sum, item) => sum + Math.min(item.loaded, item.total), 0);
  const downloading = items.find((item) => !item.done && item.loaded > 0);
  const bar = $("boot-progress");
  bar.value = total ? loaded / total : 0;
  $("boot-stage").textContent = downloading ? `Downloading: ${downloading.label}` : `${stage}…`;
  $("boot-bytes").textContent = total ? `${megabytes(loaded)} of ${megabytes(total)} MB` : "";
  $("boot-items").replaceChildren(...items.map((item) => {
    const li = document.createElement("li");
    li.dataset.path = item.path;
    li.dataset.done = String(item.done);
    const state = item.done ? "done"
      : item.loaded ? `${megabytes(item.loaded)} of ${megabytes(item.total)} MB`
      : item.started ? "requested" : "waiting";
    li.textContent = `${item.label}: ${state}`;
    return li;
  }));
}

function fail(message) {
  $("boot").hidden = true;
  $("error-message").textContent = message.charAt(0).toUpperCase() + message.slice(1);
  $("boot-error").hidden = false;
  $("table").setAttribute("aria-busy", "false");
  html.dataset.appState = "error";
}

function showReady(hello) {
  $("engine-info").textContent = `Engine ${hello.version} · Python ${hello.python}`;
  $("game-list").replaceChildren(...hello.games.map((game) => {
    const li = document.createElement("li");
    li.dataset.game = game.id;
    li.textContent = game.title;
    return li;
  }));
  $("boot").hidden = true;
  $("games").hidden = false;
  $("table").setAttribute("aria-busy", "false");
  html.dataset.appState = "ready";
}

async function start() {
  $("retry").addEventListener("click", () => location.reload());
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fail("this browser has no WebAssembly, which the game engine needs; try a current Chrome, Firefox, Edge or Safari");
    return;
  }
  if (typeof Worker !== "function") {
    fail("this browser has no Web Workers, which the game engine needs");
    return;
  }
  const engine = new Engine(new URL("./worker.js", import.meta.url), {
    stallMs: Number(html.dataset.stallTimeoutMs) || 30000,
    onProgress: showProgress,
    // <html data-snapshot>: restored, fallback, saved, skipped or failed (tests, benchmarks).
    onEvent: (e) => {
      if (e.event !== "snapshot") return;
      html.dataset.snapshot = e.state;
      const { event, ...details } = e;
      console.info(`${event} ${JSON.stringify(details)}`);
    },
  });
  // The table's modules load while the engine boots, not before the worker starts.
  const play = import("./play.js");
  try {
    showReady(await engine.ready);
    (await play).startPlay(engine); // the playable table (play.js) takes over the page
    performance.mark("app-ready"); // time to playable, for bench/run.py
  } catch (err) {
    fail(err.message);
  }
}

start();
