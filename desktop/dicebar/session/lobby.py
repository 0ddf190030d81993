"""The lobby: which games exist, their house rules, and turning a setup into a GameSession."""

from __future__ import annotations

import hashlib
import logging
import secrets
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot

from dicebar.bots.base import COMPUTER_NAMES, DEFAULT_STRENGTH
from dicebar.bots.registry import make_bot
from dicebar.rules.dice import DiceSource, SeededDice
from dicebar.rules.errors import RulesError
from dicebar.rules.game import Game
from dicebar.rules.history import game_seal
from dicebar.rules.options import OptionSpec
from dicebar.rules.pages import rules_page
from dicebar.rules.registry import game_types, new_game
from dicebar.rules.sealed_dice import SEED_BYTES, SealedDice
from dicebar.rules.tutorial import PERSON
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text
from dicebar.session import translation
from dicebar.session.game_session import GameSession
from dicebar.session.languages import YOU
from dicebar.session.poker_session import session_class
from dicebar.session.sealing import TableSeeds, log_sealed
from dicebar.session.translation import render, shown
from dicebar.session.tutorial import TutorialGuide, load_game_tutorial, tutorial_games

log = logging.getLogger(__name__)

#: the game the lobby offers on a first start (the one game named outside its own modules)
DEFAULT_GAME = "bar-dice"
TUTORIAL_REFUSED = QT_TRANSLATE_NOOP("Lobby", "This tutorial cannot start: {reason}")
DEFAULT_NAMES = (str(YOU), *COMPUTER_NAMES)  # a person, then the computers


def game_catalogue() -> list[dict[str, Any]]:
    """Every game with its player limits and options, as the lobby shows them."""
    catalogue = []
    for described in game_types():
        catalogue.append(
            {
                "id": described.id,
                "title": shown(described.title),
                "tagline": shown(described.tagline),
                "minPlayers": described.players[0],
                "maxPlayers": described.players[1],
                "options": [
                    {
                        "name": spec.name,
                        "label": shown(spec.label),
                        "kind": spec.kind,
                        "default": spec.default,
                        "choices": list(spec.choices),
                        "choiceWords": choice_words(spec),
                        "minimum": spec.minimum,
                    }
                    for spec in described.options
                ],
            }
        )
    return catalogue


def choice_words(spec: OptionSpec) -> list[str]:
    """The lobby's words for each of a choice's values (a value without its words: its name, spaced)."""
    words: list[Text | None] = [*spec.choice_words[: len(spec.choices)]]
    words += [None] * (len(spec.choices) - len(words))
    return [shown(said) if said else choice.replace("_", " ") for choice, said in zip(spec.choices, words, strict=True)]


def default_setup(game_id: str = DEFAULT_GAME) -> dict[str, Any]:
    return {
        "game": game_id,
        "seats": [{"name": shown(YOU), "human": True, "strength": DEFAULT_STRENGTH}]
        + [{"name": name, "human": False, "strength": DEFAULT_STRENGTH} for name in DEFAULT_NAMES[1:3]],
        "options": {},
        "hints": False,
    }


def plain_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """Options as QML hands them over: JavaScript has no integers, so 3.0 means the whole number 3."""
    return {
        name: int(value) if isinstance(value, float) and value.is_integer() else value
        for name, value in options.items()
    }


