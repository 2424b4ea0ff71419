"""Screenshots for people to look at: e2e/screenshots/ (git-ignored), at phone and desktop size."""

from pathlib import Path

SHOTS = Path(__file__).resolve().parent / "screenshots"
PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 800}


def shot(page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))
