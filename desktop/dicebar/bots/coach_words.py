"""The coach's words, in the translation context "Coach": what to do, and why, with the coach's own odds.

The coaches (`bar_coach`, `poker_coach`) choose and count; this module only says it, the way the bar does:
dice by count and face ("the three 6s and the ace"), hands as the games call them ("forty-three"), rolls left
in words. A hint is a few lines: the best choice with its reason, then the runners-up, shorter.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from dicebar.rules.hands import ACE
from dicebar.rules.lingo import BarCall, Count
from dicebar.rules.words import QT_TRANSLATE_NOOP, Words, said

# ----- naming dice ---------------------------------------------------------------------------------------


def dice_named(faces: Sequence[int]) -> Words:
    """Bar dice by count and face, the biggest group first and the aces last: 'the three 6s', 'the ace',
    'the two 5s and the ace', 'the 6, the 4 and the two aces'."""
    groups = sorted(Counter(faces).items(), key=lambda group: (group[0] == ACE, -group[1], -group[0]))
    named = [_group(face, count) for face, count in groups]
    joined = named[0]
    for part in named[1:-1]:
        joined = said(QT_TRANSLATE_NOOP("Coach", "{some}, {next}"), some=joined, next=part)
    if len(named) > 1:
        joined = said(QT_TRANSLATE_NOOP("Coach", "{some} and {last}"), some=joined, last=named[-1])
    return joined


def _group(face: int, count: int) -> Words:
    if face == ACE:
        if count == 1:
            return said(QT_TRANSLATE_NOOP("Coach", "the ace"))
        return said(QT_TRANSLATE_NOOP("Coach", "the {count} aces"), count=Count(count))
    if count == 1:
        return said(QT_TRANSLATE_NOOP("Coach", "the {face}"), face=face)
    return said(QT_TRANSLATE_NOOP("Coach", "the {count} {face}s"), count=Count(count), face=face)


# ----- Bar Dice and Layman: keep, roll again or stop -------------------------------------------------------


def keep_words(faces: Sequence[int]) -> Words:
    return said(QT_TRANSLATE_NOOP("Coach", "keep {dice}"), dice=dice_named(faces))


def roll_all_words(dice: int) -> Words:
    """Throwing again every die just thrown: 'roll all five again', 'roll both dice again', 'roll the last die
    again'."""
    if dice == 1:
        return said(QT_TRANSLATE_NOOP("Coach", "roll the last die again"))
    if dice == 2:
        return said(QT_TRANSLATE_NOOP("Coach", "roll both dice again"))
    return said(QT_TRANSLATE_NOOP("Coach", "roll all {count} again"), count=Count(dice))


def stop_words() -> Words:
    return said(QT_TRANSLATE_NOOP("Coach", "stop"))


def bar_best(action: Words, chance: str, mark: BarCall | None, rolls_left: int) -> Words:
    """The best choice, a roll: 'Keep the three 6s: 68% to beat forty-three in your two rolls left' (no mark:
    '... to score ...')."""
    fields: dict[str, str | Words | BarCall | Count] = {"action": action.capitalized(), "chance": chance}
    if mark is not None:
        fields["mark"] = mark
    if rolls_left > 1:
        fields["rolls"] = Count(rolls_left)
    texts = {
        (False, True): QT_TRANSLATE_NOOP("Coach", "{action}: {chance} to score in your last roll"),
        (False, False): QT_TRANSLATE_NOOP("Coach", "{action}: {chance} to score in your {rolls} rolls left"),
        (True, True): QT_TRANSLATE_NOOP("Coach", "{action}: {chance} to beat {mark} in your last roll"),
        (True, False): QT_TRANSLATE_NOOP("Coach", "{action}: {chance} to beat {mark} in your {rolls} rolls left"),
    }
    return said(texts[mark is not None, rolls_left == 1], **fields)


def bar_tie_best(action: Words, chance: str, mark: BarCall, rolls_left: int) -> Words:
    """The best choice when no roll can beat the mark: 'Keep the three 6s and the ace: nothing beats fifty-six,
    but 31% to tie it in your two rolls left'."""
    act = action.capitalized()
    if rolls_left == 1:
        text = QT_TRANSLATE_NOOP("Coach", "{action}: nothing beats {mark}, but {chance} to tie it in your last roll")
        return said(text, action=act, mark=mark, chance=chance)
    text = QT_TRANSLATE_NOOP(
        "Coach", "{action}: nothing beats {mark}, but {chance} to tie it in your {rolls} rolls left"
    )
    return said(text, action=act, mark=mark, chance=chance, rolls=Count(rolls_left))


def bar_stop_best(hand: BarCall, mark: BarCall | None, wins: bool) -> Words:
    """The best choice, stopping: the hand already wins ('Stop: forty-six already beats forty-three, and
    rolling on can only cost you rolls'; with no mark, it scores), or no roll can beat the mark any more."""
    if mark is None:
        if wins:
            text = QT_TRANSLATE_NOOP("Coach", "Stop: {hand} already scores, and there is no mark to beat yet")
            return said(text, hand=hand)
        return said(QT_TRANSLATE_NOOP("Coach", "Stop: nothing you can roll scores any more"))
    if wins:
        text = QT_TRANSLATE_NOOP("Coach", "Stop: {hand} already beats {mark}, and rolling on can only cost you rolls")
        return said(text, hand=hand, mark=mark)
    if hand == mark:
        text = QT_TRANSLATE_NOOP("Coach", "Stop: nothing you can roll beats {mark} any more, and {hand} ties it")
        return said(text, hand=hand, mark=mark)
    return said(QT_TRANSLATE_NOOP("Coach", "Stop: nothing you can roll beats {mark} any more"), mark=mark)


