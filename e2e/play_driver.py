"""Plays games on the page through clicks only, the way a person would.

Each step waits until the page settles (not animating, the computer done), then
clicks what a person would click: a highlighted card, the deck to cut, raise or
abandon, a draft card, a trade pair, "continue" after a round. It never reads
the game's rules: it clicks highlighted (enabled) choices only.
"""

from __future__ import annotations

SETTLED = ("html[data-busy=false][data-waiting=you], "
           "html[data-busy=false][data-waiting=handover], "
           "html[data-busy=false][data-waiting=finished], dialog#sheet[open]")
STEP_TIMEOUT_MS = 60_000


def start(page, url: str, game: str = "xeri", players: int = 2, seats=None, rounds: int = 1,
          variants=(), seed: int = 7) -> None:
    """Open the app and start a game; `seats` are the option values of seats 2..n."""
    page.goto(f"{url}?pace=instant&seed={seed}")
    page.wait_for_selector("html[data-app-state=ready]", timeout=90_000)
    # "ready" comes before a stored game is resumed: wait for it, or for the new-game form.
    page.wait_for_selector(f"#setup, {SETTLED}", state="attached", timeout=STEP_TIMEOUT_MS)
    new_game(page, game, players, seats, rounds, variants)


def new_game(page, game: str = "xeri", players: int = 2, seats=None, rounds: int = 1,
             variants=()) -> None:
    """Start a game from where the app is: the new-game screen, or a table (through the
    menu's New game, answering yes if an unfinished game is to be replaced)."""
    page.wait_for_selector("#setup, #btn-new", state="attached", timeout=STEP_TIMEOUT_MS)
    if dialog_open(page):  # a finished game's result, or a round's
        page.click("dialog#sheet .close")
        page.wait_for_selector("dialog#sheet", state="hidden")
    if not page.locator("#setup").count():
        tool(page, "#btn-new").click()
    page.wait_for_selector("#setup")
    choose(page, f"input[name=game][value={game}]")
    if game == "xeri":
        choose(page, f"input[name=players][value='{players}']")
        for key in variants:
            page.check(f"#variant-{key}")
        if "target" not in variants:
            page.fill("#rounds", str(rounds))
    n = players if game == "xeri" else 2
    for i, value in enumerate(seats or ["ai:easy"] * (n - 1), start=1):
        page.select_option(f"#seat-select-{i}", value)
    page.click("#start")
    page.wait_for_selector("#board, #handover, #ask-yes", timeout=STEP_TIMEOUT_MS)
    if page.locator("dialog#sheet[open] #ask-yes").count():  # not a closed one's
        page.click("#ask-yes")
        page.wait_for_selector("#board, #handover", timeout=STEP_TIMEOUT_MS)


def back_to_the_form(page) -> None:
    """From wherever the page is: its panel and "☰" closed, the new-game form through the
    menu's New game (a game on the table stays there, to be put aside)."""
    for selector in ("dialog#sheet[open]", "#menu-more:popover-open"):
        if page.locator(selector).count():
            page.keyboard.press("Escape")
            page.wait_for_selector(selector, state="detached")
    if not page.locator("#setup").count():
        tool(page, "#btn-new").click()
        page.wait_for_selector("#setup")
    if page.locator("#menu-more:popover-open").count():
        page.keyboard.press("Escape")
        page.wait_for_selector("#menu-more:popover-open", state="detached")


def tool(page, selector: str):
    """A control of the menu (`#btn-rules`, `#speed`), in sight: on a phone most of them
    are behind its "☰", which this opens."""
    control = page.locator(selector)
    if not control.is_visible():
        page.click("#btn-more")
    return control


def choose(page, radio: str) -> None:
    """Click a radio of the new-game form; one that redraws the form (data-refresh) is
    followed by waiting for the new form, so that nothing is typed into the old one."""
    if page.locator(radio).is_checked():
        return
    form = page.query_selector("#setup")
    page.click(radio)
    if page.locator(radio).get_attribute("data-refresh") is not None:
        form.wait_for_element_state("hidden", timeout=STEP_TIMEOUT_MS)
        page.wait_for_selector("#setup")


