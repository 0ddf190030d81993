"""PeekPoker Hold'em: Crazy Aces: every rule and option, the scenarios through
`dicebar play`, the scenario error cases, hidden information, and property tests over random games."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import SCENARIOS, play, run_dicebar
from dicebar.rules import peekpoker_words
from dicebar.rules.actions import CALL, CHECK, FOLD, ROLL, Action, action_from_json, bet, raise_to, reroll
from dicebar.rules.dice import ScriptedDice, SeededDice, parse_poker_face, poker_face_name
from dicebar.rules.errors import IllegalAction, RulesError
from dicebar.rules.events import ChipsMoved, DiceRevealed, DiceThrown, HandStarted
from dicebar.rules.history import RecordingDice
from dicebar.rules.peekpoker import PeekPoker
from dicebar.rules.savegame import dumps, loads
from dicebar.rules.scenario import drive, run_scenario
from rules import scripted
from rules.scripted import scenario_json

MDJ = ("Max", "Danielle", "James")
MAX, DANIELLE, JAMES = 0, 1, 2
NAMES = ("Max", "Danielle", "James", "Ana", "Bo", "Cy", "Dee", "Eli")
HERE = SCENARIOS / "peekpoker"
# Measured: the longest of 2,000 random games (2..8 players, stacks up to 100, every option at random, random
# legal actions) took 1,035 actions; games with stacks up to 60 stay far below the bound.
ACTION_BOUND = 10_000


def faces(text: str) -> list[int]:
    return [parse_poker_face(word) for word in text.split()]


def table(
    rolls: Sequence[str],
    moves: Sequence[Action] = (),
    players: Sequence[str] = MDJ,
    first: str | None = "Max",
    **options: object,
) -> PeekPoker:
    """A game with scripted dice ("A K 9" per throw), driven like `dicebar play`: forced steps by themselves,
    decisions from `moves`, until the moves or the dice run out. Invariants are checked after every action."""
    game = PeekPoker(list(players), ScriptedDice([faces(entry) for entry in rolls]), options, first)
    game.check_invariants()
    played, used = drive(game, list(moves), after_each=lambda state: state.check_invariants())
    assert used == len(moves), f"moves left over: {list(moves)[used:]}"
    assert isinstance(played, PeekPoker)
    return played


def chips(game: PeekPoker) -> list[int]:
    return [game.seat_chips(seat) for seat in range(len(game.names))]


def lines(game: PeekPoker) -> list[str]:
    return game.log_lines()


def after(log: list[str], line: str, count: int) -> list[str]:
    """`count` lines of the log from the first `line` on."""
    start = log.index(line)
    return log[start : start + count]


def scenario_file(name: str) -> dict[str, Any]:
    return scenario_json("peekpoker", name)


def holdings(state: dict[str, Any]) -> list[tuple[str, int, str]]:
    return scripted.holdings(state, "chips")


def wins(game: PeekPoker) -> list[tuple[object, int, int]]:
    """(seat, chips, pot index) of every win in the log."""
    return [
        (event.target, event.amount, event.pot_index)
        for event in game.log
        if isinstance(event, ChipsMoved) and event.reason == "win"
    ]


# ----- the scenarios, through `dicebar play` ---------------------------------------------------------------


def test_scenario_a_full_hand_with_a_showdown_and_two_passes_of_ace_rerolls() -> None:
    state = play(scenario_file("showdown_with_ace_rerolls.json"))
    assert state["finished"] is True and state["winner"] == "Danielle" and state["pot"] == 0
    assert holdings(state) == [("Max", 46, "in"), ("Danielle", 58, "in"), ("James", 46, "in")]
    log = state["log"]
    showdown = log.index("Showdown")
    assert log[showdown + 1 : showdown + 4] == ["Danielle shows A K 9", "James shows A A J", "Max shows Q 10 10"]
    assert log[showdown + 4 :] == [
        "Danielle: Re-rolling one ace",
        "James: Re-rolling one ace",
        "Danielle re-rolls aces: A",
        "James re-rolls aces: Q",
        "Danielle: Re-rolling one ace",  # the ace that came up may go again; James's kept ace may not
        "Danielle re-rolls aces: K",
        "Danielle: Four kings",
        "James: Two pairs, kings and jacks",
        "Max: Two pairs, kings and tens",
        "Danielle wins 12 chips from the main pot: four kings beats two pairs, kings and jacks",
        "After 1 hand Danielle has the most chips (58) and wins",
    ]
    assert not any("shakes" in line and ":" in line for line in log)


def test_scenario_an_all_in_with_a_side_pot() -> None:
    state = play(scenario_file("all_in_with_a_side_pot.json"))
    assert holdings(state) == [("Max", 15, "in"), ("Danielle", 7, "in"), ("James", 8, "in")]
    assert state["winner"] == "Max" and state["finished"] is True
    log = state["log"]
    hand_two = log.index("Hand 2: Danielle deals")
    assert log[log.index("Betting round one", hand_two) + 1 :][:5] == [
        "James puts 8 chips in the pot (bet)",
        "James: All in",
        "Max puts four chips in the pot (call)",  # all in for less than the call
        "Max: All in",
        "Danielle puts 8 chips in the pot (call)",
    ]
    assert "No betting in round two: all in" in log  # Danielle alone has chips: no more betting asked
    assert log[-3:] == [
        "Max wins 15 chips from the main pot: four kings beats three queens",  # the main pot (5 x 3)
        "James wins 8 chips from side pot 1: three queens beats pair of tens",  # Danielle's side pot (4 x 2)
        "After 2 hands Max has the most chips (15) and wins",
    ]


def test_scenario_a_split_pot_whose_odd_chip_goes_first_left_of_the_dealer() -> None:
    state = play(scenario_file("split_pot_odd_chip.json"))
    # Danielle deals: James sits first to her left, so the odd chip is his although Max has the lower seat.
    assert holdings(state) == [("Max", 50, "in"), ("Danielle", 49, "in"), ("James", 51, "in")]
    assert state["log"][-5:] == [
        "James: Pair of kings",
        "Max: Pair of kings",
        "James wins three chips from the main pot: split with Max, pair of kings each",
        "Max wins two chips from the main pot: split with James, pair of kings each",
        "After 1 hand James has the most chips (51) and wins",
    ]


def test_scenario_blinds_heads_up_the_dealer_posts_the_small_blind_and_acts_first() -> None:
    state = play(scenario_file("blinds_heads_up.json"))
    assert holdings(state) == [("Max", 58, "in"), ("Danielle", 42, "in")]
    log = state["log"]
    assert log[1:3] == ["Max puts one chip in the pot (small blind)", "Danielle puts two chips in the pot (big blind)"]
    assert log[log.index("Betting round one") + 1] == "Max puts one chip in the pot (call)"
    assert log[log.index("Betting round two") + 1] == "Danielle puts two chips in the pot (bet)"
    assert "Max: Raise to 6" in log
    assert "Max wins 16 chips from the main pot: two pairs, queens and jacks beats two pairs, tens and nines" in log


def test_scenario_the_forced_bet_opens_every_round() -> None:
    state = play(scenario_file("forced_bet.json"))
    assert holdings(state) == [("Max", 49, "in"), ("Danielle", 45, "in"), ("James", 56, "in")]
    log = state["log"]
    assert log[log.index("Betting round one") + 1] == "Danielle puts one chip in the pot (bet)"
    assert log[log.index("Betting round two") + 1] == "Danielle puts one chip in the pot (bet)"
    assert state["winner"] == "James"


def test_scenario_split_community_two_dice_a_round_then_the_third_and_a_round() -> None:
    state = play(scenario_file("split_community.json"))
    assert holdings(state) == [("Max", 58, "in"), ("Danielle", 42, "in")]
    log = state["log"]
    assert [line for line in log if "community" in line or line.startswith("Betting")] == [
        "Betting round one",
        "Max rolls the community dice: 10 Q",
        "Betting round two",
        "Max rolls the community dice: 9",
        "Betting round three",
    ]


def test_scenario_folds_end_the_hand_at_once() -> None:
    state = play(scenario_file("folds.json"))
    assert holdings(state) == [("Max", 52, "in"), ("Danielle", 49, "in"), ("James", 49, "in")]
    assert state["log"][-6:] == [
        "Max puts three chips in the pot (bet)",
        "Danielle: Fold",
        "Everyone else folds to Max",
        "Max takes back three chips nobody called",
        "Max wins three chips from the main pot: everyone else folded",
        "After 1 hand Max has the most chips (52) and wins",
    ]
    assert "James: Fold" in state["log"]  # James folded although checking was free
    assert not any("community" in line or "shows" in line for line in state["log"])


def test_scenario_the_last_player_with_chips_wins_after_a_roll_off() -> None:
    state = play(scenario_file("last_player_with_chips_wins.json"))
    assert holdings(state) == [("Max", 4, "in"), ("Danielle", 0, "out")]
    assert state["winner"] == "Max" and state["pot"] == 0
    assert state["log"][:4] == [
        "Everyone rolls one die: the highest deals",
        "Max rolls for the start: Q",
        "Danielle rolls for the start: K",
        "Danielle rolls highest and deals",
    ]
    assert state["log"][-2:] == ["Danielle is out: no chips left", "Max wins the game with all 4 chips"]


def test_every_scenario_file_is_tested() -> None:
    tested = {
        "showdown_with_ace_rerolls.json",
        "all_in_with_a_side_pot.json",
        "split_pot_odd_chip.json",
        "blinds_heads_up.json",
        "forced_bet.json",
        "split_community.json",
        "folds.json",
        "last_player_with_chips_wins.json",
    }
    assert {path.name for path in HERE.glob("*.json")} == tested


# ----- dealing: the dealer, antes, blinds, private dice ----------------------------------------------------


def test_the_roll_off_decides_the_first_dealer_and_ties_roll_again() -> None:
    game = table(["A", "9", "A", "K", "Q"], first=None)
    assert lines(game)[:10] == [
        "Everyone rolls one die: the highest deals",
        "Max rolls for the start: A",
        "Danielle rolls for the start: 9",
        "James rolls for the start: A",
        "Max, James tie for highest and roll again",
        "Max rolls for the start: K",
        "James rolls for the start: Q",
        "Max rolls highest and deals",
        "Hand 1: Max deals",
        "Danielle puts one chip in the pot (ante)",
    ]
    assert game.dealer == MAX and game.current_player == DANIELLE


def test_first_names_the_first_dealer() -> None:
    game = table([], first="James")
    assert game.dealer == JAMES and lines(game)[0] == "Hand 1: James deals"


def test_each_hand_starts_with_its_number_and_dealer_as_data() -> None:
    hand_one = ["9 9 10", "K K Q", "J 10 9", "Q Q 10"]  # Danielle, James, Max; community
    game = table(hand_one, [bet(1), CALL, FOLD], stack=2)
    started = [event for event in game.log if isinstance(event, HandStarted)]
    assert started == [HandStarted(1, MAX), HandStarted(2, JAMES)]
    assert [game.describe(event).english() for event in started] == ["Hand 1: Max deals", "Hand 2: James deals"]


def test_the_hand_line_speaks_to_you_when_you_deal() -> None:
    game = table([], players=("Max", "You", "James"), first="You")
    assert lines(game)[0] == "Hand 1: you deal"
    assert peekpoker_words.describe(HandStarted(3, 1), ["Max", "you"]).english() == "Hand 3: you deal"
    game = table(["9", "A"], players=("Max", "You"), first=None)
    assert "You roll highest and deal" in lines(game) and "Hand 1: you deal" in lines(game)


def test_every_player_with_chips_antes_one_from_left_of_the_dealer() -> None:
    game = table([], first="Danielle")
    assert lines(game)[1:4] == [
        "James puts one chip in the pot (ante)",
        "Max puts one chip in the pot (ante)",
        "Danielle puts one chip in the pot (ante)",
    ]
    assert chips(game) == [49, 49, 49] and game.pot() == 3


def test_each_player_throws_three_private_dice_in_turn_order_from_left_of_the_dealer() -> None:
    game = table([], first="Danielle")
    order = []
    dice = ScriptedDice([faces("9 9 9"), faces("10 10 10"), faces("J J J")])
    game.dice = dice
    while game.observation(0)["phase"] == "private":
        assert game.legal_actions() == [ROLL]
        order.append(game.current_player)
        game.apply(ROLL)
    assert order == [JAMES, MAX, DANIELLE]
    assert game.private == [faces("10 10 10"), faces("J J J"), faces("9 9 9")]


def test_private_dice_are_never_in_the_log_and_only_their_owner_sees_them() -> None:
    game = table(["A K 9", "Q Q 10", "J J J"])
    assert lines(game)[4:7] == [
        "Danielle shakes three dice under the cup",
        "James shakes three dice under the cup",
        "Max shakes three dice under the cup",
    ]
    thrown = [event for event in game.log if isinstance(event, DiceThrown)]
    assert all(event.hidden for event in thrown)
    assert thrown[0].visible_to(DANIELLE) == thrown[0]
    as_max_sees_it = thrown[0].visible_to(MAX)
    assert isinstance(as_max_sees_it, DiceThrown) and as_max_sees_it.faces == (0, 0, 0)
    assert game.observation(DANIELLE)["private"] == faces("A K 9")
    assert game.observation(MAX)["private"] == faces("J J J")
    assert game.observation(MAX)["shown"] == [None, None, None]
    assert "A K 9" not in json.dumps(game.observation(MAX)["log"])


def test_blinds_three_players_small_and_big_blind_left_of_the_dealer_and_betting_after_them() -> None:
    game = table(["9 9 10", "J J Q", "K K Q"], [CALL, CALL], blinds=True)
    assert lines(game)[1:3] == [
        "Danielle puts one chip in the pot (small blind)",
        "James puts two chips in the pot (big blind)",
    ]
    # Max (after the big blind) and Danielle called; the big blind still has the option to raise
    assert game.current_player == JAMES
    assert game.legal_actions()[:2] == [CHECK, FOLD] and raise_to(4) in game.legal_actions()
    assert not game.can(raise_to(3))
    game.apply(CHECK)
    assert game.current_player == MAX  # the dealer rolls the community dice
    game.dice = ScriptedDice([faces("A A A")])
    game.apply(ROLL)
    assert game.current_player == DANIELLE  # round two starts left of the dealer


def test_a_big_blind_that_cannot_be_covered_goes_in_short_and_the_call_is_what_went_in() -> None:
    hand_one = ["9 9 10", "K K Q", "J 10 9", "Q Q 10"]
    game = table(hand_one, [raise_to(4), FOLD, CALL, CHECK, CHECK], players=MDJ, stack=5, blinds=True)
    # Hand 1: Max raised to 4, Danielle (small blind) folded, James (big blind) called and won 9.
    assert lines(game)[-4:] == [
        "Hand 2: Danielle deals",
        "James puts one chip in the pot (small blind)",
        "Max puts one chip in the pot (big blind)",  # his last chip: the big blind goes in short
        "Max: All in",
    ]
    assert chips(game) == [0, 4, 9] and game.seat_status(MAX) == "in"
    game.dice = ScriptedDice([faces("9 9 9"), faces("10 10 10"), faces("J J J")])
    for _ in range(3):
        game.apply(ROLL)
    assert game.current_player == DANIELLE
    # the call is the 1 chip that went in, and a raise over it adds at least 1
    assert game.legal_actions() == [CALL, FOLD, raise_to(2), raise_to(3), raise_to(4)]
    game.apply(CALL)
    assert game.current_player == JAMES and game.legal_actions()[:2] == [CHECK, FOLD]


def test_the_button_moves_left_each_hand_skipping_busted_players() -> None:
    hand_one = ["9 9 10", "K K Q", "J 10 9", "Q Q 10"]  # Danielle, James, Max; community
    game = table(hand_one, [bet(1), CALL, FOLD], stack=2)
    assert lines(game)[-5:] == [
        "Danielle is out: no chips left",
        "Hand 2: James deals",  # the button passes over Danielle
        "Max puts one chip in the pot (ante)",
        "Max: All in",
        "James puts one chip in the pot (ante)",
    ]
    assert chips(game) == [0, 0, 4] and game.seat_status(DANIELLE) == "out" and game.seat_status(MAX) == "in"
    assert game.current_player == MAX and game.betting.dealt == [True, False, True]
    # Max is all in by his ante: no betting at all, but the community dice and the showdown still come
    game.dice = ScriptedDice([faces("A A K"), faces("9 9 10"), faces("K Q J")])
    game.apply(ROLL)
    game.apply(ROLL)
    assert lines(game)[-3:] == [
        "Max shakes three dice under the cup",
        "James shakes three dice under the cup",
        "No betting in round one: all in",
    ]
    assert game.current_player == JAMES and game.legal_actions() == [ROLL]  # the dealer's community dice
    game.apply(ROLL)
    hand_two = lines(game)[lines(game).index("Hand 2: James deals") :]
    assert after(hand_two, "No betting in round two: all in", 4) == [
        "No betting in round two: all in",
        "Showdown",
        "Max shows A A K",
        "James shows 9 9 10",
    ]
    assert game.current_player == MAX and game.legal_actions() == [reroll(0), reroll(1), reroll(2)]


# ----- betting -------------------------------------------------------------------------------------------


def test_betting_round_one_starts_left_of_the_dealer_and_offers_every_size() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], stack=5)
    assert game.current_player == DANIELLE
    assert game.legal_actions() == [CHECK, FOLD, bet(1), bet(2), bet(3), bet(4)]
    game.apply(bet(2))
    assert game.legal_actions() == [CALL, FOLD, raise_to(4)]  # all in is a raise to 4: exactly the minimum


def test_a_raise_is_at_least_the_previous_bet_or_raise_in_the_round() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], [bet(3), raise_to(7)])
    assert game.current_player == MAX
    with pytest.raises(IllegalAction, match="Max cannot raise to 10: a raise is to at least 11"):
        game.apply(raise_to(10))
    assert game.can(raise_to(11)) and game.can(raise_to(49))


HAND_ONE_STACK_10 = ["K K 9", "10 J Q", "9 10 Q", "K Q J"]
HAND_ONE_STACK_10_MOVES = [bet(4), CALL, FOLD, CHECK, CHECK]  # Danielle wins; then M 8, D 15, J 4 behind


def test_a_short_all_in_does_not_reopen_the_betting_at_the_table() -> None:
    game = table([*HAND_ONE_STACK_10, "9 9 9", "10 10 10", "J J J"], HAND_ONE_STACK_10_MOVES, stack=10)
    assert chips(game) == [8, 15, 4] and game.current_player == JAMES  # hand 2: Danielle deals
    for action in (CHECK, bet(3), CALL, raise_to(4)):  # James all in for a raise of 1, short of 3
        game.apply(action)
    assert game.current_player == MAX and game.legal_actions() == [CALL, FOLD]
    with pytest.raises(IllegalAction, match="Max cannot raise: only a short all-in came since Max acted"):
        game.apply(raise_to(7))
    game.apply(CALL)
    assert game.current_player == DANIELLE and game.legal_actions() == [CALL, FOLD]
    game.apply(CALL)
    assert game.current_player == DANIELLE and game.legal_actions() == [ROLL]  # the community dice


def test_an_all_in_call_for_less_returns_the_uncalled_part_and_the_hand_goes_on() -> None:
    game = table([*HAND_ONE_STACK_10, "9 9 9", "10 10 10", "J J J"], HAND_ONE_STACK_10_MOVES, stack=10)
    for action in (CHECK, FOLD, bet(10), CALL):  # James calls all in with 4
        game.apply(action)
    assert lines(game)[-4:] == [
        "Danielle puts 10 chips in the pot (bet)",
        "James puts four chips in the pot (call)",
        "James: All in",
        "Danielle takes back six chips nobody called",
    ]
    assert game.pot() == 3 + 4 + 4 and game.current_player == DANIELLE and game.legal_actions() == [ROLL]


def test_several_short_all_ins_do_not_add_up_to_a_reopening_at_the_table() -> None:
    players = ("Max", "Danielle", "James", "Ana")
    # Hand 1 (stack 20, Max deals): Danielle bets 8, James and Ana call, Max folds; Danielle bets 3, James
    # calls, Ana folds; Danielle's four kings win. Behind after hand 2's antes: Max 18, D 41, J 7, Ana 10.
    hand_one = ["K K K", "9 10 J", "Q Q 10", "9 9 10", "K Q J"]
    moves = [bet(8), CALL, CALL, FOLD, bet(3), CALL, FOLD]
    game = table([*hand_one, "9 9 9", "10 10 10", "J J J", "Q Q Q"], moves, players=players, stack=20)
    assert chips(game) == [18, 41, 7, 10] and game.current_player == JAMES
    for action in (CHECK, CHECK, bet(4), CALL, raise_to(7), raise_to(10)):
        game.apply(action)  # two all-in raises of 3, each short of 4, together 6
    assert game.current_player == MAX and game.legal_actions() == [CALL, FOLD]
    game.apply(CALL)
    assert game.current_player == DANIELLE and game.legal_actions() == [CALL, FOLD]


def test_option_forced_bet_the_first_player_to_act_must_bet_one_or_fold() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], forced_bet=True)
    assert game.current_player == DANIELLE and game.legal_actions() == [FOLD, bet(1)]
    with pytest.raises(IllegalAction, match="Danielle cannot check: the first player to act must bet 1 or fold"):
        game.apply(CHECK)
    with pytest.raises(IllegalAction, match="Danielle cannot bet 2: the forced bet is exactly 1"):
        game.apply(bet(2))
    game.apply(bet(1))
    assert game.current_player == JAMES and game.legal_actions()[:3] == [CALL, FOLD, raise_to(2)]
    for action in (CALL, CALL):
        game.apply(action)
    assert game.current_player == MAX and game.legal_actions() == [ROLL]  # called round: no option for Danielle
    game.dice = ScriptedDice([faces("Q Q Q")])
    game.apply(ROLL)
    assert game.current_player == DANIELLE and game.legal_actions() == [FOLD, bet(1)]  # and again in round two


def test_option_forced_bet_binds_only_the_first_player_to_act() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], [FOLD], forced_bet=True)
    assert game.current_player == JAMES and game.legal_actions()[:3] == [CHECK, FOLD, bet(1)]
    assert bet(2) in game.legal_actions()


def test_option_forced_bet_is_not_used_in_the_round_the_blinds_opened() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], blinds=True, forced_bet=True)
    assert game.current_player == MAX and game.legal_actions()[:3] == [CALL, FOLD, raise_to(4)]
    for action in (CALL, CALL, CHECK):
        game.apply(action)
    game.dice = ScriptedDice([faces("Q Q Q")])
    game.apply(ROLL)
    assert game.current_player == DANIELLE and game.legal_actions() == [FOLD, bet(1)]


def test_folding_is_allowed_even_when_checking_is_free() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"])
    assert game.legal_actions()[:2] == [CHECK, FOLD]
    game.apply(FOLD)
    assert game.betting.folded == [False, True, False]


def test_uncalled_chips_return_at_the_end_of_each_betting_round() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], [bet(5), CALL, raise_to(20), FOLD, FOLD])
    assert after(lines(game), "Danielle: Fold", 6) == [
        "Danielle: Fold",
        "James: Fold",
        "Everyone else folds to Max",
        "Max takes back 15 chips nobody called",  # Danielle and James put in 5 each: 15 of Max's 20 uncalled
        "Max wins 18 chips from the main pot: everyone else folded",
        "Hand 2: Danielle deals",
    ]
    assert chips(game) == [61, 43, 43]  # after hand 2's antes
    game = table(["9 9 10", "K K Q", "J 10 9", "Q Q Q"], [CHECK, CHECK, CHECK, bet(7), FOLD, FOLD])
    assert "Danielle takes back 7 chips nobody called" in lines(game)  # at the end of round two


def test_when_all_but_one_fold_the_hand_ends_at_once_without_community_dice() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], [bet(2), FOLD, FOLD], first="Max")
    log = lines(game)
    assert log[log.index("Everyone else folds to Danielle") :][:4] == [
        "Everyone else folds to Danielle",
        "Danielle takes back two chips nobody called",
        "Danielle wins three chips from the main pot: everyone else folded",
        "Hand 2: Danielle deals",
    ]
    assert not any("community" in line for line in log)
    assert isinstance(game.dice, ScriptedDice) and game.dice.remaining == 0


def test_the_dealer_rolls_the_community_dice_even_after_folding() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], [CHECK, CHECK, FOLD])
    assert game.betting.folded[MAX] and game.current_player == MAX
    assert game.legal_actions() == [ROLL]
    game.dice = ScriptedDice([faces("K K K")])
    game.apply(ROLL)
    assert lines(game)[-2:] == ["Max rolls the community dice: K K K", "Betting round two"]
    assert game.current_player == DANIELLE


def test_when_everyone_is_all_in_no_betting_is_asked_but_the_dice_are_rolled_and_shown() -> None:
    game = table(["9 9 10", "K K Q", "Q Q J"], [bet(1), CALL], players=("Max", "Danielle"), stack=2)
    log = lines(game)
    assert after(log, "Max rolls the community dice: Q Q J", 5) == [
        "Max rolls the community dice: Q Q J",
        "No betting in round two: all in",
        "Showdown",
        "Danielle shows 9 9 10",
        "Max shows K K Q",
    ]
    assert game.is_over and game.result().winner == (MAX,)


def test_an_all_in_big_blind_leaves_the_small_blind_only_call_or_fold() -> None:
    # stack 2, blinds heads-up: the dealer's small blind leaves him 1 chip; the big blind is all in.
    game = table(["9 9 10", "K K Q"], players=("Max", "Danielle"), stack=2, blinds=True)
    assert lines(game)[1:4] == [
        "Max puts one chip in the pot (small blind)",
        "Danielle puts two chips in the pot (big blind)",
        "Danielle: All in",
    ]
    assert game.current_player == MAX and game.legal_actions() == [CALL, FOLD]
    game.apply(CALL)
    assert game.seat_chips(MAX) == 0 and game.current_player == MAX and game.legal_actions() == [ROLL]
    game.dice = ScriptedDice([faces("J J J")])
    game.apply(ROLL)
    assert lines(game)[-10:] == [
        "Max rolls the community dice: J J J",
        "No betting in round two: all in",
        "Showdown",
        "Danielle shows 9 9 10",
        "Max shows K K Q",
        "Danielle: Full house, jacks over nines",
        "Max: Full house, jacks over kings",
        "Max wins four chips from the main pot: full house, jacks over kings beats full house, jacks over nines",
        "Danielle is out: no chips left",
        "Max wins the game with all 4 chips",
    ]


# ----- the showdown --------------------------------------------------------------------------------------


def showdown_table(
    private: Sequence[str], community: str, moves: Sequence[Action] = (), **options: object
) -> PeekPoker:
    """Three players, Max deals; everyone checks both rounds, then the showdown."""
    checks = [CHECK] * 6
    return table([*private, community], [*checks, *moves], **options)


def test_the_showdown_reveals_the_private_dice_of_the_players_still_in() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9", "Q Q Q"], [CHECK, FOLD, CHECK, CHECK, CHECK])
    revealed = [event for event in game.log if isinstance(event, DiceRevealed)]
    assert [(event.seat, event.faces) for event in revealed] == [(DANIELLE, (1, 1, 2)), (MAX, (3, 2, 1))]
    assert not any(line.startswith("James shows") for line in lines(game))  # James folded: his dice stay hidden


def test_only_players_with_an_ace_decide_and_in_turn_order_from_left_of_the_dealer() -> None:
    game = showdown_table(["K A 9", "Q Q 10", "A 10 A"], "K Q J")
    assert game.current_player == DANIELLE and game.legal_actions() == [reroll(0), reroll(1)]
    game.apply(reroll(1))
    assert game.current_player == MAX and game.legal_actions() == [reroll(0), reroll(1), reroll(2)]
    with pytest.raises(IllegalAction, match="Max cannot re-roll 3 aces: only two aces may be re-rolled"):
        game.apply(reroll(3))
    with pytest.raises(IllegalAction, match="Max is to say how many aces to re-roll"):
        game.apply(CHECK)


def test_rerolls_are_thrown_together_by_the_action_that_completes_the_decisions() -> None:
    game = showdown_table(["K A 9", "Q Q 10", "A 10 A"], "K Q J", [reroll(1)])
    assert isinstance(game.dice, ScriptedDice) and game.dice.remaining == 0  # Danielle's decision threw nothing
    game.dice = ScriptedDice([faces("9"), faces("K 10")])
    game.apply(reroll(2))  # Max completes the decisions: both throws happen now, Danielle's first
    assert game.dice.position == 2
    assert after(lines(game), "Danielle: Re-rolling one ace", 4) == [
        "Danielle: Re-rolling one ace",
        "Max: Re-rolling two aces",
        "Danielle re-rolls aces: 9",
        "Max re-rolls aces: K 10",
    ]


def test_aces_that_come_up_may_be_rerolled_again_but_kept_aces_may_not() -> None:
    private = ["K A 9", "Q Q 10", "A 10 A"]
    game = showdown_table(private, "K Q J", [reroll(1)])  # Danielle re-rolls her ace; Max decides below
    game.dice = ScriptedDice([faces("A"), faces("A")])
    assert game.current_player == MAX
    game.apply(reroll(1))
    # both threw an ace again: the new aces may go again; the ace Max kept may not
    assert game.current_player == DANIELLE and game.legal_actions() == [reroll(0), reroll(1)]
    game.apply(reroll(0))
    assert game.current_player == MAX and game.legal_actions() == [reroll(0), reroll(1)]
    game.dice = ScriptedDice([faces("9")])
    game.apply(reroll(1))
    assert after(lines(game), "Showdown", 16)[4:] == [
        "Danielle: Re-rolling one ace",
        "Max: Re-rolling one ace",
        "Danielle re-rolls aces: A",
        "Max re-rolls aces: A",
        "Danielle: Keeping my ace",
        "Max: Re-rolling one ace",
        "Max re-rolls aces: 9",
        "Danielle: Pair of kings",
        "James: Three queens",
        "Max: Large straight",  # 9 10 A (the kept ace) with K Q J
        "Max wins three chips from the main pot: large straight beats three queens",
        "Hand 2: Danielle deals",
    ]


def test_community_aces_are_not_the_players_to_reroll() -> None:
    game = showdown_table(["K K 9", "Q Q 10", "J 10 9"], "A A A")
    assert game.hand_number == 2  # nobody had a private ace: nobody was asked, the hand was settled


def test_option_no_ace_reroll_skips_the_rerolls() -> None:
    game = showdown_table(["A A 9", "Q Q 10", "A 10 A"], "K Q J", no_ace_reroll=True)
    assert after(lines(game), "Showdown", 8)[4:] == [
        "Danielle: Pair of aces",
        "James: Three queens",
        "Max: Straight to the ace",
        "Max wins three chips from the main pot: straight to the ace beats three queens",
    ]
    assert game.hand_number == 2


def test_option_split_community_no_third_die_when_all_but_one_fold() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9", "K Q"], [CHECK, CHECK, CHECK, bet(2), FOLD, FOLD], split_community=True)
    log = lines(game)
    assert [line for line in log if "community" in line] == ["Max rolls the community dice: K Q"]
    assert after(log, "Betting round two", 7)[5:] == [
        "Danielle takes back two chips nobody called",
        "Danielle wins three chips from the main pot: everyone else folded",
    ]


def test_the_best_six_dice_hand_wins_the_pot() -> None:
    game = showdown_table(["K K 9", "Q Q 10", "J 10 9"], "K Q J")
    assert after(lines(game), "Showdown", 8)[4:] == [
        "Danielle: Three kings",
        "James: Three queens",
        "Max: Pair of jacks",  # 9 10 J J Q K: no ace, so no straight
        "Danielle wins three chips from the main pot: three kings beats three queens",
    ]


def test_option_low_straight_makes_nine_to_king_a_straight() -> None:
    private = ["9 10 J", "A A 9", "Q Q 10"]
    plain = showdown_table(private, "Q K K", [reroll(0)])
    assert "Danielle: Pair of kings" in lines(plain) and wins(plain)[0][0] == MAX
    low = showdown_table(private, "Q K K", [reroll(0)], low_straight=True)
    assert "Danielle: Straight to the king" in lines(low) and wins(low)[0][0] == DANIELLE


def test_equal_hands_split_the_pot_three_ways() -> None:
    game = showdown_table(["9 10 J", "9 10 J", "J 10 9"], "K K Q")
    assert wins(game) == [(DANIELLE, 1, 0), (JAMES, 1, 0), (MAX, 1, 0)]


# ----- the end: busted players, the winner, the hands option -----------------------------------------------


def test_a_player_with_no_chips_is_out_and_the_last_player_with_chips_wins() -> None:
    game = table(["K K Q", "9 10 J", "K Q 9"], [bet(1), CALL], players=("Max", "Danielle"), stack=2)
    assert game.is_over and game.result().winner == (DANIELLE,)
    assert game.summary()["winner"] == "Danielle" and game.seat_status(MAX) == "out"
    assert game.legal_actions() == [] and game.current_player is None
    with pytest.raises(IllegalAction, match="the game is over"):
        game.apply(ROLL)


def test_option_hands_stops_after_n_hands_and_most_chips_win() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], [bet(2), FOLD, FOLD], hands=1)
    assert game.is_over and game.summary()["winner"] == "Danielle" and game.hand_number == 1


def test_option_hands_counts_every_hand_played() -> None:
    rolls = ["9 9 10", "K K Q", "J 10 9", "9 9 10", "K K Q", "J 10 9"]
    game = table(rolls, [bet(2), FOLD, FOLD], hands=2)
    assert not game.is_over and game.hand_number == 2
    game = table(rolls, [bet(2), FOLD, FOLD, FOLD, FOLD], hands=2)  # Danielle wins the antes twice
    assert game.is_over and game.hand_number == 2 and game.summary()["winner"] == "Danielle"
    assert chips(game) == [48, 54, 48]


def test_option_hands_a_tie_for_most_chips_shares_the_win() -> None:
    game = table(["9 10 J", "J 10 9", "K K Q"], [CHECK, CHECK, CHECK, CHECK], players=("Max", "Danielle"), hands=1)
    assert chips(game) == [50, 50]
    assert game.summary()["winner"] == ["Max", "Danielle"]
    assert lines(game)[-1] == "After 1 hand Max and Danielle share the most chips (50 each) and the win"


def test_option_stack_sets_every_starting_stack() -> None:
    game = table([], stack=7, players=("Max", "Danielle"))
    assert chips(game) == [6, 6] and game.pot() == 2
    with pytest.raises(RulesError, match="at least 2"):
        PeekPoker(["A", "B"], SeededDice(1), {"stack": 1}, "A")


def test_two_to_eight_players() -> None:
    with pytest.raises(RulesError, match="2 to 8 players"):
        PeekPoker(["A"], SeededDice(1), {}, "A")
    with pytest.raises(RulesError, match="2 to 8 players"):
        PeekPoker(list("ABCDEFGHI"), SeededDice(1), {}, "A")
    assert PeekPoker(list("ABCDEFGH"), SeededDice(1), {}, "A").pot() == 8


# ----- what every action leaves behind ---------------------------------------------------------------------


def test_illegal_actions_are_refused_with_a_reason_naming_the_player() -> None:
    game = table([], first="Max")
    with pytest.raises(IllegalAction, match="Danielle is to roll the private dice, not check"):
        game.apply(CHECK)
    game = table(["9 9 10", "K K Q", "J 10 9"])
    with pytest.raises(IllegalAction, match="Danielle is to check, call, bet, raise or fold, not roll"):
        game.apply(ROLL)
    with pytest.raises(IllegalAction, match="Danielle cannot call: there is no bet to call"):
        game.apply(CALL)
    with pytest.raises(IllegalAction, match="Danielle cannot bet 50: only 49 chips behind"):
        game.apply(bet(50))
    with pytest.raises(IllegalAction, match="not a move of this game"):
        game.apply(Action("check", amount=3))
    assert game.history[-1] == ROLL  # nothing refused was recorded


def test_the_chips_moved_events_name_their_reasons_and_pots() -> None:
    game = table(
        ["9 9 10", "K K Q", "J 10 9", "Q Q Q"],
        [CALL, CALL, CHECK, bet(3), raise_to(9), FOLD, FOLD],
        blinds=True,
        hands=1,
    )
    reasons = [(event.reason, event.pot_index) for event in game.log if isinstance(event, ChipsMoved)]
    assert reasons == [
        ("small blind", 0),
        ("big blind", 0),
        ("call", 0),
        ("call", 0),
        ("bet", 0),
        ("raise", 0),
        ("return", 0),
        ("win", 0),
    ]


def test_chips_in_the_pots_are_counted_and_never_made_or_lost() -> None:
    game = table(["9 9 10", "K K Q", "J 10 9"], [bet(5), CALL])
    assert game.pot() == 3 + 10 and sum(chips(game)) + game.pot() == 150
    assert game.observation(MAX)["pots"] == [{"amount": 13, "eligible": [0, 1, 2]}]
    assert game.observation(MAX)["to_call"] == 5


def test_the_observation_is_json_and_shows_the_table() -> None:
    game = showdown_table(["K A 9", "Q Q 10", "A 10 A"], "K Q J")
    seen = game.observation(JAMES)
    assert json.loads(json.dumps(seen)) == seen
    assert seen["phase"] == "reroll" and seen["private"] == faces("Q Q 10")
    assert seen["shown"] == [faces("A 10 A"), faces("K A 9"), faces("Q Q 10")]
    assert seen["rerollable"] == [2, 1, 0] and seen["community"] == faces("K Q J")
    assert seen["dealer"] == MAX and seen["hand"] == 1 and seen["betting_round"] == 2


# ----- `dicebar score` --------------------------------------------------------------------------------------


def test_dicebar_score_peekpoker() -> None:
    done = run_dicebar("score", "peekpoker", "K", "K", "K", "9", "9", "A")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "game": "peekpoker",
        "faces": ["K", "K", "K", "9", "9", "A"],
        "valid": True,
        "name": "full house",
        "call": "full house, kings over nines",
        "strength": [4, 5, 1],
    }
    low = json.loads(
        run_dicebar("score", "peekpoker", *["9", "10", "J", "Q", "K", "K"], "--option", "low_straight=true").stdout
    )
    assert (low["name"], low["call"]) == ("straight", "straight to the king")
    assert PeekPoker.score_faces(tuple(faces("A A K K 9 9")), {})["call"] == "two pairs, aces and kings"


@pytest.mark.parametrize("count", [5, 7])
def test_dicebar_score_peekpoker_wants_exactly_six_dice(count: int) -> None:
    done = run_dicebar("score", "peekpoker", *["A"] * count)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == f"dicebar score: peekpoker scores exactly six dice, not {count}"


# ----- scenario error cases --------------------------------------------------------------------------------


def _scenario(rolls: list[list[str]], moves: list[Any], **extra: Any) -> dict[str, Any]:
    return {"game": "peekpoker", "players": list(MDJ), "first": "Max", "rolls": rolls, "moves": moves, **extra}


def test_a_roll_with_the_wrong_number_of_faces_is_an_error_naming_it() -> None:
    done = run_dicebar("play", "-", stdin=json.dumps(_scenario([["9", "9"]], [])))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == "dicebar play: rolls[0]: this roll throws 3 dice, the entry has 2 faces"


def test_an_illegal_move_is_an_error_naming_it() -> None:
    rolls = [["9", "9", "10"], ["K", "K", "Q"], ["J", "10", "9"]]
    done = run_dicebar("play", "-", stdin=json.dumps(_scenario(rolls, ["check", "call"])))
    assert done.returncode == 2
    assert (
        done.stderr.strip() == "dicebar play: moves[1]: James cannot call: there is no bet to call (check, bet or fold)"
    )


def test_left_over_rolls_and_moves_are_errors() -> None:
    rolls = [["9", "9", "10"], ["K", "K", "Q"], ["J", "10", "9"], ["A", "A", "A"]]
    done = run_dicebar(
        "play", "-", stdin=json.dumps(_scenario(rolls, [{"bet": 1}, "fold", "fold"], options={"hands": 1}))
    )
    assert done.returncode == 2 and "rolls[3]: left over" in done.stderr
    done = run_dicebar("play", "-", stdin=json.dumps(_scenario(rolls[:3], [{"bet": 1}, "fold", "fold", "check"],
                                                               options={"hands": 1})))  # fmt: skip
    assert done.returncode == 2 and "moves[3]: left over" in done.stderr


def test_the_game_stops_unfinished_when_rolls_or_moves_run_out() -> None:
    rolls = [["9", "9", "10"], ["K", "K", "Q"]]
    state = play(_scenario(rolls, []))
    assert state["finished"] is False and state["winner"] is None and state["pot"] == 3
    assert [player["status"] for player in state["players"]] == ["in", "in", "in"]
    state = play(_scenario([*rolls, ["J", "10", "9"]], ["check"]))
    assert state["finished"] is False and state["log"][-1] == "Danielle: Check"


# ----- property tests ----------------------------------------------------------------------------------------


option_sets = st.fixed_dictionaries(
    {},
    optional={
        "stack": st.integers(min_value=2, max_value=60),
        "hands": st.none() | st.integers(min_value=1, max_value=6),
        "blinds": st.booleans(),
        "forced_bet": st.booleans(),
        "split_community": st.booleans(),
        "no_ace_reroll": st.booleans(),
        "low_straight": st.booleans(),
    },
)
seeds = st.integers(min_value=0, max_value=2**63)
counts = st.integers(min_value=2, max_value=8)
PROPERTY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def choose(game: PeekPoker, chooser: random.Random) -> Action:
    """A random kind of action, then one of that kind; all-ins and folds come often enough to end games."""
    legal = game.legal_actions()
    kind = chooser.choice(sorted({action.kind for action in legal}))
    return chooser.choice([action for action in legal if action.kind == kind])


def stack(game: PeekPoker) -> int:
    value = game.options["stack"]
    assert isinstance(value, int)
    return value


def play_out(game: PeekPoker, chooser: random.Random, check: bool = True) -> int:
    total = stack(game) * len(game.names)
    applied = 0
    while not game.is_over:
        assert applied < ACTION_BOUND
        game.apply(choose(game, chooser))
        applied += 1
        if check:
            game.check_invariants()
            assert sum(chips(game)) + game.pot() == total
            assert all(game.seat_status(seat) in ("in", "out") for seat in range(len(game.names)))
    return applied


@PROPERTY
@given(options=option_sets, seed=seeds, count=counts)
def test_random_games_conserve_chips_after_every_action_and_end(options: dict[str, Any], seed: int, count: int) -> None:
    game = PeekPoker(list(NAMES[:count]), SeededDice(seed), options)
    applied = play_out(game, random.Random(seed))
    assert game.is_over and game.pot() == 0 and applied < ACTION_BOUND
    winners = game.result().winner
    assert winners and all(game.seat_chips(seat) == max(chips(game)) for seat in winners)
    if options.get("hands") is None:
        assert len(winners) == 1 and game.seat_chips(winners[0]) == stack(game) * count
    else:
        assert game.hand_number <= options["hands"]


@PROPERTY
@given(options=option_sets, seed=seeds, count=counts)
def test_the_same_seed_and_actions_replay_the_same_game(options: dict[str, Any], seed: int, count: int) -> None:
    game = PeekPoker(list(NAMES[:count]), SeededDice(seed), options)
    play_out(game, random.Random(seed), check=False)
    again = PeekPoker(list(NAMES[:count]), SeededDice(seed), options)
    for action in game.history:
        again.apply(action)
    assert again.log_lines() == game.log_lines() and again.summary() == game.summary()


@PROPERTY
@given(options=option_sets, seed=seeds, count=counts, cut=st.floats(min_value=0, max_value=1))
def test_save_and_load_at_a_random_point_gives_the_same_future(
    options: dict[str, Any], seed: int, count: int, cut: float
) -> None:
    whole = PeekPoker(list(NAMES[:count]), SeededDice(seed), options)
    length = play_out(whole, random.Random(seed), check=False)
    game = PeekPoker(list(NAMES[:count]), SeededDice(seed), options)
    for action in whole.history[: int(cut * length)]:
        game.apply(action)
    loaded = loads(dumps(game))
    assert isinstance(loaded, PeekPoker)
    assert all(loaded.observation(seat) == game.observation(seat) for seat in range(count))
    for action in whole.history[int(cut * length) :]:
        loaded.apply(action)
    assert loaded.log_lines() == whole.log_lines()


@pytest.mark.slow
@PROPERTY
@given(options=option_sets, seed=seeds, count=counts)
def test_a_recorded_game_replayed_as_a_scenario_gives_the_same_log(
    options: dict[str, Any], seed: int, count: int
) -> None:
    """PokerKit's hand history: the dice thrown and the decisions made, played again by `dicebar play`'s runner
    (which applies the forced steps by itself), give the same game."""
    dice = RecordingDice(SeededDice(seed))  # every throw remembered, to turn the game into a scripted one
    game = PeekPoker(list(NAMES[:count]), dice, options)
    chooser = random.Random(seed)
    moves: list[object] = []
    while not game.is_over:
        legal = game.legal_actions()
        action = choose(game, chooser)
        if len(legal) > 1:
            moves.append(action.to_json())
        game.apply(action)
    history = {
        "game": "peekpoker",
        "players": list(game.names),
        "options": options,
        "rolls": [[poker_face_name(face) for face in thrown] for thrown in dice.drawn],
        "moves": json.loads(json.dumps(moves)),
    }
    state = run_scenario(history)
    assert state == game.summary()


class SwappedDice:
    """SeededDice(seed), except that every private die of the other seats shows the next face up (9 -> 10, ...,
    A -> 9): the same game for `seat`, with different hidden dice everywhere else."""

    def __init__(self, seed: int, seat: int) -> None:
        self.source, self.seat = SeededDice(seed), seat
        self.game: PeekPoker | None = None

    def roll(self, count: int) -> tuple[int, ...]:
        thrown = self.source.roll(count)
        game = self.game
        if game is not None and game.phase == "private" and game.current_player != self.seat:
            return tuple(face % 6 + 1 for face in thrown)
        return thrown

    def to_json(self) -> dict[str, object]:
        return self.source.to_json()


@PROPERTY
@given(options=option_sets, seed=seeds, count=counts, data=st.data())
def test_an_observation_never_shows_another_seats_private_dice_before_the_showdown(
    options: dict[str, Any], seed: int, count: int, data: st.DataObject
) -> None:
    seat = data.draw(st.integers(min_value=0, max_value=count - 1))
    plain = PeekPoker(list(NAMES[:count]), SeededDice(seed), options, NAMES[0])
    swapped_dice = SwappedDice(seed, seat)
    swapped = PeekPoker(list(NAMES[:count]), swapped_dice, options, NAMES[0])
    swapped_dice.game = swapped
    chooser = random.Random(seed)
    while not plain.is_over and not any(isinstance(event, DiceRevealed) for event in plain.log):
        assert plain.observation(seat) == swapped.observation(seat)
        assert plain.legal_actions() == swapped.legal_actions()
        # the hidden dice really are different, and the seat's own are not
        assert plain.private[seat] == swapped.private[seat]
        others = [other for other in range(count) if other != seat and plain.private[other]]
        assert all(plain.private[other] != swapped.private[other] for other in others)
        action = choose(plain, chooser)
        plain.apply(action)
        swapped.apply(action)


# A hand history recorded from a seeded game (three players, stack 4, blinds): the dice come from the seed,
# the decisions are listed; replaying them must give exactly this log (PokerKit's hand-history habit).
RECORDED_GAME: dict[str, Any] = {
    "players": ["Max", "Danielle", "James"],
    "options": {"stack": 4, "blinds": True},
    "seed": 1,
    "actions": [
        "roll",
        "roll",
        "roll",
        "roll",
        "roll",
        "roll",
        "fold",
        {"raise_to": 4},
        "fold",
        "roll",
        "roll",
        "roll",
        {"raise_to": 6},
        "call",
        "call",
        "roll",
        {"reroll": 1},
        {"reroll": 1},
    ],
    "log": [
        "Everyone rolls one die: the highest deals",
        "Max rolls for the start: 10",
        "Danielle rolls for the start: K",
        "James rolls for the start: 10",
        "Danielle rolls highest and deals",
        "Hand 1: Danielle deals",
        "James puts one chip in the pot (small blind)",
        "Max puts two chips in the pot (big blind)",
        "James shakes three dice under the cup",
        "Max shakes three dice under the cup",
        "Danielle shakes three dice under the cup",
        "Betting round one",
        "Danielle: Fold",
        "James: Raise to 4",
        "James puts three chips in the pot (raise)",
        "James: All in",
        "Max: Fold",
        "Everyone else folds to James",
        "James takes back two chips nobody called",
        "James wins four chips from the main pot: everyone else folded",
        "Hand 2: James deals",
        "Max puts one chip in the pot (small blind)",
        "Danielle puts two chips in the pot (big blind)",
        "Max shakes three dice under the cup",
        "Danielle shakes three dice under the cup",
        "James shakes three dice under the cup",
        "Betting round one",
        "James: Raise to 6",
        "James puts six chips in the pot (raise)",
        "James: All in",
        "Max puts one chip in the pot (call)",
        "Max: All in",
        "Danielle puts two chips in the pot (call)",
        "Danielle: All in",
        "James takes back two chips nobody called",
        "James rolls the community dice: Q 9 10",
        "No betting in round two: all in",
        "Showdown",
        "Max shows 9 K J",
        "Danielle shows K A J",
        "James shows A J Q",
        "Danielle: Re-rolling one ace",
        "James: Re-rolling one ace",
        "Danielle re-rolls aces: J",
        "James re-rolls aces: K",
        "Max: Pair of nines",
        "Danielle: Pair of jacks",
        "James: Pair of queens",
        "James wins six chips from the main pot: pair of queens beats pair of jacks",
        "James wins four chips from side pot 1: pair of queens beats pair of jacks",
        "Max is out: no chips left",
        "Danielle is out: no chips left",
        "James wins the game with all 12 chips",
    ],
}


def test_a_recorded_hand_history_replays_to_the_same_log() -> None:
    record = RECORDED_GAME
    game = PeekPoker(record["players"], SeededDice(record["seed"]), record["options"])
    for move in record["actions"]:
        game.apply(action_from_json(move))
    assert game.log_lines() == record["log"]
    assert game.is_over and game.summary()["winner"] == "James" and chips(game) == [0, 0, 12]
    assert loads(dumps(game)).log_lines() == record["log"]
