package dev.albert.safety;

import java.util.List;
import java.util.Locale;

/**
 * A password quoted as an example, not given: "Weak example that will be rejected: Summer2025!", "Esempio di password
 * debole: Estate2025!", "heikko esimerkki on Kesä2025!", "Natsu2025! のような推測しやすいパスワード". Password policies
 * and awareness mails quote the passwords they forbid in the same clause shapes as a handover; the word for an
 * example (or "such as", "e.g.") between the start of the value's clause and the value, or a "like" particle right
 * after it in the languages that put it there, says the value is shown, not handed over.
 *
 * <p>Read only for the password rules' findings ({@link SecretScanner}): a token named as an example is the
 * {@link Placeholders}' and the documented examples' job. Linear: at most {@link #BEFORE} characters before the
 * value and {@link #AFTER} after it are read.
 */
final class PasswordExamples {
    /** How far back the example's word may be, within the value's line and sentence. */
    static final int BEFORE = 80;
    /** How far after the value a postposed "like" may be. */
    static final int AFTER = 12;

    private PasswordExamples() {
    }

    /**
     * The starts of the words for an example and of "for example" and "such as", in thirty languages: English,
     * German, French, Spanish, Italian, Portuguese, Dutch, the Nordic languages, Polish, Czech, Slovak, Hungarian,
     * Finnish, Turkish, Russian and Ukrainian, the South Slavic languages, Romanian, Indonesian, Vietnamese,
     * Japanese, Chinese, Korean.
     */
    private static final List<String> BEFORE_WORDS = List.of("example", "e.g.", "such as", "beispiel", "z. b.", "z.b.",
            "exemple", "ejemplo", "p. ej.", "p.ej.", "esempi", "exemplo", "voorbeeld", "bijvoorbeeld", "exempel",
            "eksempel", "esimerk", "esim.", "przyk\u0142ad", "np.", "p\u0159\u00edklad", "pr\u00edklad", "p\u00e9ld",
            "\u00f6rne\u011f", "\u00f6rnek", "\u043f\u0440\u0438\u043c\u0435\u0440", "\u043f\u0440\u0438\u043a\u043b\u0430\u0434", // пример приклад
            "primjer", "exemplu", "contoh", "v\u00ed d\u1ee5", "\u4f8b", "\uc608\ub97c", "\uc608\uc2dc", // 例 예를 예시
            "tal como", "come ad", "zoals", "typu", "som till");

    /** The "like" that follows the value: Japanese のような/のように/みたいな, Korean 같은, Turkish gibi, Chinese 之类. */
    private static final List<String> AFTER_WORDS = List.of("\u306e\u3088\u3046", "\u307f\u305f\u3044", "\uac19\uc740",
            "\ucc98\ub7fc", "gibi", "\u4e4b\u7c7b");

    /** Whether the value at {@code start}–{@code end} of {@code text} is quoted as an example. */
    static boolean quoted(String text, int start, int end) {
        int from = clauseStart(text, start);
        String before = text.substring(from, start).toLowerCase(Locale.ROOT);
        for (String word : BEFORE_WORDS) {
            if (startsWord(before, word)) {
                return true;
            }
        }
        int to = Math.min(text.length(), end + AFTER);
        int newline = text.indexOf('\n', end);
        if (newline >= 0 && newline < to) {
            to = newline;
        }
        String after = text.substring(end, to).toLowerCase(Locale.ROOT);
        for (String word : AFTER_WORDS) {
            if (after.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code word} occurs in {@code text} at a word's start: not inside a host name or an address
     * ("files.partner.example", "ops@example.org"), an identifier or another word. Words of the scripts without spaces
     * (例, 예시) count anywhere.
     */
    private static boolean startsWord(String text, String word) {
        for (int at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
            char before = at == 0 ? ' ' : text.charAt(at - 1);
            if (word.charAt(0) >= 0x3000 || !(Character.isLetterOrDigit(before) || ".@_-/".indexOf(before) >= 0)) {
                return true;
            }
        }
        return false;
    }

    /** Where the value's sentence starts on its line, at most {@link #BEFORE} characters back. */
    private static int clauseStart(String text, int start) {
        int floor = Math.max(0, start - BEFORE);
        for (int i = start - 1; i >= floor; i--) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\u3002' || (ch == '.' || ch == '!' || ch == '?') && i + 1 < start
                    && text.charAt(i + 1) == ' ' && i > 1 && Character.isLowerCase(text.charAt(i - 1))
                    && Character.isLetter(text.charAt(i - 2))) {
                return i + 1;
            }
        }
        return floor;
    }
}
