"""Large text without clipping: at a text size of 200% in a 1920x1080 window and 150% in a 1024x600 one (the most
a window under 800 px high takes), every visible word of the lobby and its settings, a table's HUD, PeekPoker's
betting bar and the end screen is whole. A text is clipped when it is cut short (elided: only a player's name may
be), is wider or taller than its box, or reaches past the window or a clipping parent (a scrolled list's rows may
lie out of view: the list scrolls)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import Q_ARG, QMetaObject, QRectF, Qt
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest
from tests.qt_leaks import running_qml

from dicebar.app.self_test import walk_items
from dicebar.app.translators import install_translators
from dicebar.session.lobby import Lobby
from dicebar.ui.theme import CONTROL_UNIT

from .conftest import program_window, wait_for_the_person
from .test_table_window import click_item, find

pytestmark = pytest.mark.slow

SLACK = 1.0  # px: a text's box is rounded to whole pixels
CASES = {"200%-1920x1080": (200, (1920, 1080)), "150%-1024x600": (150, (1024, 600))}


@contextmanager
def large_text_window(
    qtbot: Any, text_size: int, size: tuple[int, int], setup: dict[str, Any] | None = None
) -> Iterator[tuple[Lobby, QQuickWindow]]:
    """The program's window at `size` with the Text size setting at `text_size` percent."""
    with program_window(qtbot, setup, size, settings={"text_size": text_size}) as opened:
        yield opened
        qtbot.waitUntil(lambda: not running_qml(opened[1]), timeout=10_000)  # the last banner fades first


def shown(item: QQuickItem) -> bool:
    """Visible, and not faded out: its own and every parent's opacity above nothing."""
    if not item.isVisible():
        return False
    current: QQuickItem | None = item
    while current is not None:
        if current.opacity() <= 0.01:
            return False
        current = current.parentItem()
    return True


def scene_rect(item: QQuickItem, width: float, height: float) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, width, height))


def clipped_texts(window: QQuickWindow, names: set[str]) -> list[str]:
    """What is wrong with each visible text that is not whole (see the module docstring)."""
    found = []
    area = QRectF(0, 0, window.width(), window.height()).adjusted(-SLACK, -SLACK, SLACK, SLACK)
    for item in walk_items(window.contentItem()):
        if not isinstance(item, QQuickItem) or not item.inherits("QQuickText") or not shown(item):
            continue
        text = str(item.property("text") or "").strip()
        if not text:
            continue
        width, height = item.width(), item.height()
        content_width = float(item.property("contentWidth"))
        content_height = float(item.property("contentHeight"))
        label = f"{text[:50]!r} ({item.objectName() or item.parentItem().metaObject().className()})"
        if item.property("truncated") and text not in names:
            found.append(f"{label}: cut short")
            continue
        if content_width > width + SLACK and not item.property("truncated"):
            found.append(f"{label}: {content_width:.0f} px wide in {width:.0f}")
            continue
        if content_height > height + SLACK:
            found.append(f"{label}: {content_height:.0f} px high in {height:.0f}")
            continue
        # the words' own box, where the alignment puts them in the item's
        box = scene_rect(item, min(width, content_width), min(height, content_height))
        bounds = area
        parent = item.parentItem()
        while parent is not None:
            if parent.inherits("QQuickFlickable"):  # a page or list that scrolls: rows out of view are no fault
                view = scene_rect(parent, parent.width(), parent.height())
                left, right = max(bounds.left(), view.left() - SLACK), min(bounds.right(), view.right() + SLACK)
                bounds = QRectF(left, -1e9, right - left, 2e9)
                break
            if parent.clip():
                bounds = bounds.intersected(
                    scene_rect(parent, parent.width(), parent.height()).adjusted(-SLACK, -SLACK, SLACK, SLACK)
                )
            parent = parent.parentItem()
        if not bounds.contains(box):
            found.append(
                f"{label}: cut at {box.left():.0f},{box.top():.0f} to {box.right():.0f},{box.bottom():.0f}"
                f" (room {bounds.left():.0f} to {bounds.right():.0f})"
            )
    return found


def assert_whole(window: QQuickWindow, where: str, names: set[str] = frozenset()) -> None:  # type: ignore[assignment]
    clipped = clipped_texts(window, set(names))
    assert not clipped, f"{where}, {window.width()}x{window.height()}:\n  " + "\n  ".join(clipped)


