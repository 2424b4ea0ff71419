// Hard's time per decision under Pyodide (docs/ai.md):
//   node bench/ai_pyodide_bench.mjs PYODIDE_DIR REPO_DIR [GAME PLAYERS GAMES [cpu]]
// PYODIDE_DIR holds the npm package pyodide@314.0.7 (pyodide.mjs, pyodide.asm.wasm, ...).
// With `cpu` each decision is timed by Node's CPU time (process.cpuUsage: every thread of
// the process, so the JIT's and the garbage collector's too), which other work on a busy
// machine does not inflate; else by wall time.
const [pyodideDir, repo, ...args] = process.argv.slice(2);
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: repo }, "/repo");
py.runPython(`import sys; sys.path.insert(0, "/repo")`);
py.globals.set("cpu_s", () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
});
const out = py.runPython(`
import json, time
from pygame_core.ai.bench import bench
cpu = ${args[3] === "cpu" ? "True" : "False"}
got = bench(${JSON.stringify(args[0] || "xeri")}, ${args[1] || 2}, ${args[2] || 2}, 1,
            clock=cpu_s if cpu else time.perf_counter)
got["clock"] = "node cpu" if cpu else "wall"
json.dumps(got)`);
console.log(out);
