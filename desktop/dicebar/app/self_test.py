"""`dicebar --self-test`: is this installation (a checkout or the frozen bundle) whole and working?

It opens the real window on the current display (on Linux without one it starts its own Xvfb when there is one),
seats three computer players in the lobby, plays a short game of every game at the table at top speed,
animations skipped after the first throw, and after every settled step checks that what the window shows agrees
with the model: each seat plate's tokens, dice, chips, status and turn, the face on top of every die lying on the
felt or set aside, the counts the session animated, the end screen's result. PeekPoker's table is checked too: no
private die is on show before its showdown (each lies hidden under its cup, no face turned up), the shown and the
community dice read as the model's, every cup, stack, bet and pot is the model's, and the chips on the table add
up to those the game started with. The first throw is played animated and the table is then looked at: the 3D
felt must be drawn (not on the offscreen platform, which cannot draw Qt Quick 3D).

Then it plays every game's tutorial (resources/tutorials/) at the table, started from the lobby's "Learn to play"
and played by clicks, as a person would: Roll, Stop, the betting bar's buttons, the dice to keep tapped on the table,
Next; each step's caption must show beside its mark, never over it, and the end card must come. One line per
tutorial, "tutorial bar-dice: 9 steps, passed", comes before the run's own line.

It needs no Qt Widgets (nor Qt Test, which links to them): it waits in a Qt event loop and clicks by sending
mouse events to the window, so the bundle leaves Qt Widgets out.

Exit status 0 and the run's line on stdout (after the tutorials' lines); 1 and one line on stderr saying what went
wrong. `--report FILE` writes
that line to FILE too (a Windows build has no console to print on). A watchdog ends a run that hangs.

    dicebar --self-test [--games ID,ID...] [--timeout SECONDS] [--report FILE]

DICEBAR_SELF_TEST_SHOT=table.png saves the window as it was looked at.
"""

from __future__ import annotations

