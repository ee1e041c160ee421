<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Truco</source>
        <translation>Acerca de Truco</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>Argentine Truco, Truco Mineiro and Truco Paulista against computer players, offline, in seven languages.</source>
        <translation>Truco argentino, truco mineiro y truco paulista contra la computadora, sin conexión y en siete idiomas.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (%1). You may share and change it under its terms; it comes with no warranty.</source>
        <extracomment>%1 is the licence's short name (GPL-3.0-or-later) as a link.</extracomment>
        <translation>Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior (%1). Se puede compartir y modificar según sus términos, y se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>AppMenus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>The levels the Options menu offers (``bots.levels``). The first match that teaches (issue 33), at any time.</extracomment>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Desafío del día</translation>
    </message>
    <message>
        <source>&amp;Replay last hand</source>
        <translation>&amp;Repasar la última mano</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Flor</source>
        <translation>&amp;Flor</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Sin flor</translation>
    </message>
    <message>
        <source>Simple (3 points a flor)</source>
        <translation>Simple (3 puntos por flor)</translation>
    </message>
    <message>
        <source>Full (with contraflor)</source>
        <translation>Completa (con contraflor)</translation>
    </message>
    <message>
        <source>&amp;Match to</source>
        <translation>&amp;Partida a</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>F&amp;alta envido</source>
        <translation>Falta &amp;envido</translation>
    </message>
    <message>
        <source>Worth what the leader needs to win</source>
        <translation>Vale lo que le falta al que va ganando</translation>
    </message>
    <message>
        <source>Wins the match while the leader is in the malas</source>
        <translation>Gana la partida si el que va ganando está en las malas</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Mazo</translation>
    </message>
    <message>
        <source>Dirty deck (40 cards)</source>
        <translation>Mazo sucio (40 cartas)</translation>
    </message>
    <message>
        <source>Clean deck (24 cards)</source>
        <translation>Mazo limpio (24 cartas)</translation>
    </message>
    <message>
        <source>&amp;Best of three</source>
        <translation>Al mejor de &amp;tres</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opciones</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Abrir una mesa…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation>Jugar en &amp;línea…</translation>
    </message>
    <message>
        <source>&amp;Gallo (3 players)</source>
        <extracomment>The Rules menu's entry for the three-player gallo's mode (AR-GALLO-2).</extracomment>
        <translation>&amp;Gallo (3 jugadores)</translation>
    </message>
    <message>
        <source>Rotating: the mano is the gallo</source>
        <extracomment>The gallo of each hand is its mano, so the role goes round the table.</extracomment>
        <translation>Rotativo: el mano es el gallo</translation>
    </message>
    <message>
        <source>Fixed: you are the gallo</source>
        <translation>Fijo: vos sos el gallo</translation>
    </message>
    <message>
        <source>Fixed: the player on your right</source>
        <translation>Fijo: el jugador a tu derecha</translation>
    </message>
    <message>
        <source>Fixed: the player on your left</source>
        <translation>Fijo: el jugador a tu izquierda</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Rivales</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Compañero</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>C&amp;haracters…</source>
        <extracomment>Opens the dialog where the player picks the computer players (characters).</extracomment>
        <translation>Perso&amp;najes…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Máxima</translation>
    </message>
    <message>
        <source>&amp;Next hand by itself after a pause</source>
        <extracomment>An option, off by default: the hand's summary goes and the next hand is dealt by itself after a pause, instead of waiting for you.</extracomment>
        <translation>Pasar a la siguiente &amp;mano tras una pausa</translation>
    </message>
    <message>
        <source>Deck st&amp;yle</source>
        <translation>&amp;Estilo de las cartas</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Verde</translation>
    </message>
    <message>
        <source>&amp;Four-colour French deck</source>
        <translation>Baraja &amp;francesa de cuatro colores</translation>
    </message>
    <message>
        <source>Show my &amp;envido</source>
        <extracomment>An option, on by default: your own envido points shown by your cards while an envido may be called ("You have 29"); purists turn it off.</extracomment>
        <translation>Mos&amp;trar mi envido</translation>
    </message>
    <message>
        <source>P&amp;artner asks me first</source>
        <translation>El compañero me consulta &amp;antes</translation>
    </message>
    <message>
        <source>Opponents can &amp;catch signs</source>
        <translation>Los rivales pueden &amp;pescar señas</translation>
    </message>
    <message>
        <source>Show what se&amp;ñas mean</source>
        <extracomment>An option, on by default: the señas' meanings written in the log and on the faces ("Rosa signals: Un dos"); off, only that a sign was made, so the player reads the faces as at a real table. Keep "señas" as in "Partner signals (señas)"; the accelerator is on ñ only so that the English never clashes: choose your own.</extracomment>
        <translation>Mostrar qué si&amp;gnifican las señas</translation>
    </message>
    <message>
        <source>Hints and &amp;tips</source>
        <extracomment>The coach's options (issue 33): a submenu with "Hints" and "Show tips".</extracomment>
        <translation>P&amp;istas y consejos</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <extracomment>An option, on by default: the Hint button (and the H key) at your turn, where the coach says what he would do and why (never in a match played online).</extracomment>
        <translation>&amp;Pistas</translation>
    </message>
    <message>
        <source>Show &amp;tips</source>
        <extracomment>An option, on by default: a tip shown the first time its situation comes up.</extracomment>
        <translation>Mostrar &amp;consejos</translation>
    </message>
    <message>
        <source>&amp;Look back after each hand</source>
        <extracomment>An option, on by default: after each hand, a button by its summary opens the coach's look back at the player's dearest choices.</extracomment>
        <translation>&amp;Repasar cada mano</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>S&amp;onido</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Vo&amp;lumen del sonido</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A sound volume in percent of full, e.g. "75%" (Turkish: "%75").</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <source>Partner may ans&amp;wer for the team</source>
        <extracomment>Off by default: a call addressed to your team waits for your answer.</extracomment>
        <translation>El compañero puede responder por el e&amp;quipo</translation>
    </message>
    <message>
        <source>Partner si&amp;gnals (señas)</source>
        <translation>&amp;Señas del compañero</translation>
    </message>
    <message>
        <source>Daily &amp;leaderboard…</source>
        <extracomment>Opens the dialog where the player opts in to the online daily leaderboard.</extracomment>
        <translation>Ranking &amp;diario…</translation>
    </message>
    <message>
        <source>&amp;Tips</source>
        <translation>&amp;Consejos</translation>
    </message>
    <message>
        <source>&amp;Señas (signs)</source>
        <translation>&amp;Señas</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <extracomment>Help: the coach's guided hand, the first match that teaches.</extracomment>
        <translation>A&amp;prender a jugar</translation>
    </message>
    <message>
        <source>&amp;About Truco</source>
        <translation>&amp;Acerca de Truco</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Reglas del %1</translation>
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
        <translation>reparte</translation>
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
        <translation>Un jugador distinto en cada partida, elegido por el juego.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Who plays at the table</source>
        <translation>Quién juega en la mesa</translation>
    </message>
    <message>
        <source>Pick your partner and your opponents, or let the game choose. Each plays at the level chosen in Options, in a style of their own. The players you pick sit down from the next game.</source>
        <translation>Elegí a tu compañero y a tus rivales, o dejá que elija el juego. Cada uno juega en el nivel elegido en Opciones, con su propio estilo. Los jugadores que elijas se sientan a partir de la próxima partida.</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compañero</translation>
    </message>
    <message>
        <source>Partner %1</source>
        <extracomment>A seat in the Characters dialog: "Partner 2".</extracomment>
        <translation>Compañero %1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <extracomment>A seat in the Characters dialog: "Opponent 2".</extracomment>
        <translation>Rival %1</translation>
    </message>
    <message>
        <source>Let the game choose</source>
        <translation>Que elija el juego</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
</context>
<context>
    <name>ClubLobby</name>
    <message>
        <source>Play online</source>
        <extracomment>The list's columns: how many play, the free seats, who sits, the match's state. A seat was asked for: the table's window (the game shows it and keeps it). Our seats at club tables (their tokens): leaving a table is not losing it. The club the list is of (as typed), its pinned fingerprint, its tables. The club last asked for (a slower answer from another one is not shown).</extracomment>
        <translation>Jugar en línea</translation>
    </message>
    <message>
        <source>Cl&amp;ub:</source>
        <translation>C&amp;lub:</translation>
    </message>
    <message>
        <source>the club's address, for example club.example.org</source>
        <translation>la dirección del club, por ejemplo club.example.org</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>C&amp;onectar</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Open &amp;tables:</source>
        <translation>&amp;Mesas abiertas:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Lugares libres</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Sentados</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>Códi&amp;go:</translation>
    </message>
    <message>
        <source>Join b&amp;y code</source>
        <translation>Unirse por &amp;código</translation>
    </message>
    <message>
        <source>&amp;Quick play</source>
        <translation>Partida &amp;rápida</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>Cr&amp;ear</translation>
    </message>
    <message>
        <source>Type the club's address.</source>
        <translation>Escribí la dirección del club.</translation>
    </message>
    <message>
        <source>Reaching the club…</source>
        <translation>Conectando con el club…</translation>
    </message>
    <message>
        <source>A club is reached over a secure connection only: https://</source>
        <translation>A un club se llega solo por una conexión segura: https://</translation>
    </message>
    <message>
        <source>That is not a club's address (%1).</source>
        <extracomment>%1: what is wrong with the address (in English).</extracomment>
        <translation>Esa no es la dirección de un club (%1).</translation>
    </message>
    <message>
        <source>The club's certificate was not trusted.</source>
        <translation>No confiaste en el certificado del club.</translation>
    </message>
    <message>
        <source>Playing online needs the game's online part: %1</source>
        <extracomment>%1: the command that installs it.</extracomment>
        <translation>Jugar en línea necesita la parte en línea del juego: %1</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2: the system's words for the failure.</extracomment>
        <translation>No se puede llegar al club en %1 (%2).</translation>
    </message>
    <message>
        <source>Trust this club?</source>
        <translation>¿Confiar en este club?</translation>
    </message>
    <message>
        <source>The club at %1 has a certificate of its own, not one the system knows. Trust it only if its fingerprint is the one the club's people gave you:</source>
        <extracomment>%1: the club's address. The certificate's fingerprint follows on its own lines.</extracomment>
        <translation>El club en %1 tiene un certificado propio, no uno que el sistema conozca. Confiá en él solo si su huella es la que te dio la gente del club:</translation>
    </message>
    <message>
        <source>Once trusted, the game refuses this club if its certificate changes.</source>
        <translation>Una vez que confíes, el juego rechaza este club si su certificado cambia.</translation>
    </message>
    <message>
        <source>&amp;Trust</source>
        <translation>&amp;Confiar</translation>
    </message>
    <message>
        <source>The club's certificate has changed since you trusted it, so the game does not connect: someone may stand between you and the club. If the club's people say they changed it, its new fingerprint is %1.</source>
        <extracomment>%1: the new certificate's fingerprint.</extracomment>
        <translation>El certificado del club cambió desde que confiaste en él, así que el juego no se conecta: puede haber alguien entre vos y el club. Si la gente del club dice que lo cambió, su nueva huella es %1.</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jugando</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>%1 (your seat)</source>
        <extracomment>A listed table where we left a seat that is still kept for us.</extracomment>
        <translation>%1 (tu lugar)</translation>
    </message>
    <message>
        <source>No open table right now: create one, or quick play.</source>
        <translation>Ahora no hay mesas abiertas: creá una o jugá una partida rápida.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n open tables.</source>
        <extracomment>%1: the club's address, %n: how many open tables it lists.</extracomment>
        <translation>
            <numerusform>%1: %n mesa abierta.</numerusform>
            <numerusform>%1: %n mesas abiertas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Escribí el código de la mesa.</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name of a new club table when none is typed: %1 its owner's name.</extracomment>
        <translation>Mesa de %1</translation>
    </message>
</context>
<context>
    <name>ClubTableWindow</name>
    <message>
        <source>That table is no longer open at the club: its match ended or everyone left. Choose another table, or create one.</source>
        <extracomment>A club's server restarted under a match comes back within seconds: the tries to reach it again with the seat's token, and the pause before each (ms). Where our seat's token is kept (``club_key``: the club as the store names it), and whether we came back with one (a seat we left).</extracomment>
        <translation>Esa mesa ya no está abierta en el club: su partida terminó o se fueron todos. Elegí otra mesa, o creá una.</translation>
    </message>
    <message>
        <source>Your seat at that table went to someone else while you were away. Join it again to take a free seat, or choose another table.</source>
        <translation>Tu lugar en esa mesa lo tomó otra persona mientras no estabas. Volvé a unirte para tomar un lugar libre, o elegí otra mesa.</translation>
    </message>
    <message>
        <source>Give your friends the club's address and this code: they choose Play online… in the Game menu and join by the code. Empty seats are played by the computer.</source>
        <translation>Pasales a tus amigos la dirección del club y este código: ellos eligen Jugar en línea… en el menú Juego y se unen por el código. Los lugares vacíos los juega la computadora.</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2 the system's words for the failure.</extracomment>
        <translation>No se puede llegar al club en %1 (%2).</translation>
    </message>
    <message>
        <source>The connection to the club was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Se perdió la conexión con el club; probando de nuevo (%1 de %2)…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Los detalles se guardaron en %1.</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>No se pudieron guardar los detalles en un archivo de registro.</translation>
    </message>
    <message>
        <source>The game hit an unexpected error. Your match was saved after your last move, so you can carry on or restart the game without losing it. %1</source>
        <extracomment>%1 says where the details were written (the next sentence).</extracomment>
        <translation>El juego tuvo un error inesperado. La partida se guardó después de tu última jugada, así que se puede seguir o reiniciar el juego sin perderla. %1</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copiar detalles</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
