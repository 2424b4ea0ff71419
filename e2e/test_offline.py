"""Offline after the first visit, installable, no game ever lost (issue 7).

Real Chromium, the real service worker (web/sw.js) and real browser storage.
The page's own state is read through selectors and attributes; the browser's
storage (localStorage, Cache Storage) through the DevTools protocol, which is
also how the corrupted save is planted: nothing in the page is mocked.
Screenshots go to e2e/screenshots/ at phone and desktop size.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from play_driver import play_one, play_to_end, settle, start, tool
from positions import near_end
from shots import DESKTOP, PHONE, shot
from stored import plant, store, stored

from sitebuild.common import WEB
from sitebuild.offline import SERVICE_WORKER, write_manifest, write_precache

# The offline copy's update stays cold; a save set aside, an import and the offline game need
# no first visit (that a first visit's copy works offline is test_subpath's claim, on a first
# visit always: another origin).
pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

OFFLINE_READY = "html[data-offline=ready]"
SW_TIMEOUT_MS = 60_000
SAVE_KEY = "game"
SETTINGS_KEY = "settings"
REPLACED_KEY = "replaced"
SET_ASIDE = "aside/"


def origin(server) -> str:
    return server.url.rstrip("/")


def plant_foreign_cache(page, name: str) -> None:
    """A cache of someone else's (the Pyodide snapshot's), made by DevTools in the page."""
    cdp = page.context.new_cdp_session(page)
    reply = cdp.send("Runtime.evaluate", {
        "expression": f"caches.open({json.dumps(name)}).then(c => c.put('snapshot-probe', "
                      "new Response('kept'))).then(() => 'ok')",
        "awaitPromise": True})
    cdp.detach()
    assert reply["result"].get("value") == "ok", reply


def cache_names(page, server) -> list[str]:
    cdp = page.context.new_cdp_session(page)
    caches = cdp.send("CacheStorage.requestCacheNames",
                      {"securityOrigin": origin(server)})["caches"]
    cdp.detach()
    return sorted(c["cacheName"] for c in caches)


def exported_record(page) -> dict:
    # The finished game's breakdown has its own button; the tool bar's is behind it.
    ending = page.locator("dialog#sheet[open] #export-end").count()
    button = "#export-end" if ending else "#btn-export"
    with page.expect_download() as info:
        tool(page, button).click()
    return json.loads(Path(info.value.path()).read_text())


def hand(page) -> list[str]:
    cards = page.locator(".spot-bottom .card")
    return [cards.nth(i).get_attribute("data-key") for i in range(cards.count())]


def open_app(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("html[data-app-state=ready]", timeout=90_000)


def three_from_the_end(seed: int) -> dict:
    """positions.near_end's game cut back to seat 0's third decision from the end."""
    game = near_end(seed=seed)
    events = game["table"]["record"]["events"]
    mine = [i for i, event in enumerate(events) if event.get("player") == 0]
    game["table"]["record"]["events"] = events[:mine[-2]]
    return game


def test_offline_reload_and_new_tab_resume_the_saved_game(app, context):
    page = app.page
    url = f"{app.server.url}?pace=instant"
    # A game three decisions from its end, stored before the page's one boot online
    # (stored.plant): two are made online, the last one offline in a new tab.
    plant(page, app.server.url, {SAVE_KEY: json.dumps(three_from_the_end(21))})
    page.goto(url)
    page.wait_for_selector("html[data-app-state=ready][data-resumed=true]", timeout=90_000)
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=SW_TIMEOUT_MS)
    counts: dict = {}
    while counts.get("plays", 0) < 2:
        play_one(page, counts)
    settle(page)
    before = exported_record(page)
    cards = hand(page)
    assert before["format"] == 1 and before["game"] == "xeri"
    assert len([e for e in before["events"] if "play" in e]) >= 8  # ours and the computer's
    saved = json.loads(stored(page, app.server)[SAVE_KEY])
    assert saved["table"]["record"] == before  # saved after every decision

    context.set_offline(True)
    page.reload()
    page.wait_for_selector("html[data-app-state=ready][data-resumed=true]", timeout=90_000)
    settle(page)
    assert hand(page) == cards
    page.set_viewport_size(PHONE)
    shot(page, "offline-resumed-phone")
    page.set_viewport_size(DESKTOP)
    shot(page, "offline-resumed-desktop")
    assert exported_record(page) == before
    page.close()  # a closed tab loses nothing either

    tab = context.new_page()
    open_app(tab, url)  # a new tab, still offline
    tab.wait_for_selector("html[data-resumed=true]")
    settle(tab)
    assert exported_record(tab) == before
    result = play_to_end(tab)  # the game is finished offline
    assert result["plays"] == 1, result
    assert result["result"] in ("You win!", "You lose", "The game is a draw")
    finished = exported_record(tab)
    assert finished["events"][:len(before["events"])] == before["events"]
    tab.wait_for_selector("html[data-counted='1']", state="attached")
    modes = json.loads(stored(tab, app.server)["stats"])["modes"]
    assert [c["games"] for c in modes.values()] == [1]
    # Nothing reached the network while offline: every file came from the cache.
    assert app.offsite_requests() == []


def assert_installable(page) -> None:
    """Chromium's own verdict: a manifest with standalone display and both icon sizes,
    a service worker, and no reason not to install but the test's incognito context."""
    cdp = page.context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    cdp.detach()
    assert manifest["errors"] == [], manifest["errors"]
    doc = json.loads(manifest["data"])
    assert doc["display"] == "standalone"
    assert {icon["sizes"] for icon in doc["icons"]} == {"192x192", "512x512"}
    assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == [], errors


