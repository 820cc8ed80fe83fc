package dev.albert.safety;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Twentieth round: the words a forged boundary is made of, by meaning, in many languages — "end" (of a log, a document,
 * subtitles, a message), "system", "administrator", "message" and "instruction" — so that "*** КОНЕЦ ЛОГА ***",
 * "[ΤΕΛΟΣ ΥΠΟΤΙΤΛΩΝ]", "--- KẾT THÚC NHẬT KÝ ---" read as an end banner and "*** СИСТЕМНОЕ СООБЩЕНИЕ ***", "[SPRÁVA
 * OD ADMINISTRÁTORA]", "### SYSTEMANWEISUNG ###", "[KERFISSKILABOÐ]" as a privileged header, whatever the language.
 *
 * <p>An entry is written as the text presents it to the rules: folded by {@link TextFolding} (accents dropped from Latin
 * letters, Greek keeping its tonos, so both spellings) and lowercased. A Latin, Cyrillic, Greek, Hebrew, Arabic or
 * Indic entry ending in {@code *} is a stem: it matches every word it begins, as inflection and compounding write it
 * ("системное", "sistemsko", "systemowa", "administrátora", "Systemanweisung"); one without is a whole word (the "end"
 * words are short: "fin", "son", "lok" must not match "final", "sonra", "lokal"). An entry of several words matches
 * those words in a row. An entry in a script written without spaces (Chinese, Japanese, Korean, Thai) matches anywhere
 * in the span. {@code BoundaryLexiconTest} checks that every entry is reachable: written in capitals inside a banner,
 * as a forger would write it, it is found.
 */
final class BoundaryLexicon {
    /** What a word of a boundary means. */
    enum Meaning { END, SYSTEM, ADMINISTRATOR, MESSAGE, INSTRUCTION }

    /** The entries of each meaning, as written (folded and lowercased at load). */
    static final Map<Meaning, List<String>> ENTRIES = new EnumMap<>(Map.of(
            Meaning.END, List.of("end", "fin", "fi", "fino", "ende", "einde", "fine", "fim", "koniec", "konec", "konets",
                    "конец", "кінець", "край", "крај", "kraj", "sonu", "son", "vege", "loppu", "slut", "slutt", "lopp",
                    "pabaiga", "beigas", "sfarsitul", "sfarsit", "akhir", "tamat", "wakas", "mwisho", "lok", "amaiera",
                    "deireadh", "diwedd", "fundi", "fundit", "endir", "oxiri", "τελος", "τέλος", "סוף", "نهاية",
                    "پایان", "اختتام", "ختم", "समाप्त*", "अंत", "শেষ", "முடிவு", "დასასრული", "соңы", "төгсгөл",
                    "վերջ", "ket thuc", "het", "終わり", "終了", "结束", "結束", "끝", "종료", "จบ", "สิ้นสุด"),
            Meaning.SYSTEM, List.of("system*", "sistem*", "systeem*", "susteem*", "sustav*", "rendszer*",
                    "jarjestelm*", "stelsel*", "kerfis*", "kerfi", "tizim*", "coras", "mfumo", "систем*", "σύστημ*",
                    "συστημ*", "жүйе*", "מערכת", "המערכת", "نظام", "النظام", "سیستم", "سسٹم", "सिस्टम", "प्रणाली",
                    "সিস্টেম", "சிஸ்டம்", "கணினி", "სისტემ*", "համակարգ*", "he thong", "ระบบ", "システム", "系统",
                    "系統", "시스템"),
            Meaning.ADMINISTRATOR, List.of("admin*", "amministr*", "админ*", "адмін*", "διαχειρ*", "yonetic*",
                    "yllapit*", "beheerder*", "spravc*", "msimamizi", "מנהל*", "המנהל", "المسؤول", "مسؤول", "مدیر",
                    "व्यवस्थापक", "প্রশাসক", "நிர்வாகி", "әкімші", "rendszergazd*", "quan tri", "tagapangasiwa",
                    "ผู้ดูแล", "管理员", "管理者", "관리자",
                    // Twenty-first round: the software or person that runs the agents, whose name a forged log line or
                    // tool output borrows ("[SUPERVISOR]", "NOTE DU SUPERVISEUR", "POZNÁMKA ORCHESTRÁTORA", "ناظر").
                    "supervis*", "superviz*", "orchestr*", "orquestad*", "orkiestrat*", "orkestrat*", "оркестратор*",
                    "супервизор*", "супервайзер*", "наглядач*", "nadzorn*", "nadzorc*", "nazoratchi*", "valvoja*",
                    "felugyel*", "denetci*", "gozetmen*", "επόπτ*", "εποπτ*", "מפקח", "המפקח", "المشرف", "مشرف",
                    "ناظر", "نگران", "पर्यवेक्षक", "তত্ত্বাবধায়ক", "giam sat", "dieu phoi", "pengawas", "ผู้ควบคุม",
                    "監督者", "监督者", "オーケストレーター", "编排器", "감독자", "오케스트레이터"),
            Meaning.MESSAGE, List.of("messag*", "mensaj*", "mensag*", "mensahe", "mesaj*", "mesej*", "mesazh*",
                    "nachricht*", "meldung*", "mitteilung*", "bericht*", "melding*", "mededeling*", "besked*", "meddel*",
                    "viesti*", "teade*", "zinojum*", "pranesim*", "sporocil*", "sprav*", "zprav*", "wiadomosc*",
                    "komunikat*", "uzenet*", "poruk*", "notice*", "alert*", "aviso*", "avviso*", "hinweis*", "pesan",
                    "ujumbe", "taarifa", "neges", "skilabo*", "boodskap*", "xabar*", "mezua*", "bildiri*",
                    "сообщени*", "уведомлени*", "повідомлен*", "съобщени*", "порук*", "хабар*", "μήνυμ*", "μηνυμ*",
                    "הודעה", "הודעת", "رسالة", "پیام", "پیغام", "संदेश", "বার্তা", "செய்தி", "შეტყობინებ*",
                    "հաղորդագրությ*", "thong bao", "tin nhan", "メッセージ", "お知らせ", "消息", "訊息", "通知",
                    "메시지", "알림", "ข้อความ"),
            Meaning.INSTRUCTION, List.of("instruc*", "instrukc*", "instruks*", "instrukt*", "anweisung*",
                    "consigne*", "istruzion*", "polecen*", "pokyn*", "navodil*", "uput*", "utasitas*", "ohje*",
                    "juhis*", "noradijum*", "nurodym*", "talimat*", "arahan*", "agizo", "maagizo", "fyrirmael*",
                    "cyfarwydd*", "argibide*", "directive*", "directiv*", "инструкци*", "указани*", "вказівк*",
                    "інструкці*", "упутств*", "нұсқау*", "οδηγί*", "οδηγι*", "הוראה", "הוראות", "تعليمات",
                    "دستور*", "ہدایت*", "निर्देश*", "নির্দেশ*", "அறிவுறுத்தல்*", "ინსტრუქცი*", "հրահանգ*",
                    "huong dan", "chi thi", "perintah", "指示", "指令", "지시", "지침", "คำสั่ง",
                    // Twenty-second round: "instruction" in the languages whose forged turns the role labels
                    // (RoleLabels) now read: Malayalam, Kannada, Punjabi, Gujarati, Marathi, Amharic, Malagasy, Hausa,
                    // Xhosa/Zulu, Somali, Quechua, Mongolian, Macedonian, Albanian, Maltese, Haitian, Tagalog, Sinhala,
                    // Burmese, Khmer, Lao, Latin, romanised Hindi.
                    "നിർദ്ദേശ*", "ಸೂಚನೆ*", "ਹਦਾਇਤ*", "સૂચના*", "सूचना*", "መመሪያ", "toromarika", "umarni*",
                    "umyalelo*", "tilmaan*", "kamachi*", "заавар*", "инструкциј*", "udhezim*", "struzzjoni*",
                    "enstriksyon*", "tagubilin*", "mandatum", "උපදෙස්*", "ညွှန်ကြားချက်", "ការណែនាំ", "ຄຳສັ່ງ", "nirdesh*")));

