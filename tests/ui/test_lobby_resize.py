"""The lobby's drop-downs keep their longest choice readable when the window changes size: their text grows with
the window, and Qt's ComboBox.WidestText measures the choices only when the model changes, so a window made at
1280x800 and then maximised cut "Computer · good" down to "Compute"."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtQuick import QQuickItem

from .conftest import program_window
from .test_table_window import find, resize

pytestmark = pytest.mark.slow


def text_room(combo: QQuickItem) -> float:
    """The width a drop-down has for its text: without its paddings (the indicator is in the right one)."""
    return float(combo.width()) - float(combo.property("leftPadding")) - float(combo.property("rightPadding"))


def widest_choice(combo: QQuickItem) -> float:
    font = combo.property("font")
    assert isinstance(font, QFont)
    metrics = QFontMetricsF(font)
    count = int(combo.property("count"))
    return max(metrics.horizontalAdvance(str(combo.textAt(k))) for k in range(count))  # type: ignore[attr-defined]


SIZES = {
    "bigger": [(1920, 1080)],
    "smaller": [(1024, 600)],
    "smaller-then-bigger": [(1024, 600), (1920, 1080)],
    "bigger-then-smaller": [(3840, 2160), (1024, 600)],
}


@pytest.mark.parametrize("sizes", SIZES.values(), ids=SIZES.keys())
def test_the_players_drop_downs_fit_their_text_after_a_resize(qtbot: Any, sizes: list[tuple[int, int]]) -> None:
    with program_window(qtbot) as (_, window):
        for size in sizes:
            resize(qtbot, window, size)
        combo = find(window, "seatKind1")  # a computer: "Computer · good", or "CPU · good" where the row is narrow
        assert isinstance(combo, QQuickItem)
        shown = str(combo.property("displayText"))
        font = combo.property("font")
        assert isinstance(font, QFont)
        needed = QFontMetricsF(font).horizontalAdvance(shown)
        assert needed <= text_room(combo) + 1, f"{shown!r} needs {needed:.0f} px, has {text_room(combo):.0f}"
        if shown.startswith("Computer"):
            assert widest_choice(combo) <= text_room(combo) + 1
