package dev.albert.safety;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Twenty-second round: a generated key or token on the line under its label, in any language. People paste a token
 * below the line that says what it is — "Zugriffstoken für das Zeiterfassungs-API (nur lesen):", "Cloudflare の DNS
 * 更新用トークン（Zone:DNS:Edit のみ）:", "LINE Messaging API – Channel access token (ร้านกาแฟ)", "Mollie API-sleutel
 * (live) voor de webwinkel:" — and the value alone on the next line. The label rules read a value after the label's
 * colon on the same line; here the label is read by meaning (a word for a key, token or secret of some language, as
 * the labelled and vendor-named rules list them, and no word saying the value is public, an id, a digest, an address
 * or an example) and the value by its make-up alone: the next line with text (past one blank line or a code fence) is
 * one run of a token's alphabet, at least {@link #SHORTEST} characters, generated (as a labelled credential's value
 * must be: entropy, six changes of character class, no encoded text, no UUID, no path). A hash under "SHA-256:", a
 * request id under "Request ID:", a public key under "Public key:", a wallet under "address" and a placeholder under
 * a token's label stay clean. Twenty-third round: in a chat the label and the value are turns, each read after its
 * speaker and time ("Léo 11:02 : voilà la clé Mistral de l'équipe" / "Léo 11:02 : <key>").
 */
final class TokensUnderLabels implements SecretDetector {
    /** The shortest value read: shorter generated runs are codes and ids more often than keys. */
    private static final int SHORTEST = 20;
    /** A label's longest line and most words: a line that says what comes, not a paragraph. */
    private static final int LABEL_LINE = 140;
    private static final int LABEL_WORDS = 16;
    /** The longest value line read (a long-lived channel token is about 170 characters, a JWT some hundreds). */
    private static final int VALUE_LINE = 2048;

    /**
     * The words for a key, token or secret read in a label: the labelled rule's words in many scripts, the vendor-named
     * rule's, and the English ones people write in any language's label ("Channel access token", "AppSecret",
     * "Zugriffstoken", "API-sleutel"). Matched inside words: compounds glue them ("Adgangstoken", "API-nyckel").
     */
    private static final List<String> WORDS = words();

    private static final KeywordIndex WORD = new KeywordIndex(WORDS);

    /**
     * Words of a label that make what is under it no secret, besides the labelled rule's ({@code
     * GenericAssignmentRules.labelVetoed}): a checksum's, a signature's, an address's, an integrity value's or an
     * example's, in several languages.
     */
    private static final List<String> VETOES = List.of("checksum", "check sum", "digest", "integrity", "fingerabdruck",
            "empreinte", "huella", "impronta", "odcisk", "thumbprint", "signature", "signatur", "\u043f\u043e\u0434\u043f\u0438\u0441",
            "\u7b7e\u540d", "\u7f72\u540d", "\uc11c\uba85", "address", "adresse", "direcci\u00f3n", "endere\u00e7o",
            "indirizzo", "adres", "\u0430\u0434\u0440\u0435\u0441", "\u5730\u5740", "\u30a2\u30c9\u30ec\u30b9",
            "\uc8fc\uc18c", "example", "beispiel", "exemple", "ejemplo", "esempio", "exemplo", "voorbeeld",
            "przyk\u0142ad", "\u043f\u0440\u0438\u043c\u0435\u0440", "sample", "dummy", "placeholder", "\u6821\u9a8c",
            "\u54c8\u5e0c", "\u6563\u5217", "\ud574\uc2dc", "\uccb4\ud06c\uc12c", "b\u0103m", "kontroln",
            "\u043a\u043e\u043d\u0442\u0440\u043e\u043b\u044c\u043d", "\u0445\u044d\u0448", "salt", "nonce", "iv:",
            // an identifier's name in the Latin-script languages: identifier, identifiant, identificador, Identifikator
            "identif");

    private static List<String> words() {
        Set<String> words = new LinkedHashSet<>(GenericAssignmentRules.LABELLED_CREDENTIAL_WORDS);
        words.addAll(List.of("token", "key", "secret", "apikey", "api-key", "api_key",
                // the vendor-named rule's words the labelled rule lacks, and Traditional Chinese 金鑰, 金钥
                "raktas", "atsl\u0113ga", "v\u00f5ti", "\u91d1\u9470", "\u91d1\u94a5"));
        List<String> cased = new ArrayList<>();
        for (String word : words) {
            cased.add(word);
            char first = word.charAt(0);
            if (first >= 128 && Character.toUpperCase(first) != first) { // Κλειδί, Ключ, Токен: ASCII case only is folded
                cased.add(Character.toUpperCase(first) + word.substring(1));
            }
        }
        return List.copyOf(new LinkedHashSet<>(cased));
    }

