// The engine worker: boots Pyodide with the game wheel, then forwards each
// request {id, op, args} as JSON to pygame_core.bridge.handle and posts the
// reply. Progress (bytes of each download) and failures go to the page as events.
// Started as a SharedWorker it serves every page that connects (the embeds of a
// host page, each table by its name): replies go to the asking port, events to all,
// and a late port hears the boot's events so far.

const SITE = new URL("../", import.meta.url);
const WHEEL_PACKAGE = "pygame-core";
// Repeat visits restore a memory snapshot of the ready interpreter (Pyodide's
// _makeSnapshot / _loadSnapshot), kept in Cache Storage under this name (the
// offline service worker's clean-up leaves caches named xeri-snapshot* alone).
const SNAPSHOT_CACHE = "xeri-snapshot-v1";

const ports = new Set();
const told = new Map(); // the latest event of each kind, for a port that connects later
const post = (message) => {
  told.set(message.event, message);
  for (const port of ports) port.postMessage(message);
};

// What the page shows while booting: one entry per download, by site path.
const items = new Map();
let stage = "Reading the build manifest";

function report(newStage) {
  if (newStage) stage = newStage;
  post({ event: "progress", stage, items: [...items.values()] });
}

function track(manifest) {
  const runtime = manifest.runtime_dir;
  const labels = [
    [`${runtime}pyodide.asm.wasm`, "Python runtime (WebAssembly)"],
    [manifest.stdlib, "Python standard library"],
    [`${runtime}pyodide-lock.json`, "Package list"],
    [manifest.wheel, "Game engine (pygame_core wheel)"],
  ];
  for (const [path, label] of labels) {
    const size = manifest.files[path]?.size ?? 0;
    items.set(path, { path, label, loaded: 0, total: size, started: false, done: false });
  }
}

// The offline cache of this build (sw.js) takes a copy of each tracked download,
// so that the first visit fetches every file once; sw.js checks it before use.
let precache = null;
function keep(url, response, body) {
  const headers = new Headers(response.headers);
  headers.delete("content-encoding"); // the body is decoded
  headers.delete("content-length");
  (precache ?? Promise.reject()).then(async (cache) => {
    if (await cache.match(url)) throw new Error("kept already");
    await cache.put(url, new Response(body, { headers }));
  }).catch(() => body.cancel().catch(() => {})); // no copy: the service worker fetches it
}

