package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A folded text cut into sentences of lexicon terms: the input of {@link IntentRules}. Words are runs
 * of letters, digits, {@code _} and inner {@code -} or {@code '}; URLs, e-mail addresses, domain names
 * and dotfiles are one term each. Only words that start a lexicon phrase become terms (plus the
 * destinations), so a sentence of ordinary prose costs its map lookups and nothing more.
 */
final class IntentText {
    /** A lexicon phrase (or destination) found in the text, with its offsets in the folded text. */
    record Term(long categories, int index, int start, int end, boolean cjk, boolean clauseStart) {
        boolean is(long category) {
            return (categories & category) != 0;
        }
    }

    /**
     * One sentence: its span, its terms in order, the union of their categories, and the word index of its first term
     * that opens a clause with a verb later verbs chain to ({@link IntentRules#CHAIN_HEADS}), or
     * {@link Integer#MAX_VALUE}: read once here, as {@link IntentRules} asks it of every verb of a sentence, and one
     * endless sentence holds thousands (thirteenth round).
     */
    record Sentence(int start, int end, List<Term> terms, long categories, int firstChainHead) {
        Sentence(int start, int end, List<Term> terms) {
            this(start, end, terms, union(terms), firstChainHead(terms));
        }

        /** The index of the first term starting at or after {@code offset} (terms run in text order), or its size. */
        int firstTermFrom(int offset) {
            int lo = 0;
            int hi = terms.size();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (terms.get(mid).start() < offset) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }

        private static int firstChainHead(List<Term> terms) {
            for (Term t : terms) {
                if (t.clauseStart() && t.is(IntentRules.CHAIN_HEADS)) {
                    return t.index();
                }
            }
            return Integer.MAX_VALUE;
        }

        private static long union(List<Term> terms) {
            long all = 0;
            for (Term t : terms) {
                all |= t.categories();
            }
            return all;
        }

        boolean has(long category) {
            return (categories & category) != 0;
        }
    }

    // The names reserved for documentation and tests (RFC 2606: example, test, invalid, localhost) are
    // destinations too: "evil.example" must not read as the word "example" (a discussion marker).
    private static final String[] TLDS = {"com", "net", "org", "io", "xyz", "ru", "cn", "site", "app", "dev", "me",
            "co", "info", "top", "biz", "online", "link", "sh", "cc", "tk", "ml", "ly", "gg", "ai", "to", "su", "pw",
            "example", "test", "invalid", "localhost", "de", "uk", "us", "eu", "fr", "nl", "jp", "br", "in", "ca", "au",
            "tech", "cloud", "store", "live", "pro", "club", "work", "zip", "mov", "page", "ws", "cx", "lol"};

    static final java.util.Set<String> LEADERS = java.util.Set.of("please", "then", "now", "also", "and", "so",
            "kindly", "just", "first", "immediately", "finally", "simply", "next", "afterwards", "quickly", "por",
            "favor", "bitte", "s'il", "vous", "plait", "пожалуйста", "затем", "luego", "ensuite", "dann", "depois",
            // "And" in the languages whose own word for it no other language the rules read spells otherwise.
            "και", "і", "та", "dan", "ve", "و", "और", "এবং");

    private IntentText() {
    }

    static List<Sentence> sentences(String text, Lexicon lexicon) {
        List<Sentence> sentences = new ArrayList<>();
        Words words = new Words();
        int sentenceStart = 0;
        boolean clauseStart = true;
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (startsUrl(text, i)) {
                int end = i;
                while (end < n && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != ')'
                        && text.charAt(end) != '>' && text.charAt(end) != '"' && text.charAt(end) != '\'') {
                    end++;
                }
                words.add("\u0001url", i, end, false);
                i = end;
                clauseStart = false;
                continue;
            }
            if (isWordChar(c) || (c == '.' && i + 1 < n && Character.isLetter(text.charAt(i + 1))
                    && (i == 0 || " \t\n/~\"'`(".indexOf(text.charAt(i - 1)) >= 0))) {
                if (Lexicon.isUnspaced(c)) {
                    int end = i;
                    while (end < n && (Lexicon.isUnspaced(text.charAt(end)) && !runBreak(text.charAt(end))
                            || hangulSpace(text, end))) {
                        end++;
                    }
                    cjkTerms(text, i, end, lexicon, words, clauseStart);
                    clauseStart = false;
                    i = end;
                    continue;
                }
                int end = i + 1;
                boolean broken = false;
                while (end < n) {
                    if (brokenHyphen(text, end)) {
                        broken = true;
                        end += 2;
                    } else if (isWordChar(text.charAt(end)) && !Lexicon.isUnspaced(text.charAt(end)) || innerJoiner(text, end)) {
                        end++;
                    } else {
                        break;
                    }
                }
                // An e-mail address or a domain name is a destination, one term.
                if (end < n && text.charAt(end) == '@' && end + 1 < n && isWordChar(text.charAt(end + 1))) {
                    int e = end + 1;
                    while (e < n && (isWordChar(text.charAt(e)) || (text.charAt(e) == '.' && e + 1 < n
                            && isWordChar(text.charAt(e + 1))) || text.charAt(e) == '-')) {
                        e++;
                    }
                    if (text.substring(end, e).indexOf('.') > 0) {
                        words.add("\u0001email", i, e, false);
                        i = e;
                        clauseStart = false;
                        continue;
                    }
                }
                int domainEnd = domainEnd(text, i, end);
                if (domainEnd > 0) {
                    words.add("\u0001url", i, domainEnd, false);
                    i = domainEnd;
                    clauseStart = false;
                    continue;
                }
                if (text.charAt(end - 1) != '_' && end - i >= 6 && secretName(text, i, end)) {
                    words.add("\u0001secret", i, end, clauseStart);
                    clauseStart = false;
                    i = end;
                    continue;
                }
                if (!lexicon.mayStartPhrase(text, i, end)) {
                    // In no phrase: keep its place (distances count words) without allocating it.
                    words.add("", i, end, clauseStart);
                    clauseStart = false;
                    i = end;
                    continue;
                }
                String word = text.substring(i, end).toLowerCase(Locale.ROOT).replace('\u2019', '\'');
                if (broken) {
                    word = word.replace("-\n", "");
                }
                int apostrophe = word.indexOf('\'');
                if (apostrophe > 0 && (apostrophe == 1 || word.startsWith("qu'") || italianElision(word, apostrophe))
                        && !word.equals("j'ai")) {
                    // French and Italian elision: l'utilisateur is "l'" and "utilisateur".
                    words.add(word.substring(0, apostrophe + 1), i, i + apostrophe + 1, clauseStart);
                    clauseStart = false;
                    word = word.substring(apostrophe + 1);
                    words.add(word, i + apostrophe + 1, end, clauseStart);
                } else {
                    words.add(word, i, end, clauseStart);
                }
                // "Please send", "Then email", "Now print": the verb after a leading adverb still opens the clause.
                clauseStart = clauseStart && LEADERS.contains(word);
                i = end;
                continue;
            }
            boolean boundary = isSentenceEnd(text, i);
            if (boundary) {
                sentences.add(sentence(text, sentenceStart, i + 1, words, lexicon));
                words.clear();
                sentenceStart = i + 1;
                clauseStart = true;
            } else if (c == ':' || c == ',' || c == ';' || c == '(' || c == '\u2014' || c == '"' || c == '>'
                    || c == '*' || c == '#' || c == '\u3001' || c == '\uFF0C' || c == '\uFF1A'
                    || c == '\u060C' || c == '\u061B' || c >= '\u1361' && c <= '\u1366' || c == '\u104A' || c == '\u17D6'
                    || spaceAsComma(text, i)
                    || c == '.' && listNumber(text, i) || ("-+|".indexOf(c) >= 0 || Carrier.BULLETS.indexOf(c) >= 0) && i > 0
                    && text.charAt(i - 1) == '\n') {
                // a joined row or item ({@link #cellContinued}) opens a clause as its own sentence would
                clauseStart = true;
            }
            i++;
        }
        sentences.add(sentence(text, sentenceStart, n, words, lexicon));
        return sentences;
    }

    /**
     * Seventeenth round: a single space between two Hangul syllables. Korean, unlike the other unspaced scripts, writes
     * a space between its words (eojeol), and its lexicon entries of two words hold one ("이전 지시", "시스템 프롬프트"):
     * read as runs cut at every space, no such entry could ever match. A Hangul run goes on over such a space, so an
     * entry without one still matches inside a word only, and one with a space matches the two words it names.
     */
    private static boolean hangulSpace(String text, int i) {
        return text.charAt(i) == ' ' && i > 0 && i + 1 < text.length() && isHangul(text.charAt(i - 1))
                && isHangul(text.charAt(i + 1));
    }

    /**
     * The marks that end a run of an unspaced script where its words stop: the full stops of Burmese and Khmer (which
     * sit inside those scripts' blocks, so a run read on through them and the sentence never ended), Burmese's comma
     * "၊" and Khmer's colon "៖". Burmese's particles written as signs ("၍", "၏") stay inside the run: they are parts of
     * its words ("ယခုမှစ၍").
     */
    private static boolean runBreak(char c) {
        return c == '\u104A' || c == '\u17D6' || isScriptFullStop(c);
    }

    private static boolean isHangul(char c) {
        return c >= '\uAC00' && c <= '\uD7A3';
    }

    private static boolean isWordChar(char c) {
        return c == '_' || inWord(c);
    }

    /**
     * A letter, a digit, or a mark inside a word: vowel signs and points of Devanagari, Arabic, Hebrew and Thai are
     * marks, not letters, but part of the word they sit in (the model reads words the same way, {@link InjectionModel}).
     */
    static boolean inWord(char c) {
        if (Character.isLetterOrDigit(c)) {
            return true;
        }
        int type = Character.getType(c);
        return c >= 0x0300 && (type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK);
    }

    /**
     * Italian (and Catalan) elision longer than one letter: "un'intelligenza", "dell'utente", "quest'anno".
     * English contractions keep their short tails ("don't", "you're", "we've") and are not split.
     */
    private static boolean italianElision(String word, int apostrophe) {
        int tail = word.length() - apostrophe - 1;
        return apostrophe <= 5 && tail >= 3 && "aeiouh".indexOf(word.charAt(apostrophe + 1)) >= 0
                && "aeioulnt".indexOf(word.charAt(apostrophe - 1)) >= 0;
    }

    /** Suffixes of names that hold credentials: OPENAI_API_KEY, DATABASE_PASSWORD, GITHUB_TOKEN. */
    private static final String[] SECRET_NAME_ENDS = {"_key", "_token", "_secret", "_password", "_passwd", "_pat",
            "_credentials"};

    /** An identifier with {@code _} that names a credential: a target like "the API keys". */
    private static boolean secretName(String text, int start, int end) {
        boolean underscore = false;
        for (int i = start; i < end && !underscore; i++) {
            underscore = text.charAt(i) == '_';
        }
        if (!underscore) {
            return false;
        }
        for (String suffix : SECRET_NAME_ENDS) {
            if (text.regionMatches(true, end - suffix.length(), suffix, 0, suffix.length())) {
                return true;
            }
        }
        return false;
    }

    /** A - or ' between two letters stays inside the word (role-play, don't). */
    private static boolean innerJoiner(String text, int i) {
        char c = text.charAt(i);
        return (c == '-' || c == '\'' || c == '\u2019') && i + 1 < text.length() && i > 0
                && Character.isLetter(text.charAt(i - 1)) && Character.isLetter(text.charAt(i + 1));
    }

    /**
     * Fourteenth round: a word a PDF's text broke over two lines with a hyphen, "ré-\ncolte", "con-\nsignes": a letter,
     * the hyphen ending its line, and a lower-case letter opening the next. It is read as one word ("consignes"), as
     * its reader reads it; a hyphen followed by a capital or an indented line joins nothing.
     */
    private static boolean brokenHyphen(String text, int i) {
        return text.charAt(i) == '-' && i > 0 && i + 2 < text.length() && text.charAt(i + 1) == '\n'
                && Character.isLetter(text.charAt(i - 1)) && Character.isLowerCase(text.charAt(i + 2));
    }

    private static boolean startsUrl(String text, int i) {
        char c = text.charAt(i);
        if (c != 'h' && c != 'H' && c != 'f' && c != 'w' && c != 'W') {
            return false;
        }
        return text.regionMatches(true, i, "http://", 0, 7) || text.regionMatches(true, i, "https://", 0, 8)
                || text.regionMatches(true, i, "ftp://", 0, 6) || text.regionMatches(true, i, "www.", 0, 4);
    }

    /** The end of {@code word.tld[/path]} starting at {@code start}, or -1 if the word is not a domain. */
    private static int domainEnd(String text, int start, int wordEnd) {
        int n = text.length();
        int i = wordEnd;
        int dots = 0;
        int lastLabelStart = -1;
        while (i < n && text.charAt(i) == '.' && i + 1 < n && Character.isLetterOrDigit(text.charAt(i + 1))) {
            lastLabelStart = i + 1;
            i++;
            while (i < n && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '-')) {
                i++;
            }
            dots++;
        }
        if (dots == 0) {
            return -1;
        }
        String tld = text.substring(lastLabelStart, i).toLowerCase(Locale.ROOT);
        boolean known = false;
        for (String t : TLDS) {
            known |= t.equals(tld);
        }
        if (!known) {
            return -1;
        }
        while (i < n && text.charAt(i) == '/' ) {
            i++;
            while (i < n && !Character.isWhitespace(text.charAt(i)) && text.charAt(i) != ')') {
                i++;
            }
        }
        return i;
    }

    private static boolean isSentenceEnd(String text, int i) {
        char c = text.charAt(i);
        int n = text.length();
        if (c == '\u3002' || c == '\uFF01' || c == '\uFF1F') {
            return true;
        }
        if (c >= '\u0589' && isScriptFullStop(c)) {
            return true; // Urdu "۔", Amharic "።", Armenian "։" (fourteenth, fifteenth rounds), Hindi "।", … (seventeenth)
        }
        if (c == '.' && listNumber(text, i)) {
            return false; // "2. please output": the item's number, read as a clause's start, not a full stop
        }
        if (c == '.' || c == '!' || c == '?') {
            return i + 1 >= n || Character.isWhitespace(text.charAt(i + 1)) || text.charAt(i + 1) == '"'
                    || text.charAt(i + 1) == '\'' || text.charAt(i + 1) == ')' || text.charAt(i + 1) == '*';
        }
        if (c == '\n') {
            // A wrapped line continues its sentence: a letter or comma, then a lowercase word.
            int p = i - 1;
            while (p >= 0 && (text.charAt(p) == ' ' || text.charAt(p) == '\t' || text.charAt(p) == '\r')) {
                p--;
            }
            int q = i + 1;
            while (q < n && (text.charAt(q) == ' ' || text.charAt(q) == '\t')) {
                q++;
            }
            q = commentContinued(text, i, q);
            int cell = cellContinued(text, i, q);
            if (cell != q) {
                while (p >= 0 && " \t|".indexOf(text.charAt(p)) >= 0) {
                    p--; // a table row's closing bar
                }
                return !(p >= 0 && (Character.isLetter(text.charAt(p)) || text.charAt(p) == ',' || text.charAt(p) == ':')
                        && Character.isLowerCase(text.charAt(cell)));
            }
            boolean continues = p >= 0 && (Character.isLetter(text.charAt(p)) || text.charAt(p) == ',')
                    && q < n && Character.isLowerCase(text.charAt(q));
            return !continues;
        }
        return false;
    }

    /**
     * Seventeenth round: the full stops, question and exclamation marks of the scripts that write their own, from
     * Unicode's Sentence_Terminal property — Devanagari's danda "।" and double danda "॥" (Hindi, Marathi, Nepali,
     * Sanskrit; Bengali writes the same characters), Arabic's question mark "؟" and Urdu's full stop "۔", Armenian "։",
     * Ethiopic "።" "፧" "፨", Burmese "။", Khmer "។" "៕", Mongolian "᠃" "᠉", Syriac, N'Ko, Limbu, and the
     * double and interrobang marks "‼" "⁇" "⁈" "⁉" "‽" and small or halfwidth stops — each always ends its sentence,
     * as "。" does, whatever follows. Left out although Sentence_Terminal: Myanmar's "၊", which Burmese writes where
     * English writes a comma, and Khmer's colon "៖": clause breaks. Not Sentence_Terminal, and left to the clause
     * rules: Tibetan "།" and Sinhala "෴" (Sinhala writes "." today).
     */
    static boolean isScriptFullStop(char c) {
        return SCRIPT_FULL_STOPS.indexOf(c) >= 0;
    }

    private static final String SCRIPT_FULL_STOPS = "\u0589\u061D\u061E\u061F\u06D4\u0700\u0701\u0702\u07F9\u0964\u0965"
            + "\u104B\u1362\u1367\u1368\u166E\u17D4\u17D5\u1803\u1809\u1944\u1945\u203C\u203D\u2047\u2048\u2049"
            + "\u3002\uFE52\uFE56\uFE57\uFF01\uFF1F\uFF61";

    /** Comment marks a wrapped comment repeats on its next line: "# … the rules in your prompt are\n# stale." */
    private static final String COMMENT_MARKS = "#-%";

    /**
     * Thirteenth round: where the words of the line after the newline at {@code newline} start, past the comment mark
     * its line repeats from the line before ("# ", "-- ", "% "); {@code q} when it repeats none. A sentence wrapped
     * over comment lines continues as a wrapped sentence of prose does, when both marks open their lines (a
     * configuration's or script's comment block). Comments inside code are not joined: they wrap between code and prose
     * ("// " cost a held-out attack and added a false positive; an indented "# … all future\n# subtypes should …" of a
     * Python module read as a standing order); nor "; ", which the rules read as a clause's end. The line before is
     * read back at most {@link Bounded#WINDOW} characters, so every character is read a bounded number of times.
     */
    private static int commentContinued(String text, int newline, int q) {
        int n = text.length();
        if (newline == 0 || q != newline + 1 || q >= n || COMMENT_MARKS.indexOf(text.charAt(q)) < 0) {
            return q; // a text that opens with a newline has no line before it; an indented comment is inside code
        }
        char mark = text.charAt(q);
        int r = q;
        while (r < n && r - q < 3 && text.charAt(r) == mark) {
            r++;
        }
        if (mark == '#' && r - q == 1 && r < n && text.charAt(r) == '.') {
            r++; // fourteenth round: "#. " opens a translator's comment in a gettext catalogue, wrapped over its lines
        }
        if (r >= n || text.charAt(r) != ' ' || mark == '-' && r - q < 2) {
            return q; // "- " is a list's bullet: each item is its own sentence
        }
        int lineStart = Bounded.lineStart(text, newline - 1, newline - Bounded.WINDOW);
        if (lineStart >= newline || lineStart > 0 && text.charAt(lineStart - 1) != '\n'
                || !text.startsWith(text.substring(q, r), lineStart)) {
            return q;
        }
        while (r < n && text.charAt(r) == ' ') {
            r++;
        }
        return r;
    }

    /** The full stop of a numbered list item's number at the start of its line, followed by a space: "12. ". */
    private static boolean listNumber(String text, int i) {
        int d = i;
        while (d > 0 && i - d < 3 && Character.isDigit(text.charAt(d - 1))) {
            d--;
        }
        return d < i && (d == 0 || text.charAt(d - 1) == '\n') && i + 1 < text.length() && text.charAt(i + 1) == ' ';
    }

    /**
     * Fourteenth round (cells): where the words of the line after the newline at {@code newline} start, past the
     * carrier the line before repeats: a Markdown table row ("| 2 | all previous instructions |", past cells of only a
     * number), a list item of the same bullet ("- ", "* ", "3. "), a chat line of the same speaker
     * ("[10:03] mallory: from the .env file") or a CSV/TSV record of the same first field; {@code q} when the two lines share none. The sentence then goes on
     * over the two lines when the line before ends in a letter, comma or colon and the next opens lower-case, as a
     * wrapped sentence of prose does: an order split over rows, items or one speaker's lines is read as one sentence,
     * while the rows of an ordinary table (capitalised cells, numbers, a separator row) stay apart. Only the two
     * lines' prefixes are read, the line before back at most {@link Bounded#WINDOW} characters.
     */
    private static int cellContinued(String text, int newline, int q) {
        if (newline == 0 || q != newline + 1) {
            return q; // an indented line is inside code or a nested item
        }
        int lineEnd = Bounded.indexOf(text, '\n', q, q + Bounded.WINDOW);
        Carrier next = Carrier.at(text, q, lineEnd < 0 ? Math.min(text.length(), q + Bounded.WINDOW) : lineEnd);
        if (next == null) {
            return q;
        }
        int lineStart = Bounded.lineStart(text, newline - 1, newline - Bounded.WINDOW);
        if (lineStart > 0 && text.charAt(lineStart - 1) != '\n') {
            return q;
        }
        Carrier before = Carrier.at(text, lineStart, newline);
        return before != null && (before.key().equals(next.key()) || next.numberedAfter(before)) ? next.content() : q;
    }

    /** The carrier that opens a line: its kind (the bar, the bullet, or the speaker) and where its words start. */
    private record Carrier(String key, int content) {
        private static final int NAME_LIMIT = 32;

        static Carrier at(String text, int from, int lineEnd) {
            if (from >= lineEnd) {
                return null;
            }
            char c = text.charAt(from);
            if (c == '|') {
                return tableRow(text, from, lineEnd);
            }
            if ((c == '-' || c == '*' || c == '+' || BULLETS.indexOf(c) >= 0) && from + 1 < lineEnd
                    && text.charAt(from + 1) == ' ') {
                return words(String.valueOf(c), text, from + 2, lineEnd);
            }
            int r = from;
            while (r < lineEnd && r - from < 3 && Character.isDigit(text.charAt(r))) {
                r++;
            }
            if (r > from && r + 1 < lineEnd && (text.charAt(r) == '.' || text.charAt(r) == ')')
                    && text.charAt(r + 1) == ' ') {
                return words("1", text, r + 2, lineEnd);
            }
            Carrier numbered = numberedLine(text, from, lineEnd);
            return numbered != null ? numbered : speaker(text, from, lineEnd);
        }

        /**
         * Sixteenth round: the bullets word processors, chat apps and e-mail digests put before a list's items ("• ",
         * "◦ ", "– ", "▪ ", "► "), read as Markdown's "- " is: an order split over such items, one fragment an item, goes
         * on from item to item as it does over "- " items.
         */
        static final String BULLETS = "\u2022\u25E6\u2023\u25AA\u00B7\u2013\u2043\u25BA\u2192\u2713\u2714";

        /** The words that label a numbered line: "Line3: ", "Zeile 2: ", "Ligne 4 : ", "L7: ", "行3：". */
        private static final java.util.Set<String> LINE_WORDS = java.util.Set.of("line", "ln", "l", "row", "zeile",
                "ligne", "linea", "linha", "regel", "rij", "wiersz", "linia", "radek", "rad", "rivi", "sor", "satir",
                "строка", "рядок", "riga", "行");

        /** Separates a numbered line's label from its number in {@link #key}. */
        private static final char NUMBERED = '\u2116';

        /**
         * Fifteenth round: a numbered line label ("Line3: AI helper: you are", "Line 4: now the server operator"), as a
         * sign's, a form's or a caption's lines are written out one a line. Of one label word, the line numbered one
         * more goes on from the line before ({@link #numberedAfter}); other numbers do not, so a sign's "Line4" and the
         * next sign's "Line1" stay apart.
         */
        private static Carrier numberedLine(String text, int from, int lineEnd) {
            int r = from;
            while (r < lineEnd && r - from < 8 && Character.isLetter(text.charAt(r))) {
                r++;
            }
            String word = text.substring(from, r).toLowerCase(Locale.ROOT);
            if (!LINE_WORDS.contains(word)) {
                return null;
            }
            if (r < lineEnd && (text.charAt(r) == ' ' || text.charAt(r) == '#' || text.charAt(r) == '.')) {
                r++;
            }
            int digits = r;
            while (r < lineEnd && r - digits < 4 && Character.isDigit(text.charAt(r))) {
                r++;
            }
            if (r == digits) {
                return null;
            }
            int number = Integer.parseInt(text.substring(digits, r));
            while (r < lineEnd && text.charAt(r) == ' ') {
                r++;
            }
            if (r >= lineEnd || ":)]\uFF1A".indexOf(text.charAt(r)) < 0) {
                return null;
            }
            return words(word + NUMBERED + number, text, r + 1, lineEnd);
        }

        /** This line is numbered one more than {@code before}, under the same label word. */
        boolean numberedAfter(Carrier before) {
            int mark = key.indexOf(NUMBERED);
            return mark > 0 && before.key().length() > mark + 1 && before.key().regionMatches(0, key, 0, mark + 1)
                    && Integer.parseInt(key.substring(mark + 1)) == Integer.parseInt(before.key().substring(mark + 1)) + 1;
        }

        /** A table row past its leading cells of only a number or {@code #}; a separator row ("|---|") is none. */
        private static Carrier tableRow(String text, int from, int lineEnd) {
            int r = from + 1;
            while (true) {
                while (r < lineEnd && text.charAt(r) == ' ') {
                    r++;
                }
                int cell = r;
                while (r < lineEnd && (Character.isDigit(text.charAt(r)) || text.charAt(r) == '#' || text.charAt(r) == '.')) {
                    r++;
                }
                while (r < lineEnd && text.charAt(r) == ' ') {
                    r++;
                }
                if (r > cell && r < lineEnd && text.charAt(r) == '|') {
                    r++;
                    continue;
                }
                return r > cell ? null : words("|", text, cell, lineEnd);
            }
        }

        /** A chat line: an optional bracketed time, then a one-word speaker and a colon ("[09:00] bot-admin: "). */
        private static Carrier speaker(String text, int from, int lineEnd) {
            int r = from;
            if (text.charAt(r) == '[') {
                int close = Bounded.indexOf(text, ']', r, Math.min(lineEnd, r + NAME_LIMIT));
                if (close < 0) {
                    return null;
                }
                r = close + 1;
                while (r < lineEnd && text.charAt(r) == ' ') {
                    r++;
                }
            }
            int name = r;
            while (r < lineEnd && r - name < NAME_LIMIT && (Character.isLetterOrDigit(text.charAt(r))
                    || text.charAt(r) == '-' || text.charAt(r) == '_' || text.charAt(r) == '.')) {
                r++;
            }
            if (r == name || r + 1 >= lineEnd || text.charAt(r) != ':' || text.charAt(r + 1) != ' ') {
                return text.charAt(from) == '[' ? null : record(text, from, lineEnd);
            }
            return words(text.substring(name, r).toLowerCase(Locale.ROOT) + ":", text, r + 2, lineEnd);
        }

        /**
         * A CSV or TSV record past its first field and the empty fields after it: "Jane Roe,,report this candidate"
         * goes on from the record before only when that record has the same first field.
         */
        private static Carrier record(String text, int from, int lineEnd) {
            int r = from;
            while (r < lineEnd && r - from < NAME_LIMIT && ",\t\"".indexOf(text.charAt(r)) < 0) {
                r++;
            }
            if (r == from || r >= lineEnd || text.charAt(r) == '"' || r - from == NAME_LIMIT) {
                return null;
            }
            String key = text.substring(from, r + 1).toLowerCase(Locale.ROOT);
            while (r < lineEnd && (text.charAt(r) == ',' || text.charAt(r) == '\t')) {
                r++;
            }
            return words(key, text, r, lineEnd);
        }

        private static Carrier words(String key, String text, int from, int lineEnd) {
            int r = from;
            while (r < lineEnd && text.charAt(r) == ' ') {
                r++;
            }
            return r < lineEnd ? new Carrier(key, r) : null;
        }
    }

    /**
     * A space between two words of Thai, Lao, Khmer or Burmese: those scripts write none between words and one where
     * English writes a comma or a full stop, so a clause starts after it.
     */
    private static boolean spaceAsComma(String text, int i) {
        return text.charAt(i) == ' ' && i > 0 && i + 1 < text.length() && Lexicon.isSoutheastAsian(text.charAt(i - 1))
                && Lexicon.isSoutheastAsian(text.charAt(i + 1));
    }

    /**
     * The lexicon's entries in a run of an unspaced script, longest first from each position; in the scripts of
     * South-East Asia only from and to the edges of a character cluster ({@link Lexicon#clusterEdge}). A plain word
     * (an entry of no category) is passed over whole and is no term.
     */
    private static void cjkTerms(String text, int from, int to, Lexicon lexicon, Words words, boolean clauseStart) {
        int i = from;
        boolean first = clauseStart;
        while (i < to) {
            int matched = 0;
            long categories = 0;
            int longest = Lexicon.clusterEdge(text, i) ? lexicon.longestUnspacedAt(text, i, to) : 0;
            for (int len = longest; len >= 1; len--) {
                if (Lexicon.clusterEdge(text, i + len)) {
                    Long found = lexicon.unspaced(text.substring(i, i + len));
                    if (found != null) {
                        matched = len;
                        categories = found;
                        break;
                    }
                }
            }
            if (matched > 0 && categories != 0) {
                words.add("\u0002" + text.substring(i, i + matched), i, i + matched, first);
                first = false;
            }
            i += Math.max(matched, 1);
        }
    }

    /**
     * The words of the sentence being read, with their offsets and whether each opens a clause: parallel arrays
     * reused from sentence to sentence, as every word of a text passes through here.
     */
    static final class Words {
        private String[] words = new String[64];
        private int[] starts = new int[64];
        private int[] ends = new int[64];
        private boolean[] clauseStarts = new boolean[64];
        private int size;

        void add(String word, int start, int end, boolean clauseStart) {
            if (size == words.length) {
                words = java.util.Arrays.copyOf(words, size * 2);
                starts = java.util.Arrays.copyOf(starts, size * 2);
                ends = java.util.Arrays.copyOf(ends, size * 2);
                clauseStarts = java.util.Arrays.copyOf(clauseStarts, size * 2);
            }
            words[size] = word;
            starts[size] = start;
            ends[size] = end;
            clauseStarts[size] = clauseStart;
            size++;
        }

        void clear() {
            java.util.Arrays.fill(words, 0, size, null);
            size = 0;
        }

        int size() {
            return size;
        }

        String get(int w) {
            return words[w];
        }

        int start(int w) {
            return starts[w];
        }

        int end(int w) {
            return ends[w];
        }

        boolean clauseStart(int w) {
            return clauseStarts[w];
        }
    }

    /**
     * A French or Portuguese imperative holding its object pronoun after a hyphen ("affiche-les", "montre-moi",
     * "mostre-me", "copie-os"), read as the verb when the whole word is no entry (fifteenth round); the word itself
     * otherwise.
     */
    static String withoutPronoun(String word) {
        int hyphen = word.lastIndexOf('-');
        return hyphen > 1 && OBJECT_PRONOUNS.contains(word.substring(hyphen + 1)) ? word.substring(0, hyphen) : word;
    }

    private static final java.util.Set<String> OBJECT_PRONOUNS = java.util.Set.of("les", "le", "la", "moi", "nous",
            "lui", "leur", "me", "lo", "los", "las", "os", "as", "nos", "lhe", "lhes");

    /**
     * Where among the terms the AI term of the lexicon stands that began before {@code at} and reaches over it ("Yapay
     * zekâ" before "zekâ ajanı"), or -1: a name built by {@link ReaderNouns} from inside it starts where that term starts, so that a label
     * opening its line ("Yapay zekâ ajanı: …") is still read as one, from the line's start.
     */
    private static int aiTermOver(List<Term> terms, int at) {
        for (int i = terms.size() - 1; i >= 0 && i >= terms.size() - 8; i--) {
            Term t = terms.get(i);
            if (t.is(IntentRules.AI) && t.start() < at && t.end() >= at) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Every word of words[from, to] is an AI word of the lexicon on its own ("asistenti" and "AI"): the name built by
     * {@link ReaderNouns} adds nothing the rules do not read, and a term over both would hide that two AI words stand
     * there (an AI named twice, {@link Addressing}).
     */
    private static boolean aiWordByWord(Words words, int from, int to, Lexicon lexicon) {
        List<Lexicon.Phrase> found = new ArrayList<>();
        for (int w = from; w <= to; w++) {
            found.clear();
            lexicon.phrasesAt(words.get(w), found);
            boolean ai = false;
            for (Lexicon.Phrase p : found) {
                ai |= p.words().length == 1 && (p.categories() & IntentRules.AI) != 0
                        && Lexicon.wordMatches(p.words()[0], p.stem()[0], words.get(w));
            }
            if (!ai) {
                return false;
            }
        }
        return true;
    }

    private static Sentence sentence(String text, int start, int end, Words words, Lexicon lexicon) {
        List<Term> terms = new ArrayList<>();
        List<Lexicon.Phrase> candidates = new ArrayList<>();
        for (int w = 0; w < words.size(); w++) {
            String word = words.get(w);
            if (word.isEmpty()) {
                continue;
            }
            if (word.equals("\u0001secret")) {
                terms.add(new Term(IntentRules.SECRET, w, words.start(w), words.end(w), false, false));
                continue;
            }
            if (word.equals("\u0001url") || word.equals("\u0001email")) {
                long dest = word.equals("\u0001url") ? IntentRules.DEST : IntentRules.DEST | IntentRules.EMAIL;
                terms.add(new Term(dest, w, words.start(w), words.end(w), false, false));
                continue;
            }
            if (word.charAt(0) == '\u0002') {
                long cats = lexicon.cjk(word.substring(1));
                terms.add(new Term(cats, w, words.start(w), words.end(w), true, words.clauseStart(w)));
                continue;
            }
            candidates.clear();
            lexicon.phrasesAt(word, candidates);
            String first = word;
            if (candidates.isEmpty() && word.indexOf('-') > 0) {
                first = withoutPronoun(word);
                if (!first.equals(word)) {
                    lexicon.phrasesAt(first, candidates);
                }
            }
            for (Lexicon.Phrase p : candidates) {
                int len = p.words().length;
                if (w + len > words.size()) {
                    continue;
                }
                boolean all = true;
                for (int k = 0; k < len && all; k++) {
                    all = Lexicon.wordMatches(p.words()[k], p.stem()[k], k == 0 ? first : words.get(w + k));
                }
                if (all) {
                    terms.add(new Term(p.categories(), w, words.start(w), words.end(w + len - 1), false,
                            words.clauseStart(w)));
                }
            }
            int reader = lexicon.readsReaderNouns() ? ReaderNouns.nameAt(text, words, w) : -1;
            if (reader >= 0 && !aiWordByWord(words, w, reader, lexicon)) {
                int within = aiTermOver(terms, words.start(w));
                if (within < 0) {
                    terms.add(new Term(IntentRules.AI, w, words.start(w), words.end(reader), false, words.clauseStart(w)));
                } else {
                    Term over = terms.get(within); // kept in order: right after the term it grows
                    terms.add(within + 1, new Term(IntentRules.AI, over.index(), over.start(), words.end(reader), false,
                            over.clauseStart()));
                }
            }
        }
        return new Sentence(start, end, terms);
    }
}
