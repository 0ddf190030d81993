"""A sixth game, defined here and nowhere else, is a game like the built-in five: the lobby offers it with its house
rule and its rules page, a person and a computer play it to the end by clicks at the 3D table, the autosave keeps it
and resumes it, and the self-test's table checks pass for it.

High Roll: two dice each; everyone rolls once, in turn; the highest total wins, and players tied for it roll again
among themselves. House rule `low_wins`: the lowest total wins instead. Its descriptor (`GAME_TYPE`) is all the
layers read: nothing outside this module names it, and no bot kit is registered (its players only roll).

Screenshots land in tests/artifacts/ui/ (look at them).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

import pytest
from PySide6.QtCore import QObject, QPoint, QPointF, Qt
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from app.test_storage_window import storage_window  # noqa: F401  (a fixture: the window with the files kept)
from dicebar.app.self_test import Figures, play_at_table, walk_items
from dicebar.rules import table_words
from dicebar.rules.actions import ROLL, Action
from dicebar.rules.events import DiceThrown, Event, GameOver, StatusChanged, TurnStarted
from dicebar.rules.game import Game, Result
from dicebar.rules.game_type import GameType, SeatHolds, TableDice
from dicebar.rules.hud import Hud
from dicebar.rules.lingo import plural, possessive
from dicebar.rules.options import OptionSpec
from dicebar.rules.pages import Options, Page, section
from dicebar.rules.registry import game_ids, register_game, unregister_game
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, acted
from dicebar.session.lobby import Lobby
from ui.conftest import program_window, wait_for_the_person
from ui.test_table_window import _check_table_matches_model, click_item, find, resize, screenshot

pytestmark = pytest.mark.slow

# ----- the game ---------------------------------------------------------------------------------------------------

_WORDS = "HighRoll"  # the translation context of this game's words
DICE_EACH = 2


def _best_word(options: Mapping[str, object]) -> str:
    return "lowest" if options["low_wins"] else "highest"


def page(options: Options, max_players: int) -> Page:
    best = _best_word(options)
    return Page(
        [
            section(
                "Players and dice",
                f"2 or more players (up to {max_players} at this table).",
                "Each player has two dice.",
            ),
            section("Your turn", "Roll both your dice once: their total is your score.", "Then the turn passes left."),
            section(
                "The end",
                f"Once everyone has rolled, the {best} total wins.",
                f"Players tied for the {best} total roll again among themselves, until one alone has it.",
            ),
        ]
    )


def hud(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    totals = [(seat, total) for seat, total in enumerate(view["totals"]) if total is not None]
    mark = ""
    if totals:
        pick = min if view["options"]["low_wins"] else max
        best = pick(total for _, total in totals)
        leaders = ", ".join(names[seat] for seat, total in totals if total == best)
        mark = f"{_best_word(view['options']).capitalize()} so far: {best} ({leaders})"
    return Hud(mark=mark, detail=f"{plural(len(view['contenders']), 'player', 'players')} still in")


GAME_TYPE = GameType(
    id="high-roll",
    title=QT_TRANSLATE_NOOP(_WORDS, "High Roll"),
    tagline=QT_TRANSLATE_NOOP(_WORDS, "Two dice each, one roll each: the highest total wins"),
    players=(2, 6),
    dice=TableDice(per_seat=DICE_EACH),
    holds=SeatHolds("dice", QT_TRANSLATE_NOOP(_WORDS, "%n (die/dice)", None, 1)),
    page=page,
    hud=hud,
    options=(
        OptionSpec(
            "low_wins",
            "flag",
            False,
            QT_TRANSLATE_NOOP(_WORDS, "The lowest total wins"),
            (
                (True, QT_TRANSLATE_NOOP(_WORDS, "The lowest total wins instead of the highest.")),
                (False, QT_TRANSLATE_NOOP(_WORDS, "The highest total wins.")),
            ),
        ),
    ),
    demo=None,  # a test's game: never in the kiosk's attract demo
    sources=("A test's own game, the simplest there is: one roll each, the best total wins",),
)


@dataclass(frozen=True)
class HighRollWon(GameOver):
    """The game's own event: `seat` rolled the best total, `total`, the lowest where `low_wins`."""

    seat: int
    total: int
    low_wins: bool


