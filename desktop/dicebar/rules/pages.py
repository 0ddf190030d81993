"""The rules page of each game, as players read it in the app, with the house rules.

`rules_page(game_id, options)` gives Markdown for Qt's Text.MarkdownText (headings, paragraphs, bullet lists and
bold only: no tables, no HTML). The page opens with the house rules at this table, each said on or off (or with
its value) and what it does (the option's own sentence, `OptionSpec.says`), and the rules that follow are written
for those options by the game's page writer (`GameType.page`, in the game's `*_page.py`): a switched option
changes the rule it touches, not only its own line. It ends with what every game shares (seats, faces, who
starts, the bar's words).

Every sentence is a marked text (`QT_TRANSLATE_NOOP`, in the context "Rules"), so the page is
said in the language shown: `rules_page` takes the session's `say` (English by default, for tests and tools).
A plain `str` is shown as written (a game's page may be written in English alone).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from dicebar.rules.errors import RulesError
from dicebar.rules.options import OptionSpec, OptionValue
from dicebar.rules.registry import check_options, game_type
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text, Words, said

Options = Mapping[str, OptionValue]
#: a line of the page: marked words (a `Text` or `Words`), or a plain `str` shown as written
Line = str | Words
#: how the page's words are said: `Words` -> the text in the language shown
Say = Callable[[Words], str]


@dataclass(frozen=True)
class Section:
    """A heading, an optional lead paragraph and a bullet list."""

    title: Line
    items: tuple[Line, ...]
    lead: Line = ""


Block = Section | Line


@dataclass(frozen=True)
class Page:
    """A game's own part of the page: the rules written for the house rules at the table."""

    blocks: Sequence[Block]
    intro: Line = ""


# ----- small Markdown helpers ---------------------------------------------------------------------------


def section(title: Line, *items: Line, lead: Line = "") -> Section:
    """A heading and a bullet list (empty items are left out, so a rule can be there for one option only)."""
    return Section(title, items, lead)


def _said(line: Line, say: Say) -> str:
    if isinstance(line, Words):
        return say(line)
    return say(said(line)) if isinstance(line, Text) else line


def _markdown(block: Block, say: Say) -> str:
    if not isinstance(block, Section):
        return _said(block, say)
    lead = _said(block.lead, say)
    items = "\n".join(f"- {_said(item, say)}" for item in block.items if item)
    return f"## {_said(block.title, say)}\n\n" + (f"{lead}\n\n" if lead else "") + items


def whole_number(value: OptionValue) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"expected a whole number, not {value!r}")
    return value


_FLAG_STATES = {True: QT_TRANSLATE_NOOP("Rules", "on"), False: QT_TRANSLATE_NOOP("Rules", "off")}


def _state(spec: OptionSpec, value: OptionValue) -> str | Words:
    """An option's value as the page says it: on/off, a number, none, or a choice in words."""
    if spec.kind == "flag":
        return said(_FLAG_STATES[bool(value)])
    if value is None:
        return said(QT_TRANSLATE_NOOP("Rules", "none"))
    return str(value).replace("_", " ")


_COMMON = (
    section(
        QT_TRANSLATE_NOOP("Rules", "Common to every game"),
        QT_TRANSLATE_NOOP(
            "Rules",
            'Seats sit in a circle. "Left" is the next seat in turn order (clockwise); "right" is the previous one.',
        ),
        QT_TRANSLATE_NOOP("Rules", "A face is 1 to 6 on ordinary pip dice; poker dice show 9, 10, J, Q, K and A."),
        QT_TRANSLATE_NOOP(
            "Rules",
            "Who starts: each player rolls one die, and the highest starts; players tied for highest roll again "
            "among themselves. The app shows these roll-offs. A game may instead be started with a named first "
            "player.",
        ),
        QT_TRANSLATE_NOOP(
            "Rules",
            "The game alone decides every roll, and the dice on the table only show the values it chose. A real "
            "game's dice follow from a secret seed, fixed before the first roll: the table shows the game's seal at "
            "the start (a code made from the seed, the game, the players in their seats and the house rules) and "
            "reveals the seed when the game ends, so anyone can re-derive every die and check it (dicebar verify). "
            "The seal proves the dice were fixed before anyone played and that nobody, person or computer, steered "
            "them; it is no secret from the machine's owner, whose saved game holds the seed. Since the seed gives "
            "away every die, folded PeekPoker hands too, it is revealed only once the game is over, never after a "
            "hand. Tutorials use scripted dice, and the kiosk's demo is not sealed.",
        ),
    ),
    section(
        QT_TRANSLATE_NOOP("Rules", "Bar talk"),
        QT_TRANSLATE_NOOP("Rules", '"Forty-five in three": a hand of four 5s made in three rolls.'),
        QT_TRANSLATE_NOOP("Rules", '"In one", "in two": made in one roll, in two rolls. "All day": in three rolls.'),
        QT_TRANSLATE_NOOP("Rules", '"The mark" is the hand to beat.'),
    ),
)


def _one_line(error: RulesError) -> RulesError:
    """The same error said in one line (an option name typed with a line break must not break the message)."""
    text = str(error)
    return error if "\n" not in text and "\r" not in text else RulesError(" ".join(text.split()))


def _english(words: Words) -> str:
    return words.english()


def rules_page(game_id: str, options: Mapping[str, object], say: Say = _english) -> str:
    """The game's rules page in Markdown for these house rules (defaults for the ones not given), its words
    said by `say` (English unless the session gives its translator)."""
    try:
        resolved = check_options(game_id, options)
    except RulesError as error:
        raise _one_line(error) from None
    described = game_type(game_id)
    page = described.page(resolved, described.players[1])
    house_rule = QT_TRANSLATE_NOOP("Rules", "House rule — {name}: **{state}**. {says}")
    house = [
        said(
            house_rule,
            name=spec.name.replace("_", " "),
            state=_state(spec, resolved[spec.name]),
            says=spec.sentence(resolved[spec.name]),
        )
        for spec in described.options
    ]
    blocks: list[Block] = [
        described.tagline,
        page.intro,
        section(QT_TRANSLATE_NOOP("Rules", "House rules at this table"), *house),
        *page.blocks,
        *_COMMON,
    ]
    heading = "# " + _said(described.title, say)
    return "\n\n".join([heading, *(_markdown(block, say) for block in blocks if block)]) + "\n"
