"""The live reading of the dice agrees with the rules, in random games of every game.

Bar Dice and Layman: the hand it calls is the one the game's own `score_faces` gives for the same dice, and it
beats, ties or falls short of the mark as the rules' own strengths order them. Aces in the Pot and Fives to the
Right: where it says the dice went is where the events of that throw moved tokens or dice. PeekPoker: the hand it
names is `poker_hands.evaluate` of the same six dice, and a public view (no private dice) names only shown dice.
Each reading is checked through the fields of its words (the call, the dice, the places), not its English.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dicebar.rules.aces_in_the_pot_events import PotRoll, RoundStarted
from dicebar.rules.bar_dice import strength
from dicebar.rules.bar_turn import BarTurn
from dicebar.rules.events import CENTER, POT, DiceMoved, Event, TokensMoved
from dicebar.rules.fives_to_the_right_events import ReadRoll
from dicebar.rules.game import Game
from dicebar.rules.hands import ACE, bar_hand
from dicebar.rules.layman import Played
from dicebar.rules.lingo import BarCall, PipDice, PokerCall
from dicebar.rules.peekpoker import PeekPoker
from dicebar.rules.poker_hands import HAND_DICE, evaluate
from dicebar.rules.registry import game_ids
from dicebar.rules.words import Words

from .random_play import make_game, options_strategy, random_action
from .test_words_marked import _marked_texts, _texts

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**64 - 1)
players = st.integers(min_value=2, max_value=6)
PLACES = {"the pot": POT, "the centre": CENTER}


def reading(game: Game, view: dict[str, Any] | None = None) -> Words | None:
    read = game.game_type.reading
    assert read is not None, f"{game.game_id} declares no reading"
    current = game.current_player
    if view is None:
        view = game.observation(0 if current is None else current, with_log=False)
    return read(view, game.names)


def parts(words: Words) -> Iterator[Words]:
    """`words` and every Words among its fields, depth first."""
    yield words
    for _name, value in words.fields:
        if isinstance(value, Words):
            yield from parts(value)


def field(words: Words, name: str) -> Any:
    return next(value for part in parts(words) for key, value in part.fields if key == name)


def played_randomly(game: Game, seed: int, limit: int = 3000) -> Iterator[list[Event]]:
    """Random legal actions until the game ends (or `limit`); yields each action's events."""
    chooser = random.Random(seed)
    for _ in range(limit):
        if game.is_over:
            return
        yield game.apply(random_action(game, chooser))


def verdict(mine: Sequence[int], mark: Sequence[int] | None) -> str:
    """The words the rules' order of two hands calls for."""
    if mark is None:
        return "no mark yet"
    if tuple(mine) == tuple(mark):
        return "ties {mark}"
    return "beats {mark}" if tuple(mine) > tuple(mark) else "short of {mark}"


def check_bar_hand(said: Words, faces: tuple[int, ...], scored: dict[str, Any], mine: Sequence[int], mark: Any) -> None:
    """A bar dice reading against the rules' score of the same dice and their order of the hand and the mark."""
    versus = field(said, "versus")
    assert versus.text == verdict(mine, mark), (said.english(), mine, mark)
    if not scored["valid"]:
        assert ACE not in faces
        assert said.text == "no ace: the hand does not count, {versus}", said.english()
        return
    call = field(said, "call")
    assert isinstance(call, BarCall) and (call.count, call.face) == (scored["count"], scored["face"]), said.english()
    dice = [value for part in parts(field(said, "dice")) for _name, value in part.fields if isinstance(value, PipDice)]
    aces = faces.count(ACE)
    assert PipDice(aces, ACE) in dice, said.english()
    naturals = scored["count"] - aces
    assert (PipDice(naturals, scored["face"]) in dice) == (naturals > 0), said.english()
    assert faces.count(scored["face"]) == naturals or naturals == 0


def bar_dice_order(game: Any, turn: BarTurn) -> tuple[Sequence[int], Sequence[int] | None]:
    """Bar Dice's own strengths of the hand as it lies and of the mark."""
    mark = game._mark()
    return strength(bar_hand(turn.faces), turn.rolls), None if mark is None else mark[0]


def layman_order(game: Any, turn: BarTurn) -> tuple[Sequence[int], Sequence[int] | None]:
    """Layman's own ranks of the hand as it lies and of the mark."""
    mark = game.observation(turn.seat, with_log=False)["mark"]
    return Played(turn.seat, bar_hand(turn.faces), turn.rolls).rank, None if mark is None else mark["rank"]


#: game -> (the attribute holding its turn, the rules' order of the hand and the mark)
BAR_GAMES = {"bar-dice": ("turn", bar_dice_order), "layman-bar-dice": ("_turn", layman_order)}


@pytest.mark.parametrize("game_id", list(BAR_GAMES))
@SETTINGS
@given(data=st.data(), seed=seeds, count=players)
def test_bar_dice_games_read_the_hand_as_the_rules_score_it(
    game_id: str, data: st.DataObject, seed: int, count: int
) -> None:
    attribute, order = BAR_GAMES[game_id]
    game = make_game(game_id, count, seed, data.draw(options_strategy(game_id)))
    read = 0
    for _events in played_randomly(game, seed):
        turn = getattr(game, attribute)
        said = reading(game)
        if game.is_over or game.in_rolloff or turn is None or turn.rolls == 0:
            assert said is None or game.is_over
            continue
        assert said is not None
        mine, mark = order(game, turn)
        check_bar_hand(said, turn.faces, type(game).score_faces(turn.faces, game.options), mine, mark)
        read += 1
    assert read or game.in_rolloff or game.is_over


