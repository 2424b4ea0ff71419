"""XIX, the 18-card trick game for two (docs/rules.md N1-N9).

The package: `rules` (constants and the trick rule), `state` (the engine),
`observation` (what a seat may know), `words` (English and Greek), `scene` (what
the page draws), `ai` (the computer players). `GAME` is its descriptor.
"""

from __future__ import annotations

from ..game import Game


class Xix(Game):
    name = "xix"
    players = (2,)
    decisions = ("play", "raise", "abandon", "draft", "trade")   # as facts name them
    ends = ("exchange",)
    card_fields = ("deck", "play", "draft", "give")     # N1, N3, N7, N8 (the card given)
    place_fields = (("take", "row-{}"),)                # N8: the strike-row card taken
    embed_height = 900                                  # the draft played on, in Greek

    def new_state(self, config):
        from .state import new_state

        return new_state(config)

    def config(self, players, values):
        self.check_players(players)
        self.read_options(values)
        return {}

    def players_of(self, config):
        return 2

    def summary(self, result, seat, players):
        return {"won": result["winner"] == seat, "score": result["scores"][seat],
                "best_round": None}

    def deck(self):
        return list(range(1, 19))

    def opening(self, deck, first, players):
        """N1: the shuffle, then the first leader."""
        return [{"chance": "shuffle", "deck": deck}, {"chance": "first_leader", "player": first}]

    def places(self, state):
        """N1: the closed hands, the strike row, the set-aside card."""
        from .state import cards_of

        return {"hand1": cards_of(state._closed[0]), "hand2": cards_of(state._closed[1]),
                "row": list(state._row), "aside": [state._aside]}

    def seen(self, observation):
        found = set(observation["offer"])
        for hand in observation["hands"]:
            found.update(hand["closed"] or [], hand["open"], hand["closed_known_to_other"])
        found.update(c["card"] for c in observation["trick"]["cards"])
        found.update(r["card"] for r in observation["row"] if r["card"] is not None)
        for fact in observation["history"]:
            found.update(fact[k] for k in ("card", "give", "taken") if fact.get(k) is not None)
        return found


GAME = Xix()
