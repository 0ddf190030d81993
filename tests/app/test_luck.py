"""The house's luck: the faces of every throw, people apart from computers, the chi-square test in plain words, each
player's luckiest and unluckiest game, and the migrations that brought the throws into an older statistics database
without losing a row."""

from __future__ import annotations

import math
import sqlite3
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from app.test_stats import played
from dicebar.app.luck import (
    LUCK_MIN_DICE,
    LuckModel,
    chi_square,
    face_labels,
    luck_of,
    p_value,
    players_luck,
    verdict,
)
from dicebar.app.stats import CREATE_FACES, CREATE_VERSION_1, SCHEMA_VERSION, STATS_FILE, Stats, throws_in
from dicebar.bots.registry import make_bot
from dicebar.rules.dice import SeededDice
from dicebar.rules.history import RecordingDice
from dicebar.rules.registry import game_ids, game_type, new_game


# ----------------------------------------------------------------------------------------- the chi-square test
@pytest.mark.parametrize(
    ("statistic", "p"),  # chi-square with 5 degrees of freedom, from the printed tables
    [(0.0, 1.0), (1.145476, 0.95), (4.351460, 0.50), (9.236357, 0.10), (11.070498, 0.05), (20.515006, 0.001)],
)
def test_p_follows_the_chi_square_distribution_with_five_degrees_of_freedom(statistic: float, p: float) -> None:
    assert p_value(statistic) == pytest.approx(p, abs=1e-6)


def test_p_is_the_integral_of_the_density() -> None:
    """Against the density integrated numerically, so the closed form is checked between the tables' points."""

    def density(x: float) -> float:
        return x**1.5 * math.exp(-x / 2) / (2**2.5 * math.gamma(2.5))

    step = 0.001
    for upper in (0.5, 3.0, 7.5, 15.0):
        below = sum(density((k + 0.5) * step) for k in range(round(upper / step))) * step
        assert p_value(upper) == pytest.approx(1 - below, abs=1e-5)


def test_even_counts_read_as_even_as_real_dice() -> None:
    counts = [52, 47, 55, 44, 50, 52]  # 300 dice, chi-square 1.56
    assert chi_square(counts) == pytest.approx(1.56)
    assert verdict(counts).english() == f"As even as real dice (p = {p_value(1.56):.2f})."
    assert verdict([100] * 6).english() == "As even as real dice (p = 1.00)."


def test_a_p_just_above_the_line_is_still_even() -> None:
    counts = [70, 50, 50, 50, 50, 30]  # chi-square 16 over 300 dice: p 0.007
    assert 0.001 < p_value(chi_square(counts)) < 0.01
    assert verdict(counts).english() == "As even as real dice (p = 0.007)."


def test_very_uneven_counts_with_enough_dice_are_unusual_never_unfair() -> None:
    counts = [300, 100, 100, 100, 100, 100]  # 133 expected per face, p far below 0.001
    said = verdict(counts).english()
    assert said.startswith("Unusual") and "(p < 0.001)" in said
    assert "fair" not in said.lower()


def test_uneven_counts_under_thirty_expected_per_face_are_not_called_unusual() -> None:
    counts = [75, 15, 15, 15, 15, 15]  # p far below 0.001, but only 25 expected per face
    assert p_value(chi_square(counts)) < 0.001
    said = verdict(counts).english()
    assert "unusual" not in said.lower() and "too few dice to tell" in said
    # the same shares with 30 expected per face are
    assert verdict([90, 18, 18, 18, 18, 18]).english().startswith("Unusual")


def test_too_few_dice_are_said_plainly() -> None:
    assert verdict([0] * 6).english() == "No dice thrown yet."
    assert verdict([9, 0, 0, 0, 0, 0]).english() == "Too few dice to tell yet (9 thrown)."


def known_counts(path: Path, thrown: list[tuple[str, bool, tuple[int, ...]]]) -> Stats:
    """Statistics holding exactly these dice: one finished game each (game, a person or not, dice per face)."""
    Stats(path).close()  # the schema
    db = sqlite3.connect(path)
    with db:
        for k, (game_id, human, faces) in enumerate(thrown, 1):
            db.execute(
                "INSERT INTO games VALUES (?, ?, ?, '2026-01-01T20:00:00Z', '2026-01-01T21:00:00Z', 1)",
                (k, f"{k:08x}", game_id),
            )
            db.execute("INSERT INTO seats VALUES (?, 0, 'Ana', ?, 0, 0, 0)", (k, human))
            db.execute(
                "INSERT INTO throws VALUES "
                "(NULL, ?, ?, NULL, 0, 'Ana', ?, '2026-01-01T21:00:00Z', 1, ?, ?, ?, ?, ?, ?)",
                (f"{k:08x}", game_id, human, *faces),
            )
    db.close()
    return Stats(path)


