"""The table the page plays at (pygame_core/table.py), its bridge ops (table_ops.py) and
opening a game file or link (opening.py)."""

import json
import re
from urllib.parse import quote

import pytest

from pygame_core import bridge, games
from pygame_core.errors import ConfigError, IllegalMoveError
from pygame_core.records import Record
from pygame_core.table import Table

YOU = {"kind": "human"}
EASY = {"kind": "ai", "level": "easy"}
XERI2 = {"players": 2, "rounds": 1, "variants": {}}
XERI4 = {"players": 4, "rounds": 1, "variants": {"bottom_card": True}}


def plain(text: str) -> str:
    """`text` with its no-break spaces (a name and its number: "Player\u00a02") as spaces."""
    return text.replace("\u00a0", " ")


def finish(table, pick=0):
    """Play to the end: the computer's steps and the person's `pick`-th choice."""
    answers = []
    answer = table.answer()
    while answer["waiting"] != "finished":
        if answer["waiting"] == "computer":
            table.step()
        elif answer["waiting"] == "handover":
            table.show(answer["turn"])
        else:
            choices = answer["choices"]
            table.play(choices[min(pick, len(choices) - 1)]["event"])
        answer = table.answer()
        answers.append(answer)
    return answers


def replayed(table):
    rec = table.session.record
    return Record(rec.game, rec.config, list(rec.events)).replay()


@pytest.mark.parametrize("game,config,seats", [
    ("xeri", XERI2, [YOU, EASY]),
    ("xeri", XERI4, [YOU, EASY, EASY, EASY]),
    ("xix", {}, [YOU, {"kind": "ai", "level": "medium"}]),
])
def test_a_game_against_the_computer_plays_to_its_end(game, config, seats):
    table = Table.new(game, config, seats, 11)
    answers = finish(table)
    last = answers[-1]
    assert last["waiting"] == "finished" and last["panel"]["over"] and last["panel"]["verdict"]
    assert replayed(table).result() == table.state.result()
    # one answer per decision, each with the news of what happened since the one before
    decisions = [e for e in table.session.record.events if "chance" not in e]
    assert last["decisions"] == len(decisions)
    assert all(a["seat"] == 0 and a["news"] for a in answers)
    assert table.log() and all("\n" not in line for line in table.log())
    assert last["outcome"]["game"] == game and last["outcome"]["won"] in (True, False, None)


@pytest.mark.parametrize("seats, counted", [
    ([YOU, EASY, YOU, EASY], True), ([YOU, YOU, EASY, EASY], False)])
def test_a_team_of_people_against_the_computer_is_counted(seats, counted):
    """Two people as partners against two computers: a game against the computer, counted
    for the statistics as four at Xeri (review 5, F6: it counted nowhere); people on both
    sides play each other, not the computer: not counted."""
    table = Table.new("xeri", XERI4, seats, 11)
    outcome = table.reply()["answer"]["outcome"] if finish(table) else None
    if not counted:
        assert outcome is None
        return
    assert outcome["players"] == 4 and outcome["level"] == "easy", outcome
    mine = table.spec.side(0, 4)
    assert outcome["won"] == (table.state.result()["winner"] == mine), outcome


def test_the_cuts_hint_is_the_sliders_own_middle_cut():
    """Any cut is as good as another: the hint names the cut the slider starts at, not
    "Cut 51 cards" (review 6, F2)."""
    table = Table.new("xeri", XERI2, [YOU, EASY], 1)
    while "cut" not in table.answer()["choices"][0]["event"]:
        table.step()
    hint = table.hint()
    slider = json.dumps(table.answer()["board"])
    assert hint["label"] == "Cut 26 cards" and '"value": 26' in slider, hint


def test_a_person_may_only_take_a_legal_decision_in_turn():
    table = Table.new("xeri", XERI2, [YOU, EASY], 5)
    answer = table.answer()
    while answer["waiting"] != "you":
        table.step()
        answer = table.answer()
    before = list(table.session.record.events)
    legal = [c["event"] for c in answer["choices"]]
    bad = [{"player": 0, "play": "ZZ"}, {"player": 1, "play": "AS"}, {"player": 0, "cut": 99},
           "not an event"]
    if "play" in legal[0]:
        held = set(table.state.observation(0)["hand"])
        bad.append({"player": 0, "play": next(c for c in ("AS", "2C", "3D", "4H", "5S", "6C")
                                              if c not in held)})
    for event in bad:
        with pytest.raises((IllegalMoveError, ValueError)):
            table.play(event)
        assert table.session.record.events == before
    with pytest.raises(IllegalMoveError):
        table.step()  # not the computer's turn
    assert table.session.record.events == before


def test_seats_are_checked():
    with pytest.raises(ConfigError):
        Table.new("xeri", XERI2, [YOU], 1)
    with pytest.raises(ConfigError):
        Table.new("xeri", XERI2, [EASY, EASY], 1)  # nobody to play
    with pytest.raises(ConfigError):
        Table.new("xeri", XERI2, [YOU, {"kind": "ai", "level": "genius"}], 1)
    with pytest.raises(ConfigError):
        Table.new("xix", {}, [YOU, EASY, EASY], 1)


def test_undo_takes_back_the_last_decision_and_the_computer_answers_alike():
    table = Table.new("xeri", XERI2, [YOU, EASY], 21)
    answer = table.answer()
    moves = 0
    while moves < 3 or answer["waiting"] == "computer":
        if answer["waiting"] == "computer":
            table.step()
        else:
            table.play(answer["choices"][0]["event"])
            moves += 1
        answer = table.answer()
    assert answer["can_undo"]
    events = list(table.session.record.events)
    last_mine = max(i for i, e in enumerate(events) if e.get("player") == 0)
    table.undo()
    after = table.answer(news=False)
    assert table.session.record.events == events[:last_mine]
    assert after["waiting"] == "you" and after["news"] == []
    assert table.state.observation(0) == Record("xeri", XERI2, events[:last_mine]).replay() \
        .observation(0)
    # the same decision again brings the same computer answers (seeded by index)
    table.play(events[last_mine])
    while table.answer()["waiting"] == "computer":
        table.step()
    assert table.session.record.events == events


def test_no_undo_before_any_decision_nor_in_hot_seat_nor_after_the_end():
    table = Table.new("xix", {}, [YOU, EASY], 3)
    if table.answer()["waiting"] == "you":
        assert not table.answer()["can_undo"]
        with pytest.raises(IllegalMoveError):
            table.undo()
    hot = Table.new("xix", {}, [YOU, YOU], 3)
    hot.show(hot.answer()["turn"])
    hot.play(hot.answer()["choices"][0]["event"])
    assert not hot.answer()["can_undo"]
    with pytest.raises(IllegalMoveError):
        hot.undo()
    finish(table)
    assert not table.answer()["can_undo"]


