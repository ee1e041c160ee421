<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AppMenus</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubLobby</name>
    <message numerus="yes">
        <source>%1: %n open tables.</source>
        <extracomment>%1: the club&apos;s address, %n: how many open tables it lists.</extracomment>
        <translation>
            <numerusform>%1: %n open table.</numerusform>
            <numerusform>%1: %n open tables.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyResultDialog</name>
    <message numerus="yes">
        <source>Winning streak: %n days</source>
        <translation>
            <numerusform>Winning streak: %n day</numerusform>
            <numerusform>Winning streak: %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best: %n</source>
        <translation>
            <numerusform>best: %n</numerusform>
            <numerusform>best: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message numerus="yes">
        <source>%n results wait to be sent.</source>
        <translation>
            <numerusform>%n result waits to be sent.</numerusform>
            <numerusform>%n results wait to be sent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Exported %n hands to %1.</source>
        <translation>
            <numerusform>Exported %n hand to %1.</numerusform>
            <numerusform>Exported %n hands to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message numerus="yes">
        <source>%n players sent a result for this day.</source>
        <translation>
            <numerusform>%n player sent a result for this day.</numerusform>
            <numerusform>%n players sent a result for this day.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>%1 · %n players · score before the hand %2-%3</source>
        <translation>
            <numerusform>%1 · %n player · score before the hand %2-%3</numerusform>
            <numerusform>%1 · %n players · score before the hand %2-%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>coach</name>
    <message numerus="yes">
        <source>you win the envido about %n times in 10</source>
        <translation>
            <numerusform>you win the envido about %n time in 10</numerusform>
            <numerusform>you win the envido about %n times in 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the flor about %n times in 10</source>
        <translation>
            <numerusform>you win the flor about %n time in 10</numerusform>
            <numerusform>you win the flor about %n times in 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the hand about %n times in 10</source>
        <translation>
            <numerusform>you win the hand about %n time in 10</numerusform>
            <numerusform>you win the hand about %n times in 10</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>daily</name>
    <message numerus="yes">
        <source>%1 in %n hands</source>
        <translation>
            <numerusform>%1 in %n hand</numerusform>
            <numerusform>%1 in %n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message numerus="yes">
        <source>Imported %n hands.</source>
        <translation>
            <numerusform>Imported %n hand.</numerusform>
            <numerusform>Imported %n hands.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>worth %n if accepted</source>
        <translation>
            <numerusform>worth %n if accepted</numerusform>
            <numerusform>worth %n if accepted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n points</source>
        <extracomment>Under the bubble of the best envido or flor: the points his team wins.</extracomment>
        <translation>
            <numerusform>wins %n point</numerusform>
            <numerusform>wins %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n</source>
        <extracomment>The points a match is played to.</extracomment>
        <translation>
            <numerusform>to %n</numerusform>
            <numerusform>to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stake &lt;b&gt;%n points&lt;/b&gt;</source>
        <extracomment>What the hand is worth now; keep the &lt;b&gt; markup around the number.</extracomment>
        <translation>
            <numerusform>Stake &lt;b&gt;%n point&lt;/b&gt;</numerusform>
            <numerusform>Stake &lt;b&gt;%n points&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
</TS>
