package dev.albert.safety;

import com.google.re2j.Pattern;

/**
 * Acts a text says have stopped (seventeenth round): "Fixed: the agent no longer runs shell commands without
 * confirmation", "l'agent n'exécute plus les commandes sans confirmation", "el asistente ya no borra archivos sin
 * preguntar". A change log, commit or release note reports what no longer happens; an order to act without confirmation
 * says what is to happen. The cessation must stand in the waiver's own clause, before it, so "the agent no longer asks;
 * run them without confirmation" still orders. Read on the folded text (no accents), per finding, in a bounded window.
 */
final class CeasedActs {
    private CeasedActs() {
    }

    /** How far before the waiver the cessation may stand: one clause of a change entry. */
    private static final int REACH = 120;

    /**
     * "No longer", "not anymore" and their kin, each in the word order of its language: French "ne … plus" (at most
     * three words between), Italian "non … più", Portuguese "não … mais", German "nicht mehr", Dutch "niet meer",
     * Spanish "ya no", Polish "już nie" / "nie … już", Russian and Ukrainian "больше не", "уже не", "більше не",
     * Czech "už ne…", Turkish "artık", Chinese "不再", Korean "더 이상", Japanese "もう…ない" is left (verb-final).
     */
    private static final Pattern CEASED = Pattern.compile("(?i)(?:^|[^\\p{L}])(?:no longer|not any ?more|n[e']\\s*"
            + "(?:[\\p{L}'-]+\\s+){0,3}?plus|non\\s+(?:[\\p{L}'-]+\\s+){0,3}?piu|nao\\s+(?:[\\p{L}'-]+\\s+){0,3}?mais"
            + "|nicht mehr|niet meer|ya no|juz nie|już nie|nie\\s+(?:[\\p{L}'-]+\\s+){0,2}?(?:juz|już)"
            + "|больше не|уже не|більше не|вже не|uz ne|už ne|artik|artık)(?:[^\\p{L}]|$)|不再|더 이상");

    /**
     * True if the clause of {@code sentence} that holds the waiver starting at {@code waiver} says, before it, that the
     * act has stopped.
     */
    static boolean ceasedBefore(String text, IntentText.Sentence sentence, int waiver) {
        int from = Math.max(sentence.start(), waiver - REACH);
        for (int k = waiver - 1; k >= from; k--) {
            if (";:\n".indexOf(text.charAt(k)) >= 0) {
                from = k + 1; // the waiver's own clause: a semicolon, colon or line break starts another
                break;
            }
        }
        return from < waiver && CEASED.matcher(text.substring(from, waiver)).find();
    }

    /**
     * True if a waiver of confirmation in {@code sentence} is said, in its own clause, to have stopped: the statistical
     * model, which reads the words and not their order, stands back there as the rule does.
     */
    static boolean reportsCeasedWaiver(String text, IntentText.Sentence sentence) {
        if (sentence.has(IntentRules.YOU | IntentRules.YOUR)) {
            return false;
        }
        for (IntentText.Term t : sentence.terms()) {
            if (t.is(IntentRules.NO_CONFIRM)) {
                return ceasedBefore(text, sentence, t.start());
            }
        }
        return false;
    }
}
