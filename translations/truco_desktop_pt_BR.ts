<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Truco</source>
        <translation>Sobre o Truco</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versão %1</translation>
    </message>
    <message>
        <source>Argentine Truco, Truco Mineiro and Truco Paulista against computer players, offline, in seven languages.</source>
        <translation>Truco argentino, Truco Mineiro e Truco Paulista contra o computador, sem internet, em sete idiomas.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (%1). You may share and change it under its terms; it comes with no warranty.</source>
        <extracomment>%1 is the licence's short name (GPL-3.0-or-later) as a link.</extracomment>
        <translation>Software livre sob a Licença Pública Geral GNU, versão 3 ou posterior (%1). Você pode compartilhá-lo e modificá-lo nos termos dessa licença; ele é distribuído sem nenhuma garantia.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>AppMenus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>The levels the Options menu offers (``bots.levels``). The first match that teaches (issue 33), at any time.</extracomment>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Desafio do dia</translation>
    </message>
    <message>
        <source>&amp;Replay last hand</source>
        <translation>&amp;Rever a última mão</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estatísticas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jogadores</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Flor</source>
        <translation>&amp;Flor</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Sem flor</translation>
    </message>
    <message>
        <source>Simple (3 points a flor)</source>
        <translation>Simples (3 pontos por flor)</translation>
    </message>
    <message>
        <source>Full (with contraflor)</source>
        <translation>Completa (com contraflor)</translation>
    </message>
    <message>
        <source>&amp;Match to</source>
        <translation>&amp;Partida até</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>F&amp;alta envido</source>
        <translation>F&amp;alta envido</translation>
    </message>
    <message>
        <source>Worth what the leader needs to win</source>
        <translation>Vale o que falta ao líder para ganhar</translation>
    </message>
    <message>
        <source>Wins the match while the leader is in the malas</source>
        <translation>Ganha a partida enquanto o líder está nas malas</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Baralho</translation>
    </message>
    <message>
        <source>Dirty deck (40 cards)</source>
        <translation>Baralho sujo (40 cartas)</translation>
    </message>
    <message>
        <source>Clean deck (24 cards)</source>
        <translation>Baralho limpo (24 cartas)</translation>
    </message>
    <message>
        <source>&amp;Best of three</source>
        <translation>&amp;Melhor de três</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opções</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Abrir uma mesa…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Entrar numa &amp;mesa…</translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation>Jogar &amp;online…</translation>
    </message>
    <message>
        <source>&amp;Gallo (3 players)</source>
        <extracomment>The Rules menu's entry for the three-player gallo's mode (AR-GALLO-2).</extracomment>
        <translation>&amp;Gallo (3 jogadores)</translation>
    </message>
    <message>
        <source>Rotating: the mano is the gallo</source>
        <extracomment>The gallo of each hand is its mano, so the role goes round the table.</extracomment>
        <translation>Rotativo: o mão é o gallo</translation>
    </message>
    <message>
        <source>Fixed: you are the gallo</source>
        <translation>Fixo: você é o gallo</translation>
    </message>
    <message>
        <source>Fixed: the player on your right</source>
        <translation>Fixo: o jogador à sua direita</translation>
    </message>
    <message>
        <source>Fixed: the player on your left</source>
        <translation>Fixo: o jogador à sua esquerda</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Adversários</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Parceiro</translation>
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
        <translation>Especialista</translation>
    </message>
    <message>
        <source>C&amp;haracters…</source>
        <extracomment>Opens the dialog where the player picks the computer players (characters).</extracomment>
        <translation>Perso&amp;nagens…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidade da animação</translation>
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
        <translation>Instantânea</translation>
    </message>
    <message>
        <source>&amp;Next hand by itself after a pause</source>
        <extracomment>An option, off by default: the hand's summary goes and the next hand is dealt by itself after a pause, instead of waiting for you.</extracomment>
        <translation>Próxima mão sozin&amp;ha após uma pausa</translation>
    </message>
    <message>
        <source>Deck st&amp;yle</source>
        <translation>&amp;Estilo do baralho</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
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
        <translation>Baralho francês de &amp;quatro cores</translation>
    </message>
    <message>
        <source>Show my &amp;envido</source>
        <extracomment>An option, on by default: your own envido points shown by your cards while an envido may be called ("You have 29"); purists turn it off.</extracomment>
        <translation>Mos&amp;trar meu envido</translation>
    </message>
    <message>
        <source>P&amp;artner asks me first</source>
        <translation>Parceiro &amp;me consulta antes</translation>
    </message>
    <message>
        <source>Opponents can &amp;catch signs</source>
        <translation>Adversários podem pe&amp;gar sinais</translation>
    </message>
    <message>
        <source>Show what se&amp;ñas mean</source>
        <extracomment>An option, on by default: the señas' meanings written in the log and on the faces ("Rosa signals: Un dos"); off, only that a sign was made, so the player reads the faces as at a real table. Keep "señas" as in "Partner signals (señas)"; the accelerator is on ñ only so that the English never clashes: choose your own.</extracomment>
        <translation>Mostrar o que os s&amp;inais significam</translation>
    </message>
    <message>
        <source>Hints and &amp;tips</source>
        <extracomment>The coach's options (issue 33): a submenu with "Hints" and "Show tips".</extracomment>
        <translation>Di&amp;cas e conselhos</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <extracomment>An option, on by default: the Hint button (and the H key) at your turn, where the coach says what he would do and why (never in a match played online).</extracomment>
        <translation>&amp;Dicas</translation>
    </message>
    <message>
        <source>Show &amp;tips</source>
        <extracomment>An option, on by default: a tip shown the first time its situation comes up.</extracomment>
        <translation>Mostrar &amp;conselhos</translation>
    </message>
    <message>
        <source>&amp;Look back after each hand</source>
        <extracomment>An option, on by default: after each hand, a button by its summary opens the coach's look back at the player's dearest choices.</extracomment>
        <translation>&amp;Rever cada mão</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>S&amp;om</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Vo&amp;lume do som</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A sound volume in percent of full, e.g. "75%" (Turkish: "%75").</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Partner may ans&amp;wer for the team</source>
        <extracomment>Off by default: a call addressed to your team waits for your answer.</extracomment>
        <translation>Parceiro pode &amp;responder pelo time</translation>
    </message>
    <message>
        <source>Partner si&amp;gnals (señas)</source>
        <translation>&amp;Sinais do parceiro (señas)</translation>
    </message>
    <message>
        <source>Daily &amp;leaderboard…</source>
        <extracomment>Opens the dialog where the player opts in to the online daily leaderboard.</extracomment>
        <translation>Ranking &amp;diário…</translation>
    </message>
    <message>
        <source>&amp;Tips</source>
        <translation>&amp;Dicas</translation>
    </message>
    <message>
        <source>&amp;Señas (signs)</source>
        <translation>&amp;Sinais (señas)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <extracomment>Help: the coach's guided hand, the first match that teaches.</extracomment>
        <translation>&amp;Aprender a jogar</translation>
    </message>
    <message>
        <source>&amp;About Truco</source>
        <translation>S&amp;obre o Truco</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Regras do %1</translation>
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
        <translation>pé</translation>
    </message>
    <message>
        <source>mano</source>
        <translation>mão</translation>
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
        <translation>empate</translation>
    </message>
