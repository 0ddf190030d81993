"""PeekPoker bots: the enumerated equity and the re-roll model against slow independent enumeration of ordered
dice, the showdown re-roll against brute force, no peeking at hidden dice, and best ahead of easy and of a
random legal player over many hands."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import cache
from itertools import product

import pytest

from dicebar.bots.poker_odds import PokerOdds, code
from dicebar.bots.registry import make_bot
from dicebar.bots.simulate import observation
from dicebar.rules.actions import CALL, CHECK, ROLL, reroll
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.game import Game
from dicebar.rules.poker_hands import evaluate
from dicebar.rules.registry import new_game

NINE, TEN, JACK, QUEEN, KING, ACE = 1, 2, 3, 4, 5, 6
ORDERED3 = list(product(range(1, 7), repeat=3))


@cache
def strength(dice: tuple[int, ...]) -> tuple[int, ...]:
    return evaluate(dice).strength


def hand(*dice: int) -> tuple[int, ...]:
    return strength(tuple(sorted(dice)))


# ----- equity without re-rolls ----------------------------------------------------------------------------------


def brute_equity(private: tuple[int, ...], community: tuple[int, ...], opponents: int) -> float:
    """Every ordered throw of the unknown community dice and of every opponent's three dice, equally likely."""
    total, count = 0.0, 0
    for rest in product(range(1, 7), repeat=3 - len(community)):
        board = (*community, *rest)
        mine = hand(*private, *board)
        for others in product(ORDERED3, repeat=opponents):
            theirs = [hand(*dice, *board) for dice in others]
            best = max(theirs, default=mine)
            if mine >= best:
                total += 1 / (1 + sum(1 for other in theirs if other == mine))
            count += 1
    return total / count


@pytest.mark.parametrize(
    ("private", "community", "opponents"),
    [
        ((ACE, ACE, ACE), (), 1),
        ((NINE, TEN, JACK), (), 1),
        ((KING, KING, QUEEN), (KING, QUEEN), 1),
        ((NINE, KING, KING), (NINE, KING, TEN), 1),
        ((QUEEN, QUEEN, TEN), (JACK, ACE, QUEEN), 2),
        ((NINE, TEN, ACE), (TEN, TEN, NINE), 2),
    ],
)
def test_equity_without_rerolls_is_exact_enumeration(
    private: tuple[int, ...], community: tuple[int, ...], opponents: int
) -> None:
    odds = PokerOdds(reroll=False)
    assert odds.equity(private, community, opponents) == pytest.approx(
        brute_equity(private, community, opponents), abs=1e-12
    )


def test_equity_is_a_fair_share_on_average_and_adds_up() -> None:
    odds = PokerOdds()
    for opponents in (1, 3):
        mean = sum(odds.equity(dice, (), opponents) for dice in ORDERED3) / len(ORDERED3)
        assert mean == pytest.approx(1 / (opponents + 1), abs=1e-9)
    board = (KING, TEN, NINE)
    assert sum(odds.equity(dice, board, 1) for dice in ORDERED3) / 216 == pytest.approx(0.5, abs=1e-9)


# ----- the re-roll model ----------------------------------------------------------------------------------------


def best_reroll_value(
    private: tuple[int, ...], fresh: int, payoff: Callable[[tuple[int, ...]], float], sweeps: int = 60
) -> float:
    """The best expected payoff of the final private dice, re-rolling aces pass by pass, by value iteration
    over ordered throws (no shortcut for the re-roll that comes up all aces again: iterate to convergence)."""
    values: dict[tuple[tuple[int, ...], int], float] = {}

    def value(dice: tuple[int, ...], aces: int) -> float:
        return values.get((dice, aces), payoff(dice))

    states = {(tuple(sorted(private)), fresh)}
    frontier = list(states)
    while frontier:  # every reachable position
        dice, aces = frontier.pop()
        for count in range(1, aces + 1):
            kept = list(dice)
            for _ in range(count):
                kept.remove(ACE)
            for thrown in product(range(1, 7), repeat=count):
                state = (tuple(sorted((*kept, *thrown))), thrown.count(ACE))
                if state not in states:
                    states.add(state)
                    frontier.append(state)
    choices = {}  # state -> for each count of aces re-rolled, the equally likely next states
    for dice, aces in states:
        choices[dice, aces] = []
        for count in range(1, aces + 1):
            kept = list(dice)
            for _ in range(count):
                kept.remove(ACE)
            choices[dice, aces].append(
                [(tuple(sorted((*kept, *thrown))), thrown.count(ACE)) for thrown in product(range(1, 7), repeat=count)]
            )
    pat = {state: payoff(state[0]) for state in states}
    for _ in range(sweeps):
        change = 0.0
        for state, options in choices.items():
            best = max([pat[state], *(sum(value(*nxt) for nxt in nexts) / len(nexts) for nexts in options)])
            change = max(change, abs(best - values.get(state, pat[state])))
            values[state] = best
        if change < 1e-15:
            break
    return value(tuple(sorted(private)), fresh)


