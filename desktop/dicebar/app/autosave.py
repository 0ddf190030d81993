"""Nothing lost: every applied action is saved at once, and the next start offers to resume.

The save (`save.json` in the data folder) is the table as set up (game, seats, house rules, hints), the seeds of
its computers and its throws (session/sealing.py), the game's seal in full, and rules/savegame.py's record: the
dice source's starting state (a sealed game's secret seed among it) and every action, with the log's digest.
It is rewritten atomically after each action (files.write_atomically), so a kill or a power cut at any instant
leaves the previous save or the new one. Resuming replays the actions through the rules, so the game stands exactly
where it stood, under the same seal; computer players decide afresh from there. Saves from before the seal
(version 1: one seed for the dice, the computers and the throws) resume unsealed.

After each action's save, the throws it made go into the statistics (app/stats.py) in a transaction of their own,
so a game given up midway still counts in the house's luck. A resumed or given-up game records all its throws
again, which the statistics count once: that catches a throw a crash caught between the save and its record.
The kiosk's attract demo and the tutorials (`session.kept` False) are never saved, never counted, and leave the
group's save alone.
When a game ends it goes into the statistics (once: each game has a key) and the save is cleared.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import Property, QObject, Signal, Slot

from dicebar.app.files import keep_aside, remove_leftovers, write_atomically
from dicebar.app.stats import Throw, throws_in
from dicebar.bots.base import DEFAULT_STRENGTH, STRENGTHS
from dicebar.rules import savegame
from dicebar.rules.errors import RulesError
from dicebar.rules.game import Game
from dicebar.rules.history import game_seal
from dicebar.rules.lingo import Names
from dicebar.rules.registry import game_ids
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text, counted, said
from dicebar.session import translation
from dicebar.session.game_session import GameSession
from dicebar.session.lobby import Lobby
from dicebar.session.sealing import MAX_SEED, TableSeeds, log_revealed
from dicebar.session.translation import render, shown_now

log = logging.getLogger(__name__)
SAVE_FILE = "save.json"
FORMAT = "dicebar-autosave"
VERSION = 2
#: version 1: a single "seed" (the dice's, seat k's computer's plus k, the throws') and no seal
READ_VERSIONS = (1, VERSION)


class GameRecorder(Protocol):
    """Where throws and finished games go (app/stats.py)."""

    def record_throws(
        self, key: str, game: Game, humans: list[bool], throws: list[Throw], when: float, *, synced: bool = False
    ) -> bool: ...

    def record_game(self, key: str, game: Game, humans: list[bool], started: float, ended: float) -> bool: ...


@dataclass
class SavedGame:
    """A save read back and replayed: everything needed to sit down at the table again."""

    key: str
    started: float
    setup: dict[str, Any]
    seeds: TableSeeds
    game: Game

    @property
    def humans(self) -> list[bool]:
        return [bool(seat["human"]) for seat in self.setup["seats"]]

    def describe(self) -> str:
        """'Bar Dice with Max, Ana and Bo, 12 moves in'."""
        return render(
            counted(
                QT_TRANSLATE_NOOP("Storage", "{game} with {people}, %n move(s) in", None, 1),
                len(self.game.history),
                game=said(self.game.game_type.title),
                people=Names(tuple(self.game.names)),
            )
        )


def save_record(key: str, started: float, setup: Mapping[str, Any], seeds: TableSeeds, game: Game) -> dict[str, Any]:
    seats = setup.get("seats") or []
    humans = [bool(seats[seat].get("human", False)) if seat < len(seats) else False for seat in range(len(game.names))]
    seal = game_seal(game, humans)
    return {
        "format": FORMAT,
        "version": VERSION,
        "key": key,
        "started": started,
        "setup": {
            "game": game.game_id,
            "seats": [
                {
                    "name": name,
                    "human": humans[seat],
                    "strength": str(seats[seat].get("strength", DEFAULT_STRENGTH))
                    if seat < len(seats)
                    else DEFAULT_STRENGTH,
                }
                for seat, name in enumerate(game.names)
            ],
            "options": dict(game.options),
            "hints": bool(setup.get("hints", False)),
        },
        "seeds": seeds.to_json(),
        "seal": seal.digest if seal is not None else None,
        "save": savegame.save_game(game),
    }


def read_save(data: bytes) -> SavedGame:
    """Check and replay a save file's bytes; RulesError (one line) for anything damaged or hostile."""
    if len(data) > savegame.MAX_SAVE_BYTES:
        raise RulesError("the save is larger than any real game")
    try:
        record = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise RulesError("the save is not valid JSON") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT or record.get("version") not in READ_VERSIONS:
        raise RulesError("the file is not a Dice Bar autosave this version reads")
    key, started, setup = record.get("key"), record.get("started"), record.get("setup")
    if not isinstance(key, str) or not re.fullmatch(r"[0-9a-f]{8,64}", key):
        raise RulesError("the save's key is malformed")
    if isinstance(started, bool) or not isinstance(started, int | float) or not 0 <= started < 1e11:
        raise RulesError("the save's start time is malformed")
    _check_setup(setup)
    assert isinstance(setup, dict)
    seeds = _read_seeds(record, len(setup["seats"]))
    game = savegame.load_game(record.get("save"))
    if game.game_id != setup["game"] or list(game.names) != [seat["name"] for seat in setup["seats"]]:
        raise RulesError("the saved game does not match its table")
    seal = game_seal(game, [seat["human"] for seat in setup["seats"]])
    if record.get("version") == VERSION and record.get("seal") != (seal.digest if seal is not None else None):
        raise RulesError("the save's seal does not match its game")
    return SavedGame(key, float(started), setup, seeds, game)


