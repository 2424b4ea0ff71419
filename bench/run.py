"""Benchmarks: writes the measured section of docs/performance.md.

    python3 bench/run.py [--runs N] [--seconds S] [--no-write]

Builds the site into a temporary folder, adds bench-only pages there (never
shipped in dist/), serves it on loopback and drives Debian's Chromium:

  load     time to playable against a bare Pyodide page (same runtime files with
           Pyodide's own python_stdlib.zip, same server, same compression), under
           10 Mbit/s with 40 ms round trips, 1.6 Mbit/s with 150 ms (devserver.Throttle
           slows the server, so every request of the page, its workers and the
           service worker shares the link) and loopback; interleaved runs, each
           in fresh on-disk browser profiles: cold and warm visits of the bare
           page; the game's first visit, a reload of it, and its repeat visit; the
           bytes the server sent for each visit
  moves    the click that makes a decision -> the table re-rendered with the answer
           and the next frame drawn (worker round trip included), whole games
           of Xeri and XIX against the computer
  engine   bench/engine_bench.py under CPython and in Pyodide (a bench-only
           worker in Chromium), interleaved: random games per second, AI ms per
           decision per level
  bytes    what the game's first visit sent over the wire, file by file
  tables   five tables on a host page against one (bench/tables_bench.py, which
           writes its own section)

Times in the page are performance.now() from navigation start (the game marks
"app-ready" when it shows the game list, the bare page when Python answered).
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))

import tables_bench  # noqa: E402  (bench/, beside this file)
from devserver import Throttle, serving_fresh_build  # noqa: E402
from engine_bench import PATHS as ENGINE_PATHS  # noqa: E402

from sitebuild.common import site_files  # noqa: E402
from sitebuild.compress import compress  # noqa: E402
from sitebuild.headers import CSP  # noqa: E402
from sitebuild.pins import PYODIDE_VERSION, pyodide_tarball  # noqa: E402
from sitebuild.runtime import PYODIDE_FILES, RUNTIME_DIR  # noqa: E402
from sitebuild.stdlib import GAME_STDLIB, PYODIDE_STDLIB  # noqa: E402
from sitebuild.testenv import CHROMIUM, chromium_args, launch_chromium, setup_tests  # noqa: E402

PATHS = [fn.__name__ for fn in ENGINE_PATHS]

DOC = ROOT / "docs" / "performance.md"
START, END = "<!-- bench/run.py: start -->", "<!-- bench/run.py: end -->"
COMMAND = "python3 bench/run.py"

# --- bench-only pages (written into the temporary site's bench/ folder) -----------

BARE_WORKER = r"""
// A bare Pyodide boot from the same files and with the same options as the game's
// worker, minus the game: no wheel, no bridge, Pyodide's own standard library.
const runtime = new URL("../pyodide/", import.meta.url).href;
const { loadPyodide } = await import(runtime + "pyodide.mjs");
const py = await loadPyodide({ indexURL: runtime, packageBaseUrl: runtime,
  lockFileURL: runtime + "pyodide-lock.json", stdout: () => {}, stderr: () => {},
  stdLibURL: new URL("python_stdlib.zip", import.meta.url).href });
