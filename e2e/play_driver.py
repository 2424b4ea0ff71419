"""Plays games on the page through clicks only, the way a person would.

Each step waits until the page settles (not animating, the computer done), then
clicks what a person would click: a highlighted card, the deck to cut, raise or
abandon, a draft card, a trade pair, "continue" after a round. It never reads
the game's rules: it clicks highlighted (enabled) choices only.

The page is read in one round trip a step (`look`): a script waits until the page settles,
then says what it shows. The clicks are Playwright's, as a person's.
"""

from __future__ import annotations

SETTLED = ("html[data-busy=false][data-waiting=you], "
           "html[data-busy=false][data-waiting=handover], "
           "html[data-busy=false][data-waiting=finished], dialog#sheet[open]")
STEP_TIMEOUT_MS = 60_000

# Waits (on the page's changes, no polling) until SETTLED is shown, then says what the
# page shows: what play_one needs to choose its click, and the board's phase.
LOOK = """([settled, timeout]) => new Promise((resolve) => {
  const shown = (e) => e.getClientRects().length && getComputedStyle(e).visibility !== "hidden";
  const ready = () => [...document.querySelectorAll(settled)].some(shown);
  const q = (s) => document.querySelector(s) !== null, html = document.documentElement;
  const done = () => { observer.disconnect(); clearTimeout(timer); resolve({
    waiting: html.dataset.waiting ?? null, decisions: html.dataset.decisions ?? null,
    dialog: q("dialog#sheet[open]"), again: q("#again"), handover: q("#handover-ready"),
    cut: q("#cut-button"), raise: q("#raise"), offer: q("#offer button.card.legal"),
    board: q("#board"), phase: document.querySelector("#board")?.dataset.phase ?? null,
    legal: document.querySelectorAll(".spot-bottom button.card.legal").length }); };
  const observer = new MutationObserver(() => { if (ready()) done(); });
  const timer = setTimeout(() => { observer.disconnect(); resolve(null); }, timeout);
  observer.observe(html, { attributes: true, childList: true, subtree: true });
  if (ready()) done();
})"""


def look(page, timeout_ms: int = STEP_TIMEOUT_MS) -> dict:
    """Once the page has settled (SETTLED shown), what it shows, in one round trip:
    waiting and decisions (html's data-), dialog (a panel open), again (a finished game's),
    handover, cut, raise, offer (a draft card to take), board and its phase, legal (how
    many choices the hand has)."""
    state = page.evaluate(LOOK, [SETTLED, timeout_ms])
    assert state is not None, f"the page did not settle in {timeout_ms} ms"
    return state


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
    for selector in ("dialog#sheet[open]", "#menu-more:popover-open", "#menu-rare:popover-open"):
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
    if not control.is_visible():    # behind a phone's "☰", or a desktop's "More"
        page.click("#btn-more" if page.locator("#btn-more").is_visible() else "#btn-rare")
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
    look(page)


def dialog_open(page) -> bool:
    return page.locator("dialog#sheet[open]").count() > 0


def play_one(page, counts: dict, choose_last: bool = False, stop_at_dialog: bool = False) -> str:
    """One person's action; returns what it did ('finished' at the end of the game;
    'dialog', touching nothing, when a round's end is shown and `stop_at_dialog`)."""
    now = look(page)
    if now["dialog"]:
        if now["again"]:
            return "finished"
        if stop_at_dialog:
            return "dialog"
        counts["breakdowns"] = counts.get("breakdowns", 0) + 1
        page.click("#continue")
        return "continue"
    if now["handover"]:
        counts["handovers"] = counts.get("handovers", 0) + 1
        page.click("#handover-ready")
        page.wait_for_selector("#board")
        return "handover"
    if now["waiting"] == "finished":
        return "finished"
    if now["cut"]:
        box = page.locator(".cut-deck").bounding_box()
        page.mouse.click(box["x"] + box["width"] * 0.3, box["y"] + box["height"] / 2)
        page.click("#cut-button")
        counts["cuts"] = counts.get("cuts", 0) + 1
        return "cut"
    if now["raise"]:
        # Raise usually, abandon now and then, so both buttons get used.
        counts["decisions"] = counts.get("decisions", 0) + 1
        page.click("#abandon" if counts["decisions"] % 4 == 0 else "#raise")
        return "decision"
    if now["offer"]:
        counts["drafts"] = counts.get("drafts", 0) + 1
        page.locator("#offer button.card.legal").first.click()
        return "draft"
    if now["phase"] == "trade":
        # The trade: a card of ours, then a strike-row card.
        page.locator(".spot-bottom button.card.legal").first.click()
        page.locator("#strike-row button.card.legal").first.click()
        counts["trades"] = counts.get("trades", 0) + 1
        return "trade"
    page.locator(".spot-bottom button.card.legal").nth(
        now["legal"] - 1 if choose_last else 0).click()
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
        now = look(page)
        kind = None
        if now["dialog"]:
            kind = None if now["again"] else "round end"
        elif now["board"] and now["waiting"] == "you":
            kind = "decision" if now["raise"] else now["phase"]
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
