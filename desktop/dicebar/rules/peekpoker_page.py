"""The rules page of PeekPoker Hold'em: Crazy Aces, written for the house rules at the table."""

from __future__ import annotations

from dicebar.rules.lingo import plural
from dicebar.rules.pages import Options, Page, section, whole_number


def page(options: Options, max_players: int) -> Page:
    stack = whole_number(options["stack"])
    hands_option = options["hands"]
    hands = None if hands_option is None else whole_number(hands_option)
    blinds = bool(options["blinds"])
    forced = bool(options["forced_bet"])
    split = bool(options["split_community"])
    no_reroll = bool(options["no_ace_reroll"])
    low = bool(options["low_straight"])
    if hands is None:
        winning = "The last player with chips wins."
    else:
        winning = (
            f"The game stops after {plural(hands, 'hand')} (or sooner, if one player wins every chip); whoever has "
            "the most chips wins, and players tied on the most share the win."
        )
    if blinds:
        opening = (
            "The player left of the dealer posts the small blind (1 chip) and the next player the big blind "
            "(2 chips); there are no antes. Heads-up (two players), the dealer posts the small blind."
        )
        round_one = "Betting round one starts with the player after the big blind."
    else:
        opening = "Every player with chips antes 1 chip."
        round_one = "Betting round one starts left of the dealer."
    community: tuple[str, ...]
    if split:
        community = (
            "If more than one player is still in, the dealer rolls two community dice, and betting round two "
            "starts left of the dealer.",
            "If more than one player is still in after that, the dealer rolls the third community die, and betting "
            "round three starts left of the dealer.",
        )
    else:
        community = (
            "If more than one player is still in, the dealer rolls three community dice, and betting round two "
            "starts left of the dealer.",
        )
    if forced:
        forced_rule = (
            "Forced bet: the first player to act in every betting round must bet exactly 1 chip or fold. "
            + ("It is not used in a round the blinds have already opened. " if blinds else "")
            + "If that player folds, the next player acts freely."
        )
    else:
        forced_rule = "No forced bet: when nothing has been bet yet, the first player to act may check."
    short = (
        "A blind or bet a player cannot cover goes in short, and the amount to call is what was actually put in "
        "(so is the size a raise over it must at least add, never less than 1)."
        if blinds
        else "A bet a player cannot cover goes in short, and the amount to call is what was actually put in (so is "
        "the size a raise over it must at least add, never less than 1)."
    )
    if no_reroll:
        showdown = section(
            "Showdown",
            "Every player still in shows their private dice.",
            "Aces may not be re-rolled: the dice stand as they are.",
        )
    else:
        showdown = section(
            "Showdown: crazy aces",
            "Every player still in shows their private dice and says whether to re-roll any of their aces (any "
            "number of them; community aces are not theirs).",
            "Everyone decides first, in turn order from left of the dealer; then all the re-rolls are thrown together.",
            "Aces that come up in a re-roll may be re-rolled again the same way (aces kept earlier may not), until "
            "no one re-rolls.",
            "Players without an ace to re-roll are not asked.",
        )
    ranks = [
        "Five of a kind.",
        "Flush: all six dice red, or all six black.",
        "Large straight: all six dice, 9 10 J Q K A.",
        "Straight: five dice 10 J Q K A.",
        *(["Low straight: five dice 9 10 J Q K, a straight below 10 J Q K A."] if low else []),
        "Four of a kind.",
        "Full house.",
        "Three of a kind.",
        "Two pairs.",
        "Pair.",
        "High die.",
    ]
    blocks = [
        section(
            "Players, dice and chips",
            f"2 to {max_players} players (the box holds four cups; the app allows up to eight).",
            "Poker dice: faces 9, 10, J, Q, K, A. Colours, as on PeekPoker's dice: 9 and K red, 10 and Q black, "
            "J and A green.",
            f"Each player starts with a stack of {plural(stack, 'chip')}.",
            "The roll-off decides the first dealer; then the button moves left each hand.",
            "A player with no chips is out. " + winning,
        ),
        section(
            "A hand",
            opening,
            "Every player rolls three private dice under a cup; only the owner may look.",
            round_one + " Check, bet, call, raise (no limit) or fold.",
            *community,
            forced_rule,
            "When all players but one have folded, the hand ends at once: no more dice, no showdown, and the last "
            "player takes the pot.",
            "When no more than one player still in has chips left to bet, there is no more betting, but the "
            "community dice are still rolled and the hand goes to the showdown.",
        ),
        section(
            "Betting",
            "Betting is standard no-limit. A bet is at least 1 chip; a raise is at least the size of the previous "
            "bet or raise in that round.",
            "An all-in for less than that does not reopen the betting for players who already acted; several short "
            "all-ins never add up to a reopening.",
            "A player may always call or bet their whole stack. Side pots follow the usual poker rules: each pot "
            "is contested only by those who put chips into it.",
            short,
            "Uncalled chips return at the end of each betting round.",
            "Folding is allowed even when checking is free.",
        ),
        showdown,
        "## Hands\n\nA hand is made from the six dice: your three private dice and the three community dice. Aces "
        "are high and are not wild. The ranks, high to low:",
        "\n".join(f"- {rank}" for rank in ranks),
        section(
            "Special hands and ties",
            "" if low else "9 10 J Q K is not a straight.",
            "Six of a kind counts as five of a kind; two threes make a full house (higher three over lower); three "
            "pairs are two pairs with the third pair's face as the kicker.",
            "Within a rank, compare the grouped faces first (the face of the five, four or three; then the pair), "
            "then the remaining dice of the best five, highest first. Flushes compare their six dice highest "
            "first.",
            "Equal hands split the pot; odd chips go one each to the winners in turn order from left of the dealer.",
            "The button and the " + ("blinds" if blinds else "antes") + " skip players who have no chips.",
        ),
        section(
            "Hidden dice",
            "A computer player decides only from what its seat may see.",
            "On a shared screen, a human's private dice are shown only while that human peeks, after the others "
            "were asked to look away.",
        ),
        f"Chips are never made or lost: all stacks and all pots always add up to {stack} × the number of players.",
    ]
    return Page(blocks)
