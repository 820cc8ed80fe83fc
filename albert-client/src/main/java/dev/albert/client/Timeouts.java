package dev.albert.client;

import java.time.Duration;
import java.util.Objects;

/**
 * How long a call may take: to connect, between bytes read or written, and in total (the call
 * timeout bounds everything, retries and their back-off included).
 */
public record Timeouts(Duration connect, Duration read, Duration call) {
    public static final Timeouts DEFAULTS = new Timeouts(Duration.ofSeconds(5), Duration.ofSeconds(30), Duration.ofSeconds(60));

    public Timeouts {
        Objects.requireNonNull(connect, "connect");
        Objects.requireNonNull(read, "read");
        Objects.requireNonNull(call, "call");
        if (connect.isNegative() || read.isNegative() || call.isNegative()) {
            throw new IllegalArgumentException("timeouts must not be negative");
        }
    }

    /** These timeouts with the whole call bounded by {@code call}; connect and read never exceed it. */
    public Timeouts withCall(Duration call) {
        return new Timeouts(min(connect, call), min(read, call), call);
    }

    /** These timeouts without the whole-call bound, for a stream that may take as long as it needs. */
    public Timeouts withoutCallBound() {
        return new Timeouts(connect, read, Duration.ZERO);
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
