package dev.albert.capture.screen;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.safety.InjectionFinding;
import dev.albert.safety.SecretFinding;

/**
 * One finding as {@code albert-capture screen} reports it. For a secret, {@code rule} is the rule id
 * and {@code fingerprint} identifies the secret without revealing it; for an injection, {@code rule}
 * is the reason code and {@code detail} the pattern that matched.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Finding(String kind, String rule, int line, int column, String fingerprint, String detail) {

    static Finding of(SecretFinding f) {
        return new Finding("secret", f.rule(), f.line(), f.column(), f.fingerprint(), null);
    }

    static Finding of(InjectionFinding f) {
        return new Finding("injection", f.reason().wireName(), f.line(), f.column(), null, f.ruleId());
    }
}
