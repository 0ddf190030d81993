"""Giving freed memory back to the system between games.

Each throw builds and drops MuJoCo models and arrays of a few hundred kB; glibc keeps such freed blocks in its
heaps, and over hours of an attract demo the process grew by about 6 MB a minute without holding anything more
(the soak benchmark, tests/bench/bench_soak.py). `malloc_trim(0)` after each game returns them.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from functools import cache
from typing import Any


@cache
def _libc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
    return libc if hasattr(libc, "malloc_trim") else None  # musl has no malloc_trim


def release_freed_memory() -> bool:
    """Hand the C heap's free pages back to the system (glibc only); True when it did."""
    libc = _libc()
    return bool(libc is not None and libc.malloc_trim(0))
