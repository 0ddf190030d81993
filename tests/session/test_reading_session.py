"""The reading of the dice in the session's HUD: a pip game's during a person's turn, and PeekPoker's, which
names a person's own dice only on their own screen, or on a shared one after the others looked away; the hand
tray beside it (`trayDice`) shows those dice and no others; and a screen reader hears and finds no more (the
session's announcements and the dice it names: dicebar.session.spoken)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.peekpoker import PRIVATE_DICE, PeekPoker
from dicebar.rules.registry import new_game
from dicebar.session.game_session import GameSession
from dicebar.session.hud import reading_line
from dicebar.session.poker_session import PokerSession


def test_a_bar_dice_turn_reads_the_hand_against_the_mark(qtbot: Any) -> None:
    # Max throws 6 6 6 1 3 and stops: forty-six in one. Ana throws 3 3 1 2 4: forty-three in one, short of it.
    dice = ScriptedDice([[6, 6, 6, 1, 3], [3, 3, 1, 2, 4], [5, 5, 5, 5, 5]])
    game = new_game("bar-dice", ["Max", "Ana"], dice, first="Max")
    session = GameSession(game, [True, True], {}, animate=False)
    qtbot.waitUntil(lambda: session.humanTurn)
    assert session.hud["reading"] == ""  # no dice thrown yet
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and session.canStop)
    assert session.hud["reading"] == "Three 6s and an ace: forty-six in one so far, no mark yet"
    session.stop()
    qtbot.waitUntil(lambda: session.humanTurn and game.current_player == 1)
    session.roll()
    qtbot.waitUntil(lambda: session.humanTurn and session.canStop)
    assert session.hud["reading"] == "Two 3s and an ace: thirty-three in one so far, short of forty-six in one"


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
            session.rerollChosen()  # no ace tapped: none re-rolled
        else:
            session._human_input(chooser.choice(game.legal_actions()))


def _own_reading(session: PokerSession, seat: int) -> str:
    return reading_line(session.game, session.game.observation(seat, with_log=False))


def _private_in_tray(session: PokerSession) -> dict[int, list[int]]:
    """The private dice in the hand tray, by seat (a seat's are the table's dice seat * 3 .. seat * 3 + 2, the
    community's follow every seat's), with the faces the tray shows."""
    game = session.game
    seats: dict[int, list[int]] = {}
    for die in session.tray_rows():
        seat = die["die"] // PRIVATE_DICE
        if seat < len(game.names):
            seats.setdefault(seat, []).append(die["face"])
    return seats


#: a private throw said with its faces: 'Bo rolls K K A' (the words an unmasked private throw would have)
FACES_OF_A_PRIVATE_THROW = re.compile(r"\S+ rolls? (9|10|J|Q|K|A)( (9|10|J|Q|K|A))*")


def _check_tray(session: PokerSession) -> None:
    """The tray shows no private die but the dice shown at a showdown, as the table shows them (a showdown's hand
    stays in the tray while its steps play, the model gone on to the next hand), and those of the person to act,
    while they may read them; each with its face."""
    game = session.game
    shown = {
        seat: [
            die["face"] for die in session.tray_rows() if die["group"] == "shown" and die["die"] // PRIVATE_DICE == seat
        ]
        for seat in range(len(game.names))
    }
    for seat, faces in _private_in_tray(session).items():
        if shown[seat]:
            assert shown[seat] == faces and sorted(faces) == sorted(session.poker["seats"][seat]["faces"]), (
                seat,
                faces,
            )
            continue
        assert game.shown[seat] or (seat == game.current_player and session.may_read(seat)), (seat, faces)
        assert sorted(faces) == sorted(game.private[seat])


@pytest.mark.parametrize("seed", [3, 4])
def test_a_shared_screen_reads_no_private_die_before_the_others_look_away(qtbot: Any, seed: int) -> None:
    # (nobody seated as "You": a shown hand of theirs would read "Your hand" too)
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

    def each_change() -> None:  # whatever the view can read, at every change
        current = game.current_player
        text = session.hud["reading"]
        if text.startswith("Your hand"):
            assert current is not None and session.may_read(current), text
            assert text == _own_reading(session, current)
        _check_tray(session)
        for row in session.spokenDice.rows():  # the dice named: a face under a cup only to its owner, now
            if "under your cup" in row["name"]:
                owner = row["die"] // PRIVATE_DICE
                assert owner == current and session.may_read(owner), row

    session.changed.connect(each_change)
    counts = {"before": 0, "after": 0}

    def on_turn(session: PokerSession) -> None:
        current = game.current_player
        assert current is not None
        if not session.awaitingReady:
            return
        before = session.hud["reading"]
        assert not before.startswith("Your hand")
        real = list(game.private[current])
        heard = len(said)
        if not game.shown[current]:  # (a showdown's dice are everyone's to read)
            for faces in ([1, 2, 3], [6, 6, 6], [4, 5, 4]):  # other dice under the cup: the reading is the same
                game.private[current] = faces
                session._update_hud()
                session.changed.emit()
                assert session.hud["reading"] == before, (faces, real)
            game.private[current] = real
            session._update_hud()
            assert current not in _private_in_tray(session)
            assert said[heard:] == []  # nothing more said of them
            assert not any("under your cup" in row["name"] for row in session.spokenDice.rows())
            counts["before"] += 1
        session.ready()
        after = session.hud["reading"]
        assert after == _own_reading(session, current) and after.startswith("Your hand")
        assert sorted(_private_in_tray(session)[current]) == sorted(game.private[current])  # beside it, in the tray
        if not game.shown[current]:  # said to them now, and their dice named
            assert said[-1] == (after, current), said[heard:]
            assert sum("under your cup" in row["name"] for row in session.spokenDice.rows()) == len(real)
        counts["after"] += 1

    _people_play(session, random.Random(seed), on_turn)
    assert session.over
    assert counts["before"] and counts["after"], counts
    for text, reader in said:
        assert not FACES_OF_A_PRIVATE_THROW.fullmatch(text), text
        assert reader is not None or not text.startswith("Your hand"), text
    assert any(re.fullmatch(r"\S+ shakes three dice under the cup", text) for text, _ in said)


def test_one_person_reads_their_own_hand_on_their_turn_and_only_public_dice_on_a_computers(qtbot: Any) -> None:
    game = new_game("peekpoker", ["You", "Ana", "Max"], SeededDice(11), {"stack": 4, "hands": 2})
    assert isinstance(game, PeekPoker)
    choosers = {seat: make_bot("peekpoker", "good", seat).choose for seat in (1, 2)}
    session = PokerSession(game, [True, False, False], choosers, seed=11, animate=False)
    assert not session.shared_screen
    seen = {"own": 0, "public": 0}

    def each_change() -> None:
        current = game.current_player
        text = session.hud["reading"]
        _check_tray(session)
        if current is None or session.busy or game.in_rolloff:
            return
        if current == 0 and game.private[0]:
            assert text == _own_reading(session, 0) and text.startswith("Your hand"), text
            assert sorted(_private_in_tray(session)[0]) == sorted(game.private[0])
            seen["own"] += 1
        elif current != 0:
            assert not text.startswith("Your hand"), text
            seen["public"] += 1

    session.changed.connect(each_change)
    _people_play(session, random.Random(11), lambda session: None)
    assert session.over
    assert seen["own"] and seen["public"], seen
