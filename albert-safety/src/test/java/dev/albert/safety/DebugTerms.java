package dev.albert.safety;

/** Prints the vocabulary terms of each sentence (for reading why a rule fires or not). */
public final class DebugTerms {
    private DebugTerms() {
    }

    public static void main(String[] args) {
        String text = TextFolding.fold(args[0]).text();
        var sentences = IntentText.sentences(text, IntentRules.standardLexicon());
        var context = IntentRules.Context.of(text, sentences);
        for (var s : sentences) {
            StringBuilder b = new StringBuilder("[" + text.substring(s.start(), s.end()) + "]");
            for (var t : s.terms()) {
                b.append(" ").append(text, t.start(), t.end()).append(t.clauseStart() ? "^" : "").append("/")
                        .append(Long.toHexString(t.categories()));
            }
            b.append(" addr=").append(IntentRules.addressToModel(s)).append(" voc=").append(Addressing.vocative(context, s));
            System.out.println(b);
        }
    }
}
