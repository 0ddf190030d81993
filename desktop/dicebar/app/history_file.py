"""A sealed game's history on disk: the JSON that `dicebar verify` checks and, beside it, the same game as text.

Both files are written atomically (files.write_atomically), and the JSON goes again if its text cannot follow it:
a history is never left half-written. The end
screen's "Save the game's history" calls `save_game_history` (one line to show); `dicebar simulate --histories DIR`
calls `save_history` for every game.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable
from pathlib import Path

from dicebar.app.files import write_atomically
from dicebar.rules.errors import RulesError
from dicebar.rules.history import History
from dicebar.rules.words import QT_TRANSLATE_NOOP, said
from dicebar.session.translation import render

log = logging.getLogger(__name__)

TEXT_SUFFIX = ".txt"


def history_name(history: History, prefix: str = "dicebar") -> str:
    """'dicebar-bar-dice-3F9A-77C2-1B0E.json': the game and the seal's short code."""
    setup, seal = history.record["setup"], str(history.record["seal"])
    assert isinstance(setup, dict)
    code = "-".join(seal[start : start + 4].upper() for start in range(0, 12, 4))
    return f"{prefix}-{setup['game']}-{code}.json"


def write_history(path: Path, history: History) -> Path:
    """Write the history's JSON at `path` and its text beside it (same name, .txt); the text's path. OSError if the
    disk refuses."""
    existed = path.exists()
    write_atomically(path, (json.dumps(history.record, ensure_ascii=False, separators=(",", ":")) + "\n").encode())
    text_path = path.with_suffix(TEXT_SUFFIX)
    try:
        write_atomically(text_path, history.text.encode())
    except OSError:
        if not existed:  # no JSON without its text (one saved before, of the same game and seal, is whole: kept)
            with contextlib.suppress(OSError):
                path.unlink()
        raise
    return text_path


def save_history(history: History, folder: Path, prefix: str = "dicebar") -> Path:
    """Write a history (`GameSession.history()`, `history.game_history`) into `folder` (made if missing), named by
    its game and seal; the JSON's path. OSError if the disk refuses."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / history_name(history, prefix)
    write_history(path, history)
    return path


def save_game_history(history: Callable[[], History], folder: Path) -> str:
    """ "Save the game's history": write `history()` (the session's `history`) into `folder`; one line saying where,
    or why not (a game not sealed, or not over; a disk that refuses)."""
    try:
        path = save_history(history(), folder)
    except RulesError as error:
        return render(said(QT_TRANSLATE_NOOP("History", "The history cannot be saved: {why}."), why=str(error)))
    except OSError as error:
        log.error("could not save a game's history in %s: %s", folder, error)
        why = str(error.strerror or error)
        return render(
            said(
                QT_TRANSLATE_NOOP("History", "Could not save the history in {folder}: {why}."),
                folder=str(folder),
                why=why,
            )
        )
    log.info("saved a game's history to %s", path)
    return render(said(QT_TRANSLATE_NOOP("History", "Saved the game's history to {path}."), path=str(path)))
