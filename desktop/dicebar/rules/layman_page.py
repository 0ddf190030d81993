"""The rules page of Wisconsin bar dice, Layman rules, written for the house rules at the table."""

from __future__ import annotations

from dicebar.rules.pages import Options, Page, section
from dicebar.rules.words import QT_TRANSLATE_NOOP, said


def page(options: Options, max_players: int) -> Page:
    all_day = bool(options["all_day_elimination"])
    cocked = bool(options["cocked_dice"])
    if all_day:
        elimination_rolls = (
            QT_TRANSLATE_NOOP(
                "Rules", "Every player gets up to three rolls, with farming (see below), and may stop after any roll."
            ),
            QT_TRANSLATE_NOOP("Rules", "The highest score is out (safe); an equal score made in fewer rolls wins."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "One tie, all tie: when the round is complete and any two scoring hands are equal, the whole round is "
                "rolled again by everyone still in, in the same order. Hands are equal only with the same score in "
                "the same number of rolls.",
            ),
        )
    else:
        elimination_rolls = (
            QT_TRANSLATE_NOOP("Rules", "Each player gets exactly one roll of all five dice."),
            QT_TRANSLATE_NOOP("Rules", "The highest score is out (safe)."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "One tie, all tie: when the round is complete and any two scoring hands are equal, the whole round is "
                "rolled again by everyone still in, in the same order.",
            ),
        )
    pace_count = (
        QT_TRANSLATE_NOOP(
            "Rules", "Every roll counts toward the hammer's pace, scoring or not; only a cocked roll does not."
        )
        if cocked
        else QT_TRANSLATE_NOOP("Rules", "Every roll counts toward the hammer's pace, scoring or not.")
    )
    cocked_block = (
        section(
            QT_TRANSLATE_NOOP("Rules", "Cocked dice"),
            QT_TRANSLATE_NOOP(
                "Rules",
                "A die that comes to rest tilted against the rail or another die is cocked, and all the dice of that "
                "roll are rolled again.",
            ),
            QT_TRANSLATE_NOOP("Rules", "The cocked roll does not count toward the pace."),
            QT_TRANSLATE_NOOP(
                "Rules", "The table spots a cocked die and reports it; scripted games and tutorials never have one."
            ),
        )
        if cocked
        else section(
            QT_TRANSLATE_NOOP("Rules", "Cocked dice"),
            QT_TRANSLATE_NOOP("Rules", "Not called at this table: every roll counts as the dice lie."),
        )
    )
    blocks = [
        section(
            QT_TRANSLATE_NOOP("Rules", "Players and dice"),
            said(QT_TRANSLATE_NOOP("Rules", "2 or more players (up to {most} at this table)."), most=max_players),
            QT_TRANSLATE_NOOP("Rules", "Five dice. 1s are wild, and a hand must hold a 1 to score."),
            QT_TRANSLATE_NOOP(
                "Rules", 'Score = count × 10 + face, said as a number: "forty-two" is four 2s. Five 1s count as 56.'
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "With 3 or more players the game opens with the elimination phase; with 2 it goes straight to the "
                "sponsor phase.",
            ),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Elimination phase (3 or more players)"),
            QT_TRANSLATE_NOOP("Rules", "The roll-off winner is the hammer and rolls first in the first round."),
            *elimination_rolls,
            QT_TRANSLATE_NOOP("Rules", "Hands without a 1 score nothing and do not trigger a tie."),
            QT_TRANSLATE_NOOP("Rules", "If no one scores, the round is rolled again in the same order."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "The last player still in the game to roll becomes the hammer and rolls first in the next round.",
            ),
            QT_TRANSLATE_NOOP("Rules", "Players go out safe one by one until two are left for the sponsor phase."),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Sponsor phase (2 players)"),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Best two turns of three. When the game starts with two players, the roll-off winner is the first "
                "hammer.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules", "In each turn the hammer rolls first, up to three rolls, and may stop after any roll."
            ),
            QT_TRANSLATE_NOOP("Rules", "The opponent may use at most as many rolls as the hammer used."),
            pace_count,
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Farming"),
            QT_TRANSLATE_NOOP(
                "Rules",
                'Once a 1 has shown in any roll of this turn, you may set dice aside ("farm") after each roll. Farmed '
                "dice are never rolled again that turn.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules", "Until a 1 has shown, you may not farm: roll all five again, or stop with nothing."
            ),
            ""
            if all_day
            else QT_TRANSLATE_NOOP(
                "Rules", "In the elimination phase there is only one roll, so farming is for the sponsor phase."
            ),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Comparing a turn"),
            QT_TRANSLATE_NOOP("Rules", "The higher score wins."),
            QT_TRANSLATE_NOOP("Rules", "Equal valid scores: the one made in fewer rolls wins."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Two hands that both score nothing, or equal scores in the same number of rolls, go to a roll-off: "
                "each rolls all five dice once, the hammer first (a 1 must be in it to count), again and again until "
                "one wins.",
            ),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Horses, the hammer and the sponsor"),
            QT_TRANSLATE_NOOP(
                "Rules", 'Whoever loses a turn has "a horse on them"; one turn each is "a horse a piece".'
            ),
            QT_TRANSLATE_NOOP(
                "Rules", "The player who rolled last in a turn is the hammer of the next, so the hammer alternates."
            ),
            QT_TRANSLATE_NOOP("Rules", "Whoever loses two turns is the sponsor and buys the round."),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Too lucky"),
            QT_TRANSLATE_NOOP(
                "Rules", 'A roll of five 1s gets the "too lucky" call: that player buys shots. It still scores 56.'
            ),
        ),
        cocked_block,
    ]
    return Page(blocks)
