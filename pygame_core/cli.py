"""`python -m pygame_core replay | legal | view | suggest | match` as records.md fixes it.

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


def _suggest(args):
    from .ai import suggest

    state = loads(_read(args.file)).replay()
    return suggest(state, args.player, args.level, args.seed)


def _match(args):
    from .ai.match import run_match

    variants = [v for v in args.variants.split(",") if v] if args.variants else []
    return run_match(args.game, args.a, args.b, args.deals, args.seed, args.players, variants)


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
    sub = commands.add_parser("suggest", help="the event an AI level would choose")
    sub.add_argument("file", help="record file, or - for standard input")
    sub.add_argument("--player", type=int, required=True)
    sub.add_argument("--level", required=True, help="easy, medium or hard")
    sub.add_argument("--seed", type=int, default=0)
    sub.set_defaults(handler=_suggest)
    sub = commands.add_parser("match", help="a duplicate match between two AI levels")
    sub.add_argument("--game", required=True, help="xeri or xix")
    sub.add_argument("--players", type=int)
    sub.add_argument("--a", required=True, help="level of side a")
    sub.add_argument("--b", required=True, help="level of side b")
    sub.add_argument("--deals", type=int, required=True)
    sub.add_argument("--seed", type=int, required=True)
    sub.add_argument("--variants", default="", help="Xeri variations, comma-separated")
    sub.set_defaults(handler=_match)
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
