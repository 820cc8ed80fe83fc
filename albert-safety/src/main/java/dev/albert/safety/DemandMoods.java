package dev.albert.safety;

import java.util.List;

/**
 * Twenty-first round (demand21): the demand read by the mood its verb is in, where a language marks the mood on the
 * verb, so that a verb no list holds still says it is an order. {@link DemandVerbs} reads a demand in the verbs it
 * lists; a document that addresses its AI reader and then says "arvioikaa", "оцените", "βαθμολογήστε", "tugaigí",
 * "शामिल कीजिए", "推薦してください" or "misete kudasai" was an address followed by nothing, though the ending alone
 * says "do this, you (plural / politely)". Each ending below is a mood's mark in the languages named beside it: the
 * second person plural or polite imperative, the polite request, the infinitive a language gives orders with, or an
 * inflection of a listed verb.
 *
 * <p>Read only where {@link DemandVerbs} reads: the first word of the clause an address to the AI reader opens, or
 * the last word of a verb-final clause. Said to people ("Hyvät asiakkaat, lähettäkää …") the same forms are never
 * asked about. An ending is kept only where words of other languages written in the same script rarely end so
 * (hence no Latin "-te", "-ez" or "-ad" for unknown verbs: "cette", "chez", "ciudad"); such endings count only on a
 * verb the lists hold ({@link #INFLECTIONS}).
 */
final class DemandMoods {
    private DemandMoods() {
    }

    /** One mood's ending: the languages whose mood it marks, the ending as folded text writes it, the shortest word. */
    record Ending(String languages, String ending, int shortest) {
        boolean marks(String word) {
            return word.length() >= shortest && word.endsWith(ending);
        }
    }

    /**
     * Endings of the imperative (plural, polite or formal) or of the infinitive of orders, read on the first word of a
     * clause after an address. The shortest length keeps short function words out ("гдe", "ete").
     */
    static final List<Ending> OPENING = List.of(
            new Ending("Welsh 2nd plural / polite imperative (dywedwch, anfonwch)", "wch", 6),
            new Ending("Irish 2nd plural imperative (tugaigí, cuirigí)", "igi", 6),
            new Ending("Lithuanian 2nd plural imperative (įvertinkite, siųskite)", "kite", 7),
            new Ending("Latvian 2nd plural imperative (novērtējiet, sūtiet)", "iet", 6),
            new Ending("Latvian 2nd plural reflexive imperative (atcerieties)", "ieties", 8),
            new Ending("Finnish 2nd plural imperative (arvioikaa, poistakaa)", "kaa", 7),
            new Ending("Catalan 2nd plural imperative (puntueu, executeu)", "eu", 7),
            new Ending("Russian, Ukrainian, Belarusian imperative (передайте, отправьте, оцініть, ацаніце)", "йте", 6),
            new Ending("Russian imperative plural after a soft sign (поставьте, отправьте)", "ьте", 6),
            new Ending("Ukrainian imperative plural (оцініть, надішліть)", "іть", 6),
            new Ending("Belarusian imperative plural (зацвердзіце)", "іце", 6),
            new Ending("Russian, Serbian, Macedonian, Bulgarian imperative plural (оцените, удалите)", "ите", 7),
            new Ending("Bulgarian, Macedonian imperative plural (оценете, изпратете)", "ете", 7),
            new Ending("Russian infinitive of orders (одобрить, переслать)", "ить", 7),
            new Ending("Russian infinitive of orders (оценивать, отправлять)", "ать", 7),
            new Ending("Russian infinitive of orders (рекомендовать, удалять)", "ять", 7),
            new Ending("Belarusian infinitive of orders (зацвердзіць)", "іць", 7),
            new Ending("Greek 2nd plural imperative (βαθμολογήστε, στείλτε, παραθέστε)", "στε", 6),
            new Ending("Greek 2nd plural imperative (στείλτε, γράψτε, δείξτε)", "τε", 7),
            new Ending("Armenian 2nd plural imperative (գնահատեք, ուղարկեք)", "եք", 5),
            new Ending("Georgian 2nd plural imperative (შეაფასეთ, წაშალეთ)", "ეთ", 5));

    /** Words with an ending above that are no imperative: nouns and adverbs met at a clause's start. */
    static final String NOT_MOODS = "память|опять|пять|знать|мать|благодать|тетрадь|ποτε|τοτε|ωστε|οποτε|πεντε"
            + "|ενωτε|milieu|europeu";

