package dev.albert.safety;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Decides which parts of a text each rule's expression has to see. A rule names literal keywords
 * (checked case-insensitively, like gitleaks' keywords), how many lines after a keyword's line its
 * match may end on, and how many characters its match may reach from the keyword. The rule then runs
 * only on windows around its keywords' occurrences, clipped to those lines: a rule whose keywords never
 * occur is skipped, so clean prose costs one automaton pass, and a keyword in a one-line 5 MB JSON
 * payload costs a window, not the whole line.
 */
final class KeywordGate {
    /** A line reach that makes a rule see the whole text once any of its keywords occurs. */
    static final int WHOLE_TEXT = Integer.MAX_VALUE;
    /** A character reach that does not limit the window within the lines. */
    static final int WHOLE_LINES = Integer.MAX_VALUE;

    private final KeywordIndex index;
    private final int[][] rulesOfKeyword;
    private final int[] keywordLength;
    private final int[] linesAfter;
    private final int[] reach;

    /**
     * @param keywordsPerRule the keywords of each rule, in rule order; every rule needs at least one
     * @param linesAfter      per rule, how many lines after a keyword's line a match may end on
     * @param reach           per rule, how many characters before and after a keyword a match may extend
     */
    KeywordGate(List<List<String>> keywordsPerRule, int[] linesAfter, int[] reach) {
        if (keywordsPerRule.size() != linesAfter.length || linesAfter.length != reach.length) {
            throw new IllegalArgumentException("one reach per rule");
        }
        KeywordIndex.Builder builder = new KeywordIndex.Builder();
        List<List<Integer>> rulesOf = new ArrayList<>();
        for (int rule = 0; rule < keywordsPerRule.size(); rule++) {
            if (keywordsPerRule.get(rule).isEmpty()) {
                throw new IllegalArgumentException("rule " + rule + " has no keyword");
            }
            for (String keyword : keywordsPerRule.get(rule)) {
                int id = builder.idOf(keyword);
                while (rulesOf.size() <= id) {
                    rulesOf.add(new ArrayList<>());
                }
                if (!rulesOf.get(id).contains(rule)) {
                    rulesOf.get(id).add(rule);
                }
            }
        }
        this.index = builder.build();
        this.rulesOfKeyword = rulesOf.stream()
                .map(l -> l.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
        this.keywordLength = index.keywords().stream().mapToInt(String::length).toArray();
        this.linesAfter = linesAfter.clone();
        this.reach = reach.clone();
    }

    /**
     * Per rule, the regions of the text it must scan as {@code [start0, end0, start1, end1, …]}, in
     * order and not overlapping; {@code null} for a rule none of whose keywords occurs.
     */
    int[][] regions(String text, LineIndex lines) {
        int rules = linesAfter.length;
        IntList[] regions = new IntList[rules];
        int[] cursor = {1};
        index.scan(text, (keyword, end) -> {
            // Hits arrive in text order, so the line cursor only moves forward.
            int line = cursor[0];
            while (line < lines.lineCount() && end - 1 >= lines.lineStart(line + 1)) {
                line++;
            }
            cursor[0] = line;
            int start = end - keywordLength[keyword];
            for (int rule : rulesOfKeyword[keyword]) {
                IntList list = regions[rule];
                if (list == null) {
                    list = regions[rule] = new IntList();
                }
                add(list, window(rule, line, start, end, lines, text.length()));
            }
        });
        int[][] out = new int[rules][];
        for (int rule = 0; rule < rules; rule++) {
            if (regions[rule] != null) {
                out[rule] = regions[rule].toArray();
            }
        }
        return out;
    }

    private long window(int rule, int line, int start, int end, LineIndex lines, int textLength) {
        if (linesAfter[rule] == WHOLE_TEXT) {
            return pack(0, textLength);
        }
        int last = (int) Math.min((long) line + linesAfter[rule], lines.lineCount());
        int from = lines.lineStart(line);
        int to = lines.lineEnd(last);
        if (reach[rule] != WHOLE_LINES) {
            from = Math.max(from, start - reach[rule]);
            to = (int) Math.min(to, (long) end + reach[rule]);
        }
        return pack(from, to);
    }

    private static long pack(int from, int to) {
        return ((long) from << 32) | (to & 0xffffffffL);
    }

    /** Appends a window, merging it into the last region when they touch (one copy, one matcher run). */
    private static void add(IntList list, long window) {
        int from = (int) (window >>> 32);
        int to = (int) window;
        if (!list.isEmpty() && from <= list.last() + 2) {
            list.set(list.size() - 1, Math.max(list.last(), to));
        } else {
            list.add(from);
            list.add(to);
        }
    }

    /** A growable int array: hit lists can be long and boxing them would dominate a scan. */
    private static final class IntList {
        private int[] values = new int[8];
        private int size;

        void add(int value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        int get(int i) {
            return values[i];
        }

        void set(int i, int value) {
            values[i] = value;
        }

        int last() {
            return values[size - 1];
        }

        int size() {
            return size;
        }

        boolean isEmpty() {
            return size == 0;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
