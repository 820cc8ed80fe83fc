package dev.albert.client.http;

import java.nio.charset.StandardCharsets;

/**
 * Builds a request URL under a base URL: path segments and query parameters percent-encoded as OkHttp's
 * {@code HttpUrl.Builder} encodes them (the same bytes on the wire whichever transport sends them), with JDK
 * classes only, so a JSON call never loads OkHttp. Not thread-safe; build one per call.
 */
public final class RequestUrl {
    private static final String PATH_SEGMENT_ENCODE_SET = " \"<>^`{}|/\\?#%";
    private static final String BASE_PATH_ENCODE_SET = " \"<>^`{}|\\";
    private static final String QUERY_COMPONENT_ENCODE_SET = " !\"#$&'(),/:;<=>?@[]\\^`{|}~%+";
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private final String origin;
    private final StringBuilder path;
    private final StringBuilder query = new StringBuilder();

    private RequestUrl(String origin, String basePath) {
        this.origin = origin;
        this.path = new StringBuilder(basePath);
    }

    /** A URL under {@code baseUrl} (an http(s) URL without query or fragment; a path prefix is kept). */
    public static RequestUrl under(String baseUrl) {
        int schemeEnd = baseUrl.indexOf("://");
        int pathStart = baseUrl.indexOf('/', schemeEnd < 0 ? 0 : schemeEnd + 3);
        if (pathStart < 0) {
            return new RequestUrl(baseUrl, "");
        }
        String basePath = baseUrl.substring(pathStart);
        while (basePath.endsWith("/")) {
            basePath = basePath.substring(0, basePath.length() - 1);
        }
        return new RequestUrl(baseUrl.substring(0, pathStart), encode(basePath, BASE_PATH_ENCODE_SET));
    }

    /** Appends segments separated by {@code /}, e.g. {@code v1/keys}; each is encoded. */
    public RequestUrl addPathSegments(String segments) {
        for (String segment : segments.split("/", -1)) {
            addPathSegment(segment);
        }
        return this;
    }

    public RequestUrl addPathSegment(String segment) {
        path.append('/').append(encode(segment, PATH_SEGMENT_ENCODE_SET));
        return this;
    }

    /** Appends {@code name=value}; a null value appends the bare name, as OkHttp does. */
    public RequestUrl addQueryParameter(String name, String value) {
        query.append(query.isEmpty() ? '?' : '&').append(encode(name, QUERY_COMPONENT_ENCODE_SET));
        if (value != null) {
            query.append('=').append(encode(value, QUERY_COMPONENT_ENCODE_SET));
        }
        return this;
    }

    /** The path as sent, e.g. {@code /v1/memories/0b9f…}; {@code /} for the root. */
    public String encodedPath() {
        return path.isEmpty() ? "/" : path.toString();
    }

    @Override
    public String toString() {
        return origin + encodedPath() + query;
    }

    /** Percent-encodes the characters of {@code encodeSet}, controls and everything outside ASCII (as UTF-8). */
    private static String encode(String text, String encodeSet) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c > 0x20 && c < 0x7f && encodeSet.indexOf(c) < 0) {
                if (out != null) {
                    out.append(c);
                }
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            int end = Character.isHighSurrogate(c) && i + 1 < text.length() ? i + 2 : i + 1;
            for (byte b : text.substring(i, end).getBytes(StandardCharsets.UTF_8)) {
                out.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
            }
            i = end - 1;
        }
        return out == null ? text : out.toString();
    }
}
