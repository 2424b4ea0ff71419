"""A deal of the author's own (issue 36): the cards of each place, made into the record's
opening events so that the game's own setup code deals exactly them.

No rule of dealing is copied here: the deck order is found by dealing a known deck with the
game's own code and seeing where each of its places took its cards from, then checked by
dealing the author's deck again (a rule that moves a card, such as V1's jack at the bottom,
shows as a difference and is refused, naming the place).

The places are each game's (`Game.places`; its `opening` events deal them): Xeri's hands, its
first pile (bottom to top) and V1's bottom card, the rest of the stock (top first); XIX's hands,
the strike row and the set-aside card. A place left out, or given fewer cards than it holds, is
filled from the cards no place names, at random by `seed` (the project's Rng), or for the
stock in the order given.
"""

from __future__ import annotations

from . import games, words
from .errors import ConfigError, GameError, is_int, shown
from .records import Record
from .rng import Rng

# The most cards a place names, and the most places: far above any game's.
MOST_CARDS = 64
# A rest dealt at random that the rules refuse (a first pile of a pair) is drawn again: at most
# this many times.
MOST_TRIES = 16


class DealError(ConfigError):
    """A deal refused, in the words of the kit's form (`said(lang)`: "Player 1's hand", the
    game's title, the cards as the author wrote them); its message is the English."""

    def __init__(self, key: str, game: str, **params):
        self.key, self.game, self.params = key, game, params
        super().__init__(self.said("en"))

    def said(self, lang: str) -> str:
        said = dict(self.params, game=games.get(self.game).words.WORDS[lang]["title"])
        for name in ("place", "other"):
            if name in said:
                said[name] = where(lang, said[name])
        key = self.key
        if key == "many":
            key = "many.one" if said["n"] == 1 else "many.other"
        return words.KIT[lang][f"deal.{key}"].format(**said)


def where(lang: str, place: str) -> str:
    """A place as the kit's sentences name it ("in Player 1's hand", «στο χέρι του Παίκτη 1»)."""
    k = words.KIT[lang]
    if place.startswith("hand"):
        return k["deal.in.hand"].format(whose=words.Name(lang, "player", int(place[4:]))
                                        .forms["gen"])
    return k[f"deal.in.{place}"]


def _places(spec, config: dict, deck: list, first: int) -> tuple[list[dict], dict]:
    """The opening events for `deck` and where the game's code put its cards (record codes)."""
    events = spec.opening(deck, first, spec.players_of(config))
    try:
        state = Record(spec.name, config, events).replay()
    except GameError as err:
        raise ConfigError(f"the deal: {err}") from None
    if state.current_player() is None:     # a chance event is due: the rules deal again
        raise DealError("again", spec.name)
    return events, spec.places(state)


def _card(spec, token, place: str):
    """One card as the author wrote it ("9C", "9c", 7 or "7") in the record's notation."""
    if isinstance(token, str | int) and not isinstance(token, bool):
        found = {str(card).upper(): card for card in spec.deck()}.get(str(token).strip().upper())
        if found is not None:
            return found
    raise DealError("card", spec.name, card=str(token) if isinstance(token, str | int)
                    else shown(token), place=place)


def _read(spec, places: dict, where: dict) -> dict:
    """The author's places: {place: [cards]} (a list, or a text of cards apart by spaces or
    commas); unknown places, unknown cards and a card named twice refused."""
    out, seen = {}, {}
    for place, cards in places.items():
        if place not in where:
            raise DealError("place", spec.name, name=str(place)[:40])
        if isinstance(cards, str):
            cards = cards.replace(",", " ").split()
        if not isinstance(cards, list) or len(cards) > MOST_CARDS:
            raise ConfigError(f"{shown(place)} must be a list of at most {MOST_CARDS} cards")
        out[place] = []
        for token in cards:
            card = _card(spec, token, place)
            if card in seen and seen[card] == place:
                raise DealError("twice", spec.name, card=token, place=place)
            if card in seen:
                raise DealError("both", spec.name, card=token, place=seen[card], other=place)
            seen[card] = place
            out[place].append(card)
    return out


def deal(game, players=None, options=None, places=None, first=0, seed=0) -> Record:
    """The record of a deal of the author's own, up to the first decision after it:
    `places` ({"hand1": "9C QH ...", "pile": [...], ...}; the game's `places`), `first` the
    player who plays or leads first, `seed` the order of the cards no place names. A
    ConfigError says what is wrong in one line: an unknown place or card, a card twice, a
    place with too many cards, a deal the game's rules change."""
    spec = games.get(game)
    config = spec.config(spec.players[0] if players is None else players, options or {})
    count = spec.players_of(config)
    if not is_int(first) or not 0 <= first < count:
        raise ConfigError(f"the first player must be 0..{count - 1}, not {shown(first)}")
    if not is_int(seed):
        raise ConfigError(f"seed must be a whole number, not {shown(seed)}")
    if not isinstance(places or {}, dict):
        raise ConfigError("the deal must be an object of places")
    probe, where = _probe(spec, config, first)
    wanted = _read(spec, places or {}, where)
    for place, cards in wanted.items():
        if len(cards) > len(where[place]):
            raise DealError("many", spec.name, place=place, n=len(where[place]), m=len(cards))
    named = {c for cards in wanted.values() for c in cards}
    rest = [c for c in spec.deck() if c not in named]
    rng = Rng(seed)
    for _ in range(MOST_TRIES):   # the cards no place names, in another order each time
        rng.shuffle(rest)
        try:
            return _fit(spec, config, wanted, rest, probe, where, first)
        except ConfigError as err:
            refusal = err
    raise refusal


def _fit(spec, config: dict, wanted: dict, rest: list, probe: list, where: dict, first: int):
    """The record dealing `wanted` with the `rest` where no place names a card, from where
    the game put the cards of `probe`."""
    for _ in range(3):      # a deck the rules rearrange is dealt again with its own order
        at = {card: i for i, card in enumerate(probe)}
        deck: list = [None] * len(probe)
        for place, cards in wanted.items():
            for card, slot in zip(cards, where[place], strict=False):
                deck[at[slot]] = card
        spare = iter(rest)
        deck = [next(spare) if c is None else c for c in deck]
        events, got = _places(spec, config, deck, first)
        wrong = [p for p, cards in wanted.items() if not _same(p, cards, got[p])]
        if not wrong:
            return Record(spec.name, config, events)
        probe, where = deck, got
    place = wrong[0]
    raise DealError("moved", spec.name, place=place, cards=" ".join(map(str, got[place])))


def _same(place: str, wanted: list, got: list) -> bool:
    """Whether the cards given for `place` are where the game dealt them (a hand as a set; a
    place given in part: its first cards)."""
    if place.startswith("hand"):
        return set(wanted) <= set(got)
    return got[:len(wanted)] == wanted


def places(game, players=None, options=None) -> dict:
    """Each place of a deal and how many cards it holds: {place: count}."""
    spec = games.get(game)
    config = spec.config(spec.players[0] if players is None else players, options or {})
    return {p: len(c) for p, c in _probe(spec, config, 0)[1].items()}


def _probe(spec, config: dict, first: int) -> tuple[list, dict]:
    """A deck the game deals without a second deal (its cards in order, then shuffled by
    seeds 0, 1, ... until one is), and where it put its cards."""
    for turn in range(64):
        probe = Rng(turn).shuffled(spec.deck()) if turn else spec.deck()
        try:
            return probe, _places(spec, config, probe, first)[1]
        except ConfigError:
            continue
    raise ConfigError("the game deals no deck without dealing again")
