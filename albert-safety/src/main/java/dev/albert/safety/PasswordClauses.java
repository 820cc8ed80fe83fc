package dev.albert.safety;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A password's word and its value joined by what the prose expressions do not read as a link: a verb or a
 * preposition of any language in the same clause ("cambié la contraseña del Wi-Fi a X", "heslo jsem nastavil na X",
 * "Passwort ist jetzt X", "set a temporary password of X"), and a question naming the password answered by the next
 * line or turn of a chat ("what's the password for staging?" / "Tom: X"). Neither link is listed word by word: a
 * clause's words may be any, so the value must look typed with care as no word, name or version is (lower and upper
 * case, a digit and a sign); the answer must be the next line's whole text after its speaker.
 */
final class PasswordClauses {
    /** How far after its word a clause's value may start, in characters and in words. */
    private static final int CLAUSE_REACH = 120;
    private static final int CLAUSE_WORDS = 10;
    /** The longest value typed with care. */
    private static final int LONGEST_VALUE = 64;
    /** How many blank or quote-only lines may stand between a question and its answer, and an answer's longest line. */
    private static final int TURN_GAP = 3;
    private static final int ANSWER_LINE = 200;
    /** How far into its line a chat turn's speaker may end with a colon. */
    private static final int SPEAKER_REACH = 40;
    /** How far a spelled-out password's line is read after its word. */
    private static final int SPELLED_REACH = 400;

    /** The words for a password in the Latin-script languages the prose expressions read, and Estonian's. */
    private static final List<String> LATIN_WORDS = List.of("password", "passwort", "passwd", "passphrase", "passcode",
            "kennwort", "wachtwoord", "mot de passe", "contrase\u00f1a", "contrasena", "senha", "l\u00f6senord", "losenord",
            "salasana", "\u015fifre", "sifre", "has\u0142o", "haslo", "salas\u00f5na", "parol",
            // Italian's and Portuguese's own compounds (before Romanian "parola" at the same place), Irish's
            "parola d'ordine", "parola d\u2019ordine", "palavra-passe", "palavra passe", "focal faire",
            // French "passphrase" and chat's abbreviation of "mot de passe" (a whole word only: {@link #wordEnds})
            "phrase de passe", "mdp",
            // plurals that change the stem, as a list's heading writes them (sec21): Passwörter, heslá, mots de passe
            "passw\u00f6rter", "hesl\u00e1", "mots de passe");

    /**
     * Every word for a password the scanner reads, each spelling once: the rules' keywords. Not Thai รหัส alone, "code"
     * of anything (a product's, a postcode) unless a compound says password (รหัสผ่าน).
     */
    static final List<String> WORDS = List.copyOf(java.util.stream.Stream.concat(LATIN_WORDS.stream(),
                    GenericAssignmentRules.WORLD_PASSWORD_WORDS.stream()).filter(w -> !w.equals("\u0e23\u0e2b\u0e31\u0e2a"))
            .collect(Collectors.toCollection(LinkedHashSet::new)));

    /**
     * The words found in one pass, ignoring case (an RE2 alternation of them ran its NFA over every region and made
     * the secret scan of prose five times slower).
     */
    private static final KeywordIndex WORD = new KeywordIndex(WORDS);

    /**
     * Words that name a password in a question only, where the answer must still be a value typed with care: Persian's
     * and Urdu's bare رمز ("secret", "code"), which chat says for a password ("رمز پنل رو عوض کردی؟") and prose for
     * any code or secret.
     */
    static final List<String> QUESTION_WORDS = List.of("\u0631\u0645\u0632",
            // Twenty-third round: "the code" asked for as an account's, in the definite or possessive form people use
            // for a shared login ("hvad var koden til fælles-Netflix?", "vad är koden till wifi:t?", "Netflix'in kodu
            // neydi?", "какой код от подъезда?"); an answer of digits alone (a door's PIN) or a word is still no value.
            "koden", "kodu", "\u043a\u043e\u0434 \u043e\u0442", "code for", "code to", "code du", "code de",
            "c\u00f3digo de", "c\u00f3digo da", "c\u00f3digo do", "codice del", "codice di", "kod do", "kod od");
    private static final KeywordIndex QUESTION_WORD = new KeywordIndex(QUESTION_WORDS);

    /** A word's endings that make it another thing than a password given ("passwordless", "Passworthash"). */
    private static final List<String> OTHER_ENDINGS = List.of("less", "loos", "los", "hash", "frei", "manager");

    /**
     * The words that join a value to the clause before it: "to", "into", "as", "of", "is" and "now" in the languages the
     * words above are read in (a closed class, unlike the verbs before them: "cambié … a", "nastavil na", "ändrat till",
     * "άλλαξε σε", "сменена на", "promijenjena u", "تغيير … إلى", "ganti jadi", "đổi thành", "yra", "është"). The value
     * must follow one of them, a label's colon or a dash, or the password's word itself: after any other word it is
     * what the clause names (a user, a product, a file: "for user svc-Backup_01", "via Spring-Security6").
     */
    private static final Set<String> LINKS = Set.of("to", "into", "as", "of", "is", "now", "be", "was",
            "auf", "zu", "ist", "lautet", "jetzt", "nun", "als", "in", "op", "naar", "nu", "wordt", "en", "à", "a",
            "est", "comme", "désormais", "maintenant", "es", "como", "ahora", "será", "para", "pra", "em",
            "é", "agora", "fica", "ficou", "è", "come", "ora", "adesso", "és", "com", "ara", "till",
            "är", "som", "på", "til", "er", "nå", "on", "nyt", "na", "jest", "teraz", "jako", "je",
            "teď", "ako", "u", "sada", "kao", "v", "în", "la", "este", "e", "acum", "ca", "lett", "most", "erre",
            "σε", "είναι", "τώρα", "ως",
            "на", "в", "у", "е", "є", "је", "это",
            "теперь", "сейчас", "тепер",
            "зараз", "сега", "вече", "как",
            "як", "као", "като",
            "إلى", "الى", "هي", "هو", "الآن",
            "به", "است", "شد", "هی", "היא", "הוא",
            "עכשיו", "है", "अब", "jadi", "menjadi", "adalah", "ialah", "ke",
            "kini", "sekarang", "thành", "là", "sang", "giờ", "ay", "sa", "ngayon", "ni", "kuwa", "sasa",
            "yra", "į", "dabar", "ir", "uz", "tagad", "nüüd", "është", "në", "tani", "si",
            "indi", "í", "nú", "da", "orain", "olarak", "oldu",
            // "becomes": "det nya blir X", "das neue wird X", "devient X", "diventa X", "станет X", "bude X"
            "blir", "bliver", "wird", "becomes", "devient", "diventa", "torna", "станет", "буде", "bude", "będzie");

    /**
     * How many words may stand between a password's word and its value when no link joins them: the thing the
     * password opens ("пароль от почты бухгалтерии X", "heslo od kamery, X", "كلمة المرور الجديدة للبريد X").
     */
    private static final int NAMED_WORDS = 4;