def test_hot_seat_shows_one_seat_at_a_time_and_hands_over():
    table = Table.new("xix", {}, [YOU, YOU], 8)
    answer = table.answer()
    # the table is covered until the person to play says who they are
    assert answer["hot_seat"] and answer["waiting"] == "handover" and answer["choices"] == []
    table.show(answer["turn"])
    answer = table.answer()
    assert answer["seat"] == answer["turn"] and answer["waiting"] == "you"
    table.play(answer["choices"][0]["event"])
    answer = table.answer()
    assert answer["waiting"] == "handover" and answer["turn"] != answer["seat"]
    assert answer["choices"] == [] and answer["handover"] == answer["turn"]
    cover = plain(json.dumps(answer["board"], ensure_ascii=False))
    assert '"card"' not in cover and "Player 2" in cover or "Player 1" in cover
    with pytest.raises(IllegalMoveError):
        table.play({"player": answer["turn"], "play": 1})
    with pytest.raises(IllegalMoveError):
        table.show(5)
    table.show(answer["turn"])
    after = table.answer(news=False)
    assert after["seat"] == answer["turn"] and after["waiting"] == "you"
    assert finish(table)[-1]["waiting"] == "finished"


def test_news_tells_what_was_played_captured_and_xeri():
    # A 4-player game has xeris often enough to see one in a few seeds.
    seen = {"play": 0, "taken": 0, "xeri": 0, "sweep": 0, "banner": 0}
    for seed in range(6):
        table = Table.new("xeri", XERI4, [YOU, EASY, EASY, EASY], seed)
        for answer in finish(table):
            for item in answer["news"]:
                fact = item["fact"]
                if fact["kind"] == "play":
                    seen["play"] += 1
                    seen["taken"] += bool(fact["taken"])
                    seen["xeri"] += fact["outcome"] in ("xeri", "jack_xeri")
                    seen["banner"] += bool(item["banner"])
                    assert item["motion"][0]["fly"] == fact["card"] and item["text"]
                seen["sweep"] += fact["kind"] == "sweep"
    assert seen["play"] == 6 * 48  # X5: 4 of the 52 cards start the pile
    assert seen["taken"] > 0 and seen["xeri"] > 0 and seen["xeri"] == seen["banner"]
    assert seen["sweep"] > 0


def test_answers_hold_no_record_and_the_save_is_beside_them():
    table = Table.new("xeri", XERI2, [YOU, EASY], 4)
    reply = table.reply()
    text = json.dumps(reply["answer"])
    assert '"deck"' not in text and '"seed"' not in text and '"events"' not in text
    assert reply["save"]["record"]["events"][1]["chance"] == "shuffle"
    assert reply["save"] == table.saved()


def test_a_saved_game_resumes_exactly():
    table = Table.new("xix", {}, [YOU, EASY], 99)
    answer = table.answer()
    for _ in range(7):
        if answer["waiting"] == "computer":
            table.step()
        elif answer["waiting"] == "you":
            table.play(answer["choices"][-1]["event"])
        answer = table.answer()
    saved = json.loads(json.dumps(table.saved()))
    again = Table.load(saved["record"], saved["seed"], saved["seats"])
    resumed = again.answer(news=False)
    for key in ("board", "choices", "waiting", "status", "can_undo"):
        assert resumed[key] == answer[key], key
    assert again.log() == table.log()
    finish(again)
    finish(table)
    assert again.state.result() == table.state.result()


def test_a_record_loaded_is_the_tables_own_and_the_callers_document_stays_as_it_was():
    """Table.load (records.from_json) copies the document: playing on, or loading the same
    document again, leaves it as it was (the table kept the caller's events list and event
    dicts, and every decision was appended to the caller's document)."""
    table = Table.new("xix", {}, [YOU, EASY], 7)
    for _ in range(3):
        table.play(table.choices()[0]["event"]) if table.waiting() == "you" else table.step()
    doc = json.loads(json.dumps(table.saved()))
    head = doc["record"]
    kept = json.dumps(head)
    first = Table.load(head, doc["seed"], doc["seats"])
    finish(first)
    first.session.record.events[0]["chance"] = "changed"
    assert json.dumps(head) == kept
    second = Table.load(head, doc["seed"], doc["seats"])
    assert second.session.record.events == json.loads(kept)["events"]
    assert finish(second)[-1]["waiting"] == "finished"


def test_the_answer_speaks_the_language_asked():
    table = Table.new("xeri", XERI2, [YOU, EASY], 4, lang="el")
    answer = table.answer()
    assert answer["lang"] == "el" and answer["status"][0].startswith("Γύρος")
    table.lang = "en"
    assert table.answer(news=False)["status"][0].startswith("Round")


def _call(op, **args):
    return json.loads(bridge.handle(json.dumps({"id": 1, "op": op, "args": args})))


def test_bridge_ops_play_a_game_in_one_round_trip_and_refuse_bad_input_in_one_line():
    reply = _call("table_new", game="xeri", config=XERI2, seats=[YOU, EASY], seed=3)
    assert reply["ok"], reply
    result = reply["result"]
    assert set(result) == {"answer", "save"}
    while result["answer"]["waiting"] == "computer":
        result = _call("table_step")["result"]
    before = _call("table_answer")["result"]
    bad = _call("table_play", event={"player": 0, "play": "QQ"})
    assert not bad["ok"] and "\n" not in bad["error"]["message"]
    assert _call("table_answer")["result"] == before
    wrong = _call("table_new", game="chess", config={}, seats=[YOU, EASY], seed=1)
    assert not wrong["ok"] and "chess" in wrong["error"]["message"]
    assert _call("table_answer")["result"] == before  # the table in play is untouched
    good = _call("table_play", event=before["answer"]["choices"][0]["event"])
    assert good["ok"] and good["result"]["answer"]["news"]
    assert len(good["result"]["save"]["record"]["events"]) > len(
        before["save"]["record"]["events"])


def test_the_form_starts_a_game_and_refuses_bad_values():
    form = {"game": "xeri", "players": "4", "seat1": "ai:hard", "seat2": "person",
            "seat3": "ai:easy", "bottom_card": "on", "target.on": "on", "target": "201"}
    reply = _call("table_new", form=form, seed=5)
    assert reply["ok"], reply
    assert reply["result"]["save"]["record"]["config"] == {
        "players": 4, "rounds": 1, "variants": {"bottom_card": True, "target": 201}}
    assert reply["result"]["save"]["seats"][2] == YOU
    for bad in ({"game": "chess"}, {"game": "xeri", "players": "3"},
                {"game": "xeri", "seat1": "wizard"}, {"game": "xeri", "rounds": "x"},
                {"game": "xeri", "rounds": "0"}, {"game": "xix", "players": "4"}):
        refused = _call("table_new", form=bad, seed=1)
        assert not refused["ok"] and "\n" not in refused["error"]["message"], bad
    drawn = _call("setup_form", values={"game": "xix"}, lang="el")["result"]["form"]
    assert "Νέα παρτίδα" in json.dumps(drawn, ensure_ascii=False)


def _inputs(node) -> list[dict]:
    """The attributes of every element of a drawn form ([tag, attrs, *children])."""
    if not isinstance(node, list) or not node or not isinstance(node[0], str):
        return []
    return [{"tag": node[0], **node[1]}] + [a for child in node[2:] for a in _inputs(child)]


