package dev.albert.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/** An application error answered as {@code {"detail": …}} with the given status. */
public final class ApiException extends RuntimeException {
    private final int status;
    private final transient JsonNode detail;

    public ApiException(int status, JsonNode detail) {
        super(detail.isTextual() ? detail.asText() : detail.toString(), null, false, false);
        this.status = status;
        this.detail = detail;
    }

    public ApiException(int status, String detail) {
        this(status, TextNode.valueOf(detail));
    }

    public int status() {
        return status;
    }

    public JsonNode detail() {
        return detail;
    }

    public static ApiException unauthorized(String detail) {
        return new ApiException(401, detail);
    }

    public static ApiException forbidden(String detail) {
        return new ApiException(403, detail);
    }

    public static ApiException notFound(String detail) {
        return new ApiException(404, detail);
    }

    public static ApiException conflict(String detail) {
        return new ApiException(409, detail);
    }

    public static ApiException unprocessable(String detail) {
        return new ApiException(422, detail);
    }
}
