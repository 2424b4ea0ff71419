"""Seeded games give the same record in CPython here and in Pyodide in the browser.

The deals come from `pygame_core.rng.Rng`, never from `random`, so a seed must
reproduce a whole game (chance events and the computer's choices) on both
interpreters. A test page, served by the test server only, talks to the real
engine worker and wheel and plays each game to the end through the same table
ops the page uses; the same loop runs here through `pygame_core.bridge.handle`.
"""

from __future__ import annotations

import json

import pytest

from pygame_core import bridge

# The engine's worker as a returning visitor's page starts it (its snapshot restored).
pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

# (game, config, seats, seed): the person (seat 0) always takes the first legal choice.
CASES = [
    ("xeri", {"players": 2, "rounds": 1, "variants": {}},
     [{"kind": "human"}, {"kind": "ai", "level": "medium"}], 11),
    ("xeri", {"players": 4, "rounds": 1,
              "variants": {"bottom_card": True, "dealer_last_no_xeri": True}},
     [{"kind": "human"}, {"kind": "ai", "level": "easy"},
      {"kind": "ai", "level": "medium"}, {"kind": "ai", "level": "easy"}], 2026),
    ("xix", {}, [{"kind": "human"}, {"kind": "ai", "level": "medium"}], 5),
]

PAGE = b"""<!doctype html>
<html><head><meta charset="utf-8"><title>seed parity</title>
<script type="module" src="/parity-test.js"></script></head>
<body><pre id="status">running</pre></body></html>
"""

# Drives the real worker: new table, then the person's first choice or the
# computer's step until the game ends; each finished record goes into a <pre>.
SCRIPT = """
const cases = %s;
const worker = new Worker("/app/worker.js", { type: "module" });
const pending = new Map();
let nextId = 0;
const status = document.getElementById("status");
worker.addEventListener("message", (e) => {
  const m = e.data;
  if (m.event === "fatal") status.textContent = "fatal: " + m.message;
  if (m.id !== undefined && pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); }
});
function call(op, args) {
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    pending.set(id, (m) => (m.ok ? resolve(m.result) : reject(new Error(m.error.message))));
    worker.postMessage({ id, op, args });
  });
}
async function run() {
  for (const [i, [game, config, seats, seed]] of cases.entries()) {
    let s = await call("table_new", { game, config, seats, seed });
    while (s.answer.waiting !== "finished") {
      s = s.answer.waiting === "you"
        ? await call("table_play", { event: s.answer.choices[0].event })
        : await call("table_step", {});
    }
    const out = document.createElement("pre");
    out.id = "record-" + i;
    out.textContent = JSON.stringify(s.save.record);
    document.body.append(out);
  }
  status.textContent = "done";
}
run().catch((err) => { status.textContent = "error: " + err.message; });
"""


def _call(op: str, **args):
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": op, "args": args})))
    assert reply["ok"], reply
    return reply["result"]


def _cpython_record(game, config, seats, seed) -> dict:
    s = _call("table_new", game=game, config=config, seats=seats, seed=seed)
    while s["answer"]["waiting"] != "finished":
        if s["answer"]["waiting"] == "you":
            s = _call("table_play", event=s["answer"]["choices"][0]["event"])
        else:
            s = _call("table_step")
    return s["save"]["record"]


@pytest.fixture
def parity_page(page, server):
    server.overrides["/parity-test.html"] = PAGE
    server.overrides["/parity-test.js"] = (SCRIPT % json.dumps(CASES)).encode()
    page.goto(server.url.rstrip("/") + "/parity-test.html")
    page.wait_for_selector("#status:text-matches('^(done|fatal|error)')", timeout=300_000)
    return page


def test_seeded_games_match_cpython_and_pyodide(parity_page):
    assert parity_page.inner_text("#status") == "done"
    for i, case in enumerate(CASES):
        in_browser = json.loads(parity_page.inner_text(f"#record-{i}"))
        here = _cpython_record(*case)
        assert in_browser["events"], "the browser game recorded no events"
        assert in_browser == here, f"case {i} ({case[0]}) differs between Pyodide and CPython"
