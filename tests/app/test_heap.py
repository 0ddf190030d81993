"""dicebar.app.heap: large blocks stay out of glibc's heaps once `serve_large_blocks_apart` has run; PySide6's
import hook keeps no sources once `stop_caching_sources` has run."""

from __future__ import annotations

import csv
import inspect
import subprocess
import sys
from typing import Any

import pytest

from dicebar.app import gui, heap
from dicebar.app.heap import TrimWhenSettled
from dicebar.physics import throw
from dicebar.session.lobby import Lobby, default_setup

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc")

# Frees a 4 MB block (glibc then raises its mmap threshold past 4 MB by itself), then holds a 512 kB block and
# prints how many bytes malloc has in mappings of their own meanwhile.
PROBE = """
import ctypes, ctypes.util, sys
from dicebar.app import heap
if sys.argv[1] == "apart":
    assert heap.serve_large_blocks_apart()
libc = ctypes.CDLL(ctypes.util.find_library("c"))
fields = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
          "uordblks", "fordblks", "keepcost")]
Info = type("Info", (ctypes.Structure,), {"_fields_": fields})
libc.mallinfo2.restype = Info
libc.malloc.restype = ctypes.c_void_p
libc.free(ctypes.c_void_p(libc.malloc(4 << 20)))
before = libc.mallinfo2().hblkhd
block = libc.malloc(512 << 10)
print(libc.mallinfo2().hblkhd - before)
libc.free(ctypes.c_void_p(block))
"""


def mapped_while_held(mode: str) -> int:
    done = subprocess.run([sys.executable, "-c", PROBE, mode], capture_output=True, text=True, check=True)
    return int(done.stdout)


def test_a_large_block_gets_its_own_mapping_after_serve_large_blocks_apart() -> None:
    assert mapped_while_held("apart") >= 512 << 10


def test_without_it_glibc_serves_the_block_from_the_heap() -> None:
    # the control: what serve_large_blocks_apart prevents
    assert mapped_while_held("default") == 0


def test_the_window_program_calls_it_before_qt_starts() -> None:
    source = inspect.getsource(gui.run)
    for call in ("serve_large_blocks_apart()", "stop_caching_sources()"):
        assert source.index(call) < source.index("QGuiApplication(")


# Imports a module after PySide6 and prints whether linecache now holds its source.
IMPORT_AFTER_PYSIDE = """
import linecache, sys
import PySide6.QtCore
from dicebar.app import heap
if sys.argv[1] == "stopped":
    assert heap.stop_caching_sources()
import wave
print(wave.__file__ in linecache.cache, len(linecache.cache))
"""


def sources_cached(mode: str) -> tuple[bool, int]:
    done = subprocess.run([sys.executable, "-c", IMPORT_AFTER_PYSIDE, mode], capture_output=True, text=True, check=True)
    cached, count = done.stdout.split()
    return cached == "True", int(count)


def test_pyside_caches_the_source_of_every_module_imported_after_it() -> None:
    # the control: what stop_caching_sources prevents
    cached, count = sources_cached("default")
    assert cached and count > 0


def test_after_stop_caching_sources_no_source_is_kept() -> None:
    assert sources_cached("stopped") == (False, 0)


def test_the_hook_still_tells_modules_that_use_pyside() -> None:
    assert heap._uses_pyside(gui) and not heap._uses_pyside(csv) and not heap._uses_pyside(sys)


def test_a_settled_table_drops_the_throws_kept_mjdata(qapp: object) -> None:
    throw.plan_motion(2, 1)
    assert any(model.spare for model in throw._models)
    TrimWhenSettled(Lobby(), interval=0.0).settled()
    assert not any(model.spare for model in throw._models)


def test_a_game_over_trims_at_once_whenever_the_last_trim_was(qapp: object) -> None:
    """The end screen is drawn over the table as the game ends: the heaps are trimmed first, even right after a
    settle's trim (whose interval would skip it)."""
    lobby = Lobby()
    trimmer = TrimWhenSettled(lobby, interval=3600.0)
    assert lobby.start(default_setup("bar-dice"))
    session: Any = lobby.property("session")
    assert session is not None
    before = trimmer.trims
    session.settled.emit()  # within the interval: no trim
    assert trimmer.trims == before
    session.finished.emit()
    assert trimmer.trims == before + 1
    lobby.leave()
