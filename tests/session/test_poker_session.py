"""PeekPoker's session: no seat ever sees another seat's private dice in anything the view can read (dice rows,
steps, the table's state, the log), the chips on the table always add up, the choices offered are the legal
ones, and the scripted hands end with the pots where the rules put them."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from dicebar.bots.registry import make_bot
from dicebar.rules.actions import FOLD, ROLL, Action, action_from_json, bet, raise_to
from dicebar.rules.dice import ScriptedDice, SeededDice, parse_poker_face
from dicebar.rules.events import DiceRevealed, DiceThrown, Event
from dicebar.rules.peekpoker import PRIVATE_DICE, PeekPoker
from dicebar.rules.registry import new_game
from dicebar.session.poker_scene import CUP, OFF, PEEK, SHOWN, PokerScene
from dicebar.session.poker_session import PokerSession
from dicebar.session.table_scene import FELT, scene_pose

NAMES = ["You", "Ana", "Max", "Bo", "Cy", "Dee"]
IDENTITY = [1.0, 0.0, 0.0, 0.0]


class Watch:
    """Everything the view of `session` can read, checked whenever it changes, against an oracle kept by the
    test itself: which seat's owner may be looking now (held cup, ready pressed, keep-lifted)."""

    def __init__(self, session: PokerSession, people: list[int]) -> None:
        self.session = session
        self.game: PeekPoker = session.game  # type: ignore[assignment]
        self.people = people
        self.held = False
        self.keep = False
        self.ready_for = -1
        self.history = 0
        self.checks = 0
        self.peeks_seen = 0
        scene = session._poker_scene
        push, steps_for, mark = session._push_rows, scene.steps_for, scene._mark

        def checked_push() -> None:
            push()
            self.check_rows()

        def checked_steps(events: list[Event]) -> Any:
            steps = steps_for(events)
            public = ("rolloff", "reroll")  # a roll-off die, and re-rolled aces, are thrown for all to see
            rolloff = {e.seat for e in events if isinstance(e, DiceThrown) and e.purpose in public}
            rolloff |= {e.seat for e in events if isinstance(e, DiceRevealed)}  # shown in this very batch
            for step in steps:
                self.check_step(step.data, rolloff)
            return steps

        def checked_mark(step: Any) -> Any:
            mark(step)
            self.check_ledger(scene.snapshots[id(step)].table)
            return step

        session._push_rows = checked_push  # type: ignore[method-assign]
        scene.steps_for = checked_steps  # type: ignore[method-assign]
        scene._mark = checked_mark  # type: ignore[method-assign]

    def looking(self) -> int:
        """The seat whose own dice may be on screen now, by the rules of peeking (-1: none)."""
        game = self.game
        if len(game.history) != self.history:
            self.history, self.ready_for, self.held = len(game.history), -1, False
        if len(self.people) == 1:
            seat = self.people[0]
            allowed = self.held or self.keep
        else:
            seat = -1 if game.current_player is None else game.current_player
            allowed = self.held and seat == self.ready_for and seat in self.people
        if seat < 0 or not allowed or game.is_over or not game.private[seat] or game.shown[seat]:
            return -1
        return seat

    def public_faces(self, seat: int) -> list[int]:
        """The faces of `seat`'s dice that everyone has seen: its latest showdown, and the re-rolls after it."""
        faces: list[int] = []
        for event in self.game.log:
            if isinstance(event, DiceRevealed) and event.seat == seat:
                faces = list(event.faces)
            elif isinstance(event, DiceThrown) and event.seat == seat and event.purpose == "reroll":
                faces += list(event.faces)
        return faces

    def check_rows(self, idle: bool = False) -> None:
        """While steps play, the table may lag the model (a showdown not shown yet, last hand's dice still
        out); every private face on it must then be one everyone saw. When idle it is the model exactly."""
        self.checks += 1
        game, rows = self.game, self.session.dice.rows()
        looking = self.looking()
        assert len(rows) == len(game.names) * PRIVATE_DICE + 3
        for row in rows:
            index = int(row["index"])
            if index >= len(game.names) * PRIVATE_DICE:
                continue  # community dice are public
            seat = index // PRIVATE_DICE
            if row["zone"] == SHOWN or (idle and game.shown[seat]):
                assert row["zone"] == SHOWN and row["value"] in self.public_faces(seat), row
                if idle:
                    assert row["value"] == game.private[seat][index % PRIVATE_DICE]
                continue
            if row["zone"] == PEEK:
                assert seat == looking, f"seat {seat}'s dice are shown while seat {looking} may look"
                assert row["value"] == game.private[seat][index % PRIVATE_DICE]
                self.peeks_seen += 1
                continue
            if row["zone"] == FELT:  # a roll-off die before any private dice exist, or a re-rolled ace in the air
                assert not game.private[seat] or row["value"] in self.public_faces(seat)
                continue
            assert row["zone"] in (CUP, OFF), row
            assert row["value"] == 0 and row["offset"] == IDENTITY and row["rotation"] == IDENTITY, row
            assert seat != looking or row["zone"] == OFF or not game.private[seat], "the owner's peek is missing"
        faces = self.session.peekFaces  # the owner's large card
        assert faces == ([] if looking < 0 else game.private[looking]), (faces, looking)
        table = self.session.poker
        for seat, shown in enumerate(table["seats"]):
            if shown["hand"]:  # a hand is named only over dice that lie shown
                assert all(row["zone"] == SHOWN for row in rows[seat * PRIVATE_DICE : (seat + 1) * PRIVATE_DICE])

    def check_step(self, data: dict[str, Any], rolloff: set[int]) -> None:
        game = self.game
        for index in data.get("dice", []):
            if index < len(game.names) * PRIVATE_DICE:
                seat = index // PRIVATE_DICE
                assert game.shown[seat] or seat in rolloff, f"a step moves seat {seat}'s private die {index}"

    def check_ledger(self, table: dict[str, Any]) -> None:
        total = sum(seat["stack"] + seat["bet"] for seat in table["seats"]) + sum(table["pots"])
        assert total == self.game.total_chips, "chips on the table were made or lost between steps"