def new_build(site: Path, tmp_path: Path, description: str) -> dict[str, bytes]:
    """A second build of the site with one changed page: the files that differ
    from `site`, by URL path (served through the server's overrides)."""
    out = tmp_path / "dist2"
    shutil.copytree(site, out)
    for stale in out.glob("precache-*.json"):
        stale.unlink()
    shutil.copyfile(WEB / SERVICE_WORKER, out / SERVICE_WORKER)
    index = out / "index.html"
    html = index.read_text()
    old = '<meta name="description" content="'
    assert old in html
    index.write_text(html.replace(old, f'{old}{description} ', 1))
    manifest = json.loads((site / "build-manifest.json").read_text())
    build_hash = write_precache(out)
    write_manifest(out, out / manifest["wheel"], build_hash)
    changed = {}
    for path in out.rglob("*"):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and (not (site / rel).exists() or
                               (site / rel).read_bytes() != path.read_bytes()):
            changed[f"/{rel}"] = path.read_bytes()
    return changed


@pytest.mark.cold  # the offline copy, and a new build through the server's overrides
def test_a_new_build_replaces_the_old_cache_and_is_offered(app, site, tmp_path):
    page = app.page
    assert app.open() == "ready", app.error_message()
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=SW_TIMEOUT_MS)
    # The boot's snapshot is stored (or failed) before the caches are listed: it comes
    # later than the page's ready and was sometimes missing from the first list.
    page.wait_for_selector("html[data-snapshot=saved], html[data-snapshot=failed]",
                           state="attached", timeout=SW_TIMEOUT_MS)
    assert_installable(page)
    old_build = page.get_attribute("html", "data-build")
    plant_foreign_cache(page, "xeri-snapshot-probe")
    others = [n for n in cache_names(page, app.server) if not n.startswith("xeri-precache-")]
    assert "xeri-snapshot-probe" in others
    assert cache_names(page, app.server) == sorted([f"xeri-precache-{old_build}", *others])
    page.reload()  # now controlled by the service worker
    page.wait_for_selector("html[data-app-state=ready]", timeout=90_000)
    assert page.get_attribute("html", "data-build") == old_build

    changed = new_build(site, tmp_path, "Version two.")
    assert {"/index.html", "/sw.js", "/build-manifest.json"} <= set(changed)
    app.server.overrides.update(changed)
    page.reload()  # the navigation checks for a new service worker
    page.wait_for_selector("#update-offer", timeout=SW_TIMEOUT_MS)
    for size, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(viewport)
        shot(page, f"update-offer-{size}")
    # The offer waits for the person: this page still runs the old build, whole.
    assert page.get_attribute("html", "data-build") == old_build
    assert not page.get_attribute("meta[name=description]", "content").startswith("Version two.")
    new_hash = json.loads(changed["/build-manifest.json"])["build"]
    assert cache_names(page, app.server) == sorted(
        [f"xeri-precache-{old_build}", f"xeri-precache-{new_hash}", *others])

    page.click("#update-reload")
    page.wait_for_selector(f"html[data-build='{new_hash}'][data-app-state=ready]",
                           timeout=90_000)
    assert page.get_attribute("meta[name=description]", "content").startswith("Version two.")
    assert page.locator("#update-offer").count() == 0
    # The old build's cache is gone; the snapshot's storage is not ours to delete.
    assert cache_names(page, app.server) == sorted([f"xeri-precache-{new_hash}", *others])
    assert app.csp_violations() == []


