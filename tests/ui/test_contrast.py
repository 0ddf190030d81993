"""Every text colour of the theme against every background it is drawn on meets WCAG AA (4.5:1) in both palettes
(dicebar.ui.theme, which Theme.qml reads). A see-through panel is judged over the brightest thing that may pass under
it (a white die) and over black, whichever is worse. Theme.qml gives the pages the palettes' colours, and a button on
the accent has the palette's words (Material's own, white, were 2:1 on the amber)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor
from PySide6.QtQml import QQmlComponent, QQmlEngine

from dicebar.ui import theme

from .conftest import QML_DIR, program_window
from .test_table_window import find

AA = 4.5


@pytest.mark.parametrize("palette", theme.PALETTES)
def test_every_text_colour_on_every_background_meets_aa(palette: str) -> None:
    colours = theme.PALETTES[palette]
    failing = [
        f"{text} on {background}: {theme.text_contrast(colours[text], colours[background]):.2f}"
        for background, texts in theme.TEXT_ON.items()
        for text in texts
        if theme.text_contrast(colours[text], colours[background]) < AA
    ]
    assert not failing, f"under {AA}:1 in the {palette} palette: " + "; ".join(failing)


def test_the_contrast_maths_is_wcags() -> None:
    # WCAG 2.x's own figures: black on white 21:1, #777 on white about 4.48:1 (just under AA)
    assert theme.contrast(theme.over("#000000", "#ffffff"), (1.0, 1.0, 1.0)) == pytest.approx(21.0)
    assert theme.contrast(theme.over("#777777", "#ffffff"), (1.0, 1.0, 1.0)) == pytest.approx(4.48, abs=0.01)
    # a see-through panel: its colour mixed with what is under it
    assert theme.over("#80000000", "#ffffff") == pytest.approx((127 / 255, 127 / 255, 127 / 255), abs=0.002)


def test_the_check_fails_the_bar_as_it_was() -> None:
    """The HUD's bar let 20% of the table through; with a white die under it the dim words fell under AA."""
    assert theme.text_contrast(theme.PALETTES[theme.NORMAL]["textDim"], "#cc15100c") < AA


def theme_colours(qtbot: Any, high_contrast: bool) -> dict[str, str]:
    """The colours Theme.qml gives the pages, with High contrast on or off."""
    engine = QQmlEngine()
    engine.addImportPath(str(QML_DIR))
    component = QQmlComponent(engine)
    component.setData(
        b"import QtQuick\nQtObject { property var colours: ({}); Component.onCompleted: {"
        b" Theme.highContrast = " + (b"true" if high_contrast else b"false") + b";"
        b" const c = {}; for (const role of Object.keys(Theme.colours)) c[role] = Theme[role].toString();"
        b" colours = c } }",
        QUrl.fromLocalFile(str(QML_DIR / "contrast_probe.qml")),
    )
    probe = component.create()
    assert probe is not None, component.errorString()
    colours = probe.property("colours")
    colours = colours.toVariant() if hasattr(colours, "toVariant") else colours
    shown = {role: QColor(value).name(QColor.NameFormat.HexArgb) for role, value in colours.items()}
    del probe, engine
    return shown


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
def test_theme_qml_gives_the_palettes_colours(qtbot: Any, high_contrast: bool) -> None:
    palette = theme.PALETTES[theme.HIGH_CONTRAST if high_contrast else theme.NORMAL]
    shown = theme_colours(qtbot, high_contrast)
    assert set(shown) == set(palette)
    for role, colour in palette.items():
        assert QColor(shown[role]) == QColor(colour), role


def test_a_highlighted_button_has_the_palettes_words_on_the_accent(qtbot: Any) -> None:
    with program_window(qtbot) as (_, window):
        start = find(window, "startButton")
        assert start.property("highlighted") and start.property("enabled")
        words = start.property("contentItem").property("color")
        assert QColor(words) == QColor(theme.PALETTES[theme.NORMAL]["inkOnAccent"])
        background = start.property("background").property("color")
        assert QColor(background) == QColor(theme.PALETTES[theme.NORMAL]["accent"])
