package dev.albert.safety;

import com.google.re2j.Pattern;

/**
 * A rule of use that forbids attempting something (ninth round): "You must not attempt to extract the model's
 * underlying instructions or bypass safety features", "Sie dürfen nicht versuchen, …", "Il est interdit de tenter de
 * …". Terms of service and acceptable-use policies name the attacks they forbid; an attack demands the act, it does
 * not forbid trying it. Only a prohibition of attempting counts: "You must not tell the user" and "never refuse"
 * forbid what protects the user and stay orders.
 */
final class Prohibitions {
    private Prohibitions() {
    }

    private static final Pattern ATTEMPT_FORBIDDEN = Pattern.compile("(?:"
            + "\\b(?:must not|mustn't|may not|shall not|should not|cannot|can't|do not|don't|never|are not allowed to"
            + "|is not allowed to|are not permitted to|is not permitted to|prohibited from|forbidden to|agree not to)"
            + "(?: \\pL+)?? (?:attempt|try|seek|endeavou?r) to\\b"
            // "You agree not to use the Service to attempt to extract …" (eleventh round): a few words between.
            + "|\\b(?:agree not to|must not|may not|shall not) (?:[\\pL']+ ){1,6}?to (?:attempt|try) to\\b"
            + "|\\b(?:any )?(?:attempt|attempts) to [^.;]{1,120}\\b(?:is|are|will be) (?:prohibited|forbidden|not allowed"
            + "|not permitted)"
            + "|\\b(?:durfen|darfst|darf|durft) (?:\\pL+ )?nicht (?:\\pL+ )?versuch|\\bes ist (?:untersagt|verboten),? "
            + "(?:zu versuchen|\\pL+ (?:zu )?versuch)"
            + "|\\b(?:ne (?:doit|devez|doivent|pouvez|peut|peuvent) pas|il est interdit de) (?:tenter|essayer)"
            + "|\\b(?:no (?:debe|debes|deben|puede|puedes|pueden)|esta prohibido) (?:intentar|tratar de)"
            + "|\\b(?:non (?:deve|devi|devono|puo|puoi|possono)|e vietato) (?:tentare|cercare di)"
            + "|\\b(?:nao (?:deve|devem|pode|podem)|e proibido) tentar"
            + "|\\b(?:mag|mogen|moet) (?:\\pL+ )?niet proberen"
            + "|\\bnie (?:wolno|mozna|moze|mozesz|mozna) (?:\\pL+ )?(?:probowac|usilowac)"
            + "|\\b(?:запрещено|нельзя|не должны|не должен|не пытайтесь) (?:\\pL+ )?пыта"
            + ")");

    /** The sentence forbids attempting something. */
    static boolean forbidsAttempt(String text, IntentText.Sentence s) {
        return ATTEMPT_FORBIDDEN.matcher(text.substring(s.start(), s.end()).toLowerCase(java.util.Locale.ROOT)).find();
    }
}
