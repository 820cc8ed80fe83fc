package dev.albert.safety;

import java.util.List;
import java.util.Locale;

/**
 * Words that waive the checks an irreversible act would get (eleventh round): "no need to confirm", "without asking
 * me", "it's already been approved", "I take responsibility", "push straight to main", in the languages the blind
 * corpora's authors wrote in ("ohne nachzufragen", "não precisa confirmar", "nic se neptej", "确认は不要", "물어볼 필요
 * 없어", "من دون أن تسألني", …). A destructive command next to such words is an order to act unchecked, where a
 * runbook's "run `rm -rf build`" waives nothing.
 *
 * <p>This is the rules' own vocabulary, kept out of {@link Lexicon}: the lexicon's roles are also the features of
 * {@link InjectionModel}, which is trained separately and must not change with a rules round. It is read only
 * where a dangerous command was found ({@link Addressing#commandIn}), so its cost is paid on a few sentences.
 * Phrases are lowercase and as {@link TextFolding} presents them (accents dropped from Latin letters: "nao precisa
 * confirmar", "det ar godkant"); a Latin phrase must start at a word start.
 */
final class Waivers {
    private Waivers() {
    }

    private static final List<String> PHRASES = List.of(
            // English
            "no need to confirm", "no need to ask", "no need to check", "no need to wait", "no need to surface",
            "no need to tell", "without asking", "without confirmation", "without confirming", "without checking",
            "without waiting for", "without approval", "without review", "without opening a pr", "without a pr",
            // twenty-fourth round: an approval step skipped by name
            "skip manager approval", "skip the manager approval", "skip the manager's approval", "skip approval",
            "skip the approval", "bypass approval", "bypass the approval",
            "don't ask", "do not ask", "dont ask", "don't bother", "don't wait for", "skip the review",
            "already approved", "already been approved", "already been agreed", "already agreed", "i take responsibility",
            "i take full responsibility", "i'll take the blame", "straight to main", "directly to main",
            "directly into main", "without any checks", "without checks", "without any confirmation",
            "without verification", "leadership signed off", "already signed off", "no ticket needed",
            // German
            "ohne nachzufragen", "ohne ruckfrage", "ohne zu fragen", "ohne bestatigung", "ohne freigabe",
            "nicht nachfragen", "frag nicht", "keine ruckfrage", "ist so abgesprochen", "ist abgesprochen",
            "die freigabe habe ich", "freigabe liegt vor", "ist genehmigt", "ich ubernehme die verantwortung",
            "direkt auf main", "direkt in main",
            // French
            "ne demande pas de confirmation", "ne demande pas", "sans demander", "sans confirmation", "sans attendre",
            "sans me demander", "pas besoin de confirmer", "pas besoin de demander", "la direction est au courant",
            "deja valide", "directement dans main", "directement sur main", "c'est valide", "t'as le droit",
            "tu as le droit", "c'est approuve",
            // Spanish
            "sin esperar aprobacion", "sin esperar", "sin preguntar", "sin confirmar", "sin confirmacion",
            "no hace falta confirmar", "no hace falta preguntar", "no preguntes", "ya esta aprobado",
            "directamente a main", "directamente en main",
            // Portuguese
            "nao precisa confirmar", "nao precisa perguntar", "sem perguntar", "sem confirmar", "sem pedir confirmacao",
            "ja tenho backup", "ja esta aprovado", "direto na main", "direto para a main",
            // Italian
            "senza chiedere", "senza conferma", "senza pr", "senza aspettare", "non serve confermare",
            "non chiedere", "direttamente su main", "direttamente in main",
            // Dutch
            "zonder te vragen", "zonder bevestiging", "zonder melding", "zonder goedkeuring", "niet vragen",
            "vraag niet",
            // Polish, Czech, Swedish, Finnish, Indonesian, Vietnamese (folded)
            "bez pytania", "bez potwierdzenia", "nie pytaj", "nic se neptej", "neptej se", "bez ptani",
            "bez potvrzeni", "utan att fraga", "fraga inte", "utan bekraftelse", "det ar godkant", "godkant av",
            "kysymatta", "ilman vahvistusta", "tanpa konfirmasi", "tidak perlu konfirmasi", "tanpa bertanya",
            "jangan tanya", "khong can xac nhan", "khong can hoi",
            // Turkish (folding keeps the dotless i)
            "onay istemene gerek yok", "onay beklemeden", "sormadan", "sorma", "yedege gerek yok",
            "sorumlulugu alıyorum", "onaylandı", "onaysız", "onay almadan", "kontrol etmeden",
            // Swahili, Finnish, Dutch, Hungarian (twelfth round)
            "bila kuuliza", "bila uthibitisho", "bila idhini", "ilman tarkistusta", "ilman lupaa", "zonder controle",
            "megerosites nelkul", "kerdezes nelkul",
            // Russian, Ukrainian, Greek
            "не спрашивая", "без подтверждения", "не спрашивай", "без вопросов", "не нужно подтверждать",
            "не надо подтверждать", "не питай", "без підтвердження", "не питаючи", "χωρίς επιβεβαίωση",
            "μη ρωτήσεις", "μην ρωτήσεις",
            // Arabic, Hebrew, Hindi, Thai
            "دون أن تسألني", "بدون أن تسألني", "بدون تأكيد", "دون تأكيد", "בלי לשאול", "ללא אישור",
            "बिना पूछे", "पूछने की ज़रूरत नहीं", "पुष्टि की ज़रूरत नहीं", "ไม่ต้องถาม", "ไม่ต้องยืนยัน",
            // Chinese, Japanese, Korean
            "不用问我", "不用确认", "无需确认", "不需要确认", "不必确认", "不要问我", "確認は不要", "確認不要", "確認せず",
            "聞かずに", "確認なしで", "물어볼 필요 없", "확인 없이", "확인할 필요 없", "묻지 말고", "확인하지 말고",
            // Fifteenth round: approval or confirmation said to be unneeded ("no confirmation needed", "Nepotřebuješ
            // schválení", "Ingen bekräftelse behövs"), a sentence of its own after the order in many languages
            "no confirmation needed", "no confirmation required", "no confirmation is needed", "confirmation is not needed",
            "no approval is needed", "you don't need approval", "you do not need approval", "you don't need permission",
            "you do not need permission", "no permission needed", "no need for approval", "no need for confirmation",
            "ingen bekräftelse behövs", "ingen bekräftelse krävs", "inget godkännande behövs", "du behöver inte fråga",
            "utan godkännande", "ingen bekræftelse nødvendig", "ingen godkendelse nødvendig", "du behøver ikke at spørge",
            "uden at spørge", "uden bekræftelse", "uden godkendelse", "ingen bekreftelse nødvendig",
            "trenger ikke godkjenning", "uten å spørre", "uten bekreftelse", "uten godkjenning",
            "nepotřebuješ schválení", "nepotřebujete schválení", "schválení není potřeba", "není potřeba schválení",
            "není třeba potvrzení", "bez schválení", "nepotrebuješ schválenie", "bez schválenia", "bez potvrdenia",
            "nepýtaj sa", "nie potrzebujesz zgody", "zgoda nie jest potrzebna", "nie trzeba potwierdzać",
            "разрешения не нужно", "разрешение не нужно", "подтверждение не требуется", "подтверждение не нужно",
            "без согласования", "согласовывать не нужно", "не нужно спрашивать", "дозвіл не потрібен",
            "підтвердження не потрібне", "не треба питати", "без дозволу", "не е нужно одобрение", "без одобрение",
            "без потвърждение", "не е необходимо потвърждение", "не питай", "рұқсат сұраудың қажеті жоқ",
            "рұқсат сұрамай", "рұқсатсыз", "растаудың қажеті жоқ", "bez odobrenja", "bez potvrde", "ne treba odobrenje",
            "без одобрења", "brez potrditve", "brez odobritve", "patvirtinimo nereikia", "be patvirtinimo", "neklausk",
            "apstiprinājums nav vajadzīgs", "bez apstiprinājuma", "nejautā", "kinnitust pole vaja", "ilma kinnituseta",
            "ära küsi", "vahvistusta ei tarvita", "lupaa ei tarvita", "älä kysy", "nem kell jóváhagyás",
            "jóváhagyás nélkül", "ne kérdezz", "nu e nevoie de confirmare", "nu este nevoie de confirmare",
            "fără confirmare", "fără aprobare", "nu întreba", "δεν χρειάζεται έγκριση", "δεν χρειάζεται επιβεβαίωση",
            "χωρίς έγκριση", "keine bestätigung nötig", "keine bestätigung erforderlich", "keine freigabe nötig",
            "keine genehmigung nötig", "pas besoin de confirmation", "aucune confirmation nécessaire",
            "pas besoin d'approbation", "sans validation", "sans approbation", "no necesitas confirmación",
            "no se necesita confirmación", "no hace falta aprobación", "sin aprobación", "sin autorización",
            "nessuna conferma necessaria", "senza approvazione", "senza autorizzazione", "não precisa de confirmação",
            "sem necessidade de confirmação", "sem aprovação", "sem autorização", "geen bevestiging nodig",
            "geen goedkeuring nodig", "onay gerekmez", "onaya gerek yok", "izin istemene gerek yok",
            "izin sormana gerek yok", "tidak perlu persetujuan", "tanpa persetujuan", "tanpa izin",
            "لا حاجة للتأكيد", "لا داعي للتأكيد", "دون موافقة", "بدون موافقة", "بدون إذن", "نیازی به تأیید نیست",
            "بدون تأیید", "بدون اجازه", "אין צורך באישור", "בלי אישור", "अनुमति की ज़रूरत नहीं", "बिना अनुमति",
            "matis2alsh", "mates2alsh", "men gher ma tes2al",
            // Twenty-first round: approval or a check waived with "further", "additional" or "other" between, and in
            // languages the lists above lacked (Malay, Icelandic, Armenian, Nepali, Telugu, Burmese)
            "fără aprobare", "fără confirmare", "fără altă verificare", "fără altă aprobare", "tanpa kelulusan",
            "tanpa pengesahan", "brez dodatne odobritve", "brez dodatnega preverjanja", "án samþykkis",
            "án frekari samþykkis", "án staðfestingar", "առանց հաստատման", "առանց լրացուցիչ հաստատման",
            "स्वीकृति बिना", "ఆమోదం లేకుండా", "తనిఖీ లేకుండా", "ခွင့်ပြုချက်မလိုဘဲ",
            // Sixteenth round: "without a check", "without verifying", "unchecked" in the languages the rules read: the
            // checks themselves waived, where the phrases above mostly waive asking or approval
            "without a check", "without any check", "without further checks", "ohne prüfung",
            "ohne kontrolle", "ohne überprüfung", "ungeprüft", "sans contrôle", "sans vérification", "sans vérifier",
            "sin verificación", "sin comprobar", "sin comprobación", "sin comprobaciones", "sin control",
            "sem verificação", "sem verificar", "sem controlo", "sem controle", "senza verifica", "senza verifiche",
            "senza controllo", "senza controlli", "zonder verificatie", "zonder te controleren", "bez weryfikacji",
            "bez sprawdzania", "bez kontroli", "bez ověření", "bez kontroly", "bez overenia", "bez provjere",
            "bez dodatne provjere", "bez provere", "без провере", "без проверки", "без перевірки", "без проверка",
            "без верификации", "brez preverjanja", "be patikrinimo", "bez pārbaudes", "kontrollimata",
            "ilma kontrollita", "tarkistamatta", "tarkastamatta", "ilman tarkastusta", "ellenőrzés nélkül",
            "ellenőrizetlenül", "fără verificare", "fără control", "utan kontroll", "utan att kontrollera",
            "uden kontrol", "uden at kontrollere", "uten kontroll", "uten å kontrollere", "sonder kontrole",
            "sonder verifikasie", "gan seiceáil", "gan fíorú", "doğrulamadan", "dogrulamadan", "kontrolsüz",
            "χωρίς έλεγχο", "χωρίς επαλήθευση", "ללא בדיקה", "בלי בדיקה", "ללא אימות", "دون تحقق", "بدون تحقق",
            "دون التحقق", "بدون التحقق", "بدون بررسی", "بدون بازبینی", "बिना जाँच", "बिना जांच", "बिना सत्यापन",
            "không cần kiểm tra", "không kiểm tra", "tanpa verifikasi", "tanpa pemeriksaan", "tanpa dicek",
            "bila ukaguzi", "bila kuthibitisha", "walang beripikasyon", "тексерусіз", "тексермей", "不经确认",
            "不经验证", "无需验证", "未经核实", "確認せずに", "検証なしで", "검증 없이", "확인 절차 없이");

