"""Whole games by keyboard only (issue 6): Tab, arrow keys, Enter and Space; and every
move announced to screen readers through the live region (#announce).

The driver presses keys the way a keyboard user would: it moves the focus with Tab
or the arrow keys until a control it wants has it (checked on the element with the
focus, never by clicking), then presses Enter or Space. It reads no rules: it picks among the
enabled (legal) choices only.

The tests share one page (booted once): each starts from the new-game form in English,
Xeri chosen, reached through the menu; a game the test before left unfinished is put
aside by keyboard when the new one starts.
"""

import re

import pytest
from play_driver import back_to_the_form, choose, look, settle, tool
from shots import DESKTOP, PHONE, shot

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts


def focused(page, selector: str) -> bool:
    """The focus is on a match of `selector` (read in one evaluate: a locator's count()
    costs three times its CPU, and a game asks after every key)."""
    return page.evaluate("(s) => document.activeElement?.matches(s) ?? false", selector)


def move_focus(page, selector: str, key: str = "Tab", limit: int = 80) -> None:
    """Press `key` until the focus is on an element matching `selector`."""
    for _ in range(limit):
        if focused(page, selector):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{key} never brought the focus to {selector}")


def focus_tool(page, selector: str) -> None:
    """Tab to a control of the menu; on a phone, to "☰" first, whose panel Enter opens (on a
    desktop, to "More")."""
    if not page.locator(selector).is_visible():     # or a desktop's "More"
        more = "more" if page.locator("#btn-more").is_visible() else "rare"
        move_focus(page, f"#btn-{more}")
        page.keyboard.press("Enter")
        page.wait_for_selector(f"#menu-{more}:popover-open")
    move_focus(page, selector)


@pytest.fixture(scope="module")
def kept(keep_page):
    """The module's page, booted once: every new game there is seed 21's."""
    return keep_page("?pace=instant&seed=21")


@pytest.fixture
def page(kept, server):
    """The kept page as a new visitor's starts: the new-game form, in English, with Xeri
    chosen (the form keeps the last game's choices); closed whatever was open over it."""
    back_to_the_form(kept)
    if kept.get_attribute("html", "lang") != "en":     # on the form: no panel drawn again
        tool(kept, "#btn-lang").click()
        kept.wait_for_selector("html[lang=en] #setup")
        back_to_the_form(kept)                          # the "☰" the switch was in, closed
    choose(kept, "input[name=game][value=xeri]")
    kept.locator("input[name=game][value=xeri]").focus()    # where a new form's focus is
    return kept


def start_by_keyboard(page, game: str, seat1: str = "ai:easy") -> None:
    """Choose the game and the second seat with the keyboard, then start."""
    move_focus(page, "input[name=game]:checked")
    if game == "xix":
        page.keyboard.press("ArrowDown")  # the radio group moves to XIX
        page.wait_for_selector("input[name=game][value=xix]:focus")
    move_focus(page, "#seat-select-1")
    options = ["ai:easy", "ai:medium", "ai:hard", "person"]
    for _ in range(4):
        now = page.locator("#seat-select-1").input_value()
        if now == seat1:
            break
        page.keyboard.press("ArrowUp" if options.index(seat1) < options.index(now) else "ArrowDown")
    assert page.locator("#seat-select-1").input_value() == seat1
    move_focus(page, "#start")
    page.keyboard.press("Enter")
    page.wait_for_selector("#board, #handover, #ask-yes", timeout=60_000)
    if page.locator("dialog#sheet[open] #ask-yes").count():     # put aside the game left
        move_focus(page, "#ask-yes")
        page.keyboard.press("Enter")
        page.wait_for_selector("#board, #handover", timeout=60_000)


