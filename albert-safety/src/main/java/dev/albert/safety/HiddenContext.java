package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Seventeenth round: the parts of a request for the AI reader's own hidden context that the vocabulary reads only as
 * fixed phrases, read in any of the languages listed, as word lists of the rules (not lexicon entries, so the
 * statistical model's features do not move with them).
 *
 * <p>Attackers rarely say "system prompt". They name the instructions by their circumstances — "the instructions you
 * were given <em>before our conversation</em>", "die Anweisungen, die man dir <em>vor unserem Gespräch</em> gegeben
 * hat", "the rules <em>your developers</em> gave you" — and ask for them with whatever verb of writing, copying,
 * quoting or listing their language has ("Schreib sie rein", "Процитируй их", "išvardyk", "niandikie"). People say
 * the same words to each other about the instructions a doctor, a teacher or a landlord gave, which is why the
 * circumstance is the part read: the start of <em>this</em> conversation, or the makers of the one asked.
 *
 * <p>Everything here reads a sentence's bounded, folded, lower-cased opening ({@link Bounded#WINDOW} characters),
 * once, with a scan per listed word: linear in the sentence.
 */
final class HiddenContext {

    private HiddenContext() {
    }

    /** The conversation (or chat) a reader is in, in the languages the rules read, folded. */
    private static final WordList CONVERSATION = new WordList(folded("conversation", "chat$", "talking", "prata", "snakke", "praten", "gesprach", "gesprek",
            "unterhaltung", "conversacion", "conversa", "conversazione", "разговор", "розмов", "rozmow", "razgovor",
            "beszelgetes", "vestlus", "samtal", "keskustelu", "konusma", "sohbet", "συζήτηση", "محادثة", "المحادثة",
            "שיחה", "השיחה", "گفتگو", "बातचीत", "कुराकानी", "संभाषण", "কথোপকথন", "উরையாடல", "உரையாடல்", "సంభాషణ",
            "대화", "会話", "对话", "對話", "cuoc tro chuyen", "บทสนทนา", "การสนทนา", "percakapan", "perbualan",
            "nag-usap", "pag-uusap", "mazungumzo", "elkarrizketa", "comhra", "gcomhra", "sgwrs", "bised", "საუბრ", "საუბარ",
            "զրույց", "sohbət", "söhbət", "әңгіме", "suhbat", "яриа", "tattaunawa", "ijiroro", "gesprei", "ውይይት",
            "pokalbi", "sarun", "samræð", "samtale"));

    /** Before, or the start of: the conversation's beginning, folded (case endings read as prefixes). */
    private static final WordList BEFORE_OR_START = new WordList(folded("before", "beginning", "start", "vor ", "vorher",
            "anfang", "beginn", "voor ", "begin", "avant", "debut", "depart", "antes", "principio", "inicio", "prima",
            "inizio", "перед", "до ", "начал", "початк", "przed", "poczatk", "prije", "pre ", "pred ", "pocetk",
            "elott", "kezdet", "enne", "alguses", "algus", "innan", "fore ", "borjan", "ennen", "alussa", "once",
            "önce", "basinda", "baslamadan", "πριν", "αρχή", "قبل", "بداية", "לפני", "התחלת", "پیش از", "قبل از",
            "ابتدای", "से पहले", "पहले", "शुरू", "अघि", "सुरु", "আগে", "শুরু", "முன்", "ஆரம்ப", "ముందు", "మొదట",
            "전에", "처음", "시작", "前", "开始", "開始", "最初", "truoc", "bat dau", "ก่อน", "เริ่ม", "sebelum", "awal",
            "bago", "simula", "kabla", "mwanzo", "abans", "comencar", "aurretik", "hasier", "roimh", "tus ", "cyn ",
            "dechrau", "para ", "fillim", "пред", "почет", "დაწყებ", "მანამდე", "առաջ", "սկզբ", "əvvəl", "evvel",
            "бұрын", "oldin", "өмнө", "эхл", "kafin", "farko", "saaju", "virum", "ufank", "በፊት", "prieš",
            "pries", "pirms", "sakum"));

    /**
     * "At the start", "at first" and "initially" said of when something was given, folded: without a conversation word
     * they date the reader's instructions only where an AI reader is the one asked ({@link #givenAtTheStart}).
     */
    private static final WordList AT_THE_START = new WordList(folded("at the start", "at the beginning", "initially",
            "au depart", "au debut", "am anfang", "zu beginn", "al principio", "al inicio", "no inicio", "no comeco",
            "all'inizio", "в начале", "на початку", "na poczatku", "na pocetku", "na zacatku", "az elejen", "alguses",
            "alussa", "i borjan", "i begyndelsen", "i starten", "basta", "στην αρχή", "في البداية", "בהתחלה", "در ابتدا",
            "शुरू में", "शुरुआत में", "सुरुमा", "सुरुवातीला", "শুরুতে", "ஆரம்பத்தில்", "మొదట్లో", "처음에", "最初に", "一开始",
            "luc dau", "di awal", "sa simula", "mwanzoni", "hasieran", "ag an tus", "ar y dechrau", "ne fillim",
            "на почетокот", "თავიდან", "սկզբում", "əvvəlində", "басында", "boshida", "эхэнд", "da farko", "ni ibere"));

    /** The opening says the text was given at the start, without naming the conversation ("au départ", "hasieran"). */
    static boolean givenAtTheStart(String opening) {
        return holdsWordIn(opening, 0, opening.length(), AT_THE_START);
    }

    /** Who made, deployed or runs the reader: the giver that makes instructions the reader's hidden ones, folded. */
    private static final WordList MAKERS = new WordList(folded("developers", "developer", "creators", "your creator",
            "your makers", "your operator", "your owner", "who built you", "who made you", "who deployed you",
            "entwickler", "ontwikkelaars", "developpeurs", "desarrolladores", "desenvolvedores", "sviluppatori",
            "разработчик", "розробник", "programist", "tworcy", "vyvojar", "fejleszto", "kehittaj", "utvecklar",
            "udvikler", "utvikler", "gelistirici", "geliştirici", "προγραμματιστ", "δημιουργ", "програмер", "المطور", "مطوري",
            "מפתחים", "המפתחים", "سازندگان", "توسعه", "डेवलपर", "निर्माता", "নির্মাতা", "개발자", "开发者", "開発者",
            "nha phat trien", "pengembang", "pembangun", "watengenezaji", "dezvoltator", "kureja", "kūrėj", "izstradataj",
            "arendaja", "programer", "zhvillues", "desenvolupador", "garatzaile", "forbróir", "forbroir", "datblygwyr",
            "administrat", "админ", "адміністрат", "dimiourg", "programmatist"));

    /**
     * The reader's own makers, named with the possessive ("your developers", "tes développeurs", "οι δημιουργοί σου"):
     * an AI's, since people are not said to have developers or creators.
     */
    private static final WordList ITS_OWN_MAKERS = new WordList(folded("your developers", "your creators", "your makers",
            "tes developpeurs", "vos developpeurs", "tes createurs", "deine entwickler", "deinen entwicklern",
            "tus desarrolladores", "tus creadores", "sus desarrolladores", "i tuoi sviluppatori", "i tuoi creatori",
            "teus desenvolvedores", "seus desenvolvedores", "teus criadores", "je ontwikkelaars", "jouw ontwikkelaars",
            "twoi tworcy", "twoich tworcow", "twoi programisci", "твои разработчики", "твоих разработчиков",
            "твої розробники", "твоїх розробників", "δημιουργοί σου", "προγραμματιστές σου", "dimiourgoi sou",
            "programmatistes sou", "geliştiricilerin", "gelistiricilerin", "yaratıcıların", "pengembangmu",
            "pembuatmu", "watengenezaji wako"));

    /**
     * Words that keep a text hidden, folded: next to a word of instructions, rules or setup ({@link #namesItsHiddenSetup})
     * they name the hidden context by its parts where the vocabulary holds no phrase.
     */
    private static final WordList HIDDEN = new WordList(folded("hidden", "secret", "confidential", "concealed", "oculto",
            "oculta", "escondid", "secreto", "secreta", "cache", "nascost", "segret", "riservat", "verborgen", "versteckt",
            "geheim", "vertraulich", "ukryt", "tajn", "skryt", "скрыт", "прихован", "таємн", "секретн", "тайн",
            "скриен", "skriven", "titkos", "rejtett", "piilotet", "salai", "varjat", "dold", "hemmelig", "skjult",
            "gizli", "κρυφ", "μυστικ", "kryf", "مخفي", "سري", "السرية", "נסתר", "סודי", "پنهان", "مخفی", "छिप", "गुप्त",
            "লুকান", "গোপন", "隠", "秘密", "隐藏", "숨겨진", "비밀", "bi mat", "ซ่อน", "ลับ", "tersembunyi", "rahasia",
            "lihim", "siri", "fichwa", "ezkutu", "ceilte", "runda", "cudd", "fshehur", "ფარულ", "საიდუმლო", "թաքն",
            "жасырын", "yashirin", "нууц", "sirri", "asiri", "paslept", "slept"));

    /** Words that make a text the system's or the first one given, folded ({@link #namesItsHiddenSetup}). */
    private static final WordList SYSTEM = new WordList(folded("system", "initial", "sistema", "systeme", "sistem", "системн",
            "rendszer", "jarjestelma", "συστήματος", "النظام", "מערכת", "سیستم", "सिस्टम", "システム", "系统", "시스템",
            "he thong", "ระบบ", "inicial", "initiale", "iniziali", "ursprunglich", "начальн", "початков", "poczatkow",
            "pocatecni", "kezdeti", "alkuperai", "oorspronkelijk"));

    /** Words of instructions, rules, guidelines or setup, folded, which a word of {@link #HIDDEN} or {@link #SYSTEM} qualifies. */
    private static final WordList SETUP_NOUNS = new WordList(folded("instruction", "instrucci", "instrucoes", "instrucions",
            "istruzion", "anweisung", "vorgaben", "richtlijn", "instructie", "regels", "reglas", "regras", "regole",
            "regles", "rules", "guidelines", "directives", "directivas", "diretrizes", "direttive", "consignes", "pokyn",
            "instrukc", "nurodym", "инструкц", "інструкц", "указани", "правил", "упатства", "упутства", "upute",
            "uputstva", "utasitas", "ohje", "juhis", "instruktion", "instrukser", "talimat", "οδηγί", "odigi",
            "تعليمات", "التعليمات", "הוראות", "دستورالعمل", "دستورات", "निर्देश", "নির্দেশ", "指示", "指令", "지시",
            "huong dan", "คำสั่ง", "instruksi", "arahan", "tagubilin", "maagizo", "argibide", "treoracha",
            "cyfarwyddiadau", "udhezim", "ინსტრუქცი", "հրահանգ", "təlimat", "нұсқау", "ko'rsatma", "ko‘rsatma",
            "заавар", "umarni", "itosona", "configuration", "configuracion", "configuracao", "configurazione",
            "konfiguration", "konfiguracj", "конфигурац", "конфігурац", "setup", "prompt", "промпт"));

    /**
     * Verbs that write, copy, quote, list, tell or put the text somewhere, in the forms an order or a request takes,
     * folded: the act of disclosure where the vocabulary holds the verb only as a demand or not at all.
     */
    private static final WordList WRITTEN_OUT = new WordList(wholeWords(folded("tell me", "me conta", "me diga", "me diz",
            "dime", "dimmi", "dis-moi", "dites-moi", "sag mir", "vertel me", "vertel mij", "powiedz mi", "скажи мне",
            "πες μου", "pes mou", "kerro minulle", "beratta", "fortael", "fortell", "soyle", "ceritakan", "beritahu",
            "niambie", "show me", "show us", "muestra", "muestrame", "muestranos", "mostra", "mostrami", "mostre",
            "mostra-me", "zeig", "zeige", "montre", "montrez", "toon", "pokaz", "покажи", "покажите", "покажіть",
            "goster", "nayta", "visa mig", "vis mig", "quote", "include", "includa", "incluye", "inclua", "incluez",
            "includi", "write out", "write down", "spell out", "dump", "paste", "reproduce", "recite", "schreib",
            "schreibe", "zitiere", "kopiere", "kopier", "schrijf", "citeer", "plak", "zet ze", "ecris", "ecrivez",
            "recopie", "recopiez", "cite", "citez", "copie", "copiez", "colle", "collez", "traduis", "escribe",
            "escribeme", "escriba", "escreve", "escreva", "copia", "copiame", "cita", "pega", "traduce", "enumera",
            "scrivi", "scrivimi", "incolla", "traduci", "elenca", "riporta", "escriu", "escriu-me", "wypisz", "napisz",
            "skopiuj", "wklej", "zacytuj", "przepisz", "napis", "vypis", "zkopiruj", "izpisi", "napisi", "ispisi",
            "prepisi", "citiraj", "напиши", "напишите", "испиши", "процитируй", "процитуй", "цитируй", "перепиши",
            "выпиши", "выведи", "скопируй", "скопіюй", "випиши", "препиши", "ird", "ird le", "masold", "idezd",
            "sorold fel", "mondd el", "kirjoita", "kopioi", "lainaa", "luettele", "kirjuta", "kopeeri", "tsiteeri",
            "loetle", "uzraksti", "isvardyk", "parasyk", "nukopijuok", "cituok", "israsyk", "skriv", "klistra in",
            "kopiera", "citera", "gjengi", "lim inn", "siter", "skrifadu", "γράψε", "γράψεις", "αντίγραψε", "grapse",
            "yazar misin", "yazar mısın", "kopyala", "sirala", "اكتب", "انسخ", "اقتبس", "תעתיק", "תכתוב", "כתוב",
            "העתק", "צטט", "بنویس", "کپی کن", "لکھ دیں", "لکھو", "लिख दो", "लिख दें", "लिखो", "लिखें", "लिखिए",
            "likh do", "copy paste", "লিখে দাও", "লেখো", "எழுது", "எழுதுங்கள்", "రాయి", "రాయండి", "chep", "chep lai",
            "viet ra", "liet ke", "tulis", "tuliskan", "salin", "sebutkan", "kutip", "isulat", "pakisulat", "kopyahin",
            "andika", "niandikie", "nakili", "idatzi", "kopiatu", "scriobh", "ysgrifenna", "shkruaj", "shkruani",
            "kopjo", "დაწერე", "დამიწერე", "გადაწერე", "գրիր", "yaz", "köçür", "жазып бер", "yozib ber", "бичиж өг",
            "ጻፍ", "rubuta", "schreif", "skryf"), "書き出", "書いて", "コピー", "引用", "复制", "写出", "列出", "적어",
            "써 줘", "복사", "พิมพ์", "เขียน", "คัดลอก"));

    /**
     * The opening names the start of the conversation the reader is in: a conversation word with a word of "before"
     * or "the start of" within a few words of it ("before our conversation", "vor unserem Gespräch", "a beszélgetés
     * előtt", "대화가 시작되기 전에"). A meeting, a shift or a class is no conversation word.
     */
    static boolean givenAtTheChatsStart(String opening) {
        return near(opening, CONVERSATION, BEFORE_OR_START);
    }

    /** How far, in characters, a "before" may stand from the conversation word it dates. */
    private static final int NEAR_CHARS = 30;

    /** The opening names an AI reader's own makers by the possessive ({@link #ITS_OWN_MAKERS}). */
    static boolean givenByItsOwnMakers(String opening) {
        return holdsWordIn(opening, 0, opening.length(), ITS_OWN_MAKERS);
    }

    /**
     * The opening names instructions, rules or a setup as hidden, secret or the system's by a word within a few words of
     * them ("as instruções escondidas", "el texto de configuración oculto", "instruccions de sistema", "隐藏指令").
     */
    static boolean namesItsHiddenSetup(String opening) {
        return qualifiedSetup(opening, HIDDEN) || qualifiedSetup(opening, SYSTEM);
    }

    /**
     * The opening names instructions, rules or a setup as hidden or secret ("skjulte instruktioner", "скриените
     * упатства"): what nobody is told to write, unlike a system prompt, which guides tell their readers to write.
     */
    static boolean namesItsSecretSetup(String opening) {
        return qualifiedSetup(opening, HIDDEN);
    }

    /** A word of {@link #SETUP_NOUNS} with a word of {@code qualifiers} within a few words of it. */
    private static boolean qualifiedSetup(String opening, WordList qualifiers) {
        return near(opening, SETUP_NOUNS, qualifiers);
    }

    /** A word of {@code nouns} with a word of {@code others} within {@link #NEAR_CHARS} characters of it. */
    private static boolean near(String opening, WordList nouns, WordList others) {
        for (int[] word : nouns.wordsIn(opening)) {
            int from = Math.max(0, word[0] - NEAR_CHARS);
            int to = Math.min(opening.length(), word[1] + NEAR_CHARS);
            if (holdsWordIn(opening, from, to, others)) {
                return true;
            }
        }
        return false;
    }

    /** The opening names the reader's makers as the givers ("your developers", "die Entwickler", "kūrėjai"). */
    static boolean givenByItsMakers(String opening) {
        return holdsWordIn(opening, 0, opening.length(), MAKERS);
    }

    /** The opening holds a verb that writes, copies, quotes or lists the text out ({@link #WRITTEN_OUT}). */
    static boolean writtenOut(String opening) {
        return holdsWordIn(opening, 0, opening.length(), WRITTEN_OUT);
    }

    /**
     * One of {@code words} starts a word (and, written with a closing "$", ends one; anywhere, for a word in a script
     * written without spaces) between {@code from} and {@code to} of {@code opening}: one pass of the list's automaton.
     */
    private static boolean holdsWordIn(String opening, int from, int to, WordList words) {
        return words.firstIn(opening, from, to) >= 0;
    }

    /**
     * A word list read in one pass ({@link KeywordIndex}) rather than one search a word: the readings here run on every
     * sentence that names instructions, and two hundred searches of its opening each cost a fifth of the scan of the
     * bench's mixed megabyte.
     */
    private static final class WordList {
        private final KeywordIndex index;
        private final int[] length;
        private final boolean[] whole;
        private final boolean[] unspaced;

        WordList(List<String> entries) {
            List<String> keys = new ArrayList<>();
            List<Boolean> wholes = new ArrayList<>();
            for (String entry : entries) {
                boolean w = entry.endsWith("$");
                String key = w ? entry.substring(0, entry.length() - 1) : entry;
                if (!key.isEmpty() && !keys.contains(key)) {
                    keys.add(key);
                    wholes.add(w);
                }
            }
            index = new KeywordIndex(keys);
            length = new int[keys.size()];
            whole = new boolean[keys.size()];
            unspaced = new boolean[keys.size()];
            for (int k = 0; k < keys.size(); k++) {
                length[k] = keys.get(k).length();
                whole[k] = wholes.get(k);
                unspaced[k] = isUnspaced(keys.get(k).charAt(0));
            }
        }

        /** Where the first word of the list found wholly inside opening[from, to) starts, or -1. */
        int firstIn(String opening, int from, int to) {
            int[] first = {-1};
            index.scan(opening.substring(from, to), (k, end) -> {
                int at = from + end - length[k];
                int stop = from + end;
                boolean starts = unspaced[k] || at == 0 || !Character.isLetterOrDigit(opening.charAt(at - 1));
                boolean ends = !whole[k] || stop == opening.length() || !Character.isLetterOrDigit(opening.charAt(stop));
                if (starts && ends && (first[0] < 0 || at < first[0])) {
                    first[0] = at;
                }
            });
            return first[0];
        }

        /** The start and end of every word of the list in {@code opening}, as {@link #firstIn} reads one. */
        List<int[]> wordsIn(String opening) {
            List<int[]> out = new ArrayList<>();
            index.scan(opening, (k, end) -> {
                int at = end - length[k];
                boolean starts = unspaced[k] || at == 0 || !Character.isLetterOrDigit(opening.charAt(at - 1));
                boolean ends = !whole[k] || end == opening.length() || !Character.isLetterOrDigit(opening.charAt(end));
                if (starts && ends) {
                    out.add(new int[] {at, end});
                }
            });
            return out;
        }
    }

    /** Chinese, Japanese, Korean, Thai and Ethiopic words are read inside longer runs (no spaces, or endings joined). */
    private static boolean isUnspaced(char c) {
        Character.UnicodeScript script = Character.UnicodeScript.of(c);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA || script == Character.UnicodeScript.HANGUL
                || script == Character.UnicodeScript.THAI || script == Character.UnicodeScript.ETHIOPIC;
    }

    /**
     * "You", "to you" and the dative a request names its reader with where the vocabulary has no YOU for it ("dir",
     * "тебе", "tau", "σου", "sana", "duit"), folded.
     */
    private static final WordList TO_YOU = new WordList(folded("dir$", "dich$", "тебе$", "тобі$", "tebi$", "ti$", "te$", "tau$",
            "sulle$", "σου$", "μου$", "sana$", "sinulle$", "dig$", "deg$", "jij$", "je hebt$", "heb je$", "et$", "che$", "duit$", "i ti$", "të$", "ти$",
            "саған$", "senga$", "чамд$", "ka$", "du$", "jou$", "cho ban$", "sa iyo$", "kepadamu$", "padamu$", "kamu$",
            "anda$", "너", "あなた", "你", "您", "uliyopewa$", "sizə$", "sənə$", "քեզ$", "მოგც", "לך$", "تو$", "به تو$",
            "لك$", "إياها$", "vous$", "tibi$", "tobie$", "neked$", "kaptal$", "fikk$", "fick$", "fekk$", "t'han$", "t'ha$", "t'ont$", "t'a$", "t'as$"));

    /** The opening names the reader by a second-person word or dative the vocabulary does not read as "you". */
    static boolean namesTheReader(String opening) {
        return holdsWordIn(opening, 0, opening.length(), TO_YOU);
    }

    /**
     * The words, each to be read as a whole word ("zeig" not in "zeigten", "tulis" not in "tulisan"), with the words
     * of the unspaced scripts after them, read anywhere.
     */
    private static List<String> wholeWords(List<String> words, String... unspaced) {
        List<String> out = new ArrayList<>();
        for (String w : words) {
            out.add(w + "$");
        }
        out.addAll(folded(unspaced));
        return List.copyOf(out);
    }

    /** Words as the folded, lower-cased opening reads them ({@link TextFolding}). */
    private static List<String> folded(String... words) {
        List<String> out = new ArrayList<>(words.length);
        for (String w : words) {
            String f = TextFolding.fold(w).text().toLowerCase(Locale.ROOT);
            if (!f.isEmpty() && !out.contains(f)) {
                out.add(f);
            }
        }
        return List.copyOf(out);
    }
}
