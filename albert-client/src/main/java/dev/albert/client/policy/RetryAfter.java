package dev.albert.client.policy;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** Reads an HTTP {@code Retry-After} value: delay-seconds or an HTTP-date (RFC 9110 §10.2.3). */
public final class RetryAfter {
    /** A server asking for more than a day is treated as asking for a day. */
    public static final Duration MAX = Duration.ofDays(1);

    private RetryAfter() {
    }

    public static Optional<Instant> parse(String value, Instant now) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        String v = value.trim();
        Instant at;
        if (v.chars().allMatch(Character::isDigit)) {
            long seconds;
            try {
                seconds = Long.parseLong(v);
            } catch (NumberFormatException tooLong) {
                seconds = MAX.toSeconds();
            }
            at = now.plusSeconds(Math.min(seconds, MAX.toSeconds()));
        } else {
            try {
                at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            } catch (DateTimeParseException e) {
                return Optional.empty();
            }
        }
        if (at.isBefore(now)) {
            at = now;
        }
        Instant cap = now.plus(MAX);
        return Optional.of(at.isAfter(cap) ? cap : at);
    }
}
