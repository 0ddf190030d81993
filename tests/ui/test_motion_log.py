"""The table tells the log category `dicebar.motion` when something starts and stops moving, and the table
benchmark counts only the real program's frames drawn in between (a pause between steps draws nothing, so the
interval across it is no frame)."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLoggingCategory
from tests.qt_leaks import running_qml

from dicebar.ui.audio import QUIET_RULES

from .conftest import program_window

sys.path.insert(0, str(Path(__file__).parents[1] / "bench"))
from bench_table import moving_frames, timeline, worst_frames

FRAME = "qt.scenegraph.time.renderloop: [render thread 0x2] syncAndRender: start, elapsed since last call: {} ms"


def test_only_frames_drawn_while_something_moves_count() -> None:
    log = "\n".join(
        [
            FRAME.format(900),  # the lobby, before anything moves
            "dicebar.motion: moving",
            FRAME.format(40),  # the throw's first frame: the interval before it began still
            FRAME.format(12),
            FRAME.format(75),  # a slow frame while the dice move: it counts
            "dicebar.motion: still",
            FRAME.format(14),  # drawn as the motion ended
            FRAME.format(130),  # a pause between steps, then the next step's first frame
            "dicebar.motion: moving",
            FRAME.format(300),
            FRAME.format(16),
        ]
    )
    assert moving_frames(log) == [(952.0, 12.0), (1027.0, 75.0), (1487.0, 16.0)]


def test_a_motion_message_inside_another_line_still_counts() -> None:
    """Both threads write to stderr at once: a 'still' can end up glued to the end of a render-loop line. Missed,
    the pause after it (nothing drawn for a second) would count as one frame of a second."""
    glued = "qt.scenegraph.time.renderer: time in renderer: total=0ms, preprocess=0, updates=0, rendering=0"
    log = "\n".join(
        [
            "dicebar.motion: moving",
            FRAME.format(16),
            FRAME.format(11),
            glued + "dicebar.motion: still",
            FRAME.format(1189),  # the pause
            "dicebar.motion: moving",
            FRAME.format(40) + FRAME.format(15),  # and two frames on one line
        ]
    )
    assert moving_frames(log) == [(27.0, 11.0), (1271.0, 15.0)]


def test_no_frame_counts_after_the_screenshot_pause() -> None:
    """`--screenshot` reads the window back while the dice may still move: the frame across it is no table frame."""
    log = "\n".join(
        [
            "dicebar.motion: moving",
            FRAME.format(16),
            FRAME.format(15),
            "dicebar.motion: paused",
            FRAME.format(260),  # the grab
            FRAME.format(16),
        ]
    )
    assert moving_frames(log) == [(31.0, 15.0)]


RENDERED = FRAME.partition("syncAndRender")[0] + "syncAndRender: frame rendered in {}ms, sync=0, render={}, swap=1"


def test_the_worst_frames_are_told_with_what_was_happening() -> None:
    """The benchmark names each of the worst frames' moment: which throw of the table (the first one apart), its
    frame, and what the program noted since the frame before (dicebar.app.motion_notes)."""
    log = "\n".join(
        [
            "dicebar.motion: note table bar-dice",
            FRAME.format(900),  # the table arrives
            RENDERED.format(880, 870),
            "dicebar.motion: note backdrop copied",
            "dicebar.motion: moving",
            "dicebar.motion: note step throw",
            FRAME.format(40),
            RENDERED.format(15, 14),
            FRAME.format(16),
            "dicebar.motion: note gc generation 2 45.0 ms",
            FRAME.format(212),
            RENDERED.format(190, 189),
            FRAME.format(17),
            "dicebar.motion: still",
            "dicebar.motion: note settled",
            FRAME.format(500),
            "dicebar.motion: moving",
            "dicebar.motion: note step throw",
            FRAME.format(30),
            FRAME.format(60),
        ]
    )
    frames = timeline(log)
    assert [frame.phase for frame in frames] == [
        "table arriving",
        "throw 1 (the table's first), frame 1",
        "throw 1 (the table's first), frame 2",
        "throw 1 (the table's first), frame 3",
        "throw 1 (the table's first), frame 4",
        "idle between steps",
        "throw 2, frame 1",
        "throw 2, frame 2",
    ]
    assert frames[3].notes == ["gc generation 2 45.0 ms"] and frames[3].rendered == 190.0
    worst = worst_frames(frames)
    assert worst[1].startswith("t=1.168 s, interval 212 ms, render 190 ms (sync=0, render=189, swap=1): throw 1")
    assert worst[1].endswith("frame 3; before it: gc generation 2 45.0 ms")
    assert [line.split(": ")[1].split(";")[0] for line in worst] == [  # in the order they came
        "throw 1 (the table's first), frame 2",
        "throw 1 (the table's first), frame 3",
        "throw 1 (the table's first), frame 4",
        "throw 2, frame 2",
    ]


def test_a_cuts_frames_are_told_apart() -> None:
    """A cut to another camera pose draws frames with nothing moving on the table (its backdrop, band by band):
    they count, named as the cut's, until the cut is done."""
    notes = ("note table bar-dice", "note settled", "note backdrop asked", "note cut", "moving")
    ends = ("note backdrop copied", "note cut done", "still")
    lines = [f"dicebar.motion: {notes[0]}", FRAME.format(900)] + [f"dicebar.motion: {note}" for note in notes[1:]]
    lines += [FRAME.format(ms) for ms in (400, 18, 61)]  # 400: the first frame after the pause, none of the cut's
    lines += [f"dicebar.motion: {note}" for note in ends] + [FRAME.format(17)]
    frames = timeline("\n".join(lines))
    cut = [f"cut, frame {n}, backdrop copy pending" for n in (1, 2, 3)]
    assert [frame.phase for frame in frames] == ["table arriving", *cut, "table arriving"]
    assert [frame.interval for frame in frames if frame.counted] == [18.0, 61.0]
    assert worst_frames(frames)[-1].endswith("interval 61 ms, render ?: cut, frame 3, backdrop copy pending")


def a_person_and_a_computer() -> dict[str, Any]:
    return {
        "game": "bar-dice",
        "options": {},
        "seats": [
            {"name": "Ana", "human": True, "strength": "good"},
            {"name": "Computer", "human": False, "strength": "good"},
        ],
        "hints": False,
    }


def test_the_table_says_when_a_throw_starts_and_stops_moving(qtbot: Any, qtlog: Any) -> None:
    with program_window(qtbot, a_person_and_a_computer()) as (lobby, window):
        # after the window is built: its sound probe sets the rules that keep Qt Multimedia quiet
        QLoggingCategory.setFilterRules(QUIET_RULES + "\ndicebar.motion.info=true")
        try:
            session = lobby.session
            assert session is not None
            qtbot.waitUntil(lambda: session.canRoll, timeout=30_000)
            session.roll()

            def said() -> list[str]:
                return [record.message for record in qtlog.records if record.context.category == "dicebar.motion"]

            qtbot.waitUntil(lambda: "still" in said(), timeout=30_000)  # the throw's dice at rest, the cup away
            told = said()
        finally:
            QLoggingCategory.setFilterRules(QUIET_RULES)
        lobby.leave()  # the computer's turn stops; its last call fades before the window closes
        qtbot.waitUntil(lambda: not running_qml(window), timeout=5000)
    assert told[:2] == ["moving", "still"], told
    assert all(a != b for a, b in itertools.pairwise(told)), told  # each change told once