def run_until_a_person_acts(session: PokerSession, limit: int = 100_000) -> None:
    for _ in range(limit):
        if session.over or session.humanTurn:
            return
        QCoreApplication.processEvents()
    raise AssertionError("the table never came back to a person")


def check_idle_table(session: PokerSession) -> None:
    """The idle table as the view has it is the model's public state."""
    game: PeekPoker = session.game  # type: ignore[assignment]
    table = session.poker
    betting = game.betting
    assert [seat["stack"] for seat in table["seats"]] == betting.stacks
    bets = betting.round_bets if betting.in_round else [0] * len(game.names)
    assert [seat["bet"] for seat in table["seats"]] == bets
    assert sum(table["pots"]) + sum(bets) == game.pot()
    assert table["dealer"] == (-1 if game.dealer is None else game.dealer)
    assert session.logLines == [game.describe(event.visible_to(None)).english() for event in game.log]


def person_acts(session: PokerSession, watch: Watch, chooser: random.Random) -> None:
    """A person at the table: peeks (or tries to), says ready when asked, then picks one of the choices shown."""
    game = watch.game
    if session.awaitingReady:
        session.peek(True)  # before the others looked away: refused
        assert session.poker["peeking"] == -1
        session.peek(False)
        watch.ready_for = game.current_player  # type: ignore[assignment]
        session.ready()
    if len(watch.people) == 1 and chooser.random() < 0.2:
        watch.keep = not watch.keep
        session.keepLifted = watch.keep
    if chooser.random() < 0.6:
        watch.held = True
        session.peek(True)
        watch.held = False
        session.peek(False)
    controls = session.controls
    before = len(game.history)
    legal = game.legal_actions()
    if controls["kind"] == "roll":
        session.roll()
    elif controls["kind"] == "reroll":
        for index in controls["dice"]:
            if chooser.random() < 0.5:
                session.toggleAce(index)
        chosen = session.controls["chosen"]
        session.rerollChosen()
        assert game.history[before] == Action("reroll", amount=chosen)
    elif controls["kind"] == "bet":
        offered = [Action(kind) for kind in ("check", "fold") if controls[kind]]
        offered += [Action("call")] if controls["call"] else []
        make = bet if controls["raiseKind"] == "bet" else raise_to
        offered += [make(size) for size in controls["sizes"]]
        assert sorted(offered) == sorted(legal), "the bar offers exactly the legal choices"
        assert all(quick["amount"] in controls["sizes"] for quick in controls["quick"])
        if controls["call"]:
            assert controls["call"] == game.betting.to_call(game.betting.actor)  # type: ignore[arg-type]
        kind = chooser.choice(["check", "call", "fold", "size", "quick"])
        if kind == "size" and controls["sizes"]:
            session.betTo(chooser.choice(controls["sizes"]))
        elif kind == "quick" and controls["quick"]:
            session.betTo(chooser.choice(controls["quick"])["amount"])
        elif kind == "check" and controls["check"]:
            session.act('"check"')
        elif kind == "call" and controls["call"]:
            session.act('"call"')
        else:
            session.act('"fold"')
    else:
        raise AssertionError(f"a person to act with nothing offered: {controls}")
    assert len(game.history) == before + 1, "the choice offered was taken"


