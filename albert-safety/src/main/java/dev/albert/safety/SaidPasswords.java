package dev.albert.safety;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * A password said in a sentence after a word the keyword readings do not read: a word for password written in Latin
 * letters by speakers of languages with another script ("kaigishitsu no pasuwaado wa … desu", "bimilbeonho neun …",
 * "wifi mima: …", "o kodikos einai …", "ha-sisma … hi …"), a colloquial or short word ("şifresi …", "비번은 이제 …",
 * "暗証は今 …", "kata sandi …"), and "the code" of an account or a system followed by the language's "is" ("koden til
 * bookingsystemet er stadig den gamle: …", "Der Code für das Portal ist jetzt …", "Kod do panelu to teraz …").
 *
 * <p>The value is the first word of the sentence after the password's word (the code's "is" first, for a code) that
 * is typed with care: eight characters or more of three classes with a lower-case letter, a digit and three letters
 * in a row ({@code Momiji_Arashiyama8}, {@code Rugbrød-Aarhus18}). Codes that are no secret are written otherwise: a
 * discount, booking, tracking or error code has no lower case ({@code JUL2026}, {@code RX7Q2M},
 * {@code E_CONN_REFUSED_42}), and a door's code is digits. A version ({@code Python3.11}), a path, a file's name, an
 * address or a reference is no password either. Reads the region once; at most 120 characters after each word.
 */
final class SaidPasswords implements SecretDetector {

    /** Words for a password whose value may follow with no "is" (romanised, colloquial, short). */
    static final List<String> PASSWORD_WORDS = List.of(
            // Japanese, Korean and Chinese romanised: パスワード, 비밀번호 (and 암호), 密码
            "pasuwaado", "pasuwado", "pasuw\u0101do", "pasuwa-do", "bimilbeonho", "bimil beonho", "bimilbunho", "amho",
            "mima",
            // Russian, Ukrainian and Serbian romanised (пароль), Greek (κωδικός), Hebrew (סיסמה), Arabic (كلمة السر,
            // كلمة المرور), Persian (رمز عبور), Hindi and Urdu (पासवर्ड, خفیہ لفظ), Thai (รหัสผ่าน), Armenian
            // (գաղտնաբառ), Georgian (პაროლი), Kazakh (құпия сөз), Mongolian (нууц үг), Tamil (கடவுச்சொல்), Bengali
            "parol", "kodikos", "kodik\u00f3s", "sisma", "kalimat al-sir", "kalimat as-sir", "kalimat al-murur",
            "kelmet el-ser", "kelmet el ser", "ramz-e obur", "ramz e obur", "ramz-e oboor", "paasvard", "pasvard",
            "khufia lafz", "rahat phan", "rahatphan", "gaghtnabar", "qupiya soz", "nuuts ug", "kadavuchol", "pasword",
            // Cantonese romanised 密碼; Chinese 口令
            "mat ma", "\u53e3\u4ee4",
            // Turkish şifre with its endings, Korean 비번, Japanese 暗証, Indonesian and Malay sandi
            "\u015fifre", "\ube44\ubc88", "\u6697\u8a3c", "sandi");

    /** "The code" in the languages that say it for an account's password; its value follows the language's "is". */
    static final List<String> CODE_WORDS = List.of(
            "code", "koden", "kode", "kod", "kodu", "kodas", "kods", "kood", "koodi", "k\u00f3d", "c\u00f3digo", "codigo",
            "codice", "codi", "codul", "k\u00f3\u00f0i", "\u0161ifra", "sifra", "m\u00e3",
            "\u043a\u043e\u0434", // код
            "\u05e7\u05d5\u05d3", // קוד
            "\u0627\u0644\u0631\u0645\u0632", // الرمز
            "\u06a9\u062f", // کد
            "\u0915\u094b\u0921"); // कोड