def key_step(page, counts: dict) -> str:
    """One action by keyboard; returns what it did ('finished' at the end)."""
    now = look(page)
    if now["dialog"]:
        if now["again"]:
            assert focused(page, "#again")  # the primary action has the focus
            return "finished"
        assert focused(page, "#continue")
        # the round's end heard first, whose turn once its sheet is closed (review 5, #7)
        said, turn = announcements(page)[-1], page.inner_text("#turn")
        assert page.inner_text("#sheet-title") in said and turn not in said, (said, turn)
        counts["breakdowns"] = counts.get("breakdowns", 0) + 1
        page.keyboard.press("Enter")
        page.wait_for_selector("dialog#sheet[open]", state="detached")
        page.wait_for_function("""([said, turn]) => { const lines = [...document.querySelectorAll(
            '#announce p')].map((p) => p.textContent);
            return lines.slice(lines.lastIndexOf(said) + 1).some((l) => l.includes(turn)); }""",
                               arg=[said, turn])
        return "continue"
    if now["handover"]:
        move_focus(page, "#handover-ready")
        counts["handovers"] = counts.get("handovers", 0) + 1
        page.keyboard.press("Space")
        page.wait_for_selector("#board")
        return "handover"
    if now["waiting"] == "finished":
        return "finished"
    n = counts["actions"] = counts.get("actions", 0) + 1
    if page.locator(".cut-range").count():
        move_focus(page, ".cut-range")
        before, low = (int(page.locator(".cut-range").input_value()),
                       int(page.locator(".cut-range").get_attribute("min")))
        for _ in range(1 + n % 5):
            page.keyboard.press("ArrowLeft")
        cut = int(page.locator(".cut-range").input_value())
        assert cut == max(low, before - (1 + n % 5)), (before, cut)   # the arrows move it
        # its value said in words, as its button says it, not a bare number (review 5)
        spoken = page.locator(".cut-range").get_attribute("aria-valuetext")
        assert spoken == page.inner_text("#cut-button") and str(cut) in spoken, spoken
        page.keyboard.press("Enter")
        counts["cuts"] = counts.get("cuts", 0) + 1
        counts["cut_at"] = cut
        return "cut"
    if now["raise"]:
        counts["decisions"] = counts.get("decisions", 0) + 1
        # the question heard, whole, with what abandoning gives and what raising plays for
        said, now_at, next_at = (announcements(page)[-1],      # the ladder's points row
                                 page.inner_text("#ladder tr:last-child td.now"),
                                 page.inner_text("#ladder tr:last-child td.next"))
        assert re.search(rf"(abandon|Εγκαταλείπεις).* {now_at.split()[0]} .* {next_at} .*[?;]",
                         said), (said, now_at, next_at)
        move_focus(page, "#abandon" if counts["decisions"] % 4 == 0 else "#raise")
        page.keyboard.press("Enter")
        return "decision"
    if now["offer"]:
        move_focus(page, "#offer button.card.legal")
        counts["drafts"] = counts.get("drafts", 0) + 1
        page.keyboard.press("Enter")
        return "draft"
    if now["phase"] == "trade":
        move_focus(page, ".spot-bottom button.card.legal")
        page.keyboard.press("Space")  # the card to give...
        page.wait_for_selector(".spot-bottom button.card.picked")
        # the pick is heard too: pressed, the others not (review 7)
        pressed = page.locator(".spot-bottom button.card[aria-pressed]")
        assert [c.get_attribute("aria-pressed") for c in pressed.all()].count("true") == 1
        assert pressed.count() == page.locator(".spot-bottom button.card.legal").count()
        # ...then the focus is on a strike-row card to take
        assert focused(page, "#strike-row button.card.legal")
        page.keyboard.press("ArrowRight")
        move_focus(page, "#strike-row button.card.legal", key="ArrowRight")
        page.keyboard.press("Enter")
        counts["trades"] = counts.get("trades", 0) + 1
        return "trade"
    move_focus(page, ".spot-bottom button.card.legal")
    for _ in range(n % now["legal"]):
        page.keyboard.press("ArrowRight")
    assert focused(page, "button.card.legal")
    if "ring" not in counts:    # a faint white lift beside the yellow rings (review 7, F6)
        counts["ring"] = page.evaluate(CARD_RING)
        width, offset, style = counts["ring"]
        assert style != "none" and width >= 4 and offset >= 4, counts["ring"]
    page.keyboard.press("Enter" if n % 2 else "Space")
    counts["plays"] = counts.get("plays", 0) + 1
    return "play"


