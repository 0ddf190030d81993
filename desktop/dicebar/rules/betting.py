"""No-limit betting for one poker hand, PokerKit's way, as PeekPoker plays it.

Every operation has `verify_x` (raises IllegalAction with a reason), `can_x` (a bool, for a button) and `x`
(does it). The state is each seat's stack behind, its total contribution to the hand and its bet in the
current round; the pots are DERIVED from the contributions whenever they are asked for, never kept by hand.

The rules it keeps:
- A bet is at least 1 chip. A raise adds at least the size of the previous full bet or raise of the round
  (after blinds: what the biggest blind actually put in, never less than 1).
- A player may always call or go all in, even for less than a call or a minimum raise. An all-in raise
  smaller than a minimum raise does not reopen the betting: a player who has acted since the last full bet
  or raise may then only call or fold. Several short all-ins never add up to a reopening (only a full bet or
  raise counts; they are counted one by one in `full_raises`).
- A blind or forced bet a player cannot cover goes in short; the amount to call is what was actually put in.
- Folding is always allowed to the player to act, even when checking is free. With a forced bet pending,
  the first player to act in the round must bet exactly that much or fold.
- Nobody bets or raises when every other player still in is all in (there is no one to answer); when at
  most one player still in has chips and nobody faces a bet, no betting is asked at all.
- Uncalled chips go back at the end of each round (`end_round`): the part of the largest contribution that
  no other player (folded ones included) matched, unless its owner folded (a blind folded when it could
  have checked stays in the pot).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from dicebar.rules.actions import CALL, CHECK, FOLD, Action, bet, raise_to
from dicebar.rules.errors import IllegalAction

MIN_BET = 1


# Every size is listed as its own action; the same few hundred values recur all game, so they are made once.
@lru_cache(maxsize=4096)
def _bet_action(chips: int) -> Action:
    return bet(chips)


@lru_cache(maxsize=4096)
def _raise_action(total: int) -> Action:
    return raise_to(total)


@dataclass(frozen=True)
class Pot:
    """A main or side pot: its chips and the seats that may win it (those still in who put chips in it)."""

    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True)
class Move:
    """What one operation did: `kind` is fold, check, call, bet or raise; `chips` went from the stack to the
    pot; `total` is the seat's bet in this round afterwards."""

    seat: int
    kind: str
    chips: int
    total: int
    all_in: bool


