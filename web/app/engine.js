// The page's handle on the game engine: Python (pygame_core) in Pyodide, in a
// module Web Worker. Requests are {id, op, args}; the worker forwards them as
// JSON to pygame_core.bridge and posts back {id, ok, result} or
// {id, ok: false, error: {type, code, message}}. Besides replies the worker posts
// events: {event: "progress", items} (onProgress gets the bytes done and total too), {event: "booted", hello}, {event: "fatal", message, code},
// {event: "snapshot", state, ...} (the interpreter snapshot: restored, fallback, saved
// or failed; see worker.js) and {event: "quiet"} (once after the boot, when no request
// came for a moment), passed to onEvent.
// With `shared` (a name), the pages of one origin that give the same name share one
// engine, a SharedWorker, where the browser has it (the embeds of a host page).

// code: what failed, for the words ("network", "stalled", "broken"; a bridge refusal's own).
export class EngineError extends Error {
  constructor(type, message, code = "broken") {
    super(message);
    Object.assign(this, { name: "EngineError", type, code });
  }
}

export class Engine {
  // workerUrl: the module worker, or start.js (its worker started already: what it heard
  // so far is heard again here). stallMs: fail the boot when the worker says nothing for
  // this long (its script, the manifest); the worker itself then fails a download whose
  // bytes stop for this long, never a slow start (worker.js). onProgress(progressEvent)
  // for the boot display: again with `still` when a boot stage says nothing for as long.
  constructor(workerUrl, { stallMs = 30000, callTimeoutMs = 30000, onProgress = () => {},
    onEvent = () => {}, shared = "" } = {}) {
    Object.assign(this, { stallMs, callTimeoutMs, onProgress, onEvent, failure: null, _nextId: 1, _pending: new Map() });
    this._booted = new Promise((resolve, reject) => { this._boot = { resolve, reject }; });
    const one = shared && typeof SharedWorker === "function";
    this._worker = workerUrl.worker ?? (one ? new SharedWorker(workerUrl, { type: "module", name: shared }) : new Worker(workerUrl, { type: "module", name: "engine" }));
    this._port = one ? this._worker.port : this._worker;
    this._port.addEventListener("message", (e) => this._receive(e.data));
    this._port.start?.();
    this._port.postMessage({ stallMs });
    this._worker.addEventListener("error", (e) => {
      e.preventDefault();
      this._fail(`the engine worker failed to load or crashed${e.message ? ` (${e.message})` : ""}`);
    });
    this._port.addEventListener("messageerror", () => this._fail("a message from the engine worker could not be read"));
    this._stallTimer = setTimeout(() => this._fail(`timed out after ${Math.round(stallMs / 1000)} s without progress (starting the engine worker)`, "stalled"), stallMs);
    for (const e of workerUrl.takeOver?.() ?? []) this._worker.dispatchEvent(e);
    // Ready once booted and the bridge answered: resolves with the "hello" result
    // (which the worker sends with "booted", saving a round trip).
    this.ready = this._booted.then((booted) => booted.hello ?? this._send("hello", {}));
  }

  // Call a bridge op; resolves with its result, rejects with an EngineError.
  async call(op, args = {}, { timeoutMs = this.callTimeoutMs } = {}) {
    await this.ready;
    return this._send(op, args, timeoutMs);
  }

  _send(op, args, timeoutMs = this.callTimeoutMs) {
    if (this.failure) return Promise.reject(this.failure);
    const id = this._nextId++;
    return new Promise((resolve, reject) => {
      // An engine that does not answer is gone (its worker closed or stuck): fail it all.
      const timer = setTimeout(() => this._fail(`the engine did not answer "${op}" within ${timeoutMs / 1000} s`, "stalled"), timeoutMs);
      this._pending.set(id, { resolve, reject, timer });
      // The arguments go as JSON text: a deep one is refused in Python, unparsed (a
      // structured clone of it fails on the way, and the call is never answered).
      this._port.postMessage({ id, op, args: JSON.stringify(args) });
    });
  }

  _receive(message) {
    if (message.event === "progress") {
      const sum = (count) => message.items.reduce((s, item) => s + count(item), 0);
      const progress = { ...message, total: sum((i) => i.total), done: sum((i) => Math.min(i.loaded, i.total)) };
      this.onProgress(progress);
      clearTimeout(this._stallTimer); // the worker has started: it watches its downloads
      if (!this.booted) this._stallTimer = setTimeout(() => this.onProgress({ ...progress, still: true }), this.stallMs);
    } else if (message.event === "booted") {
      this.booted = true;
      clearTimeout(this._stallTimer);
      this._boot.resolve(message);
    } else if (message.event === "fatal") {
      this._fail(message.message, message.code);
    } else if (message.event) {
      this.onEvent(message);
    } else if (this._pending.has(message.id)) {
      const { resolve, reject, timer } = this._pending.get(message.id);
      clearTimeout(timer);
      this._pending.delete(message.id);
      if (message.ok) resolve(message.result);
      else reject(new EngineError(message.error.type, message.error.message, message.error.code));
    }
  }

  _fail(message, code) {
    if (this.failure) return;
    clearTimeout(this._stallTimer);
    this.failure = new EngineError("EngineFailed", message, code);
    if (this._port === this._worker) this._worker.terminate();
    else this._port.close(); // the shared engine serves the page's other tables still
    this._boot.reject(this.failure);
    for (const { reject, timer } of this._pending.values()) {
      clearTimeout(timer);
      reject(this.failure);
    }
    this._pending.clear();
  }
}
