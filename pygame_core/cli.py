"""`python -m pygame_core replay | legal | view | suggest | match` as docs/records.md fixes it,
and `review` (docs/ai.md): the review of a game for one player.

Every command reads a record from a file or `-` (standard input) and prints
one JSON document. A broken record, a bad argument or output that cannot be
written prints nothing on standard output, one line of at most 300 characters
on standard error, and exits with status 2. A reader that closes the pipe
early ends the command quietly with status 1.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys

from . import games
from .errors import GameError, one_line, shown
from .records import MAX_BYTES, loads

LINE = 300  # the longest error line, in characters
DIGITS = 20  # the most digits a number argument may have (2**64 has 20)


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise GameError(message)


def _integer(text: str) -> int:
    """An argparse type: a decimal integer of at most DIGITS digits."""
    if not re.fullmatch(rf"[+-]?[0-9]{{1,{DIGITS}}}", text):
        raise argparse.ArgumentTypeError(
            f"must be an integer of at most {DIGITS} digits, not {shown(text)}")
    return int(text)


def _read(path: str) -> str:
    """The record text of a file, or of standard input for `-`, decoded as UTF-8."""
    name = "standard input" if path == "-" else path
    if path == "-" and sys.stdin is None:
        raise GameError("cannot read standard input: it is closed")
    try:
        if path == "-":
            # the raw bytes where there are any: decoded here, whatever the locale says
            data = getattr(sys.stdin, "buffer", sys.stdin).read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as f:
                if os.fstat(f.fileno()).st_size > MAX_BYTES:   # refused unread
                    raise OverflowError
                data = f.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            raise OverflowError
        # One UTF-8 byte order mark is dropped, as the page's file reader drops it.
        return (data if isinstance(data, str) else data.decode("utf-8")).removeprefix("\ufeff")
    except OverflowError:
        raise GameError(f"cannot read {name}: it is larger than {MAX_BYTES} bytes") from None
    except OSError as err:
        raise GameError(f"cannot read {name}: {err.strerror}") from None
    except UnicodeDecodeError as err:
        raise GameError(f"cannot read {name}: not UTF-8 text (byte {err.start})") from None
    except ValueError as err:  # a NUL in the path, which only main(argv) can be given
        raise GameError(f"cannot read {name}: {err}") from None


def _write(text: str) -> int:
    """`text` on standard output: 0, or 1 when the reader has closed the pipe."""
    if sys.stdout is None:
        raise GameError("cannot write the output: standard output is closed")
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except OSError as err:
        # Output still buffered goes to the null device, so the flush at exit cannot fail.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        if isinstance(err, BrokenPipeError):
            return 1
        raise GameError(f"cannot write the output: {err.strerror}") from None
    return 0


def _replay(args):
    return loads(_read(args.file)).replay().result()


def _legal(args):
    return loads(_read(args.file)).replay().next_json()


def _view(args):
    state = loads(_read(args.file)).replay()
    return state.observation(args.player)


def _suggest(args):
    from .ai import suggest

    state = loads(_read(args.file)).replay()
    return suggest(state, args.player, args.level, args.seed)


def _review(args):
    from .review import Review

    return Review(loads(_read(args.file)), args.player, args.seed).run().to_json()


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
            sub.add_argument("--player", type=_integer, required=True)
        sub.set_defaults(handler=handler)
    sub = commands.add_parser("suggest", help="the event an AI level would choose")
    sub.add_argument("file", help="record file, or - for standard input")
    sub.add_argument("--player", type=_integer, required=True)
    sub.add_argument("--level", required=True,
                     help="easy, medium, hard, or one of the game's reference players"
                          " (docs/ai.md)")
    sub.add_argument("--seed", type=_integer, default=0)
    sub.set_defaults(handler=_suggest)
    sub = commands.add_parser("match", help="a duplicate match between two AI levels")
    sub.add_argument("--game", required=True, help=" or ".join(games.NAMES))
    sub.add_argument("--players", type=_integer)
    sub.add_argument("--a", required=True, help="level of side a (4 players: L or L1+L2)")
    sub.add_argument("--b", required=True, help="level of side b")
    sub.add_argument("--deals", type=_integer, required=True)
    sub.add_argument("--seed", type=_integer, required=True)
    sub.add_argument("--variants", default="", help="the game's variations, comma-separated")
    sub.set_defaults(handler=_match)
    sub = commands.add_parser("review", help="the costly decisions of a player's game")
    sub.add_argument("file", help="record file, or - for standard input")
    sub.add_argument("--player", type=_integer, required=True)
    sub.add_argument("--seed", type=_integer, default=0)
    sub.set_defaults(handler=_review)
    return parser


def main(argv=None) -> int:
    try:
        args = _parser().parse_args(argv)
        return _write(json.dumps(args.handler(args)) + "\n")
    except GameError as err:
        print(one_line(str(err) or type(err).__name__, LINE), file=sys.stderr)
        return 2