def test_switching_the_game_in_the_form_keeps_the_game_chosen():
    """Picking XIX in a form last set for four at Xeri drew the defaults again (Xeri, the
    medium computer): four players is no count of XIX's, and the whole form was refused."""
    four = {"game": "xix", "players": "4", "seat0": "you", "seat1": "ai:easy",
            "seat2": "ai:easy", "seat3": "ai:easy", "rounds": "1"}
    drawn = _inputs(_call("setup_form", values=four, lang="en")["result"]["form"])
    assert [a["value"] for a in drawn if a.get("name") == "game" and a["checked"]] == ["xix"]
    assert {a["name"] for a in drawn if a["tag"] == "select"} >= {"seat1"}
    assert not [a for a in drawn if a.get("name") in ("seat2", "seat3")]    # XIX's two seats


@pytest.mark.parametrize("lang,pile,stock,taken,strikes", [
    ("en", "Pile: ", "Stock: ", "cards taken", ", 0 strikes"),
    ("el", "Στο τραπέζι: ", "Τράπουλα: ", "μαζεμένα", ", 0 ποινές"),
])
def test_your_turn_is_said_with_the_table_in_words(lang, pile, stock, taken, strikes):
    """The live region hears the pile's top card and size, and on a deal's first turn the
    stock, the bottom card (V1) and both sides' captured cards (Xeri; those after a capture
    too); both players' points and strikes (XIX) where they stand; after cards only played,
    only the pile (reviews 6: every turn repeated all of it)."""
    table = Table.new("xeri", XERI4, [YOU, EASY, EASY, EASY], seed=3, lang=lang)
    every = finish(table)[:40]
    answers = [a for a in every if a["waiting"] == "you" and a["choices"]
               and "play" in a["choices"][0]["event"]]
    # "The computer is thinking…" is in the status line, not logged each turn (review 6)
    thinking = {"en": "thinking", "el": "σκέφτεται"}[lang]
    assert not [a["say"] for a in every if thinking in a["say"]]
    assert [a for a in every if thinking in a["status"][-1]]
    said = answers[0]["say"]
    assert (pile in said or "empty" in said or "άδειο" in said) and stock in said, said
    assert ("Bottom card: " if lang == "en" else "Κάτω φύλλο: ") in said, said
    facts = [[n["fact"] for n in a["news"]] for a in answers]
    took = next(a["say"] for a, f in zip(answers, facts, strict=True) if any(
        x["kind"] == "play" and x["taken"] for x in f))
    assert took.count(taken) == 2, took
    quiet = [a["say"] for a, f in zip(answers, facts, strict=True) if f and all(
        x["kind"] == "play" and not x["taken"] for x in f) and len(a["choices"]) < 6]
    assert quiet and not [q for q in quiet if stock in q or taken in q], quiet
    assert all(pile in q or "empty" in q or "άδειο" in q for q in quiet), quiet
    xix = Table.new("xix", {}, [YOU, EASY], seed=5, lang=lang).answer()
    assert xix["waiting"] == "you" and xix["say"].count(strikes) == 2, xix["say"]


@pytest.mark.parametrize("lang,stock", [("en", "Stock"), ("el", "Τράπουλα")])
def test_the_stocks_label_is_never_broken_at_its_dot(lang, stock):
    """Under the stock, "Stock · 36" is held together by no-break spaces: a narrow column
    cannot leave the dot at the end of a line or the number alone on the next."""
    board = Table.new("xeri", XERI2, [YOU, EASY], 3, lang=lang).answer()["board"]
    drawn = json.dumps(board, ensure_ascii=False)
    assert re.search(f'"{stock}\u00a0·\u00a0\\d+"', drawn), drawn


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_handover_names_the_person_it_waits_for_never_you(lang):
    # The first turn is the seat on screen's own: the cover still names the person.
    table = Table.new("xeri", {"players": 4, "rounds": 1, "variants": {}},
                      [YOU, {"kind": "ai"}, YOU, {"kind": "ai"}], 3, lang=lang)
    while table.waiting() != "handover":
        table.step()
    turn = table.state.current_player()
    cover = json.dumps(table.answer()["board"], ensure_ascii=False)
    # the name and its number held together («στον Παίκτη 2» broke after «Παίκτη» at 320 px)
    player = {"en": f"Player\u00a0{turn + 1}", "el": f"Παίκτη\u00a0{turn + 1}"}[lang]
    assert player in cover and not re.search(r"\b(you|σένα|εσύ)\b", cover), cover
    turn_line = plain(table.answer()["status"][-1])
    assert turn_line == {"en": f"Player {turn + 1}'s turn",
                         "el": f"Σειρά του Παίκτη {turn + 1}"}[lang], turn_line


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("game,config,seats", [
    ("xeri", XERI2, [YOU, YOU]), ("xix", {}, [YOU, YOU]),
    ("xeri", XERI4, [YOU, EASY, YOU, EASY]),
])
def test_the_person_taking_the_device_hears_what_happened_then_their_turn(game, config,
                                                                          seats, lang):
    """Hot-seat: the announcement reads in the order things happened. At the cover, what
    the last player did, then whose turn it is; once the next person has the device (the
    page's table_show), what the others did while they were away, each named, then where
    things stand, then "Your turn" (they heard no news there: only where things stand)."""
    named = {"en": r"(Player|Computer)\s\d ", "el": r"Ο (Παίκτης|Υπολογιστής)\s\d "}[lang]
    yours = {"en": "Your turn", "el": "Σειρά σου"}[lang]
    _call("table_new", game=game, config=config, seats=seats, seed=3, lang=lang)
    answer = _call("table_answer")["result"]["answer"]
    covers = takeovers = 0
    for _ in range(40):
        if answer["waiting"] == "handover":
            covers += 1
            whose = answer["status"][-1]    # heard after a round's end sheet, if one is open
            heard = f"{answer['say']} {answer['later']}".strip()
            assert heard.endswith(f"{whose}.") and heard.count(whose) == 1, answer
            answer = _call("table_show", seat=answer["handover"])["result"]["answer"]
            heard = f"{answer['say']} {answer['later']}".strip()   # the rest after a sheet
            said = re.split(r"(?<=[.?;]) ", heard)     # a question ends a sentence too
            if covers > 1:      # the first person to play has nothing to hear of
                takeovers += 1
                assert re.match(named, said[0]), said
            assert said[-1] == f"{yours}." and answer["news"] != [] or covers == 1, said
            assert heard.count(yours) == 1, said
        elif answer["waiting"] == "computer":
            answer = _call("table_step")["result"]["answer"]
        else:
            event = answer["choices"][0]["event"]
            answer = _call("table_play", event=event)["result"]["answer"]
    assert takeovers >= 3


