"""Real games are sealed at the table: the seal shown from the start, the seed revealed only once the game has
ended (or is given up), and the computers never shown the seed or a roll still to come."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest

from dicebar.rules.dice import ScriptedDice
from dicebar.rules.errors import RulesError
from dicebar.rules.history import game_history, game_seal, game_seed
from dicebar.rules.registry import game_ids, new_game
from dicebar.rules.verify import verify_history
from dicebar.session import lobby as lobby_module
from dicebar.session.game_session import GameSession
from dicebar.session.lobby import Lobby, session_from_setup, tutorial_session

NAMES = ("Max", "Ana", "Bo")


def computers(game_id: str, people: int = 0) -> dict[str, Any]:
    seats = [{"name": name, "human": seat < people, "strength": "easy"} for seat, name in enumerate(NAMES)]
    return {"game": game_id, "seats": seats, "options": {"stack": 6} if game_id == "peekpoker" else {}}


@pytest.fixture
def lobby(qtbot: Any) -> Iterator[Lobby]:
    made = Lobby()
    yield made
    made.leave()
    made.deleteLater()
    qtbot.wait(10)


def played_out(qtbot: Any, session: GameSession) -> None:
    with qtbot.waitSignal(session.finished, timeout=60_000):
        pass


@pytest.mark.parametrize("game_id", game_ids())
def test_a_real_game_shows_its_seal_from_the_start_and_its_seed_once_it_is_over(
    qtbot: Any, lobby: Lobby, game_id: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    assert lobby.start(computers(game_id))
    session = lobby.property("session")
    session.skipAnimations = True
    seal = game_seal(session.game, [False, False, False])
    assert seal is not None and session.property("sealCode") == seal.code
    assert session.property("sealDigest") == seal.digest
    assert session.property("revealedSeed") == ""
    started = [r.getMessage() for r in caplog.records if "seal" in r.getMessage()]
    assert started == [f"sealed {game_id} game: seal {seal.code} (SHA-256 {seal.digest})"]
    with pytest.raises(RulesError, match="once the game is over"):
        session.history()
    seed = game_seed(session.game)
    assert seed is not None and all(seed not in message for message in started)
    played_out(qtbot, session)
    assert session.property("revealedSeed") == seed
    assert caplog.records[-1].getMessage() == f"{game_id} game over: seal {seal.code}, seed {seed} revealed"
    history = session.history()
    assert history.record["seal"] == seal.digest
    assert verify_history(json.dumps(history.record).encode()).seal == seal


def test_the_demo_and_the_tutorials_are_not_sealed(qtbot: Any, lobby: Lobby) -> None:
    demo = session_from_setup(computers("bar-dice"), demo=True, animate=False, parent=lobby)
    tutorial = tutorial_session("bar-dice", animate=False, parent=lobby)
    for session in (demo, tutorial):
        assert session.property("sealCode") == session.property("sealDigest") == "" and session.seal is None
        with pytest.raises(RulesError, match="not sealed"):
            session.history()
    played_out(qtbot, demo)
    assert demo.property("revealedSeed") == ""
    demo.dispose()
    tutorial.dispose()


def test_a_game_replaced_by_a_new_one_reveals_its_seed_but_not_one_left_for_a_tutorial(
    qtbot: Any, lobby: Lobby, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    people_only = computers("bar-dice", people=3)  # nobody moves: the game waits for its people
    assert lobby.start(people_only)
    first = lobby.property("session")
    seed = game_seed(first.game)
    assert lobby.learn("bar-dice")  # a tutorial: the game stays saved to resume, its seed secret
    assert not any(seed in record.getMessage() for record in caplog.records)
    assert lobby.start(people_only)
    second = lobby.property("session")
    assert lobby.start(people_only)  # a new game replaces the one under way
    messages = [record.getMessage() for record in caplog.records]
    second_seal = game_seal(second.game, [True] * 3)
    assert second_seal is not None
    assert f"bar-dice game replaced: seal {second_seal.code}, seed {game_seed(second.game)} revealed" in messages
    assert not any(seed in message for message in messages)


def test_no_computer_is_shown_the_dice_seed_or_a_roll_still_to_come(
    qtbot: Any, lobby: Lobby, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[tuple[Any, ...]] = []
    seen: list[tuple[int, int, dict[str, Any]]] = []
    real_make_bot = lobby_module.make_bot

    def watched_make_bot(*args: Any, **kwargs: Any) -> Any:
        made.append((*args, *kwargs.values()))
        bot = real_make_bot(*args, **kwargs)
        choose = bot.choose

        def watched_choose(view: dict[str, Any]) -> Any:
            game = lobby.property("session").game
            seen.append((len(game.history), view["seat"], json.loads(json.dumps(view))))
            return choose(view)

        bot.choose = watched_choose
        return bot

    monkeypatch.setattr(lobby_module, "make_bot", watched_make_bot)
    assert lobby.start(computers("peekpoker"))
    session = lobby.property("session")
    session.skipAnimations = True
    played_out(qtbot, session)
    game = session.game
    seed = game_seed(game)
    assert seed is not None and len(made) == 3 and len(seen) > 10
    secret = {seed, int(seed, 16), bytes.fromhex(seed)}
    for arguments in made:
        assert not secret & {value for value in arguments if isinstance(value, str | int | bytes)}
        assert seed not in repr(arguments)
    assert not secret & {*session.seeds.bots, session.seeds.throws}
    record = game_history(game, [False] * 3).record
    steps: list[Any] = record["actions"]  # type: ignore[assignment]
    start: Any = record["start"]
    for applied, seat, view in seen:
        assert seed not in json.dumps(view)
        # a game that has only the rolls thrown so far shows this seat the very same: nothing to come was seen
        past = [*start["rolls"], *(roll for step in steps[:applied] for roll in step["rolls"])]
        replayed = new_game(game.game_id, list(game.names), ScriptedDice(past), game.options)
        for action in game.history[:applied]:
            replayed.apply(action)
        assert json.loads(json.dumps(replayed.observation(seat, with_log=False))) == view
