"""Tutorials: a guided first game of a game, a scenario with captions (`resources/tutorials/<game-id>.json`).

A tutorial file holds a scenario's game (`game`, `players`, `first`, `options`, `rolls`), the `steps`, and `ends`
(what the game's summary says at the end: any of winner, loser, buyer, sponsor). Seat 0 is the person learning;
the other seats are computers whose decisions are scripted in the steps. A step is

    {"say": "Aces are wild: this ace counts as a 6.\\nTap the 6s and the ace.",
     "mark": {"dice": [6, 6, 1]}, "do": {"keep": [1, 6, 6]}, "wrong": "Keep the 6s and the ace.",
     "computers": ["stop"]}

- `say`: the caption, at most two lines of at most 60 characters (translated at display time, context "Tutorial").
- `do`: the person's move, as a scenario writes moves, or "next" (the person reads and taps Next).
- `computers` (optional): the computers' decisions made while the caption shows, in order.
- `mark` (optional): what the caption is about: {"dice": [faces]}, "cup", {"seat": name}, "pot", "centre",
  {"chips": name}, {"button": one of BUTTONS}.
- `wrong` (optional): the friendly line for a wrong press at this step.

How a step plays (`StepCursor`, shared by the checker here and the table's guide in the session): the caption
shows; the game plays on by itself (a computer's lone action, the person's lone action other than a throw, and a
computer's decision taken from the step's `computers`) until the person must decide, the game is over, or a
computer must decide and the step's computer moves are used up. Then the step waits for its `do`. After the last
step the game must be over, with every roll and every computer move used.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dicebar.rules.actions import ROLL, Action, action_from_json
from dicebar.rules.dice import ScriptedDice
from dicebar.rules.errors import DiceExhausted, RulesError, ScriptError
from dicebar.rules.events import DiceThrown, HandStarted, TurnStarted
from dicebar.rules.game import Game
from dicebar.rules.registry import game_class
from dicebar.rules.scenario import ScenarioError, parse_face, scripted_game

PERSON = 0  # the seat of the person learning
NEXT = "next"
CAPTION_LINES = 2
CAPTION_LINE_LENGTH = 60
BUTTONS = ("roll", "stop", "check", "call", "fold", "bet", "raise", "reroll")
PLACES = ("cup", "pot", "centre")
ENDS = ("winner", "loser", "buyer", "sponsor")
_KEYS = {"game", "players", "first", "options", "rolls", "steps", "ends"}
_STEP_KEYS = {"say", "do", "computers", "mark", "wrong"}


class TutorialError(RulesError):
    """A tutorial file that cannot be played as written; the message names the file and the step."""


@dataclass(frozen=True)
class Mark:
    """What a caption is about. kind: "" (nothing), "dice", "cup", "seat", "chips", "pot", "centre", "button"."""

    kind: str = ""
    faces: tuple[int, ...] = ()
    seat: int = -1
    button: str = ""


@dataclass(frozen=True)
class TutorialStep:
    say: str
    do: Action | None  # None: the person taps Next
    computers: tuple[Action, ...] = ()
    mark: Mark = Mark()
    wrong: str = ""

    @property
    def wants_next(self) -> bool:
        return self.do is None


@dataclass(frozen=True)
class Tutorial:
    source: str  # the file's name, for messages
    game_id: str
    setup: Mapping[str, Any]  # the scenario's game: game, players, first, options, rolls
    steps: tuple[TutorialStep, ...]
    ends: Mapping[str, object] = field(default_factory=dict)

    @property
    def names(self) -> list[str]:
        return list(self.setup["players"])

    def new_game(self) -> Game:
        """The tutorial's game at its start, with its scripted dice."""
        return scripted_game(self.setup)


class StepCursor:
    """Where a tutorial stands: the step and the computer moves of it not yet made."""

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        self.index = 0
        self.computer_moves_used = 0

    @property
    def step(self) -> TutorialStep | None:
        steps = self.tutorial.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def computer_moves_left(self) -> int:
        step = self.step
        return len(step.computers) - self.computer_moves_used if step else 0

    def computer_move(self) -> Action | None:
        """The step's next computer decision, or None when its computers have made them all (play pauses)."""
        step = self.step
        if step is None or self.computer_moves_used >= len(step.computers):
            return None
        move = step.computers[self.computer_moves_used]
        self.computer_moves_used += 1
        return move

    def advance(self) -> None:
        self.index += 1
        self.computer_moves_used = 0


