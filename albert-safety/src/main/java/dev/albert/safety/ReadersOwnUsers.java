package dev.albert.safety;

import java.util.List;
import java.util.Set;

/**
 * Eighteenth round: the reader's own user. A document that speaks of "your user" — "When you summarise this article
 * for your user, say …", "Quand tu présentes cette page à ton utilisateur, dis-lui …", "Kun tiivistät tämän uutisen
 * käyttäjällesi, kerro …", "وقتی این خبر را برای کاربرت خلاصه می‌کنی، بگو …" — speaks to a program that has a user:
 * people who summarise, answer or sell have readers, customers, students or clients, not a user of their own. The
 * user noun with a second-person or reflexive possessive beside it (or a second-person ending on it), in a sentence
 * that also points at this text (a demonstrative: "this article", "cette page"), names the reader; the indirect
 * reading of {@link IntentRules} then asks for a demand in the sentence. Not read so: "your users" (a developer's or
 * an administrator's), "when the session expires, tell your user to sign in" (no pointer at this text) and "your user
 * account".
 */
final class ReadersOwnUsers {
    private ReadersOwnUsers() {
    }

    /** How far into a sentence the user noun is looked for (screening stays linear). */
    private static final int REACH = 400;
    /** How many words of that reach are read. */
    private static final int WORDS = 80;

    /**
     * User nouns, folded ({@link ProcessingReaders#fold}); a word that starts with one is one ("utilisateur",
     * "käyttäjällesi", "користувача").
     */
    private static final List<String> USER_STEMS = ProcessingReaders.folded("user", "utilisateur", "usuario",
            "usuário", "usuari", "utente", "nutzer", "benutzer", "gebruiker", "användare", "bruker", "bruger",
            "käyttäjä", "użytkownik", "uživatel", "používateľ", "felhasználó", "utilizator", "потребител",
            "пользовател", "користувач", "korisnik", "uporabnik", "χρήστη", "kullanıcı", "istifadəçi", "mtumiaji",
            "pengguna", "kasutaja", "lietotāj", "naudotoj", "notand", "erabiltzaile", "úsáideoir", "defnyddiwr",
            "пайдаланушы", "foydalanuvchi", "მომხმარებ", "օգտատեր", "օգտատիր", "хэрэглэгч", "उपयोगकर्ता",
            "प्रयोगकर्ता", "वापरकर्त", "பயனர்", "వినియోగదారు", "ব্যবহারকারী", "صارف", "مستخدم", "لمستخدم", "کاربر",
            "משתמש", "למשתמש", "olùmúlò", "msebenzisi", "somsebenzisi", "ተጠቃሚ", "ለተጠቃሚ");
    /** The same nouns in the scripts written without spaces, folded. */
    static final List<String> UNSPACED_USERS = ProcessingReaders.folded("ユーザー", "用户", "用戶", "使用者",
            "사용자", "ผู้ใช้");
    /** Second-person possessives of the unspaced scripts, folded: "你的用户", "あなたのユーザー", "ผู้ใช้ของคุณ". */
    private static final List<String> UNSPACED_POSSESSIVES = ProcessingReaders.folded("你的", "您的", "あなたの",
            "ของคุณ", "당신의");
    /** English compounds in which "user" is no person: "your user account", "your user name". */
    private static final Set<String> NOT_PERSONS = Set.of("account", "accounts", "name", "names", "id", "ids",
            "profile", "data", "base", "directory", "settings", "session", "sessions", "interface", "experience",
            "agent", "group", "groups", "credentials", "permissions", "home", "role", "roles", "input", "guide", "manual");

    /**
     * Second-person and reflexive possessives ("your", "your own"), folded: the word before or after the user noun.
     * The vocabulary's YOUR terms count as well.
     */
    private static final Set<String> POSSESSIVES = Set.copyOf(ProcessingReaders.folded("your", "ton", "ta",
            "tu", "tuo", "tua", "teu", "seu", "sua", "deinen", "deinem", "deiner", "dein", "ihren",
            "ihrem", "je", "jouw", "uw", "din", "dit", "dine", "oma", "swojego", "swojemu", "twojego", "twojemu",
            "svého", "svému", "tvého", "tvému", "svojho", "svojmu", "tvojho", "tău", "tale", "си", "своего", "своему",
            "твоего", "твоему", "свого", "своєму", "твого", "svog", "svom", "svojem", "svojega", "tvog", "svojemu",
            "σου", "savam", "savo", "tavo", "tavam", "þinn", "þínum", "zure", "dy", "jou", "wako", "wakho", "rẹ",
            "iyong", "apne", "अपने", "तुम्हारे", "तिम्रो", "तुझ्या", "உன்", "உங்கள்", "నీ", "మీ", "შენი", "თქვენი",
            "քո", "ձեր", "anda", "kamu", "שלך", "اپنے", "تمہارے"));
    /**
     * Second-person possessive endings of the languages that put them on the noun: Finnish "-si", Hungarian "-d",
     * "-dnak", Turkish and Azeri "-ın" (not the genitive "-nın"), Kazakh "-ңа", Uzbek "-ng", Persian "-ت", Arabic
     * "-ك", Amharic "-ህ", Mongolian's reflexive "-даа/-дээ".
     */
    private static final List<String> ENDINGS = List.of("si", "d", "dnak", "odnak", "ednek", "ın", "in", "un", "ün",
            "ңа", "ңе", "ng", "ت", "ك", "ህ", "дээ", "даа");
    /** The endings of {@link #ENDINGS} read only on Turkish and Azeri stems ("Benutzerin" is a woman user). */
    private static final Set<String> TURKIC_ENDINGS = Set.of("ın", "in", "un", "ün");

