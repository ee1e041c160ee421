<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Truco</source>
        <translation>O programie Truco</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Wersja %1</translation>
    </message>
    <message>
        <source>Argentine Truco, Truco Mineiro and Truco Paulista against computer players, offline, in seven languages.</source>
        <translation>Truco argentyńskie, Truco Mineiro i Truco Paulista przeciwko graczom komputerowym, bez internetu, w siedmiu językach.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (%1). You may share and change it under its terms; it comes with no warranty.</source>
        <extracomment>%1 is the licence's short name (GPL-3.0-or-later) as a link.</extracomment>
        <translation>Wolne oprogramowanie na licencji GNU General Public License w wersji 3 lub późniejszej (%1). Możesz je rozpowszechniać i zmieniać na jej warunkach; nie jest objęte żadną gwarancją.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>AppMenus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>The levels the Options menu offers (``bots.levels``). The first match that teaches (issue 33), at any time.</extracomment>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Partia &amp;dnia</translation>
    </message>
    <message>
        <source>&amp;Replay last hand</source>
        <translation>&amp;Powtórka ostatniego rozdania</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statystyki</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Gracze</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Flor</source>
        <translation>&amp;Flor</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Bez flor</translation>
    </message>
    <message>
        <source>Simple (3 points a flor)</source>
        <translation>Prosty (3 punkty za flor)</translation>
    </message>
    <message>
        <source>Full (with contraflor)</source>
        <translation>Pełny (z contraflor)</translation>
    </message>
    <message>
        <source>&amp;Match to</source>
        <translation>&amp;Partia do</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>F&amp;alta envido</source>
        <translation>F&amp;alta envido</translation>
    </message>
    <message>
        <source>Worth what the leader needs to win</source>
        <translation>Tyle, ile prowadzącym brakuje do wygranej</translation>
    </message>
    <message>
        <source>Wins the match while the leader is in the malas</source>
        <translation>Wygrywa partię, gdy prowadzący są w malas</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Talia</translation>
    </message>
    <message>
        <source>Dirty deck (40 cards)</source>
        <translation>Brudna talia (40 kart)</translation>
    </message>
    <message>
        <source>Clean deck (24 cards)</source>
        <translation>Czysta talia (24 karty)</translation>
    </message>
    <message>
        <source>&amp;Best of three</source>
        <translation>&amp;Do dwóch wygranych partii</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opcje</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Załóż s&amp;tół…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Dołą&amp;cz do stołu…</translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation>Gra &amp;online…</translation>
    </message>
    <message>
        <source>&amp;Gallo (3 players)</source>
        <extracomment>The Rules menu's entry for the three-player gallo's mode (AR-GALLO-2).</extracomment>
        <translation>Ga&amp;llo (3 graczy)</translation>
    </message>
    <message>
        <source>Rotating: the mano is the gallo</source>
        <extracomment>The gallo of each hand is its mano, so the role goes round the table.</extracomment>
        <translation>Rotacyjny: gallo jest mano</translation>
    </message>
    <message>
        <source>Fixed: you are the gallo</source>
        <translation>Stały: ty jesteś gallo</translation>
    </message>
    <message>
        <source>Fixed: the player on your right</source>
        <translation>Stały: gracz po twojej prawej</translation>
    </message>
    <message>
        <source>Fixed: the player on your left</source>
        <translation>Stały: gracz po twojej lewej</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Przeciwnicy</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>Pa&amp;rtner</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>C&amp;haracters…</source>
        <extracomment>Opens the dialog where the player picks the computer players (characters).</extracomment>
        <translation>Po&amp;stacie…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Tryb &amp;animacji</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolny</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybki</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Błyskawiczny</translation>
    </message>
    <message>
        <source>&amp;Next hand by itself after a pause</source>
        <extracomment>An option, off by default: the hand's summary goes and the next hand is dealt by itself after a pause, instead of waiting for you.</extracomment>
        <translation>Następne rozdanie samo po c&amp;hwili</translation>
    </message>
    <message>
        <source>Deck st&amp;yle</source>
        <translation>&amp;Wygląd talii</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>&amp;Four-colour French deck</source>
        <translation>&amp;Czterokolorowa talia francuska</translation>
    </message>
    <message>
        <source>Show my &amp;envido</source>
        <extracomment>An option, on by default: your own envido points shown by your cards while an envido may be called ("You have 29"); purists turn it off.</extracomment>
        <translation>Pokaż moje &amp;envido</translation>
    </message>
    <message>
        <source>P&amp;artner asks me first</source>
        <translation>Partner pyta mnie &amp;najpierw</translation>
    </message>
    <message>
        <source>Opponents can &amp;catch signs</source>
        <translation>Przeciwnicy mogą zauważyć zna&amp;ki</translation>
    </message>
    <message>
        <source>Show what se&amp;ñas mean</source>
        <extracomment>An option, on by default: the señas' meanings written in the log and on the faces ("Rosa signals: Un dos"); off, only that a sign was made, so the player reads the faces as at a real table. Keep "señas" as in "Partner signals (señas)"; the accelerator is on ñ only so that the English never clashes: choose your own.</extracomment>
        <translation>Pokaz&amp;uj znaczenie znaków</translation>
    </message>
    <message>
        <source>Hints and &amp;tips</source>
        <extracomment>The coach's options (issue 33): a submenu with "Hints" and "Show tips".</extracomment>
        <translation>Podpowiedzi i porad&amp;y</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <extracomment>An option, on by default: the Hint button (and the H key) at your turn, where the coach says what he would do and why (never in a match played online).</extracomment>
        <translation>&amp;Podpowiedzi</translation>
    </message>
    <message>
        <source>Show &amp;tips</source>
        <extracomment>An option, on by default: a tip shown the first time its situation comes up.</extracomment>
        <translation>Pokazuj po&amp;rady</translation>
    </message>
    <message>
        <source>&amp;Look back after each hand</source>
        <extracomment>An option, on by default: after each hand, a button by its summary opens the coach's look back at the player's dearest choices.</extracomment>
        <translation>&amp;Spojrzenie wstecz po każdym rozdaniu</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>&amp;Dźwięk</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>&amp;Głośność</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A sound volume in percent of full, e.g. "75%" (Turkish: "%75").</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>Partner may ans&amp;wer for the team</source>
        <extracomment>Off by default: a call addressed to your team waits for your answer.</extracomment>
        <translation>Partner może &amp;odpowiadać za drużynę</translation>
    </message>
    <message>
        <source>Partner si&amp;gnals (señas)</source>
        <translation>&amp;Znaki partnera (señas)</translation>
    </message>
    <message>
        <source>Daily &amp;leaderboard…</source>
        <extracomment>Opens the dialog where the player opts in to the online daily leaderboard.</extracomment>
        <translation>Rank&amp;ing dnia…</translation>
    </message>
    <message>
        <source>&amp;Tips</source>
        <translation>&amp;Porady</translation>
    </message>
    <message>
        <source>&amp;Señas (signs)</source>
        <translation>&amp;Señas (znaki)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <extracomment>Help: the coach's guided hand, the first match that teaches.</extracomment>
        <translation>&amp;Naucz się grać</translation>
    </message>
    <message>
        <source>&amp;About Truco</source>
        <translation>&amp;O programie Truco</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Zasady: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Vira</source>
        <translation>Vira</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>rozdający</translation>
    </message>
    <message>
        <source>mano</source>
        <translation>mano</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>parda</source>
        <extracomment>A tied trick (Truco term, usually kept as it is).</extracomment>
        <translation>parda</translation>
    </message>
    <message>
        <source>parda</source>
        <comment>Mineiro, Paulista</comment>
        <extracomment>A tied trick at a Brazilian table (Mineiro, Paulista); Brazilians say "empate".</extracomment>
        <translation>parda</translation>
    </message>
</context>
<context>
    <name>CharactersDialog</name>
    <message>
        <source>A different player each game, chosen by the game.</source>
        <extracomment>The partner picks and the opponent picks (lists of keys or "auto"). (is partner, index in its list) of each row shown.</extracomment>
        <translation>W każdej partii inny gracz, wybrany przez grę.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Postacie</translation>
    </message>
    <message>
        <source>Who plays at the table</source>
        <translation>Kto gra przy stole</translation>
    </message>
    <message>
        <source>Pick your partner and your opponents, or let the game choose. Each plays at the level chosen in Options, in a style of their own. The players you pick sit down from the next game.</source>
        <translation>Wybierz partnera i przeciwników albo pozwól wybrać grze. Każdy gra na poziomie ustawionym w Opcjach, we własnym stylu. Wybrani gracze siadają do stołu od następnej partii.</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Partner %1</source>
        <extracomment>A seat in the Characters dialog: "Partner 2".</extracomment>
        <translation>Partner %1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <extracomment>A seat in the Characters dialog: "Opponent 2".</extracomment>
        <translation>Przeciwnik %1</translation>
    </message>
    <message>
        <source>Let the game choose</source>
        <translation>Niech gra wybierze</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>ClubLobby</name>
    <message>
        <source>Play online</source>
        <extracomment>The list's columns: how many play, the free seats, who sits, the match's state. A seat was asked for: the table's window (the game shows it and keeps it). Our seats at club tables (their tokens): leaving a table is not losing it. The club the list is of (as typed), its pinned fingerprint, its tables. The club last asked for (a slower answer from another one is not shown).</extracomment>
        <translation>Gra online</translation>
    </message>
    <message>
        <source>Cl&amp;ub:</source>
        <translation>K&amp;lub:</translation>
    </message>
    <message>
        <source>the club's address, for example club.example.org</source>
        <translation>adres klubu, na przykład club.example.org</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Połącz</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>Open &amp;tables:</source>
        <translation>Otwarte &amp;stoły:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Odmiana</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Wolne miejsca</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Siedzą</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partia</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>Dołą&amp;cz</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>K&amp;od:</translation>
    </message>
    <message>
        <source>Join b&amp;y code</source>
        <translation>Dołącz kod&amp;em</translation>
    </message>
    <message>
        <source>&amp;Quick play</source>
        <translation>Szy&amp;bka gra</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>&amp;Utwórz</translation>
    </message>
    <message>
        <source>Type the club's address.</source>
        <translation>Wpisz adres klubu.</translation>
    </message>
    <message>
        <source>Reaching the club…</source>
        <translation>Łączenie z klubem…</translation>
    </message>
    <message>
        <source>A club is reached over a secure connection only: https://</source>
        <translation>Z klubem łączy się tylko bezpiecznym połączeniem: https://</translation>
    </message>
    <message>
        <source>That is not a club's address (%1).</source>
        <extracomment>%1: what is wrong with the address (in English).</extracomment>
        <translation>To nie jest adres klubu (%1).</translation>
    </message>
    <message>
        <source>The club's certificate was not trusted.</source>
        <translation>Nie zaufano certyfikatowi klubu.</translation>
    </message>
    <message>
        <source>Playing online needs the game's online part: %1</source>
        <extracomment>%1: the command that installs it.</extracomment>
        <translation>Gra online wymaga sieciowej części gry: %1</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2: the system's words for the failure.</extracomment>
        <translation>Nie można połączyć się z klubem pod adresem %1 (%2).</translation>
    </message>
    <message>
        <source>Trust this club?</source>
        <translation>Zaufać temu klubowi?</translation>
    </message>
    <message>
        <source>The club at %1 has a certificate of its own, not one the system knows. Trust it only if its fingerprint is the one the club's people gave you:</source>
        <extracomment>%1: the club's address. The certificate's fingerprint follows on its own lines.</extracomment>
        <translation>Klub pod adresem %1 ma własny certyfikat, którego system nie zna. Zaufaj mu tylko wtedy, gdy jego odcisk jest taki, jaki podali ci ludzie z klubu:</translation>
    </message>
    <message>
        <source>Once trusted, the game refuses this club if its certificate changes.</source>
        <translation>Po zaufaniu gra odrzuci ten klub, jeśli zmieni się jego certyfikat.</translation>
    </message>
    <message>
        <source>&amp;Trust</source>
        <translation>&amp;Zaufaj</translation>
    </message>
    <message>
        <source>The club's certificate has changed since you trusted it, so the game does not connect: someone may stand between you and the club. If the club's people say they changed it, its new fingerprint is %1.</source>
        <extracomment>%1: the new certificate's fingerprint.</extracomment>
        <translation>Certyfikat klubu zmienił się, odkąd mu zaufałeś, więc gra się nie łączy: ktoś może stać między tobą a klubem. Jeśli ludzie z klubu mówią, że go zmienili, jego nowy odcisk to %1.</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>trwa gra</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nie rozpoczęta</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(bez nazwy)</translation>
    </message>
    <message>
        <source>%1 (your seat)</source>
        <extracomment>A listed table where we left a seat that is still kept for us.</extracomment>
        <translation>%1 (twoje miejsce)</translation>
    </message>
    <message>
        <source>No open table right now: create one, or quick play.</source>
        <translation>Teraz nie ma otwartych stołów: utwórz stół albo wybierz szybką grę.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n open tables.</source>
        <extracomment>%1: the club's address, %n: how many open tables it lists.</extracomment>
        <translation>
            <numerusform>%1: %n otwarty stół.</numerusform>
            <numerusform>%1: %n otwarte stoły.</numerusform>
            <numerusform>%1: %n otwartych stołów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Wpisz kod stołu.</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name of a new club table when none is typed: %1 its owner's name.</extracomment>
        <translation>Stół gracza %1</translation>
    </message>
</context>
<context>
    <name>ClubTableWindow</name>
    <message>
        <source>That table is no longer open at the club: its match ended or everyone left. Choose another table, or create one.</source>
        <extracomment>A club's server restarted under a match comes back within seconds: the tries to reach it again with the seat's token, and the pause before each (ms). Where our seat's token is kept (``club_key``: the club as the store names it), and whether we came back with one (a seat we left).</extracomment>
        <translation>Ten stół nie jest już otwarty w klubie: partia się skończyła albo wszyscy wyszli. Wybierz inny stół albo utwórz nowy.</translation>
    </message>
    <message>
        <source>Your seat at that table went to someone else while you were away. Join it again to take a free seat, or choose another table.</source>
        <translation>Podczas twojej nieobecności twoje miejsce przy tym stole zajął ktoś inny. Dołącz ponownie, aby zająć wolne miejsce, albo wybierz inny stół.</translation>
    </message>
    <message>
        <source>Give your friends the club's address and this code: they choose Play online… in the Game menu and join by the code. Empty seats are played by the computer.</source>
        <translation>Podaj znajomym adres klubu i ten kod: wybierają Gra online… w menu Gra i dołączają kodem. Na pustych miejscach gra komputer.</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2 the system's words for the failure.</extracomment>
        <translation>Nie można połączyć się z klubem pod adresem %1 (%2).</translation>
    </message>
    <message>
        <source>The connection to the club was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Połączenie z klubem zerwane; ponawiam próbę (%1 z %2)…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Coś poszło nie tak</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Szczegóły zapisano w pliku %1.</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Nie udało się zapisać szczegółów w pliku dziennika.</translation>
    </message>
    <message>
        <source>The game hit an unexpected error. Your match was saved after your last move, so you can carry on or restart the game without losing it. %1</source>
        <extracomment>%1 says where the details were written (the next sentence).</extracomment>
        <translation>W grze wystąpił nieoczekiwany błąd. Partia została zapisana po twoim ostatnim ruchu, więc możesz grać dalej albo uruchomić grę ponownie i niczego nie stracisz. %1</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Kopiuj szczegóły</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Skopiowano</translation>
    </message>
