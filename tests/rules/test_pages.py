"""The in-app rules pages: every game has one that states its rules, with its house rules as set."""

from __future__ import annotations

import itertools
import re

import pytest

from dicebar.rules.errors import RulesError
from dicebar.rules.options import OptionSpec, OptionValue
from dicebar.rules.pages import rules_page
from dicebar.rules.registry import game_ids, game_type, game_types

HOUSE_HEADING = "## House rules at this table"


def _state(spec: OptionSpec, value: OptionValue) -> str:
    if spec.kind == "flag":
        return "on" if value else "off"
    if value in spec.choices:
        return str(spec.choice_words[spec.choices.index(str(value))])
    return "none" if value is None else str(value)


def _marker(spec: OptionSpec, value: OptionValue) -> str:
    return f"{spec.label} — **{_state(spec, value)}**."


def _body(page: str) -> str:
    """The page without its house-rule lines: the rules themselves, which must follow the options too."""
    markers = {f"- {spec.label} — " for described in game_types() for spec in described.options}
    return "\n".join(line for line in page.splitlines() if not any(line.startswith(mark) for mark in markers))


def _values(spec: OptionSpec) -> list[OptionValue]:
    """The default first, then other values of every kind the option takes."""
    if spec.kind == "flag":
        return [False, True]
    if spec.kind == "choice":
        return list(spec.choices)
    if spec.kind == "int_or_none":
        return [None, spec.minimum, spec.minimum + 6]
    assert isinstance(spec.default, int)
    return [spec.default, spec.default + 1, spec.default + 7]


ALL_OPTIONS = [(game_id, spec) for game_id in game_ids() for spec in game_type(game_id).options]


# ----- every game, every option ------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_has_a_page_with_its_title_house_rules_and_the_common_rules(game_id: str) -> None:
    page = rules_page(game_id, {})
    assert page.startswith(f"# {game_type(game_id).title}\n")
    assert game_type(game_id).tagline in page
    assert page.index(HOUSE_HEADING) < page.index("## Common to every game") < page.index("## Bar talk")
    assert len(page) > 1500


@pytest.mark.parametrize("game_id", game_ids())
def test_the_page_is_plain_markdown_qt_can_render(game_id: str) -> None:
    """Headings, paragraphs, bullets, bold: no tables, HTML, code, italics or stray underscores."""
    page = rules_page(game_id, {})
    lines = page.splitlines()
    assert [line for line in lines if line.startswith("# ")] == [lines[0]]
    for line in lines:
        assert not re.match(r"\s|[*+>|]|\d+[.)] |#{3,}", line), line
        assert line.count("**") % 2 == 0, line
        assert "*" not in line.replace("**", ""), line
    for mark in ("<", "`", "|", "_", "\t"):
        assert mark not in page
    assert "\n\n\n" not in page


@pytest.mark.parametrize(("game_id", "spec"), ALL_OPTIONS, ids=lambda item: getattr(item, "name", item))
def test_every_option_is_said_with_its_state_and_switching_it_changes_the_rules(game_id: str, spec: OptionSpec) -> None:
    values = _values(spec)
    pages = {repr(value): rules_page(game_id, {spec.name: value}) for value in values}
    assert rules_page(game_id, {}) == pages[repr(spec.default)]
    for value in values:
        page = pages[repr(value)]
        assert page.count(_marker(spec, value)) == 1
        for other in values:
            if _state(spec, other) != _state(spec, value):
                assert _marker(spec, other) not in page
    bodies = {_body(page) for page in pages.values()}
    assert len(bodies) == len(values), f"the rules text does not follow {spec.name}"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_combination_of_house_rules_reads_differently(game_id: str) -> None:
    specs = game_type(game_id).options
    choices = [_values(spec)[:2] for spec in specs]
    bodies = set()
    for combination in itertools.product(*choices):
        options = dict(zip((spec.name for spec in specs), combination, strict=True))
        page = rules_page(game_id, options)
        for spec, value in zip(specs, combination, strict=True):
            assert _marker(spec, value) in page
        bodies.add(_body(page))
    assert len(bodies) == len(list(itertools.product(*choices)))


def test_defaults_given_explicitly_read_the_same_as_none_given() -> None:
    for game_id in game_ids():
        defaults = {spec.name: spec.default for spec in game_type(game_id).options}
        assert rules_page(game_id, defaults) == rules_page(game_id, {})


