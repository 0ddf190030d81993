"""The `dicebar` command line. The headless commands (score, play, odds, simulate) never import Qt.

Wrong input is one line on stderr with exit status 2, and nothing on stdout; a bug of ours is one line with
status 1. The commands' input and output are described in tests/scenarios/README.md.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from dicebar import __version__
from dicebar.rules.errors import RulesError
from dicebar.rules.registry import game_ids
from dicebar.session.languages import LanguageError, checked

if TYPE_CHECKING:
    from dicebar.rules.game import Game

USAGE = """\
usage: dicebar COMMAND ...

Dice Bar: the classic bar and pub dice games.

commands:
  score GAME FACE... [--option NAME=VALUE]...   score one set of dice as GAME would
  play SCENARIO|-                               play a scripted game, print the state at the end
  odds GAME --mark SCORE --rolls K              the coach's odds for a bar dice turn
  odds GAME --mark SCORE --dice F F F F F --rolls-left K
  simulate GAME --players N --games K --seed S --bots best,easy,... [--histories DIR]
                                                bots play K games; the tally as JSON (DIR: each game's history)
  verify HISTORY                                check a game's history: its seal, every roll, action and result
  --version                                     print the version
  --self-test                                   open the window, play every game between computers, check it
  --lang en|es|de                               the window's language for this run (before the window's options)

