<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Access</name>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="27"/>
        <source>one</source>
        <extracomment>a die&apos;s accessible row (the roles of the session&apos;s `spokenDice` model): its index on the table, its name, whether the person may pick it now (`tappable`) and has picked it (`chosen`), and where it lies (the scene&apos;s centimetres, as the `dice` model has it: the view places the accessible die over the drawn one)</extracomment>
        <translation>eins</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="28"/>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="29"/>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="30"/>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="31"/>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="32"/>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="35"/>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="36"/>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="37"/>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="38"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="39"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="40"/>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="45"/>
        <source>with {who}</source>
        <extracomment>where a die lies (the scenes&apos; zones, and two ways of lying on the felt: chosen to set aside, community): its {face}, and {who}, whose it is</extracomment>
        <translation>bei {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="46"/>
        <source>{face}</source>
        <translation>{face}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="47"/>
        <source>{face}, chosen</source>
        <translation>{face}, gewählt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="48"/>
        <source>{face}, community</source>
        <translation>{face}, gemeinsam</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="49"/>
        <source>{face}, set aside</source>
        <translation>{face}, beiseitegelegt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="50"/>
        <source>{face}, in the centre</source>
        <translation>{face}, in der Mitte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="51"/>
        <source>hidden under the cup of {who}</source>
        <translation>verdeckt unter dem Becher von {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="52"/>
        <source>{face}, under your cup</source>
        <translation>{face}, unter deinem Becher</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="53"/>
        <source>{face}, shown by {who}</source>
        <translation>{face}, gezeigt von {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="55"/>
        <source>die {number}: {where}</source>
        <translation>Würfel {number}: {where}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="58"/>
        <source>The table: {game}</source>
        <extracomment>the hand tray&apos;s groups (dicebar.session.hand_tray) by where their dice lie</extracomment>
        <translation>Der Tisch: {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="59"/>
        <source>The table: {game}. {now}</source>
        <translation>Der Tisch: {game}. {now}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="60"/>
        <source>The pot: {what}</source>
        <translation>Der Pot: {what}</translation>
    </message>
</context>
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
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="78"/>
        <source>Pot: %n token(s)</source>
        <translation>
            <numerusform>Pott: %n Deckel</numerusform>
            <numerusform>Pott: %n Deckel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="84"/>
        <source>round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="88"/>
        <source>won: {won}</source>
        <translation>gewonnen: {won}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="93"/>
        <source>last token: roll {roll} of 3, no six wins the pot</source>
        <translation>letzter Deckel: Wurf {roll} von 3, ohne Sechser ist der Pott gewonnen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="101"/>
        <source>Aces in the Pot</source>
        <translation>Asse in den Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="102"/>
        <source>Two dice, two tokens: aces to the pot, sixes to the left</source>
        <translation>Zwei Würfel, zwei Deckel: Asse in den Pott, Sechser nach links</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="105"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Deckel</numerusform>
            <numerusform>%n Deckel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="114"/>
        <source>Ending: the last token out, or the last player holding tokens</source>
        <translation>Schluss: der letzte Deckel draußen oder der letzte Spieler mit Deckeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="118"/>
        <source>The end begins as soon as only one player holds tokens, however many; that player rolls for the pot, and a six sends play back to normal.</source>
        <translation>Der Schluss beginnt, sobald nur noch ein Spieler Deckel hat, egal wie viele; dieser Spieler würfelt um den Pott, und ein Sechser bringt das Spiel zurück in den normalen Lauf.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="126"/>
        <source>The end begins when exactly one token is left outside the pot; its owner rolls for the pot, and a six passes the token on.</source>
        <translation>Der Schluss beginnt, wenn genau ein Deckel außerhalb des Potts übrig ist; sein Besitzer würfelt um den Pott, und ein Sechser gibt den Deckel weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="135"/>
        <source>last token</source>
        <translation>letzter Deckel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="136"/>
        <source>last holder</source>
        <translation>letzter mit Deckeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="143"/>
        <source>Allow a game of two players</source>
        <translation>Spiel zu zweit erlauben</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="145"/>
        <source>Two players may play too: the game needs at least 2.</source>
        <translation>Auch zu zweit spielbar: das Spiel braucht mindestens 2.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="148"/>
        <source>The game needs at least 3 players; switch this on to let two play.</source>
        <translation>Das Spiel braucht mindestens 3 Spieler; schalte dies ein, um zu zweit zu spielen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="158"/>
        <source>Rounds in the match (most rounds won takes it)</source>
        <translation>Runden im Match (wer die meisten Runden gewinnt, gewinnt)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="160"/>
        <source>One round: whoever wins the pot wins the game.</source>
        <translation>Eine Runde: wer den Pott gewinnt, gewinnt das Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="163"/>
        <source>Play a match of {value} rounds, each starting afresh with two tokens each; whoever wins most rounds wins the match (a tie shares it).</source>
        <translation>Gespielt wird ein Match über {value} Runden, jede neu mit zwei Deckeln für jeden; wer die meisten Runden gewinnt, gewinnt das Match (bei Gleichstand wird geteilt).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="179"/>
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
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="109"/>
        <source>The mark: {call} ({holders})</source>
        <translation>Vorlage: {call} ({holders})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="124"/>
        <source>The final, hand {hand}</source>
        <translation>Das Finale, Hand {hand}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="125"/>
        <source>horses: {horses}</source>
        <translation>Striche: {horses}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="128"/>
        <source>Tie-break {round}</source>
        <translation>Stechen {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="130"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="136"/>
        <source>Bar Dice</source>
        <translation>Kneipenwürfeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="137"/>
        <source>Five dice, 1s wild, three rolls: the best hand is safe, the last one left buys</source>
        <translation>Fünf Würfel, Asse als Joker, drei Würfe: die beste Hand ist durch, wer übrig bleibt, zahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="150"/>
        <source>Final: best two hands of three, or a single hand</source>
        <translation>Finale: zwei aus drei Händen oder eine einzige Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="152"/>
        <source>The final between the last two players is a single hand.</source>
        <translation>Das Finale der letzten beiden Spieler ist eine einzige Hand.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="155"/>
        <source>The final between the last two players is best two hands of three.</source>
        <translation>Das Finale der letzten beiden Spieler geht über zwei aus drei Händen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="159"/>
        <source>best of three</source>
        <translation>zwei aus drei</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="159"/>
        <source>single</source>
        <translation>eine Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="165"/>
        <source>Pace: no more rolls than the first player</source>
        <translation>Tempo: nicht mehr Würfe als der erste Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="169"/>
        <source>Later players in a round may not use more rolls than the first player used.</source>
        <translation>Spätere Spieler einer Runde dürfen nicht mehr Würfe nutzen als der erste.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="175"/>
        <source>Every player may use all three rolls, whatever the first player of the round used.</source>
        <translation>Jeder Spieler darf alle drei Würfe nutzen, egal wie viele der erste der Runde gebraucht hat.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="185"/>
        <source>Five 1s on a first roll: game over, that player buys</source>
        <translation>Fünf Asse aus der Hand: Spielende, dieser Spieler zahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="189"/>
        <source>Five 1s on a first roll ends the game at once, and that player buys.</source>
        <translation>Fünf Asse aus der Hand beenden das Spiel sofort, und dieser Spieler zahlt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="195"/>
        <source>Five 1s on a first roll is simply the best hand there is (five 6s); the game goes on.</source>
        <translation>Fünf Asse aus der Hand sind einfach die beste Hand (fünf Sechser); das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="205"/>
        <source>Lucky: many 1s thrown, since aces are wild.</source>
        <translation>Glück: viele Asse geworfen, denn Asse sind Joker.</translation>
    </message>
</context>
<context>
    <name>BettingBar</name>
    <message>
        <location filename="../qml/BettingBar.qml" line="59"/>
        <source>Pot %1</source>
        <translation>Pott %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="60"/>
        <source>To call %1</source>
        <translation>Zum Mitgehen %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="60"/>
        <source>Nothing to call</source>
        <translation>Nichts zum Mitgehen</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="60"/>
        <source>your stack %1</source>
        <translation>dein Stapel %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="61"/>
        <source>Tap the aces to re-roll</source>
        <translation>Tippe die Asse an, die du neu würfeln willst</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="62"/>
        <source>You are out of chips</source>
        <translation>Du hast keine Chips mehr</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="62"/>
        <source>Everyone here is out of chips</source>
        <translation>Hier hat keiner mehr Chips</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="63"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="98"/>
        <source>Bet size</source>
        <translation>Einsatzhöhe</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="128"/>
        <source>Keep my cup up</source>
        <translation>Meinen Becher oben lassen</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="136"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="149"/>
        <source>Skip to the end</source>
        <translation>Zum Ende springen</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="162"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="178"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="190"/>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="202"/>
        <source>Call all in %1</source>
        <translation>All-in mitgehen %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="202"/>
        <source>Call %1</source>
        <translation>Mitgehen %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="214"/>
        <source>All in %1</source>
        <translation>All-in %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="214"/>
        <source>Bet %1</source>
        <translation>Setzen %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="214"/>
        <source>Raise to %1</source>
        <translation>Erhöhen auf %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/BettingBar.qml" line="230"/>
        <source>Re-roll %n ace(s)</source>
        <translation>
            <numerusform>%n Ass neu würfeln</numerusform>
            <numerusform>%n Asse neu würfeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/BettingBar.qml" line="230"/>
        <source>Keep my %n ace(s)</source>
        <translation>
            <numerusform>Mein Ass behalten</numerusform>
            <numerusform>Meine %n Asse behalten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../../desktop/dicebar/ui/qml_types.py" line="188"/>
        <source>easy</source>
        <extracomment>the computer players&apos; strengths (dicebar.bots.base.STRENGTHS) as the lobby says them</extracomment>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/qml_types.py" line="189"/>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/qml_types.py" line="190"/>
        <source>best</source>
        <translation>Profi</translation>
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
        <translation>Mitgehen: du brauchst {need}, um {price} bei {pot} im Pott mitzugehen, und deine Hand holt beim Showdown {share} des Potts gegen {opponents}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="139"/>
        <source>Fold: you need {need} to call {price} into {pot}, and your hand takes only {share} of the pot at the showdown against {opponents}</source>
        <translation>Aussteigen: du brauchst {need}, um {price} bei {pot} im Pott mitzugehen, und deine Hand holt beim Showdown nur {share} des Potts gegen {opponents}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="144"/>
        <source>Bet {price}: you need {need} to bet {price} into {pot}, and your hand takes {share} of the pot at the showdown against {opponents}</source>
        <translation>Setz {price}: du brauchst {need}, um {price} bei {pot} im Pott zu setzen, und deine Hand holt beim Showdown {share} des Potts gegen {opponents}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="149"/>
        <source>Fold: you need {need} to bet {price} into {pot}, and your hand takes only {share} of the pot at the showdown against {opponents}</source>
        <translation>Aussteigen: du brauchst {need}, um {price} bei {pot} im Pott zu setzen, und deine Hand holt beim Showdown nur {share} des Potts gegen {opponents}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="162"/>
        <source>Bet: your hand takes {share} of the pot at the showdown against {opponents}, more than an even share ({even})</source>
        <translation>Setz: deine Hand holt beim Showdown {share} des Potts gegen {opponents}, mehr als den gleichen Anteil ({even})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="168"/>
        <source>Check: your hand takes {share} of the pot at the showdown against {opponents}, no more than an even share ({even})</source>
        <translation>Check: deine Hand holt beim Showdown {share} des Potts gegen {opponents}, nicht mehr als den gleichen Anteil ({even})</translation>
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
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="58"/>
        <source>one die left: a 1 ends it</source>
        <translation>ein Würfel übrig: ein Ass beendet es</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="59"/>
        <source>Centre: %n (die/dice)</source>
        <translation>
            <numerusform>Mitte: %n Würfel</numerusform>
            <numerusform>Mitte: %n Würfel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="65"/>
        <source>Fives to the Right</source>
        <translation>Fünfer nach rechts</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="66"/>
        <source>Five dice each: aces to the centre, deuces to the left, fives to the right</source>
        <translation>Fünf Würfel für jeden: Asse in die Mitte, Zweier nach links, Fünfer nach rechts</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="71"/>
        <source>%n (die/dice)</source>
        <translation>
            <numerusform>%n Würfel</numerusform>
            <numerusform>%n Würfel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="80"/>
        <source>Last ace wins the pot instead of paying the bill</source>
        <translation>Das letzte Ass gewinnt den Pott, statt die Zeche zu zahlen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="84"/>
        <source>Whoever rolls the last 1 into the centre wins the pot instead of paying the bill.</source>
        <translation>Wer das letzte Ass in die Mitte würfelt, gewinnt den Pott, statt die Zeche zu zahlen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="91"/>
        <source>Whoever rolls the last 1 into the centre loses and pays the bill.</source>
        <translation>Wer das letzte Ass in die Mitte würfelt, verliert und zahlt die Zeche.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="104"/>
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
    <name>Kiosk</name>
    <message>
        <location filename="../../desktop/dicebar/app/pin.py" line="43"/>
        <source>The PIN must be digits only (the keypad has no letters).</source>
        <translation>Die PIN darf nur Ziffern haben (das Tastenfeld hat keine Buchstaben).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/pin.py" line="45"/>
        <source>The PIN must have {fewest} to {most} digits.</source>
        <translation>Die PIN muss {fewest} bis {most} Ziffern haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/pin.py" line="48"/>
        <source>That PIN is too easy to guess (all one digit, or a straight run).</source>
        <translation>Diese PIN ist zu leicht zu erraten (lauter gleiche Ziffern oder eine Reihe).</translation>
    </message>
</context>
<context>
    <name>KioskLayer</name>
    <message>
        <location filename="../qml/KioskLayer.qml" line="74"/>
        <source>The house&apos;s luck</source>
        <translation>Das Glück des Hauses</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="82"/>
        <source>Each face&apos;s share of the dice thrown here. Dashed: even dice, one in six.</source>
        <translation>Der Anteil jeder Augenzahl an den hier geworfenen Würfeln. Gestrichelt: gleichmäßige Würfel, eins zu sechs.</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="113"/>
        <location filename="../qml/KioskLayer.qml" line="139"/>
        <source>Touch to play</source>
        <translation>Zum Spielen berühren</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="127"/>
        <source>Dice Bar · the classic bar and pub dice games</source>
        <translation>Dice Bar · die klassischen Würfelspiele aus der Kneipe</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="128"/>
        <source>%1 now showing</source>
        <translation>Jetzt läuft: %1</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="151"/>
        <source>New here? Learn in a minute</source>
        <translation>Neu hier? In einer Minute gelernt</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="193"/>
        <source>A game is still going</source>
        <translation>Ein Spiel läuft noch</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="211"/>
        <source>Carry on playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="222"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <location filename="../qml/LanguageChoice.qml" line="15"/>
        <location filename="../qml/LanguageChoice.qml" line="23"/>
        <source>Language</source>
        <translation>Sprache</translation>
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
        <location filename="../../desktop/dicebar/rules/layman.py" line="140"/>
        <source>The mark: {call} ({holder})</source>
        <translation>Vorlage: {call} ({holder})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="151"/>
        <source>Sponsor phase, turn {turn}</source>
        <translation>Spenderrunde, Durchgang {turn}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="152"/>
        <source>horses: {horses}</source>
        <translation>Striche: {horses}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="155"/>
        <source>Roll-off: one roll each, hammer first</source>
        <translation>Stechen: ein Wurf für jeden, der Hammer zuerst</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="157"/>
        <source>Elimination, round {round}</source>
        <translation>Ausscheidung, Runde {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="160"/>
        <source>hammer: {name}</source>
        <translation>Hammer: {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="166"/>
        <source>Layman Bar Dice</source>
        <translation>Layman-Kneipenwürfeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="167"/>
        <source>Wisconsin bar dice: beat the hammer, or end up the sponsor</source>
        <translation>Kneipenwürfeln aus Wisconsin: schlag den Hammer, sonst bist du der Spender</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="178"/>
        <source>All day in the elimination: up to three rolls, with farming</source>
        <translation>Ausscheidung mit drei Würfen: bis zu drei Würfe, mit Bunkern</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="182"/>
        <source>The elimination phase is played all day too: up to three rolls each, with farming, and fewer rolls win an equal score.</source>
        <translation>Auch die Ausscheidung geht über drei Würfe: bis zu drei für jeden, mit Bunkern, und bei gleicher Punktzahl gewinnen weniger Würfe.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="188"/>
        <source>In the elimination phase each player gets exactly one roll.</source>
        <translation>In der Ausscheidung hat jeder Spieler genau einen Wurf.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="195"/>
        <source>Cocked dice: a tilted die rolls the whole roll again</source>
        <translation>Kipper: ein schief liegender Würfel lässt den ganzen Wurf wiederholen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="199"/>
        <source>A cocked die makes the whole roll go again, and that roll does not count toward the pace.</source>
        <translation>Ein Kipper lässt den ganzen Wurf wiederholen, und dieser Wurf zählt nicht fürs Tempo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="204"/>
        <source>Cocked dice are not called: every roll counts as the dice lie.</source>
        <translation>Kipper werden nicht angesagt: jeder Wurf zählt, wie die Würfel liegen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="210"/>
        <source>Lucky: many 1s thrown, since aces are wild and a hand needs one.</source>
        <translation>Glück: viele Asse geworfen, denn Asse sind Joker und eine Hand braucht eins.</translation>
    </message>
</context>
<context>
    <name>Leaderboard</name>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="41"/>
        <source>Player</source>
        <extracomment>the columns left to right: the row&apos;s key, the header&apos;s title, the share of the width</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="42"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="43"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="44"/>
        <source>Bought</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="45"/>
        <source>Win %</source>
        <translation>% gewonnen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="46"/>
        <source>Buy %</source>
        <translation>% bezahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="50"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="47"/>
        <source>Lobby</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="55"/>
        <source>The house&apos;s luck</source>
        <translation>Das Glück des Hauses</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="55"/>
        <source>Leaderboard and tab</source>
        <translation>Rangliste und Zeche</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="65"/>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="65"/>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="83"/>
        <source>Games counted</source>
        <translation>Gezählte Spiele</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="93"/>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="181"/>
        <source>No games played yet.</source>
        <translation>Noch keine Spiele gespielt.</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="199"/>
        <source>The tab</source>
        <translation>Die Zeche</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="201"/>
        <source>Who owes rounds to whom. Tap Settled when the round is bought.</source>
        <translation>Wer wem Runden schuldet. Tippe auf Erledigt, wenn die Runde ausgegeben ist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LeaderboardPage.qml" line="219"/>
        <source>%1 owes %2 %n round(s)</source>
        <translation>
            <numerusform>%1 schuldet %2 %n Runde</numerusform>
            <numerusform>%1 schuldet %2 %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="227"/>
        <source>Settled</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="236"/>
        <source>Nobody owes a round.</source>
        <translation>Keiner schuldet eine Runde.</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../desktop/dicebar/session/languages.py" line="13"/>
        <source>You</source>
        <extracomment>the person&apos;s seat before they name it, the word for the person spoken to (the log speaks to it as &quot;tú&quot;, &quot;du&quot;)</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/lobby.py" line="37"/>
        <source>This tutorial cannot start: {reason}</source>
        <extracomment>the game the lobby offers on a first start (the one game named outside its own modules)</extracomment>
        <translation>Dieses Tutorial kann nicht starten: {reason}</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../qml/LobbyPage.qml" line="107"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="133"/>
        <source>Dice Bar</source>
        <translation>Dice Bar</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="140"/>
        <source>the classic bar and pub dice games</source>
        <translation>die klassischen Würfelspiele aus der Kneipe</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="152"/>
        <source>Leaderboard and tab</source>
        <translation>Rangliste und Zeche</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="162"/>
        <location filename="../qml/LobbyPage.qml" line="667"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="186"/>
        <source>Resume %1?</source>
        <translation>%1 fortsetzen?</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="194"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="202"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="238"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="321"/>
        <source>✓ Learnt</source>
        <translation>✓ Gelernt</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="346"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="372"/>
        <source>Players  (%1–%2)</source>
        <translation>Spieler  (%1–%2)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="401"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="425"/>
        <source>Player %1 plays as</source>
        <translation>Spieler %1 spielt als</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="426"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="426"/>
        <source>Computer · %1</source>
        <translation>Computer · %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="438"/>
        <source>CPU · %1</source>
        <translation>CPU · %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="448"/>
        <source>Remove player %1</source>
        <translation>Spieler %1 entfernen</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="456"/>
        <source>+ Add a player</source>
        <translation>+ Spieler hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="475"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="478"/>
        <source>This game has no house rules to choose.</source>
        <translation>Dieses Spiel hat keine Hausregeln zur Auswahl.</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="535"/>
        <source>no limit</source>
        <translation>ohne Limit</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="545"/>
        <source>Read the rules</source>
        <translation>Regeln lesen</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="560"/>
        <location filename="../qml/LobbyPage.qml" line="746"/>
        <source>Allow the coach&apos;s hints</source>
        <translation>Tipps des Trainers erlauben</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="575"/>
        <source>Start %1</source>
        <translation>%1 starten</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="668"/>
        <location filename="../qml/LobbyPage.qml" line="672"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="678"/>
        <location filename="../qml/LobbyPage.qml" line="681"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="692"/>
        <source>Text size: %1% (%2% in a window this small)</source>
        <translation>Textgröße: %1 % (%2 % in einem so kleinen Fenster)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="693"/>
        <source>Text size: %1%</source>
        <translation>Textgröße: %1 %</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="711"/>
        <source>Quality (from the next table)</source>
        <translation>Qualität (ab dem nächsten Tisch)</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation type="vanished">Sprache (ab dem nächsten Start)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="740"/>
        <source>Skip animations</source>
        <translation>Animationen überspringen</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="741"/>
        <source>Mute</source>
        <translation>Stumm</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="742"/>
        <source>Reduced motion (no thrown dice, still words)</source>
        <translation>Weniger Bewegung (keine geworfenen Würfel, nur Worte)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="743"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="744"/>
        <source>Fixed camera (the whole table, no close-ups)</source>
        <translation>Feste Kamera (der ganze Tisch, keine Nahaufnahmen)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="745"/>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="772"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>Luck</name>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="75"/>
        <source>No dice thrown yet.</source>
        <extracomment>below this p (and with enough dice) the counts are called unusual dice expected on each face before an uneven count may be called unusual dice expected on each face before the test says anything at all (the chi-square rule of thumb) the fewest dice a player must throw in a game for it to be their luckiest or unluckiest</extracomment>
        <translation>Noch keine Würfel geworfen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="77"/>
        <source>Too few dice to tell yet ({dice} thrown).</source>
        <translation>Noch zu wenige Würfel für ein Urteil ({dice} geworfen).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="80"/>
        <source>As even as real dice ({p}).</source>
        <translation>So gleichmäßig wie echte Würfel ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="82"/>
        <source>Uneven so far, but too few dice to tell ({p}).</source>
        <translation>Bisher ungleichmäßig, aber zu wenige Würfel für ein Urteil ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="84"/>
        <source>Unusual: even dice fall this unevenly less than once in a thousand times ({p}).</source>
        <translation>Ungewöhnlich: gleichmäßige Würfel fallen seltener als einmal in tausend so ungleich ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="116"/>
        <source>{game}, {day}: {share}% of {dice} dice lucky (even dice: {even}%)</source>
        <translation>{game}, {day}: {share} % von {dice} Würfeln mit Glück (gleichmäßige Würfel: {even} %)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="175"/>
        <source>Every die on this machine</source>
        <translation>Alle Würfel auf diesem Gerät</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="176"/>
        <source>Thrown by people</source>
        <translation>Von Menschen geworfen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="177"/>
        <source>Thrown by computers</source>
        <translation>Vom Computer geworfen</translation>
    </message>
</context>
<context>
    <name>LuckChart</name>
    <message numerus="yes">
        <location filename="../qml/LuckChart.qml" line="20"/>
        <source>%n (die/dice)</source>
        <translation>
            <numerusform>%n Würfel</numerusform>
            <numerusform>%n Würfel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LuckPanel</name>
    <message>
        <location filename="../qml/LuckPanel.qml" line="33"/>
        <source>Each bar is the share of the dice that showed its face; the dashed line is even dice, one in six.</source>
        <translation>Jeder Balken ist der Anteil der Würfel, die diese Augenzahl zeigten; die gestrichelte Linie sind gleichmäßige Würfel, eins zu sechs.</translation>
    </message>
    <message>
        <location filename="../qml/LuckPanel.qml" line="81"/>
        <source>Luckiest and unluckiest games</source>
        <translation>Spiele mit dem meisten und dem wenigsten Glück</translation>
    </message>
    <message>
        <location filename="../qml/LuckPanel.qml" line="94"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../qml/LuckPanel.qml" line="123"/>
        <source>No game with enough dice yet.</source>
        <translation>Noch kein Spiel mit genug Würfeln.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="22"/>
        <source>Dice Bar</source>
        <translation>Dice Bar</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="211"/>
        <source>Carry on</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>OnScreenKeyboard</name>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="91"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="160"/>
        <source>Shift</source>
        <translation>Umschalt</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="177"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="186"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="193"/>
        <source>space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="200"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>OperatorMenu</name>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="19"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="19"/>
        <location filename="../qml/OperatorMenu.qml" line="19"/>
        <location filename="../qml/OperatorMenu.qml" line="19"/>
        <location filename="../qml/OperatorMenu.qml" line="19"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="59"/>
        <source>Operator</source>
        <translation>Betreiber</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="65"/>
        <source>Attract screen after</source>
        <translation>Lockbildschirm nach</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="82"/>
        <source>Table speed</source>
        <translation>Tischtempo</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="97"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="108"/>
        <source>Start in kiosk mode</source>
        <translation>Im Kioskmodus starten</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="121"/>
        <source>Change the PIN</source>
        <translation>PIN ändern</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="126"/>
        <source>Tap again to clear it</source>
        <translation>Zum Löschen noch mal tippen</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="126"/>
        <source>Clear the leaderboard</source>
        <translation>Rangliste löschen</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="149"/>
        <source>Leave kiosk mode</source>
        <translation>Kioskmodus verlassen</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="154"/>
        <source>Quit Dice Bar</source>
        <translation>Dice Bar beenden</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="159"/>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
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
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="104"/>
        <source>{who} deals</source>
        <translation>{who} gibt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="107"/>
        <source>Hand {hand}</source>
        <translation>Hand {hand}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="109"/>
        <source>pot: %n chip(s)</source>
        <translation>
            <numerusform>Pott: %n Chip</numerusform>
            <numerusform>Pott: %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="116"/>
        <source>PeekPoker Hold&apos;em: Crazy Aces</source>
        <translation>PeekPoker Hold&apos;em: Verrückte Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="117"/>
        <source>Hold&apos;em with poker dice: three under the cup, three in the middle, crazy aces</source>
        <translation>Hold&apos;em mit Pokerwürfeln: drei unterm Becher, drei in der Mitte, verrückte Asse</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="122"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="132"/>
        <source>Chips each player starts with</source>
        <translation>Chips pro Spieler zu Beginn</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="133"/>
        <source>Every player starts with {value} chips.</source>
        <translation>Jeder Spieler beginnt mit {value} Chips.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="140"/>
        <source>Hands to play (none: play to one winner)</source>
        <translation>Zu spielende Hände (keine: bis einer alles hat)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="142"/>
        <source>No hand limit: play on until one player has every chip.</source>
        <translation>Keine Grenze: gespielt wird, bis ein Spieler alle Chips hat.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="145"/>
        <source>The game stops after 1 hand; whoever has the most chips then wins.</source>
        <translation>Das Spiel endet nach 1 Hand; wer dann die meisten Chips hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="151"/>
        <source>The game stops after {value} hands; whoever has the most chips then wins.</source>
        <translation>Das Spiel endet nach {value} Händen; wer dann die meisten Chips hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="161"/>
        <source>Blinds of 1 and 2 instead of antes</source>
        <translation>Blinds von 1 und 2 statt Antes</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="165"/>
        <source>Instead of antes, a small blind of 1 and a big blind of 2 are posted left of the dealer (heads-up, the dealer posts the small blind).</source>
        <translation>Statt Antes werden links vom Geber ein Small Blind von 1 und ein Big Blind von 2 gesetzt (zu zweit setzt der Geber den Small Blind).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="171"/>
        <source>Every player antes 1 chip each hand; there are no blinds.</source>
        <translation>Jeder Spieler setzt pro Hand 1 Chip Ante; es gibt keine Blinds.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="178"/>
        <source>Forced bet: the first to act bets 1 or folds</source>
        <translation>Pflichteinsatz: wer zuerst dran ist, setzt 1 oder steigt aus</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="182"/>
        <source>The first player to act in every betting round must bet 1 chip or fold.</source>
        <translation>Wer in einer Setzrunde zuerst dran ist, muss 1 Chip setzen oder aussteigen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="186"/>
        <source>The first player to act may check when nothing has been bet.</source>
        <translation>Wer zuerst dran ist, darf checken, solange nichts gesetzt wurde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="193"/>
        <source>Split community: two dice, a betting round, then the third</source>
        <translation>Geteilte Gemeinschaftswürfel: zwei Würfel, eine Setzrunde, dann der dritte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="197"/>
        <source>The dealer rolls two community dice, a betting round follows, then the third die and another round.</source>
        <translation>Der Geber würfelt zwei Gemeinschaftswürfel, es folgt eine Setzrunde, dann der dritte Würfel und noch eine Runde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="205"/>
        <source>The dealer rolls all three community dice at once, then one betting round follows.</source>
        <translation>Der Geber würfelt alle drei Gemeinschaftswürfel auf einmal, dann folgt eine Setzrunde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="216"/>
        <source>No ace re-rolls at the showdown</source>
        <translation>Kein Neuwürfeln der Asse beim Showdown</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="218"/>
        <source>Aces may not be re-rolled at the showdown.</source>
        <translation>Beim Showdown dürfen Asse nicht neu gewürfelt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="221"/>
        <source>At the showdown players may re-roll their own aces (the crazy aces).</source>
        <translation>Beim Showdown dürfen die Spieler ihre eigenen Asse neu würfeln (die verrückten Asse).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="231"/>
        <source>Low straight: 9 10 J Q K counts as a straight</source>
        <translation>Kleine Straße: 9 10 J Q K zählt als Straße</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="233"/>
        <source>9 10 J Q K also counts as a straight, below 10 J Q K A.</source>
        <translation>9 10 J Q K zählt auch als Straße, unter 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="236"/>
        <source>Only 10 J Q K A (or all six dice, 9 to A) makes a straight; 9 10 J Q K does not.</source>
        <translation>Nur 10 J Q K A (oder alle sechs Würfel, 9 bis A) ist eine Straße; 9 10 J Q K nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="249"/>
        <source>Lucky: many aces thrown, the highest face, which may be thrown again.</source>
        <translation>Glück: viele Asse geworfen, die höchste Seite, die man sogar neu würfeln darf.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="192"/>
        <source>Roll for the deal</source>
        <translation>Um das Geben würfeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="194"/>
        <source>Roll the community dice</source>
        <translation>Gemeinschaftswürfel würfeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="196"/>
        <source>Shake your cup</source>
        <translation>Becher schütteln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="228"/>
        <source>½ pot</source>
        <translation>½ Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="228"/>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="238"/>
        <source>All in</source>
        <translation>All-in</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../qml/PinPad.qml" line="44"/>
        <source>That is not the PIN.</source>
        <translation>Das ist nicht die PIN.</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="52"/>
        <source>The two PINs differ. Start again.</source>
        <translation>Die beiden PINs sind verschieden. Noch mal von vorn.</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="113"/>
        <source>Operator PIN</source>
        <translation>Betreiber-PIN</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="114"/>
        <source>Choose a new PIN (4 to 8 digits)</source>
        <translation>Neue PIN wählen (4 bis 8 Ziffern)</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="114"/>
        <source>The new PIN again</source>
        <translation>Die neue PIN noch einmal</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="132"/>
        <source>No operator PIN is set yet. At this machine run:  %1</source>
        <translation>Noch keine Betreiber-PIN gesetzt. Führe an diesem Gerät aus:  %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/PinPad.qml" line="134"/>
        <source>Too many wrong PINs. Try again in %n s.</source>
        <translation>
            <numerusform>Zu viele falsche PINs. Versuch es in %n s wieder.</numerusform>
            <numerusform>Zu viele falsche PINs. Versuch es in %n s wieder.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="156"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="157"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="177"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>PokerOverlay</name>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="81"/>
        <source>Folded</source>
        <translation>Ausgestiegen</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="81"/>
        <source>All in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="127"/>
        <source>Main pot %1</source>
        <translation>Hauptpott %1</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="127"/>
        <source>Pot %1</source>
        <translation>Pott %1</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="128"/>
        <source>Side pot %1 %2</source>
        <translation>Nebenpott %1 %2</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="129"/>
        <source>Side pot %1</source>
        <translation>Nebenpott %1</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="158"/>
        <source>D</source>
        <extracomment>the dealer&apos;s button on the table: one letter, the initial of the word for dealer</extracomment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="191"/>
        <source>Hold your cup to peek</source>
        <translation>Halte deinen Becher gedrückt, um nachzusehen</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="276"/>
        <source>%1, your turn</source>
        <translation>%1, du bist dran</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="286"/>
        <source>Everyone else, please look away. %1: when only you can see the screen, tap below, then press and hold your cup to peek at your dice.</source>
        <translation>Alle anderen bitte wegschauen. %1: Wenn nur du den Bildschirm siehst, tippe unten und halte dann deinen Becher gedrückt, um deine Würfel anzusehen.</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="296"/>
        <source>I&apos;m %1 — show my table</source>
        <translation>Ich bin %1 – zeig meinen Tisch</translation>
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
    <name>Rules</name>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="16"/>
        <source>Players, dice and tokens</source>
        <translation>Spieler, Würfel und Deckel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="18"/>
        <source>{fewest} or more players (up to {most} at this table).</source>
        <translation>{fewest} oder mehr Spieler (bis zu {most} an diesem Tisch).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="22"/>
        <source>Two dice, passed from player to player.</source>
        <translation>Zwei Würfel, die von Spieler zu Spieler wandern.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="23"/>
        <source>Each player starts every round with two tokens.</source>
        <translation>Jeder Spieler beginnt jede Runde mit zwei Deckeln.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="25"/>
        <source>Each player starts with two tokens.</source>
        <translation>Jeder Spieler beginnt mit zwei Deckeln.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="28"/>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="65"/>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="19"/>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="29"/>
        <source>Roll both dice once.</source>
        <translation>Würfle einmal mit beiden Würfeln.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="30"/>
        <source>Each 1 (an ace): one of your tokens goes into the pot.</source>
        <translation>Jede 1 (ein Ass): einer deiner Deckel geht in den Pott.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="31"/>
        <source>Each 6: one of your tokens goes to the player on your left.</source>
        <translation>Jede 6: einer deiner Deckel geht an den Spieler links von dir.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="32"/>
        <source>A 2, 3, 4 or 5 does nothing.</source>
        <translation>Eine 2, 3, 4 oder 5 bewirkt nichts.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="33"/>
        <source>Ones are paid before sixes. If you run out of tokens, you pay nothing more.</source>
        <translation>Asse werden vor Sechsern bezahlt. Gehen dir die Deckel aus, zahlst du nichts mehr.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="34"/>
        <source>Then the dice pass to the left.</source>
        <translation>Dann gehen die Würfel nach links.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="35"/>
        <source>A player with no tokens is skipped, but is back in as soon as a token arrives from the right.</source>
        <translation>Wer keine Deckel hat, wird übersprungen, ist aber wieder dabei, sobald ein Deckel von rechts kommt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="43"/>
        <source>The end: the last player holding tokens</source>
        <translation>Der Schluss: der letzte Spieler mit Deckeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="44"/>
        <source>The end begins when only one player holds tokens, however many.</source>
        <translation>Der Schluss beginnt, wenn nur noch ein Spieler Deckel hat, egal wie viele.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="45"/>
        <source>That player rolls up to three times. Only sixes count now: a 1 is not paid.</source>
        <translation>Dieser Spieler würfelt bis zu dreimal. Jetzt zählen nur Sechser: ein Ass wird nicht bezahlt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="48"/>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="69"/>
        <source>Three rolls without a six: that player wins the pot.</source>
        <translation>Drei Würfe ohne Sechser: dieser Spieler gewinnt den Pott.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="49"/>
        <source>On a six, one token per six (as far as the tokens go) passes to the player on the left, and normal play resumes with the player on the left.</source>
        <translation>Bei einem Sechser geht pro Sechser ein Deckel (soweit vorhanden) an den Spieler links, und das normale Spiel geht mit diesem Spieler weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="59"/>
        <source>The end: the last token</source>
        <translation>Der Schluss: der letzte Deckel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="60"/>
        <source>The end begins the moment a payment leaves exactly one token outside the pot. The rest of that roll lapses: whatever else it showed is not paid.</source>
        <translation>Der Schluss beginnt, sobald eine Zahlung genau einen Deckel außerhalb des Potts übrig lässt. Der Rest dieses Wurfs verfällt: was er sonst noch zeigte, wird nicht bezahlt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="65"/>
        <source>The owner of that last token makes up to three rolls. Only sixes count now: a 1 is not paid.</source>
        <translation>Wem dieser letzte Deckel gehört, würfelt bis zu dreimal. Jetzt zählen nur Sechser: ein Ass wird nicht bezahlt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="70"/>
        <source>A six (one or two in the roll): the token and the dice pass one seat to the left, and that player makes the same attempt, up to three rolls, sixes only. And so on, until someone makes three rolls without a six.</source>
        <translation>Ein Sechser (einer oder zwei im Wurf): Deckel und Würfel gehen einen Platz nach links, und dieser Spieler versucht dasselbe, bis zu drei Würfe, nur Sechser zählen. Und so weiter, bis jemand drei Würfe ohne Sechser schafft.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="81"/>
        <source>Winning</source>
        <translation>Gewinnen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="81"/>
        <source>Whoever wins the pot wins the game.</source>
        <translation>Wer den Pott gewinnt, gewinnt das Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="87"/>
        <source>Winning: a match of rounds</source>
        <translation>Gewinnen: ein Match über Runden</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="89"/>
        <source>Play {rounds} rounds. Every round starts again with two tokens each, and is started by the player left of the previous round&apos;s starter.</source>
        <translation>Gespielt werden {rounds} Runden. Jede Runde beginnt wieder mit zwei Deckeln für jeden und wird vom Spieler links von dem eröffnet, der die vorige begonnen hat.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="96"/>
        <source>Whoever wins the pot wins the round. The app keeps the tally of rounds won.</source>
        <translation>Wer den Pott gewinnt, gewinnt die Runde. Die App zählt die gewonnenen Runden.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="99"/>
        <source>The match winner is whoever won most rounds; players tied on most rounds share the win.</source>
        <translation>Das Match gewinnt, wer die meisten Runden gewonnen hat; wer dabei gleichauf liegt, teilt sich den Sieg.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="105"/>
        <source>Tokens are never made or lost: the pot and everyone&apos;s tokens always add up to 2 × the number of players.</source>
        <translation>Deckel entstehen nie und gehen nie verloren: der Pott und alle Deckel der Spieler ergeben immer 2 × die Zahl der Spieler.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="14"/>
        <source>Pace: later players in a round may not use more rolls than the first player of that round used. This holds in a tie-break round and in every final hand too.</source>
        <translation>Tempo: Spätere Spieler einer Runde dürfen nicht mehr Würfe nutzen als der erste Spieler dieser Runde. Das gilt auch im Stechen und in jeder Hand des Finales.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="20"/>
        <source>Every player may use all three rolls, whatever the players before them used.</source>
        <translation>Jeder Spieler darf alle drei Würfe nutzen, egal wie viele die Spieler vor ihm gebraucht haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="23"/>
        <source>Five 1s count as five 6s. But five 1s on a first roll ends the game at once, and the player who rolled them buys.</source>
        <translation>Fünf Asse zählen als fünf Sechser. Aber fünf Asse aus der Hand beenden das Spiel sofort, und wer sie gewürfelt hat, zahlt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="29"/>
        <source>Five 1s count as five 6s, the best hand there is, on any roll.</source>
        <translation>Fünf Asse zählen in jedem Wurf als fünf Sechser, die beste Hand überhaupt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="33"/>
        <source>The final: a single hand</source>
        <translation>Das Finale: eine einzige Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="34"/>
        <source>The last two players play one hand.</source>
        <translation>Die letzten beiden Spieler spielen eine Hand.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="35"/>
        <source>A final hand that is tied (same count, face and rolls) or that neither player scores is played again and does not count.</source>
        <translation>Eine Hand im Finale, die gleich ausgeht (gleiche Anzahl, Augenzahl und Würfe) oder in der keiner punktet, wird wiederholt und zählt nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="40"/>
        <source>Whoever loses it is the player left at the end, and buys the round.</source>
        <translation>Wer sie verliert, bleibt übrig und gibt die Runde aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="44"/>
        <source>The final: best two hands of three</source>
        <translation>Das Finale: zwei aus drei Händen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="45"/>
        <source>The last two players play hands until one of them has lost two.</source>
        <translation>Die letzten beiden Spieler spielen Hände, bis einer von ihnen zwei verloren hat.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="46"/>
        <source>Lose a hand and there is &quot;a horse on you&quot;; one lost hand each is &quot;a horse a piece&quot;.</source>
        <translation>Wer eine Hand verliert, bekommt &quot;einen Strich&quot;; eine verlorene Hand für jeden heißt &quot;ein Strich für jeden&quot;.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="49"/>
        <source>A final hand that is tied (same count, face and rolls) or that neither player scores is played again and does not count toward the two of three.</source>
        <translation>Eine Hand im Finale, die gleich ausgeht (gleiche Anzahl, Augenzahl und Würfe) oder in der keiner punktet, wird wiederholt und zählt nicht für die zwei aus drei.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="54"/>
        <source>The player left at the end, with two horses, buys the round.</source>
        <translation>Wer am Ende mit zwei Strichen übrig bleibt, gibt die Runde aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="58"/>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="14"/>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="63"/>
        <source>Players and dice</source>
        <translation>Spieler und Würfel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="59"/>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="15"/>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="64"/>
        <source>2 or more players (up to {most} at this table).</source>
        <translation>2 oder mehr Spieler (bis zu {most} an diesem Tisch).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="60"/>
        <source>Five dice. The best hands go out safe one by one; the last player left buys the round.</source>
        <translation>Fünf Würfel. Die besten Hände sind nacheinander durch; wer als Letzter übrig bleibt, gibt die Runde aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="66"/>
        <source>A turn is up to three rolls.</source>
        <translation>Ein Zug hat bis zu drei Würfe.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="67"/>
        <source>After each roll you may set aside any of the dice and roll the rest, or stop.</source>
        <translation>Nach jedem Wurf darfst du beliebige Würfel rauslegen und den Rest würfeln, oder stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="68"/>
        <source>Set-aside dice stay set aside for the rest of the turn.</source>
        <translation>Rausgelegte Würfel bleiben für den Rest des Zugs draußen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="72"/>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="198"/>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="73"/>
        <source>1s are wild.</source>
        <translation>Asse sind Joker.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="74"/>
        <source>A hand counts only if it holds at least one 1. A hand with no 1 scores nothing and loses to every scoring hand.</source>
        <translation>Eine Hand zählt nur mit mindestens einem Ass. Eine Hand ohne Ass punktet nicht und verliert gegen jede Hand, die punktet.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="79"/>
        <source>Its value is the largest group one face can make with the wild 1s: count first, then face. Four 3s beat three 5s; four 6s beat four 5s.</source>
        <translation>Ihr Wert ist die größte Gruppe, die eine Augenzahl mit den Asse-Jokern bildet: erst die Anzahl, dann die Augenzahl. Vier Dreier schlagen drei Fünfer; vier Sechser schlagen vier Fünfer.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="85"/>
        <source>No straights, full houses or two pairs.</source>
        <translation>Keine Straßen, kein Full House, keine zwei Paare.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="86"/>
        <source>Ties on count and face are broken by fewer rolls used: &quot;forty-four in two&quot; beats &quot;forty-four in three&quot;.</source>
        <translation>Bei gleicher Anzahl und Augenzahl entscheiden weniger Würfe: &quot;vier Vierer im zweiten&quot; schlägt &quot;vier Vierer im dritten&quot;.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="93"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="94"/>
        <source>Every remaining player takes one turn. The best hand of the round is out (safe) and leaves the game.</source>
        <translation>Jeder verbliebene Spieler hat einen Zug. Die beste Hand der Runde ist durch und verlässt das Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="98"/>
        <source>If several players share the best hand (same count, face and rolls), only they play a tie-break round among themselves, in the order they played the round.</source>
        <translation>Teilen sich mehrere Spieler die beste Hand (gleiche Anzahl, Augenzahl und Würfe), spielen nur sie ein Stechen untereinander, in der Reihenfolge der Runde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="103"/>
        <source>If no one scores, the round is played again.</source>
        <translation>Punktet keiner, wird die Runde wiederholt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="104"/>
        <source>When two players are left, they play the final.</source>
        <translation>Sind noch zwei Spieler übrig, spielen sie das Finale.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="107"/>
        <source>Who starts</source>
        <translation>Wer anfängt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="108"/>
        <source>The roll-off (below) decides who starts the first round.</source>
        <translation>Das Auswürfeln (siehe unten) entscheidet, wer die erste Runde beginnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="109"/>
        <source>After that, the next round or final hand is started by the last player still in the game to have rolled: that player &quot;brings it back&quot;.</source>
        <translation>Danach beginnt die nächste Runde oder Finalhand, wer als Letzter gewürfelt hat und noch im Spiel ist: dieser Spieler &quot;eröffnet wieder&quot;.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="114"/>
        <source>A round played again (no one scored) or a tie-break keeps the order it had.</source>
        <translation>Eine wiederholte Runde (keiner hat gepunktet) oder ein Stechen behält die bisherige Reihenfolge.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="47"/>
        <source>The player who rolled that last 1 wins the pot.</source>
        <translation>Wer dieses letzte Ass würfelt, gewinnt den Pott.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="50"/>
        <source>If one roll sends the last several dice into the centre at once, the player who rolled it wins the pot.</source>
        <translation>Schickt ein Wurf die letzten Würfel auf einmal in die Mitte, gewinnt den Pott, wer ihn geworfen hat.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="49"/>
        <source>The player who rolled that last 1 loses and pays the bill.</source>
        <translation>Wer dieses letzte Ass würfelt, verliert und zahlt die Zeche.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="56"/>
        <source>If one roll sends the last several dice into the centre at once, the player who rolled it loses and pays the bill.</source>
        <translation>Schickt ein Wurf die letzten Würfel auf einmal in die Mitte, verliert, wer ihn geworfen hat, und zahlt die Zeche.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="16"/>
        <source>Each player starts with five dice.</source>
        <translation>Jeder Spieler beginnt mit fünf Würfeln.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="20"/>
        <source>Roll all the dice you hold.</source>
        <translation>Würfle mit allen Würfeln, die du hast.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="21"/>
        <source>Each 1 goes to the centre.</source>
        <translation>Jedes Ass geht in die Mitte.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="22"/>
        <source>Each 2 goes to the player on your left.</source>
        <translation>Jeder Zweier geht an den Spieler links von dir.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="23"/>
        <source>Each 5 goes to the player on your right.</source>
        <translation>Jeder Fünfer geht an den Spieler rechts von dir.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="24"/>
        <source>A 3, 4 or 6 stays with you.</source>
        <translation>Eine 3, 4 oder 6 bleibt bei dir.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="25"/>
        <source>While any of the dice you rolled showed a 1, 2 or 5 and you still hold dice, roll all the dice you still hold again.</source>
        <translation>Solange einer deiner Würfel eine 1, 2 oder 5 zeigt und du noch Würfel hast, würfle mit allen, die du noch hast, noch mal.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="30"/>
        <source>Then the turn passes left to the next player who holds dice.</source>
        <translation>Dann geht der Zug nach links an den nächsten Spieler mit Würfeln.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="31"/>
        <source>Dice passed to you during someone else&apos;s turn are simply yours: you roll them when your turn comes. A player with no dice is skipped, and is back in once dice come to them.</source>
        <translation>Würfel, die du im Zug eines anderen bekommst, gehören einfach dir: du würfelst sie, wenn du dran bist. Wer keine Würfel hat, wird übersprungen und ist wieder dabei, sobald Würfel zu ihm kommen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="38"/>
        <source>The last die</source>
        <translation>Der letzte Würfel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="39"/>
        <source>When all dice but one are in the centre, play goes on with that single die.</source>
        <translation>Liegen alle Würfel bis auf einen in der Mitte, geht das Spiel mit diesem einen Würfel weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="40"/>
        <source>Whoever holds it rolls it on their turn.</source>
        <translation>Wer ihn hat, würfelt ihn in seinem Zug.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="41"/>
        <source>A 2 or a 5 passes it on (left or right), and that player rolls it next.</source>
        <translation>Eine 2 oder 5 gibt ihn weiter (nach links oder rechts), und dieser Spieler würfelt ihn als Nächster.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="42"/>
        <source>A 3, 4 or 6 leaves it where it is, and its holder rolls it again.</source>
        <translation>Eine 3, 4 oder 6 lässt ihn, wo er ist, und wer ihn hat, würfelt noch mal.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="43"/>
        <source>A 1 ends the game.</source>
        <translation>Ein Ass beendet das Spiel.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="46"/>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="62"/>
        <source>Dice are never made or lost: the centre and everyone&apos;s dice always add up to 5 × the number of players.</source>
        <translation>Würfel entstehen nie und gehen nie verloren: die Mitte und alle Würfel der Spieler ergeben immer 5 × die Zahl der Spieler.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="67"/>
        <source>Also called Aces, or Aces to the Centre.</source>
        <translation>Auch Asse oder Asse in die Mitte genannt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="14"/>
        <source>Every player gets up to three rolls, with farming (see below), and may stop after any roll.</source>
        <translation>Jeder Spieler hat bis zu drei Würfe, mit Bunkern (siehe unten), und darf nach jedem Wurf stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="17"/>
        <source>The highest score is out (safe); an equal score made in fewer rolls wins.</source>
        <translation>Die höchste Punktzahl ist durch; bei gleicher Punktzahl gewinnt die mit weniger Würfen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="18"/>
        <source>One tie, all tie: when the round is complete and any two scoring hands are equal, the whole round is rolled again by everyone still in, in the same order. Hands are equal only with the same score in the same number of rolls.</source>
        <translation>Einer gleich, alle gleich: Sind am Ende der Runde zwei punktende Hände gleich, würfeln alle, die noch dabei sind, die ganze Runde in derselben Reihenfolge neu. Gleich sind Hände nur mit gleicher Punktzahl in gleich vielen Würfen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="27"/>
        <source>Each player gets exactly one roll of all five dice.</source>
        <translation>Jeder Spieler hat genau einen Wurf mit allen fünf Würfeln.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="28"/>
        <source>The highest score is out (safe).</source>
        <translation>Die höchste Punktzahl ist durch.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="29"/>
        <source>One tie, all tie: when the round is complete and any two scoring hands are equal, the whole round is rolled again by everyone still in, in the same order.</source>
        <translation>Einer gleich, alle gleich: Sind am Ende der Runde zwei punktende Hände gleich, würfeln alle, die noch dabei sind, die ganze Runde in derselben Reihenfolge neu.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="36"/>
        <source>Every roll counts toward the hammer&apos;s pace, scoring or not; only a cocked roll does not.</source>
        <translation>Jeder Wurf zählt fürs Tempo des Hammers, ob er punktet oder nicht; nur ein Wurf mit Kipper zählt nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="40"/>
        <source>Every roll counts toward the hammer&apos;s pace, scoring or not.</source>
        <translation>Jeder Wurf zählt fürs Tempo des Hammers, ob er punktet oder nicht.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="44"/>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="57"/>
        <source>Cocked dice</source>
        <translation>Kipper</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="45"/>
        <source>A die that comes to rest tilted against the rail or another die is cocked, and all the dice of that roll are rolled again.</source>
        <translation>Ein Würfel, der schräg an der Bande oder an einem anderen Würfel liegen bleibt, ist ein Kipper, und alle Würfel dieses Wurfs werden neu gewürfelt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="50"/>
        <source>The cocked roll does not count toward the pace.</source>
        <translation>Der Wurf mit Kipper zählt nicht fürs Tempo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="51"/>
        <source>The table spots a cocked die and reports it; scripted games and tutorials never have one.</source>
        <translation>Der Tisch erkennt einen Kipper und meldet ihn; vorgegebene Spiele und Tutorials haben nie einen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="58"/>
        <source>Not called at this table: every roll counts as the dice lie.</source>
        <translation>An diesem Tisch nicht angesagt: jeder Wurf zählt, wie die Würfel liegen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="65"/>
        <source>Five dice. 1s are wild, and a hand must hold a 1 to score.</source>
        <translation>Fünf Würfel. Asse sind Joker, und eine Hand braucht ein Ass, um zu punkten.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="66"/>
        <source>Score = count × 10 + face, said as a number: &quot;forty-two&quot; is four 2s. Five 1s count as 56.</source>
        <translation>Punkte = Anzahl × 10 + Augenzahl: vier Zweier sind 42. Fünf Asse zählen als 56.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="69"/>
        <source>With 3 or more players the game opens with the elimination phase; with 2 it goes straight to the sponsor phase.</source>
        <translation>Mit 3 oder mehr Spielern beginnt das Spiel mit der Ausscheidung; zu zweit geht es direkt in die Spenderrunde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="76"/>
        <source>Elimination phase (3 or more players)</source>
        <translation>Ausscheidung (3 oder mehr Spieler)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="77"/>
        <source>The roll-off winner is the hammer and rolls first in the first round.</source>
        <translation>Wer das Auswürfeln gewinnt, ist der Hammer und würfelt in der ersten Runde zuerst.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="79"/>
        <source>Hands without a 1 score nothing and do not trigger a tie.</source>
        <translation>Hände ohne Ass punkten nicht und lösen keinen Gleichstand aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="80"/>
        <source>If no one scores, the round is rolled again in the same order.</source>
        <translation>Punktet keiner, wird die Runde in derselben Reihenfolge neu gewürfelt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="81"/>
        <source>The last player still in the game to roll becomes the hammer and rolls first in the next round.</source>
        <translation>Wer als Letzter gewürfelt hat und noch im Spiel ist, wird der Hammer und würfelt in der nächsten Runde zuerst.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="85"/>
        <source>Players go out safe one by one until two are left for the sponsor phase.</source>
        <translation>Die Spieler sind nacheinander durch, bis zwei für die Spenderrunde übrig sind.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="88"/>
        <source>Sponsor phase (2 players)</source>
        <translation>Spenderrunde (2 Spieler)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="89"/>
        <source>Best two turns of three. When the game starts with two players, the roll-off winner is the first hammer.</source>
        <translation>Zwei aus drei Durchgängen. Beginnt das Spiel zu zweit, ist der Gewinner des Auswürfelns der erste Hammer.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="94"/>
        <source>In each turn the hammer rolls first, up to three rolls, and may stop after any roll.</source>
        <translation>In jedem Durchgang würfelt der Hammer zuerst, bis zu drei Würfe, und darf nach jedem Wurf stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="97"/>
        <source>The opponent may use at most as many rolls as the hammer used.</source>
        <translation>Der Gegner darf höchstens so viele Würfe nutzen wie der Hammer.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="101"/>
        <source>Farming</source>
        <translation>Bunkern</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="102"/>
        <source>Once a 1 has shown in any roll of this turn, you may set dice aside (&quot;farm&quot;) after each roll. Farmed dice are never rolled again that turn.</source>
        <translation>Sobald in einem Wurf dieses Zugs ein Ass gefallen ist, darfst du nach jedem Wurf Würfel zur Seite legen (&quot;bunkern&quot;). Gebunkerte Würfel werden in diesem Zug nicht mehr gewürfelt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="107"/>
        <source>Until a 1 has shown, you may not farm: roll all five again, or stop with nothing.</source>
        <translation>Solange kein Ass gefallen ist, darfst du nicht bunkern: würfle alle fünf noch mal oder bleib ohne etwas stehen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="112"/>
        <source>In the elimination phase there is only one roll, so farming is for the sponsor phase.</source>
        <translation>In der Ausscheidung gibt es nur einen Wurf, Bunkern gibt es also nur in der Spenderrunde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="117"/>
        <source>Comparing a turn</source>
        <translation>Einen Durchgang vergleichen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="118"/>
        <source>The higher score wins.</source>
        <translation>Die höhere Punktzahl gewinnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="119"/>
        <source>Equal valid scores: the one made in fewer rolls wins.</source>
        <translation>Bei gleicher gültiger Punktzahl gewinnt die mit weniger Würfen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="120"/>
        <source>Two hands that both score nothing, or equal scores in the same number of rolls, go to a roll-off: each rolls all five dice once, the hammer first (a 1 must be in it to count), again and again until one wins.</source>
        <translation>Zwei Hände ohne Punkte oder mit gleicher Punktzahl in gleich vielen Würfen gehen ins Stechen: jeder würfelt einmal mit allen fünf, der Hammer zuerst (ein Ass muss dabei sein, damit es zählt), immer wieder, bis einer gewinnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="128"/>
        <source>Horses, the hammer and the sponsor</source>
        <translation>Striche, der Hammer und der Spender</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="129"/>
        <source>Whoever loses a turn has &quot;a horse on them&quot;; one turn each is &quot;a horse a piece&quot;.</source>
        <translation>Wer einen Durchgang verliert, bekommt &quot;einen Strich&quot;; ein verlorener Durchgang für jeden heißt &quot;ein Strich für jeden&quot;.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="132"/>
        <source>The player who rolled last in a turn is the hammer of the next, so the hammer alternates.</source>
        <translation>Wer in einem Durchgang zuletzt gewürfelt hat, ist im nächsten der Hammer, der Hammer wechselt also.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="135"/>
        <source>Whoever loses two turns is the sponsor and buys the round.</source>
        <translation>Wer zwei Durchgänge verliert, ist der Spender und gibt die Runde aus.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="138"/>
        <source>Too lucky</source>
        <translation>Zu viel Glück</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="139"/>
        <source>A roll of five 1s gets the &quot;too lucky&quot; call: that player buys shots. It still scores 56.</source>
        <translation>Ein Wurf mit fünf Assen heißt &quot;zu viel Glück&quot;: dieser Spieler gibt Kurze aus. Er zählt trotzdem 56.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="88"/>
        <source>on</source>
        <extracomment>a text of the page: marked for translation (`Text`), with fields (`Words`), or plain (a game defined elsewhere)</extracomment>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="88"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="90"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="98"/>
        <source>Common to every game</source>
        <translation>Für alle Spiele</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="99"/>
        <source>Seats sit in a circle. &quot;Left&quot; is the next seat in turn order (clockwise); &quot;right&quot; is the previous one.</source>
        <translation>Die Plätze bilden einen Kreis. &quot;Links&quot; ist der nächste Platz in der Spielreihenfolge (im Uhrzeigersinn), &quot;rechts&quot; der vorherige.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="103"/>
        <source>A face is 1 to 6 on ordinary pip dice; poker dice show 9, 10, J, Q, K and A.</source>
        <translation>Normale Würfel zeigen die Augen 1 bis 6; Pokerwürfel zeigen 9, 10, J, Q, K und A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="104"/>
        <source>Who starts: each player rolls one die, and the highest starts; players tied for highest roll again among themselves. The app shows these roll-offs. A game may instead be started with a named first player.</source>
        <translation>Wer anfängt: Jeder würfelt mit einem Würfel, der Höchste fängt an; wer beim Höchsten gleichauf liegt, würfelt untereinander noch mal. Die App zeigt dieses Auswürfeln. Ein Spiel kann auch mit einem festgelegten ersten Spieler beginnen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="110"/>
        <source>The game alone decides every roll, and the dice on the table only show the values it chose. A real game&apos;s dice follow from a secret seed, fixed before the first roll: the table shows the game&apos;s seal at the start (a code made from the seed, the game, the players in their seats and the house rules) and reveals the seed when the game ends, so anyone can re-derive every die and check it (dicebar verify). The seal proves the dice were fixed before anyone played and that nobody, person or computer, steered them; it is no secret from the machine&apos;s owner, whose saved game holds the seed. Since the seed gives away every die, folded PeekPoker hands too, it is revealed only once the game is over, never after a hand. Tutorials use scripted dice, and the kiosk&apos;s demo is not sealed.</source>
        <translation>Allein das Spiel entscheidet jeden Wurf, und die Würfel auf dem Tisch zeigen nur die Werte, die es gewählt hat. Die Würfel eines echten Spiels folgen aus einem geheimen Startwert, der vor dem ersten Wurf feststeht: Der Tisch zeigt zu Beginn das Siegel des Spiels (ein Code aus dem Startwert, dem Spiel, den Spielern auf ihren Plätzen und den Hausregeln) und deckt den Startwert am Spielende auf, sodass jeder jeden Würfel nachrechnen und prüfen kann (dicebar verify). Das Siegel beweist, dass die Würfel feststanden, bevor jemand gespielt hat, und dass niemand, Mensch oder Computer, sie gelenkt hat; vor dem Besitzer des Geräts ist es kein Geheimnis, denn sein gespeichertes Spiel enthält den Startwert. Da der Startwert jeden Würfel verrät, auch die aufgegebener PeekPoker-Hände, wird er erst aufgedeckt, wenn das Spiel vorbei ist, nie nach einer Hand. Tutorials nutzen vorgegebene Würfel, und die Demo des Kiosks ist nicht versiegelt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="123"/>
        <source>Bar talk</source>
        <translation>Kneipensprache</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="124"/>
        <source>&quot;Forty-five in three&quot;: a hand of four 5s made in three rolls.</source>
        <translation>&quot;Vier Fünfer im dritten&quot;: eine Hand aus vier 5ern, in drei Würfen gemacht.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="125"/>
        <source>&quot;In one&quot;, &quot;in two&quot;: made in one roll, in two rolls. &quot;All day&quot;: in three rolls.</source>
        <translation>&quot;Aus der Hand&quot;: im ersten Wurf gemacht; &quot;im zweiten&quot;, &quot;im dritten&quot;: in zwei, in drei Würfen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="126"/>
        <source>&quot;The mark&quot; is the hand to beat.</source>
        <translation>&quot;Die Vorlage&quot; ist die Hand, die es zu schlagen gilt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="149"/>
        <source>{name} — **{state}**. {does}</source>
        <translation>{name} — **{state}**. {does}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="161"/>
        <source>House rules at this table</source>
        <translation>Hausregeln an diesem Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="20"/>
        <source>The last player with chips wins.</source>
        <translation>Wer als Letzter Chips hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="33"/>
        <source>The player left of the dealer posts the small blind (1 chip) and the next player the big blind (2 chips); there are no antes. Heads-up (two players), the dealer posts the small blind.</source>
        <translation>Der Spieler links vom Geber setzt den Small Blind (1 Chip) und der nächste den Big Blind (2 Chips); es gibt keine Antes. Zu zweit setzt der Geber den Small Blind.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="38"/>
        <source>Betting round one starts with the player after the big blind.</source>
        <translation>Die erste Setzrunde beginnt beim Spieler nach dem Big Blind.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="40"/>
        <source>Every player with chips antes 1 chip.</source>
        <translation>Jeder Spieler mit Chips setzt 1 Chip Ante.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="41"/>
        <source>Betting round one starts left of the dealer.</source>
        <translation>Die erste Setzrunde beginnt links vom Geber.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="45"/>
        <source>If more than one player is still in, the dealer rolls two community dice, and betting round two starts left of the dealer.</source>
        <translation>Ist mehr als ein Spieler noch dabei, würfelt der Geber zwei Gemeinschaftswürfel, und die zweite Setzrunde beginnt links von ihm.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="50"/>
        <source>If more than one player is still in after that, the dealer rolls the third community die, and betting round three starts left of the dealer.</source>
        <translation>Ist danach noch mehr als ein Spieler dabei, würfelt der Geber den dritten Gemeinschaftswürfel, und die dritte Setzrunde beginnt links von ihm.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="58"/>
        <source>If more than one player is still in, the dealer rolls three community dice, and betting round two starts left of the dealer.</source>
        <translation>Ist mehr als ein Spieler noch dabei, würfelt der Geber drei Gemeinschaftswürfel, und die zweite Setzrunde beginnt links von ihm.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="65"/>
        <source>Forced bet: the first player to act in every betting round must bet exactly 1 chip or fold. It is not used in a round the blinds have already opened. If that player folds, the next player acts freely.</source>
        <translation>Pflichteinsatz: Wer in einer Setzrunde zuerst dran ist, muss genau 1 Chip setzen oder aussteigen. Das gilt nicht in einer Runde, die die Blinds schon eröffnet haben. Steigt dieser Spieler aus, spielt der nächste frei.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="71"/>
        <source>Forced bet: the first player to act in every betting round must bet exactly 1 chip or fold. If that player folds, the next player acts freely.</source>
        <translation>Pflichteinsatz: Wer in einer Setzrunde zuerst dran ist, muss genau 1 Chip setzen oder aussteigen. Steigt dieser Spieler aus, spielt der nächste frei.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="77"/>
        <source>No forced bet: when nothing has been bet yet, the first player to act may check.</source>
        <translation>Kein Pflichteinsatz: Solange nichts gesetzt ist, darf der Erste checken.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="81"/>
        <source>A blind or bet a player cannot cover goes in short, and the amount to call is what was actually put in (so is the size a raise over it must at least add, never less than 1).</source>
        <translation>Ein Blind oder Einsatz, den ein Spieler nicht decken kann, geht unvollständig rein, und mitzugehen ist, was tatsächlich gesetzt wurde (ebenso viel muss eine Erhöhung darüber mindestens draufsetzen, nie weniger als 1).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="87"/>
        <source>A bet a player cannot cover goes in short, and the amount to call is what was actually put in (so is the size a raise over it must at least add, never less than 1).</source>
        <translation>Ein Einsatz, den ein Spieler nicht decken kann, geht unvollständig rein, und mitzugehen ist, was tatsächlich gesetzt wurde (ebenso viel muss eine Erhöhung darüber mindestens draufsetzen, nie weniger als 1).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="95"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="96"/>
        <source>Every player still in shows their private dice.</source>
        <translation>Jeder Spieler, der noch dabei ist, zeigt seine privaten Würfel.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="97"/>
        <source>Aces may not be re-rolled: the dice stand as they are.</source>
        <translation>Asse dürfen nicht neu gewürfelt werden: die Würfel bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="101"/>
        <source>Showdown: crazy aces</source>
        <translation>Showdown: verrückte Asse</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="102"/>
        <source>Every player still in shows their private dice and says whether to re-roll any of their aces (any number of them; community aces are not theirs).</source>
        <translation>Jeder Spieler, der noch dabei ist, zeigt seine privaten Würfel und sagt, ob er Asse davon neu würfelt (beliebig viele; die Asse der Gemeinschaftswürfel gehören ihm nicht).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="107"/>
        <source>Everyone decides first, in turn order from left of the dealer; then all the re-rolls are thrown together.</source>
        <translation>Zuerst entscheiden alle, der Reihe nach ab links vom Geber; dann werden alle neu gewürfelten Asse zusammen geworfen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="112"/>
        <source>Aces that come up in a re-roll may be re-rolled again the same way (aces kept earlier may not), until no one re-rolls.</source>
        <translation>Asse, die beim Neuwürfeln fallen, dürfen genauso wieder neu gewürfelt werden (vorher behaltene Asse nicht), bis keiner mehr neu würfelt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="117"/>
        <source>Players without an ace to re-roll are not asked.</source>
        <translation>Wer kein Ass zum Neuwürfeln hat, wird nicht gefragt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="125"/>
        <source>Low straight: five dice 9 10 J Q K, a straight below 10 J Q K A.</source>
        <translation>Kleine Straße: fünf Würfel 9 10 J Q K, eine Straße unter 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="120"/>
        <source>Five of a kind.</source>
        <translation>Fünf Gleiche.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="23"/>
        <source>The game stops after %n hand(s) (or sooner, if one player wins every chip); whoever has the most chips wins, and players tied on the most share the win.</source>
        <translation>
            <numerusform>Das Spiel endet nach %n Hand (oder früher, wenn ein Spieler alle Chips gewinnt); wer die meisten Chips hat, gewinnt, und wer dabei gleichauf liegt, teilt sich den Sieg.</numerusform>
            <numerusform>Das Spiel endet nach %n Händen (oder früher, wenn ein Spieler alle Chips gewinnt); wer die meisten Chips hat, gewinnt, und wer dabei gleichauf liegt, teilt sich den Sieg.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="121"/>
        <source>Flush: all six dice red, or all six black.</source>
        <translation>Flush: alle sechs Würfel rot oder alle sechs schwarz.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="122"/>
        <source>Large straight: all six dice, 9 10 J Q K A.</source>
        <translation>Große Straße: alle sechs Würfel, 9 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="123"/>
        <source>Straight: five dice 10 J Q K A.</source>
        <translation>Straße: fünf Würfel 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="129"/>
        <source>Four of a kind.</source>
        <translation>Vierling.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="130"/>
        <source>Full house.</source>
        <translation>Full House.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="131"/>
        <source>Three of a kind.</source>
        <translation>Drilling.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="132"/>
        <source>Two pairs.</source>
        <translation>Zwei Paare.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="133"/>
        <source>Pair.</source>
        <translation>Ein Paar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="134"/>
        <source>High die.</source>
        <translation>Höchster Würfel.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="138"/>
        <source>Players, dice and chips</source>
        <translation>Spieler, Würfel und Chips</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="145"/>
        <source>Poker dice: faces 9, 10, J, Q, K, A. Colours, as on PeekPoker&apos;s dice: 9 and K red, 10 and Q black, J and A green.</source>
        <translation>Pokerwürfel: Seiten 9, 10, J, Q, K, A. Farben wie auf den PeekPoker-Würfeln: 9 und K rot, 10 und Q schwarz, J und A grün.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="140"/>
        <source>2 to {most} players (the box holds four cups; the app allows up to eight).</source>
        <translation>2 bis {most} Spieler (in der Schachtel sind vier Becher; die App erlaubt bis zu acht).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="150"/>
        <source>Each player starts with a stack of %n chip(s).</source>
        <translation>
            <numerusform>Jeder Spieler beginnt mit einem Stapel von %n Chip.</numerusform>
            <numerusform>Jeder Spieler beginnt mit einem Stapel von %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="151"/>
        <source>The roll-off decides the first dealer; then the button moves left each hand.</source>
        <translation>Das Auswürfeln bestimmt den ersten Geber; danach wandert der Button mit jeder Hand nach links.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="152"/>
        <source>A player with no chips is out. {winning}</source>
        <translation>Wer keine Chips mehr hat, ist raus. {winning}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="155"/>
        <source>A hand</source>
        <translation>Eine Hand</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="157"/>
        <source>Every player rolls three private dice under a cup; only the owner may look.</source>
        <translation>Jeder Spieler würfelt drei private Würfel unter einem Becher; nur der Besitzer darf nachsehen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="159"/>
        <source>{round_one} Check, bet, call, raise (no limit) or fold.</source>
        <translation>{round_one} Checken, setzen, mitgehen, erhöhen (ohne Limit) oder aussteigen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="164"/>
        <source>When all players but one have folded, the hand ends at once: no more dice, no showdown, and the last player takes the pot.</source>
        <translation>Sind alle bis auf einen ausgestiegen, endet die Hand sofort: keine Würfel mehr, kein Showdown, und der letzte Spieler nimmt den Pott.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="169"/>
        <source>When no more than one player still in has chips left to bet, there is no more betting, but the community dice are still rolled and the hand goes to the showdown.</source>
        <translation>Hat höchstens noch ein Spieler im Spiel Chips zum Setzen, wird nicht mehr gesetzt, aber die Gemeinschaftswürfel werden noch gewürfelt, und die Hand geht in den Showdown.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="176"/>
        <source>Betting</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="177"/>
        <source>Betting is standard no-limit. A bet is at least 1 chip; a raise is at least the size of the previous bet or raise in that round.</source>
        <translation>Gesetzt wird wie üblich ohne Limit. Ein Einsatz ist mindestens 1 Chip; eine Erhöhung ist mindestens so groß wie der vorige Einsatz oder die vorige Erhöhung dieser Runde.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="182"/>
        <source>An all-in for less than that does not reopen the betting for players who already acted; several short all-ins never add up to a reopening.</source>
        <translation>Ein All-in über weniger als das eröffnet das Setzen nicht neu für Spieler, die schon dran waren; mehrere kurze All-ins ergeben zusammen nie eine Neueröffnung.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="187"/>
        <source>A player may always call or bet their whole stack. Side pots follow the usual poker rules: each pot is contested only by those who put chips into it.</source>
        <translation>Ein Spieler darf immer mit seinem ganzen Stapel mitgehen oder setzen. Nebenpötte folgen den üblichen Pokerregeln: um jeden Pott spielen nur die, die Chips hineingelegt haben.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="193"/>
        <source>Uncalled chips return at the end of each betting round.</source>
        <translation>Chips, mit denen keiner mitgeht, gehen am Ende jeder Setzrunde zurück.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="194"/>
        <source>Folding is allowed even when checking is free.</source>
        <translation>Aussteigen ist auch erlaubt, wenn Checken nichts kostet.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="200"/>
        <source>A hand is made from the six dice: your three private dice and the three community dice. Aces are high and are not wild. The ranks, high to low:</source>
        <translation>Eine Hand besteht aus den sechs Würfeln: deinen drei privaten und den drei Gemeinschaftswürfeln. Asse sind hoch und keine Joker. Die Ränge, von hoch nach niedrig:</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="207"/>
        <source>Special hands and ties</source>
        <translation>Besondere Hände und Gleichstand</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="208"/>
        <source>9 10 J Q K is not a straight.</source>
        <translation>9 10 J Q K ist keine Straße.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="209"/>
        <source>Six of a kind counts as five of a kind; two threes make a full house (higher three over lower); three pairs are two pairs with the third pair&apos;s face as the kicker.</source>
        <translation>Sechs Gleiche zählen als fünf Gleiche; zwei Drillinge ergeben ein Full House (der höhere über dem niedrigeren); drei Paare sind zwei Paare mit der Seite des dritten Paars als Kicker.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="214"/>
        <source>Within a rank, compare the grouped faces first (the face of the five, four or three; then the pair), then the remaining dice of the best five, highest first. Flushes compare their six dice highest first.</source>
        <translation>Innerhalb eines Rangs zählen zuerst die gruppierten Seiten (die der fünf, vier oder drei Gleichen, dann das Paar), danach die übrigen Würfel der besten fünf, der höchste zuerst. Flushes vergleichen ihre sechs Würfel, der höchste zuerst.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="220"/>
        <source>Equal hands split the pot; odd chips go one each to the winners in turn order from left of the dealer.</source>
        <translation>Gleiche Hände teilen den Pott; übrige Chips gehen einzeln an die Gewinner, der Reihe nach ab links vom Geber.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="225"/>
        <source>The button and the blinds skip players who have no chips.</source>
        <translation>Button und Blinds überspringen Spieler ohne Chips.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="227"/>
        <source>The button and the antes skip players who have no chips.</source>
        <translation>Button und Antes überspringen Spieler ohne Chips.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="230"/>
        <source>Hidden dice</source>
        <translation>Verdeckte Würfel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="231"/>
        <source>A computer player decides only from what its seat may see.</source>
        <translation>Ein Computerspieler entscheidet nur nach dem, was sein Platz sehen darf.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="232"/>
        <source>On a shared screen, a human&apos;s private dice are shown only while that human peeks, after the others were asked to look away.</source>
        <translation>Auf einem gemeinsamen Bildschirm werden die privaten Würfel eines Menschen nur gezeigt, während er nachsieht, nachdem die anderen gebeten wurden, wegzuschauen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="239"/>
        <source>Chips are never made or lost: all stacks and all pots always add up to {stack} × the number of players.</source>
        <translation>Chips entstehen nie und gehen nie verloren: alle Stapel und alle Pötte ergeben immer {stack} × die Zahl der Spieler.</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <location filename="../qml/SeatPlate.qml" line="28"/>
        <source>computer · %1</source>
        <translation>Computer · %1</translation>
    </message>
    <message>
        <location filename="../qml/SeatPlate.qml" line="29"/>
        <source>safe</source>
        <translation>durch</translation>
    </message>
    <message>
        <location filename="../qml/SeatPlate.qml" line="29"/>
        <source>out</source>
        <translation>raus</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../desktop/dicebar/session/languages.py" line="11"/>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="139"/>
        <source>All games</source>
        <extracomment>version 1&apos;s schema, never changed: a new database is made by it and by every migration in turn, in one transaction, so that a new file and a migrated one have the same tables what brings a database of each older version up to the next one, in one transaction each</extracomment>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="142"/>
        <source>table</source>
        <extracomment>the CSV&apos;s columns, in order</extracomment>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="143"/>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="144"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="145"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="146"/>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="147"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="148"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="149"/>
        <source>bought</source>
        <translation>bezahlt</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="150"/>
        <source>owes</source>
        <translation>schuldet</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="151"/>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="153"/>
        <source>leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="154"/>
        <source>tab</source>
        <translation>Zeche</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="155"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="156"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="532"/>
        <source>Could not save the CSV in {folder}: {why}.</source>
        <translation>Das CSV konnte nicht in {folder} gespeichert werden: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="539"/>
        <source>Saved the leaderboard and the tab to {path}.</source>
        <translation>Rangliste und Zeche gespeichert unter {path}.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/app/autosave.py" line="78"/>
        <source>{game} with {people}, %n move(s) in</source>
        <extracomment>version 1: a single &quot;seed&quot; (the dice&apos;s, seat k&apos;s computer&apos;s plus k, the throws&apos;) and no seal</extracomment>
        <translation>
            <numerusform>{game} mit {people}, %n Zug gespielt</numerusform>
            <numerusform>{game} mit {people}, %n Züge gespielt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/autosave.py" line="218"/>
        <source>The saved game could not be read.</source>
        <extracomment>seconds each save took (for the benchmark and the log&apos;s figures)</extracomment>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/autosave.py" line="245"/>
        <source>The saved game was damaged and could not be resumed; the file is kept aside.</source>
        <translation>Das gespeicherte Spiel war beschädigt und konnte nicht fortgesetzt werden; die Datei wird beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/settings.py" line="217"/>
        <source>The settings could not be read, so the defaults are used.</source>
        <extracomment>a setting was set (by its name), even to the value it had: a choice made (the Language setting applies it)</extracomment>
        <translation>Die Einstellungen konnten nicht gelesen werden, daher gelten die Standardwerte.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/settings.py" line="227"/>
        <source>The settings were damaged, so the defaults are used; the old file is kept aside.</source>
        <translation>Die Einstellungen waren beschädigt, daher gelten die Standardwerte; die alte Datei wird beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="190"/>
        <source>The statistics were damaged, so a new record was started; the old file is kept aside.</source>
        <extracomment>seconds each finished game took to record (the report&apos;s figure) of which, per game: counting the faces thrown and writing them; and the throws they were (the benchmark&apos;s)</extracomment>
        <translation>Die Statistik war beschädigt, daher wurde eine neue begonnen; die alte Datei wird beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="203"/>
        <source>The statistics cannot be saved on this computer; they last until the program closes.</source>
        <translation>Die Statistik kann auf diesem Computer nicht gespeichert werden; sie gilt, bis das Programm schließt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/logs.py" line="23"/>
        <source>Something went wrong inside Dice Bar. Your game is saved; the details are in the log.</source>
        <translation>In Dice Bar ist etwas schiefgegangen. Dein Spiel ist gespeichert; die Einzelheiten stehen im Protokoll.</translation>
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
        <location filename="../../desktop/dicebar/session/hud.py" line="40"/>
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
    <message>
        <location filename="../../desktop/dicebar/rules/hud.py" line="59"/>
        <source>up to one roll</source>
        <extracomment>a line: words to translate, or text already said (a name, or a line `said` made) what the dice on the table make, as the person looking may see them (`GameType.reading`)</extracomment>
        <translation>bis zu einem Wurf</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/hud.py" line="60"/>
        <source>up to {count} rolls</source>
        <translation>bis zu {count} Würfe</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/hud.py" line="63"/>
        <source>no rolls left</source>
        <translation>keine Würfe mehr</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/hud.py" line="64"/>
        <source>roll {used} of {allowed}: %n roll(s) left</source>
        <translation>
            <numerusform>Wurf {used} von {allowed}: noch %n</numerusform>
            <numerusform>Wurf {used} von {allowed}: noch %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/game_session.py" line="52"/>
        <source>Roll</source>
        <extracomment>the steps that end the reason line: the next turn has begun to throw</extracomment>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/game_session.py" line="53"/>
        <source>Roll all again</source>
        <translation>Alle noch mal würfeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/game_session.py" line="352"/>
        <source>Keep {kept}, roll {left}</source>
        <extracomment>the steps during which a close-up of the last throw holds (nothing moves its dice); any other ends it ... and while the view shows a close-up of the throw (`closeUps`): the camera&apos;s way in and a look at the dice the dice are thrown from the shared dice cup (Cup.qml), which waits beside the person who may roll the story grew (its own signal: the log views would otherwise rebuild on every other change) a step for the view to play: {&quot;kind&quot;: &quot;throw&quot; | &quot;move&quot; | &quot;counters&quot; | &quot;call&quot;, &quot;seconds&quot;: ..., ...} words for a banner (&quot;Forty-five in three!&quot;, &quot;A horse on you&quot;) the reason line changed: the last result and why, or nothing once the next turn throws the game has ended and its last step has played an action was applied (for autosave): its JSON move every step has played and the displays agree with the model; input or the next computer follows the dice the camera may close in on changed (`closeUp`) words for a screen reader to announce (dicebar.session.spoken): an event as it plays, the reading, the pot the kiosk&apos;s attract demo: computers only, silent; never autosaved nor counted in the statistics a tutorial&apos;s guide: the computers play its script and the person only the moves it waits for the computers&apos; and the throw planner&apos;s seeds, as the save keeps them the hand tray&apos;s dice as the table settled last (with the reading beside them: `_update_hud`) why play stopped (scripted dice ran out), for the HUD; play stays stopped once this is set</extracomment>
        <translation>{kept} behalten, {left} würfeln</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/hud.py" line="38"/>
        <source>{who} rolls for the start</source>
        <translation>{who} würfelt um den Anfang</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/hud.py" line="45"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../qml/TableKeys.qml" line="10"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="11"/>
        <source>Return</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="12"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="13"/>
        <source>H</source>
        <comment>the key for the coach&apos;s Hint</comment>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="14"/>
        <source>K</source>
        <comment>the key for Check</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="15"/>
        <source>C</source>
        <comment>the key for Call</comment>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="16"/>
        <source>F</source>
        <comment>the key for Fold</comment>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="17"/>
        <source>B</source>
        <comment>the key for Bet or Raise</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="18"/>
        <source>P</source>
        <comment>the key held to peek under one&apos;s cup</comment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="19"/>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="20"/>
        <source>↓</source>
        <translation>↓</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../qml/TablePage.qml" line="150"/>
        <source>The cup: throw the dice</source>
        <translation>Der Becher: würfeln</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="191"/>
        <source>Take the cup</source>
        <translation>Becher nehmen</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="343"/>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="363"/>
        <source>seal %1</source>
        <translation>Siegel %1</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="372"/>
        <source>What the seal proves</source>
        <translation>Was das Siegel beweist</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="450"/>
        <source>tap dice to set them aside</source>
        <translation>tippe Würfel an, um sie rauszulegen</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="463"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="473"/>
        <source>Stop</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="483"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="617"/>
        <source>The dice of this game were fixed by a secret seed before the first roll, and this seal locks it in. The seed is shown when the game ends: anyone can then check every roll against the seal.</source>
        <translation>Die Würfel dieses Spiels wurden vor dem ersten Wurf durch einen geheimen Startwert festgelegt, und dieses Siegel schließt ihn ein. Der Startwert wird am Spielende gezeigt: dann kann jeder jeden Wurf mit dem Siegel prüfen.</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="627"/>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="670"/>
        <source>seal %1  ·  seed %2</source>
        <translation>Siegel %1  ·  Startwert %2</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="717"/>
        <source>Scan for the receipt</source>
        <translation>Für den Beleg scannen</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="746"/>
        <source>Play again</source>
        <translation>Noch mal spielen</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="754"/>
        <source>Save the game&apos;s history</source>
        <translation>Spielverlauf speichern</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="761"/>
        <source>Back to the lobby</source>
        <translation>Zurück zum Start</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="805"/>
        <location filename="../qml/TablePage.qml" line="809"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="817"/>
        <source>Skip animations</source>
        <translation>Animationen überspringen</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="823"/>
        <location filename="../qml/TablePage.qml" line="826"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="838"/>
        <source>Mute</source>
        <translation>Stumm</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="852"/>
        <source>The story so far</source>
        <translation>Was bisher geschah</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="870"/>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="32"/>
        <source>Not that: tap Roll to throw.</source>
        <extracomment>where a die marked is looked for first: thrown on the felt, peeked at, shown, in the middle; then anywhere</extracomment>
        <translation>Nicht das: tippe auf Würfeln, um zu werfen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="33"/>
        <source>Not that: tap Stop to end your turn here.</source>
        <translation>Nicht das: tippe auf Stehen bleiben, um deinen Zug hier zu beenden.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="34"/>
        <source>Not that: tap Check.</source>
        <translation>Nicht das: tippe auf Check.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="35"/>
        <source>Not that: tap Call.</source>
        <translation>Nicht das: tippe auf Mitgehen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="36"/>
        <source>Not that: tap Fold.</source>
        <translation>Nicht das: tippe auf Passen.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="37"/>
        <source>Not that: bet as the caption says.</source>
        <translation>Nicht das: setze, was der Text sagt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="38"/>
        <source>Not that: raise as the caption says.</source>
        <translation>Nicht das: erhöhe, wie der Text sagt.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="39"/>
        <source>Not that: tap the aces the caption says, then Re-roll.</source>
        <translation>Nicht das: tippe die Asse an, die der Text nennt, dann Neu würfeln.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="41"/>
        <source>Not that one: tap the dice showing {faces}, then Roll.</source>
        <translation>Nicht den: tippe die Würfel mit {faces} an, dann Würfeln.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="42"/>
        <source>Read this first, then tap Next.</source>
        <translation>Lies das zuerst, dann tippe auf Weiter.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="43"/>
        <source>Wait a moment: the others are playing.</source>
        <translation>Einen Moment: die anderen sind dran.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="13"/>
        <source>Aces in the Pot: everyone starts with two tokens.
Tap Roll to throw both dice.</source>
        <translation>Asse in den Pott: Jeder beginnt mit zwei Deckeln.
Tippe auf Würfeln, um beide Würfel zu werfen.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="15"/>
        <source>Your 1 is an ace: each ace puts a token in the pot.
Now Ana and Max roll in turn.</source>
        <translation>Deine 1 ist ein Ass: Jedes Ass legt einen Deckel in den Pott.
Jetzt würfeln Ana und Max der Reihe nach.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="17"/>
        <source>Ana&apos;s six went to Max: each six passes a token
to the player on the left. Tap Roll.</source>
        <translation>Anas Sechser ging an Max: Jeder Sechser gibt einen Deckel
an den Spieler links weiter. Tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="19"/>
        <source>Aces are paid first: your last token went in the pot,
so your six had nothing to pass. You sit out for now.</source>
        <translation>Asse werden zuerst bezahlt: Dein letzter Deckel ging in den Pott,
also hatte dein Sechser nichts weiterzugeben. Du setzt erst mal aus.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="21"/>
        <source>Max&apos;s six passed a token left to you: you&apos;re back in!
Tap Roll.</source>
        <translation>Max&apos; Sechser gab einen Deckel nach links an dich: Du bist wieder dabei!
Tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="23"/>
        <source>Your six went left to Ana, and you&apos;re out again.
The end begins when one token is left outside the pot.</source>
        <translation>Dein Sechser ging nach links an Ana, und du bist wieder raus.
Der Schluss beginnt, wenn ein Deckel außerhalb des Potts übrig ist.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="25"/>
        <source>Ana&apos;s ace left one token outside the pot: Max&apos;s.
He had three rolls to win it, but threw a six.</source>
        <translation>Anas Ass ließ einen Deckel außerhalb des Potts übrig: den von Max.
Er hatte drei Würfe, um ihn zu gewinnen, warf aber einen Sechser.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="27"/>
        <source>His six passed the last token to you. Roll three
times with no six to win the pot. Tap Roll.</source>
        <translation>Sein Sechser gab dir den letzten Deckel. Würfle dreimal
ohne Sechser, um den Pott zu gewinnen. Tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="29"/>
        <source>No six. Only sixes count now: aces cost nothing.
Two rolls to go. Tap Roll.</source>
        <translation>Kein Sechser. Jetzt zählen nur Sechser: Asse kosten nichts.
Noch zwei Würfe. Tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="31"/>
        <source>Still no six. One roll left.
Tap Roll.</source>
        <translation>Immer noch kein Sechser. Noch ein Wurf.
Tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="33"/>
        <source>Three rolls and no six: you win the pot!</source>
        <translation>Drei Würfe und kein Sechser: Du gewinnst den Pott!</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="20"/>
        <source>Bar Dice: roll up to three times for the best hand.
Tap Roll to throw all five dice.</source>
        <translation>Kneipenwürfeln: Würfle bis zu dreimal für die beste Hand.
Tippe auf Würfeln, um alle fünf Würfel zu werfen.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="22"/>
        <source>Aces are wild: your ace counts as a 5.
Tap the two 5s and the ace, then tap Roll.</source>
        <translation>Asse sind Joker: Dein Ass zählt als 5.
Tippe die zwei 5er und das Ass an, dann auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="24"/>
        <source>Tap the two 5s and the ace: together, three 5s.</source>
        <translation>Tippe die zwei 5er und das Ass an: zusammen drei Fünfer.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="25"/>
        <source>Another 5! Tap it to keep it,
then tap Roll to throw the last die.</source>
        <translation>Noch eine 5! Tippe sie an, um sie zu behalten,
dann auf Würfeln für den letzten Würfel.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="27"/>
        <source>Tap the 5, then tap Roll to throw the 2 again.</source>
        <translation>Tippe die 5 an, dann auf Würfeln, um die 2 neu zu werfen.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="28"/>
        <source>Four 5s in three rolls: forty-five in three.
That is the mark. Ana and Max try to beat it.</source>
        <translation>Vier 5er in drei Würfen: vier Fünfer im dritten.
Das ist die Vorlage. Ana und Max versuchen, sie zu schlagen.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="30"/>
        <source>Both made forty-six in one: a tie for the best.
Only they roll again, in a tie-break.</source>
        <translation>Beide haben vier Sechser aus der Hand: Gleichstand ganz oben.
Nur sie würfeln noch mal, im Stechen.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="32"/>
        <source>Max wins the tie-break and is safe. The final:
you against Ana, best two hands of three.</source>
        <translation>Max gewinnt das Stechen und ist durch. Das Finale:
du gegen Ana, zwei aus drei Händen.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="34"/>
        <source>Ana stops at fifty-six in one, the best there is.
Tap Roll to try your luck.</source>
        <translation>Ana bleibt bei fünf Sechsern aus der Hand stehen, besser geht es nicht.
Tippe auf Würfeln und versuch dein Glück.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="36"/>
        <source>No ace, so this roll scores nothing, and no hand
beats fifty-six in one. Tap Stop.</source>
        <translation>Kein Ass, also punktet dieser Wurf nicht, und keine Hand
schlägt fünf Sechser aus der Hand. Tippe auf Stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="38"/>
        <source>Nothing can beat her hand now: tap Stop.</source>
        <translation>Nichts kann ihre Hand jetzt schlagen: Tippe auf Stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="39"/>
        <source>A horse on you: Ana has won one hand.
You bring it back: tap Roll.</source>
        <translation>Ein Strich für dich: Ana hat eine Hand gewonnen.
Du eröffnest wieder: Tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="41"/>
        <source>Forty-four so far: the ace counts as a 4.
Tap the ace and the three 4s, then tap Roll.</source>
        <translation>Bisher vier Vierer: Das Ass zählt als 4.
Tippe das Ass und die drei 4er an, dann auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="43"/>
        <source>Tap the ace and the three 4s, then tap Roll.</source>
        <translation>Tippe das Ass und die drei 4er an, dann auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="44"/>
        <source>Fifty-four in two: five 4s with the ace!
Tap Stop to make it the mark.</source>
        <translation>Fünf Vierer im zweiten: fünf 4er mit dem Ass!
Tippe auf Stehen bleiben, dann ist das die Vorlage.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="46"/>
        <source>Fifty-four is a fine hand: tap Stop.</source>
        <translation>Fünf Vierer sind eine gute Hand: Tippe auf Stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="47"/>
        <source>Ana has three rolls to beat fifty-four in two.</source>
        <translation>Ana hat drei Würfe, um fünf Vierer im zweiten zu schlagen.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="49"/>
        <source>Forty-three in three loses: a horse a piece.
Ana sets the mark for the last hand.</source>
        <translation>Vier Dreier im dritten verlieren: ein Strich für jeden.
Ana legt die Vorlage für die letzte Hand.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="51"/>
        <source>Ana stops at forty-five in two.
Tap Roll to beat it.</source>
        <translation>Ana bleibt bei vier Fünfern im zweiten stehen.
Tippe auf Würfeln, um das zu schlagen.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="53"/>
        <source>Forty-six in one: four 6s beat four 5s.
Tap Stop to win the final.</source>
        <translation>Vier Sechser aus der Hand: vier 6er schlagen vier 5er.
Tippe auf Stehen bleiben, um das Finale zu gewinnen.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="55"/>
        <source>Forty-six beats her forty-five: tap Stop.</source>
        <translation>Deine vier Sechser schlagen ihre vier Fünfer: Tippe auf Stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="56"/>
        <source>You win the final and are safe.
Ana is left, so Ana buys the round!</source>
        <translation>Du gewinnst das Finale und bist durch.
Ana bleibt übrig, also gibt Ana die Runde aus!</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="19"/>
        <source>Fives to the Right: your dice travel as they land.
Tap Roll to throw your five dice.</source>
        <translation>Fünfer nach rechts: Deine Würfel wandern, wie sie fallen.
Tippe auf Würfeln, um deine fünf Würfel zu werfen.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="21"/>
        <source>Aces go to the centre, deuces left to Ana,
fives right to Max. Threes, fours and sixes stay.</source>
        <translation>Asse gehen in die Mitte, Zweier nach links zu Ana,
Fünfer nach rechts zu Max. Dreier, Vierer und Sechser bleiben.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="23"/>
        <source>An ace, deuce or five showed, so you roll again
with the dice you still hold. Tap Roll.</source>
        <translation>Ein Ass, ein Zweier oder ein Fünfer kam, also würfelst du noch mal
mit den Würfeln, die du noch hast. Tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="25"/>
        <source>Nothing moved this time, so your turn ends.
Watch Ana and Max: their dice can come to you.</source>
        <translation>Diesmal hat sich nichts bewegt, also endet dein Zug.
Schau Ana und Max zu: Ihre Würfel können zu dir kommen.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="27"/>
        <source>Ana&apos;s fives and Max&apos;s deuce came to you.
Tap Roll to throw your five dice.</source>
        <translation>Anas Fünfer und Max&apos; Zweier sind zu dir gekommen.
Tippe auf Würfeln, um deine fünf Würfel zu werfen.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="29"/>
        <source>Four aces to the centre, the deuce to Ana.
No dice left: you are out, for now.</source>
        <translation>Vier Asse in die Mitte, der Zweier an Ana.
Keine Würfel mehr: Du bist erst mal raus.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="31"/>
        <source>Ana&apos;s five came to you, so you are back in.
Max put his last two dice in: he is out.</source>
        <translation>Anas Fünfer kam zu dir, also bist du wieder dabei.
Max hat seine letzten zwei Würfel abgegeben: Er ist raus.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="33"/>
        <source>Your turn again.
Tap Roll to throw your one die.</source>
        <translation>Du bist wieder dran.
Tippe auf Würfeln, um deinen einen Würfel zu werfen.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="35"/>
        <source>An ace: into the centre. One die is left now:
whoever rolls the last ace pays the bill.</source>
        <translation>Ein Ass: in die Mitte. Jetzt ist ein Würfel übrig:
Wer das letzte Ass würfelt, zahlt die Zeche.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="37"/>
        <source>Ana rolled a five, so the last die comes to you.
Tap Roll, and hope it is not an ace!</source>
        <translation>Ana hat eine Fünf gewürfelt, also kommt der letzte Würfel zu dir.
Tippe auf Würfeln, und hoffe, es ist kein Ass!</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="39"/>
        <source>A deuce: the die goes left to Ana.
If she rolls an ace, she pays.</source>
        <translation>Ein Zweier: Der Würfel geht nach links zu Ana.
Würfelt sie ein Ass, zahlt sie.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="41"/>
        <source>Ana rolled the last ace, so Ana pays the bill!</source>
        <translation>Ana hat das letzte Ass gewürfelt, also zahlt Ana die Zeche!</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="15"/>
        <source>Layman: first one roll each; the highest is safe.
Tap Roll to throw all five dice.</source>
        <translation>Layman: Erst ein Wurf für jeden; der höchste ist durch.
Tippe auf Würfeln, um alle fünf Würfel zu werfen.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="17"/>
        <source>The ace is wild: with your three 2s, forty-two.
Ana and Max now roll once each.</source>
        <translation>Das Ass ist Joker: Mit deinen drei 2ern sind das vier Zweier (42).
Jetzt würfeln Ana und Max je einmal.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="19"/>
        <source>Max made forty-two too. One tie, all tie:
everyone rolls again. Tap Roll.</source>
        <translation>Max hat auch vier Zweier. Einer gleich, alle gleich:
Alle würfeln noch mal. Tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="21"/>
        <source>Thirty-four for you.
Ana and Max roll again.</source>
        <translation>Drei Vierer (34) für dich.
Ana und Max würfeln noch mal.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="23"/>
        <source>Ana&apos;s forty-six is highest: Ana is safe. You and
Max play best two turns of three.</source>
        <translation>Anas vier Sechser sind am höchsten: Ana ist durch. Du und
Max spielt zwei aus drei Durchgängen.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="25"/>
        <source>Max rolled last: he is the hammer and goes first.
No ace yet, so he can&apos;t farm; he rolls all five.</source>
        <translation>Max hat zuletzt gewürfelt: Er ist der Hammer und fängt an.
Noch kein Ass, also darf er nicht bunkern; er würfelt alle fünf.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="27"/>
        <source>Max farmed an ace and 4s: fifty-four all day,
five 4s in three rolls. Tap Roll to beat it.</source>
        <translation>Max hat ein Ass und 4er gebunkert: fünf Vierer im dritten,
fünf 4er in drei Würfen. Tippe auf Würfeln, um das zu schlagen.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="29"/>
        <source>An ace: now you may farm (set dice aside).
Tap the ace and the two 4s, then tap Roll.</source>
        <translation>Ein Ass: Jetzt darfst du bunkern (Würfel zur Seite legen).
Tippe das Ass und die zwei 4er an, dann auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="31"/>
        <source>Farm the ace and the two 4s, then tap Roll.</source>
        <translation>Bunker das Ass und die zwei 4er, dann tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="32"/>
        <source>Fifty-four in two: the same hand in fewer rolls
beats his fifty-four all day. Tap Stop.</source>
        <translation>Fünf Vierer im zweiten: Dieselbe Hand in weniger Würfen
schlägt seine fünf Vierer im dritten. Tippe auf Stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="34"/>
        <source>Your fifty-four in two already wins: tap Stop.</source>
        <translation>Deine fünf Vierer im zweiten gewinnen schon: Tippe auf Stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="35"/>
        <source>A horse on Max! You rolled last, so you are
the hammer now and set the pace. Tap Roll.</source>
        <translation>Ein Strich für Max! Du hast zuletzt gewürfelt, also bist du
jetzt der Hammer und gibst das Tempo vor. Tippe auf Würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="37"/>
        <source>Forty-six in one! Stop now, and Max gets
just one roll to beat it. Tap Stop.</source>
        <translation>Vier Sechser aus der Hand! Bleib jetzt stehen, dann hat Max
nur einen Wurf, um das zu schlagen. Tippe auf Stehen bleiben.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="39"/>
        <source>Stop now: then Max has only one roll.</source>
        <translation>Bleib jetzt stehen: Dann hat Max nur einen Wurf.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="40"/>
        <source>Max&apos;s one roll made thirty-three: you win again.
Max lost two turns: he is the sponsor and buys!</source>
        <translation>Max&apos; einziger Wurf brachte drei Dreier (33): Du gewinnst wieder.
Max hat zwei Durchgänge verloren: Er ist der Spender und zahlt!</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="14"/>
        <source>PeekPoker: everyone has put in 1 chip, the ante.
Tap Shake your cup to throw your three dice.</source>
        <translation>PeekPoker: Jeder hat 1 Chip gesetzt, das Ante.
Tippe auf Becher schütteln, um deine drei Würfel zu werfen.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="16"/>
        <source>Only you may look under your cup: press and hold
it to peek at your three dice, then tap Next.</source>
        <translation>Nur du darfst unter deinen Becher schauen: Halte ihn gedrückt,
um deine drei Würfel zu sehen, dann tippe auf Weiter.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="18"/>
        <source>An ace, a king and a nine. Bet 1 chip: the others
must put in 1 too to stay in. Tap Bet 1.</source>
        <translation>Ein Ass, ein König und eine Neun. Setz 1 Chip: Die anderen
müssen auch 1 setzen, um dabei zu bleiben. Tippe auf Setzen 1.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="20"/>
        <source>Bet 1 for now: tap Bet 1.</source>
        <translation>Setz erst mal 1: Tippe auf Setzen 1.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="21"/>
        <source>Ana calls and Max folds. Then the dealer rolls three
community dice: they count in every hand.</source>
        <translation>Ana geht mit, Max steigt aus. Dann würfelt der Geber drei
Gemeinschaftswürfel: Sie zählen in jeder Hand.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="23"/>
        <source>With them you have three kings. Tap Check
to go on without betting.</source>
        <translation>Mit ihnen hast du drei Könige. Tippe auf Check,
um ohne Einsatz weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="25"/>
        <source>Tap Check: no need to bet more yet.</source>
        <translation>Tippe auf Check: Noch musst du nicht mehr setzen.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="26"/>
        <source>Ana bets 1 chip. Match it to stay in:
tap Call 1.</source>
        <translation>Ana setzt 1 Chip. Geh mit, um dabei zu bleiben:
Tippe auf Mitgehen 1.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="28"/>
        <source>Tap Call 1 to match Ana&apos;s bet.</source>
        <translation>Tippe auf Mitgehen 1, um Anas Einsatz zu halten.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="29"/>
        <source>Crazy aces: at the showdown you may re-roll your
own aces. Tap your ace, then tap Re-roll 1 ace.</source>
        <translation>Verrückte Asse: Beim Showdown darfst du deine eigenen
Asse neu würfeln. Tippe dein Ass an, dann auf 1 Ass neu würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="31"/>
        <location filename="../tutorials/peekpoker.json" line="31"/>
        <source>Tap your ace, then tap Re-roll 1 ace.</source>
        <translation>Tippe dein Ass an, dann auf 1 Ass neu würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="32"/>
        <source>Another ace! An ace from a re-roll may be re-rolled
again. Tap it, then tap Re-roll 1 ace.</source>
        <translation>Noch ein Ass! Ein neu gewürfeltes Ass darf wieder neu
gewürfelt werden. Tippe es an, dann auf 1 Ass neu würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="35"/>
        <source>Your re-roll made four kings: they beat Ana&apos;s
two pairs, and that pot went to you!</source>
        <translation>Dein Neuwurf brachte vier Könige: Sie schlagen Anas
zwei Paare, und der Pott ging an dich!</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="37"/>
        <source>Hand two: you deal. Ana has only 1 chip left.
Tap Shake your cup.</source>
        <translation>Zweite Hand: Du gibst. Ana hat nur noch 1 Chip.
Tippe auf Becher schütteln.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="39"/>
        <source>Peek: a pair of queens. Ana and Max checked.
Bet the pot: tap Pot 3, then Bet 3.</source>
        <translation>Schau nach: ein Paar Damen. Ana und Max haben gecheckt.
Setz den Pott: Tippe auf Pott 3, dann auf Setzen 3.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="41"/>
        <source>Tap Pot 3 first, so the button says Bet 3.</source>
        <translation>Tippe zuerst auf Pott 3, damit der Knopf Setzen 3 zeigt.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="42"/>
        <source>Ana calls with her last chip: she&apos;s all in. Chips
beyond hers go to a side pot for you and Max.</source>
        <translation>Ana geht mit ihrem letzten Chip mit: Sie ist all-in. Chips
über ihren hinaus gehen in einen Nebenpott für dich und Max.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="44"/>
        <source>You deal, so you roll the community dice.
Tap Roll the community dice.</source>
        <translation>Du gibst, also würfelst du die Gemeinschaftswürfel.
Tippe auf Gemeinschaftswürfel würfeln.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="46"/>
        <source>Ana&apos;s four kings take the main pot. Your three
queens beat Max&apos;s pair of tens: the side pot&apos;s yours.</source>
        <translation>Anas vier Könige holen den Hauptpott. Deine drei
Damen schlagen Max&apos; Paar Zehnen: Der Nebenpott gehört dir.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="48"/>
        <source>Two hands played, and you have the most chips:
you win! Max is out of chips.</source>
        <translation>Zwei Hände gespielt, und du hast die meisten Chips:
Du gewinnst! Max hat keine Chips mehr.</translation>
    </message>
</context>
<context>
    <name>TutorialLayer</name>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="332"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="340"/>
        <source>Skip step</source>
        <translation>Schritt überspringen</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="349"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="359"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="397"/>
        <source>You&apos;ve learnt %1</source>
        <translation>Du hast %1 gelernt</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="423"/>
        <source>Play a real game</source>
        <translation>Ein echtes Spiel spielen</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="433"/>
        <source>Back to the lobby</source>
        <translation>Zurück zum Start</translation>
    </message>
</context>
</TS>