# ----- the rules each page must state, by game -----------------------------------------------------------------

KEY_FACTS = {
    "aces-in-the-pot": [
        "3 or more players",
        "two dice",
        "two tokens",
        "each 1 (an ace): one of your tokens goes into the pot",
        "each 6: one of your tokens goes to the player on your left",
        "ones are paid before sixes",
        "you pay nothing more",
        "skipped, but is back in as soon as a token arrives from the right",
        "exactly one token outside the pot",
        "the rest of that roll lapses",
        "only sixes count now",
        "three rolls without a six: that player wins the pot",
        "the token and the dice pass one seat to the left",
        "2 × the number of players",
    ],
    "fives-to-the-right": [
        "aces to the centre",
        "2 or more players",
        "five dice",
        "each 1 goes to the centre",
        "each 2 goes to the player on your left",
        "each 5 goes to the player on your right",
        "roll all the dice you still hold again",
        "next player who holds dice",
        "single die",
        "a 1 ends the game",
        "loses and pays the bill",
        "last several dice",
        "5 × the number of players",
    ],
    "bar-dice": [
        "five dice",
        "up to three rolls",
        "set aside any of the dice",
        "1s are wild",
        "at least one 1",
        "count first, then face",
        "four 3s beat three 5s",
        "four 6s beat four 5s",
        "five 1s count as five 6s",
        "no straights, full houses or two pairs",
        '"forty-four in two" beats "forty-four in three"',
        "out (safe)",
        "tie-break round",
        "if no one scores, the round is played again",
        '"brings it back"',
        "best two hands of three",
        '"a horse on you"',
        '"a horse a piece"',
        "does not count toward the two of three",
        "buys the round",
    ],
    "layman-bar-dice": [
        "five dice",
        "1s are wild",
        "count × 10 + face",
        '"forty-two" is four 2s',
        "five 1s count as 56",
        "elimination phase",
        "exactly one roll of all five dice",
        "one tie, all tie",
        "do not trigger a tie",
        "becomes the hammer",
        "sponsor phase",
        "best two turns of three",
        "at most as many rolls as the hammer used",
        '("farm")',
        "until a 1 has shown, you may not farm",
        "roll-off",
        "the hammer alternates",
        "is the sponsor and buys the round",
        '"too lucky"',
        "buys shots",
    ],
    "peekpoker": [
        "2 to 8 players",
        "poker dice",
        "9 and k red, 10 and q black, j and a green",
        "a stack of 50 chips",
        "the button moves left each hand",
        "the last player with chips wins",
        "antes 1 chip",
        "three private dice under a cup",
        "three community dice",
        "check, bet, call, raise (no limit) or fold",
        "no-limit",
        "does not reopen the betting",
        "side pots",
        "uncalled chips return",
        "folding is allowed even when checking is free",
        "community aces are not theirs",
        "aces kept earlier may not",
        "five of a kind",
        "flush: all six dice red, or all six black",
        "large straight: all six dice, 9 10 j q k a",
        "straight: five dice 10 j q k a",
        "aces are high and are not wild",
        "six of a kind counts as five of a kind",
        "third pair's face as the kicker",
        "odd chips go one each to the winners",
        "peeks",
        "50 × the number of players",
    ],
}

COMMON_FACTS = [
    '"left" is the next seat in turn order (clockwise)',
    "poker dice show 9, 10, j, q, k and a",
    "the highest starts",
    "roll again among themselves",
    "named first player",
    '"forty-five in three": a hand of four 5s made in three rolls',
    '"all day": in three rolls',
    '"the mark" is the hand to beat',
]


@pytest.mark.parametrize("game_id", game_ids())
def test_the_default_page_holds_the_key_rules_of_the_game_and_the_common_ones(game_id: str) -> None:
    page = rules_page(game_id, {}).lower()
    missing = [fact for fact in KEY_FACTS[game_id] + COMMON_FACTS if fact not in page]
    assert not missing


