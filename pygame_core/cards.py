"""Moved to pygame_core/xeri/cards.py (the deck is Xeri's): this name stays only until the
last importer outside the package (the split xeri AI modules) uses `.cards`."""

from .xeri.cards import *  # noqa: F403
from .xeri.cards import BY_CODE, CODES, DECK, JACK, RANKS, SUITS  # noqa: F401
