"""The rules page of Bar Dice, written for the house rules at the table."""

from __future__ import annotations

from dicebar.rules.pages import Options, Page, section


def page(options: Options, max_players: int) -> Page:
    single = options["final"] == "single"
    pace = bool(options["pace"])
    five_aces = bool(options["five_aces_first_roll_buys"])
    pace_rule = (
        "Pace: later players in a round may not use more rolls than the first player of that round used. This "
        "holds in a tie-break round and in every final hand too."
        if pace
        else "Every player may use all three rolls, whatever the players before them used."
    )
    five_aces_rule = (
        "Five 1s count as five 6s. But five 1s on a first roll ends the game at once, and the player who rolled "
        "them buys."
        if five_aces
        else "Five 1s count as five 6s, the best hand there is, on any roll."
    )
    if single:
        final = section(
            "The final: a single hand",
            "The last two players play one hand.",
            "A final hand that is tied (same count, face and rolls) or that neither player scores is played again "
            "and does not count.",
            "Whoever loses it is the player left at the end, and buys the round.",
        )
    else:
        final = section(
            "The final: best two hands of three",
            "The last two players play hands until one of them has lost two.",
            'Lose a hand and there is "a horse on you"; one lost hand each is "a horse a piece".',
            "A final hand that is tied (same count, face and rolls) or that neither player scores is played again "
            "and does not count toward the two of three.",
            "The player left at the end, with two horses, buys the round.",
        )
    blocks = [
        section(
            "Players and dice",
            f"2 or more players (up to {max_players} at this table).",
            "Five dice. The best hands go out safe one by one; the last player left buys the round.",
        ),
        section(
            "Your turn",
            "A turn is up to three rolls.",
            "After each roll you may set aside any of the dice and roll the rest, or stop.",
            "Set-aside dice stay set aside for the rest of the turn.",
            pace_rule,
        ),
        section(
            "Hands",
            "1s are wild.",
            "A hand counts only if it holds at least one 1. A hand with no 1 scores nothing and loses to every "
            "scoring hand.",
            "Its value is the largest group one face can make with the wild 1s: count first, then face. Four 3s "
            "beat three 5s; four 6s beat four 5s.",
            five_aces_rule,
            "No straights, full houses or two pairs.",
            'Ties on count and face are broken by fewer rolls used: "forty-four in two" beats "forty-four in three".',
        ),
        section(
            "Rounds",
            "Every remaining player takes one turn. The best hand of the round is out (safe) and leaves the game.",
            "If several players share the best hand (same count, face and rolls), only they play a tie-break "
            "round among themselves, in the order they played the round.",
            "If no one scores, the round is played again.",
            "When two players are left, they play the final.",
        ),
        section(
            "Who starts",
            "The roll-off (below) decides who starts the first round.",
            "After that, the next round or final hand is started by the last player still in the game to have "
            'rolled: that player "brings it back".',
            "A round played again (no one scored) or a tie-break keeps the order it had.",
        ),
        final,
    ]
    return Page(blocks)