@pytest.mark.parametrize("batch", [0, *(pytest.param(batch, marks=pytest.mark.slow) for batch in range(1, 4))])
def test_no_seat_ever_sees_another_seats_private_dice(qtbot: Any, batch: int) -> None:
    """200 random games (4 x 50): 2..6 seats, random house rules, people and computers, people who peek, say
    ready, keep their cup up; every dice row, step and table state checked whenever it changes."""
    games = peeks = 0
    for number in range(50):
        seed = batch * 1000 + number
        chooser = random.Random(seed)
        players = chooser.randint(2, 6)
        options = {
            "stack": chooser.randint(2, 6),
            "hands": chooser.choice([1, 2]),
            **{flag: chooser.random() < 0.4 for flag in ("blinds", "forced_bet", "split_community", "no_ace_reroll")},
        }
        people = sorted(chooser.sample(range(players), chooser.choice([0, 1, 1, 2, 3][: players + 1])))
        first = None if chooser.random() < 0.3 else NAMES[chooser.randrange(players)]
        game = new_game("peekpoker", NAMES[:players], SeededDice(seed), options, first=first)
        strengths = ["random", "easy", "good"]
        choosers = {
            seat: make_bot("peekpoker", chooser.choice(strengths), seed + seat).choose
            for seat in range(players)
            if seat not in people
        }
        humans = [seat in people for seat in range(players)]
        session = PokerSession(game, humans, choosers, seed=seed, animate=False)  # type: ignore[arg-type]
        watch = Watch(session, people)
        session._push_rows()
        for _ in range(2000):
            run_until_a_person_acts(session)
            check_idle_table(session)
            watch.check_rows(idle=True)
            if session.over:
                break
            person_acts(session, watch, chooser)
        assert game.is_over and session.over
        assert session.drift == []
        assert watch.checks > 0
        peeks += watch.peeks_seen
        games += 1
        session.deleteLater()
    assert games == 50
    assert peeks > 0, "the owners' peeks did show their dice"


def _faces(entries: list[list[str]]) -> list[list[int]]:
    return [[parse_poker_face(face) for face in entry] for entry in entries]


def _scripted_session(
    rolls: list[list[str]], options: dict[str, Any], first: str, moves: dict[int, list[Any]], people: list[int]
) -> tuple[PokerSession, PeekPoker]:
    """Three seats with scripted dice; the computers' moves come from `moves` (seat -> JSON moves in order)."""
    game: PeekPoker = new_game("peekpoker", NAMES[:3], ScriptedDice(_faces(rolls)), options, first=first)  # type: ignore[assignment]

    scripts = {seat: [action_from_json(move) for move in todo] for seat, todo in moves.items()}
    choosers = {seat: (lambda _view, todo=todo: todo.pop(0)) for seat, todo in scripts.items()}
    humans = [seat in people for seat in range(3)]
    return PokerSession(game, humans, choosers, animate=False), game


def advance(session: PokerSession) -> None:
    """Run until a person has a decision to make (people throw their own dice by pressing Roll) or the end."""
    for _ in range(100):
        run_until_a_person_acts(session)
        if session.over or session.controls["kind"] not in ("roll", ""):
            return
        if session.awaitingReady:
            return
        session.roll()
    raise AssertionError("no decision came")


def _recorded(session: PokerSession) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """(kind, data, table once played) of every step the scene makes from now on."""
    steps: list[tuple[str, dict[str, Any], dict[str, Any]]] = []
    scene = session._poker_scene
    original = scene._mark

    def record(step: Any) -> Any:
        original(step)
        steps.append((step.kind, step.data, scene.snapshots[id(step)].table))
        return step

    scene._mark = record  # type: ignore[method-assign]
    return steps


def _play(session: PokerSession, game: PeekPoker, script: list[tuple[int, Any]]) -> None:
    for seat, move in script:
        advance(session)
        assert game.current_player == seat
        session.ready()
        session.act_json(move)
    advance(session)