# The second person, as the games' words say it (news, panels, the status line).
SECOND = {"en": r"\b(you|You|your|Your|yours)\b",
          "el": r"\b(εσύ|Εσύ|εσένα|σένα|σου|Έπαιξες|Έκοψες|μάζεψες|Πήρες|πήρες|Έδωσες|Ανέβασες"
                r"|Εγκατέλειψες|Κέρδισες|κέρδισες|μοιράζεις|ανοίγεις)\b"}


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("game,config,seats", [
    ("xeri", XERI2, [YOU, YOU]), ("xeri", XERI4, [YOU] * 4),
    ("xeri", XERI4, [YOU, EASY, YOU, EASY]), ("xix", {}, [YOU, YOU]),
])
def test_the_cover_between_turns_names_the_mover_and_says_you_to_nobody(game, config, seats,
                                                                         lang):
    """Hot-seat: the cover is read by whoever takes the device, so its announcement, score
    line and move log name everyone as the room does, the mover too («Ο Παίκτης 2 έπαιξε
    το εφτάρι μπαστούνι», not the mover's «Έπαιξες…», which reached the next person), and
    tell no card the mover alone saw; once the person has the device, their own moves are
    theirs ("You played") and the others' by name."""
    named = {"en": r"(Player|Computer)\s\d ", "el": r"Ο (Παίκτης|Υπολογιστής)\s\d "}[lang]
    mine = {"en": "You played", "el": "Έπαιξες"}[lang]
    table = Table.new(game, config, seats, 5, lang=lang)
    told = own = 0
    answer = table.answer()
    while answer["waiting"] != "finished":
        if answer["waiting"] == "handover":
            shown = plain(" | ".join([answer["say"], *answer["status"], *table.log()]))
            assert not re.search(SECOND[lang], shown), (re.search(SECOND[lang], shown), shown)
            said = plain(answer["say"]).split(". ")
            if len(said) > 1:       # news, then whose turn: the first of them by name
                told += 1
                assert re.match(named, said[0]), said
                # a computer is called one in the room's words too, never "Player 2"
                people = {"en": "Player", "el": "Ο Παίκτης"}[lang]
                assert not any(said[0].startswith(f"{people} {p + 1} ")
                               for p, seat in enumerate(seats) if seat is EASY), said
            table.show(answer["turn"])
        elif answer["waiting"] == "computer":
            table.step()
        else:
            log = [plain(line) for line in table.log()]
            if len(log) > 12 and game == "xeri":
                own += 1
                assert any(line.startswith(mine) for line in log), log
                assert any(re.match(named, line) for line in log), log
            table.play(answer["choices"][0]["event"])
        answer = table.answer()
    assert told >= 3 and (own or game == "xix")


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_card_the_mover_gave_face_down_is_not_told_on_the_cover(lang):
    """XIX: a card traded from a closed hand goes face down, seen by its giver only (N8);
    the cover after that trade, its announcement and its move log, says a face-down card
    was given (it said "You gave 6" to whoever took the device)."""
    hidden = {"en": "gave a face-down card", "el": "έδωσε ένα κλειστό φύλλο"}[lang]
    table = Table.new("xix", {}, [YOU, YOU], 0, lang=lang)
    trades = 0
    answer = table.answer()
    while answer["waiting"] != "finished" and trades < 3:
        if answer["waiting"] == "handover":
            table.show(answer["turn"])
        else:
            before = len(table.session.record.events)
            events = [c["event"] for c in answer["choices"]]
            closed = [e for e in events if "trade" in e and
                      table.state.preview(e)["hand"] == "closed"]
            table.play((closed or events)[0])
            answer = table.answer()
            fact = answer["news"][0]["fact"] if answer["news"] else {}
            if answer["waiting"] == "handover" and fact.get("kind") == "trade" and \
                    fact["hand"] == "closed":
                trades += 1
                gave = table.session.record.events[before]["player"]
                said = plain(answer["say"])
                assert said.startswith({"en": f"Player {gave + 1} ",
                                        "el": f"Ο Παίκτης {gave + 1} "}[lang]), said
                assert hidden in said and hidden in plain(table.log()[-1]), said
            continue
        answer = table.answer()
    assert trades == 3


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("game,config,players", [("xeri", XERI2, 2), ("xix", {}, 2),
                                                 ("xeri", XERI4, 4)])
def test_a_hot_seat_table_gives_the_scores_in_seat_order_on_every_screen(game, config,
                                                                         players, lang):
    """Hot-seat: the score line lists Player 1's side (or Team 1) first on the cover between
    turns, where nobody is "you", and on each person's own table, where their side is
    "You": it never swaps from one screen to the next (it did, each side first in turn,
    which a new-player review found confusing). The end panel's columns go the same way."""
    first = {"en": "Player 1", "el": "Παίκτης 1"} if players == 2 else \
        {"en": "Team 1 (Player 1 and Player 3)", "el": "Ομάδα 1 (Παίκτης 1 και Παίκτης 3)"}
    answers = finish(Table.new(game, config, [YOU] * players, 3, lang=lang))
    panels = []
    for answer in answers:
        # seat 0's side as this answer names it: by name on every screen, seat 0's own
        # too (it said "You" there: issue 35), the cover's and the end's (nobody is "you")
        own = first[lang]
        scores = plain(answer["status"][1])
        if answer["waiting"] == "handover":
            assert scores.startswith(f"{first[lang]}: ") and not re.search(r"\b(You|Εσύ)\b",
                                                                           scores), scores
        else:
            assert scores.startswith(f"{own}: "), scores
        if answer["panel"]:
            cols = re.findall(r'\["th", \{"scope": "col"\}, "([^"]+)"\]',
                              plain(json.dumps(answer["panel"]["body"], ensure_ascii=False)))
            assert cols[0] == own, cols
            panels.append(answer["seat"])
    assert any(a["waiting"] == "handover" for a in answers)
    assert any(a["seat"] == 1 and a["waiting"] == "you" for a in answers) and panels


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("game,config,players", [("xeri", XERI2, 2), ("xix", {}, 2),
                                                 ("xeri", XERI4, 4)])
def test_a_hot_seat_games_end_names_everyone_and_nobody_you(game, config, players, lang):
    """At the end of a game several people played on one device they all look at one
    screen: the verdict names the winner ("Player 1 wins!"), and so do the score line, the
    end panel's columns, the announcement and the board, its words for a screen reader
    too; none of them says "You" of the last person to have played (it showed "Player 1
    wins!" over columns "Player 1 | You"; the board's seat was still "You", its empty hand
    "Your hand")."""
    you = {"en": r"\b(You|you|Your|your)\b", "el": r"\b(Εσύ|εσύ|σένα|σου|Έπαιξες)\b"}[lang]
    for seat in range(players):     # whoever plays the last card
        table = Table.new(game, config, [YOU] * players, 3 + seat, lang=lang)
        end = finish(table)[-1]
        assert end["waiting"] == "finished" and end["panel"]["over"]
        shown = plain(json.dumps([end["status"], end["panel"], end["say"], end["board"]],
                                 ensure_ascii=False))
        assert not re.search(you, shown), re.search(you, shown)
        if game == "xeri":      # the hand on screen is the last player's, by name
            player = {"en": f"Player {end['seat'] + 1}'s hand",
                      "el": f"Τα φύλλα του Παίκτη {end['seat'] + 1}"}[lang]
            assert f'"aria-label": "{player}"' in shown, player
        assert re.search(r"(Player|Παίκτης|Team|Ομάδα)\s1", end["status"][1]), end["status"]
        # a team's win by its players' names ("Team 2 wins!" beside a score line of names,
        # review 6), a person's by the name typed
        if players == 4 and end["panel"]["verdict"] not in ("The game is a draw",
                                                             "Η παρτίδα έληξε ισόπαλη"):
            assert re.fullmatch(r"(Player \d and Player \d win!|Κέρδισαν ο Παίκτης \d και ο"
                                r" Παίκτης \d!)", plain(end["panel"]["verdict"])), end["panel"]
    named = [{**YOU, "name": "Anna"}, {**YOU, "name": "Bob"}]
    end = finish(Table.new("xeri", XERI2, named, 3, lang=lang))[-1]
    assert re.search("Anna|Bob", end["panel"]["verdict"]), end["panel"]["verdict"]


