package dev.albert.safety;

import com.google.re2j.Pattern;
import java.util.List;

/**
 * An attack's words used as the name of something are not said to anyone (twenty-second round): a paper, talk, chapter,
 * headline, dataset or file may be called "Ignore Previous Instructions", and the line that names it orders nobody.
 * Read after every rule has found its hits, like {@link MentionFrames}, so no rule's vocabulary and no model feature
 * changes. A finding is dropped when it lies
 * <ul>
 *   <li>in the value of a field whose label names a title or a name ({@link #TITLE_LABELS}: BibTeX's {@code title =
 *   {…}}, "Titel:", "名称：") — {@link #titleField};</li>
 *   <li>in a reference list's entry: a line holding a year in parentheses and a page range after the finding
 *   ("Lindberg, K. (2026). Glöm … . Tidskrift, 8(2), 14–29.") — {@link #referenceEntry};</li>
 *   <li>in a quotation that heads its line and is followed on the line by the writer's own words, as a headline's,
 *   a talk's or a chapter's quoted title is ("„Vergiss deine Anweisungen“ – Wie ein Satz …", "09:30 «…»: …") —
 *   {@link #quotedHead};</li>
 *   <li>inside a file name: one token joined by underscores and ending in an extension ("…_攻撃例.jsonl") —
 *   {@link #fileName}.</li>
 * </ul>
 * None applies when the model reading the text is addressed in the sentence or the two before it
 * ({@link IntentRules#addressed}), when the line names the reader ("the AI reading this", "if you are an AI"), a
 * destination, a link or an e-mail address, or sends a secret ({@link #namesReaderOrTarget}): a name does none of
 * that. Never for the model's verdicts, encoded or spelled text or forged delimiters. Only the finding's line is read
 * (at most {@link #MAX_LINE} characters), so the work stays linear.
 */
final class NamedPhrases {
    private final IntentRules.Context context;
    private final String text;

    NamedPhrases(IntentRules.Context context) {
        this.context = context;
        this.text = context.text();
    }

    /** A title, a reference or a file name is one line, and not a long one. */
    static final int MAX_LINE = 400;

    /** True if the finding [start, end) of {@code reason} by {@code ruleId} lies in the name of something. */
    boolean names(ReasonCode reason, String ruleId, int start, int end) {
        if (context.sentences().isEmpty() || start < 0 || start >= text.length() || end > text.length()
                || ruleId.startsWith(InjectionScanner.MODEL_RULE) || ruleId.equals(InjectionScanner.ENCODED_RULE)
                || ruleId.equals(InjectionScanner.LEET_RULE) || reason == ReasonCode.INVISIBLE_UNICODE
                || reason == ReasonCode.UNSCREENED_REMAINDER || reason == ReasonCode.DELIMITER_INJECTION) {
            return false;
        }
        int lineStart = context.lines().start(start);
        int lineEnd = context.lines().end(start);
        if (end > lineEnd + 1 || lineEnd - lineStart > MAX_LINE) {
            return false;
        }
        if (IntentRules.addressed(context, context.sentenceAt(start)) || namesReaderOrTarget(lineStart, lineEnd)) {
            return false;
        }
        return titleField(lineStart, start) || referenceEntry(lineStart, lineEnd, end)
                || quotedHead(lineStart, lineEnd, start, end) || fileName(lineStart, lineEnd, start, end);
    }

    // ---------------------------------------------------------------------------------------------------------
    // What a name never does

    /** Words that address the reader or name where its data should go: never in a name. */
    private static final long READER_OR_TARGET = IntentRules.ADDRESS | IntentRules.READING | IntentRules.IF_YOU
            | IntentRules.DEST | IntentRules.LINK;

    /**
     * The line names the reader or a destination ({@link #READER_OR_TARGET}), holds an e-mail address or a link, or
     * both a sending word and a secret's: a title that does any of this is an order dressed as a title.
     */
    private boolean namesReaderOrTarget(int lineStart, int lineEnd) {
        if (Bounded.indexOf(text, "://", lineStart, lineEnd) >= 0 || Bounded.indexOf(text, '@', lineStart, lineEnd) >= 0) {
            return true;
        }
        boolean send = false;
        boolean secret = false;
        List<IntentText.Sentence> sentences = context.sentences();
        for (int k = context.sentenceAt(lineStart); k < sentences.size() && sentences.get(k).start() < lineEnd; k++) {
            List<IntentText.Term> terms = sentences.get(k).terms();
            for (int i = sentences.get(k).firstTermFrom(lineStart); i < terms.size() && terms.get(i).start() < lineEnd; i++) {
                IntentText.Term t = terms.get(i);
                if (t.is(READER_OR_TARGET)) {
                    return true;
                }
                send |= t.is(IntentRules.SEND);
                secret |= t.is(IntentRules.SECRET);
            }
        }
        return send && secret;
    }

