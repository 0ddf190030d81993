"""The rules page of Aces in the Pot, written for the house rules at the table."""

from __future__ import annotations

from dicebar.rules.pages import Block, Options, Page, section, whole_number
from dicebar.rules.words import QT_TRANSLATE_NOOP, said


def page(options: Options, max_players: int) -> Page:
    last_holder = options["endgame"] == "last_holder"
    two = bool(options["min_players_two"])
    rounds = whole_number(options["rounds"])
    fewest = 2 if two else 3
    blocks: list[Block] = [
        section(
            QT_TRANSLATE_NOOP("Rules", "Players, dice and tokens"),
            said(
                QT_TRANSLATE_NOOP("Rules", "{fewest} or more players (up to {most} at this table)."),
                fewest=fewest,
                most=max_players,
            ),
            QT_TRANSLATE_NOOP("Rules", "Two dice, passed from player to player."),
            QT_TRANSLATE_NOOP("Rules", "Each player starts every round with two tokens.")
            if rounds > 1
            else QT_TRANSLATE_NOOP("Rules", "Each player starts with two tokens."),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Your turn"),
            QT_TRANSLATE_NOOP("Rules", "Roll both dice once."),
            QT_TRANSLATE_NOOP("Rules", "Each 1 (an ace): one of your tokens goes into the pot."),
            QT_TRANSLATE_NOOP("Rules", "Each 6: one of your tokens goes to the player on your left."),
            QT_TRANSLATE_NOOP("Rules", "A 2, 3, 4 or 5 does nothing."),
            QT_TRANSLATE_NOOP("Rules", "Ones are paid before sixes. If you run out of tokens, you pay nothing more."),
            QT_TRANSLATE_NOOP("Rules", "Then the dice pass to the left."),
            QT_TRANSLATE_NOOP(
                "Rules", "A player with no tokens is skipped, but is back in as soon as a token arrives from the right."
            ),
        ),
    ]
    if last_holder:
        blocks.append(
            section(
                QT_TRANSLATE_NOOP("Rules", "The end: the last player holding tokens"),
                QT_TRANSLATE_NOOP("Rules", "The end begins when only one player holds tokens, however many."),
                QT_TRANSLATE_NOOP(
                    "Rules", "That player rolls up to three times. Only sixes count now: a 1 is not paid."
                ),
                QT_TRANSLATE_NOOP("Rules", "Three rolls without a six: that player wins the pot."),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "On a six, one token per six (as far as the tokens go) passes to the player on the left, and "
                    "normal play resumes with the player on the left.",
                ),
            )
        )
    else:
        blocks.append(
            section(
                QT_TRANSLATE_NOOP("Rules", "The end: the last token"),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "The end begins the moment a payment leaves exactly one token outside the pot. The rest of that "
                    "roll lapses: whatever else it showed is not paid.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "The owner of that last token makes up to three rolls. Only sixes count now: a 1 is not paid.",
                ),
                QT_TRANSLATE_NOOP("Rules", "Three rolls without a six: that player wins the pot."),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "A six (one or two in the roll): the token and the dice pass one seat to the left, and that player "
                    "makes the same attempt, up to three rolls, sixes only. And so on, until someone makes three "
                    "rolls without a six.",
                ),
            )
        )
    if rounds == 1:
        blocks.append(
            section(
                QT_TRANSLATE_NOOP("Rules", "Winning"), QT_TRANSLATE_NOOP("Rules", "Whoever wins the pot wins the game.")
            )
        )
    else:
        blocks.append(
            section(
                QT_TRANSLATE_NOOP("Rules", "Winning: a match of rounds"),
                said(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "Play {rounds} rounds. Every round starts again with two tokens each, and is started by the "
                        "player left of the previous round's starter.",
                    ),
                    rounds=rounds,
                ),
                QT_TRANSLATE_NOOP(
                    "Rules", "Whoever wins the pot wins the round. The app keeps the tally of rounds won."
                ),
                QT_TRANSLATE_NOOP(
                    "Rules", "The match winner is whoever won most rounds; players tied on most rounds share the win."
                ),
            )
        )
    blocks.append(
        QT_TRANSLATE_NOOP(
            "Rules",
            "Tokens are never made or lost: the pot and everyone's tokens always add up to 2 × the number of players.",
        )
    )
    return Page(blocks)
