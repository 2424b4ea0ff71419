"""Write the shipped scenarios (web/scenarios/*.json) for the embeds.

    python3 scripts/make_scenarios.py

Each scenario is a real record: seeded games played by the easy computer
player until a position shows the rule; there the scenario's move is made,
and the record goes on until what follows it has been seen. The same seeds
give the same files. tests/test_scenarios.py replays every shipped file and
checks that it still shows its rule.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygame_core import ai  # noqa: E402
from pygame_core.records import Record  # noqa: E402
from pygame_core.rng import derive_seed  # noqa: E402
from pygame_core.session import Session  # noqa: E402

OUT = ROOT / "web" / "scenarios"


def xeri_config(players=2, rounds=1, **variants) -> dict:
    return {"players": players, "rounds": rounds, "variants": variants}


def rank(code: str) -> str:
    return code[:-1]


def play_labels(state) -> list[tuple[dict, str]]:
    return [(e, state.label(e)) for e in state.legal_events() if "play" in e]


# --- what each scenario looks for: pick(state) -> the scenario's event, or None ---
def xeri_pick(test):
    def pick(state):
        view = state.view(state.current_player())
        if view["phase"] != "play":
            return None
        for event, label in play_labels(state):
            if test(view, event["play"], label):
                return event
        return None
    return pick


def capture(view, card, label):
    return "captures" in label and rank(card) != "J" and len(view["pile"]) >= 3


def xeri(view, card, label):
    return "— xeri!" in label and rank(card) != "J"


def jack_xeri(view, card, label):
    return "jack xeri!" in label


def jack_on_lone(view, card, label):
    return (rank(card) == "J" and len(view["pile"]) == 1 and rank(view["pile"][0]) != "J"
            and "captures 1 card" in label)


def last_cards(n):
    def test(view, card, label):
        return view["stock"] == 0 and sum(view["hand_counts"]) == n and len(view["pile"]) >= 2
    return test


def dealer_last_same_rank(view, card, label):
    return (view["stock"] == 0 and sum(view["hand_counts"]) == 1 and len(view["pile"]) == 1
            and rank(view["pile"][0]) == rank(card) and view["turn"] == view["dealer"])


def first_play(extra):
    def test(view, card, label):
        return view["stock"] == 52 - 4 - 6 * view["players"] and \
            sum(view["hand_counts"]) == 6 * view["players"] and extra(view)
    return test


def xix_pick(test):
    def pick(state):
        view = state.view(state.current_player())
        for event in state.legal_events():
            if test(view, event):
                return event
        return None
    return pick


def nineteen(view, event):
    cards = view["trick"]["cards"]
    return (view["phase"] == "play" and len(cards) == 1 and event.get("play") ==
            19 - cards[0]["card"] and event["play"] > cards[0]["card"])


def decide_at(total):
    def test(view, event):
        return (view["phase"] == "decision" and sum(view["strikes"]) == total
                and event.get("decision") == "raise")
    return test


def first_draft(view, event):
    return view["phase"] == "draft" and len(view["offer"]) >= 4 and "draft" in event


def first_trade(view, event):
    return view["phase"] == "trade" and "trade" in event


# --- how long the record goes on after the scenario's move: done(state, after) ---
def decisions(n):
    return lambda state, made: made >= n


def round_over(state, made):
    return state.is_finished() or state.view(0)["round"] > 1


def game_over(state, made):
    return state.is_finished()


def exchange_over(state, made):
    return state.view(0)["phase"] in ("draft", "finished")


def xix_phase_left(phase):
    return lambda state, made: made > 0 and state.view(0)["phase"] != phase


def make(game, config, pick, done, seeds=range(1, 4000), check=None, min_events=0):
    """The first seeded game where `pick` finds its event (and `check` accepts the
    finished record): (record, at, seat)."""
    for seed in seeds:
        session = Session.new(game, config, seed)
        found = None
        made = 0
        while not session.state.is_finished():
            state = session.state
            player = state.current_player()
            if found is None and len(session.record.events) >= min_events:
                event = pick(state)
                if event is not None:
                    found = (len(session.record.events), player)
                    session.apply(event)
                    continue
            if found is not None:
                made += 1
                if done(state, made):
                    break
            level_seed = derive_seed(seed, "scenario", len(session.record.events))
            session.apply(ai.suggest(state, player, "easy", level_seed))
        if found is None:
            continue
        record = session.record
        if check is None or check(record, found[0]):
            return record, found[0], found[1]
    raise SystemExit(f"no seed shows it: {game} {config}")


def history_has(kind):
    def check(record, at):
        state = Record(record.game, record.config, record.events).replay()
        return any(e["type"] == kind for e in state.view(0)["history"])
    return check


def had_sweep_and_xeri(record, at):
    state = Record(record.game, record.config, record.events).replay()
    rounds = state.view(0)["rounds"]
    return bool(rounds) and any(s["xeris"] for s in rounds[0]["sides"])


SCENARIOS = {
    # Xeri
    "xeri-capture": dict(
        title="A capture", shows="capture",
        text=("The top card of the pile and the card played share a rank: the whole "
              "pile is taken (X8)."),
        make=("xeri", xeri_config(), xeri_pick(capture), decisions(2))),
    "xeri-xeri": dict(
        title="A xeri", shows="xeri",
        text="The pile holds one card and the card played matches it: a xeri, 10 points (X9).",
        make=("xeri", xeri_config(), xeri_pick(xeri), decisions(2))),
    "xeri-jack-xeri": dict(
        title="A jack xeri", shows="jack_xeri",
        text="A jack taking a lone jack: a jack xeri, 20 points (X9).",
        make=("xeri", xeri_config(), xeri_pick(jack_xeri), decisions(2))),
    "xeri-jack-lone": dict(
        title="A jack on a lone card", shows="jack_lone",
        text=("A jack takes any pile, but a jack on one non-jack card is an ordinary "
              "capture, not a xeri (X8, X9)."),
        make=("xeri", xeri_config(), xeri_pick(jack_on_lone), decisions(2))),
    "xeri-sweep": dict(
        title="The end-of-round sweep", shows="sweep",
        text=("When the last card is played, the cards left on the pile go to the "
              "side that captured last; never a xeri (X11)."),
        make=("xeri", xeri_config(), xeri_pick(last_cards(3)), game_over),
        check=history_has("sweep")),
    "xeri-score": dict(
        title="The score breakdown", shows="score",
        text=("Most cards 3, honours 1 each, 2 of clubs 1, 10 of diamonds 1 more, "
              "xeris 10, jack xeris 20 (X12)."),
        make=("xeri", xeri_config(), xeri_pick(last_cards(2)), game_over),
        check=had_sweep_and_xeri),
    "xeri-v1-bottom-card": dict(
        title="V1: the bottom card shown", shows="v1",
        text=("After the cut the bottom card is shown; a jack there goes back 26th "
              "from the top (V1)."),
        make=("xeri", xeri_config(bottom_card=True), xeri_pick(first_play(lambda v: True)),
              decisions(2)),
        check=history_has("bottom_jack")),
    "xeri-v2-relaxed-pile": dict(
        title="V2: the relaxed initial pile", shows="v2",
        text=("The top two pile cards may share a rank and a jack may lie on top; "
              "only another pair deals again (V2)."),
        make=("xeri", xeri_config(relaxed_initial_pile=True), xeri_pick(first_play(
            lambda v: rank(v["pile"][-1]) == "J" or rank(v["pile"][-1]) == rank(v["pile"][-2]))),
            decisions(2))),
    "xeri-v3-dealer-last": dict(
        title="V3: no xeri with the dealer's last card", shows="v3",
        text="The round's last card still captures, but with V3 it is never a xeri.",
        make=("xeri", xeri_config(dealer_last_no_xeri=True), xeri_pick(dealer_last_same_rank),
              game_over)),
    "xeri-v4-jack-xeri-25": dict(
        title="V4: a jack xeri scores 25", shows="v4",
        text="With V4 a jack xeri is worth 25 instead of 20; the round's breakdown shows it.",
        make=("xeri", xeri_config(jack_xeri_25=True), xeri_pick(jack_xeri), game_over)),
    "xeri-v5-target": dict(
        title="V5: playing to a target", shows="v5",
        text=("Points add up over rounds until a side reaches the target (151 "
              "normally; 40 here, to keep it short) (V5)."),
        make=("xeri", xeri_config(target=40), xeri_pick(last_cards(2)), game_over),
        check=lambda record, at: Record(record.game, record.config, record.events[:at])
        .replay().view(0)["round"] >= 2 and Record(record.game, record.config, record.events)
        .replay().is_finished()),
    # XIX
    "xix-nineteen": dict(
        title="The 19 rule", shows="nineteen",
        text="Two cards adding up to 19: the lower one takes the trick (N3).",
        make=("xix", {}, xix_pick(nineteen), decisions(2))),
    "xix-raise-abandon": dict(
        title="Raise or abandon", shows="decide",
        text=("After a strike, below three: abandon and give the stakes away, or "
              "raise and play on (N4)."),
        make=("xix", {}, xix_pick(decide_at(1)), decisions(3))),
    "xix-stakes": dict(
        title="The stakes", shows="stakes",
        text="Stakes follow the strikes in the exchange: 1, 2, 3, 5, 8 points (N5).",
        make=("xix", {}, xix_pick(decide_at(3)), exchange_over)),
    "xix-draft": dict(
        title="The draft", shows="draft",
        text="The exchange's cards are laid out; the loser takes first, then each in turn (N7).",
        make=("xix", {}, xix_pick(first_draft), xix_phase_left("draft"))),
    "xix-trade": dict(
        title="The strike-row trade", shows="trade",
        text="The loser trades one card of a hand for one of the strike row (N8).",
        make=("xix", {}, xix_pick(first_trade), decisions(1))),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, spec in SCENARIOS.items():
        game, config, pick, done = spec["make"]
        record, at, seat = make(game, config, pick, done, check=spec.get("check"))
        doc = {"title": spec["title"], "text": spec["text"], "shows": spec["shows"],
               "seat": seat, "at": at, "record": record.to_json()}
        (OUT / f"{name}.json").write_text(json.dumps(doc, separators=(",", ":")) + "\n")
        print(f"{name}: {len(record.events)} events, at {at}, seat {seat}")


if __name__ == "__main__":
    main()
