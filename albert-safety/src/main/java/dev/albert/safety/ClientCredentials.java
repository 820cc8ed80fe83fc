package dev.albert.safety;

import java.util.List;
import java.util.Locale;

/**
 * Credentials passed by position to the call that builds an SDK's client: {@code require('twilio')('AC…', '…')},
 * {@code Client("AC…", "…")}, {@code new GeoApi('…', '…')}, {@code weather.NewClient("…")}, {@code Twilio.init(…)},
 * {@code Minio(host, "…", "…")}, {@code dropbox.Dropbox("…")}. No name says what the string is; the call does: a
 * client's constructor or factory takes the account's key and secret, and a string drawn at random passed to one is
 * one of them.
 *
 * <p>Read: a call whose name says it builds or signs in a client (client, init, connect, auth, login, credential,
 * session, a factory returned by {@code require(…)}) or constructs a class ({@code new X(…)}, a capitalised
 * {@code X(…)}) that is not a value type ({@link #VALUE_TYPES}: ids, hashes, colours, dates, public keys, …), and
 * among its arguments up to the closing parenthesis (at most {@link #MAX_ARGUMENTS} characters, lines included) a
 * quoted string that looks drawn at random (sixteen characters or more, six changes of class, 3.2 bits a character,
 * no UUID, digest or encoded text), not a public id ({@link #PUBLIC_IDS}). Linear: each call's arguments are read
 * once, at most {@link #MAX_ARGUMENTS} characters.
 */
final class ClientCredentials implements SecretDetector {
    /** How far the arguments of one call are read. */
    static final int MAX_ARGUMENTS = 400;
    /** Shorter strings are ids, names and codes. */
    static final int MIN_LENGTH = 16;

    /** The gate's words: a call opened with a string or a line break. */
    static final String[] KEYWORDS = {"(\"", "('", "(`", "(\n", "( \"", "( '", "(\r\n"};

    /** Parts of a call's name that say it builds a client or signs one in. */
    private static final List<String> CLIENT_WORDS = List.of("client", "init", "connect", "auth", "login", "credential",
            "session", "sdk", "api");

    /** Parts of a class's name that make its string a value, not a credential. */
    private static final List<String> VALUE_TYPES = List.of("id", "uuid", "guid", "hash", "digest", "sha", "color",
            "colour", "date", "regex", "pattern", "url", "uri", "path", "file", "buffer", "big", "decimal",
            "number", "version", "error", "exception", "string", "text", "message", "label", "name", "public", "pub",
            "address", "hex", "base", "encod", "decod", "locale", "font", "icon", "image", "test", "mock", "fake",
            "assert", "expect", "log", "print", "format", "parse", "json", "xml", "html", "query", "select", "element",
            "nonce", "salt", "seed", "cid", "oid", "ref", "commit");

    /** Public ids that SDK calls take beside their secrets: Twilio's account and service SIDs, publishable keys. */
    private static final List<String> PUBLIC_IDS = List.of("AC", "MG", "PN", "pk_", "pub-", "pk.");

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        for (int open = text.indexOf('(', from); open >= 0 && open < to; open = text.indexOf('(', open + 1)) {
            if (clientCall(text, open)) {
                arguments(text, open + 1, Math.min(text.length(), open + 1 + MAX_ARGUMENTS), sink);
            }
        }
    }

    /** Whether the call opened at {@code open} builds a client (its name, or {@code require(…)(}). */
    private static boolean clientCall(String text, int open) {
        int end = open;
        while (end > 0 && text.charAt(end - 1) == ' ') {
            end--;
        }
        if (end > 0 && text.charAt(end - 1) == ')') {
            int lineStart = Bounded.lineStart(text, end, end - 80);
            return text.substring(lineStart, end).contains("require(");
        }
        int start = end;
        while (start > 0 && nameChar(text.charAt(start - 1))) {
            start--;
        }
        int dot = text.lastIndexOf('.', end - 1);
        int nameStart = dot >= start ? dot + 1 : start;
        if (nameStart >= end) {
            return false;
        }
        String name = text.substring(nameStart, end);
        String lower = name.toLowerCase(Locale.ROOT);
        for (String word : VALUE_TYPES) {
            if (lower.contains(word) && (word.length() > 3 || namePart(name, word))) {
                return false;
            }
        }
        for (String word : CLIENT_WORDS) {
            if (lower.contains(word) && (word.length() > 3 || namePart(name, word))) {
                return true;
            }
        }
        boolean constructed = start >= 4 && text.startsWith("new ", start - 4);
        return Character.isUpperCase(name.charAt(0)) && (constructed || name.chars().anyMatch(Character::isLowerCase));
    }

    /** A short word is a part of a name at a hump or alone ("NewApiClient", "api"), not inside another ("rapid"). */
    private static boolean namePart(String name, String word) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (int at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
            boolean starts = at == 0 || Character.isUpperCase(name.charAt(at)) || name.charAt(at - 1) == '_';
            int end = at + word.length();
            boolean ends = end == name.length() || Character.isUpperCase(name.charAt(end)) || name.charAt(end) == '_';
            if (starts && ends) {
                return true;
            }
        }
        return false;
    }

    private static boolean nameChar(char ch) {
        return ch < 128 && (Character.isLetterOrDigit(ch) || ch == '_' || ch == '.' || ch == '$');
    }

    /** Reports each generated string among the arguments at depth zero, to the closing parenthesis. */
    private static void arguments(String text, int from, int limit, SpanSink sink) {
        int depth = 0;
        for (int i = from; i < limit; i++) {
            char ch = text.charAt(i);
            if (ch == '(' || ch == '[' || ch == '{') {
                depth++;
            } else if (ch == ')' || ch == ']' || ch == '}') {
                if (depth-- == 0) {
                    return;
                }
            } else if (ch == '"' || ch == '\'' || ch == '`') {
                int close = i + 1;
                while (close < limit && text.charAt(close) != ch && text.charAt(close) != '\n'
                        && text.charAt(close) != '\\' && text.charAt(close) != ' ') {
                    close++;
                }
                if (close >= limit || text.charAt(close) != ch) {
                    return; // not a plain literal: a sentence, an escape, a template
                }
                if (depth == 0 && generated(text, i + 1, close)) {
                    sink.accept(i + 1, close);
                }
                i = close;
            } else if (ch == ';') {
                return;
            }
        }
    }

    private static boolean generated(String text, int start, int end) {
        if (end - start < MIN_LENGTH) {
            return false;
        }
        String value = text.substring(start, end);
        for (String id : PUBLIC_IDS) {
            if (value.startsWith(id) && (id.length() > 2 || value.length() == 34)) {
                return false;
            }
        }
        return value.indexOf('.') < 0 && value.indexOf('/') < 0 && value.indexOf(':') < 0
                && GenericAssignmentRules.tokenValue(value, false, text.charAt(end))
                && GenericAssignmentRules.looksGenerated(value) && GenericAssignmentRules.classChanges(value) >= 6
                && !GenericAssignmentRules.encodesText(value) && !GenericAssignmentRules.describedAsDigest(text, start, end);
    }
}
