"""What each page's model of the statistics shares: QML gives it the statistics (`stats`) and the game shown
(`gameId`, empty for all games); it reads them (`_read`) when either is set, and again whenever they change."""

from __future__ import annotations

from dicebar.app.stats import Stats


class StatsReader:
    """Mixed into a QObject model (after the Qt class) that defines `_read`, `_stats_set` and `_game_id_set`."""

    _stats: Stats | None = None
    _game_id: str = ""

    def _read(self) -> None:
        raise NotImplementedError

    def _stats_set(self) -> None:
        """The statistics were set: say so (a signal)."""

    def _game_id_set(self) -> None:
        """The game shown was set: say so (a signal)."""

    def _get_stats(self) -> Stats | None:
        return self._stats

    def _set_stats(self, stats: Stats | None) -> None:
        if stats is self._stats:
            return
        if self._stats is not None:
            self._stats.changed.disconnect(self._read)
        self._stats = stats
        if stats is not None:
            stats.changed.connect(self._read)
        self._read()
        self._stats_set()

    def _get_game_id(self) -> str:
        return self._game_id

    def _set_game_id(self, game_id: str) -> None:
        if game_id != self._game_id:
            self._game_id = game_id
            self._read()
            self._game_id_set()
