"""The words a game declares (title, tagline, house rules' labels, what a seat holds) reach the lobby and the
table through Qt's translator, as the log's words do."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from dicebar.rules.registry import game_types
from dicebar.session.lobby import Lobby, game_catalogue


class Shouting(QTranslator):
    """A stand-in language: every text of the games' contexts in capitals."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return source.upper() if context in {described.title.context for described in game_types()} else ""


@pytest.fixture
def shouting(qapp: Any) -> Iterator[None]:
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_the_lobby_shows_each_games_words_translated(shouting: None) -> None:
    for card, described in zip(game_catalogue(), game_types(), strict=True):
        assert card["title"] == described.title.upper() and card["tagline"] == described.tagline.upper()
        labels = [option["label"] for option in card["options"]]
        assert labels == [spec.label.upper() for spec in described.options]


def test_the_table_shows_its_title_and_what_a_seat_holds_translated(shouting: None) -> None:
    lobby = Lobby()
    assert lobby.start({"game": "aces-in-the-pot", "seats": [{"name": n, "human": True} for n in "ABC"]})
    session = lobby.session
    assert session.title == "ACES IN THE POT"
    holds = session.seatHolds  # the plate says it of each count, through the translator (SeatPlate.qml)
    assert holds == {"count": "tokens", "context": "AcesInThePot", "source": "%n token(s)"}
    assert QCoreApplication.translate(holds["context"], holds["source"], None, 3) == "%N TOKEN(S)"
    lobby.leave()


def test_without_a_translator_the_words_are_the_english_written(qapp: Any) -> None:
    cards = game_catalogue()
    assert [card["title"] for card in cards] == [described.title for described in game_types()]
