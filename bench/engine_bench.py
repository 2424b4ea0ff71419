"""Engine throughput and the AI's decision time, the same code under CPython and Pyodide.

    python3 bench/engine_bench.py [SECONDS]     prints one JSON line

bench/run.py runs it here and in Chromium (Pyodide, in a bench-only worker) and
puts both in docs/performance.md. Random full rounds of 2-player Xeri and random
XIX games per second, each two ways: in place (the engine's unchecked step, as
random playouts run: Xeri's `_random_step`, XIX's `play_out`) and the public
state API (`legal_events`, `sample_chance`, `apply`, as the table and records use
it). Then the interpreter's floor (single Python operations, no game code), and
each AI level's milliseconds per decision in seeded games against easy.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

if __name__ == "__main__":  # run from a checkout: the package is beside bench/
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_core.ai.match import _quantile, config_for, play_game  # noqa: E402
from pygame_core.games import new_state  # noqa: E402
from pygame_core.rng import Rng, derive_seed  # noqa: E402

XERI2 = {"players": 2, "rounds": 1}


def xeri_round_in_place(i: int) -> None:
    state = new_state("xeri", XERI2)
    rng = Rng(derive_seed(1, "xeri", i))
    while not state.is_finished():
        state._random_step(rng)


def xix_game_in_place(i: int) -> None:
    new_state("xix", {}).play_out(Rng(derive_seed(1, "xix", i)))


def _api_game(game: str, config: dict, i: int) -> None:
    state = new_state(game, config)
    rng = Rng(derive_seed(2, game, i))
    while not state.is_finished():
        if state.current_player() is None:
            event = state.sample_chance(rng)
        else:
            events = state.legal_events()
            event = events[rng.below(len(events))]
        state = state.apply(event)


def xeri_round_api(i: int) -> None:
    _api_game("xeri", XERI2, i)


def xix_game_api(i: int) -> None:
    _api_game("xix", {}, i)


def rate(fn, seconds: float) -> dict:
    """Calls of fn(i) per second over about `seconds` (at least 3 calls)."""
    count, start = 0, time.perf_counter()
    while True:
        fn(count)
        count += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and count >= 3:
            return {"per_s": round(count / elapsed, 1), "n": count}


AI_GAMES = {"easy": 2, "medium": 2, "hard": 1}


def ai_times(game: str) -> dict:
    """Per level: ms per decision of that level against easy, in seeded games."""
    config = config_for(game, 2 if game == "xeri" else None, [])
    out = {}
    for level, games in AI_GAMES.items():
        times: list[float] = []
        for g in range(games):
            seat_times: list[list[float]] = [[], []]
            seats = [level, "easy"] if g % 2 == 0 else ["easy", level]
            play_game(game, config, seats, derive_seed(3, game, level, g), seat_times)
            times += seat_times[seats.index(level)]
        out[level] = {"median": round(_quantile(times, 0.5), 1),
                      "p95": round(_quantile(times, 0.95), 1), "n": len(times)}
    return out


PATHS = (xeri_round_in_place, xeri_round_api, xix_game_in_place, xix_game_api)


# The interpreter's own floor: single Python operations of the kinds the engine is
# made of, no game code. Their Pyodide/CPython ratio is what any pure-Python code
# can expect there; the engine's ratio is read against it.
_LOOP = range(100000)


class _Slots:
    __slots__ = ("a",)

    def method(self, b):
        return b


def _call(a):
    return a


def op_loop():
    for _ in _LOOP:
        pass


def op_int_arithmetic():
    x = 5
    for i in _LOOP:
        x = (x * 7 + i) & 0xFFFF


def op_compare_branch():
    x = 5
    for i in _LOOP:
        if i == x or i < 3:
            x += 1


def op_function_call():
    for i in _LOOP:
        _call(i)


def op_method_call():
    s = _Slots()
    for i in _LOOP:
        s.method(i)


def op_attribute():
    s = _Slots()
    s.a = 1
    for _ in _LOOP:
        s.a = s.a + 1


def op_list_append_pop():
    items = [1, 2, 3, 4, 5, 6]
    for i in _LOOP:
        items.append(i)
        items.pop()


def op_list_index():
    items = [1, 2, 3, 4, 5, 6]
    for _ in _LOOP:
        x = items[3] + items[-1]
    return x


def op_tuple_build():
    for i in _LOOP:
        x = (i, i, i)
    return x


def op_dict_build():
    for i in _LOOP:
        x = {"a": i, "b": i}
    return x


OPS = (op_loop, op_int_arithmetic, op_compare_branch, op_function_call, op_method_call,
       op_attribute, op_list_append_pop, op_list_index, op_tuple_build, op_dict_build)


def floor(rounds: int = 15) -> dict:
    """Per operation: nanoseconds per loop iteration, the best of `rounds` timings."""
    for fn in OPS:
        fn()
    best = {fn: float("inf") for fn in OPS}
    for _ in range(rounds):
        for fn in OPS:
            start = time.perf_counter()
            fn()
            best[fn] = min(best[fn], (time.perf_counter() - start) * 1e9 / len(_LOOP))
    return {fn.__name__.removeprefix("op_"): round(ns, 2) for fn, ns in best.items()}


def measure(request: dict) -> dict:
    """One measurement by name, for bench/run.py's interleaving: {"path": name,
    "seconds": s} (calls per second), {"floor": True} or {"ai": True}."""
    if "path" in request:
        fn = {f.__name__: f for f in PATHS}[request["path"]]
        return rate(fn, request["seconds"])
    if "floor" in request:
        return floor()
    return {"xeri": ai_times("xeri"), "xix": ai_times("xix")}


def answer(request: str) -> str:
    """`measure` from JSON text to JSON text (the Pyodide worker calls this)."""
    return json.dumps(measure(json.loads(request)))


def serve() -> None:
    """Answer one JSON request per line of stdin with one JSON line (`measure`)."""
    print(json.dumps({"python": sys.version.split()[0]}), flush=True)
    for line in sys.stdin:
        print(answer(line), flush=True)


def run(seconds: float = 2.0, ai: bool = True) -> dict:
    # Untimed warm-up: in Chromium the wasm interpreter loop starts on V8's baseline
    # compiler and is optimised in the background; measure the steady state.
    for fn in PATHS:
        rate(fn, seconds)
    out = {
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "throughput": {fn.__name__: rate(fn, seconds) for fn in PATHS},
        "floor_ns": floor(),
    }
    if ai:
        out["ai_ms"] = {"xeri": ai_times("xeri"), "xix": ai_times("xix")}
    return out


if __name__ == "__main__":
    print(json.dumps(run(float(sys.argv[1]) if len(sys.argv) > 1 else 2.0)))
