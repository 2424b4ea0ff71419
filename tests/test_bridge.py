"""The JSON bridge: every request gets one JSON reply, never an exception."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import pygame_core
from pygame_core import bridge
from pygame_core.errors import ConfigError


def call(request) -> dict:
    reply = bridge.handle(request if isinstance(request, str) else json.dumps(request))
    return json.loads(reply)


@pytest.fixture
def temporary_ops():
    before = dict(bridge._OPS)
    yield
    bridge._OPS.clear()
    bridge._OPS.update(before)


def test_hello_answers_version_and_games():
    reply = call({"id": 1, "op": "hello", "args": {}})
    assert reply["id"] == 1 and reply["ok"] is True
    result = reply["result"]
    assert result["version"] == pygame_core.__version__
    assert result["games"] == ["xeri", "xix"]
    assert result["python"].count(".") == 2


def test_args_may_be_left_out_and_any_id_is_echoed():
    assert call({"id": "abc", "op": "hello"})["id"] == "abc"
    assert call({"op": "hello"})["id"] is None


@pytest.mark.parametrize("request_text, kind, words", [
    ("{not json", "BadRequest", "not JSON"),
    ("[1, 2]", "BadRequest", "JSON object"),
    ('{"id": 3}', "BadRequest", '"op"'),
    ('{"id": 3, "op": "hello", "args": [1]}', "BadRequest", '"args"'),
    ('{"id": 3, "op": "no-such-op"}', "UnknownOp", "no-such-op"),
    ('{"id": 3, "op": "hello", "args": {"x": 1}}', "BadArguments", "'x'"),
])
def test_bad_requests_get_a_one_line_error(request_text, kind, words):
    reply = call(request_text)
    assert reply["ok"] is False
    assert reply["error"]["type"] == kind
    assert reply["error"]["code"] == {"BadRequest": "bad-request", "UnknownOp": "unknown-op",
                                      "BadArguments": "bad-arguments"}[kind]
    assert words in reply["error"]["message"]
    assert "\n" not in reply["error"]["message"]
    assert reply["id"] == (3 if request_text.startswith('{"id": 3') else None)


def test_registered_ops_receive_args_and_report_game_errors(temporary_ops):
    @bridge.op("echo")
    def echo(text: str, times: int = 1):
        if times < 0:
            raise ConfigError("times must not be negative\nsecond line")
        return text * times

    assert "echo" in bridge.ops()
    assert call({"id": 1, "op": "echo", "args": {"text": "ab", "times": 2}})["result"] == "abab"
    reply = call({"id": 2, "op": "echo", "args": {"text": "ab", "times": -1}})
    assert reply["error"] == {"type": "ConfigError", "code": "config",
                              "message": "times must not be negative"}
    reply = call({"id": 3, "op": "echo", "args": {}})
    assert reply["error"]["type"] == "BadArguments" and "text" in reply["error"]["message"]


def test_a_crashing_op_is_an_internal_error_not_an_exception(temporary_ops):
    @bridge.op("crash")
    def crash():
        return {}["missing"]

    reply = call({"id": 9, "op": "crash"})
    assert reply == {"id": 9, "ok": False,
                     "error": {"type": "InternalError", "code": "internal",
                               "message": "KeyError: 'missing'"}}


def test_an_op_name_cannot_be_registered_twice(temporary_ops):
    with pytest.raises(ValueError, match="already registered"):
        bridge.op("hello")(lambda: None)


def test_hello_imports_no_table_and_the_first_table_op_loads_it():
    # Boot time (issue 9): the page's first answer waits for no table or embed module.
    code = """
import json, sys
from pygame_core import bridge
bridge.handle('{"id": 0, "op": "hello"}')
print(sorted(m for m in ("pygame_core.table", "pygame_core.embed") if m in sys.modules))
reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": "table_new", "args": {
    "game": "xix", "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}], "seed": 3}})))
print(reply["ok"], "pygame_core.table" in sys.modules, "pygame_core.embed" in sys.modules)
reply = json.loads(bridge.handle('{"id": 2, "op": "nope"}'))
print("embed_still" in reply["error"]["message"])
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(pygame_core.__file__).parent.parent, check=True)
    assert done.stdout.split("\n")[:3] == ["[]", "True True False", "True"]



def test_every_op_is_found_at_the_first_call_of_a_worker():
    """An op's module is imported at the op's first call, chosen by the op's name: each
    op's own module is among those its name chooses (the record file's check, setup_open,
    was an unknown op until some table op had loaded its module)."""
    for name in bridge.ops():
        chosen = {f"pygame_core.{module}" for prefix, module in bridge._MODULES.items()
                  if name.startswith(prefix)}
        assert name == "hello" or bridge._OPS[name].__module__ in chosen, name
