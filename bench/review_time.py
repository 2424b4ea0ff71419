"""Where a whole game's review spends its time (issue 34):

    python3 bench/review_time.py [SEED]      prints one JSON line

Plays a whole XIX game and a whole 4-player Xeri game (medium for every seat, seeded),
saves each as a record file, times `python -m pygame_core review FILE --player 0` on it
(the command line: wall and CPU time), and steps the same review in this process to split
its CPU time by the kind of decision (and whether it had one choice). CPU time, as the
machine may be busy. `node bench/review_pyodide.mjs PYODIDE_DIR REPO_DIR [SEED]` steps
the same reviews under Pyodide (the browser's engine, without the page).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygame_core.ai.match import config_for, play_game  # noqa: E402
from pygame_core.records import Record  # noqa: E402
from pygame_core.review import Review  # noqa: E402


def game_record(game: str, players: int, seed: int) -> Record:
    config = config_for(game, players if game == "xeri" else None, [])
    _, events = play_game(game, config, ["medium"] * players, seed, [[]] * players)
    return Record(game, config, events)


def stepped(record: Record) -> dict:
    """The review of seat 0 stepped as the page steps it: its time (wall and CPU) and the
    CPU time by the kind of decision."""
    review, kinds = Review(record, 0, 0), {}
    wall, cpu = time.perf_counter(), time.process_time()
    while not review.finished:
        begun = time.process_time()
        review.step()
        item = review.items[-1]
        kind = next(k for k in item["played"] if k != "player")
        key = f"{kind}{'' if item['choices'] > 1 else ' (one choice)'}"
        spent = kinds.setdefault(key, {"decisions": 0, "cpu_s": 0.0})
        spent["decisions"] += 1
        spent["cpu_s"] = round(spent["cpu_s"] + time.process_time() - begun, 3)
    return {"game": record.game, "players": len(review.seats),
            "decisions": len(review.items), "review_s": round(time.perf_counter() - wall, 2),
            "review_cpu_s": round(time.process_time() - cpu, 2), "by_kind": kinds}


def measure(game: str, players: int, seed: int, folder: Path) -> dict:
    record = game_record(game, players, seed)
    path = folder / f"{game}{players}.json"
    path.write_text(record.dumps())
    import resource  # not in Pyodide (review_pyodide.mjs imports this module)

    start, cpu = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "pygame_core", "review", str(path), "--player", "0"],
                   cwd=ROOT, check=True, capture_output=True)
    command = time.perf_counter() - start
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    command_cpu = used.ru_utime + used.ru_stime - cpu.ru_utime - cpu.ru_stime
    return {"command_s": round(command, 2), "command_cpu_s": round(command_cpu, 2),
            **stepped(record)}


def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    with tempfile.TemporaryDirectory() as folder:
        print(json.dumps([measure("xix", 2, seed, Path(folder)),
                          measure("xeri", 4, seed, Path(folder))]))


if __name__ == "__main__":
    main()