class Betting:
    """Chips of one hand. Seats with no chips at the start are not dealt in."""

    def __init__(self, stacks: Sequence[int], names: Sequence[str] | None = None) -> None:
        count = len(stacks)
        self.names: tuple[str, ...] = tuple(names) if names is not None else tuple(f"seat {s}" for s in range(count))
        self.stacks: list[int] = list(stacks)
        self.dealt: list[bool] = [chips > 0 for chips in stacks]
        self.folded: list[bool] = [False] * count
        self.contributions: list[int] = [0] * count
        self.round_bets: list[int] = [0] * count
        # The value of `full_raises` when each seat last acted this round (None: not yet this round).
        self.acted: list[int | None] = [None] * count
        self.full_raises = 0
        self.min_raise = MIN_BET
        self.forced_bet = 0  # the forced bet still pending for the round's first actor (0: none)
        self.actor: int | None = None
        self.in_round = False

    # ----- what everyone may read ---------------------------------------------------------------------

    @property
    def seats(self) -> range:
        return range(len(self.stacks))

    @property
    def current_bet(self) -> int:
        return max(self.round_bets)

    @property
    def live(self) -> list[int]:
        """Seats still in the hand (dealt in and not folded), all-in ones included."""
        return [seat for seat in self.seats if self.dealt[seat] and not self.folded[seat]]

    def is_all_in(self, seat: int) -> bool:
        return self.dealt[seat] and not self.folded[seat] and self.stacks[seat] == 0

    def to_call(self, seat: int) -> int:
        """Chips `seat` must add to call (all in if the stack is shorter)."""
        return max(0, min(self.current_bet - self.round_bets[seat], self.stacks[seat]))

    def total(self) -> int:
        """Every chip in the pots (contributions not yet paid out)."""
        return sum(self.contributions)

    def pots(self) -> list[Pot]:
        """Main pot first, then the side pots in the order they form: one level per all-in amount of a
        player still in, the last level at the largest contribution. A pot is won among the players still
        in who reach its level, or who still have chips and so may still reach it."""
        top = max(self.contributions)
        if top == 0:
            return []
        live = self.live
        levels = sorted({self.contributions[s] for s in live if self.stacks[s] == 0 and self.contributions[s] < top})
        pots: list[Pot] = []
        previous = 0
        for level in [*levels, top]:
            amount = sum(min(paid, level) - min(paid, previous) for paid in self.contributions)
            eligible = tuple(s for s in live if self.contributions[s] >= level or self.stacks[s] > 0)
            if eligible or not pots:
                pots.append(Pot(amount, eligible))
            else:  # cannot happen (the largest contributor is always still in), but never lose chips
                pots[-1] = Pot(pots[-1].amount + amount, pots[-1].eligible)
            previous = level
        return pots

    def needs_to_act(self, seat: int) -> bool:
        if not self.in_round or not self.dealt[seat] or self.folded[seat] or self.stacks[seat] == 0:
            return False
        live = self.live
        if len(live) < 2:
            return False
        facing = self.round_bets[seat] < self.current_bet
        if not facing and not self._others_have_chips(seat):
            return False
        return self.acted[seat] is None or facing

    def may_raise(self, seat: int) -> bool:
        """Has the betting been (re)opened for `seat`: not acted yet, or a full bet or raise since."""
        acted = self.acted[seat]
        return acted is None or acted < self.full_raises

    def bet_sizes(self) -> range:
        """Every legal `bet` now, smallest first (empty when betting is not allowed)."""
        seat = self.actor
        if seat is None or self.current_bet > 0 or not self._others_have_chips(seat):
            return range(0)
        if self.forced_bet:
            forced = min(self.forced_bet, self.stacks[seat])
            return range(forced, forced + 1)
        return range(MIN_BET, self.stacks[seat] + 1)

    def raise_sizes(self) -> range:
        """Every legal `raise_to` total now, smallest first (the all-in may be below the minimum raise)."""
        seat = self.actor
        if seat is None or self.current_bet == 0 or not self.may_raise(seat) or not self._others_have_chips(seat):
            return range(0)
        most = self.round_bets[seat] + self.stacks[seat]
        if most <= self.current_bet:
            return range(0)
        return range(min(self.current_bet + self.min_raise, most), most + 1)

    def legal_actions(self) -> list[Action]:
        seat = self.actor
        if seat is None:
            return []
        actions: list[Action] = []
        if self.can_check():
            actions.append(CHECK)
        if self.can_call():
            actions.append(CALL)
        actions.append(FOLD)
        actions.extend(map(_bet_action, self.bet_sizes()))
        actions.extend(map(_raise_action, self.raise_sizes()))
        return actions

    # ----- the dealer's operations --------------------------------------------------------------------

    def post_ante(self, seat: int, amount: int) -> int:
        """Put an ante in for `seat` (short if the stack is smaller); return the chips put in."""
        if not self.dealt[seat] or self.in_round:
            raise IllegalAction(f"{self.names[seat]} cannot ante now")
        chips = min(amount, self.stacks[seat])
        self._put(seat, chips, in_round=False)
        return chips

    def start_round(self, first: int, blinds: Sequence[tuple[int, int]] = (), forced_bet: int = 0) -> list[int]:
        """Open a betting round: post the blinds (seat, amount) short where a stack cannot cover them, then
        find the first player to act from `first` on. A forced bet applies only to a round no blind opened.
        Returns the chips each blind actually put in."""
        if self.in_round:
            raise IllegalAction("a betting round is already open")
        self.in_round = True
        self.round_bets = [0] * len(self.stacks)
        self.acted = [None] * len(self.stacks)
        self.full_raises = 0
        posted: list[int] = []
        for seat, amount in blinds:
            chips = min(amount, self.stacks[seat])
            self._put(seat, chips)
            posted.append(chips)
        self.min_raise = max(MIN_BET, self.current_bet)
        self.forced_bet = forced_bet if not blinds else 0
        self.actor = self._next_actor(first, include_start=True)
        if self.actor is None:
            self.forced_bet = 0
        return posted

    def end_round(self) -> tuple[int, int] | None:
        """Close a finished round: return the uncalled chips; (seat, chips) if any went back."""
        if not self.in_round or self.actor is not None:
            raise IllegalAction("the betting round is not over")
        self.in_round = False
        returned = self._uncalled()
        if returned is not None:
            seat, chips = returned
            self.contributions[seat] -= chips
            self.stacks[seat] += chips
        self.round_bets = [0] * len(self.stacks)
        self.acted = [None] * len(self.stacks)
        return returned

    def pay_out(self, winnings: Sequence[int]) -> None:
        """Move every chip in the pots to the stacks, as `winnings` by seat (they must add up to the pots)."""
        if self.in_round or sum(winnings) != self.total() or min(winnings) < 0:
            raise IllegalAction("the pots are not paid out as they stand")
        for seat, chips in enumerate(winnings):
            self.stacks[seat] += chips
        self.contributions = [0] * len(self.stacks)

    # ----- the player's operations (always the player to act) -----------------------------------------

    def verify_fold(self) -> int:
        return self._verify_actor()

    def verify_check(self) -> int:
        seat = self._verify_actor()
        name = self.names[seat]
        if self.forced_bet:
            raise IllegalAction(f"{name} cannot check: the first player to act must bet {self.forced_bet} or fold")
        if self.round_bets[seat] < self.current_bet:
            raise IllegalAction(f"{name} cannot check: {self.to_call(seat)} to call (call, raise or fold)")
        return seat

    def verify_call(self) -> int:
        seat = self._verify_actor()
        if self.round_bets[seat] >= self.current_bet:
            raise IllegalAction(f"{self.names[seat]} cannot call: there is no bet to call (check, bet or fold)")
        return seat

    def verify_bet(self, amount: int) -> int:
        seat = self._verify_actor()
        name = self.names[seat]
        if self.current_bet > 0:
            raise IllegalAction(
                f"{name} cannot bet: there is already a bet of {self.current_bet} (call, raise or fold)"
            )
        if not self._others_have_chips(seat):
            raise IllegalAction(f"{name} cannot bet: everyone else still in is all in")
        if self.forced_bet and amount != min(self.forced_bet, self.stacks[seat]):
            raise IllegalAction(f"{name} cannot bet {amount}: the forced bet is exactly {self.forced_bet} (or fold)")
        if amount < MIN_BET:
            raise IllegalAction(f"{name} cannot bet {amount}: a bet is at least {MIN_BET} chip")
        if amount > self.stacks[seat]:
            raise IllegalAction(f"{name} cannot bet {amount}: only {self.stacks[seat]} chips behind")
        return seat

    def verify_raise_to(self, total: int) -> int:
        seat = self._verify_actor()
        name = self.names[seat]
        most = self.round_bets[seat] + self.stacks[seat]
        if self.current_bet == 0:
            raise IllegalAction(f"{name} cannot raise: there is no bet to raise (bet instead)")
        if not self.may_raise(seat):
            raise IllegalAction(
                f"{name} cannot raise: only a short all-in came since {name} acted, so the betting is not "
                "reopened (call or fold)"
            )
        if not self._others_have_chips(seat):
            raise IllegalAction(f"{name} cannot raise: everyone else still in is all in (call or fold)")
        if most <= self.current_bet:
            raise IllegalAction(f"{name} cannot raise: {self.stacks[seat]} chips do not cover more than a call")
        if total > most:
            raise IllegalAction(f"{name} cannot raise to {total}: all in is a raise to {most}")
        smallest = self.current_bet + self.min_raise
        if total < smallest and total != most:
            raise IllegalAction(f"{name} cannot raise to {total}: a raise is to at least {smallest} (or all in)")
        return seat

    def can_fold(self) -> bool:
        return self._can(self.verify_fold)

    def can_check(self) -> bool:
        return self._can(self.verify_check)

    def can_call(self) -> bool:
        return self._can(self.verify_call)

    def can_bet(self, amount: int) -> bool:
        return self._can(lambda: self.verify_bet(amount))

    def can_raise_to(self, total: int) -> bool:
        return self._can(lambda: self.verify_raise_to(total))

    def fold(self) -> Move:
        seat = self.verify_fold()
        self.folded[seat] = True
        return self._acted(seat, "fold", 0)

    def check(self) -> Move:
        seat = self.verify_check()
        return self._acted(seat, "check", 0)

    def call(self) -> Move:
        seat = self.verify_call()
        chips = self.to_call(seat)
        self._put(seat, chips)
        return self._acted(seat, "call", chips)

    def bet(self, amount: int) -> Move:
        seat = self.verify_bet(amount)
        self._put(seat, amount)
        self.min_raise = amount
        self.full_raises += 1
        return self._acted(seat, "bet", amount)

    def raise_to(self, total: int) -> Move:
        seat = self.verify_raise_to(total)
        increment = total - self.current_bet
        if increment >= self.min_raise:  # a full raise reopens the betting; a short all-in does not
            self.min_raise = increment
            self.full_raises += 1
        chips = total - self.round_bets[seat]
        self._put(seat, chips)
        return self._acted(seat, "raise", chips)

    def verify(self, action: Action) -> None:
        """The verify_x of an Action (an action that is not a betting one is refused)."""
        self._operation(action)[0]()

    def can(self, action: Action) -> bool:
        return self._can(lambda: self.verify(action))

    def apply(self, action: Action) -> Move:
        return self._operation(action)[1]()

    # ----- inside ------------------------------------------------------------------------------------

    def _operation(self, action: Action) -> tuple[Callable[[], object], Callable[[], Move]]:
        """verify_x and x for an Action."""
        amount = action.amount
        operations: dict[str, tuple[Callable[[], object], Callable[[], Move]]] = {
            "fold": (self.verify_fold, self.fold),
            "check": (self.verify_check, self.check),
            "call": (self.verify_call, self.call),
            "bet": (lambda: self.verify_bet(amount), lambda: self.bet(amount)),
            "raise_to": (lambda: self.verify_raise_to(amount), lambda: self.raise_to(amount)),
        }
        if action.kind not in operations:
            seat = self._verify_actor()
            raise IllegalAction(f"{self.names[seat]} is to check, call, bet, raise or fold, not {action}")
        return operations[action.kind]

    def _verify_actor(self) -> int:
        if self.actor is None:
            raise IllegalAction("nobody is to act in the betting now")
        return self.actor

    @staticmethod
    def _can(verify: Callable[[], object]) -> bool:
        try:
            verify()
        except IllegalAction:
            return False
        return True

    def _others_have_chips(self, seat: int) -> bool:
        return any(self.stacks[other] > 0 for other in self.live if other != seat)

    def _put(self, seat: int, chips: int, in_round: bool = True) -> None:
        assert 0 <= chips <= self.stacks[seat]
        self.stacks[seat] -= chips
        self.contributions[seat] += chips
        if in_round:
            self.round_bets[seat] += chips

    def _acted(self, seat: int, kind: str, chips: int) -> Move:
        self.acted[seat] = self.full_raises
        self.forced_bet = 0
        self.actor = self._next_actor(seat, include_start=False)
        return Move(seat, kind, chips, self.round_bets[seat], self.stacks[seat] == 0 and kind != "fold")

    def _next_actor(self, start: int, include_start: bool) -> int | None:
        count = len(self.stacks)
        first = 0 if include_start else 1
        for offset in range(first, first + count):
            seat = (start + offset) % count
            if self.needs_to_act(seat):
                return seat
        return None

    def _uncalled(self) -> tuple[int, int] | None:
        top = max(self.contributions)
        holders = [seat for seat in self.seats if self.contributions[seat] == top]
        if top == 0 or len(holders) > 1:
            return None
        (seat,) = holders
        if self.folded[seat]:  # a blind that folded: its chips are dead in the pot, not returned
            return None
        matched = max((paid for other, paid in enumerate(self.contributions) if other != seat), default=0)
        return seat, top - matched

    def check_invariants(self) -> None:
        assert all(chips >= 0 for chips in self.stacks), self.stacks
        assert all(paid >= 0 for paid in self.contributions), self.contributions
        for seat in self.seats:
            assert self.round_bets[seat] <= self.contributions[seat]
            if not self.dealt[seat]:
                assert self.contributions[seat] == 0 and not self.folded[seat]
        if self.actor is not None:
            assert self.in_round and self.needs_to_act(self.actor)
        if self.in_round and self.actor is None:
            assert not any(self.needs_to_act(seat) for seat in self.seats)
        assert sum(pot.amount for pot in self.pots()) == self.total()