import argparse
import base64
import math
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import (
    Q_ARG,
    QByteArray,
    QCoreApplication,
    QEvent,
    QEventLoop,
    QMetaObject,
    QPointF,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QGuiApplication, QImage, QMouseEvent, QVector3D
from PySide6.QtQuick import QQuickItem
from PySide6.QtQuick3D import QQuick3DObject

from dicebar import __version__
from dicebar.app.display import DisplayFailure, ensure_display
from dicebar.app.gui import build_window
from dicebar.app.paths import data_dir, keep_qt_settings_in_data_dir
from dicebar.app.receipt import qr_data_url, session_receipt
from dicebar.app.settings import SETTINGS_FILE, stored_value
from dicebar.app.translators import chosen, install_translators, own_file, translations_dir
from dicebar.bots.base import COMPUTER_NAMES, DEFAULT_STRENGTH
from dicebar.physics.table import FACE_NORMALS, to_y_up
from dicebar.rules.actions import ROLL, Action
from dicebar.rules.events import DiceThrown
from dicebar.rules.registry import game_ids, game_type
from dicebar.session.lobby import Lobby
from dicebar.session.poker_scene import public_pots
from dicebar.session.tutorial import tutorial_games
from dicebar.ui.frame_clock import FrameClock
from dicebar.ui.qt_messages import close_window, grab_window

PLAYERS = COMPUTER_NAMES[:3]
STRENGTH = DEFAULT_STRENGTH
# House rules that keep a game short without changing how it is played.
GAME_SECONDS = 60.0
LIST_CONTAIN = 4  # ListView.Contain: scroll a list just enough to show the whole item
PREFIX = "dicebar --self-test"


class SelfTestFailure(Exception):
    """What went wrong, in one line."""


def main(argv: list[str], language: str | None = None) -> int:
    parser = argparse.ArgumentParser(prog="dicebar --self-test", add_help=False)
    parser.add_argument("--games", default=",".join(game_ids()))
    parser.add_argument("--timeout", type=float, default=240.0)
    parser.add_argument("--report")
    parser.add_argument("--size", default="1280x800")
    try:
        args = parser.parse_args(argv)
    except SystemExit:
        return _finish(1, "usage: dicebar --self-test [--games ID,...] [--timeout S] [--report FILE]", None)
    started = time.monotonic()
    watchdog = _watchdog(args.timeout, args.report)
    try:
        games = [game for game in args.games.split(",") if game]
        unknown = [game for game in games if game not in game_ids()]
        if unknown or not games:
            raise SelfTestFailure(f"unknown game {unknown[0] if unknown else '(none)'}; games: {', '.join(game_ids())}")
        width, _, height = args.size.partition("x")
        summary, tutorials = run(games, (int(width), int(height)), language)
    except (SelfTestFailure, DisplayFailure) as failure:
        return _finish(1, str(failure), args.report)
    except Exception as error:  # a bug shows here as what it is, in one line
        return _finish(1, f"{type(error).__name__}: {error}", args.report)
    finally:
        watchdog.cancel()
    return _finish(0, f"passed: {summary}, {time.monotonic() - started:.1f} s", args.report, tutorials)


def _finish(code: int, line: str, report: str | None, before: list[str] | None = None) -> int:
    text = f"{PREFIX}: {line}" if code == 0 else f"{PREFIX}: failed: {line}"
    text = "\n".join([*(f"{PREFIX}: {earlier}" for earlier in before or []), text])
    print(text, file=sys.stdout if code == 0 else sys.stderr, flush=True)
    if report:
        try:
            with open(report, "w", encoding="utf-8") as out:
                out.write(text + "\n")
        except OSError as error:
            print(f"{PREFIX}: cannot write {report}: {error.strerror}", file=sys.stderr)
            return 1
    return code


_stage = "starting"


def _watchdog(seconds: float, report: str | None) -> threading.Timer:
    """A hang (a deadlock in Qt, a game that never ends) must still end the run with a reason."""

    def expire() -> None:
        _finish(1, f"timed out after {seconds:.0f} s while {_stage}", report)
        os._exit(1)

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()
    return timer


def _at(stage: str) -> None:
    global _stage  # noqa: PLW0603
    _stage = stage


# ----- the run --------------------------------------------------------------------------------------------------


def run(games: list[str], size: tuple[int, int], language: str | None = None) -> tuple[str, list[str]]:
    _at("finding a display")
    platform = ensure_display()
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0] if sys.argv else "dicebar"])
    app.setApplicationName("Dice Bar")  # as gui.run() does: the QML's Settings are read from the same place
    app.setOrganizationName("Dice Bar")
    app.setApplicationVersion(__version__)
    keep_qt_settings_in_data_dir()
    language = chosen(language, str(stored_value(data_dir() / SETTINGS_FILE, "language")))
    if own_file(language) not in install_translators(language):
        raise SelfTestFailure(f"the translation file {own_file(language)} is missing from {translations_dir()}")
    figures = Figures()
    tutorials = [game for game in tutorial_games() if game in games]
    play_at_table(games, size, figures, draw_check=QGuiApplication.platformName() != "offscreen", tutorials=tutorials)
    parts = [f"{figures.games} {'game' if figures.games == 1 else 'games'} at the table"]
    if tutorials:
        parts.append(f"{len(tutorials)} {'tutorial' if len(tutorials) == 1 else 'tutorials'}")
    parts.append(f"{figures.throws} throws, {figures.actions} actions, {figures.checks} checks")
    parts.append(f"on {platform}" + ("" if figures.drawn else "; 3D drawing not checked (offscreen)"))
    return ", ".join(parts), figures.tutorials


class Figures:
    def __init__(self) -> None:
        self.games = 0
        self.throws = 0
        self.actions = 0
        self.checks = 0
        self.drawn = False
        self.tutorials: list[str] = []  # a line for each tutorial played


def computer_setup(game: str) -> dict[str, Any]:
    return {
        "game": game,
        "seats": [{"name": name, "human": False, "strength": STRENGTH} for name in PLAYERS],
        "options": dict(game_type(game).self_test),
        "hints": False,
    }


