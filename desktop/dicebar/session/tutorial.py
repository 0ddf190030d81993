"""TutorialGuide: a tutorial played at the real table (`rules/tutorial.py` says what a tutorial is).

The guide rides on a GameSession (`session.tutorial`): it gives the computers their scripted moves, takes only
the move the step waits for from the person (any other press gets a friendly line and changes nothing), and
tells the views the step's caption, what it marks and whether it waits for Next. The step plays as the checker
in `rules/tutorial.py` plays it, so a file that passes the checker plays the same at the table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from dicebar.rules.actions import Action
from dicebar.rules.registry import game_ids, game_type
from dicebar.rules.tutorial import PERSON, StepCursor, Tutorial, TutorialError, TutorialStep, load_tutorial
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text, Words, said
from dicebar.session.resources import tutorials_dir
from dicebar.session.translation import render, shown, translate

if TYPE_CHECKING:
    from dicebar.session.game_session import GameSession

CONTEXT = "Tutorial"
#: where a die marked is looked for first: thrown on the felt, peeked at, shown, in the middle; then anywhere
_DIE_ZONES = ("felt", "peek", "shown", "centre", "aside", "hand", "cup")
_PRESS = {
    "roll": said(QT_TRANSLATE_NOOP("Tutorial", "Not that: tap Roll to throw.")),
    "stop": said(QT_TRANSLATE_NOOP("Tutorial", "Not that: tap Stop to end your turn here.")),
    "check": said(QT_TRANSLATE_NOOP("Tutorial", "Not that: tap Check.")),
    "call": said(QT_TRANSLATE_NOOP("Tutorial", "Not that: tap Call.")),
    "fold": said(QT_TRANSLATE_NOOP("Tutorial", "Not that: tap Fold.")),
    "bet": said(QT_TRANSLATE_NOOP("Tutorial", "Not that: bet as the caption says.")),
    "raise_to": said(QT_TRANSLATE_NOOP("Tutorial", "Not that: raise as the caption says.")),
    "reroll": said(QT_TRANSLATE_NOOP("Tutorial", "Not that: tap the aces the caption says, then Re-roll.")),
}
_KEEP = QT_TRANSLATE_NOOP("Tutorial", "Not that one: tap the dice showing {faces}, then Roll.")
_NEXT = said(QT_TRANSLATE_NOOP("Tutorial", "Read this first, then tap Next."))
_WAIT = said(QT_TRANSLATE_NOOP("Tutorial", "Wait a moment: the others are playing."))


def tutorial_path(game_id: str) -> Path:
    return tutorials_dir() / f"{game_id}.json"


def tutorial_games() -> list[str]:
    """The games that have a tutorial, in the lobby's order."""
    return [game_id for game_id in game_ids() if tutorial_path(game_id).is_file()]


def load_game_tutorial(game_id: str) -> Tutorial:
    """The game's tutorial, checked against the rules; TutorialError (one line) if it has none or it is broken."""
    path = tutorial_path(game_id)
    if not path.is_file():
        raise TutorialError(f"{shown(game_type(game_id).title)} has no tutorial yet")
    return load_tutorial(path)


