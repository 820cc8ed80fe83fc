package dev.albert.safety;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An Aho-Corasick automaton over keywords, matched case-insensitively in one pass over the text. It
 * lets a scanner run a rule's regular expression only where one of the rule's literal keywords occurs,
 * so clean prose costs one cheap pass instead of one regex pass per rule.
 *
 * <p>The automaton is a dense table over compressed character classes: every character that appears
 * in some keyword gets a class of its own, everything else shares class 0, which leads back towards
 * the root. ASCII characters find their class in a 128-entry table; the few non-ASCII characters of
 * keywords (пароль, パスワード, 密码, …) in a small open-addressed table, both cases of a letter in one
 * class, so text without them costs one probe per non-ASCII character. Immutable and thread-safe.
 */
final class KeywordIndex {

    /** Receives every keyword occurrence; {@code end} is the exclusive end offset in the text. */
    @FunctionalInterface
    interface HitSink {
        void hit(int keyword, int end);
    }

    private final List<String> keywords;
    private final short[] classOf = new short[128];
    /** Non-ASCII keyword characters and their classes, open-addressed by {@link #slot}; 0 marks a free slot. */
    private final char[] wideChars;
    private final short[] wideClasses;
    private final int wideMask;
    private final int classCount;

    /** Keyword characters at most, so the transition table stays small. */
    private static final int MAX_CLASSES = 400;
    private final int[] next;
    private final int[][] outputs;

