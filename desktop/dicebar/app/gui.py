"""Start the window: the Qt application, the QML engine, the lobby."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle

from dicebar import __version__
from dicebar.session.lobby import Lobby, default_setup
from dicebar.ui import qml_types, renderer


def resources_dir() -> Path:
    """resources/ beside the package in a checkout, or inside the frozen bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[3] / "resources"


def parse_gui_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="dicebar", add_help=False)
    parser.add_argument("--size", default="1280x800", help="window size WIDTHxHEIGHT")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument("--screenshot", help="save a PNG of the window after --after ms, then quit")
    parser.add_argument("--after", type=int, default=2500)
    parser.add_argument("--start", metavar="GAME", help="go straight to the table (computers in every seat)")
    parser.add_argument("--players", type=int, default=3)
    return parser.parse_args(argv)


def run(argv: list[str]) -> int:
    args = parse_gui_args(argv)
    width, _, height = args.size.partition("x")
    QQuickStyle.setStyle("Material")
    app = QGuiApplication(sys.argv[:1])
    app.setApplicationName("Dice Bar")
    app.setOrganizationName("Dice Bar")
    app.setApplicationVersion(__version__)
    icon = resources_dir().parent / "icons" / "dicebar.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    qml_types.register()
    engine = QQmlApplicationEngine()
    lobby = Lobby(parent=app)
    start = {}
    if args.start:
        start = default_setup(args.start)
        names = ["Max", "Danielle", "James", "Ana", "Bo", "Cy", "Dee", "Eli"]
        start["seats"] = [{"name": names[k], "human": False, "strength": "good"} for k in range(args.players)]
    engine.setInitialProperties(
        {
            "lobby": lobby,
            "quality": renderer.quality(),
            "startWidth": int(width),
            "startHeight": int(height),
            "startFullScreen": bool(args.fullscreen),
            "autoStart": start,
        }
    )
    engine.addImportPath(str(resources_dir() / "qml"))
    engine.load(QUrl.fromLocalFile(str(resources_dir() / "qml" / "Main.qml")))
    if not engine.rootObjects():
        print("dicebar: the window could not be built (see the messages above)", file=sys.stderr)
        return 1
    window = engine.rootObjects()[0]
    if args.screenshot and isinstance(window, QQuickWindow):

        def shoot() -> None:
            window.grabWindow().save(args.screenshot)
            app.quit()

        QTimer.singleShot(args.after, shoot)
    return app.exec()