@pytest.mark.parametrize(
    ("private", "community"),
    [
        ((ACE, KING, KING), (KING, KING, TEN)),
        ((ACE, ACE, TEN), (TEN, TEN, QUEEN)),
        ((ACE, ACE, ACE), (NINE, NINE, KING)),
        ((ACE, NINE, KING), (NINE, KING, KING)),
        ((ACE, QUEEN, TEN), (JACK, NINE, TEN)),
    ],
)
def test_the_reroll_model_plays_for_the_best_standing_against_a_pat_hand(
    private: tuple[int, ...], community: tuple[int, ...]
) -> None:
    """Standing: the chance of beating three random private dice that stand pat (ties half)."""

    def standing(dice: tuple[int, ...]) -> float:
        mine = hand(*dice, *community)
        others = [hand(*other, *community) for other in ORDERED3]
        return sum(1.0 if other < mine else 0.5 if other == mine else 0.0 for other in others) / len(others)

    odds = PokerOdds()
    table = odds.standing(code(community))
    dist = odds.final(code(private), private.count(ACE), code(community))
    assert sum(chance for _, chance in dist) == pytest.approx(1.0, abs=1e-12)
    model = sum(chance * table[rank] for rank, chance in dist)
    assert model == pytest.approx(best_reroll_value(private, private.count(ACE), standing), abs=1e-9)


# ----- the showdown -----------------------------------------------------------------------------------------


def showdown(private: list[list[int]], community: list[int], stack: int = 20) -> Game:
    """A hand played to the showdown with every player checking (Max deals; Danielle, James, Max in turn)."""
    count = len(private)
    names = ["Max", "Danielle", "James", "Ana"][:count]
    in_turn = [*private[1:], private[0]]
    game = new_game("peekpoker", names, ScriptedDice([*in_turn, community]), {"hands": 1, "stack": stack}, "Max")
    while game.legal_actions() == [ROLL] or CHECK in game.legal_actions():
        game.apply(ROLL if game.legal_actions() == [ROLL] else CHECK)
    return game


#: (Danielle's dice, James's, the community) at a showdown where Danielle, holding aces, decides first
SHOWDOWNS = [
    ([ACE, ACE, TEN], [QUEEN, QUEEN, JACK], [TEN, TEN, QUEEN]),  # behind: both aces go for a ten
    ([ACE, KING, KING], [QUEEN, QUEEN, QUEEN], [KING, KING, TEN]),  # ahead already: stand
    ([ACE, NINE, TEN], [JACK, JACK, QUEEN], [JACK, QUEEN, KING]),  # the large straight: stand
    ([ACE, ACE, NINE], [KING, KING, JACK], [NINE, NINE, QUEEN]),  # nines full over aces, ahead
]


@pytest.mark.parametrize("strength", ["best", "good"])
@pytest.mark.parametrize(("danielle", "james", "community"), SHOWDOWNS)
def test_the_showdown_reroll_maximises_the_chance_to_win_the_pot(
    strength: str, danielle: list[int], james: list[int], community: list[int]
) -> None:
    game = showdown([[NINE, TEN, JACK], danielle, james], community)
    assert game.current_player == 1 and game.legal_actions()[0] == reroll(0)
    others = [hand(*james, *community), hand(NINE, TEN, JACK, *community)]

    def win(dice: tuple[int, ...]) -> float:
        mine = hand(*dice, *community)
        best = max(others)
        return 0.0 if mine < best else 1.0 / (1 + others.count(mine))

    aces = danielle.count(ACE)
    values = []
    for count in range(aces + 1):
        kept = list(danielle)
        for _ in range(count):
            kept.remove(ACE)
        outcomes = [
            best_reroll_value((*kept, *thrown), thrown.count(ACE), win) if count else win(tuple(danielle))
            for thrown in product(range(1, 7), repeat=count)
        ]
        values.append(sum(outcomes) / len(outcomes))
    chosen = make_bot("peekpoker", strength, 0).choose(game.observation(1))
    assert values[chosen.amount] == pytest.approx(max(values), abs=1e-9), values


def test_easy_keeps_its_aces() -> None:
    game = showdown([[NINE, TEN, JACK], [ACE, ACE, TEN], [QUEEN, QUEEN, JACK]], [TEN, TEN, QUEEN])
    assert make_bot("peekpoker", "easy", 0).choose(game.observation(1)) == reroll(0)


