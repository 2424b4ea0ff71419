"""Hot-seat on the page: two people on one device, the cover between their turns.

Whoever takes the device reads the cover, its move log and the live region
(#announce): none of them may speak to the person who just played as "you"
(pygame_core/table.py, Table.room), and once the next person has the device the
live region holds only what is said to them.

Both tests share one page (booted once at ?pace=instant&seed=3): each sets its own size
and language and starts its own game through the menu's New game.
"""

import re

import pytest
from play_driver import new_game, play_one, settle, tool

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

# the second person of the games' words (tests/test_table.py SECOND, in short)
SECOND = {"en": r"\b(you|You|your|Your)\b",
          "el": r"\b(εσύ|Εσύ|σένα|σου|Έπαιξες|Έκοψες|μάζεψες|Πήρες|Έδωσες|Ανέβασες|Εγκατέλειψες)\b"}
NAMED = {"en": r"Player\s\d ", "el": r"Ο Παίκτης\s\d "}
YOURS = {"en": "Your turn.", "el": "Σειρά σου."}


@pytest.fixture(scope="module")
def kept(keep_page):
    return keep_page("?pace=instant&seed=3")


@pytest.fixture
def table(kept, server):
    """The module's page as the test before left it (each test starts its own game)."""
    return kept


def speak(page, lang: str) -> None:
    if page.get_attribute("html", "lang") != lang:
        tool(page, "#btn-lang").click()
        page.wait_for_selector(f"html[lang={lang}]")


def announcements(page) -> list[str]:
    return page.locator("#announce p").all_inner_texts()


def test_the_cover_names_the_mover_and_the_next_person_hears_only_their_own(table):
    """Xeri in Greek, XIX in English, at phone size: at each cover after a decision the
    announcement and the move log name the mover («Ο Παίκτης 2 έπαιξε…», it said the
    mover's «Έπαιξες…» to whoever took the device); after "show my cards" the live region
    holds one line, the news and "your turn" of the person who has the device (it kept the
    last person's lines)."""
    page = table
    page.set_viewport_size({"width": 390, "height": 844})
    for game, lang in (("xeri", "el"), ("xix", "en")):
        speak(page, lang)
        new_game(page, game, 2, ["person"])
        page.wait_for_selector(f"html[data-game={game}] #handover")
        counts, covers = {}, 0
        while covers < 3:
            settle(page)
            if page.locator("#handover-ready").count() and len(counts) > 1:
                covers += 1
                said = announcements(page)[-1]
                assert re.match(NAMED[lang], said) and not re.search(SECOND[lang], said), said
                tool(page, "#btn-log").click()
                page.wait_for_selector("dialog#sheet[open] #log-list li")
                log = page.locator("#log-list li").all_inner_texts()
                assert not re.search(SECOND[lang], " | ".join(log)), log
                assert re.match(NAMED[lang], log[-1]), log
                page.keyboard.press("Escape")
                page.wait_for_selector("dialog#sheet[open]", state="detached")
            if play_one(page, counts) == "handover":
                settle(page)
                heard = announcements(page)
                assert len(heard) == 1 and heard[0].endswith(YOURS[lang]), heard


def test_a_hint_is_not_left_for_the_next_person(table):
    """Issue 38, 13: a person asks for a hint and plays it; the cover the next person is
    handed kept "Hint: Play …" in the live region, and the toast kept it (hidden) through
    later turns. The cover's answer says the words start afresh: neither keeps it."""
    page = table
    page.set_viewport_size({"width": 1280, "height": 720})
    speak(page, "en")
    new_game(page, "xeri", 2, ["person"])
    counts: dict = {}
    for _ in range(20):              # bounded: a page that never offers a card fails
        settle(page)
        if page.locator(".spot-bottom button.card.legal").count():
            break
        play_one(page, counts)       # the cover, the cut
    else:
        raise AssertionError(f"no card to play after {counts}")
    tool(page, "#btn-hint").click()
    page.wait_for_selector("#toast:not([hidden])")
    hint = page.inner_text("#toast")
    # the toast (role=alert) says it once; the live log said it again (issue 35)
    assert page.get_attribute("#toast", "role") == "alert"
    assert hint not in announcements(page), announcements(page)
    page.click("#board button.card.hinted")
    page.wait_for_selector("html[data-waiting=handover][data-busy=false] #handover-ready")
    # "I'm Ben: show my cards" was 33 px high on a phone (review 7): a tap target's 44 px
    assert page.locator("#handover-ready").bounding_box()["height"] >= 44
    heard = announcements(page)
    assert heard and not [line for line in heard if hint in line], heard
    assert page.locator("#toast").text_content() == "" and page.locator("#toast").is_hidden()