def test_a_corrupted_save_is_set_aside_and_the_app_starts(app):
    page = app.page
    # A saved game (as the page stores one: positions.near_end) cut short by a write, and
    # a setting that must survive, stored before the page's one boot (stored.plant).
    saved = json.dumps(near_end("xix", seed=5))
    corrupt = saved[: len(saved) // 2]  # a write cut short
    plant(page, app.server.url, {SAVE_KEY: corrupt,
                                 SETTINGS_KEY: json.dumps({"format": 1, "speed": "fast"})})

    open_app(page, app.server.url)
    page.wait_for_selector("#storage-notice:not([hidden])")
    text = page.inner_text("#storage-notice-text")
    assert "\n" not in text
    assert "Your saved game could not be read (it is not readable) and was set aside" in text
    page.wait_for_selector("#setup")  # the app started, on the new-game screen
    assert page.input_value("#speed") == "fast"
    kept = stored(page, app.server)
    assert SAVE_KEY not in kept
    aside = {k: v for k, v in kept.items() if k.startswith(SET_ASIDE + SAVE_KEY + "/")}
    assert list(aside.values()) == [corrupt]  # kept exactly as it was
    assert json.loads(kept[SETTINGS_KEY])["speed"] == "fast"
    for size, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(viewport)
        shot(page, f"storage-notice-{size}")

    # A save from an older format, and one the engine refuses, are set aside alike: stored
    # together for one boot, the first as the game put aside (its format is checked as the
    # saved game's: stored.check), each named in the notice's one line.
    bad = {"format": 1, "counted": False, "table": {
        "record": {"format": 1, "game": "xix", "config": {}, "events": [{"player": 0, "play": 99}]},
        "seed": 1, "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}], "seat": 0}}
    store(page, REPLACED_KEY, json.dumps({"format": 0, "record": {}}))
    store(page, SAVE_KEY, json.dumps(bad))
    open_app(page, app.server.url)
    page.wait_for_selector("#storage-notice:not([hidden])")
    text = page.inner_text("#storage-notice-text")
    assert "\n" not in text
    assert "The game you replaced could not be read (it is from an older version of the game)" \
        in text, text
    assert "Your saved game could not be read (the game in it is damaged)" in text, text
    page.wait_for_selector("#setup")
    assert len([k for k in stored(page, app.server) if k.startswith(SET_ASIDE)]) == 3


def test_a_damaged_game_put_aside_is_named_and_set_aside_at_boot(app):
    """A game put aside whose document reads (its format and shape are sound) but whose
    moves do not replay: once it was offered to bring back, and the offer dropped it from
    the device before the engine refused it, with no word. Now the boot names it in the
    notice's one line, sets it aside exactly as it was, and offers nothing to bring back."""
    page = app.page
    damaged = json.dumps({"format": 1, "counted": False, "table": {
        "record": {"format": 1, "game": "xix", "config": {}, "events": [{"player": 0, "play": 99}]},
        "seed": 1, "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}], "seat": 0}})
    plant(page, app.server.url, {REPLACED_KEY: damaged})
    open_app(page, app.server.url)
    page.wait_for_selector("#storage-notice:not([hidden])")
    text = page.inner_text("#storage-notice-text")
    assert "\n" not in text
    assert "The game you replaced could not be read (the game in it is damaged)" in text, text
    page.wait_for_selector("#setup")
    assert page.locator("#back-replaced").count() == 0
    kept = stored(page, app.server)
    assert REPLACED_KEY not in kept
    assert [v for k, v in kept.items() if k.startswith(SET_ASIDE + REPLACED_KEY + "/")] == \
        [damaged]                                             # kept exactly as it was


def test_import_checks_the_file_and_a_bad_one_changes_nothing(app, tmp_path):
    page = app.page
    start(page, app.server.url, "xeri", 2, ["ai:easy"], seed=3)
    counts: dict = {}
    while counts.get("plays", 0) < 2:
        play_one(page, counts)
    settle(page)
    record = exported_record(page)
    saved = stored(page, app.server)[SAVE_KEY]

    page.click("#btn-new")
    page.wait_for_selector("#setup")
    bad_record = json.loads(json.dumps(record))
    bad_record["events"].append({"player": 0, "play": "ZZ"})
    bad = tmp_path / "broken.json"
    bad.write_text(json.dumps(bad_record))
    page.set_input_files("#import-file", str(bad))
    error = page.wait_for_selector("#import-error:not([hidden])").inner_text()
    move = sum(1 for e in bad_record["events"] if "chance" not in e)   # the one added
    assert error == f"broken.json was not opened: move {move} cannot be played at that point" \
        " of the game"
    for size, viewport in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(viewport)
        page.locator("#import-error").scroll_into_view_if_needed()
        shot(page, f"import-error-{size}")
    not_json = tmp_path / "notes.json"
    not_json.write_text("{ this is not")
    page.set_input_files("#import-file", str(not_json))
    page.wait_for_selector(
        "#import-error:has-text('notes.json was not opened: it is not a game file')")
    huge = tmp_path / "huge.json"  # refused for its size (the page reads 2 MB + 1 byte of it)
    huge.write_text(json.dumps({**record, "pad": "x" * (40 << 20)}))
    page.set_input_files("#import-file", str(huge))
    page.wait_for_selector(
        "#import-error:has-text('huge.json was not opened: the file is larger than 2 MB')")
    assert stored(page, app.server)[SAVE_KEY] == saved  # nothing changed
    assert page.locator("#setup").count() == 1

    good = tmp_path / "game.json"
    other = json.loads(json.dumps(record))
    other["events"] = other["events"][:-2]     # the same game, two decisions earlier
    good.write_text(json.dumps(other))
    page.set_input_files("#import-file", str(good))
    # a good file would replace the unfinished game: the page asks first
    page.click("#ask-yes")
    page.wait_for_selector("#board")
    settle(page)
    assert exported_record(page)["events"][:len(other["events"])] == other["events"]
    assert json.loads(stored(page, app.server)[SAVE_KEY])["table"]["record"][
        "events"][:len(other["events"])] == other["events"]
    # and the game it replaced can be brought back, once
    page.click("#btn-new")
    page.click("#back-replaced")
    page.wait_for_selector("#board")
    settle(page)
    assert exported_record(page) == record
    # the imported game went aside in its place: nothing was lost by the swap
    page.click("#btn-new")
    page.click("#back-replaced")
    page.wait_for_selector("#board")
    settle(page)
    assert exported_record(page)["events"][:len(other["events"])] == other["events"]
