"""No game lost (issue 17), in real Chromium with real storage and the real engine:

- two tabs of one browser: one plays, the other watches, "Play here" hands the game
  over after its last save; decisions made in either tab, in any order, are all kept;
- a full device (a real quota, Storage.overrideQuotaForOrigin, filled until writes
  fail): the game stays in the tab, the page says so after each decision and offers
  Export, the last good save is kept, and a reload resumes exactly there;
- broken stored documents are set aside with one line and the page starts on
  defaults; the copies put aside can be listed, exported, deleted and put back;
- faults: the engine's worker gone during a decision, a reload during a save, the
  network cut during an update: the game resumes at its last saved decision.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from urllib.parse import quote

import pytest
from play_driver import dialog_open, new_game, play_one, play_to_end, settle, start
from positions import document, near_end, reach
from shots import PHONE, shot
from stored import plant, store, stored

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

TIMEOUT = 90_000


def decisions(page) -> int:
    return int(page.get_attribute("html", "data-decisions") or 0)


def saved_decisions(page, server) -> int:
    events = json.loads(stored(page, server)["game"])["table"]["record"]["events"]
    return sum(1 for e in events if "chance" not in e)


def mine(page, server) -> int:
    """The person's decisions (seat 0) in the saved record."""
    events = json.loads(stored(page, server)["game"])["table"]["record"]["events"]
    return sum(1 for e in events if e.get("player") == 0)


def resume_near_end(page, url: str, **options) -> None:
    """positions.resume_near_end's game (its last decision to make), planted before the
    app's one boot instead of stored and reloaded."""
    plant(page, url, {"game": json.dumps(near_end(**options))})
    page.goto(f"{url}?pace=instant")
    page.wait_for_selector("html[data-resumed=true]", state="attached", timeout=TIMEOUT)
    page.wait_for_selector("html[data-busy=false][data-waiting=you]", state="attached",
                           timeout=60_000)


def open_tab(context, url):
    page = context.new_page()
    page.goto(f"{url}?pace=instant")
    page.wait_for_selector("html[data-app-state=ready]", timeout=TIMEOUT)
    return page


def test_one_tab_plays_and_another_takes_over_without_losing_a_decision(app, context):
    a = app.page
    url = app.server.url
    start(a, url, "xeri", 2, ["ai:easy"], seed=3)
    made = 0
    counts: dict = {}
    for _ in range(3):
        made += play_one(a, counts) in ("play", "cut")
    settle(a)
    b = open_tab(context, url)
    b.wait_for_selector("#tab-notice:not([hidden])")
    assert a.get_attribute("html", "data-owner") != "false"
    assert b.get_attribute("html", "data-owner") == "false"
    b.wait_for_selector(f"html[data-decisions='{decisions(a)}']", state="attached")
    b.set_viewport_size(PHONE)
    shot(b, "tab-watching-phone")
    # the watching tab takes no choice: its board is inert
    assert b.locator("#board.inert").count() == 1
    rng = random.Random(5)
    owner, other = a, b
    for _ in range(6):
        if rng.random() < 0.6:   # the other tab takes the game over, then plays
            other.click("#play-here")
            other.wait_for_selector("html[data-owner=true]", state="attached")
            owner.wait_for_selector("html[data-owner=false]", state="attached")
            owner, other = other, owner
        for _ in range(rng.randint(1, 3)):
            result = play_one(owner, counts)
            if result == "finished":
                break
            made += result in ("play", "cut")
        settle(owner)
        # the watching tab follows the game as it is saved
        other.wait_for_selector(f"html[data-decisions='{decisions(owner)}']", state="attached")
    assert mine(owner, app.server) == made


def games_counted(page, server) -> int:
    modes = json.loads(stored(page, server).get("stats", '{"modes": {}}'))["modes"]
    return sum(counts["games"] for counts in modes.values())


def close_panel(page):
    if dialog_open(page):
        page.click("dialog#sheet[open] .close")
        page.wait_for_selector("dialog#sheet", state="hidden")