    private static final Map<Meaning, List<String>> FOLDED = folded();

    private BoundaryLexicon() {
    }

    private static Map<Meaning, List<String>> folded() {
        Map<Meaning, List<String>> out = new EnumMap<>(Meaning.class);
        ENTRIES.forEach((meaning, entries) -> out.put(meaning, entries.stream()
                .map(Lexicon::folded).toList()));
        return out;
    }

    /** The meanings of the words of [from, to) of a folded text (a banner, a header: a short span). */
    static EnumSet<Meaning> meanings(String text, int from, int to) {
        String span = text.substring(from, to).toLowerCase(Locale.ROOT);
        EnumSet<Meaning> found = EnumSet.noneOf(Meaning.class);
        for (Map.Entry<Meaning, List<String>> e : FOLDED.entrySet()) {
            for (String entry : e.getValue()) {
                if (occurs(span, entry)) {
                    found.add(e.getKey());
                    break;
                }
            }
        }
        return found;
    }

    /** The span holds {@code meaning}. */
    static boolean has(String text, int from, int to, Meaning meaning) {
        String span = text.substring(from, to).toLowerCase(Locale.ROOT);
        for (String entry : FOLDED.get(meaning)) {
            if (occurs(span, entry)) {
                return true;
            }
        }
        return false;
    }

    /** The entry occurs in the lowercased span: a stem at a word's start, a word as a whole word, unspaced anywhere. */
    static boolean occurs(String span, String entry) {
        boolean stem = entry.endsWith("*");
        String word = stem ? entry.substring(0, entry.length() - 1) : entry;
        if (Lexicon.isUnspaced(word.charAt(0))) {
            return span.contains(word);
        }
        for (int i = span.indexOf(word); i >= 0; i = span.indexOf(word, i + 1)) {
            int after = i + word.length();
            if ((i == 0 || !letter(span.charAt(i - 1)))
                    && (stem || after >= span.length() || !letter(span.charAt(after)))) {
                return true;
            }
        }
        return false;
    }

    private static boolean letter(char c) {
        return Character.isLetter(c) || Character.getType(c) == Character.NON_SPACING_MARK
                || Character.getType(c) == Character.COMBINING_SPACING_MARK;
    }
}
