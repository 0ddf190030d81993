"""A list model of plain rows (dicts with fixed keys) for QML: the seat plates, the dice on the table.

Rows change in place with dataChanged for just the roles that changed, so QML delegates (and 3D nodes) stay
alive and only re-bind what moved.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QObject, QPersistentModelIndex, Qt

_NO_PARENT = QModelIndex()


class RowModel(QAbstractListModel):
    def __init__(self, keys: Sequence[str], rows: Sequence[Mapping[str, Any]] = (), parent: QObject | None = None):
        super().__init__(parent)
        self._keys = tuple(keys)
        self._roles = {Qt.ItemDataRole.UserRole + 1 + k: key for k, key in enumerate(self._keys)}
        self._role_of = {key: role for role, key in self._roles.items()}
        self._rows: list[dict[str, Any]] = [self._checked(row) for row in rows]

    def _checked(self, row: Mapping[str, Any]) -> dict[str, Any]:
        missing = set(self._keys) - set(row)
        if missing:
            raise KeyError(f"row lacks {sorted(missing)}")
        return {key: row[key] for key in self._keys}

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        key = self._roles.get(role)
        return None if key is None else self._rows[index.row()][key]

    def roleNames(self) -> dict[int, QByteArray]:
        return {role: QByteArray(key.encode()) for role, key in self._roles.items()}

    def row(self, index: int) -> dict[str, Any]:
        return dict(self._rows[index])

    def rows(self) -> list[dict[str, Any]]:
        return [dict(row) for row in self._rows]

    def update(self, index: int, values: Mapping[str, Any]) -> None:
        row = self._rows[index]
        changed = [key for key, value in values.items() if row[key] != value]
        if not changed:
            return
        for key in changed:
            row[key] = values[key]
        model_index = self.index(index)
        self.dataChanged.emit(model_index, model_index, [self._role_of[key] for key in changed])

    def append(self, rows: Sequence[Mapping[str, Any]]) -> None:
        """Add rows at the end: views add delegates for just these (a game's story grows a line at a time)."""
        if not rows:
            return
        self.beginInsertRows(_NO_PARENT, len(self._rows), len(self._rows) + len(rows) - 1)
        self._rows.extend(self._checked(row) for row in rows)
        self.endInsertRows()

    def reset(self, rows: Sequence[Mapping[str, Any]]) -> None:
        """Replace every row: same count updates in place; another count rebuilds the model."""
        if len(rows) == len(self._rows):
            for index, row in enumerate(rows):
                self.update(index, self._checked(row))
            return
        self.beginResetModel()
        self._rows = [self._checked(row) for row in rows]
        self.endResetModel()
