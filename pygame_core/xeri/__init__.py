"""Xeri, the Greek fishing game, for 2 players or 4 in two teams (docs/rules.md X1-X14, V1-V5).

The package: `rules` (config and constants), `state` (the engine), `observation`
(what a seat may know), `words` (English and Greek), `scene` (what the page
draws), `ai` (the computer players). `GAME` is its descriptor.
"""

from __future__ import annotations

from ..game import Game, Option
from .cards import CODES
from .rules import DEFAULT_TARGET, FLAGS, Rules


class Xeri(Game):
    name = "xeri"
    players = (2, 4)                                       # X1
    options = (
        Option("rounds", "number", 1, low=1, high=20),    # X2
        Option("bottom_card", "flag", False, rule="V1"),
        Option("relaxed_initial_pile", "flag", False, rule="V2"),
        Option("dealer_last_no_xeri", "flag", False, rule="V3"),
        Option("jack_xeri_25", "flag", False, rule="V4"),
        Option("target", "number", DEFAULT_TARGET, low=1, high=1000, optional=True, rule="V5"),
    )
    decisions = ("cut", "play")
    deal_options = (("rounds", 1),)   # a match deal is one round
    ends = ("round_end",)
    counts = ("xeris",)
    embed_height = 660                                  # four at Xeri need the most
    card_fields = ("deck", "stock", "play")             # shuffle (X4), reshuffle (X6), a turn (X7)

    def new_state(self, config):
        from .state import XeriState

        return XeriState(Rules(config))

    def config(self, players, values):
        players = self.check_players(players)
        values = self.read_options(values)
        variants = {key: True for key in FLAGS if values[key]}
        if values["target"] is not None:
            variants["target"] = values["target"]
        return Rules({"players": players, "rounds": values["rounds"],
                      "variants": variants}).config

    def players_of(self, config):
        return config["players"]

    def summary(self, result, seat, players):
        side = self.side(seat, players)                     # X1
        rounds = [r["sides"][side] for r in result["rounds"]]
        return {"won": None if result["winner"] is None else result["winner"] == side,
                "score": result["totals"][side],
                "best_round": max((r["points"] for r in rounds), default=None),
                "xeris": sum(r["xeris"] + r["jack_xeris"] for r in rounds)}


    def deck(self):
        return list(CODES)

    def opening(self, deck, first, players):
        """X3, X4: the dealer is the player before `first` (who plays first); the cutter,
        the one before the dealer, cuts one card."""
        dealer = (first - 1) % players
        return [{"chance": "first_dealer", "player": dealer}, {"chance": "shuffle", "deck": deck},
                {"player": (dealer - 1) % players, "cut": 1}]

    def places(self, state):
        """X5: the hands, the first pile (bottom to top), V1's bottom card, the stock (top
        first)."""
        out = {f"hand{p + 1}": [CODES[c] for c in state.hand(p)] for p in range(state.players)}
        out["pile"] = [CODES[c] for c in state._pile]
        if state.rules.bottom_card:
            out["bottom"] = [CODES[state._bottom]]
        out["stock"] = [CODES[c] for c in state._stock[::-1]]
        return out

    def seen(self, observation):
        found = set()
        todo = [observation]
        while todo:                                         # card codes are unambiguous
            x = todo.pop()
            if isinstance(x, str):
                if x in _CODES:
                    found.add(x)
            elif isinstance(x, dict):
                todo.extend(x.values())
            elif isinstance(x, list):
                todo.extend(x)
        return found


_CODES = frozenset(CODES)
GAME = Xeri()
