"""Bar Dice: five dice, 1s wild, elimination rounds, the loser buys.

Every player still in the game takes one turn a round (BarTurn: up to three rolls, set aside, stop). The best
hand (count, then face, then fewer rolls) is safe and leaves; players sharing it play a tie-break round among
themselves in the order they played; a round nobody scores is played again in the same order. The last two
play the final: best two of three hands by default ("a horse on you", "a horse a piece"), or one hand with
`final: single`; a final hand tied or scored by neither is played again and does not count. The player left
buys the round. Who starts the next round or final hand is the last player still in the game to have rolled
("brings it back"); so in the final the second player of one hand starts the next, replayed hands included.

`_observe(seat)` keys (everything in Bar Dice is public; seats are indices into `names`):
- `phase`: "roll-off" (before the start is decided), "round", "tie-break", "final" or "over".
- `round`: the elimination round's number (1..), kept through its tie-breaks and replays; in the final, the
  number of the last elimination round (0 when the game starts with the final).
- `in_game`: seats still in (not safe), in seat order. `safe`: seats that left as winners, in leaving order.
- `order`: the seats that play this round (or tie-break, or final hand), in playing order.
- `results`: the turns finished this round, in order: {seat, valid, count, face, rolls, call}.
- `to_play`: seats still to play this round after the current one, in order; `players_after`: how many.
- `mark`: the best hand so far this round (the hand to beat) or None: {seats (all who hold it), count, face,
  rolls, call, score (count x 10 + face, as the odds coach takes a mark), strength}. Beating it needs a higher
  `strength` ([count, face, 4 - rolls]); equalling it means a tie-break (a round) or a replay (a final hand).
- `turn`: the current turn or None: {seat, set_aside, thrown, rolls_used, max_rolls, rolls_left, hand (None
  before the first roll, else the hand as if it stopped now: {valid, count, face, call, strength}, strength as
  the mark's)}. `max_rolls`: the rolls the current player may use (pace may lower it).
- `final`: None before the final, else {mode, hand (1.. counted hands so far + 1), horses (per seat: hands
  lost), needed (horses that make a buyer)}.
- `buyer`: the seat that buys once the game is over, else None.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from dicebar.rules import bar_dice_reading, bar_dice_words
from dicebar.rules.actions import ROLL, STOP, Action
from dicebar.rules.bar_dice_events import (
    BarTurnStarted,
    Buys,
    BuysTheRound,
    DeclaredSafe,
    FinalHandAgain,
    FinalStarted,
    FiveAcesFirstRoll,
    HandCalled,
    HorseOnYou,
    MarkSet,
    MarkTied,
    NoOneScores,
    PaceSet,
    RoundStarted,
    SafeWithBestHand,
    SafeWonFinal,
    TieBreak,
)
from dicebar.rules.bar_dice_page import page
from dicebar.rules.bar_turn import DICE, BarTurn
from dicebar.rules.errors import RulesError
from dicebar.rules.events import Event, HorseAPiece, StatusChanged
from dicebar.rules.game import Game, GameWords, Result
from dicebar.rules.game_type import GameType, Luck, TableDice
from dicebar.rules.hands import ACE, NOTHING_CALLED, BarHand, CalledHand, bar_hand
from dicebar.rules.hud import Hud, Line, joined, rolls_line
from dicebar.rules.lingo import BarCall, Names
from dicebar.rules.options import ANY_VALUE, OptionSpec, OptionValue
from dicebar.rules.registry import register_game
from dicebar.rules.words import QT_TRANSLATE_NOOP, said

MAX_ROLLS = 3
ROLLOFF, ROUND, TIE_BREAK, FINAL, OVER = "roll-off", "round", "tie-break", "final", "over"
BEST_OF_THREE, SINGLE = "best_of_three", "single"
Strength = tuple[int, int, int]
NO_SCORE: Strength = (0, 0, 0)


def strength(hand: BarHand, rolls: int) -> Strength:
    """Count, then face, then fewer rolls; every hand without a 1 is the same nothing, below all others."""
    return (hand.count, hand.face, MAX_ROLLS + 1 - rolls) if hand.valid else NO_SCORE


@dataclass(frozen=True)
class Played:
    """One finished turn of the current round or final hand."""

    seat: int
    hand: BarHand
    rolls: int

    @property
    def strength(self) -> Strength:
        return strength(self.hand, self.rolls)

    @property
    def call(self) -> str:
        return self.hand.call(self.rolls)

    @property
    def called(self) -> CalledHand:
        """The hand as a result's reason names it."""
        return CalledHand(self.hand.count, self.hand.face, self.rolls) if self.hand.valid else NOTHING_CALLED


