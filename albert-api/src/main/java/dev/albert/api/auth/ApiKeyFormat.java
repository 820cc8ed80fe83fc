package dev.albert.api.auth;

import java.util.Optional;

/**
 * The shape of an Albert API key, {@code alb_<prefix>_<secret>} (contract §2): split on {@code _} at
 * most twice; the first part is {@code alb}, prefix and secret are non-empty. The secret may itself
 * contain {@code _} and {@code -}.
 */
public final class ApiKeyFormat {
    public static final String SCHEME = "alb";

    private ApiKeyFormat() {
    }

    /** The parts of a well-formed key. */
    public record Parts(String prefix, String secret) {
        @Override
        public String toString() {
            return "Parts[prefix=" + prefix + ", secret=<redacted>]";
        }
    }

    public static Optional<Parts> parse(String raw) {
        if (raw == null) {
            return Optional.empty();
        }
        String[] parts = raw.split("_", 3);
        if (parts.length != 3 || !SCHEME.equals(parts[0]) || parts[1].isEmpty() || parts[2].isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Parts(parts[1], parts[2]));
    }

    /** A key as it may be shown after issue time: scheme and prefix, secret hidden. */
    public static String redact(String raw) {
        return parse(raw).map(p -> SCHEME + "_" + p.prefix() + "_****").orElse("****");
    }
}
