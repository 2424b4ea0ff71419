// The engine worker: boots Pyodide with the game wheel, then forwards each
// request {id, op, args} as JSON to pygame_core.bridge.handle and posts the
// reply. Progress (bytes of each download) and failures go to the page as events.
// Started as a SharedWorker it serves every page that connects (the embeds of a
// host page, each table by its name): replies go to the asking port, events to all,
// and a late port hears the boot's events so far.

const SITE = new URL("../", import.meta.url);
const RUNTIME_DIR = "pyodide/"; // the runtime's folder, as build.py lays it out
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

function report() {
  post({ event: "progress", items: restoring ? [] : [...items.values()] });
}

function track(manifest) {
  for (const [path, label] of [[`${RUNTIME_DIR}pyodide.asm.wasm`, "Python runtime (WebAssembly)"],
    [manifest.stdlib, "Python standard library"], [`${RUNTIME_DIR}pyodide-lock.json`, "Package list"],
    [manifest.wheel, "Game engine (pygame_core wheel)"]]) {
    items.set(path, { path, label, loaded: 0, total: manifest.files[path]?.size ?? 0, started: false, done: false });
  }
}

// Counts a download's bytes as they arrive (not as the offline cache stores them).
const counter = (item) => new TransformStream({
  transform(chunk, controller) {
    item.loaded += chunk.byteLength;
    if (item.loaded >> 18 !== (item.loaded - chunk.byteLength) >> 18) report(); // every 256 KB
    controller.enqueue(chunk);
  },
  flush() {
    item.done = true;
    item.total = Math.max(item.total, item.loaded);
    report();
  },
}, undefined, { highWaterMark: Infinity });

// A download stalls when its bytes stop for the page's stallMs of this thread's free time:
// a tick that comes late (the thread busy compiling or starting Python, as on a slow phone)
// does not count, and a stage with no download under way never fails by time.
let stallMs = 30000, still = 0, tickAt = performance.now(), before = -1, stalled;
const TICK_MS = 500, watching = new Promise((_, reject) => { stalled = reject; });
const watch = setInterval(() => {
  const open = restoring ? [] : [...items.values()].filter((item) => item.started && !item.done);
  const bytes = open.reduce((sum, item) => sum + item.loaded, 0), gap = performance.now() - tickAt;
  still = !open.length || bytes !== before ? 0 : still + (gap < 2 * TICK_MS ? gap : 0);
  [tickAt, before] = [performance.now(), bytes];
  if (still >= stallMs) stalled(Object.assign(new Error(`timed out after ${Math.round(stallMs / 1000)} s without progress (loading ${open.map((item) => item.label).join(", ")})`), { code: "stalled" }));
}, TICK_MS);

// The offline cache of this build (sw.js) takes a copy of each tracked download,
// so that the first visit fetches every file once; sw.js checks it before use.
let precache = null;
function keep(url, response, copy) {
  const headers = new Headers(response.headers);
  headers.delete("content-encoding"); // the body is decoded
  headers.delete("content-length");
  (precache ?? Promise.reject()).then(async (cache) => {
    if (await cache.match(url)) throw new Error("kept already");
    await cache.put(url, new Response(copy, { headers }));
  }).catch(() => copy.pipeTo(new WritableStream()).catch(() => {})); // counted all the same
}

// Tracked downloads reach Pyodide as they are (so the browser can use its compiled-code
// cache); a copy of each is counted and kept, but not while a snapshot is restored (the
// files of a returning visit come from the offline copy: nothing to show or keep). The
// runtime's wasm compiles as it arrives: Pyodide asks for it early but instantiates it
// only once a snapshot is unpacked.
let compiling = null, restoring = false;
// A download that failed (offline, or the server refused it) is the network's failure;
// one that came with other bytes than its integrity says is not.
const unreachable = (what, why) => ({ event: "fatal", code: "network", message: `${what} could not be downloaded (${why})` });
const realFetch = self.fetch.bind(self);
const reach = (input, init) => realFetch(input, init).catch(async (err) => {
  if (!init?.integrity || !await realFetch(input.url ?? input, { method: "HEAD", cache: "no-store" }).catch(() => null)) post(unreachable(input.url ?? input, err.message));
  throw err;
});
self.fetch = async (input, init) => {
  const url = new URL(input.url ?? input, self.location);
  const item = url.origin === SITE.origin ? items.get(url.pathname.slice(SITE.pathname.length)) : undefined;
  if (!item) return reach(input, init);
  item.started = true;
  if (!restoring) report();
  const response = await reach(input, init);
  if (!response.ok) {
    // Pyodide would wait forever on some failed downloads: fail at once instead.
    post(unreachable(item.label, `HTTP ${response.status} for ${item.path}`));
    return response;
  }
  if (!restoring) keep(url.href, response, response.clone().body.pipeThrough(counter(item)));
  if (item.path.endsWith(".wasm")) (compiling = WebAssembly.compileStreaming(response)).catch(() => {});
  return response;
};

