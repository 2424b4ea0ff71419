"""The page's JavaScript stays small (issue 14): Python decides and words, the
JavaScript draws and forwards. Counted as the brief counts it: the lines of
web/*.js and web/app/*.js that are not blank and not comments."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parent.parent / "web"
CODE = re.compile(r"^\s*($|//|\*|/\*)")
TOTAL, MODULE = 1500, 400


def code_lines(path: Path) -> int:
    return sum(1 for line in path.read_text().splitlines() if not CODE.match(line))


def sizes() -> dict[str, int]:
    return {p.relative_to(WEB).as_posix(): code_lines(p)
            for p in sorted([*WEB.glob("*.js"), *WEB.glob("app/*.js")])}


def test_counts_code_lines_only(tmp_path):
    sample = tmp_path / "x.js"
    sample.write_text("// a comment\n\n/** doc\n * more\n */\nconst a = 1;\n  f(a); // said\n")
    assert code_lines(sample) == 2


def test_no_module_is_over_the_cap():
    found = sizes()
    assert "app/table.js" in found and "sw.js" in found
    big = {name: n for name, n in found.items() if n > MODULE}
    assert not big, f"modules over {MODULE} lines: {big}"


# Not met yet (issue 14 is open): strict, so reaching the goal fails here until the
# marker goes.
@pytest.mark.xfail(strict=True, reason="issue 14: the JavaScript is still over 1,500 lines")
def test_all_of_it_is_within_the_cap():
    found = sizes()
    assert sum(found.values()) <= TOTAL, f"{sum(found.values())} lines of JavaScript: {found}"
