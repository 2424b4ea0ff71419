"""An embed's address says where to start (issue 36): `start` is the frame the table opens
on, the number of decisions made before it (the replay's "Move n of m"), and it overrides the
scenario's `at` for the still, the replay, a live table and Open in the game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pygame_core import embed
from pygame_core.errors import ConfigError

DOC = json.loads((Path(__file__).resolve().parents[1] / "web" / "scenarios"
                  / "xix-draft.json").read_text())


def test_start_opens_every_view_on_that_frame():
    scn = embed.load_scenario(DOC)
    frames, default = embed.replay_frames(scn, scn.seat)
    for n in (0, 3, len(frames) - 1):
        assert n != default or n == 0
        replay = embed.embed_replay(DOC, start=n)
        assert replay["start"] == n
        at = frames[n]["index"]
        still = embed.embed_still(DOC, start=n)
        assert still["board"] == embed.still(embed.Scenario(scn.record, scn.seat, at))["board"]
        opened = embed.embed_record(scenario=DOC, start=n)
        assert len(opened["record"]["events"]) == at
        live = embed.embed_start(seed=1, mode="demo", scenario=DOC, start=n, table="start")
        assert live["decisions"] == frames[n]["decisions"]


@pytest.mark.parametrize("start", [-1, 10 ** 6, "3", True, 1.5])
def test_a_start_past_the_record_or_not_a_number_is_refused(start):
    with pytest.raises(ConfigError, match="start"):
        embed.embed_replay(DOC, start=start)


def test_the_still_of_every_frame_is_the_still_at_that_start():
    scn = embed.load_scenario(DOC)
    every = embed.stills(scn, 1, "el")
    assert len(every) == len(embed.replay_frames(scn, 1)[0])
    for n in (0, 5, len(every) - 1):
        still = embed.embed_still(DOC, seat=1, lang="el", start=n)
        assert every[n] == {"board": still["board"], "status": still["status"]}


def test_move_0_is_the_deal_as_dealt_in_every_game_and_the_page_counts_alike():
    """One numbering (studio.moves): `start=0` and the replay's "Move 0" are the deal with the
    hands dealt (not Xeri's table before its cut), and the count the page checks `start`
    against before the engine exists (the catalog's `undealt`) is the engine's."""
    from pygame_core import games, studio
    catalog = embed.catalog()["games"]
    for path in sorted((Path(__file__).resolve().parents[1] / "web" / "scenarios").glob("*")):
        if path.suffix != ".json":
            continue
        doc = json.loads(path.read_text())
        scn = embed.load_scenario(doc)
        spec = games.get(scn.record.game)
        first = embed.replay_frames(scn, scn.seat)[0][0]
        dealt = embed.frame_index(scn.record, 0)
        assert first["index"] == dealt
        assert spec.seen(embed.Record(scn.record.game, scn.record.config,
                                      scn.record.events[:dealt]).replay().observation(scn.seat))
        decisions = sum("chance" not in e for e in scn.record.events)
        assert decisions - catalog[scn.record.game]["undealt"] == len(
            studio.moves(scn.record)) - 1, path.name
        last = decisions - catalog[spec.name]["undealt"]
        with pytest.raises(ConfigError, match=f"start must be 0..{last}, not {last + 1}"):
            embed.frame_index(scn.record, last + 1)


@pytest.mark.parametrize("name", ["xeri-capture", "xix-draft"])
def test_a_live_table_counts_its_moves_as_the_replay_does(name):
    """One numbering (studio.moves): a live Xeri table counted the cut before the first deal
    as a decision, one more than the replay's frame and the address's `start`."""
    doc = json.loads((Path(__file__).resolve().parents[1] / "web" / "scenarios"
                      / f"{name}.json").read_text())
    frames, _ = embed.replay_frames(embed.load_scenario(doc), 0)
    for n in (0, 1, len(frames) - 2):
        embed.embed_start(seed=1, mode="demo", scenario=doc, start=n, table="count")
        moved = [m for m in embed.embed_step(table="count")["host"] if m["event"] == "move"]
        assert [m["decisions"] for m in moved] == [n + 1]
    embed.embed_start(seed=1, mode="demo", game=name.split("-")[0], deal=embed.FRESH_DEAL,
                      table="fresh")
    moved = [m for m in embed.embed_step(table="fresh")["host"] if m["event"] == "move"]
    assert [m["decisions"] for m in moved] == [1]
