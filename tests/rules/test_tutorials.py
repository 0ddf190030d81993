"""Tutorial files against the rules: each plays exactly as written, and a broken one is refused with a sentence
that names the file and the step."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from dicebar.rules.registry import game_ids
from dicebar.rules.tutorial import TutorialError, check_tutorial, load_tutorial, parse_tutorial
from dicebar.session.resources import tutorials_dir

SHORT = Path(__file__).parent / "tutorials" / "bar-dice-short.json"
SHIPPED = sorted(tutorials_dir().glob("*.json"))
BUILT_IN_GAMES = game_ids()  # read before any test registers a game of its own


def short() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SHORT.read_text(encoding="utf-8"))
    return data


def refusal(data: dict[str, Any], tmp_path: Path) -> str:
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(TutorialError) as caught:
        load_tutorial(path)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith("broken.json: ")
    return message


@pytest.mark.parametrize("path", SHIPPED, ids=[path.stem for path in SHIPPED])
def test_each_shipped_tutorial_plays_as_written(path: Path) -> None:
    tutorial = load_tutorial(path)  # every move legal at its step, every roll used, the ending as written
    assert tutorial.game_id == path.stem, "a tutorial file is named by its game's id"
    assert tutorial.game_id in game_ids()
    assert 1 < len(tutorial.names) <= 3, "one person against one or two computers"


def test_every_game_has_a_tutorial() -> None:
    assert [path.stem for path in SHIPPED] == sorted(BUILT_IN_GAMES)


def test_the_short_tutorial_plays_to_its_ending() -> None:
    game = check_tutorial(parse_tutorial(short(), "bar-dice-short.json"))
    assert game.is_over
    assert game.summary()["buyer"] == "Ana"


def test_a_missing_step_is_refused_at_the_step_that_no_longer_fits(tmp_path: Path) -> None:
    data = short()
    del data["steps"][1]  # the keep: the person stops on the first throw, and Ana's throw gets the next entry
    message = refusal(data, tmp_path)
    assert message == "broken.json: step 3: rolls[1]: this roll throws 5 dice, the entry has 2 faces"


def test_an_illegal_move_is_refused_naming_its_step(tmp_path: Path) -> None:
    data = short()
    data["steps"][1]["do"] = {"keep": [6, 6]}  # no 6 was thrown
    message = refusal(data, tmp_path)
    assert message.startswith("broken.json: step 2: keep [6, 6] is not a legal move here")


def test_too_few_rolls_are_refused(tmp_path: Path) -> None:
    data = short()
    data["rolls"] = data["rolls"][:2]
    message = refusal(data, tmp_path)
    assert "step 4" in message and "run out" in message


def test_a_roll_never_thrown_is_refused(tmp_path: Path) -> None:
    data = short()
    data["rolls"].append([1, 2, 3, 4, 5])
    message = refusal(data, tmp_path)
    assert "rolls[4] is never thrown" in message


def test_an_ending_other_than_written_is_refused(tmp_path: Path) -> None:
    data = short()
    data["ends"] = {"buyer": "You"}
    assert "ends with buyer 'Ana', not 'You'" in refusal(data, tmp_path)


def test_a_computer_move_missing_or_left_over_is_refused(tmp_path: Path) -> None:
    data = short()
    data["steps"][3]["computers"] = [{"keep": []}]
    assert "after the last step: the game is not over (Ana is still to play)" in refusal(data, tmp_path)
    data["steps"][3]["computers"] = [{"keep": []}, "stop", "stop"]
    assert "step 4: 1 computer move(s) left unused" in refusal(data, tmp_path)


def test_a_person_move_where_a_computer_decides_is_refused(tmp_path: Path) -> None:
    data = short()
    data["steps"][3]["do"] = "roll"
    data["steps"][3]["computers"] = []
    assert "step 4: Ana must decide here" in refusal(data, tmp_path)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"say": "one\ntwo\nthree"}, "step 1: the caption has 3 lines; at most 2"),
        ({"say": "x" * 61}, "step 1: a caption line has 61 characters; at most 60"),
        ({"mark": {"seat": "Nobody"}}, "step 1: mark: "),
        ({"mark": {"dice": [7]}}, "step 1: mark: 7 is not a face"),
        ({"do": "dance"}, "step 1: do: unknown move 'dance'"),
        ({"colour": "red"}, "step 1: unknown key 'colour'"),
    ],
)
def test_a_step_written_wrong_is_refused(tmp_path: Path, change: dict[str, Any], words: str) -> None:
    data = copy.deepcopy(short())
    data["steps"][0].update(change)
    assert words in refusal(data, tmp_path)


def test_dice_marked_must_be_on_the_table(tmp_path: Path) -> None:
    data = short()
    data["steps"][1]["mark"] = {"dice": [6, 6]}
    assert "step 2: mark: no [6, 6] among the dice just thrown" in refusal(data, tmp_path)


def test_a_file_that_is_not_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(TutorialError, match=r"^broken.json: not JSON"):
        load_tutorial(path)
