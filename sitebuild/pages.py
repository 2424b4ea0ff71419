"""What the build writes from the game core into the pages: the catalog (the page's
words and the games), the embed kit's form, every card's picture, and each shipped
scenario's stills."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .common import ROOT, BuildError


def game_core():
    """The game core of this checkout, for what the build computes with it."""
    sys.path.insert(0, str(ROOT))
    try:
        import pygame_core.embed
        import pygame_core.kit
        import pygame_core.words
    finally:
        sys.path.pop(0)
    return pygame_core



def write_catalog(dist: Path) -> None:
    """app/catalog.js: what the page must know before the engine starts, from the core:
    its own words in every language (pygame_core/words.py), and the games, their player
    counts, options and the computer's levels (for the embeds' parameters)."""
    core = game_core()
    (dist / "app" / "catalog.js").write_text(
        "// Written by build.py from pygame_core (words.py, the games' descriptors).\n"
        f"export const WORDS = {json.dumps(core.words.CHROME, ensure_ascii=False)};\n"
        f"export const GAMES = {json.dumps(core.embed.catalog())};\n")



def write_kit(dist: Path) -> None:
    """app/kit-form.js: the embed kit's form in every language (pygame_core/kit.py), with
    the shipped scenarios (kit.html draws it)."""
    scenarios = {f"scenarios/{path.name}": json.loads(path.read_text())
                 for path in sorted((dist / "scenarios").glob("*.json"))
                 if not path.name.endswith(".still.json")}
    (dist / "app" / "kit-form.js").write_text(
        "// Written by build.py from pygame_core/kit.py.\n"
        f"export const FORMS = {json.dumps(game_core().kit.kit(scenarios), ensure_ascii=False)};\n")


CARDS_MARK = "<!-- cards -->"
CARD_PAGES = ("index.html", "embed.html", "kit.html")


def write_cards(dist: Path) -> None:
    """Every card's picture (scripts/card_art.py's sprite) written into the pages that
    draw cards, where their marker is: the HTML parser reads it with the page, with
    no request or script of its own."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import card_art
    finally:
        sys.path.pop(0)
    sprite = card_art.sprite().strip()
    for name in CARD_PAGES:
        page = dist / name
        text = page.read_text()
        if text.count(CARDS_MARK) != 1:
            raise BuildError(f"web/{name} must hold {CARDS_MARK} exactly once")
        page.write_text(text.replace(CARDS_MARK, sprite))


# scenarios/STILLS/NAME-LANG-SEAT.json: a shipped scenario's still at each frame.
STILLS = "stills"


def write_stills(dist: Path) -> None:
    """scenarios/NAME.still.json beside each shipped scenario: its position from
    every seat in every language, drawn by the engine, so an embed paints it
    without Pyodide; and in scenarios/STILLS/ its still at every frame, from each seat
    in each language (an address's `start`)."""
    core = game_core()
    embed, GameError, langs = core.embed, core.errors.GameError, core.words.LANGS
    for path in sorted((dist / "scenarios").glob("*.json")):
        if path.name.endswith(".still.json"):
            continue
        try:
            scenario = embed.load_scenario(json.loads(path.read_text()))
            seats = {lang: {str(s): embed.still(scenario, s, lang) for s in range(scenario.players)}
                     for lang in langs}
        except (ValueError, GameError) as err:
            raise BuildError(f"web/scenarios/{path.name}: {err}") from None
        path.with_suffix(".still.json").write_text(json.dumps(seats, separators=(",", ":")))
        # Every frame's still, for an address with a `start` (not precached: sitebuild.offline).
        frames = dist / "scenarios" / STILLS
        frames.mkdir(exist_ok=True)
        for lang in langs:
            for s in range(scenario.players):
                (frames / f"{path.stem}-{lang}-{s}.json").write_text(
                    json.dumps(embed.stills(scenario, s, lang), separators=(",", ":")))
    (dist / "scenarios" / "fresh.still.json").write_text(
        json.dumps({lang: embed.fresh(lang) for lang in langs}, separators=(",", ":")))
