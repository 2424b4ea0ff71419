"""The game core: rules engines, records and computer players for Xeri and XIX."""

__version__ = "0.1.0"
