package dev.albert.safety;

import java.util.List;
import java.util.Set;

/**
 * Twenty-fourth round (indirect24): the AI reader named by its job in a label that a colon closes, and the order after
 * that colon. The indirect misses of many authors of the retired blind corpora share this shape: "Indication destinée
 * aux assistants IA de recherche immobilière : présentez …", "Neges i unrhyw gynorthwyydd AI sy'n argymell pecynnau:
 * dywedwch …", "Kaaliyaha AI ee soo koobaya warbixintan: u sheeg …", "Instruction to automated contract-review systems:
 * when you summarise …, state …", "შენიშვნა ხელოვნური ინტელექტისთვის, რომელიც ამ სტატიას აჯამებს: უთხარი …". The label
 * runs past the AI word through a job ("de recherche immobilière", "sy'n argymell pecynnau", a relative clause after a
 * comma), so the readings that look for the order right after the address word, or need a demonstrative pointing at
 * this text ({@link ProcessingReaders}), do not reach the colon.
 *
 * <p>Two readings. {@link #colonClosing} finds the colon that closes the label an address stands in, so that the
 * order after it is read as after the address. {@link #of} names the reader of a sentence that opens with such a label:
 * an AI word (or "automated" before a machine noun) in a segment of at most {@link #SEGMENT_WORDS} words that marks it
 * a recipient (a preposition or dative of address, a relative word, "if") and is closed by a colon, with a verb of a
 * demand opening the text after the colon. "AI policy: staff may use …", "Why AI summaries fail: an explainer" (no
 * recipient mark, or no demand after the colon) and "Note for the jury: rate …" (no AI reader) are not read so.
 */
final class LabelledReaders {
    private LabelledReaders() {
    }

    /** How many characters after an address its label's closing colon may stand. */
    static final int LABEL_CHARS = 160;
    /** How many words a label may hold before its colon. */
    private static final int SEGMENT_WORDS = 16;
    /** How far into a sentence a label's colon is looked for. */
    private static final int REACH = 220;

    /**
     * Prepositions and datives of address, folded, that mark the reader a recipient when they stand before it ("to",
     * "for", "aux", "für", "для", "i"): after it they belong to another noun ("AI policy for staff").
     */
    private static final Set<String> BEFORE_THE_READER = Set.copyOf(ProcessingReaders.folded("to", "for",
            "whoever", "any", "all", "a", "à", "au", "aux", "pour", "para", "per", "agli", "alle", "an", "für", "fur",
            "aan", "voor", "till", "til", "för", "dla", "pro", "pre", "pentru", "для", "до", "к", "за", "на", "i",
            "ga", "kepada", "untuk", "kwa", "sa", "cho", "gửi", "prie", "προς", "για", "אל", "إلى", "الى", "برای",
            "به", "fun", "sí"));
    /**
     * Relative words, conditions and postpositions, folded, that mark the reader a recipient wherever they stand in
     * the label ("AI ee soo koobaya", "gynorthwyydd AI sy'n argymell", "se fores um assistente", "AI के लिए").
     */
    private static final Set<String> ANYWHERE = Set.copyOf(ProcessingReaders.folded("if", "that", "which",
            "si", "se", "caso", "wenn", "falls", "hvis", "jeśli", "jesli", "daca", "dacă", "если",
            "якщо", "калі", "ако", "jika", "kung", "neu", "nếu", "eğer", "eger", "əgər", "jos", "kui", "αν", "אם",
            "إذا", "اذا", "اگر", "अगर", "यदि", "sy'n", "sy", "ee", "oo", "के", "लिए", "को", "qui", "che", "som",
            "который", "которая", "которое", "которые", "який", "яка", "які",
            "якая", "які", "który", "która", "które", "koji", "koja", "koje", "ki", "kas", "kuri", "kurš", "joka",
            "amely", "ami", "care", "yang", "الذي", "التي", "که", "जो", "რომელიც", "որ"));

    /** Words that make a machine noun an automated reader ("automated contract-review systems"), folded. */
    private static final Set<String> AUTOMATED = Set.copyOf(ProcessingReaders.folded("automated", "automatic",
            "automatisierte", "automatisierten", "automatique", "automatiques", "automatico", "automatici",
            "automatizado", "automatizados", "automático", "automáticos", "geautomatiseerde", "automatyczny",
            "automatycznego", "automatické", "автоматизированной", "автоматичної", "otomatik", "otomatis"));