def test_the_luck_page_fed_known_counts_says_even_or_unusual(qtbot: object, tmp_path: Path) -> None:
    """What the page shows of each group (all dice, people, computers), from counts put into the statistics."""
    stats = known_counts(
        tmp_path / STATS_FILE,
        [
            ("bar-dice", True, (52, 47, 55, 44, 50, 52)),  # chi-square 1.56: p 0.91
            ("bar-dice", False, (300, 100, 100, 100, 100, 100)),  # 133 expected per face, p far below 0.001
            ("fives-to-the-right", False, (75, 15, 15, 15, 15, 15)),  # as uneven, but only 25 expected per face
            ("layman-bar-dice", True, (9, 0, 0, 0, 0, 0)),
        ],
    )
    model = LuckModel()
    model.setProperty("stats", stats)

    def said() -> dict[str, tuple[int, str]]:
        return {group["key"]: (group["dice"], group["verdict"]) for group in model.property("groups")}

    unusual = "Unusual: even dice fall this unevenly less than once in a thousand times (p < 0.001)."
    assert said() == {  # people: (61, 47, 55, 44, 50, 52), chi-square 3.52
        "all": (1259, unusual),
        "people": (309, "As even as real dice (p = 0.62)."),
        "computers": (950, unusual),
    }
    model.setProperty("gameId", "bar-dice")
    assert said() == {
        "all": (1100, unusual),
        "people": (300, "As even as real dice (p = 0.91)."),
        "computers": (800, unusual),
    }
    model.setProperty("gameId", "fives-to-the-right")
    assert said()["computers"] == (150, "Uneven so far, but too few dice to tell (p < 0.001).")
    assert said()["people"] == (0, "No dice thrown yet.")
    model.setProperty("gameId", "layman-bar-dice")
    assert said()["people"] == (9, "Too few dice to tell yet (9 thrown).")
    model.setProperty("stats", None)
    stats.close()


# ---------------------------------------------------------------------------------------- recording the faces
@pytest.mark.parametrize("game_id", game_ids())
def test_a_finished_games_faces_are_its_rolls(tmp_path: Path, game_id: str) -> None:
    """Every die the dice source gave, and nothing else, is counted, each throw under the seat that threw it."""
    dice = RecordingDice(SeededDice(7))
    game = new_game(game_id, ["Ana", "Bo", "Max"], dice, {})
    bots = [make_bot(game_id, "good", 11 + seat, options=game.options) for seat in range(3)]
    while not game.is_over:
        legal = game.legal_actions()
        seat = game.current_player
        assert seat is not None
        game.apply(legal[0] if len(legal) == 1 else bots[seat].choose(game.observation(seat, with_log=False)))
    stats = Stats(tmp_path / STATS_FILE)
    assert stats.record_game("0badcafe", game, [True, True, False], 0, 60)
    db = sqlite3.connect(tmp_path / STATS_FILE)
    rows = db.execute(
        "SELECT key, game, number, seat, name, human, throws, ones, twos, threes, fours, fives, sixes FROM throws "
        "ORDER BY number"
    ).fetchall()
    drawn = Counter(face for faces in dice.drawn for face in faces)
    assert [sum(row[7 + face - 1] for row in rows) for face in range(1, 7)] == [drawn[f] for f in range(1, 7)]
    assert len(rows) == len(dice.drawn) and {row[6] for row in rows} == {1}, "a row per throw"
    throws = throws_in(game)
    assert [row[:6] for row in rows] == [
        ("0badcafe", game_id, t.number, t.seat, game.names[t.seat], int(t.seat < 2)) for t in throws
    ]
    assert [tuple(row[7:]) for row in rows] == [tuple(Counter(t.faces)[f] for f in range(1, 7)) for t in throws]
    # split between people (seats 0, 1) and the computer (seat 2)
    split = stats.faces_by_thrower()
    people = [sum(Counter(t.faces)[face] for t in throws if t.seat < 2) for face in range(1, 7)]
    computer = [sum(Counter(t.faces)[face] for t in throws if t.seat == 2) for face in range(1, 7)]
    assert (list(split[True]), list(split[False])) == (people, computer)
    stats.close()


