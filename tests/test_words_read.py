"""Issue 35's native read: every sentence composed whole for its case, in English and
Greek, so that articles, numbers and verbs agree."""

import json
import re
from pathlib import Path

import pytest

from pygame_core import bridge, chrome, games, stats, words
from pygame_core.table import Table

HUMAN, AI = {"kind": "human"}, {"kind": "ai", "level": "easy"}


def ask(op, **args):
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": op, "args": args})))
    assert reply["ok"], reply
    return reply["result"]


def notice(refused, lang):
    return ask("stored_notice", refused=refused, lang=lang)[2][2]


def test_a_storage_notice_agrees_with_each_document_and_says_the_rest_once():
    both = [{"kind": "game", "reason": "bad_game"}, {"kind": "stats", "reason": "bad_stats"}]
    el = notice(both, "el")
    assert "Τα στατιστικά σου δεν διαβάστηκαν" in el and "φυλάχτηκαν στην άκρη" in el
    assert "Η αποθηκευμένη παρτίδα σου δεν διαβάστηκε" in el and ":" not in el
    assert el.count("κρατήθηκαν") == 1 and el.endswith("Όλα τα άλλα κρατήθηκαν.")
    en = notice(both, "en")
    assert "Your statistics could not be read (their counts are damaged) and were set" in en
    assert en.count("kept") == 1
    settings = notice([{"kind": "settings", "reason": "too_big"}], "el")
    assert settings.startswith("Οι ρυθμίσεις σου δεν διαβάστηκαν (είναι υπερβολικά μεγάλες)")


def test_every_dialog_cancels_with_one_word():
    for lang in words.LANGS:
        assert words.CHROME[lang]["ask.no"] == words.SHARED[lang]["review.cancel"], lang


def cover_text(seats, game="xeri", config=None, lang="el"):
    table = Table.new(game, {"players": len(seats), "rounds": 1, "variants": {}}
                      if config is None else config,
                      seats, 3, lang=lang)
    while table.waiting() != "handover":
        table.step()
    return json.dumps(table.answer()["board"], ensure_ascii=False)


def test_the_handover_asks_one_other_person_or_everyone_else_to_look_away():
    two = cover_text([HUMAN, AI, HUMAN, AI])
    # neither «ο άλλος παίκτης» to a woman (review 3, Greek) nor «οι υπόλοιποι» to one person
    assert "Κανείς άλλος να μην κοιτάζει." in two and "υπόλοιποι" not in two
    assert "The other player, look away." not in cover_text([HUMAN, AI, HUMAN, AI], lang="en")
    # "the other player" at a table of four, two of them computers, read as three (review 5)
    assert "No one else should look." in cover_text([HUMAN, AI, HUMAN, AI], lang="en")
    four = cover_text([HUMAN] * 4)
    assert "Οι υπόλοιποι, μην κοιτάτε." in four and "άλλος" not in four


def test_the_statistics_name_the_level_and_the_rate_plainly():
    outcome = {"game": "xeri", "players": 2, "level": "medium", "won": True, "score": 30,
               "best_round": 30, "xeris": 1}
    doc = stats.add(None, outcome)
    en = json.dumps(stats.view(doc, "en"))
    el = json.dumps(stats.view(doc, "el"), ensure_ascii=False)
    assert '"Win rate"' in en and '"Won"' not in en and '"100%"' in en and "100 %" not in en
    assert "Ξερή, 2 παίκτες, μέτριο επίπεδο" in el and "μέτριος" not in el


def _sentences(table):
    for value in table.values():
        yield from (value.values() if isinstance(value, dict) else [value])


def test_the_pages_own_words_say_a_game_goes_on_in_the_passive():
    """«Η παρτίδα σου συνεχίζεται»: the active «συνεχίζει» wants an object."""
    texts = [t for table in (words.SHARED, words.CHROME, words.KIT)
             for t in _sentences(table["el"]) if "παρτίδα" in t]
    assert not [t for t in texts if "συνεχίζει " in t], texts
    assert any("συνεχίζεται" in t for t in texts)


def _find(node, test):
    if isinstance(node, list) and len(node) > 1 and isinstance(node[1], dict):
        if test(node):
            yield node
        for kid in node[2:]:
            yield from _find(kid, test)


