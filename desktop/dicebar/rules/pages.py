"""The rules page of each game, as players read it in the app, with the house rules.

`rules_page(game_id, options)` gives Markdown for Qt's Text.MarkdownText (headings, paragraphs, bullet lists and
bold only: no tables, no HTML). The page opens with the house rules at this table, each said on or off (or with
its value) and what it does, and the rules that follow are written for those options: a switched option changes
the rule it touches, not only its own line. It ends with what every game shares (seats, faces, who starts, the
bar's words). `TAGLINES` has one line per game for the lobby card, `OPTION_LABELS` a short label per option for
the lobby's switches.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from dicebar.rules.errors import RulesError
from dicebar.rules.options import OptionSpec, OptionValue
from dicebar.rules.registry import check_options, game_class

Options = Mapping[str, OptionValue]

TAGLINES: dict[str, str] = {
    "aces-in-the-pot": "Two dice, two tokens: aces to the pot, sixes to the left",
    "fives-to-the-right": "Five dice each: aces to the centre, deuces to the left, fives to the right",
    "bar-dice": "Five dice, 1s wild, three rolls: the best hand is safe, the last one left buys",
    "layman-bar-dice": "Wisconsin bar dice: beat the hammer, or end up the sponsor",
    "peekpoker": "Hold'em with poker dice: three under the cup, three in the middle, crazy aces",
}

OPTION_LABELS: dict[tuple[str, str], str] = {
    ("aces-in-the-pot", "endgame"): "Ending: the last token out, or the last player holding tokens",
    ("aces-in-the-pot", "min_players_two"): "Allow a game of two players",
    ("aces-in-the-pot", "rounds"): "Rounds in the match (most rounds won takes it)",
    ("fives-to-the-right", "last_ace_wins"): "Last ace wins the pot instead of paying the bill",
    ("bar-dice", "final"): "Final: best two hands of three, or a single hand",
    ("bar-dice", "pace"): "Pace: no more rolls than the first player",
    ("bar-dice", "five_aces_first_roll_buys"): "Five 1s on a first roll: game over, that player buys",
    ("layman-bar-dice", "all_day_elimination"): "All day in the elimination: up to three rolls, with farming",
    ("layman-bar-dice", "cocked_dice"): "Cocked dice: a tilted die rolls the whole roll again",
    ("peekpoker", "stack"): "Chips each player starts with",
    ("peekpoker", "hands"): "Hands to play (none: play to one winner)",
    ("peekpoker", "blinds"): "Blinds of 1 and 2 instead of antes",
    ("peekpoker", "forced_bet"): "Forced bet: the first to act bets 1 or folds",
    ("peekpoker", "split_community"): "Split community: two dice, a betting round, then the third",
    ("peekpoker", "no_ace_reroll"): "No ace re-rolls at the showdown",
    ("peekpoker", "low_straight"): "Low straight: 9 10 J Q K counts as a straight",
}


@dataclass(frozen=True)
class _Page:
    """A game's own part of the page: what each house rule does as set, and the rules written for them."""

    house: dict[str, str]
    blocks: list[str]
    intro: str = ""


# ----- small Markdown helpers ---------------------------------------------------------------------------


def _section(title: str, *items: str) -> str:
    """A heading and a bullet list (empty items are left out, so a rule can be there for one option only)."""
    return f"## {title}\n\n" + "\n".join(f"- {item}" for item in items if item)


def _plural(count: int, one: str, many: str | None = None) -> str:
    return f"{count} {one if count == 1 else (many or one + 's')}"


def _int(value: OptionValue) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"expected a whole number, not {value!r}")
    return value


def _state(spec: OptionSpec, value: OptionValue) -> str:
    """An option's value as the page says it: on/off, a number, none, or a choice in words."""
    if spec.kind == "flag":
        return "on" if value else "off"
    if value is None:
        return "none"
    return str(value).replace("_", " ")


# ----- 1. Aces in the Pot ---------------------------------------------------------------------------------


