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
