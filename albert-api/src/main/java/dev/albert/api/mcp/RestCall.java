package dev.albert.api.mcp;

import com.fasterxml.jackson.databind.JsonNode;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One REST call of the Albert contract as data: what a tool call becomes, executed by whichever side holds the
 * connection (the {@code albert mcp} bridge over OkHttp, the server's {@code /mcp} gateway on its own port).
 *
 * @param method       the HTTP method
 * @param route        the OpenAPI path template, e.g. {@code /v1/memories/{memory_id}}
 * @param pathSegments the path's segments with the arguments filled in, not yet percent-encoded
 * @param query        query parameters in order, not yet encoded
 * @param body         the JSON body, or null for none
 * @param idempotent   whether the call may be retried after a failure that left its outcome unknown
 */
public record RestCall(String method, String route, List<String> pathSegments, Map<String, String> query,
                       JsonNode body, boolean idempotent) {

    public RestCall {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(route, "route");
        pathSegments = List.copyOf(pathSegments);
        query = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(query));
    }

    /** {@code /v1/…?a=b}, every segment and parameter percent-encoded (RFC 3986 unreserved characters kept). */
    public String encodedPathAndQuery() {
        StringBuilder out = new StringBuilder();
        for (String segment : pathSegments) {
            out.append('/').append(encode(segment));
        }
        char separator = '?';
        for (Map.Entry<String, String> parameter : query.entrySet()) {
            out.append(separator).append(encode(parameter.getKey())).append('=').append(encode(parameter.getValue()));
            separator = '&';
        }
        return out.toString();
    }

    /** {@code METHOD /route}, as the OpenAPI document names the operation. */
    public String operation() {
        return method + " " + route;
    }

    private static String encode(String text) {
        StringBuilder out = new StringBuilder();
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                    || c == '-' || c == '.' || c == '_' || c == '~') {
                out.append(c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xf, 16)))
                        .append(Character.toUpperCase(Character.forDigit(b & 0xf, 16)));
            }
        }
        return out.toString();
    }
}
