"""Xeri, the Greek fishing game, for 2 players or 4 in two teams (rules.md X1-X14, V1-V5)."""

from .rules import FLAGS, VARIANTS, Rules
from .state import XeriState, play_outcome, side_score
from .view import SCORE_LINES, build_view, event_label, score_lines


def new_state(config: dict) -> XeriState:
    """The start of a game; raises ConfigError for a bad config, variant name or value."""
    return XeriState(Rules(config))


__all__ = ["FLAGS", "VARIANTS", "Rules", "XeriState", "new_state", "play_outcome", "side_score",
           "SCORE_LINES", "build_view", "event_label", "score_lines"]
