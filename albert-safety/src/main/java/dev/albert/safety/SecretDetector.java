package dev.albert.safety;

/** Finds secret spans in a region of a text. Implementations must run in time linear in the region. */
@FunctionalInterface
interface SecretDetector {

    /** Receives the absolute {@code [start, end)} of each secret found. */
    @FunctionalInterface
    interface SpanSink {
        void accept(int start, int end);
    }

    void detect(String text, int from, int to, SpanSink sink);

    /**
     * Runs {@code detector} only on regions holding one of {@code needles} (case-sensitive; list the
     * spellings): one fast substring search instead of an expression pass where a form cannot occur.
     */
    static SecretDetector when(SecretDetector detector, String... needles) {
        String[] copy = needles.clone();
        return (text, from, to, sink) -> {
            String region = text.substring(from, to);
            for (String needle : copy) {
                if (region.contains(needle)) {
                    detector.detect(text, from, to, sink);
                    return;
                }
            }
        };
    }

    /**
     * Runs {@code detector} only on regions holding one of {@code needles} in any ASCII case (lower-case needles): for
     * a rule whose keywords gate two expressions, so that each runs only where its own words are.
     */
    static SecretDetector whenAnyCase(SecretDetector detector, String... needles) {
        String[] copy = needles.clone();
        return (text, from, to, sink) -> {
            for (String needle : copy) {
                for (int i = from, last = to - needle.length(); i <= last; i++) {
                    if (text.regionMatches(true, i, needle, 0, needle.length())) {
                        detector.detect(text, from, to, sink);
                        return;
                    }
                }
            }
        };
    }

    /** Runs several detectors as one, for a rule whose credential has more than one written form. */
    static SecretDetector all(SecretDetector... detectors) {
        SecretDetector[] copy = detectors.clone();
        return (text, from, to, sink) -> {
            for (SecretDetector d : copy) {
                d.detect(text, from, to, sink);
            }
        };
    }
}
