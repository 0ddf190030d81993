"""What a screen reader is told of the table (dicebar.session.spoken): the events announced as they play, the
reading and the pot, the dice named; and never a die under a PeekPoker cup but to its owner on their own turn,
once the others looked away."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.peekpoker import PeekPoker
from dicebar.rules.registry import new_game
from dicebar.session.game_session import GameSession
from dicebar.session.hud import reading_line
from dicebar.session.poker_session import PokerSession

#: a private throw said with its faces: 'Bo rolls K K A' (the words an unmasked private throw would have)
FACES_OF_A_PRIVATE_THROW = re.compile(r"\S+ rolls? (9|10|J|Q|K|A)( (9|10|J|Q|K|A))*")


def _heard(session: GameSession) -> list[str]:
    heard: list[str] = []
    session.announced.connect(heard.append)
    return heard


def _names(session: GameSession) -> list[str]:
    return [row["name"] for row in session.spokenDice.rows()]


def test_a_throw_is_announced_with_its_reading_and_a_stop_with_the_call_and_the_mark(qtbot: Any) -> None:
    dice = ScriptedDice([[6, 6, 6, 1, 3], [3, 3, 1, 2, 4]])
    game = new_game("bar-dice", ["Max", "Ana"], dice, first="Max")
    session = GameSession(game, [True, True], {}, animate=False)
    heard = _heard(session)
    qtbot.waitUntil(lambda: session.humanTurn)
    heard.clear()
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and session.canStop)
    assert heard == ["Max rolls 6 6 6 1 3", "Three 6s and an ace: forty-six in one so far, no mark yet"]
    assert _names(session) == ["die 1: six", "die 2: six", "die 3: six", "die 4: one", "die 5: three"]
    assert [row["tappable"] for row in session.spokenDice.rows()] == [True] * 5
    assert session.tableName == "The table: Bar Dice. Max's turn"
    session.toggleDie(3)
    assert _names(session)[3] == "die 4: one, chosen"
    heard.clear()
    session.stop()
    qtbot.waitUntil(lambda: session.humanTurn and game.current_player == 1)
    assert heard[:2] == ["Max: Forty-six in one", "The mark is forty-six in one"]
    assert "die 4: one, set aside" not in _names(session)  # stopped: nothing was set aside


def test_the_pot_is_announced_as_it_fills(qtbot: Any) -> None:
    # Aces in the Pot: Max throws 1 1, both tokens to the pot
    game = new_game("aces-in-the-pot", ["Max", "Ana", "Bo"], ScriptedDice([[1, 1], [2, 3]]), first="Max")
    session = GameSession(game, [True, True, True], {}, animate=False)
    heard = _heard(session)
    qtbot.waitUntil(lambda: session.humanTurn)
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and game.current_player == 1)
    assert heard[0].startswith("Max rolls 1 1: "), heard
    assert "The pot: 2 tokens" in heard


def _people_play(session: PokerSession, chooser: random.Random, on_turn: Any, limit: int = 400) -> None:
    """Random choices for the people at the screen until the game ends; `on_turn(session)` before each."""
    game = session.game
    for _ in range(limit):
        for _ in range(100_000):
            if session.over or session.humanTurn:
                break
            QCoreApplication.processEvents()
        if session.over:
            return
        on_turn(session)
        if session.controls["kind"] == "reroll":
            session.rerollChosen()
        else:
            session._human_input(chooser.choice(game.legal_actions()))


@pytest.mark.parametrize("seed", [3, 4])
def test_no_die_under_a_cup_is_announced_or_named_but_to_its_owner_after_show_my_table(qtbot: Any, seed: int) -> None:
    game = new_game("peekpoker", ["Bo", "Ana", "Max"], SeededDice(seed), {"stack": 4, "hands": 2})
    assert isinstance(game, PeekPoker)
    bot = make_bot("peekpoker", "good", seed)
    session = PokerSession(game, [True, True, False], {2: bot.choose}, seed=seed, animate=False)
    assert session.shared_screen
    said: list[tuple[str, int | None]] = []  # each announcement, with the seat that may read its own dice then

    def on_announced(text: str) -> None:
        current = game.current_player
        said.append((text, current if current is not None and session.may_read(current) else None))

    session.announced.connect(on_announced)

    def each_change() -> None:  # the dice named: a private die's face only to its owner, while they may read it
        for row in session.spokenDice.rows():
            if "under your cup" in row["name"]:
                owner = row["die"] // 3
                assert owner == game.current_player and session.may_read(owner), row

    session.changed.connect(each_change)
    counts = {"before": 0, "after": 0}

    def on_turn(session: PokerSession) -> None:
        current = game.current_player
        assert current is not None
        if not session.awaitingReady:
            return
        if game.shown[current]:  # a showdown's dice are everyone's
            session.ready()
            return
        heard = len(said)
        real = list(game.private[current])
        for faces in ([1, 2, 3], [6, 6, 6], [4, 5, 4]):  # other dice under the cup: nothing more is said
            game.private[current] = faces
            session._update_hud()
            session.changed.emit()
        game.private[current] = real
        session._update_hud()
        assert said[heard:] == [], said[heard:]
        assert not any("under your cup" in name for name in _names(session))
        counts["before"] += 1
        session.ready()  # "I'm Bo — show my table": now the reading of the hand names Bo's own dice
        own = reading_line(game, game.observation(current, with_log=False))
        assert said[-1] == (own, current), said[heard:]
        assert sum("under your cup" in name for name in _names(session)) == len(real)
        counts["after"] += 1

    _people_play(session, random.Random(seed), on_turn)
    assert session.over
    assert counts["before"] and counts["after"], counts
    for text, reader in said:
        assert not FACES_OF_A_PRIVATE_THROW.fullmatch(text), text
        if text.startswith("Your hand"):
            assert reader is not None, text
    assert any(re.fullmatch(r"\S+ shakes three dice under the cup", text) for text, _ in said)
