"""The table scenes decide every step from the events' types and fields, never from the words said: played in
another language (a stand-in translator that rewrites every text), each scene makes the same steps and shows
the same table as in English, and what it does say (the call bubbles, the hands named) comes translated."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import SCENARIOS
from dicebar.rules import words
from dicebar.rules.game import Game
from dicebar.rules.peekpoker import PeekPoker
from dicebar.rules.scenario import play_scenario
from dicebar.session.poker_scene import PokerScene
from dicebar.session.table_scene import Step, TableScene

OPEN, CLOSE = "«", "»"


def _stand_in(context: str, source: str) -> str:
    """Another language: every text in capitals between guillemets, its {fields} kept ('«{who}: FOLD»')."""
    shouted = re.sub(r"\{(\w+)\}", lambda field: "{" + field.group(1).lower() + "}", source.upper())
    return OPEN + shouted + CLOSE


Run = list[tuple[str, float, dict[str, Any]]]


def _play(path: Path, make_scene: Callable[[Game], TableScene]) -> tuple[Run, list[str]]:
    """Play a scenario through a scene; return its steps (said words apart) and the words it said."""
    data = json.loads(path.read_text(encoding="utf-8"))
    scene: TableScene | None = None
    seen = 0
    steps: list[Step] = []
    snapshots: list[Any] = []

    def after_each(game: Game) -> None:
        nonlocal scene, seen
        if scene is None:
            scene = make_scene(game)
            seen = 0
        steps.extend(scene.steps_for(game.log[seen:]))
        seen = len(game.log)
        if isinstance(scene, PokerScene):
            snapshots.extend(scene.snapshot_of(step) for step in steps[len(snapshots) :])

    play_scenario(data, after_each)
    said = [str(step.data["text"]) for step in steps if step.kind == "call"]
    run = [(step.kind, step.seconds, {k: v for k, v in step.data.items() if k != "text"}) for step in steps]
    for snapshot in snapshots:
        if snapshot is not None:
            for seat in snapshot.table["seats"]:
                if seat["hand"]:  # (words the session says as it shows them)
                    assert scene is not None
                    said.append(scene.render(seat["hand"]))
                    seat["hand"] = "named"
    return [*run, *[("snapshot", 0.0, {"rows": s.rows, "table": s.table}) for s in snapshots if s]], said


def _poker_scene(render: Callable[[words.Words], str]) -> Callable[[Game], TableScene]:
    def make(game: Game) -> TableScene:
        assert isinstance(game, PeekPoker)
        scene = PokerScene(game)
        scene.render = render
        return scene

    return make


def _pip_scene(render: Callable[[words.Words], str]) -> Callable[[Game], TableScene]:
    def make(game: Game) -> TableScene:
        dice = game.game_type.dice
        scene = TableScene(len(game.names), dice.per_seat, dice.shared)
        scene.call_words = game.call_words
        scene.render = render
        return scene

    return make


def _both_languages(
    path: Path, make: Callable[[Callable[[words.Words], str]], Callable[[Game], TableScene]]
) -> tuple[Run, list[str], Run, list[str]]:
    english, said_in_english = _play(path, make(words.Words.english))
    with pytest.MonkeyPatch.context() as patch:
        # the English of the headless commands changes too, so no path to English words is left for a scene
        patch.setattr(words, "_untranslated", _stand_in)
        other, said_otherwise = _play(path, make(lambda said: said.render(_stand_in)))
    return english, said_in_english, other, said_otherwise


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("peekpoker/*.json")), ids=lambda path: path.stem)
def test_the_poker_table_plays_the_same_in_any_language(path: Path) -> None:
    english, said_in_english, other, said_otherwise = _both_languages(path, _poker_scene)
    assert other == english
    assert len(said_otherwise) == len(said_in_english) > 0
    assert all(OPEN in text for text in said_otherwise)
    assert not any(OPEN in text for text in said_in_english)


@pytest.mark.parametrize(
    "path",
    sorted(path for path in SCENARIOS.glob("*/*.json") if path.parent.name != "peekpoker"),
    ids=lambda path: path.stem,
)
def test_a_pip_table_plays_the_same_in_any_language(path: Path) -> None:
    english, said_in_english, other, said_otherwise = _both_languages(path, _pip_scene)
    assert other == english
    assert len(said_otherwise) == len(said_in_english)
    assert all(text.startswith(OPEN) for text in said_otherwise)
    assert not any(OPEN in text for text in said_in_english)