// Count the bytes of tracked downloads as Pyodide reads them.
const realFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url, self.location);
  const item = url.origin === SITE.origin ? items.get(url.pathname.slice(SITE.pathname.length)) : undefined;
  if (item) {
    item.started = true;
    report();
  }
  const response = await realFetch(input, init);
  if (!item) return response;
  if (!response.ok) {
    // Pyodide would wait forever on some failed downloads: fail at once instead.
    post({ event: "fatal", message: `${item.label} could not be downloaded (HTTP ${response.status} for ${item.path})` });
    return response;
  }
  let lastReport = 0;
  const counter = new TransformStream({
    transform(chunk, controller) {
      item.loaded += chunk.byteLength;
      if (item.loaded - lastReport >= 256 * 1024) {
        lastReport = item.loaded;
        report();
      }
      controller.enqueue(chunk);
    },
    flush() {
      item.done = true;
      item.total = Math.max(item.total, item.loaded);
      report();
    },
  });
  if (!response.body) return response;
  const [body, copy] = response.body.tee();
  keep(url.href, response, copy);
  return new Response(body.pipeThrough(counter), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

// A wasm that fails to compile leaves loadPyodide pending forever: fail at once.
for (const name of typeof WebAssembly === "object" ? ["instantiate", "instantiateStreaming"] : []) {
  const real = WebAssembly[name]?.bind(WebAssembly);
  if (!real) continue;
  WebAssembly[name] = (...args) => real(...args).catch((err) => {
    post({ event: "fatal", message: `the Python runtime did not start (${err.name}: ${err.message})` });
    throw err;
  });
}

function firstErrorLine(lines) {
  // Pyodide logs "The following error occurred while loading X:" then the reason.
  const at = lines.findIndex((line) => line.startsWith("The following error occurred"));
  const reason = at >= 0 ? lines[at + 1] : lines.find((line) => line.trim());
  return reason ? reason.trim() : "no reason given";
}

// Why the wheel failed: a hash that differs from the lock file's, or nothing we can name.
async function diagnoseWheel(runtime, manifest) {
  try {
    const lock = await (await realFetch(new URL("pyodide-lock.json", runtime))).json();
    const expected = lock.packages[WHEEL_PACKAGE].sha256;
    const wheel = await realFetch(new URL(manifest.wheel, SITE), { cache: "no-store" });
    const actual = await sha256(await wheel.arrayBuffer());
    if (actual !== expected) {
      return `its sha256 ${actual.slice(0, 12)}… does not match ${expected.slice(0, 12)}… in the lock file`;
    }
  } catch {
    // fall back to what Pyodide reported
  }
  return null;
}

async function sha256(data) {
  const digest = await crypto.subtle.digest("SHA-256", data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// The snapshot's cache key names everything the heap depends on: the runtime
// version, the wasm, the stdlib, the lock file and the wheel. A new build of
// any of them gets a new key, so a stale snapshot is never restored.
async function snapshotKey(manifest) {
  if (typeof caches !== "object") return null; // no Cache Storage (not a secure context)
  const runtime = manifest.runtime_dir;
  const parts = [`${runtime}pyodide.asm.wasm`, manifest.stdlib,
    `${runtime}pyodide-lock.json`, manifest.wheel].map((path) => manifest.files[path]?.sha256 ?? "");
  const id = await sha256(new TextEncoder().encode(parts.join("\n")));
  return new URL(`__snapshot/pyodide-${manifest.pyodide}-${id}.bin`, SITE).href;
}

const snapshotStore = () => (typeof caches === "object" ? caches.open(SNAPSHOT_CACHE) : null);

// The saved snapshot under `key`, if any: {bytes}, a promise of its bytes that the
// runtime awaits while it loads; else null.
async function findSnapshot(key) {
  const cache = await snapshotStore();
  const response = cache && await cache.match(key);
  if (!response) return null;
  const bytes = readSnapshot(response);
  bytes.catch(() => {}); // a failure is loadPyodide's to report
  return { bytes };
}

async function readSnapshot(response) {
  // Stored gzipped, with the sha256 of what is stored (see saveSnapshot).
  const packed = await response.arrayBuffer();
  if (await sha256(packed) !== response.headers.get("x-snapshot-sha256")) {
    throw new Error("the saved snapshot is damaged (checksum mismatch)");
  }
  const unpacked = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unpacked).arrayBuffer());
}

async function dropSnapshots() {
  try {
    await caches.delete(SNAPSHOT_CACHE);
  } catch {
    // nothing saved, or no Cache Storage
  }
}

// Make the snapshot of the interpreter as it is now (nothing but imports has
// run) and keep it under `key` in place of any older one.
async function saveSnapshot(pyodide, key) {
  const started = performance.now();
  // The restored heap has the modules but not the wheel's files: import them all
  // now (all but the command-line tools'), as the first game would.
  pyodide.runPython(`
import importlib, pkgutil, pygame_core
for _m in pkgutil.walk_packages(pygame_core.__path__, "pygame_core."):
    if _m.name not in pygame_core.COMMAND_LINE:
        importlib.import_module(_m.name)
del _m`);
  freezeHeap(pyodide);
  const importedMs = performance.now() - started;
  // makeMemorySnapshot insists that pyodide.loadedPackages (a JS object Python holds)
  // is still empty, as in a bare boot: hide our wheel's entries while it copies the heap.
  const loaded = { ...pyodide.loadedPackages };
  for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
  let bytes;
  try {
    bytes = pyodide.makeMemorySnapshot();
  } finally {
    Object.assign(pyodide.loadedPackages, loaded);
  }
  const madeMs = performance.now() - started - importedMs;
  // Gzipped: a quarter of the size, and the repeat visit hashes only that.
  const packed = await new Response(new Blob([bytes]).stream()
    .pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  const digest = await sha256(packed);
  await dropSnapshots();
  const cache = await snapshotStore();
  await cache.put(key, new Response(packed, { headers: {
    "content-type": "application/gzip", "x-snapshot-sha256": digest } }));
  return { bytes: bytes.length, stored: packed.byteLength, importMs: Math.round(importedMs), madeMs: Math.round(madeMs), totalMs: Math.round(performance.now() - started) };
}

// Whether the ops run so far left the interpreter as it was at boot: ops that only
// draw (the new-game form) keep no state; a game started does.
let pristine = true;
const DRAWS_ONLY = new Set(["hello", "setup_form", "stored_check"]);

const firstLine = (err) => String(err.message || err).split("\n")[0];
// The page shows these in <html data-snapshot> (see main.js).
const snapshotEvent = (state, details = {}) =>
  post({ event: "snapshot", at: Math.round(performance.now()), state, ...details });

// The runtime's folder as build.py lays it out (build-manifest.json says so too).
const RUNTIME_DIR = "pyodide/";

// What the boot made lives as long as the page: gc.freeze() keeps it out of the
// cyclic collector's scans, so a collection during a move walks only the game's
// own objects (a full scan of the booted heap takes tens of ms in Pyodide).
const freezeHeap = (pyodide) => pyodide.runPython("import gc; gc.freeze()");

// The bridge's "hello" answer, which the page needs before it is ready.
function sayHello(bridge) {
  const hello = JSON.parse(bridge.handle('{"id": 0, "op": "hello"}'));
  if (!hello.ok) throw new Error(`the game engine does not answer (${hello.error.message})`);
  return hello.result;
}

async function boot() {
  if (typeof WebAssembly !== "object") throw new Error("this browser has no WebAssembly");
  // The runtime script loads while the manifest is read.
  const runtimeScript = import(new URL(`${RUNTIME_DIR}pyodide.mjs`, SITE).href);
  runtimeScript.catch(() => {}); // reported below, once the manifest is read
  const response = await realFetch(new URL("build-manifest.json", SITE));
  if (!response.ok) throw new Error(`build-manifest.json: HTTP ${response.status}`);
  const manifest = await response.json();
  track(manifest);
  if (manifest.build && typeof caches === "object") precache = caches.open(`xeri-precache-${manifest.build}`);
  report("Loading the Python runtime");

  const runtime = new URL(manifest.runtime_dir, SITE);
  const key = await snapshotKey(manifest).catch(() => null);
  const finding = key ? findSnapshot(key).catch(() => null) : Promise.resolve(null);
  let loadPyodide;
  try {
    ({ loadPyodide } = await runtimeScript);
  } catch (err) {
    throw new Error(`the Python runtime script did not load (${err.message})`);
  }
  const stderr = [];
  const options = {
    indexURL: runtime.href,
    lockFileURL: new URL("pyodide-lock.json", runtime).href,
    packageBaseUrl: runtime.href,
    stdLibURL: new URL(manifest.stdlib, SITE).href, // only the modules the game imports
    stdout: () => {},
    stderr: (line) => stderr.push(line),
  };
  const snapshot = await finding;
  if (snapshot) {
    items.delete(manifest.wheel); // the wheel's modules are in the snapshot
    try {
      // The runtime loads while the snapshot is read, checked and unpacked.
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot.bytes });
      const bridge = pyodide.pyimport("pygame_core.bridge");
      const hello = sayHello(bridge);
      snapshotEvent("restored", { bytes: (await snapshot.bytes).length });
      post({ event: "booted", pyodide: pyodide.version, snapshot: true, hello });
      freezeHeap(pyodide);
      return (request) => bridge.handle(request);
    } catch (err) {
      snapshotEvent("fallback", { reason: firstLine(err) });
      await dropSnapshots();
      track(manifest); // count the downloads afresh
    }
  }
  // A normal boot: the wheel is a lock entry, downloaded while the runtime boots.
  let pyodide;
  try {
    pyodide = await loadPyodide({ ...options, packages: [WHEEL_PACKAGE], _makeSnapshot: Boolean(key) });
  } catch (err) {
    throw new Error(`the Python runtime did not start (${String(err.message || err).split("\n")[0]})`);
  }
  // loadPyodide does not reject when a package fails (bad hash, missing file): check.
  if (!(WHEEL_PACKAGE in pyodide.loadedPackages)) {
    throw new Error(`the game engine wheel did not load: ${await diagnoseWheel(runtime, manifest)
      ?? firstErrorLine(stderr)}`);
  }
  report("Starting the game engine");
  const bridge = pyodide.pyimport("pygame_core.bridge");
  const hello = sayHello(bridge);
  post({ event: "booted", pyodide: pyodide.version, snapshot: false, hello });
  freezeHeap(pyodide);
  if (key) {
    // Right after the page has its answer, off the boot's critical path; queued
    // before any request the page sends next, so the heap is still as booted.
    setTimeout(async () => {
      if (!pristine) {
        snapshotEvent("skipped", { reason: "the game started before the snapshot" });
        return;
      }
      try {
        snapshotEvent("saved", await saveSnapshot(pyodide, key));
      } catch (err) {
        snapshotEvent("failed", { reason: firstLine(err) });
      }
    }, 0);
  }
  return (request) => bridge.handle(request);
}

const shared = "onconnect" in self; // a SharedWorker
const booting = boot().catch((err) => {
  post({ event: "fatal", message: err.message });
  if (shared) self.close(); // a retry starts a new one
  return null;
});

async function answer({ id, op, args }, port) {
  const handle = await booting;
  if (!handle) return;  // the page already has the fatal event
  if (!DRAWS_ONLY.has(op)) pristine = false;
  let reply;
  try {
    reply = handle(JSON.stringify({ id, op, args }));
  } catch (err) {
    reply = JSON.stringify({ id, ok: false, error: { type: "InternalError", message: firstLine(err) } });
  }
  port.postMessage(JSON.parse(reply));
}

function connect(port) {
  ports.add(port);
  port.addEventListener("message", (e) => answer(e.data, port));
  port.start?.();
  for (const message of told.values()) port.postMessage(message);
}
if (shared) self.addEventListener("connect", (e) => connect(e.ports[0]));
else connect(self);