def test_a_side_pot_stands_apart_and_goes_to_its_own_winner(qtbot: Any) -> None:
    # tests/scenarios/peekpoker/all_in_with_a_side_pot.json with You (0) and Ana (1) as people and Max (2) a
    # computer. Hand 2: Max bets 8 (all in), You call all in for less (4), Ana calls: a main pot of 5 x 3 that
    # You win with four kings, and a side pot of 4 x 2 that only Max and Ana contest: Max's three queens.
    rolls = [["K", "K", "9"], ["10", "J", "Q"], ["9", "10", "Q"], ["K", "Q", "J"]]
    rolls += [["Q", "Q", "9"], ["K", "K", "K"], ["10", "J", "9"], ["Q", "K", "10"]]
    session, game = _scripted_session(rolls, {"stack": 10, "hands": 2}, "You", {2: ["fold", {"bet": 8}]}, [0, 1])
    steps = _recorded(session)
    _play(session, game, [(1, {"bet": 4}), (0, "call"), (1, "check"), (0, "check"), (0, "call"), (1, "call")])
    assert session.over
    hands = [table for kind, _, table in steps if kind == "hands"]
    assert len(hands) == 2, "both hands went to a showdown"
    assert hands[-1]["pots"] == [15, 8]
    wins = [data for kind, data, _ in steps if kind == "win"]
    assert [(w["pot"], w["seats"], w["amounts"]) for w in wins[-2:]] == [(0, [0], [15]), (1, [2], [8])]
    assert [seat["stack"] for seat in session.poker["seats"]] == [15, 7, 8] and game.result().winner == (0,)
    assert [seat["allIn"] for seat in hands[-1]["seats"]] == [True, False, True]


def test_the_showdown_puts_the_best_hand_shown_in_the_tray_until_the_next_hands_cups(qtbot: Any) -> None:
    """The side pot's scene: as the hands are named, the tray holds the main pot's winner's hand (You, four kings:
    not Max, who wins only the side pot) with its name, their dice shown and the board, each die named as theirs;
    the next thing that empties it is the next hand's cups or the idle table."""
    rolls = [["K", "K", "9"], ["10", "J", "Q"], ["9", "10", "Q"], ["K", "Q", "J"]]
    rolls += [["Q", "Q", "9"], ["K", "K", "K"], ["10", "J", "9"], ["Q", "K", "10"]]
    session, game = _scripted_session(rolls, {"stack": 10, "hands": 2}, "You", {2: ["fold", {"bet": 8}]}, [0, 1])
    seen: list[tuple[str, list[tuple[int, str, str]]]] = []

    def look() -> None:
        rows = session.tray_rows()
        seen.append((session.hud["reading"], [(row["face"], row["group"], row["name"]) for row in rows]))

    session.changed.connect(look)
    _play(session, game, [(1, {"bet": 4}), (0, "call"), (1, "check"), (0, "check"), (0, "call"), (1, "call")])
    assert session.over
    readings = [reading for reading, _ in seen]
    # hand 1: Ana's three kings beat your pair of queens; hand 2: your four kings take the main pot
    for best in ("Ana's hand: three kings", "Your hand: four kings"):
        assert best in readings, readings
        assert readings[readings.index(best) + 1] == "", "the showdown's hand stays until the next cups or the end"
    _, dice = seen[readings.index("Your hand: four kings")]
    king = parse_poker_face("K")
    assert [(face, name) for face, group, name in dice if group == "shown"] == [(king, "king, shown by you")] * 3
    assert sorted(face for face, group, _ in dice if group == "community") == sorted(_faces([["Q", "K", "10"]])[0])
    _, dice = seen[readings.index("Ana's hand: three kings")]
    assert [name for _, group, name in dice if group == "shown"] == ["king, shown by Ana"] * 2 + ["nine, shown by Ana"]


def test_a_split_pot_goes_half_and_half_with_the_odd_chip_left_of_the_dealer(qtbot: Any) -> None:
    # tests/scenarios/peekpoker/split_pot_odd_chip.json: Ana (1) deals and folds (a computer); You (0) and
    # Max (2) show the same pair of kings and split the five chips, the odd one to Max, left of the dealer.
    rolls = [["9", "10", "Q"], ["Q", "10", "9"], ["A", "K", "K"], ["K", "K", "J"]]
    session, game = _scripted_session(rolls, {"hands": 1}, "Ana", {1: ["fold"]}, [0, 2])
    steps = _recorded(session)
    _play(session, game, [(2, "check"), (0, {"bet": 1}), (2, "call"), (2, "check"), (0, "check")])
    assert session.over
    (win,) = [data for kind, data, _ in steps if kind == "win"]
    assert win["seats"] == [2, 0] and win["amounts"] == [3, 2]  # one pot, split visibly: both shares at once
    hands = [seat["hand"] for seat in session.poker["seats"]]
    assert hands == ["pair of kings", "", "pair of kings"]  # Ana folded: her dice were never shown
    assert [row["value"] for row in session.dice.rows()[3:6]] == [0, 0, 0]