games: {games}
(plain `dicebar` opens the game window; --size WxH, --fullscreen, --start GAME)
(`dicebar --kiosk` opens it as a touch kiosk; `dicebar --set-pin` sets the kiosk operator's PIN)"""


class UsageError(Exception):
    """Wrong command-line words; the message is the one line to print."""


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    language = None
    if args[:1] == ["--lang"] or (args[:1] and args[0].startswith("--lang=")):
        try:
            language, args = _language(args)
        except (UsageError, LanguageError) as error:
            print(f"dicebar --lang: {error}", file=sys.stderr)
            return 2
    if args[:1] == ["--set-pin"]:
        return _set_pin(args[1:])
    if args[:1] == ["--self-test"]:
        from dicebar.app.self_test import main as self_test  # Qt: never loaded by the headless commands

        return self_test(args[1:], language)
    if not args or (args[0].startswith("--") and args[0] not in ("--help", "--version")):
        from dicebar.app.gui import run  # Qt: never loaded by the headless commands

        return run(args, language)
    if language is not None:
        print("dicebar --lang: the language is the window's; the commands' output is English", file=sys.stderr)
        return 2
    if args[0] in ("-h", "--help", "help"):
        return _write(USAGE.format(games=", ".join(game_ids())))
    if args[0] == "--version":
        return _write(f"dicebar {__version__}")
    if args[0] == "verify":
        return _verify(args[1:])
    commands: dict[str, Callable[[list[str]], dict[str, object]]] = {
        "score": _score,
        "play": lambda rest: _play(rest, stdin or sys.stdin),
        "odds": _odds,
        "simulate": _simulate,
    }
    command = commands.get(args[0])
    try:
        if command is None:
            raise UsageError(f"unknown command {args[0]!r} (commands: {', '.join(commands)}); see dicebar --help")
        output = command(args[1:])
    except (UsageError, RulesError) as error:
        print(f"dicebar {args[0]}: {error}", file=sys.stderr)
        return 2
    except Exception as error:  # a bug of ours: still one line, never a traceback, and a distinct status
        print(f"dicebar {args[0]}: internal error ({type(error).__name__}: {error}); please report it", file=sys.stderr)
        return 1
    return _write(json.dumps(output, ensure_ascii=False))


def _language(args: list[str]) -> tuple[str, list[str]]:
    """The language `--lang CODE` (or `--lang=CODE`) opening `args` names, checked, and the words after it."""
    option, _, code = args[0].partition("=")
    rest = args[1:]
    if option == "--lang" and not code:
        if not rest or rest[0].startswith("--"):
            raise UsageError("which language? e.g. --lang es")
        code, rest = rest[0], rest[1:]
    return checked(code), rest


def _write(text: str) -> int:
    """Print `text` and a newline; 0, or 1 when the reader has gone (`dicebar score ... | head -c 10`): a reader that
    closes the pipe early wants no more output, so Dice Bar stops without a word rather than with a traceback."""
    try:
        print(text, flush=True)
    except BrokenPipeError:
        # Python would flush stdout again at exit and report the same broken pipe: hand it a sink instead.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


def _set_pin(args: list[str]) -> int:
    """Set the kiosk operator's PIN in the settings (asked twice, never echoed)."""
    # Qt (these app modules use it too): never loaded by the headless commands
    from PySide6.QtCore import QCoreApplication

    from dicebar.app.paths import data_dir
    from dicebar.app.pin import PinRecord, set_pin_command
    from dicebar.app.settings import SETTINGS_FILE, AppSettings

    if args:
        print("dicebar --set-pin: takes no words; it asks for the PIN", file=sys.stderr)
        return 2
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    app.setOrganizationName("Dice Bar")
    app.setApplicationName("Dice Bar")
    settings = AppSettings(data_dir() / SETTINGS_FILE)

    def save(record: PinRecord) -> None:
        settings.set("operator_pin_salt", record.salt)
        settings.set("operator_pin_hash", record.digest)
        settings.save()

    return set_pin_command(save)


def _score(args: list[str]) -> dict[str, object]:
    # each command imports what it alone needs: --help and the window start without it
    from dicebar.rules.dice import PIP_FACES, parse_poker_face, poker_face_name
    from dicebar.rules.registry import check_options, game_class

    words, options = _split_options(args)
    if not words:
        raise UsageError("usage: dicebar score GAME FACE... [--option NAME=VALUE]")
    cls = game_class(words[0])
    specs = {spec.name: spec for spec in cls.game_type.options}
    given = {name: specs[name].parse_text(text) if name in specs else text for name, text in options}
    resolved = check_options(cls.game_type.id, given)
    faces_text = words[1:]
    if cls.game_type.poker_faces:
        indices = tuple(parse_poker_face(text) for text in faces_text)
        shown: list[object] = [poker_face_name(index) for index in indices]
    else:
        indices = tuple(_pip_face(text, PIP_FACES) for text in faces_text)
        shown = list(indices)
    return {"game": cls.game_type.id, "faces": shown, **cls.score_faces(indices, resolved)}


def _pip_face(text: str, faces: tuple[int, ...]) -> int:
    if text.strip().isdigit() and int(text) in faces:
        return int(text)
    raise UsageError(f"{text!r} is not a face of a pip die (1 to 6)")


def _split_options(args: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
    words: list[str] = []
    options: list[tuple[str, str]] = []
    position = 0
    while position < len(args):
        word = args[position]
        if word == "--option" or word.startswith("--option="):
            if word == "--option":
                position += 1
                if position == len(args):
                    raise UsageError("--option needs NAME=VALUE")
                word = args[position]
            else:
                word = word.removeprefix("--option=")
            name, equals, value = word.partition("=")
            if not equals or not name:
                raise UsageError(f"--option takes NAME=VALUE, not {word!r}")
            options.append((name.strip(), value))
        elif word.startswith("--"):
            raise UsageError(f"unknown flag {word!r}")
        else:
            words.append(word)
        position += 1
    return words, options


def _play(args: list[str], stdin: TextIO) -> dict[str, object]:
    from dicebar.rules.scenario import ScenarioError, run_scenario  # this command's own code (as in _score)

    if len(args) != 1:
        raise UsageError("usage: dicebar play SCENARIO (a path, or - for standard input)")
    try:
        if args[0] == "-":
            text = stdin.read()
        else:
            with open(args[0], encoding="utf-8") as scenario_file:
                text = scenario_file.read()
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read {args[0]!r}: {getattr(error, 'strerror', None) or error}") from None
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ScenarioError(f"not JSON: {error}") from None
    except RecursionError:
        raise ScenarioError("not JSON: nested too deeply") from None
    return run_scenario(data)


def _odds(args: list[str]) -> dict[str, object]:
    from dicebar.bots.odds import odds_report  # this command's own code (as in _score)

    usage = "usage: dicebar odds GAME --mark SCORE (--rolls K | --dice F F F F F --rolls-left K)"
    if not args or args[0].startswith("--"):
        raise UsageError(usage)
    game_id = args[0]
    values: dict[str, list[str]] = {}
    flag: str | None = None
    for word in args[1:]:
        if word in ("--mark", "--rolls", "--dice", "--rolls-left"):
            if word in values:
                raise UsageError(f"{word} is given twice")
            flag = word
            values[flag] = []
        elif flag is None:
            raise UsageError(f"unexpected {word!r}; {usage}")
        else:
            values[flag].append(word)
    for name, words in values.items():
        wanted = 5 if name == "--dice" else 1
        if len(words) != wanted:
            raise UsageError(f"{name} takes {wanted} {'values' if wanted > 1 else 'value'}")
    if ("--rolls" in values) == ("--dice" in values):
        raise UsageError(usage)
    if ("--dice" in values) != ("--rolls-left" in values):
        raise UsageError("--dice and --rolls-left go together")
    mark = _whole(values.get("--mark", ["0"])[0], "--mark")
    if "--dice" in values:
        dice = tuple(_whole(face, "--dice") for face in values["--dice"])
        return odds_report(
            game_id, mark, rolls=None, dice=dice, rolls_left=_whole(values["--rolls-left"][0], "--rolls-left")
        )
    return odds_report(game_id, mark, rolls=_whole(values["--rolls"][0], "--rolls"))


def _whole(text: str, flag: str) -> int:
    if not text.strip().lstrip("-").isdigit():
        raise UsageError(f"{flag} takes whole numbers, not {text!r}")
    return int(text)


def _simulate(args: list[str]) -> dict[str, object]:
    from dicebar.bots.simulate import simulate_command  # this command's own code (as in _score)

    if "--histories" not in args:
        return simulate_command(args)
    at = args.index("--histories")
    if at + 1 == len(args) or args[at + 1].startswith("--"):
        raise UsageError("--histories needs a folder")
    folder = Path(args[at + 1])
    rest = args[:at] + args[at + 2 :]
    from dicebar.app.history_file import save_history  # this command's own code (as in _score)
    from dicebar.rules.history import game_history

    def write(number: int, game: Game) -> None:
        try:
            save_history(game_history(game, [False] * len(game.names)), folder, prefix=f"game-{number:06d}")
        except OSError as error:
            raise UsageError(f"cannot write a history into {str(folder)!r}: {error.strerror or error}") from None

    return simulate_command(rest, on_game=write)


def _verify(args: list[str]) -> int:
    """`dicebar verify HISTORY`: 0 and one line when it holds; 1 naming the first inconsistency; 2 for a file that
    is not a history (or is hostile), each as one line."""
    from dicebar.rules.history_shape import MAX_HISTORY_BYTES  # this command's own code (as in _score)
    from dicebar.rules.verify import HistoryMismatch, verify_history

    if len(args) != 1:
        print("usage: dicebar verify HISTORY", file=sys.stderr)
        return 2
    try:
        with open(args[0], "rb") as file:  # one byte past the limit tells a file too large: /dev/zero never ends
            data = file.read(MAX_HISTORY_BYTES + 1)
    except OSError as error:
        print(f"dicebar verify: cannot read {args[0]!r}: {error.strerror or error}", file=sys.stderr)
        return 2
    try:
        verified = verify_history(data)
    except HistoryMismatch as error:
        print(f"not verified: {error}", flush=True)
        return 1
    except RulesError as error:
        print(f"dicebar verify: {error}", file=sys.stderr)
        return 2
    except Exception as error:  # a bug of ours: one line all the same
        print(f"dicebar verify: internal error ({type(error).__name__}: {error}); please report it", file=sys.stderr)
        return 1
    return _write(str(verified))