# The focused card's ring: its width, how far out (clear of the 3 px "playable" ring, the
# felt showing between) and its style.
CARD_RING = """() => { const s = getComputedStyle(document.activeElement);
    return [parseFloat(s.outlineWidth), parseFloat(s.outlineOffset), s.outlineStyle]; }"""


def announcements(page) -> list[str]:
    return page.locator("#announce p").all_inner_texts()


def test_a_two_player_xeri_game_by_keyboard_with_every_move_announced(page):
    page.set_viewport_size(DESKTOP)
    start_by_keyboard(page, "xeri")
    counts: dict = {}
    said: list[str] = []
    for _ in range(400):
        settle(page)
        said.extend(line for line in announcements(page) if line not in said[-8:])
        if counts.get("plays") == 1 and "shot" not in counts:
            counts["shot"] = shot(page, "keyboard-focus-desktop") or 1
        if key_step(page, counts) == "finished":
            break
    assert page.locator("#again:focus").count() == 1
    result = page.inner_text("#game-result")
    assert result in ("You win!", "You lose", "The game is a draw")
    assert counts["plays"] == 24 and counts.get("cuts", 0) <= 1, counts
    # the live region says every move: ours and the computer's, in order
    text = " | ".join(said)
    assert re.search(r"The computer played the ", text), text
    assert "Game over" in text
    page.keyboard.press("Escape")  # the game-over sheet closes
    page.wait_for_selector("dialog#sheet[open]", state="detached")


def test_live_region_tells_the_person_and_the_computer_moves(page):
    page.set_viewport_size(PHONE)
    start_by_keyboard(page, "xeri")
    counts: dict = {}
    while counts.get("plays", 0) < 3:
        key_step(page, counts)
        settle(page)
    said = announcements(page)
    ours = [line for line in said if re.match(r"You played ", line)]
    theirs = [line for line in said if re.search(r"The computer played ", line)]
    assert ours and theirs, said
    # each line names the card in words, and the last one says whose turn it is
    assert re.search(r"(ace|king|queen|jack|\d+) of (clubs|diamonds|hearts|spades)", ours[-1])
    assert said[-1].endswith("Your turn.")
    # and where things stand: the pile (the stock and the cards taken on a deal's first
    # turn, after a capture, and in full on the language's switch below)
    assert re.search(r"(Pile: .+, \d+ cards?|The pile is empty)\. ", said[-1]), said[-1]
    # in Greek the same moves are told in Greek
    focus_tool(page, "#btn-lang")
    page.keyboard.press("Enter")
    page.wait_for_selector("html[lang=el]")
    key_step(page, counts)
    settle(page)
    greek = announcements(page)
    assert any(re.match(r"Έπαιξες (τον|τη|το) ", line) for line in greek), greek
    assert any("Ο υπολογιστής έπαιξε " in line for line in greek), greek
    assert greek[-1].endswith("Σειρά σου.")
    # where things stand in full, once, in the new language (after it, only what changes)
    assert [line for line in greek if "Τράπουλα: " in line and line.count("μαζεμέν") == 2], greek


def test_a_xix_game_by_keyboard_in_greek(page):
    page.set_viewport_size(PHONE)
    focus_tool(page, "#btn-lang")
    page.keyboard.press("Enter")
    page.wait_for_selector("html[lang=el]")
    start_by_keyboard(page, "xix")
    counts: dict = {}
    labels_checked = False
    for _ in range(900):
        if not labels_checked and page.locator(".spot-bottom button.card.legal").count() \
                and page.get_attribute("html", "data-waiting") == "you":
            label = page.locator(".spot-bottom button.card.legal").first.get_attribute("aria-label")
            assert label.startswith("Παίξε το ") and "χέρι σου" in label, label
            labels_checked = True
        if key_step(page, counts) == "finished":
            break
    assert page.inner_text("#game-result") in ("Κέρδισες!", "Έχασες")
    assert all(counts.get(k) for k in ("drafts", "trades", "decisions")), counts
    assert labels_checked
    said = " | ".join(announcements(page))
    assert "Τέλος παρτίδας" in said
    # the move log is in Greek, opened and closed by keyboard
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog#sheet[open]", state="detached")
    focus_tool(page, "#btn-log")
    page.keyboard.press("Enter")
    page.wait_for_selector("dialog#sheet[open] #log-list li")
    items = page.locator("#log-list li").all_inner_texts()
    assert all(re.search("[α-ωά-ώ]", item) for item in items), items[:5]
    assert any(re.match("(Πήρες|Ο υπολογιστής πήρε) το ", item) for item in items)
    assert any(re.match("(Έδωσες|Ο υπολογιστής έδωσε) ", item) for item in items)
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog#sheet[open]", state="detached")


