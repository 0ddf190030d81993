"""The statistics: finished games, wins and rounds bought per player and game, the tab, and every throw, in SQLite.

Schema (PRAGMA user_version = 3), WAL journal, every write one transaction:
  games(id, key UNIQUE, game, started, ended, actions)      one row per finished game (key: the autosave's)
  seats(game_id, seat, name, human, won, lost, bought)      who played it and how it ended for them
  debts(id, game_id, debtor, creditor, rounds, settled)     the tab: rounds owed, settled with a tap
  throws(id, key, game, number, seat, name, human, thrown,  one row per throw: the game's key and id, its place
         throws, ones .. sixes)                             in the game, who threw (person or computer), when,
                                                            and how many dice showed each face (index 1..6)

Each throw is written as it is thrown, from the autosave, in a transaction of its own right after the action's
save (app/autosave.py), so a game given up midway (replaced, discarded, a group walking away from the kiosk)
still counts in the house's luck, and a throw can be looked at as a throw. The faces are counts, not a row per
die: six integers say as much as five dice rows and keep a busy kiosk's file small. `number` (the throw's place
among the game's throws, the roll-off's included) is unique per game, so a throw written twice (a resumed game
writes all of its throws again, to catch the one a crash caught between the save and its record) counts once;
`throws` is 1 for a throw. A throw's transaction is not waited onto the disk (WAL with synchronous NORMAL: a
crash of the program keeps it, a power cut may take back the last few): the action's save, itself synced, holds
the same throws until the game is over; a resumed game writes them again, and a game given up or finished writes
them again synced before its save is cleared.
That keeps a throw's cost far under a millisecond, where a synced commit costs several. Every other write is
synced. Tutorials and the kiosk's demo are not saved, so nothing of theirs is written.

Version 2 kept a row per seat per finished game (faces: game_id, seat, throws, ones .. sixes). Migrating to 3
turns each into a throws row standing for all of that seat's throws in the game (`throws` = their number,
`number` NULL, `thrown` = the game's end) and drops the old table, in one transaction: every sum the luck page
reads is unchanged. Version 1 (no faces) goes through 2 to 3. Games counted per player (the leaderboard) are
still only the finished ones: the games table.

Who "bought": the game's result names a buyer (Bar Dice), a sponsor (Layman) or a loser who pays the bill
(Fives to the Right); each of them owes one round to every other person at the table. Only people run a tab:
computer players neither owe nor are owed. A damaged or foreign database is kept aside and a new one started.
"""

from __future__ import annotations

import contextlib
import csv
import logging
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Property, QLocale, QObject, QStandardPaths, Signal, Slot

from dicebar.app.files import keep_aside
from dicebar.rules.events import DiceThrown
from dicebar.rules.game import Game, Result
from dicebar.rules.registry import game_ids, game_type
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text, said
from dicebar.session import translation
from dicebar.session.translation import render, shown, shown_now

log = logging.getLogger(__name__)
STATS_FILE = "stats.sqlite"
SCHEMA_VERSION = 3
FACE_COLUMNS = ("ones", "twos", "threes", "fours", "fives", "sixes")
SQLITE_HEADER = b"SQLite format 3\x00"
TABLES = {
    "games": ("id", "key", "game", "started", "ended", "actions"),
    "seats": ("game_id", "seat", "name", "human", "won", "lost", "bought"),
    "debts": ("id", "game_id", "debtor", "creditor", "rounds", "settled"),
    "throws": ("id", "key", "game", "number", "seat", "name", "human", "thrown", "throws", *FACE_COLUMNS),
}
#: version 1's schema, never changed: a new database is made by it and by every migration in turn, in one
#: transaction, so that a new file and a migrated one have the same tables
CREATE_VERSION_1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    started TEXT NOT NULL,
    ended TEXT NOT NULL,
    actions INTEGER NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    human INTEGER NOT NULL,
    won INTEGER NOT NULL,
    lost INTEGER NOT NULL,
    bought INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_name ON seats(name);
