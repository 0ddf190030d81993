"""One source for every number and list Python and QML share: Python owns it, QML reads it (dicebar.ui.qml_types'
TableSizes, PokerFaces, PipFaces and Choices, the kit's cup meshes) and holds no copy. The behavioural tests change the
Python value and see the QML follow; the last one reads the QML files for the copies that used to be there."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QObject, QUrl
from PySide6.QtQml import QJSValue, QQmlComponent, QQmlEngine

from dicebar.app import kiosk_prefs, settings
from dicebar.bots import base
from dicebar.rules.dice import POKER_FACE_NAMES, SeededDice
from dicebar.rules.registry import new_game
from dicebar.session import game_session, sizes
from dicebar.ui import cup_geometry, qml_types, textures

from .conftest import QML_DIR

STAGE = b"""
import QtQuick
import QtQuick3D
import DiceBar.Scene 1.0
Node {
    readonly property var seen: ({
        "kit.dieEdge": kit.dieEdge, "token.radius": token.radius, "token.thickness": token.thickness,
        "chip.radius": chip.radius, "chip.thickness": chip.thickness, "cup.height": cup.height,
        "cup.mouthRadius": cup.mouthRadius, "peekCup.height": peekCup.height, "peekCup.radius": peekCup.radius,
        "stack.columns": stack.columns
    })
    readonly property var choices: ({ low: Choices.speedMinimum, high: Choices.speedMaximum, step: Choices.speedStep,
                                       strengths: Choices.strengths, names: Choices.computerNames,
                                       strength: Choices.defaultStrength })
    readonly property var faces: PokerFaces.faces
    readonly property string body: PokerFaces.body
    readonly property var pips: PipFaces.faces
    readonly property string pipBody: PipFaces.body
    DiceKit { id: kit; engraved: false }
    Token { id: token; kit: kit }
    Chip { id: chip; kit: kit }
    Cup { id: cup; kit: kit }
    PeekCup { id: peekCup; kit: kit }
    ChipStack { id: stack; kit: kit; amount: 131 }
}
"""


@pytest.fixture
def stage(qapp: Any) -> Iterator[Any]:
    """A function that builds the stage in a fresh engine (each engine makes its own singletons)."""
    qml_types.register()
    made: list[tuple[QQmlEngine, QQmlComponent, QObject]] = []

    def build() -> QObject:
        engine = QQmlEngine()
        engine.addImportPath(str(QML_DIR))
        component = QQmlComponent(engine)
        component.setData(
            STAGE.replace(
                b"import DiceBar.Scene 1.0", f'import DiceBar.Scene 1.0\nimport "{QML_DIR.as_uri()}"'.encode()
            ).replace(b"import QtQuick3D\n", f'import QtQuick3D\nimport "{(QML_DIR / "dice").as_uri()}"\n'.encode()),
            QUrl.fromLocalFile(str(QML_DIR / "SharedNumbersTest.qml")),
        )
        root = component.create()
        assert root is not None, component.errorString()
        made.append((engine, component, root))
        return root

    yield build
    for engine, _, root in made:
        root.deleteLater()
        engine.deleteLater()


def prop(root: QObject, path: str) -> Any:
    """A value the stage saw (`seen`), or one of its own properties."""
    seen = plain(root.property("seen"))
    return seen[path] if path in seen else plain(root.property(path))


def plain(value: Any) -> Any:
    return value.toVariant() if isinstance(value, QJSValue) else value


def test_the_scene_s_sizes_are_python_s(stage: Any) -> None:
    root = stage()
    assert prop(root, "token.radius") == pytest.approx(sizes.TOKEN_RADIUS * 100)
    assert prop(root, "token.thickness") == pytest.approx(sizes.TOKEN_THICKNESS * 100)
    assert prop(root, "chip.radius") == pytest.approx(sizes.CHIP_RADIUS * 100)
    assert prop(root, "kit.dieEdge") == pytest.approx(1.6)  # the physics die: 16 mm
    assert prop(root, "cup.height") == pytest.approx(sizes.CUP_HEIGHT * 100)
    assert prop(root, "cup.mouthRadius") == pytest.approx(sizes.CUP_RADIUS * 100)
    assert prop(root, "peekCup.height") == pytest.approx(sizes.PEEK_CUP_HEIGHT * 100)
    assert prop(root, "peekCup.radius") == pytest.approx(sizes.PEEK_CUP_RADIUS * 100)
    # 131 chips: a column per denomination, largest first, as many columns as Python's denominations allow
    assert [column["value"] for column in prop(root, "stack.columns")] == [100, 25, 5, 1]


def test_the_qml_follows_when_python_changes_a_size(stage: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sizes, "TOKEN_RADIUS", 0.02)
    monkeypatch.setattr(sizes, "CHIP_THICKNESS", 0.005)
    monkeypatch.setattr(sizes, "CUP_HEIGHT", 0.12)
    monkeypatch.setattr(sizes, "PEEK_CUP_RADIUS", 0.04)
    monkeypatch.setattr(sizes, "CHIP_DENOMINATIONS", (1, 10, 50))
    root = stage()
    assert prop(root, "token.radius") == pytest.approx(2.0)
    assert prop(root, "chip.thickness") == pytest.approx(0.5)
    assert prop(root, "cup.height") == pytest.approx(12.0)
    assert prop(root, "peekCup.radius") == pytest.approx(4.0)
    assert [column["value"] for column in prop(root, "stack.columns")] == [50, 10, 1]


def test_the_pages_choices_are_python_s_and_follow_it(stage: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    choices = prop(stage(), "choices")
    assert (choices["low"], choices["high"]) == game_session.SPEED_RANGE
    assert choices["strengths"] == list(base.STRENGTHS)
    assert choices["names"] == list(base.COMPUTER_NAMES)
    assert choices["strength"] == base.DEFAULT_STRENGTH in base.STRENGTHS
    monkeypatch.setattr(game_session, "SPEED_RANGE", (0.1, 9.0))
    monkeypatch.setattr(base, "STRENGTHS", ("weak", "strong"))
    monkeypatch.setattr(base, "COMPUTER_NAMES", ("Zed",))
    choices = prop(stage(), "choices")
    assert (choices["low"], choices["high"]) == (0.1, 9.0)
    assert choices["strengths"] == ["weak", "strong"]
    assert choices["names"] == ["Zed"]


def test_the_overlay_prints_a_poker_face_as_the_die_does(stage: Any) -> None:
    root = stage()
    faces = prop(root, "faces")
    assert [face["rank"] for face in faces] == list(POKER_FACE_NAMES)
    for face in faces:
        colour_class = textures.POKER_CLASS[face["rank"]]
        assert face["ink"] == "#{:02x}{:02x}{:02x}".format(*textures.CLASS_INK[colour_class])
        assert face["mark"] == textures.MARK_SYMBOL[textures.CLASS_MARK[colour_class]]
    assert len({face["mark"] for face in faces}) == 3  # each colour its own mark
    assert prop(root, "body") == "#{:02x}{:02x}{:02x}".format(*textures.IVORY)  # the die they are printed on


def test_the_hand_tray_prints_a_pip_face_as_the_die_does(stage: Any) -> None:
    faces = prop(stage(), "pips")
    for value, layout in textures.PIP_LAYOUT.items():  # the texture's y runs up, the tray's down
        face = faces[value - 1]
        assert face["pips"] == [[pytest.approx(x), pytest.approx(-y)] for x, y in layout]
        ace = value == 1
        assert face["radius"] == (textures.ACE_RADIUS if ace else textures.PIP_RADIUS)
        assert face["ink"] == "#{:02x}{:02x}{:02x}".format(*(textures.ACE_RED if ace else textures.PIP_INK))
    assert prop(stage(), "pipBody") == "#{:02x}{:02x}{:02x}".format(*textures.IVORY)


def test_the_speed_range_is_one_for_the_settings_the_table_and_the_kiosk(qapp: Any) -> None:
    low, high = game_session.SPEED_RANGE
    setting = next(s for s in settings.SCHEMA if s.name == "animation_speed")
    assert (setting.minimum, setting.maximum) == (low, high)
    game = new_game("bar-dice", ["Ana", "Bo"], SeededDice(1))
    session = game_session.GameSession(game, [True, True], {}, animate=False)
    try:
        for asked, kept in ((high * 10, high), (low / 10, low)):
            session._set_speed(asked)
            assert session._speed == kept
    finally:
        session.dispose()
    for kept in (low, high):  # the kiosk keeps any speed the table plays at
        store = FakeSettings({"kiosk/speed": str(kept)})
        assert kiosk_prefs.load_prefs(store).speed == kept  # type: ignore[arg-type]


class FakeSettings:
    def __init__(self, values: dict[str, str]) -> None:
        self.values = values

    def value(self, key: str, default: object = None) -> object:
        return self.values.get(key, default)


def _radius_at(mesh: cup_geometry.CupMesh, y: float) -> float:
    return max(math.hypot(p[0], p[2]) for p in mesh.positions if abs(p[1] - y) < 1e-6)


def test_each_cup_mesh_is_built_from_python_s_sizes() -> None:
    cup = cup_geometry.leather_cup()
    ys = [p[1] for p in cup.positions]
    assert min(ys) == pytest.approx(0.0) and max(ys) == pytest.approx(sizes.CUP_HEIGHT * 100, abs=0.05)
    assert _radius_at(cup, 0.3) == pytest.approx(sizes.CUP_FOOT * 100)
    assert len(cup.subsets) == 4 and sum(count for _, count in cup.subsets) == len(cup.indexes)
    taller = cup_geometry.leather_cup(replace(cup_geometry.LEATHER, height=12.0))
    assert max(p[1] for p in taller.positions) == pytest.approx(12.0, abs=0.05)
    peek = cup_geometry.peek_cup()
    ys = [p[1] for p in peek.positions]  # centred at half its height
    assert min(ys) == pytest.approx(-sizes.PEEK_CUP_HEIGHT * 50) and max(ys) <= sizes.PEEK_CUP_HEIGHT * 50 + 0.06
    assert max(math.hypot(p[0], p[2]) for p in peek.positions) == pytest.approx(sizes.PEEK_CUP_RADIUS * 100, abs=0.06)


# Copies that were once in the QML, kept in step with Python by comments: none may come back.
COPIES = {
    "a computer player's name": r'"Max"\s*,\s*"Danielle"',
    "the strengths": r'"easy"\s*,\s*"good"\s*,\s*"best"|"Person"\s*,\s*"Computer|strength[^\n]*"good"',
    "a speed slider's range": r"from:\s*[0-9.]+\s*;\s*to:\s*[0-9.]+\s*;\s*stepSize",
    "a poker ink or the dice's ivory": r"#c41826|#141418|#087a3e|#f6f1e5",
    "a pip ink": r"#16161a|#b21622",
    "a pip's place": r"0\.265",
    "a poker mark": r"[♦♠♣]",
    "a cup mesh built in QML": r"function (build\w*|frontFacing)\(|built\.positions",
    "a size as a literal": r"property real (dieEdge|tokenRadius|tokenThickness|chipRadius|chipThickness|height"
    r"|radius|footRadius|mouthRadius|edge)\s*:\s*[0-9.]+\s*($|//)|kit\s*\?\s*kit\.\w+\s*:\s*[0-9.]+|dieEdge:\s*[0-9.]+",
    "the chip denominations": r"\[\s*(1, 5, 25, 100|100, 25, 5, 1)\s*\]",
    "the token stack's place": r"spot\[0\]\s*\*\s*0\.8",
    "a frame interpolation": r"function nlerp|step\.frames - 1|function playbackScale",
    "the cup's mouth": r"\* 7\.5|function cupMouth",
}


def test_no_qml_file_holds_a_copy_of_a_python_value() -> None:
    found = []
    for path in sorted([*QML_DIR.glob("*.qml"), *(QML_DIR / "dice").glob("*.qml")]):
        text = path.read_text(encoding="utf-8")
        for what, pattern in COPIES.items():
            for match in re.finditer(pattern, text, flags=re.MULTILINE):
                line = text.count("\n", 0, match.start()) + 1
                found.append(f"{path.name}:{line}: {what}: {match.group(0)!r}")
    assert not found, "\n".join(found)


def test_the_python_modules_share_one_list_of_names_and_one_speed_range() -> None:
    desktop = QML_DIR.parents[1] / "desktop" / "dicebar"
    owners = {r'"Max"\s*,\s*"Danielle"': "bots/base.py", r"0\.25\s*,\s*4\.0|0\.5\s*,\s*3\.0": "session/game_session.py"}
    for pattern, owner in owners.items():
        holders = sorted(
            str(path.relative_to(desktop))
            for path in desktop.rglob("*.py")
            if re.search(pattern, path.read_text(encoding="utf-8"))
        )
        assert holders == [owner], (pattern, holders)
