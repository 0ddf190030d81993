"""Files that survive a crash or a power cut: atomic replacement, and damaged files kept aside.

`write_atomically` leaves at every instant either the old file or the new one on disk, never a mix: the bytes
go to a temporary file in the same folder, are flushed to the disk, and replace the old file in one rename;
the folder is then flushed so the rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
import time
from pathlib import Path

log = logging.getLogger(__name__)


def write_atomically(path: Path, data: bytes) -> None:
    """Replace `path` with `data` all at once (OSError if the disk refuses; the old file is then untouched)."""
    folder = path.parent
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    sync_folder(folder)


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries (the rename) to disk; Windows has no such call and needs none."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def keep_aside(path: Path) -> Path | None:
    """Move a damaged file to `<name>.bad-<UTC timestamp>` beside it, for inspection; its new path, or None."""
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    target = path.with_name(f"{path.name}.bad-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{counter}")
    try:
        os.replace(path, target)
    except OSError as error:
        log.error("could not move the damaged %s aside: %s", path, error)
        return None
    return target


def remove_leftovers(folder: Path, name: str) -> None:
    """Temporary files a killed process left behind while writing `name`."""
    for leftover in folder.glob(f".{name}.*.tmp"):
        with contextlib.suppress(OSError):
            leftover.unlink()