    /** The phrases as the text is read, folded as {@link TextFolding} folds it. */
    private static final List<String> FOLDED = PHRASES.stream()
            .map(p -> TextFolding.fold(p).text().toLowerCase(Locale.ROOT)).toList();

    /**
     * The first offset in text[from, to) where a waiver begins, or -1. {@code to - from} is bounded by the caller
     * (a few sentences).
     */
    static int in(String text, int from, int to) {
        int phrase = firstOf(FOLDED, text, from, to);
        int composed = composed(text, from, to);
        return phrase < 0 || composed >= 0 && composed < phrase ? composed : phrase;
    }

    /*
     * Sixteenth round: approval waived, read by its two parts rather than as a listed phrase. A new writer says "eine
     * Rückfrage ist nicht nötig", "Ikke be om bekreftelse", "nem kell engedélyt kérnie", "fără să ceri confirmarea",
     * "pa kërkuar konfirmim", "neprašyti patvirtinimo", "kinnitust küsimata", "पुष्टि न माँगें", "অনুমতি চাওয়ার দরকার
     * নেই", "확인을 요청하지 않아야", "ማረጋገጫ ሳይጠይቅ": each is a word of asking, confirming or permitting beside a word of
     * absence (without, no, not, don't, needless, or a verb-final negation), in either order, a few words apart. The
     * phrases above stay for the waivers that name neither ("already approved", "straight to main").
     */

