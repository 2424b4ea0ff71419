"""The review of a finished game (issue 18) in the real page and in an embed.

A game one decision from its end is opened (#open=, as from an embed) and finished; the
end panel's Review runs in the engine worker with a progress bar (the count moves while
it works), Cancel brings the table back, and a second run steps through the marked
decisions: the same ones, with the same words, as `pygame_core.review` gives in CPython
for that record and seed. An embed in `mode=review` shows a scenario's review.
"""

from __future__ import annotations

import json
import re
from urllib.parse import quote

import pytest
from boxes import crowded, inside, measure
from play_driver import tool
from shots import shot

from pygame_core import ai, games
from pygame_core.records import Record
from pygame_core.review import Review
from pygame_core.session import Session

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

TIMEOUT = 180_000  # a review values every decision of the seat with the hard level's search
SEED = 11


def _near_the_end() -> tuple[Record, Record]:
    """A 2-player Xeri round, seat 0 playing easy (so it errs), and the same record but for
    its last decision."""
    spec = games.get("xeri")
    session = Session.new("xeri", spec.config(2, dict(spec.deal_options)), SEED)
    while not session.state.is_finished():
        p = session.state.current_player()
        session.apply(ai.choose(session.state.observation(p), ("easy", "medium")[p],
                                len(session.record.events)))
    events = session.record.events
    last = max(i for i, e in enumerate(events) if "chance" not in e)
    return session.record, Record("xeri", session.record.config, events[:last])


PHONES = ({"width": 320, "height": 640}, {"width": 360, "height": 740},
          {"width": 390, "height": 844},
          # held sideways the words got one line, the better card cut off (review 4)
          {"width": 844, "height": 390}, {"width": 740, "height": 360})
REVIEWED = {".review-words": "the words", ".review .actions button": "its buttons",
            "#board .card.review-played": "the card played",
            "#board .card.review-better": "the better card"}


def test_review_runs_in_slices_cancels_and_steps_through_the_marked_decisions(app):
    page = app.page
    whole, head = _near_the_end()
    expected = Review(whole, 0, SEED).run()
    marked = expected.marked()
    assert marked
    opened = {"record": head.to_json(), "seat": 0,
              "seats": [{"kind": "human"}, {"kind": "ai", "level": "medium"}]}
    page.goto(f"{app.server.url}?pace=instant&seed={SEED}#open={quote(json.dumps(opened))}")
    page.wait_for_selector("html[data-app-state=ready]", timeout=90_000)
    last = whole.events[len(head.events)]
    if last["player"] == 0:                                     # finish it by hand
        page.click("#board button.legal")                      # its last card
    page.wait_for_selector("dialog#sheet[open] #review-game", timeout=TIMEOUT)

    # Review, its progress moving, then Cancel: the finished table and its end panel again.
    page.click("dialog#sheet[open] #review-game")
    page.wait_for_selector("html[data-review=working] #review-progress", state="attached")
    count = page.locator("#review-count")
    count.filter(has_text=re.compile(r"^[1-9]")).wait_for(timeout=TIMEOUT)
    assert count.inner_text().endswith(f"of {len(expected.todo)} decisions")
    page.click("#review-cancel")
    page.wait_for_selector("html[data-review=closed]", state="attached")
    page.wait_for_selector("dialog#sheet[open] #review-game", timeout=TIMEOUT)
    assert page.locator("#review-progress").count() == 0

    # Run to the end: the first marked decision, as CPython reviews the same record.
    page.click("dialog#sheet[open] #review-game")
    page.wait_for_selector("html[data-review=step][data-review-step='0']", state="attached",
                           timeout=TIMEOUT)
    said = expected.frame(0, "en")["review"]
    assert page.inner_text("#review-step") == said["title"]
    # the focus on its words, not lost to the page's body when Cancel went (review 5)
    assert page.evaluate("() => document.activeElement.matches('#review .review-words')")
    assert page.inner_text("#review-played") == said["played"]
    assert page.inner_text("#review-better") == f"{said['better']}. {said['reason']}"
    assert page.locator("#stage #board").count() == 1           # the position, as seen then
    assert page.locator("#board .card.review-played").count() == 1  # both cards outlined
    assert page.locator("#board .card.review-better").count() == 1
    # On a 1280x720 screen the words sit beside the position: the two outlined cards are
    # in sight, not under the table's edge (above the board, the words pushed them there).
    stage = page.locator("#stage").bounding_box()
    for card in ("review-played", "review-better"):
        box = page.locator(f"#board .card.{card}").bounding_box()
        in_sight = box["y"] + box["height"] <= page.viewport_size["height"]
        assert inside(box, stage) and in_sight, (card, box, stage)
    # On a phone the words above the board scroll inside their box: they, its buttons and
    # both outlined cards whole on screen and apart (in full, the words pushed the cards off).
    found = []
    for size in PHONES:
        page.set_viewport_size(size)
        parts = measure(page, REVIEWED)
        assert all(parts.values()), (size, parts)
        found += crowded(parts, {"x": 0, "y": 0, **size}, f"the review at {size}")
        # all its words shown: held sideways they scrolled in a box of 100 px (review 5)
        hidden = page.locator(".review-words").evaluate("(e) => e.scrollHeight - e.clientHeight")
        found += [f"the review at {size}: {hidden} px of its words scroll"] \
            if hidden > 1 and size["width"] > 320 else []  # at 320x640 they give way
        shot(page, f"review-{size['width']}x{size['height']}")
    assert not found, "\n".join(found)
    assert page.locator("#review-prev").is_disabled()
    if len(marked) > 1:
        page.click("#review-next")
        page.wait_for_selector("html[data-review-step='1']", state="attached")
        assert page.inner_text("#review-played") == expected.frame(1, "en")["review"]["played"]
    # Another language: the same step, in its words (it went back to the end panel).
    step = page.get_attribute("html", "data-review-step")
    tool(page, "#btn-lang").click()
    page.locator("#review-played").filter(
        has_text=expected.frame(int(step), "el")["review"]["played"]).wait_for(timeout=TIMEOUT)
    assert page.get_attribute("html", "data-review") == "step"
    assert page.get_attribute("html", "data-review-step") == step
    assert page.locator("#board .card.review-played").count() == 1
    if page.locator("#menu-more:popover-open").count():    # the phone's ☰ menu, closed again
        page.click("#btn-more")
    page.click("#review-close")
    page.wait_for_selector("dialog#sheet[open] #review-game", timeout=TIMEOUT)
    # A review left for a new game is gone: the language button redraws the new game.
    page.click("dialog#sheet[open] #review-game")
    page.wait_for_selector("html[data-review=step]", state="attached", timeout=TIMEOUT)
    tool(page, "#btn-new").click()
    page.click("#setup [type=submit]")
    page.wait_for_selector("#board .hand[aria-label='Τα φύλλα σου'] button.legal",
                           timeout=TIMEOUT)
    tool(page, "#btn-lang").click()
    page.wait_for_selector("#board .hand[aria-label='Your hand']", timeout=TIMEOUT)
    assert page.locator("#review").count() == 0
    assert app.csp_violations() == []


