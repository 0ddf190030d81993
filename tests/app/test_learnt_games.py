"""A game is learnt when its tutorial is played to the end (the settings' `learnt_games`, which the lobby marks):
not when it is left half-way, and never at a kiosk, which offers every tutorial to every stranger."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dicebar.app.autosave import Autosave
from dicebar.app.logs import ErrorReport
from dicebar.app.settings import SETTINGS_FILE, AppSettings
from dicebar.app.stats import STATS_FILE, Stats
from dicebar.app.storage import Storage
from dicebar.session.lobby import Lobby
from dicebar.session.tutorial import tutorial_games


def kept(tmp_path: Path, *, kiosk: bool = False) -> tuple[Lobby, Storage]:
    lobby = Lobby()
    stats = Stats(tmp_path / STATS_FILE, parent=lobby)
    storage = Storage(
        AppSettings(tmp_path / SETTINGS_FILE, parent=lobby),
        stats,
        Autosave(lobby, tmp_path, stats, parent=lobby),
        ErrorReport(lobby),
        kiosk_on=lambda: kiosk,
    )
    storage.follow(lobby)
    return lobby, storage


def learn(qtbot: Any, lobby: Lobby, game: str, steps: int | None = None) -> Any:
    """Start the tutorial and Skip step through `steps` of it (all: to the end)."""
    assert lobby.learn(game)
    session = lobby.session
    session.skipAnimations = True
    guide = session.tutorial
    for _ in range(guide.stepCount if steps is None else steps):
        qtbot.waitUntil(lambda: guide.waiting, timeout=10_000)
        guide.skipStep()
    if steps is None:
        qtbot.waitUntil(lambda: guide.done, timeout=10_000)
    return guide


def test_a_tutorial_played_to_the_end_is_learnt_and_kept(qtbot: Any, tmp_path: Path) -> None:
    game = tutorial_games()[0]
    lobby, storage = kept(tmp_path)
    learn(qtbot, lobby, game)
    assert storage.settings.get("learnt_games") == [game]
    lobby.leave()
    storage.settings.save()
    assert AppSettings(tmp_path / SETTINGS_FILE).get("learnt_games") == [game]
    assert storage.stats.games_played() == 0  # a tutorial is no game in the statistics


def test_a_tutorial_throws_nothing_into_the_statistics(qtbot: Any, tmp_path: Path) -> None:
    lobby, storage = kept(tmp_path)
    seats = [{"name": name, "human": name == "Ana", "strength": "good"} for name in ("Max", "Ana")]  # Ana waits
    assert lobby.start({"game": "bar-dice", "seats": seats, "options": {}, "hints": False})
    lobby.session.skipAnimations = True
    qtbot.waitUntil(lambda: sum(storage.stats.faces_by_thrower()[False]) > 0, timeout=30_000)  # a game's throws go in
    lobby.leave()
    before = storage.stats.faces_by_thrower()
    learn(qtbot, lobby, tutorial_games()[0])
    assert storage.stats.faces_by_thrower() == before
    lobby.leave()
    storage.settings.save()  # the tutorial marked its game learnt: written now, not on a timer


def test_a_tutorial_left_half_way_is_not_learnt(qtbot: Any, tmp_path: Path) -> None:
    lobby, storage = kept(tmp_path)
    guide = learn(qtbot, lobby, tutorial_games()[0], steps=2)
    assert not guide.done
    lobby.leave()
    assert storage.settings.get("learnt_games") == []
    storage.settings.save()  # (the table's speed was remembered: written now, not by a timer after the test)


def test_a_kiosk_marks_nothing_learnt(qtbot: Any, tmp_path: Path) -> None:
    lobby, storage = kept(tmp_path, kiosk=True)
    guide = learn(qtbot, lobby, tutorial_games()[0])
    assert guide.done
    lobby.leave()
    assert storage.settings.get("learnt_games") == []
    storage.settings.save()  # (the table's speed was remembered: written now, not by a timer after the test)
