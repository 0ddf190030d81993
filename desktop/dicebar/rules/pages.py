"""The rules page of each game, as players read it in the app, with the house rules.

`rules_page(game_id, options)` gives Markdown for Qt's Text.MarkdownText (headings, paragraphs, bullet lists and
bold only: no tables, no HTML). The page opens with the house rules at this table, each said on or off (or with
its value) and what it does (the option's own sentence, `OptionSpec.says`), and the rules that follow are written
for those options by the game's page writer (`GameType.page`, in the game's `*_page.py`): a switched option
changes the rule it touches, not only its own line. It ends with what every game shares (seats, faces, who
starts, the bar's words).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dicebar.rules.errors import RulesError
from dicebar.rules.options import OptionSpec, OptionValue
from dicebar.rules.registry import check_options, game_type

Options = Mapping[str, OptionValue]


@dataclass(frozen=True)
class Page:
    """A game's own part of the page: the rules written for the house rules at the table."""

    blocks: list[str]
    intro: str = ""


# ----- small Markdown helpers ---------------------------------------------------------------------------


def section(title: str, *items: str) -> str:
    """A heading and a bullet list (empty items are left out, so a rule can be there for one option only)."""
    return f"## {title}\n\n" + "\n".join(f"- {item}" for item in items if item)


def whole_number(value: OptionValue) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"expected a whole number, not {value!r}")
    return value


def _state(spec: OptionSpec, value: OptionValue) -> str:
    """An option's value as the page says it: on/off, a number, none, or a choice in words."""
    if spec.kind == "flag":
        return "on" if value else "off"
    if value is None:
        return "none"
    return str(value).replace("_", " ")


_COMMON = "\n\n".join(
    [
        section(
            "Common to every game",
            'Seats sit in a circle. "Left" is the next seat in turn order (clockwise); "right" is the previous one.',
            "A face is 1 to 6 on ordinary pip dice; poker dice show 9, 10, J, Q, K and A.",
            "Who starts: each player rolls one die, and the highest starts; players tied for highest roll again "
            "among themselves. The app shows these roll-offs. A game may instead be started with a named first "
            "player.",
            "The game alone decides every roll, and the dice on the table only show the values it chose. A real "
            "game's dice follow from a secret seed, fixed before the first roll: the table shows the game's seal at "
            "the start (a code made from the seed, the game, the players in their seats and the house rules) and "
            "reveals the seed when the game ends, so anyone can re-derive every die and check it (dicebar verify). "
            "The seal proves the dice were fixed before anyone played and that nobody, person or computer, steered "
            "them; it is no secret from the machine's owner, whose saved game holds the seed. Since the seed gives "
            "away every die, folded PeekPoker hands too, it is revealed only once the game is over, never after a "
            "hand. Tutorials use scripted dice, and the kiosk's demo is not sealed.",
        ),
        section(
            "Bar talk",
            '"Forty-five in three": a hand of four 5s made in three rolls.',
            '"In one", "in two": made in one roll, in two rolls. "All day": in three rolls.',
            '"The mark" is the hand to beat.',
        ),
    ]
)


def _one_line(error: RulesError) -> RulesError:
    """The same error said in one line (an option name typed with a line break must not break the message)."""
    text = str(error)
    return error if "\n" not in text and "\r" not in text else RulesError(" ".join(text.split()))


def rules_page(game_id: str, options: Mapping[str, object]) -> str:
    """The game's rules page in Markdown for these house rules (defaults for the ones not given)."""
    try:
        resolved = check_options(game_id, options)
    except RulesError as error:
        raise _one_line(error) from None
    described = game_type(game_id)
    page = described.page(resolved, described.players[1])
    house = []
    for spec in described.options:
        name = spec.name.replace("_", " ")
        value = resolved[spec.name]
        house.append(f"House rule — {name}: **{_state(spec, value)}**. {spec.sentence(value).english()}")
    blocks = [
        f"# {described.title}",
        described.tagline,
        page.intro,
        section("House rules at this table", *house),
        *page.blocks,
        _COMMON,
    ]
    return "\n\n".join(block for block in blocks if block) + "\n"
