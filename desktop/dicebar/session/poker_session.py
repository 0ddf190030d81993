"""PokerSession: PeekPoker at the table, with secrets kept on a shared screen.

Everything `GameSession` does, plus chips, cups and betting for the views:
- `poker`: the table as everyone may see it (each seat's cup, chips behind, bet this round, folded, all in,
  out, the hand named at the showdown, chips won; the pots, main pot first; the dealer), as the steps land.
- `controls`: the choices of the person to act, from the model's legal actions only: check, call (and how
  much), fold, bet or raise with the smallest and largest size and the quick sizes (half the pot, the pot, all
  in), or how many aces to re-roll (the aces they tapped).
- Peeking. The scene never holds a private die (`PokerScene`); this session adds the owner's dice to the
  rows the view reads only while that owner may look: with several people at the table, only the person to
  act, after the others were asked to look away (`awaitingReady` until `ready()`), and only while they hold
  their cup (`peek(true)` .. `peek(false)`); with one person against computers, whenever they hold it, or all
  the time with `keepLifted`. Nobody sees a computer's dice before the showdown.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Property, Signal, Slot

from dicebar.rules.actions import ROLL, Action, bet, raise_to, reroll
from dicebar.rules.game import Game
from dicebar.rules.peekpoker import PeekPoker
from dicebar.rules.peekpoker_reading import shown_hand
from dicebar.rules.registry import game_type
from dicebar.rules.words import QT_TRANSLATE_NOOP
from dicebar.session.game_session import REASON_ENDS, Chooser, GameSession
from dicebar.session.hand_tray import COMMUNITY_GROUP, OWN_GROUP, SHOWN_GROUP, TrayDie, faces_of, in_order
from dicebar.session.poker_scene import CUP, CUP_DOWN, CUP_PEEK, PEEK, SHOWN, PokerScene, Snapshot
from dicebar.session.table_scene import FELT, Step, scene_pose
from dicebar.session.translation import render, shown


class PokerSession(GameSession):
    pours_from_cup = False  # each seat has its own cup (PeekCup.qml)
    pokerChanged = Signal()

    def __init__(
        self,
        game: PeekPoker,
        humans: Sequence[bool],
        choosers: Mapping[int, Chooser],
        *,
        seed: int = 0,
        **options: Any,
    ) -> None:
        super().__init__(game, humans, choosers, seed=seed, **options)
        self._poker_game = game
        self._people = [seat for seat, human in enumerate(humans) if human]
        self._peeking = -1  # the seat holding its cup up now
        self._keep_lifted = False
        self._ready_seat = -1  # the person to act who has said the others look away
        self._showdown_seat: int | None = None  # the seat whose hand the tray shows at a showdown
        self._shown: Snapshot = self._poker_scene.snapshot()
        self._spots = self._poker_scene.spots()
        self._push_rows()

    def _make_scene(self, game: Game, seed: int) -> PokerScene:
        """PeekPoker's own scene: cups, chips and the button (it places a resumed game's from the game itself)."""
        assert isinstance(game, PeekPoker)
        self._poker_scene = PokerScene(game, seed)
        self._poker_scene.render = render
        return self._poker_scene

    # ----- who may see what ---------------------------------------------------------------------------------

    @property
    def shared_screen(self) -> bool:
        """Several people at one screen: a private die is shown only to the person to act, while held."""
        return len(self._people) > 1

    def _decision(self) -> bool:
        """The person to act has a choice to make (betting or re-rolls), not only a throw."""
        legal = self._game.legal_actions()
        return bool(legal) and legal != [ROLL]

    def _awaiting(self) -> bool:
        current = self._game.current_player
        return (
            self.shared_screen
            and current is not None
            and self._humans[current]
            and not self._game.in_rolloff
            and self._decision()
            and self._ready_seat != current
        )

    def may_peek(self, seat: int) -> bool:
        """May `seat`'s owner look under the cup now (their dice are thrown and not shown yet)?"""
        game = self._poker_game
        if seat not in self._people or game.is_over or game.shown[seat] or not game.private[seat]:
            return False
        if not self.shared_screen:
            return True
        return seat == game.current_player and self._ready_seat == seat and self._decision()

    def peeking_seat(self) -> int:
        """The seat whose dice the rows show now (-1: none)."""
        if not self.shared_screen and self._people and self._keep_lifted and self.may_peek(self._people[0]):
            return self._people[0]
        return self._peeking if self._peeking >= 0 and self.may_peek(self._peeking) else -1

    def may_read(self, seat: int) -> bool:
        """May the reading of the dice name `seat`'s private dice now? Only during that person's own turn: on
        their own screen always, on a shared one once the others were asked to look away (`ready`)."""
        if seat not in self._people or self._game.current_player != seat:
            return False
        return not self.shared_screen or self._ready_seat == seat

    def _readable(self, view: dict[str, Any]) -> Mapping[str, Any]:
        """The seat's own view while it may be read, else the public one: no private dice in it."""
        return view if self.may_read(view["seat"]) else {**view, "private": []}

    def _tray_dice(self) -> list[TrayDie]:
        """The dice the reading reads: the community dice, with the hand of the player to act: their own dice
        while they may read them (`may_read`: never a private die on a shared screen before the others looked
        away), else the dice they have shown."""
        scene = self._poker_scene
        current = self._game.current_player
        hand: list[TrayDie] = []
        if current is not None:
            private = self._game.observation(current, with_log=False)["private"] if self.may_read(current) else []
            assert isinstance(private, list)
            if private:
                hand = faces_of(scene.seat_dice(current), OWN_GROUP, private)
            else:
                hand = faces_of([die for die in scene.seat_dice(current) if die.zone == SHOWN], SHOWN_GROUP)
        community = faces_of([die for die in scene.community_dice() if die.zone == FELT], COMMUNITY_GROUP)
        return in_order(hand + community, None)

    def _tray_tappable(self) -> set[int]:
        """The aces the person may tap to re-roll now (toggleAce's own test)."""
        control = self.current_controls()
        return set(control["dice"]) if control["kind"] == "reroll" else set()

    def view_rows(self) -> list[dict[str, object]]:
        """The dice as the view gets them: the scene's public rows, plus the peeking owner's own dice."""
        return self._with_own_dice([dict(row) for row in self._shown.rows], self.peeking_seat())

    def _spoken_rows(self) -> list[dict[str, Any]]:
        """The dice a screen reader names: as the view shows them, and the person to act's own while they may read
        them (as the reading does: on a shared screen only once the others looked away)."""
        rows = self.view_rows()
        current = self._game.current_player
        return self._with_own_dice(rows, current) if current is not None and self.may_read(current) else rows

    def _with_own_dice(self, rows: list[dict[str, Any]], seat: int) -> list[dict[str, Any]]:
        """`rows` with `seat`'s dice under its cup lifted (zone PEEK, their faces); none for seat -1."""
        if seat < 0:
            return rows
        private = self._game.observation(seat, with_log=False)["private"]
        assert isinstance(private, list)
        mine = [row for row in rows if row["owner"] == seat and row["zone"] == CUP]
        for row, face in zip(mine, private, strict=False):
            row["zone"], row["value"] = PEEK, face
            row["offset"] = self._scene_offset(face)
        return rows

    def _scene_offset(self, face: int) -> list[float]:
        return scene_pose((0, 0, 0), self._poker_scene._face_up(face))[1]

    def _push_rows(self) -> None:
        self._dice.reset(self.view_rows())

    # ----- properties -----------------------------------------------------------------------------------

    def _get_poker(self) -> dict[str, Any]:
        state = dict(self._shown.table)
        seats = [{**seat, "hand": render(seat["hand"]) if seat["hand"] else ""} for seat in state["seats"]]
        peeking = self.peeking_seat()
        if peeking >= 0 and seats[peeking]["cup"] == CUP_DOWN:
            seats[peeking]["cup"] = CUP_PEEK
        state["seats"] = seats
        state["peeking"] = peeking
        return state

    def _get_controls(self) -> dict[str, Any]:
        return self.current_controls()

    def current_controls(self) -> dict[str, Any]:
        """The person to act's choices now (empty kind: nothing to do here)."""
        game = self._poker_game
        current = game.current_player
        none: dict[str, Any] = {"kind": "", "seat": -1 if current is None else current}
        if current is None or not self._human_to_act() or self._awaiting():
            return none
        legal = game.legal_actions()
        if legal == [ROLL]:
            if game.in_rolloff:
                label = QT_TRANSLATE_NOOP("PeekPoker", "Roll for the deal")
            elif game.phase == "community":
                label = QT_TRANSLATE_NOOP("PeekPoker", "Roll the community dice")
            else:
                label = QT_TRANSLATE_NOOP("PeekPoker", "Shake your cup")
            return {**none, "kind": "roll", "rollLabel": shown(label)}
        if game.phase == "reroll":
            aces = len(game.fresh[current])
            chosen = [
                die.index
                for die in self._poker_scene.dice
                if die.selected and die.index in self._poker_scene.fresh[current]
            ]
            return {
                **none,
                "kind": "reroll",
                "aces": aces,
                "chosen": len(chosen),
                "dice": self._poker_scene.fresh[current],
            }
        return {**none, **self._betting_controls(legal)}

    def _betting_controls(self, legal: list[Action]) -> dict[str, Any]:
        game = self._poker_game
        betting = game.betting
        seat = betting.actor
        assert seat is not None
        kinds = {action.kind for action in legal}
        sizes = sorted(action.amount for action in legal if action.kind in ("bet", "raise_to"))
        kind = "bet" if "bet" in kinds else ("raise_to" if "raise_to" in kinds else "")
        to_call = betting.to_call(seat)
        pot = betting.total()
        quick: list[dict[str, Any]] = []
        if sizes:
            low, high = sizes[0], sizes[-1]
            after_call = pot + to_call
            half, whole = shown(QT_TRANSLATE_NOOP("PeekPoker", "½ pot")), shown(QT_TRANSLATE_NOOP("PeekPoker", "Pot"))
            wanted = (
                [(half, pot // 2), (whole, pot)]
                if kind == "bet"
                else [(half, betting.current_bet + after_call // 2), (whole, betting.current_bet + after_call)]
            )
            for label, size in wanted:
                amount = max(low, min(high, size))
                if amount < high and amount not in [q["amount"] for q in quick]:
                    quick.append({"label": label, "amount": amount})
            quick.append({"label": shown(QT_TRANSLATE_NOOP("PeekPoker", "All in")), "amount": high})
        return {
            "kind": "bet",
            "check": "check" in kinds,
            "call": to_call if "call" in kinds else 0,
            "callAllIn": "call" in kinds and to_call == betting.stacks[seat],
            "fold": "fold" in kinds,
            "raiseKind": kind,
            "min": sizes[0] if sizes else 0,
            "max": sizes[-1] if sizes else 0,
            "sizes": sizes,
            "quick": quick,
            "toCall": to_call,
            "stack": betting.stacks[seat],
            "roundBet": betting.round_bets[seat],
            "currentBet": betting.current_bet,
            "pot": pot,
        }

    def _get_awaiting(self) -> bool:
        return self._awaiting()

    def _get_people(self) -> int:
        return len(self._people)

    def _get_keep_lifted(self) -> bool:
        return self._keep_lifted

    def _set_keep_lifted(self, value: bool) -> None:
        value = bool(value) and not self.shared_screen
        if value != self._keep_lifted:
            self._keep_lifted = value
            self._refresh()

    def _get_spots(self) -> dict[str, Any]:
        return self._spots

    def _get_peek_seat(self) -> int:
        """The seat whose cup the person at the screen may hold up now (-1: none)."""
        if self.shared_screen:
            current = self._game.current_player
            return current if current is not None and self.may_peek(current) else -1
        return self._people[0] if self._people and self.may_peek(self._people[0]) else -1

    def _get_people_out(self) -> bool:
        """Every person at the screen has lost their chips while computers play on (they may skip to the end)."""
        seats = self._shown.table["seats"]
        return bool(self._people) and not self._game.is_over and all(seats[seat]["out"] for seat in self._people)

    def _get_peek_faces(self) -> list[int]:
        """The faces under the held cup, for the owner's large card (empty unless they may look now)."""
        return [int(str(row["value"])) for row in self.view_rows() if row["zone"] == PEEK]

    poker = Property(dict, _get_poker, notify=pokerChanged)
    peekFaces = Property(list, _get_peek_faces, notify=pokerChanged)
    controls = Property(dict, _get_controls, notify=pokerChanged)
    awaitingReady = Property(bool, _get_awaiting, notify=pokerChanged)
    people = Property(int, _get_people, constant=True)
    keepLifted = Property(bool, _get_keep_lifted, _set_keep_lifted, notify=pokerChanged)
    pokerSpots = Property(dict, _get_spots, constant=True)
    peekSeat = Property(int, _get_peek_seat, notify=pokerChanged)
    peopleOut = Property(bool, _get_people_out, notify=pokerChanged)

    # ----- input ------------------------------------------------------------------------------------------

    @Slot()
    def ready(self) -> None:
        """The person to act is at the screen and the others look away."""
        current = self._game.current_player
        if current is not None and self._humans[current]:
            self._ready_seat = current
            self._refresh()

    @Slot()
    def skipToEnd(self) -> None:
        """Nobody at the screen plays any more: the computers finish the game at once, without animations.
        They play here, not one action per pass of the event loop: each pass draws a frame, and on a software
        renderer that made the rest of a long game take minutes."""
        if not self._get_people_out():
            return
        self._set_speed(4.0)
        self._set_skip(True)
        if self._playing is not None:
            self._step_timer.stop()
            self._finish_step()  # settles it and every step queued after it
        while not self._game.is_over and self._playing is None and not self._queue:
            self._bot_timer.stop()
            self._computer_acts()

    @Slot(bool)
    def peek(self, held: bool) -> None:
        """Hold the cup up (True) or let it down (False)."""
        seat = self._get_peek_seat() if held else -1
        if seat != self._peeking:
            self._peeking = seat
            self._refresh()

    @Slot(int)
    def betTo(self, amount: int) -> None:
        """Bet `amount` chips, or raise this round's bet to `amount` (whichever the betting allows now)."""
        legal = self._game.legal_actions()
        action = bet(int(amount)) if any(a.kind == "bet" for a in legal) else raise_to(int(amount))
        self._human_input(action)

    @Slot()
    def rerollChosen(self) -> None:
        """Re-roll the aces tapped (none: keep them all)."""
        current = self._game.current_player
        if current is None or self._poker_game.phase != "reroll":
            return
        chosen = [
            die.index
            for die in self._poker_scene.dice
            if die.selected and die.index in self._poker_scene.fresh[current]
        ]
        self._poker_scene.reroll_choice[current] = chosen
        self._human_input(reroll(len(chosen)))

    @Slot(int)
    def toggleAce(self, index: int) -> None:
        """Tap an ace of one's own to re-roll it (or not)."""
        control = self.current_controls()
        if control["kind"] != "reroll" or index not in control["dice"]:
            return
        die = self._poker_scene.dice[index]
        if self._guide is not None and not die.selected and not self._guide.may_choose(die.value, self._chosen_aces()):
            return
        die.selected = not die.selected
        self._shown = self._poker_scene.snapshot()
        self._refresh()

    def _chosen_aces(self) -> list[int]:
        return [die.value for die in self._poker_scene.dice if die.selected]

    def _human_input(self, intent: Action | str, wait_for_table: bool = True) -> None:
        if self._awaiting():
            return
        super()._human_input(intent, wait_for_table)

    def perform(self, action: Action) -> None:
        """As GameSession.perform; a re-roll re-rolls the person's first aces."""
        current = self._game.current_player
        if action.kind == "reroll" and current is not None and self._human_to_act():
            self._poker_scene.reroll_choice[current] = list(self._poker_scene.fresh[current])[: action.amount]
        super().perform(action)

    # ----- the session's flow -----------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        self._peeking = -1
        self._ready_seat = -1
        # the reading of the hand just played goes before the next person comes to the screen (the idle table
        # reads the dice again)
        self._empty_tray()
        super()._apply(action)

    def _empty_tray(self) -> None:
        """No reading and no dice in the tray, until the idle table reads the dice again (or a showdown shows)."""
        self._hud = replace(self._hud, reading="")
        self._tray = []
        self._showdown_seat = None

    def _update_hud(self) -> None:
        self._showdown_seat = None
        super()._update_hud()

    def _note_tray(self, step: Step) -> None:
        """At the showdown, as the hands are named on the table, the tray shows the best hand shown (the main pot's
        winner's: a split pot's winners hold hands of one rank) with its name, until the next hand's cups."""
        if step.kind in REASON_ENDS and self._showdown_seat is not None:
            self._empty_tray()
            self.changed.emit()
            return
        best = step.data.get("best") if step.kind == "hands" else None
        if not best:
            return
        seat = int(best[0])  # type: ignore[index]
        table = self._shown.table  # (the hands named: the snapshot of the step before)
        hand = table["seats"][seat]["hand"]
        if hand is None:
            return
        rows = self._shown.rows
        mine = [row for row in rows if row["owner"] == seat and row["zone"] == SHOWN]
        board = [row for row in rows if row["owner"] == -1 and row["zone"] == FELT]
        dice = [*(_tray_die(row, SHOWN_GROUP) for row in mine), *(_tray_die(row, COMMUNITY_GROUP) for row in board)]
        self._tray = in_order(dice, None)
        self._hud = replace(self._hud, reading=shown_hand(self._game.names[seat], hand))
        self._showdown_seat = seat
        self.changed.emit()

    def _tray_holder(self) -> int | None:
        return self._game.current_player if self._showdown_seat is None else self._showdown_seat

    @Slot()
    def _say_again(self) -> None:
        """As GameSession's, and the betting bar's words and the hands named at the showdown too."""
        super()._say_again()
        if not self._closed:
            self.pokerChanged.emit()

    def _refresh(self) -> None:
        if self._playing is None and not self._queue:  # the idle table: the reading follows ready and peeks
            self._update_hud()
        self._push_rows()
        self.pokerChanged.emit()
        self.changed.emit()

    def _settle(self, step: Step) -> None:
        snapshot = self._poker_scene.snapshot_of(step)
        if snapshot is not None:
            self._shown = snapshot
            self._push_rows()
            self.pokerChanged.emit()
        if step.kind == "call":
            self.called.emit(str(step.data["text"]))

    def _idle(self) -> None:
        if self._closed:
            return
        game = self._poker_game
        if not self._queue and self._playing is None:
            if not game.betting.in_round and any(self._poker_scene.ledger.bets):
                gather = self._poker_scene.close_round()
                if gather:
                    self._queue.extend(gather)
                    self._next_step()
                    return
            self._poker_scene.sync(game)
            self._poker_scene.snapshots.clear()
            self._shown = self._poker_scene.snapshot()
            self._push_rows()
            self.pokerChanged.emit()
        super()._idle()

    def act_json(self, move: object) -> None:
        """For tools and tests: a move in its JSON form."""
        self.act(json.dumps(move))


def _tray_die(row: Mapping[str, Any], group: str) -> TrayDie:
    """A die of the view's rows in the tray as `group`."""
    return TrayDie(int(row["index"]), int(row["value"]), group)


def session_class(game_id: str) -> type[GameSession]:
    """The table for a game: cups, chips and community dice where the dice are private, else the pip table."""
    return PokerSession if game_type(game_id).dice.private else GameSession