def routes(said: Words, names: Sequence[str]) -> Counter[tuple[int, object]]:
    """(face, where) -> how many, from the reading's '{dice} to {place}' parts."""
    found: Counter[tuple[int, object]] = Counter()
    for part in parts(said):
        if part.text == "{dice} to {place}":
            dice, place = field(part, "dice"), field(part, "place")
            where = names.index(place) if isinstance(place, str) else PLACES[place.english()]
            found[(dice.face, where)] += dice.count
    return found


@pytest.mark.parametrize("game_id", ["aces-in-the-pot", "fives-to-the-right"])
@SETTINGS
@given(data=st.data(), seed=seeds, count=players)
def test_the_reading_sends_each_die_where_the_rules_send_it(
    game_id: str, data: st.DataObject, seed: int, count: int
) -> None:
    game = make_game(game_id, count, seed, data.draw(options_strategy(game_id)))
    throws = 0
    for events in played_randomly(game, seed):
        thrown = [event for event in events if isinstance(event, PotRoll | ReadRoll)]
        if not thrown or game.is_over:
            continue
        thrower = thrown[0].seat
        moved: Counter[tuple[int, object]] = Counter()
        for event in events:
            if isinstance(event, RoundStarted):
                break  # a new round's tokens are settled from the pot, not by the dice
            if isinstance(event, TokensMoved) and event.source == thrower:
                moved[(ACE if event.target == POT else 6, event.target)] += event.count
            if isinstance(event, DiceMoved) and event.source == thrower:
                moved[(event.face, event.target)] += event.count
        said = reading(game)
        assert said is not None
        assert routes(said, game.names) == moved, (said.english(), events)
        whose = [value for part in parts(said) for key, value in part.fields if key == "whose"]
        assert (thrower == game.current_player) == (not whose), said.english()
        throws += 1
    assert throws


def check_poker_call(call: PokerCall, dice: Sequence[int], low_straight: bool) -> None:
    """Six dice: the rules' own hand. Fewer: the groups the call names are there, and none larger."""
    if len(dice) == HAND_DICE:
        assert call == evaluate(dice, low_straight).said
        return
    named = {  # the sizes of the groups of equal faces each name calls for, largest first
        "five of a kind": (5,),
        "four of a kind": (4,),
        "full house": (3, 2),
        "three of a kind": (3,),
        "two pairs": (2, 2),
        "pair": (2,),
        "high die": (1,),
    }[call.name]
    counts = Counter(dice)
    sizes = sorted(counts.values(), reverse=True)
    assert sizes[0] == named[0], (call, dice)
    assert (len(sizes) > 1 and sizes[1] >= 2) == (len(named) > 1), (call, dice)
    assert [counts[face] for face in call.faces] == list(named), (call, dice)


@SETTINGS
@given(data=st.data(), seed=seeds, count=players)
def test_peekpoker_names_the_hand_the_rules_make_of_the_dice_it_may_read(
    data: st.DataObject, seed: int, count: int
) -> None:
    game = make_game("peekpoker", count, seed, data.draw(options_strategy("peekpoker")))
    assert isinstance(game, PeekPoker)
    low = game.options["low_straight"] is True
    own_six = 0
    for _events in played_randomly(game, seed):
        current = game.current_player
        if current is None or game.in_rolloff:
            continue
        view = game.observation(current, with_log=False)
        said = reading(game, view)
        own = game.private[current]
        if own:
            assert said is not None
            assert said.text == "your hand: {call}"
            check_poker_call(_call(said), [*own, *game.community], low)
            own_six += len(own) + len(game.community) == HAND_DICE
        public = reading(game, {**view, "private": []})
        if game.shown[current]:
            assert public is not None
            check_poker_call(_call(public), [*game.private[current], *game.community], low)
        elif game.community:
            assert public is not None and public.text == "on the table: {call}"
            check_poker_call(_call(public), game.community, low)
        else:
            assert public is None, "nothing public to read"
    assert own_six or game.is_over


def _call(said: Words) -> PokerCall:
    """The hand a PeekPoker reading names: '{call}' itself, or within '{call} so far, {dice} to come'."""
    call = field(said, "call")
    return call if isinstance(call, PokerCall) else field(call, "call")


def test_every_text_a_reading_says_is_extracted_for_translation(tmp_path: Path) -> None:
    said: set[tuple[str, str]] = set()
    for game_id, players, seed in itertools.product(game_ids(), (3, 5), range(6)):
        options = {"endgame": "last_holder"} if game_id == "aces-in-the-pot" and seed % 2 else {}
        game = make_game(game_id, players, seed, options)
        for _events in played_randomly(game, seed):
            current = game.current_player
            if current is None:
                continue
            view = game.observation(current, with_log=False)
            for words in (reading(game, view), reading(game, {**view, "private": []})):
                if words is not None:
                    said.update(_texts(words))
    assert {context for context, _ in said} == {"Reading", "Table"}  # (the pot and the centre are the table's)
    assert said - _marked_texts(tmp_path) == set(), "said but not marked for translation"
    assert len(said) >= 18, sorted(said)


def test_every_game_declares_a_reading() -> None:
    for game_id in game_ids():
        game = make_game(game_id, 3, 1, {})
        assert game.game_type.reading is not None, game_id
