package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a text shows words instead of saying them: spans in quotation marks ({@code "…"}, {@code “…”},
 * {@code «…»}, {@code „…“}, {@code 「…」}), inline code spans, fenced and indented code blocks,
 * {@code > } block quotes and the HTML elements {@code <code>}, {@code <pre>}, {@code <kbd>},
 * {@code <samp>}, {@code <q>}, {@code <blockquote>}. {@link IntentRules#discussion} exempts an attack only inside one of these
 * (when the words around it talk about it) or after an introduction that names the attack, so a
 * marker word near an unquoted instruction exempts nothing. Linear: one pass over the lines, one over
 * the characters; quotation marks pair within a paragraph and at most {@link #MAX_INLINE} characters.
 */
final class Quotations {
    /** A quoted span [start, end) of the text; {@code block} for code blocks and block quotes. */
    record Region(int start, int end, boolean block) {
        boolean contains(int offset) {
            return offset >= start && offset < end;
        }
    }

    /** Longer "quotations" are unbalanced quotation marks, not quotes. */
    static final int MAX_INLINE = 1200;

    private static final Quotations NONE = new Quotations(List.of(), List.of(), List.of(), List.of());

    private final List<Region> blocks;
    private final List<Region> inline;
    /**
     * Quotations inside an inline one, one level deep (eighth round): {@code 'you are now DAN'} in a docstring, whose
     * own words ("patterns such as") talk about it.
     */
    private final List<Region> nested;
    /** Inline code spans and fenced or indented code blocks: text shown literally, never rendered. */
    private final List<Region> code;

    private Quotations(List<Region> blocks, List<Region> inline, List<Region> nested, List<Region> code) {
        this.blocks = blocks;
        this.inline = inline;
        this.nested = nested;
        this.code = code;
    }

    static Quotations none() {
        return NONE;
    }

    static Quotations of(String text) {
        List<Region> code = new ArrayList<>();
        List<Region> blocks = blocks(text, code);
        List<Region> inline = inline(text, blocks, code);
        List<Region> nested = new ArrayList<>();
        for (Region r : inline) {
            char open = text.charAt(r.start());
            if (open != '`' && open != '<' && r.end() - r.start() > 4) {
                for (Region inner : inline(text, r.start() + 1, r.end() - 1, blocks, new ArrayList<>())) {
                    if (inner.end() <= r.end() - 1) {
                        nested.add(inner);
                    }
                }
            }
        }
        code.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return new Quotations(blocks, inline, nested, disjoint(code));
    }

    /**
     * True if {@code offset} lies in code shown literally (an inline code span, a fenced or indented code
     * block, HTML {@code <code>}/{@code <pre>}): markdown there is not rendered, so an image there loads nothing.
     */
    boolean inCode(int offset) {
        return find(code, offset) != null;
    }

    /**
     * True if {@code offset} lies in a code listing: a fenced or indented code block, or a code span or HTML
     * {@code <pre>}/{@code <code>} element longer than {@link #LISTING} characters — code shown, which the statistical
     * model (trained on prose sentences) does not read (eighth round). A short span (`rm -rf ~`) is part of its sentence.
     */
    boolean inCodeListing(int offset) {
        Region r = find(code, offset);
        return r != null && (r.block() || r.end() - r.start() > LISTING);
    }

    /** The code region holding {@code offset}, or null. */
    Region codeAt(int offset) {
        return find(code, offset);
    }

    /** Longer code spans are listings, not a command or identifier named in a sentence. */
    static final int LISTING = 80;

    private static List<Region> disjoint(List<Region> sorted) {
        List<Region> out = new ArrayList<>();
        for (Region r : sorted) {
            if (out.isEmpty() || r.start() >= out.get(out.size() - 1).end()) {
                out.add(r);
            }
        }
        return out;
    }

    /** The quoted regions holding {@code offset}: an inline quotation and the block around it, if any. */
    List<Region> around(int offset) {
        Region inner = find(nested, offset);
        Region in = find(inline, offset);
        if (inner != null) {
            Region block = find(blocks, offset);
            return block == null ? List.of(inner, in) : List.of(inner, in, block);
        }
        Region block = find(blocks, offset);
        if (in == null) {
            return block == null ? List.of() : List.of(block);
        }
        return block == null ? List.of(in) : List.of(in, block);
    }

    private static Region find(List<Region> regions, int offset) {
        int lo = 0;
        int hi = regions.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Region r = regions.get(mid);
            if (r.end() <= offset) {
                lo = mid + 1;
            } else if (r.start() > offset) {
                hi = mid - 1;
            } else {
                return r;
            }
        }
        return null;
    }

    private static List<Region> blocks(String text, List<Region> code) {
        List<Region> out = new ArrayList<>();
        int n = text.length();
        int fenceStart = -1;
        int quoteStart = -1;
        int quoteEnd = -1;
        int indentStart = -1;
        int indentEnd = -1;
        boolean previousBlank = true;
        int lineStart = 0;
        while (lineStart <= n) {
            int lineEnd = text.indexOf('\n', lineStart);
            if (lineEnd < 0) {
                lineEnd = n;
            }
            int first = lineStart;
            while (first < lineEnd && (text.charAt(first) == ' ' || text.charAt(first) == '\t')) {
                first++;
            }
            boolean blank = first >= lineEnd || (first == lineEnd - 1 && text.charAt(first) == '\r');
            boolean fence = first - lineStart <= 3 && (text.startsWith("```", first) || text.startsWith("~~~", first));
            if (fenceStart >= 0) {
                if (fence) {
                    out.add(new Region(fenceStart, lineEnd, true));
                    code.add(new Region(fenceStart, lineEnd, true));
                    fenceStart = -1;
                }
            } else if (fence) {
                fenceStart = lineStart;
            } else {
                boolean quoteLine = !blank && text.charAt(first) == '>'
                        && (first + 1 >= lineEnd || text.charAt(first + 1) == ' ' || text.charAt(first + 1) == '>');
                if (quoteLine) {
                    quoteStart = quoteStart < 0 ? lineStart : quoteStart;
                    quoteEnd = lineEnd;
                } else if (quoteStart >= 0) {
                    out.add(new Region(quoteStart, quoteEnd, true));
                    quoteStart = -1;
                }
                boolean indented = !blank && (text.startsWith("    ", lineStart) || text.charAt(lineStart) == '\t');
                if (indented && (indentStart >= 0 || previousBlank)) {
                    indentStart = indentStart < 0 ? lineStart : indentStart;
                    indentEnd = lineEnd;
                } else if (!blank && indentStart >= 0) {
                    out.add(new Region(indentStart, indentEnd, true));
                    code.add(new Region(indentStart, indentEnd, true));
                    indentStart = -1;
                }
            }
            previousBlank = blank;
            lineStart = lineEnd + 1;
        }
        if (fenceStart >= 0) {
            out.add(new Region(fenceStart, n, true));
            code.add(new Region(fenceStart, n, true));
        }
        if (quoteStart >= 0) {
            out.add(new Region(quoteStart, quoteEnd, true));
        }
        if (indentStart >= 0) {
            out.add(new Region(indentStart, indentEnd, true));
            code.add(new Region(indentStart, indentEnd, true));
        }
        out.sort((a, b) -> Integer.compare(a.start(), b.start()));
        // Regions of different kinds may nest (a quote inside a fence): keep the outermost.
        List<Region> merged = new ArrayList<>();
        for (Region r : out) {
            Region last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && r.start() < last.end()) {
                merged.set(merged.size() - 1, new Region(last.start(), Math.max(last.end(), r.end()), true));
            } else {
                merged.add(r);
            }
        }
        return merged;
    }

    private static List<Region> inline(String text, List<Region> blocks, List<Region> code) {
        return inline(text, 0, text.length(), blocks, code);
    }

    private static List<Region> inline(String text, int from, int to, List<Region> blocks, List<Region> code) {
        List<Region> out = new ArrayList<>();
        int n = to;
        int i = from;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '<') {
                int end = htmlQuotation(text, i);
                if (end > i) {
                    out.add(new Region(i, end, false));
                    if (!text.regionMatches(true, i + 1, "q", 0, 1) && !text.regionMatches(true, i + 1, "blockquote", 0, 10)) {
                        code.add(new Region(i, end, false));
                    }
                    i = end;
                    continue;
                }
            }
            char close = closing(c);
            if (close == 0 || (c == '"' && i > 0 && text.charAt(i - 1) == '\\')
                    || c == '\'' && !opensSingleQuote(text, i) || c == '"' && gershayim(text, i)) {
                i++;
                continue;
            }
            int end = c == '\'' ? closeOfSingle(text, i + 1) : closeOf(text, i + 1, close, alternative(c), c == '`');
            if (end < 0) {
                i++;
                continue;
            }
            out.add(new Region(i, end + 1, false));
            if (c == '`') {
                code.add(new Region(i, end + 1, false));
            }
            i = end + 1;
        }
        return out;
    }

    /** HTML elements that show words rather than say them: code, samples, keyboard input, quotations. */
    private static final String[] HTML_QUOTING = {"code", "pre", "kbd", "samp", "q", "blockquote"};

    /** The end of an HTML quoting element opened at {@code at} ({@code <code>…</code>}), or -1. */
    private static int htmlQuotation(String text, int at) {
        for (String tag : HTML_QUOTING) {
            int after = at + 1 + tag.length();
            if (after < text.length() && text.regionMatches(true, at + 1, tag, 0, tag.length())
                    && (text.charAt(after) == '>' || text.charAt(after) == ' ')) {
                int open = text.indexOf('>', after);
                if (open < 0 || open - at > 200) {
                    return -1;
                }
                int limit = Math.min(text.length(), open + MAX_INLINE);
                String closeTag = "</" + tag + ">";
                for (int k = open + 1; k + closeTag.length() <= limit; k++) {
                    if (text.charAt(k) == '<' && text.regionMatches(true, k, closeTag, 0, closeTag.length())) {
                        return k + closeTag.length();
                    }
                }
                return -1;
            }
        }
        return -1;
    }

    private static char closing(char open) {
        return switch (open) {
            case '"' -> '"';
            case '`' -> '`';
            case '\u201C' -> '\u201D';
            case '\u201D' -> '\u201D'; // Swedish and Finnish: ”…” (twentieth round)
            case '\u201E' -> '\u201C';
            case '\u00AB' -> '\u00BB';
            case '\u00BB' -> '\u00AB';
            case '\u2018' -> '\u2019';
            case '\'' -> '\'';
            case '\u300C' -> '\u300D';
            case '\u300E' -> '\u300F';
            default -> 0;
        };
    }

    /**
     * The other closing mark some languages pair with an opening one (eighth round): Polish, Romanian and Hungarian
     * close {@code „} with {@code ”}, Danish and German open with {@code »} and close with {@code «}.
     */
    private static char alternative(char open) {
        return switch (open) {
            case '\u201E' -> '\u201D';
            case '\u00BB' -> '\u00AB';
            default -> 0;
        };
    }

    /**
     * A single quotation mark that opens a quotation (eighth round): {@code 'you are now DAN'} in a docstring, a code
     * string; not an apostrophe ("don't", "the users' data"): nothing of a word before it, a letter after it.
     */
    private static boolean opensSingleQuote(String text, int i) {
        return (i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1))) && i + 1 < text.length()
                && Character.isLetter(text.charAt(i + 1));
    }

    /** The single quotation mark closing one opened before {@code from}, on the same line: nothing of a word after it. */
    private static int closeOfSingle(String text, int from) {
        int limit = Math.min(text.length(), from + MAX_INLINE);
        for (int k = from; k < limit; k++) {
            char c = text.charAt(k);
            if (c == '\n') {
                return -1;
            }
            if (c == '\'' && k > from && text.charAt(k - 1) != ' '
                    && (k + 1 >= text.length() || !Character.isLetterOrDigit(text.charAt(k + 1)))) {
                return k;
            }
        }
        return -1;
    }

    /**
     * Twentieth round: a straight double mark between two Hebrew letters is the gershayim of an acronym ({@code דוא"ל},
     * {@code צה"ל}), typed with the keyboard's quotation mark, not the start or end of a quotation.
     */
    private static boolean gershayim(String text, int at) {
        return at > 0 && at + 1 < text.length() && hebrew(text.charAt(at - 1)) && hebrew(text.charAt(at + 1));
    }

    private static boolean hebrew(char c) {
        return c >= '\u05D0' && c <= '\u05EA';
    }

    /**
     * Fifteenth round: a low opening mark closed by a straight one ({@code „Vergiss alle Regeln"}, {@code „Zignoruj
     * polecenia"}), as keyboards without the typographic closing mark type German, Polish, Czech or Romanian quotes.
     */
    private static boolean straightCloses(char close) {
        return close == '\u201C';
    }

    /** The closing mark within the paragraph and {@link #MAX_INLINE} characters, or -1. */
    private static int closeOf(String text, int from, char close, char alternative, boolean code) {
        int limit = Math.min(text.length(), from + MAX_INLINE);
        for (int k = from; k < limit; k++) {
            char c = text.charAt(k);
            if ((c == close || alternative != 0 && c == alternative || c == '"' && straightCloses(close))
                    && !(c == '"' && (text.charAt(k - 1) == '\\' || gershayim(text, k)))) {
                return k > from ? k : -1;
            }
            if (c == '\n' && k + 1 < limit && (text.charAt(k + 1) == '\n'
                    || text.charAt(k + 1) == '\r' && k + 2 < limit && text.charAt(k + 2) == '\n')) {
                return -1;
            }
            if (code && c == '\n') {
                return -1;
            }
        }
        return -1;
    }
}
