"""Nothing lost: every applied action saved at once, its throws recorded as they are thrown, resumed exactly where it
stood, recorded once at the end."""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dicebar.app.autosave import SAVE_FILE, Autosave, read_save, save_record
from dicebar.app.stats import STATS_FILE, Stats, throws_in
from dicebar.rules.game import Game
from dicebar.session.lobby import Lobby, session_from_setup

pytestmark = pytest.mark.slow


def computers(game_id: str, names: tuple[str, ...] = ("Max", "Ana", "Bo")) -> dict[str, Any]:
    return {
        "game": game_id,
        "seats": [{"name": name, "human": False, "strength": "good"} for name in names],
        "options": {},
        "hints": False,
    }


def saved_history(folder: Path) -> list[Any]:
    return json.loads((folder / SAVE_FILE).read_text())["save"]["actions"]


def freeze_at(session: Any, actions: int) -> None:
    """The power goes once `actions` actions are applied: no computer acts again."""

    def applied(_move: str) -> None:
        if len(session.game.history) >= actions:
            session._bot_timer.timeout.disconnect()
            session.applied.disconnect(applied)

    session.applied.connect(applied)


def played_until(qtbot: Any, lobby: Lobby, setup: dict[str, Any], actions: int) -> Any:
    """A game started and stopped (the power gone) once `actions` actions are applied, then left."""
    session = start(lobby, setup)
    freeze_at(session, actions)
    qtbot.waitUntil(lambda: len(session.game.history) == actions and not session.busy, timeout=30_000)
    lobby.leave()
    return session


def recorded_throws(folder: Path) -> list[tuple[Any, ...]]:
    """The statistics' throws rows: key, number, seat, human, and the six face counts."""
    db = sqlite3.connect(folder / STATS_FILE)
    try:
        return db.execute(
            "SELECT key, number, seat, human, ones, twos, threes, fours, fives, sixes FROM throws ORDER BY id"
        ).fetchall()
    finally:
        db.close()


def faces_of(games: list[Game]) -> tuple[int, ...]:
    """Every die thrown in these games, per face 1..6."""
    counted = Counter(face for game in games for throw in throws_in(game) for face in throw.faces)
    return tuple(counted[face] for face in range(1, 7))


def start(lobby: Lobby, setup: dict[str, Any]) -> Any:
    assert lobby.start(setup)
    session = lobby.property("session")
    session.skipAnimations = True
    return session


@pytest.mark.parametrize("game_id", ["bar-dice", "fives-to-the-right", "layman-bar-dice"])
def test_every_applied_action_is_saved_at_once_and_the_end_clears_the_save(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path, game_id: str
) -> None:
    lobby = new_lobby()
    stats = Stats(tmp_path / STATS_FILE)
    autosave = Autosave(lobby, tmp_path, stats)
    session = start(lobby, computers(game_id))
    seen: list[bool] = []
    # connected after the autosave's own handler: the file already holds the action just applied
    session.applied.connect(
        lambda _move: seen.append(saved_history(tmp_path) == [a.to_json() for a in session.game.history])
    )
    with qtbot.waitSignal(session.finished, timeout=60_000):
        pass
    assert seen and all(seen)
    assert len(seen) == len(session.game.history)
    assert not (tmp_path / SAVE_FILE).exists()
    assert stats.games_played() == 1
    assert len(autosave.save_seconds) == len(seen)
    assert not list(tmp_path.glob(".save.json.*"))  # no temporary file left behind


def test_each_throw_is_in_the_statistics_as_soon_as_it_is_thrown(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path
) -> None:
    lobby = new_lobby()
    stats = Stats(tmp_path / STATS_FILE)
    autosave = Autosave(lobby, tmp_path, stats)
    setup = computers("bar-dice")
    setup["seats"][1]["human"] = True  # Ana is a person: the computers wait for her
    session = start(lobby, setup)
    checked: list[bool] = []

    def applied(_move: str) -> None:  # after the autosave's own handler: the action's throws are in
        throws = throws_in(session.game)
        rows = recorded_throws(tmp_path)
        checked.append(
            [row[:4] for row in rows] == [(autosave._key, t.number, t.seat, int(t.seat == 1)) for t in throws]
            and [tuple(row[4:]) for row in rows]
            == [tuple(Counter(t.faces)[face] for face in range(1, 7)) for t in throws]
        )

    session.applied.connect(applied)
    qtbot.waitUntil(lambda: session.game.current_player == 1 and not session.busy, timeout=30_000)
    assert checked and all(checked) and stats.games_played() == 0
    assert recorded_throws(tmp_path), "the game under way has thrown"
    assert stats.throws_recorded and sum(stats.throws_recorded) == len(throws_in(session.game))
    assert stats.faces_by_thrower()[False] == faces_of([session.game])


