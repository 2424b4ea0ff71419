// Hard's time per decision under Pyodide (docs/ai.md):
//   node bench/ai_pyodide_bench.mjs PYODIDE_DIR REPO_DIR [GAME PLAYERS GAMES]
// PYODIDE_DIR holds the npm package pyodide@314.0.7 (pyodide.mjs, pyodide.asm.wasm, ...).
const [pyodideDir, repo, ...args] = process.argv.slice(2);
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: repo }, "/repo");
py.runPython(`import sys; sys.path.insert(0, "/repo")`);
const out = py.runPython(`
import json
from pygame_core.ai.bench import bench
json.dumps(bench(${JSON.stringify(args[0] || "xeri")}, ${args[1] || 2}, ${args[2] || 2}, 1))`);
console.log(out);
