package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;

/**
 * Words a rule's every match holds: groups of literal words, one of each group in every match (the expression's
 * mandatory parts, written out by hand next to it in {@link InjectionRules}). A region of the text without one of each
 * group cannot hold a match, so {@link InjectionScanner} skips it without running the expression: an automaton pass
 * over the region costs a few nanoseconds a character, RE2/J's machine on a long phrase family a few hundred.
 *
 * <p>Exact, not a heuristic: a match lies inside the region, so the word it holds does too. The words are lower-case
 * ASCII, matched as the rules' {@code (?i)} expressions match them: ASCII case ignored, and the two non-ASCII letters
 * that Unicode case folding pairs with ASCII ones (KELVIN SIGN with k, LONG S with s) read as those.
 * {@code RequiredWordsTest} checks every match of the samples holds its words.
 */
final class RequiredWords {
    /** No requirement: every region is read. */
    static final RequiredWords NONE = new RequiredWords(List.of());

    private final List<List<String>> groups;
    private final List<KeywordIndex> indexes;

    private RequiredWords(List<List<String>> groups) {
        this.groups = List.copyOf(groups);
        List<KeywordIndex> built = new ArrayList<>();
        for (List<String> group : this.groups) {
            built.add(new KeywordIndex(group));
        }
        this.indexes = List.copyOf(built);
    }

    /** These groups and one more. */
    RequiredWords and(List<String> group) {
        for (String word : group) {
            for (char c : word.toCharArray()) {
                if (c >= 128 || Character.isUpperCase(c) || Character.isWhitespace(c)) {
                    // \s+ between words matches more than one space, and a capital would need its own folding.
                    throw new IllegalArgumentException("a required word is lower-case ASCII without spaces: " + word);
                }
            }
        }
        List<List<String>> more = new ArrayList<>(groups);
        more.add(List.copyOf(group));
        return new RequiredWords(more);
    }

    List<List<String>> groups() {
        return groups;
    }

    /** False only if text[from, to) lacks every word of some group, so no match of the rule lies in it. */
    boolean mayMatchIn(String text, int from, int to) {
        for (KeywordIndex index : indexes) {
            if (!index.occursIn(text, from, to, true)) {
                return false;
            }
        }
        return true;
    }
}