    /**
     * The words after which a value typed with care is the name of what the clause is about, not its password: an
     * account or a user ("for user svc-Backup_01!", "логин Admin#2024"), or a means ("via Spring#Boot3", "mit X").
     */
    private static final Set<String> NAMING_WORDS = Set.of("user", "username", "login", "account", "id", "named",
            "called", "via", "with", "using", "through", "benutzer", "benutzername", "nutzer", "konto", "mit", "über",
            "utilisateur", "identifiant", "compte", "avec", "usuario", "usuário", "cuenta", "conta", "utente",
            "utilizador", "con", "com", "gebruiker", "gebruikersnaam", "met", "användare", "bruker", "bruger", "käyttäjä",
            "użytkownik", "użytkownika", "uživatel", "uživatele", "používateľ", "felhasználó", "kullanıcı", "hesap",
            "utilizator", "korisnik", "uporabnik", "vartotojas", "lietotājs", "kasutaja",
            "пользователь", "пользователя", "логин", "аккаунт", "учетная", "користувач", "логін", "через",
            "потребител", "корисник", "χρήστης", "χρήστη", "مستخدم", "المستخدم", "משתמש", "کاربر");

    /** Words of a clause that show an example or a rule, not a value given ("such as", "z. B.", "например"). */
    private static final Set<String> EXAMPLE_WORDS = Set.of("like", "such", "e.g.", "eg", "example", "examples", "z.b.",
            "beispiel", "bsp.", "exemple", "ex.", "ejemplo", "p.ej.", "esempio", "exemplo", "voorbeeld", "przyk\u0142ad",
            "\u00f6rne\u011fin", "\u00f6rnek", "\u043d\u0430\u043f\u0440\u0438\u043c\u0435\u0440", "not", "never",
            "nicht", "niemals", "pas", "jamais", "nunca", "mai", "nie", "niet", "inte", "ikke");

    /** The scripts whose letters a typed value may hold besides ASCII ("Smørrebrød_Havn41", "Ёжик-1975"). */
    private static final Set<Character.UnicodeScript> ALPHABETS = Set.of(Character.UnicodeScript.LATIN,
            Character.UnicodeScript.CYRILLIC, Character.UnicodeScript.GREEK);

    private PasswordClauses() {
    }

    static List<SecretRule> rules() {
        String[] keywords = WORDS.toArray(String[]::new);
        return List.of(
                SecretRule.rule("password-in-clause",
                                "Password given after its word in the same clause, joined by a verb or a preposition of any "
                                        + "language (\"cambi\u00e9 la contrase\u00f1a a \u2026\", \"heslo jsem nastavil na \u2026\")",
                                Precedence.GENERIC)
                        .keywords(keywords)
                        .detector(PasswordClauses::clauses)
                        .build(),
                SecretRule.rule("answered-password",
                                "Password given as the next chat line's whole answer to a question naming it",
                                Precedence.GENERIC)
                        .keywords(java.util.stream.Stream.concat(WORDS.stream(), QUESTION_WORDS.stream()).toArray(String[]::new))
                        .wholeLines()
                        .detector(PasswordClauses::answers)
                        .build());
    }

    /** Each word in the region, then the first value typed with care in its clause. */
    private static void clauses(String text, int from, int to, SecretDetector.SpanSink sink) {
        Runs runs = new Runs(text);
        for (int end : wordEnds(text, from, to)) {
            int at = wordEnd(text, end);
            if (at >= 0 && !valueInClause(text, at, runs, sink)) {
                spelledRun(text, at, sink); // read in the same pass over the words: a second one cost code screening
                saidAgain(text, at, sink);
            }
        }
    }

    /**
     * Where the words found in text[from, to) end, leftmost first and none overlapping the one before it; of the
     * words starting at one place, the first listed in {@link #WORDS} (as a regular expression's alternation reads).
     */
    private static List<Integer> wordEnds(String text, int from, int to) {
        List<int[]> hits = new ArrayList<>(); // start, keyword
        WORD.scan(text.subSequence(from, to), (keyword, end) ->
                hits.add(new int[] {from + end - WORDS.get(keyword).length(), keyword}));
        hits.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        List<Integer> ends = new ArrayList<>();
        int last = from;
        for (int[] hit : hits) {
            if (hit[0] >= last && (WORDS.get(hit[1]).length() > 3 || wholeWord(text, hit[0], WORDS.get(hit[1]).length()))) {
                last = hit[0] + WORDS.get(hit[1]).length();
                ends.add(last);
            }
        }
        return ends;
    }

    /** Whether text[start, start + length) stands as a word of its own: an abbreviation is not part of another word. */
    private static boolean wholeWord(String text, int start, int length) {
        int end = start + length;
        return (start == 0 || !Character.isLetterOrDigit(text.charAt(start - 1)))
                && (end >= text.length() || !Character.isLetterOrDigit(text.charAt(end)));
    }

    /** Past the word's ending (пароль, hasła, Passwortes), or -1 when the ending makes it another word. */
    private static int wordEnd(String text, int at) {
        int end = at;
        while (end < text.length() && end - at < 12 && Character.isLetter(text.charAt(end))) {
            end++;
        }
        String ending = text.substring(at, end).toLowerCase(Locale.ROOT);
        return OTHER_ENDINGS.stream().anyMatch(ending::startsWith) ? -1 : end;
    }

    private static boolean valueInClause(String text, int at, Runs runs, SecretDetector.SpanSink sink) {
        int limit = Math.min(text.length(), at + CLAUSE_REACH);
        int i = at;
        boolean joined = true; // the value may stand right after the password's word
        int named = 0; // words since the last link: what the password opens
        String before = ""; // the word before the value
        for (int words = 0; words < CLAUSE_WORDS; words++) {
            while (i < limit && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\u00a0')) {
                i++;
            }
            if (i >= limit || Character.isWhitespace(text.charAt(i))) {
                return false; // a line's end ends the clause
            }
            int end = runs.end(i);
            int[] core = runs.core(i, end);
            if (end - i == 1 && (text.charAt(i) == '\'' || text.charAt(i) == '\u2019')) {
                i = end; // a transliteration's soft sign on its own ("parol' X") keeps the join
                continue;
            }
            if (joined && words > 0 && quotedPassphrase(text, at, i, sink)) {
                return true;
            }
            if (core[1] - core[0] >= 8 && core[1] - core[0] <= LONGEST_VALUE
                    && (joined || afterNamedThing(text, core, named, before))
                    && typedWithCare(text, core, 4, true) && !dottedName(text, core)) {
                sink.accept(core[0], core[1]);
                return true;
            }
            if (end - i > CLAUSE_REACH) {
                return false; // it runs past the clause's reach, so no word after it is read (and it is no link)
            }
            String token = text.substring(i, end).toLowerCase(Locale.ROOT);
            String word = text.substring(core[0], core[1]).toLowerCase(Locale.ROOT);
            if (EXAMPLE_WORDS.contains(token) || EXAMPLE_WORDS.contains(word) || endsSentence(text.charAt(end - 1))) {
                return false;
            }
            char last = text.charAt(end - 1);
            joined = LINKS.contains(word) || last == ':' || last == '\uff1a' || "-\u2013\u2014=\u2192->".contains(token);
            named = joined ? 0 : named + 1;
            before = word;
            i = end;
        }
        return false;
    }

