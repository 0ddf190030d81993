"""The statistics: games, wins and rounds bought per player and game, the tab, the CSV; damaged files."""

from __future__ import annotations

import csv
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLocale

from dicebar.app.stats import SCHEMA_VERSION, STATS_FILE, Stats
from dicebar.app.translators import install_translators
from dicebar.bots.registry import make_bot
from dicebar.rules.dice import SeededDice
from dicebar.rules.game import Game
from dicebar.rules.registry import new_game

HYPOTHESIS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def played(game_id: str, names: list[str], seed: int, options: dict[str, object] | None = None) -> Game:
    game = new_game(game_id, names, SeededDice(seed), options or {})
    bots = [make_bot(game_id, "good", seed + seat, options=game.options) for seat in range(len(names))]
    while not game.is_over:
        legal = game.legal_actions()
        seat = game.current_player
        assert seat is not None
        game.apply(legal[0] if len(legal) == 1 else bots[seat].choose(game.observation(seat, with_log=False)))
    return game


@pytest.fixture
def stats(tmp_path: Path) -> Stats:
    return Stats(tmp_path / STATS_FILE)


def test_the_database_is_wal_and_versioned(stats: Stats, tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / STATS_FILE)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3


def test_a_bar_dice_game_counts_who_played_and_who_bought(stats: Stats) -> None:
    game = played("bar-dice", ["Ana", "Bo", "Cy"], 3)
    buyer = game.names[game.result().buyer[0]]  # type: ignore[index]
    assert stats.record_game("a1b2c3d4", game, [True, True, True], 1000.0, 1300.0)
    board = {row["name"]: row for row in stats.leaderboard("bar-dice")}
    assert {name: row["played"] for name, row in board.items()} == {"Ana": 1, "Bo": 1, "Cy": 1}
    assert {name: row["bought"] for name, row in board.items()} == {n: int(n == buyer) for n in ("Ana", "Bo", "Cy")}
    assert stats.leaderboard("peekpoker") == []
    # the buyer owes each of the others a round
    assert sorted((r["debtor"], r["creditor"], r["rounds"]) for r in stats.tab()) == sorted(
        (buyer, other, 1) for other in ("Ana", "Bo", "Cy") if other != buyer
    )


def test_the_same_game_is_recorded_once(stats: Stats) -> None:
    game = played("bar-dice", ["Ana", "Bo"], 4)
    assert stats.record_game("feedbeef", game, [True, True], 0, 1)
    assert stats.record_game("feedbeef", game, [True, True], 0, 1)
    assert stats.games_played() == 1
    assert sum(row["rounds"] for row in stats.tab()) == 1


def test_wins_count_for_the_games_that_have_winners(stats: Stats) -> None:
    game = played("aces-in-the-pot", ["Ana", "Bo", "Cy"], 5)
    winners = {game.names[s] for s in game.result().winner or ()}
    stats.record_game("0123abcd", game, [True] * 3, 0, 1)
    board = {row["name"]: row for row in stats.leaderboard()}
    assert {name for name, row in board.items() if row["won"]} == winners
    assert stats.tab() == []  # nobody buys a round in Aces in the Pot


def test_the_layman_sponsor_and_the_fives_loser_pay(stats: Stats) -> None:
    layman = played("layman-bar-dice", ["Ana", "Bo"], 6)
    fives = played("fives-to-the-right", ["Ana", "Bo"], 7)
    stats.record_game("11111111", layman, [True, True], 0, 1)
    stats.record_game("22222222", fives, [True, True], 0, 2)
    sponsor = layman.names[layman.result().sponsor[0]]  # type: ignore[index]
    loser = fives.names[fives.result().loser[0]]  # type: ignore[index]
    assert stats.leaderboard("layman-bar-dice")[0]["name"] in ("Ana", "Bo")
    bought = {row["name"]: row["bought"] for row in stats.leaderboard()}
    assert bought == {n: int(n == sponsor) + int(n == loser) for n in ("Ana", "Bo")}
    assert {row["name"]: row["lost"] for row in stats.leaderboard("fives-to-the-right")}[loser] == 1


