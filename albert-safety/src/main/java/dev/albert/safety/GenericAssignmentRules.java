package dev.albert.safety;

import com.google.re2j.Pattern;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Keyword assignments: {@code password=…}, {@code api_key: …}, {@code "client_secret": "…"},
 * {@code export FOO_TOKEN=…}, {@code <password>…</password>}, in code, YAML, JSON, properties and env
 * files. Only the value is redacted; the key stays ({@code password=[REDACTED:generic-password]}).
 *
 * <p>The shape alone says little, so the value must look like a real secret: long enough, random
 * enough (Shannon entropy, character classes), not a placeholder, not a reference to a secret held
 * elsewhere, not code that reads one ({@code getPassword()}, {@code os.environ["TOKEN"]},
 * {@code ${{ secrets.API_KEY }}}), and the key must not describe something about the secret
 * ({@code password_min_length}, {@code max_tokens}, {@code secretName}).
 */
final class GenericAssignmentRules {

    /** A key name continues at most this far after its keyword ({@code password_for_the_reporting_db}). */
    private static final int MAX_SUFFIX_LENGTH = 30;

    /** Longer values are blobs (certificates, data URLs), not typed-in secrets. */
    private static final int MAX_VALUE_LENGTH = 4096;

    /** Parts of a key name that make it describe a secret rather than hold one. */
    private static final Set<String> BENIGN_KEY_PARTS = Set.of(
            "length", "len", "size", "count", "min", "max", "minimum", "maximum", "policy", "rule", "rules",
            "regex", "regexp", "pattern", "hint", "label", "field", "fields", "type", "name", "names", "file",
            "filename", "path", "dir", "url", "uri", "endpoint", "prompt", "expiry", "expires", "expiration",
            "expire", "ttl", "lifetime", "reset", "changed", "updated", "enabled", "enable", "disabled", "required",
            "hash", "hashed", "digest", "id", "ids", "ref", "arn", "version", "format", "env", "var", "header",
            "param", "parameter", "placeholder", "input", "column", "strength", "manager", "store", "provider",
            "source", "mode", "alias", "description", "text", "error", "message", "help", "bits", "algorithm",
            "algo", "encoding", "next", "page", "continuation", "pagination", "cancellation", "sync", "resume",
            "usage", "limit", "limits", "budget", "prefix", "csrf", "xsrf", "show", "hide", "has", "is", "public",
            "tokens", "keys", "passwords", "secrets", "generator", "validator", "validation", "callback",
            "handler", "class", "kind", "location", "cache", "option", "options", "flag", "selector", "template",
            "strategy", "scheme", "schema", "index", "offset", "position", "tokenizer", "tokenize", "tokenized",
            // A checksum or digest of a secret, or of anything: names a hash, never holds the secret.
            "sha", "sha1", "sha224", "sha256", "sha384", "sha512", "md5", "checksum", "checksums", "shasum",
            "fingerprint", "integrity", "crc", "crc32", "bcrypt", "argon2", "scrypt", "pbkdf2", "hashes", "crypted",
            "encrypted", "salt", "hmac");

    /** Words before a password's name that say it is stored unencrypted, not that the key describes it. */
    private static final List<String> CLEAR_TEXT = List.of("cleartext", "clear_text", "clear-text", "plaintext",
            "plain_text", "plain-text");

    /** Compound key names written without separators. */
    private static final List<String> BENIGN_KEY_WORDS = List.of(
            "csrfmiddlewaretoken", "nexttoken", "pagetoken", "maxtoken", "synctoken", "cancellationtoken",
            "continuationtoken", "tokenizer", "secretkeyref", "secretref", "secretname", "passwordless",
            "bypass", "compass", "passenger", "passthrough", "passage", "passive");

    /**
     * One generic rule. Each key expression runs as its own pattern: with {@code token|auth} as one
     * alternation, {@code auth_token: …} would match {@code auth} first and hide {@code token}.
     */
    private record Kind(String id, String description, List<String> keyRegexes, int minLength, double minEntropy,
                        String... keywords) {
    }

    /** Key words too short to trust inside a longer word: they count only as a whole part of a name. */
    private static final Set<String> SHORT_KEYS = Set.of("pass", "auth", "pwd", "pw", "pat", "psk", "kek", "dek");

    private GenericAssignmentRules() {
    }

    /**
     * A password given in prose or chat: "the wifi password is X", "password was X", "my password `X`".
     * The value must pass the same checks as an assignment's (so "the password is required" or "is
     * incorrect" are words, not passwords); a bare value after the key alone is not enough, it needs
     * "is"/"was", a colon or quotation. What the password is for may come between ("the password for
     * the staging admin is X", "the admin pass for grafana: X").
     */
    private static final String PROSE_VALUE = "(?:\"(?P<secret>[^\\s\"\\\\]+)\"|'(?P<secret2>[^\\s'\\\\]+)'|`(?P<secret3>[^\\s`\\\\]+)`"
            // « … », „…“, “…”: quotation marks of other languages, French ones with their spaces
            + "|[\u00ab\u201e\u201c][ \\t\u00a0\u202f]?(?P<secret8>[^\\s\u00bb\u201c\u201d]+)[ \\t\u00a0\u202f]?[\u00bb\u201c\u201d]"
            + "|(?P<secret4>[^\\s\"'`\\\\,;(){}\\[\\]<>:=][^\\s\"'`\\\\,;(){}\\[\\]<>]*[^\\s\"'`\\\\,;(){}\\[\\]<>.!?]))";
    /**
     * What a password in prose is for, between its word and its value: a preposition and up to five words ("for the
     * staging admin"), up to five words without one ("I'm using", "if key auth fails", "dell'account admin del NAS"),
     * or a remark in parentheses ("(temporary)"). Greedy, as the words after a preposition always were: "the password
     * for the build user on nexus is …" must not stop at "on" (Finnish "is").
     */
    static final String PROSE_PURPOSE = purpose(true);

    /**
     * A word of what a password is for, after its preposition; a name in quotation marks too ("the password of the
     * network \"Office-Guest\" is …", « Bureau », „Büro“).
     */
    private static final String PURPOSE_WORD = "(?:[\"\u00ab\u201e\u201c][ \\t\u00a0]?)?[\\p{L}0-9@._'\u2019-]+"
            + "(?:[ \\t\u00a0]?[\"\u00bb\u201c\u201d])?";

    /** {@link #PROSE_PURPOSE}, with or without its free words (without, for the short keys: "pass", "pw"). */
    private static String purpose(boolean freeWords) {
        return "(?:[ \\t]+(?i:for|of|to|del|della|dello|di|per|de|du|des|da|do|dla|voor|van"
                + "|f\u00fcr|fuer|para|pour|f\u00f6r|til"
                // Tagalog "ng" and "sa", Indonesian and Malay "untuk": "password ng admin ng POS sa tindahan: …"
                + "|ng|sa|untuk)[ \\t]+" + PURPOSE_WORD + "(?:[ \\t]+" + PURPOSE_WORD + "){0,4}"
                // Without a preposition: words without a full stop (a sentence ends there: "update-passwd manpage. Closes:").
                + (freeWords ? "|(?P<free>[ \\t]+[\\p{L}0-9@_'\u2019-]+(?:[ \\t]+[\\p{L}0-9@_'\u2019-]+){0,4})" : "")
                + "|[ \\t]*\\([^()\\n]{1,30}\\))??";
    }

    /**
     * What joins a password's word to its value in prose: a colon, an arrow, a table's cell border, or the language's
     * "is" ("is now", "ist jetzt", "is nu", "c'est", "ficou", "è"), "will be", "has been set to", "(was)
     * changed/reset/set to", or "to" alone ("I reset your password to …"). A comma may come first ("…du compte partagé
     * Figma, c'est …").
     */
    static final String PROSE_LINK = link(true, false);

    /**
     * {@link #PROSE_LINK} with "changed to" in other languages: for {@link #PROSE_PASSWORD_INTL} and, where such a
     * participle occurs, {@link #PROSE_PASSWORD_CHANGED} (in the expression that runs at every "password" it cost
     * prose screening 7 %).
     */
    static final String PROSE_LINK_FOREIGN = link(true, true);

    /** {@link #PROSE_LINK}, with or without the eleventh round's arrows and verbs (without, for the short keys). */
    private static String link(boolean wide, boolean foreign) {
        // A table's cell border is a link too: "| Wi-Fi password | … |", "| nas | password | … |" ({@link #inTableRow}).
        return "[ \\t]*:[ \\t]+" + (wide ? "|[ \\t]+(?P<arrow>->|=>|\u2192)[ \\t]+|[ \\t]+(?P<cell>\\|)[ \\t]+" : "")
                + "|,?[ \\t]+(?i:" + (wide ? "(?P<newlink>(?:(?:is|was|has[ \\t]+been|had[ \\t]+been|will[ \\t]+be"
                + "|is[ \\t]+being)[ \\t]+)?(?:set|changed|reset|updated|rotated)[ \\t]+to|to|will[ \\t]+be|c'est|c\u2019est"
                + "|ficou|fica|agora[ \\t]+\u00e9|sera|ser\u00e1|wird|wordt|blir|zosta\u0142o|zostalo"
                + (foreign ? FOREIGN_CHANGED : "") + ")|" : "")
                // Indonesian and Malay "adalah", "ialah", Vietnamese "là": "password wifi-nya adalah …"
                + "is|was|\u00e8|\u00e9|est|es|era|ist|war|lautet|\u00e4r|er|on|jest|je|adalah|ialah|l\u00e0"
                // Tagalog "ay": "ang password ng wifi ay …"
                + "|ay)"
                + "(?:[ \\t]*:)?[ \\t]+(?:(?i:now|still|just|literally|jetzt|nun|nu|maintenant|d\u00e9sormais|ahora|agora"
                + "|adesso|ora|teraz|nyn\u00ed|n\u00e5" + (foreign ? "|nyt|te\u010f|acum" : "") + ")[ \\t]+)?";
    }

    private static final String FOREIGN_CHANGED = ""
                // "changed to" in other languages: (wurde) geändert auf, gewijzigd naar, (a été) changé en, (se) cambió a,
                // (foi) alterada para, (è stata) cambiata in, ändrat till, ændret til, endret til, vaihdettu
                // (their auxiliaries first: "è", "ist", "est", "is" alone are the "is" below and would take "stata")
                + "|(?:(?:a[ \\t]+\u00e9t\u00e9|est|\u00e8[ \\t]+stat[oa]|e[ \\t]+stat[oa]|ist|wurde|is|wordt|werd|foi|fue|ha[ \\t]+sido"
                + "|se|har[ \\t]+blivit|har[ \\t]+blitt|er|on)[ \\t]+)?"
                + "(?:ge\u00e4ndert|geaendert|gesetzt|gewijzigd|veranderd|chang\u00e9e?|modifi\u00e9e?|d\u00e9fini"
                + "|cambiad[oa]|cambi\u00f3|cambiat[oa]|modificad[oa]|modificat[oa]|impostat[oa]|alterad[oa]|mudad[oa]"
                + "|definid[oa]|\u00e4ndrat|\u00e6ndret|endret|vaihdettu)[ \\t]+(?:auf|zu|in|naar|op|en|a|para|pra|till|til)";

    /**
     * A value right after the word, with no "is" or colon ("utente admin / password iC+pb…", "(password Nx2!…)"):
     * the check asks it to look typed at random ({@link #scrambled}), as words and names after "password" do not.
     * An alternative to what the password is for and its "is": those words would otherwise take the "is".
     */
    private static final String PROSE_BARE = "|[ \\t]+(?P<secret7>[^\\s\"'`\\\\,;(){}\\[\\]<>:=][^\\s\"'`\\\\,;(){}\\[\\]<>]*"
            + "[^\\s\"'`\\\\,;(){}\\[\\]<>.!?])";
    /** The long words for a password in English prose: a passcode is a password too (an alarm's, a door's, a phone's). */
    private static final String PROSE_KEYS = "passw(?:or)?d|passphrase|passcode";
    private static final Pattern PROSE_PASSWORD = prosePassword(PROSE_KEYS, true);
    /**
     * The short keys ("pass", "pw", "pwd") in prose: the same sentence without the eleventh round's free words, arrows
     * and verbs, which would read "pass it to `f()`" and "pass --copy to automake-1.7" as passwords given. An expression
     * of its own, so that the wider one runs only where a long word is (one expression for all of them cost prose
     * screening about 20 %: every "pass" of a text tried the free words and the verbs).
     */
    private static final Pattern PROSE_PASS = prosePassword("pass|pwd?", false);

    /** {@link #PROSE_PASSWORD} with "changed to" in other languages ("la password è stata cambiata in …"). */
    private static final Pattern PROSE_PASSWORD_CHANGED = prosePassword(PROSE_KEYS, true, true);

    /** Where {@link #PROSE_PASSWORD_CHANGED} runs: the participles of {@link #FOREIGN_CHANGED}, as written mid-sentence. */
    private static final String[] FOREIGN_PARTICIPLES = {"ge\u00e4ndert", "geaendert", "gesetzt", "gewijzigd", "veranderd",
            "chang\u00e9", "modifi\u00e9", "d\u00e9fini", "cambiad", "cambi\u00f3", "cambiat", "modificad", "modificat",
            "impostat", "alterad", "mudad", "definid", "\u00e4ndrat", "\u00e6ndret", "endret", "vaihdettu"};

    private static Pattern prosePassword(String keys, boolean wide) {
        return prosePassword(keys, wide, false);
    }

    private static Pattern prosePassword(String keys, boolean wide, boolean foreign) {
        return Pattern.compile(
            "(?i:(?P<key>" + keys + "))(?P<suffix>)"
                    // "the password for the staging admin is …", "the admin pass for grafana: …", and in the languages
                    // that say "password" too: "la password del database è …", "il pwd è: …"; what the password is
                    // for may also be said without a preposition ("the password I'm using is …", "password if key
                    // auth fails: …", "la password dell'account admin del NAS è …") or in parentheses ("root pw
                    // (temporary): …"). Few words, lazily: the value's checks judge what follows.
                    + "(?:" + purpose(wide) + "(?:(?:" + link(wide, foreign) + ")" + PROSE_VALUE
                    + "|[ \\t]+(?:\"(?P<secret5>[^\\s\"\\\\]+)\"|`(?P<secret6>[^\\s`\\\\]+)`))" + PROSE_BARE + ")");
    }

    /**
     * "The wifi key is …", "WPA key: …", "the VPN pre-shared key is …", "Der WLAN-Schlüssel lautet …": a wireless
     * network's or a VPN's passphrase. An expression of its own, run where such a word is: as an alternative of
     * {@link #PROSE_PASSWORD}'s key it cost prose screening 12 %.
     */
    private static final Pattern PROSE_WIFI_KEY = Pattern.compile(
            "(?i:(?P<key>(?:wi-?fi|wlan|wpa2?|network|netzwerk)[ \\t-]?(?:key|schl\u00fcssel|schluessel)"
                    + "|pre-?shared[ \\t-]?key|psk))(?P<suffix>)"
                    + "(?:[ \\t]*:[ \\t]+|[ \\t]+(?i:is|was|ist|war|lautet)[ \\t]+)" + PROSE_VALUE);

    /** Where {@link #PROSE_WIFI_KEY} runs, in the spellings it is written in. */
    private static final String[] WIFI_KEY_WORDS = {"fi key", "FI KEY", "Fi key", "fi-key", "lan key", "LAN key",
            "LAN KEY", "pa key", "PA key", "PA KEY", "pa2 key", "PA2 key", "ork key", "ork Key", "ORK KEY", "shared key",
            "shared Key", "SHARED KEY", "psk", "PSK", "Psk", "chl\u00fcssel", "chluessel", "CHL\u00dcSSEL"};

    /** The end of the line after the one a region ends on (at most 300 characters on): a value on the next line. */
    private static int throughNextLine(String text, int to) {
        if (to >= text.length()) {
            return text.length();
        }
        int end = text.indexOf('\n', to + 1);
        return Math.min(end < 0 ? text.length() : end, to + 300);
    }

    /** Four groups of four letters: an app password as Google shows it ("abcd efgh ijkl mnop"). */
    private static final String FOUR_BY_FOUR = "[A-Za-z][A-Za-z][A-Za-z][A-Za-z] [A-Za-z][A-Za-z][A-Za-z][A-Za-z]"
            + " [A-Za-z][A-Za-z][A-Za-z][A-Za-z] [A-Za-z][A-Za-z][A-Za-z][A-Za-z]";

    /**
     * A Google (Gmail, Workspace) app password in a password's place, as Google shows it, in four groups: quoted after
     * a password's name ({@code EMAIL_HOST_PASSWORD = "…"}, {@code "smtp_password": "…"}), as a later argument of a
     * call named for credentials ({@code new NetworkCredential("me@gmail.com", "…")}), or after a colon or "is" in
     * prose ("Gmail app password: …"). The assignment rules' values hold no space, so these were passed by.
     */
    private static final Pattern APP_PASSWORD = Pattern.compile(
            "(?i:(?P<key>passw(?:or)?d|pwd|pass|credentials?))(?P<suffix>[A-Za-z0-9_.-]*)"
                    + "(?:\\\\?[\"']?\\]?[ \\t]*(?::=|=>|==?|:)[ \\t]*|[ \\t]+(?i:is)[ \\t]+"
                    + "|[ \\t]*\\([^()\\n]{0,100}?,[ \\t]*)"
                    + "(?:\"(?P<secret>" + FOUR_BY_FOUR + ")\"|'(?P<secret2>" + FOUR_BY_FOUR + ")'"
                    + "|(?P<secret3>" + FOUR_BY_FOUR + ")(?:[^A-Za-z0-9 ]|$))");

    /**
     * Whether text[from, to) holds four groups of four letters where {@link #APP_PASSWORD} may match: after a quote, a
     * colon or equals sign and a blank, or "is " (prose has four four-letter words in a row everywhere: "that will
     * have been"; run the expression on all of them and prose screening lost 10 %).
     */
    private static boolean fourGroupsOfFour(String text, int from, int to) {
        int run = 0;
        int groups = 0;
        int start = from;
        for (int i = from; i < to; i++) {
            char ch = text.charAt(i);
            if (ch < 128 && Character.isLetter(ch)) {
                if (run == 0 && groups == 0) {
                    start = i;
                }
                run++;
                if (run > 4) {
                    groups = 0;
                    run = 5;
                }
            } else if (ch == ' ' && run == 4) {
                groups++;
                run = 0;
                if (groups == 3 && i + 4 < to && opensValue(text, start)) {
                    return true;
                }
            } else {
                groups = 0;
                run = 0;
            }
        }
        return false;
    }

    /** A value may start at {@code at}: after a quote, ": " or "= " (or ":"/"="), or "is ". */
    private static boolean opensValue(String text, int at) {
        if (at == 0) {
            return false;
        }
        char before = text.charAt(at - 1);
        if (before == '"' || before == '\'' || before == ':' || before == '=') {
            return true;
        }
        if (before != ' ' || at < 2) {
            return false;
        }
        char second = text.charAt(at - 2);
        return second == ':' || second == '=' || at >= 4 && text.regionMatches(true, at - 3, "is ", 0, 3);
    }