</context>
<context>
    <name>DailyResultDialog</name>
    <message>
        <source>Daily deal</source>
        <translation>Desafío del día</translation>
    </message>
    <message>
        <source>You won today's deal!</source>
        <translation>¡Ganaste el desafío de hoy!</translation>
    </message>
    <message>
        <source>Today's deal</source>
        <translation>Desafío de hoy</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n days</source>
        <translation>
            <numerusform>Racha ganadora: %n día</numerusform>
            <numerusform>Racha ganadora: %n días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best: %n</source>
        <translation>
            <numerusform>mejor: %n</numerusform>
            <numerusform>mejor: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Share the line with friends: they get the same cards today.</source>
        <translation>Esta línea se puede compartir con amigos: hoy les tocan las mismas cartas.</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copiar resultado</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Ranking</source>
        <extracomment>Opens the online leaderboard's ranking of today's deal.</extracomment>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Show the online ranking of this deal</source>
        <translation>Ver el ranking en línea de este desafío</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Card ranking, strongest first</source>
        <translation>Orden de las cartas, de mayor a menor</translation>
    </message>
    <message>
        <source>The vira of this example: %1</source>
        <extracomment>Above Paulista's card ranking, beside the vira's picture; %1 is the card ("7 of hearts").</extracomment>
        <translation>La vira de este ejemplo: %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Consejos</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Spanish 40-card deck (oros, copas, espadas, bastos); else the French one. An Argentine table's tradition (DEALER, MANO, parda, matchsticks); else Brazil's. The call words on the buttons, in the bubbles and in the log. A raise said at one's own turn where it differs from the answer's word. A bet as it is shouted ("¡Truco!", "Truco!"). The mão de onze's two buttons: (accept?, stake, points if refused) -&gt; label. The variant's full name (the help's title, the window's): "Argentine Truco". Its short name (the menus, the daily result line): "Argentino".</extracomment>
        <translation>Truco argentino</translation>
    </message>
    <message>
        <source>Truco Mineiro</source>
        <translation>Truco mineiro</translation>
    </message>
    <message>
        <source>Truco Paulista</source>
        <translation>Truco paulista</translation>
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
        <translation>Treses</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Doses</translation>
    </message>
    <message>
        <source>Kings (12)</source>
        <translation>Reyes (12)</translation>
    </message>
    <message>
        <source>Caballos (11)</source>
        <translation>Caballos (11)</translation>
    </message>
    <message>
        <source>Sotas (10)</source>
        <translation>Sotas (10)</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cincos</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Cuatros</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Reyes</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Jotas</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Reinas</translation>
    </message>
    <message>
        <source>Aces</source>
        <extracomment>Paulista's chart is one hand's order: the hand of this vira (PA-VIRA-2), whose manilhas are the queens.</extracomment>
        <translation>Ases</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Sietes</translation>
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
        <translation>El palo solo importa en las cuatro cartas más altas. Las cartas de una misma fila empatan: si las mejores cartas de una baza son de los dos equipos, la baza es parda.</translation>
    </message>
    <message>
        <source>The four manilhas at the top never change. Below them suits do not matter, and cards of the same row tie.</source>
        <translation>Las cuatro manilhas de arriba nunca cambian. Debajo de ellas el palo no importa, y las cartas de una misma fila empatan.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Each player gets three cards. The player to the dealer's right, the mano, leads the first trick, and play goes round counter-clockwise. You never have to follow suit: the strongest card wins the trick and its player leads the next one. If the strongest cards of a trick come from both teams, the trick is a parda (a tie) and whoever led it leads again.</source>
        <translation>Cada jugador recibe tres cartas. El que está a la derecha del que reparte es mano: sale en la primera baza, y se juega en sentido contrario a las agujas del reloj. Nunca hace falta seguir el palo: la carta más alta gana la baza, y quien la jugó sale en la siguiente. Si las cartas más altas de una baza son de los dos equipos, la baza es parda (empate) y vuelve a salir quien la abrió.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>El juego</translation>
    </message>
    <message>
        <source>Who wins the hand</source>
        <translation>Quién gana la mano</translation>
    </message>
    <message>
        <source>The team that wins two tricks wins the hand.</source>
        <translation>Gana la mano el equipo que gana dos bazas.</translation>
    </message>
    <message>
        <source>If a trick is a parda, the team that won the first trick that was won takes the hand.</source>
        <translation>Si una baza es parda, se lleva la mano el equipo que ganó la primera baza que no fue parda.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the mano's team wins.</source>
        <translation>Si las tres bazas son pardas, gana el equipo que es mano.</translation>
    </message>
    <message>
        <source>A hand is worth 1 point unless someone bets on it.</source>
        <translation>Una mano vale 1 punto, salvo que alguien cante Truco.</translation>
    </message>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand. At your turn, before playing your card, you may call Truco: if the other team accepts (Quiero), the hand is worth 2. The team that accepted may raise later with Retruco (3), and the other team may then answer with Vale cuatro (4). A team can also raise straight away instead of answering Quiero.</source>
        <translation>El Truco es una apuesta sobre la mano. En tu turno, antes de jugar tu carta, podés cantar Truco: si el otro equipo lo acepta (Quiero), la mano vale 2. El equipo que aceptó puede subir más adelante con Retruco (3), y el otro equipo puede contestar con Vale cuatro (4). También se puede subir directamente en vez de responder Quiero.</translation>
    </message>
    <message>
        <source>Refusing (No quiero) ends the hand at once: the team that bet scores what the hand was worth before the bet (1 for a refused Truco, 2 for a Retruco, 3 for a Vale cuatro).</source>
        <translation>Rechazar (No quiero) termina la mano en el acto: el equipo que cantó se anota lo que valía la mano antes del canto (1 por un Truco no querido, 2 por un Retruco, 3 por un Vale cuatro).</translation>
    </message>
    <message>
        <source>Envido</source>
        <translation>Envido</translation>
    </message>
    <message>
        <source>The envido is a side bet on your cards. Two cards of the same suit are worth 20 plus their numbers (10, 11 and 12 count nothing), so a 7 and a 6 of one suit make 33, the best possible. With three different suits, your envido is your best single card.</source>
        <translation>El envido es una apuesta aparte sobre tus cartas. Dos cartas del mismo palo valen 20 más sus números (el 10, el 11 y el 12 no suman), así que un 7 y un 6 del mismo palo hacen 33, lo máximo. Con tres palos distintos, tu envido es tu carta de número más alto.</translation>
    </message>
    <message>
        <source>You may start an envido only in the first trick, before you play your card and before any Truco has been accepted. Envido is worth 2, Real envido 3, and Falta envido whatever the leading team still needs to win the match. The other team answers Quiero, No quiero, or raises. If it is refused, the team that bet scores 1, or what was already accepted by raising. If it is accepted, the best envido wins; on a tie, the player nearer to the mano wins.</source>
        <translation>El envido solo se puede cantar en la primera baza, antes de jugar tu carta y antes de que se haya querido un Truco. El Envido vale 2, el Real envido 3 y la Falta envido lo que le falte al equipo que va ganando para ganar la partida. El otro equipo responde Quiero, No quiero o sube. Si no lo quieren, el equipo que cantó se anota 1, o lo que ya se había querido antes de la última subida. Si lo quieren, gana el mejor envido; en caso de empate, gana el jugador más cercano al mano.</translation>
    </message>
    <message>
        <source>Envido first: when Truco is called during the first trick, a player who has not played yet may answer with an envido. The envido is settled first, then the Truco is answered.</source>
        <translation>El envido está primero: si se canta Truco en la primera baza, un jugador que todavía no jugó puede contestar con envido. Primero se resuelve el envido y después se responde el Truco.</translation>
    </message>
    <message>
        <source>Flor (optional)</source>
        <translation>Flor (opcional)</translation>
    </message>
    <message>
        <source>When flor is on, three cards of one suit are a flor and must be announced. A flor is worth 3 points for every flor announced, to the team with the best one (20 plus the three numbers), and there is no envido in a hand with a flor. In the full mode, a second team with flor can bet back with Contraflor (3 more) or Contraflor al resto (the rest of the match), or give in with Con flor me achico.</source>
        <translation>Si se juega con flor, tres cartas del mismo palo son flor y hay que cantarla. Cada flor cantada vale 3 puntos para el equipo que tenga la mejor (20 más los tres números), y en una mano con flor no hay envido. En el modo completo, si el otro equipo también tiene flor puede redoblar con Contraflor (3 más) o Contraflor al resto (el resto de la partida), o achicarse con Con flor me achico.</translation>
    </message>
    <message>
        <source>Going to the deck</source>
        <translation>Irse al mazo</translation>
    </message>
    <message>
        <source>At your turn you may fold with Me voy al mazo. The other team scores what the hand is worth, plus 1 if it happens in the first trick before any envido, flor or accepted Truco.</source>
        <translation>En tu turno podés abandonar la mano con Me voy al mazo. El otro equipo se anota lo que vale la mano, más 1 si pasa en la primera baza, antes de cualquier envido, flor o Truco querido.</translation>
    </message>
    <message>
        <source>Scoring order and six players</source>
        <translation>Orden de los puntos y seis jugadores</translation>
    </message>
    <message>
        <source>Envido and flor points are added before the points of the tricks. If they win the match, the tricks are not counted.</source>
        <translation>Los puntos del envido y de la flor se anotan antes que los de la mano. Si con ellos se gana la partida, la mano ya no se cuenta.</translation>
    </message>
    <message>
        <source>With six players, hands alternate between redondo (everyone plays together) and pica-pica (three duels between opposite players) while both teams are below 25 points.</source>
        <translation>Con seis jugadores, mientras los dos equipos tienen menos de 25 puntos, las manos se alternan entre redondo (juegan todos juntos) y pica-pica (tres duelos entre jugadores enfrentados).</translation>
    </message>
    <message>
        <source>Best of three plays up to three matches: the first team to win two wins the series.</source>
        <translation>Al mejor de tres se juegan hasta tres partidas: gana la serie el primer equipo que gana dos.</translation>
    </message>
    <message>
        <source>Three players: the gallo</source>
        <translation>Tres jugadores: el gallo</translation>
    </message>
    <message>
        <source>With three players, in every hand one player, the gallo, plays alone against the other two, the pair, who are partners for that hand. The gallo is dealt a fourth card and, before anything else happens, puts one of his four cards away face down: nobody ever sees it and it counts for nothing, not even for his envido.</source>
        <translation>Con tres jugadores, en cada mano uno de ellos, el gallo, juega solo contra los otros dos, la pareja, que son compañeros en esa mano. El gallo recibe una cuarta carta y, antes de que pase cualquier otra cosa, descarta tapada una de sus cuatro cartas: nadie la ve nunca y no cuenta para nada, ni siquiera para su envido.</translation>
    </message>
    <message>
        <source>Every player keeps his own score. The gallo's points go to his score; the pair's points go in full to the score of each of its two players, so both can reach the target together and win the match together. The falta envido counts from the highest of the three scores.</source>
        <translation>Cada jugador lleva su propio puntaje. Los puntos del gallo van a su puntaje; los de la pareja van completos al puntaje de cada uno de sus dos jugadores, así que los dos pueden llegar juntos a la meta y ganar juntos la partida. La falta envido se cuenta desde el más alto de los tres puntajes.</translation>
    </message>
    <message>
        <source>This example is a hand whose vira is the %1, so the manilhas are the next rank up: %2. Every hand turns a new vira, and the manilhas are always the rank just above it in the order %3 (after the %4 comes the %5 again; with the clean deck the order is %6). The three other cards of the vira's rank are ordinary cards.</source>
        <extracomment>Paulista's card ranking: %1 the example's vira ("7 of hearts"), %2 its manilhas' rank ("Queens"), %3 the order of the ranks ("4 5 6 7 Q J K A 2 3"), %4 its last rank and %5 its first, %6 the order with the clean deck.</extracomment>
        <translation>En este ejemplo la vira es el %1, así que las manilhas son las cartas del valor que le sigue: %2. En cada mano se da vuelta una vira nueva, y las manilhas son siempre las cartas del valor que le sigue en el orden %3 (después del %4 vuelve el %5; con el mazo limpio el orden es %6). Las otras tres cartas del mismo valor que la vira son cartas comunes.</translation>
    </message>
    <message>
        <source>Two, three, four, six or eight players. An even number plays in two teams, partners sitting every other seat (across from each other with four); with three, one player, the gallo, plays alone against the other two. The deck is the 40-card Spanish deck: oros (coins), copas (cups), espadas (swords) and bastos (clubs), numbered 1 to 7 and 10 to 12. The first team to reach 30 points wins (15 if you choose a shorter match). The first 15 points are the malas and the next 15 the buenas: 22 points is read as 7 buenas.</source>
        <translation>Juegan dos, tres, cuatro, seis u ocho jugadores. Con un número par se juega en dos equipos, con los compañeros intercalados alrededor de la mesa (frente a frente si son cuatro); con tres, uno de ellos, el gallo, juega solo contra los otros dos. Se juega con la baraja española de 40 cartas: oros, copas, espadas y bastos, del 1 al 7 y del 10 al 12. Gana el primer equipo que llega a 30 puntos (a 15 si elegís una partida más corta). Los primeros 15 puntos son las malas y los 15 siguientes, las buenas: 22 puntos se cuentan como 7 buenas.</translation>
    </message>
    <message>
        <source>Rotating gallo (the default): the mano is the gallo, so the role goes round the table with the deal. Fixed gallo: the same player is the gallo in every hand and the other two are always the pair, so each of them gets the pair's points in full. Best of three is not played with three players.</source>
        <translation>Gallo rotativo (la opción predeterminada): el mano es el gallo, así que el papel da la vuelta a la mesa con el reparto. Gallo fijo: el mismo jugador es el gallo en todas las manos y los otros dos son siempre la pareja, así que cada uno de ellos se anota completos los puntos de la pareja. Con tres jugadores no se juega al mejor de tres.</translation>
    </message>
    <message>
        <source>Eight players</source>
        <translation>Ocho jugadores</translation>
    </message>
    <message>
        <source>Eight players play in two teams of four, partners every other seat. As with six, hands alternate between redondo and pica-pica; a pica-pica hand is four duels, each player against the opponent diagonally across the table, played one after another.</source>
        <translation>Ocho jugadores juegan en dos equipos de cuatro, con los compañeros sentados uno por medio. Como con seis, las manos se alternan entre redondo y pica-pica; una mano de pica-pica son cuatro duelos, cada jugador contra el rival sentado en diagonal al otro lado de la mesa, jugados uno tras otro.</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (40 cards).</source>
        <translation>Se juega con la baraja francesa sin los 8, 9 y 10 ni los comodines (40 cartas).</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (the dirty deck, 40 cards), or only the A, 2, 3, J, Q and K (the clean deck, 24 cards).</source>
        <translation>Se juega con la baraja francesa sin los 8, 9 y 10 ni los comodines (el mazo sucio, 40 cartas), o solo con A, 2, 3, J, Q y K (el mazo limpio, 24 cartas).</translation>
    </message>
    <message>
        <source>Two or four players in two teams, partners sitting across from each other. The first team to reach 12 points (tentos) wins. There is no envido, no flor and no folding: the only way to give up a hand is to run from a bet.</source>
        <translation>Dos o cuatro jugadores en dos equipos, con los compañeros sentados frente a frente. Gana el primer equipo que llega a 12 puntos (tentos). No hay envido, ni flor, ni se puede ir al mazo: la única forma de abandonar una mano es correr de una apuesta.</translation>
    </message>
    <message>
        <source>Choosing a set</source>
        <translation>Elegir las cartas</translation>
    </message>
    <message>
        <source>Cards are dealt in packets of three. Before play, the mão (the first player) looks at his packet and may keep it, give it face down to his partner (four players, once a hand) and take three new cards, or show it, put it out of play and take three new cards. He sees at most four sets.</source>
        <translation>Las cartas se reparten de a tres. Antes de jugar, el mão (el primer jugador) mira sus tres cartas y puede quedárselas; pasárselas tapadas a su compañero (con cuatro jugadores, una vez por mano) y tomar tres nuevas; o mostrarlas, dejarlas fuera de juego y tomar tres nuevas. Puede ver como mucho cuatro ternas.</translation>
    </message>
    <message>
        <source>After a parda, the team that won the first trick that was won takes it.</source>
        <translation>Después de una parda, se la lleva el equipo que ganó la primera baza que no fue parda.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, nobody scores.</source>
        <translation>Si las tres bazas son pardas, nadie suma.</translation>
    </message>
    <message>
        <source>Truco on the trick</source>
        <translation>Truco sobre la baza</translation>
    </message>
    <message>
        <source>In Mineiro a Truco is a bet on the trick being played. Truco makes the hand worth 3, then Seis 6, Nove 9 and Doze 12; only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>En el mineiro, el Truco es una apuesta sobre la baza que se está jugando. Con Truco la mano vale 3, después Seis 6, Nove 9 y Doze 12; solo puede subir el equipo que aceptó la última apuesta. Si el otro corre (Corro), el equipo que apostó se anota lo que valía la mano antes de la apuesta.</translation>
    </message>
    <message>
        <source>Once a bet is accepted, whoever wins that trick wins the whole hand. If that trick is a parda and one of the tied cards was already on the table when the bet was made, the team that bet loses the hand; otherwise the next trick decides, and a parda in the last trick scores nothing.</source>
        <translation>Una vez aceptada la apuesta, quien gana esa baza gana toda la mano. Si esa baza es parda y una de las cartas empatadas ya estaba en la mesa cuando se apostó, el equipo que apostó pierde la mano; si no, decide la baza siguiente, y una parda en la última baza no da puntos.</translation>
    </message>
    <message>
        <source>The vira and the manilhas</source>
        <translation>La vira y las manilhas</translation>
    </message>
    <message>
        <source>After the deal one card is turned face up: the vira. The four cards of the next rank are the manilhas, the strongest cards of the hand.</source>
        <translation>Después de repartir se da vuelta una carta: la vira. Las cuatro cartas del valor que le sigue son las manilhas, las cartas más fuertes de la mano.</translation>
    </message>
    <message>
        <source>If the first trick is a parda, the second decides.</source>
        <translation>Si la primera baza es parda, decide la segunda.</translation>
    </message>
    <message>
        <source>If the first two tricks are pardas, the third decides.</source>
        <translation>Si las dos primeras bazas son pardas, decide la tercera.</translation>
    </message>
    <message>
        <source>If a later trick is a parda, the team that won the first trick wins.</source>
        <translation>Si una baza posterior es parda, gana el equipo que ganó la primera.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the dealer's team wins.</source>
        <translation>Si las tres bazas son pardas, gana el equipo del que reparte.</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand: accepted, it makes the hand worth 3, then Seis 6, Nove 9 and Doze 12. Only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>El Truco es una apuesta sobre la mano: si se acepta, la mano vale 3, después Seis 6, Nove 9 y Doze 12. Solo puede subir el equipo que aceptó la última apuesta. Si el otro corre (Corro), el equipo que apostó se anota lo que valía la mano antes de la apuesta.</translation>
    </message>
    <message>
        <source>Limits on betting</source>
        <translation>Límites para apostar</translation>
    </message>
    <message>
        <source>You may not bet or raise when the points you would win anyway already take your team to 12.</source>
        <translation>No podés apostar ni subir si los puntos que ganarías de todos modos ya llevan a tu equipo a 12.</translation>
    </message>
    <message>
        <source>From the second trick on, anyone but the leader may play a card face down. A face-down card cannot win or tie a trick and is never shown.</source>
        <translation>Desde la segunda baza, cualquiera menos el que sale puede jugar una carta tapada. Una carta tapada no puede ganar ni empatar la baza, y nunca se muestra.</translation>
    </message>
    <message>
        <source>Mão de onze and mão de ferro</source>
        <translation>Mão de onze y mão de ferro</translation>
    </message>
    <message>
        <source>When one team has 11 points, its players see each other's cards and decide: play the hand for 3 points, without Truco, or run and give the other team 1 point.</source>
        <translation>Cuando un equipo tiene 11 puntos, sus jugadores ven las cartas del compañero y deciden: jugar la mano por 3 puntos, sin Truco, o correr y darle 1 punto al otro equipo.</translation>
    </message>
    <message>
        <source>When both teams have 11, the hand is played blind: nobody sees any card, there are no bets, and the winner of the hand wins the match. In Mineiro, a blind hand with three pardas is dealt again.</source>
        <translation>Cuando los dos equipos tienen 11, la mano se juega a ciegas: nadie ve ninguna carta, no hay apuestas y el que gana la mano gana la partida. En el mineiro, si una mano a ciegas termina con tres pardas, se reparte de nuevo.</translation>
    </message>
    <message>
        <source>Count your envido before anything else: 28 or more is usually worth a bet, and 33 is the best there is.</source>
        <translation>Antes que nada, contá tu envido: con 28 o más suele valer la pena cantar, y 33 es lo máximo.</translation>
    </message>
    <message>
        <source>Truco rewards nerve. A bet on weak cards can win the hand if the other team runs, but a refused retruco still gives them points.</source>
        <translation>El Truco premia al que se anima. Una apuesta con cartas flojas puede ganar la mano si el otro equipo corre, pero si te contestan con retruco y no lo querés, igual se llevan puntos.</translation>
    </message>
    <message>
        <source>Win the first trick if you can: it often decides the hand, because a later parda goes to the team that won it.</source>
        <translation>Si podés, ganá la primera: muchas veces define la mano, porque una parda posterior es para el equipo que la ganó.</translation>
    </message>
    <message>
        <source>Keep your best card for when it matters. A 3 played too early can be beaten by any of the four top cards.</source>
        <translation>Guardá tu mejor carta para cuando importa. Un 3 jugado demasiado pronto lo puede matar cualquiera de las cuatro cartas más altas.</translation>
    </message>
    <message>
        <source>Watch what has been played. Once the ace of espadas and the ace of bastos are gone, your 7 of espadas may be the best card left.</source>
        <translation>Fijate qué cartas salieron. Cuando ya pasaron el ancho de espadas y el de bastos, tu 7 de espadas puede ser la mejor carta que queda.</translation>
    </message>
    <message>
        <source>In Brazil, a card played face down hides your strength: use it when the trick is already lost and keep a good card for the next one.</source>
        <translation>En Brasil, jugar una carta tapada esconde tu juego: usala cuando la baza ya está perdida y guardá una buena carta para la siguiente.</translation>
    </message>
    <message>
        <source>Your partner sees what you play. Playing low in the first trick says you are counting on the next ones.</source>
        <translation>Tu compañero ve lo que jugás. Si jugás bajo en la primera, le decís que contás con las siguientes.</translation>
    </message>
    <message>
        <source>At your turn, click a card (or press 1, 2 or 3) to play it, or use a call on the bar under the table first: Envido, Truco and so on.</source>
        <translation>En tu turno, hacé clic en una carta (o apretá 1, 2 o 3) para jugarla, o antes usá un canto de la barra que está debajo de la mesa: Envido, Truco, etc.</translation>
    </message>
    <message>
        <source>When the other team bets, answer with Quiero or No quiero (Aceito or Corro in Brazil), or raise.</source>
        <translation>Cuando el otro equipo apuesta, respondé Quiero o No quiero (Aceito o Corro en Brasil), o subí la apuesta.</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Your choices are remembered on this computer.</source>
        <translation>Cambiar las reglas empieza una partida nueva. Tus elecciones quedan guardadas en esta computadora.</translation>
    </message>
    <message>
        <source>The daily deal gives everyone the same cards each day. Only your first try of the day is scored.</source>
        <translation>En el desafío del día, todos reciben las mismas cartas. Solo cuenta tu primer intento de cada día.</translation>
    </message>
    <message>
        <source>Rules written in our own words from the traditional games of Argentina, Minas Gerais and São Paulo.</source>
        <translation>Reglas escritas con nuestras propias palabras a partir de los juegos tradicionales de Argentina, Minas Gerais y São Paulo.</translation>
    </message>
    <message>
        <source>Card art, table and computer players made for this project.</source>
        <translation>Cartas, mesa y jugadores de la computadora hechos para este proyecto.</translation>
    </message>
    <message>
        <source>Built with Python and Qt (PySide6).</source>
        <translation>Hecho con Python y Qt (PySide6).</translation>
    </message>
