"""What the program keeps between runs, opened at start-up: the log, the settings, the statistics, the save.

`open_storage` sets up the rotating log and the error hooks first (so anything after is logged), then opens
each file; a damaged file never stops the start: it is kept aside and the lobby says so in one sentence
(`notices`). It also carries the settings to each game at the table (speed, skipping, reduced motion) and
back (the table's drawer changes speed and skipping).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject

from dicebar.app.autosave import Autosave
from dicebar.app.logs import ErrorReport, install_error_hooks, setup_logging
from dicebar.app.paths import data_dir, log_dir
from dicebar.app.settings import SETTINGS_FILE, AppSettings
from dicebar.app.stats import STATS_FILE, Stats
from dicebar.session.game_session import GameSession
from dicebar.session.lobby import Lobby

log = logging.getLogger(__name__)


@dataclass
class Storage:
    """The files kept between runs, opened (settings, statistics, the save), and the unexpected errors' report."""

    settings: AppSettings
    stats: Stats
    autosave: Autosave
    error_report: ErrorReport
    log_path: Path | None = None
    #: whether a kiosk is on now: a kiosk offers every guided first game to every stranger, and marks none learnt
    kiosk_on: Callable[[], bool] = lambda: False
    _session: GameSession | None = field(default=None, repr=False)

    def notices(self) -> list[str]:
        """The sentences the lobby shows about damaged files (empty when all is well)."""
        texts = [str(source.property("problem")) for source in (self.settings, self.autosave, self.stats)]
        return [text for text in texts if text]

    def context(self) -> dict[str, QObject]:
        """The objects QML sees by name (context properties)."""
        return {
            "appSettings": self.settings,
            "autosave": self.autosave,
            "stats": self.stats,
            "errorReport": self.error_report,
        }

    def follow(self, lobby: Lobby) -> None:
        lobby.changed.connect(lambda: self._session_changed(lobby.property("session")))

    def _session_changed(self, session: GameSession | None) -> None:
        if session is self._session:
            return
        self._session = session
        if session is None:
            return
        settings = self.settings
        session.setProperty("speed", settings.get("animation_speed"))
        session.setProperty("skipAnimations", bool(settings.get("skip_animations") or settings.get("reduced_motion")))
        if not getattr(session, "demo", False):  # the attract demo's own pace is not the player's choice
            session.changed.connect(lambda: self._remember(session))
        guide = session.property("tutorial")
        if guide is not None:  # learnt when its last step is played (not when it is left)
            game_id = str(session.property("gameId"))
            guide.finished.connect(lambda: None if self.kiosk_on() else self.settings.learnt(game_id))

    def _remember(self, session: GameSession) -> None:
        if session is not self._session:
            return
        self.settings.set("animation_speed", session.property("speed"))
        if not self.settings.get("reduced_motion"):  # reduced motion forces skipping; it is not the choice
            self.settings.set("skip_animations", session.property("skipAnimations"))


def open_storage(lobby: Lobby, parent: QObject, folder: Path | None = None) -> Storage:
    """Open everything in `folder` (default: the platform's data folder; logs in its log folder)."""
    logs = folder / "logs" if folder is not None else log_dir()
    logs.mkdir(parents=True, exist_ok=True)
    log_path = setup_logging(logs)
    folder = folder if folder is not None else data_dir()
    log.info("Dice Bar starts; data in %s", folder)
    error_report = ErrorReport(parent)
    settings = AppSettings(folder / SETTINGS_FILE, parent=parent)
    stats = Stats(folder / STATS_FILE, parent=parent)
    autosave = Autosave(lobby, folder, stats, parent=parent)
    install_error_hooks(error_report, autosave.save_now)
    storage = Storage(settings, stats, autosave, error_report, log_path)
    storage.follow(lobby)
    return storage