class HighRollWords:
    """The game's words (its `<game>_words` module, here a class): its one event of its own, the rest shared."""

    @staticmethod
    def describe(event: Event, names: Sequence[str]) -> Words:
        if isinstance(event, HighRollWon):
            if event.low_wins:
                text = QT_TRANSLATE_NOOP(_WORDS, "{who} rolls the lowest total, {total}, and wins")
            else:
                text = QT_TRANSLATE_NOOP(_WORDS, "{who} rolls the highest total, {total}, and wins")
            return acted(text, names[event.seat], total=event.total)
        return table_words.describe(event, names, HighRollWords.call_words)

    @staticmethod
    def call_words(event: Event, names: Sequence[str]) -> Words | None:
        if isinstance(event, HighRollWon):
            return HighRollWords.describe(event, names).capitalized()
        return table_words.call_words(event, names)


class HighRoll(Game):
    """Observation keys: `totals` (each seat's total this round, None until rolled), `contenders` (the seats still
    in, in turn order), `round` (1, then 2.. for each roll among the tied), `winner` (None until the end)."""

    words = HighRollWords

    def _setup(self) -> None:
        seats = len(self.names)
        self.contenders: list[int] = list(range(seats))
        self.totals: list[int | None] = [None] * seats
        self.turn = 0
        self.round = 1
        self.winner: int | None = None

    def _begin(self, first: int) -> list[Event]:
        seats = len(self.names)
        self.contenders = [(first + step) % seats for step in range(seats)]
        self.turn = first
        return [TurnStarted(first)]

    def _current_player(self) -> int | None:
        return self.turn

    def _legal_actions(self) -> list[Action]:
        return [ROLL]

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def result(self) -> Result:
        return Result() if self.winner is None else Result(winner=(self.winner,))

    def seat_status(self, seat: int) -> str:
        return "in" if seat in self.contenders else "out"

    def seat_dice(self, seat: int) -> int:
        return DICE_EACH

    def _observe(self, seat: int) -> dict[str, object]:
        return {
            "totals": list(self.totals),
            "contenders": list(self.contenders),
            "round": self.round,
            "winner": self.winner,
        }

    def check_invariants(self) -> None:
        assert self.contenders, "nobody is left in"
        if self.winner is not None:
            assert self.contenders == [self.winner], "the winner is not the one left in"
            return
        out = [seat for seat in range(len(self.names)) if seat not in self.contenders]
        assert all(self.totals[seat] is None for seat in out), "a seat that is out has rolled this round"
        assert self.turn in self.contenders and self.totals[self.turn] is None, "the roller has rolled already"

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        faces = self.dice.roll(DICE_EACH)
        self.totals[seat] = sum(faces)
        events: list[Event] = [DiceThrown(seat, faces, "turn" if self.round == 1 else "tiebreak")]
        waiting = [other for other in self.contenders if self.totals[other] is None]
        if waiting:
            self.turn = waiting[0]
            return [*events, TurnStarted(self.turn)]
        rolled = {other: self.totals[other] or 0 for other in self.contenders}
        best = (min if self.options["low_wins"] else max)(rolled.values())
        leaders = [other for other in self.contenders if rolled[other] == best]
        events += [StatusChanged(other, "out") for other in self.contenders if other not in leaders]
        self.contenders = leaders
        if len(leaders) == 1:
            self.winner = leaders[0]
            return [*events, self._game_over(best)]
        self.round += 1
        self.totals = [None] * len(self.names)
        self.turn = leaders[0]
        return [*events, TurnStarted(self.turn)]

    def _game_over(self, total: int) -> Event:
        assert self.winner is not None
        return HighRollWon(self.winner, total, bool(self.options["low_wins"]))


def expected_winner(log: Sequence[Event], low_wins: bool) -> int:
    """The winner read from the log's throws alone: the best total of the last round (a round ends where a seat
    rolls a second time)."""
    last_round: dict[int, int] = {}
    for event in log:
        if isinstance(event, DiceThrown) and event.purpose != "rolloff":
            if event.seat in last_round:
                last_round = {}
            last_round[event.seat] = sum(event.faces)
    pick = min if low_wins else max
    best = pick(last_round.values())
    (winner,) = [seat for seat, total in last_round.items() if total == best]
    return winner


@contextmanager
def registered(described: GameType, cls: type[Game]) -> Iterator[str]:
    """The game registered while the block runs, and forgotten after it (the registry is the process's, and a
    pytest-xdist worker runs other tests after these)."""
    register_game(described, cls)
    try:
        yield described.id
    finally:
        unregister_game(described.id)
    assert described.id not in game_ids()


