"""bench/ai_deals.py, the resumable match: its summary of a file without the match's deals
is one clear line and status 2, not a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "bench" / "ai_deals.py"


def test_summary_without_deals_is_one_line(tmp_path):
    out = tmp_path / "deals.jsonl"
    out.write_text('{"game": "xeri", "players": 2, "a": "hard", "b": "odds", "seed": 9, '
                   '"deal": 0, "margin": 1.0, "won_by": ["a", "b"], '
                   '"ms": {"a": [1.0], "b": [1.0]}, "commit": "x"}\n')
    run = subprocess.run([sys.executable, str(SCRIPT), str(out), "--game", "xeri", "--a", "hard",
                          "--b", "odds", "--seed", "1", "--summary"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert run.stdout == ""
    assert len(run.stderr.strip().splitlines()) == 1 and "no deals" in run.stderr
    before = out.read_text()
    assert before.count("\n") == 1  # nothing written
