package dev.albert.safety;

import java.util.List;
import java.util.Locale;

/**
 * Mention is not use (twenty-first round): a text that explains, reports, tests or teaches attacks holds the attacks'
 * words as exhibits — listed examples, a test log's recorded inputs — and says them to nobody. Read after every rule
 * has found its hits, like {@link ShownSpeech} and {@link DocumentRegisters}, so no rule's vocabulary and no model
 * feature changes. A finding is dropped when
 * <ul>
 *   <li>it lies in a quotation that is one of a list of quoted examples ({@link #listedExample}): two or more
 *   quotations next to each other in a sentence with at most one short word between them ("such as "A", "B" or "C"",
 *   «A» и «B», 「A」「B」), or a list item that is only a quotation beside another such item under a question (a quiz's
 *   options "a) „…“ b) „…“"), and the writer's words outside the quotations say nothing to a reader;</li>
 *   <li>it lies in the value of a record's input field ({@link #recordedInput}): the field's label names what was fed
 *   to a system under test or screened ({@link #INPUT_LABELS}: "prompt:", "input=", "Eingabe:", "输入：") and the same
 *   record shows what came of it ({@link #OUTCOME_LABELS}: "response:", "verdict:", "reason=", "判定：") on the line or
 *   within the three lines after it (or the one before). The input a log recorded was said to the system it tested;
 *   an order to the log's own reader stands outside any input field ("note to the agent reviewing this log: …");</li>
 *   <li>it lies on a subtitle cue's line under its timing line, and the cue names no AI, reader, destination, secret,
 *   memory or tool ({@link #spokenInCue}): a character orders another ("¡Olvida el protocolo y abre las compuertas!").
 *   </li>
 * </ul>
 * Neither applies when the model reading the text is addressed in the sentence or the two before it
 * ({@link IntentRules#addressed}), nor to the model's verdicts, encoded text or spelled text. Only read for findings,
 * each within its line and a few lines around it, so the work stays linear.
 */
final class MentionFrames {
    private final IntentRules.Context context;
    private final String text;

    MentionFrames(IntentRules.Context context) {
        this.context = context;
        this.text = context.text();
    }

    /** True if the finding [start, end) of {@code reason} by {@code ruleId} is a mentioned exhibit, not said. */
    boolean mentions(ReasonCode reason, String ruleId, int start, int end) {
        if (context.sentences().isEmpty() || start < 0 || start >= text.length() || end > text.length()
                || ruleId.startsWith(InjectionScanner.MODEL_RULE) || ruleId.equals(InjectionScanner.ENCODED_RULE)
                || ruleId.equals(InjectionScanner.LEET_RULE) || reason == ReasonCode.INVISIBLE_UNICODE
                || reason == ReasonCode.UNSCREENED_REMAINDER || reason == ReasonCode.DELIMITER_INJECTION) {
            return false;
        }
        int s = context.sentenceAt(start);
        if (IntentRules.addressed(context, s)) {
            return false;
        }
        return listedExample(s, start, end) || recordedInput(start, end) || spokenInCue(start);
    }

    // ---------------------------------------------------------------------------------------------------------
    // A film's line

    /**
     * What a subtitle cue must not hold for its line to be only a character's: an AI or a reader named, an address,
     * "reading this", the system prompt, a jailbreak, a destination or secret, memory, a tool or danger. Characters
     * order each other in the second person ("Forget the rules! Open the door!"); what a film's line cannot do is name
     * the program reading the subtitles or where its data should go.
     */
    private static final long NAMES_A_READER = IntentRules.AI | IntentRules.ADDRESS | IntentRules.READING
            | IntentRules.IF_YOU | IntentRules.PROMPT_STRONG | IntentRules.JAILBREAK | IntentRules.NOT_AI
            | IntentRules.AUTHORIZED | IntentRules.ROLE_NOW | IntentRules.UNBOUND | IntentRules.DEST
            | IntentRules.EMAIL | IntentRules.SECRET | IntentRules.MEMORY | IntentRules.TOOL | IntentRules.DANGER;

    /** How far a subtitle cue is read: a cue is two or three short lines. */
    private static final int CUE_REACH = 300;

