"""Every rule or record citation points into the repository (issue 33): docs/rules.md
defines each label cited, and nothing cites the spec files the repository does not hold."""

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# What is not the repository's own text: tools' folders, caches, built output (.gitignore).
SKIP_TOP = {".git", ".venv", ".cache", "dist", "build", "test-results"}
SKIP_ANY = {"__pycache__", ".pytest_cache", ".ruff_cache", ".hypothesis", "node_modules",
            "screenshots"}
TEXT = {".py", ".md", ".js", ".mjs", ".html", ".css", ".json", ".toml", ".txt", ".yml",
        ".yaml", ".sh", ""}
# The rule labels docs/rules.md must define: Xeri X1-X14, its variations V1-V5, XIX N1-N9.
LABELS = ({f"X{i}" for i in range(1, 15)} | {f"V{i}" for i in range(1, 6)}
          | {f"N{i}" for i in range(1, 10)})

# A spec file or folder outside the repository: the team's shared spec, the seeds.
OUTSIDE = re.compile(r"shared[/\\]spec|\.\.[/\\](?:shared|seeds)\b")
LABEL = re.compile(r"\b([XVN])(\d{1,3})\b")
RANGE = re.compile(r"\b([XVN])(\d{1,3})\s*[-–]\s*([XVN])(\d{1,3})\b")
# "rules.md X6", "rules.md (V1 ...)", "docs/rules.md X1-X14, V1-V5": the labels right
# after a citation of rules.md, up to the end of the clause.
CITED = re.compile(r"rules\.md\b([^.)\n;:]{0,40})")
HEADING = re.compile(r"^#{2,4} ([XVN]\d{1,3}) \S", re.M)
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def _files():
    """(path from the root, text) of every text file of the repository."""
    for top, dirs, names in os.walk(ROOT):
        here = Path(top)
        dirs[:] = sorted(d for d in dirs if d not in SKIP_ANY and not d.endswith(".egg-info")
                         and not (here == ROOT and d in SKIP_TOP))
        for name in sorted(names):
            path = here / name
            if path.suffix in TEXT and path.is_file() and path.stat().st_size < 2_000_000:
                yield (path.relative_to(ROOT),
                       path.read_text(encoding="utf-8", errors="replace"))


def labels_in(text: str) -> set:
    """Every label a piece of text names, ranges ("X1-X14") spelt out."""
    found = {m.group(1) + m.group(2) for m in LABEL.finditer(text)}
    for a, lo, b, hi in RANGE.findall(text):
        if a == b:
            found |= {f"{a}{i}" for i in range(int(lo), int(hi) + 1)}
    return found


def citations(text: str) -> set:
    """The labels cited in "rules.md X6" style in a text."""
    return set().union(*(labels_in(m.group(1)) for m in CITED.finditer(text)))


def defined() -> set:
    return set(HEADING.findall((ROOT / "docs" / "rules.md").read_text(encoding="utf-8")))


def test_rules_md_defines_every_label_once():
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    headings = HEADING.findall(text)
    assert sorted(headings) == sorted(LABELS), "docs/rules.md: one heading per rule label"


def test_records_md_exists_with_every_command():
    text = (ROOT / "docs" / "records.md").read_text(encoding="utf-8")
    for command in ("replay FILE", "legal FILE", "view FILE --player P",
                    "suggest FILE --player P --level L", "match --game G", "review FILE"):
        assert f"`{command}" in text, command


def test_nothing_cites_a_spec_outside_the_repository():
    bad = [f"{rel}:{text[:m.start()].count(chr(10)) + 1}: {m.group(0)}"
           for rel, text in _files() for m in OUTSIDE.finditer(text)]
    assert not bad, "cite docs/rules.md or docs/records.md instead:\n" + "\n".join(bad)


def test_every_cited_label_is_defined():
    known = defined()
    bad = []
    for rel, text in _files():
        cited = citations(text)
        # the rules pages, the engine and the tests cite labels bare too ("(X6)", "# N8:")
        if rel.parts[0] in ("pygame_core", "tests") or rel.name.startswith("rules-"):
            cited |= labels_in(text)
        bad += [f"{rel}: {label}" for label in sorted(cited - known)]
    assert not bad, "labels docs/rules.md does not define:\n" + "\n".join(bad)


def test_links_in_the_docs_point_at_files_that_exist():
    bad = []
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for target in LINK.findall(path.read_text(encoding="utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (path.parent / target).exists():
                bad.append(f"{path.relative_to(ROOT)}: {target}")
    assert not bad, "\n".join(bad)


# Planted faults, spelt in pieces so that this file does not cite them itself.
UNKNOWN_X, UNKNOWN_N = "X" + "15", "N" + "10"


@pytest.mark.parametrize("text, labels", [
    ("(docs/rules.md X1-X14, V1-V5)", LABELS - {f"N{i}" for i in range(1, 10)}),
    ("its label in rules.md (V1 ...), shown", {"V1"}),
    ("records.md `view` and rules.md labels, its cards", set()),
    (f"as rules.md {UNKNOWN_X} says", {UNKNOWN_X}),
])
def test_citations_are_read_as_written(text, labels):
    assert citations(text) == labels


@pytest.mark.parametrize("planted", ["../" + "shared/" + "spec/rules.md", "../" + "seeds/xeri.txt",
                                     "/work/" + "shared/" + "spec/records.md"])
def test_a_path_outside_is_caught(planted):
    assert OUTSIDE.search(f"see {planted} for this")


def test_an_undefined_label_is_caught():
    assert citations(f"see rules.md {UNKNOWN_N}") - defined() == {UNKNOWN_N}
