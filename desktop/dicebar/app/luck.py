"""The house's luck: how evenly this machine's dice have fallen, and each player's luckiest and unluckiest game.

The evenness is a chi-square goodness-of-fit test of the faces thrown against a fair die (six faces, so five
degrees of freedom), said in plain words: "As even as real dice (p = 0.41)". Only a p below `UNUSUAL_P`, with at
least `UNUSUAL_EXPECTED` dice expected on each face, is called "unusual": fewer dice than that, and an uneven count
is the small sample's doing as often as not. It never says "not fair": a test can only say how surprising the
counts would be from a fair die. Below `TOO_FEW_EXPECTED` per face the test says nothing, and the page says so.

A player's luck in one game comes from the dice alone: the share of their dice showing the faces that game is
glad of (`GameType.luck`, declared beside each game's rules), above or below what even dice would show.

QML makes a `LuckModel` (`import DiceBar.Records`, registered with the leaderboard's model), gives it the
statistics (`stats`) and the game shown (`gameId`, empty for all games), and draws `groups` (the whole machine,
people, computers) as bars.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Property, QDate, QLocale, QObject, Qt, Signal, Slot

from dicebar.app.stats_reader import StatsReader
from dicebar.rules.dice import poker_face_name
from dicebar.rules.registry import game_ids, game_type
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, said
from dicebar.session.translation import render, shown

log = logging.getLogger(__name__)

FACES = 6
DEGREES_OF_FREEDOM = FACES - 1
#: below this p (and with enough dice) the counts are called unusual
UNUSUAL_P = 0.001
#: dice expected on each face before an uneven count may be called unusual
UNUSUAL_EXPECTED = 30
#: dice expected on each face before the test says anything at all (the chi-square rule of thumb)
TOO_FEW_EXPECTED = 5
#: the fewest dice a player must throw in a game for it to be their luckiest or unluckiest
LUCK_MIN_DICE = 10


def chi_square(counts: Sequence[int]) -> float:
    """Pearson's statistic of the counts against equal shares."""
    total = sum(counts)
    if total == 0:
        return 0.0
    expected = total / len(counts)
    return sum((count - expected) ** 2 for count in counts) / expected


def p_value(statistic: float) -> float:
    """P(X >= statistic) for X chi-square with 5 degrees of freedom: the regularized upper gamma Q(5/2, x/2),
    in closed form for a half-integer shape: erfc(sqrt(x/2)) + sqrt(2x/pi) e^(-x/2) (1 + x/3)."""
    x = max(0.0, statistic)
    return min(1.0, math.erfc(math.sqrt(x / 2)) + math.sqrt(2 * x / math.pi) * math.exp(-x / 2) * (1 + x / 3))


def p_text(p: float) -> str:
    """A p value as the page writes it: two decimals, three below 0.01, and "p < 0.001" below that."""
    locale = QLocale()  # the language's decimal point: "p = 0,41" in German
    if p < UNUSUAL_P:
        return "p < " + locale.toString(UNUSUAL_P, "f", 3)
    return "p = " + locale.toString(p, "f", 2 if p >= 0.01 else 3)


def verdict(counts: Sequence[int]) -> Words:
    """The chi-square test of `counts` (dice per face) in plain words."""
    total = sum(counts)
    expected = total / FACES
    if total == 0:
        return said(QT_TRANSLATE_NOOP("Luck", "No dice thrown yet."))
    if expected < TOO_FEW_EXPECTED:
        return said(QT_TRANSLATE_NOOP("Luck", "Too few dice to tell yet ({dice} thrown)."), dice=total)
    p = p_value(chi_square(counts))
    if p >= UNUSUAL_P:
        return said(QT_TRANSLATE_NOOP("Luck", "As even as real dice ({p})."), p=p_text(p))
    if expected < UNUSUAL_EXPECTED:
        return said(QT_TRANSLATE_NOOP("Luck", "Uneven so far, but too few dice to tell ({p})."), p=p_text(p))
    return said(
        QT_TRANSLATE_NOOP("Luck", "Unusual: even dice fall this unevenly less than once in a thousand times ({p})."),
        p=p_text(p),
    )


def shares(counts: Sequence[int]) -> list[float]:
    total = sum(counts)
    return [count / total if total else 0.0 for count in counts]


def face_labels(game_id: str) -> list[str]:
    """The faces as the game's dice show them: 1..6, or 9 10 J Q K A on poker dice (the same six indices)."""
    poker = bool(game_id) and game_type(game_id).poker_faces
    return [poker_face_name(face) if poker else str(face) for face in range(1, FACES + 1)]