def hud(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    mark = view.get("mark")
    mark_line: Line = ""
    if mark:
        mark_line = said(
            QT_TRANSLATE_NOOP("BarDice", "The mark: {call} ({holders})"),
            call=BarCall(mark["count"], mark["face"], mark["rolls"]),
            holders=Names(tuple(names[seat] for seat in mark["seats"])),
        )
    turn = view.get("turn")
    rolls: Line = rolls_line(turn["rolls_used"], turn["max_rolls"]) if turn else ""
    detail: Line = ""
    final = view.get("final")
    if final:
        horses = ", ".join(
            f"{names[seat]} {count}"
            for seat, count in enumerate(final["horses"])
            if seat in view.get("order", []) or count
        )
        detail = joined(
            said(QT_TRANSLATE_NOOP("BarDice", "The final, hand {hand}"), hand=final["hand"]),
            said(QT_TRANSLATE_NOOP("BarDice", "horses: {horses}"), horses=horses) if horses else "",
        )
    elif view.get("phase") == "tie-break":
        detail = said(QT_TRANSLATE_NOOP("BarDice", "Tie-break {round}"), round=view.get("round", 1))
    elif view.get("phase") == "round":
        detail = said(QT_TRANSLATE_NOOP("BarDice", "Round {round}"), round=view.get("round", 1))
    return Hud(mark=mark_line, rolls=rolls, detail=detail)


GAME_TYPE = GameType(
    id="bar-dice",
    title=QT_TRANSLATE_NOOP("BarDice", "Bar Dice"),
    tagline=QT_TRANSLATE_NOOP(
        "BarDice", "Five dice, 1s wild, three rolls: the best hand is safe, the last one left buys"
    ),
    players=(2, 8),
    dice=TableDice(shared=DICE, wild=ACE),
    page=page,
    hud=hud,
    reading=bar_dice_reading.reading,
    options=(
        OptionSpec(
            "final",
            "choice",
            BEST_OF_THREE,
            QT_TRANSLATE_NOOP("BarDice", "Final: best two hands of three, or a single hand"),
            (
                (SINGLE, QT_TRANSLATE_NOOP("BarDice", "The final between the last two players is a single hand.")),
                (
                    ANY_VALUE,
                    QT_TRANSLATE_NOOP("BarDice", "The final between the last two players is best two hands of three."),
                ),
            ),
            choices=(BEST_OF_THREE, SINGLE),
            choice_words=(QT_TRANSLATE_NOOP("BarDice", "best of three"), QT_TRANSLATE_NOOP("BarDice", "single")),
        ),
        OptionSpec(
            "pace",
            "flag",
            False,
            QT_TRANSLATE_NOOP("BarDice", "Pace: no more rolls than the first player"),
            (
                (
                    True,
                    QT_TRANSLATE_NOOP(
                        "BarDice", "Later players in a round may not use more rolls than the first player used."
                    ),
                ),
                (
                    False,
                    QT_TRANSLATE_NOOP(
                        "BarDice", "Every player may use all three rolls, whatever the first player of the round used."
                    ),
                ),
            ),
        ),
        OptionSpec(
            "five_aces_first_roll_buys",
            "flag",
            False,
            QT_TRANSLATE_NOOP("BarDice", "Five 1s on a first roll: game over, that player buys"),
            (
                (
                    True,
                    QT_TRANSLATE_NOOP(
                        "BarDice", "Five 1s on a first roll ends the game at once, and that player buys."
                    ),
                ),
                (
                    False,
                    QT_TRANSLATE_NOOP(
                        "BarDice",
                        "Five 1s on a first roll is simply the best hand there is (five 6s); the game goes on.",
                    ),
                ),
            ),
        ),
    ),
    decides=lambda options: "buyer",
    sources=("Bar Dice: rules and variations of the classic bar and pub drinking game",),
    luck=Luck((ACE,), QT_TRANSLATE_NOOP("BarDice", "Lucky: many 1s thrown, since aces are wild.")),
)


class BarDice(Game):
    words: ClassVar[GameWords] = bar_dice_words

    # ----- set-up -----------------------------------------------------------------------------------------

    def _setup(self) -> None:
        self.in_game: list[int] = list(range(len(self.names)))
        self.safe: list[int] = []
        self.phase = ROLLOFF  # until _begin
        self.round_number = 0
        self.again = False  # this round or final hand replays one that did not count
        self.order: list[int] = []
        self.played: list[Played] = []
        self.turn: BarTurn | None = None
        self.horses: list[int] = [0] * len(self.names)
        self.final_hand = 0  # counted final hands so far
        self.final_started = False
        self.buyer: int | None = None

    def _begin(self, first: int) -> list[Event]:
        if len(self.in_game) == 2:
            return self._start_final(first)
        return self._start_round(first)

    # ----- the game protocol --------------------------------------------------------------------------------

    def _current_player(self) -> int | None:
        return None if self.turn is None else self.turn.seat

    def _legal_actions(self) -> list[Action]:
        assert self.turn is not None
        return self.turn.legal_actions()

    def _verify(self, action: Action) -> None:
        assert self.turn is not None
        self.turn.verify(action, self.names[self.turn.seat])

    def _apply(self, action: Action) -> list[Event]:
        turn = self.turn
        assert turn is not None
        if action == ROLL:
            events = turn.roll(self.dice)
        elif action == STOP:
            turn.stop()
            return self._end_turn()
        else:
            events = turn.keep_and_roll(action.faces, self.dice)
        if self._five_aces_end(turn):
            events.extend(self._five_aces(turn.seat))
        return events

    @property
    def is_over(self) -> bool:
        return self.buyer is not None

    def result(self) -> Result:
        return Result(buyer=None if self.buyer is None else (self.buyer,))

    def seat_status(self, seat: int) -> str:
        return "safe" if seat in self.safe else "in"

    @property
    def final_needed(self) -> int:
        """Horses (hands lost in the final) that make a player the buyer."""
        return 1 if self.options["final"] == SINGLE else 2

    # ----- rounds and final hands ---------------------------------------------------------------------------

    def _circle_from(self, starter: int) -> list[int]:
        """The players still in, in turn order from `starter`."""
        count = len(self.names)
        return [(starter + step) % count for step in range(count) if (starter + step) % count in self.in_game]

    def _start_round(self, starter: int) -> list[Event]:
        self.phase, self.round_number, self.again = ROUND, self.round_number + 1, False
        self.order = self._circle_from(starter)
        return [RoundStarted(self.round_number, tuple(self.order)), *self._start_play()]

    def _start_final(self, starter: int) -> list[Event]:
        self.phase, self.again, self.final_started = FINAL, False, True
        self.order = self._circle_from(starter)
        first, second = self.order
        return [FinalStarted(first, second, single=self.final_needed == 1), *self._start_play()]

    def _start_play(self) -> list[Event]:
        """A round, tie-break or final hand begins with `order` set: nobody has played it yet."""
        self.played = []
        return self._start_turn()

    def _start_turn(self) -> list[Event]:
        seat = self.order[len(self.played)]
        self.turn = BarTurn(seat, self._max_rolls())
        final = self.phase == FINAL
        number = self.final_hand + 1 if final else self.round_number
        single = self.final_needed == 1
        return [BarTurnStarted(seat, number, final, single, self.phase == TIE_BREAK, self.again)]

    def _max_rolls(self) -> int:
        if self.options["pace"] and self.played:
            return self.played[0].rolls
        return MAX_ROLLS

    def _mark(self) -> tuple[Strength, list[Played]] | None:
        """The best hand so far this round and who holds it; None while nobody has scored."""
        best = max((played.strength for played in self.played), default=NO_SCORE)
        if best == NO_SCORE:
            return None
        return best, [played for played in self.played if played.strength == best]

    def _end_turn(self) -> list[Event]:
        turn = self.turn
        assert turn is not None
        before = self._mark()
        done = Played(turn.seat, turn.hand, turn.rolls)
        self.played.append(done)
        self.turn = None
        events: list[Event] = [HandCalled(done.seat, done.hand.count, done.hand.face, done.rolls)]
        if done.hand.valid:
            if before is None or done.strength > before[0]:
                events.append(MarkSet(done.hand.count, done.hand.face, done.rolls))
            elif done.strength == before[0]:
                events.append(MarkTied(done.seat))
        if self.options["pace"] and len(self.played) == 1 and done.rolls < MAX_ROLLS:
            events.append(PaceSet(done.rolls))
        if len(self.played) < len(self.order):
            return events + self._start_turn()
        return events + (self._end_final_hand() if self.phase == FINAL else self._end_round())

    def _brings_it_back(self) -> int:
        """The last player still in the game to have rolled starts the next round or final hand."""
        return next(played.seat for played in reversed(self.played) if played.seat in self.in_game)

    def _end_round(self) -> list[Event]:
        mark = self._mark()
        if mark is None:
            self.again = True
            return [NoOneScores(tie_break=self.phase == TIE_BREAK), *self._start_play()]
        _best, holders = mark
        if len(holders) > 1:
            self.phase, self.again = TIE_BREAK, False
            self.order = [played.seat for played in holders]
            tied = holders[0]
            return [TieBreak(tuple(self.order), tied.hand.count, tied.hand.face, tied.rolls), *self._start_play()]
        winner = holders[0]
        runner_up = max((played for played in self.played if played is not winner), key=lambda done: done.strength)
        events = self._make_safe(
            SafeWithBestHand(winner.seat, hand=winner.called, beat=runner_up.called, round=self.round_number)
        )
        starter = self._brings_it_back()
        if len(self.in_game) == 2:
            return events + self._start_final(starter)
        return events + self._start_round(starter)

    def _end_final_hand(self) -> list[Event]:
        first, second = self.played
        # Both finalists are still in, so the second to roll brings it back, replayed hands included.
        next_order = [second.seat, first.seat]
        if first.strength == second.strength:
            self.again = True
            self.order = next_order
            return [FinalHandAgain(first.hand.count, first.hand.face, first.rolls), *self._start_play()]
        winner, loser = (first, second) if first.strength > second.strength else (second, first)
        self.horses[loser.seat] += 1
        self.final_hand += 1
        events: list[Event] = []
        if self.final_needed > 1:
            events.append(HorseOnYou(winner.seat, loser.seat, self.final_hand, winner.called, loser.called))
            if self.horses[winner.seat] == self.horses[loser.seat]:
                events.append(HorseAPiece())
        if self.horses[loser.seat] < self.final_needed:
            self.again = False
            self.order = next_order
            return events + self._start_play()
        won, lost = self.horses[loser.seat], self.horses[winner.seat]
        events += self._make_safe(SafeWonFinal(winner.seat, won=won, lost=lost, hand=winner.called, beat=loser.called))
        buys = Buys(loser.seat, winner.seat, won, lost, loser.called, winner.called)
        return events + self._buys(buys)

    def _make_safe(self, safe: StatusChanged) -> list[Event]:
        self.in_game.remove(safe.seat)
        self.safe.append(safe.seat)
        return [DeclaredSafe(safe.seat), safe]

    def _buys(self, buys: Buys) -> list[Event]:
        self.buyer, self.phase, self.turn = buys.seat, OVER, None
        return [BuysTheRound(buys.seat), buys]

    def _five_aces_end(self, turn: BarTurn) -> bool:
        return bool(self.options["five_aces_first_roll_buys"]) and turn.rolls == 1 and turn.thrown == (ACE,) * DICE

    def _five_aces(self, seat: int) -> list[Event]:
        return [FiveAcesFirstRoll(), *self._buys(Buys(seat, five_aces=True))]

    # ----- checks and views ---------------------------------------------------------------------------------

    def check_invariants(self) -> None:
        seats = set(range(len(self.names)))
        assert set(self.in_game) | set(self.safe) == seats, "every seat is in the game or safe"
        assert not set(self.in_game) & set(self.safe), "no seat is both in and safe"
        assert self.in_game == sorted(self.in_game), "in_game is kept in seat order"
        assert len(self.in_game) >= 1
        assert sum(self.horses) <= 2 * self.final_needed - 1
        assert all(horses <= self.final_needed for horses in self.horses)
        if self.buyer is not None:
            assert self.phase == OVER and self.turn is None and self.buyer in self.in_game
            return
        assert len(self.in_game) >= 2, "two players at least are still playing"
        if self.in_rolloff:
            assert self.phase == ROLLOFF and self.turn is None and not self.order and not self.played, (
                "nobody plays before the roll-off"
            )
            return
        assert (self.phase == FINAL) == (len(self.in_game) == 2), "the last two play the final"
        assert all(seat in self.in_game for seat in self.order)
        assert len(set(self.order)) == len(self.order) >= 2
        if self.phase == ROUND:
            assert self.order == self._circle_from(self.order[0]), "a round is everyone still in, in turn order"
        assert [played.seat for played in self.played] == self.order[: len(self.played)]
        turn = self.turn
        assert turn is not None and turn.seat == self.order[len(self.played)]
        assert not turn.stopped
        assert 0 <= turn.rolls <= turn.max_rolls <= MAX_ROLLS
        assert turn.max_rolls == self._max_rolls()
        if turn.rolls == 0:
            assert not turn.set_aside and not turn.thrown
        else:
            assert len(turn.set_aside) + len(turn.thrown) == DICE, "five dice, never made or lost"
            assert all(1 <= face <= 6 for face in turn.faces)

    def _observe(self, seat: int) -> dict[str, object]:
        position = len(self.played) + (1 if self.turn is not None else 0)
        to_play = self.order[position:] if self.phase != OVER else []
        return {
            "phase": self.phase,
            "round": self.round_number,
            "in_game": list(self.in_game),
            "safe": list(self.safe),
            "order": list(self.order),
            "results": [
                {
                    "seat": done.seat,
                    "valid": done.hand.valid,
                    "count": done.hand.count,
                    "face": done.hand.face,
                    "rolls": done.rolls,
                    "call": done.call,
                }
                for done in self.played
            ],
            "to_play": to_play,
            "players_after": len(to_play),
            "mark": self._mark_json(),
            "turn": self._turn_json(),
            "max_rolls": None if self.turn is None else self.turn.max_rolls,
            "final": self._final_json(),
            "buyer": self.buyer,
        }

    def _mark_json(self) -> dict[str, object] | None:
        mark = self._mark()
        if mark is None:
            return None
        best, holders = mark
        hand, rolls = holders[0].hand, holders[0].rolls
        return {
            "seats": [done.seat for done in holders],
            "count": hand.count,
            "face": hand.face,
            "rolls": rolls,
            "call": hand.call(rolls),
            "score": hand.score,
            "strength": list(best),
        }

    def _turn_json(self) -> dict[str, object] | None:
        turn = self.turn
        if turn is None:
            return None
        return {
            "seat": turn.seat,
            "set_aside": list(turn.set_aside),
            "thrown": list(turn.thrown),
            "rolls_used": turn.rolls,
            "max_rolls": turn.max_rolls,
            "rolls_left": turn.max_rolls - turn.rolls,
            "hand": _hand_json(turn.hand, turn.rolls) if turn.rolls else None,
        }

    def _final_json(self) -> dict[str, object] | None:
        if not self.final_started:
            return None
        return {
            "mode": self.options["final"],
            "hand": self.final_hand + 1,
            "horses": list(self.horses),
            "needed": self.final_needed,
        }

    @classmethod
    def score_faces(cls, faces: tuple[int, ...], options: Mapping[str, OptionValue]) -> dict[str, object]:
        if len(faces) != DICE:
            raise RulesError(f"{cls.game_type.id} scores exactly {DICE} dice, not {len(faces)}")
        return _hand_json(bar_hand(faces))


def _hand_json(hand: BarHand, rolls: int | None = None) -> dict[str, object]:
    """A hand for `dicebar score` ([count, face]) or for a turn in progress (with its rolls so far)."""
    power = [hand.count, hand.face] if rolls is None else list(strength(hand, rolls))
    return {"valid": hand.valid, "count": hand.count, "face": hand.face, "call": hand.call(rolls), "strength": power}


register_game(GAME_TYPE, BarDice)
