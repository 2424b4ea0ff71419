"""Fixtures shared by tests/ and e2e/.

site (session)  Path of dist/, built once per run with sitebuild.site.build(): under pytest-xdist
                the first worker that needs it builds it (a lock beside the cache) and the
                others use that build. Read it; copy it to change it (the browser tests
                serve it). With XERI_TRACE_IMPORTS set it is a tracing build (e2e/conftest.py).
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

import pytest

from sitebuild.common import DIST, ROOT
from sitebuild.site import build

TRACE_FILE = os.environ.get("XERI_TRACE_IMPORTS")


@pytest.fixture(scope="session")
def site(request) -> Path:
    run = getattr(request.config, "workerinput", {}).get("testrunuid")
    if run is None:  # one process: nobody to wait for
        build(quiet=True, trace=bool(TRACE_FILE))
        return DIST
    cache = ROOT / ".cache"
    cache.mkdir(exist_ok=True)
    stamp = cache / "e2e-built"
    with open(cache / "e2e-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (stamp.exists() and stamp.read_text() == run):
            build(quiet=True, trace=bool(TRACE_FILE))
            stamp.write_text(run)
    return DIST
