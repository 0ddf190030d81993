"""At the High level the key light's shadow maps give each settled die a shadow a person can see on the felt, beside
the soft contact shadow every level draws (TableLights.qml). Measured in the real window's close-up: the same frame
drawn with the key light's shadows and without them (shadowFactor 0), compared around each die."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from PySide6.QtGui import QImage, QVector3D
from PySide6.QtQuick import QQuickWindow
from tests.app.test_storage_window import storage_window  # noqa: F401  (a fixture)

from dicebar.ui import renderer
from dicebar.ui.qt_messages import grab_window

from .test_close_up_window import SETUP, person_decides, window_with  # noqa: F401  (a fixture)
from .test_table_window import ARTIFACTS, find

pytestmark = pytest.mark.slow

#: a shadow a person sees: felt beside a die at least this much darker than the same felt lit ...
SEEN_DARKENING = 0.3
#: ... over at least this share of the die's own square on the screen
SEEN_AREA = 0.05


def pixels(image: QImage) -> npt.NDArray[np.float64]:
    """The image's pixels as (height, width, 3) red, green and blue."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(rgb.constBits(), np.uint8).reshape(rgb.height(), rgb.bytesPerLine())
    return data[:, : rgb.width() * 3].reshape(rgb.height(), rgb.width(), 3).astype(np.float64)


def felt_shaded_around(
    lit: npt.NDArray[np.float64], shaded: npt.NDArray[np.float64], centre: tuple[float, float], radius: float
) -> int:
    """How many pixels of felt (green above red and blue where lit: not a die, which is near white) are at least
    SEEN_DARKENING darker in `shaded` than in `lit` within `radius` pixels of `centre`."""
    x, y = round(centre[0]), round(centre[1])
    r = round(radius)
    box = np.s_[max(0, y - r) : y + r, max(0, x - r) : x + r]
    red, green, blue = lit[box][..., 0], lit[box][..., 1], lit[box][..., 2]
    felt = (green > 1.3 * red) & (green > 1.3 * blue)
    before, after = lit[box].mean(axis=2), shaded[box].mean(axis=2)
    darkening = (before - after) / np.maximum(before, 1.0)
    return int((darkening[felt] >= SEEN_DARKENING).sum())


def drawn_with_shadow_factor(window: QQuickWindow, light: Any, factor: float) -> npt.NDArray[np.float64]:
    light.setProperty("shadowFactor", factor)
    grab_window(window)  # the change drawn, then a frame of it read
    frame = grab_window(window)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    frame.save(str(ARTIFACTS / f"high_shadows_{factor:.0f}.png"))
    return pixels(frame)


def test_at_high_each_settled_die_casts_a_shadow_a_person_sees(
    qtbot: Any,
    window_with: Any,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(renderer.FORCE_ENV, renderer.HIGH)
    lobby, window = window_with(SETUP)
    session = person_decides(qtbot, lobby)
    view = find(window, "table3d")
    assert view.property("quality") == renderer.HIGH
    qtbot.waitUntil(lambda: view.property("closeUpShown") and view.property("cameraStill"), timeout=20_000)
    light = find(window, "keyLight")
    factor = light.property("shadowFactor")
    shaded = drawn_with_shadow_factor(window, light, factor)
    lit = drawn_with_shadow_factor(window, light, 0.0)
    edge = session.table["dieEdge"]
    for x, y, z in session.closeUp["points"]:
        centre = view.mapFrom3DScene(QVector3D(x, y, z))
        side = view.mapFrom3DScene(QVector3D(x + edge, y, z)).x() - centre.x()
        shadow = felt_shaded_around(lit, shaded, (centre.x(), centre.y()), 2.5 * abs(side))
        assert shadow >= SEEN_AREA * side**2, f"the die at {x:.1f}, {z:.1f} shades {shadow} px of felt ({side:.0f} px)"