</context>
<context>
    <name>HostedAgain</name>
    <message>
        <source>The match at %1 (code %2, last played %3) was left under way. Reopen it? Your friends join again with the same code.</source>
        <extracomment>%1: the table's name, %2: its code, %3: when its match was last saved.</extracomment>
        <translation>La partida en %1 (código %2, jugada por última vez el %3) quedó a medias. ¿La reabrís? Tus amigos se vuelven a unir con el mismo código.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Reopen the match</source>
        <translation>Reabrir la partida</translation>
    </message>
    <message>
        <source>Host a new table</source>
        <translation>Abrir una mesa nueva</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Type the address and the code the host gave you, or pick a table found on this network and type its code.</source>
        <translation>Escribí la dirección y el código que te dio el anfitrión, o elegí una mesa encontrada en esta red y escribí su código.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Mesas en esta red:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:47470</source>
        <translation>por ejemplo 192.168.1.20:47470</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Buscando mesas…</translation>
    </message>
    <message>
        <source>No table found on this network.</source>
        <translation>No se encontró ninguna mesa en esta red.</translation>
    </message>
    <message>
        <source>%1 — %2, %3 of %4 seats taken by people — %5</source>
        <extracomment>A table found on the network: %1 its name, %2 the variant, %3 people seated, %4 seats, %5 the address.</extracomment>
        <translation>%1 — %2, %3 de %4 lugares ocupados por personas — %5</translation>
    </message>
    <message>
        <source>(playing)</source>
        <translation>(jugando)</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535.</source>
        <translation>El puerto es un número del 1 al 65535.</translation>
    </message>
    <message>
        <source>Type the host's address.</source>
        <translation>Escribí la dirección del anfitrión.</translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Escribí el código de la mesa.</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <source>Daily leaderboard</source>
        <translation>Ranking diario</translation>
    </message>
    <message>
        <source>Compare your daily deal with other players. After each daily match your result is sent to a leaderboard server, which checks it by playing the match again.</source>
        <translation>Compará tu desafío del día con otros jugadores. Después de cada partida del día, tu resultado se envía a un servidor del ranking, que lo comprueba jugando la partida de nuevo.</translation>
    </message>
    <message>
        <source>&amp;Send my daily results to the leaderboard</source>
        <translation>&amp;Enviar mis resultados del día al ranking</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>&amp;Dirección del servidor</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Tu &amp;nombre</translation>
    </message>
    <message>
        <source>Only your name, a random number made on this computer and your daily matches are sent. There is no account. Your own results stay on this computer whatever the server does.</source>
        <translation>Solo se envían tu nombre, un número al azar creado en esta computadora y tus partidas del día. No hay cuenta. Tus resultados quedan en esta computadora pase lo que pase con el servidor.</translation>
    </message>
    <message>
        <source>Send my daily results to the leaderboard</source>
        <translation>Enviar mis resultados del día al ranking</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <source>The leaderboard server's address, for example %1</source>
        <translation>La dirección del servidor del ranking, por ejemplo %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>The name the other players see on the leaderboard</source>
        <translation>El nombre que ven los demás jugadores en el ranking</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait to be sent.</source>
        <translation>
            <numerusform>%n resultado tuyo espera ser enviado.</numerusform>
            <numerusform>%n resultados tuyos esperan ser enviados.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server's address must start with %1 or %2 and name the server, for example %3.</source>
        <extracomment>%1 and %2 are "http://" and "https://", %3 an example address.</extracomment>
        <translation>La dirección del servidor tiene que empezar con %1 o %2 y nombrar al servidor, por ejemplo %3.</translation>
    </message>
    <message>
        <source>The settings could not be written. Check the disk and try again.</source>
        <translation>No se pudo guardar la configuración. Revisá el disco y probá de nuevo.</translation>
    </message>