</context>
<context>
    <name>DailyResultDialog</name>
    <message>
        <source>Daily deal</source>
        <translation>Partia dnia</translation>
    </message>
    <message>
        <source>You won today's deal!</source>
        <translation>Dzisiejsza partia wygrana!</translation>
    </message>
    <message>
        <source>Today's deal</source>
        <translation>Dzisiejsza partia</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n days</source>
        <translation>
            <numerusform>Seria zwycięstw: %n dzień</numerusform>
            <numerusform>Seria zwycięstw: %n dni</numerusform>
            <numerusform>Seria zwycięstw: %n dni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best: %n</source>
        <translation>
            <numerusform>rekord: %n</numerusform>
            <numerusform>rekord: %n</numerusform>
            <numerusform>rekord: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Share the line with friends: they get the same cards today.</source>
        <translation>Wyślij ten wynik znajomym: dziś dostaną te same karty.</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Kopiuj wynik</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Ranking</source>
        <extracomment>Opens the online leaderboard's ranking of today's deal.</extracomment>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Show the online ranking of this deal</source>
        <translation>Pokaż ranking online tej partii</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Skopiowano</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Card ranking, strongest first</source>
        <translation>Starszeństwo kart, od najsilniejszej</translation>
    </message>
    <message>
        <source>The vira of this example: %1</source>
        <extracomment>Above Paulista's card ranking, beside the vira's picture; %1 is the card ("7 of hearts").</extracomment>
        <translation>Vira w tym przykładzie: %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Porady</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Spanish 40-card deck (oros, copas, espadas, bastos); else the French one. An Argentine table's tradition (DEALER, MANO, parda, matchsticks); else Brazil's. The call words on the buttons, in the bubbles and in the log. A raise said at one's own turn where it differs from the answer's word. A bet as it is shouted ("¡Truco!", "Truco!"). The mão de onze's two buttons: (accept?, stake, points if refused) -&gt; label. The variant's full name (the help's title, the window's): "Argentine Truco". Its short name (the menus, the daily result line): "Argentino".</extracomment>
        <translation>Truco argentyńskie</translation>
    </message>
    <message>
        <source>Truco Mineiro</source>
        <translation>Truco Mineiro</translation>
    </message>
    <message>
        <source>Truco Paulista</source>
        <translation>Truco Paulista</translation>
    </message>
    <message>
        <source>Argentino</source>
        <translation>Argentino</translation>
    </message>
    <message>
        <source>Mineiro</source>
        <translation>Mineiro</translation>
    </message>
    <message>
        <source>Paulista</source>
        <translation>Paulista</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trójki</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Dwójki</translation>
    </message>
    <message>
        <source>Kings (12)</source>
        <translation>Króle (12)</translation>
    </message>
    <message>
        <source>Caballos (11)</source>
        <translation>Caballos – konie (11)</translation>
    </message>
    <message>
        <source>Sotas (10)</source>
        <translation>Sotas – walety (10)</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Szóstki</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Piątki</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Czwórki</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Króle</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Walety</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damy</translation>
    </message>
    <message>
        <source>Aces</source>
        <extracomment>Paulista's chart is one hand's order: the hand of this vira (PA-VIRA-2), whose manilhas are the queens.</extracomment>
        <translation>Asy</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Siódemki</translation>
    </message>
    <message>
        <source>Zap</source>
        <extracomment>The best manilha (Brazilian Truco); most languages keep the Portuguese name.</extracomment>
        <translation>Zap</translation>
    </message>
    <message>
        <source>Copas</source>
        <extracomment>The second manilha, of hearts; most languages keep the Portuguese name.</extracomment>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Espadilha</source>
        <extracomment>The third manilha, of spades; most languages keep the Portuguese name.</extracomment>
        <translation>Espadilha</translation>
    </message>
    <message>
        <source>Pica-fumo</source>
        <extracomment>The fourth manilha, of diamonds; most languages keep the Portuguese name.</extracomment>
        <translation>Pica-fumo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A manilha in the card ranking: %1 its name at the table (Zap…), %2 the card ("4 of clubs").</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Suits only matter for the four top cards. Cards of the same row tie: a trick whose best cards come from both teams is a parda.</source>
        <translation>Kolor liczy się tylko przy czterech najwyższych kartach. Karty z jednego rzędu są sobie równe: jeśli najlepsze karty w lewie należą do obu drużyn, lewa jest remisowa – to parda.</translation>
    </message>
    <message>
        <source>The four manilhas at the top never change. Below them suits do not matter, and cards of the same row tie.</source>
        <translation>Cztery manilhas na samej górze nigdy się nie zmieniają. Niżej kolor nie ma znaczenia, a karty z jednego rzędu są sobie równe.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <source>Each player gets three cards. The player to the dealer's right, the mano, leads the first trick, and play goes round counter-clockwise. You never have to follow suit: the strongest card wins the trick and its player leads the next one. If the strongest cards of a trick come from both teams, the trick is a parda (a tie) and whoever led it leads again.</source>
        <translation>Każdy gracz dostaje trzy karty. Do pierwszej lewy wychodzi gracz po prawej ręce rozdającego, czyli mano, a gra toczy się przeciwnie do ruchu wskazówek zegara. Nigdy nie trzeba dokładać do koloru: lewę bierze najsilniejsza karta, a jej właściciel wychodzi do następnej. Jeśli najsilniejsze karty w lewie należą do obu drużyn, lewa kończy się remisem (parda) i ten, kto do niej wychodził, wychodzi jeszcze raz.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Who wins the hand</source>
        <translation>Kto wygrywa rozdanie</translation>
    </message>
    <message>
        <source>The team that wins two tricks wins the hand.</source>
        <translation>Rozdanie wygrywa drużyna, która weźmie dwie lewy.</translation>
    </message>
    <message>
        <source>If a trick is a parda, the team that won the first trick that was won takes the hand.</source>
        <translation>Jeśli któraś lewa kończy się pardą, rozdanie bierze drużyna, która wygrała pierwszą nieremisową lewę.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the mano's team wins.</source>
        <translation>Jeśli wszystkie trzy lewy kończą się pardą, wygrywa drużyna mano.</translation>
    </message>
    <message>
        <source>A hand is worth 1 point unless someone bets on it.</source>
        <translation>Rozdanie jest warte 1 punkt, chyba że ktoś podniesie stawkę.</translation>
    </message>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand. At your turn, before playing your card, you may call Truco: if the other team accepts (Quiero), the hand is worth 2. The team that accepted may raise later with Retruco (3), and the other team may then answer with Vale cuatro (4). A team can also raise straight away instead of answering Quiero.</source>
        <translation>Truco to zakład o rozdanie. W swojej kolejce, przed zagraniem karty, możesz zgłosić Truco: jeśli druga drużyna przyjmie (Quiero), rozdanie jest warte 2. Drużyna, która przyjęła, może później podbić przez Retruco (3), a druga drużyna może wtedy odpowiedzieć Vale cuatro (4). Zamiast odpowiadać Quiero, można też od razu podbić.</translation>
    </message>
    <message>
        <source>Refusing (No quiero) ends the hand at once: the team that bet scores what the hand was worth before the bet (1 for a refused Truco, 2 for a Retruco, 3 for a Vale cuatro).</source>
        <translation>Odmowa (No quiero) od razu kończy rozdanie: drużyna, która postawiła, dostaje tyle, ile rozdanie było warte przed zakładem (1 za odrzucone Truco, 2 za Retruco, 3 za Vale cuatro).</translation>
    </message>
    <message>
        <source>Envido</source>
        <translation>Envido</translation>
    </message>
    <message>
        <source>The envido is a side bet on your cards. Two cards of the same suit are worth 20 plus their numbers (10, 11 and 12 count nothing), so a 7 and a 6 of one suit make 33, the best possible. With three different suits, your envido is your best single card.</source>
        <translation>Envido to dodatkowy zakład o wartość twoich kart. Dwie karty w jednym kolorze są warte 20 plus ich numery (10, 11 i 12 liczą się jako zero), więc 7 i 6 w jednym kolorze dają 33 – najwięcej, ile można mieć. Gdy wszystkie trzy karty są w różnych kolorach, envido to wartość twojej najlepszej karty.</translation>
    </message>
    <message>
        <source>You may start an envido only in the first trick, before you play your card and before any Truco has been accepted. Envido is worth 2, Real envido 3, and Falta envido whatever the leading team still needs to win the match. The other team answers Quiero, No quiero, or raises. If it is refused, the team that bet scores 1, or what was already accepted by raising. If it is accepted, the best envido wins; on a tie, the player nearer to the mano wins.</source>
        <translation>Envido można zacząć tylko w pierwszej lewie, zanim zagrasz kartę i zanim ktokolwiek przyjmie Truco. Envido jest warte 2, Real envido 3, a Falta envido tyle, ile prowadzącej drużynie brakuje do wygrania partii. Druga drużyna odpowiada Quiero lub No quiero albo podbija. Po odmowie drużyna, która postawiła, dostaje 1 punkt albo tyle, ile przyjęto już przy podbijaniu. Po przyjęciu wygrywa najlepsze envido, a przy remisie gracz siedzący bliżej mano.</translation>
    </message>
    <message>
        <source>Envido first: when Truco is called during the first trick, a player who has not played yet may answer with an envido. The envido is settled first, then the Truco is answered.</source>
        <translation>Envido ma pierwszeństwo: gdy w pierwszej lewie padnie Truco, gracz, który jeszcze nie zagrał, może odpowiedzieć envido. Najpierw rozstrzyga się envido, a dopiero potem odpowiada na Truco.</translation>
    </message>
    <message>
        <source>Flor (optional)</source>
        <translation>Flor (opcjonalnie)</translation>
    </message>
    <message>
        <source>When flor is on, three cards of one suit are a flor and must be announced. A flor is worth 3 points for every flor announced, to the team with the best one (20 plus the three numbers), and there is no envido in a hand with a flor. In the full mode, a second team with flor can bet back with Contraflor (3 more) or Contraflor al resto (the rest of the match), or give in with Con flor me achico.</source>
        <translation>Gdy gra się z flor, trzy karty w jednym kolorze to flor i trzeba go zgłosić. Drużyna z najlepszym flor (20 plus numery trzech kart) dostaje 3 punkty za każdy zgłoszony flor, a w rozdaniu z flor nie ma envido. W trybie pełnym druga drużyna, która też ma flor, może odpowiedzieć Contraflor (3 więcej) albo Contraflor al resto (o resztę partii) lub ustąpić, mówiąc Con flor me achico.</translation>
    </message>
    <message>
        <source>Going to the deck</source>
        <translation>Pasowanie (Me voy al mazo)</translation>
    </message>
    <message>
        <source>At your turn you may fold with Me voy al mazo. The other team scores what the hand is worth, plus 1 if it happens in the first trick before any envido, flor or accepted Truco.</source>
        <translation>W swojej kolejce możesz spasować, mówiąc Me voy al mazo. Druga drużyna dostaje tyle, ile jest warte rozdanie, plus 1, jeśli dzieje się to w pierwszej lewie, zanim padło envido lub flor albo przyjęto Truco.</translation>
    </message>
    <message>
        <source>Scoring order and six players</source>
        <translation>Kolejność liczenia punktów i gra w sześć osób</translation>
    </message>
    <message>
        <source>Envido and flor points are added before the points of the tricks. If they win the match, the tricks are not counted.</source>
        <translation>Punkty za envido i flor dolicza się przed punktami za lewy. Jeśli już one dają wygraną w partii, lew się nie liczy.</translation>
    </message>
    <message>
        <source>With six players, hands alternate between redondo (everyone plays together) and pica-pica (three duels between opposite players) while both teams are below 25 points.</source>
        <translation>Przy sześciu graczach, dopóki obie drużyny mają mniej niż 25 punktów, rozdania grane są na zmianę jako redondo (wszyscy grają razem) i pica-pica (trzy pojedynki graczy siedzących naprzeciw siebie).</translation>
    </message>
    <message>
        <source>Best of three plays up to three matches: the first team to win two wins the series.</source>
        <translation>Gra do dwóch wygranych to najwyżej trzy partie: serię wygrywa drużyna, która pierwsza wygra dwie.</translation>
    </message>
    <message>
        <source>Three players: the gallo</source>
        <translation>Gra w trzy osoby: gallo</translation>
    </message>
    <message>
        <source>With three players, in every hand one player, the gallo, plays alone against the other two, the pair, who are partners for that hand. The gallo is dealt a fourth card and, before anything else happens, puts one of his four cards away face down: nobody ever sees it and it counts for nothing, not even for his envido.</source>
        <translation>Przy trzech graczach w każdym rozdaniu jeden z nich, gallo, gra sam przeciw dwóm pozostałym, którzy w tym rozdaniu są partnerami i tworzą parę. Gallo dostaje czwartą kartę i zanim cokolwiek się wydarzy, odkłada jedną ze swoich czterech kart zakrytą: nikt jej nigdy nie zobaczy i nie liczy się do niczego, nawet do jego envido.</translation>
    </message>
    <message>
        <source>Every player keeps his own score. The gallo's points go to his score; the pair's points go in full to the score of each of its two players, so both can reach the target together and win the match together. The falta envido counts from the highest of the three scores.</source>
        <translation>Każdy gracz ma własny wynik. Punkty gallo idą do jego wyniku; punkty pary idą w całości do wyniku każdego z jej dwóch graczy, więc obaj mogą razem osiągnąć cel i razem wygrać partię. Falta envido liczy się od najwyższego z trzech wyników.</translation>
    </message>
    <message>
        <source>This example is a hand whose vira is the %1, so the manilhas are the next rank up: %2. Every hand turns a new vira, and the manilhas are always the rank just above it in the order %3 (after the %4 comes the %5 again; with the clean deck the order is %6). The three other cards of the vira's rank are ordinary cards.</source>
        <extracomment>Paulista's card ranking: %1 the example's vira ("7 of hearts"), %2 its manilhas' rank ("Queens"), %3 the order of the ranks ("4 5 6 7 Q J K A 2 3"), %4 its last rank and %5 its first, %6 the order with the clean deck.</extracomment>
        <translation>W tym przykładzie vira to %1, więc manilhas są karty o jeden stopień wyższe: %2. W każdym rozdaniu odkrywa się nową virę, a manilhas to zawsze karty o jeden stopień wyższe w kolejności %3 (Q – dama, J – walet, K – król, A – as; po %4 znów jest %5, a w czystej talii kolejność to %6). Pozostałe trzy karty tej samej wartości co vira są zwykłymi kartami.</translation>
    </message>
    <message>
        <source>Two, three, four, six or eight players. An even number plays in two teams, partners sitting every other seat (across from each other with four); with three, one player, the gallo, plays alone against the other two. The deck is the 40-card Spanish deck: oros (coins), copas (cups), espadas (swords) and bastos (clubs), numbered 1 to 7 and 10 to 12. The first team to reach 30 points wins (15 if you choose a shorter match). The first 15 points are the malas and the next 15 the buenas: 22 points is read as 7 buenas.</source>
        <translation>Grają dwie, trzy, cztery, sześć lub osiem osób. Przy parzystej liczbie graczy grają dwie drużyny, a partnerzy siedzą co drugie miejsce (w czwórkę naprzeciwko siebie); w trójkę jeden gracz, gallo, gra sam przeciw dwóm pozostałym. Gra się hiszpańską talią 40 kart w kolorach oros (monety), copas (kielichy), espadas (miecze) i bastos (maczugi), z kartami od 1 do 7 i od 10 do 12. Wygrywa drużyna, która pierwsza zdobędzie 30 punktów (albo 15 w krótszej partii). Pierwsze 15 punktów to malas, kolejne 15 to buenas: 22 punkty to 7 buenas.</translation>
    </message>
    <message>
        <source>Rotating gallo (the default): the mano is the gallo, so the role goes round the table with the deal. Fixed gallo: the same player is the gallo in every hand and the other two are always the pair, so each of them gets the pair's points in full. Best of three is not played with three players.</source>
        <translation>Gallo rotacyjny (ustawienie domyślne): gallo jest mano, więc ta rola krąży wokół stołu razem z rozdawaniem. Stały gallo: ten sam gracz jest gallo w każdym rozdaniu, a dwaj pozostali zawsze tworzą parę, więc każdy z nich dostaje punkty pary w całości. Przy trzech graczach nie gra się do dwóch wygranych partii.</translation>
    </message>
    <message>
        <source>Eight players</source>
        <translation>Gra w osiem osób</translation>
    </message>
    <message>
        <source>Eight players play in two teams of four, partners every other seat. As with six, hands alternate between redondo and pica-pica; a pica-pica hand is four duels, each player against the opponent diagonally across the table, played one after another.</source>
        <translation>Ośmiu graczy gra w dwóch drużynach po czterech, partnerzy siedzą co drugie miejsce. Jak przy sześciu, rozdania grane są na zmianę jako redondo i pica-pica; rozdanie pica-pica to cztery pojedynki, każdy gracz przeciw przeciwnikowi siedzącemu po przekątnej stołu, rozgrywane jeden po drugim.</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (40 cards).</source>
        <translation>Gra się talią francuską bez ósemek, dziewiątek, dziesiątek i jokerów (40 kart).</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (the dirty deck, 40 cards), or only the A, 2, 3, J, Q and K (the clean deck, 24 cards).</source>
        <translation>Gra się talią francuską bez ósemek, dziewiątek, dziesiątek i jokerów (brudna talia, 40 kart) albo tylko kartami A, 2, 3, J, Q i K (czysta talia, 24 karty).</translation>
    </message>
    <message>
        <source>Two or four players in two teams, partners sitting across from each other. The first team to reach 12 points (tentos) wins. There is no envido, no flor and no folding: the only way to give up a hand is to run from a bet.</source>
        <translation>Grają dwie lub cztery osoby w dwóch drużynach; partnerzy siedzą naprzeciwko siebie. Wygrywa drużyna, która pierwsza zdobędzie 12 punktów (tentos). Nie ma envido, flor ani pasowania: rozdanie można oddać tylko, uciekając przed zakładem.</translation>
    </message>
    <message>
        <source>Choosing a set</source>
        <translation>Wybór zestawu</translation>
    </message>
    <message>
        <source>Cards are dealt in packets of three. Before play, the mão (the first player) looks at his packet and may keep it, give it face down to his partner (four players, once a hand) and take three new cards, or show it, put it out of play and take three new cards. He sees at most four sets.</source>
        <translation>Karty rozdaje się po trzy naraz. Przed grą mão (pierwszy gracz) ogląda swój zestaw i może go zatrzymać, oddać zakryty partnerowi (przy czterech graczach, raz na rozdanie) i wziąć trzy nowe karty albo pokazać go, odłożyć poza grę i wziąć trzy nowe karty. Może obejrzeć najwyżej cztery zestawy.</translation>
    </message>
    <message>
        <source>After a parda, the team that won the first trick that was won takes it.</source>
        <translation>Po pardzie rozdanie bierze drużyna, która wygrała pierwszą nieremisową lewę.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, nobody scores.</source>
        <translation>Jeśli wszystkie trzy lewy kończą się pardą, nikt nie dostaje punktów.</translation>
    </message>
    <message>
        <source>Truco on the trick</source>
        <translation>Truco o lewę</translation>
    </message>
    <message>
        <source>In Mineiro a Truco is a bet on the trick being played. Truco makes the hand worth 3, then Seis 6, Nove 9 and Doze 12; only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>W Mineiro Truco to zakład o lewę, która właśnie się toczy. Truco podnosi wartość rozdania do 3, potem Seis do 6, Nove do 9 i Doze do 12; podbić może tylko drużyna, która przyjęła ostatni zakład. Ucieczka (Corro) daje drużynie, która postawiła, tyle, ile rozdanie było warte przed zakładem.</translation>
    </message>
    <message>
        <source>Once a bet is accepted, whoever wins that trick wins the whole hand. If that trick is a parda and one of the tied cards was already on the table when the bet was made, the team that bet loses the hand; otherwise the next trick decides, and a parda in the last trick scores nothing.</source>
        <translation>Po przyjęciu zakładu ten, kto weźmie tę lewę, wygrywa całe rozdanie. Jeśli ta lewa kończy się pardą, a jedna z remisujących kart leżała już na stole, gdy padł zakład, drużyna, która postawiła, przegrywa rozdanie; w przeciwnym razie decyduje następna lewa, a parda w ostatniej lewie nie daje punktów.</translation>
    </message>
    <message>
        <source>The vira and the manilhas</source>
        <translation>Vira i manilhas</translation>
    </message>
    <message>
        <source>After the deal one card is turned face up: the vira. The four cards of the next rank are the manilhas, the strongest cards of the hand.</source>
        <translation>Po rozdaniu kart jedną kartę odkrywa się: to vira. Cztery karty następnej wartości to manilhas, najsilniejsze karty w tym rozdaniu.</translation>
    </message>
    <message>
        <source>If the first trick is a parda, the second decides.</source>
        <translation>Jeśli pierwsza lewa kończy się pardą, decyduje druga.</translation>
    </message>
    <message>
        <source>If the first two tricks are pardas, the third decides.</source>
        <translation>Jeśli dwie pierwsze lewy kończą się pardą, decyduje trzecia.</translation>
    </message>
    <message>
        <source>If a later trick is a parda, the team that won the first trick wins.</source>
        <translation>Jeśli pardą kończy się dalsza lewa, wygrywa drużyna, która wzięła pierwszą.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the dealer's team wins.</source>
        <translation>Jeśli wszystkie trzy lewy kończą się pardą, wygrywa drużyna rozdającego.</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand: accepted, it makes the hand worth 3, then Seis 6, Nove 9 and Doze 12. Only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>Truco to zakład o rozdanie: po przyjęciu rozdanie jest warte 3, potem Seis 6, Nove 9 i Doze 12. Podbić może tylko drużyna, która przyjęła ostatni zakład. Ucieczka (Corro) daje drużynie, która postawiła, tyle, ile rozdanie było warte przed zakładem.</translation>
    </message>
    <message>
        <source>Limits on betting</source>
        <translation>Ograniczenia zakładów</translation>
    </message>
    <message>
        <source>You may not bet or raise when the points you would win anyway already take your team to 12.</source>
        <translation>Nie wolno stawiać ani podbijać, gdy punkty, które twoja drużyna i tak zdobędzie, już dają jej 12.</translation>
    </message>
    <message>
        <source>From the second trick on, anyone but the leader may play a card face down. A face-down card cannot win or tie a trick and is never shown.</source>
        <translation>Od drugiej lewy każdy oprócz wychodzącego może zagrać kartę zakrytą. Zakryta karta nie może wygrać ani zremisować lewy i nigdy nie zostaje pokazana.</translation>
    </message>
    <message>
        <source>Mão de onze and mão de ferro</source>
        <translation>Mão de onze i mão de ferro</translation>
    </message>
    <message>
        <source>When one team has 11 points, its players see each other's cards and decide: play the hand for 3 points, without Truco, or run and give the other team 1 point.</source>
        <translation>Gdy jedna drużyna ma 11 punktów, jej gracze oglądają nawzajem swoje karty i decydują: grają rozdanie o 3 punkty, bez Truco, albo uciekają i oddają przeciwnikom 1 punkt.</translation>
    </message>
    <message>
        <source>When both teams have 11, the hand is played blind: nobody sees any card, there are no bets, and the winner of the hand wins the match. In Mineiro, a blind hand with three pardas is dealt again.</source>
        <translation>Gdy obie drużyny mają po 11, rozdanie gra się w ciemno: nikt nie widzi żadnej karty, nie ma zakładów, a zwycięzca rozdania wygrywa partię. W Mineiro rozdanie w ciemno z trzema pardami rozdaje się od nowa.</translation>
    </message>
    <message>
        <source>Count your envido before anything else: 28 or more is usually worth a bet, and 33 is the best there is.</source>
        <translation>Zanim cokolwiek zrobisz, policz swoje envido: przy 28 lub więcej zwykle warto postawić, a 33 to najwięcej, ile można mieć.</translation>
    </message>
    <message>
        <source>Truco rewards nerve. A bet on weak cards can win the hand if the other team runs, but a refused retruco still gives them points.</source>
        <translation>Truco nagradza odwagę. Zakład na słabych kartach może dać rozdanie, jeśli rywale odpuszczą, ale gdy odpowiedzą retruco, a ty odmówisz, i tak dostaną punkty.</translation>
    </message>
    <message>
        <source>Win the first trick if you can: it often decides the hand, because a later parda goes to the team that won it.</source>
        <translation>Jeśli możesz, weź pierwszą lewę: często rozstrzyga o rozdaniu, bo późniejsza parda przypada drużynie, która ją wzięła.</translation>
    </message>
    <message>
        <source>Keep your best card for when it matters. A 3 played too early can be beaten by any of the four top cards.</source>
        <translation>Najlepszą kartę zachowaj na moment, gdy naprawdę się przyda. Trójkę zagraną za wcześnie może pobić każda z czterech najwyższych kart.</translation>
    </message>
    <message>
        <source>Watch what has been played. Once the ace of espadas and the ace of bastos are gone, your 7 of espadas may be the best card left.</source>
        <translation>Obserwuj, co już zeszło. Gdy as espadas i as bastos są już zagrane, twoja siódemka espadas może być najsilniejszą kartą, jaka została.</translation>
    </message>
    <message>
        <source>In Brazil, a card played face down hides your strength: use it when the trick is already lost and keep a good card for the next one.</source>
        <translation>W Brazylii karta zagrana zakryta ukrywa twoją siłę: zagraj tak, gdy lewa i tak jest przegrana, a dobrą kartę zachowaj na następną.</translation>
    </message>
    <message>
        <source>Your partner sees what you play. Playing low in the first trick says you are counting on the next ones.</source>
        <translation>Partner widzi, co zagrywasz. Niska karta w pierwszej lewie mówi mu, że liczysz na następne.</translation>
    </message>
    <message>
        <source>At your turn, click a card (or press 1, 2 or 3) to play it, or use a call on the bar under the table first: Envido, Truco and so on.</source>
        <translation>W swojej kolejce kliknij kartę (albo naciśnij 1, 2 lub 3), żeby ją zagrać, albo najpierw wybierz zgłoszenie na pasku pod stołem: Envido, Truco itd.</translation>
    </message>
    <message>
        <source>When the other team bets, answer with Quiero or No quiero (Aceito or Corro in Brazil), or raise.</source>
        <translation>Gdy druga drużyna stawia, odpowiedz Quiero lub No quiero (w Brazylii Aceito lub Corro) albo podbij.</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Your choices are remembered on this computer.</source>
        <translation>Zmiana zasad rozpoczyna nową grę. Twoje wybory są zapamiętywane na tym komputerze.</translation>
    </message>
    <message>
        <source>The daily deal gives everyone the same cards each day. Only your first try of the day is scored.</source>
        <translation>W partii dnia wszyscy dostają danego dnia te same karty. Liczy się tylko twoje pierwsze podejście tego dnia.</translation>
    </message>
    <message>
        <source>Rules written in our own words from the traditional games of Argentina, Minas Gerais and São Paulo.</source>
        <translation>Zasady opisane własnymi słowami na podstawie tradycyjnych gier z Argentyny, Minas Gerais i São Paulo.</translation>
    </message>
    <message>
        <source>Card art, table and computer players made for this project.</source>
        <translation>Grafiki kart, stół i gracze komputerowi powstali na potrzeby tego projektu.</translation>
    </message>
    <message>
        <source>Built with Python and Qt (PySide6).</source>
        <translation>Napisane w Pythonie z użyciem Qt (PySide6).</translation>
    </message>