    /** How far apart, in characters, the approval word and the absence may stand. */
    private static final int GAP = 28;

    /** Latin, Greek, Cyrillic and Armenian write spaces between words: their words are read whole. */
    private static final char SPACED_SCRIPTS = '\u0590';

    /** How much of a window the composed reading looks at: an order and its waiver are a sentence or two. */
    private static final int COMPOSED_REACH = 2 * Bounded.WINDOW;

    /** Stems of asking, confirming, approving and permitting (a Latin stem starts a word; other scripts anywhere). */
    private static final List<String> APPROVALS = folded(
            // English, German, Dutch, Scandinavian
            "confirm", "approv", "permission", "consent", "authoris", "authoriz", "sign-off", "bestatig", "bestätig",
            "freigabe", "genehmig", "erlaubnis", "ruckfrage", "rückfrage", "nachzufrag", "nachfrag", "zustimm",
            "bevestig", "goedkeur", "toestemming", "bekraft", "bekräft", "bekræft", "bekreft", "godkend", "godkjen",
            "godkann", "godkänn", "tilladelse", "tillatelse", "tillåtelse",
            // Romance
            "confirmation", "conferm", "validation", "approbation", "autoris", "autoriz", "aprob", "aprova", "approva",
            "permiso", "permesso", "permissao", "permissão", "permisiun", "consentimento", "consentement",
            // Slavic, Baltic, Finnic, Hungarian, Albanian, Greek
            "potwierdz", "potwierdź", "zgod", "pozwoleni", "zatwierdz", "potvrz", "potvrd", "potrdit", "potrditv",
            "schval", "schvál", "povoleni", "povolen", "svolen", "dovoljenj", "dopusten", "dopušten", "odobren",
            "dozvol", "patvirtin", "leidim", "apstiprin", "atlauj", "atļauj", "vahvist", "lupa", "hyvaksyn", "hyväksyn",
            "kinnitus", "luba", "megerosit", "megerősít", "jovahagy", "jóváhagy", "engedely", "engedély", "konfirm",
            "miratim", "leje", "επιβεβαίωσ", "επιβεβαιωσ", "έγκρισ", "εγκρισ", "άδεια", "αδεια",
            "подтвержд", "подтверд", "разрешени", "согласова", "одобр", "підтвердж", "дозвол", "потвържд", "потврд",
            "разрешение",
            // Turkic, Malay, Tagalog, Vietnamese, Swahili
            "onay", "izin", "icazə", "icaze", "təsdiq", "tesdiq", "konfirmasi", "persetujuan", "pengesahan",
            "kebenaran", "kumpirmasyon", "pahintulot", "xac nhan", "xin phep", "uthibitisho", "idhini", "ruhusa",
            // other scripts
            "تأكيد", "موافقة", "إذن", "تأیید", "اجازه", "تصدیق", "اجازت", "אישור", "पुष्टि", "पुष्टी", "अनुमति",
            "परवानगी", "इजाज़त", "অনুমতি", "নিশ্চিতকরণ", "அனுமதி", "உறுதிப்படுத்த", "ยืนยัน", "อนุญาต", "确认", "確認",
            "许可", "許可", "批准", "承認", "同意", "확인", "승인", "허락", "허가", "ማረጋገጫ", "ፈቃድ");

