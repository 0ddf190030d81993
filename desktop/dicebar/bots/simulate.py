"""`dicebar simulate`: bots play K games headless; the tally by seat, game lengths and speed, as one dict.

    dicebar simulate GAME --players N --games K --seed S --bots best,easy,... [--option NAME=VALUE]...

`--bots` names one strength for every seat or one per seat (easy, good, best, or random: a random legal
player); a PeekPoker seat may add a personality, `best:tight`. Game g is dealt by `SeededDice` with a seed
drawn from S, and each seat's bot is made afresh for every game with its own seed drawn from S, so the same
command prints the same tally. With `--histories DIR` (`on_game`) the games are dealt by `SealedDice` instead,
each with a 128-bit seed drawn from S, and each game's history is written there. Seats keep their bots for all
games; who starts is the game's own roll-off.

A bot is asked only when its seat has a choice: a forced step (a single legal action) is applied directly,
which is what every bot would return (tests/bots check that they do). It is given the seat's observation
without the log (see `observation`).

The result counts what the game decides (`GameType.decides`): the winner, the loser, the buyer or the sponsor.
A result shared by several seats (a tie) counts for each of them and once in `shared`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from dicebar.bots.base import COMPUTER_NAMES, PERSONALITIES, RANDOM, STRENGTHS, Bot
from dicebar.bots.registry import bot_kit, make_bot
from dicebar.rules.dice import SeededDice
from dicebar.rules.errors import RulesError
from dicebar.rules.game import Game, Result
from dicebar.rules.options import OptionValue
from dicebar.rules.registry import check_options, game_class, game_ids, game_type, new_game
from dicebar.rules.sealed_dice import SealedDice

MAX_GAMES = 1_000_000
MAX_ACTIONS = 200_000  # far beyond any game seen (tests/bench); a guard against a bot that never ends a game
#: (the game's number from 1, the game once over): what `--histories` does with each game
GameDone = Callable[[int, Game], None]
USAGE = (
    "usage: dicebar simulate GAME --players N --games K --seed S --bots STRENGTH[,STRENGTH...] [--option N=V]"
    " [--histories DIR]"
)


def seat_names() -> tuple[str, ...]:
    """A computer's name for each seat of the largest table any game seats."""
    return COMPUTER_NAMES[: max(game_type(game_id).players[1] for game_id in game_ids())]


@dataclass(frozen=True)
class SeatBot:
    strength: str
    personality: str | None = None

    def __str__(self) -> str:
        return self.strength if self.personality is None else f"{self.strength}:{self.personality}"


@dataclass
class Tally:
    counts: list[int]
    shared: int = 0
    lengths: list[int] = field(default_factory=list)


def simulate(
    game_id: str,
    players: int,
    games: int,
    seed: int,
    bots: Sequence[str],
    *,
    options: Mapping[str, object] | None = None,
    on_game: GameDone | None = None,
) -> dict[str, object]:
    """Play `games` games between bots and return the tally (see the module docstring). `on_game(number, game)` is
    told of each game once it is over (numbered from 1), and makes the games sealed."""
    cls = game_class(game_id)
    resolved = check_options(game_id, dict(options or {}))
    seated = seat_names()
    if not 1 <= players <= len(seated):
        raise RulesError(f"--players must be 1 to {len(seated)}, not {players}")
    names = list(seated[:players])
    new_game(game_id, names, SeededDice(0), resolved)  # refuses a player count these options do not allow
    if not 1 <= games <= MAX_GAMES:
        raise RulesError(f"--games must be 1 to {MAX_GAMES}, not {games}")
    if not 0 <= seed < 2**63:
        raise RulesError(f"--seed must be a whole number from 0 to 2**63 - 1, not {seed}")
    seats = _seat_bots(bots, players, game_id)
    seeds = random.Random(seed)
    tally = Tally([0] * players)
    started = time.perf_counter()
    _prepared(game_id, seats, resolved)
    ready = time.perf_counter()
    for number in range(1, games + 1):
        dice = SeededDice(seeds.getrandbits(63)) if on_game is None else SealedDice(f"{seeds.getrandbits(128):032x}")
        game = new_game(game_id, names, dice, resolved)
        players_now = [
            make_bot(game_id, seat.strength, seeds.getrandbits(63), seat.personality, resolved) for seat in seats
        ]
        _record(tally, game, _play(game, players_now))
        if on_game is not None:
            on_game(number, game)
    finished = time.perf_counter()
    result_name = _result_name(game_id, resolved)
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "options": {name: value for name, value in resolved.items() if value != _default(cls, name)},
        "result": result_name,
        "seats": [
            {"seat": seat, "bot": str(bot), result_name: count, "rate": round(count / games, 4)}
            for seat, (bot, count) in enumerate(zip(seats, tally.counts, strict=True))
        ],
        "shared": tally.shared,
        "mean_actions": round(sum(tally.lengths) / games, 1),
        "longest_actions": max(tally.lengths),
        "startup_seconds": round(ready - started, 3),
        "seconds": round(finished - ready, 3),
        "games_per_second": round(games / max(finished - ready, 1e-9), 1),
    }


