<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Truco</source>
        <translation>Truco hakkında</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Sürüm %1</translation>
    </message>
    <message>
        <source>Argentine Truco, Truco Mineiro and Truco Paulista against computer players, offline, in seven languages.</source>
        <translation>Bilgisayar oyunculara karşı Arjantin Truco'su, Truco Mineiro ve Truco Paulista; çevrimdışı, yedi dilde.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (%1). You may share and change it under its terms; it comes with no warranty.</source>
        <extracomment>%1 is the licence's short name (GPL-3.0-or-later) as a link.</extracomment>
        <translation>GNU Genel Kamu Lisansı sürüm 3 veya sonrası (%1) altında özgür yazılımdır. Lisansın koşullarına uyarak paylaşabilir ve değiştirebilirsin; hiçbir garanti verilmez.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
</context>
<context>
    <name>AppMenus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>The levels the Options menu offers (``bots.levels``). The first match that teaches (issue 33), at any time.</extracomment>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Yeni oyun</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Günün oyunu</translation>
    </message>
    <message>
        <source>&amp;Replay last hand</source>
        <translation>Son elin &amp;tekrarı</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>İ&amp;statistikler</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Çı&amp;kış</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Oyuncular</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n oyuncu</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Flor</source>
        <translation>&amp;Flor</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <source>Simple (3 points a flor)</source>
        <translation>Basit (flor başına 3 puan)</translation>
    </message>
    <message>
        <source>Full (with contraflor)</source>
        <translation>Tam (contraflor ile)</translation>
    </message>
    <message>
        <source>&amp;Match to</source>
        <translation>&amp;Hedef puan</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n puan</numerusform>
        </translation>
    </message>
    <message>
        <source>F&amp;alta envido</source>
        <translation>F&amp;alta envido</translation>
    </message>
    <message>
        <source>Worth what the leader needs to win</source>
        <translation>Öndeki takımın kazanmak için gereken puanı kadar</translation>
    </message>
    <message>
        <source>Wins the match while the leader is in the malas</source>
        <translation>Öndeki takım malas'tayken maçı kazandırır</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Deste</translation>
    </message>
    <message>
        <source>Dirty deck (40 cards)</source>
        <translation>Kirli deste (40 kart)</translation>
    </message>
    <message>
        <source>Clean deck (24 cards)</source>
        <translation>Temiz deste (24 kart)</translation>
    </message>
    <message>
        <source>&amp;Best of three</source>
        <translation>Üç maçlık &amp;seri</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Ayarlar</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Masa aç…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Masaya k&amp;atıl…</translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation>Çevrimiçi &amp;oyna…</translation>
    </message>
    <message>
        <source>&amp;Gallo (3 players)</source>
        <extracomment>The Rules menu's entry for the three-player gallo's mode (AR-GALLO-2).</extracomment>
        <translation>&amp;Gallo (3 oyuncu)</translation>
    </message>
    <message>
        <source>Rotating: the mano is the gallo</source>
        <extracomment>The gallo of each hand is its mano, so the role goes round the table.</extracomment>
        <translation>Dönüşümlü: mano gallo olur</translation>
    </message>
    <message>
        <source>Fixed: you are the gallo</source>
        <translation>Sabit: gallo sensin</translation>
    </message>
    <message>
        <source>Fixed: the player on your right</source>
        <translation>Sabit: sağındaki oyuncu</translation>
    </message>
    <message>
        <source>Fixed: the player on your left</source>
        <translation>Sabit: solundaki oyuncu</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Rakipler</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Ortak</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <source>C&amp;haracters…</source>
        <extracomment>Opens the dialog where the player picks the computer players (characters).</extracomment>
        <translation>&amp;Karakterler…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animasyon &amp;hızı</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hızlı</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Anında</translation>
    </message>
    <message>
        <source>&amp;Next hand by itself after a pause</source>
        <extracomment>An option, off by default: the hand's summary goes and the next hand is dealt by itself after a pause, instead of waiting for you.</extracomment>
        <translation>Sonraki el kısa bir aradan sonra kendiliğinden &amp;başlasın</translation>
    </message>
    <message>
        <source>Deck st&amp;yle</source>
        <translation>Deste &amp;görünümü</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Mavi</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Yeşil</translation>
    </message>
    <message>
        <source>&amp;Four-colour French deck</source>
        <translation>&amp;Dört renkli Fransız destesi</translation>
    </message>
    <message>
        <source>Show my &amp;envido</source>
        <extracomment>An option, on by default: your own envido points shown by your cards while an envido may be called ("You have 29"); purists turn it off.</extracomment>
        <translation>Envido &amp;puanımı göster</translation>
    </message>
    <message>
        <source>P&amp;artner asks me first</source>
        <translation>Ortağım önce bana &amp;sorsun</translation>
    </message>
    <message>
        <source>Opponents can &amp;catch signs</source>
        <translation>Rakipler işaretleri &amp;yakalayabilir</translation>
    </message>
    <message>
        <source>Show what se&amp;ñas mean</source>
        <extracomment>An option, on by default: the señas' meanings written in the log and on the faces ("Rosa signals: Un dos"); off, only that a sign was made, so the player reads the faces as at a real table. Keep "señas" as in "Partner signals (señas)"; the accelerator is on ñ only so that the English never clashes: choose your own.</extracomment>
        <translation>İşaretlerin a&amp;nlamını göster</translation>
    </message>
    <message>
        <source>Hints and &amp;tips</source>
        <extracomment>The coach's options (issue 33): a submenu with "Hints" and "Show tips".</extracomment>
        <translation>İpuçları ve &amp;tavsiyeler</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <extracomment>An option, on by default: the Hint button (and the H key) at your turn, where the coach says what he would do and why (never in a match played online).</extracomment>
        <translation>İp&amp;uçları</translation>
    </message>
    <message>
        <source>Show &amp;tips</source>
        <extracomment>An option, on by default: a tip shown the first time its situation comes up.</extracomment>
        <translation>&amp;Tavsiyeleri göster</translation>
    </message>
    <message>
        <source>&amp;Look back after each hand</source>
        <extracomment>An option, on by default: after each hand, a button by its summary opens the coach's look back at the player's dearest choices.</extracomment>
        <translation>&amp;Her elden sonra dönüp bak</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>S&amp;es</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Ses dü&amp;zeyi</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A sound volume in percent of full, e.g. "75%" (Turkish: "%75").</extracomment>
        <translation>%%1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sistem dili</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>Partner may ans&amp;wer for the team</source>
        <extracomment>Off by default: a call addressed to your team waits for your answer.</extracomment>
        <translation>Ortağım takım adına &amp;cevap verebilir</translation>
    </message>
    <message>
        <source>Partner si&amp;gnals (señas)</source>
        <translation>Ortakla &amp;işaretleşme (señas)</translation>
    </message>
    <message>
        <source>Daily &amp;leaderboard…</source>
        <extracomment>Opens the dialog where the player opts in to the online daily leaderboard.</extracomment>
        <translation>Gün&amp;lük sıralama…</translation>
    </message>
    <message>
        <source>&amp;Tips</source>
        <translation>İ&amp;puçları</translation>
    </message>
    <message>
        <source>&amp;Señas (signs)</source>
        <translation>&amp;Señas (işaretler)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <extracomment>Help: the coach's guided hand, the first match that teaches.</extracomment>
        <translation>&amp;Oynamayı öğren</translation>
    </message>
    <message>
        <source>&amp;About Truco</source>
        <translation>Truco &amp;hakkında</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Kurallar: %1</translation>
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
        <translation>dağıtan</translation>
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
        <translation>Her maçta oyunun seçtiği farklı bir oyuncu.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Karakterler</translation>
    </message>
    <message>
        <source>Who plays at the table</source>
        <translation>Masada kim oynuyor</translation>
    </message>
    <message>
        <source>Pick your partner and your opponents, or let the game choose. Each plays at the level chosen in Options, in a style of their own. The players you pick sit down from the next game.</source>
        <translation>Ortağını ve rakiplerini seç ya da seçimi oyuna bırak. Her biri Ayarlar'da seçilen seviyede, kendi tarzıyla oynar. Seçtiğin oyuncular bir sonraki maçtan itibaren masaya oturur.</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Ortak</translation>
    </message>
    <message>
        <source>Partner %1</source>
        <extracomment>A seat in the Characters dialog: "Partner 2".</extracomment>
        <translation>Ortak %1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rakip</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <extracomment>A seat in the Characters dialog: "Opponent 2".</extracomment>
        <translation>Rakip %1</translation>
    </message>
    <message>
        <source>Let the game choose</source>
        <translation>Oyun seçsin</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
</context>
<context>
    <name>ClubLobby</name>
    <message>
        <source>Play online</source>
        <extracomment>The list's columns: how many play, the free seats, who sits, the match's state. A seat was asked for: the table's window (the game shows it and keeps it). Our seats at club tables (their tokens): leaving a table is not losing it. The club the list is of (as typed), its pinned fingerprint, its tables. The club last asked for (a slower answer from another one is not shown).</extracomment>
        <translation>Çevrimiçi oyna</translation>
    </message>
    <message>
        <source>Cl&amp;ub:</source>
        <translation>Kulü&amp;p:</translation>
    </message>
    <message>
        <source>the club's address, for example club.example.org</source>
        <translation>kulübün adresi, örneğin club.example.org</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Bağlan</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Adın:</translation>
    </message>
    <message>
        <source>Open &amp;tables:</source>
        <translation>Açık masala&amp;r:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Boş yerler</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Oturanlar</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Maç</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Katıl</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>K&amp;od:</translation>
    </message>
    <message>
        <source>Join b&amp;y code</source>
        <translation>Kod&amp;la katıl</translation>
    </message>
    <message>
        <source>&amp;Quick play</source>
        <translation>&amp;Hızlı oyun</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>Ol&amp;uştur</translation>
    </message>
    <message>
        <source>Type the club's address.</source>
        <translation>Kulübün adresini yaz.</translation>
    </message>
    <message>
        <source>Reaching the club…</source>
        <translation>Kulübe bağlanılıyor…</translation>
    </message>
    <message>
        <source>A club is reached over a secure connection only: https://</source>
        <translation>Bir kulübe yalnızca güvenli bağlantıyla ulaşılır: https://</translation>
    </message>
    <message>
        <source>That is not a club's address (%1).</source>
        <extracomment>%1: what is wrong with the address (in English).</extracomment>
        <translation>Bu bir kulüp adresi değil (%1).</translation>
    </message>
    <message>
        <source>The club's certificate was not trusted.</source>
        <translation>Kulübün sertifikasına güvenilmedi.</translation>
    </message>
    <message>
        <source>Playing online needs the game's online part: %1</source>
        <extracomment>%1: the command that installs it.</extracomment>
        <translation>Çevrimiçi oynamak için oyunun çevrimiçi bölümü gerekir: %1</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2: the system's words for the failure.</extracomment>
        <translation>%1 adresindeki kulübe ulaşılamıyor (%2).</translation>
    </message>
    <message>
        <source>Trust this club?</source>
        <translation>Bu kulübe güvenilsin mi?</translation>
    </message>
    <message>
        <source>The club at %1 has a certificate of its own, not one the system knows. Trust it only if its fingerprint is the one the club's people gave you:</source>
        <extracomment>%1: the club's address. The certificate's fingerprint follows on its own lines.</extracomment>
        <translation>%1 adresindeki kulübün kendine ait bir sertifikası var, sistemin tanıdığı bir sertifika değil. Yalnızca parmak izi kulüptekilerin sana verdiğiyle aynıysa güven:</translation>
    </message>
    <message>
        <source>Once trusted, the game refuses this club if its certificate changes.</source>
        <translation>Güvendikten sonra sertifikası değişirse oyun bu kulübü reddeder.</translation>
    </message>
    <message>
        <source>&amp;Trust</source>
        <translation>&amp;Güven</translation>
    </message>
    <message>
        <source>The club's certificate has changed since you trusted it, so the game does not connect: someone may stand between you and the club. If the club's people say they changed it, its new fingerprint is %1.</source>
        <extracomment>%1: the new certificate's fingerprint.</extracomment>
        <translation>Kulübün sertifikası sen güvendikten sonra değişti, bu yüzden oyun bağlanmıyor: seninle kulüp arasında biri olabilir. Kulüptekiler değiştirdiklerini söylüyorsa yeni parmak izi %1.</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>oyunda</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>başlamadı</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(adsız)</translation>
    </message>
    <message>
        <source>%1 (your seat)</source>
        <extracomment>A listed table where we left a seat that is still kept for us.</extracomment>
        <translation>%1 (senin yerin)</translation>
    </message>
    <message>
        <source>No open table right now: create one, or quick play.</source>
        <translation>Şu an açık masa yok: bir tane oluştur ya da hızlı oyna.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n open tables.</source>
        <extracomment>%1: the club's address, %n: how many open tables it lists.</extracomment>
        <translation>
            <numerusform>%1: %n açık masa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Masanın kodunu yaz.</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name of a new club table when none is typed: %1 its owner's name.</extracomment>
        <translation>%1 masası</translation>
    </message>
</context>
<context>
    <name>ClubTableWindow</name>
    <message>
        <source>That table is no longer open at the club: its match ended or everyone left. Choose another table, or create one.</source>
        <extracomment>A club's server restarted under a match comes back within seconds: the tries to reach it again with the seat's token, and the pause before each (ms). Where our seat's token is kept (``club_key``: the club as the store names it), and whether we came back with one (a seat we left).</extracomment>
        <translation>Bu masa kulüpte artık açık değil: maçı bitti ya da herkes ayrıldı. Başka bir masa seç ya da yeni bir masa kur.</translation>
    </message>
    <message>
        <source>Your seat at that table went to someone else while you were away. Join it again to take a free seat, or choose another table.</source>
        <translation>Sen yokken o masadaki yerini başka biri aldı. Boş bir yer almak için yeniden katıl ya da başka bir masa seç.</translation>
    </message>
    <message>
        <source>Give your friends the club's address and this code: they choose Play online… in the Game menu and join by the code. Empty seats are played by the computer.</source>
        <translation>Kulübün adresini ve bu kodu arkadaşlarına ver: onlar Oyun menüsünden Çevrimiçi oyna… seçip kodla katılır. Boş yerlerde bilgisayar oynar.</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2 the system's words for the failure.</extracomment>
        <translation>%1 adresindeki kulübe ulaşılamıyor (%2).</translation>
    </message>
    <message>
        <source>The connection to the club was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Kulüple bağlantı koptu; yeniden deneniyor (%1/%2)…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Bir şeyler ters gitti</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Ayrıntılar şu dosyaya yazıldı: %1</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Ayrıntılar bir günlük dosyasına yazılamadı.</translation>
    </message>
    <message>
        <source>The game hit an unexpected error. Your match was saved after your last move, so you can carry on or restart the game without losing it. %1</source>
        <extracomment>%1 says where the details were written (the next sentence).</extracomment>
        <translation>Oyunda beklenmeyen bir hata oluştu. Maçın son hamlenden sonra kaydedildi; maçı kaybetmeden devam edebilir ya da oyunu yeniden başlatabilirsin. %1</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Ayrıntıları kopyala</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopyalandı</translation>
    </message>
