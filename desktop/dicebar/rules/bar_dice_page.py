"""The rules page of Bar Dice, written for the house rules at the table."""

from __future__ import annotations

from dicebar.rules.pages import Options, Page, section
from dicebar.rules.words import QT_TRANSLATE_NOOP, said


def page(options: Options, max_players: int) -> Page:
    single = options["final"] == "single"
    pace = bool(options["pace"])
    five_aces = bool(options["five_aces_first_roll_buys"])
    pace_rule = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "Pace: later players in a round may not use more rolls than the first player of that round used. This "
            "holds in a tie-break round and in every final hand too.",
        )
        if pace
        else QT_TRANSLATE_NOOP("Rules", "Every player may use all three rolls, whatever the players before them used.")
    )
    five_aces_rule = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "Five 1s count as five 6s. But five 1s on a first roll ends the game at once, and the player who rolled "
            "them buys.",
        )
        if five_aces
        else QT_TRANSLATE_NOOP("Rules", "Five 1s count as five 6s, the best hand there is, on any roll.")
    )
    if single:
        final = section(
            QT_TRANSLATE_NOOP("Rules", "The final: a single hand"),
            QT_TRANSLATE_NOOP("Rules", "The last two players play one hand."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "A final hand that is tied (same count, face and rolls) or that neither player scores is played again "
                "and does not count.",
            ),
            QT_TRANSLATE_NOOP("Rules", "Whoever loses it is the player left at the end, and buys the round."),
        )
    else:
        final = section(
            QT_TRANSLATE_NOOP("Rules", "The final: best two hands of three"),
            QT_TRANSLATE_NOOP("Rules", "The last two players play hands until one of them has lost two."),
            QT_TRANSLATE_NOOP(
                "Rules", 'Lose a hand and there is "a horse on you"; one lost hand each is "a horse a piece".'
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "A final hand that is tied (same count, face and rolls) or that neither player scores is played again "
                "and does not count toward the two of three.",
            ),
            QT_TRANSLATE_NOOP("Rules", "The player left at the end, with two horses, buys the round."),
        )
    blocks = [
        section(
            QT_TRANSLATE_NOOP("Rules", "Players and dice"),
            said(QT_TRANSLATE_NOOP("Rules", "2 or more players (up to {most} at this table)."), most=max_players),
            QT_TRANSLATE_NOOP(
                "Rules", "Five dice. The best hands go out safe one by one; the last player left buys the round."
            ),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Your turn"),
            QT_TRANSLATE_NOOP("Rules", "A turn is up to three rolls."),
            QT_TRANSLATE_NOOP("Rules", "After each roll you may set aside any of the dice and roll the rest, or stop."),
            QT_TRANSLATE_NOOP("Rules", "Set-aside dice stay set aside for the rest of the turn."),
            pace_rule,
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Hands"),
            QT_TRANSLATE_NOOP("Rules", "1s are wild."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "A hand counts only if it holds at least one 1. A hand with no 1 scores nothing and loses to every "
                "scoring hand.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Its value is the largest group one face can make with the wild 1s: count first, then face. Four 3s "
                "beat three 5s; four 6s beat four 5s.",
            ),
            five_aces_rule,
            QT_TRANSLATE_NOOP("Rules", "No straights, full houses or two pairs."),
            QT_TRANSLATE_NOOP(
                "Rules",
                'Ties on count and face are broken by fewer rolls used: "forty-four in two" beats "forty-four in '
                'three".',
            ),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Rounds"),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Every remaining player takes one turn. The best hand of the round is out (safe) and leaves the game.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "If several players share the best hand (same count, face and rolls), only they play a tie-break "
                "round among themselves, in the order they played the round.",
            ),
            QT_TRANSLATE_NOOP("Rules", "If no one scores, the round is played again."),
            QT_TRANSLATE_NOOP("Rules", "When two players are left, they play the final."),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Who starts"),
            QT_TRANSLATE_NOOP("Rules", "The roll-off (below) decides who starts the first round."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "After that, the next round or final hand is started by the last player still in the game to have "
                'rolled: that player "brings it back".',
            ),
            QT_TRANSLATE_NOOP("Rules", "A round played again (no one scored) or a tie-break keeps the order it had."),
        ),
        final,
    ]
    return Page(blocks)
