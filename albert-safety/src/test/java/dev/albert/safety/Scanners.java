package dev.albert.safety;

/** Scanner variants for evaluations that compare with and without the statistical model (now part of the standard scanner). */
public final class Scanners {


    private Scanners() {
    }

    /** The standard injection rules without {@link InjectionModel} (the default scanner before the fourth round). */
    public static InjectionScanner injectionRulesOnly() {
        return InjectionScanner.rulesOnly();
    }
}
