"""Screenshots of the lobby and of each of the five games mid-play, at the small kiosk screen (1024x600), full HD
and 4K, and HiDPI (a 1280x720 window at QT_SCALE_FACTOR=2: 2560x1440 device pixels, in a child process since
the scale is read when the application starts). They land in tests/artifacts/ui/screens/: look at them.

Each game is played through the window by its person (seat 0) against computers, until a decision of theirs
some way into the game, which the table then waits on while it is shot at every size: dice at rest on the felt,
the cup or the betting bar waiting, every seat plate filled in.

Each tutorial is shot at three of its steps (the first, the first that marks dice, the last) at 1024x600 and
1920x1080, and Bar Dice's dice step at 4K too: the caption whole, inside the window, and over none of its marks,
every mark inside the window.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtQuick import QQuickItem, QQuickWindow

from dicebar.app.gui import build_window
from dicebar.app.self_test import check_caption, scene_rect, walk_items
from dicebar.rules.actions import ROLL
from dicebar.session.lobby import Lobby
from dicebar.session.tutorial import tutorial_games
from dicebar.ui.qt_messages import grab_window

from .conftest import wait_for_the_person
from .test_table_window import ARTIFACTS, click_item, find, resize, screenshot

SCREENS = ARTIFACTS / "screens"
SIZES = ((1024, 600), (1920, 1080), (3840, 2160))
GAMES = ("aces-in-the-pot", "fives-to-the-right", "bar-dice", "layman-bar-dice", "peekpoker")
PLAYERS = {"aces-in-the-pot": 4, "fives-to-the-right": 5, "bar-dice": 3, "layman-bar-dice": 4, "peekpoker": 5}
NAMES = ("You", "Max", "Danielle", "James", "Ana", "Bo")
README_PICTURE = Path(__file__).resolve().parents[2] / "docs" / "table.png"
README_GAME = "bar-dice"
README_SIZE = (1600, 900)


@pytest.mark.slow
def test_the_lobby_at_every_size(qtbot: Any, table_window: tuple[Lobby, QQuickWindow]) -> None:
    _, win = table_window
    for size in SIZES:
        resize(qtbot, win, size)
        screenshot(win, "lobby", SCREENS)
        # every label and control lies inside the window: nothing pushed off its edge
        for item in walk_items(win.contentItem()):
            if isinstance(item, QQuickItem) and item.isVisible() and item.objectName().startswith(("seat", "game-")):
                corner = item.mapToScene(item.boundingRect().bottomRight())
                assert corner.x() <= win.width() + 0.5 and corner.y() <= win.height() + 0.5, item.objectName()


def _setup(game_id: str) -> dict[str, Any]:
    seats = [{"name": NAMES[0], "human": True, "strength": "good"}]
    seats += [{"name": name, "human": False, "strength": "good"} for name in NAMES[1 : PLAYERS[game_id]]]
    return {"game": game_id, "seats": seats, "options": {"stack": 12} if game_id == "peekpoker" else {}}


def _the_moment(session: Any) -> bool:
    """A decision of the person's some way into the game, with something to see on the table."""
    game = session.game
    if len(game.history) < 2 * len(game.names) + 2 or game.in_rolloff:
        return False
    if session.gameId == "peekpoker":
        return session.controls["kind"] == "bet" and bool(game.private[0])
    if session.gameId == "bar-dice":
        return bool(session.canChooseDice)  # after a throw of the person's own: the dice to choose from
    if session.gameId == "layman-bar-dice":  # its one-roll rounds may give nothing to choose: dice down will do
        return bool(session.canChooseDice) or bool(session.scene.felt_dice())
    # Fives to the Right: a decision whose dice the reading reads (a turn may come with none of its own to read)
    return bool(session.scene.felt_dice()) or (session.gameId == "fives-to-the-right" and bool(session.hud["reading"]))


def _play_to_the_moment(qtbot: Any, session: Any) -> None:
    for _ in range(300):
        wait_for_the_person(qtbot, session)
        if session.over or _the_moment(session):
            return
        legal = session.game.legal_actions()
        if session.gameId == "peekpoker":
            moves = [a for a in legal if a.kind in ("check", "call")] or legal
            session.act(json.dumps(moves[0].to_json()))
        elif ROLL in legal or session.canRoll:
            session.roll()
        else:
            session.act(json.dumps(legal[0].to_json()))


def deal_to_the_moment(qtbot: Any, lobby: Lobby) -> Any:
    """The lobby's session played on (the computers' turns at once) to a decision of the person's some way into
    the game. A game over before the moment is dealt again: in Layman the person is often knocked out before a
    throw of theirs leaves dice to choose from (7 deals in 10 in a sample of 4 players), and in Bar Dice with
    three the person goes safe or out first in about 3 deals in 100. 40 deals miss in fewer than one run in a
    million, where 5 would miss about one run in 6."""
    for _ in range(40):
        session = lobby.session
        session.skipAnimations = True  # the computers' turns go by at once
        _play_to_the_moment(qtbot, session)
        if not session.over:
            return session
        lobby.again()
    raise AssertionError("forty games ended before the person had a decision to show")


@contextmanager
def _table_at_the_moment(qtbot: Any, game_id: str) -> Iterator[QQuickWindow]:
    """A window whose table waits on the person's decision some way into a game of `game_id`, at rest."""
    lobby = Lobby()
    engine, win = build_window(lobby, size=(1280, 800), auto_start=_setup(game_id))
    win.show()
    try:
        qtbot.waitExposed(win)
        stack = find(win, "stack")
        qtbot.waitUntil(lambda: stack.property("depth") == 2 and not stack.property("busy"), timeout=10_000)
        session = deal_to_the_moment(qtbot, lobby)
        session.skipAnimations = False
        banner = find(win, "banner")
        qtbot.wait(1600)  # a call just made (the person's own throw's) shows for 1.4 s, then fades
        qtbot.waitUntil(lambda: banner.property("opacity") == 0, timeout=5000)
        yield win
    finally:
        win.close()
        del engine
        lobby.leave()


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_mid_play_at_every_size(qtbot: Any, game_id: str) -> None:
    with _table_at_the_moment(qtbot, game_id) as win:
        for size in SIZES:
            resize(qtbot, win, size)
            path = screenshot(win, f"{game_id}-mid-play", SCREENS)
            assert QImage(str(path)).width() == size[0]