def test_the_speed_control_shows_what_it_sets():
    """The menu's speed said only «Κανονική» / "Normal": its label is in sight with it."""
    for lang in words.LANGS:
        menu = chrome.menu(lang)
        label = next(_find(menu, lambda n: n[0] == "label"
                           and any(n2[1].get("id") == "speed" for n2 in _find(n, lambda _: 1))))
        assert label[2] == words.SHARED[lang]["menu.speed"], label


def _open(text, lang):
    reply = json.loads(bridge.handle(json.dumps(
        {"id": 1, "op": "setup_open", "args": {"text": text, "name": "m.json", "lang": lang}})))
    assert not reply["ok"]
    return reply["error"]["code"], reply["error"]["message"]


def test_a_broken_game_file_is_told_what_is_broken_not_that_it_is_no_game_file():
    record = Table.new("xeri", {"players": 2, "rounds": 1, "variants": {}}, [HUMAN, AI],
                       3).session.record.to_json()
    text = json.dumps(record)
    bad_event = {**record, "events": [*record["events"][:2], 7]}
    newer = {**record, "format": 99}
    cases = {
        "cut": (text[:len(text) // 2], "m.json was not opened: it is cut short or damaged",
                "Το m.json δεν άνοιξε: είναι κομμένο ή χαλασμένο"),
        "format": (json.dumps(newer), "m.json was not opened: it is from a version of the game"
                   " this one does not know", "Το m.json δεν άνοιξε: είναι από έκδοση του"
                   " παιχνιδιού που αυτή δεν γνωρίζει"),
        "event": (json.dumps(bad_event), "m.json was not opened: move 1 in it is damaged",
                  "Το m.json δεν άνοιξε: η κίνηση 1 μέσα του είναι χαλασμένη"),
    }
    for code, (text, en, el) in cases.items():
        assert _open(text, "en") == (f"open.{code}", en), code
        assert _open(text, "el") == (f"open.{code}", el), code
    assert _open("{", "en") == ("open.json", "m.json was not opened: it is not a game file")


def test_the_last_trick_says_whose_card_was_whose():
    for lang, mine, theirs in (("en", "Your ", "The computer's "),
                               ("el", " σου", " του υπολογιστή")):
        table = Table.new("xix", {}, [HUMAN, AI], 4, lang=lang)
        while table.answer()["peek"] is None:
            table.play(table.choices()[0]["event"]) if table.waiting() == "you" else table.step()
        peek = table.answer()["peek"]
        labels = [n[1]["label"] for n in _find(peek["body"], lambda n: n[0] == "card")]
        assert len(labels) == 2 and sum(mine in x for x in labels) == 1, labels
        assert sum(theirs in x for x in labels) == 1, labels
        names = [n[2] for n in _find(peek["body"], lambda n: "who" in n[1].get("class", ""))]
        assert sorted(names) == sorted(words.NAMES[lang][k]["label"] for k in ("you", "computer"))


def test_a_copys_date_is_sent_as_a_date_for_the_page_to_write_in_its_language():
    """No ISO date on a player's screen: the sentence holds a <time> the page writes with
    Intl.DateTimeFormat in the page's language (web/app/dom.js)."""
    at = "2026-01-05T10:00:00.000Z"
    for lang in words.LANGS:
        body = ask("stored_copies", copies=[{"name": f"aside/game/{at}", "kind": "game",
                                             "at": at}], lang=lang)["body"]
        times = list(_find(body, lambda n: n[0] == "time"))
        assert [t[1]["datetime"] for t in times] == [at]
        assert "2026" not in json.dumps([n for n in _find(body, lambda n: n[0] == "span")
                                         ]).replace(json.dumps(at), "")


def test_the_menu_offers_each_games_lesson_at_any_time():
    """«Μάθε να παίζεις» started the Xeri lesson even during XIX: each game's lesson is
    offered by name, always in the same order (#btn-learn first): the two swapped places
    with the game on the table (reviewer 2, Greek)."""
    from pygame_core import games

    xix = Table.new("xix", {}, [HUMAN, AI], 3).answer()
    for lang in words.LANGS:
        for answer in (xix, None):
            menu = chrome.menu(lang, answer)
            learn = [n for n in _find(menu, lambda n: n[1].get("data-do") == "tutorial")]
            assert learn[0][1]["id"] == "btn-learn"
            assert [n[1]["data-topic"] for n in learn] == list(games.NAMES)
            assert [n[1]["title"] for n in learn] == [
                games.get(n[1]["data-topic"]).words.WORDS[lang]["learn"] for n in learn]


def _say(op, **args):
    return ask(op, **args)["answer"]["say"]


def test_undo_and_back_to_the_game_are_announced():
    """Undo announced nothing; back on the table from another screen, a computer move the
    page never showed was never announced: both are said in the answer's `say`."""
    for lang, undone in (("en", "Your last move was taken back. "),
                         ("el", "Η τελευταία σου κίνηση αναιρέθηκε. ")):
        answer = ask("table_new", game="xix", config={}, seats=[HUMAN, AI], seed=3,
                     lang=lang)["answer"]
        while answer["waiting"] != "computer" or not answer["can_undo"]:
            answer = ask("table_step" if answer["waiting"] == "computer" else "table_play",
                         **({} if answer["waiting"] == "computer" else
                            {"event": answer["choices"][0]["event"]}), lang=lang)["answer"]
        moved = []
        while answer["waiting"] == "computer":      # the page was elsewhere: never shown
            step = ask("table_step", lang=lang)["answer"]
            moved += [n["text"] for n in step["news"] if n["text"]]
            answer = step
        assert moved
        again = _say("table_answer", lang=lang)
        assert all(line in again for line in moved), (moved, again)
        assert _say("table_undo", lang=lang).startswith(undone)
        # back on a finished game (from its review) that the computer's move ended: that
        # move was said twice (review 5, #15); only where it stands is said
        for seed in range(1, 9):
            answer = ask("table_new", game="xeri", config={"players": 2, "rounds": 1,
                                                           "variants": {}},
                         seats=[HUMAN, AI], seed=seed, lang=lang)["answer"]
            while answer["waiting"] != "finished":
                mine = answer["waiting"] != "computer"
                answer = ask("table_play" if mine else "table_step",
                             **({"event": answer["choices"][0]["event"]} if mine else {}),
                             lang=lang)["answer"]
            if not mine:
                break
        assert not mine and answer["news"]
        assert _say("table_answer", lang=lang) == {"en": "Game over.",
                                                   "el": "Τέλος παρτίδας."}[lang]


def test_people_at_a_hot_seat_table_are_called_by_their_names():
    from pygame_core import setup
    from pygame_core.errors import ConfigError

    values = {"game": "xix", "seat1": "person", "name0": "Anna", "name1": "Νίκος"}
    game, config, seats = setup.read(values)
    assert seats == [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Νίκος"}]
    cover = {lang: cover_text(seats, "xix", {}, lang) for lang in words.LANGS}
    names = {"en": ("Anna", "Νίκος"),
             "el": ("Παίκτη\u00a01\u00a0(Anna)", "στον Νίκο")}    # a Greek name declines
    for lang in words.LANGS:
        assert any(n in cover[lang] for n in names[lang]), cover[lang]
    assert "Player" not in cover["en"]
    # only a person's seat takes a name, and one of 1 to 20 letters, digits or spaces
    assert setup.read({"game": "xix", "seat1": "ai:easy", "name1": "Bob"})[2][1] == \
        {"kind": "ai", "level": "easy"}
    for bad in ("x" * 21, "  ", "<b>", "a{0}", "tab\there"):
        with pytest.raises(ConfigError) as err:
            setup.read({**values, "name1": bad})
        assert "\n" not in str(err.value) and "name" in str(err.value)
    form = json.dumps(setup.form(values, "en"), ensure_ascii=False)
    assert '"name": "name1"' in form and '"value": "Νίκος"' in form and '"maxlength": 20' in form


def test_a_greek_name_at_a_hot_seat_table_takes_its_own_gender_and_case():
    """«Ο Παίκτης 2 (Μαρία) έκοψε», «Σειρά του Παίκτη 2 (Μαρία)» (issue 35, Greek review):
    a woman was «ο Παίκτης» and the bracket read like a form. A Greek first name is declined
    with the article of its gender («Σειρά της Μαρίας», «Δώσε τη συσκευή στον Νίκο»); a
    name Greek cannot decline keeps "Player N" beside it."""
    from pygame_core.seats import voice

    spec = games.get("xeri")
    seats = [{"kind": "human", "name": "Νίκος"}, {"kind": "human", "name": "Μαρία"}]
    v = voice(spec, seats, None, "el")
    said = [v.of(key, p) for key in ("turn.person", "handover.ready") for p in (0, 1)]
    assert said == ["Σειρά του Νίκου", "Σειρά της Μαρίας", "Είμαι ο Νίκος: δείξε μου τα"
                    " φύλλα μου", "Είμαι η Μαρία: δείξε μου τα φύλλα μου"]
    assert v.of("handover.text", 1, n=1).startswith("Δώσε τη συσκευή στη Μαρία.")
    assert v.of("news.cut", 1, n=26) == "Η Μαρία έκοψε 26 φύλλα"
    cases = {name: [words.Name("el", "named", 1, name).forms[k] for k in ("nom", "acc", "gen")]
             for name in ("Κώστας", "Γιάννης", "Ελένη", "Άννα", "Ρηνιώ")}
    assert cases == {"Κώστας": ["ο Κώστας", "τον Κώστα", "του Κώστα"],
                     "Γιάννης": ["ο Γιάννης", "τον Γιάννη", "του Γιάννη"],
                     "Ελένη": ["η Ελένη", "την Ελένη", "της Ελένης"],
                     "Άννα": ["η Άννα", "την Άννα", "της Άννας"],
                     "Ρηνιώ": ["η Ρηνιώ", "τη Ρηνιώ", "της Ρηνιώς"]}
    # a name in Latin letters: as typed, with its gender's article where its ending tells
    # it («Παίκτης 2 (Alex)» read like a robot, review 5); else "Player N" beside it
    cases = {name: [words.Name("el", "named", 1, name).forms[k] for k in ("nom", "acc", "gen")]
             for name in ("Anna", "Maria", "Nikos", "Άρτεμις")}
    assert cases == {"Anna": ["η Anna", "την Anna", "της Anna"],
                     "Maria": ["η Maria", "τη Maria", "της Maria"],
                     "Nikos": ["ο Nikos", "τον Nikos", "του Nikos"],
                     "Άρτεμις": ["η Άρτεμις", "την Άρτεμη", "της Άρτεμης"]}
    assert words.Name("el", "named", 2, "Alex").forms["gen"] == "του Παίκτη\u00a02\u00a0(Alex)"
    assert words.Name("en", "named", 2, "Μαρία").forms["gen"] == "Μαρία's"


@pytest.mark.parametrize("lang", words.LANGS)
def test_every_announcement_ends_its_last_sentence(lang):
    """What the live region hears ended without a full stop ("…Your turn", «…Σειρά σου»,
    «Τέλος παρτίδας»): each announcement, undo's and the one back from another screen
    included, ends with a full stop (or its own ! ? …), and no sentence gets two."""
    said = []
    for game, config, seats in (("xeri", {"players": 2, "rounds": 1, "variants": {}},
                                 [HUMAN, AI]), ("xix", {}, [HUMAN, AI]),
                                ("xeri", {"players": 2, "rounds": 1, "variants": {}},
                                 [HUMAN, HUMAN])):
        answer = ask("table_new", game=game, config=config, seats=seats, seed=3,
                     lang=lang)["answer"]
        while answer["waiting"] != "finished":
            said.append(answer["say"])
            if answer["waiting"] == "computer":
                answer = ask("table_step", lang=lang)["answer"]
            elif answer["waiting"] == "handover":
                answer = ask("table_show", seat=answer["handover"], lang=lang)["answer"]
            else:
                if answer["can_undo"] and len(said) % 7 == 0:
                    said.append(_say("table_undo", lang=lang))
                    answer = ask("table_answer", lang=lang)["answer"]
                    said.append(answer["say"])
                    if answer["waiting"] != "you":
                        continue
                answer = ask("table_play", event=answer["choices"][-1]["event"],
                             lang=lang)["answer"]
        said.append(answer["say"])
    said = [s for s in said if s]
    assert len(said) > 100
    unended = [s for s in said if s[-1] not in ".!?…"]
    assert not unended, unended[:3]
    doubled = [s for s in said if ".." in s.replace("…", "") or ". ." in s]
    assert not doubled, doubled[:3]


def test_a_womans_own_hand_is_hers_in_greek():
    """«Η Ελένη έπαιξε το 5 από το χέρι του» (review 3, Greek): the possessive after a
    person's name follows the name's gender («της» for Ελένη, «του» for Γιώργος)."""
    from pygame_core.seats import voice

    seats = [{"kind": "human", "name": "Γιώργος"}, {"kind": "human", "name": "Ελένη"}]
    v = voice(games.get("xix"), seats, None, "el")
    said = [v.of("news.play", p, card=5, hand=v.t("hand.closed")) for p in (0, 1)]
    assert said == ["Ο Γιώργος έπαιξε το 5 από το χέρι του",
                    "Η Ελένη έπαιξε το 5 από το χέρι της"], said
    computer = voice(games.get("xix"), [{"kind": "human"}, {"kind": "ai"}], 0, "el")
    assert computer.of("news.play", 1, card=5, hand=v.t("hand.open")).endswith(
        "από τα ανοιχτά φύλλα του")


def test_xixs_end_is_said_as_a_player_says_it():
    """Review 3 (Greek): «Ο υπολογιστής έφτασε το 21: με 19 πόντους και πάνω, την παρτίδα
    την κερδίζει ο υπολογιστής» (the subject twice, «το 21» for 21 points); the lesson's
    «…ή όταν οι δύο βαθμολογίες κάνουν μαζί ακριβώς 19: τότε κερδίζει όποιος έχει τους
    λιγότερους» read as if fewer points won in both cases."""
    from pygame_core.seats import voice

    seats = [{"kind": "human"}, {"kind": "ai", "level": "easy"}]
    said = {lang: voice(games.get("xix"), seats, 0, lang) for lang in words.LANGS}
    assert said["el"].of("verdict.reached_19", 1, high=21, low=3) == (
        "Ο υπολογιστής έφτασε τους 21 πόντους (19 ή παραπάνω) και κερδίζει την παρτίδα")
    assert said["en"].of("verdict.reached_19", 0, high=21, low=3) == (
        "You reached 21 points: you win the game")
    for lang, fewer in (("en", "but if the two scores"), ("el", "αν όμως οι δύο βαθμολογίες")):
        note = said[lang].t("tut.exchange_end")
        assert fewer in note and note.index(fewer) > note.index("19"), note


@pytest.mark.parametrize("lang,up", [("en", r"Place \d: \d+, face up"),
                                     ("el", r"Θέση \d: το \d+, ανοιχτό")])
def test_a_face_up_strike_row_card_is_named_as_such(lang, up):
    """«Θέση 1: 1» (review 3, Greek): a face-up card of the strike row says it is one."""
    import re

    table = Table.new("xix", {}, [HUMAN, AI], 5, lang=lang)
    labels = []
    while (answer := table.answer())["waiting"] != "finished" and len(labels) < 400:
        labels += re.findall(r'"label": "((?:Place|Θέση) \d: [^"]*)"',
                             json.dumps(answer["board"], ensure_ascii=False))
        if answer["waiting"] == "computer":
            table.step()
        else:
            table.play(answer["choices"][-1]["event"])
    bare = [label for label in labels if re.fullmatch(r"\S+ \d: \d+", label)]
    assert not bare and any(re.fullmatch(up, label) for label in labels), set(labels)


@pytest.mark.parametrize("lang,none", [("en", "none yet"), ("el", "κανένα ακόμα")])
def test_an_empty_open_hand_says_so(lang, none):
    """XIX's open hand with no card showed a bare "—" (review 3, English: not explained)."""
    board = json.dumps(Table.new("xix", {}, [HUMAN, AI], 5, lang=lang).answer()["board"],
                       ensure_ascii=False)
    assert '"—"' not in board and board.count(f'"{none}"') == 2, board.count("empty-hand")


def test_a_xix_hint_says_which_card_it_weighs_against():
    """"3 tends to bring you more points than 1": why 1? (review 3, English): the other card
    is named as the next best."""
    from pygame_core.seats import voice

    spec = games.get("xix")
    why = {"key": "why.points.cards", "card": 3, "other": 1, "span": "this"}
    for lang, runner_up in (("en", "than your next-best card, 1"),
                            ("el", "από το επόμενο καλύτερο φύλλο σου, το 1")):
        v = voice(spec, [HUMAN, AI], 0, lang)
        assert runner_up in spec.words.reason({**why, "alt": "next"}, v)
        # a review weighs the better card against the one played: that one is not named so
        assert runner_up not in spec.words.reason({**why, "alt": "played"}, v)


# XIX's decision in Greek, one term per action (docs/words-el.md's rule: every screen says the
# same thing the same way): raise is «ανεβάζω» (Ανέβασε, ανεβάζεις, ανέβασμα), abandon is
# «εγκαταλείπω» (Εγκατάλειψε, εγκαταλείπεις, εγκατάλειψη). Never a synonym beside them;
# the player raises, not "raises the points" («τους ανεβάζει», the explainer); the score
# they weigh is «η βαθμολογία», as everywhere, not «το σκορ» (the lesson's last note).
RAISE_EL = re.compile(r"[Αα]ν[εέ]β[αά][σζ]")    # ανέβασε, ανεβάζεις, να ανέβαζες
ABANDON_EL = re.compile(r"[Εε]γκατ[αάέ]λ[εέ]?[ιί]")
OTHER_TERMS = re.compile(r"πάσο|παραιτ|παρατά|παράτα|αποσύρ|αποχωρ|σταματάς|σταμάτα|πασάρ|"
                         r"ρελάνς|σηκώ|διπλασ|κάσο|τα φτύ|σκορ|τους ανεβάζ", re.I)
RAISE_EN, ABANDON_EN = re.compile(r"\brais(?:e|es|ed|ing)\b", re.I), re.compile(r"\babandon", re.I)


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for kid in value.values():
            yield from _strings(kid)
    elif isinstance(value, (list, tuple)):
        for kid in value:
            yield from _strings(kid)


def xix_raise_twins() -> list[tuple[str, str, str]]:
    """(where, English, Greek) for every XIX text about the raise-or-abandon decision, on
    every surface: the panel, the move log, the hints, the lesson and the review (the
    game's word table), the rules (by section), the explainer's scenarios."""
    from pygame_core.xix import rulebook

    twins = []
    table = games.get("xix").words.WORDS
    for key, en in table["en"].items():
        for i, (e, g) in enumerate(zip(_strings(en), _strings(table["el"][key]), strict=True)):
            twins.append((f"{key}[{i}]", e, g))
    for en, el in zip(rulebook.RULES["en"], rulebook.RULES["el"], strict=True):
        twins.append((f"rules {en['id']}", " ".join(_strings(en)), " ".join(_strings(el))))
    for path in sorted(Path("web/scenarios").glob("xix-*.json")):
        doc = json.loads(path.read_text())
        for part in ("title", "text"):
            twins.append((f"{path.name} {part}", doc[part]["en"], doc[part]["el"]))
    return [(where, en, el) for where, en, el in twins
            if RAISE_EN.search(en) or ABANDON_EN.search(en) or OTHER_TERMS.search(el)]


def test_the_greek_raise_and_abandon_are_one_term_each_on_every_surface():
    """Issue 35, last round's review: the Greek raise wording differed between the panel,
    the hint, the lesson and the review. Every Greek text whose English twin speaks of
    raising says «ανεβάζω», of abandoning «εγκαταλείπω», and none uses another word."""
    twins = xix_raise_twins()
    assert len(twins) > 20, twins
    wrong = [(where, el) for where, en, el in twins
             if OTHER_TERMS.search(el) or (RAISE_EN.search(en) and not RAISE_EL.search(el))
             or (ABANDON_EN.search(en) and not ABANDON_EL.search(el))]
    assert not wrong, "\n".join(f"{where}: {el}" for where, el in wrong)
    page = Path("web/explain-el.html").read_text()
    assert not OTHER_TERMS.search(page), OTHER_TERMS.search(page)