def test_the_move_log_comes_as_lines_and_as_the_panel_the_page_shows():
    _call("table_new", game="xix", config={}, seats=[YOU, EASY], seed=5)
    for _ in range(6):
        a = _call("table_answer")["result"]["answer"]
        if a["waiting"] == "computer":
            _call("table_step")
        else:
            _call("table_play", event=a["choices"][0]["event"])
    log = _call("table_log", lang="el")["result"]
    assert log["title"] == "Κινήσεις" and len(log["lines"]) >= 3
    items = log["body"][2:]
    assert [item[2] for item in items] == log["lines"]
    assert [item[1].get("data-show") for item in items] == [None] * (len(items) - 1) + ["end"]


def test_the_end_of_round_panel_brings_its_buttons_for_the_game_and_for_an_embed():
    from pygame_core import embed

    table = Table.new("xeri", {"players": 2, "rounds": 2, "variants": {}}, [YOU, EASY], 3)
    kinds = []
    reply = table.reply()["answer"]
    while reply["waiting"] != "finished":
        if reply["waiting"] == "computer":
            table.step()
        else:
            table.play(reply["choices"][0]["event"])
        reply = table.reply()["answer"]
        if reply["panel"] is not None:
            kinds.append((reply["panel"]["over"], [b[1]["id"] for b in reply["panel"]["actions"]]))
    assert kinds == [(False, ["continue"]),
                     (True, ["again", "to-setup", "review-game", "export-end"])]
    frames = [f for f in embed.replay_frames(embed.Scenario(
        table.session.record, 0, len(table.session.record.events)), 0)[0] if f["panel"]]
    assert [(f["panel"]["over"], [b[1]["id"] for b in f["panel"]["actions"]]) for f in frames] \
        == [(False, ["panel-close"]), (True, ["panel-close"])]
    assert [f["panel"]["actions"][0][2] for f in frames] == ["Continue", "Close"]


def test_a_record_file_or_an_embeds_link_is_read_and_checked_before_the_table_loads():
    record = Table.new("xeri", XERI2, [YOU, EASY], 3).session.record.to_json()
    text = json.dumps(record)
    opened = _call("setup_open", text=text, name="mine.json", form={"seat-1": "ai:easy"})
    assert opened["ok"] and opened["result"] == {"record": record, "form": {"seat-1": "ai:easy"},
                                                 "counted": True}
    link = quote(json.dumps({"record": record, "seats": [YOU, EASY], "seat": 0, "x": "Ξερή"}))
    assert _call("setup_open", link=link)["result"] == {"record": record, "seats": [YOU, EASY],
                                                        "seat": 0, "counted": True}
    for args, line in [({"text": "{", "name": "a.json"},
                        "a.json was not opened: it is not a game file"),
                       ({"text": " " * (2 * 1024 * 1024 + 1), "name": "b.json"},
                        "b.json was not opened: the file is larger than 2 MB"),
                       ({"link": "%7B%22record%22%3A1%7D"},
                        "The table could not be opened here: it is not a game file.")]:
        refused = _call("setup_open", **args)
        assert refused["error"] == {"type": "IllegalMoveError", "message": line,
                                    "code": refused["error"]["code"]}, args
        assert refused["error"]["code"] in ("open.json", "open.big", "open.record"), args


def _opened_game():
    """A record of a few decisions (events: first dealer, shuffle, cut, reshuffle, then
    plays), the seats it was played with, and its JSON text."""
    table = Table.new("xeri", XERI2, [YOU, EASY], 3)
    for _ in range(6):
        table.play(table.choices()[0]["event"]) if table.waiting() == "you" else table.step()
    record = json.loads(json.dumps(table.session.record.to_json()))
    assert [("chance" in e) for e in record["events"][:5]] == [True, True, False, True, False]
    return record


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_file_that_cannot_be_opened_is_refused_saying_why(lang):
    """Each expected refusal has its own line, in the page's language, and its own code: a
    file with one edited move is told which move cannot be played (it was told "it is not
    a game file"), as are a game or settings not played here, an impossible shuffle, and
    an embed's link whose seats do not fit its game. Nothing else is touched."""
    record = _opened_game()
    events = record["events"]
    move = json.loads(json.dumps(record))
    move["events"][6] = {**events[6], "play": events[5]["play"]}   # a card already played
    deal = json.loads(json.dumps(record))
    deal["events"][1]["deck"][1] = deal["events"][1]["deck"][0]    # one card twice
    lines = {
        "en": {"move": "m.json was not opened: move 4 cannot be played at that point of the"
                       " game",
               "chance": "m.json was not opened: it has a shuffle or draw that cannot happen",
               "game": "m.json was not opened: its game (chess) is not played here",
               "config": "m.json was not opened: it has settings the game does not have",
               "seat": "The table could not be opened here: its seats do not fit the game."},
        "el": {"move": "Το m.json δεν άνοιξε: η κίνηση 4 δεν μπορεί να παιχτεί σε εκείνο το"
                       " σημείο της παρτίδας",
               "chance": "Το m.json δεν άνοιξε: έχει ανακάτεμα ή κλήρωση που δεν μπορεί να"
                         " γίνει",
               "game": "Το m.json δεν άνοιξε: το παιχνίδι του (chess) δεν παίζεται εδώ",
               "config": "Το m.json δεν άνοιξε: έχει ρυθμίσεις που δεν υπάρχουν στο"
                         " παιχνίδι",
               "seat": "Το τραπέζι δεν άνοιξε εδώ: οι θέσεις του δεν ταιριάζουν στην"
                       " παρτίδα."},
    }[lang]
    files = {"move": move, "chance": deal, "game": {**record, "game": "chess"},
             "config": {**record, "config": {**XERI2, "players": 3}}}
    _call("table_new", game="xix", config={}, seats=[YOU, EASY], seed=2)
    before = _call("table_answer")["result"]
    for code, doc in files.items():
        refused = _call("setup_open", text=json.dumps(doc), name="m.json", lang=lang)
        assert refused["error"] == {"type": "IllegalMoveError", "code": f"open.{code}",
                                    "message": lines[code]}, code
    for seats, seat in (([EASY, EASY], 0), ([YOU, EASY], 2), ([YOU], 0), ("x", 0)):
        link = quote(json.dumps({"record": record, "seats": seats, "seat": seat}))
        refused = _call("setup_open", link=link, lang=lang)
        assert refused["error"] == {"type": "IllegalMoveError", "code": "open.seat",
                                    "message": lines["seat"]}, seats
    assert _call("table_answer")["result"] == before
    # a move that can be played, edited into another legal one, opens
    assert _call("setup_open", text=json.dumps(record), name="m.json")["ok"]


