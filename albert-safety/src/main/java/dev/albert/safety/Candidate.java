package dev.albert.safety;

import com.google.re2j.Matcher;

/**
 * A possible secret found by an expression, before the rule's checks decide. Offsets are absolute in
 * the scanned text even when the expression ran on a region of it.
 */
final class Candidate {
    private final String text;
    private final Matcher matcher;
    private final int offset;
    private final int start;
    private final int end;

    Candidate(String text, Matcher matcher, int offset, int start, int end) {
        this.text = text;
        this.matcher = matcher;
        this.offset = offset;
        this.start = start;
        this.end = end;
    }

    String text() {
        return text;
    }

    int start() {
        return start;
    }

    int end() {
        return end;
    }

    /** The candidate secret itself. */
    String value() {
        return text.substring(start, end);
    }

    /**
     * A named group of the match, or {@code null} if it did not take part, or if the expression has no such group: the
     * checks one rule's expressions share ask for groups only some of them have (RE2 would throw, failing the scan).
     */
    String group(String name) {
        return has(name) ? matcher.group(name) : null;
    }

    /** Absolute start of a named group, or -1 if it did not take part or the expression has no such group. */
    int groupStart(String name) {
        int s = has(name) ? matcher.start(name) : -1;
        return s < 0 ? -1 : s + offset;
    }

    private boolean has(String name) {
        return matcher.pattern().namedGroups().containsKey(name);
    }

    /** Absolute start and end of the whole match. */
    int matchStart() {
        return matcher.start() + offset;
    }

    int matchEnd() {
        return matcher.end() + offset;
    }

    /** The character before the secret, or a newline at the start of the text. */
    char charBefore() {
        return start > 0 ? text.charAt(start - 1) : '\n';
    }

    /** The character after the secret, or a newline at the end of the text. */
    char charAfter() {
        return end < text.length() ? text.charAt(end) : '\n';
    }
}
