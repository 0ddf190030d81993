"""Which renderer draws the 3D table: a real GPU gets MSAA and shadow maps, a software one (Mesa llvmpipe,
as on bare kiosks and under Xvfb) gets no MSAA and cheap blob shadows, which keeps it near 60 frames a second."""

from __future__ import annotations

import os

from PySide6.QtGui import QOffscreenSurface, QOpenGLContext

SOFTWARE_MARKERS = ("llvmpipe", "softpipe", "swiftshader", "software", "swrast")


def renderer_name() -> str:
    """The OpenGL renderer string, or "" when no OpenGL context can be made (call after QGuiApplication)."""
    context = QOpenGLContext()
    if not context.create():
        return ""
    surface = QOffscreenSurface()
    surface.setFormat(context.format())
    surface.create()
    try:
        if not context.makeCurrent(surface):
            return ""
        functions = context.functions()
        GL_RENDERER = 0x1F01
        name = functions.glGetString(GL_RENDERER)
        context.doneCurrent()
        return str(name or "")
    finally:
        surface.destroy()


def quality() -> str:
    """ "software" or "gpu"; DICEBAR_QUALITY=software|gpu overrides the detection."""
    forced = os.environ.get("DICEBAR_QUALITY", "").lower()
    if forced in ("software", "gpu"):
        return forced
    name = renderer_name().lower()
    return "software" if not name or any(marker in name for marker in SOFTWARE_MARKERS) else "gpu"
