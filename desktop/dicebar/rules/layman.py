"""Wisconsin bar dice as Layman Brewing plays it.

Five dice, 1s wild, a hand counts only with a 1 in it; its score is count x 10 + face ("forty-two").

- Elimination phase (3+ players): one roll each (with `all_day_elimination`: up to three, with farming), in
  order from the hammer. The highest score is safe. "One tie, all tie": any two equal scoring hands, or no
  scoring hand at all, and the whole round is rolled again in the same order. The last player still in to
  roll is the hammer of the next round.
- Sponsor phase (2 players): best two turns of three. The hammer rolls first (up to three rolls) and sets the
  pace; the opponent may use at most as many rolls. A tie goes to a roll-off (one roll of five each, the
  hammer first, until one wins). The loser of a turn has a horse on them; the player who rolled last is the
  next hammer. Two horses make the sponsor, who buys the round.

Every turn, roll-off roll and elimination roll is a `BarTurn` (bar_turn.py): ROLL, then the player's choices,
then STOP (forced after the last allowed roll), so that the table can report a cocked die (option
`cocked_dice`, the action COCKED, never listed as legal) right after any roll before it is scored.

`_observe(seat)` keys (all dice in this game are public, so every seat sees the same):
- `phase`: "elimination", "sponsor", "roll-off" (a tied sponsor turn being settled) or "over". During the
  roll-off for the start (the base observation's `in_rolloff`) it names the phase the game will open with.
- `in`: seats still in the game, seat order. `safe`: seats that went out as winners, in the order they did.
- `hammer`: the seat that rolls first this round or turn. `order`: this round's (turn's) order of play.
- `round`: elimination rounds played so far, counting this one and re-rolls. `turn`: sponsor turn 1..3 (0
  before the sponsor phase).
- `turn_seat`: whose dice these are (the current player). `pace`: the most rolls the current turn may use.
- `rolls_used`, `rolls_left`, `ace_seen`: of the current turn (a cocked roll does not count).
- `farmed`: faces set aside this turn. `thrown`: faces of the last roll. `hand`: {"valid", "score", "count",
  "face", "call", "rank"} of the five dice as they lie now, as if the player stopped (null before the first roll).
- `rolls_said`: whether hands are called with their rolls now ('forty-three in two': where rolls can differ).
- `played`: the hands finished this round/turn: [{"seat", "valid", "score", "count", "face", "rolls",
  "call", "rank"}], in order.
  `rank` orders hands as the rules do (higher is better: the score, then fewer rolls).
- `mark`: the hand to beat or null: for the opponent in the sponsor phase (and the second roller of a roll-off)
  the hammer's {"seat", "score", "rolls", "call", "valid"}; in the elimination phase the best scoring hand so
  far this round (equal it and the round is rolled again).
- `still_to_roll`: in the elimination phase, how many players roll after the current one this round (0 else).
- `horses`: horses on each seat (turns lost in the sponsor phase), a list by seat.
- `too_lucky`: seats that rolled five 1s and owe a round of shots (once per time).
- `sponsor`: the seat that buys the round, or null.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from dicebar.rules import layman_reading, layman_words
from dicebar.rules.actions import COCKED, STOP, Action
from dicebar.rules.bar_turn import DICE, BarTurn
from dicebar.rules.errors import IllegalAction, RulesError
from dicebar.rules.events import Event, HorseAPiece, TurnStarted
from dicebar.rules.game import Game, GameWords, Result
from dicebar.rules.game_type import GameType, Luck, TableDice
from dicebar.rules.hands import ACE, NOTHING_CALLED, BarHand, CalledHand, bar_hand
from dicebar.rules.hud import Hud, Line, joined, rolls_line
from dicebar.rules.layman_events import (
    BuysAShot,
    EliminationStarted,
    EliminationTurn,
    HammerBringsItBack,
    HandCalled,
    HorseOn,
    OneTieAllTie,
    RollCocked,
    RollOffTurn,
    RoundRolledAgain,
    SafeWithHighest,
    SafeWonTwoTurns,
    Sponsor,
    SponsorPhaseStarted,
    SponsorTurn,
    SponsorTurnTied,
    TiedHands,
    TooLucky,
    TurnWon,
)
from dicebar.rules.layman_page import page
from dicebar.rules.lingo import ENGLISH
from dicebar.rules.options import OptionSpec, OptionValue
from dicebar.rules.registry import register_game
from dicebar.rules.words import QT_TRANSLATE_NOOP, said

ELIMINATION = "elimination"
SPONSOR = "sponsor"
ROLL_OFF = "roll-off"
OVER = "over"
MAX_ROLLS = 3
TURNS_TO_LOSE = 2


@dataclass(frozen=True)
class Played:
    """A finished hand: whose, what it scored, in how many rolls."""

    seat: int
    hand: BarHand
    rolls: int

    @property
    def rank(self) -> tuple[int, int]:
        """Higher is better: score first, then fewer rolls; every hand without a 1 ranks the same (nothing)."""
        return (self.hand.score, -self.rolls) if self.hand.valid else (0, 0)

    def called(self, with_rolls: bool) -> CalledHand:
        """The hand as a result's reason names it (with its rolls where they are said)."""
        if not self.hand.valid:
            return NOTHING_CALLED
        return CalledHand(self.hand.count, self.hand.face, self.rolls if with_rolls else None)

    def to_json(self, with_rolls: bool) -> dict[str, object]:
        return {
            "seat": self.seat,
            "valid": self.hand.valid,
            "score": self.hand.score,
            "count": self.hand.count,
            "face": self.hand.face,
            "rolls": self.rolls,
            "call": layman_call(self.hand, self.rolls if with_rolls else None),
            "rank": list(self.rank),
        }