    /**
     * Sixteen letters drawn at random, not four words: at most two groups read as a word (a vowel, no three consonants
     * in a row: "have been sent here", "dont have them with" are four), three when the groups mix cases, and no group
     * a stand-in ({@code xxxx}, {@code abcd}, {@code your}, {@code pass}).
     */
    private static boolean appPassword(String value) {
        int wordLike = 0;
        boolean mixed = false;
        for (String group : value.split(" ")) {
            String g = group.toLowerCase(Locale.ROOT);
            if (g.chars().distinct().count() <= 2 || STAND_IN_GROUPS.contains(g)) {
                return false;
            }
            mixed |= !g.equals(group) && !group.toUpperCase(Locale.ROOT).equals(group);
            int consonants = 0;
            boolean vowel = false;
            boolean cluster = false;
            for (int i = 0; i < 4; i++) {
                boolean v = "aeiouy".indexOf(g.charAt(i)) >= 0;
                vowel |= v;
                consonants = v ? 0 : consonants + 1;
                cluster |= consonants >= 3;
            }
            wordLike += vowel && !cluster ? 1 : 0;
        }
        return wordLike <= (mixed ? 3 : 2);
    }

    private static final Set<String> STAND_IN_GROUPS = Set.of("abcd", "efgh", "ijkl", "mnop", "qrst", "wxyz", "your",
            "pass", "word", "here", "test", "demo", "fake", "asdf", "qwer", "zxcv");

    /**
     * Turkish puts the verb last: "şifresi X oldu" (its password became X), "şifreyi X olarak değiştirdim" (I changed
     * the password to X), "şifre artık X olacak"; German and Dutch the participle ("wurde auf X geändert"). Up to two
     * words ("artık", "wurde auf") before the value, then the verb.
     */
    private static final String PROSE_VERB_LAST = "|(?:[ \\t]+\\p{L}+){0,2}?[ \\t]+[\"'`]?"
            + "(?P<secret9>[A-Za-z0-9!#$%&*+./?@^_{|}~=-]*[A-Za-z0-9#$%&*+/@^_{|}~=-])[\"'`]?[ \\t]+"
            + "(?i:oldu|olarak|olacak|olsun|idi|yap\u0131ld\u0131|yapildi|yapt\u0131m|yaptim|de\u011fi\u015fti"
            + "|degisti|de\u011fi\u015ftirildi|degistirildi|ayarland\u0131|ayarlandi"
            // German and Dutch put the participle last too: "wurde auf X geändert", "is naar X gewijzigd"
            + "|ge\u00e4ndert|geaendert|gesetzt|gewijzigd|veranderd|gezet)(?:[^\\p{L}]|$)";

    /**
     * The same sentence in other languages: the word for password (German, Dutch, French, Spanish, Portuguese,
     * Swedish, Finnish, Turkish, Polish without its diacritic), optionally what it is for, then a colon, an equals
     * sign or the language's "is", then the value: "Das Passwort für den Server ist …", "la contraseña es …",
     * "wachtwoord: …". Values must look typed by a careful person, as in English prose. Words in other scripts (Russian,
     * Japanese, Chinese, Korean, …) are the rule intl-password's ({@link #PROSE_PASSWORD_WORLD}).
     */
    private static final Pattern PROSE_PASSWORD_INTL = Pattern.compile(
            "(?i:(?P<key>passwort|kennwort|wachtwoord|mot de passe|contrase\u00f1a|contrasena|senha"
                    + "|l\u00f6senord|losenord|salasana|\u015fifre|sifre|haslo))(?P<suffix>)\\p{L}*"
                    // After what it is for, a colon or an equals sign has a blank beside it: the words are greedy, and
                    // "del router es thistle521=SAF" must not read "=" as the link and "SAF" as the value.
                    + "(?:(?:" + PROSE_PURPOSE + "(?:[ \\t]*[:=][ \\t]+|[ \\t]+[:=][ \\t]*|" + PROSE_LINK_FOREIGN + ")"
                    + "|[:=][ \\t]*)" + PROSE_VALUE
                    + PROSE_VERB_LAST + "|" + phrasedBare("secret10") + PROSE_BARE + ")");

    /**
     * The word for password in languages the two expressions above do not reach, most without an ASCII letter:
     * Russian, Ukrainian, Bulgarian and Serbian, Greek, Japanese, Chinese, Korean, Arabic, Persian, Hebrew, Hindi,
     * Thai, Polish, Czech, Slovak, Slovenian, Hungarian, Romanian, Turkish, Estonian, Norwegian, Danish, Croatian,
     * Lithuanian, Vietnamese, Indonesian, Malay, Swahili, Icelandic. Each spelling is also a keyword of the gate.
     */
    static final List<String> WORLD_PASSWORD_WORDS = Stream.concat(Stream.of(
            "\u043f\u0430\u0440\u043e\u043b", // парол(ь, я, е, а)
            "\u043b\u043e\u0437\u0438\u043d\u043a", // лозинк(а)
            "\u03ba\u03c9\u03b4\u03b9\u03ba", // κωδικ(ός)
            "\u30d1\u30b9\u30ef\u30fc\u30c9", // パスワード
            "\u6697\u8a3c\u756a\u53f7", // 暗証番号
            "\u5bc6\u7801", "\u5bc6\u78bc", "\u53e3\u4ee4", // 密码 密碼 口令
            "\ube44\ubc00\ubc88\ud638", "\uc554\ud638", "\ud328\uc2a4\uc6cc\ub4dc", // 비밀번호 암호 패스워드
            "\u0643\u0644\u0645\u0629 \u0627\u0644\u0645\u0631\u0648\u0631", // كلمة المرور
            "\u0643\u0644\u0645\u0629 \u0627\u0644\u0633\u0631", // كلمة السر
            "\u0643\u0644\u0645\u0629 \u0645\u0631\u0648\u0631", // كلمة مرور
            "\u0643\u0644\u0645\u0629 \u0633\u0631", // كلمة سر (without the article: "كلمة سر الحساب")
            "\u0643\u0644\u0645\u0627\u062a \u0627\u0644\u0645\u0631\u0648\u0631", // كلمات المرور (the plural: a list's heading)
            "\u0631\u0645\u0632 \u0639\u0628\u0648\u0631", // رمز عبور
            "\u05e1\u05d9\u05e1\u05de", // סיסמ(ה, א)
            "\u092a\u093e\u0938\u0935\u0930\u094d\u0921", // पासवर्ड
            "\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19", // รหัสผ่าน
            "has\u0142", "heslo", "hesla", "geslo", "jelsz", "parola", "parol\u0103", "parool", "passord", "adgangskode", "lozink",
            "slapta\u017e", "slaptaz", "m\u1eadt kh\u1ea9u", "mat khau", "kata sandi", "kata laluan", "nenosiri",
            "lykilor\u00f0", "clave", "contrasenya", "parole", "\u0161ifr", "sifr"), passwordWordsOfMoreScripts().stream()).toList();

    /**
     * The word for password in the scripts and languages the list above did not read: Persian and Urdu, the Indic
     * scripts, Georgian, Armenian, Ethiopic, Sinhala, the unspaced scripts of South-East Asia (Khmer, Burmese, Lao),
     * Mongolian and Kazakh Cyrillic, Korean chat's 비번, Greek's second word, and Latin-script languages the list missed
     * (Albanian, Basque, Galician, Welsh, Afrikaans, Azerbaijani, Swahili's second word, Hausa). Thai รหัส ("code") is
     * its password only where no compound makes it another code ({@link #THAI_OTHER_CODES}). After the words above:
     * at one position the longer spelling comes first (รหัสผ่าน before รหัส).
     */
    private static List<String> passwordWordsOfMoreScripts() {
        return List.of(
                "\u06a9\u0644\u0645\u0647 \u0639\u0628\u0648\u0631", // کلمه عبور
                "\u06af\u0630\u0631\u0648\u0627\u0698\u0647", // گذرواژه
                "\u0631\u0645\u0632 \u0648\u0631\u0648\u062f", // رمز ورود
                "\u0631\u0645\u0632 \u0627\u0644\u0645\u0631\u0648\u0631", // رمز المرور
                "\u0631\u0645\u0632 \u0627\u0644\u062f\u062e\u0648\u0644", // رمز الدخول (the login code: an account's password or PIN)
                "\u067e\u0627\u0633 \u0648\u0631\u0688", // پاس ورڈ
                "\u09aa\u09be\u09b8\u0993\u09af\u09bc\u09be\u09b0\u09cd\u09a1", // পাসওয়ার্ড
                "\u0b95\u0b9f\u0bb5\u0bc1\u0b9a\u0bcd\u0b9a\u0bca\u0bb2\u0bcd", // கடவுச்சொல்
                "\u0c2a\u0c3e\u0c38\u0c4d\u0c35\u0c30\u0c4d\u0c21\u0c4d", // పాస్వర్డ్
                "\u0caa\u0cbe\u0cb8\u0ccd\u0cb5\u0cb0\u0ccd\u0ca1\u0ccd", // ಪಾಸ್ವರ್ಡ್
                "\u0d2a\u0d3e\u0d38\u0d4d\u200c\u0d35\u0d47\u0d21\u0d4d", // പാസ്‌വേഡ്
                "\u10de\u10d0\u10e0\u10dd\u10da", // პაროლ(ი)
                "\u0563\u0561\u0572\u057f\u0576\u0561\u0562\u0561\u057c", // գաղտնաբառ
                "\u12e8\u12ed\u1208\u134d \u1243\u120d", // የይለፍ ቃል
                "\u0db8\u0dd4\u0dbb\u0db4\u0daf", // මුරපද(ය)
                "\u1796\u17b6\u1780\u17d2\u1799\u179f\u1798\u17d2\u1784\u17b6\u178f\u17cb", // ពាក្យសម្ងាត់
                "\u179b\u17c1\u1781\u179f\u1798\u17d2\u1784\u17b6\u178f\u17cb", // លេខសម្ងាត់
                "\u1005\u1000\u102c\u1038\u101d\u103e\u1000\u103a", // စကားဝှက်
                "\u0ea5\u0eb0\u0eab\u0eb1\u0e94\u0e9c\u0ec8\u0eb2\u0e99", // ລະຫັດຜ່ານ
                "\u043d\u0443\u0443\u0446 \u04af\u0433", // нууц үг
                "\u049b\u04b1\u043f\u0438\u044f \u0441\u04e9\u0437", // құпия сөз
                "\ube44\ubc88", // 비번
                "\u03c3\u03c5\u03bd\u03b8\u03b7\u03bc\u03b1\u03c4\u03b9\u03ba", // συνθηματικ(ό)
                "fjal\u00ebkalim", "fjalekalim", "pasahitz", "contrasinal", "cyfrinair", "wagwoord", "\u015fifr\u0259",
                "nywila", "kalmar sirri",
                // Somali's "secret key" and "secret word", said for a password
                "furaha sirta", "erayga sirta",
                "\u0e23\u0e2b\u0e31\u0e2a"); // รหัส
    }

    /**
     * Thai compounds of รหัส ("code") that name another code: postal, product, model, customer, employee, student,
     * personal id, colour, course, branch, parcel, order, reference, tracking, card, project.
     */
    private static final List<String> THAI_OTHER_CODES = List.of(
            "\u0e44\u0e1b\u0e23\u0e29\u0e13\u0e35", // ไปรษณี(ย์)
            "\u0e2a\u0e34\u0e19\u0e04\u0e49\u0e32", // สินค้า
            "\u0e23\u0e38\u0e48\u0e19", // รุ่น
            "\u0e25\u0e39\u0e01\u0e04\u0e49\u0e32", // ลูกค้า
            "\u0e1e\u0e19\u0e31\u0e01\u0e07\u0e32\u0e19", // พนักงาน
            "\u0e19\u0e31\u0e01\u0e28\u0e36\u0e01\u0e29\u0e32", // นักศึกษา
            "\u0e1b\u0e23\u0e30\u0e08\u0e33\u0e15\u0e31\u0e27", // ประจำตัว
            "\u0e2a\u0e35", // สี
            "\u0e27\u0e34\u0e0a\u0e32", // วิชา
            "\u0e2a\u0e32\u0e02\u0e32", // สาขา
            "\u0e1e\u0e31\u0e2a\u0e14\u0e38", // พัสดุ
            "\u0e04\u0e33\u0e2a\u0e31\u0e48\u0e07", // คำสั่ง(ซื้อ)
            "\u0e2d\u0e49\u0e32\u0e07\u0e2d\u0e34\u0e07", // อ้างอิง
            "\u0e15\u0e34\u0e14\u0e15\u0e32\u0e21", // ติดตาม
            "\u0e1a\u0e31\u0e15\u0e23", // บัตร
            "\u0e42\u0e04\u0e23\u0e07\u0e01\u0e32\u0e23", // โครงการ
            "\u0e1c\u0e25\u0e34\u0e15\u0e20\u0e31\u0e13\u0e11\u0e4c"); // ผลิตภัณฑ์

    /** Thai รหัส, read as a password only where no compound of {@link #THAI_OTHER_CODES} follows it. */
    private static boolean thaiCodeIsPassword(Candidate c) {
        int key = c.groupStart("key");
        String word = c.group("key");
        if (!word.equals("\u0e23\u0e2b\u0e31\u0e2a")) {
            return true;
        }
        String between = c.text().substring(key + word.length(), Math.max(key + word.length(), c.start()));
        return THAI_OTHER_CODES.stream().noneMatch(between::contains);
    }

    /**
     * The ending of a word in an alphabet (пароль, hasła, κωδικός, Schlüssels), not in a script without spaces: a
     * Chinese or Japanese "is" (是, は) is a letter too, and taken as an ending it let an expression pass the value.
     */
    private static final String WORD_ENDING = "[\\p{Latin}\\p{Cyrillic}\\p{Greek}\\p{Arabic}\\p{Hebrew}\\p{Thai}"
            + "\\p{Devanagari}\\p{M}"
            // the spaced scripts of passwordWordsOfMoreScripts: პაროლი, პაროლის, முரපදය, கடவுச்சொல்லை
            + "\\p{Georgian}\\p{Armenian}\\p{Bengali}\\p{Tamil}\\p{Telugu}\\p{Kannada}\\p{Malayalam}\\p{Sinhala}"
            + "\\p{Ethiopic}]*";

    /**
     * A password's value after its word in another language: typed on any keyboard, so letters of the Latin, Cyrillic
     * and Greek alphabets with their diacritics ("Ёжик_в_тумане-1975", "Żółw#Zielony7") besides ASCII; not letters of
     * unspaced scripts, which would run on into the sentence ("パスワードはAbc123!xです").
     */
    private static final String WORLD_VALUE = "(?P<secret>[A-Za-z0-9!#$%&*+./;?@^_{|}~=\\[\\]\\p{Latin}\\p{Cyrillic}\\p{Greek}-]*"
            + "[A-Za-z0-9#$%&*+/@^_{|}~=\\[\\]\\p{Latin}\\p{Cyrillic}\\p{Greek}-])";

    /** The quotation mark a value may open with, in the scripts of {@link #PROSE_PASSWORD_WORLD}. */
    private static final String WORLD_QUOTE = "[\"'`\u300c\u300e\u201c\u00ab\u2018]?";

    /** A label's colon (also full-width) or equals sign, or a dash between blanks. */
    private static final String COLON_OR_DASH = "[ \\t]*[:=\uff1a][ \\t]*|[ \\t]+[\u2014\u2013-][ \\t]+";

    /**
     * "пароль от сервера: …", "密码是…", "パスワードは「…」です", "비밀번호는 …", "كلمة المرور: …", "הסיסמה היא …":
     * the word, at most 40 characters saying what it is for (no separator among them), then a colon (also
     * full-width), an equals sign, a dash or the language's "is" or topic particle, or the value right after
     * the word; the value is ASCII and must look typed by a careful person (8+ characters, 3 classes).
     */
    private static final Pattern PROSE_PASSWORD_WORLD = Pattern.compile(
            "(?i:(?P<key>" + String.join("|", WORLD_PASSWORD_WORDS) + "))(?P<suffix>)"
                    // The word's ending (пароль, hasła, κωδικός), in alphabets only: a Chinese or Japanese "is" (是, は)
                    // is a letter too, and taken as an ending it let the expression pass the value for a later "是".
                    + WORD_ENDING
                    // The value right after the word is an alternative of its own: after a phrase, a space would
                    // take the phrase's first word for the value ("hasło to …").
                    + "(?:[^\\n:=\uff1a]{0,40}?(?:" + COLON_OR_DASH
                    // 是 为 爲 は が 는 은 이 가, and the object particles を 를 을 ("パスワードを X に変更"); Thai คือ
                    + "|[ \\t]*(?:\u662f|\u4e3a|\u70ba|\u306f|\u304c|\ub294|\uc740|\uc774|\uac00|\u3092|\ub97c|\uc744"
                    + "|\u0e04\u0e37\u0e2d)[ \\t]*"
                    // 改成(了) 改为 换成 设为 设置为 更改为 变成 变为 (and traditional): "changed to", "set to"
                    + "|[ \\t]*(?:\u6539\u6210|\u6539\u4e3a|\u6539\u70ba|\u6362\u6210|\u63db\u6210|\u8bbe\u4e3a|\u8a2d\u70ba"
                    + "|\u8bbe\u7f6e\u4e3a|\u8a2d\u7f6e\u70ba|\u66f4\u6539\u4e3a|\u66f4\u6539\u70ba|\u53d8\u6210|\u8b8a\u6210"
                    + "|\u53d8\u4e3a|\u8b8a\u70ba)\u4e86?[ \\t]*"
                    // теперь/сейчас (now), and "changed to": zmieniłem/zmieniono na, změnil na, сменил/поменял/изменил на
                    + "|[ \\t]+(?i:\u0442\u0435\u043f\u0435\u0440\u044c|\u0441\u0435\u0439\u0447\u0430\u0441|sekarang|mostant\u00f3l"
                    + "|te\u010f|acum"
                    + "|(?:zmieni|zmienio|zm\u011bni|zmeni|\u0441\u043c\u0435\u043d|\u043f\u043e\u043c\u0435\u043d"
                    + "|\u0438\u0437\u043c\u0435\u043d)\\p{L}*[ \\t]+(?:na|\u043d\u0430)"
                    // Romanian "(a fost) schimbată în", Hungarian "(meg)változott/lett"
                    + "|schimbat\\p{L}*[ \\t]+(?:\u00een|in))(?:[ \\t]*:)?[ \\t]+"
                    + "|[ \\t]+(?i:\u0647\u064a|\u05d4\u05d9\u05d0|\u05d4\u05d5\u05d0|\u0939\u0948|\u03b5\u03af\u03bd\u03b1\u03b9"
                    + "|\u044d\u0442\u043e|\u0435|\u0458\u0435|\u0446\u0435|je|jest|este|on|er|ir|is|adalah|ialah|ni|\u00e8"
                    + "|to|l\u00e0|\u00e9s|es|est|\u00e4r|ist|era)[ \\t]+"
                    + "(?:(?i:nyt|nu|n\u00e5|sekarang|te\u010f|acum|now)[ \\t]+)?)|[ \\t]+)"
                    + WORLD_QUOTE + WORLD_VALUE);

