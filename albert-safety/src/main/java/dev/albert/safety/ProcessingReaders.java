package dev.albert.safety;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Seventeenth round: a program named as the reader of the text it stands in, in an opening segment closed by a colon,
 * in the author's own words: "For the program that processes these subtitles:", "Note pour le logiciel qui lit cette
 * facture :", "Aan het systeem dat dit contract samenvat:", "Bu Dockerfile'ı inceleyen otomatik araca:", "致处理本商品页面的
 * 程序：". No AI word is needed: a machine noun (program, system, tool, software, app in forty languages), a relative
 * clause or participle beside it, and a demonstrative that points at this text through another noun ("these
 * subtitles", "this invoice") make the segment an address, as "Note to the AI reading this" is one. "Instructions for
 * this tool:" (the demonstrative on the machine noun itself) is a title, "For the heating system:" names no reader of
 * this text, and "Note to the translator who reads this:" names a person: none is read so.
 */
final class ProcessingReaders {
    private ProcessingReaders() {
    }

    /** How far into a sentence a closing colon is looked for (screening stays linear). */
    private static final int REACH = 400;
    /** How many characters a segment may run back from its colon. */
    private static final int SEGMENT_CHARS = 200;
    /** How many words a segment may hold. */
    private static final int SEGMENT_WORDS = 16;
    /** How many colons of a sentence are tried. */
    private static final int COLONS = 3;

    /**
     * Nouns for a program that processes text, folded ({@link #fold}); a word of a spaced script is one when it starts
     * with one (declined: "ohjelmalle", "programu", "σύστημα") or, for stems of five letters or more, ends with one
     * (compounds: "Übersetzungssoftware"). "Service", "translator" and "application" are left out: a cleaning service,
     * a human translator and a job application are read to people.
     */
    private static final List<String> MACHINES = folded(
            "program", "software", "tool", "system", "app", "script", "parser", "pipeline", "chatbot", "bot",
            "logiciel", "outil", "systeme", "herramienta", "ferramenta", "strumento", "sistema", "aplicativo",
            "werkzeug", "anwendung", "systeem", "hulpmiddel", "verktyg", "verktøy", "værktøj", "programvara",
            "ohjelma", "järjestelmä", "työkalu", "sovellus", "narzędzi", "narzędzia", "aplikacj", "oprogramowani",
            "nástroj", "aplikac", "softvér", "rendszer", "eszköz", "alkalmazás", "szoftver", "instrument", "sistem",
            "sustav", "alat", "orodj", "aplikacij", "softver", "program", "programm", "uygulama", "yazılım", "araç",
            "proqram", "alət", "aplikasi", "perisian", "mfumo", "programu", "zana", "įrank", "rīk", "tööriist",
            "süsteem", "rakendus", "eina", "forrit", "kerfi", "hugbúnað", "ríomhchlár", "córas", "uirlis", "stelsel",
            "sagteware", "програм", "систем", "інструмент", "инструмент", "софтуер", "алат", "додат", "приложени",
            "жүйе", "бағдарлама", "πρόγραμμα", "σύστημα", "εργαλείο", "εφαρμογ", "λογισμικ", "برنامج", "البرنامج",
            "نظام", "النظام", "أداة", "الأداة", "برنامه", "سامانه", "سیستم", "ابزار", "מערכת", "למערכת", "תוכנה",
            "לתוכנה", "प्रोग्राम", "सिस्टम", "टूल", "सॉफ़्टवेयर", "სისტემ", "პროგრამ", "ծրագր", "համակարգ", "систем",
            "програм", "chương", "시스템", "프로그램", "도구");
    /** The same nouns in the scripts written without spaces, found inside the segment. */
    private static final List<String> UNSPACED_MACHINES = folded("程序", "系统", "系統", "工具", "软件", "軟體",
            "プログラム", "システム", "ツール", "ソフト", "アプリ", "ระบบ", "โปรแกรม", "เครื่องมือ");

    /**
     * Words that open a relative clause or make a participle, folded: the reader is the one "that processes", "das
     * verarbeitet", "který zpracovává". A machine noun without one ("For this tool:") is a title.
     */
    private static final Set<String> RELATIVES = Set.copyOf(folded("that", "which", "who", "das", "der", "die",
            "welches", "welche", "welcher", "que", "qui", "che", "dat", "som", "joka", "jotka", "mikä", "który",
            "która", "które", "którym", "ktory", "ktorá", "ktoré", "který", "která", "které", "koji", "koja", "koje",
            "ki", "kas", "kuri", "kuris", "kurš", "kura", "mis", "amely", "ami", "amelyik", "который", "которая",
            "которое", "которые", "що", "який", "яка", "яке", "які", "който", "която", "което", "които", "кој",
            "која", "што", "који", "која", "које", "που", "οποίο", "οποία", "οποίος", "wat", "sem", "yang", "الذي",
            "التي", "که", "जो", "वाले", "वाला", "რომელიც", "որ", "буй", "care", "ambayo", "ambao", "nagbabasa", "nagpoproseso", "inayochakata",
            "unaochakata", "xử", "đọc", "tóm"));
    /**
     * Participle endings of the languages that put the clause before the noun (Turkish, Azeri, Kazakh, Armenian,
     * Korean): read only in the two words before the machine noun.
     */
    private static final List<String> PARTICIPLE_ENDINGS = folded("yen", "yan", "ən", "en", "an", "тін", "тын", "ող",
            "는");
    /** Words a machine noun's stem starts that name people or no program ("programmer", "systematic"). */
    private static final List<String> NOT_MACHINES = folded("programmer", "programmier", "programist", "programát",
            "programoz", "programador", "programmatore", "programmeur", "programmeer", "systemat", "systemadm",
            "apple", "appea", "append", "appet", "appl", "appo", "appr", "appre", "botan", "both", "bott");
    /** Swahili's relative verb forms open so ("unaopanga", "inayochakata", "kinachosoma"). */
    private static final List<String> RELATIVE_PREFIXES = folded("unao", "inayo", "kinacho", "linalo", "yanayo",
            "anaye", "wanao");
    /** Marks of a relative clause in the unspaced scripts ("…的程序", "…するプログラム", "ระบบที่…"). */
    private static final List<String> UNSPACED_RELATIVES = folded("的", "する", "している", "ที่");
    /**
     * "This" and "these": {@link Addressing#DEMONSTRATIVES} and the forms it lacks (Greek with its accents, cases of
     * the Slavic and Baltic languages, the Nordic ones, Romanian, Icelandic).
     */
    private static final Set<String> MORE_DEMONSTRATIVES = union(Addressing.DEMONSTRATIVES, folded("αυτόν", "αυτό",
            "αυτή", "αυτά", "αυτές", "αυτούς", "αυτής", "αυτού", "ezeket", "ezen", "tämän", "tätä", "näitä", "nämä",
            "tę", "tej", "ten", "tych", "tym", "tą", "tyto", "tohoto", "tomto", "tejto", "týchto", "tieto", "tohle",
            "ove", "ovih", "ovog", "šo", "šī", "šīs", "šis", "šią", "šį", "šiuos", "šajā", "šā", "neid", "aquest",
            "aquesta", "aquests", "dessa", "denne", "dette", "disse", "här", "hierdie", "diesem", "ці", "цієї", "цій",
            "цих", "цим", "этой", "эта", "этих", "этим", "тоя", "ову", "ове", "ово", "овом", "ових", "осы", "ამ", "այս", "هذه", "הזה",
            "הזאת", "इन", "này", "hizi", "ushbu", "þessum", "þessa", "þessar", "þessi", "þessu", "þennan", "seo",
            "deste", "desta", "neste", "nesta", "estes", "isto", "acest", "această", "acestui", "aceste", "acești",
            "acestei", "questo", "quest", "cette", "ces", "cet", "이"));
    /** Demonstratives of the unspaced scripts (and Korean's prefix), found inside the segment. */
    private static final List<String> UNSPACED_DEMONSTRATIVES = folded("本", "这", "這", "此", "この", "นี้", "이 ");

    /**
     * Eighteenth round ({@link ReadersOwnUsers}): a folded word is "this" or "these" of a spaced script, or one of the
     * unspaced scripts' demonstratives stands in the folded span.
     */
    static boolean demonstrative(String foldedWord) {
        return MORE_DEMONSTRATIVES.contains(foldedWord) || UNSPACED_DEMONSTRATIVES.stream().anyMatch(foldedWord::contains);
    }

    /** Lower case, marks dropped (accents, vowel signs), so that the folded view and the lists compare alike. */
    static String fold(String word) {
        if (ascii(word)) {
            return word.toLowerCase(Locale.ROOT); // most words of code and English prose: no normalising needed
        }
        String d = Normalizer.normalize(word.toLowerCase(Locale.ROOT), Normalizer.Form.NFD);
        StringBuilder b = new StringBuilder(d.length());
        for (int i = 0; i < d.length(); i++) {
            char c = d.charAt(i);
            if (Character.getType(c) != Character.NON_SPACING_MARK && Character.getType(c) != Character.COMBINING_SPACING_MARK) {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static boolean ascii(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (word.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    private static Set<String> union(Set<String> words, List<String> more) {
        Set<String> all = new java.util.HashSet<>();
        words.forEach(w -> all.add(fold(w)));
        all.addAll(more);
        return Set.copyOf(all);
    }

    static List<String> folded(String... words) {
        return java.util.Arrays.stream(words).map(ProcessingReaders::fold).distinct().toList();
    }

    /**
     * The reader named by an opening segment of sentence {@code s} as a program processing this text, as a term
     * standing just before the clause the segment addresses (categories {@link IntentRules#AI}), or null.
     */
    static IntentText.Term of(IntentRules.Context context, IntentText.Sentence s) {
        String text = context.text();
        int limit = Math.min(s.end(), s.start() + REACH);
        int from = s.start();
        for (int tried = 0; tried < COLONS; tried++) {
            int close = Bounded.colon(text, from, limit);
            if (close < 0) {
                break;
            }
            from = close + 1;
            if (close + 1 < text.length() && (text.charAt(close + 1) == '/' || Character.isDigit(text.charAt(close + 1)))) {
                continue; // "https://…", "10:30"
            }
            int open = segmentStart(text, close, s.start());
            int[] noun = machineNamedAsReader(text, s, open, close);
            if (noun != null) {
                return termBefore(s, close, noun);
            }
        }
        int[] handle = botHandle(text, s.start(), limit);
        if (handle != null) {
            return termBefore(s, handle[1], handle);
        }
        return askedInTheThirdPerson(context, s);
    }

    /**
     * How many words a line must hold after an "@" handle to be a message to the bot rather than one of its commands
     * ("@deploy-bot status staging", "@summarizer-bot summarize #general since yesterday", "@DJ-bot skip").
     */
    private static final int MESSAGE_WORDS = 6;

    /** The last parts of a bot's handle or nickname that name it a program ("reviewer-bot", "@deploy_bot"). */
    private static final Set<String> BOT_PARTS = Set.of("bot", "gpt", "llm", "ai", "assistant");

    /**
     * Eighteenth round (vocative18): a bot's handle or nickname opening a line of the sentence, called as people call
     * each other in chats — "reviewer-bot, for this PR you are …", "@helper-bot vanaf nu ben jij …", "summary_bot: …":
     * a word of parts joined by hyphens or underscores whose last part is "bot" (or "gpt", "llm", "ai", "assistant"),
     * after an "@" with a message of {@link #MESSAGE_WORDS} words, or closed by a comma or colon. The handle names a program as surely as "the program that reads
     * this" does; what it is asked is read by the rules as for any address ("@deploy-bot status staging" asks nothing
     * they read). Only the first {@link #REACH} characters are looked at. The handle's span, or null.
     */
    private static int[] botHandle(String text, int from, int limit) {
        for (int i = from; i < limit; i++) {
            if (i > from && text.charAt(i - 1) != '\n') {
                continue;
            }
            int start = i;
            while (start < limit && (text.charAt(start) == ' ' || text.charAt(start) == '\t')) {
                start++;
            }
            boolean at = start < limit && text.charAt(start) == '@';
            int end = at ? start + 1 : start;
            int lastPart = end;
            boolean joined = false;
            while (end < limit && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '-' || text.charAt(end) == '_')) {
                if (text.charAt(end) == '-' || text.charAt(end) == '_') {
                    joined = true;
                    lastPart = end + 1;
                }
                end++;
            }
            if (!joined || end == lastPart
                    || !BOT_PARTS.contains(text.substring(lastPart, end).toLowerCase(java.util.Locale.ROOT))) {
                continue;
            }
            char next = end < text.length() ? text.charAt(end) : '\n';
            if (at && next == ' ' && Addressing.wordsOnLine(text, end, MESSAGE_WORDS, true) >= MESSAGE_WORDS
                    || next == ',' || next == ':' && (end + 1 >= text.length() || text.charAt(end + 1) == ' ')) {
                return new int[] {at ? start + 1 : start, end};
            }
        }
        return null;
    }

    /**
     * The program named as the subject and then asked in the passive: "Reviewing systems that summarise this abstract
     * are asked to describe it as …", "Les logiciels de synthèse qui traitent ce communiqué voudront bien présenter
     * …". Only the requests the vocabulary reads as both READING and MODAL ("are requested to", "sont priés de",
     * "werden gebeten") end such a subject: "A parser that reads this format MUST ignore unknown fields" is a
     * specification, and "must" is no request.
     */
    private static IntentText.Term askedInTheThirdPerson(IntentRules.Context context, IntentText.Sentence s) {
        String text = context.text();
        for (IntentText.Term t : s.terms()) {
            if (t.start() - s.start() > REACH) {
                return null;
            }
            if (t.is(IntentRules.READING) && t.is(IntentRules.MODAL)) {
                int open = segmentStart(text, t.start(), s.start());
                int[] noun = machineNamedAsReader(text, s, open, t.start());
                return noun == null ? null : termBefore(s, t.start(), noun);
            }
        }
        return null;
    }

    /** Where the segment ending at the colon opens: a line start, bracket, quotation mark, earlier colon or comment mark. */
    private static int segmentStart(String text, int close, int floor) {
        int i = close;
        while (i > floor && close - i < SEGMENT_CHARS) {
            char c = text.charAt(i - 1);
            if (c == '\n' || c == '[' || c == '(' || c == '"' || c == '>' || c == ':' || c == '#' || c == '{'
                    || c == '|' || c == ';' || c == '\u201C' || c == '\u00AB') {
                break;
            }
            i--;
        }
        return i;
    }

    /**
     * The span of the machine noun of a segment that names a program reading this text, or null: a machine noun, a
     * relative word or participle, and a demonstrative not standing on the noun itself, in at most
     * {@link #SEGMENT_WORDS} words.
     */
    private static int[] machineNamedAsReader(String text, IntentText.Sentence s, int open, int close) {
        List<int[]> words = words(text, open, close, SEGMENT_WORDS + 1);
        if (words.size() > SEGMENT_WORDS) {
            return null;
        }
        if (words.size() < 3) { // a spaced segment needs a noun, a relative word and a demonstrative
            return unspacedScript(text, open, close) ? unspaced(text, open, close, words) : null;
        }
        // A demonstrative first (a set's lookup): most segments of code and prose hold none, and end here.
        List<String> folded = new java.util.ArrayList<>(words.size());
        boolean any = false;
        for (int[] w : words) {
            String word = fold(text.substring(w[0], w[1]));
            folded.add(word);
            any |= MORE_DEMONSTRATIVES.contains(word);
        }
        if (!any) {
            return unspacedScript(text, open, close) ? unspaced(text, open, close, words) : null;
        }
        int machine = -1;
        for (int w = 0; w < words.size() && machine < 0; w++) {
            if (isMachine(folded.get(w)) || aiWordAt(s, words.get(w)[0], words.get(w)[1])) {
                machine = w;
            }
        }
        if (machine < 0) {
            return unspaced(text, open, close, words);
        }
        int demonstrative = -1;
        boolean relative = false;
        for (int w = 0; w < words.size(); w++) {
            String word = folded.get(w);
            if (w == machine) {
                continue;
            }
            if (MORE_DEMONSTRATIVES.contains(word)) {
                demonstrative = w;
            } else if (RELATIVES.contains(word) || w < machine && machine - w <= 2 && participle(word)
                    || RELATIVE_PREFIXES.stream().anyMatch(word::startsWith)) {
                relative = true;
            }
        }
        // "Instructions for this tool:", "program ini:": the demonstrative is on the machine noun, a title.
        if (demonstrative < 0 || Math.abs(demonstrative - machine) <= 1 || !relative && !reading(s, open, close)) {
            return null;
        }
        return words.get(machine);
    }

    /** The spans of the words in [open, close), at most {@code most} of them. */
    static List<int[]> words(String text, int open, int close, int most) {
        List<int[]> words = new java.util.ArrayList<>();
        int i = open;
        while (i < close && words.size() < most) {
            while (i < close && !isWordChar(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < close && isWordChar(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                words.add(new int[] {start, i});
            }
        }
        return words;
    }

    /** An AI word (not a person's title) starts in [start, end): "An das Sprachmodell, das diese Arbeit begutachtet:". */
    private static boolean aiWordAt(IntentText.Sentence s, int start, int end) {
        for (int i = s.firstTermFrom(start); i < s.terms().size() && s.terms().get(i).start() < end; i++) {
            if (s.terms().get(i).is(IntentRules.AI) && !s.terms().get(i).is(IntentRules.AI_PEOPLE)) {
                return true;
            }
        }
        return false;
    }

    /** The segment holds a reading clause the vocabulary knows ("a phróiseálann", "ที่ประมวลผล"). */
    private static boolean reading(IntentText.Sentence s, int open, int close) {
        for (int i = s.firstTermFrom(open); i < s.terms().size() && s.terms().get(i).start() < close; i++) {
            if (s.terms().get(i).is(IntentRules.READING)) {
                return true;
            }
        }
        return false;
    }

    /** A participle of the languages that put the clause before the noun ("inceleyen", "edən", "өңдейтін", "처리하는"). */
    private static boolean participle(String word) {
        if (word.length() < 4) {
            return false;
        }
        for (String ending : PARTICIPLE_ENDINGS) {
            if (word.endsWith(ending)) {
                return true;
            }
        }
        return false;
    }

    /** A machine noun: a long stem starts or ends the word, a short one starts a word at most four letters longer. */
    static boolean isMachine(String word) {
        for (String not : NOT_MACHINES) {
            if (word.startsWith(not)) {
                return false;
            }
        }
        for (String m : MACHINES) {
            if (m.length() >= 5 ? word.startsWith(m) || word.endsWith(m) : word.startsWith(m) && word.length() <= m.length() + 4) {
                return true;
            }
        }
        return false;
    }

    /** The segment in a script without spaces: a machine noun, a relative mark and a demonstrative inside it. */
    private static int[] unspaced(String text, int open, int close, List<int[]> words) {
        String segment = fold(text.substring(open, close));
        if (segment.length() > SEGMENT_CHARS) {
            return null;
        }
        for (String m : UNSPACED_MACHINES) {
            int at = segment.indexOf(m);
            if (at >= 0 && UNSPACED_RELATIVES.stream().anyMatch(segment::contains)
                    && UNSPACED_DEMONSTRATIVES.stream().anyMatch(d -> segment.contains(d) && !segment.contains(d + m))) {
                return new int[] {open, close};
            }
        }
        return null;
    }

    /** The segment holds Chinese, Japanese or Thai letters (written without spaces between words). */
    private static boolean unspacedScript(String text, int open, int close) {
        for (int i = open; i < close; i++) {
            char c = text.charAt(i);
            if (c >= 0x3040 && c <= 0x9FFF || c >= 0x0E00 && c <= 0x0E7F) {
                return true;
            }
        }
        return false;
    }

    private static boolean isWordChar(char c) {
        int type = Character.getType(c);
        return Character.isLetterOrDigit(c) || type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || c == '\'' || c == '\u2019';
    }

    /** A term for the reader, indexed just before the first term after the colon (the clause it addresses). */
    private static IntentText.Term termBefore(IntentText.Sentence s, int close, int[] noun) {
        int next = s.firstTermFrom(close);
        int index = next < s.terms().size() ? s.terms().get(next).index() - 1
                : s.terms().isEmpty() ? 0 : s.terms().get(s.terms().size() - 1).index() + 1;
        return new IntentText.Term(IntentRules.AI, index, noun[0], noun[1], false, false);
    }
}