# ----- no peeking -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("strength", ["easy", "good", "best", "random"])
@pytest.mark.parametrize("seed", range(4))
def test_a_bot_decides_the_same_whatever_another_seat_hides(strength: str, seed: int) -> None:
    """Two hands that differ only in James's private dice: until the showdown every observation of Danielle
    is identical, and so is every decision of hers."""
    chooser = random.Random(seed)
    danielle, max_dice, board = ([chooser.randint(1, 6) for _ in range(3)] for _ in range(3))
    games = []
    for james in ([chooser.randint(1, 6) for _ in range(3)], [ACE, ACE, ACE]):
        rolls = [danielle, james, max_dice, board]
        games.append(new_game("peekpoker", ["Max", "Danielle", "James"], ScriptedDice(rolls), {"hands": 1}, "Max"))
    bots = [make_bot("peekpoker", strength, seed, "loose") for _ in games]
    others = make_bot("peekpoker", "random", seed)
    decided = 0
    while games[0].current_player is not None and observation(games[0], 0)["phase"] not in ("reroll", "over"):
        seat = games[0].current_player
        seen = [game.observation(1) for game in games]
        assert seen[0] == seen[1]
        if seat == 1:
            actions = [bot.choose(view) for bot, view in zip(bots, seen, strict=True)]
            assert actions[0] == actions[1]
            decided += 1
        else:
            actions = [others.choose(games[0].observation(seat))] * 2
        for game, action in zip(games, actions, strict=True):
            game.apply(action)
    assert decided >= 1


# ----- strength -------------------------------------------------------------------------------------------------


def hand_results(strengths: list[str], hands: int, seed: int, stack: int = 30) -> list[int]:
    """Single hands (option hands: 1), the seats taking turns at each strength: the chips the first
    strength ends each hand with, minus what it started with."""
    gains = []
    seeds = random.Random(seed)
    for number in range(hands):
        shift = number % len(strengths)
        seats = strengths[shift:] + strengths[:shift]
        names = ["Max", "Danielle", "James", "Ana"][: len(seats)]
        game = new_game("peekpoker", names, SeededDice(seeds.getrandbits(63)), {"hands": 1, "stack": stack})
        bots = [make_bot("peekpoker", strength, seeds.getrandbits(63)) for strength in seats]
        while not game.is_over:
            legal = game.legal_actions()
            seat = game.current_player
            assert seat is not None
            game.apply(legal[0] if len(legal) == 1 else bots[seat].choose(observation(game, seat)))
        gains.append(game.seat_chips((len(seats) - shift) % len(seats)) - stack)
    return gains


def mean_and_interval(values: list[int]) -> tuple[float, float, float]:
    mean = sum(values) / len(values)
    spread = math.sqrt(sum((value - mean) ** 2 for value in values) / (len(values) - 1))
    half = 1.96 * spread / math.sqrt(len(values))
    return mean, mean - half, mean + half


@pytest.mark.parametrize("opponent", ["easy", "random"])
def test_best_ends_ahead_of_easy_and_of_a_random_player_over_many_hands(opponent: str) -> None:
    gains = hand_results(["best", opponent], 1000, 21)
    mean, low, _high = mean_and_interval(gains)
    assert low > 0, (mean, low)


def test_best_ends_ahead_at_a_table_of_three_with_easy_and_good() -> None:
    gains = hand_results(["best", "easy", "good"], 1000, 22)
    mean, low, _high = mean_and_interval(gains)
    assert low > 0, (mean, low)


@pytest.mark.parametrize("strength", ["best", "good", "easy"])
def test_a_big_blind_everyone_called_raises_a_strong_hand_instead_of_betting(strength: str) -> None:
    """Heads-up with blinds: the dealer posts the small blind, acts first and calls; the big blind may check
    or raise (a bet is not possible over a blind), and with three aces it raises."""
    rolls = [[ACE, ACE, ACE], [NINE, TEN, JACK]]  # Danielle (big blind), then Max (dealer)
    game = new_game("peekpoker", ["Max", "Danielle"], ScriptedDice(rolls), {"blinds": True, "hands": 1}, "Max")
    game.apply(ROLL)
    game.apply(ROLL)
    game.apply(CALL)
    assert game.current_player == 1 and CHECK in game.legal_actions()
    assert all(action.kind != "bet" for action in game.legal_actions())
    chosen = make_bot("peekpoker", strength, 0, "aggressive").choose(game.observation(1))
    assert chosen.kind == "raise_to"
