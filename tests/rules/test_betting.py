"""No-limit betting, as PeekPoker plays it: every betting rule on its own, then random rounds against invariants."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dicebar.rules.actions import CALL, CHECK, FOLD, ROLL, Action, bet, raise_to, reroll
from dicebar.rules.betting import Betting, Pot
from dicebar.rules.errors import IllegalAction

A, B, C, D = 0, 1, 2, 3
NAMES = ("Ann", "Bob", "Cat", "Dan")


def table(*stacks: int, antes: int = 0) -> Betting:
    betting = Betting(stacks, NAMES[: len(stacks)])
    for seat in range(len(stacks)):
        if antes and betting.dealt[seat]:
            betting.post_ante(seat, antes)
    return betting


def play(betting: Betting, *actions: Action) -> None:
    for action in actions:
        betting.apply(action)


def kinds(betting: Betting) -> set[str]:
    return {action.kind for action in betting.legal_actions()}


# ----- bets and raises ------------------------------------------------------------------------------------


def test_a_bet_is_at_least_one_chip_and_at_most_the_stack() -> None:
    betting = table(10, 10)
    betting.start_round(A)
    assert betting.actor == A
    assert list(betting.bet_sizes()) == list(range(1, 11))
    with pytest.raises(IllegalAction, match="Ann cannot bet 0: a bet is at least 1 chip"):
        betting.verify_bet(0)
    with pytest.raises(IllegalAction, match="Ann cannot bet 11: only 10 chips behind"):
        betting.verify_bet(11)
    assert betting.can_bet(10) and not betting.can_raise_to(5)
    with pytest.raises(IllegalAction, match="no bet to raise"):
        betting.verify_raise_to(5)
    with pytest.raises(IllegalAction, match="no bet to call"):
        betting.verify_call()


def test_a_raise_adds_at_least_the_previous_bet_or_raise_of_the_round() -> None:
    betting = table(100, 100, 100)
    betting.start_round(A)
    play(betting, bet(5))
    assert betting.raise_sizes()[0] == 10
    with pytest.raises(IllegalAction, match="Bob cannot raise to 9: a raise is to at least 10"):
        betting.verify_raise_to(9)
    play(betting, raise_to(17))  # a raise of 12
    assert betting.min_raise == 12 and betting.raise_sizes()[0] == 29
    assert not betting.can_raise_to(28) and betting.can_raise_to(29) and betting.can_raise_to(100)
    with pytest.raises(IllegalAction, match="all in is a raise to 100"):
        betting.verify_raise_to(101)
    with pytest.raises(IllegalAction, match="there is already a bet of 17"):
        betting.verify_bet(20)


def test_legal_actions_list_every_bet_and_raise_size_and_nothing_else() -> None:
    betting = table(6, 6, antes=1)
    betting.start_round(A)
    assert betting.legal_actions() == [CHECK, FOLD, bet(1), bet(2), bet(3), bet(4), bet(5)]
    play(betting, bet(2))
    assert betting.legal_actions() == [CALL, FOLD, raise_to(4), raise_to(5)]
    candidates = [CHECK, CALL, FOLD, ROLL, reroll(1)] + [bet(n) for n in range(-1, 9)]
    candidates += [raise_to(n) for n in range(-1, 9)]
    assert [action for action in candidates if betting.can(action)] == betting.legal_actions()


def test_a_player_may_always_go_all_in_even_below_a_minimum_raise_or_a_call() -> None:
    betting = table(100, 12, 3)
    betting.start_round(A)
    play(betting, bet(10))
    assert list(betting.raise_sizes()) == [12]  # all in for a raise of 2, below the minimum of 10
    play(betting, raise_to(12))
    assert betting.to_call(C) == 3 and kinds(betting) == {"call", "fold"}
    move = betting.call()  # all in for less than the call
    assert (move.chips, move.all_in) == (3, True)


# ----- reopening ------------------------------------------------------------------------------------------


def test_a_short_all_in_does_not_reopen_the_betting_for_players_who_already_acted() -> None:
    betting = table(100, 100, 14)
    betting.start_round(A)
    play(betting, bet(10), CALL, raise_to(14))  # Cat all in: a raise of 4, short of 10
    assert betting.actor == A and kinds(betting) == {"call", "fold"}
    with pytest.raises(IllegalAction, match="Ann cannot raise: only a short all-in came since Ann acted"):
        betting.verify_raise_to(30)
    play(betting, CALL)
    assert betting.actor == B and not betting.may_raise(B)
    play(betting, CALL)
    assert betting.actor is None


def test_a_player_who_has_not_acted_may_raise_over_a_short_all_in_by_the_last_full_raise() -> None:
    betting = table(100, 14, 100)
    betting.start_round(A)
    play(betting, bet(10), raise_to(14))
    assert betting.actor == C and betting.may_raise(C)
    assert betting.raise_sizes()[0] == 24  # 14 + the last full bet of 10


def test_several_short_all_ins_never_add_up_to_a_reopening() -> None:
    betting = table(100, 15, 19, 100)
    betting.start_round(A)
    play(betting, bet(10), raise_to(15), raise_to(19))  # two short all-ins: 5 + 4, together 9... or more
    assert betting.actor == D and betting.raise_sizes()[0] == 29
    play(betting, CALL)
    assert betting.actor == A and not betting.may_raise(A)
    # even if the short raises together exceed a full raise, Ann may still only call or fold
    betting = table(100, 18, 26, 100)
    betting.start_round(A)
    play(betting, bet(10), raise_to(18), raise_to(26), CALL)  # 8 + 8 = 16 > 10, each short
    assert betting.actor == A and kinds(betting) == {"call", "fold"}


def test_a_full_raise_reopens_the_betting() -> None:
    betting = table(100, 100, 100)
    betting.start_round(A)
    play(betting, bet(10), CALL, raise_to(20))
    assert betting.actor == A and betting.may_raise(A) and betting.raise_sizes()[0] == 30
    play(betting, CALL)
    assert betting.actor == B and betting.may_raise(B)


def test_a_full_all_in_raise_reopens_the_betting() -> None:
    betting = table(100, 100, 20)
    betting.start_round(A)
    play(betting, bet(10), CALL, raise_to(20))  # all in, and a full raise of 10
    assert betting.actor == A and betting.may_raise(A)


# ----- blinds and forced bets ------------------------------------------------------------------------------


def test_blinds_open_the_round_and_the_big_blind_has_its_option() -> None:
    betting = table(50, 50, 50)
    assert betting.start_round(C, blinds=[(A, 1), (B, 2)]) == [1, 2]
    assert betting.actor == C and betting.to_call(C) == 2 and betting.raise_sizes()[0] == 4
    play(betting, CALL, CALL)
    assert betting.actor == B and kinds(betting) == {"check", "fold", "raise_to"}
    play(betting, CHECK)
    assert betting.actor is None and betting.end_round() is None and betting.total() == 6


def test_a_blind_that_cannot_be_covered_goes_in_short_and_sets_the_call_and_the_raise() -> None:
    betting = table(50, 1, 50)
    assert betting.start_round(C, blinds=[(A, 1), (B, 2)]) == [1, 1]
    assert betting.current_bet == 1 and betting.to_call(C) == 1
    assert betting.raise_sizes()[0] == 2  # a raise adds at least the 1 actually put in
    play(betting, CALL)
    assert betting.actor == A and kinds(betting) == {"check", "fold", "raise_to"}


def test_a_short_big_blind_heads_up_leaves_nothing_to_decide() -> None:
    betting = table(1, 40)  # the small blind (1) puts its only chip in
    betting.start_round(A, blinds=[(A, 1), (B, 2)])
    assert betting.actor is None
    assert betting.end_round() == (B, 1)  # the uncalled second chip of the big blind goes back
    assert betting.contributions == [1, 1]


def test_the_forced_bet_is_exactly_one_chip_or_a_fold_for_the_first_player_to_act() -> None:
    betting = table(20, 20, 20, antes=1)
    betting.start_round(A, forced_bet=1)
    assert betting.legal_actions() == [FOLD, bet(1)]
    with pytest.raises(IllegalAction, match="Ann cannot check: the first player to act must bet 1 or fold"):
        betting.verify_check()
    with pytest.raises(IllegalAction, match="the forced bet is exactly 1"):
        betting.verify_bet(2)
    play(betting, bet(1))
    assert betting.actor == B and betting.raise_sizes()[0] == 2  # it may be raised
    play(betting, CALL, CALL)
    assert betting.actor is None  # the forced bet was Ann's action: called round, round over


def test_after_the_forced_player_folds_the_next_player_is_free() -> None:
    betting = table(20, 20, 20, antes=1)
    betting.start_round(A, forced_bet=1)
    play(betting, FOLD)
    assert betting.actor == B and CHECK in betting.legal_actions() and bet(5) in betting.legal_actions()


def test_the_forced_bet_is_not_used_in_a_round_the_blinds_opened() -> None:
    betting = table(20, 20, 20)
    betting.start_round(C, blinds=[(A, 1), (B, 2)], forced_bet=1)
    assert betting.forced_bet == 0 and betting.can_raise_to(10)


# ----- folding, all-ins, the end of a round ---------------------------------------------------------------


def test_folding_is_allowed_even_when_checking_is_free() -> None:
    betting = table(10, 10, 10)
    betting.start_round(A)
    assert betting.can_check() and betting.can_fold()
    play(betting, FOLD, CHECK, CHECK)
    assert betting.folded == [True, False, False] and betting.actor is None


def test_only_the_player_to_act_acts_and_not_after_the_round_is_over() -> None:
    betting = table(10, 10)
    with pytest.raises(IllegalAction, match="nobody is to act"):
        betting.verify_fold()
    betting.start_round(A)
    play(betting, CHECK, CHECK)
    assert not betting.can_fold()
    with pytest.raises(IllegalAction, match="already open"):
        betting.start_round(A)
    betting.end_round()
    with pytest.raises(IllegalAction, match="not over"):
        betting.end_round()


def test_uncalled_chips_go_back_at_the_end_of_the_round() -> None:
    betting = table(30, 30, 30, antes=1)
    betting.start_round(A)
    play(betting, bet(10), raise_to(25), FOLD, FOLD)
    assert betting.actor is None and betting.live == [B]
    assert betting.end_round() == (B, 15)  # Ann's 10 (folded) called part of Bob's 25
    assert betting.contributions == [11, 11, 1] and betting.stacks == [19, 19, 29]


def test_a_folded_blind_is_never_given_back_uncalled_chips() -> None:
    betting = table(10, 10, 10, 10)
    betting.start_round(C, blinds=[(A, 1), (B, 2)])
    play(betting, CALL, FOLD, FOLD)  # Cat calls 2, Dan and Ann fold; Bob (big blind) folds although he could check
    assert betting.actor == B and betting.can_check()
    play(betting, FOLD)
    assert betting.actor is None and betting.live == [C]
    assert betting.end_round() is None and betting.pots() == [Pot(5, (C,))]
    betting = table(10, 10, 10, 1)  # Dan never acts before the big blind folds: blinds are dead money
    betting.start_round(D, blinds=[(A, 1), (B, 2)])
    play(betting, CALL, FOLD, FOLD)  # Dan calls all in for 1, Ann and Bob fold
    assert betting.actor == C and betting.can_fold()
    play(betting, FOLD)
    assert betting.live == [D] and betting.end_round() is None
    assert betting.pots() == [Pot(4, (D,))]


def test_an_all_in_call_for_less_leaves_the_bettors_excess_uncalled() -> None:
    betting = table(50, 8, antes=1)
    betting.start_round(A)
    play(betting, bet(30), CALL)
    assert betting.end_round() == (A, 23)
    assert betting.contributions == [8, 8]


def test_no_betting_is_asked_when_all_but_one_are_all_in_and_nobody_faces_a_bet() -> None:
    betting = table(40, 1, 1, antes=1)
    betting.start_round(A)
    assert betting.actor is None  # Ann alone has chips
    betting.end_round()
    betting = table(40, 10, 40, antes=1)
    betting.start_round(A)
    play(betting, CHECK, bet(9), FOLD)  # Bob all in, Cat folds; Ann faces the bet
    assert betting.actor == A and kinds(betting) == {"call", "fold"}  # no raise: nobody could answer it
    with pytest.raises(IllegalAction, match="everyone else still in is all in"):
        betting.verify_raise_to(20)


def test_the_last_player_standing_acts_no_more() -> None:
    betting = table(10, 10, 10)
    betting.start_round(A)
    play(betting, bet(3), FOLD, FOLD)
    assert betting.actor is None and betting.live == [A]


# ----- pots ----------------------------------------------------------------------------------------------


def test_side_pots_are_derived_from_the_contributions() -> None:
    betting = table(5, 20, 50, 50)
    betting.start_round(A)
    play(betting, bet(5), raise_to(20), raise_to(50), FOLD)  # Dan folds after Cat's raise
    assert betting.actor is None
    assert betting.end_round() == (C, 30)
    assert betting.pots() == [Pot(15, (A, B, C)), Pot(30, (B, C))]
    assert betting.total() == 45


def test_a_folded_players_chips_stay_in_the_pots_they_reached() -> None:
    betting = table(5, 40, 40, 40, antes=1)
    betting.start_round(A)
    play(betting, bet(4), CALL, raise_to(20), CALL, FOLD)  # Ann all in; Bob called 4, then folds to Cat's raise
    assert betting.actor is None and betting.live == [A, C, D]
    assert betting.end_round() is None
    assert betting.contributions == [5, 5, 21, 21]
    assert betting.pots() == [Pot(20, (A, C, D)), Pot(32, (C, D))]  # Bob's 5 is in the main pot


def test_a_main_and_two_side_pots_with_a_folded_player() -> None:
    betting = table(3, 8, 30, 30)
    betting.start_round(A)
    play(betting, bet(3), raise_to(8), raise_to(20), FOLD)
    # Ann all in at 3, Bob all in at 8, Cat bet 20, Dan folded with nothing in
    assert betting.actor is None and betting.end_round() == (C, 12)
    assert betting.pots() == [Pot(9, (A, B, C)), Pot(10, (B, C))]
    betting = table(3, 8, 30, 30)
    betting.start_round(A)
    play(betting, bet(3), raise_to(8), raise_to(20), raise_to(30), CALL)
    betting.end_round()
    assert betting.pots() == [Pot(12, (A, B, C, D)), Pot(15, (B, C, D)), Pot(44, (C, D))]


def test_pay_out_moves_every_chip_or_nothing() -> None:
    betting = table(10, 10, antes=2)
    with pytest.raises(IllegalAction, match="not paid out"):
        betting.pay_out([3, 0])
    betting.pay_out([4, 0])
    assert betting.stacks == [12, 8] and betting.total() == 0
    with pytest.raises(IllegalAction, match="cannot ante"):
        Betting([0, 5]).post_ante(0, 1)


# ----- random rounds -------------------------------------------------------------------------------------


def _naive_pots(contributions: list[int], live: list[int]) -> list[tuple[int, tuple[int, ...]]]:
    """The textbook way, at a showdown: peel the smallest live contribution off every contribution."""
    remaining = list(contributions)
    pots: list[tuple[int, tuple[int, ...]]] = []
    while any(remaining[seat] > 0 for seat in live):
        level = min(remaining[seat] for seat in live if remaining[seat] > 0)
        amount = sum(min(paid, level) for paid in remaining)
        eligible = tuple(seat for seat in live if remaining[seat] >= level)
        remaining = [max(0, paid - level) for paid in remaining]
        pots.append((amount, eligible))
    assert sum(remaining) == 0
    return pots


@settings(max_examples=300, deadline=None)
@given(
    stacks=st.lists(st.integers(min_value=0, max_value=30), min_size=2, max_size=6),
    seed=st.integers(min_value=0, max_value=2**32),
    forced=st.booleans(),
    blinds=st.booleans(),
)
def test_random_rounds_keep_every_chip_and_every_rule(stacks: list[int], seed: int, forced: bool, blinds: bool) -> None:
    if sum(1 for chips in stacks if chips > 0) < 2:
        return
    chooser = random.Random(seed)
    betting = Betting(stacks)
    total = sum(stacks)
    dealt = [seat for seat in range(len(stacks)) if stacks[seat] > 0]
    if not blinds:
        for seat in dealt:
            betting.post_ante(seat, 1)
    for round_number in range(3):
        if len(betting.live) < 2:
            break
        blind_list = [(dealt[0], 1), (dealt[1], 2)] if blinds and round_number == 0 else []
        first = dealt[2 % len(dealt)] if blind_list else dealt[0]  # after the big blind, or the first seat
        betting.start_round(first, blind_list, 1 if forced else 0)
        steps = 0
        while betting.actor is not None:
            legal = betting.legal_actions()
            probe = [CHECK, CALL, FOLD] + [bet(n) for n in range(0, 32)] + [raise_to(n) for n in range(0, 64)]
            assert [action for action in probe if betting.can(action)] == legal
            kind = chooser.choice(sorted({action.kind for action in legal}))
            before = betting.current_bet, betting.min_raise
            move = betting.apply(chooser.choice([action for action in legal if action.kind == kind]))
            assert betting.min_raise >= before[1] and betting.current_bet >= before[0]
            assert move.chips >= 0
            betting.check_invariants()
            assert sum(betting.stacks) + betting.total() == total
            steps += 1
            assert steps < 200
        betting.end_round()
        betting.check_invariants()
        live = betting.live
        top = max(betting.contributions)
        # after the uncalled chips went back, the largest contribution is matched by another or is alone
        assert sum(1 for paid in betting.contributions if paid == top) >= 2 or len(live) == 1 or top == 0
        for seat in live:  # every live player with chips has put in as much as anyone
            assert betting.stacks[seat] == 0 or betting.contributions[seat] == top
    if len(betting.live) >= 2:
        derived = [(pot.amount, pot.eligible) for pot in betting.pots()]
        assert derived == _naive_pots(betting.contributions, betting.live)
    assert sum(pot.amount for pot in betting.pots()) == betting.total()
    assert sum(betting.stacks) + betting.total() == total
