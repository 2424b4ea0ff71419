"""The shared package knows no game: outside the games' packages no name in the code and no
string but the product's words names a game or what only one game has (a jack, a suit,
a strike...). A game's facts come from its descriptor (pygame_core/game.py, contract.py).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame_core

ROOT = Path(pygame_core.__file__).parent
# At the start of a word or of a part of a snake_case name: "best_pile", "ranks", not
# "compile".
GAME_WORDS = re.compile(r"(?<![a-z])(?:xeri|xix|jack|suit|rank|trick|strike|pile)",
                        re.IGNORECASE)
# Where a game is named on purpose: the registry, the product's words (the app is
# "Xeri & XIX") and the AI benchmarks' plans of what to measure in which game.
ALLOWED = {"games.py", "words_en.py", "words_el.py", "ai/ladder.py", "ai/bench.py"}


def _shared() -> list[Path]:
    out = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[0] in ("xeri", "xix") or str(rel) in ALLOWED or rel.parts[0] in ALLOWED:
            continue
        out.append(path)
    return out


def game_names(source: str) -> list[tuple[int, str]]:
    """(line, text) of every identifier and every string but a docstring naming a game."""
    tree = ast.parse(source)
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            texts = [node.id]
        elif isinstance(node, ast.Attribute):
            texts = [node.attr]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            texts = [node.name]
        elif isinstance(node, ast.alias):
            texts = [node.name, node.asname or ""]
        elif isinstance(node, (ast.arg, ast.keyword)):
            texts = [node.arg or ""]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            texts = [node.value]
        else:
            continue
        found += [(getattr(node, "lineno", 0), t) for t in texts if GAME_WORDS.search(t)]
    return found


def test_the_shared_modules_name_no_game():
    found = {str(p.relative_to(ROOT)): names for p in _shared()
             if (names := game_names(p.read_text(encoding="utf-8")))}
    assert found == {}


def test_the_check_finds_a_game_named_in_code_but_not_in_a_docstring():
    source = '"""Xeri."""\nJACK = 10\ndef f(x):\n    """Of XIX."""\n    return x["xeris"]\n'
    assert game_names(source) == [(2, "JACK"), (5, "xeris")]