def session_from_setup(
    setup: Mapping[str, Any],
    *,
    seed: int | None = None,
    seeds: TableSeeds | None = None,
    animate: bool = True,
    demo: bool = False,
    game: Game | None = None,
    parent: QObject | None = None,
) -> GameSession:
    """Build the game and its computer players; RulesError (one line) for a setup the rules refuse.

    A new game's dice are sealed with a secret seed (the kiosk's demo: seeded dice, not sealed), and its computers
    and throws get seeds of their own (`seeds`, or fresh ones). `game`: a game already under way (a resumed save)
    to seat instead of a new one, with the `seeds` it was started with, so that its computer players are the
    same. `seed`: one number that fixes the whole table, dice included (tests and benchmarks)."""
    seats = setup.get("seats")
    if not isinstance(seats, list) or not seats or not all(isinstance(seat, Mapping) for seat in seats):
        raise RulesError("the table needs seats")
    names = [str(seat.get("name", "")).strip() for seat in seats]
    humans = [bool(seat.get("human", False)) for seat in seats]
    strengths = [str(seat.get("strength", DEFAULT_STRENGTH)) for seat in seats]
    game_id = str(setup.get("game"))
    options = setup.get("options") or {}
    if not isinstance(options, Mapping):
        raise RulesError("house rules must be a set of option names and values")
    if seeds is None:
        seeds = TableSeeds.fresh(len(seats)) if seed is None else TableSeeds.from_number(seed, len(seats))
    if len(seeds.bots) != len(seats):
        raise RulesError("the saved game does not match its table")
    resumed = game is not None
    if game is None:
        game = new_game(game_id, names, _new_dice(seed, demo), plain_options(options))
    elif game.game_id != game_id or len(game.names) != len(seats):
        raise RulesError("the saved game does not match its table")
    seal = None if demo else game_seal(game, humans)
    if seal is not None:
        log_sealed(game, seal, resumed)
    choosers = {
        seat: make_bot(game_id, strengths[seat], seeds.bots[seat], options=game.options).choose
        for seat, human in enumerate(humans)
        if not human
    }
    hints = bool(setup.get("hints", False))
    return session_class(game_id)(
        game,
        humans,
        choosers,
        strengths=strengths,
        hints=hints,
        seed=seeds.throws,
        seeds=seeds,
        seal=seal,
        animate=animate,
        demo=demo,
        parent=parent,
    )


def _new_dice(seed: int | None, demo: bool) -> DiceSource:
    """A new game's dice: sealed with a secret seed (with one derived from `seed`, when a test fixes it); the
    kiosk's demo, which nobody checks, keeps the seeded source."""
    if demo:
        return SeededDice(secrets.randbits(63) if seed is None else seed)
    if seed is None:
        return SealedDice(f"{secrets.randbits(SEED_BYTES * 8):0{SEED_BYTES * 2}x}")
    return SealedDice(hashlib.sha256(f"dicebar-fixed-table/{seed}".encode()).hexdigest()[: SEED_BYTES * 2])


def tutorial_session(game_id: str, *, animate: bool = True, parent: QObject | None = None) -> GameSession:
    """The game's tutorial at the table: the person in the first seat, the computers playing its script.
    RulesError (one line) if the game has no tutorial or its file does not play as written."""
    tutorial = load_game_tutorial(game_id)
    game = tutorial.new_game()
    humans = [seat == PERSON for seat in range(len(game.names))]
    strengths = ["" if human else DEFAULT_STRENGTH for human in humans]
    guide = TutorialGuide(tutorial)
    return session_class(game.game_id)(
        game, humans, {}, strengths=strengths, animate=animate, guide=guide, parent=parent
    )