class TutorialGuide(QObject):
    changed = Signal()
    #: every step has been played and the game is over
    finished = Signal()

    def __init__(self, tutorial: Tutorial, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tutorial = tutorial
        self._cursor = StepCursor(tutorial)
        self._session: GameSession | None = None
        self._friendly: Words | None = None  # said when read: in the language shown then
        self._done = False

    def attach(self, session: GameSession) -> None:
        self._session = session
        session.settled.connect(self._settled)
        session.changed.connect(self.changed)

    # ----- what the session asks -----------------------------------------------------------------------

    @property
    def step(self) -> TutorialStep | None:
        return self._cursor.step

    def computer_move(self) -> Action | None:
        """The computer's scripted decision, or None: play pauses until the next step."""
        return self._cursor.computer_move()

    def take(self, action: Action | None) -> bool:
        """The person pressed for `action` (None: a press the rules would not take): True if it is the move the
        step waits for (the step is then done), else the friendly line is shown and False."""
        step = self.step
        if step is not None and step.do is not None and action == step.do:
            self._friendly = None
            self._cursor.advance()
            self.changed.emit()
            return True
        self.refuse()
        return False

    def may_choose(self, face: int, chosen: Sequence[int]) -> bool:
        """May the person tap a die showing `face` to keep it, with `chosen` faces already tapped?"""
        step = self.step
        if step is None or step.do is None or step.do.kind not in ("keep", "reroll"):
            self.refuse()
            return False
        wanted = Counter(step.do.faces) if step.do.kind == "keep" else None
        if wanted is not None and Counter(chosen)[face] >= wanted[face]:
            self.refuse()
            return False
        if wanted is None and len(chosen) >= step.do.amount:
            self.refuse()
            return False
        return True

    def refuse(self) -> None:
        self._friendly = self._wrong_line()
        self.changed.emit()

    def _wrong_line(self) -> Words:
        step = self.step
        if step is None:
            return _WAIT
        if step.wrong:
            return said(Text(CONTEXT, step.wrong))
        if step.do is None:
            return _NEXT
        if self._session is not None and not self._session.person_to_act():
            return _WAIT
        if step.do.kind == "keep":
            return said(_KEEP, faces=" ".join(map(str, step.do.faces)))
        return _PRESS.get(step.do.kind, _NEXT)

    # ----- the person's buttons ------------------------------------------------------------------------

    @Slot()
    def next(self) -> None:
        """Next: the step that waits for it is done, and play goes on."""
        step = self.step
        if step is None or step.do is not None or not self._get_waiting():
            if step is not None and step.do is not None:
                self.refuse()
            return
        self._friendly = None
        self._cursor.advance()
        self._go_on()

    @Slot()
    def skipStep(self) -> None:
        """Do what the step waits for, for the person."""
        step = self.step
        session = self._session
        if step is None or session is None or not self._get_waiting():
            return
        if step.do is None:
            self.next()
            return
        if not session.person_to_act():
            return
        self._friendly = None
        self._cursor.advance()
        self.changed.emit()
        session.perform(step.do)

    def _go_on(self) -> None:
        self.changed.emit()
        if self._session is not None:
            self._session.resume()
        self._check_done()

    @Slot()
    def _settled(self) -> None:
        self._check_done()
        self.changed.emit()

    def _check_done(self) -> None:
        session = self._session
        if self._done or session is None or self.step is not None or not session.game.is_over or session.is_busy():
            return
        self._done = True
        self.changed.emit()
        self.finished.emit()

    # ----- properties for the views ----------------------------------------------------------------------

    def _get_step_number(self) -> int:
        return min(self._cursor.index + 1, len(self.tutorial.steps))

    def _get_step_count(self) -> int:
        return len(self.tutorial.steps)

    def _get_caption(self) -> str:
        step = self.step or self.tutorial.steps[-1]
        return translate(CONTEXT, step.say)

    def _get_waiting(self) -> bool:
        session = self._session
        return session is not None and not session.is_busy() and not self._done and self.step is not None

    def _get_wants_next(self) -> bool:
        step = self.step
        return step is not None and step.do is None

    def _get_mark(self) -> dict[str, Any]:
        step = self.step
        if step is None or self._session is None:
            return {"kind": ""}
        mark = step.mark
        if mark.kind == "dice":
            return {"kind": "dice", "dice": self._dice_showing(mark.faces)}
        if mark.kind in ("seat", "chips"):
            return {"kind": mark.kind, "seat": mark.seat}
        if mark.kind == "button":
            return {"kind": "button", "button": mark.button}
        return {"kind": mark.kind}

    def _dice_showing(self, faces: Sequence[int]) -> list[int]:
        """The session's dice rows (indices) that show `faces`, one die each, from the likeliest places first."""
        assert self._session is not None
        rows = self._session.dice_rows()
        order = {zone: rank for rank, zone in enumerate(_DIE_ZONES)}
        ranked = sorted(rows, key=lambda row: (order.get(str(row["zone"]), len(order)), row["owner"] != PERSON))
        found: list[int] = []
        for face in faces:
            row = next((r for r in ranked if r["value"] == face and r["index"] not in found), None)
            if row is not None:
                found.append(int(row["index"]))
        return found

    def _get_friendly(self) -> str:
        return "" if self._friendly is None else render(self._friendly)

    def _get_done(self) -> bool:
        return self._done

    def _get_game_id(self) -> str:
        return self.tutorial.game_id

    stepNumber = Property(int, _get_step_number, notify=changed)
    stepCount = Property(int, _get_step_count, constant=True)
    caption = Property(str, _get_caption, notify=changed)
    waiting = Property(bool, _get_waiting, notify=changed)
    wantsNext = Property(bool, _get_wants_next, notify=changed)
    mark = Property(dict, _get_mark, notify=changed)
    friendly = Property(str, _get_friendly, notify=changed)
    done = Property(bool, _get_done, notify=changed)
    gameId = Property(str, _get_game_id, constant=True)
