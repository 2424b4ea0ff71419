"""Two or more builds side by side, interleaved, on loopback: what an A/B of a change
measured in docs/performance.md.

    python3 bench/ab.py tables RUNS DIST_A DIST_B ...   five.html and one.html
    python3 bench/ab.py repeat RUNS DIST_A DIST_B ...   a returning browser's visit

Each DIST is a built site (`python3 build.py` writes dist/; copy it aside, check out the
other commit, build again). `tables`: the host pages of bench/tables_bench.py, each visit
in a freshly launched browser; prints per build the medians of all ready and all live
(ms from navigation start). `repeat`: a fresh on-disk profile's first visit (until the
snapshot is saved and the offline cache ready), then the browser closed and opened
again: prints the repeat visit's time to playable (ms).
"""

from __future__ import annotations

import contextlib
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "e2e"))  # devserver

from devserver import serving  # noqa: E402

from sitebuild.testenv import setup_tests  # noqa: E402


def tables(playwright, servers: dict, runs: int) -> dict:
    import tables_bench

    hosts = {d: tables_bench.host_server(s.url) for d, s in servers.items()}
    out = {(d, page): [] for d in servers for page in ("five", "one")}
    try:
        for run in range(runs):
            for d in servers if run % 2 == 0 else list(servers)[::-1]:
                for page in ("five", "one"):
                    got = tables_bench.visit(playwright, hosts[d], page)
                    out[d, page].append((got["ready"], got["live"]))
    finally:
        for host in hosts.values():
            host.shutdown()
    return {key: (statistics.median(r for r, _ in v), statistics.median(lv for _, lv in v))
            for key, v in out.items()}


def repeat(playwright, servers: dict, runs: int) -> dict:
    import run as bench_run

    out = {d: [] for d in servers}
    for run in range(runs):
        for d in servers if run % 2 == 0 else list(servers)[::-1]:
            with tempfile.TemporaryDirectory() as folder:
                for visit in ("first", "repeat"):
                    context = bench_run.profile_context(playwright, Path(folder))
                    try:
                        page = context.pages[0]
                        ready = bench_run.open_app(page, servers[d].url)
                        if visit == "first":
                            page.wait_for_selector("html[data-offline=ready][data-snapshot=saved]",
                                                   state="attached", timeout=120_000)
                        elif page.get_attribute("html", "data-snapshot") != "restored":
                            raise RuntimeError(f"{d}: the repeat visit did not restore")
                        else:
                            out[d].append(ready)
                    finally:
                        context.close()
    return {d: statistics.median(v) for d, v in out.items()}


def main() -> int:
    if len(sys.argv) < 4 or sys.argv[1] not in ("tables", "repeat"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # re-run under the test venv, which has Playwright
        return subprocess.call([str(setup_tests()), __file__, *sys.argv[1:]])
    kind, runs, dists = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    with contextlib.ExitStack() as stack, sync_playwright() as playwright:
        servers = {d: stack.enter_context(serving(Path(d))) for d in dists}
        for key, value in (tables if kind == "tables" else repeat)(
                playwright, servers, runs).items():
            print(key, value)
    return 0


if __name__ == "__main__":
    sys.exit(main())