def seat_names(lobby: Lobby) -> set[str]:
    return {str(seat["name"]) for seat in lobby.property("setup").get("seats", [])}


@pytest.mark.parametrize(("text_size", "size"), CASES.values(), ids=CASES.keys())
def test_the_lobby_and_its_settings_are_whole(qtbot: Any, text_size: int, size: tuple[int, int]) -> None:
    with large_text_window(qtbot, text_size, size) as (lobby, window):
        qtbot.wait(300)
        assert_whole(window, "the lobby", seat_names(lobby))
        click_item(window, find(window, "settingsButton"))
        qtbot.waitUntil(lambda: bool(find(window, "settingsPopup").property("opened")))
        assert_whole(window, "the settings", seat_names(lobby))


def test_the_check_finds_words_cut_short(qtbot: Any) -> None:
    """The same walk finds a text cut short: the lobby's line for an error, given more words than it has room for."""
    with large_text_window(qtbot, 200, (1920, 1080)) as (lobby, window):
        qtbot.wait(300)
        assert not clipped_texts(window, seat_names(lobby))
        find(window, "lobbyError").setProperty("text", "a table needs two players at least; " * 4)
        qtbot.wait(100)
        assert any("cut short" in found for found in clipped_texts(window, seat_names(lobby)))


BAR_DICE = {
    "game": "bar-dice",
    "seats": [
        {"name": "You", "human": True},
        {"name": "Danielle", "human": False, "strength": "good"},
        {"name": "Max", "human": False, "strength": "good"},
    ],
}


@pytest.mark.parametrize(("text_size", "size"), CASES.values(), ids=CASES.keys())
def test_a_tables_hud_and_its_end_are_whole(qtbot: Any, text_size: int, size: tuple[int, int]) -> None:
    with large_text_window(qtbot, text_size, size, BAR_DICE) as (lobby, window):
        session = lobby.session
        assert session is not None
        session.speed = 4.0
        names = seat_names(lobby)
        checked_choice = False
        for _ in range(200):
            wait_for_the_person(qtbot, session, timeout=90_000)
            qtbot.wait(100)
            if session.over:
                break
            if session.canChooseDice and not checked_choice:
                assert_whole(window, "the table with the dice to choose from", names)
                checked_choice = True
            if session.canStop:
                click_item(window, find(window, "stopButton"))
            else:
                click_item(window, find(window, "rollButton"))
        assert checked_choice and session.over
        qtbot.waitUntil(lambda: bool(find(window, "endOverlay").property("visible")))
        qtbot.wait(300)
        assert_whole(window, "the end screen", names)


@pytest.mark.parametrize(("text_size", "size"), [*CASES.values(), (100, (1920, 1080))], ids=[*CASES, "100%-1920x1080"])
def test_the_tables_menu_speaks_in_the_text_size_and_is_whole(
    qtbot: Any, text_size: int, size: tuple[int, int]
) -> None:
    """The Escape menu's words, its switches' too, are in the page's size (which grows with the Text size setting),
    and none is cut short."""
    with large_text_window(qtbot, text_size, size, BAR_DICE) as (lobby, window):
        click_item(window, find(window, "menuButton"))
        qtbot.waitUntil(lambda: bool(find(window, "menu").property("opened")))
        qtbot.wait(300)
        unit = float(find(window, "tablePage").property("u"))
        for name in ("skipSwitch", "muteSwitch", "leaveButton"):
            control = find(window, name)
            assert control.property("font").pixelSize() == round(2 * unit), name
        assert_whole(window, "the table's menu", seat_names(lobby))
        assert not scaled_control_faults(window, unit), scaled_control_faults(window, unit)
        # every control can be come to by Tab, and is scrolled into the window when it is
        leave = find(window, "leaveButton")
        for _ in range(40):
            if window.activeFocusItem() is leave:
                break
            QTest.keyClick(window, Qt.Key.Key_Tab)
            qtbot.wait(20)
        assert window.activeFocusItem() is leave
        qtbot.wait(100)
        box = scene_box(leave)
        assert box.top() >= 0 and box.bottom() <= window.height(), (box, window.height())


POKER = {
    "game": "peekpoker",
    "seats": [{"name": "You", "human": True}]
    + [{"name": name, "human": False, "strength": "good"} for name in ("Max", "Ana")],
}


