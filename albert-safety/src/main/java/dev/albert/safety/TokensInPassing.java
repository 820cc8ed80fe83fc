package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A generated value handed over in the sentence that names it a token, a key or a secret, with no label between:
 * "vercel tokenı şu, deploy scriptine koydum: …", "Laitoin Vercelin tokenin skriptiin, tässä se: …", "ключик от
 * OpenWeather держи …", "Token Netlify của team đây: …". Chat prose names the credential with the language's case
 * ending or after the vendor's name and puts a verb or a clause between the word and the value, where the label rules
 * ({@code labelled-credential}, {@code named-credential-in-prose}) want a colon or an "is" right after the word.
 *
 * <p>Read: after a credential's word ({@link #WORDS}, any ending), within {@link #REACH} characters of the same
 * sentence (no line break, no sentence end), a run of at least {@link #MIN_LENGTH} token characters that looks drawn
 * at random (as a labelled credential's must: six changes of character class, 3.2 bits a character, no UUID,
 * no encoded text) and is not said to be a digest. A word before or between that makes it public, an id or a hash
 * ({@link GenericAssignmentRules#LABEL_VETOES}) vetoes it. Linear: each window is read once, at most
 * {@link #REACH} characters from its word.
 */
final class TokensInPassing implements SecretDetector {
    /** How far after the word the value may be (a clause: "yeni vercel tokenım bu, CI'a ekledim: …"). */
    static final int REACH = 90;
    /** Shorter runs are ids, codes and words. */
    static final int MIN_LENGTH = 20;

    /**
     * The words for a token, a key or a secret in prose: English token and secret (a bare "key" is every lock's and
     * map's), the labelled rule's words in thirty languages, and Arabic, Thai and Lithuanian loans.
     */
    static final List<String> WORDS = words();

    private static List<String> words() {
        List<String> words = new ArrayList<>(GenericAssignmentRules.LABELLED_CREDENTIAL_WORDS);
        words.addAll(List.of("token", "secret", "\u062a\u0648\u0643\u0646", // توكن
                "\u0e0b\u0e35\u0e40\u0e04\u0e23\u0e47\u0e15", // ซีเคร็ต
                "\u017eeton", "zeton"));
        return List.copyOf(words);
    }

    /**
     * The labelled rule's vetoes (public, id, hash, fingerprint, keyword, …) and the tokens that are no credential: a
     * form's CSRF token, a listing's next-page token or cursor.
     */
    private static final List<String> VETOES = vetoes();

    private static List<String> vetoes() {
        List<String> all = new ArrayList<>(GenericAssignmentRules.LABEL_VETOES);
        all.addAll(List.of("csrf", "xsrf", "cursor", "next", "page"));
        return List.copyOf(all);
    }

    private static final KeywordIndex INDEX = new KeywordIndex(WORDS);

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        int[] reported = {-1};
        INDEX.scan(text.substring(from, to), (keyword, hitEnd) -> {
            int wordEnd = from + hitEnd;
            int wordAt = wordEnd - WORDS.get(keyword).length();
            if (wordEnd <= reported[0]) {
                return; // a word inside the value already reported
            }
            int end = valueAfter(text, wordAt, wordEnd, to);
            if (end > reported[0]) {
                sink.accept(end - runLength(text, end), end);
                reported[0] = end;
            }
        });
    }

    /** The end of the first generated run after the word in its sentence, or -1. */
    private static int valueAfter(String text, int wordAt, int wordEnd, int to) {
        if (wordAt > 0 && (asciiLetterOrDigit(text.charAt(wordAt - 1)) || "_.$".indexOf(text.charAt(wordAt - 1)) >= 0)
                || wordEnd < text.length() && "_.(-".indexOf(text.charAt(wordEnd)) >= 0) {
            // a part of a name or a call (next_token, AGE-SECRET-KEY, token.value), not a compound's last word
            // (Mailjet-avain, API-Schlüssel): the assignment rules read names
            return -1;
        }
        int limit = Math.min(to, wordEnd + REACH);
        int i = wordEnd;
        // the word's own ending: tokenı, tokenin, tokenünk, Schlüssels
        while (i < limit && Character.isLetter(text.charAt(i))) {
            i++;
        }
        while (i < limit) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\u3002' || (ch == '.' || ch == '!' || ch == '?') && i + 1 < text.length()
                    && Character.isWhitespace(text.charAt(i + 1))) {
                return -1;
            }
            if (!tokenChar(ch)) {
                i++;
                continue;
            }
            int start = i;
            while (i < text.length() && tokenChar(text.charAt(i))) {
                i++;
            }
            int end = trimEnd(text, start, i);
            if (end - start >= MIN_LENGTH && generated(text, wordAt, start, end)) {
                return end;
            }
            if (start > 0 && (text.charAt(start - 1) == '@' || text.charAt(start - 1) == '/')) {
                return -1; // a link's or an address's part: what follows is the same link
            }
        }
        return -1;
    }

    private static int runLength(String text, int end) {
        int start = end;
        while (start > 0 && tokenChar(text.charAt(start - 1))) {
            start--;
        }
        return end - start;
    }

    /** A run ends before a full stop, a dash or an equals sign that ends it in prose. */
    private static int trimEnd(String text, int start, int end) {
        while (end > start && ".-".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return end;
    }

    private static boolean tokenChar(char ch) {
        return asciiLetterOrDigit(ch) || ch == '_' || ch == '-' || ch == '+' || ch == '/' || ch == '=' || ch == '.';
    }

    private static boolean asciiLetterOrDigit(char ch) {
        return ch < 128 && Character.isLetterOrDigit(ch);
    }

    /** The run looks drawn at random, is not a link's or a path's, a digest or an id by the words around it. */
    private static boolean generated(String text, int wordAt, int start, int end) {
        String value = text.substring(start, end);
        char after = end < text.length() ? text.charAt(end) : '\n';
        if (value.indexOf('/') >= 0 || value.indexOf('.') >= 0 || after == '@' || after == '/' || after == '$'
                || start > 0 && "/@.$".indexOf(text.charAt(start - 1)) >= 0) {
            return false;
        }
        if (!(GenericAssignmentRules.tokenValue(value, false, after) && GenericAssignmentRules.looksGenerated(value)
                && GenericAssignmentRules.classChanges(value) >= 6 && !GenericAssignmentRules.encodesText(value)
                && !GenericAssignmentRules.describedAsDigest(text, start, end))) {
            return false;
        }
        int lineStart = Bounded.lineStart(text, wordAt, wordAt - 30);
        String around = text.substring(lineStart, start).toLowerCase(Locale.ROOT);
        for (String veto : VETOES) {
            int i = around.indexOf(veto);
            if (i >= 0 && (veto.length() > 3 || !asciiLetter(around, i - 1) && !asciiLetter(around, i + veto.length()))) {
                return false;
            }
        }
        return true;
    }

    private static boolean asciiLetter(String text, int at) {
        return at >= 0 && at < text.length() && text.charAt(at) < 128 && Character.isLetter(text.charAt(at));
    }
}