@pytest.fixture
def high_roll() -> Iterator[str]:
    with registered(GAME_TYPE, HighRoll) as game_id:
        yield game_id


class HeadsUpHighRoll(HighRoll):
    """High Roll for two players only: a game the self-test's three computers do not fit."""


HEADS_UP = replace(
    GAME_TYPE, id="high-roll-heads-up", title=QT_TRANSLATE_NOOP(_WORDS, "Heads-up High Roll"), players=(2, 2)
)


@pytest.fixture
def heads_up() -> Iterator[str]:
    with registered(HEADS_UP, HeadsUpHighRoll) as game_id:
        yield game_id


@pytest.fixture
def high_roll_window(qtbot: Any, high_roll: str) -> Iterator[tuple[Lobby, QQuickWindow]]:
    """The program's window around a fresh lobby, opened once High Roll is registered (the lobby lists the games
    when it is made), closed before High Roll is forgotten."""
    with program_window(qtbot) as opened:
        yield opened


@pytest.fixture
def kept_window(high_roll: str, storage_window: Any) -> Any:  # noqa: F811
    """Windows with the files kept between runs (app/storage.py), all in one data folder: one start after another."""
    return storage_window


# ----- at the window ----------------------------------------------------------------------------------------------


def shown(window: QQuickWindow, name: str) -> QObject:
    """The visible item named `name` (the lobby makes a switch, a list and a number box for each house rule and
    shows the one of its kind)."""
    find(window, name)  # waits for it
    found: list[QObject] = [
        obj for obj in walk_items(window.contentItem()) if obj.objectName() == name and obj.property("visible")
    ]
    assert len(found) == 1, f"{len(found)} visible items named {name!r}"
    return found[0]


def texts_near(item: QObject) -> list[str]:
    """The texts of the items beside `item` (a house rule's label beside its switch)."""
    assert isinstance(item, QQuickItem)
    parent = item.parentItem()
    assert parent is not None
    return [
        str(child.property("text"))
        for child in parent.childItems()
        if child is not item and child.isVisible() and child.property("text")
    ]


def texts_near_card(card: QObject) -> list[str]:
    """The texts a game's card shows (its title and tagline), top to bottom."""
    labels = [obj for obj in walk_items(card) if obj is not card and obj.property("text") and obj.isVisible()]
    return [str(label.property("text")) for label in sorted(labels, key=lambda label: label.mapToScene(QPointF()).y())]


def rules_shown(qtbot: Any, window: QQuickWindow) -> str:
    """Open the lobby's rules page, read it as drawn, and close it as a person would (a click beside it)."""
    click_item(window, find(window, "rulesButton"))
    popup = find(window, "rulesPopup")
    qtbot.waitUntil(lambda: popup.property("opened"))
    text = next(str(obj.property("text")) for obj in walk_items(popup) if "# High Roll" in str(obj.property("text")))
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))
    qtbot.waitUntil(lambda: not popup.property("visible"))
    return text


def make_a_person(qtbot: Any, window: QQuickWindow, seat: int) -> None:
    """Choose "Person" in the lobby's drop-down for `seat`, by clicks."""
    combo = find(window, f"seatKind{seat}")
    click_item(window, combo)

    def choices() -> list[QQuickItem]:  # the open list's entries (the drop-down itself says "Person" for a person)
        return [
            obj
            for obj in walk_items(window)
            if isinstance(obj, QQuickItem)
            and obj.property("text") == "Person"
            and "MenuItem" in obj.metaObject().className()
        ]

    qtbot.waitUntil(lambda: len(choices()) == 1 and choices()[0].isVisible())
    click_item(window, choices()[0])
    qtbot.waitUntil(lambda: not choices() or not choices()[0].isVisible())
    assert combo.property("currentText") == "Person"


def start(qtbot: Any, lobby: Lobby, window: QQuickWindow, humans: list[bool]) -> Any:
    """Press Start in the lobby; the table of the game picked, with these people and computers, is shown."""
    click_item(window, find(window, "startButton"))
    qtbot.waitUntil(lambda: lobby.session is not None and find(window, "stack").property("depth") == 2)
    session: Any = lobby.property("session")
    assert session is not None and session.gameId == GAME_TYPE.id
    assert [row["human"] for row in session.seats.rows()] == humans
    session.speed = 4.0
    return session