</context>
<context>
    <name>CharactersDialog</name>
    <message>
        <source>A different player each game, chosen by the game.</source>
        <extracomment>The partner picks and the opponent picks (lists of keys or "auto"). (is partner, index in its list) of each row shown.</extracomment>
        <translation>Um jogador diferente a cada partida, escolhido pelo jogo.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personagens</translation>
    </message>
    <message>
        <source>Who plays at the table</source>
        <translation>Quem joga à mesa</translation>
    </message>
    <message>
        <source>Pick your partner and your opponents, or let the game choose. Each plays at the level chosen in Options, in a style of their own. The players you pick sit down from the next game.</source>
        <translation>Escolha seu parceiro e seus adversários, ou deixe o jogo escolher. Cada um joga no nível escolhido em Opções, com seu próprio estilo. Os jogadores escolhidos sentam à mesa a partir da próxima partida.</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Parceiro</translation>
    </message>
    <message>
        <source>Partner %1</source>
        <extracomment>A seat in the Characters dialog: "Partner 2".</extracomment>
        <translation>Parceiro %1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <extracomment>A seat in the Characters dialog: "Opponent 2".</extracomment>
        <translation>Adversário %1</translation>
    </message>
    <message>
        <source>Let the game choose</source>
        <translation>Deixar o jogo escolher</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
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
        <translation>Jogar online</translation>
    </message>
    <message>
        <source>Cl&amp;ub:</source>
        <translation>C&amp;lube:</translation>
    </message>
    <message>
        <source>the club's address, for example club.example.org</source>
        <translation>o endereço do clube, por exemplo club.example.org</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>C&amp;onectar</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Seu &amp;nome:</translation>
    </message>
    <message>
        <source>Open &amp;tables:</source>
        <translation>Mesas a&amp;bertas:</translation>
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
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Lugares livres</translation>
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
        <translation>&amp;Entrar</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>&amp;Código:</translation>
    </message>
    <message>
        <source>Join b&amp;y code</source>
        <translation>Entrar pelo cód&amp;igo</translation>
    </message>
    <message>
        <source>&amp;Quick play</source>
        <translation>&amp;Jogo rápido</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>C&amp;riar</translation>
    </message>
    <message>
        <source>Type the club's address.</source>
        <translation>Digite o endereço do clube.</translation>
    </message>
    <message>
        <source>Reaching the club…</source>
        <translation>Conectando ao clube…</translation>
    </message>
    <message>
        <source>A club is reached over a secure connection only: https://</source>
        <translation>Um clube só é acessado por uma conexão segura: https://</translation>
    </message>
    <message>
        <source>That is not a club's address (%1).</source>
        <extracomment>%1: what is wrong with the address (in English).</extracomment>
        <translation>Isso não é o endereço de um clube (%1).</translation>
    </message>
    <message>
        <source>The club's certificate was not trusted.</source>
        <translation>Você não confiou no certificado do clube.</translation>
    </message>
    <message>
        <source>Playing online needs the game's online part: %1</source>
        <extracomment>%1: the command that installs it.</extracomment>
        <translation>Jogar online precisa da parte online do jogo: %1</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2: the system's words for the failure.</extracomment>
        <translation>Não é possível alcançar o clube em %1 (%2).</translation>
    </message>
    <message>
        <source>Trust this club?</source>
        <translation>Confiar neste clube?</translation>
    </message>
    <message>
        <source>The club at %1 has a certificate of its own, not one the system knows. Trust it only if its fingerprint is the one the club's people gave you:</source>
        <extracomment>%1: the club's address. The certificate's fingerprint follows on its own lines.</extracomment>
        <translation>O clube em %1 tem um certificado próprio, não um que o sistema conheça. Confie nele só se a impressão digital for a que o pessoal do clube passou para você:</translation>
    </message>
    <message>
        <source>Once trusted, the game refuses this club if its certificate changes.</source>
        <translation>Depois de confiar, o jogo recusa este clube se o certificado dele mudar.</translation>
    </message>
    <message>
        <source>&amp;Trust</source>
        <translation>&amp;Confiar</translation>
    </message>
    <message>
        <source>The club's certificate has changed since you trusted it, so the game does not connect: someone may stand between you and the club. If the club's people say they changed it, its new fingerprint is %1.</source>
        <extracomment>%1: the new certificate's fingerprint.</extracomment>
        <translation>O certificado do clube mudou desde que você confiou nele, então o jogo não se conecta: pode haver alguém entre você e o clube. Se o pessoal do clube disser que o trocou, a nova impressão digital é %1.</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jogando</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>não começou</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sem nome)</translation>
    </message>
    <message>
        <source>%1 (your seat)</source>
        <extracomment>A listed table where we left a seat that is still kept for us.</extracomment>
        <translation>%1 (seu lugar)</translation>
    </message>
    <message>
        <source>No open table right now: create one, or quick play.</source>
        <translation>Nenhuma mesa aberta agora: crie uma ou use o jogo rápido.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n open tables.</source>
        <extracomment>%1: the club's address, %n: how many open tables it lists.</extracomment>
        <translation>
            <numerusform>%1: %n mesa aberta.</numerusform>
            <numerusform>%1: %n mesas abertas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Digite o código da mesa.</translation>
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
        <translation>Essa mesa não está mais aberta no clube: a partida terminou ou todos saíram. Escolha outra mesa, ou crie uma.</translation>
    </message>
    <message>
        <source>Your seat at that table went to someone else while you were away. Join it again to take a free seat, or choose another table.</source>
        <translation>Seu lugar nessa mesa ficou com outra pessoa enquanto você estava fora. Entre de novo para pegar um lugar livre, ou escolha outra mesa.</translation>
    </message>
    <message>
        <source>Give your friends the club's address and this code: they choose Play online… in the Game menu and join by the code. Empty seats are played by the computer.</source>
        <translation>Passe o endereço do clube e este código para seus amigos: eles escolhem Jogar online… no menu Jogo e entram pelo código. Os lugares vazios são jogados pelo computador.</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2 the system's words for the failure.</extracomment>
        <translation>Não é possível alcançar o clube em %1 (%2).</translation>
    </message>
    <message>
        <source>The connection to the club was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>A conexão com o clube caiu; tentando de novo (%1 de %2)…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Os detalhes foram gravados em %1.</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Não foi possível gravar os detalhes em um arquivo de log.</translation>
    </message>
    <message>
        <source>The game hit an unexpected error. Your match was saved after your last move, so you can carry on or restart the game without losing it. %1</source>
        <extracomment>%1 says where the details were written (the next sentence).</extracomment>
        <translation>O jogo encontrou um erro inesperado. Sua partida foi salva depois da sua última jogada, então você pode continuar ou reiniciar o jogo sem perdê-la. %1</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copiar detalhes</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
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
        <translation>Desafio do dia</translation>
    </message>
    <message>
        <source>You won today's deal!</source>
        <translation>Você venceu o desafio de hoje!</translation>
    </message>
    <message>
        <source>Today's deal</source>
        <translation>Desafio de hoje</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n days</source>
        <translation>
            <numerusform>Sequência de vitórias: %n dia</numerusform>
            <numerusform>Sequência de vitórias: %n dias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best: %n</source>
        <translation>
            <numerusform>melhor: %n</numerusform>
            <numerusform>melhor: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Share the line with friends: they get the same cards today.</source>
        <translation>Compartilhe esta linha com os amigos: hoje eles recebem as mesmas cartas.</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copiar resultado</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Ranking</source>
        <extracomment>Opens the online leaderboard's ranking of today's deal.</extracomment>
        <translation>Ranking</translation>
    </message>
    <message>
        <source>Show the online ranking of this deal</source>
        <translation>Ver o ranking on-line deste desafio</translation>
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
        <translation>Ordem das cartas, da mais forte para a mais fraca</translation>
    </message>
    <message>
        <source>The vira of this example: %1</source>
        <extracomment>Above Paulista's card ranking, beside the vira's picture; %1 is the card ("7 of hearts").</extracomment>
        <translation>A vira deste exemplo: %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Dicas</translation>
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
        <translation>Três</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Dois</translation>
    </message>
    <message>
        <source>Kings (12)</source>
        <translation>Reis (12)</translation>
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
        <translation>Quatros</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Reis</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Valetes</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>Aces</source>
        <extracomment>Paulista's chart is one hand's order: the hand of this vira (PA-VIRA-2), whose manilhas are the queens.</extracomment>
        <translation>Ases</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Setes</translation>
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
        <translation>O naipe só conta nas quatro cartas mais altas. Cartas da mesma linha empatam: a rodada em que as melhores cartas são dos dois times fica parda.</translation>
    </message>
    <message>
        <source>The four manilhas at the top never change. Below them suits do not matter, and cards of the same row tie.</source>
        <translation>As quatro manilhas do topo nunca mudam. Abaixo delas o naipe não conta, e cartas da mesma linha empatam.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Rodadas</translation>
    </message>
    <message>
        <source>Each player gets three cards. The player to the dealer's right, the mano, leads the first trick, and play goes round counter-clockwise. You never have to follow suit: the strongest card wins the trick and its player leads the next one. If the strongest cards of a trick come from both teams, the trick is a parda (a tie) and whoever led it leads again.</source>
        <translation>Cada jogador recebe três cartas. Quem está à direita de quem dá as cartas é o mão (mano, no Truco argentino): ele abre a primeira rodada, e o jogo segue no sentido anti-horário. Ninguém precisa seguir o naipe: a carta mais forte ganha a rodada, e quem a jogou abre a próxima. Se as cartas mais fortes de uma rodada forem dos dois times, a rodada empata (fica parda) e quem a abriu abre de novo.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>O jogo</translation>
    </message>
    <message>
        <source>Who wins the hand</source>
        <translation>Quem ganha a mão</translation>
    </message>
    <message>
        <source>The team that wins two tricks wins the hand.</source>
        <translation>Ganha a mão o time que fizer duas rodadas.</translation>
    </message>
    <message>
        <source>If a trick is a parda, the team that won the first trick that was won takes the hand.</source>
        <translation>Se uma rodada ficar parda, leva a mão o time que ganhou a primeira rodada que teve vencedor.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the mano's team wins.</source>
        <translation>Se as três rodadas ficarem pardas, ganha o time do mão.</translation>
    </message>
    <message>
        <source>A hand is worth 1 point unless someone bets on it.</source>
        <translation>A mão vale 1 ponto, a não ser que alguém aposte nela.</translation>
    </message>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand. At your turn, before playing your card, you may call Truco: if the other team accepts (Quiero), the hand is worth 2. The team that accepted may raise later with Retruco (3), and the other team may then answer with Vale cuatro (4). A team can also raise straight away instead of answering Quiero.</source>
        <translation>O Truco é uma aposta na mão. Na sua vez, antes de jogar a carta, você pode pedir Truco: se o outro time aceitar (Quiero), a mão passa a valer 2. Quem aceitou pode aumentar depois com Retruco (3), e o outro time pode então responder com Vale cuatro (4). Um time também pode aumentar na hora, em vez de responder Quiero.</translation>
    </message>
    <message>
        <source>Refusing (No quiero) ends the hand at once: the team that bet scores what the hand was worth before the bet (1 for a refused Truco, 2 for a Retruco, 3 for a Vale cuatro).</source>
        <translation>Recusar (No quiero) encerra a mão na hora: o time que apostou marca o que a mão valia antes da aposta (1 por um Truco recusado, 2 por um Retruco, 3 por um Vale cuatro).</translation>
    </message>
    <message>
        <source>Envido</source>
        <translation>Envido</translation>
    </message>
    <message>
        <source>The envido is a side bet on your cards. Two cards of the same suit are worth 20 plus their numbers (10, 11 and 12 count nothing), so a 7 and a 6 of one suit make 33, the best possible. With three different suits, your envido is your best single card.</source>
        <translation>O envido é uma aposta à parte sobre as suas cartas. Duas cartas do mesmo naipe valem 20 mais os seus números (10, 11 e 12 não contam nada); assim, um 7 e um 6 do mesmo naipe fazem 33, o máximo possível. Com três naipes diferentes, o seu envido é o valor da sua melhor carta sozinha.</translation>
    </message>
    <message>
        <source>You may start an envido only in the first trick, before you play your card and before any Truco has been accepted. Envido is worth 2, Real envido 3, and Falta envido whatever the leading team still needs to win the match. The other team answers Quiero, No quiero, or raises. If it is refused, the team that bet scores 1, or what was already accepted by raising. If it is accepted, the best envido wins; on a tie, the player nearer to the mano wins.</source>
        <translation>Só dá para começar um envido na primeira rodada, antes de jogar a sua carta e antes de qualquer Truco ser aceito. O Envido vale 2, o Real envido 3 e o Falta envido o que ainda falta para o time que está na frente ganhar a partida. O outro time responde Quiero, No quiero ou aumenta. Se recusar, o time que apostou marca 1, ou o que já tinha sido aceito nos aumentos. Se aceitar, ganha o melhor envido; em caso de empate, ganha o jogador mais perto do mão.</translation>
    </message>
    <message>
        <source>Envido first: when Truco is called during the first trick, a player who has not played yet may answer with an envido. The envido is settled first, then the Truco is answered.</source>
        <translation>O envido vem primeiro: quando alguém pede Truco na primeira rodada, um jogador que ainda não jogou pode responder com um envido. Primeiro se resolve o envido, depois se responde ao Truco.</translation>
    </message>
    <message>
        <source>Flor (optional)</source>
        <translation>Flor (opcional)</translation>
    </message>
    <message>
        <source>When flor is on, three cards of one suit are a flor and must be announced. A flor is worth 3 points for every flor announced, to the team with the best one (20 plus the three numbers), and there is no envido in a hand with a flor. In the full mode, a second team with flor can bet back with Contraflor (3 more) or Contraflor al resto (the rest of the match), or give in with Con flor me achico.</source>
        <translation>Com a flor ligada, três cartas do mesmo naipe formam uma flor, que tem de ser cantada. O time com a melhor flor (20 mais os três números) leva 3 pontos por flor cantada, e não há envido numa mão com flor. No modo completo, se o outro time também tiver flor, ele pode revidar com Contraflor (mais 3) ou Contraflor al resto (o resto da partida), ou se entregar com Con flor me achico.</translation>
    </message>
    <message>
        <source>Going to the deck</source>
        <translation>Ir ao mazo</translation>
    </message>
    <message>
        <source>At your turn you may fold with Me voy al mazo. The other team scores what the hand is worth, plus 1 if it happens in the first trick before any envido, flor or accepted Truco.</source>
        <translation>Na sua vez, você pode largar a mão com Me voy al mazo. O outro time marca o que a mão vale, mais 1 se isso acontecer na primeira rodada, antes de qualquer envido, flor ou Truco aceito.</translation>
    </message>
    <message>
        <source>Scoring order and six players</source>
        <translation>Ordem da contagem e seis jogadores</translation>
    </message>
    <message>
        <source>Envido and flor points are added before the points of the tricks. If they win the match, the tricks are not counted.</source>
        <translation>Os pontos do envido e da flor entram antes dos pontos das rodadas. Se eles já fecharem a partida, as rodadas não contam.</translation>
    </message>
    <message>
        <source>With six players, hands alternate between redondo (everyone plays together) and pica-pica (three duels between opposite players) while both teams are below 25 points.</source>
        <translation>Com seis jogadores, enquanto os dois times estiverem abaixo de 25 pontos, as mãos se alternam entre redondo (todos jogam juntos) e pica-pica (três duelos entre jogadores frente a frente).</translation>
    </message>
    <message>
        <source>Best of three plays up to three matches: the first team to win two wins the series.</source>
        <translation>Na melhor de três, jogam-se até três partidas: o primeiro time a ganhar duas leva a série.</translation>
    </message>
    <message>
        <source>Three players: the gallo</source>
        <translation>Três jogadores: o gallo</translation>
    </message>
    <message>
        <source>With three players, in every hand one player, the gallo, plays alone against the other two, the pair, who are partners for that hand. The gallo is dealt a fourth card and, before anything else happens, puts one of his four cards away face down: nobody ever sees it and it counts for nothing, not even for his envido.</source>
        <translation>Com três jogadores, em cada mão um deles, o gallo, joga sozinho contra os outros dois, a dupla, que são parceiros naquela mão. O gallo recebe uma quarta carta e, antes de qualquer outra coisa, descarta uma das suas quatro cartas virada para baixo: ninguém nunca a vê e ela não vale nada, nem para o envido dele.</translation>
    </message>
    <message>
        <source>Every player keeps his own score. The gallo's points go to his score; the pair's points go in full to the score of each of its two players, so both can reach the target together and win the match together. The falta envido counts from the highest of the three scores.</source>
        <translation>Cada jogador tem o seu próprio placar. Os pontos do gallo vão para o placar dele; os pontos da dupla vão inteiros para o placar de cada um dos seus dois jogadores, então os dois podem chegar juntos ao alvo e ganhar juntos a partida. O falta envido conta a partir do maior dos três placares.</translation>
    </message>
    <message>
        <source>This example is a hand whose vira is the %1, so the manilhas are the next rank up: %2. Every hand turns a new vira, and the manilhas are always the rank just above it in the order %3 (after the %4 comes the %5 again; with the clean deck the order is %6). The three other cards of the vira's rank are ordinary cards.</source>
        <extracomment>Paulista's card ranking: %1 the example's vira ("7 of hearts"), %2 its manilhas' rank ("Queens"), %3 the order of the ranks ("4 5 6 7 Q J K A 2 3"), %4 its last rank and %5 its first, %6 the order with the clean deck.</extracomment>
        <translation>Neste exemplo a vira é o %1, então as manilhas são as cartas do valor seguinte: %2. Cada mão vira uma carta nova, e as manilhas são sempre as cartas logo acima da vira na ordem %3 (depois do %4 volta o %5; com o baralho limpo a ordem é %6). As outras três cartas do mesmo valor da vira são cartas comuns.</translation>
    </message>
    <message>
        <source>Two, three, four, six or eight players. An even number plays in two teams, partners sitting every other seat (across from each other with four); with three, one player, the gallo, plays alone against the other two. The deck is the 40-card Spanish deck: oros (coins), copas (cups), espadas (swords) and bastos (clubs), numbered 1 to 7 and 10 to 12. The first team to reach 30 points wins (15 if you choose a shorter match). The first 15 points are the malas and the next 15 the buenas: 22 points is read as 7 buenas.</source>
        <translation>Jogam dois, três, quatro, seis ou oito jogadores. Com número par, são dois times, com os parceiros sentados intercalados (frente a frente quando são quatro); com três, um deles, o gallo, joga sozinho contra os outros dois. Joga-se com o baralho espanhol de 40 cartas: oros (ouros), copas, espadas e bastos (paus), numeradas de 1 a 7 e de 10 a 12. Ganha o time que chegar primeiro a 30 pontos (ou a 15, se você escolher uma partida mais curta). Os primeiros 15 pontos são as malas e os 15 seguintes, as buenas: quem tem 22 pontos está com 7 buenas.</translation>
    </message>
    <message>
        <source>Rotating gallo (the default): the mano is the gallo, so the role goes round the table with the deal. Fixed gallo: the same player is the gallo in every hand and the other two are always the pair, so each of them gets the pair's points in full. Best of three is not played with three players.</source>
        <translation>Gallo rotativo (o padrão): o mão é o gallo, então o papel gira pela mesa junto com a distribuição. Gallo fixo: o mesmo jogador é o gallo em todas as mãos e os outros dois são sempre a dupla, então cada um deles marca inteiros os pontos da dupla. Com três jogadores não se joga melhor de três.</translation>
    </message>
    <message>
        <source>Eight players</source>
        <translation>Oito jogadores</translation>
    </message>
    <message>
        <source>Eight players play in two teams of four, partners every other seat. As with six, hands alternate between redondo and pica-pica; a pica-pica hand is four duels, each player against the opponent diagonally across the table, played one after another.</source>
        <translation>Oito jogadores jogam em dois times de quatro, com os parceiros sentados alternados. Como com seis, as mãos se alternam entre redondo e pica-pica; uma mão de pica-pica são quatro duelos, cada jogador contra o adversário na diagonal do outro lado da mesa, jogados um depois do outro.</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (40 cards).</source>
        <translation>Joga-se com o baralho francês sem os 8, 9, 10 e curingas (40 cartas).</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (the dirty deck, 40 cards), or only the A, 2, 3, J, Q and K (the clean deck, 24 cards).</source>
        <translation>Joga-se com o baralho francês sem os 8, 9, 10 e curingas (o baralho sujo, 40 cartas), ou só com A, 2, 3, J, Q e K (o baralho limpo, 24 cartas).</translation>
    </message>
    <message>
        <source>Two or four players in two teams, partners sitting across from each other. The first team to reach 12 points (tentos) wins. There is no envido, no flor and no folding: the only way to give up a hand is to run from a bet.</source>
        <translation>Dois ou quatro jogadores em dois times, com os parceiros sentados frente a frente. Ganha o time que chegar primeiro a 12 pontos (tentos). Não tem envido, nem flor, nem ir ao mazo: o único jeito de largar uma mão é correr de uma aposta.</translation>
    </message>
    <message>
        <source>Choosing a set</source>
        <translation>Escolha do monte</translation>
    </message>
    <message>
        <source>Cards are dealt in packets of three. Before play, the mão (the first player) looks at his packet and may keep it, give it face down to his partner (four players, once a hand) and take three new cards, or show it, put it out of play and take three new cards. He sees at most four sets.</source>
        <translation>As cartas são dadas em montes de três. Antes de jogar, o mão (quem joga primeiro) olha o seu monte e pode ficar com ele; passá-lo fechado ao parceiro (com quatro jogadores, uma vez por mão) e pegar três cartas novas; ou mostrá-lo, tirá-lo do jogo e pegar três cartas novas. Ele vê no máximo quatro montes.</translation>
    </message>
    <message>
        <source>After a parda, the team that won the first trick that was won takes it.</source>
        <translation>Se houver empate (parda), leva a mão o time que ganhou a primeira rodada que teve vencedor.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, nobody scores.</source>
        <translation>Se as três rodadas empatarem, ninguém marca.</translation>
    </message>
    <message>
        <source>Truco on the trick</source>
        <translation>Truco na rodada</translation>
    </message>
    <message>
        <source>In Mineiro a Truco is a bet on the trick being played. Truco makes the hand worth 3, then Seis 6, Nove 9 and Doze 12; only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>No Mineiro, o Truco é uma aposta na rodada que está sendo jogada. O Truco faz a mão valer 3, depois Seis 6, Nove 9 e Doze 12; só o time que aceitou a última aposta pode aumentar. Quem corre (Corro) dá ao time que apostou o que a mão valia antes da aposta.</translation>
    </message>
    <message>
        <source>Once a bet is accepted, whoever wins that trick wins the whole hand. If that trick is a parda and one of the tied cards was already on the table when the bet was made, the team that bet loses the hand; otherwise the next trick decides, and a parda in the last trick scores nothing.</source>
        <translation>Aceita a aposta, quem ganhar essa rodada ganha a mão inteira. Se essa rodada empatar e uma das cartas empatadas já estava na mesa quando a aposta foi feita, o time que apostou perde a mão; senão, a próxima rodada decide, e um empate na última rodada não vale nada.</translation>
    </message>
    <message>
        <source>The vira and the manilhas</source>
        <translation>A vira e as manilhas</translation>
    </message>
    <message>
        <source>After the deal one card is turned face up: the vira. The four cards of the next rank are the manilhas, the strongest cards of the hand.</source>
        <translation>Depois de dar as cartas, vira-se uma carta para cima: a vira. As quatro cartas do valor seguinte são as manilhas, as cartas mais fortes da mão.</translation>
    </message>
    <message>
        <source>If the first trick is a parda, the second decides.</source>
        <translation>Se a primeira rodada empatar (parda), a segunda decide.</translation>
    </message>
    <message>
        <source>If the first two tricks are pardas, the third decides.</source>
        <translation>Se as duas primeiras empatarem, a terceira decide.</translation>
    </message>
    <message>
        <source>If a later trick is a parda, the team that won the first trick wins.</source>
        <translation>Se uma rodada depois empatar, ganha o time que fez a primeira.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the dealer's team wins.</source>
        <translation>Se as três rodadas empatarem, ganha o time do pé (quem deu as cartas).</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand: accepted, it makes the hand worth 3, then Seis 6, Nove 9 and Doze 12. Only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>O Truco é uma aposta na mão: se for aceito, a mão passa a valer 3, depois Seis 6, Nove 9 e Doze 12. Só o time que aceitou a última aposta pode aumentar. Quem corre (Corro) dá ao time que apostou o que a mão valia antes da aposta.</translation>
    </message>
    <message>
        <source>Limits on betting</source>
        <translation>Limites das apostas</translation>
    </message>
    <message>
        <source>You may not bet or raise when the points you would win anyway already take your team to 12.</source>
        <translation>Você não pode trucar nem aumentar quando os pontos que já ganharia de qualquer jeito levam o seu time a 12.</translation>
    </message>
    <message>
        <source>From the second trick on, anyone but the leader may play a card face down. A face-down card cannot win or tie a trick and is never shown.</source>
        <translation>A partir da segunda rodada, todos menos quem abre a rodada podem jogar uma carta coberta. A carta coberta não ganha nem empata a rodada e nunca é mostrada.</translation>
    </message>
    <message>
        <source>Mão de onze and mão de ferro</source>
        <translation>Mão de onze e mão de ferro</translation>
    </message>
    <message>
        <source>When one team has 11 points, its players see each other's cards and decide: play the hand for 3 points, without Truco, or run and give the other team 1 point.</source>
        <translation>Quando um time chega a 11 pontos, os seus jogadores veem as cartas um do outro e decidem: jogar a mão valendo 3 pontos, sem Truco, ou correr e dar 1 ponto ao outro time.</translation>
    </message>
    <message>
        <source>When both teams have 11, the hand is played blind: nobody sees any card, there are no bets, and the winner of the hand wins the match. In Mineiro, a blind hand with three pardas is dealt again.</source>
        <translation>Quando os dois times estão com 11, a mão é jogada no escuro: ninguém vê carta nenhuma, não tem aposta e quem ganhar a mão ganha a partida. No Mineiro, uma mão no escuro com as três rodadas empatadas é dada de novo.</translation>
    </message>
    <message>
        <source>Count your envido before anything else: 28 or more is usually worth a bet, and 33 is the best there is.</source>
        <translation>Conte o seu envido antes de tudo: 28 ou mais costuma valer uma aposta, e 33 é o máximo.</translation>
    </message>
    <message>
        <source>Truco rewards nerve. A bet on weak cards can win the hand if the other team runs, but a refused retruco still gives them points.</source>
        <translation>No Truco, quem tem coragem leva. Uma aposta com cartas fracas pode ganhar a mão se o outro time correr, mas se você recusar um retruco, eles levam pontos do mesmo jeito.</translation>
    </message>
    <message>
        <source>Win the first trick if you can: it often decides the hand, because a later parda goes to the team that won it.</source>
        <translation>Faça a primeira rodada se puder: muitas vezes ela decide a mão, porque um empate depois fica com o time que a ganhou.</translation>
    </message>
    <message>
        <source>Keep your best card for when it matters. A 3 played too early can be beaten by any of the four top cards.</source>
        <translation>Guarde a sua melhor carta para a hora certa. Um 3 jogado cedo demais pode ser batido por qualquer uma das quatro cartas mais altas.</translation>
    </message>
    <message>
        <source>Watch what has been played. Once the ace of espadas and the ace of bastos are gone, your 7 of espadas may be the best card left.</source>
        <translation>Preste atenção no que já saiu. Depois que o ás de espadas e o de bastos saírem, o seu 7 de espadas pode ser a melhor carta que sobrou.</translation>
    </message>
    <message>
        <source>In Brazil, a card played face down hides your strength: use it when the trick is already lost and keep a good card for the next one.</source>
        <translation>No Truco brasileiro, a carta jogada coberta esconde a sua força: use-a quando a rodada já estiver perdida e guarde uma carta boa para a próxima.</translation>
    </message>
    <message>
        <source>Your partner sees what you play. Playing low in the first trick says you are counting on the next ones.</source>
        <translation>Seu parceiro vê o que você joga. Jogar baixo na primeira rodada avisa que você está contando com as próximas.</translation>
    </message>
    <message>
        <source>At your turn, click a card (or press 1, 2 or 3) to play it, or use a call on the bar under the table first: Envido, Truco and so on.</source>
        <translation>Na sua vez, clique numa carta (ou aperte 1, 2 ou 3) para jogá-la, ou antes aposte pela barra embaixo da mesa: Envido, Truco e assim por diante.</translation>
    </message>
    <message>
        <source>When the other team bets, answer with Quiero or No quiero (Aceito or Corro in Brazil), or raise.</source>
        <translation>Quando o outro time apostar, responda com Quiero ou No quiero (Aceito ou Corro no Truco brasileiro), ou aumente.</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Your choices are remembered on this computer.</source>
        <translation>Mudar as regras começa um jogo novo. Suas escolhas ficam guardadas neste computador.</translation>
    </message>
    <message>
        <source>The daily deal gives everyone the same cards each day. Only your first try of the day is scored.</source>
        <translation>O desafio do dia dá as mesmas cartas para todo mundo a cada dia. Só a sua primeira tentativa do dia vale.</translation>
    </message>
    <message>
        <source>Rules written in our own words from the traditional games of Argentina, Minas Gerais and São Paulo.</source>
        <translation>Regras escritas com nossas próprias palavras a partir dos jogos tradicionais da Argentina, de Minas Gerais e de São Paulo.</translation>
    </message>
    <message>
        <source>Card art, table and computer players made for this project.</source>
        <translation>Arte das cartas, mesa e jogadores do computador feitos para este projeto.</translation>
    </message>
    <message>
        <source>Built with Python and Qt (PySide6).</source>
        <translation>Feito com Python e Qt (PySide6).</translation>
    </message>
