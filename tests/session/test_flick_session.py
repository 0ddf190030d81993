"""The cup let go through the session (GameSession.flick, as TablePage calls it): random flicks, let go anywhere on
the felt at any speed and heading, throw the dice the way of the flick onto the felt showing the model's values;
a cup put back on its place without a flick throws nothing."""

from __future__ import annotations

import math
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dicebar.bots.registry import make_bot
from dicebar.physics.flick import MAX_TURN, direction, launch_for
from dicebar.physics.throw import LAUNCH_SPREAD_DEGREES
from dicebar.rules.dice import SeededDice
from dicebar.rules.events import DiceThrown
from dicebar.rules.registry import new_game
from dicebar.session.game_session import GameSession
from dicebar.session.sizes import SCENE_SCALE
from dicebar.session.table_scene import CUP_LEAD, FLICK_LEAD

# How far the dice's first motion may head from the flick's own launch: the pour's spread, half a step between
# two of the planned launches' turns (the flick takes the nearest), and a die's own scatter on leaving the cup.
HEADING_TOLERANCE = LAUNCH_SPREAD_DEGREES + MAX_TURN / 4 + 8.0


def session_at_your_roll(qtbot: Any, game_id: str, seed: int) -> GameSession:
    """You (seat 0) and two computers, animated (each throw is a step the view plays), your cup waiting."""
    game = new_game(game_id, ["You", "Max", "Ana"], SeededDice(seed), first="You")
    computers = {seat: make_bot(game_id, "good", seat).choose for seat in (1, 2)}
    session = GameSession(game, [True, False, False], computers, seed=seed)
    qtbot.waitUntil(lambda: session.canRoll and bool(session.cupSpot))
    return session


def first_heading(step: dict[str, Any], frames: int = 2) -> tuple[float, float]:
    """Which way the thrown dice's middle moves over their first frames, in the table's frame (x, y)."""
    positions, count = step["positions"], len(step["dice"])

    def middle(frame: int) -> tuple[float, float]:
        at = [(positions[(frame * count + k) * 3], -positions[(frame * count + k) * 3 + 2]) for k in range(count)]
        return sum(x for x, _ in at) / count, sum(y for _, y in at) / count

    (x0, y0), (x1, y1) = middle(0), middle(frames)
    return x1 - x0, y1 - y0


def degrees_between(a: tuple[float, float], b: tuple[float, float]) -> float:
    return abs(math.degrees(math.atan2(a[0] * b[1] - a[1] * b[0], a[0] * b[0] + a[1] * b[1])))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    game_id=st.sampled_from(["bar-dice", "aces-in-the-pot", "fives-to-the-right"]),
    seed=st.integers(0, 10_000),
    flick=st.tuples(st.floats(-1, 1), st.floats(-1, 1), st.floats(0, 360), st.floats(0, 400)),
    shaken=st.booleans(),
)
def test_random_flicks_throw_the_models_values_onto_the_felt_the_way_of_the_flick(
    qtbot: Any, game_id: str, seed: int, flick: tuple[float, float, float, float], shaken: bool
) -> None:
    """A flick: where it is let go (a fraction of the felt's half sizes), its bearing (degrees) and speed (cm/s)."""
    session = session_at_your_roll(qtbot, game_id, seed)
    try:
        table = session.scene.table
        half_x, half_y = (half * SCENE_SCALE for half in table.felt_half)
        across, along, bearing, speed = flick
        x, z = across * half_x, along * half_y  # the view's centimetres: z is the table's -y
        vx, vz = speed * math.cos(math.radians(bearing)), speed * math.sin(math.radians(bearing))
        throws: list[dict[str, Any]] = []
        session.stepStarted.connect(lambda step: throws.append(step) if step["kind"] == "throw" else None)
        if shaken:
            session.shake()  # the launches simulated while the cup shakes; else the release simulates its own
        history = len(session.game.history)
        expected = session.scene.flick_launch(
            0, (x / SCENE_SCALE, -z / SCENE_SCALE), (vx / SCENE_SCALE, -vz / SCENE_SCALE)
        )
        thrown = session.flick(x, z, vx, vz)
        if expected is None:  # put back on its place: nothing thrown, the cup still waits
            assert not thrown and len(session.game.history) == history and throws == []
            assert session.canRoll
            return
        assert thrown and len(session.game.history) == history + 1 and len(throws) == 1
        step = throws[0]
        # The model's values, whatever the flick.
        faces = [event.faces for event in session.game.log if isinstance(event, DiceThrown)][-1]
        assert step["values"] == list(faces) and step["lead"] == FLICK_LEAD < CUP_LEAD
        # At rest on the felt: every die of the throw inside the rails.
        last = step["frames"] - 1
        for k in range(len(step["dice"])):
            at = (last * len(step["dice"]) + k) * 3
            assert abs(step["positions"][at]) < half_x and abs(step["positions"][at + 2]) < half_y
        # Off the way of the flick's launch (its heading held within the limits).
        launch = launch_for(table, 0, (vx / SCENE_SCALE, -vz / SCENE_SCALE))
        assert degrees_between(first_heading(step), direction(table, 0, launch)) < HEADING_TOLERANCE
    finally:
        session.dispose()


def test_a_cup_put_back_without_a_flick_throws_nothing_and_a_tap_still_rolls(qtbot: Any) -> None:
    session = session_at_your_roll(qtbot, "bar-dice", 3)
    x, _, z = session.cupSpot
    history = len(session.game.history)
    assert not session.flick(x + 2.0, z - 1.0, 3.0, -4.0)  # let go a little off its place, barely moving
    assert len(session.game.history) == history and session.canRoll
    assert session.flick(x + 2.0, z - 1.0, 0.0, -150.0)  # the same place with a flick: thrown
    assert len(session.game.history) == history + 1
    session.dispose()
