package dev.albert.capture.queue;

import java.time.Instant;

/** How one claimed record ended a delivery attempt. */
public sealed interface Settlement {
    String eventId();

    /** The server has it (accepted or duplicate): delete it. */
    record Delivered(String eventId) implements Settlement {
    }

    /** The server refused it for good: keep it aside with the reason, never resend. */
    record Parked(String eventId, String reason) implements Settlement {
    }

    /** A transient failure: count the attempt and try again not before {@code nextAttemptAt}. */
    record Retry(String eventId, Instant nextAttemptAt, String error) implements Settlement {
    }

    /** Not attempted (the deadline came first): give the lease back, no attempt counted. */
    record Released(String eventId) implements Settlement {
    }
}