def plays_by_itself(game: Game, legal: Sequence[Action]) -> Action | None:
    """The action the table takes without anyone choosing: a computer's lone action, or the person's lone action
    other than a throw (the person always presses Roll). None when someone must decide."""
    if len(legal) != 1:
        return None
    if game.current_player == PERSON and legal[0] == ROLL:
        return None
    return legal[0]


def load_tutorial(path: Path) -> Tutorial:
    """Read and check a tutorial file: TutorialError (one line naming the file and the step) if it cannot be
    played exactly as written."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise TutorialError(f"{path.name}: cannot be read ({error.strerror or error})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise TutorialError(f"{path.name}: not JSON ({error})") from None
    tutorial = parse_tutorial(data, path.name)
    check_tutorial(tutorial)
    return tutorial


def parse_tutorial(data: Any, source: str) -> Tutorial:
    """The tutorial as written (not yet played through: `check_tutorial` does that)."""
    if not isinstance(data, dict):
        raise TutorialError(f"{source}: a tutorial is a JSON object")
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise TutorialError(f"{source}: unknown key {unknown[0]!r} (keys: {', '.join(sorted(_KEYS))})")
    setup = {key: data[key] for key in ("game", "players", "first", "options", "rolls") if key in data}
    try:
        game = scripted_game(setup)
    except ScenarioError as error:
        raise TutorialError(f"{source}: {error}") from None
    if game.names[PERSON] != setup["players"][PERSON]:
        raise TutorialError(f"{source}: players: the person learning must sit first")
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise TutorialError(f"{source}: 'steps' must be a list of at least one step")
    poker = game_class(game.game_id).game_type.poker_faces
    parsed = tuple(
        _parse_step(entry, f"{source}: step {number}", game.names, poker) for number, entry in enumerate(steps, 1)
    )
    ends = data.get("ends", {})
    if not isinstance(ends, dict) or not set(ends) <= set(ENDS):
        raise TutorialError(f"{source}: ends: an object with any of {', '.join(ENDS)}")
    return Tutorial(source, game.game_id, setup, parsed, dict(ends))


def _parse_step(entry: Any, where: str, names: Sequence[str], poker: bool) -> TutorialStep:
    if not isinstance(entry, dict):
        raise TutorialError(f"{where}: a step is a JSON object")
    unknown = sorted(set(entry) - _STEP_KEYS)
    if unknown:
        raise TutorialError(f"{where}: unknown key {unknown[0]!r} (keys: {', '.join(sorted(_STEP_KEYS))})")
    say = entry.get("say")
    if not isinstance(say, str) or not say.strip():
        raise TutorialError(f"{where}: 'say' (the caption) is missing")
    lines = say.split("\n")
    if len(lines) > CAPTION_LINES:
        raise TutorialError(f"{where}: the caption has {len(lines)} lines; at most {CAPTION_LINES}")
    longest = max(lines, key=len)
    if len(longest) > CAPTION_LINE_LENGTH:
        raise TutorialError(
            f"{where}: a caption line has {len(longest)} characters; at most {CAPTION_LINE_LENGTH} ({longest!r})"
        )
    if "do" not in entry:
        raise TutorialError(f"{where}: 'do' (what the step waits for) is missing")
    do = None if entry["do"] == NEXT else _move(entry["do"], f"{where}: do")
    computers = entry.get("computers", [])
    if not isinstance(computers, list):
        raise TutorialError(f"{where}: computers: must be a list of moves")
    moves = tuple(_move(move, f"{where}: computers[{index}]") for index, move in enumerate(computers))
    wrong = entry.get("wrong", "")
    if not isinstance(wrong, str):
        raise TutorialError(f"{where}: wrong: must be a line of text")
    return TutorialStep(say, do, moves, _mark(entry.get("mark"), where, names, poker), wrong)


def _move(value: Any, where: str) -> Action:
    try:
        return action_from_json(value)
    except RulesError as error:
        raise TutorialError(f"{where}: {error}") from None


def _mark(value: Any, where: str, names: Sequence[str], poker: bool) -> Mark:
    if value is None:
        return Mark()
    if isinstance(value, str) and value in PLACES:
        return Mark(value)
    if isinstance(value, dict) and len(value) == 1:
        ((kind, argument),) = value.items()
        if kind == "dice" and isinstance(argument, list) and argument:
            try:
                return Mark("dice", faces=tuple(parse_face(face, poker, f"{where}: mark") for face in argument))
            except ScenarioError as error:
                raise TutorialError(str(error)) from None
        if kind in ("seat", "chips") and argument in names:
            return Mark(kind, seat=list(names).index(argument))
        if kind == "button" and argument in BUTTONS:
            return Mark("button", button=argument)
    raise TutorialError(
        f'{where}: mark: {json.dumps(value)} is not one of {{"dice": [faces]}}, "cup", {{"seat": name}}, '
        f'"pot", "centre", {{"chips": name}}, {{"button": {"|".join(BUTTONS)}}}'
    )


def play_on(game: Game, cursor: StepCursor, where: str) -> None:
    """Play what the table plays by itself until the person must decide, the game is over, or a computer must
    decide and the step has no computer move left (see the module's docstring)."""
    while not game.is_over:
        legal = game.legal_actions()
        action = plays_by_itself(game, legal)
        if action is None:
            if game.current_player == PERSON:
                return
            action = cursor.computer_move()
            if action is None:
                return
            if action not in legal:
                number = cursor.computer_moves_used - 1
                raise TutorialError(
                    f"{where}: computers[{number}]: {game.names[game.current_player or 0]} cannot {action} here "
                    f"(legal: {', '.join(map(str, legal))})"
                )
        _apply(game, action, where)


def _apply(game: Game, action: Action, where: str) -> None:
    try:
        game.apply(action)
    except DiceExhausted:
        raise TutorialError(f"{where}: the scripted rolls run out here ({action} needs another roll)") from None
    except (ScriptError, RulesError) as error:
        raise TutorialError(f"{where}: {error}") from None


def check_tutorial(tutorial: Tutorial) -> Game:
    """Play the tutorial through as the table would: every expected move legal at its step, every roll and every
    computer move used, the game over after the last step and ending as `ends` says. Returns the game at its end;
    raises TutorialError naming the file and the step."""
    game = tutorial.new_game()
    cursor = StepCursor(tutorial)
    while (step := cursor.step) is not None:
        where = f"{tutorial.source}: step {cursor.index + 1}"
        play_on(game, cursor, where)
        if step.do is not None:
            _check_move(game, step, where)
            _check_mark(game, step.mark, where)
            _apply(game, step.do, where)
        elif step.mark.kind == "dice":
            _check_mark(game, step.mark, where)
        if cursor.computer_moves_left:
            raise TutorialError(f"{where}: {cursor.computer_moves_left} computer move(s) left unused")
        cursor.advance()
    end = f"{tutorial.source}: after the last step"
    play_on(game, cursor, end)
    if not game.is_over:
        who = game.names[game.current_player or 0]
        raise TutorialError(f"{end}: the game is not over ({who} is still to play)")
    script = game.dice
    assert isinstance(script, ScriptedDice)
    if script.remaining:
        raise TutorialError(f"{end}: rolls[{script.position}] is never thrown ({script.remaining} roll(s) unused)")
    summary = game.summary()
    for key, expected in tutorial.ends.items():
        if summary[key] != expected:
            raise TutorialError(f"{end}: the game ends with {key} {summary[key]!r}, not {expected!r} as 'ends' says")
    return game


def _check_move(game: Game, step: TutorialStep, where: str) -> None:
    assert step.do is not None
    if game.is_over:
        raise TutorialError(f"{where}: the game is over, {step.do} cannot be played")
    current = game.current_player
    if current != PERSON:
        who = game.names[current or 0]
        raise TutorialError(f"{where}: {who} must decide here, and the step has no computer move left")
    if not game.can(step.do):
        legal = ", ".join(map(str, game.legal_actions()))
        raise TutorialError(f"{where}: {step.do} is not a legal move here (legal: {legal})")


def _check_mark(game: Game, mark: Mark, where: str) -> None:
    """Dice marked must be on the table: among the faces the person has seen thrown since the turn or the hand
    began (a bar dice turn's throws; PeekPoker's own dice and the community dice)."""
    if mark.kind != "dice":
        return
    seen: Counter[int] = Counter()
    for event in reversed(game.log):
        if isinstance(event, TurnStarted | HandStarted):
            break
        if isinstance(event, DiceThrown):
            shown = event.visible_to(PERSON)
            assert isinstance(shown, DiceThrown)
            seen.update(shown.faces)
    missing = Counter(mark.faces) - seen
    if missing:
        raise TutorialError(f"{where}: mark: no {sorted(missing.elements())} among the dice just thrown")