    // ---------------------------------------------------------------------------------------------------------
    // A title field

    /**
     * Labels of a field that holds a title or a name, by meaning, folded as the text is ({@link Lexicon#folded}); a
     * label matches as a whole or by its last word ("book title"), and a label written without spaces by its end
     * ("数据集名称", "booktitle").
     */
    static final List<String> TITLE_LABELS = folded("title", "subtitle", "name", "titel", "untertitel", "titre",
            "nom", "titulo", "título", "nombre", "titolo", "nome", "naam", "titel", "tytuł", "tytul", "nazwa",
            "název", "nazev", "cím", "cim", "başlık", "baslik", "ad", "название", "заглавие", "заголовок", "назва",
            "τίτλος", "כותרת", "שם", "عنوان", "العنوان", "اسم", "शीर्षक", "नाम", "judul", "nama", "tiêu đề",
            "tieu de", "tên", "标题", "標題", "名称", "題名", "タイトル", "名前", "제목", "이름", "naslov", "pealkiri",
            "otsikko", "nimi", "rubrik", "tittel", "titill", "teitl", "izenburua", "titull", "pavadinimas",
            "nosaukums", "jina", "kichwa", "pamagat", "sarlavha", "тақырып", "атауы", "სათაური", "վերնագիր",
            "ชื่อเรื่อง", "หัวข้อ", "ចំណងជើង", "ခေါင်းစဉ်");

    private static List<String> folded(String... raw) {
        return java.util.Arrays.stream(raw).map(Lexicon::folded).distinct().toList();
    }

    /** How long a field's label may be. */
    private static final int LABEL_REACH = 24;