    /**
     * {@link #PROSE_PASSWORD_WORLD}'s value right after the word, as an expression of its own: there it is the last
     * alternative, so a colon or a dash later in the sentence took the link's place and the value read was the
     * words after it ("hasło Jelen#… — nie wysyłaj", "jelszava Pogacsa!… , felhasználó: admin").
     */
    private static final Pattern PROSE_PASSWORD_WORLD_BARE = Pattern.compile(
            "(?i:(?P<key>" + String.join("|", WORLD_PASSWORD_WORDS) + "))(?P<suffix>)"
                    + WORD_ENDING + "[ \\t]+" + WORLD_QUOTE + WORLD_VALUE);

    /**
     * {@link #PROSE_PASSWORD_WORLD}'s words, what the password is for and the value with no link ("Пароль от wifi …",
     * "hasło do routera …"): an expression of its own, as in the one above the words before a link come first and a
     * value right after the word last.
     */
    private static final Pattern PROSE_PASSWORD_WORLD_PHRASED = Pattern.compile(
            "(?i:(?P<key>" + String.join("|", WORLD_PASSWORD_WORDS) + "))(?P<suffix>)"
                    + WORD_ENDING
                    + phrasedBare("secret"));

    /**
     * What a password is for, then its value with no "is" or colon, in the languages that say it with a preposition
     * ("Пароль от wifi …", "la contraseña del router …", "hasło do routera …", "Passwort für den NAS …"): a
     * preposition and one to three words, then a value that holds a digit or a sign (words hold none, so the words
     * cannot take it); it must look typed at random ({@link #phrasedTyped}), as a value right after the word must.
     */
    private static String phrasedBare(String group) {
        return "[ \\t]+(?:(?i:del|de[ \\t]+la|de|da|do|della|dello|di|du|des|pour|para|per|pentru|al|f\u00fcr|fuer|vom|von"
                + "|zum|zur|van|voor|f\u00f6r|til|till|\u043e\u0442|\u0434\u043b\u044f|\u043a|\u0434\u043e|\u0437\u0430"
                + "|na|dla|od|pro|k|za|ng|sa|untuk)[ \\t]+|(?i:dell|dall|d)['\u2019])"
                + "[\\p{L}'\u2019-]+(?:[ \\t]+[\\p{L}'\u2019-]+){0,2}[ \\t]+"
                + "(?P<" + group + ">[A-Za-z]*[0-9!#$%&*+./?@^_~=][A-Za-z0-9!#$%&*+./;?@^_{|}~=-]*[A-Za-z0-9#$%&*+/@^_{|}~=-])";
    }

    /**
     * A value {@link #phrasedBare} found (in {@code group}) is a password only when typed at random or as no name is,
     * and not the name of the network the words end on ("la contraseña de la red WiFi6E-Home": the network's name).
     */
    private static boolean phrasedTyped(Candidate c, String group) {
        if (c.group(group) == null) {
            return true;
        }
        String text = c.text();
        int end = c.start();
        while (end > 0 && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) {
            end--;
        }
        int start = end;
        while (start > 0 && end - start < 20 && Character.isLetter(text.charAt(start - 1))) {
            start--;
        }
        return !NAMED_BY_NEXT_WORD.contains(text.substring(start, end).toLowerCase(Locale.ROOT))
                && (scrambled(c.value()) || typedInProse(c.value(), c.charAfter()));
    }

    /** Words for a network that its name follows ("de la red X", "сети X", "du réseau X"). */
    private static final Set<String> NAMED_BY_NEXT_WORD = Set.of("red", "rete", "r\u00e9seau", "reseau", "rede", "netz",
            "netzwerk", "netzwerks", "network", "netwerk", "n\u00e4tverket", "n\u00e4tverk", "sieci", "s\u00edt\u011b",
            "\u0441\u0435\u0442\u0438", "\u0441\u0435\u0442\u044c", "ssid");

    /**
     * A door's, a gate's or an alarm's code, or a device's or card's PIN, given in prose: "the door code is 4821",
     * "alarm PIN: 90517#", "code de la porte : 4821B", "der Türcode lautet 7305". Digits alone are quantities, years,
     * order and postal numbers everywhere ("PIN code: 560001" is an Indian address), so the word must say what the
     * code opens, and an "is" or a colon join it to four to eight digits ({@link #entryCode}).
     */
    private static final Pattern PROSE_ENTRY_CODE = Pattern.compile("(?P<word>(?i:"
            + "(?:front[ \\t]+door|door|gate|alarm|keypad|garage|safe|lockbox|entry)[ \\t-]?(?:code|pin|passcode)"
            + "|(?:alarm|sim|card|phone|atm|bank|debit|door|safe)[ \\t-]?pin"
            + "|code[ \\t]+(?:de[ \\t]+la[ \\t]+porte|d'entr[e\u00e9]e|du[ \\t]+portail|de[ \\t]+l'alarme)"
            + "|c[o\u00f3]digo[ \\t]+(?:de[ \\t]+la[ \\t]+puerta|del[ \\t]+port[o\u00f3]n|de[ \\t]+la[ \\t]+alarma"
            + "|da[ \\t]+porta|do[ \\t]+port[a\u00e3]o|do[ \\t]+alarme)"
            + "|codice[ \\t]+(?:del[ \\t]+portone|della[ \\t]+porta|dell'allarme)"
            + "|t(?:\u00fc|ue|u)r-?code|tor-?code|alarm-?code|deurcode|alarmcode|portkod|d(?:\u00f6|o)rrkod|larmkod))"
            // what it opens: "for the back entrance", "of the building", "f\u00fcr das Lager"
            + "(?:[ \\t]+(?i:for|of|to|at|on|f\u00fcr|vom|von|du|de|del|da|do|van|voor|till|p\u00e5)(?:[ \\t]+[\\p{L}0-9'\u2019-]+){1,4})?"
            + "(?:[ \\t]*(?P<colon>[:=])[ \\t]*|[ \\t]+(?i:is|was|est|es|ist|lautet|\u00e8|\u00e9|\u00e4r|er|now[ \\t]+is|era|war)"
            + "(?:[ \\t]+(?i:now|still|jetzt|maintenant|ahora|agora|adesso|nu))?[ \\t]+)"
            + "[\"'`\u00ab\u201e\u201c]?[ \\t]?(?P<secret>[0-9]{4,8}(?:[#*]|[A-Z])?)");

    /** The words of {@link #PROSE_ENTRY_CODE}, generic-password's keywords (in any case) for it. */
    private static final String[] ENTRY_CODE_WORDS = {"door code", "door-code", "doorcode", "door pin", "gate code",
            "gate-code", "alarm code", "alarm-code", "alarm pin", "alarm-pin", "keypad code", "garage code", "safe code",
            "safe pin", "lockbox code", "entry code", "sim pin", "sim-pin", "card pin", "phone pin", "atm pin", "bank pin",
            "debit pin", "code de la porte", "code d'entr", "code du portail", "code de l'alarme", "digo de la puerta",
            "digo del port", "digo de la alarma", "digo da porta", "digo do port", "digo do alarme", "codice del portone",
            "codice della porta", "codice dell'allarme", "t\u00fcrcode", "tuercode", "t\u00fcr-code", "torcode", "tor-code",
            "alarmcode", "deurcode", "portkod", "d\u00f6rrkod", "dorrkod", "larmkod"};

    /**
     * The digits of a door code or a PIN: not a stand-in (0000, 1234, 4321, 1111), not a year (1900–2099 read as one),
     * and not the head of a longer number, a date or a decimal ("4821-09", "4821.5", "4821/22").
     */
    private static boolean entryCode(String value, char after) {
        if (Character.isLetterOrDigit(after) || after == '-' || after == '/') {
            return false;
        }
        String digits = value.replaceAll("[^0-9]", "");
        boolean same = digits.chars().distinct().count() == 1;
        boolean up = true;
        boolean down = true;
        for (int i = 1; i < digits.length(); i++) {
            up &= digits.charAt(i) == digits.charAt(i - 1) + 1;
            down &= digits.charAt(i) == digits.charAt(i - 1) - 1;
        }
        boolean year = digits.length() == 4 && value.length() == 4 && (digits.startsWith("19") || digits.startsWith("20"));
        return !same && !up && !down && !year;
    }

    /**
     * A configuration directive that is the key, a space and the password, alone on its line: Redis's
     * {@code requirepass}/{@code masterauth}, keepalived's {@code auth_pass}, kickstart's {@code rootpw --plaintext},
     * hostapd's {@code wpa_passphrase}, and a bare {@code password X} line. Read line by line without an expression:
     * the regions of the rule are many and such lines few.
     */
    private static final List<String> DIRECTIVES = List.of(
            "requirepass ", "masterauth ", "auth_pass ", "rootpw --plaintext ", "rootpw ", "wpa_passphrase ", "password ",
            "passwd ");

    private static SecretDetector directives(Kind kind) {
        return (text, from, to, sink) -> {
            int line = from;
            while (line < to) {
                int end = line;
                while (end < to && text.charAt(end) != '\n') {
                    end++;
                }
                int at = line;
                while (at < end && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
                    at++;
                }
                for (String directive : DIRECTIVES) {
                    if (text.startsWith(directive, at)) {
                        int start = at + directive.length();
                        int stop = end;
                        while (stop > start && Character.isWhitespace(text.charAt(stop - 1))) {
                            stop--;
                        }
                        if (stop > start && text.charAt(start) == '"' && text.charAt(stop - 1) == '"' && stop - start > 2) {
                            start++;
                            stop--;
                        }
                        String value = text.substring(start, stop);
                        if (!value.isEmpty() && value.chars().noneMatch(ch -> Character.isWhitespace(ch) || ch == '"')
                                && valueIsSecret(true, kind.minLength(), kind.minEntropy(), value, true, '\n')) {
                            sink.accept(start, stop);
                        }
                        break;
                    }
                }
                line = end + 1;
            }
        };
    }

    /** A netrc entry's other words within six lines: built once, not per candidate. */
    private static final MatchCheck NETRC_MACHINE = MatchChecks.near(6, "machine");
    private static final MatchCheck NETRC_LOGIN = MatchChecks.near(6, "login");
    /** A {@code .netrc} entry: {@code machine host login user password X}, on one line or several. */
    private static final Pattern NETRC_PASSWORD = Pattern.compile(
            "(?:^|[ \\t\\n])(?P<key>password)(?P<suffix>)[ \\t]+(?P<secret>[^\\s\"'`]+)");

    /** SQL: {@code CREATE USER … IDENTIFIED BY 'X'}, {@code WITH PASSWORD 'X'}, {@code ALTER ROLE … PASSWORD 'X'}. */
    private static final Pattern SQL_PASSWORD = Pattern.compile(
            "(?i:identified[ \\t]+by|(?:with|role|user)[^;\\n]{0,80}?[ \\t]password)[ \\t]+'(?P<secret>[^'\\s]+)'");

    /** "creds for jenkins: admin / X", "login: alice:X": a user and a password given as one pair. */
    private static final Pattern PROSE_USER_PASSWORD = Pattern.compile(
            "(?i:(?P<key>creds|credentials|login))(?P<suffix>)"
                    + "(?:[ \\t]+(?i:for|of|to)[ \\t]+[A-Za-z0-9@._'-]+(?:[ \\t]+[A-Za-z0-9@._'-]+){0,4})?"
                    + "[ \\t]*[:=][ \\t]*[A-Za-z0-9@._\\\\-]{1,64}[ \\t]*(?:/|:|\\|)[ \\t]*" + PROSE_VALUE);

    /**
     * "nas is admin / X", "einloggen? root / X": an administrator's account and its password as one pair, the way
     * chats and tickets give a device's login in any language. The value must look typed by a careful person and
     * hold no slash ("admin / Settings/Users" is a menu path).
     */
    private static final Pattern PROSE_ACCOUNT_PASSWORD = Pattern.compile(
            "(?:^|[^\\p{L}0-9_./\\\\-])(?i:(?P<key>admin|administrator|root|superuser|sysadmin))(?P<suffix>)"
                    + "[ \\t]+/[ \\t]+" + PROSE_VALUE);

    /**
     * The word for an account or its login in the languages chats and tickets are written in: what
     * {@link #PROSE_ACCOUNT_PAIR} follows. Each is a keyword of the rule account-password-pair, in any case.
     */
    private static final List<String> ACCOUNT_WORDS = List.of("account", "acct", "login", "creds", "credential",
            "username", "zugang", "zugangsdaten", "anmeldedaten", "konto", "cuenta", "credenciales", "compte",
            "identifiants", "conta", "credenciais", "credenziali", "accesso", "inloggegevens", "dane logowania", "akun",
            "akaun", "t\u00e0i kho\u1ea3n", "tai khoan", "hesap", "fi\u00f3k", "fiok", "\u00fa\u010det", "ucet", "k\u00e4ytt\u00e4j\u00e4tunnus",
            "\u0430\u043a\u043a\u0430\u0443\u043d\u0442", // аккаунт
            "\u0443\u0447\u0451\u0442\u043a", "\u0443\u0447\u0435\u0442\u043a", // учётк(а), учетк(а)
            "\u0443\u0447\u0451\u0442\u043d", "\u0443\u0447\u0435\u0442\u043d", // учётн(ая запись)
            "\u043b\u043e\u0433\u0438\u043d", // логин
            "\u03bb\u03bf\u03b3\u03b1\u03c1\u03b9\u03b1\u03c3\u03bc", // λογαριασμ(ός)
            "\u05d7\u05e9\u05d1\u05d5\u05df", // חשבון
            "\u062d\u0633\u0627\u0628", // حساب
            "\uacc4\uc815", // 계정
            "\u30a2\u30ab\u30a6\u30f3\u30c8", "\u30ed\u30b0\u30a4\u30f3", // アカウント ログイン
            "\u8d26\u53f7", "\u5e33\u865f", "\u8d26\u6237", "\u5e33\u6236", "\u767b\u5f55", "\u767b\u5165", // 账号 帳號 账户 帳戶 登录 登入
            "\u0e1a\u0e31\u0e0d\u0e0a\u0e35", // บัญชี
            "\u0916\u093e\u0924\u093e", // खाता
            // Signing in, the act a pair is given for ("Log in to https://… with qa@… / …", "Inloggen op … met leraar7 /
            // …", "Para entrar al panel: … usuario recepcion:…"): verbs and nouns of logging in, in the same languages.
            // Danish "log ind" before "log in", which would take its first letters and leave "d" for an ending
            "log ind", "log in", "log-in", "logon", "log on", "sign in", "sign-in", "signin", "einloggen", "anmelden", "anmeldung",
            "inloggen", "aanmelden", "se connecter", "vous connecter", "connexion", "entrar", "acceder",
            "iniciar sesi\u00f3n", "iniciar sesion", "accedi", "accedere", "logowanie", "zaloguj", "logga in", "logg inn",
            "kirjaudu", "p\u0159ihl\u00e1\u0161en\u00ed", "prihlasenie", "bejelentkez\u00e9s", "giri\u015f yap",
            "giris yap", "masuk ke", "\u0111\u0103ng nh\u1eadp", "dang nhap",
            // the imperatives and nouns of the READMEs' backticked pairs: "Přihlas se jako `tester` / `…`", "Belépés: `…`"
            "p\u0159ihlas", "prihl\u00e1s", "bel\u00e9p\u00e9s", "autentificare", "connectez", "entra en", "entra con",
            "\u0432\u043e\u0439\u0442\u0438", "\u0432\u0445\u043e\u0434", // войти вход
            "\u0443\u0432\u0456\u0439\u0442\u0438", "\u0432\u0445\u0456\u0434", // увійти вхід
            "\ub85c\uadf8\uc778", // 로그인
            "\u062a\u0633\u062c\u064a\u0644 \u0627\u0644\u062f\u062e\u0648\u0644", // تسجيل الدخول
            "\u05d4\u05ea\u05d7\u05d1\u05e8"); // התחבר(ות)

    /**
     * An account's login and password given as one pair after the account's word, in any language: "akun admin
     * website: budi@toko.example / …", "Zugang fürs NAS: admin | …", "аккаунт: ivan.petrov:…". The login is an
     * e-mail address or looks like one (lower case, or holding a digit, a dot, "_" or "-"), the two are joined by a
     * slash or a bar between blanks or by a colon with none, and the password must look typed with care; a slash in
     * it would make the pair a path ("admin / Settings/Users").
     */
    private static final Pattern PROSE_ACCOUNT_PAIR = Pattern.compile(
            "(?i:(?P<key>" + String.join("|", ACCOUNT_WORDS) + "))(?P<suffix>)[^\\n]*?(?:[ \\t:(=\uff1a`]|^)"
                    // a slash with no blanks only after an e-mail address: base64 and paths hold slashes
                    + "(?:(?P<user>[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+)[ \\t]*/[ \\t]*"
                    // a README's pair in backticks: "Log in with `curator` / `…`" (the password in backticks below)
                    + "|(?P<user2>[A-Za-z0-9._%+-]+)`?(?:[ \\t]+[/|][ \\t]+|(?P<colon>:)))"
                    + "(?:\"(?P<secret>[^\\s\"]+)\"|'(?P<secret2>[^\\s']+)'|`(?P<secret3>[^\\s`]+)`"
                    + "|(?P<secret4>[^\\s\"'`,;()<>/|:\\\\]*[^\\s\"'`,;()<>/|:\\\\.?]))");

    private static final RegexDetector ACCOUNT_PAIRS = new RegexDetector(PROSE_ACCOUNT_PAIR,
            GenericAssignmentRules::accountPair);

    /**
     * Whether text[from, to) holds what joins {@link #PROSE_ACCOUNT_PAIR}'s login to its password: a slash or bar
     * between blanks, a slash after an "@" on its line, or a colon between two characters that are no blank, quote or
     * slash ("ivan:X", not "login: ", "\"a\":" or "https://"). The words of an account are everywhere in code; the
     * expression runs only where a pair may be (run in every such window it cost mixed screening several per cent).
     */
    private static boolean pairSeparatorIn(String text, int from, int to) {
        boolean at = false;
        for (int i = from; i < to; i++) {
            char ch = text.charAt(i);
            if (ch == '\n') {
                at = false;
            } else if (ch == '@') {
                at = true;
            } else if ((ch == '/' || ch == '|') && (at && ch == '/' || i > from && i + 1 < to
                    && text.charAt(i - 1) == ' ' && text.charAt(i + 1) == ' ')) {
                return true;
            } else if (ch == ':' && i > from && i + 1 < to && "\"' \t/\n".indexOf(text.charAt(i + 1)) < 0
                    && (Character.isLetterOrDigit(text.charAt(i - 1)) || ".-_".indexOf(text.charAt(i - 1)) >= 0)) {
                return true;
            }
        }
        return false;
    }

    /** What may end an account's word in the Latin script: plurals, articles and possessives (accounts, kontot, akunnya). */
    private static final Set<String> ACCOUNT_WORD_ENDINGS = Set.of("", "s", "es", "n", "en", "et", "t", "a", "e", "o",
            "u", "y", "ja", "nya", "om", "i");

