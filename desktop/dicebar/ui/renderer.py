"""Which renderer draws the 3D table: a real GPU gets MSAA and shadow maps, a software one (Mesa llvmpipe,
as on bare kiosks and under Xvfb) gets no MSAA and cheap blob shadows, which keeps it near 60 frames a second."""

from __future__ import annotations

import os

SOFTWARE_MARKERS = ("llvmpipe", "softpipe", "swiftshader", "software", "swrast")


def renderer_name() -> str:
    """The OpenGL renderer string, or "" when no OpenGL context can be made (call after QGuiApplication)."""
    from PySide6.QtGui import QOffscreenSurface, QOpenGLContext

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


def spare_the_window_depth_buffer(quality: str) -> None:
    """Under software rendering, windows made from now on get no depth buffer (QSG_NO_DEPTH_BUFFER). Qt Quick
    keeps one only to skip hidden pixels of opaque 2D items; every View3D here renders Offscreen into its own
    buffers, so the picture is the same, and llvmpipe saves a depth test and write for every pixel it composites:
    some 1.5 ms of a 1280x800 table frame (median 17 -> 15.5 ms, p95 21.5 -> 19 ms). Qt reads the variable once,
    when it makes its first window, so this must come before that; a variable already set is left as it is."""
    if quality == "software":
        os.environ.setdefault("QSG_NO_DEPTH_BUFFER", "1")
