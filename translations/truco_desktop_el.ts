<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Truco</source>
        <translation>Σχετικά με το Τρούκο</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Έκδοση %1</translation>
    </message>
    <message>
        <source>Argentine Truco, Truco Mineiro and Truco Paulista against computer players, offline, in seven languages.</source>
        <translation>Αργεντίνικο Τρούκο, Τρούκο Μινέιρο και Τρούκο Παουλίστα απέναντι σε παίκτες του υπολογιστή, χωρίς σύνδεση, σε επτά γλώσσες.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (%1). You may share and change it under its terms; it comes with no warranty.</source>
        <extracomment>%1 is the licence's short name (GPL-3.0-or-later) as a link.</extracomment>
        <translation>Ελεύθερο λογισμικό με την άδεια GNU General Public License, έκδοση 3 ή νεότερη (%1). Μπορείς να το μοιραστείς και να το τροποποιήσεις σύμφωνα με τους όρους της· διατίθεται χωρίς καμία εγγύηση.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
</context>
<context>
    <name>AppMenus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>The levels the Options menu offers (``bots.levels``). The first match that teaches (issue 33), at any time.</extracomment>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Μοιρασιά της &amp;ημέρας</translation>
    </message>
    <message>
        <source>&amp;Replay last hand</source>
        <translation>&amp;Επανάληψη τελευταίας μοιρασιάς</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Στατιστικά</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Κανόνες</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Παίκτες</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n παίκτης</numerusform>
            <numerusform>%n παίκτες</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Flor</source>
        <translation>&amp;Φλορ</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Χωρίς φλορ</translation>
    </message>
    <message>
        <source>Simple (3 points a flor)</source>
        <translation>Απλό (3 πόντοι ανά φλορ)</translation>
    </message>
    <message>
        <source>Full (with contraflor)</source>
        <translation>Πλήρες (με κοντραφλόρ)</translation>
    </message>
    <message>
        <source>&amp;Match to</source>
        <translation>&amp;Στόχος παρτίδας</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n πόντος</numerusform>
            <numerusform>%n πόντοι</numerusform>
        </translation>
    </message>
    <message>
        <source>F&amp;alta envido</source>
        <translation>Φάλτα &amp;ενβίντο</translation>
    </message>
    <message>
        <source>Worth what the leader needs to win</source>
        <translation>Αξίζει όσα λείπουν από την ομάδα που προηγείται</translation>
    </message>
    <message>
        <source>Wins the match while the leader is in the malas</source>
        <translation>Κερδίζει την παρτίδα όσο η ομάδα που προηγείται είναι στις μάλας</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Τράπουλα</translation>
    </message>
    <message>
        <source>Dirty deck (40 cards)</source>
        <translation>Βρόμικη τράπουλα (40 φύλλα)</translation>
    </message>
    <message>
        <source>Clean deck (24 cards)</source>
        <translation>Καθαρή τράπουλα (24 φύλλα)</translation>
    </message>
    <message>
        <source>&amp;Best of three</source>
        <translation>&amp;Δύο νίκες στις τρεις</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Επιλογές</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Άνοιγμα τραπεζιού…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Σύν&amp;δεση σε τραπέζι…</translation>
    </message>
    <message>
        <source>Play &amp;online…</source>
        <translation>Διαδικτυακό &amp;παιχνίδι…</translation>
    </message>
    <message>
        <source>&amp;Gallo (3 players)</source>
        <extracomment>The Rules menu's entry for the three-player gallo's mode (AR-GALLO-2).</extracomment>
        <translation>&amp;Γκάλο (3 παίκτες)</translation>
    </message>
    <message>
        <source>Rotating: the mano is the gallo</source>
        <extracomment>The gallo of each hand is its mano, so the role goes round the table.</extracomment>
        <translation>Εναλλάξ: ο μάνο είναι ο γκάλο</translation>
    </message>
    <message>
        <source>Fixed: you are the gallo</source>
        <translation>Σταθερός: ο γκάλο είσαι εσύ</translation>
    </message>
    <message>
        <source>Fixed: the player on your right</source>
        <translation>Σταθερός: ο παίκτης στα δεξιά σου</translation>
    </message>
    <message>
        <source>Fixed: the player on your left</source>
        <translation>Σταθερός: ο παίκτης στα αριστερά σου</translation>
    </message>
    <message>
        <source>&amp;Opponents</source>
        <translation>&amp;Αντίπαλοι</translation>
    </message>
    <message>
        <source>&amp;Partner</source>
        <translation>&amp;Συμπαίκτης</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Εύκολο</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Κανονικό</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Δύσκολο</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Πολύ δύσκολο</translation>
    </message>
    <message>
        <source>C&amp;haracters…</source>
        <extracomment>Opens the dialog where the player picks the computer players (characters).</extracomment>
        <translation>&amp;Οι χαρακτήρες…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Ταχύτητα κινήσεων</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Αργό</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Γρήγορο</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Άμεσο</translation>
    </message>
    <message>
        <source>&amp;Next hand by itself after a pause</source>
        <extracomment>An option, off by default: the hand's summary goes and the next hand is dealt by itself after a pause, instead of waiting for you.</extracomment>
        <translation>Επόμενη μοιρασιά αυτόματα μετά από &amp;λίγο</translation>
    </message>
    <message>
        <source>Deck st&amp;yle</source>
        <translation>&amp;Εμφάνιση τράπουλας</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Κλασική</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Μπλε</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>A deck style: the colour of the card backs.</extracomment>
        <translation>Πράσινο</translation>
    </message>
    <message>
        <source>&amp;Four-colour French deck</source>
        <translation>&amp;Γαλλική τράπουλα με 4 χρώματα</translation>
    </message>
    <message>
        <source>Show my &amp;envido</source>
        <extracomment>An option, on by default: your own envido points shown by your cards while an envido may be called ("You have 29"); purists turn it off.</extracomment>
        <translation>Εμ&amp;φάνιση του ενβίντο μου</translation>
    </message>
    <message>
        <source>P&amp;artner asks me first</source>
        <translation>Ο συμπαίκτης με &amp;ρωτά πρώτα</translation>
    </message>
    <message>
        <source>Opponents can &amp;catch signs</source>
        <translation>Οι αντίπαλοι μπορούν να &amp;πιάσουν νοήματα</translation>
    </message>
    <message>
        <source>Show what se&amp;ñas mean</source>
        <extracomment>An option, on by default: the señas' meanings written in the log and on the faces ("Rosa signals: Un dos"); off, only that a sign was made, so the player reads the faces as at a real table. Keep "señas" as in "Partner signals (señas)"; the accelerator is on ñ only so that the English never clashes: choose your own.</extracomment>
        <translation>Εμφάνιση σημασίας των νοημάτ&amp;ων</translation>
    </message>
    <message>
        <source>Hints and &amp;tips</source>
        <extracomment>The coach's options (issue 33): a submenu with "Hints" and "Show tips".</extracomment>
        <translation>Υποδείξεις και συμ&amp;βουλές</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <extracomment>An option, on by default: the Hint button (and the H key) at your turn, where the coach says what he would do and why (never in a match played online).</extracomment>
        <translation>&amp;Υποδείξεις</translation>
    </message>
    <message>
        <source>Show &amp;tips</source>
        <extracomment>An option, on by default: a tip shown the first time its situation comes up.</extracomment>
        <translation>Εμφάνιση &amp;συμβουλών</translation>
    </message>
    <message>
        <source>&amp;Look back after each hand</source>
        <extracomment>An option, on by default: after each hand, a button by its summary opens the coach's look back at the player's dearest choices.</extracomment>
        <translation>&amp;Ανασκόπηση μετά από κάθε μοιρασιά</translation>
    </message>
    <message>
        <source>Soun&amp;d</source>
        <translation>Ή&amp;χος</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Έντασ&amp;η ήχου</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A sound volume in percent of full, e.g. "75%" (Turkish: "%75").</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Γλώσσα συστήματος</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <source>Partner may ans&amp;wer for the team</source>
        <extracomment>Off by default: a call addressed to your team waits for your answer.</extracomment>
        <translation>Ο συμπαίκτης μπορεί να απαντά για την ο&amp;μάδα</translation>
    </message>
    <message>
        <source>Partner si&amp;gnals (señas)</source>
        <translation>&amp;Νοήματα συμπαίκτη</translation>
    </message>
    <message>
        <source>Daily &amp;leaderboard…</source>
        <extracomment>Opens the dialog where the player opts in to the online daily leaderboard.</extracomment>
        <translation>Ημερήσια &amp;κατάταξη…</translation>
    </message>
    <message>
        <source>&amp;Tips</source>
        <translation>&amp;Συμβουλές</translation>
    </message>
    <message>
        <source>&amp;Señas (signs)</source>
        <translation>&amp;Νοήματα</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <extracomment>Help: the coach's guided hand, the first match that teaches.</extracomment>
        <translation>&amp;Εκμάθηση παιχνιδιού</translation>
    </message>
    <message>
        <source>&amp;About Truco</source>
        <translation>Σ&amp;χετικά με το Τρούκο</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Κανόνες: %1</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Vira</source>
        <translation>Βίρα</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>μοιραστής</translation>
    </message>
    <message>
        <source>mano</source>
        <translation>μάνο</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>parda</source>
        <extracomment>A tied trick (Truco term, usually kept as it is).</extracomment>
        <translation>πάρδα</translation>
    </message>
    <message>
        <source>parda</source>
        <comment>Mineiro, Paulista</comment>
        <extracomment>A tied trick at a Brazilian table (Mineiro, Paulista); Brazilians say "empate".</extracomment>
        <translation>πάρδα</translation>
    </message>
</context>
<context>
    <name>CharactersDialog</name>
    <message>
        <source>A different player each game, chosen by the game.</source>
        <extracomment>The partner picks and the opponent picks (lists of keys or "auto"). (is partner, index in its list) of each row shown.</extracomment>
        <translation>Διαφορετικός παίκτης σε κάθε παρτίδα, που τον διαλέγει το παιχνίδι.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Χαρακτήρες</translation>
    </message>
    <message>
        <source>Who plays at the table</source>
        <translation>Ποιος παίζει στο τραπέζι</translation>
    </message>
    <message>
        <source>Pick your partner and your opponents, or let the game choose. Each plays at the level chosen in Options, in a style of their own. The players you pick sit down from the next game.</source>
        <translation>Διάλεξε τον συμπαίκτη και τους αντιπάλους σου ή άφησε το παιχνίδι να διαλέξει. Ο καθένας παίζει στο επίπεδο που ορίστηκε στις Επιλογές, με το δικό του στιλ. Οι παίκτες που διαλέγεις κάθονται στο τραπέζι από την επόμενη παρτίδα.</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Συμπαίκτης</translation>
    </message>
    <message>
        <source>Partner %1</source>
        <extracomment>A seat in the Characters dialog: "Partner 2".</extracomment>
        <translation>Συμπαίκτης %1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Αντίπαλος</translation>
    </message>
    <message>
        <source>Opponent %1</source>
        <extracomment>A seat in the Characters dialog: "Opponent 2".</extracomment>
        <translation>Αντίπαλος %1</translation>
    </message>
    <message>
        <source>Let the game choose</source>
        <translation>Να διαλέξει το παιχνίδι</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
</context>
<context>
    <name>ClubLobby</name>
    <message>
        <source>Play online</source>
        <extracomment>The list's columns: how many play, the free seats, who sits, the match's state. A seat was asked for: the table's window (the game shows it and keeps it). Our seats at club tables (their tokens): leaving a table is not losing it. The club the list is of (as typed), its pinned fingerprint, its tables. The club last asked for (a slower answer from another one is not shown).</extracomment>
        <translation>Διαδικτυακό παιχνίδι</translation>
    </message>
    <message>
        <source>Cl&amp;ub:</source>
        <translation>&amp;Λέσχη:</translation>
    </message>
    <message>
        <source>the club's address, for example club.example.org</source>
        <translation>η διεύθυνση της λέσχης, για παράδειγμα club.example.org</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Σύνδεση</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Τ&amp;ο όνομά σου:</translation>
    </message>
    <message>
        <source>Open &amp;tables:</source>
        <translation>Ανο&amp;ιχτά τραπέζια:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Τραπέζι</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Παραλλαγή</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Παίκτες</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Ελεύθερες θέσεις</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Κάθονται</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Παρτίδα</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>Σ&amp;υμμετοχή</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>&amp;Κωδικός:</translation>
    </message>
    <message>
        <source>Join b&amp;y code</source>
        <translation>Συμμετοχή &amp;με κωδικό</translation>
    </message>
    <message>
        <source>&amp;Quick play</source>
        <translation>&amp;Γρήγορο παιχνίδι</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>Δ&amp;ημιουργία</translation>
    </message>
    <message>
        <source>Type the club's address.</source>
        <translation>Γράψε τη διεύθυνση της λέσχης.</translation>
    </message>
    <message>
        <source>Reaching the club…</source>
        <translation>Σύνδεση με τη λέσχη…</translation>
    </message>
    <message>
        <source>A club is reached over a secure connection only: https://</source>
        <translation>Σε μια λέσχη συνδέεσαι μόνο με ασφαλή σύνδεση: https://</translation>
    </message>
    <message>
        <source>That is not a club's address (%1).</source>
        <extracomment>%1: what is wrong with the address (in English).</extracomment>
        <translation>Αυτή δεν είναι διεύθυνση λέσχης (%1).</translation>
    </message>
    <message>
        <source>The club's certificate was not trusted.</source>
        <translation>Δεν εμπιστεύτηκες το πιστοποιητικό της λέσχης.</translation>
    </message>
    <message>
        <source>Playing online needs the game's online part: %1</source>
        <extracomment>%1: the command that installs it.</extracomment>
        <translation>Το διαδικτυακό παιχνίδι χρειάζεται το διαδικτυακό μέρος του παιχνιδιού: %1</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2: the system's words for the failure.</extracomment>
        <translation>Η λέσχη στο %1 δεν είναι προσβάσιμη (%2).</translation>
    </message>
    <message>
        <source>Trust this club?</source>
        <translation>Εμπιστοσύνη σε αυτή τη λέσχη;</translation>
    </message>
    <message>
        <source>The club at %1 has a certificate of its own, not one the system knows. Trust it only if its fingerprint is the one the club's people gave you:</source>
        <extracomment>%1: the club's address. The certificate's fingerprint follows on its own lines.</extracomment>
        <translation>Η λέσχη στο %1 έχει δικό της πιστοποιητικό, όχι κάποιο που γνωρίζει το σύστημα. Εμπιστέψου το μόνο αν το αποτύπωμά του είναι αυτό που σου έδωσαν οι άνθρωποι της λέσχης:</translation>
    </message>
    <message>
        <source>Once trusted, the game refuses this club if its certificate changes.</source>
        <translation>Αφού την εμπιστευτείς, το παιχνίδι απορρίπτει τη λέσχη αν αλλάξει το πιστοποιητικό της.</translation>
    </message>
    <message>
        <source>&amp;Trust</source>
        <translation>&amp;Εμπιστοσύνη</translation>
    </message>
    <message>
        <source>The club's certificate has changed since you trusted it, so the game does not connect: someone may stand between you and the club. If the club's people say they changed it, its new fingerprint is %1.</source>
        <extracomment>%1: the new certificate's fingerprint.</extracomment>
        <translation>Το πιστοποιητικό της λέσχης άλλαξε από τότε που το εμπιστεύτηκες, γι' αυτό το παιχνίδι δεν συνδέεται: κάποιος μπορεί να στέκεται ανάμεσα σε εσένα και τη λέσχη. Αν οι άνθρωποι της λέσχης λένε ότι το άλλαξαν, το νέο του αποτύπωμα είναι %1.</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>παίζεται</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>δεν ξεκίνησε</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(χωρίς όνομα)</translation>
    </message>
    <message>
        <source>%1 (your seat)</source>
        <extracomment>A listed table where we left a seat that is still kept for us.</extracomment>
        <translation>%1 (η θέση σου)</translation>
    </message>
    <message>
        <source>No open table right now: create one, or quick play.</source>
        <translation>Δεν υπάρχει ανοιχτό τραπέζι τώρα: δημιούργησε ένα ή διάλεξε γρήγορο παιχνίδι.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n open tables.</source>
        <extracomment>%1: the club's address, %n: how many open tables it lists.</extracomment>
        <translation>
            <numerusform>%1: %n ανοιχτό τραπέζι.</numerusform>
            <numerusform>%1: %n ανοιχτά τραπέζια.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Γράψε τον κωδικό του τραπεζιού.</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name of a new club table when none is typed: %1 its owner's name.</extracomment>
        <translation>Τραπέζι του %1</translation>
    </message>
</context>
<context>
    <name>ClubTableWindow</name>
    <message>
        <source>That table is no longer open at the club: its match ended or everyone left. Choose another table, or create one.</source>
        <extracomment>A club's server restarted under a match comes back within seconds: the tries to reach it again with the seat's token, and the pause before each (ms). Where our seat's token is kept (``club_key``: the club as the store names it), and whether we came back with one (a seat we left).</extracomment>
        <translation>Αυτό το τραπέζι δεν είναι πια ανοιχτό στη λέσχη: η παρτίδα του τελείωσε ή έφυγαν όλοι. Διάλεξε άλλο τραπέζι ή φτιάξε ένα.</translation>
    </message>
    <message>
        <source>Your seat at that table went to someone else while you were away. Join it again to take a free seat, or choose another table.</source>
        <translation>Όσο έλειπες, τη θέση σου σε εκείνο το τραπέζι την πήρε κάποιος άλλος. Συνδέσου ξανά για να πάρεις μια ελεύθερη θέση ή διάλεξε άλλο τραπέζι.</translation>
    </message>
    <message>
        <source>Give your friends the club's address and this code: they choose Play online… in the Game menu and join by the code. Empty seats are played by the computer.</source>
        <translation>Δώσε στους φίλους σου τη διεύθυνση της λέσχης και αυτόν τον κωδικό· εκείνοι διαλέγουν «Διαδικτυακό παιχνίδι…» στο μενού «Παιχνίδι» και συνδέονται με τον κωδικό. Στις άδειες θέσεις παίζει ο υπολογιστής.</translation>
    </message>
    <message>
        <source>The club at %1 cannot be reached (%2).</source>
        <extracomment>%1: the club's address, %2 the system's words for the failure.</extracomment>
        <translation>Η λέσχη στο %1 δεν είναι προσβάσιμη (%2).</translation>
    </message>
    <message>
        <source>The connection to the club was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Η σύνδεση με τη λέσχη χάθηκε· νέα προσπάθεια (%1 από %2)…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Κάτι πήγε στραβά</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Οι λεπτομέρειες γράφτηκαν στο %1.</translation>
    </message>
    <message>
        <source>The details could not be written to a log file.</source>
        <translation>Δεν ήταν δυνατή η εγγραφή των λεπτομερειών σε αρχείο καταγραφής.</translation>
    </message>
    <message>
        <source>The game hit an unexpected error. Your match was saved after your last move, so you can carry on or restart the game without losing it. %1</source>
        <extracomment>%1 says where the details were written (the next sentence).</extracomment>
        <translation>Το παιχνίδι συνάντησε απρόσμενο σφάλμα. Η παρτίδα σου αποθηκεύτηκε μετά την τελευταία σου κίνηση, οπότε μπορείς να συνεχίσεις ή να ξεκινήσεις πάλι το παιχνίδι χωρίς να τη χάσεις. %1</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Αντιγραφή λεπτομερειών</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Αντιγράφηκε</translation>
    </message>
