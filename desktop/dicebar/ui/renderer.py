"""How well the 3D table is drawn: the Quality setting's levels, what Auto picks for the graphics API and adapter
Qt Quick really draws with, and when Auto steps down because the frames come too slowly.

- Low: the table in two layers (Table3D.qml: the still table drawn once into a picture, the moving things over
  it), no MSAA, blob shadows. What a software rasteriser (Mesa's llvmpipe on bare kiosks and under Xvfb, WARP)
  gets: it keeps such a renderer near 60 frames a second.
- Medium: one view, 2x MSAA, blob shadows, engraved pips and a lamp over the table.
- High: one view, 4x MSAA, shadow maps (the dice cast them, over their blob shadows) and ambient occlusion.

Auto reads the window's own renderer (`adapter_of`, once Qt Quick has made it: after the first frame), picks a
level (`auto_level`), then watches the frames of each table's first throws and steps down a level, from the next
table, while their 95th percentile is over STEP_DOWN_MS (`too_slow`). DICEBAR_QUALITY=low|medium|high (and the
older software|gpu) overrides both, for tests and benchmarks.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dicebar.rules.words import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:  # Qt Quick loads with the window, not with this module's constants (the settings read them)
    from PySide6.QtQuick import QQuickWindow

AUTO, LOW, MEDIUM, HIGH = "auto", "low", "medium", "high"
LEVELS = (LOW, MEDIUM, HIGH)  # lowest first
CHOICES: dict[str, Text] = {  # the setting's values and the words the settings show for them
    AUTO: QT_TRANSLATE_NOOP("Quality", "Auto"),
    LOW: QT_TRANSLATE_NOOP("Quality", "Low"),
    MEDIUM: QT_TRANSLATE_NOOP("Quality", "Medium"),
    HIGH: QT_TRANSLATE_NOOP("Quality", "High"),
}
FORCE_ENV = "DICEBAR_QUALITY"
FORMER_NAMES = {"software": LOW, "gpu": HIGH}  # DICEBAR_QUALITY's values before the levels

# Adapters whose names say the pixels are drawn by the CPU, lower case: Mesa's llvmpipe, softpipe and swrast,
# Google's SwiftShader, Windows' WARP ("Microsoft Basic Render Driver") and its OpenGL 1.1 ("GDI Generic").
SOFTWARE_MARKERS = (
    "llvmpipe",
    "softpipe",
    "swrast",
    "swiftshader",
    "software rasterizer",
    "microsoft basic render driver",
    "gdi generic",
)
# Adapters known to be a graphics card of their own (OpenGL reports no device type): High.
DISCRETE_MARKERS = ("nvidia", "geforce", "quadro", "radeon rx", "radeon pro", "intel(r) arc")
RHI_APIS = ("opengl", "vulkan", "direct3d11", "direct3d12", "metal")  # what Qt Quick 3D can draw with

STEP_DOWN_MS = 20.0  # Auto steps down while the 95th percentile of a table's first throws' frames is over this
WATCHED_THROWS = 3  # the throws of each table whose frames Auto watches
ENOUGH_FRAMES = 30  # fewer frames than this (throws skipped or very short) decide nothing


@dataclass(frozen=True)
class Adapter:
    """What Qt Quick draws with: the graphics API ("opengl", "vulkan", "direct3d11", "direct3d12", "metal", or
    "software"/"openvg"/"null" for a scene graph without QRhi), the adapter's name as the driver reports it (for
    OpenGL the GL_RENDERER string with the version), and its kind as QRhi tells it ("cpu", "discrete",
    "integrated", "virtual", "external" or "unknown", which is all OpenGL says)."""

    api: str
    name: str = ""
    kind: str = "unknown"

    @property
    def software(self) -> bool:
        name = self.name.lower()
        return self.kind == "cpu" or any(marker in name for marker in SOFTWARE_MARKERS)


def auto_level(adapter: Adapter | None) -> str:
    """The level Auto starts from: Low for a software rasteriser, an API Qt Quick 3D cannot draw with or a renderer
    not known yet; High for Metal and for a card of its own; Medium for the rest (an integrated GPU, a virtual
    one, an OpenGL driver that does not say)."""
    if adapter is None or adapter.api not in RHI_APIS or adapter.software:
        return LOW
    name = adapter.name.lower()
    if adapter.api == "metal" or adapter.kind == "discrete" or any(marker in name for marker in DISCRETE_MARKERS):
        return HIGH
    return MEDIUM


def forced_level(environ: dict[str, str] | None = None) -> str | None:
    """The level DICEBAR_QUALITY names (low, medium, high; software and gpu as before: low and high), or None."""
    value = (os.environ if environ is None else environ).get(FORCE_ENV, "").strip().lower()
    value = FORMER_NAMES.get(value, value)
    return value if value in LEVELS else None


def lower(level: str) -> str:
    """The level below `level` (Low stays Low)."""
    return LEVELS[max(0, LEVELS.index(level) - 1)]


def lowest(first: str, second: str) -> str:
    return min(first, second, key=LEVELS.index)


def percentile_95(times: Sequence[float]) -> float:
    """The nearest-rank 95th percentile of `times` (0 for none)."""
    if not times:
        return 0.0
    ranked = sorted(times)
    return ranked[max(0, math.ceil(0.95 * len(ranked)) - 1)]


def too_slow(times: Sequence[float]) -> bool:
    """Whether frames taking `times` (ms) call for a lower level: enough of them, and their 95th percentile over
    STEP_DOWN_MS."""
    return len(times) >= ENOUGH_FRAMES and percentile_95(times) > STEP_DOWN_MS


_API_NAMES = {
    "OpenGL": "opengl",
    "Vulkan": "vulkan",
    "Direct3D11": "direct3d11",
    "Direct3D12": "direct3d12",
    "Metal": "metal",
    "Software": "software",
    "OpenVG": "openvg",
    "Null": "null",
}
_DEVICE_KINDS = {
    "CpuDevice": "cpu",
    "DiscreteDevice": "discrete",
    "IntegratedDevice": "integrated",
    "VirtualDevice": "virtual",
    "ExternalDevice": "external",
}


def adapter_of(window: QQuickWindow) -> Adapter | None:
    """What `window`'s scene graph draws with, or None before it has made its renderer (before the first frame).
    Read on the GUI thread: the API from the renderer interface, the adapter from QRhi's driver info, which QRhi
    read once when it was made (for OpenGL, on the render thread with its context current)."""
    interface = window.rendererInterface()
    if interface is None:
        return None
    api = _API_NAMES.get(interface.graphicsApi().name, "unknown")
    if api not in RHI_APIS:
        return Adapter(api)
    rhi = window.rhi()
    if rhi is None:
        return None
    info = rhi.driverInfo()
    name = bytes(info.deviceName.data()).decode("utf-8", "replace").strip()
    kind = getattr(info.deviceType, "name", "")  # an enum member (typed as int in PySide6's stubs)
    return Adapter(api, name, _DEVICE_KINDS.get(kind, "unknown"))