def to_your_choice(qtbot: Any, lobby: Lobby, window: QQuickWindow) -> Any:
    """Play PeekPoker on, throwing when asked, until the person has another choice; the session."""
    session = lobby.session
    assert session is not None
    session.speed = 4.0
    for _ in range(40):
        wait_for_the_person(qtbot, session, timeout=90_000)
        qtbot.wait(100)
        if session.controls["kind"] != "roll":
            break
        click_item(window, find(window, "pokerRollButton"))
    assert session.controls["kind"] != "roll"
    return session


@pytest.mark.parametrize(("text_size", "size"), CASES.values(), ids=CASES.keys())
def test_the_betting_bar_is_whole(qtbot: Any, text_size: int, size: tuple[int, int]) -> None:
    with large_text_window(qtbot, text_size, size, POKER) as (lobby, window):
        to_your_choice(qtbot, lobby, window)
        assert find(window, "pokerBar").property("visible")
        assert_whole(window, "the betting bar", seat_names(lobby))


@pytest.mark.parametrize("language", ["de", "es"])
def test_the_betting_bar_is_whole_in_each_language(qtbot: Any, language: str) -> None:
    """At 1024x600 what is at stake ("Nichts zum Mitgehen · Pott 5 · dein Stapel 11") shares its row with the keep-up
    switch and the buttons: in longer words than English it goes on to a second line rather than losing the stack
    (Text.truncated: elided or past its last line)."""
    install_translators(language)
    try:
        with large_text_window(qtbot, 100, (1024, 600), POKER) as (lobby, window):
            to_your_choice(qtbot, lobby, window)
            assert find(window, "keepLiftedSwitch").property("visible")
            info = find(window, "bettingInfo")
            assert not info.property("truncated"), f"{language}: {info.property('text')!r} is cut short"
            assert info.property("lineCount") <= 2
    finally:
        install_translators("en")


TABLE_CASES = {**CASES, "150%-1366x768": (150, (1366, 768))}
TABLE_SHARE = 0.3  # the least part of the window's height the HUD's bars leave the table


def scene_box(item: QQuickItem) -> QRectF:
    return scene_rect(item, item.width(), item.height())


def at_your_bet(qtbot: Any, lobby: Lobby, window: QQuickWindow) -> None:
    """Play on (throwing when asked) until the person is to check, call, fold or bet."""
    assert to_your_choice(qtbot, lobby, window).controls["kind"] == "bet"
    qtbot.waitUntil(lambda: bool(find(window, "table3d").property("cameraStill")), timeout=10_000)
    qtbot.wait(300)


@pytest.mark.parametrize(("text_size", "size"), TABLE_CASES.values(), ids=TABLE_CASES.keys())
def test_peekpokers_table_keeps_its_room_and_nothing_on_it_overlaps(
    qtbot: Any, text_size: int, size: tuple[int, int]
) -> None:
    """Between the top bar and the hand tray (over the betting bar) a real part of the window is left to the table,
    the person's cup (their dice under it) lies in it, and the seats' plates lie in it, clear of the bars, of each
    other and of the cup; the pot's tag is clear of the cup's ring, its hint and the plates."""
    with large_text_window(qtbot, text_size, size, POKER) as (lobby, window):
        at_your_bet(qtbot, lobby, window)
        top, tray = scene_box(find(window, "topBar")), scene_box(find(window, "handTray"))
        assert tray.bottom() <= scene_box(find(window, "actionBar")).top() + SLACK
        free = QRectF(0, top.bottom(), window.width(), tray.top() - top.bottom())
        assert free.height() >= TABLE_SHARE * window.height(), f"{free.height():.0f} px of {window.height()}"
        cup = scene_box(find(window, "peekArea"))
        assert free.contains(cup.center())
        plates = [scene_box(plate) for plate in items_named(window, "seatPlate") if plate.isVisible()]
        assert len(plates) == 3
        for k, plate in enumerate(plates):
            assert free.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(plate), (plate, free)
            assert not plate.intersects(cup.adjusted(cup.width() / 4, cup.height() / 4, -cup.width() / 4, 0))
            assert not any(plate.intersects(other) for other in plates[k + 1 :])
        hint = scene_box(find(window, "peekHint"))
        assert not any(hint.intersects(plate) for plate in plates)
        pots = [scene_box(tag) for tag in items_named(window, "potTag") if tag.isVisible()]
        assert pots, "no pot shown"
        for pot in pots:
            assert not pot.intersects(cup), ("the pot's tag over the cup's ring", pot, cup)
            assert not pot.intersects(hint), ("the pot's tag over the peek hint", pot, hint)
            assert not any(pot.intersects(plate) for plate in plates), (pot, plates)