def test_a_fault_in_the_check_is_a_bug_reported_as_one_not_a_refusal(monkeypatch):
    """Only the refusals above are the player's: a fault of the engine's while it checks a
    file comes back as the bridge's InternalError (the page's "Something went wrong"), not
    as "it is not a game file" (which hid engine bugs). JSON nested past the parser's depth
    is not JSON: refused."""
    deep = _call("setup_open", text="[" * 100_000, name="deep.json")
    assert deep["error"]["code"] == "open.json", deep

    def broken(self):
        raise KeyError("a bug")

    text = json.dumps(_opened_game())
    monkeypatch.setattr(Record, "replay", broken)
    reply = _call("setup_open", text=text, name="m.json")
    assert reply["error"] == {"type": "InternalError", "code": "internal",
                              "message": "KeyError: 'a bug'"}


# --- answers ahead: drawn at the click, confirmed by the reply ---------------------
@pytest.mark.parametrize("game,config,seats", [
    ("xeri", XERI2, [YOU, EASY]),
    ("xeri", XERI4, [YOU, EASY, EASY, EASY]),
    ("xeri", XERI2, [YOU, YOU]),
    ("xix", {}, [YOU, EASY]),
    ("xix", {}, [YOU, YOU]),
])
@pytest.mark.parametrize("seed", [3, 8])
def test_an_answer_ahead_is_the_reply_to_come(game, config, seats, seed):
    """Each answer ahead is what the reply to that choice shows, or its beginning where the
    choice also deals (Xeri's last card of a deal: the reply goes on with the next hands);
    none is sent where the choice would show a card the seat has not seen (Xeri's cut;
    XIX: a face-down strike card taken), and every other choice has one."""
    from pygame_core.rng import Rng
    from pygame_core.table import AHEAD, foreseen

    table, rng = Table.new(game, config, seats, seed), Rng(seed)
    drawn = partial = withheld = 0
    answer = table.answer()
    while answer["waiting"] != "finished":
        if answer["waiting"] == "computer":
            table.step()
        elif answer["waiting"] == "handover":
            table.show(answer["turn"])
        else:
            i = rng.below(len(answer["choices"]))
            for choice, early in zip(answer["choices"], answer["ahead"], strict=True):
                after = table.state.foresee(choice["event"])
                assert (early is None) == (not foreseen(table.spec, table.seat, table.state, after))
            early = answer["ahead"][i]
            if isinstance(early, str):      # the reply's: JSON texts (pack_ahead)
                early = json.loads(early)
            table.play(answer["choices"][i]["event"])
            real = table.reply()["answer"]
            if early is None:
                withheld += 1
            elif len(early["news"]) < len(real["news"]):
                partial += 1
                assert real["news"][:len(early["news"])] == early["news"]
                assert early["decisions"] == real["decisions"]
            else:
                drawn += 1
                assert early == {key: real[key] for key in AHEAD}
            answer = real
            continue
        answer = table.answer()
    assert drawn > 5 and (withheld > 0 or len(seats) == 4)
    if game == "xeri" and seats[1] == YOU:     # the second to play lays a deal's last card
        assert partial > 0
def test_no_answer_ahead_unless_the_person_decides_and_none_in_a_guided_game():
    table = Table.new("xix", {}, [YOU, EASY], 4)
    while table.waiting() != "computer":
        table.play(table.answer()["choices"][0]["event"])
    assert "ahead" not in table.answer()
    table.step()
    assert table.waiting() != "you" or table.answer()["ahead"]
    table.tutor = object()      # a guided game's notes go with the reply: none ahead
    assert "ahead" not in table.answer(news=False)


@pytest.mark.parametrize("lang", ["en", "el"])
def test_nobody_is_said_to_think_while_a_rounds_panel_waits(lang):
    """With the end-of-round panel up the table waits for the person: the turn line names
    who plays next, not "the computer is thinking" (a new-user review saw it in XIX)."""
    thinking = {"en": "thinking", "el": "σκέφτεται"}[lang]
    seen = [answer["status"][-1]
            for game, config in (("xix", {}), ("xeri", {"players": 2, "rounds": 3, "variants": {}}))
            for seed in range(1, 4)
            for answer in finish(Table.new(game, config, [YOU, EASY], seed, lang=lang))
            if answer["panel"] is not None and answer["waiting"] == "computer"]
    assert seen  # such panels were met
    assert not [line for line in seen if thinking in line], seen


@pytest.mark.parametrize("lang", ["en", "el"])
def test_between_exchanges_xix_draws_the_draft_and_the_trade_only(lang):
    """In the draft and the trade (N7, N8) the exchange is over: no last trick nor its
    button, no stakes, no strike marks, no strike slid toward a player, nor in words (a
    new-player review saw the finished exchange's there), and no trick: no empty place
    for one (a review saw its dashed box). When the next exchange is played they are back
    (the last trick's taker leads it, N3)."""
    strikes = {"en": "strike", "el": "ποιν"}[lang]
    table = Table.new("xix", {}, [YOU, EASY], 2, lang=lang)
    between = during = 0
    for answer in [table.answer(), *finish(table)]:
        board = json.dumps(answer["board"], ensure_ascii=False)
        if answer["board"][1]["data-phase"] in ("draft", "trade"):
            between += 1
            assert answer["peek"] is None
            for drawn in ('"last-trick"', '"peek"', '"stakes"', '"strikes"', "toward-",
                          '"trick-line"', '"pile"', '"pile-slot"'):
                assert drawn not in board, (drawn, board)
            names = re.findall(r'"spot-name", [^}]*"aria-label": "([^"]+)"', board)
            assert len(names) == 2 and not [n for n in names if strikes in n], names
            if answer["waiting"] == "you":      # where things stand: the points, your turn
                where = (answer["later"] or answer["say"]).split(". ")[-3:]    # after a sheet
                assert not [part for part in where if strikes in part], where
        elif answer["board"][1]["data-phase"] == "play" and '"last-trick"' in board:
            during += 1
            assert answer["peek"] and '"peek"' in board and '"stakes"' in board
            assert '"pile"' in board
    assert between >= 4 and during


def test_a_seat_out_of_range_is_refused_with_the_range_it_checks():
    """Seats count from 0 (as the saved game's "seat" does): the error gives that range (it
    said "seat must be 1..2" of a check that takes 0 and refuses 2)."""
    saved = Table.new("xix", {}, [YOU, YOU], 3).saved()
    for seat in (2, -1, "1", True):
        with pytest.raises(ConfigError, match=r"^seat must be 0\.\.1, not "):
            Table.load(saved["record"], saved["seed"], saved["seats"], seat)
    assert Table.load(saved["record"], saved["seed"], saved["seats"], 1).seat == 1


def _face_up(node) -> set:
    """The cards a board draws face up."""
    found = set()
    if isinstance(node, list):
        if node and node[0] == "card" and node[1].get("card") is not None:
            found.add(node[1]["card"])
        for child in node[1:]:
            found |= _face_up(child)
    return found