    /** The quotation marks that open a passphrase, each with the mark that closes it. */
    private static final String OPENING_QUOTES = "\"\u201c\u201e\u00ab\u00bb'\u2018\u300c\u300e";
    private static final String CLOSING_QUOTES = "\"\u201d\u201c\u00bb\u00ab'\u2019\u300d\u300f";
    /** A passphrase's fewest and most words, and its longest word. */
    private static final int PASSPHRASE_WORDS = 4;
    private static final int PASSPHRASE_MOST_WORDS = 10;
    private static final int PASSPHRASE_WORD = 24;

    /**
     * A passphrase with spaces, quoted after the password's word and a link in prose ("the vault's passphrase is
     * “copper violet window rocket”", "Passphrase für den Schlüsselbund: »…«"): the quotation marks are the value's
     * end, which prose does not mark otherwise. Four to ten words of letters or digits only, single spaces, no
     * punctuation (a message or a sentence has it), none of them a word for a password ("Forgot your password",
     * "Mot de passe oublié" are a form's labels); not after a key of code ({@code password_hint: "…"}, {@code
     * "password": "…"}), which the assignment rules read.
     */
    private static boolean quotedPassphrase(String text, int wordEnd, int open, SecretDetector.SpanSink sink) {
        char after = wordEnd < text.length() ? text.charAt(wordEnd) : ' ';
        int kind = OPENING_QUOTES.indexOf(text.charAt(open));
        if (kind < 0 || "_\"'`=".indexOf(after) >= 0 || partOfIdentifier(text, wordEnd)) {
            return false;
        }
        for (int i = wordEnd; i < open; i++) {
            if ("\"'`{}[];=".indexOf(text.charAt(i)) >= 0) {
                return false; // code's quoted keys and values, or an assignment, stand between the word and the quote
            }
        }
        char closing = CLOSING_QUOTES.charAt(kind);
        int start = open + 1;
        while (start < text.length() && text.charAt(start) == ' ') {
            start++; // French « … » has spaces inside its marks
        }
        int words = 1;
        int wordLength = 0;
        int limit = Math.min(text.length(), start + PASSPHRASE_MOST_WORDS * (PASSPHRASE_WORD + 1));
        for (int i = start; i < limit; i++) {
            char c = text.charAt(i);
            if (c == closing) {
                int end = i;
                while (end > start && text.charAt(end - 1) == ' ') {
                    end--;
                }
                if (words < PASSPHRASE_WORDS || wordLength == 0 || WORD.occursIn(text, start, end, true)
                        || Placeholders.isPlaceholderPassword(text.substring(start, end))) {
                    return false;
                }
                sink.accept(start, end);
                return true;
            }
            if (c == ' ') {
                if (i + 1 < text.length() && text.charAt(i + 1) == closing) {
                    continue; // the space French puts before »
                }
                if (wordLength == 0) {
                    return false;
                }
                words++;
                wordLength = 0;
            } else if (Character.isLetterOrDigit(c) && ++wordLength <= PASSPHRASE_WORD) {
                continue;
            } else {
                return false;
            }
        }
        return false;
    }

    /** Whether the password's word ending at {@code wordEnd} is part of a name of code (SMTP_PASSWORD, "db.password"). */
    private static boolean partOfIdentifier(String text, int wordEnd) {
        int start = wordEnd;
        while (start > 0 && Character.isLetter(text.charAt(start - 1))) {
            start--;
        }
        return start > 0 && "_.-\"'`$".indexOf(text.charAt(start - 1)) >= 0;
    }

