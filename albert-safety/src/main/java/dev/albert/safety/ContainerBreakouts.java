package dev.albert.safety;

import java.util.Locale;
import java.util.function.IntConsumer;

/**
 * A break out of the container the text was pasted into: a closing tag of an element the text never opened
 * ({@code </context>}, {@code </contexto>}, {@code </document>}) — the writer assumes the application wrapped
 * the text in it — followed, past blank space and more closing tags, by an opening tag of an authority
 * ({@code <system>}, {@code <instrucoes_do_sistema prioridade="maxima">}, {@code <admin_instructions>}) whose
 * content is words. The shape is the attack whatever the language of the words in it, so the order itself is
 * not read. An element the text opened earlier is closed in the ordinary way (a prompt template's
 * {@code <context>{docs}</context>}), and an authority tag around a placeholder or a word or two (a POM's
 * {@code <system>GitHub</system>}) holds no turn.
 */
final class ContainerBreakouts {
    static final String RULE = "container-breakout";

    /** How far after the opening tag its content is read. */
    private static final int REACH = 600;

    /** Fewest words the authority's element must hold to be a turn. */
    private static final int MIN_WORDS = 4;

    private ContainerBreakouts() {
    }

    /** Start offsets of unopened closing tags followed by an authority's element. */
    static void find(String text, IntConsumer sink) {
        int at = text.indexOf("</");
        if (at < 0) {
            return;
        }
        String lower = text.toLowerCase(Locale.ROOT);
        java.util.Map<String, Integer> firstOpen = null; // per element name, read in one pass when first needed
        while (at >= 0) {
            int nameEnd = nameEnd(text, at + 2);
            if (nameEnd > at + 2 && nameEnd < text.length() && text.charAt(nameEnd) == '>') {
                String name = lower.substring(at + 2, nameEnd);
                if (firstOpen == null) {
                    firstOpen = openings(lower);
                }
                if (firstOpen.getOrDefault(name, Integer.MAX_VALUE) >= at && authorityAfter(text, lower, nameEnd + 1)) {
                    sink.accept(at);
                }
            }
            at = text.indexOf("</", at + 2);
        }
    }

    private static int nameEnd(String text, int from) {
        int i = from;
        while (i < text.length() && i - from < 40 && (Character.isLetter(text.charAt(i)) || text.charAt(i) == '_'
                || text.charAt(i) == '-' || i > from && Character.isDigit(text.charAt(i)))) {
            i++;
        }
        return i;
    }

    /**
     * Where each element is first opened ({@code <name>}, {@code <name attr…>}, {@code <name/>}, {@code <name\n}), in
     * one pass over the text: a name is at most 40 characters, so each '<' is read at most 42 characters on.
     */
    private static java.util.Map<String, Integer> openings(String lower) {
        java.util.Map<String, Integer> first = new java.util.HashMap<>();
        for (int i = lower.indexOf('<'); i >= 0; i = lower.indexOf('<', i + 1)) {
            int stop = Math.min(lower.length(), i + 42);
            for (int e = i + 2; e < stop; e++) {
                char c = lower.charAt(e);
                if (c == '>' || c == ' ' || c == '\n' || c == '/') {
                    first.putIfAbsent(lower.substring(i + 1, e), i);
                    break;
                }
            }
        }
        return first;
    }

    /** After a closing tag: blank space, at most three more closing tags, then an authority's element of words. */
    private static boolean authorityAfter(String text, String lower, int from) {
        int i = from;
        for (int closers = 0; ; closers++) {
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i + 1 >= text.length() || text.charAt(i) != '<') {
                return false;
            }
            if (text.charAt(i + 1) != '/') {
                break;
            }
            if (closers == 3) {
                return false;
            }
            int e = nameEnd(text, i + 2);
            if (e == i + 2 || e >= text.length() || text.charAt(e) != '>') {
                return false;
            }
            i = e + 1;
        }
        int nameEnd = nameEnd(text, i + 1);
        if (nameEnd == i + 1 || !authority(lower.substring(i + 1, nameEnd))) {
            return false;
        }
        int close = Bounded.indexOf(text, '>', nameEnd, nameEnd + 121);
        if (close < 0) {
            return false;
        }
        // a closing tag further on than REACH cuts nothing: look no further
        int end = Bounded.indexOf(lower, "</" + lower.substring(i + 1, nameEnd), close, close + 2 + REACH);
        end = end < 0 ? Math.min(text.length(), close + 1 + REACH) : Math.min(end, close + 1 + REACH);
        return words(text, close + 1, end) >= MIN_WORDS;
    }

    /** A tag name that claims authority: "system", "sistema", or a compound holding one ("instrucoes_do_sistema"). */
    private static boolean authority(String name) {
        for (String part : name.split("[_-]")) {
            if (!part.isEmpty() && (ForgedTurns.authorityWord(part) || part.equals("instructions")
                    || part.equals("instruction"))) {
                return true;
            }
        }
        return false;
    }

    /** Words of letters in [from, to); none when the content opens with a placeholder ("{docs}", "{{ x }}"). */
    private static int words(String text, int from, int to) {
        int i = from;
        while (i < to && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        if (i < to && (text.charAt(i) == '{' || text.charAt(i) == '$')) {
            return 0;
        }
        int words = 0;
        boolean in = false;
        for (; i < to; i++) {
            boolean letter = Character.isLetter(text.charAt(i));
            if (letter && !in) {
                words++;
            }
            in = letter;
        }
        return words;
    }
}
