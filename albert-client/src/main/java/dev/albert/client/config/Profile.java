package dev.albert.client.config;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.auth.ApiKeyFormat;

/**
 * One named server in the config file, like a kubectl context.
 *
 * @param url        the server's base URL
 * @param apiKey     the key itself (the file is then kept 0600)
 * @param apiKeyFile a file holding the key instead, relative to the config directory
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Profile(String url, String apiKey, String apiKeyFile) {
    @Override
    public String toString() {
        return "Profile[url=" + url + ", apiKey=" + (apiKey == null ? "null" : ApiKeyFormat.redact(apiKey))
                + ", apiKeyFile=" + apiKeyFile + "]";
    }
}