</context>
<context>
    <name>LookBackDialog</name>
    <message>
        <source>Look back</source>
        <translation>Repasar la mano</translation>
    </message>
    <message>
        <source>Looking back at this hand</source>
        <translation>Repasando esta mano</translation>
    </message>
    <message>
        <source>Nothing to look back at: the coach would have played this hand as you did.</source>
        <translation>Nada para repasar: el entrenador habría jugado esta mano como vos.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The look back's last line: a seat and the cards it held (%1 name, %2 cards).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>They held: %1</source>
        <extracomment>After the hand: what the other players held; %1 lists them.</extracomment>
        <translation>Tenían: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
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
        <translation>No se pudo guardar la configuración (%1).</translation>
    </message>
    <message>
        <source>Change the rules?</source>
        <translation>¿Cambiar las reglas?</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Leave the match in progress?</source>
        <translation>Cambiar las reglas empieza una partida nueva. ¿Abandonar la partida en curso?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>The new level applies from the next game.</source>
        <translation>El nuevo nivel se aplica desde la próxima partida.</translation>
    </message>
    <message>
        <source>New game?</source>
        <translation>¿Nueva partida?</translation>
    </message>
    <message>
        <source>Leave the match in progress and start a new one?</source>
        <translation>¿Abandonar la partida en curso y empezar otra?</translation>
    </message>
    <message>
        <source>Play the daily deal?</source>
        <translation>¿Jugar el desafío del día?</translation>
    </message>
    <message>
        <source>Leave the match in progress and play today's deal?</source>
        <translation>¿Abandonar la partida en curso y jugar el desafío de hoy?</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Desafío del día</translation>
    </message>
    <message>
        <source>Continue your match?</source>
        <translation>¿Continuar la partida?</translation>
    </message>
    <message>
        <source>You have a match in progress. Continue where you left off?</source>
        <translation>Hay una partida en curso. ¿Seguir donde quedó?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>The table changed while it opened: what you clicked was not played.</source>
        <translation>La mesa cambió mientras se abría el juego: los clics que hiciste no se jugaron.</translation>
    </message>
    <message>
        <source>The players you chose sit down from the next game.</source>
        <extracomment>The open network tables' windows (``widgets.net_table``), closed with the window.</extracomment>
        <translation>Los jugadores que elegiste se sientan a partir de la próxima partida.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>The table could not be opened (%1).</source>
        <translation>No se pudo abrir la mesa (%1).</translation>
    </message>
    <message>
        <source>Replay last hand</source>
        <translation>Repasar la última mano</translation>
    </message>
    <message>
        <source>There is no finished hand to replay yet.</source>
        <translation>Todavía no hay ninguna mano terminada para repasar.</translation>
    </message>
    <message>
        <source>This hand cannot be replayed (%1).</source>
        <translation>Esta mano no se puede repasar (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hands to %1.</source>
        <translation>
            <numerusform>Se exportó %n mano a %1.</numerusform>
            <numerusform>Se exportaron %n manos a %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>No se importó nada: %1</translation>
    </message>
    <message>
        <source>Welcome to Truco</source>
        <extracomment>Set by the app's start path: no settings file existed (a first start). The lesson's window while it is open, and the first start's question.</extracomment>
        <translation>Te damos la bienvenida al Truco</translation>
    </message>
    <message>
        <source>Is this your first time at a Truco table?</source>
        <translation>¿Es la primera vez que te sentás a una mesa de Truco?</translation>
    </message>
    <message>
        <source>The coach can walk you through one hand, move by move (a few minutes), or you can start a match now. The lesson is always in Help → Learn to play.</source>
        <translation>El entrenador puede acompañarte en una mano, jugada por jugada (unos minutos), o podés empezar una partida ya. La lección está siempre en Ayuda → Aprender a jugar.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Play a match</source>
        <translation>Jugar una partida</translation>
    </message>
</context>
<context>
    <name>MomentView</name>
    <message>
        <source>Trick %1</source>
        <extracomment>The height of a card in "Show me", in pixels. A moment of the look back: %1 is the trick's number (1-3).</extracomment>
        <translation>Baza %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>%1 is what the player chose, with the coach's estimate of it.</extracomment>
        <translation>Vos: %1</translation>
    </message>
    <message>
        <source>The coach: %1</source>
        <extracomment>%1 is what the coach would have done, with its estimate.</extracomment>
        <translation>El entrenador: %1</translation>
    </message>
    <message>
        <source>Your choice cost about %1% of your chance to win the match.</source>
        <extracomment>%1 is a whole number of percent (5 means 5%).</extracomment>
        <translation>Tu elección te costó cerca del %1% de tus chances de ganar la partida.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostrame</translation>
    </message>
    <message>
        <source>Practice from here</source>
        <extracomment>Lays this moment on a table of its own, to play on from there (not counted).</extracomment>
        <translation>Practicar desde acá</translation>
    </message>
    <message>
        <source>On the table:</source>
        <extracomment>"Show me": the cards of the trick in play at that moment.</extracomment>
        <translation>En la mesa:</translation>
    </message>
    <message>
        <source>Your cards:</source>
        <extracomment>"Show me": the player's cards at that moment.</extracomment>
        <translation>Tus cartas:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Your name may hold letters, digits, spaces and signs only: no line breaks, tabs or other invisible characters.</source>
        <extracomment>A name typed for the leaderboard or a network table holds a line break, a tab or another invisible control character.</extracomment>
        <translation>Tu nombre solo puede tener letras, números, espacios y signos: sin saltos de línea, tabulaciones ni otros caracteres invisibles.</translation>
    </message>
    <message>
        <source>Your name must show at least one letter, digit or sign.</source>
        <extracomment>A name piles up accents on one letter; %n is the most allowed (2). A name made only of spaces or of characters that show nothing on screen.</extracomment>
        <translation>Tu nombre debe mostrar al menos una letra, un número o un signo.</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>The code is wrong. Ask the host for the table's code.</source>
        <translation>El código no es correcto. Pedile al anfitrión el código de la mesa.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken by a person.</source>
        <translation>La mesa está completa: todos los lugares están ocupados por personas.</translation>
    </message>
    <message>
        <source>The host plays another version of Truco: both computers need the same one.</source>
        <translation>El anfitrión juega otra versión de Truco: las dos computadoras necesitan la misma.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer kept for you.</source>
        <translation>Tu lugar en esta mesa ya no está reservado para vos.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>El anfitrión cerró la mesa.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Se perdió la conexión con el anfitrión.</translation>
    </message>
    <message>
        <source>The host turned us away: %1</source>
        <extracomment>%1: the host's own words (in English) when it turns us away for another reason.</extracomment>
        <translation>El anfitrión no nos dejó entrar: %1</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name the local network sees for a hosted table: %1 the host's name.</extracomment>
        <translation>Mesa de %1</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Truco: a table with friends</source>
        <extracomment>The levels the table's owner chooses for its computer players (``bots.levels``). The table sizes the lobby offers: every size the game plays (issue 31). How many times a dropped connection is made again, and the pause before each (ms). The host's pace (seconds): a computer player's move, and the next deal after a hand. The window closed (the game forgets it).</extracomment>
        <translation>Truco: una mesa con amigos</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Tu mesa</translation>
    </message>
    <message>
        <source>A table with friends</source>
        <translation>Una mesa con amigos</translation>
    </message>
    <message>
        <source>Give your friends the address and the code; they choose Join a table… in the Game menu. Empty seats are played by the computer.</source>
        <translation>Pasales a tus amigos la dirección y el código; ellos eligen Unirse a una mesa… en el menú Juego. Los lugares vacíos los juega la computadora.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Dirección:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Seats (partners sit opposite each other):</source>
        <translation>Lugares (los compañeros se sientan enfrentados):</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Jugadores de la computadora:</translation>
    </message>
    <message>
        <source>Swap the two selected seats</source>
        <translation>Intercambiar los dos lugares elegidos</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Conectando con la mesa…</translation>
    </message>
    <message>
        <source>Truco table at %1, code %2</source>
        <extracomment>What the host pastes to his friends: %1 the address(es), %2 the code.</extracomment>
        <translation>Mesa de Truco en %1, código %2</translation>
    </message>
    <message>
        <source>us</source>
        <translation>nosotros</translation>
    </message>
    <message>
        <source>them</source>
        <translation>ellos</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Jugador de la computadora</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <extracomment>A person whose connection dropped; a computer player plays for him.</extracomment>
        <translation>%1 (sin conexión)</translation>
    </message>
    <message>
        <source>%1 (from the next hand)</source>
        <extracomment>A person who sat down during a hand: he plays from the next deal.</extracomment>
        <translation>%1 (desde la próxima mano)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vos)</translation>
    </message>
    <message>
        <source>Seat %1 (%2): %3</source>
        <extracomment>A seat in the table's lobby: %1 its number, %2 "us" or "them", %3 who sits.</extracomment>
        <translation>Lugar %1 (%2): %3</translation>
    </message>
    <message>
        <source>When everyone is seated, start the match.</source>
        <translation>Cuando estén todos sentados, empezá la partida.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Esperando que el anfitrión empiece la partida…</translation>
    </message>
    <message>
        <source>The table at %1 cannot be reached (%2).</source>
        <extracomment>%1: the address typed, %2 the system's words for the failure.</extracomment>
        <translation>No se puede llegar a la mesa en %1 (%2).</translation>
    </message>
    <message>
        <source>The connection was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Se perdió la conexión; probando de nuevo (%1 de %2)…</translation>
    </message>
    <message>
        <source>You sit down at the next deal: a computer player finishes this hand for you.</source>
        <translation>Te sentás en el próximo reparto: un jugador de la computadora termina esta mano por vos.</translation>
    </message>
