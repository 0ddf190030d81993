"""A tutorial at the table (no animation): the guide takes only the step's move, the computers play its script,
Skip step does the step's move, and the game ends as the file says."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dicebar.rules.tutorial import TutorialStep, load_tutorial
from dicebar.session.game_session import GameSession
from dicebar.session.lobby import Lobby, tutorial_session
from dicebar.session.tutorial import TutorialGuide, tutorial_games

SHORT = Path(__file__).parents[1] / "rules" / "tutorials" / "bar-dice-short.json"


def tutorial_table(qtbot: Any) -> tuple[GameSession, TutorialGuide]:
    tutorial = load_tutorial(SHORT)
    guide = TutorialGuide(tutorial)
    session = GameSession(tutorial.new_game(), [True, False], {}, animate=False, guide=guide)
    qtbot.waitUntil(lambda: guide.waiting)
    return session, guide


def felt_index(session: GameSession, face: int, nth: int = 0) -> int:
    return [die.index for die in session.scene.felt_dice() if die.value == face][nth]


def test_the_person_plays_the_steps_and_the_computer_plays_its_script(qtbot: Any) -> None:
    session, guide = tutorial_table(qtbot)
    assert (guide.stepNumber, guide.stepCount) == (1, 5)
    assert guide.mark == {"kind": "button", "button": "roll"} and not guide.wantsNext
    session.roll()
    qtbot.waitUntil(lambda: guide.stepNumber == 2 and guide.waiting)
    marked = guide.mark["dice"]
    assert sorted(session.scene.dice[index].value for index in marked) == [1, 1, 4]
    for index in marked:
        session.toggleDie(index)
    session.roll()
    qtbot.waitUntil(lambda: guide.stepNumber == 3 and guide.waiting)
    session.stop()
    qtbot.waitUntil(lambda: guide.stepNumber == 4 and guide.waiting)
    assert guide.wantsNext and guide.mark == {"kind": "seat", "seat": 1}
    assert session.game.current_player == 1 or session.game.is_over  # Ana played her scripted turn
    guide.next()
    qtbot.waitUntil(lambda: guide.stepNumber == 5 and guide.waiting)
    with qtbot.waitSignal(guide.finished, timeout=5000):
        guide.next()
    assert guide.done and session.game.summary()["buyer"] == "Ana"
    assert not session.kept  # never saved to resume, never counted


def test_a_wrong_press_gets_a_friendly_line_and_changes_nothing(qtbot: Any) -> None:
    session, guide = tutorial_table(qtbot)
    session.roll()
    qtbot.waitUntil(lambda: guide.stepNumber == 2 and guide.waiting)
    before = session.game.summary()
    session.stop()  # the step waits for the 4 and the aces to be kept
    assert guide.friendly == "Keep the 4 and the two aces."
    session.toggleDie(felt_index(session, 3))  # a 3 is not to be kept
    assert not session.scene.dice[felt_index(session, 3)].selected
    session.roll()  # nothing chosen: "roll them all again" is not the step's move
    assert session.game.summary() == before and guide.stepNumber == 2
    guide.next()  # nothing to read on: the step waits for a move
    assert guide.stepNumber == 2


def test_a_wrong_press_without_its_own_line_says_what_to_do(qtbot: Any) -> None:
    session, guide = tutorial_table(qtbot)
    session.stop()
    assert guide.friendly == "Not that: tap Roll to throw."
    session.roll()
    qtbot.waitUntil(lambda: guide.stepNumber == 2 and guide.waiting)
    assert guide.friendly == ""


def test_skip_step_plays_each_step_for_the_person_to_the_end(qtbot: Any) -> None:
    session, guide = tutorial_table(qtbot)
    aside: list[int] = []
    with qtbot.waitSignal(guide.finished, timeout=10_000):
        for number in range(1, 6):
            qtbot.waitUntil(lambda n=number: guide.stepNumber == n and guide.waiting)  # type: ignore[misc]
            if number == 3:
                aside = [die.value for die in session.scene.dice if die.zone == "aside" and die.owner == 0]
            guide.skipStep()
    assert sorted(aside) == [1, 1, 4]  # Skip chose the step's dice on the table
    assert session.game.summary()["buyer"] == "Ana"


def test_the_lobby_starts_a_tutorial_and_never_a_broken_one(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setattr("dicebar.session.tutorial.tutorials_dir", lambda: tmp_path)
    (tmp_path / "bar-dice.json").write_text(SHORT.read_text(encoding="utf-8"), encoding="utf-8")
    broken = json.loads(SHORT.read_text(encoding="utf-8"))
    broken["rolls"] = broken["rolls"][:1]
    (tmp_path / "layman-bar-dice.json").write_text(
        json.dumps({**broken, "game": "layman-bar-dice", "options": {}}), encoding="utf-8"
    )
    lobby = Lobby()
    assert lobby.tutorialGames == ["bar-dice", "layman-bar-dice"]
    assert not lobby.learn("layman-bar-dice")
    assert lobby.error.startswith("This tutorial cannot start: layman-bar-dice.json: step ")
    assert lobby.session is None
    assert not lobby.learn("fives-to-the-right")
    assert lobby.error == "This tutorial cannot start: Fives to the Right has no tutorial yet"
    assert lobby.learn("bar-dice")
    session = lobby.session
    assert session.isTutorial and session.tutorial.stepCount == 5 and not session.kept
    assert lobby.error == ""
    lobby.leave()
    assert lobby.session is None


def press(session: GameSession, guide: TutorialGuide, step: TutorialStep) -> None:
    """What a person does for the step, through the session's slots (the buttons and taps of the table)."""
    do = step.do
    if do is None:
        guide.next()
    elif do.kind == "keep":
        wanted = list(do.faces)
        for die in session.scene.felt_dice():
            if die.value in wanted:
                wanted.remove(die.value)
                session.toggleDie(die.index)
        session.roll()
    elif do.kind == "roll":
        session.roll()
    elif do.kind == "stop":
        session.stop()
    elif do.kind in ("bet", "raise_to"):
        session.betTo(do.amount)  # type: ignore[attr-defined]
    elif do.kind == "reroll":
        aces = session.current_controls()["dice"][: do.amount]  # type: ignore[attr-defined]
        for index in aces:
            session.toggleAce(index)  # type: ignore[attr-defined]
        session.rerollChosen()  # type: ignore[attr-defined]
    else:
        session.act(json.dumps(do.to_json()))


@pytest.mark.parametrize("game_id", tutorial_games())
@pytest.mark.parametrize("by", ["pressing", "skipping"])
def test_every_tutorial_plays_at_the_table_to_its_ending(qtbot: Any, game_id: str, by: str) -> None:
    session = tutorial_session(game_id, animate=False)
    guide = session.tutorial
    tutorial = guide.tutorial
    played = 0
    with qtbot.waitSignal(guide.finished, timeout=30_000):
        for number, step in enumerate(tutorial.steps, 1):
            qtbot.waitUntil(lambda n=number: guide.stepNumber == n and guide.waiting, timeout=10_000)  # type: ignore[misc]
            if step.mark.kind == "dice":
                marked = sorted(session.dice_rows()[index]["value"] for index in guide.mark["dice"])
                assert marked == sorted(step.mark.faces), f"step {number}: the dice marked are on the table"
            press(session, guide, step) if by == "pressing" else guide.skipStep()
            assert guide.friendly == "", f"step {number}: {guide.friendly}"
            played += 1
    assert played == len(tutorial.steps) and guide.done
    summary = session.game.summary()
    assert all(summary[key] == value for key, value in tutorial.ends.items())
    session.dispose()