    /** The language's "is" (or "now") between a code and its value; a colon ends a phrase before it too. */
    private static final List<String> LINKS = List.of(
            "is", "er", "ist", "es", "est", "\u00e8", "\u00e9", "\u00e9s", "\u00e4r", "to", "je", "jest", "on", "yra",
            "ir", "ay", "ni", "adalah", "ialah", "l\u00e0", "e", "lautet", "blir", "wordt", "ser\u00e1", "sera",
            "\u0435", "\u0435\u0441\u0442\u044c", "\u0442\u0435\u043f\u0435\u0440\u044c", "\u0442\u0435\u043f\u0435\u0440",
            "\u0441\u0435\u0439\u0447\u0430\u0441", // е есть теперь тепер сейчас
            "\u05d4\u05d5\u05d0", "\u05d4\u05d9\u05d0", "\u0647\u0648", "\u0647\u064a", // הוא היא هو هي
            "\u2014", "\u2013", "-", "=", "\u2192");

    /** Words between a code's "is" and its value: "now", "still", "still the old one:". */
    private static final List<String> ADVERBS = List.of(
            "now", "still", "nu", "nun", "jetzt", "noch", "immer", "stadig", "fortfarande", "fortsatt", "ahora", "adesso",
            "ora", "agora", "maintenant", "d\u00e9sormais", "toujours", "teraz", "te\u010f", "ted", "acum", "sada",
            "most", "art\u0131k", "nyt", "n\u00fc\u00fcd", "dabar", "n\u00fana", "n\u00e5", "sekarang", "vielä", "nog", "steeds",
            "ancora", "todav\u00eda", "ainda", "sempre", "bây", "giờ");

    /** Copulas said after the value in verb-final languages: Persian است, Hindi है, Japanese です, Korean 이에요/예요/입니다. */
    private static final List<String> COPULAS_AFTER = List.of("\u0627\u0633\u062a", "\u0939\u0948", "\u3067\u3059",
            "\uc774\uc5d0\uc694", "\uc608\uc694", "\uc785\ub2c8\ub2e4", "desu");

    /** Every word, for the keyword gate. */
    static String[] keywords() {
        return Stream.concat(PASSWORD_WORDS.stream(), CODE_WORDS.stream()).distinct().toArray(String[]::new);
    }

    private static final int REACH = 120;

