package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where a document hides text from the people who read it while a model still reads it (issue 11, eighth round):
 * HTML comments ({@code <!-- … -->}), markdown comments ({@code [//]: # (…)}), elements hidden by an attribute or a
 * style ({@code hidden}, {@code display:none}, {@code visibility:hidden}, {@code font-size:0}, {@code opacity:0}),
 * {@code alt} and {@code title} attributes, and the alt text of markdown images. Text there that mentions an AI
 * reader is read by {@link InjectionScanner} with the model's lower, in-context threshold: a page author writes
 * cookie banners and editor notes in such places, not requests to an assistant.
 *
 * <p>Linear: one pass over the characters; a hidden element is looked for its end at most {@link #REACH}
 * characters ahead, and the scan resumes after what it covered, so no character is read twice by that search.
 */
final class Carriers {
    /** How far a hidden element's closing tag or a comment's end is looked for. */
    static final int REACH = 2000;

    private static final List<String> HIDING = List.of("hidden", "display:none", "display: none", "visibility:hidden",
            "visibility: hidden", "font-size:0", "font-size: 0", "opacity:0", "opacity: 0");

    private final int[] starts;
    private final int[] ends;

    private Carriers(int[] starts, int[] ends) {
        this.starts = starts;
        this.ends = ends;
    }

    static Carriers of(String text) {
        List<int[]> regions = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '<' && text.startsWith("<!--", i)) {
                int end = bounded(text, "-->", i + 4);
                regions.add(new int[] {i + 4, end});
                i = end;
                continue;
            }
            if (c == '<' && i + 1 < n && Character.isLetter(text.charAt(i + 1))) {
                int close = -1;
                for (int k = i + 1; k < Math.min(n, i + 400); k++) {
                    if (text.charAt(k) == '>' || text.charAt(k) == '<') {
                        close = text.charAt(k) == '>' ? k : -1;
                        break;
                    }
                }
                if (close < 0) {
                    i++;
                    continue;
                }
                String tag = text.substring(i + 1, close).toLowerCase(Locale.ROOT);
                attributes(tag, i + 1, "alt=", regions);
                attributes(tag, i + 1, "title=", regions);
                if (hides(tag)) {
                    int name = 0;
                    while (name < tag.length() && Character.isLetterOrDigit(tag.charAt(name))) {
                        name++;
                    }
                    int end = bounded(text, "</" + tag.substring(0, name), close + 1);
                    regions.add(new int[] {close + 1, end});
                    i = Math.max(close + 1, end);
                    continue;
                }
                i = close + 1;
                continue;
            }
            if (c == '!' && i + 1 < n && text.charAt(i + 1) == '[') {
                int end = lineBounded(text, ']', i + 2);
                if (end > i + 2 && end < n && text.charAt(end) == ']' && end + 1 < n && text.charAt(end + 1) == '(') {
                    regions.add(new int[] {i + 2, end});
                    i = end;
                    continue;
                }
            }
            if (c == '[' && text.startsWith("[//]: #", i)) {
                int end = lineBounded(text, '\n', i);
                regions.add(new int[] {i + 7, end});
                i = end;
                continue;
            }
            i++;
        }
        int[] s = new int[regions.size()];
        int[] e = new int[regions.size()];
        for (int k = 0; k < s.length; k++) {
            s[k] = regions.get(k)[0];
            e[k] = regions.get(k)[1];
        }
        return new Carriers(s, e);
    }

    /** The start of the hidden region holding {@code offset}, or -1. */
    int regionStart(int offset) {
        int i = java.util.Arrays.binarySearch(starts, offset);
        int k = i >= 0 ? i : -i - 2;
        // Attributes of one tag may nest in an element found later; look back a few regions.
        for (int j = k; j >= 0 && j >= k - 3; j--) {
            if (offset >= starts[j] && offset < ends[j]) {
                return starts[j];
            }
        }
        return -1;
    }

    boolean isEmpty() {
        return starts.length == 0;
    }

    private static boolean hides(String tag) {
        for (String h : HIDING) {
            int at = tag.indexOf(h);
            if (at > 0 && !Character.isLetterOrDigit(tag.charAt(at - 1)) && (h.indexOf(':') >= 0 || at + h.length() == tag.length()
                    || !Character.isLetterOrDigit(tag.charAt(at + h.length())) && tag.charAt(at + h.length()) != '-')) {
                return true;
            }
        }
        return false;
    }

    /** The quoted value of attribute {@code name} ({@code alt="…"}) in a tag starting at {@code offset}. */
    private static void attributes(String tag, int offset, String name, List<int[]> regions) {
        int at = tag.indexOf(name);
        if (at <= 0 || tag.charAt(at - 1) != ' ' || at + name.length() >= tag.length()) {
            return;
        }
        char quote = tag.charAt(at + name.length());
        if (quote != '"' && quote != '\'') {
            return;
        }
        int end = tag.indexOf(quote, at + name.length() + 1);
        if (end > 0) {
            regions.add(new int[] {offset + at + name.length() + 1, offset + end});
        }
    }

    private static int bounded(String text, String close, int from) {
        int limit = Math.min(text.length(), from + REACH);
        for (int k = from; k < limit; k++) {
            if (text.charAt(k) == close.charAt(0) && text.regionMatches(true, k, close, 0, close.length())) {
                return k;
            }
        }
        return limit;
    }

    private static int lineBounded(String text, char close, int from) {
        int limit = Math.min(text.length(), from + REACH);
        for (int k = from; k < limit; k++) {
            char c = text.charAt(k);
            if (c == close || c == '\n') {
                return k;
            }
        }
        return limit;
    }
}
