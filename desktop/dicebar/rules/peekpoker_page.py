"""The rules page of PeekPoker Hold'em: Crazy Aces, written for the house rules at the table."""

from __future__ import annotations

from dicebar.rules.pages import Block, Options, Page, Said, section, whole_number
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, counted, said


def page(options: Options, max_players: int) -> Page:
    stack = whole_number(options["stack"])
    hands_option = options["hands"]
    hands = None if hands_option is None else whole_number(hands_option)
    blinds = bool(options["blinds"])
    forced = bool(options["forced_bet"])
    split = bool(options["split_community"])
    no_reroll = bool(options["no_ace_reroll"])
    low = bool(options["low_straight"])
    winning: Words
    if hands is None:
        winning = said(QT_TRANSLATE_NOOP("Rules", "The last player with chips wins."))
    else:
        winning = counted(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The game stops after %n hand(s) (or sooner, if one player wins every chip); whoever has the most "
                "chips wins, and players tied on the most share the win.",
                None,
                1,
            ),
            hands,
        )
    if blinds:
        opening = QT_TRANSLATE_NOOP(
            "Rules",
            "The player left of the dealer posts the small blind (1 chip) and the next player the big blind "
            "(2 chips); there are no antes. Heads-up (two players), the dealer posts the small blind.",
        )
        round_one = QT_TRANSLATE_NOOP("Rules", "Betting round one starts with the player after the big blind.")
    else:
        opening = QT_TRANSLATE_NOOP("Rules", "Every player with chips antes 1 chip.")
        round_one = QT_TRANSLATE_NOOP("Rules", "Betting round one starts left of the dealer.")
    community: tuple[Said, ...]
    if split:
        community = (
            QT_TRANSLATE_NOOP(
                "Rules",
                "If more than one player is still in, the dealer rolls two community dice, and betting round two "
                "starts left of the dealer.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "If more than one player is still in after that, the dealer rolls the third community die, and betting "
                "round three starts left of the dealer.",
            ),
        )
    else:
        community = (
            QT_TRANSLATE_NOOP(
                "Rules",
                "If more than one player is still in, the dealer rolls three community dice, and betting round two "
                "starts left of the dealer.",
            ),
        )
    if forced and blinds:
        forced_rule = QT_TRANSLATE_NOOP(
            "Rules",
            "Forced bet: the first player to act in every betting round must bet exactly 1 chip or fold. It is not "
            "used in a round the blinds have already opened. If that player folds, the next player acts freely.",
        )
    elif forced:
        forced_rule = QT_TRANSLATE_NOOP(
            "Rules",
            "Forced bet: the first player to act in every betting round must bet exactly 1 chip or fold. If that "
            "player folds, the next player acts freely.",
        )
    else:
        forced_rule = QT_TRANSLATE_NOOP(
            "Rules", "No forced bet: when nothing has been bet yet, the first player to act may check."
        )
    short = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "A blind or bet a player cannot cover goes in short, and the amount to call is what was actually put in "
            "(so is the size a raise over it must at least add, never less than 1).",
        )
        if blinds
        else QT_TRANSLATE_NOOP(
            "Rules",
            "A bet a player cannot cover goes in short, and the amount to call is what was actually put in (so is "
            "the size a raise over it must at least add, never less than 1).",
        )
    )
    if no_reroll:
        showdown = section(
            QT_TRANSLATE_NOOP("Rules", "Showdown"),
            QT_TRANSLATE_NOOP("Rules", "Every player still in shows their private dice."),
            QT_TRANSLATE_NOOP("Rules", "Aces may not be re-rolled: the dice stand as they are."),
        )
    else:
        showdown = section(
            QT_TRANSLATE_NOOP("Rules", "Showdown: crazy aces"),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Every player still in shows their private dice and says whether to re-roll any of their aces (any "
                "number of them; community aces are not theirs).",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Everyone decides first, in turn order from left of the dealer; then all the re-rolls are thrown "
                "together.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Aces that come up in a re-roll may be re-rolled again the same way (aces kept earlier may not), until "
                "no one re-rolls.",
            ),
            QT_TRANSLATE_NOOP("Rules", "Players without an ace to re-roll are not asked."),
        )
    ranks = [
        QT_TRANSLATE_NOOP("Rules", "Five of a kind."),
        QT_TRANSLATE_NOOP("Rules", "Flush: all six dice red, or all six black."),
        QT_TRANSLATE_NOOP("Rules", "Large straight: all six dice, 9 10 J Q K A."),
        QT_TRANSLATE_NOOP("Rules", "Straight: five dice 10 J Q K A."),
        *(
            [QT_TRANSLATE_NOOP("Rules", "Low straight: five dice 9 10 J Q K, a straight below 10 J Q K A.")]
            if low
            else []
        ),
        QT_TRANSLATE_NOOP("Rules", "Four of a kind."),
        QT_TRANSLATE_NOOP("Rules", "Full house."),
        QT_TRANSLATE_NOOP("Rules", "Three of a kind."),
        QT_TRANSLATE_NOOP("Rules", "Two pairs."),
        QT_TRANSLATE_NOOP("Rules", "Pair."),
        QT_TRANSLATE_NOOP("Rules", "High die."),
    ]
    blocks: list[Block] = [
        section(
            QT_TRANSLATE_NOOP("Rules", "Players, dice and chips"),
            said(
                QT_TRANSLATE_NOOP(
                    "Rules", "2 to {most} players (the box holds four cups; the app allows up to eight)."
                ),
                most=max_players,
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Poker dice: faces 9, 10, J, Q, K, A. Colours, as on PeekPoker's dice: 9 and K red, 10 and Q black, "
                "J and A green.",
            ),
            counted(QT_TRANSLATE_NOOP("Rules", "Each player starts with a stack of %n chip(s).", None, 1), stack),
            QT_TRANSLATE_NOOP("Rules", "The roll-off decides the first dealer; then the button moves left each hand."),
            said(QT_TRANSLATE_NOOP("Rules", "A player with no chips is out. {winning}"), winning=winning),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "A hand"),
            opening,
            QT_TRANSLATE_NOOP("Rules", "Every player rolls three private dice under a cup; only the owner may look."),
            said(
                QT_TRANSLATE_NOOP("Rules", "{round_one} Check, bet, call, raise (no limit) or fold."),
                round_one=said(round_one),
            ),
            *community,
            forced_rule,
            QT_TRANSLATE_NOOP(
                "Rules",
                "When all players but one have folded, the hand ends at once: no more dice, no showdown, and the last "
                "player takes the pot.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "When no more than one player still in has chips left to bet, there is no more betting, but the "
                "community dice are still rolled and the hand goes to the showdown.",
            ),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Betting"),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Betting is standard no-limit. A bet is at least 1 chip; a raise is at least the size of the previous "
                "bet or raise in that round.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "An all-in for less than that does not reopen the betting for players who already acted; several short "
                "all-ins never add up to a reopening.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "A player may always call or bet their whole stack. Side pots follow the usual poker rules: each pot "
                "is contested only by those who put chips into it.",
            ),
            short,
            QT_TRANSLATE_NOOP("Rules", "Uncalled chips return at the end of each betting round."),
            QT_TRANSLATE_NOOP("Rules", "Folding is allowed even when checking is free."),
        ),
        showdown,
        section(
            QT_TRANSLATE_NOOP("Rules", "Hands"),
            *ranks,
            lead=QT_TRANSLATE_NOOP(
                "Rules",
                "A hand is made from the six dice: your three private dice and the three community dice. Aces are "
                "high and are not wild. The ranks, high to low:",
            ),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Special hands and ties"),
            "" if low else QT_TRANSLATE_NOOP("Rules", "9 10 J Q K is not a straight."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Six of a kind counts as five of a kind; two threes make a full house (higher three over lower); three "
                "pairs are two pairs with the third pair's face as the kicker.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Within a rank, compare the grouped faces first (the face of the five, four or three; then the pair), "
                "then the remaining dice of the best five, highest first. Flushes compare their six dice highest "
                "first.",
            ),
            QT_TRANSLATE_NOOP(
                "Rules",
                "Equal hands split the pot; odd chips go one each to the winners in turn order from left of the "
                "dealer.",
            ),
            QT_TRANSLATE_NOOP("Rules", "The button and the blinds skip players who have no chips.")
            if blinds
            else QT_TRANSLATE_NOOP("Rules", "The button and the antes skip players who have no chips."),
        ),
        section(
            QT_TRANSLATE_NOOP("Rules", "Hidden dice"),
            QT_TRANSLATE_NOOP("Rules", "A computer player decides only from what its seat may see."),
            QT_TRANSLATE_NOOP(
                "Rules",
                "On a shared screen, a human's private dice are shown only while that human peeks, after the others "
                "were asked to look away.",
            ),
        ),
        said(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Chips are never made or lost: all stacks and all pots always add up to {stack} × the number of "
                "players.",
            ),
            stack=stack,
        ),
    ]
    return Page(blocks)