def press_to_roll(qtbot: Any, window: QQuickWindow, session: Any, item: QObject) -> None:
    """Click `item` (Roll, or the cup) as the person whose turn it is, and wait for the roll to be made."""
    rolled = len(session.game.history)
    click_item(window, item)
    qtbot.waitUntil(lambda: len(session.game.history) > rolled, timeout=5000)


def the_cup(qtbot: Any, window: QQuickWindow) -> QObject:
    """The cup that waits beside the person to roll, once it is offered (tapping it rolls, as Roll does)."""
    cup = find(window, "cupTapArea")
    qtbot.waitUntil(lambda: cup.property("visible"))
    return cup


def play_on(qtbot: Any, window: QQuickWindow, lobby: Lobby, session: Any, *, shots: bool = False) -> int:
    """Click at the table whenever it is a person's turn (the cup every other time, else Roll) until the end;
    the table is checked against the model at every stop. Returns the presses made."""
    for presses in range(200):
        wait_for_the_person(qtbot, session)
        qtbot.wait(50)
        _check_table_matches_model(window, lobby)
        if session.over:
            return presses
        if shots and window.width() != 1920 and not session.game.in_rolloff:
            resize(qtbot, window, (1920, 1080))  # the person's first roll for the game
            screenshot(window, "table-high-roll")
        button = the_cup(qtbot, window) if presses % 2 == 0 else find(window, "rollButton")
        press_to_roll(qtbot, window, session, button)
    raise AssertionError("the game did not end in 200 presses")


def check_the_end(qtbot: Any, window: QQuickWindow, session: Any) -> None:
    """The end screen says the model's result, and the model's winner is the one the throws made."""
    game = session.game
    assert game.is_over and session.drift == []
    game.check_invariants()
    winner = expected_winner(game.log, bool(game.options["low_wins"]))
    assert game.result() == Result(winner=(winner,))
    overlay = find(window, "endOverlay")
    qtbot.waitUntil(lambda: overlay.property("visible"))
    line = find(window, "resultLine").property("text")
    assert line == session.hud["result"] == game.log_lines()[-1]
    assert line.startswith(game.names[winner])


# ----- the tests --------------------------------------------------------------------------------------------------


def test_the_lobby_offers_it_with_its_house_rule_and_its_rules_page(
    qtbot: Any, high_roll: str, high_roll_window: tuple[Lobby, QQuickWindow]
) -> None:
    _, window = high_roll_window
    card = find(window, f"game-{high_roll}")
    assert texts_near_card(card) == [GAME_TYPE.title, GAME_TYPE.tagline]
    click_item(window, card)
    assert find(window, "startButton").property("text") == "Start High Roll"
    switch = shown(window, "option-low_wins")
    assert texts_near(switch) == ["The lowest total wins"]
    assert not switch.property("checked")
    rules = rules_shown(qtbot, window)
    assert "The lowest total wins — **off**. The highest total wins." in rules
    assert "Once everyone has rolled, the highest total wins." in rules
    click_item(window, switch)
    qtbot.waitUntil(lambda: switch.property("checked"))
    rules = rules_shown(qtbot, window)
    assert "The lowest total wins — **on**. The lowest total wins instead of the highest." in rules
    assert "Once everyone has rolled, the lowest total wins." in rules
    screenshot(window, "lobby-high-roll")


def test_the_lobby_lays_out_the_rules_only_while_shown_and_makes_no_kiosk_keyboard(qtbot: Any) -> None:
    """A game's rules are pages of formatted text, and the kiosk's keyboard is some forty keys: made in every lobby,
    they weighed on its memory, and on a table's arrival (the lobby's page is still under it then). Outside kiosk
    mode the lobby makes no keyboard (names are typed), and the rules are laid out only while they are shown."""
    with program_window(qtbot, size=(1024, 600)) as (_lobby, window):
        rules = find(window, "rulesText")
        assert rules.property("text") == ""
        assert window.findChild(QObject, "nameKeyboard") is None
        click_item(window, find(window, "rulesButton"))
        popup = find(window, "rulesPopup")
        qtbot.waitUntil(lambda: popup.property("opened"))
        assert len(str(rules.property("text"))) > 500
        QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))
        qtbot.waitUntil(lambda: not popup.property("visible"))
        assert rules.property("text") == ""