def _aces_in_the_pot(options: Options, max_players: int) -> _Page:
    last_holder = options["endgame"] == "last_holder"
    two = bool(options["min_players_two"])
    rounds = _int(options["rounds"])
    fewest = 2 if two else 3
    house = {
        "endgame": (
            "The end begins as soon as only one player holds tokens, however many; that player rolls for the "
            "pot, and a six sends play back to normal."
            if last_holder
            else "The end begins when exactly one token is left outside the pot; its owner rolls for the pot, "
            "and a six passes the token on."
        ),
        "min_players_two": (
            "Two players may play too: the game needs at least 2."
            if two
            else "The game needs at least 3 players; switch this on to let two play."
        ),
        "rounds": (
            "One round: whoever wins the pot wins the game."
            if rounds == 1
            else f"Play a match of {rounds} rounds, each starting afresh with two tokens each; whoever wins most "
            "rounds wins the match (a tie shares it)."
        ),
    }
    blocks = [
        _section(
            "Players, dice and tokens",
            f"{fewest} or more players (up to {max_players} at this table).",
            "Two dice, passed from player to player.",
            "Each player starts every round with two tokens." if rounds > 1 else "Each player starts with two tokens.",
        ),
        _section(
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
            _section(
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
            _section(
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
        blocks.append(_section("Winning", "Whoever wins the pot wins the game."))
    else:
        blocks.append(
            _section(
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
    return _Page(house, blocks)


# ----- 2. Fives to the Right ------------------------------------------------------------------------------


def _fives_to_the_right(options: Options, max_players: int) -> _Page:
    wins = bool(options["last_ace_wins"])
    fate = "wins the pot" if wins else "loses and pays the bill"
    house = {
        "last_ace_wins": (
            "Whoever rolls the last 1 into the centre wins the pot instead of paying the bill."
            if wins
            else "Whoever rolls the last 1 into the centre loses and pays the bill."
        ),
    }
    blocks = [
        _section(
            "Players and dice",
            f"2 or more players (up to {max_players} at this table).",
            "Each player starts with five dice.",
        ),
        _section(
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
        _section(
            "The last die",
            "When all dice but one are in the centre, play goes on with that single die.",
            "Whoever holds it rolls it on their turn.",
            "A 2 or a 5 passes it on (left or right), and that player rolls it next.",
            "A 3, 4 or 6 leaves it where it is, and its holder rolls it again.",
            "A 1 ends the game.",
        ),
        _section(
            "The end",
            f"The player who rolled that last 1 {fate}.",
            f"If one roll sends the last several dice into the centre at once, the player who rolled it {fate}.",
        ),
        "Dice are never made or lost: the centre and everyone's dice always add up to 5 × the number of players.",
    ]
    return _Page(house, blocks, intro="Also called Aces, or Aces to the Centre.")


# ----- 3. Bar Dice ----------------------------------------------------------------------------------------


def _bar_dice(options: Options, max_players: int) -> _Page:
    single = options["final"] == "single"
    pace = bool(options["pace"])
    five_aces = bool(options["five_aces_first_roll_buys"])
    house = {
        "final": (
            "The final between the last two players is a single hand."
            if single
            else "The final between the last two players is best two hands of three."
        ),
        "pace": (
            "Later players in a round may not use more rolls than the first player used."
            if pace
            else "Every player may use all three rolls, whatever the first player of the round used."
        ),
        "five_aces_first_roll_buys": (
            "Five 1s on a first roll ends the game at once, and that player buys."
            if five_aces
            else "Five 1s on a first roll is simply the best hand there is (five 6s); the game goes on."
        ),
    }
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
        final = _section(
            "The final: a single hand",
            "The last two players play one hand.",
            "A final hand that is tied (same count, face and rolls) or that neither player scores is played again "
            "and does not count.",
            "Whoever loses it is the player left at the end, and buys the round.",
        )
    else:
        final = _section(
            "The final: best two hands of three",
            "The last two players play hands until one of them has lost two.",
            'Lose a hand and there is "a horse on you"; one lost hand each is "a horse a piece".',
            "A final hand that is tied (same count, face and rolls) or that neither player scores is played again "
            "and does not count toward the two of three.",
            "The player left at the end, with two horses, buys the round.",
        )
    blocks = [
        _section(
            "Players and dice",
            f"2 or more players (up to {max_players} at this table).",
            "Five dice. The best hands go out safe one by one; the last player left buys the round.",
        ),
        _section(
            "Your turn",
            "A turn is up to three rolls.",
            "After each roll you may set aside any of the dice and roll the rest, or stop.",
            "Set-aside dice stay set aside for the rest of the turn.",
            pace_rule,
        ),
        _section(
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
        _section(
            "Rounds",
            "Every remaining player takes one turn. The best hand of the round is out (safe) and leaves the game.",
            "If several players share the best hand (same count, face and rolls), only they play a tie-break "
            "round among themselves, in the order they played the round.",
            "If no one scores, the round is played again.",
            "When two players are left, they play the final.",
        ),
        _section(
            "Who starts",
            "The roll-off (below) decides who starts the first round.",
            "After that, the next round or final hand is started by the last player still in the game to have "
            'rolled: that player "brings it back".',
            "A round played again (no one scored) or a tie-break keeps the order it had.",
        ),
        final,
    ]
    return _Page(house, blocks)


# ----- 4. Wisconsin bar dice, Layman rules -------------------------------------------------------------------


def _layman(options: Options, max_players: int) -> _Page:
    all_day = bool(options["all_day_elimination"])
    cocked = bool(options["cocked_dice"])
    house = {
        "all_day_elimination": (
            "The elimination phase is played all day too: up to three rolls each, with farming, and fewer rolls "
            "win an equal score."
            if all_day
            else "In the elimination phase each player gets exactly one roll."
        ),
        "cocked_dice": (
            "A cocked die makes the whole roll go again, and that roll does not count toward the pace."
            if cocked
            else "Cocked dice are not called: every roll counts as the dice lie."
        ),
    }
    if all_day:
        elimination_rolls = (
            "Every player gets up to three rolls, with farming (see below), and may stop after any roll.",
            "The highest score is out (safe); an equal score made in fewer rolls wins.",
            "One tie, all tie: when the round is complete and any two scoring hands are equal, the whole round is "
            "rolled again by everyone still in, in the same order. Hands are equal only with the same score in "
            "the same number of rolls.",
        )
    else:
        elimination_rolls = (
            "Each player gets exactly one roll of all five dice.",
            "The highest score is out (safe).",
            "One tie, all tie: when the round is complete and any two scoring hands are equal, the whole round is "
            "rolled again by everyone still in, in the same order.",
        )
    pace_count = (
        "Every roll counts toward the hammer's pace, scoring or not; only a cocked roll does not."
        if cocked
        else "Every roll counts toward the hammer's pace, scoring or not."
    )
    cocked_block = (
        _section(
            "Cocked dice",
            "A die that comes to rest tilted against the rail or another die is cocked, and all the dice of that "
            "roll are rolled again.",
            "The cocked roll does not count toward the pace.",
            "The table spots a cocked die and reports it; scripted games and tutorials never have one.",
        )
        if cocked
        else _section("Cocked dice", "Not called at this table: every roll counts as the dice lie.")
    )
    blocks = [
        _section(
            "Players and dice",
            f"2 or more players (up to {max_players} at this table).",
            "Five dice. 1s are wild, and a hand must hold a 1 to score.",
            'Score = count × 10 + face, said as a number: "forty-two" is four 2s. Five 1s count as 56.',
            "With 3 or more players the game opens with the elimination phase; with 2 it goes straight to the "
            "sponsor phase.",
        ),
        _section(
            "Elimination phase (3 or more players)",
            "The roll-off winner is the hammer and rolls first in the first round.",
            *elimination_rolls,
            "Hands without a 1 score nothing and do not trigger a tie.",
            "If no one scores, the round is rolled again in the same order.",
            "The last player still in the game to roll becomes the hammer and rolls first in the next round.",
            "Players go out safe one by one until two are left for the sponsor phase.",
        ),
        _section(
            "Sponsor phase (2 players)",
            "Best two turns of three. When the game starts with two players, the roll-off winner is the first hammer.",
            "In each turn the hammer rolls first, up to three rolls, and may stop after any roll.",
            "The opponent may use at most as many rolls as the hammer used.",
            pace_count,
        ),
        _section(
            "Farming",
            'Once a 1 has shown in any roll of this turn, you may set dice aside ("farm") after each roll. Farmed '
            "dice are never rolled again that turn.",
            "Until a 1 has shown, you may not farm: roll all five again, or stop with nothing.",
            "" if all_day else "In the elimination phase there is only one roll, so farming is for the sponsor phase.",
        ),
        _section(
            "Comparing a turn",
            "The higher score wins.",
            "Equal valid scores: the one made in fewer rolls wins.",
            "Two hands that both score nothing, or equal scores in the same number of rolls, go to a roll-off: "
            "each rolls all five dice once, the hammer first (a 1 must be in it to count), again and again until "
            "one wins.",
        ),
        _section(
            "Horses, the hammer and the sponsor",
            'Whoever loses a turn has "a horse on them"; one turn each is "a horse a piece".',
            "The player who rolled last in a turn is the hammer of the next, so the hammer alternates.",
            "Whoever loses two turns is the sponsor and buys the round.",
        ),
        _section(
            "Too lucky",
            'A roll of five 1s gets the "too lucky" call: that player buys shots. It still scores 56.',
        ),
        cocked_block,
    ]
    return _Page(house, blocks)


# ----- 5. PeekPoker Hold'em: Crazy Aces -------------------------------------------------------------------


def _peekpoker(options: Options, max_players: int) -> _Page:
    stack = _int(options["stack"])
    hands_option = options["hands"]
    hands = None if hands_option is None else _int(hands_option)
    blinds = bool(options["blinds"])
    forced = bool(options["forced_bet"])
    split = bool(options["split_community"])
    no_reroll = bool(options["no_ace_reroll"])
    low = bool(options["low_straight"])
    house = {
        "stack": f"Every player starts with {_plural(stack, 'chip')}.",
        "hands": (
            "No hand limit: play on until one player has every chip."
            if hands is None
            else f"The game stops after {_plural(hands, 'hand')}; whoever has the most chips then wins."
        ),
        "blinds": (
            "Instead of antes, a small blind of 1 and a big blind of 2 are posted left of the dealer (heads-up, the "
            "dealer posts the small blind)."
            if blinds
            else "Every player antes 1 chip each hand; there are no blinds."
        ),
        "forced_bet": (
            "The first player to act in every betting round must bet 1 chip or fold."
            if forced
            else "The first player to act may check when nothing has been bet."
        ),
        "split_community": (
            "The dealer rolls two community dice, a betting round follows, then the third die and another round."
            if split
            else "The dealer rolls all three community dice at once, then one betting round follows."
        ),
        "no_ace_reroll": (
            "Aces may not be re-rolled at the showdown."
            if no_reroll
            else "At the showdown players may re-roll their own aces (the crazy aces)."
        ),
        "low_straight": (
            "9 10 J Q K also counts as a straight, below 10 J Q K A."
            if low
            else "Only 10 J Q K A (or all six dice, 9 to A) makes a straight; 9 10 J Q K does not."
        ),
    }
    if hands is None:
        winning = "The last player with chips wins."
    else:
        winning = (
            f"The game stops after {_plural(hands, 'hand')} (or sooner, if one player wins every chip); whoever has "
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
        showdown = _section(
            "Showdown",
            "Every player still in shows their private dice.",
            "Aces may not be re-rolled: the dice stand as they are.",
        )
    else:
        showdown = _section(
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
        _section(
            "Players, dice and chips",
            f"2 to {max_players} players (the box holds four cups; the app allows up to eight).",
            "Poker dice: faces 9, 10, J, Q, K, A. Colours, as on PeekPoker's dice: 9 and K red, 10 and Q black, "
            "J and A green.",
            f"Each player starts with a stack of {_plural(stack, 'chip')}.",
            "The roll-off decides the first dealer; then the button moves left each hand.",
            "A player with no chips is out. " + winning,
        ),
        _section(
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
        _section(
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
        _section(
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
        _section(
            "Hidden dice",
            "A computer player decides only from what its seat may see.",
            "On a shared screen, a human's private dice are shown only while that human peeks, after the others "
            "were asked to look away.",
        ),
        f"Chips are never made or lost: all stacks and all pots always add up to {stack} × the number of players.",
    ]
    return _Page(house, blocks)


_WRITERS: dict[str, Callable[[Options, int], _Page]] = {
    "aces-in-the-pot": _aces_in_the_pot,
    "fives-to-the-right": _fives_to_the_right,
    "bar-dice": _bar_dice,
    "layman-bar-dice": _layman,
    "peekpoker": _peekpoker,
}

_COMMON = "\n\n".join(
    [
        _section(
            "Common to every game",
            'Seats sit in a circle. "Left" is the next seat in turn order (clockwise); "right" is the previous one.',
            "A face is 1 to 6 on ordinary pip dice; poker dice show 9, 10, J, Q, K and A.",
            "Who starts: each player rolls one die, and the highest starts; players tied for highest roll again "
            "among themselves. The app shows these roll-offs. A game may instead be started with a named first "
            "player.",
            "The game alone decides every roll, from a fair random source that can be saved and replayed (tutorials "
            "and tests use scripted dice). The dice on the table only show the values the game chose.",
        ),
        _section(
            "Bar talk",
            '"Forty-five in three": a hand of four 5s made in three rolls.',
            '"In one", "in two": made in one roll, in two rolls. "All day": in three rolls.',
            '"The mark" is the hand to beat.',
        ),
    ]
)


def _one_line(error: RulesError) -> RulesError:
    """The same error said in one line (an option name typed with a line break must not break the message)."""
    text = str(error)
    return error if "\n" not in text and "\r" not in text else RulesError(" ".join(text.split()))


def rules_page(game_id: str, options: Mapping[str, object]) -> str:
    """The game's rules page in Markdown for these house rules (defaults for the ones not given)."""
    try:
        resolved = check_options(game_id, options)
    except RulesError as error:
        raise _one_line(error) from None
    cls = game_class(game_id)
    page = _WRITERS[game_id](resolved, cls.max_players)
    house = []
    for spec in cls.option_specs:
        name = spec.name.replace("_", " ")
        says = page.house.get(spec.name) or spec.description[:1].upper() + spec.description[1:] + "."
        house.append(f"House rule — {name}: **{_state(spec, resolved[spec.name])}**. {says}")
    blocks = [
        f"# {cls.title}",
        TAGLINES.get(game_id, ""),
        page.intro,
        _section("House rules at this table", *house),
        *page.blocks,
        _COMMON,
    ]
    return "\n\n".join(block for block in blocks if block) + "\n"