// A wasm that fails to compile leaves loadPyodide pending forever: fail at once.
const runtimeFailed = (err) => {
  post({ event: "fatal", message: `the Python runtime did not start (${err.name}: ${err.message})` });
  throw err;
};
if (typeof WebAssembly === "object") {
  const instantiate = WebAssembly.instantiate.bind(WebAssembly);
  WebAssembly.instantiate = (...args) => instantiate(...args).catch(runtimeFailed);
  WebAssembly.instantiateStreaming = async (source, imports) => {
    await Promise.allSettled([source]); // our fetch starts compiling it before it resolves
    const module = await (compiling ?? WebAssembly.compileStreaming(source)).catch(runtimeFailed);
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
}

async function sha256(data) {
  const digest = await crypto.subtle.digest("SHA-256", data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// Why the wheel failed: a hash that differs from the lock file's, or else the first
// reason Pyodide logged ("The following error occurred while loading X:" then it).
async function diagnoseWheel(runtime, manifest, stderr) {
  try {
    const lock = await (await realFetch(new URL("pyodide-lock.json", runtime))).json();
    const expected = lock.packages[WHEEL_PACKAGE].sha256;
    const wheel = await realFetch(new URL(manifest.wheel, SITE), { cache: "no-store" });
    const actual = await sha256(await wheel.arrayBuffer());
    if (actual !== expected) return `its sha256 ${actual.slice(0, 12)}… does not match ${expected.slice(0, 12)}… in the lock file`;
  } catch { /* what Pyodide logged, then */ }
  const at = stderr.findIndex((line) => line.startsWith("The following error occurred"));
  return (at >= 0 ? stderr[at + 1] : stderr.find((line) => line.trim()))?.trim() || "no reason given";
}

// The snapshot saved under `key`, if any: {bytes}, a promise of its bytes, which the runtime
// awaits while it loads; unpacked by unpack.js on a thread of its own where workers can
// start workers (a SharedWorker cannot), else here.
const unpacker = typeof Worker === "function" ? new Worker(new URL("unpack.js", import.meta.url), { type: "module", name: "unpack" }) : null;
async function findSnapshot(key) {
  const response = await (await caches.open(SNAPSHOT_CACHE)).match(key);
  if (!response) return null;
  const here = () => import("./unpack.js").then(({ unpack }) => unpack(response));
  const bytes = (unpacker ? new Promise((resolve, reject) => {
    unpacker.onmessage = ({ data }) => (typeof data === "string" ? reject(new Error(data)) : resolve(data));
    unpacker.onerror = () => resolve(here()); // the helper did not start
    unpacker.postMessage({ cache: SNAPSHOT_CACHE, key });
  }) : here()).catch((err) => { throw new Error(`the saved snapshot is damaged (${err.message})`); });
  bytes.catch(() => {}); // a failure is loadPyodide's to report
  return { bytes };
}

// The snapshot is made while the page leaves the worker alone: quiet() resolves once
// QUIET_MS passed without a request (each request moves quietFrom on).
const QUIET_MS = 200;
let quietFrom = 0;
async function quiet() {
  do await new Promise((resolve) => setTimeout(resolve, Math.max(0, quietFrom - performance.now())));
  while (performance.now() < quietFrom);
}

// Copy the interpreter's heap with every module of the wheel imported (the restored
// heap has the modules but not the wheel's files; the command-line tools' are left
// out), one module per quiet moment, so that a drawing request of the page waits for
// one import at most; a request that would change the heap hurries it (see answer).
let hurry = false;
async function copyHeap(pyodide) {
  const started = performance.now();
  let busy = 0;
  const modules = pyodide.runPython(`import importlib, pkgutil, pygame_core
(importlib.import_module(m.name) and None for m in pkgutil.walk_packages(pygame_core.__path__, "pygame_core.")
 if m.name not in pygame_core.COMMAND_LINE)`);
  try {
    for (let done = false; !done;) {
      if (!hurry) await quiet();
      const at = performance.now();
      done = modules.next().done;
      busy += performance.now() - at;
    }
  } finally {
    modules.destroy();
  }
  const at = performance.now();
  freezeHeap(pyodide);
  // makeMemorySnapshot insists that pyodide.loadedPackages (a JS object Python holds)
  // is still empty, as in a bare boot: hide our wheel's entries while it copies the heap.
  const loaded = { ...pyodide.loadedPackages };
  for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
  try {
    return { bytes: pyodide.makeMemorySnapshot(), started, busy: busy + performance.now() - at };
  } finally {
    Object.assign(pyodide.loadedPackages, loaded);
  }
}

// Keep the copy under `key` in place of any older snapshot, gzipped: a sixth of the
// size, unpacked on the next visit as it is read.
async function storeSnapshot(key, { bytes, started, busy }) {
  const packed = await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  await caches.delete(SNAPSHOT_CACHE);
  await (await caches.open(SNAPSHOT_CACHE)).put(key, new Response(packed, { headers: {
    "content-type": "application/gzip", "x-snapshot-bytes": String(bytes.length) } }));
  snapshotEvent("saved", { bytes: bytes.length, stored: packed.byteLength, busyMs: Math.round(busy), totalMs: Math.round(performance.now() - started) });
}

// Ops that only draw (the new-game form) keep no state (hello's `stateless`, from
// pygame_core/bridge.py); the others (a game started or loaded) change the heap, so on the game's page they wait for its copy: a visit
// without a snapshot always makes one, and a player who starts at once waits for the
// imports left. The embeds' tables do not wait (a reader has just asked for one): their
// heap is copied later, between requests, tables and all; a restored heap's tables are
// never asked for again (each frame names its own) and go as new ones come.
let copying = null, stateless = new Set();

const firstLine = (err) => String(err.message || err).split("\n")[0];
// The page shows these in <html data-snapshot> (see main.js).
const snapshotEvent = (state, details = {}) =>
  post({ event: "snapshot", at: Math.round(performance.now()), state, ...details });


// What the boot made lives as long as the page: gc.freeze() keeps it out of the
// cyclic collector's scans, so a collection during a move walks only the game's
// own objects (a full scan of the booted heap takes tens of ms in Pyodide).
const freezeHeap = (pyodide) => pyodide.runPython("import gc; gc.freeze()");

// The engine, once it answered "hello" (which the page needs before it is ready): the
// page has it with "booted", and each request it sends puts off the snapshot's work.
function ready(pyodide, snapshot) {
  const bridge = pyodide.pyimport("pygame_core.bridge");
  const hello = JSON.parse(bridge.handle('{"id": 0, "op": "hello"}'));
  if (!hello.ok) throw new Error(`the game engine does not answer (${hello.error.message})`);
  post({ event: "booted", pyodide: pyodide.version, snapshot, hello: hello.result });
  stateless = new Set(hello.result.stateless);
  freezeHeap(pyodide);
  quietFrom = performance.now() + QUIET_MS; // the page's first requests come next
  quiet().then(() => post({ event: "quiet" })); // the pages' first requests answered
  return (request) => {
    quietFrom = performance.now() + QUIET_MS;
    return bridge.handle(request);
  };
}

async function boot() {
  if (typeof WebAssembly !== "object") throw new Error("this browser has no WebAssembly");
  // The runtime script loads while the manifest is read.
  const runtimeScript = import(new URL(`${RUNTIME_DIR}pyodide.mjs`, SITE).href);
  runtimeScript.catch(() => {}); // reported below, once the manifest is read
  const response = await reach(new URL("build-manifest.json", SITE)).catch(() => null);
  if (!response?.ok) throw unreachable("build-manifest.json", `HTTP ${response?.status ?? "none"}`);
  const manifest = await response.json();
  track(manifest);
  // A frame whose storage the browser blocks (a third party's): no Cache Storage, no offline copy, no error.
  if (manifest.build && typeof caches === "object") (precache = caches.open(`xeri-precache-${manifest.build}`)).catch(() => {});

  const runtime = new URL(RUNTIME_DIR, SITE);
  // The snapshot's key: build.py names it by everything the heap depends on (no Cache
  // Storage, not a secure context: no snapshot).
  const key = typeof caches === "object" ? new URL(`__snapshot/${manifest.snapshot}.bin`, SITE).href : null;
  const snapshot = key && await findSnapshot(key).catch(() => null);
  // A first visit's helper closes once loaded: stopped while its file is on the way, that
  // file would come again with the offline cache.
  if (!(restoring = Boolean(snapshot))) unpacker?.postMessage(null);
  const { loadPyodide } = await runtimeScript.catch((err) => {
    throw Object.assign(new Error(`the Python runtime script did not load (${err.message})`), { code: navigator.onLine ? "broken" : "network" });
  });
  report(); // the page's stall limit ends here: see watch
  const stderr = [];
  const options = {
    indexURL: runtime.href,
    lockFileURL: new URL("pyodide-lock.json", runtime).href,
    packageBaseUrl: runtime.href,
    stdLibURL: new URL(manifest.stdlib, SITE).href, // only the modules the game imports
    stdout: () => {},
    stderr: (line) => stderr.push(line),
  };
  if (snapshot) {
    try {
      // The runtime loads while the snapshot is read and unpacked.
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot.bytes });
      const handle = ready(pyodide, true);
      snapshotEvent("restored", { bytes: (await snapshot.bytes).length });
      return handle;
    } catch (err) {
      snapshotEvent("fallback", { reason: firstLine(err) });
      await caches.delete(SNAPSHOT_CACHE);
      restoring = false; // count the downloads afresh
      track(manifest);
    }
  }
  // A normal boot: the wheel is a lock entry, downloaded while the runtime boots.
  const pyodide = await loadPyodide({ ...options, packages: [WHEEL_PACKAGE], _makeSnapshot: Boolean(key) })
    .catch((err) => { throw new Error(`the Python runtime did not start (${firstLine(err)})`); });
  // loadPyodide does not reject when a package fails (bad hash, missing file): check.
  if (!(WHEEL_PACKAGE in pyodide.loadedPackages)) {
    throw new Error(`the game engine wheel did not load: ${await diagnoseWheel(runtime, manifest, stderr)}`);
  }
  report();
  const handle = ready(pyodide, false);
  if (key) {
    copying = copyHeap(pyodide);
    copying.then((copy) => storeSnapshot(key, copy)).catch((err) => snapshotEvent("failed", { reason: firstLine(err) }));
  }
  return handle;
}

const shared = "onconnect" in self; // a SharedWorker
const booting = Promise.race([boot(), watching]).catch((err) => {
  post({ event: "fatal", message: err.message, code: err.code ?? "broken" });
  if (shared) self.close(); // a retry starts a new one
  return null;
}).finally(() => clearInterval(watch));

async function answer({ id, op, args }, port) {
  const handle = await booting;
  if (!handle) return;  // the page already has the fatal event
  if (copying && !stateless.has(op) && !shared) {
    hurry = true;
    await copying.catch(() => {});
    copying = null;
  }
  let reply;
  try {
    const text = typeof args === "string" ? args : JSON.stringify(args); // the page's JSON
    reply = handle(`{"id": ${id}, "op": ${JSON.stringify(op)}, "args": ${text}}`);
  } catch (err) {
    reply = JSON.stringify({ id, ok: false, error: { type: "InternalError", message: firstLine(err) } });
  }
  port.postMessage({ ...JSON.parse(reply), id }); // (a request refused unread has no id of its own)
}

function connect(port) {
  ports.add(port);
  port.addEventListener("message", ({ data }) => (data.stallMs ? (stallMs = data.stallMs) : answer(data, port)));
  port.start?.();
  for (const message of told.values()) port.postMessage(message);
}
if (shared) self.addEventListener("connect", (e) => connect(e.ports[0]));
else connect(self);