</context>
<context>
    <name>DailyResultDialog</name>
    <message>
        <source>Daily deal</source>
        <translation>Μοιρασιά της ημέρας</translation>
    </message>
    <message>
        <source>You won today's deal!</source>
        <translation>Κέρδισες τη σημερινή μοιρασιά!</translation>
    </message>
    <message>
        <source>Today's deal</source>
        <translation>Η σημερινή μοιρασιά</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Winning streak: %n days</source>
        <translation>
            <numerusform>Σερί νικών: %n μέρα</numerusform>
            <numerusform>Σερί νικών: %n μέρες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best: %n</source>
        <translation>
            <numerusform>ρεκόρ: %n</numerusform>
            <numerusform>ρεκόρ: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Share the line with friends: they get the same cards today.</source>
        <translation>Στείλε τη γραμμή σε φίλους: σήμερα παίρνουν κι αυτοί τα ίδια φύλλα.</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Αντιγραφή αποτελέσματος</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Ranking</source>
        <extracomment>Opens the online leaderboard's ranking of today's deal.</extracomment>
        <translation>Κατάταξη</translation>
    </message>
    <message>
        <source>Show the online ranking of this deal</source>
        <translation>Δείξε τη διαδικτυακή κατάταξη αυτής της μοιρασιάς</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Αντιγράφηκε</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Card ranking, strongest first</source>
        <translation>Σειρά των φύλλων, από το δυνατότερο</translation>
    </message>
    <message>
        <source>The vira of this example: %1</source>
        <extracomment>Above Paulista's card ranking, beside the vira's picture; %1 is the card ("7 of hearts").</extracomment>
        <translation>Η βίρα του παραδείγματος: %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Πώς παίζεται</translation>
    </message>
    <message>
        <source>Tips</source>
        <translation>Συμβουλές</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Spanish 40-card deck (oros, copas, espadas, bastos); else the French one. An Argentine table's tradition (DEALER, MANO, parda, matchsticks); else Brazil's. The call words on the buttons, in the bubbles and in the log. A raise said at one's own turn where it differs from the answer's word. A bet as it is shouted ("¡Truco!", "Truco!"). The mão de onze's two buttons: (accept?, stake, points if refused) -&gt; label. The variant's full name (the help's title, the window's): "Argentine Truco". Its short name (the menus, the daily result line): "Argentino".</extracomment>
        <translation>Αργεντίνικο Τρούκο</translation>
    </message>
    <message>
        <source>Truco Mineiro</source>
        <translation>Τρούκο Μινέιρο</translation>
    </message>
    <message>
        <source>Truco Paulista</source>
        <translation>Τρούκο Παουλίστα</translation>
    </message>
    <message>
        <source>Argentino</source>
        <translation>Αργεντίνικο</translation>
    </message>
    <message>
        <source>Mineiro</source>
        <translation>Μινέιρο</translation>
    </message>
    <message>
        <source>Paulista</source>
        <translation>Παουλίστα</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Τριάρια</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Δυάρια</translation>
    </message>
    <message>
        <source>Kings (12)</source>
        <translation>Ρηγάδες (12)</translation>
    </message>
    <message>
        <source>Caballos (11)</source>
        <translation>Καβαλάρηδες (11)</translation>
    </message>
    <message>
        <source>Sotas (10)</source>
        <translation>Φάντες (10)</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Εξάρια</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Πεντάρια</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Τεσσάρια</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Ρηγάδες</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Βαλέδες</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Ντάμες</translation>
    </message>
    <message>
        <source>Aces</source>
        <extracomment>Paulista's chart is one hand's order: the hand of this vira (PA-VIRA-2), whose manilhas are the queens.</extracomment>
        <translation>Άσοι</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Εφτάρια</translation>
    </message>
    <message>
        <source>Zap</source>
        <extracomment>The best manilha (Brazilian Truco); most languages keep the Portuguese name.</extracomment>
        <translation>Ζαπ</translation>
    </message>
    <message>
        <source>Copas</source>
        <extracomment>The second manilha, of hearts; most languages keep the Portuguese name.</extracomment>
        <translation>Κόπας</translation>
    </message>
    <message>
        <source>Espadilha</source>
        <extracomment>The third manilha, of spades; most languages keep the Portuguese name.</extracomment>
        <translation>Εσπαδίλια</translation>
    </message>
    <message>
        <source>Pica-fumo</source>
        <extracomment>The fourth manilha, of diamonds; most languages keep the Portuguese name.</extracomment>
        <translation>Πίκα-φούμο</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A manilha in the card ranking: %1 its name at the table (Zap…), %2 the card ("4 of clubs").</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Suits only matter for the four top cards. Cards of the same row tie: a trick whose best cards come from both teams is a parda.</source>
        <translation>Το χρώμα μετράει μόνο στα τέσσερα κορυφαία φύλλα. Τα φύλλα της ίδιας σειράς είναι ισόπαλα: αν τα καλύτερα φύλλα μιας μπάζας είναι και των δύο ομάδων, η μπάζα είναι πάρδα.</translation>
    </message>
    <message>
        <source>The four manilhas at the top never change. Below them suits do not matter, and cards of the same row tie.</source>
        <translation>Οι τέσσερις μανίλιες στην κορυφή δεν αλλάζουν ποτέ. Από εκεί και κάτω το χρώμα δεν μετράει, και τα φύλλα της ίδιας σειράς είναι ισόπαλα.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Μπάζες</translation>
    </message>
    <message>
        <source>Each player gets three cards. The player to the dealer's right, the mano, leads the first trick, and play goes round counter-clockwise. You never have to follow suit: the strongest card wins the trick and its player leads the next one. If the strongest cards of a trick come from both teams, the trick is a parda (a tie) and whoever led it leads again.</source>
        <translation>Κάθε παίκτης παίρνει τρία φύλλα. Ο παίκτης στα δεξιά του μοιραστή, ο μάνο, ανοίγει την πρώτη μπάζα, και το παιχνίδι προχωρά αντίθετα από τους δείκτες του ρολογιού. Δεν χρειάζεται ποτέ να ακολουθήσεις χρώμα: το δυνατότερο φύλλο παίρνει την μπάζα, και όποιος το έπαιξε ανοίγει την επόμενη. Αν τα δυνατότερα φύλλα μιας μπάζας είναι και των δύο ομάδων, η μπάζα είναι πάρδα (ισοπαλία) και ανοίγει ξανά όποιος την είχε ανοίξει.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Το παιχνίδι</translation>
    </message>
    <message>
        <source>Who wins the hand</source>
        <translation>Ποιος κερδίζει τη μοιρασιά</translation>
    </message>
    <message>
        <source>The team that wins two tricks wins the hand.</source>
        <translation>Όποια ομάδα κερδίσει δύο μπάζες κερδίζει τη μοιρασιά.</translation>
    </message>
    <message>
        <source>If a trick is a parda, the team that won the first trick that was won takes the hand.</source>
        <translation>Αν μια μπάζα βγει πάρδα, τη μοιρασιά την παίρνει η ομάδα που κέρδισε την πρώτη μπάζα που είχε νικητή.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the mano's team wins.</source>
        <translation>Αν και οι τρεις μπάζες βγουν πάρδα, κερδίζει η ομάδα του μάνο.</translation>
    </message>
    <message>
        <source>A hand is worth 1 point unless someone bets on it.</source>
        <translation>Μια μοιρασιά αξίζει 1 πόντο, εκτός αν κάποιος ποντάρει σε αυτήν.</translation>
    </message>
    <message>
        <source>Truco</source>
        <translation>Τρούκο</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand. At your turn, before playing your card, you may call Truco: if the other team accepts (Quiero), the hand is worth 2. The team that accepted may raise later with Retruco (3), and the other team may then answer with Vale cuatro (4). A team can also raise straight away instead of answering Quiero.</source>
        <translation>Το Τρούκο είναι ποντάρισμα στη μοιρασιά. Στη σειρά σου, πριν παίξεις το φύλλο σου, μπορείς να πεις «Truco»: αν η άλλη ομάδα δεχτεί («Quiero»), η μοιρασιά αξίζει 2. Η ομάδα που δέχτηκε μπορεί αργότερα να ανεβάσει με ρετρούκο (3), και η άλλη ομάδα μπορεί τότε να απαντήσει με βάλε κουάτρο (4). Μια ομάδα μπορεί επίσης να ανεβάσει αμέσως αντί να απαντήσει «Quiero».</translation>
    </message>
    <message>
        <source>Refusing (No quiero) ends the hand at once: the team that bet scores what the hand was worth before the bet (1 for a refused Truco, 2 for a Retruco, 3 for a Vale cuatro).</source>
        <translation>Η άρνηση («No quiero») τελειώνει αμέσως τη μοιρασιά: η ομάδα που πόνταρε παίρνει όσα άξιζε η μοιρασιά πριν από το ποντάρισμα (1 για ένα τρούκο που δεν έγινε δεκτό, 2 για ένα ρετρούκο, 3 για ένα βάλε κουάτρο).</translation>
    </message>
    <message>
        <source>Envido</source>
        <translation>Ενβίντο</translation>
    </message>
    <message>
        <source>The envido is a side bet on your cards. Two cards of the same suit are worth 20 plus their numbers (10, 11 and 12 count nothing), so a 7 and a 6 of one suit make 33, the best possible. With three different suits, your envido is your best single card.</source>
        <translation>Το ενβίντο είναι ένα ξεχωριστό ποντάρισμα στα φύλλα σου. Δύο φύλλα του ίδιου χρώματος αξίζουν 20 συν τους αριθμούς τους (τα 10, 11 και 12 μετράνε μηδέν), οπότε ένα 7 κι ένα 6 του ίδιου χρώματος κάνουν 33, το μέγιστο. Αν έχεις τρία διαφορετικά χρώματα, ενβίντο σου είναι το καλύτερο μεμονωμένο φύλλο σου.</translation>
    </message>
    <message>
        <source>You may start an envido only in the first trick, before you play your card and before any Truco has been accepted. Envido is worth 2, Real envido 3, and Falta envido whatever the leading team still needs to win the match. The other team answers Quiero, No quiero, or raises. If it is refused, the team that bet scores 1, or what was already accepted by raising. If it is accepted, the best envido wins; on a tie, the player nearer to the mano wins.</source>
        <translation>Ενβίντο μπορείς να ζητήσεις μόνο στην πρώτη μπάζα, πριν παίξεις το φύλλο σου και πριν γίνει δεκτό οποιοδήποτε τρούκο. Το ενβίντο αξίζει 2, το ρεάλ ενβίντο 3 και το φάλτα ενβίντο όσους πόντους λείπουν ακόμη από την ομάδα που προηγείται για να κερδίσει την παρτίδα. Η άλλη ομάδα απαντά «Quiero» ή «No quiero», ή ανεβάζει. Αν απορριφθεί, η ομάδα που πόνταρε παίρνει 1 πόντο ή όσα είχαν ήδη γίνει δεκτά με τα ανεβάσματα. Αν γίνει δεκτό, κερδίζει το καλύτερο ενβίντο· σε ισοπαλία κερδίζει ο παίκτης που είναι πιο κοντά στον μάνο.</translation>
    </message>
    <message>
        <source>Envido first: when Truco is called during the first trick, a player who has not played yet may answer with an envido. The envido is settled first, then the Truco is answered.</source>
        <translation>Πρώτα το ενβίντο: αν κάποιος πει «Truco» στην πρώτη μπάζα, ένας παίκτης που δεν έχει παίξει ακόμη μπορεί να απαντήσει με ενβίντο. Πρώτα κρίνεται το ενβίντο και μετά απαντιέται το τρούκο.</translation>
    </message>
    <message>
        <source>Flor (optional)</source>
        <translation>Φλορ (προαιρετικό)</translation>
    </message>
    <message>
        <source>When flor is on, three cards of one suit are a flor and must be announced. A flor is worth 3 points for every flor announced, to the team with the best one (20 plus the three numbers), and there is no envido in a hand with a flor. In the full mode, a second team with flor can bet back with Contraflor (3 more) or Contraflor al resto (the rest of the match), or give in with Con flor me achico.</source>
        <translation>Όταν παίζεται φλορ, τρία φύλλα του ίδιου χρώματος κάνουν φλορ και πρέπει να δηλωθούν. Το φλορ δίνει 3 πόντους για κάθε φλορ που δηλώθηκε στην ομάδα με το καλύτερο (20 συν τους τρεις αριθμούς), και σε μοιρασιά με φλορ δεν παίζεται ενβίντο. Στην πλήρη μορφή, αν έχει φλορ και η άλλη ομάδα, μπορεί να αντιποντάρει με κοντραφλόρ (3 ακόμη) ή κοντραφλόρ αλ ρέστο (ό,τι απομένει από την παρτίδα) ή να υποχωρήσει λέγοντας «Con flor me achico».</translation>
    </message>
    <message>
        <source>Going to the deck</source>
        <translation>Στο μάσο (παραίτηση)</translation>
    </message>
    <message>
        <source>At your turn you may fold with Me voy al mazo. The other team scores what the hand is worth, plus 1 if it happens in the first trick before any envido, flor or accepted Truco.</source>
        <translation>Στη σειρά σου μπορείς να εγκαταλείψεις τη μοιρασιά λέγοντας «Me voy al mazo». Η άλλη ομάδα παίρνει όσα αξίζει η μοιρασιά, συν 1 αν αυτό γίνει στην πρώτη μπάζα πριν από οποιοδήποτε ενβίντο, φλορ ή τρούκο που έγινε δεκτό.</translation>
    </message>
    <message>
        <source>Scoring order and six players</source>
        <translation>Σειρά μέτρησης και έξι παίκτες</translation>
    </message>
    <message>
        <source>Envido and flor points are added before the points of the tricks. If they win the match, the tricks are not counted.</source>
        <translation>Οι πόντοι του ενβίντο και του φλορ μετράνε πριν από τους πόντους των μπαζών. Αν φέρουν τη νίκη στην παρτίδα, οι μπάζες δεν μετράνε.</translation>
    </message>
    <message>
        <source>With six players, hands alternate between redondo (everyone plays together) and pica-pica (three duels between opposite players) while both teams are below 25 points.</source>
        <translation>Με έξι παίκτες, όσο και οι δύο ομάδες έχουν κάτω από 25 πόντους, οι μοιρασιές εναλλάσσονται ανάμεσα σε ρεδόντο (παίζουν όλοι μαζί) και πίκα-πίκα (τρεις μονομαχίες ανάμεσα σε αντικριστούς παίκτες).</translation>
    </message>
    <message>
        <source>Best of three plays up to three matches: the first team to win two wins the series.</source>
        <translation>Στο «δύο νίκες στις τρεις» παίζονται έως τρεις παρτίδες: η ομάδα που κερδίζει πρώτη δύο κερδίζει τη σειρά.</translation>
    </message>
    <message>
        <source>Three players: the gallo</source>
        <translation>Τρεις παίκτες: ο γκάλο</translation>
    </message>
    <message>
        <source>With three players, in every hand one player, the gallo, plays alone against the other two, the pair, who are partners for that hand. The gallo is dealt a fourth card and, before anything else happens, puts one of his four cards away face down: nobody ever sees it and it counts for nothing, not even for his envido.</source>
        <translation>Με τρεις παίκτες, σε κάθε μοιρασιά ένας παίκτης, ο γκάλο, παίζει μόνος του απέναντι στους άλλους δύο, το ζευγάρι, που είναι συμπαίκτες σε αυτή τη μοιρασιά. Ο γκάλο παίρνει ένα τέταρτο φύλλο και, πριν γίνει οτιδήποτε άλλο, πετάει κλειστό ένα από τα τέσσερα φύλλα του: κανείς δεν το βλέπει ποτέ και δεν μετράει για τίποτα, ούτε για το ενβίντο του.</translation>
    </message>
    <message>
        <source>Every player keeps his own score. The gallo's points go to his score; the pair's points go in full to the score of each of its two players, so both can reach the target together and win the match together. The falta envido counts from the highest of the three scores.</source>
        <translation>Κάθε παίκτης έχει το δικό του σκορ. Οι πόντοι του γκάλο πάνε στο σκορ του· οι πόντοι του ζευγαριού πάνε ολόκληροι στο σκορ καθενός από τους δύο παίκτες του, έτσι και οι δύο μπορούν να φτάσουν μαζί τον στόχο και να κερδίσουν μαζί την παρτίδα. Το φάλτα ενβίντο μετράει από το υψηλότερο από τα τρία σκορ.</translation>
    </message>
    <message>
        <source>This example is a hand whose vira is the %1, so the manilhas are the next rank up: %2. Every hand turns a new vira, and the manilhas are always the rank just above it in the order %3 (after the %4 comes the %5 again; with the clean deck the order is %6). The three other cards of the vira's rank are ordinary cards.</source>
        <extracomment>Paulista's card ranking: %1 the example's vira ("7 of hearts"), %2 its manilhas' rank ("Queens"), %3 the order of the ranks ("4 5 6 7 Q J K A 2 3"), %4 its last rank and %5 its first, %6 the order with the clean deck.</extracomment>
        <translation>Στο παράδειγμα η βίρα είναι το %1, άρα μανίλιες είναι τα φύλλα του αμέσως επόμενου βαθμού: %2. Σε κάθε μοιρασιά ανοίγει νέα βίρα, και μανίλιες είναι πάντα τα φύλλα του αμέσως επόμενου βαθμού στη σειρά %3 (μετά το %4 έρχεται πάλι το %5· με την καθαρή τράπουλα η σειρά είναι %6). Τα άλλα τρία φύλλα του βαθμού της βίρας είναι κανονικά φύλλα.</translation>
    </message>
    <message>
        <source>Two, three, four, six or eight players. An even number plays in two teams, partners sitting every other seat (across from each other with four); with three, one player, the gallo, plays alone against the other two. The deck is the 40-card Spanish deck: oros (coins), copas (cups), espadas (swords) and bastos (clubs), numbered 1 to 7 and 10 to 12. The first team to reach 30 points wins (15 if you choose a shorter match). The first 15 points are the malas and the next 15 the buenas: 22 points is read as 7 buenas.</source>
        <translation>Παίζουν δύο, τρεις, τέσσερις, έξι ή οκτώ παίκτες. Με ζυγό αριθμό παικτών παίζουν δύο ομάδες, με τους συμπαίκτες σε εναλλάξ θέσεις (αντικριστά όταν είναι τέσσερις)· με τρεις, ένας παίκτης, ο γκάλο, παίζει μόνος του απέναντι στους άλλους δύο. Παίζεται με την ισπανική τράπουλα των 40 φύλλων: oros (νομίσματα), copas (κύπελλα), espadas (ξίφη) και bastos (ρόπαλα), με αριθμούς από 1 έως 7 και από 10 έως 12. Κερδίζει η ομάδα που φτάνει πρώτη τους 30 πόντους (ή τους 15, αν διαλέξεις πιο σύντομη παρτίδα). Οι πρώτοι 15 πόντοι είναι οι μάλας και οι επόμενοι 15 οι μπουένας: οι 22 πόντοι λέγονται 7 μπουένας.</translation>
    </message>
    <message>
        <source>Rotating gallo (the default): the mano is the gallo, so the role goes round the table with the deal. Fixed gallo: the same player is the gallo in every hand and the other two are always the pair, so each of them gets the pair's points in full. Best of three is not played with three players.</source>
        <translation>Εναλλασσόμενος γκάλο (η προεπιλογή): ο μάνο είναι ο γκάλο, έτσι ο ρόλος γυρίζει γύρω από το τραπέζι μαζί με το μοίρασμα. Σταθερός γκάλο: ο ίδιος παίκτης είναι ο γκάλο σε κάθε μοιρασιά και οι άλλοι δύο είναι πάντα το ζευγάρι, οπότε ο καθένας τους παίρνει ολόκληρους τους πόντους του ζευγαριού. Με τρεις παίκτες δεν παίζονται δύο νίκες στις τρεις.</translation>
    </message>
    <message>
        <source>Eight players</source>
        <translation>Οκτώ παίκτες</translation>
    </message>
    <message>
        <source>Eight players play in two teams of four, partners every other seat. As with six, hands alternate between redondo and pica-pica; a pica-pica hand is four duels, each player against the opponent diagonally across the table, played one after another.</source>
        <translation>Οκτώ παίκτες παίζουν σε δύο ομάδες των τεσσάρων, με τους συμπαίκτες σε κάθε δεύτερη θέση. Όπως με έξι, οι μοιρασιές εναλλάσσονται ανάμεσα σε ρεδόντο και πίκα-πίκα· μια μοιρασιά πίκα-πίκα είναι τέσσερις μονομαχίες, κάθε παίκτης απέναντι στον αντίπαλο που κάθεται διαγώνια στην άλλη πλευρά του τραπεζιού, η μία μετά την άλλη.</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (40 cards).</source>
        <translation>Παίζεται με τη γαλλική τράπουλα χωρίς τα 8, 9, 10 και τους τζόκερ (40 φύλλα).</translation>
    </message>
    <message>
        <source>The deck is the French deck without the 8s, 9s, 10s and jokers (the dirty deck, 40 cards), or only the A, 2, 3, J, Q and K (the clean deck, 24 cards).</source>
        <translation>Παίζεται με τη γαλλική τράπουλα χωρίς τα 8, 9, 10 και τους τζόκερ (η «βρόμικη» τράπουλα, 40 φύλλα) ή μόνο με τα A, 2, 3, J, Q και K (η «καθαρή» τράπουλα, 24 φύλλα).</translation>
    </message>
    <message>
        <source>Two or four players in two teams, partners sitting across from each other. The first team to reach 12 points (tentos) wins. There is no envido, no flor and no folding: the only way to give up a hand is to run from a bet.</source>
        <translation>Δύο ή τέσσερις παίκτες σε δύο ομάδες, με τους συμπαίκτες καθισμένους αντικριστά. Κερδίζει η ομάδα που φτάνει πρώτη τους 12 πόντους (τέντος). Δεν υπάρχει ούτε ενβίντο ούτε φλορ ούτε παραίτηση: ο μόνος τρόπος να εγκαταλείψεις μια μοιρασιά είναι να φύγεις μπροστά σε ένα ποντάρισμα.</translation>
    </message>
    <message>
        <source>Choosing a set</source>
        <translation>Επιλογή τριάδας</translation>
    </message>
    <message>
        <source>Cards are dealt in packets of three. Before play, the mão (the first player) looks at his packet and may keep it, give it face down to his partner (four players, once a hand) and take three new cards, or show it, put it out of play and take three new cards. He sees at most four sets.</source>
        <translation>Τα φύλλα μοιράζονται ανά τρία. Πριν αρχίσει το παιχνίδι, ο μάνο (ο πρώτος παίκτης) κοιτάζει την τριάδα του και μπορεί να την κρατήσει, να τη δώσει κλειστή στον συμπαίκτη του (με τέσσερις παίκτες, μία φορά σε κάθε μοιρασιά) και να πάρει τρία νέα φύλλα, ή να τη δείξει, να τη βγάλει από το παιχνίδι και να πάρει τρία νέα φύλλα. Βλέπει το πολύ τέσσερις τριάδες.</translation>
    </message>
    <message>
        <source>After a parda, the team that won the first trick that was won takes it.</source>
        <translation>Μετά από πάρδα, τη μοιρασιά την παίρνει η ομάδα που κέρδισε την πρώτη μπάζα που είχε νικητή.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, nobody scores.</source>
        <translation>Αν και οι τρεις μπάζες βγουν πάρδα, κανείς δεν παίρνει πόντους.</translation>
    </message>
    <message>
        <source>Truco on the trick</source>
        <translation>Τρούκο στην μπάζα</translation>
    </message>
    <message>
        <source>In Mineiro a Truco is a bet on the trick being played. Truco makes the hand worth 3, then Seis 6, Nove 9 and Doze 12; only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>Στο Μινέιρο το τρούκο είναι ποντάρισμα στην μπάζα που παίζεται. Με «Truco» η μοιρασιά αξίζει 3, μετά με «Seis» 6, με «Nove» 9 και με «Doze» 12· ανεβάζει μόνο η ομάδα που δέχτηκε το τελευταίο ποντάρισμα. Όποιος φεύγει («Corro») δίνει στην ομάδα που πόνταρε όσα άξιζε η μοιρασιά πριν από το ποντάρισμα.</translation>
    </message>
    <message>
        <source>Once a bet is accepted, whoever wins that trick wins the whole hand. If that trick is a parda and one of the tied cards was already on the table when the bet was made, the team that bet loses the hand; otherwise the next trick decides, and a parda in the last trick scores nothing.</source>
        <translation>Μόλις γίνει δεκτό ένα ποντάρισμα, όποιος κερδίσει αυτή την μπάζα κερδίζει όλη τη μοιρασιά. Αν η μπάζα βγει πάρδα και ένα από τα ισόπαλα φύλλα ήταν ήδη στο τραπέζι όταν έγινε το ποντάρισμα, η ομάδα που πόνταρε χάνει τη μοιρασιά· αλλιώς κρίνει η επόμενη μπάζα, και μια πάρδα στην τελευταία μπάζα δεν δίνει πόντους.</translation>
    </message>
    <message>
        <source>The vira and the manilhas</source>
        <translation>Η βίρα και οι μανίλιες</translation>
    </message>
    <message>
        <source>After the deal one card is turned face up: the vira. The four cards of the next rank are the manilhas, the strongest cards of the hand.</source>
        <translation>Μετά το μοίρασμα ένα φύλλο γυρίζει ανοιχτό: η βίρα. Τα τέσσερα φύλλα του επόμενου βαθμού είναι οι μανίλιες, τα δυνατότερα φύλλα της μοιρασιάς.</translation>
    </message>
    <message>
        <source>If the first trick is a parda, the second decides.</source>
        <translation>Αν η πρώτη μπάζα βγει πάρδα, κρίνει η δεύτερη.</translation>
    </message>
    <message>
        <source>If the first two tricks are pardas, the third decides.</source>
        <translation>Αν οι δύο πρώτες μπάζες βγουν πάρδα, κρίνει η τρίτη.</translation>
    </message>
    <message>
        <source>If a later trick is a parda, the team that won the first trick wins.</source>
        <translation>Αν βγει πάρδα σε κάποια από τις επόμενες μπάζες, κερδίζει η ομάδα που πήρε την πρώτη μπάζα.</translation>
    </message>
    <message>
        <source>If all three tricks are pardas, the dealer's team wins.</source>
        <translation>Αν και οι τρεις μπάζες βγουν πάρδα, κερδίζει η ομάδα του μοιραστή.</translation>
    </message>
    <message>
        <source>Truco is a bet on the hand: accepted, it makes the hand worth 3, then Seis 6, Nove 9 and Doze 12. Only the team that accepted the last bet may raise. Running (Corro) gives the team that bet what the hand was worth before the bet.</source>
        <translation>Το Τρούκο είναι ποντάρισμα στη μοιρασιά: αν γίνει δεκτό, η μοιρασιά αξίζει 3, μετά με «Seis» 6, με «Nove» 9 και με «Doze» 12. Ανεβάζει μόνο η ομάδα που δέχτηκε το τελευταίο ποντάρισμα. Όποιος φεύγει («Corro») δίνει στην ομάδα που πόνταρε όσα άξιζε η μοιρασιά πριν από το ποντάρισμα.</translation>
    </message>
    <message>
        <source>Limits on betting</source>
        <translation>Όρια στα πονταρίσματα</translation>
    </message>
    <message>
        <source>You may not bet or raise when the points you would win anyway already take your team to 12.</source>
        <translation>Δεν μπορείς να ποντάρεις ή να ανεβάσεις όταν οι πόντοι που θα κέρδιζες έτσι κι αλλιώς φέρνουν ήδη την ομάδα σου στους 12.</translation>
    </message>
    <message>
        <source>From the second trick on, anyone but the leader may play a card face down. A face-down card cannot win or tie a trick and is never shown.</source>
        <translation>Από τη δεύτερη μπάζα και μετά, όλοι εκτός από αυτόν που ανοίγει μπορούν να παίξουν ένα φύλλο κλειστό. Ένα κλειστό φύλλο δεν μπορεί να κερδίσει ούτε να φέρει ισοπαλία σε μια μπάζα, και δεν φανερώνεται ποτέ.</translation>
    </message>
    <message>
        <source>Mão de onze and mão de ferro</source>
        <translation>Μάο ντε όνζε και μάο ντε φέρο</translation>
    </message>
    <message>
        <source>When one team has 11 points, its players see each other's cards and decide: play the hand for 3 points, without Truco, or run and give the other team 1 point.</source>
        <translation>Όταν μια ομάδα έχει 11 πόντους (μάο ντε όνζε), οι παίκτες της βλέπουν ο ένας τα φύλλα του άλλου και αποφασίζουν: ή παίζουν τη μοιρασιά για 3 πόντους, χωρίς τρούκο, ή φεύγουν και δίνουν 1 πόντο στην άλλη ομάδα.</translation>
    </message>
    <message>
        <source>When both teams have 11, the hand is played blind: nobody sees any card, there are no bets, and the winner of the hand wins the match. In Mineiro, a blind hand with three pardas is dealt again.</source>
        <translation>Όταν και οι δύο ομάδες έχουν 11 (μάο ντε φέρο), η μοιρασιά παίζεται στα τυφλά: κανείς δεν βλέπει κανένα φύλλο, δεν υπάρχουν πονταρίσματα, και όποιος κερδίσει τη μοιρασιά κερδίζει την παρτίδα. Στο Μινέιρο, μια τυφλή μοιρασιά με τρεις πάρδες ξαναμοιράζεται.</translation>
    </message>
    <message>
        <source>Count your envido before anything else: 28 or more is usually worth a bet, and 33 is the best there is.</source>
        <translation>Μέτρα το ενβίντο σου πριν από οτιδήποτε άλλο: με 28 ή παραπάνω συνήθως αξίζει να ποντάρεις, και το 33 είναι το καλύτερο που υπάρχει.</translation>
    </message>
    <message>
        <source>Truco rewards nerve. A bet on weak cards can win the hand if the other team runs, but a refused retruco still gives them points.</source>
        <translation>Το Τρούκο θέλει τόλμη. Ένα ποντάρισμα με αδύναμα φύλλα μπορεί να σου φέρει τη μοιρασιά αν η άλλη ομάδα φύγει, αλλά αν τους αρνηθείς ένα ρετρούκο, παίρνουν και πάλι πόντους.</translation>
    </message>
    <message>
        <source>Win the first trick if you can: it often decides the hand, because a later parda goes to the team that won it.</source>
        <translation>Κέρδισε την πρώτη μπάζα αν μπορείς: συχνά κρίνει τη μοιρασιά, γιατί μια πάρδα αργότερα πάει στην ομάδα που την πήρε.</translation>
    </message>
    <message>
        <source>Keep your best card for when it matters. A 3 played too early can be beaten by any of the four top cards.</source>
        <translation>Φύλαξε το καλύτερο φύλλο σου για την ώρα που μετράει. Ένα 3 που παίζεται πολύ νωρίς το κόβει οποιοδήποτε από τα τέσσερα κορυφαία φύλλα.</translation>
    </message>
    <message>
        <source>Watch what has been played. Once the ace of espadas and the ace of bastos are gone, your 7 of espadas may be the best card left.</source>
        <translation>Πρόσεχε τι έχει παιχτεί. Μόλις φύγουν ο άσος espadas και ο άσος bastos, το 7 espadas σου μπορεί να είναι το καλύτερο φύλλο που έμεινε.</translation>
    </message>
    <message>
        <source>In Brazil, a card played face down hides your strength: use it when the trick is already lost and keep a good card for the next one.</source>
        <translation>Στη Βραζιλία, ένα φύλλο που παίζεται κλειστό κρύβει τη δύναμή σου: παίξ' το όταν η μπάζα είναι ήδη χαμένη και κράτα ένα καλό φύλλο για την επόμενη.</translation>
    </message>
    <message>
        <source>Your partner sees what you play. Playing low in the first trick says you are counting on the next ones.</source>
        <translation>Ο συμπαίκτης σου βλέπει τι παίζεις. Αν ρίξεις χαμηλό φύλλο στην πρώτη μπάζα, του λες ότι υπολογίζεις στις επόμενες.</translation>
    </message>
    <message>
        <source>At your turn, click a card (or press 1, 2 or 3) to play it, or use a call on the bar under the table first: Envido, Truco and so on.</source>
        <translation>Στη σειρά σου, κάνε κλικ σε ένα φύλλο (ή πάτα 1, 2 ή 3) για να το παίξεις, ή κάνε πρώτα μια δήλωση από τη γραμμή κάτω από το τραπέζι: «Envido», «Truco» κ.λπ.</translation>
    </message>
    <message>
        <source>When the other team bets, answer with Quiero or No quiero (Aceito or Corro in Brazil), or raise.</source>
        <translation>Όταν η άλλη ομάδα ποντάρει, απάντησε «Quiero» ή «No quiero» («Aceito» ή «Corro» στη Βραζιλία), ή ανέβασε.</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Your choices are remembered on this computer.</source>
        <translation>Αν αλλάξεις τους κανόνες, ξεκινά νέο παιχνίδι. Οι επιλογές σου αποθηκεύονται σε αυτόν τον υπολογιστή.</translation>
    </message>
    <message>
        <source>The daily deal gives everyone the same cards each day. Only your first try of the day is scored.</source>
        <translation>Η μοιρασιά της ημέρας δίνει σε όλους τα ίδια φύλλα κάθε μέρα. Μετράει μόνο η πρώτη σου προσπάθεια της ημέρας.</translation>
    </message>
    <message>
        <source>Rules written in our own words from the traditional games of Argentina, Minas Gerais and São Paulo.</source>
        <translation>Οι κανόνες είναι γραμμένοι με δικά μας λόγια, με βάση τα παραδοσιακά παιχνίδια της Αργεντινής, της Μίνας Ζεράις και του Σάο Πάολο.</translation>
    </message>
    <message>
        <source>Card art, table and computer players made for this project.</source>
        <translation>Τα σχέδια των φύλλων, το τραπέζι και οι παίκτες του υπολογιστή φτιάχτηκαν για αυτό το έργο.</translation>
    </message>
    <message>
        <source>Built with Python and Qt (PySide6).</source>
        <translation>Φτιαγμένο με Python και Qt (PySide6).</translation>
    </message>