    /**
     * A value after the few words naming what the password opens, with no link before it ("пароль от почты X",
     * "heslo od kamery, X"): it must hold a sign typed as a password's (not only a name's "_", "-" or "."), and the
     * word before it must be a word that does not make it the name of an account or a means ("for user X", "via X").
     */
    private static boolean afterNamedThing(String text, int[] core, int named, String before) {
        if (named == 0 || named > NAMED_WORDS || NAMING_WORDS.contains(before) || before.chars().noneMatch(Character::isLetter)) {
            return false;
        }
        if (Bounded.indexOf(text, '"', core[0], core[1]) >= 0 || Bounded.indexOf(text, '`', core[0], core[1]) >= 0) {
            return false; // code's attribute or argument (value="…"), which the assignment rules read
        }
        for (int i = core[0]; i < core[1]; i++) {
            if ("!#$%&*+?=~^@".indexOf(text.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * A password spelled out after its word (when no value was typed in its clause): a run of comma-separated units on the word's line
     * ("capital T, u, l, i, p, seven, seven, exclamation mark", "großes M, o, n, d, …, vier, zwei, Raute"), each of at
     * most three words, five of them a single letter or digit, three a letter and one not. The units are spoken words of any
     * language; only the run's shape is read. Commas with a space, as speech is written: a CSV row has none.
     */
    private static void spelledRun(String text, int at, SecretDetector.SpanSink sink) {
        int lineEnd = Bounded.lineEnd(text, at, Math.min(text.length(), at + SPELLED_REACH));
        int first = Bounded.indexOf(text, ", ", at, lineEnd);
        if (first < 0 || first - at > CLAUSE_REACH || sentenceEnd(text, at, first) >= 0) {
            return; // the run must start in the word's clause
        }
        int start = first;
        while (start > at && !Character.isWhitespace(text.charAt(start - 1))) {
            start--; // the run starts with the clause's last word ("… is capital T, u, …")
        }
        int singles = singleCharacter(text, start, first) ? 1 : 0;
        int letters = singles > 0 && Character.isLetter(text.charAt(start)) ? 1 : 0;
        int units = singles;
        if (singles == 0) {
            start = first + 2; // the clause's last word is no character of it ("… pour la caisse, P, o, …")
        }
        int end = first;
        int unit = first + 2;
        while (unit < lineEnd) {
            int comma = Bounded.indexOf(text, ", ", unit, lineEnd);
            int stop = comma < 0 ? lineEnd : comma;
            int sentence = sentenceEnd(text, unit, stop);
            int unitEnd = sentence >= 0 ? sentence : stop;
            int words = 0;
            boolean single = false;
            boolean letter = false;
            int w = unit;
            while (w < unitEnd) {
                while (w < unitEnd && Character.isWhitespace(text.charAt(w))) {
                    w++;
                }
                int e = w;
                while (e < unitEnd && !Character.isWhitespace(text.charAt(e))) {
                    e++;
                }
                if (e > w) {
                    words++;
                    if (singleCharacter(text, w, e)) {
                        single = true;
                        letter |= Character.isLetter(text.charAt(w));
                    }
                }
                w = e;
            }
            if (words == 0 || words > 3 || unitEnd - unit > 24) {
                break;
            }
            units++;
            singles += single ? 1 : 0;
            letters += letter ? 1 : 0;
            end = unitEnd;
            if (sentence >= 0 || comma < 0) {
                break;
            }
            unit = comma + 2;
        }
        // and something besides letters (a digit, a sign's or a number's name): "a, b, c, d, e, f" is a list
        if (units >= 6 && singles >= 5 && letters >= 3 && units > letters) {
            sink.accept(start, end);
        }
    }

    /**
     * A password spelled out in speech and then said whole, as voicemails and call transcripts write it ("the password
     * is, um, capital M, marigold, seven, seven, so Marigold77!", "la contraseña, apunta: Girasol, guion bajo,
     * Albacete, cuatro… o sea Girasol_Albacete44", "パスワードは、大文字のS、sakura、…、つまり Sakura26- です"): after
     * its word, on its line, at least two commas of any script, then a value typed with care that holds a word of four
     * letters or more said before it as a piece of the spelling (after a comma or a colon: ", marigold", ": Girasol";
     * "stored in the vault, see Vault2024" spells nothing). The word said twice is the reading, so no link word ("so", "o
     * sea", "also", "つまり") is listed; a value that repeats no piece of the spelling is left to the other readings.
     */
    private static void saidAgain(String text, int at, SecretDetector.SpanSink sink) {
        int lineEnd = Bounded.lineEnd(text, at, Math.min(text.length(), at + SPELLED_REACH));
        int commas = 0;
        List<String> said = new ArrayList<>();
        int i = at;
        while (i < lineEnd) {
            if (commas == 0 && i - at > CLAUSE_REACH) {
                return; // the spelling starts in the word's clause
            }
            char c = text.charAt(i);
            if (spokenComma(c)) {
                commas++;
                i++;
                continue;
            }
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int start = i;
            while (i < lineEnd && !Character.isWhitespace(text.charAt(i)) && !spokenComma(text.charAt(i))) {
                i++;
            }
            int[] core = core(text, start, i);
            if (commas >= 2 && !said.isEmpty() && core[1] - core[0] >= 8 && typedWithCare(text, core, 3, false)
                    && repeats(text.substring(core[0], core[1]).toLowerCase(Locale.ROOT), said)) {
                sink.accept(core[0], core[1]);
                return;
            }
            if (commaBefore(text, at, start) && said.size() < 16 && lettersOfAlphabet(text, core) && core[1] - core[0] >= 4) {
                said.add(text.substring(core[0], core[1]).toLowerCase(Locale.ROOT));
            }
        }
    }

    /** A comma as speech is written down in any script: {@code , 、 ， ،}. */
    private static boolean spokenComma(char c) {
        return c == ',' || c == '\u3001' || c == '\uff0c' || c == '\u060c';
    }

    /** Whether the last mark before text[start] (past blanks, after {@code from}) is a comma or a colon. */
    private static boolean commaBefore(String text, int from, int start) {
        int k = start - 1;
        while (k >= from && Character.isWhitespace(text.charAt(k))) {
            k--;
        }
        return k >= from && (spokenComma(text.charAt(k)) || text.charAt(k) == ':' || text.charAt(k) == '\uff1a');
    }

    /** text[core[0], core[1]) is letters of an alphabet only (a word said, not a character's name in another script). */
    private static boolean lettersOfAlphabet(String text, int[] core) {
        for (int k = core[0]; k < core[1]; k++) {
            char c = text.charAt(k);
            if (!Character.isLetter(c) || c >= 128 && !ALPHABETS.contains(Character.UnicodeScript.of(c))) {
                return false;
            }
        }
        return core[1] > core[0];
    }

    /** Whether the value holds one of the words said before it. */
    private static boolean repeats(String value, List<String> said) {
        for (String word : said) {
            if (value.contains(word) && !value.equals(word)) {
                return true;
            }
        }
        return false;
    }

    /** A word of one letter or digit, maybe with a period or a quotation mark ("T", "7", "'l'"). */
    private static boolean singleCharacter(String text, int start, int end) {
        int[] core = core(text, start, end);
        return core[1] - core[0] == 1 && Character.isLetterOrDigit(text.charAt(core[0]));
    }

    /** Where a sentence ends in text[from, to): a period, "!" or "?" before a space or the end, or -1. */
    private static int sentenceEnd(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (endsSentence(text.charAt(i)) && (i + 1 >= text.length() || Character.isWhitespace(text.charAt(i + 1)))) {
                return i;
            }
        }
        return -1;
    }

    /** The region's lines that ask a question naming a password, each answered by the next line's whole text. */
    private static void answers(String text, int from, int to, SecretDetector.SpanSink sink) {
        int line = from;
        // the line before was a chat export's header ("王磊 10:21", "Денис, [04.12.26 11:02]"): this one is a turn
        boolean afterHeader = from > 0 && text.charAt(from - 1) == '\n'
                && headerLine(text, Bounded.lineStart(text, from - 1, from - 1 - HEADER_LINE - 2), from - 1);
        while (line < to) {
            int end = Bounded.lineEnd(text, line, to);
            boolean asks = asksQuestion(text, line, end);
            boolean turn = !asks && (speakerTurn(text, line, end) || afterHeader && !Bounded.blank(text, line, end));
            afterHeader = headerLine(text, line, end);
            if ((asks || turn) && WORD.occursIn(text, line, end, true) || asks && QUESTION_WORD.occursIn(text, line, end, true)) {
                answer(text, end + 1, !asks, sink);
                if (turn) {
                    announced(text, line, end, sink);
                }
            } else if (end - line <= HEADING_LINE && heading(text, line, end) && WORD.occursIn(text, line, end, true)) {
                listedUnder(text, end + 1, sink);
            }
            line = end + 1;
        }
    }

    /** The longest heading line over a list of passwords, and how many of the list's lines are read below it. */
    private static final int HEADING_LINE = 60;
    /** A heading's most words: a list's title ("Mots de passe bureau"), not a sentence about a password. */
    private static final int HEADING_WORDS = 5;
    private static final int LIST_LINES = 12;
    /** The most words of an item's label in such a list ("Router", "Cont utilități", "NAS admin", "Banco (app)"). */
    private static final int LABEL_WORDS = 4;

    /**
     * The items of a list under a short heading naming passwords, as a notes app or a handover note keeps them
     * ("Parole casă" / "- Router: …" / "- Alarmă: 4815" / "- Cont utilități: maria.ionescu / …", "密码（家里）" /
     * "路由器：…"): each line a label of at most {@link #LABEL_WORDS} words, a colon of any width and one value, or a
     * login, a slash and the value; the values typed with care are reported (a PIN of digits alone is not) when the list
     * has two items or more. The list ends at the first line that is no such item. A heading's list of rules or places ("Length: at least 14
     * characters", "Wifi: on the router's sticker") holds no one-word value typed with care.
     */
    private static void listedUnder(String text, int at, SecretDetector.SpanSink sink) {
        List<int[]> values = new ArrayList<>();
        int items = 0;
        int line = at;
        for (int lines = 0; lines < LIST_LINES && line < text.length(); lines++) {
            int end = Bounded.lineEnd(text, line, Math.min(text.length(), line + ANSWER_LINE + 1));
            if (end - line > ANSWER_LINE || !listItem(text, line, end, values)) {
                break;
            }
            items++;
            line = end + 1;
        }
        if (items >= 2) { // one "Name: value" line under a sentence is a chat's turn, not a list
            values.forEach(v -> sink.accept(v[0], v[1]));
        }
    }

    /**
     * A heading as people write one over a list: at most {@link #HEADING_WORDS} words, no sentence's end, no code's
     * marks (an assignment, an identifier's underscore, quotation marks, braces) and no colon before its end ("Passwords — home", "Parole casă", "密码（家里）", "Passwörter:").
     */
    private static boolean heading(String text, int line, int end) {
        int last = end - 1;
        while (last > line && Character.isWhitespace(text.charAt(last))) {
            last--;
        }
        int words = 1;
        for (int k = line; k < last; k++) {
            char c = text.charAt(k);
            if ("=_\"`{}<>;:\uff1a.!?".indexOf(c) >= 0) {
                return false;
            }
            words += c == ' ' && Character.isLetterOrDigit(text.charAt(k + 1)) ? 1 : 0;
        }
        return last > line && words <= HEADING_WORDS;
    }

    /**
     * One line of {@link #listedUnder}'s list: false when it is no item (the list has ended). A label is what people
     * write (capitalised in a cased script, "Router", "Cont utilități", "路由器"), not a key of code ("db_host",
     * "image", "app.name").
     */
    private static boolean listItem(String text, int line, int end, List<int[]> values) {
        int i = line;
        while (i < end && (Character.isWhitespace(text.charAt(i)) || "-*\u2022\u00b7".indexOf(text.charAt(i)) >= 0)) {
            i++;
        }
        int colon = Bounded.indexOf(text, ':', i, end);
        int wide = Bounded.indexOf(text, '\uff1a', i, end);
        colon = colon < 0 || wide >= 0 && wide < colon ? wide : colon;
        String label = colon <= i ? "" : text.substring(i, colon).strip();
        if (label.isEmpty() || colon - i > 40 || label.split("\\s+").length > LABEL_WORDS
                || Character.isLowerCase(label.charAt(0)) || label.chars().anyMatch(c -> "_\"'=.{}[]<>".indexOf(c) >= 0)) {
            return false;
        }
        List<int[]> words = new ArrayList<>();
        int k = colon + 1;
        while (k < end && words.size() <= 3) {
            while (k < end && Character.isWhitespace(text.charAt(k))) {
                k++;
            }
            int w = k;
            while (k < end && !Character.isWhitespace(text.charAt(k))) {
                k++;
            }
            if (k > w) {
                words.add(new int[] {w, k});
            }
        }
        boolean pair = words.size() == 3 && "/|".indexOf(text.charAt(words.get(1)[0])) >= 0
                && words.get(1)[1] - words.get(1)[0] == 1;
        if (words.size() == 1 || pair) {
            int[] value = core(text, words.getLast()[0], words.getLast()[1]);
            if (value[1] > value[0] && typedWithCare(text, value, 3, false)) {
                values.add(value);
            }
        }
        return true;
    }

    /** The most words a turn announcing a value may hold besides it ("agora é X", "新しいのは X です", "c'est X maintenant"). */
    private static final int ANNOUNCEMENT_WORDS = 4;

    /**
     * A turn naming a password continued by the same speaker's next turn that gives it: "Rafa: a senha do wifi mudou" /
     * "Rafa: agora é X", "田中: パスワード変わりました" / "田中: 新しいのは X です". The label is the turn before; the
     * next turn is short (the value and at most {@link #ANNOUNCEMENT_WORDS} words of any language: "now", "the new one
     * is", a polite ending) and holds one value typed with care and a sign, so no word of the link is listed. Only the
     * same speaker: another speaker's reply to a statement ("Lu: valeu, Rafa!") gives nothing.
     */
    private static void announced(String text, int line, int end, SecretDetector.SpanSink sink) {
        String speaker = speakerOf(text, line, end);
        int next = end + 1;
        if (speaker == null || next >= text.length()) {
            return;
        }
        int nextEnd = Bounded.lineEnd(text, next, Math.min(text.length(), next + ANSWER_LINE + 1));
        if (nextEnd - next > ANSWER_LINE || !speaker.equals(speakerOf(text, next, nextEnd))) {
            return;
        }
        int colon = speakerColon(text, next, nextEnd);
        int[] value = null;
        int words = 0;
        int i = colon + 1;
        while (i < nextEnd) {
            while (i < nextEnd && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < nextEnd && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (start == i) {
                break;
            }
            int[] core = core(text, start, i);
            if (value == null && holdsSign(text, core) && typedWithCare(text, core, 3, false)) {
                value = core;
            } else if (++words > ANNOUNCEMENT_WORDS) {
                return;
            }
        }
        if (value != null) {
            sink.accept(value[0], value[1]);
        }
    }

    /** A sign of a password's (not a name's {@code _ - .}) in text[core[0], core[1]). */
    private static boolean holdsSign(String text, int[] core) {
        for (int i = core[0]; i < core[1]; i++) {
            if ("!#$%&*+?=~^@".indexOf(text.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Where a chat turn's speaker ends with its colon ({@link #speakerTurn}), or -1. */
    private static int speakerColon(String text, int line, int end) {
        int colon = Bounded.indexOf(text, ": ", line, Math.min(end, line + SPEAKER_REACH));
        colon = colon >= 0 ? colon : Bounded.indexOf(text, '\uff1a', line, Math.min(end, line + SPEAKER_REACH));
        return colon >= 0 ? colon : tabbedSpeakerEnd(text, line, end);
    }

    /**
     * Where the speaker of a tab-separated chat export's line ends ("18:40\tพลอย\tรหัสผ่าน…", LINE's and other
     * apps' text exports: a time, a tab, the name, a tab, the message), or -1.
     */
    private static int tabbedSpeakerEnd(String text, int line, int end) {
        int first = Bounded.indexOf(text, '\t', line, Math.min(end, line + 12));
        if (first <= line || !timeStamp(text.substring(line, first).strip())) {
            return -1;
        }
        return Bounded.indexOf(text, '\t', first + 1, Math.min(end, first + 1 + SPEAKER_REACH));
    }

    /**
     * Where what a chat turn's speaker said starts on text[line, end) (past the speaker, the time and the colon), or
     * {@code line} when the line is no turn stamped with a time: readers of a line's text read a turn's text alone.
     */
    static int turnText(String text, int line, int end) {
        if (!speakerTurn(text, line, end)) {
            return line;
        }
        int colon = speakerColon(text, line, end);
        return stamped(text, line, colon) ? colon + 1 : line;
    }

    /**
     * A chat export's speaker holds the time of day ("Léo 11:02", "[09:14] sam", "12/5/26, 8:11 AM - Zawadi"): a
     * field's name before a colon ("Comment: …", "Note: …") holds none.
     */
    private static boolean stamped(String text, int from, int to) {
        for (int i = from + 1; i + 2 < to; i++) {
            char c = text.charAt(i);
            if ((c == ':' || c == '.') && Character.isDigit(text.charAt(i - 1)) && Character.isDigit(text.charAt(i + 1))
                    && Character.isDigit(text.charAt(i + 2))) {
                return true;
            }
        }
        return false;
    }

    /** The speaker of a chat turn on text[line, end), or null when the line is no turn. */
    private static String speakerOf(String text, int line, int end) {
        if (!speakerTurn(text, line, end)) {
            return null;
        }
        return text.substring(line, speakerColon(text, line, end)).strip();
    }

    /**
     * A chat turn: a speaker of at most four words and a colon, then what they said ("Олег: напомни пароль от
     * админки", "[09:14] Priya: send me the wifi password"). Such a turn asks for a password without a question mark
     * when it names one; it is answered only by another turn ({@link #answer}).
     */
    private static boolean speakerTurn(String text, int line, int end) {
        int colon = speakerColon(text, line, end);
        if (colon <= line || Bounded.blank(text, colon + 1, end)) {
            return false;
        }
        return speakerName(text.substring(line, colon));
    }

    /**
     * A chat's speaker: at most four words after a time stamp, none of code's quotation marks, braces or underscores,
     * and not starting lower case as a key of YAML or JSON does ("name": …, db_user: …).
     */
    private static boolean speakerName(String label) {
        String speaker = label.replace("*", "").replace(">", "").strip();
        boolean stamped = false;
        int dash = speaker.indexOf(" - ");
        int tab = speaker.indexOf('\t');
        if (dash > 0 && timeStamp(speaker.substring(0, dash))) { // "12/5/26, 8:11 AM - Zawadi", a phone's export
            speaker = speaker.substring(dash + 3).strip();
            stamped = true;
        } else if (tab > 0 && timeStamp(speaker.substring(0, tab))) { // "18:42\tเก่ง"
            speaker = speaker.substring(tab + 1).strip();
            stamped = true;
        } else if (speaker.startsWith("[")) {
            int close = speaker.indexOf(']');
            stamped = close > 0 && timeStamp(speaker.substring(1, close));
            speaker = close < 0 ? "" : speaker.substring(close + 1).strip();
        }
        char first = speaker.isEmpty() ? ' ' : speaker.charAt(0);
        // a cased script's lower case (Georgian's Mkhedruli letters are lower case with no title case of their own)
        if (speaker.isEmpty() || Character.isLowerCase(first) && Character.toTitleCase(first) != first && !stamped) {
            return false; // a key of YAML or JSON starts lower case; a chat export's handle after its time stamp may
        }
        int words = 1;
        for (int i = 0; i < speaker.length(); i++) {
            char c = speaker.charAt(i);
            if ("\"'`{}[]=_/\\<".indexOf(c) >= 0) {
                return false;
            }
            if (c == ' ' && i > 0 && speaker.charAt(i - 1) != ' ') {
                words++;
            }
        }
        return words <= 4;
    }

    /** A chat export's time of day in brackets: digits and colons, maybe a date, seconds or AM/PM ("09:14", "9:14 PM"). */
    private static boolean timeStamp(String inside) {
        int colon = inside.indexOf(':');
        if (colon <= 0 || inside.length() > 24) {
            return false;
        }
        for (int i = 0; i < inside.length(); i++) {
            char c = inside.charAt(i);
            if (!Character.isDigit(c) && " :-./,APMapm".indexOf(c) < 0) {
                return false;
            }
        }
        return Character.isDigit(inside.charAt(colon - 1)) && colon + 1 < inside.length()
                && Character.isDigit(inside.charAt(colon + 1));
    }

    private static boolean asksQuestion(String text, int line, int end) {
        int last = end - 1;
        while (last >= line && Character.isWhitespace(text.charAt(last))) {
            last--;
        }
        // a question, or a label on a line of its own ("Password:", "密码：")
        return last >= line && "?\uff1f\u061f:\uff1a".indexOf(text.charAt(last)) >= 0;
    }

    /** The answer after a question's line: the next line with text (past blank or quote-only lines), read whole. */
    private static void answer(String text, int at, boolean turnOnly, SecretDetector.SpanSink sink) {
        int line = at;
        int passed = 0;
        for (int gap = 0; line < text.length() && gap <= TURN_GAP; gap++) {
            int end = Bounded.lineEnd(text, line, Math.min(text.length(), line + ANSWER_LINE + 1));
            if (end - line > ANSWER_LINE) {
                return;
            }
            int start = line;
            while (start < end && (Character.isWhitespace(text.charAt(start)) || text.charAt(start) == '>')) {
                start++;
            }
            if (start < end && headerLine(text, start, end)) {
                headedAnswer(text, end + 1, !turnOnly, sink); // the answer's speaker on a line of its own, the turn below
                return;
            }
            if (start < end) {
                boolean[] found = {false};
                answerLine(text, start, end, turnOnly, (from, to) -> {
                    found[0] = true;
                    sink.accept(from, to);
                });
                // Another speaker's turn that gives nothing ("moment, ich schau nach", a bot's line) may come between
                // the question and the answer in a chat export: up to OTHER_TURNS of them, each stamped with a time.
                if (found[0] || passed == OTHER_TURNS || turnText(text, start, end) == start) {
                    return;
                }
                passed++;
                gap = 0;
            }
            line = end + 1;
        }
    }

    /** How many turns stamped with a time that give nothing may stand between a question and its answer. */
    private static final int OTHER_TURNS = 2;

    /** A header line's longest text and most words ("王磊 10:21", "Сергей, [04.12.26 11:05]", "kestrel — Today at 21:15"). */
    private static final int HEADER_LINE = 60;
    private static final int HEADER_WORDS = 6;

    /**
     * A chat export's header line: a name, then the time the turn was sent at the line's end ("王磊 10:21", "Сергей,
     * [04.12.26 11:05]", "kestrel — Today at 21:15"); the turn's text follows on the next line. A letter must come
     * before the time (a line of a time alone is a list's or a log's).
     */
    private static boolean headerLine(String text, int line, int end) {
        int last = end;
        while (last > line && Character.isWhitespace(text.charAt(last - 1))) {
            last--;
        }
        if (last - line > HEADER_LINE || last - line < 5) {
            return false;
        }
        int close = text.charAt(last - 1) == ']' ? last - 1 : last;
        int k = close;
        while (k > line && (Character.isDigit(text.charAt(k - 1)) || text.charAt(k - 1) == ':')) {
            k--;
        }
        String time = text.substring(k, close);
        int colon = time.indexOf(':');
        if (colon < 1 || colon > 2 || time.length() < colon + 3 || !Character.isDigit(time.charAt(colon + 1))) {
            return false;
        }
        String before = text.substring(line, k);
        return before.codePoints().anyMatch(Character::isLetter) && before.strip().split("\\s+").length <= HEADER_WORDS
                && before.indexOf(':') < 0 && before.chars().noneMatch(c -> "=\"'`{}<>;?\uff1f".indexOf(c) >= 0);
    }

    /** The turn under a header line: the next line with text, read as a turn's text without its speaker's label. */
    private static void headedAnswer(String text, int at, boolean leads, SecretDetector.SpanSink sink) {
        if (at >= text.length()) {
            return;
        }
        int end = Bounded.lineEnd(text, at, Math.min(text.length(), at + ANSWER_LINE + 1));
        if (end - at <= ANSWER_LINE) {
            valueWithRemark(text, at, end, leads, sink);
        }
    }

    /** The most words of a remark after an answer's value ("(met kleine f)", "— jangan lupa ganti nanti"). */
    private static final int REMARK_WORDS = 8;
    /** The most words of a remark set apart from the value by a break within {@link #BREAK_WORDS} words of it. */
    private static final int APART_REMARK_WORDS = 16;
    private static final int BREAK_WORDS = 2;
    /** The most words before the value ("klar:", "tak, teraz", "آره، الان", "记得，"), each at most so long. */
    private static final int LEAD_WORDS = 2;
    private static final int LEAD_WORD = 6;

    /** An answer's line: its last word the value, or its first word after the speaker and a short remark. */
    private static void answerLine(String text, int start, int end, boolean turnOnly, SecretDetector.SpanSink sink) {
        if (!lastWordAnswer(text, start, end, turnOnly, sink)) {
            remarkedAnswer(text, start, end, !turnOnly, sink);
        }
    }

    /**
     * A chat turn answering a question with the value and a remark, as people add how to type it or to keep it quiet
     * ("Bram: fietsenstalling_Utrecht88 (met kleine f)", "Dewi: Rendang_Padang77! — jangan lupa ganti nanti",
     * "阿强：Baozi1202!"): a speaker and a colon (of any width), then the turn's text ({@link #valueWithRemark}).
     */
    private static void remarkedAnswer(String text, int start, int end, boolean leads, SecretDetector.SpanSink sink) {
        int colon = speakerColon(text, start, end);
        if (colon < 0 || !speakerName(text.substring(start, colon))) {
            return;
        }
        valueWithRemark(text, colon + 1, end, leads, sink);
    }

    /**
     * A turn's text that gives a value typed with care: at most {@link #LEAD_WORDS} short words before it ("klar:",
     * "tak, teraz", "آره، الان", "记得，" — a yes, a now), none naming what it is ("user", "login"), then a remark of at
     * most {@link #REMARK_WORDS} words, or of {@link #APART_REMARK_WORDS} when a break (a comma, a dash, a full stop of
     * any script) within {@link #BREAK_WORDS} words sets the value apart as a clause of its own ("Paneer_Tikka_93 hai,
     * kisi ko forward mat karna please"). A value followed by a longer clause without a break is talk about it
     * ("Summer2019! was the old one, they changed it, ask the owner"), and a turn of more words before the value
     * ("sí, QA_TEST01 con …") names other things first. Words are split at spaces and at the unspaced scripts' commas.
     * Lead words only after a question ({@code leads}): a reply to a statement or a request without a question mark
     * gives the value first or not at all, and a turn that ends asking back ("agora é X?") gives nothing.
     */
    private static void valueWithRemark(String text, int from, int end, boolean leads, SecretDetector.SpanSink sink) {
        int last = end - 1;
        while (last > from && Character.isWhitespace(text.charAt(last))) {
            last--;
        }
        if (last > from && "?\uff1f\u061f".indexOf(text.charAt(last)) >= 0) {
            return;
        }
        List<int[]> words = new ArrayList<>();
        int i = from;
        while (i < end && words.size() <= LEAD_WORDS + APART_REMARK_WORDS + 1) {
            while (i < end && (Character.isWhitespace(text.charAt(i)) || wideComma(text.charAt(i)))) {
                i++;
            }
            int w = i;
            while (i < end && !Character.isWhitespace(text.charAt(i)) && !wideComma(text.charAt(i))) {
                i++;
            }
            if (i > w) {
                words.add(new int[] {w, i, i < end && wideComma(text.charAt(i)) ? 1 : 0});
            }
        }
        for (int v = 0; v <= (leads ? LEAD_WORDS : 0) && v < words.size(); v++) {
            int[] value = core(text, words.get(v)[0], words.get(v)[1]);
            if (value[1] > value[0] && typedWithCare(text, value, 3, false)) {
                if (leadsIn(text, words, v) && remarkFits(text, words, v) && !namesPasswordAfter(text, value[1], end)) {
                    sink.accept(value[0], value[1]);
                }
                return;
            }
            if (!leadWord(text, words.get(v))) {
                return;
            }
        }
    }

    /**
     * A remark that names the password again says the value is something else and the password elsewhere
     * ("GuestNet-5G er netværket, koden står på køleskabet", "Cafe_Guest5 is the network, the password is on the
     * receipt").
     */
    private static boolean namesPasswordAfter(String text, int from, int end) {
        return from < end && (WORD.occursIn(text, from, end, true) || QUESTION_WORD.occursIn(text, from, end, true));
    }

    /** A comma of an unspaced script or of Arabic's, which ends a word without a space ("记得，X ，别外传", "آره، الان"). */
    private static boolean wideComma(char c) {
        return c == '\uff0c' || c == '\u3001' || c == '\u060c';
    }

    /** The words before the value at {@code v} are short words that name nothing. */
    private static boolean leadsIn(String text, List<int[]> words, int v) {
        for (int k = 0; k < v; k++) {
            if (!leadWord(text, words.get(k))) {
                return false;
            }
        }
        return true;
    }

    /** A short word of letters before a value ("klar:", "teraz", "الان"), not a word naming an account. */
    private static boolean leadWord(String text, int[] word) {
        String w = text.substring(word[0], word[1]).replaceAll("[\\p{P}]+$", "").toLowerCase(Locale.ROOT);
        return !w.isEmpty() && w.length() <= LEAD_WORD && w.chars().allMatch(Character::isLetter)
                && !NAMING_WORDS.contains(w);
    }

    /** The words after the value at {@code v}: a short remark, or a longer one after a break close to the value. */
    private static boolean remarkFits(String text, List<int[]> words, int v) {
        int remark = 0;
        for (int k = v + 1; k < words.size(); k++) {
            boolean letters = false;
            for (int j = words.get(k)[0]; j < words.get(k)[1]; j++) {
                letters |= Character.isLetterOrDigit(text.charAt(j));
            }
            remark += letters ? 1 : 0;
        }
        if (remark <= REMARK_WORDS) {
            return true;
        }
        if (remark > APART_REMARK_WORDS) {
            return false;
        }
        for (int k = v; k < Math.min(words.size(), v + 1 + BREAK_WORDS); k++) {
            int[] word = words.get(k);
            char last = text.charAt(word[1] - 1);
            boolean dash = word[1] - word[0] == 1 && "-\u2013\u2014".indexOf(last) >= 0;
            if (word[2] == 1 || dash || k > v && ",;.\u2013\u2014".indexOf(last) >= 0
                    || k == v && word[1] < text.length() && ",;".indexOf(text.charAt(word[1] - 1)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** A line whose last word is the answer and whose words before it are its speaker (and at most two short words). */
    private static boolean lastWordAnswer(String text, int start, int end, boolean turnOnly, SecretDetector.SpanSink sink) {
        int last = end;
        while (last > start && Character.isWhitespace(text.charAt(last - 1))) {
            last--;
        }
        int word = last;
        while (word > start && !Character.isWhitespace(text.charAt(word - 1))) {
            word--;
        }
        String speaker = text.substring(start, word).replace("*", "").strip();
        int colon = Math.max(speaker.lastIndexOf(':'), speaker.lastIndexOf('\uff1a'));
        String after = colon < 0 ? speaker : speaker.substring(colon + 1).strip();
        if (turnOnly && (colon < 0 || !after.isEmpty() || !speakerName(speaker.substring(0, colon)))) {
            return false; // a request without a question mark is answered by another speaker's turn holding the value alone
        }
        if (colon > 60 || !after.isEmpty() && (after.split("\\s+").length > 2
                || java.util.Arrays.stream(after.split("\\s+")).anyMatch(w -> w.length() > 6))) {
            return false;
        }
        int[] core = core(text, word, last);
        if (typedWithCare(text, core, 3, false)) {
            sink.accept(core[0], core[1]);
            return true;
        }
        return false;
    }

    /** A word's span without the quotation marks, brackets, emphasis and punctuation around it. */
    private static int[] core(String text, int start, int end) {
        int s = leadingMarksEnd(text, start, end);
        int e = end;
        while (e > s && trailingMark(text.charAt(e - 1))) {
            e--;
        }
        return new int[] {s, e};
    }

    /** Past the quotation marks, brackets and emphasis that open text[start, end). */
    private static int leadingMarksEnd(String text, int start, int end) {
        int s = start;
        while (s < end && "\"'`\u00ab\u00bb\u201c\u201d\u201e\u2018\u2019\u300c\u300e(*:\uff1a".indexOf(text.charAt(s)) >= 0) {
            s++;
        }
        return s;
    }

    /** A quotation mark, bracket, emphasis or punctuation that may close a word. */
    private static boolean trailingMark(char c) {
        return "\"'`\u00bb\u00ab\u201d\u201c\u2019\u2018\u300d\u300f)*.,;:!?\uff0c\u3002\u3001\uff01\uff1f\u060c".indexOf(c) >= 0;
    }

    /**
     * The ends of the runs without whitespace the clauses read, the furthest one remembered: the words of a password in
     * one long run without a space (a minified payload, "password=…password=…" for a megabyte) all read the same run,
     * so its end and its closing marks are found once, not once per word, and the clauses stay linear in the text.
     */
    private static final class Runs {
        private final String text;
        /** text[start, end) holds no whitespace and ends at whitespace or the text's end; empty before the first run. */
        private int start;
        private int end;
        /** Where the closing marks of the run ending at {@link #end} begin, or -1 until asked. */
        private int marks = -1;

        Runs(String text) {
            this.text = text;
        }

        /** The end of the run that starts at {@code i}: the first whitespace at or after it, or the text's end. */
        int end(int i) {
            if (i >= start && i < end) {
                return end;
            }
            int j = i;
            while (j < text.length() && !Character.isWhitespace(text.charAt(j))) {
                if (j == start && start < end) {
                    j = end; // the remembered run goes on from here
                    break;
                }
                j++;
            }
            if (j >= end) { // a shorter run before the remembered one does not replace it
                if (j > end) {
                    marks = -1;
                }
                start = j == end ? Math.min(start, i) : i;
                end = j;
            }
            return j;
        }

        /** As {@link PasswordClauses#core} of text[i, end), for a run's end returned by {@link #end}. */
        int[] core(int i, int end) {
            if (end != this.end) {
                return PasswordClauses.core(text, i, end);
            }
            int s = leadingMarksEnd(text, i, end);
            if (marks < 0) {
                int e = end;
                while (e > 0 && trailingMark(text.charAt(e - 1))) {
                    e--;
                }
                marks = e;
            }
            return new int[] {s, Math.max(s, marks)};
        }
    }

    /**
     * A value typed with care: 8 to 64 characters with lower case and {@code classes} of the four classes, no version's
     * or number's dotted digits, no bracket of code, and a password's value to the assignment rules; {@code bare} in a
     * clause, where a name of code may stand ("Sonyashnyk_Dnipro9"), not as a line's whole answer.
     */
    private static boolean typedWithCare(String text, int[] core, int classes, boolean bare) {
        String value = text.substring(core[0], core[1]);
        if (value.length() < 8 || value.length() > LONGEST_VALUE || Entropy.characterClasses(value) < classes
                || value.chars().noneMatch(c -> c >= 'a' && c <= 'z')) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            // typed on a keyboard of an alphabet: a letter of an unspaced script (は「, 是, ค) is the sentence going on
            if (c >= 128 && Character.isLetter(c) && !ALPHABETS.contains(Character.UnicodeScript.of(c))
                    || "()[]{}<>\\/".indexOf(c) >= 0 || (c == '.' || c == ',') && i > 0 && i + 1 < value.length()
                    && Character.isDigit(value.charAt(i - 1)) && Character.isDigit(value.charAt(i + 1))) {
                return false;
            }
        }
        char after = core[1] < text.length() ? text.charAt(core[1]) : '\n';
        return GenericAssignmentRules.passwordValue(value, bare, after);
    }

    /** A dot between two letters: a file's, a host's, a package's or a person's name ("Config.Local_2", "Jane.Doe-2"). */
    private static boolean dottedName(String text, int[] core) {
        for (int i = core[0] + 1; i < core[1] - 1; i++) {
            if (text.charAt(i) == '.' && Character.isLetter(text.charAt(i - 1)) && Character.isLetter(text.charAt(i + 1))) {
                return true;
            }
        }
        return false;
    }

    private static boolean endsSentence(char c) {
        return ".!?\u3002\uff01\uff1f\u061f".indexOf(c) >= 0;
    }
}