def items_named(window: QQuickWindow, prefix: str) -> list[QQuickItem]:
    return [
        item
        for item in walk_items(window.contentItem())
        if isinstance(item, QQuickItem) and item.objectName().startswith(prefix)
    ]


@pytest.mark.parametrize(("text_size", "size"), CASES.values(), ids=CASES.keys())
def test_the_menus_key_cap_leaves_its_icon_readable(qtbot: Any, text_size: int, size: tuple[int, int]) -> None:
    with large_text_window(qtbot, text_size, size, BAR_DICE) as (_, window):
        qtbot.wait(300)
        button = find(window, "menuButton")
        (cap,) = [item for item in items_named(window, "keyCap") if item.parentItem() is button]
        icon = button.property("contentItem")
        glyph = scene_rect(icon, icon.width(), icon.height())
        middle = glyph.center()
        drawn = float(button.property("font").pixelSize()) * 0.6  # the three bars' height, of the font's size
        bars = QRectF(middle.x() - drawn / 2, middle.y() - drawn / 2, drawn, drawn)
        assert not scene_box(cap).intersects(bars), (scene_box(cap), bars)
        assert QRectF(0, 0, window.width(), window.height()).contains(scene_box(cap))


@pytest.mark.parametrize("language", ["de", "es"])
def test_the_players_drop_down_shows_its_choices_whole_in_each_language(qtbot: Any, language: str) -> None:
    """At 1024x600 the row leaves a computer's drop-down too narrow for "Computer · leicht" (it says "CPU · leicht"):
    its list of choices, opened, is as wide as the longest of them in the language shown."""
    install_translators(language)
    try:
        with program_window(qtbot, size=(1024, 600)) as (_, window):
            qtbot.wait(300)
            combo = find(window, "seatKind1")
            combo.forceActiveFocus()
            QTest.keyClick(window, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: bool(combo.property("down")), timeout=3000)  # (its list open)
            qtbot.wait(300)
            texts = [str(combo.textAt(k)) for k in range(int(combo.property("count")))]  # type: ignore[attr-defined]
            listed = [item for item in walk_items(window.contentItem()) if shown_text(item)]
            listed = [item for item in listed if str(item.property("text")) in texts]
            assert {str(item.property("text")) for item in listed} == set(texts)
            for item in listed:
                assert not item.property("truncated"), item.property("text")
                assert float(item.property("contentWidth")) <= item.width() + SLACK, item.property("text")
            QTest.keyClick(window, Qt.Key.Key_Escape)
    finally:
        install_translators("en")


def shown_text(item: Any) -> bool:
    return isinstance(item, QQuickItem) and item.inherits("QQuickText") and shown(item)


@pytest.mark.parametrize(("text_size", "size"), CASES.values(), ids=CASES.keys())
def test_a_guided_games_captions_are_whole(qtbot: Any, text_size: int, size: tuple[int, int]) -> None:
    with large_text_window(qtbot, text_size, size) as (lobby, window):
        # (the lobby's card may lie scrolled out of view: the page asks for the guided game as its card does)
        QMetaObject.invokeMethod(find(window, "lobbyPage"), "learnRequested", Q_ARG(str, "bar-dice"))
        qtbot.waitUntil(lambda: lobby.session is not None and lobby.session.isTutorial, timeout=10_000)
        session = lobby.session
        session.skipAnimations = True  # the throws land at once: the steps' words are what is looked at
        guide = session.tutorial
        for step in range(1, 4):  # Roll; the dice to set aside, then Roll; Stop
            qtbot.waitUntil(lambda number=step: guide.stepNumber == number and guide.waiting, timeout=10_000)
            caption = find(window, "tutorialCaption")
            qtbot.waitUntil(lambda shown=caption: shown.property("text") == guide.caption, timeout=3000)
            qtbot.wait(300)
            assert_whole(window, f"step {step} of the guided game", seat_names(lobby))
            if guide.mark["kind"] == "dice":  # (tapped on the table)
                for index in guide.mark["dice"]:
                    session.toggleDie(index)
            if step < 3:
                click_item(window, find(window, "rollButton"))
        QMetaObject.invokeMethod(find(window, "tablePage"), "leaveRequested")  # back to the lobby: all at rest
        qtbot.waitUntil(lambda: lobby.session is None, timeout=10_000)