</context>
<context>
    <name>NewTableBox</name>
    <message>
        <source>A new table</source>
        <translation>Una mesa nueva</translation>
    </message>
    <message>
        <source>Table's na&amp;me:</source>
        <translation>Nom&amp;bre de la mesa:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <source>&amp;Flor:</source>
        <translation>&amp;Flor:</translation>
    </message>
    <message>
        <source>F&amp;alta envido:</source>
        <translation>Falta env&amp;ido:</translation>
    </message>
    <message>
        <source>Matc&amp;h to:</source>
        <translation>Partida &amp;a:</translation>
    </message>
    <message>
        <source>D&amp;eck:</source>
        <translation>Ma&amp;zo:</translation>
    </message>
    <message>
        <source>Computer p&amp;layers:</source>
        <translation>Jugadores &amp;de la computadora:</translation>
    </message>
    <message>
        <source>Li&amp;sted in the lobby (else reached by its code)</source>
        <translation>Visible en el salón (si no, &amp;hay que usar su código)</translation>
    </message>
    <message>
        <source>Computer partners as&amp;k before calling truco</source>
        <extracomment>A network table's option: a computer partner asks his person before a truco.</extracomment>
        <translation>Los compañeros de la computadora &amp;consultan antes de cantar truco</translation>
    </message>
    <message>
        <source>People ans&amp;wer calls for their team</source>
        <extracomment>A network table's option: a call put to a team waits for its person.</extracomment>
        <translation>Los jugadores humanos &amp;responden los cantos a su equipo</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Refusing a truco while holding one of the four strongest cards</source>
        <translation>No querer un truco teniendo una de las cuatro cartas más fuertes</translation>
    </message>
    <message>
        <source>Refusing a truco while holding a strong card, like a 3</source>
        <translation>No querer un truco teniendo una carta fuerte, como un 3</translation>
    </message>
    <message>
        <source>Refusing a truco with low cards that the coach would still accept</source>
        <translation>No querer un truco con cartas bajas que el entrenador igual querría</translation>
    </message>
    <message>
        <source>Accepting a truco the coach would refuse</source>
        <translation>Querer un truco que el entrenador no querría</translation>
    </message>
    <message>
        <source>Not calling truco when the coach would</source>
        <translation>No cantar truco cuando el entrenador lo cantaría</translation>
    </message>
    <message>
        <source>Calling truco when the coach would not</source>
        <translation>Cantar truco cuando el entrenador no lo cantaría</translation>
    </message>
    <message>
        <source>Refusing an envido the coach would accept</source>
        <translation>No querer un envido que el entrenador querría</translation>
    </message>
    <message>
        <source>Accepting an envido the coach would refuse</source>
        <translation>Querer un envido que el entrenador no querría</translation>
    </message>
    <message>
        <source>Not calling envido when the coach would</source>
        <translation>No cantar envido cuando el entrenador lo cantaría</translation>
    </message>
    <message>
        <source>Calling envido when the coach would not</source>
        <translation>Cantar envido cuando el entrenador no lo cantaría</translation>
    </message>
    <message>
        <source>Playing a stronger card than the trick needs</source>
        <translation>Jugar una carta más fuerte de lo que pide la baza</translation>
    </message>
    <message>
        <source>Holding back a card the trick needed</source>
        <translation>Guardarse una carta que la baza necesitaba</translation>
    </message>
    <message>
        <source>Folding a hand the coach would play on</source>
        <translation>Irse al mazo en una mano que el entrenador seguiría jugando</translation>
    </message>
    <message>
        <source>Running from a mão de onze the coach would play</source>
        <translation>Correr de una mão de onze que el entrenador jugaría</translation>
    </message>
    <message>
        <source>Playing a mão de onze the coach would run from</source>
        <translation>Jugar una mão de onze de la que el entrenador correría</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match: the line starts with your first hand.</source>
        <translation>Con qué frecuencia elegís lo mismo que el entrenador, partida por partida: la línea empieza con tu primera mano.</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match. Last match: %1%.</source>
        <extracomment>%1 is a whole number of percent in the last match (72 means 72%).</extracomment>
        <translation>Con qué frecuencia elegís lo mismo que el entrenador, partida por partida. Última partida: %1%.</translation>
    </message>
    <message>
        <source>No hands judged yet.</source>
        <translation>Todavía no hay manos evaluadas.</translation>
    </message>
    <message>
        <source>Your costliest habits</source>
        <translation>Los hábitos que más te cuestan</translation>
    </message>
    <message>
        <source>%1 — %2/%3, about %4% of a match in all</source>
        <extracomment>A habit's line: %1 the habit, %2 the times it was taken, %3 the times its situation came up (%2/%3), %4 what it cost in all, in percent of one match.</extracomment>
        <translation>%1 — %2/%3, cerca del %4% de una partida en total</translation>
    </message>
    <message>
        <source>None yet: you have chosen as the coach would.</source>
        <translation>Ninguno por ahora: elegiste como el entrenador.</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <source>Refresh</source>
        <extracomment>The ranking held the player's row: his rank was kept (`Standings`) as it is now.</extracomment>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Ask the server again</source>
        <translation>Preguntar de nuevo al servidor</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Online ranking</source>
        <translation>Ranking en línea</translation>
    </message>
    <message>
        <source>Online ranking · %1 · %2</source>
        <extracomment>Above the server's ranking: %1 the date, %2 the variant.</extracomment>
        <translation>Ranking en línea · %1 · %2</translation>
    </message>
    <message>
        <source>The leaderboard server did not answer as expected (%1).</source>
        <extracomment>%1 is the server's answer code, e.g. "HTTP 503".</extracomment>
        <translation>El servidor del ranking no respondió como se esperaba (%1).</translation>
    </message>
    <message>
        <source>The leaderboard server could not be reached.</source>
        <translation>No se pudo conectar con el servidor del ranking.</translation>
    </message>
    <message>
        <source>The server did not accept your result: %1</source>
        <translation>El servidor no aceptó tu resultado: %1</translation>
    </message>
    <message>
        <source>Your result waits to be sent; it will be tried again.</source>
        <translation>Tu resultado espera ser enviado; se va a intentar de nuevo.</translation>
    </message>
    <message>
        <source>The online leaderboard is off. Turn it on in %1 → %2 to compare your daily results with other players.</source>
        <extracomment>%1 → %2 is the menu entry: "Options → Daily leaderboard…".</extracomment>
        <translation>El ranking en línea está desactivado. Activalo en %1 → %2 para comparar tus resultados del día con otros jugadores.</translation>
    </message>
    <message>
        <source>Play the daily deal to see how other players did with it.</source>
        <translation>Jugá el desafío del día para ver cómo les fue a otros jugadores.</translation>
    </message>
    <message>
        <source>Asking the leaderboard server…</source>
        <translation>Consultando al servidor del ranking…</translation>
    </message>
    <message>
        <source>Verified by replaying each match; the deal was not dealt by the server.</source>
        <extracomment>Under the server's ranking of the offline daily (issue 30): what a result there proves. The deal is public, so a result is checked by replaying it.</extracomment>
        <translation>Verificado repitiendo cada partida; las cartas no las repartió el servidor.</translation>
    </message>
    <message>
        <source>No results for this day yet.</source>
        <translation>Todavía no hay resultados de este día.</translation>
    </message>
    <message>
        <source>You are %1 of %2.</source>
        <translation>Estás en el puesto %1 de %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n players sent a result for this day.</source>
        <translation>
            <numerusform>%n jugador envió un resultado de este día.</numerusform>
            <numerusform>%n jugadores enviaron un resultado de este día.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>The player's own row in the online ranking: %1 his name.</extracomment>
        <translation>%1 (vos)</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Step %1 of %2 · score %3-%4 · stake %5</source>
        <translation>Paso %1 de %2 · marcador %3-%4 · en juego %5</translation>
    </message>
    <message>
        <source>The deal: you deal</source>
        <translation>Reparto yo</translation>
    </message>
    <message>
        <source>The deal: %1 deals</source>
        <translation>Reparte: %1</translation>
    </message>
    <message>
        <source>You play %1 face down</source>
        <translation>Yo juego %1 (tapada)</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Yo juego %1</translation>
    </message>
    <message>
        <source>%1 plays %2 face down</source>
        <translation>%1 juega %2 (tapada)</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 the call he makes (Truco, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You sing %1</source>
        <extracomment>The replay: you sing your envido points (AR-ENV-8b); %1 is the points.</extracomment>
        <translation>Yo canto %1</translation>
    </message>
    <message>
        <source>%1 sings %2</source>
        <extracomment>The replay: %1 sings his envido points (AR-ENV-8b), %2.</extracomment>
        <translation>%1 canta %2</translation>
    </message>
    <message>
        <source>Replay of the last hand</source>
        <translation>Repaso de la última mano</translation>
    </message>
    <message>
        <source>Replay of hand %1</source>
        <extracomment>%1 is the hand's number in its match (or, for a hand kept before the game noted it, in the hand history).</extracomment>
        <translation>Repaso de la mano %1</translation>
    </message>
    <message>
        <source>Replay of a hand</source>
        <translation>Repaso de una mano</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n players · score before the hand %2-%3</source>
        <translation>
            <numerusform>%1 · %n jugador · marcador antes de la mano %2-%3</numerusform>
            <numerusform>%1 · %n jugadores · marcador antes de la mano %2-%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Siguiente ›</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Volver al reparto (Inicio)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>Hasta el final de la mano (Fin)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>You have already played today's deal with these rules, so this game is for practice and is not scored.</source>
        <extracomment>The play session's notices in the player's language: code -&gt; (sentence, the notice's parameters that fill its %1, %2...). The sentences keep the "Session" context.</extracomment>
        <translation>Ya jugaste el desafío de hoy con estas reglas, así que esta partida es de práctica y no cuenta.</translation>
    </message>
    <message>
        <source>The match could not be saved (%1); it goes on, and saving will be tried again after the next move.</source>
        <translation>No se pudo guardar la partida (%1). El juego sigue, y se volverá a intentar después de la próxima jugada.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so a new match will start.</source>
        <translation>No se pudo retomar la partida guardada, así que empieza una nueva.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so it was moved aside to %1 and a new match will start.</source>
        <translation>No se pudo retomar la partida guardada: se movió a %1 y empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The hands could not be exported to %1 (%2).</source>
        <translation>No se pudieron exportar las manos a %1 (%2).</translation>
    </message>
</context>
<context>
    <name>SignsDialog</name>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Face: %1</source>
        <extracomment>Help → Señas: how the face makes a sign; %1 is e.g. "a wink".</extracomment>
        <translation>Gesto: %1</translation>
    </message>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Argentine (and Uruguayan) sign set's tab.</extracomment>
        <translation>Truco argentino</translation>
    </message>
    <message>
        <source>Brazilian Truco</source>
        <extracomment>The Brazilian sign set's tab (Mineiro and Paulista).</extracomment>
        <translation>Truco brasileño</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Matches played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <extracomment>Matches left before their end (a new game, a change of rules, a match not continued).</extracomment>
        <translation>Partidas abandonadas</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Envidos won</source>
        <translation>Envidos ganados</translation>
    </message>
    <message>
        <source>Envidos lost</source>
        <translation>Envidos perdidos</translation>
    </message>
    <message>
        <source>Trucos your team called</source>
        <extracomment>Truco-family bets (Truco, Retruco, Vale cuatro…) made by you or your partners.</extracomment>
        <translation>Trucos cantados por tu equipo</translation>
    </message>
    <message>
        <source>Their trucos you accepted</source>
        <extracomment>The other team's truco-family bets that your team accepted (or raised).</extracomment>
        <translation>Trucos rivales aceptados</translation>
    </message>
    <message>
        <source>Their trucos you refused</source>
        <extracomment>The other team's truco-family bets that your team refused.</extracomment>
        <translation>Trucos rivales rechazados</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Racha ganadora actual</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Mejor racha ganadora</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>The characters' faces in the Characters tab (px). The player's folders: the online leaderboard's queue and standings, if shown.</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Racha actual</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Mejor racha</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Días jugados</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copiar resultado</translation>
    </message>
    <message>
        <source>Online</source>
        <extracomment>What became of a daily result on the online leaderboard.</extracomment>
        <translation>En línea</translation>
    </message>
    <message>
        <source>Your daily results</source>
        <translation>Tus resultados del día</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Desafío del día</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Reiniciar estadísticas…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Score before</source>
        <translation>Marcador previo</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repasar</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historial de manos</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Partnered</source>
        <extracomment>Statistics: matches played with this character as your partner.</extracomment>
        <translation>De compañero</translation>
    </message>
    <message>
        <source>Won together</source>
        <extracomment>Statistics: of those, the matches your team won.</extracomment>
        <translation>Ganadas juntos</translation>
    </message>
    <message>
        <source>Faced</source>
        <extracomment>Statistics: matches played against this character.</extracomment>
        <translation>De rival</translation>
    </message>
    <message>
        <source>Won against</source>
        <extracomment>Statistics: of those, the matches you won.</extracomment>
        <translation>Ganadas contra</translation>
    </message>
    <message>
        <source>Your results with and against each character</source>
        <translation>Tus resultados con y contra cada personaje</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Export hands</source>
        <translation>Exportar manos</translation>
    </message>
    <message>
        <source>Hand records (*.jsonl)</source>
        <translation>Registros de manos (*.jsonl)</translation>
    </message>
    <message>
        <source>Import hands</source>
        <translation>Importar manos</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A result's place on the online leaderboard: %1 its rank, %2 of how many.</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Waiting to be sent</source>
        <translation>Esperando envío</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>No aceptado</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reiniciar estadísticas</translation>
    </message>
    <message>
        <source>Your match statistics will start again from zero. Your daily deal results are kept.</source>
        <translation>Las estadísticas de tus partidas vuelven a cero. Se conservan tus resultados del desafío del día.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
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
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Play face down</source>
        <translation>Jugar tapada</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <extracomment>The gap between the plate and the felt's edges, in pixels. No hints or tips during the lesson: the lesson is the coach. The step changed (the player's move was taken, or he went on). A move was refused: the coach's sentence.</extracomment>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Play a match</source>
        <extracomment>The last step's button: the lesson ends and a match starts.</extracomment>
        <translation>Jugar una partida</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Skip the lesson (Esc)</source>
        <translation>Saltar la lección (Esc)</translation>
    </message>
    <message>
        <source>The coach · %1/%2</source>
        <extracomment>The lesson's plate: %1 is the step's number, %2 how many there are.</extracomment>
        <translation>El entrenador · %1/%2</translation>
    </message>
    <message>
        <source>Welcome to the table! In this hand the coach walks you through the game, one move at a time. Your cards are at the bottom; your opponent sits across the table.</source>
        <extracomment>step key -&gt; its sentence (the parameters are filled by ``step_text``).</extracomment>
        <translation>¡Te damos la bienvenida a la mesa! En esta mano el entrenador te guía por el juego, jugada por jugada. Tus cartas están abajo; tu rival está sentado enfrente.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The best are the 1 of espadas, the 1 of bastos, the 7 of espadas and the 7 of oros; then the 3s, the 2s and the other 1s; the 4s are the lowest. Your best card now is the %1.</source>
        <translation>Las cartas no valen según su número. Las mejores son el 1 de espadas y el 1 de bastos (los anchos), el 7 de espadas y el 7 de oros; después los 3, los 2 y los otros unos; las más bajas son los 4. Tu mejor carta ahora es el %1.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The strongest are the manilhas (%1); then the 3s, the 2s, the aces, the kings, the jacks, the queens and the 7s down to the 4s. Your best card now is the %2.</source>
        <translation>Las cartas no valen según su número. Las más fuertes son las manilhas (%1); después los 3, los 2, los ases, los reyes, las jotas, las reinas y, por último, del 7 al 4. Tu mejor carta ahora es el %2.</translation>
    </message>
    <message>
        <source>A hand is played in up to three tricks: each player lays one card and the highest card wins the trick. Whoever wins two tricks wins the hand.</source>
        <translation>Una mano se juega en hasta tres bazas: cada jugador tira una carta y la más alta gana la baza. El que gana dos bazas gana la mano.</translation>
    </message>
    <message>
        <source>Before the first trick is over you may bet on your envido: two cards of one suit are worth 20 plus their values (the figures count 0). Yours is %1, a good one: call %2.</source>
        <translation>Antes de que termine la primera baza podés apostar por tu envido: dos cartas del mismo palo valen 20 más sus números (las figuras valen 0). Tenés %1, un buen envido: cantá %2.</translation>
    </message>
    <message>
        <source>Your opponent accepted and you showed the better envido: your team scores its points. Look at the score.</source>
        <translation>Tu rival quiso y mostraste el mejor envido: tu equipo suma sus puntos. Fijate en el marcador.</translation>
    </message>
    <message>
        <source>Now the tricks. Play the %1: it is good enough for this trick, and it keeps your best card for later.</source>
        <translation>Ahora, las bazas. Jugá el %1: alcanza para esta baza y te guarda la mejor carta para después.</translation>
    </message>
    <message>
        <source>You won the first trick. One more and the hand is yours.</source>
        <translation>Ganaste la primera baza. Una más y la mano es tuya.</translation>
    </message>
    <message>
        <source>Time to bet on the hand: call %1. If your opponent refuses you score %2; if he accepts, the hand is worth %3.</source>
        <translation>Es hora de apostar por la mano: cantá %1. Si tu rival no quiere, sumás %2; si quiere, la mano vale %3.</translation>
    </message>
    <message>
        <source>Your opponent raised. Each bet can be raised up the ladder: %1. Run and he scores %2; accept and the hand is worth %3. You hold a manilha: accept with %4.</source>
        <translation>Tu rival subió la apuesta. Cada apuesta se puede subir, escalón por escalón: %1. Si corrés, él suma %2; si aceptás, la mano vale %3. Tenés una manilha: aceptá con %4.</translation>
    </message>
    <message>
        <source>Now play your best card, the %1, to win the second trick and the hand.</source>
        <translation>Ahora jugá tu mejor carta, el %1, para ganar la segunda baza y la mano.</translation>
    </message>
    <message>
        <source>You won the hand and the truco's points. A match is many hands like this one, until a team reaches the target score.</source>
        <translation>Ganaste la mano y los puntos del truco. Una partida son muchas manos como esta, hasta que un equipo llega al puntaje de la partida.</translation>
    </message>
    <message>
        <source>One more word: the mão de onze. When your team has 11 points, you see your cards first and choose to play the hand for 3 points or to run and give 1.</source>
        <translation>Una cosa más: la mão de onze. Cuando tu equipo tiene 11 puntos, ves tus cartas primero y elegís jugar la mano por 3 puntos o correr y darle 1 al otro equipo.</translation>
    </message>
    <message>
        <source>That is Truco! The coach stays with you: press H for a hint at any decision, and look back at each hand from its summary.</source>
        <translation>¡Así es el Truco! El entrenador sigue con vos: apretá H para pedir una pista en cualquier decisión, y repasá cada mano desde su resumen.</translation>
    </message>
    <message>
        <source>Not yet: read what the coach says, then press Next.</source>
        <extracomment>The truco ladder in the lesson: a call and its stake ("Seis 6").</extracomment>
        <translation>Todavía no: leé lo que dice el entrenador y después apretá Siguiente.</translation>
    </message>
    <message>
        <source>Good try, but this lesson asks for another move: %1.</source>
        <extracomment>%1 is the move the lesson asks for ("Play the 7 of espadas", "Envido").</extracomment>
        <translation>Buen intento, pero esta lección pide otra jugada: %1.</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>%1 (Space)</source>
        <extracomment>A button's name for a screen reader: %1 is its label; Space is the key.</extracomment>
        <translation>%1 (Espacio)</translation>
    </message>
    <message>
        <source>What was said and played, newest last</source>
        <translation>Lo que se cantó y se jugó, lo último abajo</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Options: levels, speed, deck, señas</source>
        <translation>Opciones: niveles, velocidad, mazo, señas</translation>
    </message>
    <message>
        <source>Menu (Esc)</source>
        <translation>Menú (Esc)</translation>
    </message>
    <message>
        <source>Every menu</source>
        <translation>Todos los menús</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Your cards: %1</source>
        <extracomment>Read by a screen reader: %1 lists your cards ("7 of espadas, 12 of copas").</extracomment>
        <translation>Tus cartas: %1</translation>
    </message>
    <message>
        <source>Your cards are face down</source>
        <translation>Tus cartas están tapadas</translation>
    </message>
</context>
<context>
    <name>buttons</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Anular</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Omitir</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Buscar en:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nombre de archivo:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Archivos de tipo:</translation>
    </message>
</context>
<context>
    <name>callbar</name>
    <message>
        <source>Hand over</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <source>Waiting for %1's answer</source>
        <extracomment>Your team's bet waits for the other team: %1 is the player who must answer.</extracomment>
        <translation>Esperando la respuesta de %1</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <extracomment>The table plays on: %1 is the player who must act now.</extracomment>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>Match over</source>
        <extracomment>Under the match-over panel: Space starts a new match.</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Space: play again</source>
        <translation>Espacio: jugar otra vez</translation>
    </message>
    <message>
        <source>Space: next hand</source>
        <translation>Espacio: próxima mano</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
    <message>
        <source>Mão de onze: play for %1 or run?</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Mão de onze: ¿jugar por %1 o correr?</translation>
    </message>
    <message>
        <source>You see your partner's cards</source>
        <translation>Ves las cartas de tu compañero</translation>
    </message>
    <message>
        <source>Choose your set</source>
        <translation>Elegir las cartas</translation>
    </message>
    <message>
        <source>Sets seen: %1 of %2</source>
        <extracomment>Mineiro: how many sets (of 3 cards) you have seen; %1 is 1 to 4, %2 the most (4).</extracomment>
        <translation>Ternas vistas: %1 de %2</translation>
    </message>
    <message>
        <source>You are the gallo: discard a card</source>
        <extracomment>AR-GALLO-3: you are the gallo, dealt four cards; you put one away unseen.</extracomment>
        <translation>Sos el gallo: descartá una carta</translation>
    </message>
    <message>
        <source>It goes face down, out of the hand</source>
        <translation>Va tapada, fuera de la mano</translation>
    </message>
    <message>
        <source>Announce your flor</source>
        <extracomment>What you must do first when you hold a flor and the rules ask you to sing it now.</extracomment>
        <translation>Cantar tu flor</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 is a player, %2 the call (Truco, Envido…).</extracomment>
        <translation>%1 canta %2</translation>
    </message>
    <message>
        <source>Answer for your team</source>
        <translation>Te toca responder por tu equipo</translation>
    </message>
    <message>
        <source>Play a card</source>
        <extracomment>Your turn when no call is possible now: only a card can be played.</extracomment>
        <translation>Jugar una carta</translation>
    </message>
    <message>
        <source>Answer with your flor</source>
        <translation>Te toca responder con tu flor</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>Play a card or make a call</source>
        <translation>Jugar una carta o cantar</translation>
    </message>
    <message>
        <source>%1 suggests: %2</source>
        <extracomment>Your partner's advice: %1 is his name, %2 the call he suggests.</extracomment>
        <translation>%1 sugiere: %2</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>%1 wants to call %2</source>
        <translation>%1 quiere cantar %2</translation>
    </message>
    <message>
        <source>Your partner asks you first</source>
        <translation>Tu compañero te consulta antes</translation>
    </message>
    <message>
        <source>You choose what %1 answers</source>
        <extracomment>You hold a flor you announce later, so your partner (%1) answers the call: you choose what he says.</extracomment>
        <translation>Vos elegís qué responde %1</translation>
    </message>
    <message>
        <source>Sing %1</source>
        <extracomment>The button at your turn to sing the envido: %1 is your envido points.</extracomment>
        <translation>Cantar %1</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2)</source>
        <extracomment>Under "Your turn to sing": the best envido sung so far, %1 its points, %2 who sang it.</extracomment>
        <translation>Lo mejor hasta ahora: %1 (%2)</translation>
    </message>
    <message>
        <source>Your turn to sing the envido</source>
        <extracomment>The call bar's title when the envido was accepted and your turn to say your points (or son buenas) has come, seat by seat from the mano.</extracomment>
        <translation>Te toca cantar los tantos</translation>
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
        <translation>Me quedo con estas</translation>
    </message>
    <message>
        <source>Give to partner</source>
        <translation>Se las paso al compañero</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Descarto y pido otras</translation>
    </message>
    <message>
        <source>Aceito · play for %1</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Aceito · jugar por %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · ellos suman %1</translation>
    </message>
    <message>
        <source>%1!</source>
        <extracomment>A bet shouted at the table; %1 is the call (Truco, Seis…).</extracomment>
        <translation>¡%1!</translation>
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
        <translation>Aceito · jugar por %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · ellos suman %1</translation>
    </message>
    <message>
        <source>%1!</source>
        <extracomment>A bet shouted at the table; %1 is the call (Truco, Seis…).</extracomment>
        <translation>¡%1!</translation>
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
        <translation>tréboles</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>una carta tapada</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A Spanish card: %1 is its number (1-12), %2 its suit (oros, copas, espadas, bastos, as the suit messages of this context say them).</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>French deck</comment>
        <extracomment>A French card: %1 is its rank (Ace, 7, King…), %2 its suit (clubs, hearts…).</extracomment>
        <translation>%1 de %2</translation>
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
        <translation>Firme y paciente: apuesta lo que valen sus cartas, ni más ni menos.</translation>
    </message>
    <message>
        <source>Tano</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tano</translation>
    </message>
    <message>
        <source>A talker who bluffs with nothing and smiles either way; call him now and then.</source>
        <translation>Un charlatán que miente sin nada y sonríe igual; de vez en cuando, aceptale el truco.</translation>
    </message>
    <message>
        <source>Mirta</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Mirta</translation>
    </message>
    <message>
        <source>Cautious: rarely bets without good cards and goes to the deck early.</source>
        <translation>Cautelosa: casi nunca apuesta sin buenas cartas y se va al mazo temprano.</translation>
    </message>
    <message>
        <source>Beto</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Beto</translation>
    </message>
    <message>
        <source>Bets hard and raises often; he would rather lose big than win small.</source>
        <translation>Apuesta fuerte y sube seguido; prefiere perder mucho antes que ganar poco.</translation>
    </message>
    <message>
        <source>Quique</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Quique</translation>
    </message>
    <message>
        <source>Lives for the señas: winks and signals at every chance, so watch his face.</source>
        <translation>Vive para las señas: guiña y hace señas cada vez que puede, así que mirale la cara.</translation>
    </message>
    <message>
        <source>Dalva</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Dalva</translation>
    </message>
    <message>
        <source>A sharp reader of the table: seldom bets, but calls your bluffs.</source>
        <translation>Lee la mesa como nadie: apuesta poco, pero no se come tus mentiras.</translation>
    </message>
    <message>
        <source>Zeca</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Zeca</translation>
    </message>
    <message>
        <source>Loud and cheerful: shouts truco for fun and hates to say no quiero.</source>
        <translation>Ruidoso y alegre: canta truco por gusto y odia decir no quiero.</translation>
    </message>
    <message>
        <source>Tonho</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tonho</translation>
    </message>
    <message>
        <source>Stubborn: accepts almost every bet and never goes to the deck.</source>
        <translation>Terco: acepta casi todas las apuestas y nunca se va al mazo.</translation>
    </message>
