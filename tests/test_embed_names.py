"""An embed names the seats the same before and after it starts (issue 36): its still
picture and its live table, in both languages."""

from __future__ import annotations

import json
import re

import pytest

from pygame_core import embed


def names(answer: dict) -> list[str]:
    """The seats' names on the board, and the score line of the status."""
    board = json.dumps(answer["board"], ensure_ascii=False)
    return [*re.findall(r'spot-name"}, \["span", \{}, "([^"]+)"', board), answer["status"][1]]


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("mode", ["play", "demo"])
def test_the_still_and_the_live_table_name_the_seats_alike(lang, mode):
    still = embed.fresh(lang)["xeri"]["2"]["0"]
    live = embed.embed_start(seed=5, mode=mode, game="xeri", deal=still["deal"], lang=lang,
                             table=f"names-{lang}-{mode}")
    assert len(names(still)) == 3
    assert names(live) == names(still)