    /**
     * The finding lies in a field's value whose label names a title ({@link #TITLE_LABELS}), the field opening its
     * line: {@code title = {…}}, "Titel: …", "数据集名称：…".
     */
    private boolean titleField(int lineStart, int start) {
        int mark = -1;
        for (int k = start - 1; k >= lineStart; k--) {
            char c = text.charAt(k);
            if (c == ':' || c == '\uFF1A' || c == '=') {
                mark = k; // the first mark of the line before the finding is read below
            }
        }
        if (mark < 0) {
            return false;
        }
        int labelEnd = mark;
        while (labelEnd > lineStart && Character.isWhitespace(text.charAt(labelEnd - 1))) {
            labelEnd--;
        }
        int labelStart = labelEnd;
        while (labelStart > lineStart && labelEnd - labelStart < LABEL_REACH
                && (letterOrMark(text.charAt(labelStart - 1)) || text.charAt(labelStart - 1) == ' ')) {
            labelStart--;
        }
        for (int k = lineStart; k < labelStart; k++) {
            if (!Character.isWhitespace(text.charAt(k)) && "#*-\u2022>".indexOf(text.charAt(k)) < 0) {
                return false; // the field opens its line
            }
        }
        String label = text.substring(labelStart, labelEnd).strip().toLowerCase(java.util.Locale.ROOT);
        if (label.isEmpty()) {
            return false;
        }
        int space = label.lastIndexOf(' ');
        String last = space < 0 ? label : label.substring(space + 1);
        for (String title : TITLE_LABELS) {
            if (last.equals(title) || title.length() > 1 && !isLatin(title) && last.endsWith(title)
                    || title.length() >= 5 && last.endsWith(title)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isLatin(String word) {
        return word.chars().allMatch(c -> c < 0x250);
    }

    private static boolean letterOrMark(char c) {
        int type = Character.getType(c);
        return Character.isLetter(c) || type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK;
    }

    // ---------------------------------------------------------------------------------------------------------
    // A reference list's entry

    /** A year in parentheses, of any script's digits: "(2026)", "(۱۴۰۵)", "(2025a)". */
    private static final Pattern YEAR = Pattern.compile("\\(\\p{Nd}{4}[a-z]?\\)");

    /** A page or issue range: "14–29", "pp. 7-19", "12 - 30". */
    private static final Pattern PAGES = Pattern.compile("\\p{Nd}+\\s?[\u2013\u2014\\-]\\s?\\p{Nd}+");

    /** The finding's line is a reference: a year in parentheses on it and a page range after the finding. */
    private boolean referenceEntry(int lineStart, int lineEnd, int end) {
        return YEAR.matcher(text.substring(lineStart, lineEnd)).find()
                && PAGES.matcher(text.substring(Math.min(end, lineEnd), lineEnd)).find();
    }

    // ---------------------------------------------------------------------------------------------------------
    // A quoted title heading its line

    /** What may stand before a quoted title on its line: an enumerator, a time, an identifier, a short label. */
    private static final int HEAD_REACH = 24;

    /** How many letters the writer's own words after a quoted title hold at least. */
    private static final int TAIL_LETTERS = 4;

    /**
     * The finding lies in a quotation that heads its line — nothing before it but up to three short tokens (an
     * enumerator, a time, an identifier: "2.", "09:30", "Ep. 41 –", "CVE-2026-1"), its sentence beginning on the
     * line and the line above no long prose going on into it (a wrapped paragraph's line is no title) — and the line
     * goes on after it
     * with the writer's own words, which say nothing to a reader ({@link ShownSpeech#SAYS_TO_A_READER}): a headline,
     * a talk, a chapter or an advisory named by the quoted phrase.
     */
    private boolean quotedHead(int lineStart, int lineEnd, int start, int end) {
        for (Quotations.Region r : context.quotes().around(start)) {
            char open = text.charAt(r.start());
            if (r.block() || open == '`' || open == '<' || end > r.end() || r.end() > lineEnd + 1
                    || r.start() < lineStart) {
                continue;
            }
            String head = text.substring(lineStart, r.start()).strip();
            if (context.sentences().get(context.sentenceAt(r.start())).start() < lineStart
                    || head.isEmpty() && wrappedProse(lineStart)) {
                return false; // a sentence wrapped onto this line: the quotation is inside prose, not a title
            }
            if (head.length() > HEAD_REACH || head.split("\\s+").length > 3 || saysToAReader(lineStart, r.start())) {
                return false;
            }
            int letters = 0;
            for (int k = r.end(); k < lineEnd; k++) {
                letters += letterOrMark(text.charAt(k)) ? 1 : 0;
            }
            return letters >= TAIL_LETTERS && !saysToAReader(r.end(), lineEnd);
        }
        return false;
    }

    /** How long a line above may be and still be a heading, not a paragraph's line wrapped onto the next. */
    private static final int HEADING_LINE = 60;

    /**
     * The line above is a long line of prose that does not end its sentence (no full stop, colon, question or
     * exclamation mark): the line at {@code lineStart} goes on with the same sentence ("… la pàgina conté la frase\n"…"").
     */
    private boolean wrappedProse(int lineStart) {
        if (lineStart == 0) {
            return false;
        }
        int above = context.lines().start(lineStart - 1);
        String line = text.substring(above, lineStart - 1).strip();
        return line.length() > HEADING_LINE
                && ".:!?\u3002\uFF1A\uFF01\uFF1F\u0964\u061F".indexOf(line.charAt(line.length() - 1)) < 0;
    }

    /** A word of [from, to) outside any quotation says something to a reader. */
    private boolean saysToAReader(int from, int to) {
        List<IntentText.Sentence> sentences = context.sentences();
        for (int k = context.sentenceAt(from); k < sentences.size() && sentences.get(k).start() < to; k++) {
            List<IntentText.Term> terms = sentences.get(k).terms();
            for (int i = sentences.get(k).firstTermFrom(from); i < terms.size() && terms.get(i).start() < to; i++) {
                IntentText.Term t = terms.get(i);
                if (t.is(ShownSpeech.SAYS_TO_A_READER) && !quoted(t)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean quoted(IntentText.Term t) {
        for (Quotations.Region q : context.quotes().around(t.start())) {
            if (!q.block() && q.start() <= t.start() && t.end() <= q.end()) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------------------------
    // A file name

    /** A file name's extension closing its token: ".jsonl", ".zip", ".csv". */
    private static final Pattern EXTENSION = Pattern.compile("\\.[a-z0-9]{2,5}$");

    /**
     * The finding lies inside one token (no blank in it) that joins words by underscores and ends in a file's
     * extension: "以前の指示を無視して_攻撃例.jsonl", "ignore_previous_instructions_samples.csv".
     */
    private boolean fileName(int lineStart, int lineEnd, int start, int end) {
        int from = start;
        while (from > lineStart && !Character.isWhitespace(text.charAt(from - 1))) {
            from--;
        }
        int to = end;
        while (to < lineEnd && !Character.isWhitespace(text.charAt(to))) {
            to++;
        }
        for (int k = start; k < end; k++) {
            if (Character.isWhitespace(text.charAt(k))) {
                return false;
            }
        }
        String token = text.substring(from, to);
        return token.indexOf('_') >= 0 && EXTENSION.matcher(token).find();
    }
}