def _wait_until(condition: Callable[[], bool], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise SelfTestFailure(f"{what} did not happen within {seconds:.0f} s")
        _wait(5)


def _wait(milliseconds: int) -> None:
    """Let Qt run (timers, rendering, deferred deletes) for a while, as QTest.qWait does, without Qt Test."""
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def check_counts(session: Any, game: str) -> None:
    """The counts the session shows (animated move by move) agree with the model's."""
    if session.drift:
        shown, truth = session.drift[0]
        raise SelfTestFailure(f"{game}: the table showed {shown} while the model had {truth}")
    shown, truth = session.displayed_counts(), session.model_counts()
    if shown != truth:
        raise SelfTestFailure(f"{game}: the table shows {shown} but the model has {truth}")


def _collect_errors(signal_: Any, slot: Callable[[], None]) -> list[BaseException]:
    """Connect `slot`; what it raises is kept (an exception escaping a Qt slot would only be printed)."""
    errors: list[BaseException] = []

    def guarded() -> None:
        if errors:
            return
        try:
            slot()
        except Exception as error:  # reported by _raise_first, on the main path
            errors.append(error)

    signal_.connect(guarded)
    return errors


def _raise_first(errors: list[BaseException]) -> None:
    if errors:
        error = errors[0]
        raise error if isinstance(error, SelfTestFailure) else SelfTestFailure(f"{type(error).__name__}: {error}")


# ----- the window -----------------------------------------------------------------------------------------------


def play_at_table(
    games: list[str], size: tuple[int, int], figures: Figures, *, draw_check: bool, tutorials: Sequence[str] = ()
) -> None:
    _at("building the window")
    lobby = Lobby(computer_setup(games[0]))
    try:
        engine, window = build_window(lobby, size=size)
    except RuntimeError as error:
        raise SelfTestFailure(str(error)) from None
    window.show()
    frames = FrameClock(window)  # (heard in this thread: no Python on the render thread)
    _wait_until(lambda: frames.frames > 0, 30, "the window's first frame")
    try:
        for number, game in enumerate(games):
            _at(f"playing {game} at the table")
            play_one_at_table(window, lobby, game, figures, look=draw_check and number == 0)
        for game in tutorials:
            _at(f"playing the tutorial of {game}")
            steps = play_tutorial_at_table(window, lobby, game)
            figures.tutorials.append(f"tutorial {game}: {steps} steps, passed")
    finally:
        close_window(window)
        del engine


def play_one_at_table(window: Any, lobby: Any, game: str, figures: Figures, *, look: bool) -> None:
    """Pick the game in the lobby and start it, as a person would; watch it to the end; back to the lobby."""
    stack = find(window, "stack")
    _wait_until(lambda: not stack.property("busy") and stack.property("depth") == 1, 10, "the lobby showing")
    pick_game(window, lobby, game)
    fit_the_seats(window, game)
    short = dict(game_type(game).self_test)
    if short:  # the house rules as a person would set them, once the game is picked
        find(window, "lobbyPage").setProperty("optionValues", short)
    click(window, find(window, "startButton"))
    try:
        _wait_until(lambda: lobby.session is not None and lobby.session.gameId == game, 10, f"the {game} table")
    except SelfTestFailure:
        refusal = find(window, "lobbyError").property("text")
        raise SelfTestFailure(f"the lobby did not start {game}" + (f": {refusal}" if refusal else "")) from None
    session = lobby.session
    if any(session.game.options.get(name) != value for name, value in short.items()):
        raise SelfTestFailure(f"the lobby started {game} with {session.game.options}, not the short game {short}")
    page = find(window, "tablePage")
    session.speed = 4.0
    throws = [0]
    checks = [0]
    settled_after_throw = [0]

    def on_step(step: dict[str, Any]) -> None:
        throws[0] += step.get("kind") == "throw"

    def on_settled() -> None:
        check_table(page, session, game, landing=not session.skipAnimations)
        if session.privateDice:
            check_poker_table(page, session, landing=not session.skipAnimations)
        checks[0] += 1
        settled_after_throw[0] += throws[0] > 0

    session.stepStarted.connect(on_step)
    errors = _collect_errors(session.settled, on_settled)
    # The first throw plays animated (the cup, the physics, the flight); then the table is looked at.
    _wait_until(lambda: throws[0] > 0 or bool(errors) or bool(session.over), 30, f"the first throw of {game}")
    # (the session is idle only for a moment between computers' turns: wait for the settle, not for idleness)
    _wait_until(lambda: settled_after_throw[0] > 0 or bool(errors), 30, f"the first throw of {game} coming to rest")
    _raise_first(errors)
    _wait_until(lambda: not any(_flying(page)), 5, f"the dice of {game}'s first throw landing")
    if look:
        check_drawn(window, game)
        figures.drawn = True
    session.skipAnimations = True
    _wait_until(lambda: bool(session.over) or bool(errors), GAME_SECONDS, f"the end of {game}")
    _raise_first(errors)
    check_table(page, session, game)
    if session.privateDice:
        check_poker_table(page, session)
    overlay = find(window, "endOverlay")
    _wait_until(lambda: bool(overlay.property("visible")), 5, f"the end screen of {game}")
    shown = find(window, "resultLine").property("text")
    if not shown or shown != session.hud.get("result"):
        raise SelfTestFailure(f"{game}: the end screen says {shown!r}, the game {session.hud.get('result')!r}")
    check_result(session, game)
    check_receipt(window, session, game)
    figures.games += 1
    figures.throws += count_throws(session.game)
    figures.actions += len(session.game.history)
    figures.checks += checks[0] + 1
    click(window, find(window, "lobbyButton"))
    _wait_until(lambda: lobby.session is None, 10, f"the way back to the lobby from {game}")


def check_receipt(window: Any, session: Any, game: str) -> None:
    """The end screen shows the seal and the seed now revealed; the receipt draws as a QR code (segno, bundled)."""
    shown = str(find(window, "receiptLine").property("text"))
    if not session.revealedSeed or not shown.endswith(session.revealedSeed) or session.sealCode not in shown:
        raise SelfTestFailure(f"{game}: the end screen's receipt says {shown!r}, not the game's seal and seed")
    picture = QImage.fromData(QByteArray(base64.b64decode(qr_data_url(session_receipt(session)).split(",", 1)[1])))
    if picture.isNull() or picture.width() != picture.height():
        raise SelfTestFailure(f"{game}: the receipt's QR code did not draw")


def pick_game(window: Any, lobby: Any, game: str) -> None:
    """Click the game's card, scrolled into the lobby's list first, as a person scrolls to it (the list shows some
    six games at a time: a card below them lies under the list's clip, where a click would land on another item)."""
    listing = find(window, "gameList")
    index = [entry["id"] for entry in lobby.games].index(game)
    QMetaObject.invokeMethod(listing, "positionViewAtIndex", Q_ARG(int, index), Q_ARG(int, LIST_CONTAIN))
    card = find(window, f"game-{game}")

    def in_view() -> bool:  # where the click lands: the card's middle
        top = listing.mapToScene(QPointF(0, 0)).y()
        return bool(top < card.mapToScene(QPointF(0, card.height() / 2)).y() < top + listing.height())

    _wait_until(in_view, 5, f"scrolling the lobby's list to {game}")
    click(window, card)


def fit_the_seats(window: Any, game: str) -> None:
    """As many players as the game takes (`GameType.players`): the lobby keeps its seats from game to game, so
    computers are added or sent away by the lobby's buttons, as a person would."""
    low, high = game_type(game).players
    seats = find(window, "seatList")
    while not low <= (count := seats.property("count")) <= high:
        click(window, find(window, "addSeat") if count < low else find(window, f"removeSeat{count - 1}"))
        _wait_until(lambda: seats.property("count") != count, 5, f"a seat added or removed for {game}")


def count_throws(game: Any) -> int:
    return sum(1 for event in game.log if isinstance(event, DiceThrown))


def check_result(session: Any, game: str) -> None:
    """A finished game names someone (winner, loser, buyer or sponsor) and keeps its invariants."""
    session.game.check_invariants()
    result = session.game.result()
    if not session.game.is_over or not any((result.winner, result.loser, result.buyer, result.sponsor)):
        raise SelfTestFailure(f"{game}: the game ended without a result")


def check_table(page: Any, session: Any, game: str, *, landing: bool = False) -> None:
    """Seat plates and dice as shown against the model (called when every step has played). `landing`: the
    view plays a flight on its own clock and may land a frame after the session's step ends; dice still in the
    air are checked once they are down."""
    check_counts(session, game)
    model = session.game
    plates = {obj.objectName(): obj for obj in walk_items(page) if obj.objectName().startswith("seatPlate")}
    for seat in range(len(model.names)):
        plate = plates.get(f"seatPlate{seat}")
        if plate is None:
            raise SelfTestFailure(f"{game}: no seat plate for {model.names[seat]}")
        expected = {
            "name": model.names[seat],
            "tokens": model.seat_tokens(seat),
            "dice": model.seat_dice(seat),
            "chips": model.seat_chips(seat),
            "status": model.seat_status(seat),
            "current": seat == model.current_player,
        }
        for key, value in expected.items():
            if plate.property(key) != value:
                raise SelfTestFailure(
                    f"{game}: {model.names[seat]}'s plate shows {key} {plate.property(key)!r}, the model {value!r}"
                )
    nodes = {obj.objectName(): obj for obj in walk_items(page) if obj.objectName().startswith("die")}
    for die in session.scene.dice:
        node = nodes.get(f"die{die.index}")
        if node is None:
            raise SelfTestFailure(f"{game}: die {die.index} is not on the table")
        if node.property("flying"):
            if landing:
                continue
            raise SelfTestFailure(f"{game}: die {die.index} still flies after the step ended")
        if die.zone in ("felt", "aside"):
            shown = shown_top_value(node)
            if shown != die.value:
                raise SelfTestFailure(f"{game}: die {die.index} shows {shown} on top, the model says {die.value}")


def expected_cup(game: Any, seat: int) -> str:
    """The cup a PeekPoker seat shows, from the model alone (computers only: nobody ever peeks)."""
    betting = game.betting
    if betting.stacks[seat] == 0 and (game.is_over or not betting.dealt[seat]):
        return "out"  # busted
    if game.shown[seat]:
        return "away"
    if not betting.dealt[seat]:
        return "out"
    if not game.private[seat]:
        return "up"
    return "folded" if betting.folded[seat] else "down"


def check_poker_table(page: Any, session: Any, *, landing: bool = False) -> None:
    """PeekPoker's table against the model: no private die on show before its showdown, the shown and community
    dice as the model's, every cup, stack, bet and pot as the model's, and no chip made or lost on the table."""
    game = session.game
    private_dice = game.game_type.dice.per_seat
    betting = game.betting
    seats = len(game.names)
    # (a delegate its repeater has just let go of lingers until Qt deletes it, out of the scene: not shown)
    items = {obj.objectName(): obj for obj in walk_items(page) if obj.objectName() and not _let_go(obj)}

    def item(name: str) -> Any:
        if name not in items:
            raise SelfTestFailure(f"{game.game_id}: the table has no {name!r}")
        return items[name]

    def fail(what: str) -> None:
        raise SelfTestFailure(f"{game.game_id} (hand {game.hand_number}): {what}")

    for seat in range(seats):
        name = game.names[seat]
        for index in range(seat * private_dice, (seat + 1) * private_dice):
            node = item(f"die{index}")
            if node.property("flying") and landing:
                continue
            face = game.private[seat][index % private_dice] if game.private[seat] else 0
            if game.shown[seat] and (node.property("hidden") or shown_top_value(node) != face):
                fail(f"{name}'s shown die {index} reads {shown_top_value(node)}, the model {face}")
            # under the cup: not drawn, and no face turned up (the view holds no value for it)
            on_show = not node.property("hidden") or node.property("restOffset").scalar() != 1.0
            if not game.shown[seat] and not game.in_rolloff and on_show:
                fail(f"{name}'s private die {index} is on show before the showdown")
        cup = item(f"peekCup{seat}").property("cupState")
        if not game.in_rolloff and cup != expected_cup(game, seat):
            fail(f"{name}'s cup is {cup!r}, the model says {expected_cup(game, seat)!r}")
    for offset, value in enumerate(game.community):
        node = item(f"die{seats * private_dice + offset}")
        if not (node.property("flying") and landing) and shown_top_value(node) != value:
            fail(f"community die {offset + 1} reads {shown_top_value(node)}, the model {value}")
    bets = list(betting.round_bets) if betting.in_round else [0] * seats
    stacks = [item(f"stack{seat}").property("amount") for seat in range(seats)]
    shown_bets = [item(f"bet{seat}").property("amount") for seat in range(seats)]
    pots = [pot["amount"] for pot in public_pots(game)]
    shown_pots = [item(f"pot{index}").property("amount") for index in range(len(session.poker["pots"]))]
    if stacks != list(betting.stacks) or shown_bets != bets or shown_pots != pots:
        shown = f"stacks {stacks}, bets {shown_bets}, pots {shown_pots}"
        fail(f"the table shows {shown}; the model {list(betting.stacks)}, {bets}, {pots}")
    on_table = sum(stacks) + sum(shown_bets) + sum(shown_pots)
    if on_table != game.total_chips:
        fail(f"the chips on the table add up to {on_table}, not the {game.total_chips} the game started with")


def _let_go(obj: Any) -> bool:
    """A 3D node out of the scene (no parent node): a repeater's old delegate waiting to be deleted."""
    return isinstance(obj, QQuick3DObject) and obj.property("parent") is None


def _flying(page: Any) -> Iterator[bool]:
    return (bool(obj.property("flying")) for obj in walk_items(page) if obj.objectName().startswith("die"))


def shown_top_value(node: Any) -> int:
    """The face a die node shows on top, from the rotation the view gives its mesh; 0 when it is tilted."""
    rotation = node.property("shownRotation")
    best, best_y = 0, -2.0
    for value, normal in FACE_NORMALS.items():
        axis, _ = to_y_up(normal, (1.0, 0.0, 0.0, 0.0))
        y = rotation.rotatedVector(QVector3D(*(float(c) for c in axis))).y()
        if y > best_y:
            best, best_y = value, y
    return best if best_y > math.cos(math.radians(3)) else 0


def check_drawn(window: Any, game: str) -> None:
    """The 3D scene was drawn: the middle of the window is the table's green felt, not an empty view."""
    image = grab_window(window)
    if os.environ.get("DICEBAR_SELF_TEST_SHOT"):
        image.save(os.environ["DICEBAR_SELF_TEST_SHOT"])
    if image.isNull():
        raise SelfTestFailure(f"{game}: the window could not be captured")
    width, height = image.width(), image.height()
    green = 0
    samples = 0
    for fx in (0.3, 0.4, 0.5, 0.6, 0.7):
        for fy in (0.35, 0.45, 0.55):
            color = image.pixelColor(int(width * fx), int(height * fy))
            samples += 1
            green += color.green() > color.red() + 20 and color.green() > color.blue() + 10
    if green < samples // 2:
        raise SelfTestFailure(f"{game}: the 3D table was not drawn ({green} of {samples} felt samples are green)")


# ----- the tutorials ---------------------------------------------------------------------------------------------

#: the buttons a step's move is pressed with: at the bar dice games' action bar, and at PeekPoker's betting bar
PIP_BUTTONS = {"roll": "rollButton", "stop": "stopButton"}
POKER_BUTTONS = {"roll": "pokerRollButton", "check": "checkButton", "call": "callButton", "fold": "foldButton"}
MARKED_POKER_BUTTONS = {**POKER_BUTTONS, "bet": "betButton", "raise": "betButton", "reroll": "rerollButton"}
STEP_SECONDS = 60.0  # the longest a step may take to come to its wait (the computers' scripted turns included)
# A click lands on what the window last laid out and drew: a button just shown is clicked once the bar has placed it
# (at once, the click found the button that stood there before), and a die that has just come to rest once it is
# drawn there (at once, the tap found nothing under it).
SETTLE_MS = 250


def play_tutorial_at_table(window: Any, lobby: Any, game: str) -> int:
    """Start the game's tutorial from the lobby's Learn to play and play it by clicks to its end card; back to the
    lobby. Returns the number of steps played."""
    stack = find(window, "stack")
    _wait_until(lambda: not stack.property("busy") and stack.property("depth") == 1, 10, "the lobby showing")
    pick_game(window, lobby, game)
    click(window, find(window, f"learn-{game}"))
    _wait_until(lambda: lobby.session is not None and lobby.session.isTutorial, 10, f"the tutorial of {game}")
    session = lobby.session
    guide = session.tutorial
    session.skipAnimations = True
    played = 0
    while not guide.done:
        _wait_until(lambda: bool(guide.waiting or guide.done), STEP_SECONDS, f"{game}'s tutorial step {played + 1}")
        if guide.done:
            break
        step = guide.step
        check_caption(window, guide, f"{game}'s tutorial step {guide.stepNumber}")
        press_for(window, session, step.do, game)
        _wait_until(lambda: guide.step is not step or bool(guide.friendly), 10, f"{game}'s step {played + 1} taken")  # noqa: B023  (waited for here, in the loop)
        if guide.friendly:
            raise SelfTestFailure(f"{game}'s tutorial refused the click for step {played + 1}: {guide.friendly}")
        played += 1
    if played != guide.stepCount:
        raise SelfTestFailure(f"{game}'s tutorial ended after {played} of its {guide.stepCount} steps")
    end = find(window, "tutorialEnd")
    _wait_until(lambda: bool(end.property("visible")), 10, f"the end card of {game}'s tutorial")
    check_result(session, game)
    click(window, find(window, "tutorialLobby"))
    _wait_until(lambda: lobby.session is None, 10, f"the way back to the lobby from {game}'s tutorial")
    return played


def check_caption(window: Any, guide: Any, where: str) -> None:
    """The step's words show in the bubble, inside the window, over none of what the step marks."""
    caption = find(window, "tutorialCaption")
    _wait_until(lambda: caption.property("text") == guide.caption, 5, f"the caption of {where}")
    bubble = scene_rect(find(window, "tutorialBubble"))
    if not QRectF(0, 0, window.width(), window.height()).contains(bubble):
        raise SelfTestFailure(f"{where}: the caption lies outside the window")
    layer = find(window, "tutorialLayer")
    for ring in walk_items(layer):
        named = ring.objectName()
        marks = named.startswith(("tutorialMark", "tutorialDieMark")) and ring.property("visible")
        if marks and bubble.intersects(scene_rect(ring)):
            raise SelfTestFailure(f"{where}: the caption lies over what it marks ({named})")
    mark = guide.mark
    if mark["kind"] == "button":  # the ring is around the very button the caption names
        poker = bool(find(window, "tablePage").property("session").property("privateDice"))
        button = scene_rect(find(window, (MARKED_POKER_BUTTONS if poker else PIP_BUTTONS)[mark["button"]]))
        _wait_until(lambda: scene_rect(find(window, "tutorialMark0")).contains(button), 5, f"{where}'s button ringed")


def scene_rect(item: Any) -> QRectF:
    corner = item.mapToScene(QPointF(0, 0))
    return QRectF(corner.x(), corner.y(), item.width(), item.height())


def press_for(window: Any, session: Any, action: Action | None, game: str) -> None:
    """Make the step's move by clicks: Next, a button, the dice to keep (or the aces to re-roll) then Roll."""
    poker = bool(session.privateDice)
    _wait(SETTLE_MS)
    if action is None:
        click(window, find(window, "tutorialNext"))
    elif action == ROLL or action.kind in ("stop", "check", "call", "fold"):
        click(window, find(window, (POKER_BUTTONS if poker else PIP_BUTTONS)[action.kind]))
    elif action.kind == "keep":
        wanted = list(action.faces)
        for die in session.scene.felt_dice():
            if die.value in wanted:
                wanted.remove(die.value)
                tap_die(window, session, die.index)
        _wait_until(
            lambda: sum(1 for die in session.scene.felt_dice() if die.selected) == len(action.faces),
            5,
            f"{game}: the dice to keep chosen",
        )
        click(window, find(window, "rollButton"))
    elif action.kind in ("bet", "raise_to"):
        find(window, "pokerBar").setProperty("amount", action.amount)  # as the slider is dragged to it
        click(window, find(window, "betButton"))
    elif action.kind == "reroll":
        for index in list(session.controls["dice"])[: action.amount]:
            tap_die(window, session, index)
        click(window, find(window, "rerollButton"))
    else:
        raise SelfTestFailure(f"{game}: no button makes the tutorial's move {action}")


CAMERA_REST_S = 20  # the longest a tap waits for a close-up's way in or out


def tap_die(window: Any, session: Any, index: int) -> None:
    """A click on die `index` where it rests on the table (its row's position, scene centimetres), once the camera is
    still (a close-up's way in or out: a tap finds what the window last drew)."""
    view = find(window, "table3d")
    if not view.property("cameraStill"):
        # a cut draws the backdrop in bands, a frame each: under load (CI's two workers on two cores) seconds
        _wait_until(lambda: bool(view.property("cameraStill")), CAMERA_REST_S, "the camera coming to rest")
        _wait(SETTLE_MS)
    row = session.dice_rows()[index]
    projected = view.mapFrom3DScene(QVector3D(*(float(c) for c in row["position"])))
    click_at(window, view.mapToScene(QPointF(projected.x(), projected.y())))


# ----- finding and clicking items -------------------------------------------------------------------------------


def walk_items(start: Any) -> Iterator[Any]:
    """Every object below `start`: QObject children and visual children (view delegates have only the latter)."""
    seen: set[int] = set()
    pending = [start]
    while pending:
        current = pending.pop()
        address = shiboken6.getCppPointer(current)[0]
        if address in seen:
            continue
        seen.add(address)
        yield current
        pending.extend(current.children())
        if isinstance(current, QQuickItem):
            pending.extend(current.childItems())


def find(window: Any, name: str) -> Any:
    for start in (window.contentItem(), window):
        found = next((obj for obj in walk_items(start) if obj.objectName() == name), None)
        if found is not None:
            return found
    raise SelfTestFailure(f"the window has no item named {name!r}")


def click(window: Any, item: Any) -> None:
    """A left click at the middle of `item`, as the window would get it from the mouse (press, then release)."""
    if not item.property("visible") or not item.property("enabled"):
        raise SelfTestFailure(f"{item.objectName()!r} cannot be clicked (hidden or disabled)")
    click_at(window, item.mapToScene(QPointF(item.width() / 2, item.height() / 2)))


def click_at(window: Any, centre: QPointF) -> None:
    """A left click at a point of the window (press, then release)."""
    screen = QPointF(window.mapToGlobal(centre.toPoint()))
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    for kind, buttons in ((QEvent.Type.MouseButtonPress, left), (QEvent.Type.MouseButtonRelease, none)):
        event = QMouseEvent(kind, centre, screen, left, buttons, Qt.KeyboardModifier.NoModifier)
        QCoreApplication.sendEvent(window, event)
