"""The table scene: whatever the games do, the dice on the table lie flat, inside the rails, apart, and show the
model's values; every die is accounted for where the model says it is."""

from __future__ import annotations

import itertools
import math
import random

import numpy as np
import pytest

from dicebar.physics.table import FACE_NORMALS, quat_multiply, quat_rotate
from dicebar.rules.actions import ROLL
from dicebar.rules.dice import SeededDice
from dicebar.rules.events import DiceMoved
from dicebar.rules.registry import game_type, new_game
from dicebar.session.table_scene import ASIDE, FELT, HAND, MIDDLE, TableScene

GAMES = ("aces-in-the-pot", "fives-to-the-right", "bar-dice", "layman-bar-dice")


def _top_value(rotation: tuple[float, ...], offset: tuple[float, ...]) -> tuple[int, float]:
    shown = quat_multiply(rotation, offset)
    best, best_z = 0, -2.0
    for value, normal in FACE_NORMALS.items():
        z = float(quat_rotate(shown, normal)[2])
        if z > best_z:
            best, best_z = value, z
    return best, best_z


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [3, 4])
def test_dice_at_rest_are_flat_inside_apart_and_show_the_model(game_id: str, seed: int) -> None:
    players = 4 if game_id == "fives-to-the-right" else 3
    game = new_game(game_id, ["A", "B", "C", "D"][:players], SeededDice(seed))
    per_seat, shared = game_type(game_id).dice.per_seat, game_type(game_id).dice.shared
    scene = TableScene(players, per_seat, shared, seed)
    chooser = random.Random(seed)
    half_x, half_y = scene.table.felt_half
    edge = scene.table.die.edge
    steps = 0
    while not game.is_over and steps < 120:
        events = game.apply(chooser.choice(game.legal_actions()))
        scene.steps_for(events)
        steps += 1
        on_table = [die for die in scene.dice if die.zone in (FELT, ASIDE, HAND, MIDDLE)]
        for die in on_table:
            x, y, z = die.position
            assert abs(x) < half_x and abs(y) < half_y, (die.zone, die.position)
            assert z == pytest.approx(edge / 2, abs=edge * 0.05)
            value, up = _top_value(die.rotation, die.offset)
            assert up > math.cos(math.radians(3))
            if die.zone in (FELT, ASIDE):
                assert value == die.value
        for a, b in itertools.combinations(on_table, 2):
            gap = float(np.hypot(a.position[0] - b.position[0], a.position[1] - b.position[1]))
            assert gap > edge * 0.99, (a.zone, b.zone, gap)
        if game_id == "fives-to-the-right":
            held = [sum(1 for die in scene.dice if die.owner == seat and die.zone != MIDDLE) for seat in range(players)]
            assert held == [game.seat_dice(seat) for seat in range(players)]
            assert sum(1 for die in scene.dice if die.zone == MIDDLE) == game.center()


@pytest.mark.parametrize("game_id", ["fives-to-the-right", "aces-in-the-pot"])
def test_a_throw_planned_ahead_is_the_throw_planned_on_the_spot(game_id: str) -> None:
    # The session has the scene plan the next throw's motion while the table waits (session/game_session.py
    # _idle); the throw that follows must be exactly the one planned on the spot, and take the plan made ahead.
    players = 5 if game_id == "fives-to-the-right" else 3
    names = ["A", "B", "C", "D", "E"][:players]
    per_seat, shared = game_type(game_id).dice.per_seat, game_type(game_id).dice.shared
    games = [new_game(game_id, names, SeededDice(8)) for _ in range(2)]
    ahead, on_the_spot = TableScene(players, per_seat, shared, 8), TableScene(players, per_seat, shared, 8)
    chooser = random.Random(8)
    throws = 0
    for _ in range(40):
        if games[0].is_over:
            break
        legal = games[0].legal_actions()
        action = chooser.choice(legal)
        if ROLL in legal:
            ahead.plan_next_throw(games[0].current_player, 1 if games[0].in_rolloff else None)
        steps = [ahead.steps_for(games[0].apply(action)), on_the_spot.steps_for(games[1].apply(action))]
        assert [(s.kind, s.seconds, s.data) for s in steps[0]] == [(s.kind, s.seconds, s.data) for s in steps[1]]
        throws += sum(step.kind == "throw" for step in steps[0])
    assert throws >= 10 and ahead.planned_ahead == throws and on_the_spot.planned_ahead == 0


def _choose(scene: TableScene, seat: int, faces: tuple[int, ...]) -> None:
    """Mark the dice a person would choose to set aside before rolling the rest, as the session does."""
    wanted = list(faces)
    for die in scene.dice:
        die.selected = die.zone == FELT and die.owner == seat and die.value in wanted
        if die.selected:
            wanted.remove(die.value)


