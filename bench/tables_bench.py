"""Five tables on one page against one table: time to all started, and memory.

    python3 bench/tables_bench.py [--runs N] [--no-write]

Builds the site into a temporary folder and serves it on loopback (the table's
site, 127.0.0.1); a second loopback server on another site (localhost, as a rules
site's domain is not ours: its page runs in a renderer apart from the frames) serves
two host pages: `one.html` with one `<xeri-table>` (a Xeri replay), `five.html` with
five tables, three `<xeri-table>` elements and two plain iframes (a Xeri replay,
an XIX play, a 4-player Xeri demo, an XIX replay, an XIX play). The host page
starts each table as soon as it reports `ready`. Runs are interleaved (one, five,
then five, one, ...), each in a freshly launched Chromium with an empty profile,
after one untimed warm-up pair. Per run:

  ready    ms from the host page's navigation start to the last table's `ready`
           event (its still picture is up)
  started  ms from the host page's navigation start to the last table's `started`
           event (its engine is up and the table is about to be dealt)
  live     ms to the last table's first live render (its frame's html[data-waiting]
           set by the table, seen by a probe in every frame)
  memory   at that moment: the proportional set size (PSS, /proc/PID/smaps_rollup)
           summed over every process of the browser (browser, renderers, the shared
           engine worker's process, GPU and utility processes): everything the
           tables cost, the wasm heap of Pyodide included, which V8's JS heap
           figures leave out; and V8's used JS heap summed over the targets (CDP
           Runtime.getHeapUsage: the host page with its frames, which share its
           process, the shared engine worker, the service worker), the engine's apart

bench/run.py runs it too. Either writes its own section of docs/performance.md.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))  # devserver, hosts

from devserver import serving_fresh_build  # noqa: E402

from sitebuild.testenv import launch_chromium, setup_tests  # noqa: E402

DOC = ROOT / "docs" / "performance.md"
START, END = "<!-- bench/tables_bench.py: start -->", "<!-- bench/tables_bench.py: end -->"
COMMAND = "python3 bench/tables_bench.py"
TIMEOUT_MS = 180_000
GOAL = 1.3  # five tables against one, at most (issue 20)

# The host page's script: starts each table once it is ready, and notes (in <body>'s
# data-*) its time origin and when the last table reported `ready` and `started`.
HOST_JS = r"""
const tables = document.querySelectorAll("body > xeri-table, body > iframe");
const seen = { ready: new Set(), started: new Set() };
const live = new Set();
document.body.dataset.origin = String(performance.timeOrigin);
window.addEventListener("message", (e) => {
  const m = e.data || {};
  if (m.benchLiveAt) { // the bench's probe in a table's frame (LIVE_PROBE)
    live.add(e.source);
    const last = Math.max(m.benchLiveAt, Number(document.body.dataset.live ?? 0));
    document.body.dataset.live = String(last);
    if (live.size === tables.length) document.body.dataset.allLive = "";
    return;
  }
  if (m.type !== "xeri-table") return;
  const el = document.getElementById(m.id);
  const all = seen[m.event];
  const now = performance.now();
  if (all && all.add(m.id).size === tables.length) document.body.dataset[m.event] = String(now);
  if (m.event === "ready" && el.tagName === "IFRAME") {
    el.contentWindow.postMessage({ type: "xeri-table", command: "start" }, new URL(el.src).origin);
  } else if (m.event === "ready") {
    el.start();
  } else if (m.event === "error") {
    document.body.dataset.error = m.message;
  }
});
"""

# In every frame of the table's site: when the table first renders live (epoch ms), told
# to the host page, so that the bench never runs Playwright's own scripts in the frames
# (its injected script, ~0.3 MB of JS heap a frame, would count as the tables').
LIVE_PROBE = r"""
if (location.pathname.endsWith("/embed.html")) {
  const seen = new MutationObserver(() => {
    const html = document.documentElement;
    if (!html.dataset.waiting || html.dataset.liveAt) return;
    html.dataset.liveAt = String(performance.timeOrigin + performance.now());
    parent.postMessage({ benchLiveAt: Number(html.dataset.liveAt) }, "*");
    seen.disconnect();
  });
  seen.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-waiting"] });
}
"""

ELEMENTS = (
    '<xeri-table id="a" scenario="scenarios/xeri-capture.json" speed="instant"></xeri-table>',
    '<xeri-table id="b" scenario="scenarios/xix-draft.json" mode="play" ai="easy" seed="3" '
    'speed="instant"></xeri-table>',
    '<xeri-table id="c" game="xeri" players="4" mode="demo" ai="easy" seed="5" '
    'speed="instant"></xeri-table>',
    '<iframe id="d" src="{table}embed.html?scenario=scenarios/xix-trade.json&id=d&origin={host}">'
    '</iframe>',
    '<iframe id="e" src="{table}embed.html?game=xix&mode=play&ai=easy&id=e'
    '&speed=instant&origin={host}"></iframe>',
)
PAGES = {"one": ELEMENTS[:1], "five": ELEMENTS}
CSS = ("body { margin: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px } "
       "iframe { display: block; width: 100%; height: 380px; border: 0 }")


def host_server(table_url: str):
    """The rules site (e2e/hosts.py's, under its strict CSP): one.html and five.html."""
    from hosts import host_site  # the test venv's (it imports pytest)

    table = table_url.rstrip("/")
    httpd = host_site(table, {"/host.js": (HOST_JS.encode(), "text/javascript"),
                              "/host.css": (CSS.encode(), "text/css")})
    for name, tables in PAGES.items():
        body = "".join(tables).format(table=table_url, host=quote(httpd.url, safe=""))
        html = ('<!doctype html><html><head><meta charset="utf-8"><title>host</title>'
                '<link rel="stylesheet" href="/host.css">'
                f'<script type="module" src="{table}/xeri-table.js"></script>'
                f'<script type="module" src="/host.js"></script></head><body>{body}</body></html>')
        httpd.files[f"/{name}.html"] = (html.encode(), "text/html; charset=utf-8")
    return httpd


def _descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [root]
    while todo:
        for kid in children.get(todo.pop(), []):
            out.append(kid)
            todo.append(kid)
    return out


def browser_pss() -> tuple[int, int]:
    """PSS in bytes summed over this process's Chromium descendants, and their count
    (Playwright's driver, a Node process, is left out)."""
    total, count = 0, 0
    for pid in _descendants(os.getpid()):
        try:
            if "chrom" not in Path(f"/proc/{pid}/comm").read_text():
                continue
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:
            continue  # gone meanwhile
        total += next(int(line.split()[1]) * 1024 for line in rollup.splitlines()
                      if line.startswith("Pss:"))
        count += 1
    return total, count


HEAP_TARGETS = ("page", "iframe", "shared_worker", "service_worker", "worker")


def js_heaps(browser, page) -> tuple[dict[str, int], dict[str, int]]:
    """V8's used JS heap (CDP Runtime.getHeapUsage usedSize) summed by kind of target:
    the host page (with the frames in its process), the shared engine worker, the
    service worker; as found, and again after a full garbage collection in each
    (HeapProfiler.collectGarbage: what the tables keep, not what is yet to be freed).
    Each target is asked through the browser's own CDP session."""
    cdp = browser.new_browser_cdp_session()
    replies: dict[tuple[str, int], int] = {}

    def reply(event):
        message = json.loads(event["message"])
        if message.get("id") in (1, 3):
            replies[event["sessionId"], message["id"]] = message["result"]["usedSize"]

    cdp.on("Target.receivedMessageFromTarget", reply)
    kinds = {}
    for target in cdp.send("Target.getTargets")["targetInfos"]:
        if target["type"] in HEAP_TARGETS:
            session = cdp.send("Target.attachToTarget", {"targetId": target["targetId"],
                                                         "flatten": False})["sessionId"]
            kinds[session] = target["type"]
            for i, method in enumerate(("Runtime.getHeapUsage", "HeapProfiler.collectGarbage",
                                        "Runtime.getHeapUsage"), 1):
                message = json.dumps({"id": i, "method": method})
                cdp.send("Target.sendMessageToTarget", {"sessionId": session, "message": message})
    for _ in range(200):  # the replies come as events, within a second
        if len(replies) == 2 * len(kinds):
            break
        page.wait_for_timeout(50)
    else:
        raise RuntimeError(f"no heap figure from {sorted(set(kinds) - {s for s, _ in replies})}")
    found: dict[str, int] = {}
    kept: dict[str, int] = {}
    for (session, i), used in replies.items():
        out = found if i == 1 else kept
        out[kinds[session]] = out.get(kinds[session], 0) + used
    return found, kept


def visit(playwright, host, name: str) -> dict:
    """One page in a freshly launched browser: its times and memory once every table
    is live."""
    browser = launch_chromium(playwright)
    try:
        context = browser.new_context(viewport={"width": 1500, "height": 1000})
        context.add_init_script(LIVE_PROBE)
        page = context.new_page()
        page.goto(f"{host.url}/{name}.html")
        page.wait_for_selector("body[data-started], body[data-error]", state="attached",
                               timeout=TIMEOUT_MS)
        if page.get_attribute("body", "data-error"):
            raise RuntimeError(f"{name}: {page.get_attribute('body', 'data-error')}")
        frames = [f for f in page.frames if urlsplit(f.url).path.endswith("/embed.html")]
        if len(frames) != len(PAGES[name]):
            raise RuntimeError(f"{name}: {len(frames)} tables framed")
        origin = float(page.get_attribute("body", "data-origin"))
        page.wait_for_selector("body[data-all-live]", state="attached", timeout=TIMEOUT_MS)
        live = float(page.get_attribute("body", "data-live")) - origin
        pss, processes = browser_pss()
        heap, kept = js_heaps(browser, page)
        return {"ready": float(page.get_attribute("body", "data-ready")),
                "started": float(page.get_attribute("body", "data-started")), "live": live,
                "pss": pss, "processes": processes, "js_heap": sum(heap.values()),
                "engine_heap": heap.get("shared_worker", 0), "js_kept": sum(kept.values()),
                "engine_kept": kept.get("shared_worker", 0)}
    finally:
        browser.close()


def measure_tables(playwright, table_url: str, runs: int, log) -> dict:
    """Interleaved runs of one.html and five.html (run 0 warms up and is dropped)."""
    host = host_server(table_url)
    out: dict = {name: [] for name in PAGES}
    try:
        for run in range(runs + 1):
            for name in ("one", "five") if run % 2 else ("five", "one"):
                got = visit(playwright, host, name)
                log(f"  run {run} {name}: ready {got['ready']:.0f} ms, started "
                    f"{got['started']:.0f} ms, live "
                    f"{got['live']:.0f} ms, PSS {got['pss'] / 1e6:.0f} MB in "
                    f"{got['processes']} processes, JS heap {got['js_heap'] / 1e6:.1f} MB "
                    f"(engine worker {got['engine_heap'] / 1e6:.1f} MB), after a collection "
                    f"{got['js_kept'] / 1e6:.1f} MB (engine {got['engine_kept'] / 1e6:.1f} MB)")
                if run:
                    out[name].append(got)
    finally:
        host.shutdown()
        host.server_close()
    return out


def _row(label: str, key: str, data: dict, scale: float, unit: str) -> str:
    meds = {}
    cells = []
    for name in PAGES:
        values = [r[key] / scale for r in data[name]]
        meds[name] = statistics.median(values)
        cells.append(f"{meds[name]:.0f} {unit} ({min(values):.0f}-{max(values):.0f})"
                     if unit != "MB" or meds[name] >= 10 else
                     f"{meds[name]:.1f} {unit} ({min(values):.1f}-{max(values):.1f})")
    # Each run measures both pages back to back: their ratio, run by run, takes out most
    # of the machine's slower and faster spells.
    paired = statistics.median(f[key] / o[key] for o, f in zip(data["one"], data["five"],
                                                                 strict=True))
    return (f"| {label} | {cells[0]} | {cells[1]} | **{meds['five'] / meds['one']:.2f}×** "
            f"| {paired:.2f}× |")


def section(data: dict, command: str, commit: str, date: str, browser: str) -> str:
    runs = len(data["one"])
    lines = [START, "", "## Five tables on one page", "",
             f"Command: `{command}`, on commit {commit}. Date: {date}. {browser}; "
             f"{runs} interleaved runs of each page after a warm-up pair, each in a freshly "
             "launched browser (`bench/tables_bench.py` says what is measured). Medians, "
             "(min-max), five tables' median over one table's, and the median of the "
             f"run-by-run ratios (the two pages back to back); the goal is ≤ {GOAL}×.", "",
             "| | one table | five tables | five / one | run by run |", "|---|---|---|---|---|",
             _row("time to all ready (still pictures up; each is then started)", "ready",
                  data, 1, "ms"),
             _row("time to all started (ms from navigation start)", "started", data, 1, "ms"),
             _row("time to all live (first live render)", "live", data, 1, "ms"),
             _row("memory: PSS of all the browser's processes", "pss", data, 1e6, "MB"),
             _row("memory: V8 JS heap, all targets", "js_heap", data, 1e6, "MB"),
             _row("of it, the engine worker's", "engine_heap", data, 1e6, "MB"),
             _row("memory: V8 JS heap kept (after a full garbage collection), all targets",
                  "js_kept", data, 1e6, "MB"),
             _row("of it, the engine worker's", "engine_kept", data, 1e6, "MB"),
             "", END]
    return "\n".join(lines) + "\n"


def write_doc(text: str) -> None:
    doc = DOC.read_text()
    if START in doc and END in doc:
        head, rest = doc.split(START, 1)
        doc = head + text.rstrip("\n") + rest.split(END, 1)[1]
    else:
        marker = "### Reading these figures"
        head, _, rest = doc.partition(marker)
        doc = f"{head}{text}\n{marker}{rest}"
    DOC.write_text(doc)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="interleaved runs (default 5)")
    parser.add_argument("--no-write", action="store_true", help="print, don't touch docs/")
    args = parser.parse_args()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # re-run under the test venv, which has Playwright
        return subprocess.call([str(setup_tests()), __file__, *sys.argv[1:]])
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                           capture_output=True, text=True).stdout.strip()
    with serving_fresh_build() as server, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        version = f"Chromium {browser.version}"
        browser.close()
        print(f"tables: one vs five, {os.cpu_count()} cores, load average "
              f"{os.getloadavg()[0]:.2f}", flush=True)
        data = measure_tables(playwright, server.url, args.runs,
                              lambda line: print(line, flush=True))
    text = section(data, " ".join([COMMAND, *sys.argv[1:]]),
                   commit + (" (with uncommitted changes)" if dirty else ""),
                   datetime.date.today().isoformat(), version)
    print(text)
    if not args.no_write:
        write_doc(text)
        print(f"wrote {DOC.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
