"""The JSON bridge the page's JavaScript calls (through the Web Worker).

One request in, one reply out, both JSON text:

    request  {"id": 7, "op": "hello", "args": {}}
    reply    {"id": 7, "ok": true, "result": {...}}
          or {"id": 7, "ok": false,
              "error": {"type": "UnknownOp", "code": "unknown-op", "message": "..."}}

`handle` never raises: bad JSON, an unknown op, wrong arguments and every
`GameError` come back as an error reply with a one-line message and a stable
`code` the page reads instead of the words (a GameError's own `code`; "internal"
for a fault in an op, which is a bug). Register more
ops with `@op("name")`; their keyword arguments are the request's `args`, and
their result must be JSON-serialisable.
"""

from __future__ import annotations

import importlib
import inspect
import json
import sys
from collections.abc import Callable
from typing import Any

from . import __version__, games
from .errors import GameError
from .records import DEEPEST, too_deep

_OPS: dict[str, Callable[..., Any]] = {}
# The ops that only draw and keep no state (told to the page with `hello`): the game page's
# engine answers them before its heap's copy is done (web/app/worker.js).
STATELESS = ("hello", "setup_form", "stored_check")


def op(name: str):
    """Register the decorated function as the bridge op `name`."""

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        if name in _OPS:
            raise ValueError(f"bridge op {name!r} is already registered")
        _OPS[name] = fn
        return fn

    return register


# The modules that register the other ops, imported at their first call: the page's
# first answer ("hello") then waits for none of them (boot time, issue 9).
_MODULES = {"table_": "table_ops", "embed_": "embed", "setup_": "setup", "stored_": "stored",
            "stats_": "stats", "guide_": "guide", "review_": "review", "setup_open": "opening",
            "author_": "author"}


def _import_ops(name: str | None = None) -> None:
    """Import the module of op `name` (every op module if None)."""
    for prefix, module in _MODULES.items():
        if name is None or name.startswith(prefix):
            importlib.import_module(f"{__package__}.{module}")


class ByName:
    """What the ops keep under a name the page gives (a table, a review): at most `most`,
    the oldest going first (to `evict(name, item)` when given); a name not kept is a
    GameError saying `missing`."""

    def __init__(self, most: int, missing: str, evict=None):
        self._kept: dict[str, Any] = {}
        self.most, self.missing, self.evict = most, missing, evict

    def __contains__(self, name) -> bool:
        return isinstance(name, str) and name in self._kept

    def get(self, name) -> Any:
        if name not in self:
            raise GameError(self.missing)
        return self._kept[name]

    def put(self, name: str, item: Any) -> Any:
        self._kept.pop(name, None)
        self._kept[name] = item
        while len(self._kept) > self.most:
            oldest = next(iter(self._kept))
            gone = self._kept.pop(oldest)
            if self.evict:
                self.evict(oldest, gone)
        return item

    def take(self, name) -> Any:
        """The item, no longer kept."""
        item = self.get(name)
        del self._kept[name]
        return item

    def drop(self, name) -> bool:
        """Forget `name`; whether it was kept."""
        if name not in self:
            return False
        del self._kept[name]
        return True


def ops() -> list[str]:
    _import_ops()
    return sorted(_OPS)


_CODES = {"BadRequest": "bad-request", "UnknownOp": "unknown-op",
          "BadArguments": "bad-arguments"}


class _BadRequest(Exception):
    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


def _one_line(text: str) -> str:
    return text.splitlines()[0] if text else ""


def _error(request_id: Any, kind: str, code: str, message: str) -> str:
    return json.dumps({"id": request_id, "ok": False,
                       "error": {"type": kind, "code": code,
                                 "message": _one_line(message) or kind}})


def _load(request: str) -> dict:
    if isinstance(request, str) and too_deep(request):
        raise _BadRequest("BadRequest", f"request nests more than {DEEPEST} levels deep")
    try:
        message = json.loads(request)
    except (TypeError, ValueError) as err:
        raise _BadRequest("BadRequest", f"request is not JSON: {err}") from None
    if not isinstance(message, dict):
        raise _BadRequest("BadRequest", "request must be a JSON object")
    return message


def _resolve(message: dict) -> tuple[Callable[..., Any], dict]:
    name, args = message.get("op"), message.get("args", {})
    if not isinstance(name, str):
        raise _BadRequest("BadRequest", "request needs an \"op\" string")
    if not isinstance(args, dict):
        raise _BadRequest("BadRequest", "\"args\" must be a JSON object")
    fn = _OPS.get(name)
    if fn is None:
        _import_ops(name)
        fn = _OPS.get(name)
    if fn is None:
        raise _BadRequest("UnknownOp", f"unknown op {name!r}; known: {', '.join(ops())}")
    try:
        inspect.signature(fn).bind(**args)
    except TypeError as err:
        raise _BadRequest("BadArguments", f"{name}: {err}") from None
    return fn, args


def handle(request: str) -> str:
    """Run one JSON request and return the JSON reply."""
    request_id = None
    try:
        message = _load(request)
        request_id = message.get("id")
        fn, args = _resolve(message)
        result = fn(**args)
        return json.dumps({"id": request_id, "ok": True, "result": result})
    except _BadRequest as err:
        return _error(request_id, err.kind, _CODES[err.kind], str(err))
    except GameError as err:
        return _error(request_id, type(err).__name__, err.code, str(err))
    except Exception as err:  # a bug in an op: report it instead of killing the worker
        return _error(request_id, "InternalError", "internal", f"{type(err).__name__}: {err}")


@op("hello")
def hello() -> dict:
    """The engine's version, the games on offer, the Python running it, and the ops that
    keep no state."""
    return {
        "engine": "pygame_core",
        "version": __version__,
        # Not platform.python_version(): importing platform costs ~0.3 s of boot in Pyodide.
        "python": ".".join(map(str, sys.version_info[:3])),
        "games": list(games.NAMES),
        "stateless": list(STATELESS),
    }

