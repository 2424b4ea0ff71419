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
from pygame_core.xeri.words import WORDS as XERI_WORDS  # noqa: E402

OUT = ROOT / "web" / "scenarios"


def xeri_config(players=2, rounds=1, **variants) -> dict:
    return {"players": players, "rounds": rounds, "variants": variants}


def rank(code: str) -> str:
    return code[:-1]


def play_facts(state) -> list[tuple[dict, dict]]:
    """Each play on offer, with what it would do (`State.preview`)."""
    return [(e, state.preview(e)) for e in state.legal_events() if "play" in e]


# --- what each scenario looks for: pick(state) -> the scenario's event, or None ---
def xeri_pick(test):
    def pick(state):
        view = state.observation(state.current_player())
        if view["phase"] != "play":
            return None
        for event, does in play_facts(state):
            if test(view, event["play"], does):
                return event
        return None
    return pick


def capture(view, card, does):
    return does["outcome"] == "capture" and rank(card) != "J" and len(view["pile"]) >= 3


def xeri(view, card, does):
    return does["outcome"] == "xeri" and rank(card) != "J"


def jack_xeri(view, card, does):
    return does["outcome"] == "jack_xeri"


def jack_on_lone(view, card, does):
    return (rank(card) == "J" and len(view["pile"]) == 1 and rank(view["pile"][0]) != "J"
            and does["outcome"] == "capture")


def last_cards(n):
    def test(view, card, does):
        return view["stock"] == 0 and sum(view["hand_counts"]) == n and len(view["pile"]) >= 2
    return test


def dealer_last_same_rank(view, card, does):
    return (view["stock"] == 0 and sum(view["hand_counts"]) == 1 and len(view["pile"]) == 1
            and rank(view["pile"][0]) == rank(card) and view["turn"] == view["dealer"])


def first_play(extra):
    def test(view, card, does):
        return view["stock"] == 52 - 4 - 6 * view["players"] and \
            sum(view["hand_counts"]) == 6 * view["players"] and extra(view)
    return test


def xix_pick(test):
    def pick(state):
        view = state.observation(state.current_player())
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
    return state.is_finished() or state.observation(0)["round"] > 1


def game_over(state, made):
    return state.is_finished()


def exchange_over(state, made):
    return state.observation(0)["phase"] in ("draft", "finished")


def xix_phase_left(phase):
    return lambda state, made: made > 0 and state.observation(0)["phase"] != phase


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
        return any(e["kind"] == kind for e in state.observation(0)["history"])
    return check


def had_sweep_and_xeri(record, at):
    state = Record(record.game, record.config, record.events).replay()
    rounds = state.observation(0)["rounds"]
    return bool(rounds) and any(s["xeris"] for s in rounds[0]["sides"])


def said(en_title: str, en: str, el_title: str, el: str) -> dict:
    """A scenario's title and text in both languages (embed.py picks one)."""
    return dict(title={"en": en_title, "el": el_title}, text={"en": en, "el": el})


def variation(key: str, en: str, el: str) -> dict:
    """A variation's scenario words: its title is the new-game form's name for it."""
    return said(XERI_WORDS["en"][f"option.{key}"], en, XERI_WORDS["el"][f"option.{key}"], el)