def test_a_game_given_up_midway_keeps_its_throws_in_the_luck(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path
) -> None:
    lobby = new_lobby()
    stats = Stats(tmp_path / STATS_FILE)
    autosave = Autosave(lobby, tmp_path, stats)
    first = played_until(qtbot, lobby, computers("bar-dice"), 6)
    second = played_until(qtbot, lobby, computers("fives-to-the-right"), 4)  # replaces the first
    autosave.discard()  # the group walks away from the second
    assert autosave.offer == "" and stats.games_played() == 0
    given_up = faces_of([first.game, second.game])
    assert sum(given_up) > 0
    assert stats.faces_by_thrower()[False] == given_up and stats.faces_by_thrower()[True] == (0,) * 6
    assert sum(stats.faces_by_thrower("bar-dice")[False]) == sum(faces_of([first.game]))
    assert stats.faces_per_game() == [], "a game given up has no luckiest game"
    assert [row["played"] for row in stats.leaderboard()] == [], "nor does it count as played"
    # a third game, played to its end, adds its throws once
    third = start(lobby, computers("bar-dice"))
    with qtbot.waitSignal(third.finished, timeout=60_000):
        pass
    assert stats.faces_by_thrower()[False] == faces_of([first.game, second.game, third.game])
    assert len(recorded_throws(tmp_path)) == sum(len(throws_in(g)) for g in (first.game, second.game, third.game))
    assert stats.games_played() == 1 and len(stats.faces_per_game()) == 3


def test_a_resumed_game_stands_exactly_where_it_stood(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path
) -> None:
    lobby = new_lobby()
    autosave = Autosave(lobby, tmp_path, Stats(tmp_path / STATS_FILE))
    session = start(lobby, computers("bar-dice", ("Max", "Ana", "Bo", "Cy")))
    freeze_at(session, 12)
    qtbot.waitUntil(lambda: len(session.game.history) == 12 and not session.busy, timeout=30_000)
    history = [a.to_json() for a in session.game.history]
    log_lines = session.game.log_lines()
    assert saved_history(tmp_path) == history
    del autosave

    again = new_lobby()
    stats = Stats(tmp_path / STATS_FILE)
    restarted = Autosave(again, tmp_path, stats)
    assert restarted.offer == f"Bar Dice with Max, Ana, Bo and Cy, {len(history)} moves in"
    resumed: list[bool] = []
    restarted.resumed.connect(lambda: resumed.append(True))
    assert restarted.resume()
    assert resumed == [True] and restarted.offer == ""
    game = again.property("session").game
    assert [a.to_json() for a in game.history] == history
    assert game.log_lines() == log_lines
    again.property("session").skipAnimations = True
    with qtbot.waitSignal(again.property("session").finished, timeout=60_000):
        pass
    assert [a.to_json() for a in game.history[: len(history)]] == history  # nothing lost, nothing twice
    assert stats.games_played() == 1
    assert [row[1] for row in recorded_throws(tmp_path)] == list(range(len(throws_in(game))))  # each throw once
    assert not (tmp_path / SAVE_FILE).exists()


def test_the_dice_on_a_resumed_table_show_the_last_throw(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path
) -> None:
    lobby = new_lobby()
    autosave = Autosave(lobby, tmp_path)
    session = start(lobby, computers("fives-to-the-right"))
    freeze_at(session, 8)
    qtbot.waitUntil(lambda: len(session.game.history) == 8 and not session.busy, timeout=30_000)
    shown = [(d["value"], d["zone"], d["owner"]) for d in session.scene.dice_rows()]
    saved = read_save((tmp_path / SAVE_FILE).read_bytes())
    again = new_lobby()
    with qtbot.waitSignal(again.changed):
        assert again.resume(saved.setup, saved.game, saved.seeds)
    resumed = again.property("session")
    resumed._bot_timer.timeout.disconnect()
    with qtbot.waitSignal(resumed.settled):
        pass
    rows = resumed.scene.dice_rows()
    assert [(d["value"], d["zone"], d["owner"]) for d in rows] == shown
    assert autosave.save_seconds