def test_a_tab_that_takes_over_counts_on_the_stored_statistics(app, context):
    """Issue 38, 1: B opened before A finished a game kept the statistics it read then,
    and wrote them back over A's count after "Play here". Each game starts at its last
    decision (positions.near_end, stored as the page stores a game)."""
    a = app.page
    resume_near_end(a, app.server.url, seed=11)
    b = open_tab(context, app.server.url)
    b.wait_for_selector("#tab-notice:not([hidden])")
    play_to_end(a)
    a.wait_for_selector("html[data-counted='1']", state="attached", timeout=TIMEOUT)
    assert games_counted(a, app.server) == 1
    b.wait_for_selector(f"html[data-decisions='{decisions(a)}']", state="attached")  # A's last save
    store(a, "game", json.dumps(near_end(seed=12)))     # the game B takes over
    close_panel(b)
    b.click("#play-here")
    b.wait_for_selector("html[data-owner=true]", state="attached")
    b.wait_for_selector("html[data-busy=false][data-waiting=you]", state="attached")
    play_to_end(b)
    b.wait_for_selector("html[data-counted='1']", state="attached", timeout=TIMEOUT)
    assert games_counted(b, app.server) == 2


def test_a_tab_that_takes_over_brings_back_the_stored_replaced_game(app, context):
    """Issue 38, 2: B brought back the game it remembered from its opening (G0), put the
    one on the table aside, and G1, unfinished, was gone. G1 on the table and G0 put aside
    are stored (as the page stores them) before A's one boot, not played there."""
    a = app.page
    g0, g1 = reach("xeri", 2, seed=12), reach("xix", 2, seed=12)
    plant(a, app.server.url, {"game": json.dumps(document(g1.to_json(), 12)),          # G1: XIX
                              "replaced": json.dumps(document(g0.to_json(), 12))})     # G0
    a.goto(f"{app.server.url}?pace=instant")
    a.wait_for_selector("html[data-resumed=true]", state="attached", timeout=TIMEOUT)
    settle(a)
    b = open_tab(context, app.server.url)
    b.wait_for_selector("#tab-notice:not([hidden])")
    new_game(a, "xeri", 4, ["ai:easy"] * 3)                          # G2: Xeri for 4, G1 aside
    settle(a)
    b.wait_for_selector(f"html[data-decisions='{decisions(a)}']", state="attached")
    close_panel(b)
    b.click("#play-here")
    b.wait_for_selector("html[data-owner=true]", state="attached")
    settle(b)
    b.click("#btn-new")
    b.click("#back-replaced")
    b.wait_for_selector("html[data-screen=table] #board", state="attached", timeout=TIMEOUT)
    settle(b)
    kept = stored(b, app.server)
    assert json.loads(kept["game"])["table"]["record"]["game"] == "xix"        # G1 is back
    aside = json.loads(kept["replaced"])["table"]["record"]
    assert (aside["game"], aside["config"]["players"]) == ("xeri", 4)         # G2 aside


def test_a_full_device_keeps_the_game_in_the_tab_and_says_so_each_time(app):
    page = app.page
    start(page, app.server.url, "xeri", 2, ["ai:easy"], seed=8)
    counts: dict = {}
    while counts.get("plays", 0) < 2:
        play_one(page, counts)
    settle(page)
    good = stored(page, app.server)["game"]
    at = saved_decisions(page, app.server)
    origin = app.server.url.rstrip("/")
    cdp = page.context.new_cdp_session(page)
    usage = cdp.send("Storage.getUsageAndQuota", {"origin": origin})["usage"]
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": usage + 200_000})
    # Fill it to the brim: big pieces until one does not fit, then smaller and smaller.
    filled = cdp.send("Runtime.evaluate", {"awaitPromise": True, "expression": """
        (async () => { const c = await caches.open("filler"); let n = 0, full = false;
          for (const size of [50000, 5000, 500, 50]) {
            try {
              const piece = "x".repeat(size);
              for (let i = 0; i < 1000; i++) await c.put(`/fill/${n++}`, new Response(piece));
            } catch { full = true; }
          }
          return full ? n : -1; })()"""})["result"]["value"]
    assert filled >= 0, "the quota never filled"
    for _ in range(2):
        play_one(page, counts)
        settle(page)
        page.wait_for_selector("#save-notice:not([hidden])")
        text = page.inner_text("#save-notice-text")
        assert f"saved only up to move {at}:" in text, text
        assert stored(page, app.server)["game"] == good          # the last good save is kept
    assert page.locator("#save-notice button[data-do=export]").count() == 1
    page.set_viewport_size(PHONE)
    shot(page, "storage-full-phone")
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin})
    cdp.detach()
    page.reload()
    page.wait_for_selector("html[data-resumed=true]", state="attached", timeout=TIMEOUT)
    page.wait_for_selector(f"#toast:has-text('after move {at}.')")
    assert decisions(page) == at


