package dev.albert.safety;

import java.util.List;

/**
 * Albert's own API keys, {@code alb_<prefix>_<secret>}: an alphanumeric prefix of at most 12
 * characters and a 43-character URL-safe base64 secret that may itself contain {@code _} and
 * {@code -}. Terraform names like {@code alb_https_listener_rule_…} share the shape but not the
 * randomness: a random 43-character secret mixes upper and lower case.
 */
final class AlbertRules {
    private AlbertRules() {
    }

    static List<SecretRule> rules() {
        return List.of(SecretRule.vendor("albert-api-key", "Albert API key")
                .keywords("alb_")
                .regex("(?P<secret>alb_[A-Za-z0-9]{1,12}_[A-Za-z0-9_-]{43})")
                .check(MatchChecks.vendorToken("_-").and(MatchChecks.mixedCase()))
                .build());
    }
}
