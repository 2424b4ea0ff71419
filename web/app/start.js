// Starts the engine worker as the page begins to load (index.html runs this before
// main.js's modules arrive); main.js's Engine takes it over with what it heard so far.
export const worker = typeof Worker === "function" && typeof WebAssembly === "object"
  ? new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "engine" }) : null;
let heard = [];
for (const type of ["message", "error"]) worker?.addEventListener(type, (e) => heard?.push(e));
export function takeOver() {
  const early = heard;
  heard = null; // the Engine's own listeners hear the rest
  return early;
}
