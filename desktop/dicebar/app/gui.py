"""Start the window: the Qt application, the QML engine, the lobby."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Mapping

from PySide6.QtCore import QMetaObject, QObject, QSettings, QTimer, QUrl
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle

from dicebar import __version__
from dicebar.app import leaderboard
from dicebar.app.collector import FreezeWhenSettled
from dicebar.app.first_frame import report_first_frame
from dicebar.app.heap import (
    TrimWhenSettled,
    keep_the_texture_atlas_small,
    serve_large_blocks_apart,
    stop_caching_sources,
)
from dicebar.app.kiosk import Kiosk
from dicebar.app.kiosk_prefs import load_prefs, save_prefs
from dicebar.app.motion_notes import attach as attach_motion_notes
from dicebar.app.paths import data_dir, keep_qt_settings_in_data_dir
from dicebar.app.quality import QualityChooser
from dicebar.app.receipt import Receipts
from dicebar.app.settings import SETTINGS_FILE, AppSettings, load_setup, save_setup, stored_value
from dicebar.app.storage import open_storage
from dicebar.app.translators import LanguageSwitch, chosen, install_translators
from dicebar.app.warm_up import after_first_frame
from dicebar.bots.base import COMPUTER_NAMES, DEFAULT_STRENGTH
from dicebar.session.lobby import Lobby, default_setup
from dicebar.session.resources import resources_dir
from dicebar.ui import audio, qml_types
from dicebar.ui.qt_messages import grab_window

CONTEXT_NAMES = ("appSettings", "autosave", "stats", "errorReport")


def parse_gui_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="dicebar", add_help=False)
    parser.add_argument("--size", default="1280x800", help="window size WIDTHxHEIGHT")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--screenshot", help="save a PNG of the window after --after ms, then quit")
    parser.add_argument("--after", type=int, default=2500)
    parser.add_argument(
        "--close-up", action="store_true", help="with --screenshot: at the first close-up of a throw after --after"
    )
    parser.add_argument("--start", metavar="GAME", help="go straight to the table (computers in every seat)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--resume", action="store_true", help="resume the saved game without asking (else --start)")
    parser.add_argument("--kiosk", action="store_true", help="fullscreen touch kiosk (see README: Kiosk mode)")
    parser.add_argument("--attract-after", type=int, metavar="SECONDS", help="kiosk: attract screen after this idle")
    return parser.parse_args(argv)


def build_window(
    lobby: Lobby,
    *,
    size: tuple[int, int] = (1280, 800),
    fullscreen: bool = False,
    auto_start: dict[str, object] | None = None,
    context: Mapping[str, QObject] | None = None,
    kiosk: Kiosk | None = None,
) -> tuple[QQmlApplicationEngine, QQuickWindow]:
    """Load the QML window around `lobby` (a QGuiApplication must exist). Raises RuntimeError if QML fails."""
    if QQuickStyle.name() != "Material":
        QQuickStyle.setStyle("Material")  # once per process: Qt refuses it after Qt Quick Controls have loaded
    keep_the_texture_atlas_small()  # read when the window's renderer starts, after this
    qml_types.register()
    leaderboard.register()
    audio.probe()  # Qt Multimedia's backend loads here, quietly; no audio output: Sounds.qml stays silent
    engine = QQmlApplicationEngine()
    # settings, save, statistics and error messages (app/storage.py) for every page; null without them (tests)
    for name in CONTEXT_NAMES:
        engine.rootContext().setContextProperty(name, (context or {}).get(name))
    trimmer = TrimWhenSettled(lobby)
    engine.rootContext().setContextProperty("heap", trimmer)  # the table asks it to trim after a cache release
    # the end screen's receipt of a sealed game: its history saved, or a kiosk's QR code (a child of the lobby: kept)
    engine.rootContext().setContextProperty("receipts", Receipts(lobby))
    FreezeWhenSettled(lobby)  # no full garbage collection in a throw (a child of the lobby: kept with it)
    settings = (context or {}).get("appSettings")
    quality = QualityChooser(lobby, settings if isinstance(settings, AppSettings) else None)
    engine.setInitialProperties(
        {
            "lobby": lobby,
            **quality.initial_properties(),
            "startWidth": size[0],
            "startHeight": size[1],
            "startFullScreen": fullscreen,
            "autoStart": auto_start or {},
            "kiosk": kiosk,
        }
    )
    engine.addImportPath(str(resources_dir() / "qml"))
    engine.load(QUrl.fromLocalFile(str(resources_dir() / "qml" / "Main.qml")))
    roots = engine.rootObjects()
    if not roots or not isinstance(roots[0], QQuickWindow):
        raise RuntimeError("the window could not be built (see the QML messages above)")
    draw_items_in_stacking_order(roots[0])
    if kiosk is not None:
        app = QGuiApplication.instance()
        assert app is not None
        kiosk.attach(app, roots[0])
    quality.attach(roots[0])
    if isinstance(settings, AppSettings):
        LanguageSwitch(settings, engine)  # a language chosen in the settings is spoken at once
    report_first_frame(roots[0])
    attach_motion_notes(lobby, roots[0])  # the frame benchmarks' notes (DICEBAR_MOTION_NOTES=1)
    after_first_frame(
        roots[0], lambda: str(lobby.property("setup").get("game", "")), lambda: str(roots[0].property("quality"))
    )
    return engine, roots[0]


def draw_items_in_stacking_order(window: QQuickWindow) -> None:
    """Qt Quick draws the window's items in their stacking order alone, never depth-tested. Under software
    rendering the table's View3D draws into the window's own pass before them (Table3D.qml: Underlay) and leaves its
    depth there; Qt Quick gives each of its items a depth by its place among the window's items, and in a busy
    window an item low in the stack (the cut's shade, under the HUD) lay behind the table's rails and dice, which
    showed through it. Read when the window first draws (its first frame comes after this, from the event loop)."""
    config = window.graphicsConfiguration()
    config.setDepthBufferFor2D(False)
    window.setGraphicsConfiguration(config)


CLOSE_UP_SHOWN_MS = 300  # a close-up held still this long has been drawn
CLOSE_UP_WAIT_MS = 60_000  # the longest a screenshot waits for a close-up (then it is taken all the same)


def watch_for_close_up(window: QQuickWindow, shoot: Callable[[], None], after_ms: int) -> None:
    """Call `shoot` once, after `after_ms`, the table's camera has held a close-up still for CLOSE_UP_SHOWN_MS (or
    CLOSE_UP_WAIT_MS later without one)."""
    timer = QTimer(window)
    started, still_since = time.monotonic() + after_ms / 1000, [0.0]

    def look() -> None:
        now = time.monotonic()
        if now < started:
            return
        view = window.findChild(QObject, "table3d")
        shown = view is not None and bool(view.property("closeUpShown")) and bool(view.property("cameraStill"))
        still_since[0] = (still_since[0] or now) if shown else 0.0
        if (shown and now - still_since[0] >= CLOSE_UP_SHOWN_MS / 1000) or now - started >= CLOSE_UP_WAIT_MS / 1000:
            timer.stop()
            shoot()

    timer.timeout.connect(look)
    timer.start(50)


def run(argv: list[str], language: str | None = None) -> int:
    """The window; `language` (a code checked by the command line) for this run instead of the setting's."""
    args = parse_gui_args(argv)
    width, _, height = args.size.partition("x")
    serve_large_blocks_apart()  # before Qt and the renderer start their threads and heaps
    stop_caching_sources()  # before the table's imports (numpy, MuJoCo and the rest)
    app = QGuiApplication(sys.argv[:1])
    app.setApplicationName("Dice Bar")
    app.setOrganizationName("Dice Bar")
    app.setApplicationVersion(__version__)
    icon = resources_dir().parent / "icons" / "dicebar.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    keep_qt_settings_in_data_dir()  # QSettings and QML's Settings: a file in the data folder, like the rest
    # before the lobby, whose catalogue of games is said in the language chosen
    install_translators(chosen(language, str(stored_value(data_dir() / SETTINGS_FILE, "language"))))
    settings = QSettings()
    lobby = Lobby(load_setup(settings), parent=app)
    storage = open_storage(lobby, app)
    app.aboutToQuit.connect(storage.settings.save)
    # kiosk mode resumes the group's game by itself; elsewhere --resume does, or the lobby offers it
    kiosk_mode = bool(args.kiosk or storage.settings.get("kiosk"))
    resume = (args.resume or kiosk_mode) and bool(storage.autosave.offer)
    lobby.started.connect(lambda setup: save_setup(settings, dict(setup)))
    start = {}
    if args.start and not resume:
        start = default_setup(args.start)
        start["seats"] = [
            {"name": name, "human": False, "strength": DEFAULT_STRENGTH} for name in COMPUTER_NAMES[: args.players]
        ]
    kiosk = None
    if kiosk_mode:
        prefs = load_prefs(settings, storage.settings)
        kiosk = Kiosk(
            lobby,
            prefs,
            lambda changed: save_prefs(settings, changed, storage.settings),
            active=True,
            clear_leaderboard=storage.stats.clear,
            quit_app=app.quit,
        )
        storage.kiosk_on = kiosk.isActive
        if args.attract_after is not None:  # for this run only (the operator menu's choice is the one kept)
            kiosk.idle_after(max(1, args.attract_after))
    try:
        engine, window = build_window(
            lobby,
            size=(int(width), int(height)),
            fullscreen=args.fullscreen or bool(storage.settings.get("fullscreen")),
            auto_start=start,
            context=storage.context(),
            kiosk=kiosk,
        )
    except RuntimeError as error:
        print(f"dicebar: {error}", file=sys.stderr)
        return 1
    if resume:
        QTimer.singleShot(0, storage.autosave.resume)
    if args.screenshot:

        def shoot() -> None:
            # grab_window, not grabWindow: the render thread logs every frame under QSG_RENDER_TIMING, and a
            # message of it waiting for the Python handler would hang the grab (dicebar.ui.qt_messages)
            QMetaObject.invokeMethod(window, "notePausedForScreenshot")  # Main.qml
            grab_window(window).save(args.screenshot)
            app.exit(0)  # not quit(): that asks the window to close first, which a kiosk's window refuses

        if args.close_up:
            watch_for_close_up(window, shoot, args.after)
        else:
            QTimer.singleShot(args.after, shoot)
    code = app.exec()
    del engine
    return code