    /** Words of absence: whole words in a Latin script, anywhere in other scripts. */
    private static final List<String> ABSENCES = folded(
            "without", "no", "not", "don't", "dont", "never", "needless", "ohne", "kein", "keine", "nicht", "sans",
            "pas", "aucune", "aucun", "sin", "sem", "nao", "não", "senza", "non", "zonder", "geen", "niet", "uden",
            "uten", "utan", "ingen", "ikke", "inte", "bez", "nie", "ne", "fara", "fără", "nem", "nelkul",
            "nélkül", "ilman", "älä", "äläkä", "ei", "ilma", "nav", "brez", "pa",
            "mos", "nuk", "tanpa", "tidak", "jangan", "huwag", "walang", "khong", "không", "bila",
            "χωρίς", "χωρις", "μη", "μην", "δεν", "без", "не", "ні", "нема", "neprasyti", "neprašyti", "neprasot",
            "neprasīt", "neprasit", "neklausiant", "nepytaj", "nepýtaj", "neptej", "nepitaj",
            "بدون", "دون ", "بلا ", "بغیر", "نیازی", "نیست", " مت ", " نہ ", "בלי", "ללא", " אל ", " לא ", "אין ",
            "बिना", " न ", " मत ", "नहीं", "नको", "ছাড়া", "নেই", " না ", "வேண்டாம்", "இல்லாமல்", "ไม่", "不", "无需",
            "無需", "无须", "없이", "않", "말고", "말아", "なく", "ないで", "せず", "ሳይ", "አት");

