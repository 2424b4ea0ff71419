"""The answer ahead (issue 14): a decision whose outcome the seat already knows is drawn
in the click's own task, from the answer Python sent ahead, before the engine worker
could reply; the reply then confirms it (the game goes on and is saved as before).

The clicks go through `page.evaluate` so that the page is read in the same task as the
click, before any message from the worker can be handled: that needs a context made
with bypass_csp (the page's strict CSP allows no script from the test otherwise)."""

import pytest
from play_driver import look, play_one, start

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

# Clicks the first highlighted card of the person's hand; after the click's own
# microtasks (no task, so no reply from the worker, can run in between) reads what the
# table shows.
CLICK = """async () => {
  const html = document.documentElement;
  const before = Number(html.dataset.decisions);
  document.querySelector(".spot-bottom button.card.legal").click();
  for (let i = 0; i < 20; i++) await null;
  return [before, Number(html.dataset.decisions), html.dataset.busy];
}"""


def test_a_known_outcome_is_drawn_at_the_click_and_the_reply_confirms_it(new_context, server):
    context = new_context(bypass_csp=True)
    page = context.new_page()
    start(page, server.url, "xeri", 2, ["ai:easy"], seed=7)
    at_once = later = 0
    counts = {}
    while at_once + later < 12:
        now = look(page)
        if now["cut"] or now["dialog"]:
            play_one(page, counts)
            continue
        before, shown, busy = page.evaluate(CLICK)
        assert busy == "true"          # the reply is still to come
        if shown == before + 1:
            at_once += 1
        else:
            assert shown == before     # nothing else is drawn meanwhile
            later += 1
        assert int(look(page)["decisions"]) >= before + 1
    # Xeri's plays are known to the seat but the last of a deal (the next hand comes).
    assert at_once >= 9, (at_once, later)
    for _ in range(400):               # bounded: a game that never ends fails
        if play_one(page, counts) == "finished":
            break
    else:
        raise AssertionError(f"the game did not end: {counts}")
    assert page.locator("#breakdown").count()