def test_the_end_of_a_hot_seat_xix_game_shows_nobodys_closed_hand():
    """Issue 38, 14: the end of a hot-seat game is everyone's screen; XIX's showed the closed
    hand of whoever played last face up. It shows it face down, as many cards as it holds."""
    held = 0
    for seed in range(6):
        table = Table.new("xix", {}, [YOU, YOU], seed)
        end = finish(table)[-1]
        seat = end["seat"]
        closed = table.state.observation(seat)["hands"][seat]["closed"]
        held += bool(closed)
        assert not set(closed) & _face_up(end["board"]), (seed, closed)
        backs = json.dumps(end["board"]).count(f'"data-key": "h{seat}-')
        assert backs == len(closed), (seed, backs, closed)
    assert held    # such ends were met


def test_the_cover_tells_the_page_to_forget_what_the_last_person_heard():
    """Issue 38, 13: a hint asked, then a decision: the hint ("Hint: Play 7♦…") stayed in the
    live region under the cover and in the hidden toast. The answers for the screen everyone
    looks at (the cover, the end) say the page's words start afresh; a seat's own do not,
    but for a new game's first: the last game's lines stayed in the live region (issue 35)."""
    table = Table.new("xeri", XERI2, [YOU, YOU], 5)
    cover = table.answer()
    assert cover["waiting"] == "handover" and cover["fresh"] is True
    table.show(cover["turn"])
    own = table.answer()
    assert own["waiting"] == "you" and own["fresh"] is False
    while True:
        assert table.hint()["text"]
        table.play(table.hint()["event"])
        after = table.answer()
        if after["waiting"] != "you":
            break
        assert after["fresh"] is False
    assert after["waiting"] == "handover" and after["fresh"] is True
    alone = Table.new("xeri", XERI2, [YOU, EASY], 5)
    # a new game's first answer starts afresh too: the last game's lines go (issue 35)
    assert alone.answer()["fresh"] is True and alone.answer()["fresh"] is False
    assert not any(a["fresh"] for a in finish(alone))
    assert finish(table)[-1]["fresh"] is True


@pytest.mark.parametrize("lang", ["en", "el"])
def test_xixs_end_says_the_scores_that_decided_it_and_who_won(lang):
    """Issue 35 English review: "You lose" over 12-7 read "The scores add up to exactly 19:
    the player with fewer points wins", a rule, not a verdict. The end panel's note gives
    the two scores and who wins the game."""
    for seed in range(1, 7):
        table = Table.new("xix", {}, [YOU, EASY], seed, lang)
        last = finish(table)[-1]
        scores = table.state.observation(0)["scores"]
        text = " ".join(visible_text(last["panel"]["body"]))
        assert f"{max(scores)}" in text and (f"{max(scores)} + {min(scores)} = 19" in text) == (
            sum(scores) == 19), text
        won = table.state.observation(0)["winner"] == 0
        assert re.search({"en": r"\byou win\b", "el": r"κερδίζεις"}[lang], text) or not won, text


def visible_text(node) -> list[str]:
    """The strings of a tree of nodes."""
    if isinstance(node, str):
        return [node]
    return [t for kid in node[2:] for t in visible_text(kid)] if isinstance(node, list) else []


def _buttons(node, found=None) -> list:
    """(label, key) of every card a board lets the person press or pick."""
    found = [] if found is None else found
    if isinstance(node, list):
        if node and node[0] == "card" and (node[1].get("pick") or node[1].get("acts")):
            found.append(node[1]["label"])
        for kid in node[2:] if node and isinstance(node[0], str) else node:
            _buttons(kid, found)
    return found


def _helps(node, found=None) -> list:
    """The accessible names of every "?" a tree draws."""
    found = [] if found is None else found
    if isinstance(node, list):
        if node and node[0] == "button" and node[1].get("class") == "help":
            found.append(node[1]["aria-label"])
        for kid in node[1:] if node and isinstance(node[0], str) else node:
            _helps(kid, found)
    return found


@pytest.mark.parametrize("lang,word", [("en", "Rules: "), ("el", "Κανόνες: ")])
def test_each_rules_button_is_named_for_its_topic(lang, word):
    """Five "?" on the new-game form, and two on a table, all read "What the rules say here"
    (issue 35's reviews): each is named for what it opens, and the form's checkboxes are
    named by their own words only, not by the "?" inside their label."""
    for players in ("2", "4"):    # XIX's form has no option with a rule of its own
        drawn = _call("setup_form", values={"game": "xeri", "players": players},
                      lang=lang)["result"]["form"]
        names = _helps(drawn)
        assert len(names) >= 3 and all(n.startswith(word) for n in names), names
        assert len(set(names)) == len(names), names
        text = json.dumps(drawn, ensure_ascii=False)
        boxes = re.findall(r'"type": "checkbox", [^\]]*?"aria-labelledby": "([^"]+)"', text)
        assert boxes and len(boxes) == text.count('"checkbox"'), text
        for box in boxes:   # the name is the option's words, the "?" beside them
            assert re.search(rf'\["span", \{{"id": "{box}"}}, "[^"]+"\]', text), box
    topics = set()
    for game, config, seats in (("xeri", XERI2, [YOU, EASY]), ("xix", {}, [YOU, EASY])):
        answers = [a for a in finish(Table.new(game, config, seats, 4, lang=lang))
                   if a["waiting"] == "you"][:30]
        for answer in answers:
            names = _helps(answer["board"])
            assert names and all(n.startswith(word) for n in names), names
            assert len(set(names)) == len(names), names
            topics.update(names)
    assert len(topics) >= 3, topics


@pytest.mark.parametrize("lang,empty", [("en", "Stock: no cards left to deal"),
                                        ("el", "Τράπουλα: μοιράστηκαν όλα τα φύλλα")])
def test_an_empty_stock_is_named_once(lang, empty):
    """«Τράπουλα: Η τράπουλα τελείωσε» named the stock twice, with a capital after the colon
    (issue 35's Greek review): an empty stock is named as a stock with cards left is."""
    table = Table.new("xeri", XERI2, [YOU, EASY], 3, lang=lang)
    labels = set()
    for answer in finish(table):
        text = json.dumps(answer["board"], ensure_ascii=False)
        labels.update(re.findall(r'"id": "stock", [^}]*"aria-label": "([^"]+)"', text))
    assert empty in labels and not [x for x in labels if re.search(r": [A-ZΑ-Ω]", x)], labels


@pytest.mark.parametrize("lang,teams", [
    ("en", ["Team 1 (Anna and Bo)", "Team 2 (Computer 2 and Computer 4)"]),
    ("el", ["Ομάδα 1 (Μαρία και Bo)", "Ομάδα 2 (Υπολογιστής 2 και Υπολογιστής 4)"])])
