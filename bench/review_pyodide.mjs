// A whole game's review under Pyodide (bench/review_time.py's `stepped`, docs/performance.md):
//   node bench/review_pyodide.mjs PYODIDE_DIR REPO_DIR [SEED]
// PYODIDE_DIR holds the npm package pyodide@314.0.7 (pyodide.mjs, python_stdlib.zip, ...):
// the build's download, unpacked.
const [pyodideDir, repo, seed] = process.argv.slice(2);
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: repo }, "/repo");
py.runPython(`import sys; sys.path[:0] = ["/repo", "/repo/bench"]`);
console.log(py.runPython(`
import json
from review_time import game_record, stepped
json.dumps([stepped(game_record(g, n, ${Number(seed) || 3})) for g, n in (("xix", 2), ("xeri", 4))])`));