    /** Verb-final negations written as a suffix ("kysymättä", "küsimata", "sormadan", "istəməməlidir"). */
    private static final List<String> ABSENT_SUFFIXES = folded("matta", "mätta", "mättä", "mata", "madan", "meden",
            "mədən", "maksizin", "meksizin", "məməli", "mamali", "memeli", "məmək", "mamak", "memek");

    /** Turkish and Azerbaijani approval words, whose waiver is the next verb's negative imperative. */
    private static final java.util.Set<String> TURKIC_APPROVALS = java.util.Set.copyOf(folded("onay", "izin", "icazə",
            "icaze", "təsdiq", "tesdiq"));

    /**
     * The word after the approval word's own (its case ending) is a negative imperative or "not needed": "onay
     * bekleme", "izin isteme", "icazə soruşma", "onay gerekmez"/"gerek yok". Only after a Turkic approval word, since
     * "-me"/"-ma" end many nouns ("ödeme", "güncelleme") elsewhere.
     */
    private static boolean negativeImperativeAfter(String window, int at) {
        int k = at;
        while (k < window.length() && Character.isLetter(window.charAt(k))) {
            k++;
        }
        while (k < window.length() && window.charAt(k) == ' ') {
            k++;
        }
        int start = k;
        while (k < window.length() && Character.isLetter(window.charAt(k))) {
            k++;
        }
        String next = window.substring(start, k);
        return next.length() > 3 && (next.endsWith("ma") || next.endsWith("me") || next.endsWith("mə")
                || next.startsWith("gerek"));
    }