def _read_seeds(record: Mapping[str, Any], seats: int) -> TableSeeds:
    if record.get("version") != 1:
        return TableSeeds.from_json(record.get("seeds"), seats)
    seed = record.get("seed")
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise RulesError("the save's seed is malformed")
    return TableSeeds.from_number(seed, seats)


def _check_setup(setup: object) -> None:
    if not isinstance(setup, dict) or setup.get("game") not in game_ids():
        raise RulesError("the save's table is malformed")
    seats = setup.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 8:
        raise RulesError("the save's seats are malformed")
    for seat in seats:
        if not (
            isinstance(seat, dict)
            and isinstance(seat.get("name"), str)
            and isinstance(seat.get("human"), bool)
            and seat.get("strength") in STRENGTHS
        ):
            raise RulesError("the save's seats are malformed")
    if not isinstance(setup.get("options"), dict) or not isinstance(setup.get("hints"), bool):
        raise RulesError("the save's house rules are malformed")


class Autosave(QObject):
    """Watches the lobby's sessions: saves each action, offers the resume, records and clears finished games.

    QML: `offer` ("Bar Dice with Max and Ana, 12 moves in", or empty), `problem` (one sentence after a damaged
    save), `resume()`, `discard()`, and the `resumed` signal (the table is seated: show it)."""

    changed = Signal()
    resumed = Signal()

    def __init__(
        self, lobby: Lobby, folder: Path, recorder: GameRecorder | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._lobby = lobby
        self._path = folder / SAVE_FILE
        self._recorder = recorder
        self._session: GameSession | None = None
        self._key = ""
        self._started = 0.0
        self._setup: dict[str, Any] = {}
        self._seeds = TableSeeds((), 0)
        self._recorded = False
        #: the log lines of the game whose throws are recorded, and how many throws they held
        self._logged = 0
        self._numbered = 0
        self._pending: SavedGame | None = None
        self._resuming: SavedGame | None = None
        self._problem: Text | str = ""
        #: seconds each save took (for the benchmark and the log's figures)
        self.save_seconds: list[float] = []
        remove_leftovers(folder, SAVE_FILE)
        lobby.changed.connect(self._lobby_changed)
        translation.switched().switched.connect(self.changed)  # the offer said in the new language
        self.check()

    @property
    def path(self) -> Path:
        return self._path

    # ----- the offer -----------------------------------------------------------------------------------

    def check(self) -> SavedGame | None:
        """Read the save, if any, into the offer; a damaged one is kept aside and said in `problem`."""
        self._pending = None
        try:
            data = self._path.read_bytes()
        except FileNotFoundError:
            self.changed.emit()
            return None
        except OSError as error:
            log.error("cannot read the save %s: %s", self._path, error)
            self._problem = QT_TRANSLATE_NOOP(
                "Storage",
                "The saved game could not be read.",
            )
            self.changed.emit()
            return None
        try:
            saved = read_save(data)
        except RulesError as error:
            self._damaged(str(error))
            return None
        except Exception as error:  # a hostile file must not stop the program; the rules did not expect it
            log.exception("reading the save failed unexpectedly")
            self._damaged(f"{type(error).__name__}: {error}")
            return None
        if saved.game.is_over:  # killed between the last action and the record: finish the job now
            self._record(saved.key, saved.game, saved.humans, saved.started)
            self._clear()
            self.changed.emit()
            return None
        self._pending = saved
        self.changed.emit()
        return saved

    def _damaged(self, reason: str) -> None:
        aside = keep_aside(self._path)
        log.error("the saved game is damaged (%s); moved to %s", reason, aside)
        self._problem = QT_TRANSLATE_NOOP(
            "Storage", "The saved game was damaged and could not be resumed; the file is kept aside."
        )
        self.changed.emit()

    def _get_offer(self) -> str:
        return self._pending.describe() if self._pending is not None else ""

    def _get_problem(self) -> str:
        return shown_now(self._problem)

    offer = Property(str, _get_offer, notify=changed)
    problem = Property(str, _get_problem, notify=changed)

    @Slot(result=bool)
    def resume(self) -> bool:
        """Seat the saved game at the table; `resumed` tells the window to show it."""
        saved, self._pending = self._pending, None
        if saved is None:
            return False
        self._resuming = saved
        try:
            seated = self._lobby.resume(saved.setup, saved.game, saved.seeds)
        finally:
            self._resuming = None
        self.changed.emit()
        if seated:
            log.info("resumed %s (game %s at action %d)", saved.describe(), saved.key, len(saved.game.history))
            self.resumed.emit()
        return seated

    def resume_if_any(self) -> bool:
        """Resume the saved game without asking (kiosk mode); False when there is none."""
        if self._pending is None:
            self.check()
        return self.resume()

    @Slot()
    def discard(self) -> None:
        """Forget the saved game (the group has left)."""
        if self._pending is not None:
            log.info("discarded the saved %s", self._pending.describe())
            self._give_up(self._pending, "discarded")
        self._pending = None
        self._clear()
        self.changed.emit()

    @Slot()
    def dismissProblem(self) -> None:
        self._problem = ""
        self.changed.emit()

    # ----- following the games ---------------------------------------------------------------------------

    @Slot()
    def _lobby_changed(self) -> None:
        session = self._lobby.property("session")
        if session is self._session:
            return
        self._forget_session()
        if session is None:  # left the table: a game still under way is offered again
            self.check()
            return
        assert isinstance(session, GameSession)
        if not session.kept:  # the attract demo, a tutorial
            return
        resuming = self._resuming
        self._session, self._recorded = session, False
        setup = resuming.setup if resuming is not None else self._lobby.property("setup")
        self._setup, self._seeds = dict(setup), session.seeds
        if resuming is not None:
            self._key, self._started = resuming.key, resuming.started
        else:
            self._key, self._started = uuid.uuid4().hex, time.time()
            if self._pending is not None:
                # a new game replaces the one on offer once it saves its first action
                self._give_up(self._pending, "replaced")
                self._pending = None
                self.changed.emit()
        self._logged = self._numbered = 0
        self._record_throws()  # a resumed game's, in case a crash came between a save and its throws
        session.applied.connect(self._applied)
        session.finished.connect(self._finished)

    @Slot(str)
    def _applied(self, _move: str) -> None:
        if self.sender() is self._session:
            self.save_now()

    def _forget_session(self) -> None:
        """Stop following the last session (it is being deleted, or replaced)."""
        old, self._session = self._session, None
        if old is None:
            return
        with contextlib.suppress(RuntimeError, TypeError):  # already deleted, or never connected
            old.applied.disconnect(self._applied)
            old.finished.disconnect(self._finished)

    def save_now(self) -> bool:
        """Write the game in progress now; False if there is none or the disk refused (logged)."""
        session = self._session
        if session is None or self._recorded:
            return False
        begin = time.perf_counter()
        record = save_record(self._key, self._started, self._setup, self._seeds, session.game)
        try:
            write_atomically(self._path, json.dumps(record, separators=(",", ":")).encode("utf-8"))
        except OSError as error:
            log.error("could not save the game in progress: %s", error)
            self._record_throws()
            return False
        self.save_seconds.append(time.perf_counter() - begin)
        self._record_throws()
        return True

    def _humans(self, game: Game) -> list[bool]:
        """Who in the game in progress is a person, seat by seat."""
        seats = self._setup.get("seats") or []
        humans = [bool(seat.get("human", False)) for seat in seats][: len(game.names)]
        return humans + [False] * (len(game.names) - len(humans))

    def _record_throws(self) -> None:
        """The throws in the log since the last record, into the statistics: one transaction of their own."""
        session = self._session
        if session is None or self._recorder is None:
            return
        game = session.game
        if len(game.log) < self._logged:  # never expected: a log does not shrink; count it all again
            self._logged = self._numbered = 0
        throws = throws_in(game, self._logged, self._numbered)
        self._logged, self._numbered = len(game.log), self._numbered + len(throws)
        if not throws:
            return
        try:
            self._recorder.record_throws(self._key, game, self._humans(game), throws, time.time())
        except Exception:  # the statistics must never stop a game
            log.exception("could not record the throws in the statistics")

    @Slot()
    def _finished(self) -> None:
        session = self._session
        if session is None or self.sender() is not session or self._recorded:
            return
        self._recorded = True
        self._record_throws()
        self._record(self._key, session.game, self._humans(session.game), self._started)
        self._clear()

    def _record(self, key: str, game: Game, humans: list[bool], started: float) -> None:
        if self._recorder is None:
            return
        try:
            self._recorder.record_game(key, game, humans, started, time.time())
        except Exception:  # the statistics must never stop a game from ending cleanly
            log.exception("could not record the finished game in the statistics")

    def _give_up(self, saved: SavedGame, why: str) -> None:
        """A saved game given up unfinished: every throw of it in the statistics (counted once), and the log
        reveals its seed."""
        if self._recorder is not None:
            try:
                throws = throws_in(saved.game)  # synced: the save that holds them is about to go
                self._recorder.record_throws(saved.key, saved.game, saved.humans, throws, time.time(), synced=True)
            except Exception:  # the statistics must never stop the table
                log.exception("could not record the throws of the game given up")
        seal = game_seal(saved.game, saved.humans)
        if seal is not None:
            log_revealed(saved.game, seal, why)

    def _clear(self) -> None:
        try:
            self._path.unlink(missing_ok=True)
        except OSError as error:
            log.error("could not clear the save %s: %s", self._path, error)
