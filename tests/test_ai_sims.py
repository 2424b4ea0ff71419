"""The AI's simulators against the engine (issue 37)."""

from __future__ import annotations


def test_the_ai_takes_its_rules_from_rules_py():
    """One source of rules: the AI imports the rules' constants and functions, no copies."""
    from pygame_core.xeri import policies as xeri_policies
    from pygame_core.xeri import rules as xeri_rules
    from pygame_core.xix import policies as xix_policies
    from pygame_core.xix import rules as xix_rules
    from pygame_core.xix import sim as xix_sim

    assert xeri_policies.VALUE is xeri_rules.CARD_POINTS
    assert xix_policies.beats is xix_rules.trick_taker
    assert xix_sim.game_end is xix_rules.game_end
    assert xix_sim.STAKES is xix_rules.STAKES
