"""Aces in the Pot.

Two dice, two tokens each. A turn is one roll of both dice and nothing to decide (the only legal action is
ROLL): each 1 puts a token in the pot, then each 6 passes one to the left, as far as the roller's tokens go.
Players without tokens are skipped until a token reaches them. The end (option `endgame`):

- `last_token` (default): the moment a payment leaves exactly one token outside the pot, the rest of
  that roll lapses and the token's owner makes up to three rolls, sixes only. A six passes the token and the
  dice one seat left, where the same attempt starts afresh; three rolls without a six win the pot.
- `last_holder`: when only one player holds tokens, however many, that player makes up to three rolls,
  sixes only. On a six, one token per six (as far as they go) passes left and normal play resumes with the
  player on the left; three rolls without a six win the pot.

Option `rounds: N` plays N rounds; each starts again with two tokens each and with the player left of
the previous round's starter. The match goes to whoever won most rounds (a tie shares it). The pot is not
emptied when it is won: the printed state at the end shows it as it stood.

Observation keys (`_observe`), all public information:
- `tokens`: tokens held, by seat; `pot`: tokens in the pot.
- `phase`: "play" (normal turns), "endgame" (the three rolls for the pot) or "over".
- `endgame_seat`: who is making the three rolls (None outside the endgame); `endgame_rolls`: rolls made in
  the current attempt (0..2 while it lasts).
- `round`, `rounds`: this round's number and how many are played; `round_starter`: who rolled first this
  round; `rounds_won`: rounds won so far, by seat.
- `last_throw`: the dice last thrown (None before the first throw): {seat, faces, endgame (a throw of the three
  for the pot: aces no longer count), moves: [{face, count, to}]}: how many tokens each face sent where, "pot" or
  a seat, as the rules paid them (a face that sent none is not listed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from dicebar.rules import aces_in_the_pot_reading, aces_in_the_pot_words
from dicebar.rules.aces_in_the_pot_events import (
    BackIn,
    EndgameTurn,
    LastHolderEndgame,
    LastTokenEndgame,
    MatchWon,
    OutOfTokens,
    PlayGoesOn,
    PotRoll,
    PotTaken,
    PotWon,
    RollLapses,
    RoundStarted,
    RoundWon,
    TokenPassesOn,
)
from dicebar.rules.aces_in_the_pot_page import page
from dicebar.rules.actions import ROLL, Action
from dicebar.rules.errors import IllegalAction
from dicebar.rules.events import (
    POT,
    Event,
    Place,
    TokensMoved,
)
from dicebar.rules.game import Game, GameWords, Result
from dicebar.rules.game_type import GameType, Luck, SeatHolds, TableDice
from dicebar.rules.hud import Hud, Line, joined
from dicebar.rules.options import ANY_VALUE, OptionSpec
from dicebar.rules.registry import register_game
from dicebar.rules.words import QT_TRANSLATE_NOOP, counted, said

START_TOKENS = 2
DICE = 2
ENDGAME_ROLLS = 3
ACE = 1
SIX = 6
LAST_TOKEN = "last_token"
LAST_HOLDER = "last_holder"


def hud(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    detail: Line = counted(QT_TRANSLATE_NOOP("AcesInThePot", "Pot: %n token(s)", None, 1), view["pot"])
    if view.get("rounds", 1) > 1:
        won = ", ".join(f"{names[seat]} {count}" for seat, count in enumerate(view["rounds_won"]) if count)
        detail = joined(
            detail,
            said(
                QT_TRANSLATE_NOOP("AcesInThePot", "round {round} of {rounds}"),
                round=view["round"],
                rounds=view["rounds"],
            ),
            said(QT_TRANSLATE_NOOP("AcesInThePot", "won: {won}"), won=won) if won else "",
        )
    rolls: Line = ""
    if view.get("phase") == "endgame" and view.get("endgame_seat") is not None:
        rolls = said(
            QT_TRANSLATE_NOOP("AcesInThePot", "last token: roll {roll} of 3, no six wins the pot"),
            roll=view["endgame_rolls"] + 1,
        )
    return Hud(rolls=rolls, detail=detail)


GAME_TYPE = GameType(
    id="aces-in-the-pot",
    title=QT_TRANSLATE_NOOP("AcesInThePot", "Aces in the Pot"),
    tagline=QT_TRANSLATE_NOOP("AcesInThePot", "Two dice, two tokens: aces to the pot, sixes to the left"),
    players=(3, 8),
    dice=TableDice(shared=2),
    holds=SeatHolds("tokens", QT_TRANSLATE_NOOP("AcesInThePot", "%n token(s)", None, 1)),
    page=page,
    hud=hud,
    reading=aces_in_the_pot_reading.reading,
    options=(
        OptionSpec(
            "endgame",
            "choice",
            LAST_TOKEN,
            QT_TRANSLATE_NOOP("AcesInThePot", "Ending: the last token out, or the last player holding tokens"),
            (
                (
                    LAST_HOLDER,
                    QT_TRANSLATE_NOOP(
                        "AcesInThePot",
                        "The end begins as soon as only one player holds tokens, however many; that player rolls "
                        "for the pot, and a six sends play back to normal.",
                    ),
                ),
                (
                    ANY_VALUE,
                    QT_TRANSLATE_NOOP(
                        "AcesInThePot",
                        "The end begins when exactly one token is left outside the pot; its owner rolls for the "
                        "pot, and a six passes the token on.",
                    ),
                ),
            ),
            choices=(LAST_TOKEN, LAST_HOLDER),
            choice_words=(
                QT_TRANSLATE_NOOP("AcesInThePot", "last token"),
                QT_TRANSLATE_NOOP("AcesInThePot", "last holder"),
            ),
        ),
        OptionSpec(
            "min_players_two",
            "flag",
            False,
            QT_TRANSLATE_NOOP("AcesInThePot", "Allow a game of two players"),
            (
                (True, QT_TRANSLATE_NOOP("AcesInThePot", "Two players may play too: the game needs at least 2.")),
                (
                    False,
                    QT_TRANSLATE_NOOP(
                        "AcesInThePot", "The game needs at least 3 players; switch this on to let two play."
                    ),
                ),
            ),
        ),
        OptionSpec(
            "rounds",
            "int",
            1,
            QT_TRANSLATE_NOOP("AcesInThePot", "Rounds in the match (most rounds won takes it)"),
            (
                (1, QT_TRANSLATE_NOOP("AcesInThePot", "One round: whoever wins the pot wins the game.")),
                (
                    ANY_VALUE,
                    QT_TRANSLATE_NOOP(
                        "AcesInThePot",
                        "Play a match of {value} rounds, each starting afresh with two tokens each; whoever wins "
                        "most rounds wins the match (a tie shares it).",
                    ),
                ),
            ),
            minimum=1,
        ),
    ),
    demo={},
    sources=(
        "Aces in the Pot (also Pot Luck), with its subgame Fives to the Right: a dice games reference, 2024",
        "Aces in Pot: counters, rounds and a worked example, all-about-dice.com",
    ),
    luck=Luck(
        (2, 3, 4, 5), QT_TRANSLATE_NOOP("AcesInThePot", "Lucky: many 2s to 5s thrown, since they keep your tokens.")
    ),
)


class AcesInThePot(Game):
    words: ClassVar[GameWords] = aces_in_the_pot_words

    def player_limits(self) -> tuple[int, int]:
        low, high = self.game_type.players
        return (2 if self.options["min_players_two"] else low), high

    # ----- state ------------------------------------------------------------------------------------------

    def _setup(self) -> None:
        players = len(self.names)
        self.tokens: list[int] = [START_TOKENS] * players
        self._pot = 0
        self.phase = "play"
        self.turn = 0
        self.endgame_rolls = 0
        rounds = self.options["rounds"]
        assert isinstance(rounds, int)
        self.rounds: int = rounds
        self.round = 1
        self.round_starter = 0
        self.rounds_won: list[int] = [0] * players
        self.match_winners: tuple[int, ...] = ()
        #: the last throw and where its dice sent tokens (the observation's `last_throw`)
        self.last_throw: dict[str, object] | None = None

    @property
    def last_holder_rule(self) -> bool:
        return self.options["endgame"] == LAST_HOLDER

    def outside(self) -> int:
        """Tokens not in the pot."""
        return sum(self.tokens)

    def holders(self) -> list[int]:
        return [seat for seat, held in enumerate(self.tokens) if held > 0]

    def next_holder(self, seat: int) -> int:
        """The first seat left of `seat` that holds tokens (`seat` itself last): the dice pass the rest by."""
        for step in range(1, len(self.names) + 1):
            candidate = (seat + step) % len(self.names)
            if self.tokens[candidate] > 0:
                return candidate
        raise AssertionError("nobody holds a token")

    # ----- the protocol -----------------------------------------------------------------------------------

    def _begin(self, first: int) -> list[Event]:
        self.round_starter = first
        self.turn = first
        if self.rounds > 1:
            return [RoundStarted(1, self.rounds, first)]
        return []

    def _current_player(self) -> int | None:
        return self.turn

    def _legal_actions(self) -> list[Action]:
        return [ROLL]

    def _verify(self, action: Action) -> None:
        if action != ROLL:
            who = self.names[self.turn]
            raise IllegalAction(f"{who} cannot {action}: in Aces in the Pot the only move is to roll")

    def _apply(self, action: Action) -> list[Event]:
        if self.phase == "endgame":
            return self._endgame_roll()
        return self._play_roll()

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result:
        return Result(winner=self.match_winners or None)

    def seat_status(self, seat: int) -> str:
        return "in" if self.tokens[seat] > 0 else "out"

    def seat_tokens(self, seat: int) -> int:
        return self.tokens[seat]

    def pot(self) -> int:
        return self._pot

    def _observe(self, seat: int) -> dict[str, object]:
        return {
            "tokens": list(self.tokens),
            "pot": self._pot,
            "phase": self.phase,
            "endgame_seat": self.turn if self.phase == "endgame" else None,
            "endgame_rolls": self.endgame_rolls,
            "round": self.round,
            "rounds": self.rounds,
            "round_starter": self.round_starter,
            "rounds_won": list(self.rounds_won),
            "last_throw": self.last_throw,
        }

    def check_invariants(self) -> None:
        players = len(self.names)
        assert all(held >= 0 for held in self.tokens), f"negative holding {self.tokens}"
        assert self._pot >= 0, f"negative pot {self._pot}"
        assert self._pot + self.outside() == START_TOKENS * players, "a token was made or lost"
        assert self.outside() >= 1, "every token is in the pot"
        assert sum(self.rounds_won) == self.round - (0 if self.is_over else 1), "the tally is off"
        if self.phase == "play":
            assert self.tokens[self.turn] > 0, "the player to roll holds no token"
            if self.last_holder_rule:
                assert len(self.holders()) >= 2, "one holder left but no endgame"
            else:
                assert self.outside() >= 2, "one token outside the pot but no endgame"
        elif self.phase == "endgame":
            assert 0 <= self.endgame_rolls < ENDGAME_ROLLS, f"endgame roll count {self.endgame_rolls}"
            assert self.holders() == [self.turn], "the endgame player is not the only holder"
            if not self.last_holder_rule:
                assert self.outside() == 1, "the last-token endgame with more than one token outside"
        else:
            assert self.phase == "over", f"unknown phase {self.phase!r}"
            assert self.match_winners, "the game is over without a winner"

    # ----- the rules --------------------------------------------------------------------------------------

    def _play_roll(self) -> list[Event]:
        seat = self.turn
        faces = self.dice.roll(DICE)
        aces, sixes = faces.count(ACE), faces.count(SIX)
        events: list[Event] = [PotRoll(seat, faces, "turn")]
        # Ones first, and no further than the roller's tokens, nor (last_token) past the last token outside.
        paid = min(aces, self.tokens[seat])
        if not self.last_holder_rule:
            paid = min(paid, self.outside() - 1)
        self._record_throw(seat, faces, (ACE, paid, POT))
        if paid:
            events += self._move(seat, POT, paid)
        if not self.last_holder_rule and self.outside() == 1:
            if self.tokens[seat] > 0 and (aces > paid or sixes > 0):
                events.append(RollLapses())
            return events + self._start_endgame(self.holders()[0])
        passed = min(sixes, self.tokens[seat])
        self._record_throw(seat, faces, (ACE, paid, POT), (SIX, passed, self.left_of(seat)))
        if passed:
            events += self._move(seat, self.left_of(seat), passed)
        holders = self.holders()
        if self.last_holder_rule and len(holders) == 1:
            return events + self._start_endgame(holders[0])
        self.turn = self.next_holder(seat)
        return events

    def _start_endgame(self, seat: int) -> list[Event]:
        self.phase = "endgame"
        self.turn = seat
        self.endgame_rolls = 0
        if self.last_holder_rule:
            return [LastHolderEndgame(seat), EndgameTurn(seat, last_token=False)]
        return [LastTokenEndgame(), EndgameTurn(seat, last_token=True)]

    def _endgame_roll(self) -> list[Event]:
        seat = self.turn
        faces = self.dice.roll(DICE)
        self.endgame_rolls += 1
        sixes = faces.count(SIX)  # aces no longer count
        left = self.left_of(seat)
        passed = 0 if not sixes else (1 if not self.last_holder_rule else min(sixes, self.tokens[seat]))
        self._record_throw(seat, faces, (SIX, passed, left), endgame=True)
        if not sixes:
            events: list[Event] = [PotRoll(seat, faces, "endgame", roll_number=self.endgame_rolls)]
            if self.endgame_rolls == ENDGAME_ROLLS:
                events += self._win_round(seat)
            return events
        events = [PotRoll(seat, faces, "endgame", roll_number=self.endgame_rolls)]
        if not self.last_holder_rule:
            events += self._move(seat, left, passed)
            events.append(TokenPassesOn(left))
            self.turn = left
            self.endgame_rolls = 0
            return [*events, EndgameTurn(left, last_token=True)]
        events += self._move(seat, left, passed)
        if self.holders() == [left]:
            return events + self._start_endgame(left)
        self.phase = "play"
        self.turn = left
        self.endgame_rolls = 0
        events.append(PlayGoesOn(left))
        return events

    def _record_throw(
        self, seat: int, faces: tuple[int, ...], *moves: tuple[int, int, Place], endgame: bool = False
    ) -> None:
        """Remember the throw and, per face, how many tokens it sent where (a face that sent none is left out)."""
        self.last_throw = {
            "seat": seat,
            "faces": list(faces),
            "endgame": endgame,
            "moves": [{"face": face, "count": count, "to": to} for face, count, to in moves if count],
        }

    def _win_round(self, seat: int) -> list[Event]:
        self.rounds_won[seat] += 1
        events: list[Event] = [PotTaken(seat)]
        if self.rounds > 1:
            events.append(RoundWon(seat, self.round, self.rounds, self.endgame_rolls))
        if self.round < self.rounds:
            return events + self._next_round()
        rolls, self.phase, self.endgame_rolls = self.endgame_rolls, "over", 0
        best = max(self.rounds_won)
        self.match_winners = tuple(player for player, won in enumerate(self.rounds_won) if won == best)
        end = PotWon(seat, rolls) if self.rounds == 1 else MatchWon(self.match_winners, best, self.rounds)
        return [*events, end]

    def _next_round(self) -> list[Event]:
        self.round += 1
        self.round_starter = self.left_of(self.round_starter)
        self.phase = "play"
        self.turn = self.round_starter
        self.endgame_rolls = 0
        events: list[Event] = [RoundStarted(self.round, self.rounds, self.round_starter)]
        for seat, held in enumerate(self.tokens):
            if held > START_TOKENS:
                events += self._move(seat, POT, held - START_TOKENS)
        for seat, held in enumerate(self.tokens):
            if held < START_TOKENS:
                events += self._move(POT, seat, START_TOKENS - held, new_round=True)
        return events

    def _move(self, source: Place, target: Place, count: int, new_round: bool = False) -> list[Event]:
        """Move tokens and say who drops out or comes back in because of it."""
        events: list[Event] = [TokensMoved(source, target, count)]
        if isinstance(source, int):
            self.tokens[source] -= count
            if self.tokens[source] == 0:
                events.append(OutOfTokens(source))
        else:
            self._pot -= count
        if isinstance(target, int):
            was_out = self.tokens[target] == 0
            self.tokens[target] += count
            if was_out:
                giver = source if isinstance(source, int) else None
                events.append(BackIn(target, giver=giver, new_round=new_round))
        else:
            self._pot += count
        return events


register_game(GAME_TYPE, AcesInThePot)
