package dev.albert.client;

import dev.albert.api.auth.ApiKeyFormat;
import okhttp3.HttpUrl;

import java.util.Objects;

/**
 * Everything needed to talk to one Albert server. Built by
 * {@link dev.albert.client.config.ConfigResolver} for the executables, or directly by programs.
 *
 * @param baseUrl   e.g. {@code http://127.0.0.1:8080}; validated, trailing {@code /} stripped
 * @param apiKey    the bearer key, or null (health, compat and bootstrap need none)
 * @param userAgent sent as {@code User-Agent}
 */
public record ClientConfig(String baseUrl, String apiKey, Timeouts timeouts, RetryPolicy retry, String userAgent) {
    public static final String DEFAULT_URL = "http://127.0.0.1:8080";

    public ClientConfig {
        baseUrl = normalizeUrl(baseUrl, "the client configuration");
        if (apiKey != null) {
            apiKey = apiKey.strip();
            if (apiKey.isEmpty()) {
                apiKey = null;
            } else if (!apiKey.chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
                throw new InvalidConfig("the API key contains spaces or characters that cannot be sent in an HTTP header");
            }
        }
        timeouts = Objects.requireNonNullElse(timeouts, Timeouts.DEFAULTS);
        retry = Objects.requireNonNullElse(retry, RetryPolicy.DEFAULTS);
        userAgent = Objects.requireNonNullElse(userAgent, "albert-client/" + Version.current());
    }

    public static ClientConfig of(String baseUrl, String apiKey) {
        return new ClientConfig(baseUrl, apiKey, null, null, null);
    }

    public ClientConfig withTimeouts(Timeouts timeouts) {
        return new ClientConfig(baseUrl, apiKey, timeouts, retry, userAgent);
    }

    public ClientConfig withRetry(RetryPolicy retry) {
        return new ClientConfig(baseUrl, apiKey, timeouts, retry, userAgent);
    }

    public ClientConfig withApiKey(String apiKey) {
        return new ClientConfig(baseUrl, apiKey, timeouts, retry, userAgent);
    }

    public ClientConfig withUserAgent(String userAgent) {
        return new ClientConfig(baseUrl, apiKey, timeouts, retry, userAgent);
    }

    /**
     * Checks that {@code raw} is an http(s) URL with a host and no query or fragment, and strips
     * trailing slashes. A bad URL is a configuration error that names where it came from.
     */
    public static String normalizeUrl(String raw, String source) {
        if (raw == null || raw.isBlank()) {
            throw new InvalidConfig("no Albert URL given in " + source);
        }
        String trimmed = raw.strip();
        while (trimmed.endsWith("/")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        HttpUrl url = HttpUrl.parse(trimmed);
        if (url == null || url.host().isEmpty() || url.query() != null || url.fragment() != null
                || !trimmed.regionMatches(true, 0, url.scheme() + "://", 0, url.scheme().length() + 3)) {
            throw new InvalidConfig("invalid Albert URL '" + raw.strip() + "' (from " + source
                    + "): expected http://host:port or https://host");
        }
        return trimmed;
    }

    @Override
    public String toString() {
        return "ClientConfig[baseUrl=" + baseUrl + ", apiKey=" + (apiKey == null ? "none" : ApiKeyFormat.redact(apiKey))
                + ", timeouts=" + timeouts + ", retry=" + retry + ", userAgent=" + userAgent + "]";
    }
}
