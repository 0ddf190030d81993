"""Nothing the games say escapes translation: every text their words are made of is in the `.ts` file that
`pyside6-lupdate` extracts from the sources, under the context it is said in."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

from tests.rules.every_event import every_kind_of_game

from dicebar.rules import (
    aces_in_the_pot_events,
    bar_dice_events,
    events,
    fives_to_the_right_events,
    layman_events,
    peekpoker_events,
)
from dicebar.rules.words import Words

SOURCES = Path(__file__).resolve().parents[2] / "desktop" / "dicebar"
LUPDATE = Path(sys.executable).with_name("pyside6-lupdate")


def _marked_texts(folder: Path) -> set[tuple[str, str]]:
    out = folder / "dicebar.ts"
    done = subprocess.run(
        [str(LUPDATE), "-extensions", "py", str(SOURCES), "-ts", str(out)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    root = ElementTree.parse(out).getroot()
    return {
        (context.findtext("name", ""), message.findtext("source", ""))
        for context in root.iter("context")
        for message in context.iter("message")
    }


def _kinds_of_event() -> set[type[events.Event]]:
    """Every event a game makes: the dataclasses of the events modules, less the bases they share."""
    modules = (events, aces_in_the_pot_events, bar_dice_events, fives_to_the_right_events, layman_events)
    found = {
        kind
        for module in (*modules, peekpoker_events)
        for kind in vars(module).values()
        if isinstance(kind, type) and issubclass(kind, events.Event)
    }
    bases = {events.Event, events.Call, events.TableCall, events.GameOver, events.StatusChanged, events.Decision}
    return found - bases


def _texts(words: Words) -> Iterator[tuple[str, str]]:
    yield words.text.context, str(words.text)
    for _name, value in words.fields:
        if isinstance(value, Words):
            yield from _texts(value)


def test_every_text_the_games_say_is_extracted_for_translation(tmp_path: Path) -> None:
    marked = _marked_texts(tmp_path)
    said: set[tuple[str, str]] = set()
    kinds: set[type[events.Event]] = set()
    for game in every_kind_of_game():
        for event in game.log:
            kinds.add(type(event))
            said.update(_texts(game.describe(event)))
            spoken = game.call_words(event)
            if spoken is not None:
                said.update(_texts(spoken))
    assert _kinds_of_event() - kinds == set(), "the games played make every kind of event"
    assert said - marked == set(), "said but not marked for translation"
    assert {context for context, _ in said} == {
        "Table",
        "PeekPoker",
        "AcesInThePot",
        "FivesToTheRight",
        "BarDice",
        "Layman",
    }
