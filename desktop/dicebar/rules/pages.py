"""The rules page of each game, as players read it in the app, with the house rules.

`rules_page(game_id, options)` gives Markdown for Qt's Text.MarkdownText (headings, paragraphs, bullet lists and
bold only: no tables, no HTML). The page opens with the house rules at this table, each said on or off (or with
its value) and what it does (the option's own sentence, `OptionSpec.says`), and the rules that follow are written
for those options by the game's page writer (`GameType.page`, in the game's `*_page.py`): a switched option
changes the rule it touches, not only its own line. It ends with what every game shares (seats, faces, who
starts, the bar's words).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from dicebar.rules.errors import RulesError
from dicebar.rules.options import OptionSpec, OptionValue
from dicebar.rules.registry import check_options, game_type
from dicebar.rules.words import QT_TRANSLATE_NOOP, Text, Words, said

Options = Mapping[str, OptionValue]


#: a text of the page: marked for translation (`Text`), with fields (`Words`), or plain (a game defined elsewhere)
Said = str | Words


@dataclass(frozen=True)
class Section:
    """A heading, an optional paragraph, and a bullet list."""

    title: Said
    items: tuple[Said, ...]
    lead: Said = ""


Block = Said | Section


@dataclass(frozen=True)
class Page:
    """A game's own part of the page: the rules written for the house rules at the table."""

    blocks: Sequence[Block]
    intro: Said = ""


# ----- small Markdown helpers ---------------------------------------------------------------------------


def section(title: Said, *items: Said, lead: Said = "") -> Section:
    """A heading and a bullet list (empty items are left out, so a rule can be there for one option only)."""
    return Section(title, tuple(item for item in items if item), lead)


def _english(words: Words) -> str:
    return words.english()


class _Writer:
    """Says the page's texts with `say` (a marked text through the translator; plain text as it is)."""

    def __init__(self, say: Callable[[Words], str]) -> None:
        self.say = say

    def text(self, said: Said) -> str:
        if isinstance(said, Words):
            return self.say(said)
        return self.say(Words(said)) if isinstance(said, Text) else said

    def block(self, block: Block) -> str:
        if not isinstance(block, Section):
            return self.text(block)
        parts = [f"## {self.text(block.title)}", self.text(block.lead) if block.lead else ""]
        parts.append("\n".join(f"- {self.text(item)}" for item in block.items))
        return "\n\n".join(part for part in parts if part)


def whole_number(value: OptionValue) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"expected a whole number, not {value!r}")
    return value


def _state(spec: OptionSpec, value: OptionValue) -> Said:
    """An option's value as the page says it: on/off, a number, none, or a choice in words."""
    if spec.kind == "flag":
        return QT_TRANSLATE_NOOP("Rules", "on") if value else QT_TRANSLATE_NOOP("Rules", "off")
    if value is None:
        return QT_TRANSLATE_NOOP("Rules", "none")
    if value in spec.choices and len(spec.choice_words) == len(spec.choices):
        return spec.choice_words[spec.choices.index(str(value))]
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


def rules_page(game_id: str, options: Mapping[str, object], say: Callable[[Words], str] = _english) -> str:
    """The game's rules page in Markdown for these house rules (defaults for the ones not given), each text said
    with `say` (in English unless given: the session says them through Qt's translator)."""
    try:
        resolved = check_options(game_id, options)
    except RulesError as error:
        raise _one_line(error) from None
    described = game_type(game_id)
    page = described.page(resolved, described.players[1])
    writer = _Writer(say)
    house: list[Said] = [
        said(
            QT_TRANSLATE_NOOP("Rules", "{name} — **{state}**. {does}"),
            name=said(spec.label),
            state=said(state) if isinstance(state, Text) else state,
            does=spec.sentence(resolved[spec.name]),
        )
        for spec in described.options
        for state in [_state(spec, resolved[spec.name])]
    ]
    blocks = [
        f"# {writer.text(described.title)}",
        writer.text(described.tagline),
        writer.text(page.intro),
        writer.block(section(QT_TRANSLATE_NOOP("Rules", "House rules at this table"), *house)),
        *(writer.block(block) for block in page.blocks),
        *(writer.block(block) for block in _COMMON),
    ]
    return "\n\n".join(block for block in blocks if block) + "\n"