</context>
<context>
    <name>coach</name>
    <message>
        <source>The coach's reason: %1</source>
        <extracomment>The gap between the panel, the button and the call bar, in pixels. The panel's width when it goes above your cards (the room beside them is less). The deck the table draws, for a practice table drawn alike. The hand's summary: the look back's button goes under it. The last look back and practice table opened (kept alive while shown). Under the hint: %1 is the coach's reason for its choice (the first option), as the hand replay words a computer player's reasons.</extracomment>
        <translation>Por qué elige lo primero: %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <extracomment>The Hint button; H is its key in every language.</extracomment>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <source>What would the coach do? (H)</source>
        <translation>¿Qué haría el entrenador? (H)</translation>
    </message>
    <message>
        <source>Look back</source>
        <extracomment>Under the hand's summary: opens the coach's look back at the hand.</extracomment>
        <translation>Repasar la mano</translation>
    </message>
    <message>
        <source>Where the coach would have played differently</source>
        <translation>Dónde el entrenador habría jugado distinto</translation>
    </message>
    <message>
        <source>your partner already wins this trick</source>
        <translation>tu compañero ya gana esta baza</translation>
    </message>
    <message>
        <source>the lowest card that wins this trick</source>
        <translation>la carta más baja que gana esta baza</translation>
    </message>
    <message>
        <source>it cannot win this trick</source>
        <translation>no puede ganar esta baza</translation>
    </message>
    <message>
        <source>keeps the %1 for later</source>
        <translation>guarda el %1 para después</translation>
    </message>
    <message>
        <source>your best card</source>
        <translation>tu mejor carta</translation>
    </message>
    <message>
        <source>hides a card that cannot win</source>
        <translation>tapa una carta que no puede ganar</translation>
    </message>
    <message>
        <source>you cannot see your cards</source>
        <translation>no podés ver tus cartas</translation>
    </message>
    <message>
        <source>keeps envido %1 in the other three</source>
        <translation>te quedás con %1 de envido en las otras tres</translation>
    </message>
    <message>
        <source>if they refuse you score %1; accepted, the hand is worth %2</source>
        <translation>si no quieren sumás %1; si quieren, la mano vale %2</translation>
    </message>
    <message>
        <source>the hand is then worth %1</source>
        <translation>la mano pasa a valer %1</translation>
    </message>
    <message>
        <source>they score %1 now</source>
        <translation>ellos suman %1 ya</translation>
    </message>
    <message>
        <source>your envido is %1</source>
        <translation>tenés %1 de envido</translation>
    </message>
    <message>
        <source>your envido is %1; the winner scores %2</source>
        <translation>tenés %1 de envido; el que gana suma %2</translation>
    </message>
    <message>
        <source>your envido is %1; if they refuse you score %2</source>
        <translation>tenés %1 de envido; si no quieren sumás %2</translation>
    </message>
    <message>
        <source>your flor is %1</source>
        <translation>tenés %1 de flor</translation>
    </message>
    <message>
        <source>you give up the hand: they score %1</source>
        <translation>dejás la mano: ellos suman %1</translation>
    </message>
    <message>
        <source>the hand is worth %1</source>
        <translation>la mano vale %1</translation>
    </message>
    <message>
        <source>you keep these cards</source>
        <translation>te quedás con estas cartas</translation>
    </message>
    <message>
        <source>you take new cards without seeing them</source>
        <translation>tomás cartas nuevas sin verlas</translation>
    </message>
    <message>
        <source>your partner plays these cards</source>
        <translation>tu compañero juega estas cartas</translation>
    </message>
    <message>
        <source>the only thing you can do</source>
        <translation>lo único que podés hacer</translation>
    </message>
    <message>
        <source>Play the %1 face down</source>
        <extracomment>The card parameters of the sentences above and below (shown as card names).</extracomment>
        <translation>Jugar el %1 tapado</translation>
    </message>
    <message>
        <source>Put away the %1</source>
        <translation>Descartar el %1</translation>
    </message>
    <message>
        <source>Play the %1</source>
        <translation>Jugar el %1</translation>
    </message>
    <message>
        <source>Play your card %1</source>
        <extracomment>Mão de ferro: the player's cards are face down; %1 is 1, 2 or 3.</extracomment>
        <translation>Jugar tu carta %1</translation>
    </message>
    <message numerus="yes">
        <source>you win the envido about %n times in 10</source>
        <translation>
            <numerusform>ganás el envido más o menos %n vez de 10</numerusform>
            <numerusform>ganás el envido más o menos %n veces de 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the flor about %n times in 10</source>
        <translation>
            <numerusform>ganás la flor más o menos %n vez de 10</numerusform>
            <numerusform>ganás la flor más o menos %n veces de 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the hand about %n times in 10</source>
        <translation>
            <numerusform>ganás la mano más o menos %n vez de 10</numerusform>
            <numerusform>ganás la mano más o menos %n veces de 10</numerusform>
        </translation>
    </message>
    <message>
        <source>Your envido is %1. From 28 on an envido is usually worth calling; 33 is the best there is.</source>
        <translation>Tenés %1 de envido. Desde 28 el envido suele valer la pena; 33 es lo máximo.</translation>
    </message>
    <message>
        <source>You have flor: three cards of one suit. Announce it before anything else; it scores at least 3 points, and no envido is played in this hand.</source>
        <translation>Tenés flor: tres cartas del mismo palo. Cantala antes que nada; vale por lo menos 3 puntos, y en esta mano no se juega el envido.</translation>
    </message>
    <message>
        <source>Mão de onze: your team has 11 points and sees its cards before deciding. Play the hand for %1 points, or run and give the other team %2.</source>
        <translation>Mão de onze: tu equipo tiene 11 puntos y ve sus cartas antes de decidir. Jugá la mano por %1 puntos, o retirate y el otro equipo suma %2.</translation>
    </message>
    <message>
        <source>Mão de ferro: both teams have 11 points, so nobody sees their cards. Choose a card by its place; the hand decides the match.</source>
        <translation>Mão de ferro: los dos equipos tienen 11 puntos, así que nadie ve sus cartas. Elegí una carta por su lugar; esta mano decide la partida.</translation>
    </message>
    <message>
        <source>The vira is the %1. The next rank up are the manilhas, the four strongest cards of this hand: %2.</source>
        <translation>La vira es el %1. El número siguiente son las manilhas, las cuatro cartas más fuertes de esta mano: %2.</translation>
    </message>
    <message>
        <source>The manilhas are always the same four cards, strongest first: %1. They beat every other card.</source>
        <translation>Las manilhas son siempre las mismas cuatro cartas, de la más fuerte a la menos: %1. Le ganan a cualquier otra carta.</translation>
    </message>
    <message>
        <source>You are the gallo: you play alone against the other two. First put away the weakest of your four cards, keeping your envido if you can.</source>
        <translation>Sos el gallo: jugás solo contra los otros dos. Primero descartá la más débil de tus cuatro cartas, cuidando tu envido si podés.</translation>
    </message>
    <message>
        <source>%1 is the gallo and plays alone against you and the other player: the two of you play as partners in this hand.</source>
        <translation>%1 es el gallo y juega solo contra vos y el otro jugador: ustedes dos juegan como compañeros en esta mano.</translation>
    </message>
    <message>
        <source>Practice</source>
        <extracomment>Makes the practice window's table: (model, deck style, four colours, parent); the table's own class, handed over by the coach (``TableWidget`` imports the coach). The window's title: a practice table, apart from the match being played.</extracomment>
        <translation>Práctica</translation>
    </message>
