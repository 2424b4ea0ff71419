"""Trace the standard-library modules the game imports in Pyodide and write
scripts/stdlib-modules.txt, the list build.py makes the game's standard library from.

    python3 scripts/trace_stdlib.py [pytest arguments; default: e2e]

Runs the e2e suite (every page: the game, its AI and review, embeds, the explainer,
offline and snapshot visits) against a tracing build: Pyodide's whole standard
library plus a sitecustomize.py whose import hook posts every module name Python
looks for to the test server (sitebuild.stdlib.TRACE_PY, heard by e2e/devserver.py).
Keeps the names that are modules of Pyodide's python_stdlib.zip. Writes nothing if a
test fails. Rerun it when the game's Python code or Pyodide's version changes:
tests/test_build.py checks the list against both.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitebuild.pins import PYODIDE_VERSION, pyodide_tarball  # noqa: E402
from sitebuild.stdlib import PYODIDE_STDLIB, STDLIB_LIST, TRACE_COMMAND, stdlib_entries  # noqa: E402
from sitebuild.testenv import setup_tests  # noqa: E402

HEADER = f"""\
# The standard-library modules the game imports in Pyodide (and their packages
# come along), traced over the e2e suite by `{TRACE_COMMAND}`.
# Written by that command: do not edit by hand.
# pyodide {PYODIDE_VERSION}
"""


def pyodide_stdlib_names() -> set[str]:
    with tarfile.open(pyodide_tarball()) as tar:
        data = tar.extractfile(f"package/{PYODIDE_STDLIB}").read()
    with tempfile.TemporaryFile() as tmp:
        tmp.write(data)
        return set(zipfile.ZipFile(tmp).namelist())


def main(pytest_args: list[str]) -> int:
    python = setup_tests()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "imports.txt"
        status = subprocess.call(
            [str(python), "-m", "pytest", "-q", *(pytest_args or ["e2e"])], cwd=ROOT,
            env=dict(os.environ, XERI_TRACE_IMPORTS=str(out)))
        if status != 0 or not out.exists():
            print(f"trace_stdlib: pytest failed ({status}): the list is unchanged",
                  file=sys.stderr)
            return 1
        names = out.read_text().split()
    available = pyodide_stdlib_names()
    kept = sorted(name for name in names
                  if name != "sitecustomize" and not stdlib_entries([name], available)[1])
    STDLIB_LIST.write_text(HEADER + "".join(f"{name}\n" for name in kept))
    print(f"wrote {STDLIB_LIST.relative_to(ROOT)}: {len(kept)} modules "
          f"of {len(names)} names traced")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
