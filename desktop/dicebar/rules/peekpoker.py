"""PeekPoker Hold'em: Crazy Aces, the poker dice game of the PeekPoker box.

Poker dice, no-limit chips. The roll-off winner deals the first hand; the button then moves left each hand,
skipping players with no chips. Each hand opens with a HandStarted event naming the dealer. A hand:

1. Every player with chips antes 1, from left of the dealer (option `blinds`: the small blind 1 and the big
   blind 2 left of the dealer instead; heads-up the dealer posts the small blind). What a stack cannot
   cover goes in short (`betting.py`).
2. Every player in throws three private dice under a cup: one ROLL each, in turn order from left of the
   dealer (DiceThrown hidden=True: the log never prints them, and only the owner sees their faces).
3. Betting round one, from left of the dealer (after the big blind with blinds). Option `forced_bet`: the
   first player to act must bet exactly 1 or fold (not in the round the blinds opened).
4. If more than one player is still in, the dealer throws the three community dice (one ROLL), and betting
   round two follows from left of the dealer. Option `split_community`: two dice, a round, then the third
   die and a third round. When at most one player still in has chips, no betting is asked, but the
   community dice are still thrown and the showdown still happens. When all but one fold, the hand ends at
   once: no more dice, no showdown; the last player takes the pots.
5. Showdown: every player still in shows the private dice (DiceRevealed). Unless `no_ace_reroll`, each player
   with an ace that may be re-rolled says `reroll K` (0 to stand), in turn order from left of the dealer;
   players without one are not asked. The action completing a pass throws every re-roll, one throw per
   re-rolling player in that order. Aces that come up may be re-rolled in another pass; aces kept may not.
6. Each pot (main pot first, then the side pots) goes to the best six-dice hands (`poker_hands.py`) among
   the players still in who contributed to it; equal hands split it, odd chips one each to the winners in
   turn order from left of the dealer. Players left without chips are out.

The game ends when one player has every chip, or after the `hands` option's last hand (most chips wins; a
tie shares the win). Chips are never made or lost: stacks + pots = stack x players, always.

House rulings where the box's rules are silent: the forced bet binds only the round's first actor; if that
player folds, the next one acts freely. The forced bet is that player's action, so when everyone calls it
the round is over (unlike a big blind, it has no option to raise afterwards).

Observation keys (`_observe`), everything public plus the seat's own private dice:
- `hand`: number of the hand being played (1..); `hands`: the option (None: play to one winner);
  `dealer`: the dealer's seat (None during the roll-off).
- `phase`: "rolloff", "private" (private dice being thrown), "betting", "community" (the dealer is to throw),
  "reroll" (ace re-roll decisions) or "over"; `betting_round`: 1..3 within the hand (0 before the first).
- `stacks`: chips behind, by seat; `bets`: chips bet in the current round; `contributions`: chips put in the
  pots this hand; `dealt`, `folded`, `all_in`: bools by seat.
- `pots`: [{"amount", "eligible": [seats]}], main pot first; `to_call`: chips this seat needs to call now.
- `community`: the community dice thrown so far; `private`: this seat's own private dice ([] if none).
- `shown`: by seat, the private dice shown at this hand's showdown, or None; `rerollable`: by seat, how many
  aces may be re-rolled in the current pass (0 outside the showdown).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from dicebar.rules import peekpoker_reading, peekpoker_words
from dicebar.rules.actions import ROLL, Action, reroll
from dicebar.rules.betting import Betting, Move
from dicebar.rules.dice import POKER_ACE
from dicebar.rules.errors import IllegalAction
from dicebar.rules.events import (
    POT,
    ChipsMoved,
    DiceRevealed,
    DiceThrown,
    Event,
    HandStarted,
)
from dicebar.rules.game import Game, GameWords, Result
from dicebar.rules.game_type import POKER, GameType, Luck, SeatHolds, TableDice
from dicebar.rules.hud import Hud, joined
from dicebar.rules.lingo import count_words
from dicebar.rules.options import ANY_VALUE, OptionSpec, OptionValue
from dicebar.rules.peekpoker_events import (
    AllIn,
    BettingRoundStarted,
    Busted,
    Checked,
    EveryoneElseFolded,
    Folded,
    HandNamed,
    MostChips,
    PotAwarded,
    Raised,
    RerollChosen,
    ShowdownStarted,
    WonAllChips,
)
from dicebar.rules.peekpoker_page import page
from dicebar.rules.poker_hands import PokerHand, evaluate, score_json
from dicebar.rules.registry import register_game
from dicebar.rules.words import QT_TRANSLATE_NOOP, acted, counted, said

ANTE = 1
SMALL_BLIND = 1
BIG_BLIND = 2
FORCED_BET = 1
PRIVATE_DICE = 3
COMMUNITY_DICE = 3

ROLLOFF, PRIVATE, BETTING, COMMUNITY, REROLL, OVER = "rolloff", "private", "betting", "community", "reroll", "over"
_BETTING_KINDS = ("check", "call", "fold", "bet", "raise_to")


def hud(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    pot = sum(int(pot["amount"]) for pot in view.get("pots", []))
    hand = view.get("hand", 0)
    dealer = view.get("dealer")
    deals = acted(QT_TRANSLATE_NOOP("PeekPoker", "{who} deals"), names[dealer]) if isinstance(dealer, int) else ""
    return Hud(
        detail=joined(
            said(QT_TRANSLATE_NOOP("PeekPoker", "Hand {hand}"), hand=hand),
            deals,
            counted(QT_TRANSLATE_NOOP("PeekPoker", "pot: %n chip(s)", None, 1), pot),
        )
    )


GAME_TYPE = GameType(
    id="peekpoker",
    title=QT_TRANSLATE_NOOP("PeekPoker", "PeekPoker Hold'em: Crazy Aces"),
    tagline=QT_TRANSLATE_NOOP(
        "PeekPoker", "Hold'em with poker dice: three under the cup, three in the middle, crazy aces"
    ),
    players=(2, 8),
    dice=TableDice(faces=POKER, per_seat=PRIVATE_DICE, shared=COMMUNITY_DICE, private=True),
    holds=SeatHolds("chips", QT_TRANSLATE_NOOP("PeekPoker", "%n chip(s)", None, 1)),
    page=page,
    hud=hud,
    reading=peekpoker_reading.reading,
    first_role="deals",
    options=(
        OptionSpec(
            "stack",
            "int",
            50,
            QT_TRANSLATE_NOOP("PeekPoker", "Chips each player starts with"),
            ((ANY_VALUE, QT_TRANSLATE_NOOP("PeekPoker", "Every player starts with {value} chips.")),),
            minimum=2,
        ),
        OptionSpec(
            "hands",
            "int_or_none",
            None,
            QT_TRANSLATE_NOOP("PeekPoker", "Hands to play (none: play to one winner)"),
            (
                (None, QT_TRANSLATE_NOOP("PeekPoker", "No hand limit: play on until one player has every chip.")),
                (
                    1,
                    QT_TRANSLATE_NOOP(
                        "PeekPoker", "The game stops after 1 hand; whoever has the most chips then wins."
                    ),
                ),
                (
                    ANY_VALUE,
                    QT_TRANSLATE_NOOP(
                        "PeekPoker", "The game stops after {value} hands; whoever has the most chips then wins."
                    ),
                ),
            ),
        ),
        OptionSpec(
            "blinds",
            "flag",
            False,
            QT_TRANSLATE_NOOP("PeekPoker", "Blinds of 1 and 2 instead of antes"),
            (
                (
                    True,
                    QT_TRANSLATE_NOOP(
                        "PeekPoker",
                        "Instead of antes, a small blind of 1 and a big blind of 2 are posted left of the dealer "
                        "(heads-up, the dealer posts the small blind).",
                    ),
                ),
                (False, QT_TRANSLATE_NOOP("PeekPoker", "Every player antes 1 chip each hand; there are no blinds.")),
            ),
        ),
        OptionSpec(
            "forced_bet",
            "flag",
            False,
            QT_TRANSLATE_NOOP("PeekPoker", "Forced bet: the first to act bets 1 or folds"),
            (
                (
                    True,
                    QT_TRANSLATE_NOOP(
                        "PeekPoker", "The first player to act in every betting round must bet 1 chip or fold."
                    ),
                ),
                (False, QT_TRANSLATE_NOOP("PeekPoker", "The first player to act may check when nothing has been bet.")),
            ),
        ),
        OptionSpec(
            "split_community",
            "flag",
            False,
            QT_TRANSLATE_NOOP("PeekPoker", "Split community: two dice, a betting round, then the third"),
            (
                (
                    True,
                    QT_TRANSLATE_NOOP(
                        "PeekPoker",
                        "The dealer rolls two community dice, a betting round follows, then the third die and another "
                        "round.",
                    ),
                ),
                (
                    False,
                    QT_TRANSLATE_NOOP(
                        "PeekPoker",
                        "The dealer rolls all three community dice at once, then one betting round follows.",
                    ),
                ),
            ),
        ),
        OptionSpec(
            "no_ace_reroll",
            "flag",
            False,
            QT_TRANSLATE_NOOP("PeekPoker", "No ace re-rolls at the showdown"),
            (
                (True, QT_TRANSLATE_NOOP("PeekPoker", "Aces may not be re-rolled at the showdown.")),
                (
                    False,
                    QT_TRANSLATE_NOOP(
                        "PeekPoker", "At the showdown players may re-roll their own aces (the crazy aces)."
                    ),
                ),
            ),
        ),
        OptionSpec(
            "low_straight",
            "flag",
            False,
            QT_TRANSLATE_NOOP("PeekPoker", "Low straight: 9 10 J Q K counts as a straight"),
            (
                (True, QT_TRANSLATE_NOOP("PeekPoker", "9 10 J Q K also counts as a straight, below 10 J Q K A.")),
                (
                    False,
                    QT_TRANSLATE_NOOP(
                        "PeekPoker", "Only 10 J Q K A (or all six dice, 9 to A) makes a straight; 9 10 J Q K does not."
                    ),
                ),
            ),
        ),
    ),
    self_test={"stack": 6, "hands": 3},
    sources=(
        "PeekPoker Hold'em: Crazy Aces, version 1.4, RECIVS' Boardgame Projects: house rules, variants and hacks",
    ),
    luck=Luck(
        (POKER_ACE,),
        QT_TRANSLATE_NOOP("PeekPoker", "Lucky: many aces thrown, the highest face, which may be thrown again."),
    ),
)


class PeekPoker(Game):
    words: ClassVar[GameWords] = peekpoker_words

    # ----- set-up ----------------------------------------------------------------------------------------

    def _setup(self) -> None:
        count = len(self.names)
        start = self.options["stack"]
        assert isinstance(start, int)
        self.total_chips = start * count
        self.betting = Betting([start] * count, self.names)
        self.phase = ROLLOFF
        self.dealer: int | None = None
        self.hand_number = 0
        self.round_number = 0
        self.private: list[list[int]] = [[] for _ in range(count)]
        self.community: list[int] = []
        self.shown: list[bool] = [False] * count
        self.to_roll: list[int] = []  # seats still to throw their private dice, in order
        self.fresh: list[list[int]] = [[] for _ in range(count)]  # positions of aces that may be re-rolled
        self.asked: list[int] = []  # seats still to decide in this re-roll pass, in order
        self.chosen: dict[int, int] = {}  # aces each seat re-rolls in this pass
        self.winners: tuple[int, ...] | None = None

    @property
    def _split(self) -> bool:
        return self.options["split_community"] is True

    def _begin(self, first: int) -> list[Event]:
        self.dealer = first
        return self._start_hand()

    def _from_left(self, seat: int) -> list[int]:
        """Every seat in turn order starting left of `seat`, ending with `seat`."""
        count = len(self.names)
        return [(seat + offset) % count for offset in range(1, count + 1)]

    def _start_hand(self) -> list[Event]:
        assert self.dealer is not None
        self.hand_number += 1
        self.betting = Betting(self.betting.stacks, self.names)
        count = len(self.names)
        self.private = [[] for _ in range(count)]
        self.community = []
        self.shown = [False] * count
        self.fresh = [[] for _ in range(count)]
        self.asked, self.chosen = [], {}
        self.round_number = 1
        order = [seat for seat in self._from_left(self.dealer) if self.betting.dealt[seat]]
        events: list[Event] = [HandStarted(self.hand_number, self.dealer)]
        forced = FORCED_BET if self.options["forced_bet"] else 0
        if self.options["blinds"]:
            small, big = (self.dealer, order[0]) if len(order) == 2 else (order[0], order[1])
            posted = self.betting.start_round(self.left_of(big), [(small, SMALL_BLIND), (big, BIG_BLIND)], forced)
            for seat, chips, reason in ((small, posted[0], "small blind"), (big, posted[1], "big blind")):
                events.extend(self._chips_in(seat, chips, reason))
        else:
            for seat in order:
                events.extend(self._chips_in(seat, self.betting.post_ante(seat, ANTE), "ante"))
            self.betting.start_round(self.left_of(self.dealer), forced_bet=forced)
        self.to_roll = order
        self.phase = PRIVATE
        return events

    def _chips_in(self, seat: int, chips: int, reason: str) -> list[Event]:
        events: list[Event] = [ChipsMoved(seat, POT, chips, reason)]
        if self.betting.stacks[seat] == 0:
            events.append(AllIn(seat))
        return events

    # ----- whose turn, what they may do --------------------------------------------------------------------

    def _current_player(self) -> int | None:
        if self.phase == PRIVATE:
            return self.to_roll[0]
        if self.phase == BETTING:
            return self.betting.actor
        if self.phase == COMMUNITY:
            return self.dealer
        if self.phase == REROLL:
            return self.asked[0]
        return None

    def _legal_actions(self) -> list[Action]:
        if self.phase in (PRIVATE, COMMUNITY):
            return [ROLL]
        if self.phase == BETTING:
            return self.betting.legal_actions()
        if self.phase == REROLL:
            return [reroll(aces) for aces in range(len(self.fresh[self.asked[0]]) + 1)]
        return []

    def _verify(self, action: Action) -> None:
        seat = self.current_player
        assert seat is not None
        name = self.names[seat]
        if action.faces or (action.amount and action.kind not in ("bet", "raise_to", "reroll")):
            raise IllegalAction(f"{name} cannot {action}: not a move of this game")
        if self.phase in (PRIVATE, COMMUNITY):
            if action != ROLL:
                dice = "the private dice" if self.phase == PRIVATE else "the community dice"
                raise IllegalAction(f"{name} is to roll {dice}, not {action}")
        elif self.phase == BETTING:
            if action.kind not in _BETTING_KINDS:
                raise IllegalAction(f"{name} is to check, call, bet, raise or fold, not {action}")
            self.betting.verify(action)
        elif self.phase == REROLL:
            aces = len(self.fresh[seat])
            if action.kind != "reroll":
                raise IllegalAction(f"{name} is to say how many aces to re-roll (reroll 0 to {aces}), not {action}")
            if not 0 <= action.amount <= aces:
                may = f"only {count_words(aces)} {'ace' if aces == 1 else 'aces'} may be re-rolled"
                raise IllegalAction(f"{name} cannot re-roll {action.amount} aces: {may}")

    # ----- doing it -------------------------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        if self.phase == PRIVATE:
            return self._throw_private()
        if self.phase == COMMUNITY:
            return self._throw_community()
        if self.phase == BETTING:
            return self._bet(self.betting.apply(action))
        return self._decide_reroll(action.amount)

    def _throw_private(self) -> list[Event]:
        faces = self.dice.roll(PRIVATE_DICE)
        seat = self.to_roll.pop(0)
        self.private[seat] = list(faces)
        events: list[Event] = [DiceThrown(seat, faces, "private", hidden=True, poker=True)]
        if not self.to_roll:
            events.extend(self._betting_begins())
        return events

    def _throw_community(self) -> list[Event]:
        assert self.dealer is not None
        # split_community: two dice after round one, the third after round two
        count = (COMMUNITY_DICE - 1 if self.round_number == 1 else 1) if self._split else COMMUNITY_DICE
        faces = self.dice.roll(count)
        self.community.extend(faces)
        self.round_number += 1
        forced = FORCED_BET if self.options["forced_bet"] else 0
        self.betting.start_round(self.left_of(self.dealer), forced_bet=forced)
        return [DiceThrown(self.dealer, faces, "community", poker=True), *self._betting_begins()]

    def _betting_begins(self) -> list[Event]:
        self.phase = BETTING
        if self.betting.actor is None:
            return [BettingRoundStarted(self.round_number, all_in=True), *self._close_round()]
        return [BettingRoundStarted(self.round_number)]

    def _bet(self, move: Move) -> list[Event]:
        seat = move.seat
        events: list[Event] = []
        if move.kind == "fold":
            events.append(Folded(seat))
        elif move.kind == "check":
            events.append(Checked(seat))
        elif move.kind == "raise":
            events.extend([Raised(seat, move.total), ChipsMoved(seat, POT, move.chips, "raise")])
        else:
            events.append(ChipsMoved(seat, POT, move.chips, move.kind))
        if move.all_in:
            events.append(AllIn(seat))
        if self.betting.actor is None:
            events.extend(self._close_round())
        return events

    def _close_round(self) -> list[Event]:
        """The round is over: uncalled chips back, then the next dice, the showdown, or the end of the hand."""
        live = self.betting.live
        events: list[Event] = [EveryoneElseFolded(live[0])] if len(live) == 1 else []
        returned = self.betting.end_round()
        if returned is not None:
            seat, chips = returned
            events.append(ChipsMoved(POT, seat, chips, "return"))
        if len(live) == 1:
            return events + self._award({live[0]: None}) + self._end_hand()
        if self.round_number < (3 if self._split else 2):
            self.phase = COMMUNITY
            return events
        return events + self._showdown()

    # ----- the showdown ----------------------------------------------------------------------------------

    def _live_in_order(self) -> list[int]:
        assert self.dealer is not None
        live = self.betting.live
        return [seat for seat in self._from_left(self.dealer) if seat in live]

    def _showdown(self) -> list[Event]:
        events: list[Event] = [ShowdownStarted()]
        for seat in self._live_in_order():
            self.shown[seat] = True
            events.append(DiceRevealed(seat, tuple(self.private[seat])))
            if not self.options["no_ace_reroll"]:
                self.fresh[seat] = [index for index, face in enumerate(self.private[seat]) if face == POKER_ACE]
        return events + self._next_pass()

    def _next_pass(self) -> list[Event]:
        self.asked = [seat for seat in self._live_in_order() if self.fresh[seat]]
        self.chosen = {}
        if self.asked:
            self.phase = REROLL
            return []
        return self._final_hands()

    def _decide_reroll(self, aces: int) -> list[Event]:
        seat = self.asked.pop(0)
        self.chosen[seat] = aces
        events: list[Event] = [RerollChosen(seat, aces, len(self.fresh[seat]))]
        if self.asked:
            return events
        # Everyone has decided: all the re-rolls are thrown together, in turn order.
        fresh_after: list[list[int]] = [[] for _ in self.names]
        for rolling in self._live_in_order():
            count = self.chosen.get(rolling, 0)
            if not count:
                continue
            positions = self.fresh[rolling][:count]
            faces = self.dice.roll(count)
            for position, face in zip(positions, faces, strict=True):
                self.private[rolling][position] = face
            fresh_after[rolling] = [
                position for position, face in zip(positions, faces, strict=True) if face == POKER_ACE
            ]
            events.append(DiceThrown(rolling, faces, "reroll", poker=True))
        self.fresh = fresh_after
        return events + self._next_pass()

    def _final_hands(self) -> list[Event]:
        events: list[Event] = []
        hands: dict[int, PokerHand | None] = {}
        low_straight = self.options["low_straight"] is True
        for seat in self._live_in_order():
            hand = evaluate([*self.private[seat], *self.community], low_straight)
            hands[seat] = hand
            events.append(HandNamed(seat, hand.said, hand.strength))
        return events + self._award(hands) + self._end_hand()

    def _award(self, hands: Mapping[int, PokerHand | None]) -> list[Event]:
        """Each pot to its best hands; odd chips one each to the winners in turn order from left of the dealer.
        `hands`: the live seats' hands (None: the one seat left when everyone else folded)."""
        assert self.dealer is not None
        events: list[Event] = []
        winnings = [0] * len(self.names)
        order = self._from_left(self.dealer)
        for index, pot in enumerate(self.betting.pots()):
            contenders = [seat for seat in order if seat in pot.eligible]
            ranked = {seat: hand for seat in contenders if (hand := hands[seat]) is not None}
            best = max(ranked.values(), default=None)
            winners = [seat for seat in contenders if hands[seat] == best]
            beaten = max((hand for seat, hand in ranked.items() if seat not in winners), default=None)
            share, odd = divmod(pot.amount, len(winners))
            for position, seat in enumerate(winners):
                chips = share + (1 if position < odd else 0)
                winnings[seat] += chips
                if chips:
                    others = tuple(other for other in winners if other != seat)
                    winning = None if best is None else best.said
                    against = None if beaten is None else beaten.said
                    events.append(PotAwarded(POT, seat, chips, "win", index, winning, against, others))
        self.betting.pay_out(winnings)
        return events

    def _end_hand(self) -> list[Event]:
        assert self.dealer is not None
        stacks = self.betting.stacks
        events: list[Event] = [
            Busted(seat) for seat in self._from_left(self.dealer) if self.betting.dealt[seat] and stacks[seat] == 0
        ]
        holders = [seat for seat in range(len(self.names)) if stacks[seat] > 0]
        hands = self.options["hands"]
        if len(holders) == 1:
            self.winners = (holders[0],)
            events.append(WonAllChips(holders[0], self.total_chips))
        elif isinstance(hands, int) and self.hand_number >= hands:
            most = max(stacks)
            self.winners = tuple(seat for seat in holders if stacks[seat] == most)
            events.append(MostChips(self.winners, most, self.hand_number))
        else:
            self.dealer = next(seat for seat in self._from_left(self.dealer) if stacks[seat] > 0)
            return events + self._start_hand()
        self.phase = OVER
        return events

    # ----- the state as seen from outside ----------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result:
        return Result(winner=self.winners)

    def seat_status(self, seat: int) -> str:
        if self.betting.stacks[seat] > 0:
            return "in"
        return "in" if not self.is_over and seat in self.betting.live else "out"

    def seat_chips(self, seat: int) -> int:
        return self.betting.stacks[seat]

    def pot(self) -> int:
        return self.betting.total()

    def check_invariants(self) -> None:
        betting = self.betting
        assert sum(betting.stacks) + betting.total() == self.total_chips, "chips were made or lost"
        betting.check_invariants()
        assert all(pot.eligible for pot in betting.pots())
        assert len(self.community) <= COMMUNITY_DICE
        if self.phase == ROLLOFF:
            assert self.dealer is None and betting.total() == 0
            return
        assert self.dealer is not None
        if self.phase == OVER:
            assert betting.total() == 0 and self.winners
            assert not betting.in_round
            return
        assert betting.dealt[self.dealer]
        for seat in range(len(self.names)):
            rolled = len(self.private[seat])
            assert rolled == (PRIVATE_DICE if betting.dealt[seat] and seat not in self.to_roll else 0)
            assert len(self.fresh[seat]) <= PRIVATE_DICE
        if self.phase == PRIVATE:
            assert self.to_roll and not self.community
        if self.phase == BETTING:
            assert betting.in_round and betting.actor is not None and len(betting.live) >= 2
        if self.phase == COMMUNITY:
            assert not betting.in_round and len(betting.live) >= 2
        if self.phase == REROLL:
            assert self.asked and all(self.fresh[seat] and self.shown[seat] for seat in self.asked)
            assert all(self.private[seat][index] == POKER_ACE for seat in self.asked for index in self.fresh[seat])

    def _observe(self, seat: int) -> dict[str, object]:
        betting = self.betting
        return {
            "hand": self.hand_number,
            "hands": self.options["hands"],
            "dealer": self.dealer,
            "phase": self.phase,
            "betting_round": self.round_number,
            "stacks": list(betting.stacks),
            "bets": list(betting.round_bets),
            "contributions": list(betting.contributions),
            "dealt": list(betting.dealt),
            "folded": list(betting.folded),
            "all_in": [betting.is_all_in(other) for other in range(len(self.names))],
            "pots": [{"amount": pot.amount, "eligible": list(pot.eligible)} for pot in betting.pots()],
            "to_call": betting.to_call(seat) if betting.in_round else 0,
            "community": list(self.community),
            "private": list(self.private[seat]),
            "shown": [list(self.private[other]) if self.shown[other] else None for other in range(len(self.names))],
            "rerollable": [len(self.fresh[other]) for other in range(len(self.names))],
        }

    @classmethod
    def score_faces(cls, faces: tuple[int, ...], options: Mapping[str, OptionValue]) -> dict[str, object]:
        return score_json(faces, options.get("low_straight") is True)


register_game(GAME_TYPE, PeekPoker)
