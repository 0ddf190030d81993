"""A sealed game's history on disk: the JSON that `dicebar verify` checks and, beside it, the same game as text.

Both files are written atomically (files.write_atomically): a history is never left half-written. The end screen's
"Save the game's history" calls `save_history`; `dicebar simulate --histories DIR` calls it for every game.
"""

from __future__ import annotations

import json
from pathlib import Path

from dicebar.app.files import write_atomically
from dicebar.rules.history import History

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
    write_atomically(path, (json.dumps(history.record, ensure_ascii=False, separators=(",", ":")) + "\n").encode())
    text_path = path.with_suffix(TEXT_SUFFIX)
    write_atomically(text_path, history.text.encode())
    return text_path


def save_history(history: History, folder: Path, prefix: str = "dicebar") -> Path:
    """Write a history (`GameSession.history()`, `history.game_history`) into `folder` (made if missing), named by
    its game and seal; the JSON's path. OSError if the disk refuses."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / history_name(history, prefix)
    write_history(path, history)
    return path
