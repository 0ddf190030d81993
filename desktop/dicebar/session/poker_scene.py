"""PeekPoker at the table: cups, poker dice, chips and the dealer button, as plain data for the view (no Qt).

`PokerScene` turns PeekPoker's events into steps like `TableScene` does for the pip games, with one rule above
all: it never learns a private die. Every event is masked with `visible_to(None)` (what a spectator may see)
before the scene reads it, so a private throw arrives as faces of 0; the scene shows a cup turned down on the
felt and keeps those dice hidden ("cup": no value, no offset, the same pose for every face) until a showdown
reveals them (DiceRevealed). The owner's peek under the cup is added by the session, only while it is allowed
(`PokerSession`), never here.

Each seat's strip of felt holds, left to right as the player sees it, the cup (the private dice lie under it in
a row), the dealer button when the seat deals, and the chips behind; the chips bet in the current round lie in
front, toward the middle. The pots (main pot first, then the side pots) stand in a row in the middle; the
community dice are thrown from the dealer's seat into the middle.

The chips follow the events as a ledger (stacks, bets of the round, pots), snapshotted after every step, so
the view's stacks change as the chips land; at every idle the session puts the model's exact public state
back (`sync`). Each step's snapshot (`snapshot_of`) holds the dice rows and the table's state once the step
has played.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from dicebar.rules.dice import POKER_ACE
from dicebar.rules.events import (
    POT,
    Call,
    ChipsMoved,
    Decision,
    DiceRevealed,
    DiceThrown,
    Event,
    GameOver,
    HandStarted,
    StatusChanged,
)
from dicebar.rules.peekpoker import COMMUNITY_DICE, PRIVATE_DICE, PeekPoker
from dicebar.rules.peekpoker_events import AllIn, EveryoneElseFolded, Folded, HandNamed, ShowdownStarted
from dicebar.rules.peekpoker_words import hand_words
from dicebar.rules.poker_hands import FIVE_OF_A_KIND, FLUSH, LARGE_STRAIGHT, STRAIGHT, evaluate
from dicebar.rules.words import Words
from dicebar.session.sizes import PEEK_CUP_HEIGHT, PEEK_CUP_RADIUS
from dicebar.session.table_scene import (
    CUP_LEAD,
    FELT,
    IDENTITY,
    DiePiece,
    Step,
    TableScene,
    _frames_to_scene,
    scene_pose,
)

if TYPE_CHECKING:  # numpy and the planners load with the first throw (table_scene.py says why)
    import numpy as np

    from dicebar.physics.throw import Obstacle, ThrowPlan

OFF, CUP, SHOWN, PEEK = "off", "cup", "shown", "peek"  # die zones besides FELT (community and roll-off dice)
CUP_UP, CUP_DOWN, CUP_AWAY, CUP_FOLDED, CUP_OUT, CUP_PEEK = "up", "down", "away", "folded", "out", "peek"

SHAKE_SECONDS = 1.1  # a private throw: the cup shakes, then is turned down on the felt
REVEAL_SECONDS = 0.8  # the cups lift off at the showdown
CALL_SECONDS = 1.0
HANDS_SECONDS = 2.4  # the hands named at the showdown, the winners' dice glowing, before the pot moves
PAUSE_SECONDS = 1.6  # the end of a hand stays on the table this long before the next hand is set up

# Where things lie in a seat's strip, metres from the rail inward and along the rail (+ to the player's left).
CUP_SPOT = (0.065, -0.065)
STACK_SPOT = (0.07, 0.07)
BET_SPOT = (0.12, 0.03)
BUTTON_SPOT = (0.11, -0.03)
DIE_PITCH = 0.0195  # dice side by side under the cup
POT_PITCH = 0.09
CHIP_HALF = (0.021, 0.021, 0.012)
BOARD_Y = 0.05  # the community dice in a row, side by side, between the pots and the far seats
BOARD_PITCH = 0.024


@dataclass
class Snapshot:
    rows: list[dict[str, object]]
    table: dict[str, Any]


@dataclass
class Ledger:
    """The chips as the view shows them: behind each seat, bet this round, and in the pots (main pot first)."""

    stacks: list[int]
    bets: list[int]
    pots: list[int] = field(default_factory=list)

    def gather(self) -> bool:
        """The round's bets into the last pot; True if any chips moved."""
        moved = sum(self.bets)
        if not moved:
            return False
        if not self.pots:
            self.pots.append(0)
        self.pots[-1] += moved
        self.bets = [0] * len(self.bets)
        return True