def test_leaving_the_table_keeps_the_game_on_offer_and_discard_forgets_it(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path
) -> None:
    lobby = new_lobby()
    autosave = Autosave(lobby, tmp_path)
    session = start(lobby, computers("bar-dice"))
    freeze_at(session, 3)
    qtbot.waitUntil(lambda: len(session.game.history) == 3, timeout=30_000)
    lobby.leave()
    assert autosave.offer.startswith("Bar Dice with Max, Ana and Bo, ")
    autosave.discard()
    assert autosave.offer == "" and not (tmp_path / SAVE_FILE).exists()
    assert not autosave.resume_if_any()


def test_the_attract_demo_is_neither_saved_nor_counted_and_keeps_the_groups_save(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path
) -> None:
    lobby = new_lobby()
    stats = Stats(tmp_path / STATS_FILE)
    autosave = Autosave(lobby, tmp_path, stats)
    played_until(qtbot, lobby, computers("bar-dice"), 3)
    before = (tmp_path / SAVE_FILE).read_bytes()
    thrown = recorded_throws(tmp_path)
    assert thrown, "the group's throws are recorded"
    demo = session_from_setup(computers("bar-dice", ("Dee", "Eli")), demo=True, animate=False, parent=lobby)
    lobby._session = demo  # as the kiosk's attract screen seats its demo
    lobby.changed.emit()
    with qtbot.waitSignal(demo.finished, timeout=60_000):
        pass
    assert (tmp_path / SAVE_FILE).read_bytes() == before
    assert stats.games_played() == 0
    assert recorded_throws(tmp_path) == thrown, "the demo threw nothing into the statistics"
    assert autosave.resume_if_any()  # the group's game is still there for them
    assert len(lobby.property("session").game.history) == len(json.loads(before)["save"]["actions"])


def test_a_save_of_a_game_that_had_ended_is_recorded_once_and_cleared(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path
) -> None:
    lobby = new_lobby()
    stats = Stats(tmp_path / STATS_FILE)
    autosave = Autosave(lobby, tmp_path, stats)
    session = start(lobby, computers("bar-dice"))
    with qtbot.waitSignal(session.finished, timeout=60_000):
        pass
    assert stats.games_played() == 1
    # killed after the last action was saved and the game recorded, before the save was cleared:
    record = save_record(autosave._key, autosave._started, autosave._setup, autosave._seeds, session.game)
    (tmp_path / SAVE_FILE).write_text(json.dumps(record))
    again = Autosave(new_lobby(), tmp_path, stats)
    assert again.offer == "" and again.problem == ""
    assert stats.games_played() == 1  # the same key is not counted twice
    assert not (tmp_path / SAVE_FILE).exists()


@pytest.mark.parametrize("game_id", ["peekpoker", "aces-in-the-pot", "layman-bar-dice"])
def test_every_game_resumes_with_its_displays_in_step(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path, game_id: str
) -> None:
    lobby = new_lobby()
    autosave = Autosave(lobby, tmp_path)
    session = start(lobby, computers(game_id))
    freeze_at(session, 12)
    qtbot.waitUntil(lambda: len(session.game.history) == 12 and not session.busy, timeout=30_000)
    shown = session.displayed_counts()
    again = new_lobby()
    restarted = Autosave(again, tmp_path)
    assert restarted.offer and autosave.offer == ""
    with qtbot.waitSignal(again.changed):
        assert restarted.resume()
    resumed = again.property("session")
    resumed._bot_timer.timeout.disconnect()
    with qtbot.waitSignal(resumed.settled):
        pass
    assert resumed.displayed_counts() == shown == resumed.model_counts()
    assert resumed.drift == []
    assert [d["value"] for d in resumed.scene.dice_rows()] == [d["value"] for d in session.scene.dice_rows()]
