"""The command line's contract on any input (issue 17), through the real `main()`.

A run ends with status 0 and one JSON document on standard output, or with
status 2, nothing on standard output and one printable line of at most 300
characters on standard error. An exception out of `main()` fails a test, so a
traceback would too. Random bytes and mutated golden records go to every
command in process; a full device, a closed pipe and closed streams go to a
real process.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from pygame_core import cli
from pygame_core.cli import main

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
RECORDS = {p.relative_to(GOLDEN).as_posix(): json.loads(p.read_text())
           for p in sorted(GOLDEN.glob("*/*.json")) if not p.name.endswith(".expected.json")}
XIX = RECORDS["xix/three_tricks.json"]  # events: 0 shuffle, 1 first_leader, 2 P0 plays 18
LINE = 300


def run(argv, stdin=b""):
    """`main(argv)` with `stdin` (bytes) as standard input: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def _no_constant(name):
    raise AssertionError(f"{name} in the output is not JSON")


def check(code, out, err):
    """The contract of one run; the error line, or None on success."""
    if code == 2:
        assert out == ""
        assert err.endswith("\n") and err.count("\n") == 1
        line = err[:-1]
        assert line and len(line) <= LINE and line.isprintable()
        return line
    assert (code, err) == (0, "")
    assert out.endswith("\n") and "\n" not in out[:-1]
    json.loads(out, parse_constant=_no_constant)  # one document, nothing after it
    return None


# --- strategies ----------------------------------------------------------------
# Arguments that are not what an option wants (no -h: help is not a refusal).
ODD_ARGS = ["", "abc", "1.0", "-", "0x1", "\u0663", "+1", " 1", "9" * 25, "1" * 5000,
            "x" * 100_000, "\udcff", "a\nb", "\u2028", "--seed", "--level"]
ODD_TEXT = st.text(max_size=30).filter(lambda s: not s.startswith("-"))
SEED = st.integers(-2 ** 70, 2 ** 70).map(str)  # up to 22 digits: 21 and 22 are refused


class RawToken:
    """JSON text that json.dumps cannot write, put into the record text as it is."""

    def __init__(self, token):
        self.token = token


RAW_TOKENS = ["1" * 5000, "-" + "9" * 101, "9" * 100, "NaN", "Infinity", "-Infinity", "1e400",
              "-1e400", "1.0", "1E2", "[" * 100_000 + "]" * 100_000, "[" * 25 + "]" * 25,
              '{"a":' * 30 + "1" + "}" * 30, '"' + "x" * 2_000_000 + '"', '"\\ud800"',
              '"\\u2028\\n\\u0000"']
ODD_VALUES = st.one_of(
    st.sampled_from([None, True, False, 0, -1, 1, 2, 3, 4, 5, 13, 18, 19, 51, 52, 10 ** 20,
                     1.0, 0.5, -0.0, "", "7H", "AS", "JD", "raise", "abandon", "shuffle",
                     "first_dealer", "first_leader", "reshuffle", [], {}, [1],
                     {"give": 1, "take": 0}]),
    st.integers(), st.floats(), st.text(max_size=20), st.lists(st.integers(0, 20), max_size=20),
    st.sampled_from(RAW_TOKENS).map(RawToken))
KEYS = ["extra", "player", "play", "chance", "cut", "deck", "stock", "decision", "draft",
        "trade", "give", "take", "format", "game", "config", "events", "players", "rounds",
        "variants", "target", "bottom_card"]


def _slots(value):
    """Every (container, key) pair inside a JSON value."""
    stack = [value]
    while stack:
        container = stack.pop()
        keys = container if isinstance(container, dict) else range(len(container))
        for key in list(keys):
            yield container, key
            if isinstance(container[key], dict | list):
                stack.append(container[key])


def _dicts(value):
    return [value] + [c[k] for c, k in _slots(value) if isinstance(c[k], dict)]


def odd(draw):
    """An odd value of its own: the list's [] and {} are shared, and a later "key" mutation
    that set a key in one (set to the same {}) made a cycle that outlived the example."""
    return copy.deepcopy(draw(ODD_VALUES))