def public_pots(game: PeekPoker) -> list[dict[str, Any]]:
    """The model's pots without the current round's bets (those lie in front of the seats): the chips in the
    middle, main pot first. The bets come off the last pots first."""
    betting = game.betting
    amounts = [pot.amount for pot in betting.pots()]
    owed = sum(betting.round_bets) if betting.in_round else 0
    for index in reversed(range(len(amounts))):
        taken = min(owed, amounts[index])
        amounts[index] -= taken
        owed -= taken
    return [
        {"amount": amount, "eligible": list(pot.eligible)}
        for amount, pot in zip(amounts, betting.pots(), strict=True)
        if amount > 0
    ]


class PokerScene(TableScene):
    """The table of a PeekPoker game: 3 private dice per seat (indices 3s..3s+2), then 3 community dice."""

    plans_ahead = False  # its throws are planned by `_plan`, not TableScene._throw

    def __init__(self, game: PeekPoker, seed: int = 0) -> None:
        seats = len(game.names)
        super().__init__(seats, PRIVATE_DICE, COMMUNITY_DICE, seed)
        self.names = game.names
        self.low_straight = game.options["low_straight"] is True
        self.aces_rerolled = game.options["no_ace_reroll"] is not True
        self.shared = False
        self.community_first = seats * PRIVATE_DICE
        self.cups = [CUP_OUT] * seats
        self.dealer: int | None = None
        self.hand_number = 0
        self.showdown = False
        #: the hand each seat shows at the showdown, named (words: the session says them in the language shown)
        self.hands: list[Words | None] = [None] * seats
        self.winners: list[int] = [0] * seats  # chips won this hand
        self.fresh: list[list[int]] = [[] for _ in range(seats)]  # dice indices of aces that may be re-rolled
        self.reroll_choice: dict[int, list[int]] = {}  # the aces a person tapped before re-rolling
        self.ledger = Ledger([0] * seats, [0] * seats)
        self.folded = [False] * seats
        self.all_in = [False] * seats
        self.out = [False] * seats
        self.snapshots: dict[int, Snapshot] = {}
        self.describe = game.describe  # a player's call shows as the log says it: 'Max: Fold'
        self.call_words = game.call_words
        for die in self.dice:
            die.zone = OFF
            die.owner = die.index // PRIVATE_DICE if die.index < self.community_first else -1
        self._hide(self.dice, OFF)
        self.sync(game)

    # ----- places -----------------------------------------------------------------------------------------

    def spot(self, seat: int, inward: float, along: float) -> tuple[float, float]:
        place = self.table.seats[seat % len(self.table.seats)]
        fx, fy = place.facing
        x, y = place.rail_point
        return (x + fx * inward - fy * along, y + fy * inward + fx * along)

    def cup_row(self, seat: int) -> list[tuple[float, float, float]]:
        place = self.table.seats[seat % len(self.table.seats)]
        cx, cy = self.spot(seat, *CUP_SPOT)
        ax, ay = -place.facing[1], place.facing[0]
        half = self.table.die.half
        return [(cx + ax * DIE_PITCH * (k - 1), cy + ay * DIE_PITCH * (k - 1), half) for k in range(PRIVATE_DICE)]

    def pot_spot(self, index: int, count: int) -> tuple[float, float]:
        count = max(count, index + 1)
        return ((index - (count - 1) / 2) * POT_PITCH, -0.01)

    def spots(self) -> dict[str, Any]:
        """Scene positions (y-up centimetres) of each seat's cup, chips, bet and button, and of the pots."""

        def scene(point: tuple[float, float]) -> list[float]:
            return scene_pose((point[0], point[1], 0.0), IDENTITY)[0]

        place_facing = [self.table.seats[seat % len(self.table.seats)].facing for seat in range(self.seats)]
        return {
            "seats": [
                {
                    "cup": scene(self.spot(seat, *CUP_SPOT)),
                    "stack": scene(self.spot(seat, *STACK_SPOT)),
                    "bet": scene(self.spot(seat, *BET_SPOT)),
                    "button": scene(self.spot(seat, *BUTTON_SPOT)),
                    "label": scene(self.spot(seat, CUP_SPOT[0] + 0.055, CUP_SPOT[1])),
                    # toward the owner, in the scene's xz plane: a peeking cup tips that way
                    "toward": [-place_facing[seat][0], place_facing[seat][1]],
                }
                for seat in range(self.seats)
            ],
            "pots": [[scene(self.pot_spot(index, count)) for index in range(count)] for count in range(1, 9)],
            "board": scene((0.0, BOARD_Y + 0.025)),
        }

    # ----- the model's public state -----------------------------------------------------------------------

    def sync(self, game: PeekPoker) -> None:
        """Take the model's public state (chips, cups, shown dice): at the start and whenever the table is idle."""
        betting = game.betting
        seats = range(self.seats)
        self.dealer = game.dealer
        self.hand_number = game.hand_number
        self.ledger = Ledger(
            list(betting.stacks),
            list(betting.round_bets) if betting.in_round else [0] * self.seats,
            [pot["amount"] for pot in public_pots(game)],
        )
        self.folded = [betting.dealt[s] and betting.folded[s] for s in seats]
        self.all_in = [betting.is_all_in(s) for s in seats]
        self.out = [game.dealer is not None and betting.stacks[s] == 0 and not betting.dealt[s] for s in seats]
        if game.is_over:
            self.out = [betting.stacks[s] == 0 for s in seats]
        if game.in_rolloff:
            self.cups = [CUP_UP] * self.seats
            return
        for seat in seats:
            if self.out[seat]:
                self.cups[seat] = CUP_OUT
            elif game.shown[seat]:
                self.cups[seat] = CUP_AWAY
            elif not betting.dealt[seat]:
                self.cups[seat] = CUP_OUT
            elif game.private[seat]:  # thrown (its length is public; its faces are not read)
                self.cups[seat] = CUP_FOLDED if betting.folded[seat] else CUP_DOWN
            else:
                self.cups[seat] = CUP_UP
        self._sync_dice(game)

    def _sync_dice(self, game: PeekPoker) -> None:
        for seat in range(self.seats):
            mine = self.seat_dice(seat)
            if game.shown[seat]:
                faces = game.private[seat]  # shown at the showdown: public
                self._lay(mine, self.cup_row(seat), faces, SHOWN)
            elif self.cups[seat] in (CUP_DOWN, CUP_FOLDED) and game.private[seat]:
                self._hide(mine, CUP)
            elif not (game.in_rolloff or any(die.zone == FELT for die in mine)):
                self._hide(mine, OFF)
        community = self.community_dice()
        if len(game.community) != sum(1 for die in community if die.zone == FELT):
            thrown = community[: len(game.community)]
            self._lay(thrown, self.board_spots(), game.community, FELT)
            self._hide(community[len(game.community) :], OFF)

    def seat_dice(self, seat: int) -> list[DiePiece]:
        """`seat`'s private dice, in the order of the model's `private[seat]` (under its cup, shown, or off)."""
        return self.dice[seat * PRIVATE_DICE : (seat + 1) * PRIVATE_DICE]

    def community_dice(self) -> list[DiePiece]:
        """The community dice, in the order of the model's `community` (thrown ones on the felt, the rest off)."""
        return self.dice[self.community_first :]

    def _hide(self, dice: Sequence[DiePiece], zone: str) -> None:
        for die in dice:
            spots = self.cup_row(die.owner) if die.owner >= 0 else self.middle_positions(COMMUNITY_DICE)
            slot = (die.index - self.community_first) if die.owner < 0 else die.index % PRIVATE_DICE
            die.zone, die.value, die.selected = zone, 0, False
            die.position, die.rotation, die.offset = spots[slot], IDENTITY, IDENTITY

    def _lay(
        self, dice: Sequence[DiePiece], spots: Sequence[tuple[float, float, float]], faces: Sequence[int], zone: str
    ) -> None:
        for die, spot, face in zip(dice, spots, faces, strict=False):
            die.zone, die.value, die.selected = zone, face, False
            die.position, die.rotation, die.offset = spot, IDENTITY, self._face_up(face)

    # ----- what the view reads ------------------------------------------------------------------------------

    def dice_rows(self) -> list[dict[str, object]]:
        """Every die as the view may see it: a die under a cup or off the table has no value and no pose of
        its own (value 0, identity rotation and offset, the same spot whatever it shows)."""
        rows = super().dice_rows()
        for row, die in zip(rows, self.dice, strict=True):
            if die.zone in (CUP, OFF):
                assert die.value == 0, "the scene never holds a hidden die's value"
                row["value"] = 0
        return rows

    def table_state(self) -> dict[str, Any]:
        ledger = self.ledger
        return {
            "names": list(self.names),
            "dealer": -1 if self.dealer is None else self.dealer,
            "hand": self.hand_number,
            "showdown": self.showdown,
            "seats": [
                {
                    "cup": self.cups[seat],
                    "stack": ledger.stacks[seat],
                    "bet": ledger.bets[seat],
                    "folded": self.folded[seat],
                    "allIn": self.all_in[seat],
                    "out": self.out[seat],
                    "hand": self.hands[seat],
                    "won": self.winners[seat],
                    "faces": [die.value for die in self.seat_dice(seat) if die.zone == SHOWN],
                }
                for seat in range(self.seats)
            ],
            "pots": list(ledger.pots),
            "potTotal": sum(ledger.pots) + sum(ledger.bets),
            "rerollable": [list(indices) for indices in self.fresh],
            "board": [die.value for die in self.community_dice() if die.zone == FELT],
        }

    def snapshot(self) -> Snapshot:
        return Snapshot(self.dice_rows(), self.table_state())

    # ----- events to steps ---------------------------------------------------------------------------------

    def steps_for(self, events: Sequence[Event]) -> list[Step]:
        masked = [event.visible_to(None) for event in events]  # the scene never sees a private die
        steps: list[Step] = []
        index = 0
        while index < len(masked):
            event = masked[index]
            if isinstance(event, DiceRevealed):
                run = self._run(masked, index, lambda e: isinstance(e, DiceRevealed))
                made = [self._reveal([e for e in run if isinstance(e, DiceRevealed)])]
            elif isinstance(event, DiceThrown) and event.purpose == "reroll":
                run = self._run(masked, index, lambda e: isinstance(e, DiceThrown) and e.purpose == "reroll")
                made = self._rethrow([e for e in run if isinstance(e, DiceThrown)])
            elif isinstance(event, ChipsMoved) and event.reason == "win":
                run = self._run(masked, index, lambda e: isinstance(e, ChipsMoved) and e.reason == "win")
                made = self._award([e for e in run if isinstance(e, ChipsMoved)])
            else:
                run = [event]
                made = self._steps_for_one(event)
            steps.extend(made)
            steps.extend(self._reasons(run))
            index += len(run)
        return steps

    def _reasons(self, run: Sequence[Event]) -> list[Step]:
        """The reason line for the deciding events of `run`: one for each pot awarded (its first winner's words
        name the others of a split), one for any other."""
        pots: set[int] = set()
        steps: list[Step] = []
        for event in run:
            if not isinstance(event, Decision):
                continue
            if isinstance(event, ChipsMoved):
                if event.pot_index in pots:
                    continue
                pots.add(event.pot_index)
            steps.extend(self.reason_steps(event))
        return steps

    def _mark(self, step: Step) -> Step:
        """Keep what the table looks like once `step` has played (the session shows it at the step's end)."""
        self.snapshots[id(step)] = self.snapshot()
        return step

    def close_round(self) -> list[Step]:
        """The betting round is over (the session knows from the model): its bets slide into the pot."""
        return self._gather()

    @staticmethod
    def _run(events: Sequence[Event], start: int, same: Any) -> list[Event]:
        end = start
        while end < len(events) and same(events[end]):
            end += 1
        return list(events[start:end])

    def snapshot_of(self, step: Step) -> Snapshot | None:
        return self.snapshots.pop(id(step), None)

    def _steps_for_one(self, event: Event) -> list[Step]:
        if isinstance(event, DiceThrown):
            if event.hidden:
                return [self._private_throw(event.seat)]
            if event.purpose == "community":
                return [*self._gather(), *self._community_throw(event.seat, event.faces)]
            return [self._rolloff_throw(event.seat, event.faces)]
        if isinstance(event, ChipsMoved):
            return self._chips(event)
        if isinstance(event, Call):
            return self._called(event)
        if isinstance(event, HandStarted):
            return self._new_hand(event.hand, event.dealer)
        if isinstance(event, ShowdownStarted):
            self.showdown = True
            return self._gather()
        if isinstance(event, EveryoneElseFolded):
            return self._gather()
        if isinstance(event, StatusChanged) and event.status == "out":
            self.cups[event.seat] = CUP_OUT
            self.out[event.seat] = True
            return [self._mark(Step("sync"))]
        if isinstance(event, GameOver):
            return [self._mark(Step("call", {"text": self._said(event), "seat": None}, CALL_SECONDS * 1.6))]
        return []

    def _said(self, event: Event) -> str:
        words = self.call_words(event)
        assert words is not None, f"no call words for {event!r}"
        return self.render(words)

    def _new_hand(self, hand: int, dealer: int) -> list[Step]:
        steps: list[Step] = []
        if self.hand_number > 0 or any(die.zone == FELT for die in self.dice):
            steps.append(self._mark(Step("pause", {}, PAUSE_SECONDS)))  # the last hand (or the roll-off) stays a moment
        previous = self.dealer
        self.hand_number = hand
        self.dealer = dealer
        self.showdown = False
        self.hands = [None] * self.seats
        self.winners = [0] * self.seats
        self.fresh = [[] for _ in range(self.seats)]
        self.reroll_choice = {}
        self.folded = [False] * self.seats
        self.all_in = [False] * self.seats
        self.ledger.bets = [0] * self.seats
        self.ledger.pots = []
        for seat in range(self.seats):
            self.cups[seat] = CUP_OUT if self.out[seat] or self.ledger.stacks[seat] == 0 else CUP_UP
            self._hide(self.seat_dice(seat), OFF)
        self._hide(self.community_dice(), OFF)
        if previous is None or previous == dealer:
            steps.append(self._mark(Step("sync")))
            return steps
        start = (*self.spot(previous, *BUTTON_SPOT), 0.002)
        end = (*self.spot(dealer, *BUTTON_SPOT), 0.002)
        from dicebar.physics.moves import plan_moves  # numpy: with the first game, not the lobby

        plan = plan_moves([start], [end], duration=0.7)
        positions, _ = _frames_to_scene(plan.positions, plan.orientations)
        data = {"from": previous, "to": dealer, "fps": plan.fps, "frames": plan.frame_count, "positions": positions}
        steps.append(self._mark(Step("button", data, plan.duration)))
        return steps

    def _called(self, event: Call) -> list[Step]:
        if isinstance(event, HandNamed):
            return []  # a hand named at the showdown: shown at every seat at once (_award)
        if isinstance(event, AllIn) and event.seat < self.seats:
            self.all_in[event.seat] = True
        if isinstance(event, Folded):
            self.folded[event.seat] = True
            if self.cups[event.seat] == CUP_DOWN:
                self.cups[event.seat] = CUP_FOLDED
        words = self.describe(event)
        assert words is not None, f"no words for {event!r}"
        return [self._mark(Step("call", {"text": self.render(words), "seat": event.seat}, CALL_SECONDS))]

    # ----- chips ------------------------------------------------------------------------------------------

    def _stack_point(self, seat: int) -> tuple[float, float, float]:
        return (*self.spot(seat, *STACK_SPOT), 0.0)

    def _bet_point(self, seat: int) -> tuple[float, float, float]:
        return (*self.spot(seat, *BET_SPOT), 0.0)

    def _pot_point(self, index: int) -> tuple[float, float, float]:
        return (*self.pot_spot(index, max(1, len(self.ledger.pots))), 0.0)

    def _chips(self, event: ChipsMoved) -> list[Step]:
        ledger = self.ledger
        steps: list[Step] = []
        if event.target == POT and isinstance(event.source, int):
            seat = event.source
            ledger.stacks[seat] -= event.amount
            if event.reason == "ante":
                if not ledger.pots:
                    ledger.pots.append(0)
                ledger.pots[0] += event.amount
                end = self._pot_point(0)
            else:
                ledger.bets[seat] += event.amount
                end = self._bet_point(seat)
            steps.append(self._fly(event.amount, self._stack_point(seat), end, seat, "pot"))
            if event.reason in ("bet", "call"):
                steps.append(self._mark(Step("call", {"text": self._said(event), "seat": seat}, CALL_SECONDS)))
            return steps
        if event.reason == "return" and isinstance(event.target, int):
            seat = event.target
            back = min(event.amount, ledger.bets[seat])
            ledger.bets[seat] -= back
            if back < event.amount and ledger.pots:
                ledger.pots[-1] -= event.amount - back
            ledger.stacks[seat] += event.amount
            return [self._fly(event.amount, self._bet_point(seat), self._stack_point(seat), seat, seat)]
        return []

    def _fly(
        self, amount: int, start: tuple[float, float, float], end: tuple[float, float, float], seat: int, to: object
    ) -> Step:
        from dicebar.physics.moves import plan_moves  # numpy: with the first game, not the lobby

        plan = plan_moves([start], [end])
        positions, _ = _frames_to_scene(plan.positions, plan.orientations)
        data = {
            "what": "chips",
            "count": amount,
            "source": seat,
            "target": to if isinstance(to, int) else "pot",
            "fps": plan.fps,
            "frames": plan.frame_count,
            "positions": positions,
            "rotations": [],
        }
        return self._mark(Step("counters", data, plan.duration))

    def _gather(self) -> list[Step]:
        """The round's bets slide into the pot together."""
        bets = [(seat, chips) for seat, chips in enumerate(self.ledger.bets) if chips]
        if not bets:
            return []
        target = self._pot_point(max(0, len(self.ledger.pots) - 1))
        self.ledger.gather()
        from dicebar.physics.moves import plan_moves  # numpy: with the first game, not the lobby

        plan = plan_moves([self._bet_point(seat) for seat, _ in bets], [target] * len(bets), stagger=0.03)
        positions, _ = _frames_to_scene(plan.positions, plan.orientations)
        data = {
            "amounts": [chips for _, chips in bets],
            "fps": plan.fps,
            "frames": plan.frame_count,
            "positions": positions,
        }
        return [self._mark(Step("gather", data, plan.duration))]

    def _award(self, wins: Sequence[ChipsMoved]) -> list[Step]:
        """The pots to their winners: first the hands named and the winning dice lit (after a showdown),
        then each pot's share sliding to its winner, several winners of one pot at once (a split pot)."""
        steps = self._gather()
        count = max(event.pot_index for event in wins) + 1
        pots = [0] * count
        for event in wins:
            pots[event.pot_index] += event.amount
        self.ledger.pots = pots  # exact: every chip in the pots is paid out now
        if steps:
            steps.append(self._mark(Step("sync")))
        for event in wins:
            if isinstance(event.target, int):
                self.winners[event.target] += event.amount
        if self.showdown:
            self._name_hands()
            steps.append(self._mark(Step("sync")))  # the names and the glow show while the hands step plays
            winners = [seat for seat in range(self.seats) if self.winners[seat]]
            # the main pot's winners hold the best hand shown (every hand shown contests the main pot)
            best = [int(event.target) for event in wins if event.pot_index == 0 and isinstance(event.target, int)]
            steps.append(self._mark(Step("hands", {"winners": winners, "best": best}, HANDS_SECONDS)))
        for index in range(count):
            shares = [event for event in wins if event.pot_index == index and isinstance(event.target, int)]
            if not shares:
                continue
            start = self._pot_point(index)
            ends = [self._stack_point(int(event.target)) for event in shares]
            from dicebar.physics.moves import plan_moves  # numpy: with the first game, not the lobby

            plan = plan_moves([start] * len(shares), ends, stagger=0.0)
            positions, _ = _frames_to_scene(plan.positions, plan.orientations)
            self.ledger.pots[index] = 0
            for event in shares:
                self.ledger.stacks[int(event.target)] += event.amount
            data = {
                "pot": index,
                "amounts": [event.amount for event in shares],
                "seats": [int(event.target) for event in shares],
                "fps": plan.fps,
                "frames": plan.frame_count,
                "positions": positions,
            }
            steps.append(self._mark(Step("win", data, plan.duration + 0.15)))
        self.ledger.pots = []
        return steps

    def _name_hands(self) -> None:
        """Name every shown hand and light the dice that make the winners' hands."""
        community = [die for die in self.community_dice() if die.zone == FELT]
        for seat in range(self.seats):
            mine = [die for die in self.seat_dice(seat) if die.zone == SHOWN]
            if len(mine) != PRIVATE_DICE or len(community) != COMMUNITY_DICE:
                continue
            dice = mine + community
            hand = evaluate([die.value for die in dice], self.low_straight)
            self.hands[seat] = hand_words(hand.said)
            if self.winners[seat]:
                for die in _making(dice, hand.rank):
                    die.selected = True

    # ----- dice -------------------------------------------------------------------------------------------

    def _private_throw(self, seat: int) -> Step:
        self.cups[seat] = CUP_DOWN
        self._hide(self.seat_dice(seat), CUP)
        return self._mark(Step("cup", {"seat": seat, "motion": "shake"}, SHAKE_SECONDS))

    def _reveal(self, events: Sequence[DiceRevealed]) -> Step:
        seats = []
        for event in events:
            seat = event.seat
            seats.append(seat)
            self.cups[seat] = CUP_AWAY
            mine = self.seat_dice(seat)
            self._lay(mine, self.cup_row(seat), event.faces, SHOWN)
            self.fresh[seat] = [die.index for die in mine if die.value == POKER_ACE] if self.aces_rerolled else []
        return self._mark(Step("cup", {"seats": seats, "motion": "reveal"}, REVEAL_SECONDS))

    def _obstacles(self, moving: Sequence[DiePiece]) -> list[Obstacle]:
        """Everything lying on the felt that a throw must not land on: cups, chips, dice."""
        from dicebar.physics.throw import Obstacle  # numpy: with the first game, not the lobby

        obstacles = [
            Obstacle.from_pose(die.position, die.rotation, self.table)
            for die in self.dice
            if die.zone in (FELT, SHOWN) and die not in moving
        ]
        for seat in range(self.seats):
            if self.cups[seat] in (CUP_UP, CUP_DOWN, CUP_FOLDED):
                x, y = self.spot(seat, *CUP_SPOT)
                obstacles.append(
                    Obstacle(
                        (x, y, PEEK_CUP_HEIGHT / 2), (PEEK_CUP_RADIUS, PEEK_CUP_RADIUS, PEEK_CUP_HEIGHT / 2), 0.0, "cup"
                    )
                )
            for chips, point in ((self.ledger.stacks[seat], STACK_SPOT), (self.ledger.bets[seat], BET_SPOT)):
                if chips:
                    x, y = self.spot(seat, *point)
                    obstacles.append(Obstacle((x, y, CHIP_HALF[2]), CHIP_HALF, 0.0, "chips"))
        for index, chips in enumerate(self.ledger.pots):
            if chips:
                x, y, _ = self._pot_point(index)
                obstacles.append(Obstacle((x, y, CHIP_HALF[2]), CHIP_HALF, 0.0, "chips"))
        return obstacles

    def _plan(
        self, seat: int, faces: Sequence[int], dice: Sequence[DiePiece], extra: Sequence[Obstacle] = ()
    ) -> ThrowPlan:
        self.throws += 1
        from dicebar.physics.throw import plan_throw  # numpy: with the first game, not the lobby

        return plan_throw(
            faces,
            self.seed * 7919 + self.throws,
            table=self.table,
            seat=seat % self.table.seat_count,
            occupied=[*self._obstacles(dice), *extra],
        )

    def _land(self, dice: Sequence[DiePiece], plan: ThrowPlan, zone: str) -> None:
        for k, die in enumerate(dice):
            die.value, die.zone, die.selected = plan.values[k], zone, False
            die.position = tuple(float(v) for v in plan.rest_positions[k])  # type: ignore[assignment]
            die.rotation = tuple(float(v) for v in plan.rest_orientations[k])  # type: ignore[assignment]
            die.offset = tuple(float(v) for v in plan.offsets[k])  # type: ignore[assignment]

    def _community_throw(self, seat: int, faces: tuple[int, ...]) -> list[Step]:
        """The dealer throws the community dice into the middle; then they line up on the board, side by side
        above the pots, so that every seat reads them at a glance."""
        dice = [die for die in self.community_dice() if die.zone == OFF][: len(faces)]
        plan = self._plan(seat, faces, dice)
        self._land(dice, plan, FELT)
        step = Step("throw", {**self._throw_data(seat, dice, plan), "lead": CUP_LEAD}, plan.duration + CUP_LEAD)
        return [self._mark(step), self._to_board(dice)]

    def board_spots(self) -> list[tuple[float, float, float]]:
        half = self.table.die.half
        return [((k - 1) * BOARD_PITCH, BOARD_Y, half) for k in range(COMMUNITY_DICE)]

    def _to_board(self, dice: Sequence[DiePiece]) -> Step:
        spots = self.board_spots()
        ends = [spots[die.index - self.community_first] for die in dice]
        from dicebar.physics.moves import plan_moves  # numpy: with the first game, not the lobby

        plan = plan_moves([die.position for die in dice], ends, start_orientations=[die.rotation for die in dice])
        for die, end in zip(dice, ends, strict=True):
            die.position = end
        positions, rotations = _frames_to_scene(plan.positions, plan.orientations)
        data = {
            "dice": [die.index for die in dice],
            "fps": plan.fps,
            "frames": plan.frame_count,
            "positions": positions,
            "rotations": rotations,
            "offsets": [scene_pose((0, 0, 0), die.offset)[1] for die in dice],
        }
        return self._mark(Step("move", data, plan.duration))

    def _rolloff_throw(self, seat: int, faces: tuple[int, ...]) -> Step:
        dice = self.seat_dice(seat)[:1]
        plan = self._plan(seat, faces, dice)
        self._land(dice, plan, FELT)
        step = Step("throw", {**self._throw_data(seat, dice, plan), "lead": CUP_LEAD}, plan.duration + CUP_LEAD)
        return self._mark(step)

    def _rethrow(self, events: Sequence[DiceThrown]) -> list[Step]:
        """Every re-roll of a pass thrown together (one throw from each re-rolling seat, by hand: no cup), then
        the dice slide back into their owners' rows."""
        throws: list[tuple[int, list[DiePiece], ThrowPlan]] = []
        landed: list[Obstacle] = []
        for event in events:
            seat = event.seat
            fresh = [die for die in self.seat_dice(seat) if die.index in self.fresh[seat]]
            chosen = [die for die in fresh if die.index in self.reroll_choice.get(seat, [])]
            if len(chosen) != len(event.faces):
                chosen = fresh[: len(event.faces)]
            plan = self._plan(seat, event.faces, chosen, landed)
            landed.extend(plan.obstacles(self.table))
            throws.append((seat, chosen, plan))
        self.reroll_choice = {}
        frames = max(plan.frame_count for _, _, plan in throws)
        import numpy as np  # numpy: with the first game, not the lobby

        positions = np.concatenate([_padded(plan.positions, frames) for _, _, plan in throws], axis=1)
        rotations = np.concatenate([_padded(plan.orientations, frames) for _, _, plan in throws], axis=1)
        flat_positions, flat_rotations = _frames_to_scene(positions, rotations)
        dice = [die for _, chosen, _ in throws for die in chosen]
        contacts: list[dict[str, Any]] = [
            {"time": round(c.time, 4), "kind": c.kind, "loudness": round(c.loudness(), 3)}
            for _, _, plan in throws
            for c in plan.contacts
        ]
        data = {
            "seat": throws[0][0],
            "seats": [seat for seat, _, _ in throws],
            "dice": [die.index for die in dice],
            "values": [int(v) for _, _, plan in throws for v in plan.values],
            "fps": throws[0][2].fps,
            "frames": frames,
            "positions": flat_positions,
            "rotations": flat_rotations,
            "offsets": [scene_pose((0, 0, 0), offset)[1] for _, _, plan in throws for offset in plan.offsets],
            "contacts": sorted(contacts, key=lambda c: float(c["time"])),
            "cup": False,
            "lead": 0.0,
        }
        for seat, chosen, plan in throws:
            self._land(chosen, plan, FELT)
            self.fresh[seat] = [die.index for die in chosen if die.value == POKER_ACE]
        throw = self._mark(Step("throw", data, (frames - 1) / throws[0][2].fps))
        return [throw, self._back_to_rows(dice)]

    def _back_to_rows(self, dice: Sequence[DiePiece]) -> Step:
        starts = [die.position for die in dice]
        ends = [self.cup_row(die.owner)[die.index % PRIVATE_DICE] for die in dice]
        # The dice slide as they lie (a die at rest is flat): the same face stays on top all the way.
        from dicebar.physics.moves import plan_moves  # numpy: with the first game, not the lobby

        plan = plan_moves(starts, ends, start_orientations=[die.rotation for die in dice])
        for die, end in zip(dice, ends, strict=True):
            die.position, die.zone = end, SHOWN
        positions, rotations = _frames_to_scene(plan.positions, plan.orientations)
        data = {
            "dice": [die.index for die in dice],
            "fps": plan.fps,
            "frames": plan.frame_count,
            "positions": positions,
            "rotations": rotations,
            "offsets": [scene_pose((0, 0, 0), die.offset)[1] for die in dice],
        }
        return self._mark(Step("move", data, plan.duration))


