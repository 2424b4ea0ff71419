"""Where a click's time goes on the page's main thread: CPU, not wall-clock.

    python3 bench/click_trace.py [--dist DIR]

Builds the site (or serves DIR), plays a game of Xeri and one of XIX against the
computer through clicks (e2e/play_driver.py, `?pace=instant`) under Chromium's
performance trace, and prints, per decision, the renderer main thread's *thread
time* of each kind of work: the engine's answers arriving (HandlePostMessage, which
runs the page's drawing), style (UpdateLayoutTree), layout, paint, timers, frames,
and the engine worker's thread (Python's work and the reply's JSON). Per decision
of the person: the whole game's time over those decisions, the computer's turns
included.
Thread time counts what the main thread computed, not how long it waited for a
core, so on this shared machine it says where the work is when wall-clock times
(bench/run.py --moves-only) are mostly the load.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))

import play_driver  # noqa: E402
from devserver import serving, serving_fresh_build  # noqa: E402
from run import MOVE_PROBE  # noqa: E402  (bench/, beside this file)

from sitebuild.testenv import launch_chromium, setup_tests  # noqa: E402

KINDS = ("HandlePostMessage", "UpdateLayoutTree", "Layout", "Paint", "TimerFire",
         "FireAnimationFrame", "EventDispatch")


def trace_game(browser, url: str, game: str, path: Path) -> dict:
    context = browser.new_context(bypass_csp=True)
    context.add_init_script(MOVE_PROBE)
    page = context.new_page()
    page.set_default_timeout(120_000)
    play_driver.start(page, url, game=game, seats=["ai:easy"], seed=11)
    browser.start_tracing(page=page, path=str(path),
                          categories=["devtools.timeline", "disabled-by-default-devtools.timeline"])
    counts: dict = {}
    for _ in range(400):
        if play_driver.play_one(page, counts) == "finished":
            break
    browser.stop_tracing()
    moves = page.evaluate("window.__moves")
    context.close()
    events = json.loads(path.read_text())
    events = events["traceEvents"] if isinstance(events, dict) else events
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
               if e.get("ph") == "M" and e.get("name") == "thread_name"}
    spent: collections.Counter = collections.Counter()
    for e in events:
        thread = threads.get((e["pid"], e["tid"]))
        if e.get("ph") == "X" and thread == "CrRendererMain":
            spent[e["name"]] += e.get("tdur", 0) / 1000
        elif e.get("ph") == "X" and e["name"] == "RunTask" and thread == "DedicatedWorker thread":
            spent["worker"] += e.get("tdur", 0) / 1000
    n = len(moves)
    return {"decisions": n, **{k: spent[k] / n for k in (*KINDS, "RunTask", "worker")},
            "wall median": statistics.median(m["frame"] for m in moves)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, help="serve this built site instead of building")
    args = parser.parse_args()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # re-run under the test venv, which has Playwright
        import subprocess
        return subprocess.call([str(setup_tests()), __file__, *sys.argv[1:]])
    site = serving(args.dist) if args.dist else serving_fresh_build()
    with tempfile.TemporaryDirectory() as tmp, site as server, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        got = {game: trace_game(browser, server.url, game, Path(tmp) / f"{game}.json")
               for game in ("xeri", "xix")}
        browser.close()
    print("main-thread CPU per decision (ms; thread time)      xeri     xix")
    names = {"RunTask": "all tasks", "worker": "the engine worker's tasks (its thread)",
             "wall median": "click to next frame, wall median"}
    for key in ("decisions", *KINDS, "RunTask", "worker", "wall median"):
        label = names.get(key, key)
        print(f"  {label:45} {got['xeri'][key]:7.1f} {got['xix'][key]:7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
