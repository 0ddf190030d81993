"""The reason for every result: random games of every game, every end of a round, turn or hand has a deciding
event, and what it says agrees with the rules (the hands it names are the hands the rules compared, the winner
it names won), checked against the hands called at the table, not against the rules' own bookkeeping.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dicebar.rules import bar_dice_events as bar
from dicebar.rules import layman_events as layman
from dicebar.rules.aces_in_the_pot_events import PotRoll, PotWon, RoundWon
from dicebar.rules.actions import STOP, Action
from dicebar.rules.events import ChipsMoved, Decision, Event, GameOver, HandStarted
from dicebar.rules.fives_to_the_right_events import LastAceRolled, ReadRoll
from dicebar.rules.game import Game
from dicebar.rules.hands import NOTHING_CALLED, CalledHand
from dicebar.rules.lingo import ENGLISH, BarCall
from dicebar.rules.peekpoker_events import HandNamed, PotAwarded
from dicebar.rules.registry import game_ids

from .random_play import make_game, options_strategy, random_action

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**64 - 1)
players = st.integers(min_value=2, max_value=6)
LIMIT = 50_000

#: what a game's check is given for each action: the game, the observation before it, the action, its events
Check = Callable[[Game, dict[str, Any], Action, list[Event]], None]


def line(game: Game, event: Event) -> str:
    return game.describe(event).english()


def said(hand: CalledHand, all_day: bool = False) -> str:
    return BarCall(hand.count, hand.face, hand.rolls, all_day=all_day).say(ENGLISH)


def one(events: Sequence[Event], kinds: tuple[type[Event], ...]) -> Event:
    found = [event for event in events if isinstance(event, kinds)]
    assert len(found) == 1, f"one of {kinds} expected, got {found}"
    return found[0]


# ----- Bar Dice and Layman: the end of every round, final hand or sponsor turn ----------------------------------


def _ranked(hands: list[tuple[int, CalledHand]]) -> list[tuple[tuple[int, int, int], int, CalledHand]]:
    """Best first: count, face, then fewer rolls; a hand without a 1 (count 0) below every other."""
    rank = [
        ((hand.count, hand.face, -(hand.rolls or 0)) if hand.count else (0, 0, 0), seat, hand) for seat, hand in hands
    ]
    return sorted(rank, key=lambda item: item[0], reverse=True)


def _bar_hands(before: dict[str, Any], events: list[Event]) -> list[tuple[int, CalledHand]]:
    hands = [(done["seat"], CalledHand(done["count"], done["face"], done["rolls"])) for done in before["results"]]
    called = one(events, (bar.HandCalled,))
    assert isinstance(called, bar.HandCalled)
    hands.append((called.seat, CalledHand(called.count, called.face, called.rolls)))
    return [(seat, hand if hand.count else NOTHING_CALLED) for seat, hand in hands]


def check_bar_dice(game: Game, before: dict[str, Any], action: Action, events: list[Event]) -> None:
    ends_round = action == STOP and len(before["order"]) - len(before["results"]) == 1
    if not ends_round:
        if not game.is_over:  # five aces on a first roll end the game at once: a reason too
            assert not any(isinstance(event, Decision) for event in events), events
        return
    ranked = _ranked(_bar_hands(before, events))
    (best, seat, hand), (second, _, beaten) = ranked[0], ranked[1]
    final = before["phase"] == "final"
    kinds = (bar.NoOneScores, bar.TieBreak, bar.SafeWithBestHand, bar.FinalHandAgain, bar.HorseOnYou, bar.SafeWonFinal)
    decided = [event for event in events if isinstance(event, kinds)]
    assert decided, f"the end of a round has a reason: {events}"
    first = decided[0]
    if best == (0, 0, 0):
        assert isinstance(first, bar.FinalHandAgain if final else bar.NoOneScores)
        return
    if best == second:
        tied = [held for rank, held, _ in ranked if rank == best]
        if final:
            assert isinstance(first, bar.FinalHandAgain) and (first.count, first.face) == (hand.count, hand.face)
        else:
            assert isinstance(first, bar.TieBreak) and sorted(first.seats) == sorted(tied)
        return
    assert isinstance(first, bar.SafeWithBestHand | bar.HorseOnYou | bar.SafeWonFinal), first
    assert first.seat == seat and first.hand == hand and first.beat == beaten
    text = line(game, first)
    assert text.startswith(game.names[seat])
    if isinstance(first, bar.SafeWithBestHand) and not beaten.count:
        assert text.endswith(f"{said(hand)}, and no one else scores")
    else:
        assert f"{said(hand)} beats {said(beaten)}" in text
    if isinstance(first, bar.HorseOnYou):
        assert text.endswith(f"a horse on {game.names[ranked[1][1]]}")


def _layman_hands(before: dict[str, Any], events: list[Event]) -> list[tuple[int, CalledHand]]:
    hands = [
        (
            done["seat"],
            CalledHand(done["score"] // 10, done["score"] % 10, done["rolls"]) if done["valid"] else NOTHING_CALLED,
        )
        for done in before["played"]
    ]
    called = one(events, (layman.HandCalled,))
    assert isinstance(called, layman.HandCalled)
    return [*hands, (called.seat, CalledHand(called.count, called.face, called.rolls or 1))]


def check_layman(game: Game, before: dict[str, Any], action: Action, events: list[Event]) -> None:
    if not any(isinstance(event, layman.HandCalled) for event in events):
        assert not any(isinstance(event, Decision) for event in events), events
        return
    if len(before["order"]) - len(before["played"]) != 1:
        assert not any(isinstance(event, Decision) for event in events), events
        return
    ranked = _ranked(_layman_hands(before, events))
    (best, seat, hand), (second, _, beaten) = ranked[0], ranked[1]
    kinds = (
        layman.RoundRolledAgain,
        layman.TiedHands,
        layman.SafeWithHighest,
        layman.SponsorTurnTied,
        layman.TurnWon,
    )
    decided = [event for event in events if isinstance(event, kinds)]
    assert decided, f"the end of a round or turn has a reason: {events}"
    first = decided[0]
    scoring = [rank for rank, _, _ in ranked if rank != (0, 0, 0)]
    if before["phase"] == "elimination":
        if not scoring:
            assert isinstance(first, layman.RoundRolledAgain)
        elif len(set(scoring)) < len(scoring):
            assert isinstance(first, layman.TiedHands)
        else:
            assert isinstance(first, layman.SafeWithHighest) and first.seat == seat
            assert (first.hand.count, first.hand.face) == (hand.count, hand.face)
            assert (first.beat.count, first.beat.face) == (beaten.count, beaten.face)
            assert said(first.hand, all_day=True) in line(game, first)
        return
    if best == second:
        assert isinstance(first, layman.SponsorTurnTied)
        return
    assert isinstance(first, layman.TurnWon) and first.seat == seat
    assert (first.hand.count, first.hand.face) == (hand.count, hand.face)
    assert (first.beat.count, first.beat.face) == (beaten.count, beaten.face)
    assert first.roll_off == (before["phase"] == "roll-off")
    assert f"{said(first.hand, True)} beats {said(first.beat, True)}" in line(game, first)


# ----- PeekPoker: every hand ends with its pots awarded, each to the hand that won it ---------------------------


def check_peekpoker(game: Game, before: dict[str, Any], action: Action, events: list[Event]) -> None:
    wins = [event for event in events if isinstance(event, ChipsMoved) and event.reason == "win"]
    assert all(isinstance(event, PotAwarded) for event in wins), "every pot won says why"
    named = {event.seat: event for event in events if isinstance(event, HandNamed)}
    for win in wins:
        assert isinstance(win, PotAwarded) and isinstance(win.target, int)
        if not named:
            assert win.hand is None and "everyone else folded" in line(game, win)
            continue
        mine = named[win.target]
        assert win.hand == mine.hand, "the hand the reason names is the winner's"
        others = [hand for seat, hand in named.items() if seat != win.target]
        if win.pot_index == 0:  # every hand still in contests the main pot
            losers = [hand for hand in others if hand.strength < mine.strength]
            sharers = sorted(
                seat for seat, hand in named.items() if seat != win.target and hand.strength == mine.strength
            )
            assert sorted(win.shared_with) == sharers
            if losers:
                assert win.against == max(losers, key=lambda hand: hand.strength).hand
            else:
                assert win.against is None
        if win.against is not None:
            assert any(hand.hand == win.against and hand.strength < mine.strength for hand in others)


def check_peekpoker_game(game: Game) -> None:
    """Every hand ends with at least one pot awarded, with its reason."""
    hands: list[list[Event]] = []
    for event in game.log:
        if isinstance(event, HandStarted):
            hands.append([])
        elif hands:
            hands[-1].append(event)
    assert hands and all(any(isinstance(event, PotAwarded) for event in hand) for hand in hands)


# ----- Aces in the Pot: the pot goes to three rolls without a six -----------------------------------------------


def check_aces_game(game: Game) -> None:
    log = game.log
    for index, event in enumerate(log):
        if isinstance(event, PotWon | RoundWon):
            throws = [e for e in log[:index] if isinstance(e, PotRoll) and e.purpose == "endgame"][-event.rolls :]
            assert event.rolls == 3 and len(throws) == 3
            assert all(throw.seat == event.seat and 6 not in throw.faces for throw in throws)
            assert line(game, event).endswith("no six in three rolls")


def check_fives_game(game: Game) -> None:
    """The game ends on the last ace, rolled by the seat the reason names."""
    end = game.log[-1]
    assert isinstance(end, LastAceRolled)
    last = [event for event in game.log if isinstance(event, ReadRoll)][-1]
    assert last.seat == end.seat and 1 in last.faces and game.center() == 5 * len(game.names)
    assert line(game, end).startswith(f"{game.names[end.seat]} rolls the last ace and ")


CHECKS: dict[str, Check] = {"bar-dice": check_bar_dice, "layman-bar-dice": check_layman, "peekpoker": check_peekpoker}
GAME_CHECKS: dict[str, Callable[[Game], None]] = {
    "peekpoker": check_peekpoker_game,
    "aces-in-the-pot": check_aces_game,
    "fives-to-the-right": check_fives_game,
}


@pytest.mark.parametrize("game_id", game_ids())
@SETTINGS
@given(data=st.data(), seed=seeds, count=players)
def test_every_result_has_its_reason_and_the_reason_agrees_with_the_rules(
    game_id: str, data: st.DataObject, seed: int, count: int
) -> None:
    game = make_game(game_id, count, seed, data.draw(options_strategy(game_id)))
    chooser = random.Random(seed)
    check = CHECKS.get(game_id)
    for _ in range(LIMIT):
        if game.is_over:
            break
        before = game.observation(game.current_player or 0, with_log=False)
        action = random_action(game, chooser)
        events = game.apply(action)
        if check is not None and not before["in_rolloff"]:
            check(game, before, action, events)
    assert game.is_over
    assert isinstance(game.log[-1], GameOver), "the game ends on a deciding event"
    GAME_CHECKS.get(game_id, lambda game: None)(game)