    /** The gate's words: every spelling the detector reads. */
    static String[] keywords() {
        return WORDS.toArray(String[]::new);
    }

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        int line = from;
        while (line < to) {
            int end = Bounded.lineEnd(text, line, to);
            if (end - line <= LABEL_LINE) {
                int[] value = valueBelow(text, end + 1);
                if (value != null && label(text, PasswordClauses.turnText(text, line, end), end) && generated(text, value)) {
                    sink.accept(value[0], value[1]);
                }
            }
            line = end + 1;
        }
    }

    /**
     * The span of the one run that fills the next line with text after {@code at} (past one blank line and one code
     * fence, without the quotation marks, backticks or list mark around it), or null.
     */
    private static int[] valueBelow(String text, int at) {
        int line = at;
        for (int skipped = 0; line < text.length() && skipped <= 2; skipped++) {
            int end = Bounded.lineEnd(text, line, Math.min(text.length(), line + VALUE_LINE + 1));
            if (end - line > VALUE_LINE) {
                return null;
            }
            // A chat's turn holds the value after its speaker ("Léo 11:02 : <key>", "[09:14] sam: <key>").
            int s = PasswordClauses.turnText(text, line, end);
            int e = end;
            while (s < e && Character.isWhitespace(text.charAt(s))) {
                s++;
            }
            while (e > s && Character.isWhitespace(text.charAt(e - 1))) {
                e--;
            }
            if (s == e || text.startsWith("```", s) || text.startsWith("~~~", s)) {
                line = end + 1;
                continue;
            }
            while (s < e && "`\"'\u300c\u201c\u00ab>".indexOf(text.charAt(s)) >= 0) {
                s++;
            }
            while (e > s && "`\"'\u300d\u201d\u00bb".indexOf(text.charAt(e - 1)) >= 0) {
                e--;
            }
            if (e - s < SHORTEST) {
                return null;
            }
            for (int i = s; i < e; i++) {
                char c = text.charAt(i);
                if (!(c < 128 && Character.isLetterOrDigit(c)) && "_+/=.~-".indexOf(c) < 0) {
                    return null;
                }
            }
            return new int[] {s, e};
        }
        return null;
    }

    /**
     * A label line: it names a key, token or secret (a word of {@link #WORDS} standing as a word of its own where it
     * is a short English one), holds no value after a colon and no sentence's end, is no line of code, and says nothing
     * that makes the value public, an id, a digest or an example.
     */
    private static boolean label(String text, int line, int end) {
        int last = end - 1;
        while (last > line && Character.isWhitespace(text.charAt(last))) {
            last--;
        }
        if (last <= line || ".!?\u3002\uff01\uff1f;{}=,".indexOf(text.charAt(last)) >= 0) {
            return false;
        }
        String label = text.substring(line, last + 1);
        if (label.indexOf('=') >= 0 || label.indexOf('{') >= 0 || label.contains("//") || words(label) > LABEL_WORDS
                || valueAfterColon(label) || !namesCredential(label)) {
            return false;
        }
        String lower = label.toLowerCase(Locale.ROOT);
        return !GenericAssignmentRules.labelVetoed(lower) && VETOES.stream().noneMatch(lower::contains);
    }

    private static int words(String label) {
        int words = 0;
        boolean in = false;
        for (int i = 0; i < label.length(); i++) {
            boolean letter = !Character.isWhitespace(label.charAt(i));
            words += letter && !in ? 1 : 0;
            in = letter;
        }
        return words;
    }

    /** Text after the line's last colon that is no bracket's closing: the label holds its own value. */
    private static boolean valueAfterColon(String label) {
        int colon = Math.max(label.lastIndexOf(':'), label.lastIndexOf('\uff1a'));
        if (colon < 0) {
            return false;
        }
        String after = label.substring(colon + 1).strip();
        return !after.isEmpty() && after.chars().anyMatch(Character::isLetterOrDigit)
                && !(after.endsWith(")") || after.endsWith("\uff09")) ;
    }

    /** Whether a word of {@link #WORDS} stands in the label as a credential's word (not "monkey", "tokenizer"). */
    private static boolean namesCredential(String label) {
        boolean[] found = {false};
        WORD.scan(label, (keyword, end) -> {
            if (!found[0]) {
                String word = WORDS.get(keyword);
                found[0] = standsAsWord(label, end - word.length(), end, word.toLowerCase(Locale.ROOT));
            }
        });
        return found[0];
    }

    private static boolean standsAsWord(String label, int start, int end, String word) {
        char after = end < label.length() ? label.charAt(end) : ' ';
        char before = start > 0 ? label.charAt(start - 1) : ' ';
        switch (word) {
            case "key" -> {
                // "monkey", "keyboard", "keynote"; "ApiKey" and "keys" are keys
                boolean plural = (after == 's' || after == 'S') && (end + 1 >= label.length()
                        || !Character.isLetter(label.charAt(end + 1)));
                return (!Character.isLetter(after) || plural)
                        && (!Character.isLowerCase(before) || !Character.isLowerCase(label.charAt(start)));
            }
            case "token" -> {
                // "tokenizer", "tokenisation": the text's words, not a credential
                return !label.regionMatches(true, end, "iz", 0, 2) && !label.regionMatches(true, end, "is", 0, 2);
            }
            case "secret" -> {
                // "secretary", "secrétaire" (é is not read), "secretaria"
                return Character.toLowerCase(after) != 'a';
            }
            default -> {
                return true;
            }
        }
    }

    /**
     * A value as a labelled credential's must be (generated: {@link GenericAssignmentRules#labelledTokenValue}), not a
     * publishable key ({@code pk_live_…}), a hexadecimal address or hash after {@code 0x}, an integrity value
     * ({@code sha384-…}), or groups of capitals and digits between dashes, which are a licence's key and the licence
     * rule's to report under its own label.
     */
    private static boolean generated(String text, int[] value) {
        String v = text.substring(value[0], value[1]);
        char after = value[1] < text.length() ? text.charAt(value[1]) : '\n';
        boolean groupedCode = v.indexOf('-') >= 0 && v.chars().noneMatch(Character::isLowerCase);
        return !groupedCode && !v.startsWith("0x") && !v.startsWith("pk_") && !v.startsWith("sha")
                && GenericAssignmentRules.labelledTokenValue(v, after);
    }
}
