package dev.albert.safety;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What screening found in one text: credentials (refuse or redact) and injection attempts
 * (quarantine). Holds no part of the text.
 */
public record ScreenResult(List<SecretFinding> secrets, List<InjectionFinding> injections) {
    public ScreenResult {
        secrets = List.copyOf(secrets);
        injections = List.copyOf(injections);
    }

    /** Nothing found: the text may be stored and recalled as is. */
    public boolean clean() {
        return secrets.isEmpty() && injections.isEmpty();
    }

    /** The distinct injection reason codes, for a quarantine record. */
    public Set<ReasonCode> reasons() {
        Set<ReasonCode> reasons = EnumSet.noneOf(ReasonCode.class);
        for (InjectionFinding f : injections) {
            reasons.add(f.reason());
        }
        return Set.copyOf(reasons);
    }
}