def test_broken_stored_documents_are_set_aside_and_copies_can_be_handled(app):
    page = app.page
    docs = {f"aside/game/2026-01-0{i + 1}T10:00:00.000Z": f'{{"old": {i}}}' for i in range(6)}
    docs["settings"] = json.dumps({"format": 1, "speed": "fast",
                                   "setup": {"game": "xeri", "seats": None}})
    docs["game"] = json.dumps({"format": 1, "table": {"seats": None}})
    docs["stats"] = json.dumps({"format": 1, "modes": {"xeri 2 easy": {"games": -3}}})
    plant(page, app.server.url, docs)
    page.goto(app.server.url)
    page.wait_for_selector("#setup", timeout=TIMEOUT)
    text = page.inner_text("#storage-notice-text")
    assert "\n" not in text and "Your saved game could not be read" in text
    assert "Your settings could not be read" in text and "Your statistics" in text
    kept = stored(page, app.server)
    assert not {"game", "stats"} & set(kept)
    assert json.loads(kept["settings"])["speed"] == "normal"       # the defaults, saved anew
    assert len([k for k in kept if k.startswith("aside/")]) == 5      # the newest few
    page.click("#storage-copies")
    page.wait_for_selector("#copies li >> nth=4")
    items = page.locator("#copies li")
    assert items.count() == 5
    with page.expect_download() as download:
        items.first.locator("[data-do=copy-export]").click()
    assert download.value.suggested_filename.endswith(".json")
    # the copy whole (read to its end: a download left running held the page's close, and
    # the suite, for good once)
    exported = json.loads(Path(download.value.path()).read_text())
    assert exported in [json.loads(v) for v in docs.values()], exported   # one set aside
    items.first.locator("[data-do=copy-delete]").click()
    page.wait_for_selector("#copies li >> nth=4", state="detached")
    assert page.locator("#copies li").count() == 4
    settings_copy = page.locator("#copies li", has_text="Settings")
    settings_copy.locator("[data-do=copy-restore]").click()        # put back: checked again
    page.wait_for_selector("#storage-notice:not([hidden])", timeout=TIMEOUT)
    assert "Your settings could not be read" in page.inner_text("#storage-notice-text")


# A short call timeout (<html data-call-timeout-ms>, web/app/main.js), set on the page as it
# is parsed: an override of index.html would need a cold context (a warm offline copy
# serves its own), and the page's boots (the first, the revived engine's, the reload's) would
# be a first visit's.
CALL_TIMEOUT_JS = """new MutationObserver((_, observer) => {
  if (!document.documentElement) return;
  document.documentElement.dataset.callTimeoutMs = "3000";
  observer.disconnect();
}).observe(document, { childList: true });"""


def test_faults_resume_at_the_last_saved_decision(app):
    page = app.page
    page.add_init_script(CALL_TIMEOUT_JS)
    start(page, app.server.url, "xeri", 2, ["ai:easy"], seed=4)
    counts: dict = {}
    while counts.get("plays", 0) < 2:
        play_one(page, counts)
    settle(page)
    # The engine's worker gone, and a decision sent to it: no answer comes. A new engine
    # resumes the game from its save, and nothing is said (issue 38, item 12).
    at = saved_decisions(page, app.server)
    page.workers[0].evaluate("self.close()")
    page.locator(".spot-bottom button.card.legal").first.click()
    page.wait_for_selector("html[data-revived='1']", state="attached", timeout=TIMEOUT)
    assert page.get_attribute("html", "data-call-timeout-ms") == "3000"
    assert page.get_attribute("html", "data-app-state") == "ready"
    assert page.locator("#boot-error").is_hidden()
    settle(page)
    assert decisions(page) == at and saved_decisions(page, app.server) == at
    # A reload in the middle of a save.
    page.locator(".spot-bottom button.card.legal").first.click()
    page.reload()
    page.wait_for_selector("html[data-resumed=true]", state="attached", timeout=TIMEOUT)
    settle(page)
    assert saved_decisions(page, app.server) == decisions(page)


