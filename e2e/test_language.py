"""The language chosen from the phone's ☰ menu: the menu closes and speaks the new
language on every screen, the hot-seat cover included (issue 35: it stayed open, in the
old language, where the screen is not drawn anew: the cover, a review)."""

from play_driver import new_game, tool
from shots import PHONE

MENU_NEW = {"en": "New game", "el": "Νέα παρτίδα"}


def switch(page, lang: str) -> None:
    tool(page, "#btn-lang").click()
    page.wait_for_selector(f"html[lang={lang}]", state="attached")
    page.locator("#btn-new").filter(has_text=MENU_NEW[lang]).wait_for(state="attached")


def test_the_menu_closes_in_the_new_language_after_switching(app):
    page = app.page
    page.set_viewport_size(PHONE)
    page.goto(f"{app.server.url}?pace=instant&seed=3")
    page.wait_for_selector("html[data-app-state=ready] #setup", timeout=90_000)
    switch(page, "el")
    assert not page.locator("#menu-more:popover-open").count(), "the new-game form"
    new_game(page, "xeri", 2, ["person"])
    page.wait_for_selector("#handover-ready")
    switch(page, "en")
    assert not page.locator("#menu-more:popover-open").count(), "the hot-seat cover"
