"""A whole game's review in the page, in real Chromium (issue 34: at most 15 s):

    python3 bench/review_page.py [SEED]      prints one JSON line per game

Builds the site into a temporary folder and serves it. For a whole XIX game and a whole
4-player Xeri game (medium for every seat, bench/review_time.py's `game_record`, the
first seed from SEED on whose last decision is a computer's), opens the record one
decision from its end (#open=, seat 0 on screen), lets the computer finish it, then times
the end panel's Review from the click until its first step (or its summary) is drawn.
The progress bar is read on every animation frame meanwhile: each value it showed is
counted, so the output says whether the bar moved. Wall time, in the page's engine
worker; the machine may be busy, so the load average is printed too.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "e2e"), str(ROOT / "bench")]

from devserver import serving_fresh_build  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from review_time import game_record  # noqa: E402

from pygame_core.records import Record  # noqa: E402
from sitebuild.testenv import launch_chromium  # noqa: E402

LIMIT = 600_000  # ms: a bench reports a slow review, it does not give up on it

# Collects the bar's values (one entry per change) until the review is drawn.
WATCH = """() => {
  window.__bar = [];
  const look = () => {
    const bar = document.querySelector("#review-progress");
    const seen = window.__bar;
    if (bar && seen[seen.length - 1] !== bar.value) seen.push(bar.value);
    if (bar) window.__max = bar.max;
    if (!["step", "done"].includes(document.documentElement.dataset.review))
      requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}"""


def near_the_end(game: str, players: int, seed: int) -> tuple[Record, int]:
    """A whole game whose last decision is a computer's, cut before that decision."""
    while True:
        record = game_record(game, players, seed)
        last = max(i for i, e in enumerate(record.events) if "chance" not in e)
        if record.events[last]["player"] != 0:
            return Record(game, record.config, record.events[:last]), seed
        seed += 1


def review_time(page, url: str, game: str, players: int, seed: int) -> dict:
    head, seed = near_the_end(game, players, seed)
    seats = [{"kind": "human"}] + [{"kind": "ai", "level": "medium"}] * (players - 1)
    opened = {"record": head.to_json(), "seat": 0, "seats": seats}
    page.goto(f"{url}?pace=instant&seed={seed}#open={quote(json.dumps(opened))}")
    page.wait_for_selector("html[data-app-state=ready]", timeout=LIMIT)
    page.wait_for_selector("dialog#sheet[open] #review-game", timeout=LIMIT)
    page.evaluate(WATCH)
    start = time.perf_counter()
    page.click("dialog#sheet[open] #review-game")
    page.wait_for_selector("html[data-review=step], html[data-review=done]",
                           state="attached", timeout=LIMIT)
    spent = time.perf_counter() - start
    bar = page.evaluate("window.__bar")
    total = page.evaluate("window.__max")
    return {"game": game, "players": players, "seed": seed, "review_s": round(spent, 2),
            "shown": page.get_attribute("html", "data-review"),
            "bar_values_seen": len(bar), "bar_last": bar[-1] if bar else None,
            "bar_max": total, "load": round(os.getloadavg()[0], 1)}


def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    with serving_fresh_build() as server, sync_playwright() as p:
        browser = launch_chromium(p)
        for game, players in (("xix", 2), ("xeri", 4)):
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            print(json.dumps(review_time(page, server.url, game, players, seed)), flush=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
