"""An answer: what one seat sees, may do, and hears of what happened.

Every answer is for the seat on screen and is built from what that seat may
know only: its observation, the news of each event as that seat may know it
(`State.news`), and its own choices. `compose` makes it; the live table
(table.py), the embeds and the review use it alike.
"""

from __future__ import annotations

from . import words
from .scene import el
from .seats import voice


def compose(spec, state, seat: int, v: words.Voice, waiting: str, news: list[list[dict]],
            choices: list[dict] | None = None, hot_seat: bool = False,
            room: bool = False) -> dict:
    """The answer for `seat`: what it sees, what it may do, and what happened since the
    last answer (`news`: each event's facts, as `seat` may know them); `room`: for the
    screen everyone looks at, what every seat may know, from `seat`'s place."""
    scene = spec.scene
    said = spec.words
    view = state.observation(seat, room=room)
    choices = choices or []
    fresh, ended = [], False
    for facts in news:
        for fact in facts:
            shown = scene.effects(fact, view, v)
            fresh.append({"fact": fact, "text": said.narrate(fact, v),
                          "motion": shown.get("motion", []), "banner": shown.get("banner"),
                          "sound": shown.get("sound")})
            ended = ended or fact["kind"] in spec.ends
    panel = None
    if (ended or (waiting == "finished" and not news)):
        over = state.is_finished()
        panel = {"title": scene.end_title(view, v, over),
                 "body": el("div", {}, scene.breakdown(view, v), scene.history(view, v)),
                 "over": over, "verdict": _verdict(spec, view, v, hot_seat) if over else None}
    turn = state.current_player()
    if waiting == "finished":
        turn_text = v.t("turn.finished")
    elif waiting == "you":
        turn_text = v.t("turn.you")
    elif waiting == "review":   # a past position: nobody's turn now (review.py)
        turn_text = v.t("turn.review")
    elif waiting == "computer" and panel is None:   # with a panel up, nobody thinks yet
        turn_text = v.of("turn.thinking", turn)
    else:
        turn_text = "" if turn is None else v.of("turn.person", turn)
    aloud = v.aloud()
    said_now = [text for facts in news for fact in facts if (text := said.narrate(fact, aloud))]
    facts = [fact for facts in news for fact in facts]      # where things stand, before
    then = [scene.summary(view, aloud, facts)] if waiting == "you" else []    # "your turn"
    if waiting != "computer" or panel is not None:  # "…is thinking" is seen, not logged
        then.append(turn_text)
    if panel is not None and not panel["over"]:     # the round's end heard first, and the
        said_now.append(panel["title"])             # rest once its sheet is closed
    else:
        said_now, then = [*said_now, *then], []
    return {
        "game": spec.name,
        "lang": v.lang,
        "seat": seat,
        "turn": turn,
        "waiting": waiting,
        "status": [*scene.status(view, v), turn_text],
        "board": scene.board(view, choices, v),
        "choices": choices,
        "news": fresh,
        "say": words.sentences(said_now),
        "later": words.sentences(then),
        "panel": panel,
        "peek": scene.peek(view, v),
    }


def _verdict(spec, view: dict, v: words.Voice, hot_seat: bool) -> str:
    """Who won the game, said to the person at the table, or by name (hot-seat, demos)."""
    winner = view["winner"]
    if winner is None:
        return v.t("verdict.draw")
    players = len(v.names)
    mine = spec.side(view["player"], players)
    team = len(spec.sides(players)[winner]) > 1
    if v.names[view["player"]].you and not hot_seat:
        if team:
            return v.t("verdict.team_wins" if winner == mine else "verdict.team_loses")
        return v.t("verdict.you_win" if winner == mine else "verdict.you_lose")
    members = spec.sides(players)[winner]
    if not any(v.names[m].you for m in members):   # by the names the table shows
        if team:    # "Anna and Computer 2 win!", not "Team 1 wins!" (review 6)
            first, second = (v.names[m].forms["nom"] for m in members)
            return v.t("verdict.pair_win", first=first, First=first[:1].upper() + first[1:],
                       second=second)
        return v.of_side("verdict.wins", winner)
    seats = [{"kind": "ai"}] * players
    return voice(spec, seats, None, v.lang).of_side("verdict.wins", winner)