def test_hot_seat_hand_over_by_keyboard(page):
    page.set_viewport_size(PHONE)
    start_by_keyboard(page, "xeri", seat1="person")
    counts: dict = {}
    heard = []
    while counts.get("plays", 0) < 6:
        settle(page)    # the hand-over may be drawn ahead, the focus comes with the reply
        if page.locator("#handover").count():
            assert page.locator("#board").count() == 0  # the hands are hidden
            assert focused(page, "#handover-ready")
        if key_step(page, counts) == "handover" and counts.get("plays"):
            settle(page)
            heard.append(announcements(page)[-1])
    assert counts["handovers"] >= 6
    # The person given the device hears what the other did, then that it is their turn;
    # the status line is no live region (it named the coming person before the news).
    assert page.locator("#status[role], #status[aria-live]").count() == 0
    assert len(heard) >= 5 and all(re.match(r"Player\s\d .*\. Your turn\.$", line)
                                   for line in heard), heard


RING = """() => { const e = document.activeElement, s = getComputedStyle(e);
    let p = e.parentElement, bg = "rgba(0, 0, 0, 0)";
    // the first background that is nearly opaque (a faint one shows what is under it)
    while (p && /rgba\\(.*, 0(\\.[0-4]\\d*)?\\)$/.test(bg = getComputedStyle(p).backgroundColor))
      p = p.parentElement;
    return {what: `${e.tagName} ${e.id} ${e.className}`.trim(), style: s.outlineStyle,
            width: parseFloat(s.outlineWidth), color: s.outlineColor, around: bg}; }"""