    /**
     * The account's word stands alone: no letter before it, and in the Latin script one of
     * {@link #ACCOUNT_WORD_ENDINGS} after it ("contains", "contact", "Accessor" are other words), in other alphabets
     * four letters at most (учётная, аккаунта); the unspaced scripts have no word's end to find.
     */
    private static boolean accountWordAlone(Candidate c) {
        String text = c.text();
        int start = c.groupStart("key");
        int end = start + c.group("key").length();
        if (start > 0 && Character.isLetter(text.charAt(start - 1))) {
            return false;
        }
        int after = end;
        while (after < text.length() && after - end <= 4 && Character.isLetter(text.charAt(after))) {
            after++;
        }
        String ending = text.substring(end, after).toLowerCase(Locale.ROOT);
        char last = text.charAt(end - 1);
        if (Character.UnicodeScript.of(last) == Character.UnicodeScript.LATIN) {
            return ACCOUNT_WORD_ENDINGS.contains(ending);
        }
        return Character.UnicodeScript.of(last) != Character.UnicodeScript.CYRILLIC
                && Character.UnicodeScript.of(last) != Character.UnicodeScript.GREEK || ending.length() <= 4;
    }

    /** Whether {@link #PROSE_ACCOUNT_PAIR}'s login looks like one and its password typed with care. */
    private static boolean accountPair(Candidate c) {
        String user = c.group("user") != null ? c.group("user") : c.group("user2");
        boolean loginShaped = user.indexOf('@') > 0 || user.chars().anyMatch(ch -> Character.isDigit(ch) || ch == '.'
                || ch == '_' || ch == '-') || user.chars().allMatch(ch -> ch >= 'a' && ch <= 'z');
        String value = c.value();
        // a file's name after a slash is a path's end ("…/DelegatingMethodAccessorImpl.java")
        boolean fileName = value.matches(".*\\.[A-Za-z]{1,5}");
        // a digit or a sign names do not join their words with ("LaTeX-like", "R-like" are words)
        boolean typed = value.chars().anyMatch(ch -> Character.isDigit(ch) || !Character.isLetter(ch) && "-._".indexOf(ch) < 0);
        return accountWordAlone(c) && !fileName && typed && loginShaped && user.length() <= 64 && user.chars().anyMatch(Character::isLetter) && strongInProse(value)
                && value.indexOf('/') < 0 && passwordValue(value, c.group("secret4") != null && c.group("colon") != null,
                c.charAfter()) && !(c.group("colon") != null && value.chars().allMatch(ch -> Character.isDigit(ch)));
    }

    /** Between a key's name and its value: ":=", "=>", "=", ":", a shell default ({@code ${DB_PASSWORD:-…}}), …. */
    private static final String ASSIGNMENT_OPERATOR =
            "\\\\?[\"']?\\]?[ \\t]*(?::=|=>|\\|\\|=|\\?\\?=|\\?=|==?|:-|:|\\|\\||\\?\\?)[ \\t]*";

    /** A value in double quotes (escaped too, inside JSON in a string) or single quotes. */
    private static final String QUOTED_VALUE = "(?:\\\\?\"(?P<secret>[^\\s\"\\\\]+)\\\\?\"|'(?P<secret2>[^\\s'\\\\]+)')";

    /** Where a string given as bytes may be: {@code []byte("}, {@code b"}, {@code b'}, {@code Buffer.from(}. */
    private static final String[] BYTES_LITERALS = {"byte(\"", "b\"", "b'", "B\"", "B'", "Buffer.from("};

    static List<SecretRule> rules() {
        List<Kind> kinds = List.of(
                new Kind("generic-password", "Password assigned in code, configuration or an env file",
                        // One expression: at one position "password" is preferred to "pass", and the short keys
                        // are checked as whole parts of the name in Java.
                        // psk: wpa_supplicant's and hostapd's pre-shared key, a Wi-Fi password (a whole part of a name only).
                        // ENTRY_CODE_WORDS: "the door code is 4821" (PROSE_ENTRY_CODE)
                        List.of("passw(?:or)?d|passphrase|passcode|pass|pwd?|psk|pre[_.-]?shared[_.-]?key"), 6, 2.5,
                        RuleFragments.concat(ENTRY_CODE_WORDS, "pass", "masterauth", "rootpw", "pwd", "_pw", "-pw", ".pw", "pw=",
                        "pw:", "pw\"", "pw (", "creds", "credentials", "login:", "login for", "login=", "identified",
                        // PROSE_PASSWORD_INTL's words that hold no "pass" (their ASCII parts: one spelling covers the accented ones)
                        "kennwort", "wachtwoord", "contrase", "senha", "senord", "salasana", "ifre", "haslo",
                        // "the wifi key is …": a WPA passphrase
                        "wifi key", "wi-fi key", "wlan key", "wpa key", "wpa2 key", "network key", "psk", "preshared",
                        "pre_shared", "pre-shared", "pre.shared",
                        // Der WLAN-Schlüssel, der Netzwerkschlüssel: the same in German
                        "lan-schl", "lanschl", "lan schl", "fi-schl", "werkschl",
                        // "my pw is …", "the pw for the nas is …": the short key with its "is" or its purpose
                        "pw is", "pw was", "pw for",
                        // "admin / X": an administrator's login as a pair (PROSE_ACCOUNT_PASSWORD)
                        "admin /", "root /")),
                // A pepper is the secret half of a password hash's salting, kept apart from the database (a salt is
                // stored beside each hash and is no secret: BENIGN_KEY_PARTS).
                new Kind("generic-secret", "Secret or credential assigned in code, configuration or an env file",
                        List.of("secret|credentials?|pepper"), 10, 3.2, "secret", "credential", "pepper"),
                // kek, dek: envelope encryption's key-encryption and data-encryption keys (MASTER_KEK, dek), a whole
                // part of a name only (SHORT_KEYS).
                new Kind("generic-api-key", "API or access key assigned in code, configuration or an env file",
                        List.of("(?:api|access|private|signing|encryption|master|auth|app|consumer|client)[_.-]?key|kek|dek"),
                        10, 3.2, RuleFragments.concat(keyVariants("api", "access", "private", "signing", "encryption",
                                "master", "auth", "app", "consumer", "client"), "kek", "dek")),
                new Kind(NAMED_KEY, "Generated key named for a service or a role (ALGOLIA_ADMIN_KEY, license_key: …)",
                        // Any word before "key"; the value must look generated, the name must not be a database's,
                        // a cache's or a public key's (namedKeyHoldsToken).
                        List.of("[a-z0-9]+[ _.-]?key"), 16, 3.0, "key=", "key:", "key\"", "key'", "key =",
                        "key :", "key\n"),
                new Kind("generic-token", "Token assigned in code, configuration or an env file",
                        // "pat" only as a whole part of a name (AZURE_DEVOPS_PAT, gitlabPat), never path or pattern.
                        List.of("token", "auth|pat"), 10, 3.2, "token", "auth", "_pat", "-pat", ".pat", "pat=", "pat:",
                        "pat\""),
                // mot_de_passe, SMTP_MOT_DE_PASSE, palavraPasse, KATA_SANDI: the word of a language as a key joins it
                // (PasswordKeyWords); its values are judged as generic-password's.
                new Kind("password-key-in-language", "Password assigned under its key in another language (mot_de_passe, "
                        + "palavraPasse, KATA_SANDI, …)", List.of(PasswordKeyWords.keyRegex()), 6, 2.5,
                        PasswordKeyWords.keywords()),
                // segredo, secreto, Geheimnis, sekret: the word for a secret as a key, judged as generic-secret's values.
                new Kind("secret-key-in-language", "Secret assigned under its key in another language (segredo, secreto, "
                        + "geheimnis, sekret, …)", List.of(PasswordKeyWords.secretKeyRegex()), 10, 3.2,
                        PasswordKeyWords.secretKeywords()));
        List<SecretRule> rules = new ArrayList<>();
        for (Kind kind : kinds) {
            List<SecretDetector> detectors = new ArrayList<>();
            for (String keyRegex : kind.keyRegexes()) {
                // Unbounded suffix, checked in Java: a counted repeat costs the automaton a state per count.
                String key = "(?i:(?P<key>" + keyRegex + "))(?P<suffix>[A-Za-z0-9_.-]*)";
                Pattern assignment = Pattern.compile(key + ASSIGNMENT_OPERATOR + "(?:" + QUOTED_VALUE
                        + "|`(?P<secret3>[^\\s`\\\\]+)`|(?P<secret4>[^\\s\"'`\\\\,;(){}\\[\\]<>:=][^\\s\"'`\\\\,;(){}\\[\\]<>]*))");
                Pattern xmlElement = Pattern.compile("<" + key + ">(?P<secret>[^<\\s]+)</");
                detectors.add(new RegexDetector(assignment,
                        c -> !queryParameterRunOn(c)
                                && accept(kind, c, c.group("secret4") != null && !inConnectionString(c) && !envWord(c))));
                // A URL's query parameter (JDBC's ?user=app&password=…&ssl=true): the value ends at the next "&" (a
                // password holding one is written %26 there), which the assignment's value would run over. Run only
                // where a query is ({@link #holdsQuery}).
                RegexDetector queryParameter = new RegexDetector(Pattern.compile("[?&]" + key
                        + "=(?P<secret>[^&\\s#\"'<>;]+)&"), c -> accept(kind, c, false));
                detectors.add((text, from, to, sink) -> {
                    if (holdsQuery(text, from, to)) {
                        queryParameter.detect(text, from, to, sink);
                    }
                });
                // A string given as bytes is the same literal: Go's []byte("…"), Python's b"…", Node's Buffer.from("…"),
                // the way HMAC and signing keys are written in code. Its own expression, run only where such a literal
                // is: in the assignment's expression it cost prose screening 3 %.
                detectors.add(SecretDetector.when(new RegexDetector(Pattern.compile(key + ASSIGNMENT_OPERATOR
                        + "(?:\\[\\]byte\\(|[bB]|Buffer\\.from\\()" + QUOTED_VALUE), c -> accept(kind, c, false)),
                        BYTES_LITERALS));
                if (kind.id().equals(NAMED_KEY)) {
                    continue; // its key is everywhere: the assignment and name/value pairs only, the rest cost more
                }
                detectors.add(new RegexDetector(xmlElement, c -> accept(kind, c, false)));
                // A quoted name and a quoted value as two arguments: PHP's define('DB_PASSWORD', '…'), a default
                // given to getenv('DB_PASSWORD', '…') or ENV.fetch, props.put("password", "…").
                detectors.add(callArguments(new RegexDetector(Pattern.compile("[\"'][A-Za-z0-9_.-]*?" + key
                        + "[\"'][ \\t]*,[ \\t]*(?:\"(?P<secret>[^\\s\"\\\\]+)\"|'(?P<secret2>[^\\s'\\\\]+)')"),
                        c -> accept(kind, c, false))));
                // Java's XML properties: <entry key="db.password">…</entry>; Hibernate's and Spring's
                // <property name="hibernate.connection.password">…</property>, <setting name="…">…</setting>.
                detectors.add(SecretDetector.when(new RegexDetector(Pattern.compile(
                        "<(?:entry|property|setting|param)[ \\t]+(?:key|name)=[\"'][A-Za-z0-9_.-]*?" + key
                                + "[\"'][ \\t]*>(?P<secret>[^<\\s]+)</"),
                        c -> accept(kind, c, false)), "<entry", "<property", "<setting", "<param"));
                // A property list's <key>…password</key> and the <string> after it, on its line or the next.
                RegexDetector plist = new RegexDetector(Pattern.compile(
                        "<key>[A-Za-z0-9_. -]*?" + key + "</key>[ \\t]*\\r?\\n?[ \\t]*<string>(?P<secret>[^<\\s]+)</string>"),
                        c -> accept(kind, c, false));
                detectors.add(SecretDetector.when((text, from, to, sink) -> plist.detect(text, from,
                        throughNextLine(text, to), sink), "</key>"));
                // Dockerfile "ENV DB_PASSWORD X" / "ARG …", C "#define WIFI_PASSWORD "X"": the key, a space, the value.
                RegexDetector declaration = new RegexDetector(Pattern.compile(
                        "(?:#[ \\t]*define|\\bENV|\\bARG)[ \\t]+[A-Za-z0-9_]*?" + key + "[ \\t]+"
                                + "(?:\"(?P<secret>[^\\s\"\\\\]+)\"|'(?P<secret2>[^\\s'\\\\]+)'"
                                + "|(?P<secret4>[^\\s\"'`\\\\,;(){}\\[\\]<>:=$][^\\s\"'`\\\\,;(){}\\[\\]<>]*))"),
                        c -> accept(kind, c, c.group("secret4") != null));
                detectors.add(SecretDetector.when(declaration, "#", "ENV", "ARG"));
            }
            Pattern keyPattern = Pattern.compile("(?i:" + String.join("|", kind.keyRegexes()) + ")");
            detectors.add(nameValuePairs(kind, keyPattern));
            if (kind.id().equals(NAMED_KEY)) {
                detectors.add(new RegexDetector(NESTED_KEY, c -> nestedUnderSealing(c.text(), c.groupStart("key"))
                        && valueIsSecret(kind, c, c.group("secret4") != null) && looksGenerated(c.value())
                        && !encodesText(c.value())));
                rules.add(SecretRule.rule(kind.id(), kind.description(), Precedence.GENERIC)
                        .keywords(kind.keywords()).detector(SecretDetector.all(detectors.toArray(SecretDetector[]::new)))
                        .build());
                continue;
            }
            detectors.add(SecretDetector.when(hclVariableDefaults(kind, keyPattern), "variable"));
            if (kind.id().equals("generic-password")) {
                detectors.add(directives(kind));
                detectors.add(new RegexDetector(NETRC_PASSWORD, c -> accept(kind, c, false)
                        && NETRC_MACHINE.accept(c) && NETRC_LOGIN.accept(c)));
                detectors.add(SecretDetector.when(new RegexDetector(SQL_PASSWORD, c -> valueIsSecret(true, kind.minLength(),
                        kind.minEntropy(), c.value(), false, c.charAfter())), "'"));
                MatchCheck prose = c -> accept(kind, c, proseBare(c)) && inTableRow(c)
                        // A quoted word after free words is an argument ("gnu.passwd TXT \"…\""), not a password given.
                        && !(c.group("free") != null && (c.group("secret5") != null || c.group("secret6") != null))
                        && bareValueTyped(c);
                detectors.add(SecretDetector.when(new RegexDetector(PROSE_PASSWORD, prose),
                        "assw", "ASSW", "assphrase", "ASSPHRASE", "asscode", "ASSCODE"));
                detectors.add(SecretDetector.when(new RegexDetector(PROSE_PASSWORD_CHANGED, prose), FOREIGN_PARTICIPLES));
                SecretDetector shortKeys = new RegexDetector(PROSE_PASS, c -> accept(kind, c, proseBare(c))
                        && strongInProse(c.value())
                        && bareValueTyped(c));
                detectors.add((text, from, to, sink) -> {
                    if (shortKeyIn(text, from, to)) {
                        shortKeys.detect(text, from, to, sink);
                    }
                });
                detectors.add(SecretDetector.when(new RegexDetector(PROSE_WIFI_KEY,
                        c -> accept(kind, c, proseBare(c)) && strongInProse(c.value())), WIFI_KEY_WORDS));
                // Only where such a word is (the expression is the costly one of the rule: 42 -> 22 MB/s of prose
                // when it ran in every region "pass" opened).
                detectors.add(SecretDetector.when(new RegexDetector(PROSE_PASSWORD_INTL,
                        c -> valueIsSecret(kind, c, proseBare(c)) && strongInProse(c.value()) && inTableRow(c)
                                && bareValueTyped(c) && phrasedTyped(c, "secret10")),
                        "asswort", "ASSWORT", "ennwort", "ENNWORT", "achtwoord", "ACHTWOORD", "de passe", "DE PASSE",
                        "ontrase", "ONTRASE", "senha", "Senha", "SENHA", "senord", "SENORD", "alasana", "ALASANA", "ifre", "IFRE",
                        "aslo", "ASLO"));
                RegexDetector appPasswords = new RegexDetector(APP_PASSWORD,
                        c -> keyHoldsSecret(c) && appPassword(c.value()));
                detectors.add((text, from, to, sink) -> {
                    if (fourGroupsOfFour(text, from, to)) {
                        appPasswords.detect(text, from, to, sink);
                    }
                });
                detectors.add(SecretDetector.when(new RegexDetector(PROSE_USER_PASSWORD,
                        c -> accept(kind, c, c.group("secret4") != null)), "creds", "Creds", "CREDS", "redentials",
                        "REDENTIALS", "login", "Login", "LOGIN"));
                detectors.add(SecretDetector.when(new RegexDetector(PROSE_ACCOUNT_PASSWORD,
                        c -> accept(kind, c, c.group("secret4") != null) && strongInProse(c.value())
                                && c.value().indexOf('/') < 0),
                        "admin /", "Admin /", "ADMIN /", "root /", "Root /", "ROOT /"));
                detectors.add(SecretDetector.when(new RegexDetector(PROSE_ENTRY_CODE,
                        // A machine's alarm code in a manual's table is an error's number ("Alarm code: 2041"); a
                        // house's is said with an "is".
                        c -> entryCode(c.value(), c.charAfter()) && !(c.group("colon") != null
                                && c.group("word").toLowerCase(Locale.ROOT).contains("larm"))),
                        "code", "Code", "CODE", "pin", "Pin", "PIN", "kod", "Kod", "KOD", "digo", "DIGO", "odice", "ODICE"));
            }
            rules.add(SecretRule.rule(kind.id(), kind.description(), Precedence.GENERIC)
                    .keywords(kind.keywords())
                    .detector(SecretDetector.all(detectors.toArray(SecretDetector[]::new)))
                    .build());
        }
        rules.add(SecretRule.rule("named-credential-in-prose",
                        "Generated key, token or secret named in prose (\"the Algolia admin key for prod: …\", \"our write key is …\")",
                        Precedence.GENERIC)
                // A rule of its own so that the gate opens windows at these words, in any case, and nowhere else.
                .keywords(PROSE_NAMED_WORDS)
                .regex(PROSE_NAMED_CREDENTIAL.pattern())
                .check(c -> keyHoldsSecret(c) && tokenValue(c.value(), false, c.charAfter()) && !describedAsDigest(c)
                        && namedKeyHoldsToken(c))
                .build());
        rules.add(SecretRule.rule("labelled-credential",
                        "Generated key, token or secret under its label in another language (\"APIキー: …\", \"Ключ API: …\", "
                                + "\"Mein Key ist …\")",
                        Precedence.GENERIC)
                // A rule of its own so that the gate opens windows at these words only: as a second expression of
                // named-credential-in-prose, looking for them in its windows cost mixed screening 12 %.
                .keywords(labelledCredentialWords())
                .regex(PROSE_LABELLED_CREDENTIAL.pattern())
                .check(GenericAssignmentRules::labelledCredential)
                .build());
        rules.add(SecretRule.rule("vendor-named-credential",
                        "Generated key or token labelled by its vendor's name in any language (\"el token de Vercel que usa "
                                + "el pipeline: \u2026\", \"ma cl\u00e9 Mistral : \u2026\", \"Cohere\u306e\u30ad\u30fc\uff1a\u2026\")",
                        Precedence.GENERIC)
                // A rule of its own so that the gate opens windows at these words only.
                .keywords(vendorNamedWords())
                .regex(VENDOR_NAMED_CREDENTIAL.pattern())
                .check(GenericAssignmentRules::vendorNamedCredential)
                .build());
        rules.add(SecretRule.rule("token-under-label",
                        "Generated key or token alone on the line under its label in any language (\"Zugriffstoken f\u00fcr "
                                + "das API:\" / \"\u2026\", \"Cloudflare \u306e DNS \u66f4\u65b0\u7528\u30c8\u30fc\u30af\u30f3:\" / \"\u2026\")",
                        Precedence.GENERIC)
                // Whole lines: the label's line is where the gate's word is, the value on the line below it.
                .keywords(TokensUnderLabels.keywords())
                .wholeLines()
                .detector(new TokensUnderLabels())
                .build());
        rules.add(SecretRule.rule("account-password-pair",
                        "An account's login and password as one pair after the account's word (\"akun: budi@toko.example / \u2026\", "
                                + "\"\u0430\u043a\u043a\u0430\u0443\u043d\u0442: ivan:\u2026\")",
                        Precedence.GENERIC)
                // A rule of its own so that the gate opens windows at these words only.
                .keywords(ACCOUNT_WORDS.toArray(String[]::new))
                .detector((text, from, to, sink) -> {
                    if (pairSeparatorIn(text, from, to)) {
                        ACCOUNT_PAIRS.detect(text, from, to, sink);
                    }
                })
                .build());
        rules.add(SecretRule.rule("table-credential",
                        "Value under a table's password, secret or token column (a CSV or TSV export, a Markdown table)",
                        Precedence.GENERIC)
                .keywords(CredentialTables.keywords())
                .wholeLines()
                .detector(new CredentialTables())
                .build());
        Kind password = kinds.getFirst();
        rules.add(SecretRule.rule("intl-password",
                        "Password given in prose in a language the keyword assignments do not read (пароль, パスワード, 密码, 비밀번호, …)",
                        Precedence.GENERIC)
                // A rule of its own so that the gate opens windows at these words only: the expression, an alternation
                // of forty spellings, is slow in RE2/J's automaton, and generic-password's regions are everywhere.
                .keywords(WORLD_PASSWORD_WORDS.toArray(String[]::new))
                // Standards and versions ("ISO-27001") have no lower case; typed passwords do.
                .detector(SecretDetector.all(new RegexDetector(PROSE_PASSWORD_WORLD,
                                c -> strongTyped(c.value()) && valueIsSecret(password, c, false)
                                        && typedNotPublic(c) && thaiCodeIsPassword(c)),
                        new RegexDetector(PROSE_PASSWORD_WORLD_BARE,
                                // not the name of what a label follows ("пароль WiFi-Home5G: …")
                                c -> strongTyped(c.value()) && c.charAfter() != ':' && c.charAfter() != '\uff1a'
                                        && valueIsSecret(password, c, false) && typedNotPublic(c) && thaiCodeIsPassword(c)),
                        new RegexDetector(PROSE_PASSWORD_WORLD_PHRASED,
                                c -> strongInProse(c.value()) && hasLowerCase(c.value()) && valueIsSecret(password, c, false)
                                        && typedNotPublic(c) && phrasedTyped(c, "secret"))))
                .build());
        return List.copyOf(rules);
    }