def layman_call(hand: BarHand, rolls: int | None = None) -> str:
    """The score as said at the bar, in English: 'forty-two', 'forty-three in two', 'fifty-six all day', 'nothing'."""
    return layman_words.layman_call(hand.count, hand.face, rolls).say(ENGLISH)


def too_lucky(faces: tuple[int, ...]) -> bool:
    return len(faces) == DICE and all(face == ACE for face in faces)


def hud(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    mark = view.get("mark")
    mark_line: Line = ""
    if mark and mark.get("valid"):
        # the call names its rolls only where they are shown (the observation's call says it without them)
        rolls_said = mark["call"] != layman_words.layman_call(mark["count"], mark["face"]).say(ENGLISH)
        mark_line = said(
            QT_TRANSLATE_NOOP("Layman", "The mark: {call} ({holder})"),
            call=layman_words.layman_call(mark["count"], mark["face"], mark["rolls"] if rolls_said else None),
            holder=names[mark["seat"]],
        )
    shown = view.get("turn_seat") is not None
    rolls: Line = rolls_line(view.get("rolls_used", 0), view.get("pace", 3)) if shown else ""
    phase = view.get("phase", "")
    detail: Line = ""
    if phase == "sponsor":
        horses = ", ".join(f"{names[seat]} {view['horses'][seat]}" for seat in view.get("in", []))
        detail = joined(
            said(QT_TRANSLATE_NOOP("Layman", "Sponsor phase, turn {turn}"), turn=view.get("turn", 1)),
            said(QT_TRANSLATE_NOOP("Layman", "horses: {horses}"), horses=horses),
        )
    elif phase == "roll-off":
        detail = said(QT_TRANSLATE_NOOP("Layman", "Roll-off: one roll each, hammer first"))
    elif phase == "elimination":
        detail = said(QT_TRANSLATE_NOOP("Layman", "Elimination, round {round}"), round=view.get("round", 1))
    hammer = view.get("hammer")
    if hammer is not None and phase in ("sponsor", "elimination"):
        detail = joined(detail, said(QT_TRANSLATE_NOOP("Layman", "hammer: {name}"), name=names[hammer]))
    return Hud(mark=mark_line, rolls=rolls, detail=detail)


GAME_TYPE = GameType(
    id="layman-bar-dice",
    title=QT_TRANSLATE_NOOP("Layman", "Layman Bar Dice"),
    tagline=QT_TRANSLATE_NOOP("Layman", "Wisconsin bar dice: beat the hammer, or end up the sponsor"),
    players=(2, 8),
    dice=TableDice(shared=DICE, wild=ACE),
    page=page,
    hud=hud,
    reading=layman_reading.reading,
    options=(
        OptionSpec(
            "all_day_elimination",
            "flag",
            False,
            QT_TRANSLATE_NOOP("Layman", "All day in the elimination: up to three rolls, with farming"),
            (
                (
                    True,
                    QT_TRANSLATE_NOOP(
                        "Layman",
                        "The elimination phase is played all day too: up to three rolls each, with farming, and "
                        "fewer rolls win an equal score.",
                    ),
                ),
                (False, QT_TRANSLATE_NOOP("Layman", "In the elimination phase each player gets exactly one roll.")),
            ),
        ),
        OptionSpec(
            "cocked_dice",
            "flag",
            False,
            QT_TRANSLATE_NOOP("Layman", "Cocked dice: a tilted die rolls the whole roll again"),
            (
                (
                    True,
                    QT_TRANSLATE_NOOP(
                        "Layman",
                        "A cocked die makes the whole roll go again, and that roll does not count toward the pace.",
                    ),
                ),
                (False, QT_TRANSLATE_NOOP("Layman", "Cocked dice are not called: every roll counts as the dice lie.")),
            ),
        ),
    ),
    decides=lambda options: "sponsor",
    sources=("Wisconsin bar dice as Layman Brewing plays it: elimination, the hammer, farming, the sponsor",),
    luck=Luck((ACE,), QT_TRANSLATE_NOOP("Layman", "Lucky: many 1s thrown, since aces are wild and a hand needs one.")),
)


class LaymanBarDice(Game):
    words: ClassVar[GameWords] = layman_words

    # ----- set-up --------------------------------------------------------------------------------------

    def _setup(self) -> None:
        seats = len(self.names)
        self._phase = ELIMINATION if seats >= 3 else SPONSOR
        self._in: list[int] = list(range(seats))
        self._safe: list[int] = []
        self._hammer = 0
        self._order: list[int] = []
        self._played: list[Played] = []
        self._turn: BarTurn | None = None
        self._round = 0
        self._sponsor_turn = 0
        self._horses = [0] * seats
        self._too_lucky: list[int] = []
        self._last_roll_too_lucky = False
        self._just_rolled = False
        self._sponsor: int | None = None

    @property
    def _all_day(self) -> bool:
        return bool(self.options["all_day_elimination"])

    @property
    def _rolls_said(self) -> bool:
        """Whether a hand is called with its rolls ('forty-three in two'): only where rolls can differ."""
        return self._phase == SPONSOR or (self._phase == ELIMINATION and self._all_day)

    def _begin(self, first: int) -> list[Event]:
        self._hammer = first
        if self._phase == ELIMINATION:
            events: list[Event] = [EliminationStarted(self._all_day)]
            return events + self._start_round(self._clockwise_from(first))
        return self._start_sponsor_phase()

    def _clockwise_from(self, seat: int) -> list[int]:
        """Everyone still in, in turn order starting with `seat`."""
        start = self._in.index(seat)
        return self._in[start:] + self._in[:start]

    # ----- the protocol ----------------------------------------------------------------------------------

    def _current_player(self) -> int | None:
        return None if self._turn is None else self._turn.seat

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    def _legal_actions(self) -> list[Action]:
        assert self._turn is not None
        return self._turn.legal_actions()

    def _verify(self, action: Action) -> None:
        assert self._turn is not None
        who = self.names[self._turn.seat]
        if action == COCKED:
            if not self.options["cocked_dice"]:
                raise IllegalAction(f"{who} cannot report a cocked die: the cocked_dice option is off")
            if not self._just_rolled:
                raise IllegalAction(f"{who} has not just rolled: a cocked die is reported right after a roll")
            return
        self._turn.verify(action, who)

    def _apply(self, action: Action) -> list[Event]:
        turn = self._turn
        assert turn is not None
        if action == COCKED:
            return self._reroll_cocked(turn)
        if action == STOP:
            turn.stop()
            self._just_rolled = False
            return self._finish_hand(turn)
        if action.kind == "keep":
            events = turn.keep_and_roll(action.faces, self.dice, farmed=True)
        else:
            events = turn.roll(self.dice)
        self._just_rolled = True
        return events + self._check_too_lucky(turn)

    def result(self) -> Result:
        return Result(sponsor=None if self._sponsor is None else (self._sponsor,))

    def seat_status(self, seat: int) -> str:
        return "safe" if seat in self._safe else "in"

    # ----- rolls -----------------------------------------------------------------------------------------

    def _check_too_lucky(self, turn: BarTurn) -> list[Event]:
        self._last_roll_too_lucky = too_lucky(turn.faces)
        if not self._last_roll_too_lucky:
            return []
        self._too_lucky.append(turn.seat)
        return [TooLucky(turn.seat), BuysAShot(turn.seat)]

    def _reroll_cocked(self, turn: BarTurn) -> list[Event]:
        cocked = RollCocked(turn.seat, DICE - len(turn.set_aside), no_shots=self._last_roll_too_lucky)
        if self._last_roll_too_lucky:
            self._too_lucky.pop()  # the five 1s never came to rest: no shots
        events: list[Event] = [cocked, *turn.reroll_cocked(self.dice)]
        return events + self._check_too_lucky(turn)

    # ----- the end of a hand -----------------------------------------------------------------------------

    def _finish_hand(self, turn: BarTurn) -> list[Event]:
        hand = Played(turn.seat, turn.hand, turn.rolls)
        self._played.append(hand)
        rolls = turn.rolls if self._rolls_said else None
        events: list[Event] = [HandCalled(turn.seat, hand.hand.count, hand.hand.face, rolls)]
        if len(self._played) < len(self._order):
            return events + self._start_turn(self._order[len(self._played)])
        self._turn = None
        if self._phase == ELIMINATION:
            return events + self._end_round()
        return events + self._end_sponsor_turn()

    def _start_turn(self, seat: int) -> list[Event]:
        started: TurnStarted
        if self._phase == ELIMINATION:
            pace = MAX_ROLLS if self._all_day else 1
            started = EliminationTurn(seat, self._round)
        elif self._phase == ROLL_OFF:
            pace, started = 1, RollOffTurn(seat, self._sponsor_turn)
        elif self._played:  # the opponent: the hammer set the pace
            mark = self._played[0]
            pace = mark.rolls
            started = SponsorTurn(seat, self._sponsor_turn, pace, mark.hand.count, mark.hand.face)
        else:
            pace, started = MAX_ROLLS, SponsorTurn(seat, self._sponsor_turn)
        self._turn = BarTurn(seat, max_rolls=pace, farming_needs_ace=True)
        self._last_roll_too_lucky = False
        return [started]

    # ----- elimination phase -----------------------------------------------------------------------------

    def _start_round(self, order: list[int]) -> list[Event]:
        self._round += 1
        self._order = order
        self._played = []
        return self._start_turn(order[0])

    def _end_round(self) -> list[Event]:
        scoring = [hand for hand in self._played if hand.hand.valid]
        if not scoring:
            return [RoundRolledAgain(), *self._start_round(self._order)]
        ranks = [hand.rank for hand in scoring]
        if len(set(ranks)) < len(ranks):
            tied = next(hand for hand in scoring if ranks.count(hand.rank) > 1)
            rolls = tied.rolls if self._all_day else None
            return [
                OneTieAllTie(),
                TiedHands(ranks.count(tied.rank), tied.hand.count, tied.hand.face, rolls),
                *self._start_round(self._order),
            ]
        best = max(scoring, key=lambda hand: hand.rank)
        others = [hand for hand in self._played if hand is not best]
        beat = max(others, key=lambda hand: hand.rank).called(self._all_day)
        self._in.remove(best.seat)
        self._safe.append(best.seat)
        events: list[Event] = [SafeWithHighest(best.seat, hand=best.called(self._all_day), beat=beat)]
        # The last player still in the game to roll brings it back.
        self._hammer = next(seat for seat in reversed(self._order) if seat in self._in)
        if len(self._in) == 2:
            return events + self._start_sponsor_phase()
        events.append(HammerBringsItBack(self._hammer))
        return events + self._start_round(self._clockwise_from(self._hammer))

    # ----- sponsor phase ---------------------------------------------------------------------------------

    def _start_sponsor_phase(self) -> list[Event]:
        self._phase = SPONSOR
        return [SponsorPhaseStarted(self._hammer), *self._start_sponsor_turn()]

    def _start_sponsor_turn(self) -> list[Event]:
        self._phase = SPONSOR
        self._sponsor_turn += 1
        self._order = self._clockwise_from(self._hammer)
        self._played = []
        return self._start_turn(self._hammer)

    def _end_sponsor_turn(self) -> list[Event]:
        first, second = self._played
        if first.rank != second.rank:
            winner, loser = (first, second) if first.rank > second.rank else (second, first)
            said = self._phase == SPONSOR  # a roll-off's hands are called without rolls
            won = TurnWon(winner.seat, self._sponsor_turn, winner.called(said), loser.called(said), roll_off=not said)
            return self._settle_turn(won, loser.seat)
        tied = SponsorTurnTied(first.hand.count, first.hand.face, first.rolls, again=self._phase == ROLL_OFF)
        self._phase = ROLL_OFF
        self._played = []
        return [tied, *self._start_turn(self._order[0])]

    def _settle_turn(self, won: TurnWon, loser: int) -> list[Event]:
        winner = won.seat
        self._horses[loser] += 1
        events: list[Event] = [won, HorseOn(loser)]
        if self._horses[loser] == TURNS_TO_LOSE:
            self._phase = OVER
            self._sponsor = loser
            self._in.remove(winner)
            self._safe.append(winner)
            won_turns, lost_turns = self._horses[loser], self._horses[winner]
            return [
                *events,
                SafeWonTwoTurns(winner, won=won_turns, lost=lost_turns),
                Sponsor(loser, winner, won_turns, lost_turns),
            ]
        if self._horses[winner] == self._horses[loser]:
            events.append(HorseAPiece())
        # Whoever rolled last in the turn brings it back, so the hammer alternates.
        self._hammer = self._order[-1]
        events.append(HammerBringsItBack(self._hammer))
        return events + self._start_sponsor_turn()

    # ----- checks and views ------------------------------------------------------------------------------

    def check_invariants(self) -> None:
        seats = set(range(len(self.names)))
        assert set(self._in).isdisjoint(self._safe), "a seat is both in and safe"
        assert set(self._in) | set(self._safe) == seats, "a seat was lost"
        assert len(self._safe) == len(set(self._safe))
        assert sum(self._horses) == max(0, self._sponsor_turn - 1) + (1 if self._phase == OVER else 0)
        if self._phase == OVER:
            assert self._turn is None and self._sponsor is not None
            assert self._horses[self._sponsor] == TURNS_TO_LOSE and self._in == [self._sponsor]
            return
        assert len(self._in) >= 2 and self._sponsor is None
        assert all(horses < TURNS_TO_LOSE for horses in self._horses)
        if self.in_rolloff:
            return
        assert self._turn is not None and self._turn.seat == self._order[len(self._played)]
        assert sorted(self._order) == sorted(self._in) and self._order[0] == self._hammer
        if self._phase == ELIMINATION:
            assert len(self._in) >= 3 and self._sponsor_turn == 0
        else:
            assert len(self._in) == 2 and 1 <= self._sponsor_turn <= 3
        turn = self._turn
        assert 0 <= turn.rolls <= turn.max_rolls <= MAX_ROLLS
        assert len(turn.faces) == (DICE if turn.rolls else 0), "five dice, none made or lost"
        assert all(1 <= face <= 6 for face in turn.faces)
        assert turn.rolls > 0 or not turn.ace_seen
        assert turn.ace_seen or ACE not in turn.faces, "a 1 shows but ace_seen is off"
        assert turn.ace_seen or not turn.set_aside, "farmed before a 1 showed"
        if self._phase == SPONSOR and self._played:
            assert turn.max_rolls == self._played[0].rolls, "the opponent keeps the hammer's pace"
        assert self._just_rolled == (turn.rolls > 0 and not turn.stopped)

    def _observe(self, seat: int) -> dict[str, object]:
        turn = self._turn
        rolls_shown = self._rolls_said
        current = None
        if turn is not None and turn.rolls:
            hand = Played(turn.seat, turn.hand, turn.rolls)
            current = {
                "valid": turn.hand.valid,
                "score": turn.hand.score,
                "count": turn.hand.count,
                "face": turn.hand.face,
                "call": layman_call(turn.hand),
                "rank": list(hand.rank),
            }
        return {
            "phase": self._phase,
            "in": list(self._in),
            "safe": list(self._safe),
            "hammer": self._hammer,
            "order": list(self._order),
            "round": self._round,
            "turn": self._sponsor_turn,
            "turn_seat": None if turn is None else turn.seat,
            "pace": None if turn is None else turn.max_rolls,
            "rolls_used": 0 if turn is None else turn.rolls,
            "rolls_left": 0 if turn is None else turn.max_rolls - turn.rolls,
            "ace_seen": False if turn is None else turn.ace_seen,
            "farmed": [] if turn is None else list(turn.set_aside),
            "thrown": [] if turn is None else list(turn.thrown),
            "hand": current,
            "rolls_said": rolls_shown,
            "played": [hand.to_json(rolls_shown) for hand in self._played],
            "mark": self._mark(rolls_shown),
            "still_to_roll": len(self._order) - len(self._played) - 1 if self._phase == ELIMINATION else 0,
            "horses": list(self._horses),
            "too_lucky": list(self._too_lucky),
            "sponsor": self._sponsor,
        }

    def _mark(self, rolls_shown: bool) -> dict[str, object] | None:
        if self._phase == OVER or not self._played:
            return None
        if self._phase == ELIMINATION:
            scoring = [hand for hand in self._played if hand.hand.valid]
            return max(scoring, key=lambda hand: hand.rank).to_json(rolls_shown) if scoring else None
        return self._played[0].to_json(rolls_shown)

    @classmethod
    def score_faces(cls, faces: tuple[int, ...], options: Mapping[str, OptionValue]) -> dict[str, object]:
        if len(faces) != DICE:
            raise RulesError(f"{cls.game_type.id} scores exactly five dice, not {len(faces)}")
        hand = bar_hand(faces)
        return {
            "valid": hand.valid,
            "count": hand.count,
            "face": hand.face,
            "score": hand.score,
            "call": layman_call(hand),
            "strength": [hand.score],
        }


register_game(GAME_TYPE, LaymanBarDice)