@st.composite
def mutated_record(draw):
    """A golden record with events dropped, doubled, moved or cut off, values and keys
    swapped for odd ones, and perhaps its bytes cut or spliced with non-UTF-8 ones."""
    doc = copy.deepcopy(RECORDS[draw(st.sampled_from(sorted(RECORDS)))])
    if draw(st.booleans()):  # a game under way, where suggest has a decision to make
        del doc["events"][draw(st.integers(0, len(doc["events"]))):]
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["drop", "double", "move", "truncate", "value", "key"]))
        events = doc.get("events")
        if kind in ("drop", "double", "move", "truncate") and isinstance(events, list) and events:
            i = draw(st.integers(0, len(events) - 1))
            if kind == "drop":
                del events[i]
            elif kind == "double":
                events.insert(i, copy.deepcopy(events[i]))
            elif kind == "move":
                events.insert(draw(st.integers(0, len(events) - 1)), events.pop(i))
            else:
                del events[i:]
        elif kind == "value":
            container, key = draw(st.sampled_from(list(_slots(doc))))
            container[key] = odd(draw)
        elif kind == "key":
            draw(st.sampled_from(_dicts(doc)))[draw(st.sampled_from(KEYS))] = odd(draw)
    raw = []

    def placeholder(value):
        raw.append(value.token)
        return f"\x00raw{len(raw) - 1}\x00"

    text = json.dumps(doc, default=placeholder)
    for i, token in enumerate(raw):
        text = text.replace(json.dumps(f"\x00raw{i}\x00"), token)
    data = text.encode()
    damage = draw(st.sampled_from(["none", "none", "none", "none", "cut", "splice"]))
    at = draw(st.integers(0, len(data)))
    if damage == "cut":
        data = data[:at]
    elif damage == "splice":
        data = data[:at] + draw(st.binary(min_size=1, max_size=4)) + data[at:]
    return data


def _spoil(draw, argv):
    """`argv` as it is, or (one time in four) with one argument odd or one odd one added."""
    if draw(st.integers(0, 3)) == 0:
        at = draw(st.integers(0, len(argv)))
        argv[at:at + 1] = [draw(st.one_of(st.sampled_from(ODD_ARGS), ODD_TEXT))]
    return argv


@st.composite
def record_argv(draw, source):
    """A replay, legal, view or suggest command line for `source`."""
    argv = [draw(st.sampled_from(["suggest", "view", "legal", "replay"])), source]
    if argv[0] in ("view", "suggest"):
        argv += ["--player", draw(st.sampled_from(["0", "1", "0", "1", "3"]))]
    if argv[0] == "suggest":
        argv += ["--level", draw(st.sampled_from(["easy", "medium", "hard"]))]
        if draw(st.booleans()):
            argv += ["--seed", draw(SEED)]
    return _spoil(draw, argv)


ODD_MATCH = {
    "--game": ["chess", "", "XERI", "x" * 100_000],
    "--players": ["3", "0", "-2", "9" * 20, "1" * 5000, "two"],
    "--a": ["expert", "", "x" * 100_000, "a\nb"],
    "--b": ["medium ", "EASY"],
    "--deals": ["0", "-1", "abc", "1.0", "1" * 30, "1" * 5000],
    "--seed": ["", "1.0", "9" * 25, "1" * 5000, "\udcff"],
    "--variants": ["target", "wild", ",,,", "bottom_card,,x", "x" * 100_000, "a\u2029b"],
}


@st.composite
def match_argv(draw):
    """A match command line, valid (easy levels, one deal, so it runs fast) or with up to
    two options odd or left out."""
    game = draw(st.sampled_from(["xeri", "xix"]))
    options = {"--game": game, "--a": "easy", "--b": "easy", "--deals": "1", "--seed": draw(SEED)}
    if game == "xeri" and draw(st.booleans()):
        options["--players"] = draw(st.sampled_from(["2", "4"]))
        options["--variants"] = draw(st.sampled_from(["", "bottom_card",
                                                      "relaxed_initial_pile,jack_xeri_25"]))
    for _ in range(draw(st.integers(0, 2))):
        flag = draw(st.sampled_from(sorted(ODD_MATCH)))
        options[flag] = draw(st.sampled_from([*ODD_MATCH[flag], None]))  # None: left out
    argv = ["match"]
    for flag, value in options.items():
        argv += [] if value is None else [flag, value]
    return _spoil(draw, argv)


# --- the contract under random input --------------------------------------------
@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("records")


def _record_command(folder, data, choice):
    """A record command on `data`, from standard input or from a file."""
    path = folder / "record.json"
    path.write_bytes(data)
    argv = choice.draw(record_argv(choice.draw(st.sampled_from(["-", str(path)]))))
    line = check(*run(argv, stdin=data))
    # the spread of outcomes, for pytest --hypothesis-show-statistics
    event(ascii(f"{argv[0]} {line[:25] if line else 'OK'}"))


@settings(max_examples=200, deadline=None)
@given(data=st.binary(max_size=300), choice=st.data())
def test_random_bytes_keep_the_contract(folder, data, choice):
    _record_command(folder, data, choice)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=mutated_record(), choice=st.data())
def test_mutated_records_keep_the_contract(folder, data, choice):
    _record_command(folder, data, choice)


@settings(max_examples=100, deadline=None)
@given(argv=match_argv())
def test_match_keeps_the_contract(argv):
    line = check(*run(argv))
    event(ascii(line[:25] if line else "OK"))


