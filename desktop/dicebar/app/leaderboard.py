"""The leaderboard page's rows: the statistics' per-player lines, sorted by the column whose header was tapped.

QML makes one `LeaderboardModel` per page (`import DiceBar.Records`), gives it the statistics (`stats`) and the
game shown (`gameId`, empty for all games), lists its rows and calls `sortBy(key)` when a header is tapped: the
same header again turns the order around; another column starts from its best end (most first; names A to Z).
Ties in the sorted column go by name, A to Z, in either order. Each row carries its cells as the page shows them.
"""

from __future__ import annotations

import logging
import math
from typing import Any

from PySide6.QtCore import (
    Property,
    QCollator,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtQml import qmlRegisterType

from dicebar.app.luck import LuckModel
from dicebar.app.stats_reader import StatsReader
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text
from dicebar.session.row_model import RowModel
from dicebar.session.translation import shown

log = logging.getLogger(__name__)

MODULE = "DiceBar.Records"
MAJOR, MINOR = 1, 0
#: the columns left to right: the row's key, the header's title, the share of the width
COLUMNS: tuple[tuple[str, Text, float], ...] = (
    ("name", QT_TRANSLATE_NOOP("Leaderboard", "Player"), 3.5),
    ("played", QT_TRANSLATE_NOOP("Leaderboard", "Played"), 1.1),
    ("won", QT_TRANSLATE_NOOP("Leaderboard", "Won"), 1.0),
    ("bought", QT_TRANSLATE_NOOP("Leaderboard", "Bought"), 1.2),
    ("winRate", QT_TRANSLATE_NOOP("Leaderboard", "Win %"), 1.1),
    ("buyRate", QT_TRANSLATE_NOOP("Leaderboard", "Buy %"), 1.1),
)
KEYS = tuple(key for key, _, _ in COLUMNS)
DEFAULT_SORT = "won"
COMPUTER_MARK = QT_TRANSLATE_NOOP("Leaderboard", "computer")  # after a computer player's name
ROW_KEYS = ("name", "computer", "played", "won", "lost", "bought", "winRate", "buyRate", "cells")


def cell(row: dict[str, Any], key: str) -> str:
    """One column of a row as the page shows it: rates in whole percent, computers marked after their name."""
    value = row[key]
    if key == "name":
        return str(value) + ("  · " + shown(COMPUTER_MARK) if row["computer"] else "")
    locale = QLocale()  # the language's (dicebar.app.translators): 1.234 in German, 1,234 in English
    if key.endswith("Rate"):
        return locale.toString(math.floor(value * 100 + 0.5)) + locale.percent()  # halves up, as always
    return locale.toString(value) if isinstance(value, int) else str(value)


def starts_descending(key: str) -> bool:
    """A newly tapped column starts from its best end: most first, but names A to Z."""
    return key != "name"


class LeaderboardModel(QSortFilterProxyModel, StatsReader):
    """The statistics' leaderboard for one game (or all), sorted by `sortKey`, `descending` or not."""

    statsChanged = Signal()
    gameIdChanged = Signal()
    sortChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows = RowModel(ROW_KEYS, parent=self)
        self._game_id = ""
        self._key = DEFAULT_SORT
        self._descending = starts_descending(DEFAULT_SORT)
        self._collator = QCollator()
        self.setSourceModel(self._rows)
        self.setDynamicSortFilter(True)  # the statistics change under the page: the new rows are sorted too
        self.sort(0, self._order())

    # ----- what QML sets --------------------------------------------------------------------------------

    def _stats_set(self) -> None:
        self.statsChanged.emit()

    def _game_id_set(self) -> None:
        self.gameIdChanged.emit()

    def _get_sort_key(self) -> str:
        return self._key

    def _set_sort_key(self, key: str) -> None:
        self._sort(key, self._descending)

    def _get_descending(self) -> bool:
        return self._descending

    def _set_descending(self, descending: bool) -> None:
        self._sort(self._key, descending)

    @Slot(str)
    def sortBy(self, key: str) -> None:
        """A header tapped: the sorted column turns around; another column starts from its best end."""
        self._sort(key, not self._descending if key == self._key else starts_descending(key))

    stats = Property(QObject, StatsReader._get_stats, StatsReader._set_stats, notify=statsChanged)
    gameId = Property(str, StatsReader._get_game_id, StatsReader._set_game_id, notify=gameIdChanged)
    sortKey = Property(str, _get_sort_key, _set_sort_key, notify=sortChanged)
    descending = Property(bool, _get_descending, _set_descending, notify=sortChanged)
    columns = Property(
        list, lambda self: [{"key": k, "title": shown(t), "share": s} for k, t, s in COLUMNS], constant=True
    )

    # ----- reading and sorting --------------------------------------------------------------------------

    def rows(self) -> list[dict[str, Any]]:
        """The rows in the order shown."""
        return [self._rows.row(self.mapToSource(self.index(k, 0)).row()) for k in range(self.rowCount())]

    @Slot()  # a slot of this object: a page's model deleted with its page is disconnected with it
    @Slot()
    def _read(self) -> None:
        lines = self._stats.leaderboard(self._game_id) if self._stats is not None else []
        self._rows.reset([{**line, "cells": [cell(line, key) for key in KEYS]} for line in lines])

    def _order(self) -> Qt.SortOrder:
        return Qt.SortOrder.DescendingOrder if self._descending else Qt.SortOrder.AscendingOrder

    def _sort(self, key: str, descending: bool) -> None:
        if key not in KEYS:
            log.warning("the leaderboard has no column %r to sort by", key)
            return
        if key == self._key and descending == self._descending:
            return
        self._key, self._descending = key, descending
        self.invalidate()  # same column and order to Qt: it would not sort again by itself
        self.sort(0, self._order())
        self.sortChanged.emit()

    def lessThan(self, left: QModelIndex | QPersistentModelIndex, right: QModelIndex | QPersistentModelIndex) -> bool:
        a, b = self._rows.row(left.row()), self._rows.row(right.row())
        x, y = a[self._key], b[self._key]
        if x == y:
            # Qt sorts a descending order by asking lessThan(right, left): turned here too, ties stay A to Z
            by_name = self._collator.compare(a["name"], b["name"])
            return by_name > 0 if self._descending else by_name < 0
        if isinstance(x, str):
            return self._collator.compare(x, y) < 0
        return bool(x < y)


def register() -> None:
    """Make the records' models known to QML as `DiceBar.Records 1.0`: `LeaderboardModel` and the luck page's
    `LuckModel` (once per process)."""
    global _registered  # noqa: PLW0603
    if not _registered:
        qmlRegisterType(LeaderboardModel, MODULE, MAJOR, MINOR, "LeaderboardModel")  # type: ignore[call-overload]
        qmlRegisterType(LuckModel, MODULE, MAJOR, MINOR, "LuckModel")  # type: ignore[call-overload]
        _registered = True


_registered = False
