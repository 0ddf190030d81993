<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AcesInThePot</name>
    <message numerus="yes">
        <location filename="../../desktop/dicebar/rules/aces_in_the_pot.py" line="95"/>
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
        <location filename="../qml/BettingBar.qml" line="172"/>
        <source>Re-roll %n ace(s)</source>
        <translation>
            <numerusform>Re-roll %n ace</numerusform>
            <numerusform>Re-roll %n aces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/BettingBar.qml" line="172"/>
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
        <location filename="../../desktop/dicebar/rules/fives_to_the_right.py" line="70"/>
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
        <location filename="../qml/LeaderboardPage.qml" line="214"/>
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
        <location filename="../../desktop/dicebar/rules/peekpoker.py" line="116"/>
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
        <location filename="../qml/PinPad.qml" line="116"/>
        <source>Too many wrong PINs. Try again in %n s.</source>
        <translation>
            <numerusform>Too many wrong PINs. Try again in %n s.</numerusform>
            <numerusform>Too many wrong PINs. Try again in %n s.</numerusform>
        </translation>
    </message>
</context>
</TS>
