"""What the session does around each action costs no more than it must: the game is copied before an action only
when its dice can run out or misfit mid-action (scripted dice; see test_dice_run_out.py), and a settled table asks
the rules for the legal actions once (for the next action and for planning the next throw)."""

from __future__ import annotations

import sys
from typing import Any

import pytest

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.registry import new_game
from dicebar.session import game_session
from dicebar.session.game_session import GameSession


def _count_copies(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    copies: list[int] = []
    real = game_session._snapshot

    def counting(game: Any) -> Any:
        copies.append(1)
        return real(game)

    monkeypatch.setattr(game_session, "_snapshot", counting)
    return copies


def _play(qtbot: Any, dice: SeededDice | ScriptedDice) -> int:
    game = new_game("bar-dice", ["Max", "Ana"], dice, first="Max")
    bots = {seat: make_bot("bar-dice", "good", seat).choose for seat in range(2)}
    session = GameSession(game, [False, False], bots, animate=False)
    qtbot.waitUntil(lambda: session.over or bool(session.hud["notice"]), timeout=20_000)
    session.dispose()
    return len(game.history)


def test_a_seeded_game_is_never_copied_before_an_action(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    copies = _count_copies(monkeypatch)
    actions = _play(qtbot, SeededDice(7))
    assert actions > 5
    assert copies == []


def test_a_scripted_game_is_copied_before_every_action(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    copies = _count_copies(monkeypatch)
    actions = _play(qtbot, ScriptedDice([[6, 6, 6, 5, 5]] * 3))
    assert actions >= 1
    assert len(copies) == actions + 1  # every applied action, and the one the script could not carry out


def test_a_settled_table_asks_for_the_legal_actions_once(qtbot: Any) -> None:
    game = new_game("bar-dice", ["Max", "Ana"], SeededDice(3), first="Max")
    bots = {1: make_bot("bar-dice", "good", 1).choose}
    session = GameSession(game, [True, False], bots)  # animated: the table plans the person's throw while idle
    qtbot.waitUntil(lambda: session.canRoll, timeout=20_000)
    asked: list[str] = []
    real = game.legal_actions

    def counting() -> Any:
        asked.append(sys._getframe(1).f_code.co_name)  # who asks
        return real()

    game.legal_actions = counting  # type: ignore[method-assign]
    try:
        session._idle()  # the settle-and-act step itself
        assert asked.count("_idle") == 1  # (the HUD's observation asks on its own)
    finally:
        session.dispose()