CREATE TABLE debts (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    debtor TEXT NOT NULL,
    creditor TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    settled TEXT
);
"""
CREATE_FACES = f"""
CREATE TABLE faces (
    game_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    throws INTEGER NOT NULL,
    {", ".join(f"{column} INTEGER NOT NULL" for column in FACE_COLUMNS)},
    PRIMARY KEY (game_id, seat),
    FOREIGN KEY (game_id, seat) REFERENCES seats(game_id, seat) ON DELETE CASCADE
);
"""
FACES_TO_THROWS = f"""
CREATE TABLE throws (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL,
    game TEXT NOT NULL,
    number INTEGER,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    human INTEGER NOT NULL,
    thrown TEXT NOT NULL,
    throws INTEGER NOT NULL,
    {", ".join(f"{column} INTEGER NOT NULL" for column in FACE_COLUMNS)},
    UNIQUE (key, number)
);
CREATE INDEX throws_by_game ON throws(game);
INSERT INTO throws (key, game, number, seat, name, human, thrown, throws, {", ".join(FACE_COLUMNS)})
    SELECT g.key, g.game, NULL, f.seat, s.name, s.human, g.ended, f.throws, {", ".join(f"f.{c}" for c in FACE_COLUMNS)}
    FROM faces f JOIN seats s ON s.game_id = f.game_id AND s.seat = f.seat JOIN games g ON g.id = f.game_id
    ORDER BY g.id, f.seat;
DROP TABLE faces;
"""
#: what brings a database of each older version up to the next one, in one transaction each
MIGRATIONS = {1: CREATE_FACES, 2: FACES_TO_THROWS}


class DamagedDatabase(Exception):
    """The file is not a statistics database this version can use."""


def utc(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def payers(result: Result) -> set[int]:
    """The seats that buy the round: buyer, sponsor, or the loser who pays the bill."""
    return {seat for seats in (result.buyer, result.sponsor, result.loser) if seats for seat in seats}


@dataclass(frozen=True)
class Throw:
    """One throw to record: its place among the game's throws (0 first), the seat that threw, the faces."""

    number: int
    seat: int
    faces: tuple[int, ...]


def throws_in(game: Game, start: int = 0, number: int = 0) -> list[Throw]:
    """The throws in a game's log from line `start` on, the first of them numbered `number` (the throws before
    `start`, when the caller counted them)."""
    found = []
    for event in game.log[start:]:
        if isinstance(event, DiceThrown):
            found.append(Throw(number, event.seat, tuple(event.faces)))
            number += 1
    return found


def face_counts(faces: tuple[int, ...]) -> list[int]:
    """How many dice showed each face 1..6."""
    counts = [0] * 6
    for face in faces:
        counts[face - 1] += 1
    return counts