</context>
<context>
    <name>HostedAgain</name>
    <message>
        <source>The match at %1 (code %2, last played %3) was left under way. Reopen it? Your friends join again with the same code.</source>
        <extracomment>%1: the table's name, %2: its code, %3: when its match was last saved.</extracomment>
        <translation>A partida em %1 (código %2, jogada pela última vez em %3) ficou pela metade. Reabrir? Seus amigos entram de novo com o mesmo código.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir uma mesa</translation>
    </message>
    <message>
        <source>Reopen the match</source>
        <translation>Reabrir a partida</translation>
    </message>
    <message>
        <source>Host a new table</source>
        <translation>Abrir uma mesa nova</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Entrar numa mesa</translation>
    </message>
    <message>
        <source>Type the address and the code the host gave you, or pick a table found on this network and type its code.</source>
        <translation>Digite o endereço e o código que o anfitrião te deu, ou escolha uma mesa encontrada nesta rede e digite o código dela.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Mesas nesta rede:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Procurar de novo</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Seu nome:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Endereço:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:47470</source>
        <translation>por exemplo 192.168.1.20:47470</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Procurando mesas…</translation>
    </message>
    <message>
        <source>No table found on this network.</source>
        <translation>Nenhuma mesa encontrada nesta rede.</translation>
    </message>
    <message>
        <source>%1 — %2, %3 of %4 seats taken by people — %5</source>
        <extracomment>A table found on the network: %1 its name, %2 the variant, %3 people seated, %4 seats, %5 the address.</extracomment>
        <translation>%1 — %2, %3 de %4 lugares ocupados por pessoas — %5</translation>
    </message>
    <message>
        <source>(playing)</source>
        <translation>(jogando)</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535.</source>
        <translation>A porta é um número de 1 a 65535.</translation>
    </message>
    <message>
        <source>Type the host's address.</source>
        <translation>Digite o endereço do anfitrião.</translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Digite o código da mesa.</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <source>Daily leaderboard</source>
        <translation>Ranking diário</translation>
    </message>
    <message>
        <source>Compare your daily deal with other players. After each daily match your result is sent to a leaderboard server, which checks it by playing the match again.</source>
        <translation>Compare seu desafio do dia com outros jogadores. Depois de cada partida do dia, seu resultado é enviado a um servidor de ranking, que o confere jogando a partida de novo.</translation>
    </message>
    <message>
        <source>&amp;Send my daily results to the leaderboard</source>
        <translation>&amp;Enviar meus resultados do dia ao ranking</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>Endereço do &amp;servidor</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Seu &amp;nome</translation>
    </message>
    <message>
        <source>Only your name, a random number made on this computer and your daily matches are sent. There is no account. Your own results stay on this computer whatever the server does.</source>
        <translation>Só são enviados seu nome, um número aleatório criado neste computador e suas partidas do dia. Não há conta. Seus resultados ficam neste computador, aconteça o que acontecer com o servidor.</translation>
    </message>
    <message>
        <source>Send my daily results to the leaderboard</source>
        <translation>Enviar meus resultados do dia ao ranking</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Endereço do servidor</translation>
    </message>
    <message>
        <source>The leaderboard server's address, for example %1</source>
        <translation>O endereço do servidor do ranking, por exemplo %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>The name the other players see on the leaderboard</source>
        <translation>O nome que os outros jogadores veem no ranking</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait to be sent.</source>
        <translation>
            <numerusform>%n resultado seu aguarda envio.</numerusform>
            <numerusform>%n resultados seus aguardam envio.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server's address must start with %1 or %2 and name the server, for example %3.</source>
        <extracomment>%1 and %2 are "http://" and "https://", %3 an example address.</extracomment>
        <translation>O endereço do servidor deve começar com %1 ou %2 e indicar o servidor, por exemplo %3.</translation>
    </message>
    <message>
        <source>The settings could not be written. Check the disk and try again.</source>
        <translation>Não foi possível gravar as configurações. Verifique o disco e tente de novo.</translation>
    </message>