</context>
<context>
    <name>daily</name>
    <message>
        <source>won</source>
        <translation>gané</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdí</translation>
    </message>
    <message>
        <source>Truco daily %1 · %2 · %3 %4</source>
        <extracomment>The line players share: %1 the date, %2 the variant, %3 won or lost, %4 the score.</extracomment>
        <translation>Truco del día %1 · %2 · %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n hands</source>
        <translation>
            <numerusform>%1 en %n mano</numerusform>
            <numerusform>%1 en %n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · with hints</source>
        <extracomment>The coach gave a hint during this daily deal (issue 33): %1 is the line above.</extracomment>
        <translation>%1 · con pistas</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>Hand log</source>
        <extracomment>The panel's gold: the daily tag, the focused button's ring.</extracomment>
        <translation>Registro de la mano</translation>
    </message>
    <message>
        <source>You keep your three cards</source>
        <extracomment>The characters in the computer seats (seat -&gt; key), for the rows' faces. This hand's team of every seat (the view's): the gallo's table changes sides. The hand's calls and plays so far (seat, word): whether a raise answers a bet. Cards played in the trick under way (the first one "led" it). The envido's outcome once settled, in words ("Envido won by Rosa, 29"). Mineiro log: you kept the three cards you were dealt (Keep my set).</extracomment>
        <translation>Te quedás con tus tres cartas</translation>
    </message>
    <message>
        <source>You give your three cards to your partner and draw three new ones</source>
        <extracomment>Mineiro log: you gave your three cards to your partner (Give to partner).</extracomment>
        <translation>Le das tus tres cartas a tu compañero y sacás tres nuevas</translation>
    </message>
    <message>
        <source>You show and discard your three cards and draw three new ones</source>
        <extracomment>Mineiro log: you showed your three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>Mostrás y descartás tus tres cartas y sacás tres nuevas</translation>
    </message>
    <message>
        <source>%1 keeps his three cards</source>
        <extracomment>Mineiro log: %1 kept the three cards he was dealt (Keep my set).</extracomment>
        <translation>%1 se queda con sus tres cartas</translation>
    </message>
    <message>
        <source>%1 gives his three cards to his partner and draws three new ones</source>
        <extracomment>Mineiro log: %1 gave his three cards to his partner (Give to partner).</extracomment>
        <translation>%1 le da sus tres cartas a su compañero y saca tres nuevas</translation>
    </message>
    <message>
        <source>%1 shows and discards his three cards and draws three new ones</source>
        <extracomment>Mineiro log: %1 showed his three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>%1 muestra y descarta sus tres cartas y saca tres nuevas</translation>
    </message>
    <message>
        <source>You deal</source>
        <extracomment>The hand log when you are the dealer.</extracomment>
        <translation>Reparto yo</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>Reparte: %1</translation>
    </message>
    <message>
        <source>Duel: %1 against %2</source>
        <translation>Duelo: %1 contra %2</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1 (tapada)</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>una carta tapada</translation>
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
        <translation>%1 salí</translation>
    </message>
    <message>
        <source>%1 led</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played the trick's first card.</extracomment>
        <translation>%1 salió</translation>
    </message>
    <message>
        <source>%1 played</source>
        <comment>you</comment>
        <extracomment>A log row beside the card's chip: %1 (in bold) is you (You, Yo), who played a card: the verb agrees with "you".</extracomment>
        <translation>%1 jugué</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played a card.</extracomment>
        <translation>%1 jugó</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 what he says (¡Truco!, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 call</source>
        <extracomment>A log row beside your call (¡Truco!): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 canto</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <extracomment>A log row beside the call (¡Truco!): %1 (in bold) made a bet.</extracomment>
        <translation>%1 canta</translation>
    </message>
    <message>
        <source>%1 answer</source>
        <extracomment>A log row beside your answer (Quiero): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 respondo</translation>
    </message>
    <message>
        <source>%1 answers</source>
        <extracomment>A log row beside the answer (Quiero, No quiero): %1 (in bold).</extracomment>
        <translation>%1 responde</translation>
    </message>
    <message>
        <source>%1 say</source>
        <extracomment>A log row beside what you say (Flor, Me voy al mazo): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 digo</translation>
    </message>
    <message>
        <source>%1 says</source>
        <extracomment>A log row beside what a player says (Flor, Me voy al mazo): %1 (bold).</extracomment>
        <translation>%1 dice</translation>
    </message>
    <message>
        <source>%1 sing</source>
        <extracomment>A log row beside your envido points sung (or Son buenas): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 canto los tantos</translation>
    </message>
    <message>
        <source>%1 sings</source>
        <extracomment>A log row beside the envido points sung (or Son buenas): %1 (in bold).</extracomment>
        <translation>%1 canta los tantos</translation>
    </message>
    <message>
        <source>You discard a card face down</source>
        <extracomment>AR-GALLO-3: you, the gallo, put one of your four cards away unseen.</extracomment>
        <translation>Descartás una carta tapada</translation>
    </message>
    <message>
        <source>%1 discards a card face down</source>
        <extracomment>AR-GALLO-3: %1, the gallo, puts one of his four cards away unseen.</extracomment>
        <translation>%1 descarta una carta tapada</translation>
    </message>
    <message>
        <source>Envido won by you, %1</source>
        <extracomment>You won the envido; %1 is your envido points.</extracomment>
        <translation>Envido: lo gané con %1</translation>
    </message>
    <message>
        <source>Envido won by %1, %2</source>
        <extracomment>%1 is the winner, %2 his envido points.</extracomment>
        <translation>Envido: %1 con %2</translation>
    </message>
    <message>
        <source>Envido refused</source>
        <translation>Envido: no querido</translation>
    </message>
    <message>
        <source>Flor: %1, %2</source>
        <translation>Flor: %1 con %2</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <extracomment>%1 is the trick (1-3); parda: the trick was tied.</extracomment>
        <translation>Baza %1 → parda</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <comment>Mineiro, Paulista</comment>
        <extracomment>%1 is the trick (1-3); a tied trick at a Brazilian table (empate).</extracomment>
        <translation>Baza %1 → parda</translation>
    </message>
    <message>
        <source>Trick %1 → %2 · %3</source>
        <extracomment>%1 is the trick (1-3), %2 Us or Them, %3 the player who won it.</extracomment>
        <translation>Baza %1 → %2 · %3</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>%1 is what was scored for (Envido, Truco refused…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>All tied: the hand is dealt again</source>
        <translation>Todo empatado: se reparte de nuevo</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <extracomment>The list item's role that carries a row's facts (a dict). The sentence's font size (smaller for a long name alone in a narrow row).</extracomment>
        <translation>Esperando tu respuesta…</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read, so the default settings are in use; it will be moved aside before anything is saved over it.</source>
        <translation>No se pudo leer el archivo de configuración, así que se usa la configuración predeterminada; antes de guardar algo encima, se lo moverá a otro lugar.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside to %1 and the default settings are in use.</source>
        <translation>No se pudo leer el archivo de configuración: se movió a %1 y se usa la configuración predeterminada.</translation>
    </message>
    <message>
        <source>Your settings file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>El archivo de configuración es de una versión más nueva de Truco: solo se usa lo que esta versión entiende, y antes de modificarlo se guardará una copia como %1.</translation>
    </message>
    <message>
        <source>Some settings had values this version cannot use (%1), so those are back to their defaults.</source>
        <translation>Algunas opciones tenían valores que esta versión no puede usar (%1), así que volvieron a su valor predeterminado.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so your statistics start again; it will be moved aside before anything is saved over it.</source>
        <translation>No se pudo leer el archivo de estadísticas, así que tus estadísticas empiezan de cero; antes de guardar algo encima, se lo moverá a otro lugar.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so it was moved aside to %1 and your statistics start again.</source>
        <translation>No se pudo leer el archivo de estadísticas: se movió a %1 y tus estadísticas empiezan de cero.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>El archivo de estadísticas es de una versión más nueva de Truco: solo se usa lo que esta versión entiende, y antes de modificarlo se guardará una copia como %1.</translation>
    </message>
    <message>
        <source>Some statistics could not be read (%1), so those entries start again.</source>
        <translation>Algunas estadísticas no se pudieron leer (%1), así que esos datos empiezan de cero.</translation>
    </message>
    <message>
        <source>Your saved match was made by a newer version of Truco, so it was left as it is; it cannot be resumed with this version.</source>
        <translation>La partida guardada es de una versión más nueva de Truco, así que se dejó como estaba: no se puede retomar con esta versión.</translation>
    </message>
    <message>
        <source>The match saved by a newer version of Truco was moved to %1 so that it is not overwritten.</source>
        <translation>La partida guardada por una versión más nueva de Truco se movió a %1 para que no se sobrescriba.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so a new match will start; the file stays where it is until it can be moved aside.</source>
        <translation>No se pudo leer la partida guardada, así que empieza una nueva; el archivo queda donde está hasta que se lo pueda mover a otro lugar.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so it was moved aside to %1 and a new match will start.</source>
        <translation>No se pudo leer la partida guardada: se movió a %1 y empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Some of your hand history could not be read, so the file was moved aside to %1 and the readable hands were kept.</source>
        <translation>Una parte del historial de manos no se pudo leer: el archivo se movió a %1 y se conservaron las manos legibles.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>No se pudo leer el archivo.</translation>
    </message>
    <message>
        <source>The file is too large to be hand records.</source>
        <translation>El archivo es demasiado grande para ser un registro de manos.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>El archivo no es texto UTF-8.</translation>
    </message>
    <message>
        <source>The file holds no hand records.</source>
        <translation>El archivo no contiene registros de manos.</translation>
    </message>
    <message>
        <source>The file holds too many hands to import at once.</source>
        <translation>El archivo tiene demasiadas manos para importarlas de una vez.</translation>
    </message>
    <message>
        <source>Line %1 is not JSON.</source>
        <translation>La línea %1 no es JSON.</translation>
    </message>
    <message>
        <source>Line %1 is not a valid hand record (%2).</source>
        <translation>La línea %1 no es un registro de mano válido (%2).</translation>
    </message>
    <message>
        <source>The hand history could not be saved (%1).</source>
        <translation>No se pudo guardar el historial de manos (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n hands.</source>
        <translation>
            <numerusform>Se importó %n mano.</numerusform>
            <numerusform>Se importaron %n manos.</numerusform>
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
        <translation>Truco rechazado</translation>
    </message>
    <message>
        <source>Mazo</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Mão de onze refused</source>
        <translation>Mão de onze rechazada</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>random choice</source>
        <translation>elección al azar</translation>
    </message>
    <message>
        <source>the only legal action</source>
        <translation>la única jugada posible</translation>
    </message>
    <message>
        <source>mão de ferro: playing a card without seeing it</source>
        <translation>mão de ferro: juega una carta sin verla</translation>
    </message>
    <message>
        <source>played without much thought</source>
        <translation>jugada sin pensarlo mucho</translation>
    </message>
    <message>
        <source>the answer his partner chose</source>
        <extracomment>The human chose this answer for his partner (the human's flor came first).</extracomment>
        <translation>la respuesta que eligió su compañero</translation>
    </message>
    <message>
        <source>partner already wins this trick: playing low (%1)</source>
        <translation>el compañero ya gana esta baza: juega bajo (%1)</translation>
    </message>
    <message>
        <source>partner signalled a card nobody can beat: playing low (%1)</source>
        <translation>el compañero hizo seña de una carta imbatible: juega bajo (%1)</translation>
    </message>
    <message>
        <source>the first trick was parda: playing the highest card (%1)</source>
        <translation>la primera fue parda: juega la carta más alta (%1)</translation>
    </message>
    <message>
        <source>winning the trick with the lowest card that beats it (%1)</source>
        <translation>gana la baza con la carta más baja que alcanza (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing the lowest card (%1)</source>
        <translation>no puede ganar esta baza: juega la carta más baja (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing %1 face down</source>
        <translation>no puede ganar esta baza: juega %1 tapada</translation>
    </message>
    <message>
        <source>a parda here wins the hand: tying with %1</source>
        <translation>una parda acá gana la mano: empata con %1</translation>
    </message>
    <message>
        <source>a parda here moves the bet to the next trick: tying with %1</source>
        <translation>una parda acá pasa la apuesta a la baza siguiente: empata con %1</translation>
    </message>
    <message>
        <source>playing %1: best chance to win the hand (%2%)</source>
        <translation>juega %1: la mejor chance de ganar la mano (%2%)</translation>
    </message>
    <message>
        <source>%1% to win the hand: calling %2</source>
        <translation>%1% de ganar la mano: canta %2</translation>
    </message>
    <message>
        <source>nothing to lose at this score: calling %1</source>
        <translation>con este marcador no hay nada que perder: canta %1</translation>
    </message>
    <message>
        <source>bluffing: calling %1 with %2% to win</source>
        <translation>miente: canta %1 con %2% de ganar</translation>
    </message>
    <message>
        <source>%1% to win the hand, and the other side folds to truco %2 times in %3: calling %4</source>
        <translation>%1% de ganar la mano, y el otro lado se achica ante el truco %2 veces de %3: canta %4</translation>
    </message>
    <message>
        <source>the other side folds to truco %1 times in %2: calling %3 with %4% to win</source>
        <translation>el otro lado se achica ante el truco %1 veces de %2: canta %3 con %4% de ganar</translation>
    </message>
    <message>
        <source>they call truco in %1 hands of %2, with anything: %3% to win, accepting</source>
        <translation>cantan truco en %1 manos de %2, con cualquier cosa: %3% de ganar, quiere</translation>
    </message>
    <message>
        <source>they call truco in only %1 hands of %2, with the best cards: %3% to win, refusing</source>
        <translation>cantan truco en solo %1 manos de %2, con las mejores cartas: %3% de ganar, no quiere</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, accepting</source>
        <translation>cantan falta envido en %1 manos de %2: envido %3, %4% de ganarlo, quiere</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, refusing</source>
        <translation>cantan falta envido en %1 manos de %2: envido %3, %4% de ganarlo, no quiere</translation>
    </message>
    <message>
        <source>the match is decided either way: no %1</source>
        <translation>la partida ya está definida: no canta %1</translation>
    </message>
    <message>
        <source>%1% to win the hand: accepting</source>
        <translation>%1% de ganar la mano: acepta</translation>
    </message>
    <message>
        <source>refusing would lose the match: accepting</source>
        <translation>rechazar le haría perder la partida: acepta</translation>
    </message>
    <message>
        <source>%1% to win is worth the risk at this score: accepting</source>
        <translation>con este marcador, %1% de ganar vale el riesgo: acepta</translation>
    </message>
    <message>
        <source>only %1% to win the hand: refusing</source>
        <translation>solo %1% de ganar la mano: rechaza</translation>
    </message>
    <message>
        <source>%1% to win the hand: raising to %2</source>
        <translation>%1% de ganar la mano: sube a %2</translation>
    </message>
    <message>
        <source>bluffing: raising to %1 with %2% to win</source>
        <translation>miente: sube a %1 con %2% de ganar</translation>
    </message>
    <message>
        <source>envido %1: calling %2</source>
        <translation>envido %1: canta %2</translation>
    </message>
    <message>
        <source>envido %1: bluffing with %2</source>
        <translation>envido %1: miente con %2</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: accepting</source>
        <translation>envido %1, %2% de ganarlo: quiere</translation>
    </message>
    <message>
        <source>envido %1, only %2% to win it: refusing</source>
        <translation>envido %1, solo %2% de ganarlo: no quiere</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: raising to %3</source>
        <translation>envido %1, %2% de ganarlo: sube a %3</translation>
    </message>
    <message>
        <source>envido %1: not worth calling</source>
        <translation>envido %1: no vale la pena cantar</translation>
    </message>
    <message>
        <source>envido %1: the falta envido wins the match</source>
        <translation>envido %1: la falta envido gana la partida</translation>
    </message>
    <message>
        <source>the other team is about to win: envido %1, falta envido</source>
        <translation>el otro equipo está por ganar: envido %1, falta envido</translation>
    </message>
    <message>
        <source>envido goes first: envido %1, calling %2</source>
        <translation>el envido está primero: envido %1, canta %2</translation>
    </message>
    <message>
        <source>announcing flor</source>
        <translation>canta flor</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: %3</source>
        <translation>flor %1, %2% de ganarla: %3</translation>
    </message>
    <message>
        <source>flor %1, only %2% to win it: con flor me achico</source>
        <translation>flor %1, solo %2% de ganarla: con flor me achico</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: con flor quiero</source>
        <translation>flor %1, %2% de ganarla: con flor quiero</translation>
    </message>
    <message>
        <source>gallo: discarding %1, keeping envido %2 and %3% to win the hand</source>
        <translation>gallo: descarta %1, se queda con envido %2 y %3% de ganar la mano</translation>
    </message>
    <message>
        <source>keeping this set (%1% to win the hand)</source>
        <translation>se queda con estas cartas (%1% de ganar la mano)</translation>
    </message>
    <message>
        <source>weak set (%1% to win the hand): discarding it</source>
        <translation>cartas flojas (%1% de ganar la mano): las descarta</translation>
    </message>
    <message>
        <source>mão de onze with %1% to win: playing</source>
        <translation>mão de onze con %1% de ganar: juega</translation>
    </message>
    <message>
        <source>mão de onze with only %1% to win: running</source>
        <translation>mão de onze con solo %1% de ganar: corre</translation>
    </message>
    <message>
        <source>searched %1 deals: %2 scores best (%3%)</source>
        <translation>analizó %1 repartos: lo mejor es %2 (%3%)</translation>
    </message>
    <message>
        <source>no chance left in this hand: going to the deck</source>
        <translation>sin chances en esta mano: se va al mazo</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no match in progress.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano terminó.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Ese lugar no existe en esta mesa.</translation>
    </message>
    <message>
        <source>That call is not part of this game.</source>
        <translation>Ese canto no existe en este juego.</translation>
    </message>
    <message>
        <source>Flor is not played at this table.</source>
        <translation>En esta mesa no se juega con flor.</translation>
    </message>
    <message>
        <source>You must announce your flor first.</source>
        <translation>Primero hay que cantar la flor.</translation>
    </message>
    <message>
        <source>Only a player with a flor can answer a flor.</source>
        <translation>Solo quien tiene flor puede responder a una flor.</translation>
    </message>
    <message>
        <source>You may not answer this call now.</source>
        <translation>Ahora no te toca responder este canto.</translation>
    </message>
    <message>
        <source>Your partner answers this call.</source>
        <translation>Este canto lo responde tu compañero.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Choose what to do with your set first.</source>
        <translation>Primero hay que decidir qué hacer con las cartas.</translation>
    </message>
    <message>
        <source>The gallo must first discard one card.</source>
        <translation>El gallo primero tiene que descartar una carta.</translation>
    </message>
    <message>
        <source>The gallo discards only once, before play.</source>
        <translation>El gallo descarta una sola vez, antes de jugar.</translation>
    </message>
    <message>
        <source>Only the gallo discards a card.</source>
        <translation>Solo el gallo descarta una carta.</translation>
    </message>
    <message>
        <source>Only the gallo discards, with three players.</source>
        <translation>Solo el gallo descarta, cuando juegan tres.</translation>
    </message>
    <message>
        <source>The team on 11 must first decide whether to play the hand.</source>
        <translation>El equipo que tiene 11 debe decidir primero si juega la mano.</translation>
    </message>
    <message>
        <source>A call is waiting: answer it first.</source>
        <translation>Hay un canto pendiente: primero hay que responderlo.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Esa carta no es tuya.</translation>
    </message>
    <message>
        <source>You may play a card face down only from the second trick on, and not when you lead the trick.</source>
        <translation>Solo se puede jugar una carta tapada desde la segunda baza, y nunca al salir.</translation>
    </message>
    <message>
        <source>Nobody may go to the deck while a call is waiting for an answer.</source>
        <translation>Nadie puede irse al mazo mientras un canto espera respuesta.</translation>
    </message>
    <message>
        <source>There is no call to answer.</source>
        <translation>No hay ningún canto para responder.</translation>
    </message>
    <message>
        <source>That envido cannot follow the last one.</source>
        <translation>Ese envido no puede ir después del anterior.</translation>
    </message>
    <message>
        <source>The envido is closed once a Truco has been accepted.</source>
        <translation>Con un Truco querido, ya no se puede cantar envido.</translation>
    </message>
    <message>
        <source>A flor was announced, so there is no envido this hand.</source>
        <translation>Se cantó flor, así que en esta mano no hay envido.</translation>
    </message>
    <message>
        <source>There is only one envido per hand.</source>
        <translation>Hay un solo envido por mano.</translation>
    </message>
    <message>
        <source>The envido can only be called in the first trick, before you play.</source>
        <translation>El envido solo se canta en la primera baza, antes de jugar la carta.</translation>
    </message>
    <message>
        <source>There is no Truco in a mão de onze or a mão de ferro.</source>
        <translation>En la mão de onze y en la mão de ferro no hay Truco.</translation>
    </message>
    <message>
        <source>That raise is not yours to call, or it could not change anything.</source>
        <translation>Esa subida no te corresponde, o no cambiaría nada.</translation>
    </message>
    <message>
        <source>Only the team that accepted the last bet may raise it, one step at a time.</source>
        <translation>Solo puede subir el equipo que aceptó la última apuesta, y solo un paso a la vez.</translation>
    </message>
    <message>
        <source>That flor call is not possible now.</source>
        <translation>Ese canto de flor no es posible ahora.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Eso no se puede hacer ahora.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>La mano todavía no terminó.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partida terminó.</translation>
    </message>
    <message>
        <source>A card is played by its place only in a mão de ferro.</source>
        <translation>Solo en la mão de ferro se juega una carta por su posición.</translation>
    </message>
    <message>
        <source>You play from the next hand: a computer player finishes this one.</source>
        <translation>Jugás desde la próxima mano: un jugador de la computadora termina esta.</translation>
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
        <translation>Nosotros %1, ellos %2</translation>
    </message>
    <message>
        <source>US</source>
        <translation>NOS</translation>
    </message>
    <message>
        <source>THEM</source>
        <translation>ELLOS</translation>
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
        <translation>Nosotros</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ellos</translation>
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
        <translation>Yo</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Oeste</translation>
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
        <translation>Compañero</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
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
        <translation>Tengo el ancho de espadas, la mejor carta.</translation>
    </message>
    <message>
        <source>I hold the ace of bastos, the second best card.</source>
        <translation>Tengo el ancho de bastos, la segunda mejor carta.</translation>
    </message>
    <message>
        <source>I hold the seven of espadas.</source>
        <translation>Tengo el siete de espadas.</translation>
    </message>
    <message>
        <source>I hold the seven of oros.</source>
        <translation>Tengo el siete de oros.</translation>
    </message>
    <message>
        <source>I hold a three.</source>
        <translation>Tengo un tres.</translation>
    </message>
    <message>
        <source>I hold a two.</source>
        <translation>Tengo un dos.</translation>
    </message>
    <message>
        <source>I have flor: three cards of one suit.</source>
        <translation>Tengo flor: tres cartas del mismo palo.</translation>
    </message>
    <message>
        <source>I have 30 or more for the envido.</source>
        <translation>Tengo 30 o más de envido.</translation>
    </message>
    <message>
        <source>I have 27 to 29 for the envido.</source>
        <translation>Tengo de 27 a 29 de envido.</translation>
    </message>
    <message>
        <source>I have nothing worth anything.</source>
        <translation>No tengo nada que sirva.</translation>
    </message>
    <message>
        <source>I hold the zap, the best manilha.</source>
        <translation>Tengo el zap, la mejor manilha.</translation>
    </message>
    <message>
        <source>I hold the manilha of copas (hearts).</source>
        <translation>Tengo la manilha de copas (corazones).</translation>
    </message>
    <message>
        <source>I hold the espadilha, the manilha of spades.</source>
        <translation>Tengo la espadilha, la manilha de picas.</translation>
    </message>
    <message>
        <source>I hold the pica-fumo, the manilha of ouros.</source>
        <translation>Tengo el pica-fumo, la manilha de ouros (diamantes).</translation>
    </message>
    <message>
        <source>raise the eyebrows</source>
        <extracomment>How the face makes it, by face part and value.</extracomment>
        <translation>levantar las cejas</translation>
    </message>
    <message>
        <source>a wink</source>
        <translation>guiñar un ojo</translation>
    </message>
    <message>
        <source>close both eyes</source>
        <translation>cerrar los dos ojos</translation>
    </message>
    <message>
        <source>twist the mouth to the right</source>
        <translation>torcer la boca a la derecha</translation>
    </message>
    <message>
        <source>twist the mouth to the left</source>
        <translation>torcer la boca a la izquierda</translation>
    </message>
    <message>
        <source>bite the lower lip</source>
        <translation>morder el labio de abajo</translation>
    </message>
    <message>
        <source>purse the lips as for a kiss</source>
        <translation>fruncir los labios como para dar un beso</translation>
    </message>
    <message>
        <source>puff out both cheeks</source>
        <translation>inflar los dos cachetes</translation>
    </message>
    <message>
        <source>puff out one cheek</source>
        <translation>inflar un cachete</translation>
    </message>
    <message>
        <source>tilt the head</source>
        <translation>inclinar la cabeza</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Joins two face movements of one sign ("a wink" and "tilt the head").</extracomment>
        <translation> y </translation>
    </message>
    <message>
        <source>Señas</source>
        <extracomment>The partners' secret signals; keep the Spanish word, add yours if it helps.</extracomment>
        <translation>Señas</translation>
    </message>
    <message>
        <source>%1 signals: %2</source>
        <extracomment>The hand log, for you alone: %1 is your partner (North), %2 the sign's name.</extracomment>
        <translation>Seña de %1: %2</translation>
    </message>
    <message>
        <source>You signal: %1</source>
        <extracomment>The hand log: %1 is the sign's name as said at the table (Ancho de espadas).</extracomment>
        <translation>Tu seña: %1</translation>
    </message>
    <message>
        <source>You spotted %1's sign: %2</source>
        <extracomment>The hand log: you caught an opponent's sign; %1 is the opponent, %2 the sign.</extracomment>
        <translation>Le pescaste la seña a %1: %2</translation>
    </message>
    <message>
        <source>%1 makes a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: your partner made a sign, and the player reads its meaning from the face; %1 is the partner (Rosa).</extracomment>
        <translation>%1 hace una seña</translation>
    </message>
    <message>
        <source>You spotted %1 making a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: you caught an opponent making a sign (its meaning is not written); %1 is the opponent.</extracomment>
        <translation>Le pescaste una seña a %1</translation>
    </message>
    <message>
        <source>Seña</source>
        <extracomment>The tag by a face making a sign when "Show what señas mean" is off (one seña; keep the Spanish word, as in "Señas").</extracomment>
        <translation>Seña</translation>
    </message>
    <message>
        <source>SPOTTED</source>
        <extracomment>Over an opponent's face on the table when you caught his sign (short, capitals).</extracomment>
        <translation>PESCADA</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <extracomment>The palette's keyboard hint; %1 is a key such as Alt+1.</extracomment>
        <translation>Atajo: %1</translation>
    </message>
    <message>
        <source>Make a sign to your partner. The opponents may catch it. Alt+1 … Alt+0 make them from the keyboard.</source>
        <translation>Una seña para tu compañero: los rivales la pueden pescar. Con Alt+1 … Alt+0 se hacen desde el teclado.</translation>
    </message>
    <message>
        <source>At a real table partners tell each other their best cards with their faces. Your partner signals you early in each hand, and you can signal him from the Señas button or with Alt+1 … Alt+0. The opponents watch: each sign may be caught, and when you catch one of theirs it is marked SPOTTED on their seat.</source>
        <translation>En una mesa de verdad, los compañeros se pasan sus mejores cartas con gestos de la cara. Tu compañero te hace señas al principio de cada mano, y vos le podés hacer señas con el botón Señas o con Alt+1 … Alt+0. Los rivales miran: cualquier seña puede ser pescada, y cuando pescás una de ellos, su lugar queda marcado con PESCADA.</translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message>
        <source>Next hand</source>
        <translation>Próxima mano</translation>
    </message>
    <message>
        <source>No points this hand</source>
        <extracomment>The height of a card shown in the summary, in pixels.</extracomment>
        <translation>Nadie suma en esta mano</translation>
    </message>
    <message>
        <source>%1 %2 → &lt;b&gt;%3&lt;/b&gt;</source>
        <extracomment>%1 is what won the points (Retruco, Envido, Mazo…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1: %2 → &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Envido: %1 with %2</source>
        <extracomment>%1 is the winner of the envido, %2 his points.</extracomment>
        <translation>Envido: %1 con %2</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Nosotros %1 · Ellos %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <extracomment>You alone win the match (two players; the gallo's table too).</extracomment>
        <translation>¡Ganaste la partida!</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <extracomment>Your team (four, six or eight players) wins the match: "we won".</extracomment>
        <translation>¡Ganamos la partida!</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Ganaron ellos</translation>
    </message>
    <message>
        <source>Matches won: %1 – %2</source>
        <translation>Partidas ganadas: %1 – %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>In the hand's summary, over the cards a winner shows: %1 is who shows them, %2 what they made (e.g. "Envido 29").</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <extracomment>AR-GALLO-5: you and your partner of the last hand reach the target together.</extracomment>
        <translation>¡Vos y %1 ganaron la partida!</translation>
    </message>
    <message>
        <source>%1 and %2 win the match</source>
        <extracomment>AR-GALLO-5: the two players of the pair win the match together.</extracomment>
        <translation>%1 y %2 ganaron la partida</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <extracomment>One player wins the match: the gallo or one of the pair in a match of three, your opponent in a match of two.</extracomment>
        <translation>%1 ganó la partida</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>%1 refused</source>
        <extracomment>In the hand's summary: a bet refused, which scored for the side that made it; %1 is the call (Truco, Retruco, Envido…), e.g. "Retruco refused 2 → Us".</extracomment>
        <translation>%1 rechazado</translation>
    </message>
    <message>
        <source>You went to the mazo</source>
        <extracomment>In the hand's summary: you gave the hand up (went to the deck).</extracomment>
        <translation>Te fuiste al mazo</translation>
    </message>
    <message>
        <source>%1 went to the mazo</source>
        <extracomment>In the hand's summary: %1 (a player) gave the hand up (went to the deck).</extracomment>
        <translation>%1 se fue al mazo</translation>
    </message>
    <message>
        <source>You would not play the mão de onze</source>
        <extracomment>In the hand's summary: your team, on 11, would not play the mão de onze and gave the hand up (you said so).</extracomment>
        <translation>No quisiste jugar la mão de onze</translation>
    </message>
    <message>
        <source>%1 would not play the mão de onze</source>
        <extracomment>In the hand's summary: a team on 11 would not play the mão de onze and gave the hand up; %1 is the player who said so.</extracomment>
        <translation>%1 no quiso jugar la mão de onze</translation>
    </message>
    <message>
        <source>You refused the %1</source>
        <extracomment>In the hand's summary: you refused a bet and gave the hand up; %1 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>Rechazaste el %1</translation>
    </message>
    <message>
        <source>%1 refused the %2</source>
        <extracomment>In the hand's summary: %1 (a player) refused a bet and gave the hand up; %2 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>%1 rechazó el %2</translation>
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
        <translation>Nosotros</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ellos</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>REPARTE</translation>
    </message>
    <message>
        <source>PÉ</source>
        <extracomment>The dealer's puck: PÉ is the dealer's word at a Brazilian table.</extracomment>
        <translation>PÉ</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Fuera de juego</translation>
    </message>
    <message>
        <source>Mão de ferro · play blind</source>
        <translation>Mão de ferro · a ciegas</translation>
    </message>
    <message>
        <source>Partner's cards</source>
        <translation>Cartas del compañero</translation>
    </message>
    <message>
        <source>Pica-pica · duel %1 of %2</source>
        <extracomment>Six or eight players: the pica-pica duels; %1 is this duel (1 to %2), %2 how many duels the hand has (3 or 4).</extracomment>
        <translation>Pica-pica · duelo %1 de %2</translation>
    </message>
    <message>
        <source>Vira %1 · manilhas %2</source>
        <extracomment>%1 is the rank of the vira, %2 the rank of the manilhas (e.g. "Vira 7 · manilhas Q").</extracomment>
        <translation>Vira %1 · manilhas %2</translation>
    </message>
    <message>
        <source>You have %1</source>
        <extracomment>By your cards while an envido may be called: your own envido points, as a player at a real table knows them; %1 is the value (0 to 33). Say it the way a player would think it (Spanish "Tenés %1").</extracomment>
        <translation>Tenés %1</translation>
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
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
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
        <translation>Mostradas</translation>
    </message>
    <message numerus="yes">
        <source>worth %n if accepted</source>
        <translation>
            <numerusform>vale %n si se acepta</numerusform>
            <numerusform>vale %n si se acepta</numerusform>
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
            <numerusform>gana %n punto</numerusform>
            <numerusform>gana %n puntos</numerusform>
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
        <translation>%1: esperando respuesta</translation>
    </message>
    <message>
        <source>Envido cancelled by the flor</source>
        <extracomment>The stake strip: a flor was announced over an envido call, which ends the envido without points (AR-FLOR-3).</extracomment>
        <translation>Envido: anulado por la flor</translation>
    </message>
    <message>
        <source>No envido: a flor was sung</source>
        <extracomment>The stake strip: a flor was announced, so no envido can be called this hand.</extracomment>
        <translation>Sin envido: se cantó flor</translation>
    </message>
    <message>
        <source>Envido accepted: singing</source>
        <extracomment>The stake strip while an accepted envido is sung, seat by seat, before its winner is known.</extracomment>
        <translation>Envido querido: se canta</translation>
    </message>
    <message>
        <source>Truco</source>
        <extracomment>The characters in the computer seats (seat -&gt; key).</extracomment>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Daily deal · %1</source>
        <extracomment>The tag in the side panel's header while the daily deal is played; %1 is its date.</extracomment>
        <translation>Desafío del día · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n</source>
        <extracomment>The points a match is played to.</extracomment>
        <translation>
            <numerusform>a %n</numerusform>
            <numerusform>a %n</numerusform>
        </translation>
    </message>
    <message>
        <source>flor off</source>
        <translation>sin flor</translation>
    </message>
    <message>
        <source>flor simple</source>
        <translation>flor simple</translation>
    </message>
    <message>
        <source>flor with contraflor</source>
        <translation>flor con contraflor</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Máxima</translation>
    </message>
    <message>
        <source>F1 Rules · Esc Menu · Speed: %1</source>
        <extracomment>The footer: F1 and Esc are keys; %1 is the animation speed (Slow, Normal…). Keep the " · " between the parts: a narrow panel breaks the line there.</extracomment>
        <translation>F1 Reglas · Esc Menú · Vel.: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stake &lt;b&gt;%n points&lt;/b&gt;</source>
        <extracomment>What the hand is worth now; keep the &lt;b&gt; markup around the number.</extracomment>
        <translation>
            <numerusform>En juego: &lt;b&gt;%n punto&lt;/b&gt;</numerusform>
            <numerusform>En juego: &lt;b&gt;%n puntos&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Envido: not called</source>
        <translation>Envido: sin cantar</translation>
    </message>
    <message>
        <source>Trick %1 of 3</source>
        <translation>Baza %1 de 3</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>gave up the hand</source>
        <extracomment>Under the bubble of the player who went to the mazo or refused the bet, at the hand's end: he gave the hand up.</extracomment>
        <translation>dejó la mano</translation>
    </message>
</context>
</TS>