self.postMessage({ answer: py.runPython("1 + 1") });
"""

BARE_PAGE = r"""
const worker = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });
worker.onmessage = (e) => {
  performance.mark("bare-ready");
  document.body.dataset.ready = String(e.data.answer);
};
worker.onerror = (e) => { document.body.dataset.error = e.message || "worker error"; };
"""

ENGINE_WORKER = r"""
// bench/engine_bench.py in Pyodide, with the game wheel loaded as the game loads it;
// then one measurement per message ({id, request} -> {id, result}), so that the
// bench can interleave them with CPython's.
const runtime = new URL("../pyodide/", import.meta.url).href;
const { loadPyodide } = await import(runtime + "pyodide.mjs");
let bench = null;
try {
  const py = await loadPyodide({ indexURL: runtime, packageBaseUrl: runtime,
    lockFileURL: runtime + "pyodide-lock.json", packages: ["pygame-core"], stdout: () => {},
    stdLibURL: new URL("python_stdlib.zip", import.meta.url).href }); // all of it
  const source = await (await fetch(new URL("./engine_bench.py", import.meta.url))).text();
  py.FS.writeFile("/home/pyodide/engine_bench.py", source);
  bench = py.pyimport("engine_bench");
  self.postMessage({ ready: py.runPython("import sys; sys.version.split()[0]") });
} catch (err) {
  self.postMessage({ error: String(err.message || err).split("\n").slice(-3).join(" ") });
}
self.onmessage = (e) => {
  try {
    self.postMessage({ id: e.data.id, result: bench.answer(JSON.stringify(e.data.request)) });
  } catch (err) {
    const message = String(err.message || err).split("\n").slice(-3).join(" ");
    self.postMessage({ id: e.data.id, error: message });
  }
};
"""

ENGINE_PAGE = r"""
// window.measure(request) -> the worker's answer, as JSON text (Playwright's evaluate).
const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
const waiting = new Map();
let next = 0;
worker.onmessage = (e) => {
  if (e.data.ready) document.body.dataset.ready = e.data.ready;
  else if (e.data.id === undefined) document.body.dataset.error = e.data.error;
  else {
    const { resolve, reject } = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (e.data.error) reject(new Error(e.data.error));
    else resolve(e.data.result);
  }
};
window.measure = (request) => new Promise((resolve, reject) => {
  const id = next++;
  waiting.set(id, { resolve, reject });
  worker.postMessage({ id, request });
});
"""

# The click that completes a person's decision (a card played, the cut, raise or
# abandon, a draft pick, a trade's second card) -> the answer to it rendered
# (html[data-decisions] takes a new value) -> the next animation frame. The answer is
# either the one Python sent ahead (drawn in the click's own task, `ahead`) or the
# worker's reply. Timed from the last click before the page sends `table_play`: a
# trade's first click only selects a card, and the time until the second is the
# person's, not the page's. The reply's arrival is heard before the page's own listener
# runs (which draws it at once, and at `?pace=instant` sends the computer's turn: not
# part of this click's time). Installed before the page's own scripts run.
MOVE_PROBE = r"""
window.__moves = [];
let pending = null;
let before = null;
let sent = null;
let replied = null;
let kind = null;
let asking = false;
document.addEventListener("click", (e) => {
  pending = e.timeStamp;
  before = document.documentElement.dataset.decisions;
  sent = replied = kind = null;
  asking = true;
}, true);
// The request's way out to the worker and the answer's way back, for the split.
const listen = Worker.prototype.addEventListener;
Worker.prototype.addEventListener = function (type, ...rest) {
  if (type === "message" && !this.__probed) {
    this.__probed = true;
    listen.call(this, "message", (e) => {
      const reply = typeof e.data === "string" || e.data?.id !== undefined;
      if (sent !== null && replied === null && reply) replied = performance.now();
    });
  }
  return listen.call(this, type, ...rest);
};
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (asking && message && message.op === "table_play") {
    asking = false;
    sent = performance.now();
    kind = Object.keys(message.args.event).find((k) => k !== "player");
  }
  return post.call(this, message, ...rest);
};
new MutationObserver(() => {
  if (pending === null || document.documentElement.dataset.decisions === before) return;
  const t0 = pending;
  const ahead = replied === null;
  const now = performance.now();
  const split = ahead ? {} : { send: sent - t0, worker: replied - sent, render: now - replied };
  pending = null;
  const dom = performance.now() - t0;
  requestAnimationFrame(() => {   // by now a decision's click has sent table_play
    if (kind === null) return;
    window.__moves.push({ dom, frame: performance.now() - t0, kind, ahead, ...split });
  });
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-decisions"] });
"""


def page_html(script: str) -> str:
    return (f'<!doctype html><html><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
            f'<script type="module" src="{script}"></script></head><body></body></html>\n')


def add_bench_pages(root: Path) -> None:
    bench = root / "bench"
    bench.mkdir()
    (bench / "bare-worker.js").write_text(BARE_WORKER)
    (bench / "bare.js").write_text(BARE_PAGE)
    (bench / "bare.html").write_text(page_html("bare.js"))
    (bench / "engine-worker.js").write_text(ENGINE_WORKER)
    (bench / "engine.js").write_text(ENGINE_PAGE)
    (bench / "engine.html").write_text(page_html("engine.js"))
    (bench / "engine_bench.py").write_text((ROOT / "bench" / "engine_bench.py").read_text())
    with tarfile.open(pyodide_tarball()) as tar:
        stdlib = tar.extractfile(f"package/{PYODIDE_STDLIB}").read()
    (bench / PYODIDE_STDLIB).write_bytes(stdlib)
    compress(root)  # the same compression as the game's files


# --- measurements -----------------------------------------------------------------

BOOT_TIMEOUT_MS = 180_000


def mark(page, name: str) -> float:
    return page.evaluate(f"performance.getEntriesByName({name!r})[0].startTime")


def open_bare(page, url: str) -> float:
    page.goto(f"{url}bench/bare.html")
    page.wait_for_selector("body[data-ready], body[data-error]", state="attached",
                           timeout=BOOT_TIMEOUT_MS)
    if page.get_attribute("body", "data-ready") != "2":
        raise RuntimeError(f"bare boot failed: {page.get_attribute('body', 'data-error')}")
    return mark(page, "bare-ready")


def app_ready(page) -> float:
    page.wait_for_selector("html[data-app-state=ready], html[data-app-state=error]",
                           state="attached", timeout=BOOT_TIMEOUT_MS)
    if page.get_attribute("html", "data-app-state") != "ready":
        raise RuntimeError(f"the game did not boot: {page.inner_text('#error-message')}")
    page.wait_for_function("performance.getEntriesByName('app-ready').length > 0")
    return mark(page, "app-ready")


def open_app(page, url: str) -> float:
    page.goto(url)
    return app_ready(page)


def snapshot_events(lines: list[str]) -> list[dict]:
    prefix = "snapshot "
    return [json.loads(text[len(prefix):]) for text in lines if text.startswith(prefix)]


# Throttled profiles (server-side: devserver.Throttle, so the page, its workers and the
# service worker share one link) and loopback as it is.
PROFILES = (("10 Mbit/s, 40 ms", 10e6 / 8, 0.040), ("1.6 Mbit/s, 150 ms", 1.6e6 / 8, 0.150),
            ("loopback", None, None))
# When the game's first visit is reloaded, after it became playable (one per run, in turn).
RELOAD_AFTER_MS = (0, 1000, 2500, 500, 4000)


def profile_context(playwright, folder: Path):
    """A browser with an on-disk profile in `folder`: closed and opened again, it is
    a returning player's browser (HTTP cache, Cache Storage, service worker)."""
    options = {"executable_path": str(CHROMIUM)} if CHROMIUM.exists() else {}
    return playwright.chromium.launch_persistent_context(
        str(folder), args=chromium_args(), bypass_csp=True, **options)


def time_origin(page) -> float:
    return page.evaluate("performance.timeOrigin") / 1000


def wire(server, since: int, origin: float, ready_ms: float) -> dict:
    """What crossed the wire for the visit whose requests start at server.sent[since]:
    bytes until playable and in all, when the last byte before playable left, when
    the runtime's wasm was asked for, and the link's measured rate (the check that
    the throttle held). `origin`: the visit's performance.timeOrigin, in seconds."""
    ready = origin + ready_ms / 1000
    sent = [dict(s) for s in server.sent[since:] if s["status"] == 200]
    before = [s for s in sent if s["end"] <= ready]
    out = {"bytes_ready": sum(s["bytes"] for s in before), "bytes": sum(s["bytes"] for s in sent),
           "files": sent, "origin": origin, "ready": ready}
    if before:
        last = max(s["end"] for s in before)
        out["after_last_byte_ms"] = (ready - last) * 1000
        out["rate"] = out["bytes_ready"] / max(1e-3, last - min(s["start"] for s in before))
    wasm = [s["start"] for s in sent if s["path"].endswith("pyodide.asm.wasm")]
    if wasm:
        out["wasm_asked_ms"] = (wasm[0] - origin) * 1000
    return out


def measure_load(playwright, server, runs: int, log) -> dict:
    """Per profile, interleaved runs of: the bare page (a fresh on-disk profile: cold
    visit; browser closed and opened again: warm visit) and the game (a fresh profile:
    first visit; a reload some time after it is playable; once its snapshot and
    offline cache are saved, browser closed and opened again: repeat visit)."""
    out: dict = {}
    for name, rate, rtt in PROFILES:
        server.throttle = Throttle(rate, rtt) if rate else None
        log(f"load, {name}")
        runs_out = out[name] = {"bare_cold": [], "bare_warm": [], "app_first": [],
                                "app_repeat": [], "reloads": [], "saved": [], "wire": {}}
        for run in range(runs + 1):  # run 0 warms up the OS file cache and Chromium
            order = ("bare", "app") if run % 2 else ("app", "bare")
            for kind in order:
                got = (visit_bare if kind == "bare" else visit_app)(
                    playwright, server, RELOAD_AFTER_MS[(run - 1) % len(RELOAD_AFTER_MS)])
                log(f"  run {run} {kind}: " + ", ".join(
                    f"{k} {v:.0f} ms" for k, v in got.items() if isinstance(v, float)))
                if not run:
                    continue
                for key, value in got.items():
                    if key.startswith("wire_"):
                        runs_out["wire"].setdefault(key[5:], []).append(value)
                    else:
                        runs_out[key].append(value)
        server.throttle = None
    return out


def visit_bare(playwright, server, _reload_after_ms) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        got = {}
        for key in ("cold", "warm"):
            context = profile_context(playwright, Path(folder))
            try:
                page = context.pages[0]
                since = len(server.sent)
                ready = open_bare(page, server.url)
                got[f"bare_{key}"] = ready
                got[f"wire_bare_{key}"] = wire(server, since, time_origin(page), ready)
            finally:
                context.close()
        return got


def visit_app(playwright, server, reload_after_ms: int) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        got = {}
        context = profile_context(playwright, Path(folder))
        try:
            page = context.pages[0]
            lines: list[str] = []
            page.on("console", lambda m: lines.append(m.text))
            since = len(server.sent)
            first = open_app(page, server.url)
            got["app_first"] = first
            origin = time_origin(page)
            got["wire_app_first"] = wire(server, since, origin, first)
            page.wait_for_timeout(reload_after_ms)  # the moment of the reload
            state = page.get_attribute("html", "data-snapshot") or "none yet"
            page.reload()
            reload = app_ready(page)
            got["reloads"] = {"after_ms": reload_after_ms, "ms": reload, "snapshot_before": state,
                              "snapshot": page.get_attribute("html", "data-snapshot") or "none yet"}
            page.wait_for_selector("html[data-offline=ready][data-snapshot]", state="attached",
                                   timeout=BOOT_TIMEOUT_MS)
            page.wait_for_function(
                "['saved','failed','restored'].includes("
                "document.documentElement.dataset.snapshot)", timeout=BOOT_TIMEOUT_MS)
            # The page may reload between the snapshot's saving and its event.
            saved = [e for e in snapshot_events(lines) if e["state"] == "saved"]
            if saved:
                got["saved"] = saved[-1]
            got["wire_app_visit"] = wire(server, since, origin, first)
        finally:
            context.close()
        context = profile_context(playwright, Path(folder))
        try:
            page = context.pages[0]
            since = len(server.sent)
            repeat = open_app(page, server.url)
            if page.get_attribute("html", "data-snapshot") != "restored":
                raise RuntimeError("the repeat visit did not restore the snapshot")
            got["app_repeat"] = repeat
            got["wire_app_repeat"] = wire(server, since, time_origin(page), repeat)
        finally:
            context.close()
        return got


def measure_moves(browser, url: str, log, games: int = 2) -> dict:
    import play_driver

    out = {}
    for game in ("xeri", "xix"):
        context = browser.new_context(bypass_csp=True)
        context.add_init_script(MOVE_PROBE)
        page = context.new_page()
        page.set_default_timeout(120_000)
        try:
            play_driver.start(page, url, game=game, seats=["ai:easy"], seed=11)
            for again in range(games):
                if again:  # "play again" in the result dialog: a new deal, same page
                    page.click("#again")
                    page.wait_for_selector("#board, #handover")
                counts: dict = {}
                for _ in range(400):
                    if play_driver.play_one(page, counts) == "finished":
                        break
            moves = page.evaluate("window.__moves")
            out[game] = moves
            log(f"  {game}: {len(moves)} moves")
        finally:
            context.close()
    return out


class CPythonBench:
    """engine_bench.serve() in a CPython subprocess: one measurement per request."""

    def __init__(self):
        env = dict(os.environ, PYTHONPATH=f"{ROOT}{os.pathsep}{ROOT / 'bench'}")
        code = "import engine_bench; engine_bench.serve()"
        self.proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        self.python = json.loads(self.proc.stdout.readline())["python"]

    def measure(self, request: dict) -> dict:
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


class PyodideBench:
    """The same in Pyodide: the bench-only engine worker in a Chromium page."""

    def __init__(self, browser, url: str):
        self.context = browser.new_context(bypass_csp=True)
        self.page = self.context.new_page()
        self.page.goto(f"{url}bench/engine.html")
        self.page.wait_for_selector("body[data-ready], body[data-error]", state="attached",
                                    timeout=BOOT_TIMEOUT_MS)
        if self.page.get_attribute("body", "data-error"):
            raise RuntimeError("engine bench in Pyodide: "
                               + self.page.get_attribute("body", "data-error"))
        self.python = self.page.get_attribute("body", "data-ready")

    def measure(self, request: dict) -> dict:
        return json.loads(self.page.evaluate("(r) => window.measure(r)", request))

    def close(self) -> None:
        self.context.close()


ENGINE_ROUNDS = 5


def measure_engine(browser, url: str, seconds: float, log) -> dict:
    """Each path measured ENGINE_ROUNDS times in each runtime, the two runtimes taking
    turns measurement by measurement (the first one swapping every round), so that a
    slow spell of this shared machine falls on both; then the floor, the same way, and
    the AI's decision times once each."""
    benches = {"cpython": CPythonBench(), "pyodide": PyodideBench(browser, url)}
    try:
        for bench in benches.values():  # untimed warm-up (V8 tiers the wasm up meanwhile)
            for name in PATHS:
                bench.measure({"path": name, "seconds": seconds})
        out: dict = {kind: {"python": bench.python, "throughput": {}, "floor_ns": []}
                     for kind, bench in benches.items()}
        for r in range(ENGINE_ROUNDS):
            order = ("cpython", "pyodide") if r % 2 == 0 else ("pyodide", "cpython")
            for name in PATHS:
                for kind in order:
                    got = benches[kind].measure({"path": name, "seconds": seconds})
                    out[kind]["throughput"].setdefault(name, []).append(got["per_s"])
            for kind in order:
                out[kind]["floor_ns"].append(benches[kind].measure({"floor": True}))
            log(f"  round {r}: " + ", ".join(
                f"{name} {out['cpython']['throughput'][name][-1]:.0f} / "
                f"{out['pyodide']['throughput'][name][-1]:.0f}" for name in PATHS))
        for kind, bench in benches.items():
            out[kind]["ai_ms"] = bench.measure({"ai": True})
        return out
    finally:
        for bench in benches.values():
            bench.close()


def paired_ratio(engine: dict, key: str) -> float:
    """Pyodide / CPython for a path: the median of the ratios of measurements taken
    side by side."""
    cp, py = engine["cpython"]["throughput"][key], engine["pyodide"]["throughput"][key]
    return statistics.median(p / c for p, c in zip(py, cp, strict=True))


def floor_ratios(engine: dict) -> dict:
    """Per operation of the interpreter floor: the median ns of each runtime's rounds and
    the ratio of speeds (CPython ns / Pyodide ns, the median of side-by-side pairs);
    their geometric mean."""
    runs = {kind: engine[kind]["floor_ns"] for kind in ("cpython", "pyodide")}
    ns = {kind: {name: statistics.median(r[name] for r in rounds) for name in rounds[0]}
          for kind, rounds in runs.items()}
    ratios = {name: statistics.median(c[name] / p[name] for c, p in
                                      zip(runs["cpython"], runs["pyodide"], strict=True))
              for name in ns["cpython"]}
    mean = math.exp(sum(math.log(r) for r in ratios.values()) / len(ratios))
    return {**ns, "ratios": ratios, "mean": mean}


def gz(data: bytes) -> int:
    return len(gzip.compress(data, 9, mtime=0))


def med(values) -> float:
    return statistics.median(values) if values else float("nan")


def load_section(load: dict) -> list[str]:
    lines = ["The game: until it shows the game list (`performance.mark(\"app-ready\")`). "
             "The bare page: a module worker that calls `loadPyodide` on the same runtime "
             "files (Pyodide's own `python_stdlib.zip`, our lock file, no packages), from "
             "the same server with the same compression, and runs `1 + 1`. Each run starts "
             "a fresh on-disk browser profile: the bare page's cold visit, then (browser "
             "closed and opened again) its warm visit; the game's first visit, a reload "
             "some time after it became playable, then (once its snapshot and offline cache "
             "are saved; browser closed and opened again) the repeat visit. Bare and game "
             "runs alternate. The throttled profiles slow the server itself "
             "(`e2e/devserver.py`'s `Throttle`): one link shared by every response, to the "
             "page, its workers and the service worker alike, and the round trip before each "
             "response; bytes are response bodies as sent (brotli where accepted).", ""]
    for name, rate, _ in PROFILES:
        runs, wires = load[name], load[name]["wire"]
        lines += [f"**{name}**", "",
                  "    bare page, cold      " + spread(runs["bare_cold"]),
                  "    game, first visit    " + spread(runs["app_first"]),
                  "    bare page, warm      " + spread(runs["bare_warm"]),
                  "    game, repeat visit   " + spread(runs["app_repeat"]), "",
                  "    raw (ms): bare cold " + " ".join(f"{v:.0f}" for v in runs["bare_cold"]),
                  "              game first " + " ".join(f"{v:.0f}" for v in runs["app_first"]),
                  "              bare warm " + " ".join(f"{v:.0f}" for v in runs["bare_warm"]),
                  "              game repeat " + " ".join(f"{v:.0f}" for v in runs["app_repeat"])]
        for label, key in (("bare cold", "bare_cold"), ("game first", "app_first")):
            w = wires[key]
            lines.append(
                f"    {label}: last byte -> playable median "
                f"{med([x['after_last_byte_ms'] for x in w]):.0f} ms; wasm asked for at "
                f"{med([x['wasm_asked_ms'] for x in w]):.0f} ms; "
                f"{med([x['bytes_ready'] for x in w]) / 1e6:.2f} MB until playable")
        lines.append(
            f"    bytes per visit (median): game first visit in all (offline cache "
            f"included) {med([x['bytes'] for x in wires['app_visit']]) / 1e6:.2f} MB, "
            f"repeat {med([x['bytes'] for x in wires['app_repeat']]) / 1e6:.3f} MB; bare "
            f"warm {med([x['bytes'] for x in wires['bare_warm']]) / 1e6:.3f} MB")
        if rate:
            fastest = max(x.get("rate", 0) for w in wires.values() for x in w)
            lines.append(f"    throttle check: the fastest visit moved {fastest / 1e6:.3f} MB/s "
                         f"until playable; the link allows {rate / 1e6:.3f} MB/s")
        lines.append("    reloads (ms after playable -> ms to playable again; snapshot then, "
                     "snapshot after):")
        lines += [f"      {r['after_ms']:5d} -> {r['ms']:6.0f}  ({r['snapshot_before']}, "
                  f"{r['snapshot']})" for r in runs["reloads"]]
        saved = runs["saved"] or [{"bytes": 0, "stored": 0, "busyMs": 0,
                                    "totalMs": 0}]  # no event seen: see visit_app
        lines += [f"    snapshot: {saved[0]['bytes'] / 1e6:.1f} MB, stored gzipped "
                  f"{med([x['stored'] for x in saved]) / 1e6:.1f} MB; worker busy (imports, "
                  f"one module at a time when no request is waiting, + copy) median "
                  f"{med([x['busyMs'] for x in saved]):.0f} ms, "
                  f"stored {med([x['totalMs'] for x in saved]):.0f} ms after the engine booted", ""]
    return lines


def bytes_section(load: dict) -> list[str]:
    """The game's first visit over the wire, file by file (the last run, 10 Mbit/s)."""
    name = PROFILES[0][0]
    visit = load[name]["wire"]["app_visit"][-1]
    lines = ["", "### Bytes on the first visit", "",
             f"Every response body the server sent during the game's first visit "
             f"(the last run at {name}, in a fresh profile), page, workers and service "
             "worker alike, in the encoding sent. *playable*: finished before the game "
             "was playable; the rest is the service worker's offline cache (the files the "
             "page did not need). Each file crosses the wire once "
             "(`e2e/test_bytes.py` fails otherwise).", "",
             "| file | when | encoding | bytes |", "|---|---|---|---:|"]
    files = sorted(visit["files"], key=lambda f: (f["end"] > visit["ready"], -f["bytes"]))
    for f in files:
        lines.append(f"| {f['path']} | {'after' if f['end'] > visit['ready'] else 'playable'} "
                     f"| {f['encoding'] or 'identity'} | {f['bytes']:,} |")
    lines += [f"| **to playable** | | | {visit['bytes_ready']:,} |",
              f"| **whole first visit** | | | {visit['bytes']:,} |"]
    return lines


RUNTIME_FILES = {f"{RUNTIME_DIR}/{name}"
                 for name in (*PYODIDE_FILES, GAME_STDLIB)}


def own_files(root: Path) -> list[dict]:
    """Every shipped file that is ours (not Pyodide's runtime), raw and gzip -9."""
    out = []
    for path in site_files(root):
        if path in RUNTIME_FILES or path.startswith("bench/"):
            continue
        data = (root / path).read_bytes()
        out.append({"path": path, "raw": len(data), "gzip": gz(data)})
    return out


# --- the report ---------------------------------------------------------------------

def spread(values: list[float]) -> str:
    return (f"median {statistics.median(values):6.0f}  min {min(values):6.0f}  "
            f"max {max(values):6.0f}  (n={len(values)})")


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def machine(browser_version: str) -> list[str]:
    cpu = next((line.split(":", 1)[1].strip() for line in
                Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("model name")),
               platform.processor() or "unknown")
    mem = next((int(line.split()[1]) // 1024 // 1024 for line in
                Path("/proc/meminfo").read_text().splitlines() if line.startswith("MemTotal")), 0)
    osname = platform.platform()
    release = Path("/etc/os-release")
    if release.exists():
        fields = dict(line.split("=", 1) for line in release.read_text().splitlines()
                      if "=" in line)
        osname = fields.get("PRETTY_NAME", osname).strip('"')
    return [f"machine: {cpu}, {os.cpu_count()} cores, {mem} GiB, {osname}",
            f"browser: Chromium {browser_version} (headless, {CHROMIUM})",
            f"runtime: Pyodide {PYODIDE_VERSION}; CPython {platform.python_version()}"]


def moves_lines(moves: dict) -> list[str]:
    """Each game's click figures: to the next frame, to the DOM, and the split."""
    out = []
    for game, values in moves.items():
        frames = [m["frame"] for m in values]
        doms = [m["dom"] for m in values]
        out.append(f"    {game:5} to next frame: median {statistics.median(frames):5.1f}  "
                   f"p95 {quantile(frames, 0.95):5.1f}  max {max(frames):5.1f}  "
                   f"(n={len(frames)}); to DOM updated: median {statistics.median(doms):5.1f}"
                   f"  p95 {quantile(doms, 0.95):5.1f}")
        kinds: dict[str, int] = {}
        for m in values:
            kinds[m["kind"]] = kinds.get(m["kind"], 0) + 1
        out.append("          decisions: "
                   + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
        early = [m["frame"] for m in values if m["ahead"]]
        late = [m for m in values if not m["ahead"]]
        if early:
            out.append(f"          drawn from the answer sent ahead: {len(early)} of {len(values)}"
                       f", to next frame median {statistics.median(early):.1f}, p95 "
                       f"{quantile(early, 0.95):.1f}")
        if late:
            parts = {k: statistics.median(m[k] for m in late) for k in ("send", "worker", "render")}
            median = statistics.median(m["frame"] for m in late)
            out.append(f"          drawn from the worker's reply: {len(late)}, to next frame "
                       f"median {median:.1f}; medians: click -> "
                       f"request sent {parts['send']:.1f}, worker round trip (Python, JSON, "
                       f"messages) {parts['worker']:.1f}, answer -> DOM updated "
                       f"{parts['render']:.1f}")
    return out


def report(data: dict) -> str:
    load, moves, engine = data["load"], data["moves"], data["engine"]
    lines = [START, "",
             "## Measured by `python3 bench/run.py`", "",
             f"Command: `{data['command']}` (about {data['minutes']:.0f} minutes), "
             f"on commit {data['commit']}. Date: {data['date']}.", "",
             "    " + "\n    ".join(data["machine"]),
             f"    load average (1 min) before {data['load_before']:.2f}, "
             f"after {data['load_after']:.2f}: the machine's 2 cores are shared "
             "with other work, so read the medians and the spread", "",
             "Goals (issues 9 and 19) against the medians of this run:", "",
             "| goal | measured | met |", "|---|---|---|"]

    def row(goal: str, measured: str, ok: bool | None) -> None:
        met = "" if ok is None else "yes" if ok else "**no**"
        lines.append(f"| {goal} | {measured} | {met} |")

    for name, _, _ in PROFILES:
        runs = load[name]
        med = {k: statistics.median(runs[k]) for k in
               ("bare_cold", "bare_warm", "app_first", "app_repeat")}
        def goal(text: str, measured: str, ok: bool, name: str = name) -> None:
            if name == "loopback":  # unthrottled: beside the goals, not one of them
                row(f"({name}: {text.split(' ≤')[0]})", measured, None)
            else:
                row(f"{name}: {text}", measured, ok)

        goal("first visit ≤ 0.8 × the bare page's",
             f"{med['app_first']:.0f} / {med['bare_cold']:.0f} ms = "
             f"{med['app_first'] / med['bare_cold']:.2f}×",
             med["app_first"] <= 0.8 * med["bare_cold"])
        goal("repeat visit ≤ 0.3 × the bare page's (both returning, on-disk profiles)",
             f"{med['app_repeat']:.0f} / {med['bare_warm']:.0f} ms = "
             f"{med['app_repeat'] / med['bare_warm']:.2f}×",
             med["app_repeat"] <= 0.3 * med["bare_warm"])
        worst = max(runs["reloads"], key=lambda r: r["ms"])
        goal("any reload of the first visit ≤ 1.0 × the bare page's warm visit",
             f"slowest {worst['ms']:.0f} ms (reloaded {worst['after_ms']} ms after "
             f"playable) / {med['bare_warm']:.0f} ms = {worst['ms'] / med['bare_warm']:.2f}×",
             worst["ms"] <= med["bare_warm"])
    saved = [s for runs in load.values() for s in runs["saved"]]
    stored = max(s["stored"] for s in saved)
    row("stored snapshot ≤ 12 MB", f"{stored / 1e6:.1f} MB at most "
        f"({saved[0]['bytes'] / 1e6:.1f} MB before compression)", stored <= 12e6)
    all_moves = [m["frame"] for game in moves.values() for m in game]
    p95 = quantile(all_moves, 0.95)
    row("click → updated table, p95 ≤ 25 ms (≤ 50 ms in issue 9)",
        f"p95 {p95:.1f} ms over {len(all_moves)} moves", p95 <= 25)
    for key, label in (("xeri_round_in_place", "Xeri 2-player rounds/s, in place"),
                       ("xix_game_in_place", "XIX games/s, in place"),
                       ("xeri_round_api", "Xeri 2-player rounds/s, state API"),
                       ("xix_game_api", "XIX games/s, state API")):
        cp = statistics.median(engine["cpython"]["throughput"][key])
        py = statistics.median(engine["pyodide"]["throughput"][key])
        ratio = paired_ratio(engine, key)
        row(f"{label}: Pyodide ≥ 0.5 × CPython",
            f"{py:.0f} / {cp:.0f} per s; side by side {ratio:.2f}×", ratio >= 0.5)
    floor = floor_ratios(engine)
    lines.append(f"| (Python's own operations, no game code: Pyodide / CPython, geometric mean) "
                 f"| {floor['mean']:.2f}× (from {min(floor['ratios'].values()):.2f} to "
                 f"{max(floor['ratios'].values()):.2f}) | |")
    ours = data["own_files"]
    own_gz = sum(f["gzip"] for f in ours)
    row("the game's own files ≤ 300 KB compressed (gzip -9)",
        f"{own_gz / 1000:.0f} KB ({sum(f['raw'] for f in ours) / 1000:.0f} KB raw)",
        own_gz <= 300_000)

    lines += ["", "### Time to playable (ms from navigation start)", ""]
    lines += load_section(load)
    lines += ["### Click to updated table (ms)", "",
              "The click that completes a person's decision (a card played, the cut, raise "
              "or abandon, a draft pick, a trade's second card: a trade's first click only "
              "selects) until the table shows the engine's answer "
              "(`html[data-decisions]` changes after the render) and the next frame is drawn. "
              "The answer is the one Python sent ahead with the choices, drawn in the click's "
              "own task, where the seat could know it (pygame_core/table.py `Table.ahead`); "
              "else the worker's reply to `table_play`: the worker, JSON both ways, the "
              "re-render. Whole games against the computer (easy), `?pace=instant` (no "
              "card-flight animation; the animation is a deliberate 0.3 s).", ""]
    lines += moves_lines(moves)
    lines += ["", "### Engine throughput (per second; `bench/engine_bench.py`)", "",
              "Random full rounds of 2-player Xeri and random XIX games, the same code in "
              "CPython here and in Pyodide in a bench-only worker in Chromium, after an "
              "untimed warm-up (V8 optimises the wasm interpreter loop in the background); "
              f"{ENGINE_ROUNDS} rounds, in each of which every figure is measured in one "
              "runtime and then at once in the other (who goes first swaps every round), so "
              "that a slow spell of this shared machine falls on both: the ratio is the "
              "median of those side-by-side ratios. "
              "*In place*: the engine's unchecked step, as random playouts run (Xeri "
              "`_random_step`, XIX `play_out`); *state API*: `legal_events` / `sample_chance` "
              "/ `apply`, each step a new state, as the table and records use it. Draws come "
              "from `pygame_core.rng` (the C Mersenne Twister's `random()`). The computer "
              "players search with their own simulators (`xeri/ai.py`, `xix/ai.py`): their "
              "speed is the AI decision time below.", "",
              "| | CPython | Pyodide | side-by-side ratios | median |", "|---|---|---|---|---|"]
    for key in engine["cpython"]["throughput"]:
        cp = engine["cpython"]["throughput"][key]
        py = engine["pyodide"]["throughput"][key]
        pairs = ", ".join(f"{p / c:.2f}" for p, c in zip(py, cp, strict=True))
        lines.append(f"| {key} | {' / '.join(f'{v:.0f}' for v in cp)} | "
                     f"{' / '.join(f'{v:.0f}' for v in py)} | {pairs} | "
                     f"**{paired_ratio(engine, key):.2f}** |")
    lines += ["", "The interpreter's own floor (`engine_bench.floor`): single Python operations "
              "of the kinds the engine is made of, no game code, ns per operation (the best "
              "of 15 timings, the median over the runs). Whatever pure-Python code runs in "
              "Pyodide here can expect about this share of CPython's speed.", "",
              "| operation | CPython ns | Pyodide ns | ratio |", "|---|---|---|---|"]
    for name, ratio in floor["ratios"].items():
        lines.append(f"| {name} | {floor['cpython'][name]:.1f} | {floor['pyodide'][name]:.1f} "
                     f"| {ratio:.2f} |")
    lines.append(f"| geometric mean | | | {floor['mean']:.2f} |")
    lines += ["", "### AI decision time (ms per decision, against easy, seeded games)", "",
              "| game | level | CPython median / p95 (n) | Pyodide median / p95 (n) |",
              "|---|---|---|---|"]
    cp_ai, py_ai = engine["cpython"]["ai_ms"], engine["pyodide"]["ai_ms"]
    for game in cp_ai:
        for level in cp_ai[game]:
            c, p = cp_ai[game][level], py_ai[game][level]
            lines.append(f"| {game} | {level} | {c['median']} / {c['p95']} ({c['n']}) | "
                         f"{p['median']} / {p['p95']} ({p['n']}) |")
    lines += bytes_section(load)
    lines += ["", f"The game's own files, all of them (everything shipped but Pyodide's "
              f"runtime files {', '.join(sorted(n.split('/')[-1] for n in RUNTIME_FILES))}): "
              f"{len(ours)} files, {sum(f['raw'] for f in ours):,} bytes raw, "
              f"{own_gz:,} bytes gzip -9.", "", END]
    return "\n".join(lines) + "\n"


def write_doc(section: str) -> None:
    text = DOC.read_text() if DOC.exists() else "# Performance notes\n"
    if START in text and END in text:
        head, rest = text.split(START, 1)
        text = head + section.rstrip("\n") + rest.split(END, 1)[1]
    else:
        title, _, body = text.partition("\n")
        text = f"{title}\n\n{section}{body}"
    DOC.write_text(text)


# Chromium holds the tasks of some kinds, a worker's messages among them, from a click
# until the next frame is drawn (its feature DeferRendererTasksAfterInput, on by default);
# --no-defer turns it off, to show what that wait costs the click.
NO_DEFER = "DeferRendererTasksAfterInput"


def moves_only(data: dict, log, no_defer: bool = False) -> int:
    """The click part alone, for working on it: prints the figures and the load."""
    from playwright.sync_api import sync_playwright

    with serving_fresh_build() as server, sync_playwright() as playwright:
        browser = launch_chromium(playwright, features_off=[NO_DEFER] if no_defer else [])
        moves = measure_moves(browser, server.url, log)
        browser.close()
    frames = [m["frame"] for game in moves.values() for m in game]
    log(f"{data['command']} on {data['commit']}, load average {data['load_before']:.1f} "
        f"before, {os.getloadavg()[0]:.1f} after")
    log(f"click -> updated table: p95 {quantile(frames, 0.95):.1f} ms, median "
        f"{statistics.median(frames):.1f} ms over {len(frames)} moves")
    for line in moves_lines(moves):
        log(line)
    return 0


def load_only(data: dict, runs: int, log) -> int:
    """The time-to-playable part alone, for working on the boot: prints the figures and the load."""
    from playwright.sync_api import sync_playwright

    with serving_fresh_build() as server:
        add_bench_pages(server.root)
        with sync_playwright() as playwright:
            load = measure_load(playwright, server, runs, log)
    log(f"{data['command']} on {data['commit']}, load average {data['load_before']:.1f} "
        f"before, {os.getloadavg()[0]:.1f} after")
    for line in load_section(load):
        log(line)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="interleaved load runs (default 5)")
    parser.add_argument("--seconds", type=float, default=2.0,
                        help="seconds per engine throughput figure (default 2)")
    parser.add_argument("--no-write", action="store_true", help="print, don't touch docs/")
    parser.add_argument("--moves-only", action="store_true",
                        help="only the click -> updated table part, printed (docs/ untouched)")
    parser.add_argument("--load-only", action="store_true",
                        help="only the time-to-playable part, printed (docs/ untouched)")
    parser.add_argument("--no-defer", action="store_true",
                        help=f"with --moves-only: Chromium started with {NO_DEFER} off")
    args = parser.parse_args()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # re-run under the test venv, which has Playwright
        python = setup_tests()
        return subprocess.call([str(python), __file__, *sys.argv[1:]])

    def log(line: str) -> None:
        print(line, flush=True)

    started = time.monotonic()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                           capture_output=True, text=True).stdout.strip()
    data: dict = {"command": " ".join([COMMAND, *sys.argv[1:]]),
                  "commit": commit + (" (with uncommitted changes)" if dirty else ""),
                  "date": datetime.date.today().isoformat(), "load_before": os.getloadavg()[0]}
    if args.moves_only:
        return moves_only(data, log, args.no_defer)
    if args.load_only:
        return load_only(data, args.runs, log)
    with serving_fresh_build() as server:
        add_bench_pages(server.root)
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            data["machine"] = machine(browser.version)
            data["browser"] = f"Chromium {browser.version}"
            log("load: bare Pyodide vs the game, interleaved")
            data["load"] = measure_load(playwright, server, args.runs, log)
            log("moves: click -> updated table")
            data["moves"] = measure_moves(browser, server.url, log)
            log("engine: CPython vs Pyodide")
            data["engine"] = measure_engine(browser, server.url, args.seconds, log)
            browser.close()
            log("tables: one vs five on a host page")
            tables = tables_bench.measure_tables(playwright, server.url, args.runs, log)
        data["own_files"] = own_files(server.root)
    data["load_after"] = os.getloadavg()[0]
    data["minutes"] = (time.monotonic() - started) / 60
    section = report(data)
    tables_section = tables_bench.section(tables, data["command"], data["commit"], data["date"],
                                          data["browser"])
    print(section + "\n" + tables_section)
    if not args.no_write:
        write_doc(section)
        tables_bench.write_doc(tables_section)
        print(f"wrote {DOC.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
