package dev.albert.capture.delivery;

import dev.albert.api.capture.CaptureEventResult;

import java.time.Instant;
import java.util.List;

/** How the server answered one batch. */
public sealed interface SendResult {

    /** The server looked at every event: per-event verdicts (a missing one means "try again"). */
    record Answered(List<CaptureEventResult> results) implements SendResult {
        public Answered {
            results = List.copyOf(results);
        }
    }

    /**
     * Nothing was decided: network failure, timeout, 408/429/5xx, an unreadable reply, bad credentials,
     * or a server without the capture endpoint. The events stay queued.
     *
     * @param notBefore from {@code Retry-After}, or null
     */
    record RetryLater(Failure failure, String reason, Instant notBefore) implements SendResult {
    }

    /** The whole batch was refused for good (a 4xx other than 401/403/404/405/408/429). */
    record Refused(int status, String reason) implements SendResult {
    }

    /** Why a batch was not decided; callers map it to an exit code. */
    enum Failure {
        /** Network, timeout, 408/429/5xx, unreadable reply. */
        UNAVAILABLE,
        /** 401/403: the key is missing, wrong, revoked or lacks {@code capture.write}. */
        AUTHENTICATION,
        /** 404/405/501: the server does not have the capture extension. */
        NOT_SUPPORTED
    }
}
