"""XIX, the 18-card trick game for two (rules.md N1-N9)."""

from .state import (
    ABANDON,
    CARDS,
    DRAFT_BASE,
    RAISE,
    STAKES,
    TRADE_BASE,
    XixState,
    draft_action,
    new_state,
    play_action,
    trade_action,
    trick_taker,
)

__all__ = ["ABANDON", "CARDS", "DRAFT_BASE", "RAISE", "STAKES", "TRADE_BASE", "XixState",
           "draft_action", "new_state", "play_action", "trade_action", "trick_taker"]