def test_an_embed_shows_a_scenarios_review(page, server):
    page.goto(f"{server.url}embed.html?mode=review&lang=el&scenario=scenarios/xix-nineteen.json")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    page.click("#start")
    page.wait_for_selector("html[data-review=step]", state="attached", timeout=TIMEOUT)
    assert page.inner_text("#review-better").startswith("Καλύτερα να ")
    # the chance to win before and after, as a player says it (issue 34), no percentage
    from pygame_core.xix.words import WORDS

    said = {text for key, text in WORDS["el"].items() if key.startswith("review.cost.")}
    assert page.inner_text("#review-cost") in said
    page.click("#review-close")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")


def _abandon_hinted() -> Record:
    """A XIX game (medium for both) up to a raise-or-abandon decision of seat 0 where the
    hint (the hard level, the table's hint seed for SEED) says Abandon."""
    from pygame_core.rng import derive_seed

    for seed in range(1, 40):
        session = Session.new("xix", {}, seed)
        while not session.state.is_finished():
            p = session.state.current_player()
            view = session.state.observation(p)
            n = len(session.record.events)
            if p == 0 and view["phase"] == "decision" and ai.hint(
                    session.state, 0, derive_seed(SEED, "hint", n))[0].get("decision") == "abandon":
                return session.record
            session.apply(ai.choose(view, "medium", seed + n))
    raise AssertionError("no hinted abandon found")


def test_the_hinted_choice_has_the_main_buttons_style(app):
    """Issue 34: when the hint said Abandon, Raise kept the main button's style. The hint's
    choice takes it, and the other gives it up."""
    page = app.page
    record = _abandon_hinted()
    opened = {"record": record.to_json(), "seat": 0,
              "seats": [{"kind": "human"}, {"kind": "ai", "level": "medium"}]}
    page.goto(f"{app.server.url}?pace=instant&seed={SEED}#open={quote(json.dumps(opened))}")
    page.wait_for_selector("html[data-app-state=ready][data-waiting=you] #abandon",
                           timeout=90_000)

    def looks() -> dict:
        return {b: page.eval_on_selector(f"#{b}", "e => [getComputedStyle(e).backgroundColor,"
                                                  " getComputedStyle(e).fontWeight]")
                for b in ("raise", "abandon")}

    before = looks()
    assert before["raise"] != before["abandon"]
    page.click("#btn-hint")
    page.wait_for_selector("#abandon.hinted")
    after = looks()
    assert after == {"raise": before["abandon"], "abandon": before["raise"]}, (before, after)
