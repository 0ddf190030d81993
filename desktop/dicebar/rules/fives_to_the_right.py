"""Fives to the Right, also called Aces or Aces to the Centre.

Five dice each. A turn rolls every die the player holds: each 1 goes to the centre, each 2 to the player on
the left, each 5 to the player on the right. While a roll showed any 1, 2 or 5 and the player still holds
dice, they roll again (each throw is its own ROLL action, the only legal one: nothing is decided). Then the
turn passes left to the next player who holds dice.

Dice passed to a player during someone else's turn are simply theirs: they wait for the turn to reach them
(a player who had none is back in) and are rolled with the rest then. Nobody acts out of turn. With one die
left outside the centre the same rules play the single die: its holder rolls it on their turn, a 2 or a 5
passes it on (so the turn follows it), a 3, 4 or 6 leaves it where it is (the turn comes round to its holder
again at once), and a 1 ends the game. Whoever rolls the last 1 (or the last several 1s in one roll) loses
and pays the bill; with option `last_ace_wins` they win the pot instead.

Termination: dice outside the centre never increase and every roll of k dice puts at least one in the
centre with probability 1 - (5/6)^k > 0, so a game ends with probability one; its length has a geometric tail.

Observation keys (`_observe`), all public information:
- `dice`: dice held, by seat; `center`: dice in the centre.
- `phase`: "play", "single" (one die left outside the centre) or "over".
- `rolls_this_turn`: throws made so far in the current turn; `last_ace`: who rolled the last 1 (None until
  the game is over).
- `last_throw`: the dice last thrown (None before the first throw): {seat, faces, moves: [{face, count, to}]}:
  how many dice of each face went where, "center" or a seat (a face that sent none is not listed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from dicebar.rules import fives_to_the_right_reading, fives_to_the_right_words
from dicebar.rules.actions import ROLL, Action
from dicebar.rules.errors import IllegalAction
from dicebar.rules.events import CENTER, DiceMoved, Event, TurnStarted
from dicebar.rules.fives_to_the_right_events import (
    DiceArrived,
    LastAceRolled,
    LastDieLeft,
    LastDieTurn,
    OutOfDice,
    ReadRoll,
)
from dicebar.rules.fives_to_the_right_page import page
from dicebar.rules.game import Game, GameWords, Result
from dicebar.rules.game_type import GameType, Luck, SeatHolds, TableDice
from dicebar.rules.hud import Hud, Line
from dicebar.rules.options import OptionSpec
from dicebar.rules.registry import register_game
from dicebar.rules.words import QT_TRANSLATE_NOOP, counted, said

START_DICE = 5
ACE, DEUCE, FIVE = 1, 2, 5


def hud(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    single = view.get("phase") == "single"
    rolls: Line = said(QT_TRANSLATE_NOOP("FivesToTheRight", "one die left: a 1 ends it")) if single else ""
    centre = counted(QT_TRANSLATE_NOOP("FivesToTheRight", "Centre: %n (die/dice)", None, 1), view["center"])
    return Hud(rolls=rolls, detail=centre)


GAME_TYPE = GameType(
    id="fives-to-the-right",
    title=QT_TRANSLATE_NOOP("FivesToTheRight", "Fives to the Right"),
    tagline=QT_TRANSLATE_NOOP(
        "FivesToTheRight", "Five dice each: aces to the centre, deuces to the left, fives to the right"
    ),
    players=(2, 8),
    dice=TableDice(per_seat=5),
    holds=SeatHolds("dice", QT_TRANSLATE_NOOP("FivesToTheRight", "%n (die/dice)", None, 1)),
    page=page,
    hud=hud,
    reading=fives_to_the_right_reading.reading,
    options=(
        OptionSpec(
            "last_ace_wins",
            "flag",
            False,
            QT_TRANSLATE_NOOP("FivesToTheRight", "Last ace wins the pot instead of paying the bill"),
            (
                (
                    True,
                    QT_TRANSLATE_NOOP(
                        "FivesToTheRight",
                        "Whoever rolls the last 1 into the centre wins the pot instead of paying the bill.",
                    ),
                ),
                (
                    False,
                    QT_TRANSLATE_NOOP(
                        "FivesToTheRight", "Whoever rolls the last 1 into the centre loses and pays the bill."
                    ),
                ),
            ),
        ),
    ),
    decides=lambda options: "winner" if options.get("last_ace_wins") else "loser",
    sources=(
        "Fives to the Right (also Aces, Aces to the Centre), the subgame of Aces in the Pot: a dice games reference",
    ),
    luck=Luck(
        (1, 2, 5),
        QT_TRANSLATE_NOOP("FivesToTheRight", "Lucky: many 1s, 2s and 5s thrown, since each sends a die away."),
    ),
)


class FivesToTheRight(Game):
    words: ClassVar[GameWords] = fives_to_the_right_words

    # ----- state ------------------------------------------------------------------------------------------

    def _setup(self) -> None:
        self.dice_held: list[int] = [START_DICE] * len(self.names)
        self._center = 0
        self.phase = "play"
        self.turn = 0
        self.rolls_this_turn = 0
        self.last_ace: int | None = None
        #: the last throw and where its dice went (the observation's `last_throw`)
        self.last_throw: dict[str, object] | None = None

    def outside(self) -> int:
        """Dice not in the centre."""
        return sum(self.dice_held)

    def next_holder(self, seat: int) -> int:
        """The first seat left of `seat` holding dice (`seat` itself last, when only it holds any)."""
        for step in range(1, len(self.names) + 1):
            candidate = (seat + step) % len(self.names)
            if self.dice_held[candidate] > 0:
                return candidate
        raise AssertionError("nobody holds a die")

    # ----- the protocol -----------------------------------------------------------------------------------

    def _begin(self, first: int) -> list[Event]:
        self.turn = first
        return [TurnStarted(first)]

    def _current_player(self) -> int | None:
        return self.turn

    def _legal_actions(self) -> list[Action]:
        return [ROLL]

    def _verify(self, action: Action) -> None:
        if action != ROLL:
            who = self.names[self.turn]
            raise IllegalAction(f"{who} cannot {action}: in Fives to the Right the only move is to roll")

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        if self.last_ace is None:
            return Result()
        if self.options["last_ace_wins"]:
            return Result(winner=(self.last_ace,))
        return Result(loser=(self.last_ace,))

    def seat_status(self, seat: int) -> str:
        return "in" if self.dice_held[seat] > 0 else "out"

    def seat_dice(self, seat: int) -> int:
        return self.dice_held[seat]

    def center(self) -> int:
        return self._center

    def _observe(self, seat: int) -> dict[str, object]:
        return {
            "dice": list(self.dice_held),
            "center": self._center,
            "phase": self.phase,
            "rolls_this_turn": self.rolls_this_turn,
            "last_ace": self.last_ace,
            "last_throw": self.last_throw,
        }

    def check_invariants(self) -> None:
        assert all(held >= 0 for held in self.dice_held), f"negative holding {self.dice_held}"
        assert self._center + self.outside() == START_DICE * len(self.names), "a die was made or lost"
        if self.phase == "over":
            assert self.outside() == 0 and self.last_ace is not None, "over with dice outside the centre"
            return
        assert self.last_ace is None, "a last ace before the end"
        assert self.dice_held[self.turn] > 0, "the player to roll holds no dice"
        expected = "single" if self.outside() == 1 else "play"
        assert self.phase == expected, f"phase {self.phase!r} with {self.outside()} dice outside the centre"

    # ----- the rules --------------------------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        before = list(self.dice_held)
        faces = self.dice.roll(self.dice_held[seat])
        self.rolls_this_turn += 1
        aces, deuces, fives = faces.count(ACE), faces.count(DEUCE), faces.count(FIVE)
        events: list[Event] = [ReadRoll(seat, faces, "turn")]
        moves = ((CENTER, aces, ACE), (self.left_of(seat), deuces, DEUCE), (self.right_of(seat), fives, FIVE))
        self.last_throw = {
            "seat": seat,
            "faces": list(faces),
            "moves": [{"face": face, "count": count, "to": target} for target, count, face in moves if count],
        }
        for target, count, face in moves:
            if count:
                events.append(DiceMoved(seat, target, count, face))
                self.dice_held[seat] -= count
                if target == CENTER:
                    self._center += count
                else:
                    assert isinstance(target, int)
                    self.dice_held[target] += count
        events += self._status_changes(before, seat)
        if self.outside() == 0:
            return events + self._end(seat)
        if self.outside() == 1 and self.phase == "play":
            self.phase = "single"
            events.append(LastDieLeft(self.options["last_ace_wins"] is True))
        if (aces or deuces or fives) and self.dice_held[seat] > 0:
            return events  # rolls again: the same turn goes on
        self.turn = self.next_holder(seat)
        self.rolls_this_turn = 0
        return [*events, LastDieTurn(self.turn) if self.phase == "single" else TurnStarted(self.turn)]

    def _status_changes(self, before: list[int], roller: int) -> list[Event]:
        events: list[Event] = []
        for seat, (was, now) in enumerate(zip(before, self.dice_held, strict=True)):
            if was and not now:
                events.append(OutOfDice(seat))
            elif now and not was:
                events.append(DiceArrived(seat, count=now, giver=roller))
        return events

    def _end(self, seat: int) -> list[Event]:
        self.phase = "over"
        self.last_ace = seat
        self.rolls_this_turn = 0
        return [LastAceRolled(seat, wins=self.options["last_ace_wins"] is True)]


register_game(GAME_TYPE, FivesToTheRight)