def test_peekpoker_ranks_are_listed_high_to_low() -> None:
    for low in (False, True):
        page = rules_page("peekpoker", {"low_straight": low})
        page = page[page.index("## Hands") :]  # (a house rule's label may begin as a rank does)
        ranks = [
            "- Five of a kind.",
            "- Flush:",
            "- Large straight:",
            "- Straight:",
            *(["- Low straight:"] if low else []),
            "- Four of a kind.",
            "- Full house.",
            "- Three of a kind.",
            "- Two pairs.",
            "- Pair.",
            "- High die.",
        ]
        positions = [page.index(rank) for rank in ranks]
        assert positions == sorted(positions)


# ----- the rules follow the options, by option ------------------------------------------------------------------

# (game, options, said in the rules, not said in the rules); matched on the body without the house-rule lines
FOLLOWS = [
    (
        "aces-in-the-pot",
        {"endgame": "last_holder"},
        ["only one player holds tokens, however many", "one token per six", "normal play resumes"],
        ["exactly one token outside the pot", "the token and the dice pass one seat to the left"],
    ),
    ("aces-in-the-pot", {"min_players_two": True}, ["2 or more players"], ["3 or more players"]),
    (
        "aces-in-the-pot",
        {"rounds": 3},
        ["play 3 rounds", "left of the previous round's starter", "tally of rounds won", "most rounds"],
        ["wins the pot wins the game"],
    ),
    (
        "fives-to-the-right",
        {"last_ace_wins": True},
        ["rolled that last 1 wins the pot", "the player who rolled it wins the pot"],
        ["pays the bill"],
    ),
    (
        "bar-dice",
        {"final": "single"},
        ["a single hand", "play one hand", "whoever loses it"],
        ["a horse on you", "two of three"],
    ),
    (
        "bar-dice",
        {"pace": True},
        ["may not use more rolls than the first player of that round used", "every final hand too"],
        ["may use all three rolls"],
    ),
    (
        "bar-dice",
        {"five_aces_first_roll_buys": True},
        ["five 1s on a first roll ends the game at once"],
        ["on any roll"],
    ),
    (
        "layman-bar-dice",
        {"all_day_elimination": True},
        ["every player gets up to three rolls, with farming", "fewer rolls wins", "same number of rolls"],
        ["exactly one roll", "farming is for the sponsor phase"],
    ),
    (
        "layman-bar-dice",
        {"cocked_dice": True},
        ["tilted against the rail or another die", "does not count toward the pace", "only a cocked roll does not"],
        ["not called at this table"],
    ),
    ("peekpoker", {"stack": 120}, ["a stack of 120 chips", "120 × the number of players"], ["50"]),
    ("peekpoker", {"stack": 2}, ["a stack of 2 chips", "2 × the number of players"], ["50"]),
    (
        "peekpoker",
        {"hands": 7},
        ["stops after 7 hands", "most chips wins", "tied on the most share the win"],
        ["the last player with chips wins"],
    ),
    ("peekpoker", {"hands": 1}, ["stops after 1 hand "], ["1 hands"]),
    (
        "peekpoker",
        {"blinds": True},
        [
            "small blind (1 chip)",
            "big blind (2 chips)",
            "no antes",
            "after the big blind",
            "heads-up (two players), the dealer posts the small blind",
            "a blind or bet a player cannot cover goes in short",
            "the blinds skip",
        ],
        ["antes 1 chip", "the antes skip"],
    ),
    (
        "peekpoker",
        {"forced_bet": True},
        ["must bet exactly 1 chip or fold", "the next player acts freely"],
        ["no forced bet", "blinds have already opened"],
    ),
    (
        "peekpoker",
        {"forced_bet": True, "blinds": True},
        ["must bet exactly 1 chip or fold", "not used in a round the blinds have already opened"],
        ["no forced bet"],
    ),
    (
        "peekpoker",
        {"split_community": True},
        ["rolls two community dice", "third community die", "betting round three"],
        ["rolls three community dice"],
    ),
    (
        "peekpoker",
        {"no_ace_reroll": True},
        ["aces may not be re-rolled"],
        ["re-roll any of their aces", "showdown: crazy aces"],
    ),
    (
        "peekpoker",
        {"low_straight": True},
        ["low straight: five dice 9 10 j q k"],
        ["9 10 j q k is not a straight"],
    ),
]


