"""The bridge's ops on the game page's live table (one per worker).

Each answers `{"answer": ..., "save": ...}` (Table.reply), but table_check,
table_hint and table_log, which answer what they say.
"""

from __future__ import annotations

from . import games, words
from .bridge import op
from .errors import GameError
from .records import from_json
from .scene import el
from .seats import check_person_seat
from .table import Table

_table: Table | None = None


def put(table: Table) -> Table:
    """Make `table` the one the ops play at (a guided game's, guide.py)."""
    global _table
    _table = table
    return table


def current(lang=None) -> Table:
    """The table the ops play at, in `lang` from now on if given."""
    if _table is None:
        raise GameError("no game on the table")
    if lang is not None:
        _table.lang = words.check_lang(lang)
    return _table


@op("table_new")
def table_new(seed, game=None, config=None, seats=None, form=None, lang="en") -> dict:
    """A new game: from the new-game form's values, or from game, config and seats."""
    if form is not None:
        from .setup import read

        game, config, seats = read(form)
    return put(Table.new(game, config if config is not None else {}, seats, seed, lang)).reply()


@op("table_load")
def table_load(record, seed, seats=None, seat=None, form=None, lang="en") -> dict:
    """Resume a saved game, or play on from a record file with the form's seats."""
    if form is not None:
        from .setup import read_seats

        seats = read_seats(form, record)
    return put(Table.load(record, seed, seats, seat, lang)).reply(news=False)


@op("table_check")
def table_check(record, seats=None, seat=None, lang=None) -> dict:
    """Whether a record plays (every event checked), and the seats and seat given with it
    fit it (a table opened from an embed), without touching the table."""
    rec = from_json(record)
    rec.replay()
    if seats is not None or seat is not None:
        check_person_seat(games.get(rec.game).players_of(rec.config), seats, seat)
    return {"decisions": sum(1 for e in rec.events if "chance" not in e)}


@op("table_play")
def table_play(event, lang=None) -> dict:
    table = current(lang)
    table.play(event)
    return table.reply()


@op("table_step")
def table_step(lang=None) -> dict:
    table = current(lang)
    table.step()
    return table.reply()


def _said_first(reply: dict, lines: list[str]) -> dict:
    """The reply with `lines` said before what its answer says (sentences, whole)."""
    answer = reply["answer"]
    answer["say"] = words.sentences([*lines, answer["say"]])
    return reply


def _recap(table: Table) -> list[str]:
    """What happened since the seat on screen's last decision, aloud: back on the table
    from another screen, the moves the page did not show are said again (a finished game's
    end was shown: said again, it was heard twice)."""
    if table.hot_seat() or table.state.is_finished():
        return []
    events = table.session.record.events
    mine = [i for i, e in enumerate(events) if e.get("player") == table.seat
            and "chance" not in e]
    after = mine[-1] + 1 if mine else 0
    v, said = table.voice().aloud(), table.spec.words
    states = list(table.session.record.states())[after + 1:]
    return [text for state in states for fact in state.news(table.seat)
            if (text := said.narrate(fact, v))]


@op("table_undo")
def table_undo(lang=None) -> dict:
    table = current(lang)
    table.undo()
    return _said_first(table.reply(news=False), [table.voice().t("undo.done")])


@op("table_show")
def table_show(seat, lang=None) -> dict:
    table = current(lang)
    table.show(seat)
    return table.reply()


@op("table_hint")
def table_hint(lang=None) -> dict:
    return current(lang).hint()


@op("table_log")
def table_log(lang=None) -> dict:
    """The move log, as lines and as the panel the page shows (its last line in view)."""
    table = current(lang)
    lines = table.log()
    items = [el("li", {}, line) for line in lines]
    if items:
        items[-1][1]["data-show"] = "end"
    return {"lines": lines, "title": words.CHROME[table.lang]["log.title"],
            "body": el("ol", {"class": "log", "id": "log-list"}, *items)}


@op("table_answer")
def table_answer(lang=None) -> dict:
    """The answer again (in another language, or back from another screen): no news to
    play, but what happened since the seat's last decision is said."""
    table = current(lang)
    return _said_first(table.reply(news=False), _recap(table))
