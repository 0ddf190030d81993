<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AcesInThePot</name>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="30"/>
        <source>no six, two to go</source>
        <translation>kein Sechser, noch zwei</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="31"/>
        <source>no six, one to go</source>
        <translation>kein Sechser, noch einer</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="32"/>
        <source>no six in three</source>
        <translation>kein Sechser in drei</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="39"/>
        <source>last token: three rolls, no six wins it</source>
        <translation>letzter Deckel: drei Würfe, ohne Sechser gewinnt man ihn</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="41"/>
        <source>only {who} holds tokens: three rolls, no six wins the pot</source>
        <translation>nur {who} hat noch Deckel: drei Würfe, ohne Sechser ist der Pott gewonnen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="44"/>
        <source>a six: the token and the dice pass to {who}</source>
        <translation>ein Sechser: Deckel und Würfel gehen an {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="48"/>
        <source>a six: play goes on with {who}</source>
        <translation>ein Sechser: weiter geht es mit {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="52"/>
        <source>no six: {who} takes the pot</source>
        <translation>kein Sechser: {who} räumt den Pott ab</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="66"/>
        <source>Round 1 of {rounds}: {who} rolls first</source>
        <translation>Runde 1 von {rounds}: {who} würfelt zuerst</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="68"/>
        <source>Round {round} of {rounds}: two tokens each again, {who} rolls first</source>
        <translation>Runde {round} von {rounds}: wieder zwei Deckel für jeden, {who} würfelt zuerst</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="71"/>
        <source>One token left outside the pot: the rest of the roll lapses</source>
        <translation>Nur noch ein Deckel außerhalb des Potts: der Rest des Wurfs verfällt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="74"/>
        <source>the last token</source>
        <translation>der letzte Deckel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="75"/>
        <source>three rolls for the pot</source>
        <translation>drei Würfe um den Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="77"/>
        <source>{who} wins round {round} of {rounds}: {why}</source>
        <translation>{who} gewinnt Runde {round} von {rounds}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="80"/>
        <source>no tokens left</source>
        <translation>keine Deckel mehr</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="83"/>
        <source>a new round</source>
        <translation>neue Runde</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="85"/>
        <source>a token from {giver}</source>
        <translation>ein Deckel von {giver}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="89"/>
        <source>{who} wins the pot: {why}</source>
        <translation>{who} gewinnt den Pott: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="94"/>
        <source>{who} wins the match with {won} of {rounds}</source>
        <translation>{who} gewinnt das Match mit {won:dat} von {rounds}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="96"/>
        <source>{players} share the match with {won} each</source>
        <translation>{players} teilen sich das Match mit je {won:dat}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="103"/>
        <source>no six in {rolls}</source>
        <translation>kein Sechser in {rolls:dat}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="112"/>
        <source>a six</source>
        <translation>ein Sechser</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="113"/>
        <source>two sixes</source>
        <translation>zwei Sechser</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="116"/>
        <source>{aces} to the pot</source>
        <translation>{aces} in den Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="118"/>
        <source>{sixes} to the left</source>
        <translation>{sixes} nach links</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="119"/>
        <source>nothing to pay</source>
        <translation>nichts zu zahlen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="91"/>
        <source>Aces in the Pot</source>
        <translation>Asse in den Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="92"/>
        <source>Two dice, two tokens: aces to the pot, sixes to the left</source>
        <translation>Zwei Würfel, zwei Deckel: Asse in den Pott, Sechser nach links</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="95"/>
        <source>token</source>
        <translation>Deckel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="95"/>
        <source>tokens</source>
        <translation>Deckel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="104"/>
        <source>Ending: the last token out, or the last player holding tokens</source>
        <translation>Schluss: der letzte Deckel draußen oder der letzte Spieler mit Deckeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="108"/>
        <source>The end begins as soon as only one player holds tokens, however many; that player rolls for the pot, and a six sends play back to normal.</source>
        <translation>Der Schluss beginnt, sobald nur noch ein Spieler Deckel hat, egal wie viele; dieser Spieler würfelt um den Pott, und ein Sechser bringt das Spiel zurück in den normalen Lauf.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="116"/>
        <source>The end begins when exactly one token is left outside the pot; its owner rolls for the pot, and a six passes the token on.</source>
        <translation>Der Schluss beginnt, wenn genau ein Deckel außerhalb des Potts übrig ist; sein Besitzer würfelt um den Pott, und ein Sechser gibt den Deckel weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="129"/>
        <source>Allow a game of two players</source>
        <translation>Spiel zu zweit erlauben</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="131"/>
        <source>Two players may play too: the game needs at least 2.</source>
        <translation>Auch zu zweit spielbar: das Spiel braucht mindestens 2.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="134"/>
        <source>The game needs at least 3 players; switch this on to let two play.</source>
        <translation>Das Spiel braucht mindestens 3 Spieler; schalte dies ein, um zu zweit zu spielen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="144"/>
        <source>Rounds in the match (most rounds won takes it)</source>
        <translation>Runden im Match (wer die meisten Runden gewinnt, gewinnt)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="146"/>
        <source>One round: whoever wins the pot wins the game.</source>
        <translation>Eine Runde: wer den Pott gewinnt, gewinnt das Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="149"/>
        <source>Play a match of {value} rounds, each starting afresh with two tokens each; whoever wins most rounds wins the match (a tie shares it).</source>
        <translation>Gespielt wird ein Match über {value} Runden, jede neu mit zwei Deckeln für jeden; wer die meisten Runden gewinnt, gewinnt das Match (bei Gleichstand wird geteilt).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="165"/>
        <source>Lucky: many 2s to 5s thrown, since they keep your tokens.</source>
        <translation>Glück: viele Zweier bis Fünfer geworfen, denn die behalten deine Deckel.</translation>
    </message>
</context>
<context>
    <name>BarDice</name>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="37"/>
        <source>{call}</source>
        <translation>{call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="41"/>
        <source>the mark is {call}</source>
        <translation>die Vorlage ist {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="43"/>
        <source>{who} is safe</source>
        <translation>{who} ist durch</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="45"/>
        <source>a horse on you</source>
        <translation>ein Strich für dich</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="47"/>
        <source>{who} buys the round</source>
        <translation>{who} gibt die Runde aus</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="49"/>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="129"/>
        <source>five aces on the first roll</source>
        <translation>fünf Asse aus der Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="58"/>
        <source>Round {round}: {players}; the best hand is safe</source>
        <translation>Runde {round}: {players}; die beste Hand ist durch</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="63"/>
        <source>The final: {first} against {second}, one hand; the loser buys</source>
        <translation>Das Finale: {first} gegen {second}, eine Hand; wer verliert, zahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="65"/>
        <source>The final: {first} against {second}, best two of three hands; the loser buys</source>
        <translation>Das Finale: {first} gegen {second}, zwei aus drei Händen; wer verliert, zahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="72"/>
        <source>{who} ties the mark</source>
        <translation>{who} zieht mit der Vorlage gleich</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="75"/>
        <source>Pace: the others may use {rolls}</source>
        <translation>Tempo: die anderen dürfen {rolls:akk} nutzen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="79"/>
        <source>No one scores: the tie-break is played again</source>
        <translation>Keiner punktet: das Stechen wird wiederholt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="80"/>
        <source>No one scores: the round is played again</source>
        <translation>Keiner punktet: die Runde wird wiederholt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="82"/>
        <source>{players} tie with {call}: they play a tie-break</source>
        <translation>{players} liegen gleichauf ({call}) und spielen ein Stechen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="87"/>
        <source>{hand}, and no one else scores</source>
        <translation>{hand}, und sonst punktet keiner</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="94"/>
        <source>won the final {score}</source>
        <translation>Finale gewonnen, {score}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="97"/>
        <source>{who} wins hand {hand} of the final: {why}; a horse on {loser}</source>
        <translation>{who} gewinnt Hand {hand} des Finales: {why}; ein Strich für {loser}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="102"/>
        <source>Neither scores: the hand is played again and does not count</source>
        <translation>Keiner punktet: die Hand wird wiederholt und zählt nicht</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="103"/>
        <source>Tied at {call}: the hand is played again and does not count</source>
        <translation>Gleichstand, {call}: die Hand wird wiederholt und zählt nicht</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="106"/>
        <source>{who} buys</source>
        <translation>{who} zahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="107"/>
        <source>Game over: {buys} ({why})</source>
        <translation>Spielende: {buys} ({why})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="114"/>
        <source>{hand} beats {beat}</source>
        <translation>{hand} schlägt {beat}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="123"/>
        <source>{won} to none</source>
        <translation>{won} zu null</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="124"/>
        <source>{won} to {lost}</source>
        <translation>{won} zu {lost}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="132"/>
        <source>{winner} won the final, {why}</source>
        <translation>Finale gewonnen von {winner}, {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="134"/>
        <source>{winner} won the final {score}</source>
        <translation>Finale gewonnen von {winner}, {score}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="140"/>
        <source>the final</source>
        <translation>das Finale</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="142"/>
        <source>the final, hand {hand}</source>
        <translation>das Finale, Hand {hand}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="144"/>
        <source>round {round}, tie-break</source>
        <translation>Runde {round}, Stechen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="146"/>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="148"/>
        <source>{label}, played again</source>
        <translation>{label}, wiederholt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="127"/>
        <source>Bar Dice</source>
        <translation>Kneipenwürfeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="128"/>
        <source>Five dice, 1s wild, three rolls: the best hand is safe, the last one left buys</source>
        <translation>Fünf Würfel, Asse als Joker, drei Würfe: die beste Hand ist durch, wer übrig bleibt, zahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="141"/>
        <source>Final: best two hands of three, or a single hand</source>
        <translation>Finale: zwei aus drei Händen oder eine einzige Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="143"/>
        <source>The final between the last two players is a single hand.</source>
        <translation>Das Finale der letzten beiden Spieler ist eine einzige Hand.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="146"/>
        <source>The final between the last two players is best two hands of three.</source>
        <translation>Das Finale der letzten beiden Spieler geht über zwei aus drei Händen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="155"/>
        <source>Pace: no more rolls than the first player</source>
        <translation>Tempo: nicht mehr Würfe als der erste Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="159"/>
        <source>Later players in a round may not use more rolls than the first player used.</source>
        <translation>Spätere Spieler einer Runde dürfen nicht mehr Würfe nutzen als der erste.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="165"/>
        <source>Every player may use all three rolls, whatever the first player of the round used.</source>
        <translation>Jeder Spieler darf alle drei Würfe nutzen, egal wie viele der erste der Runde gebraucht hat.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="175"/>
        <source>Five 1s on a first roll: game over, that player buys</source>
        <translation>Fünf Asse aus der Hand: Spielende, dieser Spieler zahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="179"/>
        <source>Five 1s on a first roll ends the game at once, and that player buys.</source>
        <translation>Fünf Asse aus der Hand beenden das Spiel sofort, und dieser Spieler zahlt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="185"/>
        <source>Five 1s on a first roll is simply the best hand there is (five 6s); the game goes on.</source>
        <translation>Fünf Asse aus der Hand sind einfach die beste Hand (fünf Sechser); das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="195"/>
        <source>Lucky: many 1s thrown, since aces are wild.</source>
        <translation>Glück: viele Asse geworfen, denn Asse sind Joker.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="27"/>
        <source>{some}, {next}</source>
        <translation>{some}, {next}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="29"/>
        <source>{some} and {last}</source>
        <translation>{some} und {last}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="36"/>
        <source>the ace</source>
        <translation>das Ass</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="37"/>
        <source>the {count} aces</source>
        <translation>die {count} Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="39"/>
        <source>the {face}</source>
        <translation>den {face}er</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="40"/>
        <source>the {count} {face}s</source>
        <translation>die {count} {face}er</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="47"/>
        <source>keep {dice}</source>
        <translation>behalte {dice}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="54"/>
        <source>roll the last die again</source>
        <translation>würfle den letzten Würfel noch mal</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="56"/>
        <source>roll both dice again</source>
        <translation>würfle beide Würfel noch mal</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="57"/>
        <source>roll all {count} again</source>
        <translation>würfle alle {count} noch mal</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="61"/>
        <source>stop</source>
        <translation>bleib stehen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="73"/>
        <source>{action}: {chance} to score in your last roll</source>
        <translation>{action}: {chance} Chance, im letzten Wurf zu punkten</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="74"/>
        <source>{action}: {chance} to score in your {rolls} rolls left</source>
        <translation>{action}: {chance} Chance, in deinen {rolls} restlichen Würfen zu punkten</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="75"/>
        <source>{action}: {chance} to beat {mark} in your last roll</source>
        <translation>{action}: {chance} Chance, {mark} im letzten Wurf zu schlagen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="76"/>
        <source>{action}: {chance} to beat {mark} in your {rolls} rolls left</source>
        <translation>{action}: {chance} Chance, {mark} in deinen {rolls} restlichen Würfen zu schlagen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="86"/>
        <source>{action}: nothing beats {mark}, but {chance} to tie it in your last roll</source>
        <translation>{action}: nichts schlägt {mark}, aber {chance} Chance auf Gleichstand im letzten Wurf</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="88"/>
        <source>{action}: nothing beats {mark}, but {chance} to tie it in your {rolls} rolls left</source>
        <translation>{action}: nichts schlägt {mark}, aber {chance} Chance auf Gleichstand in deinen {rolls} restlichen Würfen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="99"/>
        <source>Stop: {hand} already scores, and there is no mark to beat yet</source>
        <translation>Bleib stehen: {hand} punktet schon, und es gibt noch keine Vorlage</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="101"/>
        <source>Stop: nothing you can roll scores any more</source>
        <translation>Bleib stehen: kein Wurf kann jetzt noch punkten</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="103"/>
        <source>Stop: {hand} already beats {mark}, and rolling on can only cost you rolls</source>
        <translation>Bleib stehen: {hand} schlägt {mark} schon, und Weiterwürfeln kostet dich nur Würfe</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="106"/>
        <source>Stop: nothing you can roll beats {mark} any more, and {hand} ties it</source>
        <translation>Bleib stehen: kein Wurf schlägt {mark} mehr, und {hand} hält gleich</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="108"/>
        <source>Stop: nothing you can roll beats {mark} any more</source>
        <translation>Bleib stehen: kein Wurf schlägt {mark} mehr</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="115"/>
        <source>{action}: {chance} to stay best against the player after you</source>
        <translation>{action}: {chance} Chance, gegen den Spieler nach dir vorn zu bleiben</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="117"/>
        <source>{action}: {chance} to stay best against the {count} players after you</source>
        <translation>{action}: {chance} Chance, gegen die {count} Spieler nach dir vorn zu bleiben</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="123"/>
        <source>Or {action}: {chance}</source>
        <translation>Oder {action}: {chance}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="134"/>
        <source>Call: you need {need} to call {price} into {pot}, and your hand takes {share} of the pot at the showdown against {opponents}</source>
        <translation>Mitgehen: du brauchst {need}, um {price} bei {pot} im Pott mitzugehen, und deine Hand holt beim Showdown gegen {opponents} {share} des Potts</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="139"/>
        <source>Fold: you need {need} to call {price} into {pot}, and your hand takes only {share} of the pot at the showdown against {opponents}</source>
        <translation>Aussteigen: du brauchst {need}, um {price} bei {pot} im Pott mitzugehen, und deine Hand holt beim Showdown gegen {opponents} nur {share} des Potts</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="144"/>
        <source>Bet {price}: you need {need} to bet {price} into {pot}, and your hand takes {share} of the pot at the showdown against {opponents}</source>
        <translation>Setz {price}: du brauchst {need}, um {price} bei {pot} im Pott zu setzen, und deine Hand holt beim Showdown gegen {opponents} {share} des Potts</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="149"/>
        <source>Fold: you need {need} to bet {price} into {pot}, and your hand takes only {share} of the pot at the showdown against {opponents}</source>
        <translation>Aussteigen: du brauchst {need}, um {price} bei {pot} im Pott zu setzen, und deine Hand holt beim Showdown gegen {opponents} nur {share} des Potts</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="162"/>
        <source>Bet: your hand takes {share} of the pot at the showdown against {opponents}, more than an even share ({even})</source>
        <translation>Setz: deine Hand holt beim Showdown gegen {opponents} {share} des Potts, mehr als den gleichen Anteil ({even})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="168"/>
        <source>Check: your hand takes {share} of the pot at the showdown against {opponents}, no more than an even share ({even})</source>
        <translation>Check: deine Hand holt beim Showdown gegen {opponents} {share} des Potts, nicht mehr als den gleichen Anteil ({even})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="184"/>
        <source>keep the ace</source>
        <translation>behalte das Ass</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="186"/>
        <source>keep both aces</source>
        <translation>behalte beide Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="187"/>
        <source>keep all {count} aces</source>
        <translation>behalte alle {count} Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="190"/>
        <source>re-roll the ace</source>
        <translation>würfle das Ass neu</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="192"/>
        <source>re-roll both aces</source>
        <translation>würfle beide Asse neu</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="193"/>
        <source>re-roll all {count} aces</source>
        <translation>würfle alle {count} Asse neu</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="194"/>
        <source>re-roll {count} of the {aces} aces</source>
        <translation>würfle {count} der {aces} Asse neu</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="200"/>
        <source>{action}: on average you take {share} of the pot</source>
        <translation>{action}: im Schnitt holst du {share} des Potts</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="205"/>
        <source>Nothing to decide: just roll.</source>
        <translation>Nichts zu entscheiden: einfach würfeln.</translation>
    </message>
</context>
<context>
    <name>FivesToTheRight</name>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="28"/>
        <source>one die left: whoever rolls the last ace wins the pot</source>
        <translation>ein Würfel übrig: wer das letzte Ass würfelt, gewinnt den Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="30"/>
        <source>one die left: whoever rolls the last ace pays the bill</source>
        <translation>ein Würfel übrig: wer das letzte Ass würfelt, zahlt die Zeche</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="42"/>
        <source>the last die</source>
        <translation>der letzte Würfel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="44"/>
        <source>no dice left</source>
        <translation>keine Würfel mehr</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="46"/>
        <source>{dice} from {giver}</source>
        <translation>{dice} von {giver}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="52"/>
        <source>{who} rolls the last ace and wins the pot</source>
        <translation>{who} würfelt das letzte Ass und gewinnt den Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="55"/>
        <source>{who} rolls the last ace and pays the bill</source>
        <translation>{who} würfelt das letzte Ass und zahlt die Zeche</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="64"/>
        <source>{aces} to the centre</source>
        <translation>{aces} in die Mitte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="67"/>
        <source>{deuces} to the left</source>
        <translation>{deuces} nach links</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="70"/>
        <source>{fives} to the right</source>
        <translation>{fives} nach rechts</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="71"/>
        <source>nothing moves</source>
        <translation>nichts bewegt sich</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="64"/>
        <source>Fives to the Right</source>
        <translation>Fünfer nach rechts</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="65"/>
        <source>Five dice each: aces to the centre, deuces to the left, fives to the right</source>
        <translation>Fünf Würfel für jeden: Asse in die Mitte, Zweier nach links, Fünfer nach rechts</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="70"/>
        <source>die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="70"/>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="79"/>
        <source>Last ace wins the pot instead of paying the bill</source>
        <translation>Das letzte Ass gewinnt den Pott, statt die Zeche zu zahlen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="83"/>
        <source>Whoever rolls the last 1 into the centre wins the pot instead of paying the bill.</source>
        <translation>Wer das letzte Ass in die Mitte würfelt, gewinnt den Pott, statt die Zeche zu zahlen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="90"/>
        <source>Whoever rolls the last 1 into the centre loses and pays the bill.</source>
        <translation>Wer das letzte Ass in die Mitte würfelt, verliert und zahlt die Zeche.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="103"/>
        <source>Lucky: many 1s, 2s and 5s thrown, since each sends a die away.</source>
        <translation>Glück: viele Asse, Zweier und Fünfer geworfen, denn jeder schickt einen Würfel weg.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../desktop/dicebar/app/history_file.py" line="67"/>
        <source>The history cannot be saved: {why}.</source>
        <translation>Der Spielverlauf kann nicht gespeichert werden: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/history_file.py" line="73"/>
        <source>Could not save the history in {folder}: {why}.</source>
        <translation>Der Spielverlauf konnte nicht in {folder} gespeichert werden: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/history_file.py" line="79"/>
        <source>Saved the game&apos;s history to {path}.</source>
        <translation>Spielverlauf gespeichert unter {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="121"/>
        <source>Before the first action</source>
        <translation>Vor dem ersten Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="143"/>
        <source>Action {number}: {who} {move}</source>
        <translation>Zug {number}: {who}, {move}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="154"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="156"/>
        <source>The game was not finished.</source>
        <translation>Das Spiel wurde nicht beendet.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="174"/>
        <source>Dice Bar: {game}</source>
        <translation>Dice Bar: {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="176"/>
        <source>Seal {code} (SHA-256 {digest})</source>
        <translation>Siegel {code} (SHA-256 {digest})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="178"/>
        <source>Seed {seed}, revealed at the end of the game</source>
        <translation>Startwert {seed}, am Spielende aufgedeckt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="181"/>
        <source>a person</source>
        <translation>ein Mensch</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="181"/>
        <source>a computer</source>
        <translation>ein Computer</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="184"/>
        <source>Seat {seat}: {name}, {who}</source>
        <translation>Platz {seat}: {name}, {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="189"/>
        <source>House rule {name}: {value}</source>
        <translation>Hausregel {name}: {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="201"/>
        <source>  roll {number}: {faces} ({shown})</source>
        <translation>  Wurf {number}: {faces} ({shown})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="205"/>
        <source>  roll {number}: {faces}</source>
        <translation>  Wurf {number}: {faces}</translation>
    </message>
</context>
<context>
    <name>Layman</name>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="43"/>
        <source>too lucky</source>
        <translation>zu viel Glück</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="46"/>
        <source>{call}</source>
        <translation>{call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="48"/>
        <source>one tie, all tie</source>
        <translation>einer gleich, alle gleich</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="50"/>
        <source>a horse on {who}</source>
        <translation>ein Strich für {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="61"/>
        <source>Elimination phase: up to three rolls each, all day; the highest score is safe</source>
        <translation>Ausscheidung: bis zu drei Würfe für jeden; die höchste Punktzahl ist durch</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="65"/>
        <source>Elimination phase: one roll each; the highest score is safe</source>
        <translation>Ausscheidung: ein Wurf für jeden; die höchste Punktzahl ist durch</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="67"/>
        <source>{who} buys a shot for everyone playing</source>
        <translation>{who} gibt allen Mitspielern einen Kurzen aus</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="72"/>
        <source>elimination round {round}</source>
        <translation>Ausscheidungsrunde {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="75"/>
        <source>turn {turn}, roll-off</source>
        <translation>Durchgang {turn}, Stechen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="80"/>
        <source>No one scores: the round is rolled again in the same order</source>
        <translation>Keiner punktet: die Runde wird in derselben Reihenfolge neu gewürfelt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="82"/>
        <source>{hands} hands of {call}: everyone rolls again in the same order</source>
        <translation>{hands} Hände gleich ({call}): alle würfeln in derselben Reihenfolge neu</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="88"/>
        <source>{hand}, and no one else scores</source>
        <translation>{hand}, und sonst punktet keiner</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="93"/>
        <source>won {score}</source>
        <translation>gewonnen, {score}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="96"/>
        <source>{who} is the hammer and brings it back</source>
        <translation>{who} ist der Hammer und eröffnet wieder</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="98"/>
        <source>Sponsor phase: best two turns of three; {who} is the hammer and sets the pace</source>
        <translation>Spenderrunde: zwei aus drei Durchgängen; {who} ist der Hammer und gibt das Tempo vor</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="104"/>
        <source>Still tied: they roll off again, the hammer first</source>
        <translation>Immer noch gleich: erneutes Stechen, der Hammer zuerst</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="106"/>
        <source>Neither scores: a roll-off, one roll of all five each</source>
        <translation>Keiner punktet: Stechen, jeder ein Wurf mit allen fünf</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="107"/>
        <source>Tied at {call}: a roll-off, one roll of all five each</source>
        <translation>Gleichstand, {call}: Stechen, jeder ein Wurf mit allen fünf</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="111"/>
        <source>{who} wins turn {turn} in the roll-off: {why}</source>
        <translation>{who} gewinnt Durchgang {turn} im Stechen: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="113"/>
        <source>{who} wins turn {turn}: {why}</source>
        <translation>{who} gewinnt Durchgang {turn}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="116"/>
        <source>{who} is the sponsor and buys the round</source>
        <translation>{who} ist der Spender und gibt die Runde aus</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="117"/>
        <source>{sponsor} ({winner} won {score})</source>
        <translation>{sponsor} (Sieg für {winner}, {score})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="128"/>
        <source>{hand} beats {beat}</source>
        <translation>{hand} schlägt {beat}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="134"/>
        <source>{won} to none</source>
        <translation>{won} zu null</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="135"/>
        <source>{won} to {lost}</source>
        <translation>{won} zu {lost}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="141"/>
        <source>{who}&apos;s roll is cocked: the die goes again, and that roll does not count</source>
        <translation>{who} hat einen Kipper: der Würfel geht noch mal, und der Wurf zählt nicht</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="144"/>
        <source>{who}&apos;s roll is cocked: both dice go again, and that roll does not count</source>
        <translation>{who} hat Kipper: beide Würfel gehen noch mal, und der Wurf zählt nicht</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="147"/>
        <source>{who}&apos;s roll is cocked: all {dice} dice go again, and that roll does not count</source>
        <translation>{who} hat Kipper: alle {dice} Würfel gehen noch mal, und der Wurf zählt nicht</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="152"/>
        <source>{cocked} (so no shots)</source>
        <translation>{cocked} (also keine Kurzen)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="158"/>
        <source>turn {turn}, the hammer</source>
        <translation>Durchgang {turn}, der Hammer</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="161"/>
        <source>turn {turn}, {rolls} to beat {call}</source>
        <translation>Durchgang {turn}, {rolls} gegen {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="163"/>
        <source>turn {turn}, at most {rolls}</source>
        <translation>Durchgang {turn}, höchstens {rolls}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="155"/>
        <source>Layman Bar Dice</source>
        <translation>Layman-Kneipenwürfeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="156"/>
        <source>Wisconsin bar dice: beat the hammer, or end up the sponsor</source>
        <translation>Kneipenwürfeln aus Wisconsin: schlag den Hammer, sonst bist du der Spender</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="167"/>
        <source>All day in the elimination: up to three rolls, with farming</source>
        <translation>Ausscheidung mit drei Würfen: bis zu drei Würfe, mit Bunkern</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="171"/>
        <source>The elimination phase is played all day too: up to three rolls each, with farming, and fewer rolls win an equal score.</source>
        <translation>Auch die Ausscheidung geht über drei Würfe: bis zu drei für jeden, mit Bunkern, und bei gleicher Punktzahl gewinnen weniger Würfe.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="177"/>
        <source>In the elimination phase each player gets exactly one roll.</source>
        <translation>In der Ausscheidung hat jeder Spieler genau einen Wurf.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="184"/>
        <source>Cocked dice: a tilted die rolls the whole roll again</source>
        <translation>Kipper: ein schief liegender Würfel lässt den ganzen Wurf wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="188"/>
        <source>A cocked die makes the whole roll go again, and that roll does not count toward the pace.</source>
        <translation>Ein Kipper lässt den ganzen Wurf wiederholen, und dieser Wurf zählt nicht fürs Tempo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="193"/>
        <source>Cocked dice are not called: every roll counts as the dice lie.</source>
        <translation>Kipper werden nicht angesagt: jeder Wurf zählt, wie die Würfel liegen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="199"/>
        <source>Lucky: many 1s thrown, since aces are wild and a hand needs one.</source>
        <translation>Glück: viele Asse geworfen, denn Asse sind Joker und eine Hand braucht eins.</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../desktop/dicebar/session/lobby.py" line="35"/>
        <source>This tutorial cannot start: {reason}</source>
        <extracomment>the game the lobby offers on a first start (the one game named outside its own modules)</extracomment>
        <translation>Dieses Tutorial kann nicht starten: {reason}</translation>
    </message>
</context>
<context>
    <name>Luck</name>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="74"/>
        <source>No dice thrown yet.</source>
        <extracomment>below this p (and with enough dice) the counts are called unusual dice expected on each face before an uneven count may be called unusual dice expected on each face before the test says anything at all (the chi-square rule of thumb) the fewest dice a player must throw in a game for it to be their luckiest or unluckiest</extracomment>
        <translation>Noch keine Würfel geworfen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="76"/>
        <source>Too few dice to tell yet ({dice} thrown).</source>
        <translation>Noch zu wenige Würfel für ein Urteil ({dice} geworfen).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="79"/>
        <source>As even as real dice ({p}).</source>
        <translation>So gleichmäßig wie echte Würfel ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="81"/>
        <source>Uneven so far, but too few dice to tell ({p}).</source>
        <translation>Bisher ungleichmäßig, aber zu wenige Würfel für ein Urteil ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="83"/>
        <source>Unusual: even dice fall this unevenly less than once in a thousand times ({p}).</source>
        <translation>Ungewöhnlich: gleichmäßige Würfel fallen seltener als einmal in tausend so ungleich ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="115"/>
        <source>{game}, {day}: {share}% of {dice} dice lucky (even dice: {even}%)</source>
        <translation>{game}, {day}: {share} % von {dice} Würfeln mit Glück (gleichmäßige Würfel: {even} %)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="174"/>
        <source>Every die on this machine</source>
        <translation>Alle Würfel auf diesem Gerät</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="175"/>
        <source>Thrown by people</source>
        <translation>Von Menschen geworfen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="176"/>
        <source>Thrown by computers</source>
        <translation>Vom Computer geworfen</translation>
    </message>
</context>
<context>
    <name>PeekPoker</name>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="30"/>
        <source>{hand}</source>
        <translation>{hand}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="36"/>
        <source>check</source>
        <translation>check</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="38"/>
        <source>fold</source>
        <translation>ich bin raus</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="40"/>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="42"/>
        <source>raise to {total}</source>
        <translation>erhöhe auf {total}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="46"/>
        <source>re-rolling {aces}</source>
        <translation>würfle {aces:akk} neu</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="49"/>
        <source>keeping my ace</source>
        <translation>ich behalte mein Ass</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="50"/>
        <source>keeping my aces</source>
        <translation>ich behalte meine Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="56"/>
        <source>{who} bets {amount}</source>
        <translation>{who} setzt {amount}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="57"/>
        <source>{who} calls {amount}</source>
        <translation>{who} geht {amount} mit</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="68"/>
        <source>No betting in round {round}: all in</source>
        <translation>Keine Einsätze in Runde {round}: alle sind all-in</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="70"/>
        <source>Betting round {round}</source>
        <translation>Setzrunde {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="72"/>
        <source>Everyone else folds to {who}</source>
        <translation>Alle anderen steigen aus, {who} bleibt übrig</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="74"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="78"/>
        <source>no chips left</source>
        <translation>keine Chips mehr</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="80"/>
        <source>{who} wins the game with all {chips} chips</source>
        <translation>{who} gewinnt das Spiel mit allen {chips} Chips</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="86"/>
        <source>{who} has the most chips ({chips}) and wins</source>
        <translation>{who} hat die meisten Chips ({chips}) und gewinnt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="90"/>
        <source>After {hands} {wins}</source>
        <translation>Nach {hands:dat}: {wins}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="91"/>
        <source>After {hands} {players} share the most chips ({chips} each) and the win</source>
        <translation>Nach {hands:dat}: {players} teilen sich die meisten Chips ({chips} je Spieler) und den Sieg</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="103"/>
        <source>everyone else folded</source>
        <translation>alle anderen sind ausgestiegen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="106"/>
        <source>split with {others}, {hand} each</source>
        <translation>geteilt mit {others}, je {hand}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="108"/>
        <source>{hand}, and no one else contests it</source>
        <translation>{hand}, und keiner hält dagegen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="110"/>
        <source>{hand} beats {against}</source>
        <translation>{hand} schlägt {against}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="111"/>
        <source>{won}: {why}</source>
        <translation>{won}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="110"/>
        <source>PeekPoker Hold&apos;em: Crazy Aces</source>
        <translation>PeekPoker Hold&apos;em: Verrückte Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="111"/>
        <source>Hold&apos;em with poker dice: three under the cup, three in the middle, crazy aces</source>
        <translation>Hold&apos;em mit Pokerwürfeln: drei unterm Becher, drei in der Mitte, verrückte Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="116"/>
        <source>chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="116"/>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="126"/>
        <source>Chips each player starts with</source>
        <translation>Chips pro Spieler zu Beginn</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="127"/>
        <source>Every player starts with {value} chips.</source>
        <translation>Jeder Spieler beginnt mit {value} Chips.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="134"/>
        <source>Hands to play (none: play to one winner)</source>
        <translation>Zu spielende Hände (keine: bis einer alles hat)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="136"/>
        <source>No hand limit: play on until one player has every chip.</source>
        <translation>Keine Grenze: gespielt wird, bis ein Spieler alle Chips hat.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="139"/>
        <source>The game stops after 1 hand; whoever has the most chips then wins.</source>
        <translation>Das Spiel endet nach 1 Hand; wer dann die meisten Chips hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="145"/>
        <source>The game stops after {value} hands; whoever has the most chips then wins.</source>
        <translation>Das Spiel endet nach {value} Händen; wer dann die meisten Chips hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="155"/>
        <source>Blinds of 1 and 2 instead of antes</source>
        <translation>Blinds von 1 und 2 statt Antes</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="159"/>
        <source>Instead of antes, a small blind of 1 and a big blind of 2 are posted left of the dealer (heads-up, the dealer posts the small blind).</source>
        <translation>Statt Antes werden links vom Geber ein Small Blind von 1 und ein Big Blind von 2 gesetzt (zu zweit setzt der Geber den Small Blind).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="165"/>
        <source>Every player antes 1 chip each hand; there are no blinds.</source>
        <translation>Jeder Spieler setzt pro Hand 1 Chip Ante; es gibt keine Blinds.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="172"/>
        <source>Forced bet: the first to act bets 1 or folds</source>
        <translation>Pflichteinsatz: wer zuerst dran ist, setzt 1 oder steigt aus</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="176"/>
        <source>The first player to act in every betting round must bet 1 chip or fold.</source>
        <translation>Wer in einer Setzrunde zuerst dran ist, muss 1 Chip setzen oder aussteigen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="180"/>
        <source>The first player to act may check when nothing has been bet.</source>
        <translation>Wer zuerst dran ist, darf checken, solange nichts gesetzt wurde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="187"/>
        <source>Split community: two dice, a betting round, then the third</source>
        <translation>Geteilte Gemeinschaftswürfel: zwei Würfel, eine Setzrunde, dann der dritte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="191"/>
        <source>The dealer rolls two community dice, a betting round follows, then the third die and another round.</source>
        <translation>Der Geber würfelt zwei Gemeinschaftswürfel, es folgt eine Setzrunde, dann der dritte Würfel und noch eine Runde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="199"/>
        <source>The dealer rolls all three community dice at once, then one betting round follows.</source>
        <translation>Der Geber würfelt alle drei Gemeinschaftswürfel auf einmal, dann folgt eine Setzrunde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="210"/>
        <source>No ace re-rolls at the showdown</source>
        <translation>Kein Neuwürfeln der Asse beim Showdown</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="212"/>
        <source>Aces may not be re-rolled at the showdown.</source>
        <translation>Beim Showdown dürfen Asse nicht neu gewürfelt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="215"/>
        <source>At the showdown players may re-roll their own aces (the crazy aces).</source>
        <translation>Beim Showdown dürfen die Spieler ihre eigenen Asse neu würfeln (die verrückten Asse).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="225"/>
        <source>Low straight: 9 10 J Q K counts as a straight</source>
        <translation>Kleine Straße: 9 10 J Q K zählt als Straße</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="227"/>
        <source>9 10 J Q K also counts as a straight, below 10 J Q K A.</source>
        <translation>9 10 J Q K zählt auch als Straße, unter 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="230"/>
        <source>Only 10 J Q K A (or all six dice, 9 to A) makes a straight; 9 10 J Q K does not.</source>
        <translation>Nur 10 J Q K A (oder alle sechs Würfel, 9 bis A) ist eine Straße; 9 10 J Q K nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="243"/>
        <source>Lucky: many aces thrown, the highest face, which may be thrown again.</source>
        <translation>Glück: viele Asse geworfen, die höchste Seite, die man sogar neu würfeln darf.</translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <location filename="../../desktop/dicebar/ui/renderer.py" line="32"/>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/renderer.py" line="33"/>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/renderer.py" line="34"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/renderer.py" line="35"/>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_reading.py" line="19"/>
        <source>no six</source>
        <translation>kein Sechser</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_reading.py" line="20"/>
        <source>nothing to pay</source>
        <translation>nichts zu zahlen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="27"/>
        <source>no ace: the hand does not count, {versus}</source>
        <translation>kein Ass: die Hand zählt nicht, {versus}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="29"/>
        <source>{dice}: {call} so far, {versus}</source>
        <translation>{dice}: bisher {call}, {versus}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="38"/>
        <source>{aces}</source>
        <translation>{aces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="40"/>
        <source>{naturals} and {aces}</source>
        <translation>{naturals} und {aces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="48"/>
        <source>no mark yet</source>
        <translation>noch keine Vorlage</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="51"/>
        <source>beats {mark}</source>
        <translation>schlägt {mark}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="53"/>
        <source>ties {mark}</source>
        <translation>so gut wie {mark}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="54"/>
        <source>short of {mark}</source>
        <translation>schwächer als {mark}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_reading.py" line="14"/>
        <source>nothing moves</source>
        <translation>nichts bewegt sich</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_reading.py" line="40"/>
        <source>your hand: {call}</source>
        <translation>Deine Hand: {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_reading.py" line="42"/>
        <source>{whose} hand: {call}</source>
        <translation>{whose:f} Hand: {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_reading.py" line="45"/>
        <source>on the table: {call}</source>
        <translation>auf dem Tisch: {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_reading.py" line="53"/>
        <source>{call} so far, {dice} to come</source>
        <translation>bisher {call}, noch {dice} offen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pip_reading.py" line="25"/>
        <source>{dice} to {place}</source>
        <translation>{dice} für {place}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pip_reading.py" line="35"/>
        <source>{dice}: nothing more to give</source>
        <translation>{dice}: nichts mehr abzugeben</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pip_reading.py" line="39"/>
        <source>{whose} throw: {reading}</source>
        <translation>{whose:m} Wurf: {reading}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pip_reading.py" line="46"/>
        <source>{reading}, {more}</source>
        <translation>{reading}, {more}</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="38"/>
        <source>the pot</source>
        <extracomment>a game&apos;s words for a call bubble: (event, names) -&gt; Words, or None for an event that is not a call</extracomment>
        <translation>den Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="38"/>
        <source>the centre</source>
        <translation>die Mitte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="40"/>
        <source>ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="41"/>
        <source>small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="42"/>
        <source>big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="43"/>
        <source>bet</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="44"/>
        <source>call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="45"/>
        <source>raise</source>
        <translation>Erhöhung</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="48"/>
        <source>{who} rolls for the start: {faces}</source>
        <translation>{who} würfelt um den Anfang: {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="49"/>
        <source>{who} rolls the community dice: {faces}</source>
        <translation>{who} würfelt die Gemeinschaftswürfel: {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="50"/>
        <source>{who} re-rolls aces: {faces}</source>
        <translation>{who} würfelt die Asse neu: {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="53"/>
        <source>{who} is back in</source>
        <translation>{who} ist wieder dabei</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="54"/>
        <source>{who} is out</source>
        <translation>{who} ist raus</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="55"/>
        <source>{who} is safe</source>
        <translation>{who} ist durch</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="68"/>
        <source>{whose} turn</source>
        <translation>{whose:m} Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="69"/>
        <source>{whose} turn ({label})</source>
        <translation>{whose:m} Zug ({label})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="77"/>
        <source>{status}: {why}</source>
        <translation>{status}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="83"/>
        <source>{who}: {call}</source>
        <translation>{who}: {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="90"/>
        <source>a horse a piece</source>
        <translation>ein Strich für jeden</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="104"/>
        <source>{who} shakes {dice} under the cup</source>
        <translation>{who} schüttelt {dice:akk} unter dem Becher</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="108"/>
        <source>{who} rolls {faces}</source>
        <translation>{who} würfelt {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="112"/>
        <source>{who} shows {faces}</source>
        <translation>{who} zeigt {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="117"/>
        <source>{who} rolls them all again</source>
        <translation>{who} würfelt alle noch mal</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="119"/>
        <source>{who} farms {faces}</source>
        <translation>{who} bunkert {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="120"/>
        <source>{who} sets aside {faces}</source>
        <translation>{who} legt {faces} raus</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="129"/>
        <source>{who} deals</source>
        <translation>{who} gibt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="130"/>
        <source>Hand {hand}: {deals}</source>
        <translation>Hand {hand}: {deals}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="135"/>
        <source>Everyone rolls one die: the highest deals</source>
        <translation>Jeder würfelt mit einem Würfel: der Höchste gibt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="136"/>
        <source>Everyone rolls one die: the highest starts</source>
        <translation>Jeder würfelt mit einem Würfel: der Höchste fängt an</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="139"/>
        <source>{players} tie for highest and roll again</source>
        <translation>{players} liegen gleichauf vorn und würfeln noch mal</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="142"/>
        <source>{who} rolls highest and deals</source>
        <translation>{who} würfelt am höchsten und gibt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="143"/>
        <source>{who} rolls highest and starts</source>
        <translation>{who} würfelt am höchsten und fängt an</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="150"/>
        <source>{who} puts {what} in the pot</source>
        <translation>{who} legt {what:akk} in den Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="152"/>
        <source>{who} puts {what} in the centre</source>
        <translation>{who} legt {what:akk} in die Mitte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="154"/>
        <source>{who} takes {what} from the pot</source>
        <translation>{who} nimmt {what:akk} aus dem Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="156"/>
        <source>{who} passes {what} to {whom}</source>
        <translation>{who} gibt {what:akk} an {whom}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="165"/>
        <source>{who} puts {what} in the pot ({reason})</source>
        <translation>{who} legt {what:akk} in den Pott ({reason})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="169"/>
        <source>{who} takes back {what} nobody called</source>
        <translation>{who} nimmt {what:akk} zurück: keiner ging mit</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="171"/>
        <source>the main pot</source>
        <translation>dem Hauptpott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="173"/>
        <source>side pot {number}</source>
        <translation>dem Nebenpott {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="174"/>
        <source>{who} wins {what} from {pot}</source>
        <translation>{who} gewinnt {what:akk} aus {pot}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="181"/>
        <source>{reading}, {more}</source>
        <translation>{reading}, {more}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="182"/>
        <source>{thrown}: {reading}</source>
        <translation>{thrown}: {reading}</translation>
    </message>
</context>
</TS>