def test_a_throw_recorded_as_it_is_thrown_costs_under_a_millisecond_and_counts_once(tmp_path: Path) -> None:
    game = played("bar-dice", ["Ana", "Bo", "Max"], 31)
    humans = [True, True, False]
    throws = throws_in(game)
    stats = Stats(tmp_path / STATS_FILE)
    for throw in throws:  # as the autosave does, one action's throws at a time
        assert stats.record_throws("5eed5eed", game, humans, [throw], 1000.0)
    assert stats.throws_recorded == [1] * len(throws)
    assert sum(stats.throw_seconds) / len(throws) < 0.001, "recording a throw: under 1 ms"
    thrown = stats.faces_by_thrower()
    assert sum(map(sum, thrown.values())) == sum(len(throw.faces) for throw in throws)
    # written again (a resumed game, a game given up, the finished game's record): counted once
    assert stats.record_throws("5eed5eed", game, humans, throws, 2000.0, synced=True)
    assert stats.record_game("5eed5eed", game, humans, 0, 3000)
    assert stats.faces_by_thrower() == thrown
    assert len(stats.faces_per_game()) == len({throw.seat for throw in throws})
    stats.close()


def test_people_and_computers_are_counted_apart_across_games(tmp_path: Path) -> None:
    stats = Stats(tmp_path / STATS_FILE)
    people, computers = [0] * 6, [0] * 6
    for k, humans in enumerate(([True, False], [False, True], [False, False], [True, True])):
        game = played("bar-dice", ["Ana", "Max"], 20 + k)
        assert stats.record_game(f"{k:08x}", game, humans, k, k + 1)
        for throw in throws_in(game):
            into = people if humans[throw.seat] else computers
            for face in throw.faces:
                into[face - 1] += 1
    split = stats.faces_by_thrower()
    assert (list(split[True]), list(split[False])) == (people, computers)
    assert sum(people) > 0 and sum(computers) > 0
    assert stats.faces_by_thrower("peekpoker") == {True: (0,) * 6, False: (0,) * 6}
    stats.clear()
    assert stats.faces_by_thrower() == {True: (0,) * 6, False: (0,) * 6}
    stats.close()


# --------------------------------------------------------------------------------------------------- luck
def test_luck_is_the_share_of_the_games_lucky_faces_above_even() -> None:
    # Bar Dice: aces are wild, so 1s are lucky; 6 of 18 dice is a third, even dice give a sixth
    assert game_type("bar-dice").luck is not None
    assert luck_of("bar-dice", (6, 2, 2, 3, 3, 2)) == pytest.approx(6 / 18 - 1 / 6)
    # Aces in the Pot: 2s to 5s keep the tokens
    assert luck_of("aces-in-the-pot", (4, 2, 2, 2, 2, 0)) == pytest.approx(8 / 12 - 4 / 6)
    assert luck_of("bar-dice", (1,) * 6) is None, f"fewer than {LUCK_MIN_DICE} dice say nothing"
    for game_id in game_ids():  # every game says what luck is in it
        luck = game_type(game_id).luck
        assert luck is not None and luck.faces and set(luck.faces) <= set(range(1, 7)) and luck.means


def test_each_players_luckiest_and_unluckiest_game() -> None:
    def row(name: str, game: str, ended: str, faces: tuple[int, ...], computer: bool = False) -> dict[str, object]:
        return {"name": name, "computer": computer, "game": game, "ended": ended, "faces": faces}

    rows = [
        row("Ana", "bar-dice", "2026-01-01T20:00:00Z", (2, 4, 4, 4, 3, 3)),  # 10%: below even
        row("Ana", "bar-dice", "2026-01-02T20:00:00Z", (8, 2, 2, 2, 3, 3)),  # 40%: her luckiest
        row("Ana", "peekpoker", "2026-01-03T20:00:00Z", (3, 3, 3, 3, 3, 3)),  # aces at even
        row("Max", "bar-dice", "2026-01-04T20:00:00Z", (1, 1, 1, 1, 1, 1), computer=True),  # too few dice
        row("Max", "layman-bar-dice", "2026-01-05T20:00:00Z", (5, 1, 1, 1, 1, 1), computer=True),
    ]
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("en_GB"))  # dates as the language shown writes them
        lines = players_luck(rows)
    finally:
        QLocale.setDefault(before)
    assert [(line["name"], line["computer"]) for line in lines] == [("Ana", False), ("Max", True)]
    ana, max_ = lines
    assert ana["luckiest"] == "Bar Dice, 02/01/2026: 40% of 20 dice lucky (even dice: 17%)"
    assert ana["unluckiest"] == "Bar Dice, 01/01/2026: 10% of 20 dice lucky (even dice: 17%)"
    assert max_["luckiest"].startswith("Layman") and max_["unluckiest"] == ""  # one game: no unluckiest