def _padded(frames: np.ndarray, count: int) -> np.ndarray:
    """Hold the last frame until `count` frames (a throw that rests early waits for the others)."""
    if frames.shape[0] >= count:
        return frames
    import numpy as np  # numpy: with the first game, not the lobby

    tail = np.repeat(frames[-1:], count - frames.shape[0], axis=0)
    return np.concatenate([frames, tail], axis=0)


def _making(dice: Sequence[DiePiece], rank: int) -> list[DiePiece]:
    """The dice that make a hand of this rank: the groups (pairs and more), or the run, or all six."""
    if rank in (FLUSH, LARGE_STRAIGHT):
        return list(dice)
    if rank == STRAIGHT:
        wanted = {2, 3, 4, 5, 6} if {2, 3, 4, 5, 6} <= {die.value for die in dice} else {1, 2, 3, 4, 5}
        picked: list[DiePiece] = []
        for die in dice:
            if die.value in wanted:
                wanted.discard(die.value)
                picked.append(die)
        return picked
    counts = {value: sum(1 for die in dice if die.value == value) for value in {die.value for die in dice}}
    if rank == FIVE_OF_A_KIND:
        return [die for die in dice if counts[die.value] >= 5]
    grouped = [die for die in dice if counts[die.value] >= 2]
    return grouped or [max(dice, key=lambda die: die.value)]