def settle(page) -> None:
    page.wait_for_selector(SETTLED, timeout=STEP_TIMEOUT_MS)


def dialog_open(page) -> bool:
    return page.locator("dialog#sheet[open]").count() > 0


def play_one(page, counts: dict, choose_last: bool = False, stop_at_dialog: bool = False) -> str:
    """One person's action; returns what it did ('finished' at the end of the game;
    'dialog', touching nothing, when a round's end is shown and `stop_at_dialog`)."""
    settle(page)
    if dialog_open(page):
        if page.locator("#again").count():
            return "finished"
        if stop_at_dialog:
            return "dialog"
        counts["breakdowns"] = counts.get("breakdowns", 0) + 1
        page.click("#continue")
        return "continue"
    if page.locator("#handover-ready").count():
        counts["handovers"] = counts.get("handovers", 0) + 1
        page.click("#handover-ready")
        page.wait_for_selector("#board")
        return "handover"
    waiting = page.get_attribute("html", "data-waiting")
    if waiting == "finished":
        return "finished"
    if page.locator("#cut-button").count():
        box = page.locator(".cut-deck").bounding_box()
        page.mouse.click(box["x"] + box["width"] * 0.3, box["y"] + box["height"] / 2)
        page.click("#cut-button")
        counts["cuts"] = counts.get("cuts", 0) + 1
        return "cut"
    if page.locator("#raise").count():
        # Raise usually, abandon now and then, so both buttons get used.
        counts["decisions"] = counts.get("decisions", 0) + 1
        page.click("#abandon" if counts["decisions"] % 4 == 0 else "#raise")
        return "decision"
    if page.locator("#offer button.card.legal").count():
        counts["drafts"] = counts.get("drafts", 0) + 1
        page.locator("#offer button.card.legal").first.click()
        return "draft"
    if page.locator("#board[data-phase=trade]").count():
        # The trade: a card of ours, then a strike-row card.
        page.locator(".spot-bottom button.card.legal").first.click()
        page.locator("#strike-row button.card.legal").first.click()
        counts["trades"] = counts.get("trades", 0) + 1
        return "trade"
    legal = page.locator(".spot-bottom button.card.legal")
    legal.nth(legal.count() - 1 if choose_last else 0).click()
    counts["plays"] = counts.get("plays", 0) + 1
    return "play"


XIX_KINDS = frozenset({"play", "draft", "trade", "decision"})


def xix_kinds(page, counts: dict, wanted=XIX_KINDS, max_actions: int = 400):
    """Plays XIX by clicks and yields each kind of the person's decision (draft, play,
    trade; "decision" is raise or abandon; "round end" is an exchange's end, if wanted)
    the first time it comes, the page settled on it. Ends when every wanted kind was seen
    or the game is over."""
    seen = set()
    for _ in range(max_actions):
        settle(page)
        board = page.locator("#board")
        kind = None
        if dialog_open(page):
            kind = None if page.locator("#again").count() else "round end"
        elif board.count() and page.get_attribute("html", "data-waiting") == "you":
            kind = "decision" if page.locator("#raise").count() else board.get_attribute(
                "data-phase")
        if kind in wanted and kind not in seen:
            seen.add(kind)
            yield kind
        if wanted <= seen or play_one(page, counts, stop_at_dialog="round end" in wanted
                                      and "round end" not in seen) == "finished":
            return


def play_to_end(page, max_actions: int = 600) -> dict:
    counts: dict = {}
    for _ in range(max_actions):
        if play_one(page, counts) == "finished":
            page.wait_for_selector("#game-result")
            counts["result"] = page.inner_text("#game-result")
            return counts
    raise AssertionError(f"game did not end within {max_actions} actions: {counts}")