</context>
<context>
    <name>LookBackDialog</name>
    <message>
        <source>Look back</source>
        <translation>Rever a mão</translation>
    </message>
    <message>
        <source>Looking back at this hand</source>
        <translation>Revendo esta mão</translation>
    </message>
    <message>
        <source>Nothing to look back at: the coach would have played this hand as you did.</source>
        <translation>Nada para rever: o treinador teria jogado esta mão como você.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The look back's last line: a seat and the cards it held (%1 name, %2 cards).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>They held: %1</source>
        <extracomment>After the hand: what the other players held; %1 lists them.</extracomment>
        <translation>Eles tinham: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
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
        <translation>Não foi possível salvar as suas configurações (%1).</translation>
    </message>
    <message>
        <source>Change the rules?</source>
        <translation>Mudar as regras?</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Leave the match in progress?</source>
        <translation>Mudar as regras começa um jogo novo. Abandonar a partida em andamento?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuar jogando</translation>
    </message>
    <message>
        <source>The new level applies from the next game.</source>
        <translation>O novo nível vale a partir do próximo jogo.</translation>
    </message>
    <message>
        <source>New game?</source>
        <translation>Novo jogo?</translation>
    </message>
    <message>
        <source>Leave the match in progress and start a new one?</source>
        <translation>Abandonar a partida em andamento e começar outra?</translation>
    </message>
    <message>
        <source>Play the daily deal?</source>
        <translation>Jogar o desafio do dia?</translation>
    </message>
    <message>
        <source>Leave the match in progress and play today's deal?</source>
        <translation>Abandonar a partida em andamento e jogar o desafio de hoje?</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Desafio do dia</translation>
    </message>
    <message>
        <source>Continue your match?</source>
        <translation>Continuar a sua partida?</translation>
    </message>
    <message>
        <source>You have a match in progress. Continue where you left off?</source>
        <translation>Você tem uma partida em andamento. Continuar de onde parou?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>The table changed while it opened: what you clicked was not played.</source>
        <translation>A mesa mudou enquanto o jogo abria: os cliques que você fez não foram jogados.</translation>
    </message>
    <message>
        <source>The players you chose sit down from the next game.</source>
        <extracomment>The open network tables' windows (``widgets.net_table``), closed with the window.</extracomment>
        <translation>Os jogadores que você escolheu sentam à mesa a partir da próxima partida.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir uma mesa</translation>
    </message>
    <message>
        <source>The table could not be opened (%1).</source>
        <translation>Não foi possível abrir a mesa (%1).</translation>
    </message>
    <message>
        <source>Replay last hand</source>
        <translation>Rever a última mão</translation>
    </message>
    <message>
        <source>There is no finished hand to replay yet.</source>
        <translation>Ainda não há nenhuma mão terminada para rever.</translation>
    </message>
    <message>
        <source>This hand cannot be replayed (%1).</source>
        <translation>Não é possível rever esta mão (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hands to %1.</source>
        <translation>
            <numerusform>%n mão exportada para %1.</numerusform>
            <numerusform>%n mãos exportadas para %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Nada foi importado: %1</translation>
    </message>
    <message>
        <source>Welcome to Truco</source>
        <extracomment>Set by the app's start path: no settings file existed (a first start). The lesson's window while it is open, and the first start's question.</extracomment>
        <translation>Boas-vindas ao Truco</translation>
    </message>
    <message>
        <source>Is this your first time at a Truco table?</source>
        <translation>É a sua primeira vez numa mesa de Truco?</translation>
    </message>
    <message>
        <source>The coach can walk you through one hand, move by move (a few minutes), or you can start a match now. The lesson is always in Help → Learn to play.</source>
        <translation>O treinador pode guiar você por uma mão, jogada a jogada (leva poucos minutos), ou você pode começar uma partida agora. A lição fica sempre em Ajuda → Aprender a jogar.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jogar</translation>
    </message>
    <message>
        <source>Play a match</source>
        <translation>Jogar uma partida</translation>
    </message>
</context>
<context>
    <name>MomentView</name>
    <message>
        <source>Trick %1</source>
        <extracomment>The height of a card in "Show me", in pixels. A moment of the look back: %1 is the trick's number (1-3).</extracomment>
        <translation>Rodada %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>%1 is what the player chose, with the coach's estimate of it.</extracomment>
        <translation>Você: %1</translation>
    </message>
    <message>
        <source>The coach: %1</source>
        <extracomment>%1 is what the coach would have done, with its estimate.</extracomment>
        <translation>O treinador: %1</translation>
    </message>
    <message>
        <source>Your choice cost about %1% of your chance to win the match.</source>
        <extracomment>%1 is a whole number of percent (5 means 5%).</extracomment>
        <translation>Sua escolha custou cerca de %1% da sua chance de ganhar a partida.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Practice from here</source>
        <extracomment>Lays this moment on a table of its own, to play on from there (not counted).</extracomment>
        <translation>Praticar daqui</translation>
    </message>
    <message>
        <source>On the table:</source>
        <extracomment>"Show me": the cards of the trick in play at that moment.</extracomment>
        <translation>Na mesa:</translation>
    </message>
    <message>
        <source>Your cards:</source>
        <extracomment>"Show me": the player's cards at that moment.</extracomment>
        <translation>Suas cartas:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Your name may hold letters, digits, spaces and signs only: no line breaks, tabs or other invisible characters.</source>
        <extracomment>A name typed for the leaderboard or a network table holds a line break, a tab or another invisible control character.</extracomment>
        <translation>Seu nome só pode ter letras, números, espaços e sinais: sem quebras de linha, tabulações ou outros caracteres invisíveis.</translation>
    </message>
    <message>
        <source>Your name must show at least one letter, digit or sign.</source>
        <extracomment>A name piles up accents on one letter; %n is the most allowed (2). A name made only of spaces or of characters that show nothing on screen.</extracomment>
        <translation>Seu nome precisa mostrar pelo menos uma letra, um número ou um sinal.</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>The code is wrong. Ask the host for the table's code.</source>
        <translation>O código está errado. Peça ao anfitrião o código da mesa.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken by a person.</source>
        <translation>A mesa está cheia: todos os lugares estão ocupados por pessoas.</translation>
    </message>
    <message>
        <source>The host plays another version of Truco: both computers need the same one.</source>
        <translation>O anfitrião joga outra versão do Truco: os dois computadores precisam da mesma.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer kept for you.</source>
        <translation>Seu lugar nesta mesa não está mais reservado para você.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>O anfitrião fechou a mesa.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>A conexão com o anfitrião caiu.</translation>
    </message>
    <message>
        <source>The host turned us away: %1</source>
        <extracomment>%1: the host's own words (in English) when it turns us away for another reason.</extracomment>
        <translation>O anfitrião não deixou entrar: %1</translation>
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
        <translation>Truco: uma mesa com amigos</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Sua mesa</translation>
    </message>
    <message>
        <source>A table with friends</source>
        <translation>Uma mesa com amigos</translation>
    </message>
    <message>
        <source>Give your friends the address and the code; they choose Join a table… in the Game menu. Empty seats are played by the computer.</source>
        <translation>Passe o endereço e o código para seus amigos; eles escolhem Entrar numa mesa… no menu Jogo. Os lugares vazios são jogados pelo computador.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Endereço:</translation>
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
        <translation>Lugares (parceiros sentam frente a frente):</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jogadores:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Jogadores do computador:</translation>
    </message>
    <message>
        <source>Swap the two selected seats</source>
        <translation>Trocar os dois lugares escolhidos</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fechar a mesa</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Conectando à mesa…</translation>
    </message>
    <message>
        <source>Truco table at %1, code %2</source>
        <extracomment>What the host pastes to his friends: %1 the address(es), %2 the code.</extracomment>
        <translation>Mesa de Truco em %1, código %2</translation>
    </message>
    <message>
        <source>us</source>
        <translation>nós</translation>
    </message>
    <message>
        <source>them</source>
        <translation>eles</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Jogador do computador</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <extracomment>A person whose connection dropped; a computer player plays for him.</extracomment>
        <translation>%1 (sem conexão)</translation>
    </message>
    <message>
        <source>%1 (from the next hand)</source>
        <extracomment>A person who sat down during a hand: he plays from the next deal.</extracomment>
        <translation>%1 (a partir da próxima mão)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (você)</translation>
    </message>
    <message>
        <source>Seat %1 (%2): %3</source>
        <extracomment>A seat in the table's lobby: %1 its number, %2 "us" or "them", %3 who sits.</extracomment>
        <translation>Lugar %1 (%2): %3</translation>
    </message>
    <message>
        <source>When everyone is seated, start the match.</source>
        <translation>Quando todos estiverem sentados, comece a partida.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Esperando o anfitrião começar a partida…</translation>
    </message>
    <message>
        <source>The table at %1 cannot be reached (%2).</source>
        <extracomment>%1: the address typed, %2 the system's words for the failure.</extracomment>
        <translation>Não é possível alcançar a mesa em %1 (%2).</translation>
    </message>
    <message>
        <source>The connection was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>A conexão caiu; tentando de novo (%1 de %2)…</translation>
    </message>
    <message>
        <source>You sit down at the next deal: a computer player finishes this hand for you.</source>
        <translation>Você se senta na próxima distribuição: um jogador do computador termina esta mão por você.</translation>
    </message>
</context>
<context>
    <name>NewTableBox</name>
    <message>
        <source>A new table</source>
        <translation>Uma mesa nova</translation>
    </message>
    <message>
        <source>Table's na&amp;me:</source>
        <translation>Nome &amp;da mesa:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Jog&amp;adores:</translation>
    </message>
    <message>
        <source>&amp;Flor:</source>
        <translation>&amp;Flor:</translation>
    </message>
    <message>
        <source>F&amp;alta envido:</source>
        <translation>Fal&amp;ta envido:</translation>
    </message>
    <message>
        <source>Matc&amp;h to:</source>
        <translation>&amp;Partida até:</translation>
    </message>
    <message>
        <source>D&amp;eck:</source>
        <translation>Baral&amp;ho:</translation>
    </message>
    <message>
        <source>Computer p&amp;layers:</source>
        <translation>Jogadores do comp&amp;utador:</translation>
    </message>
    <message>
        <source>Li&amp;sted in the lobby (else reached by its code)</source>
        <translation>Visível no saguão (se não, só &amp;quem tem o código entra)</translation>
    </message>
    <message>
        <source>Computer partners as&amp;k before calling truco</source>
        <extracomment>A network table's option: a computer partner asks his person before a truco.</extracomment>
        <translation>Parceiros do computador &amp;consultam antes de pedir truco</translation>
    </message>
    <message>
        <source>People ans&amp;wer calls for their team</source>
        <extracomment>A network table's option: a call put to a team waits for its person.</extracomment>
        <translation>Jogadores humanos &amp;respondem às apostas feitas ao seu time</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Refusing a truco while holding one of the four strongest cards</source>
        <translation>Correr de um truco tendo uma das quatro cartas mais fortes</translation>
    </message>
    <message>
        <source>Refusing a truco while holding a strong card, like a 3</source>
        <translation>Correr de um truco tendo uma carta forte, como um 3</translation>
    </message>
    <message>
        <source>Refusing a truco with low cards that the coach would still accept</source>
        <translation>Correr de um truco com cartas baixas que o treinador ainda aceitaria</translation>
    </message>
    <message>
        <source>Accepting a truco the coach would refuse</source>
        <translation>Aceitar um truco que o treinador não aceitaria</translation>
    </message>
    <message>
        <source>Not calling truco when the coach would</source>
        <translation>Não pedir truco quando o treinador pediria</translation>
    </message>
    <message>
        <source>Calling truco when the coach would not</source>
        <translation>Pedir truco quando o treinador não pediria</translation>
    </message>
    <message>
        <source>Refusing an envido the coach would accept</source>
        <translation>Recusar um envido que o treinador aceitaria</translation>
    </message>
    <message>
        <source>Accepting an envido the coach would refuse</source>
        <translation>Aceitar um envido que o treinador recusaria</translation>
    </message>
    <message>
        <source>Not calling envido when the coach would</source>
        <translation>Não pedir envido quando o treinador pediria</translation>
    </message>
    <message>
        <source>Calling envido when the coach would not</source>
        <translation>Pedir envido quando o treinador não pediria</translation>
    </message>
    <message>
        <source>Playing a stronger card than the trick needs</source>
        <translation>Jogar uma carta mais forte do que a rodada pede</translation>
    </message>
    <message>
        <source>Holding back a card the trick needed</source>
        <translation>Segurar uma carta de que a rodada precisava</translation>
    </message>
    <message>
        <source>Folding a hand the coach would play on</source>
        <translation>Ir ao mazo numa mão que o treinador continuaria jogando</translation>
    </message>
    <message>
        <source>Running from a mão de onze the coach would play</source>
        <translation>Correr de uma mão de onze que o treinador jogaria</translation>
    </message>
    <message>
        <source>Playing a mão de onze the coach would run from</source>
        <translation>Jogar uma mão de onze da qual o treinador correria</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match: the line starts with your first hand.</source>
        <translation>Com que frequência você escolhe o mesmo que o treinador, partida a partida: a linha começa com a sua primeira mão.</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match. Last match: %1%.</source>
        <extracomment>%1 is a whole number of percent in the last match (72 means 72%).</extracomment>
        <translation>Com que frequência você escolhe o mesmo que o treinador, partida a partida. Última partida: %1%.</translation>
    </message>
    <message>
        <source>No hands judged yet.</source>
        <translation>Nenhuma mão avaliada ainda.</translation>
    </message>
    <message>
        <source>Your costliest habits</source>
        <translation>Seus hábitos mais caros</translation>
    </message>
    <message>
        <source>%1 — %2/%3, about %4% of a match in all</source>
        <extracomment>A habit's line: %1 the habit, %2 the times it was taken, %3 the times its situation came up (%2/%3), %4 what it cost in all, in percent of one match.</extracomment>
        <translation>%1 — %2/%3, cerca de %4% de uma partida no total</translation>
    </message>
    <message>
        <source>None yet: you have chosen as the coach would.</source>
        <translation>Nenhum ainda: você escolheu como o treinador escolheria.</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <source>Refresh</source>
        <extracomment>The ranking held the player's row: his rank was kept (`Standings`) as it is now.</extracomment>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>Ask the server again</source>
        <translation>Perguntar de novo ao servidor</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Online ranking</source>
        <translation>Ranking on-line</translation>
    </message>
    <message>
        <source>Online ranking · %1 · %2</source>
        <extracomment>Above the server's ranking: %1 the date, %2 the variant.</extracomment>
        <translation>Ranking on-line · %1 · %2</translation>
    </message>
    <message>
        <source>The leaderboard server did not answer as expected (%1).</source>
        <extracomment>%1 is the server's answer code, e.g. "HTTP 503".</extracomment>
        <translation>O servidor do ranking não respondeu como esperado (%1).</translation>
    </message>
    <message>
        <source>The leaderboard server could not be reached.</source>
        <translation>Não foi possível conectar ao servidor do ranking.</translation>
    </message>
    <message>
        <source>The server did not accept your result: %1</source>
        <translation>O servidor não aceitou seu resultado: %1</translation>
    </message>
    <message>
        <source>Your result waits to be sent; it will be tried again.</source>
        <translation>Seu resultado aguarda envio; o envio será tentado de novo.</translation>
    </message>
    <message>
        <source>The online leaderboard is off. Turn it on in %1 → %2 to compare your daily results with other players.</source>
        <extracomment>%1 → %2 is the menu entry: "Options → Daily leaderboard…".</extracomment>
        <translation>O ranking on-line está desligado. Ative-o em %1 → %2 para comparar seus resultados do dia com outros jogadores.</translation>
    </message>
    <message>
        <source>Play the daily deal to see how other players did with it.</source>
        <translation>Jogue o desafio do dia para ver como os outros jogadores se saíram.</translation>
    </message>
    <message>
        <source>Asking the leaderboard server…</source>
        <translation>Consultando o servidor do ranking…</translation>
    </message>
    <message>
        <source>Verified by replaying each match; the deal was not dealt by the server.</source>
        <extracomment>Under the server's ranking of the offline daily (issue 30): what a result there proves. The deal is public, so a result is checked by replaying it.</extracomment>
        <translation>Verificado refazendo cada partida; as cartas não foram dadas pelo servidor.</translation>
    </message>
    <message>
        <source>No results for this day yet.</source>
        <translation>Ainda não há resultados deste dia.</translation>
    </message>
    <message>
        <source>You are %1 of %2.</source>
        <translation>Você está na posição %1 de %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n players sent a result for this day.</source>
        <translation>
            <numerusform>%n jogador enviou um resultado deste dia.</numerusform>
            <numerusform>%n jogadores enviaram um resultado deste dia.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>The player's own row in the online ranking: %1 his name.</extracomment>
        <translation>%1 (você)</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Step %1 of %2 · score %3-%4 · stake %5</source>
        <translation>Passo %1 de %2 · placar %3-%4 · valendo %5</translation>
    </message>
    <message>
        <source>The deal: you deal</source>
        <translation>A distribuição: você dá as cartas</translation>
    </message>
    <message>
        <source>The deal: %1 deals</source>
        <translation>A distribuição: %1 dá as cartas</translation>
    </message>
    <message>
        <source>You play %1 face down</source>
        <translation>Você joga %1 (coberta)</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Você joga %1</translation>
    </message>
    <message>
        <source>%1 plays %2 face down</source>
        <translation>%1 joga %2 (coberta)</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joga %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 the call he makes (Truco, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You sing %1</source>
        <extracomment>The replay: you sing your envido points (AR-ENV-8b); %1 is the points.</extracomment>
        <translation>Você canta %1</translation>
    </message>
    <message>
        <source>%1 sings %2</source>
        <extracomment>The replay: %1 sings his envido points (AR-ENV-8b), %2.</extracomment>
        <translation>%1 canta %2</translation>
    </message>
    <message>
        <source>Replay of the last hand</source>
        <translation>Revendo a última mão</translation>
    </message>
    <message>
        <source>Replay of hand %1</source>
        <extracomment>%1 is the hand's number in its match (or, for a hand kept before the game noted it, in the hand history).</extracomment>
        <translation>Revendo a mão %1</translation>
    </message>
    <message>
        <source>Replay of a hand</source>
        <translation>Revendo uma mão</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n players · score before the hand %2-%3</source>
        <translation>
            <numerusform>%1 · %n jogador · placar antes da mão %2-%3</numerusform>
            <numerusform>%1 · %n jogadores · placar antes da mão %2-%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Voltar</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Avançar ›</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Voltar à distribuição (Home)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>Ir ao fim da mão (End)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>You have already played today's deal with these rules, so this game is for practice and is not scored.</source>
        <extracomment>The play session's notices in the player's language: code -&gt; (sentence, the notice's parameters that fill its %1, %2...). The sentences keep the "Session" context.</extracomment>
        <translation>Você já jogou o desafio de hoje com estas regras, então este jogo é só um treino e não conta.</translation>
    </message>
    <message>
        <source>The match could not be saved (%1); it goes on, and saving will be tried again after the next move.</source>
        <translation>Não foi possível salvar a partida (%1); ela continua, e o jogo tentará salvar de novo depois da próxima jogada.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so a new match will start.</source>
        <translation>Não foi possível retomar a sua partida salva, então uma nova partida vai começar.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so it was moved aside to %1 and a new match will start.</source>
        <translation>Não foi possível retomar a sua partida salva, então ela foi movida para %1 e uma nova partida vai começar.</translation>
    </message>
    <message>
        <source>The hands could not be exported to %1 (%2).</source>
        <translation>Não foi possível exportar as mãos para %1 (%2).</translation>
    </message>
</context>
<context>
    <name>SignsDialog</name>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
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
        <translation>Truco brasileiro</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Matches played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas ganhas</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <extracomment>Matches left before their end (a new game, a change of rules, a match not continued).</extracomment>
        <translation>Partidas abandonadas</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Mãos jogadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mãos ganhas</translation>
    </message>
    <message>
        <source>Envidos won</source>
        <translation>Envidos ganhos</translation>
    </message>
    <message>
        <source>Envidos lost</source>
        <translation>Envidos perdidos</translation>
    </message>
    <message>
        <source>Trucos your team called</source>
        <extracomment>Truco-family bets (Truco, Retruco, Vale cuatro…) made by you or your partners.</extracomment>
        <translation>Trucos pedidos pelo seu time</translation>
    </message>
    <message>
        <source>Their trucos you accepted</source>
        <extracomment>The other team's truco-family bets that your team accepted (or raised).</extracomment>
        <translation>Trucos deles que vocês aceitaram</translation>
    </message>
    <message>
        <source>Their trucos you refused</source>
        <extracomment>The other team's truco-family bets that your team refused.</extracomment>
        <translation>Trucos deles que vocês recusaram</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Sequência atual de vitórias</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Melhor sequência de vitórias</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>The characters' faces in the Characters tab (px). The player's folders: the online leaderboard's queue and standings, if shown.</extracomment>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Sequência atual</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Melhor sequência</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Dias jogados</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Modalidade</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Placar</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copiar resultado</translation>
    </message>
    <message>
        <source>Online</source>
        <extracomment>What became of a daily result on the online leaderboard.</extracomment>
        <translation>On-line</translation>
    </message>
    <message>
        <source>Your daily results</source>
        <translation>Seus resultados do dia</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Desafio do dia</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Zerar estatísticas…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Score before</source>
        <translation>Placar antes</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rever</translation>
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
        <translation>Histórico de mãos</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Partnered</source>
        <extracomment>Statistics: matches played with this character as your partner.</extracomment>
        <translation>Como parceiro</translation>
    </message>
    <message>
        <source>Won together</source>
        <extracomment>Statistics: of those, the matches your team won.</extracomment>
        <translation>Vencidas juntos</translation>
    </message>
    <message>
        <source>Faced</source>
        <extracomment>Statistics: matches played against this character.</extracomment>
        <translation>Como adversário</translation>
    </message>
    <message>
        <source>Won against</source>
        <extracomment>Statistics: of those, the matches you won.</extracomment>
        <translation>Vencidas contra</translation>
    </message>
    <message>
        <source>Your results with and against each character</source>
        <translation>Seus resultados com e contra cada personagem</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personagens</translation>
    </message>
    <message>
        <source>Export hands</source>
        <translation>Exportar mãos</translation>
    </message>
    <message>
        <source>Hand records (*.jsonl)</source>
        <translation>Registros de mãos (*.jsonl)</translation>
    </message>
    <message>
        <source>Import hands</source>
        <translation>Importar mãos</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vitória</translation>
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
        <translation>Aguardando envio</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>Não aceito</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
    <message>
        <source>Your match statistics will start again from zero. Your daily deal results are kept.</source>
        <translation>As estatísticas das suas partidas voltarão a zero. Os resultados do desafio do dia continuam guardados.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zerar</translation>
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
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Play face down</source>
        <translation>Jogar coberta</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <extracomment>The gap between the plate and the felt's edges, in pixels. No hints or tips during the lesson: the lesson is the coach. The step changed (the player's move was taken, or he went on). A move was refused: the coach's sentence.</extracomment>
        <translation>Aprender a jogar</translation>
    </message>
    <message>
        <source>Play a match</source>
        <extracomment>The last step's button: the lesson ends and a match starts.</extracomment>
        <translation>Jogar uma partida</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Skip the lesson (Esc)</source>
        <translation>Pular a lição (Esc)</translation>
    </message>
    <message>
        <source>The coach · %1/%2</source>
        <extracomment>The lesson's plate: %1 is the step's number, %2 how many there are.</extracomment>
        <translation>O treinador · %1/%2</translation>
    </message>
    <message>
        <source>Welcome to the table! In this hand the coach walks you through the game, one move at a time. Your cards are at the bottom; your opponent sits across the table.</source>
        <extracomment>step key -&gt; its sentence (the parameters are filled by ``step_text``).</extracomment>
        <translation>Boas-vindas à mesa! Nesta mão o treinador guia você pelo jogo, uma jogada de cada vez. Suas cartas estão embaixo; seu adversário está sentado do outro lado da mesa.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The best are the 1 of espadas, the 1 of bastos, the 7 of espadas and the 7 of oros; then the 3s, the 2s and the other 1s; the 4s are the lowest. Your best card now is the %1.</source>
        <translation>As cartas não valem pelo número. As melhores são o 1 de espadas, o 1 de bastos, o 7 de espadas e o 7 de oros; depois vêm os 3, os 2 e os outros ases; as mais baixas são os 4. Sua melhor carta agora é o %1.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The strongest are the manilhas (%1); then the 3s, the 2s, the aces, the kings, the jacks, the queens and the 7s down to the 4s. Your best card now is the %2.</source>
        <translation>As cartas não valem pelo número. As mais fortes são as manilhas (%1); depois vêm os 3, os 2, os ases, os reis, os valetes, as damas e, por fim, do 7 ao 4. Sua melhor carta agora é o %2.</translation>
    </message>
    <message>
        <source>A hand is played in up to three tricks: each player lays one card and the highest card wins the trick. Whoever wins two tricks wins the hand.</source>
        <translation>Uma mão tem até três rodadas: cada jogador joga uma carta e a mais alta ganha a rodada. Quem ganhar duas rodadas ganha a mão.</translation>
    </message>
    <message>
        <source>Before the first trick is over you may bet on your envido: two cards of one suit are worth 20 plus their values (the figures count 0). Yours is %1, a good one: call %2.</source>
        <translation>Antes de terminar a primeira rodada, você pode apostar no seu envido: duas cartas do mesmo naipe valem 20 mais os seus números (as figuras valem 0). O seu é %1, um bom envido: peça %2.</translation>
    </message>
    <message>
        <source>Your opponent accepted and you showed the better envido: your team scores its points. Look at the score.</source>
        <translation>Seu adversário aceitou e você mostrou o envido maior: seu time marca os pontos. Olhe o placar.</translation>
    </message>
    <message>
        <source>Now the tricks. Play the %1: it is good enough for this trick, and it keeps your best card for later.</source>
        <translation>Agora, as rodadas. Jogue o %1: é o suficiente para esta rodada, e a sua melhor carta fica guardada para depois.</translation>
    </message>
    <message>
        <source>You won the first trick. One more and the hand is yours.</source>
        <translation>Você ganhou a primeira rodada. Mais uma e a mão é sua.</translation>
    </message>
    <message>
        <source>Time to bet on the hand: call %1. If your opponent refuses you score %2; if he accepts, the hand is worth %3.</source>
        <translation>Hora de apostar na mão: peça %1. Se o adversário correr, você marca %2; se ele aceitar, a mão vale %3.</translation>
    </message>
    <message>
        <source>Your opponent raised. Each bet can be raised up the ladder: %1. Run and he scores %2; accept and the hand is worth %3. You hold a manilha: accept with %4.</source>
        <translation>Seu adversário aumentou. Cada aposta pode subir mais um degrau na escada: %1. Se você correr, ele marca %2; se aceitar, a mão vale %3. Você tem uma manilha: aceite com %4.</translation>
    </message>
    <message>
        <source>Now play your best card, the %1, to win the second trick and the hand.</source>
        <translation>Agora jogue a sua melhor carta, o %1, para ganhar a segunda rodada e a mão.</translation>
    </message>
    <message>
        <source>You won the hand and the truco's points. A match is many hands like this one, until a team reaches the target score.</source>
        <translation>Você ganhou a mão e os pontos do truco. Uma partida é feita de muitas mãos como esta, até que um time chegue à pontuação final.</translation>
    </message>
    <message>
        <source>One more word: the mão de onze. When your team has 11 points, you see your cards first and choose to play the hand for 3 points or to run and give 1.</source>
        <translation>Só mais uma coisa: a mão de onze. Quando o seu time tem 11 tentos, você vê as suas cartas antes e escolhe jogar a mão valendo 3 tentos ou correr e dar 1 ao outro time.</translation>
    </message>
    <message>
        <source>That is Truco! The coach stays with you: press H for a hint at any decision, and look back at each hand from its summary.</source>
        <translation>Isso é Truco! O treinador continua com você: aperte H para pedir uma dica em qualquer decisão e reveja cada mão pelo resumo dela.</translation>
    </message>
    <message>
        <source>Not yet: read what the coach says, then press Next.</source>
        <extracomment>The truco ladder in the lesson: a call and its stake ("Seis 6").</extracomment>
        <translation>Ainda não: leia o que o treinador diz e depois aperte Avançar.</translation>
    </message>
    <message>
        <source>Good try, but this lesson asks for another move: %1.</source>
        <extracomment>%1 is the move the lesson asks for ("Play the 7 of espadas", "Envido").</extracomment>
        <translation>Boa tentativa, mas esta lição pede outra jogada: %1.</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>%1 (Space)</source>
        <extracomment>A button's name for a screen reader: %1 is its label; Space is the key.</extracomment>
        <translation>%1 (Espaço)</translation>
    </message>
    <message>
        <source>What was said and played, newest last</source>
        <translation>O que foi dito e jogado, o mais recente por último</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Options: levels, speed, deck, señas</source>
        <translation>Opções: níveis, velocidade, baralho, sinais</translation>
    </message>
    <message>
        <source>Menu (Esc)</source>
        <translation>Menu (Esc)</translation>
    </message>
    <message>
        <source>Every menu</source>
        <translation>Todos os menus</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>Your cards: %1</source>
        <extracomment>Read by a screen reader: %1 lists your cards ("7 of espadas, 12 of copas").</extracomment>
        <translation>Suas cartas: %1</translation>
    </message>
    <message>
        <source>Your cards are face down</source>
        <translation>Suas cartas estão viradas para baixo</translation>
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
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
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
        <translation>Redefinir</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abortar</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorar</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Procurar em:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nome do arquivo:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Arquivos do tipo:</translation>
    </message>
</context>
<context>
    <name>callbar</name>
    <message>
        <source>Hand over</source>
        <translation>Fim da mão</translation>
    </message>
    <message>
        <source>Waiting for %1's answer</source>
        <extracomment>Your team's bet waits for the other team: %1 is the player who must answer.</extracomment>
        <translation>Esperando a resposta de %1</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <extracomment>The table plays on: %1 is the player who must act now.</extracomment>
        <translation>Vez de %1</translation>
    </message>
    <message>
        <source>Match over</source>
        <extracomment>Under the match-over panel: Space starts a new match.</extracomment>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>Space: play again</source>
        <translation>Espaço: jogar de novo</translation>
    </message>
    <message>
        <source>Space: next hand</source>
        <translation>Espaço: próxima mão</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Dando as cartas…</translation>
    </message>
    <message>
        <source>Mão de onze: play for %1 or run?</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Mão de onze: jogar valendo %1 ou correr?</translation>
    </message>
    <message>
        <source>You see your partner's cards</source>
        <translation>Você vê as cartas do parceiro</translation>
    </message>
    <message>
        <source>Choose your set</source>
        <translation>Escolha o seu monte</translation>
    </message>
    <message>
        <source>Sets seen: %1 of %2</source>
        <extracomment>Mineiro: how many sets (of 3 cards) you have seen; %1 is 1 to 4, %2 the most (4).</extracomment>
        <translation>Montes vistos: %1 de %2</translation>
    </message>
    <message>
        <source>You are the gallo: discard a card</source>
        <extracomment>AR-GALLO-3: you are the gallo, dealt four cards; you put one away unseen.</extracomment>
        <translation>Você é o gallo: descarte uma carta</translation>
    </message>
    <message>
        <source>It goes face down, out of the hand</source>
        <translation>Ela sai virada para baixo, fora da mão</translation>
    </message>
    <message>
        <source>Announce your flor</source>
        <extracomment>What you must do first when you hold a flor and the rules ask you to sing it now.</extracomment>
        <translation>Cante a sua flor</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 is a player, %2 the call (Truco, Envido…).</extracomment>
        <translation>%1 pede %2</translation>
    </message>
    <message>
        <source>Answer for your team</source>
        <translation>Responda pelo seu time</translation>
    </message>
    <message>
        <source>Play a card</source>
        <extracomment>Your turn when no call is possible now: only a card can be played.</extracomment>
        <translation>Jogue uma carta</translation>
    </message>
    <message>
        <source>Answer with your flor</source>
        <translation>Responda com a sua flor</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sua vez</translation>
    </message>
    <message>
        <source>Play a card or make a call</source>
        <translation>Jogue uma carta ou faça uma aposta</translation>
    </message>
    <message>
        <source>%1 suggests: %2</source>
        <extracomment>Your partner's advice: %1 is his name, %2 the call he suggests.</extracomment>
        <translation>%1 sugere: %2</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>%1 wants to call %2</source>
        <translation>%1 quer pedir %2</translation>
    </message>
    <message>
        <source>Your partner asks you first</source>
        <translation>Seu parceiro consulta você antes</translation>
    </message>
    <message>
        <source>You choose what %1 answers</source>
        <extracomment>You hold a flor you announce later, so your partner (%1) answers the call: you choose what he says.</extracomment>
        <translation>Você escolhe o que %1 responde</translation>
    </message>
    <message>
        <source>Sing %1</source>
        <extracomment>The button at your turn to sing the envido: %1 is your envido points.</extracomment>
        <translation>Cantar %1</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2)</source>
        <extracomment>Under "Your turn to sing": the best envido sung so far, %1 its points, %2 who sang it.</extracomment>
        <translation>O melhor até agora: %1 (%2)</translation>
    </message>
    <message>
        <source>Your turn to sing the envido</source>
        <extracomment>The call bar's title when the envido was accepted and your turn to say your points (or son buenas) has come, seat by seat from the mano.</extracomment>
        <translation>Sua vez de cantar os pontos do envido</translation>
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
        <translation>Manter o monte</translation>
    </message>
    <message>
        <source>Give to partner</source>
        <translation>Passar ao parceiro</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Descartar e trocar</translation>
    </message>
    <message>
        <source>Aceito · play for %1</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Aceito · jogar valendo %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · eles marcam %1</translation>
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
        <translation>Aceito · jogar valendo %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · eles marcam %1</translation>
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
        <translation>paus</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>uma carta coberta</translation>
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
        <translation>Firme e paciente: aposta o que as cartas valem, nem mais nem menos.</translation>
    </message>
    <message>
        <source>Tano</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tano</translation>
    </message>
    <message>
        <source>A talker who bluffs with nothing and smiles either way; call him now and then.</source>
        <translation>Um falador que blefa sem nada e sorri de qualquer jeito; pague pra ver de vez em quando.</translation>
    </message>
    <message>
        <source>Mirta</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Mirta</translation>
    </message>
    <message>
        <source>Cautious: rarely bets without good cards and goes to the deck early.</source>
        <translation>Cautelosa: quase nunca aposta sem cartas boas e vai ao mazo cedo.</translation>
    </message>
    <message>
        <source>Beto</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Beto</translation>
    </message>
    <message>
        <source>Bets hard and raises often; he would rather lose big than win small.</source>
        <translation>Aposta alto e aumenta sempre; prefere perder muito a ganhar pouco.</translation>
    </message>
    <message>
        <source>Quique</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Quique</translation>
    </message>
    <message>
        <source>Lives for the señas: winks and signals at every chance, so watch his face.</source>
        <translation>Vive dos sinais: pisca e faz sinal a cada chance, então fique de olho no rosto dele.</translation>
    </message>
    <message>
        <source>Dalva</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Dalva</translation>
    </message>
    <message>
        <source>A sharp reader of the table: seldom bets, but calls your bluffs.</source>
        <translation>Lê a mesa como ninguém: aposta pouco, mas paga pra ver os seus blefes.</translation>
    </message>
    <message>
        <source>Zeca</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Zeca</translation>
    </message>
    <message>
        <source>Loud and cheerful: shouts truco for fun and hates to say no quiero.</source>
        <translation>Barulhento e alegre: grita truco por diversão e detesta correr.</translation>
    </message>
    <message>
        <source>Tonho</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tonho</translation>
    </message>
    <message>
        <source>Stubborn: accepts almost every bet and never goes to the deck.</source>
        <translation>Teimoso: aceita quase toda aposta e nunca vai ao mazo.</translation>
    </message>
</context>
<context>
    <name>coach</name>
    <message>
        <source>The coach's reason: %1</source>
        <extracomment>The gap between the panel, the button and the call bar, in pixels. The panel's width when it goes above your cards (the room beside them is less). The deck the table draws, for a practice table drawn alike. The hand's summary: the look back's button goes under it. The last look back and practice table opened (kept alive while shown). Under the hint: %1 is the coach's reason for its choice (the first option), as the hand replay words a computer player's reasons.</extracomment>
        <translation>Por que o treinador escolhe a primeira: %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Conselho</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendi</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <extracomment>The Hint button; H is its key in every language.</extracomment>
        <translation>Dica (H)</translation>
    </message>
    <message>
        <source>What would the coach do? (H)</source>
        <translation>O que o treinador faria? (H)</translation>
    </message>
    <message>
        <source>Look back</source>
        <extracomment>Under the hand's summary: opens the coach's look back at the hand.</extracomment>
        <translation>Rever a mão</translation>
    </message>
    <message>
        <source>Where the coach would have played differently</source>
        <translation>Onde o treinador teria jogado diferente</translation>
    </message>
    <message>
        <source>your partner already wins this trick</source>
        <translation>seu parceiro já ganha esta rodada</translation>
    </message>
    <message>
        <source>the lowest card that wins this trick</source>
        <translation>a carta mais baixa que ganha esta rodada</translation>
    </message>
    <message>
        <source>it cannot win this trick</source>
        <translation>não pode ganhar esta rodada</translation>
    </message>
    <message>
        <source>keeps the %1 for later</source>
        <translation>guarda o %1 para depois</translation>
    </message>
    <message>
        <source>your best card</source>
        <translation>sua melhor carta</translation>
    </message>
    <message>
        <source>hides a card that cannot win</source>
        <translation>esconde uma carta que não pode ganhar</translation>
    </message>
    <message>
        <source>you cannot see your cards</source>
        <translation>você não pode ver suas cartas</translation>
    </message>
    <message>
        <source>keeps envido %1 in the other three</source>
        <translation>fica com envido %1 nas outras três</translation>
    </message>
    <message>
        <source>if they refuse you score %1; accepted, the hand is worth %2</source>
        <translation>se correrem você ganha %1; se aceitarem, a mão vale %2</translation>
    </message>
    <message>
        <source>the hand is then worth %1</source>
        <translation>a mão passa a valer %1</translation>
    </message>
    <message>
        <source>they score %1 now</source>
        <translation>eles ganham %1 agora</translation>
    </message>
    <message>
        <source>your envido is %1</source>
        <translation>seu envido é %1</translation>
    </message>
    <message>
        <source>your envido is %1; the winner scores %2</source>
        <translation>seu envido é %1; quem ganhar leva %2</translation>
    </message>
    <message>
        <source>your envido is %1; if they refuse you score %2</source>
        <translation>seu envido é %1; se correrem você ganha %2</translation>
    </message>
    <message>
        <source>your flor is %1</source>
        <translation>sua flor é %1</translation>
    </message>
    <message>
        <source>you give up the hand: they score %1</source>
        <translation>você desiste da mão: eles ganham %1</translation>
    </message>
    <message>
        <source>the hand is worth %1</source>
        <translation>a mão vale %1</translation>
    </message>
    <message>
        <source>you keep these cards</source>
        <translation>você fica com estas cartas</translation>
    </message>
    <message>
        <source>you take new cards without seeing them</source>
        <translation>você pega cartas novas sem vê-las</translation>
    </message>
    <message>
        <source>your partner plays these cards</source>
        <translation>seu parceiro joga estas cartas</translation>
    </message>
    <message>
        <source>the only thing you can do</source>
        <translation>a única coisa que você pode fazer</translation>
    </message>
    <message>
        <source>Play the %1 face down</source>
        <extracomment>The card parameters of the sentences above and below (shown as card names).</extracomment>
        <translation>Jogar o %1 coberto</translation>
    </message>
    <message>
        <source>Put away the %1</source>
        <translation>Descartar o %1</translation>
    </message>
    <message>
        <source>Play the %1</source>
        <translation>Jogar o %1</translation>
    </message>
    <message>
        <source>Play your card %1</source>
        <extracomment>Mão de ferro: the player's cards are face down; %1 is 1, 2 or 3.</extracomment>
        <translation>Jogar sua carta %1</translation>
    </message>
    <message numerus="yes">
        <source>you win the envido about %n times in 10</source>
        <translation>
            <numerusform>você ganha o envido mais ou menos %n vez em 10</numerusform>
            <numerusform>você ganha o envido mais ou menos %n vezes em 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the flor about %n times in 10</source>
        <translation>
            <numerusform>você ganha a flor mais ou menos %n vez em 10</numerusform>
            <numerusform>você ganha a flor mais ou menos %n vezes em 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the hand about %n times in 10</source>
        <translation>
            <numerusform>você ganha a mão mais ou menos %n vez em 10</numerusform>
            <numerusform>você ganha a mão mais ou menos %n vezes em 10</numerusform>
        </translation>
    </message>
    <message>
        <source>Your envido is %1. From 28 on an envido is usually worth calling; 33 is the best there is.</source>
        <translation>Seu envido é %1. A partir de 28 costuma valer a pena pedir envido; 33 é o máximo.</translation>
    </message>
    <message>
        <source>You have flor: three cards of one suit. Announce it before anything else; it scores at least 3 points, and no envido is played in this hand.</source>
        <translation>Você tem flor: três cartas do mesmo naipe. Cante a flor antes de tudo; ela vale pelo menos 3 tentos, e nesta mão não se joga o envido.</translation>
    </message>
    <message>
        <source>Mão de onze: your team has 11 points and sees its cards before deciding. Play the hand for %1 points, or run and give the other team %2.</source>
        <translation>Mão de onze: seu time tem 11 tentos e vê as cartas antes de decidir. Jogue a mão valendo %1 tentos, ou corra e dê %2 ao outro time.</translation>
    </message>
    <message>
        <source>Mão de ferro: both teams have 11 points, so nobody sees their cards. Choose a card by its place; the hand decides the match.</source>
        <translation>Mão de ferro: os dois times têm 11 tentos, então ninguém vê as próprias cartas. Escolha uma carta pela posição; esta mão decide a partida.</translation>
    </message>
    <message>
        <source>The vira is the %1. The next rank up are the manilhas, the four strongest cards of this hand: %2.</source>
        <translation>A vira é o %1. A carta seguinte são as manilhas, as quatro cartas mais fortes desta mão: %2.</translation>
    </message>
    <message>
        <source>The manilhas are always the same four cards, strongest first: %1. They beat every other card.</source>
        <translation>As manilhas são sempre as mesmas quatro cartas, da mais forte para a mais fraca: %1. Elas ganham de qualquer outra carta.</translation>
    </message>
    <message>
        <source>You are the gallo: you play alone against the other two. First put away the weakest of your four cards, keeping your envido if you can.</source>
        <translation>Você é o gallo: joga sozinho contra os outros dois. Primeiro descarte a mais fraca das suas quatro cartas, guardando seu envido se puder.</translation>
    </message>
    <message>
        <source>%1 is the gallo and plays alone against you and the other player: the two of you play as partners in this hand.</source>
        <translation>%1 é o gallo e joga sozinho contra você e o outro jogador: vocês dois jogam como parceiros nesta mão.</translation>
    </message>
    <message>
        <source>Practice</source>
        <extracomment>Makes the practice window's table: (model, deck style, four colours, parent); the table's own class, handed over by the coach (``TableWidget`` imports the coach). The window's title: a practice table, apart from the match being played.</extracomment>
        <translation>Treino</translation>
    </message>
</context>
<context>
    <name>daily</name>
    <message>
        <source>won</source>
        <translation>vitória</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>derrota</translation>
    </message>
    <message>
        <source>Truco daily %1 · %2 · %3 %4</source>
        <extracomment>The line players share: %1 the date, %2 the variant, %3 won or lost, %4 the score.</extracomment>
        <translation>Truco do dia %1 · %2 · %3 por %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n hands</source>
        <translation>
            <numerusform>%1 em %n mão</numerusform>
            <numerusform>%1 em %n mãos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · with hints</source>
        <extracomment>The coach gave a hint during this daily deal (issue 33): %1 is the line above.</extracomment>
        <translation>%1 · com dicas</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>Hand log</source>
        <extracomment>The panel's gold: the daily tag, the focused button's ring.</extracomment>
        <translation>Registro da mão</translation>
    </message>
    <message>
        <source>You keep your three cards</source>
        <extracomment>The characters in the computer seats (seat -&gt; key), for the rows' faces. This hand's team of every seat (the view's): the gallo's table changes sides. The hand's calls and plays so far (seat, word): whether a raise answers a bet. Cards played in the trick under way (the first one "led" it). The envido's outcome once settled, in words ("Envido won by Rosa, 29"). Mineiro log: you kept the three cards you were dealt (Keep my set).</extracomment>
        <translation>Você fica com suas três cartas</translation>
    </message>
    <message>
        <source>You give your three cards to your partner and draw three new ones</source>
        <extracomment>Mineiro log: you gave your three cards to your partner (Give to partner).</extracomment>
        <translation>Você passa suas três cartas ao parceiro e pega três novas</translation>
    </message>
    <message>
        <source>You show and discard your three cards and draw three new ones</source>
        <extracomment>Mineiro log: you showed your three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>Você mostra e descarta suas três cartas e pega três novas</translation>
    </message>
    <message>
        <source>%1 keeps his three cards</source>
        <extracomment>Mineiro log: %1 kept the three cards he was dealt (Keep my set).</extracomment>
        <translation>%1 fica com suas três cartas</translation>
    </message>
    <message>
        <source>%1 gives his three cards to his partner and draws three new ones</source>
        <extracomment>Mineiro log: %1 gave his three cards to his partner (Give to partner).</extracomment>
        <translation>%1 passa suas três cartas ao parceiro e pega três novas</translation>
    </message>
    <message>
        <source>%1 shows and discards his three cards and draws three new ones</source>
        <extracomment>Mineiro log: %1 showed his three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>%1 mostra e descarta suas três cartas e pega três novas</translation>
    </message>
    <message>
        <source>You deal</source>
        <extracomment>The hand log when you are the dealer.</extracomment>
        <translation>Você dá as cartas</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 dá as cartas</translation>
    </message>
    <message>
        <source>Duel: %1 against %2</source>
        <translation>Duelo: %1 contra %2</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1 (coberta)</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>uma carta coberta</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <comment>you</comment>
        <extracomment>%1 is you (the player's own name: You, Yo), %2 a card.</extracomment>
        <translation>%1 jogou %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <extracomment>%1 is a player, %2 a card ("7 of espadas", "a card face down").</extracomment>
        <translation>%1 jogou %2</translation>
    </message>
    <message>
        <source>%1 led</source>
        <comment>you</comment>
        <extracomment>A log row beside the card's chip: %1 (in bold) is you (You, Yo), who played the trick's first card: the verb agrees with "you".</extracomment>
        <translation>%1 abriu a rodada</translation>
    </message>
    <message>
        <source>%1 led</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played the trick's first card.</extracomment>
        <translation>%1 abriu a rodada</translation>
    </message>
    <message>
        <source>%1 played</source>
        <comment>you</comment>
        <extracomment>A log row beside the card's chip: %1 (in bold) is you (You, Yo), who played a card: the verb agrees with "you".</extracomment>
        <translation>%1 jogou</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played a card.</extracomment>
        <translation>%1 jogou</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 what he says (¡Truco!, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 call</source>
        <extracomment>A log row beside your call (¡Truco!): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 pede</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <extracomment>A log row beside the call (¡Truco!): %1 (in bold) made a bet.</extracomment>
        <translation>%1 pede</translation>
    </message>
    <message>
        <source>%1 answer</source>
        <extracomment>A log row beside your answer (Quiero): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 responde</translation>
    </message>
    <message>
        <source>%1 answers</source>
        <extracomment>A log row beside the answer (Quiero, No quiero): %1 (in bold).</extracomment>
        <translation>%1 responde</translation>
    </message>
    <message>
        <source>%1 say</source>
        <extracomment>A log row beside what you say (Flor, Me voy al mazo): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 diz</translation>
    </message>
    <message>
        <source>%1 says</source>
        <extracomment>A log row beside what a player says (Flor, Me voy al mazo): %1 (bold).</extracomment>
        <translation>%1 diz</translation>
    </message>
    <message>
        <source>%1 sing</source>
        <extracomment>A log row beside your envido points sung (or Son buenas): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 canta os pontos</translation>
    </message>
    <message>
        <source>%1 sings</source>
        <extracomment>A log row beside the envido points sung (or Son buenas): %1 (in bold).</extracomment>
        <translation>%1 canta os pontos</translation>
    </message>
    <message>
        <source>You discard a card face down</source>
        <extracomment>AR-GALLO-3: you, the gallo, put one of your four cards away unseen.</extracomment>
        <translation>Você descarta uma carta virada para baixo</translation>
    </message>
    <message>
        <source>%1 discards a card face down</source>
        <extracomment>AR-GALLO-3: %1, the gallo, puts one of his four cards away unseen.</extracomment>
        <translation>%1 descarta uma carta virada para baixo</translation>
    </message>
    <message>
        <source>Envido won by you, %1</source>
        <extracomment>You won the envido; %1 is your envido points.</extracomment>
        <translation>Envido ganho por você, %1</translation>
    </message>
    <message>
        <source>Envido won by %1, %2</source>
        <extracomment>%1 is the winner, %2 his envido points.</extracomment>
        <translation>Envido ganho por %1, %2</translation>
    </message>
    <message>
        <source>Envido refused</source>
        <translation>Envido recusado</translation>
    </message>
    <message>
        <source>Flor: %1, %2</source>
        <translation>Flor: %1, %2</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <extracomment>%1 is the trick (1-3); parda: the trick was tied.</extracomment>
        <translation>Rodada %1 → parda</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <comment>Mineiro, Paulista</comment>
        <extracomment>%1 is the trick (1-3); a tied trick at a Brazilian table (empate).</extracomment>
        <translation>Rodada %1 → empate</translation>
    </message>
    <message>
        <source>Trick %1 → %2 · %3</source>
        <extracomment>%1 is the trick (1-3), %2 Us or Them, %3 the player who won it.</extracomment>
        <translation>Rodada %1 → %2 · %3</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>%1 is what was scored for (Envido, Truco refused…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1 +%2 → %3</translation>
    </message>
    <message>
        <source>All tied: the hand is dealt again</source>
        <translation>Tudo empatado: as cartas são dadas de novo</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <extracomment>The list item's role that carries a row's facts (a dict). The sentence's font size (smaller for a long name alone in a narrow row).</extracomment>
        <translation>Esperando sua resposta…</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read, so the default settings are in use; it will be moved aside before anything is saved over it.</source>
        <translation>Não foi possível ler o arquivo de configurações, então as configurações padrão estão em uso; ele será movido para outro lugar antes que algo seja salvo por cima.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside to %1 and the default settings are in use.</source>
        <translation>Não foi possível ler o arquivo de configurações, então ele foi movido para %1 e as configurações padrão estão em uso.</translation>
    </message>
    <message>
        <source>Your settings file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>O arquivo de configurações foi gravado por uma versão mais nova do Truco, então só é usado o que esta versão entende, e uma cópia será guardada como %1 antes de ele ser alterado.</translation>
    </message>
    <message>
        <source>Some settings had values this version cannot use (%1), so those are back to their defaults.</source>
        <translation>Algumas configurações tinham valores que esta versão não sabe usar (%1), então elas voltaram ao padrão.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so your statistics start again; it will be moved aside before anything is saved over it.</source>
        <translation>Não foi possível ler o arquivo de estatísticas, então as suas estatísticas recomeçam do zero; ele será movido para outro lugar antes que algo seja salvo por cima.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so it was moved aside to %1 and your statistics start again.</source>
        <translation>Não foi possível ler o arquivo de estatísticas, então ele foi movido para %1 e as suas estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>O arquivo de estatísticas foi gravado por uma versão mais nova do Truco, então só é usado o que esta versão entende, e uma cópia será guardada como %1 antes de ele ser alterado.</translation>
    </message>
    <message>
        <source>Some statistics could not be read (%1), so those entries start again.</source>
        <translation>Não foi possível ler algumas estatísticas (%1), então esses itens recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your saved match was made by a newer version of Truco, so it was left as it is; it cannot be resumed with this version.</source>
        <translation>A sua partida salva foi feita por uma versão mais nova do Truco, então ela ficou como estava; não dá para retomá-la com esta versão.</translation>
    </message>
    <message>
        <source>The match saved by a newer version of Truco was moved to %1 so that it is not overwritten.</source>
        <translation>A partida salva por uma versão mais nova do Truco foi movida para %1 para não ser sobrescrita.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so a new match will start; the file stays where it is until it can be moved aside.</source>
        <translation>Não foi possível ler a sua partida salva, então uma nova partida vai começar; o arquivo fica onde está até poder ser movido.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so it was moved aside to %1 and a new match will start.</source>
        <translation>Não foi possível ler a sua partida salva, então ela foi movida para %1 e uma nova partida vai começar.</translation>
    </message>
    <message>
        <source>Some of your hand history could not be read, so the file was moved aside to %1 and the readable hands were kept.</source>
        <translation>Parte do seu histórico de mãos não pôde ser lida, então o arquivo foi movido para %1 e as mãos legíveis foram mantidas.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Não foi possível ler o arquivo.</translation>
    </message>
    <message>
        <source>The file is too large to be hand records.</source>
        <translation>O arquivo é grande demais para ser um registro de mãos.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>O arquivo não é texto UTF-8.</translation>
    </message>
    <message>
        <source>The file holds no hand records.</source>
        <translation>O arquivo não contém nenhum registro de mão.</translation>
    </message>
    <message>
        <source>The file holds too many hands to import at once.</source>
        <translation>O arquivo tem mãos demais para importar de uma vez.</translation>
    </message>
    <message>
        <source>Line %1 is not JSON.</source>
        <translation>A linha %1 não é JSON.</translation>
    </message>
    <message>
        <source>Line %1 is not a valid hand record (%2).</source>
        <translation>A linha %1 não é um registro de mão válido (%2).</translation>
    </message>
    <message>
        <source>The hand history could not be saved (%1).</source>
        <translation>Não foi possível salvar o histórico de mãos (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n hands.</source>
        <translation>
            <numerusform>%n mão importada.</numerusform>
            <numerusform>%n mãos importadas.</numerusform>
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
        <translation>Truco recusado</translation>
    </message>
    <message>
        <source>Mazo</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Mão de onze refused</source>
        <translation>Mão de onze recusada</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>random choice</source>
        <translation>escolha aleatória</translation>
    </message>
    <message>
        <source>the only legal action</source>
        <translation>a única jogada permitida</translation>
    </message>
    <message>
        <source>mão de ferro: playing a card without seeing it</source>
        <translation>mão de ferro: jogando uma carta sem ver</translation>
    </message>
    <message>
        <source>played without much thought</source>
        <translation>jogou sem pensar muito</translation>
    </message>
    <message>
        <source>the answer his partner chose</source>
        <extracomment>The human chose this answer for his partner (the human's flor came first).</extracomment>
        <translation>a resposta que o parceiro escolheu</translation>
    </message>
    <message>
        <source>partner already wins this trick: playing low (%1)</source>
        <translation>o parceiro já está ganhando a rodada: jogando baixo (%1)</translation>
    </message>
    <message>
        <source>partner signalled a card nobody can beat: playing low (%1)</source>
        <translation>o parceiro sinalizou uma carta imbatível: jogando baixo (%1)</translation>
    </message>
    <message>
        <source>the first trick was parda: playing the highest card (%1)</source>
        <translation>a primeira rodada empatou: jogando a carta mais alta (%1)</translation>
    </message>
    <message>
        <source>winning the trick with the lowest card that beats it (%1)</source>
        <translation>ganhando a rodada com a menor carta que basta (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing the lowest card (%1)</source>
        <translation>não dá para ganhar a rodada: jogando a carta mais baixa (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing %1 face down</source>
        <translation>não dá para ganhar a rodada: jogando %1 coberta</translation>
    </message>
    <message>
        <source>a parda here wins the hand: tying with %1</source>
        <translation>um empate aqui ganha a mão: empatando com %1</translation>
    </message>
    <message>
        <source>a parda here moves the bet to the next trick: tying with %1</source>
        <translation>um empate aqui leva a aposta para a próxima rodada: empatando com %1</translation>
    </message>
    <message>
        <source>playing %1: best chance to win the hand (%2%)</source>
        <translation>jogando %1: melhor chance de ganhar a mão (%2%)</translation>
    </message>
    <message>
        <source>%1% to win the hand: calling %2</source>
        <translation>%1% de chance de ganhar a mão: pedindo %2</translation>
    </message>
    <message>
        <source>nothing to lose at this score: calling %1</source>
        <translation>nada a perder com este placar: pedindo %1</translation>
    </message>
    <message>
        <source>bluffing: calling %1 with %2% to win</source>
        <translation>blefando: pedindo %1 com %2% de chance</translation>
    </message>
    <message>
        <source>%1% to win the hand, and the other side folds to truco %2 times in %3: calling %4</source>
        <translation>%1% de ganhar a mão, e o outro lado corre do truco %2 vezes em %3: pede %4</translation>
    </message>
    <message>
        <source>the other side folds to truco %1 times in %2: calling %3 with %4% to win</source>
        <translation>o outro lado corre do truco %1 vezes em %2: pede %3 com %4% de ganhar</translation>
    </message>
    <message>
        <source>they call truco in %1 hands of %2, with anything: %3% to win, accepting</source>
        <translation>eles pedem truco em %1 mãos de %2, com qualquer coisa: %3% de ganhar, aceita</translation>
    </message>
    <message>
        <source>they call truco in only %1 hands of %2, with the best cards: %3% to win, refusing</source>
        <translation>eles pedem truco em só %1 mãos de %2, com as melhores cartas: %3% de ganhar, corre</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, accepting</source>
        <translation>eles cantam falta envido em %1 mãos de %2: envido %3, %4% de ganhar, aceita</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, refusing</source>
        <translation>eles cantam falta envido em %1 mãos de %2: envido %3, %4% de ganhar, recusa</translation>
    </message>
    <message>
        <source>the match is decided either way: no %1</source>
        <translation>a partida já está decidida de qualquer jeito: sem %1</translation>
    </message>
    <message>
        <source>%1% to win the hand: accepting</source>
        <translation>%1% de chance de ganhar a mão: aceitando</translation>
    </message>
    <message>
        <source>refusing would lose the match: accepting</source>
        <translation>recusar perderia a partida: aceitando</translation>
    </message>
    <message>
        <source>%1% to win is worth the risk at this score: accepting</source>
        <translation>%1% de chance vale o risco com este placar: aceitando</translation>
    </message>
    <message>
        <source>only %1% to win the hand: refusing</source>
        <translation>só %1% de chance de ganhar a mão: recusando</translation>
    </message>
    <message>
        <source>%1% to win the hand: raising to %2</source>
        <translation>%1% de chance de ganhar a mão: aumentando para %2</translation>
    </message>
    <message>
        <source>bluffing: raising to %1 with %2% to win</source>
        <translation>blefando: aumentando para %1 com %2% de chance</translation>
    </message>
    <message>
        <source>envido %1: calling %2</source>
        <translation>envido %1: pedindo %2</translation>
    </message>
    <message>
        <source>envido %1: bluffing with %2</source>
        <translation>envido %1: blefando com %2</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: accepting</source>
        <translation>envido %1, %2% de chance de ganhar: aceitando</translation>
    </message>
    <message>
        <source>envido %1, only %2% to win it: refusing</source>
        <translation>envido %1, só %2% de chance de ganhar: recusando</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: raising to %3</source>
        <translation>envido %1, %2% de chance de ganhar: aumentando para %3</translation>
    </message>
    <message>
        <source>envido %1: not worth calling</source>
        <translation>envido %1: não vale a pena pedir</translation>
    </message>
    <message>
        <source>envido %1: the falta envido wins the match</source>
        <translation>envido %1: o falta envido ganha a partida</translation>
    </message>
    <message>
        <source>the other team is about to win: envido %1, falta envido</source>
        <translation>o outro time está quase ganhando: envido %1, falta envido</translation>
    </message>
    <message>
        <source>envido goes first: envido %1, calling %2</source>
        <translation>o envido vem primeiro: envido %1, pedindo %2</translation>
    </message>
    <message>
        <source>announcing flor</source>
        <translation>cantando flor</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: %3</source>
        <translation>flor %1, %2% de chance de ganhar: %3</translation>
    </message>
    <message>
        <source>flor %1, only %2% to win it: con flor me achico</source>
        <translation>flor %1, só %2% de chance de ganhar: con flor me achico</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: con flor quiero</source>
        <translation>flor %1, %2% de chance de ganhar: con flor quiero</translation>
    </message>
    <message>
        <source>gallo: discarding %1, keeping envido %2 and %3% to win the hand</source>
        <translation>gallo: descartando %1, ficando com envido %2 e %3% de chance de ganhar a mão</translation>
    </message>
    <message>
        <source>keeping this set (%1% to win the hand)</source>
        <translation>ficando com este monte (%1% de chance de ganhar a mão)</translation>
    </message>
    <message>
        <source>weak set (%1% to win the hand): discarding it</source>
        <translation>monte fraco (%1% de chance de ganhar a mão): descartando</translation>
    </message>
    <message>
        <source>mão de onze with %1% to win: playing</source>
        <translation>mão de onze com %1% de chance: jogando</translation>
    </message>
    <message>
        <source>mão de onze with only %1% to win: running</source>
        <translation>mão de onze com só %1% de chance: correndo</translation>
    </message>
    <message>
        <source>searched %1 deals: %2 scores best (%3%)</source>
        <translation>simulou %1 distribuições: %2 se sai melhor (%3%)</translation>
    </message>
    <message>
        <source>no chance left in this hand: going to the deck</source>
        <translation>sem chance nesta mão: indo ao mazo</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no match in progress.</source>
        <translation>Não há nenhuma partida em andamento.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>A mão já acabou.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Esse lugar não existe nesta mesa.</translation>
    </message>
    <message>
        <source>That call is not part of this game.</source>
        <translation>Essa jogada não existe neste jogo.</translation>
    </message>
    <message>
        <source>Flor is not played at this table.</source>
        <translation>Nesta mesa não se joga com flor.</translation>
    </message>
    <message>
        <source>You must announce your flor first.</source>
        <translation>Você precisa cantar a sua flor primeiro.</translation>
    </message>
    <message>
        <source>Only a player with a flor can answer a flor.</source>
        <translation>Só quem tem flor pode responder a uma flor.</translation>
    </message>
    <message>
        <source>You may not answer this call now.</source>
        <translation>Você não pode responder a essa aposta agora.</translation>
    </message>
    <message>
        <source>Your partner answers this call.</source>
        <translation>Quem responde a essa aposta é o seu parceiro.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <source>Choose what to do with your set first.</source>
        <translation>Primeiro escolha o que fazer com o seu monte.</translation>
    </message>
    <message>
        <source>The gallo must first discard one card.</source>
        <translation>O gallo precisa primeiro descartar uma carta.</translation>
    </message>
    <message>
        <source>The gallo discards only once, before play.</source>
        <translation>O gallo descarta só uma vez, antes de jogar.</translation>
    </message>
    <message>
        <source>Only the gallo discards a card.</source>
        <translation>Só o gallo descarta uma carta.</translation>
    </message>
    <message>
        <source>Only the gallo discards, with three players.</source>
        <translation>Só o gallo descarta, com três jogadores.</translation>
    </message>
    <message>
        <source>The team on 11 must first decide whether to play the hand.</source>
        <translation>O time com 11 pontos precisa primeiro decidir se joga a mão.</translation>
    </message>
    <message>
        <source>A call is waiting: answer it first.</source>
        <translation>Há uma aposta esperando resposta: responda primeiro.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Você não tem essa carta.</translation>
    </message>
    <message>
        <source>You may play a card face down only from the second trick on, and not when you lead the trick.</source>
        <translation>Só dá para jogar carta coberta a partir da segunda rodada, e nunca quando é você quem abre a rodada.</translation>
    </message>
    <message>
        <source>Nobody may go to the deck while a call is waiting for an answer.</source>
        <translation>Ninguém pode ir ao mazo enquanto uma aposta espera resposta.</translation>
    </message>
    <message>
        <source>There is no call to answer.</source>
        <translation>Não há aposta para responder.</translation>
    </message>
    <message>
        <source>That envido cannot follow the last one.</source>
        <translation>Esse envido não pode vir depois do anterior.</translation>
    </message>
    <message>
        <source>The envido is closed once a Truco has been accepted.</source>
        <translation>Depois que um Truco é aceito, não tem mais envido.</translation>
    </message>
    <message>
        <source>A flor was announced, so there is no envido this hand.</source>
        <translation>Alguém cantou flor, então não tem envido nesta mão.</translation>
    </message>
    <message>
        <source>There is only one envido per hand.</source>
        <translation>Só tem um envido por mão.</translation>
    </message>
    <message>
        <source>The envido can only be called in the first trick, before you play.</source>
        <translation>O envido só pode ser pedido na primeira rodada, antes de você jogar.</translation>
    </message>
    <message>
        <source>There is no Truco in a mão de onze or a mão de ferro.</source>
        <translation>Não tem Truco na mão de onze nem na mão de ferro.</translation>
    </message>
    <message>
        <source>That raise is not yours to call, or it could not change anything.</source>
        <translation>Esse aumento não cabe a você, ou não mudaria nada.</translation>
    </message>
    <message>
        <source>Only the team that accepted the last bet may raise it, one step at a time.</source>
        <translation>Só o time que aceitou a última aposta pode aumentá-la, um degrau de cada vez.</translation>
    </message>
    <message>
        <source>That flor call is not possible now.</source>
        <translation>Esse canto de flor não é possível agora.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Isso não é permitido agora.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>A mão ainda não acabou.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>A partida acabou.</translation>
    </message>
    <message>
        <source>A card is played by its place only in a mão de ferro.</source>
        <translation>Só na mão de ferro se joga uma carta pela posição.</translation>
    </message>
    <message>
        <source>You play from the next hand: a computer player finishes this one.</source>
        <translation>Você joga a partir da próxima mão: um jogador do computador termina esta.</translation>
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
        <translation>Nós %1, eles %2</translation>
    </message>
    <message>
        <source>US</source>
        <translation>NÓS</translation>
    </message>
    <message>
        <source>THEM</source>
        <translation>ELES</translation>
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
        <translation>Nós</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eles</translation>
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
        <translation>Você</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Leste</translation>
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
        <translation>Sílvio</translation>
    </message>
    <message>
        <source>Gallo</source>
        <extracomment>The player alone against the other two at a table of three (AR-GALLO-1); most languages keep the Argentine word.</extracomment>
        <translation>Gallo</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Parceiro</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
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
        <translation>Tenho o ás de espadas, a melhor carta.</translation>
    </message>
    <message>
        <source>I hold the ace of bastos, the second best card.</source>
        <translation>Tenho o ás de bastos, a segunda melhor carta.</translation>
    </message>
    <message>
        <source>I hold the seven of espadas.</source>
        <translation>Tenho o sete de espadas.</translation>
    </message>
    <message>
        <source>I hold the seven of oros.</source>
        <translation>Tenho o sete de oros.</translation>
    </message>
    <message>
        <source>I hold a three.</source>
        <translation>Tenho um três.</translation>
    </message>
    <message>
        <source>I hold a two.</source>
        <translation>Tenho um dois.</translation>
    </message>
    <message>
        <source>I have flor: three cards of one suit.</source>
        <translation>Tenho flor: três cartas do mesmo naipe.</translation>
    </message>
    <message>
        <source>I have 30 or more for the envido.</source>
        <translation>Tenho 30 ou mais de envido.</translation>
    </message>
    <message>
        <source>I have 27 to 29 for the envido.</source>
        <translation>Tenho de 27 a 29 de envido.</translation>
    </message>
    <message>
        <source>I have nothing worth anything.</source>
        <translation>Não tenho nada que preste.</translation>
    </message>
    <message>
        <source>I hold the zap, the best manilha.</source>
        <translation>Tenho o zap, a maior manilha.</translation>
    </message>
    <message>
        <source>I hold the manilha of copas (hearts).</source>
        <translation>Tenho a manilha de copas.</translation>
    </message>
    <message>
        <source>I hold the espadilha, the manilha of spades.</source>
        <translation>Tenho a espadilha, a manilha de espadas.</translation>
    </message>
    <message>
        <source>I hold the pica-fumo, the manilha of ouros.</source>
        <translation>Tenho o pica-fumo, a manilha de ouros.</translation>
    </message>
    <message>
        <source>raise the eyebrows</source>
        <extracomment>How the face makes it, by face part and value.</extracomment>
        <translation>levantar as sobrancelhas</translation>
    </message>
    <message>
        <source>a wink</source>
        <translation>piscar um olho</translation>
    </message>
    <message>
        <source>close both eyes</source>
        <translation>fechar os dois olhos</translation>
    </message>
    <message>
        <source>twist the mouth to the right</source>
        <translation>entortar a boca para a direita</translation>
    </message>
    <message>
        <source>twist the mouth to the left</source>
        <translation>entortar a boca para a esquerda</translation>
    </message>
    <message>
        <source>bite the lower lip</source>
        <translation>morder o lábio de baixo</translation>
    </message>
    <message>
        <source>purse the lips as for a kiss</source>
        <translation>fazer biquinho, como para um beijo</translation>
    </message>
    <message>
        <source>puff out both cheeks</source>
        <translation>encher as duas bochechas</translation>
    </message>
    <message>
        <source>puff out one cheek</source>
        <translation>encher uma bochecha</translation>
    </message>
    <message>
        <source>tilt the head</source>
        <translation>inclinar a cabeça</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Joins two face movements of one sign ("a wink" and "tilt the head").</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Señas</source>
        <extracomment>The partners' secret signals; keep the Spanish word, add yours if it helps.</extracomment>
        <translation>Sinais</translation>
    </message>
    <message>
        <source>%1 signals: %2</source>
        <extracomment>The hand log, for you alone: %1 is your partner (North), %2 the sign's name.</extracomment>
        <translation>%1 faz sinal: %2</translation>
    </message>
    <message>
        <source>You signal: %1</source>
        <extracomment>The hand log: %1 is the sign's name as said at the table (Ancho de espadas).</extracomment>
        <translation>Você faz sinal: %1</translation>
    </message>
    <message>
        <source>You spotted %1's sign: %2</source>
        <extracomment>The hand log: you caught an opponent's sign; %1 is the opponent, %2 the sign.</extracomment>
        <translation>Você pegou o sinal de %1: %2</translation>
    </message>
    <message>
        <source>%1 makes a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: your partner made a sign, and the player reads its meaning from the face; %1 is the partner (Rosa).</extracomment>
        <translation>%1 faz um sinal</translation>
    </message>
    <message>
        <source>You spotted %1 making a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: you caught an opponent making a sign (its meaning is not written); %1 is the opponent.</extracomment>
        <translation>Você pegou %1 fazendo um sinal</translation>
    </message>
    <message>
        <source>Seña</source>
        <extracomment>The tag by a face making a sign when "Show what señas mean" is off (one seña; keep the Spanish word, as in "Señas").</extracomment>
        <translation>Sinal</translation>
    </message>
    <message>
        <source>SPOTTED</source>
        <extracomment>Over an opponent's face on the table when you caught his sign (short, capitals).</extracomment>
        <translation>FLAGRADO</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <extracomment>The palette's keyboard hint; %1 is a key such as Alt+1.</extracomment>
        <translation>Atalho: %1</translation>
    </message>
    <message>
        <source>Make a sign to your partner. The opponents may catch it. Alt+1 … Alt+0 make them from the keyboard.</source>
        <translation>Faça um sinal para o seu parceiro. Os adversários podem pegá-lo. Pelo teclado, use Alt+1 … Alt+0.</translation>
    </message>
    <message>
        <source>At a real table partners tell each other their best cards with their faces. Your partner signals you early in each hand, and you can signal him from the Señas button or with Alt+1 … Alt+0. The opponents watch: each sign may be caught, and when you catch one of theirs it is marked SPOTTED on their seat.</source>
        <translation>Numa mesa de verdade, os parceiros contam um ao outro as suas melhores cartas com caretas (as señas, como dizem os argentinos). Seu parceiro faz sinal para você logo no começo de cada mão, e você pode responder pelo botão Sinais ou com Alt+1 … Alt+0. Os adversários estão de olho: qualquer sinal pode ser pego, e quando você pega um deles, aparece FLAGRADO sobre o jogador.</translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message>
        <source>Next hand</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <source>No points this hand</source>
        <extracomment>The height of a card shown in the summary, in pixels.</extracomment>
        <translation>Ninguém pontuou nesta mão</translation>
    </message>
    <message>
        <source>%1 %2 → &lt;b&gt;%3&lt;/b&gt;</source>
        <extracomment>%1 is what won the points (Retruco, Envido, Mazo…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1 +%2 → &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Envido: %1 with %2</source>
        <extracomment>%1 is the winner of the envido, %2 his points.</extracomment>
        <translation>Envido: %1 com %2</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Nós %1 · Eles %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <extracomment>You alone win the match (two players; the gallo's table too).</extracomment>
        <translation>Você ganhou a partida!</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <extracomment>Your team (four, six or eight players) wins the match: "we won".</extracomment>
        <translation>Ganhamos a partida!</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Eles ganharam a partida</translation>
    </message>
    <message>
        <source>Matches won: %1 – %2</source>
        <translation>Partidas ganhas: %1 – %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>In the hand's summary, over the cards a winner shows: %1 is who shows them, %2 what they made (e.g. "Envido 29").</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <extracomment>AR-GALLO-5: you and your partner of the last hand reach the target together.</extracomment>
        <translation>Você e %1 ganharam a partida!</translation>
    </message>
    <message>
        <source>%1 and %2 win the match</source>
        <extracomment>AR-GALLO-5: the two players of the pair win the match together.</extracomment>
        <translation>%1 e %2 ganharam a partida</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <extracomment>One player wins the match: the gallo or one of the pair in a match of three, your opponent in a match of two.</extracomment>
        <translation>%1 ganhou a partida</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mão %1</translation>
    </message>
    <message>
        <source>%1 refused</source>
        <extracomment>In the hand's summary: a bet refused, which scored for the side that made it; %1 is the call (Truco, Retruco, Envido…), e.g. "Retruco refused 2 → Us".</extracomment>
        <translation>%1 recusado</translation>
    </message>
    <message>
        <source>You went to the mazo</source>
        <extracomment>In the hand's summary: you gave the hand up (went to the deck).</extracomment>
        <translation>Você foi ao mazo</translation>
    </message>
    <message>
        <source>%1 went to the mazo</source>
        <extracomment>In the hand's summary: %1 (a player) gave the hand up (went to the deck).</extracomment>
        <translation>%1 foi ao mazo</translation>
    </message>
    <message>
        <source>You would not play the mão de onze</source>
        <extracomment>In the hand's summary: your team, on 11, would not play the mão de onze and gave the hand up (you said so).</extracomment>
        <translation>Você não quis jogar a mão de onze</translation>
    </message>
    <message>
        <source>%1 would not play the mão de onze</source>
        <extracomment>In the hand's summary: a team on 11 would not play the mão de onze and gave the hand up; %1 is the player who said so.</extracomment>
        <translation>%1 não quis jogar a mão de onze</translation>
    </message>
    <message>
        <source>You refused the %1</source>
        <extracomment>In the hand's summary: you refused a bet and gave the hand up; %1 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>Você recusou o %1</translation>
    </message>
    <message>
        <source>%1 refused the %2</source>
        <extracomment>In the hand's summary: %1 (a player) refused a bet and gave the hand up; %2 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>%1 recusou o %2</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Truco · demo</source>
        <translation>Truco · demonstração</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nós</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eles</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>PÉ</translation>
    </message>
    <message>
        <source>PÉ</source>
        <extracomment>The dealer's puck: PÉ is the dealer's word at a Brazilian table.</extracomment>
        <translation>PÉ</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Fora do jogo</translation>
    </message>
    <message>
        <source>Mão de ferro · play blind</source>
        <translation>Mão de ferro · jogue no escuro</translation>
    </message>
    <message>
        <source>Partner's cards</source>
        <translation>Cartas do parceiro</translation>
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
        <translation>Você tem %1</translation>
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
        <translation>MÃO</translation>
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
            <numerusform>vale %n se for aceito</numerusform>
            <numerusform>vale %n se for aceito</numerusform>
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
            <numerusform>ganha %n ponto</numerusform>
            <numerusform>ganha %n pontos</numerusform>
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
        <translation>%1: aguardando resposta</translation>
    </message>
    <message>
        <source>Envido cancelled by the flor</source>
        <extracomment>The stake strip: a flor was announced over an envido call, which ends the envido without points (AR-FLOR-3).</extracomment>
        <translation>Envido anulado pela flor</translation>
    </message>
    <message>
        <source>No envido: a flor was sung</source>
        <extracomment>The stake strip: a flor was announced, so no envido can be called this hand.</extracomment>
        <translation>Sem envido: cantaram flor</translation>
    </message>
    <message>
        <source>Envido accepted: singing</source>
        <extracomment>The stake strip while an accepted envido is sung, seat by seat, before its winner is known.</extracomment>
        <translation>Envido aceito: cantando os pontos</translation>
    </message>
    <message>
        <source>Truco</source>
        <extracomment>The characters in the computer seats (seat -&gt; key).</extracomment>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Daily deal · %1</source>
        <extracomment>The tag in the side panel's header while the daily deal is played; %1 is its date.</extracomment>
        <translation>Desafio do dia · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n</source>
        <extracomment>The points a match is played to.</extracomment>
        <translation>
            <numerusform>até %n</numerusform>
            <numerusform>até %n</numerusform>
        </translation>
    </message>
    <message>
        <source>flor off</source>
        <translation>sem flor</translation>
    </message>
    <message>
        <source>flor simple</source>
        <translation>flor simples</translation>
    </message>
    <message>
        <source>flor with contraflor</source>
        <translation>flor com contraflor</translation>
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
        <translation>Instantânea</translation>
    </message>
    <message>
        <source>F1 Rules · Esc Menu · Speed: %1</source>
        <extracomment>The footer: F1 and Esc are keys; %1 is the animation speed (Slow, Normal…). Keep the " · " between the parts: a narrow panel breaks the line there.</extracomment>
        <translation>F1 Regras · Esc Menu · Velocidade: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stake &lt;b&gt;%n points&lt;/b&gt;</source>
        <extracomment>What the hand is worth now; keep the &lt;b&gt; markup around the number.</extracomment>
        <translation>
            <numerusform>Valendo &lt;b&gt;%n ponto&lt;/b&gt;</numerusform>
            <numerusform>Valendo &lt;b&gt;%n pontos&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Envido: not called</source>
        <translation>Envido: não pedido</translation>
    </message>
    <message>
        <source>Trick %1 of 3</source>
        <translation>Rodada %1 de 3</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mão %1</translation>
    </message>
    <message>
        <source>gave up the hand</source>
        <extracomment>Under the bubble of the player who went to the mazo or refused the bet, at the hand's end: he gave the hand up.</extracomment>
        <translation>desistiu da mão</translation>
    </message>
</context>
</TS>
