"""The game core: rules engines, records and computer players for Xeri and XIX."""

__version__ = "0.1.0"

# Command-line tools: never imported by the page (their standard-library imports are not
# in the page's stdlib zip, and the snapshot leaves them out).
COMMAND_LINE = ("pygame_core.__main__", "pygame_core.cli", "pygame_core.ai.ladder")
