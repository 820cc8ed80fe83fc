package dev.albert.safety;

/** Scanner variants for evaluations that compare with and without the statistical model. */
public final class Scanners {
    private static final InjectionScanner WITH_MODEL = InjectionScanner.withModel();

    private Scanners() {
    }

    /** The standard injection rules backed by {@link InjectionModel} (not the default scanner). */
    public static InjectionScanner injectionWithModel() {
        return WITH_MODEL;
    }
}
