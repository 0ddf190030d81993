"""The table as a screen reader meets it, over AT-SPI: the real window in a D-Bus session of its own, read over
D-Bus as Orca reads it (the accessible tree, its names and roles, and the announcements Qt sends), played by keys.

The window runs in a child process under `dbus-run-session` with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1, so nothing of
this reaches the rest of the suite. This test is the assistive technology: it asks the session bus for the
accessibility bus (org.a11y.Bus), registers for announcements (Qt sends them only once a client has), presses
the lobby's Start button through its AT-SPI action, and plays Bar Dice with Space and Return, the keys sent
through the AT-SPI registry as a screen reader's keyboard commands are.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections import deque
from collections.abc import Iterator
from typing import Any

import pytest
from jeepney import DBusAddress, MatchRule, MessageType, Properties, message_bus, new_method_call
from jeepney.io.blocking import DBusConnection, open_dbus_connection
from PySide6.QtCore import QSettings

from dicebar.app.settings import SETUP_KEY

pytestmark = pytest.mark.slow

REGISTRY = "org.a11y.atspi.Registry"
ACCESSIBLE = "org.a11y.atspi.Accessible"
ROOT = "/org/a11y/atspi/accessible/root"
#: the registry's keyboard and pointer: the keys and moves it makes reach the window as a person's would (XTest)
DEVICES = (REGISTRY, "/org/a11y/atspi/registry/deviceeventcontroller", "org.a11y.atspi.DeviceEventController")
STATE_SHOWING = 25  # AtspiStateType
KEY_SYM = 3  # AtspiKeySynthType: press and release the key of a keysym
SPACE, RETURN = 0x20, 0xFF0D
ANNOUNCEMENTS = MatchRule(type="signal", interface="org.a11y.atspi.Event.Object", member="Announcement")
PIP_WORDS = ("one", "two", "three", "four", "five", "six")
#: the roles of things a person works (AT-SPI role names): each must say what it is for
CONTROLS = {
    *("push button", "toggle button", "check box", "radio button", "combo box", "spin button", "slider"),
    *("text", "list item"),
}
#: the child of dbus-run-session: says its session bus, waits for the test to be listening, runs the game's window
#: until the test has done (its input ends), then ends, and dbus-run-session ends the buses with it
CHILD = """if True:
    import os, subprocess, sys
    print(os.environ["DBUS_SESSION_BUS_ADDRESS"], flush=True)
    sys.stdin.readline()
    window = subprocess.Popen([sys.executable, "-m", "dicebar", "--size", "1024x700"])
    sys.stdin.readline()
    window.terminate()
    window.wait()
