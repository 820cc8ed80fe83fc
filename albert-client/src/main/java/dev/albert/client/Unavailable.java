package dev.albert.client;

/**
 * The server could not be reached or did not answer usefully: connection refused, unknown host,
 * timeout, TLS failure, or a reply that is not Albert's JSON.
 */
public final class Unavailable extends AlbertException {

    /** Why the server was unavailable; decides the hint of the message. */
    public enum Reason {
        CONNECTION_REFUSED, UNKNOWN_HOST, TIMEOUT, TLS, CONNECTION_LOST, BAD_RESPONSE
    }

    private final String baseUrl;
    private final Reason reason;

    public Unavailable(String baseUrl, Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.baseUrl = baseUrl;
        this.reason = reason;
    }

    public String baseUrl() {
        return baseUrl;
    }

    public Reason reason() {
        return reason;
    }
}