def _seat_bots(bots: Sequence[str], players: int, game_id: str) -> list[SeatBot]:
    if len(bots) not in (1, players):
        raise RulesError(f"--bots names one bot for every seat or one per seat ({players}), not {len(bots)}")
    seats = []
    for text in bots:
        strength, _, personality = text.strip().partition(":")
        if strength not in (*STRENGTHS, RANDOM):
            raise RulesError(f"unknown bot {strength!r} (bots: {', '.join((*STRENGTHS, RANDOM))})")
        if personality and not bot_kit(game_id).personalities:
            raise RulesError(f"a personality ({text!r}) is not for {game_id} bots")
        if personality and personality not in PERSONALITIES:
            raise RulesError(f"unknown personality {personality!r} (personalities: {', '.join(PERSONALITIES)})")
        seats.append(SeatBot(strength, personality or None))
    return seats * players if len(seats) == 1 else seats


def _prepared(game_id: str, seats: list[SeatBot], options: Mapping[str, object]) -> None:
    """Make one bot of each kind once, so that their one-off tables are built before the clock starts."""
    for seat in set(seats):
        make_bot(game_id, seat.strength, 0, seat.personality, options)


def _play(game: Game, bots: list[Bot]) -> int:
    while not game.is_over:
        if len(game.history) >= MAX_ACTIONS:
            raise RuntimeError(f"a {game.game_id} game did not end within {MAX_ACTIONS} actions")
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply(legal[0])
            continue
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(observation(game, seat)))
    return len(game.history)


def observation(game: Game, seat: int) -> dict[str, object]:
    """`game.observation(seat)` without its `log`, which no bot reads and which grows with the game."""
    seen = game.observation(seat, with_log=False)
    del seen["log"]
    return seen


def _record(tally: Tally, game: Game, length: int) -> None:
    seats = _result_seats(game.result())
    for seat in seats:
        tally.counts[seat] += 1
    tally.shared += len(seats) > 1
    tally.lengths.append(length)


def _result_seats(result: Result) -> tuple[int, ...]:
    for seats in (result.buyer, result.sponsor, result.loser, result.winner):
        if seats:
            return seats
    raise RulesError("the game ended without a result")


def _result_name(game_id: str, options: Mapping[str, OptionValue]) -> str:
    return game_type(game_id).decides(options)


def _default(cls: type[Game], name: str) -> object:
    return next(spec.default for spec in cls.game_type.options if spec.name == name)


# ---------------------------------------------------------------------------------------------- the command
def simulate_command(args: Sequence[str], on_game: GameDone | None = None) -> dict[str, object]:
    """`dicebar simulate` from its words; a RulesError (one line) for anything wrong."""
    if not args or args[0].startswith("--"):
        raise RulesError(USAGE)
    game_id, values, options = args[0], {"--players": "", "--games": "100", "--seed": "0", "--bots": "best"}, {}
    given: set[str] = set()
    words = list(args[1:])
    while words:
        flag = words.pop(0)
        if flag not in (*values, "--option"):
            raise RulesError(f"unexpected {flag!r}; {USAGE}")
        if not words:
            raise RulesError(f"{flag} needs a value")
        value = words.pop(0)
        if flag == "--option":
            name, equals, text = value.partition("=")
            if not equals or not name:
                raise RulesError(f"--option takes NAME=VALUE, not {value!r}")
            options[name.strip()] = text
            continue
        if flag in given:
            raise RulesError(f"{flag} is given twice")
        given.add(flag)
        values[flag] = value
    cls = game_class(game_id)
    specs = {spec.name: spec for spec in cls.game_type.options}
    parsed = {name: specs[name].parse_text(text) if name in specs else text for name, text in options.items()}
    players = _number(values["--players"], "--players") if values["--players"] else cls.game_type.players[0]
    return simulate(
        game_id,
        players,
        _number(values["--games"], "--games"),
        _number(values["--seed"], "--seed"),
        values["--bots"].split(","),
        options=parsed,
        on_game=on_game,
    )


def _number(text: str, flag: str) -> int:
    if not text.strip().isdigit():
        raise RulesError(f"{flag} takes a whole number, not {text!r}")
    return int(text)
