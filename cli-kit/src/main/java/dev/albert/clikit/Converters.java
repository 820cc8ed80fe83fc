package dev.albert.clikit;

import dev.albert.api.Json;
import dev.albert.api.auth.Sensitivity;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Argument converters with messages that say what was expected. */
public final class Converters {
    private Converters() {
    }

    /** A UUID in canonical form. */
    public static final class UuidConverter implements ITypeConverter<UUID> {
        private static final Pattern CANONICAL =
                Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

        @Override
        public UUID convert(String value) {
            String text = value.strip();
            if (!CANONICAL.matcher(text).matches()) {
                throw new TypeConversionException("'" + Text.oneLine(value) + "' is not an id (expected a UUID such as 123e4567-e89b-12d3-a456-426614174000)");
            }
            return UUID.fromString(text);
        }
    }

    /** {@code 500ms}, {@code 10s}, {@code 2m}, {@code 1h}, or ISO-8601 {@code PT10S}; must be positive. */
    public static final class DurationConverter implements ITypeConverter<Duration> {
        private static final Pattern SIMPLE = Pattern.compile("(\\d+)\\s*(ms|s|m|h|d)?");

        @Override
        public Duration convert(String value) {
            String text = value.strip().toLowerCase(Locale.ROOT);
            Duration duration;
            Matcher simple = SIMPLE.matcher(text);
            if (simple.matches()) {
                long amount = Long.parseLong(simple.group(1));
                String unit = simple.group(2) == null ? "s" : simple.group(2);
                duration = switch (unit) {
                    case "ms" -> Duration.ofMillis(amount);
                    case "m" -> Duration.ofMinutes(amount);
                    case "h" -> Duration.ofHours(amount);
                    case "d" -> Duration.ofDays(amount);
                    default -> Duration.ofSeconds(amount);
                };
            } else {
                try {
                    duration = Duration.parse(value.strip().toUpperCase(Locale.ROOT));
                } catch (RuntimeException e) {
                    throw new TypeConversionException("'" + value + "' is not a duration (expected e.g. 500ms, 10s, 2m)");
                }
            }
            if (duration.isZero() || duration.isNegative()) {
                throw new TypeConversionException("'" + value + "' is not a positive duration");
            }
            return duration;
        }
    }

    /** ISO-8601 date-time with offset or {@code Z} (a zone-less value is taken as UTC). */
    public static final class InstantConverter implements ITypeConverter<Instant> {
        @Override
        public Instant convert(String value) {
            try {
                return Json.parseInstant(value.strip());
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("'" + value + "' is not an ISO-8601 date-time (expected e.g. 2026-12-31T23:59:00Z)");
            }
        }
    }

    /** {@code public}, {@code internal}, {@code confidential} or {@code restricted}. */
    public static final class SensitivityConverter implements ITypeConverter<Sensitivity> {
        @Override
        public Sensitivity convert(String value) {
            try {
                return Sensitivity.fromWire(value.strip().toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("'" + value + "' is not a sensitivity; use public, internal, confidential or restricted");
            }
        }
    }

    /** Completion candidates for sensitivities. */
    public static final class SensitivityNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Sensitivity.values()).map(Sensitivity::wireName).iterator();
        }
    }
}
