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
        return firstOf(FOLDED, text, from, to);
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