@pytest.mark.cold  # an update: the offline copy installed during the test
def test_a_network_cut_during_an_update_keeps_the_game(app, site, tmp_path):
    from devserver import HANG
    from test_offline import OFFLINE_READY, SW_TIMEOUT_MS, new_build

    from sitebuild.runtime import RUNTIME_DIR

    page = app.page
    start(page, app.server.url, "xeri", 2, ["ai:easy"], seed=6)
    counts: dict = {}
    while counts.get("plays", 0) < 2:
        play_one(page, counts)
    settle(page)
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=SW_TIMEOUT_MS)
    at = saved_decisions(page, app.server)
    # A new build appears; its install stalls on a big file, then the network goes.
    changed = new_build(site, tmp_path, "Version two.")
    app.server.overrides.update(changed)
    app.server.overrides[f"/{RUNTIME_DIR}/python_stdlib.zip"] = HANG
    page.reload()
    page.wait_for_selector("html[data-resumed=true]", state="attached", timeout=TIMEOUT)
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector("html[data-resumed=true]", state="attached", timeout=TIMEOUT)
    settle(page)
    assert decisions(page) == at == saved_decisions(page, app.server)
    assert not page.get_attribute("meta[name=description]", "content").startswith("Version two.")
    page.context.set_offline(False)


def test_deep_nesting_stored_or_opened_never_stops_the_engine(app, tmp_path):
    """Issue 38: JSON 3,000 levels deep (6 KB) overflowed the browser's stack in Pyodide's
    parser (a fatal error: a blank page at every reload). Stored, it is set aside with the
    notice; opened as a file or a link, it gets its one line; the engine plays on."""
    page = app.page
    deep = "[" * 3000 + "]" * 3000
    plant(page, app.server.url, {
        "settings": '{"format": 1, "setup": ' + deep + "}",
        "game": '{"format": 1, "table": ' + deep + "}",
        # and statistics whose mode is not "game players level" (they broke New game)
        "stats": json.dumps({"format": 1, "modes": {"xeri 2": {}}})})
    page.goto(f"{app.server.url}?pace=instant")
    page.wait_for_selector("#setup", timeout=TIMEOUT)
    assert page.get_attribute("html", "data-app-state") == "ready"
    text = page.inner_text("#storage-notice-text")
    assert "Your saved game could not be read" in text and "Your settings" in text
    assert "Your statistics" in text
    assert {k.split("/")[1] for k in stored(page, app.server) if k.startswith("aside/")} == \
        {"game", "settings", "stats"}
    bad = tmp_path / "deep.json"
    bad.write_text('{"format": 1, "events": ' + deep + "}")
    page.set_input_files("#import-file", str(bad))
    page.wait_for_selector("#import-error:not([hidden])", timeout=TIMEOUT)
    assert page.inner_text("#import-error") == "deep.json was not opened: it is not a game file"
    # opened at boot (a link into a tab already on the game: e2e/test_open_link.py)
    page.goto(f"{app.server.url}?pace=instant&boot=1#open={quote(deep, safe='')}")
    page.wait_for_selector("#toast:has-text('could not be opened here')", timeout=TIMEOUT)
    new_game(page, "xeri", 2, ["ai:easy"])                       # the engine still plays
    play_one(page, {})
    settle(page)
    assert page.get_attribute("html", "data-app-state") == "ready"