    KeywordIndex(List<String> keywords) {
        this.keywords = List.copyOf(keywords);
        int classes = 1;
        java.util.Map<Character, Integer> wide = new java.util.LinkedHashMap<>();
        for (String keyword : this.keywords) {
            if (keyword.isEmpty()) {
                throw new IllegalArgumentException("empty keyword");
            }
            for (char c : keyword.toLowerCase(Locale.ROOT).toCharArray()) {
                if (c < 128) {
                    if (classOf[c] == 0) {
                        classOf[c] = (short) classes++;
                    }
                } else if (!wide.containsKey(c)) {
                    int cls = classes++;
                    wide.put(c, cls);
                    // Both cases of a letter share the class (Пароль, ΚΩΔΙΚΌΣ); the text is not folded.
                    for (char variant : new char[] {Character.toUpperCase(c), Character.toTitleCase(c)}) {
                        if (variant >= 128 && variant != c) {
                            wide.putIfAbsent(variant, cls);
                        }
                    }
                }
                if (classes > MAX_CLASSES) {
                    throw new IllegalArgumentException("too many distinct keyword characters");
                }
            }
        }
        int size = Integer.highestOneBit(Math.max(4, wide.size() * 4 - 1)) << 1;
        this.wideChars = new char[size];
        this.wideClasses = new short[size];
        this.wideMask = size - 1;
        wide.forEach((c, cls) -> {
            int i = slot(c);
            while (wideChars[i] != 0) {
                i = (i + 1) & wideMask;
            }
            wideChars[i] = c;
            wideClasses[i] = (short) (int) cls;
        });
        this.classCount = classes;

        // Build the trie.
        List<int[]> gotos = new ArrayList<>();
        List<List<Integer>> out = new ArrayList<>();
        gotos.add(newRow(classes));
        out.add(new ArrayList<>());
        for (int k = 0; k < this.keywords.size(); k++) {
            int state = 0;
            for (char c : this.keywords.get(k).toLowerCase(Locale.ROOT).toCharArray()) {
                int cls = classOfChar(c);
                if (gotos.get(state)[cls] < 0) {
                    gotos.get(state)[cls] = gotos.size();
                    gotos.add(newRow(classes));
                    out.add(new ArrayList<>());
                }
                state = gotos.get(state)[cls];
            }
            out.get(state).add(k);
        }

        // Breadth-first: failure links, merged outputs, and the full transition table.
        int states = gotos.size();
        int[] fail = new int[states];
        this.next = new int[states * classes];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int cls = 0; cls < classes; cls++) {
            int target = gotos.get(0)[cls];
            if (target < 0) {
                next[cls] = 0;
            } else {
                next[cls] = target;
                fail[target] = 0;
                queue.add(target);
            }
        }
        while (!queue.isEmpty()) {
            int state = queue.poll();
            out.get(state).addAll(out.get(fail[state]));
            for (int cls = 0; cls < classes; cls++) {
                int target = gotos.get(state)[cls];
                if (target < 0) {
                    next[state * classes + cls] = next[fail[state] * classes + cls];
                } else {
                    next[state * classes + cls] = target;
                    fail[target] = next[fail[state] * classes + cls];
                    queue.add(target);
                }
            }
        }
        this.outputs = new int[states][];
        for (int s = 0; s < states; s++) {
            List<Integer> o = out.get(s);
            outputs[s] = o.isEmpty() ? null : distinct(o); // no stream per state: thousands in a fresh JVM
        }
    }

    /** The keywords in order of first appearance, each once. */
    private static int[] distinct(List<Integer> keywords) {
        int[] out = new int[keywords.size()];
        int n = 0;
        for (int k : keywords) {
            boolean seen = false;
            for (int i = 0; i < n && !seen; i++) {
                seen = out[i] == k;
            }
            if (!seen) {
                out[n++] = k;
            }
        }
        return Arrays.copyOf(out, n);
    }

    private int slot(char c) {
        return (c * 0x9E37) >>> 4 & wideMask;
    }

    /** The class of a non-ASCII character: 0 unless some keyword holds it. */
    private int wideClass(char c) {
        int i = slot(c);
        char there;
        while ((there = wideChars[i]) != 0) {
            if (there == c) {
                return wideClasses[i];
            }
            i = (i + 1) & wideMask;
        }
        return 0;
    }

    private int classOfChar(char c) {
        return c < 128 ? classOf[c] : wideClass(c);
    }

    private static int[] newRow(int classes) {
        int[] row = new int[classes];
        Arrays.fill(row, -1);
        return row;
    }

    /**
     * The automaton's class of c, ASCII case ignored; with {@code unicodeFolds}, KELVIN SIGN reads as k and LONG S as s
     * (as a {@code (?i)} RE2 expression reads them).
     */
    private int charClass(char c, boolean unicodeFolds) {
        if (c < 128) {
            return classOf[c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c];
        }
        if (unicodeFolds && (c == '\u212A' || c == '\u017F')) {
            return classOf[c == '\u212A' ? 'k' : 's'];
        }
        return wideClass(c);
    }

    /** Reports every occurrence of every keyword, ignoring ASCII case. */
    void scan(CharSequence text, HitSink sink) {
        int state = 0;
        int classes = classCount;
        for (int i = 0, n = text.length(); i < n; i++) {
            state = next[state * classes + charClass(text.charAt(i), false)];
            int[] hits = outputs[state];
            if (hits != null) {
                for (int k : hits) {
                    sink.hit(k, i + 1);
                }
            }
        }
    }

    /**
     * Whether some keyword occurs wholly inside text[from, to), ignoring ASCII case; stops at the first. With
     * {@code unicodeFolds}, KELVIN SIGN reads as k and LONG S as s, as a {@code (?i)} RE2 expression reads them.
     */
    boolean occursIn(CharSequence text, int from, int to, boolean unicodeFolds) {
        int state = 0;
        int classes = classCount;
        for (int i = from; i < to; i++) {
            state = next[state * classes + charClass(text.charAt(i), unicodeFolds)];
            if (outputs[state] != null) {
                return true;
            }
        }
        return false;
    }

    List<String> keywords() {
        return keywords;
    }

    /** Assigns each distinct keyword one id, so rules that share a keyword share its hits. */
    static final class Builder {
        private final Map<String, Integer> ids = new LinkedHashMap<>();

        int idOf(String keyword) {
            return ids.computeIfAbsent(keyword.toLowerCase(Locale.ROOT), k -> ids.size());
        }

        KeywordIndex build() {
            return new KeywordIndex(new ArrayList<>(ids.keySet()));
        }
    }
}
