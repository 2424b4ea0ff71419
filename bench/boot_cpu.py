"""The CPU a returning visitor's boot costs, summed over Chromium's processes: one or
more builds side by side, interleaved, in one browser.

    python3 bench/boot_cpu.py [--profile] RUNS DIST_A [DIST_B ...]

Each DIST is a built site (`python3 build.py` writes dist/; copy it aside, check out
the other commit, build again), served on its own port. Each gets one browser context
that visits it once first (until its snapshot is saved and the offline copy ready);
then RUNS times, builds in turn (the order swapped every run), a new page of that
context opens index.html?pace=instant, waits for `html[data-app-state=ready] #setup`
and is closed, as the e2e suite's warm tests boot (in Playwright's contexts, which keep
nothing on disk: Chromium keeps no compiled code for them). `--profile`: each build
gets a browser of its own on an on-disk profile instead, as a returning player has.
The CPU is read from /proc for every Chromium process (utime + stime) before the
navigation and once the page is ready, so the other work of a shared machine is not
counted (wall time is printed too, but on a loaded machine it is mostly the others').
Prints per build the median and spread of the CPU and wall of a boot, and the CPU by
kind of process.
"""

from __future__ import annotations

import contextlib
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))  # devserver

from devserver import serving  # noqa: E402

from sitebuild.testenv import CHROMIUM, chromium_args, launch_chromium  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")
READY = "html[data-app-state=ready] #setup"


def processes() -> dict[str, tuple[str, float]]:
    """Every Chromium process below this one: pid -> (kind, CPU seconds so far)."""
    parent, stat = {}, {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            parent[pid] = fields[1]
            stat[pid] = (int(fields[11]) + int(fields[12])) / TICK
        except OSError:
            continue
    mine, grown = {str(os.getpid())}, True
    while grown:
        grown = False
        for pid, pp in parent.items():
            if pp in mine and pid not in mine:
                mine.add(pid)
                grown = True
    out = {}
    for pid in mine:
        try:
            # (a zygote's children rewrite theirs as one string)
            argv = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").split()
        except OSError:
            continue
        if not argv or not argv[0].endswith((b"chromium", b"chrome")) or pid not in stat:
            continue
        kind = next((a.decode()[7:] for a in argv if a.startswith(b"--type=")), "browser")
        sub = next((a.decode().split("=", 1)[1] for a in argv
                    if a.startswith(b"--utility-sub-type=")), "")
        out[pid] = (f"{kind}:{sub.split('.')[0]}" if sub else kind, stat[pid])
    return out


def used(before: dict) -> dict[str, float]:
    """CPU seconds by kind of process since `before` (processes()' answer then)."""
    out: dict[str, float] = {}
    for pid, (kind, cpu) in processes().items():
        out[kind] = out.get(kind, 0.0) + cpu - before.get(pid, (kind, 0.0))[1]
    return out


def boot(context, url: str) -> tuple[float, dict]:
    before = processes()
    start = time.monotonic()
    page = context.new_page()
    page.goto(url + "?pace=instant")
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    wall = time.monotonic() - start
    cpu = used(before)
    if page.get_attribute("html", "data-snapshot") != "restored":
        raise RuntimeError(f"{url}: the visit did not restore the snapshot")
    page.close()
    return wall, cpu


def spread(values: list[float]) -> str:
    return (f"median {statistics.median(values):6.3f}  min {min(values):6.3f}  "
            f"max {max(values):6.3f}")


def main() -> int:
    args = sys.argv[1:]
    on_disk = args[:1] == ["--profile"]
    args = args[on_disk:]
    if len(args) < 2 or not args[0].isdigit():
        print(__doc__.strip(), file=sys.stderr)
        return 2
    runs, dists = int(args[0]), args[1:]
    from playwright.sync_api import sync_playwright

    with contextlib.ExitStack() as stack:
        servers = {d: stack.enter_context(serving(Path(d).resolve())) for d in dists}
        playwright = stack.enter_context(sync_playwright())
        browser = None if on_disk else launch_chromium(playwright)
        contexts = {}
        for d, server in servers.items():
            if on_disk:
                folder = stack.enter_context(tempfile.TemporaryDirectory())
                contexts[d] = context = playwright.chromium.launch_persistent_context(
                    folder, args=chromium_args(), executable_path=str(CHROMIUM))
                stack.callback(context.close)
            else:
                contexts[d] = context = browser.new_context()
            page = context.new_page()
            page.goto(server.url + "?pace=instant")
            page.wait_for_selector("html[data-offline=ready][data-snapshot=saved]",
                                   state="attached", timeout=120_000)
            page.close()
        got = {d: [] for d in dists}
        for run in range(runs):
            for d in dists if run % 2 == 0 else dists[::-1]:
                got[d].append(boot(contexts[d], servers[d].url))
        if browser:
            browser.close()
    load = os.getloadavg()[0]
    print(f"{runs} boots each, interleaved; load average (1 min) at the end {load:.1f}")
    for d, boots in got.items():
        cpus = [sum(c.values()) for _, c in boots]
        print(f"{d}\n  cpu  {spread(cpus)}  s   raw {' '.join(f'{c:.2f}' for c in cpus)}")
        print(f"  wall {spread([w for w, _ in boots])}  s")
        kinds = sorted({k for _, c in boots for k in c})
        print("  cpu by process (median s): " + ", ".join(
            f"{k} {statistics.median(c.get(k, 0.0) for _, c in boots):.3f}" for k in kinds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