def test_a_person_and_a_computer_play_it_to_the_end_by_clicks(
    qtbot: Any, high_roll: str, high_roll_window: tuple[Lobby, QQuickWindow]
) -> None:
    lobby, window = high_roll_window
    click_item(window, find(window, f"game-{high_roll}"))
    click_item(window, find(window, "removeSeat2"))  # the lobby's default table less one: you and a computer
    session = start(qtbot, lobby, window, [True, False])
    assert session.seatHolds == {"count": "dice", "context": _WORDS, "source": "%n (die/dice)"}
    assert len(session.scene.dice) == 2 * DICE_EACH
    presses = play_on(qtbot, window, lobby, session, shots=True)
    human_rolls = [e for e in session.game.log if isinstance(e, DiceThrown) and e.seat == 0]
    assert presses == len(human_rolls) > 0  # each of the person's rolls was a click, and only those
    check_the_end(qtbot, window, session)
    screenshot(window, "end-high-roll")


def test_it_is_saved_as_it_goes_and_resumed_where_it_stood(qtbot: Any, kept_window: Any) -> None:
    lobby, storage, window = kept_window()
    click_item(window, find(window, f"game-{GAME_TYPE.id}"))
    click_item(window, shown(window, "option-low_wins"))  # a house rule the save must keep
    make_a_person(qtbot, window, 2)  # you, a computer, and a person after it: a person is always to roll soon
    session = start(qtbot, lobby, window, [True, False, True])
    # roll until the roll-off is over, someone has rolled for the game, and a person is to roll next
    for _ in range(50):
        qtbot.waitUntil(lambda: session.humanTurn or session.over, timeout=30_000)
        game = session.game
        if session.over or (not game.in_rolloff and any(total is not None for total in game.totals)):
            break
        press_to_roll(qtbot, window, session, find(window, "rollButton"))
    assert not session.over
    qtbot.waitUntil(lambda: not session.busy)
    game = session.game
    history = [action.to_json() for action in game.history]
    log_lines, totals, current = game.log_lines(), list(game.totals), game.current_player
    dice = [(row["value"], row["zone"], row["owner"]) for row in session.scene.dice_rows()]
    saved = json.loads(storage.autosave.path.read_text())
    assert saved["save"]["actions"] == history and saved["setup"]["options"] == {"low_wins": True}

    click_item(window, find(window, "menuButton"))  # leave the table mid-game, as a person would
    click_item(window, find(window, "leaveButton"))
    qtbot.waitUntil(lambda: lobby.session is None and find(window, "stack").property("depth") == 1, timeout=10_000)

    again, again_storage, again_window = kept_window()  # the next start, with the same data folder
    offer = find(again_window, "resumeText").property("text")
    assert offer == f"Resume High Roll with you, Max and Danielle, {len(history)} moves in?"  # 'You' in a sentence
    click_item(again_window, find(again_window, "resumeButton"))
    qtbot.waitUntil(lambda: find(again_window, "stack").property("depth") == 2, timeout=10_000)
    resumed = again.session
    assert resumed is not None and resumed is not session
    assert resumed.game.options == {"low_wins": True}
    assert [action.to_json() for action in resumed.game.history] == history
    assert resumed.game.log_lines() == log_lines
    assert (resumed.game.totals, resumed.game.current_player) == (totals, current)
    qtbot.waitUntil(lambda: resumed.humanTurn, timeout=10_000)
    assert [(row["value"], row["zone"], row["owner"]) for row in resumed.scene.dice_rows()] == dice
    assert find(again_window, "headline").property("text") == f"{possessive(resumed.game.names[current])} turn"
    resumed.speed = 4.0
    play_on(qtbot, again_window, again, resumed)
    check_the_end(qtbot, again_window, resumed)
    assert [action.to_json() for action in resumed.game.history[: len(history)]] == history
    assert not again_storage.autosave.path.exists()
    assert again_storage.stats.games_played() == 1


def test_it_passes_the_self_tests_table_checks(qtbot: Any, high_roll: str) -> None:
    figures = Figures()
    play_at_table([high_roll], (1280, 800), figures, draw_check=True)
    assert (figures.games, figures.drawn) == (1, True)
    # three computers: a roll-off and a round at least; every action of High Roll is one throw
    assert figures.throws == figures.actions >= 3 + 3


def test_the_self_test_seats_as_many_players_as_each_game_takes_and_finds_every_card(
    qtbot: Any, high_roll: str, heads_up: str
) -> None:
    figures = Figures()
    # three computers for High Roll, two for the heads-up one, whose card is the seventh: below the list's fold
    play_at_table([high_roll, heads_up], (1280, 800), figures, draw_check=False)
    assert figures.games == 2
    assert figures.throws == figures.actions >= (3 + 3) + (2 + 2)
