"""The leaderboard's rows, sorted in Python: every column both ways, ties by name, the cells as shown."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest

from dicebar.app.leaderboard import KEYS, LeaderboardModel
from dicebar.app.stats import STATS_FILE, Stats


def line(name: str, played: int, won: int, bought: int, computer: bool = False) -> dict[str, Any]:
    """A leaderboard line as the statistics give it."""
    return {
        "name": name,
        "computer": computer,
        "played": played,
        "won": won,
        "lost": played - won,
        "bought": bought,
        "winRate": won / played,
        "buyRate": bought / played,
    }


# the statistics' order (most won first) is none of the columns' own order: each sort has to move rows
LINES = {
    "": [
        line("Bo", 4, 2, 0),
        line("Ana", 4, 2, 1),
        line("Max", 8, 1, 1, computer=True),
        line("Cy", 2, 1, 1),
        line("Dee", 2, 0, 2),
    ],
    "bar-dice": [line("Cy", 1, 1, 0)],
}


class FixedStats(Stats):
    """Real statistics whose leaderboard lines are the test's own."""

    lines = LINES

    def leaderboard(self, game_id: str = "") -> list[dict[str, Any]]:
        return [dict(line) for line in self.lines.get(game_id, [])]


@pytest.fixture
def board(qtbot: Any, tmp_path: Path) -> LeaderboardModel:
    model = LeaderboardModel()
    model.setProperty("stats", FixedStats(tmp_path / STATS_FILE, parent=model))
    return model


def names(model: LeaderboardModel) -> list[str]:
    return [row["name"] for row in model.rows()]


def test_it_opens_on_most_won_first_with_ties_by_name(board: LeaderboardModel) -> None:
    assert (board.property("sortKey"), board.property("descending")) == ("won", True)
    assert names(board) == ["Ana", "Bo", "Cy", "Max", "Dee"]


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("descending", [True, False])
def test_every_column_sorts_both_ways_and_ties_go_by_name(board: LeaderboardModel, key: str, descending: bool) -> None:
    board.setProperty("sortKey", key)
    board.setProperty("descending", descending)
    rows = board.rows()
    assert sorted(names(board)) == ["Ana", "Bo", "Cy", "Dee", "Max"]
    for before, after in itertools.pairwise(rows):
        if before[key] == after[key]:
            assert before["name"] < after["name"], f"a tie in {key} not A to Z: {names(board)}"
        else:
            assert (before[key] > after[key]) == descending, f"{key} out of order: {names(board)}"


def test_ties_read_a_to_z_whichever_way_the_column_runs(board: LeaderboardModel) -> None:
    board.setProperty("sortKey", "winRate")
    assert names(board) == ["Ana", "Bo", "Cy", "Max", "Dee"]  # Ana, Bo and Cy all won half
    board.setProperty("descending", False)
    assert names(board) == ["Dee", "Max", "Ana", "Bo", "Cy"]


def test_a_header_tapped_again_turns_the_order_and_a_new_one_starts_from_its_best_end(
    board: LeaderboardModel,
) -> None:
    board.sortBy("bought")
    assert (board.property("sortKey"), board.property("descending")) == ("bought", True)
    assert names(board) == ["Dee", "Ana", "Cy", "Max", "Bo"]
    board.sortBy("bought")
    assert board.property("descending") is False
    assert names(board) == ["Bo", "Ana", "Cy", "Max", "Dee"]
    board.sortBy("name")  # names start A to Z
    assert (board.property("sortKey"), board.property("descending")) == ("name", False)
    assert names(board) == ["Ana", "Bo", "Cy", "Dee", "Max"]
    board.sortBy("name")
    assert names(board) == ["Max", "Dee", "Cy", "Bo", "Ana"]


def test_an_unknown_column_is_refused_in_one_line(board: LeaderboardModel, caplog: pytest.LogCaptureFixture) -> None:
    board.sortBy("colour")
    assert board.property("sortKey") == "won"
    assert [record.getMessage() for record in caplog.records] == ["the leaderboard has no column 'colour' to sort by"]


def test_cells_are_shown_as_the_page_shows_them(board: LeaderboardModel) -> None:
    cells = {row["name"]: row["cells"] for row in board.rows()}
    assert cells["Max"] == ["Max  · computer", "8", "1", "1", "13%", "13%"]  # an eighth: halves round up
    assert cells["Dee"] == ["Dee", "2", "0", "2", "0%", "100%"]


def test_one_game_and_new_games_are_read_and_stay_sorted(board: LeaderboardModel, tmp_path: Path) -> None:
    board.setProperty("gameId", "bar-dice")
    assert names(board) == ["Cy"]
    board.setProperty("gameId", "")
    board.sortBy("played")
    stats = board.property("stats")
    stats.lines = {"": [*LINES[""], {**LINES[""][0], "name": "Eve", "played": 9}]}
    stats.changed.emit()
    assert names(board) == ["Eve", "Max", "Ana", "Bo", "Cy", "Dee"]
