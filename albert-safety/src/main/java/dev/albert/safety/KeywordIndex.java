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
 * <p>ASCII moves through a dense table over compressed character classes: every ASCII character that
 * appears in some keyword gets a class of its own, everything else shares class 0, which leads back to
 * the root. The non-ASCII characters of keywords (пароль, パスワード, 密码, …) are found in a small
 * open-addressed table, both cases of a letter as one character, and move through sparse transitions
 * with failure links, which is linear too (a failure step shortens the match, so there are no more of
 * them than characters). Text without those characters costs one probe per non-ASCII character. Kept
 * apart because the secret rules' keywords in many scripts hold several hundred distinct characters:
 * one dense table over all of them grew to 8 MB and made the ASCII rows, which ordinary text walks, a
 * cache miss each (fifteenth round; docs/safety.md). Immutable and thread-safe.
 */
final class KeywordIndex {

    /** Receives every keyword occurrence; {@code end} is the exclusive end offset in the text. */
    @FunctionalInterface
    interface HitSink {
        void hit(int keyword, int end);
    }

    private final List<String> keywords;
    private final short[] classOf = new short[128];
    /** Non-ASCII keyword characters and their numbers (from 1), open-addressed by {@link #slot}; 0 marks a free slot. */
    private final char[] wideChars;
    private final short[] wideIds;
    private final int wideMask;
    /** How many ASCII classes the dense table has, class 0 (no keyword's character) included. */
    private final int asciiClasses;

    /** Distinct non-ASCII keyword characters at most. */
    private static final int MAX_WIDE = Short.MAX_VALUE;
    /** The dense ASCII transitions: {@code next[state * asciiClasses + class]}. */
    private final int[] next;
    /** Per state, its non-ASCII children: the characters' numbers, sorted, and the states they lead to. */
    private final short[][] wideKeys;
    private final int[][] wideTargets;
    private final int[] fail;
    private final int[][] outputs;
    /** Every keyword is lower-case ASCII: {@link #firstEndInLowerCased} may be asked. */
    private final boolean lowerAscii;

