"""Build, serve and test the static site.

    python3 build.py            assemble dist/ (pages, Pyodide runtime, game wheel, lock file)
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test       set up .venv and Chromium, then run the whole suite

The command line only: the build's steps are the package sitebuild/, one job per
module (its __init__ lists them). Downloads (the npm package `pyodide`, the flit_core
wheel that builds our wheel, esbuild, and for the tests only the npm package
`axe-core`) are pinned by version and hash and cached in .cache/, so a rebuild needs
no network. A failed download or a hash mismatch stops the build with one line.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sitebuild.common import DIST, BuildError
from sitebuild.server import serve
from sitebuild.site import build
from sitebuild.testenv import run_tests


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command")
    serve_cmd = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000)
    serve_cmd.add_argument("--dist", type=Path, default=DIST,
                           help="the folder to build into and serve (default: dist/)")
    test_cmd = commands.add_parser("test", help="set up .venv and Chromium, run ruff and pytest")
    test_cmd.add_argument("pytest_args", nargs=argparse.REMAINDER,
                          help="arguments for pytest (default: -n 2 --dist worksteal tests e2e)")
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["test"] and argv[1:2] not in (["-h"], ["--help"]):
        # All of it is pytest's: argparse would take "-q" or "-k NAME" for its own.
        args = argparse.Namespace(command="test", pytest_args=argv[1:])
    else:
        args = parser.parse_args(argv)
    try:
        if args.command == "serve":
            serve(args.port, args.dist.resolve())
        elif args.command == "test":
            return run_tests(args.pytest_args)
        else:
            build()
    except BuildError as err:
        print(f"build.py: error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
