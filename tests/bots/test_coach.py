"""The coach's numbers are the exact ones, read from the seat's observation, and its words say them: the best
choice first with its reason and the coach's own chance, the dice it names being the dice that choice keeps."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from bots.test_poker_bots import ACE, JACK, KING, NINE, QUEEN, SHOWDOWNS, TEN, showdown
from dicebar.bots.bar_coach import bar_hint
from dicebar.bots.bar_dice_policy import Choice, choices
from dicebar.bots.bar_field import field_choices
from dicebar.bots.bar_position import read_position
from dicebar.bots.coach import percent
from dicebar.bots.poker_coach import poker_hint
from dicebar.bots.poker_odds import odds_for
from dicebar.bots.registry import coach_hint, make_bot
from dicebar.rules.actions import ROLL, STOP, Action, keep
from dicebar.rules.dice import ScriptedDice, SeededDice
from dicebar.rules.hands import bar_hand
from dicebar.rules.lingo import number_words
from dicebar.rules.registry import new_game
from rules.test_words_marked import _marked_texts, _texts


def _one_roll_beat_chance(kept: list[int], mark_score: int) -> float:
    """Brute force: every ordered outcome of the dice not kept, one roll left."""
    rolled = 5 - len(kept)
    wins = sum(1 for faces in product(range(1, 7), repeat=rolled) if bar_hand([*kept, *faces]).score > mark_score)
    return float(Fraction(wins, 6**rolled))


def test_bar_dice_hint_after_the_second_roll_matches_brute_force() -> None:
    # Max sets the mark (four 4s in two: 44), James throws 3 3 4 1 1 then keeps 1 1 3 3 and throws a 2:
    # one roll left, the hint for every choice is a one-roll enumeration.
    dice = ScriptedDice([[4, 4, 4, 1, 2], [5], [3, 3, 4, 1, 1], [2]])
    game = new_game("bar-dice", ["Max", "James"], dice, first="Max")

    game.apply(ROLL)
    game.apply(keep([4, 4, 4, 1]))
    game.apply(STOP)
    game.apply(ROLL)
    game.apply(keep([1, 1, 3, 3]))
    view = game.observation(1, with_log=False)
    advice = bar_hint(view)
    assert advice is not None and advice["mark"] == 44 and advice["rolls_left"] == 1
    for line in advice["choices"]:
        if line["stop"]:
            assert line["p_beat"] == float(bar_hand([1, 1, 3, 3, 2]).score > 44)
        else:
            assert line["p_beat"] == pytest.approx(_one_roll_beat_chance([1, 1, 3, 3, *line["keep"]], 44), abs=1e-12)
    assert (
        advice["choices"] == sorted(advice["choices"], key=lambda line: -line["p_beat"])[: len(advice["choices"])]
        or advice["choices"][0]["p_beat"] >= advice["choices"][-1]["p_beat"]
    )
    assert advice["text"] == "Roll the last die again: 33% to beat forty-four in your last roll\nOr stop: 0%"


def test_no_hint_when_there_is_no_decision() -> None:
    game = new_game("bar-dice", ["Max", "James"], SeededDice(1), first="Max")
    assert bar_hint(game.observation(0, with_log=False)) is None  # nothing thrown yet
    aces = new_game("aces-in-the-pot", ["A", "B", "C"], SeededDice(1), first="A")
    assert coach_hint(aces.observation(0, with_log=False)) is None


def test_layman_hint_uses_the_farming_rule() -> None:
    # The hammer throws no 1: the only choices are to stop with nothing or throw all five again.
    dice = ScriptedDice([[2, 3, 4, 5, 6]])
    game = new_game("layman-bar-dice", ["Max", "James"], dice, first="Max")
    game.apply(ROLL)
    advice = bar_hint(game.observation(game.current_player or 0, with_log=False))
    assert advice is not None
    assert {line["action"] for line in advice["choices"]} == {"Stop", "Roll all five again"}


def test_poker_hint_gives_equity_and_pot_odds_from_the_seats_own_view() -> None:
    game = new_game("peekpoker", ["Max", "James"], SeededDice(7), first="Max")
    while game.observation(game.current_player or 0)["phase"] != "betting":
        game.apply(game.legal_actions()[0])
    seat = game.current_player
    assert seat is not None
    advice = poker_hint(game.observation(seat, with_log=False))
    assert advice is not None and 0.0 <= advice["equity"] <= 1.0 and advice["opponents"] == 1
    assert f"your hand takes {percent(advice['equity'])} of the pot at the showdown against one" in advice["text"]


# ----- Bar Dice and Layman: the words name the best choice, its chance and its dice ----------------------------

_COUNT_WORDS = {"two": 2, "three": 3, "four": 4}
_ROLLS_LEFT = {1: "in your last roll", 2: "in your two rolls left"}
_MARK_43_IN_THREE = ([[1, 3, 3, 3, 2], [2], [2]], [ROLL, keep([1, 3, 3, 3]), keep([]), STOP])  # Max: forty-three


def named_dice(action: str) -> list[int]:
    """The faces an action names, read back from its words: 'keep the two 5s and the ace' -> [5, 5, 1]."""
    faces: list[int] = []
    for count, face in re.findall(r"\bthe (?:(two|three|four) )?(aces?|[2-6])s?\b", action):
        faces += [1 if face.startswith("ace") else int(face)] * _COUNT_WORDS.get(count, 1)
    return faces


def best_beat(ranked: Sequence[Choice]) -> Fraction:
    return ranked[0].value.beat


def _bar_position(game_id: str, throws: list[list[int]], moves: Sequence[Action]) -> Mapping[str, Any]:
    game = new_game(game_id, ["Max", "James"], ScriptedDice(throws), first="Max")
    for move in moves:
        game.apply(move)
    return game.observation(game.current_player or 0, with_log=False)


FIRST_POSITIONS = [
    # no mark yet: the first to roll
    ("bar-dice", [[6, 6, 3, 4, 5]], [ROLL]),
    ("bar-dice", [[1, 6, 6, 4, 5]], [ROLL]),
    ("bar-dice", [[1, 3, 3, 2, 5]], [ROLL]),
    ("layman-bar-dice", [[6, 6, 3, 4, 5]], [ROLL]),
]


@pytest.mark.parametrize(("game_id", "throws", "moves"), FIRST_POSITIONS)
def test_with_no_mark_yet_the_hint_weighs_the_players_still_to_roll(
    game_id: str, throws: list[list[int]], moves: list[Action]
) -> None:
    view = _bar_position(game_id, throws, moves)
    advice = bar_hint(view)
    position = read_position(view)
    assert advice is not None and position is not None and position.followers == 1
    ranked = field_choices(position)  # the best bot's own numbers: the chance to end the best hand
    lines = advice["text"].split("\n")
    assert len(lines) == min(4, len(ranked))
    action, reason = lines[0].split(": ", 1)
    assert reason == f"{percent(float(ranked[0].win))} to stay best against the player after you", lines[0]
    assert action == "Stop" if ranked[0].stop else sorted(named_dice(action)) == sorted(ranked[0].keep)
    for choice, line in zip(ranked[1:], lines[1:], strict=False):
        assert line.endswith(f": {percent(float(choice.win))}") and line.startswith("Or "), line


def test_with_no_mark_yet_thirty_six_is_not_a_hand_to_stop_on() -> None:
    view = _bar_position("bar-dice", [[1, 3, 3, 2, 5]], [ROLL])  # thirty-three in one: it scores, but low
    advice = bar_hint(view)
    assert advice is not None
    assert not advice["text"].startswith("Stop"), advice["text"]


BAR_POSITIONS = [
    # against forty-three, two rolls left
    *(
        (game_id, [*_MARK_43_IN_THREE[0], faces], [*_MARK_43_IN_THREE[1], ROLL])
        for game_id in ("bar-dice", "layman-bar-dice")
        for faces in ([6, 6, 6, 2, 3], [1, 6, 6, 4, 5], [1, 6, 6, 6, 2], [1, 5, 5, 3, 2], [2, 2, 3, 5, 6])
    ),
    # against forty-three, one roll left, dice set aside before
    ("bar-dice", [*_MARK_43_IN_THREE[0], [1, 6, 2, 4, 5], [6, 3, 4]], [*_MARK_43_IN_THREE[1], ROLL, keep([1, 6])]),
    (
        "layman-bar-dice",
        [*_MARK_43_IN_THREE[0], [1, 4, 3, 3, 2], [1, 4, 3, 3, 2]],
        [*_MARK_43_IN_THREE[1], ROLL, keep([])],
    ),
    # nothing beats fifty-six: a tie at best
    ("bar-dice", [[1, 1, 1, 6, 6], [1, 6, 6, 6, 2]], [ROLL, STOP, ROLL]),
]


@pytest.mark.parametrize(("game_id", "throws", "moves"), BAR_POSITIONS)
def test_the_bar_hint_names_the_best_choice_with_the_coachs_own_chance(
    game_id: str, throws: list[list[int]], moves: list[Action]
) -> None:
    view = _bar_position(game_id, throws, moves)
    advice = bar_hint(view)
    assert advice is not None
    turn = view["turn"] if game_id == "bar-dice" else view
    thrown, aside, left = turn["thrown"], turn.get("set_aside", turn.get("farmed")), turn["rolls_left"]
    ranked = choices(game_id, advice["mark"], thrown, aside, left, ace_seen=bool(view.get("ace_seen")))
    lines = advice["text"].split("\n")
    assert len(lines) == len(advice["choices"]) == min(4, len(ranked))
    mark = number_words(advice["mark"]) if advice["mark"] else ""
    unbeatable = mark and best_beat(ranked) == 0  # then the chances to tie it rank the choices

    best, first = ranked[0], lines[0]
    assert advice["choices"][0]["p_beat"] == best.p_beat
    action, reason = first.split(": ", 1)
    if best.stop:
        assert action == "Stop"
        hand = bar_hand(best.held).call()
        if best.p_beat == 1:
            expected = f"{hand} already beats {mark}," if mark else f"{hand} already scores,"
            assert reason.startswith(expected), first
        else:
            assert best.p_beat == 0 and reason.startswith(f"nothing you can roll beats {mark} any more"), first
    else:
        if unbeatable:
            expected = f"nothing beats {mark}, but {percent(best.p_tie_or_beat)} to tie it {_ROLLS_LEFT[left]}"
        else:
            expected = f"{percent(best.p_beat)} {f'to beat {mark}' if mark else 'to score'} {_ROLLS_LEFT[left]}"
        assert reason == expected, first
        assert action.startswith("Keep " if best.keep else "Roll ")
        assert sorted(named_dice(action)) == sorted(best.keep), first
        if not best.keep:
            assert action in (
                "Roll all five again",
                "Roll all four again",
                "Roll all three again",
                "Roll both dice again",
            )
    for choice, line in zip(ranked[1:], lines[1:], strict=False):
        action, chance = line.split(": ")
        assert chance == percent(choice.p_tie_or_beat if unbeatable else choice.p_beat), line
        assert action.startswith("Or ")
        if not choice.stop:
            assert sorted(named_dice(action)) == sorted(choice.keep), line


def test_the_bar_hint_says_the_bars_words() -> None:
    view = _bar_position("bar-dice", [*_MARK_43_IN_THREE[0], [1, 5, 5, 3, 2]], [*_MARK_43_IN_THREE[1], ROLL])
    advice = bar_hint(view)
    assert advice is not None
    best = choices("bar-dice", 43, [1, 5, 5, 3, 2], (), 2)[0]
    assert advice["text"].split("\n")[0] == (
        f"Keep the two 5s and the ace: {percent(best.p_beat)} to beat forty-three in your two rolls left"
    )
    view = _bar_position("bar-dice", [*_MARK_43_IN_THREE[0], [1, 6, 6, 6, 2]], [*_MARK_43_IN_THREE[1], ROLL])
    advice = bar_hint(view)
    assert advice is not None
    assert advice["text"].split("\n")[0] == (
        "Stop: forty-six already beats forty-three, and rolling on can only cost you rolls"
    )


def test_named_dice_reads_the_bars_names() -> None:
    assert named_dice("Keep the three 6s") == [6, 6, 6]
    assert named_dice("Or keep the two 5s, the 3 and the ace") == [5, 5, 3, 1]
    assert named_dice("Keep the 4 and the two aces") == [4, 1, 1]


# ----- PeekPoker: betting ------------------------------------------------------------------------------------


def _betting_views(options: Mapping[str, object], seeds: range) -> list[Mapping[str, Any]]:
    """Betting decisions of three players who never fold, from seeded hands."""
    found = []
    for seed in seeds:
        game = new_game("peekpoker", ["Max", "James", "Ana"], SeededDice(seed), options, first="Max")
        chooser = random.Random(seed)
        while not game.is_over and len(found) < 3 * (seed - seeds.start + 1) and len(game.history) < 200:
            seat = game.current_player
            assert seat is not None
            view = game.observation(seat, with_log=False)
            if view["phase"] == "betting":
                found.append(view)
            legal = game.legal_actions()
            game.apply(chooser.choice([action for action in legal if action.kind != "fold"] or legal))
    return found


@pytest.mark.parametrize("options", [{}, {"forced_bet": True}, {"blinds": True, "split_community": True}])
def test_the_poker_hint_names_the_choice_the_coachs_numbers_make(options: Mapping[str, object]) -> None:
    seen = set()
    for view in _betting_views(options, range(6)):
        advice = poker_hint(view)
        assert advice is not None
        seat, folded, dealt = view["seat"], view["folded"], view["dealt"]
        opponents = sum(1 for other in range(len(folded)) if other != seat and dealt[other] and not folded[other])
        equity = odds_for(False, True).equity(view["private"], view["community"], opponents)
        pot = sum(pot["amount"] for pot in view["pots"])
        bets = [move["bet"] for move in view["legal_actions"] if isinstance(move, dict) and "bet" in move]
        forced = view["to_call"] == 0 and "check" not in view["legal_actions"]
        price = view["to_call"] or (min(bets) if forced else 0)
        first = advice["text"].split("\n")[0]
        share = f"your hand takes {'only ' if price and equity <= price / (pot + price) else ''}{percent(equity)}"
        assert f"{share} of the pot at the showdown against {['one', 'two'][opponents - 1]}" in first, first
        if price:
            need = percent(price / (pot + price))
            pays = equity > price / (pot + price)
            verb = "bet" if forced else "call"
            choice = ("Bet " + str(price) if forced else "Call") if pays else "Fold"
            assert first.startswith(f"{choice}: you need {need} to {verb} {price} into {pot}, "), first
            seen.add(choice.split()[0])
        else:
            choice = "Bet" if equity > 1 / (opponents + 1) else "Check"
            assert first.startswith(f"{choice}: "), first
            assert first.endswith(f"an even share ({percent(1 / (opponents + 1))})"), first
            seen.add(choice)
        assert advice["choice"] == choice.split()[0].lower()
    assert len(seen) >= 2, seen  # the positions ask for more than one answer


# ----- PeekPoker: the showdown's ace re-rolls -----------------------------------------------------------------

REROLL_WORDS = {
    (0, 1): "Keep the ace",
    (0, 2): "Keep both aces",
    (1, 1): "Re-roll the ace",
    (2, 2): "Re-roll both aces",
    (1, 2): "Re-roll one of the two aces",
}


@pytest.mark.parametrize(("danielle", "james", "community"), SHOWDOWNS)
def test_the_reroll_hint_is_the_best_bots_choice_with_its_share_of_the_pot(
    danielle: list[int], james: list[int], community: list[int]
) -> None:
    game = showdown([[NINE, TEN, JACK], danielle, james], community)
    view = game.observation(1, with_log=False)
    advice = poker_hint(view)
    assert advice is not None and advice["aces"] == danielle.count(ACE)
    best = advice["choices"][0]
    assert make_bot("peekpoker", "best", 0).choose(game.observation(1)).amount == best["reroll"]
    lines = advice["text"].split("\n")
    words = REROLL_WORDS[best["reroll"], advice["aces"]]
    assert lines[0] == f"{words}: on average you take {percent(best['share'])} of the pot"
    assert len(lines) == advice["aces"] + 1  # every choice, best first
    for choice, line in zip(advice["choices"][1:], lines[1:], strict=True):
        words = REROLL_WORDS[choice["reroll"], advice["aces"]]
        assert line == f"Or {words[0].lower()}{words[1:]}: {percent(choice['share'])}"
    assert sorted(choice["reroll"] for choice in advice["choices"]) == list(range(advice["aces"] + 1))


# ----- every word translatable ------------------------------------------------------------------------------


def _all_hints() -> list[dict[str, Any]]:
    hints = [bar_hint(_bar_position(*position)) for position in BAR_POSITIONS]
    hints += [poker_hint(view) for options in ({}, {"forced_bet": True}) for view in _betting_views(options, range(4))]
    for danielle in ([ACE, ACE, TEN], [ACE, ACE, NINE], [ACE, KING, KING]):
        hints.append(
            poker_hint(showdown([[NINE, TEN, JACK], danielle, [ACE, ACE, ACE]], [TEN, TEN, QUEEN]).observation(1))
        )
    return [hint for hint in hints if hint is not None]


def test_every_word_of_the_coach_is_marked_for_translation(tmp_path: Path) -> None:
    said: set[tuple[str, str]] = set()
    for hint in _all_hints():
        for line in hint["lines"]:
            said.update(_texts(line))
    assert {context for context, _ in said} == {"Coach"}
    assert len(said) > 20
    assert said - _marked_texts(tmp_path) == set(), "said but not marked for translation"


def test_the_hint_is_said_through_the_translator() -> None:
    hint = bar_hint(_bar_position("bar-dice", [*_MARK_43_IN_THREE[0], [1, 5, 5, 3, 2]], [*_MARK_43_IN_THREE[1], ROLL]))
    assert hint is not None
    asked: list[str] = []

    def translate(context: str, source: str) -> str:
        asked.append(context)
        return source.replace("keep", "behalte").replace("the ace", "das Ass")

    first = hint["lines"][0].render(translate)
    assert first.startswith("Behalte the two 5s and das Ass: ") and set(asked) == {"Coach"}
