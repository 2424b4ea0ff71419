"""What a game's package provides besides its descriptor, as the shared code uses it.

Each part is a module of the game's package, reached as an attribute of the
descriptor (`pygame_core.game.Game`) and imported when first asked for:

- `game.words` (`words.py`, `Words`): the game's word table and its sentences;
- `game.scene` (`scene.py`, `Scene`): what the page draws of an observation;
- `game.ai` (`ai.py`, `Players`): the computer players, hints and the review's values;
- `game.rulebook` (`rulebook.py`, `Rulebook`): the rules for players (guide.py);
- `game.lesson` (`tutorial.py`, `Lesson`): the guided first game (guide.py).

A module conforms structurally: it has every member below, functions taking the
same positional arguments (tests/conformance/ checks every registered game).
`Observation` holds the keys of `State.observation(seat)` that shared code reads;
a game's observation has these and its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, TypedDict

if TYPE_CHECKING:
    from collections.abc import Callable

    from .words import Voice

# One node of the page's tree (pygame_core/scene.py `el`): [tag, attrs, *kids].
Node = list


class Observation(TypedDict):
    """The keys of every game's observation that shared code reads (table.py, ai/)."""

    game: str               # the record's game name
    player: int             # the seat observing
    turn: int | None        # the seat whose decision is due, or None
    finished: bool
    winner: int | None      # the winning side once finished; None: a draw, or not over


class Appraisal(TypedDict, total=False):
    """What `Players.appraise` values (review.py): every legal decision's value, the best
    one, why (facts for the words), and the game's REVIEW scale."""

    options: list[dict]     # {"event": record event, "value": float}
    best: dict
    why: Callable[[dict, dict], dict]   # (the better event, the event played) -> facts
    unit: str
    scale: float
    digits: int
    least: float
    base: float             # optional: a value shown as base + scale x value (a chance)


class Words(Protocol):
    """The game's words (`words.py`): its table and the sentences made of facts."""

    # lang -> key -> template (pygame_core/words.py's forms); "title", "blurb", "learn",
    # "option.<key>" for every option and "count.<key>" for every count are required.
    WORDS: dict[str, dict[str, Any]]

    def card_name(self, card: Any, lang: str) -> str:
        """A card (as records write it) in words."""

    def choice(self, fact: dict, v: Voice, form: str = "do") -> str:
        """A decision's label from its preview ("do"; "did": as taken)."""

    def narrate(self, fact: dict, v: Voice) -> str | None:
        """A fact as a sentence, or None for a fact not told."""

    def reason(self, why: dict, v: Voice) -> str:
        """Why the computer chose (a hint's or a review's facts)."""

    def note(self, key: str, params: dict, v: Voice) -> str:
        """A lesson's note (`Lesson.moment`'s key and params)."""


class Scene(Protocol):
    """What the page draws of a seat's observation (`scene.py`)."""

    def board(self, view: dict, choices: list[dict], v: Voice) -> Node:
        """The table, with the choices on offer."""

    def summary(self, view: dict, v: Voice) -> str:
        """Where things stand, said before "your turn"."""

    def status(self, view: dict, v: Voice) -> list[str]:
        """The score lines."""

    def breakdown(self, view: dict, v: Voice) -> Node:
        """The end of a round's (or exchange's) scores."""

    def end_title(self, view: dict, v: Voice, over: bool) -> str:
        """The end panel's title (`over`: the game's end)."""

    def history(self, view: dict, v: Voice) -> Node:
        """The game's rounds or exchanges so far."""

    def peek(self, view: dict, v: Voice) -> dict | None:
        """A panel shown over the table (a round's last cards), or None."""

    def effects(self, fact: dict, view: dict, v: Voice) -> dict:
        """How a fact shows: "motion", "banner" and "sound", each optional."""


class Players(Protocol):
    """The computer players (`ai.py`): the levels of pygame_core/ai and the references."""

    REFERENCES: tuple[str, ...]     # the fixed players the levels are measured against
    REVIEW: dict[str, Any]          # unit, scale, digits, least (and base): see Appraisal

    def choose(self, view: dict, level: str, seed: int) -> dict:
        """The record event `level` picks for the view's player (who is to move)."""

    def hint(self, view: dict, seed: int) -> tuple[dict, dict]:
        """The hard level's choice and why (facts for `Words.reason`)."""

    def appraise(self, view: dict, seed: int) -> Appraisal | None:
        """Every legal decision valued, for a review; None when there is nothing to choose."""


class Rulebook(Protocol):
    """The rules for players (`rulebook.py`)."""

    # lang -> sections {"id", "title", "body"}; a body's block is a paragraph, or
    # ("cards", [...], caption), ("table", head, rows), ("list", items): guide.py.
    RULES: dict[str, list[dict]]


class Lesson(Protocol):
    """The guided first game (`tutorial.py`): its deal and seats, and what it explains."""

    CONFIG: dict        # the record config
    SEATS: list[dict]   # the table's seats: the newcomer's first
    SEED: int

    def moment(self, view: dict, options: list, recent: list[dict],
               taught: set) -> tuple | None:
        """(key, params, the node id it is about, the rules' topic) to explain now, or None.
        `options`: (event, preview) per choice; `recent`: the facts since the last one,
        after {"kind": "suggested", "key", **params} when the last note suggested a card."""

    def end(self, view: dict, over: bool) -> str:
        """The key ("tut.<key>") of what the end panel says."""


# The descriptor's attribute of each part -> its protocol (game.py names the modules).
class Art(Protocol):
    """The pictures of the game's cards (`art.py`): the bodies of their symbols in the sprite
    (pygame_core/card_art.py), by the names pygame_core.scene.art gives them."""

    def defs(self) -> str:
        """What the cards' drawings share (SVG for a <defs>), or ""."""

    def names(self) -> list[str]:
        """Every card's picture name, in the sprite's order."""

    def drawing(self, art: str) -> str | None:
        """The symbol body of the card `art` names; None for another game's card."""


PARTS: dict[str, type] = {"words": Words, "scene": Scene, "ai": Players,
                          "rulebook": Rulebook, "lesson": Lesson, "art": Art}