def test_computers_run_no_tab(stats: Stats) -> None:
    game = played("bar-dice", ["Ana", "Max", "Bo"], 8)
    stats.record_game("33333333", game, [True, False, True], 0, 1)
    for row in stats.tab():
        assert "Max" not in (row["debtor"], row["creditor"])
    assert {(row["name"], row["computer"]) for row in stats.leaderboard()} == {
        ("Ana", False),
        ("Max", True),
        ("Bo", False),
    }


def test_the_tab_is_netted_and_settled_with_a_tap(stats: Stats) -> None:
    # find games where Ana buys twice and Bo once
    buys: dict[str, list[Game]] = {"Ana": [], "Bo": []}
    seed = 0
    while len(buys["Ana"]) < 2 or len(buys["Bo"]) < 1:
        game = played("bar-dice", ["Ana", "Bo"], seed)
        buys[game.names[game.result().buyer[0]]].append(game)  # type: ignore[index]
        seed += 1
    for k, game in enumerate([*buys["Ana"][:2], buys["Bo"][0]]):
        stats.record_game(f"{k:08x}", game, [True, True], 0, k)
    assert stats.tab() == [{"debtor": "Ana", "creditor": "Bo", "rounds": 1}]
    assert stats.settle("Ana", "Bo") == 3
    assert stats.tab() == []
    assert stats.leaderboard()[0]["played"] == 3  # settling leaves the leaderboard alone


def test_the_csv_holds_the_leaderboard_and_the_tab(stats: Stats, tmp_path: Path) -> None:
    game = played("bar-dice", ["=cmd()", "Bo"], 9)
    stats.record_game("44444444", game, [True, True], 0, 1)
    path = stats.export_csv(tmp_path)
    rows = list(csv.DictReader(path.open(encoding="utf-8-sig")))
    assert {row["game"] for row in rows if row["table"] == "leaderboard"} == {"All games", "Bar Dice"}
    assert {row["name"] for row in rows} == {"'=cmd()", "Bo"}  # a formula-like name is quoted for spreadsheets
    assert [row["rounds"] for row in rows if row["table"] == "tab"] == ["1"]


def test_the_csv_is_read_by_a_spreadsheet_of_the_locale(stats: Stats, tmp_path: Path) -> None:
    """Where the decimal point is a comma, a spreadsheet splits fields at `;`; the file opens with UTF-8's mark."""
    stats.record_game("45454545", played("bar-dice", ["Jürgen", "Begoña"], 9), [True, True], 0, 1)
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("de_DE"))
        german = stats.export_csv(tmp_path)
    finally:
        QLocale.setDefault(before)
    assert german.read_bytes().startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(german.open(encoding="utf-8-sig"), delimiter=";"))
    assert {row["name"] for row in rows} == {"Jürgen", "Begoña"}
    assert {row["computer"] for row in rows} == {"no"}


def test_clearing_forgets_everything(stats: Stats) -> None:
    stats.record_game("55555555", played("bar-dice", ["Ana", "Bo"], 10), [True, True], 0, 1)
    stats.clear()
    assert stats.leaderboard() == [] and stats.tab() == [] and stats.games_played() == 0


def test_recent_names_are_people_most_recent_first(stats: Stats) -> None:
    stats.record_game("66666666", played("bar-dice", ["Ana", "Max"], 11), [True, False], 0, 100)
    stats.record_game("77777777", played("bar-dice", ["Bo", "Cy"], 12), [True, True], 0, 200)
    assert stats.recent_names() == ["Bo", "Cy", "Ana"]


# ----- damaged and hostile databases ------------------------------------------------------------------------


def check_kept_aside(path: Path, stats: Stats) -> None:
    assert "damaged" in stats.problem and stats.problem.count(".") == 1
    kept = [p for p in path.parent.glob(STATS_FILE + ".bad-*") if not p.name.endswith(("-wal", "-shm"))]
    assert len(kept) == 1
    stats.record_game("88888888", played("bar-dice", ["Ana", "Bo"], 13), [True, True], 0, 1)
    assert stats.games_played() == 1  # a new database works