@pytest.mark.parametrize(
    ("game_id", "options", "said", "unsaid"), FOLLOWS, ids=[f"{game}-{options}" for game, options, _, _ in FOLLOWS]
)
def test_the_rules_text_follows_the_chosen_option(
    game_id: str, options: dict[str, object], said: list[str], unsaid: list[str]
) -> None:
    body = _body(rules_page(game_id, options)).lower()
    default_body = _body(rules_page(game_id, {})).lower()
    assert [text for text in said if text not in body] == []
    assert [text for text in unsaid if text in body] == []
    assert any(text not in default_body for text in said)


def test_the_house_rule_line_says_what_the_option_does() -> None:
    page = rules_page("bar-dice", {"pace": True})
    assert (
        "- Pace: no more rolls than the first player — **on**. Later players in a round may not use more rolls than "
        "the first player used." in page
    )
    assert "Final: best two hands of three, or a single hand — **single**." in rules_page(
        "bar-dice", {"final": "single"}
    )
    assert "Hands to play (none: play to one winner) — **none**. No hand limit" in rules_page("peekpoker", {})
    page = rules_page("peekpoker", {"stack": 80})
    assert "Chips each player starts with — **80**. Every player starts with 80 chips." in page


# ----- lobby words ------------------------------------------------------------------------------------------------


def test_every_option_has_a_short_label_and_a_sentence_for_every_value() -> None:
    for _, spec in ALL_OPTIONS:
        assert 10 <= len(spec.label) <= 70 and "\n" not in spec.label and spec.label[0].isupper(), spec.label
        values = {"flag": [True, False], "choice": list(spec.choices), "int": [spec.minimum, spec.minimum + 5]}
        for value in values.get(spec.kind, [None, spec.minimum, spec.minimum + 5]):
            sentence = spec.sentence(value).english()
            assert sentence.endswith(".") and "{" not in sentence and not sentence[0].islower(), (spec.name, value)
        if spec.kind == "flag":
            assert spec.sentence(True) != spec.sentence(False), spec.name


def test_every_game_has_a_short_tagline() -> None:
    taglines = [described.tagline for described in game_types()]
    for tagline in taglines:
        assert 20 <= len(tagline) <= 90 and "\n" not in tagline and not tagline.endswith("."), tagline
    assert len(set(taglines)) == len(taglines)


# ----- errors ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "options", "words"),
    [
        ("yahtzee", {}, "unknown game"),
        ("", {}, "unknown game"),
        ("bar-dice", {"stack": 60}, "belongs to peekpoker"),
        ("bar-dice", {"nope": True}, "unknown option 'nope'"),
        ("bar-dice", {"pace": "yes"}, "true or false"),
        ("bar-dice", {"final": "double"}, "best_of_three"),
        ("aces-in-the-pot", {"rounds": 0}, "at least 1"),
        ("aces-in-the-pot", {"rounds": True}, "whole number"),
        ("peekpoker", {"stack": 1}, "at least 2"),
        ("peekpoker", {"hands": 0}, "at least 1"),
        ("peekpoker", {"hands": 2.5}, "whole number"),
        ("layman-bar-dice", {"cocked\ndice": True}, "unknown option"),
        ("layman-bar-dice", {"cocked_dice": "on\nplease"}, "true or false"),
    ],
)
def test_an_unknown_game_or_a_bad_option_is_refused_in_one_line(
    game_id: str, options: dict[str, object], words: str
) -> None:
    with pytest.raises(RulesError) as refused:
        rules_page(game_id, options)
    message = str(refused.value)
    assert words in message
    assert "\n" not in message and "\r" not in message and message.strip() == message


def _wrapped(context: str, source: str, n: int = -1) -> str:
    """A stand-in language: every text wrapped, so that a text not marked for translation shows outside the wraps."""
    return "⟦" + (source if n == -1 else source.replace("%n", str(n))) + "⟧"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_text_of_every_page_is_said_through_the_translator(game_id: str) -> None:
    specs = game_type(game_id).options
    for combination in itertools.product(*(_values(spec)[:2] for spec in specs)):
        options = dict(zip((spec.name for spec in specs), combination, strict=True))
        page = rules_page(game_id, options, lambda words: words.render(_wrapped))
        rest, before = page, ""
        while rest != before:
            before, rest = rest, re.sub("⟦[^⟦⟧]*⟧", " ", rest)
        assert re.findall(r"[^\W\d_]{2,}", rest) == [], options
