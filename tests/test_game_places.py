"""Each game in one place: outside a game's own modules, no Python or QML names a game by its id.

A layer looks a game up (its `GameType`, its bots' kit) instead of switching on the id. The places allowed to
name a game are listed here: its rules module, a family's shared module (Bar Dice and Layman), and the lobby's
one default game. Docstrings and comments may talk about a game; code may not name one.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from dicebar.rules.registry import game_ids

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "desktop" / "dicebar"
QML = ROOT / "resources" / "qml"

#: each game's rules module declares its id (GAME_TYPE); the other modules of a game read it from there
RULES = {f"rules/{name}.py" for name in ("aces_in_the_pot", "fives_to_the_right", "bar_dice", "layman", "peekpoker")}
#: Bar Dice and Layman share their bots; the family's shared module tells the two apart
BAR_FAMILY = {"bots/bar_dice_policy.py"}
#: PeekPoker's hands, which its rules module imports (so they cannot read its GAME_TYPE)
PEEKPOKER = {"rules/poker_hands.py"}
#: the game the lobby offers on a first start
DEFAULT_GAME = {"session/lobby.py"}
ALLOWED = RULES | BAR_FAMILY | PEEKPOKER | DEFAULT_GAME


def _game_id_pattern() -> re.Pattern[str]:
    ids = sorted(game_ids(), key=len, reverse=True)
    return re.compile(r"(?<![\w.-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings (they may talk about a game; code may not name one)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def python_game_ids(path: Path) -> list[str]:
    """Every game id held by a string in the module's code (docstrings aside), as `line: id`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstrings(tree)
    pattern = _game_id_pattern()
    return [
        f"{node.lineno}: {match}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
        for match in pattern.findall(node.value)
    ]


def qml_game_ids(path: Path) -> list[str]:
    """Every game id in a QML file's code, comments aside, as `line: id`."""
    pattern = _game_id_pattern()
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        code = re.sub(r"//.*", "", line)
        found += [f"{number}: {match}" for match in pattern.findall(code)]
    return found


def test_no_module_outside_a_games_own_names_it() -> None:
    named = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        place = path.relative_to(PACKAGE).as_posix()
        if place not in ALLOWED and (found := python_game_ids(path)):
            named[place] = found
    for path in sorted(QML.rglob("*.qml")):
        if found := qml_game_ids(path):
            named[path.relative_to(ROOT).as_posix()] = found
    assert named == {}


def test_the_allowed_places_exist_and_each_still_needs_its_place() -> None:
    """A place that no longer names its game is taken off the list, so the list says where the games live."""
    for place in ALLOWED:
        path = PACKAGE / place
        assert path.is_file(), place
        assert python_game_ids(path), f"{place} names no game: take it off the list"


def test_the_check_finds_a_game_id_in_code_but_not_in_a_docstring(tmp_path: Path) -> None:
    module = tmp_path / "switch.py"
    module.write_text('"""Plays bar-dice."""\n\n\ndef table(game):\n    return game == "peekpoker"\n')
    assert python_game_ids(module) == ["5: peekpoker"]
    qml = tmp_path / "Plate.qml"
    qml.write_text('Item {\n    // bar-dice shows no count\n    property bool poker: id === "peekpoker"\n}\n')
    assert qml_game_ids(qml) == ["3: peekpoker"]
