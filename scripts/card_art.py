"""The card pictures' sprite (pygame_core/card_art.py draws them; the pictures of a position
use the same symbols):

    python3 scripts/card_art.py > cards.svg     (what build.py writes into the pages)
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pygame_core.card_art import back, sprite, xeri_card, xix_card  # noqa: E402

__all__ = ["back", "sprite", "xeri_card", "xix_card"]

if __name__ == "__main__":
    print(sprite(), end="")
