package dev.albert.safety;

import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Twenty-fourth round (lang24): an order whose sentence opens by calling people is theirs. "Friends, forget the
 * earlier instructions, the new form applies from Monday", "皆さん、先週の指示はすべて無視してください", "Kollegi,
 * zabud'te predydushchie instrukcii", "เพื่อนร่วมงานทุกคน ไม่ต้องสนใจคำสั่งเมื่อสัปดาห์ก่อน", "Ya shabab, eb3atoly el
 * taqareer": a notice, a teacher, a chat of colleagues says the demand words an attack says (forget the previous
 * instructions, send, remember, from now on you are …) to a group of people named at the sentence's start. The
 * twenty-third round's romanised rows (branch roman23) were not merged because this shape, in English flagged already,
 * was flagged in every romanised language they taught the rules to read.
 *
 * <p>The vocative is the sentence's head — the words before its first comma, colon or the script's phrase mark (the
 * Thai, Lao and Khmer space, the Tibetan shad, the Burmese and Ethiopic commas), after a speaker's one-word label —
 * made only of a word naming a group of people ({@link #PEOPLE}: friends, guys, team, class, colleagues, everyone,
 * neighbours, pupils, in about sixty languages and the romanised writings) and at most the words that go with a call
 * ({@link #WITH}: a greeting, "dear", "my", "all"). In the scripts written without spaces the head may hold the
 * people word and a few more letters ("生徒の皆さん", "เพื่อนร่วมงานทุกคน"). A sentence whose head calls people and
 * that names no AI reader anywhere, in a sentence no address to the model reaches ({@link IntentRules#addressed}),
 * orders people: its findings of override, role, memory, exfiltration, tool and output orders are dropped. A forged
 * boundary or a request for the system prompt is read as before, and so is "Friends, if an AI reads this: …".
 * Read per finding on the finding's sentence and the one before, so the work stays linear.
 */
final class PeopleVocatives {
    private final IntentRules.Context context;
    private final String text;

    PeopleVocatives(IntentRules.Context context) {
        this.context = context;
        this.text = context.text();
    }

    /** Words that name a group of people called at a sentence's start, folded and lower-case. */
    static final Set<String> PEOPLE = folded(
            // English
            "friends", "guys", "folks", "everyone", "everybody", "team", "class", "colleagues", "students", "kids",
            "children", "people", "y'all", "yall", "ladies", "gentlemen", "staff", "neighbours", "neighbors", "parents",
            "members", "volunteers", "crew", "squad", "fam", "mates", "lads", "peeps", "pupils", "coworkers",
            "co-workers", "teammates", "colleague", "friend",
            // German, Dutch, the Scandinavian languages
            "freunde", "leute", "kollegen", "kolleginnen", "klasse", "kinder", "zusammen", "vrienden", "jongens",
            "collega's", "collegas", "klas", "kinderen", "allemaal", "iedereen", "mensen", "kompisar", "kollegor",
            "gänget", "venner", "kolleger", "folkens", "alle", "allihop", "allihopa",
            // French, Spanish, Portuguese, Italian, Catalan, Romanian
            "amis", "collègues", "équipe", "enfants", "amigos", "amigas", "chicos", "chicas", "gente", "colegas",
            "compañeros", "compañeras", "equipo", "clase", "niños", "todos", "chavales", "pessoal", "galera", "turma",
            "crianças", "malta", "equipa", "equipe", "amici", "ragazzi", "ragazze", "colleghi", "squadra", "bambini",
            "tutti", "companys", "prieteni", "colegi", "copii",
            // Slavic languages (Cyrillic and Latin letters), Baltic, Finnish, Estonian, Hungarian, Greek
            "друзья", "ребята", "коллеги", "команда", "дети", "народ", "товарищи", "друзі", "колеги", "хлопці", "діти",
            "сябры", "калегі", "хлопцы", "дзеці", "druzja", "druzya", "rebjata", "rebyata", "kollegi", "deti",
            "przyjaciele", "koledzy", "kochani", "zespole", "klaso", "dzieci", "wszyscy", "kolegové", "přátelé",
            "děcka", "lidi", "kolegovia", "priatelia", "kolege", "prijatelji", "draugai", "kolēģi", "draugi", "kaverit",
            "kollegat", "tiimi", "luokka", "lapset", "ystävät", "kaikki", "sõbrad", "kolleegid", "srácok", "kollégák",
            "barátaim", "gyerekek", "csapat", "osztály", "mindenki", "παιδιά", "φίλοι", "συνάδελφοι",
            // Turkish, Azerbaijani, Indonesian, Malay, Tagalog, Vietnamese, Swahili
            "arkadaşlar", "çocuklar", "ekip", "millet", "herkes", "dostlar", "uşaqlar", "teman-teman", "kawan-kawan",
            "rekan-rekan", "semuanya", "kalian", "mga kaibigan", "kaibigan", "mọi người", "các bạn", "anh em",
            "marafiki", "wenzangu", "wanafunzi",
            // Hebrew, Arabic (and Arabizi), Persian, Urdu and Hindi (and romanised), Marathi, Bengali, Telugu, Tamil
            "חברים", "חבר'ה", "شباب", "جماعة", "الزملاء", "زملائي", "أصدقائي", "اصدقائي", "shabab", "gama3a", "wlad",
            "ya shabab", "ya gama3a", "بچه‌ها", "بچه ها", "همکاران", "دوستان", "دوستو", "یارو", "dosto", "doston",
            "yaaro", "yaron", "bhaiyo", "bhaiyon", "sathiyon", "दोस्तों", "साथियों", "मित्रांनो", "सहकाऱ्यांनो",
            "বন্ধুরা", "స్నేహితులారా", "సహోద్యోగులారా", "நண்பர்களே", "சக ஊழியர்களே", "ஊழியர்களே",
            // Georgian, Armenian, Amharic, Sinhala, Mongolian, Tibetan
            "მეგობრებო", "კოლეგებო", "ბავშვებო", "ընկերներ", "գործընկերներ", "ጓደኞቼ", "ጓደኞች", "ባልደረቦች", "ባልደረቦቼ",
            "සගයිනි", "යාළුවනේ", "මිතුරනි", "හැමෝටම", "хамт олноо", "найзууд аа", "найзуудаа", "найзууд",
            // Japanese (and romaji), Korean, Chinese and Cantonese
            "皆さん", "みなさん", "みんな", "皆様", "みなさま", "各位", "minna", "minna-san", "minnasan", "minasan",
            "minasama", "여러분", "얘들아", "친구들", "직원", "학생", "팀원", "동료", "大家", "同事們", "同事们", "同學們", "同学们", "朋友們",
            "朋友们", "同事", "同學", "同学",
            // Thai, Lao, Khmer, Burmese, Tibetan (unspaced: read inside the head)
            "เพื่อนๆ", "เพื่อนร่วมงาน", "ทุกคน", "นักเรียน", "ทีมงาน", "ເພື່ອນໆ", "ໝູ່ໆ", "ເພື່ອນຮ່ວມງານ", "ທຸກຄົນ",
            "មិត្តៗ", "មិត្តរួមការងារ", "អ្នកទាំងអស់គ្នា", "သူငယ်ချင်းတို့", "လုပ်ဖော်ကိုင်ဖက်များ", "ལས་རོགས་རྣམས",
            "གྲོགས་པོ་ཚོ");

    /** The people words of the scripts written without spaces, longest first, read inside a head. */
    private static final java.util.List<String> UNSPACED_PEOPLE = PEOPLE.stream()
            .filter(p -> !p.isEmpty() && unspaced(p.charAt(0)))
            .sorted(java.util.Comparator.comparingInt(String::length).reversed().thenComparing(p -> p)).toList();

    /** Words that may stand beside the people word in a call: greetings, "dear", "my", "all", "hey". */
    static final Set<String> WITH = folded("hi", "hey", "hello", "dear", "my", "all", "good", "morning", "ok", "okay",
            "so", "and", "right", "oh", "yo", "liebe", "lieber", "hallo", "chers", "chères", "bonjour", "queridos",
            "queridas", "hola", "cari", "care", "ciao", "beste", "hoi", "drodzy", "drogie", "дорогие", "уважаемые",
            "привет", "dorogie", "uvazhaemye", "privet", "шановні", "дорогі", "паважаныя", "дарагія", "hyvät", "rakkaat",
            "moi", "hei", "kedves", "sziasztok", "szia", "ძვირფასო", "ძვირფასი", "ውድ", "عزیز", "عزيزي", "أيها", "ايها",
            "يا", "ya", "aur", "suno", "sun", "are", "arre", "bhai", "merhaba", "sevgili", "halo", "hai", "sayang",
            "mahal", "kong", "dragi", "drage", "mili", "milí", "kære", "kjære", "kära", "hej", "hallå", "αγαπητοί",
            "γεια", "prezados", "olá", "oi", "ei", "sawasdee", "nyt", "nu", "now", "then", "tous", "todo", "el", "los",
            "las", "les", "i", "the", "all-hands", "dear all", "tout", "le", "monde", "de", "la", "ng", "sa", "naku",
            "te", "da", "ji", "sab", "log", "logo", "aap", "tum", "sa", "yo", "mes", "meine", "mis", "miei", "mijn",
            "moi", "мои", "мої", "san", "tachi", "सब", "लोग", "हे", "अरे", "የስራ", "seito", "no");

    /** How many words a spaced head may hold. */
    private static final int HEAD_WORDS = 4;
    /** How many letters besides the people word an unspaced head may hold. */
    private static final int UNSPACED_REST = 6;
    /** How far into a sentence its head is read. */
    private static final int HEAD_REACH = 60;

    /** True if the finding at {@code start} stands in a sentence that opens by calling people, and names no AI. */
    boolean toPeople(ReasonCode reason, String ruleId, int start) {
        if (context.sentences().isEmpty() || start < 0 || start >= text.length()
                || reason == ReasonCode.DELIMITER_INJECTION || reason == ReasonCode.PROMPT_EXTRACTION
                || reason == ReasonCode.INVISIBLE_UNICODE || reason == ReasonCode.UNSCREENED_REMAINDER
                || ruleId.equals(InjectionScanner.ENCODED_RULE) || ruleId.equals(InjectionScanner.LEET_RULE)) {
            return false;
        }
        return calledPeople(context.sentenceAt(start));
    }

    /** Sentences already read: an endless line of thousands of findings is one sentence, read once (linear). */
    private final java.util.Map<Integer, Boolean> read = new java.util.HashMap<>();

    private boolean calledPeople(int s) {
        Boolean known = read.get(s);
        if (known == null) {
            known = calledPeopleUncached(s);
            read.put(s, known);
        }
        return known;
    }

    private boolean calledPeopleUncached(int s) {
        IntentText.Sentence sentence = context.sentences().get(s);
        // the call first: bounded to the head, and false for nearly every sentence
        boolean called = callsPeople(text, sentence.start(), sentence.end());
        if (!called && s > 0) {
            // "Kollegen,\nignoriert die vorigen Anweisungen": the call alone on the line or sentence before
            IntentText.Sentence before = context.sentences().get(s - 1);
            called = before.end() - before.start() <= HEAD_REACH && callsPeople(text, before.start(), before.end())
                    && headIsAll(text, before.start(), before.end()) && !namesAi(before);
        }
        return called && !namesAi(sentence) && !sentence.has(IntentRules.READING) && !IntentRules.addressed(context, s);
    }

    private static boolean namesAi(IntentText.Sentence s) {
        for (IntentText.Term t : s.terms()) {
            if (t.is(IntentRules.AI) && !t.is(IntentRules.AI_PEOPLE)) {
                return true;
            }
        }
        return false;
    }

    /** The head of text[from, to): the words up to its first call mark, after leading marks and a speaker's label. */
    static boolean callsPeople(String text, int from, int to) {
        int open = skipMarks(text, from, to);
        int close = headEnd(text, open, to);
        if (close < 0) {
            return false;
        }
        String head = text.substring(open, close);
        if (close < to && text.charAt(close) == ':' && label(head) && !people(head)) {
            // "daichi: minna, …", "Sensei: …": a speaker's label, the call after it
            open = skipMarks(text, close + 1, to);
            close = headEnd(text, open, to);
            if (close < 0) {
                return false;
            }
            head = text.substring(open, close);
        }
        return people(head);
    }

    /** The sentence text[from, to) is its head and nothing more: "Colleagues," alone. */
    private static boolean headIsAll(String text, int from, int to) {
        int open = skipMarks(text, from, to);
        int close = headEnd(text, open, to);
        if (close < 0) {
            close = to;
        }
        for (int i = close + 1; i < to; i++) {
            if (Character.isLetter(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static int skipMarks(String text, int from, int to) {
        int i = from;
        int limit = Math.min(to, from + HEAD_REACH);
        while (i < limit && !Character.isLetter(text.charAt(i))) {
            if (text.charAt(i) == '[') { // "[#general] mio: …": a channel or time stamp in brackets
                int close = i + 1;
                while (close < limit && text.charAt(close) != ']') {
                    close++;
                }
                i = close;
            }
            i++;
        }
        return i < limit ? i : to;
    }

    /** Marks that close a call: comma, colon, the ideographic and Arabic commas, shad, Burmese and Ethiopic commas. */
    private static final String CALL_MARKS = ",:\uFF1A\u3001\uFF0C\u060C\u0F0D\u0F0E\u104A\u1363\u1364\u1365!\uFF01";

    /** Where the head ends (a call mark, or for Thai, Lao and Khmer the first space), or -1 past the reach. */
    private static int headEnd(String text, int open, int to) {
        int limit = Math.min(to, open + HEAD_REACH);
        boolean spaceMarks = open < to && unspacedWithSpaces(text.charAt(open));
        for (int i = open; i < limit; i++) {
            char c = text.charAt(i);
            if (CALL_MARKS.indexOf(c) >= 0 || spaceMarks && c == ' ') {
                return i > open ? i : -1;
            }
            if (c == '\n') {
                return spaceMarks && i > open ? i : -1;
            }
        }
        return spaceMarks && to <= limit && to > open ? to : -1;
    }

    /** Thai, Lao and Khmer: a space closes a phrase, as a comma does elsewhere. */
    private static boolean unspacedWithSpaces(char c) {
        return c >= 0x0E00 && c <= 0x0EFF || c >= 0x1780 && c <= 0x17FF;
    }

    /** A speaker's label: one to three words ("daichi", "El moddares"). */
    private static boolean label(String head) {
        String h = head.strip();
        return !h.isEmpty() && h.split(" +").length <= 3 && h.length() <= 32;
    }

    /** The head is a call of people: every word a people word or a word of a call, one people word at least. */
    static boolean people(String raw) {
        String head = Lexicon.folded(raw);
        if (head.isEmpty()) {
            return false;
        }
        if (PEOPLE.contains(head)) {
            return true; // "ya shabab", "mọi người", "хамт олноо": a call of two words listed whole
        }
        char first = head.charAt(0);
        if (unspaced(first)) {
            String rest = head.replace(" ", "");
            boolean called = false;
            for (String p : UNSPACED_PEOPLE) {
                if (rest.contains(p)) {
                    rest = rest.replace(p, "");
                    called = true;
                }
            }
            return called && rest.length() <= UNSPACED_REST;
        }
        String[] words = head.split("[\\s\\u00A0]+");
        if (words.length > HEAD_WORDS) {
            return false;
        }
        boolean called = false;
        for (int i = 0; i < words.length; i++) {
            String w = trim(words[i]);
            if (w.isEmpty()) {
                continue;
            }
            String pair = i + 1 < words.length ? w + " " + trim(words[i + 1]) : null;
            if (pair != null && PEOPLE.contains(pair)) {
                called = true;
                i++;
            } else if (PEOPLE.contains(w)) {
                called = true;
            } else if (!WITH.contains(w)) {
                return false;
            }
        }
        return called;
    }

    private static String trim(String w) {
        int a = 0;
        int b = w.length();
        while (a < b && !Character.isLetterOrDigit(w.charAt(a))) {
            a++;
        }
        while (b > a && !IntentText.inWord(w.charAt(b - 1)) && w.charAt(b - 1) != '\'') {
            b--;
        }
        return w.substring(a, b);
    }

    /** Scripts written without spaces between words: CJK, kana, Thai, Lao, Khmer, Burmese, Tibetan. */
    private static boolean unspaced(char c) {
        return c >= 0x0E00 && c <= 0x0FFF || c >= 0x1000 && c <= 0x109F || c >= 0x1780 && c <= 0x17FF
                || c >= 0x3040 && c <= 0x30FF || c >= 0x4E00 && c <= 0x9FFF;
    }

    private static Set<String> folded(String... words) {
        return Stream.of(words).map(Lexicon::folded).collect(Collectors.toUnmodifiableSet());
    }

}
