"""The constants of XIX (docs/rules.md N1-N9) and the rules that need no state.

Cards are the ints 1..18. A hand is a bit mask (bit c set = card c held). Every
decision has an action code, unique across phases:

    play c          -> c                      (1..18)
    raise, abandon  -> RAISE, ABANDON         (19, 20)
    draft c         -> DRAFT_BASE + c         (21..38)
    trade give g for row position i
                    -> TRADE_BASE + (g - 1) * 5 + i   (40..129)
"""

from __future__ import annotations

CARDS = tuple(range(1, 19))
ROW_SIZE = 5
TARGET = 19
STRIKES = 3       # N4: the third strike abandons

# N5: stakes by the total strikes of the exchange (0 strikes: nothing to win yet).
STAKES = (0, 1, 2, 3, 5, 8)

# Phases.
SHUFFLE, FIRST_LEADER, PLAY, DECIDE, DRAFT, TRADE, OVER = range(7)
PHASE_NAMES = ("shuffle", "first_leader", "play", "decision", "draft", "trade", "finished")

RAISE, ABANDON = 19, 20
DRAFT_BASE = 20
TRADE_BASE = 40

# Where a strike-row card came from: dealt face down (N1) or placed by a player (N8).
DEALT = -1


# The cards of every 9-bit half of a hand, for `cards_of`.
_LOW = tuple(tuple(c + 1 for c in range(9) if m >> c & 1) for m in range(512))
_HIGH = tuple(tuple(c + 10 for c in range(9) if m >> c & 1) for m in range(512))


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, in ascending order."""
    return [*_LOW[mask >> 1 & 511], *_HIGH[mask >> 10 & 511]]


def trick_taker(lead: int, follow: int) -> bool:
    """N3: True if the lead card takes the trick (sum 19: lower card, else higher). The
    rule does not depend on who led: `trick_taker(a, b)` is whether card a beats card b."""
    if lead + follow == TARGET:
        return lead < follow
    return lead > follow


def game_end(a: int, b: int) -> tuple[str, int] | None:
    """N6 after an exchange, player 0 at `a` points and player 1 at `b`: ("exact_19",
    winner) when they add up to exactly 19, the lower score winning (checked first);
    ("reached_19", winner) when one has 19 or more, the higher winning; else None."""
    if a + b == TARGET:
        return "exact_19", 0 if a < b else 1
    if a >= TARGET or b >= TARGET:
        return "reached_19", 0 if a > b else 1
    return None


def mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def hand_name(from_open) -> str:
    return "open" if from_open else "closed"
