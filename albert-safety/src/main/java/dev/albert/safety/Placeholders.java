package dev.albert.safety;

import java.util.List;
import java.util.Locale;

/**
 * Recognises stand-ins for secrets: the filler people type into examples ({@code sk-xxxx…},
 * {@code YOUR_API_KEY}, {@code <token>}, {@code changeme}, {@code ****}) and references to a secret
 * kept elsewhere ({@code ${SECRET}}, {@code os.environ["TOKEN"]}, {@code ${{ secrets.API_KEY }}}).
 * Reporting those would teach users to ignore the screen, and redacting them loses useful text.
 */
final class Placeholders {
    private Placeholders() {
    }

    /**
     * Words that never occur inside a generated token in practice (six letters or more, or with a
     * separator that token alphabets exclude), so they are safe to test inside vendor tokens.
     */
    private static final List<String> FILLER_WORDS = List.of(
            "example", "sample", "dummy", "placeholder", "redacted", "changeme", "change_me",
            "change-me", "your_", "your-", "yourkey", "yourtoken", "yourapikey", "yoursecret", "insert_",
            "insert-", "replace_me", "replaceme", "notreal", "not_real", "not-a-real");

    /**
     * Words that make a human-chosen value (a password, a generic secret) a stand-in. These are short
     * and common, so they are only applied to values found by the keyword rules, never to tokens.
     */
    private static final List<String> PLACEHOLDER_WORDS = List.of(
            "password", "passwd", "secret", "token", "apikey", "api_key", "api-key", "replace", "todo",
            "fixme", "fake", "mock", "test", "demo", "default", "foobar", "lorem", "1234", "null", "none",
            "undefined", "empty", "your", "here", "...", "\u2026");

    /**
     * Words people also build real passwords from ({@code SuperSecret123!}, {@code MyPassword2024!}): in a
     * password they make a stand-in only when little else is left ({@code secret123}, {@code mysecretpassword}).
     */
    private static final List<String> PASSWORD_STEMS = List.of("password", "passwd", "secret", "token", "default");

    /** How many characters besides such words make a password somebody's own. */
    private static final int OWN_PASSWORD_REST = 4;

    /**
     * The passwords of jokes and tutorials. They make a value a stand-in only when they are most of it
     * ({@code hunter2}, {@code qwerty123!}); {@code hunter2hunter2} is somebody's real password.
     */
    private static final List<String> FAMOUS_PASSWORDS = List.of("hunter2", "qwerty", "letmein", "abc123", "pass123");

    /** How many characters a famous password may be decorated with and still be the stand-in. */
    private static final int FAMOUS_PASSWORD_DECORATION = 3;

    /** Markers of templating or references: the value is filled in somewhere else. */
    private static final List<String> REFERENCE_MARKERS = List.of(
            "${", "{{", "}}", "$(", "%(", "#{", "@{", "environ", "getenv", "process.env", "env.", "env[",
            "secrets.", "vault:", "ssm:", "arn:aws", "keyvault", "secretmanager", "secretsmanager",
            "getproperty", "credentials(");

    /**
     * True if {@code text[from, to)} contains filler: {@code xxxx} or {@code XXXX}, {@code ****}, a run of six equal
     * characters, a counting run like {@code 123456} or {@code abcdef}, or a filler word.
     */
    static boolean isFiller(CharSequence text, int from, int to) {
        int run = 1;
        int ascending = 1;
        for (int i = from + 1; i < to; i++) {
            char prev = text.charAt(i - 1);
            char c = text.charAt(i);
            run = c == prev ? run + 1 : 1;
            ascending = isNextInSequence(prev, c) ? ascending + 1 : 1;
            if (run >= 6 || ascending >= 6) {
                return true;
            }
            if ((c == '*' || c == '.') && run >= 3) {
                return true;
            }
        }
        String original = text.subSequence(from, to).toString();
        // Case-sensitive: "XXxX" turns up in one random token in thirty thousand, "xxxx" almost never.
        if (original.contains("xxxx") || original.contains("XXXX")) {
            return true;
        }
        String lower = original.toLowerCase(Locale.ROOT);
        for (String word : FILLER_WORDS) {
            if (lower.contains(word)) {
                return true;
            }
        }
        return false;
    }

    static boolean isFiller(CharSequence value) {
        return isFiller(value, 0, value.length());
    }

    private static boolean isNextInSequence(char prev, char c) {
        boolean digits = prev >= '0' && prev <= '8' && c == prev + 1;
        boolean lower = prev >= 'a' && prev <= 'y' && c == prev + 1;
        boolean upper = prev >= 'A' && prev <= 'Y' && c == prev + 1;
        return digits || lower || upper;
    }

    /** A human-chosen value that is clearly a stand-in, not a real secret. */
    static boolean isPlaceholderValue(String value) {
        if (value.isEmpty() || isFiller(value)) {
            return true;
        }
        String lower = value.toLowerCase(Locale.ROOT);
        for (String word : PLACEHOLDER_WORDS) {
            if (lower.contains(word)) {
                return true;
            }
        }
        for (String word : FAMOUS_PASSWORDS) {
            if (lower.contains(word) && lower.length() <= word.length() + FAMOUS_PASSWORD_DECORATION) {
                return true;
            }
        }
        return allSameCharacter(value) || isWrapped(value);
    }

