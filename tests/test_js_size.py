"""The page's JavaScript stays small and knows no game (issues 14, 33): Python decides and
words, the JavaScript draws and forwards. Counted as the brief counts it: the lines of
web/*.js and web/app/*.js that are not blank and not comments."""

from __future__ import annotations

import re
from pathlib import Path

from pygame_core import games

WEB = Path(__file__).resolve().parent.parent / "web"
CODE = re.compile(r"^\s*($|//|\*|/\*)")
TOTAL, MODULE = 1785, 400

# The site's own names that begin with the first game's (the element, its stored documents
# and caches), and the DOM's event.target: not the game's words.
NAMESPACE = re.compile(r"\bxeri(?=-(table|engine|store|snapshot|precache)\b|\.[a-z$])"
                       r"|\b(e|event)\.target\b", re.I)
# Game words the page has as its own: an embed's mode and command, the bridge's ops.
PAGE_WORDS = {"play"}


def code_lines(path: Path) -> int:
    return sum(1 for line in path.read_text().splitlines() if not CODE.match(line))


def scripts() -> list[Path]:
    return sorted([*WEB.glob("*.js"), *WEB.glob("app/*.js")])


def sizes() -> dict[str, int]:
    return {p.relative_to(WEB).as_posix(): code_lines(p) for p in scripts()}


def game_words() -> set[str]:
    """What only a game knows, from the games' descriptors: their names, option keys,
    decision kinds, ends and counts, and their cards' codes (ranks and suits)."""
    out: set[str] = set()
    for spec in games.every():
        out |= {spec.name, *(o.key for o in spec.options), *spec.decisions, *spec.ends,
                *spec.counts, *(c for c in spec.deck() if isinstance(c, str))}
    return out - PAGE_WORDS


def game_knowledge(text: str, known: set[str]) -> list[str]:
    """`line: word` for each game word in the code (not in comments), as a whole word;
    a game's name in any case."""
    names = {spec.name for spec in games.every()}
    found = []
    for n, line in enumerate(text.splitlines(), 1):
        if CODE.match(line):
            continue
        code = NAMESPACE.sub(" ", re.sub(r"(^|\s)//\s.*$", "", line))
        for word in re.findall(r"[A-Za-z0-9_]+", code):
            if word in known or word.lower() in names:
                found.append(f"{n}: {word}")
    return found


def test_counts_code_lines_only(tmp_path):
    sample = tmp_path / "x.js"
    sample.write_text("// a comment\n\n/** doc\n * more\n */\nconst a = 1;\n  f(a); // said\n")
    assert code_lines(sample) == 2


def test_finds_a_game_word_where_code_has_it():
    known = game_words()
    assert {"xix", "raise", "rounds", "AS", "10H"} <= known
    sample = ('if (a.decision === "raise") f();\n'
              'q(".xix-hand, #cut-range"); // said of the raise\n'
              "const title = 'Xeri table';\n"
              "// a comment on the raise\n"
              'e.target.closest("xeri-table"); localStorage.getItem(`xeri.${kind}`);\n'
              'const PARAMS = ["seat", "rounds"]; if (card === "AS") g();\n')
    assert game_knowledge(sample, known) == ["1: raise", "2: xix", "2: cut", "3: Xeri",
                                             "6: rounds", "6: AS"]


def test_no_game_name_option_or_rule_in_the_javascript():
    known = game_words()
    found = {p.relative_to(WEB).as_posix(): hits for p in scripts()
             if (hits := game_knowledge(p.read_text(), known))}
    assert not found, f"game words in web/: {found}"


def test_no_module_is_over_the_cap():
    found = sizes()
    assert "app/table.js" in found and "sw.js" in found
    big = {name: n for name, n in found.items() if n > MODULE}
    assert not big, f"modules over {MODULE} lines: {big}"


def test_all_of_it_is_within_the_cap():
    found = sizes()
    assert sum(found.values()) <= TOTAL, f"{sum(found.values())} lines of JavaScript: {found}"
