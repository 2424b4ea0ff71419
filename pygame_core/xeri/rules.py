"""The configuration of a Xeri game (records.md) and the constants of its rules."""

from __future__ import annotations

from ..errors import ConfigError, is_int

# V1..V4 are switches (`true` or absent); V5 is `target`, an integer.
FLAGS = ("bottom_card", "relaxed_initial_pile", "dealer_last_no_xeri", "jack_xeri_25")
VARIANTS = (*FLAGS, "target")
DEFAULT_TARGET = 151

HAND = 6          # X5: every player holds 6 after a deal
PILE = 4          # X5: four cards face up in the first deal of a round
BOTTOM_DEPTH = 25  # V1: a bottom jack goes back as the 26th card from the top



class Rules:
    """A checked config: players, game length and the variations switched on."""

    __slots__ = ("players", "rounds", "target", "bottom_card", "relaxed", "dealer_last_no_xeri",
                 "jack_points", "config")

    def __init__(self, config):
        if not isinstance(config, dict):
            raise ConfigError("config must be an object")
        extra = sorted(set(config) - {"players", "rounds", "variants"})
        if extra:
            raise ConfigError(f"unknown config key {extra[0]!r}")
        players = config.get("players")
        if not is_int(players) or players not in (2, 4):
            raise ConfigError(f"players must be 2 or 4, not {players!r}")
        variants = config.get("variants", {})
        if not isinstance(variants, dict):
            raise ConfigError("variants must be an object")
        for name, value in variants.items():
            if name not in VARIANTS:
                raise ConfigError(f"unknown variant {name!r}")
            if name == "target":
                if not is_int(value) or value < 1:
                    raise ConfigError(f"variant target must be a positive integer, not {value!r}")
            elif value is not True:
                raise ConfigError(f"variant {name} must be true or absent, not {value!r}")
        target = variants.get("target")
        rounds = config.get("rounds")
        # X2: `rounds` is required for a fixed-length game, ignored (but still checked) with V5.
        if rounds is None and "rounds" not in config and target is not None:
            pass
        elif not is_int(rounds) or rounds < 1:
            raise ConfigError(f"rounds must be an integer >= 1, not {rounds!r}")
        self.players = players
        self.rounds = rounds
        self.target = target
        self.bottom_card = "bottom_card" in variants
        self.relaxed = "relaxed_initial_pile" in variants
        self.dealer_last_no_xeri = "dealer_last_no_xeri" in variants
        self.jack_points = 25 if "jack_xeri_25" in variants else 20   # X12, V4
        self.config = {"players": players, **({"rounds": rounds} if "rounds" in config else {}),
                       "variants": dict(variants)}