    KeywordIndex(List<String> keywords) {
        this.keywords = List.copyOf(keywords);
        this.lowerAscii = lowerAscii(this.keywords);
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
                    int id = wide.size() + 1;
                    if (id > MAX_WIDE) {
                        throw new IllegalArgumentException("too many distinct keyword characters");
                    }
                    wide.put(c, id);
                    // Both cases of a letter are one character (Пароль, ΚΩΔΙΚΌΣ); the text is not folded.
                    for (char variant : new char[] {Character.toUpperCase(c), Character.toTitleCase(c)}) {
                        if (variant >= 128 && variant != c) {
                            wide.putIfAbsent(variant, id);
                        }
                    }
                }
            }
        }
        this.asciiClasses = classes;
        int size = Integer.highestOneBit(Math.max(4, wide.size() * 4 - 1)) << 1;
        this.wideChars = new char[size];
        this.wideIds = new short[size];
        this.wideMask = size - 1;
        wide.forEach((c, id) -> {
            int i = slot(c);
            while (wideChars[i] != 0) {
                i = (i + 1) & wideMask;
            }
            wideChars[i] = c;
            wideIds[i] = (short) (int) id;
        });

        // Build the trie: ASCII children in rows, non-ASCII children in maps (few states have any).
        List<int[]> gotos = new ArrayList<>();
        List<Map<Integer, Integer>> wideGotos = new ArrayList<>();
        List<List<Integer>> out = new ArrayList<>();
        gotos.add(newRow(classes));
        wideGotos.add(null);
        out.add(new ArrayList<>());
        for (int k = 0; k < this.keywords.size(); k++) {
            int state = 0;
            for (char c : this.keywords.get(k).toLowerCase(Locale.ROOT).toCharArray()) {
                int child;
                if (c < 128) {
                    child = gotos.get(state)[classOf[c]];
                } else {
                    Map<Integer, Integer> children = wideGotos.get(state);
                    Integer there = children == null ? null : children.get(wideId(c));
                    child = there == null ? -1 : there;
                }
                if (child < 0) {
                    child = gotos.size();
                    gotos.add(newRow(classes));
                    wideGotos.add(null);
                    out.add(new ArrayList<>());
                    if (c < 128) {
                        gotos.get(state)[classOf[c]] = child;
                    } else {
                        if (wideGotos.get(state) == null) {
                            wideGotos.set(state, new java.util.TreeMap<>());
                        }
                        wideGotos.get(state).put(wideId(c), child);
                    }
                }
                state = child;
            }
            out.get(state).add(k);
        }
        int states = gotos.size();
        this.wideKeys = new short[states][];
        this.wideTargets = new int[states][];
        for (int s = 0; s < states; s++) {
            Map<Integer, Integer> children = wideGotos.get(s);
            if (children != null) {
                wideKeys[s] = new short[children.size()];
                wideTargets[s] = new int[children.size()];
                int j = 0;
                for (Map.Entry<Integer, Integer> e : children.entrySet()) {
                    wideKeys[s][j] = (short) (int) e.getKey();
                    wideTargets[s][j++] = e.getValue();
                }
            }
        }

        // Breadth-first: failure links, merged outputs, and the full ASCII transition table.
        this.fail = new int[states];
        this.next = new int[states * classes];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int cls = 0; cls < classes; cls++) {
            int target = gotos.get(0)[cls];
            next[cls] = Math.max(target, 0);
            if (target > 0) {
                queue.add(target);
            }
        }
        if (wideTargets[0] != null) {
            for (int target : wideTargets[0]) {
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
            if (wideTargets[state] != null) {
                for (int j = 0; j < wideTargets[state].length; j++) {
                    fail[wideTargets[state][j]] = wideStep(fail[state], wideKeys[state][j]);
                    queue.add(wideTargets[state][j]);
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

    /** The number of a non-ASCII character: 0 unless some keyword holds it. */
    private int wideId(char c) {
        int i = slot(c);
        char there;
        while ((there = wideChars[i]) != 0) {
            if (there == c) {
                return wideIds[i];
            }
            i = (i + 1) & wideMask;
        }
        return 0;
    }

    private static int[] newRow(int classes) {
        int[] row = new int[classes];
        Arrays.fill(row, -1);
        return row;
    }

    /** Where a non-ASCII character (its number, or 0 for none of the keywords') leads from state. */
    private int wideStep(int state, int id) {
        if (id == 0) {
            return 0;
        }
        while (true) {
            short[] keys = wideKeys[state];
            if (keys != null) {
                int j = Arrays.binarySearch(keys, (short) id);
                if (j >= 0) {
                    return wideTargets[state][j];
                }
            }
            if (state == 0) {
                return 0;
            }
            state = fail[state];
        }
    }

    /**
     * The state after c, ASCII case ignored; with {@code unicodeFolds}, KELVIN SIGN reads as k and LONG S as s (as a
     * {@code (?i)} RE2 expression reads them).
     */
    private int step(int state, char c, boolean unicodeFolds) {
        if (c < 128) {
            return next[state * asciiClasses + classOf[c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c]];
        }
        if (unicodeFolds && (c == '\u212A' || c == '\u017F')) {
            return next[state * asciiClasses + classOf[c == '\u212A' ? 'k' : 's']];
        }
        return wideStep(state, wideId(c));
    }

    /** Reports every occurrence of every keyword, ignoring ASCII case. */
    void scan(CharSequence text, HitSink sink) {
        int state = 0;
        for (int i = 0, n = text.length(); i < n; i++) {
            state = step(state, text.charAt(i), false);
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
        for (int i = from; i < to; i++) {
            state = step(state, text.charAt(i), unicodeFolds);
            if (outputs[state] != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where the first keyword found in {@code text.subSequence(from, to).toString().toLowerCase(Locale.ROOT)} ends, as
     * an offset in {@code text}, or -1 if none occurs there; without making that copy. For keywords in lower-case ASCII
     * only (else {@link IllegalStateException}), which is what lets the copy's mappings be read character by
     * character. Of all characters outside ASCII, lower-casing maps only two into it: KELVIN SIGN to k, and CAPITAL I
     * WITH DOT ABOVE to i followed by COMBINING DOT ABOVE (two characters: the copy's offsets would drift from the
     * text's, but that i can only end a keyword, so a keyword found spans its own length in the text too). Every
     * other character stays outside ASCII (Greek final sigma included), and so does LONG S, which {@link #occursIn}
     * with folds reads as s and lower-casing does not; no keyword holds such a character, so each ends a partial
     * match. {@code NearWordsTest} compares this with the copy on every code point.
     */
    int firstEndInLowerCased(CharSequence text, int from, int to) {
        if (!lowerAscii) {
            throw new IllegalStateException("keywords must be lower-case ASCII: " + keywords);
        }
        int state = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == '\u0130') {
                state = step(state, 'i', false);
                if (outputs[state] != null) {
                    return i + 1;
                }
                c = '\u0307';
            } else if (c == '\u212A') {
                c = 'k';
            }
            state = step(state, c, false);
            if (outputs[state] != null) {
                return i + 1;
            }
        }
        return -1;
    }

    /** Whether every keyword is ASCII without a capital letter, as {@link #firstEndInLowerCased} needs. */
    boolean lowerCaseAscii() {
        return lowerAscii;
    }

    /** Whether every keyword is ASCII without a capital letter. */
    private static boolean lowerAscii(List<String> keywords) {
        for (String keyword : keywords) {
            for (int i = 0; i < keyword.length(); i++) {
                char c = keyword.charAt(i);
                if (c >= 128 || c >= 'A' && c <= 'Z') {
                    return false;
                }
            }
        }
        return true;
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