    private static List<String> folded(String... words) {
        return java.util.Arrays.stream(words).map(w -> TextFolding.fold(w).text().toLowerCase(Locale.ROOT))
                .distinct().toList();
    }

    /**
     * The first offset in text[from, to) where an approval word stands with a word of absence at most {@link #GAP}
     * characters before or after it, or -1. Reads at most {@link #COMPOSED_REACH} characters and at most a few
     * occurrences of each stem.
     */
    static int composed(String text, int from, int to) {
        int end = Math.min(to, from + COMPOSED_REACH);
        if (from >= end) {
            return -1;
        }
        String window = text.substring(from, end).toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        int best = -1;
        for (String stem : APPROVALS) {
            boolean latin = stem.charAt(0) < SPACED_SCRIPTS;
            int at = window.indexOf(stem);
            for (int seen = 0; at >= 0 && seen < 4 && (best < 0 || at < best); seen++) {
                if ((!latin || at == 0 || !Character.isLetterOrDigit(window.charAt(at - 1)))
                        && (absentNear(window, at, at + stem.length())
                                || TURKIC_APPROVALS.contains(stem) && negativeImperativeAfter(window, at + stem.length()))) {
                    best = at;
                    break;
                }
                at = window.indexOf(stem, at + 1);
            }
        }
        return best < 0 ? -1 : from + best;
    }

    /** A word of absence, or a word ending in a negating suffix, within {@link #GAP} characters of [start, end). */
    private static boolean absentNear(String window, int start, int end) {
        int wordEnd = end;
        while (wordEnd < window.length() && Character.isLetter(window.charAt(wordEnd))) {
            wordEnd++;
        }
        int lo = Math.max(0, start - GAP);
        int hi = Math.min(window.length(), wordEnd + GAP);
        String near = window.substring(lo, hi);
        for (String a : ABSENCES) {
            boolean spaced = a.strip().charAt(0) < SPACED_SCRIPTS;
            int k = near.indexOf(a);
            while (k >= 0) {
                int after = k + a.length();
                boolean inside = lo + k >= start && lo + k < wordEnd;
                boolean number = after < near.length() && near.charAt(after) == '.'; // "confirmation no. 4471"
                if (!inside && !number && (!spaced || (k == 0 || !Character.isLetter(near.charAt(k - 1)))
                        && (after >= near.length() || !Character.isLetter(near.charAt(after))))) {
                    return true;
                }
                k = near.indexOf(a, k + 1);
            }
        }
        for (String suffix : ABSENT_SUFFIXES) {
            int k = near.indexOf(suffix);
            while (k >= 0) {
                int after = k + suffix.length();
                if (k > 0 && Character.isLetter(near.charAt(k - 1))
                        && (after >= near.length() || !Character.isLetter(near.charAt(after)))) {
                    return true;
                }
                k = near.indexOf(suffix, k + 1);
            }
        }
        return false;
    }

    /**
     * The first offset in text[from, to) where one of the folded, lower-case {@code phrases} begins, or -1; a Latin
     * phrase must start at a word start and end at a word end (or be longer than eight characters). Also read by
     * {@link SecurityActs}.
     */
    static int firstOf(List<String> phrases, String text, int from, int to) {
        if (from >= to) {
            return -1;
        }
        String window = text.substring(from, to).toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        int best = -1;
        for (String p : phrases) {
            int at = window.indexOf(p);
            while (at >= 0) {
                boolean latin = p.charAt(0) < 0x0250;
                boolean wordStart = !latin || at == 0 || !Character.isLetterOrDigit(window.charAt(at - 1));
                int after = at + p.length();
                boolean wordEnd = !latin || after >= window.length() || !Character.isLetter(window.charAt(after))
                        || p.endsWith(" ");
                if (wordStart && (wordEnd || p.length() > 8)) {
                    if (best < 0 || at < best) {
                        best = at;
                    }
                    break;
                }
                at = window.indexOf(p, at + 1);
            }
        }
        return best < 0 ? -1 : from + best;
    }
}