</context>
<context>
    <name>HostedAgain</name>
    <message>
        <source>The match at %1 (code %2, last played %3) was left under way. Reopen it? Your friends join again with the same code.</source>
        <extracomment>%1: the table's name, %2: its code, %3: when its match was last saved.</extracomment>
        <translation>Partia przy stole %1 (kod %2, ostatnio grana %3) została przerwana. Otworzyć ją ponownie? Znajomi dołączą znowu tym samym kodem.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <source>Reopen the match</source>
        <translation>Otwórz partię ponownie</translation>
    </message>
    <message>
        <source>Host a new table</source>
        <translation>Załóż nowy stół</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Dołącz do stołu</translation>
    </message>
    <message>
        <source>Type the address and the code the host gave you, or pick a table found on this network and type its code.</source>
        <translation>Wpisz adres i kod od gospodarza albo wybierz stół znaleziony w tej sieci i wpisz jego kod.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Stoły w tej sieci:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Szukaj ponownie</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kod:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:47470</source>
        <translation>na przykład 192.168.1.20:47470</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Szukam stołów…</translation>
    </message>
    <message>
        <source>No table found on this network.</source>
        <translation>W tej sieci nie znaleziono żadnego stołu.</translation>
    </message>
    <message>
        <source>%1 — %2, %3 of %4 seats taken by people — %5</source>
        <extracomment>A table found on the network: %1 its name, %2 the variant, %3 people seated, %4 seats, %5 the address.</extracomment>
        <translation>%1 — %2, ludzie zajmują %3 z %4 miejsc — %5</translation>
    </message>
    <message>
        <source>(playing)</source>
        <translation>(trwa gra)</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Port to liczba od 1 do 65535.</translation>
    </message>
    <message>
        <source>Type the host's address.</source>
        <translation>Wpisz adres gospodarza.</translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Wpisz kod stołu.</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <source>Daily leaderboard</source>
        <translation>Ranking dnia</translation>
    </message>
    <message>
        <source>Compare your daily deal with other players. After each daily match your result is sent to a leaderboard server, which checks it by playing the match again.</source>
        <translation>Porównaj swoją partię dnia z innymi graczami. Po każdej partii dnia twój wynik trafia na serwer rankingu, który sprawdza go, rozgrywając partię jeszcze raz.</translation>
    </message>
    <message>
        <source>&amp;Send my daily results to the leaderboard</source>
        <translation>&amp;Wysyłaj moje wyniki partii dnia do rankingu</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>&amp;Adres serwera</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Twoja &amp;nazwa</translation>
    </message>
    <message>
        <source>Only your name, a random number made on this computer and your daily matches are sent. There is no account. Your own results stay on this computer whatever the server does.</source>
        <translation>Wysyłane są tylko twoja nazwa, losowy numer utworzony na tym komputerze i twoje partie dnia. Nie ma żadnego konta. Twoje wyniki zostają na tym komputerze, cokolwiek zrobi serwer.</translation>
    </message>
    <message>
        <source>Send my daily results to the leaderboard</source>
        <translation>Wysyłaj moje wyniki partii dnia do rankingu</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Adres serwera</translation>
    </message>
    <message>
        <source>The leaderboard server's address, for example %1</source>
        <translation>Adres serwera rankingu, na przykład %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoja nazwa</translation>
    </message>
    <message>
        <source>The name the other players see on the leaderboard</source>
        <translation>Nazwa, którą inni gracze widzą w rankingu</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait to be sent.</source>
        <translation>
            <numerusform>%n twój wynik czeka na wysłanie.</numerusform>
            <numerusform>%n twoje wyniki czekają na wysłanie.</numerusform>
            <numerusform>%n twoich wyników czeka na wysłanie.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server's address must start with %1 or %2 and name the server, for example %3.</source>
        <extracomment>%1 and %2 are "http://" and "https://", %3 an example address.</extracomment>
        <translation>Adres serwera musi zaczynać się od %1 lub %2 i wskazywać serwer, na przykład %3.</translation>
    </message>
    <message>
        <source>The settings could not be written. Check the disk and try again.</source>
        <translation>Nie udało się zapisać ustawień. Sprawdź dysk i spróbuj ponownie.</translation>
    </message>
