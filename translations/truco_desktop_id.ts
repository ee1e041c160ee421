<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Truco</source>
        <translation>Tentang Truco</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versi %1</translation>
    </message>
    <message>
        <source>Argentine Truco, Truco Mineiro and Truco Paulista against computer players, offline, in seven languages.</source>
        <translation>Truco Argentina, Truco Mineiro, dan Truco Paulista melawan pemain komputer, secara offline, dalam tujuh bahasa.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (%1). You may share and change it under its terms; it comes with no warranty.</source>
        <extracomment>%1 is the licence's short name (GPL-3.0-or-later) as a link.</extracomment>
        <translation>Perangkat lunak bebas dengan lisensi GNU General Public License, versi 3 atau yang lebih baru (%1). Anda boleh membagikan dan mengubahnya sesuai ketentuan lisensi tersebut; perangkat lunak ini tidak disertai jaminan apa pun.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>AppMenus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>The levels the Options menu offers (``bots.levels``). The first match that teaches (issue 33), at any time.</extracomment>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Permainan &amp;baru</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Tantangan &amp;harian</translation>
    </message>
    <message>
        <source>&amp;Replay last hand</source>
        <translation>&amp;Putar ulang babak terakhir</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Aturan</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Pemain</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n pemain</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Flor</source>
        <translation>&amp;Flor</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nonaktif</translation>
    </message>
    <message>
        <source>Simple (3 points a flor)</source>
        <translation>Sederhana (3 poin per flor)</translation>
    </message>
    <message>
        <source>Full (with contraflor)</source>
        <translation>Lengkap (dengan contraflor)</translation>
    </message>
    <message>
        <source>&amp;Match to</source>
        <translation>Main &amp;sampai</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n poin</numerusform>
        </translation>
    </message>
    <message>
        <source>F&amp;alta envido</source>
        <translation>F&amp;alta envido</translation>
    </message>
    <message>
        <source>Worth what the leader needs to win</source>
        <translation>Senilai sisa poin yang dibutuhkan tim unggul</translation>
    </message>
    <message>
        <source>Wins the match while the leader is in the malas</source>
        <translation>Langsung menang selama tim unggul masih di malas</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Dek</translation>
    </message>
    <message>
        <source>Dirty deck (40 cards)</source>
        <translation>Dek kotor (40 kartu)</translation>
    </message>
    <message>
        <source>Clean deck (24 cards)</source>
        <translation>Dek bersih (24 kartu)</translation>
    </message>
    <message>
        <source>&amp;Best of three</source>
        <translation>&amp;Terbaik dari tiga</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opsi</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Buka &amp;meja…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Gabung ke meja…</translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation>Main &amp;online…</translation>
    </message>
    <message>
        <source>&amp;Gallo (3 players)</source>
        <extracomment>The Rules menu's entry for the three-player gallo's mode (AR-GALLO-2).</extracomment>
        <translation>&amp;Gallo (3 pemain)</translation>
    </message>
    <message>
        <source>Rotating: the mano is the gallo</source>
        <extracomment>The gallo of each hand is its mano, so the role goes round the table.</extracomment>
        <translation>Bergilir: mano menjadi gallo</translation>
    </message>
    <message>
        <source>Fixed: you are the gallo</source>
        <translation>Tetap: Anda yang menjadi gallo</translation>
    </message>
    <message>
        <source>Fixed: the player on your right</source>
        <translation>Tetap: pemain di kanan Anda</translation>
    </message>
    <message>
        <source>Fixed: the player on your left</source>
        <translation>Tetap: pemain di kiri Anda</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Lawan</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Pasangan</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Sulit</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ahli</translation>
    </message>
    <message>
        <source>C&amp;haracters…</source>
        <extracomment>Opens the dialog where the player picks the computer players (characters).</extracomment>
        <translation>K&amp;arakter…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Kecepatan animasi</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lambat</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instan</translation>
    </message>
    <message>
        <source>&amp;Next hand by itself after a pause</source>
        <extracomment>An option, off by default: the hand's summary goes and the next hand is dealt by itself after a pause, instead of waiting for you.</extracomment>
        <translation>Babak berikutnya &amp;otomatis setelah jeda</translation>
    </message>
    <message>
        <source>Deck st&amp;yle</source>
        <translation>&amp;Gaya kartu</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Biru</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Hijau</translation>
    </message>
    <message>
        <source>&amp;Four-colour French deck</source>
        <translation>Kartu Prancis &amp;empat warna</translation>
    </message>
    <message>
        <source>Show my &amp;envido</source>
        <extracomment>An option, on by default: your own envido points shown by your cards while an envido may be called ("You have 29"); purists turn it off.</extracomment>
        <translation>&amp;Tampilkan envido saya</translation>
    </message>
    <message>
        <source>P&amp;artner asks me first</source>
        <translation>Pasangan &amp;bertanya dulu kepada saya</translation>
    </message>
    <message>
        <source>Opponents can &amp;catch signs</source>
        <translation>Lawan bisa &amp;menangkap isyarat</translation>
    </message>
    <message>
        <source>Show what se&amp;ñas mean</source>
        <extracomment>An option, on by default: the señas' meanings written in the log and on the faces ("Rosa signals: Un dos"); off, only that a sign was made, so the player reads the faces as at a real table. Keep "señas" as in "Partner signals (señas)"; the accelerator is on ñ only so that the English never clashes: choose your own.</extracomment>
        <translation>Tampilkan a&amp;rti isyarat</translation>
    </message>
    <message>
        <source>Hints and &amp;tips</source>
        <extracomment>The coach's options (issue 33): a submenu with "Hints" and "Show tips".</extracomment>
        <translation>Petu&amp;njuk dan kiat</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <extracomment>An option, on by default: the Hint button (and the H key) at your turn, where the coach says what he would do and why (never in a match played online).</extracomment>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>Show &amp;tips</source>
        <extracomment>An option, on by default: a tip shown the first time its situation comes up.</extracomment>
        <translation>Tampilkan &amp;kiat</translation>
    </message>
    <message>
        <source>&amp;Look back after each hand</source>
        <extracomment>An option, on by default: after each hand, a button by its summary opens the coach's look back at the player's dearest choices.</extracomment>
        <translation>&amp;Tinjau ulang setelah setiap babak</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>&amp;Suara</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>&amp;Volume suara</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A sound volume in percent of full, e.g. "75%" (Turkish: "%75").</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Bahasa</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Bahasa sistem</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ban&amp;tuan</translation>
    </message>
    <message>
        <source>Partner may ans&amp;wer for the team</source>
        <extracomment>Off by default: a call addressed to your team waits for your answer.</extracomment>
        <translation>Pasangan boleh men&amp;jawab untuk tim</translation>
    </message>
    <message>
        <source>Partner si&amp;gnals (señas)</source>
        <translation>&amp;Isyarat pasangan (señas)</translation>
    </message>
    <message>
        <source>Daily &amp;leaderboard…</source>
        <extracomment>Opens the dialog where the player opts in to the online daily leaderboard.</extracomment>
        <translation>Papan peringkat &amp;harian…</translation>
    </message>
    <message>
        <source>&amp;Tips</source>
        <translation>&amp;Kiat</translation>
    </message>
    <message>
        <source>&amp;Señas (signs)</source>
        <translation>&amp;Señas (isyarat)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <extracomment>Help: the coach's guided hand, the first match that teaches.</extracomment>
        <translation>&amp;Belajar bermain</translation>
    </message>
    <message>
        <source>&amp;About Truco</source>
        <translation>&amp;Tentang Truco</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Aturan %1</translation>
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
        <translation>pembagi</translation>
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
        <translation>Pemain berbeda di setiap permainan, dipilih oleh Truco.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Karakter</translation>
    </message>
    <message>
        <source>Who plays at the table</source>
        <translation>Siapa yang bermain di meja</translation>
    </message>
    <message>
        <source>Pick your partner and your opponents, or let the game choose. Each plays at the level chosen in Options, in a style of their own. The players you pick sit down from the next game.</source>
        <translation>Pilih pasangan dan lawan Anda, atau biarkan Truco memilih. Masing-masing bermain pada tingkat yang dipilih di Opsi, dengan gayanya sendiri. Pemain yang Anda pilih duduk mulai permainan berikutnya.</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Pasangan</translation>
    </message>
    <message>
        <source>Partner %1</source>
        <extracomment>A seat in the Characters dialog: "Partner 2".</extracomment>
        <translation>Pasangan %1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Lawan</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <extracomment>A seat in the Characters dialog: "Opponent 2".</extracomment>
        <translation>Lawan %1</translation>
    </message>
    <message>
        <source>Let the game choose</source>
        <translation>Biarkan Truco memilih</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
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
        <translation>Main online</translation>
    </message>
    <message>
        <source>Cl&amp;ub:</source>
        <translation>K&amp;lub:</translation>
    </message>
    <message>
        <source>the club's address, for example club.example.org</source>
        <translation>alamat klub, misalnya club.example.org</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>S&amp;ambungkan</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Nama Anda:</translation>
    </message>
    <message>
        <source>Open &amp;tables:</source>
        <translation>Me&amp;ja terbuka:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Meja</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varian</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Kursi kosong</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Duduk</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Gabung</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>&amp;Kode:</translation>
    </message>
    <message>
        <source>Join b&amp;y code</source>
        <translation>Gab&amp;ung dengan kode</translation>
    </message>
    <message>
        <source>&amp;Quick play</source>
        <translation>Main &amp;cepat</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>&amp;Buat</translation>
    </message>
    <message>
        <source>Type the club's address.</source>
        <translation>Ketik alamat klub.</translation>
    </message>
    <message>
        <source>Reaching the club…</source>
        <translation>Menghubungi klub…</translation>
    </message>
    <message>
        <source>A club is reached over a secure connection only: https://</source>
        <translation>Klub hanya dijangkau lewat sambungan aman: https://</translation>
    </message>
    <message>
        <source>That is not a club's address (%1).</source>
        <extracomment>%1: what is wrong with the address (in English).</extracomment>
        <translation>Itu bukan alamat klub (%1).</translation>
    </message>
    <message>
        <source>The club's certificate was not trusted.</source>
        <translation>Sertifikat klub tidak dipercaya.</translation>
    </message>
    <message>
        <source>Playing online needs the game's online part: %1</source>
        <extracomment>%1: the command that installs it.</extracomment>
        <translation>Main online memerlukan bagian online permainan: %1</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2: the system's words for the failure.</extracomment>
        <translation>Klub di %1 tidak dapat dijangkau (%2).</translation>
    </message>
    <message>
        <source>Trust this club?</source>
        <translation>Percayai klub ini?</translation>
    </message>
    <message>
        <source>The club at %1 has a certificate of its own, not one the system knows. Trust it only if its fingerprint is the one the club's people gave you:</source>
        <extracomment>%1: the club's address. The certificate's fingerprint follows on its own lines.</extracomment>
        <translation>Klub di %1 memakai sertifikatnya sendiri, bukan yang dikenal sistem. Percayai hanya jika sidik jarinya sama dengan yang diberikan pengurus klub kepada Anda:</translation>
    </message>
    <message>
        <source>Once trusted, the game refuses this club if its certificate changes.</source>
        <translation>Setelah dipercaya, permainan menolak klub ini jika sertifikatnya berubah.</translation>
    </message>
    <message>
        <source>&amp;Trust</source>
        <translation>&amp;Percayai</translation>
    </message>
    <message>
        <source>The club's certificate has changed since you trusted it, so the game does not connect: someone may stand between you and the club. If the club's people say they changed it, its new fingerprint is %1.</source>
        <extracomment>%1: the new certificate's fingerprint.</extracomment>
        <translation>Sertifikat klub berubah sejak Anda memercayainya, jadi permainan tidak tersambung: mungkin ada pihak lain di antara Anda dan klub. Jika pengurus klub mengatakan mereka menggantinya, sidik jari barunya adalah %1.</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>sedang bermain</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>belum dimulai</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(tanpa nama)</translation>
    </message>
    <message>
        <source>%1 (your seat)</source>
        <extracomment>A listed table where we left a seat that is still kept for us.</extracomment>
        <translation>%1 (kursi Anda)</translation>
    </message>
    <message>
        <source>No open table right now: create one, or quick play.</source>
        <translation>Tidak ada meja terbuka sekarang: buat satu, atau main cepat.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n open tables.</source>
        <extracomment>%1: the club's address, %n: how many open tables it lists.</extracomment>
        <translation>
            <numerusform>%1: %n meja terbuka.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Ketik kode meja.</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name of a new club table when none is typed: %1 its owner's name.</extracomment>
        <translation>Meja %1</translation>
    </message>
</context>
<context>
    <name>ClubTableWindow</name>
    <message>
        <source>That table is no longer open at the club: its match ended or everyone left. Choose another table, or create one.</source>
        <extracomment>A club's server restarted under a match comes back within seconds: the tries to reach it again with the seat's token, and the pause before each (ms). Where our seat's token is kept (``club_key``: the club as the store names it), and whether we came back with one (a seat we left).</extracomment>
        <translation>Meja itu sudah tidak terbuka di klub: permainannya selesai atau semua orang pergi. Pilih meja lain, atau buat meja baru.</translation>
    </message>
    <message>
        <source>Your seat at that table went to someone else while you were away. Join it again to take a free seat, or choose another table.</source>
        <translation>Kursi Anda di meja itu diambil orang lain selama Anda pergi. Bergabunglah lagi untuk mengambil kursi kosong, atau pilih meja lain.</translation>
    </message>
    <message>
        <source>Give your friends the club's address and this code: they choose Play online… in the Game menu and join by the code. Empty seats are played by the computer.</source>
        <translation>Berikan alamat klub dan kode ini kepada teman Anda: mereka memilih Main online… di menu Permainan dan bergabung dengan kode itu. Kursi kosong dimainkan komputer.</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2 the system's words for the failure.</extracomment>
        <translation>Klub di %1 tidak dapat dijangkau (%2).</translation>
    </message>
    <message>
        <source>The connection to the club was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Sambungan ke klub terputus; mencoba lagi (%1 dari %2)…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Terjadi kesalahan</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Detailnya dicatat di %1.</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Detailnya tidak dapat dicatat ke berkas log.</translation>
    </message>
    <message>
        <source>The game hit an unexpected error. Your match was saved after your last move, so you can carry on or restart the game without losing it. %1</source>
        <extracomment>%1 says where the details were written (the next sentence).</extracomment>
        <translation>Terjadi galat yang tidak terduga. Permainan Anda sudah disimpan setelah langkah terakhir Anda, jadi Anda bisa melanjutkannya atau membuka ulang aplikasi tanpa kehilangan apa pun. %1</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Salin detail</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Disalin</translation>
    </message>