def test_the_owners_peek_shows_their_dice_only_while_held_and_only_to_them(qtbot: Any) -> None:
    rolls = [["A", "K", "9"], ["Q", "Q", "J"], ["10", "10", "9"], ["K", "K", "J"]]
    session, game = _scripted_session(rolls, {"hands": 1}, "Max", {2: []}, [0, 1])
    advance(session)
    assert game.current_player == 0 and session.awaitingReady
    session.peek(True)
    assert all(row["value"] == 0 for row in session.dice.rows())  # nobody said ready: nothing shows
    session.ready()
    assert not session.awaitingReady and session.peekSeat == 0
    session.peek(True)
    mine = [row for row in session.dice.rows() if row["owner"] == 0 and row["index"] < 3]
    assert [row["value"] for row in mine] == [6, 5, 1] and {row["zone"] for row in mine} == {PEEK}
    offsets = [row["offset"] for row in mine]
    assert offsets == [scene_pose((0, 0, 0), session._poker_scene._face_up(v))[1] for v in (6, 5, 1)]
    assert all(row["value"] == 0 for row in session.dice.rows() if row["owner"] in (1, 2))
    assert session.poker["seats"][0]["cup"] == "peek"
    session.peek(False)
    assert all(row["value"] == 0 for row in session.dice.rows())
    session.peek(True)
    session.act_json("check")  # acting lowers the cup, and the next person must say ready again
    advance(session)
    assert game.current_player == 1 and session.awaitingReady
    assert all(row["value"] == 0 for row in session.dice.rows())
    session.keepLifted = True  # only for a lone person against computers
    assert not session.keepLifted


def test_the_button_moves_to_the_dealer_the_rules_name_even_when_you_deal() -> None:
    """The scene places the button from the HandStarted event, not from the log's words ("Hand 2: You deal")."""
    dice = ScriptedDice([[parse_poker_face(face) for face in throw] for throw in (("9", "10", "J"), ("K", "K", "Q"))])
    game = PeekPoker(["Max", "You"], dice, {}, "Max")
    scene = PokerScene(game)
    assert scene.table_state()["dealer"] == 0 and scene.table_state()["hand"] == 1
    events = [*game.apply(ROLL), *game.apply(ROLL), *game.apply(FOLD)]  # You fold: hand 2 starts, You deal
    assert "Hand 2: you deal" in game.log_lines()
    steps = scene.steps_for(events)
    buttons = [step.data for step in steps if step.kind == "button"]
    assert [(data["from"], data["to"]) for data in buttons] == [(0, 1)]
    assert scene.table_state()["dealer"] == 1 and scene.table_state()["hand"] == 2


def _all_in_person(session: PokerSession) -> None:
    """A reckless person: throws, keeps every ace, and bets everything whenever they may."""
    controls = session.controls
    if controls["kind"] == "roll":
        session.roll()
    elif controls["kind"] == "reroll":
        session.rerollChosen()
    elif controls["sizes"]:
        session.betTo(max(controls["sizes"]))
    else:
        session.act('"call"' if controls["call"] else '"check"')


def test_a_person_out_of_chips_may_skip_to_the_end_while_the_computers_play_on(qtbot: Any) -> None:
    busted_games = 0
    for seed in (1, 4):  # pinned deals in which the reckless person busts with two computers or more left
        game: PeekPoker = new_game("peekpoker", NAMES[:4], SeededDice(seed), {"stack": 4})  # type: ignore[assignment]
        choosers = {seat: make_bot("peekpoker", "easy", seed + seat).choose for seat in (1, 2, 3)}
        session = PokerSession(game, [True, False, False, False], choosers, animate=False)
        while not (session.over or session.peopleOut):
            if session.humanTurn:
                _all_in_person(session)
            QCoreApplication.processEvents()
        if session.over:
            assert not session.peopleOut
            continue
        busted_games += 1
        assert session.poker["seats"][0]["out"] and len(game.betting.live) >= 2
        session.speed = 1.0
        session.skipToEnd()
        assert session.skipAnimations and session.speed == 4.0
        assert session.over, "played out at once, not one action per pass of the event loop"
        assert not session.peopleOut and game.result().winner != (0,)
        session.stop()
    assert busted_games == 2, "the pinned deals bust the reckless person before the end"


def test_skip_to_the_end_is_refused_while_a_person_still_plays(qtbot: Any) -> None:
    game: PeekPoker = new_game("peekpoker", NAMES[:3], SeededDice(5), {})  # type: ignore[assignment]
    choosers = {seat: make_bot("peekpoker", "easy", seat).choose for seat in (1, 2)}
    session = PokerSession(game, [True, False, False], choosers, animate=False)
    run_until_a_person_acts(session)
    assert not session.peopleOut
    session.skipToEnd()
    assert not session.skipAnimations