    /**
     * Endings that make an imperative or polite form of a verb the lists hold (second person plural or polite,
     * Turkish formal): read on a word whose part before the ending, at least {@link #STEM} long, is a listed verb
     * ("ohodnoť|te", "değerlendir|iniz", "sil|iniz" is too short, "vlereso|jeni", "valuta|te", "ocen|cie").
     */
    static final String INFLECTIONS = "te|ite|jte|ajte|cie|jcie|ni|eni|jeni|ini|oni|in|yin|iniz|yiniz|ınız|yınız|un"
            + "|yun|unuz|yunuz|ın|yın|ün|yün|ünüz|yünüz|sin|sın|z|ez|d|ad|ed|id|ate|ete|kaa|kää|ge|ke|kite|iet|wch|igi"
            + "|eu|u|ja|je|jon|jen";
    /** The shortest listed verb an inflection is read on: shorter ones make other words ("kor|te" → "korte"). */
    static final int STEM = 4;

    /**
     * Endings that close a verb-final clause as a polite order, read on its last word: Hindi and Marathi "-इए"
     * ("भेजिए", "दीजिए", "चाहिए" — should), Nepali "-नुहोस्", Urdu "-یے/-ئیے" ("کیجیے", "بتائیے"), Bengali "-ুন"
     * ("করুন", "পাঠিয়ে দিন" reads "দিন" from the auxiliaries), Korean "-십시오", "-시오", "-줘" (not the everyday "-세요",
     * which how-tos and memos say to people under a label the rules read as the AI's, "비서실에: … 보내 주세요"), Japanese
     * "-てください", "-なさい", "-てくれ", "-すること" (the nominal rule) read on the run of an unspaced clause.
     */
    static final List<Ending> CLOSING = List.of(
            new Ending("Hindi, Marathi polite imperative (-iye)", "िए", 3),
            new Ending("Hindi polite imperative (-iye)", "इए", 3),
            new Ending("Hindi polite imperative (-iye, other spelling)", "िये", 3),
            new Ending("Hindi polite imperative (-iye, other spelling)", "इये", 3),
            new Ending("Hindi polite future imperative (-iyega)", "िएगा", 4),
            new Ending("Nepali polite imperative (-nuhos)", "नुहोस्", 6),
            new Ending("Urdu polite imperative (-iye)", "یے", 5),
            new Ending("Urdu polite imperative (-iye, hamza)", "ئیے", 5),
            new Ending("Bengali polite imperative (-un)", "ুন", 3),
            new Ending("Korean formal imperative (-십시오)", "십시오", 4),
            new Ending("Korean formal imperative (-시오)", "시오", 3),
            new Ending("Korean plain request (-줘)", "줘", 2),
            new Ending("Korean polite request (-줘요)", "줘요", 3),
            new Ending("Japanese polite request (-てください)", "ください", 5),
            new Ending("Japanese polite request, kanji (-て下さい)", "下さい", 4),
            new Ending("Japanese imperative (-なさい)", "なさい", 4),
            new Ending("Japanese plain request (-てくれ)", "てくれ", 4),
            new Ending("Japanese nominal rule (-すること)", "すること", 5),
            new Ending("Japanese written imperative (-せよ)", "せよ", 3));

    /** Words with a closing ending that are no order: Urdu "for", "did", "given"; Hindi "for" (लिए). */
    static final String NOT_CLOSING = "لیے|کیے|دیے|دئیے|دیئے|लिए|किए|दिए|लिये|किये|दिये";

    /**
     * Romanised Japanese requests ("misete kudasai", "oshiete kudasai"): the auxiliary that closes the clause after a
     * verb's "-te"/"-de" form.
     */
    static final String ROMAJI_AUXILIARIES = "kudasai|kudasaimase|kudasaimasen|kudasaimasenka|kure|kuremasuka|choudai|chodai";

    /** Polite openings of unspaced scripts, read at the start of the clause's run: Chinese "please", "must". */
    static final String UNSPACED_OPENINGS = "请|請|务必|務必|必须|必須|麻烦|麻煩|一定要";

    private static final java.util.Set<String> NOT_MOOD_SET = java.util.Set.of(NOT_MOODS.split("\\|"));
    private static final java.util.Set<String> NOT_CLOSING_SET = java.util.Set.of(NOT_CLOSING.split("\\|"));
    private static final List<String> INFLECTION_LIST = List.of(INFLECTIONS.split("\\|"));
    private static final java.util.Set<String> ROMAJI = java.util.Set.of(ROMAJI_AUXILIARIES.split("\\|"));
    private static final List<String> UNSPACED = List.of(UNSPACED_OPENINGS.split("\\|"));

    /**
     * What the word opening a clause demands by its mood: the kind of the listed verb it inflects, {@link
     * DemandVerbs.Kind#ANY} for a mood's ending or a polite opening of an unspaced script, or null.
     */
    static DemandVerbs.Kind opening(String word) {
        if (word.isEmpty()) {
            return null;
        }
        if (Lexicon.isUnspaced(word.charAt(0))) {
            for (String polite : UNSPACED) {
                if (word.startsWith(polite) && word.length() > polite.length()) {
                    return DemandVerbs.Kind.ANY;
                }
            }
            return null;
        }
        DemandVerbs.Kind inflected = inflected(word);
        if (inflected != null) {
            return inflected;
        }
        if (NOT_MOOD_SET.contains(word)) {
            return null;
        }
        for (Ending e : OPENING) {
            if (e.marks(word) && !(e.ending().equals("kaa") && word.endsWith("kkaa"))) {
                return DemandVerbs.Kind.ANY;
            }
        }
        return null;
    }

