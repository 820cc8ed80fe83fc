package dev.albert.safety;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Twentieth round (demand20): the verbs of a demand by what they demand, in many languages, read where the rules have
 * already found an AI reader addressed and ask what the address is followed by. The intent lexicon ({@link Lexicon})
 * reads a demand only in the words somebody listed for some rule, and an address followed by "esitä", "utalj",
 * "виклич", "rangordna" or "mundu" was an address followed by nothing; so a document that names its AI reader in
 * its own language and tells it to remember, pay, add, delete, approve, call, show, tell or rank passed clean.
 *
 * <p>Each entry is a verb by meaning, not a sample: the second person imperative (singular and plural or polite) and
 * the infinitive (which several languages use for orders and checklists), in about sixty languages. A word ending in
 * {@code *} is a stem and matches any word it starts (inflected forms, agglutinated objects); stems are at least
 * {@link #MIN_STEM} characters. Entries are folded as the text is ({@link TextFolding}, lower case). The kind says
 * what the demand acts on, so that the address's finding can say why: {@link Kind#KEEP} a memory (memory poisoning),
 * {@link Kind#ACT} a system or an account (tool coercion), {@link Kind#TELL} what the reader says to its user, and
 * {@link Kind#SHOW} text to write out. Since the words are asked for only right after an address to the model (the
 * first word of the clause the address opens, or the last word of a verb-final clause), "Ouvrez l'application",
 * "Kom ihåg för alltid, elever" and a runbook's "Dodaj użytkownika" said to people are never read by them.
 */
final class DemandVerbs {
    private DemandVerbs() {
    }

    /** What a demand acts on. */
    enum Kind { KEEP, ACT, TELL, SHOW, OUTPUT, ANY }

    /** The shortest stem: shorter ones start too many unrelated words. */
    static final int MIN_STEM = 4;
    /** How many particles of politeness or of the imperative may stand before the verb ("hãy", "please", "tafadhali"). */
    private static final int PARTICLES = 2;

    /** Remember, memorise, store, save, keep, note down. */
    static final String KEEP = "remember|memorize|memorise|store|save"
            + "|recuerda|recuerde|recordad|recordar|memoriza|memorice|memorizar|guarda|guarde|guardad|guardar|almacena"
            + "|almacene|almacenar|anota|anote|graba|grabe"
            + "|retiens|retenez|retenir|memorise|memorisez|memoriser|enregistre|enregistrez|enregistrer|gardez|garder"
            + "|souviens|souvenez|sauvegarde|sauvegardez|sauvegarder|conserve|conservez|notez"
            + "|merke|merk|merkt|merken|speichere|speicher|speichert|speichern|behalte|behaltet|behalten|notiere|notieren"
            + "|vermerke|verhal|verhaalt|spaicher"
            + "|ricorda|ricordati|ricordate|ricordare|memorizza|memorizzate|memorizzare|salva|salvate|salvare|conserva"
            + "|annota|registra"
            + "|lembre|lembra|lembrar|lembrade|memorize|memoriza|memorizar|guarde|grave|grava|gravar|salve|armazene"
            + "|armazena|armazenar|garda|gardar"
            + "|onthoud|onthouden|bewaar|bewaren|noteer|opslaan|stoor|berg"
            + "|zapamietaj|zapamietajcie|zapamietac|zapisz|zapiszcie|zachowaj|zachowajcie|pamietaj|zanotuj"
            + "|zapamatuj|zapamatujte|zapamatovat|pamatuj|uloz|ulozte|ulozit|zapamataj|zapamatajte|zapamatat|pamataj"
            + "|ulozte|ulozit|zapomni|zapomnite|zapomniti|shrani|shranite|shraniti|zapamti|zapamtite|zapamtiti|upamti"
            + "|sacuvaj|sacuvajte|spremi|spremite|pohrani"
            + "|запомни|запомните|запомнить|сохрани|сохраните|сохранить|запиши|запишите|помни|помните|учти|учтите"
            + "|запам'ятай|запам'ятайте|запам'ятати|запам’ятай|запам’ятайте|збережи|збережіть|зберегти|пам'ятай"
            + "|пам’ятай|запишіть|запомнете|запази|запазете|зачувај|зачувајте|запамти|сачувај|запомні|захавай"
            + "|zapomni|zapomnite|sokhrani|sohrani|zapishi"
            + "|memoreaza|memorati|retine|retineti|salveaza|salvati|noteaza|inregistreaza|aminteste"
            + "|jegyezd|jegyezze|jegyezzetek|mentsd|mentse|tarold|tarolja|emlekezz|emlekezzen|rogzitsd|rogzitse"
            + "|muista|muistakaa|muistaa|tallenna|tallentakaa|tallentaa|kirjaa|sailyta"
            + "|mäleta|maleta|salvesta|salvestage|talleta|atceries|atcerieties|atceraties|saglaba|saglabajiet|iegaume"
            + "|iegaumejiet|isimink|isiminkite|atsimink|prisimink|issaugok|issaugokite"
            + "|minns|spara|lagra|memorera|husk|huske|gem|gemme|lagre|lagr|mundu|munid|munið|vistadu|vistaðu|geymdu"
            + "|hatirla|hatırla|hatirlayin|hatırlayın|kaydet|kaydedin|sakla|saklayin|saklayın|ezberle|unutma"
            + "|saxla|saxlayin|xatirla|xatırla|saqla|saqlang|eslab|сақта|сақтаңыз|ұмытпа|есіңде"
            + "|θυμησου|θυμηθειτε|αποθηκευσε|αποθηκευστε|απομνημονευσε|κρατα|κρατηστε|σημειωσε"
            + "|זכור|זכרי|תזכור|שמור|שמרי|תשמור|רשום|תרשום"
            + "|تذكر|تذكّر|احفظ|احفظي|خزن|خزّن|سجل|سجّل"
            + "|بسپار|بسپارید|ذخیره|یادت"
            + "|याद|सहेजो|सहेजें|संग्रहित|मनে|সংরক্ষণ|सम्झ*|सम्झनुहोस्"
            + "|ingat|ingatlah|simpan|simpanlah|catat|catatlah|hafalkan|rekam"
            + "|tandaan|alalahanin|itala|kumbuka|kumbukeni|hifadhi|hifadhini"
            + "|recorda|recordeu|memoritza|desa|deseu|desar|gogoratu|gorde"
            + "|cofia|cofiwch|cofio|cadwa|cadwch|cuimhnigh|sabhail|coinnigh"
            + "|kujto|kujtoni|ruaj|ruani|ftakar|żomm|zomm"
            + "|ranti|rántí|አስታውስ|አስቀምጥ|დაიმახსოვრე|შეინახე|հիշիր|պահիր|պահպանիր"
            + "|நினைவில்|சேமி|சேமிக்கவும்|기억해*|기억하*|저장해*|저장하*";

    /** Open, add, transfer, pay, delete, close, approve, grant, call, run, disable, create, confirm, cancel, buy. */
    static final String ACT = "abre|abra|abrir|anade|anada|anadir|agrega|agregue|agregar|transfiere|transfiera"
            + "|transferir|paga|pague|pagar|elimina|elimine|eliminar|borra|borre|borrar|cierra|cierre|cerrar|aprueba"
            + "|apruebe|aprobar|concede|conceda|otorga|otorgue|invoca|invoque|ejecuta|ejecute|ejecutar|desactiva"
            + "|desactive|crea|cree|acepta|acepte|confirma|confirme|cancela|cancele|compra|compre|ingresa|deposita"
            + "|ouvre|ouvrez|ouvrir|ajoute|ajoutez|ajouter|vire|virez|transfere|transferez|transferer|paie|payez|payer"
            + "|regle|reglez|supprime|supprimez|supprimer|efface|effacez|ferme|fermez|fermer|cloture|cloturez|approuve"
            + "|approuvez|approuver|valide|validez|accorde|accordez|octroie|appelle|appelez|invoque|invoquez|execute"
            + "|executez|lance|lancez|desactive|desactivez|creez|accepte|acceptez|annule|annulez|achete|effectue"
            + "|effectuez|fusionne"
            + "|offne|offnet|offnen|fuge|fugt|hinzufugen|uberweise|uberweist|uberweisen|zahle|bezahle|bezahlen|losche"
            + "|loscht|loschen|entferne|entfernen|schliesse|schliess|schliessen|genehmige|genehmigt|genehmigen|bewillige"
            + "|erteile|erteilen|gewahre|rufe|aufrufen|fuhre|fuhrt|ausfuhren|starte|deaktiviere|deaktivieren|erstelle"
            + "|erstellen|akzeptiere|bestatige|bestatigen|storniere|kaufe|buche|fuug|iwwerweis|bezuel|lasch|offnen"
            + "|hinzuzufugen|freigeben|gib|gebt|erteilen|anlegen|deaktivieren|abschliessen"
            + "|apri|aprite|aprire|aggiungi|aggiungete|aggiungere|trasferisci|trasferite|trasferire|pagate|paga"
            + "|eliminate|cancella|cancellate|cancellare|chiudi|chiudete|chiudere|approva|approvate|approvare|concedi"
            + "|chiama|chiamate|invoca|esegui|eseguite|eseguire|avvia|disattiva|accetta|conferma|annulla|acquista"
            + "|effettua"
            + "|adicione|adiciona|adicionar|transfira|transferir|exclua|excluir|apague|apaga|apagar|feche|fecha|fechar"
            + "|aprove|aprova|aprovar|chame|chama|execute|executa|executar|desative|crie|cria|aceite|cancele|efetue"
            + "|engade|engadir|transfire|pecha|pechar|aproba|merca"
            + "|openen|voeg|toevoegen|betaal|betalen|verwijder|verwijderen|wis|sluit|sluiten|keur|goedkeuren|verleen"
            + "|verlenen|aanroepen|uitvoeren|schakel|accepteer|bevestig|annuleer|oordra|skrap"
            + "|otworz|otworzcie|otworzyc|dodaj|dodajcie|dodac|przelej|przelejcie|przelac|zaplac|zaplacic|oplac|usun"
            + "|usuncie|usunac|skasuj|zamknij|zamknijcie|zamknac|zatwierdz|zatwierdzcie|zatwierdzic|zaakceptuj|nadaj"
            + "|nadac|przyznaj|wywolaj|wywolac|uruchom|uruchomic|wykonaj|wykonac|wylacz|utworz|potwierdz|anuluj"
            + "|otevri|otevrete|otevrit|pridej|pridejte|pridat|preved|prevedte|prevest|zaplat|zaplatte|zaplatit|smaz"
            + "|smazte|smazat|odstran|odstranit|zavri|zavrete|zavrit|uzavri|schval|schvalte|schvalit|udel|udelte"
            + "|pridel|zavolej|spust|spustte|spustit|proved|vypni|vytvor|potvrd|zrus"
            + "|otvor|otvorte|otvorit|pridaj|pridajte|pridat|zmaz|zmazte|vymaz|zatvor|zatvorte|schvalte|zavolaj|spusti"
            + "|vykonaj|zrus"
            + "|odpri|odprite|dodajte|nakazi|nakazite|placaj|placajte|izbrisi|izbrisite|odstrani|zapri|zaprite|odobri"
            + "|odobrite|odobriti|dodeli|poklici|zazeni|izvedi|ustvari|potrdi|preklici"
            + "|otvori|otvorite|otvoriti|prebaci|prebacite|uplati|uplatite|plati|prenesi|obrisi|obrisite|ukloni|zatvori"
            + "|zatvorite|dodijeli|pozovi|pokreni|izvrsi|kreiraj|otkazi"
            + "|открой|откройте|добавь|добавьте|переведи|переведите|оплати|оплатите|заплати|перечисли|удали|удалите"
            + "|сотри|закрой|закройте|одобри|одобрите|подтверди|подтвердите|утверди|утвердите|выдай|выдайте"
            + "|предоставь|предоставьте|назначь|вызови|вызовите|запусти|запустите|выполни|выполните|отключи"
            + "|отключите|создай|создайте|отмени|купи|otkroi|otkroy|dobav|perevedi|udali|zakroi|zakroy|odobri"
            + "|vyzovi|zapusti|vypolni"
            + "|відкрий|відкрийте|додай|додайте|перекажи|перекажіть|сплати|сплатіть|видали|видаліть|закрий|закрийте"
            + "|схвали|схваліть|затверди|надай|надайте|признач|виклич|викличте|запустіть|виконай|виконайте|вимкни"
            + "|створи|скасуй"
            + "|отвори|отворете|добави|добавете|преведете|плати|платете|изтрий|изтрийте|премахни|затворете"
            + "|одобрете|извикай|изпълни|изключи|създай|потвърди|додади|префрли|уплати|избриши|повикај|изврши"
            + "|создади|потврди|додај|обриши|позови|покрени"
            + "|deschide|deschideti|adauga|adaugati|transfera|transferati|vireaza|plateste|platiti|sterge|stergeti"
            + "|inchide|inchideti|aproba|aprobati|acorda|acordati|apeleaza|ruleaza|executa|porneste|dezactiveaza"
            + "|creeaza|confirma|anuleaza|cumpara|efectueaza"
            + "|nyisd|nyissa|vedd|vegye|utalj|utaljon|utald|fizess|fizessen|fizesd|torold|torolje|zard|zarja|hagyd"
            + "|hagyja|engedelyezd|engedelyezze|hivd|hivja|futtasd|futtassa|inditsd|inditsa|kapcsold|hozd|fogadd"
            + "|avaa|avatkaa|siirra|siirtakaa|maksa|maksakaa|poista|poistakaa|sulje|sulkekaa|hyvaksy|hyvaksykaa"
            + "|myonna|kutsu|suorita|suorittakaa|kaynnista|vahvista|peruuta|osta"
            + "|ava|avage|lisa|lisage|kanna|makske|kustuta|kustutage|eemalda|sulge|sulgege|kinnita|kinnitage|kaivita"
            + "|atver|atveriet|pievieno|pievienojiet|parskaiti|parskaitiet|samaksa|apmaksa|dzes|dzesiet|izdzes|aizver"
            + "|aizveriet|apstiprini|apstipriniet|pieskir|pieskiriet|izsauc|palaid|izpildi|izveido|atcel"
            + "|atidaryk|atidarykite|pridek|pridekite|pervesk|perveskite|sumokek|apmokek|istrink|istrinkite|pasalink"
            + "|uzdaryk|uzdarykite|patvirtink|patvirtinkite|suteik|suteikite|iskviesk|paleisk|vykdyk|sukurk|atsauk"
            + "|oppna|overfor|overfora|betala|radera|stang|stanga|godkann|godkanna|bevilja|anropa|kor|kora|starta"
            + "|inaktivera|skapa|bekrafta|avbryt"
            + "|abn|abne|tilfoj|tilfoje|overfore|betal|betale|slet|slette|fjern|luk|lukke|godkend|godkende|tildel|kald"
            + "|opret|bekraeft|annuller|apne|legg|slett|lukk|godkjenn|godkjenne|kall|kjor|opprett|bekreft"
            + "|opnadu|opnaðu|baettu|bættu|millifaerdu|millifærðu|borgadu|borgaðu|eyddu|lokadu|lokaðu|samthykktu"
            + "|samþykktu|veittu|kalladu|kallaðu|keyrdu|keyrðu|stadfestu|staðfestu"
            + "|ac|acin|ekle|ekleyin|aktar|aktarin|ode|odeyin|yatir|sil|silin|kaldir|kaldirin|kapat|kapatin|onayla"
            + "|onaylayin|cagir|cagirin|calistir|calistirin|baslat|olustur|havale|açın|aktarın|yatır|kaldır|kaldırın"
            + "|kapatın|onaylayın|çağır|çağırın|çalıştır|çalıştırın|başlat|oluştur|ödeyin|öde|əlavə|ödə|ödəyin"
            + "|elave|kocur|kocurun|bagla|baglayin|tesdiqle|tesdiqleyin|əlavə|köçür|təsdiqlə"
            + "|och|oching|qo'sh|qo'shing|o'tkaz|o'tkazing|to'la|to'lang|o'chir|o'chiring|yop|yoping|tasdiqla"
            + "|tasdiqlang|chaqir"
            + "|аш|ашыңыз|қос|қосыңыз|аудар|аударыңыз|төле|төлеңіз|жой|жойыңыз|өшір|жап|жабыңыз|бекіт|бекітіңіз"
            + "|раста|растаңыз|шақыр"
            + "|ανοιξε|ανοιξτε|προσθεσε|προσθεστε|μεταφερε|μεταφερετε|πληρωσε|πληρωστε|διαγραψε|διαγραψτε|σβησε"
            + "|αφαιρεσε|κλεισε|κλειστε|εγκρινε|εγκρινετε|χορηγησε|καλεσε|καλεστε|εκτελεσε|εκτελεστε|τρεξε"
            + "|απενεργοποιησε|δημιουργησε|επιβεβαιωσε|ακυρωσε|αγορασε"
            + "|פתח|פתחי|תפתח|הוסף|הוסיפי|תוסיף|העבר|העבירי|תעביר|שלם|שלמי|תשלם|מחק|מחקי|תמחק|הסר|סגור|סגרי|תסגור"
            + "|אשר|אשרי|תאשר|הענק|הפעל|הרץ|בצע|השבת|צור|בטל|קנה"
            + "|افتح|افتحي|أضف|اضف|أضيفي|حوّل|حوّلي|ادفع|ادفعي|سدد|احذف|احذفي|امسح|أزل|ازل|أغلق|اغلق|وافق|اعتمد|امنح"
            + "|استدع|شغّل|نفّذ|نفذ|عطّل|أنشئ|انشئ|ألغ|الغ|اشتر"
            + "|بازکن|بپرداز|ببند|کھولو|کھولیں|مٹاؤ|ہٹاؤ|چلاؤ|بناؤ"
            + "|खोलो|खोलें|खोलिए|जोड़ो|जोड़ें|जोड़िए|चुकाओ|हटाओ|हटाएं|मिटाओ|चलाओ|चलाएं|बनाओ"
            + "|খোলো|খুলুন|মুছুন|সরাও|চালাও|खोल्नुहोस्|थप्नुहोस्|मेटाउ|हटाउ|चलाउ|बनाउ"
            // Nouns and stems that an auxiliary ("दो", "कर", "کرو", "کن", "করো") makes an order of (verb-final languages)
            + "|हटा|मिटा|जोड़|खोल|चला|डिलीट|ट्रांसफर|भुगतान|मंज़ूरी|मंजूरी|रद्द|स्थानांतरित|حذف|منتقل|منظور|ڈیلیٹ"
            + "|پاک|واریز|پرداخت|تأیید|تایید|اضافه|اجرا|لغو|মুছে|যোগ|অনুমোদন|স্থানান্তর|পরিশোধ|মেটাও"
            + "|திற|திறக்கவும்|சேர்க்கவும்|செலுத்து|நீக்கு|நீக்கவும்|மூடு|இயக்கு|உருவாக்கு"
            + "|buka|bukalah|tambahkan|transferkan|bayar|bayarkan|hapus|hapuskan|padam|padamkan|tutup|tutuplah|setujui"
            + "|luluskan|sahkan|berikan|panggil|jalankan|laksanakan|nonaktifkan|matikan|batalkan|beli|pindahkan"
            + "|buksan|idagdag|ilipat|magbayad|bayaran|burahin|tanggalin|isara|aprubahan|ibigay|tawagan|patakbuhin"
            + "|kumpirmahin|kanselahin|bilhin"
            + "|fungua|fungueni|ongeza|ongezeni|hamisha|hamishia|lipa|lipeni|futa|futeni|ondoa|funga|fungeni|idhinisha"
            + "|uidhinishe|kubali|endesha|tekeleza|zima|unda|thibitisha|ghairi|nunua"
            + "|obre|obriu|obrir|afegeix|afegiu|afegir|transfereix|transferiu|pagueu|esborra|esborreu|esborrar|tanca"
            + "|tanqueu|tancar|aproveu|aprovar|concedeix|crida|desactiva|accepta"
            + "|ireki|gehitu|transferitu|ordaindu|ezabatu|kendu|itxi|onartu|deitu|exekutatu|abiarazi|desgaitu|sortu"
            + "|berretsi|ezeztatu|erosi"
            + "|agor|agorwch|ychwanega|ychwanegwch|trosglwydda|trosglwyddwch|tala|talwch|dilea|dilewch|caewch"
            + "|cymeradwya|cymeradwywch|galwch|gweithreda|cadarnha|canslo|prynu"
            + "|oscail|aistrigh|ioc|scrios|dun|ceadaigh|ceadaigi|faomh|glaoigh|cruthaigh|deimhnigh|cealaigh|ceannaigh"
            + "|verwyder|hap|hapni|shto|shtoni|transfero|paguaj|paguani|fshi|fshini|hiq|mbyll|mbyllni|mirato|miratoni"
            + "|thirr|ekzekuto|krijo|konfirmo|anulo|iftah|iftaħ|zid|żid|ħallas|hallas|ħassar|hassar|aghlaq|agħlaq"
            + "|բացիր|ավելացրու|փոխանցիր|վճարիր|ջնջիր|հեռացրու|փակիր|հաստատիր|կանչիր|գործարկիր|ստեղծիր|չեղարկիր"
            + "|გახსენი|დაამატე|გადარიცხე|გადაიხადე|წაშალე|დახურე|დაამტკიცე|გამოიძახე|გაუშვი|შექმენი|დაადასტურე"
            + "|გააუქმე|ክፈት|ጨምር|አክል|አስተላልፍ|ክፈል|ሰርዝ|አጥፋ|ዝጋ|አጽድቅ|ፍቀድ|ጥራ|አሂድ|ፍጠር|አረጋግጥ"
            + "|추가해*|추가하*|이체해*|이체하*|송금해*|송금하*|삭제해*|삭제하*|승인해*|승인하*|부여해*|부여하*|호출해*"
            + "|호출하*|실행해*|실행하*";

    /** Tell, say, inform, present, recommend, advise, rank, place, describe, mention, assure, rate, answer. */
    static final String TELL = "dile|diga|digale|decid|informa|comunica|comunique|presenta|presente"
            + "|presentad|recomienda|recomiende|recomendad|aconseja|aconseje|aconsejad|sugiere|sugiera|clasifica"
            + "|clasifique|ordena|ordene|coloca|coloque|pon|ponga|describe|describa|menciona|mencione|afirma|afirme"
            + "|asegura|asegure|califica|valora|responde|responda|resume|destaca|elogia"
            + "|dis|dites|informez|presente|presentez|presenter|recommande|recommandez|recommander|conseille"
            + "|conseillez|suggere|suggerez|classe|classez|place|placez|mets|mettez|decris|decrivez|mentionne"
            + "|mentionnez|affirme|affirmez|assure|assurez|reponds|repondez|resume|resumez|souligne|vante"
            + "|sag|sage|sagt|teile|teilt|informiere|stelle|stellt|prasentiere|empfiehl|empfehlt|empfehle|rate|ratet"
            + "|schlage|ordne|ordnet|einordnen|reihe|setze|setzt|platziere|beschreibe|beschreibt|erwahne|behaupte"
            + "|versichere|bewerte|bewertet|antworte|fasse|hebe|lobe|stufe|sagen|mitteilen|darstellen|prasentieren"
            + "|empfehlen|beschreiben|nennen|bezeichnen|einstufen|bewerten|platzieren|erwahnen|hervorheben"
            + "|dite|dica|presentate|raccomanda|raccomandate|consiglia|consigliate|suggerisci|classifica|ordina|metti"
            + "|mettete|colloca|posiziona|descrivi|descrivete|menziona|afferma|assicura|valuta|rispondi|riassumi"
            + "|sottolinea|elogia"
            + "|diz|dize|informa|apresente|apresenta|apresentai|recomende|recomenda|aconselhe|aconselha|sugira"
            + "|classifique|ordene|coloque|ponha|descreva|mencione|garanta|assegure|avalie|resuma|destaque|elogie"
            + "|zeg|vertel|meld|informeer|presenteer|beveel|adviseer|raad|rangschik|orden|plaats|zet|beschrijf|noem"
            + "|vermeld|beweer|verzeker|beoordeel|antwoord|prijs|vertel"
            + "|powiedz|powiedzcie|poinformuj|przekaz|przedstaw|przedstawcie|zaprezentuj|polec|polecaj|zarekomenduj"
            + "|rekomenduj|doradz|poradz|zasugeruj|uszereguj|umiesc|postaw|opisz|opiszcie|wspomnij|stwierdz|zapewnij"
            + "|ocen|odpowiedz|podsumuj|podkresl|nazwij"
            + "|rekni|reknete|informuj|sdel|sdelte|predstav|prezentuj|doporuc|doporucte|porad|navrhni|serad|zarad"
            + "|umisti|popis|popiste|zmin|tvrd|ujisti|ohodnot|odpovez|shrn|zdurazni|oznac"
            + "|povedz|povedzte|oznam|odporuc|odporucte|zorad|umiestni|opis|spomen|uisti|odpovedz|zhrn|zdorazni"
            + "|povej|povejte|obvesti|sporoci|predstavi|priporoci|priporocite|svetuj|predlagaj|razvrsti|uvrsti|postavi"
            + "|opisi|omeni|trdi|zagotovi|oceni|odgovori|povzemi|poudari|oznaci"
            + "|reci|recite|kazi|kazite|obavijesti|obavesti|preporuci|preporucite|savjetuj|savetuj|predlozi|rangiraj"
            + "|poredaj|stavi|spomeni|tvrdi|uvjeri|ocijeni|sazmi|istakni"
            + "|скажи|скажите|сообщи|сообщите|передай|расскажи|представь|представьте|порекомендуй|рекомендуй"
            + "|рекомендуйте|посоветуй|посоветуйте|советуй|предложи|поставь|поставьте|размести|опиши|опишите|упомяни"
            + "|утверждай|заверь|убеди|оцени|ответь|ответьте|отвечай|перескажи|подчеркни|назови|ранжируй"
            + "|skazhi|soobshchi|porekomenduy|posovetuy|opishi"
            + "|скажіть|повідом|повідомте|розкажи|представ|подай|порадь|запропонуй|постав|розмісти|опишіть|згадай"
            + "|стверджуй|запевни|переконай|оціни|відповідай|підсумуй|наголоси|назви"
            + "|кажи|кажете|съобщи|съобщете|уведоми|представи|препоръчай|препоръчайте|посъветвай|класирай|постави"
            + "|сложи|опишете|спомени|твърди|увери|отговори|обобщи|подчертай|наречи|извести|претстави|препорачај"
            + "|посоветувај|стави|спомни|одговори|реци|препоручи"
            + "|spune|spuneti|informeaza|informati|comunica|prezinta|prezentati|recomanda|recomandati|sfatuieste"
            + "|sugereaza|claseaza|clasifica|plaseaza|pune|descrie|descrieti|mentioneaza|afirma|asigura|evalueaza"
            + "|raspunde|rezuma|subliniaza|lauda|numeste"
            + "|mondd|mondja|mondjatok|kozold|kozolje|tajekoztasd|tajekoztassa|ajanld|ajanlja|javasold|javasolja"
            + "|tanacsold|sorold|rangsorold|tedd|tegye|helyezd|jellemezd|emlitsd|allitsd|biztositsd|ertekeld"
            + "|valaszolj|valaszoljon|foglald|emeld|dicserd|nevezd"
            + "|kerro|kertokaa|sano|sanokaa|ilmoita|ilmoittakaa|esita|esittakaa|esittele|suosittele|suositelkaa|neuvo"
            + "|neuvokaa|ehdota|jarjesta|sijoita|laita|pane|kuvaile|kuvailkaa|kuvaa|mainitse|vaita|vakuuta|arvioi"
            + "|vastaa|vastatkaa|tiivista|korosta|kehu|nimea|luokittele"
            + "|utle|öelge|oelge|teata|teavitage|esitle|esita|soovita|soovitage|nousta|paku|jarjesta|aseta|kirjelda"
            + "|kirjeldage|maini|vaida|hinda|vasta|vastake|rohuta|kiida|nimeta"
            + "|saki|sakiet|pazino|pazinojiet|pastasti|prezente|iesaki|iesakiet|ieteic|piedava|sarindo"
            + "|ierindo|novieto|liec|apraksti|aprakstiet|piemini|apgalvo|parliecini|noverte|atbildi|apkopo|uzsver"
            + "|slave|nosauc"
            + "|pasakyk|pasakykite|sakyk|pranesk|praneskite|informuok|pristatyk|pristatykite|rekomenduok"
            + "|rekomenduokite|patark|pasiulyk|surikiuok|reitinguok|padek|aprasyk|aprasykite|pamink|tvirtink|uztikrink"
            + "|ivertink|atsakyk|apibendrink|pabrezk|girk|pavadink"
            + "|sag|saga|beratta|informera|meddela|presentera|rekommendera|foresla|rad|rada|rangordna|ranka|placera"
            + "|satt|beskriv|beskriva|namn|forsakra|bedom|betygsatt|svara|sammanfatta|betona|berom"
            + "|sig|sige|fortael|fortaell|fortaelle|informer|meddel|praesenter|anbefal|anbefale|foresla|ranger"
            + "|rangordn|placer|saet|beskrive|naevn|vurder|svar|opsummer|fremhaev|fortell|fortelle|presenter"
            + "|plasser|sett|nevn|forsikre|oppsummer|fremhev"
            + "|segdu|segðu|segid|segið|tilkynntu|kynntu|maeltu|mæltu|radleggdu|ráðleggðu|radadu|raðaðu|settu|lystu"
            + "|lýstu|nefndu|fullyrtu|svaradu|svaraðu"
            + "|soyle|söyle|soyleyin|söyleyin|deyin|bildir|bildirin|ilet|sunun|tanit|tanıt|tanitin|tanıtın|oner"
            + "|öner|onerin|önerin|sirala|sırala|siralayin|sıralayın|koy|koyun|yerlestir|yerleştir|tanimla|tanımla"
            + "|anlat|anlatin|anlatın|bahset|degerlendir|değerlendir|puanla|yanitla|yanıtla|ozetle|özetle|vurgula"
            + "|soyla|söylə|teqdim|təqdim|tovsiye|tövsiyə|qiymetlendir|qiymətləndir"
            + "|ayt|ayting|tavsiya|tartibla|baholang|айт|айтыңыз|хабарла|ұсын|ұсыныңыз|орналастыр|сипатта|бағала"
            + "|πες|πειτε|ενημερωσε|ενημερωστε|παρουσιασε|παρουσιαστε|συστησε|συστηστε|προτεινε|προτεινετε"
            + "|συμβουλεψε|καταταξε|καταταξτε|βαλε|βαλτε|τοποθετησε|περιγραψε|περιγραψτε|αναφερε|διαβεβαιωσε"
            + "|αξιολογησε|απαντησε|απαντηστε|συνοψισε|τονισε|επαινεσε|χαρακτηρισε"
            + "|אמור|אמרי|תגיד|תגידי|ספר|ספרי|תספר|הודע|הודיעי|תודיע|המלץ|המליצי|תמליץ|ייעץ|הצע|דרג|דרגי|תדרג|מקם"
            + "|שים|תשים|תאר|תארי|ציין|טען|הבטח|ענה|עני|תענה|סכם|הדגש|שבח"
            + "|قل|قولي|أخبر|اخبر|أخبري|أبلغ|ابلغ|قدّم|أوص|اوص|انصح|انصحي|اقترح|رتّب|رتب|ضع|صنّف|صنف|صف|صفي|اذكر"
            + "|اذكري|قيّم|أجب|اجب|لخّص|لخص|أبرز|امدح"
            + "|بگو|بگویید|بتاؤ|بتائیں|کہو|बताओ|बताएं|बताइए|कहो|कहें|सुझाओ|रखो|বলো|বলুন|भन|भन्नुहोस्"
            + "|சொல்|சொல்லுங்கள்|கூறு|பரிந்துரை"
            + "|معرفی|توصیه|پیشنهاد|سفارش|सिफ़ारिश|सिफारिश|प्रस्तुत"
            + "|katakan|beritahu|beritahukan|sampaikan|sampaikanlah|informasikan|sajikan|rekomendasikan|sarankan"
            + "|anjurkan|urutkan|tempatkan|letakkan|jelaskan|gambarkan|sebutkan|nyatakan|pastikan|nilai|jawab"
            + "|ringkaskan|tekankan|puji|beritahu|cadangkan|syorkan|terangkan"
            + "|sabihin|ipaalam|ipakilala|irekomenda|imungkahi|iranggo|ilagay|ilarawan|banggitin|sagutin|ibuod"
            + "|mwambie|waambie|sema|semeni|arifu|wasilisha|pendekeza|shauri|panga|weka|eleza|elezeni|taja|tathmini"
            + "|jibu|fupisha|sisitiza|sifu"
            + "|digues|digueu|informa|presenta|presenteu|recomana|recomaneu|aconsella|aconselleu|suggereix"
            + "|classifica|posa|poseu|descriu|descriviu|esmenta|afirma|assegura|valora|respon|resumeix|destaca"
            + "|aconsella|recomenda|presentade"
            + "|esan|esaiozu|jakinarazi|aurkeztu|gomendatu|aholkatu|proposatu|sailkatu|jarri|deskribatu|aipatu"
            + "|baloratu|erantzun|laburtu|nabarmendu"
            + "|dywed|dywedwch|rho|rhowch|cyflwyna|cyflwynwch|argymhella|argymhellwch|cynghora|cynghorwch|disgrifia"
            + "|disgrifiwch|soniwch|atebwch|crynhowch|pwysleisiwch"
            + "|abair|abraigi|inis|insigi|cuir|moltar|mol|tabhair|cuir|dean|freagair|achoimrigh"
            + "|vertel|beveel|rangskik|beskryf|noem|antwoord|beklemtoon"
            + "|thuaj|thuani|trego|tregoni|informo|paraqit|paraqitni|rekomando|rekomandoni|keshillo|sugjero|rendit"
            + "|vendos|pershkruaj|permend|vlereso|pergjigju|permblidh|theksoni"
            + "|għid|ghid|għidu|ghidu|irrakkomanda|ippreżenta|ipprezenta|iddeskrivi|poġġi|poggi|wieġeb|wieghed"
            + "|ասա|ասեք|տեղեկացրու|ներկայացրու|խորհուրդ|առաջարկիր|դասավորիր|դիր|նկարագրիր|նշիր|գնահատիր|պատասխանիր"
            + "|უთხარი|უთხარით|აცნობე|წარადგინე|ურჩიე|შესთავაზე|დაალაგე|მოათავსე|აღწერე|ახსენე|შეაფასე|უპასუხე"
            + "|ንገር|ንገሪ|አሳውቅ|አቅርብ|ምከር|ጠቁም|ደርድር|አስቀምጥ|ግለጽ|ጥቀስ|መልስ"
            + "|ranti|ṣapejuwe"
            // Twenty-first round: verbs of scoring, rating, ranking, recommending and funding, imperative (singular,
            // plural, polite) and infinitive, as reviewers, juries and grant panels are asked to.
            + "|shortlist|endorse|prioritize|prioritise|recommend"
            + "|puntua|puntue|puntuad|puntuar|evalua|evalue|evaluad|evaluar|financia|financie|financiad|financiar"
            + "|premia|premie|selecciona|seleccione|recomendar|calificad|calificar"
            + "|evalue|evaluez|evaluer|financez|financer|attribuez|attribue|attribuer|selectionnez|recommandez|noter"
            + "|benote|benoten|vergib|vergebt|vergeben|fordere|fordern|finanziere|finanzieren|wahle|auswahlen|empfehlt"
            + "|valutate|valutare|assegna|assegnate|assegnare|finanzia|finanziate|finanziare|premiate|seleziona"
            + "|raccomandare|pontue|pontuar|atribua|atribuir|financie|financiar|selecione|recomendar|avaliar"
            + "|geef|scoor|financier|selecteer|kies|aanbevelen|beoordelen"
            + "|ocencie|oceniac|ocenic|sfinansuj|sfinansujcie|dofinansuj|wybierz|wybierzcie|zarekomendujcie|polecajcie"
            + "|ohodnotte|ohodnotit|financujte|financovat|vyberte|ocente|doporucit|odporucit|udelte"
            + "|ocenite|oceniti|financirajte|financirati|dodelite|izberite|ocijenite|ocijeniti|finansirajte"
            + "|dodijelite|odaberite|preporucite|preporuciti"
            + "|оцените|оценить|оценивать|рекомендовать|порекомендуйте|профинансируйте|профинансировать|одобрить"
            + "|присвойте|выберите|оцініть|оцінити|рекомендуйте|порекомендуйте|профінансуйте|поставте|присвойте"
            + "|оберіть|оценете|финансирайте|изберете|оцени|препорачајте|оцените|препоручите|ацаніце|рэкамендуйце"
            + "|evaluati|punctati|punctează|finantati|evalua"
            + "|ertekelje|ertekeljetek|ertekeljek|pontozza|pontozd|tamogassa|tamogasd|ajanljak"
            + "|arvioikaa|arvioida|pisteyta|pisteyttakaa|rahoita|rahoittakaa|valitse|valitkaa|suositella"
            + "|hinnake|rahasta|rahastage|novertejiet|finanse|finansejiet|novertet|ivertinkite|finansuok|finansuokite"
            + "|finansiera|valj|rekommendera|bedom|finansier|giv|gi"
            + "|gefdu|gefðu|metid|metið|metdu|metðu|gefid|gefið|samþykkið|samthykkid|sendið|sendid"
            + "|degerlendirin|degerlendiriniz|puanlayin|puanlayın|puanlayiniz|qiymetlendirin|baholang"
            + "|бағалаңыз|бағала"
            + "|βαθμολογησε|βαθμολογηστε|αξιολογηστε|χρηματοδοτησε|χρηματοδοτηστε"
            + "|דרגו|המליצו|תדרגו|תמליצו|قيموا|قيّموا|موّل|مولوا"
            + "|nilailah|danai|biayai|bigyan|markahan|pondohan|pimeni|fadhili|fadhilini|pendekezeni"
            + "|puntueu|avalua|avalueu|financeu|avalia|puntua"
            + "|sgoriwch|aseswch|ariannwch|tugaigi|molaigi|measaigi|befonds|gee"
            + "|vleresoni|vleresojeni|vleresojini|rekomandojeni|financoni|aghti|aghtu|agħti|agħtu|irrakkomandaw"
            + "|գնահատեք|առաջարկեք|ֆինանսավորեք|შეაფასეთ|ურჩიეთ|დააფინანსეთ"
            + "|추천해*|추천하*|평가해*|평가하*";

    /** Write out, print, output, show, display, reveal, copy, list, repeat, paste. */
    static final String SHOW = "escribe|escriba|escribid|muestra|muestre|imprime|revela|revele|copie"
            + "|repite|ecris|ecrivez|montre|montrez|affiche|affichez|revele|revelez|recopie|recopiez|imprime|repete"
            + "|schreibe|schreib|schreibt|zeige|zeig|zeigt|gib|gebt|drucke|enthulle|kopiere|wiederhole"
            + "|scrivi|scrivete|mostra|mostrate|stampa|rivela|ripeti|elenca"
            + "|escreva|escreve|mostre|imprima|revele|copie|repita"
            + "|schrijf|toon|laat|print|kopieer|herhaal|onthul"
            + "|napisz|wypisz|pokaz|wyswietl|ujawnij|skopiuj|powtorz|wymien"
            + "|napis|napiste|vypis|ukaz|zobraz|odhal|zkopiruj|zopakuj|vyp|ukazte"
            + "|napisi|izpisi|pokazi|prikazi|razkrij|kopiraj|ponovi|ispisi|ispiši|prikaži|otkrij"
            + "|напиши|напишите|выведи|выведите|покажи|покажите|раскрой|скопируй|повтори|перечисли|распечатай"
            + "|napishi|vyvedi|pokazhi|напишіть|виведи|виведіть|покажи|покажіть|розкрий|скопіюй|повтори|перелічи"
            + "|изпиши|покажете|разкрий|копирай|повтори|изброй"
            + "|scrie|scrieti|afiseaza|afisati|arata|aratati|dezvaluie|copiaza|repeta|enumera"
            + "|ird|irja|irjatok|mutasd|mutassa|jelenitsd|fedd|masold|ismeteld|sorold"
            + "|kirjoita|kirjoittakaa|tulosta|nayta|naytakaa|paljasta|kopioi|toista|listaa"
            + "|kirjuta|kirjutage|naita|naidake|kuva|paljasta|kopeeri|korda|loetle"
            + "|raksti|rakstiet|izvadi|paradi|paradiet|atklaj|kope|atkarto|uzskaiti"
            + "|parasyk|parasykite|isvesk|parodyk|parodykite|atskleisk|nukopijuok|pakartok|isvardyk"
            + "|skriv|visa|avsloja|kopiera|upprepa|vis|afslor|kopier|gentag|avslor|gjenta"
            + "|skrifadu|skrifaðu|syndu|sýndu|afritadu|afritaðu|endurtaktu"
            + "|yaz|yazin|yazın|goster|göster|gosterin|gösterin|yazdir|yazdır|ifsa|kopyala|tekrarla|listele"
            + "|yaz|göstər|goster|yoz|yozing|ko'rsat|ko'rsating|жаз|жазыңыз|көрсет|көрсетіңіз"
            + "|γραψε|γραψτε|δειξε|δειξτε|εμφανισε|αποκαλυψε|αντιγραψε|επαναλαβε|απαριθμησε|τυπωσε"
            + "|כתוב|כתבי|תכתוב|הצג|הציגי|תציג|הראה|הראי|חשוף|העתק|חזור|פרט|הדפס"
            + "|اكتب|اكتبي|اعرض|اعرضي|أظهر|اظهر|اكشف|انسخ|كرر|اطبع"
            + "|بنویس|بنویسید|نشان|لکھو|لکھیں|دکھاؤ|दिखाओ|लिखो|लिखें|লিখো|লিখুন|দেখাও|लेख"
            + "|tulis|tuliskan|tuliskanlah|tampilkan|tunjukkan|ungkapkan|salin|ulangi|cetak|senaraikan"
            + "|isulat|ipakita|ibunyag|kopyahin|ulitin|andika|andikeni|onyesha|onyesheni|fichua|nakili|rudia|orodhesha"
            + "|escriu|escriviu|mostra|mostreu|idatzi|erakutsi|ysgrifenna|ysgrifennwch|dangos|dangoswch|scriobh"
            + "|taispeain|skryf|wys|shkruaj|shkruani|trego|shfaq|zbulo|kopjo|perserit|ikteb"
            + "|գրիր|գրեք|ցույց|բացահայտիր|պատճենիր|կրկնիր|დაწერე|დაწერეთ|მაჩვენე|აჩვენე|გაამჟღავნე|ჩამოწერე"
            + "|ጻፍ|አሳይ|ግለጥ|ድገም|출력해*|출력하*|보여*|공개해*|작성해*";

    /**
     * Particles of politeness or of the imperative that may open the clause before the verb, passed over: "please",
     * Vietnamese "hãy" and "xin", Swahili "tafadhali", Indonesian and Malay "tolong", "mohon", "silakan", Turkish
     * "lütfen", Tagalog "pakiusap", Greek "παρακαλώ", Russian "пожалуйста", German "bitte", and a few more.
     */
    static final String PARTICLE = "please|kindly|hay|hãy|xin|vui|tafadhali|tolong|mohon|silakan|sila|lütfen|pakiusap"
            + "|paki|παρακαλώ|пожалуйста|будь|bitte|proszę|prosím|svp|favor|gentilmente|alsjeblieft|vänligen|snälla"
            + "|kérlek|molim|prašau|lutem|कृपया|بالرجاء|رجاء|لطفا|בבקשה"
            // Twenty-first round: more requests ("veuillez", "gelieve", "kérjük", "lūdzu", "palun", "يرجى", "נא",
            // "გთხოვთ"), an obligation that orders the infinitive after it ("należy", "необходимо", "il faut",
            // "muss", "debe", "harus", "يجب"), and the second person conditional of a request put as a question
            // ("podrías", "pourriez", "potresti": "could you …").
            + "|veuillez|gelieve|prosimo|kerjuk|kerem|prasome|ludzu|palun|venligst|vennligst|vinsamlegast|molimo|моля"
            + "|молам|rog|favore|iltimos|өтінемін|nalezy|trzeba|необходимо|нужно|надо|следует|требуется|faut|يرجى"
            + "|الرجاء|يجب|ينبغي|נא|խնդրում|გთხოვთ|እባክዎ|እባክህ|debe|deben|doit|doivent|muss|mussen|deve|devono|devem"
            + "|moet|moeten|musi|musisz|musite|mora|morate|trebuie|harus|wajib|lazima|должен|должна|должны|трябва"
            + "|podrias|pourriez|pourrais|konntest|potresti|potreste|poderias|poderia|voudriez";
    /** Words that may open the clause before the verb and demand nothing themselves: "now", "also", "por (favor)". */
    static final String LEADER = "il|por|per|also|now|then|ahora|maintenant|jetzt|ora|agora|nu|teraz|сейчас|тепер"
            + "|şimdi|sekarang|and|y|et|und|e|en|och|og|i|и|і|ve|dan|na|و|ו|및";

    /**
     * Twenty-first round (reader21): the same imperative endings and auxiliaries of the verb-final languages written
     * in Latin letters, as chats, subtitles and transliterated notes write them — Japanese "… oshiete kudasai",
     * "… shite kudasai", "… shiro", "… shinasai", "… choudai"; Korean "… juseyo", "… haseyo", "… hasipsio", "…
     * haera", "… hae jwo"; Hindi and Urdu "… karo", "… kijiye", "… karein", "… dijiye", "… bhejo", "… batao",
     * "… dikhao"; Bengali "… koro", "… korun"; Telugu "… cheppandi", "… cheyandi"; Tamil "…
     * sollunga", "… pannunga"; Persian "… bokon", "… bede", "… begoo", "… benevis". Read only at the end of the
     * clause an address to the AI reader opens ({@link #closing}), as the scripts' own forms are; each entry is
     * tested reachable ({@code DemandVerbsTest}). The Japanese request auxiliaries ("kudasai", "choudai", "kure") are
     * read by {@link DemandMoods#romajiRequest} instead, only after a verb's "-te" form (demand21 read the same
     * shape; one reading kept, the stricter).
     */
    static final String ROMANISED_FINAL = "shiro|shinasai|juseyo|jusipsio"
            + "|haseyo|hasipsio|haera|jwo|karo|kijiye|kijie|karein|kariye|dijiye|dijie|bhejo|batao|dikhao"
            + "|likho|koro|korun|cheppandi|cheyandi|cheppu|sollunga|pannunga|sollungal|bokon|bekon|bede|bedid"
            + "|begoo|begu|benevis|befrest";

    /**
     * The verbs and auxiliaries that end a verb-final clause as an order: the imperative of "do" and "give" that
     * Hindi, Urdu, Bengali, Nepali, Persian, Turkish, Korean and Tamil put after a noun to make a verb
     * ("मंज़ूरी दो", "منتقل کرو", "حذف کن", "kabul et", "승인하라"), and the obligations those languages end a rule with.
     */
    static final String VERB_FINAL = "करो|करें|कीजिए|करिए|दो|दें|दीजिए|रखो|रखें|कर|गर|गर्नुहोस्|देउ|दिनुहोस्"
            + "|کرو|کریں|کیجیے|دو|دیں|کن|کنید|بکن|بده|بدهید|بگو|করো|করুন|দাও|দিন|রাখো|রাখুন"
            + "|edin|eyle|verin|yap|yapin|yapın|qil|qiling|ber|bering|жаса|жасаңыз|бер|беріңіз"
            + "|ediniz|veriniz|eyleyin|eyleyiniz|करा|द्या|કરો|આપો|ਕਰੋ|ਦਿਓ|نمایید|نمائید|بفرمایید"
            + "|செய்|செய்யவும்|செய்யுங்கள்|கொடு|கொடுங்கள்|చేయి|చేయండి|ఇవ్వు"
            + "|하라|해라|하세요|하십시오|해요|해|하고|해줘|해주세요|해야|한다|할것|할|것|ကြ"
            + "|කරන්න|දෙන්න|කියන්න|තබාගන්න|ያድርጉ|አድርግ|ስጥ|egin|egizu|eman|emaiozu|" + ROMANISED_FINAL;


    /**
     * The entries above of the verb-final languages written in Latin or Cyrillic script (Turkish, Azerbaijani, Uzbek,
     * Kazakh, Basque), which end their clause with the order ("… ilk sıraya koy ve …", "… қосымшасын аш,"); in those
     * scripts only these are read at a clause's end ({@link #closing}).
     */
    static final String VERB_LAST = "hatırla|hatirla|kaydet|kaydedin|sakla|saklayın|ezberle|unutma|aç|açın|ekle"
            + "|ekleyin|aktar|aktarın|öde|ödeyin|yatır|sil|silin|kaldır|kaldırın|kapat|kapatın|onayla|onaylayın|çağır"
            + "|çalıştır|başlat|oluştur|söyle|söyleyin|bildir|ilet|tanıt|tanıtın|öner|önerin|sırala|sıralayın|koy|koyun"
            + "|yerleştir|tanımla|anlat|anlatın|bahset|değerlendir|puanla|yanıtla|özetle|vurgula|yaz|yazın|göster"
            + "|gösterin|kopyala|tekrarla|listele|saxla|xatırla|əlavə|köçür|ödə|bağla|təsdiqlə|söylə|təqdim|saqla|och"
            + "|qo'sh|o'tkaz|to'la|o'chir|yop|tasdiqla|chaqir|ayt|tartibla|yoz|ko'rsat|сақта|аш|қос|аудар|төле|жой"
            + "|өшір|жап|бекіт|раста|шақыр|айт|ұсын|орналастыр|сипатта|жаз|көрсет|gogoratu|gorde|ireki|gehitu"
            + "|transferitu|ordaindu|ezabatu|kendu|itxi|onartu|deitu|sortu|esan|aurkeztu|gomendatu|jarri|deskribatu"
            + "|idatzi|erakutsi";

    private static final Map<String, Kind> WORDS = new HashMap<>();
    private static final java.util.Set<String> VERB_LAST_SET = new java.util.HashSet<>();
    private static final Map<String, Kind> STEMS = new HashMap<>();
    private static final java.util.Set<String> PARTICLES_SET = new java.util.HashSet<>();
    private static final java.util.Set<String> LEADERS_SET = new java.util.HashSet<>();
    private static final java.util.Set<String> FINAL_SET = new java.util.HashSet<>();
    private static int longestStem;

    static {
        // Added from the most specific kind to the most general: a word listed twice keeps the kind added first.
        add(Kind.KEEP, KEEP);
        add(Kind.ACT, ACT);
        add(Kind.SHOW, SHOW);
        add(Kind.TELL, TELL);
        // Twenty-second round: the verbs of an order about what the reader's output says, in about a hundred
        // languages (OutputVerbs); a kind of their own, so that they hand no secret over (HANDS_OVER).
        for (String row : OutputVerbs.ROWS) {
            add(Kind.OUTPUT, row);
        }
        for (String p : PARTICLE.split("\\|")) {
            PARTICLES_SET.add(folded(p));
        }
        for (String l : LEADER.split("\\|")) {
            LEADERS_SET.add(folded(l));
        }
        for (String l : OutputVerbs.NEGATIONS.split("\\|")) {
            LEADERS_SET.add(folded(l));
        }
        for (String v : VERB_LAST.split("\\|")) {
            VERB_LAST_SET.add(folded(v));
        }
        for (String v : OutputVerbs.CLAUSE_FINAL.split("\\|")) {
            VERB_LAST_SET.add(folded(v));
        }
        for (String f : VERB_FINAL.split("\\|")) {
            FINAL_SET.add(folded(f));
        }
    }

    private static void add(Kind kind, String entries) {
        for (String raw : entries.split("\\|")) {
            String entry = folded(raw);
            if (entry.isEmpty()) {
                continue;
            }
            if (entry.endsWith("*")) {
                String stem = entry.substring(0, entry.length() - 1);
                if (stem.length() < MIN_STEM && !Lexicon.isUnspaced(stem.charAt(0))) {
                    throw new IllegalStateException("stem too short: " + raw);
                }
                STEMS.putIfAbsent(stem, kind);
                longestStem = Math.max(longestStem, stem.length());
            } else {
                WORDS.putIfAbsent(entry, kind);
            }
        }
    }

    /** An entry as the text it must match is read: folded, lower case. */
    static String folded(String raw) {
        return withoutGreekAccents(Lexicon.folded(raw));
    }

    /**
     * Greek without its tonos and dialytika ({@link TextFolding} keeps them): "παρουσίασε" is read as the entry
     * "παρουσιασε", whether the writer put the accent or not.
     */
    static String withoutGreekAccents(String word) {
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c >= '\u0370' && c <= '\u03FF' || c >= '\u1F00' && c <= '\u1FFF') {
                String decomposed = java.text.Normalizer.normalize(word, java.text.Normalizer.Form.NFD);
                StringBuilder plain = new StringBuilder(decomposed.length());
                for (int k = 0; k < decomposed.length(); k++) {
                    char d = decomposed.charAt(k);
                    if (d < '\u0300' || d > '\u036F') {
                        plain.append(d);
                    }
                }
                return plain.toString();
            }
        }
        return word;
    }


    /** Every entry as written (stems with their star), for the test that each is reachable. */
    static List<String> entries() {
        List<String> all = new java.util.ArrayList<>();
        for (String list : List.of(KEEP, ACT, SHOW, TELL)) {
            all.addAll(List.of(list.split("\\|")));
        }
        return all;
    }

    /** The kind of a folded, lower-case word, or null. */
    static Kind kindOf(String word) {
        Kind k = WORDS.get(word);
        if (k != null || word.isEmpty() || word.length() < MIN_STEM && !Lexicon.isUnspaced(word.charAt(0))) {
            return k;
        }
        for (int n = Math.min(word.length(), longestStem); n >= MIN_STEM || n >= 1 && Lexicon.isUnspaced(word.charAt(0)); n--) {
            k = STEMS.get(word.substring(0, n));
            if (k != null) {
                return k;
            }
        }
        return null;
    }

    /** The kinds of verb that hand something over: write out, print, paste, copy ({@link Kind#SHOW}), say ({@link Kind#TELL}). */
    static final java.util.Set<Kind> HANDS_OVER = java.util.EnumSet.of(Kind.SHOW, Kind.TELL);

    /**
     * Twenty-first round: a word of the range is a verb of one of {@code kinds} — what an order does with the secret or
     * the system it names, in any language the lexicon reads. Reads each word of the range once.
     */
    static boolean holds(String text, int from, int to, java.util.Set<Kind> kinds) {
        int i = Math.max(0, from);
        int end = Math.min(to, text.length());
        while (i < end) {
            if (!wordChar(text, i, i)) {
                i++;
                continue;
            }
            int start = i;
            while (i < end && wordChar(text, i, start)) {
                i++;
            }
            if (!acronym(text, start, i)) {
                Kind kind = kindOf(word(text, start, i));
                if (kind != null && kinds.contains(kind)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A character of a word: a letter, a combining mark, or an apostrophe inside one ("o'chir", "запам'ятай"). */
    private static boolean wordChar(String text, int i, int start) {
        char c = text.charAt(i);
        if (Character.isLetter(c) || Character.getType(c) == Character.NON_SPACING_MARK
                || Character.getType(c) == Character.COMBINING_SPACING_MARK) {
            return true;
        }
        return APOSTROPHES.indexOf(c) >= 0 && i > start && i + 1 < text.length()
                && Character.isLetter(text.charAt(i + 1)) && Character.isLetter(text.charAt(i - 1));
    }

    /** Apostrophes inside a word, read as the ASCII one the entries are written with. */
    private static final String APOSTROPHES = "'\u2019\u2018\u02BC\u02BB";

    /** A word as the entries are written: lower case, its apostrophes the ASCII one. */
    private static String word(String text, int start, int end) {
        String w = text.substring(start, end).toLowerCase(Locale.ROOT);
        for (int k = 1; k < APOSTROPHES.length(); k++) {
            w = w.replace(APOSTROPHES.charAt(k), '\'');
        }
        return withoutGreekAccents(w);
    }

    /** A short word in capitals ("SUN", "AC", "GEM") is an acronym or a name, not a verb. */
    private static boolean acronym(String text, int start, int end) {
        if (end - start > 4) {
            return false;
        }
        for (int i = start; i < end; i++) {
            if (!Character.isUpperCase(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** How far the first word of a clause may stand from the point the address closed (spaces, quotes, a dash). */
    private static final int GAP = 8;

    /**
     * What the clause opened at {@code from} demands: the kind of its first word, past at most {@link #PARTICLES}
     * particles of politeness ("please", "hãy") and a little punctuation, or null when it opens with no verb of a
     * demand. A particle with no verb after it demands {@link Kind#ANY} thing. Reads at most a few words.
     */
    static Kind opening(String text, int from, int end) {
        int i = from;
        int limit = Math.min(end, text.length());
        boolean particle = false;
        for (int w = 0; w <= PARTICLES; w++) {
            int skipped = 0;
            while (i < limit && !Character.isLetter(text.charAt(i)) && skipped++ < GAP) {
                char c = text.charAt(i);
                if (c == '\n' || c == '.' || c == '?' || c == '!') {
                    return particle ? Kind.ANY : null;
                }
                i++;
            }
            if (i >= limit || !Character.isLetter(text.charAt(i))) {
                return particle ? Kind.ANY : null;
            }
            int start = i;
            while (i < limit && wordChar(text, i, start)) {
                i++;
            }
            String word = word(text, start, i);
            Kind kind = acronym(text, start, i) ? null : kindOf(word);
            if (kind != null) {
                return kind;
            }
            if (PARTICLES_SET.contains(word)) {
                particle = true;
            } else if (!LEADERS_SET.contains(word)) {
                // Twenty-first round: a verb no list holds, said in a mood its ending marks (DemandMoods).
                Kind mood = acronym(text, start, i) ? null : DemandMoods.opening(word);
                if (mood == null && DemandMoods.politeWithNext(word, text.substring(start, i), nextWord(text, i, limit))) {
                    mood = Kind.ANY;
                }
                return mood != null ? mood : particle ? Kind.ANY : null;
            }
        }
        return particle ? Kind.ANY : null;
    }

    /**
     * Twenty-first round: the polite or plural imperative endings of the verb-final languages written in Latin or
     * Cyrillic script (Turkish "-in/-iniz" and its vowel harmony, Azerbaijani "-in", Uzbek "-ing/-ingiz", Kazakh
     * "-ыңыз/-іңіз"), read on a {@link #VERB_LAST} verb: "onayla|yınız", "sil|iniz", "göster|in".
     */
    static final String VERB_LAST_ENDINGS = "in|yin|iniz|yiniz|ın|yın|ınız|yınız|un|yun|unuz|yunuz|ün|yün|ünüz|yünüz"
            + "|ing|ingiz|yng|ыңыз|іңіз|ңыз|ңіз|ыз|із";
    private static final List<String> VERB_LAST_ENDING_LIST = List.of(VERB_LAST_ENDINGS.split("\\|"));

    /** The kind of a {@link #VERB_LAST} verb the word makes polite or plural with {@link #VERB_LAST_ENDINGS}, or null. */
    static Kind politeVerbLast(String word) {
        for (String ending : VERB_LAST_ENDING_LIST) {
            int stem = word.length() - ending.length();
            if (stem >= 2 && word.endsWith(ending) && VERB_LAST_SET.contains(word.substring(0, stem))) {
                return kindOf(word.substring(0, stem));
            }
        }
        return null;
    }

    /** The word (as written, case kept) that follows {@code from} past one space, or null. */
    private static String nextWord(String text, int from, int limit) {
        int i = from;
        if (i < limit && text.charAt(i) == ' ') {
            i++;
        }
        int start = i;
        while (i < limit && wordChar(text, i, start)) {
            i++;
        }
        return i > start ? text.substring(start, i) : null;
    }

    /** The word that ends before {@code end} (past spaces), lower case, or null. */
    private static String wordBefore(String text, int from, int end) {
        int i = end;
        while (i > from && text.charAt(i - 1) == ' ') {
            i--;
        }
        int stop = i;
        while (i > from && wordChar(text, i - 1, from)) {
            i--;
        }
        return i == stop ? null : word(text, i, stop);
    }

    /** The kind of the word that ends before {@code end} (past spaces), or null. */
    private static Kind before(String text, int from, int end) {
        String word = wordBefore(text, from, end);
        return word == null ? null : kindOf(word);
    }

    /** A script whose languages put the verb last: not Latin, Cyrillic, Greek, Armenian or Georgian. */
    private static boolean verbFinalScript(char c) {
        Character.UnicodeScript script = Character.UnicodeScript.of(c);
        return script != Character.UnicodeScript.LATIN && script != Character.UnicodeScript.CYRILLIC
                && script != Character.UnicodeScript.GREEK && script != Character.UnicodeScript.ARMENIAN
                && script != Character.UnicodeScript.GEORGIAN && script != Character.UnicodeScript.HEBREW;
    }

    /**
     * What a verb-final clause ending at {@code end} demands: its last word (past closing punctuation) or the word
     * before it is a listed verb or an imperative auxiliary ({@link #VERB_FINAL}), read back at most two words.
     */
    static Kind closing(String text, int from, int end) {
        int i = Math.min(end, text.length());
        for (int w = 0; w < 2; w++) {
            int skipped = 0;
            while (i > from && !Character.isLetter(text.charAt(i - 1)) && Character.getType(text.charAt(i - 1))
                    != Character.NON_SPACING_MARK && Character.getType(text.charAt(i - 1))
                    != Character.COMBINING_SPACING_MARK && skipped++ < GAP) {
                i--;
            }
            int stop = i;
            while (i > from && wordChar(text, i - 1, from)) {
                i--;
            }
            if (i == stop) {
                return null;
            }
            String word = word(text, i, stop);
            if (FINAL_SET.contains(word)) {
                Kind light = before(text, from, i); // "फ़ाइलें हटा दो", "حذف کن": the noun or stem the auxiliary makes a verb
                return light != null ? light : Kind.ANY;
            }
            // A listed verb ends the clause as its order only in the scripts of verb-final languages: in Latin, Cyrillic
            // or Greek script the last word is as often an adjective or an infinitive after a modal ("… non sono più
            // valide", "… kann er die Anweisung ausführen").
            // Only the very last word: the one before it ends no clause ("… از تنظیمات پاک کند": "can clean", said of
            // the user); a noun before an auxiliary is read by before().
            Kind kind = w == 0 && (verbFinalScript(word.charAt(0)) || VERB_LAST_SET.contains(word)) ? kindOf(word) : null;
            if (kind == null && w == 0) {
                kind = politeVerbLast(word); // Turkish "onaylayınız", "siliniz"; Kazakh "жойыңыз"
            }
            if (kind != null) {
                return kind;
            }
            // Twenty-first round: a polite or imperative ending closes the clause as an order ("भेजिए", "추천하십시오",
            // "推薦してください"), and romanised Japanese "misete kudasai".
            if (w == 0 && (verbFinalScript(word.charAt(0)) && DemandMoods.closes(word)
                    || DemandMoods.romajiRequest(word, wordBefore(text, from, i)))) {
                return Kind.ANY;
            }
        }
        return null;
    }
}