# ---------------------------------------------------------------------------------------------- the migration


def test_a_version_1_database_migrates_with_every_row_kept(tmp_path: Path) -> None:
    path = tmp_path / STATS_FILE
    old = sqlite3.connect(path)
    old.execute("PRAGMA journal_mode = WAL")
    old.executescript(CREATE_VERSION_1 + "PRAGMA user_version = 1;")  # as version 1 made it
    with old:
        for k in range(1, 41):
            old.execute(
                "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?)",
                (
                    k,
                    f"{k:08x}",
                    "bar-dice" if k % 2 else "peekpoker",
                    "2025-12-01T20:00:00Z",
                    f"2025-12-{k % 28 + 1:02d}",
                    k,
                ),
            )
            old.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(k, 0, "Ana", 1, k % 3 == 0, k % 3 != 0, k % 5 == 0), (k, 1, "Max", 0, k % 3 != 0, k % 3 == 0, 0)],
            )
            old.execute(
                "INSERT INTO debts (game_id, debtor, creditor, rounds, settled) VALUES (?, 'Ana', 'Bo', 1, ?)",
                (k, "2025-12-31T23:00:00Z" if k % 4 == 0 else None),
            )
    before = {
        table: old.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall() for table in ("games", "seats", "debts")
    }
    board_before = sorted(old.execute("SELECT name, sum(won), sum(bought) FROM seats GROUP BY name").fetchall())
    old.close()

    stats = Stats(path)
    assert stats.property("problem") == "", "the old file was taken for a damaged one"
    assert not list(tmp_path.glob("*damaged*")) and sorted(p.name for p in tmp_path.iterdir())[0] == STATS_FILE
    stats.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert {table: db.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall() for table in before} == before
    assert db.execute("SELECT count(*) FROM throws").fetchone()[0] == 0
    db.close()

    stats = Stats(path)  # and it is read and written as any other
    assert sorted((r["name"], r["won"], r["bought"]) for r in stats.leaderboard()) == board_before
    assert stats.games_played() == 40
    assert stats.record_game("f00dfeed", played("bar-dice", ["Ana", "Max"], 5), [True, False], 0, 1)
    assert stats.games_played() == 41 and sum(stats.faces_by_thrower()[True]) > 0
    stats.close()


