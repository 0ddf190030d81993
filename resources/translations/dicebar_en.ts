<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AcesInThePot</name>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="78"/>
        <source>Pot: %n token(s)</source>
        <translation>
            <numerusform>Pot: %n token</numerusform>
            <numerusform>Pot: %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="105"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BettingBar</name>
    <message numerus="yes">
        <location filename="../qml/BettingBar.qml" line="230"/>
        <source>Re-roll %n ace(s)</source>
        <translation>
            <numerusform>Re-roll %n ace</numerusform>
            <numerusform>Re-roll %n aces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/BettingBar.qml" line="230"/>
        <source>Keep my %n ace(s)</source>
        <translation>
            <numerusform>Keep my ace</numerusform>
            <numerusform>Keep my aces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FivesToTheRight</name>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="59"/>
        <source>Centre: %n (die/dice)</source>
        <translation>
            <numerusform>Centre: %n die</numerusform>
            <numerusform>Centre: %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="71"/>
        <source>%n (die/dice)</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message numerus="yes">
        <location filename="../qml/LeaderboardPage.qml" line="219"/>
        <source>%1 owes %2 %n round(s)</source>
        <translation>
            <numerusform>%1 owes %2 a round</numerusform>
            <numerusform>%1 owes %2 %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LuckChart</name>
    <message numerus="yes">
        <location filename="../qml/LuckChart.qml" line="20"/>
        <source>%n (die/dice)</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PeekPoker</name>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="109"/>
        <source>pot: %n chip(s)</source>
        <translation>
            <numerusform>pot: %n chip</numerusform>
            <numerusform>pot: %n chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="122"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message numerus="yes">
        <location filename="../qml/PinPad.qml" line="134"/>
        <source>Too many wrong PINs. Try again in %n s.</source>
        <translation>
            <numerusform>Too many wrong PINs. Try again in %n s.</numerusform>
            <numerusform>Too many wrong PINs. Try again in %n s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="23"/>
        <source>The game stops after %n hand(s) (or sooner, if one player wins every chip); whoever has the most chips wins, and players tied on the most share the win.</source>
        <translation>
            <numerusform>The game stops after %n hand (or sooner, if one player wins every chip); whoever has the most chips wins, and players tied on the most share the win.</numerusform>
            <numerusform>The game stops after %n hands (or sooner, if one player wins every chip); whoever has the most chips wins, and players tied on the most share the win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/peekpoker_page.py" line="150"/>
        <source>Each player starts with a stack of %n chip(s).</source>
        <translation>
            <numerusform>Each player starts with a stack of %n chip.</numerusform>
            <numerusform>Each player starts with a stack of %n chips.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/app/autosave.py" line="78"/>
        <source>{game} with {people}, %n move(s) in</source>
        <extracomment>version 1: a single &quot;seed&quot; (the dice&apos;s, seat k&apos;s computer&apos;s plus k, the throws&apos;) and no seal</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/hud.py" line="64"/>
        <source>roll {used} of {allowed}: %n roll(s) left</source>
        <translation>
            <numerusform>roll {used} of {allowed}: %n roll left</numerusform>
            <numerusform>roll {used} of {allowed}: %n rolls left</numerusform>
        </translation>
    </message>
</context>
</TS>