def test_a_hot_seat_table_shows_people_by_name_and_teams_with_their_players(lang, teams):
    """Issue 35's reviews: at a table two people share, the score line said "Anna: 0 · You:
    0", and 4-player teams were only «Ομάδα 1 / Ομάδα 2», so nobody could tell which was
    theirs. Each person's own screen shows them by name (sentences still say "you"), and a
    team's name shows its players."""
    name = {"en": "Anna", "el": "Μαρία"}[lang]
    two = Table.new("xix", {}, [{"kind": "human", "name": name}, {"kind": "human",
                                                                  "name": "Bo"}], 3, lang=lang)
    own = [a for a in finish(two) if a["waiting"] == "you"]
    assert own and all(plain(a["status"][1]).startswith(f"{name}: ") for a in own), \
        [a["status"] for a in own]
    assert not [a for a in own if re.search(r"\b(You|Εσύ)\b", plain(a["status"][1]))]
    seats = [{"kind": "human", "name": name}, {"kind": "ai", "level": "easy"},
             {"kind": "human", "name": "Bo"}, {"kind": "ai", "level": "easy"}]
    table = Table.new("xeri", XERI4, seats, 3, lang=lang)
    lines = [plain(a["status"][1]) for a in finish(table)]
    assert lines and all(line.startswith(f"{teams[0]}: ") and f" · {teams[1]}: " in line
                         for line in lines), lines


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("config,seats", [({"players": 2, "rounds": 2, "variants": {}},
                                           [YOU, EASY]), (XERI4, [YOU, EASY, EASY, EASY])])
def test_xeris_score_line_counts_the_points_of_the_round_as_they_stand(lang, config, seats):
    """Xeri's score line gives each side its points as they stand: the game's before this
    round, and this round's cards and xeris taken so far (X12; "most cards" once no other
    side can reach as many). It said "You: 0 · Computer: 0" all round while the captures
    piled up (the reviews read it as frozen); at a round's end it is the game's totals."""
    from pygame_core.xeri.rules import jack_points, side_score
    table = Table.new("xeri", config, seats, 4, lang=lang)
    grew = 0
    while (answer := table.answer())["waiting"] != "finished":
        state = table.state
        view = state.observation(0)
        over = any(f["kind"] == "round_end" for f in view["history"])
        now = []
        for side in (0, 1):
            cards = state._captured[side]
            xeris = [x for x in view["sides"][side]["xeris"]]
            round_points = side_score(cards, 52 - len(cards),
                                      sum(not x["jack"] for x in xeris),
                                      sum(x["jack"] for x in xeris),
                                      jack_points(config["variants"]))["points"]
            now.append(view["totals"][side] + (0 if over else round_points))
        shown = [int(n) for n in re.findall(r": (\d+)", plain(answer["status"][1]))]
        assert shown == now, (answer["status"], now)
        grew += not over and any(now)
        if answer["waiting"] == "computer":
            table.step()
        else:
            table.play(answer["choices"][0]["event"])
    assert grew > 10


def _rows(node, cls: str) -> list:
    """The table rows of class `cls` in a tree of nodes."""
    if not isinstance(node, list):
        return []
    here = [node] if node[0] == "tr" and cls in node[1].get("class", "").split() else []
    return here + [r for kid in node[2:] for r in _rows(kid, cls)]


@pytest.mark.parametrize("lang", ["en", "el"])
def test_xeris_game_over_marks_the_row_that_decides_and_repeats_no_round(lang):
    """Review 3: the end of a Xeri game showed the running total in the winner's colour,
    while rounds won decide it (X14), and a one-round game's "Rounds" table repeated the
    table above it. The decider is marked and said; one round, one table."""
    said = games.get("xeri").words.WORDS[lang]
    for rounds in (1, 2):
        table = Table.new("xeri", {"players": 2, "rounds": rounds, "variants": {}},
                          [YOU, EASY], 3, lang=lang)
        panel = finish(table)[-1]["panel"]
        total = _rows(panel["body"], "total")
        # one round (review 4): its points decide; no running total, rounds won nor the
        # round's own verdict under the game's
        decider = said["line.wins"] if rounds > 1 else said["line.points"]
        assert len(total) == 1 and total[0][2][2] == decider, total
        drawn = json.dumps(panel["body"], ensure_ascii=False)
        assert (said["line.total"] in drawn) == (rounds > 1), drawn
        assert ('"verdict"' in drawn) == (rounds > 1), drawn
        drawn = json.dumps(panel["body"], ensure_ascii=False)
        assert ('"history"' in drawn) == (rounds > 1), drawn
        assert (said["line.decides"] in drawn) == (rounds > 1)
    target = Table.new("xeri", {"players": 2, "rounds": 1, "variants": {"target": 31}},
                       [YOU, EASY], 3, lang=lang)
    total = _rows(finish(target)[-1]["panel"]["body"], "total")
    assert [r[2][2] for r in total] == [said["line.total"]]


def _labels(node) -> list[str]:
    """The labels of the cards a click plays (those with an `act`)."""
    if not isinstance(node, list):
        return []
    here = [node[1]["label"]] if node[0] == "card" and "act" in node[1] else []
    return here + [x for kid in node[2:] for x in _labels(kid)]


def test_a_card_to_play_is_named_in_words_to_a_screen_reader():
    """Review 4 (English): the hand's buttons were "Play 4♦ to start a new pile", which a
    screen reader says as "black diamond suit" or not at all; the log said "the 4 of
    diamonds". A card's button is named in words; what is seen (a hint) keeps the sign."""
    table = Table.new("xeri", XERI2, [YOU, EASY], 3, lang="en")
    answer = table.answer()
    while answer["waiting"] != "you" or "play" not in answer["choices"][0]["event"]:
        table.step() if answer["waiting"] == "computer" else table.play(
            answer["choices"][0]["event"])
        answer = table.answer()
    labels = _labels(answer["board"])
    assert labels and not [x for x in labels if re.search("[♣♦♥♠]", x)], labels
    assert all(re.search(r"the (ace|king|queen|jack|\d+) of (clubs|diamonds|hearts|spades)", x)
               for x in labels), labels
    assert all(re.search("[♣♦♥♠]", c["label"]) for c in answer["choices"])


@pytest.mark.parametrize("lang,asked", [
    ("en", r"Will you abandon the exchange now, and the computer scores (1 point|\d+ points),"
           r" or raise and play on, for \d+ points with the next strike\? Your turn\.$"),
    ("el", r"Εγκαταλείπεις τον γύρο τώρα, και ο υπολογιστής παίρνει (1 πόντο|\d+ πόντους), ή"
           r" ανεβάζεις και συνεχίζεις, για \d+ πόντους με την επόμενη ποινή; Σειρά σου\.$")])
def test_the_raise_or_abandon_question_is_heard_with_its_stakes(lang, asked):
    """Review 9: when XIX's raise-or-abandon panel opened, the live region said nothing of
    the question. It is heard whole, with what abandoning gives and what raising plays for."""
    answer = _call("table_new", game="xix", config={}, seats=[YOU, EASY], seed=3,
                   lang=lang)["result"]["answer"]
    heard = 0
    for _ in range(300):
        if answer["waiting"] == "finished":
            break
        if answer["waiting"] == "computer":
            answer = _call("table_step", lang=lang)["result"]["answer"]
            continue
        events = [c["event"] for c in answer["choices"]]
        if any(e.get("decision") for e in events):
            assert re.search(asked, f"{answer['say']} {answer['later']}".strip()), answer["say"]
            heard += 1
        choice = next((e for e in events if e.get("decision") == "raise"), events[0])
        answer = _call("table_play", event=choice, lang=lang)["result"]["answer"]
    assert heard >= 2
