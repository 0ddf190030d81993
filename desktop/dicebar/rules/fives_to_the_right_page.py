"""The rules page of Fives to the Right, written for the house rules at the table."""

from __future__ import annotations

from dicebar.rules.pages import Block, Options, Page, section
from dicebar.rules.words import QT_TRANSLATE_NOOP, said


def page(options: Options, max_players: int) -> Page:
    wins = bool(options["last_ace_wins"])

    blocks: list[Block] = [
        section(
            QT_TRANSLATE_NOOP("Rules", "Players and dice"),
            said(QT_TRANSLATE_NOOP("Rules", "2 or more players (up to {most} at this table)."), most=max_players),
            QT_TRANSLATE_NOOP("Rules", "Each player starts with five dice."),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Your turn"),
            QT_TRANSLATE_NOOP("Rules", "Roll all the dice you hold."),
            QT_TRANSLATE_NOOP("Rules", "Each 1 goes to the centre."),
            QT_TRANSLATE_NOOP("Rules", "Each 2 goes to the player on your left."),
            QT_TRANSLATE_NOOP("Rules", "Each 5 goes to the player on your right."),
            QT_TRANSLATE_NOOP("Rules", "A 3, 4 or 6 stays with you."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "While any of the dice you rolled showed a 1, 2 or 5 and you still hold dice, roll all the dice you "
                "still hold again.",
            ),
            QT_TRANSLATE_NOOP("Rules", "Then the turn passes left to the next player who holds dice."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Dice passed to you during someone else's turn are simply yours: you roll them when your turn comes. "
                "A player with no dice is skipped, and is back in once dice come to them.",
            ),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "The last die"),
            QT_TRANSLATE_NOOP("Rules", "When all dice but one are in the centre, play goes on with that single die."),
            QT_TRANSLATE_NOOP("Rules", "Whoever holds it rolls it on their turn."),
            QT_TRANSLATE_NOOP("Rules", "A 2 or a 5 passes it on (left or right), and that player rolls it next."),
            QT_TRANSLATE_NOOP("Rules", "A 3, 4 or 6 leaves it where it is, and its holder rolls it again."),
            QT_TRANSLATE_NOOP("Rules", "A 1 ends the game."),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "The end"),
            QT_TRANSLATE_NOOP("Rules", "The player who rolled that last 1 wins the pot.")
            if wins
            else QT_TRANSLATE_NOOP("Rules", "The player who rolled that last 1 loses and pays the bill."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "If one roll sends the last several dice into the centre at once, the player who rolled it wins the "
                "pot.",
            )
            if wins
            else QT_TRANSLATE_NOOP(
                "Rules",
                "If one roll sends the last several dice into the centre at once, the player who rolled it loses and "
                "pays the bill.",
            ),
        ),
        QT_TRANSLATE_NOOP(
            "Rules",
            "Dice are never made or lost: the centre and everyone's dice always add up to 5 × the number of players.",
        ),
    ]
    return Page(blocks, intro=QT_TRANSLATE_NOOP("Rules", "Also called Aces, or Aces to the Centre."))
