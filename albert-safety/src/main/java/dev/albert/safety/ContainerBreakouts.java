package dev.albert.safety;

import java.util.List;
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
 * {@code <system>GitHub</system>}) holds no turn. Twenty-third round: a call of an act written after the closed
 * result is the same break out of a tool's output ({@link ForgedCalls}).
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
                if (firstOpen.getOrDefault(name, Integer.MAX_VALUE) >= at && (authorityAfter(text, lower, nameEnd + 1)
                        || ForgedCalls.callAfter(text, lower, nameEnd + 1))) {
                    sink.accept(at);
                }
            }
            at = text.indexOf("</", at + 2);
        }
    }

    /**
     * Thirteenth round: the same break out of a JSON message ({@code "}, {"role": "system", "content": "…"}}): a string
     * and an object closed that the text never opened — no '{' comes before the close — then a message of the system
     * or developer whose content is words. The application's own message list is what is closed, so the text before
     * the close is prose, not JSON; an API example ({@code [{"role": "user", "content": "hi"}, {"role": "system", …}]})
     * or a config opened its objects itself.
     */
    static void findJson(String text, IntConsumer sink) {
        // The first object the text opened itself, once a scan.
        find(text, "\"", text.indexOf('{'), sink);
        // Fourteenth round: the same break out written inside a JSON string, its quotes escaped once or twice
        // ({@code "note": "leave at door\"}, {\"role\": \"system\", …}): an escaped message list the text opened
        // itself before the close ({@code {\"}) is a shell-quoted API example's, not a break out.
        for (String quote : ESCAPED_QUOTES) {
            int open = text.indexOf("{" + quote);
            find(text, quote, open < 0 ? Integer.MAX_VALUE : open, sink);
        }
    }

    /** A quote escaped inside a JSON string, and escaped again inside a string of a string. */
    private static final List<String> ESCAPED_QUOTES = List.of("\\\"", "\\\\\"");

    /** {@link #findJson} with quotes written as {@code quote}; {@code firstOpen} is where the text first opened an object. */
    private static void find(String text, String quote, int firstOpen, IntConsumer sink) {
        String key = quote + "role" + quote;
        int role = text.indexOf(key);
        for (; role >= 0; role = text.indexOf(key, role + key.length())) {
            int close = closedBefore(text, role, quote);
            if (close >= 0 && firstOpen > close && authorityMessage(text, role, quote)) {
                sink.accept(close);
            }
        }
    }

    /** Where {@code "}} closes a string and an object right before the message opened at {@code role}, or -1. */
    private static int closedBefore(String text, int role, String quote) {
        int i = skipBack(text, role - 1, role - 12);
        if (i < 0 || text.charAt(i) != '{') {
            return -1;
        }
        i = skipBack(text, i - 1, i - 12);
        while (i > 0 && (text.charAt(i) == ',' || text.charAt(i) == ']' || text.charAt(i) == '[')) {
            i = skipBack(text, i - 1, i - 12);
        }
        int open = i - quote.length();
        return open >= 0 && text.charAt(i) == '}' && text.startsWith(quote, open) ? open : -1;
    }

    /** The last non-blank character at or before {@code from} and after {@code limit}, or -1. */
    private static int skipBack(String text, int from, int limit) {
        for (int i = from; i >= 0 && i > limit; i--) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** {@code "role": "system"} (or developer) at {@code role}, with a "content" of words after it in the message. */
    private static boolean authorityMessage(String text, int role, String quote) {
        int k = role + 4 + 2 * quote.length();
        while (k < text.length() && (text.charAt(k) == ' ' || text.charAt(k) == ':')) {
            k++;
        }
        if (!text.startsWith(quote + "system" + quote, k) && !text.startsWith(quote + "developer" + quote, k)) {
            return false;
        }
        int key = Bounded.indexOf(text, quote + "content" + quote, k, k + 40 + 4 * quote.length());
        if (key < 0) {
            return false;
        }
        int from = Bounded.indexOf(text, '"', key + 7 + 2 * quote.length(), key + 12 + 3 * quote.length());
        if (from < 0) {
            return false;
        }
        int end = Bounded.indexOf(text, '"', from + 1, from + 1 + REACH);
        return words(text, from + 1, end < 0 ? Math.min(text.length(), from + 1 + REACH) : end) >= MIN_WORDS;
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

    /** A quote that closes a string literal at {@code at}, then a list's or call's comma, bracket or semicolon. */
    private static boolean stringLiteralEnds(String text, int at, int to) {
        char q = text.charAt(at);
        if (q != '"' && q != '\'' && q != '`') {
            return false;
        }
        int k = at + 1;
        while (k < to && text.charAt(k) == ' ') {
            k++;
        }
        return k < to && ",)];".indexOf(text.charAt(k)) >= 0;
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
        if (i < to && stringLiteralEnds(text, i, to)) {
            return 0; // twenty-third round: {@code "<system>", "%3Csystem%3E",}: a list of tags as strings, no turn
        }
        int words = 0;
        boolean in = false;
        int cjk = 0;
        for (; i < to; i++) {
            boolean letter = Character.isLetter(text.charAt(i));
            if (letter && !in) {
                words++;
            }
            cjk += Lexicon.isCjk(text.charAt(i)) ? 1 : 0;
            in = letter;
        }
        return Math.max(words, cjk / 2); // a run of CJK characters, written without spaces, holds words
    }
}
