"""GameSession: one game at the table, as QObject properties, signals and slots for the views.

The way of one roll: a human presses Roll (slot) or a computer's timer fires -> the rules apply the action ->
its events become steps (table_scene) -> each step is announced with `stepStarted` and plays for its time ->
when the queue is empty the table is idle again: human input is taken, or the next computer is scheduled.
The session owns the step timing, so a view that drops frames never holds the game up, and a press made while
the dice still roll is kept (one, never applied twice) and applied when the table is idle, if still legal.
"""

from __future__ import annotations

import copy
import json
import logging
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Property, QObject, Qt, QTimer, Signal, Slot

from dicebar.bots.coach_words import nothing_to_decide
from dicebar.bots.registry import coach_hint
from dicebar.rules.actions import ROLL, STOP, Action, action_from_json, keep
from dicebar.rules.dice import ScriptedDice
from dicebar.rules.errors import DiceExhausted, RulesError, ScriptError
from dicebar.rules.events import CENTER, POT, ChipsMoved, DiceMoved, Event, TokensMoved
from dicebar.rules.game import Game
from dicebar.rules.game_type import GameType
from dicebar.rules.history import History, game_history, game_seed
from dicebar.rules.hud import Hud, Line
from dicebar.rules.sealed_dice import Seal
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, said
from dicebar.session import translation
from dicebar.session.hand_tray import TRAY_KEYS, TrayDie, number_keys, pip_tray, tray_rows
from dicebar.session.hud import hud_for
from dicebar.session.languages import YOU
from dicebar.session.row_model import RowModel
from dicebar.session.sealing import TableSeeds, log_revealed
from dicebar.session.sizes import SCENE_SCALE
from dicebar.session.spoken import SPOKEN_KEYS, announced_words, die_words, pot_words, table_words, tray_die_words
from dicebar.session.table_scene import FELT, Step, TableScene, scene_pose
from dicebar.session.translation import render, shown
from dicebar.session.tutorial import TutorialGuide

log = logging.getLogger(__name__)

Chooser = Callable[[dict[str, Any]], Action]
SEAT_KEYS = ("name", "human", "strength", "tokens", "dice", "chips", "status", "current")
DIE_KEYS = ("index", "value", "zone", "owner", "position", "rotation", "offset", "selected")
#: the steps that end the reason line: the next turn has begun to throw
REASON_ENDS = ("throw", "cup")
ROLL_WORDS = QT_TRANSLATE_NOOP("Table", "Roll")
ROLL_ALL_AGAIN = QT_TRANSLATE_NOOP("Table", "Roll all again")
# the HUD's notice when a guided game's or a test's scripted dice stop play ({error}: the script's own message)
SCRIPT_RAN_OUT = QT_TRANSLATE_NOOP("Table", "The scripted dice have run out: play stops here ({error})")
SCRIPT_MISFIT = QT_TRANSLATE_NOOP("Table", "The scripted dice do not fit this throw: play stops here ({error})")
#: the steps during which a close-up of the last throw holds (nothing moves its dice); any other ends it
CLOSE_UP_HOLDS = ("call", "reason", "counters", "hands", "pause")
THINK_SECONDS = 0.8  # a computer player's pause before it acts, at speed 1
#: ... and while the view shows a close-up of the throw (`closeUps`): a look at the dice at speed 1, counted from the
#: moment the view has the close-up on screen and still (`closeUpHeld`)
CLOSE_UP_LOOK_SECONDS = 1.1
#: The longest the close-up's way in may take, counted from the settle: the view's own time, which the speed does not
#: change (an eased move, or a cut's dip to dark and its picture, slow under software rendering on a busy machine).
#: A view that never says the close-up is held (a hidden window) holds play no longer than this and the look.
CLOSE_UP_WAY_IN_SECONDS = 3.0
#: The longest a computer's action, or a person's press, waits for a view that has said it is drawing the table
#: (`tableShown` false): a view that never says it has drawn it holds play no longer than this.
TABLE_WAY_IN_SECONDS = 3.0
SPEED_RANGE = (0.25, 4.0)  # the animation speeds the table plays at (the settings and every speed control's range)
SPEED_STEP = 0.25  # a speed slider's step


def seat_holds(described: GameType) -> dict[str, str]:
    """What a seat's plate counts ('tokens', 'dice' or 'chips') and its words, for SeatPlate.qml; {} when nothing."""
    holds = described.holds
    return {"count": holds.count, "context": holds.said.context, "source": str(holds.said)} if holds else {}


def _line(line: Line) -> str:
    """A line of the HUD as the view shows it: through Qt's translator."""
    return render(line) if isinstance(line, Words) else line


def _may_fail_mid_action(game: Game) -> bool:
    """Only scripted dice run out or misfit a throw in the middle of an action (SeededDice never do): only their
    games need a copy to go back to."""
    return isinstance(game.dice, ScriptedDice)


def _snapshot(game: Game) -> Game:
    """A copy of the game to go back to if an action fails half-way. The log and history are append-only lists of
    frozen events and actions, so the copy shares their items: 0.1 ms instead of up to 17 ms for a long game."""
    return copy.deepcopy(game, {id(game.log): list(game.log), id(game.history): list(game.history)})


