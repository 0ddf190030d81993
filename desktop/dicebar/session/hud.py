"""What the heads-up display says, in the bar's words, from what a seat may see (no Qt here).

Each game's observation has its own keys (see the game modules' docstrings); this module turns them into the
same few lines for every game, so the views need no special cases: a headline (whose turn, which roll), the
mark to beat, the rolls left, one line of detail (the pot, the centre, the horses), and the result.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from dicebar.rules.events import GameOver
from dicebar.rules.game import Game
from dicebar.rules.lingo import acts, count_words, possessive
from dicebar.session.translation import render


@dataclass(frozen=True)
class Hud:
    headline: str = ""
    mark: str = ""
    rolls: str = ""
    detail: str = ""
    result: str = ""

    def to_json(self) -> dict[str, str]:
        return asdict(self)


def _plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def _rolls_line(used: int, allowed: int) -> str:
    if used == 0:
        return f"up to {count_words(allowed)} {'roll' if allowed == 1 else 'rolls'}"
    left = allowed - used
    return "no rolls left" if left <= 0 else f"roll {used} of {allowed}: {_plural(left, 'roll', 'rolls')} left"


def _aces(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    detail = f"Pot: {_plural(view['pot'], 'token', 'tokens')}"
    if view.get("rounds", 1) > 1:
        won = ", ".join(f"{names[seat]} {count}" for seat, count in enumerate(view["rounds_won"]) if count)
        detail += f"  ·  round {view['round']} of {view['rounds']}" + (f"  ·  won: {won}" if won else "")
    rolls = ""
    if view.get("phase") == "endgame" and view.get("endgame_seat") is not None:
        rolls = f"last token: roll {view['endgame_rolls'] + 1} of 3, no six wins the pot"
    return Hud(rolls=rolls, detail=detail)


def _fives(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    rolls = "one die left: a 1 ends it" if view.get("phase") == "single" else ""
    return Hud(rolls=rolls, detail=f"Centre: {_plural(view['center'], 'die', 'dice')}")


def _bar_dice(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    mark = view.get("mark")
    mark_line = ""
    if mark:
        holders = " & ".join(names[seat] for seat in mark["seats"])
        mark_line = f"The mark: {mark['call']} ({holders})"
    turn = view.get("turn")
    rolls = _rolls_line(turn["rolls_used"], turn["max_rolls"]) if turn else ""
    detail = ""
    final = view.get("final")
    if final:
        horses = ", ".join(
            f"{names[seat]} {count}"
            for seat, count in enumerate(final["horses"])
            if seat in view.get("order", []) or count
        )
        detail = f"The final, hand {final['hand']}" + (f"  ·  horses: {horses}" if horses else "")
    elif view.get("phase") in ("round", "tie-break"):
        detail = f"{'Tie-break' if view['phase'] == 'tie-break' else 'Round'} {view.get('round', 1)}"
    return Hud(mark=mark_line, rolls=rolls, detail=detail)


def _layman(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    mark = view.get("mark")
    mark_line = f"The mark: {mark['call']} ({names[mark['seat']]})" if mark and mark.get("valid") else ""
    rolls = _rolls_line(view.get("rolls_used", 0), view.get("pace", 3)) if view.get("turn_seat") is not None else ""
    phase = view.get("phase", "")
    if phase == "sponsor":
        horses = ", ".join(f"{names[seat]} {view['horses'][seat]}" for seat in view.get("in", []))
        detail = f"Sponsor phase, turn {view.get('turn', 1)}  ·  horses: {horses}"
    elif phase == "roll-off":
        detail = "Roll-off: one roll each, hammer first"
    elif phase == "elimination":
        detail = f"Elimination, round {view.get('round', 1)}"
    else:
        detail = ""
    hammer = view.get("hammer")
    if hammer is not None and phase in ("sponsor", "elimination"):
        detail += f"  ·  hammer: {names[hammer]}"
    return Hud(mark=mark_line, rolls=rolls, detail=detail)


def _poker(view: Mapping[str, Any], names: Sequence[str]) -> Hud:
    pot = sum(int(pot["amount"]) for pot in view.get("pots", []))
    hand = view.get("hand", 0)
    dealer = view.get("dealer")
    deals = f"  ·  {acts(names[dealer], 'deals')}" if isinstance(dealer, int) else ""
    return Hud(detail=f"Hand {hand}{deals}  ·  pot: {_plural(pot, 'chip', 'chips')}")


_BY_GAME: dict[str, Callable[[Mapping[str, Any], Sequence[str]], Hud]] = {
    "aces-in-the-pot": _aces,
    "fives-to-the-right": _fives,
    "bar-dice": _bar_dice,
    "layman-bar-dice": _layman,
    "peekpoker": _poker,
}


def hud_for(game: Game, seat: int) -> Hud:
    """The display for the table as `seat` sees it (the current player on a shared screen)."""
    view = game.observation(seat, with_log=False)
    names = game.names
    specific = _BY_GAME[game.game_id](view, names) if not view["in_rolloff"] else Hud()
    current = game.current_player
    if game.is_over:
        result = next(
            (render(game.describe(event)) for event in reversed(game.log) if isinstance(event, GameOver)), "Game over"
        )
        return Hud(headline="Game over", detail=specific.detail, result=result)
    headline = ""
    if current is not None:
        headline = (
            acts(names[current], "rolls for the start") if view["in_rolloff"] else f"{possessive(names[current])} turn"
        )
    return Hud(headline=headline, mark=specific.mark, rolls=specific.rolls, detail=specific.detail)