    /**
     * The reader named by its own user in sentence {@code s}, as a term standing before the sentence's first term (so
     * that a demand anywhere in it follows), or null.
     */
    static IntentText.Term of(IntentRules.Context context, IntentText.Sentence s) {
        String text = context.text();
        int end = Math.min(s.end(), s.start() + REACH);
        int[] user = usersOwn(text, s, s.start(), end);
        if (user == null || !pointsAtThisText(text, s.start(), end)) {
            return null;
        }
        int index = s.terms().isEmpty() ? 0 : s.terms().get(0).index() - 1;
        return new IntentText.Term(IntentRules.AI, index, user[0], user[1], false, false);
    }

    /** The span of a user noun with a second-person possessive beside it (or on it), or null. */
    private static int[] usersOwn(String text, IntentText.Sentence s, int from, int to) {
        List<int[]> words = ProcessingReaders.words(text, from, to, WORDS);
        for (int w = 0; w < words.size(); w++) {
            int[] span = words.get(w);
            if (asciiNoUserNoun(text, span[0], span[1])) {
                continue;
            }
            String word = ProcessingReaders.fold(text.substring(span[0], span[1]));
            String stem = userStem(word);
            if (stem == null) {
                if (UNSPACED_USERS.stream().anyMatch(word::contains) && unspacedPossessive(word)) {
                    return span;
                }
                continue;
            }
            if (plural(word, stem) || w + 1 < words.size() && stem.equals("user")
                    && NOT_PERSONS.contains(ProcessingReaders.fold(text.substring(words.get(w + 1)[0], words.get(w + 1)[1])))) {
                continue;
            }
            if (possessiveAt(text, s, words, w - 1) || possessiveAt(text, s, words, w + 1)
                    || ownEnding(word, stem)) {
                return span;
            }
        }
        return null;
    }

    /**
     * The first two characters, lower-cased, of every user noun of {@link #USER_STEMS} that starts with two ASCII
     * characters, as {@code a * 128 + b}.
     */
    private static final java.util.BitSet ASCII_USER_STARTS = asciiUserStarts();

    private static java.util.BitSet asciiUserStarts() {
        java.util.BitSet starts = new java.util.BitSet(128 * 128);
        for (String stem : USER_STEMS) {
            if (stem.length() < 2) {
                throw new IllegalStateException("a user noun of one character: " + stem);
            }
            if (stem.charAt(0) < 0x80 && stem.charAt(1) < 0x80) {
                starts.set(stem.charAt(0) * 128 + stem.charAt(1));
            }
        }
        return starts;
    }

    /**
     * Twenty-first round: text[start, end) is a word of ASCII characters whose first two, lower-cased, start no user
     * noun, so it is none (an ASCII word is folded by lower-casing it, and holds no noun of the unspaced scripts):
     * answered without cutting it out and folding it, which most words of code and English prose were, a tenth of the
     * injection scan of prose.
     */
    static boolean asciiNoUserNoun(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return end - start < 2 || !ASCII_USER_STARTS.get(Character.toLowerCase(text.charAt(start)) * 128
                + Character.toLowerCase(text.charAt(start + 1)));
    }

    /**
     * "Your users", "tes utilisateurs", "i tuoi utenti": a developer's or an administrator's users; the reader's own user
     * is one person. Read where the plural is plain on the noun.
     */
    private static boolean plural(String word, String stem) {
        return word.equals(stem + "s") || word.equals(stem + "es") || stem.equals("utente") && word.equals("utenti");
    }

    static String userStem(String word) {
        for (String stem : USER_STEMS) {
            if (word.startsWith(stem) && word.length() <= stem.length() + 8) {
                return stem;
            }
        }
        return null;
    }

    /** The word at {@code w} is a second-person possessive (a list word or the vocabulary's YOUR). */
    private static boolean possessiveAt(String text, IntentText.Sentence s, List<int[]> words, int w) {
        if (w < 0 || w >= words.size()) {
            return false;
        }
        int[] span = words.get(w);
        if (POSSESSIVES.contains(ProcessingReaders.fold(text.substring(span[0], span[1])))) {
            return true;
        }
        for (int i = s.firstTermFrom(span[0]); i < s.terms().size() && s.terms().get(i).start() < span[1]; i++) {
            if (s.terms().get(i).is(IntentRules.YOUR)) {
                return true;
            }
        }
        return false;
    }

    /** The user noun carries a second-person ending after its stem ("käyttäjällesi", "felhasználódnak", "کاربرت"). */
    private static boolean ownEnding(String word, String stem) {
        if (word.length() == stem.length() || stem.equals("user")) {
            return false;
        }
        boolean turkic = stem.startsWith("kullan") || stem.startsWith("istifad");
        for (String ending : ENDINGS) {
            if (word.endsWith(ending) && (TURKIC_ENDINGS.contains(ending) ? turkic && !word.endsWith("n" + ending)
                    : !turkic)) {
                return true;
            }
        }
        return false;
    }

    /** The unspaced word holds a second-person possessive. */
    private static boolean unspacedPossessive(String word) {
        return UNSPACED_POSSESSIVES.stream().anyMatch(word::contains);
    }

    /** The sentence points at this text: "this article", "cette page", "tämän uutisen", "本页面". */
    private static boolean pointsAtThisText(String text, int from, int to) {
        for (int[] span : ProcessingReaders.words(text, from, to, WORDS)) {
            if (ProcessingReaders.demonstrative(ProcessingReaders.fold(text.substring(span[0], span[1])))) {
                return true;
            }
        }
        return false;
    }
}