</context>
<context>
    <name>DailyResultDialog</name>
    <message>
        <source>Daily deal</source>
        <translation>Tantangan harian</translation>
    </message>
    <message>
        <source>You won today's deal!</source>
        <translation>Anda menang di tantangan hari ini!</translation>
    </message>
    <message>
        <source>Today's deal</source>
        <translation>Tantangan hari ini</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n days</source>
        <translation>
            <numerusform>Rentetan menang: %n hari</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best: %n</source>
        <translation>
            <numerusform>terbaik: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Share the line with friends: they get the same cards today.</source>
        <translation>Bagikan baris ini ke teman: hari ini mereka mendapat kartu yang sama.</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Salin hasil</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Ranking</source>
        <extracomment>Opens the online leaderboard's ranking of today's deal.</extracomment>
        <translation>Peringkat</translation>
    </message>
    <message>
        <source>Show the online ranking of this deal</source>
        <translation>Tampilkan papan peringkat daring tantangan ini</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Disalin</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Card ranking, strongest first</source>
        <translation>Urutan kartu, dari yang terkuat</translation>
    </message>
    <message>
        <source>The vira of this example: %1</source>
        <extracomment>Above Paulista's card ranking, beside the vira's picture; %1 is the card ("7 of hearts").</extracomment>
        <translation>Vira dalam contoh ini: %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cara bermain</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Kiat</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Spanish 40-card deck (oros, copas, espadas, bastos); else the French one. An Argentine table's tradition (DEALER, MANO, parda, matchsticks); else Brazil's. The call words on the buttons, in the bubbles and in the log. A raise said at one's own turn where it differs from the answer's word. A bet as it is shouted ("¡Truco!", "Truco!"). The mão de onze's two buttons: (accept?, stake, points if refused) -&gt; label. The variant's full name (the help's title, the window's): "Argentine Truco". Its short name (the menus, the daily result line): "Argentino".</extracomment>
        <translation>Truco Argentina</translation>
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
        <translation>Argentina</translation>
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
        <translation>Kartu 3</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Kartu 2</translation>
    </message>
    <message>
        <source>Kings (12)</source>
        <translation>Raja (12)</translation>
    </message>
    <message>
        <source>Caballos (11)</source>
        <translation>Caballo (11)</translation>
    </message>
    <message>
        <source>Sotas (10)</source>
        <translation>Sota (10)</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Kartu 6</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Kartu 5</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Kartu 4</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Raja</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Ratu</translation>
    </message>
    <message>
        <source>Aces</source>
        <extracomment>Paulista's chart is one hand's order: the hand of this vira (PA-VIRA-2), whose manilhas are the queens.</extracomment>
        <translation>As</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Kartu 7</translation>
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
        <translation>Hanya empat kartu teratas yang kekuatannya bergantung pada jenis kartu. Kartu dalam satu baris sama kuat: trik yang kartu terkuatnya datang dari kedua tim menjadi parda.</translation>
    </message>
    <message>
        <source>The four manilhas at the top never change. Below them suits do not matter, and cards of the same row tie.</source>
        <translation>Empat manilha di urutan teratas tidak pernah berubah. Di bawahnya jenis kartu tidak berpengaruh, dan kartu dalam satu baris sama kuat.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Trik</translation>
    </message>
    <message>
        <source>Each player gets three cards. The player to the dealer's right, the mano, leads the first trick, and play goes round counter-clockwise. You never have to follow suit: the strongest card wins the trick and its player leads the next one. If the strongest cards of a trick come from both teams, the trick is a parda (a tie) and whoever led it leads again.</source>
        <translation>Setiap pemain menerima tiga kartu. Pemain di sebelah kanan pembagi, yaitu mano, membuka trik pertama, lalu giliran berputar berlawanan arah jarum jam. Tidak ada kewajiban menyamakan jenis kartu: trik dimenangkan oleh kartu terkuat, dan yang memainkannya membuka trik berikutnya. Bila kartu terkuat dalam satu trik datang dari kedua tim, trik itu parda (seri) dan pembukanya membuka lagi.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Who wins the hand</source>
        <translation>Siapa yang memenangkan babak</translation>
    </message>
    <message>
        <source>The team that wins two tricks wins the hand.</source>
        <translation>Tim yang mengambil dua trik menjadi pemenang babak.</translation>
    </message>
    <message>
        <source>If a trick is a parda, the team that won the first trick that was won takes the hand.</source>
        <translation>Bila sebuah trik parda, babak menjadi milik tim yang memenangkan trik pertama yang ada pemenangnya.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the mano's team wins.</source>
        <translation>Jika ketiga trik parda, tim mano yang menang.</translation>
    </message>
    <message>
        <source>A hand is worth 1 point unless someone bets on it.</source>
        <translation>Tanpa taruhan, satu babak bernilai 1 poin.</translation>
    </message>
    <message>
        <source>Truco</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand. At your turn, before playing your card, you may call Truco: if the other team accepts (Quiero), the hand is worth 2. The team that accepted may raise later with Retruco (3), and the other team may then answer with Vale cuatro (4). A team can also raise straight away instead of answering Quiero.</source>
        <translation>Truco adalah taruhan atas babak. Pada giliran Anda, sebelum memainkan kartu, Anda boleh menyerukan Truco: jika tim lawan menerima (Quiero), babak bernilai 2. Tim yang menerima nanti boleh menaikkan dengan Retruco (3), lalu tim satunya bisa membalas dengan Vale cuatro (4). Alih-alih menjawab Quiero, sebuah tim juga boleh langsung menaikkan.</translation>
    </message>
    <message>
        <source>Refusing (No quiero) ends the hand at once: the team that bet scores what the hand was worth before the bet (1 for a refused Truco, 2 for a Retruco, 3 for a Vale cuatro).</source>
        <translation>Menolak (No quiero) langsung mengakhiri babak: tim yang bertaruh mendapat nilai babak sebelum taruhan itu (1 untuk Truco yang ditolak, 2 untuk Retruco, 3 untuk Vale cuatro).</translation>
    </message>
    <message>
        <source>Envido</source>
        <translation>Envido</translation>
    </message>
    <message>
        <source>The envido is a side bet on your cards. Two cards of the same suit are worth 20 plus their numbers (10, 11 and 12 count nothing), so a 7 and a 6 of one suit make 33, the best possible. With three different suits, your envido is your best single card.</source>
        <translation>Envido adalah taruhan sampingan atas kartu Anda. Dua kartu sejenis bernilai 20 ditambah angka keduanya (10, 11, dan 12 dihitung nol), jadi 7 dan 6 yang sejenis menghasilkan 33, nilai tertinggi. Jika ketiga kartu berlainan jenis, envido Anda adalah angka kartu tunggal terbaik Anda.</translation>
    </message>
    <message>
        <source>You may start an envido only in the first trick, before you play your card and before any Truco has been accepted. Envido is worth 2, Real envido 3, and Falta envido whatever the leading team still needs to win the match. The other team answers Quiero, No quiero, or raises. If it is refused, the team that bet scores 1, or what was already accepted by raising. If it is accepted, the best envido wins; on a tie, the player nearer to the mano wins.</source>
        <translation>Envido hanya boleh dibuka pada trik pertama, selama kartu Anda belum dimainkan dan belum ada Truco yang diterima. Envido bernilai 2, Real envido 3, dan Falta envido senilai poin yang masih dibutuhkan tim unggul untuk memenangkan permainan. Tim lawan menjawab Quiero, No quiero, atau menaikkan taruhan. Bila ditolak, tim yang bertaruh memperoleh 1 poin, atau nilai yang sudah diterima sebelum kenaikan terakhir. Bila diterima, envido tertinggi yang menang; jika sama, menang pemain yang posisinya lebih dekat ke mano.</translation>
    </message>
    <message>
        <source>Envido first: when Truco is called during the first trick, a player who has not played yet may answer with an envido. The envido is settled first, then the Truco is answered.</source>
        <translation>Envido didahulukan: bila Truco diserukan pada trik pertama, pemain yang belum memainkan kartunya masih boleh menjawab dengan envido. Urusan envido dituntaskan dulu, setelah itu barulah Truco dijawab.</translation>
    </message>
    <message>
        <source>Flor (optional)</source>
        <translation>Flor (opsional)</translation>
    </message>
    <message>
        <source>When flor is on, three cards of one suit are a flor and must be announced. A flor is worth 3 points for every flor announced, to the team with the best one (20 plus the three numbers), and there is no envido in a hand with a flor. In the full mode, a second team with flor can bet back with Contraflor (3 more) or Contraflor al resto (the rest of the match), or give in with Con flor me achico.</source>
        <translation>Bila flor diaktifkan, tiga kartu berjenis sama disebut flor dan harus diumumkan. Tim pemilik flor terbaik (20 ditambah ketiga angkanya) meraih 3 poin dari tiap flor yang diumumkan, dan pada babak yang memiliki flor tidak ada envido. Dalam mode lengkap, tim kedua yang juga punya flor dapat membalas dengan Contraflor (tambah 3) atau Contraflor al resto (sisa permainan), atau mengalah dengan Con flor me achico.</translation>
    </message>
    <message>
        <source>Going to the deck</source>
        <translation>Pergi ke mazo</translation>
    </message>
    <message>
        <source>At your turn you may fold with Me voy al mazo. The other team scores what the hand is worth, plus 1 if it happens in the first trick before any envido, flor or accepted Truco.</source>
        <translation>Pada giliran Anda, Anda boleh menyerah dengan Me voy al mazo. Tim lawan mendapat nilai babak, ditambah 1 jika hal itu terjadi di trik pertama sebelum ada envido, flor, atau Truco yang diterima.</translation>
    </message>
    <message>
        <source>Scoring order and six players</source>
        <translation>Urutan poin dan enam pemain</translation>
    </message>
    <message>
        <source>Envido and flor points are added before the points of the tricks. If they win the match, the tricks are not counted.</source>
        <translation>Poin envido dan flor dicatat lebih dulu, baru poin dari trik. Bila poin tersebut sudah mengakhiri permainan, hasil trik diabaikan.</translation>
    </message>
    <message>
        <source>With six players, hands alternate between redondo (everyone plays together) and pica-pica (three duels between opposite players) while both teams are below 25 points.</source>
        <translation>Dengan enam pemain, babak bergantian antara redondo (semua bermain bersama) dan pica-pica (tiga duel antarpemain yang berhadapan) selama skor kedua tim masih di bawah 25.</translation>
    </message>
    <message>
        <source>Best of three plays up to three matches: the first team to win two wins the series.</source>
        <translation>Terbaik dari tiga berarti hingga tiga permainan: tim yang lebih dulu menang dua kali menjadi juara.</translation>
    </message>
    <message>
        <source>Three players: the gallo</source>
        <translation>Tiga pemain: gallo</translation>
    </message>
    <message>
        <source>With three players, in every hand one player, the gallo, plays alone against the other two, the pair, who are partners for that hand. The gallo is dealt a fourth card and, before anything else happens, puts one of his four cards away face down: nobody ever sees it and it counts for nothing, not even for his envido.</source>
        <translation>Dengan tiga pemain, di setiap babak satu pemain, sang gallo, bermain sendirian melawan dua pemain lainnya, pasangan, yang menjadi satu tim di babak itu. Gallo mendapat kartu keempat dan, sebelum apa pun terjadi, membuang salah satu dari empat kartunya dalam keadaan tertutup: tidak ada yang pernah melihatnya dan kartu itu tidak dihitung untuk apa pun, bahkan untuk envido-nya.</translation>
    </message>
    <message>
        <source>Every player keeps his own score. The gallo's points go to his score; the pair's points go in full to the score of each of its two players, so both can reach the target together and win the match together. The falta envido counts from the highest of the three scores.</source>
        <translation>Setiap pemain punya skornya sendiri. Poin gallo masuk ke skornya; poin pasangan masuk penuh ke skor masing-masing dari kedua pemainnya, sehingga keduanya bisa mencapai target bersama dan memenangkan permainan bersama. Falta envido dihitung dari skor tertinggi di antara ketiganya.</translation>
    </message>
    <message>
        <source>This example is a hand whose vira is the %1, so the manilhas are the next rank up: %2. Every hand turns a new vira, and the manilhas are always the rank just above it in the order %3 (after the %4 comes the %5 again; with the clean deck the order is %6). The three other cards of the vira's rank are ordinary cards.</source>
        <extracomment>Paulista's card ranking: %1 the example's vira ("7 of hearts"), %2 its manilhas' rank ("Queens"), %3 the order of the ranks ("4 5 6 7 Q J K A 2 3"), %4 its last rank and %5 its first, %6 the order with the clean deck.</extracomment>
        <translation>Contoh ini adalah babak dengan vira %1, sehingga manilha adalah kartu satu tingkat di atasnya: %2. Setiap babak membuka vira baru, dan manilha selalu kartu satu tingkat di atas vira menurut urutan %3 (sesudah %4 kembali ke %5; dengan dek bersih urutannya %6). Tiga kartu lain yang senilai dengan vira hanyalah kartu biasa.</translation>
    </message>
    <message>
        <source>Two, three, four, six or eight players. An even number plays in two teams, partners sitting every other seat (across from each other with four); with three, one player, the gallo, plays alone against the other two. The deck is the 40-card Spanish deck: oros (coins), copas (cups), espadas (swords) and bastos (clubs), numbered 1 to 7 and 10 to 12. The first team to reach 30 points wins (15 if you choose a shorter match). The first 15 points are the malas and the next 15 the buenas: 22 points is read as 7 buenas.</source>
        <translation>Dua, tiga, empat, enam, atau delapan orang dapat bermain. Jika jumlahnya genap, mereka bermain dalam dua tim dan pasangan satu tim duduk berselang-seling (berhadapan bila berempat); bila bertiga, satu pemain, sang gallo, bermain sendirian melawan dua pemain lainnya. Permainan ini memakai kartu Spanyol berjumlah 40: koin (oros), piala (copas), pedang (espadas), dan tongkat (bastos), dengan angka 1–7 dan 10–12. Tim yang pertama mengumpulkan 30 poin memenangkan permainan (atau 15 bila Anda memilih permainan yang lebih pendek). Lima belas poin pertama disebut malas, lima belas berikutnya buenas: 22 poin dibaca 7 buenas.</translation>
    </message>
    <message>
        <source>Rotating gallo (the default): the mano is the gallo, so the role goes round the table with the deal. Fixed gallo: the same player is the gallo in every hand and the other two are always the pair, so each of them gets the pair's points in full. Best of three is not played with three players.</source>
        <translation>Gallo bergilir (bawaan): mano menjadi gallo, jadi peran itu berputar di meja bersama pembagian kartu. Gallo tetap: pemain yang sama menjadi gallo di setiap babak dan dua pemain lainnya selalu menjadi pasangan, sehingga masing-masing mendapat poin pasangan itu secara penuh. Dengan tiga pemain tidak dimainkan terbaik dari tiga.</translation>
    </message>
    <message>
        <source>Eight players</source>
        <translation>Delapan pemain</translation>
    </message>
    <message>
        <source>Eight players play in two teams of four, partners every other seat. As with six, hands alternate between redondo and pica-pica; a pica-pica hand is four duels, each player against the opponent diagonally across the table, played one after another.</source>
        <translation>Delapan pemain bermain dalam dua tim berisi empat orang, dengan anggota tim duduk berselang-seling. Seperti dengan enam pemain, babak bergantian antara redondo dan pica-pica; satu babak pica-pica terdiri dari empat duel, setiap pemain melawan lawan yang duduk diagonal di seberang meja, dimainkan satu per satu.</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (40 cards).</source>
        <translation>Kartu yang dipakai adalah dek Prancis tanpa 8, 9, 10, dan joker (40 kartu).</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (the dirty deck, 40 cards), or only the A, 2, 3, J, Q and K (the clean deck, 24 cards).</source>
        <translation>Kartu yang dipakai adalah dek Prancis tanpa 8, 9, 10, dan joker (dek kotor, 40 kartu), atau hanya A, 2, 3, J, Q, dan K (dek bersih, 24 kartu).</translation>
    </message>
    <message>
        <source>Two or four players in two teams, partners sitting across from each other. The first team to reach 12 points (tentos) wins. There is no envido, no flor and no folding: the only way to give up a hand is to run from a bet.</source>
        <translation>Dua atau empat orang bermain dalam dua tim; pasangan satu tim duduk berhadapan. Tim yang pertama mengumpulkan 12 poin (tentos) menang. Tidak ada envido, flor, ataupun pergi ke mazo: satu-satunya cara melepaskan babak adalah mundur dari taruhan.</translation>
    </message>
    <message>
        <source>Choosing a set</source>
        <translation>Memilih set</translation>
    </message>
    <message>
        <source>Cards are dealt in packets of three. Before play, the mão (the first player) looks at his packet and may keep it, give it face down to his partner (four players, once a hand) and take three new cards, or show it, put it out of play and take three new cards. He sees at most four sets.</source>
        <translation>Kartu dibagikan per tiga lembar. Sebelum bermain, mão (pemain pertama) melihat setnya dan boleh menyimpannya; menyerahkannya tertutup kepada pasangannya (empat pemain, sekali per babak) lalu mengambil tiga kartu baru; atau membukanya, menyisihkannya dari permainan, lalu mengambil tiga kartu baru. Paling banyak ia melihat empat set.</translation>
    </message>
    <message>
        <source>After a parda, the team that won the first trick that was won takes it.</source>
        <translation>Setelah parda, babak menjadi milik tim yang memenangkan trik pertama yang ada pemenangnya.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, nobody scores.</source>
        <translation>Jika ketiga trik parda, tidak ada yang mendapat poin.</translation>
    </message>
    <message>
        <source>Truco on the trick</source>
        <translation>Truco atas trik</translation>
    </message>
    <message>
        <source>In Mineiro a Truco is a bet on the trick being played. Truco makes the hand worth 3, then Seis 6, Nove 9 and Doze 12; only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>Di Mineiro, Truco adalah taruhan pada trik yang sedang berjalan. Truco membuat babak bernilai 3, lalu Seis 6, Nove 9, dan Doze 12; kenaikan hanya boleh dilakukan tim yang menerima taruhan terakhir. Mundur (Corro) memberi tim yang bertaruh nilai babak sebelum taruhan itu.</translation>
    </message>
    <message>
        <source>Once a bet is accepted, whoever wins that trick wins the whole hand. If that trick is a parda and one of the tied cards was already on the table when the bet was made, the team that bet loses the hand; otherwise the next trick decides, and a parda in the last trick scores nothing.</source>
        <translation>Setelah taruhan diterima, pemenang trik itu memenangkan seluruh babak. Bila trik itu parda dan salah satu kartu yang sama kuat sudah ada di meja saat taruhan diserukan, tim yang bertaruh kalah di babak itu; kalau tidak, trik selanjutnya yang menentukan, dan parda di trik terakhir tidak memberi poin kepada siapa pun.</translation>
    </message>
    <message>
        <source>The vira and the manilhas</source>
        <translation>Vira dan manilha</translation>
    </message>
    <message>
        <source>After the deal one card is turned face up: the vira. The four cards of the next rank are the manilhas, the strongest cards of the hand.</source>
        <translation>Setelah kartu dibagikan, satu kartu dibuka menghadap ke atas: itulah vira. Empat kartu yang nilainya satu tingkat di atas vira adalah manilha, kartu terkuat di babak itu.</translation>
    </message>
    <message>
        <source>If the first trick is a parda, the second decides.</source>
        <translation>Jika trik pertama parda, trik kedua yang menentukan.</translation>
    </message>
    <message>
        <source>If the first two tricks are pardas, the third decides.</source>
        <translation>Jika dua trik pertama parda, trik ketiga yang menentukan.</translation>
    </message>
    <message>
        <source>If a later trick is a parda, the team that won the first trick wins.</source>
        <translation>Jika trik sesudahnya parda, tim pemenang trik pertama yang menang.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the dealer's team wins.</source>
        <translation>Jika ketiga trik parda, tim pembagi yang menang.</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand: accepted, it makes the hand worth 3, then Seis 6, Nove 9 and Doze 12. Only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>Truco adalah taruhan pada babak: bila diterima, babak bernilai 3, lalu Seis 6, Nove 9, dan Doze 12. Kenaikan hanya boleh dilakukan tim yang menerima taruhan terakhir. Mundur (Corro) memberi tim yang bertaruh nilai babak sebelum taruhan itu.</translation>
    </message>
    <message>
        <source>Limits on betting</source>
        <translation>Batas taruhan</translation>
    </message>
    <message>
        <source>You may not bet or raise when the points you would win anyway already take your team to 12.</source>
        <translation>Anda tidak boleh bertaruh atau menaikkan jika nilai babak saat ini saja sudah cukup membawa tim Anda ke 12.</translation>
    </message>
    <message>
        <source>From the second trick on, anyone but the leader may play a card face down. A face-down card cannot win or tie a trick and is never shown.</source>
        <translation>Mulai trik kedua, semua pemain kecuali pembuka trik boleh memainkan kartu tertutup. Kartu tertutup tidak bisa memenangkan atau menyamakan trik dan tidak pernah diperlihatkan.</translation>
    </message>
    <message>
        <source>Mão de onze and mão de ferro</source>
        <translation>Mão de onze dan mão de ferro</translation>
    </message>
    <message>
        <source>When one team has 11 points, its players see each other's cards and decide: play the hand for 3 points, without Truco, or run and give the other team 1 point.</source>
        <translation>Jika satu tim mencapai 11 poin, para pemainnya saling melihat kartu lalu memutuskan: memainkan babak untuk 3 poin tanpa Truco, atau mundur dan memberi tim lawan 1 poin.</translation>
    </message>
    <message>
        <source>When both teams have 11, the hand is played blind: nobody sees any card, there are no bets, and the winner of the hand wins the match. In Mineiro, a blind hand with three pardas is dealt again.</source>
        <translation>Jika kedua tim sama-sama punya 11 poin, babak dimainkan tanpa melihat kartu: tak seorang pun melihat kartunya, tidak ada taruhan, dan pemenang babak memenangkan permainan. Di Mineiro, babak buta dengan tiga parda dibagi ulang.</translation>
    </message>
    <message>
        <source>Count your envido before anything else: 28 or more is usually worth a bet, and 33 is the best there is.</source>
        <translation>Hal pertama: hitung envido Anda. Nilai 28 ke atas umumnya pantas dipakai bertaruh, dan tidak ada yang lebih tinggi dari 33.</translation>
    </message>
    <message>
        <source>Truco rewards nerve. A bet on weak cards can win the hand if the other team runs, but a refused retruco still gives them points.</source>
        <translation>Di Truco, nyali itu dihargai. Kartu lemah pun bisa memenangkan babak lewat taruhan kalau lawan mundur, tetapi jika Anda menolak retruco mereka, mereka tetap mendapat poin.</translation>
    </message>
    <message>
        <source>Win the first trick if you can: it often decides the hand, because a later parda goes to the team that won it.</source>
        <translation>Usahakan merebut trik pertama. Trik ini sering menentukan babak, sebab parda sesudahnya jatuh ke tim yang memenangkannya.</translation>
    </message>
    <message>
        <source>Keep your best card for when it matters. A 3 played too early can be beaten by any of the four top cards.</source>
        <translation>Tahan kartu terkuat Anda sampai benar-benar dibutuhkan. Kartu 3 yang keluar terlalu cepat bisa dilibas oleh empat kartu teratas mana pun.</translation>
    </message>
    <message>
        <source>Watch what has been played. Once the ace of espadas and the ace of bastos are gone, your 7 of espadas may be the best card left.</source>
        <translation>Perhatikan kartu yang sudah keluar. Begitu 1 pedang dan 1 tongkat habis, 7 pedang Anda bisa jadi kartu terkuat yang tersisa.</translation>
    </message>
    <message>
        <source>In Brazil, a card played face down hides your strength: use it when the trick is already lost and keep a good card for the next one.</source>
        <translation>Di Brasil, kartu yang dimainkan tertutup menyembunyikan kekuatan Anda: pakailah saat trik sudah pasti kalah, dan simpan kartu bagus untuk trik berikutnya.</translation>
    </message>
    <message>
        <source>Your partner sees what you play. Playing low in the first trick says you are counting on the next ones.</source>
        <translation>Pasangan Anda melihat kartu yang Anda mainkan. Membuang kartu rendah di trik pertama memberi tanda bahwa Anda mengandalkan trik-trik berikutnya.</translation>
    </message>
    <message>
        <source>At your turn, click a card (or press 1, 2 or 3) to play it, or use a call on the bar under the table first: Envido, Truco and so on.</source>
        <translation>Saat giliran Anda, klik sebuah kartu (atau tekan 1, 2, atau 3) untuk memainkannya, atau lebih dulu pilih seruan pada bilah di bawah meja, misalnya Envido atau Truco.</translation>
    </message>
    <message>
        <source>When the other team bets, answer with Quiero or No quiero (Aceito or Corro in Brazil), or raise.</source>
        <translation>Jika lawan bertaruh, Anda bisa menerima (Quiero; di Brasil Aceito), menolak (No quiero; di Brasil Corro), atau menaikkannya.</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Your choices are remembered on this computer.</source>
        <translation>Aturan yang diganti langsung memulai permainan baru. Komputer ini menyimpan pilihan Anda.</translation>
    </message>
    <message>
        <source>The daily deal gives everyone the same cards each day. Only your first try of the day is scored.</source>
        <translation>Tantangan harian membagikan kartu yang sama kepada semua orang pada hari yang sama. Hanya percobaan pertama Anda setiap hari yang dihitung.</translation>
    </message>
    <message>
        <source>Rules written in our own words from the traditional games of Argentina, Minas Gerais and São Paulo.</source>
        <translation>Aturan ini kami susun sendiri dari permainan tradisional Argentina, Minas Gerais, dan São Paulo.</translation>
    </message>
    <message>
        <source>Card art, table and computer players made for this project.</source>
        <translation>Gambar kartu, meja, dan pemain komputer dibuat khusus untuk proyek ini.</translation>
    </message>
    <message>
        <source>Built with Python and Qt (PySide6).</source>
        <translation>Dibuat dengan Python dan Qt (PySide6).</translation>
    </message>
