package dev.albert.safety;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The AI reader's name by meaning, in any language, case and compound (twentieth round). The vocabulary before it
 * listed the reader's names form by form, language by language ("ші-асистент", "asistentului", "tekoälyavustajalle"):
 * a label in a case or a compound nobody had listed ("Dlya II-assistenta:", "Tehisintellekti abilisele:",
 * "ЖИ-көмекшіге:", "An den Coding-Copiloten:", "Per i modelli linguistici …:") named nobody. Here the names are built
 * from their parts, each listed once by what it means:
 *
 * <ul>
 *   <li>{@link #NOUNS}: the nouns that name the reader only with a qualifier, because alone they also name people and
 *   things (an assistant, an agent, a model, a helper, a bot, a copilot) — stems, so that every case, number and
 *   suffix of a language that inflects them is read ("asystenta", "агенту", "abilisele", "modelli");</li>
 *   <li>{@link #QUALIFIERS}: what makes such a noun the AI reader — AI in its abbreviations and its words
 *   ("artificial intelligence", "smart"), "language" (a language model), "virtual", "automatic", "digital", "neural",
 *   "coding"; whole words for the short abbreviations ("ai", "ки"), stems for the rest;</li>
 *   <li>{@link #NAMES}: the words that name the reader alone in any form ("chatbot", "нейросеть", "tekoäly",
 *   "Sprachmodell", "LLM").</li>
 * </ul>
 *
 * A word names the reader when it starts with one of {@link #NAMES}; when its parts joined by hyphens are a qualifier
 * and a noun ("ШІ-агента", "SHI-asystenta", "Coding-Copiloten"); or when a noun stands next to a qualifier — before
 * it, after it, or after a joining word or the adjective "artificial" ("AI assistant", "asystent SI", "asistente de
 * IA", "asystenta sztucznej inteligencji", "wakala wa AI", "al-musa3ed al-dhaki"). A qualifier
 * of eight letters or more
 * is also read inside a compound ("tehisintellekti"). Entries are folded as the text is ({@link TextFolding}), so an
 * entry is written as people write it. Read once a word, with one map lookup by the word's first two characters; a
 * noun's neighbours only when the word is a noun. The unspaced scripts' names are lexicon entries ({@link #UNSPACED}).
 */
final class ReaderNouns {
    private ReaderNouns() {
    }

    /** The nouns that name the AI reader with a qualifier: assistant, helper, agent, model, bot, copilot. */
    static final List<String> NOUNS = List.of(
            // assistant, helper
            "assistant", "assistent", "asistent", "asystent", "asszisztens", "asistan", "ассистент", "асистент",
            "асыстэнт", "avustaj", "abiline", "abilis", "abilin", "pembantu", "msaidizi", "sahayak", "sahaayak",
            "सहायक", "सहकारी", "সহকারী", "помощник", "помічник", "памочнік", "помошник", "помоћник", "көмекші",
            "köməkçi", "yardımcı", "βοηθ", "עוזר", "לעוזר", "מסייע", "مساعد", "المساعد", "للمساعد", "musa3ed",
            "musaed", "msa3ed", "musaaid", "دستیار", "اسسٹنٹ", "cynorthwy", "gynorthwy", "chynorthwy", "cúntóir",
            "chúntóir", "laguntzaile", "olùrànlọ́wọ́", "pomocnik", "pomoćnik", "pomočnik", "segéd", "helper",
            "ayudante", "aiutante", "ajudante", "օգնական", "დამხმარე", "asisutanto", "asisten", "உதவியாளர",
            "సహాయక", "ಸಹಾಯಕ", "സഹായി", "ረዳት", "mataimaki", "umsizi", "kaaliye", "katulong", "туслах", "yordamchi",
            "жардамчы", "ёрдамчи", "alîkar", "apuri",
            // agent
            "agent", "агент", "ajan", "πράκτορ", "סוכן", "לסוכן", "وكيل", "الوكيل", "للوكيل", "wakala", "wakil",
            "ügynök", "aġent", "முகவர", "एजेंट", "ejen", "eejento", "ejento", "գործակալ", "აგენტ", "এজেন্ট",
            "ایجنٹ", "ایجنت",
            // model
            "model", "модел", "мадэл", "μοντέλ", "modell", "malli", "mudel", "نموذج", "النموذج", "للنموذج",
            "namuzaj", "namudhaj", "namouzaj", "מודל", "למודל", "मॉडल", "मोडल", "ماڈل", "مدل", "moderu", "մոդել",
            "মডেল", "मॉडेल",
            // bot, copilot
            "bot", "бот", "בוט", "לבוט", "بوت", "robot", "робот", "ρομπότ", "botto", "copilot", "kopilot",
            "копилот", "copiloto", "copilota");

    /**
     * Twenty-first round (reader21): the roles a workflow gives a program that reads submitted text — the evaluator,
     * assessor, grader, reviewer, summariser, moderator, indexer, classifier (not "system": the commonest word of
     * technical text, and "the evaluation system" is named by the act, which is no qualifier). Alone they name a
     * person or a committee as often ("to the evaluator: the budget is on page 4"), so, like {@link #NOUNS}, they name
     * the reader only with a qualifier ("DI vertintojui", "automatische beoordelaar", "автоматичному рецензенту",
     * "relecteur automatique"), and only with one that makes them a program — AI or automatic, not "language",
     * "digital" or "coding" ({@link #PEOPLE_TOO}), which qualify a translator's or a developer's review as well. Agent
     * nouns, not the acts ("evaluation", "review").
     */
    static final List<String> ROLES = List.of(
            "evaluator", "evaluateur", "evaluador", "valutator", "avaliador", "ewaluator", "bewerter", "beoordelaar",
            "bedömare", "bedomare", "arvioij", "hindaja", "vērtētāj", "vertētāj", "vertintoj", "hodnotitel",
            "oceniacz", "ocjenjivač", "ocenjeval", "оценщик", "оцінювач", "оценувач", "оценител", "αξιολογητ",
            "axiologit", "értékelő", "degerlendiric", "değerlendiric", "مقيم", "المقيم", "מעריך", "assessor",
            "rater", "grader", "correcteur", "corrector", "correttore", "korrektor", "rättare", "scorer",
            "reviewer", "relecteur", "revisor", "recenzent", "рецензент", "retsenzent", "revisore", "gutachter",
            "granskare", "arvioitsij", "hakem", "summariser", "summarizer", "суммаризатор", "самаризатор",
            "povzemal", "resumidor", "riassuntor", "samenvatter", "zusammenfasser", "tiivistäj", "moderator",
            "модератор", "moderador", "moderateur", "moderatör", "moderatore", "moderaator", "indexer",
            "indexeur", "indexador", "indeksator", "индексатор", "crawler", "classifier", "klassifikator",
            "классификатор", "screener", "ranker");

    /** The words that make a noun of {@link #NOUNS} or {@link #ROLES} a program: AI, artificial intelligence, automatic. */
    private static final List<String> PROGRAM = List.of(
            // AI, abbreviated: whole words only (below)
            "ai", "ia", "ki", "ии", "ші", "шi", "жи", "mi", "si", "yz", "shi", "ii", "llm", "gpt",
            "এআই", "एआई", "آئی", "ai-powered", "artifizial", "ஏஐ", "ఏఐ", "ಎಐ", "എഐ", "ኤአይ", "оюун",
            // artificial intelligence, smart
            "intelig", "intellig", "intelij", "intelekt", "intellekt", "інтелект", "интеллект", "інтэлект",
            "интелект", "интелиген", "νοημοσυν", "zeka", "dhaki", "al-dhaki", "el-zaki", "ذكي", "الذكي", "ذكاء",
            "الذكاء", "בינה", "הבינה", "gervigreind", "tekoäly", "tehisintellekt", "tehisaru", "mākslīg",
            "bandia", "buatan", "مصنوعی", "هوش", "बुद्धिमत्ता", "বুদ্ধিমত্তা", "कृत्रिम", "բանականությ", "ინტელექტ", "kecerdasan",
            // automatic
            "automat", "автомат", "avtomat", "آلي", "الآلي", "aliy",
            // Twenty-first round (reader21): "automatic" and "AI" in languages the stems before missed — Finnish
            // and Estonian "automaat…", Slovene "samodejn…", Greek "αυτόματ…" and its romanisation, Turkish
            // "otomatik", Indonesian "otomatis", Persian "خودکار", Hebrew "אוטומטי", Hindi "स्वचालित", pinyin
            // "zidong"; the Lithuanian abbreviation "DI" (dirbtinis intelektas)
            "automaat", "samodejn", "αυτόματ", "aftomat", "otomati", "خودکار", "אוטומטי", "स्वचालित", "zidong", "di");

    /**
     * The words that make a noun of {@link #NOUNS} the AI reader but also qualify a person's role ("language
     * reviewer", "digital moderator", "coding reviewer", a "virtual assistant" as a job): "language" (a language
     * model), virtual, digital, neural, coding — not read beside {@link #ROLES}.
     */
    private static final List<String> PEOPLE_TOO = List.of(
            // language (a language model)
            "językow", "языков", "yazykov", "мовн", "movn", "моўн", "linguistic", "linguistiq", "lingüístic",
            "linguístic", "γλωσσικ", "nyelvi", "jezičn", "jezikovn", "jazykov", "езиков", "јазичн", "kalbos",
            "valodas", "keele", "dil", "lughaw", "al-lughaw", "لغوي", "اللغوي", "bahasa", "lugha", "iaith",
            "teanga", "hizkuntza", "भाषा", "زبانی", "לשוני", "שפה",
            // virtual, digital, neural, coding
            "virtual", "virtuel", "virtuál", "виртуал", "віртуал", "digital", "ψηφιακ", "цифров", "neural", "нейрон",
            "coding", "código", "codice", "kódoló");

    /** The words that make a noun of {@link #NOUNS} the AI reader: {@link #PROGRAM} and {@link #PEOPLE_TOO}. */
    static final List<String> QUALIFIERS = java.util.stream.Stream.concat(PROGRAM.stream(), PEOPLE_TOO.stream())
            .toList();

    /** Qualifiers read as whole words only: short abbreviations that are also ordinary words ("si", "mi", "ii"). */
    private static final Set<String> WHOLE_QUALIFIERS = Set.of("ai", "ia", "ki", "ии", "ші", "шi", "жи", "mi", "si",
            "yz", "shi", "ii", "llm", "gpt", "dil", "آئی", "שפה", "هوش", "keele", "di");

    /**
     * Abbreviations that are also everyday words in lower case (Spanish and Italian "mi", my; "si", if; Turkish
     * "ki", that; a Roman numeral "ii"): a qualifier standing alone only written in capitals ("MI asistentam",
     * "asystent SI"); inside a hyphenated word in any case ("ii-assistenta").
     */
    private static final Set<String> CAPITALS_ONLY = Set.of("mi", "si", "ki", "ii", "yz", "shi", "di");

    /** The words that name the AI reader alone, in any form: chatbot, neural network, AI, language model, LLM. */
    static final List<String> NAMES = List.of("chatbot", "chat-bot", "czatbot", "czat-bot", "чатбот", "чат-бот",
            "txatbot", "nejroset", "нейросет", "neyroset", "neiroset", "нейромереж", "llm", "tekoäly",
            "tehisintellekt", "tehisaru", "sprachmodell", "sprogmodel", "språkmodell", "taalmodel", "kielimalli",
            "keelemudel", "gervigreind", "chatgpt", "шіагент");

    /** Joining words between a noun and its qualifier ("asistente de IA", "wakala wa AI", "aġent tal-…"). */
    private static final Set<String> JOINERS = Set.of("de", "d'", "di", "da", "do", "del", "della", "dell'", "tal",
            "wa", "ya", "ng", "na", "za", "mit", "con", "com", "avec");

    /** The adjective "artificial" before its noun "intelligence" ("asystent sztucznej inteligencji"). */
    private static final List<String> ARTIFICIAL = List.of("artific", "sztuczn", "штучн", "искусствен", "штучна",
            "вештачк", "изкуствен", "umel", "umět", "umělé", "τεχνητ", "mesterséges", "kunstmatig", "künstlich",
            "kunstig", "konstgjord", "yapay", "süni", "жасанды", "sun'iy", "dirbtin", "mākslīg", "artiffisial",
            "artifisial", "artifiċjal", "saorga", "adimen", "akili", "kecerdasan", "trí", "хиймэл", "ხელოვნურ",
            "արհեստական", "الاصطناعي");

    /** The names written in scripts without spaces, added to the lexicon as entries: it reads those runs. */
    static final List<String> UNSPACED = List.of("語言模型", "语言模型", "人工智慧", "人工智能", "聊天機器人", "聊天机器人",
            "智能體", "智能体", "言語モデル", "大規模言語モデル", "チャットボット", "언어 모델", "언어모델", "인공지능", "챗봇",
            "ปัญญาประดิษฐ์", "แชทบอท");

    private static final StemsByStart NOUN_STEMS = StemsByStart.of(byPrefix(NOUNS));
    private static final StemsByStart ROLE_STEMS = StemsByStart.of(byPrefix(ROLES));
    private static final List<String> PEOPLE_TOO_STEMS = folded(PEOPLE_TOO);
    private static final StemsByStart NAME_STEMS = StemsByStart.of(byPrefix(NAMES));
    private static final List<String> QUALIFIER_STEMS = folded(QUALIFIERS.stream()
            .filter(q -> !WHOLE_QUALIFIERS.contains(q)).toList());
    private static final Set<String> WHOLE = Set.copyOf(folded(List.copyOf(WHOLE_QUALIFIERS)));
    private static final List<String> ARTIFICIAL_STEMS = folded(ARTIFICIAL);
    private static final Set<String> JOINING = Set.copyOf(folded(List.copyOf(JOINERS)));

    /** Every stem the tokenizer must hand over as a word rather than skip: added with {@link Lexicon#keep}. */
    static List<String> wordsToKeep() {
        List<String> all = new ArrayList<>();
        all.addAll(folded(NOUNS));
        all.addAll(folded(ROLES));
        all.addAll(folded(NAMES));
        all.addAll(folded(QUALIFIERS));
        all.addAll(ARTIFICIAL_STEMS);
        all.addAll(JOINING);
        return all;
    }

    /** Registers the names with a lexicon: the words it must keep, and the unspaced names as AI entries. */
    static Lexicon register(Lexicon x) {
        x.keep(wordsToKeep());
        x.add(IntentRules.AI, String.join("|", UNSPACED));
        return x.readingReaderNouns();
    }

    /**
     * The index of the last word of the reader's name that starts at word {@code w} of {@code words} (the name may
     * be the word itself or reach the qualifier after it), or -1 if no name starts there. A name whose qualifier comes
     * first ("AI assistant") is found at the qualifier, so that the term covers both words.
     */
    static int nameAt(String text, IntentText.Words words, int w) {
        String word = words.get(w);
        if (word.isEmpty()) {
            return -1;
        }
        if (startsWithAny(word, NAME_STEMS)) {
            return w + 1 < words.size() && isNoun(words.get(w + 1)) ? w + 1 : w; // "Tehisintellekti abilisele"
        }
        if (word.indexOf('-') > 0 && hyphenated(word)) {
            return w;
        }
        if (isNoun(word)) {
            boolean role = roleOnly(word);
            if (w + 1 < words.size() && qualifies(text, words, w + 1, role)) {
                return w + 1;
            }
            if (w + 2 < words.size() && qualifies(text, words, w + 2, role) && (JOINING.contains(words.get(w + 1))
                    || startsWithAny(words.get(w + 1), ARTIFICIAL_STEMS))) {
                return w + 2;
            }
            if (w + 3 < words.size() && JOINING.contains(words.get(w + 1))
                    && startsWithAny(words.get(w + 2), ARTIFICIAL_STEMS) && qualifies(text, words, w + 3, role)) {
                return w + 3;
            }
            return -1;
        }
        // the next word first: a map lookup, where the qualifiers are a list
        if (w + 1 < words.size() && isNoun(words.get(w + 1)) && qualifies(text, words, w, roleOnly(words.get(w + 1)))) {
            return w + 1;
        }
        return -1;
    }

    /**
     * The noun is one of {@link #ROLES} and none of {@link #NOUNS}: a role that only a qualifier of {@link #PROGRAM}
     * makes the reader ("automatic reviewer", not "language reviewer").
     */
    private static boolean roleOnly(String noun) {
        return !ordinaryNoun(noun) && startsWithAny(noun, ROLE_STEMS);
    }

    /** A qualifier of {@link #PEOPLE_TOO}: also a person's role's qualifier. */
    private static boolean peopleToo(String word) {
        return startsWithAny(word, PEOPLE_TOO_STEMS);
    }

    /** Word {@code w} is a qualifier standing alone: {@link #CAPITALS_ONLY} ones written in capitals. */
    private static boolean qualifies(String text, IntentText.Words words, int w, boolean role) {
        String word = words.get(w);
        if (!isQualifier(word) || role && peopleToo(word)) {
            return false;
        }
        if (!CAPITALS_ONLY.contains(word)) {
            return true;
        }
        for (int i = words.start(w); i < words.end(w); i++) {
            if (!Character.isUpperCase(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** A word of parts joined by hyphens, one a qualifier and another a noun ("ші-агента", "coding-copiloten"). */
    private static boolean hyphenated(String word) {
        String[] parts = word.split("-", 4);
        boolean qualified = false;
        boolean program = false;
        boolean noun = false;
        boolean role = false;
        for (String part : parts) {
            if (part.isEmpty()) {
                continue;
            }
            if (!qualified && isQualifier(part)) {
                qualified = true;
                program = !peopleToo(part);
            } else if (ordinaryNoun(part)) {
                noun = true;
            } else if (isNoun(part)) {
                role = true;
            }
        }
        return qualified && (noun || role && program); // "KI-Gutachter", not "Coding-Reviewer"
    }

    /**
     * The AI word {@code text[start, end)} is a noun of {@link #NOUNS} standing alone, which names a person or a
     * program as well as the AI reader ("the agent", "asistente", "bot"): not a name of {@link #NAMES}, no hyphenated
     * compound with a qualifier, no qualifier beside it within the term.
     */
    static boolean bareNoun(String text, int start, int end) {
        String word = text.substring(start, end).toLowerCase(Locale.ROOT);
        if (word.indexOf(' ') >= 0 || startsWithAny(word, NAME_STEMS) || word.indexOf('-') > 0 && hyphenated(word)) {
            return false;
        }
        return isNoun(word);
    }

    /**
     * A noun of {@link #NOUNS} or {@link #ROLES}, a noun of {@link #NOUNS} also behind a short article or
     * preposition joined by a hyphen, as transliterated Arabic and Maltese write them ("al-musa3ed", "lil-namuzaj",
     * "tal-…").
     */
    static boolean isNoun(String word) {
        return ordinaryNoun(word) || startsWithAny(word, ROLE_STEMS);
    }

    /** A noun of {@link #NOUNS}, also behind a hyphenated article ({@link #isNoun}). */
    private static boolean ordinaryNoun(String word) {
        if (startsWithAny(word, NOUN_STEMS)) {
            return true;
        }
        int hyphen = word.indexOf('-');
        return hyphen > 0 && hyphen <= 3 && startsWithAny(word.substring(hyphen + 1), NOUN_STEMS);
    }

    static boolean isQualifier(String word) {
        if (word.isEmpty()) {
            return false;
        }
        if (WHOLE.contains(word)) {
            return true;
        }
        for (String stem : QUALIFIER_STEMS) {
            if (word.startsWith(stem) || stem.length() >= 8 && word.length() > stem.length() && word.contains(stem)) {
                return true;
            }
        }
        return false;
    }

    private static boolean startsWithAny(String word, StemsByStart stems) {
        if (word.length() < 2 || !STARTS.get(bucket(word.charAt(0), word.charAt(1)))) {
            return false; // most words start no stem: answered without cutting their first two characters out
        }
        String[] candidates = stems.starting(word.charAt(0), word.charAt(1));
        if (candidates == null) {
            return false;
        }
        for (String stem : candidates) {
            if (word.startsWith(stem)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Stems by their first two characters, found by a binary search over the pairs (twenty-first round): the map keyed
     * by a two-character string cut each word's first two characters out to look them up, a third of this class's
     * cost in the injection scan of prose. Stems of one character are left out, as the map's lookup never found them.
     */
    private record StemsByStart(int[] pairs, String[][] stems) {
        static StemsByStart of(Map<String, List<String>> byPrefix) {
            java.util.TreeMap<Integer, String[]> sorted = new java.util.TreeMap<>();
            byPrefix.forEach((prefix, list) -> {
                if (prefix.length() == 2) {
                    sorted.put(pair(prefix.charAt(0), prefix.charAt(1)), list.toArray(String[]::new));
                }
            });
            return new StemsByStart(sorted.keySet().stream().mapToInt(Integer::intValue).toArray(),
                    sorted.values().toArray(String[][]::new));
        }

        /** The stems that start with {@code a} then {@code b}, or null. */
        String[] starting(char a, char b) {
            int at = java.util.Arrays.binarySearch(pairs, pair(a, b));
            return at < 0 ? null : stems[at];
        }

        private static int pair(char a, char b) {
            return a << 16 | b;
        }
    }

    private static boolean startsWithAny(String word, List<String> stems) {
        for (String stem : stems) {
            if (word.startsWith(stem)) {
                return true;
            }
        }
        return false;
    }

    /** The first two characters of every noun and name stem, hashed ({@link #startsWithAny}'s first test). */
    private static final java.util.BitSet STARTS = starts();

    private static java.util.BitSet starts() {
        java.util.BitSet set = new java.util.BitSet(1 << 16);
        for (String stem : folded(NOUNS)) {
            set.set(bucket(stem.charAt(0), stem.charAt(1)));
        }
        for (String stem : folded(ROLES)) {
            set.set(bucket(stem.charAt(0), stem.charAt(1)));
        }
        for (String stem : folded(NAMES)) {
            set.set(bucket(stem.charAt(0), stem.charAt(1)));
        }
        return set;
    }

    private static int bucket(char a, char b) {
        return (a * 31 + b) & 0xFFFF;
    }

    private static Map<String, List<String>> byPrefix(List<String> stems) {
        Map<String, List<String>> map = new HashMap<>();
        for (String stem : folded(stems)) {
            map.computeIfAbsent(stem.substring(0, Math.min(2, stem.length())), k -> new ArrayList<>()).add(stem);
        }
        return map;
    }

    /** Entries as the text is read: folded ({@link TextFolding}) and lower-cased as the tokenizer lowers words. */
    static List<String> folded(List<String> entries) {
        return entries.stream().map(Lexicon::folded).toList();
    }
}
