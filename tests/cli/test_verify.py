"""`dicebar verify HISTORY` as other programs see it (exit 0, 1 or 2, one line), and `simulate --histories DIR`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import run_dicebar
from dicebar.rules.sealed_dice import SealedDice


def simulated(folder: Path, *args: str) -> list[Path]:
    done = run_dicebar("simulate", *args, "--histories", str(folder))
    assert done.returncode == 0, done.stderr
    json.loads(done.stdout)  # the tally is printed as ever
    return sorted(folder.glob("*.json"))


def test_simulate_writes_each_games_history_and_each_verifies(tmp_path: Path) -> None:
    histories = simulated(tmp_path / "made", "layman-bar-dice", "--players", "3", "--games", "3", "--seed", "4")
    assert [path.name[:12] for path in histories] == ["game-000001-", "game-000002-", "game-000003-"]
    for path in histories:
        history = json.loads(path.read_text())
        assert all(not seat["human"] for seat in history["setup"]["seats"])
        assert path.with_suffix(".txt").read_text().startswith("Dice Bar: Layman Bar Dice\n")
        done = run_dicebar("verify", str(path))
        rolls = len(history["start"]["rolls"]) + sum(len(action["rolls"]) for action in history["actions"])
        code = "-".join(history["seal"][i : i + 4].upper() for i in (0, 4, 8))
        assert (done.returncode, done.stderr) == (0, "")
        assert done.stdout == f"verified: {rolls} rolls, {len(history['actions'])} actions, seal {code}\n"
        assert re.fullmatch(r"game-\d{6}-layman-bar-dice-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}\.json", path.name)
    # the same command writes the same games: the seeds are drawn from --seed
    again = simulated(tmp_path / "again", "layman-bar-dice", "--players", "3", "--games", "3", "--seed", "4")
    assert [path.read_bytes() for path in again] == [path.read_bytes() for path in histories]


def test_a_history_that_does_not_hold_names_its_first_inconsistency_and_exits_1(tmp_path: Path) -> None:
    (path,) = simulated(tmp_path, "bar-dice", "--players", "2", "--games", "1", "--seed", "9")
    history = json.loads(path.read_text())
    number, action = next((n, a) for n, a in enumerate(history["actions"], 1) if a["rolls"] and n > 2)
    rolls_before = len(history["start"]["rolls"]) + sum(len(a["rolls"]) for a in history["actions"][: number - 1])
    derived = SealedDice(history["seed"])
    for roll in [*history["start"]["rolls"], *(r for a in history["actions"][: number - 1] for r in a["rolls"])]:
        derived.roll(len(roll))
    first = list(derived.roll(len(action["rolls"][0])))
    assert action["rolls"][0] == first
    action["rolls"][0][0] = first[0] % 6 + 1
    path.write_text(json.dumps(history))
    done = run_dicebar("verify", str(path))
    assert (done.returncode, done.stderr) == (1, "")
    faces = " ".join(map(str, first))
    assert done.stdout.startswith(f"not verified: roll {rolls_before + 1} (action {number}): the seed gives [{faces}]")
    assert done.stdout.count("\n") == 1


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b'{"format": "dicebar-history", "version": 1, "setup": ', "not valid JSON"),
        (b"[" * 50_000, "nested too deeply"),
        (b'{"n": ' + b"7" * 10_000 + b"}", "not valid JSON"),
        (b'{"format": "dicebar-autosave", "version": 2}', "not a Dice Bar history"),
        (b"\x00\xff binary", "not UTF-8"),
    ],
)
def test_a_file_that_is_not_a_history_is_refused_in_one_line_with_exit_2(
    tmp_path: Path, content: bytes, fragment: str
) -> None:
    path = tmp_path / "history.json"
    path.write_bytes(content)
    done = run_dicebar("verify", str(path))
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("dicebar verify: ") and fragment in lines[0], lines


@pytest.mark.parametrize("endless", ["sparse file", "/dev/zero"])
def test_a_file_larger_than_any_history_is_refused_before_it_is_read_whole(tmp_path: Path, endless: str) -> None:
    """Only the first bytes of a huge file (or of a device that never ends) are read: in a child allowed 1 GB of
    memory, a sparse file of 4 GB and /dev/zero are each refused in one line, exit 2."""
    resource = pytest.importorskip("resource")  # the child's memory is limited by POSIX's setrlimit

    if endless == "sparse file":
        path = tmp_path / "huge.json"
        with path.open("wb") as file:
            file.truncate(4 * 2**30)
    else:
        path = Path(endless)
        if not path.exists():
            pytest.skip("no /dev/zero here")
    limit = 2**30

    def small_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    done = run_dicebar("verify", str(path), preexec_fn=small_memory)
    assert (done.returncode, done.stdout) == (2, ""), done.stderr
    assert done.stderr == "dicebar verify: the file is larger than any game's history (64 MB)\n"


@pytest.mark.parametrize("args", [(), ("a.json", "b.json")])
def test_verify_takes_one_file(args: tuple[str, ...]) -> None:
    done = run_dicebar("verify", *args)
    assert (done.returncode, done.stderr) == (2, "usage: dicebar verify HISTORY\n")


def test_a_missing_file_and_an_unwritable_folder_are_one_line(tmp_path: Path) -> None:
    done = run_dicebar("verify", str(tmp_path / "none.json"))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "cannot read" in done.stderr
    blocker = tmp_path / "file"
    blocker.write_text("")
    done = run_dicebar("simulate", "bar-dice", "--games", "1", "--histories", str(blocker / "inside"))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "cannot write a history" in done.stderr
    done = run_dicebar("simulate", "bar-dice", "--games", "1", "--histories")
    assert done.returncode == 2 and "--histories needs a folder" in done.stderr
