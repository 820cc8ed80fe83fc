package dev.albert.client;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.error.ErrorBody;

/**
 * The server answered with a status outside 2xx. The message is the server's {@code detail} as one
 * line (never the request body, so refused content is never echoed back), with a hint where we know
 * what to do about it.
 *
 * @param status     the HTTP status
 * @param method     the request method
 * @param path       the request path, e.g. {@code /v1/memories}
 * @param body       the parsed {@code {"detail": …}}, or null when the body was not Albert's JSON
 */
public final class HttpFailure extends AlbertException {
    private final int status;
    private final String method;
    private final String path;
    private final transient ErrorBody body;

    public HttpFailure(int status, String method, String path, ErrorBody body, boolean keySent) {
        this(status, method, path, body, describe(status, body, keySent));
    }

    /** With a message of the caller's own, e.g. for an extension the server does not offer. */
    public HttpFailure(int status, String method, String path, ErrorBody body, String message) {
        super(message, null);
        this.status = status;
        this.method = method;
        this.path = path;
        this.body = body;
    }

    public int status() {
        return status;
    }

    public String method() {
        return method;
    }

    public String path() {
        return path;
    }

    /** The server's error body, or null when it sent none that parses. */
    public ErrorBody body() {
        return body;
    }

    /**
     * True when the server does not know the route at all (FastAPI's and our 404 {@code "Not Found"},
     * or 405), as opposed to a known route that did not find the record.
     */
    public boolean unknownRoute() {
        return status == 405 || status == 404 && "Not Found".equals(detail());
    }

    /** The server's {@code detail} as one line, or empty. */
    public String detail() {
        return body == null ? "" : oneLine(body.message());
    }

    private static String describe(int status, ErrorBody body, boolean keySent) {
        String detail = body == null ? "" : oneLine(body.message());
        if (body != null && body.detail() != null && body.detail().isObject()) {
            detail = detail + lockConflictSuffix(body.detail());
        }
        if (detail.isBlank()) {
            detail = ("HTTP " + status + " " + reasonPhrase(status)).strip();
        }
        if (status == 401) {
            return keySent
                    ? detail + "; check the API key (ALBERT_API_KEY, --api-key-file or the profile's api_key)"
                    : detail + "; no API key is configured: set ALBERT_API_KEY, pass --api-key-file, or add api_key to a profile";
        }
        if (status >= 300 && status < 400) {
            return "the server answered with a redirect (HTTP " + status
                    + "); set ALBERT_API_URL or --url to the address Albert really answers on";
        }
        if (status >= 500) {
            return "Albert failed: " + detail + (detail.contains("HTTP " + status) ? "" : " (HTTP " + status + ")");
        }
        return detail;
    }

    private static String lockConflictSuffix(JsonNode detail) {
        String owner = detail.path("owner_principal_id").asText("");
        String until = detail.path("expires_at").asText("");
        if (owner.isEmpty() && until.isEmpty()) {
            return "";
        }
        return " (held by " + (owner.isEmpty() ? "another principal" : owner)
                + (until.isEmpty() ? "" : " until " + until) + ")";
    }

    static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip();
    }

    private static String reasonPhrase(int status) {
        return switch (status) {
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 409 -> "Conflict";
            case 413 -> "Payload Too Large";
            case 422 -> "Unprocessable Content";
            case 429 -> "Too Many Requests";
            case 500 -> "Internal Server Error";
            case 502 -> "Bad Gateway";
            case 503 -> "Service Unavailable";
            case 504 -> "Gateway Timeout";
            default -> "";
        };
    }
}
