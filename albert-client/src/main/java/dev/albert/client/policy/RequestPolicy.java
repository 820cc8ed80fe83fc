package dev.albert.client.policy;

/**
 * The one request policy of every client (the CLIs' {@code AlbertClient}, the hook's recall, capture delivery): which
 * headers every request carries and what an HTTP status means. JDK classes only: no picocli, no OkHttp, so the hook
 * path can load it. {@code Retry-After} is read by {@link RetryAfter}, for the CLIs' retries
 * ({@code dev.albert.client.http.Retrying}) and the capture queue's alike.
 */
public final class RequestPolicy {
    private RequestPolicy() {
    }

    /** What a status means for a caller that may try again later. */
    public enum Outcome {
        /** 2xx. */
        SUCCESS,
        /** 401, 403: the key is missing, wrong, revoked or lacks the capability. */
        AUTHENTICATION,
        /** 404, 405, 501: the server does not have this endpoint (an older server, or the extension is off). */
        NOT_SUPPORTED,
        /** 408, 425, 429 and 5xx: nothing was decided; try again (after Retry-After when given). */
        TRANSIENT,
        /** Any other 4xx: the request itself was refused; sending it again cannot help. */
        REFUSED
    }

    public static Outcome classify(int status) {
        if (status / 100 == 2) {
            return Outcome.SUCCESS;
        }
        return switch (status) {
            case 401, 403 -> Outcome.AUTHENTICATION;
            case 404, 405, 501 -> Outcome.NOT_SUPPORTED;
            case 408, 425, 429 -> Outcome.TRANSIENT;
            default -> status >= 400 && status < 500 ? Outcome.REFUSED : Outcome.TRANSIENT;
        };
    }

    /**
     * The statuses an interactive client retries within its own call (idempotent requests only, bounded by
     * {@code RetryPolicy}): overload and gateway failures. A subset of {@link Outcome#TRANSIENT}: a 500 is a
     * fault of the server a second attempt a few hundred milliseconds later rarely cures, so the caller sees
     * it at once, while a queue (which retries over minutes) keeps the event.
     */
    public static boolean retryAtOnce(int status) {
        return status == 429 || status == 502 || status == 503 || status == 504;
    }

    /** The {@code Authorization} value for an API key, or null when there is none (the server answers 401). */
    public static String authorization(String apiKey) {
        return apiKey == null || apiKey.isBlank() ? null : "Bearer " + apiKey;
    }
}