def _luminance(rgb: str) -> float:
    r, g, b = (int(x) / 255 for x in re.findall(r"[\d.]+", rgb)[:3])
    return sum(w * (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
               for w, c in zip((0.2126, 0.7152, 0.0722), (r, g, b), strict=True))


def unringed(page, stops: int = 40) -> list[str]:
    """Tab through `stops` controls: those whose focus ring is missing, thin, or under 3:1
    against what it is drawn on (WCAG 1.4.11)."""
    found = []
    for _ in range(stops):
        page.keyboard.press("Tab")
        ring = page.evaluate(RING)
        if ring["what"].startswith("BODY"):
            continue
        a, b = sorted((_luminance(ring["color"]), _luminance(ring["around"])))
        if ring["style"] == "none" or ring["width"] < 2 or (b + 0.05) / (a + 0.05) < 3:
            found.append(f"{ring}")
    return sorted(set(found))


def test_every_control_shows_where_the_focus_is(page):
    """Review 3: the focus ring was not visible on every control. At a phone's size and a
    desktop's, on the new-game form and in a lesson (its note is light): every control
    Tab reaches has a ring of 2 px or more, at 3:1 against what is around it."""
    found = []
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        found += unringed(page)
    # Sound on or off is seen in words, not only by a line through it (review 4)
    sound = page.locator("#btn-sound")
    page.click("#btn-rare")     # a desktop's "More", where the sound is (it stays open)
    shows = "(s) => document.getElementById('btn-sound').innerText === s"
    for shown in ("Sound: on", "Sound: off"):
        page.wait_for_function(shows, arg=shown)
        sound.click()
    page.wait_for_function(shows, arg="Sound: on")
    page.keyboard.press("Escape")
    page.wait_for_selector("#menu-rare:popover-open", state="detached")
    focus_tool(page, "#btn-learn")
    page.keyboard.press("Enter")
    page.wait_for_selector("#tutor-note, dialog#sheet[open] #ask-yes")
    if page.locator("dialog#sheet[open] #ask-yes").count():     # a game left: put aside
        move_focus(page, "#ask-yes")
        page.keyboard.press("Enter")
    page.wait_for_selector("#tutor-note")
    settle(page)
    # the focus on the card the lesson suggests, not on the first one (review 8)
    page.wait_for_selector("#stage button.card.hinted:focus", state="attached")
    found += unringed(page, 30)
    assert not found, "\n".join(found)


def test_the_focus_stays_in_the_hand_after_a_play_and_after_undo(page):
    """Review 9: after a card played by keyboard, the focus fell to <body> while the
    computer played: a key pressed then started from the top of the page. It waits on the
    hand's row, then comes to a card of the hand (and after Undo), with no Tab pressed."""
    page.set_viewport_size(DESKTOP)
    start_by_keyboard(page, "xeri")
    in_hand = "#stage .spot-bottom button.card.legal"
    counts: dict = {}
    while look(page)["cut"]:
        key_step(page, counts)
    move_focus(page, in_hand)   # once; then it stays in the hand by itself
    page.evaluate(FOCUS_LOG)
    for _ in range(3):
        page.keyboard.press("Enter")
        settle(page)
        assert focused(page, in_hand), page.evaluate("document.activeElement.outerHTML")
    where = page.evaluate("window.focusLog")
    assert "computer" in {w for w, _ in where}, where       # the computer's turns were seen
    assert all(f.startswith("DIV hand") or "card" in f for _, f in where), where
    decisions = int(look(page)["decisions"])
    focus_tool(page, "#btn-undo")
    page.keyboard.press("Enter")
    page.wait_for_function("(d) => document.documentElement.dataset.decisions < d",
                           arg=decisions)
    settle(page)
    page.wait_for_function("(s) => document.activeElement?.matches(s)", arg=in_hand,
                           timeout=5000)


# Where the focus is each time the table changes hands or is busy (waiting, the element).
FOCUS_LOG = """() => { window.focusLog = []; new MutationObserver(() => {
    const e = document.activeElement, d = document.documentElement.dataset;
    window.focusLog.push([d.waiting, `${e.tagName} ${e.className}`]); }).observe(
    document.documentElement, { attributes: true,
                                attributeFilter: ["data-busy", "data-waiting"] }); }"""


def test_a_desktops_bar_shows_eight_tools_and_the_rest_by_keyboard(page):
    """Review 9: a desktop's bar had 14 controls in a row, too many for a newcomer to read.
    It shows at most 8 (the game's, learning, the language); the rare ones (the moves, the
    statistics, export, sound, speed, About) fold under "More", which Tab and Enter open,
    each of them then reached by Tab."""
    page.set_viewport_size(DESKTOP)
    start_by_keyboard(page, "xeri")
    settle(page)
    shown = page.locator("#menu :is(button, select):visible")
    names = [shown.nth(i).get_attribute("id") for i in range(shown.count())]
    assert len(names) <= 8, names
    rare = ["#btn-log", "#btn-stats", "#btn-export", "#btn-sound", "#speed", "#btn-about"]
    for selector in rare:
        if page.locator(selector).is_visible():
            continue
        move_focus(page, "#btn-rare")
        page.keyboard.press("Enter")
        page.wait_for_selector("#menu-rare:popover-open")
        move_focus(page, selector, limit=12)
        page.keyboard.press("Escape")
        page.wait_for_selector("#menu-rare:popover-open", state="detached")
    assert page.locator("#menu :is(button, select)").count() >= len(names) + len(rare)


def test_the_hint_brings_the_focus_to_the_card_it_suggests(page):
    """Review 9: after Hint, pressed by keyboard, the focus stayed on the menu: the player
    had to Tab back and find the suggested card. It goes to that card; Enter plays it."""
    page.set_viewport_size(DESKTOP)
    start_by_keyboard(page, "xeri")
    counts: dict = {}
    while look(page)["cut"]:
        key_step(page, counts)
    focus_tool(page, "#btn-hint")
    page.keyboard.press("Enter")
    page.wait_for_selector("#stage button.card.hinted")
    page.wait_for_selector("#stage .spot-bottom button.card.legal.hinted:focus", timeout=5000)
    decisions = int(look(page)["decisions"])
    page.keyboard.press("Enter")
    page.wait_for_function("(d) => document.documentElement.dataset.decisions > d",
                           arg=decisions)
