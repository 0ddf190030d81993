"""The autosave keeps a sealed game's seal, seed and seeds: a crash resumes under the same seal; saves from before
the seal resume and play on unsealed; a save whose seal does not match its game is refused as damaged."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tests.rules.histories import played_game

from dicebar.app.autosave import SAVE_FILE, Autosave
from dicebar.app.history_file import save_game_history
from dicebar.app.stats import STATS_FILE, Stats
from dicebar.bots.registry import make_bot
from dicebar.rules import savegame
from dicebar.rules.dice import SeededDice
from dicebar.rules.history import game_history, game_seed
from dicebar.rules.registry import new_game
from dicebar.rules.verify import verify_history
from dicebar.session.lobby import Lobby

pytestmark = pytest.mark.slow
OLD_SEED = 424242


def computers(game_id: str) -> dict[str, Any]:
    seats = [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana", "Bo")]
    return {"game": game_id, "seats": seats, "options": {}, "hints": False}


def frozen_at(qtbot: Any, lobby: Lobby, game_id: str, actions: int) -> Any:
    """A game of computers whose power goes once `actions` actions are applied."""
    assert lobby.start(computers(game_id))
    session = lobby.property("session")
    session.skipAnimations = True

    def applied(_move: str) -> None:
        if len(session.game.history) >= actions:
            session._bot_timer.timeout.disconnect()
            session.applied.disconnect(applied)

    session.applied.connect(applied)
    qtbot.waitUntil(lambda: len(session.game.history) == actions and not session.busy, timeout=30_000)
    return session


@pytest.mark.parametrize("game_id", ["bar-dice", "peekpoker"])
def test_a_game_resumed_after_a_crash_keeps_its_seal_and_its_seeds(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path, game_id: str
) -> None:
    lobby = new_lobby()
    autosave = Autosave(lobby, tmp_path)
    session = frozen_at(qtbot, lobby, game_id, 10)
    saved = json.loads((tmp_path / SAVE_FILE).read_text())
    assert saved["version"] == 2
    assert saved["seal"] == session.seal.digest and len(saved["seal"]) == 64
    assert saved["seeds"] == session.seeds.to_json()
    assert saved["save"]["dice"] == {"kind": "sealed", "seed": game_seed(session.game), "block": 0, "offset": 0}
    del autosave

    again = new_lobby()
    stats = Stats(tmp_path / STATS_FILE)
    restarted = Autosave(again, tmp_path, stats)
    assert restarted.resume()
    resumed = again.property("session")
    assert resumed.property("sealCode") == session.property("sealCode") != ""
    assert resumed.seal == session.seal and resumed.seeds == session.seeds
    assert resumed.property("revealedSeed") == ""
    resumed.skipAnimations = True
    with qtbot.waitSignal(resumed.finished, timeout=60_000):
        pass
    assert resumed.property("revealedSeed") == game_seed(session.game)
    said = save_game_history(resumed.history, tmp_path / "histories")
    (path,) = (tmp_path / "histories").glob("*.json")
    assert said == f"Saved the game's history to {path}."
    assert path.name == f"dicebar-{game_id}-{session.property('sealCode')}.json"
    assert verify_history(path.read_bytes()).seal == session.seal
    assert path.with_suffix(".txt").read_text().startswith("Dice Bar: ")
    assert not list((tmp_path / "histories").glob(".*"))  # no temporary file left behind
    assert stats.games_played() == 1


def old_save(game_id: str = "layman-bar-dice", actions: int = 9) -> dict[str, Any]:
    """A save as Dice Bar wrote it before the seal: version 1, one seed for the dice, computers and throws."""
    names = ["Ana", "Bo", "Cy"]
    game = new_game(game_id, names, SeededDice(OLD_SEED), {})
    bots = [make_bot(game_id, "good", OLD_SEED + seat, options=game.options) for seat in range(3)]
    while len(game.history) < actions:
        legal, seat = game.legal_actions(), game.current_player
        assert seat is not None
        game.apply(legal[0] if len(legal) == 1 else bots[seat].choose(game.observation(seat, with_log=False)))
    seats = [{"name": name, "human": False, "strength": "good"} for name in names]
    return {
        "format": "dicebar-autosave",
        "version": 1,
        "key": "0123456789abcdef",
        "started": 1_700_000_000.0,
        "setup": {"game": game_id, "seats": seats, "options": dict(game.options), "hints": False},
        "seed": OLD_SEED,
        "save": savegame.save_game(game),
    }


def test_a_save_from_before_the_seal_resumes_and_plays_on_unsealed(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path
) -> None:
    (tmp_path / SAVE_FILE).write_text(json.dumps(old_save()))
    lobby = new_lobby()
    stats = Stats(tmp_path / STATS_FILE)
    autosave = Autosave(lobby, tmp_path, stats)
    assert autosave.offer == "Layman Bar Dice with Ana, Bo and Cy, 9 moves in" and autosave.problem == ""
    assert autosave.resume()
    session = lobby.property("session")
    assert session.property("sealCode") == "" and session.seal is None
    assert session.seeds.bots == (OLD_SEED, OLD_SEED + 1, OLD_SEED + 2) and session.seeds.throws == OLD_SEED
    assert session.scene.seed == OLD_SEED
    session.skipAnimations = True
    with qtbot.waitSignal(session.finished, timeout=60_000):
        pass
    assert session.property("revealedSeed") == ""
    assert stats.games_played() == 1 and not (tmp_path / SAVE_FILE).exists()


@pytest.mark.parametrize("damage", ["seal", "seed", "no seal", "seeds"])
def test_a_save_whose_seal_does_not_match_its_game_is_refused(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path, damage: str
) -> None:
    lobby = new_lobby()
    autosave = Autosave(lobby, tmp_path)
    frozen_at(qtbot, lobby, "fives-to-the-right", 4)
    lobby.leave()
    del autosave
    saved = json.loads((tmp_path / SAVE_FILE).read_text())
    if damage == "seal":
        saved["seal"] = saved["seal"][::-1]
    elif damage == "seed":  # other dice under the old seal: the actions may replay, the seal shows the change
        saved["save"]["dice"]["seed"] = "0" * 32
    elif damage == "no seal":
        saved["seal"] = None
    else:
        saved["seeds"]["bots"] = saved["seeds"]["bots"][:2]
    (tmp_path / SAVE_FILE).write_text(json.dumps(saved))
    again = Autosave(new_lobby(), tmp_path)
    assert again.offer == ""
    assert again.problem == "The saved game was damaged and could not be resumed; the file is kept aside."


def test_discarding_a_saved_game_reveals_its_seed_in_the_log(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    lobby = new_lobby()
    autosave = Autosave(lobby, tmp_path)
    session = frozen_at(qtbot, lobby, "bar-dice", 3)
    seed, code = game_seed(session.game), session.property("sealCode")
    lobby.leave()
    assert autosave.offer and not any(seed in record.getMessage() for record in caplog.records)
    autosave.discard()
    assert caplog.records[-1].getMessage() == f"bar-dice game discarded: seal {code}, seed {seed} revealed"


def test_saving_the_history_of_a_game_under_way_or_onto_a_full_disk_says_why_not(
    qtbot: Any, new_lobby: Callable[[], Lobby], tmp_path: Path
) -> None:
    lobby = new_lobby()
    session = frozen_at(qtbot, lobby, "bar-dice", 3)
    said = save_game_history(session.history, tmp_path)
    assert (
        said == "The history cannot be saved: a game's history is written once the game is over: it reveals the seed."
    )
    assert not list(tmp_path.iterdir())
    blocker = tmp_path / "file"
    blocker.write_text("")
    finished = played_game("bar-dice", 2, 3, {})
    said = save_game_history(lambda: game_history(finished, [False, False]), blocker / "inside")
    assert said.startswith(f"Could not save the history in {blocker / 'inside'}: ")