def bar_first_best(action: Words, chance: str, followers: int) -> Words:
    """The best choice with no mark to beat yet, its chance to end the best hand against the players still to
    roll, who then try to beat it: 'Keep the three 6s: 61% that no one of the two players after you beats it'."""
    if followers == 1:
        text = QT_TRANSLATE_NOOP("Coach", "{action}: {chance} to stay best against the player after you")
        return said(text, action=action.capitalized(), chance=chance)
    text = QT_TRANSLATE_NOOP("Coach", "{action}: {chance} to stay best against the {count} players after you")
    return said(text, action=action.capitalized(), chance=chance, count=Count(followers))


def runner_up(action: Words, chance: str) -> Words:
    """A choice after the best, shorter: 'Or keep the two 6s: 54%'."""
    return said(QT_TRANSLATE_NOOP("Coach", "Or {action}: {chance}"), action=action, chance=chance)


# ----- PeekPoker: betting ---------------------------------------------------------------------------------


def poker_price(stay: bool, forced: bool, *, need: str, price: int, pot: int, share: str, opponents: int) -> Words:
    """Facing a price: 'Call: you need 25% to call 3 into 9, and your hand takes 41% of the pot at the
    showdown against two', or Fold when the hand's share is not above the price. A forced bet is the price of
    staying in ('Bet 1: you need 10% to bet 1 into 9, ...')."""
    texts = {
        (True, False): QT_TRANSLATE_NOOP(
            "Coach",
            "Call: you need {need} to call {price} into {pot}, and your hand takes {share} of the pot at the "
            "showdown against {opponents}",
        ),
        (False, False): QT_TRANSLATE_NOOP(
            "Coach",
            "Fold: you need {need} to call {price} into {pot}, and your hand takes only {share} of the pot at "
            "the showdown against {opponents}",
        ),
        (True, True): QT_TRANSLATE_NOOP(
            "Coach",
            "Bet {price}: you need {need} to bet {price} into {pot}, and your hand takes {share} of the pot at "
            "the showdown against {opponents}",
        ),
        (False, True): QT_TRANSLATE_NOOP(
            "Coach",
            "Fold: you need {need} to bet {price} into {pot}, and your hand takes only {share} of the pot at "
            "the showdown against {opponents}",
        ),
    }
    return said(texts[stay, forced], need=need, price=price, pot=pot, share=share, opponents=Count(opponents))


def poker_free(bet_it: bool, share: str, even: str, opponents: int) -> Words:
    """Nothing to call: 'Bet: your hand takes 62% of the pot at the showdown against one, more than an even
    share (50%)', or Check when it is not more."""
    if bet_it:
        text = QT_TRANSLATE_NOOP(
            "Coach",
            "Bet: your hand takes {share} of the pot at the showdown against {opponents}, more than an even "
            "share ({even})",
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "Coach",
            "Check: your hand takes {share} of the pot at the showdown against {opponents}, no more than an even "
            "share ({even})",
        )
    return said(text, share=share, even=even, opponents=Count(opponents))


# ----- PeekPoker: the showdown's ace re-rolls -------------------------------------------------------------


def reroll_words(count: int, aces: int) -> Words:
    """Re-rolling `count` of the `aces` that may be re-rolled: 'keep both aces', 're-roll the ace',
    're-roll both aces', 're-roll one of the three aces'."""
    if count == 0:
        if aces == 1:
            return said(QT_TRANSLATE_NOOP("Coach", "keep the ace"))
        if aces == 2:
            return said(QT_TRANSLATE_NOOP("Coach", "keep both aces"))
        return said(QT_TRANSLATE_NOOP("Coach", "keep all {count} aces"), count=Count(aces))
    if count == aces:
        if aces == 1:
            return said(QT_TRANSLATE_NOOP("Coach", "re-roll the ace"))
        if aces == 2:
            return said(QT_TRANSLATE_NOOP("Coach", "re-roll both aces"))
        return said(QT_TRANSLATE_NOOP("Coach", "re-roll all {count} aces"), count=Count(aces))
    text = QT_TRANSLATE_NOOP("Coach", "re-roll {count} of the {aces} aces")
    return said(text, count=Count(count), aces=Count(aces))


def reroll_best(action: Words, share: str) -> Words:
    """'Re-roll both aces: on average you take 62% of the pot'."""
    text = QT_TRANSLATE_NOOP("Coach", "{action}: on average you take {share} of the pot")
    return said(text, action=action.capitalized(), share=share)


def nothing_to_decide() -> Words:
    return said(QT_TRANSLATE_NOOP("Coach", "Nothing to decide: just roll."))
