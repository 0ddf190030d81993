"""A language chosen in the settings is spoken at once: the window switches to it without a restart, whatever it
shows (the lobby and its settings, a table with a game under way and its menu), and the game plays on. The
language is chosen as a person chooses it, in the Language list of the settings or of the table's menu (its
`activated` signal: the list's own handler sets the setting, dicebar.app.translators.LanguageSwitch does the
rest). German and back to English; the words checked are the translation files' own."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Q_ARG, QMetaObject
from PySide6.QtQuick import QQuickWindow

from dicebar.app.translators import install_translators
from dicebar.session import translation
from dicebar.session.hud import reading_line
from dicebar.session.languages import LANGUAGES, SYSTEM
from dicebar.session.lobby import Lobby

from .conftest import program_window, wait_for_the_person
from .test_screenshots import _setup, deal_to_the_moment
from .test_table_window import ARTIFACTS, click_item, find, screenshot

SIZE = (1024, 600)
CHOICES = [SYSTEM, *LANGUAGES]  # the Language list's entries, in order (dicebar.ui.qml_types.Choices.languages)


@pytest.fixture
def english_again(qapp: Any) -> Iterator[None]:
    """Whatever a test switches to, the next test finds the window's English (tests/ui/conftest.py installs it)."""
    yield
    install_translators("en")


def _choose(window: QQuickWindow, list_name: str, language: str) -> None:
    """Choose `language` in the Language list named `list_name`, as a click on its entry does."""
    box = find(window, list_name)
    assert box.property("visible"), f"{list_name} is not shown"
    QMetaObject.invokeMethod(box, "activated", Q_ARG(int, CHOICES.index(language)))


def _text(window: QQuickWindow, name: str) -> str:
    return str(find(window, name).property("text"))


def _wait(qtbot: Any, window: QQuickWindow, name: str, property_name: str, value: object) -> None:
    item = find(window, name)
    qtbot.waitUntil(lambda: item.property(property_name) == value, timeout=10_000)


def _at_the_table(qtbot: Any, window: QQuickWindow, lobby: Lobby) -> Any:
    stack = find(window, "stack")
    qtbot.waitUntil(lambda: stack.property("depth") == 2 and not stack.property("busy"), timeout=10_000)
    session = deal_to_the_moment(qtbot, lobby)
    qtbot.wait(300)
    return session


def _reading_now(session: Any) -> str:
    """The reading of the dice as the language installed says it (the person to act reads their own dice)."""
    game = session.game
    return reading_line(game, game.observation(game.current_player, with_log=False))


def _open_menu(qtbot: Any, window: QQuickWindow) -> None:
    click_item(window, find(window, "menuButton"))
    _wait(qtbot, window, "menu", "position", 1.0)


def _close_menu(qtbot: Any, window: QQuickWindow) -> None:
    find(window, "menu").close()  # type: ignore[attr-defined]
    _wait(qtbot, window, "menu", "position", 0.0)


def _play_on(qtbot: Any, session: Any, actions: int) -> None:
    """The game goes on: `actions` more actions are played (the person stops, checks or calls where they may)."""
    target = len(session.game.history) + actions
    while len(session.game.history) < target and not session.over:
        wait_for_the_person(qtbot, session)
        if session.over:
            break
        legal = session.game.legal_actions()
        moves = [action for action in legal if action.kind in ("stop", "check", "call")] or legal
        session.act(json.dumps(moves[0].to_json()))
    wait_for_the_person(qtbot, session)


def _on_to_a_bet_of_the_persons(qtbot: Any, session: Any) -> None:
    """Play on to a moment the person may bet or raise (with the quick sizes to show): a random deal may have them
    facing an all-in that they can only call or fold."""
    for _ in range(60):
        if session.over or (session.controls["kind"] == "bet" and session.controls["quick"]):
            break
        _play_on(qtbot, session, 1)
    assert not session.over and session.controls["quick"], "the game ended before the person could bet"


def test_a_table_of_bar_dice_switches_to_german_at_once_and_plays_on(qtbot: Any, english_again: None) -> None:
    with program_window(qtbot, _setup("bar-dice"), SIZE, settings={}) as (lobby, window):
        session = _at_the_table(qtbot, window, lobby)
        first_line = session.logModel.rows()[0]["line"]
        english = {name: _text(window, name) for name in ("headline", "rollButton", "readingLine")}
        assert english["headline"] == "Your turn"
        assert english["readingLine"] == _reading_now(session) != ""
        screenshot(window, "language-bar-dice-en", ARTIFACTS)
        banner = find(window, "banner")
        session.called.emit("Sixes")  # a call on screen as the language switches
        qtbot.waitUntil(lambda: banner.property("opacity") == 1, timeout=5000)
        _open_menu(qtbot, window)
        assert _text(window, "leaveButton") == "Leave the table"

        _choose(window, "menuLanguage", "de")  # no wait: the window speaks it at once

        assert banner.property("opacity") == 0, "the English call stays on screen"

        assert translation.language() == "de"
        assert _text(window, "leaveButton") == "Tisch verlassen"
        assert _text(window, "skipSwitch") == "Animationen überspringen"
        assert _text(window, "headline") == "Dein Zug"
        assert _text(window, "rollButton") == session.rollLabel != english["rollButton"]
        assert _text(window, "readingLine") == _reading_now(session) != english["readingLine"]
        assert session.logModel.rows()[0]["line"] == first_line  # the story already told stays as written
        _close_menu(qtbot, window)
        screenshot(window, "language-bar-dice-de", ARTIFACTS)

        played = len(session.game.history)
        _play_on(qtbot, session, 4)
        assert len(session.game.history) > played
        assert session.over or _text(window, "headline").endswith("Zug")
        assert _text(window, "readingLine") == (_reading_now(session) if session.hud["reading"] else "")

        _open_menu(qtbot, window)
        _choose(window, "menuLanguage", "en")
        assert _text(window, "leaveButton") == "Leave the table"
        assert session.over or _text(window, "headline").endswith("turn")
        _close_menu(qtbot, window)


