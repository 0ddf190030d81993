"""Eased arcs for things that travel across the table: a die to the centre, a token into the pot, chips to a winner.

`plan_moves(starts, ends)` returns a `MovePlan`: per-frame positions (F, N, 3) and orientations (F, N, 4),
(w, x, y, z), at 60 fps, for N items moving at once, each on a parabolic arc lifted `lift` metres at its top,
eased in and out (smootherstep), turning from its start to its end orientation by the shortest rotation, item i
starting `i * stagger` seconds after item 0. Before its start an item waits at A; after landing it stays at B.
`arrivals[i]` is when item i lands (a click or a clink for the sound). Same frame as table.py: metres, z up.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

FPS = 60
MIN_DURATION, MAX_DURATION = 0.3, 0.9


@dataclass(frozen=True, eq=False)
class MovePlan:
    positions: npt.NDArray[np.float32]
    orientations: npt.NDArray[np.float32]
    arrivals: tuple[float, ...]
    fps: int = FPS

    @property
    def frame_count(self) -> int:
        return int(self.positions.shape[0])

    @property
    def duration(self) -> float:
        return (self.frame_count - 1) / self.fps

    def to_json(self) -> dict[str, object]:
        return {
            "fps": self.fps,
            "frames": self.frame_count,
            "positions": np.round(self.positions.astype(np.float64), 5).tolist(),
            "orientations": np.round(self.orientations.astype(np.float64), 6).tolist(),
            "arrivals": list(self.arrivals),
        }


def travel_time(distance: float) -> float:
    """A short hop is quick, a trip across the table takes longer but never drags: 0.3 .. 0.9 s."""
    return min(MAX_DURATION, max(MIN_DURATION, 0.3 + 0.5 * math.sqrt(distance / 0.6)))


def arc_height(distance: float) -> float:
    """How high an item rises on its way: a quarter of the distance, 2..15 cm."""
    return min(0.15, max(0.02, 0.25 * distance))


def ease(u: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Smootherstep: zero velocity and acceleration at both ends."""
    u = np.clip(u, 0.0, 1.0)
    return u * u * u * (u * (u * 6.0 - 15.0) + 10.0)


def slerp(
    a: npt.NDArray[np.float64], b: npt.NDArray[np.float64], t: npt.NDArray[np.float64]
) -> npt.NDArray[np.float64]:
    """Shortest-path spherical interpolation between unit quaternions a and b at parameters t (shape (T,))."""
    if float(np.dot(a, b)) < 0.0:
        b = -b
    cos = min(1.0, float(np.dot(a, b)))
    angle = math.acos(cos)
    if angle < 1e-6:
        return np.repeat(a[np.newaxis, :], len(t), axis=0)
    sin = math.sin(angle)
    wa = np.sin((1.0 - t) * angle) / sin
    wb = np.sin(t * angle) / sin
    return wa[:, np.newaxis] * a + wb[:, np.newaxis] * b


def plan_moves(
    starts: Sequence[Sequence[float]],
    ends: Sequence[Sequence[float]],
    *,
    start_orientations: Sequence[Sequence[float]] | None = None,
    end_orientations: Sequence[Sequence[float]] | None = None,
    lift: float | None = None,
    duration: float | None = None,
    stagger: float = 0.06,
    fps: int = FPS,
) -> MovePlan:
    """Arcs from each start (x, y, z) to its end. Orientations default to the identity; an end orientation
    defaults to its start orientation. `lift`/`duration` override the distance-based height and travel time."""
    a = np.asarray(starts, dtype=np.float64).reshape(-1, 3)
    b = np.asarray(ends, dtype=np.float64).reshape(-1, 3)
    if a.shape != b.shape:
        raise ValueError(f"{len(a)} starts but {len(b)} ends")
    count = len(a)
    identity = np.tile([1.0, 0.0, 0.0, 0.0], (count, 1))
    qa = _unit(start_orientations, identity, count)
    qb = _unit(end_orientations, qa, count)
    distances = np.linalg.norm(b - a, axis=1)
    durations = [duration if duration is not None else travel_time(float(d)) for d in distances]
    heights = [lift if lift is not None else arc_height(float(d)) for d in distances]
    begins = [index * stagger for index in range(count)]
    arrivals = tuple(round(begin + length, 6) for begin, length in zip(begins, durations, strict=True))
    frames = math.ceil(max(arrivals, default=0.0) * fps - 1e-9) + 1
    times = np.arange(frames) / fps
    positions = np.empty((frames, count, 3), dtype=np.float32)
    orientations = np.empty((frames, count, 4), dtype=np.float32)
    for index in range(count):
        s = ease((times - begins[index]) / durations[index])
        path = a[index] + s[:, np.newaxis] * (b[index] - a[index])
        path[:, 2] += heights[index] * 4.0 * s * (1.0 - s)
        positions[:, index] = path
        orientations[:, index] = slerp(qa[index], qb[index], s)
    return MovePlan(positions, orientations, arrivals, fps)


def _unit(
    given: Sequence[Sequence[float]] | None, default: npt.NDArray[np.float64], count: int
) -> npt.NDArray[np.float64]:
    if given is None:
        return default.copy()
    quaternions = np.asarray(given, dtype=np.float64).reshape(-1, 4)
    if len(quaternions) != count:
        raise ValueError(f"{count} items but {len(quaternions)} orientations")
    unit: npt.NDArray[np.float64] = quaternions / np.linalg.norm(quaternions, axis=1, keepdims=True)
    return unit