def test_the_mutations_reach_both_outcomes():
    """The record strategy is not all refusals: some mutated records still replay."""
    outcomes = set()

    @settings(max_examples=60, deadline=None, database=None)
    @given(data=mutated_record())
    def replay(data):
        outcomes.add(check(*run(["replay", "-"], stdin=data)) is None)

    replay()
    assert outcomes == {True, False}


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_every_command_succeeds_mid_game(name):
    """The other side of the contract, where hypothesis seldom lands on it: a golden record
    cut mid-game gives one JSON document at every command, suggest's among the legal."""
    doc = copy.deepcopy(RECORDS[name])
    level = ["easy", "medium", "hard"][sorted(RECORDS).index(name) % 3]
    for cut in range(len(doc["events"]) // 2, len(doc["events"])):
        data = json.dumps({**doc, "events": doc["events"][:cut]}).encode()
        code, out, err = run(["legal", "-"], stdin=data)
        assert check(code, out, err) is None
        due = json.loads(out)
        if "player" in due:
            break
    player = str(due["player"])
    for argv in (["replay", "-"], ["view", "-", "--player", player],
                 ["suggest", "-", "--player", player, "--level", level, "--seed", "3"]):
        code, out, err = run(argv, stdin=data)
        assert check(code, out, err) is None
    assert json.loads(out) in due["events"]


# --- refusals by name -------------------------------------------------------------
def _xix(*, event=None, raw=None, **fields):
    """XIX's golden record as text, with event 2 or a top-level field replaced; `raw`
    is JSON text put in place of the string "RAW"."""
    doc = copy.deepcopy(XIX)
    if event is not None:
        doc["events"][2] = event
    doc.update(fields)
    text = json.dumps(doc)
    return (text if raw is None else text.replace('"RAW"', raw)).encode()


BIG = "1" * 5000
NAMED = [
    (_xix(event={"player": 0, "play": "RAW"}, raw="NaN"), "event 2: NaN is not allowed"),
    (_xix(event={"player": 0, "play": "RAW"}, raw="-Infinity"),
     "event 2: -Infinity is not allowed"),
    (_xix(event={"player": 0, "play": "RAW"}, raw="1e400"), "event 2: Infinity is not allowed"),
    (_xix(config={"x": "RAW"}, raw="Infinity"), "config: Infinity is not allowed"),
    (_xix(event={"player": 0, "play": "RAW"}, raw=BIG),
     "event 2: an integer of 5000 digits is not allowed (at most 100)"),
    (_xix(event={"player": "RAW", "play": 18}, raw="-" + "9" * 101),
     "event 2: an integer of 101 digits is not allowed (at most 100)"),
    (_xix(event={"player": 0, "play": "RAW"}, raw="[" * 25 + "]" * 25),
     "event 2: nested too deeply (more than 20 levels)"),
    (_xix(event={"player": 0, "play": "RAW"}, raw="[" * 100_000 + "]" * 100_000),
     "malformed JSON: nested too deeply"),
    (_xix(format=1.0), "record format must be 1, not 1.0"),
    (_xix(format=True), "record format must be 1, not true"),
    (_xix(format="RAW", raw=BIG), "format: an integer of 5000 digits is not allowed (at most 100)"),
    (_xix(event={"player": 0, "play": 10 ** 30}),
     "event 2: card must be an integer 1-18, not 1000000000000000000000000000000"),
    (_xix(event={"player": 0, "play": "x" * 1000}),
     'event 2: card must be an integer 1-18, not "' + "x" * 38 + "…"),
    (json.dumps({**XIX, "y" * 1000: 1}).encode(), 'record has unknown key "' + "y" * 38 + "…"),
    (b'{"format": 1, "game": "xix\xff", ', "cannot read standard input: not UTF-8 text (byte 26)"),
    (b"\xef\xbb\xbf\xef\xbb\xbf{}", "malformed JSON: Unexpected UTF-8 BOM (decode using "
                                    "utf-8-sig): line 1 column 1 (char 0)"),
    (b" " * (2 * 1024 * 1024 - 2) + b"{}" + b" ", "cannot read standard input: it is larger than "
                                                  "2097152 bytes"),
]


@pytest.mark.parametrize("stdin, line", NAMED, ids=[line[:60] for _, line in NAMED])
def test_refusals_name_the_problem(stdin, line):
    for argv in (["replay", "-"], ["legal", "-"], ["view", "-", "--player", "0"],
                 ["suggest", "-", "--player", "0", "--level", "easy"]):
        assert check(*run(argv, stdin=stdin)) == line


def test_a_long_value_is_cut_to_300_characters(tmp_path):
    missing = str(tmp_path / ("x" * 2_000_000))
    line = check(*run(["replay", missing]))
    assert line == "cannot read " + missing[:287] + "…"
    assert len(line) == LINE
    # the case: a 2 MB game name, however the game's own message shows it
    line = check(*run(["replay", "-"], stdin=_xix(game="x" * 2_000_000)))
    assert line.startswith("config: unknown game ") and "…" in line


def test_the_largest_number_argument_reaches_the_game():
    line = check(*run(["view", "-", "--player", "99999999999999999999"], stdin=_xix()))
    assert line.startswith("player must be 0") and line.endswith(", not 99999999999999999999")


@pytest.mark.parametrize("argv, line", [
    (["view", "-", "--player", "abc"],
     'argument --player: must be an integer of at most 20 digits, not "abc"'),
    (["view", "-", "--player", "1.0"],
     'argument --player: must be an integer of at most 20 digits, not "1.0"'),
    (["suggest", "-", "--player", "0", "--level", "easy", "--seed", BIG],
     'argument --seed: must be an integer of at most 20 digits, not "' + "1" * 38 + "…"),
    (["match", "--game", "xix", "--a", "easy", "--b", "easy", "--deals", "0", "--seed", "1"],
     "deals must be at least 1, not 0"),
    (["match", "--game", "xix", "--a", "easy", "--b", "easy", "--deals", "1", "--seed", BIG],
     'argument --seed: must be an integer of at most 20 digits, not "' + "1" * 38 + "…"),
    (["replay", "-", "a\nb\x85c"], "unrecognized arguments: a\\nb\\x85c"),
    (["replay", "a\x00b"], "cannot read a\\x00b: embedded null byte"),
    (["replay", "/nonexistent/record.json"],
     "cannot read /nonexistent/record.json: No such file or directory"),
])
def test_bad_arguments_are_refused_on_one_line(argv, line):
    assert check(*run(argv, stdin=_xix())) == line


def test_a_byte_order_mark_is_read_as_the_page_reads_it(tmp_path):
    # Issue 38: the page's file reader drops one UTF-8 BOM; the command line does too.
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + _xix())
    for argv in (["replay", str(path)], ["replay", "-"]):
        code, out, err = run(argv, stdin=path.read_bytes())
        assert (code, err) == (0, "") and out == run(["replay", "-"], stdin=_xix())[1]