def test_the_damaged_notice_and_the_games_are_said_in_the_language_switched_to(tmp_path: Path, qapp: Any) -> None:
    """The notice of a damaged database and the leaderboard's games are said in the language shown when read: a
    switch of language is told (changed), and they read in the new one."""
    path = tmp_path / STATS_FILE
    path.write_bytes(b"this is no database" * 50)
    stats = Stats(path)
    english, titles = stats.problem, [game["title"] for game in stats.games]
    told: list[bool] = []
    stats.changed.connect(lambda: told.append(True))
    try:
        install_translators("de")
        assert told
        assert stats.problem and stats.problem != english and "damaged" not in stats.problem
        assert [game["title"] for game in stats.games] != titles
    finally:
        install_translators("en")
    assert stats.problem == english and [game["title"] for game in stats.games] == titles


@HYPOTHESIS
@given(data=st.binary(min_size=1, max_size=2000))
def test_a_file_of_random_bytes(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = tmp_path_factory.mktemp("stats") / STATS_FILE
    path.write_bytes(data)
    check_kept_aside(path, Stats(path))


def real_database(folder: Path) -> bytes:
    stats = Stats(folder / "real.sqlite")
    for k in range(3):
        stats.record_game(f"{k:08x}", played("bar-dice", ["Ana", "Bo", "Cy"], k), [True] * 3, 0, k)
    stats.close()
    db = sqlite3.connect(folder / "real.sqlite")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("PRAGMA journal_mode = DELETE")
    db.close()
    return (folder / "real.sqlite").read_bytes()


@HYPOTHESIS
@given(offset=st.integers(min_value=0, max_value=10**6), garbage=st.binary(min_size=1, max_size=64))
def test_a_real_database_with_garbage_written_into_it(
    tmp_path_factory: pytest.TempPathFactory, offset: int, garbage: bytes
) -> None:
    folder = tmp_path_factory.mktemp("stats")
    data = bytearray(real_database(folder))
    at = offset % len(data)
    data[at : at + len(garbage)] = garbage
    path = folder / STATS_FILE
    path.write_bytes(bytes(data))
    stats = Stats(path)  # never raises: either it still reads, or it is kept aside
    if stats.problem:
        check_kept_aside(path, stats)
    else:
        stats.leaderboard()
        stats.tab()
        stats.record_game("99999999", played("bar-dice", ["Ana", "Bo"], 14), [True, True], 0, 1)


@pytest.mark.parametrize("length_class", [0, 1, 16, 100, 512, 4096, -1])
def test_a_truncated_database(tmp_path: Path, length_class: int) -> None:
    data = real_database(tmp_path)
    cut = len(data) // 2 if length_class == -1 else length_class
    path = tmp_path / STATS_FILE
    path.write_bytes(data[:cut])
    stats = Stats(path)
    if cut == 0:  # an empty file is a new database
        assert stats.problem == ""
    else:
        check_kept_aside(path, stats)


@pytest.mark.parametrize(
    "script",
    [
        "CREATE TABLE games (x); PRAGMA user_version = 1;",  # foreign columns
        "PRAGMA user_version = 99;",  # from a newer Dice Bar
        "CREATE TABLE notes (text);",  # someone else's database
    ],
)
def test_a_foreign_database_is_kept_aside(tmp_path: Path, script: str) -> None:
    path = tmp_path / STATS_FILE
    db = sqlite3.connect(path)
    db.executescript(script)
    db.close()
    check_kept_aside(path, Stats(path))


def test_a_folder_that_refuses_keeps_the_statistics_in_memory(tmp_path: Path) -> None:
    (tmp_path / "not-a-folder").write_text("")
    stats = Stats(tmp_path / "not-a-folder" / STATS_FILE)
    assert "cannot be saved" in stats.problem
    assert stats.record_game("aaaaaaaa", played("bar-dice", ["Ana", "Bo"], 15), [True, True], 0, 1)
    assert stats.games_played() == 1
