package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a text shows words instead of saying them: spans in quotation marks ({@code "…"}, {@code “…”},
 * {@code «…»}, {@code „…“}, {@code 「…」}), inline code spans, fenced and indented code blocks and
 * {@code > } block quotes. {@link IntentRules#discussion} exempts an attack only inside one of these
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

    private static final Quotations NONE = new Quotations(List.of(), List.of());

    private final List<Region> blocks;
    private final List<Region> inline;

    private Quotations(List<Region> blocks, List<Region> inline) {
        this.blocks = blocks;
        this.inline = inline;
    }

    static Quotations none() {
        return NONE;
    }

    static Quotations of(String text) {
        List<Region> blocks = blocks(text);
        return new Quotations(blocks, inline(text, blocks));
    }

    /** The quoted regions holding {@code offset}: an inline quotation and the block around it, if any. */
    List<Region> around(int offset) {
        Region in = find(inline, offset);
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

    private static List<Region> blocks(String text) {
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
                    indentStart = -1;
                }
            }
            previousBlank = blank;
            lineStart = lineEnd + 1;
        }
        if (fenceStart >= 0) {
            out.add(new Region(fenceStart, n, true));
        }
        if (quoteStart >= 0) {
            out.add(new Region(quoteStart, quoteEnd, true));
        }
        if (indentStart >= 0) {
            out.add(new Region(indentStart, indentEnd, true));
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

    private static List<Region> inline(String text, List<Region> blocks) {
        List<Region> out = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            char close = closing(c);
            if (close == 0 || (c == '"' && i > 0 && text.charAt(i - 1) == '\\')) {
                i++;
                continue;
            }
            int end = closeOf(text, i + 1, close, c == '`');
            if (end < 0) {
                i++;
                continue;
            }
            out.add(new Region(i, end + 1, false));
            i = end + 1;
        }
        return out;
    }

    private static char closing(char open) {
        return switch (open) {
            case '"' -> '"';
            case '`' -> '`';
            case '\u201C' -> '\u201D';
            case '\u201E' -> '\u201C';
            case '\u00AB' -> '\u00BB';
            case '\u300C' -> '\u300D';
            case '\u300E' -> '\u300F';
            default -> 0;
        };
    }

    /** The closing mark within the paragraph and {@link #MAX_INLINE} characters, or -1. */
    private static int closeOf(String text, int from, char close, boolean code) {
        int limit = Math.min(text.length(), from + MAX_INLINE);
        for (int k = from; k < limit; k++) {
            char c = text.charAt(k);
            if (c == close && !(close == '"' && text.charAt(k - 1) == '\\')) {
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
