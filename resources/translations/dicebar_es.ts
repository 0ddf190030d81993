<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Access</name>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="27"/>
        <source>one</source>
        <extracomment>a die&apos;s accessible row (the roles of the session&apos;s `spokenDice` model): its index on the table, its name, whether the person may pick it now (`tappable`) and has picked it (`chosen`), and where it lies (the scene&apos;s centimetres, as the `dice` model has it: the view places the accessible die over the drawn one)</extracomment>
        <translation>uno</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="28"/>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="29"/>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="30"/>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="31"/>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="32"/>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="35"/>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="36"/>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="37"/>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="38"/>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="39"/>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="40"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="45"/>
        <source>with {who}</source>
        <extracomment>where a die lies (the scenes&apos; zones, and two ways of lying on the felt: chosen to set aside, community): its {face}, and {who}, whose it is</extracomment>
        <translation>con {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="46"/>
        <source>{face}</source>
        <translation>{face}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="47"/>
        <source>{face}, chosen</source>
        <translation>{face}, elegido</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="48"/>
        <source>{face}, community</source>
        <translation>{face}, comunitario</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="49"/>
        <source>{face}, set aside</source>
        <translation>{face}, apartado</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="50"/>
        <source>{face}, in the centre</source>
        <translation>{face}, en el centro</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="51"/>
        <source>hidden under the cup of {who}</source>
        <translation>oculto bajo el cubilete de {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="52"/>
        <source>{face}, under your cup</source>
        <translation>{face}, bajo tu cubilete</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="53"/>
        <source>{face}, shown by {who}</source>
        <translation>{face}, mostrado por {who}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="55"/>
        <source>die {number}: {where}</source>
        <translation>dado {number}: {where}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="58"/>
        <source>The table: {game}</source>
        <extracomment>the hand tray&apos;s groups (dicebar.session.hand_tray) by where their dice lie</extracomment>
        <translation>La mesa: {game}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="59"/>
        <source>The table: {game}. {now}</source>
        <translation>La mesa: {game}. {now}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/spoken.py" line="60"/>
        <source>The pot: {what}</source>
        <translation>El bote: {what}</translation>
    </message>
</context>
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
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="78"/>
        <source>Pot: %n token(s)</source>
        <translation>
            <numerusform>Bote: %n ficha</numerusform>
            <numerusform>Bote: %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="84"/>
        <source>round {round} of {rounds}</source>
        <translation>ronda {round} de {rounds}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="88"/>
        <source>won: {won}</source>
        <translation>ganadas: {won}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="93"/>
        <source>last token: roll {roll} of 3, no six wins the pot</source>
        <translation>última ficha: tirada {roll} de 3, sin seis se gana el bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="101"/>
        <source>Aces in the Pot</source>
        <translation>Ases al bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="102"/>
        <source>Two dice, two tokens: aces to the pot, sixes to the left</source>
        <translation>Dos dados, dos fichas: los ases al bote, los seises a la izquierda</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="105"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="114"/>
        <source>Ending: the last token out, or the last player holding tokens</source>
        <translation>Final: la última ficha fuera, o el último jugador con fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="118"/>
        <source>The end begins as soon as only one player holds tokens, however many; that player rolls for the pot, and a six sends play back to normal.</source>
        <translation>El final empieza en cuanto un solo jugador tiene fichas, tenga las que tenga; ese jugador tira por el bote, y un seis devuelve el juego a lo normal.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="126"/>
        <source>The end begins when exactly one token is left outside the pot; its owner rolls for the pot, and a six passes the token on.</source>
        <translation>El final empieza cuando queda exactamente una ficha fuera del bote; su dueño tira por el bote, y un seis pasa la ficha al siguiente.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="135"/>
        <source>last token</source>
        <translation>última ficha</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="136"/>
        <source>last holder</source>
        <translation>último con fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="143"/>
        <source>Allow a game of two players</source>
        <translation>Permitir una partida de dos jugadores</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="145"/>
        <source>Two players may play too: the game needs at least 2.</source>
        <translation>También pueden jugar dos: la partida necesita al menos 2.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="148"/>
        <source>The game needs at least 3 players; switch this on to let two play.</source>
        <translation>La partida necesita al menos 3 jugadores; actívalo para que jueguen dos.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="158"/>
        <source>Rounds in the match (most rounds won takes it)</source>
        <translation>Rondas de la partida (gana quien gane más rondas)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="160"/>
        <source>One round: whoever wins the pot wins the game.</source>
        <translation>Una ronda: quien gana el bote gana la partida.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="163"/>
        <source>Play a match of {value} rounds, each starting afresh with two tokens each; whoever wins most rounds wins the match (a tie shares it).</source>
        <translation>Se juega una partida de {value} rondas, cada una desde cero con dos fichas por jugador; quien gana más rondas gana la partida (con empate, se comparte).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="179"/>
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
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="109"/>
        <source>The mark: {call} ({holders})</source>
        <translation>La marca: {call} ({holders})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="124"/>
        <source>The final, hand {hand}</source>
        <translation>La final, mano {hand}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="125"/>
        <source>horses: {horses}</source>
        <translation>rayas: {horses}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="128"/>
        <source>Tie-break {round}</source>
        <translation>Desempate {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="130"/>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="136"/>
        <source>Bar Dice</source>
        <translation>Dados de bar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="137"/>
        <source>Five dice, 1s wild, three rolls: the best hand is safe, the last one left buys</source>
        <translation>Cinco dados, los ases comodín, tres tiradas: la mejor mano se salva, el último que queda paga</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="150"/>
        <source>Final: best two hands of three, or a single hand</source>
        <translation>Final: al mejor de tres manos, o a una sola mano</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="152"/>
        <source>The final between the last two players is a single hand.</source>
        <translation>La final entre los dos últimos jugadores es a una sola mano.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="155"/>
        <source>The final between the last two players is best two hands of three.</source>
        <translation>La final entre los dos últimos jugadores es al mejor de tres manos.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="159"/>
        <source>best of three</source>
        <translation>al mejor de tres</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="159"/>
        <source>single</source>
        <translation>a una mano</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="165"/>
        <source>Pace: no more rolls than the first player</source>
        <translation>Ritmo: no más tiradas que el primer jugador</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="169"/>
        <source>Later players in a round may not use more rolls than the first player used.</source>
        <translation>Los jugadores que siguen en una ronda no pueden usar más tiradas que el primero.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="175"/>
        <source>Every player may use all three rolls, whatever the first player of the round used.</source>
        <translation>Cada jugador puede usar las tres tiradas, use las que use el primero de la ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="185"/>
        <source>Five 1s on a first roll: game over, that player buys</source>
        <translation>Cinco ases a la primera: fin de la partida, ese jugador paga</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="189"/>
        <source>Five 1s on a first roll ends the game at once, and that player buys.</source>
        <translation>Cinco ases a la primera acaban la partida en el acto, y ese jugador paga.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="195"/>
        <source>Five 1s on a first roll is simply the best hand there is (five 6s); the game goes on.</source>
        <translation>Cinco ases a la primera son sin más la mejor mano posible (cinco seises); la partida sigue.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice.py" line="205"/>
        <source>Lucky: many 1s thrown, since aces are wild.</source>
        <translation>Suerte: muchos ases, porque los ases son comodín.</translation>
    </message>
</context>
<context>
    <name>BettingBar</name>
    <message>
        <location filename="../qml/BettingBar.qml" line="59"/>
        <source>Pot %1</source>
        <translation>Bote %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="60"/>
        <source>To call %1</source>
        <translation>Para igualar %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="60"/>
        <source>Nothing to call</source>
        <translation>Nada que igualar</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="60"/>
        <source>your stack %1</source>
        <translation>tu montón %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="61"/>
        <source>Tap the aces to re-roll</source>
        <translation>Toca los ases que quieras volver a tirar</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="62"/>
        <source>You are out of chips</source>
        <translation>Te has quedado sin fichas</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="62"/>
        <source>Everyone here is out of chips</source>
        <translation>Aquí ya nadie tiene fichas</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="63"/>
        <source>Showdown</source>
        <translation>A enseñar los dados</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="98"/>
        <source>Bet size</source>
        <translation>Tamaño de la apuesta</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="128"/>
        <source>Keep my cup up</source>
        <translation>Dejar mi cubilete levantado</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="136"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="149"/>
        <source>Skip to the end</source>
        <translation>Saltar al final</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="162"/>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="178"/>
        <source>Fold</source>
        <translation>No voy</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="190"/>
        <source>Check</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="202"/>
        <source>Call all in %1</source>
        <translation>Igualar con todo %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="202"/>
        <source>Call %1</source>
        <translation>Igualar %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="214"/>
        <source>All in %1</source>
        <translation>Con todo %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="214"/>
        <source>Bet %1</source>
        <translation>Apostar %1</translation>
    </message>
    <message>
        <location filename="../qml/BettingBar.qml" line="214"/>
        <source>Raise to %1</source>
        <translation>Subir a %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/BettingBar.qml" line="230"/>
        <source>Re-roll %n ace(s)</source>
        <translation>
            <numerusform>Volver a tirar %n as</numerusform>
            <numerusform>Volver a tirar %n ases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/BettingBar.qml" line="230"/>
        <source>Keep my %n ace(s)</source>
        <translation>
            <numerusform>Guardar mi as</numerusform>
            <numerusform>Guardar mis %n ases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../../desktop/dicebar/ui/qml_types.py" line="188"/>
        <source>easy</source>
        <extracomment>the computer players&apos; strengths (dicebar.bots.base.STRENGTHS) as the lobby says them</extracomment>
        <translation>fácil</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/qml_types.py" line="189"/>
        <source>good</source>
        <translation>bueno</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/ui/qml_types.py" line="190"/>
        <source>best</source>
        <translation>experto</translation>
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
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="58"/>
        <source>one die left: a 1 ends it</source>
        <translation>queda un dado: un as lo acaba</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="59"/>
        <source>Centre: %n (die/dice)</source>
        <translation>
            <numerusform>Centro: %n dado</numerusform>
            <numerusform>Centro: %n dados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="65"/>
        <source>Fives to the Right</source>
        <translation>Cincos a la derecha</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="66"/>
        <source>Five dice each: aces to the centre, deuces to the left, fives to the right</source>
        <translation>Cinco dados cada uno: los ases al centro, los doses a la izquierda, los cincos a la derecha</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="71"/>
        <source>%n (die/dice)</source>
        <translation>
            <numerusform>%n dado</numerusform>
            <numerusform>%n dados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="80"/>
        <source>Last ace wins the pot instead of paying the bill</source>
        <translation>El último as gana el bote en vez de pagar la cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="84"/>
        <source>Whoever rolls the last 1 into the centre wins the pot instead of paying the bill.</source>
        <translation>Quien saca el último as al centro gana el bote en vez de pagar la cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="91"/>
        <source>Whoever rolls the last 1 into the centre loses and pays the bill.</source>
        <translation>Quien saca el último as al centro pierde y paga la cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="104"/>
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
    <name>Kiosk</name>
    <message>
        <location filename="../../desktop/dicebar/app/pin.py" line="43"/>
        <source>The PIN must be digits only (the keypad has no letters).</source>
        <translation>El PIN solo puede tener cifras (el teclado no tiene letras).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/pin.py" line="45"/>
        <source>The PIN must have {fewest} to {most} digits.</source>
        <translation>El PIN debe tener de {fewest} a {most} cifras.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/pin.py" line="48"/>
        <source>That PIN is too easy to guess (all one digit, or a straight run).</source>
        <translation>Ese PIN es demasiado fácil de adivinar (todo la misma cifra, o una serie seguida).</translation>
    </message>
</context>
<context>
    <name>KioskLayer</name>
    <message>
        <location filename="../qml/KioskLayer.qml" line="74"/>
        <source>The house&apos;s luck</source>
        <translation>La suerte de la casa</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="82"/>
        <source>Each face&apos;s share of the dice thrown here. Dashed: even dice, one in six.</source>
        <translation>La parte de cada cara en los dados tirados aquí. Discontinua: dados parejos, una de cada seis.</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="113"/>
        <location filename="../qml/KioskLayer.qml" line="139"/>
        <source>Touch to play</source>
        <translation>Toca para jugar</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="127"/>
        <source>Dice Bar · the classic bar and pub dice games</source>
        <translation>Dice Bar · los clásicos juegos de dados de bar</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="128"/>
        <source>%1 now showing</source>
        <translation>En pantalla: %1</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="151"/>
        <source>New here? Learn in a minute</source>
        <translation>¿Nuevo aquí? Aprende en un minuto</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="193"/>
        <source>A game is still going</source>
        <translation>Aún hay una partida en juego</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="211"/>
        <source>Carry on playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location filename="../qml/KioskLayer.qml" line="222"/>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
</context>
<context>
    <name>LanguageChoice</name>
    <message>
        <location filename="../qml/LanguageChoice.qml" line="15"/>
        <location filename="../qml/LanguageChoice.qml" line="23"/>
        <source>Language</source>
        <translation>Idioma</translation>
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
        <location filename="../../desktop/dicebar/rules/layman.py" line="140"/>
        <source>The mark: {call} ({holder})</source>
        <translation>La marca: {call} ({holder})</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="151"/>
        <source>Sponsor phase, turn {turn}</source>
        <translation>Fase de la invitación, asalto {turn}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="152"/>
        <source>horses: {horses}</source>
        <translation>rayas: {horses}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="155"/>
        <source>Roll-off: one roll each, hammer first</source>
        <translation>Desempate: una tirada cada uno, el martillo primero</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="157"/>
        <source>Elimination, round {round}</source>
        <translation>Eliminación, ronda {round}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="160"/>
        <source>hammer: {name}</source>
        <translation>martillo: {name}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="166"/>
        <source>Layman Bar Dice</source>
        <translation>Dados de bar Layman</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="167"/>
        <source>Wisconsin bar dice: beat the hammer, or end up the sponsor</source>
        <translation>Dados de bar de Wisconsin: gánale al martillo o acabarás invitando</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="178"/>
        <source>All day in the elimination: up to three rolls, with farming</source>
        <translation>Eliminación con las tres: hasta tres tiradas, guardando dados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="182"/>
        <source>The elimination phase is played all day too: up to three rolls each, with farming, and fewer rolls win an equal score.</source>
        <translation>La fase de eliminación también se juega con las tres tiradas: hasta tres cada uno, guardando dados, y a igual puntuación gana quien usó menos tiradas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="188"/>
        <source>In the elimination phase each player gets exactly one roll.</source>
        <translation>En la fase de eliminación cada jugador tiene exactamente una tirada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="195"/>
        <source>Cocked dice: a tilted die rolls the whole roll again</source>
        <translation>Dados montados: un dado inclinado repite toda la tirada</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="199"/>
        <source>A cocked die makes the whole roll go again, and that roll does not count toward the pace.</source>
        <translation>Un dado montado hace repetir toda la tirada, y esa tirada no cuenta para el ritmo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="204"/>
        <source>Cocked dice are not called: every roll counts as the dice lie.</source>
        <translation>Los dados montados no se cantan: cada tirada cuenta tal como caen los dados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman.py" line="210"/>
        <source>Lucky: many 1s thrown, since aces are wild and a hand needs one.</source>
        <translation>Suerte: muchos ases, porque los ases son comodín y una mano necesita uno.</translation>
    </message>
</context>
<context>
    <name>Leaderboard</name>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="41"/>
        <source>Player</source>
        <extracomment>the columns left to right: the row&apos;s key, the header&apos;s title, the share of the width</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="42"/>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="43"/>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="44"/>
        <source>Bought</source>
        <translation>Pagadas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="45"/>
        <source>Win %</source>
        <translation>% ganadas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="46"/>
        <source>Buy %</source>
        <translation>% pagadas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/leaderboard.py" line="50"/>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="47"/>
        <source>Lobby</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="55"/>
        <source>The house&apos;s luck</source>
        <translation>La suerte de la casa</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="55"/>
        <source>Leaderboard and tab</source>
        <translation>Clasificación y cuenta</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="65"/>
        <source>Leaderboard</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="65"/>
        <source>Luck</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="83"/>
        <source>Games counted</source>
        <translation>Juegos contados</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="93"/>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="181"/>
        <source>No games played yet.</source>
        <translation>Aún no se ha jugado ninguna partida.</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="199"/>
        <source>The tab</source>
        <translation>La cuenta</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="201"/>
        <source>Who owes rounds to whom. Tap Settled when the round is bought.</source>
        <translation>Quién debe rondas a quién. Toca Saldado cuando se haya pagado la ronda.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LeaderboardPage.qml" line="219"/>
        <source>%1 owes %2 %n round(s)</source>
        <translation>
            <numerusform>%1 le debe a %2 %n ronda</numerusform>
            <numerusform>%1 le debe a %2 %n rondas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="227"/>
        <source>Settled</source>
        <translation>Saldado</translation>
    </message>
    <message>
        <location filename="../qml/LeaderboardPage.qml" line="236"/>
        <source>Nobody owes a round.</source>
        <translation>Nadie debe ninguna ronda.</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../desktop/dicebar/session/languages.py" line="13"/>
        <source>You</source>
        <extracomment>the person&apos;s seat before they name it, the word for the person spoken to (the log speaks to it as &quot;tú&quot;, &quot;du&quot;)</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/lobby.py" line="37"/>
        <source>This tutorial cannot start: {reason}</source>
        <extracomment>the game the lobby offers on a first start (the one game named outside its own modules)</extracomment>
        <translation>Este tutorial no puede empezar: {reason}</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../qml/LobbyPage.qml" line="107"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="133"/>
        <source>Dice Bar</source>
        <translation>Dice Bar</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="140"/>
        <source>the classic bar and pub dice games</source>
        <translation>los clásicos juegos de dados de bar</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="152"/>
        <source>Leaderboard and tab</source>
        <translation>Clasificación y cuenta</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="162"/>
        <location filename="../qml/LobbyPage.qml" line="667"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="186"/>
        <source>Resume %1?</source>
        <translation>¿Reanudar %1?</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="194"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="202"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="238"/>
        <source>OK</source>
        <translation>Vale</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="321"/>
        <source>✓ Learnt</source>
        <translation>✓ Aprendido</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="346"/>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="372"/>
        <source>Players  (%1–%2)</source>
        <translation>Jugadores  (%1–%2)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="401"/>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="425"/>
        <source>Player %1 plays as</source>
        <translation>El jugador %1 juega como</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="426"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="426"/>
        <source>Computer · %1</source>
        <translation>Ordenador · %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="438"/>
        <source>CPU · %1</source>
        <translation>CPU · %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="448"/>
        <source>Remove player %1</source>
        <translation>Quitar al jugador %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="456"/>
        <source>+ Add a player</source>
        <translation>+ Añadir un jugador</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="475"/>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="478"/>
        <source>This game has no house rules to choose.</source>
        <translation>Este juego no tiene reglas de la casa que elegir.</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="535"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="545"/>
        <source>Read the rules</source>
        <translation>Leer las reglas</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="560"/>
        <location filename="../qml/LobbyPage.qml" line="746"/>
        <source>Allow the coach&apos;s hints</source>
        <translation>Permitir las pistas del entrenador</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="575"/>
        <source>Start %1</source>
        <translation>Empezar %1</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="668"/>
        <location filename="../qml/LobbyPage.qml" line="672"/>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="678"/>
        <location filename="../qml/LobbyPage.qml" line="681"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="692"/>
        <source>Text size: %1% (%2% in a window this small)</source>
        <translation>Tamaño del texto: %1 % (%2 % en una ventana tan pequeña)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="693"/>
        <source>Text size: %1%</source>
        <translation>Tamaño del texto: %1 %</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="711"/>
        <source>Quality (from the next table)</source>
        <translation>Calidad (desde la próxima mesa)</translation>
    </message>
    <message>
        <source>Language (from the next start)</source>
        <translation type="vanished">Idioma (desde el próximo inicio)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="740"/>
        <source>Skip animations</source>
        <translation>Saltar animaciones</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="741"/>
        <source>Mute</source>
        <translation>Silencio</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="742"/>
        <source>Reduced motion (no thrown dice, still words)</source>
        <translation>Menos movimiento (sin dados lanzados, solo palabras)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="743"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="744"/>
        <source>Fixed camera (the whole table, no close-ups)</source>
        <translation>Cámara fija (toda la mesa, sin primeros planos)</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="745"/>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <location filename="../qml/LobbyPage.qml" line="772"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
</context>
<context>
    <name>Luck</name>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="75"/>
        <source>No dice thrown yet.</source>
        <extracomment>below this p (and with enough dice) the counts are called unusual dice expected on each face before an uneven count may be called unusual dice expected on each face before the test says anything at all (the chi-square rule of thumb) the fewest dice a player must throw in a game for it to be their luckiest or unluckiest</extracomment>
        <translation>Aún no se ha tirado ningún dado.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="77"/>
        <source>Too few dice to tell yet ({dice} thrown).</source>
        <translation>Aún hay pocos dados para saberlo ({dice} tirados).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="80"/>
        <source>As even as real dice ({p}).</source>
        <translation>Tan parejos como unos dados de verdad ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="82"/>
        <source>Uneven so far, but too few dice to tell ({p}).</source>
        <translation>Desiguales por ahora, pero con pocos dados para saberlo ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="84"/>
        <source>Unusual: even dice fall this unevenly less than once in a thousand times ({p}).</source>
        <translation>Raro: unos dados parejos caen así de desiguales menos de una vez entre mil ({p}).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="116"/>
        <source>{game}, {day}: {share}% of {dice} dice lucky (even dice: {even}%)</source>
        <translation>{game}, {day}: {share} % de {dice} dados con suerte (dados parejos: {even} %)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="175"/>
        <source>Every die on this machine</source>
        <translation>Todos los dados de esta máquina</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="176"/>
        <source>Thrown by people</source>
        <translation>Tirados por personas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/luck.py" line="177"/>
        <source>Thrown by computers</source>
        <translation>Tirados por el ordenador</translation>
    </message>
</context>
<context>
    <name>LuckChart</name>
    <message numerus="yes">
        <location filename="../qml/LuckChart.qml" line="20"/>
        <source>%n (die/dice)</source>
        <translation>
            <numerusform>%n dado</numerusform>
            <numerusform>%n dados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LuckPanel</name>
    <message>
        <location filename="../qml/LuckPanel.qml" line="33"/>
        <source>Each bar is the share of the dice that showed its face; the dashed line is even dice, one in six.</source>
        <translation>Cada barra es la parte de los dados que sacaron esa cara; la línea discontinua son dados parejos, una de cada seis.</translation>
    </message>
    <message>
        <location filename="../qml/LuckPanel.qml" line="81"/>
        <source>Luckiest and unluckiest games</source>
        <translation>Partidas con más y menos suerte</translation>
    </message>
    <message>
        <location filename="../qml/LuckPanel.qml" line="94"/>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <location filename="../qml/LuckPanel.qml" line="123"/>
        <source>No game with enough dice yet.</source>
        <translation>Aún no hay ninguna partida con suficientes dados.</translation>
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
        <translation>Seguir</translation>
    </message>
</context>
<context>
    <name>OnScreenKeyboard</name>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="91"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="160"/>
        <source>Shift</source>
        <translation>Mayúsculas</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="177"/>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="186"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="193"/>
        <source>space</source>
        <translation>espacio</translation>
    </message>
    <message>
        <location filename="../qml/OnScreenKeyboard.qml" line="200"/>
        <source>Done</source>
        <translation>Hecho</translation>
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
        <translation>Encargado</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="65"/>
        <source>Attract screen after</source>
        <translation>Pantalla de reclamo tras</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="82"/>
        <source>Table speed</source>
        <translation>Velocidad de la mesa</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="97"/>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="108"/>
        <source>Start in kiosk mode</source>
        <translation>Arrancar en modo quiosco</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="121"/>
        <source>Change the PIN</source>
        <translation>Cambiar el PIN</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="126"/>
        <source>Tap again to clear it</source>
        <translation>Toca otra vez para borrarla</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="126"/>
        <source>Clear the leaderboard</source>
        <translation>Borrar la clasificación</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="149"/>
        <source>Leave kiosk mode</source>
        <translation>Salir del modo quiosco</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="154"/>
        <source>Quit Dice Bar</source>
        <translation>Salir de Dice Bar</translation>
    </message>
    <message>
        <location filename="../qml/OperatorMenu.qml" line="159"/>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
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
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="104"/>
        <source>{who} deals</source>
        <translation>{who} reparte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="107"/>
        <source>Hand {hand}</source>
        <translation>Mano {hand}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="109"/>
        <source>pot: %n chip(s)</source>
        <translation>
            <numerusform>bote: %n ficha</numerusform>
            <numerusform>bote: %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="116"/>
        <source>PeekPoker Hold&apos;em: Crazy Aces</source>
        <translation>PeekPoker Hold&apos;em: ases locos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="117"/>
        <source>Hold&apos;em with poker dice: three under the cup, three in the middle, crazy aces</source>
        <translation>Hold&apos;em con dados de póker: tres bajo el cubilete, tres en el centro, ases locos</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="122"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="132"/>
        <source>Chips each player starts with</source>
        <translation>Fichas con las que empieza cada jugador</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="133"/>
        <source>Every player starts with {value} chips.</source>
        <translation>Cada jugador empieza con {value} fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="140"/>
        <source>Hands to play (none: play to one winner)</source>
        <translation>Manos a jugar (ninguna: hasta que quede un ganador)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="142"/>
        <source>No hand limit: play on until one player has every chip.</source>
        <translation>Sin límite de manos: se juega hasta que un jugador tenga todas las fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="145"/>
        <source>The game stops after 1 hand; whoever has the most chips then wins.</source>
        <translation>La partida acaba tras 1 mano; gana quien tenga entonces más fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="151"/>
        <source>The game stops after {value} hands; whoever has the most chips then wins.</source>
        <translation>La partida acaba tras {value} manos; gana quien tenga entonces más fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="161"/>
        <source>Blinds of 1 and 2 instead of antes</source>
        <translation>Ciegas de 1 y 2 en vez de antes</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="165"/>
        <source>Instead of antes, a small blind of 1 and a big blind of 2 are posted left of the dealer (heads-up, the dealer posts the small blind).</source>
        <translation>En vez de antes, a la izquierda del que reparte se ponen una ciega pequeña de 1 y una ciega grande de 2 (mano a mano, el que reparte pone la ciega pequeña).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="171"/>
        <source>Every player antes 1 chip each hand; there are no blinds.</source>
        <translation>Cada jugador pone 1 ficha de ante en cada mano; no hay ciegas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="178"/>
        <source>Forced bet: the first to act bets 1 or folds</source>
        <translation>Apuesta obligada: el primero en hablar apuesta 1 o no va</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="182"/>
        <source>The first player to act in every betting round must bet 1 chip or fold.</source>
        <translation>El primero en hablar en cada ronda de apuestas debe apostar 1 ficha o retirarse.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="186"/>
        <source>The first player to act may check when nothing has been bet.</source>
        <translation>El primero en hablar puede pasar si no se ha apostado nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="193"/>
        <source>Split community: two dice, a betting round, then the third</source>
        <translation>Dados comunes por partes: dos dados, una ronda de apuestas, luego el tercero</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="197"/>
        <source>The dealer rolls two community dice, a betting round follows, then the third die and another round.</source>
        <translation>El que reparte tira dos dados comunes, sigue una ronda de apuestas, luego el tercer dado y otra ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="205"/>
        <source>The dealer rolls all three community dice at once, then one betting round follows.</source>
        <translation>El que reparte tira los tres dados comunes a la vez, y luego sigue una ronda de apuestas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="216"/>
        <source>No ace re-rolls at the showdown</source>
        <translation>Sin volver a tirar ases al enseñar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="218"/>
        <source>Aces may not be re-rolled at the showdown.</source>
        <translation>Al enseñar los dados no se pueden volver a tirar los ases.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="221"/>
        <source>At the showdown players may re-roll their own aces (the crazy aces).</source>
        <translation>Al enseñar los dados cada jugador puede volver a tirar sus ases (los ases locos).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="231"/>
        <source>Low straight: 9 10 J Q K counts as a straight</source>
        <translation>Escalera baja: 9 10 J Q K cuenta como escalera</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="233"/>
        <source>9 10 J Q K also counts as a straight, below 10 J Q K A.</source>
        <translation>9 10 J Q K también cuenta como escalera, por debajo de 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="236"/>
        <source>Only 10 J Q K A (or all six dice, 9 to A) makes a straight; 9 10 J Q K does not.</source>
        <translation>Solo 10 J Q K A (o los seis dados, del 9 al A) hace escalera; 9 10 J Q K no.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="249"/>
        <source>Lucky: many aces thrown, the highest face, which may be thrown again.</source>
        <translation>Suerte: muchos ases, la cara más alta, que además se puede volver a tirar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="192"/>
        <source>Roll for the deal</source>
        <translation>Tirar para repartir</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="194"/>
        <source>Roll the community dice</source>
        <translation>Tirar los dados comunes</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="196"/>
        <source>Shake your cup</source>
        <translation>Agita tu cubilete</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="228"/>
        <source>½ pot</source>
        <translation>½ bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="228"/>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/poker_session.py" line="238"/>
        <source>All in</source>
        <translation>Con todo</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../qml/PinPad.qml" line="44"/>
        <source>That is not the PIN.</source>
        <translation>Ese no es el PIN.</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="52"/>
        <source>The two PINs differ. Start again.</source>
        <translation>Los dos PIN no coinciden. Empieza de nuevo.</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="113"/>
        <source>Operator PIN</source>
        <translation>PIN del encargado</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="114"/>
        <source>Choose a new PIN (4 to 8 digits)</source>
        <translation>Elige un PIN nuevo (de 4 a 8 cifras)</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="114"/>
        <source>The new PIN again</source>
        <translation>El PIN nuevo otra vez</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="132"/>
        <source>No operator PIN is set yet. At this machine run:  %1</source>
        <translation>Aún no hay PIN de encargado. En esta máquina ejecuta:  %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/PinPad.qml" line="134"/>
        <source>Too many wrong PINs. Try again in %n s.</source>
        <translation>
            <numerusform>Demasiados PIN erróneos. Prueba otra vez en %n s.</numerusform>
            <numerusform>Demasiados PIN erróneos. Prueba otra vez en %n s.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="156"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="157"/>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location filename="../qml/PinPad.qml" line="177"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>PokerOverlay</name>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="81"/>
        <source>Folded</source>
        <translation>Fuera</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="81"/>
        <source>All in</source>
        <translation>Con todo</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="127"/>
        <source>Main pot %1</source>
        <translation>Bote principal %1</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="127"/>
        <source>Pot %1</source>
        <translation>Bote %1</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="128"/>
        <source>Side pot %1 %2</source>
        <translation>Bote secundario %1 %2</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="129"/>
        <source>Side pot %1</source>
        <translation>Bote secundario %1</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="158"/>
        <source>D</source>
        <extracomment>the dealer&apos;s button on the table: one letter, the initial of the word for dealer</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="191"/>
        <source>Hold your cup to peek</source>
        <translation>Mantén pulsado tu cubilete para mirar</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="276"/>
        <source>%1, your turn</source>
        <translation>%1, te toca</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="286"/>
        <source>Everyone else, please look away. %1: when only you can see the screen, tap below, then press and hold your cup to peek at your dice.</source>
        <translation>Los demás, por favor, mirad a otro lado. %1: cuando solo tú veas la pantalla, toca abajo y luego mantén pulsado tu cubilete para mirar tus dados.</translation>
    </message>
    <message>
        <location filename="../qml/PokerOverlay.qml" line="296"/>
        <source>I&apos;m %1 — show my table</source>
        <translation>Soy %1: enséñame mi mesa</translation>
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
    <name>Rules</name>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="16"/>
        <source>Players, dice and tokens</source>
        <translation>Jugadores, dados y fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="18"/>
        <source>{fewest} or more players (up to {most} at this table).</source>
        <translation>{fewest} o más jugadores (hasta {most} en esta mesa).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="22"/>
        <source>Two dice, passed from player to player.</source>
        <translation>Dos dados, que pasan de jugador en jugador.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="23"/>
        <source>Each player starts every round with two tokens.</source>
        <translation>Cada jugador empieza cada ronda con dos fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="25"/>
        <source>Each player starts with two tokens.</source>
        <translation>Cada jugador empieza con dos fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="28"/>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="65"/>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="19"/>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="29"/>
        <source>Roll both dice once.</source>
        <translation>Tira los dos dados una vez.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="30"/>
        <source>Each 1 (an ace): one of your tokens goes into the pot.</source>
        <translation>Cada 1 (un as): una de tus fichas va al bote.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="31"/>
        <source>Each 6: one of your tokens goes to the player on your left.</source>
        <translation>Cada 6: una de tus fichas va al jugador de tu izquierda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="32"/>
        <source>A 2, 3, 4 or 5 does nothing.</source>
        <translation>Un 2, 3, 4 o 5 no hace nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="33"/>
        <source>Ones are paid before sixes. If you run out of tokens, you pay nothing more.</source>
        <translation>Los ases se pagan antes que los seises. Si te quedas sin fichas, ya no pagas más.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="34"/>
        <source>Then the dice pass to the left.</source>
        <translation>Luego los dados pasan a la izquierda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="35"/>
        <source>A player with no tokens is skipped, but is back in as soon as a token arrives from the right.</source>
        <translation>A un jugador sin fichas se le salta, pero vuelve al juego en cuanto le llega una ficha por la derecha.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="43"/>
        <source>The end: the last player holding tokens</source>
        <translation>El final: el último jugador con fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="44"/>
        <source>The end begins when only one player holds tokens, however many.</source>
        <translation>El final empieza cuando solo un jugador tiene fichas, tenga las que tenga.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="45"/>
        <source>That player rolls up to three times. Only sixes count now: a 1 is not paid.</source>
        <translation>Ese jugador tira hasta tres veces. Ahora solo cuentan los seises: un as no se paga.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="48"/>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="69"/>
        <source>Three rolls without a six: that player wins the pot.</source>
        <translation>Tres tiradas sin un seis: ese jugador gana el bote.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="49"/>
        <source>On a six, one token per six (as far as the tokens go) passes to the player on the left, and normal play resumes with the player on the left.</source>
        <translation>Con un seis, una ficha por cada seis (mientras haya fichas) pasa al jugador de la izquierda, y el juego normal sigue con ese jugador.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="59"/>
        <source>The end: the last token</source>
        <translation>El final: la última ficha</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="60"/>
        <source>The end begins the moment a payment leaves exactly one token outside the pot. The rest of that roll lapses: whatever else it showed is not paid.</source>
        <translation>El final empieza en cuanto un pago deja exactamente una ficha fuera del bote. El resto de esa tirada no cuenta: lo demás que sacara no se paga.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="65"/>
        <source>The owner of that last token makes up to three rolls. Only sixes count now: a 1 is not paid.</source>
        <translation>El dueño de esa última ficha hace hasta tres tiradas. Ahora solo cuentan los seises: un as no se paga.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="70"/>
        <source>A six (one or two in the roll): the token and the dice pass one seat to the left, and that player makes the same attempt, up to three rolls, sixes only. And so on, until someone makes three rolls without a six.</source>
        <translation>Un seis (uno o dos en la tirada): la ficha y los dados pasan un asiento a la izquierda, y ese jugador hace el mismo intento, hasta tres tiradas, solo seises. Y así hasta que alguien haga tres tiradas sin un seis.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="81"/>
        <source>Winning</source>
        <translation>Cómo se gana</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="81"/>
        <source>Whoever wins the pot wins the game.</source>
        <translation>Quien gana el bote gana la partida.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="87"/>
        <source>Winning: a match of rounds</source>
        <translation>Cómo se gana: una partida a rondas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="89"/>
        <source>Play {rounds} rounds. Every round starts again with two tokens each, and is started by the player left of the previous round&apos;s starter.</source>
        <translation>Se juegan {rounds} rondas. Cada ronda empieza de nuevo con dos fichas por jugador, y la abre el jugador a la izquierda de quien abrió la anterior.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="96"/>
        <source>Whoever wins the pot wins the round. The app keeps the tally of rounds won.</source>
        <translation>Quien gana el bote gana la ronda. La aplicación lleva la cuenta de rondas ganadas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="99"/>
        <source>The match winner is whoever won most rounds; players tied on most rounds share the win.</source>
        <translation>Gana la partida quien más rondas ganó; los empatados en más rondas comparten la victoria.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot_page.py" line="105"/>
        <source>Tokens are never made or lost: the pot and everyone&apos;s tokens always add up to 2 × the number of players.</source>
        <translation>Las fichas nunca se crean ni se pierden: el bote y las fichas de todos suman siempre 2 × el número de jugadores.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="14"/>
        <source>Pace: later players in a round may not use more rolls than the first player of that round used. This holds in a tie-break round and in every final hand too.</source>
        <translation>Ritmo: los siguientes jugadores de una ronda no pueden usar más tiradas que el primero de esa ronda. Vale también en un desempate y en cada mano de la final.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="20"/>
        <source>Every player may use all three rolls, whatever the players before them used.</source>
        <translation>Cada jugador puede usar las tres tiradas, usen las que usen los anteriores.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="23"/>
        <source>Five 1s count as five 6s. But five 1s on a first roll ends the game at once, and the player who rolled them buys.</source>
        <translation>Cinco ases cuentan como cinco seises. Pero cinco ases a la primera acaban la partida en el acto, y quien los sacó paga.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="29"/>
        <source>Five 1s count as five 6s, the best hand there is, on any roll.</source>
        <translation>Cinco ases cuentan como cinco seises, la mejor mano posible, en cualquier tirada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="33"/>
        <source>The final: a single hand</source>
        <translation>La final: a una sola mano</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="34"/>
        <source>The last two players play one hand.</source>
        <translation>Los dos últimos jugadores juegan una mano.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="35"/>
        <source>A final hand that is tied (same count, face and rolls) or that neither player scores is played again and does not count.</source>
        <translation>Una mano de la final empatada (misma cantidad, cara y tiradas) o en la que ninguno anota se repite y no cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="40"/>
        <source>Whoever loses it is the player left at the end, and buys the round.</source>
        <translation>Quien la pierde es el que queda al final, y paga la ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="44"/>
        <source>The final: best two hands of three</source>
        <translation>La final: al mejor de tres manos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="45"/>
        <source>The last two players play hands until one of them has lost two.</source>
        <translation>Los dos últimos jugadores juegan manos hasta que uno de ellos haya perdido dos.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="46"/>
        <source>Lose a hand and there is &quot;a horse on you&quot;; one lost hand each is &quot;a horse a piece&quot;.</source>
        <translation>Quien pierde una mano se apunta &quot;una raya&quot;; una mano perdida cada uno es &quot;una raya cada uno&quot;.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="49"/>
        <source>A final hand that is tied (same count, face and rolls) or that neither player scores is played again and does not count toward the two of three.</source>
        <translation>Una mano de la final empatada (misma cantidad, cara y tiradas) o en la que ninguno anota se repite y no cuenta para el mejor de tres.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="54"/>
        <source>The player left at the end, with two horses, buys the round.</source>
        <translation>El que queda al final, con dos rayas, paga la ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="58"/>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="14"/>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="63"/>
        <source>Players and dice</source>
        <translation>Jugadores y dados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="59"/>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="15"/>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="64"/>
        <source>2 or more players (up to {most} at this table).</source>
        <translation>2 o más jugadores (hasta {most} en esta mesa).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="60"/>
        <source>Five dice. The best hands go out safe one by one; the last player left buys the round.</source>
        <translation>Cinco dados. Las mejores manos se van salvando una a una; el último que queda paga la ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="66"/>
        <source>A turn is up to three rolls.</source>
        <translation>Un turno son hasta tres tiradas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="67"/>
        <source>After each roll you may set aside any of the dice and roll the rest, or stop.</source>
        <translation>Tras cada tirada puedes apartar los dados que quieras y tirar el resto, o plantarte.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="68"/>
        <source>Set-aside dice stay set aside for the rest of the turn.</source>
        <translation>Los dados apartados siguen apartados el resto del turno.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="72"/>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="198"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="73"/>
        <source>1s are wild.</source>
        <translation>Los ases son comodín.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="74"/>
        <source>A hand counts only if it holds at least one 1. A hand with no 1 scores nothing and loses to every scoring hand.</source>
        <translation>Una mano solo cuenta si tiene al menos un as. Una mano sin as no anota nada y pierde contra cualquier mano que anote.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="79"/>
        <source>Its value is the largest group one face can make with the wild 1s: count first, then face. Four 3s beat three 5s; four 6s beat four 5s.</source>
        <translation>Su valor es el mayor grupo que una cara puede formar con los ases comodín: primero cuenta la cantidad, luego la cara. Cuatro treses ganan a tres cincos; cuatro seises ganan a cuatro cincos.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="85"/>
        <source>No straights, full houses or two pairs.</source>
        <translation>No hay escaleras, fulls ni dobles parejas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="86"/>
        <source>Ties on count and face are broken by fewer rolls used: &quot;forty-four in two&quot; beats &quot;forty-four in three&quot;.</source>
        <translation>A igual cantidad y cara desempata quien usó menos tiradas: &quot;cuatro cuatros a la segunda&quot; gana a &quot;cuatro cuatros a la tercera&quot;.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="93"/>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="94"/>
        <source>Every remaining player takes one turn. The best hand of the round is out (safe) and leaves the game.</source>
        <translation>Cada jugador que queda juega un turno. La mejor mano de la ronda se salva y deja la partida.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="98"/>
        <source>If several players share the best hand (same count, face and rolls), only they play a tie-break round among themselves, in the order they played the round.</source>
        <translation>Si varios jugadores comparten la mejor mano (misma cantidad, cara y tiradas), solo ellos juegan una ronda de desempate, en el orden en que jugaron la ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="103"/>
        <source>If no one scores, the round is played again.</source>
        <translation>Si nadie anota, se repite la ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="104"/>
        <source>When two players are left, they play the final.</source>
        <translation>Cuando quedan dos jugadores, juegan la final.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="107"/>
        <source>Who starts</source>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="108"/>
        <source>The roll-off (below) decides who starts the first round.</source>
        <translation>La tirada de salida (más abajo) decide quién empieza la primera ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="109"/>
        <source>After that, the next round or final hand is started by the last player still in the game to have rolled: that player &quot;brings it back&quot;.</source>
        <translation>Después, la siguiente ronda o mano de la final la empieza el último jugador que tiró y sigue en juego: ese jugador &quot;vuelve a abrir&quot;.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/bar_dice_page.py" line="114"/>
        <source>A round played again (no one scored) or a tie-break keeps the order it had.</source>
        <translation>Una ronda repetida (nadie anotó) o un desempate mantiene el orden que tenía.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="47"/>
        <source>The player who rolled that last 1 wins the pot.</source>
        <translation>Quien saca ese último as gana el bote.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="50"/>
        <source>If one roll sends the last several dice into the centre at once, the player who rolled it wins the pot.</source>
        <translation>Si una tirada manda de golpe los últimos dados al centro, quien la hizo gana el bote.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="49"/>
        <source>The player who rolled that last 1 loses and pays the bill.</source>
        <translation>Quien saca ese último as pierde y paga la cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="56"/>
        <source>If one roll sends the last several dice into the centre at once, the player who rolled it loses and pays the bill.</source>
        <translation>Si una tirada manda de golpe los últimos dados al centro, quien la hizo pierde y paga la cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="16"/>
        <source>Each player starts with five dice.</source>
        <translation>Cada jugador empieza con cinco dados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="20"/>
        <source>Roll all the dice you hold.</source>
        <translation>Tira todos los dados que tengas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="21"/>
        <source>Each 1 goes to the centre.</source>
        <translation>Cada as va al centro.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="22"/>
        <source>Each 2 goes to the player on your left.</source>
        <translation>Cada dos va al jugador de tu izquierda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="23"/>
        <source>Each 5 goes to the player on your right.</source>
        <translation>Cada cinco va al jugador de tu derecha.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="24"/>
        <source>A 3, 4 or 6 stays with you.</source>
        <translation>Un 3, 4 o 6 se queda contigo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="25"/>
        <source>While any of the dice you rolled showed a 1, 2 or 5 and you still hold dice, roll all the dice you still hold again.</source>
        <translation>Mientras alguno de los dados que tiraste saque un 1, 2 o 5 y aún tengas dados, vuelve a tirar todos los que te queden.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="30"/>
        <source>Then the turn passes left to the next player who holds dice.</source>
        <translation>Luego el turno pasa a la izquierda, al siguiente jugador que tenga dados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="31"/>
        <source>Dice passed to you during someone else&apos;s turn are simply yours: you roll them when your turn comes. A player with no dice is skipped, and is back in once dice come to them.</source>
        <translation>Los dados que te pasan en el turno de otro son tuyos sin más: los tiras cuando te toque. A un jugador sin dados se le salta, y vuelve al juego en cuanto le llegan dados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="38"/>
        <source>The last die</source>
        <translation>El último dado</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="39"/>
        <source>When all dice but one are in the centre, play goes on with that single die.</source>
        <translation>Cuando todos los dados menos uno están en el centro, el juego sigue con ese único dado.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="40"/>
        <source>Whoever holds it rolls it on their turn.</source>
        <translation>Quien lo tiene lo tira en su turno.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="41"/>
        <source>A 2 or a 5 passes it on (left or right), and that player rolls it next.</source>
        <translation>Un 2 o un 5 lo pasa (a la izquierda o a la derecha), y ese jugador lo tira a continuación.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="42"/>
        <source>A 3, 4 or 6 leaves it where it is, and its holder rolls it again.</source>
        <translation>Un 3, 4 o 6 lo deja donde está, y quien lo tiene lo vuelve a tirar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="43"/>
        <source>A 1 ends the game.</source>
        <translation>Un as acaba la partida.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="46"/>
        <source>The end</source>
        <translation>El final</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="62"/>
        <source>Dice are never made or lost: the centre and everyone&apos;s dice always add up to 5 × the number of players.</source>
        <translation>Los dados nunca se crean ni se pierden: el centro y los dados de todos suman siempre 5 × el número de jugadores.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/fives_to_the_right_page.py" line="67"/>
        <source>Also called Aces, or Aces to the Centre.</source>
        <translation>También llamado Ases, o Ases al centro.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="14"/>
        <source>Every player gets up to three rolls, with farming (see below), and may stop after any roll.</source>
        <translation>Cada jugador tiene hasta tres tiradas, guardando dados (ver abajo), y puede plantarse tras cualquier tirada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="17"/>
        <source>The highest score is out (safe); an equal score made in fewer rolls wins.</source>
        <translation>La puntuación más alta se salva; a igual puntuación gana la hecha en menos tiradas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="18"/>
        <source>One tie, all tie: when the round is complete and any two scoring hands are equal, the whole round is rolled again by everyone still in, in the same order. Hands are equal only with the same score in the same number of rolls.</source>
        <translation>Empata uno, empatan todos: si al acabar la ronda dos manos que anotan son iguales, todos los que siguen en juego vuelven a tirar la ronda entera, en el mismo orden. Dos manos son iguales solo con la misma puntuación en el mismo número de tiradas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="27"/>
        <source>Each player gets exactly one roll of all five dice.</source>
        <translation>Cada jugador tiene exactamente una tirada con los cinco dados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="28"/>
        <source>The highest score is out (safe).</source>
        <translation>La puntuación más alta se salva.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="29"/>
        <source>One tie, all tie: when the round is complete and any two scoring hands are equal, the whole round is rolled again by everyone still in, in the same order.</source>
        <translation>Empata uno, empatan todos: si al acabar la ronda dos manos que anotan son iguales, todos los que siguen en juego vuelven a tirar la ronda entera, en el mismo orden.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="36"/>
        <source>Every roll counts toward the hammer&apos;s pace, scoring or not; only a cocked roll does not.</source>
        <translation>Cada tirada cuenta para el ritmo del martillo, anote o no; solo una tirada con dado montado no cuenta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="40"/>
        <source>Every roll counts toward the hammer&apos;s pace, scoring or not.</source>
        <translation>Cada tirada cuenta para el ritmo del martillo, anote o no.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="44"/>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="57"/>
        <source>Cocked dice</source>
        <translation>Dados montados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="45"/>
        <source>A die that comes to rest tilted against the rail or another die is cocked, and all the dice of that roll are rolled again.</source>
        <translation>Un dado que queda inclinado contra el borde o contra otro dado está montado, y todos los dados de esa tirada se vuelven a tirar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="50"/>
        <source>The cocked roll does not count toward the pace.</source>
        <translation>La tirada con dado montado no cuenta para el ritmo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="51"/>
        <source>The table spots a cocked die and reports it; scripted games and tutorials never have one.</source>
        <translation>La mesa detecta un dado montado y lo avisa; las partidas con guion y los tutoriales nunca tienen uno.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="58"/>
        <source>Not called at this table: every roll counts as the dice lie.</source>
        <translation>En esta mesa no se cantan: cada tirada cuenta tal como caen los dados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="65"/>
        <source>Five dice. 1s are wild, and a hand must hold a 1 to score.</source>
        <translation>Cinco dados. Los ases son comodín, y una mano necesita un as para anotar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="66"/>
        <source>Score = count × 10 + face, said as a number: &quot;forty-two&quot; is four 2s. Five 1s count as 56.</source>
        <translation>Puntuación = cantidad × 10 + cara: cuatro doses valen 42. Cinco ases cuentan como 56.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="69"/>
        <source>With 3 or more players the game opens with the elimination phase; with 2 it goes straight to the sponsor phase.</source>
        <translation>Con 3 o más jugadores la partida empieza con la fase de eliminación; con 2 va directa a la fase de la invitación.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="76"/>
        <source>Elimination phase (3 or more players)</source>
        <translation>Fase de eliminación (3 o más jugadores)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="77"/>
        <source>The roll-off winner is the hammer and rolls first in the first round.</source>
        <translation>Quien gana la tirada de salida es el martillo y tira primero en la primera ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="79"/>
        <source>Hands without a 1 score nothing and do not trigger a tie.</source>
        <translation>Las manos sin as no anotan y no provocan empate.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="80"/>
        <source>If no one scores, the round is rolled again in the same order.</source>
        <translation>Si nadie anota, la ronda se vuelve a tirar en el mismo orden.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="81"/>
        <source>The last player still in the game to roll becomes the hammer and rolls first in the next round.</source>
        <translation>El último jugador en tirar que sigue en juego pasa a ser el martillo y tira primero en la siguiente ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="85"/>
        <source>Players go out safe one by one until two are left for the sponsor phase.</source>
        <translation>Los jugadores se van salvando uno a uno hasta que quedan dos para la fase de la invitación.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="88"/>
        <source>Sponsor phase (2 players)</source>
        <translation>Fase de la invitación (2 jugadores)</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="89"/>
        <source>Best two turns of three. When the game starts with two players, the roll-off winner is the first hammer.</source>
        <translation>Al mejor de tres asaltos. Si la partida empieza con dos jugadores, quien gana la tirada de salida es el primer martillo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="94"/>
        <source>In each turn the hammer rolls first, up to three rolls, and may stop after any roll.</source>
        <translation>En cada asalto el martillo tira primero, hasta tres tiradas, y puede plantarse tras cualquiera.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="97"/>
        <source>The opponent may use at most as many rolls as the hammer used.</source>
        <translation>El rival puede usar como mucho tantas tiradas como usó el martillo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="101"/>
        <source>Farming</source>
        <translation>Guardar dados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="102"/>
        <source>Once a 1 has shown in any roll of this turn, you may set dice aside (&quot;farm&quot;) after each roll. Farmed dice are never rolled again that turn.</source>
        <translation>En cuanto haya salido un as en alguna tirada de este turno, puedes guardar dados después de cada tirada. Los dados guardados no se vuelven a tirar en ese turno.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="107"/>
        <source>Until a 1 has shown, you may not farm: roll all five again, or stop with nothing.</source>
        <translation>Hasta que salga un as no puedes guardar dados: vuelve a tirar los cinco o plántate sin nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="112"/>
        <source>In the elimination phase there is only one roll, so farming is for the sponsor phase.</source>
        <translation>En la fase de eliminación solo hay una tirada, así que guardar dados es cosa de la fase de la invitación.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="117"/>
        <source>Comparing a turn</source>
        <translation>Cómo se decide un asalto</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="118"/>
        <source>The higher score wins.</source>
        <translation>Gana la puntuación más alta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="119"/>
        <source>Equal valid scores: the one made in fewer rolls wins.</source>
        <translation>A igual puntuación válida, gana la hecha en menos tiradas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="120"/>
        <source>Two hands that both score nothing, or equal scores in the same number of rolls, go to a roll-off: each rolls all five dice once, the hammer first (a 1 must be in it to count), again and again until one wins.</source>
        <translation>Dos manos que no anotan nada, o iguales en el mismo número de tiradas, van a un desempate: cada uno tira los cinco dados una vez, el martillo primero (para contar debe salir un as), una y otra vez hasta que gane uno.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="128"/>
        <source>Horses, the hammer and the sponsor</source>
        <translation>Rayas, el martillo y el que invita</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="129"/>
        <source>Whoever loses a turn has &quot;a horse on them&quot;; one turn each is &quot;a horse a piece&quot;.</source>
        <translation>Quien pierde un asalto se apunta &quot;una raya&quot;; un asalto perdido cada uno es &quot;una raya cada uno&quot;.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="132"/>
        <source>The player who rolled last in a turn is the hammer of the next, so the hammer alternates.</source>
        <translation>Quien tiró el último en un asalto es el martillo del siguiente, así que el martillo va alternando.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="135"/>
        <source>Whoever loses two turns is the sponsor and buys the round.</source>
        <translation>Quien pierde dos asaltos invita y paga la ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="138"/>
        <source>Too lucky</source>
        <translation>Demasiada suerte</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/layman_page.py" line="139"/>
        <source>A roll of five 1s gets the &quot;too lucky&quot; call: that player buys shots. It still scores 56.</source>
        <translation>Una tirada de cinco ases se canta &quot;demasiada suerte&quot;: ese jugador paga chupitos. Aun así vale 56.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="88"/>
        <source>on</source>
        <extracomment>a text of the page: marked for translation (`Text`), with fields (`Words`), or plain (a game defined elsewhere)</extracomment>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="88"/>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="90"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="98"/>
        <source>Common to every game</source>
        <translation>Común a todos los juegos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="99"/>
        <source>Seats sit in a circle. &quot;Left&quot; is the next seat in turn order (clockwise); &quot;right&quot; is the previous one.</source>
        <translation>Los asientos forman un círculo. &quot;Izquierda&quot; es el siguiente asiento en el orden de juego (en el sentido de las agujas del reloj); &quot;derecha&quot;, el anterior.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="103"/>
        <source>A face is 1 to 6 on ordinary pip dice; poker dice show 9, 10, J, Q, K and A.</source>
        <translation>Las caras van del 1 al 6 en los dados normales; los dados de póker muestran 9, 10, J, Q, K y A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="104"/>
        <source>Who starts: each player rolls one die, and the highest starts; players tied for highest roll again among themselves. The app shows these roll-offs. A game may instead be started with a named first player.</source>
        <translation>Quién empieza: cada jugador tira un dado y empieza el más alto; los empatados en el más alto vuelven a tirar entre ellos. La aplicación muestra estos desempates. También se puede empezar una partida nombrando al primer jugador.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="110"/>
        <source>The game alone decides every roll, and the dice on the table only show the values it chose. A real game&apos;s dice follow from a secret seed, fixed before the first roll: the table shows the game&apos;s seal at the start (a code made from the seed, the game, the players in their seats and the house rules) and reveals the seed when the game ends, so anyone can re-derive every die and check it (dicebar verify). The seal proves the dice were fixed before anyone played and that nobody, person or computer, steered them; it is no secret from the machine&apos;s owner, whose saved game holds the seed. Since the seed gives away every die, folded PeekPoker hands too, it is revealed only once the game is over, never after a hand. Tutorials use scripted dice, and the kiosk&apos;s demo is not sealed.</source>
        <translation>Solo el juego decide cada tirada, y los dados de la mesa solo muestran los valores que eligió. Los dados de una partida de verdad salen de una semilla secreta, fijada antes de la primera tirada: la mesa muestra el sello de la partida al empezar (un código hecho con la semilla, el juego, los jugadores en sus asientos y las reglas de la casa) y revela la semilla al terminar, para que cualquiera pueda recalcular cada dado y comprobarlo (dicebar verify). El sello demuestra que los dados estaban fijados antes de que nadie jugara y que nadie, persona u ordenador, los manipuló; no es ningún secreto para el dueño de la máquina, cuya partida guardada contiene la semilla. Como la semilla delata todos los dados, también los de las manos de PeekPoker abandonadas, solo se revela cuando la partida ha terminado, nunca tras una mano. Los tutoriales usan dados con guion, y la demo del quiosco no va sellada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="123"/>
        <source>Bar talk</source>
        <translation>Hablar de bar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="124"/>
        <source>&quot;Forty-five in three&quot;: a hand of four 5s made in three rolls.</source>
        <translation>&quot;Cuatro cincos a la tercera&quot;: una mano de cuatro 5 hecha en tres tiradas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="125"/>
        <source>&quot;In one&quot;, &quot;in two&quot;: made in one roll, in two rolls. &quot;All day&quot;: in three rolls.</source>
        <translation>&quot;A la primera&quot;, &quot;a la segunda&quot;, &quot;a la tercera&quot;: hecha en una, en dos o en tres tiradas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="126"/>
        <source>&quot;The mark&quot; is the hand to beat.</source>
        <translation>&quot;La marca&quot; es la mano a batir.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="149"/>
        <source>{name} — **{state}**. {does}</source>
        <translation>{name} — **{state}**. {does}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/pages.py" line="161"/>
        <source>House rules at this table</source>
        <translation>Reglas de la casa en esta mesa</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="20"/>
        <source>The last player with chips wins.</source>
        <translation>Gana el último jugador con fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="33"/>
        <source>The player left of the dealer posts the small blind (1 chip) and the next player the big blind (2 chips); there are no antes. Heads-up (two players), the dealer posts the small blind.</source>
        <translation>El jugador a la izquierda del que reparte pone la ciega pequeña (1 ficha) y el siguiente la ciega grande (2 fichas); no hay antes. Mano a mano (dos jugadores), el que reparte pone la ciega pequeña.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="38"/>
        <source>Betting round one starts with the player after the big blind.</source>
        <translation>La primera ronda de apuestas empieza por el jugador que sigue a la ciega grande.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="40"/>
        <source>Every player with chips antes 1 chip.</source>
        <translation>Cada jugador con fichas pone 1 ficha de ante.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="41"/>
        <source>Betting round one starts left of the dealer.</source>
        <translation>La primera ronda de apuestas empieza a la izquierda del que reparte.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="45"/>
        <source>If more than one player is still in, the dealer rolls two community dice, and betting round two starts left of the dealer.</source>
        <translation>Si sigue en juego más de un jugador, el que reparte tira dos dados comunes, y la segunda ronda de apuestas empieza a su izquierda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="50"/>
        <source>If more than one player is still in after that, the dealer rolls the third community die, and betting round three starts left of the dealer.</source>
        <translation>Si después sigue en juego más de un jugador, el que reparte tira el tercer dado común, y la tercera ronda de apuestas empieza a su izquierda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="58"/>
        <source>If more than one player is still in, the dealer rolls three community dice, and betting round two starts left of the dealer.</source>
        <translation>Si sigue en juego más de un jugador, el que reparte tira tres dados comunes, y la segunda ronda de apuestas empieza a su izquierda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="65"/>
        <source>Forced bet: the first player to act in every betting round must bet exactly 1 chip or fold. It is not used in a round the blinds have already opened. If that player folds, the next player acts freely.</source>
        <translation>Apuesta obligada: el primero en hablar en cada ronda de apuestas debe apostar exactamente 1 ficha o retirarse. No se aplica en una ronda que ya abrieron las ciegas. Si ese jugador se retira, el siguiente juega libremente.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="71"/>
        <source>Forced bet: the first player to act in every betting round must bet exactly 1 chip or fold. If that player folds, the next player acts freely.</source>
        <translation>Apuesta obligada: el primero en hablar en cada ronda de apuestas debe apostar exactamente 1 ficha o retirarse. Si ese jugador se retira, el siguiente juega libremente.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="77"/>
        <source>No forced bet: when nothing has been bet yet, the first player to act may check.</source>
        <translation>Sin apuesta obligada: si aún no se ha apostado nada, el primero en hablar puede pasar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="81"/>
        <source>A blind or bet a player cannot cover goes in short, and the amount to call is what was actually put in (so is the size a raise over it must at least add, never less than 1).</source>
        <translation>Una ciega o apuesta que un jugador no puede cubrir entra incompleta, y lo que hay que igualar es lo que de verdad se puso (y eso es también lo mínimo que debe añadir una subida sobre ella, nunca menos de 1).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="87"/>
        <source>A bet a player cannot cover goes in short, and the amount to call is what was actually put in (so is the size a raise over it must at least add, never less than 1).</source>
        <translation>Una apuesta que un jugador no puede cubrir entra incompleta, y lo que hay que igualar es lo que de verdad se puso (y eso es también lo mínimo que debe añadir una subida sobre ella, nunca menos de 1).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="95"/>
        <source>Showdown</source>
        <translation>A enseñar los dados</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="96"/>
        <source>Every player still in shows their private dice.</source>
        <translation>Cada jugador que sigue en juego enseña sus dados privados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="97"/>
        <source>Aces may not be re-rolled: the dice stand as they are.</source>
        <translation>Los ases no se pueden volver a tirar: los dados se quedan como están.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="101"/>
        <source>Showdown: crazy aces</source>
        <translation>A enseñar los dados: ases locos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="102"/>
        <source>Every player still in shows their private dice and says whether to re-roll any of their aces (any number of them; community aces are not theirs).</source>
        <translation>Cada jugador que sigue en juego enseña sus dados privados y dice si vuelve a tirar alguno de sus ases (los que quiera; los ases comunes no son suyos).</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="107"/>
        <source>Everyone decides first, in turn order from left of the dealer; then all the re-rolls are thrown together.</source>
        <translation>Primero decide cada uno, por turno desde la izquierda del que reparte; luego se tiran todos los ases a la vez.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="112"/>
        <source>Aces that come up in a re-roll may be re-rolled again the same way (aces kept earlier may not), until no one re-rolls.</source>
        <translation>Los ases que salen al volver a tirar se pueden volver a tirar igual (los ases guardados antes no), hasta que nadie vuelva a tirar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="117"/>
        <source>Players without an ace to re-roll are not asked.</source>
        <translation>A los jugadores sin as que volver a tirar no se les pregunta.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="125"/>
        <source>Low straight: five dice 9 10 J Q K, a straight below 10 J Q K A.</source>
        <translation>Escalera baja: cinco dados 9 10 J Q K, una escalera por debajo de 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="120"/>
        <source>Five of a kind.</source>
        <translation>Repóker.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="23"/>
        <source>The game stops after %n hand(s) (or sooner, if one player wins every chip); whoever has the most chips wins, and players tied on the most share the win.</source>
        <translation>
            <numerusform>La partida acaba tras %n mano (o antes, si un jugador gana todas las fichas); gana quien tenga más fichas, y los empatados en más fichas comparten la victoria.</numerusform>
            <numerusform>La partida acaba tras %n manos (o antes, si un jugador gana todas las fichas); gana quien tenga más fichas, y los empatados en más fichas comparten la victoria.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="121"/>
        <source>Flush: all six dice red, or all six black.</source>
        <translation>Color: los seis dados rojos, o los seis negros.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="122"/>
        <source>Large straight: all six dice, 9 10 J Q K A.</source>
        <translation>Escalera mayor: los seis dados, 9 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="123"/>
        <source>Straight: five dice 10 J Q K A.</source>
        <translation>Escalera: cinco dados 10 J Q K A.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="129"/>
        <source>Four of a kind.</source>
        <translation>Póker.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="130"/>
        <source>Full house.</source>
        <translation>Full.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="131"/>
        <source>Three of a kind.</source>
        <translation>Trío.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="132"/>
        <source>Two pairs.</source>
        <translation>Doble pareja.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="133"/>
        <source>Pair.</source>
        <translation>Pareja.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="134"/>
        <source>High die.</source>
        <translation>Dado alto.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="138"/>
        <source>Players, dice and chips</source>
        <translation>Jugadores, dados y fichas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="145"/>
        <source>Poker dice: faces 9, 10, J, Q, K, A. Colours, as on PeekPoker&apos;s dice: 9 and K red, 10 and Q black, J and A green.</source>
        <translation>Dados de póker: caras 9, 10, J, Q, K, A. Colores, como en los dados de PeekPoker: 9 y K rojos, 10 y Q negros, J y A verdes.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="140"/>
        <source>2 to {most} players (the box holds four cups; the app allows up to eight).</source>
        <translation>De 2 a {most} jugadores (la caja trae cuatro cubiletes; la aplicación permite hasta ocho).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="150"/>
        <source>Each player starts with a stack of %n chip(s).</source>
        <translation>
            <numerusform>Cada jugador empieza con un montón de %n ficha.</numerusform>
            <numerusform>Cada jugador empieza con un montón de %n fichas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="151"/>
        <source>The roll-off decides the first dealer; then the button moves left each hand.</source>
        <translation>La tirada de salida decide quién reparte primero; luego el botón pasa a la izquierda en cada mano.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="152"/>
        <source>A player with no chips is out. {winning}</source>
        <translation>Un jugador sin fichas queda fuera. {winning}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="155"/>
        <source>A hand</source>
        <translation>Una mano</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="157"/>
        <source>Every player rolls three private dice under a cup; only the owner may look.</source>
        <translation>Cada jugador tira tres dados privados bajo un cubilete; solo su dueño puede mirar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="159"/>
        <source>{round_one} Check, bet, call, raise (no limit) or fold.</source>
        <translation>{round_one} Pasar, apostar, igualar, subir (sin límite) o retirarse.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="164"/>
        <source>When all players but one have folded, the hand ends at once: no more dice, no showdown, and the last player takes the pot.</source>
        <translation>Cuando todos menos uno se han retirado, la mano acaba en el acto: no hay más dados ni se enseña nada, y el último jugador se lleva el bote.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="169"/>
        <source>When no more than one player still in has chips left to bet, there is no more betting, but the community dice are still rolled and the hand goes to the showdown.</source>
        <translation>Cuando como mucho un jugador en juego tiene fichas para apostar, ya no hay más apuestas, pero se siguen tirando los dados comunes y la mano se resuelve enseñando los dados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="176"/>
        <source>Betting</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="177"/>
        <source>Betting is standard no-limit. A bet is at least 1 chip; a raise is at least the size of the previous bet or raise in that round.</source>
        <translation>Las apuestas son sin límite, como es costumbre. Una apuesta es de al menos 1 ficha; una subida es al menos del tamaño de la apuesta o subida anterior de esa ronda.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="182"/>
        <source>An all-in for less than that does not reopen the betting for players who already acted; several short all-ins never add up to a reopening.</source>
        <translation>Un all in por menos de eso no reabre las apuestas para quienes ya hablaron; varios all in cortos nunca suman una reapertura.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="187"/>
        <source>A player may always call or bet their whole stack. Side pots follow the usual poker rules: each pot is contested only by those who put chips into it.</source>
        <translation>Un jugador siempre puede igualar o apostar todo su montón. Los botes secundarios siguen las reglas habituales del póker: cada bote solo se lo disputan quienes pusieron fichas en él.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="193"/>
        <source>Uncalled chips return at the end of each betting round.</source>
        <translation>Las fichas que nadie iguala se devuelven al final de cada ronda de apuestas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="194"/>
        <source>Folding is allowed even when checking is free.</source>
        <translation>Se puede retirar uno incluso cuando pasar no cuesta nada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="200"/>
        <source>A hand is made from the six dice: your three private dice and the three community dice. Aces are high and are not wild. The ranks, high to low:</source>
        <translation>Una mano se forma con los seis dados: tus tres dados privados y los tres dados comunes. Los ases son la cara más alta y no son comodín. Las jugadas, de mayor a menor:</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="207"/>
        <source>Special hands and ties</source>
        <translation>Manos especiales y empates</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="208"/>
        <source>9 10 J Q K is not a straight.</source>
        <translation>9 10 J Q K no es escalera.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="209"/>
        <source>Six of a kind counts as five of a kind; two threes make a full house (higher three over lower); three pairs are two pairs with the third pair&apos;s face as the kicker.</source>
        <translation>Seis iguales cuentan como repóker; dos tríos hacen un full (el trío más alto sobre el más bajo); tres parejas son una doble pareja con la cara de la tercera pareja como desempate.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="214"/>
        <source>Within a rank, compare the grouped faces first (the face of the five, four or three; then the pair), then the remaining dice of the best five, highest first. Flushes compare their six dice highest first.</source>
        <translation>Dentro de una misma jugada se comparan primero las caras agrupadas (la cara del repóker, póker o trío; luego la pareja), y después los demás dados de los cinco mejores, del más alto al más bajo. Los colores comparan sus seis dados, del más alto al más bajo.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="220"/>
        <source>Equal hands split the pot; odd chips go one each to the winners in turn order from left of the dealer.</source>
        <translation>Las manos iguales se reparten el bote; las fichas sobrantes van de una en una a los ganadores, por turno desde la izquierda del que reparte.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="225"/>
        <source>The button and the blinds skip players who have no chips.</source>
        <translation>El botón y las ciegas se saltan a los jugadores sin fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="227"/>
        <source>The button and the antes skip players who have no chips.</source>
        <translation>El botón y los antes se saltan a los jugadores sin fichas.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="230"/>
        <source>Hidden dice</source>
        <translation>Dados ocultos</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="231"/>
        <source>A computer player decides only from what its seat may see.</source>
        <translation>Un jugador del ordenador decide solo con lo que puede ver desde su asiento.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="232"/>
        <source>On a shared screen, a human&apos;s private dice are shown only while that human peeks, after the others were asked to look away.</source>
        <translation>En una pantalla compartida, los dados privados de una persona solo se muestran mientras esa persona mira, después de pedir a los demás que aparten la vista.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="239"/>
        <source>Chips are never made or lost: all stacks and all pots always add up to {stack} × the number of players.</source>
        <translation>Las fichas nunca se crean ni se pierden: todos los montones y todos los botes suman siempre {stack} × el número de jugadores.</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <location filename="../qml/SeatPlate.qml" line="28"/>
        <source>computer · %1</source>
        <translation>ordenador · %1</translation>
    </message>
    <message>
        <location filename="../qml/SeatPlate.qml" line="29"/>
        <source>safe</source>
        <translation>a salvo</translation>
    </message>
    <message>
        <location filename="../qml/SeatPlate.qml" line="29"/>
        <source>out</source>
        <translation>fuera</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../desktop/dicebar/session/languages.py" line="11"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="139"/>
        <source>All games</source>
        <extracomment>version 1&apos;s schema, never changed: a new database is made by it and by every migration in turn, in one transaction, so that a new file and a migrated one have the same tables what brings a database of each older version up to the next one, in one transaction each</extracomment>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="142"/>
        <source>table</source>
        <extracomment>the CSV&apos;s columns, in order</extracomment>
        <translation>mesa</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="143"/>
        <source>game</source>
        <translation>juego</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="144"/>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="145"/>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="146"/>
        <source>played</source>
        <translation>jugadas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="147"/>
        <source>won</source>
        <translation>ganadas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="148"/>
        <source>lost</source>
        <translation>perdidas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="149"/>
        <source>bought</source>
        <translation>pagadas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="150"/>
        <source>owes</source>
        <translation>debe</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="151"/>
        <source>rounds</source>
        <translation>rondas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="153"/>
        <source>leaderboard</source>
        <translation>clasificación</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="154"/>
        <source>tab</source>
        <translation>cuenta</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="155"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="156"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="532"/>
        <source>Could not save the CSV in {folder}: {why}.</source>
        <translation>No se pudo guardar el CSV en {folder}: {why}.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="539"/>
        <source>Saved the leaderboard and the tab to {path}.</source>
        <translation>Clasificación y cuenta guardadas en {path}.</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/app/autosave.py" line="78"/>
        <source>{game} with {people}, %n move(s) in</source>
        <extracomment>version 1: a single &quot;seed&quot; (the dice&apos;s, seat k&apos;s computer&apos;s plus k, the throws&apos;) and no seal</extracomment>
        <translation>
            <numerusform>{game} con {people}, %n jugada hecha</numerusform>
            <numerusform>{game} con {people}, %n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/autosave.py" line="218"/>
        <source>The saved game could not be read.</source>
        <extracomment>seconds each save took (for the benchmark and the log&apos;s figures)</extracomment>
        <translation>No se pudo leer la partida guardada.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/autosave.py" line="245"/>
        <source>The saved game was damaged and could not be resumed; the file is kept aside.</source>
        <translation>La partida guardada estaba dañada y no se pudo reanudar; el archivo se guarda aparte.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/settings.py" line="217"/>
        <source>The settings could not be read, so the defaults are used.</source>
        <extracomment>a setting was set (by its name), even to the value it had: a choice made (the Language setting applies it)</extracomment>
        <translation>No se pudieron leer los ajustes, así que se usan los predeterminados.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/settings.py" line="227"/>
        <source>The settings were damaged, so the defaults are used; the old file is kept aside.</source>
        <translation>Los ajustes estaban dañados, así que se usan los predeterminados; el archivo viejo se guarda aparte.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="190"/>
        <source>The statistics were damaged, so a new record was started; the old file is kept aside.</source>
        <extracomment>seconds each finished game took to record (the report&apos;s figure) of which, per game: counting the faces thrown and writing them; and the throws they were (the benchmark&apos;s)</extracomment>
        <translation>Las estadísticas estaban dañadas, así que se empezó un registro nuevo; el archivo viejo se guarda aparte.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/stats.py" line="203"/>
        <source>The statistics cannot be saved on this computer; they last until the program closes.</source>
        <translation>Las estadísticas no se pueden guardar en este ordenador; duran hasta que se cierre el programa.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/app/logs.py" line="23"/>
        <source>Something went wrong inside Dice Bar. Your game is saved; the details are in the log.</source>
        <translation>Algo ha fallado dentro de Dice Bar. Tu partida está guardada; los detalles están en el registro.</translation>
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
        <location filename="../../desktop/dicebar/session/hud.py" line="40"/>
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
    <message>
        <location filename="../../desktop/dicebar/rules/hud.py" line="59"/>
        <source>up to one roll</source>
        <extracomment>a line: words to translate, or text already said (a name, or a line `said` made) what the dice on the table make, as the person looking may see them (`GameType.reading`)</extracomment>
        <translation>hasta una tirada</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/hud.py" line="60"/>
        <source>up to {count} rolls</source>
        <translation>hasta {count} tiradas</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/rules/hud.py" line="63"/>
        <source>no rolls left</source>
        <translation>no quedan tiradas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/hud.py" line="64"/>
        <source>roll {used} of {allowed}: %n roll(s) left</source>
        <translation>
            <numerusform>tirada {used} de {allowed}: queda %n</numerusform>
            <numerusform>tirada {used} de {allowed}: quedan %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/game_session.py" line="52"/>
        <source>Roll</source>
        <extracomment>the steps that end the reason line: the next turn has begun to throw</extracomment>
        <translation>Tirar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/game_session.py" line="53"/>
        <source>Roll all again</source>
        <translation>Tirar todos otra vez</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/game_session.py" line="352"/>
        <source>Keep {kept}, roll {left}</source>
        <extracomment>the steps during which a close-up of the last throw holds (nothing moves its dice); any other ends it ... and while the view shows a close-up of the throw (`closeUps`): the camera&apos;s way in and a look at the dice the dice are thrown from the shared dice cup (Cup.qml), which waits beside the person who may roll the story grew (its own signal: the log views would otherwise rebuild on every other change) a step for the view to play: {&quot;kind&quot;: &quot;throw&quot; | &quot;move&quot; | &quot;counters&quot; | &quot;call&quot;, &quot;seconds&quot;: ..., ...} words for a banner (&quot;Forty-five in three!&quot;, &quot;A horse on you&quot;) the reason line changed: the last result and why, or nothing once the next turn throws the game has ended and its last step has played an action was applied (for autosave): its JSON move every step has played and the displays agree with the model; input or the next computer follows the dice the camera may close in on changed (`closeUp`) words for a screen reader to announce (dicebar.session.spoken): an event as it plays, the reading, the pot the kiosk&apos;s attract demo: computers only, silent; never autosaved nor counted in the statistics a tutorial&apos;s guide: the computers play its script and the person only the moves it waits for the computers&apos; and the throw planner&apos;s seeds, as the save keeps them the hand tray&apos;s dice as the table settled last (with the reading beside them: `_update_hud`) why play stopped (scripted dice ran out), for the HUD; play stays stopped once this is set</extracomment>
        <translation>Guardar {kept}, tirar {left}</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/hud.py" line="38"/>
        <source>{who} rolls for the start</source>
        <translation>{who} tira para empezar</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/hud.py" line="45"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../qml/TableKeys.qml" line="10"/>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <location filename="../qml/TableKeys.qml" line="11"/>
        <source>Return</source>
        <translation>Intro</translation>
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
        <translation>El cubilete: tirar los dados</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="191"/>
        <source>Take the cup</source>
        <translation>Tomar el cubilete</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="343"/>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="363"/>
        <source>seal %1</source>
        <translation>sello %1</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="372"/>
        <source>What the seal proves</source>
        <translation>Qué prueba el sello</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="450"/>
        <source>tap dice to set them aside</source>
        <translation>toca los dados para apartarlos</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="463"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="473"/>
        <source>Stop</source>
        <translation>Plantarse</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="483"/>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="617"/>
        <source>The dice of this game were fixed by a secret seed before the first roll, and this seal locks it in. The seed is shown when the game ends: anyone can then check every roll against the seal.</source>
        <translation>Los dados de esta partida quedaron fijados por una semilla secreta antes de la primera tirada, y este sello la deja cerrada. La semilla se muestra al acabar la partida: entonces cualquiera puede comprobar cada tirada con el sello.</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="627"/>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="670"/>
        <source>seal %1  ·  seed %2</source>
        <translation>sello %1  ·  semilla %2</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="717"/>
        <source>Scan for the receipt</source>
        <translation>Escanea para el recibo</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="746"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="754"/>
        <source>Save the game&apos;s history</source>
        <translation>Guardar el historial de la partida</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="761"/>
        <source>Back to the lobby</source>
        <translation>Volver al inicio</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="805"/>
        <location filename="../qml/TablePage.qml" line="809"/>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="817"/>
        <source>Skip animations</source>
        <translation>Saltar animaciones</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="823"/>
        <location filename="../qml/TablePage.qml" line="826"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="838"/>
        <source>Mute</source>
        <translation>Silencio</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="852"/>
        <source>The story so far</source>
        <translation>Lo que ha pasado</translation>
    </message>
    <message>
        <location filename="../qml/TablePage.qml" line="870"/>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="32"/>
        <source>Not that: tap Roll to throw.</source>
        <extracomment>where a die marked is looked for first: thrown on the felt, peeked at, shown, in the middle; then anywhere</extracomment>
        <translation>Eso no: pulsa Tirar para lanzar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="33"/>
        <source>Not that: tap Stop to end your turn here.</source>
        <translation>Eso no: pulsa Plantarse para acabar aquí tu turno.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="34"/>
        <source>Not that: tap Check.</source>
        <translation>Eso no: pulsa Paso.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="35"/>
        <source>Not that: tap Call.</source>
        <translation>Eso no: pulsa Igualar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="36"/>
        <source>Not that: tap Fold.</source>
        <translation>Eso no: pulsa No voy.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="37"/>
        <source>Not that: bet as the caption says.</source>
        <translation>Eso no: apuesta lo que dice el texto.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="38"/>
        <source>Not that: raise as the caption says.</source>
        <translation>Eso no: sube lo que dice el texto.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="39"/>
        <source>Not that: tap the aces the caption says, then Re-roll.</source>
        <translation>Eso no: toca los ases que dice el texto y luego Volver a tirar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="41"/>
        <source>Not that one: tap the dice showing {faces}, then Roll.</source>
        <translation>Ese no: toca los dados que muestran {faces} y luego Tirar.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="42"/>
        <source>Read this first, then tap Next.</source>
        <translation>Lee esto primero y luego pulsa Siguiente.</translation>
    </message>
    <message>
        <location filename="../../desktop/dicebar/session/tutorial.py" line="43"/>
        <source>Wait a moment: the others are playing.</source>
        <translation>Espera un momento: están jugando los demás.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="13"/>
        <source>Aces in the Pot: everyone starts with two tokens.
Tap Roll to throw both dice.</source>
        <translation>Ases al bote: todos empiezan con dos fichas.
Pulsa Tirar para lanzar los dos dados.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="15"/>
        <source>Your 1 is an ace: each ace puts a token in the pot.
Now Ana and Max roll in turn.</source>
        <translation>Tu 1 es un as: cada as mete una ficha en el bote.
Ahora tiran Ana y Max por turno.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="17"/>
        <source>Ana&apos;s six went to Max: each six passes a token
to the player on the left. Tap Roll.</source>
        <translation>El seis de Ana fue para Max: cada seis pasa una ficha
al jugador de la izquierda. Pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="19"/>
        <source>Aces are paid first: your last token went in the pot,
so your six had nothing to pass. You sit out for now.</source>
        <translation>Los ases se pagan primero: tu última ficha fue al bote,
así que tu seis no tenía nada que pasar. De momento estás fuera.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="21"/>
        <source>Max&apos;s six passed a token left to you: you&apos;re back in!
Tap Roll.</source>
        <translation>El seis de Max te pasó una ficha: ¡vuelves al juego!
Pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="23"/>
        <source>Your six went left to Ana, and you&apos;re out again.
The end begins when one token is left outside the pot.</source>
        <translation>Tu seis fue a la izquierda, para Ana, y vuelves a estar fuera.
El final empieza cuando queda una ficha fuera del bote.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="25"/>
        <source>Ana&apos;s ace left one token outside the pot: Max&apos;s.
He had three rolls to win it, but threw a six.</source>
        <translation>El as de Ana dejó una ficha fuera del bote: la de Max.
Tenía tres tiradas para ganarlo, pero sacó un seis.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="27"/>
        <source>His six passed the last token to you. Roll three
times with no six to win the pot. Tap Roll.</source>
        <translation>Su seis te pasó la última ficha. Tira tres veces
sin sacar un seis para ganar el bote. Pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="29"/>
        <source>No six. Only sixes count now: aces cost nothing.
Two rolls to go. Tap Roll.</source>
        <translation>Ningún seis. Ahora solo cuentan los seises: los ases no cuestan nada.
Quedan dos tiradas. Pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="31"/>
        <source>Still no six. One roll left.
Tap Roll.</source>
        <translation>Sigue sin salir un seis. Queda una tirada.
Pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/aces-in-the-pot.json" line="33"/>
        <source>Three rolls and no six: you win the pot!</source>
        <translation>Tres tiradas y ningún seis: ¡ganas el bote!</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="20"/>
        <source>Bar Dice: roll up to three times for the best hand.
Tap Roll to throw all five dice.</source>
        <translation>Dados de bar: tira hasta tres veces para hacer la mejor mano.
Pulsa Tirar para lanzar los cinco dados.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="22"/>
        <source>Aces are wild: your ace counts as a 5.
Tap the two 5s and the ace, then tap Roll.</source>
        <translation>Los ases son comodín: tu as cuenta como un 5.
Toca los dos 5 y el as, y luego pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="24"/>
        <source>Tap the two 5s and the ace: together, three 5s.</source>
        <translation>Toca los dos 5 y el as: juntos, tres cincos.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="25"/>
        <source>Another 5! Tap it to keep it,
then tap Roll to throw the last die.</source>
        <translation>¡Otro 5! Tócalo para guardarlo
y luego pulsa Tirar para lanzar el último dado.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="27"/>
        <source>Tap the 5, then tap Roll to throw the 2 again.</source>
        <translation>Toca el 5 y luego pulsa Tirar para volver a tirar el 2.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="28"/>
        <source>Four 5s in three rolls: forty-five in three.
That is the mark. Ana and Max try to beat it.</source>
        <translation>Cuatro 5 en tres tiradas: cuatro cincos a la tercera.
Esa es la marca. Ana y Max intentan batirla.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="30"/>
        <source>Both made forty-six in one: a tie for the best.
Only they roll again, in a tie-break.</source>
        <translation>Los dos sacaron cuatro seises a la primera: empate a la mejor.
Solo ellos vuelven a tirar, en un desempate.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="32"/>
        <source>Max wins the tie-break and is safe. The final:
you against Ana, best two hands of three.</source>
        <translation>Max gana el desempate y se salva. La final:
tú contra Ana, al mejor de tres manos.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="34"/>
        <source>Ana stops at fifty-six in one, the best there is.
Tap Roll to try your luck.</source>
        <translation>Ana se planta con cinco seises a la primera, lo mejor que hay.
Pulsa Tirar para probar suerte.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="36"/>
        <source>No ace, so this roll scores nothing, and no hand
beats fifty-six in one. Tap Stop.</source>
        <translation>Sin as esta tirada no anota nada, y ninguna mano
gana a cinco seises a la primera. Pulsa Plantarse.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="38"/>
        <source>Nothing can beat her hand now: tap Stop.</source>
        <translation>Ya nada puede ganar a su mano: pulsa Plantarse.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="39"/>
        <source>A horse on you: Ana has won one hand.
You bring it back: tap Roll.</source>
        <translation>Una raya para ti: Ana ha ganado una mano.
Tú vuelves a abrir: pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="41"/>
        <source>Forty-four so far: the ace counts as a 4.
Tap the ace and the three 4s, then tap Roll.</source>
        <translation>De momento cuatro cuatros: el as cuenta como un 4.
Toca el as y los tres 4, y luego pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="43"/>
        <source>Tap the ace and the three 4s, then tap Roll.</source>
        <translation>Toca el as y los tres 4, y luego pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="44"/>
        <source>Fifty-four in two: five 4s with the ace!
Tap Stop to make it the mark.</source>
        <translation>Cinco cuatros a la segunda: ¡cinco 4 con el as!
Pulsa Plantarse para que sea la marca.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="46"/>
        <source>Fifty-four is a fine hand: tap Stop.</source>
        <translation>Cinco cuatros es una buena mano: pulsa Plantarse.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="47"/>
        <source>Ana has three rolls to beat fifty-four in two.</source>
        <translation>Ana tiene tres tiradas para batir cinco cuatros a la segunda.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="49"/>
        <source>Forty-three in three loses: a horse a piece.
Ana sets the mark for the last hand.</source>
        <translation>Cuatro treses a la tercera pierde: una raya cada uno.
Ana pone la marca de la última mano.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="51"/>
        <source>Ana stops at forty-five in two.
Tap Roll to beat it.</source>
        <translation>Ana se planta con cuatro cincos a la segunda.
Pulsa Tirar para batirla.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="53"/>
        <source>Forty-six in one: four 6s beat four 5s.
Tap Stop to win the final.</source>
        <translation>Cuatro seises a la primera: cuatro 6 ganan a cuatro 5.
Pulsa Plantarse para ganar la final.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="55"/>
        <source>Forty-six beats her forty-five: tap Stop.</source>
        <translation>Tus cuatro seises ganan a sus cuatro cincos: pulsa Plantarse.</translation>
    </message>
    <message>
        <location filename="../tutorials/bar-dice.json" line="56"/>
        <source>You win the final and are safe.
Ana is left, so Ana buys the round!</source>
        <translation>Ganas la final y te salvas.
Queda Ana, así que ¡Ana paga la ronda!</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="19"/>
        <source>Fives to the Right: your dice travel as they land.
Tap Roll to throw your five dice.</source>
        <translation>Cincos a la derecha: tus dados viajan según caen.
Pulsa Tirar para lanzar tus cinco dados.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="21"/>
        <source>Aces go to the centre, deuces left to Ana,
fives right to Max. Threes, fours and sixes stay.</source>
        <translation>Los ases van al centro, los doses a la izquierda, para Ana,
los cincos a la derecha, para Max. Treses, cuatros y seises se quedan.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="23"/>
        <source>An ace, deuce or five showed, so you roll again
with the dice you still hold. Tap Roll.</source>
        <translation>Salió un as, un dos o un cinco, así que vuelves a tirar
con los dados que te quedan. Pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="25"/>
        <source>Nothing moved this time, so your turn ends.
Watch Ana and Max: their dice can come to you.</source>
        <translation>Esta vez no se movió nada, así que acaba tu turno.
Mira a Ana y a Max: sus dados pueden venir a ti.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="27"/>
        <source>Ana&apos;s fives and Max&apos;s deuce came to you.
Tap Roll to throw your five dice.</source>
        <translation>Te llegaron los cincos de Ana y el dos de Max.
Pulsa Tirar para lanzar tus cinco dados.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="29"/>
        <source>Four aces to the centre, the deuce to Ana.
No dice left: you are out, for now.</source>
        <translation>Cuatro ases al centro, el dos para Ana.
Sin dados: de momento estás fuera.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="31"/>
        <source>Ana&apos;s five came to you, so you are back in.
Max put his last two dice in: he is out.</source>
        <translation>Te llegó el cinco de Ana, así que vuelves al juego.
Max metió sus dos últimos dados: está fuera.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="33"/>
        <source>Your turn again.
Tap Roll to throw your one die.</source>
        <translation>Te vuelve a tocar.
Pulsa Tirar para lanzar tu único dado.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="35"/>
        <source>An ace: into the centre. One die is left now:
whoever rolls the last ace pays the bill.</source>
        <translation>Un as: al centro. Ahora queda un dado:
quien saque el último as paga la cuenta.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="37"/>
        <source>Ana rolled a five, so the last die comes to you.
Tap Roll, and hope it is not an ace!</source>
        <translation>Ana sacó un cinco, así que el último dado viene a ti.
Pulsa Tirar, ¡y que no sea un as!</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="39"/>
        <source>A deuce: the die goes left to Ana.
If she rolls an ace, she pays.</source>
        <translation>Un dos: el dado va a la izquierda, para Ana.
Si saca un as, paga ella.</translation>
    </message>
    <message>
        <location filename="../tutorials/fives-to-the-right.json" line="41"/>
        <source>Ana rolled the last ace, so Ana pays the bill!</source>
        <translation>Ana sacó el último as, así que ¡Ana paga la cuenta!</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="15"/>
        <source>Layman: first one roll each; the highest is safe.
Tap Roll to throw all five dice.</source>
        <translation>Layman: primero una tirada cada uno; la más alta se salva.
Pulsa Tirar para lanzar los cinco dados.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="17"/>
        <source>The ace is wild: with your three 2s, forty-two.
Ana and Max now roll once each.</source>
        <translation>El as es comodín: con tus tres 2, cuatro doses (42).
Ahora Ana y Max tiran una vez cada uno.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="19"/>
        <source>Max made forty-two too. One tie, all tie:
everyone rolls again. Tap Roll.</source>
        <translation>Max también sacó cuatro doses. Empata uno, empatan todos:
todos vuelven a tirar. Pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="21"/>
        <source>Thirty-four for you.
Ana and Max roll again.</source>
        <translation>Tres cuatros (34) para ti.
Ana y Max vuelven a tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="23"/>
        <source>Ana&apos;s forty-six is highest: Ana is safe. You and
Max play best two turns of three.</source>
        <translation>Los cuatro seises de Ana son lo más alto: Ana se salva. Tú y
Max jugáis al mejor de tres asaltos.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="25"/>
        <source>Max rolled last: he is the hammer and goes first.
No ace yet, so he can&apos;t farm; he rolls all five.</source>
        <translation>Max tiró el último: es el martillo y empieza.
Aún no hay as, así que no puede guardar dados; tira los cinco.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="27"/>
        <source>Max farmed an ace and 4s: fifty-four all day,
five 4s in three rolls. Tap Roll to beat it.</source>
        <translation>Max guardó un as y varios 4: cinco cuatros a la tercera,
cinco 4 en tres tiradas. Pulsa Tirar para batirlo.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="29"/>
        <source>An ace: now you may farm (set dice aside).
Tap the ace and the two 4s, then tap Roll.</source>
        <translation>Un as: ahora puedes guardar dados (apartarlos).
Toca el as y los dos 4, y luego pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="31"/>
        <source>Farm the ace and the two 4s, then tap Roll.</source>
        <translation>Guarda el as y los dos 4, y luego pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="32"/>
        <source>Fifty-four in two: the same hand in fewer rolls
beats his fifty-four all day. Tap Stop.</source>
        <translation>Cinco cuatros a la segunda: la misma mano en menos tiradas
gana a sus cinco cuatros a la tercera. Pulsa Plantarse.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="34"/>
        <source>Your fifty-four in two already wins: tap Stop.</source>
        <translation>Tus cinco cuatros a la segunda ya ganan: pulsa Plantarse.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="35"/>
        <source>A horse on Max! You rolled last, so you are
the hammer now and set the pace. Tap Roll.</source>
        <translation>¡Una raya para Max! Tiraste el último, así que ahora
eres el martillo y marcas el ritmo. Pulsa Tirar.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="37"/>
        <source>Forty-six in one! Stop now, and Max gets
just one roll to beat it. Tap Stop.</source>
        <translation>¡Cuatro seises a la primera! Plántate ya, y Max tendrá
una sola tirada para batirlo. Pulsa Plantarse.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="39"/>
        <source>Stop now: then Max has only one roll.</source>
        <translation>Plántate ya: así Max solo tiene una tirada.</translation>
    </message>
    <message>
        <location filename="../tutorials/layman-bar-dice.json" line="40"/>
        <source>Max&apos;s one roll made thirty-three: you win again.
Max lost two turns: he is the sponsor and buys!</source>
        <translation>Max sacó tres treses (33) en su única tirada: vuelves a ganar.
Max perdió dos asaltos: ¡invita él y paga!</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="14"/>
        <source>PeekPoker: everyone has put in 1 chip, the ante.
Tap Shake your cup to throw your three dice.</source>
        <translation>PeekPoker: todos han puesto 1 ficha, el ante.
Pulsa Agita tu cubilete para lanzar tus tres dados.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="16"/>
        <source>Only you may look under your cup: press and hold
it to peek at your three dice, then tap Next.</source>
        <translation>Solo tú puedes mirar bajo tu cubilete: mantenlo pulsado
para ver tus tres dados y luego pulsa Siguiente.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="18"/>
        <source>An ace, a king and a nine. Bet 1 chip: the others
must put in 1 too to stay in. Tap Bet 1.</source>
        <translation>Un as, un rey y un nueve. Apuesta 1 ficha: los demás
tienen que poner 1 también para seguir. Pulsa Apostar 1.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="20"/>
        <source>Bet 1 for now: tap Bet 1.</source>
        <translation>De momento apuesta 1: pulsa Apostar 1.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="21"/>
        <source>Ana calls and Max folds. Then the dealer rolls three
community dice: they count in every hand.</source>
        <translation>Ana iguala y Max no va. Luego el que reparte tira tres
dados comunes: cuentan en la mano de todos.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="23"/>
        <source>With them you have three kings. Tap Check
to go on without betting.</source>
        <translation>Con ellos tienes un trío de reyes. Pulsa Paso
para seguir sin apostar.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="25"/>
        <source>Tap Check: no need to bet more yet.</source>
        <translation>Pulsa Paso: aún no hace falta apostar más.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="26"/>
        <source>Ana bets 1 chip. Match it to stay in:
tap Call 1.</source>
        <translation>Ana apuesta 1 ficha. Iguálala para seguir:
pulsa Igualar 1.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="28"/>
        <source>Tap Call 1 to match Ana&apos;s bet.</source>
        <translation>Pulsa Igualar 1 para igualar la apuesta de Ana.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="29"/>
        <source>Crazy aces: at the showdown you may re-roll your
own aces. Tap your ace, then tap Re-roll 1 ace.</source>
        <translation>Ases locos: al enseñar puedes volver a tirar
tus propios ases. Toca tu as y luego pulsa Volver a tirar 1 as.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="31"/>
        <location filename="../tutorials/peekpoker.json" line="31"/>
        <source>Tap your ace, then tap Re-roll 1 ace.</source>
        <translation>Toca tu as y luego pulsa Volver a tirar 1 as.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="32"/>
        <source>Another ace! An ace from a re-roll may be re-rolled
again. Tap it, then tap Re-roll 1 ace.</source>
        <translation>¡Otro as! Un as que sale al volver a tirar se puede
volver a tirar. Tócalo y pulsa Volver a tirar 1 as.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="35"/>
        <source>Your re-roll made four kings: they beat Ana&apos;s
two pairs, and that pot went to you!</source>
        <translation>Al volver a tirar hiciste póker de reyes: gana a la doble
pareja de Ana, ¡y ese bote es tuyo!</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="37"/>
        <source>Hand two: you deal. Ana has only 1 chip left.
Tap Shake your cup.</source>
        <translation>Segunda mano: repartes tú. A Ana solo le queda 1 ficha.
Pulsa Agita tu cubilete.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="39"/>
        <source>Peek: a pair of queens. Ana and Max checked.
Bet the pot: tap Pot 3, then Bet 3.</source>
        <translation>Mira: pareja de damas. Ana y Max pasaron.
Apuesta el bote: pulsa Bote 3 y luego Apostar 3.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="41"/>
        <source>Tap Pot 3 first, so the button says Bet 3.</source>
        <translation>Pulsa primero Bote 3, para que el botón diga Apostar 3.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="42"/>
        <source>Ana calls with her last chip: she&apos;s all in. Chips
beyond hers go to a side pot for you and Max.</source>
        <translation>Ana iguala con su última ficha: va con todo. Las fichas
que pasan de las suyas van a un bote secundario para ti y Max.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="44"/>
        <source>You deal, so you roll the community dice.
Tap Roll the community dice.</source>
        <translation>Repartes tú, así que tiras los dados comunes.
Pulsa Tirar los dados comunes.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="46"/>
        <source>Ana&apos;s four kings take the main pot. Your three
queens beat Max&apos;s pair of tens: the side pot&apos;s yours.</source>
        <translation>El póker de reyes de Ana se lleva el bote principal. Tu trío
de damas gana a la pareja de dieces de Max: el bote secundario es tuyo.</translation>
    </message>
    <message>
        <location filename="../tutorials/peekpoker.json" line="48"/>
        <source>Two hands played, and you have the most chips:
you win! Max is out of chips.</source>
        <translation>Dos manos jugadas y tienes más fichas que nadie:
¡ganas! Max se ha quedado sin fichas.</translation>
    </message>
</context>
<context>
    <name>TutorialLayer</name>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="332"/>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="340"/>
        <source>Skip step</source>
        <translation>Saltar paso</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="349"/>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="359"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="397"/>
        <source>You&apos;ve learnt %1</source>
        <translation>Has aprendido %1</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="423"/>
        <source>Play a real game</source>
        <translation>Jugar una partida de verdad</translation>
    </message>
    <message>
        <location filename="../qml/TutorialLayer.qml" line="433"/>
        <source>Back to the lobby</source>
        <translation>Volver al inicio</translation>
    </message>
</context>
</TS>