    /** The rule: a rule of its own, as its words ("code", "mima", "parol") open windows the keyword readings do not read. */
    static SecretRule rule() {
        return SecretRule.rule("said-password",
                        "Password said in a sentence after a romanised or colloquial word for it (\"pasuwaado wa \u2026 desu\", "
                                + "\"bimilbeonho neun \u2026\") or after \"the code of X is\" (\"koden til \u2026 er \u2026\")",
                        Precedence.GENERIC)
                .keywords(keywords())
                .detector(new SaidPasswords())
                .build();
    }

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        // one char for one char, so that positions stay the text's ("İ" would lower to two)
        char[] folded = new char[to - from];
        for (int k = 0; k < folded.length; k++) {
            folded[k] = Character.toLowerCase(text.charAt(from + k));
        }
        String lower = new String(folded);
        int lastEnd = -1;
        for (int i = 0; i < lower.length(); i++) {
            boolean code = false;
            String word = wordAt(lower, i, PASSWORD_WORDS);
            if (word == null) {
                word = wordAt(lower, i, CODE_WORDS);
                code = true;
            }
            if (word == null || !startsWord(lower, i, word)) {
                continue;
            }
            int after = endOfWord(lower, i + word.length());
            // "codes", "codebase", "kodeks": an ending of two letters at most, the word's own inflection; and a word
            // of prose, not markup or a name in code ("<code>", "exit_code", "code.py", "code-review")
            if (code && (after - (i + word.length()) > 2 || !prose(lower, i, after))) {
                continue;
            }
            int[] value = value(text, from + after, Math.min(to, from + after + REACH), code);
            if (value != null && value[0] >= lastEnd) {
                sink.accept(value[0], value[1]);
                lastEnd = value[1];
            }
        }
    }

    /** The word stands in prose: a blank, a bracket or a quote before it, a blank, colon or comma after it. */
    private static boolean prose(String lower, int start, int end) {
        char before = start == 0 ? ' ' : lower.charAt(start - 1);
        char after = end >= lower.length() ? ' ' : lower.charAt(end);
        boolean openBefore = Character.isWhitespace(before) || "(\"'\u00ab\u201e\u201c*".indexOf(before) >= 0
                || Character.isLetter(before) && !isSpacedScript(before);
        return openBefore && (Character.isWhitespace(after) || after == ':' || after == ',' || after == '\u00a0');
    }

    private static String wordAt(String lower, int at, List<String> words) {
        for (String w : words) {
            if (lower.startsWith(w, at)) {
                return w;
            }
        }
        return null;
    }

    /**
     * A word of the Latin, Cyrillic or Greek alphabets starts a word (no letter before it: "Gutscheincode" is a voucher);
     * Hebrew and Arabic words may carry a prefix letter (הקוד, والرمز), the unspaced scripts have no start to find.
     */
    private static boolean startsWord(String lower, int at, String word) {
        if (at == 0 || !Character.isLetter(lower.charAt(at - 1))) {
            return true;
        }
        Character.UnicodeScript script = Character.UnicodeScript.of(word.charAt(0));
        return script == Character.UnicodeScript.HEBREW || script == Character.UnicodeScript.ARABIC
                || script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HANGUL;
    }

    /** The end of a word's inflection ("koden", "şifresi", "parolya"): letters, an apostrophe. */
    private static int endOfWord(String lower, int at) {
        int i = at;
        while (i < lower.length() && (Character.isLetter(lower.charAt(i)) && isSpacedScript(lower.charAt(i))
                || lower.charAt(i) == '\'' && i + 1 < lower.length() && Character.isLetter(lower.charAt(i + 1)))) {
            i++;
        }
        return i;
    }

    private static boolean isSpacedScript(char ch) {
        Character.UnicodeScript script = Character.UnicodeScript.of(ch);
        return script == Character.UnicodeScript.LATIN || script == Character.UnicodeScript.CYRILLIC
                || script == Character.UnicodeScript.GREEK;
    }

    /**
     * The value in text[from, to): the sentence's words after the password's word, up to its end; a code's value
     * must follow its "is" (and at most one "now" or "still", or a phrase closed by a colon).
     */
    private static int[] value(String text, int from, int to, boolean code) {
        boolean linked = !code;
        int i = from;
        int words = 0;
        while (i < to && words < 12) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\r' || sentenceEnd(ch)) {
                return null;
            }
            if (!tokenChar(ch)) {
                i++;
                continue;
            }
            int start = i;
            while (i < to && tokenChar(text.charAt(i))) {
                i++;
            }
            int end = i;
            words++;
            String token = text.substring(start, end);
            String bare = strip(token);
            if (!bare.isEmpty() && (linked || copulaFollows(text, end, to)) && typed(bare) && (!code || endsInNumber(bare))
                    && GenericAssignmentRules.passwordValue(bare, false, end < text.length() ? text.charAt(end) : '\n')) {
                int s = start + token.indexOf(bare);
                return new int[] {s, s + bare.length()};
            }
            if (endsSentence(token) && (end >= text.length() || Character.isWhitespace(text.charAt(end)))) {
                return null;
            }
            if (code) {
                String w = bare.toLowerCase(Locale.ROOT);
                // "now" alone links where the language says no "is" ("a kódja most …", "код от админки теперь …")
                if (LINKS.contains(w) || !linked && ADVERBS.contains(w) || token.endsWith(":") && words > 1) {
                    linked = true;
                } else if (linked && !ADVERBS.contains(w)) {
                    // a phrase after the "is" counts only if a colon closes it ("er stadig den gamle: …"); otherwise
                    // the "is" was another word ("to" in "the code to the portal is …")
                    linked = phraseToColon(text, end, to);
                }
            }
        }
        return null;
    }

    /**
     * A code's value ends in its number ("Rugbrød-Aarhus18", "Smorrebrod!Aa29", "Zeytin98!"), as the passwords people
     * make do; names in technical prose end in words ("GPLv3-or-later", "v8::Isolate", "UTF8-enc").
     */
    static boolean endsInNumber(String value) {
        for (int i = value.length() - 1; i >= 0; i--) {
            char ch = value.charAt(i);
            if (Character.isLetter(ch)) {
                return false;
            }
            if (ch >= '0' && ch <= '9') {
                return true;
            }
        }
        return false;
    }

    /** Whether the word after text[at] is a copula said after the value (است, है, です, 이에요). */
    private static boolean copulaFollows(String text, int at, int to) {
        int i = at;
        while (i < to && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == ',')) {
            i++;
        }
        for (String copula : COPULAS_AFTER) {
            if (text.startsWith(copula, i)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a colon comes before the sentence's end within 40 characters of text[at, to). */
    private static boolean phraseToColon(String text, int at, int to) {
        for (int i = at; i < Math.min(to, at + 40); i++) {
            char ch = text.charAt(i);
            if (ch == ':') {
                return true;
            }
            if (ch == '\n' || sentenceEnd(ch) && (i + 1 >= text.length() || Character.isWhitespace(text.charAt(i + 1)))) {
                return false;
            }
        }
        return false;
    }

    /** Characters a typed value is made of: printable ASCII and letters of the alphabets keyboards type. */
    private static boolean tokenChar(char ch) {
        if (ch > ' ' && ch < 127) {
            return true;
        }
        if (Character.isWhitespace(ch) || Character.isSpaceChar(ch) || ch >= '\u3000' && ch <= '\u303f'
                || ch >= '\uff00' && ch <= '\uff0f' || ch >= '\uff1a' && ch <= '\uff20') {
            return false;
        }
        // the scripts written without spaces run into the value ("口令现在是Huajuan…"): each of their letters ends a word
        Character.UnicodeScript script = Character.UnicodeScript.of(ch);
        return script != Character.UnicodeScript.HAN && script != Character.UnicodeScript.HIRAGANA
                && script != Character.UnicodeScript.KATAKANA && script != Character.UnicodeScript.HANGUL
                && script != Character.UnicodeScript.THAI && script != Character.UnicodeScript.LAO
                && script != Character.UnicodeScript.KHMER && script != Character.UnicodeScript.MYANMAR;
    }

    private static boolean sentenceEnd(char ch) {
        return ch == '\u3002' || ch == '\uff01' || ch == '\uff1f' || ch == '\u061f' || ch == '\u0964';
    }

    private static boolean endsSentence(String token) {
        return token.endsWith(".") || token.endsWith("!") || token.endsWith("?");
    }

    /** The token without the quotes, brackets and punctuation around it. */
    private static String strip(String token) {
        int a = 0;
        int b = token.length();
        while (a < b && "\"'`([{*\u00ab\u201e\u201c<".indexOf(token.charAt(a)) >= 0) {
            a++;
        }
        while (b > a && "\"'`)]}*.,;:!?\u00bb\u201d>\u060c\u061b\u061f\u0964".indexOf(token.charAt(b - 1)) >= 0) {
            b--;
        }
        return token.substring(a, b);
    }

    /**
     * Typed with care and no other kind of string: eight to sixty-four characters of three classes with a lower-case
     * letter, a digit and three letters in a row; no path, address, URL, reference, flag, file name or version.
     */
    static boolean typed(String value) {
        if (value.length() < 8 || value.length() > 64) {
            return false;
        }
        char first = value.charAt(0);
        if (first == '-' || first == '$' || first == '%' || first == '{' || first == '#' || first == '@') {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            // paths, addresses, assignments and calls ("getUser2()", "a[i]", "{x}")
            if ("/\\@=()[]{}<>:;|".indexOf(value.charAt(i)) >= 0) {
                return false;
            }
        }
        // an identifier with one digit is a name ("fooBar2"); a passphrase of capitalised words is not
        if (value.chars().allMatch(ch -> Character.isLetterOrDigit(ch) || ch == '_')
                && value.chars().filter(ch -> ch >= '0' && ch <= '9').count() < 2
                && !GenericAssignmentRules.numberedPassphrase(value)) {
            return false;
        }
        int letterRun = 0;
        int longestRun = 0;
        boolean digit = false;
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            letterRun = Character.isLetter(ch) ? letterRun + 1 : 0;
            longestRun = Math.max(longestRun, letterRun);
            digit |= ch >= '0' && ch <= '9';
            // a version or a number with a decimal point ("Python3.11", "v2.4.1")
            if ((ch == '.' || ch == ',') && i > 0 && i + 1 < value.length() && Character.isDigit(value.charAt(i - 1))
                    && Character.isDigit(value.charAt(i + 1))) {
                return false;
            }
        }
        // a file's name ("report_2024.pdf", "main_v2.go")
        int dot = value.lastIndexOf('.');
        if (dot > 0 && value.length() - dot <= 5 && value.substring(dot + 1).chars().allMatch(Character::isLowerCase)) {
            return false;
        }
        return digit && longestRun >= 3 && GenericAssignmentRules.strongTyped(value);
    }
}