class GameSession(QObject):
    #: the dice are thrown from the shared dice cup (Cup.qml), which waits beside the person who may roll
    pours_from_cup = True
    changed = Signal()
    #: the story grew (its own signal: the log views would otherwise rebuild on every other change)
    logChanged = Signal()
    #: a step for the view to play: {"kind": "throw" | "move" | "counters" | "call", "seconds": ..., ...}
    stepStarted = Signal(dict)
    #: words for a banner ("Forty-five in three!", "A horse on you")
    called = Signal(str)
    #: the reason line changed: the last result and why, or nothing once the next turn throws
    reasonChanged = Signal()
    #: the game has ended and its last step has played
    finished = Signal()
    #: an action was applied (for autosave): its JSON move
    applied = Signal(str)
    #: every step has played and the displays agree with the model; input or the next computer follows
    settled = Signal()
    #: the dice the camera may close in on changed (`closeUp`)
    closeUpChanged = Signal()
    #: the view has drawn the table whole, or says it is still drawing it (`tableShown`)
    tableShownChanged = Signal()
    #: words for a screen reader to announce (dicebar.session.spoken): an event as it plays, the reading, the pot
    announced = Signal(str)

    def __init__(
        self,
        game: Game,
        humans: Sequence[bool],
        choosers: Mapping[int, Chooser],
        *,
        strengths: Sequence[str] | None = None,
        hints: bool = False,
        seed: int = 0,
        seeds: TableSeeds | None = None,
        seal: Seal | None = None,
        animate: bool = True,
        demo: bool = False,
        guide: TutorialGuide | None = None,
        parent: QObject | None = None,
    ) -> None:
        """`seed`: the throw planner's; `seeds`: the table's, as the save keeps them (by default, those of `seed`);
        `seal`: the seal of a game whose dice are sealed (`history.game_seal`), None for one whose are not."""
        super().__init__(parent)
        #: the kiosk's attract demo: computers only, silent; never autosaved nor counted in the statistics
        self.demo = demo
        #: a tutorial's guide: the computers play its script and the person only the moves it waits for
        self._guide = guide
        if len(humans) != len(game.names):
            raise ValueError("one human/computer flag per seat")
        missing = [seat for seat, human in enumerate(humans) if not human and seat not in choosers and not guide]
        if missing:
            raise ValueError(f"computer seats without a player: {missing}")
        self._game = game
        self._humans = tuple(humans)
        #: the computers' and the throw planner's seeds, as the save keeps them
        self.seeds = seeds or TableSeeds.from_number(seed, len(humans))
        self._seal = seal
        self._revealed = False  # the log has revealed the seed (the game is over, or abandoned)
        self._choosers = dict(choosers)
        self._animate = animate
        self._speed = 1.0
        self._skip = False
        self._scene = self._make_scene(game, seed)
        self._queue: deque[Step] = deque()
        self._playing: Step | None = None
        self._pending: Action | str | None = None
        self._hud = Hud()
        #: the hand tray's dice as the table settled last (with the reading beside them: `_update_hud`)
        self._tray: list[TrayDie] = []
        #: why play stopped (scripted dice ran out), for the HUD, said in the language shown when read; play stays
        #: stopped once this is set
        self._halted: Line = ""
        self._closed = False  # dispose() was called: nothing more is played or paced
        self._hints = hints
        self._hint: list[Line] = []  # the coach's lines asked for, until the next action
        self._reason: Line = ""  # the reason line: the last deciding event's words, until the next throw
        self._thrown: list[int] = []  # the dice of the last throw (indices), until the next throw or hand
        self._close_up: dict[str, list[Any]] = {"dice": [], "points": []}
        self._close_ups = False  # whether the view closes in on a throw (it says so: Table3D.closeUps)
        self._held_since: float | None = None  # when the view had the close-up on screen and still (monotonic s)
        self._table_shown = True  # no view is drawing the table until one says so (tableShown false)
        self._shown_since: float | None = None  # when a view that was drawing the table had drawn it (monotonic s)
        self._thinking_since = 0.0  # when the computer to act began its pause (monotonic s)
        self._pot = game.pot()
        self._centre = game.center()
        # Tokens, dice and chips are never made or lost: no seat can ever hold more than all of them. Seat plates
        # take their width from it at once (a plate that widened mid-game would reframe the camera).
        self._holding_most = (
            self._pot
            + self._centre
            + sum(
                game.seat_tokens(seat) + game.seat_dice(seat) + game.seat_chips(seat) for seat in range(len(game.names))
            )
        )
        self._step_timer = self._single_shot(self._finish_step)
        self._bot_timer = self._single_shot(self._computer_acts)
        self._bot_timer.setTimerType(Qt.TimerType.PreciseTimer)  # (a coarse timer may end a close-up's look 5% early)
        self._press_timer = self._single_shot(self._take_kept_press)  # a press kept while the table is drawn
        self._press_timer.setTimerType(Qt.TimerType.PreciseTimer)  # (a coarse timer may end the wait 5% early)
        strengths = strengths or [""] * len(humans)
        self._seats = RowModel(
            SEAT_KEYS,
            [
                {
                    "name": name,
                    "human": human,
                    "strength": "" if human else strengths[seat],
                    "tokens": game.seat_tokens(seat),
                    "dice": game.seat_dice(seat),
                    "chips": game.seat_chips(seat),
                    "status": game.seat_status(seat),
                    "current": False,
                }
                for seat, (name, human) in enumerate(zip(game.names, humans, strict=True))
            ],
            self,
        )
        self._dice = RowModel(DIE_KEYS, self._scene.dice_rows(), self)
        # the hand tray's rows follow every change (which dice are picked, whether the person may pick them)
        self._tray_model = RowModel((*TRAY_KEYS, "name"), [], self)  # (and each die's name for a screen reader)
        self.changed.connect(self._sync_tray)
        # the dice as a screen reader names them, over the 3D view (TablePage.qml): they follow every change too
        self._spoken = RowModel(SPOKEN_KEYS, [], self)
        self.changed.connect(self._sync_spoken)
        self._said_reading = ""  # the reading last announced ("" once there was none: the next one is new)
        self._said_pot = game.pot()  # the pot last announced
        self._log_lines = [render(game.describe(event)) for event in game.log]
        # the story for QML as a list model: a new line adds one delegate (a list property made every view
        # rebuild the whole story on each action, 13 ms and growing at the press of Roll)
        self._log = RowModel(("line",), [{"line": line} for line in self._log_lines], self)
        self._you = shown(YOU)  # the person's default name as the language shown says it (a plate named so says it)
        translation.switched().switched.connect(self._say_again)
        self.drift: list[tuple[dict[str, Any], dict[str, Any]]] = []
        if guide is not None:
            guide.setParent(self)
            guide.attach(self)
        QTimer.singleShot(0, self, self._idle)  # not after the session is gone (a demo replaced at once)

    def _make_scene(self, game: Game, seed: int) -> TableScene:
        """The dice on the table; a resumed game's lie where its events left them."""
        dice = game.game_type.dice
        scene = TableScene(len(game.names), dice.per_seat, dice.shared, seed)
        scene.call_words = game.call_words
        scene.describe = game.describe
        scene.render = render
        if game.history:
            scene.steps_for(game.log)
        return scene

    def _single_shot(self, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    def dispose(self) -> None:
        """Leave the table: every pacing timer stops now (a timer left running fires into whatever comes next),
        nothing queued or pending is played, and the session is deleted at the next turn of the event loop."""
        self._closed = True
        self._step_timer.stop()
        self._bot_timer.stop()
        self._press_timer.stop()
        self._queue.clear()
        self._playing = None
        self._pending = None
        self.deleteLater()

    # ----- properties -----------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def scene(self) -> TableScene:
        return self._scene

    @property
    def humans(self) -> tuple[bool, ...]:
        return self._humans

    @property
    def seal(self) -> Seal | None:
        """The game's seal, or None: not sealed (a tutorial, the kiosk's demo, a game saved before the seal)."""
        return self._seal

    def history(self) -> History:
        """The game's history (rules/history.py), for "Save the game's history". RulesError for a game that is not
        sealed, or not over: the history holds the seed, revealed only once the game has ended."""
        if self._seal is None:
            raise RulesError("this game's dice are not sealed, so it has no history to check")
        if not self._game.is_over:
            raise RulesError("a game's history is written once the game is over: it reveals the seed")
        return game_history(self._game, self._humans)

    def abandon(self, why: str) -> None:
        """The game is given up unfinished (`why`: replaced, discarded): the log reveals its seed now."""
        self._reveal(why)

    def _reveal(self, why: str) -> None:
        if self._seal is not None and self.kept and not self._revealed:
            self._revealed = True
            log_revealed(self._game, self._seal, why)

    def _get_seal_code(self) -> str:
        return self._seal.code if self._seal is not None else ""

    def _get_seal_digest(self) -> str:
        return self._seal.digest if self._seal is not None else ""

    def _get_revealed_seed(self) -> str:
        return (game_seed(self._game) or "") if self._seal is not None and self._game.is_over else ""

    @property
    def kept(self) -> bool:
        """Saved to resume and counted in the statistics: not the attract demo, not a tutorial."""
        return not self.demo and self._guide is None

    def dice_rows(self) -> list[dict[str, Any]]:
        """The dice as the view has them now (the rows of `dice`)."""
        return self._dice.rows()

    def is_busy(self) -> bool:
        """A step is playing or queued, or a computer is about to act."""
        return self._get_busy()

    def person_to_act(self) -> bool:
        """A person is to decide and the table is idle: their input is taken now."""
        return self._human_to_act()

    def _get_title(self) -> str:
        return shown(self._game.game_type.title)

    def _get_game_id(self) -> str:
        return self._game.game_id

    def _get_private_dice(self) -> bool:
        return self._game.game_type.dice.private

    def _get_seat_holds(self) -> dict[str, str]:
        return seat_holds(self._game.game_type)

    def _get_busy(self) -> bool:
        # (and while a press is kept for the table being drawn: it is on its way)
        return (
            self._playing is not None or bool(self._queue) or self._bot_timer.isActive() or self._press_timer.isActive()
        )

    def _get_current_seat(self) -> int:
        current = self._game.current_player
        return -1 if current is None else current

    def _human_to_act(self) -> bool:
        current = self._game.current_player
        return current is not None and self._humans[current] and not self._get_busy() and not self._halted

    def _get_human_turn(self) -> bool:
        return self._human_to_act()

    def _legal(self) -> list[Action]:
        return self._game.legal_actions() if self._human_to_act() else []

    def _get_can_roll(self) -> bool:
        return any(action == ROLL or action.kind == "keep" for action in self._legal())

    def _get_can_stop(self) -> bool:
        return STOP in self._legal()

    def _get_can_choose_dice(self) -> bool:
        return any(action.kind == "keep" and action.faces for action in self._legal())

    def _get_roll_label(self) -> str:
        legal = self._legal()
        if ROLL in legal or not legal:
            return shown(ROLL_WORDS)
        chosen = self._selected_faces()
        if not chosen:
            return shown(ROLL_ALL_AGAIN if any(a.kind == "keep" for a in legal) else ROLL_WORDS)
        left = len(self._scene.felt_dice()) - len(chosen)
        return render(said(QT_TRANSLATE_NOOP("Table", "Keep {kept}, roll {left}"), kept=len(chosen), left=left))

    def _get_pick_keys(self) -> int:
        """How many number keys pick a die now (1 to this; 0: none): the hand tray's dice that wear one. (Worked out
        afresh, not read from `trayDice`: QML reads this on `changed` before the tray is synced.)"""
        return len(number_keys(self._tray, self._tray_tappable() if self._tray else set()))

    def tray_rows(self) -> list[dict[str, Any]]:
        """The hand tray's dice as the view has them now (the rows of `trayDice`)."""
        return self._tray_model.rows()

    @Slot()
    def _sync_tray(self) -> None:
        if self._closed:
            return
        tappable = self._tray_tappable() if self._tray else set()
        poker, holder = self._game.game_type.poker_faces, self._tray_holder()
        who = "" if holder is None else self._game.names[holder]
        rows = tray_rows(self._tray, self._game.game_type.dice.wild, self._chosen, tappable)
        for row in rows:
            row["name"] = render(tray_die_words(row["face"], row["group"], poker, who))
        self._tray_model.reset(rows)

    @Slot()
    def _sync_spoken(self) -> None:
        """Name the dice on the table afresh (`spokenDice`): where each lies, its face, whether it may be picked."""
        if self._closed:
            return
        names, poker = self._game.names, self._game.game_type.poker_faces
        tappable = self._tray_tappable()
        rows = []
        for row in self._spoken_rows():
            words = die_words(row, names, poker)
            if words is not None:
                index = int(row["index"])
                rows.append(
                    {
                        "die": index,
                        "name": render(words),
                        "tappable": index in tappable,
                        "chosen": self._chosen(index),
                        "position": row["position"],
                    }
                )
        self._spoken.reset(rows)

    def _spoken_rows(self) -> list[dict[str, Any]]:
        """The dice a screen reader names: as the view shows them (the rows of `dice`)."""
        return self._dice.rows()

    def _get_table_name(self) -> str:
        return render(table_words(self._game.game_type.title, _line(self._hud.headline)))

    def _chosen(self, index: int) -> bool:
        """Die `index` is picked: to set aside before the next roll (or in PeekPoker an ace to re-roll)."""
        return self._scene.dice[index].selected

    def _tray_tappable(self) -> set[int]:
        """The dice the person may pick now (toggleDie's own test)."""
        if not self._get_can_choose_dice():
            return set()
        return {die.index for die in self._scene.felt_dice()}

    def _get_finished(self) -> bool:
        return self._game.is_over and not self._get_busy()

    def _get_hud(self) -> dict[str, str]:
        return {**self._hud.said(render).to_json(), "notice": _line(self._halted)}

    def _get_log(self) -> list[str]:
        return self._log_lines

    def _get_speed(self) -> float:
        return self._speed

    def _set_speed(self, speed: float) -> None:
        speed = min(SPEED_RANGE[1], max(SPEED_RANGE[0], float(speed)))
        if speed != self._speed:
            self._speed = speed
            self._pace_computer()
            self.changed.emit()

    def _get_skip(self) -> bool:
        return self._skip

    def _set_skip(self, skip: bool) -> None:
        if bool(skip) != self._skip:
            self._skip = bool(skip)
            self.changed.emit()
            if self._skip and self._step_timer.isActive():
                self._step_timer.start(0)

    def _get_hints(self) -> bool:
        return self._hints

    def _get_hint_text(self) -> str:
        return "\n".join(_line(line) for line in self._hint)

    def _get_reason(self) -> str:
        return _line(self._reason)

    def _get_close_up(self) -> dict[str, list[Any]]:
        return self._close_up

    def _get_close_ups(self) -> bool:
        return self._close_ups

    def _set_close_ups(self, shown: bool) -> None:
        if bool(shown) != self._close_ups:
            self._close_ups = bool(shown)
            self._pace_computer()

    def _get_table_shown(self) -> bool:
        return self._table_shown

    def _set_table_shown(self, shown: bool) -> None:
        if bool(shown) != self._table_shown:
            self._table_shown = bool(shown)
            self._shown_since = time.monotonic() if shown else None
            self._pace_computer()
            self.tableShownChanged.emit()
            if shown and self._press_timer.isActive():
                self._press_timer.stop()
                self._take_kept_press()

    def _get_close_up_held(self) -> bool:
        return self._held_since is not None

    def _set_close_up_held(self, held: bool) -> None:
        if bool(held) != self._get_close_up_held():
            self._held_since = time.monotonic() if held and self._close_up["dice"] else None
            self._pace_computer()

    def _get_seats(self) -> RowModel:
        return self._seats

    def _get_dice(self) -> RowModel:
        return self._dice

    def _get_pot(self) -> int:
        return self._pot

    def _get_centre(self) -> int:
        return self._centre

    def _get_holding_most(self) -> int:
        return self._holding_most

    def _get_table(self) -> dict[str, Any]:
        table = self._scene.table
        return {
            "feltHalf": [v * 100 for v in table.felt_half],
            "railWidth": table.rail_width * 100,
            "railHeight": table.rail_height * 100,
            "dieEdge": table.die.edge * 100,
            "seats": [self._seat_spot(seat) for seat in range(len(self._game.names))],
        }

    def _seat_spot(self, seat: int) -> dict[str, Any]:
        x, y = self._scene.seat_point(seat, 0.0)
        position, _ = scene_pose((x, y, 0.0), (1.0, 0.0, 0.0, 0.0))
        spot = self._scene.table.seats[seat]
        mouth, _ = scene_pose(spot.cup_mouth, (1.0, 0.0, 0.0, 0.0))
        edge, _ = scene_pose((*self._scene.row_edge(seat), 0.0), (1.0, 0.0, 0.0, 0.0))
        return {"position": position, "angle": spot.angle, "cupMouth": mouth, "rowEdge": edge}

    def _get_cup_spot(self) -> list[float]:
        """Where the cup stands for the person who may roll now (scene centimetres, y up), or [] (no cup)."""
        current = self._game.current_player
        if not self.pours_from_cup or current is None or not self._get_can_roll():
            return []
        x, y = self._scene.cup_rest(current)
        position, _ = scene_pose((x, y, 0.0), (1.0, 0.0, 0.0, 0.0))
        return position

    title = Property(str, _get_title, notify=changed)
    gameId = Property(str, _get_game_id, notify=changed)
    privateDice = Property(bool, _get_private_dice, constant=True)
    seatHolds = Property(dict, _get_seat_holds, constant=True)
    busy = Property(bool, _get_busy, notify=changed)
    currentSeat = Property(int, _get_current_seat, notify=changed)
    humanTurn = Property(bool, _get_human_turn, notify=changed)
    canRoll = Property(bool, _get_can_roll, notify=changed)
    canStop = Property(bool, _get_can_stop, notify=changed)
    canChooseDice = Property(bool, _get_can_choose_dice, notify=changed)
    #: the hand tray (HandTray.qml): a row per die (dicebar.session.hand_tray.tray_rows)
    trayDice = Property(QObject, lambda self: self._tray_model, constant=True)
    #: the number keys that pick the tray's dice now: 1 to this
    pickKeys = Property(int, _get_pick_keys, notify=changed)
    #: the dice as a screen reader names them (TablePage.qml's accessible table): a row per die on the table
    #: (dicebar.session.spoken.SPOKEN_KEYS)
    spokenDice = Property(QObject, lambda self: self._spoken, constant=True)
    #: the accessible table's name: the game and whose turn it is
    tableName = Property(str, _get_table_name, notify=changed)
    pokerFaces = Property(bool, lambda self: self._game.game_type.poker_faces, constant=True)
    rollLabel = Property(str, _get_roll_label, notify=changed)
    over = Property(bool, _get_finished, notify=changed)
    hud = Property(dict, _get_hud, notify=changed)
    logLines = Property(list, _get_log, notify=logChanged)

    def _get_log_model(self) -> RowModel:
        return self._log

    logModel = Property(QObject, _get_log_model, constant=True)
    speed = Property(float, _get_speed, _set_speed, notify=changed)
    skipAnimations = Property(bool, _get_skip, _set_skip, notify=changed)
    seats = Property(QObject, _get_seats, constant=True)
    dice = Property(QObject, _get_dice, constant=True)
    pot = Property(int, _get_pot, notify=changed)
    centre = Property(int, _get_centre, notify=changed)
    holdingMost = Property(int, _get_holding_most, constant=True)
    table = Property(dict, _get_table, constant=True)
    cupSpot = Property(list, _get_cup_spot, notify=changed)
    hintsAllowed = Property(bool, _get_hints, constant=True)
    hintText = Property(str, _get_hint_text, notify=changed)
    reason = Property(str, _get_reason, notify=reasonChanged)
    #: the last throw's dice for the camera's close-up once it has settled and the table waits: {"dice": indices,
    #: "points": their centres in the scene's centimetres}; empty lists once play moves on (dicebar.ui.camera)
    closeUp = Property(dict, _get_close_up, notify=closeUpChanged)
    #: the view shows close-ups (not with Fixed camera): a computer then lets one be seen before it acts
    closeUps = Property(bool, _get_close_ups, _set_close_ups, notify=closeUpChanged)
    #: the view has the close-up on screen and still (Table3D.closeUpHeld): a computer's look counts from here
    closeUpHeld = Property(bool, _get_close_up_held, _set_close_up_held, notify=closeUpChanged)
    #: The view has drawn the table whole (Table3D.tableDrawn); true unless a view says it is drawing it. Under
    #: software rendering a table's first frames, the whole backdrop drawn and copied, are its longest: a throw
    #: begun in them stutters, so a computer's action waits for them (at most TABLE_WAY_IN_SECONDS) and then pauses
    #: as it does after a settle, and a person's press in them is kept until they are drawn (at most as long).
    tableShown = Property(bool, _get_table_shown, _set_table_shown, notify=tableShownChanged)
    isDemo = Property(bool, lambda self: self.demo, constant=True)
    isTutorial = Property(bool, lambda self: self._guide is not None, constant=True)
    tutorial = Property(QObject, lambda self: self._guide, constant=True)
    #: the seal's short code ('3F9A-77C2-1B0E'), empty for a game that is not sealed
    sealCode = Property(str, _get_seal_code, constant=True)
    #: the seal in full (64 hexadecimal digits), as the save and the history keep it; empty when not sealed
    sealDigest = Property(str, _get_seal_digest, constant=True)
    #: the seed, once the game is over (empty before, and for a game that is not sealed)
    revealedSeed = Property(str, _get_revealed_seed, notify=changed)

    # ----- human input ----------------------------------------------------------------------------------

    @Slot()
    def roll(self) -> None:
        """Roll (the first roll of a turn), or set aside the chosen dice and roll the rest."""
        self._human_input("roll")

    @Slot()
    def shake(self) -> None:
        """The person has picked up the cup and shakes it: the throws a flick of it may launch are simulated
        meanwhile (TableScene.plan_flicks), so that letting it go only turns the faces."""
        current = self._game.current_player
        if current is not None and self._get_can_roll() and self._animate and not self._skip:
            self._scene.plan_flicks(current, 1 if self._game.in_rolloff else None)

    @Slot(float, float, float, float, result=bool)
    def flick(self, x: float, z: float, vx: float, vz: float) -> bool:
        """The person let the cup go at (x, z), the view's centimetres on the felt, moving at (vx, vz) cm/s: it is
        thrown (True) with the flick's launch, or put back on its place (False) when let go there without a flick.
        The rules roll the values as for Roll; the flick only launches the throw that shows them."""
        current = self._game.current_player
        if not self.pours_from_cup or current is None or not self._get_can_roll():
            return False
        release = (x / SCENE_SCALE, -z / SCENE_SCALE)
        launch = self._scene.flick_launch(current, release, (vx / SCENE_SCALE, -vz / SCENE_SCALE))
        if launch is None:
            return False
        actions = len(self._game.history)
        self._scene.launch = (current, launch)
        try:
            self._human_input("roll", wait_for_table=False)  # (the flick's launch is for now)
        finally:
            self._scene.launch = None
        return len(self._game.history) > actions

    @Slot()
    def stop(self) -> None:
        self._human_input(STOP)

    @Slot(str)
    def act(self, move: str) -> None:
        """Any move in its JSON form, e.g. '"call"' or '{"raise_to": 12}'."""
        try:
            action = action_from_json(json.loads(move))
        except (ValueError, RulesError):
            log.warning("ignored a malformed move %r", move)
            return
        self._human_input(action)

    @Slot()
    def requestHint(self) -> None:
        """The coach's odds for the decision in front of the person whose turn it is (when hints are allowed)."""
        current = self._game.current_player
        if not self._hints or current is None or not self._human_to_act():
            return
        advice = coach_hint(self._game.observation(current, with_log=False))  # the game's coach loads now
        lines = advice["lines"] if advice else [nothing_to_decide()]
        self._hint = list(lines)
        self.changed.emit()

    @Slot(int, result=int)
    def dieOfKey(self, key: int) -> int:
        """The table's index of the tray die that number key `key` picks now (its `key` role), or -1: the view taps
        that die as a finger would (TablePage.qml)."""
        return next((row["die"] for row in self._tray_model.rows() if row["key"] == key and key > 0), -1)

    @Slot(int)
    def toggleDie(self, index: int) -> None:
        """Choose (or un-choose) a die just thrown to set aside before the next roll."""
        if not self._get_can_choose_dice() or not 0 <= index < len(self._scene.dice):
            return
        die = self._scene.dice[index]
        if die.zone != FELT:
            return
        felt = self._scene.felt_dice()
        chosen = sum(1 for other in felt if other.selected)
        if not die.selected and chosen + 1 >= len(felt):
            return  # at least one die must be left to roll; to keep them all, stop
        if (
            self._guide is not None
            and not die.selected
            and not self._guide.may_choose(die.value, self._selected_faces())
        ):
            return
        die.selected = not die.selected
        self._dice.update(index, {"selected": die.selected})
        self._plan_next_throw()
        self.changed.emit()

    def _plan_next_throw(self) -> None:
        """Have the scene simulate the throw the one to act would make now, while the table waits: the press then
        only turns the faces (a roll-off throws one die)."""
        current = self._game.current_player
        if current is not None and self._animate and not self._skip:
            self._scene.plan_next_throw(current, 1 if self._game.in_rolloff else None)

    def _selected_faces(self) -> list[int]:
        return [die.value for die in self._scene.felt_dice() if die.selected]

    def _human_input(self, intent: Action | str, wait_for_table: bool = True) -> None:
        current = self._game.current_player
        if current is None or not self._humans[current] or self._halted or self._closed:
            return
        if self._get_busy():
            if self._pending is None and self._guide is None:  # one press is kept for when the table is idle
                self._pending = intent
            return
        if wait_for_table and not self._table_shown:
            # The view is drawing the table's first frames, its longest (a press at once, as the table arrives): a
            # throw begun in them would stutter. The press is kept until the table is drawn, at most
            # TABLE_WAY_IN_SECONDS.
            self._pending = intent
            self._press_timer.start(round(TABLE_WAY_IN_SECONDS * 1000))
            self.changed.emit()  # (busy)
            return
        action = self._resolve(intent)
        if self._guide is not None and not self._guide.take(action):
            return  # not the move the tutorial's step waits for: a friendly line, and nothing changes
        if action is not None:
            self._apply(action)

    @Slot()
    def _take_kept_press(self) -> None:
        """The press kept while the view drew the table, taken now (the table drawn, or the wait at its cap)."""
        pending, self._pending = self._pending, None
        if pending is not None:
            self._human_input(pending, wait_for_table=False)

    def perform(self, action: Action) -> None:
        """Play `action` for the person to act as if pressed (a tutorial's Skip step): dice to keep are chosen on
        the table first, so that the view shows them travel."""
        if not self._human_to_act() or not self._game.can(action):
            return
        if action.kind == "keep":
            wanted = list(action.faces)
            for die in self._scene.felt_dice():
                die.selected = die.value in wanted
                if die.selected:
                    wanted.remove(die.value)
                self._dice.update(die.index, {"selected": die.selected})
        self._apply(action)

    def resume(self) -> None:
        """Play on after a pause (a tutorial's computers waited for its next step)."""
        if not self._get_busy() and not self._closed:
            self._idle()

    def _resolve(self, intent: Action | str) -> Action | None:
        legal = self._game.legal_actions()
        if intent == "roll":
            if ROLL in legal:
                return ROLL
            action = keep(self._selected_faces())
            return action if action in legal else None
        assert isinstance(intent, Action)
        return intent if self._game.can(intent) else None

    # ----- applying and playing the steps ----------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        seat = self._game.current_player
        before = _snapshot(self._game) if _may_fail_mid_action(self._game) else None
        try:
            events = self._game.apply(action)
        except (DiceExhausted, ScriptError) as error:
            if before is None:
                raise
            self._halt(before, action, error)
            return
        self._hint = []
        self.applied.emit(json.dumps(action.to_json()))
        game, log = self._game, self._game.log  # only the new lines: the whole log is O(n) per action
        new_lines = [render(game.describe(event)) for event in log[len(self._log_lines) :]]
        self._log_lines = self._log_lines + new_lines
        self._log.append([{"line": line} for line in new_lines])
        self.logChanged.emit()
        if seat is not None:
            self._mark_current(-1)
        self._queue.extend(self._scene.steps_for(events))
        # said once the steps of these events have played (every event as everyone may see it)
        said = [render(words) for words in announced_words(events, self._game.describe)]
        if said:
            self._queue.append(Step("say", {"lines": said}))
        self._queue.append(Step("counts", {"events": events}))
        self.changed.emit()
        self._next_step()

    def _halt(self, before: Game, action: Action, error: RulesError) -> None:
        """Scripted dice ran out (or did not fit the throw) in the middle of `action`: the game goes back to how it
        was before it, in place (views and scenes hold this very object), and play stops with a one-line notice."""
        vars(self._game).clear()
        vars(self._game).update(vars(before))
        notice = SCRIPT_MISFIT if isinstance(error, ScriptError) else SCRIPT_RAN_OUT
        self._halted = said(notice, error=str(error))
        log.warning("%s: %s not applied: %s", self._game.game_id, action, error)
        self._bot_timer.stop()
        self._pending = None
        self.changed.emit()

    def _next_step(self) -> None:
        if self._closed:
            return
        while self._playing is None and self._queue:
            step = self._queue.popleft()
            if step.kind == "counts":
                self._count_moves(step.data["events"])  # type: ignore[arg-type]
                continue
            if step.kind == "say":
                for line in step.data["lines"]:  # type: ignore[attr-defined]
                    self._say(line)
                continue
            self._note_reason(step)
            self._note_close_up(step)
            self._note_tray(step)
            if not self._animate or self._skip or step.seconds <= 0:
                self._settle(step)
                continue
            self._playing = step
            self.stepStarted.emit({"kind": step.kind, "seconds": step.seconds / self._speed, **step.data})
            self._step_timer.start(round(step.seconds / self._speed * 1000))
        if self._playing is None and not self._queue:
            self._idle()

    def _note_reason(self, step: Step) -> None:
        """The reason line shows a deciding event's words from the moment its step plays, and stays readable until
        the next turn throws (the next throw, or in PeekPoker the next hand's cups)."""
        reason: Line
        if step.kind == "reason":
            reason = step.words if step.words is not None else str(step.data["text"])
        elif step.kind in REASON_ENDS:
            reason = ""
        else:
            return
        if reason != self._reason:
            self._reason = reason
            self.reasonChanged.emit()

    def _note_close_up(self, step: Step) -> None:
        """A step that moves dice ends the close-up; a throw's dice are the next close-up's, a new hand's cups end
        it for good."""
        if step.kind == "throw":
            self._thrown = [int(index) for index in step.data["dice"]]  # type: ignore[attr-defined]
        elif step.kind == "cup":
            self._thrown = []
        if step.kind not in CLOSE_UP_HOLDS:
            self._show_close_up([])

    def _note_tray(self, step: Step) -> None:
        """What a step shows in the hand tray as it begins, before the table is idle again: in the pip games nothing
        (the tray follows the idle table)."""

    def _tray_holder(self) -> int | None:
        """The seat whose hand the tray holds: the player in play."""
        return self._game.current_player

    def _show_close_up(self, dice: list[int]) -> None:
        """Close in on `dice` (indices of public dice lying on the felt), or on none: the whole table."""
        rows = self._dice.rows() if dice else []
        close_up: dict[str, list[Any]] = {"dice": dice, "points": [list(rows[index]["position"]) for index in dice]}
        if close_up != self._close_up:
            self._close_up = close_up
            self._held_since = None  # (the view says again when this one is held)
            self.closeUpChanged.emit()

    @Slot()
    def _finish_step(self) -> None:
        step, self._playing = self._playing, None
        if step is not None:
            self._settle(step)
        self._next_step()

    def _settle(self, step: Step) -> None:
        """The step has played: the dice rest where it left them, and its words are said."""
        if step.kind in ("throw", "move", "sync"):
            self._dice.reset(self._scene.dice_rows())
        elif step.kind == "call":
            self.called.emit(str(step.data["text"]))

    def _count_moves(self, events: Sequence[Event]) -> None:
        """Seat plates, pot and centre follow the counters and dice once they have travelled."""
        for event in events:
            if isinstance(event, ChipsMoved):  # a pot awarded too: a subclass, with its reason
                key, amount = "chips", event.amount
            elif isinstance(event, TokensMoved | DiceMoved):
                key, amount = "tokens" if isinstance(event, TokensMoved) else "dice", event.count
            else:
                continue
            self._shift(event.source, key, -amount)
            self._shift(event.target, key, amount)

    def _shift(self, place: object, key: str, amount: int) -> None:
        if isinstance(place, int):
            self._seats.update(place, {key: self._seats.row(place)[key] + amount})
        elif place == POT:
            self._pot += amount
        elif place == CENTER:
            self._centre += amount

    def _idle(self) -> None:
        """Nothing is moving: bring every display in line with the model, then take the next action."""
        if self._closed:
            return
        game = self._game
        shown, truth = self.displayed_counts(), self.model_counts()
        shown.pop("status"), truth.pop("status")
        if shown != truth:  # the animated counts drifted from the model: a bug, logged and kept for the tests
            log.error("displayed counts %s differ from the model's %s", shown, truth)
            self.drift.append((shown, truth))
        for seat in range(len(game.names)):
            self._seats.update(
                seat,
                {
                    "tokens": game.seat_tokens(seat),
                    "dice": game.seat_dice(seat),
                    "chips": game.seat_chips(seat),
                    "status": game.seat_status(seat),
                },
            )
        self._pot, self._centre = game.pot(), game.center()
        self._say_pot()
        current = game.current_player
        self._mark_current(-1 if current is None else current)
        self._update_hud()
        # the last throw's dice that still lie on the felt where it left them (the view's rows: public dice only)
        rows = self._dice.rows()
        on_felt = [index for index in self._thrown if index < len(rows) and rows[index]["zone"] == FELT]
        self._show_close_up([] if game.is_over else on_felt)
        self.changed.emit()
        self.settled.emit()
        if game.is_over:
            self._reveal("over")
            self.finished.emit()
            return
        if self._halted:
            return
        assert current is not None
        self._thinking_since = time.monotonic()  # (a computer's pause counts from here: the planning below is in it)
        # asked once, and only when needed: a computer's turn without animation does not look
        legal = game.legal_actions() if self._humans[current] or (self._animate and not self._skip) else []
        # A person may also set dice aside and roll the rest (simulated again as the dice chosen change: toggleDie);
        # a computer's choice is not known before it acts.
        rolls_on = self._humans[current] and any(action.kind == "keep" for action in legal)
        if ROLL in legal or rolls_on:
            self._plan_next_throw()
        if not self._humans[current]:
            self._bot_timer.start(self._computer_pause_ms())
            self.changed.emit()
            return
        pending, self._pending = self._pending, None
        if pending is not None and not self._table_shown:
            self._human_input(pending)  # kept on until the view has drawn the table
            return
        action = self._resolve(pending) if pending is not None else None
        if action is None and len(legal) == 1 and legal[0] != ROLL:
            action = legal[0]  # a forced step (the stop after the last roll) needs no press
        if action is not None:
            self._apply(action)

    def _computer_pause_ms(self) -> int:
        """How long from now the computer to act still waits: THINK_SECONDS from the settle; while the view shows a
        close-up of the throw, also the look at it from the moment the view holds it on screen, or, until the view
        says so, the close-up's way in and the look (the cap: play never stalls on a view that does not say). While
        the view draws the table (`tableShown` false), until it has and THINK_SECONDS more, or the cap.
        Skipped animations: no pause."""
        if not self._animate or self._skip:
            return 0
        if not self._table_shown:  # the view is drawing the table: until it has (tableShown), or the cap
            return max(0, round((self._thinking_since + TABLE_WAY_IN_SECONDS - time.monotonic()) * 1000))
        pause = THINK_SECONDS / self._speed
        if self._close_ups and self._close_up["dice"]:
            look = CLOSE_UP_LOOK_SECONDS / self._speed
            cap = CLOSE_UP_WAY_IN_SECONDS + look
            held = self._held_since
            pause = cap if held is None else min(cap, max(pause, held - self._thinking_since + look))
        since = self._thinking_since
        if self._shown_since is not None and self._shown_since > since:  # a pause from the table drawn whole
            since, pause = self._shown_since, THINK_SECONDS / self._speed
        return max(0, round((since + pause - time.monotonic()) * 1000))

    def _pace_computer(self) -> None:
        """The view's close-up came on screen or went, close-ups were turned on or off, or the speed changed: a
        computer waiting to act waits anew, from the same settle. A wait already due is left to come: started again,
        it would wait for the next pass of the event loop, and a view that reports on every pass would hold play."""
        if not self._bot_timer.isActive() or self._closed:
            return
        pause = self._computer_pause_ms()
        if pause > 0 or self._bot_timer.remainingTime() > 0:
            self._bot_timer.start(pause)

    def _update_hud(self) -> None:
        current = self._game.current_player
        seat = current if current is not None else 0
        self._hud = hud_for(self._game, seat, self._readable)
        # the tray shows the dice the reading reads: none while there is nothing to read
        self._tray = self._tray_dice() if self._hud.reading else []
        reading = _line(self._hud.reading)
        if reading and reading != self._said_reading:
            self._say(reading)
        self._said_reading = reading

    @Slot()
    def _say_again(self) -> None:
        """The language changed: what the table shows now is said again in it (the HUD, the reason line, the roll
        button, the hand tray, the coach's lines, the dice a screen reader names, a plate with the person's default
        name); the story already told stays as it was written, and nothing is announced again."""
        if self._closed:
            return
        self._said_reading = _line(self._hud.reading)
        old, self._you = self._you, shown(YOU)
        for seat in range(len(self._game.names)):  # a plate showing the person's default name shows the new one
            if self._humans[seat] and self._seats.row(seat)["name"] == old:
                self._seats.update(seat, {"name": self._you})
        self.reasonChanged.emit()
        self.changed.emit()

    def _say(self, text: str) -> None:
        """Announce `text` to a screen reader (not the kiosk's attract demo: nobody plays it, it would never stop)."""
        if not self.demo:
            self.announced.emit(text)

    def _say_pot(self) -> None:
        """Announce the pot when it has changed (a game whose seats hold no tokens or chips has none)."""
        pot, holds = self._game.pot(), self._game.game_type.holds
        if pot == self._said_pot or holds is None:
            return
        self._said_pot = pot
        words = pot_words(pot, holds.count)
        if words is not None and pot > 0:  # (an emptied pot: the decision that emptied it was said)
            self._say(render(words))

    def _tray_dice(self) -> list[TrayDie]:
        """The dice of the hand in play, in the tray's order: those set aside this turn and the last throw."""
        return pip_tray(self._scene, self._game.game_type.dice.wild)

    def _readable(self, view: dict[str, Any]) -> Mapping[str, Any]:
        """What the reading of the dice may read of a seat's `view`: all of it (every die of a pip game is public)."""
        return view

    @Slot()
    def _computer_acts(self) -> None:
        seat = self._game.current_player
        if self._halted or self._closed:
            return
        if seat is None or self._humans[seat]:
            self._idle()
            return
        legal = self._game.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        elif self._guide is not None:
            scripted = self._guide.computer_move()
            if scripted is None:
                self.changed.emit()  # play pauses here until the tutorial's next step
                return
            action = scripted
        else:
            action = self._choosers[seat](self._game.observation(seat, with_log=False))
        if not self._game.can(action):
            log.error("computer seat %s chose an illegal %s; taking %s", seat, action, legal[0])
            action = legal[0]
        self._apply(action)

    def _mark_current(self, seat: int) -> None:
        for index in range(len(self._game.names)):
            self._seats.update(index, {"current": index == seat})

    # ----- for tests and tools ---------------------------------------------------------------------------

    def displayed_counts(self) -> dict[str, Any]:
        """What the seat plates, pot and centre show now (compare with the model when idle)."""
        rows = self._seats.rows()
        return {
            "tokens": [row["tokens"] for row in rows],
            "dice": [row["dice"] for row in rows],
            "chips": [row["chips"] for row in rows],
            "status": [row["status"] for row in rows],
            "pot": self._pot,
            "centre": self._centre,
        }

    def model_counts(self) -> dict[str, Any]:
        game = self._game
        seats = range(len(game.names))
        return {
            "tokens": [game.seat_tokens(s) for s in seats],
            "dice": [game.seat_dice(s) for s in seats],
            "chips": [game.seat_chips(s) for s in seats],
            "status": [game.seat_status(s) for s in seats],
            "pot": game.pot(),
            "centre": game.center(),
        }