    /**
     * A password that is clearly a stand-in: as {@link #isPlaceholderValue}, except that the words of
     * {@link #PASSWORD_STEMS} count only when fewer than four characters are left without them.
     */
    static boolean isPlaceholderPassword(String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        String rest = lower;
        for (String stem : PASSWORD_STEMS) {
            rest = rest.replace(stem, "");
        }
        if (rest.length() == lower.length() || rest.length() < OWN_PASSWORD_REST) {
            return isPlaceholderValue(value);
        }
        // The stems are the user's own words here: judge what is left, and the rest of the value as usual.
        return isPlaceholderValue(rest) || isFiller(value) || allSameCharacter(value) || isWrapped(value)
                || containsOtherPlaceholderWord(lower);
    }

    private static boolean containsOtherPlaceholderWord(String lower) {
        for (String word : PLACEHOLDER_WORDS) {
            if (!PASSWORD_STEMS.contains(word) && lower.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /** A value that names where a secret comes from instead of holding it. */
    static boolean isReference(String value) {
        return isReference(value, false);
    }

    /**
     * As {@link #isReference(String)}; a quoted value may start with {@code ! & * @ =}, which mark YAML
     * tags, anchors and aliases (followed by a name) or Spring/Azure references only outside quotes ({@code "@tpvg8$…"} is a
     * Django key). {@code $ <} start a reference either way, {@code %} only as {@code %(…)}, {@code %NAME%} and the like.
     */
    static boolean isReference(String value, boolean quoted) {
        if (value.isEmpty()) {
            return false;
        }
        char first = value.charAt(0);
        if (first == '<' || !quoted && first == '$') {
            return true;
        }
        // '%' starts a reference only as %(…), %{…}, %1 or %NAME%, quoted or not: "%qr70qNQju6p" is a password.
        if ((quoted && first == '$' || first == '%') && startsReference(value)) {
            return true;
        }
        if (!quoted && (first == '@' || first == '=' || (first == '!' || first == '&' || first == '*') && yamlName(value))) {
            return true;
        }
        String lower = value.toLowerCase(Locale.ROOT);
        for (String marker : REFERENCE_MARKERS) {
            int at = lower.indexOf(marker);
            if (at >= 0 && (!quoted || !(marker.equals("$(") || marker.equals("%(")) || lower.indexOf(')', at) > 0)) {
                return true;
            }
        }
        return false;
    }

    /**
     * After YAML's {@code !}, {@code &} or {@code *}, a tag, anchor or alias name ({@code !vault}, {@code !!str},
     * {@code *db_password}); "*kkiIN6X*-Dv" in a chat message is a password that starts with a star.
     */
    private static boolean yamlName(String value) {
        int start = value.startsWith("!!") ? 2 : 1;
        for (int i = start; i < value.length(); i++) {
            char c = value.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.' || c == '/' || c == ':')) {
                return false;
            }
        }
        return true;
    }

    /**
     * Inside quotes, {@code $} and {@code %} also occur in random secrets (Django's alphabet has both):
     * there they start a reference only as {@code ${…}}, {@code $(…)}, {@code $NAME}, {@code $env:NAME}, {@code %(…)},
     * {@code %NAME%}, or a hash's {@code $2b$…}.
     */
    private static boolean startsReference(String value) {
        if (value.length() < 2) {
            return true;
        }
        char next = value.charAt(1);
        if (next == '{' || next == '(' || Character.isDigit(next) || value.charAt(0) == '%' && value.endsWith("%")) {
            return true;
        }
        if (value.charAt(0) != '$' || !(Character.isLetter(next) || next == '_')) {
            return false;
        }
        // PowerShell's "$env:NAME" and "$script:NAME": a scope, one colon, a variable's name.
        int colon = value.indexOf(':');
        for (int i = 2; i < value.length(); i++) {
            char c = value.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '_' || i == colon && i + 1 < value.length())) {
                return false;
            }
        }
        return true;
    }

    /** {@code aaa}, {@code 000}, {@code ***}; a single character is too short to judge. */
    private static boolean allSameCharacter(String value) {
        if (value.length() < 3) {
            return false;
        }
        for (int i = 1; i < value.length(); i++) {
            if (value.charAt(i) != value.charAt(0)) {
                return false;
            }
        }
        return true;
    }

    /** {@code <token>}, {@code [token]}, {@code {token}}, {@code %TOKEN%}. */
    private static boolean isWrapped(String value) {
        if (value.length() < 2) {
            return false;
        }
        char first = value.charAt(0);
        char last = value.charAt(value.length() - 1);
        return (first == '<' && last == '>') || (first == '[' && last == ']') || (first == '{' && last == '}')
                || (first == '%' && last == '%');
    }
}
