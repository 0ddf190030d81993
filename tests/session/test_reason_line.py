"""The reason line as the table reads it (GameSession.reason): every deciding event's words show in turn, in the
order of the log, each until the next turn throws; a PeekPoker pot split between winners shows once."""

from __future__ import annotations

from typing import Any

import pytest

from dicebar.bots.registry import make_bot
from dicebar.rules.dice import SeededDice
from dicebar.rules.events import Decision, Event
from dicebar.rules.peekpoker_events import PotAwarded
from dicebar.rules.registry import game_ids, new_game
from dicebar.session.poker_session import session_class
from dicebar.session.translation import render


def _reasons(log: list[Event], describe: Any) -> list[str]:
    """The deciding events' words, a split pot's once (its first winner's words name the others)."""
    said: list[str] = []
    previous: Event | None = None
    for event in log:
        shared = isinstance(event, PotAwarded) and isinstance(previous, PotAwarded) and event.shared_with
        if isinstance(event, Decision) and not (shared and previous.pot_index == event.pot_index):  # type: ignore[union-attr]
            said.append(render(describe(event)))
        previous = event
    return said


@pytest.mark.parametrize("game_id", game_ids())
def test_every_deciding_event_shows_on_the_reason_line_until_the_next_throw(qtbot: Any, game_id: str) -> None:
    names = ["Max", "Danielle", "James"]
    game = new_game(game_id, names, SeededDice(3))
    computers = {seat: make_bot(game_id, "good", seat).choose for seat in range(3)}
    session = session_class(game_id)(game, [False] * 3, computers, seed=3, animate=False)
    shown: list[str] = []
    session.reasonChanged.connect(lambda: shown.append(session.reason))
    with qtbot.waitSignal(session.finished, timeout=120_000):
        pass
    assert game.is_over
    reasons = [text for text in shown if text]
    assert reasons == _reasons(game.log, game.describe)
    assert reasons[-1] == session.reason  # the end: nothing throws after it
    assert "" in shown  # a throw of a later turn cleared the line