class Lobby(QObject):
    changed = Signal()
    #: the seats went back to the defaults (a kiosk's next group): the lobby page reloads its seat list
    seatsReset = Signal()
    #: the language shown changed: the games and their rules are said in it (`games`, `language`)
    languageChanged = Signal()
    #: ... and the person's default name with it (old, new): a seat still named so takes the new one
    defaultNameChanged = Signal(str, str)

    def __init__(self, setup: Mapping[str, Any] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._catalogue = game_catalogue()
        self._setup = dict(setup) if setup else default_setup()
        self._error = ""
        self._session: GameSession | None = None
        self._tutorials = tutorial_games()
        self._you = shown(YOU)  # the person's default name as the language shown says it
        translation.switched().switched.connect(self._say_again)

    @Slot()
    def _say_again(self) -> None:
        """The language changed: the catalogue is said in it, and a seat named by the person's default name in the
        last language takes the new language's ("You" becomes "Du")."""
        self._catalogue = game_catalogue()
        old, self._you = self._you, shown(YOU)
        if old != self._you:
            seats = [
                {**seat, "name": self._you} if isinstance(seat, Mapping) and seat.get("name") == old else seat
                for seat in self._setup.get("seats") or []
            ]
            self._setup = {**self._setup, "seats": seats}
            self.defaultNameChanged.emit(old, self._you)
        self.languageChanged.emit()

    def _get_games(self) -> list[dict[str, Any]]:
        return self._catalogue

    def _get_setup(self) -> dict[str, Any]:
        return self._setup

    def _get_error(self) -> str:
        return self._error

    def _get_session(self) -> QObject | None:
        return self._session

    games = Property(list, _get_games, notify=languageChanged)
    #: the language shown (a code): a binding that calls a slot for words (`rulesPage`) names it to be said again
    language = Property(str, lambda self: translation.language(), notify=languageChanged)
    setup = Property(dict, _get_setup, notify=changed)
    error = Property(str, _get_error, notify=changed)
    session = Property(QObject, _get_session, notify=changed)

    #: a game was started with this setup (the app remembers it for next time)
    started = Signal(dict)

    @Slot("QVariantMap", result=bool)
    def start(self, setup: dict[str, Any]) -> bool:
        """Start a game; on a setup the rules refuse, say why in `error` and return False."""
        if not self._seat(setup):
            return False
        self.started.emit(self._setup)
        return True

    @Slot(str, "QVariantMap", result=str)
    def rulesPage(self, game_id: str, options: dict[str, Any]) -> str:
        """The game's rules as Markdown, saying which house rules are on."""
        try:
            return rules_page(game_id, plain_options(options), render)
        except RulesError as error:
            return f"**{error}**"

    @Slot(str, result=bool)
    def learn(self, game_id: str) -> bool:
        """Start the game's tutorial at the table; if it has none, or its file does not play as written, say why
        in `error` and return False (a broken tutorial never starts)."""
        try:
            session = tutorial_session(game_id, parent=self)
        except RulesError as error:
            log.error("tutorial not started: %s", error)
            self._error = shown(TUTORIAL_REFUSED).format(reason=error)
            self.changed.emit()
            return False
        self._replace_session(session)
        self.changed.emit()
        return True

    def _get_tutorial_games(self) -> list[str]:
        return self._tutorials

    tutorialGames = Property(list, _get_tutorial_games, constant=True)

    @Slot()
    def again(self) -> None:
        """Play again with the same table."""
        self.start(self._setup)

    @Slot()
    def forgetPlayers(self) -> None:
        """A new group arrives: the last group's names leave the lobby (the game and its house rules stay)."""
        self._setup = {**self._setup, "seats": default_setup(self._setup.get("game", DEFAULT_GAME))["seats"]}
        self.changed.emit()
        self.seatsReset.emit()

    @Slot()
    def leave(self) -> None:
        if self._session is not None:
            self._session.dispose()
            self._session = None
            self.changed.emit()

    def resume(self, setup: Mapping[str, Any], game: Game, seeds: TableSeeds) -> bool:
        """Sit down again at a game under way (a resumed save); False, with `error` set, if it cannot be seated."""
        return self._seat(setup, seeds=seeds, game=game)

    def _seat(self, setup: Mapping[str, Any], **known: Any) -> bool:
        """Replace the session by one for `setup` (`known`: a resumed game and its seeds); False if refused."""
        try:
            session = session_from_setup(setup, parent=self, **known)
        except RulesError as error:
            self._error = str(error)[:1].upper() + str(error)[1:]
            self.changed.emit()
            return False
        self._replace_session(session)
        self._setup = dict(setup)
        self.changed.emit()
        return True

    def _replace_session(self, session: GameSession) -> None:
        if self._session is not None:
            if session.kept:  # the autosave now follows the new game: the old one is gone for good
                self._session.abandon("replaced")
            self._session.dispose()
        self._session, self._error = session, ""