</context>
<context>
    <name>LookBackDialog</name>
    <message>
        <source>Look back</source>
        <translation>Spójrz wstecz</translation>
    </message>
    <message>
        <source>Looking back at this hand</source>
        <translation>Spojrzenie wstecz na to rozdanie</translation>
    </message>
    <message>
        <source>Nothing to look back at: the coach would have played this hand as you did.</source>
        <translation>Nie ma na co patrzeć: trener zagrałby to rozdanie tak jak ty.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The look back's last line: a seat and the cards it held (%1 name, %2 cards).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>They held: %1</source>
        <extracomment>After the hand: what the other players held; %1 lists them.</extracomment>
        <translation>Mieli: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1).</source>
        <translation>Nie udało się zapisać ustawień (%1).</translation>
    </message>
    <message>
        <source>Change the rules?</source>
        <translation>Zmienić zasady?</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Leave the match in progress?</source>
        <translation>Zmiana zasad rozpoczyna nową grę. Porzucić trwającą partię?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <source>The new level applies from the next game.</source>
        <translation>Nowy poziom zacznie obowiązywać od następnej gry.</translation>
    </message>
    <message>
        <source>New game?</source>
        <translation>Nowa gra?</translation>
    </message>
    <message>
        <source>Leave the match in progress and start a new one?</source>
        <translation>Porzucić trwającą partię i zacząć nową?</translation>
    </message>
    <message>
        <source>Play the daily deal?</source>
        <translation>Zagrać partię dnia?</translation>
    </message>
    <message>
        <source>Leave the match in progress and play today's deal?</source>
        <translation>Porzucić trwającą partię i zagrać dzisiejszą partię dnia?</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Partia dnia</translation>
    </message>
    <message>
        <source>Continue your match?</source>
        <translation>Kontynuować partię?</translation>
    </message>
    <message>
        <source>You have a match in progress. Continue where you left off?</source>
        <translation>Masz niedokończoną partię. Kontynuować od miejsca, w którym została przerwana?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>The table changed while it opened: what you clicked was not played.</source>
        <translation>Stół zmienił się podczas otwierania gry: twoje kliknięcia nie zostały zagrane.</translation>
    </message>
    <message>
        <source>The players you chose sit down from the next game.</source>
        <extracomment>The open network tables' windows (``widgets.net_table``), closed with the window.</extracomment>
        <translation>Wybrani gracze siadają do stołu od następnej partii.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Załóż stół</translation>
    </message>
    <message>
        <source>The table could not be opened (%1).</source>
        <translation>Nie udało się założyć stołu (%1).</translation>
    </message>
    <message>
        <source>Replay last hand</source>
        <translation>Powtórka ostatniego rozdania</translation>
    </message>
    <message>
        <source>There is no finished hand to replay yet.</source>
        <translation>Nie ma jeszcze zakończonego rozdania do obejrzenia.</translation>
    </message>
    <message>
        <source>This hand cannot be replayed (%1).</source>
        <translation>Nie można odtworzyć tego rozdania (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hands to %1.</source>
        <translation>
            <numerusform>Wyeksportowano %n rozdanie do %1.</numerusform>
            <numerusform>Wyeksportowano %n rozdania do %1.</numerusform>
            <numerusform>Wyeksportowano %n rozdań do %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Nic nie zaimportowano: %1</translation>
    </message>
    <message>
        <source>Welcome to Truco</source>
        <extracomment>Set by the app's start path: no settings file existed (a first start). The lesson's window while it is open, and the first start's question.</extracomment>
        <translation>Witaj w Truco</translation>
    </message>
    <message>
        <source>Is this your first time at a Truco table?</source>
        <translation>Siadasz do stołu Truco po raz pierwszy?</translation>
    </message>
    <message>
        <source>The coach can walk you through one hand, move by move (a few minutes), or you can start a match now. The lesson is always in Help → Learn to play.</source>
        <translation>Trener może przeprowadzić cię przez jedno rozdanie, ruch po ruchu (to zajmie kilka minut), albo możesz od razu zacząć partię. Lekcja jest zawsze dostępna w menu Pomoc → Naucz się grać.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>Play a match</source>
        <translation>Zagraj partię</translation>
    </message>
</context>
<context>
    <name>MomentView</name>
    <message>
        <source>Trick %1</source>
        <extracomment>The height of a card in "Show me", in pixels. A moment of the look back: %1 is the trick's number (1-3).</extracomment>
        <translation>Lewa %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>%1 is what the player chose, with the coach's estimate of it.</extracomment>
        <translation>Ty: %1</translation>
    </message>
    <message>
        <source>The coach: %1</source>
        <extracomment>%1 is what the coach would have done, with its estimate.</extracomment>
        <translation>Trener: %1</translation>
    </message>
    <message>
        <source>Your choice cost about %1% of your chance to win the match.</source>
        <extracomment>%1 is a whole number of percent (5 means 5%).</extracomment>
        <translation>Twój wybór kosztował około %1% szans na wygranie partii.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <source>Practice from here</source>
        <extracomment>Lays this moment on a table of its own, to play on from there (not counted).</extracomment>
        <translation>Ćwicz od tego miejsca</translation>
    </message>
    <message>
        <source>On the table:</source>
        <extracomment>"Show me": the cards of the trick in play at that moment.</extracomment>
        <translation>Na stole:</translation>
    </message>
    <message>
        <source>Your cards:</source>
        <extracomment>"Show me": the player's cards at that moment.</extracomment>
        <translation>Twoje karty:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Your name may hold letters, digits, spaces and signs only: no line breaks, tabs or other invisible characters.</source>
        <extracomment>A name typed for the leaderboard or a network table holds a line break, a tab or another invisible control character.</extracomment>
        <translation>Twoja nazwa może zawierać tylko litery, cyfry, spacje i znaki: bez podziałów wiersza, tabulatorów i innych niewidocznych znaków.</translation>
    </message>
    <message>
        <source>Your name must show at least one letter, digit or sign.</source>
        <extracomment>A name piles up accents on one letter; %n is the most allowed (2). A name made only of spaces or of characters that show nothing on screen.</extracomment>
        <translation>Twoja nazwa musi pokazywać co najmniej jedną literę, cyfrę lub znak.</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>The code is wrong. Ask the host for the table's code.</source>
        <translation>Kod jest błędny. Poproś gospodarza o kod stołu.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken by a person.</source>
        <translation>Stół jest pełny: wszystkie miejsca zajmują ludzie.</translation>
    </message>
    <message>
        <source>The host plays another version of Truco: both computers need the same one.</source>
        <translation>Gospodarz ma inną wersję Truco: oba komputery potrzebują tej samej.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer kept for you.</source>
        <translation>Twoje miejsce przy tym stole nie jest już dla ciebie zarezerwowane.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Gospodarz zamknął stół.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Połączenie z gospodarzem zostało zerwane.</translation>
    </message>
    <message>
        <source>The host turned us away: %1</source>
        <extracomment>%1: the host's own words (in English) when it turns us away for another reason.</extracomment>
        <translation>Gospodarz nas nie wpuścił: %1</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name the local network sees for a hosted table: %1 the host's name.</extracomment>
        <translation>Stół: %1</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Truco: a table with friends</source>
        <extracomment>The levels the table's owner chooses for its computer players (``bots.levels``). The table sizes the lobby offers: every size the game plays (issue 31). How many times a dropped connection is made again, and the pause before each (ms). The host's pace (seconds): a computer player's move, and the next deal after a hand. The window closed (the game forgets it).</extracomment>
        <translation>Truco: stół ze znajomymi</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Twój stół</translation>
    </message>
    <message>
        <source>A table with friends</source>
        <translation>Stół ze znajomymi</translation>
    </message>
    <message>
        <source>Give your friends the address and the code; they choose Join a table… in the Game menu. Empty seats are played by the computer.</source>
        <translation>Podaj znajomym adres i kod; wybierają Dołącz do stołu… w menu Gra. Na pustych miejscach gra komputer.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kod:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Seats (partners sit opposite each other):</source>
        <translation>Miejsca (partnerzy siedzą naprzeciw siebie):</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Odmiana:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Gracze:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Gracze komputerowi:</translation>
    </message>
    <message>
        <source>Swap the two selected seats</source>
        <translation>Zamień dwa wybrane miejsca</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Rozpocznij partię</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zamknij stół</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Wyjdź</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Łączenie ze stołem…</translation>
    </message>
    <message>
        <source>Truco table at %1, code %2</source>
        <extracomment>What the host pastes to his friends: %1 the address(es), %2 the code.</extracomment>
        <translation>Stół Truco pod adresem %1, kod %2</translation>
    </message>
    <message>
        <source>us</source>
        <translation>my</translation>
    </message>
    <message>
        <source>them</source>
        <translation>oni</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Gracz komputerowy</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <extracomment>A person whose connection dropped; a computer player plays for him.</extracomment>
        <translation>%1 (rozłączono)</translation>
    </message>
    <message>
        <source>%1 (from the next hand)</source>
        <extracomment>A person who sat down during a hand: he plays from the next deal.</extracomment>
        <translation>%1 (od następnego rozdania)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (ty)</translation>
    </message>
    <message>
        <source>Seat %1 (%2): %3</source>
        <extracomment>A seat in the table's lobby: %1 its number, %2 "us" or "them", %3 who sits.</extracomment>
        <translation>Miejsce %1 (%2): %3</translation>
    </message>
    <message>
        <source>When everyone is seated, start the match.</source>
        <translation>Gdy wszyscy usiądą, rozpocznij partię.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Czekamy, aż gospodarz rozpocznie partię…</translation>
    </message>
    <message>
        <source>The table at %1 cannot be reached (%2).</source>
        <extracomment>%1: the address typed, %2 the system's words for the failure.</extracomment>
        <translation>Nie można połączyć się ze stołem pod adresem %1 (%2).</translation>
    </message>
    <message>
        <source>The connection was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Połączenie zerwane; ponawiam próbę (%1 z %2)…</translation>
    </message>
    <message>
        <source>You sit down at the next deal: a computer player finishes this hand for you.</source>
        <translation>Siadasz do stołu przy następnym rozdaniu: to rozdanie dokończy za ciebie gracz komputerowy.</translation>
    </message>
</context>
<context>
    <name>NewTableBox</name>
    <message>
        <source>A new table</source>
        <translation>Nowy stół</translation>
    </message>
    <message>
        <source>Table's na&amp;me:</source>
        <translation>&amp;Nazwa stołu:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>Od&amp;miana:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Gracze:</translation>
    </message>
    <message>
        <source>&amp;Flor:</source>
        <translation>&amp;Flor:</translation>
    </message>
    <message>
        <source>F&amp;alta envido:</source>
        <translation>Falta en&amp;vido:</translation>
    </message>
    <message>
        <source>Matc&amp;h to:</source>
        <translation>P&amp;artia do:</translation>
    </message>
    <message>
        <source>D&amp;eck:</source>
        <translation>&amp;Talia:</translation>
    </message>
    <message>
        <source>Computer p&amp;layers:</source>
        <translation>G&amp;racze komputerowi:</translation>
    </message>
    <message>
        <source>Li&amp;sted in the lobby (else reached by its code)</source>
        <translation>&amp;Widoczny w holu (inaczej wejście kodem)</translation>
    </message>
    <message>
        <source>Computer partners as&amp;k before calling truco</source>
        <extracomment>A network table's option: a computer partner asks his person before a truco.</extracomment>
        <translation>Partnerzy komputerowi &amp;pytają, zanim zgłoszą Truco</translation>
    </message>
    <message>
        <source>People ans&amp;wer calls for their team</source>
        <extracomment>A network table's option: a call put to a team waits for its person.</extracomment>
        <translation>Ludzie &amp;odpowiadają na zgłoszenia za swoją drużynę</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Refusing a truco while holding one of the four strongest cards</source>
        <translation>Odrzucanie Truco, gdy masz jedną z czterech najsilniejszych kart</translation>
    </message>
    <message>
        <source>Refusing a truco while holding a strong card, like a 3</source>
        <translation>Odrzucanie Truco, gdy masz mocną kartę, na przykład 3</translation>
    </message>
    <message>
        <source>Refusing a truco with low cards that the coach would still accept</source>
        <translation>Odrzucanie Truco, które trener przyjąłby nawet przy słabych kartach</translation>
    </message>
    <message>
        <source>Accepting a truco the coach would refuse</source>
        <translation>Przyjmowanie Truco, które trener by odrzucił</translation>
    </message>
    <message>
        <source>Not calling truco when the coach would</source>
        <translation>Niezgłaszanie Truco tam, gdzie trener by je zgłosił</translation>
    </message>
    <message>
        <source>Calling truco when the coach would not</source>
        <translation>Zgłaszanie Truco tam, gdzie trener by tego nie zrobił</translation>
    </message>
    <message>
        <source>Refusing an envido the coach would accept</source>
        <translation>Odrzucanie envido, które trener by przyjął</translation>
    </message>
    <message>
        <source>Accepting an envido the coach would refuse</source>
        <translation>Przyjmowanie envido, które trener by odrzucił</translation>
    </message>
    <message>
        <source>Not calling envido when the coach would</source>
        <translation>Niezgłaszanie envido tam, gdzie trener by je zgłosił</translation>
    </message>
    <message>
        <source>Calling envido when the coach would not</source>
        <translation>Zgłaszanie envido tam, gdzie trener by tego nie zrobił</translation>
    </message>
    <message>
        <source>Playing a stronger card than the trick needs</source>
        <translation>Zagrywanie mocniejszej karty, niż wymaga lewa</translation>
    </message>
    <message>
        <source>Holding back a card the trick needed</source>
        <translation>Zachowywanie na później karty potrzebnej w lewie</translation>
    </message>
    <message>
        <source>Folding a hand the coach would play on</source>
        <translation>Pasowanie w rozdaniu, które trener grałby dalej</translation>
    </message>
    <message>
        <source>Running from a mão de onze the coach would play</source>
        <translation>Wycofywanie się z mão de onze, gdy trener by grał</translation>
    </message>
    <message>
        <source>Playing a mão de onze the coach would run from</source>
        <translation>Granie mão de onze, gdy trener by się wycofał</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match: the line starts with your first hand.</source>
        <translation>Jak często wybierasz to samo co trener, partia po partii: linia zaczyna się od twojego pierwszego rozdania.</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match. Last match: %1%.</source>
        <extracomment>%1 is a whole number of percent in the last match (72 means 72%).</extracomment>
        <translation>Jak często wybierasz to samo co trener, partia po partii. Ostatnia partia: %1%.</translation>
    </message>
    <message>
        <source>No hands judged yet.</source>
        <translation>Nie oceniono jeszcze żadnego rozdania.</translation>
    </message>
    <message>
        <source>Your costliest habits</source>
        <translation>Twoje najkosztowniejsze nawyki</translation>
    </message>
    <message>
        <source>%1 — %2/%3, about %4% of a match in all</source>
        <extracomment>A habit's line: %1 the habit, %2 the times it was taken, %3 the times its situation came up (%2/%3), %4 what it cost in all, in percent of one match.</extracomment>
        <translation>%1 — %2/%3, łącznie około %4% partii</translation>
    </message>
    <message>
        <source>None yet: you have chosen as the coach would.</source>
        <translation>Na razie brak: wybierasz tak jak trener.</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <source>Refresh</source>
        <extracomment>The ranking held the player's row: his rank was kept (`Standings`) as it is now.</extracomment>
        <translation>Odśwież</translation>
    </message>
    <message>
        <source>Ask the server again</source>
        <translation>Zapytaj serwer ponownie</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Online ranking</source>
        <translation>Ranking online</translation>
    </message>
    <message>
        <source>Online ranking · %1 · %2</source>
        <extracomment>Above the server's ranking: %1 the date, %2 the variant.</extracomment>
        <translation>Ranking online · %1 · %2</translation>
    </message>
    <message>
        <source>The leaderboard server did not answer as expected (%1).</source>
        <extracomment>%1 is the server's answer code, e.g. "HTTP 503".</extracomment>
        <translation>Serwer rankingu nie odpowiedział zgodnie z oczekiwaniami (%1).</translation>
    </message>
    <message>
        <source>The leaderboard server could not be reached.</source>
        <translation>Nie udało się połączyć z serwerem rankingu.</translation>
    </message>
    <message>
        <source>The server did not accept your result: %1</source>
        <translation>Serwer nie przyjął twojego wyniku: %1</translation>
    </message>
    <message>
        <source>Your result waits to be sent; it will be tried again.</source>
        <translation>Twój wynik czeka na wysłanie; nastąpi kolejna próba.</translation>
    </message>
    <message>
        <source>The online leaderboard is off. Turn it on in %1 → %2 to compare your daily results with other players.</source>
        <extracomment>%1 → %2 is the menu entry: "Options → Daily leaderboard…".</extracomment>
        <translation>Ranking online jest wyłączony. Włącz go w %1 → %2, aby porównać swoje wyniki partii dnia z innymi graczami.</translation>
    </message>
    <message>
        <source>Play the daily deal to see how other players did with it.</source>
        <translation>Zagraj partię dnia, aby zobaczyć, jak poszło innym graczom.</translation>
    </message>
    <message>
        <source>Asking the leaderboard server…</source>
        <translation>Łączenie z serwerem rankingu…</translation>
    </message>
    <message>
        <source>Verified by replaying each match; the deal was not dealt by the server.</source>
        <extracomment>Under the server's ranking of the offline daily (issue 30): what a result there proves. The deal is public, so a result is checked by replaying it.</extracomment>
        <translation>Sprawdzone przez ponowne rozegranie każdej partii; karty nie zostały rozdane przez serwer.</translation>
    </message>
    <message>
        <source>No results for this day yet.</source>
        <translation>Brak jeszcze wyników z tego dnia.</translation>
    </message>
    <message>
        <source>You are %1 of %2.</source>
        <translation>Zajmujesz %1. miejsce na %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n players sent a result for this day.</source>
        <translation>
            <numerusform>%n gracz wysłał wynik z tego dnia.</numerusform>
            <numerusform>%n gracze wysłali wynik z tego dnia.</numerusform>
            <numerusform>%n graczy wysłało wynik z tego dnia.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>The player's own row in the online ranking: %1 his name.</extracomment>
        <translation>%1 (ty)</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Step %1 of %2 · score %3-%4 · stake %5</source>
        <translation>Krok %1 z %2 · wynik %3-%4 · stawka %5</translation>
    </message>
    <message>
        <source>The deal: you deal</source>
        <translation>Rozdanie kart: ty rozdajesz</translation>
    </message>
    <message>
        <source>The deal: %1 deals</source>
        <translation>Rozdanie kart: rozdaje %1</translation>
    </message>
    <message>
        <source>You play %1 face down</source>
        <translation>Zagrywasz zakrytą kartę: %1</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Zagrywasz: %1</translation>
    </message>
    <message>
        <source>%1 plays %2 face down</source>
        <translation>%1 zagrywa zakrytą kartę: %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 zagrywa: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 the call he makes (Truco, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You sing %1</source>
        <extracomment>The replay: you sing your envido points (AR-ENV-8b); %1 is the points.</extracomment>
        <translation>Śpiewasz: %1</translation>
    </message>
    <message>
        <source>%1 sings %2</source>
        <extracomment>The replay: %1 sings his envido points (AR-ENV-8b), %2.</extracomment>
        <translation>%1 śpiewa: %2</translation>
    </message>
    <message>
        <source>Replay of the last hand</source>
        <translation>Powtórka ostatniego rozdania</translation>
    </message>
    <message>
        <source>Replay of hand %1</source>
        <extracomment>%1 is the hand's number in its match (or, for a hand kept before the game noted it, in the hand history).</extracomment>
        <translation>Powtórka rozdania %1</translation>
    </message>
    <message>
        <source>Replay of a hand</source>
        <translation>Powtórka rozdania</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n players · score before the hand %2-%3</source>
        <translation>
            <numerusform>%1 · %n gracz · wynik przed rozdaniem %2-%3</numerusform>
            <numerusform>%1 · %n graczy · wynik przed rozdaniem %2-%3</numerusform>
            <numerusform>%1 · %n graczy · wynik przed rozdaniem %2-%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Wstecz</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Dalej ›</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Na początek rozdania (Home)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>Na koniec rozdania (End)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>You have already played today's deal with these rules, so this game is for practice and is not scored.</source>
        <extracomment>The play session's notices in the player's language: code -&gt; (sentence, the notice's parameters that fill its %1, %2...). The sentences keep the "Session" context.</extracomment>
        <translation>Dzisiejsza partia dnia z tymi zasadami została już rozegrana, więc ta gra jest tylko treningiem i nie trafi do wyników.</translation>
    </message>
    <message>
        <source>The match could not be saved (%1); it goes on, and saving will be tried again after the next move.</source>
        <translation>Nie udało się zapisać partii (%1); gra toczy się dalej, a zapis zostanie ponowiony po następnym ruchu.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so a new match will start.</source>
        <translation>Nie udało się wznowić zapisanej partii, więc zacznie się nowa.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so it was moved aside to %1 and a new match will start.</source>
        <translation>Nie udało się wznowić zapisanej partii, więc przeniesiono ją do %1 i zacznie się nowa.</translation>
    </message>
    <message>
        <source>The hands could not be exported to %1 (%2).</source>
        <translation>Nie udało się wyeksportować rozdań do %1 (%2).</translation>
    </message>
</context>
<context>
    <name>SignsDialog</name>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Face: %1</source>
        <extracomment>Help → Señas: how the face makes a sign; %1 is e.g. "a wink".</extracomment>
        <translation>Mimika: %1</translation>
    </message>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Argentine (and Uruguayan) sign set's tab.</extracomment>
        <translation>Truco argentyńskie</translation>
    </message>
    <message>
        <source>Brazilian Truco</source>
        <extracomment>The Brazilian sign set's tab (Mineiro and Paulista).</extracomment>
        <translation>Truco brazylijskie</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Matches played</source>
        <translation>Rozegrane partie</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Wygrane partie</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <extracomment>Matches left before their end (a new game, a change of rules, a match not continued).</extracomment>
        <translation>Porzucone partie</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Rozegrane rozdania</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Wygrane rozdania</translation>
    </message>
    <message>
        <source>Envidos won</source>
        <translation>Wygrane envido</translation>
    </message>
    <message>
        <source>Envidos lost</source>
        <translation>Przegrane envido</translation>
    </message>
    <message>
        <source>Trucos your team called</source>
        <extracomment>Truco-family bets (Truco, Retruco, Vale cuatro…) made by you or your partners.</extracomment>
        <translation>Truco zgłoszone przez twoją drużynę</translation>
    </message>
    <message>
        <source>Their trucos you accepted</source>
        <extracomment>The other team's truco-family bets that your team accepted (or raised).</extracomment>
        <translation>Przyjęte Truco rywali</translation>
    </message>
    <message>
        <source>Their trucos you refused</source>
        <extracomment>The other team's truco-family bets that your team refused.</extracomment>
        <translation>Odrzucone Truco rywali</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Obecna seria zwycięstw</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Najdłuższa seria zwycięstw</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>The characters' faces in the Characters tab (px). The player's folders: the online leaderboard's queue and standings, if shown.</extracomment>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Obecna seria</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Najlepsza seria</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Dni gry</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Kopiuj wynik</translation>
    </message>
    <message>
        <source>Online</source>
        <extracomment>What became of a daily result on the online leaderboard.</extracomment>
        <translation>Online</translation>
    </message>
    <message>
        <source>Your daily results</source>
        <translation>Twoje wyniki partii dnia</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Partia dnia</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postępy</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Wyzeruj statystyki…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Score before</source>
        <translation>Wynik przed</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Akcje</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Powtórka</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importuj…</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historia rozdań</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Partnered</source>
        <extracomment>Statistics: matches played with this character as your partner.</extracomment>
        <translation>Jako partner</translation>
    </message>
    <message>
        <source>Won together</source>
        <extracomment>Statistics: of those, the matches your team won.</extracomment>
        <translation>Wygrane razem</translation>
    </message>
    <message>
        <source>Faced</source>
        <extracomment>Statistics: matches played against this character.</extracomment>
        <translation>Jako przeciwnik</translation>
    </message>
    <message>
        <source>Won against</source>
        <extracomment>Statistics: of those, the matches you won.</extracomment>
        <translation>Wygrane przeciw</translation>
    </message>
    <message>
        <source>Your results with and against each character</source>
        <translation>Twoje wyniki z każdą postacią i przeciw niej</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Postacie</translation>
    </message>
    <message>
        <source>Export hands</source>
        <translation>Eksport rozdań</translation>
    </message>
    <message>
        <source>Hand records (*.jsonl)</source>
        <translation>Zapisy rozdań (*.jsonl)</translation>
    </message>
    <message>
        <source>Import hands</source>
        <translation>Import rozdań</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A result's place on the online leaderboard: %1 its rank, %2 of how many.</extracomment>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Waiting to be sent</source>
        <translation>Czeka na wysłanie</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>Odrzucony</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Skopiowano: %1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <source>Your match statistics will start again from zero. Your daily deal results are kept.</source>
        <translation>Statystyki partii zaczną się od zera. Wyniki partii dnia zostaną zachowane.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Wyzeruj</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Play face down</source>
        <translation>Zagraj zakrytą</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <extracomment>The gap between the plate and the felt's edges, in pixels. No hints or tips during the lesson: the lesson is the coach. The step changed (the player's move was taken, or he went on). A move was refused: the coach's sentence.</extracomment>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>Play a match</source>
        <extracomment>The last step's button: the lesson ends and a match starts.</extracomment>
        <translation>Zagraj partię</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Skip the lesson (Esc)</source>
        <translation>Pomiń lekcję (Esc)</translation>
    </message>
    <message>
        <source>The coach · %1/%2</source>
        <extracomment>The lesson's plate: %1 is the step's number, %2 how many there are.</extracomment>
        <translation>Trener · %1/%2</translation>
    </message>
    <message>
        <source>Welcome to the table! In this hand the coach walks you through the game, one move at a time. Your cards are at the bottom; your opponent sits across the table.</source>
        <extracomment>step key -&gt; its sentence (the parameters are filled by ``step_text``).</extracomment>
        <translation>Witaj przy stole! W tym rozdaniu trener poprowadzi cię przez grę, ruch po ruchu. Twoje karty są na dole; przeciwnik siedzi po drugiej stronie stołu.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The best are the 1 of espadas, the 1 of bastos, the 7 of espadas and the 7 of oros; then the 3s, the 2s and the other 1s; the 4s are the lowest. Your best card now is the %1.</source>
        <translation>O sile karty nie decyduje jej numer. Najlepsze są as espadas, as bastos, siódemka espadas i siódemka oros; potem trójki, dwójki i pozostałe asy; najsłabsze są czwórki. Twoja najlepsza karta to teraz %1.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The strongest are the manilhas (%1); then the 3s, the 2s, the aces, the kings, the jacks, the queens and the 7s down to the 4s. Your best card now is the %2.</source>
        <translation>O sile karty nie decyduje jej numer. Najsilniejsze są manilhas (%1); potem trójki, dwójki, asy, króle, walety, damy i siódemki aż do czwórek. Twoja najlepsza karta to teraz %2.</translation>
    </message>
    <message>
        <source>A hand is played in up to three tricks: each player lays one card and the highest card wins the trick. Whoever wins two tricks wins the hand.</source>
        <translation>Rozdanie to najwyżej trzy lewy: każdy gracz kładzie jedną kartę, a lewę bierze najwyższa karta. Kto weźmie dwie lewy, wygrywa rozdanie.</translation>
    </message>
    <message>
        <source>Before the first trick is over you may bet on your envido: two cards of one suit are worth 20 plus their values (the figures count 0). Yours is %1, a good one: call %2.</source>
        <translation>Zanim skończy się pierwsza lewa, możesz postawić na swoje envido: dwie karty w jednym kolorze są warte 20 plus ich wartości (figury liczą się jako 0). Twoje to %1, całkiem dobre: zgłoś %2.</translation>
    </message>
    <message>
        <source>Your opponent accepted and you showed the better envido: your team scores its points. Look at the score.</source>
        <translation>Przeciwnik przyjął, a twoje envido okazało się lepsze: twoja drużyna dostaje punkty. Spójrz na wynik.</translation>
    </message>
    <message>
        <source>Now the tricks. Play the %1: it is good enough for this trick, and it keeps your best card for later.</source>
        <translation>Teraz lewy. Zagraj %1: wystarczy na tę lewę, a najlepszą kartę zachowasz na później.</translation>
    </message>
    <message>
        <source>You won the first trick. One more and the hand is yours.</source>
        <translation>Pierwsza lewa jest twoja. Jeszcze jedna i rozdanie należy do ciebie.</translation>
    </message>
    <message>
        <source>Time to bet on the hand: call %1. If your opponent refuses you score %2; if he accepts, the hand is worth %3.</source>
        <translation>Czas na zakład o rozdanie: zgłoś %1. Jeśli przeciwnik odrzuci, dostajesz %2; jeśli przyjmie, rozdanie będzie warte %3.</translation>
    </message>
    <message>
        <source>Your opponent raised. Each bet can be raised up the ladder: %1. Run and he scores %2; accept and the hand is worth %3. You hold a manilha: accept with %4.</source>
        <translation>Przeciwnik podbił. Każdy zakład można podbijać kolejno, szczebel po szczeblu: %1. Jeśli uciekniesz, on dostaje %2; jeśli przyjmiesz, rozdanie jest warte %3. Masz manilhę: przyjmij, mówiąc %4.</translation>
    </message>
    <message>
        <source>Now play your best card, the %1, to win the second trick and the hand.</source>
        <translation>Teraz zagraj swoją najlepszą kartę, %1, żeby wziąć drugą lewę i całe rozdanie.</translation>
    </message>
    <message>
        <source>You won the hand and the truco's points. A match is many hands like this one, until a team reaches the target score.</source>
        <translation>Rozdanie i punkty za Truco są twoje. Partia to wiele takich rozdań, aż któraś drużyna zdobędzie wymaganą liczbę punktów.</translation>
    </message>
    <message>
        <source>One more word: the mão de onze. When your team has 11 points, you see your cards first and choose to play the hand for 3 points or to run and give 1.</source>
        <translation>Jeszcze jedno: mão de onze. Gdy twoja drużyna ma 11 punktów, najpierw widzisz swoje karty i decydujesz: grasz rozdanie o 3 punkty albo wycofujesz się i oddajesz 1.</translation>
    </message>
    <message>
        <source>That is Truco! The coach stays with you: press H for a hint at any decision, and look back at each hand from its summary.</source>
        <translation>To jest Truco! Trener zostaje z tobą: przy każdej decyzji naciśnij H, by dostać podpowiedź, a z podsumowania każdego rozdania możesz spojrzeć na nie wstecz.</translation>
    </message>
    <message>
        <source>Not yet: read what the coach says, then press Next.</source>
        <extracomment>The truco ladder in the lesson: a call and its stake ("Seis 6").</extracomment>
        <translation>Jeszcze nie: przeczytaj, co mówi trener, i naciśnij Dalej.</translation>
    </message>
    <message>
        <source>Good try, but this lesson asks for another move: %1.</source>
        <extracomment>%1 is the move the lesson asks for ("Play the 7 of espadas", "Envido").</extracomment>
        <translation>Dobra próba, ale ta lekcja wymaga innego ruchu: %1.</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>%1 (Space)</source>
        <extracomment>A button's name for a screen reader: %1 is its label; Space is the key.</extracomment>
        <translation>%1 (Spacja)</translation>
    </message>
    <message>
        <source>What was said and played, newest last</source>
        <translation>Co powiedziano i zagrano, najnowsze na końcu</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Options: levels, speed, deck, señas</source>
        <translation>Opcje: poziomy, tempo, talia, znaki</translation>
    </message>
    <message>
        <source>Menu (Esc)</source>
        <translation>Menu (Esc)</translation>
    </message>
    <message>
        <source>Every menu</source>
        <translation>Wszystkie menu</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message>
        <source>Your cards: %1</source>
        <extracomment>Read by a screen reader: %1 lists your cards ("7 of espadas, 12 of copas").</extracomment>
        <translation>Twoje karty: %1</translation>
    </message>
    <message>
        <source>Your cards are face down</source>
        <translation>Twoje karty leżą zakryte</translation>
    </message>
</context>
<context>
    <name>buttons</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Tak</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Zastosuj</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Resetuj</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Przerwij</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignoruj</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Szukaj w:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nazwa pliku:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Pliki typu:</translation>
    </message>
</context>
<context>
    <name>callbar</name>
    <message>
        <source>Hand over</source>
        <translation>Koniec rozdania</translation>
    </message>
    <message>
        <source>Waiting for %1's answer</source>
        <extracomment>Your team's bet waits for the other team: %1 is the player who must answer.</extracomment>
        <translation>Czekamy na odpowiedź: %1</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <extracomment>The table plays on: %1 is the player who must act now.</extracomment>
        <translation>Kolej: %1</translation>
    </message>
    <message>
        <source>Match over</source>
        <extracomment>Under the match-over panel: Space starts a new match.</extracomment>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <source>Space: play again</source>
        <translation>Spacja: zagraj jeszcze raz</translation>
    </message>
    <message>
        <source>Space: next hand</source>
        <translation>Spacja: następne rozdanie</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Rozdawanie kart…</translation>
    </message>
    <message>
        <source>Mão de onze: play for %1 or run?</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Mão de onze: grać o %1 czy uciec?</translation>
    </message>
    <message>
        <source>You see your partner's cards</source>
        <translation>Widzisz karty partnera</translation>
    </message>
    <message>
        <source>Choose your set</source>
        <translation>Wybierz zestaw</translation>
    </message>
    <message>
        <source>Sets seen: %1 of %2</source>
        <extracomment>Mineiro: how many sets (of 3 cards) you have seen; %1 is 1 to 4, %2 the most (4).</extracomment>
        <translation>Obejrzane zestawy: %1 z %2</translation>
    </message>
    <message>
        <source>You are the gallo: discard a card</source>
        <extracomment>AR-GALLO-3: you are the gallo, dealt four cards; you put one away unseen.</extracomment>
        <translation>Jesteś gallo: odrzuć jedną kartę</translation>
    </message>
    <message>
        <source>It goes face down, out of the hand</source>
        <translation>Idzie zakryta, poza rozdanie</translation>
    </message>
    <message>
        <source>Announce your flor</source>
        <extracomment>What you must do first when you hold a flor and the rules ask you to sing it now.</extracomment>
        <translation>Zgłoś swój flor</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 is a player, %2 the call (Truco, Envido…).</extracomment>
        <translation>%1 zgłasza %2</translation>
    </message>
    <message>
        <source>Answer for your team</source>
        <translation>Odpowiedz za drużynę</translation>
    </message>
    <message>
        <source>Play a card</source>
        <extracomment>Your turn when no call is possible now: only a card can be played.</extracomment>
        <translation>Zagraj kartę</translation>
    </message>
    <message>
        <source>Answer with your flor</source>
        <translation>Odpowiedz, mając flor</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja kolej</translation>
    </message>
    <message>
        <source>Play a card or make a call</source>
        <translation>Zagraj kartę albo coś zgłoś</translation>
    </message>
    <message>
        <source>%1 suggests: %2</source>
        <extracomment>Your partner's advice: %1 is his name, %2 the call he suggests.</extracomment>
        <translation>%1 proponuje: %2</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nie teraz</translation>
    </message>
    <message>
        <source>%1 wants to call %2</source>
        <translation>%1 chce zgłosić %2</translation>
    </message>
    <message>
        <source>Your partner asks you first</source>
        <translation>Partner pyta cię o zdanie</translation>
    </message>
    <message>
        <source>You choose what %1 answers</source>
        <extracomment>You hold a flor you announce later, so your partner (%1) answers the call: you choose what he says.</extracomment>
        <translation>Ty wybierasz, co odpowie %1</translation>
    </message>
    <message>
        <source>Sing %1</source>
        <extracomment>The button at your turn to sing the envido: %1 is your envido points.</extracomment>
        <translation>Podaj %1</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2)</source>
        <extracomment>Under "Your turn to sing": the best envido sung so far, %1 its points, %2 who sang it.</extracomment>
        <translation>Najlepsze dotąd: %1 (%2)</translation>
    </message>
    <message>
        <source>Your turn to sing the envido</source>
        <extracomment>The call bar's title when the envido was accepted and your turn to say your points (or son buenas) has come, seat by seat from the mano.</extracomment>
        <translation>Twoja kolej, by podać punkty envido</translation>
    </message>
</context>
<context>
    <name>calls.argentino</name>
    <message>
        <source>Envido</source>
        <translation>Envido</translation>
    </message>
    <message>
        <source>Real envido</source>
        <translation>Real envido</translation>
    </message>
    <message>
        <source>Falta envido</source>
        <translation>Falta envido</translation>
    </message>
    <message>
        <source>Flor</source>
        <translation>Flor</translation>
    </message>
    <message>
        <source>Contraflor</source>
        <translation>Contraflor</translation>
    </message>
    <message>
        <source>Contraflor al resto</source>
        <translation>Contraflor al resto</translation>
    </message>
    <message>
        <source>Con flor quiero</source>
        <translation>Con flor quiero</translation>
    </message>
    <message>
        <source>Con flor me achico</source>
        <translation>Con flor me achico</translation>
    </message>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Quiero retruco</source>
        <translation>Quiero retruco</translation>
    </message>
    <message>
        <source>Quiero vale cuatro</source>
        <translation>Quiero vale cuatro</translation>
    </message>
    <message>
        <source>Quiero</source>
        <translation>Quiero</translation>
    </message>
    <message>
        <source>No quiero</source>
        <translation>No quiero</translation>
    </message>
    <message>
        <source>Me voy al mazo</source>
        <translation>Me voy al mazo</translation>
    </message>
    <message>
        <source>Retruco</source>
        <extracomment>A raise made at your own turn, not in answer to a Truco.</extracomment>
        <translation>Retruco</translation>
    </message>
    <message>
        <source>Vale cuatro</source>
        <translation>Vale cuatro</translation>
    </message>
    <message>
        <source>¡%1!</source>
        <extracomment>A bet shouted at the table; %1 is the call (Truco, Envido…).</extracomment>
        <translation>¡%1!</translation>
    </message>
</context>
<context>
    <name>calls.mineiro</name>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Seis</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Nove</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Doze</source>
        <translation>Doze</translation>
    </message>
    <message>
        <source>Aceito</source>
        <translation>Aceito</translation>
    </message>
    <message>
        <source>Corro</source>
        <translation>Corro</translation>
    </message>
    <message>
        <source>Keep my set</source>
        <extracomment>The mão's choice of his dealt set (Mineiro only).</extracomment>
        <translation>Zostawiam zestaw</translation>
    </message>
    <message>
        <source>Give to partner</source>
        <translation>Oddaję partnerowi</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Odrzucam i dobieram</translation>
    </message>
    <message>
        <source>Aceito · play for %1</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Aceito · gramy o %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · oni dostają %1</translation>
    </message>
    <message>
        <source>%1!</source>
        <extracomment>A bet shouted at the table; %1 is the call (Truco, Seis…).</extracomment>
        <translation>%1!</translation>
    </message>
</context>
<context>
    <name>calls.paulista</name>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Seis</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Nove</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Doze</source>
        <translation>Doze</translation>
    </message>
    <message>
        <source>Aceito</source>
        <translation>Aceito</translation>
    </message>
    <message>
        <source>Corro</source>
        <translation>Corro</translation>
    </message>
    <message>
        <source>Aceito · play for %1</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Aceito · gramy o %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · oni dostają %1</translation>
    </message>
    <message>
        <source>%1!</source>
        <extracomment>A bet shouted at the table; %1 is the call (Truco, Seis…).</extracomment>
        <translation>%1!</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>oros</source>
        <extracomment>A Spanish suit (oros: coins); most languages keep the Spanish word.</extracomment>
        <translation>oros</translation>
    </message>
    <message>
        <source>copas</source>
        <extracomment>A Spanish suit (copas: cups); most languages keep the Spanish word.</extracomment>
        <translation>copas</translation>
    </message>
    <message>
        <source>espadas</source>
        <extracomment>A Spanish suit (espadas: swords); most languages keep the Spanish word.</extracomment>
        <translation>espadas</translation>
    </message>
    <message>
        <source>bastos</source>
        <extracomment>A Spanish suit (bastos: clubs, cudgels); most languages keep the Spanish word.</extracomment>
        <translation>bastos</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Walet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>zakryta karta</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A Spanish card: %1 is its number (1-12), %2 its suit (oros, copas, espadas, bastos, as the suit messages of this context say them).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>French deck</comment>
        <extracomment>A French card: %1 is its rank (Ace, 7, King…), %2 its suit (clubs, hearts…).</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>characters</name>
    <message>
        <source>Rosa</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Steady and patient: bets what her cards are worth, no more and no less.</source>
        <translation>Spokojna i cierpliwa: stawia tyle, ile są warte jej karty, ani mniej, ani więcej.</translation>
    </message>
    <message>
        <source>Tano</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tano</translation>
    </message>
    <message>
        <source>A talker who bluffs with nothing and smiles either way; call him now and then.</source>
        <translation>Gaduła, który blefuje z niczym i zawsze się uśmiecha; od czasu do czasu sprawdź go.</translation>
    </message>
    <message>
        <source>Mirta</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Mirta</translation>
    </message>
    <message>
        <source>Cautious: rarely bets without good cards and goes to the deck early.</source>
        <translation>Ostrożna: rzadko stawia bez dobrych kart i wcześnie pasuje (Me voy al mazo).</translation>
    </message>
    <message>
        <source>Beto</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Beto</translation>
    </message>
    <message>
        <source>Bets hard and raises often; he would rather lose big than win small.</source>
        <translation>Gra ostro i często podbija; woli dużo przegrać niż mało wygrać.</translation>
    </message>
    <message>
        <source>Quique</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Quique</translation>
    </message>
    <message>
        <source>Lives for the señas: winks and signals at every chance, so watch his face.</source>
        <translation>Żyje dla znaków (señas): mruga i robi miny przy każdej okazji, więc patrz mu na twarz.</translation>
    </message>
    <message>
        <source>Dalva</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Dalva</translation>
    </message>
    <message>
        <source>A sharp reader of the table: seldom bets, but calls your bluffs.</source>
        <translation>Świetnie czyta stół: rzadko stawia, ale sprawdza twoje blefy.</translation>
    </message>
    <message>
        <source>Zeca</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Zeca</translation>
    </message>
    <message>
        <source>Loud and cheerful: shouts truco for fun and hates to say no quiero.</source>
        <translation>Głośny i wesoły: woła Truco dla zabawy i nie znosi mówić No quiero.</translation>
    </message>
    <message>
        <source>Tonho</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tonho</translation>
    </message>
    <message>
        <source>Stubborn: accepts almost every bet and never goes to the deck.</source>
        <translation>Uparty: przyjmuje prawie każdy zakład i nigdy nie pasuje.</translation>
    </message>
</context>
<context>
    <name>coach</name>
    <message>
        <source>The coach's reason: %1</source>
        <extracomment>The gap between the panel, the button and the call bar, in pixels. The panel's width when it goes above your cards (the room beside them is less). The deck the table draws, for a practice table drawn alike. The hand's summary: the look back's button goes under it. The last look back and practice table opened (kept alive while shown). Under the hint: %1 is the coach's reason for its choice (the first option), as the hand replay words a computer player's reasons.</extracomment>
        <translation>Dlaczego trener wybiera pierwszą opcję: %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Porada</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Rozumiem</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <extracomment>The Hint button; H is its key in every language.</extracomment>
        <translation>Podpowiedź (H)</translation>
    </message>
    <message>
        <source>What would the coach do? (H)</source>
        <translation>Co zrobiłby trener? (H)</translation>
    </message>
    <message>
        <source>Look back</source>
        <extracomment>Under the hand's summary: opens the coach's look back at the hand.</extracomment>
        <translation>Spójrz wstecz</translation>
    </message>
    <message>
        <source>Where the coach would have played differently</source>
        <translation>Gdzie trener zagrałby inaczej</translation>
    </message>
    <message>
        <source>your partner already wins this trick</source>
        <translation>twój partner już wygrywa tę lewę</translation>
    </message>
    <message>
        <source>the lowest card that wins this trick</source>
        <translation>najniższa karta, która wygrywa tę lewę</translation>
    </message>
    <message>
        <source>it cannot win this trick</source>
        <translation>nie może wygrać tej lewy</translation>
    </message>
    <message>
        <source>keeps the %1 for later</source>
        <translation>zostawia %1 na później</translation>
    </message>
    <message>
        <source>your best card</source>
        <translation>twoja najlepsza karta</translation>
    </message>
    <message>
        <source>hides a card that cannot win</source>
        <translation>chowa kartę, która nie może wygrać</translation>
    </message>
    <message>
        <source>you cannot see your cards</source>
        <translation>nie widzisz swoich kart</translation>
    </message>
    <message>
        <source>keeps envido %1 in the other three</source>
        <translation>zostawia envido %1 w pozostałych trzech</translation>
    </message>
    <message>
        <source>if they refuse you score %1; accepted, the hand is worth %2</source>
        <translation>jeśli odrzucą, dostajesz %1; jeśli przyjmą, rozdanie jest warte %2</translation>
    </message>
    <message>
        <source>the hand is then worth %1</source>
        <translation>rozdanie jest wtedy warte %1</translation>
    </message>
    <message>
        <source>they score %1 now</source>
        <translation>oni dostają teraz %1</translation>
    </message>
    <message>
        <source>your envido is %1</source>
        <translation>twoje envido to %1</translation>
    </message>
    <message>
        <source>your envido is %1; the winner scores %2</source>
        <translation>twoje envido to %1; zwycięzca dostaje %2</translation>
    </message>
    <message>
        <source>your envido is %1; if they refuse you score %2</source>
        <translation>twoje envido to %1; jeśli odrzucą, dostajesz %2</translation>
    </message>
    <message>
        <source>your flor is %1</source>
        <translation>twoja flor to %1</translation>
    </message>
    <message>
        <source>you give up the hand: they score %1</source>
        <translation>oddajesz rozdanie: oni dostają %1</translation>
    </message>
    <message>
        <source>the hand is worth %1</source>
        <translation>rozdanie jest warte %1</translation>
    </message>
    <message>
        <source>you keep these cards</source>
        <translation>zostawiasz te karty</translation>
    </message>
    <message>
        <source>you take new cards without seeing them</source>
        <translation>bierzesz nowe karty, nie widząc ich</translation>
    </message>
    <message>
        <source>your partner plays these cards</source>
        <translation>te karty zagra twój partner</translation>
    </message>
    <message>
        <source>the only thing you can do</source>
        <translation>jedyne, co możesz zrobić</translation>
    </message>
    <message>
        <source>Play the %1 face down</source>
        <extracomment>The card parameters of the sentences above and below (shown as card names).</extracomment>
        <translation>Zagraj %1 zakrytą</translation>
    </message>
    <message>
        <source>Put away the %1</source>
        <translation>Odłóż %1</translation>
    </message>
    <message>
        <source>Play the %1</source>
        <translation>Zagraj %1</translation>
    </message>
    <message>
        <source>Play your card %1</source>
        <extracomment>Mão de ferro: the player's cards are face down; %1 is 1, 2 or 3.</extracomment>
        <translation>Zagraj swoją kartę %1</translation>
    </message>
    <message numerus="yes">
        <source>you win the envido about %n times in 10</source>
        <translation>
            <numerusform>wygrywasz envido mniej więcej %n raz na 10</numerusform>
            <numerusform>wygrywasz envido mniej więcej %n razy na 10</numerusform>
            <numerusform>wygrywasz envido mniej więcej %n razy na 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the flor about %n times in 10</source>
        <translation>
            <numerusform>wygrywasz flor mniej więcej %n raz na 10</numerusform>
            <numerusform>wygrywasz flor mniej więcej %n razy na 10</numerusform>
            <numerusform>wygrywasz flor mniej więcej %n razy na 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the hand about %n times in 10</source>
        <translation>
            <numerusform>wygrywasz rozdanie mniej więcej %n raz na 10</numerusform>
            <numerusform>wygrywasz rozdanie mniej więcej %n razy na 10</numerusform>
            <numerusform>wygrywasz rozdanie mniej więcej %n razy na 10</numerusform>
        </translation>
    </message>
    <message>
        <source>Your envido is %1. From 28 on an envido is usually worth calling; 33 is the best there is.</source>
        <translation>Twoje envido to %1. Od 28 zgłoszenie envido zwykle się opłaca; 33 to najwięcej, ile można mieć.</translation>
    </message>
    <message>
        <source>You have flor: three cards of one suit. Announce it before anything else; it scores at least 3 points, and no envido is played in this hand.</source>
        <translation>Masz flor: trzy karty w jednym kolorze. Zgłoś ją przed wszystkim innym; jest warta co najmniej 3 punkty, a w tym rozdaniu nie gra się envido.</translation>
    </message>
    <message>
        <source>Mão de onze: your team has 11 points and sees its cards before deciding. Play the hand for %1 points, or run and give the other team %2.</source>
        <translation>Mão de onze: twoja drużyna ma 11 punktów i widzi swoje karty przed decyzją. Zagraj rozdanie o %1 punkty albo wycofaj się i oddaj drugiej drużynie %2.</translation>
    </message>
    <message>
        <source>Mão de ferro: both teams have 11 points, so nobody sees their cards. Choose a card by its place; the hand decides the match.</source>
        <translation>Mão de ferro: obie drużyny mają po 11 punktów, więc nikt nie widzi swoich kart. Wybierz kartę po jej miejscu; to rozdanie rozstrzyga partię.</translation>
    </message>
    <message>
        <source>The vira is the %1. The next rank up are the manilhas, the four strongest cards of this hand: %2.</source>
        <translation>Vira to %1. Karty o jedną rangę wyżej to manilhas, cztery najsilniejsze karty tego rozdania: %2.</translation>
    </message>
    <message>
        <source>The manilhas are always the same four cards, strongest first: %1. They beat every other card.</source>
        <translation>Manilhas to zawsze te same cztery karty, od najsilniejszej: %1. Biją każdą inną kartę.</translation>
    </message>
    <message>
        <source>You are the gallo: you play alone against the other two. First put away the weakest of your four cards, keeping your envido if you can.</source>
        <translation>Jesteś gallo: grasz sam przeciwko dwóm pozostałym. Najpierw odłóż najsłabszą z czterech kart, zachowując envido, jeśli się da.</translation>
    </message>
    <message>
        <source>%1 is the gallo and plays alone against you and the other player: the two of you play as partners in this hand.</source>
        <translation>%1 jest gallo i gra sam przeciwko tobie i drugiemu graczowi: w tym rozdaniu wy dwaj gracie jako partnerzy.</translation>
    </message>
    <message>
        <source>Practice</source>
        <extracomment>Makes the practice window's table: (model, deck style, four colours, parent); the table's own class, handed over by the coach (``TableWidget`` imports the coach). The window's title: a practice table, apart from the match being played.</extracomment>
        <translation>Ćwiczenie</translation>
    </message>
</context>
<context>
    <name>daily</name>
    <message>
        <source>won</source>
        <translation>wygrana</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>przegrana</translation>
    </message>
    <message>
        <source>Truco daily %1 · %2 · %3 %4</source>
        <extracomment>The line players share: %1 the date, %2 the variant, %3 won or lost, %4 the score.</extracomment>
        <translation>Truco dnia %1 · %2 · %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n hands</source>
        <translation>
            <numerusform>%1 w %n rozdaniu</numerusform>
            <numerusform>%1 w %n rozdaniach</numerusform>
            <numerusform>%1 w %n rozdaniach</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · with hints</source>
        <extracomment>The coach gave a hint during this daily deal (issue 33): %1 is the line above.</extracomment>
        <translation>%1 · z podpowiedziami</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>Hand log</source>
        <extracomment>The panel's gold: the daily tag, the focused button's ring.</extracomment>
        <translation>Przebieg rozdania</translation>
    </message>
    <message>
        <source>You keep your three cards</source>
        <extracomment>The characters in the computer seats (seat -&gt; key), for the rows' faces. This hand's team of every seat (the view's): the gallo's table changes sides. The hand's calls and plays so far (seat, word): whether a raise answers a bet. Cards played in the trick under way (the first one "led" it). The envido's outcome once settled, in words ("Envido won by Rosa, 29"). Mineiro log: you kept the three cards you were dealt (Keep my set).</extracomment>
        <translation>Zostawiasz swoje trzy karty</translation>
    </message>
    <message>
        <source>You give your three cards to your partner and draw three new ones</source>
        <extracomment>Mineiro log: you gave your three cards to your partner (Give to partner).</extracomment>
        <translation>Dajesz swoje trzy karty partnerowi i dobierasz trzy nowe</translation>
    </message>
    <message>
        <source>You show and discard your three cards and draw three new ones</source>
        <extracomment>Mineiro log: you showed your three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>Pokazujesz i odrzucasz swoje trzy karty, dobierasz trzy nowe</translation>
    </message>
    <message>
        <source>%1 keeps his three cards</source>
        <extracomment>Mineiro log: %1 kept the three cards he was dealt (Keep my set).</extracomment>
        <translation>%1 zostawia swoje trzy karty</translation>
    </message>
    <message>
        <source>%1 gives his three cards to his partner and draws three new ones</source>
        <extracomment>Mineiro log: %1 gave his three cards to his partner (Give to partner).</extracomment>
        <translation>%1 daje swoje trzy karty partnerowi i dobiera trzy nowe</translation>
    </message>
    <message>
        <source>%1 shows and discards his three cards and draws three new ones</source>
        <extracomment>Mineiro log: %1 showed his three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>%1 pokazuje i odrzuca swoje trzy karty, dobiera trzy nowe</translation>
    </message>
    <message>
        <source>You deal</source>
        <extracomment>The hand log when you are the dealer.</extracomment>
        <translation>Ty rozdajesz</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>Rozdaje: %1</translation>
    </message>
    <message>
        <source>Duel: %1 against %2</source>
        <translation>Pojedynek: %1 kontra %2</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, zakryta</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>zakryta karta</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <comment>you</comment>
        <extracomment>%1 is you (the player's own name: You, Yo), %2 a card.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <extracomment>%1 is a player, %2 a card ("7 of espadas", "a card face down").</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 led</source>
        <comment>you</comment>
        <extracomment>A log row beside the card's chip: %1 (in bold) is you (You, Yo), who played the trick's first card: the verb agrees with "you".</extracomment>
        <translation>%1 wychodzisz</translation>
    </message>
    <message>
        <source>%1 led</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played the trick's first card.</extracomment>
        <translation>%1 wychodzi</translation>
    </message>
    <message>
        <source>%1 played</source>
        <comment>you</comment>
        <extracomment>A log row beside the card's chip: %1 (in bold) is you (You, Yo), who played a card: the verb agrees with "you".</extracomment>
        <translation>%1 zagrywasz</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played a card.</extracomment>
        <translation>%1 zagrywa</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 what he says (¡Truco!, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 call</source>
        <extracomment>A log row beside your call (¡Truco!): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 zgłaszasz</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <extracomment>A log row beside the call (¡Truco!): %1 (in bold) made a bet.</extracomment>
        <translation>%1 zgłasza</translation>
    </message>
    <message>
        <source>%1 answer</source>
        <extracomment>A log row beside your answer (Quiero): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 odpowiadasz</translation>
    </message>
    <message>
        <source>%1 answers</source>
        <extracomment>A log row beside the answer (Quiero, No quiero): %1 (in bold).</extracomment>
        <translation>%1 odpowiada</translation>
    </message>
    <message>
        <source>%1 say</source>
        <extracomment>A log row beside what you say (Flor, Me voy al mazo): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 mówisz</translation>
    </message>
    <message>
        <source>%1 says</source>
        <extracomment>A log row beside what a player says (Flor, Me voy al mazo): %1 (bold).</extracomment>
        <translation>%1 mówi</translation>
    </message>
    <message>
        <source>%1 sing</source>
        <extracomment>A log row beside your envido points sung (or Son buenas): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 podajesz punkty</translation>
    </message>
    <message>
        <source>%1 sings</source>
        <extracomment>A log row beside the envido points sung (or Son buenas): %1 (in bold).</extracomment>
        <translation>%1 podaje punkty</translation>
    </message>
    <message>
        <source>You discard a card face down</source>
        <extracomment>AR-GALLO-3: you, the gallo, put one of your four cards away unseen.</extracomment>
        <translation>Odrzucasz jedną kartę zakrytą</translation>
    </message>
    <message>
        <source>%1 discards a card face down</source>
        <extracomment>AR-GALLO-3: %1, the gallo, puts one of his four cards away unseen.</extracomment>
        <translation>%1 odrzuca jedną kartę zakrytą</translation>
    </message>
    <message>
        <source>Envido won by you, %1</source>
        <extracomment>You won the envido; %1 is your envido points.</extracomment>
        <translation>Envido: wygrywasz (%1)</translation>
    </message>
    <message>
        <source>Envido won by %1, %2</source>
        <extracomment>%1 is the winner, %2 his envido points.</extracomment>
        <translation>Envido: wygrywa %1 (%2)</translation>
    </message>
    <message>
        <source>Envido refused</source>
        <translation>Envido odrzucone</translation>
    </message>
    <message>
        <source>Flor: %1, %2</source>
        <translation>Flor: %1, %2</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <extracomment>%1 is the trick (1-3); parda: the trick was tied.</extracomment>
        <translation>Lewa %1 → parda</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <comment>Mineiro, Paulista</comment>
        <extracomment>%1 is the trick (1-3); a tied trick at a Brazilian table (empate).</extracomment>
        <translation>Lewa %1 → parda</translation>
    </message>
    <message>
        <source>Trick %1 → %2 · %3</source>
        <extracomment>%1 is the trick (1-3), %2 Us or Them, %3 the player who won it.</extracomment>
        <translation>Lewa %1 → %2 · %3</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>%1 is what was scored for (Envido, Truco refused…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>All tied: the hand is dealt again</source>
        <translation>Same remisy: rozdanie od nowa</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <extracomment>The list item's role that carries a row's facts (a dict). The sentence's font size (smaller for a long name alone in a narrow row).</extracomment>
        <translation>Czekamy na twoją odpowiedź…</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read, so the default settings are in use; it will be moved aside before anything is saved over it.</source>
        <translation>Nie udało się odczytać pliku ustawień, więc obowiązują ustawienia domyślne; zanim cokolwiek go nadpisze, plik zostanie przeniesiony w bezpieczne miejsce.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside to %1 and the default settings are in use.</source>
        <translation>Nie udało się odczytać pliku ustawień, więc przeniesiono go do %1 i obowiązują ustawienia domyślne.</translation>
    </message>
    <message>
        <source>Your settings file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>Plik ustawień został zapisany przez nowszą wersję Truco, więc używane jest tylko to, co rozumie ta wersja; zanim plik się zmieni, jego kopia zostanie zachowana jako %1.</translation>
    </message>
    <message>
        <source>Some settings had values this version cannot use (%1), so those are back to their defaults.</source>
        <translation>Niektóre ustawienia miały wartości, których ta wersja nie obsługuje (%1), więc przywrócono im wartości domyślne.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so your statistics start again; it will be moved aside before anything is saved over it.</source>
        <translation>Nie udało się odczytać pliku statystyk, więc statystyki liczą się od nowa; zanim cokolwiek go nadpisze, plik zostanie przeniesiony w bezpieczne miejsce.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so it was moved aside to %1 and your statistics start again.</source>
        <translation>Nie udało się odczytać pliku statystyk, więc przeniesiono go do %1, a statystyki liczą się od nowa.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>Plik statystyk został zapisany przez nowszą wersję Truco, więc używane jest tylko to, co rozumie ta wersja; zanim plik się zmieni, jego kopia zostanie zachowana jako %1.</translation>
    </message>
    <message>
        <source>Some statistics could not be read (%1), so those entries start again.</source>
        <translation>Części statystyk nie udało się odczytać (%1), więc te pozycje liczą się od nowa.</translation>
    </message>
    <message>
        <source>Your saved match was made by a newer version of Truco, so it was left as it is; it cannot be resumed with this version.</source>
        <translation>Zapisana partia pochodzi z nowszej wersji Truco, więc pozostawiono ją bez zmian; tej wersji nie da się jej wznowić.</translation>
    </message>
    <message>
        <source>The match saved by a newer version of Truco was moved to %1 so that it is not overwritten.</source>
        <translation>Partię zapisaną przez nowszą wersję Truco przeniesiono do %1, żeby nie została nadpisana.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so a new match will start; the file stays where it is until it can be moved aside.</source>
        <translation>Nie udało się odczytać zapisanej partii, więc zacznie się nowa; plik zostaje na miejscu, dopóki nie da się go przenieść.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so it was moved aside to %1 and a new match will start.</source>
        <translation>Nie udało się odczytać zapisanej partii, więc przeniesiono ją do %1 i zacznie się nowa.</translation>
    </message>
    <message>
        <source>Some of your hand history could not be read, so the file was moved aside to %1 and the readable hands were kept.</source>
        <translation>Części historii rozdań nie udało się odczytać, więc plik przeniesiono do %1, a czytelne rozdania zachowano.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Nie udało się odczytać pliku.</translation>
    </message>
    <message>
        <source>The file is too large to be hand records.</source>
        <translation>Plik jest za duży, by mógł zawierać zapisy rozdań.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Plik nie jest tekstem w UTF-8.</translation>
    </message>
    <message>
        <source>The file holds no hand records.</source>
        <translation>Plik nie zawiera zapisów rozdań.</translation>
    </message>
    <message>
        <source>The file holds too many hands to import at once.</source>
        <translation>Plik zawiera za dużo rozdań, by zaimportować je naraz.</translation>
    </message>
    <message>
        <source>Line %1 is not JSON.</source>
        <translation>Wiersz %1 nie jest w formacie JSON.</translation>
    </message>
    <message>
        <source>Line %1 is not a valid hand record (%2).</source>
        <translation>Wiersz %1 nie jest poprawnym zapisem rozdania (%2).</translation>
    </message>
    <message>
        <source>The hand history could not be saved (%1).</source>
        <translation>Nie udało się zapisać historii rozdań (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n hands.</source>
        <translation>
            <numerusform>Zaimportowano %n rozdanie.</numerusform>
            <numerusform>Zaimportowano %n rozdania.</numerusform>
            <numerusform>Zaimportowano %n rozdań.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>points</name>
    <message>
        <source>Envido</source>
        <translation>Envido</translation>
    </message>
    <message>
        <source>Flor</source>
        <translation>Flor</translation>
    </message>
    <message>
        <source>Truco refused</source>
        <translation>Odrzucone Truco</translation>
    </message>
    <message>
        <source>Mazo</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Mão de onze refused</source>
        <translation>Odrzucona mão de onze</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>random choice</source>
        <translation>losowy wybór</translation>
    </message>
    <message>
        <source>the only legal action</source>
        <translation>jedyny dozwolony ruch</translation>
    </message>
    <message>
        <source>mão de ferro: playing a card without seeing it</source>
        <translation>mão de ferro: gra kartę w ciemno</translation>
    </message>
    <message>
        <source>played without much thought</source>
        <translation>gra bez namysłu</translation>
    </message>
    <message>
        <source>the answer his partner chose</source>
        <extracomment>The human chose this answer for his partner (the human's flor came first).</extracomment>
        <translation>odpowiedź wybrana przez partnera</translation>
    </message>
    <message>
        <source>partner already wins this trick: playing low (%1)</source>
        <translation>partner już bierze tę lewę: gra nisko (%1)</translation>
    </message>
    <message>
        <source>partner signalled a card nobody can beat: playing low (%1)</source>
        <translation>partner dał znak, że ma kartę nie do pobicia: gra nisko (%1)</translation>
    </message>
    <message>
        <source>the first trick was parda: playing the highest card (%1)</source>
        <translation>pierwsza lewa to parda: gra najwyższą kartę (%1)</translation>
    </message>
    <message>
        <source>winning the trick with the lowest card that beats it (%1)</source>
        <translation>bierze lewę najniższą kartą, która wystarczy (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing the lowest card (%1)</source>
        <translation>nie weźmie tej lewy: gra najniższą kartę (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing %1 face down</source>
        <translation>nie weźmie tej lewy: gra zakrytą kartę (%1)</translation>
    </message>
    <message>
        <source>a parda here wins the hand: tying with %1</source>
        <translation>parda tutaj wygrywa rozdanie: remisuje (%1)</translation>
    </message>
    <message>
        <source>a parda here moves the bet to the next trick: tying with %1</source>
        <translation>parda tutaj przenosi zakład na następną lewę: remisuje (%1)</translation>
    </message>
    <message>
        <source>playing %1: best chance to win the hand (%2%)</source>
        <translation>gra %1: największa szansa na wygranie rozdania (%2%)</translation>
    </message>
    <message>
        <source>%1% to win the hand: calling %2</source>
        <translation>%1% szans na wygranie rozdania: zgłasza %2</translation>
    </message>
    <message>
        <source>nothing to lose at this score: calling %1</source>
        <translation>przy tym wyniku nie ma nic do stracenia: zgłasza %1</translation>
    </message>
    <message>
        <source>bluffing: calling %1 with %2% to win</source>
        <translation>blefuje: zgłasza %1 przy %2% szans</translation>
    </message>
    <message>
        <source>%1% to win the hand, and the other side folds to truco %2 times in %3: calling %4</source>
        <translation>%1% szans na wygranie rozdania, a rywale ustępują przed truco %2 razy na %3: woła %4</translation>
    </message>
    <message>
        <source>the other side folds to truco %1 times in %2: calling %3 with %4% to win</source>
        <translation>rywale ustępują przed truco %1 razy na %2: woła %3 przy %4% szans na wygraną</translation>
    </message>
    <message>
        <source>they call truco in %1 hands of %2, with anything: %3% to win, accepting</source>
        <translation>wołają truco w %1 rozdaniach na %2, z byle czym: %3% szans, przyjmuje</translation>
    </message>
    <message>
        <source>they call truco in only %1 hands of %2, with the best cards: %3% to win, refusing</source>
        <translation>wołają truco tylko w %1 rozdaniach na %2, z najlepszymi kartami: %3% szans, odmawia</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, accepting</source>
        <translation>wołają falta envido w %1 rozdaniach na %2: envido %3, %4% szans na wygraną, przyjmuje</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, refusing</source>
        <translation>wołają falta envido w %1 rozdaniach na %2: envido %3, %4% szans na wygraną, odmawia</translation>
    </message>
    <message>
        <source>the match is decided either way: no %1</source>
        <translation>partia i tak jest rozstrzygnięta: bez %1</translation>
    </message>
    <message>
        <source>%1% to win the hand: accepting</source>
        <translation>%1% szans na wygranie rozdania: przyjmuje</translation>
    </message>
    <message>
        <source>refusing would lose the match: accepting</source>
        <translation>odmowa oznaczałaby przegraną partię: przyjmuje</translation>
    </message>
    <message>
        <source>%1% to win is worth the risk at this score: accepting</source>
        <translation>%1% szans to przy tym wyniku ryzyko warte podjęcia: przyjmuje</translation>
    </message>
    <message>
        <source>only %1% to win the hand: refusing</source>
        <translation>tylko %1% szans na wygranie rozdania: odrzuca</translation>
    </message>
    <message>
        <source>%1% to win the hand: raising to %2</source>
        <translation>%1% szans na wygranie rozdania: podbija (%2)</translation>
    </message>
    <message>
        <source>bluffing: raising to %1 with %2% to win</source>
        <translation>blefuje: podbija (%1) przy %2% szans</translation>
    </message>
    <message>
        <source>envido %1: calling %2</source>
        <translation>envido %1: zgłasza %2</translation>
    </message>
    <message>
        <source>envido %1: bluffing with %2</source>
        <translation>envido %1: blefuje (%2)</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: accepting</source>
        <translation>envido %1, %2% szans na wygraną: przyjmuje</translation>
    </message>
    <message>
        <source>envido %1, only %2% to win it: refusing</source>
        <translation>envido %1, tylko %2% szans na wygraną: odrzuca</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: raising to %3</source>
        <translation>envido %1, %2% szans na wygraną: podbija (%3)</translation>
    </message>
    <message>
        <source>envido %1: not worth calling</source>
        <translation>envido %1: nie zgłasza, bo nie warto</translation>
    </message>
    <message>
        <source>envido %1: the falta envido wins the match</source>
        <translation>envido %1: falta envido wygrywa partię</translation>
    </message>
    <message>
        <source>the other team is about to win: envido %1, falta envido</source>
        <translation>rywale są o krok od wygranej: envido %1, falta envido</translation>
    </message>
    <message>
        <source>envido goes first: envido %1, calling %2</source>
        <translation>envido ma pierwszeństwo: envido %1, zgłasza %2</translation>
    </message>
    <message>
        <source>announcing flor</source>
        <translation>zgłasza flor</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: %3</source>
        <translation>flor %1, %2% szans na wygraną: %3</translation>
    </message>
    <message>
        <source>flor %1, only %2% to win it: con flor me achico</source>
        <translation>flor %1, tylko %2% szans na wygraną: con flor me achico</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: con flor quiero</source>
        <translation>flor %1, %2% szans na wygraną: con flor quiero</translation>
    </message>
    <message>
        <source>gallo: discarding %1, keeping envido %2 and %3% to win the hand</source>
        <translation>gallo: odrzuca %1, zostaje envido %2 i %3% szans na wygranie rozdania</translation>
    </message>
    <message>
        <source>keeping this set (%1% to win the hand)</source>
        <translation>zostawia ten zestaw (%1% szans na wygranie rozdania)</translation>
    </message>
    <message>
        <source>weak set (%1% to win the hand): discarding it</source>
        <translation>słaby zestaw (%1% szans na wygranie rozdania): odrzuca go</translation>
    </message>
    <message>
        <source>mão de onze with %1% to win: playing</source>
        <translation>mão de onze przy %1% szans: gra</translation>
    </message>
    <message>
        <source>mão de onze with only %1% to win: running</source>
        <translation>mão de onze przy zaledwie %1% szans: ucieka</translation>
    </message>
    <message>
        <source>searched %1 deals: %2 scores best (%3%)</source>
        <translation>sprawdzone rozkłady kart: %1; najlepiej wypada %2 (%3%)</translation>
    </message>
    <message>
        <source>no chance left in this hand: going to the deck</source>
        <translation>w tym rozdaniu nie ma już szans: pasuje (mazo)</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no match in progress.</source>
        <translation>Nie trwa żadna partia.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Rozdanie się skończyło.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Przy tym stole nie ma takiego miejsca.</translation>
    </message>
    <message>
        <source>That call is not part of this game.</source>
        <translation>W tej grze nie ma takiego zgłoszenia.</translation>
    </message>
    <message>
        <source>Flor is not played at this table.</source>
        <translation>Przy tym stole nie gra się z flor.</translation>
    </message>
    <message>
        <source>You must announce your flor first.</source>
        <translation>Najpierw musisz zgłosić swój flor.</translation>
    </message>
    <message>
        <source>Only a player with a flor can answer a flor.</source>
        <translation>Na flor może odpowiedzieć tylko gracz, który sam ma flor.</translation>
    </message>
    <message>
        <source>You may not answer this call now.</source>
        <translation>Nie możesz teraz odpowiedzieć na to zgłoszenie.</translation>
    </message>
    <message>
        <source>Your partner answers this call.</source>
        <translation>Na to zgłoszenie odpowiada twój partner.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>Choose what to do with your set first.</source>
        <translation>Najpierw zdecyduj, co zrobić ze swoim zestawem.</translation>
    </message>
    <message>
        <source>The gallo must first discard one card.</source>
        <translation>Gallo musi najpierw odrzucić jedną kartę.</translation>
    </message>
    <message>
        <source>The gallo discards only once, before play.</source>
        <translation>Gallo odrzuca kartę tylko raz, przed grą.</translation>
    </message>
    <message>
        <source>Only the gallo discards a card.</source>
        <translation>Tylko gallo odrzuca kartę.</translation>
    </message>
    <message>
        <source>Only the gallo discards, with three players.</source>
        <translation>Kartę odrzuca tylko gallo, w grze we trzech.</translation>
    </message>
    <message>
        <source>The team on 11 must first decide whether to play the hand.</source>
        <translation>Drużyna z 11 punktami musi najpierw zdecydować, czy gra to rozdanie.</translation>
    </message>
    <message>
        <source>A call is waiting: answer it first.</source>
        <translation>Zgłoszenie czeka na odpowiedź: najpierw na nie odpowiedz.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Nie masz tej karty.</translation>
    </message>
    <message>
        <source>You may play a card face down only from the second trick on, and not when you lead the trick.</source>
        <translation>Kartę zakrytą można zagrać dopiero od drugiej lewy i nie wtedy, gdy wychodzisz do lewy.</translation>
    </message>
    <message>
        <source>Nobody may go to the deck while a call is waiting for an answer.</source>
        <translation>Nikt nie może spasować, dopóki zgłoszenie czeka na odpowiedź.</translation>
    </message>
    <message>
        <source>There is no call to answer.</source>
        <translation>Nie ma zgłoszenia, na które trzeba odpowiedzieć.</translation>
    </message>
    <message>
        <source>That envido cannot follow the last one.</source>
        <translation>To envido nie może padać po poprzednim.</translation>
    </message>
    <message>
        <source>The envido is closed once a Truco has been accepted.</source>
        <translation>Po przyjęciu Truco envido jest już zamknięte.</translation>
    </message>
    <message>
        <source>A flor was announced, so there is no envido this hand.</source>
        <translation>Zgłoszono flor, więc w tym rozdaniu nie ma envido.</translation>
    </message>
    <message>
        <source>There is only one envido per hand.</source>
        <translation>W jednym rozdaniu jest tylko jedno envido.</translation>
    </message>
    <message>
        <source>The envido can only be called in the first trick, before you play.</source>
        <translation>Envido można zgłosić tylko w pierwszej lewie, zanim zagrasz kartę.</translation>
    </message>
    <message>
        <source>There is no Truco in a mão de onze or a mão de ferro.</source>
        <translation>W mão de onze ani w mão de ferro nie ma Truco.</translation>
    </message>
    <message>
        <source>That raise is not yours to call, or it could not change anything.</source>
        <translation>To podbicie nie należy do ciebie albo niczego by nie zmieniło.</translation>
    </message>
    <message>
        <source>Only the team that accepted the last bet may raise it, one step at a time.</source>
        <translation>Podbić może tylko drużyna, która przyjęła ostatni zakład, i to tylko o jeden stopień.</translation>
    </message>
    <message>
        <source>That flor call is not possible now.</source>
        <translation>To zgłoszenie flor nie jest teraz możliwe.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Teraz to niedozwolone.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Rozdanie jeszcze się nie skończyło.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partia się skończyła.</translation>
    </message>
    <message>
        <source>A card is played by its place only in a mão de ferro.</source>
        <translation>Kartę według jej miejsca zagrywa się tylko w mão de ferro.</translation>
    </message>
    <message>
        <source>You play from the next hand: a computer player finishes this one.</source>
        <translation>Grasz od następnego rozdania: to dokończy gracz komputerowy.</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>%1 %2</source>
        <extracomment>The score read aloud at a table of three: %1 a player, %2 his points.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Us %1, them %2</source>
        <translation>My %1, oni %2</translation>
    </message>
    <message>
        <source>US</source>
        <translation>MY</translation>
    </message>
    <message>
        <source>THEM</source>
        <translation>ONI</translation>
    </message>
    <message>
        <source>MALAS</source>
        <translation>MALAS</translation>
    </message>
    <message>
        <source>BUENAS</source>
        <translation>BUENAS</translation>
    </message>
    <message>
        <source>malas</source>
        <translation>malas</translation>
    </message>
    <message>
        <source>buenas</source>
        <translation>buenas</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>My</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Oni</translation>
    </message>
    <message>
        <source>Mão de onze</source>
        <translation>Mão de onze</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Północ</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Wschód</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Zachód</translation>
    </message>
    <message>
        <source>Esteban</source>
        <extracomment>The five computer players of a six-player table have names; keep or adapt them.</extracomment>
        <translation>Esteban</translation>
    </message>
    <message>
        <source>Nilda</source>
        <translation>Nilda</translation>
    </message>
    <message>
        <source>Rufino</source>
        <extracomment>The seventh and eighth names of a table of eight; keep or adapt them.</extracomment>
        <translation>Rufino</translation>
    </message>
    <message>
        <source>Nico</source>
        <translation>Nico</translation>
    </message>
    <message>
        <source>Chela</source>
        <translation>Chela</translation>
    </message>
    <message>
        <source>Wanda</source>
        <translation>Wanda</translation>
    </message>
    <message>
        <source>Silvio</source>
        <translation>Silvio</translation>
    </message>
    <message>
        <source>Gallo</source>
        <extracomment>The player alone against the other two at a table of three (AR-GALLO-1); most languages keep the Argentine word.</extracomment>
        <translation>Gallo</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
</context>
<context>
    <name>signnames</name>
    <message>
        <source>Ancho de espadas</source>
        <extracomment>Each sign's name as said at the table, by sign id: the Spanish (Argentine set) or Portuguese (Brazilian set) name of ``data/signs.json``; an id both sets use has one name per set. A name not listed (a new regional set) shows as the vocabulary has it.</extracomment>
        <translation>Ancho de espadas</translation>
    </message>
    <message>
        <source>Ancho de bastos</source>
        <translation>Ancho de bastos</translation>
    </message>
    <message>
        <source>Siete de espadas</source>
        <translation>Siete de espadas</translation>
    </message>
    <message>
        <source>Siete de oros</source>
        <translation>Siete de oros</translation>
    </message>
    <message>
        <source>Un tres</source>
        <translation>Un tres</translation>
    </message>
    <message>
        <source>Um três</source>
        <translation>Um três</translation>
    </message>
    <message>
        <source>Un dos</source>
        <translation>Un dos</translation>
    </message>
    <message>
        <source>Flor</source>
        <translation>Flor</translation>
    </message>
    <message>
        <source>Envido de 30 o más</source>
        <translation>Envido de 30 o más</translation>
    </message>
    <message>
        <source>Envido de 27 a 29</source>
        <translation>Envido de 27 a 29</translation>
    </message>
    <message>
        <source>Nada</source>
        <translation>Nada</translation>
    </message>
    <message>
        <source>Zap</source>
        <translation>Zap</translation>
    </message>
    <message>
        <source>Copas</source>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Espadilha</source>
        <translation>Espadilha</translation>
    </message>
    <message>
        <source>Pica-fumo / Ouros</source>
        <translation>Pica-fumo / Ouros</translation>
    </message>
</context>
<context>
    <name>signs</name>
    <message>
        <source>I hold the ace of espadas, the best card.</source>
        <translation>Mam asa espadas, najlepszą kartę.</translation>
    </message>
    <message>
        <source>I hold the ace of bastos, the second best card.</source>
        <translation>Mam asa bastos, drugą najlepszą kartę.</translation>
    </message>
    <message>
        <source>I hold the seven of espadas.</source>
        <translation>Mam siódemkę espadas.</translation>
    </message>
    <message>
        <source>I hold the seven of oros.</source>
        <translation>Mam siódemkę oros.</translation>
    </message>
    <message>
        <source>I hold a three.</source>
        <translation>Mam trójkę.</translation>
    </message>
    <message>
        <source>I hold a two.</source>
        <translation>Mam dwójkę.</translation>
    </message>
    <message>
        <source>I have flor: three cards of one suit.</source>
        <translation>Mam flor: trzy karty w jednym kolorze.</translation>
    </message>
    <message>
        <source>I have 30 or more for the envido.</source>
        <translation>Mam 30 lub więcej do envido.</translation>
    </message>
    <message>
        <source>I have 27 to 29 for the envido.</source>
        <translation>Mam od 27 do 29 do envido.</translation>
    </message>
    <message>
        <source>I have nothing worth anything.</source>
        <translation>Nie mam nic wartościowego.</translation>
    </message>
    <message>
        <source>I hold the zap, the best manilha.</source>
        <translation>Mam zapa, najlepszą manilhę.</translation>
    </message>
    <message>
        <source>I hold the manilha of copas (hearts).</source>
        <translation>Mam manilhę copas (kier).</translation>
    </message>
    <message>
        <source>I hold the espadilha, the manilha of spades.</source>
        <translation>Mam espadilhę, manilhę pik.</translation>
    </message>
    <message>
        <source>I hold the pica-fumo, the manilha of ouros.</source>
        <translation>Mam pica-fumo, manilhę ouros (karo).</translation>
    </message>
    <message>
        <source>raise the eyebrows</source>
        <extracomment>How the face makes it, by face part and value.</extracomment>
        <translation>uniesienie brwi</translation>
    </message>
    <message>
        <source>a wink</source>
        <translation>mrugnięcie okiem</translation>
    </message>
    <message>
        <source>close both eyes</source>
        <translation>zamknięcie obu oczu</translation>
    </message>
    <message>
        <source>twist the mouth to the right</source>
        <translation>wykrzywienie ust w prawo</translation>
    </message>
    <message>
        <source>twist the mouth to the left</source>
        <translation>wykrzywienie ust w lewo</translation>
    </message>
    <message>
        <source>bite the lower lip</source>
        <translation>przygryzienie dolnej wargi</translation>
    </message>
    <message>
        <source>purse the lips as for a kiss</source>
        <translation>ściągnięcie ust jak do pocałunku</translation>
    </message>
    <message>
        <source>puff out both cheeks</source>
        <translation>nadęcie obu policzków</translation>
    </message>
    <message>
        <source>puff out one cheek</source>
        <translation>nadęcie jednego policzka</translation>
    </message>
    <message>
        <source>tilt the head</source>
        <translation>przechylenie głowy</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Joins two face movements of one sign ("a wink" and "tilt the head").</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Señas</source>
        <extracomment>The partners' secret signals; keep the Spanish word, add yours if it helps.</extracomment>
        <translation>Señas</translation>
    </message>
    <message>
        <source>%1 signals: %2</source>
        <extracomment>The hand log, for you alone: %1 is your partner (North), %2 the sign's name.</extracomment>
        <translation>%1 daje znak: %2</translation>
    </message>
    <message>
        <source>You signal: %1</source>
        <extracomment>The hand log: %1 is the sign's name as said at the table (Ancho de espadas).</extracomment>
        <translation>Dajesz znak: %1</translation>
    </message>
    <message>
        <source>You spotted %1's sign: %2</source>
        <extracomment>The hand log: you caught an opponent's sign; %1 is the opponent, %2 the sign.</extracomment>
        <translation>Zauważony znak (%1): %2</translation>
    </message>
    <message>
        <source>%1 makes a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: your partner made a sign, and the player reads its meaning from the face; %1 is the partner (Rosa).</extracomment>
        <translation>%1 daje znak</translation>
    </message>
    <message>
        <source>You spotted %1 making a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: you caught an opponent making a sign (its meaning is not written); %1 is the opponent.</extracomment>
        <translation>Zauważony znak (%1)</translation>
    </message>
    <message>
        <source>Seña</source>
        <extracomment>The tag by a face making a sign when "Show what señas mean" is off (one seña; keep the Spanish word, as in "Señas").</extracomment>
        <translation>Seña</translation>
    </message>
    <message>
        <source>SPOTTED</source>
        <extracomment>Over an opponent's face on the table when you caught his sign (short, capitals).</extracomment>
        <translation>ZAUWAŻONY</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <extracomment>The palette's keyboard hint; %1 is a key such as Alt+1.</extracomment>
        <translation>Skrót: %1</translation>
    </message>
    <message>
        <source>Make a sign to your partner. The opponents may catch it. Alt+1 … Alt+0 make them from the keyboard.</source>
        <translation>Daj znak partnerowi. Przeciwnicy mogą go zauważyć. Z klawiatury: Alt+1 … Alt+0.</translation>
    </message>
    <message>
        <source>At a real table partners tell each other their best cards with their faces. Your partner signals you early in each hand, and you can signal him from the Señas button or with Alt+1 … Alt+0. The opponents watch: each sign may be caught, and when you catch one of theirs it is marked SPOTTED on their seat.</source>
        <translation>Przy prawdziwym stole partnerzy zdradzają sobie najlepsze karty minami. Twój partner daje ci znak na początku każdego rozdania, a ty możesz odpowiedzieć przyciskiem Señas albo skrótem Alt+1 … Alt+0. Przeciwnicy patrzą: każdy znak może zostać zauważony, a gdy ty zauważysz ich znak, przy ich miejscu pojawi się napis ZAUWAŻONY.</translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message>
        <source>Next hand</source>
        <translation>Następne rozdanie</translation>
    </message>
    <message>
        <source>No points this hand</source>
        <extracomment>The height of a card shown in the summary, in pixels.</extracomment>
        <translation>W tym rozdaniu bez punktów</translation>
    </message>
    <message>
        <source>%1 %2 → &lt;b&gt;%3&lt;/b&gt;</source>
        <extracomment>%1 is what won the points (Retruco, Envido, Mazo…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1: %2 → &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Envido: %1 with %2</source>
        <extracomment>%1 is the winner of the envido, %2 his points.</extracomment>
        <translation>Envido: %1 (%2)</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>My %1 · Oni %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <extracomment>You alone win the match (two players; the gallo's table too).</extracomment>
        <translation>Wygrywasz partię!</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <extracomment>Your team (four, six or eight players) wins the match: "we won".</extracomment>
        <translation>Twoja drużyna wygrywa partię!</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Przeciwnicy wygrywają partię</translation>
    </message>
    <message>
        <source>Matches won: %1 – %2</source>
        <translation>Wygrane partie: %1 – %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>In the hand's summary, over the cards a winner shows: %1 is who shows them, %2 what they made (e.g. "Envido 29").</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <extracomment>AR-GALLO-5: you and your partner of the last hand reach the target together.</extracomment>
        <translation>Ty i %1 wygrywacie partię!</translation>
    </message>
    <message>
        <source>%1 and %2 win the match</source>
        <extracomment>AR-GALLO-5: the two players of the pair win the match together.</extracomment>
        <translation>%1 i %2 wygrywają partię</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <extracomment>One player wins the match: the gallo or one of the pair in a match of three, your opponent in a match of two.</extracomment>
        <translation>%1 wygrywa partię</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj jeszcze raz</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>%1 refused</source>
        <extracomment>In the hand's summary: a bet refused, which scored for the side that made it; %1 is the call (Truco, Retruco, Envido…), e.g. "Retruco refused 2 → Us".</extracomment>
        <translation>Odrzucone %1</translation>
    </message>
    <message>
        <source>You went to the mazo</source>
        <extracomment>In the hand's summary: you gave the hand up (went to the deck).</extracomment>
        <translation>Idziesz do mazo</translation>
    </message>
    <message>
        <source>%1 went to the mazo</source>
        <extracomment>In the hand's summary: %1 (a player) gave the hand up (went to the deck).</extracomment>
        <translation>%1 idzie do mazo</translation>
    </message>
    <message>
        <source>You would not play the mão de onze</source>
        <extracomment>In the hand's summary: your team, on 11, would not play the mão de onze and gave the hand up (you said so).</extracomment>
        <translation>Nie grasz mão de onze</translation>
    </message>
    <message>
        <source>%1 would not play the mão de onze</source>
        <extracomment>In the hand's summary: a team on 11 would not play the mão de onze and gave the hand up; %1 is the player who said so.</extracomment>
        <translation>%1 nie gra mão de onze</translation>
    </message>
    <message>
        <source>You refused the %1</source>
        <extracomment>In the hand's summary: you refused a bet and gave the hand up; %1 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>Odrzucasz %1</translation>
    </message>
    <message>
        <source>%1 refused the %2</source>
        <extracomment>In the hand's summary: %1 (a player) refused a bet and gave the hand up; %2 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>%1 odrzuca %2</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Truco · demo</source>
        <translation>Truco · demo</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>My</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Oni</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>ROZDAJE</translation>
    </message>
    <message>
        <source>PÉ</source>
        <extracomment>The dealer's puck: PÉ is the dealer's word at a Brazilian table.</extracomment>
        <translation>PÉ</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Poza grą</translation>
    </message>
    <message>
        <source>Mão de ferro · play blind</source>
        <translation>Mão de ferro · gra w ciemno</translation>
    </message>
    <message>
        <source>Partner's cards</source>
        <translation>Karty partnera</translation>
    </message>
    <message>
        <source>Pica-pica · duel %1 of %2</source>
        <extracomment>Six or eight players: the pica-pica duels; %1 is this duel (1 to %2), %2 how many duels the hand has (3 or 4).</extracomment>
        <translation>Pica-pica · pojedynek %1 z %2</translation>
    </message>
    <message>
        <source>Vira %1 · manilhas %2</source>
        <extracomment>%1 is the rank of the vira, %2 the rank of the manilhas (e.g. "Vira 7 · manilhas Q").</extracomment>
        <translation>Vira %1 · manilhas %2</translation>
    </message>
    <message>
        <source>You have %1</source>
        <extracomment>By your cards while an envido may be called: your own envido points, as a player at a real table knows them; %1 is the value (0 to 33). Say it the way a player would think it (Spanish "Tenés %1").</extracomment>
        <translation>Masz %1</translation>
    </message>
    <message>
        <source>Manilha</source>
        <extracomment>The tab on a manilha in your hand (Brazilian Truco), in capitals; most languages keep the Portuguese word (Greek: μανίλια).</extracomment>
        <translation>Manilha</translation>
    </message>
    <message>
        <source>MÃO</source>
        <extracomment>The player who leads the first trick: MANO (Argentina), MÃO (Brazil).</extracomment>
        <translation>MÃO</translation>
    </message>
    <message>
        <source>MANO</source>
        <translation>MANO</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Gallo · %1</source>
        <extracomment>Your nameplate's line when you are the gallo: %1 is "4 cards".</extracomment>
        <translation>Gallo · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A nameplate's second line: %1 is Partner or Opponent, %2 "3 cards".</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Gallo</source>
        <extracomment>The chip on the gallo's nameplate (AR-GALLO-1); most languages keep the word.</extracomment>
        <translation>Gallo</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Pokazane</translation>
    </message>
    <message numerus="yes">
        <source>worth %n if accepted</source>
        <translation>
            <numerusform>po przyjęciu: %n punkt</numerusform>
            <numerusform>po przyjęciu: %n punkty</numerusform>
            <numerusform>po przyjęciu: %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is Envido or Flor, %2 its points, as shown under a seat's shown cards.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A bubble: %1 is Envido or Flor, %2 the points sung (e.g. "Envido: 33").</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>wins %n points</source>
        <extracomment>Under the bubble of the best envido or flor: the points his team wins.</extracomment>
        <translation>
            <numerusform>wygrywa %n punkt</numerusform>
            <numerusform>wygrywa %n punkty</numerusform>
            <numerusform>wygrywa %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Son buenas</source>
        <extracomment>Said when the other side's envido is better: keep it in Spanish.</extracomment>
        <translation>Son buenas</translation>
    </message>
    <message>
        <source>%1: waiting for an answer</source>
        <extracomment>The stake strip while an envido waits for its answer; %1 is the last call of its chain (Envido, Real envido, Falta envido): "Real envido: waiting for an answer".</extracomment>
        <translation>%1: czeka na odpowiedź</translation>
    </message>
    <message>
        <source>Envido cancelled by the flor</source>
        <extracomment>The stake strip: a flor was announced over an envido call, which ends the envido without points (AR-FLOR-3).</extracomment>
        <translation>Envido anulowane przez flor</translation>
    </message>
    <message>
        <source>No envido: a flor was sung</source>
        <extracomment>The stake strip: a flor was announced, so no envido can be called this hand.</extracomment>
        <translation>Bez envido: była flor</translation>
    </message>
    <message>
        <source>Envido accepted: singing</source>
        <extracomment>The stake strip while an accepted envido is sung, seat by seat, before its winner is known.</extracomment>
        <translation>Envido przyjęte: podawanie punktów</translation>
    </message>
    <message>
        <source>Truco</source>
        <extracomment>The characters in the computer seats (seat -&gt; key).</extracomment>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Daily deal · %1</source>
        <extracomment>The tag in the side panel's header while the daily deal is played; %1 is its date.</extracomment>
        <translation>Partia dnia · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n</source>
        <extracomment>The points a match is played to.</extracomment>
        <translation>
            <numerusform>do %n</numerusform>
            <numerusform>do %n</numerusform>
            <numerusform>do %n</numerusform>
        </translation>
    </message>
    <message>
        <source>flor off</source>
        <translation>bez flor</translation>
    </message>
    <message>
        <source>flor simple</source>
        <translation>flor prosty</translation>
    </message>
    <message>
        <source>flor with contraflor</source>
        <translation>flor z contraflor</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>wolne</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>normalne</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>szybkie</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>błyskawiczne</translation>
    </message>
    <message>
        <source>F1 Rules · Esc Menu · Speed: %1</source>
        <extracomment>The footer: F1 and Esc are keys; %1 is the animation speed (Slow, Normal…). Keep the " · " between the parts: a narrow panel breaks the line there.</extracomment>
        <translation>F1 Zasady · Esc Menu · Tempo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stake &lt;b&gt;%n points&lt;/b&gt;</source>
        <extracomment>What the hand is worth now; keep the &lt;b&gt; markup around the number.</extracomment>
        <translation>
            <numerusform>Stawka &lt;b&gt;%n punkt&lt;/b&gt;</numerusform>
            <numerusform>Stawka &lt;b&gt;%n punkty&lt;/b&gt;</numerusform>
            <numerusform>Stawka &lt;b&gt;%n punktów&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Envido: not called</source>
        <translation>Envido: brak</translation>
    </message>
    <message>
        <source>Trick %1 of 3</source>
        <translation>Lewa %1 z 3</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>gave up the hand</source>
        <extracomment>Under the bubble of the player who went to the mazo or refused the bet, at the hand's end: he gave the hand up.</extracomment>
        <translation>oddaje rozdanie</translation>
    </message>
</context>
</TS>