def test_the_readme_picture(qtbot: Any) -> None:
    """The picture README.md shows: a game of Bar Dice in progress at 1600x900, saved small (opaque, PNG at its
    highest compression). It lands in tests/artifacts/ui/screens/; with DICEBAR_README_PICTURE=1 it also
    replaces the committed picture (the command is in README.md)."""
    with _table_at_the_moment(qtbot, README_GAME) as win:
        resize(qtbot, win, README_SIZE)
        image = grab_window(win).convertToFormat(QImage.Format.Format_RGB888)
    SCREENS.mkdir(parents=True, exist_ok=True)
    path = SCREENS / README_PICTURE.name
    assert image.save(str(path), "PNG", 0)  # quality 0: zlib's strongest compression (PNG stays lossless)
    assert (image.width(), image.height()) == README_SIZE
    assert path.stat().st_size < 900_000
    if os.environ.get("DICEBAR_README_PICTURE") == "1":
        shutil.copyfile(path, README_PICTURE)


HIDPI_SHOTS = [("lobby", None), *((game_id, game_id) for game_id in GAMES)]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "game_id"), HIDPI_SHOTS)
def test_hidpi_scale_two(name: str, game_id: str | None, tmp_path: Path) -> None:
    """A 1280x720 window at QT_SCALE_FACTOR=2: the program itself, started as people start it, shot at 2560x1440.
    A table is shot once its camera holds a close-up (`--close-up`): at a fixed moment the shot may fall in a cut's
    dark, and show nothing of the table."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    path = SCREENS / f"{name}-hidpi-2x-2560x1440.png"
    args = [sys.executable, "-m", "dicebar", "--size", "1280x720", "--screenshot", str(path), "--after", "3000"]
    if game_id:
        args += ["--start", game_id, "--players", str(PLAYERS[game_id]), "--close-up"]
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "DICEBAR_DATA_DIR": str(tmp_path)}
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    image = QImage(str(path))
    assert (image.width(), image.height()) == (2560, 1440)  # device pixels: the window is drawn at twice the size
    assert mean_luminance(image) > LIT, "the shot is dark: it shows nothing of the window's page"


# Mean luminance (0-255) over which a shot shows its page: a cut's dark measures 15-19, the lobby 33, a close-up 38-57.
LIT = 26


def mean_luminance(image: QImage, step: int = 8) -> float:
    """The image's mean luminance (Rec. 709 weights), from every `step`th pixel of every `step`th row."""
    samples = [image.pixelColor(x, y) for y in range(0, image.height(), step) for x in range(0, image.width(), step)]
    return sum(0.2126 * c.red() + 0.7152 * c.green() + 0.0722 * c.blue() for c in samples) / len(samples)


def _shown_steps(guide: Any) -> list[int]:
    """The first step, the first that marks dice (or the middle one), and the last (numbered from 1)."""
    steps = guide.tutorial.steps
    dice = next((number for number, step in enumerate(steps, 1) if step.mark.kind == "dice"), (len(steps) + 1) // 2)
    return sorted({1, dice, len(steps)})


def _check_tutorial_shot(win: QQuickWindow, guide: Any, where: str) -> None:
    check_caption(win, guide, where)
    caption = find(win, "tutorialCaption")
    assert caption.property("truncated") is False and caption.property("lineCount") <= 4, where
    inside = scene_rect(find(win, "tutorialLayer"))
    for item in walk_items(find(win, "tutorialLayer")):
        if item.objectName().startswith(("tutorialMark", "tutorialDieMark")) and item.property("visible"):
            assert inside.intersects(scene_rect(item)), f"{where}: {item.objectName()} lies off the window"


@pytest.mark.slow
@pytest.mark.parametrize("game_id", tutorial_games())
def test_three_steps_of_each_tutorial(qtbot: Any, game_id: str) -> None:
    lobby = Lobby()
    engine, win = build_window(lobby, size=SIZES[0])
    win.show()
    try:
        qtbot.waitExposed(win)
        click_item(win, find(win, f"learn-{game_id}"))  # the lobby's Learn to play
        qtbot.waitUntil(lambda: lobby.session is not None and lobby.session.isTutorial, timeout=10_000)
        session = lobby.session
        session.skipAnimations = True
        guide = session.tutorial
        banner = find(win, "banner")
        for number in _shown_steps(guide):
            while guide.stepNumber < number:
                qtbot.waitUntil(lambda: guide.waiting, timeout=20_000)
                guide.skipStep()
            qtbot.waitUntil(lambda: guide.waiting and guide.stepNumber == number, timeout=20_000)  # noqa: B023
            qtbot.waitUntil(lambda: banner.property("opacity") == 0, timeout=5000)
            big = game_id == "bar-dice" and guide.mark["kind"] == "dice"
            for size in (*SIZES[:2], SIZES[2]) if big else SIZES[:2]:
                resize(qtbot, win, size)
                _check_tutorial_shot(win, guide, f"{game_id} step {number} at {size[0]}x{size[1]}")
                screenshot(win, f"tutorial-{game_id}-step{number}", SCREENS)
            resize(qtbot, win, SIZES[0])
    finally:
        win.close()
        del engine
        lobby.leave()
