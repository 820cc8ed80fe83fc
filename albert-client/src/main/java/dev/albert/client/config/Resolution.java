package dev.albert.client.config;

import dev.albert.api.auth.ApiKeyFormat;
import dev.albert.client.ClientConfig;

import java.nio.file.Path;
import java.util.List;

/**
 * The outcome of resolving configuration: the client configuration plus where each part came from,
 * for {@code --verbose} and for error hints, and warnings for stderr.
 *
 * @param profile    the profile in use, or null
 * @param urlSource  e.g. {@code --url}, {@code ALBERT_API_URL}, {@code profile 'prod'}, {@code default}
 * @param keySource  where the key came from, or null when there is none
 * @param configFile the config file consulted (it may not exist)
 */
public record Resolution(ClientConfig config, String profile, String urlSource, String keySource, Path configFile,
                         List<String> warnings) {
    public Resolution {
        warnings = List.copyOf(warnings);
    }

    /** One line for {@code --verbose}; the key appears only redacted. */
    public String describe() {
        return "using " + config.baseUrl() + " (from " + urlSource + "), "
                + (config.apiKey() == null ? "no API key" : "API key " + ApiKeyFormat.redact(config.apiKey()) + " (from " + keySource + ")")
                + (profile == null ? "" : ", profile '" + profile + "'")
                + ", config file " + configFile;
    }
}
