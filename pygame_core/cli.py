"""`python -m pygame_core replay | legal | view ...` as records.md fixes it.

Every command reads a record from a file or `-` (standard input) and prints
one JSON document. A broken record or bad argument prints nothing on standard
output, one line on standard error, and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from .errors import GameError
from .records import loads


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise GameError(message)


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as err:
        raise GameError(f"cannot read {path}: {err.strerror}") from None
    except UnicodeDecodeError:
        raise GameError(f"cannot read {path}: not UTF-8 text") from None


def _replay(args):
    return loads(_read(args.file)).replay().result()


def _legal(args):
    return loads(_read(args.file)).replay().next_json()


def _view(args):
    state = loads(_read(args.file)).replay()
    return state.view(args.player)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m pygame_core", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, handler, text in (("replay", _replay, "the result so far"),
                                ("legal", _legal, "what comes next"),
                                ("view", _view, "what a player can see")):
        sub = commands.add_parser(name, help=text)
        sub.add_argument("file", help="record file, or - for standard input")
        if name == "view":
            sub.add_argument("--player", type=int, required=True)
        sub.set_defaults(handler=handler)
    return parser


def main(argv=None) -> int:
    try:
        args = _parser().parse_args(argv)
        out = args.handler(args)
    except GameError as err:
        print(str(err).splitlines()[0] if str(err) else type(err).__name__, file=sys.stderr)
        return 2
    sys.stdout.write(json.dumps(out) + "\n")
    return 0