SCENARIOS = {
    # Xeri
    "xeri-capture": dict(
        shows="capture", **said(
            "A capture", "The top card of the pile and the card played have the same rank: the"
            " whole pile is taken.",
            "Μάζεμα", "Το πάνω φύλλο του τραπεζιού και το φύλλο που παίζεται είναι ίδια:"
            " μαζεύονται όλα τα φύλλα."),
        make=("xeri", xeri_config(), xeri_pick(capture), decisions(2))),
    "xeri-xeri": dict(
        shows="xeri", **said(
            "A xeri", "The pile is a single card and the card played matches it: a xeri,"
            " 10 points.",
            "Ξερή", "Στο τραπέζι υπάρχει ένα μόνο φύλλο και το φύλλο που παίζεται είναι ίδιο:"
            " ξερή, 10 πόντοι."),
        make=("xeri", xeri_config(), xeri_pick(xeri), decisions(2))),
    "xeri-jack-xeri": dict(
        shows="jack_xeri", **said(
            "A jack xeri", "A jack taking a lone jack: a jack xeri, 20 points.",
            "Ξερή με βαλέ", "Βαλές που μαζεύει μοναχό βαλέ: ξερή με βαλέ, 20 πόντοι."),
        make=("xeri", xeri_config(), xeri_pick(jack_xeri), decisions(2))),
    "xeri-jack-lone": dict(
        shows="jack_lone", **said(
            "A jack on a lone card", "A jack takes any pile, but a jack on a single card that"
            " is not a jack makes an ordinary capture, not a xeri.",
            "Βαλές σε μοναχό φύλλο", "Ο βαλές μαζεύει ό,τι υπάρχει στο τραπέζι, αλλά βαλές σε"
            " ένα μόνο φύλλο που δεν είναι βαλές κάνει απλό μάζεμα, όχι ξερή."),
        make=("xeri", xeri_config(), xeri_pick(jack_on_lone), decisions(2))),
    "xeri-sweep": dict(
        shows="sweep", **said(
            "The end of a round", "When the last card is played, the cards left on the pile go"
            " to whoever captured last; that is never a xeri.",
            "Το τέλος του γύρου", "Όταν παιχτεί το τελευταίο φύλλο, όσα μένουν στο τραπέζι"
            " πάνε σε όποιον μάζεψε τελευταίος· αυτό δεν είναι ποτέ ξερή."),
        make=("xeri", xeri_config(), xeri_pick(last_cards(3)), game_over),
        check=history_has("sweep")),
    "xeri-score": dict(
        shows="score", **said(
            "The score", "Most cards 3 points; each ace, king, queen, jack and ten 1; the 2♣ 1;"
            " the 10♦ 1 more; each xeri 10; each jack xeri 20.",
            "Οι πόντοι", "Τα περισσότερα φύλλα 3 πόντοι· κάθε άσος, ρήγας, ντάμα, βαλές και"
            " δεκάρι 1· το 2♣ 1· το 10♦ 1 ακόμα· κάθε ξερή 10· κάθε ξερή με βαλέ 20."),
        make=("xeri", xeri_config(), xeri_pick(last_cards(2)), game_over),
        check=had_sweep_and_xeri),
    "xeri-v1-bottom-card": dict(
        shows="v1", **variation(
            "bottom_card", "After the cut everyone sees the bottom card; a jack there goes back"
            " into the middle of the deck.",
            "Μετά το κόψιμο όλοι βλέπουν το κάτω φύλλο· αν είναι βαλές, μπαίνει στη μέση της"
            " τράπουλας."),
        make=("xeri", xeri_config(bottom_card=True), xeri_pick(first_play(lambda v: True)),
              decisions(2)),
        check=history_has("bottom_jack")),
    "xeri-v2-relaxed-pile": dict(
        shows="v2", **variation(
            "relaxed_initial_pile", "The top two cards of the first pile may have the same"
            " rank, and a jack may lie on top.",
            "Τα δύο πάνω φύλλα του τραπεζιού μπορεί να είναι ίδια, και επιτρέπεται βαλές από"
            " πάνω."),
        make=("xeri", xeri_config(relaxed_initial_pile=True), xeri_pick(first_play(
            lambda v: rank(v["pile"][-1]) == "J" or rank(v["pile"][-1]) == rank(v["pile"][-2]))),
            decisions(2))),
    "xeri-v3-dealer-last": dict(
        shows="v3", **variation(
            "dealer_last_no_xeri", "The round's last card still captures, but it is never a"
            " xeri.",
            "Το τελευταίο φύλλο του γύρου μαζεύει κανονικά, αλλά δεν κάνει ποτέ ξερή."),
        make=("xeri", xeri_config(dealer_last_no_xeri=True), xeri_pick(dealer_last_same_rank),
              game_over)),
    "xeri-v4-jack-xeri-25": dict(
        shows="v4", **variation(
            "jack_xeri_25", "A jack xeri is worth 25 instead of 20; the round's score shows it.",
            "Η ξερή με βαλέ μετράει 25 αντί για 20· φαίνεται στους πόντους του γύρου."),
        make=("xeri", xeri_config(jack_xeri_25=True), xeri_pick(jack_xeri), game_over)),
    "xeri-v5-target": dict(
        shows="v5", **variation(
            "target", "Points add up from round to round until someone reaches the target (151"
            " normally; 40 here, to keep it short).",
            "Οι πόντοι αθροίζονται από γύρο σε γύρο ώσπου κάποιος να φτάσει τον στόχο"
            " (κανονικά 151· εδώ 40, για να είναι σύντομη)."),
        make=("xeri", xeri_config(target=40), xeri_pick(last_cards(2)), game_over),
        check=lambda record, at: Record(record.game, record.config, record.events[:at])
        .replay().observation(0)["round"] >= 2 and Record(record.game, record.config, record.events)
        .replay().is_finished()),
    # XIX
    "xix-nineteen": dict(
        shows="nineteen", **said(
            "The 19 rule", "Two cards that add up to 19: the lower one takes the trick.",
            "Ο κανόνας του 19", "Δύο φύλλα που κάνουν μαζί 19: τη λεβέ την παίρνει το"
            " μικρότερο."),
        make=("xix", {}, xix_pick(nineteen), decisions(2))),
    "xix-raise-abandon": dict(
        shows="decide", **said(
            "Raise or abandon", "After a strike (unless it is the third): abandon and give the"
            " stakes away, or raise and play on.",
            "Ανεβάζεις ή εγκαταλείπεις", "Μετά από ποινή (αν δεν είναι η τρίτη): εγκαταλείπεις"
            " και δίνεις τους πόντους, ή ανεβάζεις και συνεχίζεις."),
        make=("xix", {}, xix_pick(decide_at(1)), decisions(3))),
    "xix-stakes": dict(
        shows="stakes", **said(
            "The stakes", "The stakes follow the strikes in the exchange: 1, 2, 3, 5, 8"
            " points.",
            "Οι πόντοι που παίζονται", "Οι πόντοι ακολουθούν τις ποινές του γύρου: 1, 2, 3, 5,"
            " 8."),
        make=("xix", {}, xix_pick(decide_at(3)), exchange_over)),
    "xix-draft": dict(
        shows="draft", **said(
            "The draft", "The exchange's cards are laid out; the loser takes first, then each"
            " in turn.",
            "Η επιλογή φύλλων", "Τα φύλλα του γύρου απλώνονται· πρώτος παίρνει όποιος έχασε, και"
            " μετά με τη σειρά."),
        make=("xix", {}, xix_pick(first_draft), xix_phase_left("draft"))),
    "xix-trade": dict(
        shows="trade", **said(
            "The strike-row trade", "The loser gives one card of a hand for one card of the"
            " strike row.",
            "Η ανταλλαγή με τη σειρά ποινών", "Όποιος έχασε δίνει ένα φύλλο του για ένα φύλλο"
            " της σειράς ποινών."),
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