    /**
     * The name of a name/value pair: {@code - name: DB_PASSWORD} (Kubernetes and Compose env lists),
     * {@code {"name": "API_TOKEN", …}} (ECS task definitions, Azure app settings), {@code name = "…"} (HCL).
     */
    private static final Pattern NAME_FIELD = Pattern.compile(
            "\\b(?i:name|key|parametername|parameterkey|variable|setting)\\\\?[\"']?[ \\t]*[:=][ \\t]*"
                    + "(?:\\\\?[\"'](?P<name>[A-Za-z_][A-Za-z0-9_.-]*)\\\\?[\"']|(?P<name2>[A-Za-z_][A-Za-z0-9_.-]*))");

    /** Its value, later on the same line or on the next: {@code value: "…"}, {@code "value": "…"}. */
    private static final Pattern VALUE_FIELD = Pattern.compile(
            "[ \\t]*,?[ \\t]*(?:\\r?\\n[ \\t]*(?:-[ \\t]+)?)?\\\\?[\"']?(?i:value|parametervalue)\\\\?[\"']?[ \\t]*[:=][ \\t]*"
                    + "(?:\\\\?\"(?P<secret>[^\\s\"\\\\]+)\\\\?\"|'(?P<secret2>[^\\s'\\\\]+)'"
                    + "|(?P<secret4>[^\\s\"'`\\\\,;(){}\\[\\]<>:=][^\\s\"'`\\\\,;(){}\\[\\]<>]*))");

    /**
     * The calls whose first two arguments are a name and its value. Only these: a message or a rule given with a
     * field's name ({@code assertSee('password', 'Forgot?')}, {@code rule("password", "min:8|max:64")}) is no secret.
     */
    private static final Set<String> NAME_VALUE_CALLS = Set.of(
            "define", "getenv", "env", "fetch", "get", "put", "set", "setproperty", "setenv", "putenv", "setdefault",
            // Mozilla's prefs.js and its policies: Thunderbird keeps a mail account's password as user_pref("…", "…").
            "pref", "lockpref", "defaultpref");

    /**
     * Runs {@code detector} from each {@code name(}-quote of {@link #NAME_VALUE_CALLS} to the end of its line. Found
     * by a loop over the characters, not by an expression: an alternation of names is slow in RE2/J's automaton,
     * and the regions of the generic rules are long in code.
     */
    private static SecretDetector callArguments(SecretDetector detector) {
        return (text, from, to, sink) -> {
            for (int i = from; i < to; i++) {
                if (text.charAt(i) != '(') {
                    continue;
                }
                int quote = i + 1;
                while (quote < to && (text.charAt(quote) == ' ' || text.charAt(quote) == '\t')) {
                    quote++;
                }
                if (quote >= to || text.charAt(quote) != '"' && text.charAt(quote) != '\'') {
                    continue;
                }
                int name = i;
                while (name > from && i - name < 12 && Character.isLetter(text.charAt(name - 1))) {
                    name--;
                }
                if (name == i || !NAME_VALUE_CALLS.contains(text.substring(name, i).toLowerCase(Locale.ROOT))) {
                    continue;
                }
                int end = quote;
                while (end < to && text.charAt(end) != '\n') {
                    end++;
                }
                detector.detect(text, quote, end, sink);
                i = end;
            }
        };
    }

    /** Terraform's {@code variable "db_password" {}: its name; the default follows within the block. */
    private static final Pattern HCL_VARIABLE = Pattern.compile(
            "\\bvariable[ \\t]+\"(?P<name>[A-Za-z_][A-Za-z0-9_-]*)\"[ \\t]*\\{");
    private static final Pattern HCL_DEFAULT = Pattern.compile(
            "(?m:^[ \\t]*default[ \\t]*=[ \\t]*\"(?P<secret>[^\\s\"\\\\]+)\"[ \\t]*$)");

    /**
     * {@code variable "db_password" { default = "…" }}: a secret's default value in Terraform, judged as the
     * assignment {@code db_password = "…"} would be. The block is read up to its first closing brace.
     */
    private static SecretDetector hclVariableDefaults(Kind kind, Pattern keyPattern) {
        return (text, from, to, sink) -> {
            com.google.re2j.Matcher m = HCL_VARIABLE.matcher(text.substring(from, to));
            while (m.find()) {
                String name = m.group("name");
                com.google.re2j.Matcher key = keyPattern.matcher(name);
                if (!key.find() || !keyHoldsSecret(name.substring(0, key.start()), key.group(), name.substring(key.end()))) {
                    continue;
                }
                int after = from + m.end();
                // Bounded: an unclosed block in a long text must not make each variable read to its end.
                int limit = after;
                while (limit < text.length() && limit - after < PAIR_REACH && text.charAt(limit) != '}') {
                    limit++;
                }
                com.google.re2j.Matcher d = HCL_DEFAULT.matcher(text.substring(after, limit));
                if (d.find()) {
                    int start = after + d.start("secret");
                    int end = after + d.end("secret");
                    if (valueIsSecret(kind.id().equals("generic-password"), kind.minLength(), kind.minEntropy(),
                            text.substring(start, end), false, '"')) {
                        sink.accept(start, end);
                    }
                }
            }
        };
    }

    /** Keys of ADO.NET, ODBC and libpq connection strings, one of which a connection string names with the password. */
    private static final List<String> CONNECTION_KEYS = List.of(
            "server=", "data source=", "host=", "uid=", "user id=", "userid=", "database=", "initial catalog=",
            "username=", "user=", "dbname=", "driver=", "provider=", "dsn=");

    /**
     * The value ends a field of a connection string ({@code Server=…;User Id=sa;Password=MyS3cretPwd;}): there an
     * unquoted value is literal text, never a variable, so the checks for code do not apply.
     */
    private static boolean inConnectionString(Candidate c) {
        char after = c.charAfter();
        int keyStart = c.groupStart("key");
        char before = keyStart > 0 ? c.text().charAt(keyStart - 1) : '\n';
        if (after != ';' && before != ';' || c.text().charAt(c.start() - 1) != '=') {
            return false;
        }
        // At most 500 characters either way, within the line: a one-line payload of many fields stays linear.
        String text = c.text();
        int lineStart = keyStart;
        while (lineStart > 0 && keyStart - lineStart < 500 && text.charAt(lineStart - 1) != '\n') {
            lineStart--;
        }
        int lineEnd = c.end();
        while (lineEnd < text.length() && lineEnd - c.end() < 500 && text.charAt(lineEnd) != '\n') {
            lineEnd++;
        }
        String line = text.substring(lineStart, lineEnd).toLowerCase(Locale.ROOT);
        for (String k : CONNECTION_KEYS) {
            if (line.contains(k)) {
                return true;
            }
        }
        return false;
    }

    /**
     * An environment variable given as one word, {@code NAME=value}: a string of a list (Jenkins'
     * {@code withEnv(["DB_PASS=…"])}, Python's and JavaScript's lists of env strings, {@code env: ["…"]}), an item of
     * a YAML list (Compose's {@code environment:\n  - DB_PASSWORD=…}) or the argument of {@code -e}/{@code --env}
     * (docker, podman, kubectl run). There the value is literal text, never a variable or a call, so the checks for
     * code do not apply ("KrtvWWuxLBRVDKTsyxJ7" has one digit and no case hump a name lacks); references
     * ({@code ${params.X}}, {@code $X}) and placeholders are still read as such.
     */
    private static boolean envWord(Candidate c) {
        String text = c.text();
        int equals = c.start() - 1;
        if (equals < 1 || text.charAt(equals) != '=' || c.groupStart("suffix") + c.group("suffix").length() != equals) {
            return false;
        }
        int name = c.groupStart("key");
        while (name > 0 && c.groupStart("key") - name < 64 && isEnvNameChar(text.charAt(name - 1))) {
            name--;
        }
        char before = name > 0 ? text.charAt(name - 1) : '\n';
        if (before == '"' || before == '\'') {
            return c.charAfter() == before;
        }
        int head = Bounded.lineStart(text, name, name - 16);
        String lead = text.substring(head, name).stripLeading();
        return lead.equals("- ") || lead.endsWith(" -e ") || lead.endsWith(" --env ") || lead.endsWith(" --env=")
                || lead.startsWith("-e ") && lead.length() == 3;
    }

    private static boolean isEnvNameChar(char c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
    }

    /**
     * text[from, to) holds a URL's query of two parameters or more: a "?" before a letter, then a single "&" before a
     * letter (code's "a ? b : c" and "&&" are not one). A look at characters, no copy of the region.
     */
    private static boolean holdsQuery(String text, int from, int to) {
        int end = Math.min(to, text.length() - 1);
        boolean question = false;
        for (int i = Math.max(from, 1); i < end; i++) {
            char c = text.charAt(i);
            if (c == '?' && Character.isLetter(text.charAt(i + 1))) {
                question = true;
            } else if (question && c == '&' && text.charAt(i - 1) != '&' && Character.isLetter(text.charAt(i + 1))) {
                return true;
            }
        }
        return false;
    }

    /**
     * An unquoted value that runs over a URL's query parameters ({@code ?password=X&ssl=true} read as
     * "X&ssl=true"): the name follows a "?" or "&" and the value holds a "&". The query's own expression reports it.
     */
    private static boolean queryParameterRunOn(Candidate c) {
        if (c.group("secret4") == null || c.value().indexOf('&') < 0) {
            return false;
        }
        String text = c.text();
        int name = c.groupStart("key");
        while (name > 0 && c.groupStart("key") - name < 40 && isIdentifierChar(text.charAt(name - 1))) {
            name--;
        }
        return name > 0 && (text.charAt(name - 1) == '?' || text.charAt(name - 1) == '&');
    }

    /** How far past a pair's name its value may start. */
    private static final int PAIR_REACH = 400;

    /**
     * A secret given as a name/value pair, where the key word is in the name and the secret in the
     * value on the same or the next line: judged as the assignment {@code NAME=value} would be.
     */
    private static SecretDetector nameValuePairs(Kind kind, Pattern keyPattern) {
        return (text, from, to, sink) -> {
            // Most windows hold no pair: a value field must follow within reach.
            int reachEnd = Math.min(text.length(), to + PAIR_REACH);
            if (!containsAssignment(text, from, to) || !containsValueField(text, from, reachEnd)) {
                return;
            }
            com.google.re2j.Matcher m = NAME_FIELD.matcher(text.substring(from, to));
            while (m.find()) {
                String name = m.group("name") != null ? m.group("name") : m.group("name2");
                if (inHtmlInput(text, from + m.start())) {
                    // <input type="hidden" name="authenticity_token" value="…">: a form's anti-forgery token.
                    continue;
                }
                com.google.re2j.Matcher key = keyPattern.matcher(name);
                if (!key.find() || !keyHoldsSecret(name.substring(0, key.start()), key.group(), name.substring(key.end()))) {
                    continue;
                }
                int after = from + m.end();
                int limit = Math.min(text.length(), after + PAIR_REACH);
                int firstBreak = text.indexOf('\n', after);
                if (firstBreak >= 0 && firstBreak < limit) {
                    int secondBreak = text.indexOf('\n', firstBreak + 1);
                    limit = Math.min(limit, secondBreak < 0 ? text.length() : secondBreak);
                }
                com.google.re2j.Matcher v = VALUE_FIELD.matcher(text.substring(after, limit));
                if (!v.lookingAt()) {
                    continue;
                }
                String group = v.group("secret") != null ? "secret" : v.group("secret2") != null ? "secret2" : "secret4";
                int start = after + v.start(group);
                int end = after + v.end(group);
                char charAfter = end < text.length() ? text.charAt(end) : '\n';
                String value = text.substring(start, end);
                if (valueIsSecret(kind.id().equals("generic-password"), kind.minLength(), kind.minEntropy(),
                        value, group.equals("secret4"), charAfter) && (!kind.id().equals(NAMED_KEY)
                        || namedKeyHoldsToken(name.substring(0, key.start()), key.group(), name.substring(key.end()), value))) {
                    sink.accept(start, end);
                }
            }
        };
    }

    /**
     * Typed, not pasted: at most 64 characters, and not named public ("clave pública: MIIB…": clave is also a key,
     * parole also a word, and a public key is long).
     */
    private static boolean typedNotPublic(Candidate c) {
        return c.value().length() <= 64
                && !c.text().substring(c.groupStart("key"), c.start()).toLowerCase(Locale.ROOT).contains("blic");
    }

    /** Words that name an account's user in the languages the prose expressions read. */
    private static final List<String> USER_WORDS = List.of("user", "login", "account", "benutzer", "utente", "usuario",
            "utilisateur", "identifiant", "gebruiker", "usu\u00e1rio", "usuario", "konto", "kullan\u0131c\u0131");

    /**
     * A password right after its word, with no "is" or colon, that is given with its user ("username sam.okafor and
     * password …", "user tom.h, password …"): the pair is the carrier, so the value need only look typed with care
     * (8+ characters, 3 classes), not at random. The user's word must stand within 60 characters before, on the line,
     * followed by a name (a word of its own, not "users' passwords").
     */
    private static final java.util.regex.Pattern USER_THEN_PASSWORD = java.util.regex.Pattern.compile(
            "[ \t]*[:=]?[ \t]+[^\\s,;]{2,64}[ \t]*(?:,|;|/|and|und|et|e|y|en|ve|\u2014|-)?[ \t]*"
                    + "(?:(?:the|your|my|das|le|la|il|el|a|o|het)[ \t]+)?(?:[\\p{L}-]+[ \t]+)?");

    private static boolean userGivenBefore(Candidate c) {
        if (!strongInProse(c.value())) {
            return false;
        }
        String text = c.text();
        int key = c.groupStart("key");
        int from = Math.max(0, key - 60);
        int lineStart = text.lastIndexOf('\n', key - 1) + 1;
        String before = text.substring(Math.max(from, lineStart), key).toLowerCase(Locale.ROOT);
        for (String word : USER_WORDS) {
            int at = before.indexOf(word);
            while (at >= 0) {
                int after = at + word.length();
                while (after < before.length() && Character.isLetter(before.charAt(after))) {
                    after++; // username, user's not: "users" and "user's" are not followed by a name below
                }
                String rest = before.substring(after);
                if (USER_THEN_PASSWORD.matcher(rest).matches()) {
                    return true;
                }
                at = before.indexOf(word, at + 1);
            }
        }
        return false;
    }

