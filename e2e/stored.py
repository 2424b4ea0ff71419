"""What the page keeps on the device (web/app/storage.js: Cache Storage "xeri-store"),
read and planted through the DevTools protocol: nothing in the page is mocked.

stored(page, server) -> {name: text}: "game", "replaced", "settings", "stats" and the
set-aside copies "aside/<kind>/<time>". store(page, name, text) puts a text there.
plant(page, url, {name: text}) puts them there before the app is opened (no boot, no reload).
"""

from __future__ import annotations

import base64
import json
from urllib.parse import unquote

STORE = "xeri-store"


def _session(page):
    # Reading and planting the store leaves the context as it was: not a change the warm
    # contexts of conftest.py must close it for (their new_cdp_session marks one).
    context = page.context
    return type(context).new_cdp_session(context, page)


def stored(page, server) -> dict:
    cdp = _session(page)
    caches = cdp.send("CacheStorage.requestCacheNames",
                      {"securityOrigin": server.url.rstrip("/")})["caches"]
    out = {}
    for cache in caches:
        if cache["cacheName"] != STORE:
            continue
        entries = cdp.send("CacheStorage.requestEntries",
                           {"cacheId": cache["cacheId"], "skipCount": 0, "pageSize": 100})
        for entry in entries["cacheDataEntries"]:
            body = cdp.send("CacheStorage.requestCachedResponse", {
                "cacheId": cache["cacheId"], "requestURL": entry["requestURL"],
                "requestHeaders": []})["response"]["body"]
            out[unquote(entry["requestURL"].split("/__store/")[1])] = \
                base64.b64decode(body).decode()
    cdp.detach()
    return out


def store(page, name: str, text: str) -> None:
    cdp = _session(page)
    reply = cdp.send("Runtime.evaluate", {
        "expression": f"caches.open({json.dumps(STORE)}).then(c => c.put(new URL("
                      f"{json.dumps('__store/' + name)}, location.href).href, new Response("
                      f"{json.dumps(text)}))).then(() => 'ok')",
        "awaitPromise": True})
    cdp.detach()
    assert reply["result"].get("value") == "ok", reply


def plant(page, url: str, docs: dict[str, str]) -> None:
    """Store `docs` through a file of the site that is no page of the app (its icon): the
    app's next boot in this context finds them, as a reload after store() would."""
    page.goto(f"{url}favicon.svg")
    for name, text in docs.items():
        store(page, name, text)
