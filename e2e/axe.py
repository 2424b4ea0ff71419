"""axe-core in the browser tests: `check(page, name)` runs the pinned axe-core
(sitebuild.pins.axe_source(): the npm tarball in .cache/, integrity checked, never in dist/)
on the page as it is and returns its serious and critical violations, one line each
(with the experimental rule that an accessible name holds the visible text).

axe is injected as a script and run with evaluate(), which the site's CSP forbids:
use it only in a context made with bypass_csp=True (e2e/test_a11y.py), never in
the usual `context` fixture, whose pages keep the policy enforced.
"""

from __future__ import annotations

import functools

from sitebuild.pins import axe_source

BLOCKING = ("serious", "critical")

RUN = """async () => {
  const result = await axe.run(document, { iframes: false, resultTypes: ["violations"],
    rules: { "label-content-name-mismatch": { enabled: true } } });
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) =>
      `${n.target.join(" ")}: ${n.failureSummary.replace(/\\s+/g, " ")}`) }));
}"""


@functools.cache
def source() -> str:
    return axe_source()


def violations(page) -> list[dict]:
    if not page.evaluate("() => typeof axe === 'object'"):
        page.add_script_tag(content=source())
    return page.evaluate(RUN)


def check(page, name: str) -> list[str]:
    """The serious and critical violations on `page`, each "name: rule (impact) node: why"."""
    return [f"{name}: {v['id']} ({v['impact']}) {node}"
            for v in violations(page) if v["impact"] in BLOCKING for node in v["nodes"][:3]]
