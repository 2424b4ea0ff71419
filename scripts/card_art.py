"""The card pictures' sprite (pygame_core/card_art.py and each game's art.py draw them; the
pictures of a position use the same symbols):

    python3 scripts/card_art.py > cards.svg     (what build.py writes into the pages)
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pygame_core.card_art import back, sprite  # noqa: E402
from pygame_core.xeri.art import card as xeri_card  # noqa: E402
from pygame_core.xix.art import card as xix_card  # noqa: E402

__all__ = ["back", "sprite", "xeri_card", "xix_card"]

if __name__ == "__main__":
    print(sprite(), end="")
