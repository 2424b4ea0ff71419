"""Screenshots for people to look at: e2e/screenshots/ (git-ignored), at phone and desktop
size. Taken only with XERI_SHOTS=1 set: they assert nothing, and cost the suite time."""

import os
from pathlib import Path

SHOTS = Path(__file__).resolve().parent / "screenshots"
PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 800}
TAKE = os.environ.get("XERI_SHOTS") == "1"


def shot(page, name: str, full_page: bool = False) -> None:
    if not TAKE:
        return
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full_page)