"""
SECONDS = 90  # the most a test waits, for a loaded machine (it takes some 10 s): the window, the play, the walks


class Gone(Exception):
    """The object asked about is no longer there."""


class Reader:
    """A screen reader's view of one application over the accessibility bus."""

    def __init__(self, bus: DBusConnection) -> None:
        self.bus = bus
        self.heard: list[str] = []
        self._queue: deque[Any] = deque()
        self._filter = bus.filter(ANNOUNCEMENTS, queue=self._queue)
        self.call((REGISTRY, "/org/a11y/atspi/registry", REGISTRY), "RegisterEvent", "s", ("object:announcement",))
        bus.send_and_get_reply(message_bus.AddMatch(ANNOUNCEMENTS), timeout=10)
        self.app: tuple[str, str] = ("", "")

    def call(
        self, target: tuple[str, str, str], method: str, signature: str | None = None, body: tuple[Any, ...] = ()
    ) -> tuple[Any, ...]:
        """`method` of (bus name, object path, interface) `target`: its reply's values."""
        name, path, interface = target
        address = DBusAddress(path, bus_name=name, interface=interface)
        reply = self.bus.send_and_get_reply(new_method_call(address, method, signature, body), timeout=10)
        if reply.header.message_type == MessageType.error:
            raise Gone(f"{method} on {path}: {reply.body}")
        return tuple(reply.body)

    def name(self, path: str) -> str:
        address = DBusAddress(path, bus_name=self.app[0], interface=ACCESSIBLE)
        reply = self.bus.send_and_get_reply(Properties(address).get("Name"), timeout=10)
        if reply.header.message_type == MessageType.error:
            raise Gone(f"the name of {path}: {reply.body}")
        return str(reply.body[0][1])

    def wait_for_app(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            apps = self.call((REGISTRY, ROOT, ACCESSIBLE), "GetChildren")[0]
            if apps:
                self.app = (str(apps[0][0]), str(apps[0][1]))
                return
            time.sleep(0.2)
        raise AssertionError("the window never joined the accessibility bus")

    def walk(self, path: str = "", parent: str = "") -> Iterator[dict[str, Any]]:
        """Every node under `path` (the application), depth first: its path, role, name, children, whether it
        shows on screen, and its parent's role."""
        path = path or self.app[1]
        bus_name = self.app[0]
        try:
            children = self.call((bus_name, path, ACCESSIBLE), "GetChildren")[0]
            states = self.call((bus_name, path, ACCESSIBLE), "GetState")[0]
            role = self.call((bus_name, path, ACCESSIBLE), "GetRoleName")[0]
            name = self.name(path)
        except Gone:
            return  # (gone while the tree was walked: a delegate the view made anew)
        showing = bool(states[0] & (1 << STATE_SHOWING))
        yield {
            "path": path,
            "role": role,
            "name": name,
            "showing": showing,
            "children": [str(child[1]) for child in children],
            "parent": parent,
        }
        if showing or role == "application":  # (nothing under what does not show can show)
            for child in children:
                yield from self.walk(str(child[1]), role)

    def shown(self, role: str, pattern: str) -> dict[str, Any] | None:
        """The first node on screen of `role` whose name matches `pattern` (a regular expression), or None."""
        return next(
            (
                node
                for node in self.walk()
                if node["showing"] and node["role"] == role and re.fullmatch(pattern, node["name"])
            ),
            None,
        )

    def unnamed_controls(self) -> list[str]:
        """The controls on screen without a name, each as its role within its parent's (the text inside a combo
        box or a spin box is a part of it, named by it)."""
        return [
            f"{node['role']} in a {node['parent']}"
            for node in self.walk()
            if node["showing"]
            and node["role"] in CONTROLS
            and not node["name"]
            and node["parent"] not in ("combo box", "spin button")
        ]

    def wait_for(self, role: str, pattern: str, deadline: float) -> dict[str, Any]:
        """The node `shown` finds, once it shows."""
        while time.monotonic() < deadline:
            node = self.shown(role, pattern)
            if node is not None:
                return node
            time.sleep(0.2)
        raise AssertionError(f"no {role} {pattern!r} showed")

    def press(self, path: str) -> None:
        """The node's first action (a button's Press), as a screen reader's 'activate' does."""
        assert self.call((self.app[0], path, "org.a11y.atspi.Action"), "DoAction", "i", (0,)) == (True,)

    def extents(self, path: str) -> tuple[int, int, int, int]:
        """Where the node lies on screen: x, y, width, height."""
        x, y, width, height = self.call((self.app[0], path, "org.a11y.atspi.Component"), "GetExtents", "u", (0,))[0]
        return int(x), int(y), int(width), int(height)

    def point_at(self, path: str) -> None:
        """The pointer to the middle of the node on screen: X gives the keyboard to the window under it (there is
        no window manager to give it the focus)."""
        x, y, width, height = self.extents(path)
        self.call(DEVICES, "GenerateMouseEvent", "iis", (x + width // 2, y + height // 2, "abs"))

    def key(self, keysym: int) -> None:
        """A key pressed and released, synthesized by the AT-SPI registry (X's XTest under it)."""
        self.call(DEVICES, "GenerateKeyboardEvent", "isu", (keysym, "", KEY_SYM))

    def listen(self, seconds: float) -> list[str]:
        """The announcements heard in the next `seconds` (or until one comes): their messages, in order."""
        deadline = time.monotonic() + seconds
        new: list[str] = []
        while not new and time.monotonic() < deadline:
            try:
                message = self.bus.recv_until_filtered(self._queue, timeout=max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                break
            new.append(str(message.body[3][1]))
        while self._queue:
            new.append(str(self._queue.popleft().body[3][1]))
        self.heard += new
        return new

    def until_heard(self, pattern: str, deadline: float) -> str:
        """Listen until an announcement matches `pattern` (a regular expression); that announcement."""
        while time.monotonic() < deadline:
            for line in self.listen(0.5):
                if re.fullmatch(pattern, line):
                    return line
        raise AssertionError(f"never heard {pattern!r}; heard {json.dumps(self.heard, indent=1)}")


@pytest.fixture
def reader(request: pytest.FixtureRequest) -> Iterator[Reader]:
    """The game's window in a D-Bus session of its own (and nothing else of the suite in it), and a screen reader
    listening to it. An indirect parameter sets up the lobby's table first (the lobby's last setup)."""
    if shutil.which("dbus-run-session") is None:
        pytest.skip("dbus-run-session is missing: install dbus (packaging/linux-deps.sh)")
    data = os.environ["DICEBAR_DATA_DIR"]
    # the throws land at once: the announcements are the same, the round takes seconds
    with open(os.path.join(data, "settings.json"), "w", encoding="utf-8") as settings:
        json.dump({"skip_animations": True}, settings)
    setup = getattr(request, "param", None)
    if setup is not None:
        remembered = QSettings(os.path.join(data, "Dice Bar", "Dice Bar.ini"), QSettings.Format.IniFormat)
        remembered.setValue(SETUP_KEY, json.dumps(setup))
        remembered.sync()
    env = {**os.environ, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    child = subprocess.Popen(
        ["dbus-run-session", "--", sys.executable, "-c", CHILD],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    assert child.stdin is not None and child.stdout is not None
    try:
        session = open_dbus_connection(child.stdout.readline().strip())
        bus_of_a11y = DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus", interface="org.a11y.Bus")
        address = session.send_and_get_reply(new_method_call(bus_of_a11y, "GetAddress"), timeout=10).body[0]
        listening = Reader(open_dbus_connection(address))
        child.stdin.write("go\n")  # registered for the announcements: the window may start
        child.stdin.flush()
        listening.wait_for_app(time.monotonic() + SECONDS)
        yield listening
    finally:
        child.stdin.close()  # the window closes, then the buses
        try:
            child.wait(timeout=20)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


def test_a_screen_reader_finds_the_controls_and_hears_a_round_played_by_keys(reader: Reader) -> None:
    deadline = time.monotonic() + SECONDS

    reader.wait_for("push button", "Start Bar Dice", deadline)  # the lobby's Start button, by its name
    assert reader.unnamed_controls() == []
    # the lobby's settings and leaderboard: opened, read and closed again by their buttons
    for opens, closes in (("Settings", "Done"), ("Leaderboard and tab", "‹ Lobby")):
        reader.press(reader.wait_for("push button", opens, deadline)["path"])
        done = reader.wait_for("push button", closes, deadline)
        assert reader.unnamed_controls() == [], opens
        reader.press(done["path"])
    start = reader.wait_for("push button", "Start Bar Dice", deadline)
    reader.press(start["path"])

    table = reader.wait_for("panel", "The table: Bar Dice.*", deadline)  # one accessible element over the 3D view
    for role, name in (("push button", "Menu"), ("push button", "Roll")):
        assert reader.shown(role, name) is not None, (role, name)
    assert reader.unnamed_controls() == []
    reader.point_at(table["path"])

    # The roll-off, then a turn: Space throws, Return stops; until the round's best hand is safe.
    thrown = ""
    while not any(re.fullmatch(r".+ (is|are) safe: .+", line) for line in reader.heard):
        assert time.monotonic() < deadline, json.dumps(reader.heard, indent=1)
        now = reader.name(table["path"])
        if now.endswith(("You roll for the start", "Your turn")):
            reader.key(SPACE)
            line = reader.until_heard(r"You roll( for the start:)? [1-6]( [1-6])*", deadline)
            if "for the start" not in line:
                thrown = line
                dice = [node for node in reader.walk(table["path"]) if node["role"] == "check box"]
                faces = [node["name"] for node in dice]
                spots = [reader.extents(node["path"]) for node in dice]
                reader.key(RETURN)
                reader.until_heard(r"You: .+", deadline)
                break
        reader.listen(0.3)
    reader.until_heard(r".+ (is|are) safe: .+", deadline)

    heard = reader.heard
    assert any(re.fullmatch(r"You roll for the start: [1-6]", line) for line in heard), heard
    # the throw's faces, then its reading, then the call and the mark
    values = [int(face) for face in thrown.removeprefix("You roll ").split()]
    at = heard.index(thrown)
    assert re.fullmatch(r".+ (so far|does not count), .+", heard[at + 1]), heard[at:]
    assert heard[at + 2].startswith("You: "), heard[at:]
    assert any(line.startswith("The mark is ") for line in heard), heard
    # the dice over the table, as children of it: each thrown die by its face, pickable (a check box)
    assert sorted(name.split(": ")[1] for name in faces) == sorted(PIP_WORDS[value - 1] for value in values), faces
    # each over its die on the table: inside the table's element, and apart from each other
    left, top, width, height = reader.extents(table["path"])
    for x, y, across, down in spots:
        assert left <= x + across / 2 <= left + width and top <= y + down / 2 <= top + height, (spots, table)
    assert len({(x, y) for x, y, _, _ in spots}) == len(spots), spots


#: PeekPoker for two people at one screen, and a computer
SHARED_SCREEN = {
    "game": "peekpoker",
    "seats": [
        {"name": "Ana", "human": True, "strength": "good"},
        {"name": "Bo", "human": True, "strength": "good"},
        {"name": "Max", "human": False, "strength": "good"},
    ],
    "options": {},
    "hints": False,
}
#: a private throw said with its faces: 'Bo rolls K K A'
FACES_OF_A_PRIVATE_THROW = re.compile(r"\S+ rolls? (9|10|J|Q|K|A)( (9|10|J|Q|K|A))*")


@pytest.mark.parametrize("reader", [SHARED_SCREEN], indirect=True)
def test_a_screen_reader_hears_no_die_under_a_cup_before_its_owner_shows_their_table(reader: Reader) -> None:
    deadline = time.monotonic() + SECONDS
    reader.press(reader.wait_for("push button", "Start PeekPoker Hold'em: Crazy Aces", deadline)["path"])
    table = reader.wait_for("panel", "The table: PeekPoker.*", deadline)
    reader.point_at(table["path"])

    looked: list[str] = []  # who has shown their table, in turn
    since = 0  # the announcements heard since the last person looked
    while len(looked) < 2:
        assert time.monotonic() < deadline, json.dumps(reader.heard, indent=1)
        nodes = list(reader.walk())
        shown = {node["name"]: node for node in nodes if node["showing"] and node["role"] == "push button"}
        ready = next((name for name in shown if re.fullmatch(r"I'm (Ana|Bo) — show my table", name)), None)
        if ready is not None:
            # the others are to look away: nothing of the hand under this cup is said or named yet
            reader.listen(0.2)
            assert not any(line.startswith("Your hand") for line in reader.heard[since:]), reader.heard[since:]
            assert not any("under your cup" in node["name"] for node in nodes), ready
            reader.press(shown[ready]["path"])
            reading = reader.until_heard(r"Your hand: .+", deadline)
            names = [node["name"] for node in reader.walk(table["path"])]
            assert sum("under your cup" in name for name in names) == 3, (reading, names)
            looked.append(ready)
            since = len(reader.heard)
            action = next(node for node in reader.walk() if node["showing"] and node["name"] in ("Check", "Fold"))
            reader.press(action["path"])
        elif any(name in shown for name in ("Roll for the deal", "Shake your cup", "Roll the community dice")):
            reader.key(SPACE)
            reader.listen(0.5)
        else:
            reader.listen(0.3)
    assert sorted(looked) == ["I'm Ana — show my table", "I'm Bo — show my table"], looked
    assert any(re.fullmatch(r"\S+ shakes three dice under the cup", line) for line in reader.heard), reader.heard
    assert not any(FACES_OF_A_PRIVATE_THROW.fullmatch(line) for line in reader.heard), reader.heard
