"""The session as the views see it: every game played to its end through signals and slots, displays in
step with the model, human input taken once, at the right time."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from dicebar.bots.registry import make_bot
from dicebar.rules.actions import ROLL, Action
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.errors import RulesError
from dicebar.rules.registry import new_game
from dicebar.session.game_session import GameSession
from dicebar.session.lobby import default_setup, session_from_setup

PIP_GAMES = ("aces-in-the-pot", "fives-to-the-right", "bar-dice", "layman-bar-dice")


def _computers(game_id: str, seats: int, strength: str = "good") -> dict[int, Any]:
    return {seat: make_bot(game_id, strength, seat).choose for seat in range(seats)}


@pytest.mark.parametrize("game_id", PIP_GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_computers_play_every_game_to_its_end_with_displays_in_step(qtbot: Any, game_id: str, seed: int) -> None:
    game = new_game(game_id, ["Max", "Danielle", "James"], SeededDice(seed))
    session = GameSession(game, [False] * 3, _computers(game_id, 3), seed=seed, animate=False)
    story = session.logModel
    resets: list[int] = []
    story.modelReset.connect(lambda: resets.append(1))
    settled: list[tuple[dict[str, Any], dict[str, Any]]] = []
    session.settled.connect(lambda: settled.append((session.displayed_counts(), session.model_counts())))
    with qtbot.waitSignal(session.finished, timeout=60_000):
        pass
    assert game.is_over and session.over
    assert session.drift == []  # counts moved step by step always added up to the model's
    assert settled and all(shown == truth for shown, truth in settled)
    assert session.hud["result"]
    assert session.logLines == game.log_lines()
    # the views' story grew line by line (rows inserted, never rebuilt) and reads the same
    line_role = next(role for role, name in story.roleNames().items() if bytes(name) == b"line")
    assert [story.data(story.index(row), line_role) for row in range(story.rowCount())] == game.log_lines()
    assert resets == []


def test_a_human_rolls_keeps_and_stops_by_the_slots(qtbot: Any) -> None:
    # Max (human) vs a computer in Bar Dice; Max starts. Max throws 3 3 4 1 1, keeps 1 1 3 3, throws a 3.
    dice = ScriptedDice([[3, 3, 4, 1, 1], [3]])
    game = new_game("bar-dice", ["Max", "Bot"], dice, first="Max")
    session = GameSession(game, [True, False], _computers("bar-dice", 2), animate=False)
    qtbot.waitUntil(lambda: session.humanTurn)
    assert session.canRoll and not session.canStop and session.rollLabel == "Roll"
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn)
    assert session.canStop and session.canChooseDice
    felt = {die.value: die.index for die in reversed(session.scene.felt_dice())}
    ones = [die.index for die in session.scene.felt_dice() if die.value == 1]
    threes = [die.index for die in session.scene.felt_dice() if die.value == 3]
    for index in ones + threes:
        session.toggleDie(index)
    session.toggleDie(felt[4])  # a fifth die would leave none to roll: refused
    assert sorted(session._selected_faces()) == [1, 1, 3, 3]
    assert session.rollLabel == "Keep 4, roll 1"
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn)
    assert [str(action) for action in game.history] == ["roll", "keep [1, 1, 3, 3]"]
    assert sorted(die.value for die in session.scene.dice if die.zone == "aside") == [1, 1, 3, 3]
    assert session.canStop and session.rollLabel == "Roll all again"


def test_a_press_during_the_animation_is_applied_once_when_the_table_is_idle(qtbot: Any) -> None:
    game = new_game("aces-in-the-pot", ["A", "B", "C"], SeededDice(4), first="A")
    session = GameSession(game, [True, True, True], {}, animate=True)
    session.speed = 4.0
    qtbot.waitUntil(lambda: session.humanTurn)
    session.roll()
    assert session.busy
    session.roll()  # pressed while A's dice still roll: kept for B's turn
    session.roll()  # a third press is not queued on top
    qtbot.waitUntil(lambda: len(game.history) == 2 and not session.busy, timeout=10_000)
    qtbot.wait(200)
    assert len(game.history) == 2
    assert game.history == [ROLL, ROLL]


def test_input_from_a_seat_that_is_not_human_or_not_its_turn_is_ignored(qtbot: Any) -> None:
    game = new_game("bar-dice", ["Max", "Bot"], SeededDice(9), first="Bot")
    session = GameSession(game, [True, False], _computers("bar-dice", 2), animate=True)
    session.roll()
    session.act('"stop"')
    session.act("{not json")
    assert game.history == []
    session.deleteLater()


def test_skip_animations_plays_a_game_at_once(qtbot: Any) -> None:
    game = new_game("fives-to-the-right", ["A", "B"], SeededDice(11))
    session = GameSession(game, [False, False], _computers("fives-to-the-right", 2), animate=True)
    session.skipAnimations = True
    with qtbot.waitSignal(session.finished, timeout=30_000):
        pass
    assert game.is_over and session.drift == []


def test_steps_carry_planned_throws_that_land_on_the_model_values(qtbot: Any) -> None:
    game = new_game("bar-dice", ["A", "B"], SeededDice(5), first="A")
    session = GameSession(game, [True, False], _computers("bar-dice", 2), animate=True)
    steps: list[dict[str, Any]] = []
    session.stepStarted.connect(steps.append)
    qtbot.waitUntil(lambda: session.humanTurn)
    session.roll()
    throw = steps[0]
    assert throw["kind"] == "throw" and throw["seconds"] > 0.2
    assert throw["values"] == list(game.log[-1].faces)  # type: ignore[attr-defined]
    frames = throw["frames"]
    assert frames > 10 and len(throw["positions"]) == frames * 5 * 3 and len(throw["rotations"]) == frames * 5 * 4
    session.skipAnimations = True
    qtbot.waitUntil(lambda: not session.busy)


def test_the_lobby_builds_a_session_and_refuses_bad_setups(qtbot: Any) -> None:
    session = session_from_setup(default_setup("layman-bar-dice"), seed=3, animate=False)
    assert session.gameId == "layman-bar-dice"
    assert [row["human"] for row in session.seats.rows()] == [True, False, False]

    with pytest.raises(RulesError, match="two players are called"):
        session_from_setup({**default_setup(), "seats": [{"name": "A"}, {"name": "a"}]})
    with pytest.raises(RulesError, match="unknown option"):
        session_from_setup({**default_setup(), "options": {"colour": 1}})
    QCoreApplication.processEvents()


def test_illegal_bot_choice_falls_back_to_a_legal_action(qtbot: Any) -> None:
    game = new_game("bar-dice", ["A", "B"], SeededDice(2), first="A")

    def stubborn(observation: dict[str, Any]) -> Action:
        return Action("fold")

    session = GameSession(game, [False, False], {0: stubborn, 1: stubborn}, animate=False)
    with qtbot.waitSignal(session.finished, timeout=30_000):
        pass
    assert game.is_over


def test_the_coach_answers_only_when_hints_are_allowed(qtbot: Any) -> None:
    dice = ScriptedDice([[3, 3, 4, 1, 1]])
    for allowed in (False, True):
        dice = ScriptedDice([[3, 3, 4, 1, 1]])
        game = new_game("bar-dice", ["Max", "Bot"], dice, first="Max")
        session = GameSession(game, [True, False], _computers("bar-dice", 2), hints=allowed, animate=False)
        qtbot.waitUntil(lambda s=session: s.humanTurn)
        session.roll()
        qtbot.waitUntil(lambda s=session: s.humanTurn)
        session.requestHint()
        if allowed:
            # nothing to beat yet: forty-three scores, but the player after may well beat it
            assert session.hintText.startswith("Keep the two aces: 57% to stay best against the player after you\n")
        else:
            assert session.hintText == ""


def test_a_persons_roll_of_the_rest_is_planned_as_they_choose_the_dice_to_keep(qtbot: Any) -> None:
    game = new_game("bar-dice", ["A", "B"], SeededDice(3))
    session = GameSession(game, [True, True], {}, seed=3, animate=True)
    session.speed = 8.0
    for _ in range(10):  # the roll for the start (a die each), then the first roll of a turn
        qtbot.waitUntil(lambda: session.humanTurn and not session.busy, timeout=20_000)
        if session.canChooseDice:
            break
        session.roll()
    assert session.canChooseDice
    throws = session.scene.throws
    planned = session.scene.planned_ahead
    seat = game.current_player
    kept = next(k for k, row in enumerate(session.dice.rows()) if row["zone"] == "felt" and row["owner"] == seat)
    session.toggleDie(kept)  # the rest, simulated again for this choice
    session.roll()  # the chosen die set aside, the rest thrown: the motion planned ahead
    qtbot.waitUntil(lambda: session.scene.throws == throws + 1 and not session.busy, timeout=20_000)
    assert session.scene.planned_ahead == planned + 1


def test_the_next_throw_is_planned_while_the_table_waits_and_only_when_it_animates(qtbot: Any) -> None:
    tables: dict[bool, list[dict[str, object]]] = {}
    for animate in (True, False):
        game = new_game("fives-to-the-right", ["A", "B", "C"], SeededDice(6))
        session = GameSession(game, [True] * 3, {}, seed=6, animate=animate)
        session.speed = 8.0
        with qtbot.waitSignal(session.settled):  # the table's first idle moment
            pass
        for _ in range(5):  # the three roll-off throws (one die each), then two turns' throws
            qtbot.waitUntil(lambda session=session: session.humanTurn and not session.busy, timeout=20_000)
            session.roll()
        qtbot.waitUntil(lambda session=session: session.humanTurn and not session.busy, timeout=20_000)
        # Animated: every throw's motion was ready when Roll was pressed; skipping animations plans nothing ahead.
        assert session.scene.planned_ahead == (5 if animate else 0)
        tables[animate] = session.scene.dice_rows()
    assert tables[True] == tables[False]  # planned ahead or on the spot: the same throws
