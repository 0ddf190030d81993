"""The rules page of Fives to the Right, written for the house rules at the table."""

from __future__ import annotations

from dicebar.rules.pages import Options, Page, section


def page(options: Options, max_players: int) -> Page:
    wins = bool(options["last_ace_wins"])
    fate = "wins the pot" if wins else "loses and pays the bill"
    blocks = [
        section(
            "Players and dice",
            f"2 or more players (up to {max_players} at this table).",
            "Each player starts with five dice.",
        ),
        section(
            "Your turn",
            "Roll all the dice you hold.",
            "Each 1 goes to the centre.",
            "Each 2 goes to the player on your left.",
            "Each 5 goes to the player on your right.",
            "A 3, 4 or 6 stays with you.",
            "While any of the dice you rolled showed a 1, 2 or 5 and you still hold dice, roll all the dice you "
            "still hold again.",
            "Then the turn passes left to the next player who holds dice.",
            "Dice passed to you during someone else's turn are simply yours: you roll them when your turn comes. "
            "A player with no dice is skipped, and is back in once dice come to them.",
        ),
        section(
            "The last die",
            "When all dice but one are in the centre, play goes on with that single die.",
            "Whoever holds it rolls it on their turn.",
            "A 2 or a 5 passes it on (left or right), and that player rolls it next.",
            "A 3, 4 or 6 leaves it where it is, and its holder rolls it again.",
            "A 1 ends the game.",
        ),
        section(
            "The end",
            f"The player who rolled that last 1 {fate}.",
            f"If one roll sends the last several dice into the centre at once, the player who rolled it {fate}.",
        ),
        "Dice are never made or lost: the centre and everyone's dice always add up to 5 × the number of players.",
    ]
    return Page(blocks, intro="Also called Aces, or Aces to the Centre.")