</context>
<context>
    <name>HostedAgain</name>
    <message>
        <source>The match at %1 (code %2, last played %3) was left under way. Reopen it? Your friends join again with the same code.</source>
        <extracomment>%1: the table's name, %2: its code, %3: when its match was last saved.</extracomment>
        <translation>Permainan di %1 (kode %2, terakhir dimainkan %3) belum selesai. Buka lagi? Teman Anda bergabung lagi dengan kode yang sama.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Buka meja</translation>
    </message>
    <message>
        <source>Reopen the match</source>
        <translation>Buka lagi permainan</translation>
    </message>
    <message>
        <source>Host a new table</source>
        <translation>Buka meja baru</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Gabung ke meja</translation>
    </message>
    <message>
        <source>Type the address and the code the host gave you, or pick a table found on this network and type its code.</source>
        <translation>Ketik alamat dan kode yang diberikan tuan rumah, atau pilih meja yang ditemukan di jaringan ini lalu ketik kodenya.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Meja di jaringan ini:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Cari lagi</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Nama Anda:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Alamat:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kode:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:47470</source>
        <translation>misalnya 192.168.1.20:47470</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Gabung</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Mencari meja…</translation>
    </message>
    <message>
        <source>No table found on this network.</source>
        <translation>Tidak ada meja di jaringan ini.</translation>
    </message>
    <message>
        <source>%1 — %2, %3 of %4 seats taken by people — %5</source>
        <extracomment>A table found on the network: %1 its name, %2 the variant, %3 people seated, %4 seats, %5 the address.</extracomment>
        <translation>%1 — %2, %3 dari %4 kursi diisi orang — %5</translation>
    </message>
    <message>
        <source>(playing)</source>
        <translation>(sedang bermain)</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Port adalah angka dari 1 sampai 65535.</translation>
    </message>
    <message>
        <source>Type the host's address.</source>
        <translation>Ketik alamat tuan rumah.</translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Ketik kode meja.</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <source>Daily leaderboard</source>
        <translation>Papan peringkat harian</translation>
    </message>
    <message>
        <source>Compare your daily deal with other players. After each daily match your result is sent to a leaderboard server, which checks it by playing the match again.</source>
        <translation>Bandingkan tantangan harian Anda dengan pemain lain. Setelah setiap permainan harian, hasil Anda dikirim ke server papan peringkat, yang memeriksanya dengan memainkan ulang permainan itu.</translation>
    </message>
    <message>
        <source>&amp;Send my daily results to the leaderboard</source>
        <translation>&amp;Kirim hasil harian saya ke papan peringkat</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>&amp;Alamat server</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>&amp;Nama Anda</translation>
    </message>
    <message>
        <source>Only your name, a random number made on this computer and your daily matches are sent. There is no account. Your own results stay on this computer whatever the server does.</source>
        <translation>Yang dikirim hanya nama Anda, sebuah nomor acak yang dibuat di komputer ini, dan permainan harian Anda. Tidak ada akun. Hasil Anda sendiri tetap tersimpan di komputer ini, apa pun yang terjadi pada server.</translation>
    </message>
    <message>
        <source>Send my daily results to the leaderboard</source>
        <translation>Kirim hasil harian saya ke papan peringkat</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Alamat server</translation>
    </message>
    <message>
        <source>The leaderboard server's address, for example %1</source>
        <translation>Alamat server papan peringkat, misalnya %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Nama Anda</translation>
    </message>
    <message>
        <source>The name the other players see on the leaderboard</source>
        <translation>Nama yang dilihat pemain lain di papan peringkat</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait to be sent.</source>
        <translation>
            <numerusform>%n hasil Anda menunggu untuk dikirim.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server's address must start with %1 or %2 and name the server, for example %3.</source>
        <extracomment>%1 and %2 are "http://" and "https://", %3 an example address.</extracomment>
        <translation>Alamat server harus diawali %1 atau %2 dan menyebut servernya, misalnya %3.</translation>
    </message>
    <message>
        <source>The settings could not be written. Check the disk and try again.</source>
        <translation>Pengaturan tidak dapat ditulis. Periksa disk lalu coba lagi.</translation>
    </message>