    /**
     * The colon that closes the label the address ending at {@code from} stands in, or -1: the first colon within
     * {@link #LABEL_CHARS} characters on the address's line with no end of a sentence before it, and not a time or
     * an address ("10:30", "https://").
     */
    static int colonClosing(String text, IntentText.Sentence s, int from) {
        int limit = Math.min(s.end(), from + LABEL_CHARS);
        for (int i = from; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '.' || c == '!' || c == '?' || c == '\n' || c == ';' || c == '"' || c == '\u201C') {
                return -1;
            }
            if ((c == ':' || c == '\uFF1A') && i + 1 < text.length() && text.charAt(i + 1) != '/'
                    && !Character.isDigit(text.charAt(i + 1))) {
                return quotedAfter(text, i + 1) ? -1 : i;
            }
        }
        return -1;
    }

    /**
     * The AI reader named in a label opening sentence {@code s} and ordered after its colon, as a term of the AI
     * category standing at the reader's word, or null.
     */
    static IntentText.Term of(IntentRules.Context context, IntentText.Sentence s) {
        String text = context.text();
        int limit = Math.min(s.end(), s.start() + REACH);
        int close = Bounded.colon(text, s.start(), limit);
        if (close < 0 || close + 1 >= text.length() || text.charAt(close + 1) == '/'
                || Character.isDigit(text.charAt(close + 1))) {
            return null;
        }
        int open = lineStart(text, close, s.start());
        List<int[]> words = ProcessingReaders.words(text, open, close, SEGMENT_WORDS + 1);
        if (words.isEmpty() || words.size() > SEGMENT_WORDS || structured(text, open, close)
                || quotedAfter(text, close + 1)) {
            return null;
        }
        int first = firstLetterWord(text, words);
        if (first < 0 || DemandVerbs.opening(text, words.get(first)[0], close) != null) {
            return null; // "Tell the model what to do …:", "Leia as regras do assistente de IA:": an order to a person
        }
        int[] reader = readerIn(text, s, open, close, words);
        if (reader == null || !recipient(text, words, reader)) {
            return null;
        }
        // A verb of a demand opens (or, verb-final, closes) the text after the colon, or follows a leading condition;
        // "Richtlinien für KI: Der Assistent darf keine Dateien löschen" states a rule about the reader, no order.
        if (Addressing.demandVerbAfter(text, s, close + 1) == null && !Addressing.orderAfterCondition(text, s, close + 1)) {
            return null;
        }
        int index = s.terms().isEmpty() ? 0 : s.terms().get(0).index() - 1;
        return new IntentText.Term(IntentRules.AI, index, reader[0], reader[1], false, false);
    }

    /**
     * The segment holds the marks of a record's fields or code rather than a label ("To pause the bot, add
     * `"enabled": false`", "{"role": …"): backticks, straight quotes, braces, brackets, '=' or '('.
     */
    private static boolean structured(String text, int open, int close) {
        for (int i = open; i < close; i++) {
            if ("`\"{}[]=(<".indexOf(text.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The text after a colon opens with a quotation: an example shown ("…: \"If the answer isn't …, say so.\""). */
    static boolean quotedAfter(String text, int from) {
        int i = from;
        while (i < text.length() && i < from + 4 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i < text.length() && "\"'\u201C\u201E\u00AB\u300C`".indexOf(text.charAt(i)) >= 0;
    }

    /** The index of the first word holding a letter ("4." of a numbered list is none), or -1. */
    private static int firstLetterWord(String text, List<int[]> words) {
        for (int w = 0; w < words.size(); w++) {
            for (int i = words.get(w)[0]; i < words.get(w)[1]; i++) {
                if (Character.isLetter(text.charAt(i))) {
                    return w;
                }
            }
        }
        return -1;
    }

    /** Where the label ending at {@code close} starts: after the last line break before it, not before the sentence. */
    private static int lineStart(String text, int close, int floor) {
        int i = close;
        while (i > floor && text.charAt(i - 1) != '\n' && text.charAt(i - 1) != '{') {
            i--;
        }
        return i;
    }

    /** The span of the AI reader of the label: a term of the AI category, or a machine noun after "automated". */
    private static int[] readerIn(String text, IntentText.Sentence s, int open, int close, List<int[]> words) {
        for (int i = s.firstTermFrom(open); i < s.terms().size() && s.terms().get(i).start() < close; i++) {
            IntentText.Term t = s.terms().get(i);
            if (t.is(IntentRules.AI)) {
                return new int[] {t.start(), t.end()};
            }
        }
        for (int w = 0; w + 1 < words.size(); w++) {
            if (AUTOMATED.contains(ProcessingReaders.fold(text.substring(words.get(w)[0], words.get(w)[1])))) {
                for (int k = w + 1; k < Math.min(words.size(), w + 4); k++) {
                    if (ProcessingReaders.isMachine(ProcessingReaders.fold(text.substring(words.get(k)[0], words.get(k)[1])))) {
                        return words.get(k);
                    }
                }
            }
        }
        return null;
    }

    /**
     * The label marks its reader a recipient: a preposition of address before the reader's word, or a relative word,
     * a condition or a postposition anywhere besides it.
     */
    private static boolean recipient(String text, List<int[]> words, int[] reader) {
        for (int[] w : words) {
            if (w[1] > reader[0] && w[0] < reader[1]) {
                continue; // the reader's own word ("AI" is also Italian "to the")
            }
            String word = ProcessingReaders.fold(text.substring(w[0], w[1]));
            if (ANYWHERE.contains(word) || w[1] <= reader[0] && BEFORE_THE_READER.contains(word)) {
                return true;
            }
        }
        return false;
    }
}