def spreadsheet_safe(value: object) -> object:
    """A name starting with = + - @ would run as a formula in a spreadsheet: quote it."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


ALL_GAMES = QT_TRANSLATE_NOOP("Statistics", "All games")
#: the CSV's columns, in order
CSV_HEADERS = (
    QT_TRANSLATE_NOOP("Statistics", "table"),
    QT_TRANSLATE_NOOP("Statistics", "game"),
    QT_TRANSLATE_NOOP("Statistics", "name"),
    QT_TRANSLATE_NOOP("Statistics", "computer"),
    QT_TRANSLATE_NOOP("Statistics", "played"),
    QT_TRANSLATE_NOOP("Statistics", "won"),
    QT_TRANSLATE_NOOP("Statistics", "lost"),
    QT_TRANSLATE_NOOP("Statistics", "bought"),
    QT_TRANSLATE_NOOP("Statistics", "owes"),
    QT_TRANSLATE_NOOP("Statistics", "rounds"),
)
CSV_LEADERBOARD = QT_TRANSLATE_NOOP("Statistics", "leaderboard")
CSV_TAB = QT_TRANSLATE_NOOP("Statistics", "tab")
CSV_YES = QT_TRANSLATE_NOOP("Statistics", "yes")
CSV_NO = QT_TRANSLATE_NOOP("Statistics", "no")


def csv_delimiter() -> str:
    """`;` where the locale's decimal point is a comma (a spreadsheet there reads `,` as part of a number), else
    `,`."""
    return ";" if QLocale().decimalPoint() == "," else ","


class Stats(QObject):
    """The statistics database; QML reads the leaderboard and the tab and settles debts through it."""

    changed = Signal()

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._problem: Text | str = ""  # said when read, in the language shown then
        #: seconds each finished game took to record (the report's figure)
        self.write_seconds: list[float] = []
        #: seconds each action's throws took to record as they were thrown, and how many throws (the benchmark's)
        self.throw_seconds: list[float] = []
        self.throws_recorded: list[int] = []
        self._db = self._open()
        translation.switched().switched.connect(self.changed)  # the notice and the games said in the new language

    # ----- opening, and damaged files ---------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        try:
            return self._connect()
        except (sqlite3.Error, UnicodeError, DamagedDatabase) as error:
            aside = self._keep_aside()
            log.error("the statistics database is damaged (%s); moved to %s; starting a new one", error, aside)
            self._problem = QT_TRANSLATE_NOOP(
                "Storage", "The statistics were damaged, so a new record was started; the old file is kept aside."
            )
        try:
            return self._connect()
        except (
            sqlite3.Error,
            UnicodeError,
            DamagedDatabase,
        ) as error:  # the folder refuses: keep the statistics in memory
            log.error("cannot create the statistics database %s (%s); keeping them in memory", self._path, error)
            self._problem = QT_TRANSLATE_NOOP(
                "Storage", "The statistics cannot be saved on this computer; they last until the program closes."
            )
            return self._connect(":memory:")

    def _connect(self, where: str | None = None) -> sqlite3.Connection:
        if where is None:
            self._check_header()
        db = sqlite3.connect(where or str(self._path), timeout=5, isolation_level=None, check_same_thread=True)
        db.text_factory = lambda data: data.decode("utf-8", "replace")  # a damaged page must not stop a read
        try:
            db.execute("PRAGMA foreign_keys = ON")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version == 0 and not db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                db.execute("PRAGMA journal_mode = WAL")
                with self._transaction(db):
                    steps = "".join(MIGRATIONS[version] for version in sorted(MIGRATIONS))
                    db.executescript(f"BEGIN;{CREATE_VERSION_1}{steps}PRAGMA user_version = {SCHEMA_VERSION};COMMIT;")
            elif version in MIGRATIONS:
                db.execute("PRAGMA journal_mode = WAL")
                self._migrate(db, version)
            elif version != SCHEMA_VERSION:
                raise DamagedDatabase(f"schema version {version}, this Dice Bar reads {SCHEMA_VERSION}")
            else:
                db.execute("PRAGMA journal_mode = WAL")
            check = [row[0] for row in db.execute("PRAGMA quick_check").fetchall()]
            if check != ["ok"]:
                raise DamagedDatabase(f"integrity check: {'; '.join(map(str, check))[:200]}")
            for table, columns in TABLES.items():
                found = tuple(row[1] for row in db.execute(f"PRAGMA table_info({table})"))
                if found != columns:
                    raise DamagedDatabase(f"table {table} has columns {found}, expected {columns}")
            db.execute("PRAGMA synchronous = FULL")
        except BaseException:
            db.close()
            raise
        return db

    def _migrate(self, db: sqlite3.Connection, version: int) -> None:
        """An older database brought up to this version, one version at a time, each step all or nothing."""
        while version in MIGRATIONS:
            with self._transaction(db):
                db.executescript(f"BEGIN;{MIGRATIONS[version]}PRAGMA user_version = {version + 1};COMMIT;")
            log.info("the statistics database went from schema version %d to %d", version, version + 1)
            version += 1

    def _check_header(self) -> None:
        """SQLite would take a short file of garbage for an empty database and write over it: refuse it."""
        try:
            with self._path.open("rb") as stream:
                header = stream.read(len(SQLITE_HEADER))
        except FileNotFoundError:
            return
        except OSError as error:
            raise DamagedDatabase(f"cannot be read ({error.strerror})") from None
        if header and header != SQLITE_HEADER:
            raise DamagedDatabase("not an SQLite database")

    @staticmethod
    @contextlib.contextmanager
    def _transaction(db: sqlite3.Connection) -> Iterator[None]:
        """executescript commits by itself; this only rolls back a half-done script."""
        try:
            yield
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise

    def _keep_aside(self) -> Path | None:
        aside = keep_aside(self._path)
        for suffix in ("-wal", "-shm"):
            companion = self._path.with_name(self._path.name + suffix)
            if aside is not None and companion.exists():
                with contextlib.suppress(OSError):
                    companion.replace(aside.with_name(aside.name + suffix))
        return aside

    @contextlib.contextmanager
    def _write(self, *, synced: bool = True) -> Iterator[sqlite3.Connection]:
        """One transaction: all of it, or none of it. Synced: on the disk when it returns (the journal flushed);
        else kept by the journal through a crash of the program, though a power cut may take it back."""
        db = self._db
        if not synced:
            db.execute("PRAGMA synchronous = NORMAL")
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
        finally:
            if not synced:
                db.execute("PRAGMA synchronous = FULL")

    def close(self) -> None:
        self._db.close()

    # ----- writing --------------------------------------------------------------------------------------

    def record_throws(
        self, key: str, game: Game, humans: list[bool], throws: list[Throw], when: float, *, synced: bool = False
    ) -> bool:
        """Throws as they are thrown (the autosave's, after each action): one transaction, nothing else in it.

        Not synced unless asked: the action's save already holds them on the disk, and a resumed or given-up game
        records them again. A throw already recorded (same key and number) is left as it is. False if the database
        refused (logged)."""
        if not throws:
            return True
        begin = time.perf_counter()
        try:
            with self._write(synced=synced) as db:
                self._insert_throws(db, key, game, humans, throws, thrown=utc(when))
        except (sqlite3.Error, UnicodeError) as error:
            log.error("could not record the throws: %s", error)
            return False
        self.throw_seconds.append(time.perf_counter() - begin)
        self.throws_recorded.append(len(throws))
        self.changed.emit()
        return True

    @staticmethod
    def _insert_throws(
        db: sqlite3.Connection, key: str, game: Game, humans: list[bool], throws: list[Throw], *, thrown: str
    ) -> None:
        db.executemany(
            f"INSERT OR IGNORE INTO throws (key, game, number, seat, name, human, thrown, throws, "
            f"{', '.join(FACE_COLUMNS)}) VALUES (?, ?, ?, ?, ?, ?, ?, 1, {', '.join('?' * len(FACE_COLUMNS))})",
            [
                (
                    key,
                    game.game_id,
                    throw.number,
                    throw.seat,
                    game.names[throw.seat],
                    humans[throw.seat],
                    thrown,
                    *face_counts(throw.faces),
                )
                for throw in throws
            ],
        )

    def record_game(self, key: str, game: Game, humans: list[bool], started: float, ended: float) -> bool:
        """A finished game: its seats, and a round on the tab from each payer to each other person; with them, any
        of its throws not recorded yet (all of them, for a game recorded without the autosave).

        Recording the same key twice does nothing (a resumed game that had already ended). False if the
        database refused (logged)."""
        if not game.is_over:
            raise ValueError("only a finished game goes into the statistics")
        begin = time.perf_counter()
        result = game.result()
        paying = payers(result)
        winners = set(result.winner or ())
        losers = set(result.loser or ())
        try:
            with self._write() as db:
                if db.execute("SELECT 1 FROM games WHERE key = ?", (key,)).fetchone():
                    return True
                cursor = db.execute(
                    "INSERT INTO games (key, game, started, ended, actions) VALUES (?, ?, ?, ?, ?)",
                    (key, game.game_id, utc(started), utc(ended), len(game.history)),
                )
                game_id = cursor.lastrowid
                db.executemany(
                    "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [
                        (game_id, seat, name, humans[seat], seat in winners, seat in losers, seat in paying)
                        for seat, name in enumerate(game.names)
                    ],
                )
                self._insert_throws(db, key, game, humans, throws_in(game), thrown=utc(ended))
                db.executemany(
                    "INSERT INTO debts (game_id, debtor, creditor, rounds) VALUES (?, ?, ?, 1)",
                    [
                        (game_id, game.names[payer], game.names[other])
                        for payer in sorted(paying)
                        if humans[payer]
                        for other in range(len(game.names))
                        if humans[other] and other not in paying
                    ],
                )
        except (sqlite3.Error, UnicodeError) as error:
            log.error("could not record the finished game: %s", error)
            return False
        self.write_seconds.append(time.perf_counter() - begin)
        self.changed.emit()
        return True

    @Slot(str, str, result=int)
    def settle(self, debtor: str, creditor: str) -> int:
        """Settle every open round between two people (both ways); how many rounds were settled."""
        try:
            with self._write() as db:
                cursor = db.execute(
                    "UPDATE debts SET settled = ? WHERE settled IS NULL AND "
                    "((debtor = ? AND creditor = ?) OR (debtor = ? AND creditor = ?))",
                    (utc(time.time()), debtor, creditor, creditor, debtor),
                )
                settled = cursor.rowcount
        except (sqlite3.Error, UnicodeError) as error:
            log.error("could not settle the tab: %s", error)
            return 0
        log.info("settled %d rounds between %s and %s", settled, debtor, creditor)
        self.changed.emit()
        return settled

    @Slot()
    def clear(self) -> None:
        """Forget every game and the tab (the operator's 'clear the leaderboard')."""
        try:
            with self._write() as db:
                db.execute("DELETE FROM debts")
                db.execute("DELETE FROM throws")
                db.execute("DELETE FROM seats")
                db.execute("DELETE FROM games")
        except (sqlite3.Error, UnicodeError) as error:
            log.error("could not clear the statistics: %s", error)
            return
        log.info("the statistics were cleared")
        self.changed.emit()

    # ----- reading --------------------------------------------------------------------------------------

    def _rows(self, what: str, sql: str, arguments: tuple[object, ...] = ()) -> list[Any]:
        """The rows of a reading query, or none (logged as `what` could not be read) if the database refuses."""
        try:
            return self._db.execute(sql, arguments).fetchall()
        except (sqlite3.Error, UnicodeError) as error:
            log.error("could not read %s: %s", what, error)
            return []

    def leaderboard(self, game_id: str = "") -> list[dict[str, Any]]:
        """Per player (people and computers apart): played, won, lost, bought; for one game or all."""
        where, arguments = ("WHERE g.game = ?", (game_id,)) if game_id else ("", ())
        rows = self._rows(
            "the leaderboard",
            "SELECT s.name, s.human, count(*), sum(s.won), sum(s.lost), sum(s.bought) "
            f"FROM seats s JOIN games g ON g.id = s.game_id {where} "
            "GROUP BY s.name, s.human ORDER BY sum(s.won) DESC, sum(s.bought) ASC, count(*) DESC, s.name",
            arguments,
        )
        return [
            {
                "name": name,
                "computer": not human,
                "played": played,
                "won": won,
                "lost": lost,
                "bought": bought,
                "winRate": round(won / played, 3) if played else 0.0,
                "buyRate": round(bought / played, 3) if played else 0.0,
            }
            for name, human, played, won, lost, bought in rows
        ]

    def tab(self) -> list[dict[str, Any]]:
        """Open rounds, netted per pair: [{debtor, creditor, rounds}], most owed first."""
        rows = self._rows(
            "the tab", "SELECT debtor, creditor, sum(rounds) FROM debts WHERE settled IS NULL GROUP BY debtor, creditor"
        )
        owed = {(debtor, creditor): rounds for debtor, creditor, rounds in rows}
        net = []
        for (debtor, creditor), rounds in owed.items():
            balance = rounds - owed.get((creditor, debtor), 0)
            if balance > 0:
                net.append({"debtor": debtor, "creditor": creditor, "rounds": balance})
        return sorted(net, key=lambda row: (-row["rounds"], row["debtor"], row["creditor"]))

    def faces_by_thrower(self, game_id: str = "") -> dict[bool, tuple[int, ...]]:
        """The dice thrown (for one game or all, finished or not), per face 1..6, by people (True) and by
        computers (False)."""
        where, arguments = ("WHERE game = ?", (game_id,)) if game_id else ("", ())
        sums = ", ".join(f"sum({column})" for column in FACE_COLUMNS)
        found: dict[bool, tuple[int, ...]] = {True: (0,) * 6, False: (0,) * 6}
        rows = self._rows("the dice thrown", f"SELECT human, {sums} FROM throws {where} GROUP BY human", arguments)
        for human, *counts in rows:
            found[bool(human)] = tuple(int(count) for count in counts)
        return found

    def faces_per_game(self, game_id: str = "") -> list[dict[str, Any]]:
        """Each player's dice in each finished game (for one game or all): {name, computer, game, ended, faces}.
        A game given up midway is left out: its few throws would make anyone's luckiest or unluckiest game."""
        where, arguments = ("WHERE g.game = ?", (game_id,)) if game_id else ("", ())
        sums = ", ".join(f"sum(t.{column})" for column in FACE_COLUMNS)
        rows = self._rows(
            "the dice per game",
            f"SELECT t.name, t.human, g.game, g.ended, {sums} FROM throws t JOIN games g ON g.key = t.key "
            f"{where} GROUP BY g.id, t.seat, t.name, t.human ORDER BY g.ended, g.id, t.seat",
            arguments,
        )
        return [
            {"name": name, "computer": not human, "game": game, "ended": ended, "faces": tuple(counts)}
            for name, human, game, ended, *counts in rows
        ]

    def games_played(self) -> int:
        try:
            return int(self._db.execute("SELECT count(*) FROM games").fetchone()[0])
        except (sqlite3.Error, UnicodeError):
            return 0

    def recent_names(self, limit: int = 12) -> list[str]:
        """People's names, most recently played first (the kiosk's name picker)."""
        try:
            rows = self._db.execute(
                "SELECT s.name FROM seats s JOIN games g ON g.id = s.game_id WHERE s.human "
                "GROUP BY s.name ORDER BY max(g.ended) DESC, s.name LIMIT ?",
                (limit,),
            ).fetchall()
        except (sqlite3.Error, UnicodeError):
            return []
        return [name for (name,) in rows]

    def export_csv(self, folder: Path) -> Path:
        """The leaderboard (every game and overall) and the open tab as one CSV file in `folder`; its path. In the
        language shown, readable by a spreadsheet of the locale: `;` between fields where the decimal point is a
        comma (German, Spanish), UTF-8 with a byte order mark (which Excel needs to read ä, ñ and ß)."""
        stamp = time.strftime("%Y-%m-%d-%H%M%S")
        path = folder / f"dicebar-statistics-{stamp}.csv"
        yes, no = shown(CSV_YES), shown(CSV_NO)
        with path.open("w", newline="", encoding="utf-8-sig") as stream:
            out = csv.writer(stream, delimiter=csv_delimiter())
            out.writerow([shown(header) for header in CSV_HEADERS])
            board, tab = shown(CSV_LEADERBOARD), shown(CSV_TAB)
            for game_id in ("", *game_ids()):
                title = shown(game_type(game_id).title if game_id else ALL_GAMES)
                for row in self.leaderboard(game_id):
                    name = spreadsheet_safe(row["name"])
                    counts = [row["played"], row["won"], row["lost"], row["bought"]]
                    out.writerow([board, title, name, yes if row["computer"] else no, *counts, "", ""])
            for row in self.tab():
                debtor, creditor = spreadsheet_safe(row["debtor"]), spreadsheet_safe(row["creditor"])
                out.writerow([tab, "", debtor, no, "", "", "", "", creditor, row["rounds"]])
        return path

    # ----- for QML --------------------------------------------------------------------------------------

    def _get_problem(self) -> str:
        return shown_now(self._problem)

    def _get_games(self) -> list[dict[str, str]]:
        return [{"id": "", "title": shown(ALL_GAMES)}] + [
            {"id": g, "title": shown(game_type(g).title)} for g in game_ids()
        ]

    problem = Property(str, _get_problem, notify=changed)
    games = Property(list, _get_games, notify=changed)
    tabRows = Property(list, lambda self: self.tab(), notify=changed)

    @Slot(result=str)
    def exportCsv(self) -> str:
        """Write the CSV to the Documents folder (or the data folder); one line saying where, or why not."""
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folder = Path(documents) if documents and Path(documents).is_dir() else self._path.parent
        try:
            path = self.export_csv(folder)
        except OSError as error:
            log.error("could not export the statistics to %s: %s", folder, error)
            why = error.strerror or str(error)
            return render(
                said(
                    QT_TRANSLATE_NOOP("Statistics", "Could not save the CSV in {folder}: {why}."),
                    folder=str(folder),
                    why=why,
                )
            )
        log.info("exported the statistics to %s", path)
        return render(
            said(QT_TRANSLATE_NOOP("Statistics", "Saved the leaderboard and the tab to {path}."), path=str(path))
        )