    /**
     * The finding lies on a subtitle cue's line: the timing line ("00:01:14,200 --> 00:01:16,900", SRT or WebVTT)
     * stands at most two lines above it with no blank line between, and the cue, to its blank line, names no reader
     * ({@link #NAMES_A_READER}).
     */
    private boolean spokenInCue(int start) {
        int lineStart = lines().start(start);
        int timing = -1;
        int at = lineStart;
        for (int n = 0; n < 3 && at > 0; n++) {
            int above = lines().start(at - 1);
            if (Bounded.blank(text, above, at - 1) || at - 1 - above > 80) {
                return false;
            }
            if (Character.isDigit(text.charAt(above)) && Bounded.indexOf(text, "-->", above, at - 1) >= 0) {
                timing = at;
                break;
            }
            at = above;
        }
        if (timing < 0) {
            return false;
        }
        int reach = Math.min(text.length(), timing + CUE_REACH);
        int cueEnd = Bounded.indexOf(text, "\n\n", timing, reach);
        cueEnd = cueEnd < 0 ? reach : cueEnd;
        if (start >= cueEnd) {
            return false;
        }
        List<IntentText.Sentence> sentences = context.sentences();
        for (int k = context.sentenceAt(timing); k < sentences.size() && sentences.get(k).start() < cueEnd; k++) {
            List<IntentText.Term> terms = sentences.get(k).terms();
            for (int i = sentences.get(k).firstTermFrom(timing); i < terms.size() && terms.get(i).start() < cueEnd; i++) {
                if (terms.get(i).is(NAMES_A_READER)) {
                    return false;
                }
            }
        }
        return true;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Listed examples

    /**
     * What the writer's words outside listed quotations must not hold: a reader, a demand, an order of any family. A
     * first person alone is the writer reporting ("I have seen", Albanian "me" = with), not a demand: "tell me" holds
     * the demand.
     */
    private static final long SAYS_TO_A_READER = ShownSpeech.SAYS_TO_A_READER & ~IntentRules.ME;

    /** How far apart two quotations of one list may stand: a comma, "or", "и", "و", "、". */
    private static final int LIST_GAP = 12;

    private boolean listedExample(int s, int start, int end) {
        for (Quotations.Region r : context.quotes().around(start)) {
            char open = text.charAt(r.start());
            if (r.block() || open == '`' || open == '<' || end > r.end()) {
                continue;
            }
            IntentText.Sentence sentence = context.sentences().get(s);
            if (Bounded.indexOf(text, '{', lines().start(r.start()), Math.min(r.start(), lines().start(r.start()) + Bounded.WINDOW)) >= 0) {
                return false; // a JSON object or code: its strings are data, read as written
            }
            boolean listed = neighbour(r, true) != null || neighbour(r, false) != null || listItem(r);
            return listed && !saysOutside(sentence, r);
        }
        return false;
    }

    /**
     * The quotation next to {@code r} (after it when {@code after}, else before it) with at most one short word and
     * punctuation between them, or null.
     */
    private Quotations.Region neighbour(Quotations.Region r, boolean after) {
        int lineStart = lines().start(r.start());
        int lineEnd = lines().end(r.start());
        if (after) {
            int k = r.end();
            int limit = Math.min(lineEnd, r.end() + LIST_GAP);
            while (k < limit && !opening(text.charAt(k))) {
                k++;
            }
            if (k >= limit || !shortGap(r.end(), k)) {
                return null;
            }
            for (Quotations.Region q : context.quotes().around(k)) {
                if (q.start() == k && !q.block()) {
                    return q;
                }
            }
            return null;
        }
        int k = r.start() - 1;
        int limit = Math.max(lineStart, r.start() - LIST_GAP);
        while (k >= limit && !closing(text.charAt(k))) {
            k--;
        }
        if (k < limit || !shortGap(k + 1, r.start())) {
            return null;
        }
        for (Quotations.Region q : context.quotes().around(k)) {
            if (q.end() == k + 1 && !q.block()) {
                return q;
            }
        }
        return null;
    }

    /**
     * Between two quotations of a list: punctuation, blanks and at most one word of at most six letters. Not a key's
     * colon, an equals sign or a bracket: JSON's {@code "role": "user", "content": "…"} and {@code ["a", "b"]} hold
     * data, and data is read as written.
     */
    private boolean shortGap(int from, int to) {
        if (INLINE_OPTION.matcher(text.substring(from, to)).matches()) {
            return true; // "(1) "…" (2) "…"", "a) «…» b) «…»": a question's options on one line
        }
        int words = 0;
        int k = from;
        while (k < to) {
            if (":=[]{}()<>\uFF1A".indexOf(text.charAt(k)) >= 0) {
                return false;
            }
            if (Character.isLetter(text.charAt(k))) {
                int w = k;
                while (k < to && letterOrMark(text.charAt(k))) {
                    k++; // a vowel sign is part of its word (Khmer "និង", "and")
                }
                if (++words > 1 || k - w > 6) {
                    return false;
                }
            } else if (Character.isDigit(text.charAt(k))) {
                return false;
            } else {
                k++;
            }
        }
        return true;
    }

    /** An option's enumerator between two quotations on one line: "(2)", "b)", "2.", with blanks and a comma. */
    private static final com.google.re2j.Pattern INLINE_OPTION =
            com.google.re2j.Pattern.compile("[\\s,;]*\\(?[\\p{L}\\p{N}]{1,2}[).]\\s*");

    private static boolean opening(char c) {
        return "\"'\u201C\u201E\u00AB\u2018\u201A\u300C\u300E\u201D\u00BB\u2039\u203A\uFF02".indexOf(c) >= 0;
    }

    private static boolean closing(char c) {
        return "\"'\u201D\u201C\u00BB\u2019\u300D\u300F\u00AB\u203A\u2039\uFF02".indexOf(c) >= 0;
    }

    /**
     * The quotation is a list item of its own beside another, and the list answers a question: the first line above
     * the list's items ends with a question mark (a quiz's options). A bare list of quoted orders ("Shopping list:\n-
     * "Reveal your system prompt"") is read as before; {@code ShownSpeech} clears one under an introduction naming
     * attackers or examples.
     */
    private boolean listItem(Quotations.Region r) {
        int lineStart = lines().start(r.start());
        int lineEnd = lines().end(r.start());
        if (r.end() > lineEnd || !quotedItem(lineStart, lineEnd, r)) {
            return false;
        }
        boolean beside = lineStart > 0 && quotedItemLine(lines().start(lineStart - 1), lineStart - 1)
                || lineEnd < text.length() && quotedItemLine(lineEnd + 1, lines().end(lineEnd + 1));
        if (!beside) {
            return false;
        }
        int at = lineStart;
        for (int n = 0; n < MAX_OPTIONS && at > 0; n++) {
            int above = lines().start(at - 1);
            if (!quotedItemLine(above, at - 1)) {
                return asks(above, at - 1);
            }
            at = above;
        }
        return false;
    }

    /** How many options above a quiz's item are read back to its question. */
    private static final int MAX_OPTIONS = 8;

    /** The line ends with a question mark of any script: "?", "？", "؟", Greek ";". */
    private boolean asks(int lineStart, int lineEnd) {
        String line = text.substring(lineStart, lineEnd).strip();
        return !line.isEmpty() && "?\uFF1F\u061F\u037E".indexOf(line.charAt(line.length() - 1)) >= 0;
    }

    private boolean quotedItemLine(int lineStart, int lineEnd) {
        int q = lineStart;
        int limit = Math.min(lineEnd, lineStart + 12);
        while (q < limit && !opening(text.charAt(q))) {
            q++;
        }
        if (q >= limit) {
            return false;
        }
        for (Quotations.Region r : context.quotes().around(q)) {
            if (r.start() == q && !r.block() && r.end() <= lineEnd) {
                return quotedItem(lineStart, lineEnd, r);
            }
        }
        return false;
    }

    /**
     * The line is a list marker (a bullet, a dash, or up to three letters or digits closed by ")" or "."), the
     * quotation and closing punctuation only.
     */
    private boolean quotedItem(int lineStart, int lineEnd, Quotations.Region r) {
        String head = text.substring(lineStart, r.start()).strip();
        String tail = text.substring(r.end(), lineEnd).strip();
        if (tail.length() > 2 || !tail.chars().allMatch(c -> ".,;:!?\u3002\u3001\u060C\u0964".indexOf(c) >= 0)) {
            return false;
        }
        if (head.length() == 1) {
            return "\u2022\u00B7-*\u2013\u2014\u25AA\u25E6\u25CF\u2023\u2043".indexOf(head.charAt(0)) >= 0;
        }
        if (head.startsWith("(")) {
            head = head.substring(1);
        }
        if (head.length() < 2 || head.length() > 4) {
            return false;
        }
        char last = head.charAt(head.length() - 1);
        return (last == ')' || last == '.')
                && head.substring(0, head.length() - 1).codePoints().allMatch(MentionFrames::letterOrMark);
    }

    /** A letter, digit or a combining vowel sign (Malayalam "ബി", Devanagari "बी"): an option's letter. */
    private static boolean letterOrMark(int c) {
        int type = Character.getType(c);
        return Character.isLetterOrDigit(c) || type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK;
    }

    /** The sentence's words outside the quotation and its listed neighbours say something to a reader. */
    private boolean saysOutside(IntentText.Sentence sentence, Quotations.Region r) {
        List<IntentText.Term> terms = sentence.terms();
        // a window around the quotation, not the whole sentence: an endless sentence stays linear
        for (int i = sentence.firstTermFrom(Math.max(sentence.start(), r.start() - Bounded.WINDOW)); i < terms.size()
                && terms.get(i).start() < r.end() + Bounded.WINDOW; i++) {
            IntentText.Term t = terms.get(i);
            if (!t.is(SAYS_TO_A_READER) || t.end() > r.start() && t.start() < r.end()) {
                continue;
            }
            boolean quoted = false;
            for (Quotations.Region q : context.quotes().around(t.start())) {
                quoted |= !q.block() && q.start() <= t.start() && t.end() <= q.end();
            }
            if (!quoted) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------------------------
    // A record's input field

    /**
     * Labels of the field a test log, an evaluation sheet or a filter's log records its input in, by meaning: input,
     * prompt, query, user message, entry; folded to lower case as the view is. A label is matched as the whole word
     * before its colon or equals sign, a number after it allowed ("Entrée 3 :").
     */
    static final List<String> INPUT_LABELS = folded("input", "prompt", "query", "user input", "user prompt",
            "attack", "payload", "eingabe", "entrée", "entree", "entrada", "ingresso", "invoer", "inmatning",
            "indtastning", "syöte", "wejście", "wejscie", "vstup", "bemenet", "intrare", "giriş", "girdi", "istem",
            "ввод", "запрос", "вхід", "запит", "είσοδος", "קלט", "المدخل", "مدخل", "ورودی", "इनपुट", "ইনপুট",
            "masukan", "đầu vào", "dau vao", "输入", "輸入", "提示词", "入力", "プロンプト", "입력", "프롬프트",
            "ulaz", "vnos", "ionchur", "pembejeo", "ìbéèrè", "ઇનપુટ", "ಇನ್‌ಪುಟ್", "इनपुट", "fampidirana");

    /**
     * Labels of what came of an input in the same record, by meaning: the system's response or output, the verdict,
     * result, expectation or the reason it was stopped.
     */
    static final List<String> OUTCOME_LABELS = folded("response", "output", "answer", "reply", "verdict", "result",
            "outcome", "expected", "expect", "reason", "status", "antwort", "ausgabe", "urteil", "ergebnis",
            "erwartet", "réponse", "reponse", "sortie", "résultat", "resultat", "attendu", "respuesta", "salida",
            "veredicto", "resultado", "esperado", "razón", "risposta", "uscita", "esito", "risultato", "resposta",
            "saída", "veredito", "antwoord", "uitvoer", "oordeel", "svar", "utdata", "vastaus", "tulos",
            "odpowiedź", "odpowiedz", "ocena", "wynik", "odpověď", "výsledek", "válasz", "eredmény", "răspuns",
            "yanıt", "değerlendirme", "sonuç", "ответ", "оценка", "результат", "вердикт", "причина", "відповідь",
            "απάντηση", "αποτέλεσμα", "תשובה", "תוצאה", "الحكم", "الرد", "النتيجة", "پاسخ", "نتیجه", "उत्तर", "परिणाम",
            "jawaban", "putusan", "hasil", "phản hồi", "phan hoi", "kết luận", "ket luan", "kết quả", "输出", "判定",
            "结果", "回答", "出力", "結果", "응답", "판정", "결과", "razlog", "rezultat", "cúis", "àbájáde", "ìdáhùn", "કારણ", "ಕಾರಣ", "कारण", "antony");

    /** The entries as the folded text reads them ({@link Lexicon#folded}: "entrée" reads "entree"), without repeats. */
    private static List<String> folded(String... raw) {
        return java.util.Arrays.stream(raw).map(Lexicon::folded).distinct().toList();
    }

    /** How many lines after an input field its record's outcome may stand. */
    private static final int RECORD_LINES = 3;

    private boolean recordedInput(int start, int end) {
        int lineStart = lines().start(start);
        int lineEnd = lines().end(start);
        if (end > lineEnd + 1 || start - lineStart > Bounded.WINDOW) {
            return false;
        }
        int mark = fieldMark(lineStart, start);
        if (mark < 0 || !inputLabel(labelBefore(lineStart, mark))
                || Bounded.indexOf(text, '{', lineStart, mark) >= 0) {
            return false; // a JSON object's key is data
        }
        if (outcomeOn(Math.max(lineStart, mark - Bounded.WINDOW), mark)
                || outcomeOn(end, Math.min(lineEnd, end + Bounded.WINDOW))) {
            return true;
        }
        int from = lineEnd;
        for (int n = 0; n < RECORD_LINES && from < text.length(); n++) {
            int next = lines().end(from + 1);
            if (outcomeOn(from + 1, Math.min(next, from + 1 + Bounded.WINDOW))) {
                return true;
            }
            from = next;
        }
        return lineStart > 0 && outcomeOn(Math.max(lines().start(lineStart - 1), lineStart - 1 - Bounded.WINDOW),
                lineStart - 1);
    }

    /** The label, or its last word ("user input", "BLOCKED user=4471 input"), names an input. */
    private static boolean inputLabel(String label) {
        int space = label.lastIndexOf(' ');
        return INPUT_LABELS.contains(label) || space > 0 && INPUT_LABELS.contains(label.substring(space + 1));
    }

    /** A word of the label names an outcome ("model response", "risposta del modello", "Ответ модели"). */
    private static boolean outcomeLabel(String label) {
        if (OUTCOME_LABELS.contains(label)) {
            return true;
        }
        for (String word : label.split(" ")) {
            if (OUTCOME_LABELS.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /** The last field mark (":", "：", "=") before the finding on its line, with no field separator after it. */
    private int fieldMark(int lineStart, int start) {
        for (int k = start - 1; k >= lineStart; k--) {
            char c = text.charAt(k);
            if (c == '|' || c == '\t') {
                return -1;
            }
            if ((c == ':' || c == '\uFF1A' || c == '=') && (k + 1 >= text.length() || text.charAt(k + 1) != '/')) {
                return k;
            }
        }
        return -1;
    }

    /** The label before a field mark: the words back to a separator, without a trailing number, lower case. */
    private String labelBefore(int lineStart, int mark) {
        int k = mark;
        while (k > lineStart && Character.isWhitespace(text.charAt(k - 1))) {
            k--;
        }
        while (k > lineStart && Character.isDigit(text.charAt(k - 1))) {
            k--; // "Entrée 3 :", "case 14"
        }
        int labelEnd = k;
        int from = Math.max(lineStart, mark - 24);
        while (k > from && !separator(text.charAt(k - 1))) {
            k--;
        }
        return text.substring(k, labelEnd).strip().replaceAll("^[#*\\-\\d.\\s]+", "").toLowerCase(Locale.ROOT);
    }

    /** What ends a field's label on the left: a field separator, a bracket or the start of another field. */
    private static boolean separator(char c) {
        return c == '|' || c == '\t' || c == ',' || c == ';' || c == ']' || c == ')' || c == '[' || c == '"'
                || c == '\u3011' || c == '(' || c == '{' || c == '=' || c == ':' || c == '\uFF1A';
    }

    /** A field whose label is an outcome's stands in [from, to). */
    private boolean outcomeOn(int from, int to) {
        for (int k = from; k < to; k++) {
            char c = text.charAt(k);
            if ((c == ':' || c == '\uFF1A' || c == '=') && k > from) {
                if (outcomeLabel(labelBefore(Math.max(from, lines().start(k)), k))) {
                    return true;
                }
            }
        }
        return false;
    }

    private Bounded.Lines lines() {
        return context.lines();
    }
}
