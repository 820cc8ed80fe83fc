package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;

/**
 * The word for a password as a configuration key writes it in languages whose word is several words or carries
 * diacritics the key drops: French {@code mot_de_passe}, {@code SMTP_MOT_DE_PASSE}, {@code motDePasse},
 * {@code mot-de-passe}; Portuguese {@code palavraPasse}; Indonesian {@code KATA_SANDI}; Vietnamese {@code MAT_KHAU}.
 * The prose rules read these words with their spaces ("mot de passe : …"); a key joins them with an underscore, a
 * dash, a dot or nothing (camel case), which no prose expression reads, and the assignment rules' key words
 * ({@code passw(?:or)?d}, {@code pass} as a whole part only) did not reach them: {@code mot_de_passe} was read as
 * {@code pass} glued to "e". One-word spellings the other lists already read (senha, passwort, parol, haslo, …) are
 * not repeated here.
 *
 * <p>Each entry is a word of one language written in ASCII, its parts separated by single spaces; what stands between
 * the parts in a key is {@link #SEPARATOR}. The value is judged as the password assignment rule judges its values.
 */
final class PasswordKeyWords {
    /** What a key puts between a word's parts: an underscore, a dash, a dot, or nothing (camel case, run together). */
    static final String SEPARATOR = "[_.-]?";

    /** The words, one language's each; a comment names the language and the word as its speakers write it. */
    static final List<String> WORDS = List.of(
            "mot de passe", // French
            "palavra passe", // Portuguese (Portugal): palavra-passe
            "parola d ordine", // Italian: parola d'ordine
            "clave de acceso", // Spanish
            "kata sandi", // Indonesian
            "kata laluan", // Malay
            "mat khau", // Vietnamese: mật khẩu
            "focal faire", // Irish
            "kalmar sirri", // Hausa
            "kodikos prosvasis", // Greek: κωδικός πρόσβασης ("κωδικός" alone is any code)
            "salasona", // Estonian: salasõna
            "lykilord", // Icelandic: lykilorð
            "kodeord", // Danish
            "pasuwado", "pasuwaado", // Japanese romanised: パスワード
            "bimilbeonho", // Korean romanised: 비밀번호
            "ramz obur", // Persian romanised: رمز عبور
            "kalimat al murur", // Arabic romanised: كلمة المرور
            "rahat phan"); // Thai romanised: รหัสผ่าน

    /**
     * The word for a secret (a signing or shared secret: {@code jwt: segredo: …}) as a key in languages whose word the
     * assignment rules' {@code secret} does not reach; judged as {@code generic-secret}'s values (ten characters,
     * generated). Words that are as often an adjective of a flag ("geheim: true", "gizli: false") are not listed.
     */
    static final List<String> SECRET_WORDS = List.of(
            "segredo", // Portuguese
            "secreto", // Spanish
            "segreto", // Italian
            "geheimnis", // German
            "sekret", // Polish, Czech and romanised Russian (секрет)
            "salaisuus", // Finnish
            "hemlighet", "hemmelighet", "hemmelighed", // Swedish, Norwegian, Danish
            "titok", // Hungarian
            "rahasia", // Indonesian and Malay
            "bi mat"); // Vietnamese: bí mật

    private PasswordKeyWords() {
    }

    /** The words as one alternation of key spellings, longest first, for the assignment rules' key group. */
    static String keyRegex() {
        return keyRegex(WORDS);
    }

    /** {@link #keywords()} of {@link #SECRET_WORDS}. */
    static String[] secretKeywords() {
        return keywords(SECRET_WORDS);
    }

    /** {@link #keyRegex()} of {@link #SECRET_WORDS}. */
    static String secretKeyRegex() {
        return keyRegex(SECRET_WORDS);
    }

    private static String keyRegex(List<String> words) {
        List<String> spellings = new ArrayList<>();
        for (String word : words.stream().sorted((a, b) -> b.length() - a.length()).toList()) {
            spellings.add(String.join(SEPARATOR, word.split(" ")));
        }
        return String.join("|", spellings);
    }

    /** The gate's keywords: each word with each separator (the gate reads them case-blind, so camel case is "" too). */
    static String[] keywords() {
        return keywords(WORDS);
    }

    private static String[] keywords(List<String> words) {
        List<String> keywords = new ArrayList<>();
        for (String word : words) {
            if (word.indexOf(' ') < 0) {
                keywords.add(word);
                continue;
            }
            for (String separator : List.of("_", "-", ".", "")) {
                keywords.add(word.replace(" ", separator));
            }
        }
        return keywords.toArray(String[]::new);
    }
}