</context>
<context>
    <name>HostedAgain</name>
    <message>
        <source>The match at %1 (code %2, last played %3) was left under way. Reopen it? Your friends join again with the same code.</source>
        <extracomment>%1: the table's name, %2: its code, %3: when its match was last saved.</extracomment>
        <translation>Η παρτίδα στο %1 (κωδικός %2, τελευταία φορά %3) έμεινε στη μέση. Να ανοίξει ξανά; Οι φίλοι σου συνδέονται ξανά με τον ίδιο κωδικό.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Άνοιγμα τραπεζιού</translation>
    </message>
    <message>
        <source>Reopen the match</source>
        <translation>Νέο άνοιγμα της παρτίδας</translation>
    </message>
    <message>
        <source>Host a new table</source>
        <translation>Άνοιγμα νέου τραπεζιού</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Σύνδεση σε τραπέζι</translation>
    </message>
    <message>
        <source>Type the address and the code the host gave you, or pick a table found on this network and type its code.</source>
        <translation>Γράψε τη διεύθυνση και τον κωδικό που σου έδωσε ο οικοδεσπότης ή διάλεξε ένα τραπέζι από αυτό το δίκτυο και γράψε τον κωδικό του.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Τραπέζια σε αυτό το δίκτυο:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Νέα αναζήτηση</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Το όνομά σου:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Διεύθυνση:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Κωδικός:</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:47470</source>
        <translation>για παράδειγμα 192.168.1.20:47470</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Σύνδεση</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Αναζήτηση τραπεζιών…</translation>
    </message>
    <message>
        <source>No table found on this network.</source>
        <translation>Δεν βρέθηκε τραπέζι σε αυτό το δίκτυο.</translation>
    </message>
    <message>
        <source>%1 — %2, %3 of %4 seats taken by people — %5</source>
        <extracomment>A table found on the network: %1 its name, %2 the variant, %3 people seated, %4 seats, %5 the address.</extracomment>
        <translation>%1 — %2, %3 από %4 θέσεις πιασμένες από ανθρώπους — %5</translation>
    </message>
    <message>
        <source>(playing)</source>
        <translation>(παίζεται)</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Η θύρα είναι αριθμός από 1 έως 65535.</translation>
    </message>
    <message>
        <source>Type the host's address.</source>
        <translation>Γράψε τη διεύθυνση του οικοδεσπότη.</translation>
    </message>
    <message>
        <source>Type the table's code.</source>
        <translation>Γράψε τον κωδικό του τραπεζιού.</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <source>Daily leaderboard</source>
        <translation>Ημερήσια κατάταξη</translation>
    </message>
    <message>
        <source>Compare your daily deal with other players. After each daily match your result is sent to a leaderboard server, which checks it by playing the match again.</source>
        <translation>Σύγκρινε τη μοιρασιά της ημέρας με άλλους παίκτες. Μετά από κάθε παρτίδα της ημέρας το αποτέλεσμά σου στέλνεται σε έναν διακομιστή κατάταξης, που το ελέγχει παίζοντας ξανά την παρτίδα.</translation>
    </message>
    <message>
        <source>&amp;Send my daily results to the leaderboard</source>
        <translation>&amp;Αποστολή των αποτελεσμάτων μου στην κατάταξη</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>Διεύθυνση δια&amp;κομιστή</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Το ό&amp;νομά σου</translation>
    </message>
    <message>
        <source>Only your name, a random number made on this computer and your daily matches are sent. There is no account. Your own results stay on this computer whatever the server does.</source>
        <translation>Στέλνονται μόνο το όνομά σου, ένας τυχαίος αριθμός που φτιάχτηκε σε αυτόν τον υπολογιστή και οι παρτίδες σου της ημέρας. Δεν υπάρχει λογαριασμός. Τα δικά σου αποτελέσματα μένουν σε αυτόν τον υπολογιστή, ό,τι κι αν κάνει ο διακομιστής.</translation>
    </message>
    <message>
        <source>Send my daily results to the leaderboard</source>
        <translation>Αποστολή των αποτελεσμάτων μου στην κατάταξη</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Διεύθυνση διακομιστή</translation>
    </message>
    <message>
        <source>The leaderboard server's address, for example %1</source>
        <translation>Η διεύθυνση του διακομιστή κατάταξης, για παράδειγμα %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Το όνομά σου</translation>
    </message>
    <message>
        <source>The name the other players see on the leaderboard</source>
        <translation>Το όνομα που βλέπουν οι άλλοι παίκτες στην κατάταξη</translation>
    </message>
    <message numerus="yes">
        <source>%n results wait to be sent.</source>
        <translation>
            <numerusform>%n αποτέλεσμά σου περιμένει να σταλεί.</numerusform>
            <numerusform>%n αποτελέσματά σου περιμένουν να σταλούν.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server's address must start with %1 or %2 and name the server, for example %3.</source>
        <extracomment>%1 and %2 are "http://" and "https://", %3 an example address.</extracomment>
        <translation>Η διεύθυνση του διακομιστή πρέπει να αρχίζει με %1 ή %2 και να γράφει τον διακομιστή, για παράδειγμα %3.</translation>
    </message>
    <message>
        <source>The settings could not be written. Check the disk and try again.</source>
        <translation>Δεν ήταν δυνατό να γραφτούν οι ρυθμίσεις. Έλεγξε τον δίσκο και δοκίμασε ξανά.</translation>
    </message>
