"""The rules page of Aces in the Pot, written for the house rules at the table."""

from __future__ import annotations

from dicebar.rules.pages import Options, Page, section, whole_number


def page(options: Options, max_players: int) -> Page:
    last_holder = options["endgame"] == "last_holder"
    two = bool(options["min_players_two"])
    rounds = whole_number(options["rounds"])
    fewest = 2 if two else 3
    blocks = [
        section(
            "Players, dice and tokens",
            f"{fewest} or more players (up to {max_players} at this table).",
            "Two dice, passed from player to player.",
            "Each player starts every round with two tokens." if rounds > 1 else "Each player starts with two tokens.",
        ),
        section(
            "Your turn",
            "Roll both dice once.",
            "Each 1 (an ace): one of your tokens goes into the pot.",
            "Each 6: one of your tokens goes to the player on your left.",
            "A 2, 3, 4 or 5 does nothing.",
            "Ones are paid before sixes. If you run out of tokens, you pay nothing more.",
            "Then the dice pass to the left.",
            "A player with no tokens is skipped, but is back in as soon as a token arrives from the right.",
        ),
    ]
    if last_holder:
        blocks.append(
            section(
                "The end: the last player holding tokens",
                "The end begins when only one player holds tokens, however many.",
                "That player rolls up to three times. Only sixes count now: a 1 is not paid.",
                "Three rolls without a six: that player wins the pot.",
                "On a six, one token per six (as far as the tokens go) passes to the player on the left, and "
                "normal play resumes with the player on the left.",
            )
        )
    else:
        blocks.append(
            section(
                "The end: the last token",
                "The end begins the moment a payment leaves exactly one token outside the pot. The rest of that "
                "roll lapses: whatever else it showed is not paid.",
                "The owner of that last token makes up to three rolls. Only sixes count now: a 1 is not paid.",
                "Three rolls without a six: that player wins the pot.",
                "A six (one or two in the roll): the token and the dice pass one seat to the left, and that player "
                "makes the same attempt, up to three rolls, sixes only. And so on, until someone makes three "
                "rolls without a six.",
            )
        )
    if rounds == 1:
        blocks.append(section("Winning", "Whoever wins the pot wins the game."))
    else:
        blocks.append(
            section(
                "Winning: a match of rounds",
                f"Play {rounds} rounds. Every round starts again with two tokens each, and is started by the player "
                "left of the previous round's starter.",
                "Whoever wins the pot wins the round. The app keeps the tally of rounds won.",
                "The match winner is whoever won most rounds; players tied on most rounds share the win.",
            )
        )
    blocks.append(
        "Tokens are never made or lost: the pot and everyone's tokens always add up to 2 × the number of players."
    )
    return Page(blocks)
