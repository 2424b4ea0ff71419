"""What the other players' plays of a deal show (xeri/shown.py): the 4-player hard level's
worlds keep out the cards a player would clearly have played instead (issue 34)."""

from __future__ import annotations

import dataclasses

from pygame_core import ai
from pygame_core.rng import Rng
from pygame_core.session import Session
from pygame_core.xeri.cards import parse
from pygame_core.xeri.knowledge import info_from_view
from pygame_core.xeri.shown import shown_cards
from pygame_core.xeri.sim import sample_world


def _games(seed, games=4, levels=("odds", "medium", "odds", "medium")):
    """(view of a play decision, every hand then) in seeded 4-player games."""
    for g in range(games):
        session = Session.new("xeri", {"players": 4, "rounds": 1, "variants": {}}, seed + g)
        k = 0
        while not session.state.is_finished():
            p = session.state.current_player()
            view = session.state.observation(p)
            if view["phase"] == "play":
                hands = [{parse(c) for c in session.state.observation(q)["hand"]}
                         for q in range(4)]
                yield view, hands
            k += 1
            session.apply(ai.choose(view, levels[p], k))


def test_a_jack_taking_a_pile_shows_no_card_of_its_top():
    """Both rules take a pile with its top's rank and keep the jack: a player read (seen
    to follow the rules) who took it with a jack holds none of that rank."""
    found = 0
    for view, _hands in _games(30):
        info = info_from_view(view)
        shown = shown_cards(view, info)
        start = max(i for i, e in enumerate(view["history"]) if e["kind"] == "deal")
        history = view["history"]
        for i in range(start + 1, len(history)):
            e = history[i]
            if e["kind"] != "play" or e["player"] == info.me or not e["taken"]:
                continue
            before = history[i - 1]
            if e["card"][0] != "J" or before["kind"] != "play" or before["taken"]:
                continue
            top = parse(before["card"]) >> 2
            if top == parse(e["card"]) >> 2:
                continue
            unseen = [c for c in info.unseen if c >> 2 == top]
            if unseen and e["player"] in shown:
                found += 1
                assert set(unseen) <= shown.get(e["player"], set())
    assert found >= 3


def test_what_a_play_shows_is_rarely_wrong_about_the_reference_players():
    """Against medium and odds players the cards taken not to be held are seldom held (the
    sizes of the other hands are only approximated), far less often than as many unseen
    cards picked at random would be."""
    shown_total = wrong = expected = 0
    for view, hands in _games(60):
        info = info_from_view(view)
        for p, cards in shown_cards(view, info).items():
            shown_total += len(cards)
            wrong += len(cards & hands[p])
            expected += len(cards) * info.hand_counts[p] / len(info.unseen)
    assert shown_total >= 500
    assert wrong <= 0.03 * shown_total and wrong <= expected / 10


def test_a_player_who_plays_against_both_rules_is_not_read():
    """A player is read only once seen to follow both rules, and never after keeping a card
    both clearly prefer to the one they played: against easy players, who lay cards at
    random, the cards taken not to be held are held clearly less often than as many unseen
    cards picked at random (with every player read, about 80% as often)."""
    wrong = expected = 0
    for view, hands in _games(120, games=6, levels=("easy", "medium", "easy", "medium")):
        info = info_from_view(view)
        for p, cards in shown_cards(view, info).items():
            if p % 2 == 0:
                wrong += len(cards & hands[p])
                expected += len(cards) * info.hand_counts[p] / len(info.unseen)
    assert wrong <= 0.7 * expected


def test_hard_samples_hands_without_the_shown_cards():
    """The worlds keep the shown cards out of that player's hand when they can; without
    `shown` such cards do turn up (the control)."""
    checked = unconstrained = 0
    for view, _hands in _games(90, games=2):
        info = info_from_view(view)
        info.shown = shown_cards(view, info)
        for p, cards in info.shown.items():
            free = [c for c in info.unseen if c not in cards and c >> 2 not in
                    info.voids.get(p, ())]
            if len(free) < 3 * sum(info.hand_counts):
                continue
            checked += 1
            rng = Rng(checked)
            for _ in range(5):
                world = sample_world(info, rng)
                assert not set(world.hands[p]) & cards
                others = [c for q, h in enumerate(world.hands) if q != info.me for c in h]
                assert sorted(others + world.stock) == sorted(info.unseen)
                plain = sample_world(dataclasses.replace(info, shown={}), rng)
                unconstrained += len(set(plain.hands[p]) & cards)
    assert checked >= 20 and unconstrained > 0


def test_only_the_four_player_hard_level_reads_the_plays():
    """The reference players (PIMC samples worlds too) see no shown cards: they stay as
    they were written."""
    from pygame_core.xeri import ai as xeri_ai

    seen = []
    real = xeri_ai.pick

    def spy(info, level, rng, budget):
        seen.append((level, info.players, bool(info.shown)))
        return real(info, level, rng, budget)

    xeri_ai.pick = spy
    try:
        for view, _hands in _games(150, games=1):
            if len(view["history"]) > 30:
                for level in ("hard", "pimc@4", "odds"):
                    ai.choose(view, level, 1)
    finally:
        xeri_ai.pick = real
    assert any(s for level, _, s in seen if level == "hard")
    assert not any(s for level, _, s in seen if level != "hard")