    /**
     * Whether text[from, to) holds a short key as {@link #PROSE_PASS} reads it: "pass", "pw" or "pwd" in any case,
     * followed by what every form of that expression begins with (a blank, a colon, a comma or a parenthesis). A
     * "password" is not one, so the lines the long expression reads are not read twice.
     */
    static boolean shortKeyIn(String text, int from, int to) {
        for (int i = from; i + 3 <= to; i++) {
            char c = text.charAt(i);
            if (c != 'p' && c != 'P') {
                continue;
            }
            int end;
            if (text.regionMatches(true, i + 1, "ass", 0, 3)) {
                end = i + 4;
            } else if (text.regionMatches(true, i + 1, "wd", 0, 2)) {
                end = i + 3;
            } else if (text.regionMatches(true, i + 1, "w", 0, 1)) {
                end = i + 2;
            } else {
                continue;
            }
            if (end < to) {
                char next = text.charAt(end);
                if (next == ' ' || next == '\t' || next == ':' || next == ',' || next == '(') {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The prose value stands unquoted and may be a name: not when it is a password typed with care that no name is
     * written like ({@link #typedInProse}).
     */
    private static boolean proseBare(Candidate c) {
        return (c.group("secret4") != null || c.group("secret7") != null) && !typedInProse(c.value(), c.charAfter());
    }

    /**
     * A value right after a password's word with no "is" or colon ("Wifi şifresi X", "(password X)") is a password
     * only when it looks typed at random ({@link #scrambled}), joins a name's parts as no name does
     * ({@link #typedInProse}: "Wifi şifresi kestane42_MOR") or follows its user; words and names after the word do not.
     */
    private static boolean bareValueTyped(Candidate c) {
        return c.group("secret7") == null || scrambled(c.value()) || typedInProse(c.value(), c.charAfter())
                || userGivenBefore(c);
    }

    /**
     * A value after a password's word in prose ("the wifi password is quill306_CAC", "La contraseña del wifi es
     * maple77_ORBIT") that reads as a snake-case name to {@link #looksLikeCode}, but joins a part of lower-case letters
     * and two or more digits to a part in capitals: names keep one style ({@code db_password_v2},
     * {@code DB_PASSWORD_V2}, {@code Invalid_Format_01}, {@code user_Password1}), and a name followed by a parenthesis
     * or a bracket is a call.
     */
    private static boolean typedInProse(String value, char after) {
        if (after == '(' || after == '[' || !strongInProse(value)) {
            return false;
        }
        boolean lowerWithDigits = false;
        boolean capitals = false;
        for (String part : value.split("_", -1)) {
            int lower = 0;
            int upper = 0;
            int digits = 0;
            for (int i = 0; i < part.length(); i++) {
                char ch = part.charAt(i);
                if (!(ch < 128 && Character.isLetterOrDigit(ch))) {
                    return false;
                }
                lower += Character.isLowerCase(ch) ? 1 : 0;
                upper += Character.isUpperCase(ch) ? 1 : 0;
                digits += Character.isDigit(ch) ? 1 : 0;
            }
            lowerWithDigits |= lower > 0 && upper == 0 && digits >= 2;
            capitals |= upper >= 2 && lower == 0 && digits == 0;
        }
        return lowerWithDigits && capitals;
    }

    /**
     * A value joined to a password's word by a cell border stands in a table's row: its line starts with a border and
     * a border follows the value, and the value is typed with care. Pipes elsewhere are filters and pipelines
     * ({@code .Values.password | b64enc}, {@code echo $PASSWORD | base64}). True when no border joined them.
     */
    private static boolean inTableRow(Candidate c) {
        if (c.group("cell") == null) {
            return true;
        }
        String text = c.text();
        int key = c.groupStart("key");
        int head = Bounded.lineStart(text, key, Math.max(0, key - Bounded.WINDOW));
        while (head < key && (text.charAt(head) == ' ' || text.charAt(head) == '\t')) {
            head++;
        }
        int tail = c.end();
        while (tail < text.length() && tail - c.end() < 8 && (text.charAt(tail) == ' ' || text.charAt(tail) == '\t')) {
            tail++;
        }
        return text.charAt(head) == '|' && tail < text.length() && text.charAt(tail) == '|' && strongInProse(c.value());
    }

    /**
     * In prose, "pass" and "pw" are also boarding passes and abbreviations ("pass for gate B: LH1234X"):
     * what follows them must look typed by a password manager or a careful person (8+ characters, 3 classes).
     */
    static boolean strongInProse(String value) {
        return value.length() >= 8 && Entropy.characterClasses(value) >= 3;
    }

    /** The name stands in an HTML {@code <input>} or {@code <meta>} tag opened earlier on its line. */
    private static boolean inHtmlInput(String text, int at) {
        int floor = Math.max(0, at - 300);
        for (int i = at - 1; i >= floor && text.charAt(i) != '\n'; i--) {
            if (text.charAt(i) == '<') {
                return text.regionMatches(true, i + 1, "input", 0, 5) || text.regionMatches(true, i + 1, "meta", 0, 4);
            }
        }
        return false;
    }

    /** A pair's name is assigned with {@code :} or {@code =}; prose lines have neither. */
    private static boolean containsAssignment(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == ':' || c == '=') {
                return true;
            }
        }
        return false;
    }

    /** {@code text[from, to)} contains "value" in any case (read within the bounds only: windows are many). */
    private static boolean containsValueField(String text, int from, int to) {
        for (int i = from; i + 5 <= to; i++) {
            if ((text.charAt(i) | 0x20) == 'v' && text.regionMatches(true, i + 1, "alue", 0, 4)) {
                return true;
            }
        }
        return false;
    }

    /** {@code api} → api_key, api-key, api.key, apikey. */
    private static String[] keyVariants(String... words) {
        List<String> out = new ArrayList<>();
        for (String w : words) {
            for (String sep : List.of("_", "-", ".", "")) {
                out.add(w + sep + "key");
            }
        }
        return out.toArray(String[]::new);
    }

    private static boolean accept(Kind kind, Candidate c, boolean bare) {
        return keyHoldsSecret(c) && valueIsSecret(kind, c, bare) && !describedAsDigest(c)
                && (!kind.id().equals(NAMED_KEY) || namedKeyHoldsToken(c));
    }

    /**
     * A credential named in prose, its value after a colon, an arrow or "is": "the Algolia admin key for the prod
     * index: …", "our Segment write key is …", "new relic license key -> …", "token for the airtable sync: …". The
     * value must look generated ({@link #namedKeyHoldsToken}); a "key" needs a word before it.
     */
    private static final Pattern PROSE_NAMED_CREDENTIAL = Pattern.compile(
            "(?i:(?P<key>(?:[a-z0-9]+[ _.-]?)?(?:key|token|secret)))(?P<suffix>)"
                    + "(?:[ \\t]+(?i:for|of|to)[ \\t]+[\\p{L}0-9@._'-]+(?:[ \\t]+[\\p{L}0-9@._'-]+){0,4})?"
                    + "(?:[ \\t]*(?:->|=>|:)[ \\t]*|[ \\t]+(?i:is|was)[ \\t]+)[\"'`]?"
                    + "(?P<secret>[A-Za-z0-9_+/=.-]*[A-Za-z0-9_+/=-])");

    /**
     * Where {@link #PROSE_NAMED_CREDENTIAL} runs: after the noun, what it is for, its "is" or an arrow (a window at
     * every " key" cost prose screening 15 %).
     */
    private static final String[] PROSE_NAMED_WORDS = {"key for ", "key is ", "key was ", "key ->", "key =>",
            "token for ", "token is ", "token was ", "token ->", "secret for ", "secret is ", "secret was ", "secret ->"};

    /**
     * The word for a key, a token or a secret in languages {@link #PROSE_NAMED_CREDENTIAL} does not read, as a label
     * or a subject: Japanese, Chinese, Korean, Russian and Ukrainian, Greek, Arabic, Persian, Hebrew, Hindi, Thai, and
     * German, French, Spanish, Italian, Portuguese, Dutch, the Nordic languages, Polish, Czech, Slovak, Romanian,
     * Hungarian, Turkish, Finnish, Indonesian and Vietnamese ("APIキー: …", "访问令牌：…", "Ключ API: …", "Der
     * API-Schlüssel lautet …", "Il mio token è …"). A word shared with everyday speech (キー, 키, 鍵) only in a compound
     * that names a credential.
     */
    static final List<String> LABELLED_CREDENTIAL_WORDS = List.of(
            "api\u30ad\u30fc", "api \u30ad\u30fc", "\u30a2\u30af\u30bb\u30b9\u30ad\u30fc", // APIキー, アクセスキー
            "\u30b7\u30fc\u30af\u30ec\u30c3\u30c8", "\u30c8\u30fc\u30af\u30f3", // シークレット, トークン
            "\u8a8d\u8a3c\u30ad\u30fc", "\u79d8\u5bc6\u9375", // 認証キー, 秘密鍵
            "\u5bc6\u94a5", "\u5bc6\u9470", "\u79d8\u94a5", "\u79d8\u9470", "\u4ee4\u724c", // 密钥 密鑰 秘钥 秘鑰 令牌
            "api \ud0a4", "api\ud0a4", "\uc561\uc138\uc2a4 \ud0a4", "\uc561\uc138\uc2a4\ud0a4", // API 키, 액세스 키
            "\ube44\ubc00 \ud0a4", "\ube44\ubc00\ud0a4", "\uc778\uc99d \ud0a4", "\uc778\uc99d\ud0a4", // 비밀 키, 인증 키
            "\uc2dc\ud06c\ub9bf", "\ud1a0\ud070", // 시크릿, 토큰
            "\u043a\u043b\u044e\u0447", "\u0442\u043e\u043a\u0435\u043d", "\u0441\u0435\u043a\u0440\u0435\u0442", // ключ токен секрет
            "\u03ba\u03bb\u03b5\u03b9\u03b4", // κλειδ(ί)
            "\u0645\u0641\u062a\u0627\u062d", "\u0631\u0645\u0632 \u0627\u0644\u0648\u0635\u0648\u0644", // مفتاح, رمز الوصول
            "\u0627\u0644\u0631\u0645\u0632 \u0627\u0644\u0645\u0645\u064a\u0632", // الرمز المميز
            "\u06a9\u0644\u06cc\u062f", "\u062a\u0648\u06a9\u0646", // کلید, توکن
            "\u05de\u05e4\u05ea\u05d7", "\u05d8\u05d5\u05e7\u05df", // מפתח, טוקן
            "\u0915\u0941\u0902\u091c\u0940", "\u091f\u094b\u0915\u0928", "\u0938\u0940\u0915\u094d\u0930\u0947\u091f", // कुंजी टोकन सीक्रेट
            "\u0e04\u0e35\u0e22\u0e4c", "\u0e42\u0e17\u0e40\u0e04\u0e47\u0e19", "\u0e23\u0e2b\u0e31\u0e2a\u0e25\u0e31\u0e1a", // คีย์ โทเค็น รหัสลับ
            "schl\u00fcssel", "schluessel", "cl\u00e9", "clef", "jeton", "chiave", "chave", "llave", "sleutel", "nyckel",
            "n\u00f8gle", "n\u00f8kkel", "klucz", "kl\u00ed\u010d", "k\u013e\u00fa\u010d", "cheie", "cheia", "kulcs",
            "anahtar", "avain", "kunci", "kh\u00f3a", "belirte\u00e7",
            // ASCII spellings of a config's keys and the words the first list lacked: Spanish and Catalan clave, clau,
            // Czech klic, Croatian and Serbian ključ, Vietnamese khoa
            "clave", "clau", "klic", "klju\u010d", "kljuc", "khoa");

    /**
     * "Mein Key ist …", "le token est …", "il secret è …": the English words with another language's "is" (not Polish
     * "to" or Czech "on", English words after a key: "update key to A804…", a GPG key's id).
     */
    private static final String LOANED_LINKS = "ist|lautet|est|es|\u00e8|\u00e9|\u00e4r|jest|je|este|era|war";

    /**
     * A key, token or secret under its label in another language ({@link #LABELLED_CREDENTIAL_WORDS}): the word, at
     * most 40 characters saying which ("Ключ API", "clave de la API", "API-Schlüssel für Prod"), then a colon (also
     * full-width), an equals sign, a dash or the language's "is" or topic particle; or an English word with another
     * language's "is". The value must look generated ({@link #labelledCredential}).
     */
    private static final Pattern PROSE_LABELLED_CREDENTIAL = Pattern.compile(
            "(?:(?i:(?P<key>" + String.join("|", LABELLED_CREDENTIAL_WORDS) + "))(?P<suffix>)"
                    + WORD_ENDING
                    + "(?P<which>[^\\n:=\uff1a]{0,40}?)"
                    + "(?:" + COLON_OR_DASH
                    // 是 为 爲 は が 는 은 이 가, Thai คือ
                    + "|[ \\t]*(?:\u662f|\u4e3a|\u70ba|\u306f|\u304c|\ub294|\uc740|\uc774|\uac00|\u0e04\u0e37\u0e2d)[ \\t]*"
                    + "|[ \\t]+(?i:" + LOANED_LINKS + "|to|on|is|er|\u00e9s|ay|adalah|ialah|l\u00e0|\u044d\u0442\u043e|\u0435"
                    + "|\u0647\u0648|\u0647\u064a|\u0939\u0948|\u03b5\u03af\u03bd\u03b1\u03b9|\u05d4\u05d5\u05d0|\u05d4\u05d9\u05d0)[ \\t]+)"
                    + "|(?i:(?P<loan>key|token|secret))[ \\t]+(?i:" + LOANED_LINKS + ")[ \\t]+)"
                    + "[\"'`\u300c\u300e\u201c\u00ab\u2018]?(?P<secret>[A-Za-z0-9_+/=.-]*[A-Za-z0-9_+/=-])");

    /** The words for a key or token that a vendor's name labels ({@link #VENDOR_NAMED_CREDENTIAL}), in any case. */
    private static final String VENDOR_KEY_WORDS = "api[ -]?key|key|token|secret|cl\u00e9|clef|chiave|chave|llave|clave"
            + "|schl\u00fcssel|sleutel|nyckel|n\u00f8gle|n\u00f8kkel|klucz|kl\u00ed\u010d|kulcs|anahtar|avain|kunci"
            + "|\u043a\u043b\u044e\u0447|\u0442\u043e\u043a\u0435\u043d" // ключ токен
            // the Baltic, South Slavic, Slovak and Romanian words (sec21): raktas, atslēga, võti, ključ, kľúč, cheie
            + "|raktas|atsl\u0113ga|v\u00f5ti|klju\u010d|k\u013e\u00fa\u010d|cheie|cheia";

    /** The prepositions between a key's word and its vendor's name ("token de Vercel", "Token k API Cloudflare"). */
    private static final String VENDOR_PREPOSITIONS = "de|do|da|di|del|della|von|vom|van|f\u00f6r|for|til|od|ot|\u043e\u0442"
            + "|\u0434\u043b\u044f|k|ke|pro|dla|pentru|para|pour|per|f\u00fcr|voor|za";

    /**
     * A key or token labelled by its vendor's name alone, in any language: the word, a preposition of the language or
     * none, then the name as a name is written (a capital: "el token de Vercel que usa el pipeline: …", "ma clé Mistral
     * si tu veux tester : …", "il token di Cloudflare per il DNS: …"), or the name glued before the word by a particle
     * in the unspaced scripts ("Cohereのキーです：…", "Cohere의 키: …", "Cohere的密钥：…"); then at most 80 characters of
     * the clause and a colon or the language's "is". The value is judged as a labelled credential's (generated, six
     * changes of class, no public, id or digest word near the label): the name says whose key it is, the value's shape
     * alone decides nothing.
     */
    private static final Pattern VENDOR_NAMED_CREDENTIAL = Pattern.compile(
            "(?:(?i:(?P<key>" + VENDOR_KEY_WORDS + "))(?P<suffix>)[ \\t]+"
                    + "(?:(?i:" + VENDOR_PREPOSITIONS + ")[ \\t]+)?(?:(?i:api)[ \\t]+)?"
                    + "\\p{Lu}[\\p{L}0-9]{2,20}"
                    + "|[A-Za-z][A-Za-z0-9]{2,20}(?:\u306e|\uc758[ \\t]?|\u7684)?"
                    + "(?P<key2>\u30ad\u30fc|API\u30ad\u30fc|\u30c8\u30fc\u30af\u30f3|\ud0a4|\ud1a0\ud070|\u5bc6\u94a5|\u5bc6\u9470|\u4ee4\u724c)"
                    // the name first, then "API" and the word ("Cloudflare API raktas (DNS): …")
                    + "|\\p{Lu}[\\p{L}0-9]{2,20}[ \\t]+(?i:api)[ \\t-]+(?i:(?P<key3>" + VENDOR_KEY_WORDS + ")))"
                    // the clause up to its colon; a dot inside a word ("sklep.example.pl") does not end it
                    + "(?P<which>(?:[^\\n:=\uff1a.!?\u3002]|\\.[^\\s.:]){0,80}?)"
                    + "(?:[ \\t]*[:\uff1a][ \\t]*|[ \\t]+(?i:\u00e9|es|est|ist|\u00e8|is|jest|je|este|\u00e4r|er|\u044d\u0442\u043e)[ \\t]+)"
                    + "[\"'`\u300c\u300e\u201c\u00ab\u2018]?(?P<secret>[A-Za-z0-9_+/=.-]*[A-Za-z0-9_+/=-])");

    /** The gate's words for {@link #VENDOR_NAMED_CREDENTIAL}: each word before a preposition or a name, and the CJK words. */
    private static String[] vendorNamedWords() {
        List<String> words = new ArrayList<>(List.of("\u30ad\u30fc", "\u30c8\u30fc\u30af\u30f3", "\ud0a4", "\ud1a0\ud070",
                "\u5bc6\u94a5", "\u5bc6\u9470", "\u4ee4\u724c"));
        for (String word : List.of("key", "token", "secret", "cl\u00e9", "clef", "chiave", "chave", "llave", "clave",
                "schl\u00fcssel", "sleutel", "nyckel", "n\u00f8gle", "n\u00f8kkel", "klucz", "kl\u00ed\u010d", "kulcs",
                "anahtar", "avain", "kunci", "\u043a\u043b\u044e\u0447", "\u0442\u043e\u043a\u0435\u043d", "raktas",
                "atsl\u0113ga", "v\u00f5ti", "klju\u010d", "k\u013e\u00fa\u010d", "cheie", "cheia")) {
            for (String preposition : VENDOR_PREPOSITIONS.split("\\|")) {
                words.add(word + " " + preposition + " ");
            }
            words.add(word + " api "); // "Token API Cloudflare", "klucz API Todoist"
            if (!List.of("key", "token", "secret").contains(word)) {
                // "Cloudflare API raktas"; not English "API key", which prose says everywhere (the expression would
                // run around each one: secret scan of prose 0.40 in sec21's bench)
                words.add("api " + word);
            }
        }
        // the word right before a name ("clé Mistral"): its languages' own words only (an English "key Foo" is code's)
        for (String word : List.of("cl\u00e9 ", "clef ", "chiave ", "chave ", "llave ", "schl\u00fcssel ", "sleutel ",
                "nyckel ", "klucz ", "kl\u00ed\u010d ", "kulcs ", "anahtar ", "avain ", "kunci ", "\u043a\u043b\u044e\u0447 ",
                "\u0442\u043e\u043a\u0435\u043d ")) {
            words.add(word);
        }
        return words.toArray(String[]::new);
    }

    /** The gate's words for {@link #PROSE_LABELLED_CREDENTIAL}: the labels, and each English word with each "is". */
    private static String[] labelledCredentialWords() {
        List<String> words = new ArrayList<>(LABELLED_CREDENTIAL_WORDS);
        for (String loan : List.of("key ", "token ", "secret ")) {
            for (String link : LOANED_LINKS.split("\\|")) {
                words.add(loan + link + " ");
            }
        }
        return words.toArray(String[]::new);
    }

    /** Words around a label that make the value a public key, a key's id or a digest, in the labels' languages. */
    private static final List<String> LABEL_VETOES = List.of("public", "publi", "p\u00fablic", "\u00f6ffentlich", "offentlig", "openbare",
            "\u043f\u0443\u0431\u043b\u0438\u0447\u043d", "\u043e\u0442\u043a\u0440\u044b\u0442", // публичн, открыт
            "\u516c", "\uacf5\uac1c", "\u0639\u0627\u0645", "id", "\u0438\u0434\u0435\u043d\u0442", "hash", "\u0445\u0435\u0448", // 公, 공개, عام, идент, хеш
            "fingerprint", "\u043e\u0442\u043f\u0435\u0447\u0430\u0442", "\u6307\u7eb9", "\u30cf\u30c3\u30b7\u30e5", // отпечат, 指纹, ハッシュ
            "pr\u00fcfsumme", "sha", "md5", "genel", "commit",
            // a keyword, not a key: Schlüsselwort, anahtar kelime, ключевое слово, mot-clé, parola chiave, słowo kluczowe,
            // sleutelwoord, nyckelord, klíčové slovo, kulcsszó, avainsana, kata kunci, and Vietnamese khóa học (a course)
            "wort", "kelime", "\u043a\u043b\u044e\u0447\u0435\u0432", "mot-cl", "mots-cl", "parola", "palabra", "palavra",
            "kluczow", "woord", "nyckelord", "kl\u00ed\u010dov", "kulcssz", "avainsan", "kata kunci", "h\u1ecdc");

    /**
     * A labelled credential's value looks generated (as a named key's must), and neither the label nor the words
     * before it (30 characters on the line) say it is public, an id or a digest ("öffentlicher Schlüssel", "ID
     * ключа", "公钥").
     */
    private static boolean labelledCredential(Candidate c) {
        return labelledValue(c, c.groupStart(c.group("loan") != null ? "loan" : "key"));
    }

    /** {@link #VENDOR_NAMED_CREDENTIAL}'s value, judged as a labelled credential's from its key word. */
    private static boolean vendorNamedCredential(Candidate c) {
        return labelledValue(c, c.groupStart(c.group("key") != null ? "key" : c.group("key2") != null ? "key2" : "key3"));
    }

    /** {@link #labelledCredential} from the label's word at {@code at}. */
    private static boolean labelledValue(Candidate c, int at) {
        String text = c.text();
        int from = Bounded.lineStart(text, at, at - 30);
        String label = text.substring(from, c.start()).toLowerCase(Locale.ROOT);
        return !labelVetoed(label) && labelledTokenValue(c.value(), c.charAfter()) && !describedAsDigest(c);
    }

    /** Whether a label (lower case) says its value is public, a key's id or a digest ({@link #LABEL_VETOES}). */
    static boolean labelVetoed(String label) {
        for (String veto : LABEL_VETOES) {
            int i = label.indexOf(veto);
            // "id" and "sha" as words only (not "idioma", "shared"; "密钥ID" is one)
            if (i >= 0 && (veto.length() > 3 || !asciiLetterAt(label, i - 1) && !asciiLetterAt(label, i + veto.length()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A labelled key's or token's value: generated, with six changes of class (a name or a phrase with digits has fewer:
     * "Python3Tutorial2024" 4, a key far more) and no text encoded in base64.
     */
    static boolean labelledTokenValue(String value, char after) {
        return tokenValue(value, false, after) && looksGenerated(value) && classChanges(value) >= 6 && !encodesText(value);
    }

    private static boolean asciiLetterAt(String text, int at) {
        return at >= 0 && at < text.length() && text.charAt(at) < 128 && Character.isLetter(text.charAt(at));
    }

    /** A bare {@code key} alone on its line in YAML or INI ({@code   key: …}, {@code key = …}): its section names it. */
    private static final Pattern NESTED_KEY = Pattern.compile("(?:^|\\n)[ \\t]*(?P<key>(?i:key))(?P<suffix>)[ \\t]*[:=][ \\t]*"
            + "(?:" + QUOTED_VALUE + "|(?P<secret4>[^\\s\"'`\\\\,;(){}\\[\\]<>:=][^\\s\"'`\\\\,;(){}\\[\\]<>]*))[ \\t]*(?:\\r?\\n|$)");

    /**
     * A key nested under what it does ({@code signing:\n  key: …}, {@code [hmac]\nkey = …}, {@code encryption:\n  key:
     * …}): the section a bare {@code key} belongs to, the nearest line above it that is less indented in YAML or an
     * INI section's header, within {@link Bounded#WINDOW} characters, names a signing, encryption or HMAC word or a
     * JWT's, and no public key's or key id's owner (gpg, ssh, public).
     */
    private static boolean nestedUnderSealing(String text, int keyAt) {
        int lineStart = Bounded.lineStart(text, keyAt, keyAt - Bounded.WINDOW);
        int indent = keyAt - lineStart;
        int floor = Math.max(0, keyAt - Bounded.WINDOW);
        int end = lineStart - 1;
        while (end > floor) {
            int start = Bounded.lineStart(text, end, floor);
            int at = start;
            while (at < end && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
                at++;
            }
            if (at < end && (at - start < indent || text.charAt(at) == '[')) {
                String header = text.substring(at, end).strip();
                boolean yaml = header.endsWith(":");
                boolean ini = header.startsWith("[") && header.endsWith("]");
                if (!yaml && !ini) {
                    return false;
                }
                List<String> parts = parts(header.substring(ini ? 1 : 0, header.length() - 1).replace('"', ' ').trim());
                // gpg_signing, ssh_signing: a key's id or fingerprint, never the key itself
                return parts.stream().anyMatch(part -> SEALING_WORDS.contains(part) || part.equals("jwt"))
                        && parts.stream().noneMatch(part -> NAMED_KEY_BENIGN_PARTS.contains(part) || NEVER_SECRET_PARTS.contains(part));
            }
            end = start - 1;
        }
        return false;
    }

    /** The rule for keys named by any word ({@code ALGOLIA_ADMIN_KEY}): the generic key rule names a few only. */
    private static final String NAMED_KEY = "generic-named-key";

    /**
     * Parts of a key's name that make it a database's, a cache's, a lookup's or a public key, a nonce, or a key of
     * a keyboard or of music: never a credential, whatever its value looks like.
     */
    private static final Set<String> NAMED_KEY_BENIGN_PARTS = Set.of(
            "primary", "foreign", "sort", "partition", "composite", "unique", "natural", "surrogate", "row", "cache",
            "lookup", "map", "dict", "object", "search", "site", "publishable", "anon", "browser", "verify",
            "verification", "idempotency", "dedup", "dedupe", "deduplication", "idempotence", "ssh", "gpg", "pgp",
            "host", "group", "message", "translation", "i18n", "locale", "hot", "shortcut", "keyboard", "music",
            "musical", "sharding", "shard", "cursor", "etag",
            // A nonce sent in the open: Sec-WebSocket-Key, a challenge's key.
            "socket", "websocket", "nonce", "challenge",
            // Where a listing or a stream resumes: DynamoDB's LastEvaluatedKey and ExclusiveStartKey, a marker.
            "evaluated", "exclusive", "marker", "checkpoint", "watermark", "sequence", "revision", "snapshot",
            // A trace's or a request's identifier.
            "trace", "span", "correlation", "request",
            // A preposition before "key" makes it a lookup's ("Cache restored from key: …", "matched by key").
            "from", "by", "with");

    /**
     * A key named by any word holds a credential only when that word is a part of the name of its own
     * ({@code admin_key}, {@code adminKey}, "admin key", not monkey), no part names a key that is not a
     * credential (primary key, cache key, the Algolia search-only key) and the value looks generated.
     */
    private static boolean namedKeyHoldsToken(Candidate c) {
        return namedKeyHoldsToken(identifierPrefix(c), c.group("key"), c.group("suffix"), c.value());
    }

    /**
     * A value given under a name that ends in key, token or secret ({@code ApiKey} of {@code setApiKey(…)}) is a
     * credential: judged as {@code generic-named-key} judges an assignment to that name.
     */
    static boolean namedCredential(String name, String value, char after) {
        return keyHoldsSecret("", name, "") && tokenValue(value, false, after) && namedKeyHoldsToken("", name, "", value);
    }

    private static boolean namedKeyHoldsToken(String prefix, String key, String suffix, String value) {
        String lower = key.toLowerCase(Locale.ROOT);
        int word = key.length() - (lower.endsWith("token") ? 5 : lower.endsWith("secret") ? 6 : 3);
        if (word == 0) {
            // "token: …", "secret is …": the noun alone names a credential; "key" alone names anything.
            return !lower.equals("key") && looksGenerated(value) && !encodesText(value);
        }
        char before = key.charAt(word - 1);
        // Its own part after a separator, a lower-case hump ("apiKey") or an acronym ("APIKey", "JWTToken"; not
        // "MONKEY", whose noun is no word of its own).
        boolean ownPart = before == ' ' || before == '_' || before == '.' || before == '-'
                || Character.isUpperCase(key.charAt(word)) && (Character.isLowerCase(before)
                || Character.isUpperCase(before) && word + 1 < key.length() && Character.isLowerCase(key.charAt(word + 1)));
        if (!ownPart) {
            return false;
        }
        for (String part : parts(prefix + key + suffix)) {
            if (NAMED_KEY_BENIGN_PARTS.contains(part)) {
                return false;
            }
        }
        return looksGenerated(value) && !encodesText(value);
    }

    /**
     * Base64 that decodes to printable text (UTF-8) is encoded data, not a key (whose bytes are random):
     * "the key: SGVsbG8sIHdvcmxkIQ==" in a document about encodings.
     */
    private static boolean encodesText(String value) {
        byte[] raw = MatchChecks.decodeBase64(value);
        if (raw == null || raw.length < 8) {
            return false;
        }
        String text;
        try {
            text = java.nio.charset.StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(raw)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            return false; // random bytes are almost never UTF-8
        }
        return text.chars().noneMatch(ch -> Character.isISOControl(ch) && ch != '\n' && ch != '\t' && ch != '\r');
    }

    /**
     * Drawn at random from an alphabet of letters and digits (and {@code _+/=.-}): letters and digits both, the
     * classes change often (three changes between letter and digit or between cases: a random 20 characters of
     * a-z0-9 have fewer in one case of a hundred; "my-app-production-2024" has none) and the entropy is not low.
     */
    static boolean looksGenerated(String value) {
        boolean letter = false;
        boolean digit = false;
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (!(ch < 128 && Character.isLetterOrDigit(ch)) && "_+/=.-".indexOf(ch) < 0) {
                return false;
            }
            letter |= Character.isLetter(ch);
            digit |= Character.isDigit(ch);
        }
        return letter && digit && classChanges(value) >= 3
                && Entropy.shannon(value) >= Entropy.reachableThreshold(3.0, value.length());
    }

    /**
     * How often two neighbouring characters differ in class, lower case, upper case or digit (others are skipped
     * over): words and names change at their humps ("XMLHttpRequest" 3, "Windows10" 2), values drawn at random
     * all the time ("fjwRaILwhiPwU" 7, a random 32 hex digits 15 on average).
     */
    static int classChanges(String value) {
        int changes = 0;
        char previous = 'o';
        for (int i = 0; i < value.length(); i++) {
            char now = characterClass(value.charAt(i));
            if (now == 'o') {
                continue;
            }
            changes += previous != 'o' && now != previous ? 1 : 0;
            previous = now;
        }
        return changes;
    }

    /**
     * Eight characters or more whose letters and digits change class at least five times and more often than
     * every other one: typed at random ("iC+pbUezMmYs" 8 changes in 11), not a word, a name or a product
     * ("MacBookPro16" 6 in 12, "iPhone15Pro" 5 in 11).
     */
    private static boolean scrambled(String value) {
        int changes = classChanges(value);
        int letterOrDigit = 0;
        for (int i = 0; i < value.length(); i++) {
            letterOrDigit += characterClass(value.charAt(i)) != 'o' ? 1 : 0;
        }
        return value.length() >= 8 && changes >= 5 && changes * 2 > letterOrDigit;
    }

    /**
     * Letters typed at random: {@link #scrambled}, or changing case four times with fewer than three vowels in ten
     * ("MXKTKpxxIcAMuv"): words and names have more ("PostgreSQLAdmin" has four in fifteen and three changes).
     */
    private static boolean randomLetters(String value) {
        int vowels = 0;
        for (int i = 0; i < value.length(); i++) {
            vowels += "aeiouAEIOU".indexOf(value.charAt(i)) >= 0 ? 1 : 0;
        }
        return scrambled(value) || value.length() >= 10 && classChanges(value) >= 4 && vowels * 10 < value.length() * 3;
    }

    /** Lower case, upper case, digit or other. */
    private static char characterClass(char ch) {
        return ch >= 'a' && ch <= 'z' ? 'l' : ch >= 'A' && ch <= 'Z' ? 'u' : ch >= '0' && ch <= '9' ? 'd' : 'o';
    }

    /** Words that, next to a hex value, say it is a digest or a commit, not a key. */
    private static final List<String> DIGEST_WORDS = List.of(
            "sha", "hash", "digest", "checksum", "commit", "revision", "md5", "fingerprint");

    /**
     * A hex value of a digest's length (32, 40, 56, 64, 96 or 128 digits) whose line, or the line above,
     * says it is a digest: {@code token: 3b1f…  # git sha of the release}.
     */
    private static boolean describedAsDigest(Candidate c) {
        int length = c.end() - c.start();
        if (length != 32 && length != 40 && length != 56 && length != 64 && length != 96 && length != 128) {
            return false;
        }
        String text = c.text();
        for (int i = c.start(); i < c.end(); i++) {
            if (Character.digit(text.charAt(i), 16) < 0) {
                return false;
            }
        }
        int from = c.start();
        for (int seen = 0; from > 0 && c.start() - from < 300; from--) {
            if (text.charAt(from - 1) == '\n' && ++seen > 1) {
                break;
            }
        }
        int to = c.end();
        while (to < text.length() && to - c.end() < 300 && text.charAt(to) != '\n') {
            to++;
        }
        String before = text.substring(from, c.start()).toLowerCase(Locale.ROOT);
        String after = text.substring(c.end(), to).toLowerCase(Locale.ROOT);
        for (String word : DIGEST_WORDS) {
            // "commit" above a value is as often "don't commit this token" as "commit id".
            boolean aboveCounts = !word.equals("commit") && !word.equals("revision");
            if (mentions(after, word) || aboveCounts && mentions(before, word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code text} holds {@code word} at a word's start ("hashes", "checksums"), "sha" only with no letter
     * after it ("sha256", not "shared secret") and not as an HMAC's hash function ("HMAC-SHA256 key": a key).
     */
    private static boolean mentions(String text, String word) {
        for (int at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
            int end = at + word.length();
            boolean start = at == 0 || !Character.isLetter(text.charAt(at - 1));
            boolean sha = word.equals("sha");
            boolean whole = !sha || end >= text.length() || !Character.isLetter(text.charAt(end));
            if (start && whole && !(sha && at >= 5 && text.startsWith("hmac", at - 5))) {
                return true;
            }
        }
        return false;
    }

    private static boolean keyHoldsSecret(Candidate c) {
        return keyHoldsSecret(identifierPrefix(c), c.group("key"), c.group("suffix"));
    }

    /** The part of the key's name before its keyword ({@code DB_} of {@code DB_PASSWORD}), at most 40 characters. */
    private static String identifierPrefix(Candidate c) {
        int keyStart = c.groupStart("key");
        String text = c.text();
        int identifierStart = keyStart;
        while (identifierStart > 0 && keyStart - identifierStart < 40
                && isIdentifierChar(text.charAt(identifierStart - 1))) {
            identifierStart--;
        }
        String prefix = text.substring(identifierStart, keyStart);
        if (prefix.regionMatches(true, 0, "TF_VAR_", 0, 7)) {
            // Terraform's input variables from the environment: TF_VAR_db_password is db_password.
            prefix = prefix.substring(7);
        }
        return prefix;
    }

    /** {@code prefix + key + suffix} is a name that holds a secret (see the class comment). */
    static boolean keyHoldsSecret(String prefix, String key, String suffix) {
        if (suffix.length() > MAX_SUFFIX_LENGTH) {
            return false;
        }
        // NuGet's ClearTextPassword, a PlainTextPassword: the password itself, in the clear ("text" alone describes).
        String lowerPrefix = prefix.toLowerCase(Locale.ROOT);
        for (String clear : CLEAR_TEXT) {
            if (lowerPrefix.endsWith(clear)) {
                prefix = prefix.substring(0, prefix.length() - clear.length());
                break;
            }
        }
        String lowerKey = key.toLowerCase(Locale.ROOT);
        if (SHORT_KEYS.contains(lowerKey)) {
            // Short words only as a whole part of a name: DB_PASS, dbPass, AUTH, DB_PWD — not bypass, author.
            boolean camelStart = Character.isUpperCase(key.charAt(0)) && !prefix.isEmpty()
                    && Character.isLowerCase(prefix.charAt(prefix.length() - 1));
            boolean partStart = prefix.isEmpty() || !Character.isLetter(prefix.charAt(prefix.length() - 1));
            if (!suffix.isEmpty() || !(partStart || camelStart || gluedToOwner(prefix, key))) {
                return false;
            }
        }
        String identifier = prefix + key + suffix;
        String lower = identifier.toLowerCase(Locale.ROOT);
        for (String word : BENIGN_KEY_WORDS) {
            if (lower.contains(word)) {
                return false;
            }
        }
        List<String> before = parts(prefix);
        List<String> own = parts(key + suffix);
        int sealed = sealedUpTo(before, own);
        for (int i = 0; i < before.size(); i++) {
            String part = before.get(i);
            if (BENIGN_KEY_PARTS.contains(part) && !PROTECTED_THINGS.contains(part)
                    && !(FORGERY_WORDS.contains(part) && lowerKey.startsWith("secret"))
                    && (i >= sealed || NEVER_SECRET_PARTS.contains(part))) {
                return false;
            }
        }
        for (int i = 0; i < own.size(); i++) {
            String part = own.get(i);
            // SIGNED_URL_KEY, signedUrlKey: the part right after a sealing word is what is signed, not what the value is.
            String previous = i > 0 ? own.get(i - 1) : before.isEmpty() ? "" : before.getLast();
            boolean sealedThing = i < own.size() - 1 && SEALING_WORDS.contains(previous) && !NEVER_SECRET_PARTS.contains(part);
            if (BENIGN_KEY_PARTS.contains(part) && !(i == 0 && own.size() > 1 && SEALING_WORDS.contains(part))
                    && !sealedThing) {
                return false;
            }
        }
        return true;
    }

    /**
     * What a password glued to its owner's name opens, in mail clients', routers' and daemons' settings:
     * offlineimap's {@code remotepass}, {@code smtppass}, {@code pppoepass}, {@code SMTPPass}.
     */
    private static final Set<String> GLUED_OWNERS = Set.of("remote", "local", "smtp", "imap", "pop", "pop3", "mail",
            "ftp", "sftp", "db", "sql", "mysql", "ldap", "vnc", "ppp", "pppoe", "wifi", "wlan", "http", "web", "admin",
            "root", "user", "proxy", "sasl", "rpc");

    /**
     * {@code remotepass}, {@code SMTPPass}: a short password word glued to the name of what it opens, the whole name
     * one part (bypass, compass and trespass glue other words). Only the password's short words.
     */
    private static boolean gluedToOwner(String prefix, String key) {
        String lowerKey = key.toLowerCase(Locale.ROOT);
        if (!(lowerKey.equals("pass") || lowerKey.equals("pwd") || lowerKey.equals("pw"))) {
            return false;
        }
        int start = prefix.length();
        while (start > 0 && Character.isLetterOrDigit(prefix.charAt(start - 1))) {
            start--;
        }
        String owner = prefix.substring(start);
        boolean acronym = owner.length() >= 2 && owner.chars().allMatch(ch -> Character.isUpperCase(ch) || Character.isDigit(ch))
                && key.length() > 1 && Character.isUpperCase(key.charAt(0)) && Character.isLowerCase(key.charAt(1));
        return acronym || GLUED_OWNERS.contains(owner.toLowerCase(Locale.ROOT))
                && owner.chars().noneMatch(Character::isUpperCase) == key.chars().noneMatch(Character::isUpperCase);
    }

    /**
     * Words that make a key one that signs, encrypts or authenticates: the parts of the name before them say what it
     * protects, not what the value is ({@code DOWNLOAD_URL_SIGNING_KEY}, {@code FIELD_ENCRYPTION_KEY},
     * {@code UPLOAD_HMAC_KEY}, {@code urlSignerKey}), and "hmac" right before the key word is the key's kind.
     */
    private static final Set<String> SEALING_WORDS = Set.of("signing", "signer", "sign", "signed", "encryption",
            "encrypt", "enc", "crypt", "crypto", "cipher", "hmac");

    /**
     * A CSRF token is sent to every browser in the page; the secret the server makes them from is not
     * ({@code CSRF_SECRET}, Flask-WTF's {@code WTF_CSRF_SECRET_KEY}).
     */
    private static final Set<String> FORGERY_WORDS = Set.of("csrf", "xsrf");

    /** Parts that say the value is no secret wherever they stand in a name: a public key, a digest. */
    private static final Set<String> NEVER_SECRET_PARTS = Set.of("public", "hash", "hashed", "digest", "sha", "sha1",
            "sha256", "sha512", "md5", "checksum", "fingerprint");

    /**
     * How many parts before the keyword name what a signing or encryption key protects: those before the last
     * {@link #SEALING_WORDS sealing word} of the prefix, or all of them when the keyword itself starts with one
     * ({@code SIGNING_KEY} of the generic-named-key rule).
     */
    private static int sealedUpTo(List<String> before, List<String> own) {
        if (own.size() > 1 && SEALING_WORDS.contains(own.getFirst())) {
            return before.size();
        }
        for (int i = before.size() - 1; i >= 0; i--) {
            if (SEALING_WORDS.contains(before.get(i))) {
                return i;
            }
        }
        return 0;
    }

    /**
     * Benign parts that, before the keyword, name what the secret opens rather than describe the secret:
     * {@code keyStorePassword}, {@code pfx_file_password}, {@code secret_manager_token} hold one, while
     * {@code password_store} and {@code password_file} (after it) still describe where one is kept.
     */
    private static final Set<String> PROTECTED_THINGS = Set.of("store", "file", "manager", "provider", "source",
            // HMAC_SECRET and SALT_KEY hold secrets; auth_token_hmac and password_salt are derived from one.
            "hmac", "salt");

    private static boolean isIdentifierChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
    }

    /** Splits {@code NEXT_PUBLIC_apiKey.v2} into next, public, api, key, v2 (and "admin key" into admin, key). */
    static List<String> parts(String identifier) {
        List<String> parts = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (int i = 0; i < identifier.length(); i++) {
            char c = identifier.charAt(i);
            boolean separator = c == '_' || c == '-' || c == '.' || c == ' ';
            boolean camel = i > 0 && Character.isUpperCase(c) && Character.isLowerCase(identifier.charAt(i - 1));
            if ((separator || camel) && !current.isEmpty()) {
                parts.add(current.toString().toLowerCase(Locale.ROOT));
                current.setLength(0);
            }
            if (!separator) {
                current.append(c);
            }
        }
        if (!current.isEmpty()) {
            parts.add(current.toString().toLowerCase(Locale.ROOT));
        }
        return parts;
    }

    private static boolean valueIsSecret(Kind kind, Candidate c, boolean bare) {
        return !Publishable.value(c) && !sealedCiphertext(c) && !inParameterExpansion(c) && !nextPairOfEmptyValue(c)
                && valueIsSecret(kind.id().equals("generic-password"), kind.minLength(),
                kind.minEntropy(), c.value(), bare, c.charAfter());
    }

    /**
     * A value inside a shell parameter expansion's error message ({@code ${API_KEY:?please set the key}}): the name
     * before {@code :?} is a variable being read and the text after it is what the shell prints when it is unset,
     * not a value assigned to a key. (A default after {@code :-} is a value the program runs with and stays.) Read
     * back on the value's line only, at most 200 characters.
     */
    static boolean inParameterExpansion(Candidate c) {
        String text = c.text();
        int from = Math.max(0, c.start() - 200);
        boolean message = false;
        // From the value's first character: a value read as "?message" still starts after the "?".
        for (int i = c.start(); i >= from; i--) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '}') {
                return false;
            }
            message |= ch == '?';
            if (ch == '{' && i > 0 && text.charAt(i - 1) == '$') {
                return message;
            }
        }
        return false;
    }

    /**
     * An empty value in a list of {@code key=value} pairs ({@code psql "… password= sslmode=disable"}): what follows
     * the blank is the next pair, a key and its own {@code =}, not the password.
     */
    static boolean nextPairOfEmptyValue(Candidate c) {
        String value = c.value();
        int equals = value.indexOf('=');
        int before = c.start() - 1;
        while (before >= 0 && (c.text().charAt(before) == ' ' || c.text().charAt(before) == '\t')) {
            before--;
        }
        if (equals <= 0 || before == c.start() - 1 || before < 0 || c.text().charAt(before) != '=') {
            return false;
        }
        for (int i = 0; i < equals; i++) {
            char ch = value.charAt(i);
            if (!(Character.isLetterOrDigit(ch) || ch == '_' || ch == '.' || ch == '-')) {
                return false;
            }
        }
        return true;
    }

    /** A Bitnami SealedSecret's manifest: its {@code encryptedData} values are ciphertext, safe to commit. */
    private static final MatchCheck SEALED_SECRET = MatchChecks.near(200, "encrypteddata", "sealedsecret");

    /**
     * A value of a SealedSecret's {@code encryptedData}: base64 whose first two bytes are the length of the
     * RSA-encrypted session key (512 for the controller's 4096-bit key, so {@code AgA…}–{@code AgD…}; 256 or
     * 1024 for other key sizes), long, in a manifest that says {@code encryptedData} or {@code SealedSecret}.
     * Only the controller's private key opens it; the plain value would be a secret, this is not.
     */
    private static boolean sealedCiphertext(Candidate c) {
        String v = c.value();
        if (v.length() < 100 || !(v.startsWith("Ag") || v.startsWith("AQ") || v.startsWith("BA"))) {
            return false;
        }
        byte[] head = MatchChecks.decodeBase64(v.substring(0, 4));
        return head != null && head.length == 3 && (head[0] == 1 || head[0] == 2 || head[0] == 4) && head[1] == 0
                && SEALED_SECRET.accept(c);
    }

    /** A password's value (six characters, 2.5 bits) judged as an assignment's: for other rules' contexts. */
    static boolean passwordValue(String value, boolean bare, char after) {
        // An e-mail address given as a password is anonymous FTP's convention (login("anonymous", "me@host.org")).
        return !looksLikeEmail(value) && valueIsSecret(true, 6, 2.5, value, bare, after);
    }

    private static boolean looksLikeEmail(String value) {
        int at = value.indexOf('@');
        int dot = value.lastIndexOf('.');
        if (at <= 0 || at != value.lastIndexOf('@') || dot < at + 2 || value.length() - dot < 3) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '@' || c == '.' || c == '-' || c == '_' || c == '+')) {
                return false;
            }
        }
        for (int i = dot + 1; i < value.length(); i++) {
            if (!Character.isLetter(value.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** A token's or key's value (ten characters, 3.2 bits) judged as an assignment's. */
    static boolean tokenValue(String value, boolean bare, char after) {
        return valueIsSecret(false, 10, 3.2, value, bare, after);
    }

    private static boolean valueIsSecret(boolean password, int minLength, double minEntropy, String value, boolean bare,
                                         char after) {
        // Unbounded in the expression (bounded repeats cost the NFA a state per count), bounded here.
        if (value.length() < minLength || value.length() > MAX_VALUE_LENGTH) {
            return false;
        }
        if (Placeholders.isReference(value, !bare)
                || (password ? Placeholders.isPlaceholderPassword(value) : Placeholders.isPlaceholderValue(value))
                || encodesPlaceholder(value, password)) {
            return false;
        }
        if (bare && looksLikeCode(value, after)) {
            return false;
        }
        if (looksLikePathOrUrl(value) || isUuid(value) || !hasLetter(value) || isLabelledHash(value)
                || isRuleList(value)) {
            return false;
        }
        if (lettersOnly(value)) {
            // Words and identifiers are letters only; a random letters-only secret is long and mixed, a typed
            // password of letters changes case more often than words' humps do ("fjwRaILwhiPwU-") or has few vowels.
            return value.length() >= 20 && Entropy.characterClasses(value) >= 2 && Entropy.shannon(value) >= 4.2
                    || password && randomLetters(value);
        }
        return Entropy.characterClasses(value) >= 2
                && Entropy.shannon(value) >= Entropy.reachableThreshold(minEntropy, value.length());
    }

    /**
     * A base64 value that decodes to a stand-in ({@code cGFzc3dvcmQ=} is "password", {@code Y2hhbmdlbWU=} "changeme"):
     * Kubernetes Secrets and Helm values hold their placeholders encoded.
     */
    private static boolean encodesPlaceholder(String value, boolean password) {
        if (value.length() < 8 || value.length() > 200 || value.length() % 4 != 0) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (!(Character.isLetterOrDigit(ch) && ch < 128 || ch == '+' || ch == '/' || ch == '=')) {
                return false;
            }
        }
        byte[] raw = MatchChecks.decodeBase64(value);
        if (raw == null || raw.length == 0) {
            return false;
        }
        for (byte b : raw) {
            if (b < 0x20 || b > 0x7e) {
                return false;
            }
        }
        String plain = new String(raw, java.nio.charset.StandardCharsets.US_ASCII);
        return password ? Placeholders.isPlaceholderPassword(plain) : Placeholders.isPlaceholderValue(plain);
    }

    /**
     * An unquoted value that is an expression: a call or index ({@code getPassword()},
     * {@code os.environ["X"]}), a member access ({@code config.db.password}) or a variable name.
     */
    private static boolean looksLikeCode(String value, char after) {
        if (after == '(' || after == '[') {
            return true;
        }
        // "if token == Comment.Special:" — a statement's own punctuation is not part of the value.
        while (value.length() > 1 && (value.endsWith(":") || value.endsWith("."))) {
            value = value.substring(0, value.length() - 1);
        }
        if (dottedPassphrase(value) || numberedPassphrase(value)) {
            return false;
        }
        boolean identifierShaped = Character.isLetter(value.charAt(0)) || value.charAt(0) == '_';
        int digits = 0;
        for (int i = 0; i < value.length() && identifierShaped; i++) {
            char ch = value.charAt(i);
            identifierShaped = Character.isLetterOrDigit(ch) || ch == '_' || ch == '.';
            digits += Character.isDigit(ch) ? 1 : 0;
        }
        boolean dotted = value.indexOf('.') > 0 && !value.endsWith(".") && !hasRandomPart(value);
        return isNumericLiteral(value)
                || identifierShaped && (dotted || digits < 2 && !typedAtRandom(value) || isSnakeCaseName(value));
    }

    /**
     * An unquoted value with fewer than two digits that is still no name: its letters change class more often
     * than every other character ("MWIsGQyERSxuQEsOg6"), or change case often with few vowels and a single lower
     * case letter between two capitals ("UGBuPVLhj5ipTQMe": "BuP"), which camelCase names never have: their
     * words are two letters or more ("getPasswordFromEnv", "XMLHttpRequest", "UIViewController").
     */
    private static boolean typedAtRandom(String value) {
        if (value.length() < 12 || value.indexOf('.') >= 0 || value.indexOf('_') >= 0) {
            return false;
        }
        if (scrambled(value)) {
            return true;
        }
        if (!randomLetters(value)) {
            return false;
        }
        for (int i = 1; i + 1 < value.length(); i++) {
            if (Character.isLowerCase(value.charAt(i)) && Character.isUpperCase(value.charAt(i - 1))
                    && Character.isUpperCase(value.charAt(i + 1))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A made-up passphrase joined by dots ({@code Mossy.Kettle.Rain.17}, {@code Efes.Kervan_2291}): words written with
     * a capital (or in a script without case) and a part that is a number alone. A member access or a package name
     * never has a part that is digits only, and its words are lower case or camelCase ({@code config.db.password},
     * {@code com.example.Password}), so the dots do not make such a value code.
     */
    static boolean dottedPassphrase(String value) {
        String[] parts = value.split("[._]");
        if (parts.length < 3 || parts.length > 8) {
            return false;
        }
        int words = 0;
        int numbers = 0;
        for (String part : parts) {
            if (!part.isEmpty() && part.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                numbers++;
            } else if (titleWord(part)) {
                words++;
            } else {
                return false;
            }
        }
        return words >= 2 && numbers >= 1;
    }

    /**
     * Two or more capitalised words joined by an underscore or a dot with a number at the end of the last
     * ({@code Limoncello_Positano9}, {@code Kasutera_Nagasaki4}): how people make a password memorable, with one digit as
     * often as four. Names in code joining capitalised words with an underscore ({@code Test_Case}) carry no number
     * glued to a word, and snake or camel case names are no title words, so the one-digit code veto does not read it.
     */
    static boolean numberedPassphrase(String value) {
        String[] parts = value.split("[._]", -1);
        if (parts.length < 2 || parts.length > 8) {
            return false;
        }
        String last = parts[parts.length - 1];
        int digitsAt = last.length();
        while (digitsAt > 0 && last.charAt(digitsAt - 1) >= '0' && last.charAt(digitsAt - 1) <= '9') {
            digitsAt--;
        }
        if (digitsAt == last.length() || digitsAt == 0) {
            return false;
        }
        parts[parts.length - 1] = last.substring(0, digitsAt);
        for (String part : parts) {
            if (!titleWord(part) || part.length() < 3) {
                return false;
            }
        }
        return true;
    }

    /** A word of two letters or more written as a name is: a capital and lower case letters, or an uncased script's letters. */
    private static boolean titleWord(String part) {
        if (part.length() < 2 || !Character.isLetter(part.charAt(0)) || Character.isLowerCase(part.charAt(0))) {
            return false;
        }
        boolean uncased = !Character.isUpperCase(part.charAt(0));
        for (int i = 1; i < part.length(); i++) {
            char ch = part.charAt(i);
            if (!Character.isLetter(ch) || Character.isUpperCase(ch) || (uncased && Character.isLowerCase(ch))) {
                return false;
            }
        }
        return true;
    }

    /**
     * A dotted value with a part no member name has (16+ characters mixing cases with 2+ digits) is a token
     * with a prefix ({@code s.Xk9mQ2…}, Vault's legacy form), not {@code config.db.password}.
     */
    private static boolean hasRandomPart(String value) {
        for (String part : value.split("\\.")) {
            if (part.length() >= 16 && Entropy.characterClasses(part) >= 3) {
                int digits = 0;
                for (int i = 0; i < part.length(); i++) {
                    digits += Character.isDigit(part.charAt(i)) ? 1 : 0;
                }
                if (digits >= 2) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {@code 0xCE536358L}, {@code 0x7f}: a numeric constant, not a key (long hex private keys stay). */
    private static boolean isNumericLiteral(String value) {
        if (!(value.startsWith("0x") || value.startsWith("0X")) || value.length() > 20) {
            return false;
        }
        for (int i = 2; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.digit(c, 16) < 0 && "lLuU".indexOf(c) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code CKM_TLS12_MASTER_KEY_DERIVE_DH}, {@code db_password_v2}: every part between underscores is
     * in one case, as in constant and variable names; random secrets mix cases within a part.
     */
    private static boolean isSnakeCaseName(String value) {
        if (value.indexOf('_') < 0) {
            return false;
        }
        int start = 0;
        while (start <= value.length()) {
            int end = value.indexOf('_', start);
            if (end < 0) {
                end = value.length();
            }
            boolean upper = false;
            boolean lower = false;
            for (int i = start; i < end; i++) {
                upper |= Character.isUpperCase(value.charAt(i));
                lower |= Character.isLowerCase(value.charAt(i));
            }
            if (upper && lower) {
                return false;
            }
            start = end + 1;
        }
        return true;
    }

    /** Prefixes that label a value as a digest or a stored password hash, not the secret itself. */
    private static final List<String> HASH_LABELS = List.of(
            "sha1:", "sha224:", "sha256:", "sha384:", "sha512:", "md5:", "sha1-", "sha224-", "sha256-", "sha384-",
            "sha512-", "sha1=", "sha256=", "sha512=", "{ssha", "{sha", "{smd5", "{md5", "{crypt", "{bcrypt", "{pbkdf2",
            "{argon2", "{x-pbkdf2", "pbkdf2_", "pbkdf2:", "pbkdf2-", "pbkdf2$", "scrypt:", "scrypt$", "bcrypt$",
            "bcrypt:", "argon2", "h1:", "sha1$", "sha256$", "sha512$", "md5$");

    /**
     * {@code sha256:…}, {@code sha512-…} (SRI), {@code {SSHA}…} (LDAP), {@code pbkdf2_sha256$…} (Django),
     * {@code h1:…} (Go's go.sum): the value says it is a digest.
     */
    private static boolean isLabelledHash(String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        for (String label : HASH_LABELS) {
            if (lower.startsWith(label)) {
                return true;
            }
        }
        return false;
    }

    /** Laravel's and similar validation rules: {@code required|string|min:8|confirmed}. */
    private static final Pattern RULE_LIST = Pattern.compile("[a-z_]+(?::[A-Za-z0-9_,.-]+)?(?:\\|[a-z_]+(?::[A-Za-z0-9_,.-]+)?)+");

    private static boolean isRuleList(String value) {
        return value.indexOf('|') > 0 && RULE_LIST.matches(value);
    }

    private static boolean looksLikePathOrUrl(String value) {
        return value.startsWith("/") || value.startsWith("./") || value.startsWith("../") || value.startsWith("~/")
                || value.contains("://") || (value.length() > 2 && value.charAt(1) == ':' && value.charAt(2) == '\\')
                || lookupTable(value);
    }

    /**
     * A lookup table named by its type and path, as Postfix writes its maps ({@code smtp_sasl_password_maps =
     * hash:/etc/postfix/sasl_passwd}, {@code lmdb:/…}, {@code texthash:/…}): where the passwords are, not one.
     */
    private static boolean lookupTable(String value) {
        int colon = value.indexOf(":/");
        if (colon < 2 || colon > 12) {
            return false;
        }
        for (int i = 0; i < colon; i++) {
            if (value.charAt(i) < 'a' || value.charAt(i) > 'z') {
                return false;
            }
        }
        return true;
    }

    private static boolean isUuid(String value) {
        if (value.length() != 36) {
            return false;
        }
        for (int i = 0; i < 36; i++) {
            char c = value.charAt(i);
            boolean dash = i == 8 || i == 13 || i == 18 || i == 23;
            if (dash ? c != '-' : Character.digit(c, 16) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Typed by a careful person on any keyboard: 8+ characters of three classes or more (lower and upper case in any
     * alphabet, digits, signs), a lower-case letter among them. For ASCII, {@link #strongInProse} with a lower case.
     */
    static boolean strongTyped(String value) {
        boolean lower = false;
        boolean upper = false;
        boolean digit = false;
        boolean other = false;
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            lower |= Character.isLowerCase(ch);
            upper |= Character.isUpperCase(ch);
            digit |= ch >= '0' && ch <= '9';
            other |= !Character.isLetter(ch) && !(ch >= '0' && ch <= '9');
        }
        int classes = (lower ? 1 : 0) + (upper ? 1 : 0) + (digit ? 1 : 0) + (other ? 1 : 0);
        return value.length() >= 8 && classes >= 3 && lower;
    }

    private static boolean hasLowerCase(String value) {
        for (int i = 0; i < value.length(); i++) {
            if (Character.isLowerCase(value.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasLetter(String value) {
        for (int i = 0; i < value.length(); i++) {
            if (Character.isLetter(value.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean lettersOnly(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (!Character.isLetter(c) && c != '_' && c != '-' && c != '.') {
                return false;
            }
        }
        return true;
    }
}
