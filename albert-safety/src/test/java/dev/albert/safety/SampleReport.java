package dev.albert.safety;

/**
 * Prints recall and false-positive counts per secret rule and per injection reason code, over the
 * labelled samples. Run by scripts/bench-screening.sh; the numbers are recorded in docs/safety.md.
 */
public final class SampleReport {
    private SampleReport() {
    }

    public static void main(String[] args) {
        SampleStats secrets = SecretSamples.stats(SecretScanner.standard());
        SampleStats injections = InjectionSamplesTest.stats(InjectionScanner.standard());
        injections.lines("injection reason").forEach(System.out::println);
        System.out.println();
        SampleStats.Counts s = secrets.total();
        System.out.printf("secret rules: %d rules, positives found %s, negatives reported %s (benign section included)%n",
                SecretScanner.standard().ruleIds().size(), s.recall(), s.fp());
        if (args.length > 0 && args[0].equals("--per-rule")) {
            secrets.lines("secret rule").forEach(System.out::println);
        }
    }
}
