"""Benchmark: how should the page load the game wheel, with an integrity check?

    .venv/bin/python e2e/bench_wheel_loading.py [--runs N]

Builds the site into a temporary folder, serves it on loopback, and times in
real Chromium (a fresh context each run, so a cold HTTP cache) from worker
start to the bridge's first answer, for:

  lock      loadPyodide({packages: ["pygame-core"]}): the wheel is a lock-file entry
            (sha256 checked by Pyodide), fetched while the runtime boots;
  micropip  loadPyodide(), loadPackage("micropip"), then micropip.install() from a
            JSON package index that gives the wheel's sha256 (checked by micropip).

It also checks that each way really rejects a wheel whose sha256 is wrong.
Not collected by pytest (the name does not start with test_).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from devserver import serving_fresh_build  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from sitebuild.compress import compress  # noqa: E402
from sitebuild.headers import CSP  # noqa: E402
from sitebuild.pins import MICROPIP, PACKAGING, pyodide_tarball, pypi_wheel  # noqa: E402
from sitebuild.runtime import RUNTIME_DIR, lock_entry, write_lock  # noqa: E402
from sitebuild.stdlib import PYODIDE_STDLIB  # noqa: E402
from sitebuild.testenv import launch_chromium  # noqa: E402

WORKER = r"""
import { loadPyodide } from "../pyodide/pyodide.mjs";
const runtime = new URL("../pyodide/", import.meta.url).href;
// Pyodide's whole standard library (micropip needs more of it than the game's part).
const stdLibURL = new URL("python_stdlib.zip", import.meta.url).href;
const mode = new URL(self.location).searchParams.get("mode");
const hello = (py) => JSON.parse(py.pyimport("pygame_core.bridge").handle('{"id":1,"op":"hello"}'));
async function run() {
  const t0 = performance.now();
  let py;
  if (mode === "lock") {
    const stderr = [];
    py = await loadPyodide({ indexURL: runtime, packageBaseUrl: runtime,
      lockFileURL: runtime + "pyodide-lock.json", packages: ["pygame-core"], stdLibURL,
      stdout: () => {}, stderr: (line) => stderr.push(line) });
    if (!("pygame-core" in py.loadedPackages)) throw new Error(stderr.join(" "));
  } else {
    py = await loadPyodide({ indexURL: runtime, packageBaseUrl: runtime,
      lockFileURL: runtime + "micropip-lock.json", stdLibURL, stdout: () => {} });
    const booted = performance.now();
    const loaded = await py.loadPackage("micropip");
    if (!loaded.some((p) => p.name === "micropip")) throw new Error("micropip did not load");
    const micropip = py.pyimport("micropip");
    await micropip.install.callKwargs("pygame-core", {
      index_urls: [new URL("index/", import.meta.url).href + "{package_name}.json"] });
    self.postMessage({ micropipMs: performance.now() - booted });
  }
  const answer = hello(py);
  if (!answer.ok) throw new Error("bridge failed");
  return performance.now() - t0;
}
const lastLines = (err) => String(err.message || err).split("\n").slice(-2).join(" ");
run().then((ms) => self.postMessage({ ms }), (err) => self.postMessage({ error: lastLines(err) }));
"""

PAGE_JS = r"""
const mode = new URL(location).searchParams.get("mode");
const worker = new Worker(new URL(`./worker.js?mode=${mode}`, import.meta.url), { type: "module" });
const result = {};
worker.onmessage = (e) => {
  Object.assign(result, e.data);
  if ("ms" in e.data || "error" in e.data) document.body.dataset.result = JSON.stringify(result);
};
"""

PAGE_HTML = f"""<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<script type="module" src="page.js"></script></head><body></body></html>
"""


def prepare(root: Path, base_url: str, wheel_sha256: str | None = None) -> None:
    """Add micropip, its lock file, a package index and the bench page to a built site."""
    runtime = root / RUNTIME_DIR
    info = json.loads((runtime / "pyodide-lock.json").read_text())["info"]
    micropip = runtime / MICROPIP[2]
    packaging = runtime / PACKAGING[2]
    shutil.copyfile(pypi_wheel(MICROPIP), micropip)
    shutil.copyfile(pypi_wheel(PACKAGING), packaging)
    tools = [lock_entry(micropip, ["micropip"], ["packaging"]),
             lock_entry(packaging, ["packaging"])]
    wheel = next(runtime.glob("pygame_core-*.whl"))
    ours = lock_entry(wheel, ["pygame_core"])
    if wheel_sha256:
        ours["sha256"] = wheel_sha256
    write_lock(runtime, info, [ours, *tools])
    # Without our wheel, so that micropip.install really goes through the index.
    write_lock(runtime, info, tools, name="micropip-lock.json")
    bench = root / "bench"
    (bench / "index").mkdir(parents=True, exist_ok=True)
    (bench / "index" / "pygame-core.json").write_text(json.dumps({
        "info": {"name": "pygame-core", "version": ours["version"]},
        "releases": {ours["version"]: [{
            "filename": wheel.name,
            "url": f"{base_url}{RUNTIME_DIR}/{wheel.name}",
            "digests": {"sha256": ours["sha256"]},
        }]},
    }))
    (bench / "worker.js").write_text(WORKER)
    with tarfile.open(pyodide_tarball()) as tar:
        stdlib = tar.extractfile(f"package/{PYODIDE_STDLIB}").read()
    (bench / PYODIDE_STDLIB).write_bytes(stdlib)
    (bench / "page.js").write_text(PAGE_JS)
    (bench / "index.html").write_text(PAGE_HTML)
    compress(root)  # the lock files' .br/.gz copies must be the new ones


def measure(browser, url: str, mode: str) -> dict:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{url}bench/index.html?mode={mode}")
        page.wait_for_selector("body[data-result]", state="attached", timeout=120_000)
        return json.loads(page.get_attribute("body", "data-result"))
    finally:
        context.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with serving_fresh_build() as server, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        prepare(server.root, server.url, wheel_sha256="0" * 64)
        for mode in ("lock", "micropip"):
            outcome = measure(browser, server.url, mode)
            # The same file loads once the sha256 is right (below), so this is the hash.
            expected = {"lock": "Failed to fetch", "micropip": "Invalid checksum"}[mode]
            rejected = expected in outcome.get("error", "")
            print(f"{mode:8} rejects a wheel with a wrong sha256: "
                  f"{'yes' if rejected else 'NO'}"
                  f"{' (' + outcome['error'] + ')' if rejected else ''}")
            if not rejected:
                print(f"  (it got {outcome})")
                return 1
        prepare(server.root, server.url)
        times: dict[str, list[float]] = {"lock": [], "micropip": []}
        micropip_part: list[float] = []
        measure(browser, server.url, "lock")  # warm-up: the OS file cache, Chromium start
        for _ in range(args.runs):
            for mode in times:
                outcome = measure(browser, server.url, mode)
                if "error" in outcome:
                    print(f"{mode}: {outcome['error']}")
                    return 1
                times[mode].append(outcome["ms"])
                if "micropipMs" in outcome:
                    micropip_part.append(outcome["micropipMs"])
        browser.close()
    print(f"worker start -> bridge answered, cold HTTP cache, {args.runs} runs each (ms):")
    for mode, values in times.items():
        print(f"  {mode:8} min {min(values):6.0f}  median {statistics.median(values):6.0f}  "
              f"max {max(values):6.0f}")
    print(f"  (micropip: loading micropip and installing the wheel after boot took median "
          f"{statistics.median(micropip_part):.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