def quota(page, server, size=None):
    """The origin's storage quota: `size` bytes (1: every write fails), or as it was (the
    override lasts as long as its DevTools session)."""
    if size is None:
        page.quota_session.detach()
        return
    page.quota_session = page.context.new_cdp_session(page)
    page.quota_session.send("Storage.overrideQuotaForOrigin",
                            {"origin": server.url.rstrip("/"), "quotaSize": size})


def test_a_game_put_aside_on_a_full_device_is_kept_and_offered(app):
    """Issue 38, 3: the put-aside write failed silently, the notice spoke of the old game's
    move, and once there was room the new game's save replaced the old one for good."""
    page = app.page
    start(page, app.server.url, "xeri", 2, ["ai:easy"], seed=13)
    counts: dict = {}
    while counts.get("plays", 0) < 4:
        play_one(page, counts)
    settle(page)
    old = stored(page, app.server)["game"]
    at = saved_decisions(page, app.server)
    quota(page, app.server, 1)
    new_game(page, "xix")
    settle(page)
    page.wait_for_selector("#save-notice:not([hidden])")
    text = page.inner_text("#save-notice-text")
    assert "Your game is not saved" in text and f"up to move {at}" not in text, text
    assert "The game you replaced could not be stored" in text, text
    assert stored(page, app.server)["game"] == old
    page.click("#btn-new")
    page.wait_for_selector("#back-replaced")                  # offered, from this tab's memory
    page.click("#back-current")
    page.wait_for_selector("html[data-screen=table] #board", state="attached")
    quota(page, app.server)                                   # room again: both are stored
    play_one(page, {})
    settle(page)
    page.wait_for_selector("#save-notice", state="hidden")
    kept = stored(page, app.server)
    assert json.loads(kept["replaced"])["table"] == json.loads(old)["table"]
    assert json.loads(kept["game"])["table"]["record"]["game"] == "xix"


def test_statistics_a_full_device_cannot_take_are_kept_until_it_can(app):
    """Issue 38, 4: the failed write of the statistics at a game's end went unsaid, and the
    game was never counted."""
    page = app.page
    resume_near_end(page, app.server.url, seed=14)
    quota(page, app.server, 1)
    play_to_end(page)
    page.wait_for_selector("#save-notice-text:has-text('not in your statistics yet')")
    assert "stats" not in stored(page, app.server)
    assert page.get_attribute("html", "data-counted") is None
    quota(page, app.server)
    new_game(page)
    page.wait_for_selector("html[data-counted='1']", state="attached", timeout=TIMEOUT)
    assert games_counted(page, app.server) == 1
    page.wait_for_selector("#save-notice", state="hidden")


def test_a_deep_inline_scenario_is_refused_and_the_engine_lives(page, server):
    """Issue 38, 9: an embed's inline scenario nested 3,000 deep killed the engine with
    Pyodide's fatal error (and its "Try again" the same way)."""
    from urllib.parse import quote

    record = json.loads((server.root / "scenarios" / "xix-raise-abandon.json").read_text())
    record["record"]["events"][-1]["x"] = "DEEP"
    text = json.dumps(record).replace('"DEEP"', "[" * 3000 + "]" * 3000)
    page.goto(f"{server.url}embed.html?mode=play&ai=easy&seed=2&scenario=" + quote(text))
    page.wait_for_selector("html[data-embed-state=still], html[data-embed-state=error]",
                           state="attached", timeout=TIMEOUT)
    if page.get_attribute("html", "data-embed-state") == "still":
        page.click("#start")
    page.wait_for_selector("html[data-embed-state=error]", state="attached", timeout=TIMEOUT)
    message = page.inner_text("#error-text")
    assert "stopped" not in message.lower() and "\n" not in message, message
    alive = page.evaluate("""() => new Promise((done) => {
        setTimeout(() => done({ ok: "no answer in 60 s" }), 60000);
        const worker = new SharedWorker(new URL("app/worker.js", location.href), {
          type: "module", name: "xeri-engine-0" });
        worker.port.onmessage = (e) => { if (e.data.id === 1) done(e.data); };
        worker.port.postMessage({ id: 1, op: "hello", args: {} });
    })""")
    assert alive["ok"] is True, alive
