// The engine worker: boots Pyodide with the game wheel, then forwards each
// request {id, op, args} as JSON to pygame_core.bridge.handle and posts the
// reply. Progress (bytes of each download) and failures go to the page as events.

const SITE = new URL("../", import.meta.url);
const WHEEL_PACKAGE = "pygame-core";

const post = (message) => self.postMessage(message);

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
    [`${runtime}python_stdlib.zip`, "Python standard library"],
    [`${runtime}pyodide-lock.json`, "Package list"],
    [manifest.wheel, "Game engine (pygame_core wheel)"],
  ];
  for (const [path, label] of labels) {
    const size = manifest.files[path]?.size ?? 0;
    items.set(path, { path, label, loaded: 0, total: size, started: false, done: false });
  }
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
  return new Response(response.body.pipeThrough(counter), {
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
    const digest = await crypto.subtle.digest("SHA-256", await wheel.arrayBuffer());
    const actual = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    if (actual !== expected) {
      return `its sha256 ${actual.slice(0, 12)}… does not match ${expected.slice(0, 12)}… in the lock file`;
    }
  } catch {
    // fall back to what Pyodide reported
  }
  return null;
}

async function boot() {
  if (typeof WebAssembly !== "object") throw new Error("this browser has no WebAssembly");
  const response = await realFetch(new URL("build-manifest.json", SITE));
  if (!response.ok) throw new Error(`build-manifest.json: HTTP ${response.status}`);
  const manifest = await response.json();
  track(manifest);
  report("Loading the Python runtime");

  const runtime = new URL(manifest.runtime_dir, SITE);
  let loadPyodide;
  try {
    ({ loadPyodide } = await import(new URL("pyodide.mjs", runtime).href));
  } catch (err) {
    throw new Error(`the Python runtime script did not load (${err.message})`);
  }
  const stderr = [];
  let pyodide;
  try {
    pyodide = await loadPyodide({
      indexURL: runtime.href,
      lockFileURL: new URL("pyodide-lock.json", runtime).href,
      packageBaseUrl: runtime.href,
      packages: [WHEEL_PACKAGE],
      stdout: () => {},
      stderr: (line) => stderr.push(line),
    });
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
  post({ event: "booted", pyodide: pyodide.version });
  return (request) => bridge.handle(request);
}

const booting = boot().catch((err) => {
  post({ event: "fatal", message: err.message });
  return null;
});

self.addEventListener("message", async (e) => {
  const { id, op, args } = e.data;
  const handle = await booting;
  if (!handle) return;  // the page already has the fatal event
  try {
    post(JSON.parse(handle(JSON.stringify({ id, op, args }))));
  } catch (err) {
    post({ id, ok: false, error: { type: "InternalError", message: String(err.message || err).split("\n")[0] } });
  }
});
