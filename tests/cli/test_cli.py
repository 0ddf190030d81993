"""The command line as other programs see it: JSON on stdout, or exit 2 with one line on stderr."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import run_dicebar


def _refused(done: object, fragment: str) -> None:
    assert done.returncode == 2, (done.stdout, done.stderr)  # type: ignore[attr-defined]
    assert done.stdout == ""  # type: ignore[attr-defined]
    lines = done.stderr.splitlines()  # type: ignore[attr-defined]
    assert len(lines) == 1 and fragment in lines[0], lines


def test_help_and_version() -> None:
    assert "usage: dicebar" in run_dicebar("--help").stdout
    done = run_dicebar("--version")
    assert done.returncode == 0 and done.stdout.startswith("dicebar ")


def test_plain_dicebar_opens_the_window(tmp_path: Path) -> None:
    shot = tmp_path / "lobby.png"
    done = run_dicebar("--size", "800x520", "--screenshot", str(shot), "--after", "1500")
    assert done.returncode == 0, done.stderr[-2000:]
    assert shot.stat().st_size > 10_000  # a real picture of the lobby, not an empty file


def test_an_unknown_command_is_refused() -> None:
    _refused(run_dicebar("shuffle"), "unknown command 'shuffle'")


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("score",), "usage: dicebar score"),
        (("score", "yahtzee", "1"), "unknown game 'yahtzee'"),
        (("score", "bar-dice", "3", "3", "4", "1", "7"), "'7' is not a face of a pip die"),
        (("score", "bar-dice", "3", "3", "x", "1", "1"), "'x' is not a face of a pip die"),
        (("score", "peekpoker", "9", "10", "J", "Q", "K", "8"), "'8' is not a poker die face"),
        (("score", "bar-dice", "3", "3", "4", "1", "1", "--option", "pace"), "--option takes NAME=VALUE"),
        (("score", "bar-dice", "3", "3", "4", "1", "1", "--option"), "--option needs NAME=VALUE"),
        (("score", "bar-dice", "3", "3", "4", "1", "1", "--option", "colour=red"), "unknown option 'colour'"),
        (("score", "bar-dice", "3", "3", "4", "1", "1", "--option", "blinds=true"), "belongs to peekpoker"),
        (("score", "bar-dice", "3", "3", "4", "1", "1", "--option", "pace=maybe"), "true or false"),
        (("score", "bar-dice", "3", "3", "4", "1", "1", "--fast"), "unknown flag '--fast'"),
    ],
)
def test_score_refuses_wrong_input_in_one_line(args: tuple[str, ...], fragment: str) -> None:
    _refused(run_dicebar(*args), fragment)


@pytest.mark.parametrize(
    ("scenario", "fragment"),
    [
        ("{not json", "not JSON"),
        ("[]", "a scenario is a JSON object"),
        ('{"game": "bar-dice", "players": ["A", "B"]}', "'rolls' is missing"),
        ('{"game": "chess", "players": ["A", "B"], "rolls": []}', "unknown game 'chess'"),
        ('{"game": "bar-dice", "players": ["A", "B"], "rolls": [], "dice": 5}', "unknown key 'dice'"),
        ('{"game": "bar-dice", "players": ["A", "A"], "rolls": []}', "two players are called 'A'"),
        ('{"game": "bar-dice", "players": ["A", ""], "rolls": []}', "players: a player's name must be non-empty"),
        ('{"game": "bar-dice", "players": "AB", "rolls": []}', "players must be a list of names"),
        ('{"game": "bar-dice", "players": ["A", "B"], "first": "C", "rolls": []}', "'C' is not one of the players"),
        ('{"game": "bar-dice", "players": ["A", "B"], "rolls": [[7]]}', "rolls[0]: 7 is not a face of a pip die"),
        ('{"game": "bar-dice", "players": ["A", "B"], "rolls": [[1], []]}', "rolls[1]: a roll is a non-empty list"),
        ('{"game": "peekpoker", "players": ["A", "B"], "rolls": [[9]]}', "rolls[0]: poker faces are the strings"),
        ('{"game": "bar-dice", "players": ["A", "B"], "rolls": "x"}', "rolls: must be a list"),
        ('{"game": "bar-dice", "players": ["A", "B"], "rolls": [], "moves": {}}', "moves: must be a list"),
        ('{"game": "bar-dice", "players": ["A", "B"], "rolls": [], "options": {"pace": 1}}', "options: option 'pace'"),
        ('{"game": "bar-dice", "players": ["A", "B"], "rolls": [[2], [1, 1]]}', "rolls[1]: this roll throws 1 die"),
    ],
)
def test_play_refuses_wrong_input_in_one_line(scenario: str, fragment: str) -> None:
    _refused(run_dicebar("play", "-", stdin=scenario), fragment)


def test_play_reads_a_file_and_refuses_a_missing_one(tmp_path: Path) -> None:
    _refused(run_dicebar("play", str(tmp_path / "nowhere.json")), "cannot read")
    path = tmp_path / "roll-off.json"
    path.write_text(json.dumps({"game": "bar-dice", "players": ["A", "B"], "rolls": [[2], [2], [5]]}))
    done = run_dicebar("play", str(path))
    assert done.returncode == 0, done.stderr
    state = json.loads(done.stdout)
    # The roll-off tie is rolled again; B's roll is missing, so the game stops there, unfinished.
    assert state["finished"] is False
    assert state["log"][-1] == "A rolls for the start: 5"
    assert "A, B tie for highest and roll again" in state["log"]


@pytest.mark.parametrize("args", [("score", "bar-dice", "3", "3", "4", "1", "1"), ("--help",)])
def test_a_reader_that_closes_the_pipe_early_gets_no_traceback(args: tuple[str, ...]) -> None:
    """`dicebar score ... | head -c 10`: the reader has gone before Dice Bar writes; it stops quietly, status 1."""
    child = subprocess.Popen(
        [sys.executable, "-m", "dicebar", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()
    errors = child.stderr.read()
    assert child.wait(timeout=60) == 1
    assert errors == ""


CONTRACT = Path(__file__).resolve().parents[1] / "scenarios" / "README.md"
TIMINGS = ("startup_seconds", "seconds", "games_per_second")  # `simulate`'s clock readings differ run to run


def _documented_runs() -> list[tuple[list[str], str]]:
    """Each `$ dicebar ...` example of tests/scenarios/README.md with the line it shows after it."""
    lines = CONTRACT.read_text(encoding="utf-8").splitlines()
    return [
        (line.strip().removeprefix("$ dicebar ").split(), lines[index + 1].strip())
        for index, line in enumerate(lines)
        if line.strip().startswith("$ dicebar ")
    ]


@pytest.mark.parametrize(("args", "shown"), _documented_runs(), ids=[" ".join(args) for args, _ in _documented_runs()])
def test_the_commands_print_what_their_description_shows(args: list[str], shown: str) -> None:
    root = CONTRACT.parents[2]  # the examples' paths are from the repository's top
    done = run_dicebar(*(str(root / arg) if arg.startswith("tests/") else arg for arg in args))
    if args[0] == "verify":  # one line, not JSON: 0 when the history holds, 1 when it does not
        held = shown.startswith("verified: ")
        assert (done.returncode, done.stdout, done.stderr) == (0 if held else 1, shown + "\n", "")
        return
    if not shown.startswith("{"):  # an error: the one line on stderr
        assert (done.returncode, done.stdout, done.stderr.strip()) == (2, "", shown)
        return
    assert done.returncode == 0 and done.stderr == "", done.stderr
    if "..." in shown:  # shortened where it says so: the rest of the line is as shown
        assert done.stdout.startswith(shown[: shown.index("...")])
        return
    printed, expected = json.loads(done.stdout), json.loads(shown)
    for name in TIMINGS:
        printed.pop(name, None), expected.pop(name, None)
    assert printed == expected


def test_the_description_shows_every_headless_command() -> None:
    commands = {args[0] for args, _ in _documented_runs()}
    assert commands == {"score", "play", "odds", "simulate", "verify"}
