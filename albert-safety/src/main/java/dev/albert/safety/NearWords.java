package dev.albert.safety;

import java.lang.ref.WeakReference;
import java.util.List;

/**
 * The words of one {@link MatchChecks#near} check, found in a window of a text as if the window were lower-cased
 * ({@link KeywordIndex#firstEndInLowerCased}), and the last window read on this thread. Candidates of one rule come in
 * order and close together (a generic rule's run of {@code password=…} in one long line gives one every few dozen
 * characters, each with a window of up to 4,000), so most of a window was read for the one before: when that one held
 * no word, only the characters the new window adds, with a word's length of overlap, are read; when it held one that
 * the new window still holds, nothing is. Any other window is read whole. The answer is the same either way.
 * Thread-safe: each thread keeps its own last window, and holds its text only weakly.
 */
final class NearWords {
    private final KeywordIndex index;
    /** The longest word's length: how far an occurrence may reach past where it starts. */
    private final int longest;
    private final ThreadLocal<LastWindow> last = ThreadLocal.withInitial(LastWindow::new);

    NearWords(String... words) {
        this.index = new KeywordIndex(List.of(words));
        if (!index.lowerCaseAscii()) {
            throw new IllegalArgumentException("near words must be lower-case ASCII: " + index.keywords());
        }
        int max = 0;
        for (String word : words) {
            max = Math.max(max, word.length());
        }
        this.longest = max;
    }

    /** Whether one of the words occurs in {@code text.substring(from, to).toLowerCase(Locale.ROOT)}. */
    boolean occurIn(String text, int from, int to) {
        LastWindow window = last.get();
        int end;
        if (window.text.get() != text) {
            window.text = new WeakReference<>(text);
            end = index.firstEndInLowerCased(text, from, to);
        } else if (window.foundEnd < 0) {
            end = addedPart(text, window, from, to);
        } else if (window.foundEnd - longest >= from && window.foundEnd <= to) {
            end = window.foundEnd;
        } else {
            end = index.firstEndInLowerCased(text, from, to);
        }
        window.from = from;
        window.to = to;
        window.foundEnd = end;
        return end >= 0;
    }

    /**
     * A word in [from, to) when the last window held none: it starts before the last window or ends after it, so only
     * those two edges are read (each with up to a word's length reaching into the last window).
     */
    private int addedPart(String text, LastWindow window, int from, int to) {
        int end = -1;
        if (from < window.from) {
            end = index.firstEndInLowerCased(text, from, Math.min(to, window.from - 1 + longest));
        }
        if (end < 0 && to > window.to) {
            end = index.firstEndInLowerCased(text, Math.max(from, window.to - longest + 1), to);
        }
        return end;
    }

    /** The last window read on one thread: its text, its bounds, and where a word found in it ends (-1: none). */
    private static final class LastWindow {
        WeakReference<String> text = new WeakReference<>(null);
        int from;
        int to;
        int foundEnd = -1;
    }
}
