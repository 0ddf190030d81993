"""The table fills the window, and a settled throw's close-up shows every die large (dicebar.ui.camera), both
measured the way the window shows them: the felt's corners and each die's box projected through the camera, at
every window shape from 4:3 to 21:9, for every game and every seat count it plays. No rendering here: the window
tests (test_close_up_window.py) check the view's camera is this maths."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from dicebar.physics.table import table_for
from dicebar.physics.throw import SOUTH_RAIL_GAP, plan_motion
from dicebar.rules.dice import SeededDice
from dicebar.rules.registry import game_type, game_types, new_game
from dicebar.session.poker_scene import PokerScene
from dicebar.session.table_scene import scene_pose
from dicebar.ui import camera
from dicebar.ui.camera import (
    DIE_SHARE,
    FELT_SHARE,
    Camera,
    Point,
    TableBox,
    Window,
    close_up,
    die_height,
    felt_share,
    frame_table,
    table_box,
)

from .test_camera_framing import hud_window

SIZES = ((1024, 600), (1280, 800), (1920, 1080), (2560, 1080), (1024, 768))
GAMES = [described.id for described in game_types()]
SEEDS = (1, 2)


def seat_counts(game_id: str) -> range:
    low, high = game_type(game_id).players
    return range(low, high + 1)


def game_window(game_id: str, size: tuple[int, int]) -> Window:
    return hud_window(*size, poker=game_type(game_id).dice.private)


def scene_points(points: Sequence[Sequence[float]]) -> list[Point]:
    """Physics points (metres, z up) in the scene's centimetres, y up."""
    turned = (tuple(scene_pose(point, (1.0, 0.0, 0.0, 0.0))[0]) for point in points)
    return [(x, y, z) for x, y, z in turned]


def too_small(camera: Camera, dice: Sequence[Point], table: TableBox, window: Window) -> list[float]:
    """The heights (px) of the dice that look smaller than the rule, lie outside the free area or hide behind the
    near rail."""
    found = []
    for die in dice:
        height = die_height(camera, die, table, window)
        x, y = camera.project(die, window)
        inside = 0 <= x <= window.width and window.top <= y <= window.height - window.bottom
        over_rail = (
            camera.position[2] <= table.felt_half[1]
            or camera.clearance((die[0], 0.0, die[2] + table.die_edge / 2), table) >= 0
        )
        if height < DIE_SHARE * window.height or not inside or not over_rail:
            found.append(round(height, 1))
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_felt_fills_the_free_width_or_height(game_id: str, size: tuple[int, int]) -> None:
    window = game_window(game_id, size)
    shares = {seats: felt_share(frame_table(seats, window), table_box(seats), window) for seats in seat_counts(game_id)}
    assert {seats: round(share, 3) for seats, share in shares.items() if share < FELT_SHARE} == {}


def thrown_dice(game_id: str) -> int:
    """How many dice a throw of the game lands at once: a pip game's hand; PeekPoker's community dice go to the
    board (below)."""
    dice = game_type(game_id).dice
    return dice.shared or dice.per_seat


@pytest.mark.parametrize("game_id", [game for game in GAMES if not game_type(game).dice.private])
def test_a_close_up_shows_every_die_of_a_real_throw_large(game_id: str) -> None:
    """Throws as the game makes them (every seat of every seat count, two seeds each), each die's box projected."""
    failures = []
    for seats in seat_counts(game_id):
        table = table_box(seats)
        for seat in range(seats):
            for seed in SEEDS:
                motion = plan_motion(thrown_dice(game_id), seed * 101 + seat, table=table_for(seats), seat=seat)
                dice = scene_points(motion.positions[-1])
                for size in SIZES:
                    window = game_window(game_id, size)
                    small = too_small(close_up(seats, window, dice), dice, table, window)
                    if small:
                        failures.append((seats, seat, seed, size, small))
    assert failures == []


def poker_table(seats: int) -> tuple[list[Point], list[Point]]:
    """PeekPoker's community dice on the board and every seat's private dice under its cup."""
    names = [f"P{seat}" for seat in range(seats)]
    scene = PokerScene(new_game("peekpoker", names, SeededDice(1)))  # type: ignore[arg-type]
    private = [point for seat in range(seats) for point in scene.cup_row(seat)]
    return scene_points(scene.board_spots()), scene_points(private)


@pytest.mark.parametrize("seats", seat_counts("peekpoker"))
def test_peekpoker_closes_in_on_the_board_large(seats: int) -> None:
    board, _ = poker_table(seats)
    table = table_box(seats)
    for size in SIZES:
        window = game_window("peekpoker", size)
        assert too_small(close_up(seats, window, board), board, table, window) == [], size


@pytest.mark.parametrize("seats", [2, 5, 8])
def test_a_guarded_die_never_looks_larger_than_at_the_whole_table(seats: int) -> None:
    """A die close_up is told to guard (a private die under its cup) is out of the close view, or no larger than
    at the whole table; here that means no close-up at all, the cups lie so near the board."""
    board, private = poker_table(seats)
    table = table_box(seats)
    for size in SIZES:
        window = game_window("peekpoker", size)
        whole, close = frame_table(seats, window), close_up(seats, window, board, guarded=private)
        for die in private:
            assert die_height(close, die, table, window) <= die_height(whole, die, table, window) + 0.5


def test_no_dice_or_dice_already_large_keep_the_whole_table(monkeypatch: pytest.MonkeyPatch) -> None:
    window = game_window("bar-dice", (1920, 1080))
    dice = [(0.0, 0.8, 0.0)]
    assert close_up(5, window, []) == frame_table(5, window)
    assert close_up(5, window, dice) != frame_table(5, window)
    monkeypatch.setattr(camera, "CLOSE_UP_SHARE", 0.01)  # a die looks that large at the whole table already
    assert close_up(5, window, dice) == frame_table(5, window)


@pytest.mark.parametrize("size", SIZES)
def test_the_near_rail_hides_no_die_of_a_close_up(size: tuple[int, int]) -> None:
    """A throw whose dice rest against the near rail: the close-up looks down more steeply, over the rail."""
    window = game_window("bar-dice", size)
    table = table_box(5)
    edge = table.felt_half[1] - SOUTH_RAIL_GAP * 100  # a die's centre as near the rail as a throw may leave it
    dice = [(-6.0, 0.8, edge), (2.0, 0.8, edge - 9.0), (8.0, 0.8, edge - 4.0)]
    camera = close_up(5, window, dice)
    hidden = [die for die in dice if camera.clearance((die[0], 0.0, die[2] + table.die_edge / 2), table) < 0]
    assert hidden == []
    assert too_small(camera, dice, table, window) == []