</context>
<context>
    <name>LookBackDialog</name>
    <message>
        <source>Look back</source>
        <translation>Tinjau ulang</translation>
    </message>
    <message>
        <source>Looking back at this hand</source>
        <translation>Meninjau ulang babak ini</translation>
    </message>
    <message>
        <source>Nothing to look back at: the coach would have played this hand as you did.</source>
        <translation>Tidak ada yang perlu ditinjau: pelatih akan memainkan babak ini seperti Anda.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The look back's last line: a seat and the cards it held (%1 name, %2 cards).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>They held: %1</source>
        <extracomment>After the hand: what the other players held; %1 lists them.</extracomment>
        <translation>Mereka memegang: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
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
        <translation>Pengaturan Anda tidak dapat disimpan (%1).</translation>
    </message>
    <message>
        <source>Change the rules?</source>
        <translation>Ganti aturan?</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Leave the match in progress?</source>
        <translation>Mengganti aturan akan memulai permainan baru. Tinggalkan permainan yang sedang berjalan?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Lanjut bermain</translation>
    </message>
    <message>
        <source>The new level applies from the next game.</source>
        <translation>Level baru berlaku mulai permainan berikutnya.</translation>
    </message>
    <message>
        <source>New game?</source>
        <translation>Permainan baru?</translation>
    </message>
    <message>
        <source>Leave the match in progress and start a new one?</source>
        <translation>Tinggalkan permainan yang sedang berjalan dan mulai yang baru?</translation>
    </message>
    <message>
        <source>Play the daily deal?</source>
        <translation>Mainkan tantangan harian?</translation>
    </message>
    <message>
        <source>Leave the match in progress and play today's deal?</source>
        <translation>Tinggalkan permainan yang sedang berjalan dan mainkan tantangan hari ini?</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Tantangan harian</translation>
    </message>
    <message>
        <source>Continue your match?</source>
        <translation>Lanjutkan permainan?</translation>
    </message>
    <message>
        <source>You have a match in progress. Continue where you left off?</source>
        <translation>Ada permainan Anda yang belum selesai. Lanjutkan dari posisi terakhir?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Lanjutkan</translation>
    </message>
    <message>
        <source>The table changed while it opened: what you clicked was not played.</source>
        <translation>Meja berubah saat permainan dibuka: klik Anda tadi tidak dimainkan.</translation>
    </message>
    <message>
        <source>The players you chose sit down from the next game.</source>
        <extracomment>The open network tables' windows (``widgets.net_table``), closed with the window.</extracomment>
        <translation>Pemain yang Anda pilih duduk mulai permainan berikutnya.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Buka meja</translation>
    </message>
    <message>
        <source>The table could not be opened (%1).</source>
        <translation>Meja tidak dapat dibuka (%1).</translation>
    </message>
    <message>
        <source>Replay last hand</source>
        <translation>Putar ulang babak terakhir</translation>
    </message>
    <message>
        <source>There is no finished hand to replay yet.</source>
        <translation>Belum ada babak selesai yang bisa diputar ulang.</translation>
    </message>
    <message>
        <source>This hand cannot be replayed (%1).</source>
        <translation>Babak ini tidak dapat diputar ulang (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hands to %1.</source>
        <translation>
            <numerusform>%n babak diekspor ke %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Tidak ada yang diimpor: %1</translation>
    </message>
    <message>
        <source>Welcome to Truco</source>
        <extracomment>Set by the app's start path: no settings file existed (a first start). The lesson's window while it is open, and the first start's question.</extracomment>
        <translation>Selamat datang di Truco</translation>
    </message>
    <message>
        <source>Is this your first time at a Truco table?</source>
        <translation>Apakah ini pertama kalinya Anda duduk di meja Truco?</translation>
    </message>
    <message>
        <source>The coach can walk you through one hand, move by move (a few minutes), or you can start a match now. The lesson is always in Help → Learn to play.</source>
        <translation>Pelatih bisa memandu Anda melalui satu babak, langkah demi langkah (beberapa menit), atau Anda bisa langsung memulai permainan. Pelajaran ini selalu ada di Bantuan → Belajar bermain.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Belajar bermain</translation>
    </message>
    <message>
        <source>Play a match</source>
        <translation>Mulai permainan</translation>
    </message>
</context>
<context>
    <name>MomentView</name>
    <message>
        <source>Trick %1</source>
        <extracomment>The height of a card in "Show me", in pixels. A moment of the look back: %1 is the trick's number (1-3).</extracomment>
        <translation>Trik %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>%1 is what the player chose, with the coach's estimate of it.</extracomment>
        <translation>Anda: %1</translation>
    </message>
    <message>
        <source>The coach: %1</source>
        <extracomment>%1 is what the coach would have done, with its estimate.</extracomment>
        <translation>Pelatih: %1</translation>
    </message>
    <message>
        <source>Your choice cost about %1% of your chance to win the match.</source>
        <extracomment>%1 is a whole number of percent (5 means 5%).</extracomment>
        <translation>Pilihan Anda mengurangi sekitar %1% peluang Anda memenangkan permainan.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Tunjukkan</translation>
    </message>
    <message>
        <source>Practice from here</source>
        <extracomment>Lays this moment on a table of its own, to play on from there (not counted).</extracomment>
        <translation>Berlatih dari sini</translation>
    </message>
    <message>
        <source>On the table:</source>
        <extracomment>"Show me": the cards of the trick in play at that moment.</extracomment>
        <translation>Di meja:</translation>
    </message>
    <message>
        <source>Your cards:</source>
        <extracomment>"Show me": the player's cards at that moment.</extracomment>
        <translation>Kartu Anda:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Your name may hold letters, digits, spaces and signs only: no line breaks, tabs or other invisible characters.</source>
        <extracomment>A name typed for the leaderboard or a network table holds a line break, a tab or another invisible control character.</extracomment>
        <translation>Nama Anda hanya boleh berisi huruf, angka, spasi, dan tanda: tanpa baris baru, tab, atau karakter tak terlihat lainnya.</translation>
    </message>
    <message>
        <source>Your name must show at least one letter, digit or sign.</source>
        <extracomment>A name piles up accents on one letter; %n is the most allowed (2). A name made only of spaces or of characters that show nothing on screen.</extracomment>
        <translation>Nama Anda harus menampilkan setidaknya satu huruf, angka, atau tanda.</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>The code is wrong. Ask the host for the table's code.</source>
        <translation>Kodenya salah. Minta kode meja kepada tuan rumah.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken by a person.</source>
        <translation>Meja sudah penuh: semua kursi diisi orang.</translation>
    </message>
    <message>
        <source>The host plays another version of Truco: both computers need the same one.</source>
        <translation>Tuan rumah memakai versi Truco yang lain: kedua komputer perlu versi yang sama.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer kept for you.</source>
        <translation>Kursi Anda di meja ini tidak lagi disimpan untuk Anda.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Tuan rumah telah menutup meja.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Sambungan ke tuan rumah terputus.</translation>
    </message>
    <message>
        <source>The host turned us away: %1</source>
        <extracomment>%1: the host's own words (in English) when it turns us away for another reason.</extracomment>
        <translation>Tuan rumah menolak Anda: %1</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name the local network sees for a hosted table: %1 the host's name.</extracomment>
        <translation>Meja %1</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Truco: a table with friends</source>
        <extracomment>The levels the table's owner chooses for its computer players (``bots.levels``). The table sizes the lobby offers: every size the game plays (issue 31). How many times a dropped connection is made again, and the pause before each (ms). The host's pace (seconds): a computer player's move, and the next deal after a hand. The window closed (the game forgets it).</extracomment>
        <translation>Truco: meja bersama teman</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Meja Anda</translation>
    </message>
    <message>
        <source>A table with friends</source>
        <translation>Meja bersama teman</translation>
    </message>
    <message>
        <source>Give your friends the address and the code; they choose Join a table… in the Game menu. Empty seats are played by the computer.</source>
        <translation>Berikan alamat dan kode kepada teman Anda; mereka memilih Gabung ke meja… di menu Permainan. Kursi kosong dimainkan komputer.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Alamat:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kode:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Salin</translation>
    </message>
    <message>
        <source>Seats (partners sit opposite each other):</source>
        <translation>Kursi (pasangan duduk berhadapan):</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Varian:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Pemain:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Pemain komputer:</translation>
    </message>
    <message>
        <source>Swap the two selected seats</source>
        <translation>Tukar dua kursi yang dipilih</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Mulai permainan</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Tutup meja</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Keluar</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Menghubungkan ke meja…</translation>
    </message>
    <message>
        <source>Truco table at %1, code %2</source>
        <extracomment>What the host pastes to his friends: %1 the address(es), %2 the code.</extracomment>
        <translation>Meja Truco di %1, kode %2</translation>
    </message>
    <message>
        <source>us</source>
        <translation>kita</translation>
    </message>
    <message>
        <source>them</source>
        <translation>mereka</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Pemain komputer</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <extracomment>A person whose connection dropped; a computer player plays for him.</extracomment>
        <translation>%1 (terputus)</translation>
    </message>
    <message>
        <source>%1 (from the next hand)</source>
        <extracomment>A person who sat down during a hand: he plays from the next deal.</extracomment>
        <translation>%1 (mulai babak berikutnya)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (Anda)</translation>
    </message>
    <message>
        <source>Seat %1 (%2): %3</source>
        <extracomment>A seat in the table's lobby: %1 its number, %2 "us" or "them", %3 who sits.</extracomment>
        <translation>Kursi %1 (%2): %3</translation>
    </message>
    <message>
        <source>When everyone is seated, start the match.</source>
        <translation>Setelah semua duduk, mulai permainan.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Menunggu tuan rumah memulai permainan…</translation>
    </message>
    <message>
        <source>The table at %1 cannot be reached (%2).</source>
        <extracomment>%1: the address typed, %2 the system's words for the failure.</extracomment>
        <translation>Meja di %1 tidak dapat dijangkau (%2).</translation>
    </message>
    <message>
        <source>The connection was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Sambungan terputus; mencoba lagi (%1 dari %2)…</translation>
    </message>
    <message>
        <source>You sit down at the next deal: a computer player finishes this hand for you.</source>
        <translation>Anda duduk di pembagian kartu berikutnya: pemain komputer menyelesaikan babak ini untuk Anda.</translation>
    </message>
</context>
<context>
    <name>NewTableBox</name>
    <message>
        <source>A new table</source>
        <translation>Meja baru</translation>
    </message>
    <message>
        <source>Table's na&amp;me:</source>
        <translation>Nama m&amp;eja:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Varian:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Pemain:</translation>
    </message>
    <message>
        <source>&amp;Flor:</source>
        <translation>&amp;Flor:</translation>
    </message>
    <message>
        <source>F&amp;alta envido:</source>
        <translation>Falta envid&amp;o:</translation>
    </message>
    <message>
        <source>Matc&amp;h to:</source>
        <translation>Main &amp;sampai:</translation>
    </message>
    <message>
        <source>D&amp;eck:</source>
        <translation>&amp;Dek:</translation>
    </message>
    <message>
        <source>Computer p&amp;layers:</source>
        <translation>Pemain kompute&amp;r:</translation>
    </message>
    <message>
        <source>Li&amp;sted in the lobby (else reached by its code)</source>
        <translation>Tampil di lobi (jika tidak, masuk dengan koden&amp;ya)</translation>
    </message>
    <message>
        <source>Computer partners as&amp;k before calling truco</source>
        <extracomment>A network table's option: a computer partner asks his person before a truco.</extracomment>
        <translation>Pasangan komputer &amp;bertanya dulu sebelum menyerukan truco</translation>
    </message>
    <message>
        <source>People ans&amp;wer calls for their team</source>
        <extracomment>A network table's option: a call put to a team waits for its person.</extracomment>
        <translation>Pemain manusia men&amp;jawab seruan untuk timnya</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Refusing a truco while holding one of the four strongest cards</source>
        <translation>Menolak truco padahal memegang salah satu dari empat kartu terkuat</translation>
    </message>
    <message>
        <source>Refusing a truco while holding a strong card, like a 3</source>
        <translation>Menolak truco padahal memegang kartu kuat, seperti 3</translation>
    </message>
    <message>
        <source>Refusing a truco with low cards that the coach would still accept</source>
        <translation>Menolak truco dengan kartu rendah, padahal pelatih tetap akan menerimanya</translation>
    </message>
    <message>
        <source>Accepting a truco the coach would refuse</source>
        <translation>Menerima truco yang akan ditolak pelatih</translation>
    </message>
    <message>
        <source>Not calling truco when the coach would</source>
        <translation>Tidak menyerukan truco saat pelatih akan menyerukannya</translation>
    </message>
    <message>
        <source>Calling truco when the coach would not</source>
        <translation>Menyerukan truco saat pelatih tidak akan menyerukannya</translation>
    </message>
    <message>
        <source>Refusing an envido the coach would accept</source>
        <translation>Menolak envido yang akan diterima pelatih</translation>
    </message>
    <message>
        <source>Accepting an envido the coach would refuse</source>
        <translation>Menerima envido yang akan ditolak pelatih</translation>
    </message>
    <message>
        <source>Not calling envido when the coach would</source>
        <translation>Tidak menyerukan envido saat pelatih akan menyerukannya</translation>
    </message>
    <message>
        <source>Calling envido when the coach would not</source>
        <translation>Menyerukan envido saat pelatih tidak akan menyerukannya</translation>
    </message>
    <message>
        <source>Playing a stronger card than the trick needs</source>
        <translation>Memainkan kartu yang lebih kuat daripada yang dibutuhkan trik</translation>
    </message>
    <message>
        <source>Holding back a card the trick needed</source>
        <translation>Menahan kartu yang dibutuhkan trik</translation>
    </message>
    <message>
        <source>Folding a hand the coach would play on</source>
        <translation>Pergi ke mazo di babak yang akan tetap dimainkan pelatih</translation>
    </message>
    <message>
        <source>Running from a mão de onze the coach would play</source>
        <translation>Mundur dari mão de onze yang akan dimainkan pelatih</translation>
    </message>
    <message>
        <source>Playing a mão de onze the coach would run from</source>
        <translation>Memainkan mão de onze saat pelatih akan mundur</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match: the line starts with your first hand.</source>
        <translation>Seberapa sering pilihan Anda sama dengan pilihan pelatih, per permainan: garisnya dimulai dari babak pertama Anda.</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match. Last match: %1%.</source>
        <extracomment>%1 is a whole number of percent in the last match (72 means 72%).</extracomment>
        <translation>Seberapa sering pilihan Anda sama dengan pilihan pelatih, per permainan. Permainan terakhir: %1%.</translation>
    </message>
    <message>
        <source>No hands judged yet.</source>
        <translation>Belum ada babak yang dinilai.</translation>
    </message>
    <message>
        <source>Your costliest habits</source>
        <translation>Kebiasaan Anda yang paling merugikan</translation>
    </message>
    <message>
        <source>%1 — %2/%3, about %4% of a match in all</source>
        <extracomment>A habit's line: %1 the habit, %2 the times it was taken, %3 the times its situation came up (%2/%3), %4 what it cost in all, in percent of one match.</extracomment>
        <translation>%1 — %2/%3, total sekitar %4% dari satu permainan</translation>
    </message>
    <message>
        <source>None yet: you have chosen as the coach would.</source>
        <translation>Belum ada: pilihan Anda sama dengan pilihan pelatih.</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <source>Refresh</source>
        <extracomment>The ranking held the player's row: his rank was kept (`Standings`) as it is now.</extracomment>
        <translation>Muat ulang</translation>
    </message>
    <message>
        <source>Ask the server again</source>
        <translation>Tanya server lagi</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Peringkat</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nama</translation>
    </message>
    <message>
        <source>Online ranking</source>
        <translation>Papan peringkat daring</translation>
    </message>
    <message>
        <source>Online ranking · %1 · %2</source>
        <extracomment>Above the server's ranking: %1 the date, %2 the variant.</extracomment>
        <translation>Papan peringkat daring · %1 · %2</translation>
    </message>
    <message>
        <source>The leaderboard server did not answer as expected (%1).</source>
        <extracomment>%1 is the server's answer code, e.g. "HTTP 503".</extracomment>
        <translation>Server papan peringkat tidak menjawab seperti seharusnya (%1).</translation>
    </message>
    <message>
        <source>The leaderboard server could not be reached.</source>
        <translation>Server papan peringkat tidak dapat dihubungi.</translation>
    </message>
    <message>
        <source>The server did not accept your result: %1</source>
        <translation>Server tidak menerima hasil Anda: %1</translation>
    </message>
    <message>
        <source>Your result waits to be sent; it will be tried again.</source>
        <translation>Hasil Anda menunggu untuk dikirim; pengiriman akan dicoba lagi.</translation>
    </message>
    <message>
        <source>The online leaderboard is off. Turn it on in %1 → %2 to compare your daily results with other players.</source>
        <extracomment>%1 → %2 is the menu entry: "Options → Daily leaderboard…".</extracomment>
        <translation>Papan peringkat daring nonaktif. Aktifkan di %1 → %2 untuk membandingkan hasil harian Anda dengan pemain lain.</translation>
    </message>
    <message>
        <source>Play the daily deal to see how other players did with it.</source>
        <translation>Mainkan tantangan harian untuk melihat hasil pemain lain.</translation>
    </message>
    <message>
        <source>Asking the leaderboard server…</source>
        <translation>Menghubungi server papan peringkat…</translation>
    </message>
    <message>
        <source>Verified by replaying each match; the deal was not dealt by the server.</source>
        <extracomment>Under the server's ranking of the offline daily (issue 30): what a result there proves. The deal is public, so a result is checked by replaying it.</extracomment>
        <translation>Diverifikasi dengan memutar ulang setiap permainan; kartu tidak dibagikan oleh server.</translation>
    </message>
    <message>
        <source>No results for this day yet.</source>
        <translation>Belum ada hasil untuk hari tersebut.</translation>
    </message>
    <message>
        <source>You are %1 of %2.</source>
        <translation>Anda di peringkat %1 dari %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n players sent a result for this day.</source>
        <translation>
            <numerusform>%n pemain mengirim hasil untuk hari tersebut.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>The player's own row in the online ranking: %1 his name.</extracomment>
        <translation>%1 (Anda)</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Step %1 of %2 · score %3-%4 · stake %5</source>
        <translation>Langkah %1 dari %2 · skor %3-%4 · taruhan %5</translation>
    </message>
    <message>
        <source>The deal: you deal</source>
        <translation>Pembagian kartu: Anda membagi</translation>
    </message>
    <message>
        <source>The deal: %1 deals</source>
        <translation>Pembagian kartu: %1 membagi</translation>
    </message>
    <message>
        <source>You play %1 face down</source>
        <translation>Anda memainkan %1 tertutup</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Anda memainkan %1</translation>
    </message>
    <message>
        <source>%1 plays %2 face down</source>
        <translation>%1 memainkan %2 tertutup</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 memainkan %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 the call he makes (Truco, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You sing %1</source>
        <extracomment>The replay: you sing your envido points (AR-ENV-8b); %1 is the points.</extracomment>
        <translation>Anda menyebut %1</translation>
    </message>
    <message>
        <source>%1 sings %2</source>
        <extracomment>The replay: %1 sings his envido points (AR-ENV-8b), %2.</extracomment>
        <translation>%1 menyebut %2</translation>
    </message>
    <message>
        <source>Replay of the last hand</source>
        <translation>Tayangan ulang babak terakhir</translation>
    </message>
    <message>
        <source>Replay of hand %1</source>
        <extracomment>%1 is the hand's number in its match (or, for a hand kept before the game noted it, in the hand history).</extracomment>
        <translation>Tayangan ulang babak %1</translation>
    </message>
    <message>
        <source>Replay of a hand</source>
        <translation>Tayangan ulang satu babak</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n players · score before the hand %2-%3</source>
        <translation>
            <numerusform>%1 · %n pemain · skor sebelum babak %2-%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Kembali</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Lanjut ›</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Kembali ke pembagian kartu (Home)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>Ke akhir babak (End)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>You have already played today's deal with these rules, so this game is for practice and is not scored.</source>
        <extracomment>The play session's notices in the player's language: code -&gt; (sentence, the notice's parameters that fill its %1, %2...). The sentences keep the "Session" context.</extracomment>
        <translation>Anda sudah memainkan tantangan hari ini dengan aturan ini, jadi permainan ini hanya latihan dan tidak dihitung.</translation>
    </message>
    <message>
        <source>The match could not be saved (%1); it goes on, and saving will be tried again after the next move.</source>
        <translation>Permainan tidak dapat disimpan (%1); permainan tetap berjalan, dan penyimpanan akan dicoba lagi setelah langkah berikutnya.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so a new match will start.</source>
        <translation>Permainan tersimpan Anda tidak dapat dilanjutkan, jadi permainan baru akan dimulai.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so it was moved aside to %1 and a new match will start.</source>
        <translation>Permainan tersimpan Anda tidak dapat dilanjutkan, jadi berkasnya dipindahkan ke %1 dan permainan baru akan dimulai.</translation>
    </message>
    <message>
        <source>The hands could not be exported to %1 (%2).</source>
        <translation>Babak tidak dapat diekspor ke %1 (%2).</translation>
    </message>
</context>
<context>
    <name>SignsDialog</name>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Face: %1</source>
        <extracomment>Help → Señas: how the face makes a sign; %1 is e.g. "a wink".</extracomment>
        <translation>Wajah: %1</translation>
    </message>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Argentine (and Uruguayan) sign set's tab.</extracomment>
        <translation>Truco Argentina</translation>
    </message>
    <message>
        <source>Brazilian Truco</source>
        <extracomment>The Brazilian sign set's tab (Mineiro and Paulista).</extracomment>
        <translation>Truco Brasil</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Matches played</source>
        <translation>Permainan dimainkan</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Permainan dimenangkan</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <extracomment>Matches left before their end (a new game, a change of rules, a match not continued).</extracomment>
        <translation>Permainan ditinggalkan</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Babak dimainkan</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Babak dimenangkan</translation>
    </message>
    <message>
        <source>Envidos won</source>
        <translation>Envido menang</translation>
    </message>
    <message>
        <source>Envidos lost</source>
        <translation>Envido kalah</translation>
    </message>
    <message>
        <source>Trucos your team called</source>
        <extracomment>Truco-family bets (Truco, Retruco, Vale cuatro…) made by you or your partners.</extracomment>
        <translation>Truco yang diserukan tim Anda</translation>
    </message>
    <message>
        <source>Their trucos you accepted</source>
        <extracomment>The other team's truco-family bets that your team accepted (or raised).</extracomment>
        <translation>Truco lawan yang diterima tim Anda</translation>
    </message>
    <message>
        <source>Their trucos you refused</source>
        <extracomment>The other team's truco-family bets that your team refused.</extracomment>
        <translation>Truco lawan yang ditolak tim Anda</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Rentetan menang saat ini</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Rentetan menang terbaik</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>The characters' faces in the Characters tab (px). The player's folders: the online leaderboard's queue and standings, if shown.</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Rentetan saat ini</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Rentetan terbaik</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Hari bermain</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tanggal</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varian</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Babak</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Salin hasil</translation>
    </message>
    <message>
        <source>Online</source>
        <extracomment>What became of a daily result on the online leaderboard.</extracomment>
        <translation>Daring</translation>
    </message>
    <message>
        <source>Your daily results</source>
        <translation>Hasil harian Anda</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Tantangan harian</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Kemajuan</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Atur ulang statistik…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Babak</translation>
    </message>
    <message>
        <source>Score before</source>
        <translation>Skor sebelumnya</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Putar ulang</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Ekspor…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Impor…</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Riwayat babak</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Partnered</source>
        <extracomment>Statistics: matches played with this character as your partner.</extracomment>
        <translation>Sebagai pasangan</translation>
    </message>
    <message>
        <source>Won together</source>
        <extracomment>Statistics: of those, the matches your team won.</extracomment>
        <translation>Menang bersama</translation>
    </message>
    <message>
        <source>Faced</source>
        <extracomment>Statistics: matches played against this character.</extracomment>
        <translation>Sebagai lawan</translation>
    </message>
    <message>
        <source>Won against</source>
        <extracomment>Statistics: of those, the matches you won.</extracomment>
        <translation>Menang melawan</translation>
    </message>
    <message>
        <source>Your results with and against each character</source>
        <translation>Hasil Anda bersama dan melawan setiap karakter</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Karakter</translation>
    </message>
    <message>
        <source>Export hands</source>
        <translation>Ekspor babak</translation>
    </message>
    <message>
        <source>Hand records (*.jsonl)</source>
        <translation>Catatan babak (*.jsonl)</translation>
    </message>
    <message>
        <source>Import hands</source>
        <translation>Impor babak</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A result's place on the online leaderboard: %1 its rank, %2 of how many.</extracomment>
        <translation>%1 dari %2</translation>
    </message>
    <message>
        <source>Waiting to be sent</source>
        <translation>Menunggu dikirim</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>Tidak diterima</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Disalin: %1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Atur ulang statistik</translation>
    </message>
    <message>
        <source>Your match statistics will start again from zero. Your daily deal results are kept.</source>
        <translation>Statistik permainan Anda akan dimulai lagi dari nol. Hasil tantangan harian Anda tetap disimpan.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur ulang</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
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
        <translation>Mainkan</translation>
    </message>
    <message>
        <source>Play face down</source>
        <translation>Mainkan tertutup</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <extracomment>The gap between the plate and the felt's edges, in pixels. No hints or tips during the lesson: the lesson is the coach. The step changed (the player's move was taken, or he went on). A move was refused: the coach's sentence.</extracomment>
        <translation>Belajar bermain</translation>
    </message>
    <message>
        <source>Play a match</source>
        <extracomment>The last step's button: the lesson ends and a match starts.</extracomment>
        <translation>Mulai permainan</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Berikutnya</translation>
    </message>
    <message>
        <source>Skip the lesson (Esc)</source>
        <translation>Lewati pelajaran (Esc)</translation>
    </message>
    <message>
        <source>The coach · %1/%2</source>
        <extracomment>The lesson's plate: %1 is the step's number, %2 how many there are.</extracomment>
        <translation>Pelatih · %1/%2</translation>
    </message>
    <message>
        <source>Welcome to the table! In this hand the coach walks you through the game, one move at a time. Your cards are at the bottom; your opponent sits across the table.</source>
        <extracomment>step key -&gt; its sentence (the parameters are filled by ``step_text``).</extracomment>
        <translation>Selamat datang di meja! Di babak ini pelatih memandu Anda mengenal permainan, satu langkah demi satu langkah. Kartu Anda ada di bawah; lawan Anda duduk di seberang meja.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The best are the 1 of espadas, the 1 of bastos, the 7 of espadas and the 7 of oros; then the 3s, the 2s and the other 1s; the 4s are the lowest. Your best card now is the %1.</source>
        <translation>Kekuatan kartu tidak ditentukan oleh angkanya. Yang terbaik adalah 1 pedang, 1 tongkat, 7 pedang, dan 7 koin; lalu kartu 3, kartu 2, dan kartu 1 lainnya; kartu 4 yang terendah. Kartu terbaik Anda sekarang adalah %1.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The strongest are the manilhas (%1); then the 3s, the 2s, the aces, the kings, the jacks, the queens and the 7s down to the 4s. Your best card now is the %2.</source>
        <translation>Kekuatan kartu tidak ditentukan oleh angkanya. Yang terkuat adalah manilha (%1); lalu kartu 3, kartu 2, As, Raja, Jack, Ratu, dan kartu 7 sampai 4. Kartu terbaik Anda sekarang adalah %2.</translation>
    </message>
    <message>
        <source>A hand is played in up to three tricks: each player lays one card and the highest card wins the trick. Whoever wins two tricks wins the hand.</source>
        <translation>Satu babak dimainkan dalam paling banyak tiga trik: setiap pemain menaruh satu kartu dan kartu tertinggi memenangkan trik. Siapa pun yang memenangkan dua trik memenangkan babak.</translation>
    </message>
    <message>
        <source>Before the first trick is over you may bet on your envido: two cards of one suit are worth 20 plus their values (the figures count 0). Yours is %1, a good one: call %2.</source>
        <translation>Sebelum trik pertama selesai, Anda boleh bertaruh pada envido Anda: dua kartu sejenis bernilai 20 ditambah nilai keduanya (kartu bergambar dihitung 0). Envido Anda %1, cukup bagus: serukan %2.</translation>
    </message>
    <message>
        <source>Your opponent accepted and you showed the better envido: your team scores its points. Look at the score.</source>
        <translation>Lawan Anda menerima dan envido Anda lebih baik: tim Anda mendapat poinnya. Lihat skornya.</translation>
    </message>
    <message>
        <source>Now the tricks. Play the %1: it is good enough for this trick, and it keeps your best card for later.</source>
        <translation>Sekarang saatnya trik. Mainkan %1: kartu ini cukup untuk trik ini, dan kartu terbaik Anda tetap tersimpan untuk nanti.</translation>
    </message>
    <message>
        <source>You won the first trick. One more and the hand is yours.</source>
        <translation>Anda memenangkan trik pertama. Satu lagi dan babak ini milik Anda.</translation>
    </message>
    <message>
        <source>Time to bet on the hand: call %1. If your opponent refuses you score %2; if he accepts, the hand is worth %3.</source>
        <translation>Saatnya bertaruh pada babak ini: serukan %1. Jika lawan Anda menolak, Anda mendapat %2; jika ia menerima, babak ini bernilai %3.</translation>
    </message>
    <message>
        <source>Your opponent raised. Each bet can be raised up the ladder: %1. Run and he scores %2; accept and the hand is worth %3. You hold a manilha: accept with %4.</source>
        <translation>Lawan Anda menaikkan taruhan. Setiap taruhan bisa dinaikkan setingkat demi setingkat: %1. Jika Anda mundur, ia mendapat %2; jika Anda menerima, babak ini bernilai %3. Anda memegang manilha: terima dengan %4.</translation>
    </message>
    <message>
        <source>Now play your best card, the %1, to win the second trick and the hand.</source>
        <translation>Sekarang mainkan kartu terbaik Anda, %1, untuk memenangkan trik kedua dan babak ini.</translation>
    </message>
    <message>
        <source>You won the hand and the truco's points. A match is many hands like this one, until a team reaches the target score.</source>
        <translation>Anda memenangkan babak ini beserta poin truco-nya. Satu permainan terdiri dari banyak babak seperti ini, sampai satu tim mencapai skor target.</translation>
    </message>
    <message>
        <source>One more word: the mão de onze. When your team has 11 points, you see your cards first and choose to play the hand for 3 points or to run and give 1.</source>
        <translation>Satu hal lagi: mão de onze. Saat tim Anda punya 11 poin, Anda melihat kartu Anda lebih dulu lalu memilih memainkan babak untuk 3 poin atau mundur dan memberi 1.</translation>
    </message>
    <message>
        <source>That is Truco! The coach stays with you: press H for a hint at any decision, and look back at each hand from its summary.</source>
        <translation>Begitulah Truco! Pelatih tetap menemani Anda: tekan H untuk petunjuk di setiap keputusan, dan tinjau ulang setiap babak dari ringkasannya.</translation>
    </message>
    <message>
        <source>Not yet: read what the coach says, then press Next.</source>
        <extracomment>The truco ladder in the lesson: a call and its stake ("Seis 6").</extracomment>
        <translation>Belum: baca dulu apa kata pelatih, lalu tekan Berikutnya.</translation>
    </message>
    <message>
        <source>Good try, but this lesson asks for another move: %1.</source>
        <extracomment>%1 is the move the lesson asks for ("Play the 7 of espadas", "Envido").</extracomment>
        <translation>Usaha yang bagus, tetapi pelajaran ini meminta langkah lain: %1.</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>%1 (Space)</source>
        <extracomment>A button's name for a screen reader: %1 is its label; Space is the key.</extracomment>
        <translation>%1 (Spasi)</translation>
    </message>
    <message>
        <source>What was said and played, newest last</source>
        <translation>Yang diserukan dan dimainkan, terbaru di akhir</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Pengaturan</translation>
    </message>
    <message>
        <source>Options: levels, speed, deck, señas</source>
        <translation>Opsi: tingkat, kecepatan, kartu, isyarat</translation>
    </message>
    <message>
        <source>Menu (Esc)</source>
        <translation>Menu (Esc)</translation>
    </message>
    <message>
        <source>Every menu</source>
        <translation>Semua menu</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Meja permainan</translation>
    </message>
    <message>
        <source>Your cards: %1</source>
        <extracomment>Read by a screen reader: %1 lists your cards ("7 of espadas, 12 of copas").</extracomment>
        <translation>Kartu Anda: %1</translation>
    </message>
    <message>
        <source>Your cards are face down</source>
        <translation>Kartu Anda tertutup</translation>
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
        <translation>Batal</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ya</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Tidak</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Terapkan</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur ulang</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Batalkan</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Coba lagi</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Abaikan</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Cari di:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nama berkas:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Jenis berkas:</translation>
    </message>
</context>
<context>
    <name>callbar</name>
    <message>
        <source>Hand over</source>
        <translation>Babak selesai</translation>
    </message>
    <message>
        <source>Waiting for %1's answer</source>
        <extracomment>Your team's bet waits for the other team: %1 is the player who must answer.</extracomment>
        <translation>Menunggu jawaban %1</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <extracomment>The table plays on: %1 is the player who must act now.</extracomment>
        <translation>Giliran %1</translation>
    </message>
    <message>
        <source>Match over</source>
        <extracomment>Under the match-over panel: Space starts a new match.</extracomment>
        <translation>Permainan selesai</translation>
    </message>
    <message>
        <source>Space: play again</source>
        <translation>Spasi: main lagi</translation>
    </message>
    <message>
        <source>Space: next hand</source>
        <translation>Spasi: babak berikutnya</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sedang berpikir…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Membagikan kartu…</translation>
    </message>
    <message>
        <source>Mão de onze: play for %1 or run?</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Mão de onze: main untuk %1 atau mundur?</translation>
    </message>
    <message>
        <source>You see your partner's cards</source>
        <translation>Anda melihat kartu pasangan Anda</translation>
    </message>
    <message>
        <source>Choose your set</source>
        <translation>Pilih set Anda</translation>
    </message>
    <message>
        <source>Sets seen: %1 of %2</source>
        <extracomment>Mineiro: how many sets (of 3 cards) you have seen; %1 is 1 to 4, %2 the most (4).</extracomment>
        <translation>Set dilihat: %1 dari %2</translation>
    </message>
    <message>
        <source>You are the gallo: discard a card</source>
        <extracomment>AR-GALLO-3: you are the gallo, dealt four cards; you put one away unseen.</extracomment>
        <translation>Anda gallo: buang satu kartu</translation>
    </message>
    <message>
        <source>It goes face down, out of the hand</source>
        <translation>Kartu itu tertutup, keluar dari babak</translation>
    </message>
    <message>
        <source>Announce your flor</source>
        <extracomment>What you must do first when you hold a flor and the rules ask you to sing it now.</extracomment>
        <translation>Serukan flor Anda</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 is a player, %2 the call (Truco, Envido…).</extracomment>
        <translation>%1 menyerukan %2</translation>
    </message>
    <message>
        <source>Answer for your team</source>
        <translation>Jawab untuk tim Anda</translation>
    </message>
    <message>
        <source>Play a card</source>
        <extracomment>Your turn when no call is possible now: only a card can be played.</extracomment>
        <translation>Mainkan kartu</translation>
    </message>
    <message>
        <source>Answer with your flor</source>
        <translation>Jawab dengan flor Anda</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Giliran Anda</translation>
    </message>
    <message>
        <source>Play a card or make a call</source>
        <translation>Mainkan kartu atau buat seruan</translation>
    </message>
    <message>
        <source>%1 suggests: %2</source>
        <extracomment>Your partner's advice: %1 is his name, %2 the call he suggests.</extracomment>
        <translation>%1 menyarankan: %2</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jangan dulu</translation>
    </message>
    <message>
        <source>%1 wants to call %2</source>
        <translation>%1 ingin menyerukan %2</translation>
    </message>
    <message>
        <source>Your partner asks you first</source>
        <translation>Pasangan Anda bertanya dulu kepada Anda</translation>
    </message>
    <message>
        <source>You choose what %1 answers</source>
        <extracomment>You hold a flor you announce later, so your partner (%1) answers the call: you choose what he says.</extracomment>
        <translation>Anda memilih jawaban %1</translation>
    </message>
    <message>
        <source>Sing %1</source>
        <extracomment>The button at your turn to sing the envido: %1 is your envido points.</extracomment>
        <translation>Sebut %1</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2)</source>
        <extracomment>Under "Your turn to sing": the best envido sung so far, %1 its points, %2 who sang it.</extracomment>
        <translation>Terbaik sejauh ini: %1 (%2)</translation>
    </message>
    <message>
        <source>Your turn to sing the envido</source>
        <extracomment>The call bar's title when the envido was accepted and your turn to say your points (or son buenas) has come, seat by seat from the mano.</extracomment>
        <translation>Giliran Anda menyebut poin envido</translation>
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
        <translation>Simpan set saya</translation>
    </message>
    <message>
        <source>Give to partner</source>
        <translation>Beri ke pasangan</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Buang dan ambil baru</translation>
    </message>
    <message>
        <source>Aceito · play for %1</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Aceito · main untuk %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · lawan dapat %1</translation>
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
        <translation>Aceito · main untuk %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · lawan dapat %1</translation>
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
        <translation>koin</translation>
    </message>
    <message>
        <source>copas</source>
        <extracomment>A Spanish suit (copas: cups); most languages keep the Spanish word.</extracomment>
        <translation>piala</translation>
    </message>
    <message>
        <source>espadas</source>
        <extracomment>A Spanish suit (espadas: swords); most languages keep the Spanish word.</extracomment>
        <translation>pedang</translation>
    </message>
    <message>
        <source>bastos</source>
        <extracomment>A Spanish suit (bastos: clubs, cudgels); most languages keep the Spanish word.</extracomment>
        <translation>tongkat</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>keriting</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hati</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>sekop</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>wajik</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ratu</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Raja</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>kartu tertutup</translation>
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
        <translation>Tenang dan sabar: bertaruh sesuai nilai kartunya, tidak lebih dan tidak kurang.</translation>
    </message>
    <message>
        <source>Tano</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tano</translation>
    </message>
    <message>
        <source>A talker who bluffs with nothing and smiles either way; call him now and then.</source>
        <translation>Tukang ngobrol yang menggertak tanpa apa-apa dan tetap tersenyum; sesekali tantang gertakannya.</translation>
    </message>
    <message>
        <source>Mirta</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Mirta</translation>
    </message>
    <message>
        <source>Cautious: rarely bets without good cards and goes to the deck early.</source>
        <translation>Berhati-hati: jarang bertaruh tanpa kartu bagus dan cepat pergi ke mazo.</translation>
    </message>
    <message>
        <source>Beto</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Beto</translation>
    </message>
    <message>
        <source>Bets hard and raises often; he would rather lose big than win small.</source>
        <translation>Bertaruh keras dan sering menaikkan; lebih suka kalah banyak daripada menang sedikit.</translation>
    </message>
    <message>
        <source>Quique</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Quique</translation>
    </message>
    <message>
        <source>Lives for the señas: winks and signals at every chance, so watch his face.</source>
        <translation>Hidup untuk señas: mengedip dan memberi isyarat setiap ada kesempatan, jadi perhatikan wajahnya.</translation>
    </message>
    <message>
        <source>Dalva</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Dalva</translation>
    </message>
    <message>
        <source>A sharp reader of the table: seldom bets, but calls your bluffs.</source>
        <translation>Pandai membaca meja: jarang bertaruh, tetapi menantang gertakan Anda.</translation>
    </message>
    <message>
        <source>Zeca</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Zeca</translation>
    </message>
    <message>
        <source>Loud and cheerful: shouts truco for fun and hates to say no quiero.</source>
        <translation>Riuh dan ceria: berseru Truco untuk bersenang-senang dan benci bilang No quiero.</translation>
    </message>
    <message>
        <source>Tonho</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Tonho</translation>
    </message>
    <message>
        <source>Stubborn: accepts almost every bet and never goes to the deck.</source>
        <translation>Keras kepala: menerima hampir setiap taruhan dan tidak pernah pergi ke mazo.</translation>
    </message>
</context>
<context>
    <name>coach</name>
    <message>
        <source>The coach's reason: %1</source>
        <extracomment>The gap between the panel, the button and the call bar, in pixels. The panel's width when it goes above your cards (the room beside them is less). The deck the table draws, for a practice table drawn alike. The hand's summary: the look back's button goes under it. The last look back and practice table opened (kept alive while shown). Under the hint: %1 is the coach's reason for its choice (the first option), as the hand replay words a computer player's reasons.</extracomment>
        <translation>Alasan pelatih memilih yang pertama: %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Kiat</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Mengerti</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <extracomment>The Hint button; H is its key in every language.</extracomment>
        <translation>Petunjuk (H)</translation>
    </message>
    <message>
        <source>What would the coach do? (H)</source>
        <translation>Apa yang akan dilakukan pelatih? (H)</translation>
    </message>
    <message>
        <source>Look back</source>
        <extracomment>Under the hand's summary: opens the coach's look back at the hand.</extracomment>
        <translation>Tinjau ulang</translation>
    </message>
    <message>
        <source>Where the coach would have played differently</source>
        <translation>Di mana pelatih akan bermain berbeda</translation>
    </message>
    <message>
        <source>your partner already wins this trick</source>
        <translation>pasangan Anda sudah memenangkan trik ini</translation>
    </message>
    <message>
        <source>the lowest card that wins this trick</source>
        <translation>kartu terendah yang memenangkan trik ini</translation>
    </message>
    <message>
        <source>it cannot win this trick</source>
        <translation>kartu ini tidak bisa memenangkan trik ini</translation>
    </message>
    <message>
        <source>keeps the %1 for later</source>
        <translation>menyimpan %1 untuk nanti</translation>
    </message>
    <message>
        <source>your best card</source>
        <translation>kartu terbaik Anda</translation>
    </message>
    <message>
        <source>hides a card that cannot win</source>
        <translation>menutup kartu yang tidak bisa menang</translation>
    </message>
    <message>
        <source>you cannot see your cards</source>
        <translation>Anda tidak bisa melihat kartu Anda</translation>
    </message>
    <message>
        <source>keeps envido %1 in the other three</source>
        <translation>menyisakan envido %1 di tiga kartu lainnya</translation>
    </message>
    <message>
        <source>if they refuse you score %1; accepted, the hand is worth %2</source>
        <translation>jika mereka menolak Anda mendapat %1; jika diterima, babak ini bernilai %2</translation>
    </message>
    <message>
        <source>the hand is then worth %1</source>
        <translation>babak ini lalu bernilai %1</translation>
    </message>
    <message>
        <source>they score %1 now</source>
        <translation>mereka mendapat %1 sekarang</translation>
    </message>
    <message>
        <source>your envido is %1</source>
        <translation>envido Anda %1</translation>
    </message>
    <message>
        <source>your envido is %1; the winner scores %2</source>
        <translation>envido Anda %1; pemenangnya mendapat %2</translation>
    </message>
    <message>
        <source>your envido is %1; if they refuse you score %2</source>
        <translation>envido Anda %1; jika mereka menolak Anda mendapat %2</translation>
    </message>
    <message>
        <source>your flor is %1</source>
        <translation>flor Anda %1</translation>
    </message>
    <message>
        <source>you give up the hand: they score %1</source>
        <translation>Anda menyerahkan babak ini: mereka mendapat %1</translation>
    </message>
    <message>
        <source>the hand is worth %1</source>
        <translation>babak ini bernilai %1</translation>
    </message>
    <message>
        <source>you keep these cards</source>
        <translation>Anda menyimpan kartu-kartu ini</translation>
    </message>
    <message>
        <source>you take new cards without seeing them</source>
        <translation>Anda mengambil kartu baru tanpa melihatnya</translation>
    </message>
    <message>
        <source>your partner plays these cards</source>
        <translation>pasangan Anda memainkan kartu-kartu ini</translation>
    </message>
    <message>
        <source>the only thing you can do</source>
        <translation>satu-satunya yang bisa Anda lakukan</translation>
    </message>
    <message>
        <source>Play the %1 face down</source>
        <extracomment>The card parameters of the sentences above and below (shown as card names).</extracomment>
        <translation>Mainkan %1 tertutup</translation>
    </message>
    <message>
        <source>Put away the %1</source>
        <translation>Sisihkan %1</translation>
    </message>
    <message>
        <source>Play the %1</source>
        <translation>Mainkan %1</translation>
    </message>
    <message>
        <source>Play your card %1</source>
        <extracomment>Mão de ferro: the player's cards are face down; %1 is 1, 2 or 3.</extracomment>
        <translation>Mainkan kartu Anda ke-%1</translation>
    </message>
    <message numerus="yes">
        <source>you win the envido about %n times in 10</source>
        <translation>
            <numerusform>Anda memenangkan envido sekitar %n dari 10 kali</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the flor about %n times in 10</source>
        <translation>
            <numerusform>Anda memenangkan flor sekitar %n dari 10 kali</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the hand about %n times in 10</source>
        <translation>
            <numerusform>Anda memenangkan babak ini sekitar %n dari 10 kali</numerusform>
        </translation>
    </message>
    <message>
        <source>Your envido is %1. From 28 on an envido is usually worth calling; 33 is the best there is.</source>
        <translation>Envido Anda %1. Mulai 28, envido biasanya layak diserukan; 33 adalah yang tertinggi.</translation>
    </message>
    <message>
        <source>You have flor: three cards of one suit. Announce it before anything else; it scores at least 3 points, and no envido is played in this hand.</source>
        <translation>Anda punya flor: tiga kartu dengan jenis yang sama. Serukan sebelum apa pun; nilainya paling sedikit 3 poin, dan envido tidak dimainkan di babak ini.</translation>
    </message>
    <message>
        <source>Mão de onze: your team has 11 points and sees its cards before deciding. Play the hand for %1 points, or run and give the other team %2.</source>
        <translation>Mão de onze: tim Anda punya 11 poin dan melihat kartunya sebelum memutuskan. Mainkan babak ini untuk %1 poin, atau mundur dan beri tim lawan %2.</translation>
    </message>
    <message>
        <source>Mão de ferro: both teams have 11 points, so nobody sees their cards. Choose a card by its place; the hand decides the match.</source>
        <translation>Mão de ferro: kedua tim punya 11 poin, jadi tidak ada yang melihat kartunya. Pilih kartu menurut letaknya; babak ini menentukan permainan.</translation>
    </message>
    <message>
        <source>The vira is the %1. The next rank up are the manilhas, the four strongest cards of this hand: %2.</source>
        <translation>Vira-nya %1. Peringkat berikutnya adalah manilha, empat kartu terkuat babak ini: %2.</translation>
    </message>
    <message>
        <source>The manilhas are always the same four cards, strongest first: %1. They beat every other card.</source>
        <translation>Manilha selalu empat kartu yang sama, dari yang terkuat: %1. Manilha mengalahkan semua kartu lain.</translation>
    </message>
    <message>
        <source>You are the gallo: you play alone against the other two. First put away the weakest of your four cards, keeping your envido if you can.</source>
        <translation>Anda yang menjadi gallo: Anda bermain sendiri melawan dua pemain lain. Pertama sisihkan kartu terlemah dari empat kartu Anda, dengan tetap menjaga envido jika bisa.</translation>
    </message>
    <message>
        <source>%1 is the gallo and plays alone against you and the other player: the two of you play as partners in this hand.</source>
        <translation>%1 adalah gallo dan bermain sendiri melawan Anda dan pemain lainnya: Anda berdua bermain sebagai pasangan di babak ini.</translation>
    </message>
    <message>
        <source>Practice</source>
        <extracomment>Makes the practice window's table: (model, deck style, four colours, parent); the table's own class, handed over by the coach (``TableWidget`` imports the coach). The window's title: a practice table, apart from the match being played.</extracomment>
        <translation>Latihan</translation>
    </message>
</context>
<context>
    <name>daily</name>
    <message>
        <source>won</source>
        <translation>menang</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>kalah</translation>
    </message>
    <message>
        <source>Truco daily %1 · %2 · %3 %4</source>
        <extracomment>The line players share: %1 the date, %2 the variant, %3 won or lost, %4 the score.</extracomment>
        <translation>Truco harian %1 · %2 · %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n hands</source>
        <translation>
            <numerusform>%1 dalam %n babak</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · with hints</source>
        <extracomment>The coach gave a hint during this daily deal (issue 33): %1 is the line above.</extracomment>
        <translation>%1 · dengan petunjuk</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>Hand log</source>
        <extracomment>The panel's gold: the daily tag, the focused button's ring.</extracomment>
        <translation>Catatan babak</translation>
    </message>
    <message>
        <source>You keep your three cards</source>
        <extracomment>The characters in the computer seats (seat -&gt; key), for the rows' faces. This hand's team of every seat (the view's): the gallo's table changes sides. The hand's calls and plays so far (seat, word): whether a raise answers a bet. Cards played in the trick under way (the first one "led" it). The envido's outcome once settled, in words ("Envido won by Rosa, 29"). Mineiro log: you kept the three cards you were dealt (Keep my set).</extracomment>
        <translation>Anda menyimpan tiga kartu Anda</translation>
    </message>
    <message>
        <source>You give your three cards to your partner and draw three new ones</source>
        <extracomment>Mineiro log: you gave your three cards to your partner (Give to partner).</extracomment>
        <translation>Anda memberikan tiga kartu Anda kepada pasangan dan mengambil tiga kartu baru</translation>
    </message>
    <message>
        <source>You show and discard your three cards and draw three new ones</source>
        <extracomment>Mineiro log: you showed your three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>Anda menunjukkan dan membuang tiga kartu Anda lalu mengambil tiga kartu baru</translation>
    </message>
    <message>
        <source>%1 keeps his three cards</source>
        <extracomment>Mineiro log: %1 kept the three cards he was dealt (Keep my set).</extracomment>
        <translation>%1 menyimpan tiga kartunya</translation>
    </message>
    <message>
        <source>%1 gives his three cards to his partner and draws three new ones</source>
        <extracomment>Mineiro log: %1 gave his three cards to his partner (Give to partner).</extracomment>
        <translation>%1 memberikan tiga kartunya kepada pasangannya dan mengambil tiga kartu baru</translation>
    </message>
    <message>
        <source>%1 shows and discards his three cards and draws three new ones</source>
        <extracomment>Mineiro log: %1 showed his three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>%1 menunjukkan dan membuang tiga kartunya lalu mengambil tiga kartu baru</translation>
    </message>
    <message>
        <source>You deal</source>
        <extracomment>The hand log when you are the dealer.</extracomment>
        <translation>Anda membagi kartu</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 membagi kartu</translation>
    </message>
    <message>
        <source>Duel: %1 against %2</source>
        <translation>Duel: %1 lawan %2</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, tertutup</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>sebuah kartu tertutup</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <comment>you</comment>
        <extracomment>%1 is you (the player's own name: You, Yo), %2 a card.</extracomment>
        <translation>%1 memainkan %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <extracomment>%1 is a player, %2 a card ("7 of espadas", "a card face down").</extracomment>
        <translation>%1 memainkan %2</translation>
    </message>
    <message>
        <source>%1 led</source>
        <comment>you</comment>
        <extracomment>A log row beside the card's chip: %1 (in bold) is you (You, Yo), who played the trick's first card: the verb agrees with "you".</extracomment>
        <translation>%1 membuka</translation>
    </message>
    <message>
        <source>%1 led</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played the trick's first card.</extracomment>
        <translation>%1 membuka</translation>
    </message>
    <message>
        <source>%1 played</source>
        <comment>you</comment>
        <extracomment>A log row beside the card's chip: %1 (in bold) is you (You, Yo), who played a card: the verb agrees with "you".</extracomment>
        <translation>%1 memainkan</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played a card.</extracomment>
        <translation>%1 memainkan</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 what he says (¡Truco!, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 call</source>
        <extracomment>A log row beside your call (¡Truco!): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 berseru</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <extracomment>A log row beside the call (¡Truco!): %1 (in bold) made a bet.</extracomment>
        <translation>%1 berseru</translation>
    </message>
    <message>
        <source>%1 answer</source>
        <extracomment>A log row beside your answer (Quiero): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 menjawab</translation>
    </message>
    <message>
        <source>%1 answers</source>
        <extracomment>A log row beside the answer (Quiero, No quiero): %1 (in bold).</extracomment>
        <translation>%1 menjawab</translation>
    </message>
    <message>
        <source>%1 say</source>
        <extracomment>A log row beside what you say (Flor, Me voy al mazo): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 berkata</translation>
    </message>
    <message>
        <source>%1 says</source>
        <extracomment>A log row beside what a player says (Flor, Me voy al mazo): %1 (bold).</extracomment>
        <translation>%1 berkata</translation>
    </message>
    <message>
        <source>%1 sing</source>
        <extracomment>A log row beside your envido points sung (or Son buenas): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 menyebut poin</translation>
    </message>
    <message>
        <source>%1 sings</source>
        <extracomment>A log row beside the envido points sung (or Son buenas): %1 (in bold).</extracomment>
        <translation>%1 menyebut poin</translation>
    </message>
    <message>
        <source>You discard a card face down</source>
        <extracomment>AR-GALLO-3: you, the gallo, put one of your four cards away unseen.</extracomment>
        <translation>Anda membuang satu kartu tertutup</translation>
    </message>
    <message>
        <source>%1 discards a card face down</source>
        <extracomment>AR-GALLO-3: %1, the gallo, puts one of his four cards away unseen.</extracomment>
        <translation>%1 membuang satu kartu tertutup</translation>
    </message>
    <message>
        <source>Envido won by you, %1</source>
        <extracomment>You won the envido; %1 is your envido points.</extracomment>
        <translation>Envido dimenangkan Anda, %1</translation>
    </message>
    <message>
        <source>Envido won by %1, %2</source>
        <extracomment>%1 is the winner, %2 his envido points.</extracomment>
        <translation>Envido dimenangkan %1, %2</translation>
    </message>
    <message>
        <source>Envido refused</source>
        <translation>Envido ditolak</translation>
    </message>
    <message>
        <source>Flor: %1, %2</source>
        <translation>Flor: %1, %2</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <extracomment>%1 is the trick (1-3); parda: the trick was tied.</extracomment>
        <translation>Trik %1 → parda</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <comment>Mineiro, Paulista</comment>
        <extracomment>%1 is the trick (1-3); a tied trick at a Brazilian table (empate).</extracomment>
        <translation>Trik %1 → parda</translation>
    </message>
    <message>
        <source>Trick %1 → %2 · %3</source>
        <extracomment>%1 is the trick (1-3), %2 Us or Them, %3 the player who won it.</extracomment>
        <translation>Trik %1 → %2 · %3</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>%1 is what was scored for (Envido, Truco refused…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1 +%2 → %3</translation>
    </message>
    <message>
        <source>All tied: the hand is dealt again</source>
        <translation>Semua parda: kartu dibagi ulang</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Permainan selesai</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <extracomment>The list item's role that carries a row's facts (a dict). The sentence's font size (smaller for a long name alone in a narrow row).</extracomment>
        <translation>Menunggu jawaban Anda…</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read, so the default settings are in use; it will be moved aside before anything is saved over it.</source>
        <translation>Berkas pengaturan Anda tidak dapat dibaca, jadi pengaturan bawaan yang dipakai; berkas itu akan dipindahkan sebelum ada yang disimpan menimpanya.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside to %1 and the default settings are in use.</source>
        <translation>Berkas pengaturan Anda tidak dapat dibaca, jadi berkas itu dipindahkan ke %1 dan pengaturan bawaan yang dipakai.</translation>
    </message>
    <message>
        <source>Your settings file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>Berkas pengaturan Anda dibuat oleh versi Truco yang lebih baru, jadi hanya bagian yang dipahami versi ini yang dipakai, dan salinannya akan disimpan sebagai %1 sebelum berkas itu diubah.</translation>
    </message>
    <message>
        <source>Some settings had values this version cannot use (%1), so those are back to their defaults.</source>
        <translation>Beberapa pengaturan berisi nilai yang tidak dapat dipakai versi ini (%1), jadi pengaturan tersebut dikembalikan ke bawaan.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so your statistics start again; it will be moved aside before anything is saved over it.</source>
        <translation>Berkas statistik Anda tidak dapat dibaca, jadi statistik Anda dimulai dari awal; berkas itu akan dipindahkan sebelum ada yang disimpan menimpanya.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so it was moved aside to %1 and your statistics start again.</source>
        <translation>Berkas statistik Anda tidak dapat dibaca, jadi berkas itu dipindahkan ke %1 dan statistik Anda dimulai dari awal.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>Berkas statistik Anda dibuat oleh versi Truco yang lebih baru, jadi hanya bagian yang dipahami versi ini yang dipakai, dan salinannya akan disimpan sebagai %1 sebelum berkas itu diubah.</translation>
    </message>
    <message>
        <source>Some statistics could not be read (%1), so those entries start again.</source>
        <translation>Sebagian statistik tidak dapat dibaca (%1), jadi entri tersebut dimulai dari awal.</translation>
    </message>
    <message>
        <source>Your saved match was made by a newer version of Truco, so it was left as it is; it cannot be resumed with this version.</source>
        <translation>Permainan tersimpan Anda dibuat oleh versi Truco yang lebih baru, jadi dibiarkan apa adanya; permainan itu tidak dapat dilanjutkan dengan versi ini.</translation>
    </message>
    <message>
        <source>The match saved by a newer version of Truco was moved to %1 so that it is not overwritten.</source>
        <translation>Permainan yang disimpan oleh versi Truco yang lebih baru dipindahkan ke %1 agar tidak tertimpa.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so a new match will start; the file stays where it is until it can be moved aside.</source>
        <translation>Permainan tersimpan Anda tidak dapat dibaca, jadi permainan baru akan dimulai; berkasnya tetap di tempatnya sampai bisa dipindahkan.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so it was moved aside to %1 and a new match will start.</source>
        <translation>Permainan tersimpan Anda tidak dapat dibaca, jadi berkasnya dipindahkan ke %1 dan permainan baru akan dimulai.</translation>
    </message>
    <message>
        <source>Some of your hand history could not be read, so the file was moved aside to %1 and the readable hands were kept.</source>
        <translation>Sebagian riwayat babak Anda tidak dapat dibaca, jadi berkasnya dipindahkan ke %1 dan babak yang masih terbaca tetap disimpan.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Berkas tidak dapat dibaca.</translation>
    </message>
    <message>
        <source>The file is too large to be hand records.</source>
        <translation>Berkas terlalu besar untuk berisi catatan babak.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Berkas bukan teks UTF-8.</translation>
    </message>
    <message>
        <source>The file holds no hand records.</source>
        <translation>Berkas tidak berisi catatan babak.</translation>
    </message>
    <message>
        <source>The file holds too many hands to import at once.</source>
        <translation>Berkas berisi terlalu banyak babak untuk diimpor sekaligus.</translation>
    </message>
    <message>
        <source>Line %1 is not JSON.</source>
        <translation>Baris %1 bukan JSON.</translation>
    </message>
    <message>
        <source>Line %1 is not a valid hand record (%2).</source>
        <translation>Baris %1 bukan catatan babak yang valid (%2).</translation>
    </message>
    <message>
        <source>The hand history could not be saved (%1).</source>
        <translation>Riwayat babak tidak dapat disimpan (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n hands.</source>
        <translation>
            <numerusform>%n babak diimpor.</numerusform>
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
        <translation>Truco ditolak</translation>
    </message>
    <message>
        <source>Mazo</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Babak</translation>
    </message>
    <message>
        <source>Mão de onze refused</source>
        <translation>Mão de onze ditolak</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>random choice</source>
        <translation>pilihan acak</translation>
    </message>
    <message>
        <source>the only legal action</source>
        <translation>satu-satunya langkah yang sah</translation>
    </message>
    <message>
        <source>mão de ferro: playing a card without seeing it</source>
        <translation>mão de ferro: memainkan kartu tanpa melihatnya</translation>
    </message>
    <message>
        <source>played without much thought</source>
        <translation>dimainkan tanpa banyak pikir</translation>
    </message>
    <message>
        <source>the answer his partner chose</source>
        <extracomment>The human chose this answer for his partner (the human's flor came first).</extracomment>
        <translation>jawaban yang dipilih pasangannya</translation>
    </message>
    <message>
        <source>partner already wins this trick: playing low (%1)</source>
        <translation>pasangan sudah unggul di trik ini: buang kartu rendah (%1)</translation>
    </message>
    <message>
        <source>partner signalled a card nobody can beat: playing low (%1)</source>
        <translation>pasangan memberi isyarat kartu tak terkalahkan: buang kartu rendah (%1)</translation>
    </message>
    <message>
        <source>the first trick was parda: playing the highest card (%1)</source>
        <translation>trik pertama parda: main kartu tertinggi (%1)</translation>
    </message>
    <message>
        <source>winning the trick with the lowest card that beats it (%1)</source>
        <translation>merebut trik dengan kartu terendah yang cukup (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing the lowest card (%1)</source>
        <translation>trik ini tak bisa dimenangkan: buang kartu terendah (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing %1 face down</source>
        <translation>trik ini tak bisa dimenangkan: main %1 tertutup</translation>
    </message>
    <message>
        <source>a parda here wins the hand: tying with %1</source>
        <translation>parda di sini memenangkan babak: menyamakan dengan %1</translation>
    </message>
    <message>
        <source>a parda here moves the bet to the next trick: tying with %1</source>
        <translation>parda di sini memindahkan taruhan ke trik berikutnya: menyamakan dengan %1</translation>
    </message>
    <message>
        <source>playing %1: best chance to win the hand (%2%)</source>
        <translation>main %1: peluang terbaik memenangkan babak (%2%)</translation>
    </message>
    <message>
        <source>%1% to win the hand: calling %2</source>
        <translation>peluang menang babak %1%: menyerukan %2</translation>
    </message>
    <message>
        <source>nothing to lose at this score: calling %1</source>
        <translation>tak ada ruginya di skor ini: menyerukan %1</translation>
    </message>
    <message>
        <source>bluffing: calling %1 with %2% to win</source>
        <translation>menggertak: menyerukan %1 dengan peluang menang %2%</translation>
    </message>
    <message>
        <source>%1% to win the hand, and the other side folds to truco %2 times in %3: calling %4</source>
        <translation>%1% peluang menang babak, dan lawan mundur dari truco %2 kali dari %3: menyerukan %4</translation>
    </message>
    <message>
        <source>the other side folds to truco %1 times in %2: calling %3 with %4% to win</source>
        <translation>lawan mundur dari truco %1 kali dari %2: menyerukan %3 dengan %4% peluang menang</translation>
    </message>
    <message>
        <source>they call truco in %1 hands of %2, with anything: %3% to win, accepting</source>
        <translation>mereka menyerukan truco di %1 dari %2 babak, dengan kartu apa saja: %3% peluang menang, menerima</translation>
    </message>
    <message>
        <source>they call truco in only %1 hands of %2, with the best cards: %3% to win, refusing</source>
        <translation>mereka menyerukan truco hanya di %1 dari %2 babak, dengan kartu terbaik: %3% peluang menang, menolak</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, accepting</source>
        <translation>mereka menyerukan falta envido di %1 dari %2 babak: envido %3, %4% peluang menang, menerima</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, refusing</source>
        <translation>mereka menyerukan falta envido di %1 dari %2 babak: envido %3, %4% peluang menang, menolak</translation>
    </message>
    <message>
        <source>the match is decided either way: no %1</source>
        <translation>hasil permainan tak akan berubah: tidak menyerukan %1</translation>
    </message>
    <message>
        <source>%1% to win the hand: accepting</source>
        <translation>peluang menang babak %1%: menerima</translation>
    </message>
    <message>
        <source>refusing would lose the match: accepting</source>
        <translation>menolak berarti kalah permainan: menerima</translation>
    </message>
    <message>
        <source>%1% to win is worth the risk at this score: accepting</source>
        <translation>peluang menang %1% sepadan dengan risikonya di skor ini: menerima</translation>
    </message>
    <message>
        <source>only %1% to win the hand: refusing</source>
        <translation>peluang menang babak hanya %1%: menolak</translation>
    </message>
    <message>
        <source>%1% to win the hand: raising to %2</source>
        <translation>peluang menang babak %1%: menaikkan ke %2</translation>
    </message>
    <message>
        <source>bluffing: raising to %1 with %2% to win</source>
        <translation>menggertak: menaikkan ke %1 dengan peluang menang %2%</translation>
    </message>
    <message>
        <source>envido %1: calling %2</source>
        <translation>envido %1: menyerukan %2</translation>
    </message>
    <message>
        <source>envido %1: bluffing with %2</source>
        <translation>envido %1: menggertak dengan %2</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: accepting</source>
        <translation>envido %1, peluang menang %2%: menerima</translation>
    </message>
    <message>
        <source>envido %1, only %2% to win it: refusing</source>
        <translation>envido %1, peluang menang hanya %2%: menolak</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: raising to %3</source>
        <translation>envido %1, peluang menang %2%: menaikkan ke %3</translation>
    </message>
    <message>
        <source>envido %1: not worth calling</source>
        <translation>envido %1: tidak layak diserukan</translation>
    </message>
    <message>
        <source>envido %1: the falta envido wins the match</source>
        <translation>envido %1: falta envido memenangkan permainan</translation>
    </message>
    <message>
        <source>the other team is about to win: envido %1, falta envido</source>
        <translation>lawan hampir menang: envido %1, falta envido</translation>
    </message>
    <message>
        <source>envido goes first: envido %1, calling %2</source>
        <translation>envido didahulukan: envido %1, menyerukan %2</translation>
    </message>
    <message>
        <source>announcing flor</source>
        <translation>mengumumkan flor</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: %3</source>
        <translation>flor %1, peluang menang %2%: %3</translation>
    </message>
    <message>
        <source>flor %1, only %2% to win it: con flor me achico</source>
        <translation>flor %1, peluang menang hanya %2%: con flor me achico</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: con flor quiero</source>
        <translation>flor %1, peluang menang %2%: con flor quiero</translation>
    </message>
    <message>
        <source>gallo: discarding %1, keeping envido %2 and %3% to win the hand</source>
        <translation>gallo: membuang %1, menyimpan envido %2 dan peluang menang babak %3%</translation>
    </message>
    <message>
        <source>keeping this set (%1% to win the hand)</source>
        <translation>menyimpan set ini (peluang menang babak %1%)</translation>
    </message>
    <message>
        <source>weak set (%1% to win the hand): discarding it</source>
        <translation>set lemah (peluang menang babak %1%): dibuang</translation>
    </message>
    <message>
        <source>mão de onze with %1% to win: playing</source>
        <translation>mão de onze dengan peluang menang %1%: main</translation>
    </message>
    <message>
        <source>mão de onze with only %1% to win: running</source>
        <translation>mão de onze dengan peluang menang hanya %1%: mundur</translation>
    </message>
    <message>
        <source>searched %1 deals: %2 scores best (%3%)</source>
        <translation>menelusuri %1 kemungkinan pembagian: %2 paling baik (%3%)</translation>
    </message>
    <message>
        <source>no chance left in this hand: going to the deck</source>
        <translation>tak ada peluang lagi di babak ini: pergi ke mazo</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no match in progress.</source>
        <translation>Tidak ada permainan yang sedang berjalan.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Babak sudah selesai.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Tidak ada kursi itu di meja ini.</translation>
    </message>
    <message>
        <source>That call is not part of this game.</source>
        <translation>Seruan itu tidak ada dalam permainan ini.</translation>
    </message>
    <message>
        <source>Flor is not played at this table.</source>
        <translation>Flor tidak dimainkan di meja ini.</translation>
    </message>
    <message>
        <source>You must announce your flor first.</source>
        <translation>Anda harus mengumumkan flor Anda dulu.</translation>
    </message>
    <message>
        <source>Only a player with a flor can answer a flor.</source>
        <translation>Hanya pemain yang punya flor yang bisa menjawab flor.</translation>
    </message>
    <message>
        <source>You may not answer this call now.</source>
        <translation>Anda tidak boleh menjawab seruan ini sekarang.</translation>
    </message>
    <message>
        <source>Your partner answers this call.</source>
        <translation>Pasangan Anda yang menjawab seruan ini.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Belum giliran Anda.</translation>
    </message>
    <message>
        <source>Choose what to do with your set first.</source>
        <translation>Tentukan dulu apa yang dilakukan dengan set Anda.</translation>
    </message>
    <message>
        <source>The gallo must first discard one card.</source>
        <translation>Gallo harus membuang satu kartu lebih dulu.</translation>
    </message>
    <message>
        <source>The gallo discards only once, before play.</source>
        <translation>Gallo membuang kartu hanya sekali, sebelum bermain.</translation>
    </message>
    <message>
        <source>Only the gallo discards a card.</source>
        <translation>Hanya gallo yang membuang kartu.</translation>
    </message>
    <message>
        <source>Only the gallo discards, with three players.</source>
        <translation>Hanya gallo yang membuang kartu, dalam permainan bertiga.</translation>
    </message>
    <message>
        <source>The team on 11 must first decide whether to play the hand.</source>
        <translation>Tim dengan 11 poin harus memutuskan dulu apakah babak ini dimainkan.</translation>
    </message>
    <message>
        <source>A call is waiting: answer it first.</source>
        <translation>Ada seruan yang menunggu: jawab dulu.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Anda tidak memegang kartu itu.</translation>
    </message>
    <message>
        <source>You may play a card face down only from the second trick on, and not when you lead the trick.</source>
        <translation>Kartu tertutup hanya boleh dimainkan mulai trik kedua, dan tidak saat Anda membuka trik.</translation>
    </message>
    <message>
        <source>Nobody may go to the deck while a call is waiting for an answer.</source>
        <translation>Tidak ada yang boleh pergi ke mazo selama ada seruan yang belum dijawab.</translation>
    </message>
    <message>
        <source>There is no call to answer.</source>
        <translation>Tidak ada seruan yang perlu dijawab.</translation>
    </message>
    <message>
        <source>That envido cannot follow the last one.</source>
        <translation>Envido itu tidak bisa menyusul envido sebelumnya.</translation>
    </message>
    <message>
        <source>The envido is closed once a Truco has been accepted.</source>
        <translation>Envido sudah tertutup begitu Truco diterima.</translation>
    </message>
    <message>
        <source>A flor was announced, so there is no envido this hand.</source>
        <translation>Ada flor yang diumumkan, jadi tidak ada envido di babak ini.</translation>
    </message>
    <message>
        <source>There is only one envido per hand.</source>
        <translation>Hanya ada satu envido per babak.</translation>
    </message>
    <message>
        <source>The envido can only be called in the first trick, before you play.</source>
        <translation>Envido hanya bisa diserukan pada trik pertama, selama kartu Anda belum dimainkan.</translation>
    </message>
    <message>
        <source>There is no Truco in a mão de onze or a mão de ferro.</source>
        <translation>Tidak ada Truco dalam mão de onze atau mão de ferro.</translation>
    </message>
    <message>
        <source>That raise is not yours to call, or it could not change anything.</source>
        <translation>Kenaikan itu bukan hak Anda, atau tidak akan mengubah apa pun.</translation>
    </message>
    <message>
        <source>Only the team that accepted the last bet may raise it, one step at a time.</source>
        <translation>Kenaikan taruhan hanya hak tim yang menerima taruhan terakhir, satu tingkat setiap kali.</translation>
    </message>
    <message>
        <source>That flor call is not possible now.</source>
        <translation>Seruan flor itu tidak bisa dilakukan sekarang.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Itu tidak diperbolehkan sekarang.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Babak belum selesai.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Permainan sudah selesai.</translation>
    </message>
    <message>
        <source>A card is played by its place only in a mão de ferro.</source>
        <translation>Kartu dimainkan menurut posisinya hanya dalam mão de ferro.</translation>
    </message>
    <message>
        <source>You play from the next hand: a computer player finishes this one.</source>
        <translation>Anda bermain mulai babak berikutnya: pemain komputer menyelesaikan babak ini.</translation>
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
        <translation>Kita %1, mereka %2</translation>
    </message>
    <message>
        <source>US</source>
        <translation>KITA</translation>
    </message>
    <message>
        <source>THEM</source>
        <translation>MEREKA</translation>
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
        <translation>Kita</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Mereka</translation>
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
        <translation>Anda</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Timur</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Barat</translation>
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
        <translation>Pasangan</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Lawan</translation>
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
        <translation>Saya pegang 1 pedang, kartu terkuat.</translation>
    </message>
    <message>
        <source>I hold the ace of bastos, the second best card.</source>
        <translation>Saya pegang 1 tongkat, kartu terkuat kedua.</translation>
    </message>
    <message>
        <source>I hold the seven of espadas.</source>
        <translation>Saya pegang 7 pedang.</translation>
    </message>
    <message>
        <source>I hold the seven of oros.</source>
        <translation>Saya pegang 7 koin.</translation>
    </message>
    <message>
        <source>I hold a three.</source>
        <translation>Saya pegang kartu 3.</translation>
    </message>
    <message>
        <source>I hold a two.</source>
        <translation>Saya pegang kartu 2.</translation>
    </message>
    <message>
        <source>I have flor: three cards of one suit.</source>
        <translation>Saya punya flor: tiga kartu sejenis.</translation>
    </message>
    <message>
        <source>I have 30 or more for the envido.</source>
        <translation>Envido saya 30 atau lebih.</translation>
    </message>
    <message>
        <source>I have 27 to 29 for the envido.</source>
        <translation>Envido saya 27 sampai 29.</translation>
    </message>
    <message>
        <source>I have nothing worth anything.</source>
        <translation>Kartu saya tidak ada yang bagus.</translation>
    </message>
    <message>
        <source>I hold the zap, the best manilha.</source>
        <translation>Saya pegang zap, manilha terkuat.</translation>
    </message>
    <message>
        <source>I hold the manilha of copas (hearts).</source>
        <translation>Saya pegang manilha copas (hati).</translation>
    </message>
    <message>
        <source>I hold the espadilha, the manilha of spades.</source>
        <translation>Saya pegang espadilha, manilha sekop.</translation>
    </message>
    <message>
        <source>I hold the pica-fumo, the manilha of ouros.</source>
        <translation>Saya pegang pica-fumo, manilha ouros (wajik).</translation>
    </message>
    <message>
        <source>raise the eyebrows</source>
        <extracomment>How the face makes it, by face part and value.</extracomment>
        <translation>mengangkat alis</translation>
    </message>
    <message>
        <source>a wink</source>
        <translation>mengedipkan sebelah mata</translation>
    </message>
    <message>
        <source>close both eyes</source>
        <translation>memejamkan kedua mata</translation>
    </message>
    <message>
        <source>twist the mouth to the right</source>
        <translation>memiringkan mulut ke kanan</translation>
    </message>
    <message>
        <source>twist the mouth to the left</source>
        <translation>memiringkan mulut ke kiri</translation>
    </message>
    <message>
        <source>bite the lower lip</source>
        <translation>menggigit bibir bawah</translation>
    </message>
    <message>
        <source>purse the lips as for a kiss</source>
        <translation>memonyongkan bibir seperti hendak mencium</translation>
    </message>
    <message>
        <source>puff out both cheeks</source>
        <translation>menggembungkan kedua pipi</translation>
    </message>
    <message>
        <source>puff out one cheek</source>
        <translation>menggembungkan satu pipi</translation>
    </message>
    <message>
        <source>tilt the head</source>
        <translation>memiringkan kepala</translation>
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
        <translation>%1 memberi isyarat: %2</translation>
    </message>
    <message>
        <source>You signal: %1</source>
        <extracomment>The hand log: %1 is the sign's name as said at the table (Ancho de espadas).</extracomment>
        <translation>Anda memberi isyarat: %1</translation>
    </message>
    <message>
        <source>You spotted %1's sign: %2</source>
        <extracomment>The hand log: you caught an opponent's sign; %1 is the opponent, %2 the sign.</extracomment>
        <translation>Anda menangkap isyarat %1: %2</translation>
    </message>
    <message>
        <source>%1 makes a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: your partner made a sign, and the player reads its meaning from the face; %1 is the partner (Rosa).</extracomment>
        <translation>%1 memberi isyarat</translation>
    </message>
    <message>
        <source>You spotted %1 making a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: you caught an opponent making a sign (its meaning is not written); %1 is the opponent.</extracomment>
        <translation>Anda menangkap %1 memberi isyarat</translation>
    </message>
    <message>
        <source>Seña</source>
        <extracomment>The tag by a face making a sign when "Show what señas mean" is off (one seña; keep the Spanish word, as in "Señas").</extracomment>
        <translation>Seña</translation>
    </message>
    <message>
        <source>SPOTTED</source>
        <extracomment>Over an opponent's face on the table when you caught his sign (short, capitals).</extracomment>
        <translation>KETAHUAN</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <extracomment>The palette's keyboard hint; %1 is a key such as Alt+1.</extracomment>
        <translation>Pintasan: %1</translation>
    </message>
    <message>
        <source>Make a sign to your partner. The opponents may catch it. Alt+1 … Alt+0 make them from the keyboard.</source>
        <translation>Beri isyarat kepada pasangan Anda. Lawan mungkin menangkapnya. Dengan papan ketik: Alt+1 … Alt+0.</translation>
    </message>
    <message>
        <source>At a real table partners tell each other their best cards with their faces. Your partner signals you early in each hand, and you can signal him from the Señas button or with Alt+1 … Alt+0. The opponents watch: each sign may be caught, and when you catch one of theirs it is marked SPOTTED on their seat.</source>
        <translation>Di meja sungguhan, pemain satu tim saling memberi tahu kartu terbaik mereka lewat ekspresi wajah. Pasangan Anda memberi isyarat di awal setiap babak, dan Anda bisa membalas lewat tombol Señas atau dengan Alt+1 … Alt+0. Lawan ikut mengamati: setiap isyarat bisa tertangkap, dan jika Anda menangkap isyarat mereka, kursi mereka ditandai KETAHUAN.</translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message>
        <source>Next hand</source>
        <translation>Babak berikutnya</translation>
    </message>
    <message>
        <source>No points this hand</source>
        <extracomment>The height of a card shown in the summary, in pixels.</extracomment>
        <translation>Tidak ada poin di babak ini</translation>
    </message>
    <message>
        <source>%1 %2 → &lt;b&gt;%3&lt;/b&gt;</source>
        <extracomment>%1 is what won the points (Retruco, Envido, Mazo…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1 +%2 → &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Envido: %1 with %2</source>
        <extracomment>%1 is the winner of the envido, %2 his points.</extracomment>
        <translation>Envido: %1 dengan %2</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Kita %1 · Mereka %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <extracomment>You alone win the match (two players; the gallo's table too).</extracomment>
        <translation>Anda menang!</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <extracomment>Your team (four, six or eight players) wins the match: "we won".</extracomment>
        <translation>Tim Anda menang!</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Mereka menang</translation>
    </message>
    <message>
        <source>Matches won: %1 – %2</source>
        <translation>Kemenangan: %1 – %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>In the hand's summary, over the cards a winner shows: %1 is who shows them, %2 what they made (e.g. "Envido 29").</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <extracomment>AR-GALLO-5: you and your partner of the last hand reach the target together.</extracomment>
        <translation>Anda dan %1 menang!</translation>
    </message>
    <message>
        <source>%1 and %2 win the match</source>
        <extracomment>AR-GALLO-5: the two players of the pair win the match together.</extracomment>
        <translation>%1 dan %2 menang</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <extracomment>One player wins the match: the gallo or one of the pair in a match of three, your opponent in a match of two.</extracomment>
        <translation>%1 menang</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Main lagi</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Babak %1</translation>
    </message>
    <message>
        <source>%1 refused</source>
        <extracomment>In the hand's summary: a bet refused, which scored for the side that made it; %1 is the call (Truco, Retruco, Envido…), e.g. "Retruco refused 2 → Us".</extracomment>
        <translation>%1 ditolak</translation>
    </message>
    <message>
        <source>You went to the mazo</source>
        <extracomment>In the hand's summary: you gave the hand up (went to the deck).</extracomment>
        <translation>Anda pergi ke mazo</translation>
    </message>
    <message>
        <source>%1 went to the mazo</source>
        <extracomment>In the hand's summary: %1 (a player) gave the hand up (went to the deck).</extracomment>
        <translation>%1 pergi ke mazo</translation>
    </message>
    <message>
        <source>You would not play the mão de onze</source>
        <extracomment>In the hand's summary: your team, on 11, would not play the mão de onze and gave the hand up (you said so).</extracomment>
        <translation>Anda menolak memainkan mão de onze</translation>
    </message>
    <message>
        <source>%1 would not play the mão de onze</source>
        <extracomment>In the hand's summary: a team on 11 would not play the mão de onze and gave the hand up; %1 is the player who said so.</extracomment>
        <translation>%1 menolak memainkan mão de onze</translation>
    </message>
    <message>
        <source>You refused the %1</source>
        <extracomment>In the hand's summary: you refused a bet and gave the hand up; %1 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>Anda menolak %1</translation>
    </message>
    <message>
        <source>%1 refused the %2</source>
        <extracomment>In the hand's summary: %1 (a player) refused a bet and gave the hand up; %2 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>%1 menolak %2</translation>
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
        <translation>Kita</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Mereka</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>PEMBAGI</translation>
    </message>
    <message>
        <source>PÉ</source>
        <extracomment>The dealer's puck: PÉ is the dealer's word at a Brazilian table.</extracomment>
        <translation>PÉ</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Disisihkan</translation>
    </message>
    <message>
        <source>Mão de ferro · play blind</source>
        <translation>Mão de ferro · main tanpa melihat</translation>
    </message>
    <message>
        <source>Partner's cards</source>
        <translation>Kartu pasangan</translation>
    </message>
    <message>
        <source>Pica-pica · duel %1 of %2</source>
        <extracomment>Six or eight players: the pica-pica duels; %1 is this duel (1 to %2), %2 how many duels the hand has (3 or 4).</extracomment>
        <translation>Pica-pica · duel %1 dari %2</translation>
    </message>
    <message>
        <source>Vira %1 · manilhas %2</source>
        <extracomment>%1 is the rank of the vira, %2 the rank of the manilhas (e.g. "Vira 7 · manilhas Q").</extracomment>
        <translation>Vira %1 · manilha %2</translation>
    </message>
    <message>
        <source>You have %1</source>
        <extracomment>By your cards while an envido may be called: your own envido points, as a player at a real table knows them; %1 is the value (0 to 33). Say it the way a player would think it (Spanish "Tenés %1").</extracomment>
        <translation>Anda punya %1</translation>
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
            <numerusform>%n kartu</numerusform>
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
        <translation>Dibuka</translation>
    </message>
    <message numerus="yes">
        <source>worth %n if accepted</source>
        <translation>
            <numerusform>bernilai %n jika diterima</numerusform>
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
            <numerusform>menang %n poin</numerusform>
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
        <translation>%1: menunggu jawaban</translation>
    </message>
    <message>
        <source>Envido cancelled by the flor</source>
        <extracomment>The stake strip: a flor was announced over an envido call, which ends the envido without points (AR-FLOR-3).</extracomment>
        <translation>Envido dibatalkan oleh flor</translation>
    </message>
    <message>
        <source>No envido: a flor was sung</source>
        <extracomment>The stake strip: a flor was announced, so no envido can be called this hand.</extracomment>
        <translation>Tidak ada envido: ada flor</translation>
    </message>
    <message>
        <source>Envido accepted: singing</source>
        <extracomment>The stake strip while an accepted envido is sung, seat by seat, before its winner is known.</extracomment>
        <translation>Envido diterima: poin disebutkan</translation>
    </message>
    <message>
        <source>Truco</source>
        <extracomment>The characters in the computer seats (seat -&gt; key).</extracomment>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Daily deal · %1</source>
        <extracomment>The tag in the side panel's header while the daily deal is played; %1 is its date.</extracomment>
        <translation>Tantangan harian · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n pemain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n</source>
        <extracomment>The points a match is played to.</extracomment>
        <translation>
            <numerusform>sampai %n</numerusform>
        </translation>
    </message>
    <message>
        <source>flor off</source>
        <translation>tanpa flor</translation>
    </message>
    <message>
        <source>flor simple</source>
        <translation>flor sederhana</translation>
    </message>
    <message>
        <source>flor with contraflor</source>
        <translation>flor dengan contraflor</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lambat</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instan</translation>
    </message>
    <message>
        <source>F1 Rules · Esc Menu · Speed: %1</source>
        <extracomment>The footer: F1 and Esc are keys; %1 is the animation speed (Slow, Normal…). Keep the " · " between the parts: a narrow panel breaks the line there.</extracomment>
        <translation>F1 Aturan · Esc Menu · Kecepatan: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stake &lt;b&gt;%n points&lt;/b&gt;</source>
        <extracomment>What the hand is worth now; keep the &lt;b&gt; markup around the number.</extracomment>
        <translation>
            <numerusform>Taruhan &lt;b&gt;%n poin&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Envido: not called</source>
        <translation>Envido: belum ada</translation>
    </message>
    <message>
        <source>Trick %1 of 3</source>
        <translation>Trik %1 dari 3</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Babak %1</translation>
    </message>
    <message>
        <source>gave up the hand</source>
        <extracomment>Under the bubble of the player who went to the mazo or refused the bet, at the hand's end: he gave the hand up.</extracomment>
        <translation>menyerahkan babak</translation>
    </message>
</context>
</TS>