@pytest.mark.parametrize("game_id", ["bar-dice", "layman-bar-dice"])
def test_a_roll_of_the_rest_planned_ahead_is_the_one_planned_on_the_spot(game_id: str) -> None:
    # The dice a person chooses are set aside before the rest are thrown: the throw planned ahead (as the choice
    # changes, GameSession.toggleDie) must be the one planned on the spot, among the dice where the set-aside
    # leaves them, and be taken.
    players = 3
    names = ["A", "B", "C"]
    per_seat, shared = game_type(game_id).dice.per_seat, game_type(game_id).dice.shared
    games = [new_game(game_id, names, SeededDice(5)) for _ in range(2)]
    ahead, on_the_spot = TableScene(players, per_seat, shared, 5), TableScene(players, per_seat, shared, 5)
    chooser = random.Random(5)
    throws = kept = 0
    for _ in range(80):
        if games[0].is_over:
            break
        seat, legal = games[0].current_player, games[0].legal_actions()
        assert seat is not None
        action = chooser.choice(legal)
        if action.kind == "keep":
            for scene in (ahead, on_the_spot):
                _choose(scene, seat, action.faces)
            kept += bool(action.faces)
        if action == ROLL or action.kind == "keep":
            ahead.plan_next_throw(seat, 1 if games[0].in_rolloff else None)
        steps = [ahead.steps_for(games[0].apply(action)), on_the_spot.steps_for(games[1].apply(action))]
        assert [(s.kind, s.seconds, s.data) for s in steps[0]] == [(s.kind, s.seconds, s.data) for s in steps[1]]
        throws += sum(step.kind == "throw" for step in steps[0])
    assert kept >= 3 and throws >= 10
    assert ahead.planned_ahead == throws and on_the_spot.planned_ahead == 0


def test_a_flicked_throw_planned_while_the_cup_shakes_is_the_one_planned_at_release() -> None:
    # While the cup shakes (GameSession.shake) the scene plans every launch a flick may give; the throw a flick then
    # makes must be exactly the one planned at the release, whichever launch the flick picks.
    players = 3
    games = [new_game("fives-to-the-right", ["A", "B", "C"], SeededDice(4)) for _ in range(2)]
    shaken, at_release = TableScene(players, 5, 0, 4), TableScene(players, 5, 0, 4)
    chooser = random.Random(4)
    throws = 0
    while throws < 8 and not games[0].is_over:
        seat, legal = games[0].current_player, games[0].legal_actions()
        assert seat is not None
        action = chooser.choice(legal)
        velocity = (chooser.uniform(-2, 2), chooser.uniform(-2, 2))
        launches = [scene.flick_launch(seat, (0.0, 0.0), velocity) for scene in (shaken, at_release)]
        assert launches[0] == launches[1] is not None
        if ROLL in legal:
            shaken.plan_flicks(seat, 1 if games[0].in_rolloff else None)
            shaken.wait_for_flicks()
        for scene in (shaken, at_release):
            scene.launch = (seat, launches[0])
        steps = [shaken.steps_for(games[0].apply(action)), at_release.steps_for(games[1].apply(action))]
        assert [(s.kind, s.seconds, s.data) for s in steps[0]] == [(s.kind, s.seconds, s.data) for s in steps[1]]
        throws += sum(step.kind == "throw" for step in steps[0])
        assert all(step.data["aim"] for step in steps[0] if step.kind == "throw" and step.data["seat"] == seat)
    assert throws == 8 and shaken.planned_ahead == throws and at_release.planned_ahead == 0


@pytest.mark.parametrize("players", [2, 4])
def test_dice_passed_are_the_ones_showing_the_moved_face(players: int) -> None:
    """Heads-up, a player's left and right are the same seat: the 2s and the 5s both go there, each move its own."""
    game = new_game("fives-to-the-right", ["A", "B", "C", "D"][:players], SeededDice(5))
    described = game_type("fives-to-the-right").dice
    scene = TableScene(players, described.per_seat, described.shared, 5)
    moves = 0
    while not game.is_over and moves < 40:
        for event in game.apply(ROLL):
            before = {die.index: (die.owner, die.zone) for die in scene.dice}
            scene.steps_for([event])
            if isinstance(event, DiceMoved):
                moved = [die for die in scene.dice if (die.owner, die.zone) != before[die.index]]
                assert len(moved) == event.count and {die.value for die in moved} == {event.face}, event
                moves += 1
    assert moves >= 10