</context>
<context>
    <name>LookBackDialog</name>
    <message>
        <source>Look back</source>
        <translation>Ανασκόπηση</translation>
    </message>
    <message>
        <source>Looking back at this hand</source>
        <translation>Ανασκόπηση αυτής της μοιρασιάς</translation>
    </message>
    <message>
        <source>Nothing to look back at: the coach would have played this hand as you did.</source>
        <translation>Τίποτα για ανασκόπηση: ο προπονητής θα έπαιζε αυτή τη μοιρασιά όπως εσύ.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The look back's last line: a seat and the cards it held (%1 name, %2 cards).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>They held: %1</source>
        <extracomment>After the hand: what the other players held; %1 lists them.</extracomment>
        <translation>Είχαν: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Truco</source>
        <translation>Τρούκο</translation>
    </message>
    <message>
        <source>Your settings could not be saved (%1).</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση των ρυθμίσεών σου (%1).</translation>
    </message>
    <message>
        <source>Change the rules?</source>
        <translation>Αλλαγή κανόνων;</translation>
    </message>
    <message>
        <source>Changing the rules starts a new game. Leave the match in progress?</source>
        <translation>Αν αλλάξεις τους κανόνες, ξεκινά νέο παιχνίδι. Αφήνεις την παρτίδα που παίζεται;</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Συνέχεια παιχνιδιού</translation>
    </message>
    <message>
        <source>The new level applies from the next game.</source>
        <translation>Το νέο επίπεδο ισχύει από το επόμενο παιχνίδι.</translation>
    </message>
    <message>
        <source>New game?</source>
        <translation>Νέο παιχνίδι;</translation>
    </message>
    <message>
        <source>Leave the match in progress and start a new one?</source>
        <translation>Αφήνεις την παρτίδα που παίζεται για να ξεκινήσεις νέα;</translation>
    </message>
    <message>
        <source>Play the daily deal?</source>
        <translation>Παίζεις τη μοιρασιά της ημέρας;</translation>
    </message>
    <message>
        <source>Leave the match in progress and play today's deal?</source>
        <translation>Αφήνεις την παρτίδα που παίζεται για να παίξεις τη σημερινή μοιρασιά;</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Μοιρασιά της ημέρας</translation>
    </message>
    <message>
        <source>Continue your match?</source>
        <translation>Συνεχίζεις την παρτίδα σου;</translation>
    </message>
    <message>
        <source>You have a match in progress. Continue where you left off?</source>
        <translation>Έχεις μια παρτίδα στη μέση. Συνεχίζεις από εκεί που σταμάτησες;</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Συνέχεια</translation>
    </message>
    <message>
        <source>The table changed while it opened: what you clicked was not played.</source>
        <translation>Το τραπέζι άλλαξε όσο άνοιγε το παιχνίδι: όσα πάτησες δεν παίχτηκαν.</translation>
    </message>
    <message>
        <source>The players you chose sit down from the next game.</source>
        <extracomment>The open network tables' windows (``widgets.net_table``), closed with the window.</extracomment>
        <translation>Οι παίκτες που διάλεξες κάθονται στο τραπέζι από την επόμενη παρτίδα.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Άνοιγμα τραπεζιού</translation>
    </message>
    <message>
        <source>The table could not be opened (%1).</source>
        <translation>Το τραπέζι δεν μπόρεσε να ανοίξει (%1).</translation>
    </message>
    <message>
        <source>Replay last hand</source>
        <translation>Επανάληψη τελευταίας μοιρασιάς</translation>
    </message>
    <message>
        <source>There is no finished hand to replay yet.</source>
        <translation>Δεν υπάρχει ακόμη ολοκληρωμένη μοιρασιά για επανάληψη.</translation>
    </message>
    <message>
        <source>This hand cannot be replayed (%1).</source>
        <translation>Αυτή η μοιρασιά δεν μπορεί να ξαναπαιχτεί (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hands to %1.</source>
        <translation>
            <numerusform>Εξήχθη %n μοιρασιά στο %1.</numerusform>
            <numerusform>Εξήχθησαν %n μοιρασιές στο %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Δεν εισήχθη τίποτα: %1</translation>
    </message>
    <message>
        <source>Welcome to Truco</source>
        <extracomment>Set by the app's start path: no settings file existed (a first start). The lesson's window while it is open, and the first start's question.</extracomment>
        <translation>Καλώς ήρθες στο Τρούκο</translation>
    </message>
    <message>
        <source>Is this your first time at a Truco table?</source>
        <translation>Είναι η πρώτη φορά που κάθεσαι σε τραπέζι Τρούκο;</translation>
    </message>
    <message>
        <source>The coach can walk you through one hand, move by move (a few minutes), or you can start a match now. The lesson is always in Help → Learn to play.</source>
        <translation>Ο προπονητής μπορεί να σε καθοδηγήσει σε μία μοιρασιά, κίνηση προς κίνηση (λίγα λεπτά), ή μπορείς να ξεκινήσεις αμέσως μια παρτίδα. Το μάθημα βρίσκεται πάντα στη Βοήθεια → Εκμάθηση παιχνιδιού.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Εκμάθηση παιχνιδιού</translation>
    </message>
    <message>
        <source>Play a match</source>
        <translation>Έναρξη παρτίδας</translation>
    </message>
</context>
<context>
    <name>MomentView</name>
    <message>
        <source>Trick %1</source>
        <extracomment>The height of a card in "Show me", in pixels. A moment of the look back: %1 is the trick's number (1-3).</extracomment>
        <translation>Μπάζα %1</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>%1 is what the player chose, with the coach's estimate of it.</extracomment>
        <translation>Εσύ: %1</translation>
    </message>
    <message>
        <source>The coach: %1</source>
        <extracomment>%1 is what the coach would have done, with its estimate.</extracomment>
        <translation>Ο προπονητής: %1</translation>
    </message>
    <message>
        <source>Your choice cost about %1% of your chance to win the match.</source>
        <extracomment>%1 is a whole number of percent (5 means 5%).</extracomment>
        <translation>Η επιλογή σου κόστισε περίπου %1% από την πιθανότητά σου να κερδίσεις την παρτίδα.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Δείξε μου</translation>
    </message>
    <message>
        <source>Practice from here</source>
        <extracomment>Lays this moment on a table of its own, to play on from there (not counted).</extracomment>
        <translation>Εξάσκηση από εδώ</translation>
    </message>
    <message>
        <source>On the table:</source>
        <extracomment>"Show me": the cards of the trick in play at that moment.</extracomment>
        <translation>Στο τραπέζι:</translation>
    </message>
    <message>
        <source>Your cards:</source>
        <extracomment>"Show me": the player's cards at that moment.</extracomment>
        <translation>Τα φύλλα σου:</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Your name may hold letters, digits, spaces and signs only: no line breaks, tabs or other invisible characters.</source>
        <extracomment>A name typed for the leaderboard or a network table holds a line break, a tab or another invisible control character.</extracomment>
        <translation>Το όνομά σου μπορεί να έχει μόνο γράμματα, ψηφία, κενά και σύμβολα: χωρίς αλλαγές γραμμής, στηλοθέτες ή άλλους αόρατους χαρακτήρες.</translation>
    </message>
    <message>
        <source>Your name must show at least one letter, digit or sign.</source>
        <extracomment>A name piles up accents on one letter; %n is the most allowed (2). A name made only of spaces or of characters that show nothing on screen.</extracomment>
        <translation>Το όνομά σου πρέπει να δείχνει τουλάχιστον ένα γράμμα, ψηφίο ή σύμβολο.</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>The code is wrong. Ask the host for the table's code.</source>
        <translation>Ο κωδικός είναι λάθος. Ζήτα από τον οικοδεσπότη τον κωδικό του τραπεζιού.</translation>
    </message>
    <message>
        <source>The table is full: every seat is taken by a person.</source>
        <translation>Το τραπέζι είναι γεμάτο: όλες οι θέσεις είναι πιασμένες από ανθρώπους.</translation>
    </message>
    <message>
        <source>The host plays another version of Truco: both computers need the same one.</source>
        <translation>Ο οικοδεσπότης παίζει άλλη έκδοση του Τρούκο: οι δύο υπολογιστές χρειάζονται την ίδια.</translation>
    </message>
    <message>
        <source>Your seat at this table is no longer kept for you.</source>
        <translation>Η θέση σου σε αυτό το τραπέζι δεν σου κρατιέται πια.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Ο οικοδεσπότης έκλεισε το τραπέζι.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Η σύνδεση με τον οικοδεσπότη χάθηκε.</translation>
    </message>
    <message>
        <source>The host turned us away: %1</source>
        <extracomment>%1: the host's own words (in English) when it turns us away for another reason.</extracomment>
        <translation>Ο οικοδεσπότης δεν μας δέχτηκε: %1</translation>
    </message>
    <message>
        <source>%1's table</source>
        <extracomment>The name the local network sees for a hosted table: %1 the host's name.</extracomment>
        <translation>Το τραπέζι του/της %1</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Truco: a table with friends</source>
        <extracomment>The levels the table's owner chooses for its computer players (``bots.levels``). The table sizes the lobby offers: every size the game plays (issue 31). How many times a dropped connection is made again, and the pause before each (ms). The host's pace (seconds): a computer player's move, and the next deal after a hand. The window closed (the game forgets it).</extracomment>
        <translation>Τρούκο: ένα τραπέζι με φίλους</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Το τραπέζι σου</translation>
    </message>
    <message>
        <source>A table with friends</source>
        <translation>Ένα τραπέζι με φίλους</translation>
    </message>
    <message>
        <source>Give your friends the address and the code; they choose Join a table… in the Game menu. Empty seats are played by the computer.</source>
        <translation>Δώσε στους φίλους σου τη διεύθυνση και τον κωδικό· εκείνοι διαλέγουν «Σύνδεση σε τραπέζι…» στο μενού «Παιχνίδι». Στις άδειες θέσεις παίζει ο υπολογιστής.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Διεύθυνση:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Κωδικός:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Αντιγραφή</translation>
    </message>
    <message>
        <source>Seats (partners sit opposite each other):</source>
        <translation>Θέσεις (οι συμπαίκτες κάθονται απέναντι):</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Παραλλαγή:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Παίκτες:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Παίκτες του υπολογιστή:</translation>
    </message>
    <message>
        <source>Swap the two selected seats</source>
        <translation>Αντιμετάθεση των δύο επιλεγμένων θέσεων</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Έναρξη παρτίδας</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Κλείσιμο τραπεζιού</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Αποχώρηση</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Σύνδεση με το τραπέζι…</translation>
    </message>
    <message>
        <source>Truco table at %1, code %2</source>
        <extracomment>What the host pastes to his friends: %1 the address(es), %2 the code.</extracomment>
        <translation>Τραπέζι Τρούκο στο %1, κωδικός %2</translation>
    </message>
    <message>
        <source>us</source>
        <translation>εμείς</translation>
    </message>
    <message>
        <source>them</source>
        <translation>εκείνοι</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Παίκτης του υπολογιστή</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <extracomment>A person whose connection dropped; a computer player plays for him.</extracomment>
        <translation>%1 (αποσυνδέθηκε)</translation>
    </message>
    <message>
        <source>%1 (from the next hand)</source>
        <extracomment>A person who sat down during a hand: he plays from the next deal.</extracomment>
        <translation>%1 (από την επόμενη μοιρασιά)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (εσύ)</translation>
    </message>
    <message>
        <source>Seat %1 (%2): %3</source>
        <extracomment>A seat in the table's lobby: %1 its number, %2 "us" or "them", %3 who sits.</extracomment>
        <translation>Θέση %1 (%2): %3</translation>
    </message>
    <message>
        <source>When everyone is seated, start the match.</source>
        <translation>Όταν καθίσουν όλοι, ξεκίνα την παρτίδα.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the match…</source>
        <translation>Περιμένουμε τον οικοδεσπότη να ξεκινήσει την παρτίδα…</translation>
    </message>
    <message>
        <source>The table at %1 cannot be reached (%2).</source>
        <extracomment>%1: the address typed, %2 the system's words for the failure.</extracomment>
        <translation>Το τραπέζι στο %1 δεν είναι προσβάσιμο (%2).</translation>
    </message>
    <message>
        <source>The connection was lost; trying again (%1 of %2)…</source>
        <extracomment>%1: this try, %2: how many tries in all.</extracomment>
        <translation>Η σύνδεση χάθηκε· νέα προσπάθεια (%1 από %2)…</translation>
    </message>
    <message>
        <source>You sit down at the next deal: a computer player finishes this hand for you.</source>
        <translation>Κάθεσαι στο τραπέζι στο επόμενο μοίρασμα: ένας παίκτης του υπολογιστή τελειώνει αυτή τη μοιρασιά για σένα.</translation>
    </message>
</context>
<context>
    <name>NewTableBox</name>
    <message>
        <source>A new table</source>
        <translation>Νέο τραπέζι</translation>
    </message>
    <message>
        <source>Table's na&amp;me:</source>
        <translation>Όνομα τραπε&amp;ζιού:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>Π&amp;αραλλαγή:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Παίκ&amp;τες:</translation>
    </message>
    <message>
        <source>&amp;Flor:</source>
        <translation>&amp;Φλορ:</translation>
    </message>
    <message>
        <source>F&amp;alta envido:</source>
        <translation>Φάλτα εν&amp;βίντο:</translation>
    </message>
    <message>
        <source>Matc&amp;h to:</source>
        <translation>Στό&amp;χος παρτίδας:</translation>
    </message>
    <message>
        <source>D&amp;eck:</source>
        <translation>Τ&amp;ράπουλα:</translation>
    </message>
    <message>
        <source>Computer p&amp;layers:</source>
        <translation>Παίκτ&amp;ες του υπολογιστή:</translation>
    </message>
    <message>
        <source>Li&amp;sted in the lobby (else reached by its code)</source>
        <translation>Ορατό στο λόμπι (αλλιώς με τον κ&amp;ωδικό του)</translation>
    </message>
    <message>
        <source>Computer partners as&amp;k before calling truco</source>
        <extracomment>A network table's option: a computer partner asks his person before a truco.</extracomment>
        <translation>Οι &amp;συμπαίκτες του υπολογιστή ρωτούν πριν ζητήσουν τρούκο</translation>
    </message>
    <message>
        <source>People ans&amp;wer calls for their team</source>
        <extracomment>A network table's option: a call put to a team waits for its person.</extracomment>
        <translation>Οι άνθρωποι απαντούν στις δηλώσεις για την ο&amp;μάδα τους</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Refusing a truco while holding one of the four strongest cards</source>
        <translation>Αρνείσαι τρούκο ενώ κρατάς ένα από τα τέσσερα δυνατότερα φύλλα</translation>
    </message>
    <message>
        <source>Refusing a truco while holding a strong card, like a 3</source>
        <translation>Αρνείσαι τρούκο ενώ κρατάς δυνατό φύλλο, όπως ένα 3</translation>
    </message>
    <message>
        <source>Refusing a truco with low cards that the coach would still accept</source>
        <translation>Αρνείσαι τρούκο με χαμηλά φύλλα, ενώ ο προπονητής θα το δεχόταν</translation>
    </message>
    <message>
        <source>Accepting a truco the coach would refuse</source>
        <translation>Δέχεσαι τρούκο που ο προπονητής θα αρνιόταν</translation>
    </message>
    <message>
        <source>Not calling truco when the coach would</source>
        <translation>Δεν ζητάς τρούκο εκεί που θα το ζητούσε ο προπονητής</translation>
    </message>
    <message>
        <source>Calling truco when the coach would not</source>
        <translation>Ζητάς τρούκο εκεί που ο προπονητής δεν θα το ζητούσε</translation>
    </message>
    <message>
        <source>Refusing an envido the coach would accept</source>
        <translation>Αρνείσαι ενβίντο που ο προπονητής θα δεχόταν</translation>
    </message>
    <message>
        <source>Accepting an envido the coach would refuse</source>
        <translation>Δέχεσαι ενβίντο που ο προπονητής θα αρνιόταν</translation>
    </message>
    <message>
        <source>Not calling envido when the coach would</source>
        <translation>Δεν ζητάς ενβίντο εκεί που θα το ζητούσε ο προπονητής</translation>
    </message>
    <message>
        <source>Calling envido when the coach would not</source>
        <translation>Ζητάς ενβίντο εκεί που ο προπονητής δεν θα το ζητούσε</translation>
    </message>
    <message>
        <source>Playing a stronger card than the trick needs</source>
        <translation>Παίζεις πιο δυνατό φύλλο απ' όσο χρειάζεται η μπάζα</translation>
    </message>
    <message>
        <source>Holding back a card the trick needed</source>
        <translation>Κρατάς πίσω ένα φύλλο που χρειαζόταν η μπάζα</translation>
    </message>
    <message>
        <source>Folding a hand the coach would play on</source>
        <translation>Εγκαταλείπεις μια μοιρασιά που ο προπονητής θα συνέχιζε</translation>
    </message>
    <message>
        <source>Running from a mão de onze the coach would play</source>
        <translation>Φεύγεις από ένα μάο ντε όνζε που ο προπονητής θα έπαιζε</translation>
    </message>
    <message>
        <source>Playing a mão de onze the coach would run from</source>
        <translation>Παίζεις ένα μάο ντε όνζε από το οποίο ο προπονητής θα έφευγε</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match: the line starts with your first hand.</source>
        <translation>Πόσο συχνά διαλέγεις ό,τι θα διάλεγε ο προπονητής, παρτίδα με την παρτίδα: η γραμμή ξεκινά από την πρώτη σου μοιρασιά.</translation>
    </message>
    <message>
        <source>How often you choose what the coach would, match by match. Last match: %1%.</source>
        <extracomment>%1 is a whole number of percent in the last match (72 means 72%).</extracomment>
        <translation>Πόσο συχνά διαλέγεις ό,τι θα διάλεγε ο προπονητής, παρτίδα με την παρτίδα. Τελευταία παρτίδα: %1%.</translation>
    </message>
    <message>
        <source>No hands judged yet.</source>
        <translation>Καμία μοιρασιά δεν έχει κριθεί ακόμη.</translation>
    </message>
    <message>
        <source>Your costliest habits</source>
        <translation>Οι πιο ακριβές συνήθειές σου</translation>
    </message>
    <message>
        <source>%1 — %2/%3, about %4% of a match in all</source>
        <extracomment>A habit's line: %1 the habit, %2 the times it was taken, %3 the times its situation came up (%2/%3), %4 what it cost in all, in percent of one match.</extracomment>
        <translation>%1 — %2/%3, συνολικά περίπου %4% μιας παρτίδας</translation>
    </message>
    <message>
        <source>None yet: you have chosen as the coach would.</source>
        <translation>Καμία ακόμη: διάλεξες ό,τι θα διάλεγε ο προπονητής.</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <source>Refresh</source>
        <extracomment>The ranking held the player's row: his rank was kept (`Standings`) as it is now.</extracomment>
        <translation>Ανανέωση</translation>
    </message>
    <message>
        <source>Ask the server again</source>
        <translation>Ρώτα ξανά τον διακομιστή</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Θέση</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <source>Online ranking</source>
        <translation>Διαδικτυακή κατάταξη</translation>
    </message>
    <message>
        <source>Online ranking · %1 · %2</source>
        <extracomment>Above the server's ranking: %1 the date, %2 the variant.</extracomment>
        <translation>Διαδικτυακή κατάταξη · %1 · %2</translation>
    </message>
    <message>
        <source>The leaderboard server did not answer as expected (%1).</source>
        <extracomment>%1 is the server's answer code, e.g. "HTTP 503".</extracomment>
        <translation>Ο διακομιστής κατάταξης δεν απάντησε όπως αναμενόταν (%1).</translation>
    </message>
    <message>
        <source>The leaderboard server could not be reached.</source>
        <translation>Δεν ήταν δυνατή η σύνδεση με τον διακομιστή κατάταξης.</translation>
    </message>
    <message>
        <source>The server did not accept your result: %1</source>
        <translation>Ο διακομιστής δεν δέχτηκε το αποτέλεσμά σου: %1</translation>
    </message>
    <message>
        <source>Your result waits to be sent; it will be tried again.</source>
        <translation>Το αποτέλεσμά σου περιμένει να σταλεί· θα γίνει νέα προσπάθεια.</translation>
    </message>
    <message>
        <source>The online leaderboard is off. Turn it on in %1 → %2 to compare your daily results with other players.</source>
        <extracomment>%1 → %2 is the menu entry: "Options → Daily leaderboard…".</extracomment>
        <translation>Η διαδικτυακή κατάταξη είναι κλειστή. Άνοιξέ την από %1 → %2 για να συγκρίνεις τα αποτελέσματά σου της ημέρας με άλλους παίκτες.</translation>
    </message>
    <message>
        <source>Play the daily deal to see how other players did with it.</source>
        <translation>Παίξε τη μοιρασιά της ημέρας για να δεις πώς τα πήγαν οι άλλοι παίκτες.</translation>
    </message>
    <message>
        <source>Asking the leaderboard server…</source>
        <translation>Ερώτηση στον διακομιστή κατάταξης…</translation>
    </message>
    <message>
        <source>Verified by replaying each match; the deal was not dealt by the server.</source>
        <extracomment>Under the server's ranking of the offline daily (issue 30): what a result there proves. The deal is public, so a result is checked by replaying it.</extracomment>
        <translation>Επαληθεύτηκε με επανάληψη κάθε παρτίδας· τα φύλλα δεν τα μοίρασε ο διακομιστής.</translation>
    </message>
    <message>
        <source>No results for this day yet.</source>
        <translation>Δεν υπάρχουν ακόμη αποτελέσματα για αυτή τη μέρα.</translation>
    </message>
    <message>
        <source>You are %1 of %2.</source>
        <translation>Βρίσκεσαι στη θέση %1 από %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n players sent a result for this day.</source>
        <translation>
            <numerusform>%n παίκτης έστειλε αποτέλεσμα για αυτή τη μέρα.</numerusform>
            <numerusform>%n παίκτες έστειλαν αποτέλεσμα για αυτή τη μέρα.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>The player's own row in the online ranking: %1 his name.</extracomment>
        <translation>%1 (εσύ)</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Step %1 of %2 · score %3-%4 · stake %5</source>
        <translation>Βήμα %1 από %2 · σκορ %3-%4 · αξία %5</translation>
    </message>
    <message>
        <source>The deal: you deal</source>
        <translation>Μοίρασμα · μοιράζεις εσύ</translation>
    </message>
    <message>
        <source>The deal: %1 deals</source>
        <translation>Μοίρασμα · μοιράζει: %1</translation>
    </message>
    <message>
        <source>You play %1 face down</source>
        <translation>Παίζεις κλειστό: %1</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Παίζεις: %1</translation>
    </message>
    <message>
        <source>%1 plays %2 face down</source>
        <translation>%1 παίζει κλειστό: %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 παίζει: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 the call he makes (Truco, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You sing %1</source>
        <extracomment>The replay: you sing your envido points (AR-ENV-8b); %1 is the points.</extracomment>
        <translation>Δηλώνεις: %1</translation>
    </message>
    <message>
        <source>%1 sings %2</source>
        <extracomment>The replay: %1 sings his envido points (AR-ENV-8b), %2.</extracomment>
        <translation>%1 δηλώνει: %2</translation>
    </message>
    <message>
        <source>Replay of the last hand</source>
        <translation>Επανάληψη της τελευταίας μοιρασιάς</translation>
    </message>
    <message>
        <source>Replay of hand %1</source>
        <extracomment>%1 is the hand's number in its match (or, for a hand kept before the game noted it, in the hand history).</extracomment>
        <translation>Επανάληψη της μοιρασιάς %1</translation>
    </message>
    <message>
        <source>Replay of a hand</source>
        <translation>Επανάληψη μιας μοιρασιάς</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n players · score before the hand %2-%3</source>
        <translation>
            <numerusform>%1 · %n παίκτης · σκορ πριν από τη μοιρασιά %2-%3</numerusform>
            <numerusform>%1 · %n παίκτες · σκορ πριν από τη μοιρασιά %2-%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Πίσω</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Επόμενο ›</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Πίσω στο μοίρασμα (Home)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>Στο τέλος της μοιρασιάς (End)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>You have already played today's deal with these rules, so this game is for practice and is not scored.</source>
        <extracomment>The play session's notices in the player's language: code -&gt; (sentence, the notice's parameters that fill its %1, %2...). The sentences keep the "Session" context.</extracomment>
        <translation>Έχεις ήδη παίξει τη σημερινή μοιρασιά με αυτούς τους κανόνες, οπότε αυτό το παιχνίδι είναι για εξάσκηση και δεν μετράει.</translation>
    </message>
    <message>
        <source>The match could not be saved (%1); it goes on, and saving will be tried again after the next move.</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση της παρτίδας (%1)· το παιχνίδι συνεχίζεται και η αποθήκευση θα ξαναδοκιμαστεί μετά την επόμενη κίνηση.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so a new match will start.</source>
        <translation>Η αποθηκευμένη παρτίδα σου δεν μπόρεσε να συνεχιστεί, οπότε θα ξεκινήσει νέα.</translation>
    </message>
    <message>
        <source>Your saved match could not be resumed, so it was moved aside to %1 and a new match will start.</source>
        <translation>Η αποθηκευμένη παρτίδα σου δεν μπόρεσε να συνεχιστεί, οπότε μεταφέρθηκε στο %1 και θα ξεκινήσει νέα.</translation>
    </message>
    <message>
        <source>The hands could not be exported to %1 (%2).</source>
        <translation>Δεν ήταν δυνατή η εξαγωγή των μοιρασιών στο %1 (%2).</translation>
    </message>
</context>
<context>
    <name>SignsDialog</name>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Face: %1</source>
        <extracomment>Help → Señas: how the face makes a sign; %1 is e.g. "a wink".</extracomment>
        <translation>Έκφραση: %1</translation>
    </message>
    <message>
        <source>Argentine Truco</source>
        <extracomment>The Argentine (and Uruguayan) sign set's tab.</extracomment>
        <translation>Αργεντίνικο Τρούκο</translation>
    </message>
    <message>
        <source>Brazilian Truco</source>
        <extracomment>The Brazilian sign set's tab (Mineiro and Paulista).</extracomment>
        <translation>Βραζιλιάνικο Τρούκο</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Matches played</source>
        <translation>Παρτίδες που έπαιξες</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Παρτίδες που κέρδισες</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <extracomment>Matches left before their end (a new game, a change of rules, a match not continued).</extracomment>
        <translation>Παρτίδες που εγκατέλειψες</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Μοιρασιές που έπαιξες</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Μοιρασιές που κέρδισες</translation>
    </message>
    <message>
        <source>Envidos won</source>
        <translation>Ενβίντο που κέρδισες</translation>
    </message>
    <message>
        <source>Envidos lost</source>
        <translation>Ενβίντο που έχασες</translation>
    </message>
    <message>
        <source>Trucos your team called</source>
        <extracomment>Truco-family bets (Truco, Retruco, Vale cuatro…) made by you or your partners.</extracomment>
        <translation>Τρούκο που ζήτησε η ομάδα σου</translation>
    </message>
    <message>
        <source>Their trucos you accepted</source>
        <extracomment>The other team's truco-family bets that your team accepted (or raised).</extracomment>
        <translation>Τρούκο των αντιπάλων που δεχτήκατε</translation>
    </message>
    <message>
        <source>Their trucos you refused</source>
        <extracomment>The other team's truco-family bets that your team refused.</extracomment>
        <translation>Τρούκο των αντιπάλων που αρνηθήκατε</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Τρέχον σερί νικών</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Καλύτερο σερί νικών</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>The characters' faces in the Characters tab (px). The player's folders: the online leaderboard's queue and standings, if shown.</extracomment>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Παρτίδες</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Τρέχον σερί</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Καλύτερο σερί</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Μέρες παιχνιδιού</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Παραλλαγή</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Σκορ</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Μοιρασιές</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Αντιγραφή αποτελέσματος</translation>
    </message>
    <message>
        <source>Online</source>
        <extracomment>What became of a daily result on the online leaderboard.</extracomment>
        <translation>Κατάταξη</translation>
    </message>
    <message>
        <source>Your daily results</source>
        <translation>Τα αποτελέσματά σου της ημέρας</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Μοιρασιά της ημέρας</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Πρόοδος</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Μηδενισμός στατιστικών…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Μοιρασιά</translation>
    </message>
    <message>
        <source>Score before</source>
        <translation>Σκορ πριν</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Κινήσεις</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Επανάληψη</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Εξαγωγή…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Εισαγωγή…</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Ιστορικό μοιρασιών</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <source>Partnered</source>
        <extracomment>Statistics: matches played with this character as your partner.</extracomment>
        <translation>Ως συμπαίκτης</translation>
    </message>
    <message>
        <source>Won together</source>
        <extracomment>Statistics: of those, the matches your team won.</extracomment>
        <translation>Νίκες μαζί</translation>
    </message>
    <message>
        <source>Faced</source>
        <extracomment>Statistics: matches played against this character.</extracomment>
        <translation>Ως αντίπαλος</translation>
    </message>
    <message>
        <source>Won against</source>
        <extracomment>Statistics: of those, the matches you won.</extracomment>
        <translation>Νίκες εναντίον</translation>
    </message>
    <message>
        <source>Your results with and against each character</source>
        <translation>Τα αποτελέσματά σου με κάθε χαρακτήρα και εναντίον του</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Χαρακτήρες</translation>
    </message>
    <message>
        <source>Export hands</source>
        <translation>Εξαγωγή μοιρασιών</translation>
    </message>
    <message>
        <source>Hand records (*.jsonl)</source>
        <translation>Καταγραφές μοιρασιών (*.jsonl)</translation>
    </message>
    <message>
        <source>Import hands</source>
        <translation>Εισαγωγή μοιρασιών</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Νίκη</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ήττα</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A result's place on the online leaderboard: %1 its rank, %2 of how many.</extracomment>
        <translation>%1 από %2</translation>
    </message>
    <message>
        <source>Waiting to be sent</source>
        <translation>Περιμένει αποστολή</translation>
    </message>
    <message>
        <source>Not accepted</source>
        <translation>Δεν έγινε δεκτό</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Αντιγράφηκε: %1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Μηδενισμός στατιστικών</translation>
    </message>
    <message>
        <source>Your match statistics will start again from zero. Your daily deal results are kept.</source>
        <translation>Τα στατιστικά των παρτίδων σου θα ξεκινήσουν πάλι από το μηδέν. Τα αποτελέσματα της μοιρασιάς της ημέρας διατηρούνται.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Μηδενισμός</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Truco</source>
        <translation>Τρούκο</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Παίξε</translation>
    </message>
    <message>
        <source>Play face down</source>
        <translation>Παίξε κλειστό</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <extracomment>The gap between the plate and the felt's edges, in pixels. No hints or tips during the lesson: the lesson is the coach. The step changed (the player's move was taken, or he went on). A move was refused: the coach's sentence.</extracomment>
        <translation>Εκμάθηση παιχνιδιού</translation>
    </message>
    <message>
        <source>Play a match</source>
        <extracomment>The last step's button: the lesson ends and a match starts.</extracomment>
        <translation>Έναρξη παρτίδας</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Επόμενο</translation>
    </message>
    <message>
        <source>Skip the lesson (Esc)</source>
        <translation>Παράλειψη μαθήματος (Esc)</translation>
    </message>
    <message>
        <source>The coach · %1/%2</source>
        <extracomment>The lesson's plate: %1 is the step's number, %2 how many there are.</extracomment>
        <translation>Ο προπονητής · %1/%2</translation>
    </message>
    <message>
        <source>Welcome to the table! In this hand the coach walks you through the game, one move at a time. Your cards are at the bottom; your opponent sits across the table.</source>
        <extracomment>step key -&gt; its sentence (the parameters are filled by ``step_text``).</extracomment>
        <translation>Καλώς ήρθες στο τραπέζι! Σε αυτή τη μοιρασιά ο προπονητής σε καθοδηγεί στο παιχνίδι, μία κίνηση τη φορά. Τα φύλλα σου είναι στο κάτω μέρος· ο αντίπαλός σου κάθεται απέναντι.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The best are the 1 of espadas, the 1 of bastos, the 7 of espadas and the 7 of oros; then the 3s, the 2s and the other 1s; the 4s are the lowest. Your best card now is the %1.</source>
        <translation>Τα φύλλα δεν κατατάσσονται με βάση τον αριθμό τους. Τα καλύτερα είναι ο άσος espadas, ο άσος bastos, το 7 espadas και το 7 oros· μετά έρχονται τα τριάρια, τα δυάρια και οι άλλοι άσοι· τα τεσσάρια είναι τα χαμηλότερα. Το καλύτερο φύλλο σου τώρα είναι το %1.</translation>
    </message>
    <message>
        <source>Cards do not rank by their number. The strongest are the manilhas (%1); then the 3s, the 2s, the aces, the kings, the jacks, the queens and the 7s down to the 4s. Your best card now is the %2.</source>
        <translation>Τα φύλλα δεν κατατάσσονται με βάση τον αριθμό τους. Τα δυνατότερα είναι οι μανίλιες (%1)· μετά έρχονται τα τριάρια, τα δυάρια, οι άσοι, οι ρηγάδες, οι βαλέδες, οι ντάμες και τα εφτάρια ως τα τεσσάρια. Το καλύτερο φύλλο σου τώρα είναι το %2.</translation>
    </message>
    <message>
        <source>A hand is played in up to three tricks: each player lays one card and the highest card wins the trick. Whoever wins two tricks wins the hand.</source>
        <translation>Μια μοιρασιά παίζεται σε έως τρεις μπάζες: κάθε παίκτης ρίχνει ένα φύλλο και το μεγαλύτερο φύλλο παίρνει την μπάζα. Όποιος κερδίσει δύο μπάζες κερδίζει τη μοιρασιά.</translation>
    </message>
    <message>
        <source>Before the first trick is over you may bet on your envido: two cards of one suit are worth 20 plus their values (the figures count 0). Yours is %1, a good one: call %2.</source>
        <translation>Πριν τελειώσει η πρώτη μπάζα μπορείς να ποντάρεις στο ενβίντο σου: δύο φύλλα του ίδιου χρώματος αξίζουν 20 συν τις αξίες τους (οι φιγούρες μετράνε 0). Το δικό σου είναι %1, καλό: πες «%2».</translation>
    </message>
    <message>
        <source>Your opponent accepted and you showed the better envido: your team scores its points. Look at the score.</source>
        <translation>Ο αντίπαλός σου δέχτηκε και είχες το καλύτερο ενβίντο: η ομάδα σου παίρνει τους πόντους του. Κοίτα το σκορ.</translation>
    </message>
    <message>
        <source>Now the tricks. Play the %1: it is good enough for this trick, and it keeps your best card for later.</source>
        <translation>Τώρα οι μπάζες. Παίξε το %1: φτάνει για αυτή την μπάζα και κρατά το καλύτερο φύλλο σου για αργότερα.</translation>
    </message>
    <message>
        <source>You won the first trick. One more and the hand is yours.</source>
        <translation>Κέρδισες την πρώτη μπάζα. Άλλη μία και η μοιρασιά είναι δική σου.</translation>
    </message>
    <message>
        <source>Time to bet on the hand: call %1. If your opponent refuses you score %2; if he accepts, the hand is worth %3.</source>
        <translation>Ώρα να ποντάρεις στη μοιρασιά: πες «%1». Αν ο αντίπαλός σου αρνηθεί, παίρνεις %2· αν δεχτεί, η μοιρασιά αξίζει %3.</translation>
    </message>
    <message>
        <source>Your opponent raised. Each bet can be raised up the ladder: %1. Run and he scores %2; accept and the hand is worth %3. You hold a manilha: accept with %4.</source>
        <translation>Ο αντίπαλός σου ανέβασε. Κάθε ποντάρισμα ανεβαίνει σκαλί σκαλί: %1. Αν φύγεις, παίρνει %2· αν δεχτείς, η μοιρασιά αξίζει %3. Έχεις μανίλια: δέξου με «%4».</translation>
    </message>
    <message>
        <source>Now play your best card, the %1, to win the second trick and the hand.</source>
        <translation>Τώρα παίξε το καλύτερο φύλλο σου, το %1, για να κερδίσεις τη δεύτερη μπάζα και τη μοιρασιά.</translation>
    </message>
    <message>
        <source>You won the hand and the truco's points. A match is many hands like this one, until a team reaches the target score.</source>
        <translation>Κέρδισες τη μοιρασιά και τους πόντους του τρούκο. Μια παρτίδα είναι πολλές μοιρασιές σαν αυτή, ώσπου μια ομάδα να φτάσει τον στόχο.</translation>
    </message>
    <message>
        <source>One more word: the mão de onze. When your team has 11 points, you see your cards first and choose to play the hand for 3 points or to run and give 1.</source>
        <translation>Κάτι ακόμη: το μάο ντε όνζε. Όταν η ομάδα σου έχει 11 πόντους, βλέπεις πρώτα τα φύλλα σου και διαλέγεις αν θα παίξεις τη μοιρασιά για 3 πόντους ή αν θα φύγεις δίνοντας 1.</translation>
    </message>
    <message>
        <source>That is Truco! The coach stays with you: press H for a hint at any decision, and look back at each hand from its summary.</source>
        <translation>Αυτό είναι το Τρούκο! Ο προπονητής μένει μαζί σου: σε κάθε απόφαση μπορείς να ζητήσεις «Υπόδειξη» (H), και κάθε μοιρασιά μπορείς να την ξαναδείς από τη σύνοψή της.</translation>
    </message>
    <message>
        <source>Not yet: read what the coach says, then press Next.</source>
        <extracomment>The truco ladder in the lesson: a call and its stake ("Seis 6").</extracomment>
        <translation>Όχι ακόμη: διάβασε τι λέει ο προπονητής και μετά πάτα «Επόμενο».</translation>
    </message>
    <message>
        <source>Good try, but this lesson asks for another move: %1.</source>
        <extracomment>%1 is the move the lesson asks for ("Play the 7 of espadas", "Envido").</extracomment>
        <translation>Καλή προσπάθεια, αλλά το μάθημα ζητά άλλη κίνηση: %1.</translation>
    </message>
</context>
<context>
    <name>a11y</name>
    <message>
        <source>%1 (Space)</source>
        <extracomment>A button's name for a screen reader: %1 is its label; Space is the key.</extracomment>
        <translation>%1 (Διάστημα)</translation>
    </message>
    <message>
        <source>What was said and played, newest last</source>
        <translation>Ό,τι ειπώθηκε και παίχτηκε, το πιο πρόσφατο στο τέλος</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
    </message>
    <message>
        <source>Options: levels, speed, deck, señas</source>
        <translation>Επιλογές: επίπεδα, ταχύτητα, τράπουλα, νοήματα</translation>
    </message>
    <message>
        <source>Menu (Esc)</source>
        <translation>Μενού (Esc)</translation>
    </message>
    <message>
        <source>Every menu</source>
        <translation>Όλα τα μενού</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Τραπέζι του παιχνιδιού</translation>
    </message>
    <message>
        <source>Your cards: %1</source>
        <extracomment>Read by a screen reader: %1 lists your cards ("7 of espadas, 12 of copas").</extracomment>
        <translation>Τα φύλλα σου: %1</translation>
    </message>
    <message>
        <source>Your cards are face down</source>
        <translation>Τα φύλλα σου είναι κλειστά</translation>
    </message>
</context>
<context>
    <name>buttons</name>
    <message>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ναι</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Όχι</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Απόρριψη</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Εφαρμογή</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Επαναφορά</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Ματαίωση</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Νέα προσπάθεια</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Παράβλεψη</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Αναζήτηση σε:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Όνομα αρχείου:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Αρχεία τύπου:</translation>
    </message>
</context>
<context>
    <name>callbar</name>
    <message>
        <source>Hand over</source>
        <translation>Τέλος μοιρασιάς</translation>
    </message>
    <message>
        <source>Waiting for %1's answer</source>
        <extracomment>Your team's bet waits for the other team: %1 is the player who must answer.</extracomment>
        <translation>Αναμονή απάντησης: %1</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <extracomment>The table plays on: %1 is the player who must act now.</extracomment>
        <translation>Σειρά: %1</translation>
    </message>
    <message>
        <source>Match over</source>
        <extracomment>Under the match-over panel: Space starts a new match.</extracomment>
        <translation>Τέλος παρτίδας</translation>
    </message>
    <message>
        <source>Space: play again</source>
        <translation>Διάστημα: ξανά από την αρχή</translation>
    </message>
    <message>
        <source>Space: next hand</source>
        <translation>Διάστημα: επόμενη μοιρασιά</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 σκέφτεται…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Μοίρασμα φύλλων…</translation>
    </message>
    <message>
        <source>Mão de onze: play for %1 or run?</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Μάο ντε όνζε: παίζετε για %1 ή φεύγετε;</translation>
    </message>
    <message>
        <source>You see your partner's cards</source>
        <translation>Βλέπεις τα φύλλα του συμπαίκτη σου</translation>
    </message>
    <message>
        <source>Choose your set</source>
        <translation>Διάλεξε την τριάδα σου</translation>
    </message>
    <message>
        <source>Sets seen: %1 of %2</source>
        <extracomment>Mineiro: how many sets (of 3 cards) you have seen; %1 is 1 to 4, %2 the most (4).</extracomment>
        <translation>Τριάδες που είδες: %1 από %2</translation>
    </message>
    <message>
        <source>You are the gallo: discard a card</source>
        <extracomment>AR-GALLO-3: you are the gallo, dealt four cards; you put one away unseen.</extracomment>
        <translation>Είσαι ο γκάλο: πέτα ένα φύλλο</translation>
    </message>
    <message>
        <source>It goes face down, out of the hand</source>
        <translation>Φεύγει κλειστό, έξω από τη μοιρασιά</translation>
    </message>
    <message>
        <source>Announce your flor</source>
        <extracomment>What you must do first when you hold a flor and the rules ask you to sing it now.</extracomment>
        <translation>Δήλωσε το φλορ σου</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <extracomment>%1 is a player, %2 the call (Truco, Envido…).</extracomment>
        <translation>%1 λέει %2</translation>
    </message>
    <message>
        <source>Answer for your team</source>
        <translation>Απάντησε για την ομάδα σου</translation>
    </message>
    <message>
        <source>Play a card</source>
        <extracomment>Your turn when no call is possible now: only a card can be played.</extracomment>
        <translation>Παίξε ένα φύλλο</translation>
    </message>
    <message>
        <source>Answer with your flor</source>
        <translation>Απάντησε με το φλορ σου</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Σειρά σου</translation>
    </message>
    <message>
        <source>Play a card or make a call</source>
        <translation>Παίξε ένα φύλλο ή κάνε μια δήλωση</translation>
    </message>
    <message>
        <source>%1 suggests: %2</source>
        <extracomment>Your partner's advice: %1 is his name, %2 the call he suggests.</extracomment>
        <translation>%1 προτείνει: %2</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Όχι τώρα</translation>
    </message>
    <message>
        <source>%1 wants to call %2</source>
        <translation>%1 θέλει να πει %2</translation>
    </message>
    <message>
        <source>Your partner asks you first</source>
        <translation>Ο συμπαίκτης σου σε ρωτά πρώτα</translation>
    </message>
    <message>
        <source>You choose what %1 answers</source>
        <extracomment>You hold a flor you announce later, so your partner (%1) answers the call: you choose what he says.</extracomment>
        <translation>Διαλέγεις τι απαντά: %1</translation>
    </message>
    <message>
        <source>Sing %1</source>
        <extracomment>The button at your turn to sing the envido: %1 is your envido points.</extracomment>
        <translation>Πες %1</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2)</source>
        <extracomment>Under "Your turn to sing": the best envido sung so far, %1 its points, %2 who sang it.</extracomment>
        <translation>Καλύτερο μέχρι τώρα: %1 (%2)</translation>
    </message>
    <message>
        <source>Your turn to sing the envido</source>
        <extracomment>The call bar's title when the envido was accepted and your turn to say your points (or son buenas) has come, seat by seat from the mano.</extracomment>
        <translation>Σειρά σου να πεις τους πόντους του ενβίντο</translation>
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
        <translation>Κρατώ την τριάδα</translation>
    </message>
    <message>
        <source>Give to partner</source>
        <translation>Δίνω στον συμπαίκτη</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Πετώ και παίρνω νέα</translation>
    </message>
    <message>
        <source>Aceito · play for %1</source>
        <extracomment>%1 is the points the hand is worth (3).</extracomment>
        <translation>Aceito · παίζουμε για %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · παίρνουν %1</translation>
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
        <translation>Aceito · παίζουμε για %1</translation>
    </message>
    <message>
        <source>Corro · they score %1</source>
        <extracomment>%1 is the points the other team scores (1).</extracomment>
        <translation>Corro · παίρνουν %1</translation>
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
        <translation>σπαθί</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>κούπα</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>μπαστούνι</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>καρό</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>άσος</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>βαλές</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>ντάμα</translation>
    </message>
    <message>
        <source>King</source>
        <translation>ρήγας</translation>
    </message>
    <message>
        <source>a covered card</source>
        <translation>ένα κλειστό φύλλο</translation>
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
        <translation>Ρόζα</translation>
    </message>
    <message>
        <source>Steady and patient: bets what her cards are worth, no more and no less.</source>
        <translation>Σταθερή και υπομονετική: ποντάρει όσο αξίζουν τα φύλλα της, ούτε λιγότερο ούτε περισσότερο.</translation>
    </message>
    <message>
        <source>Tano</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Τάνο</translation>
    </message>
    <message>
        <source>A talker who bluffs with nothing and smiles either way; call him now and then.</source>
        <translation>Πολυλογάς που μπλοφάρει χωρίς τίποτα και χαμογελά ό,τι κι αν γίνει· πού και πού, δες την μπλόφα του.</translation>
    </message>
    <message>
        <source>Mirta</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Μίρτα</translation>
    </message>
    <message>
        <source>Cautious: rarely bets without good cards and goes to the deck early.</source>
        <translation>Προσεκτική: σπάνια ποντάρει χωρίς καλά φύλλα και πάει νωρίς στο μάσο.</translation>
    </message>
    <message>
        <source>Beto</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Μπέτο</translation>
    </message>
    <message>
        <source>Bets hard and raises often; he would rather lose big than win small.</source>
        <translation>Ποντάρει δυνατά και ανεβάζει συχνά· προτιμά να χάσει πολλά παρά να κερδίσει λίγα.</translation>
    </message>
    <message>
        <source>Quique</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Κίκε</translation>
    </message>
    <message>
        <source>Lives for the señas: winks and signals at every chance, so watch his face.</source>
        <translation>Ζει για τα νοήματα: κλείνει το μάτι και κάνει νοήματα με κάθε ευκαιρία, οπότε πρόσεχε το πρόσωπό του.</translation>
    </message>
    <message>
        <source>Dalva</source>
        <extracomment>A computer player's name; keep it, or write it in your script.</extracomment>
        <translation>Ντάλβα</translation>
    </message>
    <message>
        <source>A sharp reader of the table: seldom bets, but calls your bluffs.</source>
        <translation>Διαβάζει το τραπέζι σαν κανείς άλλος: σπάνια ποντάρει, αλλά βλέπει τις μπλόφες σου.</translation>
    </message>
    <message>
        <source>Zeca</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Ζέκα</translation>
    </message>
    <message>
        <source>Loud and cheerful: shouts truco for fun and hates to say no quiero.</source>
        <translation>Θορυβώδης και κεφάτος: φωνάζει «Truco» για πλάκα και σιχαίνεται να λέει «No quiero».</translation>
    </message>
    <message>
        <source>Tonho</source>
        <extracomment>A computer player's name (a nickname); keep it, or write it in your script.</extracomment>
        <translation>Τόνιο</translation>
    </message>
    <message>
        <source>Stubborn: accepts almost every bet and never goes to the deck.</source>
        <translation>Πεισματάρης: δέχεται σχεδόν κάθε πόνταρισμα και δεν πάει ποτέ στο μάσο.</translation>
    </message>
</context>
<context>
    <name>coach</name>
    <message>
        <source>The coach's reason: %1</source>
        <extracomment>The gap between the panel, the button and the call bar, in pixels. The panel's width when it goes above your cards (the room beside them is less). The deck the table draws, for a practice table drawn alike. The hand's summary: the look back's button goes under it. The last look back and practice table opened (kept alive while shown). Under the hint: %1 is the coach's reason for its choice (the first option), as the hand replay words a computer player's reasons.</extracomment>
        <translation>Γιατί ο προπονητής διαλέγει το πρώτο: %1</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Υπόδειξη</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Συμβουλή</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Εντάξει</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <extracomment>The Hint button; H is its key in every language.</extracomment>
        <translation>Υπόδειξη (H)</translation>
    </message>
    <message>
        <source>What would the coach do? (H)</source>
        <translation>Τι θα έκανε ο προπονητής; (H)</translation>
    </message>
    <message>
        <source>Look back</source>
        <extracomment>Under the hand's summary: opens the coach's look back at the hand.</extracomment>
        <translation>Ανασκόπηση</translation>
    </message>
    <message>
        <source>Where the coach would have played differently</source>
        <translation>Πού θα έπαιζε αλλιώς ο προπονητής</translation>
    </message>
    <message>
        <source>your partner already wins this trick</source>
        <translation>ο συμπαίκτης σου κερδίζει ήδη αυτή τη μπάζα</translation>
    </message>
    <message>
        <source>the lowest card that wins this trick</source>
        <translation>το χαμηλότερο φύλλο που κερδίζει αυτή τη μπάζα</translation>
    </message>
    <message>
        <source>it cannot win this trick</source>
        <translation>δεν μπορεί να κερδίσει αυτή τη μπάζα</translation>
    </message>
    <message>
        <source>keeps the %1 for later</source>
        <translation>κρατά το %1 για αργότερα</translation>
    </message>
    <message>
        <source>your best card</source>
        <translation>το καλύτερο φύλλο σου</translation>
    </message>
    <message>
        <source>hides a card that cannot win</source>
        <translation>κρύβει ένα φύλλο που δεν μπορεί να κερδίσει</translation>
    </message>
    <message>
        <source>you cannot see your cards</source>
        <translation>δεν βλέπεις τα φύλλα σου</translation>
    </message>
    <message>
        <source>keeps envido %1 in the other three</source>
        <translation>κρατά ενβίντο %1 στα άλλα τρία</translation>
    </message>
    <message>
        <source>if they refuse you score %1; accepted, the hand is worth %2</source>
        <translation>αν αρνηθούν παίρνεις %1· αν δεχτούν, η μοιρασιά αξίζει %2</translation>
    </message>
    <message>
        <source>the hand is then worth %1</source>
        <translation>η μοιρασιά αξίζει τότε %1</translation>
    </message>
    <message>
        <source>they score %1 now</source>
        <translation>παίρνουν %1 τώρα</translation>
    </message>
    <message>
        <source>your envido is %1</source>
        <translation>το ενβίντο σου είναι %1</translation>
    </message>
    <message>
        <source>your envido is %1; the winner scores %2</source>
        <translation>το ενβίντο σου είναι %1· ο νικητής παίρνει %2</translation>
    </message>
    <message>
        <source>your envido is %1; if they refuse you score %2</source>
        <translation>το ενβίντο σου είναι %1· αν αρνηθούν παίρνεις %2</translation>
    </message>
    <message>
        <source>your flor is %1</source>
        <translation>η φλορ σου είναι %1</translation>
    </message>
    <message>
        <source>you give up the hand: they score %1</source>
        <translation>εγκαταλείπεις τη μοιρασιά: παίρνουν %1</translation>
    </message>
    <message>
        <source>the hand is worth %1</source>
        <translation>η μοιρασιά αξίζει %1</translation>
    </message>
    <message>
        <source>you keep these cards</source>
        <translation>κρατάς αυτά τα φύλλα</translation>
    </message>
    <message>
        <source>you take new cards without seeing them</source>
        <translation>παίρνεις νέα φύλλα χωρίς να τα δεις</translation>
    </message>
    <message>
        <source>your partner plays these cards</source>
        <translation>ο συμπαίκτης σου παίζει αυτά τα φύλλα</translation>
    </message>
    <message>
        <source>the only thing you can do</source>
        <translation>το μόνο που μπορείς να κάνεις</translation>
    </message>
    <message>
        <source>Play the %1 face down</source>
        <extracomment>The card parameters of the sentences above and below (shown as card names).</extracomment>
        <translation>Παίξε το %1 κλειστό</translation>
    </message>
    <message>
        <source>Put away the %1</source>
        <translation>Βάλε στην άκρη το %1</translation>
    </message>
    <message>
        <source>Play the %1</source>
        <translation>Παίξε το %1</translation>
    </message>
    <message>
        <source>Play your card %1</source>
        <extracomment>Mão de ferro: the player's cards are face down; %1 is 1, 2 or 3.</extracomment>
        <translation>Παίξε το φύλλο σου %1</translation>
    </message>
    <message numerus="yes">
        <source>you win the envido about %n times in 10</source>
        <translation>
            <numerusform>κερδίζεις το ενβίντο περίπου %n φορά στις 10</numerusform>
            <numerusform>κερδίζεις το ενβίντο περίπου %n φορές στις 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the flor about %n times in 10</source>
        <translation>
            <numerusform>κερδίζεις τη φλορ περίπου %n φορά στις 10</numerusform>
            <numerusform>κερδίζεις τη φλορ περίπου %n φορές στις 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you win the hand about %n times in 10</source>
        <translation>
            <numerusform>κερδίζεις τη μοιρασιά περίπου %n φορά στις 10</numerusform>
            <numerusform>κερδίζεις τη μοιρασιά περίπου %n φορές στις 10</numerusform>
        </translation>
    </message>
    <message>
        <source>Your envido is %1. From 28 on an envido is usually worth calling; 33 is the best there is.</source>
        <translation>Το ενβίντο σου είναι %1. Από 28 και πάνω το ενβίντο συνήθως αξίζει να το ζητήσεις· το 33 είναι το μέγιστο.</translation>
    </message>
    <message>
        <source>You have flor: three cards of one suit. Announce it before anything else; it scores at least 3 points, and no envido is played in this hand.</source>
        <translation>Έχεις φλορ: τρία φύλλα του ίδιου χρώματος. Δήλωσέ τη πριν από οτιδήποτε άλλο· αξίζει τουλάχιστον 3 πόντους, και σε αυτή τη μοιρασιά δεν παίζεται ενβίντο.</translation>
    </message>
    <message>
        <source>Mão de onze: your team has 11 points and sees its cards before deciding. Play the hand for %1 points, or run and give the other team %2.</source>
        <translation>Μάο ντε όνζε: η ομάδα σου έχει 11 πόντους και βλέπει τα φύλλα της πριν αποφασίσει. Παίξε τη μοιρασιά για %1 πόντους ή αποσύρσου και δώσε %2 στην άλλη ομάδα.</translation>
    </message>
    <message>
        <source>Mão de ferro: both teams have 11 points, so nobody sees their cards. Choose a card by its place; the hand decides the match.</source>
        <translation>Μάο ντε φέρο: και οι δύο ομάδες έχουν 11 πόντους, οπότε κανείς δεν βλέπει τα φύλλα του. Διάλεξε ένα φύλλο από τη θέση του· αυτή η μοιρασιά κρίνει την παρτίδα.</translation>
    </message>
    <message>
        <source>The vira is the %1. The next rank up are the manilhas, the four strongest cards of this hand: %2.</source>
        <translation>Η βίρα είναι το %1. Η επόμενη αξία είναι οι μανίλιες, τα τέσσερα δυνατότερα φύλλα αυτής της μοιρασιάς: %2.</translation>
    </message>
    <message>
        <source>The manilhas are always the same four cards, strongest first: %1. They beat every other card.</source>
        <translation>Οι μανίλιες είναι πάντα τα ίδια τέσσερα φύλλα, από το δυνατότερο: %1. Κερδίζουν κάθε άλλο φύλλο.</translation>
    </message>
    <message>
        <source>You are the gallo: you play alone against the other two. First put away the weakest of your four cards, keeping your envido if you can.</source>
        <translation>Είσαι ο γκάλο: παίζεις μόνος σου απέναντι στους άλλους δύο. Πρώτα βάλε στην άκρη το πιο αδύναμο από τα τέσσερα φύλλα σου, κρατώντας το ενβίντο σου αν μπορείς.</translation>
    </message>
    <message>
        <source>%1 is the gallo and plays alone against you and the other player: the two of you play as partners in this hand.</source>
        <translation>Ο/Η %1 είναι ο γκάλο και παίζει μόνος απέναντι σε σένα και τον άλλο παίκτη: οι δυο σας παίζετε ως συμπαίκτες σε αυτή τη μοιρασιά.</translation>
    </message>
    <message>
        <source>Practice</source>
        <extracomment>Makes the practice window's table: (model, deck style, four colours, parent); the table's own class, handed over by the coach (``TableWidget`` imports the coach). The window's title: a practice table, apart from the match being played.</extracomment>
        <translation>Εξάσκηση</translation>
    </message>
</context>
<context>
    <name>daily</name>
    <message>
        <source>won</source>
        <translation>νίκη</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>ήττα</translation>
    </message>
    <message>
        <source>Truco daily %1 · %2 · %3 %4</source>
        <extracomment>The line players share: %1 the date, %2 the variant, %3 won or lost, %4 the score.</extracomment>
        <translation>Τρούκο της ημέρας %1 · %2 · %3 %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %n hands</source>
        <translation>
            <numerusform>%1 σε %n μοιρασιά</numerusform>
            <numerusform>%1 σε %n μοιρασιές</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · with hints</source>
        <extracomment>The coach gave a hint during this daily deal (issue 33): %1 is the line above.</extracomment>
        <translation>%1 · με υποδείξεις</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>Hand log</source>
        <extracomment>The panel's gold: the daily tag, the focused button's ring.</extracomment>
        <translation>Ιστορικό μοιρασιάς</translation>
    </message>
    <message>
        <source>You keep your three cards</source>
        <extracomment>The characters in the computer seats (seat -&gt; key), for the rows' faces. This hand's team of every seat (the view's): the gallo's table changes sides. The hand's calls and plays so far (seat, word): whether a raise answers a bet. Cards played in the trick under way (the first one "led" it). The envido's outcome once settled, in words ("Envido won by Rosa, 29"). Mineiro log: you kept the three cards you were dealt (Keep my set).</extracomment>
        <translation>Κρατάς τα τρία σου φύλλα</translation>
    </message>
    <message>
        <source>You give your three cards to your partner and draw three new ones</source>
        <extracomment>Mineiro log: you gave your three cards to your partner (Give to partner).</extracomment>
        <translation>Δίνεις τα τρία σου φύλλα στον συμπαίκτη σου και τραβάς τρία καινούργια</translation>
    </message>
    <message>
        <source>You show and discard your three cards and draw three new ones</source>
        <extracomment>Mineiro log: you showed your three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>Δείχνεις και πετάς τα τρία σου φύλλα και τραβάς τρία καινούργια</translation>
    </message>
    <message>
        <source>%1 keeps his three cards</source>
        <extracomment>Mineiro log: %1 kept the three cards he was dealt (Keep my set).</extracomment>
        <translation>%1: κρατά τα τρία του φύλλα</translation>
    </message>
    <message>
        <source>%1 gives his three cards to his partner and draws three new ones</source>
        <extracomment>Mineiro log: %1 gave his three cards to his partner (Give to partner).</extracomment>
        <translation>%1: δίνει τα τρία του φύλλα στον συμπαίκτη του και τραβά τρία καινούργια</translation>
    </message>
    <message>
        <source>%1 shows and discards his three cards and draws three new ones</source>
        <extracomment>Mineiro log: %1 showed his three cards, put them away and drew three more (Discard and draw).</extracomment>
        <translation>%1: δείχνει και πετά τα τρία του φύλλα και τραβά τρία καινούργια</translation>
    </message>
    <message>
        <source>You deal</source>
        <extracomment>The hand log when you are the dealer.</extracomment>
        <translation>Μοιράζεις εσύ</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>Μοιράζει: %1</translation>
    </message>
    <message>
        <source>Duel: %1 against %2</source>
        <translation>Μονομαχία: %1 – %2</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, κλειστό</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>ένα κλειστό φύλλο</translation>
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
        <translation>%1 ανοίγεις</translation>
    </message>
    <message>
        <source>%1 led</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played the trick's first card.</extracomment>
        <translation>%1 ανοίγει</translation>
    </message>
    <message>
        <source>%1 played</source>
        <comment>you</comment>
        <extracomment>A log row beside the card's chip: %1 (in bold) is you (You, Yo), who played a card: the verb agrees with "you".</extracomment>
        <translation>%1 έπαιξες</translation>
    </message>
    <message>
        <source>%1 played</source>
        <extracomment>A log row beside the card's chip: %1 (in bold) played a card.</extracomment>
        <translation>%1 έπαιξε</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a player, %2 what he says (¡Truco!, Quiero…).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 call</source>
        <extracomment>A log row beside your call (¡Truco!): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 δηλώνεις</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <extracomment>A log row beside the call (¡Truco!): %1 (in bold) made a bet.</extracomment>
        <translation>%1 δηλώνει</translation>
    </message>
    <message>
        <source>%1 answer</source>
        <extracomment>A log row beside your answer (Quiero): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 απαντάς</translation>
    </message>
    <message>
        <source>%1 answers</source>
        <extracomment>A log row beside the answer (Quiero, No quiero): %1 (in bold).</extracomment>
        <translation>%1 απαντά</translation>
    </message>
    <message>
        <source>%1 say</source>
        <extracomment>A log row beside what you say (Flor, Me voy al mazo): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 λες</translation>
    </message>
    <message>
        <source>%1 says</source>
        <extracomment>A log row beside what a player says (Flor, Me voy al mazo): %1 (bold).</extracomment>
        <translation>%1 λέει</translation>
    </message>
    <message>
        <source>%1 sing</source>
        <extracomment>A log row beside your envido points sung (or Son buenas): %1 (in bold) is you (You, Yo).</extracomment>
        <translation>%1 λες τους πόντους σου</translation>
    </message>
    <message>
        <source>%1 sings</source>
        <extracomment>A log row beside the envido points sung (or Son buenas): %1 (in bold).</extracomment>
        <translation>%1 λέει τους πόντους του</translation>
    </message>
    <message>
        <source>You discard a card face down</source>
        <extracomment>AR-GALLO-3: you, the gallo, put one of your four cards away unseen.</extracomment>
        <translation>Πετάς ένα φύλλο κλειστό</translation>
    </message>
    <message>
        <source>%1 discards a card face down</source>
        <extracomment>AR-GALLO-3: %1, the gallo, puts one of his four cards away unseen.</extracomment>
        <translation>%1: πετάει ένα φύλλο κλειστό</translation>
    </message>
    <message>
        <source>Envido won by you, %1</source>
        <extracomment>You won the envido; %1 is your envido points.</extracomment>
        <translation>Ενβίντο: το κέρδισες εσύ (%1)</translation>
    </message>
    <message>
        <source>Envido won by %1, %2</source>
        <extracomment>%1 is the winner, %2 his envido points.</extracomment>
        <translation>Ενβίντο: %1 (%2)</translation>
    </message>
    <message>
        <source>Envido refused</source>
        <translation>Ενβίντο: απορρίφθηκε</translation>
    </message>
    <message>
        <source>Flor: %1, %2</source>
        <translation>Φλορ: %1 (%2)</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <extracomment>%1 is the trick (1-3); parda: the trick was tied.</extracomment>
        <translation>Μπάζα %1 → πάρδα</translation>
    </message>
    <message>
        <source>Trick %1 → parda</source>
        <comment>Mineiro, Paulista</comment>
        <extracomment>%1 is the trick (1-3); a tied trick at a Brazilian table (empate).</extracomment>
        <translation>Μπάζα %1 → πάρδα</translation>
    </message>
    <message>
        <source>Trick %1 → %2 · %3</source>
        <extracomment>%1 is the trick (1-3), %2 Us or Them, %3 the player who won it.</extracomment>
        <translation>Μπάζα %1 → %2 · %3</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>%1 is what was scored for (Envido, Truco refused…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>All tied: the hand is dealt again</source>
        <translation>Όλα ισόπαλα: η μοιρασιά ξαναμοιράζεται</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Τέλος παρτίδας</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <extracomment>The list item's role that carries a row's facts (a dict). The sentence's font size (smaller for a long name alone in a narrow row).</extracomment>
        <translation>Περιμένουμε την απάντησή σου…</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Your settings file could not be read, so the default settings are in use; it will be moved aside before anything is saved over it.</source>
        <translation>Το αρχείο ρυθμίσεων δεν μπόρεσε να διαβαστεί, οπότε ισχύουν οι προεπιλεγμένες ρυθμίσεις· θα μετακινηθεί στην άκρη πριν γραφτεί οτιδήποτε από πάνω του.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so it was moved aside to %1 and the default settings are in use.</source>
        <translation>Το αρχείο ρυθμίσεων δεν μπόρεσε να διαβαστεί, οπότε μεταφέρθηκε στο %1 και ισχύουν οι προεπιλεγμένες ρυθμίσεις.</translation>
    </message>
    <message>
        <source>Your settings file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>Το αρχείο ρυθμίσεων γράφτηκε από νεότερη έκδοση του Τρούκο, οπότε χρησιμοποιείται μόνο ό,τι καταλαβαίνει αυτή η έκδοση, και πριν αλλάξει θα κρατηθεί αντίγραφο ως %1.</translation>
    </message>
    <message>
        <source>Some settings had values this version cannot use (%1), so those are back to their defaults.</source>
        <translation>Ορισμένες ρυθμίσεις είχαν τιμές που αυτή η έκδοση δεν μπορεί να χρησιμοποιήσει (%1), οπότε επανήλθαν στις προεπιλογές τους.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so your statistics start again; it will be moved aside before anything is saved over it.</source>
        <translation>Το αρχείο στατιστικών δεν μπόρεσε να διαβαστεί, οπότε τα στατιστικά σου ξεκινούν από την αρχή· θα μετακινηθεί στην άκρη πριν γραφτεί οτιδήποτε από πάνω του.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so it was moved aside to %1 and your statistics start again.</source>
        <translation>Το αρχείο στατιστικών δεν μπόρεσε να διαβαστεί, οπότε μεταφέρθηκε στο %1 και τα στατιστικά σου ξεκινούν από την αρχή.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Truco, so only what this version understands is used, and a copy will be kept as %1 before it is changed.</source>
        <translation>Το αρχείο στατιστικών γράφτηκε από νεότερη έκδοση του Τρούκο, οπότε χρησιμοποιείται μόνο ό,τι καταλαβαίνει αυτή η έκδοση, και πριν αλλάξει θα κρατηθεί αντίγραφο ως %1.</translation>
    </message>
    <message>
        <source>Some statistics could not be read (%1), so those entries start again.</source>
        <translation>Ορισμένα στατιστικά δεν μπόρεσαν να διαβαστούν (%1), οπότε αυτές οι εγγραφές ξεκινούν από την αρχή.</translation>
    </message>
    <message>
        <source>Your saved match was made by a newer version of Truco, so it was left as it is; it cannot be resumed with this version.</source>
        <translation>Η αποθηκευμένη παρτίδα σου φτιάχτηκε από νεότερη έκδοση του Τρούκο, οπότε έμεινε ως έχει· δεν μπορεί να συνεχιστεί με αυτή την έκδοση.</translation>
    </message>
    <message>
        <source>The match saved by a newer version of Truco was moved to %1 so that it is not overwritten.</source>
        <translation>Η παρτίδα που αποθήκευσε μια νεότερη έκδοση του Τρούκο μεταφέρθηκε στο %1, για να μη γραφτεί κάτι από πάνω της.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so a new match will start; the file stays where it is until it can be moved aside.</source>
        <translation>Η αποθηκευμένη παρτίδα σου δεν μπόρεσε να διαβαστεί, οπότε θα ξεκινήσει νέα· το αρχείο μένει στη θέση του μέχρι να γίνει δυνατό να μετακινηθεί στην άκρη.</translation>
    </message>
    <message>
        <source>Your saved match could not be read, so it was moved aside to %1 and a new match will start.</source>
        <translation>Η αποθηκευμένη παρτίδα σου δεν μπόρεσε να διαβαστεί, οπότε μεταφέρθηκε στο %1 και θα ξεκινήσει νέα.</translation>
    </message>
    <message>
        <source>Some of your hand history could not be read, so the file was moved aside to %1 and the readable hands were kept.</source>
        <translation>Μέρος του ιστορικού μοιρασιών σου δεν μπόρεσε να διαβαστεί, οπότε το αρχείο μεταφέρθηκε στο %1 και κρατήθηκαν οι μοιρασιές που διαβάζονταν.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Το αρχείο δεν μπόρεσε να διαβαστεί.</translation>
    </message>
    <message>
        <source>The file is too large to be hand records.</source>
        <translation>Το αρχείο είναι πολύ μεγάλο για να είναι καταγραφές μοιρασιών.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Το αρχείο δεν είναι κείμενο UTF-8.</translation>
    </message>
    <message>
        <source>The file holds no hand records.</source>
        <translation>Το αρχείο δεν περιέχει καταγραφές μοιρασιών.</translation>
    </message>
    <message>
        <source>The file holds too many hands to import at once.</source>
        <translation>Το αρχείο περιέχει πάρα πολλές μοιρασιές για να εισαχθούν μονομιάς.</translation>
    </message>
    <message>
        <source>Line %1 is not JSON.</source>
        <translation>Η γραμμή %1 δεν είναι JSON.</translation>
    </message>
    <message>
        <source>Line %1 is not a valid hand record (%2).</source>
        <translation>Η γραμμή %1 δεν είναι έγκυρη καταγραφή μοιρασιάς (%2).</translation>
    </message>
    <message>
        <source>The hand history could not be saved (%1).</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση του ιστορικού μοιρασιών (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n hands.</source>
        <translation>
            <numerusform>Εισήχθη %n μοιρασιά.</numerusform>
            <numerusform>Εισήχθησαν %n μοιρασιές.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>points</name>
    <message>
        <source>Envido</source>
        <translation>Ενβίντο</translation>
    </message>
    <message>
        <source>Flor</source>
        <translation>Φλορ</translation>
    </message>
    <message>
        <source>Truco refused</source>
        <translation>Τρούκο (άρνηση)</translation>
    </message>
    <message>
        <source>Mazo</source>
        <translation>Μάσο</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Μοιρασιά</translation>
    </message>
    <message>
        <source>Mão de onze refused</source>
        <translation>Μάο ντε όνζε (άρνηση)</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>random choice</source>
        <translation>τυχαία επιλογή</translation>
    </message>
    <message>
        <source>the only legal action</source>
        <translation>η μόνη επιτρεπτή κίνηση</translation>
    </message>
    <message>
        <source>mão de ferro: playing a card without seeing it</source>
        <translation>μάο ντε φέρο: παίζει φύλλο χωρίς να το βλέπει</translation>
    </message>
    <message>
        <source>played without much thought</source>
        <translation>παίχτηκε χωρίς πολλή σκέψη</translation>
    </message>
    <message>
        <source>the answer his partner chose</source>
        <extracomment>The human chose this answer for his partner (the human's flor came first).</extracomment>
        <translation>η απάντηση που διάλεξε ο συμπαίκτης του</translation>
    </message>
    <message>
        <source>partner already wins this trick: playing low (%1)</source>
        <translation>ο συμπαίκτης ήδη κερδίζει την μπάζα: παίζει χαμηλά (%1)</translation>
    </message>
    <message>
        <source>partner signalled a card nobody can beat: playing low (%1)</source>
        <translation>ο συμπαίκτης έδειξε φύλλο που δεν κόβεται: παίζει χαμηλά (%1)</translation>
    </message>
    <message>
        <source>the first trick was parda: playing the highest card (%1)</source>
        <translation>η πρώτη μπάζα βγήκε πάρδα: παίζει το ψηλότερο φύλλο (%1)</translation>
    </message>
    <message>
        <source>winning the trick with the lowest card that beats it (%1)</source>
        <translation>παίρνει την μπάζα με το χαμηλότερο φύλλο που αρκεί (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing the lowest card (%1)</source>
        <translation>δεν μπορεί να πάρει την μπάζα: παίζει το χαμηλότερο φύλλο (%1)</translation>
    </message>
    <message>
        <source>cannot win this trick: playing %1 face down</source>
        <translation>δεν μπορεί να πάρει την μπάζα: παίζει κλειστό (%1)</translation>
    </message>
    <message>
        <source>a parda here wins the hand: tying with %1</source>
        <translation>εδώ μια πάρδα κερδίζει τη μοιρασιά: ισοφαρίζει (%1)</translation>
    </message>
    <message>
        <source>a parda here moves the bet to the next trick: tying with %1</source>
        <translation>εδώ μια πάρδα μεταφέρει το στοίχημα στην επόμενη μπάζα: ισοφαρίζει (%1)</translation>
    </message>
    <message>
        <source>playing %1: best chance to win the hand (%2%)</source>
        <translation>παίζει %1: η καλύτερη πιθανότητα για τη μοιρασιά (%2%)</translation>
    </message>
    <message>
        <source>%1% to win the hand: calling %2</source>
        <translation>%1% πιθανότητα για τη μοιρασιά: λέει %2</translation>
    </message>
    <message>
        <source>nothing to lose at this score: calling %1</source>
        <translation>δεν έχει τίποτα να χάσει με αυτό το σκορ: λέει %1</translation>
    </message>
    <message>
        <source>bluffing: calling %1 with %2% to win</source>
        <translation>μπλόφα: λέει %1 με %2% πιθανότητα νίκης</translation>
    </message>
    <message>
        <source>%1% to win the hand, and the other side folds to truco %2 times in %3: calling %4</source>
        <translation>%1% να κερδίσει τη μοιρασιά, και η άλλη πλευρά αποσύρεται στο τρούκο %2 φορές στις %3: λέει %4</translation>
    </message>
    <message>
        <source>the other side folds to truco %1 times in %2: calling %3 with %4% to win</source>
        <translation>η άλλη πλευρά αποσύρεται στο τρούκο %1 φορές στις %2: λέει %3 με %4% να κερδίσει</translation>
    </message>
    <message>
        <source>they call truco in %1 hands of %2, with anything: %3% to win, accepting</source>
        <translation>λένε τρούκο σε %1 μοιρασιές στις %2, με οτιδήποτε: %3% να κερδίσει, δέχεται</translation>
    </message>
    <message>
        <source>they call truco in only %1 hands of %2, with the best cards: %3% to win, refusing</source>
        <translation>λένε τρούκο μόνο σε %1 μοιρασιές στις %2, με τα καλύτερα φύλλα: %3% να κερδίσει, αρνείται</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, accepting</source>
        <translation>λένε φάλτα ενβίντο σε %1 μοιρασιές στις %2: ενβίντο %3, %4% να το κερδίσει, δέχεται</translation>
    </message>
    <message>
        <source>they call the falta envido in %1 hands of %2: envido %3, %4% to win it, refusing</source>
        <translation>λένε φάλτα ενβίντο σε %1 μοιρασιές στις %2: ενβίντο %3, %4% να το κερδίσει, αρνείται</translation>
    </message>
    <message>
        <source>the match is decided either way: no %1</source>
        <translation>η παρτίδα κρίνεται έτσι κι αλλιώς: όχι %1</translation>
    </message>
    <message>
        <source>%1% to win the hand: accepting</source>
        <translation>%1% πιθανότητα για τη μοιρασιά: δέχεται</translation>
    </message>
    <message>
        <source>refusing would lose the match: accepting</source>
        <translation>με άρνηση χάνει την παρτίδα: δέχεται</translation>
    </message>
    <message>
        <source>%1% to win is worth the risk at this score: accepting</source>
        <translation>με αυτό το σκορ, %1% πιθανότητα νίκης αξίζει το ρίσκο: δέχεται</translation>
    </message>
    <message>
        <source>only %1% to win the hand: refusing</source>
        <translation>μόνο %1% πιθανότητα για τη μοιρασιά: αρνείται</translation>
    </message>
    <message>
        <source>%1% to win the hand: raising to %2</source>
        <translation>%1% πιθανότητα για τη μοιρασιά: ανεβάζει σε %2</translation>
    </message>
    <message>
        <source>bluffing: raising to %1 with %2% to win</source>
        <translation>μπλόφα: ανεβάζει σε %1 με %2% πιθανότητα νίκης</translation>
    </message>
    <message>
        <source>envido %1: calling %2</source>
        <translation>ενβίντο %1: λέει %2</translation>
    </message>
    <message>
        <source>envido %1: bluffing with %2</source>
        <translation>ενβίντο %1: μπλόφα με %2</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: accepting</source>
        <translation>ενβίντο %1, %2% πιθανότητα νίκης: δέχεται</translation>
    </message>
    <message>
        <source>envido %1, only %2% to win it: refusing</source>
        <translation>ενβίντο %1, μόνο %2% πιθανότητα νίκης: αρνείται</translation>
    </message>
    <message>
        <source>envido %1, %2% to win it: raising to %3</source>
        <translation>ενβίντο %1, %2% πιθανότητα νίκης: ανεβάζει σε %3</translation>
    </message>
    <message>
        <source>envido %1: not worth calling</source>
        <translation>ενβίντο %1: δεν αξίζει να το πει</translation>
    </message>
    <message>
        <source>envido %1: the falta envido wins the match</source>
        <translation>ενβίντο %1: το φάλτα ενβίντο κερδίζει την παρτίδα</translation>
    </message>
    <message>
        <source>the other team is about to win: envido %1, falta envido</source>
        <translation>η άλλη ομάδα πάει να κερδίσει: ενβίντο %1, φάλτα ενβίντο</translation>
    </message>
    <message>
        <source>envido goes first: envido %1, calling %2</source>
        <translation>πρώτα το ενβίντο: ενβίντο %1, λέει %2</translation>
    </message>
    <message>
        <source>announcing flor</source>
        <translation>δηλώνει φλορ</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: %3</source>
        <translation>φλορ %1, %2% πιθανότητα νίκης: %3</translation>
    </message>
    <message>
        <source>flor %1, only %2% to win it: con flor me achico</source>
        <translation>φλορ %1, μόνο %2% πιθανότητα νίκης: «Con flor me achico»</translation>
    </message>
    <message>
        <source>flor %1, %2% to win it: con flor quiero</source>
        <translation>φλορ %1, %2% πιθανότητα νίκης: «Con flor quiero»</translation>
    </message>
    <message>
        <source>gallo: discarding %1, keeping envido %2 and %3% to win the hand</source>
        <translation>γκάλο: πετάει το %1, κρατά ενβίντο %2 και %3% πιθανότητα για τη μοιρασιά</translation>
    </message>
    <message>
        <source>keeping this set (%1% to win the hand)</source>
        <translation>κρατά την τριάδα (%1% πιθανότητα για τη μοιρασιά)</translation>
    </message>
    <message>
        <source>weak set (%1% to win the hand): discarding it</source>
        <translation>αδύναμη τριάδα (%1% πιθανότητα για τη μοιρασιά): την πετά</translation>
    </message>
    <message>
        <source>mão de onze with %1% to win: playing</source>
        <translation>μάο ντε όνζε με %1% πιθανότητα νίκης: παίζει</translation>
    </message>
    <message>
        <source>mão de onze with only %1% to win: running</source>
        <translation>μάο ντε όνζε με μόνο %1% πιθανότητα νίκης: φεύγει</translation>
    </message>
    <message>
        <source>searched %1 deals: %2 scores best (%3%)</source>
        <translation>εξέτασε %1 μοιρασιές· καλύτερη επιλογή: %2 (%3%)</translation>
    </message>
    <message>
        <source>no chance left in this hand: going to the deck</source>
        <translation>καμία ελπίδα σε αυτή τη μοιρασιά: πάει στο μάσο</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <source>There is no match in progress.</source>
        <translation>Δεν παίζεται καμία παρτίδα.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Η μοιρασιά τελείωσε.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Δεν υπάρχει τέτοια θέση σε αυτό το τραπέζι.</translation>
    </message>
    <message>
        <source>That call is not part of this game.</source>
        <translation>Αυτή η δήλωση δεν υπάρχει σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>Flor is not played at this table.</source>
        <translation>Σε αυτό το τραπέζι δεν παίζεται φλορ.</translation>
    </message>
    <message>
        <source>You must announce your flor first.</source>
        <translation>Πρέπει πρώτα να δηλώσεις το φλορ σου.</translation>
    </message>
    <message>
        <source>Only a player with a flor can answer a flor.</source>
        <translation>Σε φλορ μπορεί να απαντήσει μόνο παίκτης που έχει φλορ.</translation>
    </message>
    <message>
        <source>You may not answer this call now.</source>
        <translation>Δεν μπορείς να απαντήσεις σε αυτή τη δήλωση τώρα.</translation>
    </message>
    <message>
        <source>Your partner answers this call.</source>
        <translation>Σε αυτή τη δήλωση απαντά ο συμπαίκτης σου.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Δεν είναι η σειρά σου.</translation>
    </message>
    <message>
        <source>Choose what to do with your set first.</source>
        <translation>Διάλεξε πρώτα τι θα κάνεις με την τριάδα σου.</translation>
    </message>
    <message>
        <source>The gallo must first discard one card.</source>
        <translation>Ο γκάλο πρέπει πρώτα να πετάξει ένα φύλλο.</translation>
    </message>
    <message>
        <source>The gallo discards only once, before play.</source>
        <translation>Ο γκάλο πετάει φύλλο μόνο μία φορά, πριν από το παιχνίδι.</translation>
    </message>
    <message>
        <source>Only the gallo discards a card.</source>
        <translation>Μόνο ο γκάλο πετάει φύλλο.</translation>
    </message>
    <message>
        <source>Only the gallo discards, with three players.</source>
        <translation>Μόνο ο γκάλο πετάει φύλλο, με τρεις παίκτες.</translation>
    </message>
    <message>
        <source>The team on 11 must first decide whether to play the hand.</source>
        <translation>Η ομάδα με τους 11 πόντους πρέπει πρώτα να αποφασίσει αν θα παίξει τη μοιρασιά.</translation>
    </message>
    <message>
        <source>A call is waiting: answer it first.</source>
        <translation>Μια δήλωση περιμένει απάντηση: απάντησε πρώτα σε αυτήν.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Δεν έχεις αυτό το φύλλο.</translation>
    </message>
    <message>
        <source>You may play a card face down only from the second trick on, and not when you lead the trick.</source>
        <translation>Φύλλο κλειστό μπορείς να παίξεις μόνο από τη δεύτερη μπάζα και μετά, και όχι όταν ανοίγεις εσύ την μπάζα.</translation>
    </message>
    <message>
        <source>Nobody may go to the deck while a call is waiting for an answer.</source>
        <translation>Κανείς δεν μπορεί να πάει στο μάσο όσο μια δήλωση περιμένει απάντηση.</translation>
    </message>
    <message>
        <source>There is no call to answer.</source>
        <translation>Δεν υπάρχει δήλωση για να απαντήσεις.</translation>
    </message>
    <message>
        <source>That envido cannot follow the last one.</source>
        <translation>Αυτό το ενβίντο δεν μπορεί να ακολουθήσει το προηγούμενο.</translation>
    </message>
    <message>
        <source>The envido is closed once a Truco has been accepted.</source>
        <translation>Το ενβίντο κλείνει μόλις γίνει δεκτό ένα τρούκο.</translation>
    </message>
    <message>
        <source>A flor was announced, so there is no envido this hand.</source>
        <translation>Δηλώθηκε φλορ, οπότε σε αυτή τη μοιρασιά δεν υπάρχει ενβίντο.</translation>
    </message>
    <message>
        <source>There is only one envido per hand.</source>
        <translation>Σε κάθε μοιρασιά υπάρχει μόνο ένα ενβίντο.</translation>
    </message>
    <message>
        <source>The envido can only be called in the first trick, before you play.</source>
        <translation>Ενβίντο λέγεται μόνο στην πρώτη μπάζα, πριν παίξεις.</translation>
    </message>
    <message>
        <source>There is no Truco in a mão de onze or a mão de ferro.</source>
        <translation>Σε μάο ντε όνζε ή μάο ντε φέρο δεν υπάρχει τρούκο.</translation>
    </message>
    <message>
        <source>That raise is not yours to call, or it could not change anything.</source>
        <translation>Αυτό το ανέβασμα δεν σου αναλογεί ή δεν θα άλλαζε τίποτα.</translation>
    </message>
    <message>
        <source>Only the team that accepted the last bet may raise it, one step at a time.</source>
        <translation>Μόνο η ομάδα που δέχτηκε το τελευταίο ποντάρισμα μπορεί να το ανεβάσει, ένα σκαλί τη φορά.</translation>
    </message>
    <message>
        <source>That flor call is not possible now.</source>
        <translation>Αυτή η δήλωση φλορ δεν γίνεται τώρα.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Αυτό δεν επιτρέπεται τώρα.</translation>
    </message>
    <message>
        <source>The hand is not over yet.</source>
        <translation>Η μοιρασιά δεν έχει τελειώσει ακόμη.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Η παρτίδα τελείωσε.</translation>
    </message>
    <message>
        <source>A card is played by its place only in a mão de ferro.</source>
        <translation>Μόνο σε μάο ντε φέρο το φύλλο παίζεται με βάση τη θέση του.</translation>
    </message>
    <message>
        <source>You play from the next hand: a computer player finishes this one.</source>
        <translation>Παίζεις από την επόμενη μοιρασιά: αυτήν την τελειώνει ένας παίκτης του υπολογιστή.</translation>
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
        <translation>Εμείς %1, αυτοί %2</translation>
    </message>
    <message>
        <source>US</source>
        <translation>ΕΜΕΙΣ</translation>
    </message>
    <message>
        <source>THEM</source>
        <translation>ΑΥΤΟΙ</translation>
    </message>
    <message>
        <source>MALAS</source>
        <translation>ΜΑΛΑΣ</translation>
    </message>
    <message>
        <source>BUENAS</source>
        <translation>ΜΠΟΥΕΝΑΣ</translation>
    </message>
    <message>
        <source>malas</source>
        <translation>μάλας</translation>
    </message>
    <message>
        <source>buenas</source>
        <translation>μπουένας</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>ΕΜΕΙΣ</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>ΑΥΤΟΙ</translation>
    </message>
    <message>
        <source>Mão de onze</source>
        <translation>Μάο ντε όνζε</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Βορράς</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ανατολή</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Δύση</translation>
    </message>
    <message>
        <source>Esteban</source>
        <extracomment>The five computer players of a six-player table have names; keep or adapt them.</extracomment>
        <translation>Εστεμπάν</translation>
    </message>
    <message>
        <source>Nilda</source>
        <translation>Νίλντα</translation>
    </message>
    <message>
        <source>Rufino</source>
        <extracomment>The seventh and eighth names of a table of eight; keep or adapt them.</extracomment>
        <translation>Ρουφίνο</translation>
    </message>
    <message>
        <source>Nico</source>
        <translation>Νίκο</translation>
    </message>
    <message>
        <source>Chela</source>
        <translation>Τσέλα</translation>
    </message>
    <message>
        <source>Wanda</source>
        <translation>Βάντα</translation>
    </message>
    <message>
        <source>Silvio</source>
        <translation>Σίλβιο</translation>
    </message>
    <message>
        <source>Gallo</source>
        <extracomment>The player alone against the other two at a table of three (AR-GALLO-1); most languages keep the Argentine word.</extracomment>
        <translation>Γκάλο</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Συμπαίκτης</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Αντίπαλος</translation>
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
        <translation>Έχω τον άσο espadas, το καλύτερο φύλλο.</translation>
    </message>
    <message>
        <source>I hold the ace of bastos, the second best card.</source>
        <translation>Έχω τον άσο bastos, το δεύτερο καλύτερο φύλλο.</translation>
    </message>
    <message>
        <source>I hold the seven of espadas.</source>
        <translation>Έχω το εφτά espadas.</translation>
    </message>
    <message>
        <source>I hold the seven of oros.</source>
        <translation>Έχω το εφτά oros.</translation>
    </message>
    <message>
        <source>I hold a three.</source>
        <translation>Έχω ένα τριάρι.</translation>
    </message>
    <message>
        <source>I hold a two.</source>
        <translation>Έχω ένα δυάρι.</translation>
    </message>
    <message>
        <source>I have flor: three cards of one suit.</source>
        <translation>Έχω φλορ: τρία φύλλα του ίδιου χρώματος.</translation>
    </message>
    <message>
        <source>I have 30 or more for the envido.</source>
        <translation>Έχω 30 ή παραπάνω στο ενβίντο.</translation>
    </message>
    <message>
        <source>I have 27 to 29 for the envido.</source>
        <translation>Έχω 27 έως 29 στο ενβίντο.</translation>
    </message>
    <message>
        <source>I have nothing worth anything.</source>
        <translation>Δεν έχω τίποτα της προκοπής.</translation>
    </message>
    <message>
        <source>I hold the zap, the best manilha.</source>
        <translation>Έχω το ζαπ, την καλύτερη μανίλια.</translation>
    </message>
    <message>
        <source>I hold the manilha of copas (hearts).</source>
        <translation>Έχω τη μανίλια κούπα (κόπας).</translation>
    </message>
    <message>
        <source>I hold the espadilha, the manilha of spades.</source>
        <translation>Έχω την εσπαδίλια, τη μανίλια μπαστούνι.</translation>
    </message>
    <message>
        <source>I hold the pica-fumo, the manilha of ouros.</source>
        <translation>Έχω το πίκα-φούμο, τη μανίλια καρό.</translation>
    </message>
    <message>
        <source>raise the eyebrows</source>
        <extracomment>How the face makes it, by face part and value.</extracomment>
        <translation>σήκωμα των φρυδιών</translation>
    </message>
    <message>
        <source>a wink</source>
        <translation>κλείσιμο του ματιού</translation>
    </message>
    <message>
        <source>close both eyes</source>
        <translation>κλείσιμο και των δύο ματιών</translation>
    </message>
    <message>
        <source>twist the mouth to the right</source>
        <translation>στράβωμα του στόματος δεξιά</translation>
    </message>
    <message>
        <source>twist the mouth to the left</source>
        <translation>στράβωμα του στόματος αριστερά</translation>
    </message>
    <message>
        <source>bite the lower lip</source>
        <translation>δάγκωμα του κάτω χείλους</translation>
    </message>
    <message>
        <source>purse the lips as for a kiss</source>
        <translation>χείλη σουφρωμένα σαν για φιλί</translation>
    </message>
    <message>
        <source>puff out both cheeks</source>
        <translation>φούσκωμα και των δύο μάγουλων</translation>
    </message>
    <message>
        <source>puff out one cheek</source>
        <translation>φούσκωμα του ενός μάγουλου</translation>
    </message>
    <message>
        <source>tilt the head</source>
        <translation>γείρσιμο του κεφαλιού</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Joins two face movements of one sign ("a wink" and "tilt the head").</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Señas</source>
        <extracomment>The partners' secret signals; keep the Spanish word, add yours if it helps.</extracomment>
        <translation>Νοήματα</translation>
    </message>
    <message>
        <source>%1 signals: %2</source>
        <extracomment>The hand log, for you alone: %1 is your partner (North), %2 the sign's name.</extracomment>
        <translation>%1 κάνει νόημα: %2</translation>
    </message>
    <message>
        <source>You signal: %1</source>
        <extracomment>The hand log: %1 is the sign's name as said at the table (Ancho de espadas).</extracomment>
        <translation>Κάνεις νόημα: %1</translation>
    </message>
    <message>
        <source>You spotted %1's sign: %2</source>
        <extracomment>The hand log: you caught an opponent's sign; %1 is the opponent, %2 the sign.</extracomment>
        <translation>Έπιασες νόημα (%1): %2</translation>
    </message>
    <message>
        <source>%1 makes a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: your partner made a sign, and the player reads its meaning from the face; %1 is the partner (Rosa).</extracomment>
        <translation>%1 κάνει νόημα</translation>
    </message>
    <message>
        <source>You spotted %1 making a sign</source>
        <extracomment>The hand log when "Show what señas mean" is off: you caught an opponent making a sign (its meaning is not written); %1 is the opponent.</extracomment>
        <translation>Έπιασες νόημα (%1)</translation>
    </message>
    <message>
        <source>Seña</source>
        <extracomment>The tag by a face making a sign when "Show what señas mean" is off (one seña; keep the Spanish word, as in "Señas").</extracomment>
        <translation>Νόημα</translation>
    </message>
    <message>
        <source>SPOTTED</source>
        <extracomment>Over an opponent's face on the table when you caught his sign (short, capitals).</extracomment>
        <translation>ΠΙΑΣΤΗΚΕ</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <extracomment>The palette's keyboard hint; %1 is a key such as Alt+1.</extracomment>
        <translation>Συντόμευση: %1</translation>
    </message>
    <message>
        <source>Make a sign to your partner. The opponents may catch it. Alt+1 … Alt+0 make them from the keyboard.</source>
        <translation>Κάνε νόημα στον συμπαίκτη σου. Οι αντίπαλοι μπορεί να το πιάσουν. Από το πληκτρολόγιο: Alt+1 … Alt+0.</translation>
    </message>
    <message>
        <source>At a real table partners tell each other their best cards with their faces. Your partner signals you early in each hand, and you can signal him from the Señas button or with Alt+1 … Alt+0. The opponents watch: each sign may be caught, and when you catch one of theirs it is marked SPOTTED on their seat.</source>
        <translation>Σε ένα αληθινό τραπέζι οι συμπαίκτες δείχνουν ο ένας στον άλλον τα καλύτερα φύλλα τους με τις εκφράσεις του προσώπου. Ο συμπαίκτης σου σού κάνει νόημα νωρίς σε κάθε μοιρασιά, και μπορείς να του κάνεις κι εσύ από το κουμπί «Νοήματα» ή με Alt+1 … Alt+0. Οι αντίπαλοι παρακολουθούν: κάθε νόημα μπορεί να πιαστεί, και όταν πιάσεις ένα δικό τους, η θέση τους σημειώνεται με ΠΙΑΣΤΗΚΕ.</translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message>
        <source>Next hand</source>
        <translation>Επόμενη μοιρασιά</translation>
    </message>
    <message>
        <source>No points this hand</source>
        <extracomment>The height of a card shown in the summary, in pixels.</extracomment>
        <translation>Κανένας πόντος σε αυτή τη μοιρασιά</translation>
    </message>
    <message>
        <source>%1 %2 → &lt;b&gt;%3&lt;/b&gt;</source>
        <extracomment>%1 is what won the points (Retruco, Envido, Mazo…), %2 the points, %3 Us or Them.</extracomment>
        <translation>%1 %2 → &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Envido: %1 with %2</source>
        <extracomment>%1 is the winner of the envido, %2 his points.</extracomment>
        <translation>Ενβίντο: %1 με %2</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Εμείς %1 · Αυτοί %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <extracomment>You alone win the match (two players; the gallo's table too).</extracomment>
        <translation>Κέρδισες την παρτίδα!</translation>
    </message>
    <message>
        <source>Your team wins the match!</source>
        <extracomment>Your team (four, six or eight players) wins the match: "we won".</extracomment>
        <translation>Κερδίσαμε την παρτίδα!</translation>
    </message>
    <message>
        <source>They win the match</source>
        <translation>Κέρδισαν την παρτίδα</translation>
    </message>
    <message>
        <source>Matches won: %1 – %2</source>
        <translation>Νίκες σε παρτίδες: %1 – %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>In the hand's summary, over the cards a winner shows: %1 is who shows them, %2 what they made (e.g. "Envido 29").</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <extracomment>AR-GALLO-5: you and your partner of the last hand reach the target together.</extracomment>
        <translation>Κερδίσατε την παρτίδα: εσύ και %1!</translation>
    </message>
    <message>
        <source>%1 and %2 win the match</source>
        <extracomment>AR-GALLO-5: the two players of the pair win the match together.</extracomment>
        <translation>Κέρδισαν την παρτίδα: %1 και %2</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <extracomment>One player wins the match: the gallo or one of the pair in a match of three, your opponent in a match of two.</extracomment>
        <translation>Κέρδισε την παρτίδα: %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Ξανά από την αρχή</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Μοιρασιά %1</translation>
    </message>
    <message>
        <source>%1 refused</source>
        <extracomment>In the hand's summary: a bet refused, which scored for the side that made it; %1 is the call (Truco, Retruco, Envido…), e.g. "Retruco refused 2 → Us".</extracomment>
        <translation>«%1» (άρνηση)</translation>
    </message>
    <message>
        <source>You went to the mazo</source>
        <extracomment>In the hand's summary: you gave the hand up (went to the deck).</extracomment>
        <translation>Πήγες στο μάσο</translation>
    </message>
    <message>
        <source>%1 went to the mazo</source>
        <extracomment>In the hand's summary: %1 (a player) gave the hand up (went to the deck).</extracomment>
        <translation>%1: πήγε στο μάσο</translation>
    </message>
    <message>
        <source>You would not play the mão de onze</source>
        <extracomment>In the hand's summary: your team, on 11, would not play the mão de onze and gave the hand up (you said so).</extracomment>
        <translation>Δεν έπαιξες τη μάο ντε όνζε</translation>
    </message>
    <message>
        <source>%1 would not play the mão de onze</source>
        <extracomment>In the hand's summary: a team on 11 would not play the mão de onze and gave the hand up; %1 is the player who said so.</extracomment>
        <translation>%1: δεν έπαιξε τη μάο ντε όνζε</translation>
    </message>
    <message>
        <source>You refused the %1</source>
        <extracomment>In the hand's summary: you refused a bet and gave the hand up; %1 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>Αρνήθηκες το «%1»</translation>
    </message>
    <message>
        <source>%1 refused the %2</source>
        <extracomment>In the hand's summary: %1 (a player) refused a bet and gave the hand up; %2 is the call (Truco, Retruco, Seis…).</extracomment>
        <translation>%1: αρνήθηκε το «%2»</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Truco · demo</source>
        <translation>Τρούκο · επίδειξη</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Εμείς</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Αυτοί</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>ΜΟΙΡΑΖΕΙ</translation>
    </message>
    <message>
        <source>PÉ</source>
        <extracomment>The dealer's puck: PÉ is the dealer's word at a Brazilian table.</extracomment>
        <translation>ΜΟΙΡΑΖΕΙ</translation>
    </message>
    <message>
        <source>Out of play</source>
        <translation>Εκτός παιχνιδιού</translation>
    </message>
    <message>
        <source>Mão de ferro · play blind</source>
        <translation>Μάο ντε φέρο · στα τυφλά</translation>
    </message>
    <message>
        <source>Partner's cards</source>
        <translation>Φύλλα συμπαίκτη</translation>
    </message>
    <message>
        <source>Pica-pica · duel %1 of %2</source>
        <extracomment>Six or eight players: the pica-pica duels; %1 is this duel (1 to %2), %2 how many duels the hand has (3 or 4).</extracomment>
        <translation>Πίκα-πίκα · μονομαχία %1 από %2</translation>
    </message>
    <message>
        <source>Vira %1 · manilhas %2</source>
        <extracomment>%1 is the rank of the vira, %2 the rank of the manilhas (e.g. "Vira 7 · manilhas Q").</extracomment>
        <translation>Βίρα %1 · μανίλιες %2</translation>
    </message>
    <message>
        <source>You have %1</source>
        <extracomment>By your cards while an envido may be called: your own envido points, as a player at a real table knows them; %1 is the value (0 to 33). Say it the way a player would think it (Spanish "Tenés %1").</extracomment>
        <translation>Έχεις %1</translation>
    </message>
    <message>
        <source>Manilha</source>
        <extracomment>The tab on a manilha in your hand (Brazilian Truco), in capitals; most languages keep the Portuguese word (Greek: μανίλια).</extracomment>
        <translation>Μανίλια</translation>
    </message>
    <message>
        <source>MÃO</source>
        <extracomment>The player who leads the first trick: MANO (Argentina), MÃO (Brazil).</extracomment>
        <translation>ΜΑΝΟ</translation>
    </message>
    <message>
        <source>MANO</source>
        <translation>ΜΑΝΟ</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n φύλλο</numerusform>
            <numerusform>%n φύλλα</numerusform>
        </translation>
    </message>
    <message>
        <source>Gallo · %1</source>
        <extracomment>Your nameplate's line when you are the gallo: %1 is "4 cards".</extracomment>
        <translation>Γκάλο · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A nameplate's second line: %1 is Partner or Opponent, %2 "3 cards".</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Gallo</source>
        <extracomment>The chip on the gallo's nameplate (AR-GALLO-1); most languages keep the word.</extracomment>
        <translation>Γκάλο</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Φανερά</translation>
    </message>
    <message numerus="yes">
        <source>worth %n if accepted</source>
        <translation>
            <numerusform>αξίζει %n αν γίνει δεκτό</numerusform>
            <numerusform>αξίζει %n αν γίνει δεκτό</numerusform>
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
            <numerusform>κερδίζει %n πόντο</numerusform>
            <numerusform>κερδίζει %n πόντους</numerusform>
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
        <translation>%1: περιμένει απάντηση</translation>
    </message>
    <message>
        <source>Envido cancelled by the flor</source>
        <extracomment>The stake strip: a flor was announced over an envido call, which ends the envido without points (AR-FLOR-3).</extracomment>
        <translation>Ενβίντο: ακυρώθηκε από το φλορ</translation>
    </message>
    <message>
        <source>No envido: a flor was sung</source>
        <extracomment>The stake strip: a flor was announced, so no envido can be called this hand.</extracomment>
        <translation>Χωρίς ενβίντο: δηλώθηκε φλορ</translation>
    </message>
    <message>
        <source>Envido accepted: singing</source>
        <extracomment>The stake strip while an accepted envido is sung, seat by seat, before its winner is known.</extracomment>
        <translation>Ενβίντο δεκτό: λένε τους πόντους</translation>
    </message>
    <message>
        <source>Truco</source>
        <extracomment>The characters in the computer seats (seat -&gt; key).</extracomment>
        <translation>Τρούκο</translation>
    </message>
    <message>
        <source>Daily deal · %1</source>
        <extracomment>The tag in the side panel's header while the daily deal is played; %1 is its date.</extracomment>
        <translation>Μοιρασιά της ημέρας · %1</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n παίκτης</numerusform>
            <numerusform>%n παίκτες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n</source>
        <extracomment>The points a match is played to.</extracomment>
        <translation>
            <numerusform>έως %n</numerusform>
            <numerusform>έως %n</numerusform>
        </translation>
    </message>
    <message>
        <source>flor off</source>
        <translation>χωρίς φλορ</translation>
    </message>
    <message>
        <source>flor simple</source>
        <translation>απλό φλορ</translation>
    </message>
    <message>
        <source>flor with contraflor</source>
        <translation>φλορ με κοντραφλόρ</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>αργή</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>κανονική</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>γρήγορη</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>άμεση</translation>
    </message>
    <message>
        <source>F1 Rules · Esc Menu · Speed: %1</source>
        <extracomment>The footer: F1 and Esc are keys; %1 is the animation speed (Slow, Normal…). Keep the " · " between the parts: a narrow panel breaks the line there.</extracomment>
        <translation>F1 Κανόνες · Esc Μενού · Ταχύτητα: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stake &lt;b&gt;%n points&lt;/b&gt;</source>
        <extracomment>What the hand is worth now; keep the &lt;b&gt; markup around the number.</extracomment>
        <translation>
            <numerusform>Αξία &lt;b&gt;%n πόντος&lt;/b&gt;</numerusform>
            <numerusform>Αξία &lt;b&gt;%n πόντοι&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Envido: not called</source>
        <translation>Ενβίντο: δεν ζητήθηκε</translation>
    </message>
    <message>
        <source>Trick %1 of 3</source>
        <translation>Μπάζα %1 από 3</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Μοιρασιά %1</translation>
    </message>
    <message>
        <source>gave up the hand</source>
        <extracomment>Under the bubble of the player who went to the mazo or refused the bet, at the hand's end: he gave the hand up.</extracomment>
        <translation>παράτησε τη μοιρασιά</translation>
    </message>
</context>
</TS>