def test_a_file_over_2_mb_is_refused_unread(tmp_path):
    # Issue 38: refused by its size, as the page refuses it, not read whole first.
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(50 * 1024 * 1024)
    read = []

    class Watched(io.FileIO):
        def read(self, *size):
            read.append(size)
            return super().read(*size)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "open", lambda name, mode: Watched(name, mode[0]), raising=False)
        line = check(*run(["replay", str(path)]))
    assert line == f"cannot read {path}: it is larger than 2097152 bytes"
    assert read in ([], [(2 * 1024 * 1024 + 1,)])     # never the whole file
    path.write_bytes(_xix() + b" " * (2 * 1024 * 1024 - len(_xix())))   # exactly the limit
    assert run(["replay", str(path)])[0] == 0


def test_a_file_that_is_not_utf8(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes(_xix(game="xéri").replace(b"\\u00e9", b"\xe9"))
    assert check(*run(["replay", str(path)])) == f"cannot read {path}: not UTF-8 text (byte 24)"


# --- real processes: full device, closed pipe, closed streams -------------------------
def _process(args, **streams):
    return subprocess.run([sys.executable, "-m", "pygame_core", *args], cwd=ROOT, timeout=60,
                          **streams)


GAME = str(GOLDEN / "xeri" / "four_players.json")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_device_is_one_line_and_status_2():
    with open("/dev/full", "wb") as full:
        proc = _process(["replay", GAME], stdout=full, stderr=subprocess.PIPE)
    assert (proc.returncode, proc.stderr) == (2, b"cannot write the output: "
                                                 b"No space left on device\n")


def test_a_closed_pipe_ends_quietly():
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first byte
    try:
        proc = _process(["replay", GAME], stdout=write, stderr=subprocess.PIPE)
    finally:
        os.close(write)
    assert (proc.returncode, proc.stderr) == (1, b"")


@pytest.mark.parametrize("source, closed, line", [
    (GAME, ">&-", b"cannot write the output: standard output is closed\n"),
    ("-", "<&-", b"cannot read standard input: it is closed\n"),
])
def test_closed_standard_streams(source, closed, line):
    proc = subprocess.run(["sh", "-c", f'exec "$@" {closed}', "sh", sys.executable, "-m",
                           "pygame_core", "replay", source], cwd=ROOT, timeout=60,
                          stdin=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert (proc.returncode, proc.stderr) == (2, line)


def test_arguments_that_are_not_utf8_in_a_real_process():
    proc = _process([b"view", GAME.encode(), b"--player", b"\xff"], capture_output=True)
    assert (proc.returncode, proc.stdout) == (2, b"")
    assert proc.stderr.decode() == (
        'argument --player: must be an integer of at most 20 digits, not "\\udcff"\n')