def test_a_table_of_peekpoker_switches_to_german_at_once(qtbot: Any, english_again: None) -> None:
    with program_window(qtbot, _setup("peekpoker"), SIZE, settings={}) as (lobby, window):
        session = _at_the_table(qtbot, window, lobby)
        _on_to_a_bet_of_the_persons(qtbot, session)
        english = {name: _text(window, name) for name in ("headline", "foldButton", "readingLine", "bettingInfo")}
        assert english["foldButton"] == "Fold"
        assert english["headline"] == "Your turn"
        assert find(window, "seatPlate0").property("name") == "You"
        quick = [row["label"] for row in session.controls["quick"]]
        assert "All in" in quick
        screenshot(window, "language-peekpoker-en", ARTIFACTS)
        _open_menu(qtbot, window)

        _choose(window, "menuLanguage", "de")

        _close_menu(qtbot, window)
        assert _text(window, "foldButton") == "Passen"
        assert find(window, "seatPlate0").property("name") == "Du"  # the person's default name, on their plate
        assert _text(window, "headline") == "Dein Zug"
        assert _text(window, "readingLine") == _reading_now(session) != english["readingLine"]
        assert _text(window, "bettingInfo") != english["bettingInfo"]
        assert "All-in" in [row["label"] for row in session.controls["quick"]]
        assert _text(window, f"quick{len(quick) - 1}").startswith("All-in")
        screenshot(window, "language-peekpoker-de", ARTIFACTS)
        played = len(session.game.history)
        _play_on(qtbot, session, 3)
        assert len(session.game.history) > played


@pytest.mark.parametrize("size", [SIZE, (1920, 1080)], ids=lambda size: "x".join(map(str, size)))
def test_the_lobby_and_its_settings_switch_to_german_at_once(
    qtbot: Any, english_again: None, size: tuple[int, int]
) -> None:
    with program_window(qtbot, None, size, settings={}) as (_lobby, window):
        qtbot.wait(300)
        assert _text(window, "startButton") == "Start Bar Dice"
        assert _text(window, "seatName0") == "You"
        click_item(window, find(window, "settingsButton"))
        _wait(qtbot, window, "settingsPopup", "opened", True)
        assert _text(window, "settingsDone") == "Done"
        screenshot(window, "language-settings-en", ARTIFACTS)

        _choose(window, "settingLanguage", "de")

        assert _text(window, "settingsDone") == "Fertig"
        assert _text(window, "quality-auto") == "Automatisch"
        assert _text(window, "setting-muted") == "Stumm"
        box = find(window, "settingLanguage")
        assert box.property("currentText") == "Deutsch"
        shown = box.property("contentItem")
        assert shown.property("contentWidth") <= shown.width() + 1, "the language's name is cut"
        assert _text(window, "startButton") == "Kneipenwürfeln starten"  # a game's title, said in Python
        assert _text(window, "seatName0") == "Du"  # the person's default name
        screenshot(window, "language-settings-de", ARTIFACTS)
        click_item(window, find(window, "settingsDone"))
        _wait(qtbot, window, "settingsPopup", "visible", False)
        click_item(window, find(window, "rulesButton"))
        _wait(qtbot, window, "rulesPopup", "opened", True)
        assert "Kneipenwürfeln" in _text(window, "rulesText")
        find(window, "rulesPopup").close()  # type: ignore[attr-defined]
        _wait(qtbot, window, "rulesPopup", "visible", False)
        screenshot(window, "language-lobby-de", ARTIFACTS)

        click_item(window, find(window, "settingsButton"))
        _wait(qtbot, window, "settingsPopup", "opened", True)
        _choose(window, "settingLanguage", "en")
        assert _text(window, "settingsDone") == "Done"
        assert _text(window, "startButton") == "Start Bar Dice"
        assert _text(window, "seatName0") == "You"


def test_a_tutorials_caption_switches_to_german_at_once(qtbot: Any, english_again: None) -> None:
    with program_window(qtbot, None, SIZE, settings={}) as (lobby, window):
        click_item(window, find(window, "learn-bar-dice"))
        _wait(qtbot, window, "tutorialCaption", "visible", True)
        qtbot.wait(300)
        guide = lobby.session.tutorial
        english = _text(window, "tutorialCaption")
        assert english == guide.step.say
        _open_menu(qtbot, window)

        _choose(window, "menuLanguage", "de")

        german = _text(window, "tutorialCaption")
        assert german == translation.translate("Tutorial", guide.step.say) != english
        _close_menu(qtbot, window)
        screenshot(window, "language-tutorial-de", ARTIFACTS)