def scaled_control_faults(window: QQuickWindow, unit: float) -> list[str]:
    """What is wrong with each visible switch, slider and drop-down: Material draws their indicators in fixed pixels,
    so they must be scaled to keep up with the words of a page of this unit (ScaledSwitch.qml and its kin). A
    switch's indicator at least 2 units high and clear of its words, a slider's handle at least 0.9 units, a
    drop-down's arrow at least 1.6 units: a little under what Material's own sizes are at 1920x1080 and 100%
    (32, 13 and 24 px in a unit of 12.7 px), and so about half what they were at 4K or at 200%, unscaled; a scroll
    bar as broad as Material's at that size (16 px, or 4 where it is not to be dragged)."""
    least = {
        "QQuickSwitch": ("indicator", 2.0),
        "QQuickSlider": ("handle", 0.9),
        "QQuickComboBox": ("indicator", 1.6),
        "QQuickScrollBar": ("background", 0.0),  # (its breadth, below)
    }
    found = []
    for item in walk_items(window.contentItem()):
        kind = next((kind for kind in least if isinstance(item, QQuickItem) and item.inherits(kind)), None)
        if kind is None or not shown(item):
            continue
        part_name, units = least[kind]
        part = item.property(part_name)
        box = scene_rect(part, part.width(), part.height())
        label = f"{kind[6:]} {item.objectName() or item.property('text')!r}"
        if box.height() < units * unit - SLACK:
            found.append(
                f"{label}: its {part_name} {box.height():.0f} px high, under {units} units ({units * unit:.0f})"
            )
        words = item.property("contentItem")
        if kind == "QQuickScrollBar":
            breadth = box.width() if item.property("orientation") == Qt.Orientation.Vertical else box.height()
            wanted = (1.0 if item.property("interactive") else 0.25) * unit  # Material's 16 or 4 px at 1.26 or 0.31 u
            if breadth < wanted - SLACK:
                found.append(f"{label}: {breadth:.0f} px across, under {wanted:.0f}")
            continue
        if kind == "QQuickSwitch" and item.property("text"):
            start = scene_rect(words, 0, 0).left() + float(words.property("leftPadding"))
            if box.right() > start + SLACK:
                found.append(f"{label}: its indicator reaches {box.right():.0f}, into its words at {start:.0f}")
    return found


@pytest.mark.parametrize(
    ("text_size", "size"),
    [(200, (1920, 1080)), (100, (3840, 2160)), (150, (1024, 600)), (100, (1920, 1080))],
    ids=["200%-1920x1080", "100%-3840x2160", "150%-1024x600", "100%-1920x1080"],
)
def test_switches_sliders_and_drop_downs_grow_with_the_words(qtbot: Any, text_size: int, size: tuple[int, int]) -> None:
    """In the lobby's settings, Material's controls are as large beside the words as at 1920x1080 and 100%: at 4K or
    at 200% a switch was a speck beside its label. They grow by the page's unit over CONTROL_UNIT, and are never
    smaller than Material's own (a finger needs them). The table's menu is checked with its words, above."""
    with large_text_window(qtbot, text_size, size) as (_lobby, window):
        qtbot.wait(300)
        unit = float(find(window, "lobbyPage").property("u"))
        click_item(window, find(window, "settingsButton"))
        qtbot.waitUntil(lambda: bool(find(window, "settingsPopup").property("opened")))
        qtbot.wait(300)
        kinds = {
            kind
            for item in walk_items(window.contentItem())
            for kind in ("QQuickSwitch", "QQuickSlider", "QQuickComboBox")
            if isinstance(item, QQuickItem) and item.inherits(kind) and shown(item)
        }
        assert kinds == {"QQuickSwitch", "QQuickSlider", "QQuickComboBox"}  # the check saw each kind
        assert not scaled_control_faults(window, unit), scaled_control_faults(window, unit)
        switch = find(window, "setting-high_contrast")
        grow = max(1.0, unit / CONTROL_UNIT)
        indicator = switch.property("indicator")
        assert scene_rect(indicator, indicator.width(), indicator.height()).height() == pytest.approx(
            indicator.height() * grow
        )
