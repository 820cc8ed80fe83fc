package dev.albert.client;

import dev.albert.api.auth.ApiKeyFormat;

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
        if (!validUrl(trimmed)) {
            throw new InvalidConfig("invalid Albert URL '" + raw.strip() + "' (from " + source
                    + "): expected http://host:port or https://host");
        }
        return trimmed;
    }

    /**
     * {@code http(s)://[user@]host[:port][/path]}: a host (a name, an IPv4 address or a bracketed IPv6 one), a port
     * in 1–65535 when given, no query, no fragment, nothing that is not printable ASCII. The JDK's {@code URI}
     * would refuse host names with an underscore, which the servers' container names often have.
     */
    static boolean validUrl(String url) {
        int schemeEnd = url.indexOf("://");
        if (schemeEnd < 0) {
            return false;
        }
        String scheme = url.substring(0, schemeEnd);
        if (!scheme.equalsIgnoreCase("http") && !scheme.equalsIgnoreCase("https")) {
            return false;
        }
        if (url.chars().anyMatch(c -> c <= 0x20 || c >= 0x7f || c == '?' || c == '#')) {
            return false;
        }
        int pathStart = url.indexOf('/', schemeEnd + 3);
        String authority = url.substring(schemeEnd + 3, pathStart < 0 ? url.length() : pathStart);
        String hostPort = authority.substring(authority.lastIndexOf('@') + 1);
        String host;
        String port;
        if (hostPort.startsWith("[")) {
            int close = hostPort.indexOf(']');
            if (close < 0 || !hostPort.substring(1, close).chars().allMatch(c -> c == ':' || c == '.' || Character.digit(c, 16) >= 0)) {
                return false;
            }
            host = hostPort.substring(0, close + 1);
            String rest = hostPort.substring(close + 1);
            if (!rest.isEmpty() && !rest.startsWith(":")) {
                return false;
            }
            port = rest.isEmpty() ? null : rest.substring(1);
        } else {
            int colon = hostPort.indexOf(':');
            host = colon < 0 ? hostPort : hostPort.substring(0, colon);
            port = colon < 0 ? null : hostPort.substring(colon + 1);
            if (!host.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '-' || c == '.' || c == '_')) {
                return false;
            }
        }
        if (host.isEmpty() || host.equals("[]")) {
            return false;
        }
        if (port != null) {
            if (port.isEmpty() || port.length() > 5 || !port.chars().allMatch(Character::isDigit)) {
                return false;
            }
            int number = Integer.parseInt(port);
            return number >= 1 && number <= 65535;
        }
        return true;
    }

    @Override
    public String toString() {
        return "ClientConfig[baseUrl=" + baseUrl + ", apiKey=" + (apiKey == null ? "none" : ApiKeyFormat.redact(apiKey))
                + ", timeouts=" + timeouts + ", retry=" + retry + ", userAgent=" + userAgent + "]";
    }
}
