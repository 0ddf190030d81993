"""The attract demo without a window: computers only, every game in turn, never the group's game, and a demo
game that runs too long gives way to the next."""

from __future__ import annotations

from typing import Any

import pytest

from dicebar.app import kiosk as kiosk_module
from dicebar.app.kiosk import Kiosk, demo_games
from dicebar.app.kiosk_prefs import KioskPrefs
from dicebar.rules.registry import game_ids
from dicebar.session.lobby import Lobby

pytestmark = pytest.mark.slow


def test_the_demo_cycles_every_game_with_computers_only(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kiosk_module, "DEMO_PAUSE_MS", 0)
    monkeypatch.setattr(kiosk_module, "LUCK_SHOWN_MS", 0)
    lobby = Lobby()
    assert lobby.start({"game": "bar-dice", "seats": [{"name": "Roz", "human": True}, {"name": "Max"}]})
    group = lobby.session
    kiosk = Kiosk(lobby, KioskPrefs(), lambda _: None, active=True)
    kiosk.demo_animate = False
    seen: list[str] = []
    kiosk.changed.connect(lambda: seen.append(kiosk.demoSession.gameId) if kiosk.demoSession else None)
    kiosk.startAttract()
    shown = [described.id for described in demo_games()]
    qtbot.waitUntil(lambda: kiosk.games_played >= len(shown) + 1, timeout=120_000)
    order = [game for k, game in enumerate(seen) if k == 0 or seen[k - 1] != game]
    assert order[: len(shown) + 1] == [*shown, shown[0]]
    assert shown == list(game_ids())  # every game offers a demo, PeekPoker too
    demo = kiosk.demoSession
    assert demo is not None and demo.demo and not any(row["human"] for row in demo.seats.rows())
    assert lobby.session is group and not group.demo and len(group.game.history) == 0  # untouched
    kiosk.stopAttract()
    assert kiosk.demoSession is None and not kiosk.attracting
    lobby.leave()


def test_a_long_demo_game_gives_way_to_the_next(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kiosk_module, "DEMO_LONGEST_MS", 300)
    kiosk = Kiosk(Lobby(), KioskPrefs(), lambda _: None, active=True)
    kiosk.demo_speed = 0.25  # far too slow to finish in 300 ms
    kiosk.startAttract()
    first = kiosk.demoSession
    assert first is not None
    qtbot.waitUntil(lambda: kiosk.games_started >= 3, timeout=5000)
    assert kiosk.games_played == 0 and kiosk.demoSession is not first
    kiosk.stopAttract()


def test_the_house_luck_is_shown_between_demo_games(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kiosk_module, "DEMO_PAUSE_MS", 0)
    monkeypatch.setattr(kiosk_module, "LUCK_SHOWN_MS", 600)
    kiosk = Kiosk(Lobby(), KioskPrefs(), lambda _: None, active=True)
    kiosk.demo_animate = False
    kiosk.startAttract()
    first = kiosk.demoSession
    assert first is not None and not kiosk.property("showingLuck")
    qtbot.waitUntil(lambda: kiosk.property("showingLuck"), timeout=60_000)
    assert kiosk.games_played == 1 and kiosk.demoSession is first  # the finished game waits behind the chart
    qtbot.waitUntil(lambda: kiosk.demoSession is not first, timeout=5000)
    assert not kiosk.property("showingLuck")
    qtbot.waitUntil(lambda: kiosk.property("showingLuck"), timeout=60_000)
    kiosk.stopAttract()
    assert not kiosk.property("showingLuck") and not kiosk.attracting
