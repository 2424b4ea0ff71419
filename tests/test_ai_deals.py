"""bench/ai_deals.py, the resumable match: its summary of a file without the match's deals
is one clear line and status 2, not a traceback."""

from __future__ import annotations

import json
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


AB = SCRIPT.parent / "ai_xeri_ab.py"


def _line(deal: int, margin: float, **extra) -> str:
    row = {"game": "xeri", "players": 4, "a": "hard", "b": "odds", "seed": 1, **extra,
           "deal": deal, "margin": margin, "won_by": ["a", "b"],
           "ms": {"a": [1.0], "b": [1.0]}, "commit": "x"}
    return json.dumps(row) + "\n"


def test_ab_paired_summary_is_the_variant_less_hard_on_the_same_deals(tmp_path):
    """bench/ai_xeri_ab.py --paired: deal by deal, only deals in both files, the base's
    lines of other variants left out."""
    base = tmp_path / "base.jsonl"
    base.write_text(_line(0, 1.0) + _line(1, -2.0) + _line(2, 3.0)
                    + _line(1, 50.0, variant="x2"))
    ab = tmp_path / "ab.jsonl"
    ab.write_text(_line(0, 4.0, variant="s2") + _line(1, 0.0, variant="s2")
                  + _line(3, 9.0, variant="s2") + _line(0, 7.0, variant="x2"))
    run = subprocess.run([sys.executable, str(AB), str(ab), "s2", "--summary",
                          "--paired", str(base)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["numbers"] == [0, 1]
    assert out["margin"]["mean"] == 2.5  # (4 - 1 + 0 + 2) / 2


def test_deals_paired_summary_is_one_file_less_the_other_on_the_same_deals(tmp_path):
    """bench/ai_deals.py --paired: the same match in two files (two versions of the code),
    deal by deal, only deals in both; another match's lines in the base are left out."""
    base = tmp_path / "base.jsonl"
    base.write_text(_line(0, 1.0, a="hard+odds") + _line(1, -2.0, a="hard+odds")
                    + _line(2, 3.0, a="hard+odds") + _line(0, 40.0))
    new = tmp_path / "new.jsonl"
    new.write_text(_line(0, 4.0, a="hard+odds") + _line(1, 0.0, a="hard+odds")
                   + _line(3, 9.0, a="hard+odds"))
    run = subprocess.run([sys.executable, str(SCRIPT), str(new), "--game", "xeri",
                          "--players", "4", "--a", "hard+odds", "--b", "odds", "--summary",
                          "--paired", str(base)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["numbers"] == [0, 1]
    assert out["margin"]["mean"] == 2.5  # (4 - 1 + 0 + 2) / 2


def test_ab_cost_times_both_on_the_same_views_and_writes_nothing(tmp_path):
    """bench/ai_xeri_ab.py --cost: every play of a seeded round (48 with 2 players), hard
    as it is and the variant; `base` against itself changes no card (the same seeds)."""
    out = tmp_path / "ab.jsonl"
    run = subprocess.run([sys.executable, str(AB), str(out), "base", "--players", "2",
                          "--cost", "1"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["decisions"] == 48
    assert result["changed"] == 0
    assert result["base"]["total_s"] > 0
    assert not out.exists()