def luck_of(game_id: str, faces: Sequence[int]) -> float | None:
    """A player's luck in one game: the share of their dice on the game's lucky faces, less the even share;
    None when the game declares no luck or too few dice were thrown to say."""
    luck = game_type(game_id).luck if game_id in game_ids() else None
    dice = sum(faces)
    if luck is None or dice < LUCK_MIN_DICE:
        return None
    return sum(faces[face - 1] for face in luck.faces) / dice - luck.even_share


def luck_line(game_id: str, ended: str, faces: Sequence[int]) -> Words:
    luck = game_type(game_id).luck
    assert luck is not None
    dice = sum(faces)
    lucky = sum(faces[face - 1] for face in luck.faces)
    return said(
        QT_TRANSLATE_NOOP("Luck", "{game}, {day}: {share}% of {dice} dice lucky (even dice: {even}%)"),
        game=said(game_type(game_id).title),
        day=QLocale().toString(QDate.fromString(ended[:10], Qt.DateFormat.ISODate), QLocale.FormatType.ShortFormat),
        share=round(100 * lucky / dice),
        dice=dice,
        even=round(100 * luck.even_share),
    )


def players_luck(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per player (people first, then by name): their luckiest and unluckiest game ("" where there is none)."""
    best: dict[tuple[str, bool], tuple[float, dict[str, Any]]] = {}
    worst: dict[tuple[str, bool], tuple[float, dict[str, Any]]] = {}
    for row in rows:
        score = luck_of(row["game"], row["faces"])
        if score is None:
            continue
        player = (row["name"], row["computer"])
        if player not in best or score > best[player][0]:
            best[player] = (score, row)
        if player not in worst or score < worst[player][0]:
            worst[player] = (score, row)

    def line(pick: tuple[float, dict[str, Any]]) -> str:
        row = pick[1]
        return render(luck_line(row["game"], row["ended"], row["faces"]))

    return [
        {
            "name": name,
            "computer": computer,
            "luckiest": line(best[(name, computer)]),
            # one game only: it is the luckiest, and there is no unluckiest to set against it
            "unluckiest": line(worst[(name, computer)])
            if worst[(name, computer)][1] is not best[(name, computer)][1]
            else "",
        }
        for name, computer in sorted(best, key=lambda player: (player[1], player[0].casefold()))
    ]


class LuckModel(QObject, StatsReader):
    """The luck page's figures for one game (or all), read again whenever the statistics change."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game_id = ""
        self._groups: list[dict[str, Any]] = []
        self._players: list[dict[str, Any]] = []
        self._read()

    @Slot()  # a slot of this object: a page's model deleted with its page is disconnected with it
    @Slot()
    def _read(self) -> None:
        thrown = self._stats.faces_by_thrower(self._game_id) if self._stats is not None else {}
        people, computers = thrown.get(True, (0,) * FACES), thrown.get(False, (0,) * FACES)
        everyone = tuple(a + b for a, b in zip(people, computers, strict=True))
        titles = (
            ("all", QT_TRANSLATE_NOOP("Luck", "Every die on this machine"), everyone),
            ("people", QT_TRANSLATE_NOOP("Luck", "Thrown by people"), people),
            ("computers", QT_TRANSLATE_NOOP("Luck", "Thrown by computers"), computers),
        )
        self._groups = [
            {
                "key": key,
                "title": shown(title),
                "dice": sum(counts),
                "counts": list(counts),
                "shares": shares(counts),
                "verdict": render(verdict(counts)),
            }
            for key, title, counts in titles
        ]
        rows = self._stats.faces_per_game(self._game_id) if self._stats is not None else []
        self._players = players_luck(rows)
        self.changed.emit()

    def _get_scale(self) -> float:
        """The share the tallest bar stands for: every chart on the page drawn to one scale, even dice a third
        of the way down at most."""
        tallest = max((share for group in self._groups for share in group["shares"]), default=0.0)
        return max(tallest, 1.5 / FACES)

    def _get_meanings(self) -> list[dict[str, str]]:
        shown_games = [self._game_id] if self._game_id else list(game_ids())
        return [
            {"title": shown(game_type(g).title), "means": shown(luck.means)}
            for g in shown_games
            if (luck := game_type(g).luck) is not None
        ]

    stats = Property(QObject, StatsReader._get_stats, StatsReader._set_stats, notify=changed)
    gameId = Property(str, StatsReader._get_game_id, StatsReader._set_game_id, notify=changed)
    groups = Property(list, lambda self: self._groups, notify=changed)
    players = Property(list, lambda self: self._players, notify=changed)
    scale = Property(float, _get_scale, notify=changed)
    evenShare = Property(float, lambda self: 1 / FACES, constant=True)
    faceLabels = Property(list, lambda self: face_labels(self._game_id), notify=changed)
    meanings = Property(list, _get_meanings, notify=changed)
