package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;

/**
 * A value typed as a strong password, in the sentence that names a password or the thing it opens, wherever the
 * sentence puts it: "the new password is capital H, e, r, …, hash — so Heron52# — see you", "your temp password is
 * Pelican then 4 4 then an ampersand, Pelican44&, all one word", "for the shared printer login just use Kettle!Moor19",
 * "misafir ağı için Simit#Bogaz61 yaz". A value said whole after it was spelled out, or handed over with no password
 * word at all, has no label the clause rules read; its shape is the signal: capitals, small letters, digits and a
 * password's sign ({@link #SIGNS}) in one run of seven to forty characters, which names, words, versions and code do
 * not have together.
 *
 * <p>Read: after a password's word (any language's, {@link GenericAssignmentRules#WORLD_PASSWORD_WORDS} and the
 * English ones) up to {@link #PASSWORD_REACH} characters on its line once it was spelled out ({@link #spelledBefore}),
 * or after a word for what a password opens (the
 * Wi-Fi, a router, a login, a printer, a portal: {@link #ACCESS_WORDS}) up to {@link #ACCESS_REACH} characters of its
 * sentence, a run with all four classes that is no link, address, mention, hashtag, variable, markup or code, and no
 * stand-in ({@link Placeholders#isPlaceholderPassword}). A policy's quoted example is dropped by
 * {@link PasswordExamples} as the other password rules' are. Linear: each hit reads a bounded window once.
 */
final class StrongPasswords implements SecretDetector {
    static final int PASSWORD_REACH = 200;
    static final int ACCESS_REACH = 100;
    /** The signs a typed password holds and a name or a word does not ({@code _ - .} are every identifier's). */
    static final String SIGNS = "!#$%&*@^~?+";

    /** What a password opens, in the words a handover names it by. */
    static final List<String> ACCESS_WORDS = List.of("wifi", "wi-fi", "wlan", "router", "login", "printer", "portal",
            "network", "netzwerk", "r\u00e9seau", "reseau", "drucker", "imprimante", "impresora", "drukark", "stampante",
            "a\u011f\u0131", "a\u011fa", "vpn");

    static final List<String> PASSWORD_WORDS = passwordWords();

    private static List<String> passwordWords() {
        List<String> words = new ArrayList<>(List.of("password", "passwort", "passphrase", "passcode", "kennwort",
                "wachtwoord", "mot de passe", "contrase\u00f1a", "senha", "l\u00f6senord", "salasana", "\u015fifre",
                "has\u0142o", "heslo", "jelsz\u00f3", "parola", "adgangskode", "passord", "lozinka", "geslo"));
        words.addAll(GenericAssignmentRules.WORLD_PASSWORD_WORDS);
        return List.copyOf(words);
    }

    static final List<String> KEYWORDS;

    static {
        List<String> all = new ArrayList<>(PASSWORD_WORDS);
        all.addAll(ACCESS_WORDS);
        KEYWORDS = List.copyOf(all);
    }

    private static final KeywordIndex INDEX = new KeywordIndex(KEYWORDS);

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        int[] scanned = {from};
        INDEX.scan(text.substring(from, to), (keyword, hitEnd) -> {
            int wordEnd = from + hitEnd;
            boolean access = keyword >= PASSWORD_WORDS.size();
            int limit = Math.min(text.length(), wordEnd + (access ? ACCESS_REACH : PASSWORD_REACH));
            int at = Math.max(wordEnd, scanned[0]);
            while (at < limit) {
                char ch = text.charAt(at);
                if (ch == '\n' || access && sentenceEnd(text, at)) {
                    break;
                }
                if (Character.isWhitespace(ch)) {
                    at++;
                    continue;
                }
                int end = at;
                while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                    end++;
                }
                int[] span = trimmed(text, at, end);
                if (span != null && (access || spelledBefore(text, wordEnd, span[0])) && strong(text, span[0], span[1])) {
                    sink.accept(span[0], span[1]);
                }
                at = end;
            }
            scanned[0] = Math.max(scanned[0], at);
        });
    }

    /**
     * After a password's word the value counts only said whole after it was spelled out: four commas or more between
     * the word and the value (a dictated run, "capital H, e, r, o, n, five, two, hash — so …"). Without them a strong
     * run after the word is as often a user's, a release's or an account's name ("Пароль пользователя Admin#2024x
     * сброшен"), which the clause rules read with their vetoes.
     */
    private static boolean spelledBefore(String text, int from, int to) {
        int commas = 0;
        for (int i = from; i < to; i++) {
            commas += text.charAt(i) == ',' ? 1 : 0;
        }
        return commas >= 4;
    }

    private static boolean sentenceEnd(String text, int at) {
        char ch = text.charAt(at);
        return ch == '\u3002' || (ch == '.' || ch == '!' || ch == '?') && at + 1 < text.length()
                && Character.isWhitespace(text.charAt(at + 1)) && at > 0 && Character.isLowerCase(text.charAt(at - 1));
    }

    /** The run without the quotation marks and punctuation prose puts around it, or null. */
    private static int[] trimmed(String text, int start, int end) {
        while (start < end && "\"'`\u00ab\u201c\u201e\u2018(".indexOf(text.charAt(start)) >= 0) {
            start++;
        }
        while (end > start && "\"'`\u00bb\u201d\u2019),;:.\u2014".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return end - start >= 7 && end - start <= 40 ? new int[] {start, end} : null;
    }

    private static boolean strong(String text, int start, int end) {
        boolean upper = false;
        boolean lower = false;
        boolean digit = false;
        boolean sign = false;
        for (int i = start; i < end; i++) {
            char ch = text.charAt(i);
            if (ch >= 128 && !Character.isLetter(ch) || "/\\<>{}[]()=\"'`|:;,".indexOf(ch) >= 0) {
                return false; // a path, markup, code or a sentence's run-on
            }
            upper |= Character.isUpperCase(ch);
            lower |= Character.isLowerCase(ch);
            digit |= Character.isDigit(ch);
            sign |= SIGNS.indexOf(ch) >= 0;
        }
        if (!(upper && lower && digit && sign)) {
            return false;
        }
        char first = text.charAt(start);
        if (first == '#' || first == '@' || first == '$' || first == '%' || first == '&' || first == '!' || first == '?') {
            return false; // a hashtag, a mention, a variable, an entity, an operator
        }
        String value = text.substring(start, end);
        int at = value.indexOf('@');
        if (at > 0 && at < value.length() - 1 && value.indexOf('.', at) > at) {
            return false; // an e-mail address
        }
        return !Placeholders.isPlaceholderPassword(value) && !Placeholders.isPlaceholderValue(value);
    }
}