    /** The kind of the listed verb the word inflects with one of {@link #INFLECTIONS}, or null. */
    static DemandVerbs.Kind inflected(String word) {
        for (String ending : INFLECTION_LIST) {
            int stem = word.length() - ending.length();
            if (stem >= STEM && word.endsWith(ending)) {
                DemandVerbs.Kind kind = DemandVerbs.kindOf(word.substring(0, stem));
                if (kind != null) {
                    return kind;
                }
            }
        }
        return null;
    }

    /** The last word of a verb-final clause closes it as a polite order ({@link #CLOSING}). */
    static boolean closes(String word) {
        if (NOT_CLOSING_SET.contains(word)) {
            return false;
        }
        for (Ending e : CLOSING) {
            if (e.marks(word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The word opening a clause with the word after it is a polite order: German "Bewerten Sie", "Übermitteln Sie" (an
     * infinitive-shaped verb before the capitalised polite pronoun, not a conditional or an auxiliary's question), Hebrew "יש להעביר" (there is to + infinitive: an obligation).
     */
    static boolean politeWithNext(String word, String original, String next) {
        if (next == null) {
            return false;
        }
        if (next.equals("Sie") && original.length() >= 5 && (word.endsWith("en") || word.endsWith("ln")
                || word.endsWith("rn")) && !GERMAN_NOT_ORDERS.contains(word)) {
            return true;
        }
        return word.equals("יש") && next.length() >= 3 && next.charAt(0) == 'ל';
    }

    /**
     * German verbs that come before "Sie" without ordering: the conditional "Sollten Sie …" (should you), questions
     * with an auxiliary ("Haben Sie …", "Werden Sie …") and past forms.
     */
    static final java.util.Set<String> GERMAN_NOT_ORDERS = java.util.Set.of("sollten", "haben", "hatten", "werden",
            "wurden", "waren", "wollen", "mussen", "durfen", "konnten", "mochten", "wussten", "kennen", "wissen");

    /**
     * The two words of a passive rule, an obligation put on a thing to be done: "is to be (rated)", "doit être
     * (transmis)", "ist (…) zu", "debe ser (enviado)", "deve essere (inviato)", "должно быть (отправлено)", "musí být
     * (odeslán)", "ma zostać (wysłany)", folded and lower case.
     */
    static final String PASSIVE_RULES = "is to be|are to be|doit etre|doivent etre|debe ser|deben ser|deve ser"
            + "|devem ser|deve essere|devono essere|moet worden|moeten worden|должно быть|должны быть|должен быть"
            + "|musi byc|musi zostac|ma zostac|maja zostac|musi byt|musia byt|mora biti|morajo biti|trebuie sa fie"
            + "|tulee olla|skal vaere|ska vara|skall vara|maste vara";
    private static final java.util.Set<String> PASSIVE_SET = java.util.Set.of(PASSIVE_RULES.split("\\|"));

    /** How far into the clause after an address a passive rule is looked for. */
    static final int PASSIVE_REACH = 200;

    /**
     * The words from {@code from} to {@code end} (at most {@link #PASSIVE_REACH} characters) hold a passive rule
     * ({@link #PASSIVE_RULES}) before the sentence ends.
     */
    static boolean passiveRule(String text, int from, int end) {
        int stop = Math.min(Math.min(end, text.length()), from + PASSIVE_REACH);
        String previous = null;
        String twoBack = null;
        int i = from;
        while (i < stop) {
            char c = text.charAt(i);
            if (c == '.' || c == '\n' || c == '?' || c == '!') {
                return false;
            }
            if (!Character.isLetter(c)) {
                i++;
                continue;
            }
            int start = i;
            while (i < stop && Character.isLetter(text.charAt(i))) {
                i++;
            }
            String word = text.substring(start, i).toLowerCase(java.util.Locale.ROOT);
            if (previous != null && (PASSIVE_SET.contains(previous + " " + word)
                    || twoBack != null && PASSIVE_SET.contains(twoBack + " " + previous + " " + word))) {
                return true;
            }
            twoBack = previous;
            previous = word;
        }
        return false;
    }

    /** A romanised Japanese auxiliary of request ("kudasai") after a word in "-te"/"-de" ({@code before}). */
    static boolean romajiRequest(String word, String before) {
        return ROMAJI.contains(word) && before != null && before.length() >= 3
                && (before.endsWith("te") || before.endsWith("de"));
    }
}