def test_a_version_2_database_migrates_with_every_row_kept_and_the_same_luck(tmp_path: Path) -> None:
    """Version 2's faces (a row per seat per finished game) become throws rows standing for several throws: every
    game, seat and debt kept, and every figure the luck page shows unchanged."""
    path = tmp_path / STATS_FILE
    old = sqlite3.connect(path)
    old.execute("PRAGMA journal_mode = WAL")
    old.executescript(CREATE_VERSION_1 + CREATE_FACES + "PRAGMA user_version = 2;")  # as version 2 made it
    games = ("bar-dice", "aces-in-the-pot", "peekpoker")
    with old:
        for k in range(1, 31):
            old.execute(
                "INSERT INTO games VALUES (?, ?, ?, '2025-12-01T20:00:00Z', ?, ?)",
                (k, f"{k:08x}", games[k % 3], f"2025-12-{k % 28 + 1:02d}T21:00:00Z", 10 + k),
            )
            old.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (k, 0, "Ana", 1, k % 2, 1 - k % 2, k % 2),
                    (k, 1, "Max", 0, 1 - k % 2, k % 2, 0),
                    (k, 2, "Bo", 1, 0, 0, 0),
                ],
            )
            old.execute("INSERT INTO debts (game_id, debtor, creditor, rounds) VALUES (?, 'Ana', 'Bo', 1)", (k,))
            for seat in range(3 if k % 4 else 2):  # some seats threw nothing (no row)
                faces = [(k * 7 + seat * 5 + face * 3) % 11 + (5 if face == seat else 1) for face in range(6)]
                old.execute("INSERT INTO faces VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", (k, seat, k % 5 + 3, *faces))
    before = {
        table: old.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall() for table in ("games", "seats", "debts")
    }
    faces_before = old.execute("SELECT count(*), sum(throws) FROM faces").fetchone()
    old.close()

    # what the luck page showed of the version 2 file: its own queries, run on a copy kept at version 2
    copy = tmp_path / "version2" / STATS_FILE
    copy.parent.mkdir()
    copy.write_bytes(path.read_bytes())
    version_2 = sqlite3.connect(copy)
    sums = ", ".join(f"sum(f.{c})" for c in ("ones", "twos", "threes", "fours", "fives", "sixes"))
    thrown_before = {
        game_id: {
            bool(human): tuple(counts)
            for human, *counts in version_2.execute(
                f"SELECT s.human, {sums} FROM faces f JOIN seats s ON s.game_id = f.game_id AND s.seat = f.seat "
                "JOIN games g ON g.id = f.game_id WHERE g.game = ? OR ? = '' GROUP BY s.human",
                (game_id, game_id),
            )
        }
        for game_id in ("", *game_ids())
    }
    per_game_before = {
        game_id: [
            {"name": name, "computer": not human, "game": game, "ended": ended, "faces": tuple(counts)}
            for name, human, game, ended, *counts in version_2.execute(
                "SELECT s.name, s.human, g.game, g.ended, f.ones, f.twos, f.threes, f.fours, f.fives, f.sixes "
                "FROM faces f JOIN seats s ON s.game_id = f.game_id AND s.seat = f.seat "
                "JOIN games g ON g.id = f.game_id WHERE g.game = ? OR ? = '' ORDER BY g.ended, g.id",
                (game_id, game_id),
            )
        ]
        for game_id in ("", *game_ids())
    }
    version_2.close()

    stats = Stats(path)
    assert stats.property("problem") == "", "the old file was taken for a damaged one"
    assert not list(tmp_path.glob("*damaged*"))
    for game_id, split in thrown_before.items():
        assert stats.faces_by_thrower(game_id) == {True: (0,) * 6, False: (0,) * 6} | split, game_id
        assert stats.faces_per_game(game_id) == per_game_before[game_id], game_id
    assert sum(map(sum, thrown_before[""].values())) > 0 and len(per_game_before[""]) == faces_before[0]
    assert players_luck(stats.faces_per_game()), "each player's luckiest game is still there"
    stats.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert {table: db.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall() for table in before} == before
    assert db.execute("SELECT count(*), sum(throws) FROM throws").fetchone() == faces_before
    assert not db.execute("SELECT name FROM sqlite_master WHERE name = 'faces'").fetchall()
    db.close()


def test_a_migration_that_fails_leaves_the_old_file_whole_and_kept_aside(tmp_path: Path) -> None:
    """A version 2 file whose faces the migration cannot read: rolled back to version 2 as it was, moved aside as
    a damaged file, and a new record started."""
    path = tmp_path / STATS_FILE
    old = sqlite3.connect(path)
    old.executescript(CREATE_VERSION_1 + "CREATE TABLE faces (game_id INTEGER); PRAGMA user_version = 2;")
    with old:
        old.execute("INSERT INTO games VALUES (1, '0000abcd', 'bar-dice', 'a', 'b', 3)")
        old.execute("INSERT INTO faces VALUES (1)")
    old.close()
    stats = Stats(path)
    assert stats.property("problem").startswith("The statistics were damaged")
    assert stats.games_played() == 0
    stats.close()
    (aside,) = (p for p in tmp_path.iterdir() if p.name.startswith(STATS_FILE) and ".bad-" in p.name)
    db = sqlite3.connect(aside)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    assert db.execute("SELECT count(*) FROM faces").fetchone()[0] == 1
    assert not db.execute("SELECT name FROM sqlite_master WHERE name = 'throws'").fetchall()
    db.close()


def test_poker_dice_show_their_own_faces_on_the_same_six_bars() -> None:
    assert face_labels("") == face_labels("bar-dice") == ["1", "2", "3", "4", "5", "6"]
    assert face_labels("peekpoker") == ["9", "10", "J", "Q", "K", "A"]