</context>
<context>
    <name>DailyResultDialog</name>
    <message>
        <source>Daily deal</source>
        <translation>Günün oyunu</translation>
    </message>
    <message>
        <source>You won today's deal!</source>
        <translation>Günün oyununu kazandın!</translation>
    </message>
    <message>
        <source>Today's deal</source>
        <translation>Günün oyunu</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n days</source>
        <translation>
            <numerusform>Galibiyet serisi: %n gün</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best: %n</source>
        <translation>
            <numerusform>en iyi: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Share the line with friends: they get the same cards today.</source>
        <translation>Bu satırı arkadaşlarınla paylaş: bugün onlara da aynı kartlar gelir.</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Sonucu kopyala</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Ranking</source>
        <extracomment>Opens the online leaderboard's ranking of today's deal.</extracomment>
        <translation>Sıralama</translation>
    </message>
    <message>
        <source>Show the online ranking of this deal</source>
        <translation>Bu oyunun çevrimiçi sıralamasını göster</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopyalandı</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Card ranking, strongest first</source>
        <translation>Kart sıralaması (en güçlüden başlayarak)</translation>
    </message>
    <message>
        <source>The vira of this example: %1</source>
        <extracomment>Above Paulista's card ranking, beside the vira's picture; %1 is the card ("7 of hearts").</extracomment>
        <translation>Bu örneğin virası: %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Nasıl oynanır</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>İpuçları</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Spanish 40-card deck (oros, copas, espadas, bastos); else the French one. An Argentine table's tradition (DEALER, MANO, parda, matchsticks); else Brazil's. The call words on the buttons, in the bubbles and in the log. A raise said at one's own turn where it differs from the answer's word. A bet as it is shouted ("¡Truco!", "Truco!"). The mão de onze's two buttons: (accept?, stake, points if refused) -&gt; label. The variant's full name (the help's title, the window's): "Argentine Truco". Its short name (the menus, the daily result line): "Argentino".</extracomment>
        <translation>Arjantin Truco'su</translation>
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
        <translation>Üçlüler</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>İkililer</translation>
    </message>
    <message>
        <source>Kings (12)</source>
        <translation>Papazlar (12)</translation>
    </message>
    <message>
        <source>Caballos (11)</source>
        <translation>Caballo'lar (11)</translation>
    </message>
    <message>
        <source>Sotas (10)</source>
        <translation>Sota'lar (10)</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Altılılar</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Beşliler</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Dörtlüler</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Papazlar</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Valeler</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Kızlar</translation>
    </message>
    <message>
        <source>Aces</source>
        <extracomment>Paulista's chart is one hand's order: the hand of this vira (PA-VIRA-2), whose manilhas are the queens.</extracomment>
        <translation>Aslar</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Yedililer</translation>
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
        <translation>Renk yalnızca en üstteki dört kartta önemlidir. Aynı satırdaki kartlar berabere kalır: en güçlü kartları iki takımdan da gelen tur parda olur.</translation>
    </message>
    <message>
        <source>The four manilhas at the top never change. Below them suits do not matter, and cards of the same row tie.</source>
        <translation>En üstteki dört manilha hiç değişmez. Onların altında renk önemli değildir ve aynı satırdaki kartlar berabere kalır.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Turlar</translation>
    </message>
    <message>
        <source>Each player gets three cards. The player to the dealer's right, the mano, leads the first trick, and play goes round counter-clockwise. You never have to follow suit: the strongest card wins the trick and its player leads the next one. If the strongest cards of a trick come from both teams, the trick is a parda (a tie) and whoever led it leads again.</source>
        <translation>Her oyuncuya üç kart dağıtılır. Dağıtanın sağındaki oyuncu, yani mano, ilk turu açar ve oyun saat yönünün tersine ilerler. Renge uymak zorunda değilsin: en güçlü kart turu alır ve sahibi sonraki turu açar. Bir turun en güçlü kartları iki takımdan da gelirse tur parda (berabere) olur ve turu açan oyuncu yeniden açar.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Who wins the hand</source>
        <translation>Eli kim kazanır</translation>
    </message>
    <message>
        <source>The team that wins two tricks wins the hand.</source>
        <translation>İki turu alan takım eli kazanır.</translation>
    </message>
    <message>
        <source>If a trick is a parda, the team that won the first trick that was won takes the hand.</source>
        <translation>Bir tur parda olursa eli, kazanılan ilk turu alan takım alır.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the mano's team wins.</source>
        <translation>Üç tur da parda olursa mano'nun takımı kazanır.</translation>
    </message>
    <message>
        <source>A hand is worth 1 point unless someone bets on it.</source>
        <translation>Üzerine bahis açılmadıkça el 1 puan değerindedir.</translation>
    </message>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand. At your turn, before playing your card, you may call Truco: if the other team accepts (Quiero), the hand is worth 2. The team that accepted may raise later with Retruco (3), and the other team may then answer with Vale cuatro (4). A team can also raise straight away instead of answering Quiero.</source>
        <translation>Truco, el üzerine yapılan bir bahistir. Sıran geldiğinde, kartını oynamadan önce Truco diyebilirsin: diğer takım kabul ederse (Quiero) el 2 puan olur. Kabul eden takım daha sonra Retruco (3) ile artırabilir, diğer takım da buna Vale cuatro (4) ile karşılık verebilir. Bir takım Quiero demek yerine doğrudan artırabilir de.</translation>
    </message>
    <message>
        <source>Refusing (No quiero) ends the hand at once: the team that bet scores what the hand was worth before the bet (1 for a refused Truco, 2 for a Retruco, 3 for a Vale cuatro).</source>
        <translation>Reddetmek (No quiero) eli hemen bitirir: bahsi açan takım, elin bahisten önceki değerini alır (reddedilen Truco için 1, Retruco için 2, Vale cuatro için 3).</translation>
    </message>
    <message>
        <source>Envido</source>
        <translation>Envido</translation>
    </message>
    <message>
        <source>The envido is a side bet on your cards. Two cards of the same suit are worth 20 plus their numbers (10, 11 and 12 count nothing), so a 7 and a 6 of one suit make 33, the best possible. With three different suits, your envido is your best single card.</source>
        <translation>Envido, kartların üzerine yapılan bir yan bahistir. Aynı renkten iki kart, 20 artı sayılarının toplamı kadar eder (10, 11 ve 12 sıfır sayılır); yani aynı renkten bir 7 ile bir 6, olabilecek en yüksek değer olan 33'ü yapar. Üç kartın da rengi farklıysa envido puanın, en yüksek tek kartının değeridir.</translation>
    </message>
    <message>
        <source>You may start an envido only in the first trick, before you play your card and before any Truco has been accepted. Envido is worth 2, Real envido 3, and Falta envido whatever the leading team still needs to win the match. The other team answers Quiero, No quiero, or raises. If it is refused, the team that bet scores 1, or what was already accepted by raising. If it is accepted, the best envido wins; on a tie, the player nearer to the mano wins.</source>
        <translation>Envido'yu yalnızca ilk turda, kartını oynamadan ve henüz hiçbir Truco kabul edilmemişken açabilirsin. Envido 2, Real envido 3 puan değerindedir; Falta envido ise öndeki takımın maçı kazanmak için hâlâ ihtiyaç duyduğu puan kadardır. Diğer takım Quiero ya da No quiero der veya artırır. Reddedilirse bahsi açan takım 1 puan ya da artırmalarla o ana kadar kabul edilmiş puanı alır. Kabul edilirse en yüksek envido kazanır; eşitlikte mano'ya daha yakın oyuncu kazanır.</translation>
    </message>
    <message>
        <source>Envido first: when Truco is called during the first trick, a player who has not played yet may answer with an envido. The envido is settled first, then the Truco is answered.</source>
        <translation>Önce envido: ilk turda Truco denince, henüz kartını oynamamış bir oyuncu envido ile karşılık verebilir. Önce envido sonuçlanır, ardından Truco'ya cevap verilir.</translation>
    </message>
    <message>
        <source>Flor (optional)</source>
        <translation>Flor (isteğe bağlı)</translation>
    </message>
    <message>
        <source>When flor is on, three cards of one suit are a flor and must be announced. A flor is worth 3 points for every flor announced, to the team with the best one (20 plus the three numbers), and there is no envido in a hand with a flor. In the full mode, a second team with flor can bet back with Contraflor (3 more) or Contraflor al resto (the rest of the match), or give in with Con flor me achico.</source>
        <translation>Flor açıkken aynı renkten üç kart flor sayılır ve bildirilmesi zorunludur. Flor, bildirilen her flor için 3 puan değerindedir ve en iyi flor'a (20 artı üç kartın sayıları) sahip takıma gider; flor olan bir elde envido oynanmaz. Tam modda flor'u olan ikinci bir takım Contraflor (3 puan daha) ya da Contraflor al resto (maçın kalanı) ile karşı bahis açabilir veya Con flor me achico diyerek geri çekilebilir.</translation>
    </message>
    <message>
        <source>Going to the deck</source>
        <translation>Desteye gitmek</translation>
    </message>
    <message>
        <source>At your turn you may fold with Me voy al mazo. The other team scores what the hand is worth, plus 1 if it happens in the first trick before any envido, flor or accepted Truco.</source>
        <translation>Sıra sendeyken Me voy al mazo diyerek elden çekilebilirsin. Bu durumda diğer takım elin değerini alır. Henüz envido, flor ya da kabul edilmiş bir Truco yokken ilk turda çekilirsen diğer takım 1 puan daha alır.</translation>
    </message>
    <message>
        <source>Scoring order and six players</source>
        <translation>Puan sırası ve altı oyuncu</translation>
    </message>
    <message>
        <source>Envido and flor points are added before the points of the tricks. If they win the match, the tricks are not counted.</source>
        <translation>Envido ve flor puanları, turların puanlarından önce eklenir. Bu puanlar maçı bitirirse turlar sayılmaz.</translation>
    </message>
    <message>
        <source>With six players, hands alternate between redondo (everyone plays together) and pica-pica (three duels between opposite players) while both teams are below 25 points.</source>
        <translation>Altı oyuncuyla, iki takım da 25 puanın altındayken eller sırayla redondo (herkes birlikte oynar) ve pica-pica (karşılıklı oturan oyuncular arasında üç düello) olarak oynanır.</translation>
    </message>
    <message>
        <source>Best of three plays up to three matches: the first team to win two wins the series.</source>
        <translation>Üç maçlık seride en fazla üç maç oynanır: iki maç kazanan ilk takım seriyi alır.</translation>
    </message>
    <message>
        <source>Three players: the gallo</source>
        <translation>Üç oyuncu: gallo</translation>
    </message>
    <message>
        <source>With three players, in every hand one player, the gallo, plays alone against the other two, the pair, who are partners for that hand. The gallo is dealt a fourth card and, before anything else happens, puts one of his four cards away face down: nobody ever sees it and it counts for nothing, not even for his envido.</source>
        <translation>Üç oyuncuyla her elde bir oyuncu, gallo, o el için ortak olan diğer iki oyuncuya, çifte karşı tek başına oynar. Gallo'ya dördüncü bir kart dağıtılır ve başka hiçbir şey olmadan önce dört kartından birini kapalı olarak atar: o kartı kimse görmez ve hiçbir şeye sayılmaz, gallo'nun envidosuna bile.</translation>
    </message>
    <message>
        <source>Every player keeps his own score. The gallo's points go to his score; the pair's points go in full to the score of each of its two players, so both can reach the target together and win the match together. The falta envido counts from the highest of the three scores.</source>
        <translation>Her oyuncunun kendi puanı vardır. Gallo'nun puanları kendi puanına eklenir; çiftin puanları ise iki oyuncusunun her birinin puanına tam olarak eklenir, böylece ikisi hedefe birlikte ulaşıp maçı birlikte kazanabilir. Falta envido, üç puanın en yükseğinden hesaplanır.</translation>
    </message>
    <message>
        <source>This example is a hand whose vira is the %1, so the manilhas are the next rank up: %2. Every hand turns a new vira, and the manilhas are always the rank just above it in the order %3 (after the %4 comes the %5 again; with the clean deck the order is %6). The three other cards of the vira's rank are ordinary cards.</source>
        <extracomment>Paulista's card ranking: %1 the example's vira ("7 of hearts"), %2 its manilhas' rank ("Queens"), %3 the order of the ranks ("4 5 6 7 Q J K A 2 3"), %4 its last rank and %5 its first, %6 the order with the clean deck.</extracomment>
        <translation>Bu örnekteki elde vira %1, dolayısıyla manilhalar bir üst değerdeki kartlardır: %2. Her elde yeni bir vira açılır ve manilhalar her zaman %3 sırasında viranın hemen üstündeki değerdir (%4 ardından yine %5 gelir; temiz destede sıra %6). Viranın değerindeki diğer üç kart sıradan kartlardır.</translation>
    </message>
    <message>
        <source>Two, three, four, six or eight players. An even number plays in two teams, partners sitting every other seat (across from each other with four); with three, one player, the gallo, plays alone against the other two. The deck is the 40-card Spanish deck: oros (coins), copas (cups), espadas (swords) and bastos (clubs), numbered 1 to 7 and 10 to 12. The first team to reach 30 points wins (15 if you choose a shorter match). The first 15 points are the malas and the next 15 the buenas: 22 points is read as 7 buenas.</source>
        <translation>İki, üç, dört, altı ya da sekiz kişi oynar. Oyuncu sayısı çiftse iki takım halinde oynanır ve ortaklar birer yer arayla oturur (dört kişide karşılıklı); üç kişide ise oyunculardan biri, gallo, diğer ikisine karşı tek başına oynar. Kartlar 40 kartlık bir İspanyol destesinden dağıtılır: oros (altın), copas (kupa), espadas (kılıç) ve bastos (sopa); kartlar 1'den 7'ye ve 10'dan 12'ye kadar numaralıdır. 30 puana ilk ulaşan takım kazanır (daha kısa bir maç seçersen 15). İlk 15 puan malas, sonraki 15 puan buenas'tır: 22 puan "7 buenas" diye okunur.</translation>
    </message>
    <message>
        <source>Rotating gallo (the default): the mano is the gallo, so the role goes round the table with the deal. Fixed gallo: the same player is the gallo in every hand and the other two are always the pair, so each of them gets the pair's points in full. Best of three is not played with three players.</source>
        <translation>Dönüşümlü gallo (varsayılan): mano gallo olur, yani rol dağıtımla birlikte masada döner. Sabit gallo: her elde aynı oyuncu gallo olur, diğer ikisi de her zaman çifttir; çiftin puanları ikisinin de puanına tam olarak eklenir. Üç oyuncuyla üç maçlık seri oynanmaz.</translation>
    </message>
    <message>
        <source>Eight players</source>
        <translation>Sekiz oyuncu</translation>
    </message>
    <message>
        <source>Eight players play in two teams of four, partners every other seat. As with six, hands alternate between redondo and pica-pica; a pica-pica hand is four duels, each player against the opponent diagonally across the table, played one after another.</source>
        <translation>Sekiz oyuncu dörder kişilik iki takım halinde oynar; ortaklar birer yer arayla oturur. Altı oyuncuda olduğu gibi eller sırayla redondo ve pica-pica olarak oynanır; bir pica-pica eli dört düellodan oluşur: her oyuncu masada çaprazında oturan rakibine karşı oynar ve düellolar art arda oynanır.</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (40 cards).</source>
        <translation>Deste, 8'leri, 9'ları, 10'ları ve jokerleri çıkarılmış Fransız destesidir (40 kart).</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (the dirty deck, 40 cards), or only the A, 2, 3, J, Q and K (the clean deck, 24 cards).</source>
        <translation>Deste, 8'leri, 9'ları, 10'ları ve jokerleri çıkarılmış Fransız destesi (kirli deste, 40 kart) ya da yalnızca A, 2, 3, J, Q ve K kartlarından oluşan destedir (temiz deste, 24 kart).</translation>
    </message>
    <message>
        <source>Two or four players in two teams, partners sitting across from each other. The first team to reach 12 points (tentos) wins. There is no envido, no flor and no folding: the only way to give up a hand is to run from a bet.</source>
        <translation>İki ya da dört oyuncu iki takım halinde oynar; ortaklar karşılıklı oturur. 12 puana (tento) ilk ulaşan takım kazanır. Envido, flor ve elden çekilme yoktur: bir eli bırakmanın tek yolu bir bahisten kaçmaktır.</translation>
    </message>
    <message>
        <source>Choosing a set</source>
        <translation>Paket seçimi</translation>
    </message>
    <message>
        <source>Cards are dealt in packets of three. Before play, the mão (the first player) looks at his packet and may keep it, give it face down to his partner (four players, once a hand) and take three new cards, or show it, put it out of play and take three new cards. He sees at most four sets.</source>
        <translation>Kartlar üçerli paketler halinde dağıtılır. Oyun başlamadan önce mão (ilk oyuncu) kendi paketine bakar: paketi tutabilir, kapalı olarak ortağına verip (dört oyunculu oyunda, elde bir kez) üç yeni kart alabilir ya da paketi gösterip oyun dışına koyarak üç yeni kart alabilir. En fazla dört paket görebilir.</translation>
    </message>
    <message>
        <source>After a parda, the team that won the first trick that was won takes it.</source>
        <translation>Bir parda'dan sonra eli, kazanılan ilk turu alan takım alır.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, nobody scores.</source>
        <translation>Üç tur da parda olursa kimse puan almaz.</translation>
    </message>
    <message>
        <source>Truco on the trick</source>
        <translation>Tur üzerine Truco</translation>
    </message>
    <message>
        <source>In Mineiro a Truco is a bet on the trick being played. Truco makes the hand worth 3, then Seis 6, Nove 9 and Doze 12; only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>Mineiro'da Truco, oynanmakta olan tur üzerine yapılan bir bahistir. Truco eli 3 puan yapar, ardından Seis 6, Nove 9 ve Doze 12; yalnızca son bahsi kabul eden takım artırabilir. Kaçmak (Corro), bahsi açan takıma elin bahisten önceki değerini verir.</translation>
    </message>
    <message>
        <source>Once a bet is accepted, whoever wins that trick wins the whole hand. If that trick is a parda and one of the tied cards was already on the table when the bet was made, the team that bet loses the hand; otherwise the next trick decides, and a parda in the last trick scores nothing.</source>
        <translation>Bahis kabul edilince o turu kim alırsa elin tamamını kazanır. O tur parda olursa ve berabere kalan kartlardan biri bahis açıldığında zaten masadaysa, bahsi açan takım eli kaybeder; değilse sonraki tur belirler, son turdaki parda ise puan getirmez.</translation>
    </message>
    <message>
        <source>The vira and the manilhas</source>
        <translation>Vira ve manilhalar</translation>
    </message>
    <message>
        <source>After the deal one card is turned face up: the vira. The four cards of the next rank are the manilhas, the strongest cards of the hand.</source>
        <translation>Dağıtımdan sonra bir kart açılır: vira. Viranın bir üst değerindeki dört kart manilhalardır, yani elin en güçlü kartları.</translation>
    </message>
    <message>
        <source>If the first trick is a parda, the second decides.</source>
        <translation>İlk tur parda olursa ikinci tur belirler.</translation>
    </message>
    <message>
        <source>If the first two tricks are pardas, the third decides.</source>
        <translation>İlk iki tur parda olursa üçüncü tur belirler.</translation>
    </message>
    <message>
        <source>If a later trick is a parda, the team that won the first trick wins.</source>
        <translation>Daha sonraki bir tur parda olursa ilk turu kazanan takım kazanır.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the dealer's team wins.</source>
        <translation>Üç tur da parda olursa dağıtanın takımı kazanır.</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand: accepted, it makes the hand worth 3, then Seis 6, Nove 9 and Doze 12. Only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>Truco, el üzerine yapılan bir bahistir: kabul edilirse el 3 puan olur, ardından Seis 6, Nove 9 ve Doze 12. Yalnızca son bahsi kabul eden takım artırabilir. Kaçmak (Corro), bahsi açan takıma elin bahisten önceki değerini verir.</translation>
    </message>
    <message>
        <source>Limits on betting</source>
        <translation>Bahis sınırları</translation>
    </message>
    <message>
        <source>You may not bet or raise when the points you would win anyway already take your team to 12.</source>
        <translation>Zaten alacağın puanlar takımını 12'ye ulaştırıyorsa bahis açamaz ve artıramazsın.</translation>
    </message>
    <message>
        <source>From the second trick on, anyone but the leader may play a card face down. A face-down card cannot win or tie a trick and is never shown.</source>
        <translation>İkinci turdan itibaren turu açan oyuncu dışında herkes bir kartı kapalı oynayabilir. Kapalı kart turu alamaz, beraberlik de sağlayamaz ve hiç gösterilmez.</translation>
    </message>
    <message>
        <source>Mão de onze and mão de ferro</source>
        <translation>Mão de onze ve mão de ferro</translation>
    </message>
    <message>
        <source>When one team has 11 points, its players see each other's cards and decide: play the hand for 3 points, without Truco, or run and give the other team 1 point.</source>
        <translation>Bir takım 11 puana gelince oyuncuları birbirinin kartlarını görür ve karar verir: eli Truco olmadan 3 puana oynamak ya da kaçıp diğer takıma 1 puan vermek.</translation>
    </message>
    <message>
        <source>When both teams have 11, the hand is played blind: nobody sees any card, there are no bets, and the winner of the hand wins the match. In Mineiro, a blind hand with three pardas is dealt again.</source>
        <translation>İki takım da 11'deyken el kör oynanır: kimse hiçbir kartı görmez, bahis yoktur ve eli kazanan maçı kazanır. Mineiro'da üç turu da parda olan kör el yeniden dağıtılır.</translation>
    </message>
    <message>
        <source>Count your envido before anything else: 28 or more is usually worth a bet, and 33 is the best there is.</source>
        <translation>Her şeyden önce envido puanını hesapla: 28 ve üstü genellikle bahse değer, 33 de alınabilecek en yüksek puandır.</translation>
    </message>
    <message>
        <source>Truco rewards nerve. A bet on weak cards can win the hand if the other team runs, but a refused retruco still gives them points.</source>
        <translation>Truco cesaret ister. Zayıf kartlarla açılan bir bahis, diğer takım kaçarsa eli kazandırabilir; ama reddedilen bir retruco yine de onlara puan getirir.</translation>
    </message>
    <message>
        <source>Win the first trick if you can: it often decides the hand, because a later parda goes to the team that won it.</source>
        <translation>Yapabiliyorsan ilk turu al: çoğu zaman eli o belirler, çünkü sonraki bir parda ilk turu alan takıma gider.</translation>
    </message>
    <message>
        <source>Keep your best card for when it matters. A 3 played too early can be beaten by any of the four top cards.</source>
        <translation>En iyi kartını gerçekten gerektiği ana sakla. Erken oynanan bir 3'ü en üstteki dört karttan herhangi biri yenebilir.</translation>
    </message>
    <message>
        <source>Watch what has been played. Once the ace of espadas and the ace of bastos are gone, your 7 of espadas may be the best card left.</source>
        <translation>Oynanan kartları takip et. Espadas ası ile bastos ası çıktıktan sonra elindeki espadas yedilisi kalan en iyi kart olabilir.</translation>
    </message>
    <message>
        <source>In Brazil, a card played face down hides your strength: use it when the trick is already lost and keep a good card for the next one.</source>
        <translation>Brezilya'da kapalı oynanan kart gücünü gizler: tur zaten kaybedilmişse bunu kullan, iyi kartını sonraki tura sakla.</translation>
    </message>
    <message>
        <source>Your partner sees what you play. Playing low in the first trick says you are counting on the next ones.</source>
        <translation>Ortağın senin ne oynadığını görür. İlk turda düşük kart oynarsan ona sonraki turlara güvendiğini söylemiş olursun.</translation>
    </message>
    <message>
        <source>At your turn, click a card (or press 1, 2 or 3) to play it, or use a call on the bar under the table first: Envido, Truco and so on.</source>
        <translation>Sıran geldiğinde oynamak için bir karta tıkla (ya da 1, 2 veya 3'e bas) ya da önce masanın altındaki çubuktan bir şey söyle: Envido, Truco vb.</translation>
    </message>
    <message>
        <source>When the other team bets, answer with Quiero or No quiero (Aceito or Corro in Brazil), or raise.</source>
        <translation>Diğer takım bahis açınca Quiero ya da No quiero (Brezilya'da Aceito ya da Corro) diye cevap ver veya artır.</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Your choices are remembered on this computer.</source>
        <translation>Kuralları değiştirmek yeni bir oyun başlatır. Seçimlerin bu bilgisayarda hatırlanır.</translation>
    </message>
    <message>
        <source>The daily deal gives everyone the same cards each day. Only your first try of the day is scored.</source>
        <translation>Günün oyununda herkese her gün aynı kartlar gelir. Her gün yalnızca ilk denemen sayılır.</translation>
    </message>
    <message>
        <source>Rules written in our own words from the traditional games of Argentina, Minas Gerais and São Paulo.</source>
        <translation>Kurallar, Arjantin, Minas Gerais ve São Paulo'nun geleneksel oyunlarından yola çıkılarak kendi sözlerimizle yazıldı.</translation>
    </message>
    <message>
        <source>Card art, table and computer players made for this project.</source>
        <translation>Kart çizimleri, masa ve bilgisayar oyuncuları bu proje için hazırlandı.</translation>
    </message>
    <message>
        <source>Built with Python and Qt (PySide6).</source>
        <translation>Python ve Qt (PySide6) ile geliştirildi.</translation>
    </message>
</context>
<context>
    <name>HostedAgain</name>
    <message>
        <source>The match at %1 (code %2, last played %3) was left under way. Reopen it? Your friends join again with the same code.</source>
        <extracomment>%1: the table's name, %2: its code, %3: when its match was last saved.</extracomment>
        <translation>%1 masasındaki maç (kod %2, son oynanma %3) yarım kaldı. Yeniden açılsın mı? Arkadaşların aynı kodla yeniden katılır.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Masa aç</translation>
    </message>
    <message>
        <source>Reopen the match</source>
        <translation>Maçı yeniden aç</translation>
    </message>
    <message>
        <source>Host a new table</source>
        <translation>Yeni masa aç</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Masaya katıl</translation>
    </message>
    <message>
        <source>Type the address and the code the host gave you, or pick a table found on this network and type its code.</source>
        <translation>Masa sahibinin verdiği adresi ve kodu yaz ya da bu ağda bulunan bir masayı seçip kodunu yaz.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Bu ağdaki masalar:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Yeniden ara</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Adın:</translation>
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
        <translation>örneğin 192.168.1.20:47470</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Katıl</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Masalar aranıyor…</translation>
    </message>
    <message>
        <source>No table found on this network.</source>
        <translation>Bu ağda masa bulunamadı.</translation>
    </message>
    <message>
        <source>%1 — %2, %3 of %4 seats taken by people — %5</source>
        <extracomment>A table found on the network: %1 its name, %2 the variant, %3 people seated, %4 seats, %5 the address.</extracomment>
        <translation>%1 — %2, %4 yerin %3 tanesinde insan oturuyor — %5</translation>
    </message>
    <message>
        <source>(playing)</source>
        <translation>(oyunda)</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Port 1 ile 65535 arasında bir sayıdır.</translation>
    </message>
    <message>
        <source>Type the host's address.</source>
        <translation>Masa sahibinin adresini yaz.</translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Masanın kodunu yaz.</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <source>Daily leaderboard</source>
        <translation>Günlük sıralama</translation>
    </message>
    <message>
        <source>Compare your daily deal with other players. After each daily match your result is sent to a leaderboard server, which checks it by playing the match again.</source>
        <translation>Günün oyununu başka oyuncularla karşılaştır. Her günlük maçtan sonra sonucun bir sıralama sunucusuna gönderilir; sunucu maçı yeniden oynayarak sonucu doğrular.</translation>
    </message>
    <message>
        <source>&amp;Send my daily results to the leaderboard</source>
        <translation>Günlük sonuçlarımı sıralamaya &amp;gönder</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>&amp;Sunucu adresi</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>&amp;Adın</translation>
    </message>
    <message>
        <source>Only your name, a random number made on this computer and your daily matches are sent. There is no account. Your own results stay on this computer whatever the server does.</source>
        <translation>Yalnızca adın, bu bilgisayarda oluşturulan rastgele bir numara ve günlük maçların gönderilir. Hesap yoktur. Kendi sonuçların, sunucu ne yaparsa yapsın bu bilgisayarda kalır.</translation>
    </message>
    <message>
        <source>Send my daily results to the leaderboard</source>
        <translation>Günlük sonuçlarımı sıralamaya gönder</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Sunucu adresi</translation>
    </message>
    <message>
        <source>The leaderboard server's address, for example %1</source>
        <translation>Sıralama sunucusunun adresi, örneğin %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Adın</translation>
    </message>
    <message>
        <source>The name the other players see on the leaderboard</source>
        <translation>Diğer oyuncuların sıralamada gördüğü ad</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait to be sent.</source>
        <translation>
            <numerusform>%n sonucun gönderilmeyi bekliyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server's address must start with %1 or %2 and name the server, for example %3.</source>
        <extracomment>%1 and %2 are "http://" and "https://", %3 an example address.</extracomment>
        <translation>Sunucu adresi %1 ya da %2 ile başlamalı ve sunucunun adını içermeli; örneğin %3.</translation>
    </message>
    <message>
        <source>The settings could not be written. Check the disk and try again.</source>
        <translation>Ayarlar yazılamadı. Diski denetle ve yeniden dene.</translation>
    </message>
</context>
<context>
    <name>LookBackDialog</name>
    <message>
        <source>Look back</source>
        <translation>Ele dönüp bak</translation>
    </message>
    <message>
        <source>Looking back at this hand</source>
        <translation>Bu ele dönüp bakış</translation>
    </message>
    <message>
        <source>Nothing to look back at: the coach would have played this hand as you did.</source>
        <translation>Bakılacak bir şey yok: koç bu eli senin gibi oynardı.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The look back's last line: a seat and the cards it held (%1 name, %2 cards).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>They held: %1</source>
        <extracomment>After the hand: what the other players held; %1 lists them.</extracomment>
        <translation>Ellerindekiler: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
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
        <translation>Ayarların kaydedilemedi (%1).</translation>
    </message>
    <message>
        <source>Change the rules?</source>
        <translation>Kurallar değişsin mi?</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Leave the match in progress?</source>
        <translation>Kuralları değiştirmek yeni bir oyun başlatır. Süren maç bırakılsın mı?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Oynamaya devam et</translation>
    </message>
    <message>
        <source>The new level applies from the next game.</source>
        <translation>Yeni seviye bir sonraki oyundan itibaren geçerli olur.</translation>
    </message>
    <message>
        <source>New game?</source>
        <translation>Yeni oyun başlasın mı?</translation>
    </message>
    <message>
        <source>Leave the match in progress and start a new one?</source>
        <translation>Süren maç bırakılıp yenisi başlatılsın mı?</translation>
    </message>
    <message>
        <source>Play the daily deal?</source>
        <translation>Günün oyunu oynansın mı?</translation>
    </message>
    <message>
        <source>Leave the match in progress and play today's deal?</source>
        <translation>Süren maç bırakılıp günün oyunu oynansın mı?</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Günün oyunu</translation>
    </message>
    <message>
        <source>Continue your match?</source>
        <translation>Maça devam edilsin mi?</translation>
    </message>
    <message>
        <source>You have a match in progress. Continue where you left off?</source>
        <translation>Süren bir maçın var. Kaldığın yerden devam etmek ister misin?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Devam et</translation>
    </message>
    <message>
        <source>The table changed while it opened: what you clicked was not played.</source>
        <translation>Oyun açılırken masa değişti: yaptığın tıklamalar oynanmadı.</translation>
    </message>
    <message>
        <source>The players you chose sit down from the next game.</source>
        <extracomment>The open network tables' windows (``widgets.net_table``), closed with the window.</extracomment>
        <translation>Seçtiğin oyuncular bir sonraki maçtan itibaren masaya oturur.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Masa aç</translation>
    </message>
    <message>
        <source>The table could not be opened (%1).</source>
        <translation>Masa açılamadı (%1).</translation>
    </message>
    <message>
        <source>Replay last hand</source>
        <translation>Son elin tekrarı</translation>
    </message>
    <message>
        <source>There is no finished hand to replay yet.</source>
        <translation>Henüz tekrar izlenecek bitmiş bir el yok.</translation>
    </message>
    <message>
        <source>This hand cannot be replayed (%1).</source>
        <translation>Bu elin tekrarı izlenemiyor (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hands to %1.</source>
        <translation>
            <numerusform>%n el dışa aktarıldı: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Hiçbir şey içe aktarılmadı: %1</translation>
    </message>
    <message>
        <source>Welcome to Truco</source>
        <extracomment>Set by the app's start path: no settings file existed (a first start). The lesson's window while it is open, and the first start's question.</extracomment>
        <translation>Truco'ya hoş geldin</translation>
    </message>
    <message>
        <source>Is this your first time at a Truco table?</source>
        <translation>İlk kez mi bir Truco masasına oturuyorsun?</translation>
    </message>
    <message>
        <source>The coach can walk you through one hand, move by move (a few minutes), or you can start a match now. The lesson is always in Help → Learn to play.</source>
        <translation>Koç sana bir eli hamle hamle gösterebilir (birkaç dakika sürer) ya da hemen bir maça başlayabilirsin. Derse her zaman Yardım → Oynamayı öğren menüsünden ulaşabilirsin.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Oynamayı öğren</translation>
    </message>
    <message>
        <source>Play a match</source>
        <translation>Bir maç oyna</translation>
    </message>
</context>
<context>
    <name>MomentView</name>
    <message>
        <source>Trick %1</source>
        <extracomment>The height of a card in "Show me", in pixels. A moment of the look back: %1 is the trick's number (1-3).</extracomment>
        <translation>%1. tur</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>%1 is what the player chose, with the coach's estimate of it.</extracomment>
        <translation>Sen: %1</translation>
    </message>
    <message>
        <source>The coach: %1</source>
        <extracomment>%1 is what the coach would have done, with its estimate.</extracomment>
        <translation>Koç: %1</translation>
    </message>
    <message>
        <source>Your choice cost about %1% of your chance to win the match.</source>
        <extracomment>%1 is a whole number of percent (5 means 5%).</extracomment>
        <translation>Seçimin maçı kazanma şansından yaklaşık %%1 götürdü.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Göster</translation>
    </message>
    <message>
        <source>Practice from here</source>
        <extracomment>Lays this moment on a table of its own, to play on from there (not counted).</extracomment>
        <translation>Buradan alıştırma yap</translation>
    </message>
    <message>
        <source>On the table:</source>
        <extracomment>"Show me": the cards of the trick in play at that moment.</extracomment>
        <translation>Masada:</translation>
    </message>
    <message>
        <source>Your cards:</source>
        <extracomment>"Show me": the player's cards at that moment.</extracomment>
        <translation>Kartların:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Your name may hold letters, digits, spaces and signs only: no line breaks, tabs or other invisible characters.</source>
        <extracomment>A name typed for the leaderboard or a network table holds a line break, a tab or another invisible control character.</extracomment>
        <translation>Adında yalnızca harf, rakam, boşluk ve işaret olabilir: satır sonu, sekme ya da başka görünmez karakter olamaz.</translation>
    </message>
    <message>
        <source>Your name must show at least one letter, digit or sign.</source>
        <extracomment>A name piles up accents on one letter; %n is the most allowed (2). A name made only of spaces or of characters that show nothing on screen.</extracomment>
        <translation>Adın en az bir harf, rakam ya da işaret göstermeli.</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>The code is wrong. Ask the host for the table's code.</source>
        <translation>Kod yanlış. Masanın kodunu masa sahibine sor.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken by a person.</source>
        <translation>Masa dolu: bütün yerlerde insan oturuyor.</translation>
    </message>
    <message>
        <source>The host plays another version of Truco: both computers need the same one.</source>
        <translation>Masa sahibi Truco'nun başka bir sürümünü kullanıyor: iki bilgisayarda da aynı sürüm olmalı.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer kept for you.</source>
        <translation>Bu masadaki yerin artık senin için tutulmuyor.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Masa sahibi masayı kapattı.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Masa sahibiyle bağlantı koptu.</translation>
    </message>
    <message>
        <source>The host turned us away: %1</source>
        <extracomment>%1: the host's own words (in English) when it turns us away for another reason.</extracomment>
        <translation>Masa sahibi bizi kabul etmedi: %1</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name the local network sees for a hosted table: %1 the host's name.</extracomment>
        <translation>%1 adlı kişinin masası</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Truco: a table with friends</source>
        <extracomment>The levels the table's owner chooses for its computer players (``bots.levels``). The table sizes the lobby offers: every size the game plays (issue 31). How many times a dropped connection is made again, and the pause before each (ms). The host's pace (seconds): a computer player's move, and the next deal after a hand. The window closed (the game forgets it).</extracomment>
        <translation>Truco: arkadaşlarla bir masa</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Masan</translation>
    </message>
    <message>
        <source>A table with friends</source>
        <translation>Arkadaşlarla bir masa</translation>
    </message>
    <message>
        <source>Give your friends the address and the code; they choose Join a table… in the Game menu. Empty seats are played by the computer.</source>
        <translation>Adresi ve kodu arkadaşlarına ver; onlar Oyun menüsünden Masaya katıl… seçer. Boş yerlerde bilgisayar oynar.</translation>
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
        <translation>Kopyala</translation>
    </message>
    <message>
        <source>Seats (partners sit opposite each other):</source>
        <translation>Yerler (ortaklar karşılıklı oturur):</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Tür:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Oyuncular:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Bilgisayar oyuncuları:</translation>
    </message>
    <message>
        <source>Swap the two selected seats</source>
        <translation>Seçili iki yeri değiştir</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Maçı başlat</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Masayı kapat</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Ayrıl</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Masaya bağlanılıyor…</translation>
    </message>
    <message>
        <source>Truco table at %1, code %2</source>
        <extracomment>What the host pastes to his friends: %1 the address(es), %2 the code.</extracomment>
        <translation>Truco masası: %1, kod %2</translation>
    </message>
    <message>
        <source>us</source>
        <translation>biz</translation>
    </message>
    <message>
        <source>them</source>
        <translation>onlar</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Bilgisayar oyuncusu</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <extracomment>A person whose connection dropped; a computer player plays for him.</extracomment>
        <translation>%1 (bağlantı koptu)</translation>
    </message>
    <message>
        <source>%1 (from the next hand)</source>
        <extracomment>A person who sat down during a hand: he plays from the next deal.</extracomment>
        <translation>%1 (sonraki elden itibaren)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (sen)</translation>
    </message>
    <message>
        <source>Seat %1 (%2): %3</source>
        <extracomment>A seat in the table's lobby: %1 its number, %2 "us" or "them", %3 who sits.</extracomment>
        <translation>Yer %1 (%2): %3</translation>
    </message>
    <message>
        <source>When everyone is seated, start the match.</source>
        <translation>Herkes oturunca maçı başlat.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Masa sahibinin maçı başlatması bekleniyor…</translation>
    </message>
    <message>
        <source>The table at %1 cannot be reached (%2).</source>
        <extracomment>%1: the address typed, %2 the system's words for the failure.</extracomment>
        <translation>%1 adresindeki masaya ulaşılamıyor (%2).</translation>
    </message>
    <message>
        <source>The connection was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Bağlantı koptu; yeniden deneniyor (%1/%2)…</translation>
    </message>
    <message>
        <source>You sit down at the next deal: a computer player finishes this hand for you.</source>
        <translation>Sonraki dağıtımda masaya oturuyorsun: bu eli senin yerine bir bilgisayar oyuncusu bitiriyor.</translation>
    </message>
</context>
<context>
    <name>NewTableBox</name>
    <message>
        <source>A new table</source>
        <translation>Yeni bir masa</translation>
    </message>
    <message>
        <source>Table's na&amp;me:</source>
        <translation>&amp;Masanın adı:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Tür:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Oyu&amp;ncular:</translation>
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
        <translation>H&amp;edef puan:</translation>
    </message>
    <message>
        <source>D&amp;eck:</source>
        <translation>&amp;Deste:</translation>
    </message>
    <message>
        <source>Computer p&amp;layers:</source>
        <translation>Bilgisayar oyun&amp;cuları:</translation>
    </message>
    <message>
        <source>Li&amp;sted in the lobby (else reached by its code)</source>
        <translation>Lobide &amp;görünsün (yoksa koduyla girilir)</translation>
    </message>
    <message>
        <source>Computer partners as&amp;k before calling truco</source>
        <extracomment>A network table's option: a computer partner asks his person before a truco.</extracomment>
        <translation>&amp;Bilgisayar ortakları Truco demeden önce sorsun</translation>
    </message>
    <message>
        <source>People ans&amp;wer calls for their team</source>
        <extracomment>A network table's option: a call put to a team waits for its person.</extracomment>
        <translation>Takıma gelen söylemlere gerçek &amp;oyuncular cevap versin</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Refusing a truco while holding one of the four strongest cards</source>
        <translation>En güçlü dört karttan biri sendeyken Truco'yu reddetmek</translation>
    </message>
    <message>
        <source>Refusing a truco while holding a strong card, like a 3</source>
        <translation>3 gibi güçlü bir kart sendeyken Truco'yu reddetmek</translation>
    </message>
    <message>
        <source>Refusing a truco with low cards that the coach would still accept</source>
        <translation>Düşük kartlarla da olsa koçun kabul edeceği bir Truco'yu reddetmek</translation>
    </message>
    <message>
        <source>Accepting a truco the coach would refuse</source>
        <translation>Koçun reddedeceği bir Truco'yu kabul etmek</translation>
    </message>
    <message>
        <source>Not calling truco when the coach would</source>
        <translation>Koçun Truco diyeceği yerde Truco dememek</translation>
    </message>
    <message>
        <source>Calling truco when the coach would not</source>
        <translation>Koçun demeyeceği yerde Truco demek</translation>
    </message>
    <message>
        <source>Refusing an envido the coach would accept</source>
        <translation>Koçun kabul edeceği bir envidoyu reddetmek</translation>
    </message>
    <message>
        <source>Accepting an envido the coach would refuse</source>
        <translation>Koçun reddedeceği bir envidoyu kabul etmek</translation>
    </message>
    <message>
        <source>Not calling envido when the coach would</source>
        <translation>Koçun envido söyleyeceği yerde envido söylememek</translation>
    </message>
    <message>
        <source>Calling envido when the coach would not</source>
        <translation>Koçun söylemeyeceği yerde envido söylemek</translation>
    </message>
    <message>
        <source>Playing a stronger card than the trick needs</source>
        <translation>Turun gerektirdiğinden daha güçlü bir kart oynamak</translation>
    </message>
    <message>
        <source>Holding back a card the trick needed</source>
        <translation>Turun gerektirdiği bir kartı sonraya saklamak</translation>
    </message>
    <message>
        <source>Folding a hand the coach would play on</source>
        <translation>Koçun oynamaya devam edeceği bir elden çekilmek</translation>
    </message>
    <message>
        <source>Running from a mão de onze the coach would play</source>
        <translation>Koçun oynayacağı bir mão de onze'den kaçmak</translation>
    </message>
    <message>
        <source>Playing a mão de onze the coach would run from</source>
        <translation>Koçun kaçacağı bir mão de onze'yi oynamak</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match: the line starts with your first hand.</source>
        <translation>Maç maç, koçun yapacağı seçimi ne sıklıkla yaptığın: çizgi ilk elinle başlar.</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match. Last match: %1%.</source>
        <extracomment>%1 is a whole number of percent in the last match (72 means 72%).</extracomment>
        <translation>Maç maç, koçun yapacağı seçimi ne sıklıkla yaptığın. Son maç: %%1.</translation>
    </message>
    <message>
        <source>No hands judged yet.</source>
        <translation>Henüz değerlendirilen bir el yok.</translation>
    </message>
    <message>
        <source>Your costliest habits</source>
        <translation>Sana en pahalıya mal olan alışkanlıkların</translation>
    </message>
    <message>
        <source>%1 — %2/%3, about %4% of a match in all</source>
        <extracomment>A habit's line: %1 the habit, %2 the times it was taken, %3 the times its situation came up (%2/%3), %4 what it cost in all, in percent of one match.</extracomment>
        <translation>%1 — %2/%3, toplamda bir maçın yaklaşık %%4 kadarı</translation>
    </message>
    <message>
        <source>None yet: you have chosen as the coach would.</source>
        <translation>Henüz yok: hep koçun seçeceği gibi seçtin.</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <source>Refresh</source>
        <extracomment>The ranking held the player's row: his rank was kept (`Standings`) as it is now.</extracomment>
        <translation>Yenile</translation>
    </message>
    <message>
        <source>Ask the server again</source>
        <translation>Sunucuya yeniden sor</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Sıra</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Online ranking</source>
        <translation>Çevrimiçi sıralama</translation>
    </message>
    <message>
        <source>Online ranking · %1 · %2</source>
        <extracomment>Above the server's ranking: %1 the date, %2 the variant.</extracomment>
        <translation>Çevrimiçi sıralama · %1 · %2</translation>
    </message>
    <message>
        <source>The leaderboard server did not answer as expected (%1).</source>
        <extracomment>%1 is the server's answer code, e.g. "HTTP 503".</extracomment>
        <translation>Sıralama sunucusu beklendiği gibi yanıt vermedi (%1).</translation>
    </message>
    <message>
        <source>The leaderboard server could not be reached.</source>
        <translation>Sıralama sunucusuna ulaşılamadı.</translation>
    </message>
    <message>
        <source>The server did not accept your result: %1</source>
        <translation>Sunucu sonucunu kabul etmedi: %1</translation>
    </message>
    <message>
        <source>Your result waits to be sent; it will be tried again.</source>
        <translation>Sonucun gönderilmeyi bekliyor; yeniden denenecek.</translation>
    </message>
    <message>
        <source>The online leaderboard is off. Turn it on in %1 → %2 to compare your daily results with other players.</source>
        <extracomment>%1 → %2 is the menu entry: "Options → Daily leaderboard…".</extracomment>
        <translation>Çevrimiçi sıralama kapalı. Günlük sonuçlarını başka oyuncularla karşılaştırmak için %1 → %2 ile aç.</translation>
    </message>
    <message>
        <source>Play the daily deal to see how other players did with it.</source>
        <translation>Başka oyuncuların nasıl oynadığını görmek için günün oyununu oyna.</translation>
    </message>
    <message>
        <source>Asking the leaderboard server…</source>
        <translation>Sıralama sunucusuna soruluyor…</translation>
    </message>
    <message>
        <source>Verified by replaying each match; the deal was not dealt by the server.</source>
        <extracomment>Under the server's ranking of the offline daily (issue 30): what a result there proves. The deal is public, so a result is checked by replaying it.</extracomment>
        <translation>Her maç yeniden oynanarak doğrulandı; kartları sunucu dağıtmadı.</translation>
    </message>
    <message>
        <source>No results for this day yet.</source>
        <translation>Bu gün için henüz sonuç yok.</translation>
    </message>
    <message>
        <source>You are %1 of %2.</source>
        <translation>%2 oyuncu arasında %1. sıradasın.</translation>
    </message>
    <message numerus="yes">
        <source>%n players sent a result for this day.</source>
        <translation>
            <numerusform>Bu gün için %n oyuncu sonuç gönderdi.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>The player's own row in the online ranking: %1 his name.</extracomment>
        <translation>%1 (sen)</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Step %1 of %2 · score %3-%4 · stake %5</source>
        <translation>Adım %1/%2 · skor %3-%4 · değer %5</translation>
    </message>
    <message>
        <source>The deal: you deal</source>
        <translation>Kartları sen dağıtıyorsun</translation>
    </message>
    <message>
        <source>The deal: %1 deals</source>
        <translation>Kartları dağıtan: %1</translation>
    </message>
    <message>
        <source>You play %1 face down</source>
        <translation>Kapalı oynuyorsun: %1</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Oynuyorsun: %1</translation>
    </message>
    <message>
        <source>%1 plays %2 face down</source>
        <translation>%1 kapalı oynuyor: %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 oynuyor: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 the call he makes (Truco, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You sing %1</source>
        <extracomment>The replay: you sing your envido points (AR-ENV-8b); %1 is the points.</extracomment>
        <translation>Söylüyorsun: %1</translation>
    </message>
    <message>
        <source>%1 sings %2</source>
        <extracomment>The replay: %1 sings his envido points (AR-ENV-8b), %2.</extracomment>
        <translation>%1 söylüyor: %2</translation>
    </message>
    <message>
        <source>Replay of the last hand</source>
        <translation>Son elin tekrarı</translation>
    </message>
    <message>
        <source>Replay of hand %1</source>
        <extracomment>%1 is the hand's number in its match (or, for a hand kept before the game noted it, in the hand history).</extracomment>
        <translation>%1. elin tekrarı</translation>
    </message>
    <message>
        <source>Replay of a hand</source>
        <translation>Bir elin tekrarı</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n players · score before the hand %2-%3</source>
        <translation>
            <numerusform>%1 · %n oyuncu · el öncesi skor %2-%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Geri</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>İleri ›</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Dağıtıma dön (Home)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>Elin sonuna git (End)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>You have already played today's deal with these rules, so this game is for practice and is not scored.</source>
        <extracomment>The play session's notices in the player's language: code -&gt; (sentence, the notice's parameters that fill its %1, %2...). The sentences keep the "Session" context.</extracomment>
        <translation>Günün oyununu bu kurallarla zaten oynadın; bu oyun antrenman amaçlıdır ve sayılmaz.</translation>
    </message>
    <message>
        <source>The match could not be saved (%1); it goes on, and saving will be tried again after the next move.</source>
        <translation>Maç kaydedilemedi (%1); oyun sürüyor, bir sonraki hamleden sonra yeniden kaydedilmeye çalışılacak.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so a new match will start.</source>
        <translation>Kayıtlı maçına devam edilemedi, yeni bir maç başlayacak.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so it was moved aside to %1 and a new match will start.</source>
        <translation>Kayıtlı maçına devam edilemedi; dosya kenara alındı (%1) ve yeni bir maç başlayacak.</translation>
    </message>
    <message>
        <source>The hands could not be exported to %1 (%2).</source>
        <translation>Eller %1 konumuna dışa aktarılamadı (%2).</translation>
    </message>
</context>
<context>
    <name>SignsDialog</name>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Face: %1</source>
        <extracomment>Help → Señas: how the face makes a sign; %1 is e.g. "a wink".</extracomment>
        <translation>Yüz: %1</translation>
    </message>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Argentine (and Uruguayan) sign set's tab.</extracomment>
        <translation>Arjantin Truco'su</translation>
    </message>
    <message>
        <source>Brazilian Truco</source>
        <extracomment>The Brazilian sign set's tab (Mineiro and Paulista).</extracomment>
        <translation>Brezilya Truco'su</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Matches played</source>
        <translation>Oynanan maçlar</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Kazanılan maçlar</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <extracomment>Matches left before their end (a new game, a change of rules, a match not continued).</extracomment>
        <translation>Yarıda bırakılan maçlar</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Oynanan eller</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Kazanılan eller</translation>
    </message>
    <message>
        <source>Envidos won</source>
        <translation>Kazanılan envido'lar</translation>
    </message>
    <message>
        <source>Envidos lost</source>
        <translation>Kaybedilen envido'lar</translation>
    </message>
    <message>
        <source>Trucos your team called</source>
        <extracomment>Truco-family bets (Truco, Retruco, Vale cuatro…) made by you or your partners.</extracomment>
        <translation>Takımının söylediği Truco'lar</translation>
    </message>
    <message>
        <source>Their trucos you accepted</source>
        <extracomment>The other team's truco-family bets that your team accepted (or raised).</extracomment>
        <translation>Kabul ettiğiniz rakip Truco'ları</translation>
    </message>
    <message>
        <source>Their trucos you refused</source>
        <extracomment>The other team's truco-family bets that your team refused.</extracomment>
        <translation>Reddettiğiniz rakip Truco'ları</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Şu anki galibiyet serisi</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>En uzun galibiyet serisi</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>The characters' faces in the Characters tab (px). The player's folders: the online leaderboard's queue and standings, if shown.</extracomment>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Maçlar</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Şu anki seri</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>En uzun seri</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Oynanan günler</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Gün</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Oyun türü</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Eller</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Sonucu kopyala</translation>
    </message>
    <message>
        <source>Online</source>
        <extracomment>What became of a daily result on the online leaderboard.</extracomment>
        <translation>Çevrimiçi</translation>
    </message>
    <message>
        <source>Your daily results</source>
        <translation>Günlük sonuçların</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Günün oyunu</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>İlerleme</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>İstatistikleri sıfırla…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>El</translation>
    </message>
    <message>
        <source>Score before</source>
        <translation>Başlangıç skoru</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Hamleler</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Tekrar izle</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Dışa aktar…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>İçe aktar…</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>El geçmişi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <source>Partnered</source>
        <extracomment>Statistics: matches played with this character as your partner.</extracomment>
        <translation>Ortak olarak</translation>
    </message>
    <message>
        <source>Won together</source>
        <extracomment>Statistics: of those, the matches your team won.</extracomment>
        <translation>Birlikte kazanılan</translation>
    </message>
    <message>
        <source>Faced</source>
        <extracomment>Statistics: matches played against this character.</extracomment>
        <translation>Rakip olarak</translation>
    </message>
    <message>
        <source>Won against</source>
        <extracomment>Statistics: of those, the matches you won.</extracomment>
        <translation>Karşı kazanılan</translation>
    </message>
    <message>
        <source>Your results with and against each character</source>
        <translation>Her karakterle ve her karaktere karşı sonuçların</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Karakterler</translation>
    </message>
    <message>
        <source>Export hands</source>
        <translation>Elleri dışa aktar</translation>
    </message>
    <message>
        <source>Hand records (*.jsonl)</source>
        <translation>El kayıtları (*.jsonl)</translation>
    </message>
    <message>
        <source>Import hands</source>
        <translation>Elleri içe aktar</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kaybedildi</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A result's place on the online leaderboard: %1 its rank, %2 of how many.</extracomment>
        <translation>%2 içinde %1</translation>
    </message>
    <message>
        <source>Waiting to be sent</source>
        <translation>Gönderilmeyi bekliyor</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>Kabul edilmedi</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Kopyalandı: %1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>İstatistikleri sıfırla</translation>
    </message>
    <message>
        <source>Your match statistics will start again from zero. Your daily deal results are kept.</source>
        <translation>Maç istatistiklerin sıfırdan başlayacak. Günün oyunu sonuçların korunur.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Sıfırla</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
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
        <translation>Oyna</translation>
    </message>
    <message>
        <source>Play face down</source>
        <translation>Kapalı oyna</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <extracomment>The gap between the plate and the felt's edges, in pixels. No hints or tips during the lesson: the lesson is the coach. The step changed (the player's move was taken, or he went on). A move was refused: the coach's sentence.</extracomment>
        <translation>Oynamayı öğren</translation>
    </message>
    <message>
        <source>Play a match</source>
        <extracomment>The last step's button: the lesson ends and a match starts.</extracomment>
        <translation>Bir maç oyna</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>İleri</translation>
    </message>
    <message>
        <source>Skip the lesson (Esc)</source>
        <translation>Dersi atla (Esc)</translation>
    </message>
    <message>
        <source>The coach · %1/%2</source>
        <extracomment>The lesson's plate: %1 is the step's number, %2 how many there are.</extracomment>
        <translation>Koç · %1/%2</translation>
    </message>
    <message>
        <source>Welcome to the table! In this hand the coach walks you through the game, one move at a time. Your cards are at the bottom; your opponent sits across the table.</source>
        <extracomment>step key -&gt; its sentence (the parameters are filled by ``step_text``).</extracomment>
        <translation>Masaya hoş geldin! Bu elde koç sana oyunu hamle hamle gösterecek. Kartların aşağıda; rakibin masanın karşı tarafında oturuyor.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The best are the 1 of espadas, the 1 of bastos, the 7 of espadas and the 7 of oros; then the 3s, the 2s and the other 1s; the 4s are the lowest. Your best card now is the %1.</source>
        <translation>Kartların gücü üzerlerindeki sayıya göre belirlenmez. En iyileri espadas ası, bastos ası, espadas yedilisi ve oros yedilisidir; ardından 3'ler, 2'ler ve diğer aslar gelir; en düşükleri 4'lerdir. Şu an en iyi kartın %1.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The strongest are the manilhas (%1); then the 3s, the 2s, the aces, the kings, the jacks, the queens and the 7s down to the 4s. Your best card now is the %2.</source>
        <translation>Kartların gücü üzerlerindeki sayıya göre belirlenmez. En güçlüleri manilhalardır (%1); ardından 3'ler, 2'ler, aslar, papazlar, valeler, kızlar ve 7'lerden 4'lere kadar diğerleri gelir. Şu an en iyi kartın %2.</translation>
    </message>
    <message>
        <source>A hand is played in up to three tricks: each player lays one card and the highest card wins the trick. Whoever wins two tricks wins the hand.</source>
        <translation>Bir el en fazla üç turda oynanır: her oyuncu bir kart atar ve en yüksek kart turu alır. İki turu alan eli kazanır.</translation>
    </message>
    <message>
        <source>Before the first trick is over you may bet on your envido: two cards of one suit are worth 20 plus their values (the figures count 0). Yours is %1, a good one: call %2.</source>
        <translation>İlk tur bitmeden envidon üzerine bahse girebilirsin: aynı renkten iki kart, 20 artı değerleri kadar eder (resimli kartlar 0 sayılır). Seninki %1, iyi bir puan: %2 söyle.</translation>
    </message>
    <message>
        <source>Your opponent accepted and you showed the better envido: your team scores its points. Look at the score.</source>
        <translation>Rakibin kabul etti ve envidon daha iyi çıktı: puanları takımın alıyor. Skora bak.</translation>
    </message>
    <message>
        <source>Now the tricks. Play the %1: it is good enough for this trick, and it keeps your best card for later.</source>
        <translation>Şimdi sıra turlarda. %1 kartını oyna: bu tur için yeterince iyi ve en iyi kartını sonraya saklamanı sağlar.</translation>
    </message>
    <message>
        <source>You won the first trick. One more and the hand is yours.</source>
        <translation>İlk turu aldın. Bir tur daha alırsan el senindir.</translation>
    </message>
    <message>
        <source>Time to bet on the hand: call %1. If your opponent refuses you score %2; if he accepts, the hand is worth %3.</source>
        <translation>El üzerine bahis zamanı: %1 söyle. Rakibin reddederse %2 puan alırsın; kabul ederse el %3 puan eder.</translation>
    </message>
    <message>
        <source>Your opponent raised. Each bet can be raised up the ladder: %1. Run and he scores %2; accept and the hand is worth %3. You hold a manilha: accept with %4.</source>
        <translation>Rakibin artırdı. Her bahis basamak basamak artırılabilir: %1. Kaçarsan rakibin %2 puan alır; kabul edersen el %3 puan eder. Sende bir manilha var: %4 diyerek kabul et.</translation>
    </message>
    <message>
        <source>Now play your best card, the %1, to win the second trick and the hand.</source>
        <translation>İkinci turu ve eli almak için şimdi en iyi kartını, %1 kartını oyna.</translation>
    </message>
    <message>
        <source>You won the hand and the truco's points. A match is many hands like this one, until a team reaches the target score.</source>
        <translation>Eli ve Truco'nun puanlarını kazandın. Bir maç, takımlardan biri hedef puana ulaşana kadar oynanan bunun gibi birçok elden oluşur.</translation>
    </message>
    <message>
        <source>One more word: the mão de onze. When your team has 11 points, you see your cards first and choose to play the hand for 3 points or to run and give 1.</source>
        <translation>Son bir şey: mão de onze. Takımının 11 puanı olduğunda kartlarını önce görürsün ve eli 3 puana oynamayı ya da kaçıp 1 puan vermeyi seçersin.</translation>
    </message>
    <message>
        <source>That is Truco! The coach stays with you: press H for a hint at any decision, and look back at each hand from its summary.</source>
        <translation>İşte Truco bu! Koç hep yanında: her kararda ipucu için H'ye bas, her elin özetinden de o ele dönüp bak.</translation>
    </message>
    <message>
        <source>Not yet: read what the coach says, then press Next.</source>
        <extracomment>The truco ladder in the lesson: a call and its stake ("Seis 6").</extracomment>
        <translation>Henüz değil: koçun söylediklerini oku, sonra İleri'ye bas.</translation>
    </message>
    <message>
        <source>Good try, but this lesson asks for another move: %1.</source>
        <extracomment>%1 is the move the lesson asks for ("Play the 7 of espadas", "Envido").</extracomment>
        <translation>İyi deneme, ama bu ders başka bir hamle istiyor: %1.</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>%1 (Space)</source>
        <extracomment>A button's name for a screen reader: %1 is its label; Space is the key.</extracomment>
        <translation>%1 (Boşluk)</translation>
    </message>
    <message>
        <source>What was said and played, newest last</source>
        <translation>Söylenenler ve oynananlar, en yenisi sonda</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>Options: levels, speed, deck, señas</source>
        <translation>Seçenekler: seviyeler, hız, deste, işaretler</translation>
    </message>
    <message>
        <source>Menu (Esc)</source>
        <translation>Menü (Esc)</translation>
    </message>
    <message>
        <source>Every menu</source>
        <translation>Tüm menüler</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Oyun masası</translation>
    </message>
    <message>
        <source>Your cards: %1</source>
        <extracomment>Read by a screen reader: %1 lists your cards ("7 of espadas, 12 of copas").</extracomment>
        <translation>Kartların: %1</translation>
    </message>
    <message>
        <source>Your cards are face down</source>
        <translation>Kartların kapalı</translation>
    </message>
</context>
<context>
    <name>buttons</name>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Evet</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Hayır</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kaydetme</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Uygula</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Sıfırla</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Durdur</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Yeniden dene</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Yok say</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Konum:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Dosya adı:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Dosya türü:</translation>
    </message>
</context>
<context>
    <name>callbar</name>
    <message>
        <source>Hand over</source>
        <translation>El bitti</translation>
    </message>
    <message>
        <source>Waiting for %1's answer</source>
        <extracomment>Your team's bet waits for the other team: %1 is the player who must answer.</extracomment>
        <translation>Cevap bekleniyor: %1</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <extracomment>The table plays on: %1 is the player who must act now.</extracomment>
        <translation>Sıra: %1</translation>
    </message>
    <message>
        <source>Match over</source>
        <extracomment>Under the match-over panel: Space starts a new match.</extracomment>
        <translation>Maç bitti</translation>
    </message>
    <message>
        <source>Space: play again</source>
        <translation>Boşluk: yeniden oyna</translation>
    </message>
    <message>
        <source>Space: next hand</source>
        <translation>Boşluk: sonraki el</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 düşünüyor…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Kartlar dağıtılıyor…</translation>
    </message>
    <message>
        <source>Mão de onze: play for %1 or run?</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Mão de onze: %1 puana oynamak mı, kaçmak mı?</translation>
    </message>
    <message>
        <source>You see your partner's cards</source>
        <translation>Ortağının kartlarını görüyorsun</translation>
    </message>
    <message>
        <source>Choose your set</source>
        <translation>Paketini seç</translation>
    </message>
    <message>
        <source>Sets seen: %1 of %2</source>
        <extracomment>Mineiro: how many sets (of 3 cards) you have seen; %1 is 1 to 4, %2 the most (4).</extracomment>
        <translation>Görülen paketler: %1/%2</translation>
    </message>
    <message>
        <source>You are the gallo: discard a card</source>
        <extracomment>AR-GALLO-3: you are the gallo, dealt four cards; you put one away unseen.</extracomment>
        <translation>Gallo sensin: bir kart at</translation>
    </message>
    <message>
        <source>It goes face down, out of the hand</source>
        <translation>Kapalı olarak elden çıkar</translation>
    </message>
    <message>
        <source>Announce your flor</source>
        <extracomment>What you must do first when you hold a flor and the rules ask you to sing it now.</extracomment>
        <translation>Flor'unu söyle</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 is a player, %2 the call (Truco, Envido…).</extracomment>
        <translation>%1 %2 diyor</translation>
    </message>
    <message>
        <source>Answer for your team</source>
        <translation>Takımın adına cevap ver</translation>
    </message>
    <message>
        <source>Play a card</source>
        <extracomment>Your turn when no call is possible now: only a card can be played.</extracomment>
        <translation>Bir kart oyna</translation>
    </message>
    <message>
        <source>Answer with your flor</source>
        <translation>Flor'unla cevap ver</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sıra sende</translation>
    </message>
    <message>
        <source>Play a card or make a call</source>
        <translation>Bir kart oyna ya da bir şey söyle</translation>
    </message>
    <message>
        <source>%1 suggests: %2</source>
        <extracomment>Your partner's advice: %1 is his name, %2 the call he suggests.</extracomment>
        <translation>%1 öneriyor: %2</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Şimdi değil</translation>
    </message>
    <message>
        <source>%1 wants to call %2</source>
        <translation>%1 %2 demek istiyor</translation>
    </message>
    <message>
        <source>Your partner asks you first</source>
        <translation>Ortağın önce sana soruyor</translation>
    </message>
    <message>
        <source>You choose what %1 answers</source>
        <extracomment>You hold a flor you announce later, so your partner (%1) answers the call: you choose what he says.</extracomment>
        <translation>%1 adına cevabı sen seçiyorsun</translation>
    </message>
    <message>
        <source>Sing %1</source>
        <extracomment>The button at your turn to sing the envido: %1 is your envido points.</extracomment>
        <translation>%1 de</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2)</source>
        <extracomment>Under "Your turn to sing": the best envido sung so far, %1 its points, %2 who sang it.</extracomment>
        <translation>Şimdilik en iyisi: %1 (%2)</translation>
    </message>
    <message>
        <source>Your turn to sing the envido</source>
        <extracomment>The call bar's title when the envido was accepted and your turn to say your points (or son buenas) has come, seat by seat from the mano.</extracomment>
        <translation>Envido puanını söyleme sırası sende</translation>
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
        <translation>Paketimi tut</translation>
    </message>
    <message>
        <source>Give to partner</source>
        <translation>Ortağıma ver</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>At, yenisini çek</translation>
    </message>
    <message>
        <source>Aceito · play for %1</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Aceito · %1 puana oyna</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · onlar %1 alır</translation>
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
        <translation>Aceito · %1 puana oyna</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · onlar %1 alır</translation>
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
        <translation>sinek</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kupa</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>maça</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>vale</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>kız</translation>
    </message>
    <message>
        <source>King</source>
        <translation>papaz</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>kapalı bir kart</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A Spanish card: %1 is its number (1-12), %2 its suit (oros, copas, espadas, bastos, as the suit messages of this context say them).</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>French deck</comment>
        <extracomment>A French card: %1 is its rank (Ace, 7, King…), %2 its suit (clubs, hearts…).</extracomment>
        <translation>%2 %1</translation>
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
        <translation>Sakin ve sabırlı: kartları ne kadar ediyorsa o kadar bahis yapar, ne fazla ne eksik.</translation>
    </message>
    <message>
        <source>Tano</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tano</translation>
    </message>
    <message>
        <source>A talker who bluffs with nothing and smiles either way; call him now and then.</source>
        <translation>Elinde hiçbir şey yokken blöf yapan, her durumda gülümseyen bir geveze; arada bir blöfünü gör.</translation>
    </message>
    <message>
        <source>Mirta</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Mirta</translation>
    </message>
    <message>
        <source>Cautious: rarely bets without good cards and goes to the deck early.</source>
        <translation>Temkinli: iyi kartlar olmadan nadiren bahis yapar ve erkenden desteye gider.</translation>
    </message>
    <message>
        <source>Beto</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Beto</translation>
    </message>
    <message>
        <source>Bets hard and raises often; he would rather lose big than win small.</source>
        <translation>Sert oynar ve sık sık artırır; az kazanmaktansa çok kaybetmeyi yeğler.</translation>
    </message>
    <message>
        <source>Quique</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Quique</translation>
    </message>
    <message>
        <source>Lives for the señas: winks and signals at every chance, so watch his face.</source>
        <translation>Señas için yaşar: her fırsatta göz kırpar ve işaret yapar, yüzüne dikkat et.</translation>
    </message>
    <message>
        <source>Dalva</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Dalva</translation>
    </message>
    <message>
        <source>A sharp reader of the table: seldom bets, but calls your bluffs.</source>
        <translation>Masayı iyi okur: nadiren bahis yapar ama blöflerini görür.</translation>
    </message>
    <message>
        <source>Zeca</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Zeca</translation>
    </message>
    <message>
        <source>Loud and cheerful: shouts truco for fun and hates to say no quiero.</source>
        <translation>Gürültücü ve neşeli: eğlencesine Truco der, No quiero demekten nefret eder.</translation>
    </message>
    <message>
        <source>Tonho</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tonho</translation>
    </message>
    <message>
        <source>Stubborn: accepts almost every bet and never goes to the deck.</source>
        <translation>İnatçı: neredeyse her bahsi kabul eder ve asla desteye gitmez.</translation>
    </message>
</context>
<context>
    <name>coach</name>
    <message>
        <source>The coach's reason: %1</source>
        <extracomment>The gap between the panel, the button and the call bar, in pixels. The panel's width when it goes above your cards (the room beside them is less). The deck the table draws, for a practice table drawn alike. The hand's summary: the look back's button goes under it. The last look back and practice table opened (kept alive while shown). Under the hint: %1 is the coach's reason for its choice (the first option), as the hand replay words a computer player's reasons.</extracomment>
        <translation>Koçun ilk seçeneği seçme nedeni: %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>İpucu</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tavsiye</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Anladım</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <extracomment>The Hint button; H is its key in every language.</extracomment>
        <translation>İpucu (H)</translation>
    </message>
    <message>
        <source>What would the coach do? (H)</source>
        <translation>Koç ne yapardı? (H)</translation>
    </message>
    <message>
        <source>Look back</source>
        <extracomment>Under the hand's summary: opens the coach's look back at the hand.</extracomment>
        <translation>Ele dönüp bak</translation>
    </message>
    <message>
        <source>Where the coach would have played differently</source>
        <translation>Koçun farklı oynayacağı yerler</translation>
    </message>
    <message>
        <source>your partner already wins this trick</source>
        <translation>ortağın bu turu zaten alıyor</translation>
    </message>
    <message>
        <source>the lowest card that wins this trick</source>
        <translation>bu turu alan en düşük kart</translation>
    </message>
    <message>
        <source>it cannot win this trick</source>
        <translation>bu turu alamaz</translation>
    </message>
    <message>
        <source>keeps the %1 for later</source>
        <translation>%1 kartını sonraya saklar</translation>
    </message>
    <message>
        <source>your best card</source>
        <translation>en iyi kartın</translation>
    </message>
    <message>
        <source>hides a card that cannot win</source>
        <translation>alamayacak bir kartı kapalı oynar</translation>
    </message>
    <message>
        <source>you cannot see your cards</source>
        <translation>kartlarını göremiyorsun</translation>
    </message>
    <message>
        <source>keeps envido %1 in the other three</source>
        <translation>kalan üç kartta %1 envido tutar</translation>
    </message>
    <message>
        <source>if they refuse you score %1; accepted, the hand is worth %2</source>
        <translation>kabul etmezlerse %1 puan alırsın; kabul ederlerse el %2 puan eder</translation>
    </message>
    <message>
        <source>the hand is then worth %1</source>
        <translation>el bu durumda %1 puan eder</translation>
    </message>
    <message>
        <source>they score %1 now</source>
        <translation>şimdi %1 puan alırlar</translation>
    </message>
    <message>
        <source>your envido is %1</source>
        <translation>envidon %1</translation>
    </message>
    <message>
        <source>your envido is %1; the winner scores %2</source>
        <translation>envidon %1; kazanan %2 puan alır</translation>
    </message>
    <message>
        <source>your envido is %1; if they refuse you score %2</source>
        <translation>envidon %1; kabul etmezlerse %2 puan alırsın</translation>
    </message>
    <message>
        <source>your flor is %1</source>
        <translation>flor değerin %1</translation>
    </message>
    <message>
        <source>you give up the hand: they score %1</source>
        <translation>eli bırakırsın: %1 puan alırlar</translation>
    </message>
    <message>
        <source>the hand is worth %1</source>
        <translation>el %1 puan eder</translation>
    </message>
    <message>
        <source>you keep these cards</source>
        <translation>bu kartları tutarsın</translation>
    </message>
    <message>
        <source>you take new cards without seeing them</source>
        <translation>görmeden yeni kartlar alırsın</translation>
    </message>
    <message>
        <source>your partner plays these cards</source>
        <translation>bu kartları ortağın oynar</translation>
    </message>
    <message>
        <source>the only thing you can do</source>
        <translation>yapabileceğin tek şey</translation>
    </message>
    <message>
        <source>Play the %1 face down</source>
        <extracomment>The card parameters of the sentences above and below (shown as card names).</extracomment>
        <translation>%1 kartını kapalı oyna</translation>
    </message>
    <message>
        <source>Put away the %1</source>
        <translation>%1 kartını ayır</translation>
    </message>
    <message>
        <source>Play the %1</source>
        <translation>%1 kartını oyna</translation>
    </message>
    <message>
        <source>Play your card %1</source>
        <extracomment>Mão de ferro: the player's cards are face down; %1 is 1, 2 or 3.</extracomment>
        <translation>%1. kartını oyna</translation>
    </message>
    <message numerus="yes">
        <source>you win the envido about %n times in 10</source>
        <translation>
            <numerusform>envidoyu yaklaşık 10 seferde %n kez kazanırsın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the flor about %n times in 10</source>
        <translation>
            <numerusform>floru yaklaşık 10 seferde %n kez kazanırsın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the hand about %n times in 10</source>
        <translation>
            <numerusform>eli yaklaşık 10 seferde %n kez kazanırsın</numerusform>
        </translation>
    </message>
    <message>
        <source>Your envido is %1. From 28 on an envido is usually worth calling; 33 is the best there is.</source>
        <translation>Envidon %1. 28 ve üstü genellikle envido söylemeye değer; 33 en yükseği.</translation>
    </message>
    <message>
        <source>You have flor: three cards of one suit. Announce it before anything else; it scores at least 3 points, and no envido is played in this hand.</source>
        <translation>Flor'un var: aynı renkten üç kart. Her şeyden önce söyle; en az 3 puan eder ve bu elde envido oynanmaz.</translation>
    </message>
    <message>
        <source>Mão de onze: your team has 11 points and sees its cards before deciding. Play the hand for %1 points, or run and give the other team %2.</source>
        <translation>Mão de onze: takımının 11 puanı var ve karar vermeden önce kartlarını görür. Eli %1 puanına oyna ya da çekil ve diğer takıma %2 puan ver.</translation>
    </message>
    <message>
        <source>Mão de ferro: both teams have 11 points, so nobody sees their cards. Choose a card by its place; the hand decides the match.</source>
        <translation>Mão de ferro: iki takımın da 11 puanı var, bu yüzden kimse kartlarını görmez. Bir kartı yerine göre seç; bu el maçı belirler.</translation>
    </message>
    <message>
        <source>The vira is the %1. The next rank up are the manilhas, the four strongest cards of this hand: %2.</source>
        <translation>Vira %1. Bir üst sıradaki kartlar manilhalar, bu elin en güçlü dört kartı: %2.</translation>
    </message>
    <message>
        <source>The manilhas are always the same four cards, strongest first: %1. They beat every other card.</source>
        <translation>Manilhalar her zaman aynı dört karttır, en güçlüden başlayarak: %1. Diğer her kartı yenerler.</translation>
    </message>
    <message>
        <source>You are the gallo: you play alone against the other two. First put away the weakest of your four cards, keeping your envido if you can.</source>
        <translation>Gallo sensin: diğer ikisine karşı tek başına oynuyorsun. Önce dört kartının en zayıfını ayır, elinden gelirse envidonu koru.</translation>
    </message>
    <message>
        <source>%1 is the gallo and plays alone against you and the other player: the two of you play as partners in this hand.</source>
        <translation>%1 gallo ve sana ve diğer oyuncuya karşı tek başına oynuyor: bu elde ikiniz ortak olarak oynarsınız.</translation>
    </message>
    <message>
        <source>Practice</source>
        <extracomment>Makes the practice window's table: (model, deck style, four colours, parent); the table's own class, handed over by the coach (``TableWidget`` imports the coach). The window's title: a practice table, apart from the match being played.</extracomment>
        <translation>Alıştırma</translation>
    </message>
</context>
<context>
    <name>daily</name>
    <message>
        <source>won</source>
        <translation>kazandım</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>kaybettim</translation>
    </message>
    <message>
        <source>Truco daily %1 · %2 · %3 %4</source>
        <extracomment>The line players share: %1 the date, %2 the variant, %3 won or lost, %4 the score.</extracomment>
        <translation>Günlük Truco %1 · %2 · %4 %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n hands</source>
        <translation>
            <numerusform>%1 · %n elde</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · with hints</source>
        <extracomment>The coach gave a hint during this daily deal (issue 33): %1 is the line above.</extracomment>
        <translation>%1 · ipucuyla</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>Hand log</source>
        <extracomment>The panel's gold: the daily tag, the focused button's ring.</extracomment>
        <translation>El kaydı</translation>
    </message>
    <message>
        <source>You keep your three cards</source>
        <extracomment>The characters in the computer seats (seat -&gt; key), for the rows' faces. This hand's team of every seat (the view's): the gallo's table changes sides. The hand's calls and plays so far (seat, word): whether a raise answers a bet. Cards played in the trick under way (the first one "led" it). The envido's outcome once settled, in words ("Envido won by Rosa, 29"). Mineiro log: you kept the three cards you were dealt (Keep my set).</extracomment>
        <translation>Üç kartını tutuyorsun</translation>
    </message>
    <message>
        <source>You give your three cards to your partner and draw three new ones</source>
        <extracomment>Mineiro log: you gave your three cards to your partner (Give to partner).</extracomment>
        <translation>Üç kartını ortağına veriyor, üç yeni kart çekiyorsun</translation>
    </message>
    <message>
        <source>You show and discard your three cards and draw three new ones</source>
        <extracomment>Mineiro log: you showed your three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>Üç kartını gösterip atıyor, üç yeni kart çekiyorsun</translation>
    </message>
    <message>
        <source>%1 keeps his three cards</source>
        <extracomment>Mineiro log: %1 kept the three cards he was dealt (Keep my set).</extracomment>
        <translation>%1 üç kartını tutuyor</translation>
    </message>
    <message>
        <source>%1 gives his three cards to his partner and draws three new ones</source>
        <extracomment>Mineiro log: %1 gave his three cards to his partner (Give to partner).</extracomment>
        <translation>%1 üç kartını ortağına veriyor, üç yeni kart çekiyor</translation>
    </message>
    <message>
        <source>%1 shows and discards his three cards and draws three new ones</source>
        <extracomment>Mineiro log: %1 showed his three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>%1 üç kartını gösterip atıyor, üç yeni kart çekiyor</translation>
    </message>
    <message>
        <source>You deal</source>
        <extracomment>The hand log when you are the dealer.</extracomment>
        <translation>Dağıtan: sen</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>Dağıtan: %1</translation>
    </message>
    <message>
        <source>Duel: %1 against %2</source>
        <translation>Düello: %1 – %2</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, kapalı</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>kapalı bir kart</translation>
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
        <translation>%1 ilk kartı attın</translation>
    </message>
    <message>
        <source>%1 led</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played the trick's first card.</extracomment>
        <translation>%1 ilk kartı attı</translation>
    </message>
    <message>
        <source>%1 played</source>
        <comment>you</comment>
        <extracomment>A log row beside the card's chip: %1 (in bold) is you (You, Yo), who played a card: the verb agrees with "you".</extracomment>
        <translation>%1 oynadın</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played a card.</extracomment>
        <translation>%1 oynadı</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 what he says (¡Truco!, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 call</source>
        <extracomment>A log row beside your call (¡Truco!): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 söylüyorsun</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <extracomment>A log row beside the call (¡Truco!): %1 (in bold) made a bet.</extracomment>
        <translation>%1 söylüyor</translation>
    </message>
    <message>
        <source>%1 answer</source>
        <extracomment>A log row beside your answer (Quiero): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 cevap veriyorsun</translation>
    </message>
    <message>
        <source>%1 answers</source>
        <extracomment>A log row beside the answer (Quiero, No quiero): %1 (in bold).</extracomment>
        <translation>%1 cevap veriyor</translation>
    </message>
    <message>
        <source>%1 say</source>
        <extracomment>A log row beside what you say (Flor, Me voy al mazo): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 diyorsun</translation>
    </message>
    <message>
        <source>%1 says</source>
        <extracomment>A log row beside what a player says (Flor, Me voy al mazo): %1 (bold).</extracomment>
        <translation>%1 diyor</translation>
    </message>
    <message>
        <source>%1 sing</source>
        <extracomment>A log row beside your envido points sung (or Son buenas): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 puanını söylüyorsun</translation>
    </message>
    <message>
        <source>%1 sings</source>
        <extracomment>A log row beside the envido points sung (or Son buenas): %1 (in bold).</extracomment>
        <translation>%1 puanını söylüyor</translation>
    </message>
    <message>
        <source>You discard a card face down</source>
        <extracomment>AR-GALLO-3: you, the gallo, put one of your four cards away unseen.</extracomment>
        <translation>Bir kartı kapalı atıyorsun</translation>
    </message>
    <message>
        <source>%1 discards a card face down</source>
        <extracomment>AR-GALLO-3: %1, the gallo, puts one of his four cards away unseen.</extracomment>
        <translation>%1 bir kartı kapalı atıyor</translation>
    </message>
    <message>
        <source>Envido won by you, %1</source>
        <extracomment>You won the envido; %1 is your envido points.</extracomment>
        <translation>Envido'yu sen kazandın (%1)</translation>
    </message>
    <message>
        <source>Envido won by %1, %2</source>
        <extracomment>%1 is the winner, %2 his envido points.</extracomment>
        <translation>Envido'yu kazanan: %1 (%2)</translation>
    </message>
    <message>
        <source>Envido refused</source>
        <translation>Envido reddedildi</translation>
    </message>
    <message>
        <source>Flor: %1, %2</source>
        <translation>Flor: %1, %2</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <extracomment>%1 is the trick (1-3); parda: the trick was tied.</extracomment>
        <translation>%1. tur → parda</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <comment>Mineiro, Paulista</comment>
        <extracomment>%1 is the trick (1-3); a tied trick at a Brazilian table (empate).</extracomment>
        <translation>%1. tur → parda</translation>
    </message>
    <message>
        <source>Trick %1 → %2 · %3</source>
        <extracomment>%1 is the trick (1-3), %2 Us or Them, %3 the player who won it.</extracomment>
        <translation>%1. tur → %2 · %3</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>%1 is what was scored for (Envido, Truco refused…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>All tied: the hand is dealt again</source>
        <translation>Hepsi berabere: el yeniden dağıtılıyor</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Maç bitti</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <extracomment>The list item's role that carries a row's facts (a dict). The sentence's font size (smaller for a long name alone in a narrow row).</extracomment>
        <translation>Cevabın bekleniyor…</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read, so the default settings are in use; it will be moved aside before anything is saved over it.</source>
        <translation>Ayar dosyan okunamadı, bu yüzden varsayılan ayarlar kullanılıyor; üzerine bir şey kaydedilmeden önce dosya kenara alınacak.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside to %1 and the default settings are in use.</source>
        <translation>Ayar dosyan okunamadı; dosya kenara alındı (%1) ve varsayılan ayarlar kullanılıyor.</translation>
    </message>
    <message>
        <source>Your settings file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>Ayar dosyan Truco'nun daha yeni bir sürümüyle yazılmış; bu yüzden yalnızca bu sürümün anladığı kısımlar kullanılıyor ve dosya değiştirilmeden önce bir kopyası şu adla saklanacak: %1</translation>
    </message>
    <message>
        <source>Some settings had values this version cannot use (%1), so those are back to their defaults.</source>
        <translation>Bazı ayarlarda bu sürümün kullanamadığı değerler vardı (%1); bunlar varsayılan değerlerine döndürüldü.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so your statistics start again; it will be moved aside before anything is saved over it.</source>
        <translation>İstatistik dosyan okunamadı, bu yüzden istatistiklerin sıfırdan başlıyor; üzerine bir şey kaydedilmeden önce dosya kenara alınacak.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so it was moved aside to %1 and your statistics start again.</source>
        <translation>İstatistik dosyan okunamadı; dosya kenara alındı (%1) ve istatistiklerin sıfırdan başlıyor.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>İstatistik dosyan Truco'nun daha yeni bir sürümüyle yazılmış; bu yüzden yalnızca bu sürümün anladığı kısımlar kullanılıyor ve dosya değiştirilmeden önce bir kopyası şu adla saklanacak: %1</translation>
    </message>
    <message>
        <source>Some statistics could not be read (%1), so those entries start again.</source>
        <translation>Bazı istatistikler okunamadı (%1); bu kayıtlar sıfırdan başlıyor.</translation>
    </message>
    <message>
        <source>Your saved match was made by a newer version of Truco, so it was left as it is; it cannot be resumed with this version.</source>
        <translation>Kayıtlı maçın Truco'nun daha yeni bir sürümüyle oluşturulmuş, bu yüzden olduğu gibi bırakıldı; bu sürümle devam ettirilemez.</translation>
    </message>
    <message>
        <source>The match saved by a newer version of Truco was moved to %1 so that it is not overwritten.</source>
        <translation>Truco'nun daha yeni bir sürümüyle kaydedilen maç, üzerine yazılmasın diye başka bir yere taşındı: %1</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so a new match will start; the file stays where it is until it can be moved aside.</source>
        <translation>Kayıtlı maçın okunamadı, bu yüzden yeni bir maç başlayacak; dosya kenara alınabilene kadar yerinde kalacak.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so it was moved aside to %1 and a new match will start.</source>
        <translation>Kayıtlı maçın okunamadı; dosya kenara alındı (%1) ve yeni bir maç başlayacak.</translation>
    </message>
    <message>
        <source>Some of your hand history could not be read, so the file was moved aside to %1 and the readable hands were kept.</source>
        <translation>El geçmişinin bir kısmı okunamadı; dosya kenara alındı (%1) ve okunabilen eller korundu.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Dosya okunamadı.</translation>
    </message>
    <message>
        <source>The file is too large to be hand records.</source>
        <translation>Dosya, el kaydı olamayacak kadar büyük.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Dosya UTF-8 metni değil.</translation>
    </message>
    <message>
        <source>The file holds no hand records.</source>
        <translation>Dosyada hiç el kaydı yok.</translation>
    </message>
    <message>
        <source>The file holds too many hands to import at once.</source>
        <translation>Dosyada tek seferde içe aktarılamayacak kadar çok el var.</translation>
    </message>
    <message>
        <source>Line %1 is not JSON.</source>
        <translation>%1. satır JSON değil.</translation>
    </message>
    <message>
        <source>Line %1 is not a valid hand record (%2).</source>
        <translation>%1. satır geçerli bir el kaydı değil (%2).</translation>
    </message>
    <message>
        <source>The hand history could not be saved (%1).</source>
        <translation>El geçmişi kaydedilemedi (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n hands.</source>
        <translation>
            <numerusform>%n el içe aktarıldı.</numerusform>
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
        <translation>Truco reddedildi</translation>
    </message>
    <message>
        <source>Mazo</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>El</translation>
    </message>
    <message>
        <source>Mão de onze refused</source>
        <translation>Mão de onze reddedildi</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>random choice</source>
        <translation>rastgele seçim</translation>
    </message>
    <message>
        <source>the only legal action</source>
        <translation>kurallara uygun tek hamle</translation>
    </message>
    <message>
        <source>mão de ferro: playing a card without seeing it</source>
        <translation>mão de ferro: kartı görmeden oynuyor</translation>
    </message>
    <message>
        <source>played without much thought</source>
        <translation>fazla düşünmeden oynuyor</translation>
    </message>
    <message>
        <source>the answer his partner chose</source>
        <extracomment>The human chose this answer for his partner (the human's flor came first).</extracomment>
        <translation>ortağının seçtiği cevap</translation>
    </message>
    <message>
        <source>partner already wins this trick: playing low (%1)</source>
        <translation>ortağı bu turu zaten alıyor: düşük oynuyor (%1)</translation>
    </message>
    <message>
        <source>partner signalled a card nobody can beat: playing low (%1)</source>
        <translation>ortağı kimsenin yenemeyeceği bir kartı işaret etti: düşük oynuyor (%1)</translation>
    </message>
    <message>
        <source>the first trick was parda: playing the highest card (%1)</source>
        <translation>ilk tur parda oldu: en yüksek kartı oynuyor (%1)</translation>
    </message>
    <message>
        <source>winning the trick with the lowest card that beats it (%1)</source>
        <translation>turu, yetecek en düşük kartla alıyor (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing the lowest card (%1)</source>
        <translation>bu turu alamaz: en düşük kartı oynuyor (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing %1 face down</source>
        <translation>bu turu alamaz: kapalı oynuyor (%1)</translation>
    </message>
    <message>
        <source>a parda here wins the hand: tying with %1</source>
        <translation>burada parda eli kazandırır: %1 ile berabere kalıyor</translation>
    </message>
    <message>
        <source>a parda here moves the bet to the next trick: tying with %1</source>
        <translation>burada parda bahsi sonraki tura taşır: %1 ile berabere kalıyor</translation>
    </message>
    <message>
        <source>playing %1: best chance to win the hand (%2%)</source>
        <translation>%1 oynuyor: eli kazanmak için en iyi şans (%%2)</translation>
    </message>
    <message>
        <source>%1% to win the hand: calling %2</source>
        <translation>eli kazanma şansı %%1: %2 diyor</translation>
    </message>
    <message>
        <source>nothing to lose at this score: calling %1</source>
        <translation>bu skorda kaybedecek bir şey yok: %1 diyor</translation>
    </message>
    <message>
        <source>bluffing: calling %1 with %2% to win</source>
        <translation>blöf: kazanma şansı %%2 iken %1 diyor</translation>
    </message>
    <message>
        <source>%1% to win the hand, and the other side folds to truco %2 times in %3: calling %4</source>
        <translation>eli kazanma şansı %%1, rakip taraf %3 trucodan %2 kez çekildi: %4 der</translation>
    </message>
    <message>
        <source>the other side folds to truco %1 times in %2: calling %3 with %4% to win</source>
        <translation>rakip taraf %2 trucodan %1 kez çekildi: kazanma şansı %%4 iken %3 der</translation>
    </message>
    <message>
        <source>they call truco in %1 hands of %2, with anything: %3% to win, accepting</source>
        <translation>%2 elin %1 tanesinde, her kartla truco diyorlar: kazanma şansı %%3, kabul eder</translation>
    </message>
    <message>
        <source>they call truco in only %1 hands of %2, with the best cards: %3% to win, refusing</source>
        <translation>%2 elin yalnızca %1 tanesinde, en iyi kartlarla truco diyorlar: kazanma şansı %%3, reddeder</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, accepting</source>
        <translation>%2 elin %1 tanesinde falta envido diyorlar: envido %3, kazanma şansı %%4, kabul eder</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, refusing</source>
        <translation>%2 elin %1 tanesinde falta envido diyorlar: envido %3, kazanma şansı %%4, reddeder</translation>
    </message>
    <message>
        <source>the match is decided either way: no %1</source>
        <translation>maç her durumda belli: %1 demiyor</translation>
    </message>
    <message>
        <source>%1% to win the hand: accepting</source>
        <translation>eli kazanma şansı %%1: kabul ediyor</translation>
    </message>
    <message>
        <source>refusing would lose the match: accepting</source>
        <translation>reddetmek maçı kaybettirir: kabul ediyor</translation>
    </message>
    <message>
        <source>%1% to win is worth the risk at this score: accepting</source>
        <translation>bu skorda %%1 kazanma şansı riske değer: kabul ediyor</translation>
    </message>
    <message>
        <source>only %1% to win the hand: refusing</source>
        <translation>eli kazanma şansı yalnızca %%1: reddediyor</translation>
    </message>
    <message>
        <source>%1% to win the hand: raising to %2</source>
        <translation>eli kazanma şansı %%1: %2 ile artırıyor</translation>
    </message>
    <message>
        <source>bluffing: raising to %1 with %2% to win</source>
        <translation>blöf: kazanma şansı %%2 iken %1 ile artırıyor</translation>
    </message>
    <message>
        <source>envido %1: calling %2</source>
        <translation>envido %1: %2 diyor</translation>
    </message>
    <message>
        <source>envido %1: bluffing with %2</source>
        <translation>envido %1: %2 ile blöf yapıyor</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: accepting</source>
        <translation>envido %1, kazanma şansı %%2: kabul ediyor</translation>
    </message>
    <message>
        <source>envido %1, only %2% to win it: refusing</source>
        <translation>envido %1, kazanma şansı yalnızca %%2: reddediyor</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: raising to %3</source>
        <translation>envido %1, kazanma şansı %%2: %3 ile artırıyor</translation>
    </message>
    <message>
        <source>envido %1: not worth calling</source>
        <translation>envido %1: söylemeye değmez</translation>
    </message>
    <message>
        <source>envido %1: the falta envido wins the match</source>
        <translation>envido %1: falta envido maçı kazandırır</translation>
    </message>
    <message>
        <source>the other team is about to win: envido %1, falta envido</source>
        <translation>rakip takım kazanmak üzere: envido %1, falta envido</translation>
    </message>
    <message>
        <source>envido goes first: envido %1, calling %2</source>
        <translation>önce envido: envido %1, %2 diyor</translation>
    </message>
    <message>
        <source>announcing flor</source>
        <translation>flor bildiriyor</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: %3</source>
        <translation>flor %1, kazanma şansı %%2: %3</translation>
    </message>
    <message>
        <source>flor %1, only %2% to win it: con flor me achico</source>
        <translation>flor %1, kazanma şansı yalnızca %%2: con flor me achico</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: con flor quiero</source>
        <translation>flor %1, kazanma şansı %%2: con flor quiero</translation>
    </message>
    <message>
        <source>gallo: discarding %1, keeping envido %2 and %3% to win the hand</source>
        <translation>gallo: %1 atıyor; envido %2, eli kazanma şansı %%3</translation>
    </message>
    <message>
        <source>keeping this set (%1% to win the hand)</source>
        <translation>bu paketi tutuyor (eli kazanma şansı %%1)</translation>
    </message>
    <message>
        <source>weak set (%1% to win the hand): discarding it</source>
        <translation>zayıf paket (eli kazanma şansı %%1): atıyor</translation>
    </message>
    <message>
        <source>mão de onze with %1% to win: playing</source>
        <translation>mão de onze, kazanma şansı %%1: oynuyor</translation>
    </message>
    <message>
        <source>mão de onze with only %1% to win: running</source>
        <translation>mão de onze, kazanma şansı yalnızca %%1: kaçıyor</translation>
    </message>
    <message>
        <source>searched %1 deals: %2 scores best (%3%)</source>
        <translation>%1 dağıtım denendi: en iyi sonucu %2 veriyor (%%3)</translation>
    </message>
    <message>
        <source>no chance left in this hand: going to the deck</source>
        <translation>bu elde şans kalmadı: desteye gidiyor</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no match in progress.</source>
        <translation>Süren bir maç yok.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>El bitti.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Bu masada böyle bir yer yok.</translation>
    </message>
    <message>
        <source>That call is not part of this game.</source>
        <translation>Bu söylem bu oyunda yok.</translation>
    </message>
    <message>
        <source>Flor is not played at this table.</source>
        <translation>Bu masada flor oynanmıyor.</translation>
    </message>
    <message>
        <source>You must announce your flor first.</source>
        <translation>Önce flor'unu bildirmelisin.</translation>
    </message>
    <message>
        <source>Only a player with a flor can answer a flor.</source>
        <translation>Flor'a yalnızca flor'u olan bir oyuncu cevap verebilir.</translation>
    </message>
    <message>
        <source>You may not answer this call now.</source>
        <translation>Bu söyleme şu an cevap veremezsin.</translation>
    </message>
    <message>
        <source>Your partner answers this call.</source>
        <translation>Bu söyleme ortağın cevap veriyor.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Sıra sende değil.</translation>
    </message>
    <message>
        <source>Choose what to do with your set first.</source>
        <translation>Önce paketinle ne yapacağını seç.</translation>
    </message>
    <message>
        <source>The gallo must first discard one card.</source>
        <translation>Gallo önce bir kart atmalı.</translation>
    </message>
    <message>
        <source>The gallo discards only once, before play.</source>
        <translation>Gallo yalnızca bir kez, oyundan önce kart atar.</translation>
    </message>
    <message>
        <source>Only the gallo discards a card.</source>
        <translation>Yalnızca gallo kart atar.</translation>
    </message>
    <message>
        <source>Only the gallo discards, with three players.</source>
        <translation>Üç oyunculu oyunda yalnızca gallo kart atar.</translation>
    </message>
    <message>
        <source>The team on 11 must first decide whether to play the hand.</source>
        <translation>11 puandaki takım önce eli oynayıp oynamayacağına karar vermeli.</translation>
    </message>
    <message>
        <source>A call is waiting: answer it first.</source>
        <translation>Cevap bekleyen bir söylem var: önce ona cevap ver.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>O kart sende değil.</translation>
    </message>
    <message>
        <source>You may play a card face down only from the second trick on, and not when you lead the trick.</source>
        <translation>Kapalı kart ancak ikinci turdan itibaren ve turu sen açmıyorsan oynanabilir.</translation>
    </message>
    <message>
        <source>Nobody may go to the deck while a call is waiting for an answer.</source>
        <translation>Bir söylem cevap beklerken kimse desteye gidemez.</translation>
    </message>
    <message>
        <source>There is no call to answer.</source>
        <translation>Cevaplanacak bir söylem yok.</translation>
    </message>
    <message>
        <source>That envido cannot follow the last one.</source>
        <translation>Bu envido bir öncekinin ardından gelemez.</translation>
    </message>
    <message>
        <source>The envido is closed once a Truco has been accepted.</source>
        <translation>Bir Truco kabul edildikten sonra envido kapanır.</translation>
    </message>
    <message>
        <source>A flor was announced, so there is no envido this hand.</source>
        <translation>Flor bildirildi, bu elde envido yok.</translation>
    </message>
    <message>
        <source>There is only one envido per hand.</source>
        <translation>Her elde yalnızca bir envido olur.</translation>
    </message>
    <message>
        <source>The envido can only be called in the first trick, before you play.</source>
        <translation>Envido yalnızca ilk turda, kartını oynamadan önce söylenebilir.</translation>
    </message>
    <message>
        <source>There is no Truco in a mão de onze or a mão de ferro.</source>
        <translation>Mão de onze ya da mão de ferro'da Truco yoktur.</translation>
    </message>
    <message>
        <source>That raise is not yours to call, or it could not change anything.</source>
        <translation>Bu artırmayı yapma hakkın yok ya da artırma hiçbir şeyi değiştirmez.</translation>
    </message>
    <message>
        <source>Only the team that accepted the last bet may raise it, one step at a time.</source>
        <translation>Son bahsi yalnızca onu kabul eden takım artırabilir, her seferinde bir basamak.</translation>
    </message>
    <message>
        <source>That flor call is not possible now.</source>
        <translation>Bu flor söylemi şu an mümkün değil.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Buna şu an izin yok.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>El henüz bitmedi.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Maç bitti.</translation>
    </message>
    <message>
        <source>A card is played by its place only in a mão de ferro.</source>
        <translation>Kartı yerine göre oynamak yalnızca mão de ferro'da olur.</translation>
    </message>
    <message>
        <source>You play from the next hand: a computer player finishes this one.</source>
        <translation>Sonraki elden itibaren oynuyorsun: bu eli bir bilgisayar oyuncusu bitiriyor.</translation>
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
        <translation>Biz %1, onlar %2</translation>
    </message>
    <message>
        <source>US</source>
        <translation>BİZ</translation>
    </message>
    <message>
        <source>THEM</source>
        <translation>ONLAR</translation>
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
        <translation>BİZ</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>ONLAR</translation>
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
        <translation>Sen</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kuzey</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Doğu</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Batı</translation>
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
        <translation>Ortak</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rakip</translation>
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
        <translation>Espadas ası bende, en iyi kart.</translation>
    </message>
    <message>
        <source>I hold the ace of bastos, the second best card.</source>
        <translation>Bastos ası bende, en iyi ikinci kart.</translation>
    </message>
    <message>
        <source>I hold the seven of espadas.</source>
        <translation>Espadas yedilisi bende.</translation>
    </message>
    <message>
        <source>I hold the seven of oros.</source>
        <translation>Oros yedilisi bende.</translation>
    </message>
    <message>
        <source>I hold a three.</source>
        <translation>Bende bir üçlü var.</translation>
    </message>
    <message>
        <source>I hold a two.</source>
        <translation>Bende bir ikili var.</translation>
    </message>
    <message>
        <source>I have flor: three cards of one suit.</source>
        <translation>Flor'um var: aynı renkten üç kart.</translation>
    </message>
    <message>
        <source>I have 30 or more for the envido.</source>
        <translation>Envido için 30 ya da daha fazla puanım var.</translation>
    </message>
    <message>
        <source>I have 27 to 29 for the envido.</source>
        <translation>Envido için 27 ile 29 arası puanım var.</translation>
    </message>
    <message>
        <source>I have nothing worth anything.</source>
        <translation>İşe yarar hiçbir kartım yok.</translation>
    </message>
    <message>
        <source>I hold the zap, the best manilha.</source>
        <translation>Zap bende, en iyi manilha.</translation>
    </message>
    <message>
        <source>I hold the manilha of copas (hearts).</source>
        <translation>Kupa manilhası (copas) bende.</translation>
    </message>
    <message>
        <source>I hold the espadilha, the manilha of spades.</source>
        <translation>Espadilha bende, maça manilhası.</translation>
    </message>
    <message>
        <source>I hold the pica-fumo, the manilha of ouros.</source>
        <translation>Pica-fumo bende, karo (ouros) manilhası.</translation>
    </message>
    <message>
        <source>raise the eyebrows</source>
        <extracomment>How the face makes it, by face part and value.</extracomment>
        <translation>kaş kaldırma</translation>
    </message>
    <message>
        <source>a wink</source>
        <translation>göz kırpma</translation>
    </message>
    <message>
        <source>close both eyes</source>
        <translation>iki gözü kapama</translation>
    </message>
    <message>
        <source>twist the mouth to the right</source>
        <translation>ağzı sağa çarpıtma</translation>
    </message>
    <message>
        <source>twist the mouth to the left</source>
        <translation>ağzı sola çarpıtma</translation>
    </message>
    <message>
        <source>bite the lower lip</source>
        <translation>alt dudağı ısırma</translation>
    </message>
    <message>
        <source>purse the lips as for a kiss</source>
        <translation>öpücük verir gibi dudak büzme</translation>
    </message>
    <message>
        <source>puff out both cheeks</source>
        <translation>iki yanağı şişirme</translation>
    </message>
    <message>
        <source>puff out one cheek</source>
        <translation>tek yanağı şişirme</translation>
    </message>
    <message>
        <source>tilt the head</source>
        <translation>başı yana eğme</translation>
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
        <translation>%1 işaret veriyor: %2</translation>
    </message>
    <message>
        <source>You signal: %1</source>
        <extracomment>The hand log: %1 is the sign's name as said at the table (Ancho de espadas).</extracomment>
        <translation>İşaret veriyorsun: %1</translation>
    </message>
    <message>
        <source>You spotted %1's sign: %2</source>
        <extracomment>The hand log: you caught an opponent's sign; %1 is the opponent, %2 the sign.</extracomment>
        <translation>Rakibin işaretini yakaladın (%1): %2</translation>
    </message>
    <message>
        <source>%1 makes a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: your partner made a sign, and the player reads its meaning from the face; %1 is the partner (Rosa).</extracomment>
        <translation>%1 işaret veriyor</translation>
    </message>
    <message>
        <source>You spotted %1 making a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: you caught an opponent making a sign (its meaning is not written); %1 is the opponent.</extracomment>
        <translation>%1 işaret verirken yakaladın</translation>
    </message>
    <message>
        <source>Seña</source>
        <extracomment>The tag by a face making a sign when "Show what señas mean" is off (one seña; keep the Spanish word, as in "Señas").</extracomment>
        <translation>Seña</translation>
    </message>
    <message>
        <source>SPOTTED</source>
        <extracomment>Over an opponent's face on the table when you caught his sign (short, capitals).</extracomment>
        <translation>YAKALANDI</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <extracomment>The palette's keyboard hint; %1 is a key such as Alt+1.</extracomment>
        <translation>Kısayol: %1</translation>
    </message>
    <message>
        <source>Make a sign to your partner. The opponents may catch it. Alt+1 … Alt+0 make them from the keyboard.</source>
        <translation>Ortağına bir işaret ver. Rakipler yakalayabilir. Alt+1 … Alt+0 ile klavyeden de verebilirsin.</translation>
    </message>
    <message>
        <source>At a real table partners tell each other their best cards with their faces. Your partner signals you early in each hand, and you can signal him from the Señas button or with Alt+1 … Alt+0. The opponents watch: each sign may be caught, and when you catch one of theirs it is marked SPOTTED on their seat.</source>
        <translation>Gerçek bir masada ortaklar en iyi kartlarını birbirlerine yüz hareketleriyle bildirir. Ortağın her elin başında sana işaret verir, sen de Señas düğmesiyle ya da Alt+1 … Alt+0 ile ona işaret verebilirsin. Rakipler de izler: her işaret yakalanabilir; sen de onlarınkinden birini yakaladığında o oyuncunun yerinde YAKALANDI yazar.</translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message>
        <source>Next hand</source>
        <translation>Sonraki el</translation>
    </message>
    <message>
        <source>No points this hand</source>
        <extracomment>The height of a card shown in the summary, in pixels.</extracomment>
        <translation>Bu elde puan yok</translation>
    </message>
    <message>
        <source>%1 %2 → &lt;b&gt;%3&lt;/b&gt;</source>
        <extracomment>%1 is what won the points (Retruco, Envido, Mazo…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1 %2 → &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Envido: %1 with %2</source>
        <extracomment>%1 is the winner of the envido, %2 his points.</extracomment>
        <translation>Envido: %1, %2 puanla</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Biz %1 · Onlar %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <extracomment>You alone win the match (two players; the gallo's table too).</extracomment>
        <translation>Maçı kazandın!</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <extracomment>Your team (four, six or eight players) wins the match: "we won".</extracomment>
        <translation>Maçı kazandık!</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Maçı onlar kazandı</translation>
    </message>
    <message>
        <source>Matches won: %1 – %2</source>
        <translation>Kazanılan maçlar: %1 – %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>In the hand's summary, over the cards a winner shows: %1 is who shows them, %2 what they made (e.g. "Envido 29").</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <extracomment>AR-GALLO-5: you and your partner of the last hand reach the target together.</extracomment>
        <translation>Sen ve %1 maçı kazandınız!</translation>
    </message>
    <message>
        <source>%1 and %2 win the match</source>
        <extracomment>AR-GALLO-5: the two players of the pair win the match together.</extracomment>
        <translation>Maçı %1 ve %2 kazandı</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <extracomment>One player wins the match: the gallo or one of the pair in a match of three, your opponent in a match of two.</extracomment>
        <translation>Maçı %1 kazandı</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Yeniden oyna</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>%1. el</translation>
    </message>
    <message>
        <source>%1 refused</source>
        <extracomment>In the hand's summary: a bet refused, which scored for the side that made it; %1 is the call (Truco, Retruco, Envido…), e.g. "Retruco refused 2 → Us".</extracomment>
        <translation>%1 reddedildi</translation>
    </message>
    <message>
        <source>You went to the mazo</source>
        <extracomment>In the hand's summary: you gave the hand up (went to the deck).</extracomment>
        <translation>Mazo'ya gittin</translation>
    </message>
    <message>
        <source>%1 went to the mazo</source>
        <extracomment>In the hand's summary: %1 (a player) gave the hand up (went to the deck).</extracomment>
        <translation>%1 mazo'ya gitti</translation>
    </message>
    <message>
        <source>You would not play the mão de onze</source>
        <extracomment>In the hand's summary: your team, on 11, would not play the mão de onze and gave the hand up (you said so).</extracomment>
        <translation>Mão de onze'yi oynamadın</translation>
    </message>
    <message>
        <source>%1 would not play the mão de onze</source>
        <extracomment>In the hand's summary: a team on 11 would not play the mão de onze and gave the hand up; %1 is the player who said so.</extracomment>
        <translation>%1 mão de onze'yi oynamadı</translation>
    </message>
    <message>
        <source>You refused the %1</source>
        <extracomment>In the hand's summary: you refused a bet and gave the hand up; %1 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>%1 teklifini reddettin</translation>
    </message>
    <message>
        <source>%1 refused the %2</source>
        <extracomment>In the hand's summary: %1 (a player) refused a bet and gave the hand up; %2 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>%1, %2 teklifini reddetti</translation>
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
        <translation>Biz</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Onlar</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>DAĞITAN</translation>
    </message>
    <message>
        <source>PÉ</source>
        <extracomment>The dealer's puck: PÉ is the dealer's word at a Brazilian table.</extracomment>
        <translation>PÉ</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Oyun dışı</translation>
    </message>
    <message>
        <source>Mão de ferro · play blind</source>
        <translation>Mão de ferro · kör oynanır</translation>
    </message>
    <message>
        <source>Partner's cards</source>
        <translation>Ortağının kartları</translation>
    </message>
    <message>
        <source>Pica-pica · duel %1 of %2</source>
        <extracomment>Six or eight players: the pica-pica duels; %1 is this duel (1 to %2), %2 how many duels the hand has (3 or 4).</extracomment>
        <translation>Pica-pica · düello %1 / %2</translation>
    </message>
    <message>
        <source>Vira %1 · manilhas %2</source>
        <extracomment>%1 is the rank of the vira, %2 the rank of the manilhas (e.g. "Vira 7 · manilhas Q").</extracomment>
        <translation>Vira %1 · manilhas %2</translation>
    </message>
    <message>
        <source>You have %1</source>
        <extracomment>By your cards while an envido may be called: your own envido points, as a player at a real table knows them; %1 is the value (0 to 33). Say it the way a player would think it (Spanish "Tenés %1").</extracomment>
        <translation>%1 puanın var</translation>
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
        <translation>Gösterildi</translation>
    </message>
    <message numerus="yes">
        <source>worth %n if accepted</source>
        <translation>
            <numerusform>kabul edilirse %n puan</numerusform>
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
            <numerusform>%n puan kazanır</numerusform>
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
        <translation>%1: yanıt bekleniyor</translation>
    </message>
    <message>
        <source>Envido cancelled by the flor</source>
        <extracomment>The stake strip: a flor was announced over an envido call, which ends the envido without points (AR-FLOR-3).</extracomment>
        <translation>Envido flor ile iptal oldu</translation>
    </message>
    <message>
        <source>No envido: a flor was sung</source>
        <extracomment>The stake strip: a flor was announced, so no envido can be called this hand.</extracomment>
        <translation>Envido yok: flor söylendi</translation>
    </message>
    <message>
        <source>Envido accepted: singing</source>
        <extracomment>The stake strip while an accepted envido is sung, seat by seat, before its winner is known.</extracomment>
        <translation>Envido kabul edildi: puanlar söyleniyor</translation>
    </message>
    <message>
        <source>Truco</source>
        <extracomment>The characters in the computer seats (seat -&gt; key).</extracomment>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Daily deal · %1</source>
        <extracomment>The tag in the side panel's header while the daily deal is played; %1 is its date.</extracomment>
        <translation>Günün oyunu · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n oyuncu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n</source>
        <extracomment>The points a match is played to.</extracomment>
        <translation>
            <numerusform>%n puana</numerusform>
        </translation>
    </message>
    <message>
        <source>flor off</source>
        <translation>flor kapalı</translation>
    </message>
    <message>
        <source>flor simple</source>
        <translation>basit flor</translation>
    </message>
    <message>
        <source>flor with contraflor</source>
        <translation>contraflor'lu flor</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hızlı</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Anında</translation>
    </message>
    <message>
        <source>F1 Rules · Esc Menu · Speed: %1</source>
        <extracomment>The footer: F1 and Esc are keys; %1 is the animation speed (Slow, Normal…). Keep the " · " between the parts: a narrow panel breaks the line there.</extracomment>
        <translation>F1 Kurallar · Esc Menü · Hız: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stake &lt;b&gt;%n points&lt;/b&gt;</source>
        <extracomment>What the hand is worth now; keep the &lt;b&gt; markup around the number.</extracomment>
        <translation>
            <numerusform>El değeri &lt;b&gt;%n puan&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Envido: not called</source>
        <translation>Envido: söylenmedi</translation>
    </message>
    <message>
        <source>Trick %1 of 3</source>
        <translation>Tur %1/3</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>%1. el</translation>
    </message>
    <message>
        <source>gave up the hand</source>
        <extracomment>Under the bubble of the player who went to the mazo or refused the bet, at the hand's end: he gave the hand up.</extracomment>
        <translation>eli bıraktı</translation>
    </message>
</context>
</TS>
