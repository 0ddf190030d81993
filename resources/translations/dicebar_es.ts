<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AcesInThePot</name>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="30"/>
        <source>no six, two to go</source>
        <translation>ningún seis, quedan dos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="31"/>
        <source>no six, one to go</source>
        <translation>ningún seis, queda una</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="32"/>
        <source>no six in three</source>
        <translation>ningún seis en tres</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="39"/>
        <source>last token: three rolls, no six wins it</source>
        <translation>última ficha: tres tiradas, sin seis se la lleva</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="41"/>
        <source>only {who} holds tokens: three rolls, no six wins the pot</source>
        <translation>solo {who} tiene fichas: tres tiradas, sin seis se lleva el bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="44"/>
        <source>a six: the token and the dice pass to {who}</source>
        <translation>un seis: la ficha y los dados pasan a {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="48"/>
        <source>a six: play goes on with {who}</source>
        <translation>un seis: el juego sigue con {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="52"/>
        <source>no six: {who} takes the pot</source>
        <translation>ningún seis: {who} se lleva el bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="66"/>
        <source>Round 1 of {rounds}: {who} rolls first</source>
        <translation>Ronda 1 de {rounds}: {who} tira primero</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="68"/>
        <source>Round {round} of {rounds}: two tokens each again, {who} rolls first</source>
        <translation>Ronda {round} de {rounds}: otra vez dos fichas cada uno, {who} tira primero</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="71"/>
        <source>One token left outside the pot: the rest of the roll lapses</source>
        <translation>Queda una ficha fuera del bote: el resto de la tirada no cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="74"/>
        <source>the last token</source>
        <translation>la última ficha</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="75"/>
        <source>three rolls for the pot</source>
        <translation>tres tiradas por el bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="77"/>
        <source>{who} wins round {round} of {rounds}: {why}</source>
        <translation>{who} gana la ronda {round} de {rounds}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="80"/>
        <source>no tokens left</source>
        <translation>sin fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="83"/>
        <source>a new round</source>
        <translation>ronda nueva</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="85"/>
        <source>a token from {giver}</source>
        <translation>una ficha de {giver}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="89"/>
        <source>{who} wins the pot: {why}</source>
        <translation>{who} gana el bote: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="94"/>
        <source>{who} wins the match with {won} of {rounds}</source>
        <translation>{who} gana la partida con {won} de {rounds}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="96"/>
        <source>{players} share the match with {won} each</source>
        <translation>{players} comparten la partida con {won} cada uno</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="103"/>
        <source>no six in {rolls}</source>
        <translation>ningún seis en {rolls}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="112"/>
        <source>a six</source>
        <translation>un seis</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="113"/>
        <source>two sixes</source>
        <translation>dos seises</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="116"/>
        <source>{aces} to the pot</source>
        <translation>{aces} al bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="118"/>
        <source>{sixes} to the left</source>
        <translation>{sixes} a la izquierda</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_words.py" line="119"/>
        <source>nothing to pay</source>
        <translation>nada que pagar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="91"/>
        <source>Aces in the Pot</source>
        <translation>Ases al bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="92"/>
        <source>Two dice, two tokens: aces to the pot, sixes to the left</source>
        <translation>Dos dados, dos fichas: los ases al bote, los seises a la izquierda</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="95"/>
        <source>token</source>
        <translation>ficha</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="95"/>
        <source>tokens</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="104"/>
        <source>Ending: the last token out, or the last player holding tokens</source>
        <translation>Final: la última ficha fuera, o el último jugador con fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="108"/>
        <source>The end begins as soon as only one player holds tokens, however many; that player rolls for the pot, and a six sends play back to normal.</source>
        <translation>El final empieza en cuanto un solo jugador tiene fichas, tenga las que tenga; ese jugador tira por el bote, y un seis devuelve el juego a lo normal.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="116"/>
        <source>The end begins when exactly one token is left outside the pot; its owner rolls for the pot, and a six passes the token on.</source>
        <translation>El final empieza cuando queda exactamente una ficha fuera del bote; su dueño tira por el bote, y un seis pasa la ficha al siguiente.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="129"/>
        <source>Allow a game of two players</source>
        <translation>Permitir una partida de dos jugadores</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="131"/>
        <source>Two players may play too: the game needs at least 2.</source>
        <translation>También pueden jugar dos: la partida necesita al menos 2.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="134"/>
        <source>The game needs at least 3 players; switch this on to let two play.</source>
        <translation>La partida necesita al menos 3 jugadores; actívalo para que jueguen dos.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="144"/>
        <source>Rounds in the match (most rounds won takes it)</source>
        <translation>Rondas de la partida (gana quien gane más rondas)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="146"/>
        <source>One round: whoever wins the pot wins the game.</source>
        <translation>Una ronda: quien gana el bote gana la partida.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="149"/>
        <source>Play a match of {value} rounds, each starting afresh with two tokens each; whoever wins most rounds wins the match (a tie shares it).</source>
        <translation>Se juega una partida de {value} rondas, cada una desde cero con dos fichas por jugador; quien gana más rondas gana la partida (con empate, se comparte).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="165"/>
        <source>Lucky: many 2s to 5s thrown, since they keep your tokens.</source>
        <translation>Suerte: muchos doses a cincos, porque conservan tus fichas.</translation>
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
        <translation>la marca es {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="43"/>
        <source>{who} is safe</source>
        <translation>{who} se salva</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="45"/>
        <source>a horse on you</source>
        <translation>una raya para ti</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="47"/>
        <source>{who} buys the round</source>
        <translation>{who} paga la ronda</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="49"/>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="129"/>
        <source>five aces on the first roll</source>
        <translation>cinco ases a la primera</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="58"/>
        <source>Round {round}: {players}; the best hand is safe</source>
        <translation>Ronda {round}: {players}; la mejor mano se salva</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="63"/>
        <source>The final: {first} against {second}, one hand; the loser buys</source>
        <translation>La final: {first} contra {second}, a una mano; el que pierde paga</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="65"/>
        <source>The final: {first} against {second}, best two of three hands; the loser buys</source>
        <translation>La final: {first} contra {second}, al mejor de tres manos; el que pierde paga</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="72"/>
        <source>{who} ties the mark</source>
        <translation>{who} iguala la marca</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="75"/>
        <source>Pace: the others may use {rolls}</source>
        <translation>Ritmo: los demás pueden usar {rolls}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="79"/>
        <source>No one scores: the tie-break is played again</source>
        <translation>Nadie anota: se repite el desempate</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="80"/>
        <source>No one scores: the round is played again</source>
        <translation>Nadie anota: se repite la ronda</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="82"/>
        <source>{players} tie with {call}: they play a tie-break</source>
        <translation>{players} empatan con {call}: juegan un desempate</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="87"/>
        <source>{hand}, and no one else scores</source>
        <translation>{hand}, y nadie más anota</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="94"/>
        <source>won the final {score}</source>
        <translation>final ganada por {score}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="97"/>
        <source>{who} wins hand {hand} of the final: {why}; a horse on {loser}</source>
        <translation>{who} gana la mano {hand} de la final: {why}; una raya para {loser}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="102"/>
        <source>Neither scores: the hand is played again and does not count</source>
        <translation>Ninguno anota: la mano se repite y no cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="103"/>
        <source>Tied at {call}: the hand is played again and does not count</source>
        <translation>Empate a {call}: la mano se repite y no cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="106"/>
        <source>{who} buys</source>
        <translation>{who} paga</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="107"/>
        <source>Game over: {buys} ({why})</source>
        <translation>Fin de la partida: {buys} ({why})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="114"/>
        <source>{hand} beats {beat}</source>
        <translation>{hand} gana a {beat}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="123"/>
        <source>{won} to none</source>
        <translation>{won} a cero</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="124"/>
        <source>{won} to {lost}</source>
        <translation>{won} a {lost:f}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="132"/>
        <source>{winner} won the final, {why}</source>
        <translation>final ganada por {winner}, {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="134"/>
        <source>{winner} won the final {score}</source>
        <translation>final ganada por {winner}, {score}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="140"/>
        <source>the final</source>
        <translation>la final</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="142"/>
        <source>the final, hand {hand}</source>
        <translation>la final, mano {hand}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="144"/>
        <source>round {round}, tie-break</source>
        <translation>ronda {round}, desempate</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="146"/>
        <source>round {round}</source>
        <translation>ronda {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_words.py" line="148"/>
        <source>{label}, played again</source>
        <translation>{label}, repetida</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="127"/>
        <source>Bar Dice</source>
        <translation>Dados de bar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="128"/>
        <source>Five dice, 1s wild, three rolls: the best hand is safe, the last one left buys</source>
        <translation>Cinco dados, los ases comodín, tres tiradas: la mejor mano se salva, el último que queda paga</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="141"/>
        <source>Final: best two hands of three, or a single hand</source>
        <translation>Final: al mejor de tres manos, o a una sola mano</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="143"/>
        <source>The final between the last two players is a single hand.</source>
        <translation>La final entre los dos últimos jugadores es a una sola mano.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="146"/>
        <source>The final between the last two players is best two hands of three.</source>
        <translation>La final entre los dos últimos jugadores es al mejor de tres manos.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="155"/>
        <source>Pace: no more rolls than the first player</source>
        <translation>Ritmo: no más tiradas que el primer jugador</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="159"/>
        <source>Later players in a round may not use more rolls than the first player used.</source>
        <translation>Los jugadores que siguen en una ronda no pueden usar más tiradas que el primero.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="165"/>
        <source>Every player may use all three rolls, whatever the first player of the round used.</source>
        <translation>Cada jugador puede usar las tres tiradas, use las que use el primero de la ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="175"/>
        <source>Five 1s on a first roll: game over, that player buys</source>
        <translation>Cinco ases a la primera: fin de la partida, ese jugador paga</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="179"/>
        <source>Five 1s on a first roll ends the game at once, and that player buys.</source>
        <translation>Cinco ases a la primera acaban la partida en el acto, y ese jugador paga.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="185"/>
        <source>Five 1s on a first roll is simply the best hand there is (five 6s); the game goes on.</source>
        <translation>Cinco ases a la primera son sin más la mejor mano posible (cinco seises); la partida sigue.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="195"/>
        <source>Lucky: many 1s thrown, since aces are wild.</source>
        <translation>Suerte: muchos ases, porque los ases son comodín.</translation>
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
        <translation>{some} y {last}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="36"/>
        <source>the ace</source>
        <translation>el as</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="37"/>
        <source>the {count} aces</source>
        <translation>los {count} ases</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="39"/>
        <source>the {face}</source>
        <translation>el {face}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="40"/>
        <source>the {count} {face}s</source>
        <translation>los {count} {face}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="47"/>
        <source>keep {dice}</source>
        <translation>guarda {dice}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="54"/>
        <source>roll the last die again</source>
        <translation>vuelve a tirar el último dado</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="56"/>
        <source>roll both dice again</source>
        <translation>vuelve a tirar los dos dados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="57"/>
        <source>roll all {count} again</source>
        <translation>vuelve a tirar los {count}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="61"/>
        <source>stop</source>
        <translation>plántate</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="73"/>
        <source>{action}: {chance} to score in your last roll</source>
        <translation>{action}: {chance} de anotar en tu última tirada</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="74"/>
        <source>{action}: {chance} to score in your {rolls} rolls left</source>
        <translation>{action}: {chance} de anotar en las {rolls} tiradas que te quedan</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="75"/>
        <source>{action}: {chance} to beat {mark} in your last roll</source>
        <translation>{action}: {chance} de batir {mark} en tu última tirada</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="76"/>
        <source>{action}: {chance} to beat {mark} in your {rolls} rolls left</source>
        <translation>{action}: {chance} de batir {mark} en las {rolls} tiradas que te quedan</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="86"/>
        <source>{action}: nothing beats {mark}, but {chance} to tie it in your last roll</source>
        <translation>{action}: nada supera {mark}, pero {chance} de igualarlo en tu última tirada</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="88"/>
        <source>{action}: nothing beats {mark}, but {chance} to tie it in your {rolls} rolls left</source>
        <translation>{action}: nada supera {mark}, pero {chance} de igualarlo en las {rolls} tiradas que te quedan</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="99"/>
        <source>Stop: {hand} already scores, and there is no mark to beat yet</source>
        <translation>Plántate: {hand} ya anota y aún no hay marca que batir</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="101"/>
        <source>Stop: nothing you can roll scores any more</source>
        <translation>Plántate: ya nada de lo que tires puede anotar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="103"/>
        <source>Stop: {hand} already beats {mark}, and rolling on can only cost you rolls</source>
        <translation>Plántate: {hand} ya gana a {mark}, y seguir tirando solo te puede costar tiradas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="106"/>
        <source>Stop: nothing you can roll beats {mark} any more, and {hand} ties it</source>
        <translation>Plántate: ya nada de lo que tires gana a {mark}, y {hand} lo iguala</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="108"/>
        <source>Stop: nothing you can roll beats {mark} any more</source>
        <translation>Plántate: ya nada de lo que tires gana a {mark}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="115"/>
        <source>{action}: {chance} to stay best against the player after you</source>
        <translation>{action}: {chance} de seguir siendo la mejor mano contra el jugador que viene después</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="117"/>
        <source>{action}: {chance} to stay best against the {count} players after you</source>
        <translation>{action}: {chance} de seguir siendo la mejor mano contra los {count} jugadores que vienen después</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="123"/>
        <source>Or {action}: {chance}</source>
        <translation>O {action}: {chance}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="134"/>
        <source>Call: you need {need} to call {price} into {pot}, and your hand takes {share} of the pot at the showdown against {opponents}</source>
        <translation>Iguala: necesitas {need} para igualar {price} con {pot} en el bote, y tu mano se lleva {share} del bote al enseñar contra {opponents}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="139"/>
        <source>Fold: you need {need} to call {price} into {pot}, and your hand takes only {share} of the pot at the showdown against {opponents}</source>
        <translation>No vayas: necesitas {need} para igualar {price} con {pot} en el bote, y tu mano solo se lleva {share} del bote al enseñar contra {opponents}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="144"/>
        <source>Bet {price}: you need {need} to bet {price} into {pot}, and your hand takes {share} of the pot at the showdown against {opponents}</source>
        <translation>Apuesta {price}: necesitas {need} para apostar {price} con {pot} en el bote, y tu mano se lleva {share} del bote al enseñar contra {opponents}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="149"/>
        <source>Fold: you need {need} to bet {price} into {pot}, and your hand takes only {share} of the pot at the showdown against {opponents}</source>
        <translation>No vayas: necesitas {need} para apostar {price} con {pot} en el bote, y tu mano solo se lleva {share} del bote al enseñar contra {opponents}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="162"/>
        <source>Bet: your hand takes {share} of the pot at the showdown against {opponents}, more than an even share ({even})</source>
        <translation>Apuesta: tu mano se lleva {share} del bote al enseñar contra {opponents}, más que un reparto a partes iguales ({even})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="168"/>
        <source>Check: your hand takes {share} of the pot at the showdown against {opponents}, no more than an even share ({even})</source>
        <translation>Pasa: tu mano se lleva {share} del bote al enseñar contra {opponents}, no más que un reparto a partes iguales ({even})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="184"/>
        <source>keep the ace</source>
        <translation>guarda el as</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="186"/>
        <source>keep both aces</source>
        <translation>guarda los dos ases</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="187"/>
        <source>keep all {count} aces</source>
        <translation>guarda los {count} ases</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="190"/>
        <source>re-roll the ace</source>
        <translation>vuelve a tirar el as</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="192"/>
        <source>re-roll both aces</source>
        <translation>vuelve a tirar los dos ases</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="193"/>
        <source>re-roll all {count} aces</source>
        <translation>vuelve a tirar los {count} ases</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="194"/>
        <source>re-roll {count} of the {aces} aces</source>
        <translation>vuelve a tirar {count} de los {aces} ases</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="200"/>
        <source>{action}: on average you take {share} of the pot</source>
        <translation>{action}: de media te llevas {share} del bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/bots/coach_words.py" line="205"/>
        <source>Nothing to decide: just roll.</source>
        <translation>Nada que decidir: tira.</translation>
    </message>
</context>
<context>
    <name>FivesToTheRight</name>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="28"/>
        <source>one die left: whoever rolls the last ace wins the pot</source>
        <translation>queda un dado: quien saque el último as gana el bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="30"/>
        <source>one die left: whoever rolls the last ace pays the bill</source>
        <translation>queda un dado: quien saque el último as paga la cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="42"/>
        <source>the last die</source>
        <translation>el último dado</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="44"/>
        <source>no dice left</source>
        <translation>sin dados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="46"/>
        <source>{dice} from {giver}</source>
        <translation>{dice} de {giver}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="52"/>
        <source>{who} rolls the last ace and wins the pot</source>
        <translation>{who} saca el último as y gana el bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="55"/>
        <source>{who} rolls the last ace and pays the bill</source>
        <translation>{who} saca el último as y paga la cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="64"/>
        <source>{aces} to the centre</source>
        <translation>{aces} al centro</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="67"/>
        <source>{deuces} to the left</source>
        <translation>{deuces} a la izquierda</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="70"/>
        <source>{fives} to the right</source>
        <translation>{fives} a la derecha</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_words.py" line="71"/>
        <source>nothing moves</source>
        <translation>no se mueve nada</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="64"/>
        <source>Fives to the Right</source>
        <translation>Cincos a la derecha</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="65"/>
        <source>Five dice each: aces to the centre, deuces to the left, fives to the right</source>
        <translation>Cinco dados cada uno: los ases al centro, los doses a la izquierda, los cincos a la derecha</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="70"/>
        <source>die</source>
        <translation>dado</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="70"/>
        <source>dice</source>
        <translation>dados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="79"/>
        <source>Last ace wins the pot instead of paying the bill</source>
        <translation>El último as gana el bote en vez de pagar la cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="83"/>
        <source>Whoever rolls the last 1 into the centre wins the pot instead of paying the bill.</source>
        <translation>Quien saca el último as al centro gana el bote en vez de pagar la cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="90"/>
        <source>Whoever rolls the last 1 into the centre loses and pays the bill.</source>
        <translation>Quien saca el último as al centro pierde y paga la cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="103"/>
        <source>Lucky: many 1s, 2s and 5s thrown, since each sends a die away.</source>
        <translation>Suerte: muchos ases, doses y cincos, porque cada uno se lleva un dado.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../desktop/dicebar/app/history_file.py" line="67"/>
        <source>The history cannot be saved: {why}.</source>
        <translation>No se puede guardar el historial: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/history_file.py" line="73"/>
        <source>Could not save the history in {folder}: {why}.</source>
        <translation>No se pudo guardar el historial en {folder}: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/history_file.py" line="79"/>
        <source>Saved the game&apos;s history to {path}.</source>
        <translation>Historial de la partida guardado en {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="121"/>
        <source>Before the first action</source>
        <translation>Antes de la primera jugada</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="143"/>
        <source>Action {number}: {who} {move}</source>
        <translation>Jugada {number}: {who}, {move}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="154"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="156"/>
        <source>The game was not finished.</source>
        <translation>La partida no se terminó.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="174"/>
        <source>Dice Bar: {game}</source>
        <translation>Dice Bar: {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="176"/>
        <source>Seal {code} (SHA-256 {digest})</source>
        <translation>Sello {code} (SHA-256 {digest})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="178"/>
        <source>Seed {seed}, revealed at the end of the game</source>
        <translation>Semilla {seed}, revelada al final de la partida</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="181"/>
        <source>a person</source>
        <translation>una persona</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="181"/>
        <source>a computer</source>
        <translation>un ordenador</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="184"/>
        <source>Seat {seat}: {name}, {who}</source>
        <translation>Asiento {seat}: {name}, {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="189"/>
        <source>House rule {name}: {value}</source>
        <translation>Regla de la casa {name}: {value}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="201"/>
        <source>  roll {number}: {faces} ({shown})</source>
        <translation>  tirada {number}: {faces} ({shown})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/history.py" line="205"/>
        <source>  roll {number}: {faces}</source>
        <translation>  tirada {number}: {faces}</translation>
    </message>
</context>
<context>
    <name>Layman</name>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="43"/>
        <source>too lucky</source>
        <translation>demasiada suerte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="46"/>
        <source>{call}</source>
        <translation>{call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="48"/>
        <source>one tie, all tie</source>
        <translation>empata uno, empatan todos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="50"/>
        <source>a horse on {who}</source>
        <translation>una raya para {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="61"/>
        <source>Elimination phase: up to three rolls each, all day; the highest score is safe</source>
        <translation>Fase de eliminación: hasta tres tiradas cada uno; la puntuación más alta se salva</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="65"/>
        <source>Elimination phase: one roll each; the highest score is safe</source>
        <translation>Fase de eliminación: una tirada cada uno; la puntuación más alta se salva</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="67"/>
        <source>{who} buys a shot for everyone playing</source>
        <translation>{who} paga un chupito a todos los que juegan</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="72"/>
        <source>elimination round {round}</source>
        <translation>ronda de eliminación {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="75"/>
        <source>turn {turn}, roll-off</source>
        <translation>asalto {turn}, desempate</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="80"/>
        <source>No one scores: the round is rolled again in the same order</source>
        <translation>Nadie anota: la ronda se vuelve a tirar en el mismo orden</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="82"/>
        <source>{hands} hands of {call}: everyone rolls again in the same order</source>
        <translation>{hands} manos de {call}: todos vuelven a tirar en el mismo orden</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="88"/>
        <source>{hand}, and no one else scores</source>
        <translation>{hand}, y nadie más anota</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="93"/>
        <source>won {score}</source>
        <translation>victoria por {score}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="96"/>
        <source>{who} is the hammer and brings it back</source>
        <translation>{who} es el martillo y vuelve a abrir</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="98"/>
        <source>Sponsor phase: best two turns of three; {who} is the hammer and sets the pace</source>
        <translation>Fase de la invitación: al mejor de tres asaltos; {who} es el martillo y marca el ritmo</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="104"/>
        <source>Still tied: they roll off again, the hammer first</source>
        <translation>Sigue el empate: vuelven a desempatar, el martillo primero</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="106"/>
        <source>Neither scores: a roll-off, one roll of all five each</source>
        <translation>Ninguno anota: desempate, una tirada de los cinco dados cada uno</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="107"/>
        <source>Tied at {call}: a roll-off, one roll of all five each</source>
        <translation>Empate a {call}: desempate, una tirada de los cinco dados cada uno</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="111"/>
        <source>{who} wins turn {turn} in the roll-off: {why}</source>
        <translation>{who} gana el asalto {turn} en el desempate: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="113"/>
        <source>{who} wins turn {turn}: {why}</source>
        <translation>{who} gana el asalto {turn}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="116"/>
        <source>{who} is the sponsor and buys the round</source>
        <translation>{who} invita y paga la ronda</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="117"/>
        <source>{sponsor} ({winner} won {score})</source>
        <translation>{sponsor} (ganador: {winner}, {score})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="128"/>
        <source>{hand} beats {beat}</source>
        <translation>{hand} gana a {beat}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="134"/>
        <source>{won} to none</source>
        <translation>{won} a cero</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="135"/>
        <source>{won} to {lost}</source>
        <translation>{won} a {lost}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="141"/>
        <source>{who}&apos;s roll is cocked: the die goes again, and that roll does not count</source>
        <translation>{who} tiene un dado montado: se vuelve a tirar y esa tirada no cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="144"/>
        <source>{who}&apos;s roll is cocked: both dice go again, and that roll does not count</source>
        <translation>{who} tiene dados montados: los dos se vuelven a tirar y esa tirada no cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="147"/>
        <source>{who}&apos;s roll is cocked: all {dice} dice go again, and that roll does not count</source>
        <translation>{who} tiene dados montados: se vuelven a tirar los {dice} y esa tirada no cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="152"/>
        <source>{cocked} (so no shots)</source>
        <translation>{cocked} (así que no hay chupitos)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="158"/>
        <source>turn {turn}, the hammer</source>
        <translation>asalto {turn}, el martillo</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="161"/>
        <source>turn {turn}, {rolls} to beat {call}</source>
        <translation>asalto {turn}, {rolls} para batir {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_words.py" line="163"/>
        <source>turn {turn}, at most {rolls}</source>
        <translation>asalto {turn}, como mucho {rolls}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="155"/>
        <source>Layman Bar Dice</source>
        <translation>Dados de bar Layman</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="156"/>
        <source>Wisconsin bar dice: beat the hammer, or end up the sponsor</source>
        <translation>Dados de bar de Wisconsin: gánale al martillo o acabarás invitando</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="167"/>
        <source>All day in the elimination: up to three rolls, with farming</source>
        <translation>Eliminación con las tres: hasta tres tiradas, guardando dados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="171"/>
        <source>The elimination phase is played all day too: up to three rolls each, with farming, and fewer rolls win an equal score.</source>
        <translation>La fase de eliminación también se juega con las tres tiradas: hasta tres cada uno, guardando dados, y a igual puntuación gana quien usó menos tiradas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="177"/>
        <source>In the elimination phase each player gets exactly one roll.</source>
        <translation>En la fase de eliminación cada jugador tiene exactamente una tirada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="184"/>
        <source>Cocked dice: a tilted die rolls the whole roll again</source>
        <translation>Dados montados: un dado inclinado repite toda la tirada</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="188"/>
        <source>A cocked die makes the whole roll go again, and that roll does not count toward the pace.</source>
        <translation>Un dado montado hace repetir toda la tirada, y esa tirada no cuenta para el ritmo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="193"/>
        <source>Cocked dice are not called: every roll counts as the dice lie.</source>
        <translation>Los dados montados no se cantan: cada tirada cuenta tal como caen los dados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="199"/>
        <source>Lucky: many 1s thrown, since aces are wild and a hand needs one.</source>
        <translation>Suerte: muchos ases, porque los ases son comodín y una mano necesita uno.</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../desktop/dicebar/session/lobby.py" line="35"/>
        <source>This tutorial cannot start: {reason}</source>
        <extracomment>the game the lobby offers on a first start (the one game named outside its own modules)</extracomment>
        <translation>Este tutorial no puede empezar: {reason}</translation>
    </message>
</context>
<context>
    <name>Luck</name>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="74"/>
        <source>No dice thrown yet.</source>
        <extracomment>below this p (and with enough dice) the counts are called unusual dice expected on each face before an uneven count may be called unusual dice expected on each face before the test says anything at all (the chi-square rule of thumb) the fewest dice a player must throw in a game for it to be their luckiest or unluckiest</extracomment>
        <translation>Aún no se ha tirado ningún dado.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="76"/>
        <source>Too few dice to tell yet ({dice} thrown).</source>
        <translation>Aún hay pocos dados para saberlo ({dice} tirados).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="79"/>
        <source>As even as real dice ({p}).</source>
        <translation>Tan parejos como unos dados de verdad ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="81"/>
        <source>Uneven so far, but too few dice to tell ({p}).</source>
        <translation>Desiguales por ahora, pero con pocos dados para saberlo ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="83"/>
        <source>Unusual: even dice fall this unevenly less than once in a thousand times ({p}).</source>
        <translation>Raro: unos dados parejos caen así de desiguales menos de una vez entre mil ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="115"/>
        <source>{game}, {day}: {share}% of {dice} dice lucky (even dice: {even}%)</source>
        <translation>{game}, {day}: {share} % de {dice} dados con suerte (dados parejos: {even} %)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="174"/>
        <source>Every die on this machine</source>
        <translation>Todos los dados de esta máquina</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="175"/>
        <source>Thrown by people</source>
        <translation>Tirados por personas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="176"/>
        <source>Thrown by computers</source>
        <translation>Tirados por el ordenador</translation>
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
        <translation>paso</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="38"/>
        <source>fold</source>
        <translation>no voy</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="40"/>
        <source>all in</source>
        <translation>voy con todo</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="42"/>
        <source>raise to {total}</source>
        <translation>subo a {total}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="46"/>
        <source>re-rolling {aces}</source>
        <translation>vuelvo a tirar {aces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="49"/>
        <source>keeping my ace</source>
        <translation>me quedo con mi as</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="50"/>
        <source>keeping my aces</source>
        <translation>me quedo con mis ases</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="56"/>
        <source>{who} bets {amount}</source>
        <translation>{who} apuesta {amount}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="57"/>
        <source>{who} calls {amount}</source>
        <translation>{who} iguala {amount}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="68"/>
        <source>No betting in round {round}: all in</source>
        <translation>Sin apuestas en la ronda {round}: todos van con todo</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="70"/>
        <source>Betting round {round}</source>
        <translation>Ronda de apuestas {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="72"/>
        <source>Everyone else folds to {who}</source>
        <translation>Todos los demás se retiran ante {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="74"/>
        <source>Showdown</source>
        <translation>A enseñar los dados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="78"/>
        <source>no chips left</source>
        <translation>sin fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="80"/>
        <source>{who} wins the game with all {chips} chips</source>
        <translation>{who} gana la partida con las {chips} fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="86"/>
        <source>{who} has the most chips ({chips}) and wins</source>
        <translation>{who} tiene más fichas ({chips}) y gana</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="90"/>
        <source>After {hands} {wins}</source>
        <translation>Tras {hands}, {wins}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="91"/>
        <source>After {hands} {players} share the most chips ({chips} each) and the win</source>
        <translation>Tras {hands}, {players} comparten el máximo de fichas ({chips} cada uno) y la victoria</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="103"/>
        <source>everyone else folded</source>
        <translation>todos los demás se retiraron</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="106"/>
        <source>split with {others}, {hand} each</source>
        <translation>a medias con {others}, {hand} cada uno</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="108"/>
        <source>{hand}, and no one else contests it</source>
        <translation>{hand}, y nadie más lo disputa</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="110"/>
        <source>{hand} beats {against}</source>
        <translation>{hand} gana a {against}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_words.py" line="111"/>
        <source>{won}: {why}</source>
        <translation>{won}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="110"/>
        <source>PeekPoker Hold&apos;em: Crazy Aces</source>
        <translation>PeekPoker Hold&apos;em: ases locos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="111"/>
        <source>Hold&apos;em with poker dice: three under the cup, three in the middle, crazy aces</source>
        <translation>Hold&apos;em con dados de póker: tres bajo el cubilete, tres en el centro, ases locos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="116"/>
        <source>chip</source>
        <translation>ficha</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="116"/>
        <source>chips</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="126"/>
        <source>Chips each player starts with</source>
        <translation>Fichas con las que empieza cada jugador</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="127"/>
        <source>Every player starts with {value} chips.</source>
        <translation>Cada jugador empieza con {value} fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="134"/>
        <source>Hands to play (none: play to one winner)</source>
        <translation>Manos a jugar (ninguna: hasta que quede un ganador)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="136"/>
        <source>No hand limit: play on until one player has every chip.</source>
        <translation>Sin límite de manos: se juega hasta que un jugador tenga todas las fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="139"/>
        <source>The game stops after 1 hand; whoever has the most chips then wins.</source>
        <translation>La partida acaba tras 1 mano; gana quien tenga entonces más fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="145"/>
        <source>The game stops after {value} hands; whoever has the most chips then wins.</source>
        <translation>La partida acaba tras {value} manos; gana quien tenga entonces más fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="155"/>
        <source>Blinds of 1 and 2 instead of antes</source>
        <translation>Ciegas de 1 y 2 en vez de antes</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="159"/>
        <source>Instead of antes, a small blind of 1 and a big blind of 2 are posted left of the dealer (heads-up, the dealer posts the small blind).</source>
        <translation>En vez de antes, a la izquierda del que reparte se ponen una ciega pequeña de 1 y una ciega grande de 2 (mano a mano, el que reparte pone la ciega pequeña).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="165"/>
        <source>Every player antes 1 chip each hand; there are no blinds.</source>
        <translation>Cada jugador pone 1 ficha de ante en cada mano; no hay ciegas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="172"/>
        <source>Forced bet: the first to act bets 1 or folds</source>
        <translation>Apuesta obligada: el primero en hablar apuesta 1 o no va</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="176"/>
        <source>The first player to act in every betting round must bet 1 chip or fold.</source>
        <translation>El primero en hablar en cada ronda de apuestas debe apostar 1 ficha o retirarse.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="180"/>
        <source>The first player to act may check when nothing has been bet.</source>
        <translation>El primero en hablar puede pasar si no se ha apostado nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="187"/>
        <source>Split community: two dice, a betting round, then the third</source>
        <translation>Dados comunes por partes: dos dados, una ronda de apuestas, luego el tercero</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="191"/>
        <source>The dealer rolls two community dice, a betting round follows, then the third die and another round.</source>
        <translation>El que reparte tira dos dados comunes, sigue una ronda de apuestas, luego el tercer dado y otra ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="199"/>
        <source>The dealer rolls all three community dice at once, then one betting round follows.</source>
        <translation>El que reparte tira los tres dados comunes a la vez, y luego sigue una ronda de apuestas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="210"/>
        <source>No ace re-rolls at the showdown</source>
        <translation>Sin volver a tirar ases al enseñar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="212"/>
        <source>Aces may not be re-rolled at the showdown.</source>
        <translation>Al enseñar los dados no se pueden volver a tirar los ases.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="215"/>
        <source>At the showdown players may re-roll their own aces (the crazy aces).</source>
        <translation>Al enseñar los dados cada jugador puede volver a tirar sus ases (los ases locos).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="225"/>
        <source>Low straight: 9 10 J Q K counts as a straight</source>
        <translation>Escalera baja: 9 10 J Q K cuenta como escalera</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="227"/>
        <source>9 10 J Q K also counts as a straight, below 10 J Q K A.</source>
        <translation>9 10 J Q K también cuenta como escalera, por debajo de 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="230"/>
        <source>Only 10 J Q K A (or all six dice, 9 to A) makes a straight; 9 10 J Q K does not.</source>
        <translation>Solo 10 J Q K A (o los seis dados, del 9 al A) hace escalera; 9 10 J Q K no.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="243"/>
        <source>Lucky: many aces thrown, the highest face, which may be thrown again.</source>
        <translation>Suerte: muchos ases, la cara más alta, que además se puede volver a tirar.</translation>
    </message>
</context>
<context>
    <name>Quality</name>
    <message>
        <location filename="../../desktop/dicebar/ui/renderer.py" line="32"/>
        <source>Auto</source>
        <translation>Automática</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/renderer.py" line="33"/>
        <source>Low</source>
        <translation>Baja</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/renderer.py" line="34"/>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/renderer.py" line="35"/>
        <source>High</source>
        <translation>Alta</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_reading.py" line="19"/>
        <source>no six</source>
        <translation>ningún seis</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_reading.py" line="20"/>
        <source>nothing to pay</source>
        <translation>nada que pagar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="27"/>
        <source>no ace: the hand does not count, {versus}</source>
        <translation>sin as: la mano no cuenta, {versus}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="29"/>
        <source>{dice}: {call} so far, {versus}</source>
        <translation>{dice}: de momento {call}, {versus}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="38"/>
        <source>{aces}</source>
        <translation>{aces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="40"/>
        <source>{naturals} and {aces}</source>
        <translation>{naturals} y {aces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="48"/>
        <source>no mark yet</source>
        <translation>aún sin marca</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="51"/>
        <source>beats {mark}</source>
        <translation>gana a {mark}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="53"/>
        <source>ties {mark}</source>
        <translation>iguala {mark}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_reading.py" line="54"/>
        <source>short of {mark}</source>
        <translation>no llega a {mark}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_reading.py" line="14"/>
        <source>nothing moves</source>
        <translation>no se mueve nada</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_reading.py" line="40"/>
        <source>your hand: {call}</source>
        <translation>tu mano: {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_reading.py" line="42"/>
        <source>{whose} hand: {call}</source>
        <translation>{whose:la mano}: {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_reading.py" line="45"/>
        <source>on the table: {call}</source>
        <translation>en la mesa: {call}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_reading.py" line="53"/>
        <source>{call} so far, {dice} to come</source>
        <translation>de momento {call}, faltan {dice}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pip_reading.py" line="25"/>
        <source>{dice} to {place}</source>
        <translation>{dice} para {place}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pip_reading.py" line="35"/>
        <source>{dice}: nothing more to give</source>
        <translation>{dice}: ya no hay nada que dar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pip_reading.py" line="39"/>
        <source>{whose} throw: {reading}</source>
        <translation>{whose:la tirada}: {reading}</translation>
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
        <translation>el bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="38"/>
        <source>the centre</source>
        <translation>el centro</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="40"/>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="41"/>
        <source>small blind</source>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="42"/>
        <source>big blind</source>
        <translation>ciega grande</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="43"/>
        <source>bet</source>
        <translation>apuesta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="44"/>
        <source>call</source>
        <translation>para ver</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="45"/>
        <source>raise</source>
        <translation>subida</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="48"/>
        <source>{who} rolls for the start: {faces}</source>
        <translation>{who} tira para empezar: {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="49"/>
        <source>{who} rolls the community dice: {faces}</source>
        <translation>{who} tira los dados comunes: {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="50"/>
        <source>{who} re-rolls aces: {faces}</source>
        <translation>{who} vuelve a tirar los ases: {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="53"/>
        <source>{who} is back in</source>
        <translation>{who} vuelve al juego</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="54"/>
        <source>{who} is out</source>
        <translation>{who} queda fuera</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="55"/>
        <source>{who} is safe</source>
        <translation>{who} se salva</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="68"/>
        <source>{whose} turn</source>
        <translation>{whose:Turno}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="69"/>
        <source>{whose} turn ({label})</source>
        <translation>{whose:Turno} ({label})</translation>
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
        <translation>una raya cada uno</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="104"/>
        <source>{who} shakes {dice} under the cup</source>
        <translation>{who} agita {dice} bajo el cubilete</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="108"/>
        <source>{who} rolls {faces}</source>
        <translation>{who} tira {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="112"/>
        <source>{who} shows {faces}</source>
        <translation>{who} enseña {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="117"/>
        <source>{who} rolls them all again</source>
        <translation>{who} los vuelve a tirar todos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="119"/>
        <source>{who} farms {faces}</source>
        <translation>{who} se guarda {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="120"/>
        <source>{who} sets aside {faces}</source>
        <translation>{who} aparta {faces}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="129"/>
        <source>{who} deals</source>
        <translation>{who} reparte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="130"/>
        <source>Hand {hand}: {deals}</source>
        <translation>Mano {hand}: {deals}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="135"/>
        <source>Everyone rolls one die: the highest deals</source>
        <translation>Todos tiran un dado: el más alto reparte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="136"/>
        <source>Everyone rolls one die: the highest starts</source>
        <translation>Todos tiran un dado: el más alto empieza</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="139"/>
        <source>{players} tie for highest and roll again</source>
        <translation>{players} empatan con el más alto y vuelven a tirar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="142"/>
        <source>{who} rolls highest and deals</source>
        <translation>{who} saca el más alto y reparte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="143"/>
        <source>{who} rolls highest and starts</source>
        <translation>{who} saca el más alto y empieza</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="150"/>
        <source>{who} puts {what} in the pot</source>
        <translation>{who} pone {what} en el bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="152"/>
        <source>{who} puts {what} in the centre</source>
        <translation>{who} pone {what} en el centro</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="154"/>
        <source>{who} takes {what} from the pot</source>
        <translation>{who} saca {what} del bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="156"/>
        <source>{who} passes {what} to {whom}</source>
        <translation>{who} pasa {what} a {whom}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="165"/>
        <source>{who} puts {what} in the pot ({reason})</source>
        <translation>{who} pone {what} en el bote ({reason})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="169"/>
        <source>{who} takes back {what} nobody called</source>
        <translation>{who} recupera {what} que nadie igualó</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="171"/>
        <source>the main pot</source>
        <translation>el bote principal</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="173"/>
        <source>side pot {number}</source>
        <translation>el bote secundario {number}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/table_words.py" line="174"/>
        <source>{who} wins {what} from {pot}</source>
        <translation>{who} gana {what} en {pot}</translation>
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
